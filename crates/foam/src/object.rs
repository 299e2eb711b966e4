//! Objects as FOAM sends and expects them: a put that replaces, written as FOAM's own journal
//! would write it, and answers in FOAM's JSON.

use folio_models::{Property, Registry};
use folio_store::{compare, Class, Fields, Object, Record, Value, ValueRef};
use std::cmp::Ordering;

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

/// The value a cleared property is written back as: its default where FOAM has a constant one
/// (a journal's `null` for a scalar leaves the old value, in FOAM's replay as in folio's), else
/// null.
fn cleared(property: &Property) -> Value {
    match property.effective_default() {
        Some(literal) => Value::of_default(literal, property.ty),
        None => Value::Null,
    }
}

/// Writes `object` as FOAM's JSON, as FOAM's own formatter writes it: `class` first, then the
/// fields by their long names (both eras' clients read long names), leaving out nulls and
/// values equal to the property's default, which FOAM's client reads back as the same.
pub fn write_foam_object(object: &Object, registry: &Registry, out: &mut Vec<u8>) {
    if let (Class::Model(model), Fields::Typed(record)) = (&object.class, &object.fields) {
        let properties = &registry.model(*model).properties;
        let at_default = |slot: usize| match record.slot(slot) {
            Some(ValueRef::Null) => true,
            Some(value) => properties[slot].effective_default().is_some_and(|d| {
                compare(value, ValueRef::from_literal(d)) == Ordering::Equal
                    && same_kind(value, ValueRef::from_literal(d))
            }),
            None => false,
        };
        if (0..properties.len()).any(at_default) {
            // One rebuild of the record, not one per slot left out (`Record::set` rebuilds).
            let mut slots = record.to_slots();
            for (slot, value) in slots.iter_mut().enumerate() {
                if at_default(slot) {
                    *value = None;
                }
            }
            let trimmed = Object {
                class: Class::Model(*model),
                fields: Fields::Typed(Record::from_slots(slots)),
            };
            folio_render::write_object(&trimmed, registry, out);
            return;
        }
    }
    folio_render::write_object(object, registry, out);
}

/// `0` equals `false` nowhere in FOAM: a value is at its default only if it is of its kind.
fn same_kind(a: ValueRef<'_>, b: ValueRef<'_>) -> bool {
    std::mem::discriminant(&a) == std::mem::discriminant(&b)
        || matches!(
            (a, b),
            (ValueRef::Date(_), ValueRef::Int(_)) | (ValueRef::Int(_), ValueRef::Date(_))
        )
}
