//! Typing one value outside an entry: the value of a query condition or an id given by a
//! caller, by the same rules replay types a property's value with.

use crate::typed::{typed_value, Typed};
use crate::untyped::convert;
use crate::{DecodeError, DecodeStats};
use folio_dialect::Value as Raw;
use folio_models::{Property, Registry};
use folio_store::Value;

/// What one value becomes when typed for a property.
#[derive(Debug, Clone, PartialEq)]
pub enum PropertyValue {
    /// The typed value.
    Set(Value),
    /// `null` for a scalar property: in an entry it keeps the old value.
    Null,
    /// The wrong type for the property, or out of its range: in an entry the key is dropped.
    Mismatch,
}

/// Types `raw` as a value of `prop`, by the rules replay uses for the same property (so
/// `"ACTIVE"` and `1` give the same enum constant, an ISO date and epoch milliseconds the same
/// date).
pub fn decode_property(
    prop: &Property,
    raw: Raw,
    registry: &Registry,
) -> Result<PropertyValue, DecodeError> {
    let mut stats = DecodeStats::default();
    Ok(match typed_value(prop, raw, registry, &mut stats)? {
        Typed::Set(value) => PropertyValue::Set(value),
        Typed::Keep => PropertyValue::Null,
        Typed::Mismatch => PropertyValue::Mismatch,
    })
}

/// Converts `raw` as a value of untyped context (a generic object's field): kept as written,
/// except that an object whose first key is `class` becomes an object of that class.
pub fn decode_generic(raw: Raw, registry: &Registry) -> Result<Value, DecodeError> {
    convert(raw, registry, &mut DecodeStats::default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use folio_models::PropType;

    #[test]
    fn enum_names_and_ordinals_type_alike() {
        let registry = Registry::from_slice(
            br#"{"models":[{"class":"x.A","properties":[{"name":"status","type":"Enum","of":"x.S"}]}],
                 "enums":[{"class":"x.S","values":["NEW","ACTIVE"]}]}"#,
        )
        .unwrap();
        let model = registry.model_by_class("x.A").unwrap();
        let prop = &model.properties[model.property("status").unwrap()];
        let by_name = decode_property(prop, Raw::Str("ACTIVE".into()), &registry).unwrap();
        let by_ordinal = decode_property(prop, Raw::Int(1), &registry).unwrap();
        assert_eq!(by_name, PropertyValue::Set(Value::Enum(1)));
        assert_eq!(by_name, by_ordinal);
        assert_eq!(
            decode_property(prop, Raw::Bool(true), &registry).unwrap(),
            PropertyValue::Mismatch
        );
        let long = Property::new("n", PropType::Long);
        assert_eq!(
            decode_property(&long, Raw::Null, &registry).unwrap(),
            PropertyValue::Null
        );
    }

    #[test]
    fn an_ordinal_must_name_a_constant_unless_the_enum_is_undefined() {
        let registry = Registry::from_slice(
            br#"{"models":[{"class":"x.A","properties":[
                   {"name":"status","type":"Enum","of":"x.S"},
                   {"name":"mood","type":"Enum","of":"x.Undefined"}]}],
                 "enums":[{"class":"x.S","values":["NEW","ACTIVE"]}]}"#,
        )
        .unwrap();
        let model = registry.model_by_class("x.A").unwrap();
        let status = &model.properties[model.property("status").unwrap()];
        let mood = &model.properties[model.property("mood").unwrap()];
        let set = |n| PropertyValue::Set(Value::Enum(n));
        let rows = [
            (status, 0, set(0)),
            (status, 1, set(1)),
            (status, 2, PropertyValue::Mismatch),
            (status, -1, PropertyValue::Mismatch),
            (status, 1 << 40, PropertyValue::Mismatch),
            (mood, 7, set(7)),
            (mood, -3, set(-3)),
            (mood, 1 << 40, PropertyValue::Mismatch),
        ];
        for (prop, n, want) in rows {
            let got = decode_property(prop, Raw::Int(n), &registry).unwrap();
            assert_eq!(got, want, "{} = {n}", prop.name);
        }
        // The object form takes the same rule.
        let object = |n: i64| {
            let text = format!("{{class:\"x.S\",ordinal:{n}}}");
            folio_dialect::parse_value(text.as_bytes()).unwrap().0
        };
        assert_eq!(
            decode_property(status, object(1), &registry).unwrap(),
            set(1)
        );
        assert_eq!(
            decode_property(status, object(5), &registry).unwrap(),
            PropertyValue::Mismatch
        );
    }
}
