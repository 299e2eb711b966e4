//! The one walk over objects and values, shared by both styles.

use crate::append::append;
use crate::escape::write_string;
use crate::float::write_java_double;
use crate::keys::model_keys;
use crate::style::Style;
use folio_models::{Model, PropType, Property, Registry};
use folio_store::{Class, Fields, Map, Object, ValueRef};

/// Which members of an object an entry carries.
#[derive(Clone, Copy)]
pub(crate) enum Members<'a> {
    /// Every set field (a `c` entry, an export line, a nested object).
    All,
    /// The id fields only (an `r` entry). A typed id property that is not set is written as
    /// its type's default, the value replay takes for it anyway, so an `r` always has an id.
    Ids,
    /// The id fields, then every field whose value differs from `old`'s (a `p` delta). `old`
    /// has the object's class: a delta to another class carries every field.
    ChangedFrom(&'a Object),
}

/// Writes `object` as one object: `class` first when `with_class` (and the object has a
/// class), then the members `members` picks, typed ones in model order, generic ones in key
/// order as merged.
pub(crate) fn write_object<S: Style>(
    object: &Object,
    with_class: bool,
    members: Members<'_>,
    registry: &Registry,
    out: &mut Vec<u8>,
) {
    out.push(b'{');
    let mut first = true;
    if with_class {
        if let Some(class) = object.class_name(registry) {
            S::write_key("class", out);
            write_string(class, out);
            first = false;
        }
    }
    match (&object.class, &object.fields) {
        (Class::Model(id), Fields::Typed(record)) => {
            let model = registry.model(*id);
            let keys = model_keys::<S>(*id, registry);
            let old_record = match members {
                Members::ChangedFrom(Object {
                    fields: Fields::Typed(old),
                    ..
                }) => Some(old),
                _ => None,
            };
            for index in 0..record.width() {
                let slot = record.slot(index);
                let value = match members {
                    Members::All => match slot {
                        Some(value) => Some(value),
                        None => continue,
                    },
                    Members::Ids if is_id(model, index) => slot,
                    Members::Ids => continue,
                    Members::ChangedFrom(_) => match slot {
                        Some(value)
                            if is_id(model, index)
                                || !old_record
                                    .and_then(|old| old.slot(index))
                                    .is_some_and(|old| old.identical(value)) =>
                        {
                            Some(value)
                        }
                        _ => continue,
                    },
                };
                if !first {
                    out.push(b',');
                }
                first = false;
                append(out, keys.get(index));
                match value {
                    Some(value) => write_value::<S>(value, registry, out),
                    None => write_id_default(&model.properties[index], registry, out),
                }
            }
        }
        (_, Fields::Generic(map)) => {
            // The old object's map indexed once: a lookup per key would scan it, making the
            // delta of an object of n keys cost O(n²).
            let old_map = match members {
                Members::ChangedFrom(Object {
                    fields: Fields::Generic(old),
                    ..
                }) => Some(old.lookup()),
                _ => None,
            };
            let mut wrote_id = false;
            for (key, value) in map.iter() {
                let is_id = key == "id";
                match members {
                    Members::All => {}
                    Members::Ids if is_id => {}
                    Members::Ids => continue,
                    Members::ChangedFrom(old) => {
                        let old_value = match &old_map {
                            Some(old_map) => old_map.get(key),
                            None => old.get(key, registry),
                        };
                        let unchanged = old_value.is_some_and(|old| old.identical(value));
                        if !is_id && unchanged {
                            continue;
                        }
                    }
                }
                wrote_id |= is_id;
                if !first {
                    out.push(b',');
                }
                first = false;
                S::write_key(key, out);
                write_value::<S>(value, registry, out);
            }
            // A generic object with no `id` key has the id null; an `r` must still name it.
            if matches!(members, Members::Ids) && !wrote_id {
                if !first {
                    out.push(b',');
                }
                S::write_key("id", out);
                out.extend_from_slice(b"null");
            }
        }
        // `Fields::Typed` goes with `Class::Model` (the store's invariant): nothing to write.
        (_, Fields::Typed(_)) => {}
    }
    out.push(b'}');
}

fn is_id(model: &Model, index: usize) -> bool {
    model.ids.contains(&index)
}

/// The value replay gives an id property that an entry does not carry (0, 0.0, false, "" or
/// null by type), written so that it reads back as that same id.
fn write_id_default(prop: &Property, registry: &Registry, out: &mut Vec<u8>) {
    let ty = match prop.ty {
        PropType::Reference => registry.reference_id_type(prop).unwrap_or(PropType::Long),
        ty => ty,
    };
    out.extend_from_slice(match ty {
        PropType::Long
        | PropType::Int
        | PropType::Short
        | PropType::Byte
        | PropType::Date
        | PropType::DateTime
        | PropType::Enum => b"0",
        PropType::Double | PropType::Float => b"0.0",
        PropType::Boolean => b"false",
        PropType::String | PropType::Class => b"\"\"",
        _ => b"null",
    });
}

/// Writes one value. Dates are epoch milliseconds, enums their ordinals, class names strings,
/// nested objects with their class first.
pub(crate) fn write_value<S: Style>(value: ValueRef<'_>, registry: &Registry, out: &mut Vec<u8>) {
    match value {
        ValueRef::Null => out.extend_from_slice(b"null"),
        ValueRef::Bool(true) => out.extend_from_slice(b"true"),
        ValueRef::Bool(false) => out.extend_from_slice(b"false"),
        ValueRef::Int(i) | ValueRef::Date(i) => {
            append(out, itoa::Buffer::new().format(i).as_bytes())
        }
        ValueRef::Enum(ordinal) => append(out, itoa::Buffer::new().format(ordinal).as_bytes()),
        ValueRef::BigInt(digits) => S::write_big_integer(digits, out),
        ValueRef::Float(f) => write_java_double(f, out),
        ValueRef::Str(s) => write_string(s, out),
        // The name, in both styles, as FOAM's formatter writes a class (`output(ClassInfo)`
        // prints its id): FOAM 2026 reads a `{class:"__Class__",…}` object in a nested
        // object's Class property as a map, not as the class.
        ValueRef::Class(name) => write_string(name, out),
        ValueRef::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_value::<S>(item.as_ref(), registry, out);
            }
            out.push(b']');
        }
        ValueRef::Object(object) => write_object::<S>(object, true, Members::All, registry, out),
        ValueRef::Map(map) => write_map::<S>(map, registry, out),
    }
}

fn write_map<S: Style>(map: &Map, registry: &Registry, out: &mut Vec<u8>) {
    out.push(b'{');
    for (i, (key, item)) in map.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        S::write_key(key, out);
        write_value::<S>(item, registry, out);
    }
    out.push(b'}');
}
