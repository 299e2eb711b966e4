//! Followers of a folio leader (docs/replication.md): the leader (`serve --replicate ADDR`)
//! ships each DAO's journal bytes as they become durable; a follower (`serve --follow ADDR`)
//! keeps a byte copy of the leader's tree, appends what it receives, makes it durable, applies
//! it and serves reads from the result. Resuming after any cut is by the copy's position (its
//! files, lengths and hashes): the rules about files are `folio_journal::ship`'s, applying is
//! the followed engine's (`Engine::catch_up`), and this crate is the wire and the threads.
//!
//! **A follower holds only bytes its leader made durable, and only ever a prefix of each of
//! the leader's files**: so its state is always a state the leader held, and a follower
//! killed or cut off at any byte resumes with no gap and no duplicate.

mod follower;
mod leader;
mod pin;
pub mod wire;

pub use follower::{
    printable, server_name, tls_client_config, Event, FollowOptions, OnEvent, Replica,
    FIRST_BACKOFF, MAX_BACKOFF, SILENT_LEADER,
};
pub use leader::{Leader, LeaderOptions, HEARTBEAT, MAX_PENDING, SILENT_FOLLOWER};
