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
    pub token: Option<String>,
    /// The most calls running at once.
    pub max_calls: usize,
}

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
        let service = FolioFlight::new(Arc::clone(&sql), options);
        let server = runtime.spawn(async move {
            let incoming = tonic::transport::server::TcpIncoming::from(listener);
            let server = tonic::transport::Server::builder().add_service(
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
