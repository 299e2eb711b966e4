//! `folio snapshot`: replays the journals and writes per DAO one snapshot of its state
//! (`folio-snapshot`), beside the DAO's live journal or under `-o DIR`.

use super::{exit_code, with_progress};
use crate::args::{Inputs, Json};
use crate::output::Sink;
use crate::Fatal;
use folio_replay::{Collapsed, Decoder};
use folio_snapshot::{
    cover, lengths, open_daos, open_snapshot, snapshot_path, snapshot_path_in, write_snapshot,
    Opened, SnapshotError, KEPT_ERRORS,
};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio snapshot data/ --models models.json     .X.folio-snapshot beside each DAO's journal
  folio snapshot data/ --dao users -o snaps/    snaps/.users.folio-snapshot
  folio snapshot x.jrl --models M --verify      also open each snapshot again, timed")]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    #[command(flatten)]
    json: Json,
    /// Write the snapshots into DIR (created if absent) instead of beside the journals.
    #[arg(short = 'o', long = "output", value_name = "DIR")]
    output: Option<PathBuf>,
    /// Open each snapshot again once written, with every check (the journals hashed again),
    /// and report how long that took.
    #[arg(long)]
    verify: bool,
}

/// One DAO's snapshot, for the summary.
struct Made {
    dao: String,
    path: PathBuf,
    objects: u64,
    journal_bytes: u64,
    snapshot_bytes: u64,
    write: Duration,
    open: Option<Duration>,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    // Without PATH the examples replay from a temporary copy: snapshots beside them would
    // be deleted with it.
    if args.inputs.paths.is_empty() && args.output.is_none() {
        return Err(Fatal::Usage(
            "snapshot needs PATH (or -o DIR for the shipped examples)".to_owned(),
        ));
    }
    let opened = args.inputs.open()?;
    let discovery = &opened.discovery;
    let before = discovery
        .daos
        .iter()
        .map(lengths)
        .collect::<Result<Vec<_>, _>>()
        .map_err(Fatal::Snapshot)?;
    let (progress, options) =
        with_progress(discovery, args.inputs.threads, KEPT_ERRORS, Decoder::Fast);
    let started = Instant::now();
    // From the old snapshots and the bytes after them where they match: a snapshot made
    // again after appends replays only what was appended.
    let result = open_daos(
        discovery,
        &opened.registry,
        &options,
        args.inputs.snapshots(),
    );
    progress.finish();
    let Opened { replay, boots } = result?;
    let replay_time = started.elapsed();
    super::warn_boots(
        discovery.daos.iter().map(|f| f.name.as_str()).zip(&boots),
        args.inputs.verbose,
    );
    // A snapshot keeps a collapsed state as replay gave it: warned about as every command does.
    super::warn_collapsed(
        &opened.registry,
        replay
            .daos
            .iter()
            .zip(&discovery.daos)
            .map(|(d, files)| Collapsed::of(files, &d.counters, &d.dao)),
        args.inputs.verbose,
    );
    if let Some(dir) = &args.output {
        folio_journal::create_dir_all(dir).map_err(Fatal::Write)?;
    }
    let mut made = Vec::with_capacity(replay.daos.len());
    for ((replayed, files), lengths) in replay.daos.iter().zip(&discovery.daos).zip(&before) {
        let journal_bytes: u64 = lengths.iter().sum();
        // Replay read to each file's end: had a writer appended meanwhile, it read more.
        if replayed.counters.bytes != journal_bytes && !has_compressed(files) {
            let path = files.files.last().cloned().unwrap_or_default();
            return Err(Fatal::Snapshot(SnapshotError::Changed { path }));
        }
        if !replayed.collapsed_ids.is_empty() {
            // Warned about above; the other DAOs get their snapshots.
            eprintln!(
                "folio: {}",
                SnapshotError::Collapsed {
                    dao: files.name.clone()
                }
            );
            continue;
        }
        let path = match &args.output {
            Some(dir) => snapshot_path_in(dir, &files.name),
            None => snapshot_path(files),
        };
        let t = Instant::now();
        let covered = cover(files, lengths).map_err(Fatal::Snapshot)?;
        let written = write_snapshot(replayed, files, &covered, &opened.registry, &path)
            .map_err(Fatal::Snapshot)?;
        let write = t.elapsed();
        let open = if args.verify {
            let t = Instant::now();
            let loaded = open_snapshot(&path, &opened.registry, files).map_err(|mismatch| {
                Fatal::Verify {
                    path: path.clone(),
                    mismatch,
                }
            })?;
            let took = t.elapsed();
            super::leak_at_exit(loaded);
            Some(took)
        } else {
            None
        };
        made.push(Made {
            dao: files.name.clone(),
            path,
            objects: written.objects,
            journal_bytes,
            snapshot_bytes: written.bytes,
            write,
            open,
        });
    }
    let mut out = Sink::stdout();
    let text = if args.json.json {
        let mut text = to_json(&made, replay_time).to_string();
        text.push('\n');
        text
    } else {
        to_table(&made, replay_time)
    };
    out.put(text.as_bytes())?;
    out.finish()?;
    super::leak_at_exit(replay);
    Ok(exit_code(0, opened.unreadable))
}

fn to_json(made: &[Made], replay: Duration) -> serde_json::Value {
    let daos: Vec<serde_json::Value> = made
        .iter()
        .map(|m| {
            serde_json::json!({
                "dao": m.dao,
                "path": m.path.display().to_string(),
                "objects": m.objects,
                "journal_bytes": m.journal_bytes,
                "snapshot_bytes": m.snapshot_bytes,
                "write_seconds": m.write.as_secs_f64(),
                "open_seconds": m.open.map(|d| d.as_secs_f64()),
            })
        })
        .collect();
    serde_json::json!({ "replay_seconds": replay.as_secs_f64(), "daos": daos })
}

fn to_table(made: &[Made], replay: Duration) -> String {
    let mut out = format!("replayed in {:.3} s\n", replay.as_secs_f64());
    out.push_str("dao\tobjects\tjournal_bytes\tsnapshot_bytes\tsize\twrite_s\topen_s\tpath\n");
    for m in made {
        let ratio = m.snapshot_bytes as f64 / m.journal_bytes.max(1) as f64;
        let open = m
            .open
            .map_or("-".to_owned(), |d| format!("{:.3}", d.as_secs_f64()));
        out.push_str(&format!(
            "{}\t{}\t{}\t{}\t{ratio:.2}x\t{:.3}\t{open}\t{}\n",
            m.dao,
            m.objects,
            m.journal_bytes,
            m.snapshot_bytes,
            m.write.as_secs_f64(),
            m.path.display()
        ));
    }
    out
}

/// Whether any of the DAO's files is compressed: replay counts the text of those, not their
/// bytes, so the bytes replayed are not their lengths.
fn has_compressed(files: &folio_journal::DaoFiles) -> bool {
    files.files.iter().any(|p| {
        matches!(
            folio_journal::content_of(p),
            Ok(folio_journal::Content::Text(Some(_)))
        )
    })
}
