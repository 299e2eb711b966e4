//! One DAO as one Parquet file: the DAO's table (crate::table: `class`, a typed column per
//! property of its models or per key of its objects, `json`), rows sorted by id,
//! zstd-compressed.

use crate::table::Table;
use arrow_schema::Schema;
use folio_models::Registry;
use folio_store::Dao;
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, ZstdLevel};
use parquet::errors::ParquetError;
use parquet::file::metadata::KeyValue;
use parquet::file::properties::WriterProperties;
use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// Rows handed to the Parquet writer at a time: large enough that per-batch costs vanish,
/// small enough that a batch of ~1 KB objects stays a few MB.
const BATCH: usize = 8 * 1024;

/// Rows per row group: about 128 MB of ~1 KB objects before compression, the size analytics
/// engines read best (one row group is what a reader thread takes on).
const ROW_GROUP: usize = 128 * 1024;

/// What [`write_parquet`] wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParquetSummary {
    pub rows: u64,
    pub columns: usize,
    pub row_groups: usize,
}

/// How [`write_parquet_with`] writes.
#[derive(Debug, Clone, Default)]
pub struct ParquetOptions {
    /// Objects handed to the Parquet writer so far, for a progress bar: it grows a batch
    /// (8,192 rows) at a time, by the DAO's object count in all, and may be shared by the
    /// files of several DAOs. The writer's own last step (the last row group compressed and
    /// written, then the footer) comes after it reaches that count.
    pub progress: Option<Arc<AtomicU64>>,
}

/// Writes every object of `dao`, sorted by id, as one Parquet file into `out`: see
/// [`write_parquet_with`], with the default options.
pub fn write_parquet<W: Write + Send>(
    dao: &Dao,
    registry: &Registry,
    class: Option<&str>,
    out: W,
) -> Result<ParquetSummary, ParquetError> {
    write_parquet_with(dao, registry, class, out, &ParquetOptions::default())
}

/// Writes every object of `dao`, sorted by id, as one Parquet file into `out`.
///
/// `class` names the DAO's class (its default class). The columns are the DAO's [`Table`]:
/// `class`, a typed column per property of every model its objects are (the default class's
/// first) or, in a DAO of no typed object, per key its objects use, and `json`, which holds
/// the whole object as strict JSON (the line `export --format jsonl` writes) for every object
/// the other columns do not describe whole. A value absent or null is a null cell. The file's key-value metadata names the DAO (`folio.dao`)
/// and, for a typed DAO, the model's class (`folio.class`).
pub fn write_parquet_with<W: Write + Send>(
    dao: &Dao,
    registry: &Registry,
    class: Option<&str>,
    out: W,
    options: &ParquetOptions,
) -> Result<ParquetSummary, ParquetError> {
    let model = class.and_then(|c| registry.model_id(c));
    let table = Table::of(dao, registry, class);
    // The DAO's name and model class travel in the file, so a reader can find the model.
    let mut metadata = HashMap::from([("folio.dao".to_owned(), dao.name().to_owned())]);
    if let Some(model) = model {
        metadata.insert(
            "folio.class".to_owned(),
            registry.model(model).class.to_string(),
        );
    }
    // Also the file's own key-value metadata, where Parquet readers look for it (DuckDB's
    // `parquet_kv_metadata`, pyarrow's `metadata.metadata`), not only inside the Arrow schema.
    let mut key_values: Vec<KeyValue> = metadata
        .iter()
        .map(|(k, v)| KeyValue::new(k.clone(), v.clone()))
        .collect();
    key_values.sort_by(|a, b| a.key.cmp(&b.key));
    let schema = Arc::new(Schema::new_with_metadata(
        table.schema().fields().clone(),
        metadata,
    ));
    let props = WriterProperties::builder()
        .set_key_value_metadata(Some(key_values))
        .set_compression(Compression::ZSTD(ZstdLevel::default()))
        .set_max_row_group_row_count(Some(ROW_GROUP))
        .set_created_by(format!("folio {}", env!("CARGO_PKG_VERSION")))
        .build();
    let mut writer = ArrowWriter::try_new(out, schema.clone(), Some(props))?;
    let objects = dao.sorted();
    for batch in objects.chunks(BATCH) {
        let batch = table.batch(batch, None)?.with_schema(schema.clone())?;
        writer.write(&batch)?;
        if let Some(progress) = &options.progress {
            progress.fetch_add(batch.num_rows() as u64, Ordering::Relaxed);
        }
    }
    let meta = writer.close()?;
    Ok(ParquetSummary {
        rows: objects.len() as u64,
        columns: table.columns().len(),
        row_groups: meta.num_row_groups(),
    })
}
