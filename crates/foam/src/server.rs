//! The HTTP/1.1 endpoint: `POST /service/<dao>` with one box message, answered with one reply
//! and a `Content-Length` (FOAM's `HTTPBox` needs it), on a runtime of its own.
//!
//! Limits, as on folio's other endpoints (docs/security.md): a connection must send a whole
//! request head (and, with TLS, finish its handshake) within `header_timeout`, and a whole
//! body within it too; a body over [`MAX_BODY_BYTES`] is refused; at most [`MAX_PENDING`]
//! connections wait for their first authenticated call (a new one past them closes the
//! oldest) and at most `max_connections` are established (a call past them is refused and its
//! connection closed); at most [`MAX_CALLS`] calls run at a time (more wait); an idle
//! kept-alive connection is closed after `idle_timeout`.
//!
//! With a token, a request is read no further than [`MAX_UNAUTHENTICATED_BYTES`] until its
//! token is seen (a header, or the session id), and refused after the delay its address has
//! earned on every port (`FoamOptions::failures`); an authenticated call then takes its turn
//! and [`PARSE_COST`] bytes of memory per body byte before its body is read whole, and its
//! scans run within `call_timeout` and stop when its handler is dropped.

use crate::methods::answer;
use crate::reply::{write_error, write_return, Refusal, MAX_REPLY_BYTES};
use crate::wire::{parse_call, session_ids, Call, Era, MAX_UNAUTHENTICATED_BYTES};
use folio_auth::Token;
use folio_engine::Engine;
use folio_store::Within;
use futures::future::{select, Either};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::VecDeque;
use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::Semaphore;

/// The largest request body read: a put of one object, or a predicate, is far smaller.
pub const MAX_BODY_BYTES: usize = 16 << 20;
/// Calls answered at once; more wait for a turn (each runs on a blocking thread: a write waits
/// for its fsync).
pub const MAX_CALLS: usize = 64;
/// Connections still to make their first authenticated call, as on the JSON-RPC port.
pub const MAX_PENDING: usize = 64;
/// The memory a call is counted to take per byte of its body: the parsed tree of a body of
/// small values (`[null,0,0,...]`) takes about 36 bytes for each of its bytes (measured: a
/// 16 MiB body raised the server's RSS by 576 MB), and the answer is bounded on its own.
pub const PARSE_COST: usize = 40;

#[derive(Debug, Clone)]
pub struct FoamOptions {
    /// The token a call must carry as its session id (or `Authorization: Bearer`), if any.
    pub token: Option<folio_auth::Token>,
    /// Failed tokens per peer, shared with the server's other ports.
    pub failures: Arc<folio_auth::Failures>,
    /// Time allowed for a request's head, body and TLS handshake.
    pub header_timeout: Duration,
    /// An idle kept-alive connection is closed after this long; `None`: never.
    pub idle_timeout: Option<Duration>,
    /// The most established connections (one authenticated call made) at once.
    pub max_connections: usize,
    /// How long one call may run once its body has arrived (`--query-timeout`): a scan past
    /// it stops and the call is refused.
    pub call_timeout: Duration,
    /// The most memory one call may take (`--max-query-memory`), counted as
    /// [`PARSE_COST`] times its body: a larger body is refused before it is read.
    pub max_call_memory: usize,
    /// The most memory all calls at once may take (`--max-sql-memory`); a call waits for its
    /// share, up to `call_timeout`.
    pub max_total_memory: usize,
    /// TLS on every connection (the configuration `folio_rpc::tls::server_config` builds).
    pub tls: Option<Arc<rustls::ServerConfig>>,
}

/// A running endpoint.
#[derive(Debug)]
pub struct FoamServer {
    addr: SocketAddr,
    stop: tokio::sync::watch::Sender<bool>,
    thread: std::thread::JoinHandle<()>,
}

struct Shared {
    engine: Arc<Engine>,
    options: FoamOptions,
    calls: Arc<Semaphore>,
    /// The memory all calls may take, in KiB.
    memory: Arc<Semaphore>,
    slots: Slots,
}

/// Connections counted: those still to make their first authenticated call (pending) and the
/// established ones, each against its own limit.
///
/// **Why the oldest pending connection makes way:** refusing a new connection while the
/// pending ones are at their limit would let a client that opens sockets and sends nothing
/// lock every FOAM client out until `--auth-timeout`; closing the oldest instead means it must
/// open them faster than an honest client makes a call (a round trip) to keep one out.
struct Slots {
    /// Each pending connection's number and the sender that closes it.
    pending: Mutex<VecDeque<(u64, tokio::sync::oneshot::Sender<()>)>>,
    established: AtomicUsize,
    next: AtomicU64,
}

impl Slots {
    /// Counts a new connection among the pending ones, closing the oldest when they are at
    /// their limit: its number, and what resolves when it must close.
    fn open(&self) -> (u64, tokio::sync::oneshot::Receiver<()>) {
        let number = self.next.fetch_add(1, Ordering::Relaxed);
        let (close, closed) = tokio::sync::oneshot::channel();
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if pending.len() >= MAX_PENDING {
            if let Some((_, oldest)) = pending.pop_front() {
                let _ = oldest.send(());
            }
        }
        pending.push_back((number, close));
        (number, closed)
    }

    /// Takes `number` off the pending ones (dropping its sender: it is no longer closed to
    /// make way).
    fn leave_pending(&self, number: u64) {
        let mut pending = self.pending.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(at) = pending.iter().position(|(n, _)| *n == number) {
            pending.remove(at);
        }
    }
}

/// One connection's place among the [`Slots`], given back when it closes.
struct Slot {
    shared: Arc<Shared>,
    number: u64,
    /// The peer's address, whose failed tokens are counted over every port.
    peer: Option<std::net::IpAddr>,
    /// `PENDING`, `ESTABLISHED` or `TURNED_AWAY`.
    state: AtomicU8,
}

const PENDING: u8 = 0;
const ESTABLISHED: u8 = 1;
const TURNED_AWAY: u8 = 2;

impl Slot {
    /// Whether the connection may be served: established already, or now if an established
    /// slot is free (it leaves the pending ones either way).
    fn admit(&self) -> bool {
        match self.state.load(Ordering::Acquire) {
            ESTABLISHED => return true,
            TURNED_AWAY => return false,
            _ => {}
        }
        let slots = &self.shared.slots;
        slots.leave_pending(self.number);
        let max = self.shared.options.max_connections;
        let admitted = slots
            .established
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < max).then_some(n + 1)
            })
            .is_ok();
        self.state.store(
            if admitted { ESTABLISHED } else { TURNED_AWAY },
            Ordering::Release,
        );
        admitted
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        match self.state.load(Ordering::Acquire) {
            PENDING => self.shared.slots.leave_pending(self.number),
            ESTABLISHED => {
                self.shared.slots.established.fetch_sub(1, Ordering::AcqRel);
            }
            _ => {}
        }
    }
}

impl FoamServer {
    /// Binds `addr` (before returning, so a bad address or a port in use is the caller's error)
    /// and serves there on a runtime of its own until [`FoamServer::stop`].
    pub fn start(
        engine: Arc<Engine>,
        addr: SocketAddr,
        options: FoamOptions,
    ) -> std::io::Result<FoamServer> {
        let listener = std::net::TcpListener::bind(addr)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("folio-foam")
            .enable_all()
            .build()?;
        let listener = {
            let _entered = runtime.enter();
            tokio::net::TcpListener::from_std(listener)?
        };
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let shared = Arc::new(Shared {
            engine,
            options: options.clone(),
            calls: Arc::new(Semaphore::new(MAX_CALLS)),
            memory: Arc::new(Semaphore::new(
                (options.max_total_memory >> 10).clamp(1, Semaphore::MAX_PERMITS),
            )),
            slots: Slots {
                pending: Mutex::new(VecDeque::new()),
                established: AtomicUsize::new(0),
                next: AtomicU64::new(0),
            },
        });
        let thread = std::thread::Builder::new()
            .name("folio-foam".into())
            .spawn(move || {
                runtime.block_on(accept(listener, shared, stopped));
                // Calls still running finish their writes; connections are let go.
                runtime.shutdown_timeout(Duration::from_secs(5));
            })?;
        Ok(FoamServer { addr, stop, thread })
    }

    /// The address it listens on (the port chosen, for `:0`).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops accepting and closes every connection; calls running finish first (at most 5 s).
    pub fn stop(self) {
        let _ = self.stop.send(true);
        let _ = self.thread.join();
    }
}

async fn accept(
    listener: tokio::net::TcpListener,
    shared: Arc<Shared>,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        let accepted = {
            let accept = std::pin::pin!(listener.accept());
            let stop = std::pin::pin!(stopped.changed());
            match select(accept, stop).await {
                Either::Left((accepted, _)) => accepted,
                Either::Right(_) => return,
            }
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            // A connection that failed before it was accepted, or no file descriptor to take
            // it with: wait a little rather than spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let (number, closed) = shared.slots.open();
        let slot = Arc::new(Slot {
            shared: Arc::clone(&shared),
            number,
            peer: Some(peer.ip()),
            state: AtomicU8::new(PENDING),
        });
        let stopped = stopped.clone();
        tokio::spawn(async move {
            let served = std::pin::pin!(connection(stream, slot, stopped));
            // Closed to make way for a newer pending connection: a dropped sender means it
            // was established and never will be.
            let made_way = std::pin::pin!(async {
                if closed.await.is_err() {
                    std::future::pending::<()>().await;
                }
            });
            select(served, made_way).await;
        });
    }
}

async fn connection(
    stream: tokio::net::TcpStream,
    slot: Arc<Slot>,
    stopped: tokio::sync::watch::Receiver<bool>,
) {
    let options = &slot.shared.options;
    let deadline = options.header_timeout;
    match options.tls.clone() {
        Some(config) => {
            let acceptor = tokio_rustls::TlsAcceptor::from(config);
            // A failed or unfinished handshake closes the connection: the client is gone or
            // is no client.
            if let Ok(Ok(tls)) = tokio::time::timeout(deadline, acceptor.accept(stream)).await {
                http(tls, slot, stopped).await;
            }
        }
        None => http(stream, slot, stopped).await,
    }
}

async fn http<S: AsyncRead + AsyncWrite + Unpin + Send + 'static>(
    stream: S,
    slot: Arc<Slot>,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) {
    let shared = Arc::clone(&slot.shared);
    let io = IdleTimed::new(stream, shared.options.idle_timeout);
    let service = {
        let slot = Arc::clone(&slot);
        hyper::service::service_fn(move |request| {
            let slot = Arc::clone(&slot);
            async move { Ok::<_, std::convert::Infallible>(handle(request, slot).await) }
        })
    };
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(shared.options.header_timeout)
        .keep_alive(true)
        .serve_connection(TokioIo::new(io), service);
    let mut conn = std::pin::pin!(conn);
    let stop = std::pin::pin!(stopped.changed());
    if let Either::Right(_) = select(conn.as_mut(), stop).await {
        conn.as_mut().graceful_shutdown();
        let _ = tokio::time::timeout(Duration::from_secs(5), conn).await;
    }
}

async fn handle(request: Request<Incoming>, slot: Arc<Slot>) -> Response<Full<Bytes>> {
    let shared = &slot.shared;
    let Some(dao) = request
        .uri()
        .path()
        .strip_prefix("/service/")
        .filter(|dao| !dao.is_empty() && !dao.contains('/'))
        .map(str::to_owned)
    else {
        return plain(
            StatusCode::NOT_FOUND,
            "folio answers FOAM's box protocol at POST /service/<dao>\n",
        );
    };
    if request.method() != Method::POST {
        return plain(StatusCode::METHOD_NOT_ALLOWED, "a box message is POSTed\n");
    }
    let token = shared.options.token.as_ref();
    let bearer = request
        .headers()
        .get(hyper::header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::to_owned);
    let declared = request
        .headers()
        .get(hyper::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_BODY_BYTES) {
        return too_large();
    }
    let arrived_by = tokio::time::Instant::now() + shared.options.header_timeout;
    let mut body = Limited::new(request.into_body(), MAX_BODY_BYTES);
    let mut bytes = Vec::new();
    // The token first, before the body is parsed or even read whole: a header, or a session id
    // within the body's first bytes. Without it the call is refused having cost at most
    // MAX_UNAUTHENTICATED_BYTES of memory.
    let by_header = bearer
        .as_deref()
        .is_some_and(|b| token.is_some_and(|t| t.matches(b.as_bytes())));
    if token.is_some() && !by_header {
        if let Err(response) =
            read_body(&mut body, &mut bytes, MAX_UNAUTHENTICATED_BYTES, arrived_by).await
        {
            return response;
        }
        let carried = session_ids(&bytes).any(|id| token.is_some_and(|t| t.matches(id)));
        if !carried {
            return refuse_unauthenticated(&slot, Era::sniff(&bytes)).await;
        }
    }
    // Authenticated: a turn among the calls, and the memory the body will take parsed.
    // A declared length is checked before anything more is read or held.
    if let Some(len) = declared {
        if let Err(refused) = memory_of(len, &shared.options) {
            return refused;
        }
    }
    let Ok(turn) = Arc::clone(&shared.calls).acquire_owned().await else {
        return plain(StatusCode::SERVICE_UNAVAILABLE, "the server is stopping\n");
    };
    // A body sent without a length (chunked) is read first, holding a call's turn, so that its
    // memory is counted by what it is rather than by the largest body allowed.
    if declared.is_none() {
        if let Err(response) = read_body(&mut body, &mut bytes, MAX_BODY_BYTES, arrived_by).await {
            return response;
        }
    }
    let kib = match memory_of(declared.unwrap_or(bytes.len()), &shared.options) {
        Ok(kib) => kib,
        Err(refused) => return refused,
    };
    let memory = Arc::clone(&shared.memory).acquire_many_owned(kib);
    let memory = match tokio::time::timeout(shared.options.call_timeout, memory).await {
        Ok(Ok(memory)) => memory,
        Ok(Err(_)) => return plain(StatusCode::SERVICE_UNAVAILABLE, "the server is stopping\n"),
        Err(_) => {
            return plain(
                StatusCode::SERVICE_UNAVAILABLE,
                "the calls running hold all the memory calls may take (--max-sql-memory): try \
                 again later\n",
            )
        }
    };
    if let Err(response) = read_body(&mut body, &mut bytes, MAX_BODY_BYTES, arrived_by).await {
        return response;
    }
    // Set when this handler is dropped (its client went, or the server closed the
    // connection): the scan stops at its next look.
    let cancel = CancelOnDrop(Arc::new(AtomicBool::new(false)));
    let cancelled = Arc::clone(&cancel.0);
    let deadline = std::time::Instant::now() + shared.options.call_timeout;
    let served = Arc::clone(&slot);
    let (reply, admitted) = tokio::task::spawn_blocking(move || {
        // Held until the call is done, even when its handler is gone: a call past the limit
        // never runs.
        let _held = (turn, memory);
        let shared = &served.shared;
        let call = match authenticated(&bytes, shared.options.token.as_ref(), bearer.as_deref()) {
            Ok(call) => call,
            Err(refused) => return (refused, true),
        };
        if !served.admit() {
            let mut out = Vec::new();
            let refusal = Refusal::refused(format!(
                "folio serves at most {} connections at once (--max-connections): try again later",
                shared.options.max_connections
            ));
            write_error(call.era, &refusal, &mut out);
            return (out, false);
        }
        let within = Within::new(Some(deadline), Some(&cancelled));
        (answered(&shared.engine, &dao, &call, &within), true)
    })
    .await
    .unwrap_or_else(|_| {
        let mut out = Vec::new();
        let refusal = Refusal::refused("the call failed inside folio");
        write_error(Era::Envelope, &refusal, &mut out);
        (out, true)
    });
    drop(cancel);
    let mut response = Response::new(Full::new(Bytes::from(reply)));
    let headers = response.headers_mut();
    headers.insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("application/json; charset=utf-8"),
    );
    if !admitted {
        headers.insert(
            hyper::header::CONNECTION,
            hyper::header::HeaderValue::from_static("close"),
        );
    }
    response
}

/// The memory a call of a body of `len` bytes is counted to take, in KiB ([`PARSE_COST`] per
/// byte), or the refusal of one past `--max-query-memory`.
#[allow(clippy::result_large_err)] // the refusal is the response itself, made once
fn memory_of(len: usize, options: &FoamOptions) -> Result<u32, Response<Full<Bytes>>> {
    let need = len.saturating_mul(PARSE_COST);
    if need > options.max_call_memory {
        return Err(plain(
            StatusCode::PAYLOAD_TOO_LARGE,
            &format!(
                "a body of {len} bytes would take more than the {} bytes one call may use \
                 (--max-query-memory)\n",
                options.max_call_memory
            ),
        ));
    }
    Ok(u32::try_from(need.div_ceil(1024).max(1)).unwrap_or(u32::MAX))
}

/// The refusal of a body over [`MAX_BODY_BYTES`], said by its `Content-Length` or found as it
/// is read.
fn too_large() -> Response<Full<Bytes>> {
    plain(
        StatusCode::PAYLOAD_TOO_LARGE,
        &format!("a request body is at most {MAX_BODY_BYTES} bytes\n"),
    )
}

/// Sets its flag when dropped: a call's handler dropped before the call ends means no one
/// waits for its answer.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Reads `body` into `bytes` until it ends or holds `upto` bytes, by `arrived_by`: else the
/// response that refuses the request.
async fn read_body(
    body: &mut Limited<Incoming>,
    bytes: &mut Vec<u8>,
    upto: usize,
    arrived_by: tokio::time::Instant,
) -> Result<(), Response<Full<Bytes>>> {
    while bytes.len() < upto {
        let frame = match tokio::time::timeout_at(arrived_by, body.frame()).await {
            Ok(Some(Ok(frame))) => frame,
            Ok(None) => return Ok(()),
            Ok(Some(Err(e))) if e.is::<http_body_util::LengthLimitError>() => {
                return Err(too_large())
            }
            Ok(Some(Err(_))) | Err(_) => {
                return Err(plain(
                    StatusCode::REQUEST_TIMEOUT,
                    "the request body did not arrive in time\n",
                ))
            }
        };
        if let Ok(data) = frame.into_data() {
            bytes.extend_from_slice(&data);
        }
    }
    Ok(())
}

/// The answer to a call without the token, after the delay the peer's failures on every port
/// have earned; the connection is closed with it (the rest of the body is never read, so the
/// connection cannot carry another request, and a guesser pays a new connection per guess).
async fn refuse_unauthenticated(slot: &Slot, era: Era) -> Response<Full<Bytes>> {
    let shared = &slot.shared;
    if let Some(peer) = slot.peer {
        tokio::time::sleep(shared.options.failures.failed(peer)).await;
    }
    let mut out = Vec::new();
    let refusal = Refusal {
        exception: era.authentication_exception(),
        message: "Authentication failed: session unknown".into(),
    };
    write_error(era, &refusal, &mut out);
    let mut response = Response::new(Full::new(Bytes::from(out)));
    let headers = response.headers_mut();
    headers.insert(
        hyper::header::CONTENT_TYPE,
        hyper::header::HeaderValue::from_static("application/json; charset=utf-8"),
    );
    headers.insert(
        hyper::header::CONNECTION,
        hyper::header::HeaderValue::from_static("close"),
    );
    response
}

/// The whole reply to one request body: parsed, authenticated, answered, wrapped.
pub fn reply(
    engine: &Engine,
    dao: &str,
    body: &[u8],
    token: Option<&Token>,
    bearer: Option<&str>,
) -> Vec<u8> {
    match authenticated(body, token, bearer) {
        Ok(call) => answered(engine, dao, &call, &Within::FOREVER),
        Err(refused) => refused,
    }
}

/// The call `body` holds, if it parses and carries `token` (as its session id or as `bearer`):
/// else the reply that refuses it.
fn authenticated(
    body: &[u8],
    token: Option<&Token>,
    bearer: Option<&str>,
) -> Result<Call, Vec<u8>> {
    let mut out = Vec::new();
    let call = match parse_call(body) {
        Ok(call) => call,
        Err(e) => {
            write_error(
                Era::sniff(body),
                &Refusal::bad_argument(e.to_string()),
                &mut out,
            );
            return Err(out);
        }
    };
    if let Some(token) = token {
        let carried = [call.session_id.as_deref(), bearer];
        if !carried
            .into_iter()
            .flatten()
            .any(|given| token.matches(given.as_bytes()))
        {
            let refusal = Refusal {
                exception: call.era.authentication_exception(),
                message: "Authentication failed: session unknown".into(),
            };
            write_error(call.era, &refusal, &mut out);
            return Err(out);
        }
    }
    Ok(call)
}

/// The reply to an authenticated call.
fn answered(engine: &Engine, dao: &str, call: &Call, within: &Within<'_>) -> Vec<u8> {
    let mut out = Vec::new();
    match answer(engine, dao, call, within) {
        Ok(data) => {
            write_return(call.era, data.as_deref(), &mut out);
            if out.len() > MAX_REPLY_BYTES {
                out.clear();
                let refusal = Refusal::bad_argument(format!(
                    "the answer takes more than the {} MiB FOAM's client reads: page with limit \
                     (and skip)",
                    MAX_REPLY_BYTES >> 20
                ));
                write_error(call.era, &refusal, &mut out);
            }
        }
        Err(refusal) => write_error(call.era, &refusal, &mut out),
    }
    out
}

fn plain(status: StatusCode, text: &str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(text.to_owned())));
    *response.status_mut() = status;
    response
}

/// A stream that fails with `TimedOut` once it has been idle (no byte read or written) for
/// `idle`: hyper closes a kept-alive connection only on its head deadline, which a client
/// that never starts another request does not reach.
struct IdleTimed<S> {
    inner: S,
    idle: Option<Duration>,
    sleep: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S> IdleTimed<S> {
    fn new(inner: S, idle: Option<Duration>) -> IdleTimed<S> {
        IdleTimed {
            inner,
            idle,
            sleep: idle.map(|d| Box::pin(tokio::time::sleep(d))),
        }
    }

    fn touch(&mut self) {
        if let (Some(sleep), Some(idle)) = (&mut self.sleep, self.idle) {
            sleep.as_mut().reset(tokio::time::Instant::now() + idle);
        }
    }

    fn expired(&mut self, cx: &mut Context<'_>) -> bool {
        match &mut self.sleep {
            Some(sleep) => sleep.as_mut().poll(cx).is_ready(),
            None => false,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for IdleTimed<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        match Pin::new(&mut self.inner).poll_read(cx, buf) {
            Poll::Ready(result) => {
                if buf.filled().len() > before {
                    self.touch();
                }
                Poll::Ready(result)
            }
            Poll::Pending if self.expired(cx) => Poll::Ready(Err(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                "idle connection",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for IdleTimed<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let result = Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(result, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        result
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}
