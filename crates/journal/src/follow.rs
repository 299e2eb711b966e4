//! Following a DAO's files while another process appends to them: how far each file has been
//! applied, what changed in them since, and where the appended bytes' last whole entry ends.
//!
//! A follower applies only whole entries: a line whose end has not been written yet, a
//! multi-line entry whose closing `})` has not, and a line ending in a lone `\r` (which may be
//! the first half of a `\r\n`) wait for more bytes. So the state a follower holds is always a
//! replay of a prefix of each file that ends where an entry ends.
//!
//! Appending is the only change a follower applies by reading on. Anything else (a file
//! shorter than what was applied, a file replaced by another one under its name, the bytes
//! just before the applied end not what they were, an earlier file growing, a file missing or
//! put before the applied ones) means the DAO is to be read again from the start.

use crate::discover::DaoFiles;
use folio_framing::{frame, FrameKind};
use std::fmt;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// The bytes before a file's applied end that are kept and compared again at each look: a
/// file rewritten in place (a restore, another tool's compaction into the same file) is told
/// from one appended to without reading what was applied again. A rewrite that keeps these
/// bytes and the file's identity is not seen (docs/replication.md says so).
pub const KEPT_BYTES: usize = 256;

/// How far one file has been applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    pub path: PathBuf,
    /// The file's identity when it was first read: a file renamed over it is another file.
    pub identity: Identity,
    /// Bytes applied from the start: always where a whole entry ends.
    pub end: u64,
    /// Lines in those bytes, to name the next entries by their line.
    pub lines: u64,
    /// The last (up to [`KEPT_BYTES`]) applied bytes.
    pub kept: Vec<u8>,
}

/// A file's device and inode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Identity {
    pub dev: u64,
    pub ino: u64,
}

impl Identity {
    pub fn of(metadata: &std::fs::Metadata) -> Identity {
        Identity {
            dev: metadata.dev(),
            ino: metadata.ino(),
        }
    }
}

/// What changed in a DAO's files since they were applied up to `Applied`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// Nothing to apply: no file grew by a whole entry.
    None,
    /// Only appends: per file of the DAO now (in replay order), where to read from and to.
    /// The files applied so far are the first ones, in the same order.
    Appended(Vec<Grown>),
    /// The DAO must be read again from the start.
    Reread(Why),
}

/// One file's bytes to apply next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grown {
    pub path: PathBuf,
    pub identity: Identity,
    /// Applied so far (0 for a new file).
    pub start: u64,
    pub start_lines: u64,
    /// Where the last whole entry now ends (`start` when none has been added).
    pub end: u64,
    /// Lines up to `end`.
    pub end_lines: u64,
    /// A compressed file (read whole, never appended to): its offsets are its bytes', not
    /// its text's, so it is read to its end, not up to `end`.
    pub compressed: bool,
}

/// Why a DAO is read again from the start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// A file applied before is no longer among the DAO's files (or not where it was in
    /// replay order).
    FileGone { path: PathBuf },
    /// A file sorts before files already applied: replay would apply it first.
    FileBefore { path: PathBuf },
    /// Another file now has the name (a rename over it: a compaction, a restore).
    Replaced { path: PathBuf },
    /// The file is shorter than what was applied (truncated).
    Shorter {
        path: PathBuf,
        applied: u64,
        now: u64,
    },
    /// The bytes just before the applied end are not the ones applied (rewritten in place).
    Rewritten { path: PathBuf },
    /// A file before the last applied one grew: replay would apply its new entries before
    /// the later files' entries, which are applied already.
    EarlierGrew { path: PathBuf },
    /// A compressed file changed: its offsets count its text, not its bytes.
    Compressed { path: PathBuf },
    /// A file could not be read.
    Unreadable { path: PathBuf, error: io::ErrorKind },
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::FileGone { path } => write!(f, "{} is gone", path.display()),
            Why::FileBefore { path } => write!(
                f,
                "{} appeared before files already applied",
                path.display()
            ),
            Why::Replaced { path } => write!(f, "{} was replaced by another file", path.display()),
            Why::Shorter { path, applied, now } => write!(
                f,
                "{} is {now} bytes, shorter than the {applied} applied",
                path.display()
            ),
            Why::Rewritten { path } => write!(
                f,
                "{}'s bytes before the applied end changed",
                path.display()
            ),
            Why::EarlierGrew { path } => write!(
                f,
                "{} grew, and files after it are applied already",
                path.display()
            ),
            Why::Compressed { path } => {
                write!(f, "{} is compressed and changed", path.display())
            }
            Why::Unreadable { path, error } => {
                write!(f, "{} cannot be read ({error})", path.display())
            }
        }
    }
}

/// Compares the DAO's files now (`now`, in replay order) with how far they were applied.
/// Reads only the bytes after each applied end (and the [`KEPT_BYTES`] before it).
pub fn changes(applied: &[Applied], now: &DaoFiles) -> Change {
    let mut grown = Vec::with_capacity(now.files.len());
    let mut any = false;
    for (i, path) in now.files.iter().enumerate() {
        let before = applied.get(i);
        if let Some(a) = before {
            if a.path != *path {
                return Change::Reread(match applied.iter().any(|a| a.path == *path) {
                    true => Why::FileGone {
                        path: a.path.clone(),
                    },
                    false => Why::FileBefore { path: path.clone() },
                });
            }
        }
        let unreadable = |e: io::Error| {
            Change::Reread(Why::Unreadable {
                path: path.clone(),
                error: e.kind(),
            })
        };
        let mut file = match File::open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound && before.is_some() => {
                return Change::Reread(Why::FileGone { path: path.clone() })
            }
            Err(e) => return unreadable(e),
        };
        let metadata = match file.metadata() {
            Ok(m) => m,
            Err(e) => return unreadable(e),
        };
        let identity = Identity::of(&metadata);
        let len = metadata.len();
        let (start, start_lines) = match before {
            Some(a) => {
                if a.identity != identity {
                    return Change::Reread(Why::Replaced { path: path.clone() });
                }
                if len < a.end {
                    return Change::Reread(Why::Shorter {
                        path: path.clone(),
                        applied: a.end,
                        now: len,
                    });
                }
                match still_there(&mut file, a) {
                    Ok(true) => {}
                    Ok(false) => return Change::Reread(Why::Rewritten { path: path.clone() }),
                    Err(e) => return unreadable(e),
                }
                (a.end, a.lines)
            }
            None => (0, 0),
        };
        let (end, end_lines) = if len > start {
            if compressed(path) {
                return Change::Reread(Why::Compressed { path: path.clone() });
            }
            match whole_entries(&mut file, start, len) {
                Ok((bytes, lines)) => (start + bytes, start_lines + lines),
                Err(e) => return unreadable(e),
            }
        } else {
            (start, start_lines)
        };
        if end > start {
            let later_applied = applied.len() > i + 1;
            if later_applied {
                return Change::Reread(Why::EarlierGrew { path: path.clone() });
            }
            any = true;
        }
        grown.push(Grown {
            path: path.clone(),
            identity,
            start,
            start_lines,
            end,
            end_lines,
            compressed: false,
        });
    }
    if let Some(gone) = applied.get(now.files.len()) {
        return Change::Reread(Why::FileGone {
            path: gone.path.clone(),
        });
    }
    if any {
        Change::Appended(grown)
    } else {
        Change::None
    }
}

/// A file a follower could not read.
#[derive(Debug)]
pub struct ReadError {
    pub path: PathBuf,
    pub source: io::Error,
}

/// How far each of the DAO's files is applied once the bytes up to each `Grown::end` are
/// ([`Change::Appended`]'s, or [`whole_entry_ends`]' for a read from the start).
pub fn applied_after(grown: &[Grown]) -> Result<Vec<Applied>, ReadError> {
    grown
        .iter()
        .map(|g| {
            let read = |source| ReadError {
                path: g.path.clone(),
                source,
            };
            let mut file = File::open(&g.path).map_err(read)?;
            Ok(Applied {
                path: g.path.clone(),
                identity: g.identity,
                end: g.end,
                lines: g.end_lines,
                kept: kept_before(&mut file, g.end).map_err(read)?,
            })
        })
        .collect()
}

/// Where each of the DAO's files' last whole entry ends now, from the start: what a full read
/// of a followed DAO reads up to. A compressed file is read whole (it is never appended to).
pub fn whole_entry_ends(files: &DaoFiles) -> Result<Vec<Grown>, ReadError> {
    files
        .files
        .iter()
        .map(|path| {
            let read = |source| ReadError {
                path: path.clone(),
                source,
            };
            let mut file = File::open(path).map_err(read)?;
            let metadata = file.metadata().map_err(read)?;
            let len = metadata.len();
            let compressed = compressed(path);
            let (end, end_lines) = if compressed {
                (len, 0)
            } else {
                whole_entries(&mut file, 0, len).map_err(read)?
            };
            Ok(Grown {
                path: path.clone(),
                identity: Identity::of(&metadata),
                start: 0,
                start_lines: 0,
                end,
                end_lines,
                compressed,
            })
        })
        .collect()
}

/// Whether the applied end's kept bytes are still there.
fn still_there(file: &mut File, applied: &Applied) -> io::Result<bool> {
    Ok(kept_before(file, applied.end)? == applied.kept)
}

/// The (up to [`KEPT_BYTES`]) bytes before `end`.
fn kept_before(file: &mut File, end: u64) -> io::Result<Vec<u8>> {
    let from = end.saturating_sub(KEPT_BYTES as u64);
    let mut kept = vec![0; (end - from) as usize];
    file.seek(SeekFrom::Start(from))?;
    file.read_exact(&mut kept)?;
    Ok(kept)
}

fn compressed(path: &Path) -> bool {
    matches!(
        crate::content::content_of(path),
        Ok(crate::content::Content::Text(Some(_)))
    )
}

/// Reads `file` from `start` to `len` and gives how many of those bytes are whole entries
/// (framing's rules: every frame whose last line has ended, a multi-line entry once its
/// closer has) and how many lines they hold.
fn whole_entries(file: &mut File, start: u64, len: u64) -> io::Result<(u64, u64)> {
    // Read a piece at a time, keeping only the bytes of the entry not yet whole: a first read
    // of a multi-gigabyte journal holds one piece and one entry, not the file.
    const PIECE: u64 = 1 << 20;
    file.seek(SeekFrom::Start(start))?;
    let mut file = file.take(len - start);
    let mut pending: Vec<u8> = Vec::new();
    let (mut whole, mut lines) = (0, 0);
    loop {
        let read = (&mut file).take(PIECE).read_to_end(&mut pending)?;
        if read == 0 {
            return Ok((whole, lines));
        }
        let (bytes, more_lines) = whole_prefix(&pending);
        whole += bytes;
        lines += more_lines;
        pending.drain(..bytes as usize);
    }
}

/// The length and line count of the longest prefix of `bytes` made of whole frames.
pub fn whole_prefix(bytes: &[u8]) -> (u64, u64) {
    // A last `\r` may be the first half of a `\r\n`: the line is whole once the next byte
    // says which.
    let bytes = match bytes.last() {
        Some(b'\r') => &bytes[..bytes.len() - 1],
        _ => bytes,
    };
    let mut framer = frame(bytes);
    let mut whole = (0, 0);
    while let Some(f) = framer.next() {
        if f.at_eof_without_newline || f.kind == FrameKind::Unterminated {
            break;
        }
        whole = (framer.position() as u64, u64::from(framer.lines()));
    }
    whole
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Read a piece at a time, a file gives the ends its bytes give whole: pieces cut lines,
    /// multi-line entries and `\r\n`.
    #[test]
    fn whole_entries_read_in_pieces_agree_with_the_whole_file() {
        let mut text = Vec::new();
        for i in 0..150_000 {
            match i % 5 {
                0 => text.extend_from_slice(format!("p({{\n id:{i}\n}})\n").as_bytes()),
                1 => text.extend_from_slice(format!("c({{id:{i}}})\r\n").as_bytes()),
                _ => text.extend_from_slice(format!("p({{id:{i},n:{i}}})\n").as_bytes()),
            }
        }
        text.extend_from_slice(b"p({\n id:1\n");
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.jrl");
        std::fs::write(&path, &text).unwrap();
        assert!(text.len() > 2 << 20, "more than two pieces");
        let mut file = File::open(&path).unwrap();
        for start in [0, 13] {
            let got = whole_entries(&mut file, start, text.len() as u64).unwrap();
            let (len, lines) = whole_prefix(&text[start as usize..]);
            assert_eq!(got, (len, lines), "from {start}");
        }
    }

    #[test]
    fn whole_prefixes_end_where_an_entry_ends() {
        let cases: &[(&[u8], u64, u64)] = &[
            (b"", 0, 0),
            (b"p({id:1})", 0, 0),
            (b"p({id:1})\n", 10, 1),
            (b"p({id:1})\np({id:2", 10, 1),
            (b"p({id:1})\r", 0, 0),
            (b"p({id:1})\r\n", 11, 1),
            (b"p({id:1})\r\rx", 11, 2),
            (b"\n\n// c\n", 7, 3),
            (b"p({\n id:1\n", 0, 0),
            (b"p({\n id:1\n})", 0, 0),
            (b"p({\n id:1\n})\n", 13, 3),
            (b"x\np({\n id:1\n})\nc({id:2})\np({\n", 25, 5),
        ];
        for &(bytes, len, lines) in cases {
            assert_eq!(
                whole_prefix(bytes),
                (len, lines),
                "{:?}",
                String::from_utf8_lossy(bytes)
            );
        }
    }
}
