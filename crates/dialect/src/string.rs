//! Strings in their four quote forms: `"""…"""`, `"…"`, `'…'` and `` `…` ``.
//!
//! The common case (a `"`-string with no escapes) is one `memchr2` for the closing quote or a
//! backslash, one UTF-8 check of the run, and a borrow of the input. Escapes and triple quotes
//! take the `#[cold]` path, which copies runs between escapes in one go.

use std::borrow::Cow;

use crate::cursor::Cursor;
use crate::error::{Error, ErrorKind};

/// The character a lone UTF-16 surrogate escape (`\uD800` without its pair, or `\uDC00` on its
/// own) decodes to: U+FFFD REPLACEMENT CHARACTER, as Java's `String` -> UTF-8 conversion does.
pub const LONE_SURROGATE: char = '\u{FFFD}';

impl<'a> Cursor<'a> {
    /// Parses a string in any of the four quote forms, at its opening quote. Returns the text
    /// with escapes processed, borrowed from the input when it holds none.
    ///
    /// - `"""` is tried first: `""""""` is an empty triple-quoted string and `""` an empty
    ///   `"`-string. A triple-quoted string ends at the first unescaped `"""`.
    /// - Escapes in every form: `\uXXXX` (one UTF-16 unit; a surrogate pair written as two
    ///   escapes combines; a lone surrogate becomes [`LONE_SURROGATE`]), `\n \t \r \f \b \\`,
    ///   and a backslash before any other character stands for that character.
    /// - Raw newlines, tabs and other control characters are kept as they are.
    ///
    /// Errors: `UnterminatedString` at the opening quote, `BadEscape` at a `\u` without four
    /// hex digits, `InvalidUtf8` at the first byte of a bad sequence; `ExpectedValue` when the
    /// cursor is not at a quote.
    #[inline]
    pub fn parse_string(&mut self) -> Result<Cow<'a, str>, Error> {
        let src = self.src();
        let open = self.pos();
        let quote = match self.peek() {
            Some(q @ (b'"' | b'\'' | b'`')) => q,
            _ => return Err(self.expected(ErrorKind::ExpectedValue)),
        };
        if quote == b'"' && src.get(open + 1..open + 3) == Some(b"\"\"") {
            return self.parse_triple(open);
        }
        let start = open + 1;
        let found = if quote == b'"' {
            find_quote_or_backslash(src, start)
        } else {
            memchr::memchr2(quote, b'\\', &src[start..]).map(|i| start + i)
        };
        match found.map(|at| at - start) {
            Some(i) if src[start + i] == quote => {
                let end = start + i;
                let text = utf8(src, start, end)?;
                self.set_pos(end + 1);
                Ok(Cow::Borrowed(text))
            }
            Some(i) => self.parse_escaped(open, quote, start + i),
            None => Err(Error::new(open, ErrorKind::UnterminatedString)),
        }
    }

    /// The shape most journal strings have: a `"`-string of at most 63 ASCII bytes with no
    /// escape. Returns its text and moves past it, exactly as [`parse_string`](Self::parse_string)
    /// would; on anything else (another quote form, an empty string, an escape, a non-ASCII
    /// byte, a longer string, a closing quote among the last 7 bytes of the input) returns
    /// `None` and leaves the cursor alone.
    ///
    /// One pass finds the closing quote and checks the bytes before it are ASCII at the same
    /// time: 16 bytes a step with SSE2 on x86-64 (always present there), 8 bytes a step in a
    /// word elsewhere and for the last bytes of the input. Inlined into callers: a call costs
    /// a quarter of a short string's scan.
    #[inline(always)]
    pub fn plain_string(&mut self) -> Option<&'a str> {
        let src = self.src();
        let open = self.pos();
        if src.get(open) != Some(&b'"') {
            return None;
        }
        let end = plain_end(src, open)?;
        self.set_pos(end + 1);
        // SAFETY: `plain_end` checked that `src[open + 1..end]` is ASCII, so UTF-8.
        Some(unsafe { std::str::from_utf8_unchecked(&src[open + 1..end]) })
    }

    /// A single-character-quoted string that holds a backslash at `first_escape`.
    #[cold]
    fn parse_escaped(
        &mut self,
        open: usize,
        quote: u8,
        first_escape: usize,
    ) -> Result<Cow<'a, str>, Error> {
        let src = self.src();
        let mut out = String::with_capacity(first_escape - open + 16);
        let mut run = open + 1;
        let mut at = first_escape;
        loop {
            if src[at] == quote {
                out.push_str(utf8(src, run, at)?);
                self.set_pos(at + 1);
                return Ok(Cow::Owned(out));
            }
            out.push_str(utf8(src, run, at)?);
            let (next_run, search_from) = escape(src, open, at, &mut out)?;
            run = next_run;
            at = match memchr::memchr2(quote, b'\\', &src[search_from..]) {
                Some(i) => search_from + i,
                None => return Err(Error::new(open, ErrorKind::UnterminatedString)),
            };
        }
    }

    /// A `"""`-string, at its first quote.
    #[cold]
    fn parse_triple(&mut self, open: usize) -> Result<Cow<'a, str>, Error> {
        let src = self.src();
        let mut out: Option<String> = None;
        let mut run = open + 3;
        let mut search_from = run;
        loop {
            let at = match memchr::memchr2(b'"', b'\\', &src[search_from..]) {
                Some(i) => search_from + i,
                None => return Err(Error::new(open, ErrorKind::UnterminatedString)),
            };
            if src[at] == b'"' {
                if src.get(at + 1..at + 3) != Some(b"\"\"") {
                    // A lone `"` or `""` inside the string: part of the text.
                    search_from = at + 1;
                    continue;
                }
                let text = utf8(src, run, at)?;
                self.set_pos(at + 3);
                return Ok(match out {
                    None => Cow::Borrowed(text),
                    Some(mut s) => {
                        s.push_str(text);
                        Cow::Owned(s)
                    }
                });
            }
            let buf = out.get_or_insert_with(String::new);
            buf.push_str(utf8(src, run, at)?);
            (run, search_from) = escape(src, open, at, buf)?;
        }
    }
}

/// The last byte a plain string's closing quote may be at, counted from its opening quote.
const PLAIN_REACH: usize = 64;

/// For [`Cursor::plain_string`]: the closing quote of the `"`-string opened at `open`, if
/// the string is plain (see there).
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn plain_end(src: &[u8], open: usize) -> Option<usize> {
    use std::arch::x86_64::{
        _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_or_si128, _mm_set1_epi8,
    };
    let mut at = open + 1;
    while at < open + 1 + PLAIN_REACH {
        let Some(chunk) = src.get(at..at + 16) else {
            return plain_end_words(src, open, at);
        };
        // SAFETY: SSE2 is part of the x86-64 baseline; `chunk` holds 16 bytes and the load is
        // unaligned.
        let (hits, high) = unsafe {
            let v = _mm_loadu_si128(chunk.as_ptr().cast());
            let quote = _mm_cmpeq_epi8(v, _mm_set1_epi8(b'"' as i8));
            let slash = _mm_cmpeq_epi8(v, _mm_set1_epi8(b'\\' as i8));
            (
                _mm_movemask_epi8(_mm_or_si128(quote, slash)) as u32,
                _mm_movemask_epi8(v) as u32,
            )
        };
        if hits != 0 {
            let n = hits.trailing_zeros();
            let end = at + n as usize;
            // Text before the quote must be ASCII; a backslash or `""` is the general path's.
            if high & ((1 << n) - 1) != 0 || src[end] != b'"' || end == open + 1 {
                return None;
            }
            return Some(end);
        }
        if high != 0 {
            return None;
        }
        at += 16;
    }
    None
}

/// [`plain_end`] without SSE2: words of 8 bytes.
#[cfg(not(target_arch = "x86_64"))]
#[inline(always)]
fn plain_end(src: &[u8], open: usize) -> Option<usize> {
    plain_end_words(src, open, open + 1)
}

/// [`plain_end`], 8 bytes a step from `at` (text between `open` and `at` already checked).
#[inline]
fn plain_end_words(src: &[u8], open: usize, mut at: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    while at < open + 1 + PLAIN_REACH {
        let word = u64::from_le_bytes(src.get(at..at + 8)?.try_into().expect("8 bytes"));
        let quote = word ^ (ONES * u64::from(b'"'));
        let slash = word ^ (ONES * u64::from(b'\\'));
        let hits =
            ((quote.wrapping_sub(ONES) & !quote) | (slash.wrapping_sub(ONES) & !slash)) & HIGHS;
        if hits != 0 {
            // Bytes before the first hit are text; the lowest hit bit is a true match.
            let n = (hits.trailing_zeros() / 8) as usize;
            let before = (1u64 << (n * 8)).wrapping_sub(1);
            let end = at + n;
            if word & HIGHS & before != 0 || src[end] != b'"' || end == open + 1 {
                return None;
            }
            return Some(end);
        }
        if word & HIGHS != 0 {
            return None;
        }
        at += 8;
    }
    None
}

/// The first `"` or `\\` at or after `start`. Journal strings are short, so the first 32 bytes
/// are scanned eight at a time in registers (no call, no setup); longer runs go to `memchr2`.
#[inline]
pub(crate) fn find_quote_or_backslash(src: &[u8], start: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut at = start;
    for _ in 0..4 {
        let Some(chunk) = src.get(at..at + 8) else {
            break;
        };
        let word = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
        let quote = word ^ (ONES * u64::from(b'"'));
        let slash = word ^ (ONES * u64::from(b'\\'));
        // A byte of `x` is zero iff its bit 7 is set in `(x - ONES) & !x & HIGHS`; the lowest
        // set bit is always a true zero, so it locates the first match exactly.
        let hits =
            ((quote.wrapping_sub(ONES) & !quote) | (slash.wrapping_sub(ONES) & !slash)) & HIGHS;
        if hits != 0 {
            return Some(at + (hits.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    memchr::memchr2(b'"', b'\\', src.get(at..)?).map(|i| at + i)
}

/// `src[start..end]` as text, or `InvalidUtf8` at the first bad byte. An inlined ASCII check
/// settles the common case; only runs with non-ASCII bytes go through the full validator.
#[inline]
fn utf8(src: &[u8], start: usize, end: usize) -> Result<&str, Error> {
    let run = &src[start..end];
    if run.is_ascii() {
        // SAFETY: ASCII bytes are valid UTF-8.
        return Ok(unsafe { std::str::from_utf8_unchecked(run) });
    }
    utf8_slow(run, start)
}

/// The non-ASCII case of [`utf8`].
#[inline(never)]
fn utf8_slow(run: &[u8], start: usize) -> Result<&str, Error> {
    std::str::from_utf8(run)
        .map_err(|e| Error::new(start + e.valid_up_to(), ErrorKind::InvalidUtf8))
}

/// Decodes the escape whose backslash is at `at`, appending to `out`. Returns where the next run
/// of plain text starts and where to search for the next quote or backslash: for `\x` (any
/// other character) the run starts at `x` itself, so `x` is copied as text and, being past the
/// search start, never ends the string.
#[cold]
fn escape(src: &[u8], open: usize, at: usize, out: &mut String) -> Result<(usize, usize), Error> {
    let Some(&b) = src.get(at + 1) else {
        return Err(Error::new(open, ErrorKind::UnterminatedString));
    };
    let c = match b {
        b'n' => '\n',
        b't' => '\t',
        b'r' => '\r',
        b'f' => '\u{c}',
        b'b' => '\u{8}',
        b'\\' => '\\',
        b'u' => {
            let unit = hex4(src, at)?;
            let mut next = at + 6;
            let c = if (0xD800..0xDC00).contains(&unit) {
                // A high surrogate combines with an immediately following `\u` low surrogate.
                match src.get(next..next + 2) {
                    Some(b"\\u") => match hex4(src, next) {
                        Ok(low @ 0xDC00..=0xDFFF) => {
                            next += 6;
                            let code = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                            char::from_u32(code).unwrap_or(LONE_SURROGATE)
                        }
                        // Not a low surrogate: the high one stands alone; the next escape is
                        // decoded (and checked) on its own turn.
                        _ => LONE_SURROGATE,
                    },
                    _ => LONE_SURROGATE,
                }
            } else {
                char::from_u32(unit).unwrap_or(LONE_SURROGATE)
            };
            out.push(c);
            return Ok((next, next));
        }
        _ => return Ok((at + 1, at + 2)),
    };
    out.push(c);
    Ok((at + 2, at + 2))
}

/// The four hex digits after the `\u` whose backslash is at `at`, or `BadEscape` at `at`.
fn hex4(src: &[u8], at: usize) -> Result<u32, Error> {
    let digits = src
        .get(at + 2..at + 6)
        .ok_or_else(|| Error::new(at, ErrorKind::BadEscape))?;
    let mut unit = 0u32;
    for &d in digits {
        let v = match d {
            b'0'..=b'9' => d - b'0',
            b'a'..=b'f' => d - b'a' + 10,
            b'A'..=b'F' => d - b'A' + 10,
            _ => return Err(Error::new(at, ErrorKind::BadEscape)),
        };
        unit = unit << 4 | u32::from(v);
    }
    Ok(unit)
}
