//! Applying routed chunks to one DAO: each shard's writes by its own thread, in file order;
//! versions, bad entries and counts in file order by the calling thread. Operations on
//! different ids commute and every id lives in one shard, so the final state, the counters and
//! the kept errors are those of applying every entry in file order, for any shard count.

use crate::collapse::CollapseCause;
use crate::counters::{Counters, Phases};
use crate::error::{EntryError, EntryErrorKind};
use crate::route::{Ordered, Routed, Write};
use crate::runner::Resume;
use folio_models::Registry;
use folio_store::{Applied, Dao, Id, Op, Shard};
use rayon::prelude::*;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The DAO's state and counts.
pub(crate) struct Applier<'r> {
    pub dao: Dao,
    pub counters: Counters,
    pub phases: Phases,
    /// The first `error_limit` bad entries, in file order.
    pub errors: Vec<EntryError>,
    registry: &'r Registry,
    error_limit: usize,
    /// Whether phases are timed (see `ReplayOptions::timing`).
    timing: bool,
    /// Until the table is sized ([`Applier::size_table`]).
    sizing: Option<Sizing>,
    /// The distinct ids collapsed `p` and `c` entries landed on (see `Routed`).
    pub collapsed_ids: Vec<Id>,
}

impl<'r> Applier<'r> {
    /// Goes on from `resume`, whose DAO may have indexes (then one thread applies the writes,
    /// keeping them in step). `to_read`: the bytes of the DAO's files still to replay.
    pub fn resume(
        resume: Resume,
        registry: &'r Registry,
        error_limit: usize,
        timing: bool,
        to_read: u64,
    ) -> Applier<'r> {
        let mut errors = resume.errors;
        errors.truncate(error_limit);
        Applier {
            dao: resume.dao,
            counters: resume.counters,
            phases: Phases::default(),
            errors,
            registry,
            error_limit,
            timing,
            sizing: Some(Sizing {
                total: resume.counters.bytes + to_read,
                start: None,
            }),
            collapsed_ids: resume.collapsed_ids,
        }
    }

    /// Applies a chunk's routed parts, which are in file order. The time is split into
    /// find_merge (the clocked merges of `p` entries) and store_write (everything else); the
    /// shards' times add up across threads like every phase. `file_index` is `file`'s place
    /// among the DAO's files.
    pub fn apply_all(&mut self, routed: Vec<Routed>, file: &Arc<Path>, file_index: u32) {
        if routed.is_empty() {
            return;
        }
        let start = self.timing.then(Instant::now);
        let count = self.dao.sharding().count();
        // Per shard, its parts' lists in file order.
        let mut lists: Vec<Vec<Vec<Write>>> = (0..count)
            .map(|_| Vec::with_capacity(routed.len()))
            .collect();
        for mut part in routed {
            if let Some(at) = &mut part.counters.first_collapse {
                at.file = file_index;
                self.collapsed_ids(std::mem::take(&mut part.collapsed_ids));
            }
            self.counters += part.counters;
            for entry in part.ordered {
                self.ordered(entry, file);
            }
            for (list, writes) in lists.iter_mut().zip(part.writes) {
                if !writes.is_empty() {
                    list.push(writes);
                }
            }
        }
        let (registry, timing) = (self.registry, self.timing);
        let handed_over = start.map(|t| t.elapsed());
        let applied = if let Some(shards) = self.dao.shards_mut() {
            apply_shards(shards, lists, registry, timing)
        } else {
            apply_indexed(&mut self.dao, lists, registry, timing)
        };
        self.counters.put_merged += applied.merged;
        if let (Some(start), Some(handed_over)) = (start, handed_over) {
            let shards_wall = start.elapsed().saturating_sub(handed_over);
            self.phases.find_merge += applied.merge_time;
            self.phases.store_write += handed_over
                + applied.time.saturating_sub(applied.merge_time)
                // Waiting for the slowest shard, at most.
                + shards_wall.saturating_sub(applied.time_max);
        }
    }

    /// Adds ids collapsed entries landed on.
    #[cold]
    fn collapsed_ids(&mut self, ids: Vec<Id>) {
        for id in ids {
            if !self.collapsed_ids.contains(&id) {
                self.collapsed_ids.push(id);
            }
        }
    }

    /// Settles the collapse counters once every entry is applied: counts the live objects on
    /// collapsed ids, and drops the record of a lone generic object without an `id` key,
    /// which merged with nothing (it replays, and rewrites, as it is).
    pub fn settle_collapse(&mut self) {
        let c = &mut self.counters;
        let Some(first) = c.first_collapse else {
            return;
        };
        if c.collapsed == 1
            && first.cause == CollapseCause::NoIdKey
            && self.collapsed_ids.len() == 1
        {
            c.collapsed = 0;
            c.first_collapse = None;
            return;
        }
        c.collapsed_objects = self
            .collapsed_ids
            .iter()
            .filter(|id| self.dao.get(id).is_some())
            .count() as u64;
    }

    /// A compressed file whose stream broke after its last line: one bad entry there (its
    /// text before the break is replayed; what broke cannot be read).
    pub fn broken_stream(&mut self, file: &Arc<Path>, line: u32, error: &std::io::Error) {
        self.counters.entries += 1;
        self.counters.failed += 1;
        self.ordered(
            Ordered::Failed {
                line,
                torn: false,
                kind: Box::new(EntryErrorKind::BrokenStream {
                    message: error.to_string().into(),
                }),
            },
            file,
        );
    }

    /// An entry tied to no id, in its place in the file.
    fn ordered(&mut self, entry: Ordered, file: &Arc<Path>) {
        match entry {
            Ordered::Version(version) => self.dao.set_version(&version),
            Ordered::Failed { line, torn, kind } => {
                if self.errors.len() < self.error_limit {
                    self.errors.push(EntryError {
                        file: file.clone(),
                        line,
                        kind: *kind,
                        torn,
                    });
                }
            }
        }
    }

    /// Whether the table is still to be sized: then, at the end of each block, every entry so
    /// far is applied and [`Applier::size_table`] called (twice at most).
    pub fn sizing(&self) -> bool {
        self.sizing.is_some()
    }

    /// Sizes the DAO's table once, at the end of its second block, for the live objects the
    /// whole DAO will hold at the rate the second block added them (the first block's rate
    /// is the start-up, when `p` and `r` entries have few objects to change). Only a DAO
    /// that adds live objects for at least one in eight of its writes is sized: a journal of
    /// many `p` entries on few ids reserves nothing, and its small table grows as it fills,
    /// like the table of a journal whose later part adds objects faster than its start.
    pub fn size_table(&mut self) {
        let Some(sizing) = &mut self.sizing else {
            return;
        };
        let c = &self.counters;
        let now = Mark {
            bytes: c.bytes,
            live: self.dao.len() as u64,
            writes: c.create + c.put + c.remove,
        };
        let Some(start) = sizing.start.replace(now) else {
            if now.bytes >= sizing.total {
                self.sizing = None;
            }
            return;
        };
        let total = sizing.total;
        self.sizing = None;
        let added = now.live.saturating_sub(start.live);
        let writes = now.writes - start.writes;
        let (bytes, left) = (now.bytes - start.bytes, total.saturating_sub(now.bytes));
        if bytes == 0 || left == 0 || added * 8 < writes {
            return;
        }
        let more = u128::from(added) * u128::from(left) / u128::from(bytes);
        let expected = u128::from(now.live) + more;
        self.dao
            .reserve_total(usize::try_from(expected).unwrap_or(usize::MAX));
    }
}

/// Where sizing the table stands.
struct Sizing {
    /// The DAO's bytes in all its files.
    total: u64,
    /// The end of the first block.
    start: Option<Mark>,
}

/// The bytes applied, live objects and writes (`c`, `p`, `r` entries) at a block's end.
#[derive(Clone, Copy)]
struct Mark {
    bytes: u64,
    live: u64,
    writes: u64,
}

/// What applying one shard's lists gave.
#[derive(Default)]
struct ShardApplied {
    merged: u64,
    /// Time spent merging `p` entries.
    merge_time: Duration,
    /// Time the shard took in all, and (over several shards) the longest one took.
    time: Duration,
    time_max: Duration,
}

impl ShardApplied {
    fn add(self, o: ShardApplied) -> ShardApplied {
        ShardApplied {
            merged: self.merged + o.merged,
            merge_time: self.merge_time + o.merge_time,
            time: self.time + o.time,
            time_max: self.time_max.max(o.time_max),
        }
    }
}

/// Applies each shard's lists by its own thread (by the calling thread when there is one).
fn apply_shards(
    shards: &mut [Shard],
    mut lists: Vec<Vec<Vec<Write>>>,
    registry: &Registry,
    timing: bool,
) -> ShardApplied {
    if let ([shard], [lists]) = (&mut *shards, &mut lists[..]) {
        return apply_shard(shard, std::mem::take(lists), registry, timing);
    }
    shards
        .par_iter_mut()
        .zip(lists)
        .map(|(shard, lists)| apply_shard(shard, lists, registry, timing))
        .reduce(ShardApplied::default, ShardApplied::add)
}

/// Applies the lists to a DAO with indexes, which only [`Dao::apply`] keeps in step: one
/// thread, shard after shard (writes to different ids commute, so the state is the same). A
/// replay at open builds its DAOs without an index; a DAO that goes on replaying what was
/// appended to its files after it was opened may have some.
#[cold]
fn apply_indexed(
    dao: &mut Dao,
    lists: Vec<Vec<Vec<Write>>>,
    registry: &Registry,
    timing: bool,
) -> ShardApplied {
    let start = timing.then(Instant::now);
    let mut applied = ShardApplied::default();
    for Write { op, id, object } in lists.into_iter().flatten().flatten() {
        if dao.apply(op, id, object, registry) == Applied::Merged {
            applied.merged += 1;
        }
    }
    if let Some(start) = start {
        applied.time = start.elapsed();
        applied.time_max = applied.time;
    }
    applied
}

/// Applies one shard's lists in order. Only puts are clocked one by one, and only a merge
/// counts as merge time.
fn apply_shard(
    shard: &mut Shard,
    lists: Vec<Vec<Write>>,
    registry: &Registry,
    timing: bool,
) -> ShardApplied {
    let start = timing.then(Instant::now);
    let mut applied = ShardApplied::default();
    for Write { op, id, object } in lists.into_iter().flatten() {
        let t = (timing && op == Op::Put).then(Instant::now);
        if shard.apply(op, id, object, registry) == Applied::Merged {
            applied.merged += 1;
            if let Some(t) = t {
                applied.merge_time += t.elapsed();
            }
        }
    }
    if let Some(start) = start {
        applied.time = start.elapsed();
        applied.time_max = applied.time;
    }
    applied
}
