//! `trace`, the history of one id, against replay: on a generated journal of creates, merges
//! and removes, the state after an id's last entry is the state replay ends with for that id
//! (absent for a removed one), every merge is reported as one, and the touches of all ids add
//! up to the journal's writes.

use folio_gen::{generate, GenOptions, Mix, BENCHMARK_MODELS_JSON};
use folio_journal::DaoFiles;
use folio_models::Registry;
use folio_replay::{replay_dao, trace, ReplayOptions};
use folio_store::{Applied, Id, Object};

#[test]
fn the_last_state_traced_is_the_state_replayed() {
    let registry = Registry::from_slice(BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("benchmark.jrl");
    let options = GenOptions {
        entries: 300,
        seed: 11,
        mix: Mix::Mixed,
    };
    let summary = generate(&options, std::fs::File::create(&path).unwrap()).unwrap();
    let files = DaoFiles {
        name: "benchmark".into(),
        files: vec![path],
    };
    let replayed = replay_dao(&files, &registry, &ReplayOptions::default()).unwrap();
    let class = replayed.default_class.as_deref();
    // Every id the journal writes: the live ones and the removed ones.
    let mut ids: Vec<Id> = replayed.dao.iter().map(|(id, _)| id.clone()).collect();
    let mut removed = 0;
    // Ids are numbered from 1 in creation order.
    for n in 0..=summary.creates as i64 + 1 {
        let id = Id::Int(n);
        if replayed.dao.get(&id).is_none() {
            ids.push(id);
        }
    }
    let (mut touches, mut merges) = (0, 0);
    for id in &ids {
        let mut last: Option<Option<Object>> = None;
        let traced = trace(&files, id, &registry, class, |touch| {
            merges += u64::from(touch.applied == Applied::Merged);
            last = Some(touch.after.cloned());
        })
        .unwrap();
        touches += traced.touches;
        assert_eq!(traced.bad_entries, 0);
        let Some(last) = last else {
            assert_eq!(traced.touches, 0, "{id:?}");
            continue;
        };
        removed += u64::from(last.is_none());
        assert_eq!(last.as_ref(), replayed.dao.get(id), "{id:?}");
    }
    assert_eq!(touches, summary.creates + summary.puts + summary.removes);
    assert_eq!(merges, replayed.counters.put_merged);
    assert!(removed > 0, "the journal removes some ids");
}
