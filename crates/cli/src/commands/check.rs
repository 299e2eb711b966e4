use super::replay_inputs;
use crate::args::{Inputs, Json};
use crate::output::Sink;
use crate::report::check_json;
use crate::Fatal;
use folio_replay::Decoder;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio check                                     the example journals (one bad entry: exit 1)
  folio check data/ --models models.json          every bad entry under data/
  folio check data/ --json | jq '.errors[].file'")]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    #[command(flatten)]
    json: Json,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let replayed = replay_inputs(&args.inputs, usize::MAX, Decoder::Fast)?;
    let replay = &replayed.replay;
    let mut out = Sink::stdout();
    if args.json.json {
        let mut doc = check_json(replay);
        crate::report::add_notes(&mut doc, &replayed.warnings, &replayed.skipped);
        let mut text = doc.to_string();
        text.push('\n');
        out.put(text.as_bytes())?;
    } else {
        let mut text = String::new();
        for e in replay.errors() {
            text.push_str(&e.to_string());
            text.push('\n');
            if text.len() >= 1 << 16 {
                out.put(text.as_bytes())?;
                text.clear();
            }
        }
        out.put(text.as_bytes())?;
    }
    out.finish()?;
    let total = replay.total();
    let code = if total.failed > 0 {
        if !args.json.json {
            eprintln!(
                "folio check: {} bad entries of {}",
                total.failed, total.entries
            );
        }
        replayed.exit(1)
    } else {
        if !args.json.json {
            eprintln!("folio check: {} entries, none bad", total.entries);
        }
        replayed.exit(0)
    };
    super::leak_at_exit(replayed);
    Ok(code)
}
