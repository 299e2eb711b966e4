//! Objects of 200,000 keys, read from text and collected from members, are built in linear
//! time: duplicate keys are found with a hash map past a few hundred keys. With a scan of the
//! earlier keys per key, each of these took far longer than any test run allows.

use folio_dialect::{parse_object, Map, Value};
use std::fmt::Write as _;
use std::time::Instant;

const KEYS: usize = 200_000;

/// A journal body of `KEYS` members; with `dup`, every tenth member repeats the key of the
/// member before it (with a new value).
fn body(dup: bool) -> String {
    let mut s = String::with_capacity(KEYS * 16);
    s.push('{');
    for i in 0..KEYS {
        let key = if dup && i % 10 == 9 { i - 1 } else { i };
        write!(s, "k{key}:{i},").unwrap();
    }
    s.push('}');
    s
}

fn check(map: &Map, dup: bool) {
    let distinct = if dup { KEYS - KEYS / 10 } else { KEYS };
    assert_eq!(map.len(), distinct);
    assert_eq!(map.first_key(), Some("k0"));
    // A repeated key keeps its first position and its last value.
    let (k, v) = map.iter().nth(8).unwrap();
    assert_eq!(k, "k8");
    assert_eq!(v, &Value::Int(if dup { 9 } else { 8 }));
    let near_end = KEYS as i64 - 2;
    assert_eq!(
        map.get(&format!("k{near_end}")),
        Some(&Value::Int(if dup { near_end + 1 } else { near_end }))
    );
}

#[test]
fn many_keys_parsed() {
    for dup in [false, true] {
        let body = body(dup);
        let started = Instant::now();
        let (map, used) = parse_object(body.as_bytes()).unwrap();
        eprintln!(
            "parse_object, {KEYS} keys, dup={dup}: {:?}",
            started.elapsed()
        );
        assert_eq!(used, body.len());
        check(&map, dup);
    }
}

#[test]
fn many_keys_collected() {
    for dup in [false, true] {
        let members: Vec<(String, Value)> = (0..KEYS)
            .map(|i| {
                let key = if dup && i % 10 == 9 { i - 1 } else { i };
                (format!("k{key}"), Value::Int(i as i64))
            })
            .collect();
        let started = Instant::now();
        let map: Map = members.into_iter().collect();
        eprintln!("collect, {KEYS} keys, dup={dup}: {:?}", started.elapsed());
        check(&map, dup);
    }
}
