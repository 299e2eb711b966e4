//! The in-memory object store: DAOs of id -> object, and the replay semantics of
//! DESIGN §5 (merge for `p`, replace for `c`, remove for `r`).
//!
//! **Invariant:** the store knows nothing about journal text. Objects arrive already decoded
//! (see `folio-decode`); the store only keys, merges and keeps them.
//!
//! ```
//! use folio_models::Registry;
//! use folio_store::{Class, Dao, Fields, Id, Map, Object, Value};
//!
//! let reg = Registry::empty();
//! let mut dao = Dao::new("regions");
//! let mut a = Map::new();
//! a.insert("id".into(), Value::Int(1));
//! a.insert("name".into(), Value::Str("Tyrol".into()));
//! dao.put(Id::Int(1), Object::generic(Class::Anonymous, a), &reg);
//! let mut b = Map::new();
//! b.insert("id".into(), Value::Int(1));
//! b.insert("code".into(), Value::Str("AT-7".into()));
//! dao.put(Id::Int(1), Object::generic(Class::Anonymous, b), &reg);
//! let merged = dao.get(&Id::Int(1)).unwrap();
//! assert_eq!(merged.fields.len(), 3); // id, name (kept), code (added)
//! ```

mod dao;
mod id;
mod merge;
mod object;
mod value;

pub use dao::{Dao, PutOutcome};
pub use id::Id;
pub use merge::merge;
pub use object::{Class, Fields, Object};
pub use value::{Map, Value};

/// The string type of stored values and ids (inline up to 24 bytes).
pub use compact_str::CompactString;
