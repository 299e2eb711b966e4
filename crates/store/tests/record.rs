//! Records against the plain model they replace: a `Vec<Option<Value>>`, one entry per slot.

use folio_models::Registry;
use folio_store::{
    merge, ByteReader, Class, Fields, Map, Object, Record, RecordBuilder, Value, ValueRef,
};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Models `t.W1` .. `t.W40` (that many properties `p0`, `p1`, ...), for reading records of
/// every width back by name; `t.M` and `t.Inner` for merges.
fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| {
        let mut models = Vec::new();
        for width in 1..=40 {
            let props: Vec<String> = (0..width)
                .map(|i| format!(r#"{{ name: "p{i}", type: "Object" }}"#))
                .collect();
            models.push(format!(
                r#"{{ class: "t.W{width}", ids: ["p0"], properties: [ {} ] }}"#,
                props.join(", ")
            ));
        }
        models.push(
            r#"{ class: "t.Inner", ids: ["x"], properties: [
                { name: "x", type: "String" }, { name: "y", type: "Long" }, { name: "z", type: "Object" } ] }"#
                .to_string(),
        );
        models.push(
            r#"{ class: "t.M", ids: ["id"], properties: [
                { name: "id", type: "Long" }, { name: "s", type: "String" },
                { name: "d", type: "Double" }, { name: "child", type: "FObject", of: "t.Inner" },
                { name: "m", type: "Map" }, { name: "tags", type: "StringArray" },
                { name: "b", type: "Boolean" }, { name: "when", type: "DateTime" },
                { name: "any", type: "Object" } ] }"#
                .to_string(),
        );
        let text = format!("{{ models: [ {} ] }}", models.join(", "));
        Registry::from_slice(text.as_bytes()).unwrap()
    })
}

/// Strings of 0..64 bytes and more: ASCII, around the 8-byte inline limit, unicode.
fn text() -> impl Strategy<Value = String> {
    prop_oneof!["[a-z]{0,12}", "\\PC{0,64}", "[αβγ€😀a]{0,20}",]
}

fn leaf() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::Int),
        "-?[1-9][0-9]{19,25}".prop_map(|s| Value::BigInt(s.into())),
        any::<f64>()
            .prop_filter("NaN is not equal to itself", |f| !f.is_nan())
            .prop_map(Value::Float),
        text().prop_map(|s| Value::Str(s.into())),
        any::<i64>().prop_map(Value::Date),
        any::<i32>().prop_map(Value::Enum),
        text().prop_map(|s| Value::Class(s.into())),
    ]
}

/// Every kind of value, the rare ones (arrays, maps, objects) one level deep.
fn value() -> impl Strategy<Value = Value> {
    prop_oneof![
        4 => leaf(),
        1 => prop::collection::vec(leaf(), 0..4).prop_map(|v| Value::Array(v.into())),
        1 => prop::collection::vec((text(), leaf()), 0..4).prop_map(|kv| {
            Value::Map(Box::new(kv.into_iter().map(|(k, v)| (k.into_boxed_str(), v)).collect()))
        }),
        1 => prop::collection::vec((text(), leaf()), 0..3).prop_map(|kv| {
            let map: Map = kv.into_iter().map(|(k, v)| (k.into_boxed_str(), v)).collect();
            Value::Object(Box::new(Object::generic(Class::named("g.G"), map)))
        }),
    ]
}

/// Writes `value` into slot `index`, through the fast setter of its kind where there is one.
fn set(b: &mut RecordBuilder, index: usize, value: Value) {
    match value {
        Value::Int(i) => b.set_int(index, i),
        Value::Float(f) => b.set_float(index, f),
        Value::Date(ms) => b.set_date(index, ms),
        Value::Str(s) => b.set_str(index, &s),
        value => b.set_value(index, value),
    }
}

/// A record and its plain model, built by `ops` (a set, or with `None` an unset), in order.
fn build(width: usize, ops: &[(usize, Option<Value>)]) -> (Record, Vec<Option<Value>>) {
    let mut model = vec![None; width];
    let record = RecordBuilder::with(|b| {
        b.start(width);
        for (index, value) in ops {
            let index = index % width;
            match value {
                Some(value) => set(b, index, value.clone()),
                None => {
                    b.take(index);
                }
            }
            model[index] = value.clone();
        }
        b.finish()
    });
    (record, model)
}

fn ops() -> impl Strategy<Value = (usize, Vec<(usize, Option<Value>)>)> {
    (1usize..=40).prop_flat_map(|width| {
        let op = (0..width, prop::option::weighted(0.9, value()));
        (Just(width), prop::collection::vec(op, 0..80))
    })
}

fn check(record: &Record, model: &[Option<Value>]) -> Result<(), TestCaseError> {
    prop_assert_eq!(record.width(), model.len());
    prop_assert_eq!(record.count(), model.iter().flatten().count());
    for (index, want) in model.iter().enumerate() {
        prop_assert_eq!(
            record.slot(index),
            want.as_ref().map(Value::as_ref),
            "slot {}",
            index
        );
    }
    let want: Vec<(usize, ValueRef<'_>)> = model
        .iter()
        .enumerate()
        .filter_map(|(i, v)| v.as_ref().map(|v| (i, v.as_ref())))
        .collect();
    prop_assert_eq!(record.iter().collect::<Vec<_>>(), want);
    prop_assert_eq!(&record.to_slots(), model);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn a_record_reads_back_what_was_set((width, ops) in ops()) {
        let (record, model) = build(width, &ops);
        check(&record, &model)?;
        // Exactly sized: values set over (or taken) take no room.
        prop_assert_eq!(record.heap_bytes(), Record::from_slots(model.clone()).heap_bytes());

        // Through an object: by name and in order.
        let reg = registry();
        let id = reg.model_id(&format!("t.W{width}")).unwrap();
        let object = Object { class: Class::Model(id), fields: Fields::Typed(record.clone()) };
        for (index, want) in model.iter().enumerate() {
            prop_assert_eq!(object.get(&format!("p{index}"), reg), want.as_ref().map(Value::as_ref));
            prop_assert_eq!(object.slot(index), want.as_ref().map(Value::as_ref));
        }
        let names: Vec<String> = object.iter(reg).map(|(name, _)| name.to_string()).collect();
        let want: Vec<String> = model
            .iter()
            .enumerate()
            .filter(|(_, v)| v.is_some())
            .map(|(i, _)| format!("p{i}"))
            .collect();
        prop_assert_eq!(names, want);

        // As bytes and back (`Object::write_bytes`, a snapshot's layout): the same record, and
        // the same bytes again.
        let mut bytes = Vec::new();
        object.write_bytes(&mut bytes);
        let mut reader = ByteReader::new(&bytes);
        let read = Object::read_bytes(&mut reader, reg).unwrap();
        prop_assert_eq!(reader.remaining(), 0);
        prop_assert!(read.identical(&object));
        let Fields::Typed(read_record) = &read.fields else { unreachable!("typed") };
        check(read_record, &model)?;
        let mut again = Vec::new();
        read.write_bytes(&mut again);
        prop_assert_eq!(again, bytes);

        // Clones own their rare values; a reloaded record is the same record.
        let copy = record.clone();
        drop(record);
        check(&copy, &model)?;
        let reloaded = RecordBuilder::with(|b| {
            b.load(copy.clone());
            b.finish()
        });
        prop_assert_eq!(&reloaded, &copy);
        check(&reloaded, &model)?;

        // Taking a slot out leaves the rest.
        let mut taken = copy;
        let mut rest = model.clone();
        for index in (0..width).step_by(3) {
            prop_assert_eq!(taken.take(index), rest[index].take());
        }
        check(&taken, &rest)?;
    }

    #[test]
    fn merge_on_records_is_merge_on_slots(
        old in prop::collection::vec(prop::option::of(slot_value()), 9),
        new in prop::collection::vec(prop::option::of(slot_value()), 9),
    ) {
        // The FObject `child` holds t.Inner objects or non-objects: merging generic objects
        // there is the generic merge's business, tested with it.
        let (old, new) = (only_inner_child(old), only_inner_child(new));
        let reg = registry();
        let m = reg.model_id("t.M").unwrap();
        let object = |slots: &[Option<Value>]| Object {
            class: Class::Model(m),
            fields: Fields::Typed(Record::from_slots(slots.to_vec())),
        };
        let merged = merge(object(&old), object(&new), reg);
        let want = plain_merge(&old, &new, reg);
        let Fields::Typed(record) = &merged.fields else { panic!("typed") };
        prop_assert_eq!(record.to_slots(), want);
    }
}

fn only_inner_child(mut slots: Vec<Option<Value>>) -> Vec<Option<Value>> {
    if let Some(Value::Object(o)) = &slots[3] {
        if !matches!(o.class, Class::Model(_)) {
            slots[3] = Some(Value::Null);
        }
    }
    slots
}

/// A value for a slot of `t.M`: any kind, or a `t.Inner` (for the FObject `child`).
fn slot_value() -> impl Strategy<Value = Value> {
    prop_oneof![
        2 => value(),
        1 => prop::collection::vec(prop::option::of(leaf()), 3).prop_map(|slots| {
            let reg = registry();
            Value::Object(Box::new(Object {
                class: Class::Model(reg.model_id("t.Inner").unwrap()),
                fields: Fields::Typed(Record::from_slots(slots)),
            }))
        }),
    ]
}

/// The `p` merge on plain slots: a set slot overwrites; an FObject slot whose old and new
/// values are both objects of the same model merges slot by slot (t.Inner has no FObjects).
fn plain_merge(old: &[Option<Value>], new: &[Option<Value>], reg: &Registry) -> Vec<Option<Value>> {
    let model = reg.model(reg.model_id("t.M").unwrap());
    let mut out = old.to_vec();
    for (index, value) in new.iter().enumerate() {
        let Some(value) = value else { continue };
        let fobject = model.properties[index].ty == folio_models::PropType::FObject;
        out[index] = Some(match (&old[index], value) {
            (Some(Value::Object(o)), Value::Object(n)) if fobject && o.class == n.class => {
                let (Fields::Typed(o), Fields::Typed(n)) = (&o.fields, &n.fields) else {
                    panic!("t.Inner is typed")
                };
                let (o, n) = (o.to_slots(), n.to_slots());
                let slots = o.into_iter().zip(n).map(|(o, n)| n.or(o)).collect();
                Value::Object(Box::new(Object {
                    class: Class::Model(reg.model_id("t.Inner").unwrap()),
                    fields: Fields::Typed(Record::from_slots(slots)),
                }))
            }
            _ => value.clone(),
        });
    }
    out
}

/// The memory a BenchmarkModel object's record takes, for the first entry `folio gen` writes
/// (printed with `cargo test -p folio-store --test record -- --nocapture`).
#[test]
fn benchmark_record_bytes() {
    let reg =
        Registry::from_slice(include_bytes!("../../gen/models/benchmark-models.json")).unwrap();
    let model = reg.model(reg.model_id("foam.dao.test.BenchmarkModel").unwrap());
    let mut slots = vec![None; model.properties.len()];
    for (i, prop) in model.properties.iter().enumerate() {
        use folio_models::PropType as T;
        slots[i] = Some(match prop.ty {
            T::String => Value::Str("fuel digital".into()),
            T::Long | T::Int | T::Reference => Value::Int(145_611),
            T::Double => Value::Float(18_644.55),
            T::Date | T::DateTime => Value::Date(1_700_000_046_996),
            T::Boolean => Value::Bool(true),
            T::Enum => Value::Enum(1),
            T::StringArray => Value::Array(vec![Value::Str("manual".into())].into()),
            _ => Value::Map(Box::new(Map::new())),
        });
    }
    let record = Record::from_slots(slots);
    println!(
        "BenchmarkModel: {} properties, record {} bytes",
        model.properties.len(),
        record.heap_bytes()
    );
    assert!(record.heap_bytes() < 49 * 24);
}
