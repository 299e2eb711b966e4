//! Table tests: each row is an input, the exact frames expected (line, kind, text, op, body),
//! and whether the last frame ran into a torn last line. Every row also runs through the naive
//! reference framer in `common`, which must agree on everything, offsets included.

mod common;

use common::{e, framed, reference, K};
use K::{Blank, Comment, Short, Unterm};

const FFFD: char = char::REPLACEMENT_CHARACTER;

struct Case {
    name: &'static str,
    input: &'static [u8],
    want: Vec<(u32, K)>,
    /// The last frame's `at_eof_without_newline`; every other frame's is false.
    torn_last: bool,
}

fn case(name: &'static str, input: &'static [u8], want: Vec<(u32, K)>, torn_last: bool) -> Case {
    Case {
        name,
        input,
        want,
        torn_last,
    }
}

fn cases() -> Vec<Case> {
    vec![
        // Files, blank lines, terminators.
        case("empty file", b"", vec![], false),
        case("one newline", b"\n", vec![(1, Blank)], false),
        case("one lone CR", b"\r", vec![(1, Blank)], false),
        case("one CRLF", b"\r\n", vec![(1, Blank)], false),
        case("CR CRLF", b"\r\r\n", vec![(1, Blank), (2, Blank)], false),
        case(
            "LF CR is two lines",
            b"\n\r",
            vec![(1, Blank), (2, Blank)],
            false,
        ),
        case(
            "blank lines around an entry",
            b"\n\na()\n\n",
            vec![(1, Blank), (2, Blank), (3, e("a()", 'a', "")), (4, Blank)],
            false,
        ),
        case(
            "LF",
            b"p({\"a\":1})\nr({\"id\":2})\n",
            vec![
                (1, e("p({\"a\":1})", 'p', "{\"a\":1}")),
                (2, e("r({\"id\":2})", 'r', "{\"id\":2}")),
            ],
            false,
        ),
        case(
            "CRLF",
            b"p({\"a\":1})\r\nr({\"id\":2})\r\n",
            vec![
                (1, e("p({\"a\":1})", 'p', "{\"a\":1}")),
                (2, e("r({\"id\":2})", 'r', "{\"id\":2}")),
            ],
            false,
        ),
        case(
            "lone CR",
            b"p({\"a\":1})\rr({\"id\":2})\r",
            vec![
                (1, e("p({\"a\":1})", 'p', "{\"a\":1}")),
                (2, e("r({\"id\":2})", 'r', "{\"id\":2}")),
            ],
            false,
        ),
        case(
            "mixed endings, torn last line",
            b"a()\nb()\r\nc()\rd(x)",
            vec![
                (1, e("a()", 'a', "")),
                (2, e("b()", 'b', "")),
                (3, e("c()", 'c', "")),
                (4, e("d(x)", 'd', "x")),
            ],
            true,
        ),
        case(
            "CR then blank CRLF line",
            b"a()\r\r\nb()\n",
            vec![(1, e("a()", 'a', "")), (2, Blank), (3, e("b()", 'b', ""))],
            false,
        ),
        // Multi-line entries.
        case(
            "multi-line LF, then a single-line entry",
            b"p({\n  \"a\": 1\n})\nc({\"b\":2})\n",
            vec![
                (1, e("p({\n  \"a\": 1\n})", 'p', "{\n  \"a\": 1\n}")),
                (4, e("c({\"b\":2})", 'c', "{\"b\":2}")),
            ],
            false,
        ),
        case(
            "multi-line CRLF is joined with LF",
            b"p({\r\n  \"a\": 1\r\n})\r\nc({\"b\":2})\r\n",
            vec![
                (1, e("p({\n  \"a\": 1\n})", 'p', "{\n  \"a\": 1\n}")),
                (4, e("c({\"b\":2})", 'c', "{\"b\":2}")),
            ],
            false,
        ),
        case(
            "multi-line lone CR is joined with LF",
            b"r({\r  id: 1\r})\rc({\"b\":2})\r",
            vec![
                (1, e("r({\n  id: 1\n})", 'r', "{\n  id: 1\n}")),
                (4, e("c({\"b\":2})", 'c', "{\"b\":2}")),
            ],
            false,
        ),
        case(
            "multi-line mixed endings",
            b"c({\r\na: 1,\rb: 2\n})\r\n",
            vec![(1, e("c({\na: 1,\nb: 2\n})", 'c', "{\na: 1,\nb: 2\n}"))],
            false,
        ),
        case(
            "multi-line with blank and comment lines inside",
            b"p({\n\n// c\n  /x\n})\nq()\n",
            vec![
                (1, e("p({\n\n// c\n  /x\n})", 'p', "{\n\n// c\n  /x\n}")),
                (6, e("q()", 'q', "")),
            ],
            false,
        ),
        case(
            "closer followed by another closer and more lines",
            b"p({\nx\n})\n})\nq()\n",
            vec![
                (1, e("p({\nx\n})", 'p', "{\nx\n}")),
                (4, Short),
                (5, e("q()", 'q', "")),
            ],
            false,
        ),
        case(
            "nested-looking braces and quotes inside do not close",
            b"p({\n  a: {\n    b: [{}]\n  },\n  c: \"})\n })\n}\n})\n",
            vec![(
                1,
                e(
                    "p({\n  a: {\n    b: [{}]\n  },\n  c: \"})\n })\n}\n})",
                    'p',
                    "{\n  a: {\n    b: [{}]\n  },\n  c: \"})\n })\n}\n}",
                ),
            )],
            false,
        ),
        case(
            "an opener inside a multi-line entry is an ordinary line",
            b"p({\nc({\n})\n})\n",
            vec![(1, e("p({\nc({\n})", 'p', "{\nc({\n}")), (4, Short)],
            false,
        ),
        case(
            "`});` does not close: the entry runs on to the next `})`",
            b"p({\na:1\n});\np({b:2})\n})\nr({id:3})\n",
            vec![
                (
                    1,
                    e(
                        "p({\na:1\n});\np({b:2})\n})",
                        'p',
                        "{\na:1\n});\np({b:2})\n}",
                    ),
                ),
                (6, e("r({id:3})", 'r', "{id:3}")),
            ],
            false,
        ),
        case(
            "`});` does not close: unterminated at EOF",
            b"a()\np({\na:1\n});\nb()\n",
            vec![(1, e("a()", 'a', "")), (2, Unterm)],
            false,
        ),
        case(
            "multi-line entry closed on a torn last line",
            b"p({\nx\n})",
            vec![(1, e("p({\nx\n})", 'p', "{\nx\n}"))],
            true,
        ),
        case("unterminated, torn", b"p({\nx: 1", vec![(1, Unterm)], true),
        case(
            "opener alone at EOF, torn",
            b"a()\nr({",
            vec![(1, e("a()", 'a', "")), (2, Unterm)],
            true,
        ),
        case(
            "opener alone at EOF, terminated",
            b"c({\r\n",
            vec![(1, Unterm)],
            false,
        ),
        case(
            "uppercase P({ is not an opener",
            b"P({\na:1\n})\n",
            vec![(1, e("P({", 'P', "")), (2, e("a:1", 'a', "")), (3, Short)],
            false,
        ),
        case(
            "other letters and trailing spaces are not openers",
            b"v({\np({ \n x({\n})\n",
            vec![
                (1, e("v({", 'v', "")),
                (2, e("p({ ", 'p', "{")),
                (3, e(" x({", ' ', "(")),
                (4, Short),
            ],
            false,
        ),
        case(
            "an opener ended by a lone CR still opens",
            b"p({\rx\r})\r",
            vec![(1, e("p({\nx\n})", 'p', "{\nx\n}"))],
            false,
        ),
        // Comments.
        case(
            "comments, and an indented `//` line that is not one",
            b"// note\n/\n/x\n  // indented\n\t//tab\n",
            vec![
                (1, Comment),
                (2, Comment),
                (3, Comment),
                (4, e("  // indented", ' ', "// indente")),
                (5, e("\t//tab", '\t', "/ta")),
            ],
            false,
        ),
        case(
            "a torn comment",
            b"a()\n// x",
            vec![(1, e("a()", 'a', "")), (2, Comment)],
            true,
        ),
        // Too short, by characters.
        case(
            "too short",
            b"a\nab\n})\n  \nabc\n   \n",
            vec![
                (1, Short),
                (2, Short),
                (3, Short),
                (4, Short),
                (5, e("abc", 'a', "")),
                (6, e("   ", ' ', "")),
            ],
            false,
        ),
        case(
            "too short counts characters, not bytes",
            "é\néé\n😀😀\néé)\n".as_bytes(),
            vec![(1, Short), (2, Short), (3, Short), (4, e("éé)", 'é', ""))],
            false,
        ),
        case(
            "too short: invalid bytes count one each",
            b"\xFF\xFF\n\xE2\x82\n\xFF\xFF\xFF\n\xE2\x82\xAC\xAC\n",
            vec![
                (1, Short),
                (2, Short),
                (3, e(b"\xFF\xFF\xFF", FFFD, "")),
                (4, Short), // a euro sign and a stray continuation byte
            ],
            false,
        ),
        case(
            "a torn too-short line",
            b"a()\nb(",
            vec![(1, e("a()", 'a', "")), (2, Short)],
            true,
        ),
        // Non-ASCII and invalid UTF-8.
        case(
            "non-ASCII first characters",
            "é({x})\n€p(x)\n日本語\n".as_bytes(),
            vec![
                (1, e("é({x})", 'é', "{x}")),
                (2, e("€p(x)", '€', "(x")),
                (3, e("日本語", '日', "")),
            ],
            false,
        ),
        case(
            "non-ASCII at the ends of the body",
            "p(ü{a:\"ö\"}€\n".as_bytes(),
            vec![(1, e("p(ü{a:\"ö\"}€", 'p', "ü{a:\"ö\"}"))],
            false,
        ),
        case(
            "invalid UTF-8",
            b"\xFFp({a:1})\np(\xFF\xFE)\np({a:\"\xC3\"})\np(x\xC3\n\xC3\xA9\xA9abc\n",
            vec![
                (1, e(b"\xFFp({a:1})", FFFD, "({a:1}")),
                (2, e(b"p(\xFF\xFE)", 'p', b"\xFF\xFE")),
                (3, e(b"p({a:\"\xC3\"})", 'p', b"{a:\"\xC3\"}")),
                (4, e(b"p(x\xC3", 'p', "x")),
                (5, e(b"\xC3\xA9\xA9abc", 'é', "ab")),
            ],
            false,
        ),
        case(
            "NUL bytes are ordinary bytes",
            b"\0\0\0\np({a:\"\0\"})\n\0\n\0\0\0",
            vec![
                (1, e("\0\0\0", '\0', "")),
                (2, e("p({a:\"\0\"})", 'p', "{a:\"\0\"}")),
                (3, Short),
                (4, e("\0\0\0", '\0', "")),
            ],
            true,
        ),
        // Body extraction, no checks on the characters dropped.
        case(
            "body extraction",
            b"p({\"a\":1})\np({...});\np({a:1}) // note\nv({\"version\":\"1\"})\nxyz\n",
            vec![
                (1, e("p({\"a\":1})", 'p', "{\"a\":1}")),
                (2, e("p({...});", 'p', "{...})")),
                (3, e("p({a:1}) // note", 'p', "{a:1}) // not")),
                (4, e("v({\"version\":\"1\"})", 'v', "{\"version\":\"1\"}")),
                (5, e("xyz", 'x', "")),
            ],
            false,
        ),
    ]
}

#[test]
fn table() {
    let mut failures = Vec::new();
    for c in cases() {
        let got = framed(c.input);
        let got_lines: Vec<(u32, K)> = got.iter().map(|(l, _, _, k)| (*l, k.clone())).collect();
        if got_lines != c.want {
            failures.push(format!(
                "{}: got {got_lines:?}\n  want {:?}",
                c.name, c.want
            ));
            continue;
        }
        let torn: Vec<bool> = got.iter().map(|g| g.2).collect();
        let mut want_torn = vec![false; got.len()];
        if let Some(last) = want_torn.last_mut() {
            *last = c.torn_last;
        }
        if torn != want_torn {
            failures.push(format!(
                "{}: at_eof_without_newline {torn:?}, want {want_torn:?}",
                c.name
            ));
        }
        if got != reference(c.input) {
            failures.push(format!("{}: disagrees with the reference framer", c.name));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing rows:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn offsets_point_at_the_first_line() {
    let input = b"a()\r\n\rp({\r\nx\r\n})\r\n// c\nb()";
    let offsets: Vec<(u32, usize)> = framed(input).iter().map(|g| (g.0, g.1)).collect();
    assert_eq!(offsets, [(1, 0), (2, 5), (3, 6), (6, 18), (7, 23)]);
}

#[test]
fn single_line_and_lf_multi_line_entries_borrow() {
    let input = b"p({a:1})\np({\na:1\n})\nc({\r\na:1\r\n})\r\n";
    let borrowed: Vec<bool> = folio_framing::frame(input)
        .map(|f| match f.kind {
            folio_framing::FrameKind::Entry(e) => e.is_borrowed(),
            _ => panic!("{f:?}"),
        })
        .collect();
    assert_eq!(borrowed, [true, true, false]);
}

#[test]
fn framer_reports_lines_and_position() {
    let input = b"a()\np({\nx\n";
    let mut framer = folio_framing::frame(input);
    assert_eq!((framer.lines(), framer.position()), (0, 0));
    framer.next();
    assert_eq!((framer.lines(), framer.position()), (1, 4));
    assert_eq!(
        framer.next().map(|f| f.kind),
        Some(folio_framing::FrameKind::Unterminated)
    );
    assert_eq!((framer.lines(), framer.position()), (3, input.len()));
    assert_eq!(framer.next(), None);
    assert_eq!(framer.next(), None, "fused");
}
