//! Writing a snapshot: the header, then the objects in id order, chunk by chunk, into an
//! [`AtomicFile`] (a hidden temporary, fsynced, renamed into place, its directory fsynced).
//! A crash at any point leaves the old snapshot or the new one under the name, never a part.

use crate::boot::{open_dao_upto, Boot, Snapshots};
use crate::covered::{cover_prefixes, dao_dir, prove, Covered};
use crate::error::SnapshotError;
use crate::fingerprint::fingerprint;
use crate::format::{
    chunks_for, directory_len, preamble, section_frame, Header, CHUNK, DIRECTORY, HEADER, KEYS,
    LAYOUTS, OBJECTS, OFFSETS, REPLAY_RULES, SECTION_FRAME,
};
use crate::format::{KeptError, KEPT_ERRORS};
use crate::open::Unverified;
use folio_journal::{AtomicFile, DaoFiles, Op, WriteError};
use folio_models::Registry;
use folio_replay::{DaoReplay, ReplayOptions};
use folio_store::{put_u32, put_u64, BytesError, Dao, Id, LayoutTable, Layouts, Object, Relink};
use rayon::prelude::*;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The suffix of a snapshot's name (the rule is the journal crate's, with every rule about a
/// DAO's files).
pub const SUFFIX: &str = folio_journal::SNAPSHOT_SUFFIX;

/// Where the snapshot of DAO `X` goes by default: `.X.folio-snapshot` in the DAO's directory
/// (that of its live journal). A hidden name: discovery never reads it as a journal.
pub fn snapshot_path(files: &DaoFiles) -> PathBuf {
    snapshot_path_in(dao_dir(files), &files.name)
}

/// The snapshot of DAO `dao` in `dir`: `dir/.dao.folio-snapshot`.
pub fn snapshot_path_in(dir: &Path, dao: &str) -> PathBuf {
    dir.join(folio_journal::snapshot_file_name(dao))
}

/// What was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Written {
    pub objects: u64,
    /// The snapshot's size in bytes.
    pub bytes: u64,
}

/// Writes the snapshot of `replay` (the DAO `files` replayed from exactly the bytes `covered`
/// describes, by `registry`) to `path`, replacing any snapshot there. Crash-safe: the file
/// appears under its name only whole and durable. The objects go in id order, so the same
/// state always gives the same bytes. Sorts and encodes on every thread of the pool, holding
/// two chunks of encoded objects per thread in memory at a time. A DAO read in place from a
/// snapshot (`Snapshots::UseProvingLater`) copies the objects nothing changed from it, which
/// must have been verified first ([`Loaded::unverified`](crate::Loaded)).
///
/// A DAO whose ids collapsed is refused ([`SnapshotError::Collapsed`]): what its objects
/// are depends on entries not yet written (docs/semantics.md, "Collapsed ids").
pub fn write_snapshot(
    replay: &DaoReplay,
    files: &DaoFiles,
    covered: &[Covered],
    registry: &Registry,
    path: &Path,
) -> Result<Written, SnapshotError> {
    if !replay.collapsed_ids.is_empty() {
        return Err(SnapshotError::Collapsed {
            dao: files.name.clone(),
        });
    }
    let objects = replay.dao.len() as u64;
    let mut covered = covered.to_vec();
    if let (true, Some(last)) = (replay.ends_in_entry, covered.last_mut()) {
        // Ends at a line end, but inside an entry: no tail can start there.
        last.line_end = false;
    }
    let header = Header {
        replay_rules: REPLAY_RULES,
        registry: fingerprint(registry),
        dao: replay.dao.name().to_owned(),
        default_class: replay.default_class.clone(),
        version: replay.dao.version().map(str::to_owned),
        counters: replay.counters,
        objects,
        chunks: chunks_for(objects),
        errors: kept_errors(replay, files, covered.len()),
        covered,
    };
    let mut file = AtomicFile::create(path, true)?;
    let failed = |source| WriteError::Io {
        path: path.to_owned(),
        op: Op::Write,
        source,
    };
    let mut bytes = 0u64;
    let put = |file: &mut AtomicFile, bytes: &mut u64, part: &[u8]| -> Result<(), WriteError> {
        *bytes += part.len() as u64;
        file.write_all(part).map_err(failed)
    };
    put(&mut file, &mut bytes, &preamble())?;
    let head = header.to_bytes();
    put(&mut file, &mut bytes, &section_frame(HEADER, &head))?;
    put(&mut file, &mut bytes, &head)?;
    // Encoding runs on every thread; a few chunks per thread at a time are held encoded,
    // then written in order by this one.
    let old = |error| SnapshotError::OldSnapshot {
        dao: files.name.clone(),
        error,
    };
    let records = in_id_order(&replay.dao).map_err(old)?;
    let (layouts, relink) = layouts_of(&records, &replay.dao).map_err(old)?;
    let batch = CHUNK * 2 * rayon::current_num_threads();
    // Where each object starts in the file, and its id's sort key, for the two tables.
    let mut offsets = Vec::with_capacity(records.len() * 8);
    let mut keys = Vec::with_capacity(records.len() * 8);
    // Where each section after the header starts.
    let mut directory = Vec::with_capacity(directory_len(header.chunks));
    for records in records.chunks(batch) {
        let encoded: Vec<(Vec<u8>, [u8; SECTION_FRAME], Vec<u32>)> = records
            .par_chunks(CHUNK)
            .map(|part| {
                let mut chunk = Vec::new();
                let mut starts = Vec::with_capacity(part.len());
                put_u32(&mut chunk, part.len() as u32);
                for (record, _) in part {
                    starts.push(chunk.len() as u32);
                    record.write(&mut chunk, &layouts, &relink)?;
                }
                let frame = section_frame(OBJECTS, &chunk);
                Ok((chunk, frame, starts))
            })
            .collect::<Result<_, BytesError>>()
            .map_err(old)?;
        for (chunk, frame, starts) in &encoded {
            let payload = bytes + SECTION_FRAME as u64;
            for start in starts {
                put_u64(&mut offsets, payload + u64::from(*start));
            }
            put_u64(&mut directory, bytes);
            put(&mut file, &mut bytes, frame)?;
            put(&mut file, &mut bytes, chunk)?;
        }
    }
    for (_, key) in &records {
        put_u64(&mut keys, *key);
    }
    let layouts = layouts.to_bytes();
    for (kind, table) in [(OFFSETS, &offsets), (KEYS, &keys), (LAYOUTS, &layouts)] {
        put_u64(&mut directory, bytes);
        put(&mut file, &mut bytes, &section_frame(kind, table))?;
        put(&mut file, &mut bytes, table)?;
    }
    put(&mut file, &mut bytes, &section_frame(DIRECTORY, &directory))?;
    put(&mut file, &mut bytes, &directory)?;
    file.commit()?;
    Ok(Written { objects, bytes })
}

/// One object as a snapshot writes it: encoded from the store, or copied as the snapshot the
/// DAO was read from holds it (an object nothing changed since: the same bytes, since the
/// encoding of an object is a function of it).
enum Record<'a> {
    Object(&'a Id, &'a Object),
    Copied(&'a [u8]),
}

impl Record<'_> {
    /// Appends the object's bytes, its maps by their layouts in `layouts`; a copied one's
    /// layout indexes rewritten from the old snapshot's table to `layouts` by `relink`.
    fn write(
        &self,
        out: &mut Vec<u8>,
        layouts: &LayoutTable,
        relink: &Relink<'_>,
    ) -> Result<(), BytesError> {
        match self {
            Record::Object(id, object) => {
                id.write_bytes(out);
                object.write_bytes_in(out, layouts);
                Ok(())
            }
            Record::Copied(bytes) => relink.copy(bytes, out),
        }
    }
}

/// The table of layouts of `records` (the objects of `dao`, in id order), numbered as they
/// come, and where the layouts of the snapshot `dao` was read from went in it: a function of
/// the objects alone, so a snapshot made from an old one holds the bytes one made from a full
/// replay does. One pass on this thread, before the objects are encoded on all.
fn layouts_of<'a>(
    records: &[(Record<'_>, u64)],
    dao: &'a Dao,
) -> Result<(LayoutTable, Relink<'a>), BytesError> {
    let mut layouts = LayoutTable::new();
    let mut relink = Relink::new(dao.base().map_or(Layouts::none(), |base| base.layouts()));
    for (record, _) in records {
        match record {
            Record::Object(_, object) => layouts.note_object(object),
            Record::Copied(bytes) => layouts.note_encoded(bytes, &mut relink)?,
        }
    }
    Ok((layouts, relink))
}

/// The objects of `dao` in id order, each with its id's sort key. Those of a DAO read in place
/// from a snapshot (a base) that nothing changed are copied from it, never decoded: the
/// shards' objects (what changed) are sorted and merged in between, so the work and the
/// memory beyond a few words per object grow with what changed since, not with the DAO. The
/// base's bytes must have been checked (`Unverified::verify`) for the copies to be valid.
fn in_id_order(dao: &Dao) -> Result<Vec<(Record<'_>, u64)>, BytesError> {
    let mut changed: Vec<(&Id, &Object)> = dao.overlay().collect();
    changed.par_sort_unstable_by(|a, b| a.0.cmp(b.0));
    let mut changed = changed.into_iter().peekable();
    let mut out = Vec::with_capacity(dao.len());
    if let Some(base) = dao.base() {
        for i in 0..base.count() {
            let id = base.id(i)?;
            // A shadowed id is in the shards, or was removed.
            if base.is_shadowed(&id) {
                continue;
            }
            while let Some((id, object)) = changed.next_if(|(c, _)| **c < id) {
                out.push((Record::Object(id, object), id.sort_key()));
            }
            out.push((Record::Copied(base.encoded(i)?), id.sort_key()));
        }
    }
    out.extend(changed.map(|(id, object)| (Record::Object(id, object), id.sort_key())));
    Ok(out)
}

/// The first [`KEPT_ERRORS`] bad entries of `replay`, each by its file's index among the
/// `covered` first files of `files`.
fn kept_errors(replay: &DaoReplay, files: &DaoFiles, covered: usize) -> Vec<KeptError> {
    replay
        .errors
        .iter()
        .take(KEPT_ERRORS)
        .filter_map(|e| {
            let file = files.files[..covered]
                .iter()
                .position(|p| p.as_path() == &*e.file)?;
            Some(KeptError {
                file: file as u32,
                line: e.line,
                torn: e.torn,
                text: e.kind.to_string(),
            })
        })
        .collect()
}

/// What [`refresh_snapshot`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refreshed {
    /// How the state written was opened: from the old snapshot and the bytes after it, or by
    /// a full replay.
    pub boot: Boot,
    pub written: Written,
    /// The journal bytes the new snapshot covers.
    pub covered: u64,
}

/// Writes the snapshot of the DAO `files` anew at its place ([`snapshot_path`]), covering the
/// first `ends[i]` bytes of each file (each at a line end; the live journal may have grown
/// since, as a server's does). The state comes from the old snapshot and the bytes after it
/// when it matches, else from a full replay of those bytes: never from a live store, so what
/// the snapshot holds is what its covered bytes give, and making it blocks no writer.
///
/// The old snapshot is read in place (`Snapshots::UseProvingLater`), proved and verified
/// whole before anything is written, and its objects the bytes after it leave unchanged are
/// copied as they lie: the memory and the work beyond a pass over the old file grow with what
/// changed since it, not with the DAO.
pub fn refresh_snapshot(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
    ends: &[u64],
) -> Result<Refreshed, SnapshotError> {
    if files.files.is_empty() {
        return Err(SnapshotError::NoJournal {
            dao: files.name.clone(),
        });
    }
    let options = ReplayOptions {
        error_limit: KEPT_ERRORS,
        progress: None,
        ..options.clone()
    };
    let open = |snapshots| {
        open_dao_upto(files, registry, &options, snapshots, Some(ends))
            .map_err(SnapshotError::Replay)
    };
    let (mut replay, mut boot) = open(Snapshots::UseProvingLater)?;
    // What a server leaves for after its boot comes first here: the old snapshot must stand
    // for its covered bytes, and its objects be valid to copy.
    let failed = match &mut boot {
        Boot::Snapshot {
            path,
            unproven,
            unverified,
            ..
        } => {
            let checked = prove(unproven)
                .and_then(|()| unverified.as_ref().map_or(Ok(()), Unverified::verify));
            unproven.clear();
            *unverified = None;
            checked.err().map(|why| (path.clone(), why))
        }
        _ => None,
    };
    if let Some((path, why)) = failed {
        drop(replay);
        replay = open(Snapshots::Ignore)?.0;
        boot = Boot::Ignored { path, why };
    }
    let covered = cover_prefixes(files, ends, false)?;
    let written = write_snapshot(&replay, files, &covered, registry, &snapshot_path(files))?;
    // The state was only needed for its bytes: the caller's own state is elsewhere.
    drop(replay);
    Ok(Refreshed {
        boot,
        written,
        covered: ends.iter().sum(),
    })
}
