//! Parse errors: a byte offset and a small reason enum.

use std::fmt;

use crate::MAX_DEPTH;

/// A parse failure: where it happened and why.
///
/// `offset` is a byte offset into the slice handed to the parser (not a line or column: callers
/// that report lines compute them from the offset, only when an error is shown).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// Byte offset into the input where the problem is (see each [`ErrorKind`] for the exact
    /// byte it points at).
    pub offset: usize,
    /// What went wrong.
    pub kind: ErrorKind,
}

/// Why a parse failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ErrorKind {
    /// The input ended where more was required; the offset is the input's length.
    UnexpectedEnd,
    /// A byte the grammar does not allow at this point, e.g. a `;` where `,` or `}` must follow
    /// a member, or a `/` that does not start a `//` comment.
    UnexpectedByte(u8),
    /// An object member must start with an identifier or a quoted key here.
    ExpectedKey,
    /// A key must be followed by `:`; the offset points at the byte found instead.
    ExpectedColon,
    /// A value (object, array, string, number, `true`, `false`, `null`) must start here.
    ExpectedValue,
    /// A malformed number: `-` without digits, an exponent without digits, `1e+5`. The offset
    /// points at the byte where a digit was required.
    BadNumber,
    /// A decimal or exponent number too large for an `f64` (it would round to infinity). The
    /// offset points at the number's first byte.
    NumberOutOfRange,
    /// `\u` not followed by four hex digits; the offset points at the backslash.
    BadEscape,
    /// A string whose closing quote never comes; the offset points at the opening quote.
    UnterminatedString,
    /// A string holds bytes that are not UTF-8; the offset points at the first bad byte.
    InvalidUtf8,
    /// Objects and arrays nested deeper than [`MAX_DEPTH`]; the offset points at the opening
    /// bracket that would exceed it.
    TooDeep,
    /// [`parse_object`](crate::parse_object) found a value that is not an object; the offset
    /// points at its first byte.
    NotAnObject,
    /// [`parse_document`](crate::parse_document) found text after the value; the offset points
    /// at its first byte.
    TrailingText,
}

impl Error {
    /// Builds an error of `kind` at `offset`.
    pub fn new(offset: usize, kind: ErrorKind) -> Self {
        Error { offset, kind }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ErrorKind::UnexpectedEnd => f.write_str("unexpected end of input"),
            ErrorKind::UnexpectedByte(b) => write!(f, "unexpected {}", ByteName(b)),
            ErrorKind::ExpectedKey => f.write_str("expected a key (identifier or quoted string)"),
            ErrorKind::ExpectedColon => f.write_str("expected ':' after key"),
            ErrorKind::ExpectedValue => f.write_str("expected a value"),
            ErrorKind::BadNumber => f.write_str("malformed number"),
            ErrorKind::NumberOutOfRange => f.write_str("number out of range for a double"),
            ErrorKind::BadEscape => f.write_str("bad \\u escape (needs four hex digits)"),
            ErrorKind::UnterminatedString => f.write_str("unterminated string"),
            ErrorKind::InvalidUtf8 => f.write_str("invalid UTF-8 in string"),
            ErrorKind::TooDeep => write!(f, "nesting deeper than {MAX_DEPTH} levels"),
            ErrorKind::NotAnObject => f.write_str("expected an object ('{')"),
            ErrorKind::TrailingText => f.write_str("unexpected text after the value"),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte {}", self.kind, self.offset)
    }
}

impl std::error::Error for Error {}

/// Shows a byte the way a user would type it: `'x'` for printable ASCII, `0xNN` otherwise.
struct ByteName(u8);

impl fmt::Display for ByteName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            b @ 0x21..=0x7e => write!(f, "'{}'", b as char),
            b' ' => f.write_str("space"),
            b => write!(f, "byte 0x{b:02x}"),
        }
    }
}
