//! JSON-RPC 2.0 over stdio (Content-Length framing) and TCP (one message per line), on top of
//! an engine. docs/rpc.md describes the protocol; this crate is its implementation.
//!
//! - [`Dispatcher`] applies the JSON-RPC rules to one message (batches, notifications, the
//!   standard errors, ids echoed exactly) over a table of [`Methods`].
//! - [`FolioMethods`] is folio's table: `find`, `select`, `count`, `daos`, `stats`.
//! - [`serve_stdio`] and [`serve_tcp`] are the transports, [`serve_metrics`] the Prometheus
//!   endpoint; [`shutdown`] turns SIGINT and SIGTERM into a graceful stop.
//! - [`Client`] is the other end: one request at a time over either transport (`folio shell`).
//!
//! TCP, over TLS or not, is one event loop (mio) whose turns commit every connection's writes
//! together: one fsync per DAO per turn, with a committer thread fsyncing one turn's writes
//! while the loop reads and begins the next's (`event_loop.rs`). stdio is plain threads and
//! channels: a reader thread and an answering thread joined by a bounded queue (docs/rpc.md,
//! "Why an event loop, and where threads remain").
//!
//! ```
//! use folio_rpc::{Dispatcher, FolioMethods, Metrics, METHOD_NAMES};
//! use std::sync::Arc;
//!
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(dir.path().join("regions"), "c({id:1,name:\"Tyrol\"})\n").unwrap();
//! let engine = folio_engine::Engine::open(
//!     &[dir.path().into()],
//!     folio_models::Registry::empty(),
//!     Default::default(),
//! )
//! .unwrap();
//! let metrics = Arc::new(Metrics::new(METHOD_NAMES));
//! let methods = FolioMethods::new(Arc::new(engine), Arc::clone(&metrics));
//! let dispatcher = Dispatcher::new(methods, metrics);
//! let mut out = Vec::new();
//! dispatcher.handle(br#"{"jsonrpc":"2.0","method":"find","params":["regions",1],"id":7}"#, &mut out);
//! assert_eq!(out, br#"{"jsonrpc":"2.0","result":{"id":1,"name":"Tyrol"},"id":7}"#);
//! ```

mod auth;
mod budget;
mod client;
mod error;
mod event_loop;
mod frame;
mod json;
mod message;
mod methods;
mod metrics;
mod params;
mod position;
mod server;
mod session;
pub mod shutdown;
#[cfg(feature = "sql")]
mod sql;
#[cfg(feature = "tls")]
pub mod tls;
mod transport;
mod workers;

pub use client::{CallError, Client, ErrorAnswer, MAX_ANSWER};
pub use error::{
    Kind, RpcError, INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR,
};
pub use frame::{read_content_length, ContentLengthReader, Frame, LineFrame, LineReader};
pub use json::to_raw;
pub use message::{
    method_not_found, Call, Deferred, Dispatcher, Finish, Methods, Wait, MAX_BATCH,
    MAX_BATCH_ANSWER,
};
pub use methods::{method_params, ExtraStats, FolioMethods, METHOD_NAMES};
pub use metrics::Metrics;
pub use params::decode as decode_params;
pub use position::{DEFAULT_POSITION_WAIT, MAX_POSITION_WAIT};
pub use server::{read_frames, serve_metrics, serve_stdio, serve_tcp, ServeOptions};
