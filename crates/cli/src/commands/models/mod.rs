//! `folio models`: model registries made from what a user already has.

pub mod infer;

use crate::Fatal;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio models infer data/ -o models.json       a registry proposed from the journals under data/
  folio replay data/ --models models.json       replay them typed by it")]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Propose a registry from the keys and value kinds journals hold, every guess marked.
    Infer(infer::Args),
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    match args.command {
        Command::Infer(args) => infer::run(args),
    }
}
