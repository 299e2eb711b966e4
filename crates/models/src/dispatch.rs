//! The compiled field dispatcher: key bytes -> property slot.
//!
//! DESIGN §4 asks for "a perfect hash or an equivalent that costs no chain of string
//! comparisons". This is the equivalent: an open-addressing table built once per model, with
//! linear probing at a load factor of at most 1/2. A lookup hashes the key once (FxHash over
//! the bytes), lands on its bucket, and compares the stored 32-bit hash tag before it compares
//! any bytes, so a miss or a neighbour costs an integer compare, and a hit costs one `memcmp`
//! of the key. The expected number of buckets looked at is about 1.5 for a hit and 2.5 for a
//! miss, whatever the number of properties.
//!
//! Everything lives in two flat allocations (buckets and key bytes); nothing is allocated per
//! key. The type is private to the crate and reached only through
//! [`Model::slot`](crate::Model::slot), so it can be replaced by a true perfect hash without
//! touching any caller.

use std::hash::Hasher;

/// Marks an empty bucket (no slot can be this large: slots index a model's properties).
const EMPTY: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Bucket {
    /// High half of the key's hash: compared before the key bytes.
    tag: u32,
    /// The property index, or [`EMPTY`].
    slot: u32,
    /// The key's bytes are `keys[start..start + len]`.
    start: u32,
    len: u32,
}

const VACANT: Bucket = Bucket {
    tag: 0,
    slot: EMPTY,
    start: 0,
    len: 0,
};

/// A fixed set of byte-string keys, each mapped to a slot.
#[derive(Clone)]
pub(crate) struct Dispatcher {
    /// Power-of-two length, at least twice the number of keys, so probing always ends.
    buckets: Box<[Bucket]>,
    /// Every key's bytes, back to back.
    keys: Vec<u8>,
    len: usize,
}

#[inline]
fn hash(key: &[u8]) -> u64 {
    let mut h = rustc_hash::FxHasher::default();
    h.write(key);
    h.finish()
}

impl Dispatcher {
    /// An empty dispatcher with room for `n` keys without growing.
    pub(crate) fn with_capacity(n: usize) -> Dispatcher {
        let buckets = (n.max(1) * 2).next_power_of_two().max(8);
        Dispatcher {
            buckets: vec![VACANT; buckets].into_boxed_slice(),
            keys: Vec::new(),
            len: 0,
        }
    }

    /// The number of keys.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Maps `key` to `slot` unless `key` is already present; then the table is unchanged and
    /// the slot `key` already maps to is returned as the error. The first mapping of a key wins:
    /// the caller decides precedence by insertion order.
    pub(crate) fn insert(&mut self, key: &[u8], slot: u32) -> Result<(), u32> {
        assert!(slot != EMPTY, "slot out of range");
        if let Some(existing) = self.get(key) {
            return Err(existing as u32);
        }
        if (self.len + 1) * 2 > self.buckets.len() {
            self.grow();
        }
        let start = u32::try_from(self.keys.len()).expect("dispatcher keys exceed 4 GiB");
        let len = u32::try_from(key.len()).expect("key exceeds 4 GiB");
        self.keys.extend_from_slice(key);
        self.place(hash(key), slot, start, len);
        self.len += 1;
        Ok(())
    }

    /// The slot `key` maps to. One hash of the key, then buckets from its home position until
    /// the key or an empty bucket; key bytes are compared only when the 32-bit tags agree.
    #[inline]
    pub(crate) fn get(&self, key: &[u8]) -> Option<usize> {
        let h = hash(key);
        let tag = (h >> 32) as u32;
        let mask = self.buckets.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let b = self.buckets[i];
            if b.slot == EMPTY {
                return None;
            }
            if b.tag == tag && self.key_at(b) == key {
                return Some(b.slot as usize);
            }
            i = (i + 1) & mask;
        }
    }

    /// Every (key, slot) pair, in bucket order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&[u8], usize)> + '_ {
        self.buckets
            .iter()
            .filter(|b| b.slot != EMPTY)
            .map(|&b| (self.key_at(b), b.slot as usize))
    }

    #[inline]
    fn key_at(&self, b: Bucket) -> &[u8] {
        &self.keys[b.start as usize..(b.start + b.len) as usize]
    }

    fn place(&mut self, h: u64, slot: u32, start: u32, len: u32) {
        let mask = self.buckets.len() - 1;
        let mut i = h as usize & mask;
        while self.buckets[i].slot != EMPTY {
            i = (i + 1) & mask;
        }
        self.buckets[i] = Bucket {
            tag: (h >> 32) as u32,
            slot,
            start,
            len,
        };
    }

    /// Doubles the bucket array. Only reached when more keys are inserted than the capacity
    /// given at construction, so it may be slow.
    #[cold]
    fn grow(&mut self) {
        let doubled = vec![VACANT; self.buckets.len() * 2].into_boxed_slice();
        let old = std::mem::replace(&mut self.buckets, doubled);
        for b in old.iter().filter(|b| b.slot != EMPTY) {
            let h = hash(self.key_at(*b));
            self.place(h, b.slot, b.start, b.len);
        }
    }
}

impl std::fmt::Debug for Dispatcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dispatcher")
            .field("keys", &self.len)
            .field("buckets", &self.buckets.len())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::Dispatcher;
    use proptest::prelude::*;
    use std::collections::HashMap;

    #[test]
    fn empty_finds_nothing() {
        let d = Dispatcher::with_capacity(0);
        assert_eq!(d.len(), 0);
        assert_eq!(d.get(b""), None);
        assert_eq!(d.get(b"id"), None);
    }

    #[test]
    fn first_mapping_wins() {
        let mut d = Dispatcher::with_capacity(2);
        assert_eq!(d.insert(b"name", 0), Ok(()));
        assert_eq!(d.insert(b"n", 0), Ok(()));
        assert_eq!(d.insert(b"n", 1), Err(0));
        assert_eq!(d.get(b"n"), Some(0));
        assert_eq!(d.get(b"name"), Some(0));
        assert_eq!(d.get(b"nam"), None);
        assert_eq!(d.get(b"names"), None);
        assert_eq!(d.len(), 2);
    }

    #[test]
    fn empty_key_is_a_key() {
        let mut d = Dispatcher::with_capacity(1);
        d.insert(b"", 3).unwrap();
        assert_eq!(d.get(b""), Some(3));
        assert_eq!(d.get(b"a"), None);
    }

    #[test]
    fn grows_past_its_capacity() {
        let mut d = Dispatcher::with_capacity(1);
        for i in 0..1000u32 {
            d.insert(format!("key{i}").as_bytes(), i).unwrap();
        }
        for i in 0..1000u32 {
            assert_eq!(d.get(format!("key{i}").as_bytes()), Some(i as usize));
        }
        assert_eq!(d.get(b"key1000"), None);
        assert_eq!(d.iter().count(), 1000);
    }

    proptest! {
        /// Agrees with std's HashMap (first insertion wins) on hits and misses.
        #[test]
        fn agrees_with_a_hash_map(
            keys in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..24), 0..200),
            probes in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..24), 0..50),
        ) {
            let mut d = Dispatcher::with_capacity(keys.len() / 2);
            let mut reference: HashMap<Vec<u8>, usize> = HashMap::new();
            for (i, k) in keys.iter().enumerate() {
                let r = d.insert(k, i as u32);
                match reference.get(k) {
                    Some(&j) => prop_assert_eq!(r, Err(j as u32)),
                    None => {
                        prop_assert_eq!(r, Ok(()));
                        reference.insert(k.clone(), i);
                    }
                }
            }
            prop_assert_eq!(d.len(), reference.len());
            for k in keys.iter().chain(&probes) {
                prop_assert_eq!(d.get(k), reference.get(k).copied());
            }
            let mut all: Vec<_> = d.iter().map(|(k, s)| (k.to_vec(), s)).collect();
            all.sort();
            let mut expected: Vec<_> = reference.into_iter().collect();
            expected.sort();
            prop_assert_eq!(all, expected);
        }
    }
}
