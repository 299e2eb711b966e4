use super::with_progress;
use crate::inputs::Inputs;
use crate::Fatal;
use folio_engine::{Engine, EngineOptions};
use folio_replay::Decoder;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum Format {
    /// One strict-JSON object per line.
    Jsonl,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// Only this DAO (default: every DAO, in name order).
    #[arg(long)]
    dao: Option<String>,
    #[arg(long, value_enum, default_value_t = Format::Jsonl)]
    format: Format,
    /// Write here instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Worker threads for the replay; the output is the same for any value.
    #[arg(long, default_value_t = 0)]
    threads: usize,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let (registry, discovery) = args.inputs.open()?;
    let (progress, replay) = with_progress(&discovery, args.threads, 0, Decoder::Fast);
    let engine = Engine::from_discovery(
        discovery,
        registry,
        EngineOptions {
            replay,
            ..EngineOptions::default()
        },
    );
    progress.finish();
    let engine = engine?;
    let daos: Vec<_> = engine
        .daos()
        .iter()
        .filter(|d| args.dao.as_deref().is_none_or(|name| d.name() == name))
        .collect();
    if let (Some(name), true) = (&args.dao, daos.is_empty()) {
        return Err(Fatal::NoSuchDao(name.clone()));
    }
    let out: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(std::fs::File::create(path).map_err(Fatal::file(path))?),
        None => Box::new(std::io::stdout().lock()),
    };
    let mut out = out;
    let Format::Jsonl = args.format;
    for d in daos {
        folio_render::export_jsonl(&d.dao(), engine.registry(), &mut out)?;
    }
    out.flush()?;
    super::leak_at_exit(engine);
    Ok(ExitCode::SUCCESS)
}
