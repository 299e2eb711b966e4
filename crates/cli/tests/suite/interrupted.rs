//! An interrupted command leaves no file under the name it writes (docs/durability.md, "Files
//! written for users"): `export` (jsonl, Parquet), `compact --out` and `gen` are stopped by
//! SIGINT and by SIGKILL (the jsonl export also by SIGTERM) while they write, through the real
//! binary. After any, nothing is under the output's name; after SIGINT or SIGTERM no temporary
//! file is left either (after SIGKILL a hidden one may be, which discovery skips); and the same
//! command run again succeeds without `--force`.

use crate::common;

use common::*;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// A generated journal `d/big.jrl` of `entries` creates (about 1 KB each) and its registry,
/// in `dir`.
fn input(dir: &Path, entries: u64) {
    std::fs::create_dir(dir.join("d")).unwrap();
    folio_in(
        dir,
        &["gen", "--entries", &entries.to_string(), "-o", "d/big.jrl"],
    )
    .code(0);
}

/// The names in `dir`, sorted; none when it does not exist.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

/// Runs `folio ARGS` in `cwd`, waits until a name holding `output` appears in `out_dir` (the
/// output, under its final or its temporary name, so the command is writing it), lets it
/// write a moment, sends `signal` and waits for the end. Fails when the command ended on its
/// own first: the signal must find it at work.
fn interrupt(cwd: &Path, args: &[&str], out_dir: &Path, output: &str, signal: i32) -> ExitStatus {
    let what = format!("folio {} (signal {signal})", args.join(" "));
    let mut child = Command::new(folio_bin())
        .args(args)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    let start = Instant::now();
    while !names(out_dir).iter().any(|n| n.contains(output)) {
        if let Some(status) = child.try_wait().unwrap() {
            panic!("{what}: ended ({status}) before writing {output}");
        }
        if start.elapsed() > TIMEOUT {
            child.kill().unwrap();
            panic!("{what}: wrote no {output} within {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    std::thread::sleep(Duration::from_millis(20));
    // SAFETY: `kill` with the id of our own child, which has not been waited for yet.
    assert_eq!(unsafe { libc::kill(child.id() as i32, signal) }, 0);
    let status = child.wait().unwrap();
    assert_eq!(
        status.signal(),
        Some(signal),
        "{what}: ended ({status}) before the signal reached it; give it a larger input"
    );
    status
}

/// After `signal`: nothing under `finals` in `dir`, and after SIGINT or SIGTERM no temporary
/// file either.
#[track_caller]
fn assert_nothing_left(dir: &Path, finals: &[&str], signal: i32, what: &str) {
    let left = names(dir);
    for name in finals {
        assert!(
            !left.iter().any(|n| n == name),
            "{what}: {name} is left under its name after signal {signal}: {left:?}"
        );
    }
    if signal != libc::SIGKILL {
        assert!(
            !left.iter().any(|n| n.contains(".folio-tmp-")),
            "{what}: a temporary file is left after signal {signal}: {left:?}"
        );
    }
}

fn s(path: &Path) -> &str {
    path.to_str().unwrap()
}

#[test]
fn an_interrupted_jsonl_export_leaves_no_file() {
    let dir = tempdir();
    input(dir.path(), 60_000);
    let out = dir.path().join("o");
    std::fs::create_dir(&out).unwrap();
    let args = [
        "export",
        "d",
        "--models",
        "d/big.models.json",
        "-o",
        "o/all.jsonl",
    ];
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGKILL] {
        interrupt(dir.path(), &args, &out, "all.jsonl", signal);
        assert_nothing_left(&out, &["all.jsonl"], signal, "export jsonl");
        folio_in(dir.path(), &args).code(0);
        let lines = std::fs::read(out.join("all.jsonl")).unwrap();
        assert_eq!(
            lines.iter().filter(|&&b| b == b'\n').count(),
            60_000,
            "export after signal {signal}"
        );
        std::fs::remove_file(out.join("all.jsonl")).unwrap();
    }
}

#[test]
fn an_interrupted_parquet_export_leaves_no_file() {
    let dir = tempdir();
    input(dir.path(), 20_000);
    let out = dir.path().join("pq");
    let args = [
        "export",
        "d",
        "--models",
        "d/big.models.json",
        "--format",
        "parquet",
        "-o",
        "pq",
    ];
    for signal in [libc::SIGINT, libc::SIGKILL] {
        interrupt(dir.path(), &args, &out, "big.parquet", signal);
        assert_nothing_left(&out, &["big.parquet"], signal, "export parquet");
        folio_in(dir.path(), &args).code(0);
        let bytes = std::fs::read(out.join("big.parquet")).unwrap();
        assert!(bytes.starts_with(b"PAR1") && bytes.ends_with(b"PAR1"));
        std::fs::remove_file(out.join("big.parquet")).unwrap();
    }
}

#[test]
fn an_interrupted_compaction_to_a_new_tree_leaves_no_journal() {
    let dir = tempdir();
    input(dir.path(), 30_000);
    let out: PathBuf = dir.path().join("c");
    let args = [
        "compact",
        "d",
        "--models",
        "d/big.models.json",
        "--drop-unknown",
        "--out",
        "c",
    ];
    for signal in [libc::SIGINT, libc::SIGKILL] {
        interrupt(dir.path(), &args, &out, "big", signal);
        assert_nothing_left(&out, &["big"], signal, "compact --out");
        folio_in(dir.path(), &args).code(0);
        // A temporary a SIGKILL left in the tree is not read as a journal.
        let report = replay_json(dir.path(), &[s(&out), "--models", "d/big.models.json"]);
        assert_eq!(report["daos"].as_array().unwrap().len(), 1);
        assert_eq!(report["total"]["objects"], 30_000);
        std::fs::remove_file(out.join("big")).unwrap();
    }
}

#[test]
fn an_interrupted_gen_leaves_no_file() {
    let dir = tempdir();
    let out = dir.path().join("g");
    std::fs::create_dir(&out).unwrap();
    let finals = ["big.jrl", "big.strict", "big.models.json"];
    for signal in [libc::SIGINT, libc::SIGKILL] {
        let args = ["gen", "--entries", "2000000", "--twin", "-o", "g/big.jrl"];
        interrupt(dir.path(), &args, &out, "big.jrl", signal);
        assert_nothing_left(&out, &finals, signal, "gen");
        // Smaller, so the rerun is quick: it is refused by nothing the first run left.
        let args = ["gen", "--entries", "1000", "--twin", "-o", "g/big.jrl"];
        folio_in(dir.path(), &args).code(0);
        for name in finals {
            assert!(
                out.join(name).is_file(),
                "gen after signal {signal}: {name}"
            );
            std::fs::remove_file(out.join(name)).unwrap();
        }
    }
}
