//! Torn tails: a last line with no line end, left by a crash in the middle of an append.
//!
//! Before a writer appends to a journal, and when `repair` is asked to, the bytes after the
//! journal's last line end (`\n` or `\r`, the line ends of docs/format.md) are appended to
//! `X.torn` followed by a `\n` (so `X.torn` holds one cut tail per line; a tail holds no line
//! end by definition), `X.torn` is fsynced, and only then is `X` cut back and fsynced. A crash
//! between the two steps leaves the tail in both files, never in neither.

use std::fs::OpenOptions;
use std::io;
use std::path::{Path, PathBuf};

use crate::lock::{sibling, JournalLock};
use crate::storage::{FileStorage, Storage};
use crate::{Op, WriteError};

/// Bytes read at a time while looking for the last line end and copying a tail.
const CHUNK: usize = 64 * 1024;

/// A torn last line found at the end of a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TornTail {
    /// The journal.
    pub path: PathBuf,
    /// Where the torn line starts: the journal's length after the cut.
    pub offset: u64,
    /// How many bytes were cut (or, in a dry run, would be).
    pub len: u64,
    /// The file the cut bytes were appended to (`X.torn`).
    pub kept_in: PathBuf,
}

/// What `repair` found and did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepairReport {
    pub path: PathBuf,
    /// The torn tail, cut unless this was a dry run.
    pub torn: Option<TornTail>,
    pub dry_run: bool,
}

/// The file that keeps the torn tails cut from the journal `X`: `X.torn`.
pub fn torn_path(journal: &Path) -> PathBuf {
    sibling(journal, ".torn")
}

/// Cuts the torn tail of the live journal at `path`, like `redis-check-aof --fix`: the bytes
/// after its last line end go to `X.torn`, then the journal is cut back to that line end. With
/// `dry_run`, only reports what it would cut. Takes the journal's lock (a running writer makes
/// it fail with `Locked`; a writer cuts the tail itself when it opens). A missing journal is an
/// `Op::Open` error.
pub fn repair(path: impl AsRef<Path>, dry_run: bool) -> Result<RepairReport, WriteError> {
    let path = path.as_ref().to_path_buf();
    let open_error = |source| WriteError::Io {
        path: path.clone(),
        op: Op::Open,
        source,
    };
    // A missing journal is reported before any lock file is created beside it.
    std::fs::metadata(&path).map_err(open_error)?;
    let _lock = JournalLock::acquire(&path, !dry_run)?;
    let file = OpenOptions::new()
        .read(true)
        .append(true)
        .open(&path)
        .map_err(open_error)?;
    let storage = FileStorage::new(file);
    let torn = if dry_run {
        find_torn(&storage)
            .map_err(|source| WriteError::Io {
                path: path.clone(),
                op: Op::Read,
                source,
            })?
            .map(|(offset, len)| TornTail {
                path: path.clone(),
                offset,
                len,
                kept_in: torn_path(&path),
            })
    } else {
        cut_torn_tail(&storage, &path, open_torn_file)?
    };
    Ok(RepairReport {
        path,
        torn,
        dry_run,
    })
}

/// Opens `X.torn` for appending, creating it (and fsyncing its directory) when absent.
pub(crate) fn open_torn_file(path: &Path) -> Result<Box<dyn Storage>, WriteError> {
    let (file, created) = crate::writer::open_or_create(path).map_err(|source| WriteError::Io {
        path: path.to_path_buf(),
        op: Op::SaveTorn,
        source,
    })?;
    if created {
        crate::writer::sync_parent(path)?;
    }
    Ok(Box::new(FileStorage::new(file)))
}

/// Where the unterminated last line of `storage` starts and how long it is; `None` when the
/// storage is empty or ends with a line end.
pub(crate) fn find_torn(storage: &dyn Storage) -> io::Result<Option<(u64, u64)>> {
    let len = storage.len()?;
    let mut end = len;
    let mut buf = vec![0; CHUNK.min(len as usize)];
    while end > 0 {
        let start = end.saturating_sub(CHUNK as u64);
        let chunk = &mut buf[..(end - start) as usize];
        read_exact_at(storage, start, chunk)?;
        if let Some(i) = memchr::memrchr2(b'\n', b'\r', chunk) {
            let cut = start + i as u64 + 1;
            return Ok((cut < len).then_some((cut, len - cut)));
        }
        end = start;
    }
    Ok((len > 0).then_some((0, len)))
}

/// Cuts the torn tail of `storage` (the journal at `path`) into the storage `open_sink`
/// opens, which is only opened when there is a tail to keep.
pub(crate) fn cut_torn_tail(
    storage: &dyn Storage,
    path: &Path,
    open_sink: impl FnOnce(&Path) -> Result<Box<dyn Storage>, WriteError>,
) -> Result<Option<TornTail>, WriteError> {
    let error = |path: &Path, op| {
        let path = path.to_path_buf();
        move |source| WriteError::Io { path, op, source }
    };
    let Some((offset, len)) = find_torn(storage).map_err(error(path, Op::Read))? else {
        return Ok(None);
    };
    let kept_in = torn_path(path);
    let sink = open_sink(&kept_in)?;
    let sink_len = sink.len().map_err(error(&kept_in, Op::SaveTorn))?;
    if let Err((op, source)) = copy_tail(storage, offset, len, &*sink) {
        // Leave X.torn as it was rather than with a piece of a tail in it.
        let _ = sink.truncate(sink_len);
        let at = if op == Op::Read { path } else { &kept_in };
        return Err(error(at, op)(source));
    }
    storage
        .truncate(offset)
        .map_err(error(path, Op::Truncate))?;
    storage.sync().map_err(error(path, Op::Sync))?;
    Ok(Some(TornTail {
        path: path.to_path_buf(),
        offset,
        len,
        kept_in,
    }))
}

/// Appends `len` bytes of `from`, starting at `offset`, and a `\n` to `to`, then fsyncs `to`.
/// A failure says which side failed: `Op::Read` (from) or `Op::SaveTorn` (to).
fn copy_tail(
    from: &dyn Storage,
    offset: u64,
    len: u64,
    to: &dyn Storage,
) -> Result<(), (Op, io::Error)> {
    let save = |e| (Op::SaveTorn, e);
    let mut buf = vec![0; CHUNK.min(len as usize)];
    let mut at = offset;
    while at < offset + len {
        let n = CHUNK.min((offset + len - at) as usize);
        read_exact_at(from, at, &mut buf[..n]).map_err(|e| (Op::Read, e))?;
        to.append(&buf[..n]).map_err(save)?;
        at += n as u64;
    }
    to.append(b"\n").map_err(save)?;
    to.sync().map_err(save)
}

fn read_exact_at(storage: &dyn Storage, mut offset: u64, mut buf: &mut [u8]) -> io::Result<()> {
    while !buf.is_empty() {
        match storage.read_at(offset, buf) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => {
                offset += n as u64;
                buf = &mut buf[n..];
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}
