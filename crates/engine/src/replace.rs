//! A put that replaces the object with its id whole, written as a `p(` entry: the form FOAM's
//! own DAOs journal a put in (FOAM's put replaces; its journal writes what changed).

use folio_models::{Property, Registry};
use folio_store::{Class, Fields, Object, Record, Value};

/// The `p(` patch that makes the stored object `old` into `new`: FOAM's put replaces the
/// object, but its journal writes what changed (`p(` with the properties whose values differ,
/// each with its new value), so a property `new` leaves unset that `old` had set is written
/// back to its default (null where the property has no constant default). Merged into `old`,
/// the patch gives `new` in effective value, and FOAM's replay of the entry gives what its
/// own DAO holds.
pub(crate) fn replacement(new: Object, old: Option<&Object>, registry: &Registry) -> Object {
    let Some(old) = old else { return new };
    match (new.class, new.fields) {
        (Class::Model(model), Fields::Typed(record)) => {
            let properties = &registry.model(model).properties;
            let mut slots = record.to_slots();
            for (slot, property) in properties.iter().enumerate() {
                if slots[slot].is_none() && old.get(&property.name, registry).is_some() {
                    slots[slot] = Some(cleared(property));
                }
            }
            Object {
                class: Class::Model(model),
                fields: Fields::Typed(Record::from_slots(slots)),
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

/// The value a cleared property is written back as: its default where FOAM has a constant one
/// (a journal's `null` for a scalar leaves the old value, in FOAM's replay as in folio's), else
/// null.
fn cleared(property: &Property) -> Value {
    match property.effective_default() {
        Some(literal) => Value::of_default(literal, property.ty),
        None => Value::Null,
    }
}
