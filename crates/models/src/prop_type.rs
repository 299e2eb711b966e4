//! The closed set of property types a registry may name (docs/format.md, Model registry).

/// The type of a property, as named by the registry's `type` field.
///
/// The set is closed: a name outside it is loaded as [`PropType::Object`] (accept anything)
/// and reported as a [`Warning`](crate::Warning), so a newer registry still loads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PropType {
    String,
    Long,
    Int,
    Short,
    Byte,
    Double,
    Float,
    Boolean,
    Date,
    DateTime,
    Enum,
    Reference,
    StringArray,
    FObject,
    FObjectArray,
    Array,
    List,
    Map,
    Class,
    Object,
}

impl PropType {
    /// Every type, in the order of docs/format.md (Model registry).
    pub const ALL: [PropType; 20] = [
        PropType::String,
        PropType::Long,
        PropType::Int,
        PropType::Short,
        PropType::Byte,
        PropType::Double,
        PropType::Float,
        PropType::Boolean,
        PropType::Date,
        PropType::DateTime,
        PropType::Enum,
        PropType::Reference,
        PropType::StringArray,
        PropType::FObject,
        PropType::FObjectArray,
        PropType::Array,
        PropType::List,
        PropType::Map,
        PropType::Class,
        PropType::Object,
    ];

    /// The type a registry names `s`. Exact and case-sensitive, as the registry spells them
    /// (`"DateTime"`, not `"datetime"`); `None` for anything else.
    pub fn from_name(s: &str) -> Option<PropType> {
        Some(match s {
            "String" => PropType::String,
            "Long" => PropType::Long,
            "Int" => PropType::Int,
            "Short" => PropType::Short,
            "Byte" => PropType::Byte,
            "Double" => PropType::Double,
            "Float" => PropType::Float,
            "Boolean" => PropType::Boolean,
            "Date" => PropType::Date,
            "DateTime" => PropType::DateTime,
            "Enum" => PropType::Enum,
            "Reference" => PropType::Reference,
            "StringArray" => PropType::StringArray,
            "FObject" => PropType::FObject,
            "FObjectArray" => PropType::FObjectArray,
            "Array" => PropType::Array,
            "List" => PropType::List,
            "Map" => PropType::Map,
            "Class" => PropType::Class,
            "Object" => PropType::Object,
            _ => return None,
        })
    }

    /// The registry's name for this type; `from_name(t.name()) == Some(t)`.
    pub fn name(self) -> &'static str {
        match self {
            PropType::String => "String",
            PropType::Long => "Long",
            PropType::Int => "Int",
            PropType::Short => "Short",
            PropType::Byte => "Byte",
            PropType::Double => "Double",
            PropType::Float => "Float",
            PropType::Boolean => "Boolean",
            PropType::Date => "Date",
            PropType::DateTime => "DateTime",
            PropType::Enum => "Enum",
            PropType::Reference => "Reference",
            PropType::StringArray => "StringArray",
            PropType::FObject => "FObject",
            PropType::FObjectArray => "FObjectArray",
            PropType::Array => "Array",
            PropType::List => "List",
            PropType::Map => "Map",
            PropType::Class => "Class",
            PropType::Object => "Object",
        }
    }

    /// True for the integer types (Long, Int, Short, Byte), which share the integer rules of
    /// docs/format.md, Model registry and differ only in range.
    pub fn is_integer(self) -> bool {
        matches!(
            self,
            PropType::Long | PropType::Int | PropType::Short | PropType::Byte
        )
    }
}

impl std::fmt::Display for PropType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::PropType;

    #[test]
    fn names_round_trip() {
        for t in PropType::ALL {
            assert_eq!(PropType::from_name(t.name()), Some(t));
            assert_eq!(t.to_string(), t.name());
        }
    }

    #[test]
    fn names_are_exact() {
        for s in [
            "", "string", "STRING", "Datetime", "Integer", "String ", " Long", "Ref",
        ] {
            assert_eq!(PropType::from_name(s), None, "{s:?}");
        }
    }

    #[test]
    fn all_is_complete_and_distinct() {
        let mut names: Vec<_> = PropType::ALL.iter().map(|t| t.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 20);
    }

    #[test]
    fn integer_types() {
        let ints: Vec<_> = PropType::ALL
            .into_iter()
            .filter(|t| t.is_integer())
            .collect();
        assert_eq!(
            ints,
            [
                PropType::Long,
                PropType::Int,
                PropType::Short,
                PropType::Byte
            ]
        );
    }
}
