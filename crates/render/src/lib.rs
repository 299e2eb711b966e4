//! Rendering objects as text: one writer, two styles.
//!
//! - **Journal style** ([`write_create`], [`write_put`], [`write_remove`], [`export_journal`]):
//!   the `c(`/`p(`/`r(` lines the journal writer appends, written the way the reference runtime
//!   writes them: one entry per line, `class` first unless it is the DAO's default class,
//!   unquoted keys under short names where the model gives them, epoch-ms dates, enum
//!   ordinals, doubles as Java prints them, pure ASCII. docs/format.md ("What folio writes")
//!   gives the byte layout.
//! - **Strict-JSON style** ([`write_object`], [`write_value`], [`export_jsonl`]): export lines
//!   and RPC results, with quoted canonical names and `"class"` always first.
//!
//! Both styles share the walk over objects and every value writer (`write.rs`); they differ
//! only in how keys and big integers are spelled (`style.rs`). Every character below 0x20 or
//! above 0x7E is written as `\uXXXX` (surrogate pairs for astral ones) in both.
//!
//! ```
//! use folio_models::Registry;
//! use folio_store::{Class, Map, Object, Value};
//!
//! let mut fields = Map::new();
//! fields.insert("id".into(), Value::Int(7));
//! fields.insert("name".into(), Value::Str("Zürich".into()));
//! let object = Object::generic(Class::named("x.City"), fields);
//! let registry = Registry::empty();
//!
//! let mut out = Vec::new();
//! folio_render::write_object(&object, &registry, &mut out);
//! assert_eq!(out, br#"{"class":"x.City","id":7,"name":"Z\u00fcrich"}"#);
//!
//! out.clear();
//! folio_render::write_create(&object, Some("x.City"), &registry, &mut out);
//! assert_eq!(out, b"c({id:7,name:\"Z\\u00fcrich\"})\n");
//! out.clear();
//! folio_render::write_remove(&object, None, &registry, &mut out);
//! assert_eq!(out, b"r({class:\"x.City\",id:7})\n");
//! ```

mod append;
mod escape;
mod export;
mod float;
mod journal;
mod json;
mod keys;
mod style;
mod write;

pub use escape::write_string;
pub use export::{export_journal, export_jsonl, export_jsonl_effective, export_jsonl_with_dao};
pub use float::write_java_double;
pub use journal::{write_create, write_journal_object, write_put, write_remove};
pub use json::{write_object, write_value, write_value_ref};
