use super::replay_inputs;
use crate::inputs::Inputs;
use crate::report::{to_json, to_table, ERRORS_SHOWN};
use crate::Fatal;
use folio_replay::Decoder;
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
    /// How entries are typed: the single-pass decoder, or always the generic tree (slower; the
    /// results are the same, which makes it a cross-check).
    #[arg(long, value_enum, default_value_t = DecoderArg::Fast)]
    decoder: DecoderArg,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum DecoderArg {
    Fast,
    Tree,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let decoder = match args.decoder {
        DecoderArg::Fast => Decoder::Fast,
        DecoderArg::Tree => Decoder::Tree,
    };
    let (_registry, replay) = replay_inputs(&args.inputs, args.threads, ERRORS_SHOWN, decoder)?;
    // `write!`, not `print!`: a closed stdout (`folio replay | head`) is an error to report,
    // not a panic.
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", to_json(&replay))?;
    } else {
        write!(out, "{}", to_table(&replay))?;
    }
    out.flush()?;
    let failed = replay.total().failed;
    super::leak_at_exit(replay);
    Ok(if args.strict && failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
