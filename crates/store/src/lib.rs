//! The in-memory object store: DAOs of id -> object, and the replay semantics as one
//! [`Dao::apply`]: merge for `p`, replace for `c`, remove for `r` ([`Op`]).
//!
//! **Invariant:** the store knows nothing about journal text. Objects arrive already decoded
//! (see `folio-decode`); the store only keys, merges and keeps them.
//!
//! ```
//! use folio_models::Registry;
//! use folio_store::{Applied, Class, Dao, Fields, Id, Map, Object, Op, Value};
//!
//! let reg = Registry::empty();
//! let mut dao = Dao::new("regions");
//! let mut a = Map::new();
//! a.insert("id".into(), Value::Int(1));
//! a.insert("name".into(), Value::Str("Tyrol".into()));
//! let a = Object::generic(Class::Anonymous, a);
//! assert_eq!(dao.apply(Op::Put, Id::Int(1), a, &reg), Applied::Inserted);
//! let mut b = Map::new();
//! b.insert("id".into(), Value::Int(1));
//! b.insert("code".into(), Value::Str("AT-7".into()));
//! let b = Object::generic(Class::Anonymous, b);
//! assert_eq!(dao.apply(Op::Put, Id::Int(1), b, &reg), Applied::Merged);
//! let merged = dao.get(&Id::Int(1)).unwrap();
//! assert_eq!(merged.fields.len(), 3); // id, name (kept), code (added)
//! ```

mod base;
mod bytes;
mod class_name;
mod dao;
mod id;
mod index;
mod layout;
mod map;
mod merge;
mod object;
mod op;
mod predicate;
mod query;
mod record;
mod shape;
mod shard;
mod value;
mod within;

pub use base::{Base, Mapped};
pub use bytes::{
    put_str, put_u32, put_u64, ByteReader, BytesError, BytesErrorKind, ModelWidths, Shapes,
    MAX_NESTING,
};
pub use class_name::ClassName;
pub use dao::Dao;
pub use id::{Id, IdError, NotAKey};
pub use index::Index;
pub use layout::{LayoutTable, Layouts, Relink, WithLayouts};
pub use map::{Iter as MapIter, Lookup, Map, ShapeRef};
pub use merge::merge;
pub use object::{Class, Fields, Object};
pub use op::{Applied, Op};
pub use predicate::{compare, Comparison, OrderKey, Predicate, PropertyRef, TextTest, ValueSet};
pub use query::Page;
pub use record::{Record, RecordBuilder};
pub use shape::use_shapes;
pub use shard::{Shard, Sharding, MAX_SHARDS};
pub use value::{Value, ValueRef};
pub use within::{Stopped, Within};

/// The string type of stored values and ids (inline up to 24 bytes).
pub use compact_str::CompactString;
