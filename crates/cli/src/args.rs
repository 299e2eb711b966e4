//! The flags several commands share, defined once so that each means the same everywhere
//! (docs/cli.md, "Shared flags"). Commands flatten the structs they need.

use std::path::PathBuf;

/// What a reading command replays, and how.
#[derive(Debug, clap::Args)]
pub struct Inputs {
    /// Journal files or directories (walked recursively), gzip and zstd ones too; `-` for
    /// standard input. None: the example journals shipped with folio, typed by their own
    /// registry.
    pub paths: Vec<PathBuf>,
    /// Model registry (a JSON file; docs/format.md, "Model registry"). Without it every class
    /// replays generically, with `id` as the id.
    #[arg(long, value_name = "FILE")]
    pub models: Option<PathBuf>,
    /// Only the DAO of this name (the others are not read).
    #[arg(long, value_name = "NAME")]
    pub dao: Option<String>,
    /// Worker threads; 0 means one per core. Results are the same for any value.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub threads: usize,
    /// Also list skipped files, registry warnings, the DAOs opened from snapshots and each DAO
    /// under a shared collapse warning (on stderr).
    #[arg(long, short)]
    pub verbose: bool,
    /// Replay every journal in full, even where a DAO's snapshot (`.X.folio-snapshot`
    /// beside its journal) matches.
    #[arg(long)]
    pub no_snapshot: bool,
}

impl Inputs {
    /// Whether DAOs open from their snapshots.
    pub fn snapshots(&self) -> folio_snapshot::Snapshots {
        match self.no_snapshot {
            true => folio_snapshot::Snapshots::Ignore,
            false => folio_snapshot::Snapshots::Use,
        }
    }
}

/// `--json`: one JSON document on standard output instead of text for a person.
#[derive(Debug, clap::Args)]
pub struct Json {
    /// Print one JSON document instead of text (its shape: docs/cli.md).
    #[arg(long)]
    pub json: bool,
}

/// `-o`: where a command writes what it makes.
#[derive(Debug, clap::Args)]
pub struct Output {
    /// Where to write; `-` is standard output. An existing file is not replaced without
    /// --force.
    #[arg(short = 'o', long = "output", value_name = "PATH")]
    pub output: Option<PathBuf>,
    /// Replace files that exist.
    #[arg(long)]
    pub force: bool,
}

impl Output {
    /// The file to write, or `None` for standard output (`-o -` or no `-o`).
    pub fn file(&self) -> Option<&std::path::Path> {
        self.output.as_deref().filter(|p| p.as_os_str() != "-")
    }
}
