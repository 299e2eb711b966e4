//! Real crashes: a child process (this test binary, re-run with FOLIO_KILL_CHILD set) opens a
//! temporary tree writable under `always` and writes a seeded sequence of operations from
//! several threads, printing each acknowledged one; the parent SIGKILLs it at a random moment,
//! then replays the files for real: every acknowledged write is there, and per DAO a prefix
//! of each thread's operations explains the state and the lines.
//!
//! FOLIO_KILL_TRIALS sets the number of trials (default 200).

mod common;

use common::{
    check_prefixes, registry, repair_and_count, replayed, thread_ops, writable, Rng, ThreadLog,
};
use folio_engine::{Engine, EngineOptions, FsyncPolicy};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const THREADS: u64 = 3;
const OPS: usize = 80;

/// The child: writes until killed. Prints `ack <thread> <index>` after each acknowledgement.
#[test]
fn kill_child() {
    let Ok(dir) = std::env::var("FOLIO_KILL_CHILD") else {
        return;
    };
    let seed: u64 = std::env::var("FOLIO_KILL_SEED").unwrap().parse().unwrap();
    let engine = Engine::open(&[dir.into()], registry(), writable(FsyncPolicy::Always)).unwrap();
    let ops: Vec<_> = (0..THREADS)
        .map(|t| thread_ops(seed, t, OPS, &engine))
        .collect();
    let stdout = std::sync::Mutex::new(std::io::stdout());
    {
        let mut out = stdout.lock().unwrap();
        writeln!(out, "ready").unwrap();
        out.flush().unwrap();
    }
    std::thread::scope(|s| {
        for (t, ops) in ops.into_iter().enumerate() {
            let engine = &engine;
            let stdout = &stdout;
            s.spawn(move || {
                for (k, (tried, text)) in ops.into_iter().enumerate() {
                    if tried.op == folio_store::Op::Remove {
                        engine.remove(tried.dao, &tried.id).unwrap();
                    } else {
                        let object = engine.decode(tried.dao, text.as_bytes()).unwrap();
                        engine.write(tried.dao, tried.op, object).unwrap();
                    }
                    let mut out = stdout.lock().unwrap();
                    writeln!(out, "ack {t} {k}").unwrap();
                    out.flush().unwrap();
                }
            });
        }
    });
    // Done before the kill: wait for it, so that the parent sees a killed process either way.
    std::thread::sleep(Duration::from_secs(60));
}

fn trial(seed: u64, decoder: &Engine) {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "kill_child", "--nocapture", "--test-threads=1"])
        .env("FOLIO_KILL_CHILD", dir.path())
        .env("FOLIO_KILL_SEED", seed.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (ready_tx, ready) = std::sync::mpsc::channel();
    let reader = std::thread::spawn(move || {
        let mut acked = vec![0usize; THREADS as usize];
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if line.ends_with("ready") {
                let _ = ready_tx.send(());
            }
            let mut words = line.split_whitespace();
            if words.next() != Some("ack") {
                continue;
            }
            let t: usize = words.next().unwrap().parse().unwrap();
            let k: usize = words.next().unwrap().parse().unwrap();
            assert_eq!(k, acked[t], "a thread acknowledges in order");
            acked[t] = k + 1;
        }
        acked
    });
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    // Killed at a random moment after the engine opened (or, rarely, before it did).
    let _ = ready.recv_timeout(Duration::from_secs(20));
    std::thread::sleep(Duration::from_micros(rng.below(30_000)));
    child.kill().unwrap(); // SIGKILL
    child.wait().unwrap();
    let acked = reader.join().unwrap();

    let lines = repair_and_count(dir.path());
    let survived = replayed(dir.path());
    let logs: Vec<ThreadLog> = (0..THREADS)
        .map(|t| ThreadLog {
            tried: thread_ops(seed, t, OPS, decoder)
                .into_iter()
                .map(|(tried, _)| tried)
                .collect(),
            acked: acked[t as usize],
        })
        .collect();
    check_prefixes(
        &survived,
        &lines,
        &logs,
        true,
        &format!("kill trial {seed} (acked {acked:?})"),
    );
}

#[test]
fn acknowledged_writes_survive_sigkill() {
    if std::env::var("FOLIO_KILL_CHILD").is_ok() {
        return;
    }
    let trials: u64 = std::env::var("FOLIO_KILL_TRIALS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let empty = tempfile::tempdir().unwrap();
    let decoder = decoder(empty.path());
    let start = Instant::now();
    for seed in 0..trials {
        trial(seed, &decoder);
    }
    eprintln!("{trials} SIGKILL trials in {:?}", start.elapsed());
}

/// A read-only engine, only to type the operations the way the child does.
fn decoder(dir: &Path) -> Engine {
    std::fs::write(dir.join("items"), "").unwrap();
    Engine::open(&[dir.into()], registry(), EngineOptions::default()).unwrap()
}
