//! Why the engine refused a write (or the typing of a client's object for one).

use folio_decode::DecodeError;
use folio_journal::{LeftAs, Op as FileOp, WriteError};
use folio_store::IdError;
use std::fmt;
use std::io;
use std::path::PathBuf;
use std::sync::Arc;

/// Why a write was refused. The store is unchanged whatever the kind: no refused write is ever
/// applied. Every kind but [`Refused::NotDurable`] and [`Refused::Poisoned`] with
/// `LeftAs::Unknown` also means nothing of it is in the journal.
#[derive(Debug, Clone)]
pub enum Refused {
    /// The engine was opened read-only.
    ReadOnly,
    /// The engine is a follower's: writes go to its leader, at this address.
    Follower { leader: String },
    /// No DAO has this name and the registry's `daos` map does not name it either.
    UnknownDao { dao: String },
    /// The registry names the DAO but it has no journal yet, and the first path the engine was
    /// opened on is not a directory to create it in.
    NoDirectory { dao: String },
    /// The client's text is not an object of the journal grammar (`offset` into the text).
    Syntax {
        dao: String,
        offset: usize,
        kind: folio_dialect::ErrorKind,
    },
    /// Text follows the object (`offset` of its first byte).
    TrailingText { dao: String, offset: usize },
    /// Typing failed for the whole object (a decimal for an integer, an unknown enum constant).
    Decode { dao: String, error: DecodeError },
    /// A key that is no property of the object's model (`class`): a database must not drop
    /// what a client sent. `key` is the top-level key holding it.
    UnknownKey {
        dao: String,
        class: String,
        key: String,
    },
    /// A value of the wrong type or out of range for its property. `key` is the top-level key
    /// holding it (a nested object's own key is inside it).
    TypeMismatch {
        dao: String,
        class: Option<String>,
        key: String,
    },
    /// The object has no class, the DAO has no default class to give it, and its journal
    /// names a class (the first class named becomes the default of every class-less entry
    /// when the journal is replayed, so a class-less object would come back with it).
    NoClass { dao: String },
    /// The DAO's journal holds class-less entries and names no class: an object of `class`
    /// would become their default class when the journal is replayed.
    ClassInClasslessDao { dao: String, class: String },
    /// A generic object (`Class::Named`) of a class the registry has a model for: its fields
    /// must be typed.
    UntypedModelClass { dao: String, class: String },
    /// Typed fields whose slots do not fit their model (built by hand, not by the engine).
    FieldsDoNotFitModel { dao: String, class: String },
    /// The object's id cannot be computed (an id field holds an object or an array).
    Id { dao: String, error: IdError },
    /// A remove whose object carries none of its id fields.
    NoId { dao: String },
    /// The object does not survive being written and read back (a value of the wrong type for
    /// its property, a float that cannot be written): replaying the journal would not give it.
    Unrepresentable { dao: String },
    /// The disk is full (`ENOSPC`, `EDQUOT`): nothing was written; later writes work once
    /// space returns.
    DiskFull { dao: String, path: PathBuf },
    /// Another file operation failed (`EIO`, `EFBIG`, ...): nothing of the entry stays.
    Io {
        dao: String,
        path: PathBuf,
        op: FileOp,
        /// Shared, so that the refusal is given to every write of an append of several.
        source: Arc<io::Error>,
    },
    /// The DAO's journal writer is poisoned (an fsync failed, or a failed append could not be
    /// cut back): the DAO is read-only, with its durable state, until the engine is reopened.
    /// `journal` says what the file holds; after a failed append that could not be cut back
    /// (`LeftAs::Unknown`), part of this write may be in it.
    Poisoned {
        dao: String,
        path: PathBuf,
        op: FileOp,
        kind: io::ErrorKind,
        journal: LeftAs,
    },
    /// The live journal this first write would create appeared after the engine opened (another
    /// process wrote it): the engine's state lacks what it holds, so nothing is written until
    /// the engine is reopened.
    ChangedSinceOpen { dao: String, path: PathBuf },
    /// The DAO's replay collapsed ids (objects FOAM keeps apart merged under one id, or entries
    /// whose effect was dropped): a write would be rendered against that state and make the
    /// collapse permanent, so the DAO takes no writes until it is opened with the right
    /// registry (`--models FILE`, of the journal's era). Nothing written.
    Collapsed(Box<folio_replay::Collapsed>),
    /// Another writer holds the lock of the journal this write would create.
    Locked { lock: PathBuf, holder: Option<u32> },
    /// The entry was appended, but the fsync that was to make it durable failed: the write
    /// is not acknowledged and never applied (no reader saw it or will). Under `always` the
    /// journal was cut back to its last durable entry (`LeftAs::Durable`), so a restart shows
    /// the durable state; if that cut failed too, the end of the journal is unknown until
    /// repaired. The DAO is read-only from now on, until the engine is reopened.
    NotDurable {
        dao: String,
        path: PathBuf,
        kind: io::ErrorKind,
        journal: LeftAs,
    },
    /// Any other journal error (not expected: the engine writes one line per entry).
    Journal { dao: String, error: WriteError },
}

impl Refused {
    /// Turns a failed append (or open of a new journal) into a refusal.
    #[cold]
    pub(crate) fn from_append(dao: &str, error: WriteError) -> Refused {
        let dao = dao.to_owned();
        match error {
            WriteError::Io { path, source, .. } if is_disk_full(&source) => {
                Refused::DiskFull { dao, path }
            }
            WriteError::Io { path, op, source } => Refused::Io {
                dao,
                path,
                op,
                source: Arc::new(source),
            },
            WriteError::Poisoned {
                path,
                op,
                kind,
                journal,
            } => Refused::Poisoned {
                dao,
                path,
                op,
                kind,
                journal,
            },
            WriteError::Locked { lock, holder } => Refused::Locked { lock, holder },
            error => Refused::Journal { dao, error },
        }
    }

    /// The DAO the refusal is about, when it is about one.
    pub fn dao(&self) -> Option<&str> {
        match self {
            Refused::ReadOnly | Refused::Follower { .. } | Refused::Locked { .. } => None,
            Refused::Collapsed(c) => Some(&c.dao),
            Refused::UnknownDao { dao }
            | Refused::NoDirectory { dao }
            | Refused::Syntax { dao, .. }
            | Refused::TrailingText { dao, .. }
            | Refused::Decode { dao, .. }
            | Refused::UnknownKey { dao, .. }
            | Refused::TypeMismatch { dao, .. }
            | Refused::NoClass { dao }
            | Refused::ClassInClasslessDao { dao, .. }
            | Refused::UntypedModelClass { dao, .. }
            | Refused::FieldsDoNotFitModel { dao, .. }
            | Refused::Id { dao, .. }
            | Refused::NoId { dao }
            | Refused::Unrepresentable { dao }
            | Refused::DiskFull { dao, .. }
            | Refused::Io { dao, .. }
            | Refused::Poisoned { dao, .. }
            | Refused::ChangedSinceOpen { dao, .. }
            | Refused::NotDurable { dao, .. }
            | Refused::Journal { dao, .. } => Some(dao),
        }
    }

    /// True for refusals of what the client sent (as opposed to the engine's or the disk's
    /// state): a server answers these as invalid parameters.
    pub fn is_client_error(&self) -> bool {
        matches!(
            self,
            Refused::UnknownDao { .. }
                | Refused::Syntax { .. }
                | Refused::TrailingText { .. }
                | Refused::Decode { .. }
                | Refused::UnknownKey { .. }
                | Refused::TypeMismatch { .. }
                | Refused::NoClass { .. }
                | Refused::ClassInClasslessDao { .. }
                | Refused::UntypedModelClass { .. }
                | Refused::FieldsDoNotFitModel { .. }
                | Refused::Id { .. }
                | Refused::NoId { .. }
                | Refused::Unrepresentable { .. }
        )
    }
}

fn is_disk_full(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::StorageFull
        || matches!(e.raw_os_error(), Some(libc::ENOSPC | libc::EDQUOT))
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::ReadOnly => f.write_str("the engine was opened read-only"),
            Refused::Follower { leader } => write!(
                f,
                "this server is a read-only follower of the leader replicating on {leader}: send \
                 writes to that leader"
            ),
            Refused::UnknownDao { dao } => write!(
                f,
                "no DAO `{dao}` (it has no journal and the registry does not name it)"
            ),
            Refused::NoDirectory { dao } => write!(
                f,
                "{dao}: cannot create its journal: the first path is not a directory"
            ),
            Refused::Syntax { dao, offset, kind } => {
                write!(f, "{dao}: not an object at byte {offset}: {kind:?}")
            }
            Refused::TrailingText { dao, offset } => {
                write!(f, "{dao}: text after the object at byte {offset}")
            }
            Refused::Decode { dao, error } => write!(f, "{dao}: {error}"),
            Refused::UnknownKey { dao, class, key } => {
                write!(f, "{dao}: `{key}` is no property of {class}")
            }
            Refused::TypeMismatch { dao, class, key } => match class {
                Some(class) => write!(f, "{dao}: wrong type for `{key}` of {class}"),
                None => write!(f, "{dao}: wrong type inside `{key}`"),
            },
            Refused::NoClass { dao } => write!(
                f,
                "{dao}: the object names no class, and the DAO has no default class while its \
                 journal names one (replay would give the object that class): name its class"
            ),
            Refused::ClassInClasslessDao { dao, class } => write!(
                f,
                "{dao}: its journal's objects name no class, and an object of class {class} \
                 would become their default class when the journal is replayed: write it \
                 without a class, or to another DAO"
            ),
            Refused::UntypedModelClass { dao, class } => {
                write!(f, "{dao}: {class} has a model, so its fields must be typed")
            }
            Refused::FieldsDoNotFitModel { dao, class } => {
                write!(f, "{dao}: the fields do not fit the model of {class}")
            }
            Refused::Id { dao, error } => write!(f, "{dao}: {error}"),
            Refused::NoId { dao } => write!(f, "{dao}: a remove must carry the object's id"),
            Refused::Unrepresentable { dao } => write!(
                f,
                "{dao}: the object does not read back as written (a value of the wrong type?)"
            ),
            Refused::DiskFull { dao, path } => {
                write!(
                    f,
                    "{dao}: {}: the disk is full (nothing written)",
                    path.display()
                )
            }
            Refused::Io {
                dao,
                path,
                op,
                source,
            } => write!(
                f,
                "{dao}: {}: {op:?} failed: {source} (nothing written)",
                path.display()
            ),
            Refused::Poisoned {
                dao,
                path,
                op,
                kind,
                journal,
            } => {
                write!(
                    f,
                    "{dao}: {}: read-only after a failed {} ({kind}); ",
                    path.display(),
                    match op {
                        FileOp::Sync => "fsync",
                        _ => "append that could not be cut back",
                    }
                )?;
                write!(f, "{journal}")
            }
            Refused::Collapsed(c) => write!(
                f,
                "{}: read-only: its replay collapsed {} entries onto {} object(s) (first at \
                 {}:{}); a write would make that permanent; open it with the registry of its \
                 classes (--models FILE) to write (nothing written)",
                c.dao,
                c.entries,
                c.objects,
                c.file.display(),
                c.line
            ),
            Refused::ChangedSinceOpen { dao, path } => write!(
                f,
                "{dao}: {}: created by another process since this engine opened; reopen to \
                 write (nothing written)",
                path.display()
            ),
            Refused::Locked { lock, holder } => {
                write!(f, "{}: locked by another writer", lock.display())?;
                match holder {
                    Some(pid) => write!(f, " (process {pid})"),
                    None => Ok(()),
                }
            }
            Refused::NotDurable {
                dao,
                path,
                kind,
                journal,
            } => {
                write!(
                    f,
                    "{dao}: {}: the fsync failed ({kind}); the write is not acknowledged and \
                     not applied; the DAO is read-only; ",
                    path.display()
                )?;
                write!(f, "{journal}")
            }
            Refused::Journal { dao, error } => write!(f, "{dao}: {error}"),
        }
    }
}

impl std::error::Error for Refused {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Refused::Io { source, .. } => Some(&**source),
            Refused::Decode { error, .. } => Some(error),
            Refused::Id { error, .. } => Some(error),
            Refused::Journal { error, .. } => Some(error),
            _ => None,
        }
    }
}
