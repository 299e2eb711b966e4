//! Writes a benchmark journal without the CLI, and prints its summary as one JSON line:
//!
//! ```text
//! cargo run --release -p folio-gen --example gen -- ENTRIES SEED create|mixed FILE
//! ```
//!
//! `folio gen` is the user-facing command; this is for benchmark scripts and quick checks.

use std::fs::File;
use std::process::ExitCode;
use std::time::Instant;

use folio_gen::{generate, GenOptions, Mix};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [entries, seed, mix, path] = args.as_slice() else {
        eprintln!("usage: gen ENTRIES SEED create|mixed FILE");
        return ExitCode::from(2);
    };
    let (Ok(entries), Ok(seed)) = (entries.parse(), seed.parse()) else {
        eprintln!("gen: ENTRIES and SEED must be unsigned integers");
        return ExitCode::from(2);
    };
    let mix = match mix.as_str() {
        "create" => Mix::Create,
        "mixed" => Mix::Mixed,
        other => {
            eprintln!("gen: unknown mix {other:?} (create or mixed)");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let result = File::create(path).and_then(|f| generate(&GenOptions { entries, seed, mix }, f));
    match result {
        Ok(s) => {
            println!(
                "{{\"file\":{path:?},\"entries\":{},\"creates\":{},\"puts\":{},\"removes\":{},\
                 \"bytes\":{},\"live_objects\":{},\"gen_s\":{:.3}}}",
                s.entries,
                s.creates,
                s.puts,
                s.removes,
                s.bytes,
                s.live_objects,
                start.elapsed().as_secs_f64()
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("gen: {path}: {e}");
            ExitCode::from(2)
        }
    }
}
