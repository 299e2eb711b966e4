//! A live database: the model registry and every DAO of a set of journals, replayed into memory
//! and shared between threads for reading and writing. Writes append to each DAO's live journal
//! (validate, render and append, one write of a DAO at a time), are applied to the store once
//! durable under the fsync policy, and only then acknowledged, so no reader sees a write before
//! it is durable: docs/durability.md says what that promises.
//!
//! ```
//! use folio_engine::{Engine, EngineOptions};
//! use folio_models::Registry;
//! use folio_store::{Applied, Id};
//!
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(
//!     dir.path().join("regions.jrl"),
//!     "c({class:\"x.Region\",id:1,name:\"Tyrol\"})\np({id:1,code:\"AT-7\"})\nc({id:2})\nr({id:2})\n",
//! )
//! .unwrap();
//!
//! let options = EngineOptions { writable: true, ..EngineOptions::default() };
//! let engine = Engine::open(&[dir.path().into()], Registry::empty(), options).unwrap();
//! assert_eq!(engine.dao("regions").unwrap().len(), 1);
//! let counters = engine.replay_counters();
//! assert_eq!((counters.create, counters.put_merged, counters.remove), (2, 1, 1));
//!
//! // Writes append to the live journal `regions` beside `regions.jrl`.
//! let object = engine.decode("regions", br#"{id:3,name:"Bozen"}"#).unwrap();
//! let ack = engine.put("regions", object).unwrap();
//! assert_eq!((ack.id.clone(), ack.applied), (Id::Int(3), Applied::Inserted));
//! assert!(engine.get("regions", &Id::Int(3)).is_some());
//! assert_eq!(engine.remove("regions", &Id::Int(1)).unwrap().applied, Applied::Removed);
//! engine.close().unwrap();
//! let live = std::fs::read_to_string(dir.path().join("regions")).unwrap();
//! assert_eq!(live, "p({id:3,name:\"Bozen\"})\nr({id:1})\n");
//! ```

mod batch;
mod compact;
mod decode;
mod engine;
mod error;
mod follow;
mod follower;
mod pending;
mod position;
mod proof;
mod query;
mod refused;
mod replace;
mod snapshot;
mod stats;
mod write;

pub use batch::Change;
pub use compact::{
    compact_in_place, compact_to_dir, CompactError, CompactOptions, CompactReport, CompactStep,
    DaoCompaction, Dropped,
};
pub use engine::{Engine, EngineOptions, LiveDao, Replayed, LONG_READ_YIELD};
pub use error::EngineError;
pub use folio_journal::{FsyncPolicy, OpenReport};
pub use folio_snapshot::{Boot, Mismatch, Refreshed, SnapshotError, Snapshots};
pub use follow::{CaughtUp, FollowStats, FollowTotals};
pub use follower::{Followed, Follower, OnCatchUp, POLL_WITHOUT_EVENTS, POLL_WITH_EVENTS};
pub use position::NotReached;
pub use proof::Proved;
pub use query::QueryError;
pub use refused::Refused;
pub use snapshot::{OnSnapshot, Snapshotter};
pub use stats::WriteStats;
pub use write::{Ack, Appended, NewObject};
