//! Power loss at engine level, on the simulated disk of `folio_journal::sim`: threads write
//! random creates, puts and removes (each to its own ids, so that each thread's operations
//! have one model order) to engines whose writers run on the simulated disk; the power goes
//! off at a random moment; the surviving bytes are written to real files, repaired and
//! replayed. Under `always` every acknowledged write is there; under every policy the state
//! is exactly the model's after a prefix of each thread's operations, and the journals hold
//! exactly the lines of those prefixes (nothing a prefix does not explain).
//!
//! FOLIO_POWER_SEQS sets how many sequences run (default: as many as fit in ~15 s, at most
//! 3,000).

use crate::common;

use common::{check_prefixes, registry, repair_and_count, replayed, thread_ops, Rng, ThreadLog};
use folio_engine::{Engine, FsyncPolicy};
use folio_journal::sim::SimDisk;
use folio_journal::JournalWriter;
use folio_store::Op;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use common::DAOS;
const THREADS: u64 = 3;
const OPS: usize = 12;

fn run(seed: u64, policy: FsyncPolicy) {
    let disk = SimDisk::new();
    if seed % 3 == 0 {
        disk.set_sync_delay(Duration::from_micros(200));
    }
    let writers = DAOS
        .iter()
        .map(|&dao| {
            let (writer, _) = JournalWriter::with_storage(
                dao,
                Box::new(disk.file(dao)),
                Box::new(disk.file(&format!("{dao}.torn"))),
                policy,
            )
            .unwrap();
            (dao.to_owned(), writer)
        })
        .collect();
    let engine = Engine::with_writers(registry(), writers);
    let mut rng = Rng(seed.wrapping_mul(0x2545_F491_4F6C_DD1D));
    let cut_after = rng.below(THREADS * OPS as u64 + 1);
    let disk = &disk;
    let started = AtomicU64::new(0);
    let logs: Vec<ThreadLog> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let engine = &engine;
                let started = &started;
                let ops = thread_ops(seed, t, OPS, engine);
                s.spawn(move || {
                    let mut log = ThreadLog::default();
                    for (tried, text) in ops {
                        // The thread that starts operation number `cut_after` cuts the power
                        // first, while the others may be in the middle of theirs.
                        if started.fetch_add(1, Ordering::SeqCst) == cut_after {
                            disk.power_loss(seed);
                        }
                        let result = if tried.op == Op::Remove {
                            engine.remove(tried.dao, &tried.id)
                        } else {
                            let object = engine.decode(tried.dao, text.as_bytes()).unwrap();
                            engine.write(tried.dao, tried.op, object)
                        };
                        log.tried.push(tried);
                        match result {
                            Ok(_) => log.acked += 1,
                            // The power is off: every later write fails too.
                            Err(_) => break,
                        }
                    }
                    log
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    drop(engine);

    // The surviving bytes, on real files: repaired (a torn tail cut) and replayed for real.
    let dir = tempfile::tempdir().unwrap();
    for dao in DAOS {
        let bytes = disk.contents(dao).unwrap_or_default();
        std::fs::write(dir.path().join(dao), &bytes).unwrap();
    }
    let lines = repair_and_count(dir.path());
    let survived = replayed(dir.path());

    check_prefixes(
        &survived,
        &lines,
        &logs,
        policy == FsyncPolicy::Always,
        &format!("seed {seed} {policy}"),
    );
}

#[test]
fn acknowledged_writes_survive_and_a_prefix_explains_the_rest() {
    let max: u64 = std::env::var("FOLIO_POWER_SEQS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3000);
    let budget = Duration::from_secs(if std::env::var("FOLIO_POWER_SEQS").is_ok() {
        86_400
    } else {
        15
    });
    let start = Instant::now();
    let policies = [
        FsyncPolicy::Always,
        FsyncPolicy::Always,
        FsyncPolicy::Batch,
        FsyncPolicy::Never,
    ];
    let mut ran = 0;
    for seed in 0..max {
        if start.elapsed() > budget {
            break;
        }
        run(seed, policies[seed as usize % policies.len()]);
        ran += 1;
    }
    eprintln!("{ran} power-loss sequences in {:?}", start.elapsed());
    assert!(ran >= 100, "only {ran} sequences ran");
}
