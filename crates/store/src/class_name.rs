//! The class names of generic objects, shared: the million objects of one class hold one copy
//! of its name, as the maps of one key sequence hold one copy of their keys
//! ([`Shape`](crate::shape)). Each object holds a pointer; a name held in two allocations of
//! its own (a box of a boxed `str`) took 80 bytes of every generic object.
//!
//! Names are interned in one table for the process, bounded as shapes are (names of at most
//! [`LONGEST`] bytes, [`MAX_TOTAL_BYTES`] in all), and never removed: past the bound, a new
//! name gets an allocation of its own, which reads the same.

use std::cell::RefCell;
use std::hash::{BuildHasher, RandomState};
use std::sync::{Arc, LazyLock, Mutex, PoisonError};

use hashbrown::HashTable;

/// The longest name interned: a longer one is a client's, not a model's.
const LONGEST: usize = 256;

/// The bytes all interned names take together.
const MAX_TOTAL_BYTES: usize = 1 << 20;

/// Names each thread remembers, most recent first.
const RECENT: usize = 4;

/// A class name, shared by the objects of the class. Reads as its `str`.
#[derive(Clone)]
pub struct ClassName(Arc<Box<str>>);

impl ClassName {
    /// The name `name`, shared with every other object of the class when the table has room.
    pub fn new(name: &str) -> ClassName {
        if name.len() > LONGEST {
            return ClassName(Arc::new(name.into()));
        }
        if let Some(known) = recent(name) {
            return known;
        }
        let named = interned(name);
        remember(&named);
        named
    }
}

impl std::ops::Deref for ClassName {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl PartialEq for ClassName {
    fn eq(&self, other: &ClassName) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || *self.0 == *other.0
    }
}

impl Eq for ClassName {}

impl std::fmt::Debug for ClassName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self.0, f)
    }
}

/// Every interned name.
struct Table {
    names: HashTable<Arc<Box<str>>>,
    bytes: usize,
    /// Keyed at random: names come from clients, who could otherwise choose ones that collide.
    state: RandomState,
}

static TABLE: LazyLock<Mutex<Table>> = LazyLock::new(|| {
    Mutex::new(Table {
        names: HashTable::new(),
        bytes: 0,
        state: RandomState::new(),
    })
});

thread_local! {
    static RECENTLY: RefCell<Vec<ClassName>> = const { RefCell::new(Vec::new()) };
}

/// `name` among this thread's recent names, moved to the front.
fn recent(name: &str) -> Option<ClassName> {
    RECENTLY.with_borrow_mut(|recent| {
        let i = recent.iter().position(|n| **n.0 == *name)?;
        recent[..=i].rotate_right(1);
        Some(recent[0].clone())
    })
}

/// Puts `name` first among this thread's recent names.
fn remember(name: &ClassName) {
    RECENTLY.with_borrow_mut(|recent| {
        if recent.len() == RECENT {
            recent.pop();
        }
        recent.insert(0, name.clone());
    });
}

/// `name` from the table, put there if it is new and the table has room.
#[cold]
fn interned(name: &str) -> ClassName {
    let mut table = TABLE.lock().unwrap_or_else(PoisonError::into_inner);
    let hash = table.state.hash_one(name);
    if let Some(known) = table.names.find(hash, |n| ***n == *name) {
        return ClassName(known.clone());
    }
    let made = Arc::new(Box::<str>::from(name));
    if table.bytes + name.len() <= MAX_TOTAL_BYTES {
        table.bytes += name.len();
        let Table { names, state, .. } = &mut *table;
        names.insert_unique(hash, made.clone(), |n| state.hash_one(&***n));
    }
    ClassName(made)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_name_is_one_copy_and_reads_as_itself() {
        let a = ClassName::new("t.Shared");
        let b = ClassName::new(&String::from("t.Shared"));
        assert!(Arc::ptr_eq(&a.0, &b.0));
        assert_eq!(&*a, "t.Shared");
        assert_eq!(a, b);
        assert_ne!(a, ClassName::new("t.Other"));
        // Past the bound a name has its own copy, and still equals the same name.
        let long = "x".repeat(LONGEST + 1);
        let (c, d) = (ClassName::new(&long), ClassName::new(&long));
        assert!(!Arc::ptr_eq(&c.0, &d.0));
        assert_eq!(c, d);
    }
}
