use crate::Fatal;
use folio_gen::{generate, GenOptions, Mix};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum MixArg {
    /// Only creates.
    Create,
    /// Creates, ~20% merges and ~5% removes.
    Mixed,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Data entries to write.
    #[arg(long)]
    entries: u64,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, value_enum, default_value_t = MixArg::Create)]
    mix: MixArg,
    /// The journal file to write (its DAO is its name: call it `benchmark.jrl`).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let opts = GenOptions {
        entries: args.entries,
        seed: args.seed,
        mix: match args.mix {
            MixArg::Create => Mix::Create,
            MixArg::Mixed => Mix::Mixed,
        },
    };
    let path = &args.output;
    let file = std::fs::File::create(path).map_err(Fatal::file(path))?;
    let summary = generate(&opts, file).map_err(Fatal::file(path))?;
    eprintln!(
        "folio gen: {} entries ({} create, {} put, {} remove), {} live objects, {} bytes -> {}",
        summary.entries,
        summary.creates,
        summary.puts,
        summary.removes,
        summary.live_objects,
        summary.bytes,
        path.display()
    );
    Ok(ExitCode::SUCCESS)
}
