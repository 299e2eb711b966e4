use super::replay_inputs;
use crate::inputs::Inputs;
use crate::Fatal;
use folio_replay::Decoder;
use std::io::Write;
use std::process::ExitCode;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let (_registry, replay) = replay_inputs(&args.inputs, 0, usize::MAX, Decoder::Fast)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for e in replay.errors() {
        writeln!(out, "{e}")?;
    }
    out.flush()?;
    let total = replay.total();
    super::leak_at_exit(replay);
    if total.failed > 0 {
        eprintln!(
            "folio check: {} bad entries of {}",
            total.failed, total.entries
        );
        Ok(ExitCode::from(1))
    } else {
        eprintln!("folio check: {} entries, none bad", total.entries);
        Ok(ExitCode::SUCCESS)
    }
}
