//! The file operations on a DAO's files outside appending: listing its runtime files, and
//! writing, renaming, removing and fsyncing whole files, each failing with a [`WriteError`]
//! that names the file and the operation.
//!
//! Compaction builds its crash-safe protocol from these; the rule that tells a runtime file
//! (`X`, `X.<digits>`) from other names is discovery's, so the two never disagree.
//!
//! Files written for a user (exports, a compacted tree, generated journals) go through
//! [`AtomicFile`]: they appear under their name whole, or not at all.

use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, PoisonError};

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

/// The temporary files of every [`AtomicFile`] neither committed nor dropped, so that a signal
/// handler can remove them before the process ends ([`abandon_temporaries`]). Held while a
/// temporary file is created, renamed or removed, so that a handler never misses one.
static LIVE: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn live() -> MutexGuard<'static, Vec<PathBuf>> {
    // A panic while holding the list leaves it whole (pushes and removes of paths).
    LIVE.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Removes the temporary file of every [`AtomicFile`] not yet committed or dropped, and keeps
/// the list locked, so that no other file is created or renamed into place afterwards. For a
/// handler of SIGINT or SIGTERM that ends the process next: any thread that then creates,
/// commits or drops an `AtomicFile` waits until the process is gone.
pub fn abandon_temporaries() {
    let live = live();
    for path in live.iter() {
        let _ = std::fs::remove_file(path);
    }
    std::mem::forget(live);
}

/// A file written for a user, which appears under its name only when whole.
///
/// The bytes go, through a 1 MiB buffer, into a temporary file `.NAME.folio-tmp-PID` in the
/// target's directory (the same file system, so the rename is atomic; a hidden name, which
/// discovery skips). [`commit`](AtomicFile::commit) flushes it, fsyncs it, renames it to the
/// target and fsyncs the directory. Dropped without a commit (an error, a panic), the
/// temporary file is removed; [`abandon_temporaries`] removes it on a signal. Only a process
/// killed outright (SIGKILL, a power loss) leaves it behind, under its hidden name: the next
/// run of the same process id truncates it, and nothing reads it.
///
/// Several files that belong together (one per DAO) are [`finish`](AtomicFile::finish)ed one
/// by one, which frees each buffer, and renamed together by [`commit_all`].
#[derive(Debug)]
pub struct AtomicFile {
    temp: Temp,
    out: BufWriter<File>,
}

/// An [`AtomicFile`] written whole and durable under its temporary name, not yet renamed.
#[derive(Debug)]
pub struct Finished {
    temp: Temp,
}

/// A temporary file and the name it is to take; dropped, it is removed unless renamed.
#[derive(Debug)]
struct Temp {
    target: PathBuf,
    path: PathBuf,
    replace: bool,
}

impl AtomicFile {
    /// Starts writing `target`. Without `replace`, an existing `target` is refused, now and at
    /// the commit (`WriteError::Io` with `Op::Write` and `io::ErrorKind::AlreadyExists`).
    pub fn create(target: &Path, replace: bool) -> Result<AtomicFile, WriteError> {
        let Some(name) = target.file_name() else {
            return Err(failed(target, Op::Write)(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a file name",
            )));
        };
        if !replace && target.symlink_metadata().is_ok() {
            return Err(exists(target));
        }
        let mut hidden = std::ffi::OsString::from(".");
        hidden.push(name);
        hidden.push(format!(".folio-tmp-{}", std::process::id()));
        let path = target.with_file_name(hidden);
        let mut live = live();
        // Truncated, not created new: a file of this name is left by a killed process that had
        // this process id, and nobody reads it.
        let file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&path)
            .map_err(failed(target, Op::Write))?;
        live.push(path.clone());
        Ok(AtomicFile {
            temp: Temp {
                target: target.to_owned(),
                path,
                replace,
            },
            out: BufWriter::with_capacity(1 << 20, file),
        })
    }

    /// The name the file gets at the commit.
    pub fn target(&self) -> &Path {
        &self.temp.target
    }

    /// The temporary file written until the commit, for a caller that reads it back first
    /// (compaction verifies it): its bytes are all there after [`finish`](AtomicFile::finish).
    pub fn temp(&self) -> &Path {
        &self.temp.path
    }

    /// Flushes and fsyncs the file and closes it, still under its temporary name.
    pub fn finish(self) -> Result<Finished, WriteError> {
        let AtomicFile { temp, out } = self;
        let file = out
            .into_inner()
            .map_err(|e| failed(&temp.target, Op::Write)(e.into_error()))?;
        file.sync_all().map_err(failed(&temp.target, Op::Sync))?;
        Ok(Finished { temp })
    }

    /// Puts the file in place, durably: [`finish`](AtomicFile::finish), then
    /// [`Finished::commit`].
    pub fn commit(self) -> Result<(), WriteError> {
        self.finish()?.commit()
    }
}

impl Finished {
    /// The name the file gets at the commit.
    pub fn target(&self) -> &Path {
        &self.temp.target
    }

    /// The temporary file, whole.
    pub fn temp(&self) -> &Path {
        &self.temp.path
    }

    /// Renames the file to its target (refused when the target exists and `replace` was not
    /// given) and fsyncs the directory. On an error the temporary file is removed and the
    /// target is as it was.
    pub fn commit(self) -> Result<(), WriteError> {
        commit_all(vec![self])
    }
}

/// Renames each file to its target, in order, and then fsyncs their directories. A signal
/// handler ([`abandon_temporaries`]) waits until all are renamed, so SIGINT leaves all or
/// none; an error (a target that exists without `replace`) stops at that file: the ones
/// before it stay renamed, the rest are removed.
pub fn commit_all(files: Vec<Finished>) -> Result<(), WriteError> {
    let mut renamed = Vec::with_capacity(files.len());
    let mut failure = None;
    let mut left = files.into_iter();
    {
        let mut live = live();
        for file in left.by_ref() {
            let Temp {
                target,
                path,
                replace,
            } = &file.temp;
            let result = if *replace {
                std::fs::rename(path, target)
            } else {
                rename_no_replace(path, target)
            };
            match result {
                Ok(()) => {
                    live.retain(|p| p != path);
                    renamed.push(file);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    let e = exists(target);
                    failure = Some((file, e));
                    break;
                }
                Err(e) => {
                    let e = failed(target, Op::Rename)(e);
                    failure = Some((file, e));
                    break;
                }
            }
        }
    }
    // Dropped outside the lock, which their drops take: the renamed ones have left the list,
    // so only the rest are removed.
    drop(left);
    if let Some((file, e)) = failure {
        drop(file);
        return Err(e);
    }
    let mut dirs: Vec<&Path> = renamed
        .iter()
        .map(|f| f.temp.target.parent().unwrap_or(Path::new("")))
        .collect();
    dirs.dedup();
    for dir in dirs {
        sync_dir(dir)?;
    }
    Ok(())
}

impl Write for AtomicFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.out.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        // A renamed file has left the list already; any other is removed. (An `AtomicFile`'s
        // file handle may still be open here: removing the name is all that matters.)
        let mut live = live();
        if let Some(at) = live.iter().position(|p| *p == self.path) {
            let _ = std::fs::remove_file(&self.path);
            live.swap_remove(at);
        }
    }
}

fn exists(target: &Path) -> WriteError {
    failed(target, Op::Write)(io::Error::from(io::ErrorKind::AlreadyExists))
}

/// Renames `from` to `to` unless `to` exists (then `AlreadyExists`), in one step where the file
/// system can (Linux `renameat2` with `RENAME_NOREPLACE`), else by a hard link and an unlink,
/// which leaves both names for a moment but never replaces `to`.
fn rename_no_replace(from: &Path, to: &Path) -> io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        use std::ffi::CString;
        use std::os::unix::ffi::OsStrExt;
        let c = |p: &Path| {
            CString::new(p.as_os_str().as_bytes()).map_err(|_| io::ErrorKind::InvalidInput)
        };
        let (from_c, to_c) = (c(from)?, c(to)?);
        // SAFETY: both pointers are NUL-terminated strings that live across the call.
        let rc = unsafe {
            libc::renameat2(
                libc::AT_FDCWD,
                from_c.as_ptr(),
                libc::AT_FDCWD,
                to_c.as_ptr(),
                libc::RENAME_NOREPLACE,
            )
        };
        if rc == 0 {
            return Ok(());
        }
        let e = io::Error::last_os_error();
        // Only a file system without the flag falls back to linking.
        if !matches!(e.raw_os_error(), Some(libc::EINVAL | libc::ENOSYS)) {
            return Err(e);
        }
    }
    std::fs::hard_link(from, to)?;
    std::fs::remove_file(from)
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

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_committed_file_appears_whole() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.jsonl");
        let mut file = AtomicFile::create(&target, false).unwrap();
        file.write_all(b"{\"id\":1}\n").unwrap();
        // Past the buffer, so that bytes reach the temporary file before the commit.
        file.write_all(&vec![b'x'; 3 << 20]).unwrap();
        assert!(!target.exists(), "nothing under the name before the commit");
        let temp_name = format!(".out.jsonl.folio-tmp-{}", std::process::id());
        assert_eq!(names(dir.path()), [temp_name.as_str()]);
        file.commit().unwrap();
        let bytes = std::fs::read(&target).unwrap();
        assert_eq!(bytes.len(), 9 + (3 << 20));
        assert!(bytes.starts_with(b"{\"id\":1}\n"));
        assert_eq!(names(dir.path()), ["out.jsonl"]);
        assert!(!live().iter().any(|p| p.starts_with(dir.path())));
    }

    #[test]
    fn a_dropped_file_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.parquet");
        let mut file = AtomicFile::create(&target, false).unwrap();
        file.write_all(&vec![b'x'; 3 << 20]).unwrap();
        drop(file);
        assert!(names(dir.path()).is_empty());
        assert!(!live().iter().any(|p| p.starts_with(dir.path())));
    }

    #[test]
    fn an_existing_target_is_refused_without_replace() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("x.jrl");
        std::fs::write(&target, "old").unwrap();
        let refused = AtomicFile::create(&target, false).unwrap_err();
        assert!(
            matches!(&refused, WriteError::Io { path, op: Op::Write, source }
                if *path == target && source.kind() == io::ErrorKind::AlreadyExists),
            "{refused:?}"
        );
        // A file that appears while the new one is written is not replaced either.
        std::fs::remove_file(&target).unwrap();
        let mut file = AtomicFile::create(&target, false).unwrap();
        file.write_all(b"new").unwrap();
        std::fs::write(&target, "theirs").unwrap();
        let refused = file.commit().unwrap_err();
        assert!(
            matches!(&refused, WriteError::Io { source, .. }
                if source.kind() == io::ErrorKind::AlreadyExists),
            "{refused:?}"
        );
        assert_eq!(std::fs::read(&target).unwrap(), b"theirs");
        assert_eq!(names(dir.path()), ["x.jrl"]);
        // With `replace`, the old file is replaced whole.
        let mut file = AtomicFile::create(&target, true).unwrap();
        file.write_all(b"new").unwrap();
        file.commit().unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"new");
        assert_eq!(names(dir.path()), ["x.jrl"]);
    }

    #[test]
    fn files_finished_one_by_one_are_renamed_together() {
        let dir = tempfile::tempdir().unwrap();
        let mut finished = Vec::new();
        for name in ["a.parquet", "b.parquet"] {
            let mut file = AtomicFile::create(&dir.path().join(name), false).unwrap();
            file.write_all(name.as_bytes()).unwrap();
            finished.push(file.finish().unwrap());
        }
        assert_eq!(names(dir.path()).len(), 2);
        assert!(names(dir.path()).iter().all(|n| n.starts_with('.')));
        commit_all(finished).unwrap();
        assert_eq!(names(dir.path()), ["a.parquet", "b.parquet"]);
        assert_eq!(
            std::fs::read(dir.path().join("b.parquet")).unwrap(),
            b"b.parquet"
        );
        // Finished but never committed: nothing stays.
        let file = AtomicFile::create(&dir.path().join("c.parquet"), false).unwrap();
        drop(file.finish().unwrap());
        assert_eq!(names(dir.path()), ["a.parquet", "b.parquet"]);
    }
}
