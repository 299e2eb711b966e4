//! `min_position` on reads: a read on a follower that must see a write acknowledged by its
//! leader names the write's position (`{"dao":…,"position":…}`, as the write's answer gave
//! it) and waits, up to a bound, until the follower has applied its journal that far.

use crate::error::{Kind, RpcError};
use folio_engine::Engine;
use serde::Deserialize;
use std::time::Duration;

/// How long a read waits for its `min_position` when it names no `timeout_ms`.
pub const DEFAULT_POSITION_WAIT: Duration = Duration::from_secs(5);
/// The longest wait a read may ask for: a connection's thread waits meanwhile.
pub const MAX_POSITION_WAIT: Duration = Duration::from_secs(60);

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct MinPosition {
    dao: String,
    position: u64,
    #[serde(default)]
    timeout_ms: Option<u64>,
}

/// Waits until the engine has applied `min`'s DAO up to its position (at once without one).
pub(crate) fn reach(engine: &Engine, min: Option<&MinPosition>) -> Result<(), RpcError> {
    let Some(min) = min else {
        return Ok(());
    };
    let timeout = match min.timeout_ms {
        None => DEFAULT_POSITION_WAIT,
        Some(ms) if Duration::from_millis(ms) <= MAX_POSITION_WAIT => Duration::from_millis(ms),
        Some(_) => {
            return Err(RpcError::invalid_params(format!(
                "`min_position.timeout_ms` is at most {} ms",
                MAX_POSITION_WAIT.as_millis()
            )))
        }
    };
    engine
        .wait_for_position(&min.dao, min.position, timeout)
        .map_err(|e| RpcError::folio(Kind::PositionNotReached, e.to_string()))
}
