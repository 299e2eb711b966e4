//! What the importer could not take as FOAM would: each names the file and line, and the rest
//! is imported (with `--strict` the CLI turns any of them into an error).

use std::fmt;
use std::path::PathBuf;

/// A place in the sources: an index into [`Imported::files`](super::Imported::files) and a
/// 1-based line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct At {
    pub file: usize,
    pub line: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WarningKind {
    /// The file could not be read.
    Unreadable { error: String },
    /// The parser rejected the file (FOAM could not load it either); what it recovered is read.
    Syntax { message: String },
    /// A `foam.CLASS`/`ENUM`/`INTERFACE` without a `name` (and no `refines`).
    NoName,
    /// A property without a name: none written, none copied (`__copyFrom__`), and none given by
    /// default by its property class (`property_class`, as written, when it has one; `known`:
    /// some tree defines that class).
    PropertyWithoutName {
        property_class: Option<String>,
        known: bool,
    },
    /// A property whose `class` is code (an expression, not a string): FOAM runs it, the importer
    /// cannot, and reads the property as FOAM's plain `Property` (or skips it when it has no
    /// name either).
    PropertyClassNotRead {
        class: String,
        property: Option<String>,
    },
    /// A property copied with `__copyFrom__: 'a.b.C.NAME'` from a class no tree defines, that
    /// has no property of that constant, or that cannot be read first (copies in a cycle, or
    /// copies of copies nested deeper than 32): FOAM logs it and makes a plain `Property` of the
    /// rest, which is skipped when it has no name of its own.
    UnknownCopySource {
        class: String,
        path: String,
        property: Option<String>,
    },
    /// A `foam.RELATIONSHIP` without `sourceModel` or `targetModel`.
    RelationshipWithoutModels,
    /// The same class or enum defined twice in one tree; the later definition (in load order)
    /// replaces the earlier one, whose place this names (the path as the other warnings give it).
    Duplicate {
        id: String,
        earlier_file: PathBuf,
        earlier_line: u32,
    },
    /// `extends` names a class that no tree defines: the class is imported without the parent's
    /// properties.
    MissingParent { class: String, parent: String },
    /// `extends` chains back to the class itself.
    CyclicExtends { class: String },
    /// A `refines:` of a class that no tree defines.
    UnknownRefinement { target: String },
    /// `implements` names an interface that no tree defines.
    UnknownInterface { class: String, interface: String },
    /// A property class that is not defined, or whose `extends` chain never reaches FOAM's
    /// `Property`: the property is typed Object.
    UnknownPropertyClass {
        class: String,
        property: String,
        property_class: String,
    },
    /// `ids` names a property the class does not have.
    UnknownId { class: String, id: String },
    /// A relationship's source or target model is not defined.
    UnknownRelationshipModel { model: String },
    /// A Reference or Enum whose `of` is not defined.
    UnknownOf {
        class: String,
        property: String,
        of: String,
    },
}

/// Why a property's default is not in the registry: FOAM computes it, so no constant holds it.
/// Not a warning: the registry is as right as it can be, and the property reads as its type's
/// default, as FOAM's Java reads it where only JavaScript code computes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeftOut {
    /// Code computes it: `factory` or `expression` (FOAM's JavaScript), `javaFactory`,
    /// `javaGetter` or `javaValue` (FOAM's Java).
    Code(&'static str),
    /// `value` is code (a call, a name, a function), not a constant.
    ValueIsCode,
    /// `value` is a constant the property's type does not take (as written, and the type).
    Unfit { value: String, ty: String },
}

/// A property whose default is left out of the registry, where it is declared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOutDefault {
    pub file: PathBuf,
    pub line: u32,
    /// The classes that have the property, by id (never empty): the report names the first.
    pub classes: Vec<String>,
    pub property: String,
    pub why: LeftOut,
}

impl fmt::Display for LeftOutDefault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}.{}: ",
            self.file.display(),
            self.line,
            self.classes[0],
            self.property
        )?;
        match &self.why {
            LeftOut::Code(key) => write!(f, "computed by `{key}`"),
            LeftOut::ValueIsCode => f.write_str("`value` is code, not a constant"),
            LeftOut::Unfit { value, ty } => write!(f, "`value` {value} is no constant of {ty}"),
        }
    }
}

/// One warning, with its place resolved to a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    pub file: PathBuf,
    pub line: u32,
    pub kind: WarningKind,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.file.display(), self.line)?;
        match &self.kind {
            WarningKind::Unreadable { error } => write!(f, "cannot be read: {error}"),
            WarningKind::Syntax { message } => {
                write!(f, "does not parse as JavaScript: {message}")
            }
            WarningKind::NoName => f.write_str("a definition without a name is skipped"),
            WarningKind::PropertyWithoutName {
                property_class: None,
                ..
            } => f.write_str("a property without a name is skipped"),
            WarningKind::PropertyWithoutName {
                property_class: Some(c),
                known: true,
            } => write!(
                f,
                "a property of class {c} without a name is skipped: {c} gives none by default"
            ),
            WarningKind::PropertyWithoutName {
                property_class: Some(c),
                known: false,
            } => write!(
                f,
                "a property of class {c} without a name is skipped: {c} is not defined, so its default name is not known"
            ),
            WarningKind::PropertyClassNotRead {
                class,
                property: Some(property),
            } => write!(
                f,
                "{class}.{property}: the property class is code, not a string, and is not read; read as a plain Property"
            ),
            WarningKind::PropertyClassNotRead {
                class,
                property: None,
            } => write!(
                f,
                "{class}: a property without a name whose property class is code, not a string, is skipped"
            ),
            WarningKind::UnknownCopySource {
                class,
                path,
                property: Some(property),
            } => write!(
                f,
                "{class}.{property}: __copyFrom__ {path} names no defined property; read as a plain Property"
            ),
            WarningKind::UnknownCopySource {
                class,
                path,
                property: None,
            } => write!(
                f,
                "{class}: a property without a name copies {path} (__copyFrom__), which names no defined property; skipped"
            ),
            WarningKind::RelationshipWithoutModels => {
                f.write_str("a relationship without sourceModel or targetModel is skipped")
            }
            WarningKind::Duplicate {
                id,
                earlier_file,
                earlier_line,
            } => write!(
                f,
                "{id} is defined again; this definition replaces the one at {}:{earlier_line}",
                earlier_file.display()
            ),
            WarningKind::MissingParent { class, parent } => write!(
                f,
                "{class} extends {parent}, which is not defined; its inherited properties are missing"
            ),
            WarningKind::CyclicExtends { class } => {
                write!(f, "{class} extends itself through its parents")
            }
            WarningKind::UnknownRefinement { target } => {
                write!(f, "refines {target}, which is not defined; skipped")
            }
            WarningKind::UnknownInterface { class, interface } => write!(
                f,
                "{class} implements {interface}, which is not defined; its properties are missing"
            ),
            WarningKind::UnknownPropertyClass {
                class,
                property,
                property_class,
            } => write!(
                f,
                "{class}.{property}: property class {property_class} cannot be resolved; typed Object"
            ),
            WarningKind::UnknownId { class, id } => {
                write!(f, "{class}: ids names {id}, which is not a property")
            }
            WarningKind::UnknownRelationshipModel { model } => {
                write!(f, "relationship model {model} is not defined; skipped")
            }
            WarningKind::UnknownOf {
                class,
                property,
                of,
            } => write!(f, "{class}.{property}: of {of} is not defined"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    /// A core of the property classes the rows use (FOAM's 2026 package).
    const CORE: &str = "foam.CLASS({ package: 'foam.lang', name: 'Property' });\n\
        foam.CLASS({ package: 'foam.lang', name: 'String', extends: 'Property' });\n\
        foam.CLASS({ package: 'foam.lang', name: 'Long', extends: 'Property' });\n\
        foam.CLASS({ package: 'foam.lang', name: 'Class', extends: 'Property' });\n";

    struct Row {
        what: &'static str,
        /// One tree: the core, then these files in this order.
        files: &'static [(&'static str, &'static str)],
        /// Every warning, as the CLI prints it after `folio: warning: `.
        want: &'static [&'static str],
    }

    const ROWS: &[Row] = &[
        Row {
            what: "a class defined again names the file and line of the one it replaces",
            files: &[
                ("x/A.js", "foam.CLASS({ package: 'x', name: 'A' });"),
                ("x/B.js", "\nfoam.CLASS({ package: 'x', name: 'A' });"),
            ],
            want: &["x/B.js:2: x.A is defined again; this definition replaces the one at x/A.js:1"],
        },
        Row {
            what: "classes without a package in different files: both files named, each against the one before",
            files: &[
                ("demo/Demo.js", "foam.CLASS({ name: 'Test' });"),
                ("demo/Demo3.js", "foam.CLASS({ name: 'Test' });"),
                ("demo/Dynamic.js", "foam.CLASS({ name: 'Test' });"),
            ],
            want: &[
                "demo/Demo3.js:1: Test is defined again; this definition replaces the one at demo/Demo.js:1",
                "demo/Dynamic.js:1: Test is defined again; this definition replaces the one at demo/Demo3.js:1",
            ],
        },
        Row {
            what: "twice in one file: the file is still named",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'A' });\nfoam.CLASS({ package: 'x', name: 'A' });",
            )],
            want: &["a.js:2: x.A is defined again; this definition replaces the one at a.js:1"],
        },
        Row {
            what: "an enum defined again, as a class",
            files: &[
                ("e1.js", "foam.ENUM({ package: 'x', name: 'E', values: ['A'] });"),
                ("e2.js", "foam.ENUM({ package: 'x', name: 'E', values: ['B'] });"),
            ],
            want: &["e2.js:1: x.E is defined again; this definition replaces the one at e1.js:1"],
        },
        Row {
            what: "class: '' is FOAM's plain Property (a falsy class), not a class of no name",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'A', properties: [ { name: 'onClose', class: '' } ] });",
            )],
            want: &[],
        },
        Row {
            what: "a property class that is code is named as such, with the property's name if any",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'A', properties: [\n\
                   { name: 'p', class: this.Other },\n\
                   { class: pick() } ] });",
            )],
            want: &[
                "a.js:2: x.A.p: the property class is code, not a string, and is not read; read as a plain Property",
                "a.js:3: x.A: a property without a name whose property class is code, not a string, is skipped",
            ],
        },
        Row {
            what: "no name: the property class's default name is used ({ name: 'name', value } or ['name', x]), also a parent's",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'JavaType', extends: 'String', properties: [ { name: 'name', value: 'javaType' } ] });\n\
                 foam.CLASS({ package: 'x', name: 'Named', extends: 'Long', properties: [ ['name', 'count'] ] });\n\
                 foam.CLASS({ package: 'x', name: 'SubNamed', extends: 'x.Named' });\n\
                 foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'x.JavaType' }, { class: 'x.SubNamed' } ] });",
            )],
            want: &[],
        },
        Row {
            what: "no name, and none by default: the property class is named, defined or not",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'A', properties: [\n\
                   { class: 'Class', of: 'x.A' },\n\
                   { class: 'x.Gone' },\n\
                   { /* name: 'commented', */ } ] });",
            )],
            want: &[
                "a.js:2: a property of class Class without a name is skipped: Class gives none by default",
                "a.js:3: a property of class x.Gone without a name is skipped: x.Gone is not defined, so its default name is not known",
                "a.js:4: a property without a name is skipped",
            ],
        },
        Row {
            what: "an empty name, bare or in a pair, is no name (at the line of the properties' owner)",
            files: &[(
                "a.js",
                "\nfoam.CLASS({ package: 'x', name: 'A', properties: [ '', ['', 1], 'ok' ] });",
            )],
            want: &[
                "a.js:2: a property without a name is skipped",
                "a.js:2: a property without a name is skipped",
            ],
        },
        Row {
            what: "__copyFrom__ of a property no tree defines: skipped without a name, plain with one",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'B', properties: [ 'here' ] });\n\
                 foam.CLASS({ package: 'x', name: 'A', properties: [\n\
                   { __copyFrom__: 'y.Gone.NAME', label: 'Name' },\n\
                   { __copyFrom__: 'x.B.NOT_HERE', name: 'n' },\n\
                   { __copyFrom__: 'x.B.HERE' } ] });",
            )],
            want: &[
                "a.js:3: x.A: a property without a name copies y.Gone.NAME (__copyFrom__), which names no defined property; skipped",
                "a.js:4: x.A.n: __copyFrom__ x.B.NOT_HERE names no defined property; read as a plain Property",
            ],
        },
        Row {
            what: "copies in a cycle end: the class flattened first reads its copy, the other cannot",
            files: &[(
                "a.js",
                "foam.CLASS({ package: 'x', name: 'A', properties: [ { __copyFrom__: 'x.B.Y' }, { class: 'Long', name: 'x' } ] });\n\
                 foam.CLASS({ package: 'x', name: 'B', properties: [ { __copyFrom__: 'x.A.X' }, { class: 'Long', name: 'y' } ] });\n\
                 foam.CLASS({ package: 'x', name: 'C', properties: [ { __copyFrom__: 'x.C.Z' }, { class: 'Long', name: 'z' } ] });",
            )],
            want: &[
                "a.js:2: x.B: a property without a name copies x.A.X (__copyFrom__), which names no defined property; skipped",
                "a.js:3: x.C: a property without a name copies x.C.Z (__copyFrom__), which names no defined property; skipped",
            ],
        },
        Row {
            what: "an interface's nameless property warns once, however many classes implement it",
            files: &[(
                "a.js",
                "foam.INTERFACE({ package: 'x', name: 'I', properties: [ { class: 'Class' } ] });\n\
                 foam.CLASS({ package: 'x', name: 'A', implements: ['x.I'] });\n\
                 foam.CLASS({ package: 'x', name: 'B', implements: ['x.I'] });",
            )],
            want: &["a.js:1: a property of class Class without a name is skipped: Class gives none by default"],
        },
        Row {
            what: "a refinement's property is warned about in the refinement's file, not the class's",
            files: &[
                ("a.js", "foam.CLASS({ package: 'x', name: 'A' });"),
                (
                    "r.js",
                    "\nfoam.CLASS({ refines: 'x.A', properties: [ { class: 'Class' },\n\
                       { class: 'x.Nope', name: 'p' } ] });",
                ),
            ],
            want: &[
                "r.js:2: a property of class Class without a name is skipped: Class gives none by default",
                "r.js:3: x.A.p: property class x.Nope cannot be resolved; typed Object",
            ],
        },
    ];

    #[test]
    fn each_warning_reads_as_printed() {
        let mut failures = Vec::new();
        for row in ROWS {
            let mut tree = vec![(PathBuf::from("core.js"), CORE.as_bytes().to_vec())];
            for (name, text) in row.files {
                tree.push((PathBuf::from(name), text.as_bytes().to_vec()));
            }
            let imported = crate::import_texts(&[tree]);
            let got: Vec<String> = imported.warnings.iter().map(|w| w.to_string()).collect();
            if got != row.want {
                failures.push(format!(
                    "{}\n  got:  {got:#?}\n  want: {:#?}",
                    row.what, row.want
                ));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }
}
