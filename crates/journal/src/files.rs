//! The file operations on a DAO's files outside appending: listing its runtime files, and
//! writing, renaming, removing and fsyncing whole files, each failing with a [`WriteError`]
//! that names the file and the operation.
//!
//! Compaction builds its crash-safe protocol from these; the rule that tells a runtime file
//! (`X`, `X.<digits>`) from other names is discovery's, so the two never disagree.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::discover::{classify, Rank};
use crate::{Op, WriteError};

pub(crate) use crate::trace::{record as trace, FsOp};

fn failed(path: &Path, op: Op) -> impl FnOnce(io::Error) -> WriteError + '_ {
    move |source| WriteError::Io {
        path: path.to_owned(),
        op,
        source,
    }
}

/// True when `path` is a runtime file of the DAO `dao`: `dao` itself (the live journal) or
/// `dao.<digits>`, by discovery's rule.
pub fn is_runtime_name(path: &Path, dao: &str) -> bool {
    let name = path.file_name().map_or(&[][..], |n| n.as_encoded_bytes());
    matches!(classify(name), Some((stem, Rank::Live | Rank::Numbered(..))) if stem == dao.as_bytes())
}

/// A DAO's numbered runtime files in one directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeFiles {
    /// `X.0`, `X.1`, ... in replay (numeric) order.
    pub numbered: Vec<PathBuf>,
    /// The index the live journal takes when retired: one past the largest, 0 when none.
    pub next: u64,
}

/// Lists the numbered runtime files of `dao` in `dir`, in the order discovery gives them.
pub fn list_runtime(dir: &Path, dao: &str) -> Result<RuntimeFiles, WriteError> {
    let mut found: Vec<(Rank, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(failed(dir, Op::ListDir))? {
        let entry = entry.map_err(failed(dir, Op::ListDir))?;
        let name = entry.file_name();
        if let Some((stem, rank @ Rank::Numbered(..))) = classify(name.as_encoded_bytes()) {
            if stem == dao.as_bytes() {
                found.push((rank, dir.join(&name)));
            }
        }
    }
    // Numeric order; equal numbers (`X.1`, `X.01`) by name, as discovery orders them.
    found.sort();
    let next = match found.last() {
        None => 0,
        // The digits come without their leading zeros, so `X.0` has none.
        Some((Rank::Numbered(_, digits), path)) => (if digits.is_empty() {
            Some(0)
        } else {
            digits.parse::<u64>().ok()
        })
        .and_then(|largest| largest.checked_add(1))
        .ok_or_else(|| WriteError::Io {
            path: path.clone(),
            op: Op::Rename,
            source: io::Error::other("no runtime index after this one"),
        })?,
        Some(_) => unreachable!("only numbered files are listed"),
    };
    Ok(RuntimeFiles {
        numbered: found.into_iter().map(|(_, path)| path).collect(),
        next,
    })
}

/// Creates the directory `dir` and its parents when absent.
pub fn create_dir_all(dir: &Path) -> Result<(), WriteError> {
    std::fs::create_dir_all(dir).map_err(failed(dir, Op::CreateDir))
}

/// Writes `bytes` into a new file at `path`, which must not exist. Not durable until
/// [`sync_file`] and [`sync_dir`].
pub fn write_new(path: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    trace(|| FsOp::Create(path.to_path_buf()));
    trace(|| FsOp::Write {
        path: path.to_path_buf(),
        offset: 0,
        bytes: bytes.to_vec(),
    });
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(failed(path, Op::Write))?;
    file.write_all(bytes).map_err(failed(path, Op::Write))
}

/// fsyncs the file at `path`.
pub fn sync_file(path: &Path) -> Result<(), WriteError> {
    trace(|| FsOp::SyncFile(path.to_path_buf()));
    File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(failed(path, Op::Sync))
}

/// fsyncs the directory `dir`, so that names created, renamed or removed in it survive a
/// power loss. An empty path is the current directory.
pub fn sync_dir(dir: &Path) -> Result<(), WriteError> {
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    trace(|| FsOp::SyncDir(dir.to_path_buf()));
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(failed(dir, Op::SyncDir))
}

/// fsyncs the directory holding `path`.
pub fn sync_parent(path: &Path) -> Result<(), WriteError> {
    sync_dir(path.parent().unwrap_or(Path::new(".")))
}

/// Renames `from` to `to` (replacing `to`). Not durable until [`sync_dir`].
pub fn rename(from: &Path, to: &Path) -> Result<(), WriteError> {
    trace(|| FsOp::Rename {
        from: from.to_path_buf(),
        to: to.to_path_buf(),
    });
    std::fs::rename(from, to).map_err(failed(from, Op::Rename))
}

/// Removes the file at `path`; with `missing_ok`, a missing file is no error. Not durable until
/// [`sync_dir`].
pub fn remove(path: &Path, missing_ok: bool) -> Result<(), WriteError> {
    if path.exists() {
        trace(|| FsOp::Remove(path.to_path_buf()));
    }
    match std::fs::remove_file(path) {
        Err(e) if missing_ok && e.kind() == io::ErrorKind::NotFound => Ok(()),
        result => result.map_err(failed(path, Op::Remove)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_names() {
        let cases = [
            ("regions", true),
            ("regions.0", true),
            ("regions.17", true),
            ("regions.007", true),
            ("regions.jrl", false),
            ("regions.compact", false),
            ("regions.torn", false),
            ("regions.lock", false),
            ("regions.", false),
            ("regionsx", false),
            ("other.1", false),
            (".regions", false),
        ];
        for (name, runtime) in cases {
            assert_eq!(
                is_runtime_name(Path::new(name), "regions"),
                runtime,
                "{name}"
            );
        }
    }

    #[test]
    fn runtime_files_are_listed_in_replay_order() {
        let dir = tempfile::tempdir().unwrap();
        for name in [
            "r.10", "r.9", "r", "r.jrl", "r.01", "r.1", "other.3", "r.torn", "r.0",
        ] {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        let listed = list_runtime(dir.path(), "r").unwrap();
        let names: Vec<_> = listed
            .numbered
            .iter()
            .map(|p| p.file_name().unwrap().to_str().unwrap().to_owned())
            .collect();
        assert_eq!(names, ["r.0", "r.01", "r.1", "r.9", "r.10"]);
        assert_eq!(listed.next, 11);
        let zero = tempfile::tempdir().unwrap();
        std::fs::write(zero.path().join("r.0"), "").unwrap();
        assert_eq!(list_runtime(zero.path(), "r").unwrap().next, 1);
        let empty = tempfile::tempdir().unwrap();
        assert_eq!(list_runtime(empty.path(), "r").unwrap().next, 0);
    }
}
