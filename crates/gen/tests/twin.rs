//! The strict-JSON twin: the same journal bytes with or without it, the same lines in the same
//! order, every entry body strict JSON under canonical names with the journal's values.

use folio_gen::{generate, generate_with_twin, GenOptions, Mix, SHORT_NAMES};
use serde_json::{Map, Value};

/// The journal body's keys quoted by hand: generated keys are bare identifiers and no string
/// holds `:` after a `{` or `,`, except the values checked to be strings below.
fn short_keys_as_json(body: &str) -> Map<String, Value> {
    // Parse through the twin's own rules is what is under test, so parse the journal body with
    // a tiny independent quoting of keys: an identifier right after `{` or `,` outside strings.
    let mut out = String::new();
    let mut in_string = false;
    let mut chars = body.chars().peekable();
    let mut after_open = false;
    while let Some(c) = chars.next() {
        if in_string {
            out.push(c);
            if c == '\\' {
                out.push(chars.next().unwrap());
            } else if c == '"' {
                in_string = false;
            }
            continue;
        }
        if after_open && (c.is_ascii_alphabetic() || c == '_') {
            out.push('"');
            out.push(c);
            while let Some(&n) = chars.peek() {
                if n.is_ascii_alphanumeric() || n == '_' {
                    out.push(n);
                    chars.next();
                } else {
                    break;
                }
            }
            out.push('"');
            after_open = false;
            continue;
        }
        after_open = c == '{' || c == ',';
        in_string = c == '"';
        out.push(c);
    }
    serde_json::from_str(&out).unwrap()
}

#[test]
fn the_twin_holds_the_journals_entries_in_strict_json() {
    for mix in [Mix::Create, Mix::Mixed] {
        let opts = GenOptions {
            entries: 500,
            seed: 3,
            mix,
        };
        let mut alone = Vec::new();
        generate(&opts, &mut alone).unwrap();
        let (mut journal, mut twin) = (Vec::new(), Vec::new());
        let summary = generate_with_twin(&opts, &mut journal, &mut twin).unwrap();
        assert_eq!(journal, alone, "the twin does not change the journal");
        assert_eq!(summary.bytes, journal.len() as u64);

        let journal = String::from_utf8(journal).unwrap();
        let twin = String::from_utf8(twin).unwrap();
        assert_eq!(journal.lines().count(), twin.lines().count());
        let mut entries = 0;
        for (j, t) in journal.lines().zip(twin.lines()) {
            if !matches!(&j[..2], "c(" | "p(" | "r(") {
                assert_eq!(j, t, "non-entry lines are copied");
                continue;
            }
            entries += 1;
            assert_eq!(j[..2], t[..2]);
            assert!(t.ends_with(')'));
            let strict: Map<String, Value> = serde_json::from_str(&t[2..t.len() - 1])
                .unwrap_or_else(|e| panic!("not strict JSON ({e}): {t}"));
            let loose = short_keys_as_json(&j[2..j.len() - 1]);
            assert_eq!(strict.len(), loose.len(), "{t}");
            for (key, value) in &loose {
                let full = folio_gen::canonical(key);
                assert_eq!(strict.get(full), Some(value), "{key} -> {full} in {t}");
            }
            assert!(strict
                .keys()
                .all(|k| SHORT_NAMES.iter().all(|(short, _)| short != k)));
        }
        assert_eq!(entries, summary.entries);
    }
}
