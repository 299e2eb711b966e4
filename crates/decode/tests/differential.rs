//! The single-pass decoder against the tree path, on random entries in the full dialect: when
//! the fast path decodes an entry, the tree path must give the same object and counters.

use folio_decode::{decode_entry, decode_fast, decode_fast_whole, DecodeStats};
use folio_models::Registry;
use proptest::prelude::*;

const MODELS: &str = r#"{
  models: [
    { class: "t.Item", properties: [
      {name: "id", type: "Long"}, {name: "name", shortName: "n", type: "String"},
      {name: "count", type: "Int"}, {name: "small", type: "Byte"}, {name: "price", type: "Double"},
      {name: "on", type: "Boolean"}, {name: "when", type: "DateTime"}, {name: "day", type: "Date"},
      {name: "state", type: "Enum", of: "t.State"}, {name: "tags", type: "StringArray"},
      {name: "child", type: "FObject", of: "t.Item"}, {name: "kids", type: "FObjectArray", of: "t.Item"},
      {name: "meta", type: "Map"}, {name: "any", type: "Object"}, {name: "list", type: "List"},
      {name: "cls", type: "Class"}, {name: "owner", type: "Reference", of: "t.Item"},
      {name: "code", type: "Reference", of: "t.Coded"},
      {name: "mood", type: "Enum", of: "t.Undefined"} ] },
    { class: "t.Coded", ids: ["code"], properties: [ {name: "code", type: "String"} ] },
    { class: "t.Special", properties: [ {name: "id", type: "Long"}, {name: "extra", type: "String"} ] }
  ],
  enums: [ { class: "t.State", values: ["OFF", "ON", "BROKEN"] } ]
}"#;

fn key() -> impl Strategy<Value = &'static str> + Clone {
    prop::sample::select(vec![
        "id", "name", "n", "count", "small", "price", "on", "when", "day", "state", "tags",
        "child", "kids", "meta", "any", "list", "cls", "owner", "code", "zz", "q", "class",
        "extra", "mood",
    ])
}

/// A key as written: unquoted, or in one of the quote forms.
fn written_key() -> impl Strategy<Value = String> + Clone {
    (key(), 0..5u8).prop_map(|(k, form)| match form {
        0 | 1 => k.to_string(),
        2 => format!("\"{k}\""),
        3 => format!("'{k}'"),
        _ => format!("`{k}`"),
    })
}

fn string() -> impl Strategy<Value = String> + Clone {
    let text = prop::sample::select(vec![
        "",
        "a",
        "plain text",
        "ON",
        "NOPE",
        "BROKEN",
        "2019-04-30T21:06:54.291Z",
        "x.Y",
        "t.Item",
        "Z\\u00fcrich",
        "q\\\"uote",
        "line\\nbreak",
        "é",
        "tab\there",
        "back\\\\slash",
    ]);
    (text, 0..4u8).prop_map(|(t, form)| match form {
        0 | 1 => format!("\"{t}\""),
        2 => format!("'{}'", t.replace('\'', "\\'")),
        _ => format!("\"\"\"{t}\"\"\""),
    })
}

fn scalar() -> impl Strategy<Value = String> + Clone {
    prop_oneof![
        any::<i64>().prop_map(|i| i.to_string()),
        (-300i64..300).prop_map(|i| i.to_string()),
        Just("99999999999999999999".to_string()),
        prop::sample::select(vec![
            "1.5",
            "100.0",
            "0.30000000000000004",
            "-2e3",
            "1.",
            "-0"
        ])
        .prop_map(str::to_string),
        string(),
        prop::sample::select(vec!["true", "false", "null"]).prop_map(str::to_string),
        Just("{class:\"__Class__\",forClass_:\"x.Z\"}".to_string()),
        Just("{class:\"t.State\",ordinal:2}".to_string()),
        Just("{class:\"__Timestamp__\",value:1700000000000}".to_string()),
    ]
}

fn value() -> impl Strategy<Value = String> + Clone {
    scalar().prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4)
                .prop_map(|items| format!("[{}]", items.join(","))),
            prop::collection::vec(string(), 0..3)
                .prop_map(|items| format!("[{}]", items.join(", "))),
            object_of(inner),
        ]
    })
}

fn object_of(values: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    let class = prop::sample::select(vec![
        "",
        "class:\"t.Item\",",
        "class:\"t.Special\",",
        "class:\"x.Unknown\",",
        "class:7,",
    ]);
    let sep = prop::sample::select(vec![",", ", ", ",\n  ", " // note\n,", ",,"]);
    let member = (written_key(), values, sep);
    (class, prop::collection::vec(member, 0..7), prop::bool::ANY).prop_map(
        |(class, members, trailing)| {
            let mut out = format!("{{{class}");
            for (i, (k, v, sep)) in members.iter().enumerate() {
                if i > 0 {
                    out.push_str(sep);
                }
                out.push_str(&format!("{k}:{v}"));
            }
            if trailing && !members.is_empty() {
                out.push(',');
            }
            out.push('}');
            out
        },
    )
}

fn entry() -> impl Strategy<Value = String> {
    object_of(value())
}

/// An entry's object and typing counters, or `None` when the decoder gives none.
type Decoded = Option<(folio_store::Object, DecodeStats)>;

fn decode_both(registry: &Registry, body: &str) -> (Decoded, Decoded) {
    decode_both_as(registry, body, "t.Item")
}

/// [`decode_both`] with `default_class` as the DAO's default class.
fn decode_both_as(registry: &Registry, body: &str, default_class: &str) -> (Decoded, Decoded) {
    let mut fast_stats = DecodeStats::default();
    let fast = decode_fast(
        body.as_bytes(),
        Some(default_class),
        registry,
        &mut fast_stats,
    )
    .map(|o| (o, fast_stats));
    let tree = folio_dialect::parse_object(body.as_bytes())
        .ok()
        .and_then(|(map, _)| {
            let mut stats = DecodeStats::default();
            decode_entry(map, Some(default_class), registry, &mut stats)
                .ok()
                .map(|o| (o, stats))
        });
    (fast, tree)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn fast_path_agrees_with_tree_path(body in entry()) {
        let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
        let (fast, tree) = decode_both(&registry, &body);
        if let Some(fast) = fast {
            prop_assert_eq!(Some(fast), tree, "{}", body);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Entries decoded one after another with one registry, as replay does: the keys each
    /// entry leaves behind as predictions for the next must never change a result.
    #[test]
    fn fast_path_agrees_over_a_sequence_of_entries(bodies in prop::collection::vec(entry(), 1..10)) {
        let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
        for body in &bodies {
            let (fast, tree) = decode_both(&registry, body);
            if let Some(fast) = fast {
                prop_assert_eq!(Some(fast), tree, "{}", body);
            }
        }
    }
}

/// What follows an object in a text that must hold it alone: nothing, whitespace, or text.
fn after_object() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "", " ", "\n\t\r ", " x", "}", " // c", ",{}", " \u{a0}",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// `decode_fast_whole` types a text only when it is one object and whitespace: then the
    /// tree path, held to the same rule, gives the same object and counters.
    #[test]
    fn whole_text_fast_path_agrees_with_tree_path(body in entry(), after in after_object()) {
        let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
        let text = format!("{body}{after}");
        let mut stats = DecodeStats::default();
        let fast = decode_fast_whole(text.as_bytes(), Some("t.Item"), &registry, &mut stats)
            .map(|o| (o, stats));
        let tree = folio_dialect::parse_object(text.as_bytes())
            .ok()
            .filter(|(_, used)| text.as_bytes()[*used..].iter().all(u8::is_ascii_whitespace))
            .and_then(|(map, _)| {
                let mut stats = DecodeStats::default();
                decode_entry(map, Some("t.Item"), &registry, &mut stats)
                    .ok()
                    .map(|o| (o, stats))
            });
        if let Some(fast) = fast {
            prop_assert_eq!(Some(fast), tree, "{}", text);
        }
    }
}

/// The whole-text rule at its edges: whitespace after the object is fine, anything else is
/// left to the tree path.
#[test]
fn whole_text_fast_path_takes_trailing_whitespace_only() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let rows: [(&str, bool); 6] = [
        ("{id:1}", true),
        ("  {id:1} \n\t", true),
        ("{id:1} x", false),
        ("{id:1}}", false),
        ("{id:1} // c", false),
        ("{id:1},{id:2}", false),
    ];
    for (text, typed) in rows {
        let mut stats = DecodeStats::default();
        let fast = decode_fast_whole(text.as_bytes(), Some("t.Item"), &registry, &mut stats);
        assert_eq!(fast.is_some(), typed, "{text:?}");
    }
}

/// Key prediction at its edges: each row is decoded after `{id:1,name:"a",count:2,zz:0}` has
/// taught the thread the key order of `t.Item` (the rows teach it too, in turn); the fast path
/// must still agree with the tree path, whether a prediction holds or not.
#[test]
fn predicted_keys_are_checked_byte_for_byte() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let rows = [
        // The prediction holds.
        r#"{id:1,name:"b",count:3}"#,
        // A longer key that starts with the predicted one, and a shorter one.
        r#"{id:1,names:"b",count:3}"#,
        r#"{id:1,nam:"b",count:3}"#,
        // The predicted key, but not directly followed by `:`.
        r#"{id:1,name :"b",count:3}"#,
        r#"{id:1,name"b",count:3}"#,
        // Quoted, and after whitespace or a comment: the general path reads it.
        r#"{id:1,"name":"b",count:3}"#,
        r#"{id:1, name:"b",count:3}"#,
        "{id:1 // c\n,name:\"b\",count:3}",
        // The predicted key repeated, and the short name of the same property.
        r#"{id:1,name:"b",name:"c"}"#,
        r#"{id:1,name:"b",n:"c"}"#,
        r#"{id:1,name:null,name:"c"}"#,
        // An unknown key where a known one is predicted, then the prediction again.
        r#"{id:1,zz:"b",name:"c",count:3}"#,
        // The input ends inside the predicted key, or right after it.
        r#"{id:1,nam"#,
        r#"{id:1,name"#,
        r#"{id:1,name:"#,
        // Unknown keys where they stood last time: repeated, with nested values, and a
        // `class` key in an object that names its class (a class rename in the tree).
        r#"{id:1,name:"a",count:2,zz:0}"#,
        r#"{id:1,name:"a",count:2,zz:{q:[1,{r:2}]}}"#,
        r#"{id:1,zz:1,zz:2}"#,
        r#"{id:1,zz:1,count:2,zz:2}"#,
        r#"{id:1,class:"x.Y"}"#,
        r#"{class:"t.Item",class:"x.Y"}"#,
        r#"{class:"t.Item",id:1,class:"x.Y"}"#,
        r#"{class:"t.Special",id:1,class:"x.Y"}"#,
        // Keys at positions past the last object's.
        r#"{id:1,name:"a",count:2,zz:0,q:1,on:true}"#,
        r#"{id:1,name:"a",count:2,zz:0,q:1,on:true,q:2}"#,
    ];
    decode_both(&registry, r#"{id:1,name:"a",count:2,zz:0}"#);
    for body in rows {
        let (fast, tree) = decode_both(&registry, body);
        if let Some(fast) = fast {
            assert_eq!(Some(fast), tree, "{body}");
        }
    }
    // A model with a property called `class`. An object without a class of its own (the
    // DAO's default applies) sets it like any property and teaches that `class` follows `id`;
    // predicted in an object that names its class, the key would rename the class in the
    // tree, so the fast path must not take it.
    let registry = Registry::from_slice(
        br#"{models: [{class: "t.C", properties: [{name: "id", type: "Long"}, {name: "class", type: "String"}]},
                      {class: "t.D", properties: [{name: "id", type: "Long"}, {name: "class", type: "String"}]}]}"#,
    )
    .unwrap();
    for body in [r#"{id:1,class:"x"}"#, r#"{class:"t.C",id:2,class:"t.D"}"#] {
        let (fast, tree) = decode_both_as(&registry, body, "t.C");
        if let Some(fast) = fast {
            assert_eq!(Some(fast), tree, "{body}");
        }
    }
}

/// The generator reaches the fast path often, so the property above is not vacuous.
#[test]
fn fast_path_takes_a_good_share_of_generated_entries() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let mut runner = TestRunner::deterministic();
    let strategy = entry();
    let (mut fast, mut total) = (0, 0);
    for _ in 0..2000 {
        let body = strategy.new_tree(&mut runner).unwrap().current();
        let (f, tree) = decode_both(&registry, &body);
        total += 1;
        if f.is_some() {
            fast += 1;
            assert_eq!(f, tree, "{body}");
        }
    }
    assert!(fast * 5 > total, "fast path took {fast} of {total}");
}

/// What one registry taught never predicts for another: model ids start at 0 in every
/// registry, and here the same keys map to other slots of other types.
#[test]
fn predictions_stay_with_their_registry() {
    let first = Registry::from_slice(
        br#"{models: [{class: "t.A", properties: [{name: "x", type: "Long"}, {name: "y", type: "String"}]}]}"#,
    )
    .unwrap();
    let second = Registry::from_slice(
        br#"{models: [{class: "t.A", properties: [{name: "y", type: "String"}, {name: "x", type: "Long"}]}]}"#,
    )
    .unwrap();
    let body = r#"{x:1,y:"s",x2:0}"#;
    for registry in [&first, &first, &second, &second, &first] {
        let (fast, tree) = decode_both_as(registry, body, "t.A");
        assert!(fast.is_some(), "the fast path takes {body}");
        assert_eq!(fast, tree);
    }
}

/// A model of more than 128 properties: the repeated-key check keeps slots past 128 apart
/// (`Seen`'s second store), so a key repeated there goes to the tree path (which keeps the
/// last value) and distinct keys there stay on the fast path.
#[test]
fn repeated_keys_past_slot_128_are_caught() {
    let properties: Vec<String> = (0..140)
        .map(|i| format!(r#"{{name: "p{i}", type: "Long"}}"#))
        .collect();
    let models = format!(
        r#"{{models: [{{class: "t.Wide", ids: ["p0"], properties: [{}]}}]}}"#,
        properties.join(",")
    );
    let registry = Registry::from_slice(models.as_bytes()).unwrap();
    for (body, fast_takes_it) in [
        ("{p0:1,p130:2,p139:3}", true),
        ("{p0:1,p130:2,p131:3,p130:4}", false),
        ("{p0:1,p2:2,p135:3,p2:4}", false),
        ("{p0:1,p127:2,p128:3,p129:4}", true),
    ] {
        let (fast, tree) = decode_both_as(&registry, body, "t.Wide");
        assert_eq!(fast.is_some(), fast_takes_it, "{body}");
        if let Some(fast) = fast {
            assert_eq!(Some(fast), tree, "{body}");
        }
        assert!(tree.is_some(), "{body}");
    }
}
