//! The `roundtrip` target's input: a small JSON-like tree, the strict JSON text it is written
//! as (in one of many equivalent spellings), and the `folio_dialect::Value` it must parse to.
//!
//! Trees are built from a stream of [`Choices`], so the fuzz target (choices read from
//! libFuzzer's bytes by [`ByteChoices`]) and the stable twin (the same, plus choices from a
//! PRNG) share one generator. It is written by hand rather than derived with `arbitrary`: it
//! bounds depth and width, and a crash file must replay in the twin, which has no `arbitrary`.

use folio_dialect::{Map, Value};

/// Where a generator takes its decisions from. Both methods must keep working (returning
/// anything) once the source runs dry.
pub trait Choices {
    /// A number in `0..n`, `n > 0`.
    fn below(&mut self, n: u32) -> u32;
    /// Any 64 bits.
    fn bits(&mut self) -> u64;

    /// True one time in `n`, roughly; false from a source that ran dry (which answers 0), so
    /// loops on it end.
    fn one_in(&mut self, n: u32) -> bool {
        self.below(n) == n - 1
    }
}

/// Choices from a byte slice, 0 once it is used up: how fuzz inputs become trees, so a crash
/// file replays the same anywhere (the stable twin included).
#[derive(Debug)]
pub struct ByteChoices<'a>(pub &'a [u8]);

impl ByteChoices<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut word = [0u8; N];
        let n = self.0.len().min(N);
        word[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        word
    }
}

impl Choices for ByteChoices<'_> {
    fn below(&mut self, n: u32) -> u32 {
        if n <= 256 {
            u32::from(self.take::<1>()[0]) % n
        } else {
            u32::from_le_bytes(self.take::<4>()) % n
        }
    }

    fn bits(&mut self) -> u64 {
        u64::from_le_bytes(self.take::<8>())
    }
}

/// A JSON value as a test wants it: no floats that JSON cannot write, integers out of the
/// `i64` range as digit strings, object members in order with duplicates allowed.
#[derive(Debug, Clone)]
pub enum Tree {
    Null,
    Bool(bool),
    Int(i64),
    /// Digits (and a leading `-`) of an integer outside the `i64` range, as JSON writes it.
    BigInt(String),
    /// Always finite.
    Float(f64),
    Str(String),
    Array(Vec<Tree>),
    Object(Vec<(String, Tree)>),
}

/// Nesting below the top-level object. Far below `folio_dialect::MAX_DEPTH`.
const MAX_DEPTH: u32 = 6;
/// Members or elements per container.
const MAX_LEN: u32 = 6;

impl Tree {
    /// A top-level object.
    pub fn generate(c: &mut impl Choices) -> Tree {
        Tree::Object(members(c, 0))
    }

    /// The value the dialect parser must read from this tree's JSON text: duplicate keys
    /// resolved as [`Map::insert`] resolves them.
    pub fn expected(&self) -> Value {
        match self {
            Tree::Null => Value::Null,
            Tree::Bool(b) => Value::Bool(*b),
            Tree::Int(n) => Value::Int(*n),
            Tree::BigInt(digits) => Value::BigInt(digits.clone()),
            Tree::Float(x) => Value::Float(*x),
            Tree::Str(s) => Value::Str(s.clone()),
            Tree::Array(items) => Value::Array(items.iter().map(Tree::expected).collect()),
            Tree::Object(members) => {
                let mut map = Map::new();
                for (k, v) in members {
                    map.insert(k.clone(), v.expected());
                }
                Value::Object(map)
            }
        }
    }

    /// Writes the tree as strict JSON (RFC 8259), choosing among equivalent spellings:
    /// whitespace, escapes, number forms.
    pub fn write_json(&self, c: &mut impl Choices, out: &mut Vec<u8>) {
        match self {
            Tree::Null => out.extend_from_slice(b"null"),
            Tree::Bool(true) => out.extend_from_slice(b"true"),
            Tree::Bool(false) => out.extend_from_slice(b"false"),
            Tree::Int(n) => out.extend_from_slice(n.to_string().as_bytes()),
            Tree::BigInt(digits) => out.extend_from_slice(digits.as_bytes()),
            Tree::Float(x) => write_float(*x, c, out),
            Tree::Str(s) => write_string(s, c, out),
            Tree::Array(items) => {
                out.push(b'[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        ws(c, out);
                        out.push(b',');
                    }
                    ws(c, out);
                    item.write_json(c, out);
                }
                ws(c, out);
                out.push(b']');
            }
            Tree::Object(members) => {
                out.push(b'{');
                for (i, (k, v)) in members.iter().enumerate() {
                    if i > 0 {
                        ws(c, out);
                        out.push(b',');
                    }
                    ws(c, out);
                    write_string(k, c, out);
                    ws(c, out);
                    out.push(b':');
                    ws(c, out);
                    v.write_json(c, out);
                }
                ws(c, out);
                out.push(b'}');
            }
        }
    }
}

fn members(c: &mut impl Choices, depth: u32) -> Vec<(String, Tree)> {
    let n = c.below(MAX_LEN + 1);
    (0..n)
        .map(|i| {
            let key = match c.below(8) {
                // `class` first names the object's class when its value is a string.
                0 if i == 0 => "class".to_owned(),
                1 => "id".to_owned(),
                2 => ["a", "b", "class", "x"][c.below(4) as usize].to_owned(),
                _ => string(c),
            };
            let value = if key == "class" && c.below(4) != 0 {
                Tree::Str(["x.Y", "", "fz.All", "__Class__"][c.below(4) as usize].to_owned())
            } else {
                tree(c, depth)
            };
            (key, value)
        })
        .collect()
}

fn tree(c: &mut impl Choices, depth: u32) -> Tree {
    let containers = if depth < MAX_DEPTH { 9 } else { 7 };
    match c.below(containers) {
        0 => Tree::Null,
        1 => Tree::Bool(c.one_in(2)),
        2 => Tree::Int(int(c)),
        3 => Tree::BigInt(big_int(c)),
        4 => Tree::Float(float(c)),
        5 | 6 => Tree::Str(string(c)),
        7 => Tree::Array(
            (0..c.below(MAX_LEN + 1))
                .map(|_| tree(c, depth + 1))
                .collect(),
        ),
        _ => Tree::Object(members(c, depth + 1)),
    }
}

fn int(c: &mut impl Choices) -> i64 {
    match c.below(4) {
        0 => [0, 1, -1, i64::MIN, i64::MAX, 1 << 53, -(1 << 53) - 1][c.below(7) as usize],
        1 => i64::from(c.below(1000)) - 500,
        _ => c.bits() as i64,
    }
}

/// An integer literal outside `i64`: 20 to 40 digits, no leading zero.
fn big_int(c: &mut impl Choices) -> String {
    let mut s = String::new();
    if c.one_in(2) {
        s.push('-');
    }
    match c.below(3) {
        0 => s.push_str("9223372036854775808"), // i64::MAX + 1 (and i64::MIN - 1 with `-`)
        _ => {
            s.push(char::from(b'1' + c.below(9) as u8));
            for _ in 0..19 + c.below(21) {
                s.push(char::from(b'0' + c.below(10) as u8));
            }
        }
    }
    if s == "-9223372036854775808" {
        // That one is i64::MIN, an Int.
        s.push('0');
    }
    s
}

fn float(c: &mut impl Choices) -> f64 {
    let x = match c.below(3) {
        0 => [
            0.0,
            -0.0,
            0.5,
            1.0,
            -1.5,
            0.1,
            1e300,
            5e-324,
            f64::MAX,
            f64::MIN_POSITIVE,
            1e22,
            1e23,
            9007199254740993.0,
        ][c.below(13) as usize],
        1 => f64::from(c.below(100_000) as i32 - 50_000) / 64.0,
        _ => f64::from_bits(c.bits()),
    };
    if x.is_finite() {
        x
    } else {
        1.25
    }
}

/// A float in one of several exact spellings: shortest digits, scientific, long scientific
/// (more digits than needed, which a correctly rounding parser still reads back exactly).
fn write_float(x: f64, c: &mut impl Choices, out: &mut Vec<u8>) {
    let text = match c.below(4) {
        0 => format!("{x:e}"),
        1 => format!("{x:.25e}").replace('e', "E"),
        _ => format!("{x:?}"),
    };
    out.extend_from_slice(text.as_bytes());
}

fn string(c: &mut impl Choices) -> String {
    let n = c.below(10);
    (0..n).map(|_| char_(c)).collect()
}

fn char_(c: &mut impl Choices) -> char {
    match c.below(10) {
        0 => ['"', '\\', '/', '\u{7f}', '\u{0}', '\n', '\u{1f}'][c.below(7) as usize],
        1 => char::from_u32(c.below(0x20)).unwrap_or('?'),
        2 => [
            'é',
            '€',
            '\u{2028}',
            '\u{fffd}',
            '\u{ffff}',
            '😀',
            '\u{10ffff}',
        ][c.below(7) as usize],
        3 => char::from_u32(c.bits() as u32 % 0x11_0000).unwrap_or('\u{d7ff}'),
        _ => char::from(b' ' + c.below(95) as u8),
    }
}

/// A JSON string with a random choice of escapes for each character.
fn write_string(s: &str, c: &mut impl Choices, out: &mut Vec<u8>) {
    out.push(b'"');
    for ch in s.chars() {
        let short = match ch {
            '"' => Some(b'"'),
            '\\' => Some(b'\\'),
            '\n' => Some(b'n'),
            '\r' => Some(b'r'),
            '\t' => Some(b't'),
            '\u{8}' => Some(b'b'),
            '\u{c}' => Some(b'f'),
            '/' if c.one_in(2) => Some(b'/'),
            _ => None,
        };
        let must_escape = short.is_some() || (ch as u32) < 0x20;
        if let (Some(e), true) = (short, must_escape && c.below(4) != 0) {
            out.push(b'\\');
            out.push(e);
        } else if must_escape || c.one_in(4) {
            let upper = c.one_in(2);
            let mut units = [0u16; 2];
            for unit in ch.encode_utf16(&mut units) {
                let hex = if upper {
                    format!("\\u{:04X}", unit)
                } else {
                    format!("\\u{:04x}", unit)
                };
                out.extend_from_slice(hex.as_bytes());
            }
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
        }
    }
    out.push(b'"');
}

/// JSON's insignificant whitespace, sometimes.
fn ws(c: &mut impl Choices, out: &mut Vec<u8>) {
    while c.one_in(4) {
        out.push([b' ', b'\t', b'\n', b'\r'][c.below(4) as usize]);
    }
}

/// Equality with floats compared by bits, so `-0.0` and `0.0` differ.
pub fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Array(xs), Value::Array(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| same(x, y))
        }
        (Value::Object(xs), Value::Object(ys)) => {
            xs.len() == ys.len()
                && xs
                    .iter()
                    .zip(ys.iter())
                    .all(|((kx, x), (ky, y))| kx == ky && same(x, y))
        }
        _ => a == b,
    }
}
