//! Opens a DAO's snapshot with every check and says how long it took: the load time of
//! BENCHMARKS.md ("Snapshots").
//!
//! `cargo run --release -p folio-snapshot --example open -- JOURNAL_PATH [MODELS]`
//! opens `.X.folio-snapshot` beside the journals of the one DAO under JOURNAL_PATH.

use folio_journal::discover;
use folio_models::Registry;
use folio_snapshot::{open_snapshot, snapshot_path};
use std::time::Instant;

/// The system allocator; with `FOLIO_HUGE_PAGES=on` it advises the heaps a store grows in to
/// use huge pages (`crates/replay/src/huge_pages.rs`).
#[global_allocator]
static ALLOCATOR: folio_replay::HugePageHeaps = folio_replay::HugePageHeaps;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    folio_replay::set_up_heap();
    let mut args = std::env::args_os().skip(1);
    let journals = args.next().ok_or("usage: open JOURNAL_PATH [MODELS]")?;
    let registry = match args.next() {
        Some(models) => Registry::load(models.as_ref())?,
        None => Registry::empty(),
    };
    let found = discover(&[journals.into()])?;
    let files = found.daos.first().ok_or("no journal")?;
    let path = snapshot_path(files);
    let start = Instant::now();
    let loaded = open_snapshot(&path, &registry, files)?;
    let took = start.elapsed();
    println!(
        "opened {} ({} objects, {} bytes) in {:.3} s",
        path.display(),
        loaded.dao.len(),
        loaded.bytes,
        took.as_secs_f64()
    );
    // What the check of the journals costs alone (it runs beside the decoding in the open).
    let start = Instant::now();
    for path in &files.files {
        let mut file = std::fs::File::open(path)?;
        let len = file.metadata()?.len();
        folio_snapshot::hash_prefix(&mut file, len, false)?;
    }
    println!(
        "hashing the journals alone: {:.3} s",
        start.elapsed().as_secs_f64()
    );
    // The process ends here: the state is not freed object by object.
    std::mem::forget(loaded);
    Ok(())
}
