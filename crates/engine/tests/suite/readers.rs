//! A long reader (a SQL scan holds a DAO's store for as long as it builds its table) holds up
//! the writes of its DAO, and nothing else: writes never wait on the store's lock, so the
//! next writes of the DAO still begin, writes of other DAOs finish, and a commit turn that
//! finishes without waiting ([`Engine::try_finish`]) gets the write back to try again.

use crate::common;

use common::{registry, writable};

use folio_engine::{Appended, Engine, FsyncPolicy};
use folio_store::{Id, Op};
use std::sync::mpsc::{channel, Receiver};
use std::sync::Arc;
use std::time::Duration;

/// Long enough for a thread that would return to have returned.
const SETTLE: Duration = Duration::from_millis(300);
/// Far longer than anything here takes when it does not wait.
const PATIENCE: Duration = Duration::from_secs(20);

fn open(dir: &std::path::Path) -> Arc<Engine> {
    Arc::new(
        Engine::open(
            &[dir.to_path_buf()],
            registry(),
            writable(FsyncPolicy::Always),
        )
        .unwrap(),
    )
}

/// Runs `f` on a thread of its own: what it returns arrives on the receiver.
fn spawn<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Receiver<T> {
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx
}

fn begin(engine: &Engine, dao: &str, text: &str) -> Appended {
    let object = engine.decode(dao, text.as_bytes()).unwrap();
    engine.begin(dao, Op::Put, object).unwrap()
}

#[test]
fn a_long_reader_holds_up_only_the_writes_of_its_own_dao() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    // Both journals exist: a first write opens its DAO's.
    engine.finish(begin(&engine, "items", "{id:1}")).unwrap();
    engine.finish(begin(&engine, "parts", "{pid:1}")).unwrap();

    let live = engine.live_dao("items").unwrap();
    let scan = live.dao();

    // A write of the held DAO is made durable, and given back unapplied.
    let tried = {
        let engine = Arc::clone(&engine);
        let appended = begin(&engine, "items", "{id:2, name:'a'}");
        spawn(move || engine.try_finish(appended))
    };
    let owed = match tried
        .recv_timeout(PATIENCE)
        .expect("a try waited for the reader")
    {
        Err(owed) => owed,
        Ok(done) => panic!("finished under a reader: {done:?}"),
    };
    // A blocking finish of another write waits, polling, not on the lock ...
    let blocked = {
        let engine = Arc::clone(&engine);
        let appended = begin(&engine, "items", "{id:3}");
        spawn(move || engine.finish(appended).map(|ack| ack.id))
    };
    std::thread::sleep(SETTLE);
    assert!(
        blocked.try_recv().is_err(),
        "a write was applied under a reader"
    );
    // ... so that the DAO's next writes still begin: they read its state beside the reader
    // (a writer queued on the lock would have made them wait behind it).
    let next = {
        let engine = Arc::clone(&engine);
        spawn(move || begin(&engine, "items", "{id:2, name:'b'}"))
    };
    let next = next
        .recv_timeout(PATIENCE)
        .expect("a write's begin waited for the reader");
    // Another DAO's writes finish.
    let other = {
        let engine = Arc::clone(&engine);
        spawn(move || {
            engine
                .finish(begin(&engine, "parts", "{pid:2}"))
                .map(|a| a.id)
        })
    };
    assert_eq!(
        other
            .recv_timeout(PATIENCE)
            .expect("another DAO's write waited")
            .unwrap(),
        Id::Int(2)
    );
    // A new long reader waits for the owed write first, so that readers taking turns cannot
    // keep it out; a short one does not.
    let second_scan = {
        let engine = Arc::clone(&engine);
        spawn(move || {
            let live = engine.live_dao("items").unwrap();
            live.long_read().get(&Id::Int(2)).is_some()
        })
    };
    std::thread::sleep(SETTLE);
    assert!(
        second_scan.try_recv().is_err(),
        "a long reader went ahead of a durable write"
    );
    assert!(
        engine.get("items", &Id::Int(2)).is_none(),
        "seen before its acknowledgement"
    );

    drop(scan);
    let owed = engine
        .try_finish(owed)
        .expect("the reader is gone")
        .unwrap();
    assert_eq!(owed.id, Id::Int(2));
    assert_eq!(
        blocked
            .recv_timeout(PATIENCE)
            .expect("the blocked finish")
            .unwrap(),
        Id::Int(3)
    );
    assert!(
        second_scan.recv_timeout(PATIENCE).expect("the second scan"),
        "the second scan saw the write it waited for"
    );
    engine.finish(next).unwrap();
    let items = &common::engine_state(&engine)["items"];
    assert_eq!(
        items[&Id::Int(2)]["name"],
        "b",
        "writes applied in their order"
    );
    // And what the store holds is what replaying the journal gives.
    let Ok(engine) = Arc::try_unwrap(engine) else {
        panic!("a thread still holds the engine");
    };
    engine.close().unwrap();
    assert_eq!(&common::replayed(dir.path())["items"], items);
}

/// A followed engine's catch-up waits for a long reader of the DAO it installs into without
/// queueing on the lock: other readers of the DAO go on meanwhile (behind a queued writer
/// they would have waited for the long reader too).
#[test]
fn a_catch_up_waits_for_a_long_reader_without_holding_up_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("items");
    std::fs::write(&journal, "p({class:\"t.Item\",id:1,name:\"a\"})\n").unwrap();
    let options = folio_engine::EngineOptions {
        follow: true,
        ..folio_engine::EngineOptions::default()
    };
    let engine = Arc::new(Engine::open(&[dir.path().to_path_buf()], registry(), options).unwrap());
    let live = engine.live_dao("items").unwrap();
    let scan = live.dao();

    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap();
    std::io::Write::write_all(&mut file, b"p({class:\"t.Item\",id:2,name:\"b\"})\n").unwrap();
    let caught_up = {
        let engine = Arc::clone(&engine);
        spawn(move || engine.catch_up().map(|done| done.bytes))
    };
    std::thread::sleep(SETTLE);
    assert!(caught_up.try_recv().is_err(), "installed under a reader");
    let read = {
        let engine = Arc::clone(&engine);
        spawn(move || engine.get("items", &Id::Int(1)).is_some())
    };
    assert!(
        read.recv_timeout(PATIENCE)
            .expect("a read waited behind the catch-up"),
        "the object read"
    );

    drop(scan);
    assert!(
        caught_up
            .recv_timeout(PATIENCE)
            .expect("the catch-up")
            .unwrap()
            > 0
    );
    assert!(
        engine.get("items", &Id::Int(2)).is_some(),
        "the appended entry applied"
    );
}
