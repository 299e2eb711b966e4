//! The lenient object grammar of FOAM-style journals (docs/format.md, Objects), read into a generic value
//! tree.
//!
//! - [`parse_object`] reads one entry body: the first complete object, ignoring what follows.
//! - [`parse_value`] does the same for any value; [`parse_document`] reads a whole file that
//!   holds one value (the model registry), with `//` comments around it.
//! - [`Value`] and [`Map`] are the tree: a `Map` keeps keys in first-insertion order and the
//!   last value of a repeated key.
//! - [`Cursor`] exposes the byte-level routines the parsers are built from (whitespace and
//!   comments, keys, strings, numbers, the member / element protocol, skipping a value), so a
//!   typed decoder can read the same grammar in a single pass.
//! - [`Error`] is a byte offset and an [`ErrorKind`].
//!
//! The grammar, in short: unquoted identifier keys or keys in any quote form; strings in `"`,
//! `'`, `` ` `` or `"""` with escapes in every form; trailing and repeated commas in objects (not
//! in arrays); `//` comments between object members; numbers without `+`, leading `.`, `NaN`.
//! Nesting is limited to [`MAX_DEPTH`] levels, checked without recursion.
//!
//! Where docs/format.md, Objects leaves room, this crate reads it literally and decides as follows:
//!
//! - A comment must be followed by a member: `{a: 1, // c` + `}` and `{ // c` + `}` are
//!   `ExpectedKey` errors (the comment after `,` is part of `[member]`, which is absent). Real
//!   journals only put comments before a member. No comments in arrays, between a key and its
//!   value, or before the first value of [`parse_object`] / [`parse_value`].
//! - Numbers: leading zeros are allowed (`007` is `Int(7)`); `-0` is `Int(0)`; `1.` is
//!   `Float(1.0)`; an integer outside `i64` is `BigInt` (its text); a decimal that rounds to
//!   infinity (`1e999`) is a `NumberOutOfRange` error rather than an infinite value.
//! - A `\uXXXX` escape of a lone UTF-16 surrogate decodes to [`LONE_SURROGATE`] (U+FFFD).
//! - A `"""` string ends at the first unescaped `"""`: `"""a""""` is `a` and a stray `"`.
//! - Non-ASCII bytes are allowed only inside strings and must be UTF-8.
//!
//! ```
//! use folio_dialect::{parse_object, Value};
//!
//! let body = br#"{class:"foam.core.auth.Region", code:'CA-ON', name:"""Ont"ario""",}) // x"#;
//! let (map, used) = parse_object(body).unwrap();
//! assert_eq!(map.first_key(), Some("class"));
//! assert_eq!(map.get("name"), Some(&Value::Str("Ont\"ario".into())));
//! assert_eq!(&body[used..], b") // x");
//! ```

mod cursor;
mod error;
mod number;
mod string;
mod tree;
mod value;

pub use cursor::{is_identifier, Cursor};
pub use error::{Error, ErrorKind};
pub use number::{big_integer, Number};
pub use string::LONE_SURROGATE;
pub use value::{Map, Value};

/// The deepest nesting of objects and arrays accepted; one more is a `TooDeep` error. The
/// outermost object counts as level 1.
pub const MAX_DEPTH: usize = 256;

/// Parses one object at the start of `src` (leading whitespace allowed, no comments) and ignores
/// everything after it. Returns the object and the number of bytes consumed, leading whitespace
/// included.
///
/// Errors: `NotAnObject` if the first non-whitespace byte is not `{`, `UnexpectedEnd` if there
/// is none, otherwise whatever the object's text breaks.
pub fn parse_object(src: &[u8]) -> Result<(Map, usize), Error> {
    let mut cur = Cursor::new(src);
    cur.skip_ws();
    match cur.peek() {
        Some(b'{') => match cur.parse_value()? {
            Value::Object(map) => Ok((map, cur.pos())),
            // A value that starts with `{` is an object.
            _ => Err(Error::new(0, ErrorKind::NotAnObject)),
        },
        None => Err(Error::new(src.len(), ErrorKind::UnexpectedEnd)),
        Some(_) => Err(Error::new(cur.pos(), ErrorKind::NotAnObject)),
    }
}

/// Parses one value of any kind at the start of `src` (leading whitespace allowed, no comments)
/// and ignores everything after it. Returns the value and the number of bytes consumed.
pub fn parse_value(src: &[u8]) -> Result<(Value, usize), Error> {
    let mut cur = Cursor::new(src);
    cur.skip_ws();
    let value = cur.parse_value()?;
    Ok((value, cur.pos()))
}

/// Parses a whole document: whitespace and `//` comments, one value, whitespace and comments,
/// then the end of input. Anything else after the value is `TrailingText` at its first byte.
pub fn parse_document(src: &[u8]) -> Result<Value, Error> {
    let mut cur = Cursor::new(src);
    cur.skip_ws_and_comments()?;
    let value = cur.parse_value()?;
    cur.skip_ws_and_comments()?;
    if !cur.is_at_end() {
        return Err(Error::new(cur.pos(), ErrorKind::TrailingText));
    }
    Ok(value)
}
