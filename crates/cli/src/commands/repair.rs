//! `folio repair`: settle the end of live journals: complete a whole last entry that lacks its
//! line end, move anything else after the last entry into `X.torn`.

use crate::Fatal;
use folio_journal::{discover, repair};
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
}

/// Reports, per DAO with a live journal (a file named exactly like the DAO), the torn tail it
/// cut or would cut. Exit 0; 2 on an I/O error or when a writer holds a journal's lock.
pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let discovery = discover(&args.paths)?;
    let daos: Vec<_> = discovery
        .daos
        .iter()
        .filter(|d| args.dao.as_deref().is_none_or(|name| d.name == name))
        .collect();
    if let (Some(name), true) = (&args.dao, daos.is_empty()) {
        return Err(Fatal::NoSuchDao(name.clone()));
    }
    for dao in daos {
        // Only the live journal is appended to, so only it can end in a torn line; the other
        // files are left alone (replay reports their bad lines).
        let live = dao
            .files
            .last()
            .filter(|f| f.file_name().is_some_and(|n| n == dao.name.as_str()));
        let Some(live) = live else {
            println!("{}: no live journal", dao.name);
            continue;
        };
        let report = repair(live, args.dry_run).map_err(Fatal::Repair)?;
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
            (None, None) => println!("{}: {}: clean", dao.name, live.display()),
        }
    }
    Ok(ExitCode::SUCCESS)
}
