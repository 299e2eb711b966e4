//! Real process kills: a child appends numbered lines under `always` from 4 threads and prints
//! each one once `wait_durable` returned; the parent SIGKILLs it at a random moment. Every
//! printed line must then be in the journal, whole, each thread's lines in order with no gap,
//! and the journal must open again (at most a torn tail to cut).
//!
//! 200 trials by default; `FOLIO_KILL_TRIALS=5000 cargo test -p folio-journal --release
//! --test kill` runs more.

mod common;

use std::collections::HashSet;
use std::io::Read;
use std::time::{Duration, Instant};

use common::Rng;
use folio_journal::{FsyncPolicy, JournalWriter};

const THREADS: usize = 4;

/// The line thread `t` writes as its `n`th, padded to a length that varies up to 24 KiB, and
/// every fourth up to 1 MiB, so that a kill can land in the middle of a write.
fn line(t: usize, n: usize) -> String {
    let most = if n % 4 == 3 { 1 << 20 } else { 24 * 1024 };
    let pad = (n * 7919 + t * 104_729) % most;
    format!("c({{t:{t},n:{n},pad:\"{}\"}})\n", "x".repeat(pad))
}

/// Child side: appends until killed.
#[test]
fn kill_child() {
    let Ok(path) = std::env::var("FOLIO_KILL_CHILD") else {
        return;
    };
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    std::thread::scope(|scope| {
        for t in 0..THREADS {
            let writer = &writer;
            scope.spawn(move || {
                for n in 0.. {
                    let ticket = writer.append(line(t, n).as_bytes()).unwrap();
                    writer.wait_durable(ticket).unwrap();
                    println!("ack {t} {n}");
                }
            });
        }
    });
}

fn trials() -> usize {
    std::env::var("FOLIO_KILL_TRIALS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

#[test]
fn every_acknowledged_line_survives_a_kill() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = Rng(0x5EED);
    let (mut acknowledged_total, mut torn, mut empty) = (0, 0, 0);
    let started = Instant::now();
    for trial in 0..trials() {
        let path = dir.path().join(format!("trial{trial}"));
        let mut child = common::child(
            "kill_child",
            &[("FOLIO_KILL_CHILD", path.to_str().unwrap())],
        )
        .spawn()
        .unwrap();
        std::thread::sleep(Duration::from_micros(rng.below(30_000)));
        child.kill().unwrap();
        let mut out = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut out)
            .unwrap();
        child.wait().unwrap();

        let acknowledged: Vec<(usize, usize)> = out
            .lines()
            .filter_map(|l| l.strip_prefix("ack "))
            .map(|l| {
                let (t, n) = l.split_once(' ').unwrap();
                (t.parse().unwrap(), n.parse().unwrap())
            })
            .collect();
        acknowledged_total += acknowledged.len();
        if !path.exists() {
            // Killed before it created the journal.
            assert!(acknowledged.is_empty());
            empty += 1;
            continue;
        }
        let (writer, report) = JournalWriter::open(&path, FsyncPolicy::Always)
            .unwrap_or_else(|e| panic!("trial {trial}: {e}"));
        drop(writer);
        torn += usize::from(report.torn.is_some());

        let bytes = std::fs::read(&path).unwrap();
        let text = std::str::from_utf8(&bytes).unwrap();
        let mut next = [0; THREADS];
        let mut present = HashSet::new();
        for l in text.split_inclusive('\n') {
            let fields = l
                .strip_prefix("c({t:")
                .unwrap_or_else(|| panic!("trial {trial}: {l:?}"));
            let (t, rest) = fields.split_once(",n:").unwrap();
            let (n, _) = rest.split_once(',').unwrap();
            let (t, n): (usize, usize) = (t.parse().unwrap(), n.parse().unwrap());
            assert_eq!(n, next[t], "trial {trial}: thread {t}'s lines out of order");
            assert_eq!(l, line(t, n), "trial {trial}: line {t} {n} is not whole");
            next[t] += 1;
            present.insert((t, n));
        }
        for ack in &acknowledged {
            assert!(
                present.contains(ack),
                "trial {trial}: acknowledged {ack:?} is missing"
            );
        }
        std::fs::remove_file(&path).unwrap();
    }
    eprintln!(
        "{} trials in {:.1?}: {acknowledged_total} acknowledged lines checked, {torn} torn tails cut, {empty} killed before the journal existed",
        trials(),
        started.elapsed()
    );
    assert!(
        acknowledged_total > trials(),
        "the kills came too early to test anything"
    );
}
