//! Layouts: a file's table of the key sequences its maps have, so that a map is written as the
//! index of its keys in the table and a record of its values ([`crate::bytes`], `M_LAYOUT`),
//! and read back into the shape those keys have in the process (crate::shape) with no key
//! read, copied or hashed: a snapshot of a million generic objects of one class holds their
//! keys once, as the store does, and a boot reads each object's values alone.
//!
//! The table is a function of the objects written, never of how they came to be: its layouts
//! are numbered in the order a writer first meets them, objects in id order and each object's
//! maps depth first (the map, then its values in order). [`LayoutTable::note_object`] numbers
//! an object in memory and [`LayoutTable::note_encoded`] one already encoded by another table
//! (a snapshot's object copied as it lies), in the same order, so a snapshot made from an old
//! one and the changes since has the same bytes as one made from a full replay.
//!
//! A map has a layout if it has 1 to [`MAX_KEYS`] keys; any other is written with its keys.

use crate::bytes::{
    put_str, put_u32, ByteReader, BytesError, BytesErrorKind, Shapes, C_ANONYMOUS, C_MODEL,
    C_NAMED, MAX_NESTING, M_ENTRIES, M_LAYOUT, V_ARRAY, V_BIGINT, V_CLASS, V_DATE, V_ENUM, V_FALSE,
    V_FLOAT, V_INT, V_MAP, V_NULL, V_OBJECT, V_STR, V_TRUE,
};
use crate::id::Id;
use crate::map::Map;
use crate::object::{Fields, Object};
use crate::record::Record;
use crate::shape::{shape_of, Shape, MAX_KEYS};
use crate::value::ValueRef;
use hashbrown::HashTable;
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::Arc;

/// One key sequence of a file's table, and the process's shape of it if it has one (the
/// shape table may be full, or shapes off: its maps then keep their keys).
#[derive(Debug)]
pub(crate) struct Layout {
    keys: Box<[Box<str>]>,
    shape: Option<&'static Shape>,
}

impl Layout {
    pub(crate) fn keys(&self) -> &[Box<str>] {
        &self.keys
    }

    /// The map of the layout's keys whose values are `record`'s slots (each set).
    pub(crate) fn map_of(&self, record: Record) -> Map {
        Map::of_layout(self.shape, &self.keys, record)
    }
}

/// A file's table of layouts, as read: what the maps written by layout in it refer to.
#[derive(Debug, Default)]
pub struct Layouts(Vec<Layout>);

static NONE: Layouts = Layouts(Vec::new());

impl Layouts {
    /// The empty table (bytes with no map by layout in them).
    pub fn none() -> &'static Layouts {
        &NONE
    }

    /// How many layouts.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub(crate) fn get(&self, index: u32) -> Option<&Layout> {
        self.0.get(index as usize)
    }

    /// Reads a table [`LayoutTable::to_bytes`] wrote: its count, then per layout its key
    /// count and keys. Each layout has 1 to [`MAX_KEYS`] keys, none twice, or the table is
    /// refused ([`BytesErrorKind::BadLayout`]). Each is put in the process's shape of its
    /// keys, made if need be (as a map read with its keys is).
    pub fn read(bytes: &[u8]) -> Result<Layouts, BytesError> {
        let mut r = ByteReader::new(bytes);
        // A key count (4 bytes) and one key's length (4) at least.
        let n = r.claim(8)?;
        let mut layouts = Vec::with_capacity(n);
        for index in 0..n {
            r.release(8);
            let at = r.at();
            let bad = BytesError {
                at,
                kind: BytesErrorKind::BadLayout(index as u32),
            };
            let count = r.u32()? as usize;
            if count == 0 || count > MAX_KEYS {
                return Err(bad);
            }
            let mut keys = Vec::with_capacity(count.min(r.remaining() / 4));
            for _ in 0..count {
                keys.push(Box::<str>::from(r.str()?));
            }
            let mut sorted: Vec<&str> = keys.iter().map(|k| &**k).collect();
            sorted.sort_unstable();
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                return Err(bad);
            }
            let shape = shape_of(keys.iter().map(|k| &**k));
            layouts.push(Layout {
                keys: keys.into_boxed_slice(),
                shape,
            });
        }
        if r.remaining() != 0 {
            return Err(r.error(BytesErrorKind::Truncated));
        }
        Ok(Layouts(layouts))
    }
}

/// A reader's [`Shapes`]: a registry's (or its widths') and a file's table of layouts.
#[derive(Debug)]
pub struct WithLayouts<S> {
    pub models: S,
    pub layouts: Arc<Layouts>,
}

impl<S: Shapes> Shapes for WithLayouts<S> {
    fn models(&self) -> usize {
        self.models.models()
    }

    fn width(&self, model: u32) -> usize {
        self.models.width(model)
    }

    fn layouts(&self) -> &Layouts {
        &self.layouts
    }
}

/// A writer's table of layouts: every key sequence of the maps it will write, numbered as
/// they were noted ([`LayoutTable::note_object`], [`LayoutTable::note_encoded`]). Noting
/// takes `&mut`; writing (`Object::write_bytes_in`) shares it between threads.
#[derive(Default)]
pub struct LayoutTable {
    layouts: Vec<Box<[Box<str>]>>,
    /// Indexes of `layouts` by their keys' hash.
    by_keys: HashTable<u32>,
    /// Indexes by the process's shape of the keys: a sealed map found without a hash.
    by_shape: FxHashMap<usize, u32>,
}

impl std::fmt::Debug for LayoutTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.layouts.iter()).finish()
    }
}

fn hash_keys<'k>(keys: impl Iterator<Item = &'k str>) -> u64 {
    let mut h = FxBuildHasher.build_hasher();
    for key in keys {
        key.hash(&mut h);
    }
    h.finish()
}

impl LayoutTable {
    pub fn new() -> LayoutTable {
        LayoutTable::default()
    }

    /// How many layouts.
    pub fn len(&self) -> usize {
        self.layouts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.layouts.is_empty()
    }

    /// The index of the key sequence `keys`, if noted.
    fn find<'k>(&self, keys: impl ExactSizeIterator<Item = &'k str> + Clone) -> Option<u32> {
        let hash = hash_keys(keys.clone());
        let same = |&i: &u32| {
            let have = &self.layouts[i as usize];
            have.len() == keys.len() && have.iter().zip(keys.clone()).all(|(a, b)| **a == *b)
        };
        self.by_keys.find(hash, same).copied()
    }

    /// The index of `keys`, numbered next if new.
    fn add<'k>(&mut self, keys: impl ExactSizeIterator<Item = &'k str> + Clone) -> u32 {
        if let Some(index) = self.find(keys.clone()) {
            return index;
        }
        let index = self.layouts.len() as u32;
        self.layouts.push(keys.map(Box::from).collect());
        let layouts = &self.layouts;
        self.by_keys.insert_unique(
            hash_keys(layouts[index as usize].iter().map(|k| &**k)),
            index,
            |&i| hash_keys(layouts[i as usize].iter().map(|k| &**k)),
        );
        index
    }

    /// The index of `map`'s layout, if it was noted (and it has one).
    pub(crate) fn index_of(&self, map: &Map) -> Option<u32> {
        if map.is_empty() || map.len() > MAX_KEYS {
            return None;
        }
        if let Some((shape, _)) = map.shaped() {
            if let Some(&index) = self.by_shape.get(&(shape as *const Shape as usize)) {
                return Some(index);
            }
        }
        let keys: Vec<&str> = map.iter().map(|(k, _)| k).collect();
        self.find(keys.into_iter())
    }

    /// Numbers the layouts of `object`'s maps not yet noted: its own, then those in its
    /// values, depth first.
    pub fn note_object(&mut self, object: &Object) {
        match &object.fields {
            Fields::Generic(map) => self.note_map(map),
            Fields::Typed(record) => self.note_record(record),
        }
    }

    fn note_map(&mut self, map: &Map) {
        if !map.is_empty() && map.len() <= MAX_KEYS {
            match map.shaped() {
                Some((shape, _)) => {
                    let ptr = shape as *const Shape as usize;
                    if !self.by_shape.contains_key(&ptr) {
                        let index = self.add(shape.keys().iter().map(|k| &**k));
                        self.by_shape.insert(ptr, index);
                    }
                }
                None => {
                    let keys: Vec<&str> = map.iter().map(|(k, _)| k).collect();
                    self.add(keys.into_iter());
                }
            }
        }
        match map.shaped() {
            Some((_, record)) => self.note_record(record),
            None => {
                for (_, value) in map.iter() {
                    self.note_value(value);
                }
            }
        }
    }

    fn note_record(&mut self, record: &Record) {
        // Maps lie only in the slots of values of their own.
        for value in record.nested() {
            self.note_value(value);
        }
    }

    fn note_value(&mut self, value: ValueRef<'_>) {
        match value {
            ValueRef::Map(map) => self.note_map(map),
            ValueRef::Object(object) => self.note_object(object),
            ValueRef::Array(items) => {
                for item in items.iter() {
                    self.note_value(item.as_ref());
                }
            }
            _ => {}
        }
    }

    /// Numbers the layouts of an object encoded by the table `relink` maps from (an id, then
    /// the object), in the order [`LayoutTable::note_object`] numbers the object's, and
    /// records in `relink` where each of that table's layouts went.
    pub fn note_encoded(
        &mut self,
        encoded: &[u8],
        relink: &mut Relink<'_>,
    ) -> Result<(), BytesError> {
        walk_encoded(encoded, &mut |at, index| {
            let Some(layout) = relink.from.get(index) else {
                return Err(BytesError {
                    at,
                    kind: BytesErrorKind::Layout(index),
                });
            };
            if relink.to[index as usize].is_none() {
                relink.to[index as usize] = Some(self.add(layout.keys.iter().map(|k| &**k)));
            }
            Ok(())
        })
    }

    /// The table's bytes: its count, then per layout its key count and keys.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        put_u32(&mut out, self.layouts.len() as u32);
        for keys in &self.layouts {
            put_u32(&mut out, keys.len() as u32);
            for key in keys.iter() {
                put_str(&mut out, key);
            }
        }
        out
    }
}

/// Where the layouts of one table went in another: objects encoded by the first are copied
/// into a file of the second with each layout index rewritten ([`Relink::copy`]).
#[derive(Debug)]
pub struct Relink<'a> {
    from: &'a Layouts,
    to: Vec<Option<u32>>,
}

impl<'a> Relink<'a> {
    /// Nothing mapped yet from `from`.
    pub fn new(from: &'a Layouts) -> Relink<'a> {
        Relink {
            from,
            to: vec![None; from.len()],
        }
    }

    /// Appends `encoded` (an id, then an object, as `from`'s file holds it) with each layout
    /// index rewritten to the one noted ([`LayoutTable::note_encoded`]); an error if one was
    /// not.
    pub fn copy(&self, encoded: &[u8], out: &mut Vec<u8>) -> Result<(), BytesError> {
        let mut copied = 0;
        walk_encoded(encoded, &mut |at, index| {
            let Some(Some(new)) = self.to.get(index as usize) else {
                return Err(BytesError {
                    at,
                    kind: BytesErrorKind::Layout(index),
                });
            };
            out.extend_from_slice(&encoded[copied..at]);
            put_u32(out, *new);
            copied = at + 4;
            Ok(())
        })?;
        out.extend_from_slice(&encoded[copied..]);
        Ok(())
    }
}

/// What [`walk_encoded`] calls at each layout index: its offset and value.
type OnLayout<'f> = dyn FnMut(usize, u32) -> Result<(), BytesError> + 'f;

/// Calls `on` at each layout index of `encoded` (an id, then an object, all of it), in the
/// order written. Reads only what it must to find them: no value is built.
fn walk_encoded(encoded: &[u8], on: &mut OnLayout<'_>) -> Result<(), BytesError> {
    let mut r = ByteReader::new(encoded);
    Id::read_bytes(&mut r)?;
    walk_object(&mut r, on, 0)?;
    if r.remaining() != 0 {
        return Err(r.error(BytesErrorKind::Truncated));
    }
    Ok(())
}

fn walk_object(
    r: &mut ByteReader<'_>,
    on: &mut OnLayout<'_>,
    depth: usize,
) -> Result<(), BytesError> {
    if depth > MAX_NESTING {
        return Err(r.error(BytesErrorKind::TooDeep));
    }
    let at = r.at();
    match r.u8()? {
        C_ANONYMOUS => walk_map(r, on, depth + 1),
        C_NAMED => {
            r.str()?;
            walk_map(r, on, depth + 1)
        }
        C_MODEL => {
            r.u32()?;
            walk_record(r, on, depth + 1)
        }
        tag => Err(BytesError {
            at,
            kind: BytesErrorKind::Tag(tag),
        }),
    }
}

fn walk_map(r: &mut ByteReader<'_>, on: &mut OnLayout<'_>, depth: usize) -> Result<(), BytesError> {
    let at = r.at();
    match r.u8()? {
        M_ENTRIES => {
            for _ in 0..r.u32()? {
                r.str()?;
                walk_value(r, on, depth + 1)?;
            }
            Ok(())
        }
        M_LAYOUT => {
            let index = r.u32()?;
            on(at + 1, index)?;
            walk_record(r, on, depth + 1)
        }
        form => Err(BytesError {
            at,
            kind: BytesErrorKind::Tag(form),
        }),
    }
}

/// A record's bytes (`Record::write_bytes`): its counts, tags and words skipped, its rare
/// values walked, its tail skipped.
fn walk_record(
    r: &mut ByteReader<'_>,
    on: &mut OnLayout<'_>,
    depth: usize,
) -> Result<(), BytesError> {
    let width = r.u32()? as usize;
    let rares = r.u32()?;
    let tail_words = r.u32()? as usize;
    r.take(width)?;
    r.take(
        width
            .checked_mul(8)
            .ok_or_else(|| r.error(BytesErrorKind::Truncated))?,
    )?;
    for _ in 0..rares {
        walk_value(r, on, depth + 1)?;
    }
    r.take(
        tail_words
            .checked_mul(8)
            .ok_or_else(|| r.error(BytesErrorKind::Truncated))?,
    )?;
    Ok(())
}

fn walk_value(
    r: &mut ByteReader<'_>,
    on: &mut OnLayout<'_>,
    depth: usize,
) -> Result<(), BytesError> {
    if depth > MAX_NESTING {
        return Err(r.error(BytesErrorKind::TooDeep));
    }
    let at = r.at();
    match r.u8()? {
        V_NULL | V_FALSE | V_TRUE => {}
        V_INT | V_FLOAT | V_DATE => {
            r.u64()?;
        }
        V_ENUM => {
            r.u32()?;
        }
        V_BIGINT | V_STR | V_CLASS => {
            r.str()?;
        }
        V_ARRAY => {
            for _ in 0..r.u32()? {
                walk_value(r, on, depth + 1)?;
            }
        }
        V_OBJECT => walk_object(r, on, depth + 1)?,
        V_MAP => walk_map(r, on, depth + 1)?,
        tag => {
            return Err(BytesError {
                at,
                kind: BytesErrorKind::Tag(tag),
            })
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::object::Class;
    use crate::value::Value;
    use folio_models::Registry;
    use proptest::prelude::*;

    /// Values of every kind, maps of a few keys (so that key sequences repeat) nested in
    /// maps and arrays, sealed or not.
    fn value() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::Int),
            "[a-z]{0,3}|[a-z0-9 ]{9,40}".prop_map(|s| Value::Str(s.into())),
        ];
        leaf.prop_recursive(3, 24, 4, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..4)
                    .prop_map(|items| Value::Array(items.into())),
                (map_of(inner), any::<bool>()).prop_map(|(mut map, seal)| {
                    if seal {
                        map.seal();
                    }
                    Value::Map(Box::new(map))
                }),
            ]
        })
    }

    fn map_of(values: impl Strategy<Value = Value>) -> impl Strategy<Value = Map> {
        prop::collection::vec(("[a-d]", values), 0..5)
            .prop_map(|members| members.into_iter().map(|(k, v)| (k.into(), v)).collect())
    }

    fn objects() -> impl Strategy<Value = Vec<Object>> {
        let object = (map_of(value()), any::<bool>()).prop_map(|(mut map, seal)| {
            if seal {
                map.seal();
            }
            Object::generic(Class::Anonymous, map)
        });
        prop::collection::vec(object, 0..12)
    }

    /// `value` with every map in it taken out of its shape.
    fn unsealed(value: ValueRef<'_>) -> Value {
        match value {
            ValueRef::Map(map) => Value::Map(Box::new(unsealed_map(map))),
            ValueRef::Array(items) => {
                Value::Array(items.iter().map(|v| unsealed(v.as_ref())).collect())
            }
            other => other.to_value(),
        }
    }

    fn unsealed_map(map: &Map) -> Map {
        map.iter().map(|(k, v)| (k.into(), unsealed(v))).collect()
    }

    fn noted(objects: &[Object]) -> LayoutTable {
        let mut table = LayoutTable::new();
        for object in objects {
            table.note_object(object);
        }
        table
    }

    fn written(objects: &[Object], table: &LayoutTable) -> Vec<Vec<u8>> {
        objects
            .iter()
            .map(|object| {
                let mut out = Vec::new();
                Id::Int(1).write_bytes(&mut out);
                object.write_bytes_in(&mut out, table);
                out
            })
            .collect()
    }

    proptest! {
        /// Objects written by their layouts read back as themselves, their maps in the shapes
        /// of their keys.
        #[test]
        fn objects_read_back_by_layouts(objects in objects()) {
            let table = noted(&objects);
            let shapes = WithLayouts {
                models: Registry::empty(),
                layouts: Arc::new(Layouts::read(&table.to_bytes()).unwrap()),
            };
            for (object, bytes) in objects.iter().zip(written(&objects, &table)) {
                let mut r = ByteReader::new(&bytes);
                Id::read_bytes(&mut r).unwrap();
                let back = Object::read_bytes_shaped(&mut r, &shapes).unwrap();
                prop_assert_eq!(r.remaining(), 0);
                let Fields::Generic(map) = &back.fields else { unreachable!() };
                prop_assert_eq!(map.is_sealed(), !map.is_empty());
                let (mut a, mut b) = (Vec::new(), Vec::new());
                back.write_bytes(&mut a);
                object.write_bytes(&mut b);
                prop_assert_eq!(a, b);
                // Every strict prefix is an error, never a panic.
                for len in 0..bytes.len() {
                    let mut r = ByteReader::new(&bytes[..len]);
                    let read = Id::read_bytes(&mut r)
                        .and_then(|_| Object::read_bytes_shaped(&mut r, &shapes));
                    prop_assert!(read.is_err());
                }
            }
        }

        /// The bytes are the objects', not their representation's: sealed maps or the same
        /// maps with their keys give the same table and the same bytes.
        #[test]
        fn sealed_or_not_the_same_bytes(objects in objects()) {
            let loose: Vec<Object> = objects
                .iter()
                .map(|o| {
                    let Fields::Generic(map) = &o.fields else { unreachable!() };
                    Object::generic(Class::Anonymous, unsealed_map(map))
                })
                .collect();
            let (table, loose_table) = (noted(&objects), noted(&loose));
            prop_assert_eq!(table.to_bytes(), loose_table.to_bytes());
            prop_assert_eq!(written(&objects, &table), written(&loose, &loose_table));
        }

        /// Objects encoded by one table and copied into another ([`Relink`]) are the bytes
        /// the objects written by the other have, and number the other's layouts the same.
        #[test]
        fn relinked_copies_are_the_objects_written_anew(
            objects in objects(),
            first in objects(),
        ) {
            let mut old_order = objects.clone();
            old_order.reverse();
            let old = noted(&old_order);
            let old_layouts = Layouts::read(&old.to_bytes()).unwrap();
            let mut table = noted(&first);
            let mut relink = Relink::new(&old_layouts);
            let encoded = written(&objects, &old);
            for bytes in &encoded {
                table.note_encoded(bytes, &mut relink).unwrap();
            }
            let mut want = first.clone();
            want.extend(objects.iter().cloned());
            let anew = noted(&want);
            prop_assert_eq!(table.to_bytes(), anew.to_bytes());
            let direct = written(&objects, &anew);
            for (bytes, want) in encoded.iter().zip(direct) {
                let mut copied = Vec::new();
                relink.copy(bytes, &mut copied).unwrap();
                prop_assert_eq!(copied, want);
            }
        }
    }

    #[test]
    fn bad_tables_are_refused() {
        let table = |layouts: &[&[&str]]| {
            let mut out = Vec::new();
            put_u32(&mut out, layouts.len() as u32);
            for keys in layouts {
                put_u32(&mut out, keys.len() as u32);
                for key in *keys {
                    put_str(&mut out, key);
                }
            }
            out
        };
        let kind = |bytes: &[u8]| Layouts::read(bytes).map(|l| l.len()).map_err(|e| e.kind);
        assert_eq!(kind(&table(&[&["a", "b"], &["b"]])), Ok(2));
        assert_eq!(
            kind(&table(&[&["a"], &[], &["b", "c"]])),
            Err(BytesErrorKind::BadLayout(1))
        );
        assert_eq!(
            kind(&table(&[&["a", "a"]])),
            Err(BytesErrorKind::BadLayout(0))
        );
        let many: Vec<String> = (0..=MAX_KEYS).map(|i| format!("k{i}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(kind(&table(&[&many])), Err(BytesErrorKind::BadLayout(0)));
        assert_eq!(kind(&table(&[&many[1..]])), Ok(1));
        let good = table(&[&["a", "b"]]);
        for len in 0..good.len() {
            assert!(Layouts::read(&good[..len]).is_err(), "prefix {len}");
        }
        let mut long = good.clone();
        long.push(0);
        assert_eq!(kind(&long), Err(BytesErrorKind::Truncated));
        // A count of layouts the bytes cannot hold is refused before anything is sized by it.
        assert_eq!(
            kind(&[0xff, 0xff, 0xff, 0xff]),
            Err(BytesErrorKind::Truncated)
        );
    }

    /// A map by a layout the table lacks, or whose record leaves a key unset, does not read.
    #[test]
    fn maps_by_layouts_are_checked() {
        let mut map = Map::new();
        map.insert("a".into(), Value::Int(1));
        map.insert("b".into(), Value::Int(2));
        let object = Object::generic(Class::Anonymous, map);
        let table = noted(std::slice::from_ref(&object));
        let mut bytes = Vec::new();
        object.write_bytes_in(&mut bytes, &table);
        let read = |bytes: &[u8], layouts: Layouts| {
            let shapes = WithLayouts {
                models: Registry::empty(),
                layouts: Arc::new(layouts),
            };
            Object::read_bytes_shaped(&mut ByteReader::new(bytes), &shapes).map_err(|e| e.kind)
        };
        assert!(read(&bytes, Layouts::read(&table.to_bytes()).unwrap()).is_ok());
        assert_eq!(
            read(&bytes, Layouts::default()).unwrap_err(),
            BytesErrorKind::Layout(0)
        );
        // The record of one key set of two: the layout of `a` and `b` over it.
        let mut half = Vec::new();
        Record::from_slots(vec![Some(Value::Int(1)), None]).write_bytes(&mut half);
        let mut bytes = bytes[..2].to_vec();
        put_u32(&mut bytes, 0);
        bytes.extend_from_slice(&half);
        let layouts = Layouts::read(&table.to_bytes()).unwrap();
        assert_eq!(read(&bytes, layouts).unwrap_err(), BytesErrorKind::Slot(1));
    }
}
