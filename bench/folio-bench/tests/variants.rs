//! Every folio variant on the same small generated journals: the same entries and live
//! objects as the generator promises, and the generic store holding the same ids and the same
//! set properties as folio's typed store.

use folio_bench::{expect, generic, line_scan, typed};
use folio_gen::{generate, GenOptions, Mix};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use folio_store::{Fields, Id};
use std::path::{Path, PathBuf};

fn journal(dir: &Path, name: &str, entries: u64, mix: Mix) -> PathBuf {
    let path = dir.join(name);
    let opts = GenOptions {
        entries,
        seed: 11,
        mix,
    };
    generate(&opts, std::fs::File::create(&path).unwrap()).unwrap();
    path
}

#[test]
fn every_variant_does_the_promised_work() {
    let dir = tempfile::tempdir().unwrap();
    for mix in [Mix::Create, Mix::Mixed] {
        let sub = dir.path().join(format!("{mix:?}"));
        std::fs::create_dir(&sub).unwrap();
        let path = journal(&sub, "benchmark.jrl", 600, mix);
        let want = expect::expect(600, 11, mix);
        assert_eq!(want.bytes, std::fs::metadata(&path).unwrap().len());

        let rows = [
            generic::run(&path).unwrap(),
            typed::run(&path, 1, "typed").unwrap(),
            typed::run(&path, 0, "typed_all_cores").unwrap(),
        ];
        for m in &rows {
            assert_eq!(m.entries, want.entries, "{} {mix:?}", m.variant);
            assert_eq!(m.objects, Some(want.live_objects), "{} {mix:?}", m.variant);
            assert_eq!(m.failed, Some(0), "{} {mix:?}", m.variant);
            assert!(m.phases.is_some() && m.peak_rss_kb.is_some());
            let line: serde_json::Value = serde_json::from_str(&m.to_json_line()).unwrap();
            assert_eq!(line["variant"], m.variant.as_str());
        }
        let untimed = typed::run_untimed(&path).unwrap();
        assert_eq!(untimed.entries, want.entries);
        assert_eq!(untimed.objects, Some(want.live_objects));
        assert_eq!(untimed.phases, None, "no clock, no phases");
        let scan = line_scan::run(&path).unwrap();
        assert_eq!(scan.entries, want.entries);
        assert_eq!(scan.objects, None);
    }
}

#[test]
fn generic_store_matches_the_typed_store() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal(dir.path(), "benchmark.jrl", 800, Mix::Mixed);
    let (_, store) = generic::replay(&path).unwrap();

    let registry = Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
    let model = registry.model_by_class(folio_gen::BENCHMARK_CLASS).unwrap();
    let result = replay(
        &discover(&[path]).unwrap(),
        &registry,
        &ReplayOptions::default(),
    )
    .unwrap();
    let dao = &result.daos[0].dao;
    assert_eq!(dao.len(), store.len());
    for (id, object) in dao.iter() {
        let Id::Int(seq) = id else {
            panic!("BenchmarkModel ids are Longs, got {id:?}")
        };
        let map = store
            .get(seq)
            .unwrap_or_else(|| panic!("seq {seq} missing from the generic store"));
        let Fields::Typed(record) = &object.fields else {
            panic!("seq {seq} is not typed")
        };
        for (index, prop) in model.properties.iter().enumerate() {
            assert_eq!(
                map.get(prop.journal_key()).is_some(),
                record.slot(index).is_some(),
                "seq {seq}, property {}",
                prop.name
            );
        }
    }
}

#[test]
fn typed_refuses_a_journal_of_another_dao() {
    let dir = tempfile::tempdir().unwrap();
    let path = journal(dir.path(), "other.jrl", 10, Mix::Create);
    let err = typed::run(&path, 1, "typed").unwrap_err().to_string();
    assert!(err.contains("name the file benchmark.jrl"), "{err}");
}
