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

mod common;

use common::{model_apply, random_op, registry, replayed, Rng, State};
use folio_engine::{Engine, FsyncPolicy};
use folio_journal::sim::SimDisk;
use folio_journal::JournalWriter;
use folio_store::{Id, Op};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

const DAOS: [&str; 2] = ["items", "things"];
const THREADS: u64 = 3;
const OPS: usize = 12;

/// One operation a thread tried: the op, its DAO and id, the object as the engine typed it.
#[derive(Debug, Clone)]
struct Tried {
    dao: &'static str,
    op: Op,
    id: Id,
    typed: Value,
}

struct ThreadLog {
    tried: Vec<Tried>,
    acked: usize,
}

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
    let started = AtomicU64::new(0);
    let logs: Vec<ThreadLog> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|t| {
                let engine = &engine;
                let started = &started;
                let mut rng = Rng(seed ^ (t + 1).wrapping_mul(0x9E37_79B9));
                s.spawn(move || {
                    let mut log = ThreadLog {
                        tried: Vec::new(),
                        acked: 0,
                    };
                    for _ in 0..OPS {
                        let mut g = random_op(&mut rng);
                        let id = t as i64 * 100 + g.json["id"].as_i64().unwrap();
                        g.json["id"] = id.into();
                        started.fetch_add(1, Ordering::SeqCst);
                        let result = if g.op == Op::Remove {
                            log.tried.push(Tried {
                                dao: g.dao,
                                op: g.op,
                                id: Id::Int(id),
                                typed: Value::Null,
                            });
                            engine.remove(g.dao, &Id::Int(id))
                        } else {
                            let object =
                                engine.decode(g.dao, g.json.to_string().as_bytes()).unwrap();
                            let mut typed = Vec::new();
                            folio_render::write_object(&object, engine.registry(), &mut typed);
                            log.tried.push(Tried {
                                dao: g.dao,
                                op: g.op,
                                id: Id::Int(id),
                                typed: serde_json::from_slice(&typed).unwrap(),
                            });
                            engine.write(g.dao, g.op, object)
                        };
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
        while started.load(Ordering::SeqCst) < cut_after {
            std::thread::yield_now();
        }
        disk.power_loss(seed);
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    drop(engine);

    // The surviving bytes, on real files: repaired (a torn tail cut) and replayed for real.
    let dir = tempfile::tempdir().unwrap();
    let mut lines = BTreeMap::new();
    for dao in DAOS {
        let bytes = disk.contents(dao).unwrap_or_default();
        let path = dir.path().join(dao);
        std::fs::write(&path, &bytes).unwrap();
        folio_journal::repair(&path, false).unwrap();
        let n = std::fs::read(&path)
            .unwrap()
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        lines.insert(dao, n);
    }
    let survived = replayed(dir.path());

    // Each DAO's journal is a prefix of what was appended to it, and each thread's operations
    // on a DAO are in that journal in the thread's order: so per DAO and thread, a prefix of
    // the thread's operations on the DAO explains what survived of its ids, and the lines
    // those prefixes appended are exactly the DAO's surviving lines.
    for dao in DAOS {
        let empty = State::new();
        let survived = survived.get(dao).unwrap_or(&empty);
        let mut sums = BTreeSet::from([0usize]);
        for (t, log) in logs.iter().enumerate() {
            let want: State = survived
                .iter()
                .filter(|(id, _)| matches!(id, Id::Int(i) if i / 100 == t as i64))
                .map(|(id, v)| (id.clone(), v.clone()))
                .collect();
            let ops: Vec<&Tried> = log.tried.iter().filter(|op| op.dao == dao).collect();
            let acked = log.tried[..log.acked]
                .iter()
                .filter(|op| op.dao == dao)
                .count();
            let mut model = BTreeMap::new();
            let mut appended = 0;
            let mut fits = Vec::new();
            for p in 0..=ops.len() {
                if p > 0 {
                    let op = ops[p - 1];
                    let present = model
                        .get(op.dao)
                        .is_some_and(|s: &State| s.contains_key(&op.id));
                    if op.op != Op::Remove || present {
                        appended += 1;
                    }
                    model_apply(&mut model, op.dao, op.op, op.id.clone(), op.typed.clone());
                }
                let durable_enough = policy != FsyncPolicy::Always || p >= acked;
                if durable_enough && model.get(dao).unwrap_or(&empty) == &want {
                    fits.push(appended);
                }
            }
            assert!(
                !fits.is_empty(),
                "seed {seed} {policy} {dao}: thread {t} ({acked} acked of {}): no prefix \
                 explains {want:?}",
                ops.len()
            );
            sums = sums
                .iter()
                .flat_map(|s| fits.iter().map(move |f| s + f))
                .collect();
        }
        assert!(
            sums.contains(&lines[dao]),
            "seed {seed} {policy} {dao}: {} surviving lines, prefixes explain {sums:?}",
            lines[dao]
        );
    }
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
