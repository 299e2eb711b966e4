//! One DAO: id -> object, with the create / put / remove operations of DESIGN §5.

use crate::id::Id;
use crate::merge::merge;
use crate::object::Object;
use crate::value::Map;
use folio_models::Registry;
use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry;

/// What a put did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PutOutcome {
    Inserted,
    Merged,
}

/// A named collection of objects keyed by id.
#[derive(Debug, Default)]
pub struct Dao {
    name: Box<str>,
    objects: FxHashMap<Id, Object>,
    version: Option<Box<str>>,
}

impl Dao {
    pub fn new(name: &str) -> Dao {
        Dao {
            name: name.into(),
            ..Dao::default()
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// `p`: inserts, or merges into the object that has this id. One hash lookup either way.
    pub fn put(&mut self, id: Id, object: Object, registry: &Registry) -> PutOutcome {
        match self.objects.entry(id) {
            Entry::Occupied(mut slot) => {
                // A class-less empty map allocates nothing: a free placeholder while merging.
                let placeholder = Object::generic(crate::Class::Anonymous, Map::new());
                let old = std::mem::replace(slot.get_mut(), placeholder);
                *slot.get_mut() = merge(old, object, registry);
                PutOutcome::Merged
            }
            Entry::Vacant(slot) => {
                slot.insert(object);
                PutOutcome::Inserted
            }
        }
    }

    /// Inserts an object known to be new (or replaces one), no merge.
    pub fn insert(&mut self, id: Id, object: Object) {
        self.objects.insert(id, object);
    }

    /// `c`: inserts or replaces, no merge. Returns the object it replaced.
    pub fn create(&mut self, id: Id, object: Object) -> Option<Object> {
        self.objects.insert(id, object)
    }

    /// `r`: removes by id; a missing id is a no-op.
    pub fn remove(&mut self, id: &Id) -> Option<Object> {
        self.objects.remove(id)
    }

    pub fn get(&self, id: &Id) -> Option<&Object> {
        self.objects.get(id)
    }

    pub fn len(&self) -> usize {
        self.objects.len()
    }

    pub fn is_empty(&self) -> bool {
        self.objects.is_empty()
    }

    /// Every (id, object), in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&Id, &Object)> {
        self.objects.iter()
    }

    /// Every (id, object) sorted by id (the export order).
    pub fn sorted(&self) -> Vec<(&Id, &Object)> {
        let mut all: Vec<_> = self.objects.iter().collect();
        all.sort_unstable_by(|a, b| a.0.cmp(b.0));
        all
    }

    /// The version a `v` entry recorded last.
    pub fn version(&self) -> Option<&str> {
        self.version.as_deref()
    }

    pub fn set_version(&mut self, version: &str) {
        self.version = Some(version.into());
    }
}
