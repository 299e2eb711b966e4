//! A parsed part of a chunk, routed: per shard of the DAO, the writes on that shard's ids in
//! file order; beside them, in file order, what is tied to no id (versions, bad entries); and
//! the counts, which are sums and so need no order. Routing runs on the parsing threads, so
//! the only single-threaded work between parsing and applying is handing lists over.

use crate::collapse::{CollapseAt, CollapseCause};
use crate::counters::Counters;
use crate::entry::{ParseStats, Step};
use crate::error::EntryErrorKind;
use folio_store::{Id, Object, Op, Sharding};

/// What parsing one frame gives.
pub(crate) enum Parsed {
    Blank,
    Comment,
    Entry {
        line: u32,
        torn: bool,
        step: Step,
        stats: ParseStats,
    },
}

/// One entry that changes an object.
pub(crate) struct Write {
    pub op: Op,
    pub id: Id,
    pub object: Object,
}

/// An entry tied to no id whose effect depends on its place in the file.
pub(crate) enum Ordered {
    /// A `v` record's version: the last one wins.
    Version(String),
    /// A bad entry: kept for reporting while fewer than the error limit are.
    Failed {
        line: u32,
        torn: bool,
        kind: Box<EntryErrorKind>,
    },
}

/// Consecutive frames of a chunk, parsed and routed.
pub(crate) struct Routed {
    /// Per shard (`Sharding::shard_of` of the id), its writes in file order.
    pub writes: Vec<Vec<Write>>,
    /// Versions and bad entries, in file order.
    pub ordered: Vec<Ordered>,
    /// Every counter the frames move, but `put_merged` (known only when applied), `objects`,
    /// `bytes` and `collapsed_objects`. `first_collapse` names file 0: the applier knows
    /// the file.
    pub counters: Counters,
    /// The distinct ids that `p` and `c` entries whose id collapsed landed on (almost always
    /// none, else one or a few).
    pub collapsed_ids: Vec<Id>,
}

impl Routed {
    /// An empty routing for `frames` frames over `sharding`'s shards.
    pub fn new(sharding: Sharding, frames: usize) -> Routed {
        let count = sharding.count();
        // Room for a fair share and then some; a shard with more grows its list once.
        let share = if count == 1 {
            frames
        } else {
            frames / count + frames / (2 * count) + 8
        };
        Routed {
            writes: (0..count).map(|_| Vec::with_capacity(share)).collect(),
            ordered: Vec::new(),
            counters: Counters::default(),
            collapsed_ids: Vec::new(),
        }
    }

    /// Counts `parsed` and puts it where it goes.
    #[inline]
    pub fn push(&mut self, parsed: Parsed, sharding: Sharding) {
        let c = &mut self.counters;
        let (line, torn, step) = match parsed {
            Parsed::Blank => {
                c.blank += 1;
                return;
            }
            Parsed::Comment => {
                c.comments += 1;
                return;
            }
            Parsed::Entry {
                line,
                torn,
                step,
                stats,
            } => {
                if let Some(cause) = stats.collapse {
                    self.collapsed(line, cause, &step);
                }
                let c = &mut self.counters;
                c.unknown_keys += stats.decode.unknown_keys;
                c.type_mismatches += stats.decode.type_mismatches;
                c.fast_path += stats.fast_path;
                c.fallback += stats.fallback;
                (line, torn, step)
            }
        };
        let c = &mut self.counters;
        c.entries += 1;
        match step {
            Step::Apply { op, id, object } => {
                match op {
                    Op::Create => c.create += 1,
                    Op::Put => c.put += 1,
                    Op::Remove => c.remove += 1,
                }
                let shard = sharding.shard_of(&id);
                self.writes[shard].push(Write { op, id, object });
            }
            Step::Version(version) => {
                c.version += 1;
                if let Some(v) = version {
                    self.ordered.push(Ordered::Version(v));
                }
            }
            Step::UnknownOp => c.unknown_op += 1,
            Step::Failed { kind, .. } => {
                c.failed += 1;
                self.ordered.push(Ordered::Failed { line, torn, kind });
            }
        }
    }

    /// Counts an entry whose id collapsed, and the id it landed on.
    #[cold]
    fn collapsed(&mut self, line: u32, cause: CollapseCause, step: &Step) {
        let c = &mut self.counters;
        c.collapsed += 1;
        c.first_collapse.get_or_insert(CollapseAt {
            file: 0,
            line,
            cause,
        });
        if let Step::Apply {
            op: Op::Put | Op::Create,
            id,
            ..
        } = step
        {
            if !self.collapsed_ids.contains(id) {
                self.collapsed_ids.push(id.clone());
            }
        }
    }
}
