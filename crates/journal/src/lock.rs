//! The lock that lets one writer at a time append to a live journal.
//!
//! The lock is an `flock` on `X.lock` next to the journal `X`. It is a file of its own, never
//! renamed or replaced, so that compaction can replace `X` while holding it; its name is not a
//! journal name, so replay passes it over. It stays on disk after the writer is gone (removing
//! it would race with the next writer). The holder writes its process id into it, for the
//! message another writer gets.

use std::ffi::OsString;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::fd::AsRawFd;
use std::path::{Path, PathBuf};

use crate::{Op, WriteError};

/// `X` + `suffix`, next to `X`.
pub(crate) fn sibling(journal: &Path, suffix: &str) -> PathBuf {
    let mut name = OsString::from(journal.as_os_str());
    name.push(suffix);
    PathBuf::from(name)
}

/// The lock file of the journal `X`: `X.lock`.
pub fn lock_path(journal: &Path) -> PathBuf {
    sibling(journal, ".lock")
}

/// A held lock; dropping it (closing the file) releases it.
#[derive(Debug)]
pub(crate) struct JournalLock {
    _file: File,
}

impl JournalLock {
    /// Takes the lock of `journal` without waiting. With `create` false, a missing lock file
    /// means no writer holds the lock, and `Ok(None)` is returned with nothing created.
    pub(crate) fn acquire(journal: &Path, create: bool) -> Result<Option<JournalLock>, WriteError> {
        let path = lock_path(journal);
        let error = |source| WriteError::Io {
            path: path.clone(),
            op: Op::Lock,
            source,
        };
        let mut file = match OpenOptions::new()
            .read(true)
            .write(true)
            .create(create)
            .truncate(false)
            .open(&path)
        {
            Ok(file) => file,
            Err(e) if !create && e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(error(e)),
        };
        // SAFETY: flock on a file descriptor this function owns for the whole call.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
            let e = io::Error::last_os_error();
            if e.raw_os_error() == Some(libc::EWOULDBLOCK) {
                let mut text = String::new();
                let holder = file
                    .read_to_string(&mut text)
                    .ok()
                    .and_then(|_| text.trim().parse().ok());
                return Err(WriteError::Locked { lock: path, holder });
            }
            return Err(error(e));
        }
        if create {
            file.set_len(0).map_err(error)?;
            writeln!(file, "{}", std::process::id()).map_err(error)?;
        }
        Ok(Some(JournalLock { _file: file }))
    }
}
