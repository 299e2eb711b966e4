//! Snapshots of a live engine's DAOs: on request ([`Engine::snapshot`]) or whenever a DAO's
//! journals have grown by some bytes since its last one ([`Snapshotter`]).
//!
//! A snapshot is made from the journal files, never from the store: the DAO's files are
//! read up to where they are written now (the live journal up to its writer's last append,
//! which ends a line), from the old snapshot and the bytes after it when that matches, and
//! the result is written crash-safe beside the journal (`folio_snapshot::refresh_snapshot`).
//! So a writer waits for nothing but the moment it takes to read the live journal's length,
//! and what a snapshot holds is exactly what its covered bytes give: the store equals the
//! replay of the journals (docs/architecture.md), so it is the state readers saw there.

use crate::engine::{Engine, LiveDao};
use folio_journal::DaoFiles;
use folio_snapshot::{refresh_snapshot, Refreshed, SnapshotError};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often a [`Snapshotter`] looks at how far the journals have grown.
const CHECK_EVERY: Duration = Duration::from_millis(500);

impl Engine {
    /// Writes the snapshot of `dao` anew, covering its journals as far as they are written
    /// now, beside its live journal. Runs on the calling thread for as long as a replay of
    /// the bytes after the old snapshot takes; writes to the DAO go on meanwhile (they land
    /// after the covered bytes, in the next snapshot's tail). One snapshot of a DAO is made
    /// at a time: a second call waits for the first.
    pub fn snapshot(&self, dao: &LiveDao) -> Result<Refreshed, SnapshotError> {
        let _one = dao
            .snapshotting
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let (files, ends) = journal_ends(dao)?;
        // Failed or not, the next one is due only after as many bytes again: a DAO that
        // cannot be snapshotted is not tried over and over.
        dao.snapshot_covers
            .store(ends.iter().sum(), Ordering::Relaxed);
        refresh_snapshot(&files, &self.registry, &self.replay_options, &ends)
    }

    /// The DAOs whose journals hold at least `bytes` bytes more than their newest snapshot
    /// covers, or than when one was last tried (DAOs without a snapshot count every byte).
    pub fn snapshots_due(&self, bytes: u64) -> Vec<&LiveDao> {
        self.all()
            .filter(|dao| {
                let Ok((_, ends)) = journal_ends(dao) else {
                    return false;
                };
                let now: u64 = ends.iter().sum();
                now.saturating_sub(dao.snapshot_covers.load(Ordering::Relaxed)) >= bytes.max(1)
            })
            .collect()
    }
}

/// The DAO's files now (its live journal last, once a write created it) and how many bytes of
/// each are written: a closed file's length, the live journal's length after its writer's
/// last append (bytes a failed append left are cut back under the writer's lock, so this is
/// always a line end).
fn journal_ends(dao: &LiveDao) -> Result<(DaoFiles, Vec<u64>), SnapshotError> {
    let mut files = dao.files();
    let writer = dao.writer.get();
    if let Some(writer) = writer {
        if files.files.last().map(|p| p.as_path()) != Some(writer.path()) {
            files.files.push(writer.path().to_path_buf());
        }
    }
    let mut ends = folio_snapshot::lengths(&files)?;
    if let (Some(writer), Some(last)) = (writer, ends.last_mut()) {
        *last = writer.len();
    }
    Ok((files, ends))
}

/// What a [`Snapshotter`] reports after each snapshot it tried: the DAO and the outcome.
pub type OnSnapshot = Box<dyn Fn(&str, &Result<Refreshed, SnapshotError>) + Send>;

/// A thread that snapshots each DAO of an engine whose journals grew by `every` bytes since
/// its last snapshot. [`Snapshotter::stop`] ends it (after the snapshot being made, if any).
#[derive(Debug)]
pub struct Snapshotter {
    stop: Arc<(Mutex<bool>, Condvar)>,
    thread: Option<JoinHandle<()>>,
}

impl Snapshotter {
    /// Starts the thread. `report` is called after each snapshot made or failed.
    pub fn start(
        engine: Arc<Engine>,
        every: u64,
        report: OnSnapshot,
    ) -> std::io::Result<Snapshotter> {
        let stop = Arc::new((Mutex::new(false), Condvar::new()));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name("snapshots".into())
            .spawn(move || {
                let (flag, wake) = &*stopped;
                loop {
                    let done = flag.lock().unwrap_or_else(PoisonError::into_inner);
                    let (done, _) = wake
                        .wait_timeout(done, CHECK_EVERY)
                        .unwrap_or_else(PoisonError::into_inner);
                    if *done {
                        return;
                    }
                    drop(done);
                    for dao in engine.snapshots_due(every) {
                        let made = engine.snapshot(dao);
                        report(dao.name(), &made);
                        if *flag.lock().unwrap_or_else(PoisonError::into_inner) {
                            return;
                        }
                    }
                }
            })?;
        Ok(Snapshotter {
            stop,
            thread: Some(thread),
        })
    }

    /// Stops the thread, waiting for a snapshot being made to be done.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        let (flag, wake) = &*self.stop;
        *flag.lock().unwrap_or_else(PoisonError::into_inner) = true;
        wake.notify_all();
        if let Some(thread) = self.thread.take() {
            // A panic in the thread ended its snapshots; the engine is untouched by it.
            let _ = thread.join();
        }
    }
}

impl Drop for Snapshotter {
    fn drop(&mut self) {
        self.halt();
    }
}
