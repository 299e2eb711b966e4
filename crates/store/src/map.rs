//! Generic maps: string keys in the order they came, with values.

use crate::value::{Value, ValueRef};
use hashbrown::HashTable;
use std::hash::{BuildHasher, RandomState};

/// An insertion-ordered map of string keys. Re-inserting a key replaces its value in place, so
/// keys keep the position of their first appearance ("key order as merged").
///
/// A vector, not a hash map: objects hold tens of keys, where a linear scan beats hashing and
/// the order is the one the journal wrote.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Map {
    entries: Vec<(Box<str>, Value)>,
}

impl Map {
    pub fn new() -> Map {
        Map::default()
    }

    pub fn with_capacity(n: usize) -> Map {
        Map {
            entries: Vec::with_capacity(n),
        }
    }

    /// Inserts or replaces; a replaced key keeps its position.
    pub fn insert(&mut self, key: Box<str>, value: Value) {
        match self.get_mut(&key) {
            Some(slot) => *slot = value,
            None => self.entries.push((key, value)),
        }
    }

    pub fn get(&self, key: &str) -> Option<ValueRef<'_>> {
        self.entries
            .iter()
            .find(|(k, _)| &**k == key)
            .map(|(_, v)| v.as_ref())
    }

    fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.entries
            .iter_mut()
            .find(|(k, _)| &**k == key)
            .map(|(_, v)| v)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, ValueRef<'_>)> {
        self.entries.iter().map(|(k, v)| (&**k, v.as_ref()))
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Same keys in the same order with [`ValueRef::identical`] values.
    pub fn identical(&self, other: &Map) -> bool {
        self.len() == other.len()
            && self
                .iter()
                .zip(other.iter())
                .all(|((ka, va), (kb, vb))| ka == kb && va.identical(vb))
    }

    pub fn into_entries(self) -> Vec<(Box<str>, Value)> {
        self.entries
    }
}

impl FromIterator<(Box<str>, Value)> for Map {
    /// Collects members with [`Map::insert`]'s rule for a repeated key (first position, last
    /// value), in O(n): the way to build a map from input, which may hold a million keys.
    fn from_iter<I: IntoIterator<Item = (Box<str>, Value)>>(iter: I) -> Map {
        let iter = iter.into_iter();
        let mut map = Map::with_capacity(iter.size_hint().0);
        let mut indexed = Indexed::new(&mut map);
        for (k, v) in iter {
            indexed.insert(k, v);
        }
        map
    }
}

/// A map prepared for many lookups: past [`SCAN_MAX`] keys it is indexed by a hash of its keys
/// once, so looking up each of n keys costs O(n) in all rather than a scan each. For code
/// that looks up every key of one large map in another (a `p` delta against the old object).
#[derive(Debug)]
pub struct Lookup<'a> {
    map: &'a Map,
    index: Option<KeyIndex>,
}

impl<'a> Lookup<'a> {
    /// The value under `key`, as [`Map::get`].
    pub fn get(&self, key: &str) -> Option<ValueRef<'a>> {
        let entries = &self.map.entries;
        let i = match &self.index {
            None => entries.iter().position(|(k, _)| &**k == key),
            Some(index) => index.find(entries, key),
        }?;
        Some(entries[i].1.as_ref())
    }
}

impl Map {
    /// The map prepared for many lookups (see [`Lookup`]).
    pub fn lookup(&self) -> Lookup<'_> {
        Lookup {
            map: self,
            index: (self.len() > SCAN_MAX).then(|| KeyIndex::new(&self.entries, 0)),
        }
    }
}

/// Up to this many keys, [`Indexed`] and [`Lookup`] find a key by a scan, which beats hashing
/// for the tens of keys objects usually hold; past it, by a hash index.
const SCAN_MAX: usize = 32;

/// A map being built or merged into key by key, with [`Map::insert`]'s meaning, in O(n) in
/// all: once the map holds more than [`SCAN_MAX`] keys, keys are found through a hash index of
/// their positions rather than a scan, which would make a map of n keys from a client cost
/// O(n²).
pub(crate) struct Indexed<'a> {
    map: &'a mut Map,
    index: Option<KeyIndex>,
}

/// Positions of a map's entries, by the hash of their key. The hasher is std's randomly keyed
/// SipHash rather than the store's fixed FxHash: the keys come from clients, and keys chosen
/// to collide under a fixed hash would make every lookup a scan again.
#[derive(Debug)]
struct KeyIndex {
    table: HashTable<usize>,
    state: RandomState,
}

impl KeyIndex {
    /// `entries` indexed, with room for `capacity` entries in all.
    fn new(entries: &[(Box<str>, Value)], capacity: usize) -> Self {
        let mut index = KeyIndex {
            table: HashTable::with_capacity(capacity.max(entries.len())),
            state: RandomState::new(),
        };
        for i in 0..entries.len() {
            index.add(entries, i);
        }
        index
    }

    /// Indexes `entries[i]`, whose key no other indexed entry has.
    fn add(&mut self, entries: &[(Box<str>, Value)], i: usize) {
        let state = &self.state;
        self.table
            .insert_unique(state.hash_one(&*entries[i].0), i, |&j| {
                state.hash_one(&*entries[j].0)
            });
    }

    /// The position of `key` in `entries`.
    fn find(&self, entries: &[(Box<str>, Value)], key: &str) -> Option<usize> {
        self.table
            .find(self.state.hash_one(key), |&i| &*entries[i].0 == key)
            .copied()
    }
}

impl<'a> Indexed<'a> {
    pub(crate) fn new(map: &'a mut Map) -> Self {
        let index =
            (map.len() > SCAN_MAX).then(|| KeyIndex::new(&map.entries, map.entries.capacity()));
        Indexed { map, index }
    }

    /// The position of `key` in the map.
    pub(crate) fn position(&self, key: &str) -> Option<usize> {
        let entries = &self.map.entries;
        match &self.index {
            None => entries.iter().position(|(k, _)| &**k == key),
            Some(index) => index.find(entries, key),
        }
    }

    /// The value at `position`.
    pub(crate) fn value_mut(&mut self, position: usize) -> &mut Value {
        &mut self.map.entries[position].1
    }

    /// Appends a member whose key the map does not hold (see [`position`](Self::position)).
    pub(crate) fn push_new(&mut self, key: Box<str>, value: Value) {
        let entries = &mut self.map.entries;
        entries.push((key, value));
        match &mut self.index {
            Some(index) => index.add(entries, entries.len() - 1),
            None if entries.len() > SCAN_MAX => {
                self.index = Some(KeyIndex::new(entries, entries.capacity()));
            }
            None => {}
        }
    }

    /// [`Map::insert`].
    pub(crate) fn insert(&mut self, key: Box<str>, value: Value) {
        match self.position(&key) {
            Some(i) => *self.value_mut(i) = value,
            None => self.push_new(key, value),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Collecting (through the hash index past `SCAN_MAX` keys) means what inserting one by
    /// one means, and a `Lookup` finds what `get` finds, on both sides of the threshold.
    #[test]
    fn collect_agrees_with_insert() {
        for n in [0, 1, SCAN_MAX, SCAN_MAX + 1, 100, 2_000] {
            for dup_every in [0, 1, 3, 7] {
                let entries: Vec<(Box<str>, Value)> = (0..n)
                    .map(|i| {
                        let k = if dup_every > 0 && i % (dup_every + 1) == dup_every {
                            format!("k{}", i / 2)
                        } else {
                            format!("k{i}")
                        };
                        (k.into(), Value::Int(i as i64))
                    })
                    .collect();
                let mut want = Map::new();
                for (k, v) in entries.clone() {
                    want.insert(k, v);
                }
                let got: Map = entries.into_iter().collect();
                assert_eq!(got, want, "n={n} dup_every={dup_every}");
                let lookup = got.lookup();
                for key in (0..n + 1).map(|i| format!("k{i}")) {
                    assert_eq!(lookup.get(&key), got.get(&key), "n={n} key={key}");
                }
            }
        }
    }

    /// 200,000 keys collect in linear time (a scan per key took far longer than a test run).
    #[test]
    fn many_keys_collect() {
        let started = std::time::Instant::now();
        let map: Map = (0..200_000)
            .map(|i| (format!("k{}", i - i % 2).into(), Value::Int(i)))
            .collect();
        eprintln!("collect, 200,000 members: {:?}", started.elapsed());
        assert_eq!(map.len(), 100_000);
        assert_eq!(map.iter().nth(1), Some(("k2", ValueRef::Int(3))));
    }

    #[test]
    fn reinsert_keeps_first_position_and_last_value() {
        let mut m = Map::new();
        m.insert("a".into(), Value::Int(1));
        m.insert("b".into(), Value::Int(2));
        m.insert("a".into(), Value::Int(3));
        let got: Vec<_> = m
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_value()))
            .collect();
        assert_eq!(
            got,
            vec![
                ("a".to_string(), Value::Int(3)),
                ("b".to_string(), Value::Int(2))
            ]
        );
    }
}
