//! The benchmark journal generator (`folio gen`); the workload is described in bench/README.md.
//!
//! [`generate`] writes a journal for the `benchmark` DAO whose class is
//! `foam.dao.test.BenchmarkModel`: a version record, a comment, then one single-line entry per
//! record in the runtime shape (unquoted short keys, epoch-ms dates, Java-style doubles, enum
//! ordinals), about 0.9 KB per create. The output depends only on [`GenOptions`], so a seed
//! names a file: the same options give the same bytes on every machine and release.
//!
//! [`generate_with_twin`] also writes the journal's strict-JSON twin (every key quoted, short
//! names spelled out), which `folio gen --twin` saves as `X.strict` next to `X.jrl`
//! ([`twin_path`]): the input of the benchmark's serde_json and sonic-rs peers.
//!
//! ```
//! use folio_gen::{generate, GenOptions, Mix};
//!
//! let mut journal = Vec::new();
//! let opts = GenOptions { entries: 1_000, seed: 42, mix: Mix::Mixed };
//! let summary = generate(&opts, &mut journal).unwrap();
//! assert_eq!(summary.entries, 1_000);
//! assert_eq!(summary.creates + summary.puts + summary.removes, 1_000);
//! assert_eq!(summary.bytes, journal.len() as u64);
//! assert!(journal.starts_with(b"v({\"version\":\"\"})\n//"));
//! ```
//!
//! [`BENCHMARK_MODELS_JSON`] is the model registry (docs/format.md, "Model registry") that reads
//! it in typed mode; [`models_json_for`] gives the same registry for a journal of another name.

mod entry;
mod rng;
mod twin;

pub use entry::{CREATE_KEYS, UNKNOWN_KEYS};
pub use twin::{canonical, twin_line, twin_path, SHORT_NAMES};

use std::io::{self, Write};

/// The registry document (docs/format.md, "Model registry") for the benchmark DAO:
/// `foam.dao.test.BenchmarkModel` and the `foam.core.auth.LifecycleState` enum, copied from the
/// FOAM registry, and `"daos": {"benchmark": "foam.dao.test.BenchmarkModel"}`.
pub const BENCHMARK_MODELS_JSON: &str = include_str!("../models/benchmark-models.json");

/// [`BENCHMARK_MODELS_JSON`] with its `daos` map naming `dao` instead of `benchmark`: the
/// registry that types a benchmark journal saved under another name (`x.jrl` is DAO `x`).
/// `dao` is written as a JSON string, escaped as needed.
pub fn models_json_for(dao: &str) -> String {
    let from = format!("\"{BENCHMARK_DAO}\": \"{BENCHMARK_CLASS}\"");
    debug_assert_eq!(BENCHMARK_MODELS_JSON.matches(&from).count(), 1);
    let mut name = String::with_capacity(dao.len() + 2);
    name.push('"');
    for c in dao.chars() {
        match c {
            '"' => name.push_str("\\\""),
            '\\' => name.push_str("\\\\"),
            c if (c as u32) < 0x20 => name.push_str(&format!("\\u{:04x}", c as u32)),
            c => name.push(c),
        }
    }
    name.push('"');
    BENCHMARK_MODELS_JSON.replacen(&from, &format!("{name}: \"{BENCHMARK_CLASS}\""), 1)
}

/// The DAO the benchmark journal belongs to (its file is named `benchmark` or `benchmark.jrl`).
pub const BENCHMARK_DAO: &str = "benchmark";

/// The class of every object in the benchmark journal.
pub const BENCHMARK_CLASS: &str = "foam.dao.test.BenchmarkModel";

/// Which operations the journal holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mix {
    /// Only `c(` creates, ids 1..=N: the headline workload.
    Create,
    /// About 75% creates, 20% `p(` deltas of a live id and 5% `r(` removes of a live id, so
    /// that merge and remove are measured too.
    Mixed,
}

/// What to generate.
#[derive(Debug, Clone)]
pub struct GenOptions {
    /// Data entries to write (creates + puts + removes), not counting the two header lines.
    pub entries: u64,
    /// Seeds the generator's PRNG; different seeds give different journals.
    pub seed: u64,
    /// Which operations to write.
    pub mix: Mix,
}

/// What [`generate`] wrote. Exact: replaying the journal must give these counts.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GenSummary {
    /// Data entries written (`creates + puts + removes`).
    pub entries: u64,
    /// `c(` entries; their ids are `1..=creates`.
    pub creates: u64,
    /// `p(` entries, each to an id that is live at that point.
    pub puts: u64,
    /// `r(` entries, each of an id that is live at that point (so never twice).
    pub removes: u64,
    /// Bytes written, header lines included.
    pub bytes: u64,
    /// Objects live after replaying the whole journal: `creates - removes`.
    pub live_objects: u64,
}

/// Output is handed to the writer in chunks of about this size, so callers need no
/// `BufWriter` of their own and every `write` call is large.
const CHUNK: usize = 1 << 20;

/// Percent of `Mix::Mixed` entries that are removes and puts; the rest are creates.
const MIXED_REMOVE_PERCENT: u64 = 5;
const MIXED_PUT_PERCENT: u64 = 20;

/// Writes the benchmark journal. Deterministic for a given [`GenOptions`].
///
/// The journal is line 1 `v({"version":""})`, line 2 a `//` comment naming the options, then
/// `opts.entries` single-line data entries, every line ending in `\n` and pure ASCII. Output
/// goes to `out` in ~1 MiB writes, and `out` is flushed at the end. Costs about a microsecond
/// per entry; memory is one chunk plus, for `Mix::Mixed`, 8 bytes per live id.
pub fn generate<W: Write>(opts: &GenOptions, out: W) -> io::Result<GenSummary> {
    generate_into(opts, out, None)
}

/// [`generate`], and also the journal's strict-JSON twin into `twin`: the same lines, each
/// entry's body strict JSON with every key quoted and short names spelled out as canonical
/// names ([`twin_line`]), for parsers that read only strict JSON. Save it under
/// [`twin_path`] of the journal's path (`X.strict`), a name discovery skips. The summary is
/// the journal's.
pub fn generate_with_twin<W: Write, T: Write>(
    opts: &GenOptions,
    out: W,
    mut twin: T,
) -> io::Result<GenSummary> {
    generate_into(opts, out, Some(&mut twin))
}

fn generate_into<W: Write>(
    opts: &GenOptions,
    mut out: W,
    mut twin: Option<&mut dyn Write>,
) -> io::Result<GenSummary> {
    let mut buf = Vec::with_capacity(CHUNK + 4096);
    // The twin of `buf` (always whole lines when it is written out), when one is wanted.
    let mut twin_buf = Vec::new();
    let mut summary = GenSummary::default();
    let mut writer = entry::EntryWriter::new(opts.seed);
    // Live ids, only tracked for the mixed journal: puts and removes pick one uniformly,
    // removes take it out with swap_remove, so neither ever touches a removed id.
    let mut live: Vec<u64> = Vec::new();

    buf.extend_from_slice(b"v({\"version\":\"\"})\n");
    let mix = match opts.mix {
        Mix::Create => "create",
        Mix::Mixed => "mixed",
    };
    writeln!(
        buf,
        "// folio gen: benchmark journal of {BENCHMARK_CLASS}, entries={} seed={} mix={mix}",
        opts.entries, opts.seed
    )?;

    for _ in 0..opts.entries {
        let roll = match opts.mix {
            Mix::Create => 100,
            Mix::Mixed if live.is_empty() => 100,
            Mix::Mixed => writer.rng.below(100),
        };
        if roll < MIXED_REMOVE_PERCENT {
            let index = writer.rng.below(live.len() as u64) as usize;
            let seq = live.swap_remove(index);
            writer.remove(&mut buf, seq);
            summary.removes += 1;
        } else if roll < MIXED_REMOVE_PERCENT + MIXED_PUT_PERCENT {
            let seq = live[writer.rng.below(live.len() as u64) as usize];
            writer.put(&mut buf, seq);
            summary.puts += 1;
        } else {
            summary.creates += 1;
            let seq = summary.creates;
            writer.create(&mut buf, seq);
            if opts.mix == Mix::Mixed {
                live.push(seq);
            }
        }
        if buf.len() >= CHUNK {
            write_twin(&mut twin, &buf, &mut twin_buf)?;
            out.write_all(&buf)?;
            summary.bytes += buf.len() as u64;
            buf.clear();
        }
    }
    write_twin(&mut twin, &buf, &mut twin_buf)?;
    out.write_all(&buf)?;
    summary.bytes += buf.len() as u64;
    out.flush()?;
    if let Some(twin) = twin {
        twin.flush()?;
    }

    summary.entries = opts.entries;
    summary.live_objects = summary.creates - summary.removes;
    Ok(summary)
}

/// Writes the twin of `lines` (whole lines) to `twin`, if there is one.
fn write_twin(
    twin: &mut Option<&mut dyn Write>,
    lines: &[u8],
    buf: &mut Vec<u8>,
) -> io::Result<()> {
    let Some(twin) = twin else {
        return Ok(());
    };
    buf.clear();
    for line in lines.split_inclusive(|&b| b == b'\n') {
        twin_line(line, buf);
    }
    twin.write_all(buf)
}
