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

use crate::map::{Indexed, Map};
use crate::object::{Class, Fields, Object};
use crate::record::RecordBuilder;
use crate::value::{Value, ValueRef};
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
        (Fields::Typed(old_record), Fields::Typed(mut new_record)) => {
            let Class::Model(model_id) = class else {
                unreachable!("typed fields go with a model class")
            };
            let model = registry.model(model_id);
            let record = RecordBuilder::with(|b| {
                b.load(old_record);
                for index in 0..model.properties.len() {
                    match new_record.slot(index) {
                        None => {}
                        Some(ValueRef::Object(_))
                            if model.properties[index].ty == PropType::FObject
                                && matches!(b.get(index), Some(ValueRef::Object(_))) =>
                        {
                            let (Some(Value::Object(old)), Some(Value::Object(new))) =
                                (b.take(index), new_record.take(index))
                            else {
                                unreachable!("both are objects")
                            };
                            let merged = merge(*old, *new, registry);
                            b.set_value(index, Value::Object(Box::new(merged)));
                        }
                        Some(_) => b.set_from(index, &mut new_record, index),
                    }
                }
                b.finish()
            });
            Object {
                class,
                fields: Fields::Typed(record),
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
        (Fields::Typed(old_record), Fields::Generic(new_map)) => {
            let Class::Model(model_id) = class else {
                unreachable!("typed fields go with a model class")
            };
            let model = registry.model(model_id);
            let record = RecordBuilder::with(|b| {
                b.load(old_record);
                for (key, value) in new_map.into_entries() {
                    if let Some(index) = model.slot(key.as_bytes()) {
                        let fobject = model.properties[index].ty == PropType::FObject;
                        let merged = merge_value(b.take(index), value, fobject, registry);
                        b.set_value(index, merged);
                    }
                }
                b.finish()
            });
            Object {
                class,
                fields: Fields::Typed(record),
            }
        }
        // Typed new fields go with a model class (the `Fields` invariant), so the result class
        // is that model and `convert` made the old fields typed as well.
        (Fields::Generic(_), Fields::Typed(_)) => {
            unreachable!("typed fields go with a model class")
        }
    }
}

/// Each key of `new_map` is found in `map` through [`Indexed`], not a scan: a client's `put` of
/// n keys over an object of n keys would otherwise cost O(n²).
fn merge_maps(map: &mut Map, new_map: Map, registry: &Registry) {
    // A delta the decoder read in the object's shape (a `p` of some of its properties) is
    // written slot by slot; one of keys the object has, in place.
    let Err(new_map) = map.merge_slots(new_map, |old, new| {
        merge_value(Some(old), new, true, registry)
    }) else {
        return;
    };
    let merge = |old, new| merge_value(old, new, true, registry);
    let Err(members) = map.merge_in_shape(new_map.into_entries(), merge) else {
        return;
    };
    let mut indexed = Indexed::new(map);
    for (key, value) in members {
        match indexed.position(&key) {
            Some(i) => {
                let old = std::mem::replace(indexed.value_mut(i), Value::Null);
                *indexed.value_mut(i) = merge_value(Some(old), value, true, registry);
            }
            None => indexed.push_new(key, value),
        }
    }
    map.seal();
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
            let record = RecordBuilder::with(|b| {
                b.start(model.properties.len());
                for (name, value) in old.iter(registry) {
                    if let Some(index) = model.slot(name.as_bytes()) {
                        b.set_ref(index, value);
                    }
                }
                b.finish()
            });
            Object {
                class: class.clone(),
                fields: Fields::Typed(record),
            }
        }
        _ => {
            let map = match old.fields {
                Fields::Generic(map) => map,
                Fields::Typed(_) => {
                    let mut map: Map = old
                        .iter(registry)
                        .map(|(k, v)| (Box::from(k), v.to_value()))
                        .collect();
                    map.seal();
                    Box::new(map)
                }
            };
            Object {
                class: class.clone(),
                fields: Fields::Generic(map),
            }
        }
    }
}
