//! TLS on a TCP connection (rustls), for `serve --tls-cert/--tls-key`: a [`Read`] for the
//! session's reader thread and a [`Write`] for its writer thread, over one TLS session.
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
