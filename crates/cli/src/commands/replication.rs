//! `serve --replicate ADDR` (a leader shipping its journals to followers) and `serve --follow
//! LEADER` (a read-only follower keeping a copy under PATH): the flags, and starting either
//! side (docs/replication.md).

use crate::Fatal;
use folio_engine::Engine;
use folio_journal::ship::Copy;
use folio_replica::{Event, FollowOptions, Leader, LeaderOptions, Replica};
use std::path::{Path, PathBuf};
use std::sync::Arc;

#[derive(Debug, clap::Args)]
pub struct ReplicationArgs {
    /// Ship the journals to followers (`serve --follow`) at ADDR, each byte once it is durable
    /// (with --follow-files: once applied); with the server's token and TLS. PATH must be one
    /// directory.
    #[arg(long, value_name = "ADDR", conflicts_with_all = ["follow", "examples"])]
    pub replicate: Option<String>,
    /// Follow the folio leader at ADDR (its --replicate address): PATH is this server's copy of
    /// the leader's journals (created if missing), kept current and served read-only; writes
    /// are refused with the leader's address.
    #[arg(
        long,
        value_name = "ADDR",
        conflicts_with_all = ["follow_files", "examples", "snapshot_every", "read_only"]
    )]
    pub follow: Option<String>,
    /// The leader's token, from FILE's first line (else the FOLIO_LEADER_TOKEN variable).
    #[arg(long, value_name = "FILE", requires = "follow")]
    pub leader_token_file: Option<PathBuf>,
    /// Speak TLS to the leader, trusting the certificates in FILE (PEM): the leader's own,
    /// pinned (self-signed, with or without CA:TRUE), or the authority that signed it; the
    /// leader's address must be a name its certificate holds.
    #[arg(long, value_name = "FILE", requires = "follow")]
    pub leader_ca: Option<PathBuf>,
    /// The most bytes the follower's copy may hold (bytes; K, M, G suffixes): its journals,
    /// and a resync's files beside them while they are shipped. Past it the follower stops
    /// taking bytes and says so. Without it, the copy leaves its file system 1 GiB (or 1%)
    /// free.
    #[arg(long, value_name = "BYTES", value_parser = super::byte_size, requires = "follow")]
    pub max_copy_bytes: Option<u64>,
    /// The most followers --replicate serves at once.
    #[arg(long, value_name = "N", default_value_t = 16, requires = "replicate")]
    pub max_followers: usize,
}

/// The one directory a leader ships or a follower copies into.
pub fn root(paths: &[PathBuf], flag: &str) -> Result<PathBuf, Fatal> {
    match paths {
        [one] if !one.exists() && flag == "--follow" => Ok(one.clone()),
        [one] if one.is_dir() => Ok(one.clone()),
        _ => Err(Fatal::Usage(format!(
            "{flag} needs PATH to be one directory: the tree it {}",
            match flag {
                "--follow" => "keeps its copy of the leader's journals in",
                _ => "ships",
            }
        ))),
    }
}

/// Settles the follower's copy (finishing a resync a stop interrupted) before its engine
/// reads it.
pub fn open_copy(root: &Path) -> Result<Copy, Fatal> {
    Copy::open(root).map_err(|e| Fatal::Usage(format!("--follow: {e}")))
}

/// Starts following `leader` into `copy`, applying to `engine` (a followed engine over it).
pub fn start_follower(
    args: &ReplicationArgs,
    leader: &str,
    engine: &Arc<Engine>,
    mut copy: Copy,
) -> Result<Replica, Fatal> {
    copy.set_max_bytes(args.max_copy_bytes);
    let token = super::token::read(super::token::TokenSources {
        flag: None,
        file: args
            .leader_token_file
            .as_deref()
            .map(|p| (p, "--leader-token-file")),
        variable: "FOLIO_LEADER_TOKEN",
    })?;
    let tls = match &args.leader_ca {
        Some(ca) => {
            let config = folio_replica::tls_client_config(ca)
                .map_err(|e| Fatal::Usage(format!("--leader-ca {e}")))?;
            let name = folio_replica::server_name(leader)
                .map_err(|e| Fatal::Usage(format!("--follow {e}")))?;
            Some((config, name))
        }
        None => None,
    };
    let options = FollowOptions {
        leader: leader.to_owned(),
        token,
        tls,
    };
    Replica::start(Arc::clone(engine), copy, options, Box::new(report)).map_err(Fatal::Output)
}

/// Starts shipping `engine`'s journals under `root` to followers on `listener`, with the
/// server's token, guess limiter, TLS and first-message deadline.
pub fn start_leader(
    engine: &Arc<Engine>,
    root: PathBuf,
    listener: std::net::TcpListener,
    options: LeaderOptions,
) -> Result<Leader, Fatal> {
    let scheme = if options.tls.is_some() { "tls" } else { "tcp" };
    let leader =
        Leader::start(Arc::clone(engine), root, listener, options).map_err(Fatal::Output)?;
    eprintln!(
        "folio: replicating to followers on {scheme}://{}",
        leader.addr()
    );
    Ok(leader)
}

/// What the follower did that a person should know, on stderr.
fn report(event: Event<'_>) {
    match event {
        Event::Connected => eprintln!("folio: following the leader"),
        Event::Resynced { dao, why } => {
            eprintln!("folio: {dao} shipped whole by the leader (resync): {why}")
        }
        Event::Lost(why) => {
            eprintln!("folio: the connection to the leader ended ({why}); connecting again")
        }
    }
}
