//! What a value is, as inference sees it: FOAM's special objects told apart from instances of
//! models (docs/format.md, Objects).

use super::kind::Kinds;
use folio_dialect::{Map, Value};

/// One value, classified.
#[derive(Debug)]
pub(crate) enum Form<'a> {
    Null,
    Bool,
    Int,
    BigInt,
    Float,
    Str,
    Array(&'a [Value]),
    /// An object whose first key `class` names a class: an instance of that model.
    Model(&'a str, &'a Map),
    /// An object naming no class.
    Map(&'a Map),
    /// `{class:"__Class__", forClass_: …}`: a class as a value.
    Class,
    /// `{class: X, ordinal: n}` with exactly those keys and a 32-bit ordinal: a value of enum X.
    Enum(&'a str, i32),
    /// Another special object: a class named `__…__` (`__Timestamp__`, `__Property__`).
    Special,
}

impl<'a> Form<'a> {
    pub(crate) fn of(value: &'a Value) -> Form<'a> {
        match value {
            Value::Null => Form::Null,
            Value::Bool(_) => Form::Bool,
            Value::Int(_) => Form::Int,
            Value::BigInt(_) => Form::BigInt,
            Value::Float(_) => Form::Float,
            Value::Str(_) => Form::Str,
            Value::Array(items) => Form::Array(items),
            Value::Object(map) => object(map),
        }
    }

    pub(crate) fn kind(&self) -> Kinds {
        match self {
            Form::Null => Kinds::NULL,
            Form::Bool => Kinds::BOOL,
            Form::Int => Kinds::INT,
            Form::BigInt => Kinds::BIG_INT,
            Form::Float => Kinds::FLOAT,
            Form::Str => Kinds::STRING,
            Form::Array(_) => Kinds::ARRAY,
            Form::Model(..) => Kinds::FOBJECT,
            Form::Map(_) => Kinds::MAP,
            Form::Class => Kinds::CLASS,
            Form::Enum(..) => Kinds::ENUM,
            Form::Special => Kinds::SPECIAL,
        }
    }
}

/// The class an object names: its first key is `class` with a string value.
pub(crate) fn named_class(map: &Map) -> Option<&str> {
    match map.iter().next() {
        Some(("class", Value::Str(class))) => Some(class),
        _ => None,
    }
}

fn object(map: &Map) -> Form<'_> {
    let Some(class) = named_class(map) else {
        return Form::Map(map);
    };
    if class == "__Class__" {
        return Form::Class;
    }
    if class.len() > 4 && class.starts_with("__") && class.ends_with("__") {
        return Form::Special;
    }
    if let [_, (key, Value::Int(n))] = map.entries() {
        if let (true, Ok(ordinal)) = (key == "ordinal", i32::try_from(*n)) {
            return Form::Enum(class, ordinal);
        }
    }
    Form::Model(class, map)
}
