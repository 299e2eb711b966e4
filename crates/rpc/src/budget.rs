//! Bytes of messages read but not yet answered, bounded per connection and over all of them.
//!
//! The event loop takes a message's bytes from its connection's budget and from the server's
//! before it queues the message; while either is spent it reads that connection no further:
//! the client's bytes then stay in the socket (TCP's own back-pressure), not in the server's
//! memory. The bytes come back when the message has been answered ([`Queued`] is dropped).

use std::sync::{Arc, Mutex, PoisonError};

/// Bytes that may be held at once.
#[derive(Debug)]
pub(crate) struct Budget {
    limit: usize,
    used: Mutex<usize>,
}

impl Budget {
    pub(crate) fn new(limit: usize) -> Arc<Budget> {
        Arc::new(Budget {
            limit,
            used: Mutex::new(0),
        })
    }

    /// Takes `n` bytes if they fit now; when nothing is held, a message of any size fits (one
    /// message over the budget must still be answered).
    fn try_take(&self, n: usize) -> bool {
        let mut used = self.used.lock().unwrap_or_else(PoisonError::into_inner);
        if *used > 0 && used.saturating_add(n) > self.limit {
            return false;
        }
        *used += n;
        true
    }

    fn give_back(&self, n: usize) {
        *self.used.lock().unwrap_or_else(PoisonError::into_inner) -= n;
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
    /// Takes `bytes` from `connection` and `server` if both have them now, without waiting
    /// (the event loop waits for nothing); what one took is given back when the other has
    /// not.
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

    #[test]
    fn bytes_are_taken_while_they_fit_and_come_back_on_drop() {
        let connection = Budget::new(100);
        let server = Budget::new(150);
        let a = Queued::try_take(60, &connection, &server).unwrap();
        // Over the connection's budget.
        assert!(Queued::try_take(60, &connection, &server).is_none());
        let other = Budget::new(1000);
        let b = Queued::try_take(80, &other, &server).unwrap();
        // Over the server's: what the connection gave is given back too.
        assert!(Queued::try_take(20, &connection, &server).is_none());
        assert_eq!(connection.used(), 60);
        // A message larger than the budget passes when nothing else is held.
        drop((a, b));
        let big = Queued::try_take(500, &connection, &server).unwrap();
        assert_eq!(server.used(), 500);
        assert!(Queued::try_take(10, &connection, &server).is_none());
        drop(big);
        assert!(Queued::try_take(10, &connection, &server).is_some());
        assert_eq!((connection.used(), server.used()), (0, 0));
    }
}
