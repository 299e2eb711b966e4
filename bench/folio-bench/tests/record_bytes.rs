//! Memory per live object: the bytes of a BenchmarkModel object's record, averaged over the
//! objects a generated create journal leaves (print with `cargo test -p folio-bench --test
//! record_bytes -- --nocapture`).

use folio_gen::{generate, GenOptions, Mix};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use folio_store::{Fields, Id, Object};

#[test]
fn benchmark_records_take_less_than_their_slots_did() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("benchmark.jrl");
    let opts = GenOptions {
        entries: 1000,
        seed: 1,
        mix: Mix::Create,
    };
    generate(&opts, std::fs::File::create(&path).unwrap()).unwrap();
    let registry = Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
    let found = discover(&[path]).unwrap();
    let result = replay(&found, &registry, &ReplayOptions::default()).unwrap();
    let dao = &result.daos[0].dao;
    let (mut objects, mut bytes) = (0, 0);
    for (_, object) in dao.iter() {
        let Fields::Typed(record) = &object.fields else {
            panic!("BenchmarkModel objects are typed")
        };
        objects += 1;
        bytes += record.heap_bytes();
    }
    assert_eq!(objects, 1000);
    let per_object = bytes / objects;
    println!(
        "BenchmarkModel record: {per_object} bytes per object (one allocation; arrays' elements \
         inside, other rare values own more), (id, object) pair {} bytes",
        std::mem::size_of::<(Id, Object)>()
    );
    // 49 slots of `Option<Value>` took 49 x 24 = 1,176 bytes before any long string.
    assert!(per_object < 49 * 24, "{per_object}");
}
