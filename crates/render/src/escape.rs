//! JSON strings in pure ASCII: the one string writer of both styles.

/// Whether a byte can be copied into a string as is: printable ASCII but `"` and `\`.
static PLAIN: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0x20;
    while b < 0x7F {
        table[b] = b != b'"' as usize && b != b'\\' as usize;
        b += 1;
    }
    table
};

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// The high bit of each byte of `word` that needs escaping (below 0x20, above 0x7E, `"` or
/// `\`), little-endian byte order. The lowest set bit is exact; bits above it may be spurious
/// (a borrow or carry from a flagged byte), so only "any" and "first" are meaningful.
#[inline(always)]
fn needs_escape(word: u64) -> u64 {
    let below_space = word.wrapping_sub(ONES * 0x20) & !word;
    let above_tilde = word.wrapping_add(ONES) | word; // 0x7F + 1 sets the high bit
    let quote = word ^ (ONES * u64::from(b'"'));
    let quote = quote.wrapping_sub(ONES) & !quote;
    let backslash = word ^ (ONES * u64::from(b'\\'));
    let backslash = backslash.wrapping_sub(ONES) & !backslash;
    (below_space | above_tilde | quote | backslash) & HIGHS
}

/// The index of the first byte of `bytes` that needs escaping, or `bytes.len()`.
fn plain_prefix(bytes: &[u8]) -> usize {
    let mut at = 0;
    let mut words = bytes.chunks_exact(8);
    for chunk in &mut words {
        let word = u64::from_le_bytes(chunk.try_into().expect("chunks of 8"));
        let mask = needs_escape(word);
        if mask != 0 {
            return at + (mask.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + words
        .remainder()
        .iter()
        .position(|&b| !PLAIN[b as usize])
        .unwrap_or(words.remainder().len())
}

/// Writes `s` as a quoted JSON string, escaping everything outside printable ASCII.
///
/// A string with nothing to escape (the common case) is copied eight bytes at a time while it
/// is scanned, each word checked as it is copied; only a string that has something to escape
/// goes through the escaping loop.
#[inline]
pub fn write_string(s: &str, out: &mut Vec<u8>) {
    if !write_plain(s.as_bytes(), out) {
        write_with_escapes(s, out);
    }
}

/// Appends `"bytes"` when no byte of `bytes` needs escaping and returns true; otherwise
/// leaves `out` as it was and returns false.
#[inline]
fn write_plain(bytes: &[u8], out: &mut Vec<u8>) -> bool {
    let len = bytes.len();
    // Quotes, the bytes, and up to 7 bytes that the last word may write past them.
    out.reserve(len + 2 + 8);
    let start = out.len();
    let src = bytes.as_ptr();
    // SAFETY: `reserve` made room for `len + 10` bytes after `start`. Every write below is
    // at most 8 bytes at `dst + 1 + i` with `i + 8 <= len`, or 8 bytes at `dst + 1 + len - 8`
    // (when `len >= 8`), or at `dst + 1 .. dst + 1 + 8` (when `len < 8`): all inside that
    // room. Reads are at `src + i` with `i + 8 <= len` or of single bytes below `len`. The
    // length is set only after the bytes up to it are written.
    unsafe {
        let dst = out.as_mut_ptr().add(start);
        dst.write(b'"');
        let mut flags = 0;
        if len >= 8 {
            let mut i = 0;
            while i + 8 <= len {
                let word = src.add(i).cast::<u64>().read_unaligned();
                dst.add(1 + i).cast::<u64>().write_unaligned(word);
                flags |= needs_escape(u64::from_le(word));
                i += 8;
            }
            if i < len {
                // The last eight bytes, overlapping the words already copied.
                let word = src.add(len - 8).cast::<u64>().read_unaligned();
                dst.add(1 + len - 8).cast::<u64>().write_unaligned(word);
                flags |= needs_escape(u64::from_le(word));
            }
        } else {
            // Short: the bytes, padded with a plain byte to one word.
            let mut word = [b'a'; 8];
            let mut i = 0;
            while i < len {
                word[i] = *src.add(i);
                i += 1;
            }
            let word = u64::from_le_bytes(word);
            dst.add(1).cast::<u64>().write_unaligned(word.to_le());
            flags = needs_escape(word);
        }
        if flags != 0 {
            return false;
        }
        dst.add(1 + len).write(b'"');
        out.set_len(start + len + 2);
    }
    true
}

/// The general case: runs of plain bytes copied whole, the rest escaped.
#[cold]
#[inline(never)]
fn write_with_escapes(s: &str, out: &mut Vec<u8>) {
    let bytes = s.as_bytes();
    let plain = plain_prefix(bytes);
    out.push(b'"');
    out.extend_from_slice(&bytes[..plain]);
    write_escaped(s, plain, out);
    out.push(b'"');
}

/// The rest of `s` from byte `start` (a char boundary), escaped: runs of plain bytes are
/// copied whole, every other character is escaped one by one.
fn write_escaped(s: &str, mut start: usize, out: &mut Vec<u8>) {
    let bytes = s.as_bytes();
    while start < bytes.len() {
        let run = bytes[start..]
            .iter()
            .position(|&b| !PLAIN[b as usize])
            .unwrap_or(bytes.len() - start);
        out.extend_from_slice(&bytes[start..start + run]);
        start += run;
        if start < bytes.len() {
            start = escape_one(s, start, out);
        }
    }
}

/// Escapes the character at byte `at`; returns the byte after it.
fn escape_one(s: &str, at: usize, out: &mut Vec<u8>) -> usize {
    let c = s[at..]
        .chars()
        .next()
        .expect("`at` is a char boundary inside `s`");
    // Control characters too go out as `\u00XX`, as the reference runtime writes them (every
    // character below 0x20 or above 0x7E, docs/format.md), never as `\n` or `\t`.
    match c {
        '"' => out.extend_from_slice(b"\\\""),
        '\\' => out.extend_from_slice(b"\\\\"),
        c => {
            let mut units = [0u16; 2];
            for &unit in c.encode_utf16(&mut units).iter() {
                write_unit(unit, out);
            }
        }
    }
    at + c.len_utf8()
}

/// `\uXXXX` for one UTF-16 unit, lowercase hex.
fn write_unit(unit: u16, out: &mut Vec<u8>) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.extend_from_slice(&[
        b'\\',
        b'u',
        HEX[usize::from(unit >> 12)],
        HEX[usize::from(unit >> 8 & 0xF)],
        HEX[usize::from(unit >> 4 & 0xF)],
        HEX[usize::from(unit & 0xF)],
    ]);
}

#[cfg(test)]
mod tests {
    use super::{plain_prefix, write_string, PLAIN};

    /// The word scan finds exactly the first byte the byte table flags, wherever it is and
    /// whatever follows it (carries and borrows from a flagged byte must not move the answer).
    #[test]
    fn word_scan_agrees_with_the_byte_table() {
        let mut x = 0x2545F4914F6CDD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for len in 0..40 {
            for _ in 0..2_000 {
                let mut bytes: Vec<u8> = (0..len).map(|_| 0x20 + (next() % 0x5F) as u8).collect();
                // Mostly plain, then one or two bytes from anywhere in 0..=255.
                for _ in 0..(next() % 3) {
                    if len > 0 {
                        let at = (next() % len as u64) as usize;
                        bytes[at] = next() as u8;
                    }
                }
                let want = bytes
                    .iter()
                    .position(|&b| !PLAIN[b as usize])
                    .unwrap_or(len);
                assert_eq!(plain_prefix(&bytes), want, "{bytes:02x?}");
            }
        }
        for b in 0..=255u8 {
            for at in 0..16 {
                let mut bytes = [b'a'; 16];
                bytes[at] = b;
                let want = if PLAIN[b as usize] { 16 } else { at };
                assert_eq!(plain_prefix(&bytes), want, "byte {b:02x} at {at}");
            }
        }
    }

    /// The word-copying writer against the plain definition: every length up to 40, with a
    /// byte of each kind at each position, written after existing output.
    #[test]
    fn agrees_with_the_definition_at_every_length_and_position() {
        fn reference(s: &str) -> String {
            let mut want = String::from("\"");
            for c in s.chars() {
                match c {
                    '"' => want.push_str("\\\""),
                    '\\' => want.push_str("\\\\"),
                    ' '..='~' => want.push(c),
                    c => {
                        let mut units = [0u16; 2];
                        for unit in c.encode_utf16(&mut units) {
                            want.push_str(&format!("\\u{unit:04x}"));
                        }
                    }
                }
            }
            want.push('"');
            want
        }
        for len in 0..40 {
            for at in 0..len.max(1) {
                for special in ["", "\"", "\\", "\n", "\u{0}", "\u{7f}", "~", "é", "😀"] {
                    let mut s: String = (0..len).map(|i| (b'A' + (i % 26) as u8) as char).collect();
                    if at < len {
                        s.replace_range(at..at + 1, special);
                    }
                    let mut out = b"prefix".to_vec();
                    write_string(&s, &mut out);
                    assert_eq!(
                        String::from_utf8(out).unwrap(),
                        format!("prefix{}", reference(&s))
                    );
                }
            }
        }
    }

    #[test]
    fn table() {
        let cases: &[(&str, &str)] = &[
            ("", r#""""#),
            ("plain text", r#""plain text""#),
            ("q\"b\\s/", r#""q\"b\\s/""#),
            (
                "a\nb\tc\rd\u{8}\u{c}",
                r#""a\u000ab\u0009c\u000dd\u0008\u000c""#,
            ),
            ("\u{0}\u{1f}\u{7f}", r#""\u0000\u001f\u007f""#),
            ("é", r#""\u00e9""#),
            ("日本", r#""\u65e5\u672c""#),
            ("😀", r#""\ud83d\ude00""#),
            ("{}", r#""{}""#),
        ];
        for (input, want) in cases {
            let mut out = Vec::new();
            write_string(input, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), *want, "{input:?}");
        }
    }

    #[test]
    fn output_is_ascii_and_valid_json_for_every_char_class() {
        let input: String = (0u32..0x3000)
            .chain([0x1F600, 0x10FFFF])
            .filter_map(char::from_u32)
            .collect();
        let mut out = Vec::new();
        write_string(&input, &mut out);
        assert!(out.iter().all(|b| (0x20..0x7F).contains(b)));
        let back: String = serde_json::from_slice(&out).unwrap();
        assert_eq!(back, input);
    }
}
