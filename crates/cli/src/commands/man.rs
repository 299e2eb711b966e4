use crate::args::Output;
use crate::output::Sink;
use crate::Fatal;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio man | man -l -                     read folio(1) now
  folio man replay | man -l -              read folio-replay(1)
  folio man -o /usr/local/share/man/man1/folio.1")]
pub struct Args {
    /// A command's own page (`folio-replay(1)`, …); none: the page of folio itself.
    command: Option<String>,
    #[command(flatten)]
    output: Output,
}

/// Renders `folio(1)`, or `folio-COMMAND(1)`, from the flag definitions themselves.
pub fn run(args: Args, command: clap::Command) -> Result<ExitCode, Fatal> {
    let command = command.version(env!("CARGO_PKG_VERSION"));
    let page = match &args.command {
        None => command,
        Some(name) => {
            let sub = command
                .find_subcommand(name)
                .ok_or_else(|| Fatal::Usage(format!("no command named `{name}`")))?;
            // clap takes static names; this runs once per process.
            let title: &'static str = Box::leak(format!("folio-{name}").into_boxed_str());
            sub.clone()
                .name(title)
                .bin_name(format!("folio {name}"))
                .version(env!("CARGO_PKG_VERSION"))
        }
    };
    let mut roff = Vec::new();
    clap_mangen::Man::new(page)
        .render(&mut roff)
        .expect("rendering into memory does not fail");
    let mut out = Sink::open(args.output.file(), args.output.force)?;
    out.put(&roff)?;
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}
