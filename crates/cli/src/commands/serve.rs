//! `folio serve PATH (--stdio | --listen ADDR | --foam ADDR)`: replays PATH, then serves it over
//! JSON-RPC 2.0 (docs/rpc.md), and FOAM's box protocol with --foam (docs/foam.md), until the
//! input ends (stdio) or SIGINT/SIGTERM; then answers what is in
//! flight, fsyncs, releases the journals' locks and exits 0.

use super::replication::{self, ReplicationArgs};
use super::{open_engine_following, open_engine_serving};
use crate::args::Inputs;
use crate::Fatal;
use clap::builder::TypedValueParser as _;
use folio_auth::{Failures, Token};
use folio_engine::{
    Followed, Follower, FsyncPolicy, Proved, Refreshed, SnapshotError, Snapshotter,
};
use folio_rpc::{Dispatcher, ExtraStats, FolioMethods, Metrics, ServeOptions, METHOD_NAMES};
use std::net::{SocketAddr, TcpListener, ToSocketAddrs};
use std::process::ExitCode;
use std::sync::Arc;

#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("transport").required(true).multiple(true).args(["stdio", "listen", "foam"])))]
#[command(mut_arg("paths", |a| a
    .required_unless_present("examples")
    .help("Journal files or directories to serve (walked recursively); writes go to their live journals")))]
pub struct Args {
    #[command(flatten)]
    inputs: Inputs,
    /// Serve the example journals shipped with folio, read-only (instead of a PATH).
    #[arg(long, conflicts_with = "paths")]
    examples: bool,
    /// Refuse every write (`read_only` errors); no journal file or lock is created or taken.
    #[arg(long)]
    read_only: bool,
    /// Serve, read-only, journals another program (a running FOAM application) appends to,
    /// applying each whole entry it appends within moments, and the files and DAOs it adds;
    /// a DAO whose files are truncated, replaced or rewritten is read again (docs/replication.md).
    #[arg(long, conflicts_with_all = ["examples", "snapshot_every"])]
    follow_files: bool,
    /// Serve standard input and output (Content-Length framing, as language servers do).
    #[arg(long, conflicts_with = "listen")]
    stdio: bool,
    /// Serve TCP on ADDR (one message per line). A bare port listens on loopback.
    #[arg(long, value_name = "ADDR")]
    listen: Option<String>,
    /// When writes are fsynced before they are acknowledged.
    #[arg(
        long,
        default_value = "always",
        // The names as possible values, so that help, man pages and completions offer them.
        value_parser = clap::builder::PossibleValuesParser::new(["always", "batch", "never"])
            .map(|s| s.parse::<FsyncPolicy>().expect("a name the parser lists")),
    )]
    fsync: FsyncPolicy,
    /// Require every TCP connection to authenticate first: `auth {"token": TOKEN}`. Shown to
    /// every local user by `ps`: prefer --token-file or the FOLIO_TOKEN variable.
    #[arg(long, value_name = "TOKEN", conflicts_with = "token_file")]
    token: Option<String>,
    /// Read the token from FILE (its first line); as --token, but not shown by `ps`.
    #[arg(long, value_name = "FILE")]
    token_file: Option<std::path::PathBuf>,
    /// Serve a non-loopback address without a token: anyone who reaches it may read and write.
    #[arg(long, conflicts_with_all = ["token", "token_file"])]
    no_auth: bool,
    /// Speak TLS on --listen, --flight, --foam and --replicate with this certificate chain
    /// (PEM); needs --tls-key.
    /// A token sent over plain TCP can be read by anyone on the path.
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    tls_cert: Option<std::path::PathBuf>,
    /// The private key (PEM: PKCS#8, PKCS#1 or SEC1) of --tls-cert.
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    tls_key: Option<std::path::PathBuf>,
    /// Close a TCP connection that has not sent a message (with a token: authenticated) this
    /// long after it opened (seconds, or with ms, s, m, h).
    #[arg(long, value_name = "DURATION", value_parser = super::duration, default_value = "10s")]
    auth_timeout: std::time::Duration,
    /// Close a TCP connection that has sent nothing and waited for nothing this long (0: never).
    #[arg(long, value_name = "DURATION", value_parser = super::duration, default_value = "10m")]
    idle_timeout: std::time::Duration,
    /// Refuse messages over this many bytes, before reading them.
    #[arg(long, value_name = "BYTES", default_value_t = 16 << 20)]
    max_message: usize,
    /// Refuse connections beyond this many.
    #[arg(long, value_name = "N", default_value_t = 1024)]
    max_connections: usize,
    /// Serve Prometheus metrics over HTTP on ADDR (a bare port listens on loopback).
    #[arg(long, value_name = "ADDR")]
    metrics: Option<String>,
    /// Keep a hash index of DAO.PROPERTY for equality queries (repeatable).
    #[arg(long, value_name = "DAO.PROPERTY")]
    index: Vec<String>,
    /// Write a DAO's snapshot anew, in the background, whenever its journals have grown by
    /// BYTES (K, M, G suffixes) since its last one (the `snapshot` method writes one on request).
    #[arg(long, value_name = "BYTES", value_parser = super::byte_size)]
    snapshot_every: Option<u64>,
    /// The most memory one `sql` query may hold (bytes; K, M, G suffixes): its tables' rows
    /// and its sorts, joins and aggregates. Past it the query fails (`sql_too_much_memory`).
    #[arg(long, value_name = "BYTES", value_parser = super::byte_size, default_value = "1G")]
    max_query_memory: u64,
    /// The most memory all `sql` queries running at once may hold together (bytes; K, M, G
    /// suffixes); it also bounds the columns kept between queries.
    #[arg(long, value_name = "BYTES", value_parser = super::byte_size, default_value = "2G")]
    max_sql_memory: u64,
    /// Stop a `sql` query (JSON-RPC or Flight) after this long (seconds, or with ms, s, m, h).
    #[arg(long, value_name = "DURATION", value_parser = super::duration, default_value = "30s")]
    query_timeout: std::time::Duration,
    /// Also serve Arrow Flight SQL (for ADBC and JDBC clients) at ADDR (`PORT` or `:PORT`
    /// means loopback), with the same token and call limit.
    #[arg(long, value_name = "ADDR")]
    flight: Option<String>,
    /// Also answer FOAM's box protocol over HTTP at ADDR (`POST /service/<dao>`), so a FOAM
    /// application's ClientDAO can use folio's DAOs (docs/foam.md); same token, TLS and
    /// deadlines. Without --listen the server then runs until SIGINT or SIGTERM.
    #[arg(long, value_name = "ADDR")]
    foam: Option<String>,
    #[command(flatten)]
    replication: ReplicationArgs,
}

/// `7070` and `:7070` mean loopback; anything else is an address as given.
fn address(text: &str) -> Result<SocketAddr, Fatal> {
    let port = text.strip_prefix(':').unwrap_or(text);
    let resolved = match port.parse::<u16>() {
        Ok(port) => Ok(SocketAddr::from(([127, 0, 0, 1], port))),
        Err(_) => text
            .to_socket_addrs()
            .map_err(|e| e.to_string())
            .and_then(|mut a| a.next().ok_or_else(|| "no address".to_owned())),
    };
    resolved.map_err(|reason| Fatal::Usage(format!("cannot listen on {text:?}: {reason}")))
}

fn bind(text: &str) -> Result<TcpListener, Fatal> {
    let addr = address(text)?;
    TcpListener::bind(addr).map_err(|e| Fatal::Usage(format!("cannot listen on {addr}: {e}")))
}

/// The token from --token, --token-file or `FOLIO_TOKEN` (in that order), if any; an empty one
/// from any of them is refused (`token::read`).
fn token(args: &Args) -> Result<Option<Token>, Fatal> {
    // --no-auth conflicts with both flags; it also says not to take a token from the
    // environment a service manager may pass on.
    if args.no_auth {
        return Ok(None);
    }
    let token = super::token::read(super::token::TokenSources {
        flag: args.token.as_deref().map(|t| (t, "--token")),
        file: args.token_file.as_deref().map(|p| (p, "--token-file")),
        variable: "FOLIO_TOKEN",
    })?;
    if args.token.is_some() {
        eprintln!(
            "folio: warning: --token shows the token to every local user (`ps`); use \
             --token-file FILE or the FOLIO_TOKEN variable"
        );
    }
    Ok(token)
}

/// Refuses to serve `addr` to the network without a token, unless --no-auth says so.
fn check_exposure(
    addr: SocketAddr,
    flag: &str,
    token: &Option<Token>,
    no_auth: bool,
) -> Result<(), Fatal> {
    if token.is_some() || no_auth || addr.ip().is_loopback() {
        return Ok(());
    }
    let could = match flag {
        "--replicate" => "could copy every journal",
        "--flight" => "could query every DAO",
        _ => "could read and write every DAO",
    };
    Err(Fatal::Usage(format!(
        "{flag} {addr} is reachable from other machines, and without a token anyone there \
         {could}: give --token-file FILE (or FOLIO_TOKEN), or --no-auth to serve it open"
    )))
}

/// The TLS configuration of --tls-cert and --tls-key, checked before anything is opened (an
/// unusable file is a usage error naming it), and the same PEM files for Flight.
fn tls(
    args: &Args,
) -> Result<Option<(Arc<folio_rpc::tls::ServerConfig>, folio_flight::TlsIdentity)>, Fatal> {
    let (Some(cert), Some(key)) = (&args.tls_cert, &args.tls_key) else {
        return Ok(None);
    };
    let config =
        folio_rpc::tls::server_config(cert, key).map_err(|e| Fatal::Usage(e.to_string()))?;
    let read = |path: &std::path::Path| {
        std::fs::read(path).map_err(|e| Fatal::Usage(format!("{}: {e}", path.display())))
    };
    let identity = folio_flight::TlsIdentity {
        cert_pem: read(cert)?,
        key_pem: read(key)?,
    };
    Ok(Some((config, identity)))
}

pub fn run(args: Args) -> Result<ExitCode, Fatal> {
    folio_rpc::shutdown::install();
    let token = token(&args)?;
    // One record of failed tokens for every port: a guesser gains nothing by trying another.
    let failures = Arc::new(Failures::default());
    if let Some(text) = &args.listen {
        check_exposure(address(text)?, "--listen", &token, args.no_auth)?;
    }
    if let Some(text) = &args.flight {
        check_exposure(address(text)?, "--flight", &token, args.no_auth)?;
    }
    if let Some(text) = &args.foam {
        check_exposure(address(text)?, "--foam", &token, args.no_auth)?;
    }
    if let Some(text) = &args.replication.replicate {
        check_exposure(address(text)?, "--replicate", &token, args.no_auth)?;
    }
    let tls = tls(&args)?;
    let replicate = match &args.replication.replicate {
        Some(text) => Some((
            replication::root(&args.inputs.paths, "--replicate")?,
            bind(text)?,
        )),
        None => None,
    };
    // A copy a stop left in the middle of a resync is settled before it is read.
    let copy = match &args.replication.follow {
        Some(_) => {
            let root = replication::root(&args.inputs.paths, "--follow")?;
            Some(replication::open_copy(&root)?)
        }
        None => None,
    };
    // Bind before the replay, so a port in use fails at once.
    let listener = args.listen.as_deref().map(bind).transpose()?;
    let metrics_listener = args.metrics.as_deref().map(bind).transpose()?;
    // The examples live in a temporary copy: writes to them would be acknowledged and then
    // thrown away, so they are served read-only.
    let following = args.follow_files || copy.is_some();
    let writable = !(args.read_only || args.examples || following);
    let engine = match following {
        true => open_engine_following(&args.inputs)?,
        false => open_engine_serving(&args.inputs, writable, args.fsync)?,
    };
    say_what_opening_settled(&engine);
    let engine = Arc::new(engine);
    let proving = prove_snapshots(&engine)?;
    let follower = match args.follow_files {
        true => Some(
            Follower::start(Arc::clone(&engine), Box::new(report_follow)).map_err(Fatal::Output)?,
        ),
        false => None,
    };
    for spec in &args.index {
        super::add_index(&engine, spec)?;
    }
    let replica = match (&args.replication.follow, copy) {
        (Some(leader), Some(copy)) => Some(replication::start_follower(
            &args.replication,
            leader,
            &engine,
            copy,
        )?),
        _ => None,
    };
    let leader = match replicate {
        Some((root, listener)) => Some(replication::start_leader(
            &engine,
            root,
            listener,
            folio_replica::LeaderOptions {
                token: token.clone(),
                failures: Arc::clone(&failures),
                tls: tls.as_ref().map(|(config, _)| Arc::clone(config)),
                hello_timeout: args.auth_timeout,
                max_followers: args.replication.max_followers,
            },
        )?),
        None => None,
    };
    let replication_stats: Option<ExtraStats> = match (&leader, &replica) {
        (Some(leader), _) => Some(ExtraStats {
            name: "replication",
            value: Arc::new(leader.reporter()),
        }),
        (_, Some(replica)) => Some(ExtraStats {
            name: "replication",
            value: Arc::new(replica.reporter()),
        }),
        _ => None,
    };
    let metrics = Arc::new(Metrics::new(METHOD_NAMES));
    if let Some(listener) = metrics_listener {
        let addr =
            folio_rpc::serve_metrics(Arc::clone(&metrics), listener).map_err(Fatal::Output)?;
        eprintln!("folio: metrics on http://{addr}/metrics");
    }
    let snapshotter = match args.snapshot_every {
        Some(_) if !writable => {
            return Err(Fatal::Usage(
                "--snapshot-every needs a writable server (not --read-only or --examples)"
                    .to_owned(),
            ))
        }
        Some(bytes) => Some(
            Snapshotter::start(Arc::clone(&engine), bytes, Box::new(report_snapshot))
                .map_err(Fatal::Output)?,
        ),
        None => None,
    };
    let sql_options = folio_sql::SqlOptions {
        max_memory: usize::try_from(args.max_query_memory).unwrap_or(usize::MAX),
        max_total_memory: usize::try_from(args.max_sql_memory).unwrap_or(usize::MAX),
        timeout: args.query_timeout,
        ..folio_sql::SqlOptions::default()
    };
    // With --flight, one SQL engine serves both endpoints.
    let (methods, flight) = match &args.flight {
        None => (
            FolioMethods::with_sql_options(Arc::clone(&engine), Arc::clone(&metrics), sql_options),
            None,
        ),
        Some(text) => {
            let addr = address(text)?;
            let sql = folio_sql::Sql::new(Arc::clone(&engine), sql_options).map_err(Fatal::Sql)?;
            let sql = Arc::new(sql);
            let options = folio_flight::FlightOptions {
                token: token.clone(),
                failures: Arc::clone(&failures),
                max_calls: args.max_connections,
                call_timeout: args.query_timeout + std::time::Duration::from_secs(5),
                tls: tls.as_ref().map(|(_, identity)| identity.clone()),
            };
            let flight = folio_flight::Flight::start(Arc::clone(&sql), addr, options)
                .map_err(|e| Fatal::Usage(format!("--flight {text}: {e}")))?;
            let scheme = if tls.is_some() { "grpc+tls" } else { "grpc" };
            eprintln!("folio: flight sql on {scheme}://{}", flight.addr());
            (
                FolioMethods::with_sql(Arc::clone(&engine), Arc::clone(&metrics), sql),
                Some(flight),
            )
        }
    };
    let foam = match &args.foam {
        Some(text) => {
            let addr = address(text)?;
            let options = folio_foam::FoamOptions {
                token: token.clone(),
                failures: Arc::clone(&failures),
                header_timeout: args.auth_timeout,
                idle_timeout: (!args.idle_timeout.is_zero()).then_some(args.idle_timeout),
                max_connections: args.max_connections,
                call_timeout: args.query_timeout,
                max_call_memory: usize::try_from(args.max_query_memory).unwrap_or(usize::MAX),
                max_total_memory: usize::try_from(args.max_sql_memory).unwrap_or(usize::MAX),
                tls: tls.as_ref().map(|(config, _)| Arc::clone(config)),
            };
            let foam = folio_foam::FoamServer::start(Arc::clone(&engine), addr, options)
                .map_err(|e| Fatal::Usage(format!("--foam {text}: {e}")))?;
            let scheme = if tls.is_some() { "https" } else { "http" };
            eprintln!(
                "folio: foam box protocol on {scheme}://{}/service/<dao>",
                foam.addr()
            );
            Some(foam)
        }
        None => None,
    };
    let methods = match replication_stats {
        Some(extra) => methods.with_extra_stats(extra),
        None => methods,
    };
    let dispatcher = Arc::new(Dispatcher::new(methods, metrics));
    let options = ServeOptions {
        max_message: args.max_message,
        max_connections: args.max_connections,
        token,
        failures,
        first_message_timeout: args.auth_timeout,
        idle_timeout: (!args.idle_timeout.is_zero()).then_some(args.idle_timeout),
        tls: tls.map(|(config, _)| config),
        ..ServeOptions::default()
    };
    match listener {
        Some(listener) => {
            let addr = listener.local_addr().map_err(Fatal::Output)?;
            eprintln!("folio: listening on {addr}");
            folio_rpc::serve_tcp(Arc::clone(&dispatcher), &options, listener)
                .map_err(Fatal::Output)?;
        }
        // A FOAM endpoint alone does not read stdin (a service's stdin is often /dev/null,
        // whose end would stop it): it runs until asked to stop.
        None if foam.is_some() => {
            while !folio_rpc::shutdown::requested() {
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
        }
        None => folio_rpc::serve_stdio(&dispatcher, &options, std::io::stdin(), std::io::stdout())
            .map_err(Fatal::Output)?,
    }
    if let Some(foam) = foam {
        foam.stop();
    }
    if let Some(follower) = follower {
        follower.stop();
    }
    drop(dispatcher);
    if let Some(replica) = replica {
        replica.stop();
    }
    if let Some(leader) = leader {
        leader.stop();
    }
    if let Some(snapshotter) = snapshotter {
        snapshotter.stop();
    }
    // The Flight endpoint ends its calls and lets go of the SQL engine (and so of the engine).
    if let Some(flight) = flight {
        flight.stop();
    }
    // A server stopped while it still proves its snapshots waits for the proof (a read of
    // the covered journal bytes), which holds the engine.
    if let Some(proving) = proving {
        // A panic in the thread ended the proof; the engine is as it left it.
        let _ = proving.join();
    }
    // Every connection is answered and closed: the engine is ours alone again.
    match Arc::try_unwrap(engine) {
        Ok(engine) => engine.close().map_err(Fatal::Close)?,
        Err(_) => unreachable!("every holder of the engine has ended"),
    }
    Ok(ExitCode::SUCCESS)
}

/// Says on stderr what following the files did that a person should know: a DAO read again
/// (with why), a new DAO, a catch-up that failed, no file-system events.
fn report_follow(followed: Followed<'_>) {
    match followed {
        Followed::CaughtUp(done) => {
            for name in &done.new_daos {
                eprintln!("folio: following a new DAO {name}");
            }
            for (name, why) in &done.reread {
                eprintln!("folio: {name} read again from the start: {why}");
            }
        }
        Followed::Failed(e) => eprintln!(
            "folio: following the files failed (tried again at each look; said again only if \
             the reason changes): {e}"
        ),
        Followed::Recovered => eprintln!("folio: following the files works again"),
        Followed::Polling(why) => eprintln!(
            "folio: no file-system events ({why}); looking every {} ms",
            folio_engine::POLL_WITHOUT_EVENTS.as_millis()
        ),
    }
}

/// What opening the live journals did to their ends, in the words of `folio repair`: a torn
/// tail moved into `X.torn`, or a whole last entry completed with its line end. Nothing is
/// lost either way, but a person should know that a file changed.
fn say_what_opening_settled(engine: &folio_engine::Engine) {
    for dao in engine.daos() {
        let Some(report) = dao.open_report() else {
            continue;
        };
        if let Some(torn) = &report.torn {
            eprintln!(
                "folio: {}: cut {} bytes at offset {} that were no whole entry into {}",
                torn.path.display(),
                torn.len,
                torn.offset,
                torn.kept_in.display()
            );
        }
        if let Some(line) = &report.completed {
            eprintln!(
                "folio: {}: completed the last entry at offset {} ({} bytes) with its line end",
                line.path.display(),
                line.offset,
                line.len
            );
        }
    }
}

/// Hashes whole, on a thread of its own, the journal bytes of the snapshots the server booted
/// from (proved at open by their files' identity and ends only): a DAO whose bytes changed is
/// read again in full, with a warning naming why. The thread holds the engine until it ends:
/// the server joins it before it closes the engine.
fn prove_snapshots(
    engine: &Arc<folio_engine::Engine>,
) -> Result<Option<std::thread::JoinHandle<()>>, Fatal> {
    if engine.unproven().is_empty() {
        return Ok(None);
    }
    let engine = Arc::clone(engine);
    std::thread::Builder::new()
        .name("folio-prove".to_owned())
        .spawn(move || engine.prove_snapshots(report_proof))
        .map(Some)
        .map_err(Fatal::Output)
}

fn report_proof(dao: &str, proved: &Proved) {
    match proved {
        Proved::Unchanged => {}
        Proved::Changed { why, reread } => {
            let then = match reread {
                Ok(()) => "its journals were replayed in full".to_owned(),
                Err(e) => format!(
                    "replaying its journals in full failed ({e}): its state is the snapshot's"
                ),
            };
            eprintln!(
                "folio: warning: DAO `{dao}`: its snapshot was found not to match after boot ({why}); {then}"
            );
        }
    }
}

/// What a background snapshot did, on stderr.
fn report_snapshot(dao: &str, made: &Result<Refreshed, SnapshotError>) {
    match made {
        Ok(made) => eprintln!(
            "folio: DAO `{dao}`: snapshot written ({} objects, {} bytes, covering {} journal bytes)",
            made.written.objects, made.written.bytes, made.covered
        ),
        Err(e) => eprintln!("folio: DAO `{dao}`: no snapshot written: {e}"),
    }
}
