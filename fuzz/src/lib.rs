//! Fuzz targets for folio: framing + parsing + decoding + rendering, replay with 1 and 2
//! threads, and strict JSON round trips (see `README.md`).
//!
//! The target bodies live in modules that use only the folio crates and `tempfile`, so the
//! stable twin `crates/replay/tests/fuzz_twin.rs` includes the same files and runs the same
//! checks under `cargo test`. This file adds what only the fuzz build has: serde_json as a
//! second judge of every rendered object, and one scratch directory per process.

pub mod engine_ops;
pub mod import;
pub mod json;
pub mod registry;
pub mod rpc;
pub mod snapshot;
pub mod targets;
pub mod tree;

use serde::Deserialize as _;
use std::path::Path;
use std::sync::OnceLock;

/// serde_json must accept every rendered object too (without its nesting limit: folio
/// accepts 256 levels).
pub fn serde_json_accepts(text: &[u8]) {
    let mut de = serde_json::Deserializer::from_slice(text);
    de.disable_recursion_limit();
    if let Err(e) = serde::de::IgnoredAny::deserialize(&mut de).and_then(|_| de.end()) {
        panic!(
            "serde_json rejects a rendered object ({e}): {}",
            String::from_utf8_lossy(text)
        );
    }
}

/// The `frame_parse` target.
pub fn frame_parse(data: &[u8]) {
    targets::frame_parse(data, &serde_json_accepts);
}

/// The `replay_dir` target, in one scratch directory per process: creating one per input
/// would cost more than the replay. (It is left behind when libFuzzer exits.)
pub fn replay_dir(data: &[u8]) {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    let dir: &Path = DIR
        .get_or_init(|| {
            tempfile::Builder::new()
                .prefix("folio-fuzz-replay")
                .tempdir()
                .expect("create a scratch dir")
        })
        .path();
    targets::replay_dir(data, dir, &serde_json_accepts);
}

/// The `roundtrip` target.
pub fn roundtrip(data: &[u8]) {
    targets::roundtrip_bytes(data, &serde_json_accepts);
}

/// The `engine_ops` target, in one scratch directory per process.
pub fn engine_ops(data: &[u8]) {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    let dir: &Path = DIR
        .get_or_init(|| {
            tempfile::Builder::new()
                .prefix("folio-fuzz-engine")
                .tempdir()
                .expect("create a scratch dir")
        })
        .path();
    engine_ops::engine_ops(data, dir);
}

/// The `rpc_frame` target: the stdio and TCP framing of folio-rpc.
pub fn rpc_frame(data: &[u8]) {
    rpc::rpc_frame(data);
}

/// The `rpc_message` target: one JSON-RPC message through the dispatcher.
pub fn rpc_message(data: &[u8]) {
    rpc::rpc_message(data);
}

/// The `snapshot_open` target: bytes opened as a snapshot (`src/snapshot.rs`).
pub fn snapshot_open(data: &[u8]) {
    snapshot::snapshot_open(data);
}
