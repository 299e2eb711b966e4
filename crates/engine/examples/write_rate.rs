//! Writes per second of a writable engine: `cargo run --release -p folio-engine --example
//! write_rate -- [THREADS] [WRITES_PER_THREAD] [always|batch|never]` (defaults: 4 2000 always).
//! Each write is a put of a small generic object to one DAO, on a temporary directory.

use folio_engine::{Engine, EngineOptions, FsyncPolicy};
use folio_models::Registry;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let threads: u64 = args.next().map_or(4, |a| a.parse().expect("THREADS"));
    let writes: u64 = args
        .next()
        .map_or(2000, |a| a.parse().expect("WRITES_PER_THREAD"));
    let policy = match args.next().as_deref() {
        None | Some("always") => FsyncPolicy::Always,
        Some("batch") => FsyncPolicy::Batch,
        Some("never") => FsyncPolicy::Never,
        Some(other) => panic!("unknown policy {other}"),
    };
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("things"), "").expect("an empty journal");
    let options = EngineOptions {
        writable: true,
        fsync: policy,
        ..EngineOptions::default()
    };
    let engine = Engine::open(&[dir.path().into()], Registry::empty(), options).expect("open");
    let start = Instant::now();
    std::thread::scope(|s| {
        for t in 0..threads {
            let engine = &engine;
            s.spawn(move || {
                for i in 0..writes {
                    let text = format!(
                        "{{class:\"x.Thing\",id:{},name:\"thing {i}\",n:{i},ok:true}}",
                        t * writes + i % 500
                    );
                    let object = engine.decode("things", text.as_bytes()).expect("decode");
                    engine.put("things", object).expect("put");
                }
            });
        }
    });
    let wall = start.elapsed();
    let total = threads * writes;
    let stats = engine.write_stats("things").expect("the DAO");
    println!(
        "{policy}: {threads} threads x {writes} puts in {wall:?}: {:.0} writes/s, {:.3} fsyncs/write, {} bytes",
        total as f64 / wall.as_secs_f64(),
        stats.fsyncs as f64 / total as f64,
        stats.bytes
    );
}
