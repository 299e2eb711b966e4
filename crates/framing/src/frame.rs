//! The framing loop: split a file's bytes into lines and lines into frames (docs/format.md, Entries).

use std::borrow::Cow;
use std::iter::FusedIterator;

use crate::entry::{is_shorter_than_3_chars, Entry};

/// Frames a whole journal file's bytes.
///
/// Never fails and never panics: every byte sequence frames into something, and bad input
/// shows up as [`FrameKind::TooShort`] or [`FrameKind::Unterminated`] frames. Allocates nothing
/// per line; the only allocation is the joined text of a multi-line entry some of whose lines
/// end in `\r\n` or `\r`. An empty `data` yields no frames.
///
/// # Example
///
/// ```
/// use folio_framing::{frame, FrameKind};
///
/// let frames: Vec<_> = frame(b"// users\np({id:1})\r\n").collect();
/// assert_eq!(frames[0].kind, FrameKind::Comment);
/// let FrameKind::Entry(entry) = &frames[1].kind else { panic!() };
/// assert_eq!((frames[1].line, entry.op(), entry.body()), (2, 'p', &b"{id:1}"[..]));
/// ```
#[inline]
pub fn frame(data: &[u8]) -> Framer<'_> {
    Framer {
        data,
        pos: 0,
        line: 1,
    }
}

/// One frame: an entry, or a line framing skipped and why. See [`frame`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame<'a> {
    /// The 1-based line number (per file) of the frame's first line. Saturates at `u32::MAX`
    /// (a file of more than four billion lines), never wraps.
    pub line: u32,
    /// The byte offset of the frame's first byte in the framed data.
    pub offset: usize,
    /// The frame's last line ended at end of file with no line terminator: the file's last
    /// line is torn, or was written without a final newline.
    pub at_eof_without_newline: bool,
    /// What the frame holds.
    pub kind: FrameKind<'a>,
}

/// What a frame holds (docs/format.md, Entries). Every kind but [`FrameKind::Entry`] is skipped by replay;
/// [`FrameKind::TooShort`] and [`FrameKind::Unterminated`] are bad entries to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FrameKind<'a> {
    /// An empty line. A line of spaces is not empty: it is an entry, or too short.
    Blank,
    /// A line whose first character is `/`. Only the first character counts: `  // x` is an
    /// entry with op `' '`, not a comment.
    Comment,
    /// A non-empty line of fewer than three characters that is not a comment (`/` alone is a
    /// comment): a bad entry.
    TooShort,
    /// A line that is exactly `p({`, `c({` or `r({` with no line that is exactly `})` after it:
    /// a bad entry. It runs to the end of the file, so it is always the last frame.
    Unterminated,
    /// An entry to parse: a single line, or a `p({` ... `})` multi-line entry.
    Entry(Entry<'a>),
}

/// The iterator [`frame`] returns.
#[derive(Debug, Clone)]
pub struct Framer<'a> {
    data: &'a [u8],
    /// The first byte of the next line.
    pos: usize,
    /// The number of the next line.
    line: u32,
}

impl<'a> Framer<'a> {
    /// The number of lines framed so far; after the last frame, the file's line count (a final
    /// line terminator does not start another line).
    #[inline]
    pub fn lines(&self) -> u32 {
        self.line - 1
    }

    /// The byte offset where the next frame starts; after the last frame, the data's length.
    #[inline]
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Consumes the line starting at `self.pos`, which must be before the end of the data.
    #[inline]
    fn take_line(&mut self) -> Line {
        let start = self.pos;
        let line = split_line(self.data, start);
        self.pos = line.next;
        self.line = self.line.saturating_add(1);
        line
    }

    /// Frames a multi-line entry whose opener line is `opener`, starting at `offset`, numbered
    /// `line`. Rare in replay-sized journals, so it may be slower than the single-line path.
    #[cold]
    #[inline(never)]
    fn multi_line(&mut self, offset: usize, line: u32, opener: Line) -> Frame<'a> {
        let mut last = opener;
        // Whether every line before the closer ended in `\n`: then the entry is a slice.
        let mut all_lf = opener.terminator == Terminator::Lf;
        while self.pos < self.data.len() {
            let start = self.pos;
            let l = self.take_line();
            if &self.data[start..l.end] == b"})" {
                let text = if all_lf {
                    Cow::Borrowed(&self.data[offset..l.end])
                } else {
                    Cow::Owned(join_with_lf(&self.data[offset..l.end]))
                };
                return Frame {
                    line,
                    offset,
                    at_eof_without_newline: l.terminator == Terminator::Eof,
                    kind: FrameKind::Entry(Entry::framed(text)),
                };
            }
            all_lf &= l.terminator == Terminator::Lf;
            last = l;
        }
        Frame {
            line,
            offset,
            at_eof_without_newline: last.terminator == Terminator::Eof,
            kind: FrameKind::Unterminated,
        }
    }
}

impl<'a> Iterator for Framer<'a> {
    type Item = Frame<'a>;

    #[inline]
    fn next(&mut self) -> Option<Frame<'a>> {
        let offset = self.pos;
        if offset >= self.data.len() {
            return None;
        }
        let line = self.line;
        let l = self.take_line();
        let text = &self.data[offset..l.end];
        let kind = match text {
            [] => FrameKind::Blank,
            [b'/', ..] => FrameKind::Comment,
            [b'p' | b'c' | b'r', b'(', b'{'] => return Some(self.multi_line(offset, line, l)),
            _ if is_shorter_than_3_chars(text) => FrameKind::TooShort,
            _ => FrameKind::Entry(Entry::framed(Cow::Borrowed(text))),
        };
        Some(Frame {
            line,
            offset,
            at_eof_without_newline: l.terminator == Terminator::Eof,
            kind,
        })
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.data.len() - self.pos;
        (usize::from(left > 0), Some(left))
    }
}

impl FusedIterator for Framer<'_> {}

/// How a line ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Terminator {
    Lf,
    CrLf,
    Cr,
    /// The line ran to the end of the data.
    Eof,
}

/// One line of the data, without its terminator.
#[derive(Debug, Clone, Copy)]
struct Line {
    /// One past the line's last byte (before the terminator).
    end: usize,
    /// The first byte of the next line (after the terminator).
    next: usize,
    terminator: Terminator,
}

/// Splits off the line that starts at `start` (at most `data.len()`).
#[inline(always)]
fn split_line(data: &[u8], start: usize) -> Line {
    match memchr::memchr2(b'\n', b'\r', &data[start..]) {
        None => Line {
            end: data.len(),
            next: data.len(),
            terminator: Terminator::Eof,
        },
        Some(i) => {
            let end = start + i;
            if data[end] == b'\n' {
                Line {
                    end,
                    next: end + 1,
                    terminator: Terminator::Lf,
                }
            } else if data.get(end + 1) == Some(&b'\n') {
                Line {
                    end,
                    next: end + 2,
                    terminator: Terminator::CrLf,
                }
            } else {
                Line {
                    end,
                    next: end + 1,
                    terminator: Terminator::Cr,
                }
            }
        }
    }
}

/// Re-joins the lines of `text` (which ends at a line's end, not after its terminator) with
/// `\n`. Only for multi-line entries with `\r` in their terminators.
#[cold]
fn join_with_lf(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut pos = 0;
    loop {
        let l = split_line(text, pos);
        out.extend_from_slice(&text[pos..l.end]);
        if l.terminator == Terminator::Eof {
            return out;
        }
        out.push(b'\n');
        pos = l.next;
    }
}
