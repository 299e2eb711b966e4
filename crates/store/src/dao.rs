//! One DAO: id -> object, changed only by [`Dao::apply`] or, shard by shard, by
//! [`Shard::apply`] (the `c` / `p` / `r` rules of docs/format.md, "Ids and merging").

use crate::base::Base;
use crate::id::Id;
use crate::index::Index;
use crate::object::Object;
use crate::op::{Applied, Op};
use crate::shard::{Shard, Sharding};
use folio_models::Registry;
use std::sync::atomic::{AtomicU64, Ordering};

/// Where the next DAO's [`Dao::changes`] starts.
static NEXT_START: AtomicU64 = AtomicU64::new(0);

/// A named collection of objects keyed by id, held in a fixed number of shards chosen by the
/// id's hash ([`Sharding`]; one unless asked for more). The shards change what can be applied
/// at once, never what the DAO holds: `get`, `len`, `iter` and `sorted` see one collection.
#[derive(Debug)]
pub struct Dao {
    name: Box<str>,
    sharding: Sharding,
    /// `sharding.count()` shards; an id lives in `shards[sharding.shard_of(id)]`.
    shards: Box<[Shard]>,
    version: Option<Box<str>>,
    /// Hash indexes by property, kept in step by `apply`.
    indexes: Vec<Index>,
    /// Counts the calls that may have changed the objects: see [`Dao::changes`].
    changes: u64,
    /// The objects a snapshot's mapping holds, under the shards: an id found in a shard (or
    /// shadowed) is the shard's; see `base.rs`.
    base: Option<Box<Base>>,
}

impl Default for Dao {
    fn default() -> Dao {
        Dao::new("")
    }
}

impl Dao {
    /// A DAO in one shard.
    pub fn new(name: &str) -> Dao {
        Dao::with_sharding(name, Sharding::ONE)
    }

    /// A DAO split into `sharding.count()` shards, so that [`Dao::shards_mut`] lets that many
    /// threads apply entries at once.
    pub fn with_sharding(name: &str, sharding: Sharding) -> Dao {
        Dao {
            name: name.into(),
            sharding,
            shards: (0..sharding.count())
                .map(|i| Shard::new(sharding, i))
                .collect(),
            version: None,
            indexes: Vec::new(),
            // Each DAO counts from a start of its own, 2^40 changes apart, so that the
            // numbers of a DAO and of one put in its place never meet.
            changes: NEXT_START.fetch_add(1 << 40, Ordering::Relaxed),
            base: None,
        }
    }

    /// A DAO whose objects are `base`'s, read from it as they are asked for; every change
    /// goes to its shards. It lends no shards ([`Dao::shards_mut`] is `None`): each change
    /// first moves the object it changes out of the base.
    pub fn with_base(name: &str, sharding: Sharding, base: Base) -> Dao {
        let mut dao = Dao::with_sharding(name, sharding);
        dao.base = Some(Box::new(base));
        dao
    }

    /// The mapped objects the DAO started with, if it was opened that way.
    pub fn base(&self) -> Option<&Base> {
        self.base.as_deref()
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// How ids are spread over the shards.
    pub fn sharding(&self) -> Sharding {
        self.sharding
    }

    /// The shards, each to be changed by its own thread with [`Shard::apply`], given only the
    /// ids that [`Sharding::shard_of`] maps to it. `None` once the DAO has an index: a shard
    /// cannot keep the DAO's indexes in step, so an indexed DAO changes only through
    /// [`Dao::apply`].
    pub fn shards_mut(&mut self) -> Option<&mut [Shard]> {
        self.changes += 1;
        (self.indexes.is_empty() && self.base.is_none()).then_some(&mut *self.shards)
    }

    /// Sizes the tables for `objects` live objects in all, spread over the shards as ids
    /// spread, so that they do not grow (rehash) while the DAO fills up to that. A DAO that
    /// already has room does not shrink.
    pub fn reserve_total(&mut self, objects: usize) {
        let count = self.shards.len();
        let share = objects.div_ceil(count);
        // Ids fall on shards at random: leave room for a shard four standard deviations over
        // its share (about 2 sqrt(share) for two shards, sqrt(share) for many).
        let slack = if count == 1 { 0 } else { 4 * share.isqrt() };
        for shard in self.shards.iter_mut() {
            shard.reserve_total(share + slack);
        }
    }

    /// Applies one operation to the object with id `id`: `Create` inserts or replaces (no
    /// merge), `Put` inserts or merges `object` into the old one (present properties overwrite,
    /// nested FObjects merge, see [`crate::merge`]), `Remove` removes (`object` is not kept; a
    /// missing id is a no-op). One hash lookup in every case (two with more than one shard:
    /// the id's shard, then its slot), plus the upkeep of the indexes when the DAO has any.
    #[inline]
    pub fn apply(&mut self, op: Op, id: Id, object: Object, registry: &Registry) -> Applied {
        self.changes += 1;
        let shard = self.sharding.shard_of(&id);
        if let Some(base) = &mut self.base {
            // The object moves to its shard as it is: the indexes already hold its values.
            if let Some(old) = base.take(&id) {
                self.shards[shard].apply(Op::Create, id.clone(), old, registry);
            }
        }
        if !self.indexes.is_empty() {
            return self.apply_indexed(shard, op, id, object, registry);
        }
        self.shards[shard].apply(op, id, object, registry)
    }

    /// `apply` with every index moved from the old object's values to the new one's.
    #[cold]
    fn apply_indexed(
        &mut self,
        shard: usize,
        op: Op,
        id: Id,
        object: Object,
        registry: &Registry,
    ) -> Applied {
        let shard = &mut self.shards[shard];
        if let Some(old) = shard.get(&id) {
            for index in &mut self.indexes {
                index.remove(&id, old, registry);
            }
        }
        let key = id.clone();
        let applied = shard.apply(op, id, object, registry);
        if let Some(new) = shard.get(&key) {
            for index in &mut self.indexes {
                index.insert(&key, new, registry);
            }
        }
        applied
    }

    pub fn get(&self, id: &Id) -> Option<&Object> {
        self.get_key_value(id).map(|(_, object)| object)
    }

    /// The stored id and object for `id`.
    pub fn get_key_value(&self, id: &Id) -> Option<(&Id, &Object)> {
        let found = self.shards[self.sharding.shard_of(id)].get_key_value(id);
        match &self.base {
            Some(base) if found.is_none() => base.get_key_value(id),
            _ => found,
        }
    }

    /// Indexes the field `property` (a canonical property name, or a generic object's key) of
    /// every object, now and after every later `apply`. Indexing a field twice does nothing.
    /// Costs one pass over the objects.
    pub fn add_index(&mut self, property: &str, registry: &Registry) {
        if self.index(property).is_some() {
            return;
        }
        let mut index = Index::new(property);
        for (id, object) in self.iter() {
            index.insert(id, object, registry);
        }
        self.indexes.push(index);
    }

    /// The properties the DAO indexes, in the order they were added.
    pub fn indexed(&self) -> impl Iterator<Item = &str> {
        self.indexes.iter().map(Index::property)
    }

    /// The index of `property`, if the DAO has one.
    pub fn index(&self, property: &str) -> Option<&Index> {
        self.indexes.iter().find(|i| i.property() == property)
    }

    pub fn len(&self) -> usize {
        let base = self.base.as_ref().map_or(0, |b| b.live());
        base + self.shards.iter().map(Shard::len).sum::<usize>()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every (id, object), in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&Id, &Object)> {
        let base = self.base.iter().flat_map(|b| b.iter());
        base.chain(self.shards.iter().flat_map(Shard::iter))
    }

    /// The (id, object)s the shards hold, in no particular order: with a base, what changed
    /// since it was mapped (a removed object is in neither); without, every object.
    pub fn overlay(&self) -> impl Iterator<Item = (&Id, &Object)> {
        self.shards.iter().flat_map(Shard::iter)
    }

    /// Every (id, object), in no particular order, collected: the objects of a base not yet
    /// decoded are decoded on every thread first ([`Base::decode_all`]).
    pub fn collect_all(&self) -> Vec<(&Id, &Object)> {
        if let Some(base) = &self.base {
            base.decode_all();
        }
        self.iter().collect()
    }

    /// Every (id, object) sorted by id (the export order).
    pub fn sorted(&self) -> Vec<(&Id, &Object)> {
        if let Some(base) = &self.base {
            base.decode_all();
        }
        let mut all: Vec<_> = Vec::with_capacity(self.len());
        all.extend(self.iter());
        all.sort_unstable_by(|a, b| a.0.cmp(b.0));
        all
    }

    /// A number that grows whenever the objects may have changed (every `apply`, every lending
    /// of the shards), from a start no other DAO of the process shares: the same number twice
    /// means the same objects, so what was worked out from them (a table's columns) can be
    /// kept until it moves.
    pub fn changes(&self) -> u64 {
        self.changes
    }

    /// The version a `v` entry recorded last.
    pub fn version(&self) -> Option<&str> {
        self.version.as_deref()
    }

    /// Records the version a `v` entry gives.
    pub fn set_version(&mut self, version: &str) {
        self.version = Some(version.into());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;
    use crate::object::Class;
    use crate::value::Value;

    fn object(pairs: &[(&str, i64)]) -> Object {
        let mut map = Map::new();
        for (key, value) in pairs {
            map.insert((*key).into(), Value::Int(*value));
        }
        Object::generic(Class::Anonymous, map)
    }

    fn keys(dao: &Dao, id: i64) -> Vec<String> {
        match &dao.get(&Id::Int(id)).unwrap().fields {
            crate::Fields::Generic(map) => map.iter().map(|(k, _)| k.to_string()).collect(),
            crate::Fields::Typed(_) => unreachable!("generic objects only here"),
        }
    }

    #[test]
    fn apply_follows_the_c_p_r_rules() {
        let reg = Registry::empty();
        let mut dao = Dao::new("t");
        let id = || Id::Int(1);
        let put = Op::Put;
        assert_eq!(
            dao.apply(put, id(), object(&[("id", 1), ("a", 1)]), &reg),
            Applied::Inserted
        );
        assert_eq!(
            dao.apply(put, id(), object(&[("id", 1), ("b", 2)]), &reg),
            Applied::Merged
        );
        assert_eq!(keys(&dao, 1), ["id", "a", "b"]);
        // `c` replaces whole: `a` and `b` go.
        let replaced = dao.apply(Op::Create, id(), object(&[("id", 1), ("c", 3)]), &reg);
        assert_eq!(replaced, Applied::Replaced);
        assert_eq!(keys(&dao, 1), ["id", "c"]);
        let fresh = dao.apply(Op::Create, Id::Int(2), object(&[("id", 2)]), &reg);
        assert_eq!(fresh, Applied::Inserted);
        assert_eq!(
            dao.apply(Op::Remove, id(), object(&[("id", 1)]), &reg),
            Applied::Removed
        );
        assert_eq!(
            dao.apply(Op::Remove, id(), object(&[("id", 1)]), &reg),
            Applied::Absent
        );
        assert!(dao.get(&id()).is_none());
        assert_eq!(dao.len(), 1);
    }

    /// 2,000 operations on 50 ids, all through `Dao::apply` into one shard, and routed by
    /// `Sharding::shard_of` into the `Shard`s of a DAO of 1, 3 and 8 shards: the same objects,
    /// the same `Applied` for every operation, and an indexed sharded DAO agrees too.
    #[test]
    fn shards_hold_what_one_table_holds() {
        let reg = Registry::empty();
        let ops: Vec<(Op, i64, i64)> = (0..2_000i64)
            .map(|i| {
                let op = [Op::Put, Op::Put, Op::Create, Op::Remove][(i * 7 % 4) as usize];
                (op, i * 13 % 50, i)
            })
            .collect();
        let mut one = Dao::new("t");
        let want: Vec<Applied> = ops
            .iter()
            .map(|&(op, id, v)| one.apply(op, Id::Int(id), object(&[("id", id), ("v", v)]), &reg))
            .collect();
        for count in [1, 3, 8] {
            let sharding = Sharding::new(count);
            let mut dao = Dao::with_sharding("t", sharding);
            dao.reserve_total(50);
            let shards = dao.shards_mut().expect("no index yet");
            let got: Vec<Applied> = ops
                .iter()
                .map(|&(op, n, v)| {
                    let id = Id::Int(n);
                    let shard = &mut shards[sharding.shard_of(&id)];
                    shard.apply(op, id, object(&[("id", n), ("v", v)]), &reg)
                })
                .collect();
            assert_eq!(got, want, "{count} shards");
            assert_eq!(dao.len(), one.len());
            assert_eq!(format!("{:?}", dao.sorted()), format!("{:?}", one.sorted()));
            for id in 0..50 {
                let id = Id::Int(id);
                assert_eq!(format!("{:?}", dao.get(&id)), format!("{:?}", one.get(&id)));
            }

            dao.add_index("v", &reg);
            assert!(
                dao.shards_mut().is_none(),
                "an indexed DAO keeps its shards"
            );
            dao.apply(Op::Put, Id::Int(7), object(&[("id", 7), ("v", -1)]), &reg);
            let index = dao.index("v").unwrap();
            let found = index.candidates(&Value::Int(-1)).unwrap().count();
            assert_eq!(found, 1, "{count} shards: the index follows apply");
        }
    }
}
