//! Failed authentications per peer address, shared by every port of one server.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

/// How long a peer's failures are remembered.
pub const FORGET_AFTER: Duration = Duration::from_secs(600);
/// The delay of a peer's first failure, doubled for each one after it, up to [`MAX_DELAY`].
pub const FIRST_DELAY: Duration = Duration::from_millis(100);
/// The longest a failure's answer waits.
pub const MAX_DELAY: Duration = Duration::from_secs(5);
/// The most peers remembered; past it the oldest are forgotten, so a flood of addresses costs
/// bounded memory.
const MAX_PEERS: usize = 4096;

/// Failed authentications per peer address, over all its connections and every port the one
/// value is shared with: each failure is answered later than the one before (doubling from
/// [`FIRST_DELAY`] to [`MAX_DELAY`]), so reconnecting, or trying another port, does not buy a
/// guesser fresh tries. A peer's record is forgotten [`FORGET_AFTER`] its last failure.
///
/// A server makes one and hands an `Arc` of it to each endpoint.
#[derive(Debug, Default)]
pub struct Failures {
    peers: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl Failures {
    /// Counts a failure of `peer` and says how long to wait before answering it.
    pub fn failed(&self, peer: IpAddr) -> Duration {
        let now = Instant::now();
        let mut peers = self.peers.lock().unwrap_or_else(PoisonError::into_inner);
        if peers.len() >= MAX_PEERS && !peers.contains_key(&peer) {
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

#[cfg(test)]
mod tests {
    use super::{Failures, MAX_PEERS};
    use std::net::IpAddr;
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
        assert_eq!(delays[5], Duration::from_millis(3200));
        assert_eq!(delays[6], Duration::from_secs(5));
        assert_eq!(delays[7], Duration::from_secs(5));
        assert_eq!(failures.failed(b), Duration::from_millis(100));
    }

    /// A flood of addresses is remembered up to a bound, and a peer already known keeps its
    /// count when the table is full.
    #[test]
    fn a_flood_of_peers_is_bounded() {
        let failures = Failures::default();
        let known: IpAddr = "10.0.0.1".parse().unwrap();
        failures.failed(known);
        for n in 0..(MAX_PEERS as u32 + 100) {
            failures.failed(IpAddr::from((0x0b00_0000 + n).to_be_bytes()));
            if n == MAX_PEERS as u32 - 10 {
                assert_eq!(failures.failed(known), Duration::from_millis(200));
            }
        }
        assert!(failures.peers.lock().unwrap().len() <= MAX_PEERS);
    }
}
