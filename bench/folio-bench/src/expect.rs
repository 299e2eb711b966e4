//! What a benchmark journal holds, as its generator promises: every row of the table is
//! checked against it.
//!
//! `folio gen` is deterministic per (entries, seed, mix), so the promise is recomputed by
//! running the generator again into a sink (about a microsecond per entry) instead of being
//! scraped from `folio gen`'s message. The file's size must then equal `bytes`, which also
//! catches a stale or truncated cached journal.

use folio_gen::{generate, GenOptions, Mix};
use serde::{Deserialize, Serialize};

/// The counts replaying a generated journal must give ([`folio_gen::GenSummary`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expect {
    /// Data entries (`creates + puts + removes`).
    pub entries: u64,
    pub creates: u64,
    pub puts: u64,
    pub removes: u64,
    /// Bytes of the whole file.
    pub bytes: u64,
    /// Objects live at the end.
    pub live_objects: u64,
}

/// Parses `create` or `mixed`.
pub fn parse_mix(s: &str) -> Option<Mix> {
    match s {
        "create" => Some(Mix::Create),
        "mixed" => Some(Mix::Mixed),
        _ => None,
    }
}

/// Runs the generator for these options into a sink and returns what it wrote.
pub fn expect(entries: u64, seed: u64, mix: Mix) -> Expect {
    let opts = GenOptions { entries, seed, mix };
    let summary = generate(&opts, std::io::sink()).expect("writing to a sink cannot fail");
    Expect {
        entries: summary.entries,
        creates: summary.creates,
        puts: summary.puts,
        removes: summary.removes,
        bytes: summary.bytes,
        live_objects: summary.live_objects,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_a_written_journal() {
        let mut journal = Vec::new();
        let opts = GenOptions {
            entries: 300,
            seed: 7,
            mix: Mix::Mixed,
        };
        let summary = generate(&opts, &mut journal).unwrap();
        let e = expect(300, 7, Mix::Mixed);
        assert_eq!(e.bytes, journal.len() as u64);
        assert_eq!(e.live_objects, summary.live_objects);
        assert_eq!(e.creates + e.puts + e.removes, 300);
        assert_eq!(parse_mix("mixed"), Some(Mix::Mixed));
        assert_eq!(parse_mix("typed"), None);
    }
}
