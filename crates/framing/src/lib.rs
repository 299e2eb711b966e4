//! Framing: a journal file's bytes -> entries, with line numbers (docs/format.md, Entries).
//!
//! This is the first stage of replay and its hottest loop: it finds line ends with `memchr`,
//! borrows every single-line entry from the input, and leaves the rare cases (multi-line
//! entries, non-ASCII short lines) to cold functions.
//!
//! - [`frame`] — the entry point: a file's bytes in, an iterator of [`Frame`]s out.
//! - [`Frame`] — one frame: its first line number, byte offset, whether it ran into a torn
//!   last line, and its [`FrameKind`].
//! - [`FrameKind`] — blank, comment, too short, unterminated, or an [`Entry`].
//! - [`Entry`] — an entry's text, its `op` and its `body`.
//!
//! # The rules
//!
//! - Lines end with `\n`, `\r\n` or a lone `\r`; line numbers are 1-based and count every line
//!   of the file, including the inner lines of multi-line entries. A last line with no
//!   terminator is still a line; a final terminator does not start an empty last line.
//! - A line that is exactly `p({`, `c({` or `r({` opens a multi-line entry: that line and the
//!   following ones joined with `\n`, up to and including the first line that is exactly `})`.
//!   Matching is exact and case-sensitive: `P({`, `p({ ` and a closing `});` do not count. With
//!   no closer before the end of the file the frame is [`FrameKind::Unterminated`] and takes
//!   the rest of the file.
//! - Any other line is an entry on its own. Framing never looks at braces or quotes.
//! - An empty entry is [`FrameKind::Blank`]; one whose first character is `/` is a
//!   [`FrameKind::Comment`]; one of fewer than three characters is [`FrameKind::TooShort`].
//! - Otherwise `op` is the first character and `body` is the entry without its first two
//!   characters and its last one, whatever they are.
//!
//! "First character" is read literally, so a line of spaces followed by `// note` is not a
//! comment: it is an entry with op `' '`. Replay parses its body first, which is not an object
//! (`// not…`), so it counts as a failed entry, not an unknown op. Likewise a line of only spaces is an
//! entry (or too short), not blank, and a UTF-8 byte order mark is the first character of the
//! file's first line. Characters are UTF-8; invalid bytes count as one character each (see
//! [`Entry::body`]).
//!
//! # Example
//!
//! ```
//! use folio_framing::{frame, FrameKind};
//!
//! let journal = b"// regions\np({code:\"CA\"})\r\nc({\r\n  code: \"US\"\r\n})\n";
//! let mut entries = Vec::new();
//! for f in frame(journal) {
//!     match f.kind {
//!         FrameKind::Entry(e) => entries.push((f.line, e.op(), e.body().to_vec())),
//!         FrameKind::Blank | FrameKind::Comment => {}
//!         FrameKind::TooShort | FrameKind::Unterminated => panic!("bad entry at line {}", f.line),
//!     }
//! }
//! assert_eq!(entries, [
//!     (2, 'p', b"{code:\"CA\"}".to_vec()),
//!     (3, 'c', b"{\n  code: \"US\"\n}".to_vec()),
//! ]);
//! ```

pub use entry::Entry;
pub use frame::{frame, Frame, FrameKind, Framer};

mod entry;
mod frame;
