//! Objects as FOAM sends and expects them: a put that replaces, written as FOAM's own journal
//! would write it, and answers in FOAM's JSON.

use folio_models::Registry;
use folio_store::{Class, Fields, Object, Value};

/// The `p(` patch that makes the stored object `old` into `new`: FOAM's put replaces the
/// object, but its journal writes what changed (`p(` with the properties whose values differ,
/// each with its new value), so a property `new` leaves unset that `old` had set is written
/// back to its default (null where the property has no constant default). Merged into `old`,
/// the patch gives `new` in effective value, and FOAM's replay of the entry gives what its
/// own DAO holds.
pub fn replacement(new: Object, old: Option<&Object>, registry: &Registry) -> Object {
    let Some(old) = old else { return new };
    match (new.class, new.fields) {
        (Class::Model(model), Fields::Typed(mut record)) => {
            let properties = &registry.model(model).properties;
            for (slot, property) in properties.iter().enumerate() {
                if record.slot(slot).is_none() && old.get(&property.name, registry).is_some() {
                    record.set(slot, Some(cleared(property)));
                }
            }
            Object {
                class: Class::Model(model),
                fields: Fields::Typed(record),
            }
        }
        (class, Fields::Generic(mut map)) => {
            let old_keys: Vec<&str> = match &old.fields {
                Fields::Generic(old_map) => old_map.iter().map(|(key, _)| key).collect(),
                Fields::Typed(_) => old.iter(registry).map(|(name, _)| name).collect(),
            };
            for key in old_keys {
                if map.get(key).is_none() {
                    map.insert(key.into(), Value::Null);
                }
            }
            Object::generic(class, *map)
        }
        (class, fields) => Object { class, fields },
    }
}

/// The value a cleared property is written back as.
fn cleared(_property: &folio_models::Property) -> Value {
    Value::Null
}

/// Writes `object` as FOAM's JSON: `class` first, then its set fields by their long names
/// (both eras' clients read long names).
pub fn write_foam_object(object: &Object, registry: &Registry, out: &mut Vec<u8>) {
    folio_render::write_object(object, registry, out);
}
