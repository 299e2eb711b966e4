//! Ids, values and objects as bytes and back, for files that hold a store's state whole
//! (`folio-snapshot`). Little-endian, fixed-width integers, every string and list prefixed by
//! its length; docs/format.md ("Snapshots") has the layout byte by byte.
//!
//! Reading trusts nothing in the bytes: every length, offset, tag and string is checked
//! against the buffer, and no allocation is sized by a length read from it before the bytes
//! that length promises are known to be there. A count of elements is capped by the bytes
//! left at the elements' smallest encoding, less the bytes that the counts it is nested in
//! already promised to their elements still to come ([`ByteReader::claim`]): were each
//! nested count capped by the same bytes left, a few KiB of arrays in arrays would reserve
//! hundreds of MiB. So all the reservations live at once are backed by distinct bytes, and a
//! buffer sizes at most a small multiple of itself. Nesting is capped at [`MAX_NESTING`], so a
//! crafted buffer cannot exhaust the stack. A read either gives exactly what was written or a
//! [`BytesError`] saying where and why, never a panic.
//!
//! These functions are used only to save and load whole stores, never on the replay path.

use crate::id::Id;
use crate::layout::{LayoutTable, Layouts};
use crate::map::{Indexed, Map};
use crate::object::{Class, Fields, Object};
use crate::record::{Record, RecordBuilder};
use crate::value::{Value, ValueRef};
use compact_str::CompactString;
use folio_models::{ModelId, Registry};
use std::fmt;

/// How deep values may nest inside one object when read (arrays, maps and objects in each
/// other). Journals are parsed with at most 256 levels, so stored values never come near.
pub const MAX_NESTING: usize = 1024;

/// Why bytes do not read as what they should hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BytesError {
    /// Byte offset in the buffer given to the [`ByteReader`] where the problem was found.
    pub at: usize,
    pub kind: BytesErrorKind,
}

/// What is wrong at [`BytesError::at`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BytesErrorKind {
    /// The buffer ends before what it promises.
    Truncated,
    /// A kind byte that names no kind.
    Tag(u8),
    /// A string that is not UTF-8.
    Utf8,
    /// Values nested deeper than [`MAX_NESTING`].
    TooDeep,
    /// A typed object of a model the registry does not have.
    UnknownModel(u32),
    /// A record whose slot count is not its model's property count.
    Width { expected: u32, found: u32 },
    /// A record slot that breaks the record's rules (an offset outside its strings, a rare
    /// value named twice or not there, bytes that must be zero and are not).
    Slot(u32),
    /// A map that names one key twice.
    DuplicateKey,
    /// A map by a layout the file's table does not have.
    Layout(u32),
    /// A layout of a file's table with no keys, more than a shape holds, or a key twice.
    BadLayout(u32),
    /// A record's rare values or string tail hold more than its slots name, or not in slot
    /// order.
    Unreferenced,
}

impl fmt::Display for BytesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            BytesErrorKind::Truncated => write!(f, "bytes end early at offset {}", self.at),
            BytesErrorKind::Tag(tag) => write!(f, "unknown kind {tag} at offset {}", self.at),
            BytesErrorKind::Utf8 => write!(f, "a string that is not UTF-8 at offset {}", self.at),
            BytesErrorKind::TooDeep => {
                write!(
                    f,
                    "values nested deeper than {MAX_NESTING} at offset {}",
                    self.at
                )
            }
            BytesErrorKind::UnknownModel(m) => {
                write!(f, "model {m} is not in the registry (offset {})", self.at)
            }
            BytesErrorKind::Width { expected, found } => write!(
                f,
                "a record of {found} slots where the model has {expected} (offset {})",
                self.at
            ),
            BytesErrorKind::Slot(slot) => {
                write!(f, "slot {slot} of a record is invalid (offset {})", self.at)
            }
            BytesErrorKind::DuplicateKey => {
                write!(f, "a map names a key twice (offset {})", self.at)
            }
            BytesErrorKind::Layout(index) => {
                write!(f, "layout {index} is not in the table (offset {})", self.at)
            }
            BytesErrorKind::Unreferenced => write!(
                f,
                "a record holds bytes no slot names, or not in slot order (offset {})",
                self.at
            ),
            BytesErrorKind::BadLayout(index) => write!(
                f,
                "layout {index} has no keys, too many or one twice (offset {})",
                self.at
            ),
        }
    }
}

impl std::error::Error for BytesError {}

/// Reads the parts of a buffer in order, each read checked against what is left.
#[derive(Debug, Clone)]
pub struct ByteReader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// Bytes of those left that claimed counts promised to their elements not yet started
    /// ([`ByteReader::claim`]).
    owed: usize,
}

impl<'a> ByteReader<'a> {
    pub fn new(bytes: &'a [u8]) -> ByteReader<'a> {
        ByteReader {
            bytes,
            at: 0,
            owed: 0,
        }
    }

    /// The offset of the next byte to read.
    pub fn at(&self) -> usize {
        self.at
    }

    /// How many bytes are left.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }

    /// An error of `kind` at the current offset.
    #[cold]
    pub fn error(&self, kind: BytesErrorKind) -> BytesError {
        BytesError { at: self.at, kind }
    }

    /// The next `n` bytes.
    #[inline]
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], BytesError> {
        if n > self.remaining() {
            return Err(self.error(BytesErrorKind::Truncated));
        }
        let out = &self.bytes[self.at..self.at + n];
        self.at += n;
        Ok(out)
    }

    #[inline]
    fn array<const N: usize>(&mut self) -> Result<[u8; N], BytesError> {
        let bytes = self.take(N)?;
        let mut out = [0u8; N];
        out.copy_from_slice(bytes);
        Ok(out)
    }

    #[inline]
    pub fn u8(&mut self) -> Result<u8, BytesError> {
        Ok(self.array::<1>()?[0])
    }

    #[inline]
    pub fn u32(&mut self) -> Result<u32, BytesError> {
        self.array().map(u32::from_le_bytes)
    }

    #[inline]
    pub fn u64(&mut self) -> Result<u64, BytesError> {
        self.array().map(u64::from_le_bytes)
    }

    /// A string: its length (u32) and its UTF-8 bytes.
    #[inline]
    pub fn str(&mut self) -> Result<&'a str, BytesError> {
        let len = self.u32()? as usize;
        let start = self.at;
        let bytes = self.take(len)?;
        std::str::from_utf8(bytes).map_err(|_| BytesError {
            at: start,
            kind: BytesErrorKind::Utf8,
        })
    }

    /// The bytes left that no claimed count has promised to its elements still to come
    /// ([`ByteReader::claim`]): all that what is read now can take, in a valid buffer.
    #[inline]
    pub fn unclaimed(&self) -> usize {
        self.remaining().saturating_sub(self.owed)
    }

    /// A count (u32) of things that each take at least `min_bytes`: more than the unclaimed
    /// bytes can hold is an error, so a count read can size an allocation. For things that
    /// hold counts of their own, [`ByteReader::claim`] instead.
    #[inline]
    pub fn count(&mut self, min_bytes: usize) -> Result<usize, BytesError> {
        let n = self.u32()? as usize;
        if n.saturating_mul(min_bytes) > self.unclaimed() {
            return Err(self.error(BytesErrorKind::Truncated));
        }
        Ok(n)
    }

    /// [`ByteReader::count`], and its `n * min_bytes` bytes promised to the `n` things, so
    /// that counts read inside one of them are capped by the bytes the others leave: what
    /// nested counts reserve together is then backed by distinct bytes. The caller calls
    /// [`ByteReader::release`] with `min_bytes` as each thing starts, so that it may take its
    /// own bytes. A read that fails leaves the promise standing: an error ends the read.
    #[inline]
    pub fn claim(&mut self, min_bytes: usize) -> Result<usize, BytesError> {
        let n = self.count(min_bytes)?;
        self.owe(n * min_bytes);
        Ok(n)
    }

    /// Promises `bytes` of the unclaimed bytes (at most [`ByteReader::unclaimed`]) to things
    /// read later than what is read next, as [`ByteReader::claim`] does for a count's.
    #[inline]
    pub fn owe(&mut self, bytes: usize) {
        debug_assert!(bytes <= self.unclaimed());
        self.owed += bytes;
    }

    /// Gives back `bytes` promised by [`ByteReader::claim`] or [`ByteReader::owe`], as what
    /// they were promised to starts.
    #[inline]
    pub fn release(&mut self, bytes: usize) {
        debug_assert!(bytes <= self.owed);
        self.owed -= bytes;
    }
}

/// Appends `v` little-endian.
#[inline]
pub fn put_u32(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// Appends `v` little-endian.
#[inline]
pub fn put_u64(out: &mut Vec<u8>, v: u64) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// Appends a string: its length (u32) and its bytes.
#[inline]
pub fn put_str(out: &mut Vec<u8>, s: &str) {
    put_u32(out, len32(s.len()));
    out.extend_from_slice(s.as_bytes());
}

/// A length as the u32 the layout holds. Stored strings, arrays and maps come from journal
/// entries, which are far smaller than 4 GiB.
#[inline]
fn len32(n: usize) -> u32 {
    u32::try_from(n).expect("a length under 4 GiB")
}

// Kind bytes of ids.
const ID_NULL: u8 = 0;
const ID_FALSE: u8 = 1;
const ID_TRUE: u8 = 2;
const ID_INT: u8 = 3;
const ID_FLOAT: u8 = 4;
const ID_STR: u8 = 5;
const ID_TUPLE: u8 = 6;

impl Id {
    /// Appends the id's bytes.
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        match self {
            Id::Null => out.push(ID_NULL),
            Id::Bool(false) => out.push(ID_FALSE),
            Id::Bool(true) => out.push(ID_TRUE),
            Id::Int(i) => {
                out.push(ID_INT);
                out.extend_from_slice(&i.to_le_bytes());
            }
            Id::Float(f) => {
                out.push(ID_FLOAT);
                put_u64(out, f.to_bits());
            }
            Id::Str(s) => {
                out.push(ID_STR);
                put_str(out, s);
            }
            Id::Tuple(parts) => {
                out.push(ID_TUPLE);
                put_u32(out, len32(parts.len()));
                for part in parts.iter() {
                    part.write_bytes(out);
                }
            }
        }
    }

    /// Reads an id that [`Id::write_bytes`] wrote.
    pub fn read_bytes(r: &mut ByteReader<'_>) -> Result<Id, BytesError> {
        read_id(r, 0)
    }
}

fn read_id(r: &mut ByteReader<'_>, depth: usize) -> Result<Id, BytesError> {
    if depth > MAX_NESTING {
        return Err(r.error(BytesErrorKind::TooDeep));
    }
    let at = r.at();
    Ok(match r.u8()? {
        ID_NULL => Id::Null,
        ID_FALSE => Id::Bool(false),
        ID_TRUE => Id::Bool(true),
        ID_INT => Id::Int(r.u64()? as i64),
        ID_FLOAT => Id::Float(f64::from_bits(r.u64()?)),
        ID_STR => Id::Str(CompactString::from(r.str()?)),
        ID_TUPLE => {
            let n = r.claim(1)?;
            let mut parts = Vec::with_capacity(n);
            for _ in 0..n {
                r.release(1);
                parts.push(read_id(r, depth + 1)?);
            }
            Id::Tuple(parts.into_boxed_slice())
        }
        tag => {
            return Err(BytesError {
                at,
                kind: BytesErrorKind::Tag(tag),
            })
        }
    })
}

// Kind bytes of values.
pub(crate) const V_NULL: u8 = 0;
pub(crate) const V_FALSE: u8 = 1;
pub(crate) const V_TRUE: u8 = 2;
pub(crate) const V_INT: u8 = 3;
pub(crate) const V_BIGINT: u8 = 4;
pub(crate) const V_FLOAT: u8 = 5;
pub(crate) const V_STR: u8 = 6;
pub(crate) const V_DATE: u8 = 7;
pub(crate) const V_ENUM: u8 = 8;
pub(crate) const V_CLASS: u8 = 9;
pub(crate) const V_ARRAY: u8 = 10;
pub(crate) const V_OBJECT: u8 = 11;
pub(crate) const V_MAP: u8 = 12;

// Form bytes of maps.
/// A map written with its keys: its length, then each key and value.
pub(crate) const M_ENTRIES: u8 = 0;
/// A map written by its layout: the index of its key sequence in the file's table of layouts
/// ([`crate::Layouts`]), then a record of its values, one set slot per key.
pub(crate) const M_LAYOUT: u8 = 1;

impl ValueRef<'_> {
    /// Appends the value's bytes ([`Value::write_bytes`]).
    pub fn write_bytes(self, out: &mut Vec<u8>) {
        write_value(self, out, None);
    }
}

/// Appends `value`'s bytes, its maps in `layouts`' layouts when given.
pub(crate) fn write_value(value: ValueRef<'_>, out: &mut Vec<u8>, layouts: Option<&LayoutTable>) {
    match value {
        ValueRef::Null => out.push(V_NULL),
        ValueRef::Bool(false) => out.push(V_FALSE),
        ValueRef::Bool(true) => out.push(V_TRUE),
        ValueRef::Int(i) => {
            out.push(V_INT);
            out.extend_from_slice(&i.to_le_bytes());
        }
        ValueRef::BigInt(s) => {
            out.push(V_BIGINT);
            put_str(out, s);
        }
        ValueRef::Float(f) => {
            out.push(V_FLOAT);
            put_u64(out, f.to_bits());
        }
        ValueRef::Str(s) => {
            out.push(V_STR);
            put_str(out, s);
        }
        ValueRef::Date(ms) => {
            out.push(V_DATE);
            out.extend_from_slice(&ms.to_le_bytes());
        }
        ValueRef::Enum(ordinal) => {
            out.push(V_ENUM);
            out.extend_from_slice(&ordinal.to_le_bytes());
        }
        ValueRef::Class(name) => {
            out.push(V_CLASS);
            put_str(out, name);
        }
        ValueRef::Array(items) => {
            out.push(V_ARRAY);
            put_u32(out, len32(items.len()));
            for item in items.iter() {
                write_value(item.as_ref(), out, layouts);
            }
        }
        ValueRef::Object(object) => {
            out.push(V_OBJECT);
            write_object(object, out, layouts);
        }
        ValueRef::Map(map) => {
            out.push(V_MAP);
            write_map(map, out, layouts);
        }
    }
}

impl Value {
    /// Appends the value's bytes.
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        self.as_ref().write_bytes(out);
    }

    /// Reads a value that [`Value::write_bytes`] wrote; typed objects in it must be of
    /// `registry`'s models.
    pub fn read_bytes(r: &mut ByteReader<'_>, registry: &Registry) -> Result<Value, BytesError> {
        read_value(r, registry, 0)
    }
}

/// What reading typed objects needs of a registry: how many models it has, and how many
/// properties each has (a record's width). A [`Registry`] is one; so is [`ModelWidths`], which
/// a store that decodes objects later keeps instead of the registry.
pub trait Shapes: Send + Sync {
    fn models(&self) -> usize;
    /// The property count of model `model`, which is below [`Shapes::models`].
    fn width(&self, model: u32) -> usize;
    /// The table of layouts the maps read refer to ([`M_LAYOUT`]): a snapshot's. None
    /// elsewhere.
    fn layouts(&self) -> &Layouts {
        Layouts::none()
    }
}

impl<T: Shapes + ?Sized> Shapes for &T {
    fn models(&self) -> usize {
        (**self).models()
    }

    fn width(&self, model: u32) -> usize {
        (**self).width(model)
    }

    fn layouts(&self) -> &Layouts {
        (**self).layouts()
    }
}

impl Shapes for Registry {
    fn models(&self) -> usize {
        self.len()
    }

    fn width(&self, model: u32) -> usize {
        self.model(ModelId(model)).properties.len()
    }
}

/// The [`Shapes`] of a registry, copied out of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelWidths(Box<[u32]>);

impl ModelWidths {
    pub fn of(registry: &Registry) -> ModelWidths {
        ModelWidths(
            (0..registry.len() as u32)
                .map(|m| registry.width(m) as u32)
                .collect(),
        )
    }
}

impl Shapes for ModelWidths {
    fn models(&self) -> usize {
        self.0.len()
    }

    fn width(&self, model: u32) -> usize {
        self.0[model as usize] as usize
    }
}

pub(crate) fn read_value(
    r: &mut ByteReader<'_>,
    registry: &dyn Shapes,
    depth: usize,
) -> Result<Value, BytesError> {
    if depth > MAX_NESTING {
        return Err(r.error(BytesErrorKind::TooDeep));
    }
    let at = r.at();
    Ok(match r.u8()? {
        V_NULL => Value::Null,
        V_FALSE => Value::Bool(false),
        V_TRUE => Value::Bool(true),
        V_INT => Value::Int(r.u64()? as i64),
        V_BIGINT => Value::BigInt(r.str()?.into()),
        V_FLOAT => Value::Float(f64::from_bits(r.u64()?)),
        V_STR => Value::Str(CompactString::from(r.str()?)),
        V_DATE => Value::Date(r.u64()? as i64),
        V_ENUM => Value::Enum(r.u32()? as i32),
        V_CLASS => Value::Class(r.str()?.into()),
        V_ARRAY => {
            let n = r.claim(1)?;
            let mut items = Vec::with_capacity(n);
            for _ in 0..n {
                r.release(1);
                items.push(read_value(r, registry, depth + 1)?);
            }
            Value::Array(items.into_boxed_slice())
        }
        V_OBJECT => Value::Object(Box::new(read_object(r, registry, depth + 1)?)),
        V_MAP => Value::Map(Box::new(read_map(r, registry, depth + 1)?)),
        tag => {
            return Err(BytesError {
                at,
                kind: BytesErrorKind::Tag(tag),
            })
        }
    })
}

impl Map {
    /// Appends the map's bytes with its keys: [`M_ENTRIES`], its length, then each key and
    /// value in order.
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        write_map(self, out, None);
    }
}

/// Appends `map`'s bytes: by its layout in `layouts` ([`M_LAYOUT`], the layout's index and a
/// record of the values) when it has one there, else with its keys ([`M_ENTRIES`]).
fn write_map(map: &Map, out: &mut Vec<u8>, layouts: Option<&LayoutTable>) {
    if let Some(index) = layouts.and_then(|l| l.index_of(map)) {
        out.push(M_LAYOUT);
        put_u32(out, index);
        match map.shaped() {
            Some((_, record)) => record.write_bytes_in(out, layouts),
            None => in_a_record(map).write_bytes_in(out, layouts),
        }
        return;
    }
    out.push(M_ENTRIES);
    put_u32(out, len32(map.len()));
    for (key, value) in map.iter() {
        put_str(out, key);
        write_value(value, out, layouts);
    }
}

/// The values of a map whose keys are not in a shape, in a record of one slot per key, as a
/// sealed map holds them.
#[cold]
fn in_a_record(map: &Map) -> Record {
    RecordBuilder::with(|b| {
        b.start(map.len());
        for (i, (_, value)) in map.iter().enumerate() {
            b.set_ref(i, value);
        }
        b.finish()
    })
}

fn read_map(
    r: &mut ByteReader<'_>,
    registry: &dyn Shapes,
    depth: usize,
) -> Result<Map, BytesError> {
    let at = r.at();
    match r.u8()? {
        M_ENTRIES => read_entries(r, registry, depth),
        M_LAYOUT => {
            let index = r.u32()?;
            let Some(layout) = registry.layouts().get(index) else {
                return Err(BytesError {
                    at: at + 1,
                    kind: BytesErrorKind::Layout(index),
                });
            };
            let width = layout.keys().len();
            let record = Record::read_bytes(r, width, registry, depth + 1)?;
            if let Some(unset) = (0..width).find(|&i| record.slot(i).is_none()) {
                return Err(BytesError {
                    at: at + 5,
                    kind: BytesErrorKind::Slot(unset as u32),
                });
            }
            Ok(layout.map_of(record))
        }
        form => Err(BytesError {
            at,
            kind: BytesErrorKind::Tag(form),
        }),
    }
}

/// A map written with its keys: its length, then each key and value.
fn read_entries(
    r: &mut ByteReader<'_>,
    registry: &dyn Shapes,
    depth: usize,
) -> Result<Map, BytesError> {
    // A key's length (4 bytes) and a value's kind (1) at least.
    const ENTRY: usize = 5;
    let n = r.claim(ENTRY)?;
    let mut map = Map::with_capacity(n);
    // Keys are looked up through a hash index past a few dozen: a map of n keys costs O(n).
    let mut indexed = Indexed::new(&mut map);
    for _ in 0..n {
        r.release(ENTRY);
        let at = r.at();
        let key = r.str()?;
        // Every call down counts, so the limit bounds the stack, not only the levels.
        let value = read_value(r, registry, depth + 1)?;
        if indexed.position(key).is_some() {
            return Err(BytesError {
                at,
                kind: BytesErrorKind::DuplicateKey,
            });
        }
        indexed.push_new(key.into(), value);
    }
    map.seal();
    Ok(map)
}

// Kind bytes of classes.
pub(crate) const C_ANONYMOUS: u8 = 0;
pub(crate) const C_NAMED: u8 = 1;
pub(crate) const C_MODEL: u8 = 2;

impl Object {
    /// Appends the object's bytes: its class, then its map (generic) or record (typed).
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        write_object(self, out, None);
    }

    /// [`Object::write_bytes`] with its maps (its own and those in its values) written by
    /// their layouts in `layouts` ([`M_LAYOUT`]): what a snapshot holds.
    pub fn write_bytes_in(&self, out: &mut Vec<u8>, layouts: &LayoutTable) {
        write_object(self, out, Some(layouts));
    }

    /// Reads an object that [`Object::write_bytes`] wrote. A typed object must be of a model
    /// of `registry`, with one slot per property of it.
    pub fn read_bytes(r: &mut ByteReader<'_>, registry: &Registry) -> Result<Object, BytesError> {
        read_object(r, registry, 0)
    }

    /// [`Object::read_bytes`] with only the registry's [`Shapes`].
    pub fn read_bytes_shaped(
        r: &mut ByteReader<'_>,
        shapes: &dyn Shapes,
    ) -> Result<Object, BytesError> {
        read_object(r, shapes, 0)
    }
}

fn write_object(object: &Object, out: &mut Vec<u8>, layouts: Option<&LayoutTable>) {
    match &object.class {
        Class::Anonymous => out.push(C_ANONYMOUS),
        Class::Named(name) => {
            out.push(C_NAMED);
            put_str(out, name);
        }
        Class::Model(model) => {
            out.push(C_MODEL);
            put_u32(out, model.0);
        }
    }
    match &object.fields {
        Fields::Generic(map) => write_map(map, out, layouts),
        Fields::Typed(record) => record.write_bytes_in(out, layouts),
    }
}

fn read_object(
    r: &mut ByteReader<'_>,
    registry: &dyn Shapes,
    depth: usize,
) -> Result<Object, BytesError> {
    if depth > MAX_NESTING {
        return Err(r.error(BytesErrorKind::TooDeep));
    }
    let at = r.at();
    let class = match r.u8()? {
        C_ANONYMOUS => Class::Anonymous,
        C_NAMED => Class::named(r.str()?),
        C_MODEL => {
            let model = r.u32()?;
            if model as usize >= registry.models() {
                return Err(BytesError {
                    at: at + 1,
                    kind: BytesErrorKind::UnknownModel(model),
                });
            }
            let width = registry.width(model);
            let record = Record::read_bytes(r, width, registry, depth + 1)?;
            return Ok(Object {
                class: Class::Model(ModelId(model)),
                fields: Fields::Typed(record),
            });
        }
        tag => {
            return Err(BytesError {
                at,
                kind: BytesErrorKind::Tag(tag),
            })
        }
    };
    let map = read_map(r, registry, depth + 1)?;
    Ok(Object::generic(class, map))
}

#[cfg(test)]
mod tests {
    use super::*;
    use folio_models::Registry;

    fn round_trip(value: Value) {
        let reg = Registry::empty();
        let mut out = Vec::new();
        value.write_bytes(&mut out);
        let mut r = ByteReader::new(&out);
        let back = Value::read_bytes(&mut r, &reg).unwrap();
        assert_eq!(r.remaining(), 0);
        assert!(back.as_ref().identical(value.as_ref()), "{value:?}");
        // Every strict prefix is an error, never a panic.
        for len in 0..out.len() {
            let mut r = ByteReader::new(&out[..len]);
            assert!(Value::read_bytes(&mut r, &reg).is_err(), "prefix {len}");
        }
    }

    #[test]
    fn values_read_back_as_written() {
        let mut map = Map::new();
        map.insert("a".into(), Value::Float(-0.0));
        map.insert("b".into(), Value::Str("x".repeat(40).into()));
        round_trip(Value::Null);
        round_trip(Value::Int(i64::MIN));
        round_trip(Value::Enum(-3));
        round_trip(Value::BigInt("123456789012345678901234567890".into()));
        round_trip(Value::Array(
            vec![Value::Bool(true), Value::Map(Box::new(map.clone()))].into(),
        ));
        round_trip(Value::Object(Box::new(Object::generic(
            Class::named("C"),
            map.clone(),
        ))));
        // Counts in counts, each element's bytes exactly what it needs: what the enclosing
        // counts promise their later elements never refuses a valid buffer.
        let mut nested = Value::Array(vec![Value::Null, Value::Map(Box::new(map))].into());
        for depth in 0..40 {
            let mut outer = Map::new();
            outer.insert(
                "x".into(),
                Value::Array(vec![Value::Null; depth % 3].into()),
            );
            outer.insert("y".into(), nested);
            let items = vec![Value::Null, Value::Map(Box::new(outer)), Value::Null];
            nested = Value::Array(items.into());
        }
        round_trip(nested);
    }

    /// The deepest value a journal can hold (256 levels of objects, the dialect's limit, each
    /// three calls of the reader) reads back within the nesting limit.
    #[test]
    fn the_deepest_journal_value_reads_back() {
        let mut deep = Value::Null;
        for _ in 0..256 {
            let mut map = Map::new();
            map.insert("a".into(), deep);
            deep = Value::Object(Box::new(Object::generic(Class::named("C"), map)));
        }
        round_trip(deep);
    }

    #[test]
    fn ids_read_back_as_written() {
        for id in [
            Id::Null,
            Id::Bool(true),
            Id::Int(-7),
            Id::Float(2.5),
            Id::Str("é".repeat(30).into()),
            Id::Tuple(vec![Id::Int(1), Id::Str("a".into())].into()),
        ] {
            let mut out = Vec::new();
            id.write_bytes(&mut out);
            let mut r = ByteReader::new(&out);
            assert_eq!(Id::read_bytes(&mut r).unwrap(), id);
            assert_eq!(r.remaining(), 0);
        }
    }

    #[test]
    fn bad_bytes_are_errors() {
        let reg = Registry::empty();
        let err = |bytes: &[u8]| Value::read_bytes(&mut ByteReader::new(bytes), &reg).unwrap_err();
        assert_eq!(err(&[99]).kind, BytesErrorKind::Tag(99));
        assert_eq!(err(&[V_STR, 1, 0, 0, 0, 0xff]).kind, BytesErrorKind::Utf8);
        // A count larger than the bytes left is refused before anything is allocated.
        assert_eq!(
            err(&[V_ARRAY, 0xff, 0xff, 0xff, 0xff]).kind,
            BytesErrorKind::Truncated
        );
        // An array of two whose first element is an array of two, with two bytes left: the
        // outer array's second element needs one of them, so the inner count is refused at
        // once rather than sized by the bytes its enclosing count already spoke for.
        let inner = err(&[V_ARRAY, 2, 0, 0, 0, V_ARRAY, 2, 0, 0, 0, V_NULL, V_NULL]);
        assert_eq!((inner.at, inner.kind), (10, BytesErrorKind::Truncated));
        let mut dup = vec![V_MAP, M_ENTRIES, 2, 0, 0, 0];
        for _ in 0..2 {
            dup.extend_from_slice(&[1, 0, 0, 0, b'k', V_NULL]);
        }
        assert_eq!(err(&dup).kind, BytesErrorKind::DuplicateKey);
        let deep: Vec<u8> = (0..MAX_NESTING + 2)
            .flat_map(|_| [V_ARRAY, 1, 0, 0, 0])
            .collect();
        assert_eq!(err(&deep).kind, BytesErrorKind::TooDeep);
    }
}
