//! Writes appended to a DAO's journal but not yet durable: what later writes of the DAO build
//! on, and what readers must not see.
//!
//! Readers read only the store. A write is applied to the store once the fsync that covers it
//! returned, and before it is acknowledged; until then it waits here, in append order, where
//! the DAO's next writes (which render a delta against the object as it will be) look first.
//! Group commit keeps working: any number of writes can wait here for the same fsync, and the
//! first of their waiters to return applies every one of them it covers, in append order.
//!
//! A write whose fsync failed is never applied: the DAO's writer is poisoned, so no later
//! write is appended, and what waits here is dropped with the engine.

use folio_journal::Ticket;
use folio_models::Registry;
use folio_store::{Class, Dao, Id, Map, Object, Op};
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::VecDeque;
use std::sync::{RwLock, TryLockError};

/// One write waiting for its fsync.
#[derive(Debug)]
struct Waiting {
    /// Where the write's entry starts in the journal.
    start: u64,
    ticket: Ticket,
    id: Id,
    /// The object the id holds after the write; `None` after a remove.
    object: Option<Object>,
}

/// The writes of one DAO appended and not yet applied, oldest first. Guarded by a mutex of
/// its own: taken by a writer (under the DAO's write lock) to look an id up and to add its
/// write, and by a returning waiter to apply what its fsync covered.
#[derive(Debug, Default)]
pub(crate) struct Pending {
    queue: VecDeque<Waiting>,
    /// For each id with a write in the queue, the sequence number of its latest write.
    latest: FxHashMap<Id, u64>,
    /// The sequence number of `queue[0]`.
    front: u64,
}

impl Pending {
    /// The state a write waiting here gives `id`: `Some(None)` when its latest waiting write
    /// removes it, `None` when no write of it waits (the store has its state).
    pub(crate) fn get(&self, id: &Id) -> Option<Option<&Object>> {
        let seq = *self.latest.get(id)?;
        Some(self.queue[(seq - self.front) as usize].object.as_ref())
    }

    /// Adds a write just appended at `start` (with the ticket its append returned).
    pub(crate) fn push(&mut self, start: u64, ticket: Ticket, id: Id, object: Option<Object>) {
        debug_assert!(self.queue.back().is_none_or(|w| w.ticket < ticket));
        let seq = self.front + self.queue.len() as u64;
        self.latest.insert(id.clone(), seq);
        self.queue.push_back(Waiting {
            start,
            ticket,
            id,
            object,
        });
    }

    /// Drops every waiting write whose entry starts at or after `start`: the newest, a batch
    /// whose append failed ([`crate::Engine::begin_all`]). Each id they wrote is left with
    /// the state of its latest write still waiting, if any (else the store's).
    pub(crate) fn cut_from(&mut self, start: u64) {
        let keep = self.queue.partition_point(|w| w.start < start);
        let cut: FxHashSet<Id> = self.queue.drain(keep..).map(|w| w.id).collect();
        for id in &cut {
            self.latest.remove(id);
        }
        // An id whose latest write was cut may have an older one still waiting: the newest
        // of those is its latest again.
        for (at, waiting) in self.queue.iter().enumerate() {
            if cut.contains(&waiting.id) {
                self.latest
                    .insert(waiting.id.clone(), self.front + at as u64);
            }
        }
    }

    /// Where the journal's first entry not yet applied starts, if a write waits: the store
    /// holds exactly the journal's entries before it.
    pub(crate) fn first_start(&self) -> Option<u64> {
        self.queue.front().map(|w| w.start)
    }

    /// Applies to `store`, in append order, every waiting write whose entry ends at or before
    /// `durable` (a ticket whose wait for durability returned). Takes the store's write lock
    /// once, and only when there is something to apply; returns whether every such write is
    /// applied (by this call or an earlier one).
    ///
    /// **The lock is only tried, never waited for:** `false` says a reader holds it, and the
    /// writes stay here for a later call. A writer waiting on the lock would make every new
    /// reader wait behind it (the standard library's lock favours writers), among them the
    /// next writes' reads of the state (`LiveDao::with_current`):
    /// one long reader, a SQL scan, would then hold up every write of the DAO, and with them
    /// the commit turn of every connection.
    pub(crate) fn apply_through(
        &mut self,
        durable: Ticket,
        store: &RwLock<Dao>,
        registry: &Registry,
    ) -> bool {
        if self.queue.front().is_none_or(|w| w.ticket > durable) {
            return true;
        }
        let mut store = match store.try_write() {
            Ok(store) => store,
            Err(TryLockError::Poisoned(poisoned)) => poisoned.into_inner(),
            Err(TryLockError::WouldBlock) => return false,
        };
        while let Some(waiting) = self.queue.front() {
            if waiting.ticket > durable {
                break;
            }
            let Waiting { id, object, .. } = self.queue.pop_front().expect("a front");
            if self.latest.get(&id) == Some(&self.front) {
                self.latest.remove(&id);
            }
            self.front += 1;
            match object {
                // What replaying the entry gives (the write checked that): stored whole.
                Some(object) => store.apply(Op::Create, id, object, registry),
                None => {
                    let placeholder = Object::generic(Class::Anonymous, Map::new());
                    store.apply(Op::Remove, id, placeholder, registry)
                }
            };
        }
        true
    }

    /// How many writes wait.
    pub(crate) fn len(&self) -> usize {
        self.queue.len()
    }
}
