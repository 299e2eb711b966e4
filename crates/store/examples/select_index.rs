//! Equality select over 1M objects: a scan against a hash index.
//!
//! `cargo run --release -p folio-store --example select_index [OBJECTS]`
//!
//! Objects are generic `{id, status, n}` with `status` one of 1,000 strings, so a select on
//! `status` matches 0.1% of them. Prints per-query times and the ratio.

use folio_models::Registry;
use folio_store::{Class, Dao, Id, Map, Object, Op, Page, Predicate, Value};
use std::time::Instant;

fn main() {
    let n: i64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let registry = Registry::empty();
    let mut dao = Dao::new("bench");
    for i in 0..n {
        let mut map = Map::new();
        map.insert("id".into(), Value::Int(i));
        map.insert("status".into(), Value::Str(format!("s{}", i % 1000).into()));
        map.insert("n".into(), Value::Int(i % 7));
        dao.apply(
            Op::Create,
            Id::Int(i),
            Object::generic(Class::Anonymous, map),
            &registry,
        );
    }
    let filters: Vec<Predicate> = (0..50)
        .map(|k| Predicate::all().and_eq("status", Value::Str(format!("s{}", k * 17).into())))
        .collect();
    let run = |dao: &Dao| -> (f64, f64, usize) {
        let start = Instant::now();
        let mut found = 0;
        for f in &filters {
            found += dao.select(f, &[], Page::default(), &registry).len();
        }
        let select = start.elapsed().as_secs_f64() / filters.len() as f64;
        let start = Instant::now();
        for f in &filters {
            found += dao.count(f, &registry);
        }
        let count = start.elapsed().as_secs_f64() / filters.len() as f64;
        (select, count, found)
    };
    let (scan_select, scan_count, scan_found) = run(&dao);
    let start = Instant::now();
    dao.add_index("status", &registry);
    let build = start.elapsed().as_secs_f64();
    let (index_select, index_count, index_found) = run(&dao);
    assert_eq!(scan_found, index_found, "the index changed an answer");
    println!(
        "objects: {n}, matches per query: {}",
        scan_found / 2 / filters.len()
    );
    println!(
        "scan:  select {:.3} ms, count {:.3} ms ({:.1} M objects/s)",
        scan_select * 1e3,
        scan_count * 1e3,
        n as f64 / scan_count / 1e6
    );
    println!(
        "index: select {:.3} ms, count {:.3} ms (built in {:.0} ms)",
        index_select * 1e3,
        index_count * 1e3,
        build * 1e3
    );
    println!(
        "index / scan: select {:.0}x, count {:.0}x",
        scan_select / index_select,
        scan_count / index_count
    );
}
