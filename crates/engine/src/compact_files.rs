//! The file operations of compaction: listing a DAO's runtime files, and writing, renaming,
//! deleting and fsyncing with errors that name the file.

use crate::compact::CompactError;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The file operation that failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FileOp {
    CreateDir,
    ListDir,
    Read,
    Write,
    Sync,
    SyncDir,
    Rename,
    Remove,
}

impl fmt::Display for FileOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FileOp::CreateDir => "create the directory",
            FileOp::ListDir => "list the directory",
            FileOp::Read => "read it",
            FileOp::Write => "write it",
            FileOp::Sync => "fsync it",
            FileOp::SyncDir => "fsync the directory",
            FileOp::Rename => "rename it",
            FileOp::Remove => "remove it",
        })
    }
}

fn failed(path: &Path, op: FileOp) -> impl FnOnce(io::Error) -> CompactError + '_ {
    move |source| CompactError::Io {
        path: path.to_owned(),
        op,
        source,
    }
}

/// True when `path` is a runtime file of the DAO `dao`: `dao` itself (the live journal) or
/// `dao.<digits>`.
pub(crate) fn is_runtime_name(path: &Path, dao: &str) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
        return false;
    };
    name == dao || numbered_index(name, dao).is_some()
}

/// The index of `dao.<digits>` (`None` for other names, or past `u64`).
fn numbered_index(name: &str, dao: &str) -> Option<u64> {
    let digits = name.strip_prefix(dao)?.strip_prefix('.')?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A DAO's numbered runtime files in one directory.
#[derive(Debug)]
pub(crate) struct RuntimeFiles {
    /// `X.0`, `X.1`, ... in replay (numeric) order.
    pub numbered: Vec<PathBuf>,
    /// The index the live journal takes when retired: one past the largest, 0 when none.
    pub next: u64,
}

/// Lists the numbered runtime files of `dao` in `dir`.
pub(crate) fn list_runtime(dir: &Path, dao: &str) -> Result<RuntimeFiles, CompactError> {
    let mut found: Vec<(u64, String)> = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(failed(dir, FileOp::ListDir))? {
        let entry = entry.map_err(failed(dir, FileOp::ListDir))?;
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        if let Some(index) = numbered_index(name, dao) {
            found.push((index, name.to_owned()));
        }
    }
    // Numeric order; equal numbers (`X.1`, `X.01`) by name, as discovery orders them.
    found.sort();
    let next = match found.last() {
        None => 0,
        Some((largest, _)) => largest.checked_add(1).ok_or_else(|| CompactError::Io {
            path: dir.join(format!("{dao}.{largest}")),
            op: FileOp::Rename,
            source: io::Error::other("no runtime index after this one"),
        })?,
    };
    Ok(RuntimeFiles {
        numbered: found.into_iter().map(|(_, n)| dir.join(n)).collect(),
        next,
    })
}

/// Writes `bytes` into a new file at `path` (which must not exist).
pub(crate) fn write_new(path: &Path, bytes: &[u8]) -> Result<(), CompactError> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(failed(path, FileOp::Write))?;
    file.write_all(bytes).map_err(failed(path, FileOp::Write))
}

/// fsyncs the file at `path`.
pub(crate) fn fsync(path: &Path) -> Result<(), CompactError> {
    File::open(path)
        .and_then(|f| f.sync_all())
        .map_err(failed(path, FileOp::Sync))
}

/// fsyncs the directory `dir`, so that names created, renamed or removed in it are durable.
pub(crate) fn fsync_dir(dir: &Path) -> Result<(), CompactError> {
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(failed(dir, FileOp::SyncDir))
}

pub(crate) fn rename(from: &Path, to: &Path) -> Result<(), CompactError> {
    std::fs::rename(from, to).map_err(failed(from, FileOp::Rename))
}

/// Removes the file at `path`; with `missing_ok`, a missing file is no error.
pub(crate) fn remove(path: &Path, missing_ok: bool) -> Result<(), CompactError> {
    match std::fs::remove_file(path) {
        Err(e) if missing_ok && e.kind() == io::ErrorKind::NotFound => Ok(()),
        result => result.map_err(failed(path, FileOp::Remove)),
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
            ("regions.jrl", false),
            ("regions.compact", false),
            ("regions.torn", false),
            ("regions.lock", false),
            ("regions.", false),
            ("regionsx", false),
            ("other.1", false),
        ];
        for (name, runtime) in cases {
            assert_eq!(
                is_runtime_name(Path::new(name), "regions"),
                runtime,
                "{name}"
            );
        }
    }
}
