//! The stable twin of the `engine_ops` fuzz target in `fuzz/` (which needs nightly and
//! libFuzzer): the same body, included from `fuzz/src/engine_ops.rs`, run under `cargo test`
//! on every saved crash input in `fuzz/regressions/engine_ops/` and on deterministic random
//! inputs. `fuzz/run.sh` runs the real fuzzer.

#[path = "../../../../fuzz/src/engine_ops.rs"]
mod engine_ops;

use std::path::Path;

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[test]
fn regressions_stay_fixed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/regressions/engine_ops");
    let scratch = tempfile::tempdir().unwrap();
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    for entry in entries {
        let path = entry.unwrap().path();
        engine_ops::engine_ops(&std::fs::read(&path).unwrap(), scratch.path());
    }
}

#[test]
fn random_inputs() {
    let scratch = tempfile::tempdir().unwrap();
    let mut state = 7;
    for _ in 0..60 {
        let len = (splitmix(&mut state) % 400) as usize;
        let input: Vec<u8> = (0..len).map(|_| splitmix(&mut state) as u8).collect();
        engine_ops::engine_ops(&input, scratch.path());
    }
}
