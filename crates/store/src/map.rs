//! Generic maps: string keys in the order they came, with values. A map stored in a DAO keeps
//! its keys in a [`Shape`] it shares with every map of the same keys and its values in a
//! [`Record`] of one slot per key ([`Map::seal`]); a map being built or merged holds its keys
//! and values itself.

use crate::record::{Record, RecordBuilder};
use crate::shape::{shape_of, Shape};
use crate::value::{Value, ValueRef};
use hashbrown::HashTable;
use std::hash::{BuildHasher, RandomState};

/// An insertion-ordered map of string keys. Re-inserting a key replaces its value in place, so
/// keys keep the position of their first appearance ("key order as merged").
///
/// A vector, not a hash map: objects hold tens of keys, where a linear scan beats hashing and
/// the order is the one the journal wrote.
#[derive(Clone)]
pub struct Map {
    repr: Repr,
}

#[derive(Clone)]
enum Repr {
    /// A shape's keys, and a record of their values in the same order, every slot set.
    Shaped(&'static Shape, Record),
    /// Any other map: `None` when empty (a placeholder allocates nothing), boxed otherwise,
    /// so that a map is no larger than a shape and a record: 24 bytes in the box every
    /// generic object holds its map in.
    Other(Option<Box<Other>>),
}

#[derive(Clone)]
enum Other {
    /// Keys and values: a map as built or merged, or one no shape fits.
    Entries(Vec<(Box<str>, Value)>),
    /// Some of a shape's keys, in any order: a `p` delta of some of a class's keys, as the
    /// decoder reads it ([`Map::from_some`]), written over a map of that shape slot by slot
    /// as a typed delta is. Never stored: [`Map::seal`] gives it a shape of its own keys.
    /// Boxed again, so that a map of entries (a map no shape fits) takes no more room.
    Subset(Box<Subset>),
}

/// The size of what a map that is not sealed holds in its box (a test keeps it small).
#[cfg(test)]
pub(crate) const OTHER_SIZE: usize = std::mem::size_of::<Other>();

/// How a map holds its members, for reading them.
enum View<'a> {
    Entries(&'a [(Box<str>, Value)]),
    Shaped(&'static Shape, &'a Record),
    Subset(&'a Subset),
}

/// The members of an [`Other::Subset`] map.
#[derive(Clone)]
struct Subset {
    shape: &'static Shape,
    /// As wide as the shape; the members' slots set, no other.
    record: Record,
    /// The members' positions in the shape, in the map's order (a shape has at most 256 keys).
    order: Box<[u8]>,
}

/// A shape, as [`Map::existing_shape`] finds it.
#[derive(Debug, Clone, Copy)]
pub struct ShapeRef(&'static Shape);

impl ShapeRef {
    /// How many keys.
    pub fn len(self) -> usize {
        self.0.len()
    }

    /// Whether it has no keys (no shape has none).
    pub fn is_empty(self) -> bool {
        self.0.len() == 0
    }

    /// Its key at `index`.
    ///
    /// # Panics
    /// If `index` is not below [`len`](ShapeRef::len).
    pub fn key(self, index: usize) -> &'static str {
        &self.0.keys()[index]
    }

    /// The position of `key`, if the shape has it.
    pub fn position(self, key: &str) -> Option<usize> {
        self.0.position(key)
    }

    /// Whether both are the one shape (shapes are interned: one per key sequence).
    pub fn same(self, other: ShapeRef) -> bool {
        std::ptr::eq(self.0, other.0)
    }
}

/// Why a shaped map's slot is always there.
const SET: &str = "a shaped map sets every slot";

impl Map {
    pub fn new() -> Map {
        Map::with_capacity(0)
    }

    pub fn with_capacity(n: usize) -> Map {
        match n {
            0 => Map {
                repr: Repr::Other(None),
            },
            _ => Map::of_entries(Vec::with_capacity(n)),
        }
    }

    fn of_entries(entries: Vec<(Box<str>, Value)>) -> Map {
        Map {
            repr: Repr::Other(Some(Box::new(Other::Entries(entries)))),
        }
    }

    fn view(&self) -> View<'_> {
        match &self.repr {
            Repr::Shaped(shape, record) => View::Shaped(shape, record),
            Repr::Other(None) => View::Entries(&[]),
            Repr::Other(Some(other)) => match &**other {
                Other::Entries(entries) => View::Entries(entries),
                Other::Subset(some) => View::Subset(some),
            },
        }
    }

    /// Inserts or replaces; a replaced key keeps its position.
    pub fn insert(&mut self, key: Box<str>, value: Value) {
        let entries = self.entries_mut();
        match entries.iter_mut().find(|(k, _)| *k == key) {
            Some((_, slot)) => *slot = value,
            None => entries.push((key, value)),
        }
    }

    pub fn get(&self, key: &str) -> Option<ValueRef<'_>> {
        match self.view() {
            View::Entries(entries) => entries
                .iter()
                .find(|(k, _)| &**k == key)
                .map(|(_, v)| v.as_ref()),
            View::Shaped(shape, record) => record.slot(shape.position(key)?),
            View::Subset(some) => some.record.slot(some.shape.position(key)?),
        }
    }

    pub fn iter(&self) -> Iter<'_> {
        Iter {
            repr: match self.view() {
                View::Entries(entries) => IterRepr::Entries(entries.iter()),
                View::Shaped(shape, record) => {
                    IterRepr::Shaped(shape.keys().iter().enumerate(), record)
                }
                View::Subset(some) => IterRepr::Subset {
                    keys: some.shape.keys(),
                    record: &some.record,
                    order: some.order.iter(),
                },
            },
        }
    }

    pub fn len(&self) -> usize {
        match self.view() {
            View::Entries(entries) => entries.len(),
            View::Shaped(shape, _) => shape.len(),
            View::Subset(some) => some.order.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
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
        match self.repr {
            Repr::Other(None) => Vec::new(),
            Repr::Other(Some(other)) => match *other {
                Other::Entries(entries) => entries,
                Other::Subset(some) => {
                    let mut slots = some.record.to_slots();
                    let keys = some.shape.keys();
                    let member = |&i: &u8| {
                        let i = usize::from(i);
                        (keys[i].clone(), slots[i].take().expect(SET))
                    };
                    some.order.iter().map(member).collect()
                }
            },
            Repr::Shaped(shape, record) => shape
                .keys()
                .iter()
                .cloned()
                .zip(record.to_slots())
                .map(|(k, v)| (k, v.expect(SET)))
                .collect(),
        }
    }

    /// Puts the keys in the shape every map of the same keys in the same order shares, and the
    /// values in a record, when a shape fits (crate::shape): what a map kept in a DAO does, so
    /// that a million objects of one class hold one copy of their keys and no [`Value`] of 24
    /// bytes per member. Changes nothing a reader sees.
    pub fn seal(&mut self) {
        if let View::Subset(_) = self.view() {
            *self = Map::of_entries(std::mem::take(self).into_entries());
        }
        let Repr::Other(Some(other)) = &mut self.repr else {
            return;
        };
        let Other::Entries(entries) = &mut **other else {
            unreachable!("a subset's members taken out above")
        };
        let Some(shape) = shape_of(entries.iter().map(|(k, _)| &**k)) else {
            return;
        };
        let entries = std::mem::take(entries);
        let record = RecordBuilder::with(|b| {
            b.start(shape.len());
            for (i, (_, value)) in entries.into_iter().enumerate() {
                b.set_value(i, value);
            }
            b.finish()
        });
        self.repr = Repr::Shaped(shape, record);
    }

    /// Writes `members` (distinct keys) over a sealed map whose shape has every one of their
    /// keys, in place in its record, each slot's new value `merge(old, new)`: no key copied,
    /// the map left in its shape. Gives the members back untouched if the map is not sealed
    /// or a key is new to it.
    pub(crate) fn merge_in_shape(
        &mut self,
        members: Vec<(Box<str>, Value)>,
        mut merge: impl FnMut(Option<Value>, Value) -> Value,
    ) -> Result<(), Vec<(Box<str>, Value)>> {
        let Repr::Shaped(shape, record) = &mut self.repr else {
            return Err(members);
        };
        let Some(positions) = members
            .iter()
            .map(|(key, _)| shape.position(key))
            .collect::<Option<Vec<usize>>>()
        else {
            return Err(members);
        };
        let old = std::mem::take(record);
        *record = RecordBuilder::with(|b| {
            b.load(old);
            for ((_, value), i) in members.into_iter().zip(positions) {
                let merged = merge(b.take(i), value);
                b.set_value(i, merged);
            }
            b.finish()
        });
        Ok(())
    }

    /// Writes `new` over this sealed map slot by slot, as a typed delta is written, when `new`
    /// has this map's shape or some of its keys in it ([`Map::from_some`]): each of `new`'s
    /// members replaces the value under its key, except that an object over an object becomes
    /// `merge(old, new)`. No key is looked up. Gives `new` back otherwise.
    pub(crate) fn merge_slots(
        &mut self,
        new: Map,
        mut merge: impl FnMut(Value, Value) -> Value,
    ) -> Result<(), Map> {
        let theirs = match new.view() {
            View::Shaped(shape, _) => shape,
            View::Subset(some) => some.shape,
            View::Entries(_) => return Err(new),
        };
        let Repr::Shaped(shape, record) = &mut self.repr else {
            return Err(new);
        };
        if !std::ptr::eq(*shape, theirs) {
            return Err(new);
        }
        // Each member's slot is written once (its keys are distinct), so their order is no
        // matter here.
        let mut new_record = match new.repr {
            Repr::Shaped(_, record) => record,
            Repr::Other(Some(other)) => match *other {
                Other::Subset(some) => some.record,
                Other::Entries(_) => unreachable!("matched above"),
            },
            Repr::Other(None) => unreachable!("matched above"),
        };
        let old = std::mem::take(record);
        *record = RecordBuilder::with(|b| {
            b.load(old);
            for i in 0..b.width() {
                match new_record.slot(i) {
                    None => {}
                    Some(ValueRef::Object(_)) if matches!(b.get(i), Some(ValueRef::Object(_))) => {
                        let (Some(old), Some(new)) = (b.take(i), new_record.take(i)) else {
                            unreachable!("both set")
                        };
                        b.set_value(i, merge(old, new));
                    }
                    Some(_) => b.set_from(i, &mut new_record, i),
                }
            }
            b.finish()
        });
        Ok(())
    }

    /// The shape of the key sequence `keys` if a stored map made it already: a decoder builds
    /// the values of a map of those keys straight into a record of it ([`Map::from_record`]),
    /// never allocating a key. Never makes a shape (a `p` entry's delta is decoded the same
    /// way, and its subsets of keys would fill the table).
    pub fn existing_shape<'k, I>(keys: I) -> Option<ShapeRef>
    where
        I: ExactSizeIterator<Item = &'k str> + Clone,
    {
        crate::shape::existing(keys).map(ShapeRef)
    }

    /// The sealed map of `shape`'s keys whose values are `record`'s slots, in order.
    ///
    /// # Panics
    /// If `record` does not have exactly one set slot per key of the shape (a decoder's bug:
    /// it sets every slot it starts).
    pub fn from_record(shape: ShapeRef, record: Record) -> Map {
        assert!(
            record.width() == shape.0.len() && record.count() == record.width(),
            "a shaped map's record has one set slot per key"
        );
        Map {
            repr: Repr::Shaped(shape.0, record),
        }
    }

    /// The map of the keys of `shape` at positions `order`, in that order, whose values are
    /// `record`'s slots: a sealed map if that is every key in the shape's order. A decoder
    /// reads a `p` delta of some of a class's keys into it, with no key copied.
    ///
    /// # Panics
    /// If `record` is not as wide as the shape, or does not set exactly the slots of `order`
    /// (a decoder's bug).
    pub fn from_some(shape: ShapeRef, record: Record, order: &[u8]) -> Map {
        assert!(
            record.width() == shape.0.len() && record.count() == order.len(),
            "a record as wide as its shape, one set slot per member"
        );
        debug_assert!(order.iter().all(|&i| record.slot(usize::from(i)).is_some()));
        let in_shape = order.len() == shape.0.len()
            && order
                .iter()
                .enumerate()
                .all(|(i, &at)| usize::from(at) == i);
        let repr = match order.len() {
            0 => return Map::new(),
            _ if in_shape => Repr::Shaped(shape.0, record),
            _ => Repr::Other(Some(Box::new(Other::Subset(Box::new(Subset {
                shape: shape.0,
                record,
                order: order.into(),
            }))))),
        };
        Map { repr }
    }

    /// The shape the map's keys are in, if it is sealed.
    pub fn shape(&self) -> Option<ShapeRef> {
        match self.repr {
            Repr::Shaped(shape, _) => Some(ShapeRef(shape)),
            Repr::Other(_) => None,
        }
    }

    /// The shape and record of a sealed map.
    pub(crate) fn shaped(&self) -> Option<(&'static Shape, &Record)> {
        match &self.repr {
            Repr::Shaped(shape, record) => Some((shape, record)),
            Repr::Other(_) => None,
        }
    }

    /// The map of `keys` (a shape's, or distinct keys) whose values are `record`'s slots, in
    /// order, each set: in `shape` when given.
    pub(crate) fn of_layout(
        shape: Option<&'static Shape>,
        keys: &[Box<str>],
        record: Record,
    ) -> Map {
        match shape {
            Some(shape) => Map::from_record(ShapeRef(shape), record),
            None => Map::of_entries(
                keys.iter()
                    .cloned()
                    .zip(record.to_slots())
                    .map(|(k, v)| (k, v.expect(SET)))
                    .collect(),
            ),
        }
    }

    /// Whether the map's keys are in a shape ([`Map::seal`]).
    pub fn is_sealed(&self) -> bool {
        matches!(self.repr, Repr::Shaped(..))
    }

    /// The keys and values themselves, taken out of a shape if the map is sealed.
    fn entries_mut(&mut self) -> &mut Vec<(Box<str>, Value)> {
        if !matches!(self.view(), View::Entries(_)) || matches!(self.repr, Repr::Other(None)) {
            *self = Map::of_entries(std::mem::take(self).into_entries());
        }
        match &mut self.repr {
            Repr::Other(Some(other)) => match &mut **other {
                Other::Entries(entries) => entries,
                Other::Subset(_) => unreachable!("taken out of its shape above"),
            },
            Repr::Shaped(..) | Repr::Other(None) => unreachable!("taken out of its shape above"),
        }
    }
}

impl Default for Map {
    fn default() -> Map {
        Map::new()
    }
}

/// Maps are equal when they hold the same keys in the same order with equal values, however
/// each holds them.
impl PartialEq for Map {
    fn eq(&self, other: &Map) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl std::fmt::Debug for Map {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// The members of a [`Map`], in order.
#[derive(Debug)]
pub struct Iter<'a> {
    repr: IterRepr<'a>,
}

#[derive(Debug)]
enum IterRepr<'a> {
    Entries(std::slice::Iter<'a, (Box<str>, Value)>),
    Shaped(
        std::iter::Enumerate<std::slice::Iter<'a, Box<str>>>,
        &'a Record,
    ),
    Subset {
        keys: &'a [Box<str>],
        record: &'a Record,
        order: std::slice::Iter<'a, u8>,
    },
}

impl<'a> Iterator for Iter<'a> {
    type Item = (&'a str, ValueRef<'a>);

    fn next(&mut self) -> Option<Self::Item> {
        match &mut self.repr {
            IterRepr::Entries(entries) => entries.next().map(|(k, v)| (&**k, v.as_ref())),
            IterRepr::Shaped(keys, record) => {
                let (i, key) = keys.next()?;
                Some((&**key, record.slot(i).expect(SET)))
            }
            IterRepr::Subset {
                keys,
                record,
                order,
            } => {
                let i = usize::from(*order.next()?);
                Some((&*keys[i], record.slot(i).expect(SET)))
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match &self.repr {
            IterRepr::Entries(entries) => entries.size_hint(),
            IterRepr::Shaped(keys, _) => keys.size_hint(),
            IterRepr::Subset { order, .. } => order.size_hint(),
        }
    }
}

impl ExactSizeIterator for Iter<'_> {}

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
/// once (a sealed map's shape is indexed already), so looking up each of n keys costs O(n) in
/// all rather than a scan each. For code that looks up every key of one large map in another
/// (a `p` delta against the old object).
#[derive(Debug)]
pub struct Lookup<'a> {
    map: &'a Map,
    index: Option<KeyIndex>,
}

impl<'a> Lookup<'a> {
    /// The value under `key`, as [`Map::get`].
    pub fn get(&self, key: &str) -> Option<ValueRef<'a>> {
        match (self.map.view(), &self.index) {
            (View::Entries(entries), None) => entries
                .iter()
                .find(|(k, _)| &**k == key)
                .map(|(_, v)| v.as_ref()),
            (View::Entries(entries), Some(index)) => {
                Some(entries[index.find(entries, key)?].1.as_ref())
            }
            (View::Shaped(shape, record), _) => record.slot(shape.position(key)?),
            (View::Subset(some), _) => some.record.slot(some.shape.position(key)?),
        }
    }
}

impl Map {
    /// The map prepared for many lookups (see [`Lookup`]).
    pub fn lookup(&self) -> Lookup<'_> {
        let index = match self.view() {
            View::Entries(entries) if entries.len() > SCAN_MAX => Some(KeyIndex::new(entries, 0)),
            _ => None,
        };
        Lookup { map: self, index }
    }
}

/// Up to this many keys, [`Indexed`], [`Lookup`] and shapes find a key by a scan, which beats
/// hashing for the tens of keys objects usually hold; past it, by a hash index.
pub(crate) const SCAN_MAX: usize = 32;

/// A map being built or merged into key by key, with [`Map::insert`]'s meaning, in O(n) in
/// all: once the map holds more than [`SCAN_MAX`] keys, keys are found through a hash index of
/// their positions rather than a scan, which would make a map of n keys from a client cost
/// O(n²). A sealed map is taken out of its shape first; seal it again when done.
pub(crate) struct Indexed<'a> {
    entries: &'a mut Vec<(Box<str>, Value)>,
    index: Option<KeyIndex>,
}

/// Keys by position: a map's entries, or a shape's keys.
pub(crate) trait Keys {
    fn key(&self, i: usize) -> &str;
    fn count(&self) -> usize;
}

impl Keys for [(Box<str>, Value)] {
    fn key(&self, i: usize) -> &str {
        &self[i].0
    }
    fn count(&self) -> usize {
        self.len()
    }
}

impl Keys for [Box<str>] {
    fn key(&self, i: usize) -> &str {
        &self[i]
    }
    fn count(&self) -> usize {
        self.len()
    }
}

/// Positions of keys, by their hash. The hasher is std's randomly keyed SipHash rather than
/// the store's fixed FxHash: the keys come from clients, and keys chosen to collide under a
/// fixed hash would make every lookup a scan again.
#[derive(Debug)]
pub(crate) struct KeyIndex {
    table: HashTable<usize>,
    state: RandomState,
}

impl KeyIndex {
    /// `keys` indexed, with room for `capacity` keys in all.
    fn new<K: Keys + ?Sized>(keys: &K, capacity: usize) -> Self {
        let mut index = KeyIndex {
            table: HashTable::with_capacity(capacity.max(keys.count())),
            state: RandomState::new(),
        };
        for i in 0..keys.count() {
            index.add(keys, i);
        }
        index
    }

    /// The index of a shape's keys, if it has enough of them to need one.
    pub(crate) fn of_keys(keys: &[Box<str>]) -> Option<KeyIndex> {
        (keys.len() > SCAN_MAX).then(|| KeyIndex::new(keys, 0))
    }

    /// Indexes key `i`, which no other indexed key equals.
    fn add<K: Keys + ?Sized>(&mut self, keys: &K, i: usize) {
        let state = &self.state;
        self.table
            .insert_unique(state.hash_one(keys.key(i)), i, |&j| {
                state.hash_one(keys.key(j))
            });
    }

    /// The position of `key` in `keys`.
    pub(crate) fn find<K: Keys + ?Sized>(&self, keys: &K, key: &str) -> Option<usize> {
        self.table
            .find(self.state.hash_one(key), |&i| keys.key(i) == key)
            .copied()
    }
}

impl<'a> Indexed<'a> {
    pub(crate) fn new(map: &'a mut Map) -> Self {
        let entries = map.entries_mut();
        let index =
            (entries.len() > SCAN_MAX).then(|| KeyIndex::new(&**entries, entries.capacity()));
        Indexed { entries, index }
    }

    /// The position of `key` in the map.
    pub(crate) fn position(&self, key: &str) -> Option<usize> {
        match &self.index {
            None => self.entries.iter().position(|(k, _)| &**k == key),
            Some(index) => index.find(&**self.entries, key),
        }
    }

    /// The value at `position`.
    pub(crate) fn value_mut(&mut self, position: usize) -> &mut Value {
        &mut self.entries[position].1
    }

    /// Appends a member whose key the map does not hold (see [`position`](Self::position)).
    pub(crate) fn push_new(&mut self, key: Box<str>, value: Value) {
        let entries = &mut *self.entries;
        entries.push((key, value));
        match &mut self.index {
            Some(index) => index.add(&**entries, entries.len() - 1),
            None if entries.len() > SCAN_MAX => {
                self.index = Some(KeyIndex::new(&**entries, entries.capacity()));
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
    use proptest::prelude::*;

    /// Values of every kind a generic map holds, nested maps and arrays included.
    fn value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::Int),
            any::<f64>().prop_map(Value::Float),
            "[a-z]{0,3}|[a-z0-9 ]{9,40}".prop_map(|s| Value::Str(s.into())),
            "[0-9]{20,30}".prop_map(|s| Value::BigInt(s.into())),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4)
                    .prop_map(|items| Value::Array(items.into())),
                prop::collection::vec(("[a-d]", inner), 0..4).prop_map(|members| {
                    let mut map: Map = members.into_iter().map(|(k, v)| (k.into(), v)).collect();
                    map.seal();
                    Value::Map(Box::new(map))
                }),
            ]
        })
    }

    /// The same value or none, floats by their bits.
    fn same(a: Option<ValueRef<'_>>, b: Option<ValueRef<'_>>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => a.identical(b),
            (a, b) => a.is_none() && b.is_none(),
        }
    }

    proptest! {
        /// A sealed map reads as the map it was sealed from: members in order, each key's
        /// value, its length, its bytes, equality and identity both ways; and taken out of its
        /// shape again (by an insert) it is that map again.
        #[test]
        fn a_sealed_map_reads_as_its_entries(
            members in prop::collection::vec(("[a-f]{1,2}|k[0-9]{1,2}", value()), 0..48),
            probe in "[a-f]{1,2}|k[0-9]{1,2}",
        ) {
            let entries: Map = members.into_iter().map(|(k, v)| (k.into(), v)).collect();
            let mut sealed = entries.clone();
            sealed.seal();
            prop_assert_eq!(sealed.is_sealed(), !entries.is_empty());
            prop_assert!(!entries.is_sealed());
            prop_assert_eq!(sealed.len(), entries.len());
            prop_assert!(sealed.identical(&entries) && entries.identical(&sealed));
            // Equal as the entries are to themselves (not at all, where a float is NaN).
            prop_assert_eq!(sealed == entries, entries == entries.clone());
            prop_assert!(same(sealed.get(&probe), entries.get(&probe)));
            prop_assert!(same(sealed.lookup().get(&probe), entries.get(&probe)));
            for (key, value) in entries.iter() {
                prop_assert!(same(sealed.get(key), Some(value)));
            }
            let (mut a, mut b) = (Vec::new(), Vec::new());
            sealed.write_bytes(&mut a);
            entries.write_bytes(&mut b);
            prop_assert_eq!(a, b);
            let mut changed = sealed.clone();
            changed.insert(probe.clone().into(), Value::Int(7));
            let mut want = entries.clone();
            want.insert(probe.into(), Value::Int(7));
            prop_assert!(!changed.is_sealed());
            prop_assert!(changed.identical(&want));
            let back: Map = sealed.into_entries().into_iter().collect();
            prop_assert!(!back.is_sealed() && back.identical(&entries));
        }

        /// A map of some of a shape's keys in any order ([`Map::from_some`], a `p` delta as the
        /// decoder reads it) reads in every way as the entries of those keys in that order;
        /// sealed or changed, it is that map still.
        #[test]
        fn a_map_of_some_of_a_shapes_keys_reads_as_its_entries(
            members in prop::collection::vec(("[a-f]{1,2}|k[0-9]{1,2}", value()), 1..40),
            kept in prop::collection::vec(any::<bool>(), 40),
            turn in 0..40usize,
            probe in "[a-f]{1,2}|k[0-9]{1,2}",
        ) {
            let mut full: Map = members.into_iter().map(|(k, v)| (k.into(), v)).collect();
            full.seal();
            let shape = full.shape().unwrap();
            let mut order: Vec<u8> = (0..full.len() as u8).filter(|&i| kept[usize::from(i)]).collect();
            if !order.is_empty() {
                let n = order.len();
                order.rotate_left(turn % n);
            }
            let members: Vec<(&str, ValueRef<'_>)> = full.iter().collect();
            let mut entries = Map::new();
            let record = RecordBuilder::with(|b| {
                b.start(shape.len());
                for &i in &order {
                    let (key, value) = members[usize::from(i)];
                    b.set_ref(usize::from(i), value);
                    entries.insert(key.into(), value.to_value());
                }
                b.finish()
            });
            let some = Map::from_some(shape, record, &order);
            let in_shape = order.iter().enumerate().all(|(i, &at)| usize::from(at) == i);
            prop_assert_eq!(some.is_sealed(), entries.len() == full.len() && in_shape);
            prop_assert_eq!(some.len(), entries.len());
            prop_assert_eq!(some.iter().len(), entries.len());
            prop_assert_eq!(some.iter().count(), entries.len());
            prop_assert!(some.identical(&entries) && entries.identical(&some));
            prop_assert!(same(some.get(&probe), entries.get(&probe)));
            prop_assert!(same(some.lookup().get(&probe), entries.get(&probe)));
            for (key, _) in full.iter() {
                prop_assert!(same(some.get(key), entries.get(key)));
            }
            let (mut a, mut b) = (Vec::new(), Vec::new());
            some.write_bytes(&mut a);
            entries.write_bytes(&mut b);
            prop_assert_eq!(a, b);
            let mut changed = some.clone();
            changed.insert(probe.clone().into(), Value::Int(7));
            let mut want = entries.clone();
            want.insert(probe.into(), Value::Int(7));
            prop_assert!(changed.identical(&want));
            let mut sealed = some.clone();
            sealed.seal();
            prop_assert!(sealed.identical(&entries) && sealed.shape().is_some() != entries.is_empty());
            prop_assert!(Map::from_iter(some.into_entries()).identical(&entries));
        }

        /// Members written over a sealed map in place are what inserting them into its entries
        /// gives, and the map stays in its shape; a member of a key new to it is refused, the
        /// map unchanged.
        #[test]
        fn a_merge_in_shape_is_an_insert_per_member(
            members in prop::collection::vec(("[a-f]", value()), 1..12),
            delta in prop::collection::vec(("[a-g]", value()), 0..6),
        ) {
            let mut entries: Map = members.into_iter().map(|(k, v)| (k.into(), v)).collect();
            let mut sealed = entries.clone();
            sealed.seal();
            let before = sealed.clone();
            let delta: Map = delta.into_iter().map(|(k, v)| (k.into(), v)).collect();
            let fits = delta.iter().all(|(k, _)| entries.get(k).is_some());
            let merged = sealed.merge_in_shape(delta.clone().into_entries(), |_, new| new);
            prop_assert_eq!(merged.is_ok(), fits);
            prop_assert!(sealed.is_sealed());
            if fits {
                for (k, v) in delta.into_entries() {
                    entries.insert(k, v);
                }
                prop_assert!(sealed.identical(&entries));
            } else {
                prop_assert!(sealed.identical(&before));
            }
        }
    }

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
