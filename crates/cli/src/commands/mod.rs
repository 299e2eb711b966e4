//! One module per subcommand.

pub mod check;
pub mod compact;
pub mod export;
pub mod gen;
pub mod replay;

use crate::inputs::Inputs;
use crate::progress::Progress;
use crate::Fatal;
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
