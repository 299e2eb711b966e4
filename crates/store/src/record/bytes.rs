//! A record as bytes and back (see `crate::bytes` for the rules every read follows). The
//! layout is the record's own, made portable: the counts, the tag bytes, one 8-byte word per
//! slot (numbers little-endian, a short string as its bytes), the rare values, the string
//! tail. Reading it back is a copy of the tags and words, a check of each slot, and the
//! rare values decoded in place: no builder, one allocation.

use super::{
    run, tag_words, Record, ARRAY, DATE, ENUM, FALSE, FLOAT, INLINE, INT, NULL, RARE, STR, TRUE,
    UNSET, VALUE_WORDS,
};
use crate::bytes::{put_u32, read_value, ByteReader, BytesError, BytesErrorKind};
use crate::value::Value;

impl Record {
    /// Appends the record's bytes: width, rare count and tail words (u32 each), a tag byte
    /// per slot, a word per slot, the rare values, the tail. The words of slots whose value
    /// is their tag alone (unset, null, booleans) are written as zeros.
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        let width = self.width();
        let rares = self.rares();
        let tail = &self.bytes()[self.tail_at()..];
        put_u32(out, width as u32);
        put_u32(out, rares as u32);
        put_u32(out, (tail.len() / 8) as u32);
        let tags = self.tags();
        out.extend_from_slice(tags);
        for (index, &tag) in tags.iter().enumerate() {
            let word = self.words[self.word_index(index)];
            let bytes = match tag {
                UNSET | NULL | FALSE | TRUE => [0; 8],
                // The string's bytes, in the order they lie in memory.
                tag if tag >= INLINE => word.to_ne_bytes(),
                _ => word.to_le_bytes(),
            };
            out.extend_from_slice(&bytes);
        }
        for k in 0..rares {
            self.rare(self.rare_at(k)).write_bytes(out);
        }
        out.extend_from_slice(tail);
    }

    /// Reads a record of `width` slots that [`Record::write_bytes`] wrote, checking every
    /// slot: tags that exist, strings that are UTF-8 and lie inside the tail, rare indexes
    /// and arrays' runs below the rare count and each rare value named once, zero bytes where
    /// the layout has them.
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
        let mut seen = vec![false; rares];
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
                    if offset + len > tail_len {
                        return Err(bad());
                    }
                    le
                }
                RARE => {
                    let k = le as usize;
                    if le >= rares as u64 || std::mem::replace(&mut seen[k], true) {
                        return Err(bad());
                    }
                    le
                }
                ARRAY => {
                    let (k, n) = run(le);
                    if k + n > rares || seen[k..k + n].contains(&true) {
                        return Err(bad());
                    }
                    seen[k..k + n].fill(true);
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
        let cases: [(&str, usize, &[u8], u32); 12] = [
            ("an unknown tag", 12, &[12], 0),
            ("a short string that is not UTF-8", word(0), &[0xff], 0),
            ("a short string's padding", word(0) + 5, &[1], 0),
            ("a long string outside the tail", word(1), &[0xe8, 3], 1),
            ("a long string that is not UTF-8", tail, &[0xff], 1),
            ("a rare value named twice", word(3), &[0], 3),
            ("a rare value that is not there", word(3), &[5], 3),
            ("an array's run past the rare values", word(3) + 4, &[2], 3),
            (
                "a rare value named by a slot and an array",
                word(2),
                &[1],
                3,
            ),
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
    }

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
