//! Hash indexes: the ids of a DAO's objects by the value of one property.

use crate::id::Id;
use crate::object::Object;
use crate::value::{Value, ValueRef};
use folio_models::Registry;
use rustc_hash::{FxHashMap, FxHashSet};

/// The ids of the objects whose property `property` holds each value.
///
/// An index answers "which objects may hold this value": its key is the value seen as an
/// [`Id`] ([`Index::key`]), which folds a few distinct values together (an enum ordinal and the
/// integer of the same number, a big integer and the string of its digits). Callers check every
/// candidate against the value itself, so the folding costs a comparison, never a wrong answer.
/// Values that cannot be keys (arrays, objects, maps) and unset properties without a constant
/// default are not indexed; an unset property with one is indexed under it.
///
/// **Invariant:** kept in step by [`Dao::apply`](crate::Dao::apply): after every operation the
/// index holds exactly the (key, id) pairs of the DAO's objects.
#[derive(Debug)]
pub struct Index {
    property: Box<str>,
    buckets: FxHashMap<Id, FxHashSet<Id>>,
}

impl Index {
    pub(crate) fn new(property: &str) -> Index {
        Index {
            property: property.into(),
            buckets: FxHashMap::default(),
        }
    }

    /// The canonical property name (typed objects) or key (generic objects) indexed.
    pub fn property(&self) -> &str {
        &self.property
    }

    /// The key a value is indexed under; `None` for values that are not indexed.
    pub fn key(value: &Value) -> Option<Id> {
        Index::key_ref(value.as_ref())
    }

    /// [`Index::key`] for a borrowed value.
    pub fn key_ref(value: ValueRef<'_>) -> Option<Id> {
        match value {
            // A float with an integer's value equals that integer (predicates compare numbers
            // as numbers): index it as the integer. -0.0 and 0.0 are equal too: both as 0.
            ValueRef::Float(f) if f.fract() == 0.0 && f.abs() < 9.0e18 => Some(Id::Int(f as i64)),
            ValueRef::Float(f) => Some(Id::Float(f)),
            value => Id::from_ref(value),
        }
    }

    /// The ids that may hold `value` (see the type's docs), or `None` when `value` is not a
    /// value this index can look up.
    pub fn candidates(&self, value: &Value) -> Option<impl Iterator<Item = &Id>> {
        if matches!(value, Value::Null) {
            // A null condition also matches unset properties, which are not indexed.
            return None;
        }
        let key = Index::key(value)?;
        Some(self.buckets.get(&key).into_iter().flatten())
    }

    /// How many values the index holds.
    pub fn len(&self) -> usize {
        self.buckets.values().map(FxHashSet::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }

    /// An object is indexed under its effective value (an unset property under its default),
    /// since that is what a predicate compares.
    fn key_of(&self, object: &Object, registry: &Registry) -> Option<Id> {
        object
            .effective(&self.property, registry)
            .and_then(Index::key_ref)
    }

    pub(crate) fn insert(&mut self, id: &Id, object: &Object, registry: &Registry) {
        if let Some(key) = self.key_of(object, registry) {
            self.buckets.entry(key).or_default().insert(id.clone());
        }
    }

    pub(crate) fn remove(&mut self, id: &Id, object: &Object, registry: &Registry) {
        if let Some(key) = self.key_of(object, registry) {
            if let Some(bucket) = self.buckets.get_mut(&key) {
                bucket.remove(id);
                if bucket.is_empty() {
                    self.buckets.remove(&key);
                }
            }
        }
    }
}
