//! A kill at every write, fsync, truncate, rename, unlink and open of the paths that change a
//! journal's files before anything is appended: `folio serve` opening a tree writable (which
//! settles each live journal's end), `folio repair`, and `folio repair --drop-bad` (which also
//! rewrites a journal without its entries that do not parse). The process is run under `strace`,
//! which sends it SIGKILL on entry to the Nth call of one syscall (`-e inject=SYSCALL:
//! signal=KILL:when=N`), for every syscall of the set and every N until a run completes.
//! After each kill, a read-only export of the tree must equal the export before (a read-only
//! and a writable open give the same state, at every instant), and a writable open must then
//! complete and leave that state too.
//!
//! Needs `strace` (Debian's package) and permission to trace; without them the test says so
//! and passes, unless `FOLIO_REQUIRE_STRACE=1` (set by CI) makes that a failure.

use crate::common;

use common::*;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};

/// The syscalls a kill is tried at, each at its 1st, 2nd, ... call.
const SYSCALLS: [&str; 12] = [
    "openat",
    "write",
    "pwrite64",
    "writev",
    "fsync",
    "fdatasync",
    "ftruncate",
    "rename",
    "renameat",
    "renameat2",
    "unlink",
    "unlinkat",
];

/// The `bad` journal's entries that do not parse, each with its line end.
const BAD_ENTRIES: [&str; 2] = ["xy\n", "p({\nid:\n})\n"];

/// Live journals whose ends need settling, one of each kind, and (`with_bad`) one with
/// entries in the middle that do not parse.
fn tree(dir: &Path, with_bad: bool) {
    if with_bad {
        let [short, open] = BAD_ENTRIES;
        let text = format!("c({{id:1}})\n{short}c({{id:2}})\n{open}c({{id:3}})\n");
        write(dir, "bad", text);
    }
    // A whole last entry without its line end: completed, never cut.
    write(dir, "items", "c({id:1,n:\"a\"})\nc({id:2,n:\"ha\"})");
    // A line cut short: moved into X.torn.
    write(dir, "parts", "c({id:1})\nc({id:2,n:\"h");
    // A multi-line entry closed by the last line, without its line end: completed.
    write(dir, "multi", "c({id:1})\np({\nid:2,\nn:\"x\"\n})");
    // A multi-line entry never closed: moved aside whole.
    write(dir, "open", "c({id:1})\np({\nid:3,\n");
    // Nothing to settle.
    write(dir, "clean", "c({id:1})\n");
}

/// Runs `folio ARGS` in `dir` under strace, killed at the `n`th call of `syscall`; true when
/// the kill landed (false: the run completed first).
fn killed_at(dir: &Path, args: &[&str], syscall: &str, n: usize) -> bool {
    let status = Command::new("strace")
        .args(["-qq", "-f", "-o", "/dev/null", "-e"])
        .arg(format!("trace={syscall}"))
        .arg("-e")
        .arg(format!("inject={syscall}:signal=KILL:when={n}"))
        .arg(folio_bin())
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("strace runs");
    match (status.code(), status.signal()) {
        (_, Some(9)) | (Some(137), _) => true,
        (Some(0), _) => false,
        other => panic!("folio {args:?} under strace ({syscall} #{n}): {other:?}"),
    }
}

fn export(dir: &Path) -> String {
    let run = folio_in(dir, &["export", "."]);
    run.code(0);
    run.stdout()
}

/// The entries of the `bad` journal that do not parse, in it or moved to `bad.bad`.
fn assert_bad_entries_kept(dir: &Path, what: &str) {
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap_or_default();
    let both = read("bad") + &read("bad.bad");
    for entry in BAD_ENTRIES {
        assert!(
            both.contains(entry),
            "{what}: {entry:?} is in neither bad nor bad.bad"
        );
    }
}

/// Kills `folio ARGS` at every call of every syscall of the set, on a fresh tree each time.
fn kill_everywhere(args: &[&str], with_bad: bool) -> usize {
    let fresh = tempdir();
    tree(fresh.path(), with_bad);
    let want = export(fresh.path());
    assert!(
        want.contains("\"ha\""),
        "the whole last entry is read: {want}"
    );
    let mut kills = 0;
    for syscall in SYSCALLS {
        for n in 1.. {
            let dir = tempdir();
            tree(dir.path(), with_bad);
            if !killed_at(dir.path(), args, syscall, n) {
                break;
            }
            kills += 1;
            let what = format!("folio {args:?} killed at {syscall} #{n}");
            assert_eq!(export(dir.path()), want, "{what}: read-only state");
            if with_bad {
                // Entries that do not parse change no state, so the export cannot show their
                // loss: each must still be in the journal or in `X.bad`.
                assert_bad_entries_kept(dir.path(), &what);
            }
            // A writable open goes on from whatever the kill left, to the same state.
            folio_in(dir.path(), &["serve", ".", "--stdio"]).code(0);
            assert_eq!(export(dir.path()), want, "{what}: after a writable open");
            assert!(n < 10_000, "{what}: the run never completes");
        }
    }
    kills
}

#[test]
fn a_kill_at_any_call_of_a_writable_open_or_repair_loses_nothing() {
    if !strace_works() {
        return;
    }
    // The three commands' trials on threads of their own (each on trees of its own): a trial
    // mostly waits for its processes, so they overlap even on 2 cores.
    let (serve, repair, drop_bad) = std::thread::scope(|s| {
        let serve = s.spawn(|| kill_everywhere(&["serve", ".", "--stdio"], false));
        let repair = s.spawn(|| kill_everywhere(&["repair", "."], false));
        // `--drop-bad` also rewrites a journal (X.repair, X.bad, a rename) around the same
        // state.
        let drop_bad = s.spawn(|| kill_everywhere(&["repair", ".", "--drop-bad"], true));
        let joined = |t: std::thread::ScopedJoinHandle<'_, usize>| {
            t.join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        };
        (joined(serve), joined(repair), joined(drop_bad))
    });
    // The loops must have killed where the files change: each settles four journals.
    assert!(
        serve >= 8 && repair >= 8 && drop_bad > repair,
        "kills: serve {serve}, repair {repair}, drop-bad {drop_bad}"
    );
    eprintln!("kills: serve {serve}, repair {repair}, drop-bad {drop_bad}");
}
