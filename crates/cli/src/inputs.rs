//! What every reading command does first: find the journals, load the registry, and set
//! aside the files that cannot be opened (each reported; the command exits 2 at the end).

use crate::args::Inputs;
use crate::examples::Examples;
use crate::Fatal;
use folio_journal::{discover, Discovery};
use folio_models::Registry;

/// The journals and registry a command replays.
#[derive(Debug)]
pub struct Opened {
    pub registry: Registry,
    pub discovery: Discovery,
    /// Files found but not readable, already reported on stderr.
    pub unreadable: usize,
    /// Keeps a temporary examples folder alive for the run.
    _examples: Option<Examples>,
    /// Keeps the copies of streamed journals (standard input, pipes) alive for the run.
    _streams: Option<tempfile::TempDir>,
}

impl Inputs {
    /// Loads the registry and finds the journals (only `--dao`'s, when given).
    pub fn open(&self) -> Result<Opened, Fatal> {
        self.open_for(false)
    }

    /// [`open`](Inputs::open); for a `writable` engine, paths that hold no journal yet are
    /// fine (the DAOs the registry names are created at their first write).
    pub fn open_for(&self, writable: bool) -> Result<Opened, Fatal> {
        self.open_for_with(writable, writable)
    }

    /// [`open_for`](Inputs::open_for), where `empty_ok` takes paths with no journal yet (a
    /// writable server, a follower's copy) as an empty tree.
    pub fn open_for_with(&self, writable: bool, empty_ok: bool) -> Result<Opened, Fatal> {
        let mut examples = None;
        let (paths, models) = if self.paths.is_empty() {
            let found = Examples::locate()?;
            let models = self.models.clone().unwrap_or_else(|| found.models());
            let paths = vec![found.dir.clone()];
            examples = Some(found);
            (paths, Some(models))
        } else {
            (self.paths.clone(), self.models.clone())
        };
        let (paths, streams) = self.copy_streams(paths, writable)?;
        let registry = match &models {
            Some(path) => Registry::load(path)?,
            None => Registry::empty(),
        };
        let mut discovery = match discover(&paths) {
            Err(folio_journal::DiscoverError::NoJournals(_)) if empty_ok => Discovery {
                roots: paths.clone(),
                ..Discovery::default()
            },
            found => found?,
        };
        if self.verbose {
            for warning in registry.warnings() {
                eprintln!("folio: models: {warning}");
            }
            for path in &discovery.skipped {
                let why = match std::fs::symlink_metadata(path) {
                    Ok(m) if !m.is_file() && !m.is_dir() => "not a regular file",
                    _ => "not a journal name",
                };
                eprintln!("folio: skipped {} ({why})", path.display());
            }
        }
        if let Some(name) = &self.dao {
            discovery.daos.retain(|d| &d.name == name);
            if discovery.daos.is_empty() {
                return Err(Fatal::NoSuchDao(name.clone()));
            }
        }
        let unreadable = set_aside_unreadable(&mut discovery);
        Ok(Opened {
            registry,
            discovery,
            unreadable,
            _examples: examples,
            _streams: streams,
        })
    }

    /// Journals that are streams (`-` for standard input, a pipe such as `/dev/stdin` or
    /// `<(zcat x.gz)`, a FIFO) are copied whole into a temporary folder first, as a file named
    /// after the DAO (`--dao NAME` when given, else `stdin` for `-`, else the stream's own name),
    /// because replay reads a file more than once (for the DAO's default class) and from more
    /// than one offset. The copy is made while it streams, so memory stays bounded; it is
    /// removed when the command ends. Reports name the copy.
    fn copy_streams(
        &self,
        paths: Vec<std::path::PathBuf>,
        writable: bool,
    ) -> Result<(Vec<std::path::PathBuf>, Option<tempfile::TempDir>), Fatal> {
        use std::os::unix::fs::FileTypeExt;
        // A pipe or FIFO (what `/dev/stdin` and `<(…)` are when something writes to them).
        // Devices are not streams of a journal: `/dev/zero` would never end, a terminal would
        // wait for typing; discovery and the readability check refuse them by name.
        let is_stream = |p: &std::path::Path| {
            p.as_os_str() == "-" || std::fs::metadata(p).is_ok_and(|m| m.file_type().is_fifo())
        };
        if !paths.iter().any(|p| is_stream(p)) {
            return Ok((paths, None));
        }
        if writable {
            return Err(Fatal::Usage(
                "journals from standard input or a pipe can be read, not written: give a directory"
                    .into(),
            ));
        }
        let dir = tempfile::Builder::new()
            .prefix("folio-stream-")
            .tempdir()
            .map_err(Fatal::Output)?;
        // Removed by the signal handler too: SIGINT/SIGTERM end the process before `dir` drops.
        *STREAM_COPIES
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(dir.path().to_path_buf());
        let mut out = Vec::with_capacity(paths.len());
        for (i, path) in paths.into_iter().enumerate() {
            if !is_stream(&path) {
                out.push(path);
                continue;
            }
            let name = match (&self.dao, path.as_os_str() == "-") {
                (Some(dao), _) => dao.clone(),
                (None, true) => "stdin".into(),
                (None, false) => path
                    .file_name()
                    .map_or_else(|| "stream".into(), |n| n.to_string_lossy().into_owned()),
            };
            // One folder per stream, so two streams of one name stay two files of one DAO.
            let copy = dir.path().join(i.to_string()).join(&name);
            std::fs::create_dir_all(copy.parent().expect("a parent")).map_err(Fatal::Output)?;
            let mut file = std::fs::File::create(&copy).map_err(Fatal::file(&copy))?;
            let copied = if path.as_os_str() == "-" {
                std::io::copy(&mut std::io::stdin().lock(), &mut file)
            } else {
                std::fs::File::open(&path).and_then(|mut f| std::io::copy(&mut f, &mut file))
            };
            copied.map_err(Fatal::file(&path))?;
            out.push(copy);
        }
        Ok((out, Some(dir)))
    }
}

/// Reports what discovery could not read, and drops from `discovery` every file that cannot be
/// opened and read from, reporting each on stderr, so one bad file does not stop the rest (as ripgrep and fd
/// do). Returns how many there were.
pub fn set_aside_unreadable(discovery: &mut Discovery) -> usize {
    for entry in &discovery.unreadable {
        eprintln!("folio: {entry} (skipped)");
    }
    let mut dropped = discovery.unreadable.len();
    for dao in &mut discovery.daos {
        dao.files.retain(|path| match readable(path) {
            Ok(_) => true,
            Err(e) => {
                eprintln!("folio: {}: {e} (skipped)", path.display());
                dropped += 1;
                false
            }
        });
    }
    discovery.daos.retain(|d| !d.files.is_empty());
    dropped
}

/// The folder of this run's stream copies, if any, for [`remove_stream_copies`].
static STREAM_COPIES: std::sync::Mutex<Option<std::path::PathBuf>> = std::sync::Mutex::new(None);

/// Removes this run's copies of streamed journals: for the signal handler, since a process
/// ended by SIGINT or SIGTERM runs no destructors.
pub fn remove_stream_copies() {
    let copies = STREAM_COPIES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .take();
    if let Some(dir) = copies {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Whether `path` opens and its start reads as journal text (decompressed, when it is
/// compressed): what fails for a file without permission, for files whose every read fails
/// (`/proc/self/mem`, a dead device), for a compressed file that does not decompress, and for
/// a format folio does not read (xz, zip, ...), which would otherwise replay as a few "failed"
/// entries of gibberish. One open and one small read per file, next to a replay that reads all
/// of it.
fn readable(path: &std::path::Path) -> std::io::Result<()> {
    match folio_journal::content_of(path)? {
        folio_journal::Content::Text(_) => Ok(()),
        folio_journal::Content::Unsupported(what) => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("not a journal: {what} (folio reads journals as text, gzip or zstd)"),
        )),
    }
}
