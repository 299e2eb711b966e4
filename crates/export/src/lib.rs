//! Replayed DAOs as files other tools read: strict JSON lines (one object per line, sorted by
//! id) and Apache Parquet (one file per DAO, a typed column per model property), and the
//! mapping of a DAO to an Arrow table that the Parquet files and SQL share ([`Table`]). The formats
//! are described in docs/cli.md ("export").
//!
//! ```
//! use folio_models::Registry;
//! use folio_store::{Class, Dao, Id, Map, Object, Op, Value};
//!
//! let mut dao = Dao::new("cities");
//! let mut fields = Map::new();
//! fields.insert("id".into(), Value::Int(7));
//! let registry = Registry::empty();
//! let object = Object::generic(Class::named("x.City"), fields);
//! dao.apply(Op::Create, Id::Int(7), object, &registry);
//! let mut lines = Vec::new();
//! folio_export::write_jsonl(&dao, &registry, &mut lines).unwrap();
//! assert_eq!(lines, b"{\"class\":\"x.City\",\"id\":7}\n");
//!
//! let mut parquet = Vec::new();
//! let summary = folio_export::write_parquet(&dao, &registry, None, &mut parquet).unwrap();
//! assert_eq!((summary.rows, summary.columns), (1, 3)); // `class`, `id` and `json`
//! assert!(parquet.starts_with(b"PAR1"));
//! ```

mod parquet_file;
mod table;

pub use folio_render::export_jsonl as write_jsonl;
pub use parquet::errors::ParquetError;
pub use parquet_file::{write_parquet, write_parquet_with, ParquetOptions, ParquetSummary};
pub use table::{Column, ColumnKind, Layout, Nested, Source, Table, MAX_KEY_COLUMNS};
