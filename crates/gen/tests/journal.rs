//! The generated journal, checked from the outside: shape, determinism, proportions, and that
//! the summary tells the truth.

use std::collections::{HashMap, HashSet};

use folio_gen::{
    generate, GenOptions, GenSummary, Mix, BENCHMARK_MODELS_JSON, CREATE_KEYS, UNKNOWN_KEYS,
};
use serde_json::Value;

fn gen(entries: u64, seed: u64, mix: Mix) -> (Vec<u8>, GenSummary) {
    let mut out = Vec::new();
    let summary = generate(&GenOptions { entries, seed, mix }, &mut out).unwrap();
    (out, summary)
}

fn lines(journal: &[u8]) -> Vec<&str> {
    let text = std::str::from_utf8(journal).unwrap();
    assert!(text.ends_with('\n'));
    text[..text.len() - 1].split('\n').collect()
}

/// A value of the lenient grammar, as far as the generator uses it.
#[derive(Debug, Clone, PartialEq)]
enum V {
    Str(String),
    Int(u64),
    /// A number with a fraction, kept as written.
    Dec(String),
    Bool(bool),
    Arr(Vec<V>),
    Obj(Vec<(String, V)>),
}

/// A strict little parser of what the generator may write: unquoted identifier keys,
/// `"`-strings with no escapes, unsigned numbers, booleans, arrays, objects; nothing else.
struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn peek(&self) -> u8 {
        *self.s.get(self.i).unwrap_or(&0)
    }
    fn eat(&mut self, b: u8) {
        assert_eq!(
            self.peek() as char,
            b as char,
            "at {} in {:?}",
            self.i,
            self.text()
        );
        self.i += 1;
    }
    fn text(&self) -> &str {
        std::str::from_utf8(self.s).unwrap()
    }
    fn object(&mut self) -> Vec<(String, V)> {
        self.eat(b'{');
        let mut members = Vec::new();
        loop {
            let start = self.i;
            while matches!(self.peek(), b'A'..=b'Z' | b'a'..=b'z' | b'_' | b'$')
                || (self.i > start && self.peek().is_ascii_digit())
            {
                self.i += 1;
            }
            assert!(
                self.i > start,
                "expected a key at {} in {:?}",
                self.i,
                self.text()
            );
            let key = std::str::from_utf8(&self.s[start..self.i])
                .unwrap()
                .to_string();
            self.eat(b':');
            members.push((key, self.value()));
            match self.peek() {
                b',' => self.i += 1,
                b'}' => {
                    self.i += 1;
                    return members;
                }
                other => panic!(
                    "unexpected {:?} at {} in {:?}",
                    other as char,
                    self.i,
                    self.text()
                ),
            }
        }
    }
    fn value(&mut self) -> V {
        match self.peek() {
            b'"' => {
                self.i += 1;
                let start = self.i;
                while self.peek() != b'"' {
                    assert!((0x20..0x7f).contains(&self.peek()) && self.peek() != b'\\');
                    self.i += 1;
                }
                self.i += 1;
                V::Str(
                    std::str::from_utf8(&self.s[start..self.i - 1])
                        .unwrap()
                        .to_string(),
                )
            }
            b'{' => V::Obj(self.object()),
            b'[' => {
                self.i += 1;
                let mut items = vec![self.value()];
                while self.peek() == b',' {
                    self.i += 1;
                    items.push(self.value());
                }
                self.eat(b']');
                V::Arr(items)
            }
            b't' | b'f' => {
                let word: &[u8] = if self.peek() == b't' {
                    b"true"
                } else {
                    b"false"
                };
                assert_eq!(&self.s[self.i..self.i + word.len()], word);
                self.i += word.len();
                V::Bool(word == b"true")
            }
            b'0'..=b'9' => {
                let start = self.i;
                while self.peek().is_ascii_digit() {
                    self.i += 1;
                }
                if self.peek() != b'.' {
                    let text = std::str::from_utf8(&self.s[start..self.i]).unwrap();
                    assert!(
                        text == "0" || !text.starts_with('0'),
                        "leading zero: {text}"
                    );
                    return V::Int(text.parse().unwrap());
                }
                self.i += 1;
                let frac = self.i;
                while self.peek().is_ascii_digit() {
                    self.i += 1;
                }
                assert!(self.i > frac, "no digits after the point");
                V::Dec(
                    std::str::from_utf8(&self.s[start..self.i])
                        .unwrap()
                        .to_string(),
                )
            }
            other => panic!(
                "unexpected {:?} at {} in {:?}",
                other as char,
                self.i,
                self.text()
            ),
        }
    }
}

/// Parses one data line `X({...})` into its op and members, checking it is well formed.
fn entry(line: &str) -> (char, Vec<(String, V)>) {
    assert!(line.is_ascii(), "{line:?}");
    assert!(line.ends_with("})"), "{line:?}");
    let op = line.as_bytes()[0] as char;
    assert!(matches!(op, 'c' | 'p' | 'r'), "{line:?}");
    let body = &line.as_bytes()[2..line.len() - 1];
    let mut parser = Parser { s: body, i: 0 };
    let members = parser.object();
    assert_eq!(parser.i, body.len(), "text after the object: {line:?}");
    let keys: HashSet<&str> = members.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(keys.len(), members.len(), "duplicate key: {line:?}");
    assert_eq!(members[0].0, "seq", "{line:?}");
    (op, members)
}

fn seq_of(members: &[(String, V)]) -> u64 {
    match members[0].1 {
        V::Int(seq) => seq,
        ref other => panic!("seq is {other:?}"),
    }
}

/// The benchmark model as (key written -> (property name, type)).
fn model_keys() -> HashMap<String, (String, String)> {
    let doc: Value = serde_json::from_str(BENCHMARK_MODELS_JSON).unwrap();
    let model = &doc["models"][0];
    assert_eq!(model["class"], "foam.dao.test.BenchmarkModel");
    let mut keys = HashMap::new();
    for p in model["properties"].as_array().unwrap() {
        let name = p["name"].as_str().unwrap().to_string();
        let ty = p["type"].as_str().unwrap().to_string();
        let key = p
            .get("shortName")
            .and_then(Value::as_str)
            .unwrap_or(&name)
            .to_string();
        keys.insert(key, (name, ty));
    }
    keys
}

#[test]
fn header_is_a_version_record_then_a_comment() {
    for mix in [Mix::Create, Mix::Mixed] {
        let (out, summary) = gen(3, 1, mix);
        let lines = lines(&out);
        assert_eq!(lines.len(), 5);
        assert_eq!(lines[0], r#"v({"version":""})"#);
        assert!(lines[1].starts_with("// "), "{:?}", lines[1]);
        assert_eq!(summary.entries, 3);
    }
    let (out, summary) = gen(0, 1, Mix::Mixed);
    assert_eq!(lines(&out).len(), 2);
    assert_eq!(
        summary,
        GenSummary {
            bytes: out.len() as u64,
            ..GenSummary::default()
        }
    );
}

#[test]
fn same_seed_same_bytes_other_seed_other_bytes() {
    for mix in [Mix::Create, Mix::Mixed] {
        let (a, sa) = gen(2_000, 7, mix);
        let (b, sb) = gen(2_000, 7, mix);
        let (c, _) = gen(2_000, 8, mix);
        assert_eq!(a, b);
        assert_eq!(sa, sb);
        assert_ne!(a, c);
        // The data lines differ, not just the comment that names the seed.
        assert_ne!(lines(&a)[2..], lines(&c)[2..]);
    }
    // A prefix property: fewer entries give a prefix of the data lines.
    let (long, _) = gen(500, 3, Mix::Mixed);
    let (short, _) = gen(200, 3, Mix::Mixed);
    assert_eq!(lines(&long)[2..202], lines(&short)[2..]);
}

/// Pins the exact bytes for one seed, so that a change to the output (a new dependency
/// version, a refactor) is noticed: the journal is meant to be byte-stable. If the format is
/// changed on purpose, update the hash and say so in the commit.
#[test]
fn output_is_byte_stable() {
    fn fnv1a(bytes: &[u8]) -> u64 {
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    }
    let (create, _) = gen(1_000, 42, Mix::Create);
    let (mixed, _) = gen(1_000, 42, Mix::Mixed);
    assert_eq!(
        (fnv1a(&create), fnv1a(&mixed)),
        (8_591_908_941_278_249_819, 17_080_723_308_300_121_524)
    );
}

#[test]
fn a_create_entry_has_57_keys_the_model_and_8_unknown() {
    let model = model_keys();
    assert_eq!(model.len(), 49);
    let (out, _) = gen(50, 5, Mix::Create);
    for (n, line) in lines(&out)[2..].iter().enumerate() {
        let (op, members) = entry(line);
        assert_eq!(op, 'c');
        assert_eq!(seq_of(&members), n as u64 + 1, "creates are numbered 1..N");
        let keys: Vec<&str> = members.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(keys.len(), 57);
        assert_eq!(keys, CREATE_KEYS);
        let unknown: Vec<&str> = keys
            .iter()
            .copied()
            .filter(|k| !model.contains_key(*k))
            .collect();
        assert_eq!(unknown, UNKNOWN_KEYS);
        // Every property appears once, under its short name where it has one.
        let props: HashSet<&str> = keys
            .iter()
            .filter_map(|k| model.get(*k))
            .map(|(name, _)| name.as_str())
            .collect();
        assert_eq!(props.len(), 49);

        for (key, value) in &members {
            let Some((name, ty)) = model.get(key) else {
                continue;
            };
            check_value(name, ty, value, line);
        }
        let ad = members.iter().find(|(k, _)| k == "ad").unwrap();
        assert_eq!(ad.1, V::Str("{}".into()), "extraData holds the text {{}}");
    }
}

/// A value has the runtime shape for its property type.
fn check_value(name: &str, ty: &str, value: &V, line: &str) {
    match (ty, value) {
        ("String", V::Str(_)) | ("Boolean", V::Bool(_)) => {}
        ("Long" | "Int", V::Int(_)) => {}
        ("Date" | "DateTime", V::Int(ms)) => {
            assert!(
                (1_690_000_000_000..1_800_000_000_000).contains(ms),
                "{name}={ms}"
            )
        }
        ("Enum", V::Int(ordinal)) => assert!(*ordinal < 5, "{name}={ordinal}"),
        ("Reference", V::Int(_)) => assert_eq!(name, "createdBy"),
        ("Double", V::Dec(text)) => {
            // Java's Double.toString: plain decimal, at least one fraction digit, and it must
            // be the shortest text that reads back as the same double (what ryu prints).
            let v: f64 = text.parse().unwrap();
            assert!((1e-3..1e7).contains(&v), "{name}={text}");
            assert_eq!(ryu::Buffer::new().format(v), text, "{name}");
        }
        ("StringArray", V::Arr(items)) => {
            assert_eq!(items.len(), 2, "{name}");
            assert!(items.iter().all(|i| matches!(i, V::Str(_))), "{name}");
        }
        _ => panic!("{name} ({ty}) = {value:?} in {line}"),
    }
}

#[test]
fn doubles_come_in_both_java_shapes() {
    let (out, _) = gen(2_000, 11, Mix::Create);
    let text = std::str::from_utf8(&out).unwrap();
    assert!(text.contains(".0,"), "an integral double like 100.0");
    let long = text
        .split([',', ':'])
        .filter(|t| t.contains('.') && t.len() >= 17)
        .count();
    assert!(long > 100, "doubles like 0.30000000000000004: {long}");
    assert!(text.contains("ab:0.30000000000000004,"));
}

#[test]
fn entries_are_single_line_ascii_and_well_formed() {
    let model = model_keys();
    for mix in [Mix::Create, Mix::Mixed] {
        let (out, _) = gen(3_000, 99, mix);
        assert!(out.is_ascii());
        assert!(!out.contains(&b'\r'));
        for line in &lines(&out)[2..] {
            let (op, members) = entry(line);
            match op {
                'r' => assert_eq!(members.len(), 1, "{line}"),
                'p' => {
                    assert!((3..=6).contains(&members.len()), "{line}");
                    for (key, value) in &members {
                        let (name, ty) = &model[key];
                        check_value(name, ty, value, line);
                    }
                }
                _ => assert_eq!(members.len(), 57),
            }
        }
    }
}

#[test]
fn mixed_proportions_are_near_75_20_5() {
    let (_, s) = gen(100_000, 2024, Mix::Mixed);
    let pct = |n: u64| n as f64 * 100.0 / s.entries as f64;
    assert!((pct(s.puts) - 20.0).abs() < 1.0, "{s:?}");
    assert!((pct(s.removes) - 5.0).abs() < 0.5, "{s:?}");
    assert!((pct(s.creates) - 75.0).abs() < 1.0, "{s:?}");
    let (_, c) = gen(10_000, 2024, Mix::Create);
    assert_eq!(
        (c.creates, c.puts, c.removes, c.live_objects),
        (10_000, 0, 0, 10_000)
    );
}

#[test]
fn summary_matches_a_replay_of_the_output() {
    for (mix, seed) in [(Mix::Create, 1), (Mix::Mixed, 1), (Mix::Mixed, 77)] {
        let (out, summary) = gen(20_000, seed, mix);
        let mut live = HashSet::new();
        let mut removed = HashSet::new();
        let mut counted = GenSummary {
            bytes: out.len() as u64,
            ..GenSummary::default()
        };
        for line in &lines(&out)[2..] {
            let (op, members) = entry(line);
            let seq = seq_of(&members);
            counted.entries += 1;
            match op {
                'c' => {
                    counted.creates += 1;
                    assert_eq!(seq, counted.creates);
                    assert!(live.insert(seq));
                }
                'p' => {
                    counted.puts += 1;
                    assert!(live.contains(&seq), "put to an id that is not live: {line}");
                }
                _ => {
                    counted.removes += 1;
                    assert!(
                        live.remove(&seq),
                        "remove of an id that is not live: {line}"
                    );
                    assert!(removed.insert(seq));
                }
            }
        }
        counted.live_objects = live.len() as u64;
        assert_eq!(counted, summary, "{mix:?}");
    }
}

#[test]
fn entries_average_about_a_kilobyte() {
    let (out, s) = gen(20_000, 42, Mix::Create);
    let per_entry = s.bytes / s.entries;
    assert!(
        (850..=1_000).contains(&per_entry),
        "{per_entry} bytes per entry"
    );
    assert_eq!(s.bytes, out.len() as u64);
}

/// crates/gen/models/benchmark-models.json carries the registry's definitions unchanged.
#[test]
fn benchmark_models_match_the_foam_registry() {
    let registry_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../testdata/models/foam-models.json"
    );
    let registry: Value =
        serde_json::from_str(&std::fs::read_to_string(registry_path).unwrap()).unwrap();
    let ours: Value = serde_json::from_str(BENCHMARK_MODELS_JSON).unwrap();
    let find = |doc: &Value, list: &str, class: &str| -> Value {
        let found: Vec<&Value> = doc[list]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["class"] == class)
            .collect();
        assert_eq!(found.len(), 1, "{class} in {list}");
        found[0].clone()
    };
    for (list, class) in [
        ("models", "foam.dao.test.BenchmarkModel"),
        ("enums", "foam.core.auth.LifecycleState"),
    ] {
        assert_eq!(
            find(&ours, list, class),
            find(&registry, list, class),
            "{class}"
        );
        assert_eq!(ours[list].as_array().unwrap().len(), 1);
    }
    assert_eq!(
        ours["daos"],
        serde_json::json!({"benchmark": "foam.dao.test.BenchmarkModel"})
    );
}
