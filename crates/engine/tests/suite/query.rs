//! The query path over a real journal: typed conditions, typed ids, the errors, and indexes
//! that follow the data.

use folio_dialect::Value as Raw;
use folio_engine::{Engine, EngineOptions, QueryError};
use folio_models::Registry;
use folio_store::{Id, Page};

const MODELS: &[u8] = br#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"},
    {"name": "status", "type": "Enum", "of": "x.Status", "shortName": "s"},
    {"name": "name", "type": "String"},
    {"name": "born", "type": "DateTime"}]}],
  "enums": [{"class": "x.Status", "values": ["NEW", "ACTIVE", "GONE"]}],
  "daos": {"users": "x.User"}
}"#;

fn open() -> (tempfile::TempDir, Engine) {
    let dir = tempfile::tempdir().unwrap();
    let mut journal = String::new();
    for i in (1..=30).rev() {
        journal.push_str(&format!(
            "p({{id:{i},status:{},name:\"u{i}\",born:{}}})\n",
            i % 3,
            i * 1000
        ));
    }
    journal.push_str("p({id:3,status:\"GONE\"})\nr({id:6})\n");
    std::fs::write(dir.path().join("users"), journal).unwrap();
    std::fs::write(
        dir.path().join("tags"),
        "p({id:\"a\",n:1})\np({id:\"b\",n:1.0})\n",
    )
    .unwrap();
    let registry = Registry::from_slice(MODELS).unwrap();
    let engine = Engine::open(&[dir.path().into()], registry, EngineOptions::default()).unwrap();
    (dir, engine)
}

fn ids(found: &[(&Id, &folio_store::Object)]) -> Vec<Id> {
    found.iter().map(|(id, _)| (*id).clone()).collect()
}

fn select(engine: &Engine, dao: &str, filter: &folio_store::Predicate, page: Page) -> Vec<Id> {
    engine.select(dao, filter, &[], page, ids).unwrap()
}

#[test]
fn typed_conditions_match_names_and_ordinals_alike() {
    let (_dir, engine) = open();
    let by_name = engine
        .filter("users", vec![("status".into(), Raw::Str("ACTIVE".into()))])
        .unwrap();
    let by_ordinal = engine
        .filter("users", vec![("s".into(), Raw::Int(1))])
        .unwrap();
    let a = select(&engine, "users", &by_name, Page::default());
    let b = select(&engine, "users", &by_ordinal, Page::default());
    let expected: Vec<Id> = (1..=30).filter(|i| i % 3 == 1).map(Id::Int).collect();
    assert_eq!(a, expected);
    assert_eq!(a, b);
    // Object 3 moved to GONE (2) by a merge; 6 (GONE) was removed.
    let gone = engine
        .filter("users", vec![("status".into(), Raw::Str("GONE".into()))])
        .unwrap();
    let expected: Vec<Id> = (1..=30)
        .filter(|i| i % 3 == 2 || *i == 3)
        .map(Id::Int)
        .collect();
    assert_eq!(select(&engine, "users", &gone, Page::default()), expected);
    assert_eq!(
        engine.count_matching("users", &gone).unwrap(),
        expected.len()
    );
    // A date by epoch ms and by ISO text.
    let iso = engine
        .filter(
            "users",
            vec![("born".into(), Raw::Str("1970-01-01T00:00:05Z".into()))],
        )
        .unwrap();
    assert_eq!(
        select(&engine, "users", &iso, Page::default()),
        [Id::Int(5)]
    );
}

#[test]
fn ids_are_typed_by_the_id_property() {
    let (_dir, engine) = open();
    let id = engine.id("users", Raw::Int(7)).unwrap();
    assert!(engine.find("users", &id, |o| o.is_some()).unwrap());
    let gone = engine.id("users", Raw::Int(6)).unwrap();
    assert!(!engine.find("users", &gone, |o| o.is_some()).unwrap());
    assert_eq!(
        engine.id("users", Raw::Str("x".into())),
        Err(QueryError::BadId {
            dao: "users".into()
        })
    );
    let tag = engine.id("tags", Raw::Str("a".into())).unwrap();
    assert!(engine.find("tags", &tag, |o| o.is_some()).unwrap());
}

#[test]
fn refused_queries_say_why() {
    let (_dir, engine) = open();
    assert_eq!(
        engine.filter("nope", vec![]).unwrap_err(),
        QueryError::UnknownDao { dao: "nope".into() }
    );
    assert!(matches!(
        engine.filter("users", vec![("colour".into(), Raw::Int(1))]),
        Err(QueryError::UnknownProperty { .. })
    ));
    assert!(matches!(
        engine.filter("users", vec![("status".into(), Raw::Str("LOST".into()))]),
        Err(QueryError::Decode(_))
    ));
    assert!(matches!(
        engine.filter("users", vec![("name".into(), Raw::Bool(true))]),
        Err(QueryError::Mismatch { .. })
    ));
    // Numbers compare as numbers, as FOAM compares them: in a generic DAO 1 finds 1 and 1.0.
    let one = engine
        .filter("tags", vec![("n".into(), Raw::Int(1))])
        .unwrap();
    assert_eq!(engine.count_matching("tags", &one).unwrap(), 2);
    let any = engine
        .filter("tags", vec![("zzz".into(), Raw::Int(1))])
        .unwrap();
    assert_eq!(engine.count_matching("tags", &any).unwrap(), 0);
}

#[test]
fn an_index_gives_the_scan_answers() {
    let (_dir, engine) = open();
    let filters: Vec<_> = ["NEW", "ACTIVE", "GONE"]
        .iter()
        .map(|s| {
            engine
                .filter("users", vec![("status".into(), Raw::Str((*s).into()))])
                .unwrap()
        })
        .collect();
    let page = Page {
        skip: 1,
        limit: Some(4),
    };
    let before: Vec<_> = filters
        .iter()
        .map(|f| select(&engine, "users", f, page))
        .collect();
    engine.add_index("users", "s").unwrap();
    assert!(engine.dao("users").unwrap().index("status").is_some());
    let after: Vec<_> = filters
        .iter()
        .map(|f| select(&engine, "users", f, page))
        .collect();
    assert_eq!(before, after);
    assert!(matches!(
        engine.add_index("users", "colour"),
        Err(QueryError::UnknownProperty { .. })
    ));
}
