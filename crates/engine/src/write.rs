//! Writes: validate, render and append (one write of a DAO at a time), then wait until the
//! entry is durable under the fsync policy, and only then apply it to the store, in append
//! order, and acknowledge it: no reader sees a write before it is durable (`pending.rs`).
//!
//! The entry is also read back before it is appended, by the rules replay reads it by, and the
//! write is refused unless what is read back gives exactly the state the engine is about to
//! hold: so the store always equals what replaying its journals gives, whatever object a
//! caller built.

use crate::decode::decode_strict;
use crate::engine::{Classes, LiveDao, FIRST_PAUSE, LAST_PAUSE};
use crate::replace::replacement;
use crate::stats::{WriteCounters, WriteStats};
use crate::{Engine, Refused};
use folio_journal::{JournalWriter, Ticket, WriteError};
use folio_models::Registry;
use folio_render::{write_create, write_put, write_remove};
use folio_store::{merge, Applied, Class, Fields, Id, Map, Object, Op};
use std::sync::{MutexGuard, PoisonError};

/// A write begun ([`Engine::begin`]): appended to its DAO's journal (or found to need no
/// entry), neither durable nor visible until [`Engine::finish`].
#[derive(Debug)]
#[must_use = "a write begun is neither durable nor visible until it is finished"]
pub struct Appended {
    /// The DAO's index among the engine's.
    dao: usize,
    op: Op,
    /// The append whose durability the write waits for, if any.
    wait: Option<Ticket>,
    ack: Ack,
}

/// A write's acknowledgement: it is applied, and durable as far as the fsync policy makes it
/// (docs/durability.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ack {
    /// The id of the object written.
    pub id: Id,
    /// What the write did: `Inserted`, `Merged` (put), `Replaced` (create), `Removed` or
    /// `Absent` (remove).
    pub applied: Applied,
    /// The DAO's live journal's length just after the write's entry (or, for a write that
    /// needed none, after the last entry it depends on): a follower that has applied its
    /// journal this far holds the write (`crate::position`).
    pub position: u64,
}

impl Engine {
    /// Types `text`, one object in the journal grammar (JSON is a subset), for a write to the
    /// DAO `dao`: by the rules replay types entries by, with the DAO's default class for an
    /// object that names none, but strictly: a key the object's model lacks or a value of the
    /// wrong type refuses it, naming the key, where replay would drop the key.
    pub fn decode(&self, dao: &str, text: &[u8]) -> Result<Object, Refused> {
        self.with_default_class(dao, |default_class| {
            decode_strict(dao, text, default_class, &self.registry)
        })
    }

    /// Inserts `object`, or replaces the object with its id whole (a `c(` entry).
    pub fn create(&self, dao: &str, object: Object) -> Result<Ack, Refused> {
        self.write(dao, Op::Create, object)
    }

    /// Inserts `object`, or merges it into the object with its id (a `p(` entry holding the
    /// fields that change).
    pub fn put(&self, dao: &str, object: Object) -> Result<Ack, Refused> {
        self.write(dao, Op::Put, object)
    }

    /// Inserts `object`, or replaces the object with its id whole, as FOAM's put does, written
    /// as FOAM's own journal writes it: a `p(` entry with the fields that change, a field the
    /// stored object has and `object` lacks written back to its default (null where it has
    /// none); an object whose id the DAO does not hold as `new` says. The difference is taken
    /// under the DAO's write lock, against the id's state with every write appended before it,
    /// so two replaces of one id never interleave: the later one wins whole.
    pub fn replace(&self, dao: &str, object: Object, new: NewObject) -> Result<Ack, Refused> {
        let (index, live) = self.writable_dao(dao)?;
        let result = self.upsert(live, Upsert::Replace(new), object);
        let appended = self.begun(index, live, Op::Put, result)?;
        self.finish(appended)
    }

    /// Removes the object with id `id` (an `r(` entry). An id the DAO does not hold writes
    /// nothing and is acknowledged as `Absent` (once what the DAO's journal holds is durable).
    pub fn remove(&self, dao: &str, id: &Id) -> Result<Ack, Refused> {
        let appended = self.begin_remove(dao, id)?;
        self.finish(appended)
    }

    /// One write of `op`. For `Op::Remove`, `object` must carry its id fields; only its id is
    /// used.
    ///
    /// The object's class must be a model class (typed fields) or a class the registry has no
    /// model for (generic fields), or none (generic fields) in a DAO without a default class
    /// ([`decode`](Engine::decode) gives class-less text the DAO's default class, when it has
    /// one). Any class is accepted in any DAO, as replay accepts it: FOAM DAOs hold subclasses
    /// of their class, and the registry's `daos` map only gives the class entries default to.
    /// But a DAO's journal cannot hold class-less entries beside a named class (replay would
    /// give them that class): a DAO whose journal names a class refuses class-less objects
    /// ([`Refused::NoClass`]), one that holds class-less data and names none refuses objects
    /// with a class ([`Refused::ClassInClasslessDao`]); an empty one takes either, and is then
    /// the one or the other.
    pub fn write(&self, dao: &str, op: Op, object: Object) -> Result<Ack, Refused> {
        let appended = self.begin(dao, op, object)?;
        self.finish(appended)
    }

    /// The first half of [`write`](Engine::write): checks, renders and appends the write, and
    /// returns without waiting for its fsync. [`finish`](Engine::finish) waits, applies and
    /// acknowledges it. A client with many writes in flight begins each, then finishes them in
    /// the order they began: the first finish waits for an fsync that covers every write
    /// appended so far, and the others find theirs durable (one fsync for the lot, under
    /// `always`). Until finished, a write is not visible to readers, nor acknowledged.
    pub fn begin(&self, dao: &str, op: Op, object: Object) -> Result<Appended, Refused> {
        let (index, live) = self.writable_dao(dao)?;
        let result = match op {
            Op::Remove => self
                .remove_id(live, &object)
                .and_then(|id| self.remove_in(live, &id)),
            Op::Create => self.upsert(live, Upsert::Create, object),
            Op::Put => self.upsert(live, Upsert::Merge, object),
        };
        self.begun(index, live, op, result)
    }

    /// [`begin`](Engine::begin) of a remove by id.
    pub fn begin_remove(&self, dao: &str, id: &Id) -> Result<Appended, Refused> {
        let (index, live) = self.writable_dao(dao)?;
        let result = self.remove_in(live, id);
        self.begun(index, live, Op::Remove, result)
    }

    /// A write begun alone: its acknowledgement's position is the end of its entry, or, with
    /// none, the journal's length.
    fn begun(
        &self,
        dao: usize,
        live: &LiveDao,
        op: Op,
        result: Result<(Option<Ticket>, Ack), Refused>,
    ) -> Result<Appended, Refused> {
        let result = result.map(|(wait, mut ack)| {
            ack.position = match wait {
                Some(ticket) => ticket.end(),
                None => live.writer.get().map_or(0, JournalWriter::len),
            };
            (wait, ack)
        });
        self.appended(dao, live, op, result)
    }

    /// A write begun, with its acknowledgement's position set; a refusal is counted.
    pub(crate) fn appended(
        &self,
        dao: usize,
        live: &LiveDao,
        op: Op,
        result: Result<(Option<Ticket>, Ack), Refused>,
    ) -> Result<Appended, Refused> {
        match result {
            Ok((wait, ack)) => Ok(Appended { dao, op, wait, ack }),
            Err(refused) => {
                self.count(live, op, false);
                Err(refused)
            }
        }
    }

    /// The second half of [`write`](Engine::write): waits until the write is durable under
    /// the fsync policy, applies it (and every write of its DAO appended before it) to the
    /// store, and acknowledges it. A write whose fsync failed is never applied.
    ///
    /// While a reader holds the DAO's store (a SQL scan), the durable write waits for it by
    /// polling, not on the lock: see [`try_finish`](Engine::try_finish).
    pub fn finish(&self, appended: Appended) -> Result<Ack, Refused> {
        let mut appended = appended;
        let mut pause = FIRST_PAUSE;
        loop {
            match self.try_finish(appended) {
                Ok(done) => return done,
                Err(owed) => {
                    appended = owed;
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(LAST_PAUSE);
                }
            }
        }
    }

    /// [`finish`](Engine::finish), except that a write made durable whose store a reader holds
    /// is given back (`Err`), not waited for: it stays durable and unseen, and the caller
    /// tries again later. A commit turn serving every connection from one thread must not
    /// wait for one DAO's reader. Until the write is applied, new long readers of its DAO
    /// ([`LiveDao::long_read`]) wait for it, so that readers cannot keep it out for good.
    pub fn try_finish(&self, appended: Appended) -> Result<Result<Ack, Refused>, Appended> {
        let live = &self.daos[appended.dao];
        let settled = match (appended.wait, live.writer.get()) {
            (Some(ticket), Some(writer)) => match durable(live.name(), writer, ticket) {
                Ok(()) => {
                    if !live.apply_through(ticket, &self.registry) {
                        return Err(appended);
                    }
                    Ok(())
                }
                Err(refused) => Err(refused),
            },
            _ => Ok(()),
        };
        let Appended { op, wait, ack, .. } = appended;
        self.count(live, op, settled.is_ok());
        if settled.is_ok() && wait.is_some() {
            self.changes.bump();
        }
        Ok(settled.map(|()| ack))
    }

    /// When appended entries are fsynced: under `Always` a [`finish`](Engine::finish) waits
    /// for the disk; under `Batch` and `Never` it never does.
    pub fn fsync_policy(&self) -> folio_journal::FsyncPolicy {
        self.fsync
    }

    /// Under `--fsync always`, makes every write begun so far durable, the DAOs' fsyncs at
    /// once, each on a thread of its own (one DAO: on this thread). A commit turn calls it
    /// before it finishes writes to several DAOs, so that they wait for their fsyncs together,
    /// not one after another. A failed fsync is not reported here: it refuses each write it
    /// covers when that write is finished.
    pub fn sync_begun(&self) {
        if self.fsync != folio_journal::FsyncPolicy::Always {
            return;
        }
        let dirty: Vec<&JournalWriter> = self
            .daos
            .iter()
            .filter_map(|(_, live)| live.writer.get())
            .filter(|writer| writer.has_unsynced())
            .collect();
        let Some((last, others)) = dirty.split_last() else {
            return;
        };
        std::thread::scope(|scope| {
            for writer in others {
                scope.spawn(|| writer.sync_written());
            }
            let _ = last.sync_written();
        });
    }

    /// What the writes of the DAO named `dao` counted since the engine opened.
    pub fn write_stats(&self, dao: &str) -> Option<WriteStats> {
        self.live_dao(dao).map(LiveDao::write_stats)
    }

    /// The DAO named `dao` with its index among the engine's DAOs, if writes may go to it.
    pub(crate) fn writable_dao(&self, dao: &str) -> Result<(usize, &LiveDao), Refused> {
        if !self.writable {
            return Err(match self.leader.get() {
                Some(leader) => Refused::Follower {
                    leader: leader.clone(),
                },
                None => Refused::ReadOnly,
            });
        }
        let index = self
            .daos
            .iter()
            .find(|(_, d)| d.name() == dao)
            .map(|(index, _)| index)
            .ok_or_else(|| Refused::UnknownDao {
                dao: dao.to_owned(),
            })?;
        let live = &self.daos[index];
        if let Some(collapsed) = &live.collapsed {
            return Err(Refused::Collapsed(collapsed.clone()));
        }
        Ok((index, live))
    }

    pub(crate) fn count(&self, live: &LiveDao, op: Op, done: bool) {
        let c = &live.counters_w;
        WriteCounters::bump(match (done, op) {
            (false, _) => &c.refused,
            (true, Op::Create) => &c.creates,
            (true, Op::Put) => &c.puts,
            (true, Op::Remove) => &c.removes,
        });
    }

    fn remove_id(&self, live: &LiveDao, object: &Object) -> Result<Id, Refused> {
        check_object(live.name(), object, &self.registry)?;
        if !Id::is_present(object, &self.registry) {
            return Err(Refused::NoId {
                dao: live.name().to_owned(),
            });
        }
        Id::of(object, &self.registry).map_err(|error| Refused::Id {
            dao: live.name().to_owned(),
            error,
        })
    }

    /// Appends a put or create; the ticket to wait for and the acknowledgement to give.
    fn upsert(
        &self,
        live: &LiveDao,
        kind: Upsert,
        object: Object,
    ) -> Result<(Option<Ticket>, Ack), Refused> {
        let registry = &self.registry;
        let dao = live.name();
        check_object(dao, &object, registry)?;
        let id = Id::of(&object, registry).map_err(|error| Refused::Id {
            dao: dao.to_owned(),
            error,
        })?;
        let replayed = live.replayed();
        let default_class = replayed.default_class.as_deref();
        let mut line = Vec::with_capacity(256);
        // What the journal says of classes only ever goes from unknown to settled: a refusal
        // now is the refusal under the lock, and is given before a rendering that cannot be.
        let now = *live.classes.lock().unwrap_or_else(PoisonError::into_inner);
        claim_classes(dao, now, &object, registry)?;
        // Entries are rendered and read back before the DAO's write lock, so that writers of
        // one DAO wait for each other only to append. A create's entry does not depend on the
        // DAO's state. A put's is the difference from the object its id holds: it is rendered
        // against what the id holds now, and stands if the id still holds an identical object
        // under the lock (else it is rendered again there).
        let guessed = match kind {
            Upsert::Create => {
                render_create(dao, &object, default_class, registry, &mut line)?;
                None
            }
            _ => {
                let seen = live.guess_current(&id);
                let rendered = kind.render(
                    dao,
                    seen.as_ref(),
                    object.clone(),
                    default_class,
                    registry,
                    &mut line,
                );
                Some((seen, rendered))
            }
        };
        let last = live
            .write_lock
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let writer = self.writer(live)?;
        let mut classes = live.classes.lock().unwrap_or_else(PoisonError::into_inner);
        let claimed = claim_classes(dao, *classes, &object, registry)?;
        let (stored, applied) = live.with_current(&id, |current| match guessed {
            None => {
                let applied = if current.is_some() {
                    Applied::Replaced
                } else {
                    Applied::Inserted
                };
                Ok((object, applied))
            }
            Some((seen, rendered)) if same(seen.as_ref(), current) => rendered,
            Some(_) => {
                // A write of the id came between: render against what it holds now.
                line.clear();
                kind.render(dao, current, object, default_class, registry, &mut line)
            }
        })?;
        // The object is what replaying the entry gives (checked above): it is stored whole,
        // once the entry is durable.
        let ticket = self.append(live, writer, last, &line, id.clone(), Some(stored))?;
        *classes = claimed;
        Ok((
            Some(ticket),
            Ack {
                id,
                applied,
                position: 0,
            },
        ))
    }

    /// Appends a remove (nothing when the DAO does not hold `id`: then the ticket is the
    /// DAO's last append, whose durability the absence depends on).
    fn remove_in(&self, live: &LiveDao, id: &Id) -> Result<(Option<Ticket>, Ack), Refused> {
        let registry = &self.registry;
        let dao = live.name();
        let replayed = live.replayed();
        let default_class = replayed.default_class.as_deref();
        let mut line = Vec::with_capacity(64);
        let last = live
            .write_lock
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let writer = self.writer(live)?;
        let present = live.with_current(id, |current| match current {
            Some(old) => {
                render_remove(dao, old, id, default_class, registry, &mut line).map(|()| true)
            }
            None => Ok(false),
        })?;
        if !present {
            // Nothing to write; but the absence may come from a remove not durable yet.
            let before = *last;
            let ack = Ack {
                id: id.clone(),
                applied: Applied::Absent,
                position: 0,
            };
            return Ok((before, ack));
        }
        let ticket = self.append(live, writer, last, &line, id.clone(), None)?;
        let ack = Ack {
            id: id.clone(),
            applied: Applied::Removed,
            position: 0,
        };
        Ok((Some(ticket), ack))
    }

    /// Appends `line`, the entry of a write that leaves `id` holding `object` (`None`: removed),
    /// and sets the write to wait for its fsync; releases the DAO's write lock (`last`).
    fn append(
        &self,
        live: &LiveDao,
        writer: &JournalWriter,
        mut last: MutexGuard<'_, Option<Ticket>>,
        line: &[u8],
        id: Id,
        object: Option<Object>,
    ) -> Result<Ticket, Refused> {
        // The write lock is held: no other append moves the end meanwhile.
        let start = writer.len();
        let ticket = writer
            .append(line)
            .map_err(|e| Refused::from_append(live.name(), e))?;
        live.pending().push(start, ticket, id, object);
        *last = Some(ticket);
        Ok(ticket)
    }

    /// The DAO's writer, opened (creating its journal and lock) at the first write of a DAO
    /// that had no live journal at open. Called under the DAO's write lock.
    pub(crate) fn writer<'a>(&self, live: &'a LiveDao) -> Result<&'a JournalWriter, Refused> {
        if let Some(writer) = live.writer.get() {
            return Ok(writer);
        }
        let journal = live.journal().ok_or_else(|| Refused::NoDirectory {
            dao: live.name().to_owned(),
        })?;
        let (writer, report) = JournalWriter::open(journal, self.fsync)
            .map_err(|e| Refused::from_append(live.name(), e))?;
        // The journal did not exist at open: if it does now, another process wrote it, and
        // this engine's state (and the deltas it renders) would not include what it holds.
        if !report.created && !writer.is_empty() {
            return Err(Refused::ChangedSinceOpen {
                dao: live.name().to_owned(),
                path: journal.to_path_buf(),
            });
        }
        let _ = live.opened.set(report);
        Ok(live.writer.get_or_init(|| writer))
    }
}

impl LiveDao {
    /// What this DAO's writes counted since the engine opened.
    pub fn write_stats(&self) -> WriteStats {
        let mut stats = self.counters_w.load();
        if let Some(writer) = self.writer.get() {
            let w = writer.stats();
            stats.bytes = w.bytes;
            stats.writes = w.writes;
            stats.fsyncs = w.fsyncs;
            stats.read_only = writer.is_poisoned();
        }
        stats.pending = self.pending().len() as u64;
        stats
    }
}

/// The class rules of a write (see [`Engine::write`]); whether a class-less object fits the
/// DAO is [`claim_classes`]'s to say.
pub(crate) fn check_object(dao: &str, object: &Object, registry: &Registry) -> Result<(), Refused> {
    let fits = match (&object.class, &object.fields) {
        (Class::Anonymous, fields) => matches!(fields, Fields::Generic(_)),
        (Class::Named(name), fields) => {
            if registry.model_id(name).is_some() {
                return Err(Refused::UntypedModelClass {
                    dao: dao.to_owned(),
                    class: name.to_string(),
                });
            }
            matches!(fields, Fields::Generic(_))
        }
        (Class::Model(model), Fields::Typed(record)) => {
            model.index() < registry.len()
                && registry.model(*model).properties.len() == record.width()
        }
        (Class::Model(_), Fields::Generic(_)) => false,
    };
    if fits {
        return Ok(());
    }
    Err(Refused::FieldsDoNotFitModel {
        dao: dao.to_owned(),
        class: class_name(object, registry),
    })
}

/// The name of `object`'s class, empty for a class-less one.
fn class_name(object: &Object, registry: &Registry) -> String {
    match &object.class {
        Class::Model(model) if model.index() < registry.len() => {
            registry.model(*model).class.to_string()
        }
        Class::Named(name) => name.to_string(),
        _ => String::new(),
    }
}

/// Whether the DAO's journal can take an entry of `object`'s class, as [`Classes`] says
/// (called under the DAO's write lock, which keeps `classes` until the entry is appended); and
/// what it says once the entry is.
pub(crate) fn claim_classes(
    dao: &str,
    classes: Classes,
    object: &Object,
    registry: &Registry,
) -> Result<Classes, Refused> {
    let named = !matches!(object.class, Class::Anonymous);
    match (classes, named) {
        (Classes::Classless, true) => Err(Refused::ClassInClasslessDao {
            dao: dao.to_owned(),
            class: class_name(object, registry),
        }),
        (Classes::Named, false) => Err(Refused::NoClass {
            dao: dao.to_owned(),
        }),
        (_, true) => Ok(Classes::Named),
        (_, false) => Ok(Classes::Classless),
    }
}

/// An object of `object`'s class with nothing set: what a put of a new id is a delta from.
fn empty_like(object: &Object, registry: &Registry) -> Object {
    match &object.class {
        Class::Model(model) => Object::typed(*model, registry),
        class => Object::generic(class.clone(), Map::new()),
    }
}

/// Renders a create of `object` into `line`, and checks that reading it back gives `object`.
pub(crate) fn render_create(
    dao: &str,
    object: &Object,
    default_class: Option<&str>,
    registry: &Registry,
    line: &mut Vec<u8>,
) -> Result<(), Refused> {
    write_create(object, default_class, registry, line);
    if !read_back(dao, line, default_class, registry)?.identical(object) {
        return Err(unrepresentable(dao));
    }
    Ok(())
}

/// Renders the remove of `old`, the object `id` holds, into `line`, and checks that reading it
/// back names `id`.
pub(crate) fn render_remove(
    dao: &str,
    old: &Object,
    id: &Id,
    default_class: Option<&str>,
    registry: &Registry,
    line: &mut Vec<u8>,
) -> Result<(), Refused> {
    write_remove(old, default_class, registry, line);
    let back = read_back(dao, line, default_class, registry)?;
    if !Id::is_present(&back, registry) {
        return Err(Refused::NoId {
            dao: dao.to_owned(),
        });
    }
    if Id::of(&back, registry).ok().as_ref() != Some(id) {
        return Err(unrepresentable(dao));
    }
    Ok(())
}

/// Renders a put of `object` onto `old` (what its id holds; `None`: absent) into `line`, reads
/// it back, and gives what the id holds after it, or the refusal.
pub(crate) fn render_put(
    dao: &str,
    old: Option<&Object>,
    object: Object,
    default_class: Option<&str>,
    registry: &Registry,
    line: &mut Vec<u8>,
) -> Result<(Object, Applied), Refused> {
    match old {
        Some(old) => {
            let merged = merge(old.clone(), object, registry);
            write_put(old, &merged, default_class, registry, line);
            let delta = read_back(dao, line, default_class, registry)?;
            if !merge(old.clone(), delta, registry).identical(&merged) {
                return Err(unrepresentable(dao));
            }
            Ok((merged, Applied::Merged))
        }
        None => {
            let empty = empty_like(&object, registry);
            write_put(&empty, &object, default_class, registry, line);
            if !read_back(dao, line, default_class, registry)?.identical(&object) {
                return Err(unrepresentable(dao));
            }
            Ok((object, Applied::Inserted))
        }
    }
}

/// How [`Engine::replace`] journals an object whose id the DAO does not hold, as the FOAM whose
/// client made the put journals one: FOAM 2026's journal writes a new object as a `c(` of it;
/// FOAM's before 2026 know only `p(` and `r(` (their reader skips a `c(` entry), and write a
/// `p(` of the fields it sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewObject {
    /// A `c(` entry (FOAM 2026).
    Create,
    /// A `p(` entry (FOAM before 2026).
    Put,
}

/// What an upsert's entry says of the object its id holds.
#[derive(Clone, Copy)]
enum Upsert {
    /// `c(`: the object whole, whatever the id holds.
    Create,
    /// `p(`: the object's fields merged into what the id holds.
    Merge,
    /// `p(`: the object replaces what the id holds ([`Engine::replace`]); an id that holds
    /// nothing as the `NewObject` says.
    Replace(NewObject),
}

impl Upsert {
    /// Renders the entry of a put or replace of `object` against `current`, the id's state,
    /// into `line`: the object stored and what it did. A replace of an id nothing holds is a
    /// `c(` of the object where FOAM 2026's journal writes one ([`NewObject::Create`]); the rest
    /// are a `p(` of the difference from `current`.
    fn render(
        self,
        dao: &str,
        current: Option<&Object>,
        object: Object,
        default_class: Option<&str>,
        registry: &Registry,
        line: &mut Vec<u8>,
    ) -> Result<(Object, Applied), Refused> {
        if let (Upsert::Replace(NewObject::Create), None) = (self, current) {
            render_create(dao, &object, default_class, registry, line)?;
            return Ok((object, Applied::Inserted));
        }
        let object = match self {
            Upsert::Replace(_) => replacement(object, current, registry),
            Upsert::Create | Upsert::Merge => object,
        };
        render_put(dao, current, object, default_class, registry, line)
    }
}

/// Whether two states of an id are the same: both absent, or identical objects.
fn same(a: Option<&Object>, b: Option<&Object>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), Some(b)) => a.identical(b),
        _ => false,
    }
}

/// Reads a rendered entry (`c(`, `p(` or `r(` ... `)\n`) back the way replay reads it.
fn read_back(
    dao: &str,
    line: &[u8],
    default_class: Option<&str>,
    registry: &Registry,
) -> Result<Object, Refused> {
    let body = &line[2..line.len() - 2];
    decode_strict(dao, body, default_class, registry).map_err(|_| unrepresentable(dao))
}

#[cold]
fn unrepresentable(dao: &str) -> Refused {
    Refused::Unrepresentable {
        dao: dao.to_owned(),
    }
}

/// Waits until the entry of `ticket` is durable under the writer's policy.
fn durable(dao: &str, writer: &JournalWriter, ticket: Ticket) -> Result<(), Refused> {
    writer.wait_durable(ticket).map_err(|e| match e {
        WriteError::Poisoned {
            path,
            op: folio_journal::Op::Sync,
            kind,
            journal,
        } => Refused::NotDurable {
            dao: dao.to_owned(),
            path,
            kind,
            journal,
        },
        e => Refused::from_append(dao, e),
    })
}
