//! Replay's errors: bad entries (counted, kept, skipped) and the faults that stop a replay.
//! Both carry kinds; their `Display` makes the one-line text the CLI prints.

use folio_decode::DecodeError;
use folio_store::IdError;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A bad entry: where it is and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryError {
    pub file: Arc<Path>,
    /// 1-based line in `file` where the problem is.
    pub line: u32,
    pub kind: EntryErrorKind,
    /// The entry is the file's last line and has no newline: a write cut short (a torn tail).
    pub torn: bool,
}

impl EntryError {
    /// The text after `file:line: `, as reports show it.
    pub fn reason(&self) -> String {
        if self.torn {
            format!("torn last line (no newline at end of file): {}", self.kind)
        } else {
            self.kind.to_string()
        }
    }
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: ", self.file.display(), self.line)?;
        if self.torn {
            f.write_str("torn last line (no newline at end of file): ")?;
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for EntryError {}

/// Why an entry is bad.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryErrorKind {
    /// The entry's text breaks the grammar at `column` (1-based, in characters) of the
    /// reported line.
    Syntax {
        kind: folio_dialect::ErrorKind,
        column: usize,
    },
    /// A line too short to be an entry (fewer than 3 characters).
    TooShort,
    /// A multi-line entry whose closing `})` line never comes.
    Unterminated,
    /// An `r` entry that gives none of its id properties.
    NoId,
    /// A compressed file whose stream broke (cut short, corrupt) after the text before it:
    /// that text replays, and what follows cannot be read.
    BrokenStream { message: Box<str> },
    /// An `r` entry whose id property was given a value that does not type as the property's
    /// type (so it was dropped, and the entry names no id to remove).
    RemoveIdUntyped { property: Box<str> },
    /// An id value that cannot be a key.
    Id(IdError),
    /// Typing failed the whole entry.
    Decode(DecodeError),
    /// A bad entry of the bytes a snapshot covers, as the snapshot recorded it: the text of
    /// its kind (the entry is not read again).
    Recorded { text: Box<str> },
}

impl fmt::Display for EntryErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryErrorKind::Syntax { kind, column } => write!(f, "{kind} (column {column})"),
            EntryErrorKind::TooShort => f.write_str("entry shorter than 3 characters"),
            EntryErrorKind::Unterminated => {
                f.write_str("multi-line entry has no closing `})` line")
            }
            EntryErrorKind::NoId => f.write_str("`r` entry has no id"),
            EntryErrorKind::BrokenStream { message } => {
                write!(f, "{message}; the rest of the file cannot be read")
            }
            EntryErrorKind::RemoveIdUntyped { property } => write!(
                f,
                "`r` entry's id property `{property}` has a value of the wrong type (dropped), \
                 so it removes nothing"
            ),
            EntryErrorKind::Id(e) => write!(f, "{e}"),
            EntryErrorKind::Decode(e) => write!(f, "{e}"),
            EntryErrorKind::Recorded { text } => f.write_str(text),
        }
    }
}

/// A fault that stops replay (bad entries never do).
#[derive(Debug)]
pub enum ReplayError {
    /// A journal file could not be read.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The worker thread pool could not be started.
    Threads(rayon::ThreadPoolBuildError),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            ReplayError::Threads(why) => write!(f, "cannot start worker threads: {why}"),
        }
    }
}

impl std::error::Error for ReplayError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReplayError::Io { source, .. } => Some(source),
            ReplayError::Threads(e) => Some(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use folio_store::NotAKey;

    /// The texts are the CLI's output (`check`, the report's `reason`): they must not drift.
    #[test]
    fn texts() {
        let at = |kind, torn| EntryError {
            file: Arc::from(Path::new("d/x.jrl")),
            line: 7,
            kind,
            torn,
        };
        let syntax = EntryErrorKind::Syntax {
            kind: folio_dialect::ErrorKind::ExpectedColon,
            column: 12,
        };
        let cases = [
            (
                at(syntax.clone(), false),
                "d/x.jrl:7: expected ':' after key (column 12)",
            ),
            (
                at(syntax, true),
                "d/x.jrl:7: torn last line (no newline at end of file): expected ':' after key \
                 (column 12)",
            ),
            (
                at(EntryErrorKind::TooShort, false),
                "d/x.jrl:7: entry shorter than 3 characters",
            ),
            (
                at(EntryErrorKind::Unterminated, false),
                "d/x.jrl:7: multi-line entry has no closing `})` line",
            ),
            (
                at(EntryErrorKind::NoId, false),
                "d/x.jrl:7: `r` entry has no id",
            ),
            (
                at(
                    EntryErrorKind::RemoveIdUntyped {
                        property: "code".into(),
                    },
                    false,
                ),
                "d/x.jrl:7: `r` entry's id property `code` has a value of the wrong type \
                 (dropped), so it removes nothing",
            ),
            (
                at(
                    EntryErrorKind::Id(IdError::NotAKey {
                        property: Some("code".into()),
                        holds: NotAKey::Array,
                    }),
                    false,
                ),
                "d/x.jrl:7: id property `code` holds a array",
            ),
            (
                at(
                    EntryErrorKind::Id(IdError::NotAKey {
                        property: None,
                        holds: NotAKey::Object,
                    }),
                    false,
                ),
                "d/x.jrl:7: `id` holds a object",
            ),
        ];
        for (error, want) in cases {
            assert_eq!(error.to_string(), want);
            assert_eq!(format!("d/x.jrl:7: {}", error.reason()), want);
        }
    }
}
