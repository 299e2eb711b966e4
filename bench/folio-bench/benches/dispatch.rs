//! Field dispatch (docs/semantics.md, bench/README.md): a key's property index in `foam.dao.test.BenchmarkModel`
//! through the model's compiled dispatcher (`Model::slot`) vs chains of string comparisons
//! (`folio_bench::keys`), on the same inputs, with the same results asserted first.
//!
//! Two inputs:
//! - `entry`: the 57 keys of a generated create entry in the order the journal writes them
//!   (49 properties, short names where the model has one, and 8 unknown keys). Every entry
//!   repeats this order, so the branch predictor learns it, as it does in a real replay.
//! - `scrambled`: 4,096 keys drawn at random from those 57 and the 49 canonical names, so
//!   neither side profits from a learnt order.
//!
//! `cargo bench -p folio-bench --bench dispatch`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use folio_bench::keys::{slot_by_chain, slot_by_match};
use folio_models::Registry;
use std::time::Duration;

fn inputs(registry: &Registry) -> Vec<(&'static str, Vec<Vec<u8>>)> {
    let model = registry
        .model_by_class(folio_gen::BENCHMARK_CLASS)
        .expect("the benchmark model");
    let entry: Vec<Vec<u8>> = folio_gen::CREATE_KEYS
        .iter()
        .map(|k| k.as_bytes().to_vec())
        .collect();
    let mut pool = entry.clone();
    pool.extend(model.properties.iter().map(|p| p.name.as_bytes().to_vec()));
    // A fixed xorshift, so every run looks up the same keys.
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let scrambled = (0..4096)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            pool[(state % pool.len() as u64) as usize].clone()
        })
        .collect();
    vec![("entry", entry), ("scrambled", scrambled)]
}

/// Looks every key up (each through `black_box`, so no lookup is hoisted or folded) and
/// combines the results so none is optimised away. Generic, so each dispatcher is inlined.
#[inline(always)]
fn sum(keys: &[Vec<u8>], slot: impl Fn(&[u8]) -> Option<usize>) -> usize {
    keys.iter()
        .map(|k| slot(black_box(k.as_slice())).unwrap_or(usize::MAX))
        .fold(0usize, usize::wrapping_add)
}

fn dispatch(c: &mut Criterion) {
    let registry =
        Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).expect("registry");
    let model = registry
        .model_by_class(folio_gen::BENCHMARK_CLASS)
        .expect("the benchmark model");
    for (name, keys) in inputs(&registry) {
        let want: Vec<Option<usize>> = keys.iter().map(|k| model.slot(k)).collect();
        let by_match: Vec<Option<usize>> = keys.iter().map(|k| slot_by_match(k)).collect();
        let by_chain: Vec<Option<usize>> = keys.iter().map(|k| slot_by_chain(k)).collect();
        assert_eq!(by_match, want, "match disagrees with the dispatcher");
        assert_eq!(
            by_chain, want,
            "if/else chain disagrees with the dispatcher"
        );

        let mut group = c.benchmark_group(format!("dispatch/{name}"));
        group.throughput(Throughput::Elements(keys.len() as u64));
        group.bench_function("model_slot", |b| b.iter(|| sum(&keys, |k| model.slot(k))));
        group.bench_function("match_str", |b| b.iter(|| sum(&keys, slot_by_match)));
        group.bench_function("if_chain", |b| b.iter(|| sum(&keys, slot_by_chain)));
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = dispatch
}
criterion_main!(benches);
