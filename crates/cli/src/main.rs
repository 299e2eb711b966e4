//! The `folio` command: flag definitions and glue over the library crates (DESIGN §6).
//!
//! Exit codes: 0 done; 1 `--strict` or `check` found bad entries; 2 usage or I/O errors, with a
//! one-line message naming the path.

mod commands;
mod fatal;
mod inputs;
mod progress;
mod report;

use clap::{Parser, Subcommand};
pub use fatal::Fatal;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Parser)]
#[command(
    name = "folio",
    version,
    about = "Replays FOAM-style object journals, fast."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay journals into memory and report counters and phase times.
    Replay(commands::replay::Args),
    /// List every bad entry as file:line: reason; exit 1 if there is any.
    Check(commands::check::Args),
    /// Replay, then write every object as strict JSON, one per line, sorted by id.
    Export(commands::export::Args),
    /// Write the benchmark journal (DESIGN §8).
    Gen(commands::gen::Args),
    /// Print one object as strict JSON; exit 1 if there is none with that id.
    Get(commands::get::Args),
    /// Print the objects that match equality conditions, sorted by id, or their number.
    Query(commands::query::Args),
    /// Serve the journals over JSON-RPC 2.0 (stdio or TCP); writes append to them.
    Serve(commands::serve::Args),
}

fn main() -> ExitCode {
    folio_replay::grow_heap_in_large_steps();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Replay(args) => commands::replay::run(args),
        Command::Check(args) => commands::check::run(args),
        Command::Export(args) => commands::export::run(args),
        Command::Gen(args) => commands::gen::run(args),
        Command::Get(args) => commands::get::run(args),
        Command::Query(args) => commands::query::run(args),
        Command::Serve(args) => commands::serve::run(args),
    };
    match result {
        Ok(code) => code,
        Err(fatal) => {
            eprintln!("folio: {fatal}");
            ExitCode::from(2)
        }
    }
}

/// The journals to read when no PATH is given: the examples shipped in the repository.
pub fn examples_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    dir.canonicalize().unwrap_or(dir)
}
