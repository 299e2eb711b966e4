//! docs/cli.md and docs/semantics.md through the binary: every bad input gets a clear error or a counted bad entry
//! naming file and line, never a panic, a crash or a hang, and the exit code of §6 (2 for usage
//! and I/O errors with one line naming the path; 0 for replay with bad entries; 1 for check).
//!
//! `common::run_in` fails any run that panics, dies by a signal (a stack overflow) or outlives
//! its timeout, so the tests below only state what the output must be.

use crate::common;

use common::*;
use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// The report of `replay --json FILE` in `dir`, after the checks every replay must pass.
#[track_caller]
fn replay_file(dir: &Path, file: &str) -> Value {
    let report = replay_json(dir, &[file]);
    for d in report["daos"].as_array().unwrap() {
        let c = |n| counter(d, n);
        assert_eq!(
            c("entries"),
            c("create") + c("put") + c("remove") + c("version") + c("unknown_op") + c("failed"),
            "{d}"
        );
    }
    report
}

/// `check FILE` must list exactly the errors `replay` counted, as `file:line: reason`.
#[track_caller]
fn check_agrees(dir: &Path, file: &str, failed: u64) -> Vec<String> {
    let run = folio_in(dir, &["check", file]);
    run.code(if failed > 0 { 1 } else { 0 });
    let lines: Vec<String> = run.stdout().lines().map(str::to_owned).collect();
    assert_eq!(lines.len() as u64, failed, "{}", run.stdout());
    for l in &lines {
        let rest = l
            .strip_prefix(&format!("{file}:"))
            .unwrap_or_else(|| panic!("{l}"));
        let (line, reason) = rest.split_once(": ").unwrap_or_else(|| panic!("{l}"));
        assert!(line.parse::<u32>().is_ok_and(|n| n >= 1), "{l}");
        assert!(!reason.is_empty(), "{l}");
    }
    lines
}

// ---------------------------------------------------------------------------------------------
// paths and registries: exit 2, one line naming the path
// ---------------------------------------------------------------------------------------------

#[test]
fn a_missing_path_is_one_line_naming_it() {
    let dir = tempdir();
    for cmd in ["replay", "check", "export"] {
        let message = folio_in(dir.path(), &[cmd, "no/such/journals"]).one_line_error();
        assert!(message.contains("no/such/journals"), "{cmd}: {message}");
    }
    // One missing path among good ones still fails: nothing is silently left out.
    write(dir.path(), "ok.jrl", "p({id:1})\n");
    let message = folio_in(dir.path(), &["replay", "ok.jrl", "gone.jrl"]).one_line_error();
    assert!(message.contains("gone.jrl"), "{message}");
}

#[test]
fn an_empty_directory_is_one_line_naming_it() {
    let dir = tempdir();
    std::fs::create_dir(dir.path().join("empty")).unwrap();
    for cmd in ["replay", "check", "export"] {
        let message = folio_in(dir.path(), &[cmd, "empty"]).one_line_error();
        assert!(message.contains("empty"), "{cmd}: {message}");
    }
}

#[test]
fn a_directory_with_no_journal_names_is_one_line_naming_it() {
    let dir = tempdir();
    for f in [
        "README.md",
        "models.json",
        "X.jrl.example",
        ".#X.jrl",
        ".hidden/X.jrl",
        "X.1a",
    ] {
        write(&dir.path().join("docs"), f, "p({id:1})\n");
    }
    let message = folio_in(dir.path(), &["replay", "docs"]).one_line_error();
    assert!(message.contains("docs"), "{message}");
}

#[test]
fn a_missing_models_file_is_one_line_naming_it() {
    let dir = tempdir();
    write(dir.path(), "a.jrl", "p({id:1})\n");
    for cmd in ["replay", "check", "export"] {
        let message =
            folio_in(dir.path(), &[cmd, "a.jrl", "--models", "nope/models.json"]).one_line_error();
        assert!(message.contains("nope/models.json"), "{cmd}: {message}");
    }
    // With no PATH (the examples) too.
    let message = folio_in(dir.path(), &["replay", "--models", "gone.json"]).one_line_error();
    assert!(message.contains("gone.json"), "{message}");
}

#[test]
fn a_malformed_models_file_is_one_line_naming_it() {
    let dir = tempdir();
    write(dir.path(), "a.jrl", "p({id:1})\n");
    let cases: &[(&str, Vec<u8>)] = &[
        ("empty.json", Vec::new()),
        ("truncated.json", b"{ models: [ { class: \"a.B\", ".to_vec()),
        ("array.json", b"[]".to_vec()),
        ("wrong.json", b"{ models: 5 }".to_vec()),
        (
            "utf8.json",
            b"{ models: [ { class: \"a.\xff\" } ] }".to_vec(),
        ),
        ("garbage.json", garbage(1, 20_000)),
        (
            "deep.json",
            format!("{{models:{}{}}}", "[".repeat(100_000), "]".repeat(100_000)).into_bytes(),
        ),
    ];
    for (name, bytes) in cases {
        write(dir.path(), name, bytes);
        let run = folio_in(dir.path(), &["replay", "a.jrl", "--models", name]);
        let message = run.one_line_error();
        assert!(message.contains(name), "{message}");
    }
    // A directory where the file should be.
    let message = folio_in(dir.path(), &["replay", "a.jrl", "--models", "."]).one_line_error();
    assert!(message.starts_with("folio: ."), "{message}");
}

/// Whether this process can read a file with mode 000 (it can as root, or with
/// CAP_DAC_OVERRIDE): then a chmod cannot make a file unreadable.
fn permissions_bind() -> bool {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempdir();
    let probe = write(dir.path(), "probe", "x");
    std::fs::set_permissions(&probe, std::fs::Permissions::from_mode(0o000)).unwrap();
    std::fs::read(&probe).is_err()
}

/// `folio CMD j` where `j/ok.jrl` is fine and `bad` (a path under `j`) cannot be read: the bad
/// one is reported on stderr with its path, the rest replays (its output is complete), and the
/// exit code is 2 at the end.
#[track_caller]
fn assert_skipped_and_rest_replayed(dir: &Path, bad: &str) {
    for cmd in ["replay", "check", "export"] {
        let args: Vec<&str> = match cmd {
            "replay" => vec![cmd, "--json", "j"],
            _ => vec![cmd, "j"],
        };
        let run = folio_in(dir, &args);
        run.code(2);
        let reported = run
            .stderr
            .lines()
            .find(|l| l.starts_with(&format!("folio: {bad}")))
            .unwrap_or_else(|| panic!("{cmd}: {bad} not reported: {}", run.stderr));
        assert!(reported.ends_with("(skipped)"), "{cmd}: {reported}");
        assert!(
            run.stderr
                .trim_end()
                .ends_with("could not be read; the rest was replayed"),
            "{cmd}: {}",
            run.stderr
        );
        match cmd {
            "replay" => assert_counters(
                dao(&run.json(), "ok"),
                &[("entries", 1), ("put", 1), ("objects", 1)],
            ),
            "export" => assert_eq!(run.stdout(), "{\"id\":1}\n"),
            _ => assert_eq!(run.stdout(), ""),
        }
    }
}

#[test]
fn an_unreadable_file_in_a_tree_is_reported_and_the_rest_replays() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempdir();
    write(dir.path(), "j/ok.jrl", "p({id:1})\n");

    // A file whose read fails for everyone, root included: /proc/self/mem reads at offset 0
    // fail with EIO. Reached through a journal-named symlink inside the tree.
    if Path::new("/proc/self/mem").exists() {
        std::os::unix::fs::symlink("/proc/self/mem", dir.path().join("j/mem.jrl")).unwrap();
        assert_skipped_and_rest_replayed(dir.path(), "j/mem.jrl");
        std::fs::remove_file(dir.path().join("j/mem.jrl")).unwrap();
    } else {
        eprintln!("note: no /proc/self/mem; the always-unreadable file case is skipped");
    }

    // A dangling journal-named symlink.
    std::os::unix::fs::symlink("nowhere", dir.path().join("j/dangling.jrl")).unwrap();
    assert_skipped_and_rest_replayed(dir.path(), "j/dangling.jrl");
    std::fs::remove_file(dir.path().join("j/dangling.jrl")).unwrap();

    // chmod 000: only meaningful when permissions bind this process.
    if !permissions_bind() {
        eprintln!(
            "note: running with permission to read mode-000 files (root?): the chmod 000 \
             cases are skipped"
        );
        return;
    }
    let locked = write(dir.path(), "j/locked.jrl", "p({id:2})\n");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    assert_skipped_and_rest_replayed(dir.path(), "j/locked.jrl");
    std::fs::remove_file(&locked).unwrap();

    let sub = dir.path().join("j/sub");
    write(&sub, "x.jrl", "p({id:3})\n");
    std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o000)).unwrap();
    let run = folio_in(dir.path(), &["replay", "--json", "j"]);
    std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o755)).unwrap();
    run.code(2);
    assert!(run.stderr.contains("j/sub"), "{}", run.stderr);
    assert_eq!(counter(dao(&run.json(), "ok"), "objects"), 1);
}

#[test]
fn special_files_do_not_hang() {
    let dir = tempdir();
    write(dir.path(), "j/ok.jrl", "p({id:1})\n");
    // A FIFO with a journal name: opening it for reading would block forever.
    let fifo = dir.path().join("j/pipe.jrl");
    let made = Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let report = replay_json(dir.path(), &["j"]);
        assert_counters(
            dao(&report, "ok"),
            &[("entries", 1), ("put", 1), ("objects", 1)],
        );
        // Named explicitly: read as a stream (docs/cli.md, "Where journals come from"), here
        // with a writer that feeds it one entry.
        let writer = std::thread::spawn({
            let fifo = fifo.clone();
            move || std::fs::write(fifo, "p({id:7})\n").unwrap()
        });
        let report = replay_json(dir.path(), &["j/pipe.jrl"]);
        writer.join().unwrap();
        assert_counters(
            dao(&report, "pipe"),
            &[("entries", 1), ("put", 1), ("objects", 1)],
        );
    } else {
        eprintln!("note: mkfifo unavailable; the FIFO case is skipped");
    }
    // An endless device named explicitly.
    if Path::new("/dev/zero").exists() {
        let message = folio_in(dir.path(), &["replay", "/dev/zero"]).one_line_error();
        assert!(message.contains("/dev/zero"), "{message}");
    }
}

// ---------------------------------------------------------------------------------------------
// bad bytes: counted bad entries naming file and line; everything else kept
// ---------------------------------------------------------------------------------------------

#[test]
fn invalid_utf8_inside_and_outside_strings() {
    let dir = tempdir();
    let journal: &[u8] = b"p({id:1,s:\"a\xff\xfeb\"})\n\
        p({id:2,\xff:1})\n\
        p({id:3})\xff\n\
        \xff\xfe\xfd\n\
        // a comment \xff is still a comment\n\
        p({id:5,s:\"\xc3\xa9\"})\n\
        p({\n\
        id:7,\n\
        s:\"\xc0\xaf\"\n\
        })\n\
        p({id:8})\n";
    write(dir.path(), "u.jrl", journal);
    let report = replay_file(dir.path(), "u.jrl");
    // Line 1: invalid bytes in a string; 2: in a key; 3: after the object (ignored, applied);
    // 4: three invalid characters, op U+FFFD, empty body; 5: a comment; 6: valid UTF-8;
    // 7-10: an overlong '/' inside a multi-line entry, on line 9; 11: fine.
    assert_counters(
        &report["total"],
        &[
            ("entries", 7),
            ("put", 3),
            ("failed", 4),
            ("comments", 1),
            ("objects", 3),
        ],
    );
    let lines: Vec<u64> = errors(&report["total"]).iter().map(|e| e.1).collect();
    assert_eq!(lines, [1, 2, 4, 9]);
    check_agrees(dir.path(), "u.jrl", 4);
    assert_eq!(
        export_lines(dir.path(), &["u.jrl"]),
        [r#"{"id":3}"#, r#"{"id":5,"s":"\u00e9"}"#, r#"{"id":8}"#]
    );
}

#[test]
fn nul_bytes() {
    let dir = tempdir();
    let mut journal =
        b"p({id:1,s:\"a\x00b\"})\n\x00\x00\x00\np({id:2\x00})\np({\x00id:3})\n".to_vec();
    // A line of a thousand NULs, then a good entry after it.
    journal.extend(std::iter::repeat_n(0u8, 1000));
    journal.extend(b"\np({id:4})\n");
    write(dir.path(), "n.jrl", &journal);
    let report = replay_file(dir.path(), "n.jrl");
    assert_counters(
        &report["total"],
        &[("entries", 6), ("put", 2), ("failed", 4), ("objects", 2)],
    );
    let lines: Vec<u64> = errors(&report["total"]).iter().map(|e| e.1).collect();
    assert_eq!(lines, [2, 3, 4, 5]);
    check_agrees(dir.path(), "n.jrl", 4);
    // A raw control character inside a string is allowed (docs/format.md) and kept.
    let got = export_lines(dir.path(), &["n.jrl"]);
    assert_eq!(got.len(), 2);
    let first: Value = serde_json::from_str(&got[0]).unwrap();
    assert_eq!(first["s"], "a\u{0}b");
    assert_eq!(got[1], r#"{"id":4}"#);
}

/// `n` bytes from a fixed-seed xorshift generator.
fn garbage(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 24) as u8
        })
        .collect()
}

/// The lines of `data` by docs/format.md (`\n`, `\r\n`, lone `\r`), without terminators.
fn lines_of(data: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < data.len() {
        match data[i] {
            b'\n' => {
                out.push(&data[start..i]);
                start = i + 1;
            }
            b'\r' => {
                out.push(&data[start..i]);
                if data.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < data.len() {
        out.push(&data[start..]);
    }
    out
}

#[test]
fn random_binary_garbage_with_good_entries_among_it() {
    let dir = tempdir();
    // 300 KB of garbage in 100 pieces; a good entry on a line of its own after each piece.
    let noise = garbage(42, 300_000);
    let mut journal = Vec::new();
    for (i, piece) in noise.chunks(3000).enumerate() {
        journal.extend_from_slice(piece);
        journal.extend_from_slice(format!("\np({{id:{i},ok:true}})\n").as_bytes());
    }
    let lines = lines_of(&journal);
    let opener = |l: &&[u8]| matches!(*l, b"p({" | b"c({" | b"r({");
    assert!(
        !lines.iter().any(opener),
        "this seed makes no multi-line opener, so every line is one frame"
    );
    let blank = lines.iter().filter(|l| l.is_empty()).count() as u64;
    let comments = lines.iter().filter(|l| l.first() == Some(&b'/')).count() as u64;
    write(dir.path(), "g.jrl", &journal);

    let report = replay_file(dir.path(), "g.jrl");
    let t = &report["total"];
    assert_eq!(counter(t, "blank"), blank);
    assert_eq!(counter(t, "comments"), comments);
    assert_eq!(
        counter(t, "entries") + blank + comments,
        lines.len() as u64,
        "every line is counted once"
    );
    assert_eq!(counter(t, "bytes"), journal.len() as u64);
    // Nothing good is lost (random bytes could in principle form an entry; this seed does not).
    assert_eq!(counter(t, "objects"), 100);
    assert_eq!(counter(t, "put"), 100);
    let failed = counter(t, "failed");
    assert!(failed > 1000, "{failed}");
    // The report keeps the first 100, in file order, each naming a real line.
    let errs = errors(t);
    assert_eq!(errs.len(), 100);
    assert!(errs.windows(2).all(|w| w[0].1 < w[1].1), "file order");
    assert!(errs
        .iter()
        .all(|e| e.0 == "g.jrl" && e.1 as usize <= lines.len()));
    // check lists every one of them.
    check_agrees(dir.path(), "g.jrl", failed);
    let got = export_lines(dir.path(), &["g.jrl"]);
    assert_eq!(got.len(), 100);
    assert_eq!(got[0], r#"{"id":0,"ok":true}"#);
}

#[test]
fn garbage_named_as_every_kind_of_journal_file() {
    // Garbage in X.jrl, X.3 and X: the DAO still replays, and errors name each file.
    let dir = tempdir();
    write(dir.path(), "j/X.jrl", garbage(1, 5000));
    write(dir.path(), "j/X.3", garbage(2, 5000));
    write(dir.path(), "j/X", garbage(3, 5000));
    let run = folio_in(dir.path(), &["check", "j"]);
    run.code(1);
    let out = run.stdout();
    for f in ["j/X.jrl:", "j/X.3:", "j/X:"] {
        assert!(out.lines().any(|l| l.starts_with(f)), "{f} in\n{out}");
    }
    folio_in(dir.path(), &["replay", "j"]).code(0);
    folio_in(dir.path(), &["replay", "--strict", "j"]).code(1);
}

// ---------------------------------------------------------------------------------------------
// huge lines and deep nesting
// ---------------------------------------------------------------------------------------------

const HUGE: usize = 64 << 20;

/// Runs `folio ARGS` in `dir` under GNU `/usr/bin/time -v` when it is there, returning the run
/// (with time's report on stderr) and the peak resident set in bytes.
fn folio_with_peak(dir: &Path, args: &[&str]) -> (Run, Option<u64>) {
    let time = Path::new("/usr/bin/time");
    let gnu = time.exists()
        && Command::new(time)
            .args(["-v", "true"])
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stderr).contains("Maximum resident"));
    if !gnu {
        return (folio_in(dir, args), None);
    }
    let mut cmd = Command::new(time);
    cmd.arg("-v").arg(folio_bin()).args(args).current_dir(dir);
    let run = run_in(cmd, &format!("time -v folio {}", args.join(" ")));
    let peak = run
        .stderr
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Maximum resident set size (kbytes): ")
        })
        .and_then(|kb| kb.trim().parse::<u64>().ok())
        .map(|kb| kb * 1024);
    (run, peak)
}

/// Peak memory must stay proportional to the input: a small multiple of the file plus a fixed
/// allowance for the runtime.
#[track_caller]
fn assert_proportional(peak: Option<u64>, input: usize) {
    match peak {
        Some(peak) => {
            let bound = 4 * input as u64 + (64 << 20);
            assert!(
                peak <= bound,
                "peak RSS {} MB for a {} MB input (bound {} MB)",
                peak >> 20,
                input >> 20,
                bound >> 20
            );
        }
        None => eprintln!("note: GNU /usr/bin/time not found; peak memory not checked"),
    }
}

#[test]
fn a_valid_64_mb_single_line_entry() {
    let dir = tempdir();
    let mut journal = Vec::with_capacity(HUGE + 64);
    journal.extend_from_slice(b"p({id:1,s:\"");
    journal.resize(journal.len() + HUGE, b'x');
    journal.extend_from_slice(b"\"})\np({id:2})\n");
    write(dir.path(), "h.jrl", &journal);

    let (run, peak) = folio_with_peak(dir.path(), &["replay", "--json", "h.jrl"]);
    run.code(0);
    let t = &run.json()["total"];
    assert_counters(t, &[("entries", 2), ("put", 2), ("objects", 2)]);
    assert_eq!(counter(t, "bytes"), journal.len() as u64);
    assert_proportional(peak, journal.len());

    // Nothing lost: the string comes back whole.
    let run = folio_in(dir.path(), &["export", "h.jrl"]);
    run.code(0);
    let mut want = Vec::with_capacity(HUGE + 64);
    want.extend_from_slice(b"{\"id\":1,\"s\":\"");
    want.resize(want.len() + HUGE, b'x');
    want.extend_from_slice(b"\"}\n{\"id\":2}\n");
    assert!(run.stdout == want, "export of the 64 MB entry differs");
}

#[test]
fn an_invalid_64_mb_single_line_entry() {
    let dir = tempdir();
    // An unterminated string running over 64 MB, then a good entry.
    let mut journal = Vec::with_capacity(HUGE + 64);
    journal.extend_from_slice(b"p({id:1,s:\"");
    journal.resize(journal.len() + HUGE, b'x');
    journal.extend_from_slice(b"})\np({id:2})\n");
    write(dir.path(), "h.jrl", &journal);
    let (run, peak) = folio_with_peak(dir.path(), &["replay", "--json", "h.jrl"]);
    run.code(0);
    let t = &run.json()["total"];
    assert_counters(
        t,
        &[("entries", 2), ("put", 1), ("failed", 1), ("objects", 1)],
    );
    let errs = errors(t);
    assert_eq!((errs[0].0.as_str(), errs[0].1), ("h.jrl", 1));
    assert!(errs[0].2.len() < 200, "the reason does not quote the line");
    assert_proportional(peak, journal.len());

    // 64 MB of one line that is no entry at all (no braces, no newline at the end).
    let mut junk = vec![b'z'; HUGE];
    junk[HUGE / 2] = b'{';
    write(dir.path(), "junk.jrl", &junk);
    let run = folio_in(dir.path(), &["check", "junk.jrl"]);
    run.code(1);
    let out = run.stdout();
    assert_eq!(out.lines().count(), 1);
    assert!(out.starts_with("junk.jrl:1: ") && out.len() < 300, "{out}");
}

#[test]
fn a_million_open_brackets_is_a_failed_entry_not_a_stack_overflow() {
    let dir = tempdir();
    let deep = "[".repeat(1_000_000);
    write(
        dir.path(),
        "d.jrl",
        format!("p({{id:0}})\np({{id:1,a:{deep}}})\np({{id:2}})\n"),
    );
    let report = replay_file(dir.path(), "d.jrl");
    assert_counters(
        &report["total"],
        &[("entries", 3), ("put", 2), ("failed", 1), ("objects", 2)],
    );
    assert_eq!(errors(&report["total"])[0].1, 2);
    check_agrees(dir.path(), "d.jrl", 1);
}

#[test]
fn a_million_nested_objects_is_a_failed_entry_not_a_stack_overflow() {
    let dir = tempdir();
    let n = 1_000_000;
    // Well formed: {a:{a:...1...}} closed properly, on one line; and unclosed, in a
    // multi-line entry (the error still names a line inside it).
    let closed = format!("p({{id:1,x:{}1{}}})", "{a:".repeat(n), "}".repeat(n));
    let open = format!("p({{\nid:3,\nx:{}\n}})", "{a:".repeat(n));
    write(
        dir.path(),
        "d.jrl",
        format!("{closed}\np({{id:2}})\n{open}\np({{id:4}})\n"),
    );
    let report = replay_file(dir.path(), "d.jrl");
    assert_counters(
        &report["total"],
        &[("entries", 4), ("put", 2), ("failed", 2), ("objects", 2)],
    );
    let lines: Vec<u64> = errors(&report["total"]).iter().map(|e| e.1).collect();
    assert_eq!(lines, [1, 5]);
    check_agrees(dir.path(), "d.jrl", 2);
}

#[test]
fn moderate_nesting_is_kept_whole() {
    // docs/cli.md and docs/semantics.md asks for a depth limit, not a low one: 100 levels replay and export.
    let dir = tempdir();
    let n = 100;
    write(
        dir.path(),
        "d.jrl",
        format!(
            "p({{id:1,x:{}1{},y:{}{}}})\n",
            "{a:".repeat(n),
            "}".repeat(n),
            "[".repeat(n),
            "]".repeat(n)
        ),
    );
    let report = replay_file(dir.path(), "d.jrl");
    assert_counters(
        &report["total"],
        &[("entries", 1), ("put", 1), ("objects", 1)],
    );
    let got = export_lines(dir.path(), &["d.jrl"]);
    let want = format!(
        "{{\"id\":1,\"x\":{}1{},\"y\":{}{}}}",
        "{\"a\":".repeat(n),
        "}".repeat(n),
        "[".repeat(n),
        "]".repeat(n)
    );
    assert_eq!(got, [want]);
}
