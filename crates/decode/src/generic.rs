//! Single-pass generic decoding: the bytes of an object of a class with no model straight into
//! a record of the shape its class had last, with no tree and no key copied.
//!
//! A journal writes one class's objects with the same keys in the same order, and the store
//! keeps them in one shape (`folio_store::Map::seal`). So the decoder remembers, per thread,
//! the shape each class's last object had, and reads the next object's keys against it: the
//! shape's next key is checked first, in one compare; any other key is looked up in the shape.
//! Then its values, read by the rules of untyped context (`untyped::convert`), go into a record
//! of that shape's slots. An object of every key in the shape's order is what the tree path
//! builds for the same object ([`convert_entries`](crate::untyped) finds the same shape); one
//! of some of them or in another order (a `p` delta) is a map of those keys in that order
//! ([`Map::from_some`]), which the store writes over an object of the shape slot by slot.
//! Either way with none of the tree's allocations.
//!
//! **Anything else gives up, and the tree path decodes the entry**: a key not in the shape (a
//! new class, a new property), a key seen twice (the tree keeps its first place and last
//! value), `class` again after a written class, and every error. The tree path teaches the
//! class its shape ([`learn`]) whenever the object it decoded fits a shape that exists, so a
//! class's third object is on this path. Shapes are made by the store, never here: the
//! prediction is only ever a shape a stored map has.

use crate::fast::{boolean, number};
use crate::untyped::convert;
use crate::DecodeStats;
use folio_dialect::{is_identifier, Cursor, Number, MAX_DEPTH};
use folio_models::Registry;
use folio_store::{Class, CompactString, Map, Object, RecordBuilder, ShapeRef, Value};
use std::borrow::Cow;
use std::cell::RefCell;
use std::rc::Rc;

/// Classes whose last shape a thread remembers.
const CLASSES: usize = 8;

/// The longest class name remembered (a longer one is a client's, not a journal's).
const LONGEST_CLASS: usize = 256;

/// A shape as the decoder predicts it.
#[derive(Clone)]
struct Predicted {
    shape: ShapeRef,
    /// Per key, whether it is an identifier: written unquoted, `,key:` is read as that key
    /// and nothing else, so those bytes are checked in one compare instead of scanning the
    /// key and comparing it after.
    plain: Rc<[bool]>,
    /// Per key, the shape the last class-less map under it had (a journal's `ext:{...}`), to
    /// read the next one against as the object is read against its own. Learned from the
    /// maps the tree reads when there is none or it does not fit; for an object's own keys
    /// only, not a map's.
    maps: Rc<[RefCell<Option<Predicted>>]>,
}

impl Predicted {
    fn of(shape: ShapeRef) -> Predicted {
        let plain = (0..shape.len()).map(|i| is_identifier(shape.key(i).as_bytes()));
        Predicted {
            shape,
            plain: plain.collect(),
            maps: (0..shape.len()).map(|_| RefCell::new(None)).collect(),
        }
    }
}

thread_local! {
    /// The last shape of each of the classes decoded last on this thread, most recent first.
    static LAST: RefCell<Vec<(Box<str>, Predicted)>> = const { RefCell::new(Vec::new()) };
}

/// The shape `class`'s last object had on this thread.
#[inline]
fn predicted(class: &str) -> Option<Predicted> {
    LAST.with_borrow_mut(|last| {
        let i = last.iter().position(|(c, _)| **c == *class)?;
        if i > 0 {
            last[..=i].rotate_right(1);
        }
        Some(last[0].1.clone())
    })
}

/// Remembers `shape` as `class`'s: the tree path calls it for an object that fits a shape.
pub(crate) fn learn(class: &str, shape: ShapeRef) {
    if class.len() > LONGEST_CLASS {
        return;
    }
    LAST.with_borrow_mut(|last| {
        let i = match last.iter().position(|(c, _)| **c == *class) {
            Some(i) => i,
            None => {
                if last.len() == CLASSES {
                    last.pop();
                }
                last.insert(0, (class.into(), Predicted::of(shape)));
                return;
            }
        };
        if !last[i].1.shape.same(shape) {
            last[i].1 = Predicted::of(shape);
        }
        last[..=i].rotate_right(1);
    });
}

/// The name a class is remembered by: its own, or `""` for objects with none.
pub(crate) fn class_key(class: &Class) -> &str {
    match class {
        Class::Named(name) => name,
        Class::Model(_) | Class::Anonymous => "",
    }
}

/// The members of a generic object of `class`, from the first `key` on (the cursor at its
/// value). `classed`: the object wrote its class as its first key. `None`: take the tree path.
pub(crate) fn members<'a>(
    cur: &mut Cursor<'a>,
    key: Option<Cow<'a, str>>,
    class: Class,
    classed: bool,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Object> {
    let predicted = predicted(class_key(&class))?;
    let mut b = RecordBuilder::from_pool();
    let fields = members_of(
        cur, key, &predicted, classed, true, registry, stats, open, &mut b,
    );
    RecordBuilder::to_pool(b);
    Some(Object::generic(class, fields?))
}

/// [`members`] read against `shape`, into `b`; `maps`: maps under its keys are read against
/// the shapes [`Predicted::maps`] holds.
#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn members_of<'a>(
    cur: &mut Cursor<'a>,
    mut key: Option<Cow<'a, str>>,
    predicted: &Predicted,
    classed: bool,
    maps: bool,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
    b: &mut RecordBuilder,
) -> Option<Map> {
    let shape = predicted.shape;
    b.start(shape.len());
    let mut position = 0;
    // The members' positions in the shape, in the order written (a shape has at most 256
    // keys), and whether one was not the key after the one before.
    let mut order = [0u8; 256];
    let mut count = 0;
    let mut jumped = false;
    while let Some(k) = key {
        if jumped || position == shape.len() || *k != *shape.key(position) {
            // Another of the shape's keys: a `p` delta writes some of its class's keys, in
            // any order. Once off the shape's order, every key is looked up, and one already
            // read gives up.
            position = shape.position(&k).filter(|&i| b.get(i).is_none())?;
            jumped = true;
        }
        loop {
            // A second `class` renames the class the first one wrote (the tree keeps a
            // repeated key at its first place, with its last value).
            if classed && shape.key(position) == "class" {
                return None;
            }
            let map = maps.then(|| &predicted.maps[position]);
            value(cur, position, b, map, registry, stats, open)?;
            *order.get_mut(count)? = u8::try_from(position).ok()?;
            count += 1;
            position += 1;
            // The common case: `,` and the next key of the shape, unquoted, then `:`.
            if jumped || position == shape.len() || !predicted.plain[position] {
                break;
            }
            let key = shape.key(position).as_bytes();
            let (src, at) = (cur.src(), cur.pos());
            let head = src.get(at + 1..at + 2 + key.len());
            if src.get(at) != Some(&b',')
                || head.is_none_or(|h| h[key.len()] != b':' || h[..key.len()] != *key)
            {
                break;
            }
            cur.seek(at + 2 + key.len());
            cur.skip_ws();
        }
        key = cur.next_member().ok()?;
    }
    let record = b.finish();
    Some(match !jumped && count == shape.len() {
        true => Map::from_record(shape, record),
        false => Map::from_some(shape, record, &order[..count]),
    })
}

/// Reads the value at the cursor into slot `index`, as `untyped::convert` types it: strings,
/// numbers and booleans inline, a map against the shape `map` predicts, anything else through
/// a small tree. `None`: take the tree path.
#[inline(always)]
fn value(
    cur: &mut Cursor<'_>,
    index: usize,
    b: &mut RecordBuilder,
    map: Option<&RefCell<Option<Predicted>>>,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<()> {
    match cur.peek()? {
        b'"' => match cur.plain_string() {
            Some(text) => b.set_str(index, text),
            None => b.set_str(index, &cur.parse_string().ok()?),
        },
        b'\'' | b'`' => b.set_str(index, &cur.parse_string().ok()?),
        b'-' | b'0'..=b'9' => match number(cur)? {
            Number::Int(i) => b.set_int(index, i),
            Number::Float(f) => b.set_float(index, f),
            Number::BigInt(text) => b.set_value(index, big(text)),
        },
        b't' | b'f' => match boolean(cur) {
            Some(flag) => b.set_bool(index, flag),
            None => b.set_value(index, nested(cur, registry, stats, open)?),
        },
        b'[' => array(cur, index, b, registry, stats, open)?,
        b'{' if map.is_some() => {
            b.set_value(index, map_value(cur, map?, registry, stats, open)?);
        }
        _ => b.set_value(index, nested(cur, registry, stats, open)?),
    }
    Some(())
}

/// An object value in untyped context: a class-less map of the keys of the shape `last`
/// holds, in its order, read into a record of that shape with no tree; any other object
/// through the tree, which teaches `last` the shape of a map it reads.
fn map_value(
    cur: &mut Cursor<'_>,
    last: &RefCell<Option<Predicted>>,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Value> {
    let start = cur.pos();
    // Cloned out: the map's own values are read with no borrow held.
    let predicted = last.borrow().clone();
    if let Some(predicted) = predicted {
        // The map's counters count only if it is taken (the tree reads it again otherwise).
        let mut counted = DecodeStats::default();
        if let Some(map) = map_in(cur, &predicted, registry, &mut counted, open) {
            *stats += counted;
            return Some(Value::Map(Box::new(map)));
        }
        cur.seek(start);
    }
    let value = nested(cur, registry, stats, open)?;
    if let Value::Map(map) = &value {
        if let Some(shape) = map.shape() {
            *last.borrow_mut() = Some(Predicted::of(shape));
        }
    }
    Some(value)
}

/// The map at the cursor read against `predicted`, if it has every one of its keys in its
/// order and does not name a class (an object of a class is not a map).
fn map_in(
    cur: &mut Cursor<'_>,
    predicted: &Predicted,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Map> {
    if open >= MAX_DEPTH {
        return None;
    }
    let key = cur.enter_object().ok()?;
    if key.as_deref() == Some("class") {
        return None;
    }
    let mut b = RecordBuilder::from_pool();
    let map = members_of(
        cur,
        key,
        predicted,
        false,
        false,
        registry,
        stats,
        open + 1,
        &mut b,
    );
    RecordBuilder::to_pool(b);
    // A map kept in an object is sealed: some of the keys would be a map of other keys.
    map.filter(Map::is_sealed)
}

/// An array's elements, each as [`element`] reads it, moved into the record as a run.
fn array(
    cur: &mut Cursor<'_>,
    index: usize,
    b: &mut RecordBuilder,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<()> {
    if open >= MAX_DEPTH {
        return None;
    }
    ITEMS.with_borrow_mut(|items| {
        items.clear();
        let mut more = cur.enter_array().ok()?;
        while more {
            items.push(element(cur, registry, stats, open + 1)?);
            more = cur.next_element().ok()?;
        }
        b.set_array(index, items.drain(..));
        Some(())
    })
}

thread_local! {
    /// An array's elements until they move into the record: one vector a thread, reused.
    static ITEMS: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
}

/// An array element: a string inline, anything else through a small tree.
#[inline]
fn element(
    cur: &mut Cursor<'_>,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Value> {
    if cur.peek() == Some(b'"') {
        if let Some(text) = cur.plain_string() {
            return Some(Value::Str(CompactString::new(text)));
        }
    }
    nested(cur, registry, stats, open)
}

/// Any value, parsed as a tree and typed as untyped context types it (maps, nested objects,
/// `null`, and every form the inline cases leave).
fn nested(
    cur: &mut Cursor<'_>,
    registry: &Registry,
    stats: &mut DecodeStats,
    open: usize,
) -> Option<Value> {
    let raw = cur.parse_value_nested(open).ok()?;
    convert(raw, registry, stats).ok()
}

/// A big integer, as `untyped::convert` keeps one.
#[cold]
fn big(text: &str) -> Value {
    Value::BigInt(folio_dialect::big_integer(text).into())
}
