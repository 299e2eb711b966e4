//! Render throughput: folio's renderer in its journal style (`c(` lines as the journal writer
//! appends them: short unquoted keys, no class for the DAO's class) and its strict-JSON style
//! (export lines), against serde_json and sonic-rs serializing the same BenchmarkModel records
//! from a `#[derive(Serialize)]` struct.
//!
//! The objects are those of a 20,000-entry generated journal (create mix) replayed by folio;
//! the structs are filled from them before timing. Before timing, the strict-JSON outputs are
//! checked to be the same documents, and the journal-style output to replay to the same
//! objects. Throughput is bytes of output per second, each writer counted by its own output.
//!
//! `cargo bench -p folio-bench --bench render -- --warm-up-time 1 --measurement-time 3`

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use folio_bench::json_value::read_json_lines;
use folio_gen::{generate, GenOptions, Mix};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use folio_store::{Object, Value, ValueRef};
use serde::Serialize;
use std::time::Duration;

const ENTRIES: u64 = 20_000;
const CLASS: &str = "foam.dao.test.BenchmarkModel";

/// BenchmarkModel as a Rust user would declare it for serde: the 49 properties under their
/// canonical names, `class` first so that the documents equal folio's export lines.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct BenchmarkModel {
    class: &'static str,
    seq: i64,
    group_id: String,
    network: String,
    conv_rate: String,
    curr_code: String,
    alt_curr_code: String,
    auth_ind: String,
    extra_data: String,
    approval_num: String,
    trace_id: String,
    resp_code: String,
    base_curr: String,
    flag1: String,
    flag2: String,
    ref1: String,
    code1: String,
    token: String,
    amount_str: String,
    status_code: String,
    account_ref: String,
    entity_ref: String,
    acquirer_ref: String,
    merchant_id: String,
    category_code: String,
    merchant_name: String,
    city: String,
    country: String,
    terminal_id: String,
    file_path: String,
    date_time1: i64,
    date1: i64,
    date2: i64,
    created_at: i64,
    value1: f64,
    value2: f64,
    value3: f64,
    amount: f64,
    fee: f64,
    base_value: f64,
    recon_value: f64,
    hold_value: f64,
    counter: i64,
    ref_seq: i64,
    source_id: i64,
    active: bool,
    priority: i64,
    lifecycle_state: i32,
    created_by: i64,
    tags: Vec<String>,
}

impl BenchmarkModel {
    fn from_object(o: &Object, reg: &Registry) -> BenchmarkModel {
        let get = |name: &str| o.get(name, reg).unwrap_or_else(|| panic!("{name} is set"));
        let s = |name: &str| match get(name) {
            ValueRef::Str(s) => s.to_string(),
            v => panic!("{name}: {v:?}"),
        };
        let i = |name: &str| match get(name) {
            ValueRef::Int(i) | ValueRef::Date(i) => i,
            v => panic!("{name}: {v:?}"),
        };
        let f = |name: &str| match get(name) {
            ValueRef::Float(f) => f,
            v => panic!("{name}: {v:?}"),
        };
        BenchmarkModel {
            class: CLASS,
            seq: i("seq"),
            group_id: s("groupId"),
            network: s("network"),
            conv_rate: s("convRate"),
            curr_code: s("currCode"),
            alt_curr_code: s("altCurrCode"),
            auth_ind: s("authInd"),
            extra_data: s("extraData"),
            approval_num: s("approvalNum"),
            trace_id: s("traceId"),
            resp_code: s("respCode"),
            base_curr: s("baseCurr"),
            flag1: s("flag1"),
            flag2: s("flag2"),
            ref1: s("ref1"),
            code1: s("code1"),
            token: s("token"),
            amount_str: s("amountStr"),
            status_code: s("statusCode"),
            account_ref: s("accountRef"),
            entity_ref: s("entityRef"),
            acquirer_ref: s("acquirerRef"),
            merchant_id: s("merchantId"),
            category_code: s("categoryCode"),
            merchant_name: s("merchantName"),
            city: s("city"),
            country: s("country"),
            terminal_id: s("terminalId"),
            file_path: s("filePath"),
            date_time1: i("dateTime1"),
            date1: i("date1"),
            date2: i("date2"),
            created_at: i("createdAt"),
            value1: f("value1"),
            value2: f("value2"),
            value3: f("value3"),
            amount: f("amount"),
            fee: f("fee"),
            base_value: f("baseValue"),
            recon_value: f("reconValue"),
            hold_value: f("holdValue"),
            counter: i("counter"),
            ref_seq: i("refSeq"),
            source_id: i("sourceId"),
            active: matches!(get("active"), ValueRef::Bool(true)),
            priority: i("priority"),
            lifecycle_state: match get("lifecycleState") {
                ValueRef::Enum(n) => n,
                v => panic!("lifecycleState: {v:?}"),
            },
            created_by: i("createdBy"),
            tags: match get("tags") {
                ValueRef::Array(items) => items
                    .iter()
                    .map(|v| match v {
                        Value::Str(s) => s.to_string(),
                        v => panic!("tags: {v:?}"),
                    })
                    .collect(),
                v => panic!("tags: {v:?}"),
            },
        }
    }
}

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

fn write_journal(objects: &[Object], registry: &Registry, out: &mut Vec<u8>) {
    out.clear();
    for o in objects {
        folio_render::write_create(o, Some(CLASS), registry, out);
    }
}

fn write_json(objects: &[Object], registry: &Registry, out: &mut Vec<u8>) {
    out.clear();
    for o in objects {
        folio_render::write_object(o, registry, out);
        out.push(b'\n');
    }
}

fn write_serde_json(records: &[BenchmarkModel], out: &mut Vec<u8>) {
    out.clear();
    for r in records {
        serde_json::to_writer(&mut *out, r).expect("serde_json writes");
        out.push(b'\n');
    }
}

fn write_sonic_rs(records: &[BenchmarkModel], out: &mut Vec<u8>) {
    out.clear();
    for r in records {
        sonic_rs::to_writer(&mut *out, r).expect("sonic-rs writes");
        out.push(b'\n');
    }
}

/// Replays journal-style text and returns the objects, sorted by id.
fn replay_journal(text: &[u8], registry: &Registry) -> Vec<Object> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("benchmark.jrl");
    std::fs::write(&path, text).expect("journal");
    let found = discover(&[path]).expect("discover");
    let mut result = replay(&found, registry, &ReplayOptions::default()).expect("replay");
    let dao = &mut result.daos[0].dao;
    dao.sorted().into_iter().map(|(_, o)| o.clone()).collect()
}

fn render(c: &mut Criterion) {
    let registry =
        Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).expect("registry");
    assert_eq!(registry.dao_class("benchmark"), Some(CLASS));
    let objects = objects(&registry);
    let records: Vec<BenchmarkModel> = objects
        .iter()
        .map(|o| BenchmarkModel::from_object(o, &registry))
        .collect();

    // Same documents from every strict-JSON writer, the same objects from the journal style.
    let mut out = Vec::with_capacity(64 << 20);
    write_journal(&objects, &registry, &mut out);
    let journal_bytes = out.len();
    assert!(
        replay_journal(&out, &registry) == objects,
        "journal style replays"
    );
    write_json(&objects, &registry, &mut out);
    let json_bytes = out.len();
    let documents = read_json_lines(&out);
    write_serde_json(&records, &mut out);
    let serde_bytes = out.len();
    assert!(read_json_lines(&out) == documents, "serde_json");
    write_sonic_rs(&records, &mut out);
    let sonic_bytes = out.len();
    assert!(read_json_lines(&out) == documents, "sonic-rs");

    let mut group = c.benchmark_group("render_20k");
    group.sample_size(10);
    group.throughput(Throughput::Bytes(journal_bytes as u64));
    group.bench_function("folio_journal", |b| {
        b.iter(|| write_journal(black_box(&objects), &registry, &mut out))
    });
    group.throughput(Throughput::Bytes(json_bytes as u64));
    group.bench_function("folio_json", |b| {
        b.iter(|| write_json(black_box(&objects), &registry, &mut out))
    });
    group.throughput(Throughput::Bytes(serde_bytes as u64));
    group.bench_function("serde_json_struct", |b| {
        b.iter(|| write_serde_json(black_box(&records), &mut out))
    });
    group.throughput(Throughput::Bytes(sonic_bytes as u64));
    group.bench_function("sonic_rs_struct", |b| {
        b.iter(|| write_sonic_rs(black_box(&records), &mut out))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = render
}
criterion_main!(benches);
