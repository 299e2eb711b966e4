//! Typing a client's object for a write: the rules replay types entries by, but strict.
//!
//! Replay drops an unknown key or a mistyped value and counts it (a journal must replay as far
//! as it can). A write must not: a database that silently drops part of what a client sent
//! loses data. So typing for a write refuses the whole object, naming the top-level key.

use crate::Refused;
use folio_decode::{decode_entry, decode_fast_whole, DecodeStats};
use folio_models::Registry;
use folio_store::Object;

/// Types `text` (one object in the journal grammar, whitespace around it allowed) as an entry
/// of the DAO `dao` whose default class is `default_class`.
///
/// Replay's single-pass decoder goes first: an object it types with nothing dropped is the
/// object the tree path gives (the decode crate's differential tests hold the two equal), and
/// it allocates only what the object keeps, where the tree path allocates every key and value
/// twice. Anything else (a class with no model, a dropped key, any error) takes the tree path,
/// which gives the object or names what is refused.
pub(crate) fn decode_strict(
    dao: &str,
    text: &[u8],
    default_class: Option<&str>,
    registry: &Registry,
) -> Result<Object, Refused> {
    let mut stats = DecodeStats::default();
    if let Some(object) = decode_fast_whole(text, default_class, registry, &mut stats) {
        if stats == DecodeStats::default() {
            return Ok(object);
        }
    }
    let map = parse_whole(dao, text)?;
    type_strict(dao, map, default_class, registry, || {
        // Parsed once already: parsing again gives the same map.
        parse_whole(dao, text).unwrap_or_default()
    })
}

/// `text` parsed as one object with nothing after it but whitespace.
fn parse_whole(dao: &str, text: &[u8]) -> Result<folio_dialect::Map, Refused> {
    let (map, used) = folio_dialect::parse_object(text).map_err(|e| Refused::Syntax {
        dao: dao.to_owned(),
        offset: e.offset,
        kind: e.kind,
    })?;
    if let Some(extra) = text[used..].iter().position(|b| !b.is_ascii_whitespace()) {
        return Err(Refused::TrailingText {
            dao: dao.to_owned(),
            offset: used + extra,
        });
    }
    Ok(map)
}

/// Types a parsed object strictly (see the module doc); `again` gives the map once more, to
/// name the key typing dropped.
pub(crate) fn decode_map_strict(
    dao: &str,
    map: folio_dialect::Map,
    default_class: Option<&str>,
    registry: &Registry,
    again: impl FnOnce() -> folio_dialect::Map,
) -> Result<Object, Refused> {
    type_strict(dao, map, default_class, registry, again)
}

/// Types `map` strictly; `again` gives the map once more, to name the key typing dropped.
fn type_strict(
    dao: &str,
    map: folio_dialect::Map,
    default_class: Option<&str>,
    registry: &Registry,
    again: impl FnOnce() -> folio_dialect::Map,
) -> Result<Object, Refused> {
    let mut stats = DecodeStats::default();
    let object = decode_entry(map, default_class, registry, &mut stats).map_err(|error| {
        Refused::Decode {
            dao: dao.to_owned(),
            error,
        }
    })?;
    if stats == DecodeStats::default() {
        return Ok(object);
    }
    Err(name_dropped_key(dao, again(), default_class, registry))
}

/// Finds the top-level key whose typing dropped something, by typing each key alone.
#[cold]
fn name_dropped_key(
    dao: &str,
    map: folio_dialect::Map,
    default_class: Option<&str>,
    registry: &Registry,
) -> Refused {
    let written_class = match map.first_key() {
        Some("class") => map.get("class").and_then(|c| c.as_str()).map(str::to_owned),
        _ => None,
    };
    let class = written_class.clone().or(default_class.map(str::to_owned));
    let model = class.as_deref().and_then(|c| registry.model_by_class(c));
    for (key, raw) in map.into_entries() {
        if key == "class" && written_class.is_some() {
            continue;
        }
        if let (Some(model), Some(class)) = (model, &class) {
            if model.slot(key.as_bytes()).is_none() {
                return Refused::UnknownKey {
                    dao: dao.to_owned(),
                    class: class.clone(),
                    key,
                };
            }
        }
        let mut alone = folio_dialect::Map::new();
        if let Some(class) = &written_class {
            alone.insert("class".into(), folio_dialect::Value::Str(class.clone()));
        }
        alone.insert(key.clone(), raw);
        let mut stats = DecodeStats::default();
        let _ = decode_entry(alone, default_class, registry, &mut stats);
        if stats != DecodeStats::default() {
            return Refused::TypeMismatch {
                dao: dao.to_owned(),
                class: model.map(|m| m.class.to_string()),
                key,
            };
        }
    }
    // Typing the keys one by one dropped nothing: name no key rather than a wrong one.
    Refused::Unrepresentable {
        dao: dao.to_owned(),
    }
}
