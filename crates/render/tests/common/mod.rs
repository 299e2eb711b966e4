//! What the render tests share: a registry with a property of every type, and the journal
//! reader (framing, then both decoders) that rendered entries must read back through.

#![allow(dead_code)]

use folio_decode::{decode_entry, decode_fast, DecodeStats};
use folio_framing::{frame, FrameKind};
use folio_models::Registry;
use folio_store::{Dao, Id, Object, Op};

/// One model with a property of each of the 20 types (short names on some, a key that is no
/// identifier), a nested model, a model with a compound id, and an enum with sparse ordinals.
pub const MODELS: &str = r#"{
  models: [
    { class: "t.All", ids: ["id"], properties: [
      { name: "id", type: "Long" },
      { name: "str", shortName: "s", type: "String" },
      { name: "long", shortName: "l", type: "Long" },
      { name: "int", type: "Int" },
      { name: "short", type: "Short" },
      { name: "byte", type: "Byte" },
      { name: "dbl", shortName: "d", type: "Double" },
      { name: "flt", type: "Float" },
      { name: "bool", type: "Boolean" },
      { name: "date", type: "Date" },
      { name: "dateTime", shortName: "dt", type: "DateTime" },
      { name: "state", type: "Enum", of: "t.State" },
      { name: "refLong", type: "Reference", of: "t.Child", valueType: "Long" },
      { name: "refStr", type: "Reference", of: "t.Child", valueType: "String" },
      { name: "strs", type: "StringArray" },
      { name: "child", shortName: "ch", type: "FObject", of: "t.Child" },
      { name: "children", type: "FObjectArray", of: "t.Child" },
      { name: "arr", type: "Array" },
      { name: "list", type: "List" },
      { name: "map", type: "Map" },
      { name: "cls", type: "Class" },
      { name: "obj", type: "Object" },
      { name: "odd-key", type: "String" }
    ] },
    { class: "t.Child", ids: ["id"], properties: [
      { name: "id", type: "String" },
      { name: "label", shortName: "lb", type: "String" },
      { name: "n", type: "Long" },
      { name: "inner", type: "FObject", of: "t.Child" }
    ] },
    { class: "t.Pair", ids: ["a", "b"], properties: [
      { name: "a", type: "String" },
      { name: "b", shortName: "bb", type: "Long" },
      { name: "v", type: "Double" }
    ] }
  ],
  enums: [ { class: "t.State", values: ["NEW", "OPEN", "DONE"], ordinals: [0, 5, 9] } ],
}"#;

pub fn registry() -> Registry {
    Registry::from_slice(MODELS.as_bytes()).expect("the test registry loads")
}

/// The bodies of the entries in `text`, with their ops. Panics on anything framing does not
/// see as one entry: rendered text has no comments, blanks or broken lines.
pub fn entries(text: &[u8]) -> Vec<(char, Vec<u8>)> {
    frame(text)
        .map(|f| match f.kind {
            FrameKind::Entry(entry) => {
                assert!(!f.at_eof_without_newline, "every entry ends in a newline");
                (entry.op(), entry.body().to_vec())
            }
            other => panic!("line {}: {other:?}", f.line),
        })
        .collect()
}

/// Decodes one entry body with the reference decoder (parse into a tree, then type it) and,
/// when it takes the entry, the single-pass decoder; both must agree.
pub fn decode(body: &[u8], default_class: Option<&str>, registry: &Registry) -> Object {
    let (map, _) = folio_dialect::parse_object(body)
        .unwrap_or_else(|e| panic!("{e:?} in {}", String::from_utf8_lossy(body)));
    let mut stats = DecodeStats::default();
    let tree = decode_entry(map, default_class, registry, &mut stats)
        .unwrap_or_else(|e| panic!("{e:?} in {}", String::from_utf8_lossy(body)));
    assert_eq!(
        stats,
        DecodeStats::default(),
        "nothing dropped: {}",
        String::from_utf8_lossy(body)
    );
    if let Some(fast) = decode_fast(body, default_class, registry, &mut DecodeStats::default()) {
        assert_eq!(
            fast,
            tree,
            "fast vs tree: {}",
            String::from_utf8_lossy(body)
        );
    }
    tree
}

/// Applies a journal's text to `dao` with replay's rules (`c` create, `p` put, `r` remove).
pub fn apply(text: &[u8], dao: &mut Dao, default_class: Option<&str>, registry: &Registry) {
    for (op, body) in entries(text) {
        let object = decode(&body, default_class, registry);
        let id = Id::of(&object, registry).expect("an id");
        let op = Op::from_letter(op).unwrap_or_else(|| panic!("op {op:?}"));
        if op == Op::Remove {
            assert!(Id::is_present(&object, registry), "`r` names its id");
        }
        dao.apply(op, id, object, registry);
    }
}
