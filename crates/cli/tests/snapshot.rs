//! `folio snapshot` through the real binary: one hidden snapshot per DAO beside its journal
//! (or under `-o DIR`), which discovery never takes for a journal, and which opens again with
//! every check (`--verify`).

mod common;

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
