//! One writer per journal: a second open, in this process or another, is refused with
//! `Locked`, names the lock file, and writes nothing.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use folio_journal::{lock_path, repair, FsyncPolicy, JournalWriter, WriteError};

/// Held by a test that spawns a process and by one that closes a writer and opens it again.
/// A child holds a copy of every descriptor of this process from its fork to its exec, the
/// lock's among them, so a writer closed meanwhile leaves its `flock` held for that moment:
/// a reopen then failed as `Locked` by this process, about one run in eight under load.
static FORKS: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn a_second_writer_in_this_process_is_refused() {
    let _forks = FORKS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let (first, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let ticket = first.append(b"c({id:1})\n").unwrap();
    first.wait_durable(ticket).unwrap();

    let error = JournalWriter::open(&path, FsyncPolicy::Always).unwrap_err();
    match &error {
        WriteError::Locked { lock, holder } => {
            assert_eq!(lock, &lock_path(&path));
            assert_eq!(*holder, Some(std::process::id()));
        }
        other => panic!("{other:?}"),
    }
    let message = error.to_string();
    assert!(
        message.contains("regions.lock") && message.contains("locked"),
        "{message}"
    );
    // repair takes the same lock, dry run or not.
    assert!(matches!(
        repair(&path, false),
        Err(WriteError::Locked { .. })
    ));
    assert!(matches!(
        repair(&path, true),
        Err(WriteError::Locked { .. })
    ));

    let ticket = first.append(b"c({id:2})\n").unwrap();
    first.wait_durable(ticket).unwrap();
    first.close().unwrap();
    // Closing releases the lock.
    let (second, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    drop(second);
    assert_eq!(std::fs::read(&path).unwrap(), b"c({id:1})\nc({id:2})\n");
}

#[test]
fn of_threads_racing_to_open_exactly_one_wins() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let barrier = std::sync::Barrier::new(8);
    let winners: Vec<_> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..8)
            .map(|_| {
                scope.spawn(|| {
                    barrier.wait();
                    let opened = JournalWriter::open(&path, FsyncPolicy::Never);
                    if let Err(e) = &opened {
                        assert!(matches!(e, WriteError::Locked { .. }), "{e:?}");
                    }
                    // Hold the lock until every thread has tried.
                    barrier.wait();
                    opened.is_ok()
                })
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    });
    assert_eq!(winners.iter().filter(|&&won| won).count(), 1);
}

/// Child side of the next test: holds the writer of `FOLIO_LOCK_CHILD` until stdin closes.
#[test]
fn lock_holder_child() {
    let Ok(path) = std::env::var("FOLIO_LOCK_CHILD") else {
        return;
    };
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let ticket = writer.append(b"c({from:\"child\"})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    println!("open");
    std::io::stdin().read_line(&mut String::new()).unwrap();
    writer.close().unwrap();
}

#[test]
fn a_second_writer_in_another_process_is_refused() {
    let _forks = FORKS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let mut child = common::child(
        "lock_holder_child",
        &[("FOLIO_LOCK_CHILD", path.to_str().unwrap())],
    )
    .stdin(Stdio::piped())
    .spawn()
    .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while line.trim() != "open" {
        line.clear();
        assert_ne!(stdout.read_line(&mut line).unwrap(), 0, "the child ended");
    }

    match JournalWriter::open(&path, FsyncPolicy::Always) {
        Err(WriteError::Locked { lock, holder }) => {
            assert_eq!(lock, lock_path(&path));
            assert_eq!(holder, Some(child.id()));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(std::fs::read(&path).unwrap(), b"c({from:\"child\"})\n");

    child.stdin.take().unwrap().write_all(b"\n").unwrap();
    assert!(child.wait().unwrap().success());
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let ticket = writer.append(b"c({from:\"parent\"})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    drop(writer);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        b"c({from:\"child\"})\nc({from:\"parent\"})\n"
    );
}
