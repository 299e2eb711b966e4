//! Why an engine could not open.

use folio_journal::DiscoverError;
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
}

impl fmt::Display for EngineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineError::Discover(e) => write!(f, "{e}"),
            EngineError::Replay(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for EngineError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            EngineError::Discover(e) => Some(e),
            EngineError::Replay(e) => Some(e),
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
