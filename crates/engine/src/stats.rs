//! What a DAO's writes counted since the engine opened.

use std::sync::atomic::{AtomicU64, Ordering};

/// Counters of one DAO's writes since the engine opened (see [`Engine::write_stats`]).
///
/// [`Engine::write_stats`]: crate::Engine::write_stats
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteStats {
    /// Acknowledged creates.
    pub creates: u64,
    /// Acknowledged puts.
    pub puts: u64,
    /// Acknowledged removes (of present and absent ids).
    pub removes: u64,
    /// Refused writes, whatever the reason.
    pub refused: u64,
    /// Bytes appended to the live journal.
    pub bytes: u64,
    /// `write`s that appended those bytes: one a write begun alone, one for all of a batch's
    /// writes to the DAO ([`Engine::begin_all`]).
    ///
    /// [`Engine::begin_all`]: crate::Engine::begin_all
    pub writes: u64,
    /// fsyncs of the live journal, the one at open included.
    pub fsyncs: u64,
    /// Writes appended and waiting for their fsync (not yet visible).
    pub pending: u64,
    /// The DAO refuses writes after a failed fsync or a failed append that could not be cut
    /// back; it serves its durable state until the engine is reopened.
    pub read_only: bool,
}

impl std::ops::AddAssign for WriteStats {
    fn add_assign(&mut self, other: WriteStats) {
        self.creates += other.creates;
        self.puts += other.puts;
        self.removes += other.removes;
        self.refused += other.refused;
        self.bytes += other.bytes;
        self.writes += other.writes;
        self.fsyncs += other.fsyncs;
        self.pending += other.pending;
        self.read_only |= other.read_only;
    }
}

#[derive(Debug, Default)]
pub(crate) struct WriteCounters {
    pub(crate) creates: AtomicU64,
    pub(crate) puts: AtomicU64,
    pub(crate) removes: AtomicU64,
    pub(crate) refused: AtomicU64,
}

impl WriteCounters {
    pub(crate) fn bump(counter: &AtomicU64) {
        counter.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn load(&self) -> WriteStats {
        WriteStats {
            creates: self.creates.load(Ordering::Relaxed),
            puts: self.puts.load(Ordering::Relaxed),
            removes: self.removes.load(Ordering::Relaxed),
            refused: self.refused.load(Ordering::Relaxed),
            bytes: 0,
            writes: 0,
            fsyncs: 0,
            pending: 0,
            read_only: false,
        }
    }
}
