//! One framed entry's text, and the character rules for `op` and `body`.
//!
//! docs/format.md (Entries) counts *characters*, not bytes: `op` is the first character, `body` drops the
//! first two characters and the last one, and an entry of fewer than three characters is bad.
//! Text is meant to be UTF-8 but is not trusted to be, so this module defines a character over
//! arbitrary bytes: a complete, valid UTF-8 sequence is one character, and every byte that does
//! not start one (a stray continuation byte, a truncated sequence, an overlong or surrogate
//! encoding, `0xC0`, `0xC1`, `0xF5..=0xFF`) is one character on its own. Reading left to right
//! and right to left give the same characters (tested against a reference scan).

use std::borrow::Cow;
use std::fmt;

/// The text of one entry that framing did not skip: at least three characters, not starting
/// with `/`.
///
/// A single-line entry borrows the line from the input (without its terminator). A multi-line
/// entry is its lines joined with `\n`, opener and closer included; it borrows too when all of
/// those lines ended in `\n`, and owns a joined copy only when some ended in `\r\n` or `\r`.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Entry<'a> {
    text: Cow<'a, [u8]>,
}

impl<'a> Entry<'a> {
    /// Wraps `text` as an entry, or returns `None` when framing would not have produced an
    /// entry from it: when it has fewer than three characters or starts with `/`.
    ///
    /// Framing builds entries itself; this is for code that wants to hand an entry to the next
    /// stage without a journal (tests, the RPC layer).
    pub fn new(text: impl Into<Cow<'a, [u8]>>) -> Option<Entry<'a>> {
        let text = text.into();
        if text.first() == Some(&b'/') || is_shorter_than_3_chars(&text) {
            return None;
        }
        Some(Entry { text })
    }

    /// Builds an entry the framer has already classified. Callers guarantee the invariants of
    /// [`Entry::new`]; they are checked in debug builds only.
    #[inline]
    pub(crate) fn framed(text: Cow<'a, [u8]>) -> Entry<'a> {
        debug_assert!(text.first() != Some(&b'/') && !is_shorter_than_3_chars(&text));
        Entry { text }
    }

    /// The whole entry. For a multi-line entry: its lines joined with `\n`, including the
    /// `p({` and `})` lines, with no trailing line terminator.
    #[inline]
    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// The entry's text, borrowed from the framed input unless it had to be joined.
    #[inline]
    pub fn into_text(self) -> Cow<'a, [u8]> {
        self.text
    }

    /// `true` when the text is a slice of the framed input (no copy was made).
    #[inline]
    pub fn is_borrowed(&self) -> bool {
        matches!(self.text, Cow::Borrowed(_))
    }

    /// The first character: the operation (`p`, `c`, `r`, `v`, or anything else). U+FFFD when
    /// the entry does not start with a valid UTF-8 sequence.
    #[inline]
    pub fn op(&self) -> char {
        match self.text[0] {
            b if b < 0x80 => b as char,
            _ => first_char(&self.text),
        }
    }

    /// The entry without its first two characters and its last character, with no check of
    /// what those characters are (docs/format.md, Entries): `p({"a":1})` -> `{"a":1}`, `p({"a":1});` ->
    /// `{"a":1})`. Constant time for ASCII ends; a few more byte reads otherwise.
    #[inline]
    pub fn body(&self) -> &[u8] {
        let t: &[u8] = &self.text;
        let start = if t[0] < 0x80 && t[1] < 0x80 {
            2
        } else {
            let first = first_char_len(t);
            first + first_char_len(&t[first..])
        };
        let end = t.len() - last_char_len(t);
        // An entry has at least three characters, so `start <= end`; `get` keeps a broken
        // invariant from turning into a panic.
        t.get(start..end).unwrap_or_default()
    }
}

impl fmt::Debug for Entry<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Entry")
            .field(&String::from_utf8_lossy(&self.text))
            .finish()
    }
}

/// The number of bytes a UTF-8 sequence starting with `lead` has, or 0 when `lead` cannot
/// start one.
#[inline]
fn utf8_width(lead: u8) -> usize {
    match lead {
        0x00..=0x7F => 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => 0,
    }
}

/// The length in bytes of the first character of the non-empty `b` (see the module doc).
#[inline]
pub(crate) fn first_char_len(b: &[u8]) -> usize {
    let w = utf8_width(b[0]);
    if w <= 1 {
        return 1;
    }
    match b.get(..w) {
        Some(seq) if std::str::from_utf8(seq).is_ok() => w,
        _ => 1,
    }
}

/// The length in bytes of the last character of the non-empty `b`, agreeing with a scan from
/// the left.
///
/// Why that holds: a byte that is not a continuation byte (`0b10xx_xxxx`) always starts a
/// character in a left-to-right scan, because a valid sequence never contains one after its
/// first byte. So the last character is the valid sequence that starts at the nearest such
/// byte and ends exactly at the end, if there is one, and the last byte alone otherwise.
#[inline]
pub(crate) fn last_char_len(b: &[u8]) -> usize {
    let n = b.len();
    if b[n - 1] & 0xC0 != 0x80 {
        return 1;
    }
    for w in 2..=n.min(4) {
        let lead = b[n - w];
        if lead & 0xC0 == 0x80 {
            continue;
        }
        return if utf8_width(lead) == w && std::str::from_utf8(&b[n - w..]).is_ok() {
            w
        } else {
            1
        };
    }
    1
}

/// The first character of the non-empty `b`, or U+FFFD when it is an invalid byte.
#[cold]
fn first_char(b: &[u8]) -> char {
    let w = first_char_len(b);
    match std::str::from_utf8(&b[..w]) {
        Ok(s) => s.chars().next().unwrap_or(char::REPLACEMENT_CHARACTER),
        Err(_) => char::REPLACEMENT_CHARACTER,
    }
}

/// `true` when `b` has fewer than three characters (see the module doc). Fast for lines that
/// start with two ASCII bytes, which is nearly all of them.
#[inline]
pub(crate) fn is_shorter_than_3_chars(b: &[u8]) -> bool {
    match b {
        [x, y, _, ..] if *x < 0x80 && *y < 0x80 => false,
        // Every character is at most four bytes, so nine bytes hold at least three.
        _ if b.len() > 8 => false,
        _ => count_chars_up_to_3(b) < 3,
    }
}

/// Counts `b`'s characters, stopping at three. Only for short lines that do not start with
/// two ASCII bytes, so it may be slow.
#[cold]
fn count_chars_up_to_3(mut b: &[u8]) -> usize {
    let mut n = 0;
    while !b.is_empty() && n < 3 {
        b = &b[first_char_len(b)..];
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The reference: a plain left-to-right scan into character lengths.
    fn char_lens(mut b: &[u8]) -> Vec<usize> {
        let mut out = Vec::new();
        while !b.is_empty() {
            let w = first_char_len(b);
            out.push(w);
            b = &b[w..];
        }
        out
    }

    #[test]
    fn characters_over_invalid_utf8() {
        // (bytes, expected character lengths)
        let table: &[(&[u8], &[usize])] = &[
            (b"abc", &[1, 1, 1]),
            ("é".as_bytes(), &[2]),
            ("€x".as_bytes(), &[3, 1]),
            ("😀".as_bytes(), &[4]),
            (b"\xE2\x82", &[1, 1]),        // truncated 3-byte sequence
            (b"\x80\x80", &[1, 1]),        // stray continuation bytes
            (b"\xC0\xAF", &[1, 1]),        // overlong '/'
            (b"\xED\xA0\x80", &[1, 1, 1]), // surrogate U+D800
            (b"\xF5\x80\x80\x80", &[1, 1, 1, 1]),
            (b"\xFF", &[1]),
            (b"\xC3\xA9\xA9", &[2, 1]), // valid pair then a stray continuation
            (b"\xE2\x82\xAC\x80", &[3, 1]), // euro then a stray continuation
            (b"\x00a", &[1, 1]),
        ];
        for (bytes, want) in table {
            assert_eq!(&char_lens(bytes), want, "{bytes:?}");
            assert_eq!(
                last_char_len(bytes),
                *want.last().unwrap(),
                "last of {bytes:?}"
            );
            assert_eq!(is_shorter_than_3_chars(bytes), want.len() < 3, "{bytes:?}");
        }
    }

    #[test]
    fn op_and_body_by_characters() {
        // (text, op, body)
        let table: &[(&[u8], char, &[u8])] = &[
            (b"p({\"a\":1})", 'p', b"{\"a\":1}"),
            (b"p({\"a\":1});", 'p', b"{\"a\":1})"),
            (b"abc", 'a', b""),
            ("é(xü".as_bytes(), 'é', b"x"),
            ("p€x)".as_bytes(), 'p', b"x"),
            ("ab😀".as_bytes(), 'a', b""),
            (b"\xFF(x)", '\u{FFFD}', b"x"),
            (b"\xE2\x82(x)", '\u{FFFD}', b"(x"), // two invalid bytes are two characters
            (b"p(x\xE2\x82", 'p', b"x\xE2"),     // ... at the end as well
            (b"\x00\x00\x00", '\0', b""),
        ];
        for (text, op, body) in table {
            let e = Entry::new(*text).unwrap();
            assert_eq!(e.op(), *op, "{e:?}");
            assert_eq!(e.body(), *body, "{e:?}");
        }
    }

    #[test]
    fn new_rejects_what_framing_skips() {
        assert!(Entry::new(&b""[..]).is_none());
        assert!(Entry::new(&b"p("[..]).is_none());
        assert!(Entry::new("éé".as_bytes()).is_none());
        assert!(Entry::new(&b"// note"[..]).is_none());
        assert!(Entry::new(&b" // note"[..]).is_some());
        assert!(Entry::new(b"p({})".to_vec()).is_some_and(|e| !e.is_borrowed()));
    }

    proptest! {
        #[test]
        fn last_char_agrees_with_a_left_scan(b in proptest::collection::vec(any::<u8>(), 1..12)) {
            prop_assert_eq!(last_char_len(&b), *char_lens(&b).last().unwrap());
        }

        #[test]
        fn short_check_agrees_with_a_left_scan(b in proptest::collection::vec(any::<u8>(), 0..12)) {
            prop_assert_eq!(is_shorter_than_3_chars(&b), char_lens(&b).len() < 3);
        }

        #[test]
        fn valid_utf8_characters_are_chars(s in "[^/]\\PC{2,7}") {
            let e = Entry::new(s.as_bytes()).unwrap();
            let chars: Vec<char> = s.chars().collect();
            prop_assert_eq!(e.op(), chars[0]);
            let body: String = chars[2..chars.len() - 1].iter().collect();
            prop_assert_eq!(e.body(), body.as_bytes());
        }
    }
}
