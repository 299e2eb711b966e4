//! One module per subcommand.

pub mod check;
pub mod export;
pub mod gen;
pub mod get;
pub mod query;
pub mod replay;
pub mod serve;

use crate::inputs::Inputs;
use crate::progress::Progress;
use crate::Fatal;
use folio_engine::{Engine, EngineOptions, FsyncPolicy};
use folio_journal::Discovery;
use folio_models::Registry;
use folio_replay::{Decoder, Replay, ReplayOptions};

/// Replays `inputs` with a progress bar; shared by the reading commands.
pub fn replay_inputs(
    inputs: &Inputs,
    threads: usize,
    error_limit: usize,
    decoder: Decoder,
) -> Result<(Registry, Replay), Fatal> {
    let (registry, discovery) = inputs.open()?;
    let (progress, options) = with_progress(&discovery, threads, error_limit, decoder);
    let result = folio_replay::replay(&discovery, &registry, &options);
    progress.finish();
    Ok((registry, result?))
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

/// Ends the life of a replay without freeing it object by object: the process exits right
/// after, and the operating system takes the memory back at once (for millions of objects,
/// freeing them one by one costs a noticeable share of the run).
pub fn leak_at_exit<T>(value: T) {
    std::mem::forget(value);
}

/// Replays `inputs` into an engine (writable: taking every live journal's lock), with a
/// progress bar.
pub fn open_engine_with(
    inputs: &Inputs,
    writable: bool,
    fsync: FsyncPolicy,
) -> Result<Engine, Fatal> {
    let (registry, discovery) = inputs.open()?;
    let (progress, replay) = with_progress(&discovery, 0, 0, Decoder::Fast);
    let options = EngineOptions {
        replay,
        writable,
        fsync,
    };
    let engine = Engine::from_discovery(discovery, registry, options);
    progress.finish();
    Ok(engine?)
}

/// A read-only (or writable) engine with the default fsync policy.
pub fn open_engine(inputs: &Inputs, writable: bool) -> Result<Engine, Fatal> {
    open_engine_with(inputs, writable, FsyncPolicy::default())
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
