//! Group commit on a real file: 16 threads appending and waiting under `always` share fsyncs,
//! and every line is in the journal, whole.

use std::collections::HashSet;

use folio_journal::{FsyncPolicy, JournalWriter};

#[test]
fn sixteen_writers_share_fsyncs() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let at_open = writer.stats().fsyncs;
    std::thread::scope(|scope| {
        for t in 0..16 {
            let writer = &writer;
            scope.spawn(move || {
                for n in 0..25 {
                    let line = format!("c({{t:{t},n:{n}}})\n");
                    let ticket = writer.append(line.as_bytes()).unwrap();
                    writer.wait_durable(ticket).unwrap();
                }
            });
        }
    });
    let stats = writer.stats();
    writer.close().unwrap();
    let fsyncs = stats.fsyncs - at_open;
    eprintln!("{} appends, {fsyncs} fsyncs", stats.appends);
    assert_eq!(stats.appends, 400);
    assert!(
        fsyncs < stats.appends,
        "{fsyncs} fsyncs for {} appends",
        stats.appends
    );

    let text = std::fs::read_to_string(&path).unwrap();
    let lines: HashSet<&str> = text.split_inclusive('\n').collect();
    assert_eq!(lines.len(), 400);
    for t in 0..16 {
        for n in 0..25 {
            assert!(lines.contains(&*format!("c({{t:{t},n:{n}}})\n")));
        }
    }
}

/// Sixty-four writers on a real file, each waiting for its own writes one at a time: every
/// waiter is woken, by the fsync that covers it or to lead the next one. Threads of their own,
/// not scoped ones, so that a waiter left asleep (a lost wake-up) fails the test, not hangs it.
#[test]
fn every_waiter_of_sixty_four_is_woken() {
    const WRITERS: usize = 64;
    const WRITES: usize = 40;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let writer = std::sync::Arc::new(writer);
    let (done, finished) = std::sync::mpsc::channel();
    for t in 0..WRITERS {
        let (writer, done) = (std::sync::Arc::clone(&writer), done.clone());
        std::thread::spawn(move || {
            for n in 0..WRITES {
                let line = format!("c({{t:{t},n:{n}}})\n");
                let ticket = writer.append(line.as_bytes()).unwrap();
                writer.wait_durable(ticket).unwrap();
            }
            // Let go of the writer before saying so: the test takes it back once all are done.
            drop(writer);
            done.send(t).unwrap();
        });
    }
    let mut left: HashSet<usize> = (0..WRITERS).collect();
    while !left.is_empty() {
        match finished.recv_timeout(std::time::Duration::from_secs(60)) {
            Ok(t) => {
                left.remove(&t);
            }
            Err(_) => panic!("writers {left:?} were left asleep"),
        }
    }
    let writer = std::sync::Arc::into_inner(writer).expect("every writer thread is done");
    let stats = writer.stats();
    writer.close().unwrap();
    assert_eq!(stats.appends, (WRITERS * WRITES) as u64);
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), WRITERS * WRITES);
}
