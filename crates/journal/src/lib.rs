//! The files of a DAO: which files form it and in which order, reading them in blocks, and the
//! appending writer of the live journal. This crate knows nothing about objects: it moves bytes
//! and lines.
//!
//! ```no_run
//! use folio_journal::{discover, Blocks, DEFAULT_BLOCK};
//!
//! // Reading: the files of every DAO under a path, block by block.
//! let found = discover(&["examples".into()]).unwrap();
//! for dao in &found.daos {
//!     for path in &dao.files {
//!         let mut blocks = Blocks::open(path, DEFAULT_BLOCK).unwrap();
//!         while let Some(block) = blocks.next_block().unwrap() {
//!             let used = block.bytes.len();
//!             blocks.consume(used, 0);
//!         }
//!     }
//! }
//! ```
//!
//! ```
//! // Writing: append an entry to a live journal and wait until it is durable.
//! use folio_journal::{FsyncPolicy, JournalWriter};
//!
//! let dir = tempfile::tempdir()?;
//! let (writer, _report) = JournalWriter::open(dir.path().join("regions"), FsyncPolicy::Always)?;
//! let ticket = writer.append(b"c({code:\"AT-7\"})\n")?;
//! writer.wait_durable(ticket)?; // the entry is on disk now
//! writer.close()?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! docs/durability.md says what each fsync policy promises and how the tests check it.

pub use bad::{bad_path, find_bad, BadEntry};
pub use blocks::{Block, Blocks, DEFAULT_BLOCK, MAX_UNENDED_TEXT};
pub use content::{content_of, open_reader, Compression, Content};
pub use discover::{
    discover, snapshot_file_name, DaoFiles, DiscoverError, Discovery, Unreadable, SNAPSHOT_SUFFIX,
};
pub use error::{LeftAs, Op, WriteError};
pub use files::{
    abandon_temporaries, commit_all, create_dir_all, is_runtime_name, list_runtime, remove, rename,
    sync_dir, sync_file, sync_parent, write_new, AtomicFile, Finished, RuntimeFiles,
};
pub use lock::lock_path;
pub use policy::{FsyncPolicy, UnknownPolicy};
pub use storage::{FileStorage, Storage};
pub use tail::{
    repair, repair_with, torn_path, CompletedLine, RepairOptions, RepairReport, Settled, TornTail,
};
pub use writer::{JournalWriter, Lines, OpenReport, Ticket, WriterStats, BATCH_INTERVAL};

mod bad;
mod blocks;
mod content;
mod discover;
mod error;
mod files;
pub mod follow;
#[cfg(feature = "sim")]
pub mod full_disk;
mod lock;
mod policy;
pub mod ship;
#[cfg(any(test, feature = "sim"))]
pub mod sim;
mod storage;
mod tail;
pub mod trace;
mod writer;
