//! FOAM's box protocol over HTTP, so that an unmodified FOAM application's `ClientDAO`
//! (over `SessionClientBox` over `HTTPBox`) reads and writes folio's DAOs: `folio serve
//! --foam ADDR`. docs/foam.md says what a FOAM operator does with it.
//!
//! - [`wire`]: the request as either era of FOAM's client posts it;
//! - [`methods`]: the DAO methods (`put_`, `find_`, `select_`, `remove_`, `removeAll_`,
//!   `cmd_`) on the engine, with the same writer and rules as folio's other endpoints;
//! - [`mlang`]: FOAM's predicates and orders, read into the store's one evaluator;
//! - [`reply`]: the answer in the request's era's wrapper, always HTTP 200;
//! - [`server`]: the HTTP/1.1 endpoint and its limits.
//!
//! **Invariant:** a call is answered from the engine's store only: what a FOAM client sees is
//! what every other client of the same server sees, and a write is answered only once it is
//! durable and visible, as `put` over JSON-RPC is.

pub mod methods;
pub mod mlang;
pub mod object;
pub mod reply;
pub mod server;
pub mod wire;

pub use server::{reply, FoamOptions, FoamServer};
