//! The `generic` variant: the naive design folio replaces (bench/README.md, `generic`).
//!
//! Every entry is framed by folio's framer, parsed by folio's dialect parser into the generic
//! value tree ([`folio_dialect::Map`]), and the tree itself is stored in a hash map keyed by
//! the entry's `seq` value, with the rules of docs/semantics.md and no model: `c` inserts or replaces,
//! `p` merges (keys present overwrite, the others stay; a new id inserts), `r` removes.
//!
//! Only the representation differs from folio's typed replay: same framer, same parser, same
//! hasher as folio's store (`FxHashMap`), and the same four phases timed the same way (read and
//! parse per chunk of frames, one clock read per applied entry for find_merge and store_write).

use crate::measured::{read_file, CpuClock};
use crate::{BenchError, Measured, CHUNK};
use folio_dialect::{parse_object, Map, Value};
use folio_framing::{frame, Frame, FrameKind};
use folio_replay::Phases;
use rustc_hash::FxHashMap;
use std::path::Path;
use std::time::Instant;

/// The store of this variant: `seq` -> the entry's value tree.
pub type Store = FxHashMap<i64, Map>;

/// Replays `path` the naive way and reports it as the `generic` row.
pub fn run(path: &Path) -> Result<Measured, BenchError> {
    let (measured, store) = replay(path)?;
    let measured = Measured {
        peak_rss_kb: crate::usage::peak_rss_kb(),
        ..measured
    };
    // Freeing a million trees takes a while and is not part of replay: the process ends next.
    std::mem::forget(store);
    Ok(measured)
}

/// Replays `path` into a [`Store`], timing every phase. `peak_rss_kb` is left `None`.
pub fn replay(path: &Path) -> Result<(Measured, Store), BenchError> {
    let start = Instant::now();
    let cpu_clock = CpuClock::start();
    let mut phases = Phases::default();
    let t = Instant::now();
    let data = read_file(path)?;
    phases.read += t.elapsed();

    let mut store = Store::default();
    let mut entries = 0u64;
    let mut failed = 0u64;
    let mut frames = frame(&data);
    let mut chunk: Vec<Frame<'_>> = Vec::with_capacity(CHUNK);
    let mut parsed: Vec<(u8, i64, Map)> = Vec::with_capacity(CHUNK);
    loop {
        let t = Instant::now();
        chunk.clear();
        chunk.extend(frames.by_ref().take(CHUNK));
        phases.read += t.elapsed();
        if chunk.is_empty() {
            break;
        }

        let t = Instant::now();
        for f in &chunk {
            match &f.kind {
                FrameKind::Blank | FrameKind::Comment => {}
                FrameKind::TooShort | FrameKind::Unterminated => failed += 1,
                FrameKind::Entry(entry) => {
                    let op = match entry.op() {
                        'c' => b'c',
                        'p' => b'p',
                        'r' => b'r',
                        // The version record and unknown ops are not data.
                        _ => continue,
                    };
                    match parse_object(entry.body()) {
                        Ok((map, _)) => match map.get("seq") {
                            Some(&Value::Int(seq)) => parsed.push((op, seq, map)),
                            _ => failed += 1,
                        },
                        Err(_) => failed += 1,
                    }
                }
            }
        }
        phases.parse += t.elapsed();

        for (op, seq, map) in parsed.drain(..) {
            entries += 1;
            let t = Instant::now();
            match op {
                b'c' => {
                    store.insert(seq, map);
                    phases.store_write += t.elapsed();
                }
                b'r' => {
                    store.remove(&seq);
                    phases.store_write += t.elapsed();
                }
                _ => match store.get_mut(&seq) {
                    Some(old) => {
                        for (key, value) in map.into_entries() {
                            old.insert(key, value);
                        }
                        phases.find_merge += t.elapsed();
                    }
                    None => {
                        let found = Instant::now();
                        phases.find_merge += found - t;
                        store.insert(seq, map);
                        phases.store_write += found.elapsed();
                    }
                },
            }
        }
    }
    let wall = start.elapsed();
    let spent = cpu_clock.stop();
    let measured = Measured {
        variant: "generic".into(),
        entries,
        objects: Some(store.len() as u64),
        failed: Some(failed),
        wall,
        cpu: spent.own,
        cpu_system: spent.own_system,
        others_cpu: spent.others,
        phases: Some(phases),
        threads: Some(1),
        decode_paths: None,
        peak_rss_kb: None,
        digest: None,
        input_bytes: None,
    };
    Ok((measured, store))
}
