//! What one property's values were, kept as flags and at most one class name, never the values
//! themselves; and the type they agree on (docs/cli.md, `folio models infer`, "Types").

use super::form::Form;

/// The kinds of value a property held, as bit flags.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Kinds(u16);

impl Kinds {
    pub(crate) const NULL: Kinds = Kinds(1);
    pub(crate) const BOOL: Kinds = Kinds(1 << 1);
    pub(crate) const INT: Kinds = Kinds(1 << 2);
    /// An integer outside `i64`.
    pub(crate) const BIG_INT: Kinds = Kinds(1 << 3);
    pub(crate) const FLOAT: Kinds = Kinds(1 << 4);
    pub(crate) const STRING: Kinds = Kinds(1 << 5);
    pub(crate) const ARRAY: Kinds = Kinds(1 << 6);
    /// An object naming a class: an instance of a model.
    pub(crate) const FOBJECT: Kinds = Kinds(1 << 7);
    /// An object naming no class.
    pub(crate) const MAP: Kinds = Kinds(1 << 8);
    /// `{class:"__Class__", forClass_: …}`.
    pub(crate) const CLASS: Kinds = Kinds(1 << 9);
    /// `{class: X, ordinal: n}`.
    pub(crate) const ENUM: Kinds = Kinds(1 << 10);
    /// Another of FOAM's special objects (`__Timestamp__`, `__Property__`, …).
    pub(crate) const SPECIAL: Kinds = Kinds(1 << 11);

    /// The kinds a value can have and still be an id (docs/format.md, "Ids and merging"):
    /// not arrays or objects.
    pub(crate) const KEYS: Kinds = Kinds(
        Kinds::NULL.0
            | Kinds::BOOL.0
            | Kinds::INT.0
            | Kinds::BIG_INT.0
            | Kinds::FLOAT.0
            | Kinds::STRING.0
            | Kinds::CLASS.0
            | Kinds::ENUM.0,
    );

    pub(crate) fn add(&mut self, other: Kinds) {
        self.0 |= other.0;
    }

    /// Whether every kind seen is one of `allowed` (true when none was seen).
    pub(crate) fn only(self, allowed: Kinds) -> bool {
        self.0 & !allowed.0 == 0
    }

    fn without(self, other: Kinds) -> Kinds {
        Kinds(self.0 & !other.0)
    }

    fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl std::ops::BitOr for Kinds {
    type Output = Kinds;
    fn bitor(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }
}

/// The class objects of one kind named: none yet, one, or several.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) enum Seen {
    #[default]
    None,
    One(String),
    Several,
}

impl Seen {
    fn note(&mut self, class: &str) {
        match self {
            Seen::None => *self = Seen::One(class.to_owned()),
            Seen::One(seen) if seen != class => *self = Seen::Several,
            Seen::One(_) | Seen::Several => {}
        }
    }

    fn one(&self) -> Option<String> {
        match self {
            Seen::One(class) => Some(class.clone()),
            Seen::None | Seen::Several => None,
        }
    }
}

/// What one property's values showed, across every object of its class.
#[derive(Debug, Clone, Default)]
pub(crate) struct Shape {
    pub(crate) kinds: Kinds,
    /// The classes of its object values (`FOBJECT`).
    of: Seen,
    /// The enum classes of its enum values (`ENUM`).
    enum_of: Seen,
    /// The kinds of the elements of its array values.
    elements: Kinds,
    /// The classes of the object elements of its array values.
    element_of: Seen,
}

/// The type a property's values agree on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Guess {
    /// A type name of docs/format.md, "Model registry".
    pub(crate) ty: &'static str,
    pub(crate) of: Option<String>,
    /// `false` for `Object`: no type was guessed, every value is kept as written.
    pub(crate) guessed: bool,
}

impl Shape {
    /// Notes one value.
    pub(crate) fn note(&mut self, form: &Form<'_>) {
        self.kinds.add(form.kind());
        match form {
            Form::Model(class, _) => self.of.note(class),
            Form::Enum(class, _) => self.enum_of.note(class),
            Form::Array(items) => {
                for item in *items {
                    let item = Form::of(item);
                    self.elements.add(item.kind());
                    if let Form::Model(class, _) = item {
                        self.element_of.note(class);
                    }
                }
            }
            _ => {}
        }
    }

    /// The type every non-null value agrees on, else `Object`.
    pub(crate) fn guess(&self) -> Guess {
        let kinds = self.kinds.without(Kinds::NULL);
        let typed = |ty: &'static str, of: Option<String>| Guess {
            ty,
            of,
            guessed: true,
        };
        if kinds.is_empty() {
            return object();
        }
        if kinds == Kinds::BOOL {
            typed("Boolean", None)
        } else if kinds == Kinds::INT {
            typed("Long", None)
        } else if kinds.only(Kinds::INT | Kinds::BIG_INT | Kinds::FLOAT)
            && kinds.0 & Kinds::FLOAT.0 != 0
        {
            typed("Double", None)
        } else if kinds == Kinds::STRING {
            typed("String", None)
        } else if kinds == Kinds::ARRAY {
            if self.elements == Kinds::STRING {
                typed("StringArray", None)
            } else if self.elements == Kinds::FOBJECT {
                typed("FObjectArray", self.element_of.one())
            } else {
                typed("Array", None)
            }
        } else if kinds == Kinds::FOBJECT {
            typed("FObject", self.of.one())
        } else if kinds == Kinds::MAP {
            typed("Map", None)
        } else if kinds == Kinds::CLASS {
            typed("Class", None)
        } else if let (true, Some(of)) = (kinds == Kinds::ENUM, self.enum_of.one()) {
            typed("Enum", Some(of))
        } else {
            object()
        }
    }
}

fn object() -> Guess {
    Guess {
        ty: "Object",
        of: None,
        guessed: false,
    }
}
