//! The transports: stdio with Content-Length framing, TCP with one message per line, and the
//! Prometheus endpoint.

use crate::error::{Kind, RpcError};
use crate::frame::{read_content_length, ContentLengthReader, Frame, LineFrame, LineReader};
use crate::message::{write_error, Dispatcher, Methods};
use crate::metrics::Metrics;
use crate::session::{self, Framing, SessionOptions};
use crate::shutdown;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// Limits and settings of a server, built once.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// Messages over this many bytes are refused before their body is read (default 16 MiB).
    pub max_message: usize,
    /// Connections beyond this many are refused (default 1,024).
    pub max_connections: usize,
    /// Messages read but not yet answered, per connection, before the server stops reading
    /// that connection (default 256).
    pub max_in_flight: usize,
    /// When set, every TCP connection's first message must be `auth` with this token.
    pub token: Option<String>,
    /// A TCP connection whose answers cannot be written for this long is closed: a client
    /// that never reads holds the server's memory only this long (default 30 s).
    pub write_timeout: Duration,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            max_message: 16 << 20,
            max_connections: 1024,
            max_in_flight: 256,
            token: None,
            write_timeout: Duration::from_secs(30),
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
        token: None,
        close_on_too_large: false,
    };
    let mut input = ContentLengthReader::new(
        BufReader::with_capacity(64 * 1024, input),
        options.max_message,
    );
    let read = move || input.next_frame().map(Some);
    session::run(dispatcher, &session, read, BufWriter::new(output), || {})
}

/// Accepts TCP connections on `listener` until a shutdown is requested, each served on its own
/// threads; then waits for every connection to answer what it read.
pub fn serve_tcp<M: Methods + 'static>(
    dispatcher: Arc<Dispatcher<M>>,
    options: &ServeOptions,
    listener: TcpListener,
) -> io::Result<()> {
    listener.set_nonblocking(true)?;
    let open = Arc::new(AtomicUsize::new(0));
    let mut connections = Vec::new();
    while !shutdown::requested() {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(10));
                continue;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            // Out of file descriptors and the like: wait, the connection stays in the backlog.
            Err(_) => {
                std::thread::sleep(Duration::from_millis(50));
                continue;
            }
        };
        connections.retain(|c: &std::thread::JoinHandle<()>| !c.is_finished());
        if open.load(Ordering::SeqCst) >= options.max_connections {
            refuse(stream, options.max_connections);
            continue;
        }
        open.fetch_add(1, Ordering::SeqCst);
        let dispatcher = Arc::clone(&dispatcher);
        let options = options.clone();
        let still_open = Arc::clone(&open);
        let spawned = std::thread::Builder::new()
            .name("folio-rpc-conn".into())
            .spawn(move || {
                let _ = serve_connection(&dispatcher, &options, stream);
                still_open.fetch_sub(1, Ordering::SeqCst);
            });
        match spawned {
            Ok(handle) => connections.push(handle),
            Err(_) => {
                open.fetch_sub(1, Ordering::SeqCst);
            }
        }
    }
    for c in connections {
        let _ = c.join();
    }
    Ok(())
}

fn refuse(mut stream: TcpStream, max: usize) {
    let mut body = Vec::new();
    let error = RpcError::folio(Kind::Busy, format!("the server holds {max} connections"));
    write_error(&error, "null", &mut body);
    body.push(b'\n');
    let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
    let _ = stream.write_all(&body);
}

fn serve_connection<M: Methods>(
    dispatcher: &Dispatcher<M>,
    options: &ServeOptions,
    stream: TcpStream,
) -> io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_nodelay(true)?;
    // The reader wakes up this often to look at the shutdown flag.
    stream.set_read_timeout(Some(Duration::from_millis(100)))?;
    stream.set_write_timeout(Some(options.write_timeout))?;
    let session = SessionOptions {
        framing: Framing::Line,
        max_message: options.max_message,
        max_in_flight: options.max_in_flight,
        token: options.token.clone(),
        close_on_too_large: true,
    };
    let mut lines = LineReader::new(stream.try_clone()?, options.max_message);
    let read = move || match lines.read_line()? {
        LineFrame::Idle => Ok(None),
        LineFrame::Frame(frame) => Ok(Some(frame)),
    };
    let writer = BufWriter::with_capacity(64 * 1024, stream.try_clone()?);
    session::run(dispatcher, &session, read, writer, || {
        let _ = stream.shutdown(std::net::Shutdown::Both);
    })
}

/// Serves `metrics` as Prometheus text over HTTP on `listener`, on a thread of its own, for the
/// life of the process.
pub fn serve_metrics(metrics: Arc<Metrics>, listener: TcpListener) -> io::Result<SocketAddr> {
    let addr = listener.local_addr()?;
    std::thread::Builder::new()
        .name("folio-metrics".into())
        .spawn(move || {
            for stream in listener.incoming().flatten() {
                let _ = answer_http(&metrics, stream);
            }
        })?;
    Ok(addr)
}

fn answer_http(metrics: &Metrics, mut stream: TcpStream) -> io::Result<()> {
    stream.set_read_timeout(Some(Duration::from_secs(2)))?;
    stream.set_write_timeout(Some(Duration::from_secs(2)))?;
    // Read the request head (bounded); whatever path is asked, the answer is the metrics.
    let mut head = Vec::new();
    let mut buf = [0u8; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 8192 {
        let n = stream.read(&mut buf)?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
    }
    let body = metrics.prometheus();
    write!(
        stream,
        "HTTP/1.1 200 OK\r\nContent-Type: text/plain; version=0.0.4\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
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
