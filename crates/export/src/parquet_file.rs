//! One DAO as one Parquet file: a column per property of the DAO's model, typed from the
//! model, plus `class` and `json`; rows sorted by id, zstd-compressed.

use arrow_array::builder::{
    BooleanBuilder, Float32Builder, Float64Builder, Int16Builder, Int32Builder, Int64Builder,
    Int8Builder, ListBuilder, StringBuilder, StringDictionaryBuilder, TimestampMillisecondBuilder,
};
use arrow_array::types::Int32Type;
use arrow_array::{ArrayRef, RecordBatch};
use arrow_schema::{DataType, Field, Schema, TimeUnit};
use folio_models::{EnumDef, ModelId, PropType, Property, Registry};
use folio_render::{write_object, write_value_ref};
use folio_store::{Class, Dao, Fields, Value, ValueRef};
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

/// What a column holds, and the Arrow type it is written as.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ColumnKind<'r> {
    /// Long, Int, Short, Byte (and a Reference whose target id is one): int64/32/16/8.
    Int64,
    Int32,
    Int16,
    Int8,
    /// Double, Float: float64, float32.
    Float64,
    Float32,
    Boolean,
    /// String, and a Reference to a String id.
    Utf8,
    /// A Reference whose target's id type is unknown: the id as text (digits for numbers).
    IdText,
    /// Date, DateTime: timestamp in milliseconds, UTC.
    TimestampMs,
    /// Enum: the constant's name, dictionary-encoded.
    EnumName(&'r EnumDef),
    /// An Enum whose enum the registry does not define: the ordinal.
    EnumOrdinal,
    /// StringArray: list<string>.
    StringList,
    /// FObject, FObjectArray, Map, Object, Array, List, Class: the value as strict JSON text
    /// (as `export --format jsonl` writes it).
    JsonText,
}

impl ColumnKind<'_> {
    fn data_type(self) -> DataType {
        match self {
            ColumnKind::Int64 => DataType::Int64,
            ColumnKind::Int32 | ColumnKind::EnumOrdinal => DataType::Int32,
            ColumnKind::Int16 => DataType::Int16,
            ColumnKind::Int8 => DataType::Int8,
            ColumnKind::Float64 => DataType::Float64,
            ColumnKind::Float32 => DataType::Float32,
            ColumnKind::Boolean => DataType::Boolean,
            ColumnKind::Utf8 | ColumnKind::IdText | ColumnKind::JsonText => DataType::Utf8,
            ColumnKind::TimestampMs => {
                DataType::Timestamp(TimeUnit::Millisecond, Some("UTC".into()))
            }
            ColumnKind::EnumName(_) => {
                DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8))
            }
            ColumnKind::StringList => {
                DataType::List(Arc::new(Field::new("item", DataType::Utf8, true)))
            }
        }
    }

    /// The column kind of `prop`.
    fn of<'r>(prop: &Property, registry: &'r Registry) -> ColumnKind<'r> {
        let integer = |ty| match ty {
            PropType::Long => Some(ColumnKind::Int64),
            PropType::Int => Some(ColumnKind::Int32),
            PropType::Short => Some(ColumnKind::Int16),
            PropType::Byte => Some(ColumnKind::Int8),
            _ => None,
        };
        match prop.ty {
            PropType::Long | PropType::Int | PropType::Short | PropType::Byte => {
                integer(prop.ty).expect("an integer type")
            }
            PropType::Double => ColumnKind::Float64,
            PropType::Float => ColumnKind::Float32,
            PropType::Boolean => ColumnKind::Boolean,
            PropType::String => ColumnKind::Utf8,
            PropType::Reference => match registry.reference_id_type(prop) {
                Some(PropType::String) => ColumnKind::Utf8,
                Some(ty) => integer(ty).unwrap_or(ColumnKind::IdText),
                None => ColumnKind::IdText,
            },
            PropType::Date | PropType::DateTime => ColumnKind::TimestampMs,
            PropType::Enum => match prop.of.as_deref().and_then(|c| registry.enum_def(c)) {
                Some(def) => ColumnKind::EnumName(def),
                None => ColumnKind::EnumOrdinal,
            },
            PropType::StringArray => ColumnKind::StringList,
            PropType::FObject
            | PropType::FObjectArray
            | PropType::Array
            | PropType::List
            | PropType::Map
            | PropType::Class
            | PropType::Object => ColumnKind::JsonText,
        }
    }
}

/// One column of a DAO's Parquet file.
#[derive(Debug, Clone, PartialEq)]
pub struct Column<'r> {
    pub name: String,
    pub kind: ColumnKind<'r>,
    /// The model property it holds (its slot), or `None` for `class` and `json`.
    pub slot: Option<usize>,
}

/// The columns of a DAO whose objects are of class `model` (or generic, with `None`): `class`,
/// then one per property in model order, then `json`. `class` and `json` take a leading `_`
/// (as many as needed) when a property has that name.
pub fn columns_for(registry: &Registry, model: Option<ModelId>) -> Vec<Column<'_>> {
    let props: &[Property] = model.map_or(&[], |m| &registry.model(m).properties);
    let free = |base: &str| {
        let mut name = base.to_owned();
        while props.iter().any(|p| *p.name == *name) {
            name.insert(0, '_');
        }
        name
    };
    let mut columns = vec![Column {
        name: free("class"),
        kind: ColumnKind::Utf8,
        slot: None,
    }];
    columns.extend(props.iter().enumerate().map(|(slot, prop)| Column {
        name: prop.name.to_string(),
        kind: ColumnKind::of(prop, registry),
        slot: Some(slot),
    }));
    columns.push(Column {
        name: free("json"),
        kind: ColumnKind::JsonText,
        slot: None,
    });
    columns
}

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
/// `class` names the DAO's class (its default class); when the registry has a model for it,
/// each property of that model is a typed column (see [`ColumnKind`]), filled from every
/// object that has a property of that name and a value of that type. The `class` column holds
/// each object's class; the `json` column holds the whole object as strict JSON (the line
/// `export --format jsonl` writes) for every object the property columns do not describe
/// whole: all objects of a generic DAO, and objects of any other class in a typed one. A value
/// absent or null is a null cell. The file's key-value metadata names the DAO (`folio.dao`)
/// and, for a typed DAO, the model's class (`folio.class`).
pub fn write_parquet_with<W: Write + Send>(
    dao: &Dao,
    registry: &Registry,
    class: Option<&str>,
    out: W,
    options: &ParquetOptions,
) -> Result<ParquetSummary, ParquetError> {
    let model = class.and_then(|c| registry.model_id(c));
    let columns = columns_for(registry, model);
    let fields: Vec<Field> = columns
        .iter()
        .map(|c| Field::new(&c.name, c.kind.data_type(), true))
        .collect();
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
    let schema = Arc::new(Schema::new_with_metadata(fields, metadata));
    let props = WriterProperties::builder()
        .set_key_value_metadata(Some(key_values))
        .set_compression(Compression::ZSTD(ZstdLevel::default()))
        .set_max_row_group_row_count(Some(ROW_GROUP))
        .set_created_by(format!("folio {}", env!("CARGO_PKG_VERSION")))
        .build();
    let mut writer = ArrowWriter::try_new(out, schema.clone(), Some(props))?;
    let objects = dao.sorted();
    let mut text = Vec::new();
    for batch in objects.chunks(BATCH) {
        let mut builders: Vec<Builder<'_>> = columns
            .iter()
            .map(|c| Builder::new(c.kind, batch.len()))
            .collect();
        for (_, object) in batch {
            // An object of the DAO's model has its values in slots, in column order: read
            // them straight (no key lookup per cell). Others by canonical name.
            let record = match (&object.class, &object.fields) {
                (Class::Model(m), Fields::Typed(record)) if Some(*m) == model => Some(record),
                _ => None,
            };
            let whole = record.is_some();
            for (column, builder) in columns.iter().zip(&mut builders) {
                match column.slot {
                    Some(slot) => {
                        let value = match record {
                            Some(record) => record.slot(slot),
                            None => {
                                let model = registry.model(model.expect("typed"));
                                object.get(&model.properties[slot].name, registry)
                            }
                        };
                        builder.push(value, registry, &mut text);
                    }
                    None if column.kind == ColumnKind::Utf8 => {
                        builder.push_str(object.class_name(registry));
                    }
                    None if whole => builder.push(None, registry, &mut text),
                    None => {
                        text.clear();
                        write_object(object, registry, &mut text);
                        builder.push_str(Some(std::str::from_utf8(&text).expect("ASCII")));
                    }
                }
            }
        }
        let arrays: Vec<ArrayRef> = builders.into_iter().map(Builder::finish).collect();
        let batch = RecordBatch::try_new(schema.clone(), arrays)?;
        writer.write(&batch)?;
        if let Some(progress) = &options.progress {
            progress.fetch_add(batch.num_rows() as u64, Ordering::Relaxed);
        }
    }
    let meta = writer.close()?;
    Ok(ParquetSummary {
        rows: objects.len() as u64,
        columns: columns.len(),
        row_groups: meta.num_row_groups(),
    })
}

/// A column under construction.
enum Builder<'r> {
    Int64(Int64Builder),
    Int32(Int32Builder),
    Int16(Int16Builder),
    Int8(Int8Builder),
    Float64(Float64Builder),
    Float32(Float32Builder),
    Boolean(BooleanBuilder),
    /// Utf8, IdText or JsonText, by `kind`.
    Text(StringBuilder, ColumnKind<'r>),
    Timestamp(TimestampMillisecondBuilder),
    EnumName(StringDictionaryBuilder<Int32Type>, &'r EnumDef),
    EnumOrdinal(Int32Builder),
    StringList(ListBuilder<StringBuilder>),
}

impl<'r> Builder<'r> {
    fn new(kind: ColumnKind<'r>, rows: usize) -> Builder<'r> {
        match kind {
            ColumnKind::Int64 => Builder::Int64(Int64Builder::with_capacity(rows)),
            ColumnKind::Int32 => Builder::Int32(Int32Builder::with_capacity(rows)),
            ColumnKind::Int16 => Builder::Int16(Int16Builder::with_capacity(rows)),
            ColumnKind::Int8 => Builder::Int8(Int8Builder::with_capacity(rows)),
            ColumnKind::Float64 => Builder::Float64(Float64Builder::with_capacity(rows)),
            ColumnKind::Float32 => Builder::Float32(Float32Builder::with_capacity(rows)),
            ColumnKind::Boolean => Builder::Boolean(BooleanBuilder::with_capacity(rows)),
            ColumnKind::Utf8 | ColumnKind::IdText | ColumnKind::JsonText => {
                Builder::Text(StringBuilder::with_capacity(rows, rows * 16), kind)
            }
            ColumnKind::TimestampMs => Builder::Timestamp(
                TimestampMillisecondBuilder::with_capacity(rows).with_timezone("UTC"),
            ),
            ColumnKind::EnumName(def) => Builder::EnumName(StringDictionaryBuilder::new(), def),
            ColumnKind::EnumOrdinal => Builder::EnumOrdinal(Int32Builder::with_capacity(rows)),
            ColumnKind::StringList => Builder::StringList(ListBuilder::new(StringBuilder::new())),
        }
    }

    /// Appends a string cell (`class`, `json`).
    fn push_str(&mut self, s: Option<&str>) {
        match self {
            Builder::Text(b, _) => b.append_option(s),
            _ => unreachable!("only text columns take strings"),
        }
    }

    /// Appends `value`'s cell: null when absent, null, or of a type the column cannot hold.
    /// `text` is scratch space for JSON text.
    fn push(&mut self, value: Option<ValueRef<'_>>, registry: &Registry, text: &mut Vec<u8>) {
        let value = value.filter(|v| !matches!(v, ValueRef::Null));
        let int = value.and_then(|v| match v {
            ValueRef::Int(i) => Some(i),
            _ => None,
        });
        match self {
            Builder::Int64(b) => b.append_option(int),
            Builder::Int32(b) => b.append_option(int.and_then(|i| i32::try_from(i).ok())),
            Builder::Int16(b) => b.append_option(int.and_then(|i| i16::try_from(i).ok())),
            Builder::Int8(b) => b.append_option(int.and_then(|i| i8::try_from(i).ok())),
            Builder::Float64(b) => b.append_option(value.and_then(float)),
            Builder::Float32(b) => b.append_option(value.and_then(float).map(|f| f as f32)),
            Builder::Boolean(b) => b.append_option(value.and_then(|v| match v {
                ValueRef::Bool(x) => Some(x),
                _ => None,
            })),
            Builder::Timestamp(b) => b.append_option(value.and_then(|v| match v {
                ValueRef::Date(ms) | ValueRef::Int(ms) => Some(ms),
                _ => None,
            })),
            Builder::EnumName(b, def) => {
                match value.and_then(|v| match v {
                    ValueRef::Enum(o) => def.name_of(o),
                    _ => None,
                }) {
                    Some(name) => {
                        b.append_value(name);
                    }
                    None => b.append_null(),
                }
            }
            Builder::EnumOrdinal(b) => b.append_option(value.and_then(|v| match v {
                ValueRef::Enum(o) => Some(o),
                _ => None,
            })),
            Builder::StringList(b) => match value {
                Some(ValueRef::Array(items)) => {
                    for item in items.iter() {
                        match item {
                            Value::Str(s) => b.values().append_value(s),
                            _ => b.values().append_null(),
                        }
                    }
                    b.append(true);
                }
                _ => b.append(false),
            },
            Builder::Text(b, kind) => match (*kind, value) {
                (_, None) => b.append_null(),
                (ColumnKind::Utf8, Some(ValueRef::Str(s))) => b.append_value(s),
                (ColumnKind::Utf8, Some(_)) => b.append_null(),
                (ColumnKind::IdText, Some(ValueRef::Str(s))) => b.append_value(s),
                (ColumnKind::IdText, Some(ValueRef::Int(i))) => b.append_value(i.to_string()),
                (ColumnKind::IdText, Some(ValueRef::BigInt(digits))) => b.append_value(digits),
                (ColumnKind::IdText, Some(_)) => b.append_null(),
                (_, Some(v)) => {
                    text.clear();
                    write_value_ref(v, registry, text);
                    b.append_value(std::str::from_utf8(text).expect("the renderer writes ASCII"));
                }
            },
        }
    }

    fn finish(self) -> ArrayRef {
        match self {
            Builder::Int64(mut b) => Arc::new(b.finish()),
            Builder::Int32(mut b) | Builder::EnumOrdinal(mut b) => Arc::new(b.finish()),
            Builder::Int16(mut b) => Arc::new(b.finish()),
            Builder::Int8(mut b) => Arc::new(b.finish()),
            Builder::Float64(mut b) => Arc::new(b.finish()),
            Builder::Float32(mut b) => Arc::new(b.finish()),
            Builder::Boolean(mut b) => Arc::new(b.finish()),
            Builder::Text(mut b, _) => Arc::new(b.finish()),
            Builder::Timestamp(mut b) => Arc::new(b.finish()),
            Builder::EnumName(mut b, _) => Arc::new(b.finish()),
            Builder::StringList(mut b) => Arc::new(b.finish()),
        }
    }
}

/// A number as a double (a Double property holds floats; integers are accepted too).
fn float(v: ValueRef<'_>) -> Option<f64> {
    match v {
        ValueRef::Float(f) => Some(f),
        ValueRef::Int(i) => Some(i as f64),
        _ => None,
    }
}
