//! The engine: a registry and its DAOs, opened by replaying their journals, shared between
//! threads for reading and (when opened writable) writing.

use crate::error::EngineError;
use crate::follow::{open_followed, FollowCounters, Following};
use crate::pending::Pending;
use crate::position::Changes;
use crate::stats::WriteCounters;
use folio_journal::{discover, DaoFiles, DiscoverError, Discovery, FsyncPolicy};
use folio_journal::{JournalWriter, OpenReport, Ticket, WriteError};
use folio_models::Registry;
use folio_replay::{Collapsed, Counters, DaoReplay, EntryError, Phases, ReplayOptions};
use folio_snapshot::{open_daos, Boot, Snapshots};
use folio_store::{Dao, Id, Object};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError, RwLock, RwLockReadGuard};
use std::sync::{RwLockWriteGuard, TryLockError};
use std::time::{Duration, Instant};

/// The longest a [`LiveDao::long_read`] waits for durable writes to reach the store before it
/// reads all the same: longer than a scan should take, so that long readers taking turns
/// cannot keep a write out, and bounded, so that no reader waits forever on a writer.
pub const LONG_READ_YIELD: Duration = Duration::from_secs(10);

/// How long a writer that waits for the store's readers first sleeps before it tries the
/// lock again, and the longest it sleeps (doubling from the first).
pub(crate) const FIRST_PAUSE: Duration = Duration::from_micros(20);
pub(crate) const LAST_PAUSE: Duration = Duration::from_millis(1);

/// How long a write's apply tries again for a reader to let go of the store before the write
/// is owed ([`LiveDao::apply_through`]): a short read takes microseconds.
const SHORT_READ: Duration = Duration::from_micros(50);

/// How to open an engine.
#[derive(Debug, Clone, Default)]
pub struct EngineOptions {
    /// How the journals are replayed at open (threads, error limit, progress, ...).
    pub replay: ReplayOptions,
    /// Open every DAO's live journal for appending (taking its lock, cutting a torn tail)
    /// before the replay. Read-only engines open no writer and refuse every write.
    pub writable: bool,
    /// When appended entries are fsynced (writable engines only). See docs/durability.md.
    pub fsync: FsyncPolicy,
    /// Whether each DAO opens from its snapshot when one matches (then only the journal bytes
    /// after it are replayed), or always by a full replay.
    pub snapshots: Snapshots,
    /// Follow the files another process appends to ([`Engine::catch_up`]): read-only (then
    /// `writable` and `snapshots` are not looked at), each file read up to its last whole
    /// entry. See `crate::follow`.
    pub follow: bool,
}

/// One DAO of an engine: its objects, the files they come from, what replaying them counted,
/// and (in a writable engine) its live journal's writer.
#[derive(Debug)]
pub struct LiveDao {
    name: String,
    /// What replaying the DAO's files gave besides its objects. Set at open; a followed
    /// engine replaces it each time it applies more of the files (see `crate::follow`).
    pub(crate) replayed: RwLock<Arc<Replayed>>,
    /// Journal bytes (all files) the DAO's newest snapshot covers, or that the last attempt
    /// to make one would have covered: 0 with none.
    pub(crate) snapshot_covers: std::sync::atomic::AtomicU64,
    /// In a followed engine, where the DAO stands in its files (`None` otherwise).
    pub(crate) following: Mutex<Option<Following>>,
    /// Held while a snapshot of the DAO is made: one at a time.
    pub(crate) snapshotting: Mutex<()>,
    /// What the DAO's journal says of classes (changed under the write lock): whether its
    /// entries name a class (then class-less writes are refused unless the DAO has a default
    /// class), or hold class-less data and name none (then writes naming a class are).
    pub(crate) classes: Mutex<Classes>,
    /// What readers see: the durable writes, applied in journal order.
    pub(crate) objects: RwLock<Dao>,
    /// Held by every write from before it reads the DAO's state to after it appended: writes
    /// of one DAO append one at a time, in the order they read the state. It holds the ticket
    /// of the DAO's last append.
    pub(crate) write_lock: Mutex<Option<Ticket>>,
    /// Writes appended but not yet durable, in journal order: applied to `objects` once
    /// their fsync returned.
    pending: Mutex<Pending>,
    /// A writer waits for readers to let go of `objects` (a durable write to apply, a
    /// catch-up to install): new long readers wait for it first ([`LiveDao::long_read`]).
    writer_waits: AtomicBool,
    /// Where writes append (a writable engine's DAOs only).
    pub(crate) journal: Option<PathBuf>,
    /// Opened at a writable open for a DAO whose live journal exists, else at its first write
    /// (which creates the journal and its lock).
    pub(crate) writer: OnceLock<JournalWriter>,
    pub(crate) opened: OnceLock<OpenReport>,
    pub(crate) counters_w: WriteCounters,
    /// A writable engine's DAO whose replay collapsed ids: its writes are refused, since a
    /// write would be rendered against (and so make permanent) objects FOAM keeps apart.
    pub(crate) collapsed: Option<Box<Collapsed>>,
}

impl LiveDao {
    /// The DAO's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The objects, read-locked while the guard lives (writes to this DAO wait for it: keep
    /// it short, or use [`Engine::get`] to clone one object). A thread must not write to this
    /// DAO while it holds the guard: the write would wait for the guard forever.
    pub fn dao(&self) -> RwLockReadGuard<'_, Dao> {
        self.objects.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// [`dao`](LiveDao::dao) for a reader that may hold the guard long (a scan of every
    /// object): it first lets writes already durable reach the store. Writers never wait on
    /// the store's lock (`Engine::try_finish`), so without this, readers taking turns could
    /// keep a durable write unseen and unacknowledged for good. The wait is bounded: past
    /// [`LONG_READ_YIELD`] the reader goes ahead.
    pub fn long_read(&self) -> RwLockReadGuard<'_, Dao> {
        let started = Instant::now();
        while self.writer_waits.load(Ordering::Acquire) && started.elapsed() < LONG_READ_YIELD {
            std::thread::sleep(Duration::from_micros(200));
        }
        self.dao()
    }

    /// The store, locked for writing once readers let go: the lock is tried, with pauses
    /// between, never queued on (why: `Pending::apply_through`); long readers yield meanwhile.
    pub(crate) fn write_store(&self) -> RwLockWriteGuard<'_, Dao> {
        let mut pause = FIRST_PAUSE;
        loop {
            match self.objects.try_write() {
                Ok(store) => {
                    self.writer_waits.store(false, Ordering::Release);
                    return store;
                }
                Err(TryLockError::Poisoned(poisoned)) => return poisoned.into_inner(),
                Err(TryLockError::WouldBlock) => {
                    self.writer_waits.store(true, Ordering::Release);
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(LAST_PAUSE);
                }
            }
        }
    }

    /// Applies the durable writes through `ticket` to the store, unless a reader holds it
    /// (`false`: [`Pending::apply_through`]); says so to long readers.
    pub(crate) fn apply_through(&self, ticket: Ticket, registry: &Registry) -> bool {
        let mut pending = self.pending();
        let mut applied = pending.apply_through(ticket, &self.objects, registry);
        // A short reader (a `get`) holds the lock for microseconds: try again for a moment
        // before the write is owed, and waits a turn. A DAO that owes one already has a long
        // reader: no moment is spent on it.
        if !applied && !self.writer_waits.load(Ordering::Acquire) {
            let started = Instant::now();
            while !applied && started.elapsed() < SHORT_READ {
                std::thread::yield_now();
                applied = pending.apply_through(ticket, &self.objects, registry);
            }
        }
        // Under the pending writes' lock: the last attempt's word stands.
        self.writer_waits.store(!applied, Ordering::Release);
        applied
    }

    /// What replaying the DAO's files gave besides its objects: its files, default class,
    /// counters, phase times, kept bad entries and how it was opened. In a followed engine
    /// the latest catch-up's, which the objects readers see are always the state of.
    pub fn replayed(&self) -> Arc<Replayed> {
        Arc::clone(&self.replayed.read().unwrap_or_else(PoisonError::into_inner))
    }

    /// The DAO's files in replay order, as found at open (or at a followed engine's latest
    /// catch-up); the live journal, when it exists, is last (not the journal the first write
    /// of a DAO that had none creates, see [`journal`](LiveDao::journal)).
    pub fn files(&self) -> DaoFiles {
        self.replayed().files.clone()
    }

    /// The class that class-less entries of this DAO take, if it has one.
    pub fn default_class(&self) -> Option<String> {
        self.replayed().default_class.clone()
    }

    /// What replaying the DAO's files counted (`objects` is the count at open, or at a
    /// followed engine's latest catch-up).
    pub fn replay_counters(&self) -> Counters {
        self.replayed().counters
    }

    /// The phase times of the DAO's replay.
    pub fn replay_phases(&self) -> Phases {
        self.replayed().phases
    }

    /// The bad entries replay kept (at most the options' `error_limit`), in file order.
    pub fn errors(&self) -> Vec<EntryError> {
        self.replayed().errors.clone()
    }

    /// The live journal writes append to (writable engines only; it may not exist yet).
    pub fn journal(&self) -> Option<&Path> {
        self.journal.as_deref()
    }

    /// In a writable engine, the collapse of ids its replay made, if any: its writes are then
    /// refused ([`Refused::Collapsed`](crate::Refused::Collapsed)).
    pub fn collapsed(&self) -> Option<&Collapsed> {
        self.collapsed.as_deref()
    }

    /// What opening the live journal's writer found (created, a torn tail cut), once opened.
    pub fn open_report(&self) -> Option<&OpenReport> {
        self.opened.get()
    }

    /// How the DAO was opened: from its snapshot (and the journal bytes after it), or by a
    /// full replay, and why a snapshot beside it was not used.
    pub fn boot(&self) -> Boot {
        self.replayed().boot.clone()
    }
}

/// What replaying a DAO's files gave besides its objects (see [`LiveDao::replayed`]).
#[derive(Debug, Clone)]
pub struct Replayed {
    /// The files in replay order.
    pub files: DaoFiles,
    /// The class that class-less entries take, if the DAO has one.
    pub default_class: Option<String>,
    pub counters: Counters,
    pub phases: Phases,
    /// The bad entries kept (at most the options' `error_limit`), in file order.
    pub errors: Vec<EntryError>,
    /// How the DAO was opened.
    pub boot: Boot,
    /// The ids collapsed entries landed on (see `DaoReplay::collapsed_ids`), to go on from.
    pub(crate) collapsed_ids: Vec<Id>,
}

impl Replayed {
    /// A replay's objects, and the rest of what it gave.
    pub(crate) fn split(replay: DaoReplay, files: DaoFiles, boot: Boot) -> (Dao, Replayed) {
        let DaoReplay {
            dao,
            counters,
            phases,
            errors,
            default_class,
            collapsed_ids,
            wall: _,
            ends_in_entry: _,
        } = replay;
        let replayed = Replayed {
            files,
            default_class,
            counters,
            phases,
            errors,
            boot,
            collapsed_ids,
        };
        (dao, replayed)
    }

    /// A DAO no entry was replayed into.
    fn none(files: DaoFiles, default_class: Option<&str>) -> Replayed {
        Replayed {
            files,
            default_class: default_class.map(str::to_owned),
            counters: Counters::default(),
            phases: Phases::default(),
            errors: Vec::new(),
            boot: Boot::Replayed,
            collapsed_ids: Vec::new(),
        }
    }
}

/// A live database: the registry and every DAO found under the paths it was opened on.
///
/// `Engine` is `Send + Sync`: share it (e.g. in an `Arc`) and read and write from any thread
/// through `&self`. See docs/architecture.md for its invariants.
#[derive(Debug)]
pub struct Engine {
    pub(crate) registry: Registry,
    /// In name order up to the DAOs a followed engine found after open, which are added at
    /// the end: append-only, so that readers keep their `&LiveDao` while it grows.
    pub(crate) daos: boxcar::Vec<LiveDao>,
    pub(crate) writable: bool,
    pub(crate) fsync: FsyncPolicy,
    /// Worker threads the replay at open used.
    threads: usize,
    /// How long the replay at open took.
    wall: Duration,
    /// How the journals were replayed at open (without its progress counter): snapshots
    /// replay the same way.
    pub(crate) replay_options: ReplayOptions,
    /// The paths a followed engine was opened on, searched again at each catch-up.
    pub(crate) follow_roots: Option<Vec<PathBuf>>,
    /// What a followed engine's catch-ups did in all.
    pub(crate) follow_totals: FollowCounters,
    /// Moves whenever readers may see more (`crate::position`).
    pub(crate) changes: Changes,
    /// A follower's leader, named by the refusal of every write.
    pub(crate) leader: OnceLock<String>,
}

impl Engine {
    /// Finds the journals under `paths` (files or directories, see `folio_journal::discover`)
    /// and replays them into memory, typed by `registry`.
    ///
    /// A writable engine (`options.writable`) first opens every DAO's live journal that exists
    /// (the DAO's last file when it is named exactly like the DAO): that takes each journal's
    /// lock (another writable engine on the same files, in this process or another, makes the
    /// open fail with [`EngineError::Locked`]) and settles its end (see
    /// [`LiveDao::open_report`]). A DAO with no live journal gets `X`, in the directory of its
    /// last file, and its lock at its first write; so does every DAO the registry's `daos` map
    /// names that has no journal yet (held empty), under the first path, which must then be a
    /// directory. Paths with no journal at all are fine then: nothing is created at open.
    pub fn open(
        paths: &[PathBuf],
        registry: Registry,
        options: EngineOptions,
    ) -> Result<Engine, EngineError> {
        let discovery = match discover(paths) {
            Err(DiscoverError::NoJournals(_)) if options.writable || options.follow => Discovery {
                roots: paths.to_vec(),
                ..Discovery::default()
            },
            found => found?,
        };
        Engine::from_discovery(discovery, registry, options)
    }

    /// Replays journals already discovered (for callers that look at the discovery first,
    /// e.g. to size a progress bar or list skipped files). A writable engine creates the
    /// journals of DAOs the registry names but the discovery lacks in the first path it was
    /// made from, when that is a directory, else in the directory of the first discovered
    /// file.
    pub fn from_discovery(
        discovery: Discovery,
        registry: Registry,
        options: EngineOptions,
    ) -> Result<Engine, EngineError> {
        let first_file = || {
            discovery
                .daos
                .first()
                .and_then(|d| d.files.first())
                .and_then(|f| f.parent())
                .map(Path::to_path_buf)
        };
        let new_dir = match discovery.roots.first() {
            Some(root) if root.is_dir() => Some(root.clone()),
            _ => first_file(),
        };
        Engine::open_discovered(discovery, registry, options, new_dir)
    }

    fn open_discovered(
        mut discovery: Discovery,
        registry: Registry,
        options: EngineOptions,
        new_dir: Option<PathBuf>,
    ) -> Result<Engine, EngineError> {
        if options.follow {
            let (daos, threads, wall) = open_followed(&discovery, &registry, &options.replay)?;
            return Ok(Engine {
                registry,
                daos: daos.into_iter().collect(),
                writable: false,
                fsync: options.fsync,
                threads,
                wall,
                replay_options: ReplayOptions {
                    progress: None,
                    ..options.replay
                },
                follow_roots: Some(discovery.roots),
                follow_totals: FollowCounters::default(),
                changes: Changes::default(),
                leader: OnceLock::new(),
            });
        }
        let mut writers = Vec::new();
        if options.writable {
            // Writers first: the lock keeps other writers out of what is replayed, and the torn
            // tail is cut before replay reads it.
            // A DAO whose live journal does not exist yet gets it (and its lock) at its first
            // write, not here: a server that only reads creates no file.
            for files in &mut discovery.daos {
                let mut journal = live_journal(files);
                // Paths that name a DAO's `X.jrl` but not the live journal `X` beside it, which
                // an earlier writer made: its writes are the DAO's, so they are replayed too
                // (else they would be unseen, and `X` refused as written by another process).
                if files.files.last() != Some(&journal) {
                    let dir = journal.parent().unwrap_or_else(|| Path::new(""));
                    if files.add_runtime_files(dir)? {
                        journal = live_journal(files);
                    }
                }
                if files.files.last() != Some(&journal) {
                    writers.push((journal, None));
                    continue;
                }
                let (writer, report) = JournalWriter::open(&journal, options.fsync)
                    .map_err(EngineError::from_writer)?;
                writers.push((journal, Some((writer, report))));
            }
        }
        let opened = open_daos(&discovery, &registry, &options.replay, options.snapshots)?;
        let replayed = opened.replay;
        // `open_daos` returns the DAOs in discovery order (by name), one per `DaoFiles`.
        debug_assert_eq!(replayed.daos.len(), discovery.daos.len());
        let mut boots = opened.boots.into_iter();
        let mut writers = writers.into_iter();
        let mut live_collapse = None;
        let mut daos: Vec<LiveDao> = replayed
            .daos
            .into_iter()
            .zip(discovery.daos)
            .map(|(replayed, files)| {
                let boot = boots.next().unwrap_or(Boot::Replayed);
                let (dao, replayed) = Replayed::split(replayed, files, boot);
                debug_assert_eq!(dao.name(), replayed.files.name);
                let counters = &replayed.counters;
                if options.writable {
                    live_collapse = Collapsed::of(&replayed.files, counters, &dao).map(Box::new);
                }
                let snapshot_covers = match &replayed.boot {
                    Boot::Snapshot { tail, .. } => {
                        let bytes: u64 = replayed
                            .files
                            .files
                            .iter()
                            .filter_map(|p| std::fs::metadata(p).ok())
                            .map(|m| m.len())
                            .sum();
                        bytes.saturating_sub(*tail)
                    }
                    _ => 0,
                };
                let has_data = counters.create + counters.put + counters.remove > 0;
                let mut live = LiveDao::new(dao, replayed);
                live.collapsed = live_collapse.take();
                live.classes = Mutex::new(Classes::at_open(
                    live.replayed().default_class.is_some(),
                    has_data,
                ));
                live.snapshot_covers = snapshot_covers.into();
                if let Some((journal, opened)) = writers.next() {
                    live.journal = Some(journal);
                    if let Some((writer, report)) = opened {
                        let _ = live.writer.set(writer);
                        let _ = live.opened.set(report);
                    }
                }
                live
            })
            .collect();
        if options.writable {
            for (name, class) in registry.daos() {
                if daos.iter().any(|d| d.name == name) {
                    continue;
                }
                let files = DaoFiles {
                    name: name.to_owned(),
                    files: Vec::new(),
                };
                let mut live = LiveDao::new(Dao::new(name), Replayed::none(files, Some(class)));
                live.journal = new_dir.as_ref().map(|dir| dir.join(name));
                daos.push(live);
            }
            daos.sort_by(|a, b| a.name.cmp(&b.name));
        }
        Ok(Engine {
            registry,
            daos: daos.into_iter().collect(),
            writable: options.writable,
            fsync: options.fsync,
            threads: replayed.threads,
            wall: replayed.wall,
            replay_options: ReplayOptions {
                progress: None,
                ..options.replay
            },
            follow_roots: None,
            follow_totals: FollowCounters::default(),
            changes: Changes::default(),
            leader: OnceLock::new(),
        })
    }

    /// An engine with no files whose DAOs start empty and append to the writers given, one per
    /// DAO name (for crash tests on the simulated disk of `folio_journal::sim`, and embedding).
    /// Each DAO's default class is the one the registry's `daos` map gives.
    pub fn with_writers(registry: Registry, writers: Vec<(String, JournalWriter)>) -> Engine {
        let fsync = writers
            .first()
            .map_or(FsyncPolicy::default(), |(_, w)| w.policy());
        let mut daos: Vec<LiveDao> = writers
            .into_iter()
            .map(|(name, writer)| {
                let class = registry.dao_class(&name);
                let files = DaoFiles {
                    name: name.clone(),
                    files: vec![writer.path().to_path_buf()],
                };
                let mut live = LiveDao::new(Dao::new(&name), Replayed::none(files, class));
                live.journal = Some(writer.path().to_path_buf());
                let _ = live.writer.set(writer);
                live
            })
            .collect();
        daos.sort_by(|a, b| a.name.cmp(&b.name));
        Engine {
            registry,
            daos: daos.into_iter().collect(),
            writable: true,
            fsync,
            threads: 0,
            wall: Duration::ZERO,
            replay_options: ReplayOptions::default(),
            follow_roots: None,
            follow_totals: FollowCounters::default(),
            changes: Changes::default(),
            leader: OnceLock::new(),
        }
    }

    /// The model registry objects are typed by.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// True when the engine was opened for writing.
    pub fn is_writable(&self) -> bool {
        self.writable
    }

    /// The objects of the DAO named `name`, read-locked while the guard lives.
    pub fn dao(&self, name: &str) -> Option<RwLockReadGuard<'_, Dao>> {
        self.live_dao(name).map(LiveDao::dao)
    }

    /// Runs `f` on the objects of the DAO named `name` under its read lock.
    pub fn with_dao<R>(&self, name: &str, f: impl FnOnce(&Dao) -> R) -> Option<R> {
        self.live_dao(name).map(|d| f(&d.dao()))
    }

    /// A copy of the object with id `id` in the DAO named `dao`.
    pub fn get(&self, dao: &str, id: &Id) -> Option<Object> {
        self.with_dao(dao, |d| d.get(id).cloned()).flatten()
    }

    /// Lends `f` the class that class-less objects of the DAO named `dao` take: the live DAO's,
    /// or the one the registry names for a DAO not written yet. Borrowed, not copied: a write
    /// asks for it each time it is typed.
    pub(crate) fn with_default_class<T>(&self, dao: &str, f: impl FnOnce(Option<&str>) -> T) -> T {
        match self.live_dao(dao) {
            Some(live) => f(live.replayed().default_class.as_deref()),
            None => f(self.registry.dao_class(dao)),
        }
    }

    /// The DAO named `name` with its files and replay counters, if the engine has it.
    pub fn live_dao(&self, name: &str) -> Option<&LiveDao> {
        // A scan, not a binary search: names that are not UTF-8 are sorted by their bytes but
        // shown lossily, so the shown names need not be in order. DAOs are few.
        self.all().find(|d| d.name() == name)
    }

    /// Every DAO, sorted by name. A writable engine also holds, empty until their first write,
    /// the DAOs the registry names that have no journal yet; a followed engine, the DAOs found
    /// since it opened.
    pub fn daos(&self) -> Vec<&LiveDao> {
        let mut daos: Vec<&LiveDao> = self.all().collect();
        // Already in order unless a followed engine added some.
        if !daos.is_sorted_by(|a, b| a.name <= b.name) {
            daos.sort_by(|a, b| a.name.cmp(&b.name));
        }
        daos
    }

    /// Every DAO, in the order they were added.
    pub(crate) fn all(&self) -> impl Iterator<Item = &LiveDao> {
        self.daos.iter().map(|(_, dao)| dao)
    }

    /// The counters of the replay at open, summed over the DAOs.
    pub fn replay_counters(&self) -> Counters {
        self.all().map(LiveDao::replay_counters).sum()
    }

    /// The phase times of the replay at open, summed over the DAOs.
    pub fn replay_phases(&self) -> Phases {
        self.all().map(LiveDao::replay_phases).sum()
    }

    /// Every bad entry the replay at open kept, DAO by DAO in name order.
    pub fn errors(&self) -> Vec<EntryError> {
        self.daos().into_iter().flat_map(LiveDao::errors).collect()
    }

    /// Worker threads the replay at open used.
    pub fn replay_threads(&self) -> usize {
        self.threads
    }

    /// How long the replay at open took.
    pub fn replay_wall(&self) -> Duration {
        self.wall
    }

    /// Closes every writer: fsyncs what is not durable yet (under `always` and `batch`) and
    /// releases the locks. Dropping the engine does the same and ignores errors.
    pub fn close(self) -> Result<(), WriteError> {
        let mut first = Ok(());
        for dao in self.daos {
            if let Some(writer) = dao.writer.into_inner() {
                let closed = writer.close();
                if first.is_ok() {
                    first = closed;
                }
            }
        }
        first
    }
}

impl LiveDao {
    /// The writes waiting for their fsync.
    pub(crate) fn pending(&self) -> MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A copy of what `id` holds after the writes appended so far, taken without the DAO's
    /// write lock: a write may change it at any moment, so it is only a guess, which a writer
    /// renders against before the lock and checks against [`with_current`](Self::with_current)
    /// under it.
    pub(crate) fn guess_current(&self, id: &Id) -> Option<Object> {
        let pending = self.pending();
        if let Some(state) = pending.get(id) {
            return state.cloned();
        }
        drop(pending);
        self.dao().get(id).cloned()
    }

    /// Runs `f` on the object `id` holds after every write appended so far, durable or not
    /// (`None`: absent). For writers only, under the DAO's write lock: readers see the store.
    pub(crate) fn with_current<R>(&self, id: &Id, f: impl FnOnce(Option<&Object>) -> R) -> R {
        let pending = self.pending();
        if let Some(state) = pending.get(id) {
            return f(state);
        }
        drop(pending);
        // No write of `id` waits, and none can be added meanwhile (the caller holds the write
        // lock), so the store holds its state.
        f(self.dao().get(id))
    }

    pub(crate) fn new(dao: Dao, replayed: Replayed) -> LiveDao {
        let has_default = replayed.default_class.is_some();
        LiveDao {
            name: replayed.files.name.clone(),
            replayed: RwLock::new(Arc::new(replayed)),
            snapshot_covers: 0.into(),
            following: Mutex::new(None),
            snapshotting: Mutex::new(()),
            classes: Mutex::new(Classes::at_open(has_default, false)),
            objects: RwLock::new(dao),
            write_lock: Mutex::new(None),
            pending: Mutex::new(Pending::default()),
            writer_waits: AtomicBool::new(false),
            journal: None,
            writer: OnceLock::new(),
            opened: OnceLock::new(),
            counters_w: WriteCounters::default(),
            collapsed: None,
        }
    }
}

/// What a DAO's journal says of classes, which decides which writes it can take: replay gives
/// class-less entries the first class the DAO's data entries name (docs/semantics.md), so a
/// journal cannot hold class-less objects beside a named class without changing them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Classes {
    /// No data entry yet (and no default class from the registry): the first write decides.
    Unknown,
    /// Its entries name a class, or the registry gives it a default class.
    Named,
    /// It holds class-less data entries and names no class.
    Classless,
}

impl Classes {
    /// At open: `named` when the DAO has a default class, else `Classless` once it has data.
    fn at_open(has_default: bool, has_data: bool) -> Classes {
        match (has_default, has_data) {
            (true, _) => Classes::Named,
            (false, true) => Classes::Classless,
            (false, false) => Classes::Unknown,
        }
    }
}

/// The live journal of a DAO: its last file when that is named exactly like the DAO, else
/// `X` in the directory of its last file.
fn live_journal(files: &DaoFiles) -> PathBuf {
    let last = files
        .files
        .last()
        .expect("discovery gives every DAO at least one file");
    if last.file_name().is_some_and(|n| n == files.name.as_str()) {
        return last.clone();
    }
    last.parent()
        .unwrap_or_else(|| Path::new("."))
        .join(&files.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_is_send_and_sync() {
        fn shareable<T: Send + Sync>() {}
        shareable::<Engine>();
    }

    #[test]
    fn the_live_journal_is_the_last_file_named_like_the_dao() {
        let files = |names: &[&str]| DaoFiles {
            name: "regions".into(),
            files: names.iter().map(PathBuf::from).collect(),
        };
        assert_eq!(
            live_journal(&files(&["a/regions.jrl", "b/regions"])),
            PathBuf::from("b/regions")
        );
        assert_eq!(
            live_journal(&files(&["a/regions.jrl", "b/regions.0"])),
            PathBuf::from("b/regions")
        );
    }
}
