//! The leader's side (`serve --replicate ADDR`): a listener, and per follower a thread that
//! ships journal bytes as they become durable, with one more reading the follower's acks.
//!
//! Limits, as on folio's other ports (docs/security.md): a connection must finish its TLS
//! handshake and send its whole hello within `hello_timeout`, in all (not per read: the accept
//! loop closes a connection whose time is up); its token is checked from a first line of at
//! most [`wire::MAX_HELLO`] bytes, before what its copy holds is read; at most
//! [`MAX_PENDING`] connections wait to send it (a new one past them closes the oldest); at most
//! `max_followers` are served (one more is refused, said in a line); a wrong token is answered
//! after the delay its peer's failures on every port have earned ([`folio_auth::Failures`]);
//! a follower silent for [`SILENT_FOLLOWER`] is dropped. Each file a follower claims is hashed
//! once per connection (a name claimed twice is refused), and planning stops when the follower
//! goes.

use crate::wire::{self, ToFollower, ToLeader, WireDao, PROTOCOL};
use folio_engine::Engine;
use folio_journal::ship::{self, FilePosition, Plan, Shipped};
use std::collections::{HashMap, HashSet, VecDeque};
use std::fs::File;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::os::unix::fs::FileExt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Connections that have not sent their hello yet; past them the oldest is closed, so a client
/// that opens sockets and sends nothing cannot keep followers out.
pub const MAX_PENDING: usize = 64;
/// A follower acks at least every heartbeat ([`HEARTBEAT`]); one silent this long is dropped.
pub const SILENT_FOLLOWER: Duration = Duration::from_secs(30);
/// The longest a follower goes without a message: a `durable` line when nothing is shipped.
pub const HEARTBEAT: Duration = Duration::from_secs(1);
/// Durable totals remembered per follower to tell its lag in time.
const LAG_SAMPLES: usize = 4096;

#[derive(Debug, Clone)]
pub struct LeaderOptions {
    /// The token a follower's hello must carry, if any.
    pub token: Option<folio_auth::Token>,
    /// Failed tokens per peer, shared with the server's other ports: a wrong token is answered
    /// after the delay the peer has earned.
    pub failures: Arc<folio_auth::Failures>,
    /// TLS on every connection (`folio_rpc::tls::server_config`).
    pub tls: Option<Arc<rustls::ServerConfig>>,
    /// Time allowed for the TLS handshake and the hello.
    pub hello_timeout: Duration,
    /// The most followers served at once.
    pub max_followers: usize,
}

/// A running replication endpoint.
#[derive(Debug)]
pub struct Leader {
    addr: SocketAddr,
    shared: Arc<Shared>,
    accept: Option<JoinHandle<()>>,
}

#[derive(Debug)]
struct Shared {
    addr: SocketAddr,
    engine: Arc<Engine>,
    /// The tree whose files are shipped, by their names relative to it.
    root: PathBuf,
    options: LeaderOptions,
    stop: AtomicBool,
    next: AtomicU64,
    /// Connections still to send their hello, oldest first, with when each was accepted.
    pending: Mutex<VecDeque<(u64, Instant, TcpStream)>>,
    /// The followers served, with a handle to close each.
    followers: Mutex<Vec<(Arc<Seen>, TcpStream)>>,
    threads: Mutex<Vec<JoinHandle<()>>>,
}

/// What the leader knows of one follower, for `stats`.
#[derive(Debug)]
struct Seen {
    number: u64,
    peer: Option<SocketAddr>,
    since: Instant,
    /// Bytes the follower last said it holds and has applied.
    acked: AtomicU64,
    /// Durable bytes over all files at the last round.
    durable: AtomicU64,
    shipped: AtomicU64,
    resyncs: AtomicU64,
    /// Durable totals not yet acked, with when they were shipped: the oldest is how far
    /// behind the follower is in time.
    unacked: Mutex<VecDeque<(u64, Instant)>>,
}

impl Seen {
    fn lag(&self) -> (u64, u64) {
        let acked = self.acked.load(Ordering::Relaxed);
        let bytes = self.durable.load(Ordering::Relaxed).saturating_sub(acked);
        let unacked = self.unacked.lock().unwrap_or_else(PoisonError::into_inner);
        let ms = match unacked.front() {
            Some((_, at)) if bytes > 0 => at.elapsed().as_millis() as u64,
            _ => 0,
        };
        (bytes, ms)
    }

    fn acked(&self, bytes: u64) {
        self.acked.store(bytes, Ordering::Relaxed);
        let mut unacked = self.unacked.lock().unwrap_or_else(PoisonError::into_inner);
        while unacked.front().is_some_and(|(total, _)| *total <= bytes) {
            unacked.pop_front();
        }
    }
}

impl Leader {
    /// Serves followers on `listener`, shipping the files of `engine`'s DAOs under `root`.
    pub fn start(
        engine: Arc<Engine>,
        root: PathBuf,
        listener: TcpListener,
        options: LeaderOptions,
    ) -> io::Result<Leader> {
        let addr = listener.local_addr()?;
        listener.set_nonblocking(true)?;
        let shared = Arc::new(Shared {
            addr,
            engine,
            root,
            options,
            stop: AtomicBool::new(false),
            next: AtomicU64::new(1),
            pending: Mutex::new(VecDeque::new()),
            followers: Mutex::new(Vec::new()),
            threads: Mutex::new(Vec::new()),
        });
        let accepting = Arc::clone(&shared);
        let accept = std::thread::Builder::new()
            .name("folio-replicate".into())
            .spawn(move || accept_loop(&accepting, &listener))?;
        Ok(Leader {
            addr,
            shared,
            accept: Some(accept),
        })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `stats.replication` on the leader: each follower's address, lag in bytes and
    /// milliseconds, bytes shipped and resyncs.
    pub fn status(&self) -> serde_json::Value {
        self.shared.status()
    }

    /// What [`status`](Self::status) gives, as a function that outlives this handle (for a
    /// server's `stats`).
    pub fn reporter(&self) -> impl Fn() -> serde_json::Value + Send + Sync + 'static {
        let shared = Arc::clone(&self.shared);
        move || shared.status()
    }

    /// Closes every connection and waits for their threads.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        if let Some(accept) = self.accept.take() {
            let _ = accept.join();
        }
        for (_, _, stream) in lock(&self.shared.pending).drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
        for (_, stream) in lock(&self.shared.followers).iter() {
            let _ = stream.shutdown(Shutdown::Both);
        }
        let threads = std::mem::take(&mut *lock(&self.shared.threads));
        for thread in threads {
            let _ = thread.join();
        }
    }
}

impl Drop for Leader {
    fn drop(&mut self) {
        self.halt();
    }
}

impl Shared {
    /// `stats.replication` on the leader: each follower's address, lag in bytes and
    /// milliseconds, bytes shipped and resyncs.
    fn status(&self) -> serde_json::Value {
        let followers = lock(&self.followers);
        let list: Vec<serde_json::Value> = followers
            .iter()
            .map(|(seen, _)| {
                let (lag_bytes, lag_ms) = seen.lag();
                serde_json::json!({
                    "follower": seen.number,
                    "peer": seen.peer.map(|p| p.to_string()),
                    "connected_ms": seen.since.elapsed().as_millis() as u64,
                    "applied": seen.acked.load(Ordering::Relaxed),
                    "durable": seen.durable.load(Ordering::Relaxed),
                    "lag_bytes": lag_bytes,
                    "lag_ms": lag_ms,
                    "shipped": seen.shipped.load(Ordering::Relaxed),
                    "resyncs": seen.resyncs.load(Ordering::Relaxed),
                })
            })
            .collect();
        serde_json::json!({"role": "leader", "address": self.addr.to_string(), "followers": list})
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Closes the connections whose hello (and TLS handshake) took longer than the allowance in
/// all: a peer sending a byte at a time cannot keep one open by beating each read's timeout.
fn close_late(shared: &Shared) {
    let mut pending = lock(&shared.pending);
    while let Some((_, since, stream)) = pending.front() {
        if since.elapsed() < shared.options.hello_timeout {
            break;
        }
        let _ = stream.shutdown(Shutdown::Both);
        pending.pop_front();
    }
}

fn accept_loop(shared: &Arc<Shared>, listener: &TcpListener) {
    while !shared.stop.load(Ordering::SeqCst) {
        close_late(shared);
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
            Err(_) => {
                // Out of descriptors and the like: wait rather than spin.
                std::thread::sleep(Duration::from_millis(100));
                continue;
            }
        };
        let number = shared.next.fetch_add(1, Ordering::Relaxed);
        let Ok(handle) = stream.try_clone() else {
            continue;
        };
        {
            let mut pending = lock(&shared.pending);
            if pending.len() >= MAX_PENDING {
                if let Some((_, _, oldest)) = pending.pop_front() {
                    let _ = oldest.shutdown(Shutdown::Both);
                }
            }
            pending.push_back((number, Instant::now(), handle));
        }
        let serving = Arc::clone(shared);
        let thread = std::thread::Builder::new()
            .name("folio-ship".into())
            .spawn(move || {
                let _ = serve(&serving, number, stream);
                lock(&serving.pending).retain(|(n, _, _)| *n != number);
                lock(&serving.followers).retain(|(seen, _)| seen.number != number);
            });
        let mut threads = lock(&shared.threads);
        threads.retain(|t| !t.is_finished());
        if let Ok(thread) = thread {
            threads.push(thread);
        }
    }
}

/// One follower's connection, plain or TLS: a reader for its lines and a writer for ours.
fn serve(shared: &Arc<Shared>, number: u64, stream: TcpStream) -> io::Result<()> {
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(shared.options.hello_timeout))?;
    stream.set_write_timeout(Some(SILENT_FOLLOWER))?;
    let (reader, writer): (Box<dyn Read + Send>, Box<dyn Write + Send>) = match &shared.options.tls
    {
        Some(config) => {
            let (r, w) = folio_rpc::tls::split(Arc::clone(config), &stream)?;
            (Box::new(r), Box::new(w))
        }
        None => (Box::new(stream.try_clone()?), Box::new(stream.try_clone()?)),
    };
    let mut reader = BufReader::new(reader);
    let mut writer = BufWriter::with_capacity(1 << 20, writer);
    let hello = match wire::receive_at_most(&mut reader, wire::MAX_HELLO) {
        Ok(Some(hello)) => hello,
        Ok(None) => return Ok(()),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => {
            refuse(&mut writer, &format!("not a follower's hello: {e}"))?;
            // What the peer sent past the hello's bound is read (a little, within the
            // deadline) and dropped: closed unread, it would reset the connection before the
            // peer reads why.
            let _ = stream.shutdown(Shutdown::Write);
            let _ = io::copy(&mut reader.take(wire::MAX_HELLO * 16), &mut io::sink());
            return Ok(());
        }
        Err(e) => return Err(e),
    };
    let ToLeader::Hello { protocol, token } = hello else {
        return refuse(&mut writer, "the first message must be a hello");
    };
    if protocol != PROTOCOL {
        return refuse(
            &mut writer,
            &format!("protocol {protocol}: this leader speaks {PROTOCOL}"),
        );
    }
    if let Some(expected) = &shared.options.token {
        let given = token.as_deref().unwrap_or("");
        if !expected.matches(given.as_bytes()) {
            let delay = match stream.peer_addr() {
                Ok(peer) => shared.options.failures.failed(peer.ip()),
                Err(_) => folio_auth::MAX_DELAY,
            };
            // Answered after the delay, out of the pending connections (whose deadline would
            // cut the answer short).
            lock(&shared.pending).retain(|(n, _, _)| *n != number);
            std::thread::sleep(delay);
            let why = match token {
                None => "this leader needs a token (--leader-token-file)",
                Some(_) => "wrong token",
            };
            return refuse(&mut writer, why);
        }
    }
    let seen = Arc::new(Seen {
        number,
        peer: stream.peer_addr().ok(),
        since: Instant::now(),
        acked: AtomicU64::new(0),
        durable: AtomicU64::new(0),
        shipped: AtomicU64::new(0),
        resyncs: AtomicU64::new(0),
        unacked: Mutex::new(VecDeque::new()),
    });
    {
        let mut followers = lock(&shared.followers);
        if followers.len() >= shared.options.max_followers {
            drop(followers);
            return refuse(
                &mut writer,
                &format!(
                    "this leader serves {} followers already",
                    shared.options.max_followers
                ),
            );
        }
        followers.push((Arc::clone(&seen), stream.try_clone()?));
    }
    // The token is taken and a follower's slot held: welcomed, it says what its copy holds,
    // still within the hello's deadline.
    wire::send(
        &mut writer,
        &ToFollower::Welcome {
            daos: shared.engine.daos().len(),
        },
        b"",
    )?;
    writer.flush()?;
    let daos = match wire::receive(&mut reader) {
        Ok(Some(ToLeader::Holds { daos })) => daos,
        Ok(None) => return Ok(()),
        Ok(Some(_)) => return refuse(&mut writer, "the hello must be followed by `holds`"),
        Err(e) if e.kind() == io::ErrorKind::InvalidData => {
            return refuse(&mut writer, &format!("not what a copy holds: {e}"))
        }
        Err(e) => return Err(e),
    };
    lock(&shared.pending).retain(|(n, _, _)| *n != number);
    if let Some(twice) = claimed_twice(&daos) {
        return refuse(&mut writer, &twice);
    }
    stream.set_read_timeout(Some(SILENT_FOLLOWER))?;
    let gone = Arc::new(AtomicBool::new(false));
    let acks = {
        let seen = Arc::clone(&seen);
        let gone = Arc::clone(&gone);
        let stream = stream.try_clone()?;
        std::thread::Builder::new()
            .name("folio-acks".into())
            .spawn(move || {
                while let Ok(Some(ToLeader::Applied { bytes })) = wire::receive(&mut reader) {
                    seen.acked(bytes);
                }
                gone.store(true, Ordering::SeqCst);
                // The shipping thread may be blocked writing to a follower that stopped
                // reading: closing ends it.
                let _ = stream.shutdown(Shutdown::Both);
            })?
    };
    let shipped = Shipper::new(shared, &seen, &gone).run(&daos, &mut writer);
    let _ = stream.shutdown(Shutdown::Both);
    let _ = acks.join();
    shipped
}

/// A DAO or a file the hello names twice, said: each file is hashed once per connection.
fn claimed_twice(daos: &[WireDao]) -> Option<String> {
    let mut names = HashSet::new();
    let mut files = HashSet::new();
    for dao in daos {
        if !names.insert(dao.dao.as_str()) {
            return Some(format!("the DAO {:?} is claimed twice", dao.dao));
        }
        for file in &dao.files {
            if !files.insert(file.name.as_str()) {
                return Some(format!("the file {:?} is claimed twice", file.name));
            }
        }
    }
    None
}

/// Times a followed DAO was read again (0 in an engine that does not follow).
fn rereads(live: &folio_engine::LiveDao) -> u64 {
    live.follow_stats().map_or(0, |s| s.rereads)
}

fn refuse(writer: &mut impl Write, reason: &str) -> io::Result<()> {
    wire::send(
        writer,
        &ToFollower::Refused {
            reason: reason.to_owned(),
        },
        b"",
    )?;
    writer.flush()
}

/// Ships one follower the bytes it lacks, round after round.
struct Shipper<'a> {
    shared: &'a Shared,
    seen: &'a Seen,
    gone: &'a AtomicBool,
    /// Per file name, the bytes the follower holds (or has been sent).
    sent: HashMap<String, u64>,
    /// Open files, by name.
    open: HashMap<String, File>,
    /// Per DAO of a writing engine, its live journal's position and its durable bytes as last
    /// shipped.
    quiet: HashMap<String, (u64, u64)>,
    /// Per DAO of a followed engine, the times it was read again, as last shipped: one more
    /// means its files changed underneath, and the DAO is resynced.
    rereads: HashMap<String, u64>,
    buf: Vec<u8>,
}

impl<'a> Shipper<'a> {
    fn new(shared: &'a Shared, seen: &'a Seen, gone: &'a AtomicBool) -> Shipper<'a> {
        Shipper {
            shared,
            seen,
            gone,
            sent: HashMap::new(),
            open: HashMap::new(),
            rereads: HashMap::new(),
            quiet: HashMap::new(),
            buf: vec![0; wire::MAX_APPEND as usize],
        }
    }

    fn run(mut self, copy: &[WireDao], out: &mut impl Write) -> io::Result<()> {
        let engine = &*self.shared.engine;
        for live in engine.daos() {
            self.rereads.insert(live.name().to_owned(), rereads(live));
        }
        // First, each DAO the copy holds: resumed, or resynced whole. Hashing what a copy
        // claims is the leader's work, so it stops (before each file) when the follower goes.
        for held in copy {
            let files = match engine.live_dao(&held.dao) {
                Some(live) => self.shipped(live)?,
                None => Vec::new(),
            };
            let position: Vec<FilePosition> = held
                .files
                .iter()
                .map(|f| FilePosition {
                    name: f.name.clone(),
                    len: f.len,
                    hash: u64::from_str_radix(&f.hash, 16).unwrap_or(0),
                })
                .collect();
            let going =
                || !self.shared.stop.load(Ordering::SeqCst) && !self.gone.load(Ordering::SeqCst);
            match ship::plan_while(&files, &position, &going)? {
                None => return Ok(()),
                Some(Plan::Resume(from)) => {
                    for (file, from) in files.iter().zip(from) {
                        self.sent.insert(file.name.clone(), from);
                    }
                }
                Some(Plan::Resync(why)) => self.resync(&held.dao, &files, &why.to_string(), out)?,
            }
        }
        let mut last_sent = Instant::now() - HEARTBEAT;
        loop {
            if self.shared.stop.load(Ordering::SeqCst) || self.gone.load(Ordering::SeqCst) {
                return Ok(());
            }
            let seen_changes = engine.change_count();
            let mut durable = 0u64;
            let mut any = false;
            for live in engine.daos() {
                // A DAO of a writing engine changes only by its live journal: one whose
                // journal did not move is not looked at again (its files not listed and
                // measured at every round, for every write).
                let moved = live.position();
                if let Some(&(at, bytes)) = self.quiet.get(live.name()) {
                    if at == moved {
                        durable += bytes;
                        continue;
                    }
                }
                let files = self.shipped(live)?;
                if let Some(why) = self.changed_underneath(live, &files) {
                    self.resync(live.name(), &files, &why, out)?;
                    durable += files.iter().map(|f| f.durable).sum::<u64>();
                    any = true;
                    continue;
                }
                let bytes: u64 = files.iter().map(|f| f.durable).sum();
                durable += bytes;
                for file in files {
                    let from = self.sent.get(&file.name).copied().unwrap_or(0);
                    if file.durable > from {
                        self.send_range(&file, from, false, out)?;
                        self.sent.insert(file.name.clone(), file.durable);
                        any = true;
                    }
                }
                if live.follow_stats().is_none() {
                    self.quiet.insert(live.name().to_owned(), (moved, bytes));
                }
            }
            self.seen.durable.store(durable, Ordering::Relaxed);
            if any {
                let mut unacked = lock(&self.seen.unacked);
                if unacked.len() >= LAG_SAMPLES {
                    unacked.pop_back();
                }
                unacked.push_back((durable, Instant::now()));
            }
            if any || last_sent.elapsed() >= HEARTBEAT {
                let (lag_bytes, lag_ms) = self.seen.lag();
                let beat = ToFollower::Durable {
                    bytes: durable,
                    lag_bytes,
                    lag_ms,
                };
                wire::send(out, &beat, b"")?;
                out.flush()?;
                last_sent = Instant::now();
            }
            engine.wait_for_change(seen_changes, Duration::from_millis(200));
        }
    }

    /// Why the DAO's files are no longer what was shipped, if they are not: a followed DAO
    /// read again (its files were replaced or rewritten underneath), or a file shorter than
    /// what was sent.
    fn changed_underneath(
        &mut self,
        live: &folio_engine::LiveDao,
        files: &[Shipped],
    ) -> Option<String> {
        let now = rereads(live);
        let known = self.rereads.insert(live.name().to_owned(), now);
        if known.is_some_and(|known| known != now) {
            let why = live.follow_stats().and_then(|s| s.last_reread);
            return Some(format!(
                "the leader read its files again ({})",
                why.unwrap_or_default()
            ));
        }
        let shorter = files
            .iter()
            .find(|f| self.sent.get(&f.name).is_some_and(|&sent| sent > f.durable))?;
        Some(format!("{} is shorter than what was shipped", shorter.name))
    }

    /// The DAO's files as shipped: named relative to the root, with their durable lengths.
    fn shipped(&self, live: &folio_engine::LiveDao) -> io::Result<Vec<Shipped>> {
        let root = &self.shared.root;
        Ok(live
            .durable_files()?
            .into_iter()
            .filter_map(|(path, durable)| {
                let name = ship::relative_name(root, &path)?;
                Some(Shipped {
                    name,
                    path,
                    durable,
                })
            })
            .collect())
    }

    fn resync(
        &mut self,
        dao: &str,
        files: &[Shipped],
        why: &str,
        out: &mut impl Write,
    ) -> io::Result<()> {
        self.seen.resyncs.fetch_add(1, Ordering::Relaxed);
        let start = ToFollower::Resync {
            dao: dao.to_owned(),
            why: why.to_owned(),
        };
        wire::send(out, &start, b"")?;
        for file in files {
            // A file replaced underneath is another file: read it anew.
            self.open.remove(&file.name);
            self.send_range(file, 0, true, out)?;
            self.sent.insert(file.name.clone(), file.durable);
        }
        let done = ToFollower::Resynced {
            dao: dao.to_owned(),
            files: files.iter().map(|f| f.name.clone()).collect(),
        };
        wire::send(out, &done, b"")
    }

    /// Sends `file`'s bytes from `from` to its durable end, in appends of at most
    /// [`wire::MAX_APPEND`] bytes.
    fn send_range(
        &mut self,
        file: &Shipped,
        from: u64,
        staged: bool,
        out: &mut impl Write,
    ) -> io::Result<()> {
        if !self.open.contains_key(&file.name) {
            self.open.insert(file.name.clone(), File::open(&file.path)?);
        }
        let handle = &self.open[&file.name];
        let mut at = from;
        while at < file.durable {
            let len = (file.durable - at).min(wire::MAX_APPEND) as usize;
            handle.read_exact_at(&mut self.buf[..len], at)?;
            let append = ToFollower::Append {
                name: file.name.clone(),
                at,
                len: len as u64,
                staged,
            };
            wire::send(out, &append, &self.buf[..len])?;
            self.seen.shipped.fetch_add(len as u64, Ordering::Relaxed);
            at += len as u64;
        }
        Ok(())
    }
}
