//! One connection's life: a reader thread that frames messages into a bounded queue, and the
//! connection's own thread that answers them in order and writes the answers.
//!
//! The queue is the back-pressure: when `max_in_flight` messages wait, the reader stops
//! reading the connection until the answering side catches up; no answer is ever dropped. The
//! reader never waits on a method's work, only on the queue.

use crate::error::{Kind, RpcError};
use crate::frame::Frame;
use crate::message::{write_error, Begun, Deferred, Dispatcher, Methods};
use crate::shutdown;
use std::io::{self, Write};
use std::sync::mpsc::{sync_channel, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

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
    Frame(Frame),
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
}

/// After this many failed attempts to authenticate, the connection is closed.
const MAX_AUTH_FAILURES: u32 = 3;

/// Writes started and not yet answered on one connection, at most: with this many, they are
/// finished (one fsync for all under `always`) and answered before the next message is read.
pub(crate) const MAX_DEFERRED: usize = 64;

/// Runs a session: `read` is called on a reader thread until it returns `Eof` (or an error);
/// answers go to `out`; `close` is called when the session is over, to end the stream. Returns when the stream ended and every message read was answered, or
/// when a shutdown was requested and the messages already read were answered.
pub(crate) fn run<M, F, W>(
    dispatcher: &Dispatcher<M>,
    options: &SessionOptions,
    read: F,
    mut out: W,
    close: impl FnOnce(),
) -> io::Result<()>
where
    M: Methods,
    F: FnMut() -> io::Result<Option<Frame>> + Send + 'static,
    W: Write,
{
    let (tx, rx) = sync_channel::<Input>(options.max_in_flight.max(1));
    let mut read = read;
    let reader = std::thread::Builder::new()
        .name("folio-rpc-read".into())
        .spawn(move || {
            loop {
                match read() {
                    // Idle: a timeout with no message; look at the shutdown flag.
                    Ok(None) => {
                        if shutdown::requested() {
                            return;
                        }
                    }
                    Ok(Some(frame)) => {
                        let end = matches!(frame, Frame::Eof);
                        if tx.send(Input::Frame(frame)).is_err() || end {
                            return;
                        }
                    }
                    Err(_) => {
                        let _ = tx.send(Input::Frame(Frame::Eof));
                        return;
                    }
                }
            }
        })?;
    let result = answer(dispatcher, options, &rx, &mut out);
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
) -> io::Result<()> {
    let mut body = Vec::new();
    let mut authed = options.token.is_none();
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
        let Input::Frame(frame) = input;
        body.clear();
        if !matches!(&frame, Frame::Message(m) if authed && dispatcher.can_begin(m)) {
            // What follows must see the writes before it, and be answered after them.
            finish_all(dispatcher, options, &mut deferred, out)?;
        }
        let close = match frame {
            Frame::Eof => return out.flush(),
            Frame::TooLarge { len, whole } => {
                let max = options.max_message;
                let error = RpcError::folio(
                    Kind::TooLarge,
                    match whole {
                        true => {
                            format!("a message of {len} bytes is over the limit of {max} bytes")
                        }
                        // The line has not ended: its size is unknown, only that it is over.
                        false => format!(
                            "a message of more than {len} bytes (no line end yet) is over the \
                             limit of {max} bytes"
                        ),
                    },
                );
                dispatcher.metrics().error(error.code);
                write_error(&error, "null", &mut body);
                options.close_on_too_large
            }
            Frame::Message(message) => {
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
                            false
                        }
                        crate::auth::Outcome::Refused => {
                            dispatcher.metrics().error(Kind::Unauthorized.code());
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
                return Some(Input::Frame(Frame::Eof));
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
    while let Ok(Input::Frame(Frame::Message(message))) = rx.try_recv() {
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
