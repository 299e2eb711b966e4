//! Replacing one run's section of `BENCHMARKS.md`, keeping everything else.
//!
//! A section is the text between `<!-- folio-bench: KEY -->` and `<!-- folio-bench: end KEY -->`
//! (markers included), where KEY is `MIX-ENTRIES` (e.g. `create-1000000`). A new key goes
//! before the first section that sorts after it (by mix, then entries), else before
//! `<!-- folio-bench: results end -->`, else at the end of the file. Text outside sections
//! (the hand-written reading of the numbers) is never touched.

/// Where new sections go when no later one exists.
pub const RESULTS_END: &str = "<!-- folio-bench: results end -->";

/// What a missing `BENCHMARKS.md` starts as.
pub const TEMPLATE: &str = "# Benchmarks\n\n\
    Written by `bench/run.sh` (see `bench/README.md`): one section per mix and journal size,\n\
    replaced on every run of that mix and size.\n\n\
    ## Results\n\n\
    <!-- folio-bench: results begin -->\n\
    <!-- folio-bench: results end -->\n";

fn begin_marker(key: &str) -> String {
    format!("<!-- folio-bench: {key} -->")
}

fn end_marker(key: &str) -> String {
    format!("<!-- folio-bench: end {key} -->")
}

/// The section key of a run.
pub fn key(mix: &str, entries: u64) -> String {
    format!("{mix}-{entries}")
}

/// Sort order of keys: by mix, then by entries numerically.
fn order(key: &str) -> (String, u64) {
    match key.rsplit_once('-') {
        Some((mix, n)) => (mix.to_owned(), n.parse().unwrap_or(u64::MAX)),
        None => (key.to_owned(), u64::MAX),
    }
}

/// Every section of `doc`: (key, byte offset of its begin marker).
fn sections(doc: &str) -> Vec<(String, usize)> {
    const PREFIX: &str = "<!-- folio-bench: ";
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = doc[from..].find(PREFIX) {
        let start = from + at;
        let rest = &doc[start + PREFIX.len()..];
        let Some(close) = rest.find(" -->") else {
            break;
        };
        let key = &rest[..close];
        if !key.starts_with("end ") && !key.starts_with("results ") && !key.contains(' ') {
            found.push((key.to_owned(), start));
        }
        from = start + PREFIX.len();
    }
    found
}

/// `doc` with the section `key` set to `body` (which must not contain the markers; a
/// trailing newline is added if missing).
pub fn replace_section(doc: &str, key: &str, body: &str) -> String {
    let begin = begin_marker(key);
    let end = end_marker(key);
    let mut block = format!("{begin}\n{body}");
    if !block.ends_with('\n') {
        block.push('\n');
    }
    block.push_str(&end);

    if let Some(start) = doc.find(&begin) {
        if let Some(stop) = doc[start..].find(&end) {
            let stop = start + stop + end.len();
            return format!("{}{block}{}", &doc[..start], &doc[stop..]);
        }
    }
    let new_order = order(key);
    let insert_at = sections(doc)
        .into_iter()
        .find(|(k, _)| order(k) > new_order)
        .map(|(_, at)| at)
        .or_else(|| doc.find(RESULTS_END));
    match insert_at {
        Some(at) => format!("{}{block}\n\n{}", &doc[..at], &doc[at..]),
        None => {
            let sep = if doc.is_empty() || doc.ends_with("\n\n") {
                ""
            } else if doc.ends_with('\n') {
                "\n"
            } else {
                "\n\n"
            };
            format!("{doc}{sep}{block}\n")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inserts_in_order_and_replaces_in_place() {
        let doc = TEMPLATE.to_owned() + "\n## Reading\n\nhand-written\n";
        let doc = replace_section(&doc, "mixed-100", "M100");
        let doc = replace_section(&doc, "create-1000", "C1000\n");
        let doc = replace_section(&doc, "create-100", "C100");
        let keys: Vec<String> = sections(&doc).into_iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["create-100", "create-1000", "mixed-100"]);
        let doc2 = replace_section(&doc, "create-1000", "new");
        assert!(doc2.contains(
            "<!-- folio-bench: create-1000 -->\nnew\n<!-- folio-bench: end create-1000 -->"
        ));
        assert!(!doc2.contains("C1000"));
        assert!(doc2.contains("C100\n") && doc2.contains("M100\n"));
        assert!(doc2.ends_with("\n## Reading\n\nhand-written\n"));
        assert_eq!(
            replace_section(&doc2, "create-1000", "new"),
            doc2,
            "idempotent"
        );
        let results_end = doc2.find(RESULTS_END).unwrap();
        assert!(doc2.find("M100").unwrap() < results_end);
    }

    #[test]
    fn appends_without_markers() {
        assert_eq!(
            replace_section("# B\n", "create-1", "x"),
            "# B\n\n<!-- folio-bench: create-1 -->\nx\n<!-- folio-bench: end create-1 -->\n"
        );
    }
}
