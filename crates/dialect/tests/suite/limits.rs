//! Hostile inputs: deep nesting (fails cleanly, fast, without using the thread's stack) and
//! truncation at every byte (always an error, never a panic).

use std::time::{Duration, Instant};

use folio_dialect::{
    parse_document, parse_object, parse_value, Cursor, ErrorKind, Value, MAX_DEPTH,
};

/// `depth` nested arrays around `1`.
fn nested_arrays(depth: usize) -> Vec<u8> {
    let mut v = vec![b'['; depth];
    v.push(b'1');
    v.extend(std::iter::repeat_n(b']', depth));
    v
}

/// `depth` nested objects `{a:{a:…1…}}`.
fn nested_objects(depth: usize) -> Vec<u8> {
    let mut v = b"{a:".repeat(depth);
    v.push(b'1');
    v.extend(std::iter::repeat_n(b'}', depth));
    v
}

/// The kind and offset of every entry point's error on `input` (which must fail).
fn all_errors(input: &[u8]) -> Vec<(ErrorKind, usize)> {
    let mut cur = Cursor::new(input);
    vec![
        parse_value(input).map(|_| ()).unwrap_err(),
        parse_object(input).map(|_| ()).unwrap_err(),
        parse_document(input).map(|_| ()).unwrap_err(),
        cur.skip_value().unwrap_err(),
    ]
    .into_iter()
    .map(|e| (e.kind, e.offset))
    .collect()
}

#[test]
fn nesting_up_to_the_limit_parses() {
    let (v, _) = parse_value(&nested_arrays(MAX_DEPTH)).unwrap();
    let mut depth = 0;
    let mut cur = &v;
    while let Some(items) = cur.as_array() {
        depth += 1;
        cur = &items[0];
    }
    assert_eq!(depth, MAX_DEPTH);
    let objects = nested_objects(MAX_DEPTH);
    parse_object(&objects).unwrap();
    let mut cur = Cursor::new(&objects);
    cur.skip_value().unwrap();
    assert!(cur.is_at_end());
}

#[test]
fn one_level_too_deep_is_an_error_at_the_bracket() {
    let arrays = nested_arrays(MAX_DEPTH + 1);
    let e = parse_value(&arrays).unwrap_err();
    assert_eq!((e.kind, e.offset), (ErrorKind::TooDeep, MAX_DEPTH));
    let objects = nested_objects(MAX_DEPTH + 1);
    for got in all_errors(&objects) {
        assert_eq!(got, (ErrorKind::TooDeep, 3 * MAX_DEPTH));
    }
    // Empty containers count as a level too.
    let mut empty = b"{a:".repeat(MAX_DEPTH);
    empty.extend_from_slice(b"{}");
    empty.extend(std::iter::repeat_n(b'}', MAX_DEPTH));
    for got in all_errors(&empty) {
        assert_eq!(got, (ErrorKind::TooDeep, 3 * MAX_DEPTH));
    }
}

/// A million `[` or `{a:` fails at the 257th level, quickly, on a thread with a 64 KiB stack:
/// the parser does not recurse.
#[test]
fn a_million_open_brackets_fail_fast_on_a_small_stack() {
    let run = || {
        let arrays = vec![b'['; 1_000_000];
        let objects = b"{a:".repeat(1_000_000);
        let started = Instant::now();
        let a = all_errors(&arrays);
        let o = all_errors(&objects);
        (a, o, started.elapsed())
    };
    let (a, o, took) = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
    // Every entry point stops at the same bracket (parse_object refuses an array at once).
    let deep = (ErrorKind::TooDeep, MAX_DEPTH);
    assert_eq!(a, [deep, (ErrorKind::NotAnObject, 0), deep, deep]);
    assert!(
        o.iter().all(|&e| e == (ErrorKind::TooDeep, 3 * MAX_DEPTH)),
        "{o:?}"
    );
    assert!(took < Duration::from_secs(1), "took {took:?}");
}

/// A sample entry with every feature of the grammar.
const SAMPLE: &[u8] = b"{\n  class: 'foam.core.script.Script', // a comment\n  \"id\": \"x\\u00e9\\ud83d\\ude00\",\n  `tick`: \"\"\"a \"q\" b\"\"\",,\n  n: [-1.5e-3, 0, 9223372036854775808, true, false, null, {}, []],\n  'caf\\u00e9': 'caf\xc3\xa9',\n  o: {k: `v\\n`,},\n}";

#[test]
fn the_sample_parses() {
    let (map, used) = parse_object(SAMPLE).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(used, SAMPLE.len());
    let keys: Vec<&str> = map.iter().map(|(k, _)| k).collect();
    assert_eq!(keys, ["class", "id", "tick", "n", "café", "o"]);
    assert_eq!(map.get("id").and_then(Value::as_str), Some("xé😀"));
    assert_eq!(map.get("tick").and_then(Value::as_str), Some("a \"q\" b"));
    assert_eq!(map.get("café").and_then(Value::as_str), Some("café"));
    assert_eq!(
        map.get("n").and_then(Value::as_array).map(<[Value]>::len),
        Some(8)
    );
}

#[test]
fn truncation_at_every_byte_is_an_error() {
    for cut in 0..SAMPLE.len() {
        let errors = all_errors(&SAMPLE[..cut]);
        for (kind, offset) in &errors {
            assert!(*offset <= cut, "cut {cut}: {kind:?} at {offset}");
        }
        // The tree builder and the skipper agree on every prefix.
        assert_eq!(errors[0], errors[3], "cut {cut}");
    }
}
