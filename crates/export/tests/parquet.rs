//! A DAO written as Parquet and read back with the parquet crate's own Arrow reader: one
//! column per property with the type its property type maps to, every value in its cell, and
//! objects of a class of no model kept whole in `json` (the mapping itself: tests/table.rs).

use arrow_array::cast::AsArray;
use arrow_array::types::{Int32Type, TimestampMillisecondType};
use arrow_array::{Array, RecordBatch};
use arrow_schema::{DataType, TimeUnit};
use folio_models::Registry;
use folio_store::{Class, CompactString, Dao, Id, Map, Object, Op, Value};
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;

/// One property of every type, and a second class.
const REGISTRY: &str = r#"{
  "models": [
    {"class": "t.All", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"},
      {"name": "i", "type": "Int"}, {"name": "s", "type": "Short"}, {"name": "b", "type": "Byte"},
      {"name": "d", "type": "Double"}, {"name": "f", "type": "Float"},
      {"name": "ok", "type": "Boolean"}, {"name": "name", "type": "String"},
      {"name": "when", "type": "Date"}, {"name": "at", "type": "DateTime"},
      {"name": "state", "type": "Enum", "of": "t.State"},
      {"name": "loose", "type": "Enum", "of": "t.Missing"},
      {"name": "country", "type": "Reference", "of": "t.Country"},
      {"name": "owner", "type": "Reference", "of": "t.All"},
      {"name": "thing", "type": "Reference", "of": "t.Nowhere"},
      {"name": "tags", "type": "StringArray"},
      {"name": "child", "type": "FObject"}, {"name": "kids", "type": "FObjectArray"},
      {"name": "arr", "type": "Array"}, {"name": "list", "type": "List"},
      {"name": "map", "type": "Map"}, {"name": "cls", "type": "Class"},
      {"name": "any", "type": "Object"}]},
    {"class": "t.Country", "ids": ["code"], "properties": [{"name": "code", "type": "String"}]}
  ],
  "enums": [{"class": "t.State", "values": ["OFF", "ON"], "ordinals": [3, 7]}]
}"#;

/// The rows, and the file's key-value metadata.
fn write_and_read(
    dao: &Dao,
    registry: &Registry,
    class: Option<&str>,
) -> (RecordBatch, std::collections::HashMap<String, String>) {
    let mut file = tempfile::tempfile().unwrap();
    let summary = folio_export::write_parquet(dao, registry, class, &mut file).unwrap();
    assert_eq!(summary.rows, dao.len() as u64);
    let builder = ParquetRecordBatchReaderBuilder::try_new(file).unwrap();
    let metadata = builder.schema().metadata().clone();
    let batches: Vec<RecordBatch> = builder.build().unwrap().map(Result::unwrap).collect();
    assert_eq!(batches.len(), 1, "a small DAO reads back as one batch");
    (batches[0].clone(), metadata)
}

/// Puts `object` into `dao` as a `c(` entry would.
fn create(dao: &mut Dao, id: Id, object: Object) {
    dao.apply(Op::Create, id, object, &Registry::empty());
}

fn typed(registry: &Registry, values: &[(&str, Value)]) -> Object {
    let model = registry.model_id("t.All").unwrap();
    let mut object = Object::typed(model, registry);
    let folio_store::Fields::Typed(record) = &mut object.fields else {
        unreachable!()
    };
    for (name, value) in values {
        let slot = registry.model(model).property(name).unwrap();
        record.set(slot, Some(value.clone()));
    }
    object
}

fn s(text: &str) -> Value {
    Value::Str(CompactString::from(text))
}

#[test]
fn every_property_type_has_its_column_type() {
    let registry = Registry::from_slice(REGISTRY.as_bytes()).unwrap();
    let mut dao = Dao::new("all");
    create(
        &mut dao,
        Id::Int(1),
        typed(&registry, &[("id", Value::Int(1))]),
    );
    let (batch, metadata) = write_and_read(&dao, &registry, Some("t.All"));
    let schema = batch.schema();
    let ty = |name: &str| schema.field_with_name(name).unwrap().data_type().clone();
    let utc = DataType::Timestamp(TimeUnit::Millisecond, Some("UTC".into()));
    let dict = DataType::Dictionary(Box::new(DataType::Int32), Box::new(DataType::Utf8));
    for (name, want) in [
        ("class", DataType::Utf8),
        ("id", DataType::Int64),
        ("i", DataType::Int32),
        ("s", DataType::Int16),
        ("b", DataType::Int8),
        ("d", DataType::Float64),
        ("f", DataType::Float32),
        ("ok", DataType::Boolean),
        ("name", DataType::Utf8),
        ("when", utc.clone()),
        ("at", utc),
        ("state", dict),
        ("loose", DataType::Int32),
        ("country", DataType::Utf8),
        ("owner", DataType::Int64),
        ("thing", DataType::Utf8),
        ("child", DataType::Utf8),
        ("kids", DataType::Utf8),
        ("arr", DataType::Utf8),
        ("list", DataType::Utf8),
        ("map", DataType::Utf8),
        ("cls", DataType::Utf8),
        ("any", DataType::Utf8),
        ("json", DataType::Utf8),
    ] {
        assert_eq!(ty(name), want, "{name}");
    }
    assert!(matches!(ty("tags"), DataType::List(f) if *f.data_type() == DataType::Utf8));
    assert_eq!(schema.fields().len(), 25, "class, 23 properties, json");
    assert_eq!(metadata["folio.dao"], "all");
    assert_eq!(metadata["folio.class"], "t.All");
}

#[test]
fn values_land_in_their_cells_and_other_classes_in_json() {
    let registry = Registry::from_slice(REGISTRY.as_bytes()).unwrap();
    let mut dao = Dao::new("all");
    let mut nested = Map::new();
    nested.insert("a".into(), Value::Int(1));
    create(
        &mut dao,
        Id::Int(2),
        typed(
            &registry,
            &[
                ("id", Value::Int(2)),
                ("i", Value::Int(-5)),
                ("s", Value::Int(300)),
                ("b", Value::Int(-7)),
                ("d", Value::Float(0.1)),
                ("f", Value::Float(1.5)),
                ("ok", Value::Bool(false)),
                ("name", s("Zürich")),
                ("when", Value::Date(1_700_000_000_000)),
                ("state", Value::Enum(7)),
                ("loose", Value::Enum(4)),
                ("country", s("CH")),
                ("thing", Value::Int(12)),
                ("tags", Value::Array(vec![s("a"), s("b")].into())),
                ("map", Value::Map(Box::new(nested))),
                ("cls", Value::Class("t.Country".into())),
                ("any", Value::Null),
            ],
        ),
    );
    // Sorted by id: this one comes first.
    create(
        &mut dao,
        Id::Int(1),
        typed(&registry, &[("id", Value::Int(1))]),
    );
    let mut fields = Map::new();
    fields.insert("id".into(), Value::Int(3));
    fields.insert("x".into(), s("y"));
    create(
        &mut dao,
        Id::Int(3),
        Object::generic(Class::named("t.Other"), fields),
    );

    let (batch, _) = write_and_read(&dao, &registry, Some("t.All"));
    assert_eq!(batch.num_rows(), 3);
    let col = |name: &str| batch.column_by_name(name).unwrap().clone();
    let ids = col("id");
    let ids = ids.as_primitive::<arrow_array::types::Int64Type>();
    // t.Other's `id` fills the column of that name too (its whole object is in `json`).
    assert_eq!((ids.value(0), ids.value(1), ids.value(2)), (1, 2, 3));
    assert!(col("i").is_null(2));
    assert_eq!(col("i").as_primitive::<Int32Type>().value(1), -5);
    assert_eq!(
        col("s")
            .as_primitive::<arrow_array::types::Int16Type>()
            .value(1),
        300
    );
    assert_eq!(
        col("b")
            .as_primitive::<arrow_array::types::Int8Type>()
            .value(1),
        -7
    );
    assert_eq!(
        col("d")
            .as_primitive::<arrow_array::types::Float64Type>()
            .value(1),
        0.1
    );
    assert_eq!(
        col("f")
            .as_primitive::<arrow_array::types::Float32Type>()
            .value(1),
        1.5
    );
    assert!(!col("ok").as_boolean().value(1));
    assert_eq!(col("name").as_string::<i32>().value(1), "Zürich");
    assert_eq!(
        col("when")
            .as_primitive::<TimestampMillisecondType>()
            .value(1),
        1_700_000_000_000
    );
    assert!(col("at").is_null(1), "not set: null");
    let state = col("state");
    let state = state.as_dictionary::<Int32Type>();
    let names = state.values().as_string::<i32>();
    assert_eq!(
        names.value(state.keys().value(1) as usize),
        "ON",
        "ordinal 7 is ON"
    );
    assert_eq!(col("loose").as_primitive::<Int32Type>().value(1), 4);
    assert_eq!(col("country").as_string::<i32>().value(1), "CH");
    assert_eq!(col("thing").as_string::<i32>().value(1), "12");
    let tags = col("tags");
    let tags = tags.as_list::<i32>().value(1);
    let tags = tags.as_string::<i32>();
    assert_eq!((tags.value(0), tags.value(1)), ("a", "b"));
    // Unset, a StringArray holds what FOAM's Java factory gives it: an empty array, not null.
    assert!(!col("tags").is_null(0));
    assert_eq!(col("tags").as_list::<i32>().value(0).len(), 0);
    assert_eq!(col("map").as_string::<i32>().value(1), r#"{"a":1}"#);
    assert_eq!(
        col("cls").as_string::<i32>().value(1),
        // A class value's strict JSON is its name, as FOAM's formatter prints it.
        r#""t.Country""#
    );
    assert!(col("any").is_null(1), "an explicit null is a null cell");

    let class = col("class");
    let class = class.as_string::<i32>();
    assert_eq!(
        (class.value(0), class.value(1), class.value(2)),
        ("t.All", "t.All", "t.Other")
    );
    let json = col("json");
    let json = json.as_string::<i32>();
    assert!(
        json.is_null(0) && json.is_null(1),
        "typed rows are whole in their columns"
    );
    assert_eq!(json.value(2), r#"{"class":"t.Other","id":3,"x":"y"}"#);
}

#[test]
fn a_generic_dao_has_a_column_per_key() {
    let registry = Registry::empty();
    let mut dao = Dao::new("g");
    for i in 0..20_000 {
        let mut fields = Map::new();
        fields.insert("id".into(), Value::Int(i));
        create(
            &mut dao,
            Id::Int(i),
            Object::generic(Class::named("k.G"), fields),
        );
    }
    let mut file = tempfile::tempfile().unwrap();
    // The progress counter, shared as by the files of several DAOs, grows by the rows written.
    let progress = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(5));
    let options = folio_export::ParquetOptions {
        progress: Some(progress.clone()),
    };
    let summary =
        folio_export::write_parquet_with(&dao, &registry, None, &mut file, &options).unwrap();
    assert_eq!(
        (summary.rows, summary.columns, summary.row_groups),
        (20_000, 3, 1),
        "class, id, json"
    );
    assert_eq!(
        progress.load(std::sync::atomic::Ordering::Relaxed),
        5 + 20_000
    );
    let reader = ParquetRecordBatchReaderBuilder::try_new(file)
        .unwrap()
        .build()
        .unwrap();
    let mut row = 0;
    for batch in reader {
        let batch = batch.unwrap();
        let ids = batch
            .column(1)
            .as_primitive::<arrow_array::types::Int64Type>();
        let json = batch.column(2);
        for r in 0..batch.num_rows() {
            assert_eq!(ids.value(r), row, "the `id` key is an int64 column");
            assert!(
                json.is_null(r),
                "every key has its column: the row is whole"
            );
            row += 1;
        }
    }
    assert_eq!(
        row, 20_000,
        "rows across several Arrow batches, in id order"
    );
}
