//! What the importer could not take as FOAM would: each names the file and line, and the rest
//! is imported (with `--strict` the CLI turns any of them into an error).

use std::fmt;
use std::path::PathBuf;

/// A place in the sources: an index into [`Imported::files`](super::Imported::files) and a
/// 1-based line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// A property without a name.
    PropertyWithoutName,
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
            WarningKind::PropertyWithoutName => {
                f.write_str("a property without a name is skipped")
            }
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
