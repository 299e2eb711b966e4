//! What can stop inference ([`InferError`]) and what it reports and goes on past ([`Warning`]).
//! The text of each is made here, by hand, for the CLI's one-line messages.

use std::fmt;
use std::path::PathBuf;

/// Why inference stopped: a journal file could not be read. Bad entries never stop it.
#[derive(Debug)]
pub enum InferError {
    /// `path` could not be opened or read (`line`: the first line not yet read, 1-based).
    Io {
        path: PathBuf,
        line: u32,
        source: std::io::Error,
    },
}

impl fmt::Display for InferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InferError::Io { path, line, source } => {
                write!(f, "{}:{line}: {source}", path.display())
            }
        }
    }
}

impl std::error::Error for InferError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            InferError::Io { source, .. } => Some(source),
        }
    }
}

/// Something inference went on past, named where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// An entry that does not parse: skipped, so its keys and values add nothing.
    BadEntry {
        file: PathBuf,
        /// 1-based line in `file` where the problem is (inside a multi-line entry too).
        line: u32,
        reason: BadEntry,
    },
    /// No entry of the DAO names a class: its top-level objects have no class to be models
    /// of, and inference does not make one up (docs/cli.md, `folio models infer`).
    NoClass { dao: String },
    /// A class whose top-level objects have no `id` key, and no single key all its `p` entries
    /// have: its ids are left as `id`, which replay gives every object as the same default, so
    /// they replay onto one object. `candidates` are the keys all its `p` entries have.
    SharedId {
        class: String,
        entries: u64,
        candidates: Vec<String>,
    },
}

/// Why an entry was skipped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadEntry {
    /// The body is not an object of the grammar (docs/format.md, Objects).
    Syntax {
        kind: folio_dialect::ErrorKind,
        /// 1-based column, in characters, on the warning's line.
        column: usize,
    },
    /// A line of fewer than three characters.
    TooShort,
    /// A `p({` line with no `})` line after it.
    Unterminated,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::BadEntry { file, line, reason } => {
                write!(f, "{}:{line}: {reason} (entry skipped)", file.display())
            }
            Warning::NoClass { dao } => write!(
                f,
                "DAO `{dao}`: no entry names a class, so its objects are not modelled \
                 (they replay generically, with `id` as the id)"
            ),
            Warning::SharedId {
                class,
                entries,
                candidates,
            } => {
                write!(
                    f,
                    "class `{class}`: its {entries} entries have no `id` key and no one key \
                     every `p` entry has, so its ids are left as `id` and its objects replay \
                     onto one; set its \"ids\" in the registry"
                )?;
                match candidates.as_slice() {
                    [] => Ok(()),
                    keys => write!(f, " (keys every `p` entry has: {})", keys.join(", ")),
                }
            }
        }
    }
}

impl fmt::Display for BadEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadEntry::Syntax { kind, column } => write!(f, "{kind} (column {column})"),
            BadEntry::TooShort => f.write_str("entry shorter than 3 characters"),
            BadEntry::Unterminated => f.write_str("multi-line entry without its `})` line"),
        }
    }
}
