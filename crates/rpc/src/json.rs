//! Standard JSON values (RFC 8259, as serde_json reads them) into the dialect's value tree,
//! which the typing rules of replay take.

use folio_dialect::{Map, Value as Raw};
use serde_json::Value as Json;

/// Converts one JSON value. Integers in the i64 range are `Int`; larger integers in the u64
/// range keep their digits as `BigInt`; every other number (fractions, exponents, integers
/// beyond u64) is `Float`, as JavaScript reads it.
pub fn to_raw(value: Json) -> Raw {
    match value {
        Json::Null => Raw::Null,
        Json::Bool(b) => Raw::Bool(b),
        Json::Number(n) => match (n.as_i64(), n.as_u64(), n.as_f64()) {
            (Some(i), _, _) => Raw::Int(i),
            (None, Some(u), _) => Raw::BigInt(u.to_string()),
            (None, None, Some(f)) => Raw::Float(f),
            (None, None, None) => Raw::Null,
        },
        Json::String(s) => Raw::Str(s),
        Json::Array(items) => Raw::Array(items.into_iter().map(to_raw).collect()),
        // Collected, not inserted key by key: `Map::insert` scans the keys before it, which
        // made an object of n keys cost O(n²) (a 16 MiB `put` of a million keys, half an hour).
        Json::Object(members) => Raw::Object(
            members
                .into_iter()
                .map(|(key, value)| (key, to_raw(value)))
                .collect::<Map>(),
        ),
    }
}
