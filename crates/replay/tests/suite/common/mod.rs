//! What the replay tests share: replay a directory, and the export bytes states are compared
//! by.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, Replay, ReplayOptions};
use std::path::Path;

/// Replays every journal under `dir` with `options`.
pub fn replay_dir(dir: &Path, registry: &Registry, options: &ReplayOptions) -> Replay {
    let found = discover(&[dir.to_owned()]).unwrap();
    replay(&found, registry, options).unwrap()
}

/// Every DAO's final state as JSON lines, DAOs in name order.
pub fn export(replay: &Replay, registry: &Registry) -> Vec<u8> {
    let mut out = Vec::new();
    for d in &replay.daos {
        folio_render::export_jsonl(&d.dao, registry, &mut out).unwrap();
    }
    out
}
