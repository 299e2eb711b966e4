//! The grammar of docs/format.md, Objects as a table: (input, exact value and bytes consumed, or exact error
//! kind and offset). Every row runs through every path that must agree: `parse_value`,
//! `Cursor::skip_value`, and `parse_object` for object inputs.

use folio_dialect::{
    parse_document, parse_object, parse_value, Cursor, ErrorKind, Map, Value, LONE_SURROGATE,
};

use ErrorKind::*;

fn int(n: i64) -> Value {
    Value::Int(n)
}

fn float(x: f64) -> Value {
    Value::Float(x)
}

fn s(text: &str) -> Value {
    Value::Str(text.to_owned())
}

fn big(text: &str) -> Value {
    Value::BigInt(text.to_owned())
}

fn arr(items: Vec<Value>) -> Value {
    Value::Array(items)
}

fn obj(members: Vec<(&str, Value)>) -> Value {
    let mut map = Map::new();
    for (k, v) in members {
        map.insert(k.to_owned(), v);
    }
    Value::Object(map)
}

/// What a row expects.
enum Want {
    /// The value, and how many bytes the parse consumes (`None`: all of them).
    Ok(Value, Option<usize>),
    /// The error kind and its offset.
    Err(ErrorKind, usize),
}

fn ok(v: Value) -> Want {
    Want::Ok(v, None)
}

fn ok_at(v: Value, used: usize) -> Want {
    Want::Ok(v, Some(used))
}

fn err(kind: ErrorKind, offset: usize) -> Want {
    Want::Err(kind, offset)
}

/// Runs one row through `parse_value`, `skip_value` and (for objects) `parse_object`.
fn check(input: &[u8], want: &Want) {
    let shown = String::from_utf8_lossy(input);
    let got = parse_value(input);
    let mut cur = Cursor::new(input);
    cur.skip_ws();
    let skipped = cur.skip_value().map(|()| cur.pos());
    match want {
        Want::Ok(value, used) => {
            let used = used.unwrap_or(input.len());
            assert_eq!(got, Ok((value.clone(), used)), "parse_value {shown:?}");
            assert_eq!(skipped, Ok(used), "skip_value {shown:?}");
            if let Value::Object(map) = value {
                assert_eq!(
                    parse_object(input),
                    Ok((map.clone(), used)),
                    "parse_object {shown:?}"
                );
            }
        }
        Want::Err(kind, offset) => {
            let got = got.map(|(v, _)| v).map_err(|e| (e.kind, e.offset));
            assert_eq!(got, Err((*kind, *offset)), "parse_value {shown:?}");
            let skipped = skipped.map_err(|e| (e.kind, e.offset));
            assert_eq!(skipped, Err((*kind, *offset)), "skip_value {shown:?}");
            if input.first() == Some(&b'{') {
                let got = parse_object(input).map_err(|e| (e.kind, e.offset));
                assert_eq!(
                    got.map(|_| ()),
                    Err((*kind, *offset)),
                    "parse_object {shown:?}"
                );
            }
        }
    }
}

fn run(table: Vec<(&[u8], Want)>) {
    for (input, want) in &table {
        check(input, want);
    }
}

fn a1() -> Value {
    obj(vec![("a", int(1))])
}

#[test]
fn keys() {
    run(vec![
        (b"{a:1}", ok(a1())),
        (b"{_a$9:1}", ok(obj(vec![("_a$9", int(1))]))),
        (b"{$:1,_:2}", ok(obj(vec![("$", int(1)), ("_", int(2))]))),
        (b"{\"a b\":1}", ok(obj(vec![("a b", int(1))]))),
        (b"{'a':1}", ok(a1())),
        (b"{`a`:1}", ok(a1())),
        (b"{\"\"\"a\"b\"\"\":1}", ok(obj(vec![("a\"b", int(1))]))),
        (b"{\"\":1}", ok(obj(vec![("", int(1))]))),
        (b"{\"a\\nb\":1}", ok(obj(vec![("a\nb", int(1))]))),
        (b"{'\\u0041':1}", ok(obj(vec![("A", int(1))]))),
        (b"{a :1}", ok(a1())),
        (b"{ a : 1 }", ok(a1())),
        (b"{\ta\r\n:\n1\r}", ok(a1())),
        (b"{1a:1}", err(ExpectedKey, 1)),
        (b"{-a:1}", err(ExpectedKey, 1)),
        (b"{a-b:1}", err(ExpectedColon, 2)),
        (b"{a b:1}", err(ExpectedColon, 3)),
        (b"{a}", err(ExpectedColon, 2)),
        (b"{a", err(UnexpectedEnd, 2)),
        (b"{a:", err(UnexpectedEnd, 3)),
        (b"{\"a\"1}", err(ExpectedColon, 4)),
        ("{é:1}".as_bytes(), err(ExpectedKey, 1)),
        (b"{true:1}", ok(obj(vec![("true", int(1))]))),
        (
            b"{class:\"X\",id:1}",
            ok(obj(vec![("class", s("X")), ("id", int(1))])),
        ),
        // Form feed is not whitespace in this grammar.
        (b"{\x0ca:1}", err(ExpectedKey, 1)),
    ]);
}

#[test]
fn literals() {
    run(vec![
        (b"true", ok(Value::Bool(true))),
        (b"false", ok(Value::Bool(false))),
        (b"null", ok(Value::Null)),
        (
            b"{a:true,b:false,c:null}",
            ok(obj(vec![
                ("a", Value::Bool(true)),
                ("b", Value::Bool(false)),
                ("c", Value::Null),
            ])),
        ),
        (b"{a:tru}", err(ExpectedValue, 3)),
        (b"{a:tru", err(UnexpectedEnd, 6)),
        (b"{a:nul", err(UnexpectedEnd, 6)),
        (b"{a:True}", err(ExpectedValue, 3)),
        (b"{a:undefined}", err(ExpectedValue, 3)),
        (b"{a:NaN}", err(ExpectedValue, 3)),
        (b"{a:Infinity}", err(ExpectedValue, 3)),
        (b"{a:truex}", err(UnexpectedByte(b'x'), 7)),
        (b"{a:b}", err(ExpectedValue, 3)),
        (b"{a:{placeholder}}", err(ExpectedColon, 15)),
        (b"{a:}", err(ExpectedValue, 3)),
        // A literal consumed as a whole value stops before what follows.
        (b"nullx", ok_at(Value::Null, 4)),
    ]);
}

#[test]
fn numbers() {
    run(vec![
        (b"0", ok(int(0))),
        (b"-0", ok(int(0))),
        (b"007", ok(int(7))),
        (b"-12", ok(int(-12))),
        (b"9223372036854775807", ok(int(i64::MAX))),
        (b"-9223372036854775808", ok(int(i64::MIN))),
        (b"9223372036854775808", ok(big("9223372036854775808"))),
        (b"-9223372036854775809", ok(big("-9223372036854775809"))),
        (b"00009223372036854775807", ok(int(i64::MAX))),
        (
            b"123456789012345678901234567890",
            ok(big("123456789012345678901234567890")),
        ),
        (b"1.", ok(float(1.0))),
        (b"1.5", ok(float(1.5))),
        (b"-1.5", ok(float(-1.5))),
        (b"1.0", ok(float(1.0))),
        (b"1e5", ok(float(1e5))),
        (b"1E5", ok(float(1e5))),
        (b"1e-5", ok(float(1e-5))),
        (b"1.5e-3", ok(float(1.5e-3))),
        (b"1.e2", ok(float(100.0))),
        (b"0.30000000000000004", ok(float(0.30000000000000004))),
        (b"1e-400", ok(float(0.0))),
        (b"9223372036854775808.0", ok(float(9223372036854775808.0))),
        (b"1e400", err(NumberOutOfRange, 0)),
        (b"{a:-1e400}", err(NumberOutOfRange, 3)),
        (b"+1", err(ExpectedValue, 0)),
        (b"{a:+1}", err(ExpectedValue, 3)),
        (b".5", err(ExpectedValue, 0)),
        (b"{a:.5}", err(ExpectedValue, 3)),
        (b"-", err(UnexpectedEnd, 1)),
        (b"{a:-}", err(BadNumber, 4)),
        (b"{a:-a}", err(BadNumber, 4)),
        (b"{a:- 1}", err(BadNumber, 4)),
        (b"{a:1e}", err(BadNumber, 5)),
        (b"{a:1e", err(UnexpectedEnd, 5)),
        (b"{a:1e+5}", err(BadNumber, 5)),
        (b"{a:1e-}", err(BadNumber, 6)),
        (b"{a:1.5.3}", err(UnexpectedByte(b'.'), 6)),
        (b"{a:0x10}", err(UnexpectedByte(b'x'), 4)),
        (b"{a:1_000}", err(UnexpectedByte(b'_'), 4)),
        (b"{a:-.5}", err(BadNumber, 4)),
        (
            b"{a:1700000000000,b:100.0}",
            ok(obj(vec![
                ("a", int(1_700_000_000_000)),
                ("b", float(100.0)),
            ])),
        ),
        // A number consumed as a whole value stops at the first byte that cannot continue it.
        (b"12ab", ok_at(int(12), 2)),
    ]);
}

/// Every escape, in every quote form, in the middle of a string.
#[test]
fn escapes_in_every_quote_form() {
    let escapes: &[(&str, &str)] = &[
        ("\\n", "\n"),
        ("\\t", "\t"),
        ("\\r", "\r"),
        ("\\f", "\u{c}"),
        ("\\b", "\u{8}"),
        ("\\\\", "\\"),
        ("\\/", "/"),
        ("\\\"", "\""),
        ("\\'", "'"),
        ("\\`", "`"),
        ("\\}", "}"),
        ("\\a", "a"),
        ("\\u", "u\u{0}"), // placeholder, replaced below: `\u` alone is an error
        ("\\u0041", "A"),
        ("\\u00e9", "é"),
        ("\\u00E9", "é"),
        ("\\u20ac", "€"),
        ("\\u0000", "\u{0}"),
        ("\\ud83d\\ude00", "😀"),
        ("\\uD83D\\uDE00", "😀"),
        ("\\ud800", "\u{FFFD}"),
        ("\\udc00", "\u{FFFD}"),
        ("\\ude00\\ud83d", "\u{FFFD}\u{FFFD}"),
        ("\\ud800x", "\u{FFFD}x"),
        ("\\ud800\\u0041", "\u{FFFD}A"),
        ("\\ud800\\ud800\\udc00", "\u{FFFD}\u{10000}"),
        ("\\é", "é"),
        ("\\\n", "\n"),
    ];
    let forms: &[(&str, &str)] = &[("\"", "\""), ("'", "'"), ("`", "`"), ("\"\"\"", "\"\"\"")];
    assert_eq!(LONE_SURROGATE, '\u{FFFD}');
    for (open, close) in forms {
        for (written, meant) in escapes {
            let input = format!("{{k:{open}a{written}b{close}}}");
            if *written == "\\u" {
                check(input.as_bytes(), &err(BadEscape, 4 + open.len()));
                continue;
            }
            let want = obj(vec![("k", s(&format!("a{meant}b")))]);
            check(input.as_bytes(), &ok(want));
            // The same escape at the very start and end of the text, and in a key.
            let input = format!("{{{open}{written}{close}:{open}{written}{close}}}");
            check(input.as_bytes(), &ok(obj(vec![(meant, s(meant))])));
        }
    }
}

#[test]
fn strings() {
    run(vec![
        (b"\"\"", ok(s(""))),
        (b"''", ok(s(""))),
        (b"``", ok(s(""))),
        (b"\"\"\"\"\"\"", ok(s(""))),
        (b"\"abc\"", ok(s("abc"))),
        (b"'say \"hi\"'", ok(s("say \"hi\""))),
        (b"\"it's\"", ok(s("it's"))),
        (b"`a 'b' \"c\"`", ok(s("a 'b' \"c\""))),
        (b"\"\"\"a \"quoted\" b\"\"\"", ok(s("a \"quoted\" b"))),
        (b"\"\"\"a\"\"b\"\"\"", ok(s("a\"\"b"))),
        (b"\"\"\"line1\nline2\n\"\"\"", ok(s("line1\nline2\n"))),
        // An escaped quote does not count towards the closing `"""`.
        (b"\"\"\"a\\\"\"\"\"\"\"", ok_at(s("a\""), 9)),
        (b"\"\"\"a\\\"\"\"\"", ok(s("a\""))),
        (b"\"\"\"{\"a\":1}\"\"\"", ok(s("{\"a\":1}"))),
        // A triple-quoted string ends at the first `"""`; the fourth quote is left over.
        (b"\"\"\"a\"\"\"\"", ok_at(s("a"), 7)),
        (b"{k:\"\"\"a\"\"\"\"}", err(UnexpectedByte(b'"'), 10)),
        // `""` then `"` is an empty string followed by text, not a triple quote... unless the
        // third quote is there: `"""` always opens a triple-quoted string.
        (b"{a:\"\",b:''}", ok(obj(vec![("a", s("")), ("b", s(""))]))),
        (b"{a:\"\"\"}", err(UnterminatedString, 3)),
        // Raw control characters, newlines and tabs are kept.
        (b"\"a\x01\tb\nc\rd\x7f\"", ok(s("a\u{1}\tb\nc\rd\u{7f}"))),
        (b"'a\x00b'", ok(s("a\u{0}b"))),
        // Non-ASCII text.
        ("\"héllo € 😀 日本\"".as_bytes(), ok(s("héllo € 😀 日本"))),
        ("`é\\né`".as_bytes(), ok(s("é\né"))),
        // Errors.
        (b"\"abc", err(UnterminatedString, 0)),
        (b"{a:\"abc", err(UnterminatedString, 3)),
        (b"{a:'abc\"}", err(UnterminatedString, 3)),
        (b"{a:\"abc\\", err(UnterminatedString, 3)),
        (b"{a:\"abc\\\"}", err(UnterminatedString, 3)),
        (b"{a:\"\\u12\"}", err(BadEscape, 4)),
        (b"{a:\"\\u12", err(BadEscape, 4)),
        (b"{a:\"\\uZZZZ\"}", err(BadEscape, 4)),
        (b"{a:\"\\u+123\"}", err(BadEscape, 4)),
        (b"{a:\"\\ud800\\uZZZZ\"}", err(BadEscape, 10)),
        (b"{a:\"x\xffy\"}", err(InvalidUtf8, 5)),
        (b"{a:\"\xc3\"}", err(InvalidUtf8, 4)),
        (b"{a:\"\xc0\x80\"}", err(InvalidUtf8, 4)),
        (b"{a:\"\xed\xa0\x80\"}", err(InvalidUtf8, 4)),
        (b"{a:'ok\\n\xff'}", err(InvalidUtf8, 8)),
        (b"{a:\"\"\"x\xfe\"\"\"}", err(InvalidUtf8, 7)),
        (b"{\"\xff\":1}", err(InvalidUtf8, 2)),
        (b"{a:1,\xc3\xa9:2}", err(ExpectedKey, 5)),
        (b"{a:\xc3\xa9}", err(ExpectedValue, 3)),
    ]);
}

#[test]
fn commas() {
    run(vec![
        (b"{}", ok(obj(vec![]))),
        (b"{ \n }", ok(obj(vec![]))),
        (b"{a:1,}", ok(a1())),
        (b"{a:1 , }", ok(a1())),
        (b"{a:1,,}", ok(a1())),
        (b"{a:1,,b:2}", ok(obj(vec![("a", int(1)), ("b", int(2))]))),
        (
            b"{a:1, , ,b:2,}",
            ok(obj(vec![("a", int(1)), ("b", int(2))])),
        ),
        (b"{,}", err(ExpectedKey, 1)),
        (b"{,a:1}", err(ExpectedKey, 1)),
        (b"{a:1 b:2}", err(UnexpectedByte(b'b'), 5)),
        (b"{a:1;b:2}", err(UnexpectedByte(b';'), 4)),
        (b"{a:1,", err(UnexpectedEnd, 5)),
        (b"{a:1", err(UnexpectedEnd, 4)),
        (b"[]", ok(arr(vec![]))),
        (b"[ \t]", ok(arr(vec![]))),
        (b"[1,2]", ok(arr(vec![int(1), int(2)]))),
        (b"[ 1 ,\n2 ]", ok(arr(vec![int(1), int(2)]))),
        (b"[1,]", err(ExpectedValue, 3)),
        (b"[1, ]", err(ExpectedValue, 4)),
        (b"[,1]", err(ExpectedValue, 1)),
        (b"[1,,2]", err(ExpectedValue, 3)),
        (b"[1 2]", err(UnexpectedByte(b'2'), 3)),
        (b"[1", err(UnexpectedEnd, 2)),
        (b"[1}", err(UnexpectedByte(b'}'), 2)),
        (b"{a:[1}", err(UnexpectedByte(b'}'), 5)),
        (b"{a:1]", err(UnexpectedByte(b']'), 4)),
        (
            b"[{},[],'x',{a:[{}]}]",
            ok(arr(vec![
                obj(vec![]),
                arr(vec![]),
                s("x"),
                obj(vec![("a", arr(vec![obj(vec![])]))]),
            ])),
        ),
    ]);
}

#[test]
fn comments() {
    let ab = || obj(vec![("a", int(1)), ("b", int(2))]);
    run(vec![
        (b"{ // c\n a:1}", ok(a1())),
        (b"{// c\na:1}", ok(a1())),
        (b"{a:1 // c\n}", ok(a1())),
        (b"{a:1// c\r}", ok(a1())),
        (b"{a:1 // c\r\n}", ok(a1())),
        (b"{a:1, // c\n b:2}", ok(ab())),
        (b"{a:1 // c\n , b:2}", ok(ab())),
        (b"{a:1, // c1\n // c2\n\n b:2}", ok(ab())),
        (b"{a:1,, // c\n b:2}", ok(ab())),
        (b"{a:1 // c {b:2}\n}", ok(a1())),
        (b"{a:1 //\n}", ok(a1())),
        (
            b"{a:{b:2 // c\n} // d\n}",
            ok(obj(vec![("a", obj(vec![("b", int(2))]))])),
        ),
        // Not where the grammar's `skip` is: after a trailing comma, in an empty object,
        // between key and value, in arrays, at the start of a value.
        (b"{a:1, // c\n}", err(ExpectedKey, 11)),
        (b"{a:1, // c\n, b:2}", err(ExpectedKey, 11)),
        (b"{ // c\n}", err(ExpectedKey, 7)),
        (b"{a//c\n:1}", err(ExpectedColon, 2)),
        (b"{a: // c\n 1}", err(ExpectedValue, 4)),
        (b"[1 // c\n]", err(UnexpectedByte(b'/'), 3)),
        (b"[ // c\n 1]", err(ExpectedValue, 2)),
        (b"[1, // c\n 2]", err(ExpectedValue, 4)),
        // Only `//` comments; a comment swallows the rest of its line.
        (b"{a:1 /* c */}", err(UnexpectedByte(b'/'), 5)),
        (b"{a:1 / c\n}", err(UnexpectedByte(b'/'), 5)),
        (b"{a:1 // c}", err(UnexpectedEnd, 10)),
        (b"{/", err(UnexpectedByte(b'/'), 1)),
    ]);
}

#[test]
fn text_after_the_value_is_ignored() {
    run(vec![
        (b"{a:1});", ok_at(a1(), 5)),
        (b"{a:1}) // note", ok_at(a1(), 5)),
        (b"{a:1})p({b:2})", ok_at(a1(), 5)),
        (b"{a:1}garbage \xff", ok_at(a1(), 5)),
        (b"  {a:1} ", ok_at(a1(), 7)),
        (b"\r\n\t{a:1}", ok(a1())),
        (b"[1]]", ok_at(arr(vec![int(1)]), 3)),
    ]);
}

#[test]
fn duplicate_keys_last_wins_first_position_kept() {
    let want = Value::Object(Map::from_iter([
        ("a".to_owned(), int(3)),
        ("b".to_owned(), int(2)),
    ]));
    run(vec![
        (b"{a:1,b:2,a:3}", ok(want.clone())),
        (b"{a:1,b:2,'a':3}", ok(want.clone())),
        (b"{\"a\":1,b:2,`a`:3,}", ok(want)),
    ]);
    // Large objects take the sorted duplicate check; the answer must be the same.
    let mut text = String::from("{");
    for i in 0..40 {
        text.push_str(&format!("k{i}:{i},"));
    }
    text.push_str("k7:'x',k39:'y',k0:null}");
    let (map, _) = parse_object(text.as_bytes()).unwrap();
    assert_eq!(map.len(), 40);
    assert_eq!(map.first_key(), Some("k0"));
    assert_eq!(map.get("k0"), Some(&Value::Null));
    assert_eq!(map.get("k7"), Some(&s("x")));
    assert_eq!(map.get("k39"), Some(&s("y")));
    let keys: Vec<&str> = map.iter().map(|(k, _)| k).collect();
    let want: Vec<String> = (0..40).map(|i| format!("k{i}")).collect();
    assert_eq!(keys, want);
}

#[test]
fn top_level_entry_points() {
    let e = |r: Result<_, folio_dialect::Error>| r.map_err(|e| (e.kind, e.offset));
    assert_eq!(e(parse_value(b"  42")), Ok((int(42), 4)));
    assert_eq!(e(parse_value(b"")), Err((UnexpectedEnd, 0)));
    assert_eq!(e(parse_value(b"  ")), Err((UnexpectedEnd, 2)));
    assert_eq!(e(parse_value(b"// c\n1")), Err((ExpectedValue, 0)));

    let o = |t: &[u8]| parse_object(t).map(|_| ()).map_err(|e| (e.kind, e.offset));
    assert_eq!(o(b""), Err((UnexpectedEnd, 0)));
    assert_eq!(o(b" \n "), Err((UnexpectedEnd, 3)));
    assert_eq!(o(b"[1]"), Err((NotAnObject, 0)));
    assert_eq!(o(b"  \"x\""), Err((NotAnObject, 2)));
    assert_eq!(o(b"// c\n{}"), Err((NotAnObject, 0)));

    let doc = |t: &[u8]| parse_document(t).map_err(|e| (e.kind, e.offset));
    assert_eq!(doc(b"// head\n{a:1} // tail\n\n"), Ok(a1()));
    assert_eq!(doc(b"{a:1}"), Ok(a1()));
    assert_eq!(doc(b" [1] "), Ok(arr(vec![int(1)])));
    assert_eq!(doc(b"{a:1} x"), Err((TrailingText, 6)));
    assert_eq!(doc(b"{a:1}{}"), Err((TrailingText, 5)));
    assert_eq!(doc(b"{a:1});"), Err((TrailingText, 5)));
    assert_eq!(doc(b"1 2"), Err((TrailingText, 2)));
    assert_eq!(doc(b""), Err((UnexpectedEnd, 0)));
    assert_eq!(doc(b"// only a comment"), Err((UnexpectedEnd, 17)));
    assert_eq!(doc(b"{a:1} /"), Err((UnexpectedByte(b'/'), 6)));
}

#[test]
fn error_messages_are_short_and_human() {
    let msg = |t: &[u8]| parse_object(t).unwrap_err().to_string();
    assert_eq!(msg(b"{a 1}"), "expected ':' after key at byte 3");
    assert_eq!(msg(b"{a:1;}"), "unexpected ';' at byte 4");
    assert_eq!(
        msg(b"{a:1 }x\x01"[..4].as_ref()),
        "unexpected end of input at byte 4"
    );
    assert_eq!(msg(b"{a:\"\xff\"}"), "invalid UTF-8 in string at byte 4");
    assert_eq!(
        ErrorKind::TooDeep.to_string(),
        "nesting deeper than 256 levels"
    );
    assert_eq!(
        ErrorKind::UnexpectedByte(0).to_string(),
        "unexpected byte 0x00"
    );
}

/// A journal entry in the style a running system writes, and one written by hand.
#[test]
fn realistic_entries() {
    let runtime = br#"{"class":"foam.core.auth.Region",code:"CA-ON",countryId:"CA",name:"Ontario",lastModified:1713916800000,ratio:0.25,tags:["a","b"],alt:"Qu\u00e9bec"}"#;
    let (map, used) = parse_object(runtime).unwrap();
    assert_eq!(used, runtime.len());
    assert_eq!(map.first_key(), Some("class"));
    assert_eq!(map.get("alt"), Some(&s("Québec")));
    assert_eq!(map.get("tags"), Some(&arr(vec![s("a"), s("b")])));
    assert_eq!(map.len(), 8);

    let hand = b"{\n  class: 'foam.core.script.Script',\n  id: \"hello\",\n  // the code\n  code: \"\"\"\n    print(\"hi\");\n  \"\"\",\n  enabled: true,\n}";
    let (map, _) = parse_object(hand).unwrap();
    assert_eq!(map.get("code"), Some(&s("\n    print(\"hi\");\n  ")));
    assert_eq!(map.get("enabled"), Some(&Value::Bool(true)));
}

/// `is_identifier` accepts exactly the keys the grammar reads unquoted, whole.
#[test]
fn identifiers_are_the_unquoted_keys() {
    for key in ["a", "_", "$", "seq", "camelCase", "a1", "$ref_2", "Z"] {
        assert!(folio_dialect::is_identifier(key.as_bytes()), "{key}");
        let text = format!("{{{key}:1}}");
        let mut cur = folio_dialect::Cursor::new(text.as_bytes());
        assert_eq!(cur.enter_object().unwrap().as_deref(), Some(key));
    }
    for key in ["", "1a", "a-b", "a b", "é", "a.b", "\"a\"", "a:"] {
        assert!(!folio_dialect::is_identifier(key.as_bytes()), "{key}");
    }
}
