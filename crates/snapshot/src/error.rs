//! Why a snapshot is not used ([`Mismatch`]), and why one could not be written
//! ([`SnapshotError`]). A mismatch is not a failure: the caller warns once and replays the
//! journals in full.

use folio_journal::WriteError;
use folio_store::BytesError;
use std::fmt;
use std::io;
use std::path::PathBuf;

/// Why a snapshot does not give the DAO's state, so the journals must be replayed in full.
/// Offsets (`at`) count bytes from the start of the snapshot file; names are the journal
/// files' names relative to the DAO's directory, as the snapshot records them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// There is no snapshot at the path (not worth a warning).
    Absent,
    /// The snapshot file could not be read.
    Unreadable { kind: io::ErrorKind },
    /// The file ends before what it promises (a section, a field, a chunk of objects).
    Truncated { at: u64 },
    /// The file does not start as a snapshot does.
    Magic,
    /// A snapshot of another format version.
    Version { found: u32 },
    /// Written by a build of other replay rules ([`crate::REPLAY_RULES`]), whose replay may
    /// give other states.
    ReplayRules { found: u32 },
    /// Written with another model registry (fingerprints differ; 0 is no registry).
    Registry { snapshot: u64, now: u64 },
    /// A snapshot of another DAO.
    Dao { found: String },
    /// A section whose bytes do not match its checksum (section 0 is the header).
    Checksum { section: u32, at: u64 },
    /// A section of an unexpected kind, or a header field that cannot be what it says.
    Corrupt { at: u64 },
    /// Object `index` (0-based, in file order) does not read.
    Object { index: u64, error: BytesError },
    /// The table of the maps' layouts does not read (`error.at` counts from the file's start).
    Layouts { error: BytesError },
    /// Two objects have the id `id` (shown as the store's `Debug` of it).
    DuplicateId { id: String },
    /// The header promises `header` objects (or chunks) and the sections hold `found`.
    Count { header: u64, found: u64 },
    /// Bytes after the last section.
    Trailing { at: u64 },
    /// A covered journal file is not among the DAO's files now, or not at the place it had
    /// in replay order.
    FileMissing { name: String },
    /// A covered journal file is shorter now than the bytes the snapshot covers.
    FileShorter {
        name: String,
        covered: u64,
        now: u64,
    },
    /// The covered bytes of a journal file changed (their hash differs).
    FileChanged { name: String },
    /// A covered journal file other than the last grew: its new entries would come before
    /// entries the snapshot holds, so no tail can be replayed after it.
    EarlierFileGrew { name: String },
    /// The last covered file grew, but its covered bytes did not end an entry (no line end,
    /// or inside a multi-line entry): the snapshot covered part of an entry now longer.
    TornEnd { name: String },
    /// A covered journal file could not be read to check it.
    FileUnreadable { name: String, kind: io::ErrorKind },
    /// The last covered file grew, and it is compressed: a tail cannot start inside it.
    CompressedGrew { name: String },
    /// The snapshot's class-less objects took no default class, and the newer entries name
    /// `class`, which a replay takes as the default for all of them.
    TailNamesClass { class: String },
    /// The command lists more bad entries than the snapshot kept (`kept` of `failed`).
    ErrorsNotKept { failed: u64, kept: u64 },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Absent => write!(f, "no snapshot"),
            Mismatch::Unreadable { kind } => write!(f, "the snapshot cannot be read ({kind})"),
            Mismatch::Truncated { at } => write!(f, "the snapshot ends early (at byte {at})"),
            Mismatch::Magic => write!(f, "not a folio snapshot"),
            Mismatch::Version { found } => {
                write!(
                    f,
                    "snapshot format {found}, this folio reads {}",
                    crate::FORMAT_VERSION
                )
            }
            Mismatch::ReplayRules { found } => write!(
                f,
                "written by a folio of replay rules {found}, this one replays by rules {}",
                crate::REPLAY_RULES
            ),
            Mismatch::Registry { snapshot, now } => write!(
                f,
                "written with another model registry (fingerprint {snapshot:016x}, now {now:016x})"
            ),
            Mismatch::Dao { found } => write!(f, "a snapshot of DAO {found:?}"),
            Mismatch::Checksum { section, at } => {
                write!(f, "section {section} (at byte {at}) fails its checksum")
            }
            Mismatch::Corrupt { at } => write!(f, "the snapshot is corrupt at byte {at}"),
            Mismatch::Object { index, error } => write!(f, "object {index} is corrupt: {error}"),
            Mismatch::Layouts { error } => write!(f, "the table of layouts is corrupt: {error}"),
            Mismatch::DuplicateId { id } => write!(f, "two objects have the id {id}"),
            Mismatch::Count { header, found } => {
                write!(
                    f,
                    "the header promises {header}, the snapshot holds {found}"
                )
            }
            Mismatch::Trailing { at } => write!(f, "bytes after the last section (at byte {at})"),
            Mismatch::FileMissing { name } => {
                write!(f, "journal {name} is no longer where the snapshot saw it")
            }
            Mismatch::FileShorter { name, covered, now } => write!(
                f,
                "journal {name} is {now} bytes, the snapshot covers {covered}"
            ),
            Mismatch::FileChanged { name } => {
                write!(f, "journal {name} changed in the bytes the snapshot covers")
            }
            Mismatch::EarlierFileGrew { name } => {
                write!(f, "journal {name} grew, and later files follow it")
            }
            Mismatch::TornEnd { name } => write!(
                f,
                "journal {name} grew after an entry the snapshot covered only part of"
            ),
            Mismatch::FileUnreadable { name, kind } => {
                write!(f, "journal {name} cannot be read ({kind})")
            }
            Mismatch::CompressedGrew { name } => {
                write!(f, "journal {name} is compressed and grew")
            }
            Mismatch::TailNamesClass { class } => write!(
                f,
                "its class-less objects took no default class, and newer entries name \
                 `{class}`, which replay makes the default for all of them"
            ),
            Mismatch::ErrorsNotKept { failed, kept } => write!(
                f,
                "it kept {kept} of its {failed} bad entries, and all are to be listed"
            ),
        }
    }
}

impl std::error::Error for Mismatch {}

/// Why a snapshot could not be written. Nothing is left under the snapshot's name then.
#[derive(Debug)]
pub enum SnapshotError {
    /// The snapshot file could not be written, made durable or put in place.
    Write(WriteError),
    /// A journal file could not be read to hash its covered bytes.
    Read { path: PathBuf, source: io::Error },
    /// A journal file changed while it was replayed and hashed (a writer appended to it):
    /// the state replayed is not known to be that of the bytes hashed.
    Changed { path: PathBuf },
    /// The DAO's ids collapsed: its objects depend on entries not yet written, so a snapshot
    /// of them could differ from a later replay.
    Collapsed { dao: String },
    /// The journals could not be replayed.
    Replay(folio_replay::ReplayError),
    /// The DAO has no journal file yet: there is nothing to cover, and no directory to put
    /// the snapshot in.
    NoJournal { dao: String },
    /// An object of the snapshot the DAO was read in place from could not be found where its
    /// table says (a snapshot that was not verified first).
    OldSnapshot {
        dao: String,
        error: folio_store::BytesError,
    },
}

impl fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SnapshotError::Write(e) => write!(f, "{e}"),
            SnapshotError::Read { path, source } => write!(f, "{}: {source}", path.display()),
            SnapshotError::Changed { path } => write!(
                f,
                "{}: changed while the snapshot was made; try again when no one writes to it",
                path.display()
            ),
            SnapshotError::Collapsed { dao } => write!(
                f,
                "DAO `{dao}`: its ids collapsed, so no snapshot is made of it (give a registry \
                 that types its ids)"
            ),
            SnapshotError::Replay(e) => write!(f, "{e}"),
            SnapshotError::NoJournal { dao } => {
                write!(f, "DAO `{dao}` has no journal yet: nothing to snapshot")
            }
            SnapshotError::OldSnapshot { dao, error } => write!(
                f,
                "DAO `{dao}`: an object of the snapshot it was read from is not where its table \
                 says ({error})"
            ),
        }
    }
}

impl std::error::Error for SnapshotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SnapshotError::Write(e) => Some(e),
            SnapshotError::Read { source, .. } => Some(source),
            SnapshotError::Changed { .. }
            | SnapshotError::Collapsed { .. }
            | SnapshotError::NoJournal { .. } => None,
            SnapshotError::OldSnapshot { error, .. } => Some(error),
            SnapshotError::Replay(e) => Some(e),
        }
    }
}

impl From<WriteError> for SnapshotError {
    fn from(e: WriteError) -> SnapshotError {
        SnapshotError::Write(e)
    }
}
