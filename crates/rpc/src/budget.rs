//! Bytes of messages read but not yet answered, bounded per connection and over all of them.
//!
//! A connection's reader takes a message's bytes from its own budget and from the server's
//! before it queues the message, and waits while either is spent: the client's bytes then stay
//! in the socket (TCP's own back-pressure), not in the server's memory. The bytes come back when
//! the message has been answered ([`Queued`] is dropped).

use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::Duration;

/// Bytes that may be held at once.
#[derive(Debug)]
pub(crate) struct Budget {
    limit: usize,
    used: Mutex<usize>,
    freed: Condvar,
}

impl Budget {
    pub(crate) fn new(limit: usize) -> Arc<Budget> {
        Arc::new(Budget {
            limit,
            used: Mutex::new(0),
            freed: Condvar::new(),
        })
    }

    /// Takes `n` bytes when they fit; when nothing is held, a message of any size fits (one
    /// message over the budget must still be answered). Waits in steps of `step`, asking
    /// `give_up` between them; `false` when it gave up.
    fn take(&self, n: usize, step: Duration, give_up: &dyn Fn() -> bool) -> bool {
        let mut used = self.used.lock().unwrap_or_else(PoisonError::into_inner);
        while *used > 0 && used.saturating_add(n) > self.limit {
            if give_up() {
                return false;
            }
            used = self
                .freed
                .wait_timeout(used, step)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        *used += n;
        true
    }

    /// Takes `n` bytes if they fit now (as [`Budget::take`] says what fits).
    fn try_take(&self, n: usize) -> bool {
        let mut used = self.used.lock().unwrap_or_else(PoisonError::into_inner);
        if *used > 0 && used.saturating_add(n) > self.limit {
            return false;
        }
        *used += n;
        true
    }

    fn give_back(&self, n: usize) {
        let mut used = self.used.lock().unwrap_or_else(PoisonError::into_inner);
        *used -= n;
        self.freed.notify_all();
    }

    /// Bytes held now.
    #[cfg(test)]
    pub(crate) fn used(&self) -> usize {
        *self.used.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A message's bytes, taken from a connection's budget and the server's; given back on drop.
#[derive(Debug)]
pub(crate) struct Queued {
    bytes: usize,
    budgets: [Arc<Budget>; 2],
}

impl Queued {
    /// Takes `bytes` from `connection` and then `server`, waiting for both; `None` when
    /// `give_up` said so while waiting (what was taken is given back).
    pub(crate) fn take(
        bytes: usize,
        connection: &Arc<Budget>,
        server: &Arc<Budget>,
        give_up: &dyn Fn() -> bool,
    ) -> Option<Queued> {
        const STEP: Duration = Duration::from_millis(50);
        if !connection.take(bytes, STEP, give_up) {
            return None;
        }
        if !server.take(bytes, STEP, give_up) {
            connection.give_back(bytes);
            return None;
        }
        Some(Queued {
            bytes,
            budgets: [Arc::clone(connection), Arc::clone(server)],
        })
    }

    /// Takes `bytes` from `connection` and `server` if both have them now, without waiting
    /// (the event loop, which waits for nothing).
    pub(crate) fn try_take(
        bytes: usize,
        connection: &Arc<Budget>,
        server: &Arc<Budget>,
    ) -> Option<Queued> {
        if !connection.try_take(bytes) {
            return None;
        }
        if !server.try_take(bytes) {
            connection.give_back(bytes);
            return None;
        }
        Some(Queued {
            bytes,
            budgets: [Arc::clone(connection), Arc::clone(server)],
        })
    }
}

impl Drop for Queued {
    fn drop(&mut self) {
        for budget in &self.budgets {
            budget.give_back(self.bytes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Budget, Queued};
    use std::time::Duration;

    #[test]
    fn a_reader_waits_until_bytes_come_back() {
        let connection = Budget::new(100);
        let server = Budget::new(150);
        let never = || false;
        let a = Queued::take(60, &connection, &server, &never).unwrap();
        // Over the connection's budget: gives up when asked to.
        assert!(Queued::take(60, &connection, &server, &|| true).is_none());
        let other = Budget::new(1000);
        let b = Queued::take(80, &other, &server, &never).unwrap();
        // Over the server's: what the connection gave is given back too.
        assert!(Queued::take(20, &connection, &server, &|| true).is_none());
        assert_eq!(connection.used(), 60);
        // A message larger than the budget passes when nothing else is held.
        drop((a, b));
        let big = Queued::take(500, &connection, &server, &never).unwrap();
        assert_eq!(server.used(), 500);
        // A waiting reader goes on once the bytes come back.
        let waiter = {
            let (connection, server) = (connection.clone(), server.clone());
            std::thread::spawn(move || Queued::take(10, &connection, &server, &|| false).is_some())
        };
        std::thread::sleep(Duration::from_millis(100));
        assert!(!waiter.is_finished());
        drop(big);
        assert!(waiter.join().unwrap());
        assert_eq!(server.used(), 0);
    }
}
