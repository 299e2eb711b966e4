//! Property defaults: the constant a property holds when an object never set it.
//!
//! FOAM's Java reads an unset property as its default (the model's literal `value:`, else the
//! type's), and FOAM's client leaves every value equal to it out of what it writes; so a reader
//! of journals needs the default to know a property's effective value.

use folio_dialect::Value;

use crate::PropType;

/// A property's default: a constant, typed by the property.
#[derive(Debug, Clone, PartialEq)]
pub enum Literal {
    Bool(bool),
    /// An integer property's value, a Date's or DateTime's epoch milliseconds, or a Reference's
    /// integer id.
    Int(i64),
    Float(f64),
    Str(Box<str>),
    /// An Enum's constant, by ordinal.
    Enum(i32),
    /// A fresh empty array (or list): what FOAM's Java factories give a StringArray,
    /// FObjectArray or List property that was never set (`return new String[0];`).
    EmptyArray,
    /// A fresh empty map: what FOAM's Java factory gives a Map property that was never set
    /// (`return new java.util.HashMap();`).
    EmptyMap,
}

impl std::fmt::Display for Literal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Literal::Bool(b) => write!(f, "{b}"),
            Literal::Int(i) => write!(f, "{i}"),
            Literal::Float(x) => write!(f, "{x:?}"),
            Literal::Str(s) => write!(f, "{s:?}"),
            Literal::Enum(o) => write!(f, "ordinal {o}"),
            Literal::EmptyArray => f.write_str("[]"),
            Literal::EmptyMap => f.write_str("{}"),
        }
    }
}

// The type defaults, as statics so that `effective_default` hands out a reference without
// building one per call (an empty `Box<str>` does not allocate, but a static cannot hold one).
static FALSE: Literal = Literal::Bool(false);
static ZERO: Literal = Literal::Int(0);
static ZERO_FLOAT: Literal = Literal::Float(0.0);
static EMPTY_ARRAY: Literal = Literal::EmptyArray;
static EMPTY_MAP: Literal = Literal::EmptyMap;

/// `""` as a `Literal`: a `Box<str>` cannot be built in a static, so it is made once.
fn empty_string() -> &'static Literal {
    static EMPTY: std::sync::OnceLock<Literal> = std::sync::OnceLock::new();
    EMPTY.get_or_init(|| Literal::Str("".into()))
}

/// The default FOAM's generated Java gives an unset property of type `ty` (a Reference's
/// `value_type` standing for a Reference), when that is a constant: `""` for a String, `0` for
/// the integer types, `0.0` for Double and Float, `false` for a Boolean, and what the type's Java
/// factory makes afresh for each object, a value all the same: an empty array for StringArray,
/// FObjectArray and List (`new String[0]`, `new X[0]`, `new ArrayList()` in
/// `foam/java/refinements.js` of both eras), an empty map for Map (`new HashMap()`). `None`
/// where it is `null` (Date, DateTime, FObject, Array, Class, Object, a Reference whose id type
/// is not given or not one of those). An Enum's is its enum's first constant, which only the
/// registry knows: the loader fills it in as the property's `default` (see
/// [`Property::default`](crate::Property::default)).
pub(crate) fn type_default(ty: PropType, value_type: Option<PropType>) -> Option<&'static Literal> {
    match ty {
        PropType::String => Some(empty_string()),
        PropType::Long | PropType::Int | PropType::Short | PropType::Byte => Some(&ZERO),
        PropType::Double | PropType::Float => Some(&ZERO_FLOAT),
        PropType::Boolean => Some(&FALSE),
        // A Reference's Java type is its target id's; one whose id is itself a Reference says
        // nothing further here.
        PropType::Reference => match value_type? {
            PropType::Reference => None,
            t => type_default(t, None),
        },
        PropType::StringArray | PropType::FObjectArray | PropType::List => Some(&EMPTY_ARRAY),
        PropType::Map => Some(&EMPTY_MAP),
        PropType::Date
        | PropType::DateTime
        | PropType::Enum
        | PropType::FObject
        | PropType::Array
        | PropType::Class
        | PropType::Object => None,
    }
}

/// The `Literal` a registry's `default` value is for a property of type `ty` (a Reference's
/// `value_type` standing for a Reference). An Enum's default, a constant's name, is not
/// resolved here: `Literal::Str` of the name comes back, for the loader to look up. `Err` says
/// what the value should have been.
pub(crate) fn typed(
    value: &Value,
    ty: PropType,
    value_type: Option<PropType>,
) -> Result<Literal, &'static str> {
    let integer = |lo: i64, hi: i64, expected: &'static str| match value {
        Value::Int(i) if (lo..=hi).contains(i) => Ok(Literal::Int(*i)),
        _ => Err(expected),
    };
    match ty {
        PropType::String => match value {
            Value::Str(s) => Ok(Literal::Str(s.as_str().into())),
            _ => Err("a string"),
        },
        PropType::Long => integer(i64::MIN, i64::MAX, "an integer of Long's range"),
        PropType::Int => integer(
            i32::MIN.into(),
            i32::MAX.into(),
            "an integer of Int's range",
        ),
        PropType::Short => integer(
            i16::MIN.into(),
            i16::MAX.into(),
            "an integer of Short's range",
        ),
        PropType::Byte => integer(i8::MIN.into(), i8::MAX.into(), "an integer of Byte's range"),
        // Epoch milliseconds, as journals write dates.
        PropType::Date | PropType::DateTime => {
            integer(i64::MIN, i64::MAX, "an integer (epoch milliseconds)")
        }
        PropType::Double | PropType::Float => match value {
            Value::Float(x) => Ok(Literal::Float(*x)),
            Value::Int(i) => Ok(Literal::Float(*i as f64)),
            _ => Err("a number"),
        },
        PropType::Boolean => match value {
            Value::Bool(b) => Ok(Literal::Bool(*b)),
            _ => Err("true or false"),
        },
        PropType::Enum => match value {
            Value::Str(s) => Ok(Literal::Str(s.as_str().into())),
            _ => Err("a constant's name (a string)"),
        },
        PropType::Reference => match value_type {
            Some(t) if t != PropType::Reference => {
                typed(value, t, None).map_err(|_| "a value of the Reference's valueType")
            }
            // The id type is not stated: an integer or a string id.
            _ => match value {
                Value::Int(i) => Ok(Literal::Int(*i)),
                Value::Str(s) => Ok(Literal::Str(s.as_str().into())),
                _ => Err("an integer or a string id"),
            },
        },
        // Object accepts any value, so any constant.
        PropType::Object => match value {
            Value::Bool(b) => Ok(Literal::Bool(*b)),
            Value::Int(i) => Ok(Literal::Int(*i)),
            Value::Float(x) => Ok(Literal::Float(*x)),
            Value::Str(s) => Ok(Literal::Str(s.as_str().into())),
            _ => Err("a boolean, a number or a string"),
        },
        // The empty value the type's Java factory makes: the only constant one these take.
        PropType::StringArray | PropType::FObjectArray | PropType::List => match value {
            Value::Array(items) if items.is_empty() => Ok(Literal::EmptyArray),
            _ => Err("an empty array, or none"),
        },
        PropType::Map => match value {
            Value::Object(map) if map.is_empty() => Ok(Literal::EmptyMap),
            _ => Err("an empty object, or none"),
        },
        PropType::FObject | PropType::Array | PropType::Class => {
            Err("no default (the type takes none)")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Value {
        folio_dialect::parse_document(text.as_bytes()).expect(text)
    }

    #[test]
    fn defaults_are_typed_by_their_property() {
        use PropType::*;
        let s = |s: &str| Ok(Literal::Str(s.into()));
        let wrong = |e: &'static str| Err(e);
        let int = "an integer of Int's range";
        /// The default as written, the property's type and value type, and the answer.
        type Row = (
            &'static str,
            PropType,
            Option<PropType>,
            Result<Literal, &'static str>,
        );
        #[rustfmt::skip]
        let table: &[Row] = &[
            (r#""x""#, String, None, s("x")),
            (r#""""#, String, None, s("")),
            ("1", String, None, wrong("a string")),
            ("7", Long, None, Ok(Literal::Int(7))),
            ("-7", Long, None, Ok(Literal::Int(-7))),
            ("-9223372036854775808", Long, None, Ok(Literal::Int(i64::MIN))),
            ("9223372036854775808", Long, None, wrong("an integer of Long's range")),
            ("1.0", Long, None, wrong("an integer of Long's range")),
            (r#""1""#, Long, None, wrong("an integer of Long's range")),
            ("2147483647", Int, None, Ok(Literal::Int(2147483647))),
            ("-2147483648", Int, None, Ok(Literal::Int(-2147483648))),
            ("2147483648", Int, None, wrong(int)),
            ("-32768", Short, None, Ok(Literal::Int(-32768))),
            ("32768", Short, None, wrong("an integer of Short's range")),
            ("-128", Byte, None, Ok(Literal::Int(-128))),
            ("128", Byte, None, wrong("an integer of Byte's range")),
            ("0.5", Double, None, Ok(Literal::Float(0.5))),
            ("-2", Double, None, Ok(Literal::Float(-2.0))),
            ("1e3", Float, None, Ok(Literal::Float(1000.0))),
            ("true", Double, None, wrong("a number")),
            ("true", Boolean, None, Ok(Literal::Bool(true))),
            ("false", Boolean, None, Ok(Literal::Bool(false))),
            ("0", Boolean, None, wrong("true or false")),
            ("1700000000000", DateTime, None, Ok(Literal::Int(1_700_000_000_000))),
            ("-86400000", Date, None, Ok(Literal::Int(-86_400_000))),
            (r#""2024-01-01""#, Date, None, wrong("an integer (epoch milliseconds)")),
            (r#""ACTIVE""#, Enum, None, s("ACTIVE")),
            ("1", Enum, None, wrong("a constant's name (a string)")),
            ("5", Reference, Some(Long), Ok(Literal::Int(5))),
            (r#""us""#, Reference, Some(String), s("us")),
            ("5", Reference, Some(String), wrong("a value of the Reference's valueType")),
            ("5", Reference, None, Ok(Literal::Int(5))),
            (r#""us""#, Reference, None, s("us")),
            ("true", Reference, None, wrong("an integer or a string id")),
            ("1.5", Object, None, Ok(Literal::Float(1.5))),
            (r#""x""#, Object, None, s("x")),
            ("[]", Object, None, wrong("a boolean, a number or a string")),
            (r#""x""#, Class, None, wrong("no default (the type takes none)")),
            ("[]", StringArray, None, Ok(Literal::EmptyArray)),
            ("[]", FObjectArray, None, Ok(Literal::EmptyArray)),
            ("[]", List, None, Ok(Literal::EmptyArray)),
            (r#"["x"]"#, StringArray, None, wrong("an empty array, or none")),
            ("{}", StringArray, None, wrong("an empty array, or none")),
            ("{}", Map, None, Ok(Literal::EmptyMap)),
            ("{a:1}", Map, None, wrong("an empty object, or none")),
            ("[]", Array, None, wrong("no default (the type takes none)")),
            ("{}", FObject, None, wrong("no default (the type takes none)")),
        ];
        for (text, ty, value_type, want) in table {
            let got = typed(&parse(text), *ty, *value_type);
            assert_eq!(&got, want, "{text} as {ty} ({value_type:?})");
        }
    }

    #[test]
    fn type_defaults_are_foam_java_fresh_values() {
        use PropType::*;
        let s = Literal::Str("".into());
        #[rustfmt::skip]
        let table: &[(PropType, Option<PropType>, Option<Literal>)] = &[
            (String, None, Some(s.clone())),
            (Long, None, Some(Literal::Int(0))),
            (Int, None, Some(Literal::Int(0))),
            (Short, None, Some(Literal::Int(0))),
            (Byte, None, Some(Literal::Int(0))),
            (Double, None, Some(Literal::Float(0.0))),
            (Float, None, Some(Literal::Float(0.0))),
            (Boolean, None, Some(Literal::Bool(false))),
            (Date, None, None),
            (DateTime, None, None),
            (Enum, None, None),
            (Reference, Some(Long), Some(Literal::Int(0))),
            (Reference, Some(String), Some(s)),
            (Reference, Some(FObject), None),
            (Reference, Some(Reference), None),
            (Reference, None, None),
            (StringArray, None, Some(Literal::EmptyArray)),
            (FObject, None, None),
            (FObjectArray, None, Some(Literal::EmptyArray)),
            (Array, None, None),
            (List, None, Some(Literal::EmptyArray)),
            (Map, None, Some(Literal::EmptyMap)),
            (Class, None, None),
            (Object, None, None),
        ];
        assert_eq!(table.len(), PropType::ALL.len() + 4);
        for (ty, value_type, want) in table {
            assert_eq!(
                type_default(*ty, *value_type),
                want.as_ref(),
                "{ty} ({value_type:?})"
            );
        }
    }
}
