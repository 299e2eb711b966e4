//! Numbers: `[-] digits [ "." digits* ] [ (e|E) [-] digits ]`.
//!
//! Integers are accumulated arithmetically with an overflow check (no text round trip). A
//! decimal is rounded correctly by one of three routes: one division of two exact doubles when
//! it has at most 15 digits and a small exponent (Clinger's fast path), an integer division
//! when it is a plain decimal of at most 19 digits ([`exact_quotient`]), and otherwise
//! `str::parse::<f64>` on the validated text.

use crate::cursor::Cursor;
use crate::error::{Error, ErrorKind};

/// A parsed number, before it becomes a [`Value`](crate::Value) or a typed field.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Number<'a> {
    /// An integer literal (no `.`, no exponent) that fits an `i64`. `-0` is `Int(0)`.
    Int(i64),
    /// An integer literal outside the `i64` range: its text as written, `-` included (see
    /// [`big_integer`] for the form a value keeps).
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
        let negative = src.get(start) == Some(&b'-');
        let first = start + usize::from(negative);
        let (mantissa, end) = digits(src, first);
        if end == first {
            return Err(if negative {
                digit_error(src, first)
            } else {
                self.expected(ErrorKind::ExpectedValue)
            });
        }
        match src.get(end) {
            Some(b'.' | b'e' | b'E') => self.parse_float(start, first, end, mantissa),
            _ => {
                self.set_pos(end);
                // Up to 18 digits cannot overflow an i64 (nor did they wrap in `digits`).
                if end - first <= 18 {
                    let n = mantissa as i64;
                    return Ok(Number::Int(if negative { -n } else { n }));
                }
                Ok(long_integer(src, start, first, end))
            }
        }
    }

    /// The shape most journal numbers have: `-`? and at most 15 integer digits, optionally a `.`
    /// and fraction digits, no exponent, at most 19 digits in all. Returns the number and moves
    /// past it, exactly as [`parse_number`](Self::parse_number) would; on anything else (an
    /// exponent, more digits) returns `None` and leaves the cursor alone.
    ///
    /// Digits are read eight at a time: one word classifies and converts them (see
    /// [`eight_digits`]). A decimal of at most 15 digits is one division of two exact doubles
    /// (Clinger's fast path); one of 16 to 19 digits, the shortest form of most doubles that
    /// a program prints (`0.30000000000000004`), is an integer division ([`exact_quotient`]).
    #[inline(always)]
    pub fn plain_number(&mut self) -> Option<Number<'a>> {
        let src = self.src();
        let start = self.pos();
        let negative = src.get(start) == Some(&b'-');
        let first = start + usize::from(negative);
        let (mut int, mut end) = eight_digits(src, first)?;
        if end - first == 8 {
            let (more, more_end) = eight_digits(src, end)?;
            if more_end - end == 8 {
                return None;
            }
            int = int * POW10_U64[more_end - end] + more;
            end = more_end;
        }
        if end == first {
            return None;
        }
        match src.get(end) {
            Some(b'.') => {
                let frac_start = end + 1;
                let (frac, frac_end) = eight_digits(src, frac_start)?;
                let frac_digits = frac_end - frac_start;
                let digit_count = end - first + frac_digits;
                // Eight fraction digits may continue beyond the word.
                let (x, number_end) = if frac_digits < 8 && digit_count <= 15 {
                    // Clinger's fast path, as `fast_decimal` takes it: both operands are exact
                    // (at most 15 digits, a power of ten of at most 7), so one division rounds
                    // correctly.
                    let x = (int * POW10_U64[frac_digits] + frac) as f64 / POW10[frac_digits];
                    (x, frac_end)
                } else {
                    long_decimal(src, first, end, int, frac, frac_end)?
                };
                if matches!(src.get(number_end), Some(b'e' | b'E')) {
                    return None;
                }
                self.set_pos(number_end);
                Some(Number::Float(if negative { -x } else { x }))
            }
            Some(b'e' | b'E') => None,
            _ => {
                self.set_pos(end);
                let n = int as i64;
                Some(Number::Int(if negative { -n } else { n }))
            }
        }
    }

    /// The fraction and exponent of a number whose sign ends at `first` and whose integer
    /// digits end at `i`, with the value `int` (wrapped if they are many).
    #[inline(never)]
    fn parse_float(
        &mut self,
        start: usize,
        first: usize,
        mut i: usize,
        int: u64,
    ) -> Result<Number<'a>, Error> {
        let src = self.src();
        let int_end = i;
        let (mut frac_start, mut frac_end) = (i, i);
        // The integer and fraction digits as one integer, read in the same pass (wrapped
        // past 19 digits, which `fast_decimal` checks by count).
        let mut significand = int;
        if src.get(i) == Some(&b'.') {
            frac_start = i + 1;
            (significand, frac_end) = digits_onto(significand, src, frac_start);
            i = frac_end;
        }
        let mut exponent: i64 = 0;
        if let Some(b'e' | b'E') = src.get(i) {
            i += 1;
            let negative_exp = src.get(i) == Some(&b'-');
            i += usize::from(negative_exp);
            let exp_start = i;
            while let Some(&d) = src.get(i).filter(|d| d.is_ascii_digit()) {
                // Saturate: anything this large is out of range or zero anyway.
                exponent = (exponent * 10 + i64::from(d - b'0')).min(1 << 40);
                i += 1;
            }
            if i == exp_start {
                return Err(digit_error(src, i));
            }
            if negative_exp {
                exponent = -exponent;
            }
        }
        self.set_pos(i);
        let negative = first > start;
        let (int_digits, frac_digits) = (int_end - first, frac_end - frac_start);
        if let Some(x) = fast_decimal(significand, int_digits + frac_digits, frac_digits, exponent)
        {
            return Ok(Number::Float(if negative { -x } else { x }));
        }
        exact_decimal(src, start, i)
    }
}

/// Reads ASCII digits from `i`: their value (wrapping past 19 digits, which callers check by
/// count) and where they end.
#[inline(always)]
fn digits(src: &[u8], i: usize) -> (u64, usize) {
    digits_onto(0, src, i)
}

/// [`digits`], appended to the digits of `n`: `n * 10^count + value`.
#[inline(always)]
fn digits_onto(mut n: u64, src: &[u8], mut i: usize) -> (u64, usize) {
    while let Some(&b) = src.get(i) {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            break;
        }
        n = n.wrapping_mul(10).wrapping_add(u64::from(d));
        i += 1;
    }
    (n, i)
}

/// The fewer than 8 bytes at the end of the input as a word, padded with zeros (not digits).
#[cold]
fn last_word(rest: &[u8]) -> u64 {
    let mut bytes = [0u8; 8];
    bytes[..rest.len()].copy_from_slice(rest);
    u64::from_le_bytes(bytes)
}

/// Powers of ten as integers, up to the largest a `u64` holds: for joining digit groups, and
/// the divisors of [`exact_quotient`].
const POW10_U64: [u64; 20] = {
    let mut table = [1u64; 20];
    let mut k = 1;
    while k < 20 {
        table[k] = table[k - 1] * 10;
        k += 1;
    }
    table
};

/// The ASCII digits among the (up to) 8 bytes at `i` (`None` if `i` is past the end): their
/// value and where they end (at most `i + 8`). Branch-free: one word is classified byte by
/// byte, the digit run is shifted to the top and converted in three multiplications.
#[inline(always)]
fn eight_digits(src: &[u8], i: usize) -> Option<(u64, usize)> {
    const ZEROS: u64 = 0x3030_3030_3030_3030;
    const ABOVE_NINE: u64 = 0x7676_7676_7676_7676;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let word = match src.get(i..i.saturating_add(8)) {
        Some(bytes) => u64::from_le_bytes(bytes.try_into().ok()?),
        None => last_word(src.get(i..)?),
    };
    // Each byte minus `'0'` (by xor: the digits are 0x30..=0x39, so they become 0..=9 with no
    // borrow). A byte is not a digit iff that is above 9: then adding 0x76 sets its bit 7, or
    // its bit 7 is set already (a byte of 0x80 or more, where the addition may wrap). A carry
    // out of a byte only reaches the bytes after it, and only a non-digit carries, so the
    // lowest bit 7 set marks the first non-digit exactly.
    let values = word ^ ZEROS;
    let other = (values.wrapping_add(ABOVE_NINE) | values) & HIGHS;
    let count = (other.trailing_zeros() / 8) as usize;
    if count == 0 {
        return Some((0, i));
    }
    // The digits' values, the first (most significant) in the lowest byte; shifted up so that
    // the bytes after them fall off and the bytes before them are zeros, then pairs, quads and
    // the eight combined.
    let mut v = values << (8 * (8 - count));
    v = (v.wrapping_mul(10) + (v >> 8)) & 0x00FF_00FF_00FF_00FF;
    v = (v.wrapping_mul(100) + (v >> 16)) & 0x0000_FFFF_0000_FFFF;
    v = v.wrapping_mul(10_000) + (v >> 32);
    Some((v & 0xFFFF_FFFF, i + count))
}

/// The value of a decimal that one division of doubles cannot take (more than 15 digits, or
/// eight fraction digits in the first word, which may go on), whose integer digits run from
/// `first` to `int_end` (a `.` there) with the value `int`, and whose first fraction digits, up
/// to `frac_end`, have the value `frac`: the fraction's further digits are read here. Returns
/// the value and where the digits end, or `None` past 19 digits in all (which a `u64` may
/// not hold).
#[inline(never)]
fn long_decimal(
    src: &[u8],
    first: usize,
    int_end: usize,
    int: u64,
    frac: u64,
    frac_end: usize,
) -> Option<(f64, usize)> {
    let frac_start = int_end + 1;
    // Wrapping: past 19 digits the value is wrong, and refused below by the count.
    let mut significand = int
        .wrapping_mul(POW10_U64[frac_end - frac_start])
        .wrapping_add(frac);
    let (mut at, mut last) = (frac_end, frac_end - frac_start);
    while last == 8 {
        if int_end - first + at - frac_start > 19 {
            return None;
        }
        let (more, more_end) = eight_digits(src, at)?;
        last = more_end - at;
        significand = significand.wrapping_mul(POW10_U64[last]).wrapping_add(more);
        at = more_end;
    }
    let frac_digits = at - frac_start;
    if int_end - first + frac_digits > 19 {
        return None;
    }
    Some((exact_quotient(significand, frac_digits), at))
}

/// `significand / 10^scale`, correctly rounded (to nearest, ties to even), for `scale` of at
/// most 19: the exact integer quotient of the significand, shifted to the top of 128 bits,
/// by the power of ten (which a `u64` holds) gives 64 bits or more of the result; its top 54
/// bits and whether anything below them, or the remainder, is non-zero are all that rounding
/// to 53 bits needs.
fn exact_quotient(significand: u64, scale: usize) -> f64 {
    if significand == 0 {
        return 0.0;
    }
    let shift = significand.leading_zeros();
    // In [2^127, 2^128): the significand times 2^(64 + shift).
    let n = u128::from(significand << shift) << 64;
    let d = u128::from(POW10_U64[scale]);
    let q = n / d;
    let sticky_rem = n - q * d != 0;
    // At least 2^127 / 10^19 > 2^63: 64 bits or more.
    let bits = 128 - q.leading_zeros();
    let drop = bits - 54;
    let top = (q >> drop) as u64;
    let sticky = sticky_rem || q & ((1u128 << drop) - 1) != 0;
    let mut mantissa = top >> 1;
    if top & 1 == 1 && (sticky || mantissa & 1 == 1) {
        mantissa += 1;
    }
    // value = mantissa * 2^(drop + 1) / 2^(64 + shift); a mantissa of 2^53 after rounding
    // up is still exact, and the power of two is a normal double (between 2^-116 and 2^11).
    let exponent = drop as i32 + 1 - 64 - shift as i32;
    let scale2 = f64::from_bits(((exponent + 1023) as u64) << 52);
    mantissa as f64 * scale2
}

/// An integer literal of 19 digits or more: an `Int` if it fits (leading zeros, or 19 digits
/// within range), else a `BigInt` of its text.
#[cold]
fn long_integer(src: &[u8], start: usize, first: usize, end: usize) -> Number<'_> {
    // Accumulate towards the sign so that i64::MIN, whose magnitude i64 cannot hold, works.
    let negative = first > start;
    let mut acc: i64 = 0;
    for &d in &src[first..end] {
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
            None => {
                // SAFETY: `src[start..end]` is an optional `-` and ASCII digits.
                let text = unsafe { std::str::from_utf8_unchecked(&src[start..end]) };
                return Number::BigInt(text);
            }
        }
    }
    Number::Int(acc)
}

/// Exact powers of ten representable in an f64.
const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Clinger's fast path: when the decimal's significant digits fit in 2^53 and its power of ten
/// is within ±22, both are exact doubles and one IEEE multiplication or division rounds the
/// result correctly. Covers the numbers running systems write (`18644.55`, `0.25`, `100.0`).
/// Returns `None` for the rest, which go to the standard library.
/// `significand` holds all `digit_count` digits, the last `frac_digits` of them after the `.`.
#[inline]
fn fast_decimal(
    significand: u64,
    digit_count: usize,
    frac_digits: usize,
    exponent: i64,
) -> Option<f64> {
    if digit_count > 15 {
        return None;
    }
    let exp10 = exponent - frac_digits as i64;
    let m = significand as f64;
    match exp10 {
        0..=22 => Some(m * POW10[exp10 as usize]),
        -22..=-1 => Some(m / POW10[(-exp10) as usize]),
        _ => None,
    }
}

/// The general case: the standard library's correctly rounded parser on the validated slice.
#[cold]
fn exact_decimal(src: &[u8], start: usize, end: usize) -> Result<Number<'_>, Error> {
    // SAFETY: the slice was validated as `-`? digits [`.` digits*] [(e|E) `-`? digits]: ASCII.
    let text = unsafe { std::str::from_utf8_unchecked(&src[start..end]) };
    let value = text
        .parse::<f64>()
        .map_err(|_| Error::new(start, ErrorKind::BadNumber))?;
    if value.is_infinite() {
        return Err(Error::new(start, ErrorKind::NumberOutOfRange));
    }
    Ok(Number::Float(value))
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

/// The text a [`Value::BigInt`](crate::Value::BigInt) keeps for an integer literal outside
/// `i64`: the sign, then the digits without leading zeros, so that writing it back as JSON
/// (which has no `007`) and reading it again gives the same value.
pub fn big_integer(text: &str) -> String {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text),
    };
    let digits = digits.trim_start_matches('0');
    format!("{sign}{}", if digits.is_empty() { "0" } else { digits })
}
