//! One DAO: id -> object, changed only by [`Dao::apply`] (the `c` / `p` / `r` rules of
//! docs/format.md, "Ids and merging").

use crate::id::Id;
use crate::index::Index;
use crate::merge::merge;
use crate::object::Object;
use crate::op::{Applied, Op};
use crate::value::Map;
use folio_models::Registry;
use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry;

/// A named collection of objects keyed by id.
#[derive(Debug, Default)]
pub struct Dao {
    name: Box<str>,
    objects: FxHashMap<Id, Object>,
    version: Option<Box<str>>,
    /// Hash indexes by property, kept in step by `apply`.
    indexes: Vec<Index>,
}

impl Dao {
    pub fn new(name: &str) -> Dao {
        Dao {
            name: name.into(),
            ..Dao::default()
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// Applies one operation to the object with id `id`: `Create` inserts or replaces (no
    /// merge), `Put` inserts or merges `object` into the old one (present properties overwrite,
    /// nested FObjects merge, see [`merge`]), `Remove` removes (`object` is not kept; a missing
    /// id is a no-op). One hash lookup in every case, plus the upkeep of the indexes when the
    /// DAO has any.
    #[inline]
    pub fn apply(&mut self, op: Op, id: Id, object: Object, registry: &Registry) -> Applied {
        if !self.indexes.is_empty() {
            return self.apply_indexed(op, id, object, registry);
        }
        self.apply_unindexed(op, id, object, registry)
    }

    /// `apply` with every index moved from the old object's values to the new one's.
    #[cold]
    fn apply_indexed(&mut self, op: Op, id: Id, object: Object, registry: &Registry) -> Applied {
        if let Some(old) = self.objects.get(&id) {
            for index in &mut self.indexes {
                index.remove(&id, old, registry);
            }
        }
        let key = id.clone();
        let applied = self.apply_unindexed(op, id, object, registry);
        if let Some(new) = self.objects.get(&key) {
            for index in &mut self.indexes {
                index.insert(&key, new, registry);
            }
        }
        applied
    }

    #[inline]
    fn apply_unindexed(&mut self, op: Op, id: Id, object: Object, registry: &Registry) -> Applied {
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

    /// The stored id and object for `id`.
    pub fn get_key_value(&self, id: &Id) -> Option<(&Id, &Object)> {
        self.objects.get_key_value(id)
    }

    /// Indexes the field `property` (a canonical property name, or a generic object's key) of
    /// every object, now and after every later `apply`. Indexing a field twice does nothing.
    /// Costs one pass over the objects.
    pub fn add_index(&mut self, property: &str, registry: &Registry) {
        if self.index(property).is_some() {
            return;
        }
        let mut index = Index::new(property);
        for (id, object) in &self.objects {
            index.insert(id, object, registry);
        }
        self.indexes.push(index);
    }

    /// The index of `property`, if the DAO has one.
    pub fn index(&self, property: &str) -> Option<&Index> {
        self.indexes.iter().find(|i| i.property() == property)
    }

    pub fn len(&self) -> usize {
        self.objects.len()
    }

    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// Every (id, object), in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&Id, &Object)> {
        self.objects.iter()
    }

    /// Every (id, object) sorted by id (the export order).
    pub fn sorted(&self) -> Vec<(&Id, &Object)> {
        let mut all: Vec<_> = self.objects.iter().collect();
        all.sort_unstable_by(|a, b| a.0.cmp(b.0));
        all
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
}
