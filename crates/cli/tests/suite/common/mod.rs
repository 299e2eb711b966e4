//! Runs the real `folio` binary as a user would, with a timeout on every child: a hang is a bug.
//!
//! Every run checks that the binary did not panic (no "panicked" on stderr) and was not killed
//! by a signal (a stack overflow aborts with SIGSEGV/SIGABRT), so each test only states what it
//! expects of the output and the exit code.

#![allow(dead_code)]

mod server;

// Not every test binary talks to a server.
use serde_json::Value;
#[allow(unused_imports)]
pub use server::{Conn, Server};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// No single run may take longer than this; the slowest (64 MB lines in a debug build) take a
/// few seconds.
pub const TIMEOUT: Duration = Duration::from_secs(60);

/// The repository's root (where `testdata/` and `examples/` are).
/// Whether `python3` imports `modules` (e.g. `"duckdb, pyarrow"`); prints a note naming `what`
/// was skipped when it does not, and fails instead when `FOLIO_REQUIRE_PYTHON` is set (as
/// `.ci/run` sets it), so CI never passes by skipping.
#[allow(dead_code)] // Not every test binary needs Python.
pub fn python_has(modules: &str, what: &str) -> bool {
    let ok = Command::new("python3")
        .args(["-c", &format!("import {modules}")])
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var_os("FOLIO_REQUIRE_PYTHON").is_none(),
            "FOLIO_REQUIRE_PYTHON is set but python3 cannot import {modules}"
        );
        eprintln!("NOTE: {what} skipped: python3 cannot import {modules}");
    }
    ok
}

pub fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the repository")
}

/// A path as a command-line argument (test paths are UTF-8).
pub fn s(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 path")
}

/// What a finished run left behind.
#[derive(Debug)]
pub struct Run {
    /// The command line, for failure messages.
    pub what: String,
    /// The exit code; `None` when a signal ended the process (never accepted: see `run_in`).
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
}

impl Run {
    pub fn stdout(&self) -> String {
        String::from_utf8(self.stdout.clone())
            .unwrap_or_else(|e| panic!("{}: stdout is not UTF-8: {e}", self.what))
    }

    /// Asserts the exit code and returns `self`, showing both streams when it differs.
    #[track_caller]
    pub fn code(&self, want: i32) -> &Run {
        assert_eq!(
            self.code,
            Some(want),
            "{}: exit code\n--- stdout\n{}\n--- stderr\n{}",
            self.what,
            String::from_utf8_lossy(&self.stdout),
            self.stderr
        );
        self
    }

    /// `replay --json`'s output, parsed.
    #[track_caller]
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.stdout).unwrap_or_else(|e| {
            panic!(
                "{}: stdout is not one JSON value: {e}\n{}",
                self.what,
                String::from_utf8_lossy(&self.stdout)
            )
        })
    }

    /// The one-line message of an exit-2 failure: exactly one non-empty line on stderr,
    /// starting `folio: `, nothing on stdout.
    #[track_caller]
    pub fn one_line_error(&self) -> String {
        self.code(2);
        let lines: Vec<&str> = self.stderr.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(
            lines.len(),
            1,
            "{}: want one line on stderr, got {:?}",
            self.what,
            self.stderr
        );
        assert!(
            lines[0].starts_with("folio: "),
            "{}: {:?}",
            self.what,
            lines[0]
        );
        assert!(
            self.stdout.is_empty(),
            "{}: stdout should be empty",
            self.what
        );
        lines[0].to_owned()
    }
}

/// The binary under test.
pub fn folio_bin() -> &'static str {
    env!("CARGO_BIN_EXE_folio")
}

/// The repository's `examples/` folder (absolute).
pub fn examples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples")
        .canonicalize()
        .expect("examples/ exists")
}

/// Runs `folio ARGS` in `dir`.
pub fn folio_in(dir: &Path, args: &[&str]) -> Run {
    let mut cmd = Command::new(folio_bin());
    cmd.args(args).current_dir(dir);
    run_in(cmd, &format!("folio {}", args.join(" ")))
}

/// Runs `folio ARGS` in the system temp directory (for commands that only use absolute paths).
pub fn folio(args: &[&str]) -> Run {
    folio_in(&std::env::temp_dir(), args)
}

/// Runs `cmd` with no stdin, collecting both streams, killing it (and any child it started,
/// e.g. under `/usr/bin/time`) after [`TIMEOUT`]. Fails the test on a timeout, a panic message
/// or death by a signal.
pub fn run_in(cmd: Command, what: &str) -> Run {
    run_within(cmd, what, TIMEOUT)
}

/// [`run_in`] with its own time limit, for runs that must be quick.
pub fn run_within(mut cmd: Command, what: &str, timeout: Duration) -> Run {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    let stdout = drain(child.stdout.take().expect("piped"));
    let stderr = drain(child.stderr.take().expect("piped"));
    let status = wait_within(&mut child, what, timeout);
    let stdout = stdout.join().expect("stdout reader");
    let stderr = String::from_utf8_lossy(&stderr.join().expect("stderr reader")).into_owned();
    assert_clean_end(what, status, &stderr);
    Run {
        what: what.to_owned(),
        code: status.code(),
        stdout,
        stderr,
    }
}

/// Waits for `child`, killing it (and what it started) and failing the test after `timeout`:
/// a hang is a bug.
fn wait_within(child: &mut Child, what: &str, timeout: Duration) -> ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("wait on the child") {
            return status;
        }
        if start.elapsed() > timeout {
            kill_tree(child);
            panic!("{what}: still running after {timeout:?} (killed): a hang is a bug");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Fails the test on a panic message or death by a signal.
fn assert_clean_end(what: &str, status: ExitStatus, stderr: &str) {
    assert!(
        !stderr.contains("panicked"),
        "{what}: panicked\n--- stderr\n{stderr}"
    );
    assert!(
        status.code().is_some(),
        "{what}: ended by a signal ({status}): a crash, e.g. a stack overflow\n--- stderr\n{stderr}"
    );
}

fn drain(mut r: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = r.read_to_end(&mut buf);
        buf
    })
}

/// Kills `child` and, first, the processes it started (by their ids, read from /proc).
fn kill_tree(child: &mut Child) {
    let pid = child.id();
    if let Ok(children) = std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children")) {
        for grandchild in children.split_whitespace() {
            let _ = Command::new("kill").args(["-KILL", grandchild]).status();
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// Writes `bytes` to `dir/rel`, creating folders as needed.
pub fn write(dir: &Path, rel: &str, bytes: impl AsRef<[u8]>) -> PathBuf {
    let path = dir.join(rel);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("create folders");
    }
    std::fs::write(&path, bytes).expect("write a test file");
    path
}

pub fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temp directory")
}

/// The DAO named `name` in a `replay --json` report.
#[track_caller]
pub fn dao<'a>(report: &'a Value, name: &str) -> &'a Value {
    report["daos"]
        .as_array()
        .expect("daos is an array")
        .iter()
        .find(|d| d["name"] == name)
        .unwrap_or_else(|| panic!("no DAO {name} in {report}"))
}

/// A counter of a DAO or total section.
#[track_caller]
pub fn counter(section: &Value, name: &str) -> u64 {
    section[name]
        .as_u64()
        .unwrap_or_else(|| panic!("counter {name} missing or not an integer in {section}"))
}

/// The counters that must be zero are zero and the rest have these values (the counters not
/// named and not listed in `LOOSE` must be 0). `fast_path`/`fallback` say how entries were
/// decoded, an implementation detail, and `bytes` is checked where it matters.
#[track_caller]
pub fn assert_counters(section: &Value, want: &[(&str, u64)]) {
    const LOOSE: [&str; 3] = ["fast_path", "fallback", "bytes"];
    for name in COUNTERS {
        let got = counter(section, name);
        match want.iter().find(|(n, _)| *n == name) {
            Some((_, v)) => assert_eq!(got, *v, "counter {name} in {section}"),
            None if LOOSE.contains(&name) => {}
            None => assert_eq!(got, 0, "counter {name} in {section}"),
        }
    }
}

/// Every counter of docs/semantics.md, in the order `replay --json` prints them.
pub const COUNTERS: [&str; 18] = [
    "entries",
    "create",
    "put",
    "put_merged",
    "remove",
    "unknown_op",
    "version",
    "comments",
    "blank",
    "failed",
    "unknown_keys",
    "type_mismatches",
    "fast_path",
    "fallback",
    "objects",
    "bytes",
    "collapsed",
    "collapsed_objects",
];

/// `(file, line, reason)` of every error in a report section.
#[track_caller]
pub fn errors(section: &Value) -> Vec<(String, u64, String)> {
    section["errors"]
        .as_array()
        .expect("errors is an array")
        .iter()
        .map(|e| {
            (
                e["file"].as_str().expect("file").to_owned(),
                e["line"].as_u64().expect("line"),
                e["reason"].as_str().expect("reason").to_owned(),
            )
        })
        .collect()
}

/// `folio replay --json PATHS...` in `dir`, exit 0, parsed.
#[track_caller]
pub fn replay_json(dir: &Path, args: &[&str]) -> Value {
    let mut all = vec!["replay", "--json"];
    all.extend_from_slice(args);
    let run = folio_in(dir, &all);
    run.code(0);
    run.json()
}

/// `folio export ARGS` in `dir`, exit 0, stdout as lines.
#[track_caller]
pub fn export_lines(dir: &Path, args: &[&str]) -> Vec<String> {
    let mut all = vec!["export"];
    all.extend_from_slice(args);
    let run = folio_in(dir, &all);
    run.code(0);
    run.stdout().lines().map(str::to_owned).collect()
}

/// Runs `folio ARGS` in `dir` with its stdout a pipe whose reading end is closed at once (as
/// `folio ... | head -1` does once head has its line), with the same checks and timeout as
/// [`run_in`]. Returns the exit code and stderr.
pub fn folio_into_closed_pipe(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let what = format!("folio {} | (closed)", args.join(" "));
    let mut child = Command::new(folio_bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    drop(child.stdout.take());
    let stderr = drain(child.stderr.take().expect("piped"));
    let status = wait_within(&mut child, &what, TIMEOUT);
    let stderr = String::from_utf8_lossy(&stderr.join().expect("stderr reader")).into_owned();
    assert_clean_end(&what, status, &stderr);
    (status.code(), stderr)
}

/// Runs `bin ARGS` (a copy of folio somewhere else) in `dir`, with no PATH-like help from the
/// environment: the checks and timeout of [`run_in`].
pub fn run_bin_in(bin: &Path, dir: &Path, args: &[&str]) -> Run {
    let mut cmd = Command::new(bin);
    cmd.args(args).current_dir(dir);
    run_in(cmd, &format!("{} {}", bin.display(), args.join(" ")))
}

/// Runs `folio ARGS` in `dir` with its stdout a pipe from which the test reads `n` bytes and
/// then closes it (what `folio ... | head -c N` does). Returns the bytes read, the exit code
/// and stderr.
pub fn folio_read_then_close(
    dir: &Path,
    args: &[&str],
    n: usize,
) -> (Vec<u8>, Option<i32>, String) {
    let what = format!("folio {} | head -c {n}", args.join(" "));
    let mut child = Command::new(folio_bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    let mut stdout = child.stdout.take().expect("piped");
    let stderr = drain(child.stderr.take().expect("piped"));
    let mut head = vec![0; n];
    stdout
        .read_exact(&mut head)
        .unwrap_or_else(|e| panic!("{what}: read {n} bytes: {e}"));
    drop(stdout);
    let status = wait_within(&mut child, &what, TIMEOUT);
    let stderr = String::from_utf8_lossy(&stderr.join().expect("stderr reader")).into_owned();
    assert_clean_end(&what, status, &stderr);
    (head, status.code(), stderr)
}

/// Whether `strace` is here and may trace (the kill-at-every-call and injected-EIO tests run
/// folio under it). Where it cannot, a test says so and passes, unless `FOLIO_REQUIRE_STRACE`
/// (set by CI) makes that a failure.
pub fn strace_works() -> bool {
    let works = Command::new("strace")
        .args(["-qq", "-o", "/dev/null", "-e", "trace=none", "true"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !works {
        assert!(
            std::env::var_os("FOLIO_REQUIRE_STRACE").is_none(),
            "strace is required (FOLIO_REQUIRE_STRACE) but cannot trace here"
        );
        eprintln!("note: strace is missing or cannot trace here; this test is skipped");
    }
    works
}

/// CPU seconds a process has used (user and system, all threads), from `/proc`.
pub fn cpu_of(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap()
        .split_whitespace()
        .collect();
    (fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap()) / 100.0
}

/// Resident memory of a process, in bytes.
pub fn rss_of(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace()
        .nth(1)
        .unwrap()
        .parse::<u64>()
        .unwrap()
        * 1024
}
