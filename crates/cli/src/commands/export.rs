use super::{exit_code, warn_collapsed_engine, with_progress};
use crate::args::{Inputs, Output};
use crate::output::{self, Sink};
use crate::progress::{Progress, Unit};
use crate::Fatal;
use folio_engine::{Engine, EngineOptions};
use folio_export::ParquetOptions;
use folio_replay::Decoder;
use std::process::ExitCode;

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum Format {
    /// One strict-JSON object per line, sorted by id (to a file, or standard output).
    Jsonl,
    /// One Apache Parquet file per DAO, `<dao>.parquet`, in the folder given by -o; with one
    /// DAO selected and -o naming a `.parquet` file, that file.
    Parquet,
    /// One journal per DAO, `<dao>.jrl`, in the folder given by -o: a `c(` line per object,
    /// sorted by id, that replays to the same state (a compacted copy). With one DAO selected,
    /// -o naming a `.jrl` file writes that file, and no -o standard output.
    Journal,
}

#[derive(Debug, clap::Args)]
#[command(after_help = "Examples:
  folio export data/ --models models.json -o all.jsonl
  folio export data/ --dao users | head -3
  folio export data/ --models models.json --format parquet -o parquet/
  duckdb -c \"select count(*) from 'parquet/users.parquet'\"
  folio export data/ --dao users --format parquet -o users.parquet
  folio export a/ b/ --with-dao | jq -c 'select(._dao == \"users\")' 
  folio export data/ --models models.json --format journal -o compacted/")]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    #[arg(long, value_enum, default_value_t = Format::Jsonl)]
    format: Format,
    /// JSON lines only: each line names its DAO first, `{"_dao":"users",...}`, so that the
    /// lines of several DAOs stay apart.
    #[arg(long)]
    with_dao: bool,
    /// JSON lines only: each object as FOAM reads it, every property it never set that has a
    /// constant default written with that default (the values `sql` and Parquet show). Without
    /// it, the lines hold what the journals wrote.
    #[arg(long, conflicts_with = "with_dao")]
    effective: bool,
    #[command(flatten)]
    output: Output,
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    let per_dao = match args.format {
        Format::Jsonl => None,
        Format::Parquet => Some("parquet"),
        Format::Journal => Some("jrl"),
    };
    // One journal may go to standard output; whether exactly one DAO is selected is known
    // after discovery.
    let journal_to_stdout = args.format == Format::Journal && args.output.file().is_none();
    if let (Some(_), None, false) = (per_dao, args.output.file(), journal_to_stdout) {
        return Err(Fatal::Usage(format!(
            "--format {} writes one file per DAO: give -o DIR",
            if args.format == Format::Parquet {
                "parquet"
            } else {
                "journal"
            }
        )));
    }
    if args.effective && args.format != Format::Jsonl {
        return Err(Fatal::Usage(
            "--effective shapes JSON lines; --format parquet always holds the effective values, \
             --format journal what was written"
                .to_owned(),
        ));
    }
    if args.with_dao && args.format != Format::Jsonl {
        return Err(Fatal::Usage(
            "--with-dao marks JSON lines; --format parquet and journal keep one DAO per file"
                .into(),
        ));
    }
    let force = args.output.force;
    // `-o users.parquet` (or `.jrl`): one DAO's file rather than a folder of them.
    let one_file = match (per_dao, args.output.file()) {
        (Some(extension), Some(path)) => {
            path.extension().is_some_and(|e| e == extension) && !path.is_dir()
        }
        _ => false,
    };
    let opened = args.inputs.open()?;
    if one_file && opened.discovery.daos.len() != 1 {
        return Err(Fatal::Usage(format!(
            "-o {} names one file and {} DAOs are selected: pick one with --dao NAME, or give -o DIR",
            args.output.file().expect("a file").display(),
            opened.discovery.daos.len()
        )));
    }
    // A file in the way is refused before the replay, not after it; nothing is created before
    // the replay has worked.
    let targets: Vec<_> = match (per_dao, args.output.file()) {
        (Some(_), Some(file)) if one_file => vec![file.to_path_buf()],
        (Some(extension), Some(dir)) => opened
            .discovery
            .daos
            .iter()
            .map(|d| dir.join(format!("{}.{extension}", d.name)))
            .collect(),
        (_, file) => file.into_iter().map(Into::into).collect(),
    };
    for path in &targets {
        output::check(path, force)?;
    }
    let (progress, options) =
        with_progress(&opened.discovery, args.inputs.threads, 0, Decoder::Fast);
    let unreadable = opened.unreadable;
    let engine = Engine::from_discovery(
        opened.discovery,
        opened.registry,
        EngineOptions {
            replay: options,
            snapshots: args.inputs.snapshots(),
            ..EngineOptions::default()
        },
    );
    progress.finish();
    let engine = engine?;
    super::warn_boots_engine(&engine, args.inputs.verbose);
    warn_collapsed_engine(&engine, args.inputs.verbose);
    let daos = engine.daos();
    let registry = engine.registry();
    match per_dao {
        None => {
            let mut out = Sink::open(args.output.file(), force)?;
            for d in daos {
                let written = if args.with_dao {
                    folio_render::export_jsonl_with_dao(&d.dao(), registry, &mut out)
                } else if args.effective {
                    folio_render::export_jsonl_effective(&d.dao(), registry, &mut out)
                } else {
                    folio_export::write_jsonl(&d.dao(), registry, &mut out)
                };
                written.map_err(|e| out.fail(e))?;
            }
            out.finish()?;
        }
        Some(_) if journal_to_stdout => {
            let [d] = daos[..] else {
                return Err(Fatal::Usage(format!(
                    "--format journal writes one journal per DAO and {} DAOs are selected: \
                     pick one with --dao NAME for standard output, or give -o DIR",
                    daos.len()
                )));
            };
            let mut out = Sink::open(None, force)?;
            let class = registry.dao_class(d.name());
            folio_render::export_journal(&d.dao(), class, registry, &mut out)
                .map_err(|e| out.fail(e))?;
            out.finish()?;
        }
        Some(_) => {
            let dir = args.output.file().expect("checked above");
            if !one_file {
                std::fs::create_dir_all(dir).map_err(Fatal::file(dir))?;
            }
            // The engine holds the discovered DAOs, in the same order.
            debug_assert_eq!(daos.len(), targets.len());
            // Every file is written whole under a temporary name first and all are renamed
            // at the end, so an interrupted export leaves none of them (and a rerun needs no
            // --force).
            let mut finished = Vec::with_capacity(targets.len());
            // Writing Parquet compresses every column, which can take as long as the replay:
            // a bar of its own, in objects (a file's bytes are known only once it is written).
            let writing = (args.format == Format::Parquet).then(|| {
                let objects = daos.iter().map(|d| d.dao().len() as u64).sum();
                Progress::phase(Some("writing"), objects, Unit::Objects)
            });
            let options = ParquetOptions {
                progress: writing.as_ref().map(|p| p.bytes.clone()),
            };
            for (d, path) in daos.iter().zip(&targets) {
                let mut out = Sink::open(Some(path), force)?;
                if args.format == Format::Journal {
                    // The registry's class, not one inferred from the DAO's first entry: the
                    // new journal must replay to the same state on its own.
                    let class = registry.dao_class(d.name());
                    folio_render::export_journal(&d.dao(), class, registry, &mut out)
                        .map_err(|e| out.fail(e))?;
                } else {
                    let class = d.default_class();
                    let class = class.as_deref();
                    folio_export::write_parquet_with(&d.dao(), registry, class, &mut out, &options)
                        .map_err(|e| parquet_error(path, e))?;
                }
                finished.extend(out.finish_group()?);
            }
            drop(writing);
            output::commit_all(finished)?;
        }
    }
    super::leak_at_exit(engine);
    Ok(exit_code(0, unreadable))
}

/// A Parquet writer's error on `path`, as an I/O error where it is one.
fn parquet_error(path: &std::path::Path, e: folio_export::ParquetError) -> Fatal {
    match e {
        folio_export::ParquetError::External(inner) => match inner.downcast::<std::io::Error>() {
            Ok(io) => Fatal::file(path)(*io),
            Err(other) => Fatal::Parquet {
                path: path.to_owned(),
                source: folio_export::ParquetError::External(other),
            },
        },
        source => Fatal::Parquet {
            path: path.to_owned(),
            source,
        },
    }
}
