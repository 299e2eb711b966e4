//! Parses every entry body of the real journal corpus and compares the failures per file with
//! the reference reader's counts in `foam-index.tsv`.
//!
//! ```text
//! cargo run -p folio-dialect --example corpus_check --release [-- CORPUS_DIR] [--verbose]
//! ```
//!
//! Framing is the simple version of DESIGN §3.1 (no line numbers kept beyond the first line of
//! each entry): a line that is exactly `p({`, `c({` or `r({` opens a multi-line entry ending at
//! the line that is exactly `})`; any other non-empty line not starting with `/` is an entry;
//! the body is the entry without its first two characters and its last character.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// One framed entry: its first line (1-based) and its text.
struct Entry {
    line: usize,
    text: String,
}

/// Splits a journal into entries by the simple rules above. Lines end with `\n`, `\r\n` or `\r`.
fn frame(bytes: &[u8]) -> Vec<Entry> {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text
        .split('\n')
        .flat_map(|l| {
            let l = l.strip_suffix('\r').unwrap_or(l);
            l.split('\r')
        })
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if matches!(line, "p({" | "c({" | "r({") {
            let start = i;
            let mut joined = vec![line];
            i += 1;
            let mut closed = false;
            while i < lines.len() {
                joined.push(lines[i]);
                i += 1;
                if lines[i - 1] == "})" {
                    closed = true;
                    break;
                }
            }
            if closed {
                out.push(Entry {
                    line: start + 1,
                    text: joined.join("\n"),
                });
            } else {
                eprintln!("unterminated multi-line entry at line {}", start + 1);
            }
            continue;
        }
        if !line.is_empty() && !line.starts_with('/') {
            out.push(Entry {
                line: i + 1,
                text: line.to_owned(),
            });
        }
        i += 1;
    }
    out
}

/// The body of an entry: without its first two characters and its last one.
fn body(entry: &str) -> Option<&str> {
    let mut chars = entry.char_indices();
    let start = chars.nth(2)?.0;
    let end = entry.char_indices().last()?.0;
    (start <= end).then(|| &entry[start..end])
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "--verbose");
    let root = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/corpus"));
    let index = std::fs::read_to_string(root.join("foam-index.tsv")).expect("read foam-index.tsv");
    let mut expected: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for row in index.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let entries = cols[3].parse().expect("entries column");
        let fails = cols[10].parse().expect("ref_parse_fail column");
        expected.insert(cols[0].to_owned(), (entries, fails));
    }

    let started = Instant::now();
    let (mut files, mut entries, mut failed, mut bytes) = (0, 0, 0, 0);
    let mut disagreements = Vec::new();
    let mut entry_count_mismatch = 0;
    for (path, &(want_entries, want_fails)) in &expected {
        // DESIGN §3.1: hidden files (an editor's `.#name.jrl` lock file) are not journals.
        if path
            .rsplit('/')
            .next()
            .is_some_and(|name| name.starts_with('.'))
        {
            if verbose {
                eprintln!("{path}: hidden, skipped");
            }
            continue;
        }
        let data = std::fs::read(root.join(path)).expect("read journal");
        files += 1;
        bytes += data.len();
        let framed = frame(&data);
        if framed.len() != want_entries {
            entry_count_mismatch += 1;
            if verbose {
                eprintln!(
                    "{path}: {} entries framed, index says {want_entries}",
                    framed.len()
                );
            }
        }
        let mut fails = Vec::new();
        for e in &framed {
            entries += 1;
            let Some(b) = body(&e.text) else {
                fails.push(format!("{path}:{}: entry too short", e.line));
                continue;
            };
            if let Err(err) = folio_dialect::parse_object(b.as_bytes()) {
                let at = err.offset;
                let near: String = b[b.floor_char_boundary_compat(at.saturating_sub(30))..]
                    .chars()
                    .take(60)
                    .collect();
                let line = e.line
                    + b.as_bytes()[..at.min(b.len())]
                        .iter()
                        .filter(|&&c| c == b'\n')
                        .count();
                fails.push(format!("{path}:{line}: {err}: near {near:?}"));
            }
        }
        failed += fails.len();
        if fails.len() != want_fails || verbose && !fails.is_empty() {
            disagreements.push((path.clone(), want_fails, fails));
        }
    }
    let secs = started.elapsed().as_secs_f64();
    for (path, want, fails) in &disagreements {
        println!("{path}: folio {} failures, reference {want}", fails.len());
        for f in fails {
            println!("    {f}");
        }
    }
    println!(
        "{files} files, {entries} entries, {failed} failed, {} files disagree with ref_parse_fail, \
         {entry_count_mismatch} files with a different entry count; {:.1} MB in {:.0} ms",
        disagreements.iter().filter(|(_, w, f)| *w != f.len()).count(),
        bytes as f64 / 1e6,
        secs * 1e3
    );
}

/// `str::floor_char_boundary` for stable Rust.
trait FloorCharBoundary {
    fn floor_char_boundary_compat(&self, i: usize) -> usize;
}

impl FloorCharBoundary for str {
    fn floor_char_boundary_compat(&self, mut i: usize) -> usize {
        i = i.min(self.len());
        while !self.is_char_boundary(i) {
            i -= 1;
        }
        i
    }
}
