//! Stored values: the generic JSON-like shapes plus the typed ones a model gives
//! (dates, enum ordinals, class names, nested typed objects).

use crate::map::Map;
use crate::object::Object;
use compact_str::CompactString;
use folio_models::Literal;

/// One stored value. 24 bytes: every payload is at most a fat pointer.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Int(i64),
    /// An integer literal outside the i64 range, kept as written (generic data only).
    BigInt(Box<str>),
    Float(f64),
    /// Strings of up to 24 bytes live inline, with no heap allocation: most journal strings.
    Str(CompactString),
    /// Epoch milliseconds, for Date and DateTime properties.
    Date(i64),
    /// An enum constant of a typed Enum property, by ordinal.
    Enum(i32),
    /// A class name, for Class properties.
    Class(Box<str>),
    Array(Box<[Value]>),
    /// An object with a class: typed by a model, or generic with a class name.
    Object(Box<Object>),
    /// A class-less object: a Map property, or a nested object in untyped context.
    Map(Box<Map>),
}

/// A stored value, borrowed: what typed objects hand out for a slot, since a compact record
/// does not hold its scalars and strings as [`Value`]s. Values that are rare in typed slots
/// (arrays, objects, maps) are borrowed as they are.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ValueRef<'a> {
    Null,
    Bool(bool),
    Int(i64),
    BigInt(&'a str),
    Float(f64),
    Str(&'a str),
    Date(i64),
    Enum(i32),
    Class(&'a str),
    Array(&'a [Value]),
    Object(&'a Object),
    Map(&'a Map),
}

impl<'a> ValueRef<'a> {
    /// A property's default as a value: what an object that never set the property holds for it
    /// in effect (FOAM reads an unset property as its default).
    pub fn from_literal(literal: &'a Literal) -> ValueRef<'a> {
        match literal {
            Literal::Bool(b) => ValueRef::Bool(*b),
            Literal::Int(i) => ValueRef::Int(*i),
            Literal::Float(f) => ValueRef::Float(*f),
            Literal::Str(s) => ValueRef::Str(s),
            Literal::Enum(ordinal) => ValueRef::Enum(*ordinal),
            Literal::EmptyArray => ValueRef::Array(&[]),
            Literal::EmptyMap => ValueRef::Map(empty_map()),
        }
    }
}

/// The empty map an unset Map property reads as, made once.
fn empty_map() -> &'static Map {
    static EMPTY: std::sync::OnceLock<Map> = std::sync::OnceLock::new();
    EMPTY.get_or_init(Map::new)
}

impl Value {
    /// A property's default as the value its type stores (a date's default as a date).
    pub fn of_default(literal: &Literal, ty: folio_models::PropType) -> Value {
        use folio_models::PropType as T;
        match literal {
            Literal::Int(ms) if matches!(ty, T::Date | T::DateTime) => Value::Date(*ms),
            literal => ValueRef::from_literal(literal).to_value(),
        }
    }

    /// The value, borrowed.
    #[inline]
    pub fn as_ref(&self) -> ValueRef<'_> {
        match self {
            Value::Null => ValueRef::Null,
            Value::Bool(b) => ValueRef::Bool(*b),
            Value::Int(i) => ValueRef::Int(*i),
            Value::BigInt(s) => ValueRef::BigInt(s),
            Value::Float(f) => ValueRef::Float(*f),
            Value::Str(s) => ValueRef::Str(s),
            Value::Date(ms) => ValueRef::Date(*ms),
            Value::Enum(ordinal) => ValueRef::Enum(*ordinal),
            Value::Class(name) => ValueRef::Class(name),
            Value::Array(items) => ValueRef::Array(items),
            Value::Object(object) => ValueRef::Object(object),
            Value::Map(map) => ValueRef::Map(map),
        }
    }
}

impl ValueRef<'_> {
    /// Whether `self` and `other` are the same value down to the bit: like `==`, except that
    /// floats compare by their bits, so `-0.0` and `0.0` differ (they are written differently
    /// and replay back differently). What a journal line must keep, where `==` (numeric
    /// equality) would let a sign change pass as no change.
    pub fn identical(self, other: ValueRef<'_>) -> bool {
        match (self, other) {
            (ValueRef::Float(a), ValueRef::Float(b)) => a.to_bits() == b.to_bits(),
            (ValueRef::Array(a), ValueRef::Array(b)) => {
                a.len() == b.len()
                    && a.iter()
                        .zip(b)
                        .all(|(x, y)| x.as_ref().identical(y.as_ref()))
            }
            (ValueRef::Map(a), ValueRef::Map(b)) => a.identical(b),
            (ValueRef::Object(a), ValueRef::Object(b)) => a.identical(b),
            (a, b) => a == b,
        }
    }

    /// An owned copy.
    pub fn to_value(self) -> Value {
        match self {
            ValueRef::Null => Value::Null,
            ValueRef::Bool(b) => Value::Bool(b),
            ValueRef::Int(i) => Value::Int(i),
            ValueRef::BigInt(s) => Value::BigInt(s.into()),
            ValueRef::Float(f) => Value::Float(f),
            ValueRef::Str(s) => Value::Str(CompactString::new(s)),
            ValueRef::Date(ms) => Value::Date(ms),
            ValueRef::Enum(ordinal) => Value::Enum(ordinal),
            ValueRef::Class(name) => Value::Class(name.into()),
            ValueRef::Array(items) => Value::Array(items.into()),
            ValueRef::Object(object) => Value::Object(Box::new(object.clone())),
            ValueRef::Map(map) => Value::Map(Box::new(map.clone())),
        }
    }
}

impl PartialEq<ValueRef<'_>> for Value {
    fn eq(&self, other: &ValueRef<'_>) -> bool {
        self.as_ref() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_stays_small() {
        assert_eq!(std::mem::size_of::<Value>(), 24);
        assert_eq!(std::mem::size_of::<Option<Value>>(), 24);
    }
}
