//! A writable engine booted from a snapshot whose journal changed in place under it
//! (`Snapshots::UseProvingLater`): proving it while writers keep writing reads the DAO again
//! in full, and afterwards the DAO is exactly what a fresh replay of its journals gives, every
//! acknowledged write in it once. Writes appended and not yet applied when the DAO is read
//! again must be applied onto the new state once, neither lost nor applied twice.

use folio_engine::{Engine, EngineOptions, FsyncPolicy, Snapshots};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay_dao, ReplayOptions};
use folio_snapshot::{cover, lengths, snapshot_path, write_snapshot};
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

fn export(engine: &Engine) -> Vec<u8> {
    let mut out = Vec::new();
    let dao = engine.dao("items").unwrap();
    folio_render::export_jsonl(&dao, engine.registry(), &mut out).unwrap();
    out
}

/// Writes `items` (8,000 creates of ~40 bytes) and its snapshot into `dir`, then changes a
/// digit in the middle of the journal in place.
fn changed_under_its_snapshot(dir: &Path) {
    let journal: String = (0..8000)
        .map(|i| format!("c({{id:{i},name:\"item\",n:{}}})\n", 1 + i % 5))
        .collect();
    let path = dir.join("items");
    std::fs::write(&path, &journal).unwrap();
    let files = discover(&[dir.to_owned()]).unwrap().daos.remove(0);
    let registry = Registry::empty();
    let before = lengths(&files).unwrap();
    let replayed = replay_dao(&files, &registry, &ReplayOptions::default()).unwrap();
    let covered = cover(&files, &before).unwrap();
    write_snapshot(
        &replayed,
        &files,
        &covered,
        &registry,
        &snapshot_path(&files),
    )
    .unwrap();
    let line = journal.find("c({id:4000,").unwrap();
    let at = line + journal[line..].find("n:").unwrap() + 2;
    let file = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    file.write_all_at(b"9", at as u64).unwrap();
}

#[test]
fn a_dao_read_again_under_writers_keeps_every_write_once() {
    for round in 0..6u64 {
        let dir = tempfile::tempdir().unwrap();
        changed_under_its_snapshot(dir.path());
        let options = EngineOptions {
            writable: true,
            fsync: if round % 2 == 0 {
                FsyncPolicy::Always
            } else {
                FsyncPolicy::Never
            },
            snapshots: Snapshots::UseProvingLater,
            ..EngineOptions::default()
        };
        let engine = Engine::open(&[dir.path().into()], Registry::empty(), options).unwrap();
        assert_eq!(engine.unproven().len(), 1, "round {round}");
        let stop = AtomicBool::new(false);
        let mut outcomes = Vec::new();
        std::thread::scope(|s| {
            for writer in 0..3u64 {
                let (engine, stop) = (&engine, &stop);
                s.spawn(move || {
                    let mut i = 0u64;
                    while !stop.load(Ordering::Relaxed) || i < 20 {
                        // New ids and ids of the journal, puts and removes.
                        let id = match i % 3 {
                            0 => 10_000 + writer * 1000 + i,
                            _ => (writer * 977 + i * 13) % 8000,
                        };
                        if i % 7 == 6 {
                            let _ = engine.remove("items", &folio_store::Id::Int(id as i64));
                        } else {
                            let text = format!("{{id:{id},n:{},by:{writer}}}", i + round);
                            let object = engine.decode("items", text.as_bytes()).unwrap();
                            engine.put("items", object).unwrap();
                        }
                        i += 1;
                    }
                });
            }
            std::thread::sleep(std::time::Duration::from_millis(5 + round * 3));
            engine.prove_snapshots(|dao, proved| {
                outcomes.push(format!("{dao}: {proved:?}"));
            });
            stop.store(true, Ordering::Relaxed);
        });
        assert_eq!(outcomes.len(), 1, "{outcomes:?}");
        assert!(
            outcomes[0].contains("Changed") && outcomes[0].contains("reread: Ok"),
            "{outcomes:?}"
        );
        assert!(engine.unproven().is_empty());
        let served = export(&engine);
        engine.close().unwrap();
        let fresh = Engine::open(
            &[dir.path().into()],
            Registry::empty(),
            EngineOptions {
                snapshots: Snapshots::Ignore,
                ..EngineOptions::default()
            },
        )
        .unwrap();
        assert!(served == export(&fresh), "round {round}: the states differ");
    }
}
