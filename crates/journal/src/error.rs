//! What can go wrong when writing a journal.

use std::fmt;
use std::io;
use std::path::PathBuf;

/// The file operation that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Op {
    Open,
    Lock,
    Read,
    Append,
    Truncate,
    Sync,
    SyncDir,
    /// Keeping a torn tail in `X.torn`.
    SaveTorn,
    CreateDir,
    ListDir,
    /// Writing a new file whole (not an append to a journal).
    Write,
    Rename,
    Remove,
}

impl Op {
    fn verb(self) -> &'static str {
        match self {
            Op::Open => "open",
            Op::Lock => "lock",
            Op::Read => "read",
            Op::Append => "append to",
            Op::Truncate => "truncate",
            Op::Sync => "fsync",
            Op::SyncDir => "fsync the directory",
            Op::SaveTorn => "keep a torn tail in",
            Op::CreateDir => "create the directory",
            Op::ListDir => "list the directory",
            Op::Write => "write",
            Op::Rename => "rename",
            Op::Remove => "remove",
        }
    }
}

/// What a poisoned writer left in its journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LeftAs {
    /// The journal was cut back to `len`, the end of its last durable entry, and that cut was
    /// fsynced: it holds exactly the entries acknowledged before the failure.
    Durable { len: u64 },
    /// The cut back failed too: the end of the journal may hold entries (or part of one) that
    /// were never acknowledged, until `folio repair` or a reopen settles it.
    Unknown,
}

impl fmt::Display for LeftAs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeftAs::Durable { len } => write!(
                f,
                "the journal was cut back to its last durable entry (byte {len}); reopen it to go on"
            ),
            LeftAs::Unknown => f.write_str(
                "the end of the journal is unknown (part of a refused entry may be in it) until \
                 `folio repair` or a reopen",
            ),
        }
    }
}

/// Why a journal could not be opened, written, made durable or repaired.
#[derive(Debug)]
pub enum WriteError {
    /// An operation on `path` failed. After a failed `Op::Append` the journal was cut back to
    /// its length before that append: nothing of the entry stays, and later appends work once
    /// the cause (a full disk) is gone.
    Io {
        path: PathBuf,
        op: Op,
        source: io::Error,
    },
    /// Another writer, in this process or another, holds the journal's lock file.
    Locked {
        lock: PathBuf,
        /// The process id the holder wrote into the lock file, when it could be read.
        holder: Option<u32>,
    },
    /// An fsync failed, or a failed append could not be cut back: the writer refuses every
    /// later call. `journal` says what the file was left holding. Reopening the journal (which
    /// settles its end) is the way on.
    Poisoned {
        path: PathBuf,
        op: Op,
        kind: io::ErrorKind,
        journal: LeftAs,
    },
    /// The caller passed an entry that is not exactly one line: it must end with `\n` and hold
    /// no other `\n` or `\r`.
    NotOneLine { path: PathBuf, len: usize },
}

/// A copy of the error, for each write an append of several refused: the I/O error is copied
/// by its OS error number (a full disk stays one), or else by its kind and message.
impl Clone for WriteError {
    fn clone(&self) -> WriteError {
        match self {
            WriteError::Io { path, op, source } => WriteError::Io {
                path: path.clone(),
                op: *op,
                source: match source.raw_os_error() {
                    Some(code) => io::Error::from_raw_os_error(code),
                    None => io::Error::new(source.kind(), source.to_string()),
                },
            },
            WriteError::Locked { lock, holder } => WriteError::Locked {
                lock: lock.clone(),
                holder: *holder,
            },
            WriteError::Poisoned {
                path,
                op,
                kind,
                journal,
            } => WriteError::Poisoned {
                path: path.clone(),
                op: *op,
                kind: *kind,
                journal: *journal,
            },
            WriteError::NotOneLine { path, len } => WriteError::NotOneLine {
                path: path.clone(),
                len: *len,
            },
        }
    }
}

impl WriteError {
    /// The journal (or lock file) the error is about.
    pub fn path(&self) -> &std::path::Path {
        match self {
            WriteError::Io { path, .. }
            | WriteError::Poisoned { path, .. }
            | WriteError::NotOneLine { path, .. } => path,
            WriteError::Locked { lock, .. } => lock,
        }
    }
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::Io { path, op, source } => {
                let it = if matches!(op, Op::CreateDir | Op::ListDir | Op::SyncDir) {
                    ""
                } else {
                    " it"
                };
                write!(f, "{}: cannot {}{it}: {source}", path.display(), op.verb())?;
                if *op == Op::Append {
                    f.write_str(" (the entry was not written)")?;
                }
                Ok(())
            }
            WriteError::Locked { lock, holder } => {
                write!(
                    f,
                    "{}: the journal is locked by another writer",
                    lock.display()
                )?;
                match holder {
                    Some(pid) => write!(f, " (process {pid})"),
                    None => Ok(()),
                }
            }
            WriteError::Poisoned {
                path,
                op,
                kind,
                journal,
            } => {
                write!(
                    f,
                    "{}: no more writes after a failed {} ({kind}); ",
                    path.display(),
                    match op {
                        Op::Sync => "fsync",
                        _ => "append that could not be cut back",
                    }
                )?;
                write!(f, "{journal}")
            }
            WriteError::NotOneLine { path, len } => write!(
                f,
                "{}: refused an entry of {len} bytes that is not one line ending in \\n",
                path.display()
            ),
        }
    }
}

impl std::error::Error for WriteError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            WriteError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}
