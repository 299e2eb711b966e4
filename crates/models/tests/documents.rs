//! Table tests: small registry documents, each rule and decision of the crate docs, and every
//! kind of malformed document with the exact error it gives.

use folio_dialect::ErrorKind;
use folio_models::{
    EnumDef, Literal, ModelError, ModelId, Place, PropType, Property, Reason, Registry, Warning,
    WarningKind,
};

fn load(doc: &str) -> Registry {
    match Registry::from_slice(doc.as_bytes()) {
        Ok(r) => r,
        Err(e) => panic!("{doc}\n-> {e}"),
    }
}

fn model_place(index: usize, class: &str) -> Place {
    Place::Model {
        index,
        class: Some(class.into()),
    }
}

fn prop_place(model: usize, class: &str, index: usize, name: &str) -> Place {
    Place::Property {
        model,
        class: Some(class.into()),
        index,
        name: Some(name.into()),
    }
}

#[test]
fn empty_documents() {
    for doc in [
        "{}",
        "{ }\n",
        "// nothing yet\n{}",
        r#"{"models": null, "enums": null, "daos": null}"#,
        r#"{"models": [], "enums": [], "daos": {}}"#,
    ] {
        let r = load(doc);
        assert!(r.is_empty(), "{doc}");
        assert_eq!(r.len(), 0);
        assert_eq!(r.enums().count(), 0);
        assert_eq!(r.daos().count(), 0);
        assert!(r.warnings().is_empty());
    }
    assert!(Registry::empty().is_empty());
}

#[test]
fn the_design_example() {
    let r = load(
        r#"{ "models": [ { "class": "foam.core.auth.Region", "extends": "foam.core.FObject", "ids": ["code"],
                "properties": [ {"name": "code", "shortName": "c", "type": "String"},
                                {"name": "countryId", "type": "Reference", "of": "foam.core.auth.Country"} ] } ],
  "enums":  [ { "class": "foam.core.auth.LifecycleState", "values": ["PENDING","ACTIVE","REJECTED","DELETED"] } ],
  "daos":   { "regions": "foam.core.auth.Region" } }"#,
    );
    assert_eq!(r.len(), 1);
    let id = r.model_id("foam.core.auth.Region").unwrap();
    assert_eq!(id, ModelId(0));
    let m = r.model(id);
    assert_eq!(&*m.class, "foam.core.auth.Region");
    assert_eq!(m.extends.as_deref(), Some("foam.core.FObject"));
    assert_eq!(
        &*m.properties,
        &[
            Property {
                short_name: Some("c".into()),
                ..Property::new("code", PropType::String)
            },
            Property {
                of: Some("foam.core.auth.Country".into()),
                ..Property::new("countryId", PropType::Reference)
            },
        ]
    );
    assert_eq!(&*m.ids, &[0]);
    assert_eq!(m.slot(b"code"), Some(0));
    assert_eq!(m.slot(b"c"), Some(0));
    assert_eq!(m.slot(b"countryId"), Some(1));
    assert_eq!(m.slot(b"id"), None);
    assert_eq!(m.property("code"), Some(0));
    assert_eq!(m.property("c"), None);
    let e = r.enum_def("foam.core.auth.LifecycleState").unwrap();
    assert_eq!(
        *e,
        EnumDef::new(
            "foam.core.auth.LifecycleState",
            &["PENDING", "ACTIVE", "REJECTED", "DELETED"]
        )
    );
    assert_eq!(r.dao_class("regions"), Some("foam.core.auth.Region"));
    assert_eq!(r.dao_class("countries"), None);
    assert_eq!(
        r.model_by_class("foam.core.auth.Country")
            .map(|m| &*m.class),
        None
    );
    assert!(
        r.enum_def("foam.core.auth.Region").is_none(),
        "models are not enums"
    );
    assert!(r.warnings().is_empty());
}

#[test]
fn lenient_syntax_loads_the_same() {
    let strict = load(
        r#"{"models": [{"class": "a.B", "ids": ["k"], "properties": [
             {"name": "k", "shortName": "kk", "type": "Long"},
             {"name": "s", "type": "String", "of": "x.Y"}]}],
           "enums": [{"class": "a.E", "values": ["X", "Y"], "ordinals": [3, -1]}],
           "daos": {"bs": "a.B"}}"#,
    );
    let lenient = load(
        "// the registry, hand-written\n\
         {\n\
           models: [\n\
             { class: 'a.B', ids: [`k`], // comment between members\n\
               properties: [ { name: \"\"\"k\"\"\", shortName: 'kk', type: \"Long\", },\n\
                             { 'name': \"s\", type: `String`, of: \"x.\\u0059\", flags: [\"js\"] } ]\n\
             }\n\
           ], // one model\n\
           enums: [ { class: \"a.E\", values: [\"X\", \"Y\"], ordinals: [3, -1], } ],\n\
           daos: { bs: \"a.B\", },\n\
         }\n\
         // trailing comment\n",
    );
    assert_same(&strict, &lenient);
}

/// Asserts two registries hold the same models, enums and DAOs, in the same order.
fn assert_same(a: &Registry, b: &Registry) {
    assert_eq!(a.len(), b.len());
    for ((ia, ma), (ib, mb)) in a.models().zip(b.models()) {
        assert_eq!(ia, ib);
        assert_eq!(ma.class, mb.class);
        assert_eq!(ma.extends, mb.extends);
        assert_eq!(ma.properties, mb.properties);
        assert_eq!(ma.ids, mb.ids);
        assert_eq!(ma.declared_len(), mb.declared_len());
    }
    assert_eq!(a.enums().collect::<Vec<_>>(), b.enums().collect::<Vec<_>>());
    assert_eq!(a.daos().collect::<Vec<_>>(), b.daos().collect::<Vec<_>>());
    assert_eq!(a.warnings(), b.warnings());
}

#[test]
fn unknown_fields_are_ignored_everywhere() {
    let plain = load(
        r#"{"models": [{"class": "a.B", "properties": [{"name": "id", "type": "Long"}]}],
            "enums": [{"class": "a.E", "values": ["X"]}], "daos": {"bs": "a.B"}}"#,
    );
    let grown = load(
        r#"{"version": 2, "refinements": [{"x": 1}],
            "models": [{"class": "a.B", "flags": ["java"], "documentation": {"a": [1, 2.5, null]},
                        "properties": [{"name": "id", "type": "Long", "javaJSONParser": "x()",
                                        "required": true, "value": 7}]}],
            "enums": [{"class": "a.E", "values": ["X"], "labels": ["Ex"], "flags": null}],
            "daos": {"bs": "a.B"}, "services": {}}"#,
    );
    assert_same(&plain, &grown);
}

#[test]
fn ids_absent_mean_the_id_property() {
    let r = load(
        r#"{"models": [
            {"class": "a.WithId", "properties": [{"name": "x", "type": "Int"}, {"name": "id", "type": "String"}]},
            {"class": "a.EmptyIds", "ids": [], "properties": [{"name": "id", "type": "Long"}]},
            {"class": "a.Compound", "ids": ["b", "a"], "properties": [{"name": "a", "type": "Long"}, {"name": "b", "type": "String"}]}
        ]}"#,
    );
    assert_eq!(&*r.model_by_class("a.WithId").unwrap().ids, &[1]);
    assert_eq!(&*r.model_by_class("a.EmptyIds").unwrap().ids, &[0]);
    assert_eq!(&*r.model_by_class("a.Compound").unwrap().ids, &[1, 0]);
    assert!(r.warnings().is_empty());
}

#[test]
fn missing_id_property_is_added_as_object() {
    let r = load(
        r#"{"models": [
            {"class": "Test", "ids": ["id"], "properties": [{"name": "foo", "type": "Int"}]},
            {"class": "a.NoProps", "properties": []},
            {"class": "a.Typo", "ids": ["code"], "properties": [{"name": "kode", "type": "String"}]}
        ]}"#,
    );
    let t = r.model_by_class("Test").unwrap();
    assert_eq!(
        &*t.properties,
        &[
            Property::new("foo", PropType::Int),
            Property::new("id", PropType::Object)
        ]
    );
    assert_eq!(&*t.ids, &[1]);
    assert_eq!(t.slot(b"id"), Some(1));
    assert_eq!(t.declared_len(), 1);
    assert!(t.is_synthesized(1));
    assert!(!t.has_declared_id());
    let n = r.model_by_class("a.NoProps").unwrap();
    assert_eq!(&*n.properties, &[Property::new("id", PropType::Object)]);
    assert_eq!(n.declared_len(), 0);
    let typo = r.model_by_class("a.Typo").unwrap();
    assert_eq!(&*typo.ids, &[1]);
    assert_eq!(&*typo.properties[1].name, "code");
    // Only the unconventional one warns.
    assert_eq!(
        r.warnings(),
        &[Warning {
            place: model_place(2, "a.Typo"),
            kind: WarningKind::MissingIdProperty("code".into())
        }]
    );
}

#[test]
fn unknown_and_missing_types_read_as_object() {
    let r = load(
        r#"{"models": [{"class": "a.B", "properties": [
            {"name": "id", "type": "Long"},
            {"name": "when", "type": "Instant"},
            {"name": "what"},
            {"name": "ref", "type": "Reference", "of": "a.B", "valueType": "Uuid"},
            {"name": "lower", "type": "string"}
        ]}]}"#,
    );
    let m = r.model_by_class("a.B").unwrap();
    let types: Vec<_> = m.properties.iter().map(|p| p.ty).collect();
    assert_eq!(
        types,
        [
            PropType::Long,
            PropType::Object,
            PropType::Object,
            PropType::Reference,
            PropType::Object
        ]
    );
    assert_eq!(m.properties[3].value_type, None);
    assert_eq!(
        r.warnings(),
        &[
            Warning {
                place: prop_place(0, "a.B", 1, "when"),
                kind: WarningKind::UnknownType("Instant".into())
            },
            Warning {
                place: prop_place(0, "a.B", 2, "what"),
                kind: WarningKind::MissingType
            },
            Warning {
                place: prop_place(0, "a.B", 3, "ref"),
                kind: WarningKind::UnknownValueType("Uuid".into())
            },
            Warning {
                place: prop_place(0, "a.B", 4, "lower"),
                kind: WarningKind::UnknownType("string".into())
            },
        ]
    );
    assert_eq!(
        r.warnings()[0].to_string(),
        r#"models[0] (a.B) properties[1] (when): unknown type "Instant", read as Object"#
    );
}

#[test]
fn every_type_name_loads() {
    let props: Vec<String> = PropType::ALL
        .iter()
        .map(|t| format!(r#"{{"name": "p{}", "type": "{}"}}"#, t.name(), t.name()))
        .collect();
    let doc = format!(
        r#"{{"models": [{{"class": "a.All", "properties": [{}]}}]}}"#,
        props.join(",")
    );
    let r = load(&doc);
    let m = r.model_by_class("a.All").unwrap();
    for (i, t) in PropType::ALL.iter().enumerate() {
        assert_eq!(m.properties[i].ty, *t);
        assert_eq!(m.slot(format!("p{}", t.name()).as_bytes()), Some(i));
    }
    assert!(r.warnings().is_empty());
}

#[test]
fn short_name_clashes() {
    let r = load(
        r#"{"models": [{"class": "a.B", "properties": [
            {"name": "id", "type": "Long"},
            {"name": "status", "shortName": "name", "type": "String"},
            {"name": "name", "shortName": "n", "type": "String"},
            {"name": "note", "shortName": "n", "type": "String"},
            {"name": "self", "shortName": "self", "type": "Int"}
        ]}]}"#,
    );
    let m = r.model_by_class("a.B").unwrap();
    let table: &[(&str, Option<usize>)] = &[
        ("id", Some(0)),
        ("status", Some(1)),
        ("name", Some(2)), // a name always beats a short name
        ("n", Some(2)),    // the first short name wins
        ("note", Some(3)),
        ("self", Some(4)),
    ];
    for &(key, want) in table {
        assert_eq!(m.slot(key.as_bytes()), want, "{key}");
    }
    let journal_keys: Vec<_> = m.properties.iter().map(|p| p.journal_key()).collect();
    assert_eq!(journal_keys, ["id", "status", "n", "note", "self"]);
    assert_eq!(
        r.warnings(),
        &[
            Warning {
                place: prop_place(0, "a.B", 1, "status"),
                kind: WarningKind::ShortNameIsAName {
                    short: "name".into(),
                    owner: "name".into()
                }
            },
            Warning {
                place: prop_place(0, "a.B", 3, "note"),
                kind: WarningKind::DuplicateShortName {
                    short: "n".into(),
                    owner: "name".into()
                }
            },
        ]
    );
}

#[test]
fn duplicate_property_names_later_wins_in_place() {
    let r = load(
        r#"{"models": [{"class": "a.B", "properties": [
            {"name": "id", "type": "Long"},
            {"name": "amount", "shortName": "a", "type": "Long"},
            {"name": "memo", "type": "String"},
            {"name": "amount", "shortName": "am", "type": "Double"}
        ]}]}"#,
    );
    let m = r.model_by_class("a.B").unwrap();
    assert_eq!(m.properties.len(), 3);
    assert_eq!(m.properties[1].ty, PropType::Double);
    assert_eq!(m.slot(b"amount"), Some(1));
    assert_eq!(m.slot(b"am"), Some(1));
    assert_eq!(m.slot(b"a"), None);
    assert_eq!(m.slot(b"memo"), Some(2));
    assert_eq!(
        r.warnings(),
        &[Warning {
            place: prop_place(0, "a.B", 3, "amount"),
            kind: WarningKind::DuplicateProperty
        }]
    );
}

#[test]
fn duplicate_class_later_wins_and_keeps_its_id() {
    let r = load(
        r#"{"models": [
            {"class": "a.B", "properties": [{"name": "id", "type": "Long"}]},
            {"class": "a.C", "properties": [{"name": "id", "type": "Long"}]},
            {"class": "a.B", "ids": ["code"], "properties": [{"name": "code", "type": "String"}]}
        ],
        "enums": [
            {"class": "a.E", "values": ["X"]},
            {"class": "a.E", "values": ["Y", "Z"]}
        ]}"#,
    );
    assert_eq!(r.len(), 2);
    assert_eq!(r.model_id("a.B"), Some(ModelId(0)));
    assert_eq!(r.model_id("a.C"), Some(ModelId(1)));
    let b = r.model(ModelId(0));
    assert_eq!(&*b.properties[b.ids[0]].name, "code");
    let classes: Vec<_> = r.models().map(|(id, m)| (id.0, &*m.class)).collect();
    assert_eq!(classes, [(0, "a.B"), (1, "a.C")]);
    assert_eq!(
        &*r.enum_def("a.E").unwrap().values,
        &["Y".into(), "Z".into()]
    );
    assert_eq!(
        r.warnings(),
        &[
            Warning {
                place: model_place(2, "a.B"),
                kind: WarningKind::DuplicateClass("a.B".into())
            },
            Warning {
                place: Place::Enum {
                    index: 1,
                    class: Some("a.E".into())
                },
                kind: WarningKind::DuplicateEnum("a.E".into())
            },
        ]
    );
}

/// Per property: its declaration, its `default` after loading, its effective default, and the
/// warning its `default` gives (`expected`), if any.
#[test]
fn defaults_load_typed_or_warn_and_drop() {
    let s = |s: &str| Some(Literal::Str(s.into()));
    let int = |i: i64| Some(Literal::Int(i));
    type Row = (
        &'static str,
        Option<Literal>,
        Option<Literal>,
        Option<&'static str>,
    );
    #[rustfmt::skip]
    let rows: &[Row] = &[
        (r#"{"name": "s", "type": "String"}"#, None, s(""), None),
        (r#"{"name": "s", "type": "String", "default": "GMT"}"#, s("GMT"), s("GMT"), None),
        (r#"{"name": "s", "type": "String", "default": null}"#, None, s(""), None),
        (r#"{"name": "s", "type": "String", "default": 5}"#, None, s(""), Some("a string")),
        (r#"{"name": "n", "type": "Long", "default": -1}"#, int(-1), int(-1), None),
        (r#"{"name": "n", "type": "Int", "default": 1.5}"#, None, int(0), Some("an integer of Int's range")),
        (r#"{"name": "n", "type": "Byte", "default": 300}"#, None, int(0), Some("an integer of Byte's range")),
        (r#"{"name": "x", "type": "Double", "default": 2}"#, Some(Literal::Float(2.0)), Some(Literal::Float(2.0)), None),
        (r#"{"name": "b", "type": "Boolean", "default": true}"#, Some(Literal::Bool(true)), Some(Literal::Bool(true)), None),
        (r#"{"name": "d", "type": "DateTime", "default": 86400000}"#, int(86_400_000), int(86_400_000), None),
        (r#"{"name": "d", "type": "Date"}"#, None, None, None),
        // An Enum's default is its constant's ordinal; none given is the first constant.
        (r#"{"name": "e", "type": "Enum", "of": "a.Gapped", "default": "APPROVED"}"#, Some(Literal::Enum(6)), Some(Literal::Enum(6)), None),
        (r#"{"name": "e", "type": "Enum", "of": "a.Shifted"}"#, Some(Literal::Enum(1)), Some(Literal::Enum(1)), None),
        (r#"{"name": "e", "type": "Enum", "of": "a.Shifted", "default": "V3"}"#, Some(Literal::Enum(1)), Some(Literal::Enum(1)), Some("a constant of enum a.Shifted")),
        (r#"{"name": "e", "type": "Enum", "of": "a.Gone", "default": "V1"}"#, None, None, Some("a constant of enum a.Gone, which is not in the registry")),
        (r#"{"name": "e", "type": "Enum", "default": "V1"}"#, None, None, Some("an Enum with an `of`")),
        (r#"{"name": "e", "type": "Enum", "of": "a.Empty"}"#, None, None, None),
        (r#"{"name": "r", "type": "Reference", "of": "a.M", "valueType": "Long"}"#, None, int(0), None),
        (r#"{"name": "r", "type": "Reference", "of": "a.M", "valueType": "String", "default": "us"}"#, s("us"), s("us"), None),
        (r#"{"name": "r", "type": "Reference", "of": "a.M"}"#, None, None, None),
        (r#"{"name": "a", "type": "StringArray", "default": []}"#, Some(Literal::EmptyArray), Some(Literal::EmptyArray), None),
        (r#"{"name": "a", "type": "StringArray"}"#, None, Some(Literal::EmptyArray), None),
        (r#"{"name": "a", "type": "StringArray", "default": ["x"]}"#, None, Some(Literal::EmptyArray), Some("an empty array, or none")),
        (r#"{"name": "m", "type": "Map", "default": {}}"#, Some(Literal::EmptyMap), Some(Literal::EmptyMap), None),
        (r#"{"name": "o", "type": "FObject", "default": {}}"#, None, None, Some("no default (the type takes none)")),
    ];
    let mut failures = Vec::new();
    for (decl, default, effective, warning) in rows {
        // The enums come after the models: a default still finds its constant.
        let doc = format!(
            r#"{{"models": [{{"class": "a.M", "properties": [{decl}]}}],
                "enums": [{{"class": "a.Gapped", "values": ["PENDING", "GRANTED", "APPROVED"], "ordinals": [0, 1, 6]}},
                          {{"class": "a.Shifted", "values": ["V1", "V2"], "ordinals": [1, 2]}},
                          {{"class": "a.Empty", "values": []}}]}}"#
        );
        let r = load(&doc);
        let p = &r.model_by_class("a.M").unwrap().properties[0];
        let warnings: Vec<String> = r.warnings().iter().map(ToString::to_string).collect();
        let want: Vec<String> = warning
            .iter()
            .map(|expected| {
                let written = decl.rsplit_once("\"default\": ").unwrap().1;
                // The warning names a compound value by its kind.
                let written = written.strip_suffix('}').unwrap_or(written);
                let written = match written.as_bytes().first() {
                    Some(b'[') => "an array",
                    Some(b'{') => "an object",
                    _ => written,
                };
                format!(
                    "models[0] (a.M) properties[0] ({}): default {written} does not fit the property (expected {expected}), dropped",
                    p.name
                )
            })
            .collect();
        if p.default != *default || p.effective_default() != effective.as_ref() || warnings != want
        {
            failures.push(format!(
                "{decl}\n  got:  {:?} / {:?} / {warnings:?}\n  want: {default:?} / {effective:?} / {want:?}",
                p.default,
                p.effective_default()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_unfit_default_names_model_and_property() {
    let r = load(
        r#"{"models": [{"class": "a.M", "properties": [
            {"name": "id", "type": "Long"}, {"name": "n", "type": "Int", "default": "7"}]}]}"#,
    );
    assert_eq!(
        r.warnings(),
        &[Warning {
            place: prop_place(0, "a.M", 1, "n"),
            kind: WarningKind::UnfitDefault {
                default: "\"7\"".into(),
                expected: "an integer of Int's range".into()
            }
        }]
    );
    let p = &r.model_by_class("a.M").unwrap().properties[1];
    assert_eq!(p.default, None);
    assert_eq!(p.effective_default(), Some(&Literal::Int(0)));
}

#[test]
fn enums_and_ordinals() {
    let r = load(
        r#"{"enums": [
            {"class": "a.Plain", "values": ["A", "B", "C"]},
            {"class": "a.Gapped", "values": ["PENDING", "GRANTED", "APPROVED"], "ordinals": [0, 1, 6]},
            {"class": "a.Shifted", "values": ["V1", "V2"], "ordinals": [1, 2]},
            {"class": "a.Empty", "values": []}
        ]}"#,
    );
    let plain = r.enum_def("a.Plain").unwrap();
    assert_eq!(&*plain.ordinals, &[0, 1, 2]);
    assert_eq!(plain.ordinal_of("C"), Some(2));
    let gapped = r.enum_def("a.Gapped").unwrap();
    assert_eq!(gapped.name_of(6), Some("APPROVED"));
    assert_eq!(gapped.name_of(2), None);
    assert_eq!(gapped.ordinal_of("APPROVED"), Some(6));
    let shifted = r.enum_def("a.Shifted").unwrap();
    assert_eq!(shifted.name_of(0), None);
    assert_eq!(shifted.name_of(1), Some("V1"));
    assert_eq!(shifted.name_of(2), Some("V2"));
    assert!(r.enum_def("a.Empty").unwrap().is_empty());
    let order: Vec<_> = r.enums().map(|e| &*e.class).collect();
    assert_eq!(order, ["a.Plain", "a.Gapped", "a.Shifted", "a.Empty"]);
}

#[test]
fn daos() {
    let r = load(
        r#"{"models": [{"class": "a.B", "properties": [{"name": "id", "type": "Long"}]}],
            "daos": {"bs": "a.B", "things": "a.Unknown", "bs2": "a.B"}}"#,
    );
    assert_eq!(r.dao_class("bs"), Some("a.B"));
    assert_eq!(r.dao_class("things"), Some("a.Unknown"));
    assert_eq!(
        r.daos().collect::<Vec<_>>(),
        [("bs", "a.B"), ("things", "a.Unknown"), ("bs2", "a.B")]
    );
    assert_eq!(
        r.warnings(),
        &[Warning {
            place: Place::Dao {
                name: "things".into()
            },
            kind: WarningKind::UnknownDaoClass("a.Unknown".into())
        }]
    );
}

#[test]
fn reference_id_types() {
    let r = load(
        r#"{"models": [
            {"class": "a.Country", "ids": ["code"], "properties": [{"name": "code", "type": "String"}]},
            {"class": "a.User", "properties": [{"name": "id", "type": "Long"}]},
            {"class": "a.NoId", "properties": [{"name": "x", "type": "Int"}]},
            {"class": "a.Pair", "ids": ["a", "b"], "properties": [{"name": "a", "type": "Long"}, {"name": "b", "type": "Long"}]},
            {"class": "a.Refs", "properties": [
                {"name": "id", "type": "Long"},
                {"name": "country", "type": "Reference", "of": "a.Country"},
                {"name": "user", "type": "Reference", "of": "a.User"},
                {"name": "stated", "type": "Reference", "of": "a.User", "valueType": "String"},
                {"name": "noId", "type": "Reference", "of": "a.NoId"},
                {"name": "pair", "type": "Reference", "of": "a.Pair"},
                {"name": "pairStated", "type": "Reference", "of": "a.Pair", "valueType": "FObject"},
                {"name": "elsewhere", "type": "Reference", "of": "b.Missing"},
                {"name": "noOf", "type": "Reference"}
            ]}
        ]}"#,
    );
    let m = r.model_by_class("a.Refs").unwrap();
    let expected = [
        ("country", Some(PropType::String)),
        ("user", Some(PropType::Long)),
        ("stated", Some(PropType::String)),
        ("noId", None),
        ("pair", None),
        ("pairStated", Some(PropType::FObject)),
        ("elsewhere", None),
        ("noOf", None),
    ];
    for (name, want) in expected {
        let p = &m.properties[m.property(name).unwrap()];
        assert_eq!(r.reference_id_type(p), want, "{name}");
    }
}

/// Malformed documents: each gives exactly this error.
#[test]
fn invalid_documents() {
    fn m(index: usize, class: Option<&str>) -> Place {
        Place::Model {
            index,
            class: class.map(Into::into),
        }
    }
    fn p(index: usize, name: Option<&str>) -> Place {
        Place::Property {
            model: 0,
            class: Some("a.B".into()),
            index,
            name: name.map(Into::into),
        }
    }
    fn e(index: usize, class: Option<&str>) -> Place {
        Place::Enum {
            index,
            class: class.map(Into::into),
        }
    }
    fn ty(field: &'static str, expected: &'static str) -> Reason {
        Reason::FieldType { field, expected }
    }
    let s = "a string";
    let names = "an array of strings";
    let ords = "an array of 32-bit integers";
    let table: Vec<(&str, Place, Reason)> = vec![
        ("[]", Place::Document, Reason::ExpectedObject),
        ("\"models\"", Place::Document, Reason::ExpectedObject),
        (
            r#"{"models": {}}"#,
            Place::Section("models"),
            Reason::ExpectedArray,
        ),
        (
            r#"{"models": "a.B"}"#,
            Place::Section("models"),
            Reason::ExpectedArray,
        ),
        (
            r#"{"enums": {}}"#,
            Place::Section("enums"),
            Reason::ExpectedArray,
        ),
        (
            r#"{"daos": []}"#,
            Place::Section("daos"),
            Reason::ExpectedObject,
        ),
        (r#"{"models": [1]}"#, m(0, None), Reason::ExpectedObject),
        (
            r#"{"models": [{}]}"#,
            m(0, None),
            Reason::MissingField("class"),
        ),
        (
            r#"{"models": [{"class": null}]}"#,
            m(0, None),
            Reason::MissingField("class"),
        ),
        (r#"{"models": [{"class": 5}]}"#, m(0, None), ty("class", s)),
        (
            r#"{"models": [{"class": ""}]}"#,
            m(0, None),
            Reason::EmptyName("class"),
        ),
        (
            r#"{"models": [{"class": "a.A"}, {"class": "a.B", "extends": 3}]}"#,
            m(1, Some("a.B")),
            ty("extends", s),
        ),
        (
            r#"{"models": [{"class": "a.B", "ids": "id"}]}"#,
            m(0, Some("a.B")),
            ty("ids", names),
        ),
        (
            r#"{"models": [{"class": "a.B", "ids": [1]}]}"#,
            m(0, Some("a.B")),
            ty("ids", names),
        ),
        (
            r#"{"models": [{"class": "a.B", "ids": [""]}]}"#,
            m(0, Some("a.B")),
            Reason::EmptyName("ids"),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": {}}]}"#,
            m(0, Some("a.B")),
            ty("properties", "an array"),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": ["id"]}]}"#,
            p(0, None),
            Reason::ExpectedObject,
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"type": "Long"}]}]}"#,
            p(0, None),
            Reason::MissingField("name"),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": ""}]}]}"#,
            p(0, None),
            Reason::EmptyName("name"),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": ["x"]}]}]}"#,
            p(0, None),
            ty("name", s),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": "x", "type": "Long"}, {"name": "y", "shortName": ""}]}]}"#,
            p(1, Some("y")),
            Reason::EmptyName("shortName"),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": "y", "shortName": 1}]}]}"#,
            p(0, Some("y")),
            ty("shortName", s),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": "y", "type": 1}]}]}"#,
            p(0, Some("y")),
            ty("type", s),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": "y", "type": "FObject", "of": {}}]}]}"#,
            p(0, Some("y")),
            ty("of", s),
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": "y", "type": "Reference", "valueType": true}]}]}"#,
            p(0, Some("y")),
            ty("valueType", s),
        ),
        (r#"{"enums": [null]}"#, e(0, None), Reason::ExpectedObject),
        (
            r#"{"enums": [{"values": ["A"]}]}"#,
            e(0, None),
            Reason::MissingField("class"),
        ),
        (
            r#"{"enums": [{"class": "a.E"}]}"#,
            e(0, Some("a.E")),
            Reason::MissingField("values"),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": "A"}]}"#,
            e(0, Some("a.E")),
            ty("values", names),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A", 1]}]}"#,
            e(0, Some("a.E")),
            ty("values", names),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A", ""]}]}"#,
            e(0, Some("a.E")),
            Reason::EmptyName("values"),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A", "B"], "ordinals": [1]}]}"#,
            e(0, Some("a.E")),
            Reason::OrdinalsLength {
                values: 2,
                ordinals: 1,
            },
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A"], "ordinals": [1.0]}]}"#,
            e(0, Some("a.E")),
            ty("ordinals", ords),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A"], "ordinals": ["1"]}]}"#,
            e(0, Some("a.E")),
            ty("ordinals", ords),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A"], "ordinals": [2147483648]}]}"#,
            e(0, Some("a.E")),
            ty("ordinals", ords),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A"], "ordinals": [99999999999999999999999]}]}"#,
            e(0, Some("a.E")),
            ty("ordinals", ords),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A"], "ordinals": 0}]}"#,
            e(0, Some("a.E")),
            ty("ordinals", ords),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A", "B", "A"]}]}"#,
            e(0, Some("a.E")),
            Reason::DuplicateValue("A".into()),
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A", "B"], "ordinals": [4, 4]}]}"#,
            e(0, Some("a.E")),
            Reason::DuplicateOrdinal(4),
        ),
        (
            r#"{"daos": {"bs": 1}}"#,
            Place::Dao { name: "bs".into() },
            ty("daos", "a map of DAO names to class names"),
        ),
    ];
    for (doc, place, reason) in table {
        match Registry::from_slice(doc.as_bytes()) {
            Err(ModelError::Invalid {
                path: None,
                place: got_place,
                reason: got_reason,
            }) => {
                assert_eq!((&got_place, &got_reason), (&place, &reason), "{doc}");
            }
            other => panic!("{doc}\n-> {other:?}"),
        }
    }
}

#[test]
fn enum_ordinals_span_i32() {
    let r = load(
        r#"{"enums": [{"class": "a.E", "values": ["MIN", "MAX"], "ordinals": [-2147483648, 2147483647]}]}"#,
    );
    let e = r.enum_def("a.E").unwrap();
    assert_eq!(e.name_of(i32::MIN), Some("MIN"));
    assert_eq!(e.name_of(i32::MAX), Some("MAX"));
}

#[test]
fn syntax_errors_carry_line_and_column() {
    let table: &[(&str, usize, usize, usize, ErrorKind)] = &[
        ("", 0, 1, 1, ErrorKind::UnexpectedEnd),
        ("{\"models\": [\n", 13, 2, 1, ErrorKind::UnexpectedEnd),
        (
            "{\n  models: [\n    {class: x}\n  ]\n}",
            26,
            3,
            13,
            ErrorKind::ExpectedValue,
        ),
        ("{\r\n  \"models\" []}", 14, 2, 12, ErrorKind::ExpectedColon),
        ("{} {}", 3, 1, 4, ErrorKind::TrailingText),
        ("{\"models\": [1,]}", 14, 1, 15, ErrorKind::ExpectedValue),
    ];
    for &(doc, offset, line, column, kind) in table {
        match Registry::from_slice(doc.as_bytes()) {
            Err(ModelError::Syntax {
                path: None,
                offset: o,
                line: l,
                column: c,
                kind: k,
            }) => assert_eq!((o, l, c, k), (offset, line, column, kind), "{doc:?}"),
            other => panic!("{doc:?} -> {other:?}"),
        }
    }
}

#[test]
fn errors_display_as_one_line() {
    let table = [
        (
            "{\n  models: [\n    {class: x}\n  ]\n}",
            "<registry>:3:13: not a registry document: expected a value",
        ),
        (
            r#"{"models": [{"class": "a.B", "properties": [{"name": "y", "type": 1}]}]}"#,
            r#"<registry>: models[0] (a.B) properties[0] (y): "type" must be a string"#,
        ),
        (
            r#"{"enums": [{"class": "a.E", "values": ["A", "B"], "ordinals": [1]}]}"#,
            "<registry>: enums[0] (a.E): 1 ordinals for 2 values (they must be parallel)",
        ),
        (
            r#"{"daos": []}"#,
            r#"<registry>: "daos": expected an object"#,
        ),
    ];
    for (doc, want) in table {
        let e = Registry::from_slice(doc.as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), want);
        assert_eq!(e.path(), None);
    }
}

#[test]
fn load_names_the_path() {
    let dir = std::env::temp_dir().join(format!("folio-models-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();

    let missing = dir.join("missing.json");
    let e = Registry::load(&missing).unwrap_err();
    assert!(matches!(&e, ModelError::Io { path, source }
        if path == &missing && source.kind() == std::io::ErrorKind::NotFound));
    assert_eq!(e.path(), Some(missing.as_path()));
    let shown = e.to_string();
    assert!(
        shown.starts_with(&format!("{}: cannot read: ", missing.display())),
        "{shown}"
    );
    assert!(std::error::Error::source(&e).is_some());

    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\n  models: [}\n").unwrap();
    let e = Registry::load(&bad).unwrap_err();
    assert!(
        matches!(&e, ModelError::Syntax { path: Some(p), line: 2, column: 12, .. } if p == &bad)
    );
    assert_eq!(
        e.to_string(),
        format!(
            "{}:2:12: not a registry document: expected a value",
            bad.display()
        )
    );

    let invalid = dir.join("invalid.json");
    std::fs::write(&invalid, r#"{"models": [{"class": 1}]}"#).unwrap();
    let e = Registry::load(&invalid).unwrap_err();
    assert!(matches!(&e, ModelError::Invalid { path: Some(p), .. } if p == &invalid));
    assert_eq!(
        e.to_string(),
        format!(
            "{}: models[0]: \"class\" must be a string",
            invalid.display()
        )
    );
    assert!(!e.to_string().contains('\n'));

    let good = dir.join("good.json");
    std::fs::write(&good, r#"{models: [{class: "a.B"}]}"#).unwrap();
    let r = Registry::load(&good).unwrap();
    assert_eq!(r.len(), 1);

    std::fs::remove_dir_all(&dir).unwrap();
}
