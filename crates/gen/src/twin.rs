//! The strict-JSON twin of a generated journal: the same lines, each entry's body strict JSON
//! with every key quoted and the model's short names spelled out as canonical names.
//!
//! It is what a program with an ordinary JSON parser (serde_json, sonic-rs) would read, so the
//! benchmark can put such parsers next to folio on the same records. Its name must not make it
//! a second journal of the DAO: [`twin_path`] gives `benchmark.strict` for `benchmark.jrl`,
//! which discovery skips.

use std::path::{Path, PathBuf};

/// BenchmarkModel's short names and the canonical names they stand for (from
/// `foam.dao.test.BenchmarkModel` in the benchmark registry).
pub const SHORT_NAMES: [(&str, &str); 22] = [
    ("gi", "groupId"),
    ("nn", "network"),
    ("crb", "convRate"),
    ("cc", "currCode"),
    ("cchb", "altCurrCode"),
    ("ai", "authInd"),
    ("ad", "extraData"),
    ("an", "approvalNum"),
    ("lt", "traceId"),
    ("rcd", "respCode"),
    ("bc", "baseCurr"),
    ("ia", "flag1"),
    ("em", "flag2"),
    ("gl", "ref1"),
    ("e", "code1"),
    ("ltd", "dateTime1"),
    ("cd", "date1"),
    ("sd", "date2"),
    ("ra", "value1"),
    ("racb", "value2"),
    ("ab", "value3"),
    ("rc", "counter"),
];

/// The canonical name of a top-level key of a generated entry (keys without a short name,
/// and the unknown keys, stay as they are).
pub fn canonical(key: &str) -> &str {
    SHORT_NAMES
        .iter()
        .find(|(short, _)| *short == key)
        .map_or(key, |(_, full)| full)
}

/// Where the twin of the journal at `journal` goes: beside it, `X.strict` for `X.jrl` (or for
/// `X`). Discovery skips that name, so the twin is never read as a journal of the DAO.
pub fn twin_path(journal: &Path) -> PathBuf {
    let stem = match journal.extension() {
        Some(ext) if ext == "jrl" => journal.with_extension(""),
        _ => journal.to_path_buf(),
    };
    let mut name = stem.file_name().unwrap_or_default().to_os_string();
    name.push(".strict");
    stem.with_file_name(name)
}

/// Appends the twin of one generated line (with its `\n`) to `out`. Data entries
/// (`c(`/`p(`/`r(` followed by an object and `)`) get every key quoted, short names
/// spelled out at the top level; other lines (the `v(` record, comments) are copied.
///
/// The input is what [`crate::generate`] writes: keys are bare identifiers and strings hold
/// nothing that needs escaping. (Escapes inside strings are still skipped correctly.)
pub fn twin_line(line: &[u8], out: &mut Vec<u8>) {
    let is_entry = line.len() > 3 && matches!(line[0], b'c' | b'p' | b'r') && line[1] == b'(';
    if !is_entry {
        out.extend_from_slice(line);
        return;
    }
    out.extend_from_slice(&line[..2]);
    // What encloses the current position: true for an object, false for an array.
    let mut stack: Vec<bool> = Vec::with_capacity(4);
    let mut expect_key = false;
    let mut i = 2;
    while i < line.len() {
        let b = line[i];
        match b {
            b'"' => {
                let end = string_end(line, i);
                out.extend_from_slice(&line[i..end]);
                i = end;
                continue;
            }
            b'{' => {
                stack.push(true);
                expect_key = true;
            }
            b'[' => {
                stack.push(false);
                expect_key = false;
            }
            b'}' | b']' => {
                stack.pop();
                expect_key = false;
            }
            b',' => expect_key = stack.last() == Some(&true),
            _ if expect_key && (b.is_ascii_alphabetic() || b == b'_' || b == b'$') => {
                let start = i;
                while i < line.len()
                    && (line[i].is_ascii_alphanumeric() || matches!(line[i], b'_' | b'$'))
                {
                    i += 1;
                }
                let key = std::str::from_utf8(&line[start..i]).expect("ASCII");
                let key = if stack.len() == 1 {
                    canonical(key)
                } else {
                    key
                };
                out.push(b'"');
                out.extend_from_slice(key.as_bytes());
                out.push(b'"');
                expect_key = false;
                continue;
            }
            _ => {}
        }
        out.push(b);
        i += 1;
    }
}

/// The index just past the string that starts with the quote at `start`.
fn string_end(line: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < line.len() {
        match line[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    line.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn twin(line: &str) -> String {
        let mut out = Vec::new();
        twin_line(line.as_bytes(), &mut out);
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn quotes_keys_and_spells_out_short_names() {
        assert_eq!(
            twin("c({seq:1,gi:\"a,b:c\",ext:{src:\"pos\",ver:7},retries:[2,{x:1}],rc:3,ad:\"{}\"})\n"),
            "c({\"seq\":1,\"groupId\":\"a,b:c\",\"ext\":{\"src\":\"pos\",\"ver\":7},\"retries\":[2,{\"x\":1}],\"counter\":3,\"extraData\":\"{}\"})\n"
        );
        assert_eq!(twin("r({seq:5})\n"), "r({\"seq\":5})\n");
        assert_eq!(
            twin("p({seq:5,e:\"q\\\"x:\"})\n"),
            "p({\"seq\":5,\"code1\":\"q\\\"x:\"})\n"
        );
        // Not entries: copied.
        assert_eq!(twin("v({\"version\":\"\"})\n"), "v({\"version\":\"\"})\n");
        assert_eq!(twin("// c({a:1})\n"), "// c({a:1})\n");
    }

    #[test]
    fn short_names_are_the_registrys() {
        let doc: serde_json::Value = serde_json::from_str(crate::BENCHMARK_MODELS_JSON).unwrap();
        let model = doc["models"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["class"] == crate::BENCHMARK_CLASS)
            .unwrap();
        let mut from_registry: Vec<(String, String)> = model["properties"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|p| {
                let short = p["shortName"].as_str()?;
                Some((short.to_owned(), p["name"].as_str()?.to_owned()))
            })
            .collect();
        let mut ours: Vec<(String, String)> = SHORT_NAMES
            .iter()
            .map(|(s, f)| (s.to_string(), f.to_string()))
            .collect();
        from_registry.sort();
        ours.sort();
        assert_eq!(ours, from_registry);
        assert_eq!(canonical("amount"), "amount");
        assert_eq!(canonical("batchId"), "batchId");
    }

    #[test]
    fn twin_names() {
        assert_eq!(
            twin_path(Path::new("d/benchmark.jrl")),
            Path::new("d/benchmark.strict")
        );
        assert_eq!(
            twin_path(Path::new("benchmark")),
            Path::new("benchmark.strict")
        );
    }
}
