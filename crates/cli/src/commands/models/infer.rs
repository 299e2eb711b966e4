use crate::args::Output;
use crate::commands::exit_code;
use crate::output::{self, Sink};
use crate::Fatal;
use folio_import::infer::{infer, Counts, InferOptions};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio models infer data/ -o models.json       a registry for the journals under data/
  folio replay data/ --models models.json       replay them typed by it
  folio models infer users.jrl | less           read the proposal first

Every guess is marked in the output: `inferred: [\"type\"]` on a property, `[\"ids\"]` on a
model, `[\"values\"]` on an enum. Review them before relying on the registry.")]
pub struct Args {
    /// Journal files or directories (walked recursively).
    #[arg(required = true, value_name = "JOURNAL_PATH")]
    paths: Vec<PathBuf>,
    /// The registry to write (default: standard output).
    #[command(flatten)]
    output: Output,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    // A file in the way is refused before any reading.
    if let Some(path) = args.output.file() {
        output::check(path, args.output.force)?;
    }
    let mut discovery = folio_journal::discover(&args.paths)?;
    let unreadable = crate::inputs::set_aside_unreadable(&mut discovery);
    let inferred = infer(&discovery, &InferOptions::default()).map_err(Fatal::Infer)?;
    for warning in &inferred.warnings {
        eprintln!("folio: warning: {warning}");
    }
    let counts = &inferred.counts;
    let listed = inferred
        .warnings
        .iter()
        .filter(|w| matches!(w, folio_import::infer::Warning::BadEntry { .. }))
        .count() as u64;
    if counts.skipped > listed {
        eprintln!(
            "folio: warning: {} more bad entries skipped (`folio check` lists them all)",
            counts.skipped - listed
        );
    }
    let mut out = Sink::open(args.output.file(), args.output.force)?;
    out.put(inferred.doc.to_json().as_bytes())?;
    out.finish()?;
    let place = match args.output.file() {
        None => "standard output".to_owned(),
        Some(path) => path.display().to_string(),
    };
    eprintln!("folio models infer: {} -> {place}", summary(counts));
    Ok(exit_code(0, unreadable))
}

/// The counts in one line.
fn summary(c: &Counts) -> String {
    format!(
        "{} classes ({} properties, {} typed), {} enums; ids shown by `r` entries for {}, \
         guessed for {}; {} entries in {} files of {} DAOs ({} with no class), {} skipped",
        c.classes,
        c.properties,
        c.typed,
        c.enums,
        c.ids_shown,
        c.ids_guessed,
        c.entries,
        c.files,
        c.daos,
        c.classless_daos,
        c.skipped,
    )
}
