//! The byte cursor and the structural rules of the grammar: whitespace, comments, keys, and the
//! member / element protocol that both the tree builder and the skipper drive.
//!
//! Strings and numbers live in `string.rs` and `number.rs` as more `impl Cursor` blocks.

use std::borrow::Cow;

use crate::error::{Error, ErrorKind};

/// Character-class bits for [`CLASS`].
const WS: u8 = 1;
const ID_START: u8 = 2;
const ID_CONT: u8 = 4;

/// One entry per byte value: which character classes of the grammar it belongs to.
static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    t[b' ' as usize] = WS;
    t[b'\t' as usize] = WS;
    t[b'\r' as usize] = WS;
    t[b'\n' as usize] = WS;
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            t[b] = ID_START | ID_CONT;
        } else if c.is_ascii_digit() {
            t[b] = ID_CONT;
        }
        b += 1;
    }
    t
};

/// Whether `b` may start an unquoted key.
#[inline]
pub(crate) fn is_ident_start(b: u8) -> bool {
    CLASS[b as usize] & ID_START != 0
}

/// Whether `b` may continue an unquoted key.
#[inline]
pub(crate) fn is_ident_cont(b: u8) -> bool {
    CLASS[b as usize] & ID_CONT != 0
}

/// Whether `key` is an identifier, `[A-Za-z_$][A-Za-z0-9_$]*`: the form of an unquoted key, so
/// that written without quotes it reads back as itself.
pub fn is_identifier(key: &[u8]) -> bool {
    match key.split_first() {
        Some((&first, rest)) => {
            is_ident_start(first) && rest.iter().all(|&b| CLASS[b as usize] & ID_CONT != 0)
        }
        None => false,
    }
}

/// A position in one entry's bytes, with the grammar's routines as methods.
///
/// The cursor never looks before its position and never panics: every routine either advances
/// past what it recognised or returns an [`Error`] whose offset is an index into the slice given
/// to [`Cursor::new`]. After an error the position is unspecified.
///
/// Containers are walked with a small protocol that keeps depth accounting with the caller (so a
/// caller can bound its own recursion or use an explicit stack):
///
/// ```
/// use folio_dialect::Cursor;
///
/// let mut cur = Cursor::new(b"{a: 1, 'b': [2, 3],}");
/// let mut keys = Vec::new();
/// let mut key = cur.enter_object().unwrap();
/// while let Some(k) = key {
///     keys.push(k.into_owned());
///     cur.skip_value().unwrap();
///     key = cur.next_member().unwrap();
/// }
/// assert_eq!(keys, ["a", "b"]);
/// assert!(cur.is_at_end());
/// ```
#[derive(Debug, Clone)]
pub struct Cursor<'a> {
    src: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    /// A cursor at the start of `src`.
    #[inline]
    pub fn new(src: &'a [u8]) -> Self {
        Cursor { src, pos: 0 }
    }

    /// The byte offset of the next unread byte.
    #[inline]
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// The whole input.
    #[inline]
    pub fn src(&self) -> &'a [u8] {
        self.src
    }

    /// The next byte, without consuming it.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.src.get(self.pos).copied()
    }

    /// Whether every byte has been consumed.
    #[inline]
    pub fn is_at_end(&self) -> bool {
        self.pos >= self.src.len()
    }

    /// Moves to `pos`, which the caller found by scanning ahead.
    #[inline]
    pub(crate) fn set_pos(&mut self, pos: usize) {
        self.pos = pos;
    }

    /// Moves to `pos` (at most the input's length), past bytes the caller has read itself:
    /// for decoders that recognise a common shape directly and leave the rest to the cursor.
    #[inline]
    pub fn seek(&mut self, pos: usize) {
        debug_assert!(pos <= self.src.len());
        self.pos = pos.min(self.src.len());
    }

    /// An error of `kind` at the current position.
    #[cold]
    pub(crate) fn err(&self, kind: ErrorKind) -> Error {
        Error::new(self.pos, kind)
    }

    /// The error for "this byte is not allowed here": `UnexpectedEnd` at the end of input,
    /// otherwise `UnexpectedByte`.
    #[cold]
    pub(crate) fn unexpected(&self) -> Error {
        match self.peek() {
            None => self.err(ErrorKind::UnexpectedEnd),
            Some(b) => self.err(ErrorKind::UnexpectedByte(b)),
        }
    }

    /// `kind` at the current position, or `UnexpectedEnd` if the input is exhausted.
    #[cold]
    pub(crate) fn expected(&self, kind: ErrorKind) -> Error {
        if self.is_at_end() {
            self.err(ErrorKind::UnexpectedEnd)
        } else {
            self.err(kind)
        }
    }

    /// Skips spaces, tabs, CRs and LFs (`ws` in the grammar).
    #[inline]
    pub fn skip_ws(&mut self) {
        while let Some(&b) = self.src.get(self.pos) {
            if CLASS[b as usize] & WS == 0 {
                break;
            }
            self.pos += 1;
        }
    }

    /// Skips whitespace and `//` comments (`skip` in the grammar). Returns whether a comment
    /// was skipped. A `/` not followed by `/` is an `UnexpectedByte(b'/')` error at that `/`.
    #[inline]
    pub fn skip_ws_and_comments(&mut self) -> Result<bool, Error> {
        self.skip_ws();
        if self.peek() == Some(b'/') {
            self.skip_comments()
        } else {
            Ok(false)
        }
    }

    /// The rare part of [`skip_ws_and_comments`](Self::skip_ws_and_comments): at a `/`.
    #[cold]
    fn skip_comments(&mut self) -> Result<bool, Error> {
        while self.peek() == Some(b'/') {
            if self.src.get(self.pos + 1) != Some(&b'/') {
                return Err(self.err(ErrorKind::UnexpectedByte(b'/')));
            }
            // A comment runs to the end of its line: LF, CR, or the end of input.
            let rest = &self.src[self.pos + 2..];
            self.pos = match memchr::memchr2(b'\n', b'\r', rest) {
                Some(i) => self.pos + 2 + i,
                None => self.src.len(),
            };
            self.skip_ws();
        }
        Ok(true)
    }

    /// Consumes `byte` or fails with `UnexpectedByte` / `UnexpectedEnd`.
    #[inline]
    pub fn expect_byte(&mut self, byte: u8) -> Result<(), Error> {
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.unexpected())
        }
    }

    /// Parses a key: an identifier `[A-Za-z_$][A-Za-z0-9_$]*` or a string in any of the four
    /// quote forms. Borrows from the input unless the key holds escapes.
    #[inline]
    pub fn parse_key(&mut self) -> Result<Cow<'a, str>, Error> {
        match self.peek() {
            Some(b) if is_ident_start(b) => {
                let start = self.pos;
                let mut end = start + 1;
                while let Some(&b) = self.src.get(end) {
                    if CLASS[b as usize] & ID_CONT == 0 {
                        break;
                    }
                    end += 1;
                }
                self.pos = end;
                let ident = &self.src[start..end];
                // SAFETY: every byte of `ident` is in the ID_CONT class, which holds only ASCII
                // letters, digits, `_` and `$`, so it is valid UTF-8.
                Ok(Cow::Borrowed(unsafe {
                    std::str::from_utf8_unchecked(ident)
                }))
            }
            Some(b'"' | b'\'' | b'`') => self.parse_string(),
            _ => Err(self.expected(ErrorKind::ExpectedKey)),
        }
    }

    /// Parses `skip key ws ":" ws`: the start of a member, up to its value.
    #[inline]
    fn member_head(&mut self) -> Result<Cow<'a, str>, Error> {
        self.skip_ws_and_comments()?;
        let key = self.parse_key()?;
        self.skip_ws();
        if self.peek() != Some(b':') {
            return Err(self.expected(ErrorKind::ExpectedColon));
        }
        self.pos += 1;
        self.skip_ws();
        Ok(key)
    }

    /// At a `{`: consumes it and, if the object has members, the first member's key and `:`.
    ///
    /// Returns `Some(key)` with the cursor at the member's value, or `None` after the closing
    /// `}` of an empty object. The caller must have checked that the next byte is `{` and is
    /// responsible for depth accounting.
    #[inline]
    pub fn enter_object(&mut self) -> Result<Option<Cow<'a, str>>, Error> {
        debug_assert_eq!(self.peek(), Some(b'{'));
        if let Some(key) = self.quick_head(self.pos + 1) {
            return Ok(Some(key));
        }
        self.pos += 1;
        self.skip_ws();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(None);
        }
        self.member_head().map(Some)
    }

    /// After a member's value: consumes the member's trailing comments, the separating commas
    /// (repeated and trailing commas are allowed) and the next member's key and `:`.
    ///
    /// Comments are allowed where the grammar's `skip` is: after a value and before a key, not
    /// between a comma and the closing `}` (`{a: 1, // c` then `}` is `ExpectedKey` at `}`).
    ///
    /// Returns `Some(key)` with the cursor at the next value, or `None` after the closing `}`.
    #[inline]
    pub fn next_member(&mut self) -> Result<Option<Cow<'a, str>>, Error> {
        if self.peek() == Some(b',') {
            if let Some(key) = self.quick_head(self.pos + 1) {
                return Ok(Some(key));
            }
        }
        self.skip_ws_and_comments()?;
        loop {
            match self.peek() {
                Some(b',') => {
                    self.pos += 1;
                    self.skip_ws();
                    // `"," ws [member]`: a comment here belongs to the next member's `skip`, so
                    // one after a trailing comma (`a: 1, // c` then `}`) is an error, as the
                    // grammar reads literally. Real journals only put comments before a member.
                    if !matches!(self.peek(), Some(b',' | b'}')) {
                        return self.member_head().map(Some);
                    }
                }
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(None);
                }
                _ => return Err(self.unexpected()),
            }
        }
    }

    /// The shape journals written by a running system use: a key right at `at` (unquoted, or a
    /// `"`-string of plain ASCII with no escape), then `:` right after it. On a match, moves
    /// past the `:` and the whitespace after it and returns the key, exactly as the general
    /// member protocol would; on anything else returns `None` and leaves the cursor alone.
    #[inline(always)]
    fn quick_head(&mut self, at: usize) -> Option<Cow<'a, str>> {
        let src = self.src;
        let first = *src.get(at)?;
        let (key, end) = if is_ident_start(first) {
            let mut end = at + 1;
            while let Some(&b) = src.get(end) {
                if CLASS[b as usize] & ID_CONT == 0 {
                    break;
                }
                end += 1;
            }
            (&src[at..end], end)
        } else if first == b'"' {
            // Only a quoted key can hold non-ASCII bytes.
            let close = crate::string::find_quote_or_backslash(src, at + 1)?;
            if src[close] != b'"' || close == at + 1 {
                // An escape, or `""` (which may open a `"""` string): the general path.
                return None;
            }
            let key = &src[at + 1..close];
            if !key.is_ascii() {
                return None;
            }
            (key, close + 1)
        } else {
            return None;
        };
        if src.get(end) != Some(&b':') {
            return None;
        }
        self.pos = end + 1;
        self.skip_ws();
        // SAFETY: `key` is ASCII (identifier bytes are; a quoted key was checked), so it is
        // valid UTF-8.
        Some(Cow::Borrowed(unsafe { std::str::from_utf8_unchecked(key) }))
    }

    /// At a `[`: consumes it and the whitespace after. Returns `true` with the cursor at the
    /// first element, or `false` after the closing `]` of an empty array. The caller must have
    /// checked that the next byte is `[` and is responsible for depth accounting.
    #[inline]
    pub fn enter_array(&mut self) -> Result<bool, Error> {
        debug_assert_eq!(self.peek(), Some(b'['));
        self.pos += 1;
        self.skip_ws();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(false);
        }
        Ok(true)
    }

    /// After an element: consumes `ws ","  ws` and returns `true` with the cursor at the next
    /// element, or consumes `ws "]"` and returns `false`. No trailing comma, no comments.
    #[inline]
    pub fn next_element(&mut self) -> Result<bool, Error> {
        self.skip_ws();
        match self.peek() {
            Some(b',') => {
                self.pos += 1;
                self.skip_ws();
                Ok(true)
            }
            Some(b']') => {
                self.pos += 1;
                Ok(false)
            }
            _ => Err(self.unexpected()),
        }
    }

    /// Consumes `word` (`true`, `false` or `null`) or fails with `ExpectedValue`.
    #[inline]
    pub(crate) fn literal(&mut self, word: &[u8]) -> Result<(), Error> {
        if self.src[self.pos..].starts_with(word) {
            self.pos += word.len();
            Ok(())
        } else {
            Err(self.literal_error(word))
        }
    }

    /// A truncated literal (`tru` at the end) is `UnexpectedEnd`; anything else `ExpectedValue`.
    #[cold]
    fn literal_error(&self, word: &[u8]) -> Error {
        let rest = &self.src[self.pos..];
        if rest.len() < word.len() && word.starts_with(rest) {
            Error::new(self.src.len(), ErrorKind::UnexpectedEnd)
        } else {
            self.err(ErrorKind::ExpectedValue)
        }
    }
}
