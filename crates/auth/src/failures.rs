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
/// [`FIRST_DELAY`] to [`MAX_DELAY`]), and a peer's answers queue behind each other, so
/// reconnecting, guessing on many connections at once, or trying another port, does not buy a
/// guesser fresh tries: past the first few, one guess per [`MAX_DELAY`] per address. A peer's
/// record is forgotten [`FORGET_AFTER`] its last failure.
///
/// A server makes one and hands an `Arc` of it to each endpoint.
#[derive(Debug, Default)]
pub struct Failures {
    peers: Mutex<HashMap<IpAddr, Peer>>,
}

/// One peer's record.
#[derive(Debug, Clone, Copy)]
struct Peer {
    /// Failures counted since the record was made (or forgotten).
    failures: u32,
    /// When the last was counted.
    last: Instant,
    /// When the last failure's answer is sent: the next waits for it, then its own delay.
    answered_at: Instant,
}

impl Failures {
    /// Counts a failure of `peer` and says how long to wait before answering it: its own delay,
    /// after the answer to the peer's failure before it.
    pub fn failed(&self, peer: IpAddr) -> Duration {
        let now = Instant::now();
        let mut peers = self.peers.lock().unwrap_or_else(PoisonError::into_inner);
        if peers.len() >= MAX_PEERS && !peers.contains_key(&peer) {
            peers.retain(|_, p| now.duration_since(p.last) < FORGET_AFTER);
            if peers.len() >= MAX_PEERS {
                let oldest = peers.iter().min_by_key(|(_, p)| p.last).map(|(a, _)| *a);
                if let Some(oldest) = oldest {
                    peers.remove(&oldest);
                }
            }
        }
        let record = peers.entry(peer).or_insert(Peer {
            failures: 0,
            last: now,
            answered_at: now,
        });
        if now.duration_since(record.last) >= FORGET_AFTER {
            record.failures = 0;
        }
        record.failures = record.failures.saturating_add(1);
        record.last = now;
        let doublings = (record.failures - 1).min(16);
        let delay = (FIRST_DELAY * 2u32.pow(doublings)).min(MAX_DELAY);
        record.answered_at = record.answered_at.max(now) + delay;
        record.answered_at - now
    }
}

#[cfg(test)]
mod tests {
    use super::{Failures, MAX_PEERS};
    use std::net::IpAddr;
    use std::time::Duration;

    /// A peer's failures are answered later and later, each after the one before it (as
    /// guesses sent at once on many connections are), another peer's are not.
    #[test]
    fn failures_slow_the_peer_down() {
        let failures = Failures::default();
        let a = "10.0.0.1".parse().unwrap();
        let b = "10.0.0.2".parse().unwrap();
        let delays: Vec<Duration> = (0..8).map(|_| failures.failed(a)).collect();
        // Sent at once: 100 ms, then 200 after it, 400 after that, ...
        let near = |got: Duration, want_ms: u64| {
            let want = Duration::from_millis(want_ms);
            assert!(
                got <= want && want - got < Duration::from_millis(50),
                "{got:?} for {want:?}: {delays:?}"
            );
        };
        near(delays[0], 100);
        near(delays[1], 300);
        near(delays[2], 700);
        near(delays[5], 6_300);
        near(delays[6], 11_300);
        near(delays[7], 16_300);
        near(failures.failed(b), 100);
    }

    /// Once its answers have gone out, a peer's next failure waits its own delay only.
    #[test]
    fn a_peer_waits_only_its_own_delay_once_answered() {
        let failures = Failures::default();
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        failures.failed(a);
        std::thread::sleep(Duration::from_millis(150));
        let second = failures.failed(a);
        assert!(
            second <= Duration::from_millis(200) && second > Duration::from_millis(150),
            "{second:?}"
        );
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
                // Its second failure: 200 ms after the first's answer (100 ms after it came).
                assert!(failures.failed(known) > Duration::from_millis(200));
            }
        }
        assert!(failures.peers.lock().unwrap().len() <= MAX_PEERS);
    }
}
