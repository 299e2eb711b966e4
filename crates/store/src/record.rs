//! The fields of a typed object: one slot per model property, in one allocation, read through
//! [`ValueRef`]s and written through a [`RecordBuilder`].
//!
//! A record is a `Box<[u64]>` of four parts, in this order:
//!
//! - the header word: the width (how many slots, low half) and how many rare values (high);
//! - one tag byte per slot (its kind, or unset), padded to whole words;
//! - one word per slot: the scalar itself (Int, Float bits, Date, Enum, a string of up to 8
//!   bytes), a string's byte offset (counted from the tail's start) and length, the index
//!   of a rare value, or an array's first index and length in the rare area;
//! - the rare values (objects, maps, big integers, class names, and the elements of arrays,
//!   each array's in a run) as [`Value`]s, three words each, then the string tail (the bytes
//!   of strings longer than 8).
//!
//! An array's elements lie in the record itself, so a slot's array costs no allocation of its
//! own: a BenchmarkModel object's two-string `tags` took a 64-byte heap block and a 24-byte
//! rare value, and now takes 48 bytes in the record.
//!
//! Words are written from bytes in native order (`from_ne_bytes`), so tags and strings read
//! back through a byte view of the words on any target.
//!
//! Offsets and indexes are relative (to the tail, to the rare area), as the builder keeps
//! them: finishing a record copies the builder's slots as they are, with no pass over them
//! to rebase each one (cachegrind: that pass cost about 300 instructions per benchmark
//! entry), and a read adds the base, which the header gives.
//!
//! **Invariant:** the rare area holds as many initialized [`Value`]s as the header counts,
//! owned by the record (dropped and cloned with it); every slot tagged [`RARE`] points at one
//! of them and every slot tagged [`ARRAY`] at a run of them, no value pointed at twice; every
//! string slot's bytes are UTF-8 and lie inside the record.

mod bytes;

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
/// A value stored as a [`Value`]: the word is its index in the rare area.
const RARE: u8 = 9;
/// An array, its elements stored as [`Value`]s in a run of the rare area: the word is the
/// run's first index (low half) and length (high half).
const ARRAY: u8 = 10;
/// A string of `tag - INLINE` (0..=8) bytes, held in the slot's word itself.
const INLINE: u8 = 16;

/// Words a rare [`Value`] takes.
const VALUE_WORDS: usize = size_of::<Value>().div_ceil(8);
const _: () = assert!(align_of::<Value>() <= align_of::<u64>());
// A run of rare values is read as a `&[Value]`: their stride must be whole words.
const _: () = assert!(size_of::<Value>() == VALUE_WORDS * 8);

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
        assert!(width <= u32::MAX as usize);
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
        (self.words[0] & 0xffff_ffff) as usize
    }

    /// How many rare values the record holds (some may be unset slots' `Null`s).
    #[inline]
    fn rares(&self) -> usize {
        (self.words[0] >> 32) as usize
    }

    /// Word index of the `k`th rare value.
    #[inline]
    fn rare_at(&self, k: usize) -> usize {
        let width = self.width();
        1 + tag_words(width) + width + k * VALUE_WORDS
    }

    /// Byte index of the string tail, where string slots' offsets count from.
    #[inline]
    fn tail_at(&self) -> usize {
        self.rare_at(self.rares()) * 8
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
        let at = self.word_index(index);
        let bytes = self.bytes();
        read_slot(
            self.tags()[index],
            self.words[at],
            &bytes[at * 8..at * 8 + 8],
            &bytes[self.tail_at()..],
            |k, n| self.rare_run(k, n),
        )
    }

    /// The rare value at word `at`.
    #[inline]
    fn rare(&self, at: usize) -> &Value {
        assert!(at + VALUE_WORDS <= self.words.len());
        // SAFETY: `at` is the word index of an initialized `Value` inside the words
        // (the type's invariant; bounds checked above), aligned since `Value` needs no more
        // than a word's alignment; the reference borrows `self`, which owns the value.
        unsafe { &*self.words.as_ptr().add(at).cast::<Value>() }
    }

    /// The `n` rare values from the `k`th on.
    #[inline]
    fn rare_run(&self, k: usize, n: usize) -> &[Value] {
        assert!(k + n <= self.rares());
        let at = self.rare_at(k);
        assert!(at + n * VALUE_WORDS <= self.words.len());
        // SAFETY: the rare area holds `rares` initialized values (the type's invariant), one
        // after another with a stride of `VALUE_WORDS` words, which is `Value`'s size (asserted
        // at compile time); `k + n` is within them (checked above), the pointer is
        // word-aligned, which suffices for `Value`, and the slice borrows `self`, which owns
        // the values.
        unsafe { std::slice::from_raw_parts(self.words.as_ptr().add(at).cast::<Value>(), n) }
    }

    /// The set slots as (index, value), in slot order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, ValueRef<'_>)> {
        (0..self.width()).filter_map(|i| self.slot(i).map(|v| (i, v)))
    }

    /// The values of the slots that hold values of their own (maps, objects, arrays, big
    /// integers, class names), in slot order: those a walk for nested maps needs, found by a
    /// scan of the tags.
    pub(crate) fn nested(&self) -> impl Iterator<Item = ValueRef<'_>> {
        let tags = self.tags();
        (0..self.width())
            .filter(move |&i| matches!(tags[i], RARE | ARRAY))
            .filter_map(|i| self.slot(i))
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
        let word = self.words[self.word_index(index)];
        let value = match self.tags()[index] {
            UNSET => return None,
            RARE => self.take_rare(word as usize),
            ARRAY => {
                let (k, n) = run(word);
                Value::Array((k..k + n).map(|k| self.take_rare(k)).collect())
            }
            _ => self.slot(index).map(ValueRef::to_value)?,
        };
        self.set_tag(index, UNSET);
        Some(value)
    }

    /// Moves the `k`th rare value out, leaving a `Null` in its place (which the record still
    /// counts and drops).
    fn take_rare(&mut self, k: usize) -> Value {
        assert!(k < self.rares());
        let at = self.rare_at(k);
        assert!(at + VALUE_WORDS <= self.words.len());
        // SAFETY: as in `rare`, for a unique borrow; the value is swapped for a `Null`, so the
        // rare area stays initialized and the record no longer owns the value.
        unsafe { std::ptr::replace(self.words.as_mut_ptr().add(at).cast::<Value>(), Value::Null) }
    }

    fn set_tag(&mut self, index: usize, tag: u8) {
        let byte = 8 + index;
        let word = &mut self.words[byte / 8];
        let mut bytes = word.to_ne_bytes();
        bytes[byte % 8] = tag;
        *word = u64::from_ne_bytes(bytes);
    }
}

/// The first index and length of an [`ARRAY`] slot's run, from its word.
#[inline]
fn run(word: u64) -> (usize, usize) {
    ((word & 0xffff_ffff) as usize, (word >> 32) as usize)
}

/// A slot's value from its `tag` and `word`, for records and builders alike: a string of
/// up to 8 bytes from `inline` (the word's own bytes), a longer one from `strs` (where its
/// offset counts from), rare values from `rare` (given the first index and how many).
#[inline(always)]
fn read_slot<'a>(
    tag: u8,
    word: u64,
    inline: &'a [u8],
    strs: &'a [u8],
    rare: impl FnOnce(usize, usize) -> &'a [Value],
) -> Option<ValueRef<'a>> {
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
            ValueRef::Str(utf8(&strs[offset..offset + len]))
        }
        RARE => rare(word as usize, 1)[0].as_ref(),
        ARRAY => {
            let (k, n) = run(word);
            ValueRef::Array(rare(k, n))
        }
        tag => ValueRef::Str(utf8(&inline[..usize::from(tag - INLINE)])),
    })
}

/// The bytes of a string slot, which the builder copied from a `&str`.
#[inline]
fn utf8(bytes: &[u8]) -> &str {
    // SAFETY: string slots hold bytes copied whole from `&str`s (the type's invariant).
    unsafe { std::str::from_utf8_unchecked(bytes) }
}

impl Drop for Record {
    fn drop(&mut self) {
        for k in 0..self.rares() {
            let at = self.rare_at(k);
            assert!(at + VALUE_WORDS <= self.words.len());
            // SAFETY: the rare area holds `rares` initialized values the record owns (the
            // invariant), each dropped here once; the words are freed after, as integers.
            unsafe { std::ptr::drop_in_place(self.words.as_mut_ptr().add(at).cast::<Value>()) }
        }
    }
}

impl Clone for Record {
    fn clone(&self) -> Record {
        // The words copied bit for bit, then each rare value written over its bitwise copy
        // with a real clone. Should a clone panic, `words` is dropped as integers: the values
        // cloned so far leak, nothing is freed twice.
        let mut words = self.words.clone();
        for k in 0..self.rares() {
            let at = self.rare_at(k);
            let value = self.rare(at).clone();
            // SAFETY: `at` is in bounds and aligned (checked in `rare`); the bitwise copy there
            // is overwritten without being dropped, so the new record owns `value`.
            unsafe { std::ptr::write(words.as_mut_ptr().add(at).cast::<Value>(), value) }
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
    width: usize,
    /// One per slot, as in a record, padded to whole words.
    tags: Vec<u8>,
    /// One per slot, as in a record: a [`STR`]'s offset counts from the start of `strs` (as
    /// in the record's tail), a [`RARE`] is an index into `rare` and an [`ARRAY`] a run of it
    /// (as in the rare area).
    words: Vec<[u8; 8]>,
    /// The bytes of strings longer than 8.
    strs: Vec<u8>,
    rare: Vec<Value>,
    /// Whether `strs` or `rare` hold values no slot points at any more (a slot set twice).
    dirty: bool,
    /// Scratch for compacting `strs`.
    spare: Vec<u8>,
}

/// A string of up to 8 bytes as the bytes of a word, zero-padded.
#[inline]
fn inline_word(s: &[u8]) -> [u8; 8] {
    // Fixed-size copies only (two overlapping halves, or three single bytes), no call to
    // memcpy for a handful of bytes.
    let mut word = [0u8; 8];
    let n = s.len();
    if n >= 4 {
        word[..4].copy_from_slice(&s[..4]);
        word[n - 4..n].copy_from_slice(&s[n - 4..]);
    } else if n > 0 {
        word[0] = s[0];
        word[n / 2] = s[n / 2];
        word[n - 1] = s[n - 1];
    }
    word
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
        assert!(width <= u32::MAX as usize);
        self.width = width;
        self.tags.clear();
        self.tags.resize(tag_words(width) * 8, UNSET);
        self.words.clear();
        self.words.resize(width, [0; 8]);
        self.strs.clear();
        self.rare.clear();
        self.dirty = false;
    }

    /// Starts from `record`: its slots are set as they are there (rare values moved).
    pub fn load(&mut self, mut record: Record) {
        self.start(record.width());
        for index in 0..record.width() {
            self.set_from(index, &mut record, index);
        }
    }

    /// The width of the record being built.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Slot `index` as built so far.
    pub fn get(&self, index: usize) -> Option<ValueRef<'_>> {
        read_slot(
            self.tags[index],
            u64::from_ne_bytes(self.words[index]),
            &self.words[index],
            &self.strs,
            |k, n| &self.rare[k..k + n],
        )
    }

    /// Moves slot `index` out, leaving it unset.
    pub fn take(&mut self, index: usize) -> Option<Value> {
        let value = match self.tags[index] {
            UNSET => return None,
            RARE => {
                let k = u64::from_ne_bytes(self.words[index]) as usize;
                std::mem::replace(&mut self.rare[k], Value::Null)
            }
            ARRAY => {
                let (k, n) = run(u64::from_ne_bytes(self.words[index]));
                let items = self.rare[k..k + n].iter_mut();
                Value::Array(items.map(|v| std::mem::replace(v, Value::Null)).collect())
            }
            _ => self.get(index).map(ValueRef::to_value)?,
        };
        self.dirty |= matches!(self.tags[index], STR | RARE | ARRAY);
        self.tags[index] = UNSET;
        Some(value)
    }

    #[inline(always)]
    fn set_word(&mut self, index: usize, tag: u8, word: [u8; 8]) {
        self.dirty |= matches!(self.tags[index], STR | RARE | ARRAY);
        self.tags[index] = tag;
        self.words[index] = word;
    }

    #[inline]
    pub fn set_int(&mut self, index: usize, i: i64) {
        self.set_word(index, INT, i.to_ne_bytes());
    }

    #[inline]
    pub fn set_bool(&mut self, index: usize, b: bool) {
        self.set_word(index, if b { TRUE } else { FALSE }, [0; 8]);
    }

    #[inline]
    pub fn set_float(&mut self, index: usize, f: f64) {
        self.set_word(index, FLOAT, f.to_bits().to_ne_bytes());
    }

    #[inline]
    pub fn set_date(&mut self, index: usize, ms: i64) {
        self.set_word(index, DATE, ms.to_ne_bytes());
    }

    #[inline]
    pub fn set_enum(&mut self, index: usize, ordinal: i32) {
        self.set_word(index, ENUM, i64::from(ordinal).to_ne_bytes());
    }

    #[inline(always)]
    pub fn set_str(&mut self, index: usize, s: &str) {
        let s = s.as_bytes();
        if s.len() <= 8 {
            self.set_word(index, INLINE + s.len() as u8, inline_word(s));
        } else {
            self.set_long_str(index, s);
        }
    }

    /// A string of more than 8 bytes, kept apart so that `set_str` inlines small.
    #[inline(never)]
    fn set_long_str(&mut self, index: usize, s: &[u8]) {
        let offset = self.strs.len();
        assert!(offset + s.len() <= u32::MAX as usize, "a record fits 4 GiB");
        self.strs.extend_from_slice(s);
        let word = offset as u64 | ((s.len() as u64) << 32);
        self.set_word(index, STR, word.to_ne_bytes());
    }

    #[cold]
    fn set_rare(&mut self, index: usize, value: Value) {
        match value {
            Value::Array(items) => self.set_array(index, items.into_vec()),
            value => {
                self.rare.push(value);
                self.set_word(index, RARE, ((self.rare.len() - 1) as u64).to_ne_bytes());
            }
        }
    }

    /// An array of `items`, moved into the rare area as a run: a decoder hands its elements
    /// over one by one, with no array allocated for them.
    pub fn set_array(&mut self, index: usize, items: impl IntoIterator<Item = Value>) {
        let k = self.rare.len();
        self.rare.extend(items);
        let n = self.rare.len() - k;
        assert!(k + n <= u32::MAX as usize, "a record fits 4 GiB");
        self.set_word(index, ARRAY, (k as u64 | ((n as u64) << 32)).to_ne_bytes());
    }

    /// Sets any value (the setters above are the fast paths for the common kinds).
    #[inline]
    pub fn set_value(&mut self, index: usize, value: Value) {
        match value {
            Value::Null => self.set_word(index, NULL, [0; 8]),
            Value::Bool(b) => self.set_bool(index, b),
            Value::Int(i) => self.set_int(index, i),
            Value::Float(f) => self.set_float(index, f),
            Value::Date(ms) => self.set_date(index, ms),
            Value::Enum(ordinal) => self.set_enum(index, ordinal),
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
            // The elements moved one by one, with no array allocated between.
            ARRAY => {
                let (k, n) = run(record.words[record.word_index(from)]);
                self.set_array(index, (k..k + n).map(|k| record.take_rare(k)));
                record.set_tag(from, UNSET);
            }
            STR => {
                let Some(ValueRef::Str(s)) = record.slot(from) else {
                    unreachable!("a string")
                };
                self.set_str(index, s);
            }
            // Scalars and inline strings: the word is the value.
            tag => {
                let word = record.words[record.word_index(from)];
                self.set_word(index, tag, word.to_ne_bytes());
            }
        }
    }

    /// Drops the strings and rare values no slot points at.
    #[cold]
    fn compact(&mut self) {
        let mut strs = std::mem::take(&mut self.spare);
        strs.clear();
        let mut rare = Vec::new();
        for index in 0..self.width {
            let word = u64::from_ne_bytes(self.words[index]);
            match self.tags[index] {
                STR => {
                    let (offset, len) = ((word & 0xffff_ffff) as usize, (word >> 32) as usize);
                    let moved = strs.len() as u64 | ((len as u64) << 32);
                    strs.extend_from_slice(&self.strs[offset..offset + len]);
                    self.words[index] = moved.to_ne_bytes();
                }
                RARE => {
                    rare.push(std::mem::replace(
                        &mut self.rare[word as usize],
                        Value::Null,
                    ));
                    self.words[index] = ((rare.len() - 1) as u64).to_ne_bytes();
                }
                ARRAY => {
                    let (k, n) = run(word);
                    let moved = rare.len() as u64 | ((n as u64) << 32);
                    let items = self.rare[k..k + n].iter_mut();
                    rare.extend(items.map(|v| std::mem::replace(v, Value::Null)));
                    self.words[index] = moved.to_ne_bytes();
                }
                _ => {}
            }
        }
        self.spare = std::mem::replace(&mut self.strs, strs);
        self.rare = rare;
        self.dirty = false;
    }

    /// The record built, allocated once at its exact size; the builder is ready for
    /// [`start`](RecordBuilder::start).
    pub fn finish(&mut self) -> Record {
        if self.dirty {
            self.compact();
        }
        let width = self.width;
        let rares = self.rare.len();
        let slots_at = 1 + tag_words(width);
        let rare_at = slots_at + width;
        let tail_at = rare_at + rares * VALUE_WORDS;
        let total = tail_at + self.strs.len().div_ceil(8);
        assert!(total * 8 <= u32::MAX as usize, "a record fits 4 GiB");
        // Zeroed words (the rare area's and the tail's padding), then the parts copied in as
        // bytes. Offsets and indexes are relative in the record as in the builder, so the
        // slots' words are copied as they are.
        let mut words = vec![0u64; total].into_boxed_slice();
        words[0] = width as u64 | ((rares as u64) << 32);
        {
            // SAFETY: the words are initialized memory of `total * 8` bytes, and any bytes
            // written are valid u64s; the view borrows `words` mutably until the block ends.
            let bytes = unsafe {
                std::slice::from_raw_parts_mut(words.as_mut_ptr().cast::<u8>(), total * 8)
            };
            bytes[8..8 + self.tags.len()].copy_from_slice(&self.tags);
            let slots = &self.words.as_flattened()[..width * 8];
            bytes[slots_at * 8..rare_at * 8].copy_from_slice(slots);
            let tail = &mut bytes[tail_at * 8..];
            tail[..self.strs.len()].copy_from_slice(&self.strs);
        }
        for (k, value) in self.rare.drain(..).enumerate() {
            let at = rare_at + k * VALUE_WORDS;
            assert!(at + VALUE_WORDS <= words.len());
            // SAFETY: `at` is in bounds (checked) and word-aligned, which suffices for `Value`;
            // the words there are plain zeros, overwritten without a drop. The record returned
            // below owns the value (the header counts it); should anything panic before, the
            // value leaks, nothing is freed twice.
            unsafe { std::ptr::write(words.as_mut_ptr().add(at).cast::<Value>(), value) }
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
