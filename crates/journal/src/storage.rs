//! The file operations the writer needs, behind a trait so that tests (here and in the
//! engine) can run the writer on a simulated disk that loses power.

use std::fs::File;
use std::io::{self, Write};
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

/// One file that the writer appends to. Appends are serialized by the writer; `sync` may run
/// on another thread at the same time as an append, and must then make durable at least every
/// byte whose append returned before `sync` was called.
// `len` is fallible like every file operation; an `is_empty` would only repeat it.
#[allow(clippy::len_without_is_empty)]
pub trait Storage: Send + Sync + std::fmt::Debug {
    /// Writes all of `bytes` at the end of the file. On error, any prefix of them may have
    /// been written.
    fn append(&self, bytes: &[u8]) -> io::Result<()>;
    /// Makes every completed append durable (`fdatasync`).
    fn sync(&self) -> io::Result<()>;
    /// Cuts the file to `len` bytes.
    fn truncate(&self, len: u64) -> io::Result<()>;
    /// The file's length in bytes.
    fn len(&self) -> io::Result<u64>;
    /// Reads into `buf` from `offset`; returns how many bytes were read (0 at the end).
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> io::Result<usize>;
}

/// A real file, opened for appending (`O_APPEND`) and reading.
#[derive(Debug)]
pub struct FileStorage {
    file: File,
    /// Where the file is, for the power-loss tests' record of operations (`trace.rs`).
    path: Option<PathBuf>,
}

impl FileStorage {
    /// Wraps a file opened with `append(true)` and `read(true)`.
    pub fn new(file: File) -> FileStorage {
        FileStorage { file, path: None }
    }

    /// [`new`](FileStorage::new) for the file at `path`.
    pub fn at(file: File, path: &Path) -> FileStorage {
        FileStorage {
            file,
            path: Some(path.to_path_buf()),
        }
    }

    fn trace(&self, op: impl FnOnce(PathBuf) -> crate::files::FsOp) {
        if let Some(path) = &self.path {
            crate::files::trace(|| op(path.clone()));
        }
    }
}

impl Storage for FileStorage {
    fn append(&self, bytes: &[u8]) -> io::Result<()> {
        self.trace(|path| crate::files::FsOp::Write {
            path,
            offset: self.file.metadata().map_or(0, |m| m.len()),
            bytes: bytes.to_vec(),
        });
        (&self.file).write_all(bytes)
    }

    fn sync(&self) -> io::Result<()> {
        self.trace(crate::files::FsOp::SyncFile);
        self.file.sync_data()
    }

    fn truncate(&self, len: u64) -> io::Result<()> {
        self.trace(|path| crate::files::FsOp::Truncate { path, len });
        self.file.set_len(len)
    }

    fn len(&self) -> io::Result<u64> {
        Ok(self.file.metadata()?.len())
    }

    fn read_at(&self, offset: u64, buf: &mut [u8]) -> io::Result<usize> {
        self.file.read_at(buf, offset)
    }
}
