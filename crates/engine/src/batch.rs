//! A commit turn's writes ([`Engine::begin_all`]): the writes of a turn to one DAO are checked
//! and rendered under one hold of the DAO's write lock, and appended with one `write`.
//!
//! Each write is rendered against the state the writes before it leave, as it would be one
//! write at a time: it joins the DAO's pending writes (`pending.rs`) as it is rendered, at the
//! place its entry will take in the journal, where the next one finds it.
//!
//! **A failed append refuses every write of the batch that it would have appended, and takes
//! them back out of the pending writes, with the class claims and the DAO's last ticket,
//! before the write lock is let go:** no other write renders against one of them, and no
//! reader ever saw one (readers see only what is durable). The journal is cut back durably
//! (`folio_journal::Lines::write`), so no crash brings one back either.

use crate::engine::{Classes, LiveDao};
use crate::write::{check_object, claim_classes, render_create, render_put, render_remove};
use crate::{Ack, Appended, Engine, Refused};
use folio_journal::{Lines, Ticket};
use folio_store::{Applied, Id, Object, Op};
use std::sync::PoisonError;

/// One write of a batch ([`Engine::begin_all`]).
#[derive(Debug)]
pub enum Change {
    /// [`Engine::create`]'s: the object whole.
    Create(Object),
    /// [`Engine::put`]'s: the object's fields merged into what its id holds.
    Put(Object),
    /// [`Engine::remove`]'s.
    Remove(Id),
}

impl Change {
    fn op(&self) -> Op {
        match self {
            Change::Create(_) => Op::Create,
            Change::Put(_) => Op::Put,
            Change::Remove(_) => Op::Remove,
        }
    }
}

/// What a DAO's writes of a batch change while it is rendered, and must put back if its
/// append fails.
struct Staging<'l, 'w> {
    /// The DAO's last append, under its write lock.
    last: &'l mut Option<Ticket>,
    classes: &'l mut Classes,
    lines: Lines<'w>,
    line: Vec<u8>,
}

impl Engine {
    /// [`begin`](Engine::begin)s every write of `writes` (each a DAO and its change), and
    /// gives what each gave, in order: the writes to one DAO are rendered one after another,
    /// each against the state the ones before it leave, and appended with one `write`.
    ///
    /// Each write gets what `begin` one after the other would have given it, but for one
    /// thing: when the append fails (a full disk), every write of the DAO it held is refused
    /// with that error, and none of them is written.
    pub fn begin_all(&self, writes: Vec<(&str, Change)>) -> Vec<Result<Appended, Refused>> {
        let count = writes.len();
        let mut groups: Vec<(&str, Vec<(usize, Change)>)> = Vec::new();
        for (at, (dao, change)) in writes.into_iter().enumerate() {
            match groups.iter_mut().find(|(name, _)| *name == dao) {
                Some((_, changes)) => changes.push((at, change)),
                None => groups.push((dao, vec![(at, change)])),
            }
        }
        let mut results = Vec::with_capacity(count);
        for (dao, changes) in groups {
            results.extend(self.begin_in(dao, changes));
        }
        results.sort_by_key(|(at, _)| *at);
        results.into_iter().map(|(_, result)| result).collect()
    }

    /// The writes of a batch to the DAO named `dao`, each with its place in the batch.
    fn begin_in(
        &self,
        dao: &str,
        changes: Vec<(usize, Change)>,
    ) -> Vec<(usize, Result<Appended, Refused>)> {
        let (index, live) = match self.writable_dao(dao) {
            Ok(found) => found,
            Err(refused) => return refuse_all(changes, &refused),
        };
        let replayed = live.replayed();
        let default_class = replayed.default_class.as_deref();
        let mut last = live
            .write_lock
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let opened = self.writer(live).and_then(|writer| {
            writer
                .lines()
                .map_err(|error| Refused::from_append(dao, error))
        });
        let lines = match opened {
            Ok(lines) => lines,
            Err(refused) => {
                for (_, change) in &changes {
                    self.count(live, change.op(), false);
                }
                return refuse_all(changes, &refused);
            }
        };
        let mut classes = live.classes.lock().unwrap_or_else(PoisonError::into_inner);
        let (classes_before, last_before) = (*classes, *last);
        let start = lines.end();
        let mut staging = Staging {
            last: &mut last,
            classes: &mut classes,
            lines,
            line: Vec::with_capacity(256),
        };
        let mut staged: Vec<_> = changes
            .into_iter()
            .map(|(at, change)| {
                let op = change.op();
                (
                    at,
                    op,
                    self.stage(live, default_class, change, &mut staging),
                )
            })
            .collect();
        let Staging { lines, .. } = staging;
        if let Err(error) = lines.write() {
            let refused = Refused::from_append(dao, error);
            live.pending().cut_from(start);
            *classes = classes_before;
            *last = last_before;
            for (_, _, result) in &mut staged {
                if matches!(result, Ok((Some(ticket), _)) if ticket.end() > start) {
                    *result = Err(refused.clone());
                }
            }
        }
        drop(classes);
        drop(last);
        staged
            .into_iter()
            .map(|(at, op, result)| (at, self.appended(index, live, op, result)))
            .collect()
    }

    /// Checks and renders one write of a batch against the state the writes before it leave,
    /// adds its entry to the batch's lines and the write to the DAO's pending writes; the
    /// ticket to wait for and the acknowledgement to give.
    fn stage(
        &self,
        live: &LiveDao,
        default_class: Option<&str>,
        change: Change,
        staging: &mut Staging<'_, '_>,
    ) -> Result<(Option<Ticket>, Ack), Refused> {
        let registry = &self.registry;
        let dao = live.name();
        let line = &mut staging.line;
        line.clear();
        let op = change.op();
        let (id, stored, applied, claimed) = match change {
            Change::Remove(id) => {
                let present = live.with_current(&id, |current| match current {
                    Some(old) => {
                        render_remove(dao, old, &id, default_class, registry, line).map(|()| true)
                    }
                    None => Ok(false),
                })?;
                if !present {
                    // Nothing to write; but the absence may come from a write not durable yet.
                    let ack = Ack {
                        id,
                        applied: Applied::Absent,
                        position: staging.lines.end(),
                    };
                    return Ok((*staging.last, ack));
                }
                (id, None, Applied::Removed, *staging.classes)
            }
            Change::Create(object) | Change::Put(object) => {
                let create = op == Op::Create;
                check_object(dao, &object, registry)?;
                let id = Id::of(&object, registry).map_err(|error| Refused::Id {
                    dao: dao.to_owned(),
                    error,
                })?;
                let claimed = claim_classes(dao, *staging.classes, &object, registry)?;
                let (stored, applied) = live.with_current(&id, |current| {
                    if !create {
                        return render_put(dao, current, object, default_class, registry, line);
                    }
                    render_create(dao, &object, default_class, registry, line)?;
                    let applied = match current {
                        Some(_) => Applied::Replaced,
                        None => Applied::Inserted,
                    };
                    Ok((object, applied))
                })?;
                (id, Some(stored), applied, claimed)
            }
        };
        let start = staging.lines.end();
        let ticket = staging
            .lines
            .push(line)
            .map_err(|e| Refused::from_append(dao, e))?;
        live.pending().push(start, ticket, id.clone(), stored);
        *staging.classes = claimed;
        *staging.last = Some(ticket);
        let ack = Ack {
            id,
            applied,
            position: ticket.end(),
        };
        Ok((Some(ticket), ack))
    }
}

/// Every write of `changes` refused with `refused`.
fn refuse_all(
    changes: Vec<(usize, Change)>,
    refused: &Refused,
) -> Vec<(usize, Result<Appended, Refused>)> {
    changes
        .into_iter()
        .map(|(at, _)| (at, Err(refused.clone())))
        .collect()
}
