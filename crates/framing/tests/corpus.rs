//! Frames every file of the real FOAM corpus (testdata/corpus/foam) and cross-checks the counts
//! in testdata/corpus/foam-index.tsv.
//!
//! The index comes from an independent reader, so it is a cross-check, not an oracle: where
//! framing disagrees with it, the disagreement is read against docs/format.md, Entries and listed below
//! with its reason. The test asserts the exact set of disagreements, so a new one (or a fixed
//! one) fails it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use folio_framing::{frame, FrameKind};

/// Disagreements with the index that follow from docs/format.md, Entries: (path, column, framing, index).
const EXPLAINED: &[(&str, &str, usize, usize)] = &[
    // Lines 159-161 are `      // .setOrder(...` comment lines indented by six spaces, after the
    // `})` that closes the entry above them. §3.1 makes a comment of an entry whose *first
    // character* is `/`; theirs is a space, so each is an entry with op ' ' (replay counts it
    // as unknown_op). The index skips them: it counts 10 entries, and still 4 comment lines.
    (
        "foam/foam3-history/deployment/cluster_s/services.jrl",
        "entries",
        13,
        10,
    ),
    // An Emacs lock file (`.#name`, one line: `jhughes@jhughes.local.462`, no newline) committed
    // by accident. §3.1 says hidden files are not journals, so replay never frames it; framing
    // itself frames any bytes it is given, and that line is an entry with op 'j'.
    (
        "foam/foam3-history/deployment/cluster_h/.#clusterConfig.jrl",
        "entries",
        1,
        0,
    ),
];

/// Bad frames (too short, unterminated) in the corpus: (path, line, kind).
const BAD: &[(&str, u32, &str)] = &[
    // Both files end in a line holding one space and no newline. §3.1 makes only an *empty*
    // entry blank, and one shorter than three characters bad, so this is a bad entry. The
    // index agrees as far as it goes (2 lines, 1 entry) but has no column for bad entries.
    (
        "foam/foam3-history/deployment/bpp/zeroAccountUserAssociations.jrl",
        2,
        "TooShort",
    ),
    (
        "foam/foam3-history/deployment/intuit/zeroAccountUserAssociations.jrl",
        2,
        "TooShort",
    ),
];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/corpus")
}

/// Every file under `dir`, recursively, as paths relative to `base` with `/` separators.
fn walk(dir: &Path, base: &Path, out: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, base, out);
        } else {
            let rel = path.strip_prefix(base).unwrap();
            let parts: Vec<_> = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect();
            out.push(parts.join("/"));
        }
    }
}

#[derive(Debug, Default, PartialEq)]
struct Counts {
    lines: usize,
    entries: usize,
    multiline: usize,
    comment_lines: usize,
}

/// Frames one file, checking the invariants every file must meet, and counts what the index
/// counts. Bad frames go to `bad`.
fn count(path: &str, data: &[u8], bad: &mut Vec<(String, u32, &'static str)>) -> Counts {
    let mut c = Counts::default();
    let mut framer = frame(data);
    let mut prev_line = 0;
    for f in framer.by_ref() {
        assert!(
            f.line > prev_line,
            "{path}:{}: line numbers must increase",
            f.line
        );
        prev_line = f.line;
        match &f.kind {
            FrameKind::Blank => {}
            FrameKind::Comment => c.comment_lines += 1,
            FrameKind::TooShort => bad.push((path.to_string(), f.line, "TooShort")),
            FrameKind::Unterminated => bad.push((path.to_string(), f.line, "Unterminated")),
            FrameKind::Entry(e) => {
                c.entries += 1;
                // Only a multi-line entry's text holds a `\n`: a single line never does.
                if e.text().contains(&b'\n') {
                    c.multiline += 1;
                }
            }
        }
    }
    c.lines = framer.lines() as usize;
    c
}

#[test]
fn corpus_agrees_with_the_index_except_where_explained() {
    let root = corpus();
    let index = std::fs::read_to_string(root.join("foam-index.tsv")).unwrap();
    let mut rows = index.lines();
    let header: Vec<&str> = rows.next().unwrap().split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let (path_c, lines_c, entries_c) = (col("path"), col("lines"), col("entries"));
    let (multi_c, comment_c) = (col("multiline"), col("comment_lines"));
    let indexed: BTreeMap<String, Counts> = rows
        .map(|row| {
            let f: Vec<&str> = row.split('\t').collect();
            let n = |c: usize| f[c].parse::<usize>().unwrap();
            let counts = Counts {
                lines: n(lines_c),
                entries: n(entries_c),
                multiline: n(multi_c),
                comment_lines: n(comment_c),
            };
            (f[path_c].to_string(), counts)
        })
        .collect();

    let mut files = Vec::new();
    walk(&root.join("foam"), &root, &mut files);
    files.sort();
    assert_eq!(files.len(), 1663, "the corpus README says 1,663 files");

    let mut disagreements = Vec::new();
    let mut bad = Vec::new();
    let mut total = Counts::default();
    for path in &files {
        let data = std::fs::read(root.join(path)).unwrap();
        let got = count(path, &data, &mut bad);
        total.entries += got.entries;
        total.multiline += got.multiline;
        total.comment_lines += got.comment_lines;
        let Some(want) = indexed.get(path) else {
            continue;
        };
        for (column, g, w) in [
            ("lines", got.lines, want.lines),
            ("entries", got.entries, want.entries),
            ("multiline", got.multiline, want.multiline),
            ("comment_lines", got.comment_lines, want.comment_lines),
        ] {
            if g != w {
                disagreements.push((path.clone(), column, g, w));
            }
        }
    }
    let missing: Vec<_> = indexed
        .keys()
        .filter(|p| files.binary_search(p).is_err())
        .collect();
    assert!(missing.is_empty(), "indexed but not found: {missing:?}");

    let explained: Vec<_> = EXPLAINED
        .iter()
        .map(|&(p, c, g, w)| (p.to_string(), c, g, w))
        .collect();
    disagreements.sort();
    let mut explained_sorted = explained.clone();
    explained_sorted.sort();
    assert_eq!(
        disagreements, explained_sorted,
        "disagreements with foam-index.tsv"
    );

    let bad_want: Vec<_> = BAD.iter().map(|&(p, l, k)| (p.to_string(), l, k)).collect();
    bad.sort();
    assert_eq!(bad, bad_want, "bad frames");

    // The corpus totals, as the index reports them (its README: 33,722 data entries) plus the
    // three indented comment lines and the lock file above.
    let index_entries: usize = indexed.values().map(|c| c.entries).sum();
    assert_eq!(index_entries, 33_722);
    assert_eq!(total.entries, index_entries + 3 + 1);
    assert_eq!(
        (total.multiline, total.comment_lines),
        (
            indexed.values().map(|c| c.multiline).sum(),
            indexed.values().map(|c| c.comment_lines).sum()
        )
    );
}

/// The indented `//` lines of services.jrl, frame by frame: entries with op ' ', not comments.
#[test]
fn indented_comment_lines_are_entries() {
    let data = std::fs::read(corpus().join("foam/foam3-history/deployment/cluster_s/services.jrl"))
        .unwrap();
    let odd: Vec<(u32, char, String)> = frame(&data)
        .filter_map(|f| match f.kind {
            FrameKind::Entry(e) if e.op() != 'p' => Some((
                f.line,
                e.op(),
                String::from_utf8_lossy(e.text()).into_owned(),
            )),
            _ => None,
        })
        .collect();
    let lines: Vec<(u32, char)> = odd.iter().map(|(l, op, _)| (*l, *op)).collect();
    assert_eq!(lines, [(159, ' '), (160, ' '), (161, ' ')]);
    assert!(
        odd.iter()
            .all(|(_, _, text)| text.trim_start().starts_with("//")),
        "{odd:?}"
    );
}
