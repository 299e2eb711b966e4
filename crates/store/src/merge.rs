//! The `p` merge rule of docs/semantics.md.
//!
//! Every field present in the new object overwrites; absent fields keep their old values (there
//! is no unset). When old and new values of an FObject property are both objects, they merge
//! recursively by the same rule. Arrays, lists and maps are replaced whole. The result takes the
//! new object's class; when the class changes, old fields carry over by canonical name where the
//! new class has them.
//!
//! Decisions the rules above leave open (docs/format.md repeats them):
//! - A new object of `Class::Anonymous` (no class written, no default) keeps the old class.
//! - In generic objects there are no property types, so "FObject property" means: both old and
//!   new values are objects with a class (`Value::Object`). Class-less maps are replaced whole.

use crate::object::{Class, Fields, Object};
use crate::value::{Map, Value};
use folio_models::{PropType, Registry};

/// Merges `new` into `old` and returns the result.
pub fn merge(old: Object, new: Object, registry: &Registry) -> Object {
    let class = match new.class {
        Class::Anonymous => old.class.clone(),
        ref c => c.clone(),
    };
    let old = if class == old.class {
        old
    } else {
        convert(old, &class, registry)
    };
    match (old.fields, new.fields) {
        (Fields::Typed(mut slots), Fields::Typed(new_slots)) => {
            let Class::Model(model_id) = class else {
                unreachable!("typed fields go with a model class")
            };
            let model = registry.model(model_id);
            for ((slot, new_value), prop) in slots
                .iter_mut()
                .zip(new_slots.into_vec())
                .zip(model.properties.iter())
            {
                if let Some(new_value) = new_value {
                    let fobject = prop.ty == PropType::FObject;
                    *slot = Some(merge_value(slot.take(), new_value, fobject, registry));
                }
            }
            Object {
                class,
                fields: Fields::Typed(slots),
            }
        }
        (Fields::Generic(mut map), Fields::Generic(new_map)) => {
            merge_maps(&mut map, *new_map, registry);
            Object {
                class,
                fields: Fields::Generic(map),
            }
        }
        // `convert` made the old fields match `class`; a new object of another class than the
        // result can only be Anonymous, whose fields are generic.
        (Fields::Typed(mut slots), Fields::Generic(new_map)) => {
            let Class::Model(model_id) = class else {
                unreachable!("typed fields go with a model class")
            };
            let model = registry.model(model_id);
            for (key, value) in new_map.into_entries() {
                if let Some(index) = model.slot(key.as_bytes()) {
                    let fobject = model.properties[index].ty == PropType::FObject;
                    slots[index] = Some(merge_value(slots[index].take(), value, fobject, registry));
                }
            }
            Object {
                class,
                fields: Fields::Typed(slots),
            }
        }
        // Typed new fields go with a model class (the `Fields` invariant), so the result class
        // is that model and `convert` made the old fields typed as well.
        (Fields::Generic(_), Fields::Typed(_)) => {
            unreachable!("typed fields go with a model class")
        }
    }
}

fn merge_maps(map: &mut Map, new_map: Map, registry: &Registry) {
    for (key, value) in new_map.into_entries() {
        let merged = match map.get_mut(&key) {
            Some(old) => merge_value(
                Some(std::mem::replace(old, Value::Null)),
                value,
                true,
                registry,
            ),
            None => value,
        };
        map.insert(key, merged);
    }
}

/// The value a field takes when `new` is written over `old`.
fn merge_value(old: Option<Value>, new: Value, fobject: bool, registry: &Registry) -> Value {
    match (old, new) {
        (Some(Value::Object(old)), Value::Object(new)) if fobject => {
            Value::Object(Box::new(merge(*old, *new, registry)))
        }
        (_, new) => new,
    }
}

/// Re-expresses `old` as an object of `class`, carrying over the fields the new class has.
fn convert(old: Object, class: &Class, registry: &Registry) -> Object {
    match class {
        Class::Model(model_id) => {
            let model = registry.model(*model_id);
            let mut slots = vec![None; model.properties.len()].into_boxed_slice();
            for (name, value) in old.iter(registry) {
                if let Some(index) = model.slot(name.as_bytes()) {
                    slots[index] = Some(value.clone());
                }
            }
            Object {
                class: class.clone(),
                fields: Fields::Typed(slots),
            }
        }
        _ => {
            let map = match old.fields {
                Fields::Generic(map) => map,
                Fields::Typed(_) => Box::new(
                    old.iter(registry)
                        .map(|(k, v)| (Box::from(k), v.clone()))
                        .collect(),
                ),
            };
            Object {
                class: class.clone(),
                fields: Fields::Generic(map),
            }
        }
    }
}
