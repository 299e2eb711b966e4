//! The appending writer of one live journal, with its fsync policy and group commit.
//!
//! Appending and waiting for durability are two calls, so that the engine can append and
//! apply to its store in journal order under its own lock, and wait for the fsync outside it.
//! Under `Always`, waiters share fsyncs (group commit): the first waiter whose bytes are not
//! yet durable becomes the leader, notes how far the file has been written, fsyncs, and
//! publishes that mark; waiters that arrive meanwhile wait for the leader and then, if the
//! mark does not cover them, one of them leads the next fsync, covering all of them.
//!
//! **An fsync's end wakes only the waiters it made durable, and one waiter of the next fsync
//! to lead it.** Waiters sleep on one of two words, by the fsync that covers them: the running
//! one (their bytes were written before it started) or the next one. With one condition
//! variable for all, each fsync woke every waiter, and those it did not cover went back to
//! sleep: with 64 writers on two cores a third of the CPU samples (`perf`) were the
//! scheduler's, for those wake-ups.
//!
//! **A woken waiter returns without taking a lock.** The durable mark is an atomic beside the
//! state's mutex, so the waiters an fsync covers read it and go, where waking from a condition
//! variable would have each take the mutex again, one after the other, most of them sleeping
//! once more on it. A word's value changes under the mutex each time its waiters are to wake,
//! and a waiter reads it under the mutex before it sleeps, so no wake-up is lost: a change
//! after the read makes the sleep return at once. Appends under `always` and `never` publish
//! how far the journal is written in an atomic too, so they take only the append lock.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::lock::JournalLock;
use crate::storage::{FileStorage, Storage};
use crate::tail::{open_torn_file, settle_tail, CompletedLine, TornTail};
use crate::{FsyncPolicy, LeftAs, Op, WriteError};

/// Under `Batch`, unsynced bytes are fsynced at most this long after the first of them.
pub const BATCH_INTERVAL: Duration = Duration::from_millis(100);

/// Proof of one append: the journal's length just after it. Pass it to
/// [`JournalWriter::wait_durable`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[must_use = "wait_durable(ticket) is what makes the entry durable under `always`"]
pub struct Ticket(u64);

impl Ticket {
    /// The journal's length in bytes just after this append.
    pub fn end(self) -> u64 {
        self.0
    }
}

/// What `open` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenReport {
    pub path: PathBuf,
    /// The journal did not exist and was created (and its directory fsynced).
    pub created: bool,
    /// Bytes at the end that were no whole entry, cut and kept in `X.torn`.
    pub torn: Option<TornTail>,
    /// A whole last entry that lacked only its line end, completed in place.
    pub completed: Option<CompletedLine>,
}

/// Counters since the writer opened.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriterStats {
    /// Entries appended (successfully).
    pub appends: u64,
    /// Successful `write`s that appended them: one an [`append`](JournalWriter::append), one
    /// for all the entries of [`Lines`].
    pub writes: u64,
    /// Bytes of successful appends.
    pub bytes: u64,
    /// fsyncs (`fdatasync`) started, successful or not, the one at open included.
    pub fsyncs: u64,
    /// Times a waiter under `Always` woke to find its bytes not durable yet and an fsync
    /// running, so that it slept again: wake-ups that did no work.
    pub idle_wakes: u64,
}

/// The appending writer of one live journal. Share it between threads by reference (or in an
/// `Arc`): every method takes `&self` except `close`.
///
/// Dropping it does what `close` does and ignores errors.
#[derive(Debug)]
pub struct JournalWriter {
    shared: Arc<Shared>,
    /// The `Batch` policy's background fsync thread.
    flusher: Option<JoinHandle<()>>,
    /// Released after the final fsync, when the writer's fields drop.
    _lock: Option<JournalLock>,
}

#[derive(Debug)]
struct Shared {
    path: PathBuf,
    policy: FsyncPolicy,
    storage: Box<dyn Storage>,
    /// The append lock, holding the journal's length.
    end: Mutex<u64>,
    /// The end of the last complete append: set under the append lock (and, under `Batch`,
    /// under `sync` as well, with `dirty_since`).
    written: AtomicU64,
    /// Every byte below this is durable. Changed only under `sync`, by the fsync's leader;
    /// read without it by waiters on their way out.
    synced: AtomicU64,
    sync: Mutex<SyncState>,
    /// Signalled when an fsync ends, when `Batch` has new unsynced bytes, and at close: what
    /// the `Batch` thread and `close` wait on.
    changed: Condvar,
    /// What `wait_durable` sleeps on under `Always`: fsync number `n` (`SyncState::started`)
    /// wakes `covered[n % 2]` when it ends, where the waiters it covers sleep, and one
    /// waiter of `covered[(n + 1) % 2]`, where the waiters of the next fsync sleep, to lead it.
    /// Each word changes (under `sync`) whenever its sleepers are to wake.
    covered: [AtomicU32; 2],
    /// Set once, by the first fsync that fails or failed append that cannot be cut back, with
    /// what the journal was left holding.
    poison: OnceLock<(Op, io::ErrorKind, LeftAs)>,
    appends: AtomicU64,
    writes: AtomicU64,
    bytes: AtomicU64,
    fsyncs: AtomicU64,
    idle_wakes: AtomicU64,
}

#[derive(Debug)]
struct SyncState {
    /// An fsync is running (outside this lock).
    syncing: bool,
    /// fsyncs started through `sync_now`: the running one, while `syncing`, is number
    /// `started`, and covers every byte below `target`.
    started: u64,
    /// The mark of the running (or last) fsync: `Shared::written` when it started.
    target: u64,
    /// `Batch`: when the oldest unsynced byte was written, if any is.
    dirty_since: Option<Instant>,
    /// `Batch`: the flusher is to stop.
    stop: bool,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl JournalWriter {
    /// Opens the live journal at `path` for appending: takes its lock (`X.lock`; a writer
    /// holding it, in this process or another, makes this fail with `Locked`), creates the
    /// journal when absent (and fsyncs its directory), and settles its end: a whole last entry
    /// missing its line end is completed, anything else after the last entry is moved into
    /// `X.torn` (docs/durability.md, "Torn tails"). Under `Always` and `Batch` the journal is fsynced once here, so that every byte an
    /// append adds to is durable. The directory must exist.
    pub fn open(
        path: impl AsRef<Path>,
        policy: FsyncPolicy,
    ) -> Result<(JournalWriter, OpenReport), WriteError> {
        let path = path.as_ref().to_path_buf();
        let lock = JournalLock::acquire(&path, true)?;
        let (file, created) = open_or_create(&path).map_err(|source| WriteError::Io {
            path: path.clone(),
            op: Op::Open,
            source,
        })?;
        if created {
            crate::files::sync_parent(&path)?;
        }
        let storage = FileStorage::at(file, &path);
        let settled = settle_tail(&storage, &path, open_torn_file)?;
        let writer = JournalWriter::start(path.clone(), Box::new(storage), policy, lock)?;
        let report = OpenReport {
            path,
            created,
            torn: settled.torn,
            completed: settled.completed,
        };
        Ok((writer, report))
    }

    /// A writer on any storage (the simulated disk of the `sim` feature, in tests), with no
    /// lock file: `path` only names the journal in errors and reports. The journal's end is
    /// settled as `open` settles it; bytes to move aside go to `torn`, written to only then.
    pub fn with_storage(
        path: impl Into<PathBuf>,
        storage: Box<dyn Storage>,
        torn: Box<dyn Storage>,
        policy: FsyncPolicy,
    ) -> Result<(JournalWriter, OpenReport), WriteError> {
        let path = path.into();
        let settled = settle_tail(&*storage, &path, |_| Ok(torn))?;
        let writer = JournalWriter::start(path.clone(), storage, policy, None)?;
        let report = OpenReport {
            path,
            created: false,
            torn: settled.torn,
            completed: settled.completed,
        };
        Ok((writer, report))
    }

    fn start(
        path: PathBuf,
        storage: Box<dyn Storage>,
        policy: FsyncPolicy,
        lock: Option<JournalLock>,
    ) -> Result<JournalWriter, WriteError> {
        let error = |op| {
            let path = path.clone();
            move |source| WriteError::Io { path, op, source }
        };
        let len = storage.len().map_err(error(Op::Read))?;
        let mut fsyncs = 0;
        if policy != FsyncPolicy::Never {
            storage.sync().map_err(error(Op::Sync))?;
            fsyncs = 1;
        }
        let shared = Arc::new(Shared {
            path,
            policy,
            storage,
            end: Mutex::new(len),
            written: AtomicU64::new(len),
            synced: AtomicU64::new(len),
            sync: Mutex::new(SyncState {
                syncing: false,
                started: 0,
                target: len,
                dirty_since: None,
                stop: false,
            }),
            changed: Condvar::new(),
            covered: [AtomicU32::new(0), AtomicU32::new(0)],
            poison: OnceLock::new(),
            appends: AtomicU64::new(0),
            writes: AtomicU64::new(0),
            bytes: AtomicU64::new(0),
            fsyncs: AtomicU64::new(fsyncs),
            idle_wakes: AtomicU64::new(0),
        });
        let flusher = (policy == FsyncPolicy::Batch).then(|| {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("journal-fsync".into())
                .spawn(move || shared.flush_loop())
                .expect("spawning the journal's fsync thread")
        });
        Ok(JournalWriter {
            shared,
            flusher,
            _lock: lock,
        })
    }

    /// Appends one entry: `entry` must be one line, ending in `\n` with no other `\n` or `\r`
    /// (else `NotOneLine`, nothing written). Entries are in the journal in the order their
    /// `append` calls returned. The entry is not durable yet: see `wait_durable`.
    ///
    /// When the write fails (a full disk, an I/O error), the journal is cut back to its length
    /// before this call and the error returned; later appends work once the cause is gone. If
    /// the cut fails too, the writer is poisoned.
    pub fn append(&self, entry: &[u8]) -> Result<Ticket, WriteError> {
        let shared = &*self.shared;
        if !is_one_line(entry) {
            return Err(WriteError::NotOneLine {
                path: shared.path.clone(),
                len: entry.len(),
            });
        }
        let mut end = lock(&shared.end);
        shared.append_locked(&mut end, entry, 1)?;
        Ok(Ticket(*end))
    }

    /// Starts entries that are to be appended together, with one `write`
    /// ([`Lines::write`]). The journal's append lock is held until the `Lines` are written or
    /// dropped: every other append waits meanwhile, and the tickets [`Lines::push`] gives are
    /// where the entries will end.
    ///
    /// Fails with `Poisoned` as `append` does: a failed fsync cut the journal back, and
    /// tickets from its end now would name bytes that entries since then held.
    pub fn lines(&self) -> Result<Lines<'_>, WriteError> {
        let end = lock(&self.shared.end);
        // Checked under the append lock, which the cut back holds until it poisons.
        self.shared.check_poison()?;
        Ok(Lines {
            shared: &self.shared,
            end,
            bytes: Vec::new(),
            entries: 0,
        })
    }

    /// Returns once the entry of `ticket` is as durable as the policy makes it: under
    /// `Always`, after an fsync that began after the entry was written succeeded (sharing
    /// fsyncs with concurrent waiters); under `Batch` and `Never`, at once. Fails with
    /// `Poisoned` once an fsync has failed (unless the ticket was durable before that).
    pub fn wait_durable(&self, ticket: Ticket) -> Result<(), WriteError> {
        let shared = &*self.shared;
        if shared.policy != FsyncPolicy::Always {
            return shared.check_poison();
        }
        // A ticket of another writer could name bytes this one never writes; waiting for what
        // is written keeps that mistake from spinning forever.
        let upto = ticket.0.min(shared.written.load(Ordering::Acquire));
        let mut woken = false;
        loop {
            if shared.synced.load(Ordering::Acquire) >= upto {
                return Ok(());
            }
            let sync = lock(&shared.sync);
            // Checked again under the lock: an fsync may have ended since.
            if shared.synced.load(Ordering::Acquire) >= upto {
                return Ok(());
            }
            if let Err(e) = shared.check_poison() {
                // This waiter may have been the one woken to lead the next fsync: the others
                // of that fsync must not sleep on for a leader that never comes.
                shared.wake(sync, [usize::MAX; 2]);
                return Err(e);
            }
            if !sync.syncing {
                shared.sync_now(sync);
                continue;
            }
            if woken {
                shared.idle_wakes.fetch_add(1, Ordering::Relaxed);
            }
            woken = true;
            // The running fsync covers this ticket if it was written when it started;
            // otherwise the next one will.
            let covering = sync.started + u64::from(upto > sync.target);
            let word = &shared.covered[(covering % 2) as usize];
            let seen = word.load(Ordering::Relaxed);
            drop(sync);
            atomic_wait::wait(word, seen);
        }
    }

    /// Stops the `Batch` thread, fsyncs what is not durable yet (under `Always` and `Batch`),
    /// and releases the lock.
    pub fn close(mut self) -> Result<(), WriteError> {
        self.shutdown()
    }

    fn shutdown(&mut self) -> Result<(), WriteError> {
        let shared = &*self.shared;
        if let Some(flusher) = self.flusher.take() {
            lock(&shared.sync).stop = true;
            shared.changed.notify_all();
            // The thread only panics if the storage does; its fsync is redone below.
            let _ = flusher.join();
        }
        if shared.policy == FsyncPolicy::Never {
            return shared.check_poison();
        }
        loop {
            let sync = lock(&shared.sync);
            shared.check_poison()?;
            if shared.synced.load(Ordering::Acquire) >= shared.written.load(Ordering::Acquire) {
                return Ok(());
            }
            if sync.syncing {
                drop(
                    shared
                        .changed
                        .wait(sync)
                        .unwrap_or_else(PoisonError::into_inner),
                );
            } else {
                shared.sync_now(sync);
            }
        }
    }

    /// True once an fsync failed or a failed append could not be cut back: every later call
    /// fails with `Poisoned`.
    pub fn is_poisoned(&self) -> bool {
        self.shared.poison.get().is_some()
    }

    /// The journal's path.
    pub fn path(&self) -> &Path {
        &self.shared.path
    }

    pub fn policy(&self) -> FsyncPolicy {
        self.shared.policy
    }

    /// The journal's length in bytes after the last successful append.
    pub fn len(&self) -> u64 {
        *lock(&self.shared.end)
    }

    /// Under `Always`, makes every byte written so far durable (one fsync, shared with any
    /// waiter's), as `wait_durable` does for the last append's ticket; under `Batch` and
    /// `Never`, returns at once. Fails as `wait_durable` does. A commit turn calls it for each
    /// journal it appended to, each on its own thread, so that their fsyncs overlap.
    pub fn sync_written(&self) -> Result<(), WriteError> {
        let written = self.shared.written.load(Ordering::Acquire);
        self.wait_durable(Ticket(written))
    }

    /// Whether bytes are written that no fsync covers yet (under `Never`: never).
    pub fn has_unsynced(&self) -> bool {
        let shared = &*self.shared;
        shared.policy != FsyncPolicy::Never
            && shared.synced.load(Ordering::Acquire) < shared.written.load(Ordering::Acquire)
    }

    /// The journal's length in bytes that is as durable as the policy makes it: fsynced under
    /// `Always` and `Batch`, written under `Never`. What a leader may ship to its followers.
    pub fn durable_len(&self) -> u64 {
        let shared = &*self.shared;
        match shared.policy {
            FsyncPolicy::Never => shared.written.load(Ordering::Acquire),
            FsyncPolicy::Always | FsyncPolicy::Batch => shared.synced.load(Ordering::Acquire),
        }
    }

    /// True when the journal holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn stats(&self) -> WriterStats {
        let shared = &*self.shared;
        WriterStats {
            appends: shared.appends.load(Ordering::Relaxed),
            writes: shared.writes.load(Ordering::Relaxed),
            bytes: shared.bytes.load(Ordering::Relaxed),
            fsyncs: shared.fsyncs.load(Ordering::Relaxed),
            idle_wakes: shared.idle_wakes.load(Ordering::Relaxed),
        }
    }
}

impl Drop for JournalWriter {
    fn drop(&mut self) {
        let _ = self.shutdown();
    }
}

/// Entries to append with one `write` ([`JournalWriter::lines`]): a commit turn's entries of
/// one journal. Holds the journal's append lock while it lives.
///
/// The tickets [`push`](Lines::push) gives stand only once [`write`](Lines::write) succeeded:
/// a failed write (a full disk) is cut back whole, and then not one of the entries is in the
/// journal; dropped unwritten, none is.
#[must_use = "nothing is appended until the lines are written"]
pub struct Lines<'w> {
    shared: &'w Shared,
    /// The append lock: the journal's length before these entries.
    end: MutexGuard<'w, u64>,
    bytes: Vec<u8>,
    entries: u64,
}

impl std::fmt::Debug for Lines<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lines")
            .field("start", &*self.end)
            .field("entries", &self.entries)
            .finish_non_exhaustive()
    }
}

impl Lines<'_> {
    /// Adds one entry (one line, as [`JournalWriter::append`] takes it): the ticket is where
    /// it will end in the journal.
    pub fn push(&mut self, entry: &[u8]) -> Result<Ticket, WriteError> {
        if !is_one_line(entry) {
            return Err(WriteError::NotOneLine {
                path: self.shared.path.clone(),
                len: entry.len(),
            });
        }
        self.bytes.extend_from_slice(entry);
        self.entries += 1;
        Ok(Ticket(*self.end + self.bytes.len() as u64))
    }

    /// Where the next entry pushed will start in the journal.
    pub fn end(&self) -> u64 {
        *self.end + self.bytes.len() as u64
    }

    /// No entry is pushed.
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    /// Appends every entry pushed, with one `write`. On failure the journal is cut back to
    /// its length before them (none of them stays) and the error returned, as `append` does.
    pub fn write(mut self) -> Result<(), WriteError> {
        if self.entries == 0 {
            return Ok(());
        }
        let Lines {
            shared,
            ref mut end,
            ref bytes,
            entries,
        } = self;
        shared.append_locked(end, bytes, entries)
    }
}

impl Shared {
    /// Appends `bytes` (`entries` whole lines) at `end`, under the append lock `end` is, with
    /// one `write`; cuts a failed one back.
    fn append_locked(&self, end: &mut u64, bytes: &[u8], entries: u64) -> Result<(), WriteError> {
        self.check_poison()?;
        let before = *end;
        if let Err(source) = self.storage.append(bytes) {
            return Err(self.undo_append(before, source, entries > 1));
        }
        *end = before + bytes.len() as u64;
        self.appends.fetch_add(entries, Ordering::Relaxed);
        self.writes.fetch_add(1, Ordering::Relaxed);
        self.bytes.fetch_add(bytes.len() as u64, Ordering::Relaxed);
        if self.policy == FsyncPolicy::Batch {
            // The flusher clears `dirty_since` when it takes `written` as its fsync's mark:
            // both change together, so no byte is left unsynced with nothing marked dirty.
            let mut sync = lock(&self.sync);
            self.written.store(*end, Ordering::Release);
            if sync.dirty_since.is_none() {
                sync.dirty_since = Some(Instant::now());
                self.changed.notify_all();
            }
        } else {
            self.written.store(*end, Ordering::Release);
        }
        Ok(())
    }

    fn check_poison(&self) -> Result<(), WriteError> {
        match self.poison.get() {
            None => Ok(()),
            Some(&(op, kind, journal)) => Err(self.poisoned(op, kind, journal)),
        }
    }

    #[cold]
    fn poisoned(&self, op: Op, kind: io::ErrorKind, journal: LeftAs) -> WriteError {
        WriteError::Poisoned {
            path: self.path.clone(),
            op,
            kind,
            journal,
        }
    }

    /// Cuts a failed append back to `before`. If even that fails, part of the entry may stay
    /// in the file: the writer is poisoned, and the caller is told so (not that nothing was
    /// written).
    ///
    /// **A failed write of several entries is cut durably** (`sync_cut`): the part written
    /// may hold whole lines of them, and a crash before the cut reached the disk would bring
    /// those back, entries of writes that were refused. A part of one entry is no line (it
    /// has no line end): a crash can leave it only as a torn tail, which the next open cuts.
    #[cold]
    fn undo_append(&self, before: u64, source: io::Error, sync_cut: bool) -> WriteError {
        let cut = match self.storage.truncate(before) {
            Err(e) => Err((Op::Truncate, e)),
            Ok(()) if sync_cut => {
                self.fsyncs.fetch_add(1, Ordering::Relaxed);
                self.storage.sync().map_err(|e| (Op::Sync, e))
            }
            Ok(()) => Ok(()),
        };
        if let Err((op, e)) = cut {
            let _ = self.poison.set((op, e.kind(), LeftAs::Unknown));
            return self.poisoned(op, e.kind(), LeftAs::Unknown);
        }
        WriteError::Io {
            path: self.path.clone(),
            op: Op::Append,
            source,
        }
    }

    /// After a failed fsync under `Always`: cuts the journal back to its last durable byte (every
    /// entry after it is unacknowledged) and fsyncs that,
    /// so that it holds exactly what was acknowledged (the pages the failed fsync could not
    /// write may be marked clean by the kernel and read back later as if written). Called
    /// with no lock held; takes the append lock, which no append gets past once poisoned.
    #[cold]
    fn roll_back(&self, op: Op, kind: io::ErrorKind) {
        let mut end = lock(&self.end);
        // `syncing` is still set: no fsync can move the mark meanwhile.
        let durable = self.synced.load(Ordering::Acquire);
        let left = match self
            .storage
            .truncate(durable)
            .and_then(|()| self.storage.sync())
        {
            Ok(()) => {
                *end = durable;
                LeftAs::Durable { len: durable }
            }
            Err(_) => LeftAs::Unknown,
        };
        let _ = self.poison.set((op, kind, left));
    }

    /// Runs one fsync covering every append complete now, as the leader: the caller saw no
    /// fsync running. When it ends it wakes the waiters it covered and one waiter of the next
    /// fsync (every waiter, once poisoned), and whoever waits on `changed`. A failure poisons
    /// the writer.
    fn sync_now(&self, mut sync: MutexGuard<'_, SyncState>) {
        debug_assert!(!sync.syncing);
        sync.syncing = true;
        sync.started += 1;
        let target = self.written.load(Ordering::Acquire);
        sync.target = target;
        sync.dirty_since = None;
        drop(sync);
        let result = self.storage.sync();
        self.fsyncs.fetch_add(1, Ordering::Relaxed);
        let mut sync = lock(&self.sync);
        match result {
            Ok(()) => {
                self.synced.fetch_max(target, Ordering::Release);
            }
            Err(e) => {
                // Poisoned only once rolled back, so no waiter reads the poison before it
                // says what the journal holds; `syncing` stays set meanwhile, so no other
                // waiter starts an fsync.
                drop(sync);
                if self.policy == FsyncPolicy::Always {
                    self.roll_back(Op::Sync, e.kind());
                } else {
                    // Under `batch` the entries were acknowledged (and are visible) already:
                    // they are not cut, but their durability is unknown.
                    let _ = self.poison.set((Op::Sync, e.kind(), LeftAs::Unknown));
                }
                sync = lock(&self.sync);
            }
        }
        sync.syncing = false;
        let this = (sync.started % 2) as usize;
        // Once poisoned every waiter returns with the error; none may be left asleep.
        let next = if self.poison.get().is_some() {
            usize::MAX
        } else {
            1
        };
        let mut wakes = [0; 2];
        wakes[this] = usize::MAX;
        wakes[1 - this] = next;
        self.wake(sync, wakes);
        self.changed.notify_all();
    }

    /// Wakes up to `wakes[i]` sleepers of `covered[i]` (`usize::MAX`: all of them): changes
    /// both words under the lock, then wakes outside it.
    fn wake(&self, sync: MutexGuard<'_, SyncState>, wakes: [usize; 2]) {
        for word in &self.covered {
            word.fetch_add(1, Ordering::Relaxed);
        }
        drop(sync);
        for (word, wakes) in self.covered.iter().zip(wakes) {
            match wakes {
                0 => {}
                1 => atomic_wait::wake_one(word),
                _ => atomic_wait::wake_all(word),
            }
        }
    }

    /// The `Batch` policy's thread: fsyncs `BATCH_INTERVAL` after the first unsynced byte.
    fn flush_loop(&self) {
        let mut sync = lock(&self.sync);
        while !sync.stop {
            let due = match sync.dirty_since {
                Some(since) if self.poison.get().is_none() => since + BATCH_INTERVAL,
                _ => {
                    sync = self
                        .changed
                        .wait(sync)
                        .unwrap_or_else(PoisonError::into_inner);
                    continue;
                }
            };
            let now = Instant::now();
            sync = if now < due {
                self.changed
                    .wait_timeout(sync, due - now)
                    .unwrap_or_else(PoisonError::into_inner)
                    .0
            } else if sync.syncing {
                self.changed
                    .wait(sync)
                    .unwrap_or_else(PoisonError::into_inner)
            } else {
                self.sync_now(sync);
                lock(&self.sync)
            };
        }
    }
}

/// True when `entry` is one line ending in `\n`: no other `\n` or `\r` in it. A line with no
/// line end inside is what makes a partly written entry a torn tail that the next open cuts,
/// never a complete line of a write that was refused.
fn is_one_line(entry: &[u8]) -> bool {
    match entry.split_last() {
        Some((b'\n', body)) => memchr::memchr2(b'\n', b'\r', body).is_none(),
        _ => false,
    }
}

/// Opens `path` for reading and appending, creating it when absent; says whether it did.
pub(crate) fn open_or_create(path: &Path) -> io::Result<(File, bool)> {
    let mut options = OpenOptions::new();
    options.read(true).append(true);
    match options.clone().create_new(true).open(path) {
        Ok(file) => {
            crate::files::trace(|| crate::files::FsOp::Create(path.to_path_buf()));
            Ok((file, true))
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok((options.open(path)?, false)),
        Err(e) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_table() {
        let cases: &[(&[u8], bool)] = &[
            (b"p({id:1})\n", true),
            (b"\n", true),
            (b"", false),
            (b"p({id:1})", false),
            (b"p({id:1})\r\n", false),
            (b"a\nb\n", false),
            (b"a\rb\n", false),
        ];
        for (entry, ok) in cases {
            assert_eq!(
                is_one_line(entry),
                *ok,
                "{:?}",
                String::from_utf8_lossy(entry)
            );
        }
    }
}
