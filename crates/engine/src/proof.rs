//! Proving, while the engine serves, the snapshots it booted from with
//! [`Snapshots::UseProvingLater`]: their covered journal bytes were proved at open by the
//! files' identity and ends only (docs/durability.md, "Snapshots: proving the covered bytes"),
//! and are hashed whole here; the snapshot file's own sections and objects, read in place and
//! not at open ("Snapshots read in place"), are checked here too. A DAO whose bytes changed, or
//! whose snapshot fails a check, is read again from its journals in full, its readers and
//! writers waiting meanwhile: from the moment it is found, no answer comes from the snapshot.
//!
//! [`Snapshots::UseProvingLater`]: folio_snapshot::Snapshots::UseProvingLater

use crate::engine::{Engine, LiveDao, Replayed};
use crate::error::EngineError;
use folio_journal::DaoFiles;
use folio_replay::ReplayError;
use folio_snapshot::{open_dao_upto, prove, Boot, Mismatch, Snapshots};
use std::sync::{Arc, PoisonError};

/// What proving one DAO's snapshot found.
#[derive(Debug)]
pub enum Proved {
    /// The covered bytes are as the snapshot covered them: its state stands.
    Unchanged,
    /// They are not (`why`): the DAO was read again in full from its journals, or that failed
    /// (`reread`), and the DAO keeps the snapshot's state.
    Changed {
        why: Mismatch,
        reread: Result<(), EngineError>,
    },
}

impl Engine {
    /// The DAOs opened from a snapshot whose covered bytes are not yet all hashed.
    pub fn unproven(&self) -> Vec<&LiveDao> {
        self.all()
            .filter(|live| {
                matches!(
                    &live.replayed().boot,
                    Boot::Snapshot { unproven, unverified, .. }
                        if !unproven.is_empty() || unverified.is_some()
                )
            })
            .collect()
    }

    /// Hashes whole the covered bytes of each DAO [`Engine::unproven`] lists, one DAO at a
    /// time, and calls `report` with each outcome. A DAO whose bytes changed is read again in
    /// full ([`Proved::Changed`]) and its boot becomes [`Boot::Ignored`] with the reason.
    pub fn prove_snapshots(&self, mut report: impl FnMut(&str, &Proved)) {
        for live in self.unproven() {
            let replayed = live.replayed();
            let Boot::Snapshot {
                path,
                unproven,
                unverified,
                ..
            } = &replayed.boot
            else {
                continue;
            };
            let checked = prove(unproven).and_then(|()| match unverified {
                Some(unverified) => unverified.verify(),
                None => Ok(()),
            });
            let proved = match checked {
                Ok(()) => {
                    let mut now = (*replayed).clone();
                    if let Boot::Snapshot {
                        unproven,
                        unverified,
                        ..
                    } = &mut now.boot
                    {
                        unproven.clear();
                        *unverified = None;
                    }
                    *live
                        .replayed
                        .write()
                        .unwrap_or_else(PoisonError::into_inner) = Arc::new(now);
                    Proved::Unchanged
                }
                Err(why) => {
                    let boot = Boot::Ignored {
                        path: path.clone(),
                        why: why.clone(),
                    };
                    Proved::Changed {
                        why,
                        reread: self.reread_in_full(live, boot),
                    }
                }
            };
            report(live.name(), &proved);
        }
    }

    /// Reads `live` again from its journals in full, up to the entries its store holds, and
    /// swaps the result in. No write appends meanwhile (the DAO's write lock is held), no
    /// waiting write is applied and no reader reads (its store's lock is held for writing):
    /// the old state is known wrong. Writes appended but not yet applied stay waiting, and are
    /// applied onto the new state as their fsyncs return.
    fn reread_in_full(&self, live: &LiveDao, boot: Boot) -> Result<(), EngineError> {
        let _appends = live
            .write_lock
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let pending = live.pending();
        let mut objects = live.write_store();
        let mut files: DaoFiles = live.files();
        let writer = live.writer.get();
        if let Some(writer) = writer {
            if files.files.last().map(|p| p.as_path()) != Some(writer.path()) {
                files.files.push(writer.path().to_path_buf());
            }
        }
        let mut ends = files
            .files
            .iter()
            .map(|path| match std::fs::metadata(path) {
                Ok(meta) => Ok(meta.len()),
                Err(source) => Err(ReplayError::Io {
                    path: path.clone(),
                    source,
                }),
            })
            .collect::<Result<Vec<u64>, ReplayError>>()?;
        if let (Some(writer), Some(last)) = (writer, ends.last_mut()) {
            // The store holds the journal's entries up to the first write still waiting, or all
            // of them.
            *last = pending.first_start().unwrap_or_else(|| writer.len());
        }
        let (replay, _) = open_dao_upto(
            &files,
            &self.registry,
            &self.replay_options,
            Snapshots::Ignore,
            Some(&ends),
        )?;
        let (dao, replayed) = Replayed::split(replay, files, boot);
        *objects = self.with_indexes(dao, objects.indexed());
        *live
            .replayed
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Arc::new(replayed);
        drop(objects);
        drop(pending);
        self.changes.bump();
        Ok(())
    }
}
