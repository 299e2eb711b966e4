//! The `typed`, `typed_all_cores` and `typed_untimed` variants: folio's own replay (bench/README.md,
//! rows 2 and 3, and the cost of phase timing).
//!
//! Exactly what `folio replay --threads N` does with the benchmark registry: discover the
//! journal, replay it with [`folio_replay::replay`], and take entries, objects and phases from
//! its counters. The registry ([`folio_gen::BENCHMARK_MODELS_JSON`]) is loaded before the
//! clock starts, as a running system has it loaded at boot. After the clock stops, each row
//! computes the digest of its final state ([`crate::digest`]): the value every peer row must
//! match.

use crate::measured::CpuClock;
use crate::{BenchError, Measured};
use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::path::Path;
use std::time::Instant;

/// Replays `path` with folio on `threads` worker threads (0: one per core) and reports it as
/// the row `variant`.
///
/// The journal's DAO must be `benchmark` (the file named `benchmark.jrl`): that name is what
/// maps it to `foam.dao.test.BenchmarkModel` in the registry's `daos`; any other name would
/// replay untyped and measure something else, so it is refused.
pub fn run(path: &Path, threads: usize, variant: &str) -> Result<Measured, BenchError> {
    let options = ReplayOptions {
        threads,
        ..ReplayOptions::default()
    };
    run_with(path, &options, variant)
}

/// `typed` with phase timing off (`ReplayOptions::timing = false`): compared with `typed` in
/// the same run, it shows what timing the phases costs. It reports no phases (the table shows
/// dashes, not zeros).
pub fn run_untimed(path: &Path) -> Result<Measured, BenchError> {
    let options = ReplayOptions {
        threads: 1,
        timing: false,
        ..ReplayOptions::default()
    };
    run_with(path, &options, "typed_untimed")
}

fn run_with(path: &Path, options: &ReplayOptions, variant: &str) -> Result<Measured, BenchError> {
    let registry = Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes())
        .map_err(|e| BenchError::Folio(format!("benchmark registry: {e}")))?;

    let start = Instant::now();
    let cpu_clock = CpuClock::start();
    let found = discover(&[path.to_path_buf()]).map_err(|e| BenchError::Folio(format!("{e}")))?;
    let names: Vec<&str> = found.daos.iter().map(|d| d.name.as_str()).collect();
    if names != [folio_gen::BENCHMARK_DAO] {
        return Err(BenchError::Journal(format!(
            "{}: its DAO is {names:?}, not \"{}\": name the file {}.jrl",
            path.display(),
            folio_gen::BENCHMARK_DAO,
            folio_gen::BENCHMARK_DAO
        )));
    }
    let result =
        replay(&found, &registry, options).map_err(|e| BenchError::Folio(format!("{e}")))?;
    let wall = start.elapsed();
    let spent = cpu_clock.stop();

    let total = result.total();
    let peak_rss_kb = crate::usage::peak_rss_kb();
    // After the clock: what every peer row's digest must equal.
    // (Discovery found exactly the benchmark DAO, checked above.)
    let digest = result
        .daos
        .first()
        .map(|d| crate::digest::of_dao(&d.dao, &registry).hex());
    let measured = Measured {
        variant: variant.into(),
        entries: total.create + total.put + total.remove,
        objects: Some(total.objects),
        failed: Some(total.failed),
        wall,
        cpu: spent.own,
        cpu_system: spent.own_system,
        others_cpu: spent.others,
        phases: options.timing.then(|| result.total_phases()),
        threads: Some(result.threads),
        decode_paths: Some((total.fast_path, total.fallback)),
        peak_rss_kb,
        digest,
        input_bytes: None,
    };
    // Freeing the store is not part of replay, and the process ends next.
    std::mem::forget(result);
    Ok(measured)
}
