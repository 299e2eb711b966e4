//! Snapshots: a DAO's replayed state as one checked file, plus the journal bytes it covers,
//! so that opening the DAO can load the state and replay only what was appended since
//! (docs/format.md, "Snapshots", has the layout byte by byte).
//!
//! A snapshot never replaces the journals: deleting it loses nothing. Opening one checks
//! everything before any state is handed out (the format version, the replay rules, the
//! registry's fingerprint, the DAO, a checksum per section, every object read whole and
//! valid, and the covered journal bytes hashed again); any difference is a [`Mismatch`] with
//! its reason, and the caller replays the journals in full. Never a wrong state, never a
//! refusal to start. A server opens with [`Snapshots::UseProvingLater`] instead: the objects
//! read in place ([`open_mapped`]) and the journals proved by their ends ([`Proof::Ends`]),
//! what that leaves ([`Unproven`], [`Unverified`]) checked by the caller while it serves.
//!
//! ```
//! use folio_journal::discover;
//! use folio_models::Registry;
//! use folio_replay::{replay_dao, ReplayOptions};
//! use folio_snapshot::{cover, lengths, open_snapshot, snapshot_path, write_snapshot};
//!
//! let dir = tempfile::tempdir()?;
//! std::fs::write(dir.path().join("regions"), "p({id:1,name:\"Tyrol\"})\n")?;
//! let found = discover(&[dir.path().to_owned()])?;
//! let (files, registry) = (&found.daos[0], Registry::empty());
//!
//! let before = lengths(files)?;
//! let replayed = replay_dao(files, &registry, &ReplayOptions::default())?;
//! let covered = cover(files, &before)?;
//! let path = snapshot_path(files); // `.regions.folio-snapshot` beside the journal
//! write_snapshot(&replayed, files, &covered, &registry, &path)?;
//!
//! let loaded = open_snapshot(&path, &registry, files).expect("it matches");
//! assert_eq!(loaded.dao.len(), 1);
//! assert_eq!(loaded.tail[0].offset, 23); // replay would resume at the journal's end
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Decisions:
//! - A journal that grew since the snapshot still matches when only its last covered file
//!   grew and the covered bytes ended at a line end: the tail starts at the old end. Any
//!   other change (a covered file shorter, rewritten, renamed, gone, or an earlier file
//!   grown) is a mismatch.
//! - The registry's fingerprint is a hash of its loaded content, not of its file's bytes:
//!   reformatting a registry keeps its snapshots.
//! - Bad entries in the covered bytes are counted in the snapshot's counters, not kept.
//! - A snapshot is used only by a build of the same [`REPLAY_RULES`], the identity of how it
//!   replays journals, bumped with every change to what a replay gives (a test fails until
//!   it is); not by the crate version, which stays the same across such changes.

mod boot;
mod covered;
mod error;
mod fingerprint;
mod format;
mod open;
mod write;

pub use boot::{open_dao, open_dao_upto, open_daos, Boot, Opened, Snapshots};
pub use covered::{
    cover, cover_prefixes, dao_dir, hash_prefix, lengths, name_in, prove, Covered, Identity,
    Prefix, Proof, Stamp, TailStart, Unproven, EDGE,
};
pub use error::{Mismatch, SnapshotError};
pub use fingerprint::{fingerprint, NO_REGISTRY};
pub use format::{
    assemble, section_frame, Header, KeptError, CHUNK, DIRECTORY, FORMAT_VERSION, KEPT_ERRORS,
    KEYS, LAYOUTS, MAGIC, OFFSETS, REPLAY_RULES,
};
pub use open::{
    open_bytes, open_mapped, open_mapped_bytes, open_snapshot, open_snapshot_proving, read_frame,
    Loaded, Unverified,
};
pub use write::{
    refresh_snapshot, snapshot_path, snapshot_path_in, write_snapshot, Refreshed, Written, SUFFIX,
};
