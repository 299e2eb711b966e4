//! The write API on real files: what is refused and why (nothing written then), the lock
//! against a second writable engine, DAOs created at their first write, torn tails settled at open.

use crate::common;

use common::{registry, replayed, writable};
use folio_engine::{Engine, EngineError, EngineOptions, FsyncPolicy, NewObject, Refused};
use folio_store::{Applied, Id, Op};
use std::path::Path;

fn open(dir: &Path) -> Engine {
    Engine::open(
        &[dir.to_path_buf()],
        registry(),
        writable(FsyncPolicy::Always),
    )
    .unwrap()
}

fn journal(dir: &Path, dao: &str) -> String {
    std::fs::read_to_string(dir.join(dao)).unwrap_or_default()
}

#[test]
fn client_objects_are_typed_strictly_naming_the_key() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let refused = |text: &str| engine.decode("items", text.as_bytes()).unwrap_err();
    match refused(r#"{"id":1,"colour":"red"}"#) {
        Refused::UnknownKey { dao, class, key } => {
            assert_eq!((&*dao, &*class, &*key), ("items", "t.Item", "colour"))
        }
        other => panic!("{other:?}"),
    }
    match refused(r#"{"id":1,"count":"many"}"#) {
        Refused::TypeMismatch { key, .. } => assert_eq!(key, "count"),
        other => panic!("{other:?}"),
    }
    match refused(r#"{"id":1,"tiny":300}"#) {
        Refused::TypeMismatch { key, .. } => assert_eq!(key, "tiny"),
        other => panic!("{other:?}"),
    }
    // A nested object's bad key is named by the top-level key that holds it.
    match refused(r#"{"id":1,"child":{"pid":1,"nope":2}}"#) {
        Refused::TypeMismatch { key, .. } => assert_eq!(key, "child"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(refused(r#"{"id":1.5}"#), Refused::Decode { .. }));
    assert!(matches!(refused(r#"{"id":1"#), Refused::Syntax { .. }));
    assert!(matches!(
        refused(r#"{"id":1} x"#),
        Refused::TrailingText { offset: 9, .. }
    ));
    // Lenient grammar and short names are fine; so are generic objects of any keys.
    engine
        .decode("items", b"{id:1, n:'x', status:'OPEN'}")
        .unwrap();
    engine
        .decode("things", br#"{"id":1,"whatever":[1,{}]}"#)
        .unwrap();
    assert_eq!(journal(dir.path(), "items"), "", "decoding writes nothing");
}

#[test]
fn refused_writes_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let object = engine.decode("items", br#"{"id":1,"name":"a"}"#).unwrap();
    engine.create("items", object.clone()).unwrap();
    let before = journal(dir.path(), "items");

    // No such DAO (not in the registry either).
    assert!(matches!(
        engine.create("nowhere", object.clone()),
        Err(Refused::UnknownDao { .. })
    ));
    // A class-less object: no class, no default.
    let anonymous = folio_store::Object::generic(folio_store::Class::Anonymous, Default::default());
    assert!(matches!(
        engine.create("items", anonymous),
        Err(Refused::NoClass { .. })
    ));
    // A generic object of a model class.
    let generic = engine
        .decode("things", br#"{"class":"x.Other","id":2}"#)
        .unwrap();
    let mut wrong = generic.clone();
    wrong.class = folio_store::Class::named("t.Item");
    assert!(matches!(
        engine.put("items", wrong),
        Err(Refused::UntypedModelClass { .. })
    ));
    // A typed value of the wrong type, built by hand: does not read back as written.
    let mut bad = object.clone();
    if let folio_store::Fields::Typed(record) = &mut bad.fields {
        record.set(2, Some(folio_store::Value::Str("not an int".into())));
    }
    assert!(matches!(
        engine.put("items", bad),
        Err(Refused::Unrepresentable { .. })
    ));
    // A remove without id.
    let no_id = engine.decode("items", br#"{"name":"x"}"#).unwrap();
    assert!(matches!(
        engine.write("items", Op::Remove, no_id),
        Err(Refused::NoId { .. })
    ));
    assert_eq!(journal(dir.path(), "items"), before);
    assert_eq!(engine.dao("items").unwrap().len(), 1);
    let stats = engine.write_stats("items").unwrap();
    assert_eq!((stats.creates, stats.refused), (1, 4));
    // Any class goes in any DAO, as in replay: a generic object in `items`.
    let ack = engine.put("items", generic).unwrap();
    assert_eq!(ack.applied, Applied::Inserted);
    drop(engine);
    assert_eq!(replayed(dir.path())["items"].len(), 2);
}

#[test]
fn a_read_only_engine_refuses_writes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("items"), "c({id:1})\n").unwrap();
    let engine = Engine::open(&[dir.path().into()], registry(), EngineOptions::default()).unwrap();
    let object = engine.decode("items", b"{id:2}").unwrap();
    assert!(matches!(
        engine.create("items", object),
        Err(Refused::ReadOnly)
    ));
    assert!(!dir.path().join("items.lock").exists(), "no writer opened");
}

#[test]
fn a_second_writable_engine_is_locked_out() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("items.jrl"), "c({id:1})\n").unwrap();
    // No live journal yet: neither open takes a lock or creates a file.
    let first = open(dir.path());
    let second = open(dir.path());
    assert!(!dir.path().join("items.lock").exists());
    let object = first.decode("items", b"{id:2}").unwrap();
    first.create("items", object).unwrap();
    // The first write created the live journal `items` beside `items.jrl`, and its lock.
    let object = second.decode("items", b"{id:3}").unwrap();
    match second.create("items", object.clone()) {
        Err(Refused::Locked { lock, holder }) => {
            assert_eq!(lock, dir.path().join("items.lock"));
            assert_eq!(holder, Some(std::process::id()));
        }
        other => panic!("{other:?}"),
    }
    // Once the first is gone, the journal the second never read is not written to.
    drop(first);
    match second.create("items", object) {
        Err(e @ Refused::ChangedSinceOpen { .. }) => {
            assert!(e.to_string().contains("another process"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    drop(second);
    assert_eq!(journal(dir.path(), "items"), "c({id:2})\n");
    // With the live journal there, a second writable open is locked out at once.
    let first = open(dir.path());
    match Engine::open(
        &[dir.path().into()],
        registry(),
        writable(FsyncPolicy::Always),
    ) {
        Err(EngineError::Locked { lock, holder }) => {
            assert_eq!(lock, dir.path().join("items.lock"));
            assert_eq!(holder, Some(std::process::id()));
        }
        other => panic!("{other:?}"),
    }
    // A read-only engine opens beside the writer.
    Engine::open(&[dir.path().into()], registry(), EngineOptions::default()).unwrap();
    drop(first);
    open(dir.path());
}

#[test]
fn an_engine_over_a_named_jrl_file_replays_the_live_journal_it_wrote_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let named = dir.path().join("items.jrl");
    std::fs::write(&named, "c({id:1})\n").unwrap();
    let over_the_file = || {
        Engine::open(
            std::slice::from_ref(&named),
            registry(),
            writable(FsyncPolicy::Always),
        )
        .unwrap()
    };
    let engine = over_the_file();
    let object = engine.decode("items", b"{id:2}").unwrap();
    engine.create("items", object).unwrap();
    drop(engine);
    // The write went to the live journal `items` beside `items.jrl`; opened again from the
    // same path, the engine replays it (the acknowledged write is there) and writes after it.
    assert_eq!(journal(dir.path(), "items"), "c({id:2})\n");
    let engine = over_the_file();
    assert_eq!(engine.dao("items").unwrap().len(), 2);
    let object = engine.decode("items", b"{id:3}").unwrap();
    engine.create("items", object).unwrap();
    drop(engine);
    assert_eq!(journal(dir.path(), "items"), "c({id:2})\nc({id:3})\n");
    assert_eq!(replayed(dir.path())["items"].len(), 3);
}

#[test]
fn a_dao_the_registry_names_is_created_at_its_first_write() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    assert!(engine.dao("parts").unwrap().is_empty());
    assert!(
        !dir.path().join("parts").exists(),
        "nothing created before a write"
    );
    let object = engine.decode("parts", b"{pid:7,l:'bolt'}").unwrap();
    let ack = engine.put("parts", object).unwrap();
    assert_eq!((ack.id, ack.applied), (Id::Int(7), Applied::Inserted));
    assert!(
        engine
            .live_dao("parts")
            .unwrap()
            .open_report()
            .unwrap()
            .created
    );
    assert_eq!(journal(dir.path(), "parts"), "p({pid:7,l:\"bolt\"})\n");
    drop(engine);
    assert_eq!(replayed(dir.path())["parts"].len(), 1);
}

#[test]
fn a_torn_tail_is_cut_at_a_writable_open_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("items"), "c({id:1})\nc({id:2,n:\"ha").unwrap();
    let engine = open(dir.path());
    let report = engine.live_dao("items").unwrap().open_report().unwrap();
    let torn = report.torn.as_ref().expect("a torn tail");
    assert_eq!((torn.offset, torn.len), (10, 13));
    assert_eq!(engine.errors().len(), 0, "replay never saw the torn line");
    assert_eq!(engine.dao("items").unwrap().len(), 1);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("items.torn")).unwrap(),
        "c({id:2,n:\"ha\n"
    );
}

/// A last line with no line end that is a whole entry is applied by a read-only replay, so a
/// writable open applies it too: it is completed in place with its line end (never cut, so
/// it is never only in `X.torn`), and the next append goes on a line of its own.
#[test]
fn a_whole_last_line_without_a_line_end_keeps_its_effect_at_a_writable_open() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("items");
    std::fs::write(&path, "c({id:1})\nc({id:2,n:\"ha\"})").unwrap();
    assert_eq!(replayed(dir.path())["items"].len(), 2, "read-only replay");
    let engine = open(dir.path());
    let report = engine.live_dao("items").unwrap().open_report().unwrap();
    assert_eq!(
        report.completed.as_ref().map(|c| (c.offset, c.len)),
        Some((10, 16))
    );
    assert_eq!(report.torn, None);
    assert_eq!(engine.errors().len(), 0);
    assert_eq!(engine.dao("items").unwrap().len(), 2, "writable open");
    let object = engine.decode("items", b"{id:3}").unwrap();
    engine.create("items", object).unwrap();
    drop(engine);
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "c({id:1})\nc({id:2,n:\"ha\"})\nc({id:3})\n"
    );
    assert_eq!(replayed(dir.path())["items"].len(), 3);
    assert!(!dir.path().join("items.torn").exists());
}

/// A put that changes only a float's sign (`0.0` to `-0.0`, equal as numbers) is a change:
/// the delta carries it, so the store and a replay of the journal agree, typed and generic.
#[test]
fn a_put_that_only_flips_a_zero_sign_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    for (dao, first, second) in [
        ("items", "{id:1,price:0.0}", "{id:1,price:-0.0}"),
        ("things", "{id:1,w:-0.0}", "{id:1,w:0.0}"),
    ] {
        let object = engine.decode(dao, first.as_bytes()).unwrap();
        engine.put(dao, object).unwrap();
        let object = engine.decode(dao, second.as_bytes()).unwrap();
        assert_eq!(engine.put(dao, object).unwrap().applied, Applied::Merged);
    }
    let state = common::engine_state(&engine);
    drop(engine);
    assert!(journal(dir.path(), "items").ends_with("p({id:1,price:-0.0})\n"));
    assert!(journal(dir.path(), "things").ends_with("p({id:1,w:0.0})\n"));
    assert_eq!(replayed(dir.path()), state);
}

#[test]
fn puts_append_deltas_and_removes_of_absent_ids_append_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let put = |text: &str| {
        let object = engine.decode("items", text.as_bytes()).unwrap();
        engine.put("items", object).unwrap().applied
    };
    assert_eq!(put("{id:1,n:'a',count:3}"), Applied::Inserted);
    assert_eq!(put("{id:1,n:'a',count:4}"), Applied::Merged);
    assert_eq!(put("{id:1,ok:true}"), Applied::Merged);
    assert_eq!(
        engine.remove("items", &Id::Int(9)).unwrap().applied,
        Applied::Absent
    );
    assert_eq!(
        engine.remove("items", &Id::Int(1)).unwrap().applied,
        Applied::Removed
    );
    assert_eq!(
        journal(dir.path(), "items"),
        "p({id:1,n:\"a\",count:3})\np({id:1,count:4})\np({id:1,ok:true})\nr({id:1})\n"
    );
    let stats = engine.write_stats("items").unwrap();
    assert_eq!((stats.puts, stats.removes, stats.refused), (3, 2, 0));
    assert!(
        stats.fsyncs >= 5,
        "one at open and one per acknowledged entry: {stats:?}"
    );
}

#[test]
fn a_replace_writes_what_changed_and_clears_what_the_new_object_lacks() {
    // A replace of an id nothing holds is a `c(` of the object, as FOAM's own journal writes a
    // new object (AbstractF3FileJournal.put: `c(` when it found no old object, else the delta).
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let write = |replace: bool, text: &str| {
        let object = engine.decode("items", text.as_bytes()).unwrap();
        let ack = match replace {
            true => engine.replace("items", object, NewObject::Create),
            false => engine.put("items", object),
        };
        ack.unwrap().applied
    };
    assert_eq!(
        write(false, "{id:1,n:'a',count:3,ok:true}"),
        Applied::Inserted
    );
    assert_eq!(write(true, "{id:1,count:4}"), Applied::Merged);
    assert_eq!(write(true, "{id:2,n:'b'}"), Applied::Inserted);
    // A property without a constant default (an FObject) is cleared to null.
    assert_eq!(write(false, "{id:2,child:{pid:5}}"), Applied::Merged);
    assert_eq!(write(true, "{id:2,n:'c'}"), Applied::Merged);
    assert_eq!(
        journal(dir.path(), "items"),
        "p({id:1,n:\"a\",count:3,ok:true})\n\
         p({id:1,n:\"\",count:4,ok:false})\n\
         c({id:2,n:\"b\"})\n\
         p({id:2,child:{class:\"t.Part\",pid:5}})\n\
         p({id:2,n:\"c\",child:null})\n"
    );
    assert_eq!(replayed(dir.path()), common::engine_state(&engine));
}

/// A replace of a new object for a FOAM before 2026, whose journal reader knows no `c(`: a `p(`
/// of the object, which that FOAM replays (and folio) to the same object.
#[test]
fn a_replace_for_an_older_foam_writes_a_new_object_as_a_put() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let object = engine.decode("items", b"{id:3,n:'x',count:2}").unwrap();
    let ack = engine.replace("items", object, NewObject::Put).unwrap();
    assert_eq!(ack.applied, Applied::Inserted);
    assert_eq!(journal(dir.path(), "items"), "p({id:3,n:\"x\",count:2})\n");
    assert_eq!(replayed(dir.path()), common::engine_state(&engine));
}

/// Two clients replacing the same ids at once, in step: each replace is rendered against the
/// state every write appended before it leaves (not the state visible when it began), so each
/// id ends as one client's object whole, never a mix of both; the race is widest at an id's
/// first write, when neither sees the other's fields to clear.
#[test]
fn concurrent_replaces_of_one_id_never_mix() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let registry = engine.registry();
    let ids = 1..=200;
    let in_step = std::sync::Barrier::new(2);
    std::thread::scope(|s| {
        for fields in ["n:'a'", "count:7"] {
            let (engine, in_step, ids) = (&engine, &in_step, ids.clone());
            s.spawn(move || {
                for id in ids {
                    let object = engine.decode("items", format!("{{id:{id},{fields}}}").as_bytes());
                    in_step.wait();
                    engine
                        .replace("items", object.unwrap(), NewObject::Create)
                        .unwrap();
                }
            });
        }
    });
    // (name, count) as a reader sees them, defaults filled in.
    let whole = [(Some("a"), Some(0)), (Some(""), Some(7))];
    for id in ids {
        let object = engine.get("items", &Id::Int(id)).unwrap();
        let state = (
            match object.effective("name", registry) {
                Some(folio_store::ValueRef::Str(s)) => Some(s),
                _ => None,
            },
            match object.effective("count", registry) {
                Some(folio_store::ValueRef::Int(n)) => Some(n),
                _ => None,
            },
        );
        assert!(whole.contains(&state), "id {id} mixes both: {state:?}");
    }
    assert_eq!(replayed(dir.path()), common::engine_state(&engine));
}

/// Writes begun in two DAOs are made durable by one `sync_begun`, one fsync each, before any is
/// finished: the finishes then wait for nothing, and apply.
#[test]
fn sync_begun_fsyncs_every_dao_written_to_once() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open(dir.path());
    let item = |text: &str| engine.decode("items", text.as_bytes()).unwrap();
    let part = |text: &str| engine.decode("parts", text.as_bytes()).unwrap();
    // Opens both journals (a first write creates a DAO's journal).
    engine.put("items", item("{id:1}")).unwrap();
    engine.put("parts", part("{pid:1}")).unwrap();
    let fsyncs = |dao| engine.write_stats(dao).unwrap().fsyncs;
    let before = (fsyncs("items"), fsyncs("parts"));
    let begun = [
        engine.begin("items", Op::Put, item("{id:2}")).unwrap(),
        engine.begin("parts", Op::Put, part("{pid:2}")).unwrap(),
        engine.begin("items", Op::Put, item("{id:3}")).unwrap(),
    ];
    engine.sync_begun();
    assert_eq!(
        (fsyncs("items"), fsyncs("parts")),
        (before.0 + 1, before.1 + 1)
    );
    for appended in begun {
        engine.finish(appended).unwrap();
    }
    assert_eq!(
        (fsyncs("items"), fsyncs("parts")),
        (before.0 + 1, before.1 + 1)
    );
    for id in 1..=3 {
        assert!(engine.get("items", &Id::Int(id)).is_some(), "item {id}");
    }
    // Nothing begun: nothing to fsync.
    engine.sync_begun();
    assert_eq!(
        (fsyncs("items"), fsyncs("parts")),
        (before.0 + 1, before.1 + 1)
    );
}
