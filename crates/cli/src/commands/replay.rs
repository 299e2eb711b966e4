use super::replay_inputs;
use crate::args::{Inputs, Json};
use crate::output::Sink;
use crate::report::{to_json, to_table, ERRORS_SHOWN};
use crate::Fatal;
use folio_replay::Decoder;
use std::io::IsTerminal;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio replay                                    the example journals shipped with folio
  folio replay data/ --models models.json         every journal under data/, typed
  folio replay data/ --dao users --json | jq .total.objects")]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    #[command(flatten)]
    json: Json,
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
    let replayed = replay_inputs(&args.inputs, ERRORS_SHOWN, decoder)?;
    let replay = &replayed.replay;
    let mut out = Sink::stdout();
    if args.json.json {
        let mut doc = to_json(replay, &replayed.boots);
        crate::report::add_notes(&mut doc, &replayed.warnings, &replayed.skipped);
        let mut text = doc.to_string();
        text.push('\n');
        out.put(text.as_bytes())?;
    } else {
        // The phase bar is for a person at a terminal; a pipe gets the lines it always got.
        let with_bar = std::io::stdout().is_terminal();
        out.put(to_table(replay, &replayed.boots, with_bar).as_bytes())?;
    }
    out.finish()?;
    let failed = replay.total().failed;
    let code = replayed.exit(if args.strict && failed > 0 { 1 } else { 0 });
    super::leak_at_exit(replayed);
    Ok(code)
}
