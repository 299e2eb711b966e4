//! The generic value tree: [`Value`] and the insertion-ordered [`Map`].

use std::collections::HashMap;

/// One value of the object grammar, as written (no model applied).
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer literal that fits an `i64`.
    Int(i64),
    /// An integer literal outside the `i64` range: its sign and digits, without leading zeros.
    BigInt(String),
    /// Any number written with a `.` or an exponent.
    Float(f64),
    /// A string in any quote form, escapes processed.
    Str(String),
    /// `[ … ]`.
    Array(Vec<Value>),
    /// `{ … }`.
    Object(Map),
}

impl Value {
    /// The text of a `Str`.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The number of an `Int`.
    pub fn as_i64(&self) -> Option<i64> {
        match *self {
            Value::Int(n) => Some(n),
            _ => None,
        }
    }

    /// An `Int` or a `Float` as `f64` (an `Int` beyond 2^53 is rounded).
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            Value::Int(n) => Some(n as f64),
            Value::Float(x) => Some(x),
            _ => None,
        }
    }

    /// The flag of a `Bool`.
    pub fn as_bool(&self) -> Option<bool> {
        match *self {
            Value::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// The elements of an `Array`.
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The members of an `Object`.
    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(map) => Some(map),
            _ => None,
        }
    }

    /// Whether this is `Null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

/// An object's members in the order their keys first appeared.
///
/// A key given twice keeps its first position and takes its last value, which is what "the
/// last one wins" means for an ordered map. Lookups are linear: journal objects hold tens of
/// keys, where a scan of a contiguous `Vec` beats hashing.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Map {
    entries: Vec<(String, Value)>,
}

/// Up to this many members, [`has_duplicates`] compares every pair; above, it hashes.
const PAIRWISE_DEDUP_MAX: usize = 8;

impl Map {
    /// An empty map.
    pub fn new() -> Self {
        Map::default()
    }

    /// An empty map with room for `n` members.
    pub fn with_capacity(n: usize) -> Self {
        Map {
            entries: Vec::with_capacity(n),
        }
    }

    /// Adds a member. If `key` is already present its value is replaced in place (the key keeps
    /// its first position). Costs a scan of the keys.
    pub fn insert(&mut self, key: String, value: Value) {
        match self.entries.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => *v = value,
            None => self.entries.push((key, value)),
        }
    }

    /// The value under `key`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.entries.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The value under `key`, mutably.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.entries
            .iter_mut()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v)
    }

    /// Removes `key`, keeping the order of the others, and returns its value.
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        let i = self.entries.iter().position(|(k, _)| k == key)?;
        Some(self.entries.remove(i).1)
    }

    /// The members in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (&str, &Value)> + '_ {
        self.entries.iter().map(|(k, v)| (k.as_str(), v))
    }

    /// The members in order, as a slice.
    pub fn entries(&self) -> &[(String, Value)] {
        &self.entries
    }

    /// The number of members.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no members.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The first key, which names the object's class when it is `class` (docs/format.md, Objects).
    pub fn first_key(&self) -> Option<&str> {
        self.entries.first().map(|(k, _)| k.as_str())
    }

    /// The members in order, by value.
    pub fn into_entries(self) -> Vec<(String, Value)> {
        self.entries
    }

    /// Builds a map from members in source order, resolving duplicate keys as
    /// [`insert`](Self::insert) would, in O(n) instead of O(n²): objects from clients and
    /// journals may hold a million keys.
    pub(crate) fn from_parsed(entries: Vec<(String, Value)>) -> Self {
        match has_duplicates(&entries) {
            Some(false) => Map { entries },
            Some(true) | None => dedup(entries),
        }
    }
}

/// Whether any key occurs twice, or `None` when telling here would cost more than hashing
/// every key (then [`dedup`] finds out). Large objects go through a 4096-bit filter of key
/// hashes, so only keys whose bit is already set (about one in ten for a 60-key object) are
/// compared with the keys before them. Those comparisons grow quadratically once the filter
/// fills up (thousands of keys, or keys chosen to collide), so they stop at a budget linear
/// in the object's size.
fn has_duplicates(entries: &[(String, Value)]) -> Option<bool> {
    if entries.len() <= PAIRWISE_DEDUP_MAX {
        return Some(
            entries
                .iter()
                .enumerate()
                .any(|(i, (k, _))| entries[..i].iter().any(|(e, _)| e == k)),
        );
    }
    let mut budget = SCAN_BUDGET_PER_KEY * entries.len();
    let mut seen = [0u64; 64];
    for (i, (k, _)) in entries.iter().enumerate() {
        let bit = (key_hash(k.as_bytes()) >> 52) as usize;
        let (word, mask) = (bit / 64, 1u64 << (bit % 64));
        if seen[word] & mask != 0 {
            budget = budget.checked_sub(i)?;
            if entries[..i].iter().any(|(e, _)| e == k) {
                return Some(true);
            }
        }
        seen[word] |= mask;
    }
    Some(false)
}

/// Up to this many members, [`dedup`] inserts them one by one (at most ~2,000 comparisons).
const DEDUP_SCAN_MAX: usize = 64;

/// Key comparisons [`has_duplicates`] may spend per member before it leaves the question to
/// [`dedup`]'s hash map. Objects of up to a few hundred keys stay within it (a 100-key object
/// compares about 60 pairs); a 1,000-key one would compare about 80,000 and is hashed.
const SCAN_BUDGET_PER_KEY: usize = 16;

/// A fast, non-cryptographic hash of a key (FxHash-style, eight bytes at a time).
#[inline]
fn key_hash(key: &[u8]) -> u64 {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let mix = |h: u64, word: u64| (h.rotate_left(5) ^ word).wrapping_mul(K);
    let mut h = key.len() as u64;
    let mut chunks = key.chunks_exact(8);
    for chunk in &mut chunks {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        h = mix(h, u64::from_le_bytes(word));
    }
    let tail = chunks.remainder();
    if !tail.is_empty() {
        let mut word = [0u8; 8];
        word[..tail.len()].copy_from_slice(tail);
        h = mix(h, u64::from_le_bytes(word));
    }
    h
}

/// The rare path of [`Map::from_parsed`]: resolves duplicate keys as `insert` would, with a
/// hash map from each key to its first position, so in O(n) for any number of members. The
/// members come back as they are when no key repeats.
///
/// The hasher is std's randomly keyed SipHash, not the fixed [`key_hash`]: keys come from
/// clients, and keys chosen to collide under a fixed hash would make the map quadratic again.
#[cold]
fn dedup(entries: Vec<(String, Value)>) -> Map {
    if entries.len() <= DEDUP_SCAN_MAX {
        // Small: `insert` itself, which costs less than setting up a hash map.
        let mut map = Map::with_capacity(entries.len());
        for (k, v) in entries {
            map.insert(k, v);
        }
        return map;
    }
    // For each member, the position its key takes in the result. First occurrences come in
    // order, so a member is a first occurrence exactly when its slot is the next one free.
    let mut slots = Vec::with_capacity(entries.len());
    let distinct = {
        let mut first: HashMap<&str, usize> = HashMap::with_capacity(entries.len());
        for (k, _) in &entries {
            let next = first.len();
            slots.push(*first.entry(k.as_str()).or_insert(next));
        }
        first.len()
    };
    if distinct == entries.len() {
        return Map { entries };
    }
    let mut out: Vec<(String, Value)> = Vec::with_capacity(distinct);
    for ((k, v), slot) in entries.into_iter().zip(slots) {
        if slot == out.len() {
            out.push((k, v));
        } else {
            out[slot].1 = v;
        }
    }
    Map { entries: out }
}

impl FromIterator<(String, Value)> for Map {
    /// Collects members with [`Map::insert`]'s rule for duplicate keys (first position, last
    /// value), in O(n): the way to build a map from input.
    fn from_iter<I: IntoIterator<Item = (String, Value)>>(iter: I) -> Self {
        Map::from_parsed(iter.into_iter().collect())
    }
}

impl IntoIterator for Map {
    type Item = (String, Value);
    type IntoIter = std::vec::IntoIter<(String, Value)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl<'a> IntoIterator for &'a Map {
    type Item = (&'a str, &'a Value);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (String, Value)>,
        fn(&'a (String, Value)) -> (&'a str, &'a Value),
    >;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(k, v)| (k.as_str(), v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_keeps_first_position_and_last_value() {
        let mut m = Map::new();
        m.insert("b".into(), Value::Int(1));
        m.insert("a".into(), Value::Int(2));
        m.insert("b".into(), Value::Int(3));
        assert_eq!(m.len(), 2);
        assert_eq!(m.first_key(), Some("b"));
        assert_eq!(m.get("b"), Some(&Value::Int(3)));
        let keys: Vec<&str> = m.iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["b", "a"]);
        *m.get_mut("a").unwrap() = Value::Null;
        assert_eq!(m.remove("b"), Some(Value::Int(3)));
        assert_eq!(m.into_entries(), vec![("a".to_owned(), Value::Null)]);
    }

    /// `insert` member by member: the meaning `from_parsed` must keep.
    fn inserted(entries: &[(String, Value)]) -> Map {
        let mut want = Map::new();
        for (k, v) in entries.iter().cloned() {
            want.insert(k, v);
        }
        want
    }

    /// `from_parsed` must resolve duplicates exactly like `insert`, on both sides of each
    /// threshold: pairwise or filtered, within the filter's budget or hashed, deduplicated by
    /// `insert` or by the hash map.
    #[test]
    fn from_parsed_agrees_with_insert() {
        for n in [
            0,
            1,
            2,
            PAIRWISE_DEDUP_MAX,
            PAIRWISE_DEDUP_MAX + 1,
            DEDUP_SCAN_MAX,
            DEDUP_SCAN_MAX + 1,
            100,
            300,
            1_000,
            5_000,
        ] {
            for dup_every in [0, 1, 3, 7] {
                let entries: Vec<(String, Value)> = (0..n)
                    .map(|i| {
                        let k = if dup_every > 0 && i % (dup_every + 1) == dup_every {
                            format!("k{}", i / 2)
                        } else {
                            format!("k{i}")
                        };
                        (k, Value::Int(i as i64))
                    })
                    .collect();
                let want = inserted(&entries);
                assert_eq!(
                    Map::from_parsed(entries),
                    want,
                    "n={n} dup_every={dup_every}"
                );
            }
        }
    }

    /// Keys that all set the same bit of the filter make every key a suspect: the scans stop
    /// at the budget and the hash map decides, with `insert`'s meaning.
    #[test]
    fn keys_colliding_in_the_filter_are_hashed() {
        let bit = |k: &str| key_hash(k.as_bytes()) >> 52;
        let target = bit("c0");
        let keys: Vec<String> = (0..)
            .map(|i| format!("c{i}"))
            .filter(|k| bit(k) == target)
            .take(200)
            .collect();
        for dup in [false, true] {
            let mut entries: Vec<(String, Value)> = keys
                .iter()
                .enumerate()
                .map(|(i, k)| (k.clone(), Value::Int(i as i64)))
                .collect();
            if dup {
                entries.push((keys[150].clone(), Value::Null));
            }
            assert_eq!(has_duplicates(&entries), None, "dup={dup}");
            let want = inserted(&entries);
            assert_eq!(Map::from_parsed(entries), want, "dup={dup}");
        }
    }
}
