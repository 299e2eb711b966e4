//! Objects as FOAM expects them: answers in FOAM's JSON.

use folio_models::Registry;
use folio_store::{compare, Class, Fields, Object, Record, ValueRef};
use std::cmp::Ordering;

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
