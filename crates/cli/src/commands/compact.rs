//! `folio compact PATH [--models FILE] (--out DIR | --in-place)`: makes each DAO's journal as
//! short as its state (docs/durability.md, "Compaction").

use crate::args::{Inputs, Json};
use crate::progress::{Progress, Unit};
use crate::Fatal;
use folio_engine::{compact_in_place, compact_to_dir, CompactError, CompactOptions, CompactReport};
use folio_replay::ReplayOptions;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("target").required(true).args(["out", "in_place"])))]
// PATH is required here (the examples are never compacted), and help and man pages say so.
#[command(mut_arg("paths", |a| a.required(true).help("Journal files or directories (walked recursively)")))]
#[command(after_help = "Examples:
  folio compact data/ --models models.json --out compacted/
  folio compact data/ --models models.json --in-place")]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// Write a new tree here: per DAO one journal of one `c(` per live object.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Replace each DAO's runtime files (`X.0`, `X.1`, ..., `X`) by one new `X`; `X.jrl`
    /// files are never touched. Safe against a crash at any instant; needs the DAO's lock.
    #[arg(long)]
    in_place: bool,
    /// Rewrite also DAOs whose replay drops keys the registry does not model or values of the
    /// wrong type: they are lost from the rewritten journal. Without it such DAOs are refused.
    #[arg(long)]
    drop_unknown: bool,
    #[command(flatten)]
    json: Json,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let opened = args.inputs.open()?;
    if opened.unreadable > 0 && args.in_place {
        // The state of a DAO with an unreadable file is not known, so neither is what
        // would replace its runtime files.
        return Err(Fatal::Usage(format!(
            "{} file(s) could not be read; not compacted in place",
            opened.unreadable
        )));
    }
    let (registry, discovery) = (opened.registry, opened.discovery);
    // Compaction reads each journal twice (the check that nothing would be lost, then the
    // state) and the journal it writes once more (the verification, about as many bytes for a
    // journal of creates): the bar counts every byte replayed against three times the input.
    let input = super::journal_bytes(&discovery);
    let progress = Progress::phase(Some("compacting"), 3 * input, Unit::Bytes);
    let options = CompactOptions {
        replay: ReplayOptions {
            threads: args.inputs.threads,
            progress: Some(progress.bytes.clone()),
            ..ReplayOptions::default()
        },
        stop_after: None,
        drop_unknown: args.drop_unknown,
    };
    let start = Instant::now();
    let report = match &args.out {
        Some(dir) => compact_to_dir(&discovery, &registry, dir, &options),
        None => compact_in_place(&args.inputs.paths, &discovery, &registry, &options),
    };
    progress.finish();
    let report = report.map_err(|e| match e {
        // The first DAO in full, the others in brief: the message stays one line.
        CompactError::Collapsed(daos) => Fatal::Collapsed(
            daos.iter()
                .enumerate()
                .map(|(i, c)| match i {
                    0 => super::collapse_text(c, &registry),
                    _ => super::collapse_brief(c),
                })
                .collect(),
        ),
        e => Fatal::Compact(e),
    })?;
    let seconds = start.elapsed().as_secs_f64();
    if args.json.json {
        println!("{}", json(&report, seconds));
    } else {
        print_lines(&report, seconds);
    }
    Ok(super::exit_code(0, opened.unreadable))
}

fn print_lines(report: &CompactReport, seconds: f64) {
    for d in &report.daos {
        eprintln!(
            "folio compact: {}: {} objects, {} removes, {} -> {} bytes ({})",
            d.name,
            d.objects,
            d.removes,
            d.bytes_read,
            d.bytes_written,
            d.journal.display()
        );
        if d.bad_entries > 0 {
            eprintln!(
                "folio compact: {}: {} bad entries applied nothing and are not carried over",
                d.name, d.bad_entries
            );
        }
        match &d.snapshot {
            Some(Ok(path)) => eprintln!("folio compact: {}: snapshot {}", d.name, path.display()),
            Some(Err(why)) => eprintln!(
                "folio compact: {}: no snapshot left ({why}); the next open replays it in full",
                d.name
            ),
            None => {}
        }
        if let Some(torn) = &d.torn {
            eprintln!(
                "folio compact: {}: the last line ({} bytes) had no line end: given one, a copy kept in {}",
                d.name,
                torn.len,
                torn.kept_in.display()
            );
        }
    }
    for name in &report.unchanged {
        eprintln!("folio compact: {name}: no runtime files, left alone");
    }
    let (read, written) = report.bytes();
    eprintln!(
        "folio compact: {} DAOs, {read} bytes read, {written} written in {:.3} s ({:.1} MB/s)",
        report.daos.len(),
        seconds,
        (read + written) as f64 / 1e6 / seconds.max(1e-9)
    );
}

fn json(report: &CompactReport, seconds: f64) -> serde_json::Value {
    let (read, written) = report.bytes();
    let daos: Vec<_> = report
        .daos
        .iter()
        .map(|d| {
            serde_json::json!({
                "name": d.name,
                "journal": d.journal.display().to_string(),
                "objects": d.objects,
                "removes": d.removes,
                "bytes_read": d.bytes_read,
                "bytes_written": d.bytes_written,
                "replaced": d.replaced.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
                "bad_entries": d.bad_entries,
                "torn_bytes": d.torn.as_ref().map_or(0, |t| t.len),
                "snapshot": match &d.snapshot {
                    Some(Ok(path)) => serde_json::json!(path.display().to_string()),
                    _ => serde_json::Value::Null,
                },
                "snapshot_error": match &d.snapshot {
                    Some(Err(why)) => serde_json::json!(why),
                    _ => serde_json::Value::Null,
                },
            })
        })
        .collect();
    serde_json::json!({
        "daos": daos,
        "unchanged": report.unchanged,
        "bytes_read": read,
        "bytes_written": written,
        "wall_ms": seconds * 1e3,
        "mb_per_s": (read + written) as f64 / 1e6 / seconds.max(1e-9),
    })
}
