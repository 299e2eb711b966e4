//! The journal bytes a snapshot covers: per file of the DAO, in replay order, its name, how
//! many of its bytes the snapshot's state comes from, a hash of those bytes, and what proves
//! them unchanged without reading them all: the file's identity, hashes of the first and
//! last [`EDGE`] bytes, and its times when it was covered at rest.
//!
//! Before a snapshot is used, its covered bytes are proved unchanged ([`Proof`]): hashed
//! whole again (a file rewritten with the same length, or replaced by compaction, fails
//! it), or, for a server that answers before the whole hash is done, by the identity, the
//! ends and the times at open, with the whole hash left to [`prove`] in the background.
//! docs/durability.md ("Snapshots: proving the covered bytes") gives the reasoning and its
//! limits.

use crate::error::{Mismatch, SnapshotError};
use folio_journal::DaoFiles;
use std::fs::{File, Metadata};
use std::hash::Hasher;
use std::io::{self, Read};
use std::os::unix::fs::{FileExt, MetadataExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};
use twox_hash::XxHash3_64;

/// Bytes at each end of a covered prefix that are hashed on their own: what a proof at open
/// reads of a file (twice this, in two reads), whatever its size. A prefix of at most twice
/// this is hashed whole instead.
pub const EDGE: u64 = 64 * 1024;

/// How long a file must have been left alone before it is covered for its times to prove it
/// unchanged later: file systems keep times at the clock's tick (a few ms), so a write in the
/// same tick as the one before it leaves the times as they were. The same rule as git's
/// "racily clean" files, with a margin of seconds.
const AT_REST: Duration = Duration::from_secs(2);

/// How the covered bytes are proved unchanged when a snapshot is opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Proof {
    /// Hashed whole before the snapshot is used: every change is found.
    #[default]
    Whole,
    /// At open, each file's identity (device and inode), the hashes of its covered bytes'
    /// first and last [`EDGE`] bytes, and, for a file of the covered length covered at rest,
    /// its modification and change times; small files hashed whole. What this does not prove
    /// is given back as [`Unproven`] files for [`prove`] to hash later.
    Ends,
}

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
    /// The file's device and inode when covered.
    pub identity: Identity,
    /// XXH3-64 of the first `min(len, EDGE)` covered bytes.
    pub head: u64,
    /// XXH3-64 of the last `min(len, EDGE)` covered bytes.
    pub end: u64,
    /// The file's times when it was covered whole and had been left alone for `AT_REST` (2 s):
    /// found again at the covered length with the same times, it was not written since.
    pub stamp: Option<Stamp>,
}

/// Which file a path named: its device and inode. A file renamed over another (a compaction,
/// an editor's save, a restore) is another file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Identity {
    pub device: u64,
    pub inode: u64,
}

impl Identity {
    fn of(meta: &Metadata) -> Identity {
        Identity {
            device: meta.dev(),
            inode: meta.ino(),
        }
    }
}

/// A file's last modification and last status change, in nanoseconds since the epoch. The
/// change time cannot be set by a program: any write, and any `touch` that moves the
/// modification time back, moves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    pub modified: i64,
    pub changed: i64,
}

impl Stamp {
    fn of(meta: &Metadata) -> Stamp {
        let ns = |s: i64, n: i64| s.saturating_mul(1_000_000_000).saturating_add(n);
        Stamp {
            modified: ns(meta.mtime(), meta.mtime_nsec()),
            changed: ns(meta.ctime(), meta.ctime_nsec()),
        }
    }

    /// The times of `meta`, when they are at least `AT_REST` (2 s) before `now`.
    fn at_rest(meta: &Metadata, now: SystemTime) -> Option<Stamp> {
        let stamp = Stamp::of(meta);
        let now = now.duration_since(SystemTime::UNIX_EPOCH).ok()?;
        let limit = i64::try_from(now.saturating_sub(AT_REST).as_nanos()).ok()?;
        (stamp.modified.max(stamp.changed) < limit).then_some(stamp)
    }
}

/// A covered file whose bytes a [`Proof::Ends`] open did not hash whole: [`prove`] hashes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unproven {
    pub path: PathBuf,
    /// The name the snapshot records, for messages.
    pub name: String,
    pub len: u64,
    pub hash: u64,
}

/// Hashes the covered bytes an open left unproven, each file whole: `Ok` when all are as
/// covered, else the first that is not, as the mismatch a [`Proof::Whole`] open would have
/// found.
pub fn prove(unproven: &[Unproven]) -> Result<(), Mismatch> {
    for u in unproven {
        let unreadable = |e: io::Error| Mismatch::FileUnreadable {
            name: u.name.clone(),
            kind: e.kind(),
        };
        let mut file = File::open(&u.path).map_err(unreadable)?;
        let now = file.metadata().map_err(unreadable)?.len();
        if now < u.len {
            return Err(Mismatch::FileShorter {
                name: u.name.clone(),
                covered: u.len,
                now,
            });
        }
        if hash_prefix(&mut file, u.len, false)
            .map_err(unreadable)?
            .hash
            != u.hash
        {
            return Err(Mismatch::FileChanged {
                name: u.name.clone(),
            });
        }
    }
    Ok(())
}

/// The hashes of the first and the last `min(len, EDGE)` of the first `len` bytes of `file`.
fn edges(file: &File, len: u64) -> io::Result<(u64, u64)> {
    let edge = EDGE.min(len) as usize;
    let mut buf = vec![0u8; edge];
    file.read_exact_at(&mut buf, 0)?;
    let head = XxHash3_64::oneshot(&buf);
    file.read_exact_at(&mut buf, len - edge as u64)?;
    Ok((head, XxHash3_64::oneshot(&buf)))
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
            let before = file.metadata().map_err(read)?;
            let now = before.len();
            if now < len || (exact && now != len) {
                return Err(SnapshotError::Changed { path: path.clone() });
            }
            let started = SystemTime::now();
            let prefix = hash_prefix(&mut file, len, true).map_err(read)?;
            let (head, end) = edges(&file, len).map_err(read)?;
            // The times prove the bytes only when nothing was written while they were read.
            let after = file.metadata().map_err(read)?;
            let still = Stamp::of(&before) == Stamp::of(&after) && after.len() == len;
            Ok(Covered {
                name: name_in(dir, path),
                len,
                hash: prefix.hash,
                line_end: len == 0 || prefix.last == Some(b'\n'),
                lines: prefix.lines,
                identity: Identity::of(&before),
                head,
                end,
                stamp: still.then(|| Stamp::at_rest(&after, started)).flatten(),
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

/// Checks `covered` against the DAO's files now, and gives where the tail starts in each,
/// with the files whose covered bytes are left to [`prove`].
///
/// The covered files must be the first files of the DAO in replay order, with the same
/// names, each at least as long as covered and with the same hash of its covered bytes. Only
/// the last covered file may have grown, and only when its covered bytes ended at a line end;
/// the files after it are the tail whole. [`Proof::Whole`] costs one read of the covered
/// bytes; [`Proof::Ends`] reads at most `2 * EDGE` bytes of a file it finds as it was (same
/// identity) and hashes whole only a file that is not (another inode, or the covered length
/// with other times), or is small.
pub fn check(
    covered: &[Covered],
    files: &DaoFiles,
    proof: Proof,
) -> Result<(Vec<TailStart>, Vec<Unproven>), Mismatch> {
    let dir = dao_dir(files);
    let shown = |c: &Covered| String::from_utf8_lossy(&c.name).into_owned();
    if covered.len() > files.files.len() {
        return Err(Mismatch::FileMissing {
            name: shown(&covered[files.files.len()]),
        });
    }
    let mut tail = Vec::with_capacity(files.files.len());
    let mut unproven = Vec::new();
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
        let meta = file.metadata().map_err(unreadable)?;
        let now = meta.len();
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
        let changed = || Mismatch::FileChanged { name: shown(c) };
        match ends_prove(c, &meta, proof) {
            Outcome::Hash => {
                let prefix = hash_prefix(&mut file, c.len, false).map_err(unreadable)?;
                if prefix.hash != c.hash {
                    return Err(changed());
                }
            }
            outcome => {
                if edges(&file, c.len).map_err(unreadable)? != (c.head, c.end) {
                    return Err(changed());
                }
                if outcome == Outcome::Later {
                    unproven.push(Unproven {
                        path: path.clone(),
                        name: shown(c),
                        len: c.len,
                        hash: c.hash,
                    });
                }
            }
        }
        tail.push(TailStart {
            path: path.clone(),
            offset: c.len,
            lines: c.lines,
            len: now,
        });
    }
    Ok((tail, unproven))
}

/// How a covered file found at least as long as covered is proved unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// Hash the covered bytes whole now.
    Hash,
    /// The ends now, and the times proved the rest: nothing is left.
    Ends,
    /// The ends now, the whole hash later ([`prove`]).
    Later,
}

/// What proves covered file `c`, found with `meta`, unchanged under `proof`.
fn ends_prove(c: &Covered, meta: &Metadata, proof: Proof) -> Outcome {
    if proof == Proof::Whole || c.len <= 2 * EDGE || Identity::of(meta) != c.identity {
        return Outcome::Hash;
    }
    match c.stamp {
        // Not written since it was covered at rest.
        Some(stamp) if meta.len() == c.len && Stamp::of(meta) == stamp => Outcome::Ends,
        // Written (or touched) since, without growing: hashed now, before it is used.
        Some(_) if meta.len() == c.len => Outcome::Hash,
        _ => Outcome::Later,
    }
}
