//! The reasons typing fails a whole entry (docs/format.md, Model registry: most mismatches only drop one key).

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// A decimal number for an integer property.
    DecimalForInteger { property: String, text: String },
    /// An enum constant name the enum does not have.
    UnknownEnumConstant {
        property: String,
        enum_class: String,
        name: String,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::DecimalForInteger { property, text } => {
                write!(f, "decimal {text} for integer property `{property}`")
            }
            DecodeError::UnknownEnumConstant {
                property,
                enum_class,
                name,
            } => write!(
                f,
                "unknown constant `{name}` of enum {enum_class} for property `{property}`"
            ),
        }
    }
}

impl std::error::Error for DecodeError {}
