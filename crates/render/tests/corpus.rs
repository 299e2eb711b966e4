//! The real corpus (testdata/corpus/foam) with the real registry: every DAO's state, written
//! as a journal of `c(` lines (`export_journal`) and replayed by the real pipeline, is the
//! same state; compared through the strict-JSON export lines, which are byte for byte equal.
//! That is the promise replay(export --format journal(x)) == replay(x) at the library level.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, Replay, ReplayOptions};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata")
}

fn replay_tree(path: &Path, registry: &Registry) -> Replay {
    let found = discover(&[path.to_path_buf()]).unwrap();
    let options = ReplayOptions {
        error_limit: usize::MAX,
        ..ReplayOptions::default()
    };
    replay(&found, registry, &options).unwrap()
}

/// DAO name -> its export lines.
fn exports(result: &Replay, registry: &Registry) -> BTreeMap<String, Vec<u8>> {
    result
        .daos
        .iter()
        .map(|d| {
            let mut out = Vec::new();
            folio_render::export_jsonl(&d.dao, registry, &mut out).unwrap();
            (d.dao.name().to_string(), out)
        })
        .collect()
}

#[test]
fn corpus_state_written_as_a_journal_replays_to_itself() {
    let registry = Registry::load(&root().join("models/foam-models.json")).unwrap();
    let original = replay_tree(&root().join("corpus/foam"), &registry);

    let dir = tempfile::tempdir().unwrap();
    let mut written = BTreeMap::new();
    let mut objects = 0;
    for d in &original.daos {
        // The class the registry gives the DAO, not one read from its entries: a journal that
        // omits `class` for the DAO's class must name that class where replay will find it.
        let default = registry.dao_class(d.dao.name());
        let mut journal = Vec::new();
        folio_render::export_journal(&d.dao, default, &registry, &mut journal).unwrap();
        assert!(journal
            .iter()
            .all(|b| (0x20..0x7F).contains(b) || *b == b'\n'));
        assert_eq!(
            journal.iter().filter(|&&b| b == b'\n').count(),
            d.dao.len(),
            "{}: one line per object",
            d.dao.name()
        );
        std::fs::write(dir.path().join(format!("{}.jrl", d.dao.name())), &journal).unwrap();
        written.insert(d.dao.name().to_string(), journal);
        objects += d.dao.len();
    }
    assert!(objects > 10_000, "the corpus holds many objects: {objects}");

    let again = replay_tree(dir.path(), &registry);
    let total = again.total();
    assert_eq!(
        total.failed,
        0,
        "{:?}",
        again.errors().take(5).collect::<Vec<_>>()
    );
    assert_eq!(total.unknown_keys, 0);
    assert_eq!(total.type_mismatches, 0);
    assert_eq!(total.create as usize, objects);

    let before = exports(&original, &registry);
    let after = exports(&again, &registry);
    // DAOs left empty by their removes write no journal lines but still an (empty) file.
    let before: BTreeMap<_, _> = before.into_iter().filter(|(_, e)| !e.is_empty()).collect();
    let after: BTreeMap<_, _> = after.into_iter().filter(|(_, e)| !e.is_empty()).collect();
    assert_eq!(
        before.keys().collect::<Vec<_>>(),
        after.keys().collect::<Vec<_>>()
    );
    for (name, lines) in &before {
        assert!(
            *lines == after[name],
            "{name}: export lines differ after a journal round trip"
        );
    }

    // The same state renders to the same bytes, however it was built.
    for d in &again.daos {
        let mut journal = Vec::new();
        let default = registry.dao_class(d.dao.name());
        folio_render::export_journal(&d.dao, default, &registry, &mut journal).unwrap();
        assert!(journal == written[d.dao.name()], "{}", d.dao.name());
    }
}
