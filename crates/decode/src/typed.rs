//! Objects and typed property values (docs/format.md, Model registry).

use crate::date::{day_noon, parse_iso_millis};
use crate::generic;
use crate::untyped::{convert, convert_all, convert_entries, convert_map, written_class};
use crate::{DecodeError, DecodeStats};
use folio_dialect::Value as Raw;
use folio_models::{EnumDef, ModelId, PropType, Property, Registry};
use folio_store::{Class, Fields, Object, RecordBuilder, Value};

/// Types a top-level entry's object. `default_class` is the DAO's default class, taken when the
/// object names none.
pub fn decode_entry(
    map: folio_dialect::Map,
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Object, DecodeError> {
    decode_object(map, default_class, registry, stats)
}

/// Types one object: the class it names first, else `default_class`, else none.
pub(crate) fn decode_object(
    map: folio_dialect::Map,
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Object, DecodeError> {
    let named = written_class(&map).is_some();
    let mut entries = map.into_entries().into_iter();
    // The DAO's class is only looked up: borrowed, not copied for each object.
    let class_name: Option<std::borrow::Cow<'_, str>> = if named {
        match entries.next() {
            Some((_, Raw::Str(class))) => Some(class.into()),
            _ => unreachable!("written_class saw a string class first"),
        }
    } else {
        default_class.map(Into::into)
    };
    let class = match class_name {
        None => Class::Anonymous,
        Some(name) => match registry.model_id(&name) {
            Some(model_id) => return typed_object(model_id, entries, registry, stats),
            None => Class::named(&name),
        },
    };
    let fields = convert_entries(entries, registry, stats)?;
    // An object in a shape a stored map has: the next of its class takes the fast path.
    if let Some(shape) = fields.shape() {
        generic::learn(generic::class_key(&class), shape);
    }
    Ok(Object::generic(class, fields))
}

fn typed_object(
    model_id: ModelId,
    entries: impl Iterator<Item = (String, Raw)>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Object, DecodeError> {
    let model = registry.model(model_id);
    let record = RecordBuilder::with(|b| -> Result<_, DecodeError> {
        b.start(model.properties.len());
        for (key, raw) in entries {
            let Some(index) = model.slot(key.as_bytes()) else {
                stats.unknown_keys += 1;
                continue;
            };
            let prop = &model.properties[index];
            match typed_value(prop, raw, registry, stats)? {
                Typed::Set(value) => b.set_value(index, value),
                Typed::Keep => {}
                Typed::Mismatch => stats.type_mismatches += 1,
            }
        }
        Ok(b.finish())
    })?;
    Ok(Object {
        class: Class::Model(model_id),
        fields: Fields::Typed(record),
    })
}

/// What one key does to its property.
pub(crate) enum Typed {
    Set(Value),
    /// `null` for a scalar: the property keeps its value.
    Keep,
    /// Wrong type or out of range: the key is dropped and counted.
    Mismatch,
}

/// The typing rules (docs/format.md, Model registry) for one property value: the single place they live. The
/// single-pass decoder calls it too for every value it does not type inline.
pub(crate) fn typed_value(
    prop: &Property,
    raw: Raw,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Result<Typed, DecodeError> {
    use PropType as T;
    let ty = match prop.ty {
        T::Reference => registry.reference_id_type(prop).unwrap_or(T::Reference),
        ty => ty,
    };
    Ok(match (ty, raw) {
        // Scalars: null keeps the old value.
        (
            T::String
            | T::Long
            | T::Int
            | T::Short
            | T::Byte
            | T::Double
            | T::Float
            | T::Boolean
            | T::Enum
            | T::Reference,
            Raw::Null,
        ) => Typed::Keep,
        // The rest: null sets null.
        (_, Raw::Null) => Typed::Set(Value::Null),

        (T::String, Raw::Str(s)) => Typed::Set(Value::Str(s.into())),
        // FOAM's Java keeps an integer given to a String property as its decimal text (a
        // String id written `id:1` is "1"); other numbers stay mismatches here (FOAM would
        // print a double as Java does, which is the renderer's business, not typing's).
        (T::String, Raw::Int(i)) => Typed::Set(Value::Str(i.to_string().into())),
        (T::Long | T::Int | T::Short | T::Byte, Raw::Int(i)) => {
            if in_range(ty, i) {
                Typed::Set(Value::Int(i))
            } else {
                Typed::Mismatch
            }
        }
        (T::Long | T::Int | T::Short | T::Byte, Raw::Float(f)) => {
            return Err(DecodeError::DecimalForInteger {
                property: prop.name.to_string(),
                text: format!("{f:?}"),
            })
        }
        (T::Double | T::Float, Raw::Int(i)) => Typed::Set(Value::Float(i as f64)),
        (T::Double | T::Float, Raw::Float(f)) => Typed::Set(Value::Float(f)),
        // Beyond the double range it is out of range, like `1e999` (which the grammar rejects).
        (T::Double | T::Float, Raw::BigInt(text)) => match text.parse::<f64>() {
            Ok(f) if f.is_finite() => Typed::Set(Value::Float(f)),
            _ => Typed::Mismatch,
        },
        (T::Boolean, Raw::Bool(b)) => Typed::Set(Value::Bool(b)),
        (T::Date, raw) => match date(raw) {
            Typed::Set(Value::Date(ms)) => Typed::Set(Value::Date(day_noon(ms))),
            other => other,
        },
        (T::DateTime, raw) => date(raw),
        (T::Enum, raw) => enum_value(prop, raw, registry)?,
        // A Reference whose target id type is unknown takes an integer or a string.
        (T::Reference, Raw::Int(i)) => Typed::Set(Value::Int(i)),
        (T::Reference, Raw::Str(s)) => Typed::Set(Value::Str(s.into())),
        (T::StringArray, Raw::Array(items)) => {
            if items.iter().all(|item| matches!(item, Raw::Str(_))) {
                let strings = items.into_iter().map(|item| match item {
                    Raw::Str(s) => Value::Str(s.into()),
                    _ => unreachable!("checked above"),
                });
                Typed::Set(Value::Array(strings.collect()))
            } else {
                Typed::Mismatch
            }
        }
        (T::FObject, Raw::Object(map)) => {
            let object = decode_object(map, prop.of.as_deref(), registry, stats)?;
            Typed::Set(Value::Object(Box::new(object)))
        }
        (T::FObjectArray, Raw::Array(items)) => {
            if !items.iter().all(|item| matches!(item, Raw::Object(_))) {
                return Ok(Typed::Mismatch);
            }
            let mut objects = Vec::with_capacity(items.len());
            for item in items {
                let Raw::Object(map) = item else {
                    unreachable!("checked above")
                };
                let object = decode_object(map, prop.of.as_deref(), registry, stats)?;
                objects.push(Value::Object(Box::new(object)));
            }
            Typed::Set(Value::Array(objects.into_boxed_slice()))
        }
        (T::Array | T::List, Raw::Array(items)) => {
            Typed::Set(Value::Array(convert_all(items, registry, stats)?))
        }
        (T::Map, Raw::Object(map)) => {
            let mut map = convert_map(map, registry, stats)?;
            // Kept in an object: in a shape, as a generic object's maps are.
            map.seal();
            Typed::Set(Value::Map(Box::new(map)))
        }
        (T::Class, Raw::Str(name)) => Typed::Set(Value::Class(name.into())),
        (T::Class, Raw::Object(map)) => match special(&map, "__Class__", "forClass_") {
            Some(Raw::Str(name)) => Typed::Set(Value::Class(name.as_str().into())),
            _ => Typed::Mismatch,
        },
        (T::Object, raw) => Typed::Set(convert(raw, registry, stats)?),
        _ => Typed::Mismatch,
    })
}

fn in_range(ty: PropType, i: i64) -> bool {
    match ty {
        PropType::Int => i32::try_from(i).is_ok(),
        PropType::Short => i16::try_from(i).is_ok(),
        PropType::Byte => i8::try_from(i).is_ok(),
        _ => true,
    }
}

/// Date and DateTime: epoch-ms integers or the ISO text form. A `__Timestamp__` object is a
/// mismatch: FOAM's Java writes one only for a date inside an `Object` value, and drops it for
/// a Date or DateTime property (seen with its own replay).
fn date(raw: Raw) -> Typed {
    match raw {
        Raw::Int(ms) => Typed::Set(Value::Date(ms)),
        Raw::Str(text) => match parse_iso_millis(&text) {
            Some(ms) => Typed::Set(Value::Date(ms)),
            None => Typed::Mismatch,
        },
        _ => Typed::Mismatch,
    }
}

/// Enum: an ordinal, a constant name, or `{class: <enum>, ordinal: N}`.
fn enum_value(prop: &Property, raw: Raw, registry: &Registry) -> Result<Typed, DecodeError> {
    let def = enum_of(prop, registry);
    let ordinal = |n: i64| -> Typed {
        enum_ordinal(def, n).map_or(Typed::Mismatch, |n| Typed::Set(Value::Enum(n)))
    };
    Ok(match raw {
        Raw::Int(n) => ordinal(n),
        Raw::Str(name) => match def {
            Some(def) => match def.ordinal_of(&name) {
                Some(n) => Typed::Set(Value::Enum(n)),
                None => {
                    return Err(DecodeError::UnknownEnumConstant {
                        property: prop.name.to_string(),
                        enum_class: def.class.to_string(),
                        name,
                    })
                }
            },
            None => Typed::Mismatch,
        },
        Raw::Object(map) => match map.get("ordinal") {
            Some(Raw::Int(n)) if written_class(&map).is_some() => ordinal(*n),
            _ => Typed::Mismatch,
        },
        _ => Typed::Mismatch,
    })
}

/// The enum `prop` is of, if the registry defines it.
#[inline]
pub(crate) fn enum_of<'r>(prop: &Property, registry: &'r Registry) -> Option<&'r EnumDef> {
    prop.of.as_deref().and_then(|of| registry.enum_def(of))
}

/// An integer as an ordinal of the enum `def`: a constant's ordinal, or any `i32` when the
/// registry does not define the enum (`def` is `None`); `None` is a mismatch. The single-pass
/// decoder calls it too, for an ordinal it types inline.
#[inline]
pub(crate) fn enum_ordinal(def: Option<&EnumDef>, n: i64) -> Option<i32> {
    let n = i32::try_from(n).ok()?;
    def.is_none_or(|d| d.name_of(n).is_some()).then_some(n)
}

/// The `field` of a special object `{class: <class>, ...}`.
fn special<'m>(map: &'m folio_dialect::Map, class: &str, field: &str) -> Option<&'m Raw> {
    (written_class(map) == Some(class))
        .then(|| map.get(field))
        .flatten()
}
