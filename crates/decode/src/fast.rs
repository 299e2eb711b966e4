//! Single-pass typed decoding: an entry's bytes straight into its object's slots.
//!
//! The decoder walks the entry with the dialect's [`Cursor`], the same routines the tree builder
//! uses, so it accepts exactly the same syntax. Keys go through the model's compiled dispatcher;
//! strings for String properties are copied once into inline strings; numbers, booleans and
//! nulls are typed by the one function that holds the typing rules (`typed_value`); nested
//! objects of FObject properties recurse. Every other value (maps, lists, `Object` properties,
//! special objects) is parsed as a small tree and typed by that same function, so no rule is
//! written twice.
//!
//! It gives up, and the caller takes the tree path for that entry, whenever exactness would
//! need the whole tree: a class with no model, a key seen twice in one object (the tree keeps
//! only the last value), more unknown keys than it tracks, and every error, so that bad entries
//! are always reported by the tree path alone.

use crate::typed::{typed_value, Typed};
use crate::DecodeStats;
use folio_dialect::{Cursor, Number, Value as Raw, MAX_DEPTH};
use folio_models::{ModelId, PropType, Registry};
use folio_store::{Class, CompactString, Fields, Object, Value};

/// Distinct unknown keys one object may have on the fast path (to tell repeats apart).
const UNKNOWN_KEYS: usize = 16;

/// Decodes an entry's body on the fast path. `None`: take the tree path
/// ([`decode_entry`](crate::decode_entry) over the parsed map) for this entry; it gives the
/// object, or the error, that is right for it. Counters go to `stats` only on success.
pub fn decode_fast(
    body: &[u8],
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Option<Object> {
    let mut cur = Cursor::new(body);
    cur.skip_ws();
    if cur.peek() != Some(b'{') {
        return None;
    }
    let mut local = DecodeStats::default();
    let object = object(&mut cur, default_class, registry, &mut local, 0)?;
    *stats += local;
    Some(object)
}

/// The object at the cursor (a `{`), inside `open` containers.
fn object(
    cur: &mut Cursor<'_>,
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Object> {
    if open >= MAX_DEPTH {
        return None;
    }
    let open = open + 1;
    let mut key = cur.enter_object().ok()?;
    // `class` names the class only as the first key with a string value. The tree keeps a
    // repeated key at its first position with its last value, so a later `class` key would
    // rename the class there: such objects take the tree path.
    let (model_id, classed) = match key.as_deref() {
        Some("class") if matches!(cur.peek(), Some(b'"' | b'\'' | b'`')) => {
            let class = cur.parse_string().ok()?;
            let id = registry.model_id(&class)?;
            key = cur.next_member().ok()?;
            (id, true)
        }
        _ => (registry.model_id(default_class?)?, false),
    };
    members(cur, key, model_id, classed, registry, stats, open)
}

/// The members of a typed object, from the first `key` on.
fn members<'a>(
    cur: &mut Cursor<'a>,
    mut key: Option<std::borrow::Cow<'a, str>>,
    model_id: ModelId,
    classed: bool,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Object> {
    let model = registry.model(model_id);
    let mut slots = vec![None; model.properties.len()].into_boxed_slice();
    let mut seen = Seen::new(slots.len());
    let mut unknown: [&'a str; UNKNOWN_KEYS] = [""; UNKNOWN_KEYS];
    let mut unknown_len = 0;
    // The slot of the last known key, which predicts the next one.
    let mut prev = None;
    while let Some(k) = key {
        if classed && k == "class" {
            return None;
        }
        match model.slot_after(prev, k.as_bytes()) {
            Some(index) => {
                if !seen.insert(index) {
                    return None;
                }
                let prop = &model.properties[index];
                value(cur, prop, &mut slots[index], registry, stats, open)?;
                prev = Some(index);
            }
            None => {
                // The tree keeps one copy of a repeated key; count each distinct key once.
                let k = match &k {
                    std::borrow::Cow::Borrowed(k) => *k,
                    std::borrow::Cow::Owned(_) => return None,
                };
                if unknown[..unknown_len].contains(&k) || unknown_len == UNKNOWN_KEYS {
                    return None;
                }
                unknown[unknown_len] = k;
                unknown_len += 1;
                stats.unknown_keys += 1;
                cur.skip_value_nested(open).ok()?;
            }
        }
        // The common case: `,` and then the key that followed this one last time, which the
        // model checks byte for byte (the same reading `next_member` would make).
        loop {
            let (src, comma) = (cur.src(), cur.pos());
            if src.get(comma) != Some(&b',') {
                break;
            }
            let Some((index, colon)) = model.predicted_slot(prev, src, comma + 1) else {
                break;
            };
            if classed && &src[comma + 1..colon] == b"class" {
                return None;
            }
            cur.seek(colon + 1);
            cur.skip_ws();
            if !seen.insert(index) {
                return None;
            }
            let prop = &model.properties[index];
            value(cur, prop, &mut slots[index], registry, stats, open)?;
            prev = Some(index);
        }
        key = cur.next_member().ok()?;
    }
    Some(Object {
        class: Class::Model(model_id),
        fields: Fields::Typed(slots),
    })
}

/// Types the value at the cursor for `prop` into `slot`. `None`: take the tree path.
#[inline(always)]
fn value(
    cur: &mut Cursor<'_>,
    prop: &folio_models::Property,
    slot: &mut Option<Value>,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<()> {
    let ty = match prop.ty {
        PropType::Reference => registry
            .reference_id_type(prop)
            .unwrap_or(PropType::Reference),
        ty => ty,
    };
    if ty == PropType::String {
        if let Some(text) = cur.plain_string() {
            *slot = Some(Value::Str(CompactString::new(text)));
            return Some(());
        }
    }
    let raw = match cur.peek()? {
        b'"' | b'\'' | b'`' => {
            let text = cur.parse_string().ok()?;
            if ty == PropType::String {
                *slot = Some(Value::Str(CompactString::from(text)));
                return Some(());
            }
            Raw::Str(text.into_owned())
        }
        b'-' | b'0'..=b'9' => match (ty, cur.parse_number().ok()?) {
            // The common numeric cases inline; every other pairing by the rules' one home.
            (PropType::Long, Number::Int(i)) => {
                *slot = Some(Value::Int(i));
                return Some(());
            }
            (PropType::Double | PropType::Float, Number::Float(f)) => {
                *slot = Some(Value::Float(f));
                return Some(());
            }
            (PropType::Date | PropType::DateTime, Number::Int(ms)) => {
                *slot = Some(Value::Date(ms));
                return Some(());
            }
            (_, Number::Int(i)) => Raw::Int(i),
            (_, Number::Float(f)) => Raw::Float(f),
            (_, Number::BigInt(text)) => Raw::BigInt(folio_dialect::big_integer(text)),
        },
        b'{' if ty == PropType::FObject => {
            let nested = object(cur, prop.of.as_deref(), registry, stats, open)?;
            *slot = Some(Value::Object(Box::new(nested)));
            return Some(());
        }
        b'[' if ty == PropType::StringArray => return string_array(cur, slot, stats, open),
        _ => cur.parse_value_nested(open).ok()?,
    };
    match typed_value(prop, raw, registry, stats).ok()? {
        Typed::Set(v) => *slot = Some(v),
        Typed::Keep => {}
        Typed::Mismatch => stats.type_mismatches += 1,
    }
    Some(())
}

/// A StringArray value: all strings -> the array; any other element -> a mismatch.
fn string_array(
    cur: &mut Cursor<'_>,
    slot: &mut Option<Value>,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<()> {
    if open >= MAX_DEPTH {
        return None;
    }
    let mut items = Vec::new();
    let mut more = cur.enter_array().ok()?;
    let mut all_strings = true;
    while more {
        if all_strings && matches!(cur.peek(), Some(b'"' | b'\'' | b'`')) {
            items.push(Value::Str(CompactString::from(cur.parse_string().ok()?)));
        } else {
            all_strings = false;
            cur.skip_value_nested(open + 1).ok()?;
        }
        more = cur.next_element().ok()?;
    }
    if all_strings {
        *slot = Some(Value::Array(items.into_boxed_slice()));
    } else {
        stats.type_mismatches += 1;
    }
    Some(())
}

/// Which slots a key has set, to send repeated keys to the tree path.
struct Seen {
    /// Slots below 128, one bit each (two words: a shift by a variable amount stays one
    /// instruction).
    small: [u64; 2],
    large: Vec<bool>,
}

impl Seen {
    fn new(slots: usize) -> Seen {
        Seen {
            small: [0; 2],
            large: if slots > 128 {
                vec![false; slots]
            } else {
                Vec::new()
            },
        }
    }

    /// Marks `index`; `false` if it was marked already.
    #[inline]
    fn insert(&mut self, index: usize) -> bool {
        if self.large.is_empty() {
            let (word, bit) = (index / 64 % 2, 1u64 << (index % 64));
            let fresh = self.small[word] & bit == 0;
            self.small[word] |= bit;
            fresh
        } else {
            !std::mem::replace(&mut self.large[index], true)
        }
    }
}
