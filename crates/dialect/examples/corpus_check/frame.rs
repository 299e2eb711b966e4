//! The simple framing (docs/format.md, Entries) used by the corpus check and the corpus regression test.
//!
//! A line that is exactly `p({`, `c({` or `r({` opens a multi-line entry ending at the line that
//! is exactly `})` (an unterminated one is dropped); any other non-empty line not starting with
//! `/` is an entry; the body is the entry without its first two bytes and its last one. Bytes,
//! not text: invalid UTF-8 must reach the parser as it is.

/// One framed entry: its first line (1-based) and its bytes.
pub struct Entry {
    pub line: usize,
    pub text: Vec<u8>,
}

/// Splits a journal into lines ending with `\n`, `\r\n` or a lone `\r`.
fn lines(bytes: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut rest = bytes;
    while let Some(i) = memchr::memchr2(b'\n', b'\r', rest) {
        out.push(&rest[..i]);
        let skip = if rest[i] == b'\r' && rest.get(i + 1) == Some(&b'\n') {
            2
        } else {
            1
        };
        rest = &rest[i + skip..];
    }
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

/// Splits a journal into entries by the simple rules above.
pub fn frame(bytes: &[u8]) -> Vec<Entry> {
    let lines = lines(bytes);
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if matches!(line, b"p({" | b"c({" | b"r({") {
            let start = i;
            if let Some(end) = lines[i..].iter().position(|l| *l == b"})") {
                i += end + 1;
                out.push(Entry {
                    line: start,
                    text: lines[start - 1..i].join(&b'\n'),
                });
            } else {
                // Unterminated: the format (docs/format.md, Entries) reports and skips it; nothing to parse.
                i = lines.len();
            }
        } else if !line.is_empty() && line[0] != b'/' {
            out.push(Entry {
                line: i,
                text: line.to_vec(),
            });
        }
    }
    out
}

/// The body of an entry: without its first two bytes and its last one.
pub fn body(entry: &[u8]) -> Option<&[u8]> {
    (entry.len() >= 3).then(|| &entry[2..entry.len() - 1])
}
