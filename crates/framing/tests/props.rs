//! Property tests: arbitrary bytes never panic, line numbers behave, and framing agrees with
//! the naive reference framer in `common`; generated journals frame back into what built them.

mod common;

use common::{e, framed, reference, K};
use folio_framing::frame;
use proptest::prelude::*;

/// The number of lines in `data`, counted by terminators (a final terminator does not start a
/// line).
fn count_lines(data: &[u8]) -> usize {
    let mut n = 0;
    let mut i = 0;
    while i < data.len() {
        match data[i] {
            b'\r' if data.get(i + 1) == Some(&b'\n') => {
                n += 1;
                i += 1;
            }
            b'\r' | b'\n' => n += 1,
            _ => {}
        }
        i += 1;
    }
    let last = data.last().copied();
    n + usize::from(last.is_some() && last != Some(b'\n') && last != Some(b'\r'))
}

/// Bytes biased towards the ones framing cares about, so openers, closers, terminators and
/// broken UTF-8 show up often.
fn journalish_bytes() -> impl Strategy<Value = Vec<u8>> {
    let piece = prop_oneof![
        Just(&b"\n"[..]),
        Just(&b"\r"[..]),
        Just(&b"\r\n"[..]),
        Just(&b"p({"[..]),
        Just(&b"c({"[..]),
        Just(&b"})"[..]),
        Just(&b"/"[..]),
        Just(&b"a"[..]),
        Just(&b" "[..]),
        Just(&b"\xC3"[..]),
        Just(&b"\xA9"[..]),
        Just(&b"\xFF"[..]),
        Just(&b"\0"[..]),
    ];
    proptest::collection::vec(piece, 0..40).prop_map(|ps| ps.concat())
}

/// A single-line entry: no terminator, at least three characters, not a comment, not an
/// opener.
fn single_line_entry() -> impl Strategy<Value = String> {
    "[^\r\n/][^\r\n]{2,30}".prop_filter("not an opener", |s| {
        !matches!(s.as_str(), "p({" | "c({" | "r({")
    })
}

fn ending() -> impl Strategy<Value = &'static str> {
    prop_oneof![Just("\n"), Just("\r\n"), Just("\r")]
}

fn check_lines(data: &[u8]) -> Result<(), TestCaseError> {
    let lines = count_lines(data);
    let mut framer = frame(data);
    let mut prev = 0;
    for f in framer.by_ref() {
        prop_assert!(f.line > prev, "line {} after {prev}", f.line);
        prop_assert!(f.line as usize <= lines, "line {} of {lines}", f.line);
        prev = f.line;
    }
    prop_assert_eq!(framer.lines() as usize, lines);
    prop_assert_eq!(framer.position(), data.len());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_bytes_frame_with_sane_line_numbers(data in proptest::collection::vec(any::<u8>(), 0..200)) {
        check_lines(&data)?;
        prop_assert_eq!(framed(&data), reference(&data));
    }

    #[test]
    fn journalish_bytes_frame_like_the_reference(data in journalish_bytes()) {
        check_lines(&data)?;
        prop_assert_eq!(framed(&data), reference(&data));
    }

    #[test]
    fn single_line_entries_frame_back(
        entries in proptest::collection::vec((single_line_entry(), ending()), 1..20),
        torn in any::<bool>(),
    ) {
        let mut data = String::new();
        let mut want = Vec::new();
        for (i, (entry, end)) in entries.iter().enumerate() {
            want.push((i as u32 + 1, data.len(), torn && i == entries.len() - 1));
            data.push_str(entry);
            if !(torn && i == entries.len() - 1) {
                data.push_str(end);
            }
        }
        let got = framed(data.as_bytes());
        prop_assert_eq!(got.len(), entries.len());
        for ((g, w), (entry, _)) in got.iter().zip(&want).zip(&entries) {
            prop_assert_eq!((g.0, g.1, g.2), *w);
            let chars: Vec<char> = entry.chars().collect();
            let body: String = chars[2..chars.len() - 1].iter().collect();
            prop_assert_eq!(&g.3, &e(entry, chars[0], body));
        }
    }

    #[test]
    fn multi_line_entries_frame_back_joined_with_lf(
        opener in prop_oneof![Just("p({"), Just("c({"), Just("r({")],
        inner in proptest::collection::vec(("[^\r\n]{0,12}".prop_filter("not a closer", |s| s != "})"), ending()), 0..8),
        first_end in ending(),
        close_end in ending(),
    ) {
        let mut lines = vec![(opener.to_string(), first_end)];
        lines.extend(inner.iter().cloned());
        // A lone `\r`, an empty line and a `\n` would read as one `\r\n`: keep them two lines.
        for i in 1..lines.len() {
            if lines[i - 1].1 == "\r" && lines[i].0.is_empty() && lines[i].1 == "\n" {
                lines[i].1 = "\r\n";
            }
        }
        let mut data = String::new();
        for (line, end) in &lines {
            data.push_str(line);
            data.push_str(end);
        }
        data.push_str("})");
        data.push_str(close_end);
        data.push_str("q()");
        let mut text = vec![opener.to_string()];
        text.extend(inner.iter().map(|(l, _)| l.clone()));
        text.push("})".to_string());
        let text = text.join("\n");
        let body = &text[2..text.len() - 1];
        let got = framed(data.as_bytes());
        let next_line = inner.len() as u32 + 3;
        prop_assert_eq!(
            got,
            vec![
                (1, 0, false, e(&text, opener.chars().next().unwrap(), body)),
                (next_line, data.len() - 3, true, K::E { text: b"q()".to_vec(), op: 'q', body: vec![] }),
            ]
        );
    }
}
