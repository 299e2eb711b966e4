//! The end of a live journal, settled on real files by opening a writer or by `repair`: a
//! whole last entry missing its line end is completed in place; anything else after the last
//! complete entry (a line cut short, a multi-line entry never closed) is moved into `X.torn`.

use folio_framing::{frame, FrameKind};
use folio_journal::sim::SimDisk;
use folio_journal::{repair, torn_path, FsyncPolicy, JournalWriter, TornTail};
use proptest::prelude::*;

/// (name, journal bytes, the journal after settling, bytes cut)
type Case = (&'static str, Vec<u8>, Vec<u8>, Vec<u8>);

fn table() -> Vec<Case> {
    let mut cases: Vec<Case> = vec![
        ("empty", b"".to_vec(), b"".to_vec(), b"".to_vec()),
        (
            "one line",
            b"p({id:1})\n".to_vec(),
            b"p({id:1})\n".to_vec(),
            vec![],
        ),
        ("a blank line", b"\n".to_vec(), b"\n".to_vec(), vec![]),
        (
            "torn second line",
            b"p({id:1})\np({id:2".to_vec(),
            b"p({id:1})\n".to_vec(),
            b"p({id:2".to_vec(),
        ),
        (
            "only a partial line",
            b"p({id:2".to_vec(),
            vec![],
            b"p({id:2".to_vec(),
        ),
        (
            "crlf",
            b"a\r\nb\r\n".to_vec(),
            b"a\r\nb\r\n".to_vec(),
            vec![],
        ),
        (
            "crlf, torn",
            b"a\r\nb\r\nc({".to_vec(),
            b"a\r\nb\r\n".to_vec(),
            b"c({".to_vec(),
        ),
        // A lone \r ends a line (docs/format.md), so a file torn between \r and \n is whole.
        (
            "crlf cut before lf",
            b"a\r\nb\r".to_vec(),
            b"a\r\nb\r".to_vec(),
            vec![],
        ),
        ("lone cr", b"a\rb".to_vec(), b"a\r".to_vec(), b"b".to_vec()),
        (
            "not utf-8",
            b"a\n\xff\xfe".to_vec(),
            b"a\n".to_vec(),
            b"\xff\xfe".to_vec(),
        ),
    ];
    // Whole entries that lack only their line end are completed, never cut.
    let completed: [(&str, &[u8]); 5] = [
        ("a whole last entry", b"p({id:1})\np({id:2})"),
        ("only a whole entry", b"c({id:2,name:\"x\"})"),
        ("a comment", b"p({id:1})\n// note"),
        (
            "a multi-line entry closed by the last line",
            b"a\np({\nid:1\n})",
        ),
        ("crlf, a multi-line entry", b"p({\r\nid:1\r\n})"),
    ];
    for (name, bytes) in completed {
        cases.push((name, bytes.to_vec(), [bytes, b"\n"].concat(), vec![]));
    }
    // A multi-line entry never closed is moved aside whole, even when its lines are complete:
    // an append after it would be swallowed by it.
    cases.push((
        "a multi-line entry left open",
        b"a\np({\nid:1\n".to_vec(),
        b"a\n".to_vec(),
        b"p({\nid:1\n".to_vec(),
    ));
    cases.push((
        "a multi-line entry left open and torn",
        b"a\np({\nid:1,\nna".to_vec(),
        b"a\n".to_vec(),
        b"p({\nid:1,\nna".to_vec(),
    ));
    // Longer than a read block.
    let long = vec![b'x'; 200_000];
    cases.push(("a long partial line", long.clone(), vec![], long.clone()));
    let mut lines = Vec::new();
    while lines.len() < 100_000 {
        lines.extend_from_slice(b"p({id:1,name:\"a line of some length\"})\n");
    }
    let mut both = lines.clone();
    both.extend_from_slice(&long[..70_000]);
    cases.push((
        "lines then a long tail",
        both,
        lines,
        long[..70_000].to_vec(),
    ));
    cases
}

fn expected_tail(path: &std::path::Path, kept: &[u8], cut: &[u8]) -> Option<TornTail> {
    (!cut.is_empty()).then(|| TornTail {
        path: path.to_path_buf(),
        offset: kept.len() as u64,
        len: cut.len() as u64,
        kept_in: torn_path(path),
    })
}

#[test]
fn open_cuts_the_torn_tail_into_x_torn() {
    for (name, bytes, kept, cut) in table() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("regions");
        std::fs::write(&path, &bytes).unwrap();
        let (writer, report) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
        assert_eq!(report.torn, expected_tail(&path, &kept, &cut), "{name}");
        assert_eq!(
            report.completed.map(|c| c.offset + c.len),
            (kept.len() > bytes.len()).then_some(bytes.len() as u64),
            "{name}"
        );
        assert!(!report.created, "{name}");
        assert_eq!(std::fs::read(&path).unwrap(), kept, "{name}");
        let torn = std::fs::read(torn_path(&path)).ok();
        if cut.is_empty() {
            assert_eq!(
                torn, None,
                "{name}: X.torn is only made when something is cut"
            );
        } else {
            assert_eq!(torn, Some([&cut[..], b"\n"].concat()), "{name}");
        }
        // Appends go on after the last complete line.
        let ticket = writer.append(b"r({id:9})\n").unwrap();
        writer.wait_durable(ticket).unwrap();
        writer.close().unwrap();
        let after = std::fs::read(&path).unwrap();
        assert_eq!(after, [&kept[..], b"r({id:9})\n"].concat(), "{name}");
    }
}

#[test]
fn repair_cuts_and_dry_run_only_reports() {
    for (name, bytes, kept, cut) in table() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("regions");
        std::fs::write(&path, &bytes).unwrap();
        let expected = expected_tail(&path, &kept, &cut);

        let report = repair(&path, true).unwrap();
        assert_eq!(report.torn, expected, "{name}: dry run");
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name}: dry run");
        assert!(!torn_path(&path).exists(), "{name}: dry run");

        let report = repair(&path, false).unwrap();
        assert_eq!(report.torn, expected, "{name}");
        assert_eq!(std::fs::read(&path).unwrap(), kept, "{name}");
        assert_eq!(repair(&path, false).unwrap().torn, None, "{name}: twice");
    }
}

#[test]
fn every_cut_is_one_line_of_x_torn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    std::fs::write(&path, b"a\nb({").unwrap();
    repair(&path, false).unwrap();
    std::fs::write(&path, b"a\nc({id").unwrap();
    let (writer, report) = JournalWriter::open(&path, FsyncPolicy::Never).unwrap();
    assert_eq!(report.torn.map(|t| (t.offset, t.len)), Some((2, 5)));
    drop(writer);
    assert_eq!(std::fs::read(torn_path(&path)).unwrap(), b"b({\nc({id\n");
}

#[test]
fn repair_of_a_missing_journal_names_it_and_creates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let error = repair(&path, false).unwrap_err();
    assert_eq!(error.path(), path);
    assert!(error.to_string().contains("regions"), "{error}");
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn open_creates_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let (writer, report) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    assert!(report.created);
    assert_eq!(report.torn, None);
    assert!(writer.is_empty());
    drop(writer);
    assert_eq!(std::fs::read(&path).unwrap(), b"");
    let (_, report) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    assert!(!report.created);
}

/// The frames replay gives a meaning to: entries whose body parses, and comments, as text.
fn meaningful(bytes: &[u8]) -> Vec<Vec<u8>> {
    frame(bytes)
        .filter_map(|f| match f.kind {
            FrameKind::Entry(e) if folio_dialect::parse_object(e.body()).is_ok() => {
                Some(e.text().to_vec())
            }
            FrameKind::Comment => Some(b"//".to_vec()),
            _ => None,
        })
        .collect()
}

proptest! {
    /// Whatever the bytes, settling the end keeps every entry replay gives a meaning to (so a
    /// read-only and a writable open see the same state), loses no byte (what is cut is in
    /// X.torn), leaves a file that ends with a line end and inside no entry (so an append
    /// is a line of its own), and is done once: settling again changes nothing.
    #[test]
    fn settling_keeps_every_entry_and_loses_no_byte(
        parts in proptest::collection::vec(prop_oneof![
            Just(&b"\n"[..]), Just(&b"\r"[..]), Just(&b"\r\n"[..]),
            Just(&b"p({"[..]), Just(&b"c({"[..]), Just(&b"})"[..]), Just(&b"id:1"[..]),
            Just(&b"c({id:2})"[..]), Just(&b"// x"[..]), Just(&b"\""[..]), Just(&b"\xff"[..]),
        ], 0..40)
    ) {
        let bytes = parts.concat();
        let disk = SimDisk::new();
        disk.put("X", &bytes);
        let (writer, report) = JournalWriter::with_storage(
            "X",
            Box::new(disk.file("X")),
            Box::new(disk.file("X.torn")),
            FsyncPolicy::Never,
        )
        .unwrap();
        let after = disk.contents("X").unwrap();
        let torn = disk.contents("X.torn").unwrap();
        prop_assert_eq!(meaningful(&after), meaningful(&bytes));
        match (&report.completed, &report.torn) {
            (None, None) => {
                prop_assert_eq!(&after, &bytes);
                prop_assert!(torn.is_empty());
            }
            (Some(c), None) => {
                prop_assert_eq!(&after, &[&bytes[..], b"\n"].concat());
                prop_assert_eq!(c.offset + c.len, bytes.len() as u64);
            }
            (None, Some(t)) => {
                prop_assert_eq!(&after[..], &bytes[..t.offset as usize]);
                prop_assert_eq!(&torn, &[&bytes[t.offset as usize..], b"\n"].concat());
            }
            (Some(_), Some(_)) => prop_assert!(false, "completed and cut"),
        }
        prop_assert!(after.is_empty() || matches!(after.last(), Some(b'\n' | b'\r')));
        let last = frame(&after).last().map(|f| f.kind);
        prop_assert!(!matches!(last, Some(FrameKind::Unterminated)));
        // An append after it is an entry of its own.
        let ticket = writer.append(b"c({id:9})\n").unwrap();
        writer.wait_durable(ticket).unwrap();
        drop(writer);
        let appended = disk.contents("X").unwrap();
        let mut want = meaningful(&after);
        want.push(b"c({id:9})".to_vec());
        prop_assert_eq!(meaningful(&appended), want);
        let (_again, report) = JournalWriter::with_storage(
            "X",
            Box::new(disk.file("X")),
            Box::new(disk.file("X.torn")),
            FsyncPolicy::Never,
        )
        .unwrap();
        prop_assert!(report.completed.is_none() && report.torn.is_none());
    }
}
