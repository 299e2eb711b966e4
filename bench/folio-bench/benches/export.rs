//! Export throughput (docs/format.md, bench/README.md): the same objects written as JSON lines by folio's
//! renderer (`folio_render::write_object`), by serde_json, and by sonic-rs.
//!
//! The objects are those of a 20,000-entry generated journal (create mix) replayed by folio.
//! For serde_json and sonic-rs, each object is converted once, before timing, into the
//! equivalent `serde_json::Value` (`folio_bench::json_value`: `"class"` first, canonical
//! names in model order, epoch-ms dates, enum ordinals), and for sonic-rs also into its own
//! `sonic_rs::Value`; only the writing is timed. Every writer's output is parsed back and
//! checked equal to the others' before timing. Throughput is bytes of output per second, each
//! writer counted by its own output (they differ only in how doubles are printed).
//!
//! `cargo bench -p folio-bench --bench export`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use folio_bench::json_value::{object_to_json, read_json_lines as parse_lines};
use folio_gen::{generate, GenOptions, Mix};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use folio_store::Object;
use std::time::Duration;

const ENTRIES: u64 = 20_000;

fn objects(registry: &Registry) -> Vec<Object> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("benchmark.jrl");
    let file = std::fs::File::create(&path).expect("journal");
    let opts = GenOptions {
        entries: ENTRIES,
        seed: 1,
        mix: Mix::Create,
    };
    generate(&opts, file).expect("generate");
    let found = discover(&[path]).expect("discover");
    let options = ReplayOptions {
        threads: 1,
        ..ReplayOptions::default()
    };
    let mut result = replay(&found, registry, &options).expect("replay");
    let dao = &mut result.daos[0].dao;
    assert_eq!(dao.len() as u64, ENTRIES);
    dao.sorted().into_iter().map(|(_, o)| o.clone()).collect()
}

fn write_folio(objects: &[Object], registry: &Registry, out: &mut Vec<u8>) {
    out.clear();
    for o in objects {
        folio_render::write_object(o, registry, out);
        out.push(b'\n');
    }
}

fn write_serde_json(values: &[serde_json::Value], out: &mut Vec<u8>) {
    out.clear();
    for v in values {
        serde_json::to_writer(&mut *out, v).expect("serde_json writes");
        out.push(b'\n');
    }
}

fn write_sonic_rs<T: serde::Serialize>(values: &[T], out: &mut Vec<u8>) {
    out.clear();
    for v in values {
        sonic_rs::to_writer(&mut *out, v).expect("sonic-rs writes");
        out.push(b'\n');
    }
}

fn export(c: &mut Criterion) {
    let registry =
        Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).expect("registry");
    let objects = objects(&registry);
    let values: Vec<serde_json::Value> = objects
        .iter()
        .map(|o| object_to_json(o, &registry))
        .collect();
    let sonic_values: Vec<sonic_rs::Value> = values
        .iter()
        .map(|v| sonic_rs::to_value(v).expect("sonic-rs value"))
        .collect();

    // Same documents from every writer, before anything is timed.
    let mut out = Vec::with_capacity(64 << 20);
    write_folio(&objects, &registry, &mut out);
    let folio_bytes = out.len();
    assert_eq!(parse_lines(&out), values, "folio vs the converted values");
    write_serde_json(&values, &mut out);
    let serde_bytes = out.len();
    assert_eq!(parse_lines(&out), values, "serde_json");
    write_sonic_rs(&values, &mut out);
    let sonic_serde_bytes = out.len();
    assert_eq!(parse_lines(&out), values, "sonic-rs from serde_json::Value");
    write_sonic_rs(&sonic_values, &mut out);
    let sonic_bytes = out.len();
    assert_eq!(parse_lines(&out), values, "sonic-rs from sonic_rs::Value");

    let mut group = c.benchmark_group("export_20k");
    group.sample_size(20);
    group.throughput(Throughput::Bytes(folio_bytes as u64));
    group.bench_function("folio_render", |b| {
        b.iter(|| write_folio(black_box(&objects), &registry, &mut out))
    });
    group.throughput(Throughput::Bytes(serde_bytes as u64));
    group.bench_function("serde_json", |b| {
        b.iter(|| write_serde_json(black_box(&values), &mut out))
    });
    group.throughput(Throughput::Bytes(sonic_serde_bytes as u64));
    group.bench_function("sonic_rs_serde_value", |b| {
        b.iter(|| write_sonic_rs(black_box(&values), &mut out))
    });
    group.throughput(Throughput::Bytes(sonic_bytes as u64));
    group.bench_function("sonic_rs_value", |b| {
        b.iter(|| write_sonic_rs(black_box(&sonic_values), &mut out))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = export
}
criterion_main!(benches);
