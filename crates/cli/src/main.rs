//! The `folio` command: flag definitions and glue over the library crates. docs/cli.md is the
//! contract: every command, flag, exit code and `--json` shape.
//!
//! Exit codes: 0 done (also when the reader of standard output went away, as with
//! `folio export | head`); 1 `--strict` or `check` found bad entries; 2 usage or I/O errors, with
//! a one-line message naming the path, or files that could not be read (each reported, the rest
//! replayed).

mod args;
mod commands;
mod examples;
mod fatal;
mod inputs;
mod output;
mod progress;
mod report;

use clap::{CommandFactory, Parser, Subcommand};
pub use fatal::Fatal;
use std::process::ExitCode;

#[derive(Debug, Parser)]
#[command(
    name = "folio",
    version,
    about = "Replays FOAM-style object journals, fast.",
    after_help = "Examples:\n  folio replay                      replay the example journals shipped with folio\n  folio replay DIR --models M.json  replay every journal under DIR, typed by a registry\n  folio export DIR -o out.jsonl     the replayed objects as JSON lines\n\nThe contract of every command: docs/cli.md in folio's repository."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay journals into memory and report counters and phase times.
    Replay(commands::replay::Args),
    /// List every bad entry as file:line: reason; exit 1 if there is any.
    Check(commands::check::Args),
    /// Replay, then write every object: JSON lines, or per DAO a Parquet file or a journal.
    Export(commands::export::Args),
    /// Make each DAO's journal as short as its state: a new tree, or in place.
    Compact(commands::compact::Args),
    /// Write the benchmark journal, and the model registry that types it.
    Gen(commands::gen::Args),
    /// Settle the end of live journals: complete a whole last entry, move a torn one into X.torn.
    Repair(commands::repair::Args),
    /// Print one object as strict JSON; exit 1 if there is none with that id.
    Get(commands::get::Args),
    /// Print the history of one object: every entry that applied to it, with its state after.
    Log(commands::log::Args),
    /// Print the objects that match equality conditions, sorted by id, or their number.
    Query(commands::query::Args),
    /// Serve the journals over JSON-RPC 2.0 (stdio or TCP); writes append to them.
    // Boxed: its arguments (listeners, TLS, limits) are far larger than any other command's
    // (clippy's large_enum_variant).
    Serve(Box<commands::serve::Args>),
    /// Talk to a `folio serve` interactively, as redis-cli does: line editing, history,
    /// completion, answers as tables or JSON; reads a pipe line by line.
    Shell(commands::shell::Args),
    /// Run a SQL query over the replayed DAOs (one table each): ranges, joins, GROUP BY, ...
    Sql(commands::sql::Args),
    /// Replay, then write per DAO a snapshot of its state, beside its journal or under -o DIR.
    Snapshot(commands::snapshot::Args),
    /// Make model registries: from FOAM's model sources (`models import`) or proposed from the
    /// journals themselves (`models infer`).
    Models(commands::models::Args),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(commands::completions::Args),
    /// Print the man page (roff) of folio and its commands.
    Man(commands::man::Args),
}

/// The system allocator; with `FOLIO_HUGE_PAGES=on` it advises the heaps a store grows in to
/// use huge pages (`crates/replay/src/huge_pages.rs`).
#[global_allocator]
static ALLOCATOR: folio_replay::HugePageHeaps = folio_replay::HugePageHeaps;

fn main() -> ExitCode {
    folio_replay::set_up_heap();
    let cli = Cli::parse();
    // `serve` handles SIGINT and SIGTERM itself (it answers what it has read, then closes its
    // journals); every other command dies by them, leaving no unfinished output behind.
    if !matches!(cli.command, Command::Serve(_)) {
        remove_temporaries_on_signal();
    }
    let result = match cli.command {
        Command::Replay(args) => commands::replay::run(args),
        Command::Check(args) => commands::check::run(args),
        Command::Export(args) => commands::export::run(args),
        Command::Gen(args) => commands::gen::run(args),
        Command::Compact(args) => commands::compact::run(args),
        Command::Repair(args) => commands::repair::run(args),
        Command::Get(args) => commands::get::run(args),
        Command::Log(args) => commands::log::run(args),
        Command::Query(args) => commands::query::run(args),
        Command::Serve(args) => commands::serve::run(*args),
        Command::Shell(args) => commands::shell::run(args),
        Command::Snapshot(args) => commands::snapshot::run(args),
        Command::Sql(args) => commands::sql::run(args),
        Command::Models(args) => commands::models::run(args),
        Command::Completions(args) => commands::completions::run(args, Cli::command()),
        Command::Man(args) => commands::man::run(args, Cli::command()),
    };
    match result {
        Ok(code) => code,
        // The reader of our output is gone (`folio export | head`): nothing more to say, and
        // nothing went wrong, as ripgrep and jq see it.
        Err(e) if e.is_closed_stdout() => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("folio: {e}");
            ExitCode::from(2)
        }
    }
}

/// On SIGINT or SIGTERM, removes the temporary files of outputs not yet complete
/// (`folio_journal::AtomicFile`), then dies by the signal as if it had no handler, so a shell
/// sees what ended the command. The work runs on a thread of its own, woken by signal-hook's
/// handler through a pipe, because removing files takes a lock that a signal handler may not
/// take. Without the thread (it could not start), the signals keep their default action, and
/// only the temporaries are left: hidden files that nothing reads.
fn remove_temporaries_on_signal() {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM]) else {
        return;
    };
    let spawned = std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                folio_journal::abandon_temporaries();
                inputs::remove_stream_copies();
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                // Not reached: the default action of both signals ends the process.
                std::process::exit(128 + signal);
            }
        });
    drop(spawned);
}
