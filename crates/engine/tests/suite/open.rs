//! Opening an engine on real journals gives what replaying them gives, DAO by DAO.

use folio_engine::{Engine, EngineError, EngineOptions};
use folio_journal::{discover, DiscoverError};
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::path::{Path, PathBuf};

fn testdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

#[test]
fn holds_what_replay_gives() {
    let corpus = testdata().join("corpus/foam");
    let models = testdata().join("models/foam-models.json");
    let options = || ReplayOptions {
        threads: 2,
        ..ReplayOptions::default()
    };
    let engine = Engine::open(
        std::slice::from_ref(&corpus),
        Registry::load(&models).unwrap(),
        EngineOptions {
            replay: options(),
            ..EngineOptions::default()
        },
    )
    .unwrap();

    let registry = Registry::load(&models).unwrap();
    let discovery = discover(&[corpus]).unwrap();
    let replayed = replay(&discovery, &registry, &options()).unwrap();

    assert_eq!(engine.daos().len(), discovery.daos.len());
    assert!(engine.daos().len() > 10, "the corpus has many DAOs");
    assert_eq!(engine.replay_counters(), replayed.total());
    assert_eq!(
        engine.errors(),
        replayed.errors().cloned().collect::<Vec<_>>()
    );
    for (want, files) in replayed.daos.iter().zip(&discovery.daos) {
        let name = want.dao.name();
        let live = engine.live_dao(name).unwrap();
        assert_eq!(live.name(), name);
        assert_eq!(&live.files(), files, "{name}");
        assert_eq!(live.replay_counters(), want.counters, "{name}");
        assert_eq!(
            live.default_class().as_deref(),
            want.default_class.as_deref(),
            "{name}"
        );
        let dao = engine.dao(name).unwrap();
        assert_eq!(dao.len(), want.dao.len(), "{name}");
        for (id, object) in want.dao.iter() {
            assert_eq!(dao.get(id), Some(object), "{name}: {id:?}");
        }
    }
    assert!(engine.dao("no such dao").is_none());
}

#[test]
fn a_missing_path_is_a_discovery_error() {
    let missing = testdata().join("no-such-directory");
    let err = Engine::open(
        std::slice::from_ref(&missing),
        Registry::empty(),
        EngineOptions::default(),
    )
    .unwrap_err();
    match &err {
        EngineError::Discover(DiscoverError::NotFound(path)) => assert_eq!(path, &missing),
        other => panic!("{other:?}"),
    }
    assert_eq!(
        err.to_string(),
        format!("{}: no such file or directory", missing.display())
    );
}
