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
}

impl Inputs {
    /// Loads the registry and finds the journals (only `--dao`'s, when given).
    pub fn open(&self) -> Result<Opened, Fatal> {
        self.open_for(false)
    }

    /// [`open`](Inputs::open); for a `writable` engine, paths that hold no journal yet are
    /// fine (the DAOs the registry names are created at their first write).
    pub fn open_for(&self, writable: bool) -> Result<Opened, Fatal> {
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
        let registry = match &models {
            Some(path) => Registry::load(path)?,
            None => Registry::empty(),
        };
        let mut discovery = match discover(&paths) {
            Err(folio_journal::DiscoverError::NoJournals(_)) if writable => Discovery {
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
                eprintln!("folio: skipped {} (not a journal name)", path.display());
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
        })
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

/// Whether `path` opens and its first byte reads: what fails for a file without permission,
/// and for files whose every read fails (`/proc/self/mem`, a dead device). One open and one
/// small read per file, next to a replay that reads all of it.
fn readable(path: &std::path::Path) -> std::io::Result<()> {
    use std::io::Read;
    let mut file = std::fs::File::open(path)?;
    // An empty file reads 0 bytes, and that is fine: only an error counts.
    let _bytes = file.read(&mut [0u8; 1])?;
    Ok(())
}
