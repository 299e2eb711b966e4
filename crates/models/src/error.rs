//! What can go wrong reading a registry: errors that stop the load, and warnings that do not.
//!
//! Both carry structured fields (where, and why) so that callers decide by kind; `Display`
//! renders one line for the CLI.

use std::fmt;
use std::path::{Path, PathBuf};

/// Where in a registry document something is: the unit an error or warning is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// The document as a whole (e.g. it is not an object).
    Document,
    /// The value of a top-level section: `"models"`, `"enums"` or `"daos"`.
    Section(&'static str),
    /// `models[index]`, with its class when it has a readable one.
    Model {
        index: usize,
        class: Option<Box<str>>,
    },
    /// `models[model].properties[index]`, with its model's class and its own name when readable.
    Property {
        model: usize,
        class: Option<Box<str>>,
        index: usize,
        name: Option<Box<str>>,
    },
    /// `enums[index]`, with its class when it has a readable one.
    Enum {
        index: usize,
        class: Option<Box<str>>,
    },
    /// The entry of `daos` for this DAO.
    Dao { name: Box<str> },
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn class(f: &mut fmt::Formatter<'_>, class: &Option<Box<str>>) -> fmt::Result {
            match class {
                Some(c) => write!(f, " ({c})"),
                None => Ok(()),
            }
        }
        match self {
            Place::Document => f.write_str("document"),
            Place::Section(s) => write!(f, "\"{s}\""),
            Place::Model { index, class: c } => {
                write!(f, "models[{index}]")?;
                class(f, c)
            }
            Place::Property {
                model,
                class: c,
                index,
                name,
            } => {
                write!(f, "models[{model}]")?;
                class(f, c)?;
                write!(f, " properties[{index}]")?;
                match name {
                    Some(n) => write!(f, " ({n})"),
                    None => Ok(()),
                }
            }
            Place::Enum { index, class: c } => {
                write!(f, "enums[{index}]")?;
                class(f, c)
            }
            Place::Dao { name } => write!(f, "daos.{name}"),
        }
    }
}

/// Why a well-formed document is not a valid registry.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The value at the place must be an object.
    ExpectedObject,
    /// The value at the place must be an array.
    ExpectedArray,
    /// A field the place needs is absent (or `null`).
    MissingField(&'static str),
    /// A field has the wrong kind of value; `expected` says what it should be.
    FieldType {
        field: &'static str,
        expected: &'static str,
    },
    /// A name that must not be empty is (`class`, `name`, `shortName`, an id or a value).
    EmptyName(&'static str),
    /// An enum's `ordinals` is not parallel to its `values`.
    OrdinalsLength { values: usize, ordinals: usize },
    /// An enum lists the same constant twice.
    DuplicateValue(Box<str>),
    /// An enum gives two constants the same ordinal.
    DuplicateOrdinal(i32),
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::ExpectedObject => f.write_str("expected an object"),
            Reason::ExpectedArray => f.write_str("expected an array"),
            Reason::MissingField(field) => write!(f, "missing \"{field}\""),
            Reason::FieldType { field, expected } => {
                write!(f, "\"{field}\" must be {expected}")
            }
            Reason::EmptyName(field) => write!(f, "\"{field}\" must not be empty"),
            Reason::OrdinalsLength { values, ordinals } => write!(
                f,
                "{ordinals} ordinals for {values} values (they must be parallel)"
            ),
            Reason::DuplicateValue(v) => write!(f, "value {v} listed twice"),
            Reason::DuplicateOrdinal(o) => write!(f, "ordinal {o} given twice"),
        }
    }
}

/// A registry that cannot be loaded. `Display` is one line naming the file (or `<registry>`
/// for [`Registry::from_slice`](crate::Registry::from_slice)).
#[derive(Debug)]
#[non_exhaustive]
pub enum ModelError {
    /// The file could not be read.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The file is not a document of the lenient grammar (docs/format.md, Objects): `kind` says why, at
    /// byte `offset`, which is at `line` and `column` (1-based, the column counted in bytes).
    Syntax {
        path: Option<PathBuf>,
        offset: usize,
        line: usize,
        column: usize,
        kind: folio_dialect::ErrorKind,
    },
    /// The document parses but is not a registry: `place` is what is wrong, `reason` why.
    Invalid {
        path: Option<PathBuf>,
        place: Place,
        reason: Reason,
    },
}

impl ModelError {
    /// The file the error is about, if the registry came from a file.
    pub fn path(&self) -> Option<&Path> {
        match self {
            ModelError::Io { path, .. } => Some(path),
            ModelError::Syntax { path, .. } | ModelError::Invalid { path, .. } => path.as_deref(),
        }
    }

    pub(crate) fn invalid(place: Place, reason: Reason) -> ModelError {
        ModelError::Invalid {
            path: None,
            place,
            reason,
        }
    }

    /// Names the file, for errors found while reading bytes that came from `path`.
    pub(crate) fn with_path(mut self, file: &Path) -> ModelError {
        match &mut self {
            ModelError::Io { .. } => {}
            ModelError::Syntax { path, .. } | ModelError::Invalid { path, .. } => {
                *path = Some(file.to_path_buf())
            }
        }
        self
    }
}

struct ShowPath<'a>(Option<&'a Path>);

impl fmt::Display for ShowPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(p) => write!(f, "{}", p.display()),
            None => f.write_str("<registry>"),
        }
    }
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::Io { path, source } => {
                write!(f, "{}: cannot read: {source}", path.display())
            }
            ModelError::Syntax {
                path,
                line,
                column,
                kind,
                ..
            } => write!(
                f,
                "{}:{line}:{column}: not a registry document: {kind}",
                ShowPath(path.as_deref())
            ),
            ModelError::Invalid {
                path,
                place,
                reason,
            } => write!(f, "{}: {place}: {reason}", ShowPath(path.as_deref())),
        }
    }
}

impl std::error::Error for ModelError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ModelError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// Something in a registry that folio accepted by deciding what it means. The decisions are
/// listed in the crate documentation; the CLI shows these under `--verbose`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub place: Place,
    pub kind: WarningKind,
}

/// What a [`Warning`] is about, and what folio did.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum WarningKind {
    /// `type` names no known type: the property is loaded as `Object` (accepts anything).
    UnknownType(Box<str>),
    /// The property has no `type`: loaded as `Object`.
    MissingType,
    /// `valueType` names no known type: ignored, as if absent.
    UnknownValueType(Box<str>),
    /// A property name appears twice in one model: the later definition replaces the earlier
    /// one, at the earlier one's position.
    DuplicateProperty,
    /// The property's short name is another property's name: names win, so the short name is
    /// dropped (the property keeps only its name).
    ShortNameIsAName { short: Box<str>, owner: Box<str> },
    /// The property's short name is already an earlier property's short name: the earlier one
    /// keeps it, this property's short name is dropped.
    DuplicateShortName { short: Box<str>, owner: Box<str> },
    /// An id names no property and is not the conventional `id`: a property of that name and
    /// type `Object` is added so entries can still be identified. (A missing `id` is the FOAM
    /// convention for models without one and is handled the same way without a warning.)
    MissingIdProperty(Box<str>),
    /// `ids` lists a name twice: the repeat is ignored.
    DuplicateId(Box<str>),
    /// A class is defined twice: the later definition replaces the earlier one and keeps the
    /// earlier one's [`ModelId`](crate::ModelId).
    DuplicateClass(Box<str>),
    /// An enum class is defined twice: the later definition wins.
    DuplicateEnum(Box<str>),
    /// A DAO's class is not a model in the registry: its objects will be generic.
    UnknownDaoClass(Box<str>),
    /// The property's `default` (as written) is not what its type takes (`expected`): dropped,
    /// as if absent, so the type's default applies.
    UnfitDefault {
        default: Box<str>,
        expected: Box<str>,
    },
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::UnknownType(t) => write!(f, "unknown type {t:?}, read as Object"),
            WarningKind::MissingType => f.write_str("no type, read as Object"),
            WarningKind::UnknownValueType(t) => write!(f, "unknown valueType {t:?}, ignored"),
            WarningKind::DuplicateProperty => {
                f.write_str("property defined twice, the later definition wins")
            }
            WarningKind::ShortNameIsAName { short, owner } => write!(
                f,
                "shortName {short:?} is the name of property {owner}, short name dropped"
            ),
            WarningKind::DuplicateShortName { short, owner } => write!(
                f,
                "shortName {short:?} already belongs to property {owner}, short name dropped"
            ),
            WarningKind::MissingIdProperty(id) => {
                write!(f, "id {id:?} is not a property, added as Object")
            }
            WarningKind::DuplicateId(id) => write!(f, "id {id:?} listed twice, repeat ignored"),
            WarningKind::DuplicateClass(c) => {
                write!(f, "class {c} defined twice, the later definition wins")
            }
            WarningKind::DuplicateEnum(c) => {
                write!(f, "enum {c} defined twice, the later definition wins")
            }
            WarningKind::UnfitDefault { default, expected } => write!(
                f,
                "default {default} does not fit the property (expected {expected}), dropped"
            ),
            WarningKind::UnknownDaoClass(c) => {
                write!(
                    f,
                    "class {c} is not in the registry, objects will be generic"
                )
            }
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.place, self.kind)
    }
}
