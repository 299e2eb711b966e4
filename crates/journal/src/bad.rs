//! Entries of a live journal that do not parse, found and (with `repair --drop-bad`) moved
//! aside into `X.bad`, like `redis-check-aof --fix`.
//!
//! "Does not parse" is what framing and the grammar say, with no registry: a line too short to
//! be an entry, a multi-line entry never closed, or a body that is no object. Replay skips such
//! entries (they apply nothing), so moving them changes no state; what it changes is that
//! `check` and every replay stop reporting them. Entries that parse but fail typing stay: they
//! may mean something under another registry.
//!
//! The journal is rewritten without them atomically: the kept bytes go to `X.repair`, which is
//! fsynced; the moved entries are appended to `X.bad`, each after a `// X line N` comment, and
//! `X.bad` is fsynced; only then is `X.repair` renamed over `X` and the directory fsynced. A
//! crash before the rename leaves `X` as it was (and perhaps copies in `X.bad`); after it, the
//! new `X` with every moved entry durable in `X.bad`.

use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

use folio_framing::{frame, FrameKind};

use crate::blocks::{Blocks, DEFAULT_BLOCK};
use crate::lock::sibling;
use crate::{Op, WriteError};

/// An entry of a journal that does not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadEntry {
    /// Its first line (1-based).
    pub line: u32,
    /// Its first byte.
    pub offset: u64,
    /// Its length, line end included.
    pub len: u64,
}

/// The file that keeps the entries moved out of the journal `X`: `X.bad`.
pub fn bad_path(journal: &Path) -> PathBuf {
    sibling(journal, ".bad")
}

/// Every entry of the journal at `path` that does not parse, in file order, read block by
/// block (memory bounded by the longest entry, not the file).
pub fn find_bad(path: &Path) -> io::Result<Vec<BadEntry>> {
    let mut bad = Vec::new();
    let mut blocks = Blocks::open(path, DEFAULT_BLOCK)?;
    while let Some(block) = blocks.next_block()? {
        let mut framer = frame(block.bytes);
        let mut used = block.bytes.len();
        let mut lines = 0;
        while let Some(f) = framer.next() {
            if matches!(f.kind, FrameKind::Unterminated) && !block.last {
                // Cut by the block's end: read again whole with the next block.
                used = f.offset;
                lines = f.line - 1;
                break;
            }
            let parses = match &f.kind {
                FrameKind::Entry(entry) => folio_dialect::parse_object(entry.body()).is_ok(),
                FrameKind::Blank | FrameKind::Comment => true,
                FrameKind::TooShort | FrameKind::Unterminated => false,
            };
            if !parses {
                bad.push(BadEntry {
                    line: block.lines.saturating_add(f.line),
                    offset: block.offset + f.offset as u64,
                    len: (framer.position() - f.offset) as u64,
                });
            }
            lines = framer.lines();
        }
        blocks.consume(used, lines);
    }
    Ok(bad)
}

/// Moves `bad` (found by [`find_bad`] in the journal at `path`, whose lock the caller holds)
/// into `X.bad` and rewrites the journal without them, atomically (see the module
/// documentation), streaming (memory bounded by a copy buffer). Returns `X.bad`'s path.
pub(crate) fn move_bad(path: &Path, bad: &[BadEntry]) -> Result<PathBuf, WriteError> {
    let error = |path: &Path, op| {
        let path = path.to_path_buf();
        move |source| WriteError::Io { path, op, source }
    };
    let mut src = File::open(path).map_err(error(path, Op::Read))?;
    let len = src.metadata().map_err(error(path, Op::Read))?.len();
    let temp = sibling(path, ".repair");
    crate::files::remove(&temp, true)?;
    let kept_in = bad_path(path);
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    // X.repair: every byte but the bad entries'.
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)
        .map_err(error(&temp, Op::Write))?;
    let mut kept = BufWriter::with_capacity(1 << 20, file);
    let mut at = 0;
    for entry in bad {
        copy_range(&mut src, at, entry.offset, &mut kept).map_err(error(&temp, Op::Write))?;
        at = entry.offset + entry.len;
    }
    copy_range(&mut src, at, len, &mut kept).map_err(error(&temp, Op::Write))?;
    let file = kept
        .into_inner()
        .map_err(|e| error(&temp, Op::Write)(e.into_error()))?;
    file.sync_all().map_err(error(&temp, Op::Sync))?;
    // X.bad: each moved entry after a comment naming its line, durable before X changes.
    let (file, created) =
        crate::writer::open_or_create(&kept_in).map_err(error(&kept_in, Op::Write))?;
    if created {
        crate::files::sync_parent(&kept_in)?;
    }
    let mut moved = BufWriter::new(file);
    for entry in bad {
        writeln!(moved, "// {name} line {}", entry.line).map_err(error(&kept_in, Op::Write))?;
        let end = entry.offset + entry.len;
        copy_range(&mut src, entry.offset, end, &mut moved).map_err(error(&kept_in, Op::Write))?;
        if !ends_line(&mut src, end).map_err(error(path, Op::Read))? {
            moved.write_all(b"\n").map_err(error(&kept_in, Op::Write))?;
        }
    }
    let file = moved
        .into_inner()
        .map_err(|e| error(&kept_in, Op::Write)(e.into_error()))?;
    file.sync_data().map_err(error(&kept_in, Op::Sync))?;
    crate::files::rename(&temp, path)?;
    crate::files::sync_parent(path)?;
    Ok(kept_in)
}

/// Copies bytes `from..to` of `src` to `out`.
fn copy_range(src: &mut File, from: u64, to: u64, out: &mut impl Write) -> io::Result<()> {
    src.seek(SeekFrom::Start(from))?;
    let copied = io::copy(&mut (&mut *src).take(to - from), out)?;
    if copied != to - from {
        return Err(io::ErrorKind::UnexpectedEof.into());
    }
    Ok(())
}

/// Whether the byte before `end` of `src` is a line end (a bad entry at the end of the file
/// may have none).
fn ends_line(src: &mut File, end: u64) -> io::Result<bool> {
    if end == 0 {
        return Ok(true);
    }
    let mut byte = [0];
    src.seek(SeekFrom::Start(end - 1))?;
    src.read_exact(&mut byte)?;
    Ok(matches!(byte[0], b'\n' | b'\r'))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (line, offset, length) of a bad entry.
    type Found = (u32, u64, u64);

    #[test]
    fn bad_entries_table() {
        let cases: &[(&str, &[Found])] = &[
            ("c({id:1})\n", &[]),
            ("c({id:1})\nxy\nc({id:2})\n", &[(2, 10, 3)]),
            ("c({id:1\n// note\n\nc({id:2})\n", &[(1, 0, 8)]),
            ("c({id:1})\np({\nid:2\n})\np({\nid:\n})\n", &[(5, 22, 11)]),
            ("c({id:1})\np({\nid:2,\n", &[(2, 10, 10)]),
            ("c({id:1})\r\nzz\r\n", &[(2, 11, 4)]),
        ];
        for (text, want) in cases {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("x");
            std::fs::write(&path, text).unwrap();
            let got: Vec<_> = find_bad(&path)
                .unwrap()
                .into_iter()
                .map(|b| (b.line, b.offset, b.len))
                .collect();
            assert_eq!(got, *want, "{text:?}");
        }
    }
}
