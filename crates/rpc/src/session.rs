//! The stdio session (`serve --stdio`): a reader thread frames messages into a bounded queue,
//! and the caller's thread answers them in order and writes the answers. One client, its own
//! process: no token, no deadlines, no budgets beyond the queue's `max_in_flight` (TCP
//! connections, which need them, are the event loop's: [`crate::event_loop`]). Also the
//! helpers both share: answer framing, the errors a connection is closed with, and the flag a
//! long method looks at to see its client gone.
//!
//! The queue is the back-pressure: when `max_in_flight` messages wait, the reader stops
//! reading until the answering side catches up; no answer is ever dropped.

use crate::error::{Kind, RpcError};
use crate::frame::Frame;
use crate::message::{write_error, Call, Dispatcher, Methods};
use crate::shutdown;
use std::cell::RefCell;
use std::io::{self, Write};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError, TryRecvError};
use std::sync::Arc;
use std::time::Duration;

/// How a connection's answers are framed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Framing {
    /// `Content-Length: N\r\n\r\n` then the body.
    ContentLength,
    /// The body then `\n`.
    Line,
}

/// Per-session settings.
#[derive(Debug, Clone)]
pub(crate) struct SessionOptions {
    pub framing: Framing,
    pub max_message: usize,
    pub max_in_flight: usize,
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
    /// On a thread answering a connection's message: the flag set when the client is gone.
    static CLOSED: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// The flag that turns true when the connection whose message this thread answers is gone,
/// for a method that runs long enough to look (a `sql` query); `None` outside a connection.
/// A thread-local, not a parameter of [`Methods::call`]: the method table is shared by every
/// connection, and the thread answers one message of one connection at a time.
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
/// answers go to `out`. Returns when the input ended and every message read was answered, or
/// when a shutdown was requested and the messages already read were answered. The reader is
/// not joined: it may be blocked on stdin, which cannot be closed from here (the process exits
/// after the session).
pub(crate) fn run<M, F, W>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    read: F,
    mut out: W,
) -> io::Result<()>
where
    M: Methods,
    F: FnMut() -> io::Result<Frame> + Send + 'static,
    W: Write,
{
    let (tx, rx) = sync_channel::<Frame>(options.max_in_flight.max(1));
    let mut read = read;
    std::thread::Builder::new()
        .name("folio-rpc-read".into())
        .spawn(move || loop {
            let frame = read().unwrap_or(Frame::Eof);
            let end = matches!(frame, Frame::Eof);
            if tx.send(frame).is_err() || end {
                return;
            }
        })?;
    answer(dispatcher, options, &rx, &mut out)
}

fn answer<M: Methods, W: Write>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    rx: &Receiver<Frame>,
    out: &mut W,
) -> io::Result<()> {
    let mut body = Vec::new();
    // Writes read, in the order they came, begun together (one `write` per journal) and
    // answered together: when nothing more waits to be read, before a message that is not a
    // write, and at `MAX_DEFERRED`.
    let mut calls: Vec<Call> = Vec::new();
    loop {
        let frame = match rx.try_recv() {
            Ok(frame) => frame,
            Err(TryRecvError::Disconnected) => {
                finish_all(dispatcher, options, &mut calls, out)?;
                return out.flush();
            }
            Err(TryRecvError::Empty) => {
                // Nothing waiting: answer what was started, send it all before blocking.
                finish_all(dispatcher, options, &mut calls, out)?;
                out.flush()?;
                match recv_or_shutdown(rx) {
                    Some(frame) => frame,
                    None => return drain(dispatcher, options, rx, out),
                }
            }
        };
        body.clear();
        let call = match &frame {
            Frame::Message(message) => dispatcher.to_begin(message),
            _ => None,
        };
        if call.is_none() {
            // What follows must see the writes before it, and be answered after them.
            finish_all(dispatcher, options, &mut calls, out)?;
        }
        match frame {
            Frame::Eof => return out.flush(),
            Frame::TooLarge { len, whole } => {
                let error = too_large(len, whole, options.max_message);
                dispatcher.metrics().error(error.code);
                write_error(&error, "null", &mut body);
            }
            Frame::Message(message) => match call {
                Some(call) => {
                    calls.push(call);
                    if calls.len() >= MAX_DEFERRED {
                        finish_all(dispatcher, options, &mut calls, out)?;
                    }
                }
                None => {
                    dispatcher.handle(&message, &mut body);
                }
            },
        }
        if !body.is_empty() {
            write_framed(out, options.framing, &body)?;
        }
    }
}

/// Begins the writes read together (their entries of a journal appended with one `write`),
/// then finishes them in order and writes their answers: the first waits for an fsync that
/// covers every one of them, the rest find theirs done.
fn finish_all<M: Methods, W: Write>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    calls: &mut Vec<Call>,
    out: &mut W,
) -> io::Result<()> {
    if calls.is_empty() {
        return Ok(());
    }
    let mut body = Vec::new();
    for started in dispatcher.begin_all(std::mem::take(calls)) {
        body.clear();
        dispatcher.finish(started, &mut body);
        write_framed(out, options.framing, &body)?;
    }
    Ok(())
}

/// Waits for the next frame, looking at the shutdown flag every 50 ms. `None` on shutdown.
fn recv_or_shutdown(rx: &Receiver<Frame>) -> Option<Frame> {
    loop {
        if shutdown::requested() {
            return None;
        }
        match rx.recv_timeout(Duration::from_millis(50)) {
            Ok(frame) => return Some(frame),
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return Some(Frame::Eof),
        }
    }
}

/// At shutdown: answers the messages already read, then returns.
fn drain<M: Methods, W: Write>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    rx: &Receiver<Frame>,
    out: &mut W,
) -> io::Result<()> {
    let mut body = Vec::new();
    while let Ok(Frame::Message(message)) = rx.try_recv() {
        body.clear();
        if dispatcher.handle(&message, &mut body) {
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
