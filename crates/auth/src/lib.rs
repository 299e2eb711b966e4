//! Who may talk to a server: the one token every port checks, and the one per-peer record of
//! failed tokens that slows a guesser down on every port at once (docs/security.md).
//!
//! - [`Token`] is a secret that cannot be empty: a server built with `Some(token)` asks for a
//!   non-empty secret, and an empty text (a flag given `"$UNSET"`, an empty file) is refused
//!   where it is read, never taken as "no token".
//! - [`Failures`] counts failed authentications per peer address over every connection and
//!   every port (JSON-RPC, Flight, FOAM's box endpoint, replication), and says how long to wait
//!   before answering each: the delay doubles from 100 ms to 5 s, and a peer's answers queue
//!   behind each other, so parallel connections and other ports buy a guesser nothing.
//!
//! ```
//! use folio_auth::{Failures, Token};
//! use std::time::Duration;
//!
//! assert!(Token::new("  ").is_err());
//! let token = Token::new("s3cret").unwrap();
//! assert!(token.matches(b"s3cret") && !token.matches(b"s3cre"));
//! let failures = Failures::default();
//! let peer = "192.0.2.7".parse().unwrap();
//! assert_eq!(failures.failed(peer), Duration::from_millis(100));
//! // At once, the second waits for the first's answer, then 200 ms of its own.
//! assert!(failures.failed(peer) > Duration::from_millis(250));
//! ```

mod failures;
mod token;

pub use failures::{Failures, FIRST_DELAY, FORGET_AFTER, MAX_DELAY};
pub use token::{EmptyToken, Token};
