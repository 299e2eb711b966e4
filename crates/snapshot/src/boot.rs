//! Opening DAOs for use: each from its snapshot plus the journal bytes appended after it (the
//! tail) when the snapshot matches, else by replaying its journals in full. Every command
//! that reads journals opens them through here, so a snapshot beside a journal speeds them all
//! up and can never change what they see: a snapshot that does not match is passed over with
//! its reason ([`Boot::Ignored`]), and the state is the full replay's.

use crate::covered::{Proof, Unproven};
use crate::error::Mismatch;
use crate::format::KeptError;
use crate::open::{open_mapped, open_snapshot_proving, Loaded, Unverified};
use crate::write::snapshot_path;
use folio_journal::{DaoFiles, Discovery};
use folio_models::Registry;
use folio_replay::{
    first_class, for_each_dao, replay_dao_from, replay_dao_spans, Counters, DaoReplay, EntryError,
    EntryErrorKind, Replay, ReplayError, ReplayOptions, Resume, Span,
};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Whether opening looks for snapshots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Snapshots {
    /// Use a DAO's snapshot (`.X.folio-snapshot` beside its live journal) when it matches,
    /// its covered journal bytes hashed whole first ([`Proof::Whole`]).
    #[default]
    Use,
    /// For a server: the covered bytes proved at open by their files' identity and ends
    /// ([`Proof::Ends`]), and the objects read in place from the mapped snapshot
    /// ([`crate::open_mapped`]). What that leaves unproven and unchecked is in
    /// [`Boot::Snapshot`]'s `unproven` and `unverified`, for the caller to check while it
    /// serves (`folio serve`).
    UseProvingLater,
    /// Replay every journal in full (`--no-snapshot`).
    Ignore,
}

/// How a DAO was opened.
#[derive(Debug, Clone, PartialEq, Eq)]
// One per DAO, made once at open: its size does not matter.
#[allow(clippy::large_enum_variant)]
pub enum Boot {
    /// Replayed in full: there is no snapshot, or snapshots were not asked for.
    Replayed,
    /// From the snapshot at `path`, then `tail` bytes of journal after it.
    Snapshot {
        path: PathBuf,
        tail: u64,
        /// The counters of the entries the snapshot stands for (the DAO's counters are these
        /// plus the tail's): what was not replayed.
        covered: Counters,
        /// The time taken to open the snapshot and check it against the journals; the DAO's
        /// `wall` is the tail's replay alone.
        opened_in: Duration,
        /// The covered files not yet hashed whole (only with [`Snapshots::UseProvingLater`]).
        unproven: Vec<Unproven>,
        /// What is not yet checked of the snapshot file itself, whose objects the DAO reads in
        /// place (only with [`Snapshots::UseProvingLater`]).
        unverified: Option<Unverified>,
    },
    /// The snapshot at `path` does not give this DAO's state (`why`), so its journals were
    /// replayed in full. Worth one warning, except for [`Mismatch::ErrorsNotKept`], which is
    /// the command's choice, not a fault of the snapshot.
    Ignored { path: PathBuf, why: Mismatch },
}

/// A replay of every discovered DAO, each opened by [`open_dao`], and how each was opened
/// (in the same order as `replay.daos`).
#[derive(Debug)]
pub struct Opened {
    pub replay: Replay,
    pub boots: Vec<Boot>,
}

/// Opens every discovered DAO as [`open_dao`] does, in parallel over `options.threads`
/// threads as [`folio_replay::replay`] does.
pub fn open_daos(
    discovery: &Discovery,
    registry: &Registry,
    options: &ReplayOptions,
    snapshots: Snapshots,
) -> Result<Opened, ReplayError> {
    let (daos, threads, wall) = for_each_dao(discovery, options.threads, |files| {
        open_dao(files, registry, options, snapshots)
    })?;
    let (daos, boots) = daos.into_iter().unzip();
    Ok(Opened {
        replay: Replay {
            daos,
            threads,
            wall,
        },
        boots,
    })
}

/// Opens one DAO: from its snapshot and the tail when the snapshot matches, else by a full
/// replay. The result is what a full replay gives (state, counters, default class, the first
/// `options.error_limit` bad entries), except for the wall and phase times, which are the
/// tail's (the snapshot's own time is in [`Boot::Snapshot`]).
pub fn open_dao(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
    snapshots: Snapshots,
) -> Result<(DaoReplay, Boot), ReplayError> {
    open_dao_upto(files, registry, options, snapshots, None)
}

/// [`open_dao`] of the first `ends[i]` bytes of each file (each at a line end), as if the
/// files ended there; `None`: the files whole. For a snapshot of a journal that a server goes
/// on appending to.
pub fn open_dao_upto(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
    snapshots: Snapshots,
    ends: Option<&[u64]>,
) -> Result<(DaoReplay, Boot), ReplayError> {
    let full = || {
        let spans: Vec<Span> = (0..files.files.len())
            .map(|i| Span {
                end: ends.map(|e| e[i]),
                ..Span::WHOLE
            })
            .collect();
        replay_dao_spans(files, registry, options, &spans)
    };
    // A DAO of no file has no directory its snapshot could be in.
    if snapshots == Snapshots::Ignore || files.files.is_empty() {
        return Ok((full()?, Boot::Replayed));
    }
    let start = Instant::now();
    let path = snapshot_path(files);
    let proof = match snapshots {
        Snapshots::UseProvingLater => Proof::Ends,
        _ => Proof::Whole,
    };
    let opened = match snapshots {
        Snapshots::UseProvingLater => open_mapped(&path, registry, files, proof),
        _ => open_snapshot_proving(&path, registry, files, proof),
    };
    let resumed = opened.and_then(|loaded| {
        let later = (loaded.unproven.clone(), loaded.unverified.clone());
        Ok((resume_from(loaded, files, registry, options, ends)?, later))
    });
    match resumed {
        Ok(((resume, spans, tail), (unproven, unverified))) => {
            let opened_in = start.elapsed();
            let covered = resume.counters;
            let replay = replay_dao_from(files, registry, options, resume, &spans)?;
            let boot = Boot::Snapshot {
                path,
                tail,
                covered,
                opened_in,
                unproven,
                unverified,
            };
            Ok((replay, boot))
        }
        Err(Mismatch::Absent) => Ok((full()?, Boot::Replayed)),
        Err(why) => Ok((full()?, Boot::Ignored { path, why })),
    }
}

/// The replay state a matching snapshot gives, the spans of the tail (up to `ends`), and the
/// tail's bytes; or why the snapshot cannot stand for the covered bytes in this replay.
fn resume_from(
    loaded: Loaded,
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
    ends: Option<&[u64]>,
) -> Result<(Resume, Vec<Span>, u64), Mismatch> {
    let failed = loaded.counters.failed;
    let kept = loaded.errors.len() as u64;
    if failed > kept && options.error_limit as u64 > kept {
        return Err(Mismatch::ErrorsNotKept { failed, kept });
    }
    let mut spans = Vec::with_capacity(loaded.tail.len());
    let mut tail = 0;
    for (i, t) in loaded.tail.iter().enumerate() {
        let end = ends.map_or(t.len, |e| e[i]);
        if end < t.offset {
            // The snapshot covers more than is to be read.
            return Err(Mismatch::FileShorter {
                name: t.path.display().to_string(),
                covered: t.offset,
                now: end,
            });
        }
        tail += end - t.offset;
        spans.push(Span {
            start: t.offset,
            lines: u32::try_from(t.lines).unwrap_or(u32::MAX),
            // A file with nothing after the covered bytes is not opened at all (a compressed
            // one is covered by its bytes, and could not be opened at that offset).
            end: (end == t.offset || ends.is_some()).then_some(end),
        });
    }
    // The default class is the class the first data entry from the DAO's first data entry on
    // names: when the covered entries named none, a class named in the tail is the default
    // for the covered objects too, which the snapshot did not give them.
    let forced = options.default_class.is_some() || registry.dao_class(&files.name).is_some();
    if loaded.default_class.is_none() && !forced && tail > 0 {
        let spans = files
            .files
            .iter()
            .map(PathBuf::as_path)
            .zip(spans.iter().copied());
        if let Some(class) = first_class(spans, options.read_block) {
            return Err(Mismatch::TailNamesClass { class });
        }
    }
    let errors = loaded
        .errors
        .into_iter()
        .map(|e| recorded(e, files))
        .collect();
    let resume = Resume {
        dao: loaded.dao,
        counters: loaded.counters,
        errors,
        default_class: Some(loaded.default_class),
        collapsed_ids: Vec::new(),
    };
    Ok((resume, spans, tail))
}

/// A kept bad entry as replay reports it.
fn recorded(e: KeptError, files: &DaoFiles) -> EntryError {
    let file: &Path = &files.files[e.file as usize];
    EntryError {
        file: Arc::from(file),
        line: e.line,
        kind: EntryErrorKind::Recorded {
            text: e.text.into_boxed_str(),
        },
        torn: e.torn,
    }
}
