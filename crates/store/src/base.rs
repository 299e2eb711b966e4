//! A DAO's objects as a snapshot file holds them, read in place from its mapping: the objects
//! a [`Dao`](crate::Dao) opened from a snapshot starts with, without decoding or allocating
//! any of them at open.
//!
//! The file gives each object's encoding (its id, then the object, as `bytes.rs` writes them)
//! and a table of where each starts, in id order. The encodings lie back to back in runs (a
//! snapshot's chunks), so an object ends where the next begins or where its run ends: the
//! next snapshot copies an unchanged object's bytes as they are ([`Base::encoded`]). An
//! object is decoded the first time it is read, and kept (one pointer per object, set once,
//! so readers sharing the DAO decode it at most once each and keep whichever copy was set
//! first). A lookup by id is a binary search of a second table, of the ids' sort keys
//! (`Id::sort_key`), then of the ids of equal keys: one object's bytes are read, whatever the
//! DAO's size, unless many ids share a key. Changes never go here: the DAO keeps them in its
//! shards (the overlay) and marks the ids of the base they shadow.
//!
//! A base is built from bytes whose checksums, objects and order may not have been checked
//! yet (that is the point: nothing is read at open). Every offset and length is checked before
//! use, so any bytes give answers, never a panic; an object that does not decode reads as
//! absent and sets [`Base::is_broken`], for the owner to replace the whole DAO. Checking every
//! object ([`Base::verify`]) is the owner's to schedule.

use crate::bytes::{ByteReader, BytesError, Shapes};
use crate::id::Id;
use crate::layout::Layouts;
use crate::object::Object;
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::sync::Arc;

/// Bytes that stay where they are for as long as they are held: a file's mapping.
pub trait Mapped: Send + Sync {
    fn bytes(&self) -> &[u8];
}

/// An (id, object) as decoded from the base.
type Pair = (Id, Object);

/// The objects of a snapshot, in id order, decoded as they are read.
pub struct Base {
    map: Arc<dyn Mapped>,
    /// Where the table of object offsets starts in the map: `count` little-endian u64s.
    table: usize,
    /// Where the table of the objects' sort keys starts: `count` little-endian u64s.
    keys: usize,
    count: usize,
    /// Where each run of encodings ends in the map, in order.
    runs: Box<[usize]>,
    shapes: Box<dyn Shapes>,
    /// Per object, its decoded pair once read (null before), owned by the base.
    cells: Box<[AtomicPtr<Pair>]>,
    /// The ids of the base whose state the DAO's shards hold now, or that were removed.
    shadowed: FxHashSet<Id>,
    /// An object did not decode: some answer left it out.
    broken: AtomicBool,
}

impl fmt::Debug for Base {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Base")
            .field("count", &self.count)
            .field("shadowed", &self.shadowed.len())
            .field("broken", &self.is_broken())
            .finish()
    }
}

impl Base {
    /// The `count` objects whose offsets the table at byte `table` of `map` gives, and their
    /// ids' sort keys the table at byte `keys`, lying in runs that end at `runs` (growing).
    /// Reads none of them. `None` when a table or a run does not fit in the map.
    pub fn new(
        map: Arc<dyn Mapped>,
        table: usize,
        keys: usize,
        count: usize,
        runs: Vec<usize>,
        shapes: Box<dyn Shapes>,
    ) -> Option<Base> {
        let len = map.bytes().len();
        let fits = |at: usize| {
            count
                .checked_mul(8)
                .and_then(|n| n.checked_add(at))
                .is_some_and(|end| end <= len)
        };
        if !fits(table) || !fits(keys) || runs.iter().any(|&r| r > len) || !runs.is_sorted() {
            return None;
        }
        let cells = (0..count)
            .map(|_| AtomicPtr::new(std::ptr::null_mut()))
            .collect();
        Some(Base {
            map,
            table,
            keys,
            count,
            runs: runs.into_boxed_slice(),
            shapes,
            cells,
            shadowed: FxHashSet::default(),
            broken: AtomicBool::new(false),
        })
    }

    /// Objects in the base, shadowed ones included: [`Base::id`] and [`Base::encoded`] take
    /// an index below this.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Objects of the base not shadowed.
    pub fn live(&self) -> usize {
        self.count - self.shadowed.len()
    }

    /// The table of layouts its objects' maps refer to.
    pub fn layouts(&self) -> &Layouts {
        self.shapes.layouts()
    }

    /// Whether an object failed to decode since the base was made.
    pub fn is_broken(&self) -> bool {
        self.broken.load(Ordering::Relaxed)
    }

    /// Word `i` of the table at `table`.
    fn word(&self, table: usize, i: usize) -> u64 {
        let at = table + i * 8;
        u64::from_le_bytes(self.map.bytes()[at..at + 8].try_into().expect("8 bytes"))
    }

    /// Where object `i`'s encoding starts in the map, as the table says.
    fn start(&self, i: usize) -> usize {
        usize::try_from(self.word(self.table, i)).unwrap_or(usize::MAX)
    }

    /// A reader at object `i`'s encoding.
    fn reader(&self, i: usize) -> Result<ByteReader<'_>, BytesError> {
        match self.map.bytes().get(self.start(i)..) {
            Some(from) => Ok(ByteReader::new(from)),
            None => Err(truncated()),
        }
    }

    /// The id of object `i` (`i` below [`Base::count`]), shadowed or not.
    pub fn id(&self, i: usize) -> Result<Id, BytesError> {
        Id::read_bytes(&mut self.reader(i)?)
    }

    /// Object `i`'s encoding as the map holds it (its id, then the object): up to where the
    /// next begins, or its run ends. Valid bytes only when the map's objects were checked
    /// (a snapshot's `Unverified::verify`); an `Err` when the table and the runs disagree.
    pub fn encoded(&self, i: usize) -> Result<&[u8], BytesError> {
        let start = self.start(i);
        let run = self.runs.partition_point(|&end| end <= start);
        let end = match self.runs.get(run) {
            Some(&run_end) if i + 1 < self.count => self.start(i + 1).min(run_end),
            Some(&run_end) => run_end,
            None => return Err(truncated()),
        };
        self.map.bytes().get(start..end).ok_or_else(truncated)
    }

    /// Whether the shards hold `id`'s state now (or it was removed), not the base.
    pub fn is_shadowed(&self, id: &Id) -> bool {
        self.shadowed.contains(id)
    }

    fn decode(&self, i: usize) -> Result<Pair, BytesError> {
        let mut r = self.reader(i)?;
        let id = Id::read_bytes(&mut r)?;
        let object = Object::read_bytes_shaped(&mut r, &*self.shapes)?;
        Ok((id, object))
    }

    /// Object `i`, decoded now if it was not before; `None` when it does not decode.
    fn pair(&self, i: usize) -> Option<&Pair> {
        let cell = &self.cells[i];
        let found = cell.load(Ordering::Acquire);
        if !found.is_null() {
            // SAFETY: a non-null cell points at a pair the base owns, freed only by `&mut self`
            // methods and `drop`, so it outlives this `&self`.
            return Some(unsafe { &*found });
        }
        self.decode_into(cell, i)
    }

    #[cold]
    fn decode_into(&self, cell: &AtomicPtr<Pair>, i: usize) -> Option<&Pair> {
        let Ok(pair) = self.decode(i) else {
            self.broken.store(true, Ordering::Relaxed);
            return None;
        };
        let new = Box::into_raw(Box::new(pair));
        match cell.compare_exchange(
            std::ptr::null_mut(),
            new,
            Ordering::AcqRel,
            Ordering::Acquire,
        ) {
            // SAFETY: `new` was just made from a box and is now owned by the cell (see `pair`).
            Ok(_) => Some(unsafe { &*new }),
            Err(first) => {
                // Another reader decoded it first: its copy stays, this one goes.
                // SAFETY: `new` came from `Box::into_raw` above and was never shared.
                drop(unsafe { Box::from_raw(new) });
                // SAFETY: as in `pair`.
                Some(unsafe { &*first })
            }
        }
    }

    /// Where `id` is in the base (shadowed or not): a binary search of the keys, then of the
    /// ids of the same key (one, for ids that differ in their first bytes or as numbers).
    fn position(&self, id: &Id) -> Option<usize> {
        let key = id.sort_key();
        // The first object of a key not below `key`, and the first above it.
        let first = |from: usize, below: &dyn Fn(u64) -> bool| {
            let (mut low, mut high) = (from, self.count);
            while low < high {
                let mid = low + (high - low) / 2;
                if below(self.word(self.keys, mid)) {
                    low = mid + 1;
                } else {
                    high = mid;
                }
            }
            low
        };
        let mut low = first(0, &|k| k < key);
        let mut high = first(low, &|k| k <= key);
        while low < high {
            let mid = low + (high - low) / 2;
            let Ok(found) = self.id(mid) else {
                self.broken.store(true, Ordering::Relaxed);
                return None;
            };
            match found.cmp(id) {
                std::cmp::Ordering::Less => low = mid + 1,
                std::cmp::Ordering::Greater => high = mid,
                std::cmp::Ordering::Equal => return Some(mid),
            }
        }
        None
    }

    /// The id and object `id` holds in the base, unless shadowed.
    pub fn get_key_value(&self, id: &Id) -> Option<(&Id, &Object)> {
        if self.shadowed.contains(id) {
            return None;
        }
        let (id, object) = self.pair(self.position(id)?)?;
        Some((id, object))
    }

    /// Takes `id` out of the base: its object is given (when the base has it and it was not
    /// shadowed), and the id is shadowed from now on. The DAO puts the object in its shards.
    pub fn take(&mut self, id: &Id) -> Option<Object> {
        if self.shadowed.contains(id) {
            return None;
        }
        let i = self.position(id)?;
        self.shadowed.insert(id.clone());
        let cell = self.cells[i].swap(std::ptr::null_mut(), Ordering::AcqRel);
        if cell.is_null() {
            return match self.decode(i) {
                Ok((_, object)) => Some(object),
                Err(_) => {
                    self.broken.store(true, Ordering::Relaxed);
                    None
                }
            };
        }
        // SAFETY: the cell owned the pair; it is null now, and `&mut self` means no reader
        // holds a reference into it.
        let (_, object) = *unsafe { Box::from_raw(cell) };
        Some(object)
    }

    /// Decodes every object not decoded yet, on every thread of the pool: what a reader of
    /// all objects (a scan, an export) does first, rather than decode them one by one.
    pub fn decode_all(&self) {
        (0..self.count)
            .into_par_iter()
            .with_min_len(1024)
            .for_each(|i| {
                self.pair(i);
            });
    }

    /// Every (id, object) not shadowed, in id order, decoding what was not decoded yet.
    pub fn iter(&self) -> impl Iterator<Item = (&Id, &Object)> {
        (0..self.count)
            .filter_map(|i| self.pair(i))
            .filter(|(id, _)| self.shadowed.is_empty() || !self.shadowed.contains(id))
            .map(|(id, object)| (id, object))
    }
}

/// The error of an offset past the map's end.
#[cold]
fn truncated() -> BytesError {
    ByteReader::new(&[]).error(crate::bytes::BytesErrorKind::Truncated)
}

impl Drop for Base {
    fn drop(&mut self) {
        for cell in self.cells.iter_mut() {
            let pair = *cell.get_mut();
            if !pair.is_null() {
                // SAFETY: the cell owns the pair (see `pair`), and nothing can read it now.
                drop(unsafe { Box::from_raw(pair) });
            }
        }
    }
}
