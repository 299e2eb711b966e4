//! A connection's bytes at the event loop: a plain socket, or a TLS session over one
//! ([`crate::tls::TlsStream`]). Both read and write without blocking, and a read shorter than
//! asked means the socket is drained on both.

use mio::net::TcpStream;
use std::io::{self, Read, Write};

#[derive(Debug)]
pub(crate) enum Transport {
    Plain(TcpStream),
    #[cfg(feature = "tls")]
    Tls(Box<crate::tls::TlsStream<TcpStream>>),
}

impl Transport {
    /// The socket, to register and deregister with the poll.
    pub(crate) fn socket_mut(&mut self) -> &mut TcpStream {
        match self {
            Transport::Plain(socket) => socket,
            #[cfg(feature = "tls")]
            Transport::Tls(tls) => tls.get_mut(),
        }
    }

    /// Bytes written that have not reached the socket yet (TLS records the socket did not
    /// take): the connection is not done until they have.
    pub(crate) fn holds_output(&self) -> bool {
        match self {
            Transport::Plain(_) => false,
            #[cfg(feature = "tls")]
            Transport::Tls(tls) => tls.wants_write(),
        }
    }

    /// Ends the connection: TLS says so first (close_notify, as far as the socket takes it),
    /// then both directions of the socket shut.
    pub(crate) fn close(&mut self) {
        #[cfg(feature = "tls")]
        if let Transport::Tls(tls) = self {
            tls.close_notify();
        }
        let _ = self.socket_mut().shutdown(std::net::Shutdown::Both);
    }
}

impl Read for Transport {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(socket) => socket.read(buf),
            #[cfg(feature = "tls")]
            Transport::Tls(tls) => tls.read(buf),
        }
    }
}

impl Write for Transport {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Transport::Plain(socket) => socket.write(buf),
            #[cfg(feature = "tls")]
            Transport::Tls(tls) => tls.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Transport::Plain(_) => Ok(()),
            #[cfg(feature = "tls")]
            Transport::Tls(tls) => tls.flush(),
        }
    }
}
