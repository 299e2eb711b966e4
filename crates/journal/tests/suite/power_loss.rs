//! The writer on the simulated disk: power losses at random points of random append / wait
//! sequences, disks that fill, fsyncs that fail, concurrent waiters sharing fsyncs.

use crate::common;

use std::sync::Mutex;
use std::time::Duration;

use common::{complete_lines, Rng};
use folio_journal::sim::SimDisk;
use folio_journal::{FsyncPolicy, JournalWriter, LeftAs, Op, WriteError};

fn open(disk: &SimDisk, policy: FsyncPolicy) -> JournalWriter {
    let (writer, _) = JournalWriter::with_storage(
        "X",
        Box::new(disk.file("X")),
        Box::new(disk.file("X.torn")),
        policy,
    )
    .unwrap();
    writer
}

/// A line that names its case and number, padded to a random length.
fn entry(rng: &mut Rng, case: u64, n: usize) -> Vec<u8> {
    let pad = rng.below(120) as usize;
    format!("p({{case:{case},n:{n},pad:\"{}\"}})\n", "x".repeat(pad)).into_bytes()
}

/// How many cases to run: `FOLIO_SIM_CASES`, else 3,000 (about a second in a debug build).
fn cases() -> u64 {
    std::env::var("FOLIO_SIM_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3_000)
}

/// Random appends (some failing on a full disk), waits and power losses, under every policy:
/// - under `Always`, every entry whose `wait_durable` returned Ok survives, whole;
/// - under every policy, the file holds a prefix of the appended entries (never a failed one)
///   plus at most one torn tail, a proper prefix of an entry that was written;
/// - reopening cuts that tail into X.torn, keeps the complete lines, and appends go on.
#[test]
fn power_loss_keeps_a_prefix_and_every_acknowledged_entry() {
    let (mut tails, mut whole_tails) = (0, 0);
    let mut lost_unacknowledged = 0;
    for case in 0..cases() {
        let mut rng = Rng(case);
        let disk = SimDisk::new();
        let policy = match rng.below(8) {
            0 => FsyncPolicy::Batch,
            1 | 2 => FsyncPolicy::Never,
            _ => FsyncPolicy::Always,
        };
        let writer = open(&disk, policy);
        if rng.chance(30) {
            disk.set_capacity(Some(rng.below(3_000)));
        }
        let mut appended: Vec<Vec<u8>> = Vec::new();
        let mut attempted: Vec<Vec<u8>> = Vec::new();
        let mut acknowledged = 0;
        let mut n = 0;
        for _ in 0..rng.below(60) {
            // One entry with `append`, or a few with one `write` (`Lines`): all or none stay.
            let group = if rng.chance(25) { 1 + rng.below(5) } else { 0 };
            let lines: Vec<Vec<u8>> = (0..group.max(1))
                .map(|_| {
                    n += 1;
                    entry(&mut rng, case, n)
                })
                .collect();
            attempted.extend(lines.iter().cloned());
            let result = if group == 0 {
                writer.append(&lines[0])
            } else {
                writer.lines().and_then(|mut batch| {
                    let tickets: Vec<_> = lines.iter().map(|l| batch.push(l).unwrap()).collect();
                    batch.write().map(|()| *tickets.last().unwrap())
                })
            };
            match result {
                Ok(ticket) => {
                    appended.extend(lines);
                    let appended_len: u64 = appended.iter().map(|l| l.len() as u64).sum();
                    assert_eq!(ticket.end(), appended_len, "case {case}");
                    if rng.chance(60) {
                        writer.wait_durable(ticket).unwrap();
                        acknowledged = appended.len();
                    }
                }
                Err(WriteError::Io {
                    op: Op::Append,
                    source,
                    path,
                }) => {
                    assert_eq!(source.raw_os_error(), Some(libc::ENOSPC));
                    assert_eq!(path, std::path::Path::new("X"));
                    // Nothing of the refused entries stays.
                    assert_eq!(
                        disk.contents("X").unwrap(),
                        appended.concat(),
                        "case {case}"
                    );
                }
                Err(e) => panic!("case {case}: {e}"),
            }
            if rng.chance(5) {
                disk.set_capacity(None);
            }
        }
        disk.power_loss(rng.next());
        drop(writer);
        disk.set_capacity(None);

        let after = disk.contents("X").unwrap();
        let (lines, tail) = complete_lines(&after);
        assert!(lines.len() <= appended.len(), "case {case}");
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(*line, &appended[i][..], "case {case}: line {i}");
        }
        if policy == FsyncPolicy::Always {
            assert!(
                lines.len() >= acknowledged,
                "case {case}: {} of {acknowledged} acknowledged entries survived",
                lines.len()
            );
        }
        lost_unacknowledged += appended.len() - lines.len();
        if !tail.is_empty() {
            tails += 1;
            assert!(
                attempted
                    .iter()
                    .any(|e| e.len() > tail.len() && e.starts_with(tail)),
                "case {case}: the tail {:?} is no entry's prefix",
                String::from_utf8_lossy(tail)
            );
        }

        let (writer, report) = JournalWriter::with_storage(
            "X",
            Box::new(disk.file("X")),
            Box::new(disk.file("X.torn")),
            policy,
        )
        .unwrap();
        // A tail that is a whole entry short of its `\n` is completed; any other is cut.
        let whole = attempted.iter().any(|e| e[..e.len() - 1] == *tail);
        let mut kept = lines.concat();
        if whole {
            whole_tails += 1;
            assert_eq!(
                report.completed.map(|c| (c.offset, c.len)),
                Some((kept.len() as u64, tail.len() as u64)),
                "case {case}"
            );
            assert_eq!(report.torn, None, "case {case}");
            kept.extend_from_slice(tail);
            kept.push(b'\n');
        } else {
            assert_eq!(report.completed, None, "case {case}");
            assert_eq!(
                report.torn.map(|t| (t.offset, t.len)),
                (!tail.is_empty()).then_some((kept.len() as u64, tail.len() as u64)),
                "case {case}"
            );
        }
        assert_eq!(disk.contents("X").unwrap(), kept, "case {case}");
        let torn = disk.contents("X.torn").unwrap();
        if tail.is_empty() || whole {
            assert!(torn.is_empty(), "case {case}");
        } else {
            assert_eq!(torn, [tail, b"\n"].concat(), "case {case}");
        }
        let ticket = writer.append(b"r({id:1})\n").unwrap();
        writer.wait_durable(ticket).unwrap();
        writer.close().unwrap();
        assert_eq!(
            disk.contents("X").unwrap(),
            [&kept[..], b"r({id:1})\n"].concat()
        );
    }
    // The loop must have seen what it checks.
    assert!(
        tails > whole_tails && whole_tails > 0 && lost_unacknowledged > 0,
        "{tails} {whole_tails} {lost_unacknowledged}"
    );
}

/// 16 threads append and wait under `Always` on a disk whose fsync takes a millisecond: they
/// share fsyncs, and after a power loss every acknowledged entry is there.
#[test]
fn group_commit_shares_fsyncs_and_keeps_every_acknowledged_entry() {
    let disk = SimDisk::new();
    disk.set_sync_delay(Duration::from_millis(1));
    let writer = open(&disk, FsyncPolicy::Always);
    let acknowledged = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for thread in 0..16 {
            let (writer, acknowledged) = (&writer, &acknowledged);
            scope.spawn(move || {
                for n in 0..40 {
                    let line = format!("c({{thread:{thread},n:{n}}})\n");
                    let ticket = writer.append(line.as_bytes()).unwrap();
                    writer.wait_durable(ticket).unwrap();
                    acknowledged.lock().unwrap().push(line);
                }
            });
        }
    });
    let stats = writer.stats();
    assert_eq!(stats.appends, 16 * 40);
    assert!(
        stats.fsyncs * 2 < stats.appends,
        "{} fsyncs for {} appends",
        stats.fsyncs,
        stats.appends
    );
    disk.power_loss(7);
    drop(writer);
    let after = String::from_utf8(disk.contents("X").unwrap()).unwrap();
    let lines: std::collections::HashSet<&str> = after.split_inclusive('\n').collect();
    for line in acknowledged.into_inner().unwrap() {
        assert!(lines.contains(&line[..]), "lost {line:?}");
    }
}

/// 32 threads append and wait under `Always` on a disk whose fsync takes 2 ms: an fsync's end
/// wakes the waiters it made durable and one to lead the next, not every waiter. A waiter woken
/// for nothing (an fsync running, its bytes not durable) happens at most about once per fsync
/// (a waiter woken to lead finding another leader first), where waking every waiter gave one
/// for each waiter the fsync did not cover.
#[test]
fn an_fsync_wakes_only_the_waiters_it_covers() {
    let disk = SimDisk::new();
    disk.set_sync_delay(Duration::from_millis(2));
    let writer = open(&disk, FsyncPolicy::Always);
    std::thread::scope(|scope| {
        for thread in 0..32 {
            let writer = &writer;
            scope.spawn(move || {
                for n in 0..30 {
                    let line = format!("c({{thread:{thread},n:{n}}})\n");
                    let ticket = writer.append(line.as_bytes()).unwrap();
                    writer.wait_durable(ticket).unwrap();
                }
            });
        }
    });
    let stats = writer.stats();
    assert_eq!(stats.appends, 32 * 30);
    assert!(
        stats.idle_wakes <= stats.fsyncs,
        "{} idle wake-ups for {} fsyncs",
        stats.idle_wakes,
        stats.fsyncs
    );
}

/// When the fsync that waiters of two fsyncs depend on fails (those it covers, and those
/// that wrote after it started and wait for the next), every one of them returns the error:
/// none sleeps on for a leader that never comes.
#[test]
fn a_failed_fsync_wakes_the_waiters_of_the_next_one_too() {
    let disk = SimDisk::new();
    disk.set_sync_delay(Duration::from_millis(30));
    let writer = std::sync::Arc::new(open(&disk, FsyncPolicy::Always));
    disk.fail_next_sync();
    // Threads of their own, not scoped ones: a waiter left asleep must fail the test, not hang
    // it.
    let (done, finished) = std::sync::mpsc::channel();
    let first = writer.append(b"c({id:0})\n").unwrap();
    for n in 0..16 {
        let (writer, done) = (std::sync::Arc::clone(&writer), done.clone());
        std::thread::spawn(move || {
            let failed = if n == 0 {
                writer.wait_durable(first).is_err()
            } else {
                // The first waiter's fsync is running (30 ms): these write after it started.
                std::thread::sleep(Duration::from_millis(10));
                let ticket = writer.append(format!("c({{id:{n}}})\n").as_bytes());
                ticket.and_then(|t| writer.wait_durable(t)).is_err()
            };
            done.send(failed).unwrap();
        });
    }
    let mut failures = 0;
    for _ in 0..16 {
        let failed = finished
            .recv_timeout(Duration::from_secs(10))
            .expect("a waiter was left asleep");
        failures += usize::from(failed);
    }
    assert_eq!(failures, 16);
}

#[test]
fn a_failed_fsync_poisons_the_writer() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Always);
    let first = writer.append(b"c({id:1})\n").unwrap();
    writer.wait_durable(first).unwrap();
    let second = writer.append(b"c({id:2})\n").unwrap();
    disk.fail_next_sync();
    let error = writer.wait_durable(second).unwrap_err();
    assert!(
        matches!(
            error,
            WriteError::Poisoned {
                op: Op::Sync,
                journal: LeftAs::Durable { len: 10 },
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("fsync"), "{error}");
    assert!(
        error
            .to_string()
            .contains("cut back to its last durable entry"),
        "{error}"
    );
    // A later fsync would succeed, but the writer no longer knows what the file holds.
    assert!(matches!(
        writer.wait_durable(second),
        Err(WriteError::Poisoned { .. })
    ));
    assert!(matches!(
        writer.append(b"c({id:3})\n"),
        Err(WriteError::Poisoned { .. })
    ));
    // What was durable before the failure stays acknowledged.
    writer.wait_durable(first).unwrap();
    assert!(matches!(writer.close(), Err(WriteError::Poisoned { .. })));
    // The unacknowledged entry is cut, and the cut is durable: a power loss now keeps exactly
    // the acknowledged entries.
    assert_eq!(disk.contents("X").unwrap(), b"c({id:1})\n");
    disk.power_loss(3);
    assert_eq!(disk.contents("X").unwrap(), b"c({id:1})\n");
}

#[test]
fn every_waiter_fails_when_the_shared_fsync_fails() {
    let disk = SimDisk::new();
    disk.set_sync_delay(Duration::from_millis(20));
    let writer = open(&disk, FsyncPolicy::Always);
    disk.fail_next_sync();
    let failures = std::thread::scope(|scope| {
        let waiters: Vec<_> = (0..8)
            .map(|n| {
                let writer = &writer;
                scope.spawn(move || {
                    let ticket = writer.append(format!("c({{id:{n}}})\n").as_bytes());
                    ticket.and_then(|t| writer.wait_durable(t)).is_err()
                })
            })
            .collect();
        waiters
            .into_iter()
            .map(|w| w.join().unwrap())
            .filter(|&failed| failed)
            .count()
    });
    assert_eq!(failures, 8);
}

#[test]
fn a_failed_append_that_cannot_be_cut_back_poisons_the_writer() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Always);
    let _ = writer.append(b"c({id:1})\n").unwrap();
    disk.set_capacity(Some(15));
    disk.fail_truncates(true);
    // Part of the entry stays: the caller is told the journal's end is unknown, not that
    // nothing was written.
    let error = writer.append(b"c({id:2})\n").unwrap_err();
    assert!(
        matches!(
            error,
            WriteError::Poisoned {
                op: Op::Truncate,
                journal: LeftAs::Unknown,
                ..
            }
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("unknown"), "{error}");
    disk.set_capacity(None);
    disk.fail_truncates(false);
    let error = writer.append(b"c({id:3})\n").unwrap_err();
    assert!(
        matches!(
            error,
            WriteError::Poisoned {
                op: Op::Truncate,
                ..
            }
        ),
        "{error:?}"
    );
}

#[test]
fn a_full_disk_refuses_the_entry_and_later_appends_work() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Always);
    let ticket = writer.append(b"c({id:1})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    disk.set_capacity(Some(16));
    let error = writer.append(b"c({id:2,name:\"long\"})\n").unwrap_err();
    assert_eq!(error.path(), std::path::Path::new("X"));
    assert!(error.to_string().contains("not written"), "{error}");
    assert_eq!(disk.contents("X").unwrap(), b"c({id:1})\n");
    // A smaller entry fits; once space returns, so does the long one.
    let ticket = writer.append(b"r({})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    disk.set_capacity(None);
    let ticket = writer.append(b"c({id:2,name:\"long\"})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    assert_eq!(
        disk.contents("X").unwrap(),
        b"c({id:1})\nr({})\nc({id:2,name:\"long\"})\n"
    );
}

#[test]
fn batch_fsyncs_within_the_interval_and_at_close() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Batch);
    let at_open = disk.syncs();
    let ticket = writer.append(b"c({id:1})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    assert_eq!(
        disk.syncs(),
        at_open,
        "wait_durable does not fsync under batch"
    );
    std::thread::sleep(folio_journal::BATCH_INTERVAL * 3);
    assert_eq!(disk.syncs(), at_open + 1);
    // Idle: no more fsyncs.
    std::thread::sleep(folio_journal::BATCH_INTERVAL * 2);
    assert_eq!(disk.syncs(), at_open + 1);
    let _ = writer.append(b"c({id:2})\n").unwrap();
    writer.close().unwrap();
    disk.power_loss(1);
    assert_eq!(disk.contents("X").unwrap(), b"c({id:1})\nc({id:2})\n");
}

#[test]
fn never_leaves_fsyncs_to_the_kernel() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Never);
    for n in 0..10 {
        let ticket = writer
            .append(format!("c({{id:{n}}})\n").as_bytes())
            .unwrap();
        writer.wait_durable(ticket).unwrap();
    }
    assert_eq!(writer.stats().fsyncs, 0);
    writer.close().unwrap();
    assert_eq!(disk.syncs(), 0);
}

#[test]
fn entries_must_be_one_line() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Never);
    for bad in [&b""[..], b"c({id:1})", b"c({id:1})\r\n", b"c({\nid:1})\n"] {
        assert!(matches!(
            writer.append(bad),
            Err(WriteError::NotOneLine { .. })
        ));
    }
    assert!(writer.is_empty());
}

/// Entries pushed to `Lines` go out with one `write`, end where their tickets say, and wait
/// for one fsync; `Lines` dropped unwritten leave nothing, and the next append goes on.
#[test]
fn lines_append_with_one_write() {
    let disk = SimDisk::new();
    let writer = open(&disk, FsyncPolicy::Always);
    let first = writer.append(b"c({id:0})\n").unwrap();
    let mut lines = writer.lines().unwrap();
    assert!(lines.is_empty());
    let tickets: Vec<_> = [&b"c({id:1})\n"[..], b"p({id:1,a:2})\n", b"r({id:1})\n"]
        .iter()
        .map(|entry| lines.push(entry).unwrap())
        .collect();
    assert_eq!(lines.end(), tickets[2].end());
    assert!(matches!(
        lines.push(b"c({id:2})"),
        Err(WriteError::NotOneLine { .. })
    ));
    lines.write().unwrap();
    let ends: Vec<u64> = tickets.iter().map(|t| t.end()).collect();
    assert_eq!(ends, [first.end() + 10, first.end() + 24, first.end() + 34]);
    let stats = writer.stats();
    assert_eq!((stats.appends, stats.writes), (4, 2));
    let syncs = disk.syncs();
    writer.wait_durable(tickets[0]).unwrap();
    writer.wait_durable(tickets[2]).unwrap();
    assert_eq!(disk.syncs(), syncs + 1);

    let mut unwritten = writer.lines().unwrap();
    let _ = unwritten.push(b"c({id:9})\n").unwrap();
    drop(unwritten);
    let last = writer.append(b"c({id:3})\n").unwrap();
    assert_eq!(last.end(), ends[2] + 10);
    assert_eq!(
        disk.contents("X").unwrap(),
        b"c({id:0})\nc({id:1})\np({id:1,a:2})\nr({id:1})\nc({id:3})\n"
    );
}
