//! Faults on the simulated disk: a failed fsync leaves the write unacknowledged and never
//! visible, cuts the journal back to its durable entries and turns the DAO read-only (every
//! later write is refused, naming the journal); a full disk refuses the write and leaves the
//! store as it was. And the rule behind the first: no reader sees a write before its fsync.

use crate::common;

use common::{engine_state, registry};
use folio_engine::{Engine, EngineOptions, FsyncPolicy, Refused};
use folio_journal::sim::SimDisk;
use folio_journal::{JournalWriter, LeftAs};
use folio_store::{Id, Op};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

fn engine_on(disk: &SimDisk) -> Engine {
    let (writer, _) = JournalWriter::with_storage(
        "things",
        Box::new(disk.file("things")),
        Box::new(disk.file("things.torn")),
        FsyncPolicy::Always,
    )
    .unwrap();
    Engine::with_writers(registry(), vec![("things".into(), writer)])
}

fn put(engine: &Engine, text: &str) -> Result<folio_engine::Ack, Refused> {
    let object = engine.decode("things", text.as_bytes()).unwrap();
    engine.put("things", object)
}

#[test]
fn a_failed_fsync_is_never_visible_and_the_dao_turns_read_only() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk);
    put(&engine, "{id:1}").unwrap();
    let durable = disk.contents("things").unwrap();
    // A slow fsync that fails, with a reader polling for the write the whole time.
    disk.set_sync_delay(Duration::from_millis(30));
    disk.fail_next_sync();
    let done = AtomicBool::new(false);
    let seen = std::thread::scope(|scope| {
        let reader = scope.spawn(|| {
            let mut seen = 0;
            while !done.load(Ordering::Acquire) {
                seen += usize::from(engine.get("things", &Id::Int(2)).is_some());
                std::thread::yield_now();
            }
            seen
        });
        let result = put(&engine, "{id:2}");
        done.store(true, Ordering::Release);
        match result {
            Err(e @ Refused::NotDurable { .. }) => {
                let Refused::NotDurable {
                    dao, path, journal, ..
                } = &e
                else {
                    unreachable!()
                };
                assert_eq!((dao.as_str(), path.to_str().unwrap()), ("things", "things"));
                assert_eq!(
                    *journal,
                    LeftAs::Durable {
                        len: durable.len() as u64
                    }
                );
                assert!(e.to_string().contains("not applied"), "{e}");
            }
            other => panic!("{other:?}"),
        }
        reader.join().unwrap()
    });
    assert_eq!(seen, 0, "a reader saw a write whose fsync failed");
    assert!(engine.get("things", &Id::Int(2)).is_none());
    assert_eq!(engine.dao("things").unwrap().len(), 1);
    let stats = engine.write_stats("things").unwrap();
    assert!(stats.read_only && stats.pending <= 1, "{stats:?}");
    for id in 3..6 {
        match put(&engine, &format!("{{id:{id}}}")) {
            Err(e @ Refused::Poisoned { .. }) => {
                assert!(e.to_string().contains("read-only"), "{e}")
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(engine.write_stats("things").unwrap().refused, 4);
    // The journal holds exactly the durable state, durably: a power loss and a restart show
    // it.
    assert_eq!(disk.contents("things").unwrap(), durable);
    disk.power_loss(11);
    assert_eq!(disk.contents("things").unwrap(), durable);
    assert_eq!(replayed_len(&disk.contents("things").unwrap()), 1);
}

/// Under `always`, a reader that sees a write sees one that is durable: every time the
/// polling reader finds an object, the journal's durable bytes already hold its entry.
#[test]
fn no_reader_sees_a_write_before_its_fsync() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk);
    disk.set_sync_delay(Duration::from_millis(2));
    let done = AtomicBool::new(false);
    let checked = std::thread::scope(|scope| {
        let reader = scope.spawn(|| {
            let mut checked = 0;
            while !done.load(Ordering::Acquire) {
                for id in 0..40 {
                    if engine.get("things", &Id::Int(id)).is_some() {
                        let durable = disk.durable("things").unwrap();
                        let entry = format!("p({{id:{id}}})\n");
                        assert!(
                            String::from_utf8_lossy(&durable).contains(&entry),
                            "id {id} was visible before its fsync"
                        );
                        checked += 1;
                    }
                }
            }
            checked
        });
        std::thread::scope(|writers| {
            for t in 0..4 {
                let engine = &engine;
                writers.spawn(move || {
                    for id in (t..40).step_by(4) {
                        put(engine, &format!("{{id:{id}}}")).unwrap();
                    }
                });
            }
        });
        done.store(true, Ordering::Release);
        reader.join().unwrap()
    });
    assert!(checked > 0, "the reader saw nothing to check");
    assert_eq!(engine.dao("things").unwrap().len(), 40);
    assert_eq!(engine.write_stats("things").unwrap().pending, 0);
}

fn replayed_len(bytes: &[u8]) -> usize {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("things"), bytes).unwrap();
    let engine = Engine::open(
        &[dir.path().to_path_buf()],
        registry(),
        EngineOptions::default(),
    )
    .unwrap();
    let len = engine.dao("things").unwrap().len();
    len
}

#[test]
fn a_full_disk_refuses_the_write_and_later_writes_work() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk);
    put(&engine, "{id:1,a:\"small\"}").unwrap();
    let used = disk.contents("things").unwrap().len() as u64;
    disk.set_capacity(Some(used + 20));
    let before = engine_state(&engine);
    let big = format!("{{id:2,a:\"{}\"}}", "x".repeat(100));
    assert!(matches!(put(&engine, &big), Err(Refused::DiskFull { .. })));
    assert_eq!(engine_state(&engine), before);
    assert_eq!(disk.contents("things").unwrap().len() as u64, used);
    disk.set_capacity(None);
    put(&engine, &big).unwrap();
    assert_eq!(engine.dao("things").unwrap().len(), 2);
}

/// A commit turn's fsync (`sync_begun`) that fails refuses every write the turn began: none is
/// acknowledged or visible, and the journal keeps only what was durable before the turn.
#[test]
fn a_failed_turn_fsync_refuses_every_write_of_the_turn() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk);
    put(&engine, "{id:1}").unwrap();
    let durable = disk.contents("things").unwrap();
    let begun: Vec<_> = (2..5)
        .map(|id| {
            let object = engine
                .decode("things", format!("{{id:{id}}}").as_bytes())
                .unwrap();
            engine.begin("things", Op::Put, object).unwrap()
        })
        .collect();
    disk.fail_next_sync();
    engine.sync_begun();
    for appended in begun {
        match engine.finish(appended) {
            Err(Refused::NotDurable { .. }) => {}
            other => panic!("a write of a failed turn was not refused: {other:?}"),
        }
    }
    for id in 2..5 {
        assert!(
            engine.get("things", &Id::Int(id)).is_none(),
            "id {id} is visible"
        );
    }
    assert_eq!(disk.contents("things").unwrap(), durable);
    assert!(engine.write_stats("things").unwrap().read_only);
}
