//! Why an engine could not open.

use folio_journal::{DiscoverError, WriteError};
use folio_replay::ReplayError;
use std::fmt;

/// Why [`Engine::open`](crate::Engine::open) failed. Bad entries never make it fail: they are
/// counted and kept (see [`LiveDao::errors`](crate::LiveDao::errors)).
#[derive(Debug)]
pub enum EngineError {
    /// The paths could not be searched, or hold no journal.
    Discover(DiscoverError),
    /// Replay stopped (a journal could not be read, no worker threads).
    Replay(ReplayError),
    /// A writable open found a live journal locked by another writer (another writable engine
    /// on the same files, in this process or another). `lock` is the lock file, `X.lock`.
    Locked {
        lock: std::path::PathBuf,
        /// The process id the holder wrote into the lock file, when it could be read.
        holder: Option<u32>,
    },
    /// A writable open could not open a live journal (create it, cut its torn tail, fsync it).
    Journal(WriteError),
}

impl EngineError {
    pub(crate) fn from_writer(e: WriteError) -> EngineError {
        match e {
            WriteError::Locked { lock, holder } => EngineError::Locked { lock, holder },
            e => EngineError::Journal(e),
        }
    }
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Discover(e) => write!(f, "{e}"),
            EngineError::Replay(e) => write!(f, "{e}"),
            EngineError::Locked { lock, holder } => {
                write!(f, "{}: locked by another writer", lock.display())?;
                match holder {
                    Some(pid) => write!(f, " (process {pid})"),
                    None => Ok(()),
                }
            }
            EngineError::Journal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EngineError::Discover(e) => Some(e),
            EngineError::Replay(e) => Some(e),
            EngineError::Locked { .. } => None,
            EngineError::Journal(e) => Some(e),
        }
    }
}

impl From<DiscoverError> for EngineError {
    fn from(e: DiscoverError) -> EngineError {
        EngineError::Discover(e)
    }
}

impl From<ReplayError> for EngineError {
    fn from(e: ReplayError) -> EngineError {
        EngineError::Replay(e)
    }
}
