//! Building the generic value tree, and skipping a value without building it.
//!
//! Both walk nested containers with an explicit stack instead of recursion, so the depth limit
//! ([`MAX_DEPTH`]) is the only bound and no input can overflow the thread's stack.

use crate::cursor::Cursor;
use crate::error::{Error, ErrorKind};
use crate::number::Number;
use crate::value::{Map, Value};
use crate::MAX_DEPTH;

/// An open container while a tree is being built.
enum Frame {
    Array(Vec<Value>),
    /// The members so far and the key of the member whose value is being parsed.
    Object(Vec<(String, Value)>, String),
}

impl Frame {
    fn into_value(self) -> Value {
        match self {
            Frame::Array(items) => Value::Array(items),
            Frame::Object(entries, _) => Value::Object(Map::from_parsed(entries)),
        }
    }
}

impl<'a> Cursor<'a> {
    /// `TooDeep` at the current `{` / `[` if `open` containers are already open.
    #[inline]
    fn check_depth(&self, open: usize) -> Result<(), Error> {
        if open >= MAX_DEPTH {
            return Err(self.err(ErrorKind::TooDeep));
        }
        Ok(())
    }

    /// Parses the value at the cursor (no leading whitespace) into a tree and leaves the cursor
    /// just after it.
    ///
    /// Cost: one allocation per string, array and object; nothing is copied twice. Containers
    /// nested deeper than [`MAX_DEPTH`] fail with `TooDeep` at the first bracket too many,
    /// found without recursion.
    pub fn parse_value(&mut self) -> Result<Value, Error> {
        self.parse_value_nested(0)
    }

    /// [`parse_value`](Self::parse_value) for a value inside `open` containers that the
    /// caller has already entered: the depth limit counts them, so a subtree parsed on its own
    /// fails exactly where parsing the whole entry would.
    pub fn parse_value_nested(&mut self, open: usize) -> Result<Value, Error> {
        let mut stack: Vec<Frame> = Vec::new();
        'value: loop {
            let mut value = match self.peek() {
                Some(b'{') => {
                    self.check_depth(open + stack.len())?;
                    match self.enter_object()? {
                        Some(key) => {
                            stack.push(Frame::Object(Vec::new(), key.into_owned()));
                            continue 'value;
                        }
                        None => Value::Object(Map::new()),
                    }
                }
                Some(b'[') => {
                    self.check_depth(open + stack.len())?;
                    if self.enter_array()? {
                        stack.push(Frame::Array(Vec::new()));
                        continue 'value;
                    }
                    Value::Array(Vec::new())
                }
                _ => self.parse_scalar()?,
            };
            // Hand the finished value to the innermost open container; close those that end.
            loop {
                match stack.last_mut() {
                    None => return Ok(value),
                    Some(Frame::Array(items)) => {
                        items.push(value);
                        if self.next_element()? {
                            continue 'value;
                        }
                    }
                    Some(Frame::Object(entries, key)) => {
                        entries.push((std::mem::take(key), value));
                        if let Some(next) = self.next_member()? {
                            *key = next.into_owned();
                            continue 'value;
                        }
                    }
                }
                // `last_mut` was `Some`, so `pop` is too.
                value = stack.pop().map_or(Value::Null, Frame::into_value);
            }
        }
    }

    /// A string, number, `true`, `false` or `null` at the cursor.
    #[inline]
    fn parse_scalar(&mut self) -> Result<Value, Error> {
        match self.peek() {
            Some(b'"' | b'\'' | b'`') => Ok(Value::Str(self.parse_string()?.into_owned())),
            Some(b'-' | b'0'..=b'9') => Ok(match self.parse_number()? {
                Number::Int(n) => Value::Int(n),
                Number::BigInt(text) => Value::BigInt(crate::number::big_integer(text)),
                Number::Float(x) => Value::Float(x),
            }),
            Some(b't') => self.literal(b"true").map(|()| Value::Bool(true)),
            Some(b'f') => self.literal(b"false").map(|()| Value::Bool(false)),
            Some(b'n') => self.literal(b"null").map(|()| Value::Null),
            _ => Err(self.expected(ErrorKind::ExpectedValue)),
        }
    }

    /// Checks the value at the cursor (no leading whitespace) against the grammar and moves
    /// past it without building anything.
    ///
    /// Accepts and rejects exactly what [`parse_value`](Self::parse_value) does, with the same
    /// error, and allocates only for strings that hold escapes.
    pub fn skip_value(&mut self) -> Result<(), Error> {
        self.skip_value_nested(0)
    }

    /// [`skip_value`](Self::skip_value) for a value inside `open` containers that the caller
    /// has already entered (see [`parse_value_nested`](Self::parse_value_nested)).
    pub fn skip_value_nested(&mut self, open: usize) -> Result<(), Error> {
        if matches!(self.peek(), Some(b'{' | b'[')) && open < MAX_DEPTH && self.skip_flat() {
            return Ok(());
        }
        // One bit per open container: set for an object, clear for an array.
        let mut objects = [0u64; MAX_DEPTH.div_ceil(64)];
        let mut depth = 0usize;
        'value: loop {
            match self.peek() {
                Some(b'{') => {
                    self.check_depth(open + depth)?;
                    if self.enter_object()?.is_some() {
                        objects[depth / 64] |= 1 << (depth % 64);
                        depth += 1;
                        continue 'value;
                    }
                }
                Some(b'[') => {
                    self.check_depth(open + depth)?;
                    if self.enter_array()? {
                        objects[depth / 64] &= !(1 << (depth % 64));
                        depth += 1;
                        continue 'value;
                    }
                }
                Some(b'"' | b'\'' | b'`') => {
                    if self.plain_string().is_none() {
                        self.parse_string()?;
                    }
                }
                Some(b'-' | b'0'..=b'9') => {
                    if self.plain_number().is_none() {
                        self.parse_number()?;
                    }
                }
                Some(b't') => self.literal(b"true")?,
                Some(b'f') => self.literal(b"false")?,
                Some(b'n') => self.literal(b"null")?,
                _ => return Err(self.expected(ErrorKind::ExpectedValue)),
            }
            loop {
                if depth == 0 {
                    return Ok(());
                }
                let top = depth - 1;
                let more = if objects[top / 64] & (1 << (top % 64)) != 0 {
                    self.next_member()?.is_some()
                } else {
                    self.next_element()?
                };
                if more {
                    continue 'value;
                }
                depth = top;
            }
        }
    }

    /// The shape small values of unknown keys have (`{src:"pos",ver:7}`, `[2,430]`): at a `{`
    /// or `[` (which the caller may open), a container of plain scalars only, with identifier
    /// keys and no whitespace, comments, or trailing commas. Skips it and returns `true`; on
    /// anything else returns `false` and leaves the cursor alone, for the general skipper.
    /// Everything it accepts is read as the general path reads it (the quick key and value
    /// shapes of `enter_object`/`next_member`, `plain_string`, `plain_number`), so it changes
    /// what a skip costs, never its result.
    #[inline]
    fn skip_flat(&mut self) -> bool {
        let start = self.pos();
        let done = match self.peek() {
            Some(b'{') => self.flat_members(),
            _ => self.flat_elements(),
        };
        if !done {
            self.set_pos(start);
        }
        done
    }

    /// [`skip_flat`](Self::skip_flat) at a `{`.
    #[inline]
    fn flat_members(&mut self) -> bool {
        let src = self.src();
        let mut at = self.pos() + 1;
        if src.get(at) == Some(&b'}') {
            self.set_pos(at + 1);
            return true;
        }
        loop {
            if !src
                .get(at)
                .is_some_and(|&b| crate::cursor::is_ident_start(b))
            {
                return false;
            }
            at += 1;
            while src
                .get(at)
                .is_some_and(|&b| crate::cursor::is_ident_cont(b))
            {
                at += 1;
            }
            if src.get(at) != Some(&b':') {
                return false;
            }
            self.set_pos(at + 1);
            if !self.plain_scalar() {
                return false;
            }
            at = self.pos();
            match src.get(at) {
                Some(b',') => at += 1,
                Some(b'}') => {
                    self.set_pos(at + 1);
                    return true;
                }
                _ => return false,
            }
        }
    }

    /// [`skip_flat`](Self::skip_flat) at a `[`.
    #[inline]
    fn flat_elements(&mut self) -> bool {
        let src = self.src();
        let at = self.pos() + 1;
        if src.get(at) == Some(&b']') {
            self.set_pos(at + 1);
            return true;
        }
        self.set_pos(at);
        loop {
            if !self.plain_scalar() {
                return false;
            }
            let at = self.pos();
            match src.get(at) {
                Some(b',') => self.set_pos(at + 1),
                Some(b']') => {
                    self.set_pos(at + 1);
                    return true;
                }
                _ => return false,
            }
        }
    }

    /// A plain string or number, `true`, `false` or `null` at the cursor: moves past it and
    /// returns `true`, or returns `false` with the cursor unmoved.
    #[inline]
    fn plain_scalar(&mut self) -> bool {
        match self.peek() {
            Some(b'"') => self.plain_string().is_some(),
            Some(b'-' | b'0'..=b'9') => self.plain_number().is_some(),
            Some(b't') => self.plain_word(b"true"),
            Some(b'f') => self.plain_word(b"false"),
            Some(b'n') => self.plain_word(b"null"),
            _ => false,
        }
    }

    /// Moves past `word` if the input continues with it.
    #[inline]
    fn plain_word(&mut self, word: &[u8]) -> bool {
        let at = self.pos();
        if self.src()[at..].starts_with(word) {
            self.set_pos(at + word.len());
            true
        } else {
            false
        }
    }
}
