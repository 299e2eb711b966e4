//! The write benchmark's folio rows on real files with real fsyncs: every acknowledged write is
//! in the journal afterwards, group commit shares fsyncs under `always`, and the check catches
//! a journal that holds other entries than those acknowledged.

use folio_bench::writes::{folio_row, pool, verify_journal, WritePath};
use folio_journal::FsyncPolicy;
use folio_models::Registry;
use std::io::Write;

fn registry() -> Registry {
    Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).unwrap()
}

#[test]
fn every_acknowledged_write_is_in_the_journal() {
    let registry = registry();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let pool = pool(dir.path(), &registry).unwrap();
    assert_eq!(pool.len() as u64, folio_bench::writes::POOL);
    let rows = [
        (WritePath::Engine, FsyncPolicy::Always),
        (WritePath::Engine, FsyncPolicy::Batch),
        (WritePath::Engine, FsyncPolicy::Never),
        (WritePath::Journal, FsyncPolicy::Always),
        (WritePath::EnginePut, FsyncPolicy::Always),
        (WritePath::EnginePut, FsyncPolicy::Never),
    ];
    for (path, policy) in rows {
        let m = folio_row(path, policy, 8, 0.2, dir.path()).unwrap();
        assert!(m.writes > 0, "{path:?} {policy}");
        assert_eq!(m.check, Ok(()), "{path:?} {policy}");
        // A put's entry is the delta from the record its id held: another generated record
        // differs from it in most fields.
        assert!(m.bytes_per_write > 300.0, "{policy}: {}", m.bytes_per_write);
        let fsyncs = m.fsyncs.unwrap();
        match policy {
            // Eight writers share fsyncs: fewer fsyncs than writes.
            FsyncPolicy::Always => {
                assert!(fsyncs >= 1 && fsyncs < m.writes, "{fsyncs} / {}", m.writes)
            }
            FsyncPolicy::Batch => assert!(fsyncs <= 4, "one per 100 ms at most: {fsyncs}"),
            FsyncPolicy::Never => assert_eq!(fsyncs, 0),
        }
    }
}

#[test]
fn the_check_counts_what_the_journal_holds() {
    let registry = registry();
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).unwrap();
    let m = folio_row(WritePath::Engine, FsyncPolicy::Never, 2, 0.1, dir.path()).unwrap();
    let journal = dir.path().join("folio-engine-never-2").join("benchmark");
    assert_eq!(verify_journal(&journal, &registry, m.writes), Ok(()));
    assert!(verify_journal(&journal, &registry, m.writes + 1)
        .unwrap_err()
        .contains(&format!(
            "journal holds {} entries, {} acknowledged",
            m.writes,
            m.writes + 1
        )));
    // An entry nobody acknowledged, and one that does not parse (counted as failed, not as
    // an entry).
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap();
    file.write_all(b"c({seq:999999999,amount:1.0})\nc({seq:\n")
        .unwrap();
    let err = verify_journal(&journal, &registry, m.writes).unwrap_err();
    assert!(err.contains("1 entries failed"), "{err}");
    assert!(
        err.contains(&format!("journal holds {} entries", m.writes + 1)),
        "{err}"
    );
}
