//! A naive reference framer, written straight from docs/format.md, Entries with none of the crate's code:
//! byte-at-a-time line splitting, a `Vec` of lines, and characters decoded with the standard
//! library's UTF-8 validator. Slow and obviously right; the tests compare `frame` against it.

#![allow(dead_code)]

use folio_framing::{Frame, FrameKind};

/// A frame with everything owned and `op`/`body` already taken, for `assert_eq!`.
#[derive(Clone, PartialEq, Eq)]
pub enum K {
    Blank,
    Comment,
    Short,
    Unterm,
    E {
        text: Vec<u8>,
        op: char,
        body: Vec<u8>,
    },
}

impl std::fmt::Debug for K {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            K::Blank => f.write_str("Blank"),
            K::Comment => f.write_str("Comment"),
            K::Short => f.write_str("Short"),
            K::Unterm => f.write_str("Unterm"),
            K::E { text, op, body } => write!(
                f,
                "E({:?}, {op:?}, {:?})",
                String::from_utf8_lossy(text),
                String::from_utf8_lossy(body)
            ),
        }
    }
}

/// An expected entry: its text, op and body, spelled out.
pub fn e(text: impl AsRef<[u8]>, op: char, body: impl AsRef<[u8]>) -> K {
    K::E {
        text: text.as_ref().to_vec(),
        op,
        body: body.as_ref().to_vec(),
    }
}

/// What the tests compare: (line, offset, at_eof_without_newline, kind).
pub type Got = (u32, usize, bool, K);

pub fn own(f: &Frame<'_>) -> Got {
    let k = match &f.kind {
        FrameKind::Blank => K::Blank,
        FrameKind::Comment => K::Comment,
        FrameKind::TooShort => K::Short,
        FrameKind::Unterminated => K::Unterm,
        FrameKind::Entry(en) => K::E {
            text: en.text().to_vec(),
            op: en.op(),
            body: en.body().to_vec(),
        },
    };
    (f.line, f.offset, f.at_eof_without_newline, k)
}

/// Frames `data` with the crate, owned.
pub fn framed(data: &[u8]) -> Vec<Got> {
    folio_framing::frame(data).map(|f| own(&f)).collect()
}

/// One line: start offset, content, and whether a terminator followed it.
pub struct RefLine {
    pub start: usize,
    pub content: Vec<u8>,
    pub terminated: bool,
}

/// Splits `data` into lines one byte at a time.
pub fn ref_lines(data: &[u8]) -> Vec<RefLine> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < data.len() {
        match data[i] {
            b'\n' | b'\r' => {
                lines.push(RefLine {
                    start,
                    content: data[start..i].to_vec(),
                    terminated: true,
                });
                i += if data[i] == b'\r' && data.get(i + 1) == Some(&b'\n') {
                    2
                } else {
                    1
                };
                start = i;
            }
            _ => i += 1,
        }
    }
    if start < data.len() {
        lines.push(RefLine {
            start,
            content: data[start..].to_vec(),
            terminated: false,
        });
    }
    lines
}

/// The characters of `b` as (byte length, char or U+FFFD): valid UTF-8 sequences, and each
/// byte where the standard library's validator stops counts alone.
pub fn ref_chars(b: &[u8]) -> Vec<(usize, char)> {
    let mut out = Vec::new();
    let mut rest = b;
    while !rest.is_empty() {
        let (valid, bad) = match std::str::from_utf8(rest) {
            Ok(s) => (s, false),
            Err(err) => (
                std::str::from_utf8(&rest[..err.valid_up_to()]).unwrap(),
                true,
            ),
        };
        out.extend(valid.chars().map(|c| (c.len_utf8(), c)));
        rest = &rest[valid.len()..];
        if bad {
            out.push((1, char::REPLACEMENT_CHARACTER));
            rest = &rest[1..];
        }
    }
    out
}

/// A reference kind for one entry's text (single- or multi-line).
pub fn ref_kind(text: &[u8]) -> K {
    let chars = ref_chars(text);
    if text.is_empty() {
        K::Blank
    } else if text[0] == b'/' {
        K::Comment
    } else if chars.len() < 3 {
        K::Short
    } else {
        let start = chars[0].0 + chars[1].0;
        let end = text.len() - chars.last().unwrap().0;
        e(text, chars[0].1, &text[start..end])
    }
}

/// The reference framer.
pub fn reference(data: &[u8]) -> Vec<Got> {
    let lines = ref_lines(data);
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let first = &lines[i];
        let c = &first.content;
        if c == b"p({" || c == b"c({" || c == b"r({" {
            let close = (i + 1..lines.len()).find(|&j| lines[j].content == b"})");
            match close {
                Some(j) => {
                    let joined = lines[i..=j]
                        .iter()
                        .map(|l| l.content.clone())
                        .collect::<Vec<_>>()
                        .join(&b'\n');
                    out.push((
                        i as u32 + 1,
                        first.start,
                        !lines[j].terminated,
                        ref_kind(&joined),
                    ));
                    i = j + 1;
                }
                None => {
                    out.push((
                        i as u32 + 1,
                        first.start,
                        !lines.last().unwrap().terminated,
                        K::Unterm,
                    ));
                    i = lines.len();
                }
            }
        } else {
            out.push((i as u32 + 1, first.start, !first.terminated, ref_kind(c)));
            i += 1;
        }
    }
    out
}
