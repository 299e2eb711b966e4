//! The quick scanners (`plain_number`, `plain_string`, the skipper's flat containers) against
//! the general routines they stand in for: whenever a quick scanner answers, the general routine gives the same value
//! and ends at the same byte; when it declines, the cursor has not moved. And they do answer
//! for the shapes journals are made of, so the quick path is really taken.

use folio_dialect::{Cursor, Number};
use proptest::prelude::*;

/// Runs the quick number scanner at the start of `src` and checks it against `parse_number`.
fn check_number(src: &[u8]) -> Option<Number<'_>> {
    let mut quick = Cursor::new(src);
    let answer = quick.plain_number();
    let mut general = Cursor::new(src);
    let expected = general.parse_number();
    match answer {
        Some(n) => {
            let e = expected.unwrap_or_else(|e| panic!("{src:?}: quick {n:?}, general {e:?}"));
            assert!(same_number(n, e), "{src:?}: quick {n:?}, general {e:?}");
            assert_eq!(quick.pos(), general.pos(), "{src:?}");
        }
        None => assert_eq!(quick.pos(), 0, "{src:?}: declined but moved"),
    }
    answer
}

/// Equal values, floats compared bit for bit (so `-0.0` and `0.0` differ).
fn same_number(a: Number<'_>, b: Number<'_>) -> bool {
    match (a, b) {
        (Number::Float(x), Number::Float(y)) => x.to_bits() == y.to_bits(),
        (a, b) => a == b,
    }
}

/// Runs the quick string scanner at the start of `src` and checks it against `parse_string`.
fn check_string(src: &[u8]) -> Option<String> {
    let mut quick = Cursor::new(src);
    let answer = quick.plain_string().map(str::to_owned);
    let mut general = Cursor::new(src);
    let expected = general.parse_string();
    match &answer {
        Some(text) => {
            let e = expected.unwrap_or_else(|e| panic!("{src:?}: quick {text:?}, general {e:?}"));
            assert_eq!(text, &*e, "{src:?}");
            assert_eq!(quick.pos(), general.pos(), "{src:?}");
        }
        None => assert_eq!(quick.pos(), 0, "{src:?}: declined but moved"),
    }
    answer
}

/// A number-like text: sign, digits, fraction, exponent, each maybe missing or malformed,
/// then a few bytes of what may follow a value.
fn number_text() -> impl Strategy<Value = String> {
    "-?[0-9]{0,20}(\\.[0-9]{0,12})?([eE]-?[0-9]{0,3})?[,}\\] x.0-9eE-]{0,10}"
}

/// Skips the value at the start of `src` and checks the skipper against the tree parser: the
/// same verdict, the same end or the same error.
fn check_skip(src: &[u8]) {
    let mut skipper = Cursor::new(src);
    let skipped = skipper.skip_value();
    let mut tree = Cursor::new(src);
    let parsed = tree.parse_value();
    match (skipped, parsed) {
        (Ok(()), Ok(_)) => assert_eq!(skipper.pos(), tree.pos(), "{src:?}"),
        (Err(a), Err(b)) => assert_eq!(a, b, "{src:?}"),
        (a, b) => panic!("{src:?}: skipper {a:?}, tree {b:?}"),
    }
}

/// Small containers of the flat shape and near misses: tokens of the grammar, glued.
fn flat_text() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("{"),
        Just("}"),
        Just("["),
        Just("]"),
        Just(","),
        Just(":"),
        Just(" "),
        Just("src"),
        Just("v2"),
        Just("\"pos\""),
        Just("\"\""),
        Just("'q'"),
        Just("7"),
        Just("-1.5"),
        Just("1e3"),
        Just("true"),
        Just("fals"),
        Just("null"),
        Just("//c\n"),
    ];
    proptest::collection::vec(token, 0..14).prop_map(|t| t.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(5_000))]

    #[test]
    fn plain_number_agrees_with_parse_number_on_number_like_text(text in number_text()) {
        check_number(text.as_bytes());
    }

    #[test]
    fn plain_number_agrees_with_parse_number_on_any_bytes(
        bytes in proptest::collection::vec(any::<u8>(), 0..24),
    ) {
        check_number(&bytes);
    }

    #[test]
    fn plain_number_agrees_on_decimals_of_up_to_nineteen_digits(
        int in "0|[1-9][0-9]{0,14}",
        frac in "[0-9]{0,18}",
        end in "[,}\\] ]",
    ) {
        let text = format!("{int}.{frac}{end}");
        let answer = check_number(text.as_bytes());
        if int.len() + frac.len() <= 19 {
            prop_assert!(answer.is_some(), "{text}: declined");
        }
    }

    #[test]
    fn plain_number_agrees_on_decimals_written_by_a_program(
        x in any::<f64>().prop_filter("finite", |x| x.is_finite()),
        cents in any::<i64>(),
        digits in 0usize..8,
    ) {
        // Shortest round-trip forms, fixed-point forms, and integers of every size.
        for text in [
            format!("{x:?},"),
            format!("{x:.digits$},"),
            format!("{:.2}}})", cents as f64 / 100.0),
            format!("{cents},\"k\":1"),
        ] {
            check_number(text.as_bytes());
        }
    }

    #[test]
    fn skipper_agrees_with_the_tree_on_flat_containers(text in flat_text(), open in "[{\\[]") {
        check_skip(format!("{open}{text}").as_bytes());
    }

    #[test]
    fn plain_string_agrees_with_parse_string_on_any_bytes(
        bytes in proptest::collection::vec(
            prop_oneof![Just(b'"'), Just(b'\\'), Just(b'a'), 0x80u8..=0xFF, any::<u8>()],
            0..90,
        ),
    ) {
        let mut text = vec![b'"'];
        text.extend_from_slice(&bytes);
        check_string(&text);
    }

    #[test]
    fn plain_string_agrees_with_parse_string(
        body in "[a-z\"\\\\'`\u{e9}\u{1F600} /.-]{0,70}",
        tail in "[,}\"]{0,10}",
    ) {
        let text = format!("\"{body}{tail}");
        check_string(text.as_bytes());
    }
}

#[test]
fn edge_numbers_agree() {
    let cases: &[&str] = &[
        "0,",
        "-0,",
        "-0.0,",
        "0.0,",
        "1.,",
        "-1.}",
        "007,",
        "0.1234567,",
        "0.12345678,",
        "123456789012345.0,",
        "1234567890123456,",
        "12345678901234567,",
        "999999999999999999,",
        "9999999999999999.5,",
        "1.5e3,",
        "1.5E3,",
        "1e5,",
        "1.e5,",
        "-,",
        "-a,",
        ".5,",
        "1.5.5,",
        "12345678,",
        "1234567.8,",
        "123456789,",
        "9007199254740993,",
        "0.30000000000000004,",
        "18644.55,",
        "19470.503565,",
        "11136.959766999998,",
        "1700002740643}",
        "1.0",
        "12",
        "1.25}\n",
        "-00000000000000001,",
    ];
    for case in cases {
        check_number(case.as_bytes());
    }
}

#[test]
fn a_digit_run_ends_at_every_byte_that_is_not_a_digit() {
    // The digit scan classifies eight bytes at once: every byte value after every run length,
    // in the integer and in the fraction, with bytes after it that a carry could reach.
    for run in 0..=17 {
        for byte in 0..=255u8 {
            for (head, tail) in [("", &b"99"[..]), ("-", b"\xff\xff"), ("12.", b"0\x80")] {
                let mut text = head.as_bytes().to_vec();
                text.extend((0..run).map(|k| b'1' + (k % 9) as u8));
                text.push(byte);
                text.extend_from_slice(tail);
                check_number(&text);
            }
        }
    }
}

#[test]
fn decimals_next_to_a_midpoint_between_two_doubles_round_correctly() {
    // The decimals of up to 19 digits nearest to the midpoints between neighbouring doubles,
    // from both sides, and decimals where only the division's remainder says to round up, each
    // with the double it reads as (Python's correctly rounded reading): `data/near_halfway.py`
    // and `data/remainder_decides.py` wrote them.
    let table = [
        include_str!("../data/near_halfway.txt"),
        include_str!("../data/remainder_decides.txt"),
    ]
    .concat();
    let mut quick = 0;
    for line in table.lines() {
        let (text, bits) = line.split_once(' ').expect("text and bits");
        let bits = u64::from_str_radix(bits, 16).expect("hex bits");
        let with_end = format!("{text},");
        if let Some(n) = check_number(with_end.as_bytes()) {
            quick += 1;
            assert_eq!(n, Number::Float(f64::from_bits(bits)), "{text}");
        }
        let negative = format!("-{text}}}");
        if let Some(n) = check_number(negative.as_bytes()) {
            assert_eq!(n, Number::Float(-f64::from_bits(bits)), "-{text}");
        }
    }
    // All of them have at most 15 integer digits and 19 in all: the quick path takes each.
    assert_eq!(quick, table.lines().count());
}

#[test]
fn journal_shapes_take_the_quick_path() {
    for (text, expected) in [
        ("1700002740643,", Number::Int(1_700_002_740_643)),
        ("8145969450,seq", Number::Int(8_145_969_450)),
        ("7,ver:1}", Number::Int(7)),
        ("-42},      ", Number::Int(-42)),
        ("18644.55,amount", Number::Float(18644.55)),
        ("19470.503565,ab", Number::Float(19470.503565)),
        ("0.657,srcSys:", Number::Float(0.657)),
        ("1.0,amount:1", Number::Float(1.0)),
        ("-2.5}        ", Number::Float(-2.5)),
        ("12", Number::Int(12)),
        ("0.5", Number::Float(0.5)),
        // Sixteen to nineteen digits: the shortest forms of doubles a program prints.
        ("0.30000000000000004,", Number::Float(0.30000000000000004)),
        ("10257.293679999999,", Number::Float(10257.293679999999)),
        ("1.12345678,   ", Number::Float(1.12345678)),
        (
            "-123456789012345.6789}",
            Number::Float(-123_456_789_012_345.67),
        ),
    ] {
        assert_eq!(check_number(text.as_bytes()), Some(expected), "{text}");
    }
    for (text, expected) in [
        ("\"GAUAKBI6\",nn:\"UNIONPAY\"", "GAUAKBI6"),
        (
            "\"/data/stl/2024/07/b-35063736.csv\",ltd:1700002740643",
            "/data/stl/2024/07/b-35063736.csv",
        ),
        ("\"{}\",an:\"0783\"", "{}"),
    ] {
        assert_eq!(
            check_string(text.as_bytes()).as_deref(),
            Some(expected),
            "{text}"
        );
    }
}

#[test]
fn shapes_the_quick_path_leaves_to_the_general_one() {
    // Exponents and many digits: declined, not misread.
    for text in [
        "1e5,        ",
        "1.5E-3,     ",
        "12345678901234567,",
        "0.30000000000000004e1,",
        "0.12345678901234567890,",
        "1234567890123456.5,",
        "1.1234567812345678e-5,",
    ] {
        assert_eq!(check_number(text.as_bytes()), None, "{text}");
    }
}

#[test]
fn flat_containers_skip_as_the_tree_reads_them() {
    for text in [
        "{src:\"pos\",ver:7},x",
        "[2,430],x",
        "{}",
        "[]",
        "{a:1,}",
        "[1,]",
        "{a:1 }",
        "{a: 1}",
        "[1 ,2]",
        "{a:{b:1}}",
        "[[1]]",
        "{a:null,b:true,c:false,d:-0.5,e:\"\"}",
        "{a:tru}",
        "[1,2",
        "{a:1",
        "{\"a\":1}",
        "{a:1,//c\nb:2}",
        "{1:2}",
        "[1.5e3]",
    ] {
        check_skip(text.as_bytes());
    }
}
