//! The first message of a TCP connection when the server has a token: `auth {token}`.

use crate::error::{Kind, RpcError};
use crate::message::write_error;
use serde::Deserialize;
use serde_json::value::RawValue;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Failed authentications per peer address, over all its connections: each failure is
/// answered later than the one before (doubling from 100 ms to 5 s), so reconnecting does not
/// buy a guesser fresh tries. A failure older than [`FORGET_AFTER`] is forgotten.
#[derive(Debug, Default)]
pub(crate) struct Failures {
    peers: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

/// How long a peer's failures are remembered.
const FORGET_AFTER: Duration = Duration::from_secs(600);
/// The most peers remembered; past it the oldest are forgotten.
const MAX_PEERS: usize = 4096;
/// The delay of a peer's first failure, doubled for each one after it, up to `MAX_DELAY`.
const FIRST_DELAY: Duration = Duration::from_millis(100);
const MAX_DELAY: Duration = Duration::from_secs(5);

impl Failures {
    /// Counts a failure of `peer` and says how long to wait before answering it.
    pub(crate) fn failed(&self, peer: IpAddr) -> Duration {
        let now = Instant::now();
        let mut peers = self.peers.lock().unwrap_or_else(PoisonError::into_inner);
        if peers.len() >= MAX_PEERS {
            peers.retain(|_, (_, last)| now.duration_since(*last) < FORGET_AFTER);
            if peers.len() >= MAX_PEERS {
                let oldest = peers
                    .iter()
                    .min_by_key(|(_, (_, last))| *last)
                    .map(|(p, _)| *p);
                if let Some(oldest) = oldest {
                    peers.remove(&oldest);
                }
            }
        }
        let entry = peers.entry(peer).or_insert((0, now));
        if now.duration_since(entry.1) >= FORGET_AFTER {
            entry.0 = 0;
        }
        entry.0 = entry.0.saturating_add(1);
        entry.1 = now;
        let doublings = (entry.0 - 1).min(16);
        (FIRST_DELAY * 2u32.pow(doublings)).min(MAX_DELAY)
    }
}

pub(crate) enum Outcome {
    Accepted,
    Refused,
}

#[derive(Deserialize)]
struct AuthRequest<'a> {
    jsonrpc: &'a str,
    method: &'a str,
    params: AuthParams,
    #[serde(borrow)]
    id: &'a RawValue,
}

#[derive(Deserialize)]
struct AuthParams {
    token: String,
}

/// Checks a message sent before the connection authenticated. Accepted: writes `true` as the
/// result. Refused: writes an `unauthorized` error when the message has an id to answer.
pub(crate) fn check(message: &[u8], token: Option<&str>, out: &mut Vec<u8>) -> Outcome {
    let request = serde_json::from_slice::<AuthRequest<'_>>(message).ok();
    let good = match (&request, token) {
        (Some(r), Some(token)) => {
            r.jsonrpc == "2.0"
                && r.method == "auth"
                && equal(r.params.token.as_bytes(), token.as_bytes())
        }
        _ => false,
    };
    let id = request
        .as_ref()
        .map_or_else(|| id_of(message), |r| Some(r.id.get().to_owned()));
    if good {
        out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"result\":true,\"id\":");
        out.extend_from_slice(id.as_deref().unwrap_or("null").as_bytes());
        out.push(b'}');
        return Outcome::Accepted;
    }
    if let Some(id) = id {
        // Say which mistake it was: a wrong token, an `auth` the server cannot read, or
        // another method before any `auth`.
        // (A request of another method can read as an `AuthRequest` too: `["users"]` is a
        // token by position. Only an `auth` is a wrong token.)
        let message = match (&request, method_of(message).as_deref()) {
            (Some(r), _) if r.method == "auth" => {
                "wrong token: the token given is not the server's"
            }
            (_, Some("auth")) => "auth takes params {\"token\": TOKEN}",
            _ => "authenticate first: auth {\"token\": TOKEN}",
        };
        let error = RpcError::folio(Kind::Unauthorized, message);
        write_error(&error, &id, out);
    }
    Outcome::Refused
}

/// The method a message names, if it names one.
fn method_of(message: &[u8]) -> Option<String> {
    #[derive(Deserialize)]
    struct Method {
        method: Option<String>,
    }
    serde_json::from_slice::<Method>(message).ok()?.method
}

/// The id of any request, to answer it; `None` for notifications and unreadable messages.
fn id_of(message: &[u8]) -> Option<String> {
    #[derive(Deserialize)]
    struct Id<'a> {
        #[serde(borrow)]
        id: Option<&'a RawValue>,
    }
    let id = serde_json::from_slice::<Id<'_>>(message).ok()?.id?;
    let text = id.get();
    matches!(text.as_bytes().first(), Some(b'"' | b'-' | b'0'..=b'9')).then(|| text.to_owned())
}

/// Compares in time that depends only on the lengths, not on where the bytes differ: how every
/// endpoint checks a token.
pub fn equal(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::{check, Failures, Outcome};
    use std::time::Duration;

    /// A peer's failures are answered later and later, another peer's are not.
    #[test]
    fn failures_slow_the_peer_down() {
        let failures = Failures::default();
        let a = "10.0.0.1".parse().unwrap();
        let b = "10.0.0.2".parse().unwrap();
        let delays: Vec<Duration> = (0..8).map(|_| failures.failed(a)).collect();
        assert_eq!(delays[0], Duration::from_millis(100));
        assert_eq!(delays[1], Duration::from_millis(200));
        assert_eq!(delays[7], Duration::from_secs(5));
        assert_eq!(failures.failed(b), Duration::from_millis(100));
    }

    /// Each mistake before `auth` is named; positional params that could read as a token do not
    /// make another method a wrong token.
    #[test]
    fn refusals_say_which_mistake() {
        let table: [(&[u8], &str); 4] = [
            (
                br#"{"jsonrpc":"2.0","method":"auth","params":{"token":"guess"},"id":1}"#,
                "wrong token: the token given is not the server's",
            ),
            (
                br#"{"jsonrpc":"2.0","method":"count","params":["users"],"id":1}"#,
                "authenticate first: auth {\"token\": TOKEN}",
            ),
            (
                br#"{"jsonrpc":"2.0","method":"count","params":{"dao":"users"},"id":1}"#,
                "authenticate first: auth {\"token\": TOKEN}",
            ),
            (
                br#"{"jsonrpc":"2.0","method":"auth","params":[],"id":1}"#,
                "auth takes params {\"token\": TOKEN}",
            ),
        ];
        for (message, want) in table {
            let mut out = Vec::new();
            assert!(matches!(
                check(message, Some("s3cret"), &mut out),
                Outcome::Refused
            ));
            let answer: serde_json::Value = serde_json::from_slice(&out).unwrap();
            assert_eq!(
                answer["error"]["message"],
                want,
                "{}",
                String::from_utf8_lossy(message)
            );
        }
        let mut out = Vec::new();
        let good = br#"{"jsonrpc":"2.0","method":"auth","params":["s3cret"],"id":1}"#;
        assert!(matches!(
            check(good, Some("s3cret"), &mut out),
            Outcome::Accepted
        ));
    }
}
