//! The files of a DAO: which files form it and in which order, reading them in blocks, and the
//! appending writer of the live journal. This crate knows nothing about objects: it moves bytes
//! and lines.
//!
//! ```no_run
//! use folio_journal::{discover, Blocks, DEFAULT_BLOCK};
//!
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

mod blocks;
mod discover;

pub use blocks::{Block, Blocks, DEFAULT_BLOCK};
pub use discover::{discover, DaoFiles, DiscoverError, Discovery};
