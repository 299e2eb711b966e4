//! A DAO's objects split by id over a fixed number of shards, so that entries on different ids
//! can be applied by different threads at once while the entries of one id keep their order:
//! operations on different ids commute, and every id lives in exactly one shard.

use crate::id::Id;
use crate::merge::merge;
use crate::object::Object;
use crate::op::{Applied, Op};
use crate::value::Map;
use folio_models::Registry;
use rustc_hash::{FxHashMap, FxHasher};
use std::collections::hash_map::Entry;
use std::hash::{Hash, Hasher};

/// The most shards a DAO is split into: far more than threads that can usefully apply.
pub const MAX_SHARDS: usize = 256;

/// Which shard an id lives in: a hash of the id reduced to a fixed shard count. A pure
/// function of the id and the count (no seed), so routing can be computed on any thread,
/// before the DAO is at hand, and always agrees with [`crate::Dao::apply`]'s own choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sharding {
    count: u32,
}

impl Sharding {
    /// One shard: no routing, no hash computed for it.
    pub const ONE: Sharding = Sharding { count: 1 };

    /// `count` shards, at least one and at most [`MAX_SHARDS`].
    pub fn new(count: usize) -> Sharding {
        Sharding {
            count: count.clamp(1, MAX_SHARDS) as u32,
        }
    }

    pub fn count(self) -> usize {
        self.count as usize
    }

    /// The shard of `id`, in `0..count()`.
    #[inline]
    pub fn shard_of(self, id: &Id) -> usize {
        if self.count == 1 {
            return 0;
        }
        let mut hasher = FxHasher::default();
        id.hash(&mut hasher);
        let hash = hasher.finish();
        // Each shard's table hashes the id with this same hasher, picks buckets by the hash's
        // low bits and tags them with its top seven. Mixing all 64 bits once more before
        // taking the shard keeps the ids of one shard spread over its buckets and tags.
        let mixed = (hash ^ (hash >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (((mixed >> 32) * u64::from(self.count)) >> 32) as usize
    }
}

/// One shard of a DAO: the objects whose ids [`Sharding::shard_of`] maps to it. Changed only by
/// [`Shard::apply`], the `c` / `p` / `r` rules of docs/format.md ("Ids and merging").
#[derive(Debug)]
pub struct Shard {
    objects: FxHashMap<Id, Object>,
    /// The DAO's sharding and this shard's place in it, to check that ids come to their shard.
    sharding: Sharding,
    index: u32,
}

impl Shard {
    pub(crate) fn new(sharding: Sharding, index: usize) -> Shard {
        Shard {
            objects: FxHashMap::default(),
            sharding,
            index: index as u32,
        }
    }

    /// Applies one operation to the object with id `id`, which must belong to this shard
    /// (`sharding.shard_of(&id)` is its index): `Create` inserts or replaces (no merge), `Put`
    /// inserts or merges `object` into the old one (present properties overwrite, nested
    /// FObjects merge, see [`merge`]), `Remove` removes (`object` is not kept; a missing id is
    /// a no-op). One hash lookup in every case. It keeps no index up to date: the DAO hands
    /// out its shards only while it has none ([`crate::Dao::shards_mut`]).
    #[inline]
    pub fn apply(&mut self, op: Op, id: Id, object: Object, registry: &Registry) -> Applied {
        debug_assert_eq!(
            self.sharding.shard_of(&id),
            self.index as usize,
            "an id applied to a shard it does not belong to"
        );
        match op {
            Op::Create => match self.objects.insert(id, object) {
                None => Applied::Inserted,
                Some(_) => Applied::Replaced,
            },
            Op::Put => match self.objects.entry(id) {
                Entry::Occupied(mut slot) => {
                    // A class-less empty map allocates nothing: a free placeholder while merging.
                    let placeholder = Object::generic(crate::Class::Anonymous, Map::new());
                    let old = std::mem::replace(slot.get_mut(), placeholder);
                    *slot.get_mut() = merge(old, object, registry);
                    Applied::Merged
                }
                Entry::Vacant(slot) => {
                    slot.insert(object);
                    Applied::Inserted
                }
            },
            Op::Remove => match self.objects.remove(&id) {
                Some(_) => Applied::Removed,
                None => Applied::Absent,
            },
        }
    }

    pub fn get(&self, id: &Id) -> Option<&Object> {
        self.objects.get(id)
    }

    pub(crate) fn get_key_value(&self, id: &Id) -> Option<(&Id, &Object)> {
        self.objects.get_key_value(id)
    }

    pub fn len(&self) -> usize {
        self.objects.len()
    }

    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// Room for `objects` objects in all, so the table does not grow (rehash) before then.
    /// Room the allocator refuses is not an error: the table then grows as it fills.
    pub fn reserve_total(&mut self, objects: usize) {
        let more = objects.saturating_sub(self.objects.len());
        let _ = self.objects.try_reserve(more);
    }

    /// How many objects the table holds before it must grow.
    pub fn capacity(&self) -> usize {
        self.objects.capacity()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&Id, &Object)> {
        self.objects.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_has_one_shard_and_ids_spread_over_all_shards() {
        for count in [1, 2, 3, 8, 16] {
            let sharding = Sharding::new(count);
            let mut per_shard = vec![0u32; count];
            for i in 0..16_000 {
                let id = Id::Int(i);
                let shard = sharding.shard_of(&id);
                assert_eq!(shard, sharding.shard_of(&id.clone()));
                per_shard[shard] += 1;
            }
            let fair = 16_000 / count as u32;
            for (shard, n) in per_shard.iter().enumerate() {
                assert!(
                    n.abs_diff(fair) < fair / 8,
                    "{count} shards: shard {shard} got {n} of 16000 ids"
                );
            }
        }
        assert_eq!(Sharding::new(0).count(), 1);
        assert_eq!(Sharding::new(100_000).count(), MAX_SHARDS);
    }
}
