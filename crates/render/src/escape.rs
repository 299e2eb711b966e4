//! JSON strings in pure ASCII.

/// Whether a byte can be copied into a JSON string as is: printable ASCII but `"` and `\`.
static PLAIN: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0x20;
    while b < 0x7F {
        table[b] = b != b'"' as usize && b != b'\\' as usize;
        b += 1;
    }
    table
};

/// Writes `s` as a quoted JSON string, escaping everything outside printable ASCII.
///
/// Runs of plain bytes (the common case: most strings have no escape at all) are copied whole;
/// only the rest goes through the escaping loop.
pub fn write_string(s: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    let bytes = s.as_bytes();
    let mut start = 0;
    while start < bytes.len() {
        let run = bytes[start..]
            .iter()
            .position(|&b| !PLAIN[b as usize])
            .unwrap_or(bytes.len() - start);
        out.extend_from_slice(&bytes[start..start + run]);
        start += run;
        if start < bytes.len() {
            start = escape_one(s, start, out);
        }
    }
    out.push(b'"');
}

/// Escapes the character at byte `at`; returns the byte after it.
#[cold]
fn escape_one(s: &str, at: usize, out: &mut Vec<u8>) -> usize {
    let c = s[at..]
        .chars()
        .next()
        .expect("`at` is a char boundary inside `s`");
    // Control characters too go out as `\u00XX`, as the reference runtime writes them
    // (DESIGN §7: every character below 0x20 or above 0x7E), never as `\n` or `\t`.
    match c {
        '"' => out.extend_from_slice(b"\\\""),
        '\\' => out.extend_from_slice(b"\\\\"),
        c => {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.extend_from_slice(format!("\\u{unit:04x}").as_bytes());
            }
        }
    }
    at + c.len_utf8()
}

#[cfg(test)]
mod tests {
    use super::write_string;

    #[test]
    fn table() {
        let cases: &[(&str, &str)] = &[
            ("", r#""""#),
            ("plain text", r#""plain text""#),
            ("q\"b\\s/", r#""q\"b\\s/""#),
            (
                "a\nb\tc\rd\u{8}\u{c}",
                r#""a\u000ab\u0009c\u000dd\u0008\u000c""#,
            ),
            ("\u{0}\u{1f}\u{7f}", r#""\u0000\u001f\u007f""#),
            ("é", r#""\u00e9""#),
            ("日本", r#""\u65e5\u672c""#),
            ("😀", r#""\ud83d\ude00""#),
            ("{}", r#""{}""#),
        ];
        for (input, want) in cases {
            let mut out = Vec::new();
            write_string(input, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), *want, "{input:?}");
        }
    }

    #[test]
    fn output_is_ascii_and_valid_json_for_every_char_class() {
        let input: String = (0u32..0x3000)
            .chain([0x1F600, 0x10FFFF])
            .filter_map(char::from_u32)
            .collect();
        let mut out = Vec::new();
        write_string(&input, &mut out);
        assert!(out.iter().all(|b| (0x20..0x7F).contains(b)));
        let back: String = serde_json::from_slice(&out).unwrap();
        assert_eq!(back, input);
    }
}
