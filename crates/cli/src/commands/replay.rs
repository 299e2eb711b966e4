use super::replay_inputs;
use crate::inputs::Inputs;
use crate::report::{to_json, to_table, ERRORS_SHOWN};
use crate::Fatal;
use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// Worker threads; 0 means one per core.
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
    /// Exit 1 if any entry is bad.
    #[arg(long)]
    strict: bool,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let (_registry, replay) = replay_inputs(&args.inputs, args.threads, ERRORS_SHOWN)?;
    // `write!`, not `print!`: a closed stdout (`folio replay | head`) is an error to report,
    // not a panic.
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", to_json(&replay))?;
    } else {
        write!(out, "{}", to_table(&replay))?;
    }
    out.flush()?;
    Ok(if args.strict && replay.total().failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
