//! One connection's life: a reader thread that frames messages into a bounded queue, and the
//! connection's own thread that answers them in order and writes the answers.
//!
//! The queue is the back-pressure: when `max_in_flight` messages, or their bytes past the
//! connection's or the server's budget ([`crate::budget`]), wait, the reader stops reading the
//! connection until the answering side catches up; no answer is ever dropped. The reader never
//! waits on a method's work, only on the queue.
//!
//! The reader also keeps the connection's deadlines: a connection that has not sent its first
//! message (with a token: authenticated) within `first_message_timeout`, or that has been idle
//! (no message, nothing being answered) for `idle_timeout`, is told so and closed.

use crate::budget::{Budget, Queued};
use crate::error::{Kind, RpcError};
use crate::frame::Frame;
use crate::message::{write_error, Begun, Deferred, Dispatcher, Methods};
use crate::shutdown;
use std::cell::RefCell;
use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How a connection's answers are framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Framing {
    /// `Content-Length: N\r\n\r\n` then the body.
    ContentLength,
    /// The body then `\n`.
    Line,
}

/// What the reading side hands the answering side.
pub(crate) enum Input {
    /// A frame, and the bytes it holds of the budgets (given back when it is answered).
    Frame(Frame, Option<Queued>),
    /// A deadline passed: the answering side says why, and closes the connection.
    Expired(RpcError),
}

/// Per-connection settings.
#[derive(Debug, Clone)]
pub(crate) struct SessionOptions {
    pub framing: Framing,
    pub max_message: usize,
    pub max_in_flight: usize,
    /// On TCP with `--token`: the token the first message must give.
    pub token: Option<String>,
    /// Close the connection after answering a message that is too large (TCP: the rest of
    /// that message was never read, so the stream cannot be resynchronised).
    pub close_on_too_large: bool,
    /// The end of the input means the client went away: a long method (a `sql` query) still
    /// running for it is cancelled ([`closed_flag`]). On TCP, as PostgreSQL does: a client
    /// that shuts down its sending side is taken as gone. Not on stdio, where the end of the
    /// input is how a pipe of requests ends, and the answers are still read.
    pub cancel_on_close: bool,
    /// Close a connection that has not sent a message (with a token: authenticated) this long
    /// after it was opened.
    pub first_message_timeout: Option<Duration>,
    /// Close a connection that has neither sent a message nor waited for an answer this long.
    pub idle_timeout: Option<Duration>,
    /// The bytes of this connection's messages read and not yet answered, and of every
    /// connection's; `None`: bounded by `max_in_flight` alone (stdio, one client).
    pub budgets: Option<(Arc<Budget>, Arc<Budget>)>,
    /// The peer's address and the server's count of failed authentications per address: a
    /// failure is answered after the delay it counts up to.
    pub failures: Option<(std::net::IpAddr, Arc<crate::auth::Failures>)>,
}

/// What the reader needs to know of the answering side to keep the deadlines.
#[derive(Debug)]
struct Liveness {
    opened: Instant,
    /// Whether the connection sent its first message (and authenticated, with a token).
    established: AtomicBool,
    /// Whether a message is being answered (a long query is no idle client).
    busy: AtomicBool,
    /// When a message was last read or answered, in ms since `opened`.
    last: std::sync::atomic::AtomicU64,
}

impl Liveness {
    fn touch(&self) {
        let ms = self.opened.elapsed().as_millis() as u64;
        self.last.store(ms, Ordering::Release);
    }

    fn idle_for(&self) -> Duration {
        let last = Duration::from_millis(self.last.load(Ordering::Acquire));
        self.opened.elapsed().saturating_sub(last)
    }

    /// The deadline this connection has passed, as the error to tell it.
    fn expired(&self, options: &SessionOptions) -> Option<RpcError> {
        if !self.established.load(Ordering::Acquire) {
            let limit = options.first_message_timeout?;
            return (self.opened.elapsed() > limit)
                .then(|| first_message_late(options.token.is_some(), limit));
        }
        let limit = options.idle_timeout?;
        (!self.busy.load(Ordering::Acquire) && self.idle_for() > limit)
            .then(|| idle_too_long(limit))
    }
}

/// What a connection that did not send its first message (`token`: authenticate) within
/// `limit` of opening is told as it is closed.
pub(crate) fn first_message_late(token: bool, limit: Duration) -> RpcError {
    let what = match token {
        true => "authenticate (auth {\"token\": TOKEN})",
        false => "send a message",
    };
    RpcError::folio(
        Kind::Unauthorized,
        format!(
            "closed: a connection must {what} within {} s of opening",
            limit.as_secs_f64()
        ),
    )
}

/// What a connection is told when the established connections are at their limit.
pub(crate) fn no_slot() -> RpcError {
    RpcError::folio(
        Kind::Busy,
        "the server holds its most connections (--max-connections)",
    )
}

/// What a message over `max` bytes is answered (`whole`: its line ended, at `len` bytes).
pub(crate) fn too_large(len: usize, whole: bool, max: usize) -> RpcError {
    RpcError::folio(
        Kind::TooLarge,
        match whole {
            true => format!("a message of {len} bytes is over the limit of {max} bytes"),
            // The line has not ended: its size is unknown, only that it is over.
            false => format!(
                "a message of more than {len} bytes (no line end yet) is over the limit of \
                 {max} bytes"
            ),
        },
    )
}

/// What a connection idle for more than `limit` is told as it is closed.
pub(crate) fn idle_too_long(limit: Duration) -> RpcError {
    RpcError::folio(
        Kind::Busy,
        format!(
            "closed: idle for more than {} s (the server's --idle-timeout)",
            limit.as_secs_f64()
        ),
    )
}

thread_local! {
    /// On a connection's answering thread: the flag its reader sets when the client is gone.
    static CLOSED: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// The flag that turns true when the connection whose message this thread answers is gone,
/// for a method that runs long enough to look (a `sql` query); `None` outside a connection.
/// A thread-local, not a parameter of [`Methods::call`]: the method table is shared by every
/// connection, and the answering thread is the connection.
// Only the `sql` method looks (built without it, for the fuzz targets, nothing does).
#[cfg_attr(not(feature = "sql"), allow(dead_code))]
pub(crate) fn closed_flag() -> Option<Arc<AtomicBool>> {
    CLOSED.with(|c| c.borrow().clone())
}

/// Sets [`closed_flag`] for this thread while it lives.
pub(crate) struct ClosedFlag;

impl ClosedFlag {
    pub(crate) fn set(flag: Arc<AtomicBool>) -> ClosedFlag {
        CLOSED.with(|c| *c.borrow_mut() = Some(flag));
        ClosedFlag
    }
}

impl Drop for ClosedFlag {
    fn drop(&mut self) {
        CLOSED.with(|c| *c.borrow_mut() = None);
    }
}

/// After this many failed attempts to authenticate, the connection is closed.
pub(crate) const MAX_AUTH_FAILURES: u32 = 3;

/// Writes started and not yet answered on one connection, at most: with this many, they are
/// finished (one fsync for all under `always`) and answered before the next message is read.
pub(crate) const MAX_DEFERRED: usize = 64;

/// Runs a session: `read` is called on a reader thread until it returns `Eof` (or an error);
/// answers go to `out`; `close` is called when the session is over, to end the stream.
/// `admit` is asked once, when the connection sent its first message (with a token: when it
/// authenticated): `false` answers `busy` and closes it. Returns when the stream ended and
/// every message read was answered, or when a shutdown was requested and the messages already
/// read were answered.
pub(crate) fn run<M, F, W>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    read: F,
    mut out: W,
    close: impl FnOnce(),
    admit: &dyn Fn() -> bool,
) -> io::Result<()>
where
    M: Methods,
    F: FnMut() -> io::Result<Option<Frame>> + Send + 'static,
    W: Write,
{
    let (tx, rx) = sync_channel::<Input>(options.max_in_flight.max(1));
    let mut read = read;
    let closed = Arc::new(AtomicBool::new(false));
    let _flag = options
        .cancel_on_close
        .then(|| ClosedFlag::set(Arc::clone(&closed)));
    let liveness = Arc::new(Liveness {
        opened: Instant::now(),
        established: AtomicBool::new(false),
        busy: AtomicBool::new(false),
        last: std::sync::atomic::AtomicU64::new(0),
    });
    let reader = {
        let liveness = Arc::clone(&liveness);
        let options = options.clone();
        std::thread::Builder::new()
            .name("folio-rpc-read".into())
            .spawn(move || loop {
                match read() {
                    // Idle: a timeout with no whole message; look at the shutdown flag and the
                    // deadlines.
                    Ok(None) => {
                        if shutdown::requested() {
                            return;
                        }
                        if let Some(error) = liveness.expired(&options) {
                            let _ = tx.send(Input::Expired(error));
                            return;
                        }
                    }
                    Ok(Some(frame)) => {
                        let end = matches!(frame, Frame::Eof);
                        if end {
                            closed.store(true, Ordering::Release);
                        }
                        liveness.touch();
                        let held = match (&frame, &options.budgets) {
                            (Frame::Message(bytes), Some((connection, server))) => {
                                let give_up =
                                    || shutdown::requested() || closed.load(Ordering::Acquire);
                                match Queued::take(bytes.len(), connection, server, &give_up) {
                                    Some(held) => Some(held),
                                    None => return,
                                }
                            }
                            _ => None,
                        };
                        if tx.send(Input::Frame(frame, held)).is_err() || end {
                            return;
                        }
                    }
                    Err(_) => {
                        closed.store(true, Ordering::Release);
                        let _ = tx.send(Input::Frame(Frame::Eof, None));
                        return;
                    }
                }
            })?
    };
    let result = answer(dispatcher, options, &rx, &mut out, admit, &liveness);
    drop(rx);
    // `close` ends the stream, so a reader blocked on it returns. Stdin cannot be closed from
    // here: its reader is not joined (the process exits after the session).
    close();
    if options.framing == Framing::Line {
        let _ = reader.join();
    }
    result
}

fn answer<M: Methods, W: Write>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    rx: &Receiver<Input>,
    out: &mut W,
    admit: &dyn Fn() -> bool,
    liveness: &Liveness,
) -> io::Result<()> {
    let mut body = Vec::new();
    let mut authed = options.token.is_none();
    // Whether the connection was admitted among the established ones.
    let mut admitted = false;
    let busy = |body: &mut Vec<u8>| {
        let error = no_slot();
        dispatcher.metrics().error(error.code);
        write_error(&error, "null", body);
    };
    let mut failures = 0;
    // Writes started, in the order they came, answered together: when nothing more waits to
    // be read, before a message that is not a write, and at `MAX_DEFERRED`.
    let mut deferred: Vec<Deferred> = Vec::new();
    loop {
        let input = match rx.try_recv() {
            Ok(input) => input,
            Err(TryRecvError::Disconnected) => {
                finish_all(dispatcher, options, &mut deferred, out)?;
                return out.flush();
            }
            Err(TryRecvError::Empty) => {
                // Nothing waiting: answer what was started, send it all before blocking.
                finish_all(dispatcher, options, &mut deferred, out)?;
                out.flush()?;
                match recv_or_shutdown(rx) {
                    Some(input) => input,
                    None => return drain(dispatcher, options, rx, out, authed),
                }
            }
        };
        let (frame, _held) = match input {
            Input::Frame(frame, held) => (frame, held),
            Input::Expired(error) => {
                finish_all(dispatcher, options, &mut deferred, out)?;
                body.clear();
                dispatcher.metrics().error(error.code);
                write_error(&error, "null", &mut body);
                write_framed(out, options.framing, &body)?;
                return out.flush();
            }
        };
        body.clear();
        liveness.busy.store(true, Ordering::Release);
        if !matches!(&frame, Frame::Message(m) if authed && dispatcher.can_begin(m)) {
            // What follows must see the writes before it, and be answered after them.
            finish_all(dispatcher, options, &mut deferred, out)?;
        }
        let close = match frame {
            Frame::Eof => return out.flush(),
            Frame::TooLarge { len, whole } => {
                let error = too_large(len, whole, options.max_message);
                dispatcher.metrics().error(error.code);
                write_error(&error, "null", &mut body);
                options.close_on_too_large
            }
            Frame::Message(message) => {
                if authed && !admitted {
                    // The first message of a connection without a token.
                    admitted = true;
                    if !admit() {
                        busy(&mut body);
                        write_framed(out, options.framing, &body)?;
                        return out.flush();
                    }
                    liveness.established.store(true, Ordering::Release);
                }
                if authed {
                    if let Begun::Deferred(started) = dispatcher.begin(&message, &mut body) {
                        deferred.push(started);
                        if deferred.len() >= MAX_DEFERRED {
                            finish_all(dispatcher, options, &mut deferred, out)?;
                        }
                    }
                    false
                } else {
                    match crate::auth::check(&message, options.token.as_deref(), &mut body) {
                        crate::auth::Outcome::Accepted => {
                            authed = true;
                            admitted = true;
                            if !admit() {
                                body.clear();
                                busy(&mut body);
                                write_framed(out, options.framing, &body)?;
                                return out.flush();
                            }
                            liveness.established.store(true, Ordering::Release);
                            false
                        }
                        crate::auth::Outcome::Refused => {
                            dispatcher.metrics().error(Kind::Unauthorized.code());
                            if let Some((peer, failures)) = &options.failures {
                                std::thread::sleep(failures.failed(*peer));
                            }
                            failures += 1;
                            failures >= MAX_AUTH_FAILURES
                        }
                    }
                }
            }
        };
        if !body.is_empty() {
            write_framed(out, options.framing, &body)?;
        }
        liveness.touch();
        liveness.busy.store(false, Ordering::Release);
        if close {
            return out.flush();
        }
    }
}

/// Finishes the started writes in order and writes their answers: the first waits for an
/// fsync that covers every one of them (they were all appended), the rest find theirs done.
fn finish_all<M: Methods, W: Write>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    deferred: &mut Vec<Deferred>,
    out: &mut W,
) -> io::Result<()> {
    let mut body = Vec::new();
    for started in deferred.drain(..) {
        body.clear();
        dispatcher.finish(started, &mut body);
        write_framed(out, options.framing, &body)?;
    }
    Ok(())
}

/// Waits for the next input, looking at the shutdown flag every 50 ms. `None` on shutdown.
fn recv_or_shutdown(rx: &Receiver<Input>) -> Option<Input> {
    loop {
        if shutdown::requested() {
            return None;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(input) => return Some(input),
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => {
                return Some(Input::Frame(Frame::Eof, None));
            }
        }
    }
}

/// At shutdown: answers the messages already read, then returns.
fn drain<M: Methods, W: Write>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    rx: &Receiver<Input>,
    out: &mut W,
    authed: bool,
) -> io::Result<()> {
    let mut body = Vec::new();
    while let Ok(Input::Frame(Frame::Message(message), _held)) = rx.try_recv() {
        body.clear();
        if authed && dispatcher.handle(&message, &mut body) {
            write_framed(out, options.framing, &body)?;
        }
    }
    out.flush()
}

pub(crate) fn write_framed<W: Write>(out: &mut W, framing: Framing, body: &[u8]) -> io::Result<()> {
    match framing {
        Framing::ContentLength => {
            write!(out, "Content-Length: {}\r\n\r\n", body.len())?;
            out.write_all(body)
        }
        Framing::Line => {
            out.write_all(body)?;
            out.write_all(b"\n")
        }
    }
}
