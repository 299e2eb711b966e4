//! The transports: stdio with Content-Length framing, TCP with one message per line, and the
//! Prometheus endpoint.

use crate::frame::{read_content_length, ContentLengthReader, Frame};
use crate::message::{Dispatcher, Methods};
use crate::metrics::Metrics;
use crate::session::{self, Framing, SessionOptions};
use std::collections::VecDeque;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// Limits and settings of a server, built once.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// Messages over this many bytes are refused before their body is read (default 16 MiB).
    pub max_message: usize,
    /// Established connections (that sent a message; with a token, authenticated) beyond
    /// this many are refused (default 1,024).
    pub max_connections: usize,
    /// Connections that have not yet sent a message (with a token: authenticated), at most
    /// (default 64): a new one past them closes the oldest. They never take an established
    /// client's slot.
    pub max_pending: usize,
    /// A connection that has not sent a message (with a token: authenticated) this long after
    /// it opened is closed (default 10 s).
    pub first_message_timeout: Duration,
    /// A connection idle this long (no message, nothing being answered) is closed (default 10
    /// minutes); `None` keeps idle connections open.
    pub idle_timeout: Option<Duration>,
    /// Bytes of one connection's messages read but not yet answered, past which the server
    /// stops reading it (default 64 MiB; a single larger message still passes alone).
    pub max_queued_bytes: usize,
    /// The same over all connections (default 512 MiB).
    pub max_queued_bytes_total: usize,
    /// Messages read but not yet answered, per connection, before the server stops reading
    /// that connection (default 256).
    pub max_in_flight: usize,
    /// When set, every TCP connection's first message must be `auth` with this token.
    pub token: Option<folio_auth::Token>,
    /// Failed tokens per peer, shared with the server's other ports (a fresh record when the
    /// TCP port is the only one).
    pub failures: Arc<folio_auth::Failures>,
    /// A TCP connection whose answers cannot be written for this long is closed: a client
    /// that never reads holds the server's memory only this long (default 30 s).
    pub write_timeout: Duration,
    /// When set, every TCP connection speaks TLS with this configuration
    /// ([`crate::tls::server_config`]).
    #[cfg(feature = "tls")]
    pub tls: Option<Arc<rustls::ServerConfig>>,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            max_message: 16 << 20,
            max_connections: 1024,
            max_pending: 64,
            first_message_timeout: Duration::from_secs(10),
            idle_timeout: Some(Duration::from_secs(600)),
            max_queued_bytes: 64 << 20,
            max_queued_bytes_total: 512 << 20,
            max_in_flight: 256,
            token: None,
            failures: Arc::default(),
            write_timeout: Duration::from_secs(30),
            #[cfg(feature = "tls")]
            tls: None,
        }
    }
}

/// Serves `input`/`output` as one stdio session until the input ends or a shutdown is
/// requested; answers what was read before returning.
pub fn serve_stdio<M, R, W>(
    dispatcher: &Dispatcher<M>,
    options: &ServeOptions,
    input: R,
    output: W,
) -> io::Result<()>
where
    M: Methods,
    R: Read + Send + 'static,
    W: Write,
{
    let session = SessionOptions {
        framing: Framing::ContentLength,
        max_message: options.max_message,
        max_in_flight: options.max_in_flight,
    };
    let mut input = ContentLengthReader::new(
        BufReader::with_capacity(64 * 1024, input),
        options.max_message,
    );
    let read = move || input.next_frame();
    session::run(dispatcher, &session, read, BufWriter::new(output))
}

/// Connections counted: those still to send their first message (pending) and the
/// established ones, each against its own limit.
///
/// **Why the oldest pending connection makes way:** refusing a new connection while the
/// pending ones are at their limit would let a client that opens sockets and sends nothing
/// lock everyone out; closing the oldest instead means it must open them faster than an honest
/// client authenticates (a round trip) to keep one out.
#[derive(Debug)]
pub(crate) struct Slots {
    pending: Mutex<VecDeque<(u64, TcpStream)>>,
    established: AtomicUsize,
    max_pending: usize,
    max_established: usize,
    next: AtomicU64,
}

impl Slots {
    /// Counts a new connection among the pending ones, closing the oldest pending one when
    /// they are at their limit. Its number, for [`Slots::leave_pending`].
    fn open(&self, stream: &TcpStream) -> u64 {
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if pending.len() >= self.max_pending {
            if let Some((_, oldest)) = pending.pop_front() {
                // Its reader sees the end of the stream and the connection ends.
                let _ = oldest.shutdown(std::net::Shutdown::Both);
            }
        }
        if let Ok(handle) = stream.try_clone() {
            pending.push_back((number, handle));
        }
        number
    }

    fn leave_pending(&self, number: u64) {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(at) = pending.iter().position(|(n, _)| *n == number) {
            pending.remove(at);
        }
    }

    /// Moves a connection from pending to established, when an established slot is free (it
    /// leaves the pending ones either way).
    fn establish(&self, number: u64) -> bool {
        self.leave_pending(number);
        take(&self.established, self.max_established)
    }
}

fn take(count: &AtomicUsize, max: usize) -> bool {
    count
        .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
            (n < max).then_some(n + 1)
        })
        .is_ok()
}

/// One connection's place among the [`Slots`], given back when it closes.
pub(crate) struct Slot {
    slots: Arc<Slots>,
    number: u64,
    established: std::cell::Cell<Option<bool>>,
}

impl Slot {
    /// Counts `stream`, a new connection, among the pending ones.
    pub(crate) fn new(slots: &Arc<Slots>, stream: &TcpStream) -> Slot {
        Slot {
            number: slots.open(stream),
            slots: Arc::clone(slots),
            established: std::cell::Cell::new(None),
        }
    }

    /// Counts the connection among the established ones, when one of their slots is free.
    pub(crate) fn establish(&self) -> bool {
        let admitted = self.slots.establish(self.number);
        self.established.set(Some(admitted));
        admitted
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        match self.established.get() {
            None => self.slots.leave_pending(self.number),
            Some(true) => {
                self.slots.established.fetch_sub(1, Ordering::AcqRel);
            }
            Some(false) => {}
        }
    }
}

/// Accepts TCP connections on `listener` until a shutdown is requested; then waits for every
/// connection to answer what it read. One thread serves them all, over TLS or not, and
/// commits their writes together ([`crate::event_loop`]).
pub fn serve_tcp<M: Methods + 'static>(
    dispatcher: Arc<Dispatcher<M>>,
    options: &ServeOptions,
    listener: TcpListener,
) -> io::Result<()> {
    let slots = Arc::new(Slots {
        pending: Mutex::new(VecDeque::new()),
        established: AtomicUsize::new(0),
        max_pending: options.max_pending.max(1),
        max_established: options.max_connections,
        next: AtomicU64::new(0),
    });
    crate::event_loop::serve(dispatcher, options, listener, slots)
}

/// Requests the metrics endpoint answers at once; more are closed unanswered.
const METRICS_AT_ONCE: usize = 8;

/// How long one metrics request may take to send its head and read its answer.
const METRICS_DEADLINE: Duration = Duration::from_secs(2);

/// Serves `metrics` as Prometheus text over HTTP on `listener`, on a thread of its own, for the
/// life of the process. Each request is answered on a thread of its own, within a deadline for
/// the whole request, so a client that sends slowly or never holds up no other.
pub fn serve_metrics(metrics: Arc<Metrics>, listener: TcpListener) -> io::Result<SocketAddr> {
    let addr = listener.local_addr()?;
    let running = Arc::new(AtomicUsize::new(0));
    std::thread::Builder::new()
        .name("folio-metrics".into())
        .spawn(move || {
            for stream in listener.incoming().flatten() {
                if !take(&running, METRICS_AT_ONCE) {
                    continue;
                }
                let (metrics, done) = (Arc::clone(&metrics), Arc::clone(&running));
                let spawned = std::thread::Builder::new()
                    .name("folio-metrics-req".into())
                    .spawn(move || {
                        let _ = answer_http(&metrics, stream);
                        done.fetch_sub(1, Ordering::AcqRel);
                    });
                if spawned.is_err() {
                    running.fetch_sub(1, Ordering::AcqRel);
                }
            }
        })?;
    Ok(addr)
}

fn answer_http(metrics: &Metrics, mut stream: TcpStream) -> io::Result<()> {
    let deadline = std::time::Instant::now() + METRICS_DEADLINE;
    let left = || {
        deadline
            .checked_duration_since(std::time::Instant::now())
            .filter(|d| !d.is_zero())
            .ok_or_else(|| io::Error::from(io::ErrorKind::TimedOut))
    };
    // Read the request head (bounded); whatever path is asked, the answer is the metrics.
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 8192 {
        stream.set_read_timeout(Some(left()?))?;
        let n = stream.read(&mut buf)?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
    }
    let body = metrics.prometheus();
    let answer = format!(
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.set_write_timeout(Some(left()?))?;
    stream.write_all(answer.as_bytes())?;
    stream.flush()
}

/// A frame reader for tests and tools: every frame of a Content-Length stream.
pub fn read_frames<R: io::BufRead>(mut r: R, max: usize) -> io::Result<Vec<Frame>> {
    let mut frames = Vec::new();
    loop {
        match read_content_length(&mut r, max)? {
            Frame::Eof => return Ok(frames),
            frame => frames.push(frame),
        }
    }
}
