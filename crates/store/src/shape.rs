//! Shapes: the key sequences that generic maps share, so that a map of a shape holds only its
//! values, in a [`Record`](crate::Record) of one slot per key (a hidden class, as JavaScript
//! engines give objects that never declared a schema).
//!
//! A shape is the exact sequence of a map's keys, in order: a map's order is part of what it
//! is (it renders, exports and snapshots in it), so maps of one class whose keys came in
//! another order have other shapes. A journal's objects of one class almost always share
//! one, so a million objects hold one copy of their keys.
//!
//! Shapes are interned in one table for the process and never freed: the table is bounded
//! ([`MAX_KEYS`] a shape, [`MAX_TOTAL_KEYS`] in all), and a map whose shape does not fit keeps
//! its keys itself. Each thread remembers the shapes it used last, so the table's lock is taken
//! when a key sequence is new to the thread, not for every map.

use std::cell::RefCell;
use std::hash::{BuildHasher, Hash, Hasher, RandomState};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LazyLock, PoisonError, RwLock};

use hashbrown::HashTable;

use crate::map::KeyIndex;

/// The most keys a shape has: a larger map (a client's map of data, not of properties) keeps
/// its keys itself.
pub(crate) const MAX_KEYS: usize = 256;

/// The most keys all shapes hold together; past it, maps of key sequences not yet seen keep
/// their keys themselves. Shapes are never freed, so this bounds their memory (the keys of
/// some million properties) whatever clients send.
const MAX_TOTAL_KEYS: usize = 1 << 20;

/// Whether maps are put in shapes at all ([`use_shapes`]).
static SHAPES: AtomicBool = AtomicBool::new(true);

/// Turns shapes on or off for the process: off, every map keeps its own keys and values (the
/// representation shapes replace, which reads the same). For tests that compare the two, and
/// for measuring what shapes save.
pub fn use_shapes(on: bool) {
    SHAPES.store(on, Ordering::Relaxed);
}

/// Shapes each thread remembers, most recent first.
const RECENT: usize = 4;

/// A key sequence shared by maps.
pub(crate) struct Shape {
    keys: Box<[Box<str>]>,
    /// The keys' positions by hash, past a few dozen keys (a scan beats hashing below).
    index: Option<KeyIndex>,
}

impl Shape {
    pub(crate) fn keys(&self) -> &[Box<str>] {
        &self.keys
    }

    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }

    /// The position of `key`.
    pub(crate) fn position(&self, key: &str) -> Option<usize> {
        match &self.index {
            None => self.keys.iter().position(|k| &**k == key),
            Some(index) => index.find(&*self.keys, key),
        }
    }

    fn is<'k>(&self, keys: impl ExactSizeIterator<Item = &'k str>) -> bool {
        self.keys.len() == keys.len() && self.keys.iter().zip(keys).all(|(a, b)| **a == *b)
    }
}

impl std::fmt::Debug for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.keys.iter()).finish()
    }
}

/// Every shape of the process.
struct Table {
    shapes: HashTable<&'static Shape>,
    /// Keys held by all shapes.
    keys: usize,
    /// Keyed at random: the keys come from clients, who could otherwise choose sequences
    /// that collide.
    state: RandomState,
}

impl Table {
    fn hash<'k>(&self, keys: impl Iterator<Item = &'k str>) -> u64 {
        hash_keys(&self.state, keys)
    }
}

fn hash_keys<'k>(state: &RandomState, keys: impl Iterator<Item = &'k str>) -> u64 {
    let mut h = state.build_hasher();
    for key in keys {
        key.hash(&mut h);
    }
    h.finish()
}

static TABLE: LazyLock<RwLock<Table>> = LazyLock::new(|| {
    RwLock::new(Table {
        shapes: HashTable::new(),
        keys: 0,
        state: RandomState::new(),
    })
});

thread_local! {
    static RECENTLY: RefCell<[Option<&'static Shape>; RECENT]> = const { RefCell::new([None; RECENT]) };
}

/// Whether a map of `n` keys may have a shape at all.
fn shapeable(n: usize) -> bool {
    n > 0 && n <= MAX_KEYS && SHAPES.load(Ordering::Relaxed)
}

/// The shape of the key sequence `keys` (distinct keys, in order), made if it is new, or
/// `None` if it has no keys, more than [`MAX_KEYS`], or the table is full.
pub(crate) fn shape_of<'k, I>(keys: I) -> Option<&'static Shape>
where
    I: ExactSizeIterator<Item = &'k str> + Clone,
{
    if !shapeable(keys.len()) {
        return None;
    }
    existing(keys.clone()).or_else(|| {
        let shape = made(keys)?;
        remember(shape);
        Some(shape)
    })
}

/// The shape of the key sequence `keys` if it exists; never makes one.
pub(crate) fn existing<'k, I>(keys: I) -> Option<&'static Shape>
where
    I: ExactSizeIterator<Item = &'k str> + Clone,
{
    if !shapeable(keys.len()) {
        return None;
    }
    if let Some(shape) = recent(keys.clone()) {
        return Some(shape);
    }
    let table = TABLE.read().unwrap_or_else(PoisonError::into_inner);
    let hash = table.hash(keys.clone());
    let shape = *table.shapes.find(hash, |s| s.is(keys.clone()))?;
    remember(shape);
    Some(shape)
}

/// The shape of `keys` among this thread's recent ones, moved to the front.
fn recent<'k>(keys: impl ExactSizeIterator<Item = &'k str> + Clone) -> Option<&'static Shape> {
    RECENTLY.with(|recent| {
        let mut recent = recent.borrow_mut();
        let i = recent
            .iter()
            .position(|s| s.is_some_and(|s| s.is(keys.clone())))?;
        // To the front, so the shapes a thread alternates between stay.
        recent[..=i].rotate_right(1);
        recent[0]
    })
}

/// Puts `shape` first among this thread's recent ones.
fn remember(shape: &'static Shape) {
    RECENTLY.with(|recent| {
        let mut recent = recent.borrow_mut();
        recent.rotate_right(1);
        recent[0] = Some(shape);
    });
}

/// A new shape of `keys` in the process's table (or the one another thread made since
/// [`existing`] looked), if the table has room.
#[cold]
fn made<'k, I>(keys: I) -> Option<&'static Shape>
where
    I: ExactSizeIterator<Item = &'k str> + Clone,
{
    let mut table = TABLE.write().unwrap_or_else(PoisonError::into_inner);
    let hash = table.hash(keys.clone());
    if let Some(shape) = table.shapes.find(hash, |s| s.is(keys.clone())) {
        return Some(shape);
    }
    if table.keys + keys.len() > MAX_TOTAL_KEYS {
        return None;
    }
    let keys: Box<[Box<str>]> = keys.map(Box::from).collect();
    let index = KeyIndex::of_keys(&keys);
    table.keys += keys.len();
    // Never freed: the table bounds how many there are.
    let shape: &'static Shape = Box::leak(Box::new(Shape { keys, index }));
    let Table { shapes, state, .. } = &mut *table;
    shapes.insert_unique(hash, shape, |s| {
        hash_keys(state, s.keys.iter().map(|k| &**k))
    });
    Some(shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_keys_in_the_same_order_are_one_shape() {
        let a = shape_of(["x", "y"].into_iter()).unwrap();
        let b = shape_of(["x", "y"].into_iter()).unwrap();
        let c = shape_of(["y", "x"].into_iter()).unwrap();
        assert!(std::ptr::eq(a, b));
        assert!(!std::ptr::eq(a, c));
        // From another thread, whose recent shapes are its own.
        let d = std::thread::spawn(|| shape_of(["x", "y"].into_iter()).unwrap())
            .join()
            .unwrap();
        assert!(std::ptr::eq(a, d));
        assert_eq!(c.position("x"), Some(1));
        assert_eq!(c.position("z"), None);
    }

    #[test]
    fn no_keys_or_too_many_make_no_shape() {
        assert!(shape_of(std::iter::empty::<&str>()).is_none());
        let many: Vec<String> = (0..=MAX_KEYS).map(|i| format!("k{i}")).collect();
        assert!(shape_of(many.iter().map(String::as_str)).is_none());
        assert!(shape_of(many[..MAX_KEYS].iter().map(String::as_str)).is_some());
        let shape = shape_of(many[..MAX_KEYS].iter().map(String::as_str)).unwrap();
        assert_eq!(shape.position("k200"), Some(200));
    }
}
