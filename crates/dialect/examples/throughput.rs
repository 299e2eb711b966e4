//! Measures how fast the dialect parser reads the benchmark journal's entries (bench/README.md).
//!
//! ```text
//! cargo run -p folio-dialect --example throughput --release [-- ENTRIES [scan|tree|skip]]
//! ```
//!
//! Naming one phase runs only that one, so `perf stat -e instructions` can compare versions on
//! a busy machine where wall times are noisy.
//!
//! Generates ENTRIES (default 200,000) runtime-shaped `c(` entries with `folio-gen` in memory,
//! then times, best of five runs: the line scan alone (the floor), `parse_object` into the
//! generic tree, and `Cursor::skip_value` (validation without building).

use std::hint::black_box;
use std::time::{Duration, Instant};

use folio_dialect::{parse_object, Cursor};
use folio_gen::{generate, GenOptions, Mix};

/// The entry bodies of a journal: every line but the header's version and comment lines,
/// without `c(` and `)`.
fn bodies(journal: &[u8]) -> Vec<&[u8]> {
    journal
        .split(|&b| b == b'\n')
        .filter(|line| line.len() > 3 && line[0] != b'/' && line[0] != b'v')
        .map(|line| &line[2..line.len() - 1])
        .collect()
}

/// The best of five timings of `f`.
fn best(mut f: impl FnMut()) -> Duration {
    (0..5)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn report(name: &str, took: Duration, entries: usize, bytes: usize) {
    let s = took.as_secs_f64();
    println!(
        "{name:<24} {:>8.1} ms {:>10.0} entries/s {:>8.1} MB/s",
        s * 1e3,
        entries as f64 / s,
        bytes as f64 / s / 1e6
    );
}

fn main() {
    let entries: u64 = std::env::args()
        .nth(1)
        .map(|n| n.parse().expect("ENTRIES must be a number"))
        .unwrap_or(200_000);
    let mut journal = Vec::new();
    let opts = GenOptions {
        entries,
        seed: 1,
        mix: Mix::Create,
    };
    generate(&opts, &mut journal).expect("generate");
    let bodies = bodies(&journal);
    let only = std::env::args().nth(2);
    let run = |name: &str| only.as_deref().is_none_or(|o| o == name);
    let bytes: usize = bodies.iter().map(|b| b.len()).sum();
    println!(
        "{} entries, {:.1} MB of bodies",
        bodies.len(),
        bytes as f64 / 1e6
    );

    if run("scan") {
        let scan = best(|| {
            black_box(memchr::memchr_iter(b'\n', black_box(&journal)).count());
        });
        report("line scan", scan, bodies.len(), bytes);
    }
    if run("tree") {
        let tree = best(|| {
            for body in &bodies {
                black_box(parse_object(body).expect("parse"));
            }
        });
        report("parse_object (tree)", tree, bodies.len(), bytes);
    }
    if run("skip") {
        let skip = best(|| {
            for body in &bodies {
                let mut cur = Cursor::new(body);
                cur.skip_value().expect("skip");
                black_box(cur.pos());
            }
        });
        report("skip_value", skip, bodies.len(), bytes);
    }
}
