//! Power loss on real files, directory entries included: an in-place compaction and the first
//! write of a DAO (which creates its journal) run with their file operations recorded
//! (`folio_journal::trace`), and every file set a power loss after any of those operations can
//! leave (unsynced data torn or lost, each unsynced create, rename or remove surviving or not
//! on its own) replays to the state it must: the same state for compaction, one holding every
//! acknowledged write for the writer.

use folio_engine::{compact_in_place, CompactOptions, Engine, EngineOptions, FsyncPolicy};
use folio_journal::discover;
use folio_journal::trace::{self, crash_states, materialize, snapshot};
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::path::Path;
use std::sync::Mutex;

/// One recording at a time in this process.
static RECORDING: Mutex<()> = Mutex::new(());

fn state(dir: &Path, registry: &Registry) -> String {
    let found = match discover(&[dir.to_path_buf()]) {
        Ok(found) => found,
        Err(folio_journal::DiscoverError::NoJournals(_)) => return String::new(),
        Err(e) => panic!("{e}"),
    };
    let options = ReplayOptions {
        threads: 1,
        ..ReplayOptions::default()
    };
    let replayed = replay(&found, registry, &options).unwrap();
    let mut out = Vec::new();
    for d in &replayed.daos {
        if d.dao.is_empty() {
            continue;
        }
        out.extend_from_slice(format!("== {}\n", d.dao.name()).as_bytes());
        folio_render::export_jsonl(&d.dao, registry, &mut out).unwrap();
    }
    String::from_utf8(out).unwrap()
}

/// A DAO with shipped `.jrl` files and runtime files: creates, merges into shipped objects,
/// removes of shipped objects, and a live journal whose last entry lacks its line end.
fn tree(dir: &Path) {
    std::fs::write(
        dir.join("cities.jrl"),
        "p({class:\"x.City\",id:1,name:\"Wien\"})\np({id:2,name:\"Graz\"})\np({id:3,name:\"Linz\"})\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("cities.0"),
        "p({id:1,pop:2})\nr({id:2})\np({id:4,name:\"Enns\"})\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("cities.1"),
        "p({id:4,pop:1})\nc({id:2,name:\"Graz II\"})\n",
    )
    .unwrap();
    std::fs::write(dir.join("cities"), "r({id:3})\np({id:5,name:\"Wels\"})").unwrap();
}

#[test]
fn every_power_loss_during_an_in_place_compaction_replays_to_the_same_state() {
    let _one = RECORDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("db");
    std::fs::create_dir(&db).unwrap();
    tree(&db);
    let registry = Registry::empty();
    let want = state(&db, &registry);
    assert!(want.contains("Wels") && !want.contains("Linz"), "{want}");
    let before = snapshot(&db).unwrap();

    trace::start(&db);
    let paths = [db.clone()];
    let found = discover(&paths).unwrap();
    let compacted = compact_in_place(&paths, &found, &registry, &CompactOptions::default());
    let ops = trace::stop();
    compacted.unwrap();
    assert!(
        ops.iter()
            .any(|op| matches!(op, trace::FsOp::Rename { .. })),
        "the recording saw the renames: {ops:?}"
    );

    let mut checked = 0;
    for (done, files) in crash_states(&before, &ops, 6) {
        let dir = tempfile::tempdir().unwrap();
        materialize(dir.path(), &files).unwrap();
        let got = state(dir.path(), &registry);
        assert_eq!(
            got,
            want,
            "a power loss after {done} of {} operations: {ops:#?}",
            ops.len()
        );
        checked += 1;
    }
    assert!(checked > ops.len());
}

#[test]
fn an_acknowledged_first_write_survives_a_power_loss_with_its_new_journal() {
    let _one = RECORDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let tmp = tempfile::tempdir().unwrap();
    let db = tmp.path().join("db");
    std::fs::create_dir(&db).unwrap();
    // A shipped journal only: the live journal `things` is created by the first write.
    std::fs::write(db.join("things.jrl"), "c({class:\"x.T\",id:1})\n").unwrap();
    let registry = Registry::empty();
    let before = snapshot(&db).unwrap();

    trace::start(&db);
    let options = EngineOptions {
        writable: true,
        fsync: FsyncPolicy::Always,
        ..EngineOptions::default()
    };
    let engine = Engine::open(&[db], Registry::empty(), options).unwrap();
    let object = engine.decode("things", b"{id:2,n:\"acked\"}").unwrap();
    engine.create("things", object).unwrap();
    let ops = trace::stop();
    drop(engine);
    assert!(
        ops.iter().any(|op| matches!(op, trace::FsOp::Create(_))),
        "{ops:?}"
    );

    // After the acknowledgement (all operations done), every power loss keeps the write.
    for (done, files) in crash_states(&before, &ops, 16) {
        if done < ops.len() {
            continue;
        }
        let dir = tempfile::tempdir().unwrap();
        materialize(dir.path(), &files).unwrap();
        let got = state(dir.path(), &registry);
        assert!(
            got.contains("acked"),
            "lost the acknowledged write: {got}\n{ops:#?}"
        );
    }
}
