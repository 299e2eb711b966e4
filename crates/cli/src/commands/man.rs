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

/// What every command's exit code means (docs/cli.md, "Exit codes"), for the pages' EXIT STATUS.
const EXIT_STATUS: &str = "0  done. Bad entries are reported, not fatal (unless --strict); also when the reader of standard output goes away.
1  replay --strict or check found bad entries; get found no object with that id; models import --strict found warnings.
2  a usage error, a refused operation (a file in the way of -o without --force, a refused compaction), or an I/O error, in one line on stderr naming the path; also a file inside a tree that could not be read (reported, the rest done).";

/// Renders `folio(1)`, or `folio-COMMAND(1)`, from the flag definitions themselves, with
/// the command's examples (its `after_help`) as EXAMPLES and the exit codes as EXIT STATUS.
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
            // The version is folio's: a command takes no `-V` of its own.
            sub.clone()
                .name(title)
                .bin_name(format!("folio {name}"))
                .version(env!("CARGO_PKG_VERSION"))
                .disable_version_flag(true)
        }
    };
    let mut roff = Vec::new();
    render(&page, &mut roff).expect("rendering into memory does not fail");
    let mut out = Sink::open(args.output.file(), args.output.force)?;
    out.put(&roff)?;
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

fn render(page: &clap::Command, out: &mut Vec<u8>) -> std::io::Result<()> {
    let man = clap_mangen::Man::new(page.clone());
    man.render_title(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    man.render_options_section(out)?;
    if page.get_subcommands().next().is_some() {
        man.render_subcommands_section(out)?;
    }
    if let Some(examples) = page.get_after_help() {
        let text = examples.to_string();
        let text = text.strip_prefix("Examples:").unwrap_or(&text);
        section(
            out,
            "EXAMPLES",
            text.lines().map(str::trim_start).filter(|l| !l.is_empty()),
        )?;
    }
    section(out, "EXIT STATUS", EXIT_STATUS.lines())?;
    man.render_version_section(out)
}

/// A section of preformatted lines (`.nf`), escaped for roff.
fn section<'a>(
    out: &mut Vec<u8>,
    title: &str,
    lines: impl Iterator<Item = &'a str>,
) -> std::io::Result<()> {
    use std::io::Write;
    writeln!(out, ".SH \"{title}\"")?;
    writeln!(out, ".nf")?;
    for line in lines {
        let escaped = line.replace('\\', "\\e").replace('-', "\\-");
        let lead = if escaped.starts_with(['.', '\'']) {
            "\\&"
        } else {
            ""
        };
        writeln!(out, "{lead}{escaped}")?;
    }
    writeln!(out, ".fi")
}
