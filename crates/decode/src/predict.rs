//! Key prediction. Journals written by a running system put an object's keys in the same order
//! every time, so before the fast decoder scans and hashes a key it checks whether the bytes are
//! `,` and the key that stood at the same position in the last object of the same model, then
//! `:`: one masked compare of 16 bytes instead of a scan, a hash and a probe, for known and
//! unknown keys alike.
//!
//! **A prediction is taken only when the bytes are exactly `,`, the remembered key (an
//! identifier of at most 14 bytes, other than `class`) and `:` (the reading the general path
//! makes of them), and what is remembered with the key is what the model's dispatcher answered
//! for those bytes (a slot, or unknown) and the type that slot's values are read as, neither of
//! which can change within one registry. So prediction changes what a key costs, never a
//! result.** (`class` is left to the general path, which
//! checks it against the class the object named.)
//!
//! What is remembered lives per thread (no sharing, no atomics) and per registry value
//! ([`Registry::instance`]): model ids alone are not unique across registries.

use folio_dialect::is_identifier;
use folio_models::{ModelId, PropType, Registry};
use std::cell::RefCell;

/// The bytes a prediction compares at once: `,` key `:`.
const HEAD: usize = 16;

/// The longest key remembered: with its `,` and `:` it fills [`HEAD`].
const LONGEST: usize = HEAD - 2;

/// Positions remembered per model: bounds the memory an object with very many keys can take.
const POSITIONS: usize = 1024;

/// No property (an unknown key), in [`Key::slot`].
const UNKNOWN: u32 = u32::MAX;

/// One remembered key, as the member head `,key:` it predicts.
#[derive(Debug, Clone, Copy)]
struct Key {
    /// `,key:` in the low bytes of 16 (little-endian words), zeros after.
    head: [u64; 2],
    /// Which bytes of `head` count: `0xFF` for each byte of `,key:`.
    mask: [u64; 2],
    /// The length of `,key:`.
    len: u32,
    /// What the dispatcher answered: the slot, or [`UNKNOWN`].
    slot: u32,
    /// The type the slot's values are read as (see [`Predicted::Slot`]).
    ty: PropType,
}

impl Key {
    /// A position whose key cannot be predicted. No mask can refuse every input (a NUL byte,
    /// or the zero padding past the end, would match a head of zeros), so [`KeyOrder::predict`]
    /// refuses it by its length: every real head is at least `,` and `:`.
    const UNPREDICTABLE: Key = Key {
        head: [0; 2],
        mask: [0; 2],
        len: 0,
        slot: UNKNOWN,
        ty: PropType::Object,
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
    /// The key of this slot, whose values are read as this type: what the caller gave when it
    /// taught the key, so that a predicted key needs no look-up of its property at all.
    Slot(usize, PropType),
    /// A key the model does not know.
    Unknown,
}

impl KeyOrder {
    /// If `src[at..]` starts with `,`, the key remembered at `position` and `:`: what that key
    /// is, and the index just after the `:`.
    #[inline(always)]
    pub(crate) fn predict(
        &self,
        position: usize,
        src: &[u8],
        at: usize,
    ) -> Option<(Predicted, usize)> {
        let key = self.keys.get(position)?;
        let [a, b] = match src.get(at..at.wrapping_add(HEAD)) {
            Some(bytes) => [word(&bytes[..8]), word(&bytes[8..])],
            None => last_words(src.get(at..)?),
        };
        // An unpredictable position (length 0) joins the compare as one more differing bit.
        let differ = ((a ^ key.head[0]) & key.mask[0])
            | ((b ^ key.head[1]) & key.mask[1])
            | u64::from(key.len == 0);
        if differ != 0 {
            return None;
        }
        let predicted = match key.slot {
            UNKNOWN => Predicted::Unknown,
            slot => Predicted::Slot(slot as usize, key.ty),
        };
        Some((predicted, at + key.len as usize))
    }

    /// Remembers that the key at `position` was `key`, for which the dispatcher answered
    /// `slot` (with the type its values are read as). Positions are learned in order: every
    /// earlier one was learned or predicted.
    #[inline]
    pub(crate) fn learn(&mut self, position: usize, key: &[u8], slot: Option<(usize, PropType)>) {
        let record = if key.len() <= LONGEST && key != b"class" && is_identifier(key) {
            let mut head = [0u8; HEAD];
            let mut mask = [0u8; HEAD];
            head[0] = b',';
            head[1..=key.len()].copy_from_slice(key);
            head[key.len() + 1] = b':';
            mask[..key.len() + 2].fill(0xFF);
            Key {
                head: [word(&head[..8]), word(&head[8..])],
                mask: [word(&mask[..8]), word(&mask[8..])],
                len: key.len() as u32 + 2,
                slot: slot.map_or(UNKNOWN, |(s, _)| s as u32),
                ty: slot.map_or(PropType::Object, |(_, ty)| ty),
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

/// Eight bytes as a little-endian word.
#[inline(always)]
fn word(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().expect("8 bytes"))
}

/// The fewer than [`HEAD`] bytes at the end of the input as two words, padded with zeros
/// (which no byte of a member head is, so a head that runs past the end never matches).
#[cold]
fn last_words(rest: &[u8]) -> [u64; 2] {
    let mut bytes = [0u8; HEAD];
    bytes[..rest.len()].copy_from_slice(rest);
    [word(&bytes[..8]), word(&bytes[8..])]
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
    use folio_models::PropType::{Long, String};

    #[test]
    fn predicts_the_key_at_the_same_position_last_time() {
        let mut order = KeyOrder::default();
        let src = b",name:1,id:2,zz:3";
        // Nothing learned yet.
        assert_eq!(order.predict(0, src, 0), None);
        order.learn(0, b"name", Some((1, String)));
        order.learn(1, b"id", Some((0, Long)));
        order.learn(2, b"zz", None);
        // The slot comes back with the type it was taught with.
        assert_eq!(
            order.predict(0, src, 0),
            Some((Predicted::Slot(1, String), 6))
        );
        assert_eq!(
            order.predict(1, src, 7),
            Some((Predicted::Slot(0, Long), 11))
        );
        assert_eq!(order.predict(2, src, 12), Some((Predicted::Unknown, 16)));
        // Only at its position, and only on `,`, the exact bytes and `:`.
        assert_eq!(order.predict(1, src, 0), None);
        assert_eq!(order.predict(0, b",names:1", 0), None);
        assert_eq!(order.predict(0, b",nam:1", 0), None);
        assert_eq!(order.predict(0, b",name :1", 0), None);
        assert_eq!(order.predict(0, b", name:1", 0), None);
        assert_eq!(order.predict(0, b"name:1", 0), None);
        assert_eq!(order.predict(0, b";name:1", 0), None);
        assert_eq!(order.predict(0, b",\"name\":1", 0), None);
        assert_eq!(order.predict(0, b",name", 0), None);
        assert_eq!(order.predict(3, src, 0), None);
        // The latest object wins.
        order.learn(0, b"id", Some((0, Long)));
        assert_eq!(order.predict(0, src, 0), None);
        assert_eq!(
            order.predict(0, b",id:", 0),
            Some((Predicted::Slot(0, Long), 4))
        );
    }

    #[test]
    fn keys_that_do_not_read_back_unquoted_are_never_predicted() {
        let mut order = KeyOrder::default();
        for (position, key) in [&b"a-b"[..], b"1a", b"", b"fifteen_letters", b"class"]
            .into_iter()
            .enumerate()
        {
            order.learn(position, key, Some((0, Long)));
            let mut src = vec![b','];
            src.extend_from_slice(key);
            src.extend_from_slice(b":1,a:2,b:3,c:4,d:5");
            assert_eq!(order.predict(position, &src, 0), None, "{key:?}");
            // Nor on whatever may stand after a value: a NUL byte, or the end of the input.
            for rest in [&b"\0"[..], b"", b"\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0"] {
                assert_eq!(order.predict(position, rest, 0), None, "{key:?} {rest:?}");
            }
        }
        // Fourteen bytes is the longest remembered.
        order.learn(5, b"fourteen_lette", Some((2, Long)));
        assert_eq!(
            order.predict(5, b",fourteen_lette:", 0),
            Some((Predicted::Slot(2, Long), 16))
        );
    }

    #[test]
    fn every_byte_of_a_head_counts() {
        for len in 1..=14usize {
            let key: Vec<u8> = (0..len).map(|i| b'a' + i as u8).collect();
            let mut order = KeyOrder::default();
            order.learn(0, &key, Some((7, Long)));
            let mut src = vec![b','];
            src.extend_from_slice(&key);
            src.push(b':');
            // With input to spare, and ending right after the `:`.
            for tail in [&b"123456789012345678"[..], b""] {
                let mut full = src.clone();
                full.extend_from_slice(tail);
                assert_eq!(
                    order.predict(0, &full, 0),
                    Some((Predicted::Slot(7, Long), len + 2))
                );
                for at in 0..len + 2 {
                    let mut other = full.clone();
                    other[at] = b'Z';
                    assert_eq!(order.predict(0, &other, 0), None, "len {len} byte {at}");
                }
                assert_eq!(
                    order.predict(0, &full[..len + 1], 0),
                    None,
                    "cut, len {len}"
                );
            }
        }
    }
}
