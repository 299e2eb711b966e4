//! folio's stored objects as `serde_json::Value`s, for the `export` micro-benchmark: the
//! values serde_json and sonic-rs write are the ones `folio_render::write_object` writes
//! (`"class"` first, set fields under canonical names in model order, epoch-ms dates, enum
//! ordinals), so the three writers produce the same JSON document, byte for byte apart from
//! number formatting (folio writes doubles as Java prints them).

use folio_models::Registry;
use folio_store::{Object, ValueRef};
use serde_json::{Map as JsonMap, Number, Value as Json};

/// The JSON value `folio_render::write_object` writes for `object`.
pub fn object_to_json(object: &Object, registry: &Registry) -> Json {
    let mut map = JsonMap::new();
    if let Some(class) = object.class_name(registry) {
        map.insert("class".into(), Json::String(class.into()));
    }
    for (name, value) in object.iter(registry) {
        map.insert(name.into(), value_to_json(value, registry));
    }
    Json::Object(map)
}

/// The JSON value `folio_render::write_value` writes for `value`.
pub fn value_to_json(value: ValueRef<'_>, registry: &Registry) -> Json {
    match value {
        ValueRef::Null => Json::Null,
        ValueRef::Bool(b) => Json::Bool(b),
        ValueRef::Int(i) | ValueRef::Date(i) => Json::Number(i.into()),
        ValueRef::Enum(ordinal) => Json::Number(ordinal.into()),
        // Without serde_json's arbitrary precision, a big integer reads as the nearest f64.
        ValueRef::BigInt(digits) => serde_json::from_str(digits).unwrap_or(Json::Null),
        ValueRef::Float(f) => Number::from_f64(f).map_or(Json::Null, Json::Number),
        ValueRef::Str(s) => Json::String(s.to_string()),
        ValueRef::Class(name) => {
            let mut map = JsonMap::new();
            map.insert("class".into(), Json::String("__Class__".into()));
            map.insert("forClass_".into(), Json::String(name.to_string()));
            Json::Object(map)
        }
        ValueRef::Array(items) => Json::Array(
            items
                .iter()
                .map(|v| value_to_json(v.as_ref(), registry))
                .collect(),
        ),
        ValueRef::Object(object) => object_to_json(object, registry),
        ValueRef::Map(map) => Json::Object(
            map.iter()
                .map(|(k, v)| (k.to_owned(), value_to_json(v, registry)))
                .collect(),
        ),
    }
}

/// A value of the generic tree (as folio's dialect parser reads JSON text) as a
/// `serde_json::Value`. Used to read written JSON back exactly: serde_json's own parser, without
/// its `float_roundtrip` feature (not enabled in this workspace), may land one unit in the last
/// place off for long decimals such as `9968.150000000001`, folio's parser does not.
pub fn dialect_to_json(value: &folio_dialect::Value) -> Json {
    use folio_dialect::Value as D;
    match value {
        D::Null => Json::Null,
        D::Bool(b) => Json::Bool(*b),
        D::Int(i) => Json::Number((*i).into()),
        D::BigInt(digits) => serde_json::from_str(digits).unwrap_or(Json::Null),
        D::Float(f) => Number::from_f64(*f).map_or(Json::Null, Json::Number),
        D::Str(s) => Json::String(s.clone()),
        D::Array(items) => Json::Array(items.iter().map(dialect_to_json).collect()),
        D::Object(map) => Json::Object(
            map.iter()
                .map(|(k, v)| (k.to_owned(), dialect_to_json(v)))
                .collect(),
        ),
    }
}

/// Reads JSON lines back (with folio's parser, see [`dialect_to_json`]), one value per
/// non-empty line. Panics on a line that is not one JSON object: only for checks.
pub fn read_json_lines(text: &[u8]) -> Vec<Json> {
    text.split(|&b| b == b'\n')
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (map, used) = folio_dialect::parse_object(l).expect("a JSON object");
            assert_eq!(used, l.len(), "one object per line");
            dialect_to_json(&folio_dialect::Value::Object(map))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use folio_gen::{generate, GenOptions, Mix};
    use folio_journal::discover;
    use folio_replay::{replay, ReplayOptions};

    /// Rendering with folio and converting with this module give the same JSON value for
    /// every object of a small mixed journal.
    #[test]
    fn same_values_as_folio_render() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("benchmark.jrl");
        let opts = GenOptions {
            entries: 400,
            seed: 3,
            mix: Mix::Mixed,
        };
        generate(&opts, std::fs::File::create(&path).unwrap()).unwrap();
        let registry = Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
        let found = discover(&[path]).unwrap();
        let result = replay(&found, &registry, &ReplayOptions::default()).unwrap();
        let dao = &result.daos[0].dao;
        assert!(dao.len() > 250);
        let mut out = Vec::new();
        for (_, object) in dao.iter() {
            out.clear();
            folio_render::write_object(object, &registry, &mut out);
            let rendered = read_json_lines(&out).pop().unwrap();
            let converted = object_to_json(object, &registry);
            assert_eq!(rendered, converted);
            // Same key order too (serde_json keeps insertion order in this workspace).
            assert_eq!(
                serde_json::to_string(&rendered).unwrap(),
                serde_json::to_string(&converted).unwrap()
            );
            // And serde_json writes what folio reads back as the same value.
            let written = serde_json::to_vec(&converted).unwrap();
            assert_eq!(read_json_lines(&written), [converted]);
        }
    }
}
