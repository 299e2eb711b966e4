//! Helpers shared by the writer's tests.
#![allow(dead_code)]

use std::process::{Command, Stdio};

/// SplitMix64, so that every run of a seeded test does the same thing.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `percent` / 100.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Splits `bytes` after its last `\n` into the complete lines and the rest.
pub fn complete_lines(bytes: &[u8]) -> (Vec<&[u8]>, &[u8]) {
    let cut = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let lines = bytes[..cut].split_inclusive(|&b| b == b'\n').collect();
    (lines, &bytes[cut..])
}

/// This test binary, run again to execute only the test `name` with `env` set: the way tests
/// get a child process to kill or to limit.
pub fn child(name: &str, env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(std::env::current_exe().expect("the test binary"));
    command
        .args([name, "--exact", "--nocapture", "--test-threads", "1", "-q"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    for (key, value) in env {
        command.env(key, value);
    }
    command
}
