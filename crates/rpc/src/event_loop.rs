//! TCP, over TLS or not: one thread polls every connection (mio), and each turn of its loop
//! commits the writes all of them sent, together.
//!
//! A turn:
//! 1. reads what every ready connection sent, framed one message per line and held against the
//!    connection's and the server's budgets ([`crate::budget`]);
//! 2. begins every connection's writes together, each connection's in the order it sent them
//!    ([`Dispatcher::begin_all`]: checked, rendered, and appended with one `write` per DAO's
//!    journal; neither durable nor visible yet);
//! 3. hands the writes begun to the committer thread, unless it is still committing the last
//!    batch: then they wait for it, and go with every write begun meanwhile. The committer
//!    fsyncs every DAO written to, at once ([`Dispatcher::prepare_finish`]), each once for
//!    every write appended to it so far, then finishes the batch in order
//!    ([`Dispatcher::finish`]): each write is applied in append order and answered; the answers
//!    come back to the loop (its waker). With nothing to wait for (one connection, or no
//!    finish that waits for the disk: [`Dispatcher::finish_waits`]) the loop finishes them
//!    itself;
//! 4. hands each connection's next message that is not a write to a worker thread
//!    ([`crate::workers`]): a `sql` query can run for minutes;
//! 5. writes every connection's answers, one `write(2)` each.
//!
//! While the committer waits for the disk, the loop reads, checks, renders and appends the
//! next writes: the CPU's work and the disk's overlap, as two turns in flight.
//!
//! **A connection's message that is not a write is handled only once every message it sent
//! before is answered; a write, once every message before it is answered or begun:** a read
//! sees the writes its connection sent before it, durable and applied, and answers leave in
//! the order the messages came. A connection with a message at a worker is not read further
//! until it is answered.
//!
//! Why a loop and not a thread per connection: with threads, each write woke the connection's
//! reader, then its answering thread, then slept once more in the group commit, 3.7 context
//! switches per write with 64 clients (BENCHMARKS.md, "Writes at the server"). Here a turn takes
//! every client's writes with one wake-up, as Redis's loop does.
//!
//! Every limit of the threaded session (stdio's) holds here, with the same errors: message size,
//! messages and bytes in flight (a connection past them is not read: its bytes wait in the
//! socket), pending and established connections ([`Slots`]), the first-message and idle
//! deadlines, the token with its per-peer delay after a failure, and the write timeout for a
//! client that does not read its answers.

use crate::auth::{self, Outcome};
use crate::budget::{Budget, Queued};
use crate::error::Kind;
use crate::frame::{Frame, LineFrame, LineReader};
use crate::message::{write_error, Call, Deferred, Dispatcher, Methods};
use crate::server::{ServeOptions, Slot, Slots};
use crate::session::{self, ClosedFlag, Framing, MAX_AUTH_FAILURES};
use crate::shutdown;
use crate::transport::Transport;
use crate::workers::Workers;
use folio_auth::Failures;
use mio::net::TcpStream;
use mio::unix::SourceFd;
use mio::{Events, Interest, Poll, Token, Waker};
use std::collections::{HashMap, HashSet, VecDeque};
use std::io::{self, Write};
use std::net::{IpAddr, TcpListener};
use std::os::fd::AsRawFd;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

const LISTENER: Token = Token(0);
const WAKER: Token = Token(1);
/// Tokens of connections start here and are never reused, so that an event or a worker's
/// answer for a connection that closed cannot reach another.
const FIRST_CONNECTION: usize = 2;

/// Answers of a connection not yet sent past which none of its messages is handled: a client
/// that does not read holds this much of the server's memory, and its messages stay queued
/// (then unread, in the socket), until the write timeout closes it.
const MAX_UNSENT: usize = 256 << 10;

/// How often the loop wakes with nothing to do, to look at the deadlines, the budgets and the
/// shutdown flag.
const TICK: Duration = Duration::from_millis(50);

/// How often writes whose DAO a reader holds are tried again ([`Server::retry_owed`]).
const OWED_RETRY: Duration = Duration::from_millis(1);

/// The longest the next batch waits for the connections the last one answered
/// ([`Gather`]); it waits half as long as the last batch took at most.
const MAX_GATHER: Duration = Duration::from_millis(2);

/// The bytes a write's answer is given room for at first: its envelope, id and position take
/// about 80 (a larger one grows its buffer as any other).
const ANSWER_ROOM: usize = 128;

/// What the committer's next batch waits for: the connections the last batch answered, each
/// of which is expected to send its next write at once (a client with one write in flight),
/// until a deadline.
///
/// Why wait: with one write in flight per client, the writes that come while the committer
/// fsyncs are those of the clients it is not fsyncing for. Handed on the moment it returns,
/// the next batch holds only them, and the clients split in two halves that take turns, each
/// fsync covering one half. Waiting for the answered ones (a round trip through the clients,
/// far shorter than an fsync) lets one fsync cover nearly all of them, as a server that
/// fsyncs in its loop (Redis) gets, while the loop still reads and begins the writes as they
/// come.
struct Gather {
    awaited: Vec<usize>,
    until: Instant,
}

/// What a connection's writes of this turn wait for.
enum Pending {
    /// A write begun, with the bytes its message holds of the budgets.
    Write(Deferred, Option<Queued>),
    /// An answer already written that must leave after the writes before it.
    Answer(Vec<u8>),
}

/// A worker's answer to a connection's message.
struct Done {
    token: usize,
    /// The answer; `None` for a notification.
    body: Option<Vec<u8>>,
    /// Given back when the answer is in the connection's buffer.
    held: Option<Queued>,
}

struct Connection {
    lines: LineReader<Transport>,
    /// Its place among the pending or established connections, given back when it drops.
    slot: Slot,
    peer: Option<IpAddr>,
    opened: Instant,
    /// When a message was last read or answered.
    last: Instant,
    /// Messages read and not yet handled, each with the bytes it holds of the budgets.
    queue: VecDeque<(Frame, Option<Queued>)>,
    /// A message read that the budgets could not take yet.
    unbudgeted: Option<Frame>,
    /// This connection's bytes held: its share of the server's `max_queued_bytes_total`.
    budget: Arc<Budget>,
    /// Writes read this turn, not yet begun: the turn begins every connection's together.
    calls: Vec<(Call, Option<Queued>)>,
    /// Writes begun and not yet handed to the committer, in order.
    pending: Vec<Pending>,
    /// Writes at the committer, or owed, not yet answered.
    committing: usize,
    /// Of those, the ones in [`Server::owed`]: its answers leave only after theirs.
    owed: usize,
    /// A message of it is at a worker.
    busy: bool,
    /// Set when the client is gone: a `sql` query running for it stops
    /// ([`crate::session::closed_flag`]).
    closed: Arc<AtomicBool>,
    /// Answers framed and not yet sent; `out[sent..]` is what is left.
    out: Vec<u8>,
    sent: usize,
    /// When the answers last moved to the socket (or first waited to).
    progress: Instant,
    /// The socket may hold bytes not yet read (edge-triggered readiness).
    readable: bool,
    /// The peer ended its side (or the socket failed): read on until the end is read.
    hung_up: bool,
    /// The input ended (or failed): answer what was read, then close.
    eof: bool,
    /// Close once the answers are sent; read and handle nothing more.
    closing: bool,
    /// What is left to send is dropped (the client is gone, or reads nothing): the TLS
    /// records its session holds too.
    abandoned: bool,
    /// Nothing is read, handled or sent until then: the delay after a failed authentication.
    hold: Option<Instant>,
    authed: bool,
    /// It sent its first message (with a token: authenticated) and was counted among the
    /// established connections, or refused.
    admitted: bool,
    auth_failures: u32,
}

impl Connection {
    fn unsent(&self) -> usize {
        self.out.len() - self.sent
    }

    fn in_flight(&self) -> usize {
        self.queue.len()
            + self.calls.len()
            + self.pending.len()
            + self.committing
            + usize::from(self.busy)
    }

    /// Answers (or TLS records) not yet taken by the socket, and still to be sent.
    fn output_waits(&self) -> bool {
        !self.abandoned && (self.unsent() > 0 || self.lines.get_ref().holds_output())
    }

    /// Nothing more to read, handle or send: the connection can close.
    fn finished(&self) -> bool {
        (self.closing || self.eof && self.queue.is_empty())
            && self.calls.is_empty()
            && self.pending.is_empty()
            && self.committing == 0
            && !self.busy
            && !self.output_waits()
    }

    /// Writes of it are begun and not answered: what it sends next that is not a write waits.
    fn writes_in_flight(&self) -> bool {
        !self.calls.is_empty() || !self.pending.is_empty() || self.committing > 0
    }

    /// The client is gone: nothing more can reach it.
    fn gone(&mut self) {
        self.closed.store(true, Ordering::Release);
        self.eof = true;
        self.closing = true;
        self.abandoned = true;
        self.queue.clear();
        self.out.clear();
        self.sent = 0;
    }

    /// Queues an answer; `now` is the turn's clock ([`Server::now`]).
    fn answer(&mut self, body: &[u8], now: Instant) {
        if self.unsent() == 0 {
            self.progress = now;
        }
        // A Vec never fails to take bytes.
        let _ = session::write_framed(&mut self.out, Framing::Line, body);
        self.last = now;
    }
}

/// The loop's state.
struct Server<M: Methods + 'static> {
    dispatcher: Arc<Dispatcher<M>>,
    options: ServeOptions,
    poll: Poll,
    waker: Arc<Waker>,
    listener: TcpListener,
    slots: Arc<Slots>,
    all_queued: Arc<Budget>,
    failures: Arc<Failures>,
    connections: HashMap<usize, Connection>,
    next_token: usize,
    workers: Workers,
    done_tx: Sender<Done>,
    done_rx: Receiver<Done>,
    /// Connections may wait in the listener's backlog (an accept failed for want of file
    /// descriptors): accept again at the next turn.
    backlog: bool,
    /// A shutdown was requested: nothing more is accepted or read.
    stopping: bool,
    /// Batches of writes to the committer thread (`None` once the loop ends, which ends it).
    batches: Option<Sender<Vec<(usize, Pending)>>>,
    /// Their answers, batch by batch ([`finish_batch`]).
    committed: Receiver<Vec<(usize, Pending)>>,
    committer: Option<std::thread::JoinHandle<()>>,
    /// A batch is at the committer, since then.
    committing: bool,
    handed: Instant,
    /// What the next batch waits for, once the last one is back.
    gather: Option<Gather>,
    /// Writes made durable whose DAO a reader holds (a long SQL scan), to apply at a later
    /// turn, and the answers of their connections' later messages, which leave after theirs;
    /// in the order they were finished.
    owed: VecDeque<(usize, Pending)>,
    /// When [`Server::retry_owed`] last ran.
    last_retry: Instant,
    /// The turn's clock, read when the poll returns and again before the answers are sent:
    /// what a connection's deadlines count from (seconds apart), read once a turn rather than
    /// for every message (a clock read each time it was a few percent of the loop's time).
    now: Instant,
}

/// Serves TCP connections on `listener` (over TLS when the options say so) until a shutdown is
/// requested; then answers every message already read and returns.
pub(crate) fn serve<M: Methods + 'static>(
    dispatcher: Arc<Dispatcher<M>>,
    options: &ServeOptions,
    listener: TcpListener,
    slots: Arc<Slots>,
) -> io::Result<()> {
    listener.set_nonblocking(true)?;
    let poll = Poll::new()?;
    poll.registry().register(
        &mut SourceFd(&listener.as_raw_fd()),
        LISTENER,
        Interest::READABLE,
    )?;
    let waker = Arc::new(Waker::new(poll.registry(), WAKER)?);
    let (done_tx, done_rx) = channel();
    let (batches, to_commit) = channel::<Vec<(usize, Pending)>>();
    let (answers, committed) = channel();
    let committer = {
        let dispatcher = Arc::clone(&dispatcher);
        let waker = Arc::clone(&waker);
        std::thread::Builder::new()
            .name("folio-rpc-commit".into())
            .spawn(move || {
                for batch in to_commit {
                    if answers.send(finish_batch(&dispatcher, batch)).is_err() {
                        return;
                    }
                    let _ = waker.wake();
                }
            })?
    };
    let mut server = Server {
        dispatcher,
        options: options.clone(),
        poll,
        waker,
        listener,
        slots,
        all_queued: Budget::new(options.max_queued_bytes_total),
        failures: Arc::clone(&options.failures),
        connections: HashMap::new(),
        next_token: FIRST_CONNECTION,
        workers: Workers::new(),
        done_tx,
        done_rx,
        backlog: true,
        stopping: false,
        batches: Some(batches),
        committed,
        committer: Some(committer),
        committing: false,
        handed: Instant::now(),
        gather: None,
        owed: VecDeque::new(),
        last_retry: Instant::now(),
        now: Instant::now(),
    };
    let result = server.run();
    // The committer lets go of the dispatcher (and so of the engine) before this returns.
    server.batches = None;
    if let Some(committer) = server.committer.take() {
        let _ = committer.join();
    }
    result
}

/// Finishes a batch of writes in order, giving each its answer. Every DAO the batch wrote to
/// is fsynced first, all at once, once for every write appended to it so far; each finish
/// then finds its write durable, and applies it, unless a reader holds its DAO: that write
/// comes back unfinished ([`Dispatcher::try_finish`]), for a later turn.
fn finish_batch<M: Methods>(
    dispatcher: &Dispatcher<M>,
    batch: Vec<(usize, Pending)>,
) -> Vec<(usize, Pending)> {
    // The batch's DAOs fsync at once, not each at its first finish.
    dispatcher.prepare_finish();
    batch
        .into_iter()
        .map(|(token, pending)| (token, try_finish(dispatcher, pending)))
        .collect()
}

/// A write's answer (`Pending::Answer`), or the write still owed.
fn try_finish<M: Methods>(dispatcher: &Dispatcher<M>, pending: Pending) -> Pending {
    match pending {
        Pending::Write(started, held) => {
            // Room for a write's whole answer at once, not grown to it in three steps.
            let mut body = Vec::with_capacity(ANSWER_ROOM);
            match dispatcher.try_finish(started, &mut body) {
                Some(owed) => Pending::Write(owed, held),
                None => Pending::Answer(body),
            }
        }
        answer => answer,
    }
}

impl<M: Methods + 'static> Server<M> {
    fn run(&mut self) -> io::Result<()> {
        let mut events = Events::with_capacity(1024);
        let mut last_tick = Instant::now();
        loop {
            let timeout = if self.more_to_do() {
                Duration::ZERO
            } else if !self.owed.is_empty() {
                OWED_RETRY
            } else {
                TICK
            };
            let timeout = match &self.gather {
                Some(gather) if !self.committing => {
                    timeout.min(gather.until.saturating_duration_since(Instant::now()))
                }
                _ => timeout,
            };
            match self.poll.poll(&mut events, Some(timeout)) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
            self.now = Instant::now();
            for event in &events {
                match event.token() {
                    LISTENER => self.backlog = true,
                    WAKER => {}
                    Token(token) => {
                        if let Some(c) = self.connections.get_mut(&token) {
                            // Readable, or the peer hung up: the read says which.
                            if event.is_readable() || event.is_read_closed() || event.is_error() {
                                c.readable = true;
                                // Lines of an earlier read may be left: taking them must not
                                // say the socket is drained, when this event says it is not.
                                c.lines.may_hold_more();
                            }
                            if event.is_read_closed() || event.is_error() {
                                c.hung_up = true;
                            }
                        }
                    }
                }
            }
            if shutdown::requested() && !self.stopping {
                self.stopping = true;
                let fd = self.listener.as_raw_fd();
                let _ = self.poll.registry().deregister(&mut SourceFd(&fd));
            }
            if self.backlog && !self.stopping {
                self.accept();
            }
            self.collect_done();
            self.collect_committed();
            self.turn();
            if last_tick.elapsed() >= TICK {
                last_tick = Instant::now();
                self.deadlines();
            }
            self.close_finished();
            if self.stopping && self.connections.values().all(Connection::finished_or_idle) {
                return Ok(());
            }
        }
    }

    /// Whether a turn can make progress without a new event.
    fn more_to_do(&self) -> bool {
        self.connections.values().any(|c| {
            let can_read = c.readable
                && !c.eof
                && !c.closing
                && !self.stopping
                && c.unbudgeted.is_none()
                && c.in_flight() < self.options.max_in_flight;
            let can_handle = !c.queue.is_empty() && !c.busy && c.unsent() < MAX_UNSENT;
            c.hold.is_none() && (can_read || can_handle)
        })
    }

    /// One turn: read, begin the writes, commit them, hand on the rest, send the answers.
    fn turn(&mut self) {
        // Once a millisecond at most: a pass tries every write owed.
        if !self.owed.is_empty() && self.last_retry.elapsed() >= OWED_RETRY {
            self.last_retry = Instant::now();
            self.retry_owed();
        }
        let tokens: Vec<usize> = self.connections.keys().copied().collect();
        for &token in &tokens {
            self.read(token);
            self.handle(token);
        }
        self.begin_calls();
        self.commit();
        self.now = Instant::now();
        for &token in &tokens {
            self.send(token);
        }
    }

    /// The connection's transport: TLS over the socket when the server speaks it.
    #[cfg_attr(not(feature = "tls"), allow(clippy::unnecessary_wraps))]
    fn transport(&self, stream: TcpStream) -> io::Result<Transport> {
        #[cfg(feature = "tls")]
        if let Some(config) = &self.options.tls {
            let tls = crate::tls::TlsStream::new(Arc::clone(config), stream)?;
            return Ok(Transport::Tls(Box::new(tls)));
        }
        Ok(Transport::Plain(stream))
    }

    fn accept(&mut self) {
        loop {
            let stream = match self.listener.accept() {
                Ok((stream, _)) => stream,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                    self.backlog = false;
                    return;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                // Out of file descriptors and the like: the connection stays in the backlog,
                // and is accepted at a later turn.
                Err(_) => return,
            };
            if stream.set_nonblocking(true).is_err() {
                continue;
            }
            let _ = stream.set_nodelay(true);
            let slot = Slot::new(&self.slots, &stream);
            let peer = stream.peer_addr().ok().map(|a| a.ip());
            let mut stream = TcpStream::from_std(stream);
            let token = self.next_token;
            self.next_token += 1;
            if self
                .poll
                .registry()
                .register(
                    &mut stream,
                    Token(token),
                    Interest::READABLE | Interest::WRITABLE,
                )
                .is_err()
            {
                continue;
            }
            let transport = match self.transport(stream) {
                Ok(transport) => transport,
                Err(_) => continue,
            };
            let now = Instant::now();
            self.connections.insert(
                token,
                Connection {
                    lines: LineReader::new(transport, self.options.max_message),
                    slot,
                    peer,
                    opened: now,
                    last: now,
                    queue: VecDeque::new(),
                    unbudgeted: None,
                    budget: Budget::new(self.options.max_queued_bytes),
                    calls: Vec::new(),
                    pending: Vec::new(),
                    committing: 0,
                    owed: 0,
                    busy: false,
                    closed: Arc::new(AtomicBool::new(false)),
                    out: Vec::new(),
                    sent: 0,
                    progress: now,
                    readable: true,
                    hung_up: false,
                    eof: false,
                    closing: false,
                    abandoned: false,
                    hold: None,
                    authed: self.options.token.is_none(),
                    admitted: false,
                    auth_failures: 0,
                },
            );
            // Its first message, when it came with the connection, is read now: a burst of
            // new connections past `max_pending` would otherwise close the oldest of them
            // before any was read, however promptly they all spoke.
            self.read(token);
            self.handle(token);
        }
    }

    /// Reads the connection's messages until the socket has no more, or until its limits
    /// stop it: messages in flight, bytes held (then its bytes wait in the socket).
    fn read(&mut self, token: usize) {
        let now = self.now;
        let max_in_flight = self.options.max_in_flight.max(1);
        let Some(c) = self.connections.get_mut(&token) else {
            return;
        };
        if self.stopping || c.hold.is_some() {
            return;
        }
        loop {
            if c.eof || c.closing {
                return;
            }
            if let Some(frame) = c.unbudgeted.take() {
                if !hold_bytes(c, frame, &self.all_queued) {
                    return;
                }
            }
            if !c.readable || c.in_flight() >= max_in_flight {
                return;
            }
            match c.lines.read_line() {
                Ok(LineFrame::Frame(Frame::Eof)) | Err(_) => {
                    c.eof = true;
                    c.closed.store(true, Ordering::Release);
                    return;
                }
                Ok(LineFrame::Frame(frame)) => {
                    c.last = now;
                    if !hold_bytes(c, frame, &self.all_queued) {
                        return;
                    }
                    // Its lines are taken and the socket held no more: a read now would
                    // find nothing (a system call per connection and turn, saved).
                    if !c.hung_up && c.lines.drained() {
                        c.readable = false;
                    }
                }
                Ok(LineFrame::Idle) => {
                    if c.lines.starved() || (!c.hung_up && c.lines.drained()) {
                        c.readable = false;
                    }
                }
            }
        }
    }

    /// Handles the connection's messages in order, as far as they can go this turn: writes
    /// are begun; anything else waits for the writes before it, then goes to a worker (and
    /// the connection waits for its answer).
    fn handle(&mut self, token: usize) {
        let now = self.now;
        let Some(c) = self.connections.get_mut(&token) else {
            return;
        };
        let dispatcher = &*self.dispatcher;
        let mut body = Vec::new();
        while !c.busy && !c.closing && c.hold.is_none() && c.unsent() < MAX_UNSENT {
            let Some((frame, _)) = c.queue.front() else {
                return;
            };
            // A write's envelope is read here, once.
            let call = match frame {
                Frame::Message(message) if c.authed && c.admitted => dispatcher.to_begin(message),
                _ => None,
            };
            if call.is_none() && c.writes_in_flight() {
                // Answered after the writes before it, once they are committed.
                return;
            }
            let Some((frame, held)) = c.queue.pop_front() else {
                return;
            };
            body.clear();
            match frame {
                Frame::Eof => c.eof = true,
                Frame::TooLarge { len, whole } => {
                    let error = session::too_large(len, whole, self.options.max_message);
                    dispatcher.metrics().error(error.code);
                    write_error(&error, "null", &mut body);
                    c.answer(&body, now);
                    // The rest of the line was never read: the stream cannot be followed.
                    c.closing = true;
                }
                Frame::Message(message) if !c.authed => {
                    match auth::check(&message, self.options.token.as_ref(), &mut body) {
                        Outcome::Accepted => {
                            c.authed = true;
                            // Admitted: the answer says so; else it is the `busy` refusal.
                            admit(c, dispatcher, &mut body);
                            c.answer(&body, now);
                        }
                        Outcome::Refused => {
                            dispatcher.metrics().error(Kind::Unauthorized.code());
                            if let Some(peer) = c.peer {
                                c.hold = Some(Instant::now() + self.failures.failed(peer));
                            }
                            c.auth_failures += 1;
                            if c.auth_failures >= MAX_AUTH_FAILURES {
                                c.closing = true;
                            }
                            if !body.is_empty() {
                                c.answer(&body, now);
                            }
                        }
                    }
                }
                Frame::Message(message) => {
                    // Whether it is a write was found above, unless the connection is admitted
                    // only now.
                    let mut call = call;
                    if !c.admitted {
                        let mut busy = Vec::new();
                        if !admit(c, dispatcher, &mut busy) {
                            c.answer(&busy, now);
                            continue;
                        }
                        call = dispatcher.to_begin(&message);
                    }
                    if let Some(call) = call {
                        c.calls.push((call, held));
                        continue;
                    }
                    c.busy = true;
                    let job = {
                        let dispatcher = Arc::clone(&self.dispatcher);
                        let closed = Arc::clone(&c.closed);
                        let done = self.done_tx.clone();
                        let waker = Arc::clone(&self.waker);
                        move || {
                            let mut body = Vec::new();
                            let answered = {
                                let _flag = ClosedFlag::set(closed);
                                dispatcher.handle(&message, &mut body)
                            };
                            // The engine's last holder may be waiting for this thread to let
                            // go of it once the answer is in: let go first.
                            drop(dispatcher);
                            let body = answered.then_some(body);
                            let _ = done.send(Done { token, body, held });
                            let _ = waker.wake();
                        }
                    };
                    self.workers.run(Box::new(job));
                    return;
                }
            }
        }
    }

    /// Begins the writes every connection sent this turn, together: the writes to one DAO are
    /// appended with one `write` ([`Dispatcher::begin_all`]). They are begun even while the
    /// committer commits the last batch, so that the disk's work and the loop's overlap.
    fn begin_calls(&mut self) {
        let mut calls = Vec::new();
        let mut owners = Vec::new();
        for (&token, c) in &mut self.connections {
            for (call, held) in c.calls.drain(..) {
                calls.push(call);
                owners.push((token, held));
            }
        }
        if calls.is_empty() {
            return;
        }
        let begun = self.dispatcher.begin_all(calls);
        for (started, (token, held)) in begun.into_iter().zip(owners) {
            if let Some(c) = self.connections.get_mut(&token) {
                c.pending.push(Pending::Write(started, held));
            }
        }
    }

    /// Hands every write begun and not yet handed on to the committer, unless it still
    /// commits the last batch: then they wait, and go together once it is back.
    fn commit(&mut self) {
        if self.committing {
            return;
        }
        // With one connection there is no one to serve while the disk works, and with no
        // fsync to wait for (`batch`, `never`) there is no wait to serve others in: the loop
        // finishes the writes itself, without the two hand-offs to the committer and back.
        let inline = self.connections.len() == 1 || !self.dispatcher.finish_waits();
        if !inline && self.gathering() {
            return;
        }
        self.gather = None;
        let mut batch = Vec::new();
        for (&token, c) in &mut self.connections {
            c.committing += c.pending.len();
            batch.extend(c.pending.drain(..).map(|pending| (token, pending)));
        }
        if batch.is_empty() {
            return;
        }
        let refused = match &self.batches {
            Some(batches) if !inline => batches.send(batch).err().map(|e| e.0),
            _ => Some(batch),
        };
        match refused {
            None => {
                self.committing = true;
                self.handed = Instant::now();
            }
            // Inline, or the committer is gone (it panicked): finish them here.
            Some(batch) => {
                let finished = finish_batch(&self.dispatcher, batch);
                self.settle(finished);
            }
        }
    }

    /// Answers the finished writes of a batch, in order; a write still owed, and every later
    /// answer of its connection, wait in [`owed`](Server::owed).
    fn settle(&mut self, finished: Vec<(usize, Pending)>) {
        let now = self.now;
        for (token, pending) in finished {
            let c = self.connections.get_mut(&token);
            match (pending, c) {
                (Pending::Answer(body), Some(c)) if c.owed == 0 => {
                    c.committing -= 1;
                    c.answer(&body, now);
                }
                (pending, c) => {
                    if let Some(c) = c {
                        c.owed += 1;
                    }
                    self.owed.push_back((token, pending));
                }
            }
        }
    }

    /// Tries the owed writes again, in order, and answers each connection's owed messages up
    /// to its first write still owed. A write is finished even behind one of its connection's
    /// still owed (its answer then waits): durable, it reaches the store as soon as it can.
    fn retry_owed(&mut self) {
        let now = self.now;
        // A set: a pass is linear in the writes owed, which the in-flight limits bound (every
        // connection's), not quadratic.
        let mut held: HashSet<usize> = HashSet::new();
        for _ in 0..self.owed.len() {
            let Some((token, pending)) = self.owed.pop_front() else {
                break;
            };
            let pending = try_finish(&self.dispatcher, pending);
            let c = self.connections.get_mut(&token);
            match (pending, c) {
                (Pending::Answer(body), c) if !held.contains(&token) => {
                    if let Some(c) = c {
                        c.committing -= 1;
                        c.owed -= 1;
                        c.answer(&body, now);
                    }
                }
                (pending, _) => {
                    held.insert(token);
                    self.owed.push_back((token, pending));
                }
            }
        }
    }

    /// Puts the answers of the committer's last batch in their connections' buffers, and
    /// hands it the writes begun meanwhile.
    fn collect_committed(&mut self) {
        let Ok(answers) = self.committed.try_recv() else {
            return;
        };
        self.committing = false;
        let mut awaited: Vec<usize> = answers.iter().map(|(token, _)| *token).collect();
        awaited.sort_unstable();
        awaited.dedup();
        self.gather = Some(Gather {
            awaited,
            until: Instant::now() + (self.handed.elapsed() / 2).min(MAX_GATHER),
        });
        self.settle(answers);
        self.commit();
    }

    /// Whether the next batch still waits ([`Gather`]): before its deadline, for a connection
    /// the last batch answered that has sent no write since (and may still).
    fn gathering(&self) -> bool {
        let Some(gather) = &self.gather else {
            return false;
        };
        Instant::now() < gather.until
            && gather.awaited.iter().any(|token| {
                self.connections.get(token).is_some_and(|c| {
                    c.pending.is_empty() && c.calls.is_empty() && !c.closing && !c.eof
                })
            })
    }

    /// Puts the answers the workers gave in their connections' buffers.
    fn collect_done(&mut self) {
        let now = self.now;
        while let Ok(Done { token, body, held }) = self.done_rx.try_recv() {
            let Some(c) = self.connections.get_mut(&token) else {
                continue;
            };
            c.busy = false;
            c.last = now;
            if let Some(body) = body {
                c.answer(&body, now);
            }
            drop(held);
        }
    }

    /// Writes what the connection's answers hold, as far as the socket takes it.
    fn send(&mut self, token: usize) {
        let now = self.now;
        let Some(c) = self.connections.get_mut(&token) else {
            return;
        };
        if c.hold.is_some() || c.abandoned {
            return;
        }
        // TLS records an earlier turn's socket did not take go first.
        let flushed = match c.lines.get_mut().flush() {
            Err(e) if e.kind() != io::ErrorKind::Interrupted => Err(e),
            _ => Ok(()),
        };
        if flushed.is_err() {
            c.gone();
            return;
        }
        while c.unsent() > 0 {
            match c.lines.get_mut().write(&c.out[c.sent..]) {
                Ok(0) => break,
                Ok(n) => {
                    c.sent += n;
                    c.progress = now;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return,
                Err(_) => {
                    c.gone();
                    return;
                }
            }
        }
        if c.unsent() == 0 {
            c.out.clear();
            c.sent = 0;
            if c.out.capacity() > MAX_UNSENT {
                c.out = Vec::new();
            }
        }
    }

    /// Ends delays, and closes the connections past a deadline: the first message, idleness,
    /// answers the client does not read.
    fn deadlines(&mut self) {
        let now = Instant::now();
        let options = &self.options;
        for c in self.connections.values_mut() {
            if c.hold.is_some_and(|until| now >= until) {
                c.hold = None;
            }
            if c.output_waits() && now.duration_since(c.progress) > options.write_timeout {
                // The client reads nothing: its answers are dropped with it.
                c.closed.store(true, Ordering::Release);
                c.closing = true;
                c.abandoned = true;
                c.queue.clear();
                c.out.clear();
                c.sent = 0;
                continue;
            }
            if c.closing || c.eof || c.busy || c.writes_in_flight() {
                continue;
            }
            let error = if !c.admitted {
                Some(options.first_message_timeout)
                    .filter(|&limit| now.duration_since(c.opened) > limit)
                    .map(|limit| session::first_message_late(options.token.is_some(), limit))
            } else {
                options
                    .idle_timeout
                    .filter(|&limit| c.queue.is_empty() && now.duration_since(c.last) > limit)
                    .map(session::idle_too_long)
            };
            if let Some(error) = error {
                let mut body = Vec::new();
                self.dispatcher.metrics().error(error.code);
                write_error(&error, "null", &mut body);
                c.answer(&body, now);
                c.closing = true;
                c.queue.clear();
                c.hold = None;
            }
        }
    }

    fn close_finished(&mut self) {
        let done: Vec<usize> = self
            .connections
            .iter()
            .filter(|(_, c)| c.finished())
            .map(|(&token, _)| token)
            .collect();
        for token in done {
            if let Some(mut c) = self.connections.remove(&token) {
                let _ = self
                    .poll
                    .registry()
                    .deregister(c.lines.get_mut().socket_mut());
                c.lines.get_mut().close();
            }
        }
    }
}

impl Connection {
    /// At a shutdown: nothing of it is left to answer (a connection that sent nothing, or
    /// whose answers are sent, is closed with the server).
    fn finished_or_idle(&self) -> bool {
        self.finished()
            || (self.queue.is_empty()
                && !self.writes_in_flight()
                && !self.busy
                && !self.output_waits())
    }
}

/// Queues `frame` if the connection's and the server's budgets take its bytes; else keeps it
/// aside, to try again at a later turn, and says the connection is not to be read meanwhile.
fn hold_bytes(c: &mut Connection, frame: Frame, all_queued: &Arc<Budget>) -> bool {
    let held = match &frame {
        Frame::Message(bytes) => match Queued::try_take(bytes.len(), &c.budget, all_queued) {
            Some(held) => Some(held),
            None => {
                c.unbudgeted = Some(frame);
                return false;
            }
        },
        _ => None,
    };
    c.queue.push_back((frame, held));
    true
}

/// Counts the connection among the established ones at its first message (with a token:
/// when it authenticated). When they are full, writes the `busy` answer to `out` and marks the
/// connection to close; `false` then.
fn admit<M: Methods>(c: &mut Connection, dispatcher: &Dispatcher<M>, out: &mut Vec<u8>) -> bool {
    c.admitted = true;
    if c.slot.establish() {
        return true;
    }
    out.clear();
    let error = session::no_slot();
    dispatcher.metrics().error(error.code);
    write_error(&error, "null", out);
    c.closing = true;
    c.queue.clear();
    false
}

#[cfg(test)]
mod tests {
    use crate::error::RpcError;
    use crate::message::{Dispatcher, Finish, Methods, Wait};
    use crate::metrics::Metrics;
    use crate::server::{serve_tcp, ServeOptions};
    use serde_json::value::RawValue;
    use std::collections::HashSet;
    use std::io::{ErrorKind, Write};
    use std::net::{TcpListener, TcpStream};
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};

    /// Answers every call with a string of this many bytes.
    struct Xs(usize);

    impl Methods for Xs {
        fn names(&self) -> &'static [&'static str] {
            &["xs"]
        }

        fn call(
            &self,
            _method: &str,
            _params: Option<&RawValue>,
            out: &mut Vec<u8>,
        ) -> Result<(), RpcError> {
            out.push(b'"');
            out.extend(std::iter::repeat_n(b'x', self.0));
            out.push(b'"');
            Ok(())
        }
    }

    fn request(id: usize) -> String {
        format!("{{\"jsonrpc\":\"2.0\",\"method\":\"xs\",\"id\":{id}}}\n")
    }

    /// Sends `request` again and again, reading nothing, until the server closes the
    /// connection (its writes then fail with a reset or a broken pipe, not a timeout); fails
    /// the test if that takes 20 s.
    fn sends_until_closed(deaf: &mut impl Write, request: &[u8]) {
        let started = Instant::now();
        let closed = loop {
            match deaf.write_all(request) {
                Ok(()) => {}
                Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
                Err(e) => break e.kind(),
            }
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "a client that reads nothing was not closed"
            );
        };
        assert!(
            matches!(closed, ErrorKind::ConnectionReset | ErrorKind::BrokenPipe),
            "{closed:?}"
        );
    }

    /// Serves `methods` on a new port, on a thread never stopped: the shutdown flag is the
    /// process's, and would stop every other test's server too.
    fn start(methods: impl Methods + 'static, options: ServeOptions) -> std::net::SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let names = methods.names();
        let dispatcher = Arc::new(Dispatcher::new(methods, Arc::new(Metrics::new(names))));
        std::thread::spawn(move || serve_tcp(dispatcher, &options, listener));
        addr
    }

    /// A client that sends and never reads: once its answers stop moving for the write
    /// timeout, the server closes it (its writes then fail with a reset or a broken pipe,
    /// not a timeout), and serves the next client as before.
    #[test]
    fn a_client_that_reads_nothing_is_closed_at_the_write_timeout() {
        // 4 KiB answers, so that a client's unread answers fill quickly.
        let options = ServeOptions {
            write_timeout: Duration::from_secs(1),
            ..ServeOptions::default()
        };
        let addr = start(Xs(4096), options);
        let mut deaf = TcpStream::connect(addr).unwrap();
        deaf.set_write_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        let request = request(1);
        let request = request.as_bytes();
        sends_until_closed(&mut deaf, request);
        let mut honest = TcpStream::connect(addr).unwrap();
        honest.write_all(request).unwrap();
        let mut reader = std::io::BufReader::new(honest);
        let mut line = String::new();
        std::io::BufRead::read_line(&mut reader, &mut line).unwrap();
        assert!(
            line.starts_with("{\"jsonrpc\":\"2.0\",\"result\":\"xxxx"),
            "{line}"
        );
    }

    /// A client that keeps talking is never idle: its deadlines count from the turn that last
    /// read or answered it (the loop's clock, read once a turn), not from an older turn.
    #[test]
    fn a_client_that_keeps_talking_outlives_the_idle_timeout() {
        let options = ServeOptions {
            idle_timeout: Some(Duration::from_millis(500)),
            ..ServeOptions::default()
        };
        let addr = start(Xs(8), options);
        let mut client = TcpStream::connect(addr).unwrap();
        client
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut answers = std::io::BufReader::new(client.try_clone().unwrap());
        let mut line = String::new();
        // Three idle timeouts long, a message every 50 ms.
        for id in 0..30 {
            client.write_all(request(id).as_bytes()).unwrap();
            line.clear();
            let read = std::io::BufRead::read_line(&mut answers, &mut line);
            assert!(
                matches!(read, Ok(n) if n > 0) && line.ends_with(&format!(",\"id\":{id}}}\n")),
                "message {id}: {read:?} {line}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// A connection whose reads the in-flight limit stops keeps lines of its last read for
    /// later turns. Bytes that arrive meanwhile raise their one event before those lines are
    /// taken; they are read all the same (they were not: the lines, taken, said the socket
    /// drained, and the client waited for answers forever).
    #[test]
    fn bytes_that_arrive_while_earlier_lines_wait_are_read() {
        let options = ServeOptions {
            max_in_flight: 2,
            ..ServeOptions::default()
        };
        let addr = start(Xs(8), options);
        let mut client = TcpStream::connect(addr).unwrap();
        client
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut answers = std::io::BufReader::new(client.try_clone().unwrap());
        let mut line = String::new();
        // Twenty lines in one read of the server's, taken two at a time.
        client
            .write_all((0..20).map(request).collect::<String>().as_bytes())
            .unwrap();
        std::io::BufRead::read_line(&mut answers, &mut line).unwrap();
        // The rest while most of those twenty still wait.
        client
            .write_all((20..50).map(request).collect::<String>().as_bytes())
            .unwrap();
        for id in 1..50 {
            line.clear();
            let read = std::io::BufRead::read_line(&mut answers, &mut line);
            assert!(
                matches!(read, Ok(n) if n > 0),
                "answer {id} of 50 never came: {read:?}"
            );
            assert!(line.ends_with(&format!(",\"id\":{id}}}\n")), "{line}");
        }
    }

    /// `w` writes to the DAO its params name, and answers with that name; `r` reads. A DAO in
    /// `held` has a long reader: a finish of its writes that may not wait for readers gives up
    /// until the DAO is let go, as folio's do ([`Wait::NotForReaders`]).
    struct Daos {
        held: Arc<Mutex<HashSet<String>>>,
        waits: bool,
    }

    impl Methods for Daos {
        fn names(&self) -> &'static [&'static str] {
            &["w", "r"]
        }

        fn call(
            &self,
            _method: &str,
            _params: Option<&RawValue>,
            out: &mut Vec<u8>,
        ) -> Result<(), RpcError> {
            out.extend_from_slice(b"\"read\"");
            Ok(())
        }

        fn can_begin(&self, method: &str) -> bool {
            method == "w"
        }

        fn begin(&self, method: &str, params: Option<&RawValue>) -> Option<Finish> {
            if method != "w" {
                return None;
            }
            let [dao]: [String; 1] = serde_json::from_str(params?.get()).ok()?;
            let held = Arc::clone(&self.held);
            Some(Box::new(move |out: &mut Vec<u8>, wait: Wait| {
                while held.lock().unwrap().contains(&dao) {
                    if wait == Wait::NotForReaders {
                        return None;
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
                out.extend_from_slice(format!("\"{dao}\"").as_bytes());
                Some(Ok(()))
            }))
        }

        fn finish_waits(&self) -> bool {
            self.waits
        }
    }

    fn call(method: &str, dao: &str, id: usize) -> String {
        format!(
            "{{\"jsonrpc\":\"2.0\",\"method\":\"{method}\",\"params\":[\"{dao}\"],\"id\":{id}}}\n"
        )
    }

    /// A write whose DAO a reader holds waits, at the loop, without holding up anyone else:
    /// another connection's writes are answered meanwhile. Its own connection's later answers
    /// wait behind it, and leave in order once the reader lets go. Under a policy whose
    /// finishes wait for the disk (the committer thread finishes them) and one whose do not
    /// (the loop does).
    #[test]
    fn a_write_a_reader_holds_up_holds_up_no_other_connection() {
        for waits in [true, false] {
            let held = Arc::new(Mutex::new(HashSet::from(["a".to_owned()])));
            let daos = Daos {
                held: Arc::clone(&held),
                waits,
            };
            let addr = start(daos, ServeOptions::default());
            let connect = || {
                let client = TcpStream::connect(addr).unwrap();
                client
                    .set_read_timeout(Some(Duration::from_secs(10)))
                    .unwrap();
                let answers = std::io::BufReader::new(client.try_clone().unwrap());
                (client, answers)
            };
            let next = |answers: &mut std::io::BufReader<TcpStream>| {
                let mut line = String::new();
                std::io::BufRead::read_line(answers, &mut line).map(|_| line)
            };
            let (mut held_up, mut held_answers) = connect();
            let (mut other, mut other_answers) = connect();
            held_up
                .write_all((call("w", "a", 1) + &call("w", "b", 2) + &call("r", "a", 3)).as_bytes())
                .unwrap();
            for id in 1..=20 {
                other.write_all(call("w", "b", id).as_bytes()).unwrap();
                let line = next(&mut other_answers).expect("the other connection's answer");
                assert_eq!(
                    line,
                    format!("{{\"jsonrpc\":\"2.0\",\"result\":\"b\",\"id\":{id}}}\n")
                );
            }
            held_up
                .set_read_timeout(Some(Duration::from_millis(300)))
                .unwrap();
            let early = next(&mut held_answers);
            assert!(
                early.is_err(),
                "answered under the reader: {early:?} (waits: {waits})"
            );
            held.lock().unwrap().clear();
            held_up
                .set_read_timeout(Some(Duration::from_secs(10)))
                .unwrap();
            for (id, result) in [(1, "\"a\""), (2, "\"b\""), (3, "\"read\"")] {
                let line = next(&mut held_answers).expect("an answer once the reader let go");
                assert_eq!(
                    line,
                    format!("{{\"jsonrpc\":\"2.0\",\"result\":{result},\"id\":{id}}}\n")
                );
            }
        }
    }

    /// Writes whose finish takes an fsync's time, counted in batches.
    struct SlowDisk {
        batches: Arc<std::sync::atomic::AtomicUsize>,
    }

    impl Methods for SlowDisk {
        fn names(&self) -> &'static [&'static str] {
            &["w"]
        }

        fn call(&self, _: &str, _: Option<&RawValue>, _: &mut Vec<u8>) -> Result<(), RpcError> {
            Err(crate::message::method_not_found())
        }

        fn can_begin(&self, method: &str) -> bool {
            method == "w"
        }

        fn begin(&self, _: &str, _: Option<&RawValue>) -> Option<Finish> {
            Some(Box::new(|out: &mut Vec<u8>, _: Wait| {
                out.extend_from_slice(b"\"ok\"");
                Some(Ok(()))
            }))
        }

        fn prepare_finish(&self) {
            self.batches
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            std::thread::sleep(Duration::from_millis(8));
        }
    }

    /// Clients with one write in flight each: answered, each sends its next at once. The
    /// committer's next batch waits for them, so one fsync covers a round of them all. Handed
    /// on the moment the last batch is back, a batch would hold only the first of them back,
    /// and the round would take two fsyncs (the test fails so: 20 batches, not 10 or 11).
    #[test]
    fn a_batch_waits_for_the_connections_the_last_one_answered() {
        const CLIENTS: usize = 8;
        const ROUNDS: usize = 10;
        let batches = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let addr = start(
            SlowDisk {
                batches: Arc::clone(&batches),
            },
            ServeOptions::default(),
        );
        let clients: Vec<_> = (0..CLIENTS)
            .map(|_| {
                let mut client = TcpStream::connect(addr).unwrap();
                std::thread::spawn(move || {
                    client
                        .set_read_timeout(Some(Duration::from_secs(10)))
                        .unwrap();
                    let mut answers = std::io::BufReader::new(client.try_clone().unwrap());
                    for round in 0..ROUNDS {
                        client.write_all(call("w", "a", round).as_bytes()).unwrap();
                        let mut line = String::new();
                        std::io::BufRead::read_line(&mut answers, &mut line).unwrap();
                        assert!(line.contains("\"ok\""), "{line}");
                    }
                })
            })
            .collect();
        for client in clients {
            client.join().unwrap();
        }
        let batches = batches.load(std::sync::atomic::Ordering::Relaxed);
        // A round's clients start together; one late by more than the wait costs a batch.
        assert!(
            batches <= ROUNDS * 3 / 2,
            "{batches} batches for {ROUNDS} rounds of {CLIENTS} clients"
        );
    }

    /// A TLS client that reads nothing is closed at the write timeout as a plain one is (its
    /// answers wait in the loop's buffer, not in the TLS session), and a TLS client after it
    /// is served.
    #[cfg(feature = "tls")]
    #[test]
    fn a_tls_client_that_reads_nothing_is_closed_at_the_write_timeout() {
        use rustls::pki_types::pem::PemObject;
        use rustls::pki_types::CertificateDer;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/tls");
        let (cert, key) = (dir.join("cert.pem"), dir.join("key.pem"));
        let options = ServeOptions {
            write_timeout: Duration::from_secs(1),
            tls: Some(crate::tls::server_config(&cert, &key).unwrap()),
            ..ServeOptions::default()
        };
        let addr = start(Xs(4096), options);
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut client = rustls::ClientConfig::builder_with_provider(Arc::clone(&provider))
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_root_certificates(rustls::RootCertStore::empty())
            .with_no_client_auth();
        let expected = CertificateDer::pem_file_iter(&cert)
            .unwrap()
            .next()
            .unwrap()
            .unwrap();
        client
            .dangerous()
            .set_certificate_verifier(Arc::new(TheTestCertificate { expected, provider }));
        let client = Arc::new(client);
        let connect = || {
            let socket = TcpStream::connect(addr).unwrap();
            socket
                .set_write_timeout(Some(Duration::from_millis(200)))
                .unwrap();
            socket
                .set_read_timeout(Some(Duration::from_secs(10)))
                .unwrap();
            let session =
                rustls::ClientConnection::new(Arc::clone(&client), "localhost".try_into().unwrap())
                    .unwrap();
            rustls::StreamOwned::new(session, socket)
        };
        let mut deaf = connect();
        let request = request(1);
        sends_until_closed(&mut deaf, request.as_bytes());
        let mut honest = connect();
        honest.write_all(request.as_bytes()).unwrap();
        let mut line = String::new();
        std::io::BufRead::read_line(&mut std::io::BufReader::new(honest), &mut line).unwrap();
        assert!(
            line.starts_with("{\"jsonrpc\":\"2.0\",\"result\":\"xxxx"),
            "{line}"
        );
    }

    /// Accepts exactly the test certificate (self-signed, so webpki would refuse it as its own
    /// CA), with the handshake's signatures checked as usual.
    #[cfg(feature = "tls")]
    #[derive(Debug)]
    struct TheTestCertificate {
        expected: rustls::pki_types::CertificateDer<'static>,
        provider: Arc<rustls::crypto::CryptoProvider>,
    }

    #[cfg(feature = "tls")]
    impl rustls::client::danger::ServerCertVerifier for TheTestCertificate {
        fn verify_server_cert(
            &self,
            end_entity: &rustls::pki_types::CertificateDer<'_>,
            _intermediates: &[rustls::pki_types::CertificateDer<'_>],
            _server_name: &rustls::pki_types::ServerName<'_>,
            _ocsp_response: &[u8],
            _now: rustls::pki_types::UnixTime,
        ) -> Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
            if end_entity.as_ref() == self.expected.as_ref() {
                Ok(rustls::client::danger::ServerCertVerified::assertion())
            } else {
                Err(rustls::Error::General("not the test certificate".into()))
            }
        }

        fn verify_tls12_signature(
            &self,
            message: &[u8],
            cert: &rustls::pki_types::CertificateDer<'_>,
            dss: &rustls::DigitallySignedStruct,
        ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
            rustls::crypto::verify_tls12_signature(
                message,
                cert,
                dss,
                &self.provider.signature_verification_algorithms,
            )
        }

        fn verify_tls13_signature(
            &self,
            message: &[u8],
            cert: &rustls::pki_types::CertificateDer<'_>,
            dss: &rustls::DigitallySignedStruct,
        ) -> Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
            rustls::crypto::verify_tls13_signature(
                message,
                cert,
                dss,
                &self.provider.signature_verification_algorithms,
            )
        }

        fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
            self.provider
                .signature_verification_algorithms
                .supported_schemes()
        }
    }
}
