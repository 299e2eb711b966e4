//! `folio repair`: settle the end of live journals: complete a whole last entry that lacks its
//! line end, move anything else after the last entry into `X.torn`.

use crate::Fatal;
use folio_journal::{discover, repair_with, RepairOptions};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Journal files or directories (walked recursively).
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Only this DAO (default: every DAO with a live journal).
    #[arg(long)]
    dao: Option<String>,
    /// Only report what would be done.
    #[arg(long)]
    dry_run: bool,
    /// Move the entries that do not parse into X.bad (with their line numbers) and rewrite
    /// the journal without them, atomically. Without it they are reported and the exit code
    /// is 1.
    #[arg(long)]
    drop_bad: bool,
    /// One document: `{"dry_run":…,"daos":[{"name","journal","torn","completed","bad",
    /// "bad_moved_to"}]}` instead of lines for a person (docs/cli.md).
    #[command(flatten)]
    json: crate::args::Json,
    /// Accepted as every other command accepts it, and ignored: repair reads how entries are
    /// framed, never what they hold, so it needs no registry.
    #[arg(long, value_name = "FILE")]
    models: Option<PathBuf>,
}

/// Reports, per DAO with a live journal (a file named exactly like the DAO), what settling its
/// end did or would do, and its entries that do not parse (moved into `X.bad` with
/// `--drop-bad`). Exit 0; 1 when entries that do not parse stay (no `--drop-bad`, or a dry
/// run); 2 on an I/O error or when a writer holds a journal's lock.
pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    if args.models.is_some() {
        eprintln!("folio repair: --models ignored: repair needs no registry (it reads how entries are framed, not what they hold)");
    }
    let discovery = discover(&args.paths)?;
    let daos: Vec<_> = discovery
        .daos
        .iter()
        .filter(|d| args.dao.as_deref().is_none_or(|name| d.name == name))
        .collect();
    if let (Some(name), true) = (&args.dao, daos.is_empty()) {
        return Err(Fatal::NoSuchDao(name.clone()));
    }
    let mut left_bad = false;
    let mut documents = Vec::new();
    let json = args.json.json;
    for dao in daos {
        // Only the live journal is appended to, so only it can end in a torn line; the other
        // files are left alone (replay reports their bad lines).
        let live = dao
            .files
            .last()
            .filter(|f| f.file_name().is_some_and(|n| n == dao.name.as_str()));
        let Some(live) = live else {
            if json {
                documents.push(serde_json::json!({"name": dao.name, "journal": null}));
            } else {
                println!("{}: no live journal", dao.name);
            }
            continue;
        };
        let options = RepairOptions {
            dry_run: args.dry_run,
            drop_bad: args.drop_bad,
        };
        let report = repair_with(live, options).map_err(Fatal::Repair)?;
        if report.bad_moved_to.is_none() && !report.bad.is_empty() {
            left_bad = true;
        }
        if json {
            documents.push(serde_json::json!({
                "name": dao.name,
                "journal": live.display().to_string(),
                "torn": report.torn.as_ref().map(|t| serde_json::json!({
                    "offset": t.offset,
                    "len": t.len,
                    "kept_in": t.kept_in.display().to_string(),
                })),
                "completed": report.completed.as_ref().map(|c| serde_json::json!({
                    "offset": c.offset,
                    "len": c.len,
                })),
                "bad": report.bad.iter().map(|b| serde_json::json!({
                    "line": b.line,
                    "offset": b.offset,
                    "len": b.len,
                })).collect::<Vec<_>>(),
                "bad_moved_to": report.bad_moved_to.as_ref().map(|p| p.display().to_string()),
            }));
            continue;
        }
        let (cut, complete) = if report.dry_run {
            ("would cut", "would complete")
        } else {
            ("cut", "completed")
        };
        match (&report.torn, &report.completed) {
            (Some(torn), _) => println!(
                "{}: {}: {cut} {} bytes at offset {} into {}",
                dao.name,
                live.display(),
                torn.len,
                torn.offset,
                torn.kept_in.display()
            ),
            (None, Some(line)) => println!(
                "{}: {}: {complete} the last entry at offset {} ({} bytes) with its line end",
                dao.name,
                live.display(),
                line.offset,
                line.len
            ),
            (None, None) if report.bad.is_empty() => {
                println!("{}: {}: clean", dao.name, live.display())
            }
            (None, None) => {}
        }
        let verb = match (&report.bad_moved_to, args.drop_bad) {
            (Some(_), _) => "moved",
            (None, true) => "would move",
            (None, false) => "does not parse",
        };
        for bad in &report.bad {
            println!(
                "{}: {}:{}: {verb} ({} bytes){}",
                dao.name,
                live.display(),
                bad.line,
                bad.len,
                report
                    .bad_moved_to
                    .as_ref()
                    .map_or(String::new(), |to| format!(" into {}", to.display()))
            );
        }
    }
    if json {
        println!(
            "{}",
            serde_json::json!({"dry_run": args.dry_run, "daos": documents})
        );
    }
    if left_bad {
        if !args.drop_bad && !json {
            eprintln!("folio: entries that do not parse stay; --drop-bad moves them into X.bad");
        }
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}
