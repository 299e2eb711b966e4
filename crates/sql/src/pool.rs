//! Memory for queries: each query has a pool of its own, with its own limit, and every pool
//! draws on one account for all queries together.
//!
//! **Why not one DataFusion pool for the server:** a pool is a limit on what all its users hold
//! together, so with one pool a single heavy query left nothing to the others, which then
//! failed with `sql_too_much_memory` while it ran. With a pool per query, a query fails when it
//! passes its own limit; the account for all of them bounds what the server holds when many
//! run at once.

use datafusion::error::{DataFusionError, Result};
use datafusion::execution::memory_pool::{MemoryLimit, MemoryPool, MemoryReservation};
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// What all queries hold together, against one limit.
#[derive(Debug)]
pub(crate) struct AllQueries {
    limit: usize,
    used: AtomicUsize,
}

impl AllQueries {
    pub(crate) fn new(limit: usize) -> AllQueries {
        AllQueries {
            limit,
            used: AtomicUsize::new(0),
        }
    }

    /// Bytes held by all queries now.
    pub(crate) fn used(&self) -> usize {
        self.used.load(Ordering::Relaxed)
    }
}

/// Adds `n` to `used` when the sum stays within `limit`; whether it did.
fn try_add(used: &AtomicUsize, n: usize, limit: usize) -> bool {
    used.fetch_update(Ordering::AcqRel, Ordering::Acquire, |now| {
        now.checked_add(n).filter(|&sum| sum <= limit)
    })
    .is_ok()
}

/// One query's memory: its operators' reservations, and the rows of the tables it read
/// ([`QueryPool::hold`]), which stay held until the query ends (the pool is dropped).
#[derive(Debug)]
pub(crate) struct QueryPool {
    limit: usize,
    used: AtomicUsize,
    all: Arc<AllQueries>,
}

impl QueryPool {
    pub(crate) fn new(limit: usize, all: Arc<AllQueries>) -> QueryPool {
        QueryPool {
            limit,
            used: AtomicUsize::new(0),
            all,
        }
    }

    /// Counts `n` bytes against this query and all queries, or says which limit they pass.
    fn take(&self, n: usize) -> Result<()> {
        if !try_add(&self.used, n, self.limit) {
            return Err(DataFusionError::ResourcesExhausted(format!(
                "the query needs more than its memory limit of {} bytes (select fewer \
                 columns or rows, or raise --max-query-memory)",
                self.limit
            )));
        }
        if !try_add(&self.all.used, n, self.all.limit) {
            self.used.fetch_sub(n, Ordering::AcqRel);
            return Err(DataFusionError::ResourcesExhausted(format!(
                "the queries running now hold the memory limit of all queries together, {} \
                 bytes: try again when they are done (or raise --max-sql-memory)",
                self.all.limit
            )));
        }
        Ok(())
    }

    fn give_back(&self, n: usize) {
        self.used.fetch_sub(n, Ordering::AcqRel);
        self.all.used.fetch_sub(n, Ordering::AcqRel);
    }

    /// Holds `bytes` for the rest of the query: the rows of a table it built or took from the
    /// cache, which its plan keeps until it ends.
    pub(crate) fn hold(&self, bytes: usize) -> Result<()> {
        self.take(bytes)
    }
}

impl Drop for QueryPool {
    /// What the query still holds (its tables' rows; its operators gave theirs back) is given
    /// back to all queries when it ends.
    fn drop(&mut self) {
        let left = *self.used.get_mut();
        self.all.used.fetch_sub(left, Ordering::AcqRel);
    }
}

impl fmt::Display for QueryPool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "folio query pool ({} of {} bytes)",
            self.used.load(Ordering::Relaxed),
            self.limit
        )
    }
}

impl MemoryPool for QueryPool {
    fn name(&self) -> &str {
        "folio-query"
    }

    fn grow(&self, _reservation: &MemoryReservation, additional: usize) {
        self.used.fetch_add(additional, Ordering::AcqRel);
        self.all.used.fetch_add(additional, Ordering::AcqRel);
    }

    fn shrink(&self, _reservation: &MemoryReservation, shrink: usize) {
        self.give_back(shrink);
    }

    fn try_grow(&self, _reservation: &MemoryReservation, additional: usize) -> Result<()> {
        self.take(additional)
    }

    fn reserved(&self) -> usize {
        self.used.load(Ordering::Relaxed)
    }

    fn memory_limit(&self) -> MemoryLimit {
        MemoryLimit::Finite(self.limit)
    }
}

#[cfg(test)]
mod tests {
    use super::{AllQueries, QueryPool};
    use datafusion::execution::memory_pool::{MemoryConsumer, MemoryPool};
    use std::sync::Arc;

    /// Each query is held to its own limit, all of them to theirs, and what a query held is
    /// given back when it ends.
    #[test]
    fn a_query_has_its_own_limit_and_all_share_one() {
        let all = Arc::new(AllQueries::new(100));
        let a: Arc<dyn MemoryPool> = Arc::new(QueryPool::new(60, Arc::clone(&all)));
        let b: Arc<dyn MemoryPool> = Arc::new(QueryPool::new(60, Arc::clone(&all)));
        let ra = MemoryConsumer::new("a").register(&a);
        let rb = MemoryConsumer::new("b").register(&b);
        ra.try_grow(50).unwrap();
        assert!(ra.try_grow(20).is_err(), "past its own limit");
        rb.try_grow(40).unwrap();
        let refused = rb.try_grow(15).unwrap_err().to_string();
        assert!(refused.contains("all queries together"), "{refused}");
        assert_eq!(all.used(), 90);
        ra.free();
        rb.try_grow(15).unwrap();
        a.downcast_ref::<QueryPool>().unwrap().hold(30).unwrap();
        assert_eq!(all.used(), 85);
        drop(ra);
        drop(a);
        assert_eq!(all.used(), 55, "the held rows go back with the query");
        drop(rb);
        assert_eq!(all.used(), 0);
    }
}
