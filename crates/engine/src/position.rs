//! Positions in a DAO's live journal, for replication: what a write's acknowledgement answers,
//! what a follower has applied, what a leader may ship, and waiting for any of them to move.
//!
//! A DAO's **position** is a byte offset in its live journal (the file named like the DAO):
//! a write's acknowledgement answers the journal's length just after its entry, and a
//! follower that has applied its copy of that file up to the offset holds the write. Positions
//! are not comparable across a compaction of the leader's journal, which starts it again
//! (docs/replication.md).

use crate::engine::{Engine, LiveDao};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// A counter that moves whenever readers may see more (a write applied, a catch-up applied
/// something), with a way to sleep until it does.
///
/// **A write pays one atomic add, and a lock only while someone waits**: shipping to
/// followers and reads waiting for a position are rare next to writes.
#[derive(Debug, Default)]
pub(crate) struct Changes {
    count: AtomicU64,
    waiting: AtomicUsize,
    lock: Mutex<()>,
    moved: Condvar,
}

impl Changes {
    pub(crate) fn bump(&self) {
        self.count.fetch_add(1, Ordering::SeqCst);
        if self.waiting.load(Ordering::SeqCst) > 0 {
            // Taken so that a waiter between its check and its sleep is not missed.
            drop(self.lock.lock().unwrap_or_else(PoisonError::into_inner));
            self.moved.notify_all();
        }
    }

    fn wait(&self, seen: u64, timeout: Duration) -> u64 {
        self.waiting.fetch_add(1, Ordering::SeqCst);
        let guard = self.lock.lock().unwrap_or_else(PoisonError::into_inner);
        let now = self.count.load(Ordering::SeqCst);
        if now == seen {
            drop(
                self.moved
                    .wait_timeout(guard, timeout)
                    .unwrap_or_else(PoisonError::into_inner),
            );
        } else {
            drop(guard);
        }
        self.waiting.fetch_sub(1, Ordering::SeqCst);
        self.count.load(Ordering::SeqCst)
    }
}

/// A read asked for a position its DAO had not reached within the time allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotReached {
    pub dao: String,
    pub wanted: u64,
    /// Where the DAO stood when the time ran out.
    pub reached: u64,
    pub waited: Duration,
}

impl std::fmt::Display for NotReached {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DAO `{}` had applied its journal up to offset {}, not {}, after {} ms: the \
             follower is behind its leader (or the leader's journal was compacted since the \
             position was taken)",
            self.dao,
            self.reached,
            self.wanted,
            self.waited.as_millis()
        )
    }
}

impl std::error::Error for NotReached {}

impl LiveDao {
    /// How far readers see the DAO's live journal: in a followed engine, the bytes applied of
    /// the file named like the DAO; in a writable one, the journal's durable length (every
    /// acknowledged write is applied); 0 without one.
    pub fn position(&self) -> u64 {
        if let Some(stats) = self.follow_stats() {
            return stats
                .applied
                .iter()
                .find(|(path, _)| path.file_name().is_some_and(|n| n == self.name()))
                .map_or(0, |(_, end)| *end);
        }
        self.writer.get().map_or(0, |w| w.durable_len())
    }

    /// The DAO's files in replay order with the bytes of each that are durable: all of a file
    /// the engine only reads, the durable length of the live journal it appends to; in a
    /// followed engine, the bytes applied (whole entries of what another process wrote). What
    /// a leader may ship.
    pub fn durable_files(&self) -> std::io::Result<Vec<(PathBuf, u64)>> {
        if let Some(stats) = self.follow_stats() {
            return Ok(stats.applied);
        }
        let mut files = self.files().files;
        if let Some(journal) = &self.journal {
            if self.writer.get().is_some() && !files.contains(journal) {
                files.push(journal.clone());
            }
        }
        files
            .into_iter()
            .map(|path| {
                let len = match (&self.journal, self.writer.get()) {
                    (Some(journal), Some(writer)) if *journal == path => writer.durable_len(),
                    _ => std::fs::metadata(&path)?.len(),
                };
                Ok((path, len))
            })
            .collect()
    }
}

impl Engine {
    /// A number that moves whenever a write is applied or a catch-up applies something: pass
    /// it to [`wait_for_change`](Engine::wait_for_change).
    pub fn change_count(&self) -> u64 {
        self.changes.count.load(Ordering::SeqCst)
    }

    /// Sleeps until the change count is no longer `seen`, or `timeout` passed; the count then.
    pub fn wait_for_change(&self, seen: u64, timeout: Duration) -> u64 {
        self.changes.wait(seen, timeout)
    }

    /// Waits until the DAO `dao` has reached `offset` in its live journal
    /// ([`LiveDao::position`]), for at most `timeout`. A DAO the engine does not hold yet
    /// (a follower that has not received it) counts as at 0.
    pub fn wait_for_position(
        &self,
        dao: &str,
        offset: u64,
        timeout: Duration,
    ) -> Result<(), NotReached> {
        let start = Instant::now();
        loop {
            let seen = self.change_count();
            let reached = self.live_dao(dao).map_or(0, LiveDao::position);
            if reached >= offset {
                return Ok(());
            }
            let waited = start.elapsed();
            if waited >= timeout {
                return Err(NotReached {
                    dao: dao.to_owned(),
                    wanted: offset,
                    reached,
                    waited,
                });
            }
            self.wait_for_change(seen, timeout - waited);
        }
    }

    /// Makes every write refused with [`Refused::Follower`](crate::Refused::Follower), naming
    /// the leader that takes them (a follower's engine). Set once.
    pub fn set_leader(&self, leader: String) {
        let _ = self.leader.set(leader);
    }

    /// The leader set by [`set_leader`](Engine::set_leader).
    pub fn leader(&self) -> Option<&str> {
        self.leader.get().map(String::as_str)
    }
}
