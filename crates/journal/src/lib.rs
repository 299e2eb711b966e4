//! The files of a DAO: which files form it and in which order, reading them in blocks, and the
//! appending writer of the live journal. This crate knows nothing about objects: it moves bytes
//! and lines.
//!
//! ```
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

pub use error::{Op, WriteError};
pub use lock::lock_path;
pub use policy::{FsyncPolicy, UnknownPolicy};
pub use storage::{FileStorage, Storage};
pub use tail::{repair, torn_path, RepairReport, TornTail};
pub use writer::{JournalWriter, OpenReport, Ticket, WriterStats, BATCH_INTERVAL};

mod error;
mod lock;
mod policy;
#[cfg(any(test, feature = "sim"))]
pub mod sim;
mod storage;
mod tail;
mod writer;
