//! Rendering objects as text: strict JSON lines for `folio export --format jsonl` (DESIGN §6).
//!
//! Values are written the way the journal writer writes them (DESIGN §7): epoch-ms dates, enum
//! ordinals, doubles as Java prints them, pure ASCII (every character below 0x20 or above 0x7E
//! as `\uXXXX`, surrogate pairs for astral ones).
//!
//! ```
//! use folio_models::Registry;
//! use folio_store::{Class, Map, Object, Value};
//!
//! let mut fields = Map::new();
//! fields.insert("id".into(), Value::Int(7));
//! fields.insert("name".into(), Value::Str("Zürich".into()));
//! let object = Object::generic(Class::named("x.City"), fields);
//! let mut out = Vec::new();
//! folio_render::write_object(&object, &Registry::empty(), &mut out);
//! assert_eq!(out, br#"{"class":"x.City","id":7,"name":"Z\u00fcrich"}"#);
//! ```

mod escape;
mod export;
mod float;
mod json;

pub use escape::write_string;
pub use export::export_jsonl;
pub use float::write_java_double;
pub use json::{write_object, write_value};
