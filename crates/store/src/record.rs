//! The fields of a typed object: one slot per model property, in one allocation, read through
//! [`ValueRef`]s and written through a [`RecordBuilder`].
//!
//! A record is a `Box<[u64]>` of four parts, in this order:
//!
//! - the header word: the width (how many slots);
//! - one tag byte per slot (its kind, or unset), padded to whole words;
//! - one word per slot: the scalar itself (Int, Float bits, Date, Enum, a string of up to 8
//!   bytes), a string's byte offset and length in the tail, or the word index of a rare value;
//! - the rare values (arrays, objects, maps, big integers, class names) as [`Value`]s, three
//!   words each, then the string tail (the bytes of strings longer than 8).
//!
//! **Invariant:** every slot tagged [`RARE`] points at a distinct, initialized [`Value`] inside
//! the record's own words, which the record owns (drops and clones); every string slot's bytes
//! are UTF-8 and lie inside the record.

use crate::value::{Value, ValueRef};
use std::cell::RefCell;
use std::mem::{align_of, size_of};

const UNSET: u8 = 0;
const NULL: u8 = 1;
const FALSE: u8 = 2;
const TRUE: u8 = 3;
const INT: u8 = 4;
const FLOAT: u8 = 5;
const DATE: u8 = 6;
const ENUM: u8 = 7;
/// A string in the tail: the word is byte offset (low half) and length (high half).
const STR: u8 = 8;
/// A value stored as a [`Value`]: the word is its word index in the record.
const RARE: u8 = 9;
/// A string of `tag - INLINE` (0..=8) bytes, held in the slot's word itself.
const INLINE: u8 = 16;

/// Words a rare [`Value`] takes.
const VALUE_WORDS: usize = size_of::<Value>().div_ceil(8);
const _: () = assert!(align_of::<Value>() <= align_of::<u64>());

/// Words the tags of `width` slots take.
#[inline]
fn tag_words(width: usize) -> usize {
    width.div_ceil(8)
}

/// One slot per property of a model, in model order; a slot is set or not.
pub struct Record {
    words: Box<[u64]>,
}

impl Record {
    /// A record of `width` slots, none set.
    pub fn empty(width: usize) -> Record {
        let mut words = vec![0u64; 1 + tag_words(width) + width].into_boxed_slice();
        words[0] = width as u64;
        Record { words }
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
    #[inline]
    pub fn width(&self) -> usize {
        self.words[0] as usize
    }

    /// How many slots are set.
    pub fn count(&self) -> usize {
        self.tags().iter().filter(|&&t| t != UNSET).count()
    }

    /// The bytes the record takes on the heap (its one allocation; rare values may own more).
    pub fn heap_bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// The record's words as bytes.
    #[inline]
    fn bytes(&self) -> &[u8] {
        // SAFETY: the words are initialized memory of `len * 8` bytes; u8 has no alignment or
        // validity requirement, and the view borrows `self`.
        unsafe {
            std::slice::from_raw_parts(self.words.as_ptr().cast::<u8>(), self.words.len() * 8)
        }
    }

    #[inline]
    fn tags(&self) -> &[u8] {
        &self.bytes()[8..8 + self.width()]
    }

    /// Index of slot `index`'s word.
    #[inline]
    fn word_index(&self, index: usize) -> usize {
        1 + tag_words(self.width()) + index
    }

    /// Slot `index`, if set. Panics if `index` is not below [`width`](Record::width).
    #[inline]
    pub fn slot(&self, index: usize) -> Option<ValueRef<'_>> {
        let tag = self.tags()[index];
        let at = self.word_index(index);
        let word = self.words[at];
        Some(match tag {
            UNSET => return None,
            NULL => ValueRef::Null,
            FALSE => ValueRef::Bool(false),
            TRUE => ValueRef::Bool(true),
            INT => ValueRef::Int(word as i64),
            FLOAT => ValueRef::Float(f64::from_bits(word)),
            DATE => ValueRef::Date(word as i64),
            ENUM => ValueRef::Enum(word as i64 as i32),
            STR => {
                let (offset, len) = ((word & 0xffff_ffff) as usize, (word >> 32) as usize);
                ValueRef::Str(utf8(&self.bytes()[offset..offset + len]))
            }
            RARE => self.rare(word as usize).as_ref(),
            _ => {
                let len = usize::from(tag - INLINE);
                ValueRef::Str(utf8(&self.bytes()[at * 8..at * 8 + len]))
            }
        })
    }

    /// The rare value at word `at`.
    #[inline]
    fn rare(&self, at: usize) -> &Value {
        assert!(at + VALUE_WORDS <= self.words.len());
        // SAFETY: a RARE slot's word is the index of an initialized `Value` inside the words
        // (the type's invariant; bounds checked above), aligned since `Value` needs no more
        // than a word's alignment; the reference borrows `self`, which owns the value.
        unsafe { &*self.words.as_ptr().add(at).cast::<Value>() }
    }

    /// The set slots as (index, value), in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, ValueRef<'_>)> {
        (0..self.width()).filter_map(|i| self.slot(i).map(|v| (i, v)))
    }

    /// The slots as owned values.
    pub fn to_slots(&self) -> Vec<Option<Value>> {
        (0..self.width())
            .map(|i| self.slot(i).map(ValueRef::to_value))
            .collect()
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
        let tag = self.tags()[index];
        let value = match tag {
            UNSET => return None,
            RARE => {
                let at = self.words[self.word_index(index)] as usize;
                assert!(at + VALUE_WORDS <= self.words.len());
                // SAFETY: as in `rare`; the tag is cleared right below, so the value is read
                // out exactly once and the record no longer drops it.
                unsafe { std::ptr::read(self.words.as_ptr().add(at).cast::<Value>()) }
            }
            _ => self.slot(index).map(ValueRef::to_value)?,
        };
        self.set_tag(index, UNSET);
        Some(value)
    }

    fn set_tag(&mut self, index: usize, tag: u8) {
        let byte = 8 + index;
        let word = &mut self.words[byte / 8];
        let mut bytes = word.to_le_bytes();
        bytes[byte % 8] = tag;
        *word = u64::from_le_bytes(bytes);
    }
}

/// The bytes of a string slot, which the builder copied from a `&str`.
#[inline]
fn utf8(bytes: &[u8]) -> &str {
    // SAFETY: string slots hold bytes copied whole from `&str`s (the type's invariant).
    unsafe { std::str::from_utf8_unchecked(bytes) }
}

impl Drop for Record {
    fn drop(&mut self) {
        for index in 0..self.width() {
            if self.tags()[index] == RARE {
                let at = self.words[self.word_index(index)] as usize;
                assert!(at + VALUE_WORDS <= self.words.len());
                // SAFETY: each RARE slot owns a distinct initialized `Value` (the invariant),
                // dropped here once; the words are freed after, as plain integers.
                unsafe { std::ptr::drop_in_place(self.words.as_mut_ptr().add(at).cast::<Value>()) }
            }
        }
    }
}

impl Clone for Record {
    fn clone(&self) -> Record {
        // The words copied bit for bit, then each rare value written over its bitwise copy
        // with a real clone. Should a clone panic, `words` is dropped as integers: the values
        // cloned so far leak, nothing is freed twice.
        let mut words = self.words.clone();
        for index in 0..self.width() {
            if self.tags()[index] == RARE {
                let at = self.words[self.word_index(index)] as usize;
                let value = self.rare(at).clone();
                // SAFETY: `at` is in bounds and aligned (checked in `rare`); the bitwise copy
                // there is overwritten without being dropped, so the new record owns `value`.
                unsafe { std::ptr::write(words.as_mut_ptr().add(at).cast::<Value>(), value) }
            }
        }
        Record { words }
    }
}

impl Default for Record {
    fn default() -> Record {
        Record::empty(0)
    }
}

impl PartialEq for Record {
    fn eq(&self, other: &Record) -> bool {
        self.width() == other.width() && (0..self.width()).all(|i| self.slot(i) == other.slot(i))
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
    tags: Vec<u8>,
    /// As in a record, except that every string is a [`STR`] into `strs` and every [`RARE`]
    /// an index into `rare`.
    words: Vec<u64>,
    strs: Vec<u8>,
    rare: Vec<Option<Value>>,
    /// Scratch for [`finish`](RecordBuilder::finish): the record's string tail.
    tail: Vec<u8>,
}

/// Up to 8 bytes as a little-endian word, zero-padded.
#[inline]
fn le_word(chunk: &[u8]) -> u64 {
    let mut bytes = [0u8; 8];
    bytes[..chunk.len()].copy_from_slice(chunk);
    u64::from_le_bytes(bytes)
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
        self.tags.clear();
        self.tags.resize(width, UNSET);
        self.words.clear();
        self.words.resize(width, 0);
        self.strs.clear();
        self.rare.clear();
    }

    /// Starts from `record`: its slots are set as they are there (rare values moved).
    pub fn load(&mut self, mut record: Record) {
        self.start(record.width());
        for index in 0..record.width() {
            match record.tags()[index] {
                UNSET => {}
                RARE => {
                    let value = record.take(index).expect("set");
                    self.set_rare(index, value);
                }
                tag @ (NULL | FALSE | TRUE | INT | FLOAT | DATE | ENUM) => {
                    self.tags[index] = tag;
                    self.words[index] = record.words[record.word_index(index)];
                }
                _ => {
                    let Some(ValueRef::Str(s)) = record.slot(index) else {
                        unreachable!("the other tags are strings")
                    };
                    self.set_str(index, s);
                }
            }
        }
    }

    /// The width of the record being built.
    pub fn width(&self) -> usize {
        self.tags.len()
    }

    /// Slot `index` as built so far.
    pub fn get(&self, index: usize) -> Option<ValueRef<'_>> {
        let word = self.words[index];
        Some(match self.tags[index] {
            UNSET => return None,
            NULL => ValueRef::Null,
            FALSE => ValueRef::Bool(false),
            TRUE => ValueRef::Bool(true),
            INT => ValueRef::Int(word as i64),
            FLOAT => ValueRef::Float(f64::from_bits(word)),
            DATE => ValueRef::Date(word as i64),
            ENUM => ValueRef::Enum(word as i64 as i32),
            STR => ValueRef::Str(self.str_at(word)),
            _ => self.rare[word as usize].as_ref().expect("set").as_ref(),
        })
    }

    fn str_at(&self, word: u64) -> &str {
        let (offset, len) = ((word & 0xffff_ffff) as usize, (word >> 32) as usize);
        utf8(&self.strs[offset..offset + len])
    }

    /// Moves slot `index` out, leaving it unset.
    pub fn take(&mut self, index: usize) -> Option<Value> {
        let value = match self.tags[index] {
            UNSET => return None,
            RARE => self.rare[self.words[index] as usize].take(),
            _ => self.get(index).map(ValueRef::to_value),
        };
        self.tags[index] = UNSET;
        value
    }

    #[inline]
    fn set_word(&mut self, index: usize, tag: u8, word: u64) {
        self.tags[index] = tag;
        self.words[index] = word;
    }

    #[inline]
    pub fn set_int(&mut self, index: usize, i: i64) {
        self.set_word(index, INT, i as u64);
    }

    #[inline]
    pub fn set_float(&mut self, index: usize, f: f64) {
        self.set_word(index, FLOAT, f.to_bits());
    }

    #[inline]
    pub fn set_date(&mut self, index: usize, ms: i64) {
        self.set_word(index, DATE, ms as u64);
    }

    #[inline]
    pub fn set_str(&mut self, index: usize, s: &str) {
        let offset = self.strs.len();
        assert!(offset + s.len() <= u32::MAX as usize, "a record fits 4 GiB");
        self.strs.extend_from_slice(s.as_bytes());
        self.set_word(index, STR, offset as u64 | ((s.len() as u64) << 32));
    }

    #[cold]
    fn set_rare(&mut self, index: usize, value: Value) {
        self.rare.push(Some(value));
        self.set_word(index, RARE, (self.rare.len() - 1) as u64);
    }

    /// Sets any value (the setters above are the fast paths for the common kinds).
    #[inline]
    pub fn set_value(&mut self, index: usize, value: Value) {
        match value {
            Value::Null => self.set_word(index, NULL, 0),
            Value::Bool(b) => self.set_word(index, if b { TRUE } else { FALSE }, 0),
            Value::Int(i) => self.set_int(index, i),
            Value::Float(f) => self.set_float(index, f),
            Value::Date(ms) => self.set_date(index, ms),
            Value::Enum(ordinal) => self.set_word(index, ENUM, i64::from(ordinal) as u64),
            Value::Str(s) => self.set_str(index, &s),
            value => self.set_rare(index, value),
        }
    }

    /// Sets a copy of `value`.
    pub fn set_ref(&mut self, index: usize, value: ValueRef<'_>) {
        match value {
            ValueRef::Str(s) => self.set_str(index, s),
            value => self.set_value(index, value.to_value()),
        }
    }

    /// Sets slot `index` from slot `from` of `record`: scalars and strings copied, other values
    /// moved out of `record`.
    pub fn set_from(&mut self, index: usize, record: &mut Record, from: usize) {
        match record.tags()[from] {
            UNSET => {}
            RARE => {
                let value = record.take(from).expect("set");
                self.set_rare(index, value);
            }
            tag @ (NULL | FALSE | TRUE | INT | FLOAT | DATE | ENUM) => {
                self.set_word(index, tag, record.words[record.word_index(from)]);
            }
            _ => {
                let Some(ValueRef::Str(s)) = record.slot(from) else {
                    unreachable!("the other tags are strings")
                };
                self.set_str(index, s);
            }
        }
    }

    /// The record built, allocated once at its exact size; the builder is ready for
    /// [`start`](RecordBuilder::start).
    pub fn finish(&mut self) -> Record {
        let width = self.width();
        let (mut rares, mut tail) = (0, 0);
        for (index, &tag) in self.tags.iter().enumerate() {
            match tag {
                RARE => rares += 1,
                STR => {
                    let len = (self.words[index] >> 32) as usize;
                    if len > 8 {
                        tail += len;
                    }
                }
                _ => {}
            }
        }
        let slots_at = 1 + tag_words(width);
        let rare_at = slots_at + width;
        let tail_at = rare_at + rares * VALUE_WORDS;
        assert!(
            tail_at * 8 + tail <= u32::MAX as usize,
            "a record fits 4 GiB"
        );
        let mut words = vec![0u64; tail_at + tail.div_ceil(8)].into_boxed_slice();
        words[0] = width as u64;
        self.tail.clear();
        let mut next_rare = rare_at;
        for index in 0..width {
            let word = self.words[index];
            let (tag, word) = match self.tags[index] {
                STR => {
                    let (offset, len) = ((word & 0xffff_ffff) as usize, (word >> 32) as usize);
                    let s = &self.strs[offset..offset + len];
                    if s.len() <= 8 {
                        let mut inline = [0u8; 8];
                        inline[..s.len()].copy_from_slice(s);
                        (INLINE + s.len() as u8, u64::from_le_bytes(inline))
                    } else {
                        let offset = tail_at * 8 + self.tail.len();
                        self.tail.extend_from_slice(s);
                        (STR, offset as u64 | ((s.len() as u64) << 32))
                    }
                }
                RARE => {
                    let value = self.rare[word as usize].take().expect("set once");
                    let at = next_rare;
                    next_rare += VALUE_WORDS;
                    assert!(next_rare <= tail_at);
                    // SAFETY: `at` is in bounds (checked) and word-aligned, which suffices
                    // for `Value`; the words there are plain zeros, overwritten without a drop.
                    // The record returned below owns the value (its RARE tag points at it);
                    // should anything panic before, the value leaks, nothing is freed twice.
                    unsafe { std::ptr::write(words.as_mut_ptr().add(at).cast::<Value>(), value) }
                    (RARE, at as u64)
                }
                tag => (tag, word),
            };
            self.tags[index] = tag;
            words[slots_at + index] = word;
        }
        for (chunk, word) in self.tags.chunks(8).zip(&mut words[1..slots_at]) {
            *word = le_word(chunk);
        }
        for (chunk, word) in self.tail.chunks(8).zip(&mut words[tail_at..]) {
            *word = le_word(chunk);
        }
        self.start(0);
        Record { words }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn record_is_a_fat_pointer() {
        assert_eq!(size_of::<Record>(), 16);
        assert_eq!(VALUE_WORDS, 3);
    }
}
