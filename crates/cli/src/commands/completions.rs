use crate::output::Sink;
use crate::Fatal;
use clap_complete::Shell;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio completions bash > ~/.local/share/bash-completion/completions/folio
  folio completions zsh > ~/.zfunc/_folio
  folio completions fish > ~/.config/fish/completions/folio.fish")]
pub struct Args {
    /// The shell to complete for.
    #[arg(value_enum)]
    shell: Shell,
}

pub fn run(args: Args, mut command: clap::Command) -> Result<ExitCode, Fatal> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "folio", &mut script);
    let mut out = Sink::stdout();
    out.put(&script)?;
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}
