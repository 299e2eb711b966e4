//! The real journal corpus (testdata/corpus, 1,663 files): exactly these entries fail to parse,
//! each for the reason written next to it. The corpus is data kept as found; when a change to the
//! parser moves this list, decide from docs/format.md, Objects which side is right before updating it.

#[path = "../../examples/corpus_check/frame.rs"]
mod frame;

use std::path::Path;

use folio_dialect::{parse_object, ErrorKind};
use ErrorKind::*;

/// (file under testdata/corpus/foam, first line of the entry, error kind, why).
#[rustfmt::skip]
const EXPECTED_FAILURES: &[(&str, usize, Option<ErrorKind>, &str)] = &[
    // The 13 entries the reference reader rejects too: data bugs and setup templates.
    ("foam3-2024/src/foam/nanos/er/rules.jrl", 20, Some(UnexpectedByte(b'a')), "missing ','"),
    ("foam3-2026/src/foam/core/er/rules.jrl", 20, Some(UnexpectedByte(b'a')), "missing ','"),
    ("foam3-2026/tools/setup/adminUser.jrl", 1, Some(ExpectedColon), "{adminUserId} template"),
    ("foam3-2026/tools/setup/adminUserPassword.jrl", 1, Some(ExpectedColon), "{adminUserId} template"),
    ("foam3-history/deployment/cluster/services.jrl", 1, Some(UnexpectedByte(b'"')), "missing ','"),
    ("foam3-history/deployment/intuit/creditCodes.jrl", 1, Some(UnexpectedByte(b'}')), "missing ','"),
    ("foam3-history/deployment/production/menus.jrl", 2, Some(UnexpectedEnd), "missing '}'"),
    ("foam3-history/deployment/production/menus.jrl", 3, Some(UnexpectedEnd), "missing '}'"),
    ("foam3-history/deployment/staging/menus.jrl", 2, Some(UnexpectedEnd), "missing '}'"),
    ("foam3-history/deployment/staging/menus.jrl", 3, Some(UnexpectedEnd), "missing '}'"),
    ("foam3-history/deployment/treviso_uat_np/rules.jrl", 1, Some(UnexpectedByte(b'"')), "missing ',' in array"),
    ("foam3-history/src/foam/nanos/auth/rules.jrl", 1, Some(UnexpectedEnd), "missing '}'"),
    ("foam3-history/tools/template/demo/adminUser.jrl", 1, Some(ExpectedColon), "{adminUserId} template"),
    // The reference reader accepts these; docs/format.md says "no trailing comma in arrays".
    ("foam3-history/deployment/cluster_2/rules.jrl", 1, Some(ExpectedValue), "trailing ',' in array"),
    ("foam3-history/deployment/cluster_h/rules.jrl", 1, Some(ExpectedValue), "trailing ',' in array"),
    // Framing, not grammar (docs/format.md, Entries read literally): an indented `//` line is not a
    // comment (its first character is a space), and a line holding one space is not empty.
    ("foam3-history/deployment/cluster_s/services.jrl", 159, Some(NotAnObject), "indented //"),
    ("foam3-history/deployment/cluster_s/services.jrl", 160, Some(NotAnObject), "indented //"),
    ("foam3-history/deployment/cluster_s/services.jrl", 161, Some(NotAnObject), "indented //"),
    ("foam3-history/deployment/bpp/zeroAccountUserAssociations.jrl", 2, None, "line ' '"),
    ("foam3-history/deployment/intuit/zeroAccountUserAssociations.jrl", 2, None, "line ' '"),
];

#[test]
fn only_the_known_bad_entries_of_the_corpus_fail() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/corpus");
    let index = std::fs::read_to_string(root.join("foam-index.tsv")).unwrap();
    let mut got = Vec::new();
    let mut entries = 0;
    for row in index.lines().skip(1) {
        let path = row.split('\t').next().unwrap();
        // Hidden files are not journals (docs/format.md, Entries).
        if path.rsplit('/').next().unwrap().starts_with('.') {
            continue;
        }
        let data = std::fs::read(root.join(path)).unwrap();
        for e in frame::frame(&data) {
            entries += 1;
            let short = path.strip_prefix("foam/").unwrap().to_owned();
            match frame::body(&e.text) {
                None => got.push((short, e.line, None)),
                Some(b) => {
                    if let Err(err) = parse_object(b) {
                        got.push((short, e.line, Some(err.kind)));
                    }
                }
            }
        }
    }
    got.sort_by_key(|(p, line, _)| (p.clone(), *line));
    let mut want: Vec<_> = EXPECTED_FAILURES
        .iter()
        .map(|&(p, line, kind, _)| (p.to_owned(), line, kind))
        .collect();
    want.sort_by_key(|(p, line, _)| (p.clone(), *line));
    assert_eq!(got, want);
    assert_eq!(entries, 33_727);
}
