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
///
/// Eight bytes at a time: most strings have no such byte at all, and this costs about one
/// instruction per byte where a byte loop costs several.
#[inline]
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
/// A string with nothing to escape (the common case) is found so by a word-at-a-time scan and
/// copied whole; only a string that has something to escape goes through the escaping loop.
#[inline]
pub fn write_string(s: &str, out: &mut Vec<u8>) {
    let bytes = s.as_bytes();
    let plain = plain_prefix(bytes);
    out.reserve(bytes.len() + 2);
    out.push(b'"');
    out.extend_from_slice(&bytes[..plain]);
    if plain < bytes.len() {
        write_escaped(s, plain, out);
    }
    out.push(b'"');
}

/// The rest of `s` from byte `start` (a char boundary), escaped: runs of plain bytes are
/// copied whole, every other character is escaped one by one.
#[cold]
#[inline(never)]
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
