//! folio's stored objects as `serde_json::Value`s, for the `export` micro-benchmark: the
//! values serde_json and sonic-rs write are the ones `folio_render::write_object` writes
//! (`"class"` first, set fields under canonical names in model order, epoch-ms dates, enum
//! ordinals), so the three writers produce the same JSON document, byte for byte apart from
//! number formatting (folio writes doubles as Java prints them).

use folio_models::Registry;
use folio_store::{Object, Value};
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
pub fn value_to_json(value: &Value, registry: &Registry) -> Json {
    match value {
        Value::Null => Json::Null,
        Value::Bool(b) => Json::Bool(*b),
        Value::Int(i) | Value::Date(i) => Json::Number((*i).into()),
        Value::Enum(ordinal) => Json::Number((*ordinal).into()),
        // Without serde_json's arbitrary precision, a big integer reads as the nearest f64.
        Value::BigInt(digits) => serde_json::from_str(digits).unwrap_or(Json::Null),
        Value::Float(f) => Number::from_f64(*f).map_or(Json::Null, Json::Number),
        Value::Str(s) => Json::String(s.to_string()),
        Value::Class(name) => {
            let mut map = JsonMap::new();
            map.insert("class".into(), Json::String("__Class__".into()));
            map.insert("forClass_".into(), Json::String(name.to_string()));
            Json::Object(map)
        }
        Value::Array(items) => Json::Array(items.iter().map(|v| value_to_json(v, registry)).collect()),
        Value::Object(object) => object_to_json(object, registry),
        Value::Map(map) => Json::Object(
            map.iter()
                .map(|(k, v)| (k.to_owned(), value_to_json(v, registry)))
                .collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use folio_gen::{generate, GenOptions, Mix};
    use folio_replay::{discover, replay, ReplayOptions};

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
            let rendered: Json = serde_json::from_slice(&out).unwrap();
            assert_eq!(rendered, object_to_json(object, &registry));
            // Same key order too (serde_json keeps insertion order in this workspace).
            assert_eq!(
                serde_json::to_string(&rendered).unwrap(),
                serde_json::to_string(&object_to_json(object, &registry)).unwrap()
            );
        }
    }
}
