//! The benchmark suite (bench/README.md): folio's variants, one per process, and the table that puts
//! them next to the JVM peers.
//!
//! `bench/run.sh` drives it: it generates the journal, then runs `folio-bench run VARIANT FILE`
//! once per folio variant (each prints one JSON line, [`Measured::to_json_line`]) and each JVM
//! peer, every one of them wrapped in `folio-bench exec` (which adds the time from spawning the
//! process to its exit, `process_wall_s`, and for the JVM the child's peak RSS, to the
//! variant's own JSON line), plus `folio_cli`, the real `folio replay`, timed from outside only
//! ([`PROCESS_ONLY`]); finally `folio-bench table` turns the collected lines into the table,
//! the JSON results file and the section of `BENCHMARKS.md` ([`table`]).
//!
//! ```no_run
//! use folio_bench::{line_scan, Measured};
//!
//! let m: Measured = line_scan::run("target/bench/create-1000-1/benchmark.jrl".as_ref())?;
//! println!("{}", m.to_json_line());
//! # Ok::<(), folio_bench::BenchError>(())
//! ```
//!
//! # Contents
//! - [`generic`]: the naive design, parse into the generic value tree and store the tree.
//! - [`typed`]: folio's real replay, one thread or all cores.
//! - [`peers`]: the Rust peers, serde_json and sonic-rs into a derived struct, on the
//!   journal's strict-JSON twin.
//! - [`line_scan`]: read the file and split it into lines: the floor.
//! - [`digest`]: the digest of a final state, the same on every row that builds objects.
//! - [`Measured`]: what a variant reports (`measured.rs`); [`usage`]: peak resident memory and CPU time.
//! - [`expect`]: what the generator promises a journal holds, for checking every row.
//! - [`table`]: the results table, its JSON file and its `BENCHMARKS.md` section;
//!   [`markdown`]: replacing one section of that file.
//! - [`writes`]: acknowledged writes/s of the journal writer per fsync policy and writers,
//!   next to Redis (`bench/run.sh --writes`).
//! - [`charts`]: SVG charts of the results files (`folio-bench charts`, BENCHMARKS.md's
//!   charts).
//! - [`keys`], [`json_value`]: what the micro-benchmarks compare folio against.

pub mod charts;
pub mod digest;
pub mod expect;
pub mod generic;
pub mod json_value;
pub mod keys;
pub mod line_scan;
pub mod load;
pub mod markdown;
mod measured;
pub mod peers;
pub mod table;
pub mod typed;
pub mod usage;
pub mod writes;

pub use measured::{BenchError, Measured};

/// Every variant of the suite, in table order. The first is the base of the ratio columns.
/// `jackson_tuned_bytes` is the JVM peers' third row (`bench/jvm/README.md`): the tuned
/// parser fed raw bytes instead of Strings, the strongest JVM row, shown next to the six rows
/// of bench/README.md; `jackson_tuned_cold` is `jackson_tuned` in one cold pass, no warm-up,
/// for its whole-process time; `serde_json_typed` and `sonic_rs_typed` are the Rust peers;
/// `folio_cli` is the [`PROCESS_ONLY`] row.
pub const VARIANTS: [&str; 12] = [
    "generic",
    "typed",
    "typed_all_cores",
    "typed_untimed",
    "folio_cli",
    "serde_json_typed",
    "sonic_rs_typed",
    "jackson_seed",
    "jackson_tuned",
    "jackson_tuned_bytes",
    "jackson_tuned_cold",
    "line_scan",
];

/// The rows measured from outside only: their program prints no JSON line of its own, so they
/// have a whole-process time (`process_wall_s`, from `folio-bench exec --process-only`) and no
/// in-process one, and their check is their exit status. `folio_cli` is
/// `folio replay JOURNAL --models REGISTRY --threads 1` as a user runs it.
pub const PROCESS_ONLY: [&str; 1] = ["folio_cli"];

/// Frames per chunk in the generic variant: the same as folio's replay runner, so the two are
/// timed the same way (one clock read per chunk for read and parse).
pub(crate) const CHUNK: usize = 2048;
