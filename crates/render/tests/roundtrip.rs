//! parse(render(x)) == x for every shape of object the store can hold, in both styles, through
//! the readers that read them: journal style through framing and both decoders, strict JSON
//! through serde_json and the dialect parser. And for `p` deltas: `c(old)` then
//! `p(delta(old, new))` replays to `new` whenever `new` is `merge(old, patch)`.

mod common;

use common::{apply, decode, entries, registry};
use folio_models::Registry;
use folio_store::{merge, Class, Dao, Fields, Id, Map, Object, Value, ValueRef};
use proptest::collection::vec;
use proptest::prelude::*;
use std::sync::OnceLock;

fn reg() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(registry)
}

/// A typed object of `class` with the given fields set (by canonical name).
fn typed(class: &str, fields: Vec<(&str, Option<Value>)>) -> Object {
    let id = reg().model_id(class).expect("a test model");
    let mut object = Object::typed(id, reg());
    let model = reg().model(id);
    let Fields::Typed(record) = &mut object.fields else {
        unreachable!()
    };
    for (name, value) in fields {
        record.set(model.property(name).expect("a test property"), value);
    }
    object
}

fn text() -> BoxedStrategy<String> {
    let tricky = prop_oneof![
        Just('"'),
        Just('\\'),
        Just('\n'),
        Just('\r'),
        Just('\t'),
        Just('\u{0}'),
        Just('\u{1f}'),
        Just('\u{7f}'),
        Just('\''),
        Just('`'),
        Just('/'),
        Just('}'),
        Just('é'),
        Just('\u{2028}'),
        Just('\u{fffd}'),
        Just('😀'),
        Just('\u{10ffff}'),
        Just('a'),
    ];
    prop_oneof![
        "[a-zA-Z0-9 .:_-]{0,12}",
        vec(tricky, 0..8).prop_map(String::from_iter),
        vec(any::<char>(), 0..8).prop_map(String::from_iter),
    ]
    .boxed()
}

fn key() -> BoxedStrategy<String> {
    prop_oneof![3 => "[a-zA-Z_$][a-zA-Z0-9_$]{0,6}", 1 => text()].boxed()
}

fn double() -> BoxedStrategy<f64> {
    prop_oneof![
        any::<f64>().prop_filter("finite", |f| f.is_finite()),
        prop_oneof![
            Just(100.0),
            Just(0.1 + 0.2),
            Just(1e7),
            Just(1e-3),
            Just(1e-4),
            Just(5e-324),
            Just(f64::MAX)
        ],
        (-1_000_000i64..1_000_000).prop_map(|i| i as f64 / 100.0),
    ]
    .boxed()
}

/// Values of untyped context (generic objects; Array, List, Object properties): what the
/// decoder makes of any written value there.
fn untyped() -> BoxedStrategy<Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::Int),
        "-?[1-9][0-9]{19,24}".prop_map(|s| Value::BigInt(s.into())),
        double().prop_map(Value::Float),
        text().prop_map(|s| Value::Str(s.into())),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            vec(inner.clone(), 0..4).prop_map(|items| Value::Array(items.into())),
            // A class-less object: a map, unless its first key is `class` with a string.
            vec((key(), inner.clone()), 0..4)
                .prop_filter("no class first", |m| {
                    !matches!(m.first(), Some((k, Value::Str(_))) if k == "class")
                })
                .prop_map(|m| Value::Map(Box::new(to_map(m)))),
            generic_fields(inner.clone()).prop_map(|fields| Value::Object(Box::new(
                Object::generic(Class::named("g.Thing"), fields)
            ))),
            child().prop_map(|o| Value::Object(Box::new(o))),
        ]
    })
    .boxed()
}

fn to_map(entries: Vec<(String, Value)>) -> Map {
    entries
        .into_iter()
        .map(|(k, v)| (k.into_boxed_str(), v))
        .collect()
}

/// The fields of a generic object with a class: anything but a `class` key (the class took it).
fn generic_fields(value: BoxedStrategy<Value>) -> BoxedStrategy<Map> {
    vec(
        (key().prop_filter("not class", |k| k != "class"), value),
        0..5,
    )
    .prop_map(to_map)
    .boxed()
}

/// A `t.Child`, with another one nested in `inner` or not.
fn child() -> BoxedStrategy<Object> {
    let leaf_child = (
        proptest::option::of(text()),
        proptest::option::of(text()),
        proptest::option::of(any::<i64>()),
    )
        .prop_map(|(id, label, n)| {
            typed(
                "t.Child",
                vec![
                    ("id", id.map(|s| Value::Str(s.into()))),
                    ("label", label.map(|s| Value::Str(s.into()))),
                    ("n", n.map(Value::Int)),
                ],
            )
        });
    (leaf_child.clone(), proptest::option::of(leaf_child))
        .prop_map(|(mut outer, inner)| {
            if let Some(inner) = inner {
                let model = reg().model(reg().model_id("t.Child").unwrap());
                if let Fields::Typed(record) = &mut outer.fields {
                    record.set(
                        model.property("inner").unwrap(),
                        Some(Value::Object(Box::new(inner))),
                    );
                }
            }
            outer
        })
        .boxed()
}

fn pair() -> BoxedStrategy<Object> {
    (
        proptest::option::of(text()),
        proptest::option::of(any::<i64>()),
        proptest::option::of(double()),
    )
        .prop_map(|(a, b, v)| {
            typed(
                "t.Pair",
                vec![
                    ("a", a.map(|s| Value::Str(s.into()))),
                    ("b", b.map(Value::Int)),
                    ("v", v.map(Value::Float)),
                ],
            )
        })
        .boxed()
}

/// An object where an FObject property holds one: of the property's class, another model, or
/// a class with no model.
fn fobject() -> BoxedStrategy<Object> {
    prop_oneof![
        2 => child(),
        1 => pair(),
        1 => generic_fields(untyped()).prop_map(|f| Object::generic(Class::named("g.Thing"), f)),
    ]
    .boxed()
}

fn nullable(s: BoxedStrategy<Value>) -> BoxedStrategy<Value> {
    prop_oneof![1 => Just(Value::Null), 4 => s].boxed()
}

/// A value of each property type of `t.All`, as the decoder stores it.
fn all_fields() -> BoxedStrategy<Vec<(&'static str, Option<Value>)>> {
    let s = |v: BoxedStrategy<Value>| proptest::option::of(v).boxed();
    let str_value = text().prop_map(|s| Value::Str(s.into())).boxed();
    let objects = || fobject().prop_map(|o| Value::Object(Box::new(o)));
    let props: Vec<(&'static str, BoxedStrategy<Option<Value>>)> = vec![
        ("id", s(any::<i64>().prop_map(Value::Int).boxed())),
        ("str", s(str_value.clone())),
        ("long", s(any::<i64>().prop_map(Value::Int).boxed())),
        (
            "int",
            s(any::<i32>().prop_map(|i| Value::Int(i.into())).boxed()),
        ),
        (
            "short",
            s(any::<i16>().prop_map(|i| Value::Int(i.into())).boxed()),
        ),
        (
            "byte",
            s(any::<i8>().prop_map(|i| Value::Int(i.into())).boxed()),
        ),
        ("dbl", s(double().prop_map(Value::Float).boxed())),
        ("flt", s(double().prop_map(Value::Float).boxed())),
        ("bool", s(any::<bool>().prop_map(Value::Bool).boxed())),
        (
            "date",
            // A Date property holds noon UTC of its day (docs/semantics.md, the Date rule), and
            // reads back as itself from 1970 on; before 1970 FOAM's rule moves a noon one day
            // nearer 1970 at each reading, so those are not states that read back.
            s(nullable(
                (0..(1i64 << 35))
                    .prop_map(|day| Value::Date(day * 86_400_000 + 43_200_000))
                    .boxed(),
            )),
        ),
        (
            "dateTime",
            s(nullable(
                (0i64..4_000_000_000_000).prop_map(Value::Date).boxed(),
            )),
        ),
        (
            "state",
            s(prop_oneof![Just(0), Just(5), Just(9)]
                .prop_map(Value::Enum)
                .boxed()),
        ),
        ("refLong", s(any::<i64>().prop_map(Value::Int).boxed())),
        ("refStr", s(str_value.clone())),
        (
            "strs",
            s(nullable(
                vec(str_value.clone(), 0..4)
                    .prop_map(|v| Value::Array(v.into()))
                    .boxed(),
            )),
        ),
        ("child", s(nullable(objects().boxed()))),
        (
            "children",
            s(nullable(
                vec(objects(), 0..3)
                    .prop_map(|v| Value::Array(v.into()))
                    .boxed(),
            )),
        ),
        (
            "arr",
            s(nullable(
                vec(untyped(), 0..4)
                    .prop_map(|v| Value::Array(v.into()))
                    .boxed(),
            )),
        ),
        (
            "list",
            s(nullable(
                vec(untyped(), 0..4)
                    .prop_map(|v| Value::Array(v.into()))
                    .boxed(),
            )),
        ),
        (
            // A Map property keeps every key as written, a `class` first included.
            "map",
            s(nullable(
                vec(
                    (
                        prop_oneof![1 => Just("class".to_string()), 3 => key()],
                        untyped(),
                    ),
                    0..4,
                )
                .prop_map(|m| Value::Map(Box::new(to_map(m))))
                .boxed(),
            )),
        ),
        (
            "cls",
            s(nullable(
                text().prop_map(|s| Value::Class(s.into())).boxed(),
            )),
        ),
        ("obj", s(untyped())),
        ("odd-key", s(str_value)),
    ];
    let (names, strategies): (Vec<_>, Vec<_>) = props.into_iter().unzip();
    strategies
        .prop_map(move |values| names.iter().copied().zip(values).collect())
        .boxed()
}

fn all() -> BoxedStrategy<Object> {
    all_fields().prop_map(|f| typed("t.All", f)).boxed()
}

fn generic_named() -> BoxedStrategy<Object> {
    generic_fields(untyped())
        .prop_map(|f| Object::generic(Class::named("g.Thing"), f))
        .boxed()
}

fn anonymous() -> BoxedStrategy<Object> {
    vec((key(), untyped()), 0..5)
        .prop_filter(
            "no class first",
            |m| !matches!(m.first(), Some((k, Value::Str(_))) if k == "class"),
        )
        .prop_map(|m| Object::generic(Class::Anonymous, to_map(m)))
        .boxed()
}

/// A top-level object and a default class for its DAO: none, its own, or another one.
fn object_and_default() -> BoxedStrategy<(Object, Option<&'static str>)> {
    let defaults =
        |own: &'static str| prop_oneof![Just(None), Just(Some(own)), Just(Some("t.Child"))];
    prop_oneof![
        3 => (all(), defaults("t.All")),
        1 => (pair(), defaults("t.Pair")),
        1 => (generic_named(), defaults("g.Thing")),
        1 => anonymous().prop_map(|o| (o, None)),
    ]
    .boxed()
}

/// serde_json (without its `float_roundtrip` feature) rounds some decimals to a few ulps from
/// the nearest double (more at extreme exponents); the exact reading is the dialect parser's,
/// checked separately. So here: the same number to 14 significant digits.
fn close(a: f64, b: f64) -> bool {
    a == b || (a - b).abs() <= 1e-14 * a.abs().max(b.abs())
}

/// Strict JSON as serde_json reads it and as the dialect parser reads it: the same document.
fn same_document(json: &serde_json::Value, raw: &folio_dialect::Value) -> bool {
    use folio_dialect::Value as R;
    use serde_json::Value as J;
    match (json, raw) {
        (J::Null, R::Null) => true,
        (J::Bool(a), R::Bool(b)) => a == b,
        (J::Number(n), R::Int(i)) => n.as_i64() == Some(*i),
        (J::Number(n), R::Float(f)) => n.as_f64().is_some_and(|g| close(g, *f)),
        (J::Number(n), R::BigInt(text)) => {
            n.as_f64().is_some_and(|g| close(g, text.parse().unwrap()))
        }
        (J::String(a), R::Str(b)) => a == b,
        (J::Array(a), R::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same_document(x, y))
        }
        (J::Object(a), R::Object(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b.iter())
                    .all(|((ka, va), (kb, vb))| ka == kb && same_document(va, vb))
        }
        _ => false,
    }
}

proptest! {
    #[test]
    fn journal_create_reads_back((object, default) in object_and_default()) {
        let mut out = Vec::new();
        folio_render::write_create(&object, default, reg(), &mut out);
        prop_assert!(out.iter().all(|b| (0x20..0x7F).contains(b) || *b == b'\n'));
        prop_assert_eq!(out.iter().filter(|&&b| b == b'\n').count(), 1);
        prop_assert!(out.starts_with(b"c({") && out.ends_with(b"})\n"), "one c( line");
        let read = entries(&out);
        prop_assert_eq!(read.len(), 1);
        prop_assert_eq!(read[0].0, 'c');
        prop_assert_eq!(decode(&read[0].1, default, reg()), object.clone());
        let mut again = Vec::new();
        folio_render::write_create(&object, default, reg(), &mut again);
        prop_assert_eq!(again, out);
    }

    #[test]
    fn json_reads_back((object, _) in object_and_default()) {
        let mut out = Vec::new();
        folio_render::write_object(&object, reg(), &mut out);
        prop_assert!(out.iter().all(|b| (0x20..0x7F).contains(b)));
        let json: serde_json::Value = serde_json::from_slice(&out)
            .map_err(|e| TestCaseError::fail(format!("{e}: {}", String::from_utf8_lossy(&out))))?;
        let (raw, _) = folio_dialect::parse_value(&out).unwrap();
        prop_assert!(same_document(&json, &raw), "{}", String::from_utf8_lossy(&out));
        // With `"class"` always first, the DAO's default class does not matter.
        if object.class != Class::Anonymous {
            prop_assert_eq!(decode(&out, Some("t.Child"), reg()), object.clone());
        }
        prop_assert_eq!(decode(&out, None, reg()), object);
    }

    #[test]
    fn remove_names_the_same_id((object, default) in object_and_default()) {
        let mut out = Vec::new();
        folio_render::write_remove(&object, default, reg(), &mut out);
        let read = entries(&out);
        prop_assert_eq!(read[0].0, 'r');
        let back = decode(&read[0].1, default, reg());
        prop_assert!(Id::is_present(&back, reg()));
        prop_assert_eq!(Id::of(&back, reg()).ok(), Id::of(&object, reg()).ok());
        prop_assert_eq!(back.class, object.class);
    }

    #[test]
    fn put_delta_replays_to_the_merge(
        (old, default) in object_and_default(),
        patch in object_and_default(),
        other_class in any::<bool>(),
    ) {
        let patch = same_id(&old, patch.0, other_class);
        let new = merge(old.clone(), patch, reg());
        let mut journal = Vec::new();
        folio_render::write_create(&old, default, reg(), &mut journal);
        folio_render::write_put(&old, &new, default, reg(), &mut journal);
        let mut dao = Dao::new("t");
        apply(&journal, &mut dao, default, reg());
        let id = Id::of(&new, reg()).unwrap();
        prop_assert_eq!(dao.len(), 1);
        prop_assert_eq!(dao.get(&id), Some(&new), "{}", String::from_utf8_lossy(&journal));
    }
}

/// A patch for `old`: of old's class, with old's id (a put merges into the object of its id),
/// or, for generic objects when `other_class`, of another class with that id.
fn same_id(old: &Object, patch: Object, other_class: bool) -> Object {
    match (&old.class, &old.fields) {
        (Class::Model(model_id), Fields::Typed(old_record)) => {
            // The patch's values for old's model, from a patch of the same model if it is one.
            let mut out = Object::typed(*model_id, reg());
            let Fields::Typed(record) = &mut out.fields else {
                unreachable!()
            };
            if patch.class == old.class {
                if let Fields::Typed(p) = patch.fields {
                    *record = p;
                }
            }
            for &i in reg().model(*model_id).ids.iter() {
                record.set(i, old_record.slot(i).map(|v| v.to_value()));
            }
            out
        }
        (_, Fields::Generic(old_map)) => {
            let fields: Vec<(Box<str>, Value)> = match patch.fields {
                Fields::Generic(map) => map.into_entries(),
                Fields::Typed(_) => Vec::new(),
            };
            let mut map: Map = fields.into_iter().filter(|(k, _)| &**k != "id").collect();
            if let Some(id) = old_map.get("id") {
                map.insert("id".into(), id.to_value());
            }
            let class = if other_class {
                Class::named("g.Other")
            } else {
                old.class.clone()
            };
            if class == Class::Anonymous
                && matches!(map.iter().next(), Some(("class", ValueRef::Str(_))))
            {
                return Object::generic(Class::Anonymous, Map::new());
            }
            let map = if class != Class::Anonymous {
                map.into_entries()
                    .into_iter()
                    .filter(|(k, _)| &**k != "class")
                    .collect()
            } else {
                map
            };
            Object::generic(class, map)
        }
        _ => unreachable!(),
    }
}
