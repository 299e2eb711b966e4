//! Which writes a DAO's journal can take as to classes: replay gives every class-less entry the
//! first class the DAO's data entries name, so a journal cannot hold class-less objects beside
//! a named class. A class-less DAO takes class-less objects (as replay takes them from its file)
//! and refuses named ones; a DAO that names a class refuses class-less ones it cannot default;
//! an empty one takes either and is then the one or the other. After every accepted write, a
//! replay of the journals gives the engine's state.

use folio_engine::{Engine, EngineOptions, FsyncPolicy, Refused};
use folio_models::Registry;
use folio_store::Id;
use std::path::Path;

fn open(dir: &Path) -> Engine {
    let options = EngineOptions {
        writable: true,
        fsync: FsyncPolicy::Never,
        ..EngineOptions::default()
    };
    Engine::open(&[dir.to_owned()], Registry::empty(), options).unwrap()
}

fn export(engine: &Engine, dao: &str) -> String {
    let mut out = Vec::new();
    folio_render::export_jsonl(&engine.dao(dao).unwrap(), engine.registry(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The state the journals replay to, read by a new engine.
fn reopened(dir: &Path, dao: &str) -> String {
    let engine = Engine::open(
        &[dir.to_owned()],
        Registry::empty(),
        EngineOptions::default(),
    );
    export(&engine.unwrap(), dao)
}

fn write(engine: &Engine, dao: &str, text: &str) -> Result<(), Refused> {
    let object = engine.decode(dao, text.as_bytes())?;
    engine.create(dao, object).map(|_| ())
}

#[test]
fn a_classless_dao_takes_classless_objects_and_refuses_named_ones() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes"), "p({id:1,text:\"a\"})\n").unwrap();
    let engine = open(dir.path());
    write(&engine, "notes", r#"{id:2,text:"b"}"#).unwrap();
    engine
        .put(
            "notes",
            engine.decode("notes", br#"{id:1,more:true}"#).unwrap(),
        )
        .unwrap();
    let refused = write(&engine, "notes", r#"{class:"x.Note",id:3}"#).unwrap_err();
    assert!(
        matches!(&refused, Refused::ClassInClasslessDao { class, .. } if class == "x.Note"),
        "{refused:?}"
    );
    assert!(refused.is_client_error());
    assert!(
        refused.to_string().contains("write it without a class"),
        "{refused}"
    );
    assert_eq!(engine.remove("notes", &Id::Int(2)).unwrap().id, Id::Int(2));
    let state = export(&engine, "notes");
    engine.close().unwrap();
    assert_eq!(state, reopened(dir.path(), "notes"));
    assert_eq!(state, "{\"id\":1,\"text\":\"a\",\"more\":true}\n");
}

#[test]
fn a_dao_that_names_a_class_refuses_objects_it_cannot_give_one() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes"), "p({class:\"x.Note\",id:1})\n").unwrap();
    let engine = open(dir.path());
    // The DAO's default class is the class its journal names: class-less text takes it.
    write(&engine, "notes", "{id:2}").unwrap();
    let state = export(&engine, "notes");
    engine.close().unwrap();
    assert_eq!(state, reopened(dir.path(), "notes"));
    assert!(
        state
            .lines()
            .all(|l| l.starts_with("{\"class\":\"x.Note\"")),
        "{state}"
    );
}

#[test]
fn an_empty_dao_takes_either_and_is_then_that() {
    for (first, second, refused_kind) in [
        ("{id:1}", r#"{class:"x.C",id:2}"#, "ClassInClasslessDao"),
        (r#"{class:"x.C",id:1}"#, "{id:2}", "NoClass"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("things"), "").unwrap();
        let engine = open(dir.path());
        write(&engine, "things", first).unwrap();
        let refused = write(&engine, "things", second).unwrap_err();
        assert!(
            format!("{refused:?}").starts_with(refused_kind),
            "{refused:?}"
        );
        let state = export(&engine, "things");
        engine.close().unwrap();
        assert_eq!(state, reopened(dir.path(), "things"), "{first}");
        // Reopened, the journal says the same: a class-less DAO still refuses a class; one
        // that names a class now has it as its default, which class-less text takes.
        let engine = open(dir.path());
        let again = write(&engine, "things", second);
        match refused_kind {
            "NoClass" => {
                again.unwrap();
                assert!(export(&engine, "things").contains("{\"class\":\"x.C\",\"id\":2}"));
            }
            _ => assert!(format!("{again:?}").contains(refused_kind), "{again:?}"),
        }
    }
}
