//! Numbers: `[-] digits [ "." digits* ] [ (e|E) [-] digits ]`.
//!
//! Integers are accumulated arithmetically with an overflow check (no text round trip); a
//! number with a `.` or an exponent is handed, already validated, to `str::parse::<f64>`, which
//! rounds correctly.

use crate::cursor::Cursor;
use crate::error::{Error, ErrorKind};

/// A parsed number, before it becomes a [`Value`](crate::Value) or a typed field.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number<'a> {
    /// An integer literal (no `.`, no exponent) that fits an `i64`. `-0` is `Int(0)`.
    Int(i64),
    /// An integer literal outside the `i64` range: its text as written, `-` included.
    BigInt(&'a str),
    /// Any number with a `.` or an exponent, even `1.0` or `1e2`.
    Float(f64),
}

impl<'a> Cursor<'a> {
    /// Parses a number at the cursor.
    ///
    /// The grammar allows leading zeros (`007` is 7), a `.` with no digits after it (`1.` is
    /// 1.0) and a `-` only as sign (`+1`, `.5` and `1e+5` are errors). Errors: `BadNumber` where
    /// a digit was required, `UnexpectedEnd` if the input ends there, `NumberOutOfRange` at the
    /// number's start for a decimal that rounds to infinity (`1e999`); `ExpectedValue` when the
    /// cursor is not at `-` or a digit.
    #[inline]
    pub fn parse_number(&mut self) -> Result<Number<'a>, Error> {
        let src = self.src();
        let start = self.pos();
        let mut i = start;
        let negative = src.get(i) == Some(&b'-');
        if negative {
            i += 1;
        }
        match src.get(i) {
            Some(b'0'..=b'9') => {}
            _ if i == start => return Err(self.expected(ErrorKind::ExpectedValue)),
            _ => return Err(digit_error(src, i)),
        }
        // Accumulate towards the sign so that i64::MIN, whose magnitude i64 cannot hold, works.
        let mut acc: i64 = 0;
        let mut overflow = false;
        while let Some(&d) = src.get(i) {
            if !d.is_ascii_digit() {
                break;
            }
            let d = i64::from(d - b'0');
            let next = acc.checked_mul(10).and_then(|a| {
                if negative {
                    a.checked_sub(d)
                } else {
                    a.checked_add(d)
                }
            });
            match next {
                Some(n) => acc = n,
                None => overflow = true,
            }
            i += 1;
        }
        match src.get(i) {
            Some(b'.' | b'e' | b'E') => self.parse_float(start, i),
            _ => {
                self.set_pos(i);
                if overflow {
                    // The slice is `-`? and ASCII digits, so it is always UTF-8.
                    let text = std::str::from_utf8(&src[start..i])
                        .map_err(|_| Error::new(start, ErrorKind::BadNumber))?;
                    Ok(Number::BigInt(text))
                } else {
                    Ok(Number::Int(acc))
                }
            }
        }
    }

    /// The fraction and exponent of a number whose integer digits end at `i`.
    #[inline(never)]
    fn parse_float(&mut self, start: usize, mut i: usize) -> Result<Number<'a>, Error> {
        let src = self.src();
        if src.get(i) == Some(&b'.') {
            i += 1;
            while src.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
        }
        if let Some(b'e' | b'E') = src.get(i) {
            i += 1;
            if src.get(i) == Some(&b'-') {
                i += 1;
            }
            if !src.get(i).is_some_and(u8::is_ascii_digit) {
                return Err(digit_error(src, i));
            }
            while src.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
        }
        // The slice is ASCII digits, `-`, `.` and `e`, in an order `f64::from_str` accepts.
        let value = std::str::from_utf8(&src[start..i])
            .ok()
            .and_then(|text| text.parse::<f64>().ok())
            .ok_or_else(|| Error::new(start, ErrorKind::BadNumber))?;
        if value.is_infinite() {
            return Err(Error::new(start, ErrorKind::NumberOutOfRange));
        }
        self.set_pos(i);
        Ok(Number::Float(value))
    }
}

/// A digit was required at `i`: `UnexpectedEnd` at the end of input, else `BadNumber`.
#[cold]
fn digit_error(src: &[u8], i: usize) -> Error {
    if i >= src.len() {
        Error::new(src.len(), ErrorKind::UnexpectedEnd)
    } else {
        Error::new(i, ErrorKind::BadNumber)
    }
}
