//! The failures the CLI reports as one line on stderr and exit code 2.

use folio_engine::{CompactError, EngineError, QueryError};
use folio_journal::DiscoverError;
use folio_models::ModelError;
use folio_replay::ReplayError;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// A failure that ends the command with exit code 2. Each kind's text names the path it
/// concerns, when there is one; standard output is `<stdout>`.
#[derive(Debug)]
pub enum Fatal {
    /// The model registry could not be read or is invalid.
    Models(ModelError),
    /// The journal paths could not be searched, or hold no journal.
    Discover(DiscoverError),
    /// Replay stopped (an I/O error, no worker threads).
    Replay(ReplayError),
    /// The engine could not open (export).
    Engine(EngineError),
    /// A compaction was refused or failed (the journals replay as before).
    Compact(CompactError),
    /// A compaction refused DAOs whose ids collapsed (`CompactError::Collapsed`): the text
    /// `commands::collapse_text` made for the first (it needs the registry), and
    /// `commands::collapse_brief`'s for the others.
    Collapsed(Vec<String>),
    /// `--dao NAME` names no discovered DAO.
    NoSuchDao(String),
    /// A named file could not be created, read or written.
    File { path: PathBuf, source: io::Error },
    /// Standard output could not be written. A closed pipe ends the command quietly.
    Output(io::Error),
    /// The Parquet writer failed on `path` for a reason other than I/O.
    Parquet {
        path: PathBuf,
        source: folio_export::ParquetError,
    },
    /// A usage error the argument parser cannot see (a file in the way of `-o`, a missing
    /// `-o`, an address to listen on, an index spec).
    Usage(String),
    /// A journal could not be repaired (an I/O error, or a writer holds its lock).
    Repair(folio_journal::WriteError),
    /// A query or lookup the engine refused (unknown DAO or property, a value of the wrong
    /// type).
    Query(QueryError),
    /// Closing the journals at the end of `serve` failed (their last fsync).
    Close(folio_journal::WriteError),
    /// `models infer` could not read a journal.
    Infer(folio_import::infer::InferError),
    /// A file written for the user could not be made durable or put in place under its name
    /// (see `output::Sink`); nothing is left under that name.
    Write(folio_journal::WriteError),
    /// A snapshot could not be made (a journal unreadable or changed meanwhile, the file not
    /// written); nothing is left under its name.
    Snapshot(folio_snapshot::SnapshotError),
    /// `shell`'s session with its server failed: it could not connect, the server refused the
    /// token, or it closed the connection or ended. (Error answers to commands are not fatal.)
    Client {
        /// The server's address, or `folio serve --stdio`.
        server: String,
        source: folio_rpc::CallError,
    },
    /// A SQL query failed: its text, names or types, or its memory limit.
    Sql(folio_sql::SqlError),
    /// A snapshot just written did not open (`snapshot --verify`).
    Verify {
        path: PathBuf,
        mismatch: folio_snapshot::Mismatch,
    },
}

impl Fatal {
    /// An I/O error on the named file `path`.
    pub fn file(path: &Path) -> impl FnOnce(io::Error) -> Fatal + '_ {
        move |source| Fatal::File {
            path: path.to_owned(),
            source,
        }
    }

    /// Whether this is a write into a pipe whose reader has gone (`folio export | head`).
    pub fn is_closed_stdout(&self) -> bool {
        matches!(self, Fatal::Output(e) if e.kind() == io::ErrorKind::BrokenPipe)
    }
}

impl fmt::Display for Fatal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fatal::Models(e) => write!(f, "{e}"),
            Fatal::Discover(e) => write!(f, "{e}"),
            Fatal::Replay(e) => write!(f, "{e}"),
            Fatal::Engine(e) => write!(f, "{e}"),
            Fatal::Compact(e) => write!(f, "{e}"),
            Fatal::Collapsed(texts) => {
                // One line: the first DAO, then the others.
                let (first, more) = texts
                    .split_first()
                    .map_or(("", &[][..]), |(f, m)| (f.as_str(), m));
                write!(
                    f,
                    "not compacted, a rewrite would make the collapse permanent: {first}"
                )?;
                for text in more {
                    write!(f, "; also {text}")?;
                }
                Ok(())
            }
            Fatal::NoSuchDao(name) => write!(f, "no DAO named `{name}` in the given journals"),
            Fatal::File { path, source } => write!(f, "{}: {source}", path.display()),
            Fatal::Output(e) => write!(f, "<stdout>: {e}"),
            Fatal::Parquet { path, source } => write!(f, "{}: {source}", path.display()),
            Fatal::Usage(message) => f.write_str(message),
            Fatal::Repair(e) => write!(f, "{e}"),
            Fatal::Query(e) => write!(f, "{e}"),
            Fatal::Close(e) => write!(f, "{e}"),
            Fatal::Infer(e) => write!(f, "{e}"),
            Fatal::Write(e) => write!(f, "{e}"),
            Fatal::Snapshot(e) => write!(f, "{e}"),
            Fatal::Client { server, source } => write!(f, "{server}: {source}"),
            Fatal::Sql(e) => write!(f, "{}: {e}", e.kind.name()),
            Fatal::Verify { path, mismatch } => {
                write!(f, "{}: does not open: {mismatch}", path.display())
            }
        }
    }
}

impl From<ModelError> for Fatal {
    fn from(e: ModelError) -> Fatal {
        Fatal::Models(e)
    }
}

impl From<DiscoverError> for Fatal {
    fn from(e: DiscoverError) -> Fatal {
        Fatal::Discover(e)
    }
}

impl From<ReplayError> for Fatal {
    fn from(e: ReplayError) -> Fatal {
        Fatal::Replay(e)
    }
}

impl From<EngineError> for Fatal {
    fn from(e: EngineError) -> Fatal {
        Fatal::Engine(e)
    }
}

impl From<QueryError> for Fatal {
    fn from(e: QueryError) -> Fatal {
        Fatal::Query(e)
    }
}
