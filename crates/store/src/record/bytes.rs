//! A record as bytes and back (see `crate::bytes` for the rules every read follows). The
//! layout is the record's own, made portable: the counts, the tag bytes, one 8-byte word per
//! slot (numbers little-endian, a short string as its bytes), the rare values, the string
//! tail. Reading it back is a copy of the tags and words, a check of each slot, and the
//! rare values decoded in place: no builder, one allocation.

use super::{
    run, tag_words, Record, ARRAY, DATE, ENUM, FALSE, FLOAT, INLINE, INT, NULL, RARE, STR, TRUE,
    UNSET, VALUE_WORDS,
};
use crate::bytes::{put_u32, read_value, write_value, ByteReader, BytesError, BytesErrorKind};
use crate::layout::LayoutTable;
use crate::value::Value;

impl Record {
    /// Appends the record's bytes: width, rare count and tail words (u32 each), a tag byte
    /// per slot, a word per slot, the rare values, the tail. The words of slots whose value
    /// is their tag alone (unset, null, booleans) are written as zeros.
    ///
    /// The bytes are a function of the slots alone, whatever order a builder set them in: the
    /// rare values and the long strings go in slot order, and what no slot points at any
    /// more (a replaced string, a `Null` left by a taken value) is left out. So a record and
    /// the record of the same values built another way write the same bytes, as a snapshot of
    /// the same state must.
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        self.write_bytes_in(out, None);
    }

    /// [`Record::write_bytes`], maps in it written by `layouts` when given.
    pub(crate) fn write_bytes_in(&self, out: &mut Vec<u8>, layouts: Option<&LayoutTable>) {
        let width = self.width();
        let tags = self.tags();
        let bytes = self.bytes();
        let tail = &bytes[self.tail_at()..];
        let word = |index: usize| self.words[self.word_index(index)];
        let (mut rares, mut tail_len) = (0usize, 0usize);
        for (index, &tag) in tags.iter().enumerate() {
            match tag {
                STR => tail_len += (word(index) >> 32) as usize,
                RARE => rares += 1,
                ARRAY => rares += run(word(index)).1,
                _ => {}
            }
        }
        put_u32(out, width as u32);
        put_u32(out, rares as u32);
        put_u32(out, tail_len.div_ceil(8) as u32);
        out.extend_from_slice(tags);
        // The slots' words, offsets and indexes counted anew in slot order.
        let (mut rare_at, mut tail_at) = (0u64, 0u64);
        for (index, &tag) in tags.iter().enumerate() {
            let word = word(index);
            let bytes = match tag {
                UNSET | NULL | FALSE | TRUE => [0; 8],
                STR => {
                    let moved = tail_at | (word & !0xffff_ffff);
                    tail_at += word >> 32;
                    moved.to_le_bytes()
                }
                RARE => {
                    rare_at += 1;
                    (rare_at - 1).to_le_bytes()
                }
                ARRAY => {
                    let moved = rare_at | (word & !0xffff_ffff);
                    rare_at += word >> 32;
                    moved.to_le_bytes()
                }
                // The string's bytes, in the order they lie in memory.
                tag if tag >= INLINE => word.to_ne_bytes(),
                _ => word.to_le_bytes(),
            };
            out.extend_from_slice(&bytes);
        }
        for (index, &tag) in tags.iter().enumerate() {
            match tag {
                RARE => write_value(
                    self.rare(self.rare_at(word(index) as usize)).as_ref(),
                    out,
                    layouts,
                ),
                ARRAY => {
                    let (k, n) = run(word(index));
                    for item in self.rare_run(k, n) {
                        write_value(item.as_ref(), out, layouts);
                    }
                }
                _ => {}
            }
        }
        let start = out.len();
        for (index, &tag) in tags.iter().enumerate() {
            if tag == STR {
                let w = word(index);
                let (offset, len) = ((w & 0xffff_ffff) as usize, (w >> 32) as usize);
                out.extend_from_slice(&tail[offset..offset + len]);
            }
        }
        out.resize(start + tail_len.div_ceil(8) * 8, 0);
    }

    /// Reads a record of `width` slots that [`Record::write_bytes`] wrote, checking every
    /// slot: tags that exist, strings that are UTF-8 and lie inside the tail, rare indexes
    /// and arrays' runs below the rare count, rare values and long strings named once each in
    /// slot order (the one encoding [`Record::write_bytes`] gives), zero bytes where the layout
    /// has them.
    pub(crate) fn read_bytes(
        r: &mut ByteReader<'_>,
        width: usize,
        registry: &dyn crate::bytes::Shapes,
        depth: usize,
    ) -> Result<Record, BytesError> {
        let start = r.at();
        let found = r.u32()?;
        if found as usize != width {
            return Err(BytesError {
                at: start,
                kind: BytesErrorKind::Width {
                    expected: width as u32,
                    found,
                },
            });
        }
        let rares = r.u32()? as usize;
        let tail_words = r.u32()? as usize;
        let tags_at = r.at();
        let tags = r.take(width)?;
        let slots = r.take(width * 8)?;
        // Each rare value takes a byte at least, and the tail follows them.
        if rares + tail_words * 8 > r.unclaimed() {
            return Err(r.error(BytesErrorKind::Truncated));
        }
        // Every size below is now bounded by the bytes of the buffer.
        let slots_at = 1 + tag_words(width);
        let rare_at = slots_at + width;
        let tail_at = rare_at + rares * VALUE_WORDS;
        let total = tail_at + tail_words;
        if total * 8 > u32::MAX as usize {
            return Err(r.error(BytesErrorKind::Truncated));
        }
        let tail_len = tail_words * 8;
        // The tail lies after the rare values, whose length is only known once they are read;
        // the slots are checked against it then.
        let mut words = vec![0u64; total].into_boxed_slice();
        // Rare values and long strings lie in slot order, each named once (the writer's
        // canonical order): so a record reads from one encoding only.
        let (mut next_rare, mut next_str) = (0usize, 0usize);
        for index in 0..width {
            let tag = tags[index];
            let bytes: [u8; 8] = slots[index * 8..index * 8 + 8].try_into().expect("8 bytes");
            let le = u64::from_le_bytes(bytes);
            let bad = || BytesError {
                at: tags_at + width + index * 8,
                kind: BytesErrorKind::Slot(index as u32),
            };
            let word = match tag {
                UNSET | NULL | FALSE | TRUE => {
                    if le != 0 {
                        return Err(bad());
                    }
                    0
                }
                INT | FLOAT | DATE => le,
                ENUM => {
                    if le != i64::from(le as i64 as i32) as u64 {
                        return Err(bad());
                    }
                    le
                }
                STR => {
                    let (offset, len) = ((le & 0xffff_ffff) as usize, (le >> 32) as usize);
                    if offset != next_str || offset + len > tail_len {
                        return Err(bad());
                    }
                    next_str += len;
                    le
                }
                RARE => {
                    if le != next_rare as u64 || next_rare >= rares {
                        return Err(bad());
                    }
                    next_rare += 1;
                    le
                }
                ARRAY => {
                    let (k, n) = run(le);
                    if k != next_rare || k + n > rares {
                        return Err(bad());
                    }
                    next_rare += n;
                    le
                }
                tag if (INLINE..=INLINE + 8).contains(&tag) => {
                    let n = usize::from(tag - INLINE);
                    // ASCII (the common case) is UTF-8 without a call.
                    let ascii = u64::from_ne_bytes(bytes) & 0x8080_8080_8080_8080 == 0;
                    if bytes[n..].iter().any(|&b| b != 0)
                        || (!ascii && std::str::from_utf8(&bytes[..n]).is_err())
                    {
                        return Err(bad());
                    }
                    u64::from_ne_bytes(bytes)
                }
                _ => return Err(bad()),
            };
            words[slots_at + index] = word;
        }
        if next_rare != rares || next_str.div_ceil(8) != tail_words {
            return Err(BytesError {
                at: start + 4,
                kind: BytesErrorKind::Unreferenced,
            });
        }
        words[0] = width as u64;
        {
            // SAFETY: the words are initialized memory of `total * 8` bytes and any bytes
            // written are valid u64s; the view borrows `words` mutably until the block ends.
            let view = unsafe {
                std::slice::from_raw_parts_mut(words.as_mut_ptr().cast::<u8>(), total * 8)
            };
            view[8..8 + width].copy_from_slice(tags);
        }
        // The record owns the rare values counted in its header, so the count grows with
        // each value written: an error part way drops exactly the values read so far.
        let mut record = Record { words };
        // The rare values' bytes and the tail's are promised, as a claimed count's are
        // (`ByteReader::claim`): a rare value's own counts are capped by the bytes the later
        // ones and the tail leave, not by all those left.
        r.owe(rares + tail_len);
        for k in 0..rares {
            r.release(1);
            let value = read_value(r, registry, depth + 1)?;
            let at = rare_at + k * VALUE_WORDS;
            assert!(at + VALUE_WORDS <= record.words.len());
            // SAFETY: `at` is in bounds (checked) and word-aligned, which suffices for `Value`;
            // the words there are zeros, overwritten without a drop; the header counts the
            // value right after, so the record owns it.
            unsafe { std::ptr::write(record.words.as_mut_ptr().add(at).cast::<Value>(), value) }
            record.words[0] = width as u64 | (((k + 1) as u64) << 32);
        }
        r.release(tail_len);
        let tail = r.take(tail_len)?;
        if tail[next_str..].iter().any(|&b| b != 0) {
            return Err(BytesError {
                at: r.at() - tail_len + next_str,
                kind: BytesErrorKind::Unreferenced,
            });
        }
        // Long strings' bytes, once the tail is at hand (their bounds were checked above). In
        // a tail of ASCII every string is UTF-8, wherever it starts and ends.
        let checked = if tail.is_ascii() { &[][..] } else { tags };
        for (index, _) in checked.iter().enumerate().filter(|(_, &tag)| tag == STR) {
            let word = record.words[slots_at + index];
            let (offset, len) = ((word & 0xffff_ffff) as usize, (word >> 32) as usize);
            if std::str::from_utf8(&tail[offset..offset + len]).is_err() {
                return Err(BytesError {
                    at: r.at() - tail_len + offset,
                    kind: BytesErrorKind::Slot(index as u32),
                });
            }
        }
        {
            let bytes = tail_at * 8;
            // SAFETY: as above; the tail's words hold no value, only bytes.
            let view = unsafe {
                std::slice::from_raw_parts_mut(record.words.as_mut_ptr().cast::<u8>(), total * 8)
            };
            view[bytes..bytes + tail_len].copy_from_slice(tail);
        }
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bytes::ByteReader;
    use crate::map::Map;
    use crate::record::RecordBuilder;
    use folio_models::Registry;

    fn slots() -> Vec<Option<Value>> {
        let mut map = Map::new();
        map.insert("k".into(), Value::Int(1));
        vec![
            None,
            Some(Value::Null),
            Some(Value::Bool(true)),
            Some(Value::Int(-5)),
            Some(Value::Float(-0.0)),
            Some(Value::Date(1_700_000_000_000)),
            Some(Value::Enum(-2)),
            Some(Value::Str("".into())),
            Some(Value::Str("ëight".into())),
            Some(Value::Str("a string longer than eight".into())),
            Some(Value::Array(vec![Value::Int(1)].into())),
            Some(Value::Map(Box::new(map))),
            Some(Value::Str("ü".repeat(20).into())),
        ]
    }

    /// A record's bytes do not depend on the order its slots were set in, or on what was
    /// set and replaced before: long strings and rare values go in slot order, and only
    /// what a slot points at is written.
    #[test]
    fn a_record_writes_the_same_bytes_however_it_was_built() {
        let values = slots();
        let in_order = Record::from_slots(values.clone());
        let reg = Registry::empty();
        let mut want = Vec::new();
        in_order.write_bytes(&mut want);
        let back = Record::read_bytes(&mut ByteReader::new(&want), values.len(), &reg, 0).unwrap();
        assert!(back == in_order);
        // Set last slot first: strings and rare values lie in the record in reverse order.
        // Then the same with each slot set to something else first and replaced, which leaves
        // dead bytes for the builder to drop.
        for replaced in [false, true] {
            let mut b = RecordBuilder::new();
            b.start(values.len());
            for (i, value) in values.iter().enumerate().rev() {
                if replaced {
                    b.set_value(i, Value::Str("x".repeat(20 + i).into()));
                    b.set_value(i, Value::BigInt("123456789012345678901234567890".into()));
                    b.take(i);
                }
                if let Some(value) = value {
                    b.set_value(i, value.clone());
                }
            }
            let built = b.finish();
            assert!(built == in_order, "replaced: {replaced}");
            let mut bytes = Vec::new();
            built.write_bytes(&mut bytes);
            assert_eq!(bytes, want, "replaced: {replaced}");
        }
    }

    #[test]
    fn records_read_back_as_written() {
        let reg = Registry::empty();
        let mut record = Record::from_slots(slots());
        // A rare value taken out leaves a `Null` the header still counts.
        record.take(10);
        let mut out = Vec::new();
        record.write_bytes(&mut out);
        let mut r = ByteReader::new(&out);
        let back = Record::read_bytes(&mut r, record.width(), &reg, 0).unwrap();
        assert_eq!(r.remaining(), 0);
        assert_eq!(back, record);
        assert_eq!(back.to_slots(), record.to_slots());
        let mut again = Vec::new();
        back.write_bytes(&mut again);
        assert_eq!(again, out);
        // Every prefix and every single flipped byte: an error or a record that writes the
        // same bytes it was read from, never a panic.
        for len in 0..out.len() {
            let mut r = ByteReader::new(&out[..len]);
            assert!(Record::read_bytes(&mut r, record.width(), &reg, 0).is_err());
        }
        for at in 0..out.len() {
            for bit in 0..8 {
                let mut bad = out.clone();
                bad[at] ^= 1 << bit;
                let mut r = ByteReader::new(&bad);
                if let Ok(read) = Record::read_bytes(&mut r, record.width(), &reg, 0) {
                    let mut written = Vec::new();
                    read.write_bytes(&mut written);
                    assert_eq!(&written[..], &bad[..r.at()], "byte {at} bit {bit}");
                }
            }
        }
    }

    /// Each rule a read checks, broken once in a record's bytes: each is refused, naming the
    /// slot. (A read that let one through would give a record whose `unsafe` reads are wrong.)
    #[test]
    fn broken_slots_are_refused() {
        let reg = Registry::empty();
        let mut map = Map::new();
        map.insert("k".into(), Value::Int(1));
        let slots = vec![
            Some(Value::Str("abc".into())),
            Some(Value::Str("a string of more than 8".into())),
            // Rare value 0, then an array of one element: the run from rare value 1.
            Some(Value::Map(Box::new(map))),
            Some(Value::Array(vec![Value::Int(2)].into())),
            Some(Value::Enum(-2)),
            Some(Value::Null),
        ];
        let mut good = Vec::new();
        Record::from_slots(slots).write_bytes(&mut good);
        let word = |i: usize| 12 + 6 + i * 8;
        let tail = good.len() - 24;
        let cases: [(&str, usize, &[u8], u32); 13] = [
            ("an unknown tag", 12, &[12], 0),
            ("a short string that is not UTF-8", word(0), &[0xff], 0),
            ("a short string's padding", word(0) + 5, &[1], 0),
            ("a long string outside the tail", word(1), &[0xe8, 3], 1),
            ("a long string that is not UTF-8", tail, &[0xff], 1),
            ("a rare value named twice", word(3), &[0], 3),
            ("a rare value that is not there", word(3), &[5], 3),
            ("an array's run past the rare values", word(3) + 4, &[2], 3),
            ("a rare value named out of slot order", word(2), &[1], 2),
            ("a long string out of slot order", word(1), &[1], 1),
            ("an unknown rare value", word(2), &[7], 2),
            ("an enum wider than 32 bits", word(4) + 4, &[0], 4),
            ("a null with a word", word(5), &[1], 5),
        ];
        assert!(Record::read_bytes(&mut ByteReader::new(&good), 6, &reg, 0).is_ok());
        for (what, at, bytes, slot) in cases {
            let mut bad = good.clone();
            bad[at..at + bytes.len()].copy_from_slice(bytes);
            let err = Record::read_bytes(&mut ByteReader::new(&bad), 6, &reg, 0);
            assert_eq!(
                err.map(|_| ()).unwrap_err().kind,
                BytesErrorKind::Slot(slot),
                "{what}"
            );
        }
        // A rare value no slot names; a tail longer than the strings, or not zero after them.
        let mut orphan = good.clone();
        orphan[4] += 1;
        orphan.insert(tail, V_NULL_BYTE);
        let mut long_tail = good.clone();
        long_tail[8] += 1;
        long_tail.extend_from_slice(&[0; 8]);
        let mut padding = good.clone();
        *padding.last_mut().unwrap() = 1;
        for (what, bad) in [
            ("orphan", orphan),
            ("long tail", long_tail),
            ("padding", padding),
        ] {
            let err = Record::read_bytes(&mut ByteReader::new(&bad), 6, &reg, 0);
            assert_eq!(
                err.map(|_| ()).unwrap_err().kind,
                BytesErrorKind::Unreferenced,
                "{what}"
            );
        }
    }

    /// The kind byte of a null value.
    const V_NULL_BYTE: u8 = 0;

    #[test]
    fn a_record_of_another_width_is_refused() {
        let reg = Registry::empty();
        let mut out = Vec::new();
        Record::from_slots(slots()).write_bytes(&mut out);
        let err = Record::read_bytes(&mut ByteReader::new(&out), 3, &reg, 0).unwrap_err();
        assert_eq!(
            err.kind,
            BytesErrorKind::Width {
                expected: 3,
                found: 13
            }
        );
    }
}
