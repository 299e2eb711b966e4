//! Compaction: making a DAO's journal as short as its state.
//!
//! - [`compact_to_dir`] (`folio compact PATH --out DIR`) writes a new tree: per DAO one journal
//!   holding one `c(` per live object, sorted by id.
//! - [`compact_in_place`] (`folio compact PATH --in-place`) never touches a DAO's `X.jrl` files
//!   (journals shipped with an application's source). It replaces the runtime files `X.0`,
//!   `X.1`, ..., `X` by one new live journal `X` such that replaying the `X.jrl` files and the
//!   new `X` gives the same state S.
//!
//! # The new live journal
//!
//! Its content C is one `c(` per live object of S that the `X.jrl` files alone do not give as
//! it is (sorted by id) and one `r(` (class and id) per id that the `X.jrl` files alone leave
//! live but S lacks. (So a DAO whose runtime files changed nothing keeps an empty `X`; and
//! when `X` is the only runtime file and already holds C, nothing is rewritten.) The `X.jrl` files are replayed
//! alone with the default class the whole DAO has (`ReplayOptions::default_class`), so that
//! their class-less entries mean what they meant in S. `class` is written on every entry
//! unless the registry's `daos` map fixes the DAO's class: which class is the default is
//! otherwise inferred from the first entry naming one, and that must not change meaning. When
//! the `X.jrl` files name no class, the first entry of C is one whose class is S's default
//! class (entries of different ids commute), so that the files after compaction infer the
//! same default.
//!
//! # In place, crash by crash
//!
//! **At every instant of an in-place compaction the DAO's files replay to the same state.**
//! Holding the DAO's lock the whole time (a [`JournalWriter`] opened on `X`, which first
//! settles the end of `X`: a whole last entry is completed, anything else moved into `X.torn`,
//! so no byte is lost), with the runtime files `X.0` .. `X.n` and `X`:
//!
//! - a. a stale `X.compact` of a crashed run is removed; C is written to `X.compact` (not a
//!   journal name, so replay passes it over), fsynced, and the directory fsynced. C is then
//!   verified (below). Files: unchanged.
//! - b. `X` is renamed `X.<n+1>` (`X.0` when there are no numbered files); the directory is
//!   fsynced. Files: the same bytes in the same order, so the same state.
//! - c. `X.compact` is renamed `X`; the directory is fsynced. Files: jrl, the old runtime
//!   files, C. Replaying C over S gives S: C sets every live object of S exactly (`c(`
//!   replaces without merging) and removes only ids S lacks.
//! - d. the old runtime files are deleted oldest first, the directory fsynced after each.
//!   After deleting a prefix, jrl + the remaining suffix + C still gives S: every live id C
//!   names is reset by it; a live id C leaves out has S's value under jrl alone, and the
//!   suffix's operations on it end where they ended in S (a last `c(` or `r(` does not depend
//!   on what came before it, and merges after it set the same fields to the same values over
//!   jrl's object as over the one the prefix left, whose other fields were jrl's in S); an id
//!   S lacks either has its last operation in the suffix (a remove, which still applies, or
//!   nothing) or is left live by the jrl files alone, and then C removes it. (Deleting newest first would break this: the suffix would lose a remove that a
//!   create in an older file needs.)
//!
//! A crash anywhere leaves one of these file sets; the next compaction (or writer) goes on
//! from it: a stale `X.compact` is removed, and the leftover old runtime files are just older
//! runtime files.
//!
//! # Proof before installing
//!
//! Nothing is installed that is not checked: after step a, the `X.jrl` files and `X.compact`
//! are replayed and their export (the jsonl bytes) compared with S's; a difference refuses the
//! compaction ([`CompactError::Mismatch`]) and leaves every journal as it was. The argument of
//! step d holds when every entry means during the compaction what it meant in S, that is,
//! when each intermediate file set infers the same default class; an intermediate set that
//! would infer another one (its first class-naming entry was in a deleted file) is replayed
//! and compared as well.

use folio_journal::{
    commit_all, create_dir_all, is_runtime_name, list_runtime, remove, rename, sync_dir, sync_file,
    write_new, AtomicFile, DaoFiles, DiscoverError, Discovery, FsyncPolicy, JournalWriter, Op,
    RuntimeFiles, TornTail, WriteError,
};
use folio_models::Registry;
use folio_replay::{
    check_rewrite, first_named_class, replay_dao, Collapsed, DaoReplay, ReplayError, ReplayOptions,
};
use folio_store::{Dao, Id, Object};
use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// How to compact.
#[derive(Debug, Clone, Default)]
pub struct CompactOptions {
    /// How the journals are replayed (threads, block size). `default_class` is ignored.
    pub replay: ReplayOptions,
    /// A test hook: stop (as a crash would, with [`CompactError::Stopped`]) right after this
    /// step of the first DAO compacted in place that reaches it.
    pub stop_after: Option<CompactStep>,
    /// Rewrite DAOs whose replay dropped keys the registry does not model or values of the
    /// wrong type (they are then lost from the rewritten journal). Without it such a DAO is
    /// refused ([`CompactError::WouldDrop`]).
    pub drop_unknown: bool,
}

/// A DAO whose replay dropped what its journals hold: keys no property matches and values of
/// the wrong type. A rewrite from its state would lose them, although a registry that models
/// them could still read them from the journals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dropped {
    pub dao: String,
    /// Keys no property of their object's model matches (`Counters::unknown_keys`).
    pub unknown_keys: u64,
    /// Values dropped for their type (`Counters::type_mismatches`).
    pub type_mismatches: u64,
}

/// The steps of an in-place compaction (see the module documentation), each ending with the
/// fsyncs it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CompactStep {
    /// a: C is in `X.compact`, durable and verified.
    WriteTemp,
    /// b: the live journal `X` is renamed `X.<n+1>`.
    RetireLive,
    /// c: `X.compact` is renamed `X`.
    Install,
    /// d: the old runtime file at this index (0 = oldest) is deleted.
    Delete(usize),
}

/// What compacting one DAO did.
#[derive(Debug, Clone)]
pub struct DaoCompaction {
    pub name: String,
    /// The journal written: `DIR/X` (or `DIR/X.jrl`) with `--out`, the new live journal `X`
    /// in place.
    pub journal: PathBuf,
    /// `c(` entries written: every live object with `--out`; in place, the live objects the
    /// `X.jrl` files do not already give as they are.
    pub objects: usize,
    /// `r(` entries written (ids the `X.jrl` files leave live that the state lacks).
    pub removes: usize,
    /// With `--out`, the journal bytes replayed to build the state; in place, the bytes of the
    /// runtime files replaced (the `X.jrl` files are read, not replaced).
    pub bytes_read: u64,
    /// Journal bytes written.
    pub bytes_written: u64,
    /// The old runtime files replaced, oldest first, under the names they had (in place).
    pub replaced: Vec<PathBuf>,
    /// Bad entries of the replaced runtime files: they applied nothing, so the state is the
    /// same, but their text is not carried over.
    pub bad_entries: u64,
    /// Bytes at the end of `X` that were no whole entry, cut into `X.torn` when the DAO's
    /// writer opened (a whole last entry missing its line end is completed, not cut).
    pub torn: Option<TornTail>,
    /// In place: the snapshot left beside the new journal, covering the files as compacted
    /// (`Err` with why it could not be written; the compaction stands either way). `None`
    /// with `--out`.
    pub snapshot: Option<Result<PathBuf, String>>,
}

/// What a compaction did.
#[derive(Debug, Clone, Default)]
pub struct CompactReport {
    /// The DAOs compacted, by name.
    pub daos: Vec<DaoCompaction>,
    /// In place: the DAOs left alone, because they have no runtime files (only `X.jrl`), or
    /// because their one runtime file, the live journal, already holds what a compaction would
    /// write.
    pub unchanged: Vec<String>,
}

impl CompactReport {
    /// Bytes replayed and written, over every DAO.
    pub fn bytes(&self) -> (u64, u64) {
        self.daos
            .iter()
            .fold((0, 0), |(r, w), d| (r + d.bytes_read, w + d.bytes_written))
    }
}

/// Why a compaction was refused or failed. Whatever the error, the files of every DAO replay
/// to the state they replayed to before.
#[derive(Debug)]
pub enum CompactError {
    Discover(DiscoverError),
    Replay(ReplayError),
    /// Opening the DAO's live journal, or a file operation, failed (`WriteError::Io` names
    /// the file and the operation); `WriteError::Locked` when a writer holds the DAO's lock.
    Journal(WriteError),
    /// In place needs directories (a file given alone hides the DAO's other files).
    NotADirectory(PathBuf),
    /// In place: the DAO's runtime files lie in several directories, so there is no one place
    /// for the new live journal.
    RuntimeSpread {
        dao: String,
        dirs: Vec<PathBuf>,
    },
    /// In place: the DAO's name has a dot, so no file name is its live journal.
    NoLiveName {
        dao: String,
    },
    /// `--out`: the output journal exists already.
    OutputExists(PathBuf),
    /// The compacted files would replay to another state; nothing was installed (in place) or
    /// kept (`--out`).
    Mismatch {
        dao: String,
        /// The files that were replayed and compared.
        files: Vec<PathBuf>,
    },
    /// A DAO's replay merged objects FOAM keeps apart, or dropped an entry's effect (its ids
    /// collapsed: docs/semantics.md), so no rewrite can reproduce its journal; one per such
    /// DAO, by name, at least one. Refused before any file was touched.
    Collapsed(Vec<Collapsed>),
    /// The replay of these DAOs dropped keys or values their journals hold, and
    /// `CompactOptions::drop_unknown` was not given: nothing was touched.
    WouldDrop(Vec<Dropped>),
    /// The test hook `CompactOptions::stop_after` stopped the compaction.
    Stopped {
        dao: String,
        step: CompactStep,
    },
}

impl fmt::Display for CompactError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CompactError::Discover(e) => write!(f, "{e}"),
            CompactError::Replay(e) => write!(f, "{e}"),
            CompactError::Journal(e) => write!(f, "{e}; not compacted"),
            CompactError::NotADirectory(path) => write!(
                f,
                "{}: compacting in place needs a directory (a file alone hides the rest of its DAO)",
                path.display()
            ),
            CompactError::RuntimeSpread { dao, dirs } => {
                let dirs: Vec<_> = dirs.iter().map(|d| d.display().to_string()).collect();
                write!(
                    f,
                    "DAO `{dao}`: its runtime files lie in several directories ({}); not compacted",
                    dirs.join(", ")
                )
            }
            CompactError::NoLiveName { dao } => write!(
                f,
                "DAO `{dao}`: a name with a dot has no live journal name; not compacted"
            ),
            CompactError::OutputExists(path) => {
                write!(f, "{}: exists already; not overwritten", path.display())
            }
            CompactError::Mismatch { dao, files } => {
                let files: Vec<_> = files.iter().map(|d| d.display().to_string()).collect();
                write!(
                    f,
                    "DAO `{dao}`: the compacted journal would not replay to the same state \
                     (checked: {}); nothing installed",
                    files.join(", ")
                )
            }
            CompactError::Collapsed(daos) => {
                let names: Vec<_> = daos.iter().map(|d| format!("`{}`", d.dao)).collect();
                write!(
                    f,
                    "DAO {}: ids collapsed (objects merged that FOAM keeps apart); not compacted",
                    names.join(", ")
                )
            }
            CompactError::WouldDrop(daos) => {
                let first = &daos[0];
                write!(
                    f,
                    "DAO `{}`: its replay dropped {} key(s) no property of the registry matches \
                     and {} value(s) of the wrong type, which a rewrite would lose",
                    first.dao, first.unknown_keys, first.type_mismatches
                )?;
                if daos.len() > 1 {
                    let rest: Vec<_> = daos[1..].iter().map(|d| format!("`{}`", d.dao)).collect();
                    write!(f, " (and so did {})", rest.join(", "))?;
                }
                f.write_str(
                    "; give a registry that models them, or --drop-unknown to rewrite without \
                     them; not compacted",
                )
            }
            CompactError::Stopped { dao, step } => {
                write!(f, "DAO `{dao}`: stopped after step {step:?}")
            }
        }
    }
}

impl std::error::Error for CompactError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CompactError::Discover(e) => Some(e),
            CompactError::Replay(e) => Some(e),
            CompactError::Journal(e) => Some(e),
            _ => None,
        }
    }
}

impl From<DiscoverError> for CompactError {
    fn from(e: DiscoverError) -> CompactError {
        CompactError::Discover(e)
    }
}

impl From<ReplayError> for CompactError {
    fn from(e: ReplayError) -> CompactError {
        CompactError::Replay(e)
    }
}

impl From<WriteError> for CompactError {
    fn from(e: WriteError) -> CompactError {
        CompactError::Journal(e)
    }
}

/// Writes every DAO of `discovery` as one journal in `out` (created when absent): `out/X`, or
/// `out/X.jrl` when `X` has a dot (a plain `X.y` is no journal name). Each journal holds one
/// `c(` per live object, sorted by id, and is replayed and compared with the state before this
/// returns. An existing output journal is refused, never overwritten. A DAO whose ids
/// collapsed refuses the whole call before anything is written ([`CompactError::Collapsed`]).
pub fn compact_to_dir(
    discovery: &Discovery,
    registry: &Registry,
    out: &Path,
    options: &CompactOptions,
) -> Result<CompactReport, CompactError> {
    let replay = ReplayOptions {
        default_class: None,
        ..options.replay.clone()
    };
    refuse_lossy(discovery.daos.iter(), registry, &replay, options)?;
    create_dir_all(out)?;
    let mut report = CompactReport::default();
    let mut finished = Vec::with_capacity(discovery.daos.len());
    for files in &discovery.daos {
        let state = replay_dao(files, registry, &replay)?;
        check_lossless(files, &state, options)?;
        let name = if files.name.contains('.') {
            format!("{}.jrl", files.name)
        } else {
            files.name.clone()
        };
        let journal = out.join(name);
        if journal.exists() {
            return Err(CompactError::OutputExists(journal));
        }
        let mut bytes = Vec::new();
        let fixed = registry.dao_class(&files.name);
        for (_, object) in state.dao.sorted() {
            folio_render::write_create(object, fixed, registry, &mut bytes);
        }
        // Written under a temporary name and verified there; all journals are renamed into
        // place together at the end, so an interrupted run leaves none (an error drops the
        // temporaries, which removes them).
        let mut file = AtomicFile::create(&journal, false)?;
        file.write_all(&bytes)
            .map_err(|source| CompactError::Journal(write_failed(&journal, source)))?;
        let file = file.finish()?;
        let written = DaoFiles {
            name: files.name.clone(),
            files: vec![file.temp().to_owned()],
        };
        match verify(&export(&state.dao, registry), &written, registry, &replay) {
            Err(CompactError::Mismatch { dao, .. }) => {
                return Err(CompactError::Mismatch {
                    dao,
                    files: vec![journal],
                })
            }
            result => result?,
        }
        finished.push(file);
        report.daos.push(DaoCompaction {
            name: files.name.clone(),
            journal,
            objects: state.dao.len(),
            removes: 0,
            bytes_read: state.counters.bytes,
            bytes_written: bytes.len() as u64,
            replaced: Vec::new(),
            bad_entries: state.counters.failed,
            torn: None,
            snapshot: None,
        });
    }
    commit_all(finished).map_err(|e| match e {
        WriteError::Io { path, source, .. } if source.kind() == io::ErrorKind::AlreadyExists => {
            CompactError::OutputExists(path)
        }
        e => CompactError::Journal(e),
    })?;
    Ok(report)
}

fn write_failed(path: &Path, source: io::Error) -> WriteError {
    WriteError::Io {
        path: path.to_owned(),
        op: Op::Write,
        source,
    }
}

/// Compacts every DAO of `discovery` that has runtime files, in place (see the module
/// documentation for the protocol and why a crash at any instant loses nothing). Every path
/// the discovery was made from must be a directory (`paths`). DAOs are compacted one after
/// the other, after every DAO was checked (one whose runtime files lie in several directories,
/// or whose ids collapsed, refuses the whole call before anything is touched); an error stops
/// at the DAO it concerns, the ones before it stay compacted.
pub fn compact_in_place(
    paths: &[PathBuf],
    discovery: &Discovery,
    registry: &Registry,
    options: &CompactOptions,
) -> Result<CompactReport, CompactError> {
    if let Some(file) = paths.iter().find(|p| !p.is_dir()) {
        return Err(CompactError::NotADirectory(file.clone()));
    }
    // Every DAO is checked before any is touched.
    let plans = discovery
        .daos
        .iter()
        .map(plan)
        .collect::<Result<Vec<_>, _>>()?;
    let planned = discovery
        .daos
        .iter()
        .zip(&plans)
        .filter(|(_, plan)| plan.is_some())
        .map(|(files, _)| files);
    let replay = ReplayOptions {
        default_class: None,
        ..options.replay.clone()
    };
    refuse_lossy(planned, registry, &replay, options)?;
    let mut report = CompactReport::default();
    for (files, plan) in discovery.daos.iter().zip(plans) {
        match plan {
            Some(plan) => match compact_dao_in_place(&files.name, plan, registry, options)? {
                Some(mut done) => {
                    done.snapshot = Some(leave_snapshot(files, &done, registry, &replay));
                    report.daos.push(done);
                }
                None => report.unchanged.push(files.name.clone()),
            },
            None => report.unchanged.push(files.name.clone()),
        }
    }
    Ok(report)
}

/// Writes the snapshot of a DAO just compacted in place (`folio_snapshot`), so that the next
/// open replays none of it: its `X.jrl` files and the new live journal, as they are now.
fn leave_snapshot(
    before: &DaoFiles,
    done: &DaoCompaction,
    registry: &Registry,
    replay: &ReplayOptions,
) -> Result<PathBuf, String> {
    let mut files = DaoFiles {
        name: before.name.clone(),
        files: before
            .files
            .iter()
            .filter(|p| !is_runtime_name(p, &before.name))
            .cloned()
            .collect(),
    };
    files.files.push(done.journal.clone());
    let ends = folio_snapshot::lengths(&files).map_err(|e| e.to_string())?;
    folio_snapshot::refresh_snapshot(&files, registry, replay, &ends)
        .map(|_| folio_snapshot::snapshot_path(&files))
        .map_err(|e| e.to_string())
}

/// Refuses, before anything is touched, when the replay of any of `daos` collapses ids or
/// (without `drop_unknown`) drops keys or values: the state then lacks what FOAM, with the
/// right registry, reads from the journals, and a rewrite would make that permanent while the
/// journals can still be read right. Costs one replay of each DAO more (one at a time, so only
/// one DAO's state is in memory).
fn refuse_lossy<'a>(
    daos: impl Iterator<Item = &'a DaoFiles>,
    registry: &Registry,
    replay: &ReplayOptions,
    options: &CompactOptions,
) -> Result<(), CompactError> {
    let (mut collapsed, mut dropped) = (Vec::new(), Vec::new());
    for files in daos {
        let state = replay_dao(files, registry, replay)?;
        match check_lossless(files, &state, options) {
            Err(CompactError::Collapsed(c)) => collapsed.extend(c),
            Err(CompactError::WouldDrop(d)) => dropped.extend(d),
            other => other?,
        }
    }
    if !collapsed.is_empty() {
        Err(CompactError::Collapsed(collapsed))
    } else if !dropped.is_empty() {
        Err(CompactError::WouldDrop(dropped))
    } else {
        Ok(())
    }
}

/// The refusals of [`refuse_lossy`] for one DAO's replay.
fn check_lossless(
    files: &DaoFiles,
    state: &DaoReplay,
    options: &CompactOptions,
) -> Result<(), CompactError> {
    check_rewrite(files, &state.counters, &state.dao)
        .map_err(|c| CompactError::Collapsed(vec![c]))?;
    let counters = &state.counters;
    if !options.drop_unknown && counters.unknown_keys + counters.type_mismatches > 0 {
        return Err(CompactError::WouldDrop(vec![Dropped {
            dao: files.name.clone(),
            unknown_keys: counters.unknown_keys,
            type_mismatches: counters.type_mismatches,
        }]));
    }
    Ok(())
}

/// Where an in-place compaction of one DAO works: its `X.jrl` files and the one directory of
/// its runtime files.
struct Plan {
    jrl: Vec<PathBuf>,
    dir: PathBuf,
}

/// Checks that `files` can be compacted in place; `None` when it has no runtime files.
fn plan(files: &DaoFiles) -> Result<Option<Plan>, CompactError> {
    let name = files.name.as_str();
    let (jrl, runtime): (Vec<PathBuf>, Vec<PathBuf>) = files
        .files
        .iter()
        .cloned()
        .partition(|p| !is_runtime_name(p, name));
    let Some(first) = runtime.first() else {
        return Ok(None);
    };
    let parent = |p: &Path| p.parent().unwrap_or(Path::new(".")).to_path_buf();
    let mut dirs: Vec<PathBuf> = runtime.iter().map(|p| parent(p)).collect();
    dirs.sort();
    dirs.dedup();
    if dirs.len() > 1 {
        return Err(CompactError::RuntimeSpread {
            dao: name.to_owned(),
            dirs,
        });
    }
    if name.contains('.') {
        return Err(CompactError::NoLiveName {
            dao: name.to_owned(),
        });
    }
    Ok(Some(Plan {
        jrl,
        dir: parent(first),
    }))
}

/// Compacts one DAO in place, as planned.
fn compact_dao_in_place(
    name: &str,
    Plan { jrl, dir }: Plan,
    registry: &Registry,
    options: &CompactOptions,
) -> Result<Option<DaoCompaction>, CompactError> {
    // The lock, held to the end; opening also settles the end of `X` (completes a whole last
    // entry, moves anything else into `X.torn`).
    let live = dir.join(name);
    let (writer, opened) = JournalWriter::open(&live, FsyncPolicy::Always)?;
    // Listed again under the lock: what a writer or compaction did meanwhile counts.
    let RuntimeFiles { numbered, next } = list_runtime(&dir, name)?;
    let mut old: Vec<PathBuf> = numbered;
    old.push(live.clone());

    let all = with_files(name, &jrl, &old, None);
    let replay = ReplayOptions {
        default_class: None,
        ..options.replay.clone()
    };
    let state = replay_dao(&all, registry, &replay)?;
    // Checked again under the lock: a writer may have appended since the check of every DAO.
    check_lossless(&all, &state, options)?;
    let jrl_alone = replay_dao(
        &with_files(name, &jrl, &[], None),
        registry,
        &ReplayOptions {
            default_class: state.default_class.clone(),
            ..options.replay.clone()
        },
    )?;
    let read_block = options.replay.read_block;
    let jrl_names_class = jrl
        .iter()
        .any(|p| first_named_class(p, read_block).is_some());
    let content = render(&state, &jrl_alone.dao, jrl_names_class, registry);
    // Already compact: `X` alone, holding exactly what would be written. Rewriting it would
    // change nothing but its inode and time.
    if old.len() == 1 {
        let current = std::fs::read(&live).map_err(|source| WriteError::Io {
            path: live.clone(),
            op: Op::Read,
            source,
        })?;
        if current == content.bytes {
            writer.close()?;
            return Ok(None);
        }
    }
    // What the user had, under the names they had, and its size: the report's "replaced".
    let replaced = old.clone();
    let replaced_bytes = replaced
        .iter()
        .filter_map(|p| std::fs::metadata(p).ok())
        .map(|m| m.len())
        .sum();

    // a. C into X.compact, durable, then proved.
    let temp = dir.join(format!("{name}.compact"));
    remove(&temp, true)?;
    write_new(&temp, &content.bytes)?;
    sync_file(&temp)?;
    sync_dir(&dir)?;
    let want = export(&state.dao, registry);
    let proved = verify(
        &want,
        &with_files(name, &jrl, &[], Some(&temp)),
        registry,
        &replay,
    )
    .and_then(|()| {
        if registry.dao_class(name).is_some() {
            return Ok(());
        }
        let intermediate = Intermediate {
            name,
            jrl: &jrl,
            old: &old,
            temp: &temp,
        };
        let default_class = state.default_class.as_deref();
        verify_intermediate(&want, default_class, intermediate, registry, &replay)
    });
    if let Err(e) = proved {
        // Refused: `X.compact` is no journal, but it is no use either.
        let _ = remove(&temp, true);
        return Err(e);
    }
    stop(options, name, CompactStep::WriteTemp)?;

    // b. X -> X.<n+1>: the same bytes in the same order.
    let retired = dir.join(format!("{name}.{next}"));
    rename(&live, &retired)?;
    sync_dir(&dir)?;
    *old.last_mut().expect("the live journal is listed") = retired;
    stop(options, name, CompactStep::RetireLive)?;

    // c. X.compact -> X: C after the old files sets S again.
    rename(&temp, &live)?;
    sync_dir(&dir)?;
    stop(options, name, CompactStep::Install)?;

    // d. The old runtime files, oldest first: each remaining suffix + C still gives S.
    for (index, path) in old.iter().enumerate() {
        remove(path, false)?;
        sync_dir(&dir)?;
        stop(options, name, CompactStep::Delete(index))?;
    }
    // The writer's file is the deleted old `X`; closing it releases the lock.
    writer.close()?;

    Ok(Some(DaoCompaction {
        name: name.to_owned(),
        journal: live,
        objects: content.objects,
        removes: content.removes,
        bytes_read: replaced_bytes,
        bytes_written: content.bytes.len() as u64,
        replaced,
        bad_entries: state.counters.failed - jrl_alone.counters.failed,
        torn: opened.torn,
        snapshot: None,
    }))
}

fn stop(options: &CompactOptions, dao: &str, step: CompactStep) -> Result<(), CompactError> {
    if options.stop_after == Some(step) {
        return Err(CompactError::Stopped {
            dao: dao.to_owned(),
            step,
        });
    }
    Ok(())
}

/// The files `jrl`, then `runtime`, then `last`, as one DAO.
fn with_files(name: &str, jrl: &[PathBuf], runtime: &[PathBuf], last: Option<&Path>) -> DaoFiles {
    let mut files = jrl.to_vec();
    files.extend_from_slice(runtime);
    files.extend(last.map(Path::to_path_buf));
    DaoFiles {
        name: name.to_owned(),
        files,
    }
}

/// The new live journal of an in-place compaction.
struct Content {
    bytes: Vec<u8>,
    objects: usize,
    removes: usize,
}

/// C: one `c(` per live object of `state` that `jrl_alone` does not hold as it is (sorted by
/// id) and one `r(` per id that `jrl_alone` holds and the state lacks. `class` is omitted only for the class the registry fixes for the
/// DAO. When the `X.jrl` files name no class, an entry of the state's default class goes
/// first, so that the class inferred from the new files stays the same.
fn render(
    state: &DaoReplay,
    jrl_alone: &Dao,
    jrl_names_class: bool,
    registry: &Registry,
) -> Content {
    let fixed = registry.dao_class(state.dao.name());
    // Objects the `X.jrl` files already give as they are need no entry: C after them sets them
    // as they are either way.
    let mut creates: Vec<(&Id, &Object)> = state
        .dao
        .sorted()
        .into_iter()
        .filter(|(id, object)| jrl_alone.get(id).is_none_or(|j| !j.identical(object)))
        .collect();
    let mut removes: Vec<(&Id, &Object)> = jrl_alone
        .sorted()
        .into_iter()
        .filter(|(id, _)| state.dao.get(id).is_none())
        .collect();
    let mut removes_first = false;
    if let (None, Some(default), false) = (fixed, state.default_class.as_deref(), jrl_names_class) {
        let named = |entry: &(&Id, &Object)| entry.1.class_name(registry) == Some(default);
        if let Some(at) = creates.iter().position(named) {
            let entry = creates.remove(at);
            creates.insert(0, entry);
        } else if let Some(at) = removes.iter().position(named) {
            let entry = removes.remove(at);
            removes.insert(0, entry);
            removes_first = true;
        } else if let Some(entry) = state.dao.sorted().into_iter().find(named) {
            // No entry left to name the default class: one object of that class, written
            // again as it is, keeps it the DAO's default.
            creates.insert(0, entry);
        }
    }
    let mut bytes = Vec::new();
    let write_creates = |bytes: &mut Vec<u8>| {
        for (_, object) in &creates {
            folio_render::write_create(object, fixed, registry, bytes);
        }
    };
    let write_removes = |bytes: &mut Vec<u8>| {
        for (_, object) in &removes {
            folio_render::write_remove(object, fixed, registry, bytes);
        }
    };
    if removes_first {
        write_removes(&mut bytes);
        write_creates(&mut bytes);
    } else {
        write_creates(&mut bytes);
        write_removes(&mut bytes);
    }
    Content {
        bytes,
        objects: creates.len(),
        removes: removes.len(),
    }
}

/// The jsonl export of `dao`: what "the same state" compares.
fn export(dao: &Dao, registry: &Registry) -> Vec<u8> {
    let mut out = Vec::new();
    folio_render::export_jsonl(dao, registry, &mut out).expect("writing to memory");
    out
}

/// Replays `files` and compares the result with the state whose export is `want`.
fn verify(
    want: &[u8],
    files: &DaoFiles,
    registry: &Registry,
    replay: &ReplayOptions,
) -> Result<(), CompactError> {
    let again = replay_dao(files, registry, replay)?;
    if export(&again.dao, registry) != want {
        return Err(CompactError::Mismatch {
            dao: files.name.clone(),
            files: files.files.clone(),
        });
    }
    Ok(())
}

/// The file sets of step d: jrl + old[k..] + C, for every k.
struct Intermediate<'a> {
    name: &'a str,
    jrl: &'a [PathBuf],
    old: &'a [PathBuf],
    temp: &'a Path,
}

/// The file sets of step d replay to S by the module's argument when each infers S's default
/// class (`default_class`); one that infers another is replayed and compared with `want`.
/// (Only asked when the registry does not fix the DAO's class.)
fn verify_intermediate(
    want: &[u8],
    default_class: Option<&str>,
    sets: Intermediate<'_>,
    registry: &Registry,
    replay: &ReplayOptions,
) -> Result<(), CompactError> {
    let block = replay.read_block;
    if sets
        .jrl
        .iter()
        .any(|p| first_named_class(p, block).is_some())
    {
        return Ok(()); // the jrl files settle the default class for every set
    }
    // The class each suffix infers, from the shortest suffix (C alone) back.
    let mut inferred = first_named_class(sets.temp, block);
    for k in (0..sets.old.len()).rev() {
        if let Some(class) = first_named_class(&sets.old[k], block) {
            inferred = Some(class);
        }
        if inferred.as_deref() != default_class {
            let files = with_files(sets.name, sets.jrl, &sets.old[k..], Some(sets.temp));
            verify(want, &files, registry, replay)?;
        }
    }
    Ok(())
}
