//! The mapping of a DAO to a table (`folio_export::Table`), shared by the Parquet export and
//! SQL: which columns a DAO gets, which cell each value lands in, and when `json` holds the
//! whole object (exactly when the other columns do not).

use arrow_array::cast::AsArray;
use arrow_array::types::{Float64Type, Int64Type};
use arrow_array::{Array, RecordBatch};
use arrow_schema::DataType;
use folio_export::{Source, Table};
use folio_models::Registry;
use folio_store::{Class, CompactString, Dao, Fields, Id, Map, Object, Op, Value};

/// Two models that share `id` and `name` (with different types for `size`), one that nests
/// another, one that holds itself, and one with arrays.
const REGISTRY: &str = r#"{
  "models": [
    {"class": "t.A", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"}, {"name": "name", "type": "String"},
      {"name": "size", "type": "Int"}, {"name": "home", "type": "FObject", "of": "t.Address"}]},
    {"class": "t.B", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"}, {"name": "size", "type": "String"},
      {"name": "extra", "type": "Boolean"}]},
    {"class": "t.Address", "ids": ["city"], "properties": [
      {"name": "city", "type": "String"}, {"name": "zip", "type": "Int"}]},
    {"class": "t.Node", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"}, {"name": "next", "type": "FObject", "of": "t.Node"}]},
    {"class": "t.Route", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"}, {"name": "stops", "type": "FObjectArray", "of": "t.Address"},
      {"name": "tags", "type": "StringArray"}, {"name": "misc", "type": "Array"},
      {"name": "loose", "type": "FObjectArray", "of": "t.Unmodelled"}]}
  ]
}"#;

fn registry() -> Registry {
    Registry::from_slice(REGISTRY.as_bytes()).unwrap()
}

fn s(text: &str) -> Value {
    Value::Str(CompactString::from(text))
}

fn typed(registry: &Registry, class: &str, values: &[(&str, Value)]) -> Object {
    let model = registry.model_id(class).unwrap();
    let mut object = Object::typed(model, registry);
    let Fields::Typed(record) = &mut object.fields else {
        unreachable!()
    };
    for (name, value) in values {
        let slot = registry.model(model).property(name).unwrap();
        record.set(slot, Some(value.clone()));
    }
    object
}

fn generic(values: &[(&str, Value)]) -> Object {
    let mut fields = Map::new();
    for (k, v) in values {
        fields.insert((*k).into(), v.clone());
    }
    Object::generic(Class::named("g.X"), fields)
}

fn dao_of(objects: Vec<(i64, Object)>) -> Dao {
    let mut dao = Dao::new("d");
    for (id, object) in objects {
        dao.apply(Op::Create, Id::Int(id), object, &Registry::empty());
    }
    dao
}

fn names(table: &Table<'_>) -> Vec<String> {
    table.columns().iter().map(|c| c.name.clone()).collect()
}

fn batch(table: &Table<'_>, dao: &Dao) -> RecordBatch {
    table.batch(&dao.sorted(), None).unwrap()
}

fn json_cells(batch: &RecordBatch) -> Vec<Option<String>> {
    let json = batch.column(batch.num_columns() - 1).as_string::<i32>();
    (0..json.len())
        .map(|r| (!json.is_null(r)).then(|| json.value(r).to_owned()))
        .collect()
}

#[test]
fn a_dao_of_two_models_has_the_union_of_their_properties() {
    let registry = registry();
    let dao = dao_of(vec![
        (
            1,
            typed(
                &registry,
                "t.A",
                &[
                    ("id", Value::Int(1)),
                    ("name", s("a")),
                    ("size", Value::Int(3)),
                ],
            ),
        ),
        (
            2,
            typed(
                &registry,
                "t.B",
                &[
                    ("id", Value::Int(2)),
                    ("size", s("L")),
                    ("extra", Value::Bool(true)),
                ],
            ),
        ),
    ]);
    let table = Table::of(&dao, &registry, Some("t.A"));
    // The default class's properties first, then the other model's new ones; `size` keeps the
    // default class's type.
    assert_eq!(
        names(&table),
        ["class", "id", "name", "size", "home", "extra", "json"]
    );
    let b = batch(&table, &dao);
    assert_eq!(b.column(3).data_type(), &DataType::Int32);
    let extra = b.column(5).as_boolean();
    assert!(
        extra.is_null(0) && extra.value(1),
        "t.B's own property has its cells"
    );
    assert_eq!(b.column(1).as_primitive::<Int64Type>().value(1), 2);
    // t.B's `size` is text, which the int column cannot hold: that row keeps the whole object.
    assert!(b.column(3).is_null(1));
    assert_eq!(
        json_cells(&b),
        [
            None,
            Some(r#"{"class":"t.B","id":2,"size":"L","extra":true}"#.to_owned())
        ]
    );
}

#[test]
fn a_modelled_fobject_is_a_struct_and_a_model_of_itself_stops() {
    let registry = registry();
    let address = typed(
        &registry,
        "t.Address",
        &[("city", s("Bern")), ("zip", Value::Int(3000))],
    );
    let dao = dao_of(vec![(
        1,
        typed(
            &registry,
            "t.A",
            &[
                ("id", Value::Int(1)),
                ("home", Value::Object(Box::new(address))),
            ],
        ),
    )]);
    let table = Table::of(&dao, &registry, Some("t.A"));
    let b = batch(&table, &dao);
    let home = b.column_by_name("home").unwrap().as_struct();
    assert_eq!(home.column_names(), ["city", "zip"]);
    assert_eq!(home.column(0).as_string::<i32>().value(0), "Bern");
    assert_eq!(
        json_cells(&b),
        [None],
        "a struct holds the nested object whole"
    );

    // A model that holds itself nests a few levels, then is JSON text.
    let nodes = Table::for_model(&registry, registry.model_id("t.Node"));
    let mut ty = nodes.columns()[2].kind.data_type();
    let mut depth = 0;
    while let DataType::Struct(fields) = ty {
        ty = fields[1].data_type().clone();
        depth += 1;
    }
    assert_eq!((depth, ty), (3, DataType::Utf8));
}

#[test]
fn arrays_of_modelled_objects_are_lists_of_structs() {
    let registry = registry();
    let address = |city: &str, zip: i64| {
        Value::Object(Box::new(typed(
            &registry,
            "t.Address",
            &[("city", s(city)), ("zip", Value::Int(zip))],
        )))
    };
    let node = Value::Object(Box::new(typed(
        &registry,
        "t.Node",
        &[("id", Value::Int(9))],
    )));
    let route = |id: i64, values: Vec<(&str, Value)>| {
        let mut values = values;
        values.push(("id", Value::Int(id)));
        (id, typed(&registry, "t.Route", &values))
    };
    let array = |items: Vec<Value>| Value::Array(items.into());
    let dao = dao_of(vec![
        route(
            1,
            vec![
                (
                    "stops",
                    array(vec![address("Bern", 3000), address("Basel", 4000)]),
                ),
                ("tags", array(vec![s("a"), s("b")])),
            ],
        ),
        // A null item and an item of another model: lists still, but not whole.
        route(
            2,
            vec![("stops", array(vec![address("Chur", 7000), Value::Null]))],
        ),
        route(3, vec![("stops", array(vec![node]))]),
        route(4, vec![("misc", array(vec![Value::Int(1), s("x")]))]),
    ]);
    let table = Table::of(&dao, &registry, Some("t.Route"));
    let kinds: Vec<DataType> = table.columns().iter().map(|c| c.kind.data_type()).collect();
    let DataType::List(stops) = &kinds[2] else {
        panic!("stops is {:?}", kinds[2]);
    };
    assert!(matches!(stops.data_type(), DataType::Struct(f) if f.len() == 2));
    assert!(matches!(&kinds[3], DataType::List(f) if f.data_type() == &DataType::Utf8));
    // An Array names no item type, and an FObjectArray of no model has no struct.
    assert_eq!((&kinds[4], &kinds[5]), (&DataType::Utf8, &DataType::Utf8));

    let b = batch(&table, &dao);
    let stops = b.column_by_name("stops").unwrap().as_list::<i32>();
    let cities = |row: usize| -> Vec<Option<String>> {
        let items = stops.value(row);
        let items = items.as_struct();
        let city = items.column(0).as_string::<i32>();
        (0..items.len())
            .map(|i| (!items.is_null(i)).then(|| city.value(i).to_owned()))
            .collect()
    };
    assert_eq!(
        cities(0),
        [Some("Bern".to_owned()), Some("Basel".to_owned())]
    );
    assert_eq!(cities(1), [Some("Chur".to_owned()), None]);
    assert_eq!(
        stops.value(2).len(),
        1,
        "an item of another model keeps its place"
    );
    // Unset, an FObjectArray is FOAM's fresh empty array: an empty list, not null.
    assert!(
        !stops.is_null(3) && stops.value(3).is_empty(),
        "no array, an empty list"
    );
    let tags = b.column_by_name("tags").unwrap().as_list::<i32>();
    assert_eq!(tags.value(0).as_string::<i32>().value(1), "b");
    let misc = b.column_by_name("misc").unwrap().as_string::<i32>();
    assert_eq!(misc.value(3), r#"[1,"x"]"#);
    let json = json_cells(&b);
    assert_eq!(json[0], None, "lists of whole items hold the object whole");
    assert!(json[1].as_deref().is_some_and(|j| j.contains("null")));
    assert!(json[2].as_deref().is_some_and(|j| j.contains("t.Node")));
    assert_eq!(json[3], None, "JSON text holds any array whole");
}

#[test]
fn keys_are_typed_by_what_their_values_agree_on() {
    let registry = Registry::empty();
    // (values of key `k` in three objects, the column type it gets)
    let cases: &[(&[Value], DataType)] = &[
        (
            &[Value::Int(1), Value::Int(2), Value::Null],
            DataType::Int64,
        ),
        (
            &[Value::Int(1), Value::Float(2.5), Value::Int(3)],
            DataType::Float64,
        ),
        (
            &[Value::Float(1.5), Value::Float(2.5), Value::Null],
            DataType::Float64,
        ),
        (
            &[Value::Bool(true), Value::Bool(false), Value::Null],
            DataType::Boolean,
        ),
        (&[s("a"), s("b"), Value::Null], DataType::Utf8),
        (&[s("a"), Value::Int(2), Value::Null], DataType::Utf8), // text: JSON
        (
            &[Value::Int(1 << 60), Value::Float(0.5), Value::Null],
            DataType::Utf8,
        ),
        (
            &[
                Value::Array(Box::new([Value::Int(1)])),
                Value::Null,
                Value::Null,
            ],
            DataType::Utf8,
        ),
    ];
    for (values, want) in cases {
        let dao = dao_of(
            values
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    (
                        i as i64,
                        generic(&[("id", Value::Int(i as i64)), ("k", v.clone())]),
                    )
                })
                .collect(),
        );
        let table = Table::of(&dao, &registry, None);
        assert_eq!(names(&table), ["class", "id", "k", "json"], "{values:?}");
        let b = batch(&table, &dao);
        assert_eq!(b.column(2).data_type(), want, "{values:?}");
        assert_eq!(
            json_cells(&b),
            [None, None, None],
            "{values:?}: rows are whole"
        );
    }
    // Mixed numbers: the integers are doubles of the same value.
    let dao = dao_of(vec![
        (1, generic(&[("id", Value::Int(1)), ("k", Value::Int(7))])),
        (
            2,
            generic(&[("id", Value::Int(2)), ("k", Value::Float(0.5))]),
        ),
    ]);
    let table = Table::of(&dao, &registry, None);
    let b = batch(&table, &dao);
    let k = b.column(2).as_primitive::<Float64Type>();
    assert_eq!((k.value(0), k.value(1)), (7.0, 0.5));
}

#[test]
fn json_holds_exactly_the_objects_the_columns_do_not() {
    let registry = registry();
    // A table worked out before a new key and a value of another kind were written: those
    // rows keep their whole object in `json`, the others none.
    let before = dao_of(vec![(
        1,
        generic(&[("id", Value::Int(1)), ("n", Value::Int(1))]),
    )]);
    let empty = Registry::empty();
    let table = Table::of(&before, &empty, None);
    let after = dao_of(vec![
        (1, generic(&[("id", Value::Int(1)), ("n", Value::Int(1))])),
        (2, generic(&[("id", Value::Int(2)), ("n", s("two"))])),
        (3, generic(&[("id", Value::Int(3)), ("new", Value::Int(3))])),
    ]);
    let b = table.batch(&after.sorted(), None).unwrap();
    assert_eq!(
        json_cells(&b),
        [
            None,
            Some(r#"{"class":"g.X","id":2,"n":"two"}"#.to_owned()),
            Some(r#"{"class":"g.X","id":3,"new":3}"#.to_owned())
        ]
    );
    // In a typed DAO, an object of a class with no model is kept in `json`.
    let dao = dao_of(vec![
        (1, typed(&registry, "t.A", &[("id", Value::Int(1))])),
        (2, generic(&[("id", Value::Int(2))])),
    ]);
    let table = Table::of(&dao, &registry, Some("t.A"));
    let b = batch(&table, &dao);
    assert_eq!(
        json_cells(&b),
        [None, Some(r#"{"class":"g.X","id":2}"#.to_owned())]
    );
    // A projection builds only the columns asked for, in the order asked.
    let projected = table.batch(&dao.sorted(), Some(&[2, 0])).unwrap();
    assert_eq!(projected.num_columns(), 2);
    assert_eq!(projected.schema().field(0).name(), "name");
    assert_eq!(table.columns()[0].source, Source::Class);
}
