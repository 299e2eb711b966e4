//! Where output goes: a file (never silently replacing one, and appearing under its name only
//! when whole) or standard output, with every error naming its place.

use crate::Fatal;
use folio_journal::{AtomicFile, Finished, WriteError};
use std::fs::{File, OpenOptions};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

/// Refuses `path` as a place to write when an existing regular file is there and `force` is
/// not given, or a folder is. Commands check before long work, so that a refusal comes first.
pub fn check(path: &Path, force: bool) -> Result<(), Fatal> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() && !force => Err(exists(path)),
        Ok(meta) if meta.is_dir() => Err(Fatal::Usage(format!(
            "{}: is a directory, not a file",
            path.display()
        ))),
        _ => Ok(()),
    }
}

/// A file that cannot be made because its folder does not exist, named as such: "No such file
/// or directory" alone would not say which. (Not part of [`check`]: a command that writes into
/// a folder of its own, `export -o DIR`, checks its files before it makes the folder.)
fn missing_folder(path: &Path) -> Option<Fatal> {
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty())?;
    (!folder.is_dir()).then(|| {
        Fatal::Usage(format!(
            "{}: the folder {} does not exist (create it first)",
            path.display(),
            folder.display()
        ))
    })
}

fn exists(path: &Path) -> Fatal {
    Fatal::Usage(format!(
        "{}: exists; give --force to replace it",
        path.display()
    ))
}

/// A file written for the user could not be put in place: a file that appeared under its name
/// meanwhile is refused as [`check`] refuses it.
pub fn written(e: WriteError) -> Fatal {
    match e {
        WriteError::Io { path, source, .. } if source.kind() == io::ErrorKind::AlreadyExists => {
            exists(&path)
        }
        e => Fatal::Write(e),
    }
}

/// Renames files written whole (one per DAO) into place together.
pub fn commit_all(files: Vec<Finished>) -> Result<(), Fatal> {
    folio_journal::commit_all(files).map_err(written)
}

/// Where a [`Sink`] writes.
enum Place {
    Stdout(io::Stdout),
    /// A device or pipe (`/dev/null`, `/dev/full`, a FIFO), written as it is: it has no
    /// directory entry to replace.
    Device(BufWriter<File>),
    /// A regular file, written under a temporary name and renamed when whole.
    File(AtomicFile),
}

/// A writer that knows what it writes to, so its errors can say.
pub struct Sink {
    /// `None`: standard output.
    path: Option<PathBuf>,
    place: Place,
}

impl Sink {
    /// Standard output, or the file `path` after [`check`]: a regular file is written under a
    /// temporary name and takes `path` at [`finish`](Sink::finish) (replacing a file there only
    /// with `force`); devices and pipes are written as they are.
    pub fn open(path: Option<&Path>, force: bool) -> Result<Sink, Fatal> {
        let Some(path) = path else {
            return Ok(Sink::stdout());
        };
        check(path, force)?;
        let place = match std::fs::metadata(path) {
            Ok(meta) if !meta.is_file() => Place::Device(BufWriter::new(
                OpenOptions::new()
                    .write(true)
                    .open(path)
                    .map_err(Fatal::file(path))?,
            )),
            _ => Place::File(
                AtomicFile::create(path, force)
                    .map_err(|e| missing_folder(path).unwrap_or_else(|| written(e)))?,
            ),
        };
        Ok(Sink {
            path: Some(path.to_owned()),
            place,
        })
    }

    pub fn stdout() -> Sink {
        Sink {
            path: None,
            place: Place::Stdout(io::stdout()),
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
        let result = self.write_all(bytes);
        result.map_err(|e| self.fail(e))
    }

    /// Ends the output: flushes it, and puts a file in place (durably).
    pub fn finish(self) -> Result<(), Fatal> {
        match self.finish_group()? {
            Some(file) => file.commit().map_err(written),
            None => Ok(()),
        }
    }

    /// Flushes the output; a file is made durable under its temporary name and returned, to be
    /// renamed with the others of its group by [`commit_all`].
    pub fn finish_group(mut self) -> Result<Option<Finished>, Fatal> {
        match self.place {
            Place::File(file) => file.finish().map(Some).map_err(written),
            _ => {
                let result = self.flush();
                result.map(|()| None).map_err(|e| self.fail(e))
            }
        }
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match &mut self.place {
            Place::Stdout(out) => out.write(buf),
            Place::Device(out) => out.write(buf),
            Place::File(out) => out.write(buf),
        }
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        match &mut self.place {
            Place::Stdout(out) => out.write_all(buf),
            Place::Device(out) => out.write_all(buf),
            Place::File(out) => out.write_all(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.place {
            Place::Stdout(out) => out.flush(),
            Place::Device(out) => out.flush(),
            Place::File(out) => out.flush(),
        }
    }
}
