//! `serve --flight ADDR`: Arrow Flight SQL over folio's SQL engine, so that the tools people
//! already use (ADBC from Python or Go, the Flight SQL JDBC driver in Java, DBeaver) query a
//! running server. A statement query is planned at `GetFlightInfo` (its schema goes back with
//! a ticket holding the query text) and run at `DoGet`, its batches streamed as they come. A
//! prepared statement (how the JDBC driver runs every query) is the same, its handle the query
//! text; it takes no parameters. A client browsing the server (`GetCatalogs`, `GetDbSchemas`,
//! `GetTables` with each table's schema, `GetTableTypes`, `GetSqlInfo`) sees one catalog
//! `folio`, one schema `public` and a table per DAO.
//!
//! Authentication, when the server has a token: a `Handshake` with Basic credentials whose
//! password is the token (any user name) answers with `authorization: Bearer TOKEN`, and every
//! call must carry that header (clients may also send it from the start). Calls without it are
//! refused (`UNAUTHENTICATED`). At most `max_calls` calls run at once; past them a call is
//! refused (`RESOURCE_EXHAUSTED`), as the JSON-RPC server answers `busy`.
//!
//! Deadlines: a call is cut at `call_timeout` (tonic's timeout), a `DoGet`'s query at the SQL
//! engine's own deadline whether or not the client reads (its slot goes with it), and a
//! connection whose peer stops answering HTTP/2 pings is closed.

mod metadata;
mod service;

use folio_sql::Sql;
use service::FolioFlight;
use std::net::SocketAddr;
use std::sync::Arc;

/// How the Flight SQL endpoint serves.
#[derive(Debug, Clone)]
pub struct FlightOptions {
    /// The token calls must carry (as `authorization: Bearer TOKEN`), if any.
    pub token: Option<folio_auth::Token>,
    /// Failed tokens per peer, shared with the server's other ports.
    pub failures: Arc<folio_auth::Failures>,
    /// The most calls running at once.
    pub max_calls: usize,
    /// How long a call may take to be answered (a `DoGet`'s stream is bounded by the query's
    /// own deadline).
    pub call_timeout: std::time::Duration,
    /// TLS: the PEM certificate chain and the PEM private key (checked by the caller,
    /// `folio_rpc::tls::server_config`, which names the files); `None`: plain TCP.
    pub tls: Option<TlsIdentity>,
}

/// A certificate chain and its private key, both PEM.
#[derive(Debug, Clone)]
pub struct TlsIdentity {
    pub cert_pem: Vec<u8>,
    pub key_pem: Vec<u8>,
}

/// How often an HTTP/2 connection is pinged, and how long the answer may take before the
/// connection is closed: a peer that went away without closing holds nothing for long.
const KEEPALIVE: std::time::Duration = std::time::Duration::from_secs(30);
const KEEPALIVE_ANSWER: std::time::Duration = std::time::Duration::from_secs(10);

/// A running endpoint: it serves until [`Flight::stop`] (or the process ends).
#[derive(Debug)]
pub struct Flight {
    addr: SocketAddr,
    stop: tokio::sync::oneshot::Sender<()>,
    server: tokio::task::JoinHandle<()>,
    sql: Arc<Sql>,
}

impl Flight {
    /// Binds `addr` (before returning, so a bad address or a port in use is the caller's
    /// error) and serves Flight SQL there on `sql`'s runtime.
    pub fn start(
        sql: Arc<Sql>,
        addr: SocketAddr,
        options: FlightOptions,
    ) -> std::io::Result<Flight> {
        let listener = std::net::TcpListener::bind(addr)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let runtime = sql.runtime();
        let listener = {
            let _entered = runtime.enter();
            tokio::net::TcpListener::from_std(listener)?
        };
        let call_timeout = options.call_timeout;
        let max_calls = u32::try_from(options.max_calls).unwrap_or(u32::MAX);
        let mut builder = tonic::transport::Server::builder();
        if let Some(tls) = &options.tls {
            let identity = tonic::transport::Identity::from_pem(&tls.cert_pem, &tls.key_pem);
            builder = builder
                .tls_config(tonic::transport::ServerTlsConfig::new().identity(identity))
                .map_err(std::io::Error::other)?;
        }
        let service = FolioFlight::new(Arc::clone(&sql), options);
        let server = runtime.spawn(async move {
            let incoming = tonic::transport::server::TcpIncoming::from(listener);
            let server = builder
                .timeout(call_timeout)
                .http2_keepalive_interval(Some(KEEPALIVE))
                .http2_keepalive_timeout(Some(KEEPALIVE_ANSWER))
                .tcp_keepalive(Some(KEEPALIVE))
                .max_concurrent_streams(Some(max_calls.max(1)))
                .add_service(
                    arrow_flight::flight_service_server::FlightServiceServer::new(service),
                );
            if let Err(e) = server
                .serve_with_incoming_shutdown(incoming, async {
                    let _ = stopped.await;
                })
                .await
            {
                eprintln!("folio: flight: {e}");
            }
        });
        Ok(Flight {
            addr,
            stop,
            server,
            sql,
        })
    }

    /// The address it listens on (the port chosen, for `:0`).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops serving: no new calls, the running ones finish, and once this returns the
    /// server holds no part of the SQL engine (so its last holder drops it, and its runtime,
    /// outside the runtime's own threads).
    pub fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.sql.runtime().block_on(self.server);
    }
}
