//! One DAO as an Arrow table: which columns its objects map to, and batches of those columns.
//! The one mapping behind the Parquet export and SQL (docs/format.md, "A DAO as a table"), so
//! a Parquet file and a SQL answer over the same objects agree cell for cell.
//!
//! The columns are `class`, one per property of every model the DAO's objects are (the
//! default class's model first, in model order, then the other models' properties not yet
//! named, by class name), and `json`. A DAO with no typed object gets a column per key its
//! objects use (`id` first, then by name), typed where every value agrees. **`json` holds an
//! object's whole JSON text exactly when the other columns do not describe it whole** (a value
//! a column cannot hold, a key with no column, an object of no model in a typed DAO), so no
//! table loses what a store holds.

use arrow_array::builder::{
    BooleanBuilder, Float32Builder, Float64Builder, Int16Builder, Int32Builder, Int64Builder,
    Int8Builder, StringBuilder, StringDictionaryBuilder, TimestampMillisecondBuilder,
};
use arrow_array::types::Int32Type;
use arrow_array::{ArrayRef, ListArray, RecordBatch, RecordBatchOptions, StructArray};
use arrow_buffer::OffsetBuffer;
use arrow_schema::{ArrowError, DataType, Field, Fields as ArrowFields, Schema, SchemaRef};
use folio_models::{EnumDef, ModelId, PropType, Property, Registry};
use folio_render::{write_object, write_value_ref};
use folio_store::{Class, Dao, Fields, Id, Object, Value, ValueRef};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

/// How deep FObject properties become structs: below that, a nested object is JSON text. Also
/// what stops a model that holds itself (a tree of nodes) from making columns without end.
const STRUCT_DEPTH: usize = 3;

/// At most this many key columns for a DAO with no typed object: keys past them (data keyed
/// by ids, say) leave their objects in `json`.
pub const MAX_KEY_COLUMNS: usize = 512;

/// What a column holds, and the Arrow type it is written as.
#[derive(Debug, Clone, PartialEq)]
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
    /// StringArray: list<string>; an FObjectArray whose class the registry models: a list of
    /// that model's structs. Array and List name no element type, so they are JSON text.
    List(Box<ColumnKind<'r>>),
    /// An FObject property whose class the registry models: a struct of that model's
    /// properties (nested FObjects again structs, [`STRUCT_DEPTH`] levels down).
    Struct(Box<Nested<'r>>),
    /// Map, Object, Array, List, Class, an FObject or FObjectArray of no model (or too deep):
    /// the value as strict JSON text (as `export --format jsonl` writes it).
    JsonText,
}

/// The fields of a struct column: one model's properties.
#[derive(Debug, Clone, PartialEq)]
pub struct Nested<'r> {
    pub model: ModelId,
    /// Per property of `model`, in model order: its name and kind.
    pub fields: Vec<(String, ColumnKind<'r>)>,
}

impl ColumnKind<'_> {
    /// The Arrow type of the column.
    pub fn data_type(&self) -> DataType {
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
                DataType::Timestamp(arrow_schema::TimeUnit::Millisecond, Some("UTC".into()))
            }
            ColumnKind::EnumName(_) => {
                DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8))
            }
            ColumnKind::List(item) => DataType::List(item.item_field()),
            ColumnKind::Struct(nested) => DataType::Struct(nested.arrow_fields()),
        }
    }

    /// The field of a list's items: nullable, named `item` as Arrow and Parquet name it.
    fn item_field(&self) -> Arc<Field> {
        Arc::new(Field::new("item", self.data_type(), true))
    }

    /// The column kind of `prop`, `depth` structs down.
    fn of<'r>(prop: &Property, registry: &'r Registry, depth: usize) -> ColumnKind<'r> {
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
            PropType::StringArray => ColumnKind::List(Box::new(ColumnKind::Utf8)),
            PropType::FObject | PropType::FObjectArray => {
                let nested = match prop.of.as_deref().and_then(|c| registry.model_id(c)) {
                    Some(model) if depth < STRUCT_DEPTH => {
                        ColumnKind::Struct(Box::new(Nested::of(model, registry, depth + 1)))
                    }
                    _ => return ColumnKind::JsonText,
                };
                match prop.ty {
                    PropType::FObjectArray => ColumnKind::List(Box::new(nested)),
                    _ => nested,
                }
            }
            PropType::Array
            | PropType::List
            | PropType::Map
            | PropType::Class
            | PropType::Object => ColumnKind::JsonText,
        }
    }

    /// Whether a cell of this kind holds `value` as it is (null and absent fit every kind).
    fn fits(&self, value: Option<ValueRef<'_>>) -> bool {
        let Some(value) = value.filter(|v| !matches!(v, ValueRef::Null)) else {
            return true;
        };
        match (self, value) {
            (ColumnKind::Int64, ValueRef::Int(_)) => true,
            (ColumnKind::Int32, ValueRef::Int(i)) => i32::try_from(i).is_ok(),
            (ColumnKind::Int16, ValueRef::Int(i)) => i16::try_from(i).is_ok(),
            (ColumnKind::Int8, ValueRef::Int(i)) => i8::try_from(i).is_ok(),
            (ColumnKind::Float64, ValueRef::Float(_)) => true,
            // A double column of a key whose values mix integers and decimals holds the
            // integers a double holds exactly.
            (ColumnKind::Float64, ValueRef::Int(i)) => exact_in_double(i),
            (ColumnKind::Float32, ValueRef::Float(f)) => (f as f32) as f64 == f || f.is_nan(),
            (ColumnKind::Boolean, ValueRef::Bool(_)) => true,
            (ColumnKind::Utf8, ValueRef::Str(_)) => true,
            (ColumnKind::IdText, ValueRef::Str(_) | ValueRef::Int(_) | ValueRef::BigInt(_)) => true,
            (ColumnKind::TimestampMs, ValueRef::Date(_)) => true,
            (ColumnKind::EnumName(def), ValueRef::Enum(o)) => def.name_of(o).is_some(),
            (ColumnKind::EnumOrdinal, ValueRef::Enum(_)) => true,
            // Every item a value of the item kind: a null item is JSON's, not the list's.
            (ColumnKind::List(item), ValueRef::Array(items)) => items
                .iter()
                .all(|v| !matches!(v, Value::Null) && item.fits(Some(v.as_ref()))),
            (ColumnKind::Struct(nested), ValueRef::Object(object)) => nested.fits(object),
            (ColumnKind::JsonText, _) => true,
            _ => false,
        }
    }
}

/// Whether the double nearest `i` is `i`.
fn exact_in_double(i: i64) -> bool {
    i.unsigned_abs() <= 1 << 53
}

impl<'r> Nested<'r> {
    fn of(model: ModelId, registry: &'r Registry, depth: usize) -> Nested<'r> {
        let fields = registry
            .model(model)
            .properties
            .iter()
            .map(|p| (p.name.to_string(), ColumnKind::of(p, registry, depth)))
            .collect();
        Nested { model, fields }
    }

    fn arrow_fields(&self) -> ArrowFields {
        self.fields
            .iter()
            .map(|(name, kind)| Field::new(name, kind.data_type(), true))
            .collect()
    }

    /// Whether `object` is this model's and every value fits its field.
    fn fits(&self, object: &Object) -> bool {
        match (&object.class, &object.fields) {
            (Class::Model(m), Fields::Typed(record)) if *m == self.model => self
                .fields
                .iter()
                .enumerate()
                .all(|(slot, (_, kind))| kind.fits(record.slot(slot))),
            _ => false,
        }
    }
}

/// Where a column's cells come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The object's class name.
    Class,
    /// The value of the property or key of the column's name.
    Value,
    /// The whole object as JSON text, when the other columns do not describe it whole.
    Json,
}

/// What a DAO's table is made of, worked out from its objects and owned (no borrow of the
/// registry), so it can be kept while the objects do not change ([`Dao::changes`]): the
/// models whose properties are columns, or for a DAO of no typed object its key columns.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// The default class's model first, then the others by class name.
    models: Vec<ModelId>,
    /// With no model: the key columns (`id` first, then by name), never of a kind that
    /// borrows the registry.
    keys: Vec<(String, ColumnKind<'static>)>,
}

impl Layout {
    /// The layout of `dao`, whose class-less objects take `default_class`. One pass over the
    /// objects (reading each one's class; in a DAO of no typed object, each one's keys).
    pub fn of(dao: &Dao, registry: &Registry, default_class: Option<&str>) -> Layout {
        let default = default_class.and_then(|c| registry.model_id(c));
        let mut others: BTreeMap<&str, ModelId> = BTreeMap::new();
        let mut typed = default.is_some();
        for (_, object) in dao.iter() {
            if let Class::Model(m) = object.class {
                typed = true;
                if Some(m) != default {
                    others.insert(&registry.model(m).class, m);
                }
            }
        }
        let models: Vec<ModelId> = default.into_iter().chain(others.into_values()).collect();
        let keys = if typed { Vec::new() } else { key_columns(dao) };
        Layout { models, keys }
    }
}

/// Where one model's properties are in a table.
#[derive(Debug, Clone)]
struct Slots {
    /// Per property slot, its column.
    columns: Vec<usize>,
    /// Per column, the slot of the model's property it holds, if one.
    slots: Vec<Option<usize>>,
}

/// One column of a DAO's table.
#[derive(Debug, Clone, PartialEq)]
pub struct Column<'r> {
    pub name: String,
    pub kind: ColumnKind<'r>,
    pub source: Source,
}

/// The columns a DAO's objects map to, worked out once from the DAO (the models its objects
/// are, or the keys they use) and then used for any number of batches of its objects.
#[derive(Debug, Clone)]
pub struct Table<'r> {
    registry: &'r Registry,
    columns: Vec<Column<'r>>,
    schema: SchemaRef,
    /// Per model the DAO holds: where its properties are.
    slots: HashMap<ModelId, Slots>,
    /// Value columns by name.
    by_name: HashMap<String, usize>,
}

impl<'r> Table<'r> {
    /// The table of `dao`, whose class-less objects take `default_class` (the DAO's default
    /// class, whose model's columns come first). One pass over the objects.
    pub fn of(dao: &Dao, registry: &'r Registry, default_class: Option<&str>) -> Table<'r> {
        Table::new(registry, &Layout::of(dao, registry, default_class))
    }

    /// The table `layout` describes. Costs a walk of the models' properties, none of objects.
    pub fn new(registry: &'r Registry, layout: &Layout) -> Table<'r> {
        let mut values: Vec<(String, ColumnKind<'r>)> = Vec::new();
        let mut slots = HashMap::new();
        for &model in &layout.models {
            let mut columns = Vec::new();
            for prop in registry.model(model).properties.iter() {
                let at = match values.iter().position(|(n, _)| **n == *prop.name) {
                    Some(at) => at,
                    None => {
                        values.push((prop.name.to_string(), ColumnKind::of(prop, registry, 0)));
                        values.len() - 1
                    }
                };
                columns.push(at);
            }
            slots.insert(model, columns);
        }
        if layout.models.is_empty() {
            values = layout.keys.clone();
        }
        Table::from_values(registry, values, slots)
    }

    /// The table of a DAO of one model's objects (or, with `None`, of objects of no model,
    /// which are all `class` and `json`), without looking at any object.
    pub fn for_model(registry: &'r Registry, model: Option<ModelId>) -> Table<'r> {
        let Some(model) = model else {
            return Table::from_values(registry, Vec::new(), HashMap::new());
        };
        let values = registry
            .model(model)
            .properties
            .iter()
            .map(|p| (p.name.to_string(), ColumnKind::of(p, registry, 0)))
            .collect::<Vec<_>>();
        let slots = HashMap::from([(model, (0..values.len()).collect())]);
        Table::from_values(registry, values, slots)
    }

    /// The table of `values` (the value columns) with `class` before them and `json` after,
    /// `slots` saying which value column holds each property of each model.
    fn from_values(
        registry: &'r Registry,
        values: Vec<(String, ColumnKind<'r>)>,
        slots: HashMap<ModelId, Vec<usize>>,
    ) -> Table<'r> {
        // `class` and `json` take a leading `_` (as many as needed) when a value column has
        // that name; value columns are numbered from 1.
        let free = |base: &str| {
            let mut name = base.to_owned();
            while values.iter().any(|(n, _)| *n == name) {
                name.insert(0, '_');
            }
            name
        };
        let (class, json) = (free("class"), free("json"));
        let mut columns = vec![Column {
            name: class,
            kind: ColumnKind::Utf8,
            source: Source::Class,
        }];
        let mut by_name = HashMap::new();
        let count = values.len() + 2;
        let slots = slots
            .into_iter()
            .map(|(model, mut columns)| {
                columns.iter_mut().for_each(|c| *c += 1);
                let mut slots = vec![None; count];
                for (slot, &c) in columns.iter().enumerate() {
                    slots[c] = Some(slot);
                }
                (model, Slots { columns, slots })
            })
            .collect();
        for (name, kind) in values {
            by_name.insert(name.clone(), columns.len());
            columns.push(Column {
                name,
                kind,
                source: Source::Value,
            });
        }
        columns.push(Column {
            name: json,
            kind: ColumnKind::JsonText,
            source: Source::Json,
        });
        let fields: Vec<Field> = columns
            .iter()
            .map(|c| Field::new(&c.name, c.kind.data_type(), true))
            .collect();
        Table {
            registry,
            columns,
            schema: Arc::new(Schema::new(fields)),
            slots,
            by_name,
        }
    }

    /// The columns, `class` first and `json` last.
    pub fn columns(&self) -> &[Column<'r>] {
        &self.columns
    }

    /// The Arrow schema: one nullable field per column.
    pub fn schema(&self) -> SchemaRef {
        self.schema.clone()
    }

    /// The column of the property or key `name`, if it has one.
    pub fn column_of(&self, name: &str) -> Option<usize> {
        self.by_name.get(name).copied()
    }

    /// The models whose properties have columns.
    pub fn models(&self) -> impl Iterator<Item = ModelId> + '_ {
        self.slots.keys().copied()
    }

    /// `objects` as a batch of the columns `projection` lists (all, with `None`), in that
    /// order, one row per object in the order given.
    pub fn batch(
        &self,
        objects: &[(&Id, &Object)],
        projection: Option<&[usize]>,
    ) -> Result<RecordBatch, ArrowError> {
        let all: Vec<usize>;
        let projection = match projection {
            Some(p) => p,
            None => {
                all = (0..self.columns.len()).collect();
                &all
            }
        };
        let wants_json = projection
            .iter()
            .any(|&c| self.columns[c].source == Source::Json);
        let mut builders: Vec<Builder<'_, 'r>> = projection
            .iter()
            .map(|&c| Builder::new(&self.columns[c].kind, objects.len()))
            .collect();
        let mut text = Vec::new();
        for (_, object) in objects {
            let typed = match (&object.class, &object.fields) {
                (Class::Model(m), Fields::Typed(record)) => self
                    .slots
                    .get(m)
                    .map(|slots| (self.registry.model(*m), slots, record)),
                _ => None,
            };
            // The object as the value columns read it: with its defaults (checked whole, and
            // written to the json column, as that).
            let effective = if wants_json {
                object.with_defaults(self.registry)
            } else {
                None
            };
            let whole = wants_json && self.whole(effective.as_ref().unwrap_or(object));
            for (&c, builder) in projection.iter().zip(&mut builders) {
                let column = &self.columns[c];
                match column.source {
                    Source::Class => builder.push_str(object.class_name(self.registry)),
                    Source::Value => {
                        // An object of a model the table maps has its values in slots: read
                        // them straight (no lookup by name per cell). A property the object
                        // never set is its effective value, the default, as FOAM reads it and
                        // as predicates compare it (`WHERE status = 'ACTIVE'` finds the
                        // objects that kept that default).
                        let value = match typed {
                            Some((model, slots, record)) => slots.slots[c].and_then(|s| {
                                record.slot(s).or_else(|| {
                                    model.properties[s]
                                        .effective_default()
                                        .map(ValueRef::from_literal)
                                })
                            }),
                            None => object.effective(&column.name, self.registry),
                        };
                        builder.push(value, self.registry, &mut text)
                    }
                    Source::Json if whole => builder.push_str(None),
                    Source::Json => {
                        text.clear();
                        let object = effective.as_ref().unwrap_or(object);
                        write_object(object, self.registry, &mut text);
                        builder.push_str(Some(std::str::from_utf8(&text).expect("ASCII")));
                    }
                }
            }
        }
        let fields: Vec<Field> = projection
            .iter()
            .map(|&c| self.schema.field(c).clone())
            .collect();
        let arrays: Vec<ArrayRef> = builders.into_iter().map(Builder::finish).collect();
        RecordBatch::try_new_with_options(
            Arc::new(Schema::new(fields)),
            arrays,
            &RecordBatchOptions::new().with_row_count(Some(objects.len())),
        )
    }

    /// Whether the value columns describe `object` whole: every property or key it has a
    /// column that holds its value as it is.
    fn whole(&self, object: &Object) -> bool {
        match (&object.class, &object.fields) {
            (Class::Model(m), Fields::Typed(record)) => match self.slots.get(m) {
                Some(slots) => slots
                    .columns
                    .iter()
                    .enumerate()
                    .all(|(slot, &c)| self.columns[c].kind.fits(record.slot(slot))),
                None => false,
            },
            // Objects of no model are described whole only in a table of keys (a DAO of no
            // typed object), by key columns.
            (_, Fields::Generic(map)) if self.slots.is_empty() => map.iter().all(|(k, v)| {
                self.by_name
                    .get(k)
                    .is_some_and(|&c| self.columns[c].kind.fits(Some(v)))
            }),
            _ => false,
        }
    }
}

/// The key columns of a DAO of no typed object: every key its objects use (`id` first, then
/// by name, at most [`MAX_KEY_COLUMNS`]), each typed by what its values agree on.
fn key_columns(dao: &Dao) -> Vec<(String, ColumnKind<'static>)> {
    let mut seen: BTreeMap<&str, Seen> = BTreeMap::new();
    for (_, object) in dao.iter() {
        let Fields::Generic(map) = &object.fields else {
            continue;
        };
        for (key, value) in map.iter() {
            if seen.len() >= MAX_KEY_COLUMNS && !seen.contains_key(key) {
                continue;
            }
            seen.entry(key).or_default().add(value);
        }
    }
    let mut keys: Vec<(String, ColumnKind<'static>)> = seen
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s.kind()))
        .collect();
    if let Some(at) = keys.iter().position(|(k, _)| k == "id") {
        let id = keys.remove(at);
        keys.insert(0, id);
    }
    keys
}

/// The kinds of value one key was seen with.
#[derive(Debug, Default, Clone, Copy)]
struct Seen {
    bools: bool,
    ints: bool,
    /// An integer a double does not hold exactly (so integers and decimals cannot share a
    /// double column).
    big_ints: bool,
    floats: bool,
    strings: bool,
    other: bool,
}

impl Seen {
    fn add(&mut self, value: ValueRef<'_>) {
        match value {
            ValueRef::Null => {}
            ValueRef::Bool(_) => self.bools = true,
            ValueRef::Int(i) => {
                self.ints = true;
                self.big_ints |= !exact_in_double(i);
            }
            ValueRef::Float(_) => self.floats = true,
            ValueRef::Str(_) => self.strings = true,
            _ => self.other = true,
        }
    }

    fn kind(self) -> ColumnKind<'static> {
        let kinds = [
            self.bools,
            self.ints || self.floats,
            self.strings,
            self.other,
        ];
        if kinds.iter().filter(|&&k| k).count() != 1 {
            return ColumnKind::JsonText;
        }
        match self {
            Seen { bools: true, .. } => ColumnKind::Boolean,
            Seen {
                ints: true,
                floats: false,
                ..
            } => ColumnKind::Int64,
            Seen {
                floats: true,
                big_ints: false,
                ..
            } => ColumnKind::Float64,
            Seen { strings: true, .. } => ColumnKind::Utf8,
            _ => ColumnKind::JsonText,
        }
    }
}

/// A column under construction.
enum Builder<'k, 'r> {
    Int64(Int64Builder),
    Int32(Int32Builder),
    Int16(Int16Builder),
    Int8(Int8Builder),
    Float64(Float64Builder),
    Float32(Float32Builder),
    Boolean(BooleanBuilder),
    /// Utf8, IdText or JsonText, by `kind`.
    Text(StringBuilder, &'k ColumnKind<'r>),
    Timestamp(TimestampMillisecondBuilder),
    EnumName(StringDictionaryBuilder<Int32Type>, &'r EnumDef),
    EnumOrdinal(Int32Builder),
    /// The items of every row in one builder, where each row's items end, and which rows are
    /// set.
    List {
        item: &'k ColumnKind<'r>,
        items: Box<Builder<'k, 'r>>,
        ends: Vec<i32>,
        valid: Vec<bool>,
    },
    /// A field builder per property of the nested model, and which rows are set.
    Struct {
        nested: &'k Nested<'r>,
        fields: Vec<Builder<'k, 'r>>,
        valid: Vec<bool>,
    },
}

impl<'k, 'r> Builder<'k, 'r> {
    fn new(kind: &'k ColumnKind<'r>, rows: usize) -> Builder<'k, 'r> {
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
            ColumnKind::List(item) => Builder::List {
                item,
                items: Box::new(Builder::new(item, rows)),
                ends: Vec::with_capacity(rows),
                valid: Vec::with_capacity(rows),
            },
            ColumnKind::Struct(nested) => Builder::Struct {
                nested,
                fields: nested
                    .fields
                    .iter()
                    .map(|(_, kind)| Builder::new(kind, rows))
                    .collect(),
                valid: Vec::with_capacity(rows),
            },
        }
    }

    /// Appends a string cell (`class`, `json`).
    fn push_str(&mut self, s: Option<&str>) {
        match self {
            Builder::Text(b, _) => b.append_option(s),
            _ => unreachable!("only text columns take strings"),
        }
    }

    /// Appends `value`'s cell: null when absent, null, or of a type the column cannot hold
    /// (then the object is not whole, and its `json` cell holds it). `text` is scratch space
    /// for JSON text.
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
            Builder::List {
                items: builder,
                ends,
                valid,
                ..
            } => {
                let end = ends.last().copied().unwrap_or(0);
                let end = match value {
                    Some(ValueRef::Array(items)) => {
                        // Each item as the item column takes it (an item it cannot hold is a
                        // null item, and the object is not whole).
                        for item in items.iter() {
                            builder.push(Some(item.as_ref()), registry, text);
                        }
                        valid.push(true);
                        // A batch is at most 8K rows, so its items fit i32 offsets unless
                        // its objects hold gigabytes of arrays; arrow's own list builder
                        // stops there too.
                        i32::try_from(items.len())
                            .ok()
                            .and_then(|n| end.checked_add(n))
                            .expect("a batch's list items fit i32 offsets")
                    }
                    _ => {
                        valid.push(false);
                        end
                    }
                };
                ends.push(end);
            }
            Builder::Struct {
                nested,
                fields,
                valid,
            } => {
                let object = match value {
                    Some(ValueRef::Object(object)) => Some(object),
                    _ => None,
                };
                valid.push(object.is_some());
                let model = registry.model(nested.model);
                for (slot, field) in fields.iter_mut().enumerate() {
                    let cell = object.and_then(|o| match (&o.class, &o.fields) {
                        (Class::Model(m), Fields::Typed(record)) if *m == nested.model => {
                            record.slot(slot)
                        }
                        _ => o.get(&model.properties[slot].name, registry),
                    });
                    field.push(cell, registry, text);
                }
            }
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
            Builder::List {
                item,
                items,
                ends,
                valid,
            } => {
                let offsets: Vec<i32> = std::iter::once(0).chain(ends).collect();
                let nulls = valid.iter().any(|v| !v).then(|| valid.into());
                Arc::new(ListArray::new(
                    item.item_field(),
                    OffsetBuffer::new(offsets.into()),
                    items.finish(),
                    nulls,
                ))
            }
            Builder::Struct {
                nested,
                fields,
                valid,
            } => {
                let rows = valid.len();
                let children: Vec<ArrayRef> = fields.into_iter().map(Builder::finish).collect();
                let nulls = valid.iter().any(|v| !v).then(|| valid.into());
                if children.is_empty() {
                    return Arc::new(StructArray::new_empty_fields(rows, nulls));
                }
                Arc::new(StructArray::new(nested.arrow_fields(), children, nulls))
            }
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
