//! A DAO's objects split by id over a fixed number of shards, so that entries on different ids
//! can be applied by different threads at once while the entries of one id keep their order:
//! operations on different ids commute, and every id lives in exactly one shard.

use crate::id::Id;
use crate::map::Map;
use crate::merge::merge;
use crate::object::{Fields, Object};
use crate::op::{Applied, Op};
use folio_models::Registry;
use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHasher};
use std::hash::{BuildHasher, Hash, Hasher};

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
///
/// The pairs live in a dense vector, found through a hash table of their positions. A table
/// doubles when it fills to seven eighths, so after a doubling half its buckets are empty: a
/// table of the pairs themselves (57 bytes a bucket) held 1M objects in 2^21 buckets, 120 MB
/// for 56 MB of pairs. Positions take 5 bytes a bucket (10.5 MB there), and the vector's
/// spare room, never written, is never faulted in.
///
/// **Invariant:** `positions` holds each index of `entries` exactly once, under the hash of
/// that entry's id; no two entries have equal ids.
#[derive(Debug)]
pub struct Shard {
    positions: HashTable<u32>,
    entries: Vec<(Id, Object)>,
    /// The DAO's sharding and this shard's place in it, to check that ids come to their shard.
    sharding: Sharding,
    index: u32,
}

/// The hash the tables are keyed by: the same hasher as [`Sharding::shard_of`] (whose mixing
/// step keeps one shard's ids spread over its buckets and tags).
#[inline]
fn hash_of(id: &Id) -> u64 {
    FxBuildHasher.hash_one(id)
}

/// `object` as a DAO keeps it: a generic object's members in the shape every map of the same
/// keys shares (`Map::seal`). Only what is stored is sealed: a `p` entry's delta, merged and
/// dropped, would only fill the table of shapes with key subsets.
fn stored(mut object: Object) -> Object {
    if let Fields::Generic(map) = &mut object.fields {
        map.seal();
    }
    object
}

/// `entries.len()` as a position. A shard holds fewer than 2^32 objects: their pairs alone
/// would take 240 GB.
#[inline]
fn next_position(entries: &[(Id, Object)]) -> u32 {
    u32::try_from(entries.len()).expect("a shard holds fewer than 2^32 objects")
}

impl Shard {
    pub(crate) fn new(sharding: Sharding, index: usize) -> Shard {
        Shard {
            positions: HashTable::new(),
            entries: Vec::new(),
            sharding,
            index: index as u32,
        }
    }

    /// Applies one operation to the object with id `id`, which must belong to this shard
    /// (`sharding.shard_of(&id)` is its index): `Create` inserts or replaces (no merge), `Put`
    /// inserts or merges `object` into the old one (present properties overwrite, nested
    /// FObjects merge, see [`merge`]), `Remove` removes (`object` is not kept; a missing id is
    /// a no-op). One hash lookup in every case (a remove that moves the last pair into the
    /// hole takes a second, for that pair's position). It keeps no index up to date: the DAO
    /// hands out its shards only while it has none ([`crate::Dao::shards_mut`]).
    #[inline]
    pub fn apply(&mut self, op: Op, id: Id, object: Object, registry: &Registry) -> Applied {
        debug_assert_eq!(
            self.sharding.shard_of(&id),
            self.index as usize,
            "an id applied to a shard it does not belong to"
        );
        let hash = hash_of(&id);
        let entries = &mut self.entries;
        let found = self
            .positions
            .find(hash, |&at| entries[at as usize].0 == id)
            .map(|&at| at as usize);
        match (op, found) {
            (Op::Create, Some(at)) => {
                entries[at].1 = stored(object);
                Applied::Replaced
            }
            (Op::Put, Some(at)) => {
                let slot = &mut entries[at].1;
                // A class-less empty map allocates nothing: a free placeholder while merging.
                let placeholder = Object::generic(crate::Class::Anonymous, Map::new());
                let old = std::mem::replace(slot, placeholder);
                *slot = merge(old, object, registry);
                Applied::Merged
            }
            (Op::Create | Op::Put, None) => {
                let at = next_position(entries);
                entries.push((id, stored(object)));
                self.positions
                    .insert_unique(hash, at, |&p| hash_of(&entries[p as usize].0));
                Applied::Inserted
            }
            (Op::Remove, Some(at)) => {
                self.remove_at(hash, at);
                Applied::Removed
            }
            (Op::Remove, None) => Applied::Absent,
        }
    }

    /// Removes the pair at `at`, whose id hashes to `hash`, and moves the last pair into its
    /// place.
    fn remove_at(&mut self, hash: u64, at: usize) {
        self.positions
            .find_entry(hash, |&p| p as usize == at)
            .expect("every pair has its position")
            .remove();
        self.entries.swap_remove(at);
        if let Some((moved, _)) = self.entries.get(at) {
            let from = next_position(&self.entries);
            let to = at as u32;
            *self
                .positions
                .find_mut(hash_of(moved), |&p| p == from)
                .expect("every pair has its position") = to;
        }
    }

    pub fn get(&self, id: &Id) -> Option<&Object> {
        self.get_key_value(id).map(|(_, object)| object)
    }

    pub(crate) fn get_key_value(&self, id: &Id) -> Option<(&Id, &Object)> {
        let at = *self
            .positions
            .find(hash_of(id), |&at| self.entries[at as usize].0 == *id)?;
        let (id, object) = &self.entries[at as usize];
        Some((id, object))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Room for `objects` objects in all, so the table does not grow (rehash) before then.
    /// Room the allocator refuses is not an error: the table then grows as it fills.
    pub fn reserve_total(&mut self, objects: usize) {
        let more = objects.saturating_sub(self.entries.len());
        let entries = &self.entries;
        let _ = self
            .positions
            .try_reserve(more, |&p| hash_of(&entries[p as usize].0));
        let _ = self.entries.try_reserve_exact(more);
    }

    /// How many objects the table holds before it must grow.
    pub fn capacity(&self) -> usize {
        self.positions.capacity()
    }

    /// Every (id, object), in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&Id, &Object)> {
        self.entries.iter().map(|(id, object)| (id, object))
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
