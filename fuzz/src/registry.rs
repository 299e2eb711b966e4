//! The fixed registry the targets decode with: every `PropType`, an enum with explicit
//! ordinals, recursive `FObject` / `FObjectArray` properties, compound ids, a model with no
//! properties (`fz.Bare`: its `id` is synthesized), short names, and a property of an unknown
//! type.
//!
//! Keys are short (`s`, `l`, `i`, ...) so that mutations of the seed entries hit typed
//! properties often, and the entries' ops pick a default class (see [`default_class`]), so an
//! entry needs no `class` key to be typed.

use folio_models::Registry;
use std::sync::OnceLock;

/// The registry document, in the lenient grammar (unquoted keys, a comment, a trailing comma).
pub const REGISTRY: &str = r#"{
  models: [
    { class: "fz.All", ids: ["id"], properties: [
      { name: "id", type: "Long" },
      { name: "str", shortName: "s", type: "String" },
      { name: "long", shortName: "l", type: "Long" },
      { name: "int", shortName: "i", type: "Int" },
      { name: "short", shortName: "sh", type: "Short" },
      { name: "byte", shortName: "b", type: "Byte" },
      { name: "double", shortName: "d", type: "Double" },
      { name: "float", shortName: "f", type: "Float" },
      { name: "bool", shortName: "bo", type: "Boolean" },
      { name: "date", shortName: "da", type: "Date" },
      { name: "dateTime", shortName: "dt", type: "DateTime" },
      { name: "enum", shortName: "e", type: "Enum", of: "fz.Color" },
      { name: "enumUnknown", shortName: "eu", type: "Enum", of: "fz.NoSuchEnum" },
      { name: "ref", shortName: "r", type: "Reference", of: "fz.All" },
      { name: "refPair", shortName: "rp", type: "Reference", of: "fz.Pair", valueType: "String" },
      { name: "strings", shortName: "ss", type: "StringArray" },
      { name: "child", shortName: "c", type: "FObject", of: "fz.All" },
      { name: "children", shortName: "cs", type: "FObjectArray", of: "fz.All" },
      { name: "pair", shortName: "p", type: "FObject", of: "fz.Pair" },
      { name: "loose", shortName: "lo", type: "FObject" },
      { name: "array", shortName: "a", type: "Array" },
      { name: "list", shortName: "li", type: "List" },
      { name: "map", shortName: "m", type: "Map" },
      { name: "cls", shortName: "cl", type: "Class" },
      { name: "obj", shortName: "o", type: "Object" },
      { name: "odd", shortName: "od", type: "NotAType" }
    ] },
    { class: "fz.Pair", ids: ["a", "b"], properties: [
      { name: "a", type: "String" },
      { name: "b", type: "Int" },
      { name: "v", type: "String" },
      { name: "at", type: "DateTime" },
      { name: "next", type: "FObject", of: "fz.Pair" }
    ] },
    { class: "fz.Keys", ids: ["when", "on", "x", "color"], properties: [
      { name: "when", shortName: "w", type: "Date" },
      { name: "on", type: "Boolean" },
      { name: "x", type: "Double" },
      { name: "color", type: "Enum", of: "fz.Color" },
      { name: "kids", type: "FObjectArray", of: "fz.Keys" }
    ] },
    { class: "fz.Bare" }
  ],
  enums: [ { class: "fz.Color", values: ["RED", "GREEN", "BLUE"], ordinals: [0, 5, -7] } ],
  daos: { items: "fz.All", pairs: "fz.Pair" },
}"#;

/// The fixed registry, built once per process.
pub fn registry() -> &'static Registry {
    static REGISTRY_ONCE: OnceLock<Registry> = OnceLock::new();
    REGISTRY_ONCE
        .get_or_init(|| Registry::from_slice(REGISTRY.as_bytes()).expect("the fuzz registry loads"))
}

/// The default class an entry of `op` is decoded with by `frame_parse`, so that class-less
/// entries are typed by every model, and some stay generic.
pub fn default_class(op: char) -> Option<&'static str> {
    match op {
        'p' => Some("fz.All"),
        'c' => Some("fz.Pair"),
        'r' => Some("fz.Keys"),
        'v' => Some("fz.Bare"),
        'x' => Some("not.A.Model"),
        _ => None,
    }
}
