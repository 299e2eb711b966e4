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
    /// The live state as a journal: one `c(` entry per object, sorted by id, that replays to
    /// the same state. With `-o DIR`, one file `DIR/<dao>` per DAO; to standard output only
    /// when exactly one DAO is selected.
    Journal,
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
    /// Write here instead of standard output (`--format journal`: a directory, created if
    /// needed, with one journal per DAO).
    #[arg(short, long, value_name = "FILE|DIR")]
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
    let registry = engine.registry();
    match (args.format, &args.output) {
        (Format::Jsonl, output) => {
            let mut out: Box<dyn Write> = match output {
                Some(path) => Box::new(std::fs::File::create(path).map_err(Fatal::file(path))?),
                None => Box::new(std::io::stdout().lock()),
            };
            for d in daos {
                folio_render::export_jsonl(&d.dao(), registry, &mut out)?;
            }
            out.flush()?;
        }
        // The registry's class for the DAO, not one inferred from its entries: the output must
        // replay alone (see `export_journal`).
        (Format::Journal, Some(dir)) => {
            std::fs::create_dir_all(dir).map_err(Fatal::file(dir))?;
            for d in daos {
                let path = dir.join(d.name());
                let file = std::fs::File::create(&path).map_err(Fatal::file(&path))?;
                let class = registry.dao_class(d.name());
                folio_render::export_journal(&d.dao(), class, registry, file)
                    .map_err(Fatal::file(&path))?;
            }
        }
        (Format::Journal, None) => {
            let [d] = daos[..] else {
                return Err(Fatal::Usage(
                    "--format journal writes one journal per DAO: pass --dao NAME for standard \
                     output, or -o DIR"
                        .into(),
                ));
            };
            let class = registry.dao_class(d.name());
            folio_render::export_journal(&d.dao(), class, registry, std::io::stdout().lock())?;
        }
    }
    super::leak_at_exit(engine);
    Ok(ExitCode::SUCCESS)
}
