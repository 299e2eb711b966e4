//! The fields of a typed object: one slot per model property, read through [`ValueRef`]s and
//! written through a [`RecordBuilder`].

use crate::value::{Value, ValueRef};
use std::cell::RefCell;

/// One slot per property of a model, in model order; a slot is set or not.
#[derive(Clone, PartialEq, Default)]
pub struct Record {
    slots: Box<[Option<Value>]>,
}

impl Record {
    /// A record of `width` slots, none set.
    pub fn empty(width: usize) -> Record {
        Record {
            slots: vec![None; width].into_boxed_slice(),
        }
    }

    /// A record holding `slots` (slot `i` is property `i`).
    pub fn from_slots(slots: Vec<Option<Value>>) -> Record {
        let mut b = RecordBuilder::new();
        b.start(slots.len());
        for (index, value) in slots.into_iter().enumerate() {
            if let Some(value) = value {
                b.set_value(index, value);
            }
        }
        b.finish()
    }

    /// How many slots (the model's property count).
    pub fn width(&self) -> usize {
        self.slots.len()
    }

    /// How many slots are set.
    pub fn count(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }

    /// Slot `index`, if set. Panics if `index` is not below [`width`](Record::width).
    #[inline]
    pub fn slot(&self, index: usize) -> Option<ValueRef<'_>> {
        self.slots[index].as_ref().map(Value::as_ref)
    }

    /// The set slots as (index, value), in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, ValueRef<'_>)> {
        self.slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| s.as_ref().map(|v| (i, v.as_ref())))
    }

    /// The slots as owned values.
    pub fn to_slots(&self) -> Vec<Option<Value>> {
        self.slots.to_vec()
    }

    /// Sets (or with `None` unsets) slot `index`. Builds the record anew: for tests and rare
    /// edits, not for hot paths.
    pub fn set(&mut self, index: usize, value: Option<Value>) {
        let mut slots = self.to_slots();
        slots[index] = value;
        *self = Record::from_slots(slots);
    }

    /// Moves slot `index` out, leaving it unset.
    pub fn take(&mut self, index: usize) -> Option<Value> {
        self.slots[index].take()
    }
}

impl std::fmt::Debug for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Writes one record at a time: [`start`](RecordBuilder::start), set slots in any order (a
/// slot set twice keeps the last value), [`finish`](RecordBuilder::finish). Reused from object
/// to object, so building allocates only the record itself.
#[derive(Debug, Default)]
pub struct RecordBuilder {
    slots: Vec<Option<Value>>,
}

thread_local! {
    /// Builders for [`RecordBuilder::with`]: one per nesting level in use.
    static POOL: RefCell<Vec<RecordBuilder>> = const { RefCell::new(Vec::new()) };
}

impl RecordBuilder {
    pub fn new() -> RecordBuilder {
        RecordBuilder::default()
    }

    /// Runs `f` with a builder of this thread's pool (any state; call
    /// [`start`](RecordBuilder::start) or [`load`](RecordBuilder::load) first). Nested calls
    /// get builders of their own.
    pub fn with<R>(f: impl FnOnce(&mut RecordBuilder) -> R) -> R {
        let mut b = RecordBuilder::from_pool();
        let result = f(&mut b);
        RecordBuilder::to_pool(b);
        result
    }

    /// A builder of this thread's pool (a new one when the pool is empty); give it back with
    /// [`to_pool`](RecordBuilder::to_pool) to keep its scratch memory for the next record.
    #[inline]
    pub fn from_pool() -> RecordBuilder {
        POOL.with_borrow_mut(|pool| pool.pop()).unwrap_or_default()
    }

    /// Returns a builder from [`from_pool`](RecordBuilder::from_pool) to this thread's pool.
    #[inline]
    pub fn to_pool(b: RecordBuilder) {
        POOL.with_borrow_mut(|pool| pool.push(b));
    }

    /// Starts a record of `width` slots, none set.
    pub fn start(&mut self, width: usize) {
        self.slots.clear();
        self.slots.resize(width, None);
    }

    /// Starts from `record`: its slots are set as they are there.
    pub fn load(&mut self, record: Record) {
        self.slots.clear();
        self.slots.extend(record.slots.into_vec());
    }

    /// The width of the record being built.
    pub fn width(&self) -> usize {
        self.slots.len()
    }

    /// Slot `index` as built so far.
    pub fn get(&self, index: usize) -> Option<ValueRef<'_>> {
        self.slots[index].as_ref().map(Value::as_ref)
    }

    /// Moves slot `index` out, leaving it unset.
    pub fn take(&mut self, index: usize) -> Option<Value> {
        self.slots[index].take()
    }

    #[inline]
    pub fn set_int(&mut self, index: usize, i: i64) {
        self.slots[index] = Some(Value::Int(i));
    }

    #[inline]
    pub fn set_float(&mut self, index: usize, f: f64) {
        self.slots[index] = Some(Value::Float(f));
    }

    #[inline]
    pub fn set_date(&mut self, index: usize, ms: i64) {
        self.slots[index] = Some(Value::Date(ms));
    }

    #[inline]
    pub fn set_str(&mut self, index: usize, s: &str) {
        self.slots[index] = Some(Value::Str(s.into()));
    }

    /// Sets any value (the setters above are the fast paths for the common kinds).
    #[inline]
    pub fn set_value(&mut self, index: usize, value: Value) {
        self.slots[index] = Some(value);
    }

    /// Sets a copy of `value`.
    pub fn set_ref(&mut self, index: usize, value: ValueRef<'_>) {
        self.set_value(index, value.to_value());
    }

    /// Sets slot `index` from slot `from` of `record`: scalars and strings copied, other values
    /// moved out of `record`.
    pub fn set_from(&mut self, index: usize, record: &mut Record, from: usize) {
        if let Some(value) = record.take(from) {
            self.set_value(index, value);
        }
    }

    /// The record built; the builder is ready for [`start`](RecordBuilder::start).
    pub fn finish(&mut self) -> Record {
        Record {
            slots: std::mem::take(&mut self.slots).into_boxed_slice(),
        }
    }
}
