//! The journal bytes a snapshot covers: per file of the DAO, in replay order, its name, how
//! many of its bytes the snapshot's state comes from, and a hash of those bytes, which is
//! checked again before the snapshot is used (a file rewritten with the same length, or
//! replaced by compaction, fails it).

use crate::error::{Mismatch, SnapshotError};
use folio_journal::DaoFiles;
use std::fs::File;
use std::hash::Hasher;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use twox_hash::XxHash3_64;

/// Bytes hashed per read: large enough that the reads cost nothing next to the hash, small
/// enough to stay in the cache.
const HASH_BLOCK: usize = 1 << 20;

/// One journal file as a snapshot covers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Covered {
    /// The file's name relative to the DAO's directory (see [`name_in`]), as bytes.
    pub name: Vec<u8>,
    /// How many bytes from the start the snapshot covers.
    pub len: u64,
    /// XXH3-64 of those bytes.
    pub hash: u64,
    /// Whether the covered bytes end at a line end that ends an entry (or are none): only then
    /// can the file grow and the snapshot still be used, with its tail replayed after them.
    pub line_end: bool,
    /// Line ends in the covered bytes: the tail's entries are named by their lines.
    pub lines: u64,
}

/// The DAO's directory: where its live journal is (the last file in replay order), and
/// where its snapshot goes by default.
pub fn dao_dir(files: &DaoFiles) -> &Path {
    files
        .files
        .last()
        .and_then(|p| p.parent())
        .unwrap_or(Path::new(""))
}

/// The name a snapshot records for `path`: relative to `dir` when under it, else the path as
/// given, as the bytes of the platform's encoding. The same journals found through a relative
/// or an absolute path, or in a moved directory, have the same names.
pub fn name_in(dir: &Path, path: &Path) -> Vec<u8> {
    let name = path.strip_prefix(dir).unwrap_or(path);
    name.as_os_str().as_encoded_bytes().to_vec()
}

/// The current length of each of the DAO's files.
pub fn lengths(files: &DaoFiles) -> Result<Vec<u64>, SnapshotError> {
    files
        .files
        .iter()
        .map(|path| {
            std::fs::metadata(path)
                .map(|m| m.len())
                .map_err(|source| SnapshotError::Read {
                    path: path.clone(),
                    source,
                })
        })
        .collect()
}

/// Covers the first `lengths[i]` bytes of each of the DAO's files: hashes them. Fails when a
/// file is now of another length (it changed since the lengths were taken).
pub fn cover(files: &DaoFiles, lengths: &[u64]) -> Result<Vec<Covered>, SnapshotError> {
    cover_prefixes(files, lengths, true)
}

/// [`cover`] of the first `lengths[i]` bytes of files that may have grown since (a live
/// journal a server appends to): only a file now shorter fails.
pub fn cover_prefixes(
    files: &DaoFiles,
    lengths: &[u64],
    exact: bool,
) -> Result<Vec<Covered>, SnapshotError> {
    let dir = dao_dir(files);
    files
        .files
        .iter()
        .zip(lengths)
        .map(|(path, &len)| {
            let read = |source| SnapshotError::Read {
                path: path.clone(),
                source,
            };
            let mut file = File::open(path).map_err(read)?;
            let now = file.metadata().map_err(read)?.len();
            if now < len || (exact && now != len) {
                return Err(SnapshotError::Changed { path: path.clone() });
            }
            let prefix = hash_prefix(&mut file, len, true).map_err(read)?;
            Ok(Covered {
                name: name_in(dir, path),
                len,
                hash: prefix.hash,
                line_end: len == 0 || prefix.last == Some(b'\n'),
                lines: prefix.lines,
            })
        })
        .collect()
}

/// What [`hash_prefix`] read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Prefix {
    /// XXH3-64 of the bytes.
    pub hash: u64,
    /// The last of them.
    pub last: Option<u8>,
    /// Their line ends, when counted (else 0).
    pub lines: u64,
}

/// XXH3-64 of the first `len` bytes of `file`, the last of them, and, when `count_lines`,
/// how many are line ends. A file shorter than `len` is an `UnexpectedEof` error.
pub fn hash_prefix(file: &mut File, len: u64, count_lines: bool) -> io::Result<Prefix> {
    let mut hasher = XxHash3_64::new();
    let mut buf = vec![0u8; HASH_BLOCK.min(len as usize)];
    let mut left = len;
    let mut last = None;
    let mut lines = 0u64;
    while left > 0 {
        let want = (buf.len() as u64).min(left) as usize;
        file.read_exact(&mut buf[..want])?;
        hasher.write(&buf[..want]);
        if count_lines {
            lines += memchr::memchr_iter(b'\n', &buf[..want]).count() as u64;
        }
        last = Some(buf[want - 1]);
        left -= want as u64;
    }
    Ok(Prefix {
        hash: hasher.finish(),
        last,
        lines,
    })
}

/// Where replay of a DAO resumes in one of its files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TailStart {
    pub path: PathBuf,
    /// The byte offset where the entries the snapshot does not hold begin: the covered
    /// length for a covered file (the file's length when nothing was added), 0 for a file
    /// the snapshot does not cover.
    pub offset: u64,
    /// Lines before `offset`.
    pub lines: u64,
    /// The file's length when checked: the tail is the bytes from `offset` to here.
    pub len: u64,
}

/// Checks `covered` against the DAO's files now, and gives where the tail starts in each.
///
/// The covered files must be the first files of the DAO in replay order, with the same
/// names, each at least as long as covered and with the same hash of its covered bytes. Only
/// the last covered file may have grown, and only when its covered bytes ended at a line end;
/// the files after it are the tail whole. Costs one read of the covered bytes.
pub fn check(covered: &[Covered], files: &DaoFiles) -> Result<Vec<TailStart>, Mismatch> {
    let dir = dao_dir(files);
    let shown = |c: &Covered| String::from_utf8_lossy(&c.name).into_owned();
    if covered.len() > files.files.len() {
        return Err(Mismatch::FileMissing {
            name: shown(&covered[files.files.len()]),
        });
    }
    let mut tail = Vec::with_capacity(files.files.len());
    for (i, path) in files.files.iter().enumerate() {
        let Some(c) = covered.get(i) else {
            let len = std::fs::metadata(path).map_or(0, |m| m.len());
            tail.push(TailStart {
                path: path.clone(),
                offset: 0,
                lines: 0,
                len,
            });
            continue;
        };
        if name_in(dir, path) != c.name {
            return Err(Mismatch::FileMissing { name: shown(c) });
        }
        let unreadable = |e: io::Error| Mismatch::FileUnreadable {
            name: shown(c),
            kind: e.kind(),
        };
        let mut file = File::open(path).map_err(unreadable)?;
        let now = file.metadata().map_err(unreadable)?.len();
        if now < c.len {
            return Err(Mismatch::FileShorter {
                name: shown(c),
                covered: c.len,
                now,
            });
        }
        if now > c.len {
            if i + 1 < covered.len() {
                return Err(Mismatch::EarlierFileGrew { name: shown(c) });
            }
            // A compressed file's offsets count its text, not its bytes: no tail can start
            // at a covered length of its bytes.
            if matches!(
                folio_journal::content_of(path),
                Ok(folio_journal::Content::Text(Some(_)))
            ) {
                return Err(Mismatch::CompressedGrew { name: shown(c) });
            }
            if !c.line_end {
                return Err(Mismatch::TornEnd { name: shown(c) });
            }
        }
        let prefix = hash_prefix(&mut file, c.len, false).map_err(unreadable)?;
        if prefix.hash != c.hash {
            return Err(Mismatch::FileChanged { name: shown(c) });
        }
        tail.push(TailStart {
            path: path.clone(),
            offset: c.len,
            lines: c.lines,
            len: now,
        });
    }
    Ok(tail)
}
