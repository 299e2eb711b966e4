//! Parses every entry body of the real journal corpus and compares the failures per file with
//! the reference reader's counts (`ref_parse_fail`) in `foam-index.tsv`.
//!
//! ```text
//! cargo run -p folio-dialect --example corpus_check --release [-- CORPUS_DIR] [--verbose]
//! ```
//!
//! Framing is the simple version of the rules in docs/format.md (Entries), in `frame.rs`. Hidden files (an editor's
//! `.#name.jrl` lock file) are skipped as §3.1 says. Prints each file where folio's failure
//! count differs from the reference's (with `--verbose`: every file with a failure), each
//! failure as `path:line: reason: near "…"`, then a summary.

mod frame;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use frame::{body, frame};

/// Per file: (entries, ref_parse_fail) from the index.
fn read_index(root: &Path) -> BTreeMap<String, (usize, usize)> {
    let index = std::fs::read_to_string(root.join("foam-index.tsv")).expect("read foam-index.tsv");
    let mut rows = BTreeMap::new();
    for row in index.lines().skip(1) {
        let cols: Vec<&str> = row.split('\t').collect();
        let entries = cols[3].parse().expect("entries column");
        let fails = cols[10].parse().expect("ref_parse_fail column");
        rows.insert(cols[0].to_owned(), (entries, fails));
    }
    rows
}

/// Every failure in one journal, as `path:line: reason: near "…"`.
fn failures(path: &str, data: &[u8]) -> (usize, Vec<String>) {
    let entries = frame(data);
    let mut out = Vec::new();
    for e in &entries {
        let Some(b) = body(&e.text) else {
            out.push(format!(
                "{path}:{}: entry shorter than 3 characters",
                e.line
            ));
            continue;
        };
        if let Err(err) = folio_dialect::parse_object(b) {
            let at = err.offset.min(b.len());
            let line = e.line + b[..at].iter().filter(|&&c| c == b'\n').count();
            let near = String::from_utf8_lossy(&b[at.saturating_sub(30)..(at + 30).min(b.len())]);
            out.push(format!("{path}:{line}: {err}: near {near:?}"));
        }
    }
    (entries.len(), out)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let verbose = args.iter().any(|a| a == "--verbose");
    let root = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/corpus"));
    let index = read_index(&root);

    let started = Instant::now();
    let (mut files, mut entries, mut failed, mut bytes) = (0, 0, 0, 0);
    let (mut disagree, mut count_mismatch) = (0, 0);
    for (path, &(want_entries, want_fails)) in &index {
        if path
            .rsplit('/')
            .next()
            .is_some_and(|name| name.starts_with('.'))
        {
            if verbose {
                println!("{path}: hidden file, not a journal (docs/format.md, Entries): skipped");
            }
            continue;
        }
        let data = std::fs::read(root.join(path)).expect("read journal");
        files += 1;
        bytes += data.len();
        let (n, fails) = failures(path, &data);
        entries += n;
        failed += fails.len();
        if n != want_entries {
            count_mismatch += 1;
            if verbose {
                println!("{path}: {n} entries framed, the index says {want_entries}");
            }
        }
        if fails.len() != want_fails {
            disagree += 1;
        }
        if fails.len() != want_fails || verbose && !fails.is_empty() {
            println!(
                "{path}: folio {} failures, reference {want_fails}",
                fails.len()
            );
            for f in &fails {
                println!("    {f}");
            }
        }
    }
    println!(
        "{files} files, {entries} entries, {failed} failed; {disagree} files disagree with \
         ref_parse_fail, {count_mismatch} frame a different number of entries; {:.1} MB in {:.0} ms",
        bytes as f64 / 1e6,
        started.elapsed().as_secs_f64() * 1e3
    );
}
