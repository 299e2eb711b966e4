//! Where output goes: a file (never silently replacing one) or standard output, with every
//! error naming its place.

use crate::Fatal;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Refuses `path` as a place to write when an existing regular file is there and `force` is
/// not given, or a folder is. Commands check before long work, so that a refusal comes first.
pub fn check(path: &Path, force: bool) -> Result<(), Fatal> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() && !force => Err(Fatal::Usage(format!(
            "{}: exists; give --force to replace it",
            path.display()
        ))),
        Ok(meta) if meta.is_dir() => Err(Fatal::Usage(format!(
            "{}: is a directory, not a file",
            path.display()
        ))),
        _ => Ok(()),
    }
}

/// Opens `path` for writing, after [`check`]. A regular file is replaced (only with `force`);
/// devices and pipes (`/dev/null`, `/dev/full`, a FIFO) are written as they are.
pub fn create(path: &Path, force: bool) -> Result<File, Fatal> {
    check(path, force)?;
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => File::create(path).map_err(Fatal::file(path)),
        Ok(_) => OpenOptions::new()
            .write(true)
            .open(path)
            .map_err(Fatal::file(path)),
        Err(_) => OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .map_err(Fatal::file(path)),
    }
}

/// A writer that knows what it writes to, so its errors can say.
pub struct Sink {
    /// `None`: standard output.
    path: Option<PathBuf>,
    inner: Box<dyn Write>,
}

impl Sink {
    /// Standard output, or the file `path` (see [`create`]).
    pub fn open(path: Option<&Path>, force: bool) -> Result<Sink, Fatal> {
        Ok(match path {
            Some(path) => Sink {
                path: Some(path.to_owned()),
                inner: Box::new(create(path, force)?),
            },
            None => Sink::stdout(),
        })
    }

    /// The file `file`, opened already, named `path` in errors.
    pub fn new_file(path: &Path, file: File) -> Sink {
        Sink {
            path: Some(path.to_owned()),
            inner: Box::new(file),
        }
    }

    pub fn stdout() -> Sink {
        Sink {
            path: None,
            inner: Box::new(io::stdout().lock()),
        }
    }

    /// The error `e` met writing here, as the CLI reports it.
    pub fn fail(&self, e: io::Error) -> Fatal {
        match &self.path {
            Some(path) => Fatal::File {
                path: path.clone(),
                source: e,
            },
            None => Fatal::Output(e),
        }
    }

    /// Writes all of `bytes`.
    pub fn put(&mut self, bytes: &[u8]) -> Result<(), Fatal> {
        let result = self.inner.write_all(bytes);
        result.map_err(|e| self.fail(e))
    }

    /// Flushes what is buffered.
    pub fn finish(mut self) -> Result<(), Fatal> {
        let result = self.inner.flush();
        result.map_err(|e| self.fail(e))
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}
