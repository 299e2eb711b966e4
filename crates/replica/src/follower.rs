//! The follower's side (`serve --follow LEADER`): a thread that connects to the leader, sends
//! what its copy holds, appends what it receives to the copy, makes it durable, applies it to
//! the engine (a followed engine over the copy: `Engine::catch_up`) and acks it; and, when the
//! connection ends, connects again after a backoff and resumes from the copy.

use crate::wire::{self, ToFollower, ToLeader, WireDao, WireFile, PROTOCOL};
use folio_engine::Engine;
use folio_journal::ship::{self, Copy};
use folio_journal::{discover, DaoFiles};
use std::collections::HashMap;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, TcpStream, ToSocketAddrs};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The first wait before connecting again; doubled after each failed try up to
/// [`MAX_BACKOFF`], and back to this after a session that got the leader's welcome.
pub const FIRST_BACKOFF: Duration = Duration::from_millis(100);
pub const MAX_BACKOFF: Duration = Duration::from_secs(5);
/// Bytes received after which rounds are applied even while more are waiting to be read.
const APPLY_AT_LEAST: u64 = 4 << 20;
/// Bytes received between two acks, at most, while the leader ships a long round.
const ACK_EVERY: u64 = 16 << 20;
/// The leader sends a line at least every second: one silent this long is taken as gone.
pub const SILENT_LEADER: Duration = Duration::from_secs(5);

/// How to reach the leader.
#[derive(Debug, Clone)]
pub struct FollowOptions {
    /// `host:port`.
    pub leader: String,
    /// The token the leader asks for, sent in the hello.
    pub token: Option<folio_auth::Token>,
    /// TLS to the leader: the configuration (its trusted roots) and the name to check its
    /// certificate against.
    pub tls: Option<(
        Arc<rustls::ClientConfig>,
        rustls::pki_types::ServerName<'static>,
    )>,
}

/// What the follower did that a person should know.
#[derive(Debug)]
pub enum Event<'a> {
    /// Connected to the leader, which took the hello.
    Connected,
    /// The leader resynced a DAO (its files shipped whole), for this reason.
    Resynced { dao: &'a str, why: &'a str },
    /// The session ended (the leader gone, refused, a cut connection); connecting again.
    Lost(&'a str),
}

pub type OnEvent = Box<dyn Fn(Event<'_>) + Send>;

/// A running follower.
#[derive(Debug)]
pub struct Replica {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

#[derive(Debug)]
struct Shared {
    engine: Arc<Engine>,
    options: FollowOptions,
    stop: AtomicBool,
    /// The session's socket, to end a blocking read at stop.
    socket: Mutex<Option<TcpStream>>,
    connected: AtomicBool,
    sessions: AtomicU64,
    resyncs: AtomicU64,
    /// Bytes the copy holds and has applied, over all files.
    applied: AtomicU64,
    /// The leader's last `durable` line: its durable bytes and how far behind it sees us.
    leader_durable: AtomicU64,
    /// Whether this session has read a `durable` line yet: until then the lag is not known
    /// (a follower just welcomed has applied nothing and heard of nothing, which is not being
    /// caught up).
    durable_heard: AtomicBool,
    leader_lag_ms: AtomicU64,
    last_heard: Mutex<Option<Instant>>,
    last_error: Mutex<Option<String>>,
}

impl Replica {
    /// Follows the leader of `options` into the copy under `copy`, applying to `engine` (a
    /// followed engine over the copy's root, opened after `Copy::open` settled it).
    pub fn start(
        engine: Arc<Engine>,
        copy: Copy,
        options: FollowOptions,
        report: OnEvent,
    ) -> io::Result<Replica> {
        engine.set_leader(options.leader.clone());
        let shared = Arc::new(Shared {
            engine,
            options,
            stop: AtomicBool::new(false),
            socket: Mutex::new(None),
            connected: AtomicBool::new(false),
            sessions: AtomicU64::new(0),
            resyncs: AtomicU64::new(0),
            applied: AtomicU64::new(0),
            leader_durable: AtomicU64::new(0),
            durable_heard: AtomicBool::new(false),
            leader_lag_ms: AtomicU64::new(0),
            last_heard: Mutex::new(None),
            last_error: Mutex::new(None),
        });
        let running = Arc::clone(&shared);
        let thread = std::thread::Builder::new()
            .name("folio-follow".into())
            .spawn(move || follow_loop(&running, copy, &report))?;
        Ok(Replica {
            shared,
            thread: Some(thread),
        })
    }

    /// `stats.replication` on a follower: its leader, whether connected, the bytes applied,
    /// the lag (bytes behind the leader's last word, and the leader's own measure in ms).
    pub fn status(&self) -> serde_json::Value {
        self.shared.status()
    }

    /// What [`status`](Self::status) gives, as a function that outlives this handle (for a
    /// server's `stats`).
    pub fn reporter(&self) -> impl Fn() -> serde_json::Value + Send + Sync + 'static {
        let shared = Arc::clone(&self.shared);
        move || shared.status()
    }

    /// Ends the session and waits for the thread.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        if let Some(socket) = lock(&self.shared.socket).as_ref() {
            let _ = socket.shutdown(Shutdown::Both);
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Replica {
    fn drop(&mut self) {
        self.halt();
    }
}

impl Shared {
    /// `stats.replication` on a follower: its leader, whether connected, the bytes applied,
    /// the lag (bytes behind the leader's last word, and the leader's own measure in ms).
    fn status(&self) -> serde_json::Value {
        let s = self;
        let applied = s.applied.load(Ordering::Relaxed);
        // Acquire: the `durable` read below is the one stored before the flag, or a later one.
        let heard_durable = s.durable_heard.load(Ordering::Acquire);
        let durable = s.leader_durable.load(Ordering::Relaxed);
        let lag = heard_durable.then(|| durable.saturating_sub(applied));
        let heard = lock(&s.last_heard).map(|at| at.elapsed().as_millis() as u64);
        serde_json::json!({
            "role": "follower",
            "leader": s.options.leader,
            "connected": s.connected.load(Ordering::Relaxed),
            "sessions": s.sessions.load(Ordering::Relaxed),
            "resyncs": s.resyncs.load(Ordering::Relaxed),
            "applied": applied,
            "leader_durable": durable,
            "lag_bytes": lag,
            "lag_ms": s.leader_lag_ms.load(Ordering::Relaxed),
            "last_heard_ms": heard,
            "last_error": *lock(&s.last_error),
        })
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

fn follow_loop(shared: &Shared, mut copy: Copy, report: &OnEvent) {
    let mut backoff = FIRST_BACKOFF;
    // The copy's position, kept while sessions end before the leader's welcome (nothing was
    // received): a leader that is down costs no reading of the copy at each try.
    let mut known = None;
    while !shared.stop.load(Ordering::SeqCst) {
        let mut welcomed = false;
        let ended = session(shared, &mut copy, report, &mut welcomed, &mut known);
        if welcomed {
            known = None;
        }
        shared.connected.store(false, Ordering::Relaxed);
        *lock(&shared.socket) = None;
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        // A session the copy or the protocol ended (bytes the copy refuses, a limit passed, a
        // message out of place) would end the same way at once: it backs off as a failed
        // connection does, rather than read the copy's position again ten times a second.
        let refused = matches!(&ended, Err(e) if e.kind() == io::ErrorKind::InvalidData);
        let why = match ended {
            Ok(()) => "the leader closed the connection".to_owned(),
            Err(e) => printable(&e.to_string()),
        };
        report(Event::Lost(&why));
        *lock(&shared.last_error) = Some(why);
        if welcomed && !refused {
            backoff = FIRST_BACKOFF;
        }
        let until = Instant::now() + backoff;
        while Instant::now() < until && !shared.stop.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(20));
        }
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// Errors of a session, each ending it.
fn invalid(why: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, why)
}

/// `text` (which may come from the leader) with its control characters escaped (`\n`,
/// `\u{1b}`): fit for one line of a log, and unable to move a terminal's cursor.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c.is_control() {
            true => out.extend(c.escape_debug()),
            false => out.push(c),
        }
    }
    out
}

/// The first byte of a TLS record a server sends (an alert, or its handshake): a follower
/// speaking plain text to a TLS leader reads one where it waits for a line.
fn looks_like_tls(first: u8) -> bool {
    first == 0x15 || first == 0x16
}

/// A connection to the leader, plain or TLS, read and written by one thread.
enum Connection {
    Plain(TcpStream),
    Tls(Box<rustls::StreamOwned<rustls::ClientConnection, TcpStream>>),
}

impl Read for Connection {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Connection::Plain(s) => s.read(buf),
            Connection::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Connection {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Connection::Plain(s) => s.write(buf),
            Connection::Tls(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Connection::Plain(s) => s.flush(),
            Connection::Tls(s) => s.flush(),
        }
    }
}

fn connect(shared: &Shared) -> io::Result<Connection> {
    let leader = &shared.options.leader;
    let addr = leader
        .to_socket_addrs()?
        .next()
        .ok_or_else(|| invalid(format!("{leader} names no address")))?;
    let stream = TcpStream::connect_timeout(&addr, SILENT_LEADER)?;
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(SILENT_LEADER))?;
    stream.set_write_timeout(Some(SILENT_LEADER))?;
    *lock(&shared.socket) = Some(stream.try_clone()?);
    Ok(match &shared.options.tls {
        None => Connection::Plain(stream),
        Some((config, name)) => {
            let session = rustls::ClientConnection::new(Arc::clone(config), name.clone())
                .map_err(io::Error::other)?;
            Connection::Tls(Box::new(rustls::StreamOwned::new(session, stream)))
        }
    })
}

/// A copy's position: its DAOs and files as `holds` names them, and the bytes per file.
type Held = (Vec<WireDao>, HashMap<String, u64>);

/// What the copy holds, as `holds` names it, with the bytes per file.
fn position(root: &Path) -> io::Result<Held> {
    let daos = ship::position_of(root).map_err(|e| invalid(e.to_string()))?;
    let mut held = HashMap::new();
    let wire = daos
        .into_iter()
        .map(|dao| WireDao {
            dao: dao.dao,
            files: dao
                .files
                .into_iter()
                .map(|f| {
                    held.insert(f.name.clone(), f.len);
                    WireFile {
                        name: f.name,
                        len: f.len,
                        hash: format!("{:016x}", f.hash),
                    }
                })
                .collect(),
        })
        .collect();
    Ok((wire, held))
}

fn session(
    shared: &Shared,
    copy: &mut Copy,
    report: &OnEvent,
    welcomed: &mut bool,
    known: &mut Option<Held>,
) -> io::Result<()> {
    // The copy's position first: hashing it takes no time from the leader's hello deadline.
    let (daos, mut held) = match known {
        Some(held) => held.clone(),
        None => known.insert(position(copy.root())?).clone(),
    };
    let connection = connect(shared)?;
    shared.applied.store(held.values().sum(), Ordering::Relaxed);
    let mut input = BufReader::with_capacity(1 << 20, connection);
    let hello = ToLeader::Hello {
        protocol: PROTOCOL,
        token: shared.options.token.as_ref().map(|t| t.expose().to_owned()),
    };
    wire::send(input.get_mut(), &hello, b"")?;
    input.get_mut().flush()?;
    if shared.options.tls.is_none() {
        if let Some(&first) = input.fill_buf()?.first() {
            if looks_like_tls(first) {
                return Err(invalid(
                    "the leader seems to speak TLS: give --leader-ca FILE (its certificate)".into(),
                ));
            }
        }
    }
    match wire::receive::<ToFollower>(&mut input)? {
        Some(ToFollower::Welcome { .. }) => {}
        Some(ToFollower::Refused { reason }) => {
            return Err(invalid(format!("the leader refused: {reason}")))
        }
        Some(other) => return Err(invalid(format!("a {other:?} before the welcome"))),
        None => return Err(invalid("the leader closed before its welcome".into())),
    }
    wire::send(input.get_mut(), &ToLeader::Holds { daos }, b"")?;
    input.get_mut().flush()?;
    *welcomed = true;
    shared.durable_heard.store(false, Ordering::Relaxed);
    shared.sessions.fetch_add(1, Ordering::Relaxed);
    shared.connected.store(true, Ordering::Relaxed);
    report(Event::Connected);
    let mut bytes = Vec::new();
    let mut staged: Option<(String, String, HashMap<String, u64>)> = None;
    // Bytes received since the last fsync, and whether any of them ends a line (only a line's
    // end can make an entry whole, so bytes without one are made durable but not applied: a
    // line cut short is not read again at every round).
    let mut unsynced = false;
    let mut unapplied = false;
    // Bytes received since the last ack: a long first round acks every
    // `ACK_EVERY` bytes too, so the leader knows the follower is alive.
    let mut unacked = 0u64;
    loop {
        let Some(message) = wire::receive::<ToFollower>(&mut input)? else {
            return Ok(());
        };
        *lock(&shared.last_heard) = Some(Instant::now());
        match message {
            ToFollower::Append {
                name,
                at,
                len,
                staged: into_stage,
            } => {
                wire::receive_bytes(&mut input, len, &mut bytes)?;
                copy.append(&name, at, &bytes, into_stage)
                    .map_err(|e| invalid(e.to_string()))?;
                match (&mut staged, into_stage) {
                    (Some((_, _, files)), true) => {
                        files.insert(name, at + len);
                    }
                    (None, true) => return Err(invalid("a staged append outside a resync".into())),
                    (_, false) => {
                        held.insert(name, at + len);
                        unsynced = true;
                        unapplied |= bytes.iter().any(|&b| b == b'\n' || b == b'\r');
                    }
                }
                unacked += len;
                if unacked >= ACK_EVERY {
                    unacked = 0;
                    let bytes = shared.applied.load(Ordering::Relaxed);
                    wire::send(input.get_mut(), &ToLeader::Applied { bytes }, b"")?;
                    input.get_mut().flush()?;
                }
            }
            ToFollower::Resync { dao, why } => {
                copy.begin_resync().map_err(|e| invalid(e.to_string()))?;
                staged = Some((dao, why, HashMap::new()));
            }
            ToFollower::Resynced { dao, files } => {
                let Some((resyncing, why, lens)) = staged.take() else {
                    return Err(invalid("a resync's end without its start".into()));
                };
                if resyncing != dao {
                    return Err(invalid(format!(
                        "the end of {dao}'s resync in {resyncing}'s"
                    )));
                }
                let old = files_of(copy.root(), &dao)?;
                copy.finish_resync(&old, &files)
                    .map_err(|e| invalid(e.to_string()))?;
                for path in &old.files {
                    if let Some(name) = ship::relative_name(copy.root(), path) {
                        held.remove(&name);
                    }
                }
                for name in &files {
                    held.insert(name.clone(), lens.get(name).copied().unwrap_or(0));
                }
                shared.resyncs.fetch_add(1, Ordering::Relaxed);
                report(Event::Resynced {
                    dao: &printable(&dao),
                    why: &printable(&why),
                });
                unapplied = true;
            }
            ToFollower::Durable {
                bytes: durable,
                lag_ms,
                ..
            } => {
                if staged.is_some() {
                    return Err(invalid("a round's end inside a resync".into()));
                }
                shared.leader_durable.store(durable, Ordering::Relaxed);
                shared.leader_lag_ms.store(lag_ms, Ordering::Relaxed);
                shared.durable_heard.store(true, Ordering::Release);
                // Rounds already received wait for the last of them: one fsync and one
                // catch-up for all, where one each fell behind a busy leader (up to
                // `APPLY_AT_LEAST` bytes, so a leader that never pauses is applied too).
                if !input.buffer().is_empty() && unacked < APPLY_AT_LEAST {
                    continue;
                }
                if unsynced || unapplied {
                    copy.sync().map_err(|e| invalid(e.to_string()))?;
                    unsynced = false;
                }
                if unapplied {
                    shared
                        .engine
                        .catch_up()
                        .map_err(|e| invalid(format!("applying what was received: {e}")))?;
                    unapplied = false;
                }
                let total: u64 = held.values().sum();
                shared.applied.store(total, Ordering::Relaxed);
                unacked = 0;
                let ack = ToLeader::Applied { bytes: total };
                wire::send(input.get_mut(), &ack, b"")?;
                input.get_mut().flush()?;
            }
            ToFollower::Refused { reason } => {
                return Err(invalid(format!("the leader refused: {reason}")))
            }
            ToFollower::Welcome { .. } => return Err(invalid("a second welcome".into())),
        }
        if shared.stop.load(Ordering::SeqCst) {
            return Ok(());
        }
    }
}

/// The copy's files of `dao`, as discovery finds them now.
fn files_of(root: &Path, dao: &str) -> io::Result<DaoFiles> {
    let none = DaoFiles {
        name: dao.to_owned(),
        files: Vec::new(),
    };
    match discover(&[root.to_path_buf()]) {
        Ok(found) => Ok(found
            .daos
            .into_iter()
            .find(|d| d.name == dao)
            .unwrap_or(none)),
        Err(folio_journal::DiscoverError::NoJournals(_)) => Ok(none),
        Err(e) => Err(invalid(e.to_string())),
    }
}

/// A TLS client configuration that trusts the certificates in the PEM file `ca`: the
/// leader's own certificate, pinned (self-signed, with or without `CA:TRUE`), or the
/// authority that signed it ([`crate::pin`]).
pub fn tls_client_config(ca: &Path) -> Result<Arc<rustls::ClientConfig>, String> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::CertificateDer;
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(ca)
        .and_then(|certs| certs.collect())
        .map_err(|e| format!("{}: {e}", ca.display()))?;
    if certs.is_empty() {
        return Err(format!("{}: no CERTIFICATE block", ca.display()));
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let verifier = crate::pin::LeaderVerifier::new(certs, Arc::clone(&provider));
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| e.to_string())?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// The name a leader's certificate is checked against: the host part of `leader`.
pub fn server_name(leader: &str) -> Result<rustls::pki_types::ServerName<'static>, String> {
    let host = match leader.rsplit_once(':') {
        Some((host, _)) => host.trim_start_matches('[').trim_end_matches(']'),
        None => leader,
    };
    rustls::pki_types::ServerName::try_from(host.to_owned()).map_err(|e| format!("{leader}: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leaders_words_are_printed_on_one_line() {
        assert_eq!(
            printable("compacted\n\u{1b}[2Jfolio: forged\r\t"),
            r"compacted\n\u{1b}[2Jfolio: forged\r\t"
        );
        assert_eq!(printable("users.0 é"), "users.0 é");
    }
}
