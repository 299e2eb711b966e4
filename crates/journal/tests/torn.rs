//! Torn tails: opening or repairing a journal whose last line has no line end cuts that line
//! into `X.torn`, on real files.

mod common;

use folio_journal::sim::SimDisk;
use folio_journal::{repair, torn_path, FsyncPolicy, JournalWriter, TornTail};
use proptest::prelude::*;

/// (name, journal bytes, bytes kept, bytes cut)
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
    // Longer than the 64 KiB the search reads at a time.
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

proptest! {
    /// Whatever the bytes, opening keeps exactly the bytes up to the last line end and moves
    /// the rest, plus a `\n`, to X.torn.
    #[test]
    fn open_keeps_everything_up_to_the_last_line_end(
        bytes in proptest::collection::vec(prop_oneof![Just(b'\n'), Just(b'\r'), any::<u8>()], 0..300)
    ) {
        let disk = SimDisk::new();
        disk.put("X", &bytes);
        let (_writer, report) = JournalWriter::with_storage(
            "X",
            Box::new(disk.file("X")),
            Box::new(disk.file("X.torn")),
            FsyncPolicy::Never,
        )
        .unwrap();
        let cut = bytes
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .map_or(0, |i| i + 1);
        prop_assert_eq!(disk.contents("X").unwrap(), &bytes[..cut]);
        let torn = disk.contents("X.torn").unwrap();
        if cut == bytes.len() {
            prop_assert!(report.torn.is_none());
            prop_assert!(torn.is_empty());
        } else {
            prop_assert_eq!(report.torn.map(|t| (t.offset, t.len)), Some((cut as u64, (bytes.len() - cut) as u64)));
            prop_assert_eq!(torn, [&bytes[cut..], b"\n"].concat());
        }
    }
}
