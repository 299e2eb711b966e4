//! Property tests: random values rendered in a random dialect style parse back to the same
//! value; arbitrary and near-valid bytes never panic, and the tree builder and the skipper
//! always agree.

use folio_dialect::{parse_document, parse_object, parse_value, Cursor, Map, Value};
use proptest::prelude::*;

/// A small deterministic generator for style choices, seeded by proptest.
struct Style(u64);

impl Style {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// True one time in `n`.
    fn one_in(&mut self, n: u64) -> bool {
        self.next() % n == 0
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[(self.next() % items.len() as u64) as usize]
    }

    /// `ws`: nothing, or a few of space, tab, CR, LF.
    fn ws(&mut self, out: &mut String) {
        while self.one_in(3) {
            out.push(*self.pick(&[' ', '\t', '\r', '\n']));
        }
    }

    /// `skip`: whitespace and `//` comments (only where the grammar allows them).
    fn skip(&mut self, out: &mut String) {
        self.ws(out);
        while self.one_in(5) {
            out.push_str("//");
            out.push_str(self.pick::<&str>(&[
                "",
                " note",
                " {a:1}, \"x\" '",
                " } ] ,",
                "//",
                " é €",
            ]));
            out.push_str(self.pick::<&str>(&["\n", "\r", "\r\n"]));
            self.ws(out);
        }
    }

    fn value(&mut self, v: &Value, out: &mut String) {
        match v {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Int(n) => {
                let text = n.to_string();
                if self.one_in(16) {
                    // Leading zeros are allowed and do not change the value.
                    match text.strip_prefix('-') {
                        Some(digits) => out.push_str(&format!("-00{digits}")),
                        None => out.push_str(&format!("0{text}")),
                    }
                } else {
                    out.push_str(&text);
                }
            }
            Value::BigInt(text) => out.push_str(text),
            Value::Float(x) => {
                // Debug prints the shortest text that rounds back, always with `.` or `e`.
                let text = format!("{x:?}");
                if self.one_in(4) {
                    out.push_str(&text.replace('e', "E"));
                } else {
                    out.push_str(&text);
                }
            }
            Value::Str(s) => self.string(s, out),
            Value::Array(items) => {
                out.push('[');
                self.ws(out);
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        self.ws(out);
                        out.push(',');
                        self.ws(out);
                    }
                    self.value(item, out);
                }
                self.ws(out);
                out.push(']');
            }
            Value::Object(map) => self.object(map, out),
        }
    }

    fn object(&mut self, map: &Map, out: &mut String) {
        out.push('{');
        self.ws(out);
        for (i, (key, value)) in map.iter().enumerate() {
            if i > 0 {
                out.push(',');
                self.ws(out);
                while self.one_in(8) {
                    out.push(',');
                    self.ws(out);
                }
            }
            self.skip(out);
            self.key(key, out);
            self.ws(out);
            out.push(':');
            self.ws(out);
            self.value(value, out);
            self.skip(out);
        }
        if !map.is_empty() {
            while self.one_in(3) {
                out.push(',');
                self.ws(out);
            }
        }
        self.ws(out);
        out.push('}');
    }

    fn key(&mut self, key: &str, out: &mut String) {
        let ident = key.bytes().enumerate().all(|(i, b)| {
            b == b'_' || b == b'$' || b.is_ascii_alphabetic() || i > 0 && b.is_ascii_digit()
        });
        if ident && !key.is_empty() && !self.one_in(3) {
            out.push_str(key);
        } else {
            self.string(key, out);
        }
    }

    /// A string in a random quote form with random (valid) escapes.
    fn string(&mut self, s: &str, out: &mut String) {
        let (open, quote) = *self.pick(&[("\"", '"'), ("'", '\''), ("`", '`'), ("\"\"\"", '"')]);
        let triple = open.len() == 3;
        out.push_str(open);
        let chars: Vec<char> = s.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            if c == '\\' {
                out.push_str("\\\\");
            } else if c == quote {
                // In a triple-quoted string a raw `"` is fine unless it could start `"""`.
                let safe_raw = triple && chars.get(i + 1).is_some_and(|&n| n != '"');
                if safe_raw && self.one_in(2) {
                    out.push(c);
                } else {
                    out.push('\\');
                    out.push(c);
                }
            } else if self.one_in(8) {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    if self.one_in(2) {
                        out.push_str(&format!("\\u{unit:04x}"));
                    } else {
                        out.push_str(&format!("\\u{unit:04X}"));
                    }
                }
            } else if let (Some(e), true) = (named_escape(c), self.one_in(2)) {
                out.push('\\');
                out.push(e);
            } else if !"ntrfbu".contains(c) && self.one_in(16) {
                // A backslash before any other character stands for that character.
                out.push('\\');
                out.push(c);
            } else {
                out.push(c);
            }
        }
        out.push_str(open);
    }
}

fn named_escape(c: char) -> Option<char> {
    Some(match c {
        '\n' => 'n',
        '\t' => 't',
        '\r' => 'r',
        '\u{c}' => 'f',
        '\u{8}' => 'b',
        _ => return None,
    })
}

fn render(v: &Value, seed: u64) -> String {
    let mut out = String::new();
    let mut style = Style(seed | 1);
    style.value(v, &mut out);
    out
}

fn big_int() -> impl Strategy<Value = Value> {
    prop_oneof![
        any::<u64>().prop_map(|u| Value::BigInt((i64::MAX as i128 + 1 + u as i128).to_string())),
        any::<u64>().prop_map(|u| Value::BigInt((i64::MIN as i128 - 1 - u as i128).to_string())),
        "-?[1-9][0-9]{20,40}".prop_map(Value::BigInt),
    ]
}

fn key() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[A-Za-z_$][A-Za-z0-9_$]{0,8}",
        1 => Just("class".to_owned()),
        2 => any::<String>(),
    ]
}

fn value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::Int),
        big_int(),
        any::<f64>()
            .prop_filter("finite", |x| x.is_finite())
            .prop_map(Value::Float),
        any::<String>().prop_map(Value::Str),
        // Few characters, many of them special: quotes, backslashes, named escapes.
        "[\"'`\\\\ a\\n\\t\\r\\x08\\x0cé]{0,6}".prop_map(Value::Str),
    ];
    leaf.prop_recursive(5, 96, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((key(), inner), 0..8)
                .prop_map(|members| Value::Object(members.into_iter().collect())),
        ]
    })
}

fn object() -> impl Strategy<Value = Map> {
    prop::collection::vec((key(), value()), 0..10).prop_map(|members| members.into_iter().collect())
}

/// Every entry point on `input`: no panic, and the tree builder and skipper agree.
fn no_panic_and_agree(input: &[u8]) {
    let tree = parse_value(input);
    let mut cur = Cursor::new(input);
    cur.skip_ws();
    let skipped = cur.skip_value().map(|()| cur.pos());
    match (&tree, &skipped) {
        (Ok((_, used)), Ok(end)) => assert_eq!(used, end),
        (Err(a), Err(b)) => assert_eq!(a, b),
        _ => panic!("parse_value {tree:?} but skip_value {skipped:?}"),
    }
    if let Ok((_, used)) = &tree {
        assert!(*used <= input.len());
    }
    let _ = parse_object(input);
    let _ = parse_document(input);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn rendered_values_parse_back(v in value(), seed in any::<u64>()) {
        let text = render(&v, seed);
        let got = parse_value(text.as_bytes());
        prop_assert_eq!(got, Ok((v.clone(), text.len())), "text: {}", text);
        let mut cur = Cursor::new(text.as_bytes());
        prop_assert_eq!(cur.skip_value(), Ok(()));
        prop_assert_eq!(cur.pos(), text.len());
    }

    #[test]
    fn rendered_objects_parse_back_with_text_after(map in object(), seed in any::<u64>()) {
        let text = render(&Value::Object(map.clone()), seed);
        let entry = format!("{text});  // trailing note {{}}");
        let got = parse_object(entry.as_bytes());
        prop_assert_eq!(got, Ok((map.clone(), text.len())), "text: {}", text);
        let doc = format!("// head\n{text}\n// tail");
        prop_assert_eq!(parse_document(doc.as_bytes()), Ok(Value::Object(map)));
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..256)) {
        no_panic_and_agree(&bytes);
    }

    #[test]
    fn dialect_soup_never_panics(
        bytes in prop::collection::vec(
            prop::sample::select(b"{}[],:'\"`\\/ \n\ra1-.eEu$_tn\xc3\xa9\xff".to_vec()), 0..128)
    ) {
        no_panic_and_agree(&bytes);
    }

    #[test]
    fn mutated_renderings_never_panic(
        v in value(),
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<usize>(), any::<u8>(), 0..3u8), 1..4),
    ) {
        let mut bytes = render(&v, seed).into_bytes();
        for (at, byte, op) in edits {
            let at = at % (bytes.len() + 1);
            match op {
                0 => bytes.insert(at, byte),
                1 if at < bytes.len() => { bytes.remove(at); }
                _ if at < bytes.len() => bytes[at] = byte,
                _ => bytes.truncate(at),
            }
        }
        no_panic_and_agree(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// Decimals agree bit for bit with the standard library's correctly rounded parser, on
    /// both sides of the fast path's limits (15 digits, powers of ten within ±22).
    #[test]
    fn decimals_round_like_the_standard_library(
        text in "-?[0-9]{1,20}(\\.[0-9]{0,20})?([eE]-?[0-9]{1,3})?"
    ) {
        let want = text.parse::<f64>().unwrap();
        let got = parse_value(text.as_bytes());
        let is_decimal = text.contains(['.', 'e', 'E']);
        if !is_decimal {
            return Ok(());
        }
        if want.is_infinite() {
            prop_assert_eq!(got.map_err(|e| e.kind), Err(folio_dialect::ErrorKind::NumberOutOfRange));
        } else {
            match got {
                Ok((Value::Float(x), used)) => {
                    prop_assert_eq!(x.to_bits(), want.to_bits(), "{}", text);
                    prop_assert_eq!(used, text.len());
                }
                other => prop_assert!(false, "{text}: {other:?}"),
            }
        }
    }

    /// Integers agree with i64's own parser, or are kept as text (sign and digits, no leading
    /// zeros) when they do not fit.
    #[test]
    fn integers_match_i64_or_stay_text(text in "-?[0-9]{1,22}") {
        let got = parse_value(text.as_bytes()).map(|(v, _)| v);
        let want = match text.parse::<i64>() {
            Ok(n) => Value::Int(n),
            Err(_) => {
                let (sign, digits) = text.strip_prefix('-').map_or(("", text.as_str()), |d| ("-", d));
                Value::BigInt(format!("{sign}{}", digits.trim_start_matches('0')))
            }
        };
        prop_assert_eq!(got, Ok(want));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// The plain-string shortcut reads exactly what `parse_string` reads, or declines: over
    /// strings near its limits (lengths around 8, 16, 24 and 32 bytes; quotes, backslashes,
    /// non-ASCII and control bytes anywhere; inputs that end early).
    #[test]
    fn plain_string_agrees_with_parse_string(
        bytes in prop::collection::vec(
            prop_oneof![
                8 => 0x20u8..0x7f,
                1 => Just(b'"'),
                1 => Just(b'\\'),
                1 => any::<u8>(),
            ],
            0..48,
        ),
    ) {
        let mut src = vec![b'"'];
        src.extend_from_slice(&bytes);
        let mut plain = Cursor::new(&src);
        if let Some(text) = plain.plain_string() {
            let mut general = Cursor::new(&src);
            let want = general.parse_string();
            prop_assert_eq!(want.as_deref(), Ok(text), "{:?}", String::from_utf8_lossy(&src));
            prop_assert_eq!(plain.pos(), general.pos());
        } else {
            prop_assert_eq!(plain.pos(), 0);
        }
    }
}

/// The shortcut does take the common strings, so the property above is not vacuous.
#[test]
fn plain_string_takes_plain_strings() {
    for (src, text) in [
        (&br#""GBP",cc:1}"#[..], "GBP"),
        (br#""tok_G2BT6SBNEWYB4ERU",x:1}"#, "tok_G2BT6SBNEWYB4ERU"),
        (br#""exactly-seven"  "#, "exactly-seven"),
    ] {
        let mut cur = Cursor::new(src);
        assert_eq!(cur.plain_string(), Some(text));
        assert_eq!(cur.pos(), text.len() + 2);
    }
    for declined in [
        &br#""""#[..],
        br#""a\"b"         "#,
        b"\"caf\xc3\xa9\"          ",
        br#""ab""#,
    ] {
        let mut cur = Cursor::new(declined);
        assert_eq!(cur.plain_string(), None);
        assert_eq!(cur.pos(), 0);
    }
}
