//! A live database: the model registry and every DAO of a set of journals, replayed into memory
//! and held for reading (and, as the crate grows, for writes that append to the live journal).
//!
//! ```
//! use folio_engine::{Engine, EngineOptions};
//! use folio_models::Registry;
//! use folio_store::Id;
//!
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(
//!     dir.path().join("regions.jrl"),
//!     "c({id:1,name:\"Tyrol\"})\np({id:1,code:\"AT-7\"})\nc({id:2})\nr({id:2})\n",
//! )
//! .unwrap();
//!
//! let engine = Engine::open(&[dir.path().into()], Registry::empty(), EngineOptions::default())
//!     .unwrap();
//! let regions = engine.dao("regions").unwrap();
//! assert_eq!(regions.len(), 1);
//! assert!(regions.get(&Id::Int(1)).is_some());
//! let counters = engine.replay_counters();
//! assert_eq!((counters.create, counters.put_merged, counters.remove), (2, 1, 1));
//! ```

mod engine;
mod error;
mod query;

pub use engine::{Engine, EngineOptions, LiveDao};
pub use error::EngineError;
pub use query::QueryError;
