//! A read-only engine that follows journal files another process appends to (`folio serve
//! --follow-files`): each [`Engine::catch_up`] applies the whole entries appended since the
//! last one, picks up new files and new DAOs, and reads a DAO again from the start when its
//! files changed in any other way (`folio_journal::follow` tells which).
//!
//! **What readers see of a followed DAO is always the replay of a prefix of each of its files
//! that ends where a whole entry ends**: appended entries are applied under the DAO's write
//! lock all at once, and a DAO read again is swapped in whole.

use crate::engine::{Engine, LiveDao, Replayed};
use crate::error::EngineError;
use folio_journal::follow::{self, Applied, Change, Grown, ReadError};
use folio_journal::{discover, DaoFiles, DiscoverError, Discovery};
use folio_models::Registry;
use folio_replay::{first_class, for_each_dao, replay_dao_from, ReplayError};
use folio_replay::{ReplayOptions, Resume, Span};
use folio_snapshot::{open_dao_upto, Snapshots};
use folio_store::Dao;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, PoisonError};

/// Where a followed DAO stands in its files.
#[derive(Debug, Default)]
pub(crate) struct Following {
    /// Per file, in replay order, how far it is applied.
    pub(crate) applied: Vec<Applied>,
    /// Times the DAO was read again from the start, and the latest reason.
    rereads: u64,
    last_reread: Option<String>,
}

/// What one [`Engine::catch_up`] did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CaughtUp {
    /// Bytes applied, over every DAO (a DAO read again counts all its bytes).
    pub bytes: u64,
    /// DAOs found that the engine did not hold.
    pub new_daos: Vec<String>,
    /// DAOs read again from the start, each with the reason.
    pub reread: Vec<(String, String)>,
}

/// What a followed engine's catch-ups did since it opened.
#[derive(Debug, Default)]
pub(crate) struct FollowCounters {
    catch_ups: AtomicU64,
    bytes: AtomicU64,
    rereads: AtomicU64,
}

/// What a followed engine's catch-ups did since it opened, for `stats`.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct FollowTotals {
    /// Catch-ups that applied something.
    pub catch_ups: u64,
    /// Bytes applied (a DAO read again counts all its bytes).
    pub bytes: u64,
    /// DAOs read again from the start.
    pub rereads: u64,
}

/// Where a followed DAO stands, for `stats`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FollowStats {
    /// Per file in replay order: its path and the bytes applied (always where a whole entry
    /// ends).
    pub applied: Vec<(PathBuf, u64)>,
    /// Times the DAO was read again from the start, and the latest reason.
    pub rereads: u64,
    pub last_reread: Option<String>,
}

impl LiveDao {
    /// In a followed engine, which bytes of each file the DAO's state is the replay of.
    pub fn follow_stats(&self) -> Option<FollowStats> {
        let following = self.following();
        following.as_ref().map(|f| FollowStats {
            applied: f.applied.iter().map(|a| (a.path.clone(), a.end)).collect(),
            rereads: f.rereads,
            last_reread: f.last_reread.clone(),
        })
    }

    fn following(&self) -> std::sync::MutexGuard<'_, Option<Following>> {
        self.following
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

impl Engine {
    /// True when the engine follows its files (opened with `EngineOptions::follow`).
    pub fn is_following(&self) -> bool {
        self.follow_roots.is_some()
    }

    /// What the catch-ups did since the engine opened.
    pub fn follow_totals(&self) -> FollowTotals {
        let t = &self.follow_totals;
        FollowTotals {
            catch_ups: t.catch_ups.load(Ordering::Relaxed),
            bytes: t.bytes.load(Ordering::Relaxed),
            rereads: t.rereads.load(Ordering::Relaxed),
        }
    }

    /// Applies what was appended to the followed files since the last call: the whole entries
    /// after each file's applied end, the files and DAOs that appeared; a DAO whose files
    /// changed otherwise is read again in full (said in the result and in
    /// [`LiveDao::follow_stats`]). Does nothing in an engine that does not follow. One thread
    /// makes the calls: two at once would wait for each other DAO by DAO.
    pub fn catch_up(&self) -> Result<CaughtUp, EngineError> {
        let Some(roots) = &self.follow_roots else {
            return Ok(CaughtUp::default());
        };
        let discovery = match discover(roots) {
            Ok(found) => found,
            // Every journal gone: each DAO is read again as having no file.
            Err(DiscoverError::NoJournals(_)) => Discovery::default(),
            Err(e) => return Err(e.into()),
        };
        let mut done = CaughtUp::default();
        for live in self.all() {
            let files = discovery
                .daos
                .iter()
                .find(|d| d.name == live.name())
                .cloned()
                .unwrap_or_else(|| DaoFiles {
                    name: live.name().to_owned(),
                    files: Vec::new(),
                });
            self.catch_up_dao(live, files, &mut done)?;
        }
        for files in &discovery.daos {
            if self.live_dao(&files.name).is_some() {
                continue;
            }
            let (dao, replayed, applied) = self.read_followed(files)?;
            done.bytes += applied.iter().map(|a| a.end).sum::<u64>();
            done.new_daos.push(files.name.clone());
            let live = LiveDao::new(dao, replayed);
            *live.following() = Some(Following {
                applied,
                ..Following::default()
            });
            self.daos.push(live);
        }
        if done != CaughtUp::default() {
            let t = &self.follow_totals;
            t.catch_ups.fetch_add(1, Ordering::Relaxed);
            t.bytes.fetch_add(done.bytes, Ordering::Relaxed);
            t.rereads
                .fetch_add(done.reread.len() as u64, Ordering::Relaxed);
            self.changes.bump();
        }
        Ok(done)
    }

    fn catch_up_dao(
        &self,
        live: &LiveDao,
        files: DaoFiles,
        done: &mut CaughtUp,
    ) -> Result<(), EngineError> {
        let mut following = live.following();
        let following = following.get_or_insert_with(Following::default);
        let grown = match follow::changes(&following.applied, &files) {
            Change::None => return Ok(()),
            Change::Appended(grown) => grown,
            Change::Reread(why) => {
                return self.reread(live, &files, why.to_string(), following, done)
            }
        };
        let before = live.replayed();
        let spans: Vec<Span> = grown.iter().map(span_of).collect();
        // Class-less objects take the first class the DAO's entries name, wherever it is: a
        // class named only now changes the objects applied before.
        let forced = self.replay_options.default_class.is_some()
            || self.registry.dao_class(&files.name).is_some();
        if before.default_class.is_none() && !forced {
            let appended = files.files.iter().map(PathBuf::as_path).zip(spans.clone());
            if let Some(class) = first_class(appended, self.replay_options.read_block) {
                let why = format!("entries appended name the class {class} for the first time");
                return self.reread(live, &files, why, following, done);
            }
        }
        let mut objects = live.write_store();
        let indexed: Vec<String> = objects.indexed().map(str::to_owned).collect();
        let resume = Resume {
            dao: std::mem::replace(&mut *objects, Dao::new(live.name())),
            counters: before.counters,
            errors: before.errors.clone(),
            default_class: before.default_class.clone().map(Some),
            collapsed_ids: before.collapsed_ids.clone(),
        };
        let on = replay_dao_from(&files, &self.registry, &self.replay_options, resume, &spans)
            .and_then(|on| Ok((on, follow::applied_after(&grown).map_err(unreadable)?)));
        let (on, applied) = match on {
            Ok(on) => on,
            Err(e) => {
                // A file gone between the look and the read. The DAO's objects went into the
                // failed replay: it is read again under the lock, its readers waiting rather
                // than seeing it empty.
                let why = format!("reading on failed: {e}");
                let (dao, replayed, applied) = self.read_followed(&files)?;
                let dao = self.with_indexes(dao, indexed.iter().map(String::as_str));
                *objects = dao;
                self.installed(live, replayed, applied, why, following, done);
                return Ok(());
            }
        };
        let (dao, mut replayed) = Replayed::split(on, files, before.boot.clone());
        let mut phases = before.phases;
        phases += replayed.phases;
        replayed.phases = phases;
        *objects = dao;
        *live
            .replayed
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Arc::new(replayed);
        drop(objects);
        done.bytes += grown.iter().map(|g| g.end - g.start).sum::<u64>();
        following.applied = applied;
        Ok(())
    }

    /// Reads the DAO again from the start, outside its lock (readers see the old state until
    /// the new one is swapped in whole), keeping its indexes.
    fn reread(
        &self,
        live: &LiveDao,
        files: &DaoFiles,
        why: String,
        following: &mut Following,
        done: &mut CaughtUp,
    ) -> Result<(), EngineError> {
        let (dao, replayed, applied) = self.read_followed(files)?;
        let mut objects = live.write_store();
        let dao = self.with_indexes(dao, objects.indexed());
        *objects = dao;
        self.installed(live, replayed, applied, why, following, done);
        Ok(())
    }

    /// `dao` with an index of each of `properties`.
    pub(crate) fn with_indexes<'p>(
        &self,
        mut dao: Dao,
        properties: impl Iterator<Item = &'p str>,
    ) -> Dao {
        for property in properties {
            dao.add_index(property, &self.registry);
        }
        dao
    }

    /// Records a DAO read again, whose objects were just swapped in (the caller holds their
    /// lock, so no reader sees the new objects with the old facts for long).
    fn installed(
        &self,
        live: &LiveDao,
        replayed: Replayed,
        applied: Vec<Applied>,
        why: String,
        following: &mut Following,
        done: &mut CaughtUp,
    ) {
        *live
            .replayed
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Arc::new(replayed);
        done.bytes += applied.iter().map(|a| a.end).sum::<u64>();
        following.applied = applied;
        following.rereads += 1;
        following.last_reread = Some(why.clone());
        done.reread.push((live.name().to_owned(), why));
    }

    fn read_followed(
        &self,
        files: &DaoFiles,
    ) -> Result<(Dao, Replayed, Vec<Applied>), EngineError> {
        Ok(read_followed(files, &self.registry, &self.replay_options)?)
    }
}

/// Reads a followed DAO's files from the start up to each one's last whole entry.
pub(crate) fn read_followed(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
) -> Result<(Dao, Replayed, Vec<Applied>), ReplayError> {
    let grown = follow::whole_entry_ends(files).map_err(unreadable)?;
    let ends: Vec<u64> = grown.iter().map(|g| g.end).collect();
    // Snapshots are not looked for: `--follow-files` reads files another program owns.
    let (replay, boot) = open_dao_upto(files, registry, options, Snapshots::Ignore, Some(&ends))?;
    let applied = follow::applied_after(&grown).map_err(unreadable)?;
    let (dao, replayed) = Replayed::split(replay, files.clone(), boot);
    Ok((dao, replayed, applied))
}

/// Opens every discovered DAO of a followed engine (in parallel, as replay does), each with
/// where it stands in its files.
pub(crate) fn open_followed(
    discovery: &Discovery,
    registry: &Registry,
    options: &ReplayOptions,
) -> Result<(Vec<LiveDao>, usize, std::time::Duration), ReplayError> {
    let (daos, threads, wall) = for_each_dao(discovery, options.threads, |files| {
        read_followed(files, registry, options)
    })?;
    let daos = daos
        .into_iter()
        .map(|(dao, replayed, applied)| {
            let live = LiveDao::new(dao, replayed);
            *live.following() = Some(Following {
                applied,
                ..Following::default()
            });
            live
        })
        .collect();
    Ok((daos, threads, wall))
}

/// The bytes of one file to read on.
fn span_of(g: &Grown) -> Span {
    Span {
        start: g.start,
        lines: u32::try_from(g.start_lines).unwrap_or(u32::MAX),
        end: (!g.compressed).then_some(g.end),
    }
}

fn unreadable(e: ReadError) -> ReplayError {
    ReplayError::Io {
        path: e.path,
        source: e.source,
    }
}
