//! A query's answer written out: as a table for a person, JSON lines, CSV or Parquet (the
//! formats of `folio sql`), and as JSON rows for the `sql` RPC method.

use crate::Answer;
use datafusion::arrow::csv;
use datafusion::arrow::error::ArrowError;
use datafusion::arrow::json::writer::{JsonArray, LineDelimited, WriterBuilder};
use datafusion::arrow::util::pretty::pretty_format_batches;
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, ZstdLevel};
use parquet::file::properties::WriterProperties;
use std::io::Write;

/// How an answer is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Boxed columns with a header, for a person.
    Table,
    /// One JSON object per row, nulls written out.
    Jsonl,
    /// A header line, then one line per row.
    Csv,
    /// One Parquet file (zstd).
    Parquet,
}

/// Why `format` cannot hold a column of `schema`, said before anything is written (CSV holds
/// no nested value: a struct, list or map column would fail after the header and the rows
/// before it, leaving a script a cut file). `None` when it can.
pub fn unwritable(schema: &datafusion::arrow::datatypes::Schema, format: Format) -> Option<String> {
    use datafusion::arrow::datatypes::DataType;
    if format != Format::Csv {
        return None;
    }
    let nested = schema.fields().iter().find(|f| {
        matches!(
            f.data_type(),
            DataType::Struct(_)
                | DataType::List(_)
                | DataType::LargeList(_)
                | DataType::FixedSizeList(..)
                | DataType::ListView(_)
                | DataType::LargeListView(_)
                | DataType::Map(..)
                | DataType::Union(..)
        )
    })?;
    let (what, example) = match nested.data_type() {
        DataType::Struct(fields) => (
            "a struct",
            format!(
                "{}['{}']",
                nested.name(),
                fields.first().map_or("field", |f| f.name().as_str())
            ),
        ),
        DataType::Map(..) => ("a map", format!("{}['key']", nested.name())),
        DataType::Union(..) => ("a union", nested.name().to_owned()),
        _ => ("a list", format!("{}[1]", nested.name())),
    };
    Some(format!(
        "--format csv cannot hold column `{}` ({what}): select single values from it \
         (`{example}`), or use --format jsonl or parquet",
        nested.name()
    ))
}

/// Writes `answer` to `out` as `format`.
pub fn write_answer<W: Write + Send>(
    answer: &Answer,
    format: Format,
    mut out: W,
) -> Result<(), ArrowError> {
    match format {
        Format::Table => {
            let text = pretty_format_batches(&answer.batches)?;
            writeln!(out, "{text}")?;
            let rows = answer.rows();
            writeln!(out, "({rows} row{})", if rows == 1 { "" } else { "s" })?;
        }
        Format::Jsonl => {
            let mut writer = WriterBuilder::new()
                .with_explicit_nulls(true)
                .build::<_, LineDelimited>(out);
            for batch in &answer.batches {
                writer.write(batch)?;
            }
            writer.finish()?;
        }
        Format::Csv => {
            let mut writer = csv::WriterBuilder::new().with_header(true).build(out);
            if answer.batches.is_empty() {
                // A header even for no rows.
                writer.write(&datafusion::arrow::array::RecordBatch::new_empty(
                    answer.schema.clone(),
                ))?;
            }
            for batch in &answer.batches {
                writer.write(batch)?;
            }
        }
        Format::Parquet => {
            let props = WriterProperties::builder()
                .set_compression(Compression::ZSTD(ZstdLevel::default()))
                .set_created_by(format!("folio {}", env!("CARGO_PKG_VERSION")))
                .build();
            let mut writer = ArrowWriter::try_new(out, answer.schema.clone(), Some(props))
                .map_err(|e| ArrowError::ExternalError(Box::new(e)))?;
            for batch in &answer.batches {
                writer
                    .write(batch)
                    .map_err(|e| ArrowError::ExternalError(Box::new(e)))?;
            }
            writer
                .close()
                .map_err(|e| ArrowError::ExternalError(Box::new(e)))?;
        }
    }
    Ok(())
}

/// The answer's rows as one JSON array of objects (column name → value, nulls written out):
/// what the `sql` RPC method answers with.
pub fn json_rows(answer: &Answer) -> Result<Vec<u8>, ArrowError> {
    let mut out = Vec::new();
    let mut writer = WriterBuilder::new()
        .with_explicit_nulls(true)
        .build::<_, JsonArray>(&mut out);
    for batch in &answer.batches {
        writer.write(batch)?;
    }
    writer.finish()?;
    drop(writer);
    if out.is_empty() {
        out.extend_from_slice(b"[]");
    }
    Ok(out)
}
