//! `folio snapshot` through the real binary: one hidden snapshot per DAO beside its journal
//! (or under `-o DIR`), which discovery never takes for a journal, and which opens again with
//! every check (`--verify`).

use crate::common;

use common::*;

#[test]
fn snapshot_writes_one_hidden_file_per_dao_that_opens_again() {
    let dir = tempdir();
    write(dir.path(), "a.jrl", "c({id:1,x:1})\nc({id:2,x:2})\n");
    write(dir.path(), "a", "p({id:1,y:\"z\"})\nr({id:2})\n");
    write(dir.path(), "sub/b", "c({id:\"k\",v:[1,2,{w:null}]})\n");
    let d = dir.path().to_str().unwrap();
    let before = export_lines(dir.path(), &[d]);

    let run = folio(&["snapshot", d, "--verify", "--json"]);
    run.code(0);
    let report = run.json();
    let daos = report["daos"].as_array().unwrap();
    assert_eq!(daos.len(), 2);
    assert_eq!(daos[0]["dao"], "a");
    assert_eq!(daos[0]["objects"], 1);
    assert_eq!(daos[0]["journal_bytes"], 54);
    assert!(daos[0]["open_seconds"].as_f64().is_some(), "{report}");
    assert_eq!(daos[1]["dao"], "b");
    assert!(dir.path().join(".a.folio-snapshot").is_file());
    assert!(dir.path().join("sub/.b.folio-snapshot").is_file());

    // The snapshots are not journals: the same DAOs, the same objects.
    assert_eq!(export_lines(dir.path(), &[d]), before);
    let replay = replay_json(dir.path(), &[d]);
    assert_eq!(replay["daos"].as_array().unwrap().len(), 2, "{replay}");

    // Written again over the old ones; or elsewhere, for one DAO.
    folio(&["snapshot", d]).code(0);
    let out = dir.path().join("out");
    let run = folio(&["snapshot", d, "--dao", "b", "-o", out.to_str().unwrap()]);
    run.code(0);
    assert!(run.stdout().contains("\nb\t1\t"), "{}", run.stdout());
    assert!(out.join(".b.folio-snapshot").is_file());
    assert!(!out.join(".a.folio-snapshot").exists());
}

#[test]
fn snapshot_into_a_file_in_the_way_is_one_error() {
    let dir = tempdir();
    write(dir.path(), "a", "c({id:1})\n");
    let blocker = write(dir.path(), "blocker", "");
    let run = folio(&[
        "snapshot",
        dir.path().join("a").to_str().unwrap(),
        "-o",
        blocker.to_str().unwrap(),
    ]);
    let message = run.one_line_error();
    assert!(message.contains("blocker"), "{message}");
    // No PATH: the examples live in a temporary copy, where a snapshot would be lost.
    let message = folio(&["snapshot"]).one_line_error();
    assert!(message.contains("PATH"), "{message}");
    folio_in(dir.path(), &["snapshot", "-o", "ex"]).code(0);
    assert!(dir.path().join("ex/.regions.folio-snapshot").is_file());
}

/// Every reading command opens a DAO from its snapshot and the journal bytes after it, and
/// says so with `-v`; `--no-snapshot` replays in full; the answers are the same either way.
#[test]
fn reading_commands_open_from_the_snapshot_and_agree_with_a_full_replay() {
    let dir = tempdir();
    write(dir.path(), "a.jrl", "c({id:1,x:1})\nc({id:2,x:2})\n");
    write(dir.path(), "a", "p({id:1,y:\"z\"})\n");
    let d = dir.path().to_str().unwrap();
    folio(&["snapshot", d]).code(0);
    // Appended after the snapshot: the tail.
    let live = dir.path().join("a");
    let mut text = std::fs::read_to_string(&live).unwrap();
    text.push_str("r({id:2})\nc({id:3,x:3})\np({id:4,x:\n");
    std::fs::write(&live, &text).unwrap();
    let tail = "r({id:2})\nc({id:3,x:3})\np({id:4,x:\n".len();
    let said = format!(".a.folio-snapshot and {tail} bytes of journal after it");
    for args in [
        vec!["replay", d, "-v", "--json"],
        vec!["export", d, "-v"],
        vec!["get", d, "--dao", "a", "--id", "3", "-v"],
        vec!["query", d, "--dao", "a", "-v"],
        vec!["check", d, "-v"],
    ] {
        let booted = folio(&args);
        assert!(booted.stderr.contains(&said), "{args:?}: {}", booted.stderr);
        let mut full_args = args.clone();
        full_args.push("--no-snapshot");
        let full = folio(&full_args);
        assert!(!full.stderr.contains("opened from"), "{args:?}");
        if args[0] == "replay" {
            // The counters and the bad entries, not the times.
            let (booted, full) = (booted.json(), full.json());
            for name in [
                "entries", "create", "put", "remove", "failed", "objects", "bytes",
            ] {
                assert_eq!(
                    counter(&booted["total"], name),
                    counter(&full["total"], name),
                    "{name}"
                );
            }
            assert_eq!(booted["total"]["errors"], full["total"]["errors"]);
            assert_eq!(counter(&full["total"], "objects"), 2);
            continue;
        }
        assert_eq!(booted.stdout, full.stdout, "{args:?}");
        assert_eq!(booted.code, full.code, "{args:?}");
    }
    // The bad entry in the tail is named by its line in the file.
    let check = folio(&["check", d]);
    assert!(check.stdout().contains("/a:4: "), "{}", check.stdout());
}

/// A replay opened from a snapshot reports what the snapshot stood for apart from what was
/// replayed, and a rate over the replayed entries only; the snapshot is not listed among the
/// files passed over.
#[test]
fn a_replay_from_a_snapshot_reports_no_speed_it_did_not_measure() {
    let dir = tempdir();
    let mut journal = String::new();
    for i in 0..200 {
        journal.push_str(&format!("c({{id:{i},x:{i}}})\n"));
    }
    write(dir.path(), "a", &journal);
    write(dir.path(), "b", "c({id:1})\n");
    let d = dir.path().to_str().unwrap();
    folio(&["snapshot", d, "--dao", "a"]).code(0);

    let run = folio(&["replay", d, "-v"]);
    run.code(0);
    assert!(!run.stderr.contains("skipped"), "{}", run.stderr);
    let table = run.stdout();
    let row = table.lines().find(|l| l.starts_with("a ")).unwrap();
    assert!(row.ends_with("from snapshot"), "{table}");
    assert!(!table
        .lines()
        .any(|l| l.starts_with("b ") && l.contains("snapshot")));
    assert!(table.contains("  200 entries ("), "{table}");
    assert!(table.contains("stood for by 1 snapshot(s)"), "{table}");
    assert!(
        table.contains("  1 entries (0.0 MB) replayed from journal in "),
        "{table}"
    );

    let report = folio(&["replay", d, "--json"]).json();
    let snapshots = &report["from_snapshots"];
    assert_eq!(snapshots["daos"], 1, "{report}");
    assert_eq!(snapshots["entries"], 200, "{report}");
    assert_eq!(snapshots["bytes"], journal.len(), "{report}");
    let a = &report["daos"][0];
    assert_eq!(a["snapshot"]["entries"], 200, "{report}");
    assert!(a["snapshot"]["path"]
        .as_str()
        .unwrap()
        .ends_with(".a.folio-snapshot"));
    // Nothing of `a` was replayed: no rate.
    assert_eq!(a["entries_per_s"], 0.0, "{report}");
    assert_eq!(report["daos"][1]["snapshot"], serde_json::Value::Null);
    assert_eq!(counter(&report["total"], "entries"), 201);
    assert!(report["skipped"].as_array().unwrap().is_empty(), "{report}");

    // Without the snapshot, the usual summary.
    let full = folio(&["replay", d, "--no-snapshot"]);
    assert!(!full.stdout().contains("snapshot"), "{}", full.stdout());
    assert!(full.stdout().contains("201 entries, "), "{}", full.stdout());
}

/// Changes a DAO's live journal (first) or its snapshot (second) behind the snapshot's back.
type BreakIt = fn(&std::path::Path, &std::path::Path);

/// A snapshot that no longer matches is passed over with one warning naming why, and the
/// journals are replayed in full: the answer is never the snapshot's.
#[test]
fn a_snapshot_that_does_not_match_is_passed_over_with_its_reason() {
    let dir = tempdir();
    write(dir.path(), "a", "c({id:1,x:1})\nc({id:2,x:2})\n");
    let d = dir.path().to_str().unwrap();
    let snapshot = dir.path().join(".a.folio-snapshot");
    let cases: [(&str, BreakIt); 5] = [
        ("changed in the bytes the snapshot covers", |live, _| {
            // Another tool's compaction put a new file in its place, longer than before.
            std::fs::write(live, "c({id:2,x:2})\nc({id:1,x:1})\nc({id:5,x:5})\n").unwrap()
        }),
        ("changed in the bytes the snapshot covers", |live, _| {
            // The same length, another value.
            std::fs::write(live, "c({id:1,x:7})\nc({id:2,x:2})\n").unwrap()
        }),
        ("the snapshot covers", |live, _| {
            std::fs::write(live, "c({id:1,x:1})\n").unwrap()
        }),
        ("fails its checksum", |_, snap| {
            let mut bytes = std::fs::read(snap).unwrap();
            let last = bytes.len() - 3;
            bytes[last] ^= 0x20;
            std::fs::write(snap, bytes).unwrap()
        }),
        ("the snapshot ends early", |_, snap| {
            let bytes = std::fs::read(snap).unwrap();
            std::fs::write(snap, &bytes[..bytes.len() / 2]).unwrap()
        }),
    ];
    for (reason, break_it) in cases {
        write(dir.path(), "a", "c({id:1,x:1})\nc({id:2,x:2})\n");
        folio(&["snapshot", d]).code(0);
        break_it(&dir.path().join("a"), &snapshot);
        let booted = folio(&["export", d]);
        booted.code(0);
        let warning = booted
            .stderr
            .lines()
            .find(|l| l.starts_with("folio: warning: DAO `a`: snapshot"))
            .unwrap_or_else(|| panic!("{reason}: no warning: {}", booted.stderr));
        assert!(warning.contains(reason), "{reason}: {warning}");
        assert!(warning.contains("replayed in full"), "{warning}");
        let full = folio(&["export", d, "--no-snapshot"]);
        assert_eq!(booted.stdout, full.stdout, "{reason}");
        assert!(full.stderr.is_empty(), "{}", full.stderr);
    }
}
