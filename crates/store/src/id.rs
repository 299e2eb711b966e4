//! Object ids: single values or tuples (compound ids), with the total order exports sort by.

use crate::object::{Class, Fields, Object};
use crate::value::{Value, ValueRef};
use compact_str::CompactString;
use folio_models::{PropType, Registry};
use std::cmp::Ordering;
use std::fmt;

/// An object's id.
///
/// Ordering (used by exports): by kind first (`Null < Bool < numbers < Str < Tuple`), numbers
/// numerically (an `Int` before a `Float` of equal value), strings bytewise, tuples element-wise.
#[derive(Debug, Clone)]
pub enum Id {
    Null,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// Inline up to 24 bytes, like stored strings: no allocation per key for short ids.
    Str(CompactString),
    Tuple(Box<[Id]>),
}

impl Id {
    /// The id of `object`: its model's id properties (a missing one takes its type's default, 0
    /// or ""), or for generic objects the `id` key (`Id::Null` when absent).
    ///
    /// Fails when an id value cannot be a key (an object or array).
    pub fn of(object: &Object, registry: &Registry) -> Result<Id, IdError> {
        match (&object.class, &object.fields) {
            (Class::Model(model_id), Fields::Typed(record)) => {
                let model = registry.model(*model_id);
                let part = |index: usize| -> Result<Id, IdError> {
                    let prop = &model.properties[index];
                    match record.slot(index) {
                        Some(value) => Id::from_ref(value).ok_or_else(|| IdError::NotAKey {
                            property: Some(prop.name.to_string()),
                            holds: NotAKey::of(value),
                        }),
                        None => Ok(Id::default_for(prop.ty, registry.reference_id_type(prop))),
                    }
                };
                match &*model.ids {
                    [] => Ok(Id::Null),
                    [single] => part(*single),
                    many => Ok(Id::Tuple(
                        many.iter().map(|&i| part(i)).collect::<Result<_, _>>()?,
                    )),
                }
            }
            (_, Fields::Generic(map)) => match map.get("id") {
                Some(value) => Id::from_ref(value).ok_or_else(|| IdError::NotAKey {
                    property: None,
                    holds: NotAKey::of(value),
                }),
                None => Ok(Id::Null),
            },
            _ => Ok(Id::Null),
        }
    }

    /// Whether `object` carries any of its id properties (an `r` entry must).
    pub fn is_present(object: &Object, registry: &Registry) -> bool {
        match (&object.class, &object.fields) {
            (Class::Model(model_id), Fields::Typed(record)) => {
                let model = registry.model(*model_id);
                model.ids.iter().any(|&i| record.slot(i).is_some())
            }
            (_, Fields::Generic(map)) => map.get("id").is_some(),
            _ => false,
        }
    }

    /// The id a value stands for; `None` for values that cannot be keys.
    pub fn from_value(value: &Value) -> Option<Id> {
        match value {
            Value::Str(s) => Some(Id::Str(s.clone())),
            value => Id::from_ref(value.as_ref()),
        }
    }

    /// [`Id::from_value`] for a borrowed value.
    pub fn from_ref(value: ValueRef<'_>) -> Option<Id> {
        Some(match value {
            ValueRef::Null => Id::Null,
            ValueRef::Bool(b) => Id::Bool(b),
            ValueRef::Int(i) | ValueRef::Date(i) => Id::Int(i),
            ValueRef::Enum(ordinal) => Id::Int(i64::from(ordinal)),
            ValueRef::Float(f) => Id::Float(f),
            ValueRef::Str(s) | ValueRef::BigInt(s) | ValueRef::Class(s) => {
                Id::Str(CompactString::from(s))
            }
            ValueRef::Array(_) | ValueRef::Object(_) | ValueRef::Map(_) => return None,
        })
    }

    /// The default id component for a property type that the entry did not give.
    fn default_for(ty: PropType, reference_type: Option<PropType>) -> Id {
        let ty = if ty == PropType::Reference {
            reference_type.unwrap_or(PropType::Long)
        } else {
            ty
        };
        match ty {
            PropType::Long
            | PropType::Int
            | PropType::Short
            | PropType::Byte
            | PropType::Date
            | PropType::DateTime
            | PropType::Enum => Id::Int(0),
            PropType::Double | PropType::Float => Id::Float(0.0),
            PropType::Boolean => Id::Bool(false),
            PropType::String | PropType::Class => Id::Str("".into()),
            _ => Id::Null,
        }
    }

    /// A number that never decreases as ids grow (`a < b` gives `a.sort_key() <= b.sort_key()`),
    /// so that a sorted table of them finds an id's place without reading the ids: the kind's
    /// rank in the top 3 bits, then a number's place among numbers (an `Int` as the `f64`
    /// nearest it), a string's first 7 bytes, a tuple's first part. Ids of equal keys are
    /// told apart by the ids themselves.
    pub fn sort_key(&self) -> u64 {
        let rank = u64::from(self.rank()) << 61;
        rank | match self {
            Id::Null => 0,
            Id::Bool(b) => u64::from(*b),
            Id::Int(i) => ordered_f64(*i as f64) >> 3,
            Id::Float(f) => ordered_f64(*f) >> 3,
            Id::Str(s) => {
                let mut first = [0u8; 8];
                let n = s.len().min(7);
                first[1..1 + n].copy_from_slice(&s.as_bytes()[..n]);
                u64::from_be_bytes(first) << 5
            }
            Id::Tuple(parts) => parts.first().map_or(0, |p| p.sort_key() >> 3),
        }
    }

    fn rank(&self) -> u8 {
        match self {
            Id::Null => 0,
            Id::Bool(_) => 1,
            Id::Int(_) | Id::Float(_) => 2,
            Id::Str(_) => 3,
            Id::Tuple(_) => 4,
        }
    }
}

/// Why an object has no id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdError {
    /// An id value that cannot be a key. `property` is the model's id property, or `None` for
    /// a generic object's `id` key.
    NotAKey {
        property: Option<String>,
        holds: NotAKey,
    },
}

/// The kinds of value that cannot be ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotAKey {
    Array,
    /// An FObject or a map.
    Object,
}

impl NotAKey {
    /// Only called for values `Id::from_value` refuses: arrays, objects and maps.
    fn of(value: ValueRef<'_>) -> NotAKey {
        match value {
            ValueRef::Array(_) => NotAKey::Array,
            _ => NotAKey::Object,
        }
    }
}

impl fmt::Display for IdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let IdError::NotAKey { property, holds } = self;
        let holds = match holds {
            NotAKey::Array => "array",
            NotAKey::Object => "object",
        };
        match property {
            Some(name) => write!(f, "id property `{name}` holds a {holds}"),
            None => write!(f, "`id` holds a {holds}"),
        }
    }
}

impl std::error::Error for IdError {}

impl PartialEq for Id {
    fn eq(&self, other: &Id) -> bool {
        match (self, other) {
            (Id::Null, Id::Null) => true,
            (Id::Bool(a), Id::Bool(b)) => a == b,
            (Id::Int(a), Id::Int(b)) => a == b,
            // Bitwise, so that Eq and Hash agree (NaN equals itself, 0.0 and -0.0 differ).
            (Id::Float(a), Id::Float(b)) => a.to_bits() == b.to_bits(),
            (Id::Str(a), Id::Str(b)) => a == b,
            (Id::Tuple(a), Id::Tuple(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for Id {}

impl std::hash::Hash for Id {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Id::Null => state.write_u8(0),
            Id::Bool(b) => state.write_u8(2 | u8::from(*b)),
            Id::Int(i) => state.write_i64(*i),
            Id::Float(f) => state.write_u64(f.to_bits()),
            Id::Str(s) => s.hash(state),
            Id::Tuple(parts) => parts.hash(state),
        }
    }
}

impl Ord for Id {
    fn cmp(&self, other: &Id) -> Ordering {
        match (self, other) {
            (Id::Bool(a), Id::Bool(b)) => a.cmp(b),
            (Id::Int(a), Id::Int(b)) => a.cmp(b),
            (Id::Float(a), Id::Float(b)) => a.total_cmp(b),
            (Id::Int(a), Id::Float(b)) => (*a as f64).total_cmp(b).then(Ordering::Less),
            (Id::Float(a), Id::Int(b)) => a.total_cmp(&(*b as f64)).then(Ordering::Greater),
            (Id::Str(a), Id::Str(b)) => a.as_bytes().cmp(b.as_bytes()),
            (Id::Tuple(a), Id::Tuple(b)) => a.cmp(b),
            _ => self.rank().cmp(&other.rank()),
        }
    }
}

/// `f`'s bits as a number in `f64::total_cmp` order.
fn ordered_f64(f: f64) -> u64 {
    let bits = f.to_bits();
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | 1 << 63
    }
}

impl PartialOrd for Id {
    fn partial_cmp(&self, other: &Id) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_by_kind_then_value() {
        let mut ids = vec![
            Id::Str("b".into()),
            Id::Tuple(vec![Id::Int(1), Id::Str("a".into())].into()),
            Id::Float(1.5),
            Id::Int(10),
            Id::Int(2),
            Id::Str("B".into()),
            Id::Null,
            Id::Tuple(vec![Id::Int(1)].into()),
            Id::Float(2.0),
            Id::Int(2),
        ];
        ids.sort();
        assert_eq!(
            ids,
            vec![
                Id::Null,
                Id::Float(1.5),
                Id::Int(2),
                Id::Int(2),
                Id::Float(2.0),
                Id::Int(10),
                Id::Str("B".into()),
                Id::Str("b".into()),
                Id::Tuple(vec![Id::Int(1)].into()),
                Id::Tuple(vec![Id::Int(1), Id::Str("a".into())].into()),
            ]
        );
    }

    #[test]
    fn int_and_float_of_equal_value_are_distinct_ids() {
        assert_ne!(Id::Int(1), Id::Float(1.0));
        assert_ne!(Id::Int(1).cmp(&Id::Float(1.0)), Ordering::Equal);
    }
}
