//! `folio models`: making a model registry (docs/cli.md, "folio models").

pub mod import;

/// What `folio models` does.
#[derive(Debug, clap::Subcommand)]
pub enum Command {
    Import(import::Args),
}

#[derive(Debug, clap::Args)]
#[command(about = "Makes a model registry from FOAM model sources or from journals")]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

pub fn run(args: Args) -> Result<std::process::ExitCode, crate::Fatal> {
    match args.command {
        Command::Import(args) => import::run(args),
    }
}
