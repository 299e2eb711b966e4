//! Typing rules taken from FOAM's own Java replay (tools/foam-oracle, docs/semantics.md): one
//! row per rule, each run through both decoders, which must agree with the row and each other.

use folio_decode::{decode_entry, decode_fast, DecodeStats};
use folio_models::Registry;
use folio_store::{Fields, ValueRef};

const MODELS: &str = r#"{
  models: [
    { class: "t.Row", properties: [
      {name: "id", type: "Long"}, {name: "day", type: "Date"}, {name: "when", type: "DateTime"},
      {name: "name", type: "String"}, {name: "cls", type: "Class"} ] }
  ]
}"#;

/// What a key does to its property: set to a value, or dropped as a mismatch.
#[derive(Debug, PartialEq)]
enum Want<'a> {
    Set(ValueRef<'a>),
    Mismatch,
}

/// (property, value as written, what FOAM's Java holds afterwards).
fn rows() -> Vec<(&'static str, &'static str, Want<'static>)> {
    use Want::*;
    vec![
        // A Date is a day: 12:00 UTC of the instant's day, whatever the time written.
        (
            "day",
            "1753200000000",
            Set(ValueRef::Date(1_753_185_600_000)),
        ),
        (
            "day",
            "1753185600000",
            Set(ValueRef::Date(1_753_185_600_000)),
        ),
        (
            "day",
            "\"2025-07-22T16:00:00Z\"",
            Set(ValueRef::Date(1_753_185_600_000)),
        ),
        (
            "day",
            "\"2025-07-22T16:00:00.000Z\"",
            Set(ValueRef::Date(1_753_185_600_000)),
        ),
        ("day", "0", Set(ValueRef::Date(43_200_000))),
        // Before 1970 FOAM takes the day nearer 1970.
        ("day", "-1", Set(ValueRef::Date(43_200_000))),
        ("day", "-100000000000", Set(ValueRef::Date(-99_921_600_000))),
        ("day", "\"2025-07-22\"", Mismatch),
        (
            "day",
            "{class:\"__Timestamp__\",value:1753200000000}",
            Mismatch,
        ),
        // A DateTime keeps its instant, to the millisecond.
        (
            "when",
            "1753200000123",
            Set(ValueRef::Date(1_753_200_000_123)),
        ),
        (
            "when",
            "\"2025-07-22T16:00:00.123Z\"",
            Set(ValueRef::Date(1_753_200_000_123)),
        ),
        (
            "when",
            "\"2025-07-22T16:00:00Z\"",
            Set(ValueRef::Date(1_753_200_000_000)),
        ),
        ("when", "-1", Set(ValueRef::Date(-1))),
        ("when", "\"2025-07-22\"", Mismatch),
        ("when", "\"2025-07-22T16:00:00.123+02:00\"", Mismatch),
        ("when", "\"2025-07-22T16:00:00\"", Mismatch),
        (
            "when",
            "{class:\"__Timestamp__\",value:1753200000123}",
            Mismatch,
        ),
        // An integer for a String is its decimal text.
        ("name", "5432", Set(ValueRef::Str("5432"))),
        ("name", "-7", Set(ValueRef::Str("-7"))),
        ("name", "\"x\"", Set(ValueRef::Str("x"))),
        ("name", "1.5", Mismatch),
        // A Class is a class name, written as a string or as FOAM's __Class__ object.
        ("cls", "\"x.Y\"", Set(ValueRef::Class("x.Y"))),
        (
            "cls",
            "{class:\"__Class__\",forClass_:\"x.Y\"}",
            Set(ValueRef::Class("x.Y")),
        ),
    ]
}

#[test]
fn rules_from_foams_replay() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let model = registry.model(registry.model_id("t.Row").unwrap());
    let slot = |name: &str| {
        model
            .properties
            .iter()
            .position(|p| &*p.name == name)
            .unwrap()
    };
    for (property, written, want) in rows() {
        let body = format!("{{class:\"t.Row\",id:1,{property}:{written}}}");
        let (map, _) = folio_dialect::parse_object(body.as_bytes()).unwrap();
        let mut tree_stats = DecodeStats::default();
        let tree = decode_entry(map, None, &registry, &mut tree_stats).unwrap();
        let mut fast_stats = DecodeStats::default();
        let fast = decode_fast(body.as_bytes(), None, &registry, &mut fast_stats);
        if let Some(fast) = &fast {
            assert_eq!(fast, &tree, "{body}: the decoders disagree");
            assert_eq!(
                fast_stats, tree_stats,
                "{body}: the decoders count differently"
            );
        }
        assert!(matches!(tree.fields, Fields::Typed(_)), "{body}: not typed");
        let got = match tree.slot(slot(property)) {
            Some(value) => Want::Set(value),
            None if tree_stats.type_mismatches == 1 => Want::Mismatch,
            None => panic!("{body}: neither set nor counted as a mismatch"),
        };
        assert_eq!(got, want, "{body}");
    }
}
