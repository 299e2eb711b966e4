//! TLS on a TCP connection (rustls), for `serve --tls-cert/--tls-key`: [`TlsStream`], one
//! session on a non-blocking socket for the event loop (JSON-RPC), and [`split`], a [`Read`]
//! for a reader thread and a [`Write`] for a writer thread over one session (the replication
//! leader's connections).
//!
//! **Why one session behind a mutex, and the socket read outside it:** a connection is served
//! by two threads (one reads messages, one writes answers) on clones of one socket, and a TLS
//! session is a single state machine both directions go through. The reader blocks on the
//! socket without the lock (so the writer is never held up by a client that sends nothing),
//! then feeds what it read to the session under the lock; the writer encrypts and sends under
//! the lock, so records leave in the order the session made them. A socket read that times
//! out surfaces as the same `WouldBlock`/`TimedOut` error the plain reader gives, so idle and
//! shutdown checks work unchanged, and the handshake is bounded by the first-message deadline.

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
pub use rustls::ServerConfig;
use rustls::ServerConnection;
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError};

/// Why a certificate or key could not be used, naming the file.
#[derive(Debug)]
pub enum TlsError {
    /// The file could not be read, or holds no PEM block of the kind wanted.
    Pem {
        path: String,
        what: &'static str,
        reason: String,
    },
    /// rustls refused the pair (a key that does not match the certificate, an unsupported
    /// key type).
    Config { reason: String },
}

impl std::fmt::Display for TlsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TlsError::Pem { path, what, reason } => {
                write!(f, "{path}: no usable {what} in it ({reason})")
            }
            TlsError::Config { reason } => {
                write!(
                    f,
                    "the TLS certificate and key cannot be used together: {reason}"
                )
            }
        }
    }
}

impl std::error::Error for TlsError {}

/// A server configuration from a PEM certificate chain and a PEM private key (PKCS#8, PKCS#1
/// or SEC1), with rustls's safe defaults (TLS 1.2 and 1.3).
pub fn server_config(cert: &Path, key: &Path) -> Result<Arc<ServerConfig>, TlsError> {
    let pem = |what: &'static str, path: &Path, reason: String| TlsError::Pem {
        path: path.display().to_string(),
        what,
        reason,
    };
    let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .map_err(|e| pem("certificate", cert, e.to_string()))?
        .collect::<Result<_, _>>()
        .map_err(|e| pem("certificate", cert, e.to_string()))?;
    if chain.is_empty() {
        return Err(pem("certificate", cert, "no CERTIFICATE block".into()));
    }
    let key =
        PrivateKeyDer::from_pem_file(key).map_err(|e| pem("private key", key, e.to_string()))?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .and_then(|b| b.with_no_client_auth().with_single_cert(chain, key))
        .map_err(|e| TlsError::Config {
            reason: e.to_string(),
        })?;
    Ok(Arc::new(config))
}

/// The two halves of a TLS connection, for the reader and the writer thread.
pub fn split(config: Arc<ServerConfig>, tcp: &TcpStream) -> io::Result<(TlsReader, TlsWriter)> {
    let session = ServerConnection::new(config).map_err(io::Error::other)?;
    let session = Arc::new(Mutex::new(session));
    let reader = TlsReader {
        session: Arc::clone(&session),
        tcp: tcp.try_clone()?,
        received: Vec::new(),
        at: 0,
    };
    let writer = TlsWriter {
        session,
        tcp: tcp.try_clone()?,
    };
    Ok((reader, writer))
}

/// The reading half: plaintext out of the session, TLS records in from the socket.
#[derive(Debug)]
pub struct TlsReader {
    session: Arc<Mutex<ServerConnection>>,
    tcp: TcpStream,
    /// Bytes read from the socket that the session has not taken yet (it takes what fits).
    received: Vec<u8>,
    at: usize,
}

/// The writing half: plaintext into the session, TLS records out to the socket.
#[derive(Debug)]
pub struct TlsWriter {
    session: Arc<Mutex<ServerConnection>>,
    tcp: TcpStream,
}

/// Sends every record the session has ready.
fn send_pending(session: &mut ServerConnection, tcp: &mut TcpStream) -> io::Result<()> {
    while session.wants_write() {
        session.write_tls(tcp)?;
    }
    Ok(())
}

impl Read for TlsReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            {
                let mut session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
                match session.reader().read(buf) {
                    Ok(n) => return Ok(n),
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                    // The peer ended the TCP stream without close_notify: its end.
                    Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(0),
                    Err(e) => return Err(e),
                }
                if self.at < self.received.len() {
                    // One feed at a time, its plaintext read before the next: the session
                    // refuses records while its plaintext buffer is full.
                    let taken = session.read_tls(&mut &self.received[self.at..])?;
                    self.at += taken;
                    if let Err(e) = session.process_new_packets() {
                        // The alert saying why, then the error.
                        let _ = send_pending(&mut session, &mut self.tcp);
                        return Err(io::Error::new(io::ErrorKind::InvalidData, e));
                    }
                    // Handshake answers and the like.
                    send_pending(&mut session, &mut self.tcp)?;
                    continue;
                }
            }
            // Nothing to give: wait for records, without the lock (the writer may go on).
            self.received.resize(16 * 1024, 0);
            self.at = 0;
            let n = match self.tcp.read(&mut self.received) {
                Ok(n) => n,
                Err(e) => {
                    self.received.clear();
                    return Err(e);
                }
            };
            self.received.truncate(n);
            if n == 0 {
                return Ok(0);
            }
        }
    }
}

impl Write for TlsWriter {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let mut session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
        let n = session.writer().write(buf)?;
        send_pending(&mut session, &mut self.tcp)?;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        let mut session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
        session.writer().flush()?;
        send_pending(&mut session, &mut self.tcp)
    }
}

/// A TLS session on a non-blocking socket, for the event loop: one owner, both directions.
///
/// [`Read`] gives the plaintext the session holds, feeding it records from the socket as it
/// runs out; it returns fewer bytes than asked only when the socket had no more
/// (`WouldBlock` then, with nothing read), so a short read means drained, as on a plain socket
/// (the event loop's edge-triggered reads depend on it). [`Write`] takes plaintext only while
/// the session's records have gone out (its buffer is bounded, so an answer a client does not
/// read stays in the loop's own buffer, where its write timeout sees it), and sends what it
/// can; [`flush`](Write::flush) sends records left over, [`TlsStream::wants_write`] says if
/// some are.
#[derive(Debug)]
pub struct TlsStream<S> {
    session: ServerConnection,
    socket: S,
}

impl<S: Read + Write> TlsStream<S> {
    /// A server session over `socket` (non-blocking).
    pub fn new(config: Arc<ServerConfig>, socket: S) -> io::Result<TlsStream<S>> {
        let session = ServerConnection::new(config).map_err(io::Error::other)?;
        Ok(TlsStream { session, socket })
    }

    pub fn get_ref(&self) -> &S {
        &self.socket
    }

    pub fn get_mut(&mut self) -> &mut S {
        &mut self.socket
    }

    /// Records are waiting to go out.
    pub fn wants_write(&self) -> bool {
        self.session.wants_write()
    }

    /// Tells the peer the session ends (close_notify), sending what the socket takes.
    pub fn close_notify(&mut self) {
        self.session.send_close_notify();
        let _ = self.send_records();
    }

    /// Sends the session's records until the socket takes no more.
    fn send_records(&mut self) -> io::Result<()> {
        while self.session.wants_write() {
            match self.session.write_tls(&mut self.socket) {
                Ok(_) => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Ok(()),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}

impl<S: Read + Write> Read for TlsStream<S> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let mut n = 0;
        loop {
            // The plaintext the session holds first: it takes no records while that is full.
            while n < buf.len() {
                match self.session.reader().read(&mut buf[n..]) {
                    Ok(0) => return Ok(n),
                    Ok(k) => n += k,
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => break,
                    // The peer ended the TCP stream without close_notify: its end.
                    Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(n),
                    Err(e) => return if n > 0 { Ok(n) } else { Err(e) },
                }
            }
            if n == buf.len() {
                return Ok(n);
            }
            match self.session.read_tls(&mut self.socket) {
                Ok(0) => {
                    // The socket's end; what the session made of it is read above, next.
                    if let Err(e) = self.session.process_new_packets() {
                        return if n > 0 { Ok(n) } else { Err(invalid(e)) };
                    }
                    return match self.session.reader().read(&mut buf[n..]) {
                        Ok(k) => Ok(n + k),
                        Err(_) => Ok(n),
                    };
                }
                Ok(_) => {
                    if let Err(e) = self.session.process_new_packets() {
                        // The alert saying why, then the error.
                        let _ = self.send_records();
                        return if n > 0 { Ok(n) } else { Err(invalid(e)) };
                    }
                    // Handshake answers and the like.
                    self.send_records()?;
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return if n > 0 { Ok(n) } else { Err(e) },
            }
        }
    }
}

impl<S: Read + Write> Write for TlsStream<S> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.send_records()?;
        if self.session.wants_write() {
            // The socket is full: the loop keeps the answer and tries again.
            return Err(io::ErrorKind::WouldBlock.into());
        }
        let n = self.session.writer().write(buf)?;
        self.send_records()?;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.send_records()
    }
}

fn invalid(e: rustls::Error) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, e)
}
