//! Values in untyped context (generic objects, Object/Array/List/Map properties): kept as
//! written, except that an object whose first key is `class` becomes an object of that class
//! (typed when the registry has the model).

use crate::typed::decode_object;
use crate::{DecodeError, DecodeStats};
use folio_dialect::Value as Raw;
use folio_models::Registry;
use folio_store::{Map, Record, RecordBuilder, Value};

/// Converts one value of untyped context.
pub(crate) fn convert(
    raw: Raw,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Value, DecodeError> {
    Ok(match raw {
        Raw::Null => Value::Null,
        Raw::Bool(b) => Value::Bool(b),
        Raw::Int(i) => Value::Int(i),
        Raw::BigInt(text) => Value::BigInt(text.into()),
        Raw::Float(f) => Value::Float(f),
        Raw::Str(s) => Value::Str(s.into()),
        Raw::Array(items) => Value::Array(convert_all(items, registry, stats)?),
        Raw::Object(map) => match written_class(&map) {
            Some(_) => Value::Object(Box::new(decode_object(map, None, registry, stats)?)),
            None => {
                let mut map = convert_map(map, registry, stats)?;
                // A map kept in an object: in a shape, as the object's own members are.
                map.seal();
                Value::Map(Box::new(map))
            }
        },
    })
}

pub(crate) fn convert_all(
    items: Vec<Raw>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Box<[Value]>, DecodeError> {
    items
        .into_iter()
        .map(|item| convert(item, registry, stats))
        .collect()
}

/// Every key and value as written (a `class` key included).
pub(crate) fn convert_map(
    map: folio_dialect::Map,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Map, DecodeError> {
    convert_entries(map.into_entries().into_iter(), registry, stats)
}

/// Members converted in order, collected into a map in O(n) (a map from a client may hold a
/// million keys; an `insert` per key would scan the keys before it).
pub(crate) fn convert_entries(
    entries: std::vec::IntoIter<(String, Raw)>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Map, DecodeError> {
    // The members of a map of keys a stored map has already (the next object of a class): its
    // values go straight into a record of that shape, and no key is copied. Copying 57 keys
    // into a map that is sealed and dropped at once cost more than the parse.
    let keys = entries.as_slice().iter().map(|(key, _)| key.as_str());
    if let Some(shape) = Map::existing_shape(keys) {
        let record = RecordBuilder::with(|b| -> Result<Record, DecodeError> {
            b.start(shape.len());
            for (i, (_, value)) in entries.enumerate() {
                b.set_value(i, convert(value, registry, stats)?);
            }
            Ok(b.finish())
        })?;
        return Ok(Map::from_record(shape, record));
    }
    let converted: Vec<(Box<str>, Value)> = entries
        .into_iter()
        .map(|(key, value)| Ok((key.into(), convert(value, registry, stats)?)))
        .collect::<Result<_, DecodeError>>()?;
    // Collected from a Vec, whose exact length sizes the map and its key index at once (the
    // `Result` adapter above reports no lower bound, which left the index rehashing as it grew).
    Ok(converted.into_iter().collect())
}

/// The class an object names: its first key is `class` with a string value (docs/format.md, Objects).
pub(crate) fn written_class(map: &folio_dialect::Map) -> Option<&str> {
    match map.iter().next() {
        Some(("class", Raw::Str(class))) => Some(class),
        _ => None,
    }
}
