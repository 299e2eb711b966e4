//! One module per subcommand.

pub mod check;
pub mod compact;
pub mod completions;
pub mod export;
pub mod gen;
pub mod get;
pub mod man;
pub mod query;
pub mod repair;
pub mod replay;
pub mod serve;

use crate::args::Inputs;
use crate::progress::Progress;
use crate::Fatal;
use folio_engine::{Engine, EngineOptions, FsyncPolicy};
use folio_journal::Discovery;
use folio_replay::{Counters, Decoder, Replay, ReplayOptions};
use folio_store::{Class, Dao, Id};
use std::process::ExitCode;

/// A replay, and how many files it could not read.
pub struct Replayed {
    pub replay: Replay,
    /// Files that could not be read (reported already): the command ends with exit code 2.
    pub unreadable: usize,
}

impl Replayed {
    /// The exit code: `code` unless a file could not be read, which makes it 2.
    pub fn exit(&self, code: u8) -> ExitCode {
        exit_code(code, self.unreadable)
    }
}

/// `code`, or 2 when `unreadable` files were set aside (each reported already; this says how
/// many, last, so the count is the final line of stderr).
pub fn exit_code(code: u8, unreadable: usize) -> ExitCode {
    if unreadable > 0 {
        eprintln!("folio: {unreadable} file(s) could not be read; the rest was replayed");
        ExitCode::from(2)
    } else {
        ExitCode::from(code)
    }
}

/// Replays `inputs` with a progress bar; shared by the reading commands. Warns on stderr about
/// generic DAOs whose objects collapsed into one (see [`warn_shared_ids`]).
pub fn replay_inputs(
    inputs: &Inputs,
    error_limit: usize,
    decoder: Decoder,
) -> Result<Replayed, Fatal> {
    let opened = inputs.open()?;
    let (progress, options) =
        with_progress(&opened.discovery, inputs.threads, error_limit, decoder);
    let result = folio_replay::replay(&opened.discovery, &opened.registry, &options);
    progress.finish();
    let replay = result?;
    warn_shared_ids(
        replay
            .daos
            .iter()
            .map(|d| (d.dao.name(), &d.dao, &d.counters)),
    );
    Ok(Replayed {
        replay,
        unreadable: opened.unreadable,
    })
}

/// A progress bar over the bytes of `discovery`'s files, and replay options that feed it.
pub fn with_progress(
    discovery: &Discovery,
    threads: usize,
    error_limit: usize,
    decoder: Decoder,
) -> (Progress, ReplayOptions) {
    let total: u64 = discovery
        .daos
        .iter()
        .flat_map(|d| d.files.iter())
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum();
    let progress = Progress::start(total);
    let options = ReplayOptions {
        threads,
        error_limit,
        progress: Some(progress.bytes.clone()),
        decoder,
        ..ReplayOptions::default()
    };
    (progress, options)
}

/// In generic mode an object's id is its `id` key. A class whose id is another property (the
/// `regions` of FOAM are keyed by `code`) replayed without its model gives every entry the
/// same missing id, and thousands of entries merge into one object. That is what the
/// registry is for, so say so, once per DAO.
pub fn warn_shared_ids<'a>(daos: impl Iterator<Item = (&'a str, &'a Dao, &'a Counters)>) {
    for (name, dao, counters) in daos {
        let Some(object) = dao.get(&Id::Null) else {
            continue;
        };
        let writes = counters.create + counters.put;
        if matches!(object.class, Class::Model(_)) || writes <= counters.objects {
            continue;
        }
        let class = match &object.class {
            Class::Named(name) => format!("class `{name}`"),
            _ => "its class".to_owned(),
        };
        eprintln!(
            "folio: warning: DAO `{name}`: entries without an `id` key all share one id, so \
             {writes} puts and creates made {} object(s); no model is known for {class}: give \
             --models FILE (a registry names each class's id properties)",
            counters.objects,
        );
    }
}

/// Ends the life of a replay without freeing it object by object: the process exits right
/// after, and the operating system takes the memory back at once (for millions of objects,
/// freeing them one by one costs a noticeable share of the run).
pub fn leak_at_exit<T>(value: T) {
    std::mem::forget(value);
}

/// Replays `inputs` into an engine (writable: taking every live journal's lock), with a
/// progress bar. Also returns how many files could not be read (reported already).
pub fn open_engine_with(
    inputs: &Inputs,
    writable: bool,
    fsync: FsyncPolicy,
) -> Result<(Engine, usize), Fatal> {
    let opened = inputs.open_for(writable)?;
    let (progress, replay) = with_progress(&opened.discovery, inputs.threads, 0, Decoder::Fast);
    let options = EngineOptions {
        replay,
        writable,
        fsync,
    };
    let engine = Engine::from_discovery(opened.discovery, opened.registry, options);
    progress.finish();
    Ok((engine?, opened.unreadable))
}

/// The DAO `--dao` names, which `get` and `query` require.
pub fn required_dao(inputs: &Inputs) -> Result<&str, Fatal> {
    inputs
        .dao
        .as_deref()
        .ok_or_else(|| Fatal::Usage("--dao NAME is required".to_owned()))
}

/// A value given on the command line: JSON when it reads as JSON (`7`, `true`, `"7"`,
/// `[1,"a"]`), else the text as a string.
pub fn arg_value(text: &str) -> folio_dialect::Value {
    match serde_json::from_str::<serde_json::Value>(text) {
        Ok(value) => folio_rpc::to_raw(value),
        Err(_) => folio_dialect::Value::Str(text.to_owned()),
    }
}

/// Indexes `spec`, `dao.property` (split at the first dot: DAO names have none).
pub fn add_index(engine: &Engine, spec: &str) -> Result<(), Fatal> {
    let Some((dao, property)) = spec.split_once('.') else {
        return Err(Fatal::Usage(format!(
            "--index takes DAO.PROPERTY, got {spec:?}"
        )));
    };
    Ok(engine.add_index(dao, property)?)
}
