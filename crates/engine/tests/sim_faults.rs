//! Faults on the simulated disk: a failed fsync leaves the write unacknowledged and poisons
//! the DAO's writer (every later write is refused, naming the journal); a full disk refuses
//! the write and leaves the store as it was.

mod common;

use common::{engine_state, registry};
use folio_engine::{Engine, FsyncPolicy, Refused};
use folio_journal::sim::SimDisk;
use folio_journal::JournalWriter;

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
fn a_failed_fsync_poisons_the_writer() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk);
    put(&engine, "{id:1}").unwrap();
    disk.fail_next_sync();
    match put(&engine, "{id:2}") {
        Err(Refused::NotDurable { dao, path, .. }) => {
            assert_eq!((dao.as_str(), path.to_str().unwrap()), ("things", "things"))
        }
        other => panic!("{other:?}"),
    }
    for id in 3..6 {
        match put(&engine, &format!("{{id:{id}}}")) {
            Err(e @ Refused::Poisoned { .. }) => {
                assert!(e.to_string().contains("reopen"), "{e}")
            }
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(engine.write_stats("things").unwrap().refused, 4);
    // The unacknowledged write was applied (it is in the journal); nothing after it was.
    assert_eq!(engine.dao("things").unwrap().len(), 2);
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
