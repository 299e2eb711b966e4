//! FOAM's Java generator's rules (`foam/java/refinements.js`): which properties of a model exist
//! in its Java class, and which `PropertyInfo` base class, so which parser, each one gets.
//!
//! A journal is written and read by FOAM's Java, whose `ClassInfo` knows only the properties
//! the generator emitted; a key for any other is skipped when FOAM reads it. So the registry
//! holds those properties only, typed as their `PropertyInfo` parses them. The generator emits a
//! property when all three hold:
//! - its `flags` let Java in: none, an empty list, a list holding `java`, or a string holding
//!   `java` (`'js|java'`), as `foam.util.flagFilter(['java'])` reads them;
//! - `generateJava` is not `false`;
//! - it has a `javaInfoType`: its own, else its property class's default (the property class's
//!   `['javaInfoType', ...]`, or one a refinement gives it, up the `extends` chain). FOAM's plain
//!   `Property` and `Function`, and property classes of the UI, have none.

use super::js::{Lit, Obj};

/// What a property, or a property class by default, says about its Java form. `None`: not
/// said here (a parent's or the property class's setting applies).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct JavaSettings {
    pub info_type: Option<InfoType>,
    pub generate: Option<bool>,
    /// `false` when `flags` leave Java out.
    pub flags_allow: Option<bool>,
}

/// A `javaInfoType`: a class name (empty: none), or code that computes it (a Reference's
/// factory takes its target id's), which does exist.
#[derive(Debug, Clone, PartialEq)]
pub enum InfoType {
    Named(String),
    Computed,
}

impl JavaSettings {
    /// The settings of a property object (`{ name, javaInfoType, generateJava, flags }`).
    pub fn of_property(p: &Obj) -> JavaSettings {
        JavaSettings {
            info_type: info_type(p.get("javaInfoType")),
            generate: match p.get("generateJava") {
                Some(Lit::Bool(b)) => Some(*b),
                _ => None,
            },
            flags_allow: p.get("flags").and_then(flags_allow_java),
        }
    }

    /// `child`'s settings over `self`'s, as a child property inherits its parent's.
    pub fn overlaid(&self, child: &JavaSettings) -> JavaSettings {
        JavaSettings {
            info_type: child.info_type.clone().or_else(|| self.info_type.clone()),
            generate: child.generate.or(self.generate),
            flags_allow: child.flags_allow.or(self.flags_allow),
        }
    }
}

/// A `javaInfoType` value: a string names a class; code (a function, an expression) computes one.
pub fn info_type(lit: Option<&Lit>) -> Option<InfoType> {
    match lit? {
        Lit::Str(s) => Some(InfoType::Named(s.clone())),
        Lit::Null => Some(InfoType::Named(String::new())),
        _ => Some(InfoType::Computed),
    }
}

/// `foam.util.flagFilter(['java'])` on a `flags` value: `None` when it says nothing readable.
pub fn flags_allow_java(flags: &Lit) -> Option<bool> {
    match flags {
        // `indexOf` on a string is a substring search.
        Lit::Str(s) => Some(s.is_empty() || s.contains("java")),
        Lit::Array(items) => Some(
            items.is_empty()
                || items
                    .iter()
                    .any(|f| matches!(f, Lit::Str(s) if s == "java")),
        ),
        Lit::Null => Some(true),
        _ => None,
    }
}

/// Whether a property with these (flattened) settings and its property class's `javaInfoType`
/// exists in Java.
pub fn in_java(own: &JavaSettings, class_info: Option<&InfoType>) -> bool {
    if own.flags_allow == Some(false) || own.generate == Some(false) {
        return false;
    }
    match own.info_type.as_ref().or(class_info) {
        Some(InfoType::Named(name)) => !name.is_empty(),
        Some(InfoType::Computed) => true,
        None => false,
    }
}

/// The folio types a `PropertyInfo` base class of FOAM's Java runtime parses as, the first the
/// one to take when the property class's own type is none of them. `None`: a base folio does
/// not know (a hand-written one), where the property class's type stands.
pub fn info_types(info: &str) -> Option<&'static [&'static str]> {
    let bare = info.rsplit('.').next().unwrap_or(info);
    Some(match bare {
        "AbstractStringPropertyInfo" => &["String"],
        "AbstractLongPropertyInfo" => &["Long"],
        "AbstractIntPropertyInfo" => &["Int"],
        "AbstractShortPropertyInfo" => &["Short"],
        "AbstractBytePropertyInfo" => &["Byte"],
        "AbstractDoublePropertyInfo" => &["Double"],
        "AbstractFloatPropertyInfo" => &["Float"],
        "AbstractBooleanPropertyInfo" => &["Boolean"],
        // Date and DateTime share one info; so do Array and StringArray.
        "AbstractDatePropertyInfo" => &["DateTime", "Date"],
        "AbstractEnumPropertyInfo" => &["Enum"],
        "AbstractArrayPropertyInfo" => &["Array", "StringArray"],
        "AbstractFObjectArrayPropertyInfo" => &["FObjectArray"],
        "AbstractFObjectPropertyInfo" | "AbstractDAOPropertyPropertyInfo" => &["FObject"],
        "AbstractListPropertyInfo" => &["List"],
        "AbstractMapPropertyInfo" => &["Map"],
        "AbstractClassPropertyInfo" => &["Class"],
        "AbstractObjectPropertyInfo" => &["Object"],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strs(items: &[&str]) -> Lit {
        Lit::Array(items.iter().map(|s| Lit::Str((*s).into())).collect())
    }

    #[test]
    fn flags_as_flag_filter_reads_them() {
        let cases = [
            (strs(&[]), Some(true)),
            (strs(&["java"]), Some(true)),
            (strs(&["js", "java"]), Some(true)),
            (strs(&["js"]), Some(false)),
            (strs(&["web"]), Some(false)),
            (strs(&["javascript"]), Some(false)),
            (Lit::Str("js|java".into()), Some(true)),
            (Lit::Str("web".into()), Some(false)),
            (Lit::Str(String::new()), Some(true)),
            (Lit::Opaque, None),
        ];
        for (lit, want) in cases {
            assert_eq!(flags_allow_java(&lit), want, "{lit:?}");
        }
    }

    #[test]
    fn a_property_exists_in_java_with_an_info_type() {
        let named = |s: &str| Some(InfoType::Named(s.into()));
        let plain = JavaSettings::default();
        assert!(!in_java(&plain, None), "FOAM's plain Property");
        assert!(in_java(
            &plain,
            named("foam.core.AbstractLongPropertyInfo").as_ref()
        ));
        assert!(in_java(&plain, Some(&InfoType::Computed)));
        assert!(!in_java(&plain, named("").as_ref()));
        let own = JavaSettings {
            info_type: named("foam.core.AbstractObjectPropertyInfo"),
            ..JavaSettings::default()
        };
        assert!(in_java(&own, None));
        let off = JavaSettings {
            generate: Some(false),
            ..own.clone()
        };
        assert!(!in_java(&off, None));
        let js = JavaSettings {
            flags_allow: Some(false),
            ..own
        };
        assert!(!in_java(&js, None));
    }
}
