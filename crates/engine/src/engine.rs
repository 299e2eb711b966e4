//! The engine: a registry and its DAOs, opened by replaying their journals.

use crate::error::EngineError;
use folio_journal::{discover, DaoFiles, Discovery};
use folio_models::Registry;
use folio_replay::{replay, Counters, DaoReplay, EntryError, Phases, ReplayOptions};
use folio_store::Dao;
use std::path::PathBuf;
use std::time::Duration;

/// How to open an engine.
#[derive(Debug, Clone, Default)]
pub struct EngineOptions {
    /// How the journals are replayed at open (threads, error limit, progress, ...).
    pub replay: ReplayOptions,
}

/// One DAO of an engine: its objects, the files they come from, and what replaying them
/// counted.
#[derive(Debug)]
pub struct LiveDao {
    dao: Dao,
    files: DaoFiles,
    default_class: Option<String>,
    counters: Counters,
    phases: Phases,
    errors: Vec<EntryError>,
}

impl LiveDao {
    /// The DAO's name.
    pub fn name(&self) -> &str {
        self.dao.name()
    }

    /// The objects.
    pub fn dao(&self) -> &Dao {
        &self.dao
    }

    /// The DAO's files in replay order; the live journal, when it exists, is last.
    pub fn files(&self) -> &DaoFiles {
        &self.files
    }

    /// The class that class-less entries of this DAO take, if it has one.
    pub fn default_class(&self) -> Option<&str> {
        self.default_class.as_deref()
    }

    /// What replaying the DAO's files counted (`objects` is the count at open).
    pub fn replay_counters(&self) -> &Counters {
        &self.counters
    }

    /// The phase times of the DAO's replay.
    pub fn replay_phases(&self) -> &Phases {
        &self.phases
    }

    /// The bad entries replay kept (at most the options' `error_limit`), in file order.
    pub fn errors(&self) -> &[EntryError] {
        &self.errors
    }
}

/// A live database: the registry and every DAO found under the paths it was opened on.
#[derive(Debug)]
pub struct Engine {
    registry: Registry,
    /// Sorted by name.
    daos: Vec<LiveDao>,
    /// Worker threads the replay at open used.
    threads: usize,
    /// How long the replay at open took.
    wall: Duration,
}

impl Engine {
    /// Finds the journals under `paths` (files or directories, see `folio_journal::discover`)
    /// and replays them into memory, typed by `registry`.
    pub fn open(
        paths: &[PathBuf],
        registry: Registry,
        options: EngineOptions,
    ) -> Result<Engine, EngineError> {
        let discovery = discover(paths)?;
        Engine::from_discovery(discovery, registry, options)
    }

    /// Replays journals already discovered (for callers that look at the discovery first,
    /// e.g. to size a progress bar or list skipped files).
    pub fn from_discovery(
        discovery: Discovery,
        registry: Registry,
        options: EngineOptions,
    ) -> Result<Engine, EngineError> {
        let replayed = replay(&discovery, &registry, &options.replay)?;
        // `replay` returns the DAOs in discovery order (by name), one per `DaoFiles`.
        debug_assert_eq!(replayed.daos.len(), discovery.daos.len());
        let daos = replayed
            .daos
            .into_iter()
            .zip(discovery.daos)
            .map(|(replayed, files)| {
                let DaoReplay {
                    dao,
                    counters,
                    phases,
                    errors,
                    default_class,
                    wall: _,
                } = replayed;
                debug_assert_eq!(dao.name(), files.name);
                LiveDao {
                    dao,
                    files,
                    default_class,
                    counters,
                    phases,
                    errors,
                }
            })
            .collect();
        Ok(Engine {
            registry,
            daos,
            threads: replayed.threads,
            wall: replayed.wall,
        })
    }

    /// The model registry objects are typed by.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// The objects of the DAO named `name`, if the engine has it.
    pub fn dao(&self, name: &str) -> Option<&Dao> {
        self.live_dao(name).map(LiveDao::dao)
    }

    /// The DAO named `name` with its files and replay counters, if the engine has it.
    pub fn live_dao(&self, name: &str) -> Option<&LiveDao> {
        // A scan, not a binary search: names that are not UTF-8 are sorted by their bytes but
        // shown lossily, so the shown names need not be in order. DAOs are few.
        self.daos.iter().find(|d| d.name() == name)
    }

    /// The registry and the objects of the DAO named `name`, for changes that keep the
    /// DAO's own invariants (adding an index).
    pub(crate) fn dao_mut(&mut self, name: &str) -> Option<(&Registry, &mut Dao)> {
        let live = self.daos.iter_mut().find(|d| d.name() == name)?;
        Some((&self.registry, &mut live.dao))
    }

    /// Every DAO, sorted by name.
    pub fn daos(&self) -> &[LiveDao] {
        &self.daos
    }

    /// The counters of the replay at open, summed over the DAOs.
    pub fn replay_counters(&self) -> Counters {
        let mut total = Counters::default();
        for d in &self.daos {
            total += d.counters;
        }
        total
    }

    /// The phase times of the replay at open, summed over the DAOs.
    pub fn replay_phases(&self) -> Phases {
        let mut total = Phases::default();
        for d in &self.daos {
            total += d.phases;
        }
        total
    }

    /// Every bad entry the replay at open kept, DAO by DAO in name order.
    pub fn errors(&self) -> impl Iterator<Item = &EntryError> {
        self.daos.iter().flat_map(|d| d.errors.iter())
    }

    /// Worker threads the replay at open used.
    pub fn replay_threads(&self) -> usize {
        self.threads
    }

    /// How long the replay at open took.
    pub fn replay_wall(&self) -> Duration {
        self.wall
    }
}
