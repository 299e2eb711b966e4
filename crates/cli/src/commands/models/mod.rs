//! `folio models`: model registries made from what a user already has (docs/cli.md, "folio
//! models import", "folio models infer").

pub mod import;
pub mod infer;

use crate::Fatal;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(
    about = "Makes a model registry from FOAM model sources or from journals",
    after_help = "Examples:
  folio models import ~/foam3/src ~/myapp/src -o models.json   from FOAM's model sources
  folio models infer data/ -o models.json       a registry proposed from the journals under data/
  folio replay data/ --models models.json       replay them typed by it"
)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Build a registry from FOAM's JavaScript model sources, resolved as FOAM does.
    Import(import::Args),
    /// Propose a registry from the keys and value kinds journals hold, every guess marked.
    Infer(infer::Args),
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    match args.command {
        Command::Import(args) => import::run(args),
        Command::Infer(args) => infer::run(args),
    }
}
