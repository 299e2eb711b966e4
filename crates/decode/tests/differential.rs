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

/// What a stored generic object's map becomes: sealed in the shape of its keys, which makes
/// the shape if it is new (as `Shard::apply` does to what it stores).
fn store(object: &mut folio_store::Object) {
    if let folio_store::Fields::Generic(map) = &mut object.fields {
        map.seal();
    }
}

/// Decodes `body` by the tree path, stores the object (its shape made) and decodes it by the
/// tree path again (which teaches its class the shape, the shape existing now).
fn taught(registry: &Registry, body: &str, default_class: &str) -> Decoded {
    let (_, tree) = decode_both_as(registry, body, default_class);
    let (mut object, _) = tree?;
    store(&mut object);
    decode_both_as(registry, body, default_class).1
}

/// Keys of generic objects: distinct names, none `class` (which names a class when first).
const GENERIC_KEYS: [&str; 10] = ["id", "name", "n", "q", "zz", "meta", "a$", "_b", "x1", "é"];

/// A generic object of `keys`, each written in one of the key forms, with these values.
fn generic_body(head: &str, keys: &[&str], forms: &[u8], values: &[String]) -> String {
    let members: Vec<String> = keys
        .iter()
        .zip(forms)
        .zip(values)
        .map(|((k, form), v)| match (form, k.is_ascii()) {
            (0, true) => format!("{k}:{v}"),
            (1, _) => format!("'{k}':{v}"),
            _ => format!("\"{k}\":{v}"),
        })
        .collect();
    format!("{{{head}{}}}", members.join(","))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    /// Generic objects of one class, one after another, with `p` deltas of some of their keys
    /// and strays of other keys between: once a stored map has an object's shape, the fast
    /// path takes every object of it (straight into a record of the shape) and every delta
    /// (some of its slots), gives what the tree path gives, and a delta written over the
    /// stored object gives what the tree path's delta gives; a stray never does anything but
    /// send an object to the tree path.
    #[test]
    fn generic_fast_path_agrees_with_tree_path(
        head in prop::sample::select(vec!["", "class:\"x.Unknown\",", "class:'t.Missing',"]),
        keys in prop::sample::subsequence(GENERIC_KEYS.to_vec(), 1..10).prop_shuffle(),
        rows in prop::collection::vec(
            (
                prop::collection::vec(0..3u8, 10),
                prop::collection::vec(value(), 10),
                prop::collection::vec(any::<bool>(), 10),
                0..10usize,
                entry(),
            ),
            1..6,
        ),
    ) {
        let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
        let class = "x.Generic";
        for (forms, values, kept, turn, stray) in &rows {
            let body = generic_body(head, &keys, forms, values);
            // An entry the tree path refuses (a value that does not type) is not one to take.
            if taught(&registry, &body, class).is_none() {
                continue;
            }
            let (fast, again) = decode_both_as(&registry, &body, class);
            let (fast, _) = fast.expect("the fast path takes an object of a taught shape");
            let (again, _) = again.unwrap();
            prop_assert!(fast.identical(&again), "{}: {:?} against {:?}", body, fast, again);
            let folio_store::Fields::Generic(map) = &fast.fields else { panic!("generic") };
            prop_assert!(map.is_sealed());
            // A delta of some of the keys, in their order or turned, with other values.
            let mut some: Vec<usize> = (0..keys.len()).filter(|&i| kept[i]).collect();
            if !some.is_empty() {
                let n = some.len();
                some.rotate_left(turn % n);
            }
            let delta = generic_body(
                head,
                &some.iter().map(|&i| keys[i]).collect::<Vec<_>>(),
                &some.iter().map(|&i| forms[i]).collect::<Vec<_>>(),
                &some.iter().map(|&i| values[(i + 1) % values.len()].clone()).collect::<Vec<_>>(),
            );
            let (fast_delta, tree_delta) = decode_both_as(&registry, &delta, class);
            if let Some((tree_delta, _)) = tree_delta {
                let (fast_delta, _) = fast_delta.expect("the fast path takes a delta");
                prop_assert_eq!(&fast_delta, &tree_delta, "{}", delta);
                let mut stored = fast.clone();
                store(&mut stored);
                let by_fast = folio_store::merge(stored.clone(), fast_delta, &registry);
                let by_tree = folio_store::merge(stored, tree_delta, &registry);
                prop_assert!(by_fast.identical(&by_tree), "{}: {:?} against {:?}", delta, by_fast, by_tree);
            }
            // A stray of other keys (maybe another shape, class or a typed object) between.
            let (fast, tree) = decode_both_as(&registry, stray, class);
            if let Some(fast) = fast {
                prop_assert_eq!(Some(fast), tree, "{}", stray);
            }
        }
    }
}

/// Generic objects at the edges of a taught shape: each row is decoded after
/// `{id:1,name:"a",q:2}` has taught `x.G` its shape; the fast path must take the rows marked
/// so (every key of the shape, or some of them in its order, as a `p` delta writes them) and
/// agree with the tree path on them, and leave the others to it.
#[test]
fn generic_objects_off_their_shape_take_the_tree_path() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let rows: [(&str, bool); 28] = [
        (r#"{id:2,name:"b",q:[1,"x",{k:1}]}"#, true),
        (r#"{"id":2,'name':"b",q:null}"#, true),
        (
            r#"{id:2, name : "b" // c
            , q:99999999999999999999}"#,
            true,
        ),
        (r#"{class:"x.G",id:2,name:"b",q:1}"#, true),
        // Another key of the same length where a key of the shape is expected.
        (r#"{id:2,nome:"b",q:1}"#, false),
        (r#"{id:2,name:"b",r:1}"#, false),
        (r#"{id:2,name_:"b",q:1}"#, false),
        // Some or all of the keys, in the shape's order or another.
        (r#"{id:2,name:"b"}"#, true),
        (r#"{id:2,q:1}"#, true),
        (r#"{q:[1]}"#, true),
        (r#"{class:"x.G",name:"b"}"#, true),
        (r#"{}"#, true),
        (r#"{name:"b",id:2,q:1}"#, true),
        (r#"{id:2,q:1,name:"b"}"#, true),
        (r#"{q:1,id:2}"#, true),
        // More keys, a key repeated (in order or after a jump), a key not in the shape.
        (r#"{id:2,name:"b",q:1,r:2}"#, false),
        (r#"{id:2,name:"b",q:1,q:2}"#, false),
        (r#"{id:2,id:3,name:"b",q:1}"#, false),
        (r#"{id:2,q:1,q:2}"#, false),
        (r#"{q:1,id:2,name:"b",q:2}"#, false),
        (r#"{name:"b",id:2,name:"c"}"#, false),
        (r#"{id:2,r:1}"#, false),
        (r#"{q:1,r:1}"#, false),
        // `class` again after the class was written: a rename in the tree.
        (r#"{class:"x.G",id:2,name:"b",q:1,class:"x.H"}"#, false),
        // Not an object's text: the tree path says what is wrong.
        (r#"{id:2,name:"b",q:}"#, false),
        (r#"{id:2,name:"b",q:tru}"#, false),
        (r#"{id:2,name:"b",q:1"#, false),
        (r#"{id:2,name:"b",q:[1,}"#, false),
    ];
    for (body, fast_takes_it) in rows {
        taught(&registry, r#"{id:1,name:"a",q:2}"#, "x.G").unwrap();
        let (fast, tree) = decode_both_as(&registry, body, "x.G");
        assert_eq!(fast.is_some(), fast_takes_it, "{body}");
        if let Some(fast) = fast {
            assert_eq!(Some(fast), tree, "{body}");
        }
    }
    // A shape with a `class` key, taught by an object of the default class (whose first key
    // is not `class`): an object that writes its class first and `class` again renames its
    // class in the tree, so the fast path must not read it against that shape.
    taught(&registry, r#"{id:1,class:"c",q:2}"#, "x.G").unwrap();
    for body in [
        r#"{class:"x.G",id:2,class:"c",q:1}"#,
        r#"{class:"x.G",q:1,class:"c"}"#,
    ] {
        let (fast, tree) = decode_both_as(&registry, body, "x.G");
        assert!(fast.is_none(), "{body}");
        assert!(tree.is_some(), "{body}");
    }
}

/// Maps in generic objects: once a class's object has had a map under a key, the next map
/// under it is read against that map's shape; maps of other keys, of some of them, in another
/// order, naming a class or empty take the tree for that value alone. Every row must be taken
/// by the fast path and agree with the tree path.
#[test]
fn maps_in_generic_objects_agree_with_the_tree_path() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let rows = [
        r#"{id:2,m:{a:2,b:"y"},q:1}"#,
        r#"{id:2,m:{a:2,"b":'y'},q:1}"#,
        r#"{id:2,m:{a:{c:1},b:[1,{d:2}]},q:1}"#,
        r#"{id:2,m:{a:2},q:1}"#,
        r#"{id:2,m:{b:2,a:1},q:1}"#,
        r#"{id:2,m:{a:2,b:2,c:3},q:1}"#,
        r#"{id:2,m:{a:1,a:2},q:1}"#,
        r#"{id:2,m:{},q:1}"#,
        r#"{id:2,m:{class:"x.G",a:1,b:2},q:1}"#,
        r#"{id:2,m:{class:"t.Missing",a:1,b:2},q:1}"#,
        r#"{id:2,m:{class:5,a:1},q:1}"#,
        r#"{id:2,m:{a:2,b:"y"},q:{a:2,b:"y"}}"#,
        r#"{id:2,m:[{a:2,b:"y"}],q:1}"#,
    ];
    for body in rows {
        taught(&registry, r#"{id:1,m:{a:1,b:"x"},q:2}"#, "x.M").unwrap();
        // Twice: the first teaches `m` its map's shape if it had none.
        for _ in 0..2 {
            let warm = r#"{id:3,m:{a:3,b:"z"},q:3}"#;
            let (fast, tree) = decode_both_as(&registry, warm, "x.M");
            assert_eq!(fast.map(|(o, _)| o), tree.map(|(o, _)| o), "{warm}");
        }
        let (fast, tree) = decode_both_as(&registry, body, "x.M");
        let (fast, tree) = (fast.expect(body), tree.expect(body));
        assert_eq!(fast.0, tree.0, "{body}");
        assert_eq!(fast.1, tree.1, "{body}");
        // Kept as the tree keeps it: a map in a shape of its own keys where one fits.
        assert_eq!(sealed_map(&fast.0, "m"), sealed_map(&tree.0, "m"), "{body}");
        let (fast, tree) = decode_both_as(&registry, body, "x.M");
        assert_eq!(fast.map(|(o, _)| o), tree.map(|(o, _)| o), "{body}, again");
    }
}

/// Whether `object`'s member `key` is a map in a shape.
fn sealed_map(object: &folio_store::Object, key: &str) -> Option<bool> {
    let folio_store::Fields::Generic(map) = &object.fields else {
        return None;
    };
    match map.get(key)? {
        folio_store::ValueRef::Map(map) => Some(map.is_sealed()),
        _ => None,
    }
}
