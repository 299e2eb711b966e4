//! Key prediction. Journals written by a running system put an object's keys in the same order
//! every time, so before the fast decoder scans and hashes a key it checks whether the bytes are
//! the key that stood at the same position in the last object of the same model: two 8-byte
//! compares instead of a scan, a hash and a probe, for known and unknown keys alike.
//!
//! **A prediction is taken only when the bytes are exactly the remembered key, an identifier of
//! at most 16 bytes, directly followed by `:` (the reading the general path makes of them), and
//! what is remembered with the key is what the model's dispatcher answered for those bytes (a
//! slot, or unknown), which cannot change within one registry. So prediction changes what a key
//! costs, never a result.**
//!
//! What is remembered lives per thread (no sharing, no atomics) and per registry value
//! ([`Registry::instance`]): model ids alone are not unique across registries.

use folio_dialect::is_identifier;
use folio_models::{key_words as words, ModelId, Registry};
use std::cell::RefCell;

/// The longest key remembered: its two words (`folio_models::key_words`), with its length, are
/// the key.
const LONGEST: usize = 16;

/// Positions remembered per model: bounds the memory an object with very many keys can take.
const POSITIONS: usize = 1024;

/// No property (an unknown key), in [`Key::slot`].
const UNKNOWN: u32 = u32::MAX;

/// One remembered key.
#[derive(Debug, Clone, Copy)]
struct Key {
    /// The key's bytes as two words (see [`words`]).
    a: u64,
    b: u64,
    /// Its length, or `u32::MAX` for a key that cannot be predicted (never matches).
    len: u32,
    /// What the dispatcher answered: the slot, or [`UNKNOWN`].
    slot: u32,
}

impl Key {
    const UNPREDICTABLE: Key = Key {
        a: 0,
        b: 0,
        len: u32::MAX,
        slot: UNKNOWN,
    };
}

/// The keys of the last object of one model decoded on this thread, by position.
#[derive(Debug, Default)]
pub(crate) struct KeyOrder {
    keys: Vec<Key>,
}

/// What a predicted key is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Predicted {
    /// The key of this slot.
    Slot(usize),
    /// A key the model does not know.
    Unknown,
}

impl KeyOrder {
    /// If `src[at..]` starts with the key remembered at `position`, directly followed by `:`:
    /// what that key is, and the index of the `:`.
    #[inline(always)]
    pub(crate) fn predict(
        &self,
        position: usize,
        src: &[u8],
        at: usize,
    ) -> Option<(Predicted, usize)> {
        let key = self.keys.get(position)?;
        let end = at.checked_add(key.len as usize)?;
        let bytes = src.get(at..end)?;
        if src.get(end) != Some(&b':') || words(bytes) != (key.a, key.b) {
            return None;
        }
        let predicted = match key.slot {
            UNKNOWN => Predicted::Unknown,
            slot => Predicted::Slot(slot as usize),
        };
        Some((predicted, end))
    }

    /// Remembers that the key at `position` was `key`, for which the dispatcher answered
    /// `slot`. Positions are learned in order: every earlier one was learned or predicted.
    #[inline]
    pub(crate) fn learn(&mut self, position: usize, key: &[u8], slot: Option<usize>) {
        let record = if key.len() <= LONGEST && is_identifier(key) {
            let (a, b) = words(key);
            Key {
                a,
                b,
                len: key.len() as u32,
                slot: slot.map_or(UNKNOWN, |s| s as u32),
            }
        } else {
            Key::UNPREDICTABLE
        };
        let known = self.keys.len();
        if position < known {
            self.keys[position] = record;
        } else if position == known && known < POSITIONS {
            self.keys.push(record);
        }
    }
}

/// This thread's remembered key orders: for one registry value, one per model.
#[derive(Debug, Default)]
struct Orders {
    registry: u64,
    by_model: Vec<KeyOrder>,
}

thread_local! {
    static ORDERS: RefCell<Orders> = RefCell::new(Orders::default());
}

/// Takes the key order remembered for `model` out of this thread's cache: an empty one the
/// first time, or while an enclosing object of the same model holds it. Give it back with
/// [`put_back`].
#[inline]
pub(crate) fn take(registry: &Registry, model: ModelId) -> KeyOrder {
    ORDERS
        .try_with(|orders| {
            let mut orders = orders.borrow_mut();
            if orders.registry != registry.instance() {
                orders.registry = registry.instance();
                orders.by_model.clear();
            }
            orders
                .by_model
                .get_mut(model.index())
                .map(std::mem::take)
                .unwrap_or_default()
        })
        .unwrap_or_default()
}

/// Returns what [`take`] gave, with what the object taught it.
#[inline]
pub(crate) fn put_back(registry: &Registry, model: ModelId, order: KeyOrder) {
    let _ = ORDERS.try_with(|orders| {
        let mut orders = orders.borrow_mut();
        if orders.registry != registry.instance() {
            return;
        }
        let i = model.index();
        if orders.by_model.len() <= i {
            orders.by_model.resize_with(i + 1, KeyOrder::default);
        }
        orders.by_model[i] = order;
    });
}

#[cfg(test)]
mod tests {
    use super::{KeyOrder, Predicted};

    #[test]
    fn predicts_the_key_at_the_same_position_last_time() {
        let mut order = KeyOrder::default();
        let src = b"name:1,id:2,zz:3";
        // Nothing learned yet.
        assert_eq!(order.predict(0, src, 0), None);
        order.learn(0, b"name", Some(1));
        order.learn(1, b"id", Some(0));
        order.learn(2, b"zz", None);
        assert_eq!(order.predict(0, src, 0), Some((Predicted::Slot(1), 4)));
        assert_eq!(order.predict(1, src, 7), Some((Predicted::Slot(0), 9)));
        assert_eq!(order.predict(2, src, 12), Some((Predicted::Unknown, 14)));
        // Only at its position, and only on the exact bytes followed by `:`.
        assert_eq!(order.predict(1, src, 0), None);
        assert_eq!(order.predict(0, b"names:1", 0), None);
        assert_eq!(order.predict(0, b"nam:1", 0), None);
        assert_eq!(order.predict(0, b"name :1", 0), None);
        assert_eq!(order.predict(0, b"\"name\":1", 0), None);
        assert_eq!(order.predict(0, b"name", 0), None);
        assert_eq!(order.predict(3, src, 0), None);
        // The latest object wins.
        order.learn(0, b"id", Some(0));
        assert_eq!(order.predict(0, src, 0), None);
        assert_eq!(order.predict(0, b"id:", 0), Some((Predicted::Slot(0), 2)));
    }

    #[test]
    fn keys_that_do_not_read_back_unquoted_are_never_predicted() {
        let mut order = KeyOrder::default();
        for (position, key) in [&b"a-b"[..], b"1a", b"", b"seventeen_letters"]
            .into_iter()
            .enumerate()
        {
            order.learn(position, key, Some(0));
            let mut src = key.to_vec();
            src.push(b':');
            assert_eq!(order.predict(position, &src, 0), None, "{key:?}");
        }
        // Sixteen bytes is the longest remembered.
        order.learn(4, b"sixteen_letters_", Some(2));
        assert_eq!(
            order.predict(4, b"sixteen_letters_:", 0),
            Some((Predicted::Slot(2), 16))
        );
    }

    #[test]
    fn every_byte_of_a_key_counts() {
        for len in 1..=16usize {
            let key: Vec<u8> = (0..len).map(|i| b'a' + i as u8).collect();
            let mut order = KeyOrder::default();
            order.learn(0, &key, Some(7));
            let mut src = key.clone();
            src.push(b':');
            assert_eq!(order.predict(0, &src, 0), Some((Predicted::Slot(7), len)));
            for at in 0..len {
                let mut other = src.clone();
                other[at] = b'Z';
                assert_eq!(order.predict(0, &other, 0), None, "len {len} byte {at}");
            }
        }
    }
}
