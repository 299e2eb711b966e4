//! Single-pass typed decoding: an entry's bytes straight into its object's slots.
//!
//! The decoder walks the entry with the dialect's [`Cursor`], the same routines the tree builder
//! uses, so it accepts exactly the same syntax. Keys go through the model's compiled dispatcher;
//! strings for String properties are copied once into inline strings; the commonest pairings of
//! a property type and a number, boolean or string array are typed inline, each repeating the
//! rule for its pairing only or calling it (an Enum's ordinal: `enum_ordinal`), and held to
//! `typed_value`, the home of the typing rules, by the differential tests; other scalars are typed by `typed_value`; nested objects of FObject properties
//! recurse. Every other value (maps, lists, `Object` properties, special objects) is parsed as a
//! small tree and typed by that same function.
//!
//! An entry of a class with no model (or none) goes to the generic single pass
//! ([`generic`](crate::generic)); a nested object of such a class gives up.
//!
//! It gives up, and the caller takes the tree path for that entry, whenever exactness would
//! need the whole tree: a key seen twice in one object (the tree keeps only the last value),
//! more unknown keys than it tracks, and every error, so that bad entries are always reported
//! by the tree path alone.

use crate::date::day_noon;
use crate::generic;
use crate::predict::{self, KeyOrder, Predicted};
use crate::typed::{enum_of, enum_ordinal, typed_value, Typed};
use crate::DecodeStats;
use folio_dialect::{Cursor, Number, Value as Raw, MAX_DEPTH};
use folio_models::{Model, ModelId, PropType, Property, Registry};
use folio_store::{Class, CompactString, Fields, Object, RecordBuilder, Value};
use std::borrow::Cow;

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
    let (object, _end) = decode_fast_at(body, default_class, registry, stats)?;
    Some(object)
}

/// [`decode_fast`] of a text that must hold the object and nothing after it but ASCII
/// whitespace: `None` also when anything else follows (the tree path then says what).
pub fn decode_fast_whole(
    text: &[u8],
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Option<Object> {
    let mut local = DecodeStats::default();
    let (object, end) = decode_fast_at(text, default_class, registry, &mut local)?;
    if !text[end..].iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    *stats += local;
    Some(object)
}

/// [`decode_fast`], and the offset just past the object.
fn decode_fast_at(
    body: &[u8],
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Option<(Object, usize)> {
    let mut cur = Cursor::new(body);
    cur.skip_ws();
    if cur.peek() != Some(b'{') {
        return None;
    }
    let mut local = DecodeStats::default();
    let object = object(&mut cur, default_class, registry, &mut local, 0)?;
    *stats += local;
    Some((object, cur.pos()))
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
    let (class, classed) = match key.as_deref() {
        Some("class") if matches!(cur.peek(), Some(b'"' | b'\'' | b'`')) => {
            let class = cur.parse_string().ok()?;
            key = cur.next_member().ok()?;
            (Some(class), true)
        }
        _ => (default_class.map(Cow::Borrowed), false),
    };
    // A class with no model, or none at all: a generic object. Only an entry's own: whether
    // the generic single pass takes an object depends on what its thread decoded before, and
    // a typed entry must take this path or not by its text alone (replay counts it).
    let Some(model_id) = class.as_deref().and_then(|c| registry.model_id(c)) else {
        if open > 1 {
            return None;
        }
        let class = class.map_or(Class::Anonymous, |c| Class::named(&c));
        return generic::members(cur, key, class, classed, registry, stats, open);
    };
    members(cur, key, model_id, classed, registry, stats, open)
}

/// The members of a typed object, from the first `key` on.
fn members<'a>(
    cur: &mut Cursor<'a>,
    key: Option<std::borrow::Cow<'a, str>>,
    model_id: ModelId,
    classed: bool,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Object> {
    let mut order = predict::take(registry, model_id);
    let mut b = RecordBuilder::from_pool();
    let object = members_in_order(
        cur, key, model_id, classed, registry, stats, open, &mut order, &mut b,
    );
    RecordBuilder::to_pool(b);
    predict::put_back(registry, model_id, order);
    object
}

/// [`members`], predicting each key from the model's key `order` and teaching it the keys it
/// had to read.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn members_in_order<'a>(
    cur: &mut Cursor<'a>,
    mut key: Option<std::borrow::Cow<'a, str>>,
    model_id: ModelId,
    classed: bool,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
    order: &mut KeyOrder,
    b: &mut RecordBuilder,
) -> Option<Object> {
    let model = registry.model(model_id);
    b.start(model.properties.len());
    let mut seen = Seen::new(b.width());
    let mut unknown = Unknown::default();
    // Which member of the object the cursor is at, for the prediction.
    let mut position = 0;
    while let Some(k) = key {
        if classed && k == "class" {
            return None;
        }
        let slot = model
            .slot(k.as_bytes())
            .map(|index| (index, read_as(&model.properties[index], registry)));
        order.learn(position, k.as_bytes(), slot);
        match slot {
            Some((index, ty)) => {
                if !seen.insert(index) {
                    return None;
                }
                value(cur, ty, model, index, b, registry, stats, open)?;
            }
            None => {
                let std::borrow::Cow::Borrowed(k) = k else {
                    return None;
                };
                unknown.insert(k, stats)?;
                skip_unknown(cur, open)?;
            }
        }
        position += 1;
        // The common case: `,` and then the key that stood here in the last object of this
        // model, then `:`, which the key order checks byte for byte (the reading
        // `next_member` makes).
        loop {
            let at = cur.pos();
            let Some((predicted, value_at)) = order.predict(position, cur.src(), at) else {
                break;
            };
            cur.seek(value_at);
            cur.skip_ws();
            match predicted {
                Predicted::Slot(index, ty) => {
                    if !seen.insert(index) {
                        return None;
                    }
                    value(cur, ty, model, index, b, registry, stats, open)?;
                }
                Predicted::Unknown => {
                    // The key, between the `,` and the `:` of the predicted head.
                    let k = &cur.src()[at + 1..value_at - 1];
                    // SAFETY: a predicted key is an identifier: ASCII, so UTF-8.
                    unknown.insert(unsafe { std::str::from_utf8_unchecked(k) }, stats)?;
                    skip_unknown(cur, open)?;
                }
            }
            position += 1;
        }
        key = cur.next_member().ok()?;
    }
    Some(Object {
        class: Class::Model(model_id),
        fields: Fields::Typed(b.finish()),
    })
}

/// The distinct unknown keys of one object: the tree keeps one copy of a repeated key, so
/// each is counted once, and an object with more than [`UNKNOWN_KEYS`] takes the tree path.
#[derive(Default)]
struct Unknown<'a> {
    keys: [&'a str; UNKNOWN_KEYS],
    len: usize,
}

impl<'a> Unknown<'a> {
    /// Counts `key` as an unknown key; `None` (take the tree path) if it was seen already or
    /// there are too many to track.
    #[inline]
    fn insert(&mut self, key: &'a str, stats: &mut DecodeStats) -> Option<()> {
        // Length and first byte first: most keys differ there, without a call to compare.
        let first = key.as_bytes().first();
        let seen = self.keys[..self.len]
            .iter()
            .any(|k| k.len() == key.len() && k.as_bytes().first() == first && *k == key);
        if seen || self.len == UNKNOWN_KEYS {
            return None;
        }
        self.keys[self.len] = key;
        self.len += 1;
        stats.unknown_keys += 1;
        Some(())
    }
}

/// The type `prop`'s values are read as: its own, or for a Reference the type of its target's
/// id. Worked out when a key is looked up, and remembered with a predicted key.
fn read_as(prop: &Property, registry: &Registry) -> PropType {
    match prop.ty {
        PropType::Reference => registry
            .reference_id_type(prop)
            .unwrap_or(PropType::Reference),
        ty => ty,
    }
}

/// Types the value at the cursor for slot `index` of `model`, read as `ty` (see [`read_as`]),
/// into that slot. `None`: take the tree path.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn value(
    cur: &mut Cursor<'_>,
    ty: PropType,
    model: &Model,
    index: usize,
    b: &mut RecordBuilder,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<()> {
    if ty == PropType::String {
        if let Some(text) = cur.plain_string() {
            b.set_str(index, text);
            return Some(());
        }
    }
    let raw = match cur.peek()? {
        b'"' | b'\'' | b'`' => {
            let text = cur.parse_string().ok()?;
            if ty == PropType::String {
                b.set_str(index, &text);
                return Some(());
            }
            Raw::Str(text.into_owned())
        }
        b'-' | b'0'..=b'9' => match (ty, number(cur)?) {
            // The common numeric cases inline; every other pairing by the rules' one home.
            (PropType::Long, Number::Int(i)) => {
                b.set_int(index, i);
                return Some(());
            }
            (PropType::Double | PropType::Float, Number::Float(f)) => {
                b.set_float(index, f);
                return Some(());
            }
            (PropType::DateTime, Number::Int(ms)) => {
                b.set_date(index, ms);
                return Some(());
            }
            (PropType::Date, Number::Int(ms)) => {
                b.set_date(index, day_noon(ms));
                return Some(());
            }
            (PropType::Int, Number::Int(i)) if i32::try_from(i).is_ok() => {
                b.set_int(index, i);
                return Some(());
            }
            (PropType::Enum, Number::Int(n)) => {
                match enum_ordinal(enum_of(&model.properties[index], registry), n) {
                    Some(ordinal) => {
                        b.set_enum(index, ordinal);
                        return Some(());
                    }
                    None => Raw::Int(n),
                }
            }
            (_, Number::Int(i)) => Raw::Int(i),
            (_, Number::Float(f)) => Raw::Float(f),
            (_, Number::BigInt(text)) => Raw::BigInt(folio_dialect::big_integer(text)),
        },
        b'{' if ty == PropType::FObject => {
            let of = model.properties[index].of.as_deref();
            let nested = object(cur, of, registry, stats, open)?;
            b.set_value(index, Value::Object(Box::new(nested)));
            return Some(());
        }
        b'[' if ty == PropType::StringArray => return string_array(cur, b, index, stats, open),
        b't' | b'f' if ty == PropType::Boolean => {
            if let Some(flag) = boolean(cur) {
                b.set_bool(index, flag);
                return Some(());
            }
            cur.parse_value_nested(open).ok()?
        }
        _ => cur.parse_value_nested(open).ok()?,
    };
    match typed_value(&model.properties[index], raw, registry, stats).ok()? {
        Typed::Set(v) => b.set_value(index, v),
        Typed::Keep => {}
        Typed::Mismatch => stats.type_mismatches += 1,
    }
    Some(())
}

/// The number at the cursor: the common shape inline, the rest by the general routine.
#[inline(always)]
pub(crate) fn number<'a>(cur: &mut Cursor<'a>) -> Option<Number<'a>> {
    match cur.plain_number() {
        Some(n) => Some(n),
        None => general_number(cur),
    }
}

/// The rare part of [`number`].
#[cold]
#[inline(never)]
fn general_number<'a>(cur: &mut Cursor<'a>) -> Option<Number<'a>> {
    cur.parse_number().ok()
}

/// `true` or `false` at the cursor, moving past it; `None` (cursor unmoved) for anything else.
#[inline(always)]
pub(crate) fn boolean(cur: &mut Cursor<'_>) -> Option<bool> {
    let rest = &cur.src()[cur.pos()..];
    let (b, len) = if rest.starts_with(b"true") {
        (true, 4)
    } else if rest.starts_with(b"false") {
        (false, 5)
    } else {
        return None;
    };
    cur.seek(cur.pos() + len);
    Some(b)
}

/// Skips an unknown key's value: a plain string, number or boolean inline, anything else by
/// the general skipper (which accepts and rejects exactly what the tree parser does).
#[inline(always)]
fn skip_unknown(cur: &mut Cursor<'_>, open: usize) -> Option<()> {
    let done = match cur.peek() {
        Some(b'"') => cur.plain_string().is_some(),
        Some(b'-' | b'0'..=b'9') => cur.plain_number().is_some(),
        Some(b't' | b'f') => boolean(cur).is_some(),
        _ => false,
    };
    if done {
        return Some(());
    }
    cur.skip_value_nested(open).ok()
}

/// Strings of a StringArray kept on the stack before the array is allocated.
const FIRST_ITEMS: usize = 4;

/// A StringArray value: all strings -> the array; any other element -> a mismatch.
fn string_array(
    cur: &mut Cursor<'_>,
    b: &mut RecordBuilder,
    index: usize,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<()> {
    if open >= MAX_DEPTH {
        return None;
    }
    // The first few strings wait on the stack, so that the array is allocated once, at its
    // final size.
    let mut first: [Option<Value>; FIRST_ITEMS] = Default::default();
    let mut rest = Vec::new();
    let mut len = 0;
    let mut more = cur.enter_array().ok()?;
    let mut all_strings = true;
    while more {
        if all_strings && matches!(cur.peek(), Some(b'"' | b'\'' | b'`')) {
            let item = match cur.plain_string() {
                Some(text) => Value::Str(CompactString::new(text)),
                None => Value::Str(CompactString::from(cur.parse_string().ok()?)),
            };
            match first.get_mut(len) {
                Some(place) => *place = Some(item),
                None => rest.push(item),
            }
            len += 1;
        } else {
            all_strings = false;
            cur.skip_value_nested(open + 1).ok()?;
        }
        more = cur.next_element().ok()?;
    }
    if all_strings {
        b.set_array(index, first.into_iter().flatten().chain(rest));
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
    /// Slots from 128 on (empty, so no allocation, for most models).
    large: Vec<bool>,
}

impl Seen {
    fn new(slots: usize) -> Seen {
        Seen {
            small: [0; 2],
            large: vec![false; slots.saturating_sub(128)],
        }
    }

    /// Marks `index`; `false` if it was marked already.
    #[inline]
    fn insert(&mut self, index: usize) -> bool {
        if index < 128 {
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            let fresh = self.small[word] & bit == 0;
            self.small[word] |= bit;
            fresh
        } else {
            !std::mem::replace(&mut self.large[index - 128], true)
        }
    }
}
