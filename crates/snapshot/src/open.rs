//! Opening a snapshot: every check before any state is handed out. The preamble and header
//! must match this folio's format and replay rules, the registry and the DAO; the journal bytes the snapshot covers
//! must be unchanged (hashed again, or with [`Proof::Ends`] proved by their identity and ends,
//! the whole hash left to the caller); every section must match its checksum; every object
//! must read whole and valid, with an id of its own. Anything else is a [`Mismatch`] and the
//! caller replays the journals in full.
//!
//! The journals are hashed while the objects decode (two tasks of rayon's pool), and the
//! chunks decode in parallel, each checked against its checksum first.

use crate::covered::{check, Proof, TailStart, Unproven};
use crate::error::Mismatch;
use crate::fingerprint::fingerprint;
use crate::format::{
    directory_at, directory_len, read_preamble, read_section, Header, KeptError, Section,
    DIRECTORY, HEADER, KEYS, LAYOUTS, MIN_OBJECT, OBJECTS, OFFSETS, PREAMBLE, REPLAY_RULES,
    SECTION_FRAME,
};
use folio_journal::DaoFiles;
use folio_models::Registry;
use folio_replay::Counters;
use folio_store::{
    Applied, Base, ByteReader, BytesError, BytesErrorKind, Dao, Id, Layouts, Mapped, ModelWidths,
    Object, Op, Shapes, Shard, Sharding, WithLayouts,
};
use rayon::prelude::*;
use std::fmt;
use std::io;
use std::path::Path;
use std::sync::Arc;
use std::sync::{Mutex, PoisonError};

/// A DAO's state as a matching snapshot holds it, and where replay resumes: everything
/// replay would have given after the covered bytes, so that replaying the tail from
/// [`Loaded::tail`] onto [`Loaded::dao`] with [`Loaded::default_class`], adding to
/// [`Loaded::counters`], gives what a full replay gives. Two things such a replay must
/// settle itself: `Counters::collapsed_objects` counts live objects on collapsed ids at the
/// end of a replay, so it is counted again over the whole DAO after the tail; and the bad
/// entries of the covered bytes are counted but not kept (a command that lists them replays
/// in full).
#[derive(Debug)]
pub struct Loaded {
    /// The objects, in one shard per thread of the pool the snapshot was opened on.
    pub dao: Dao,
    /// The replay's counters over the covered bytes (bad entries are counted; the entries
    /// themselves are not kept).
    pub counters: Counters,
    /// The class class-less entries take.
    pub default_class: Option<String>,
    /// Per file of the DAO, in replay order: where the entries the snapshot does not hold
    /// begin.
    pub tail: Vec<TailStart>,
    /// The snapshot's size in bytes.
    pub bytes: u64,
    /// The first bad entries of the covered bytes ([`crate::format::KEPT_ERRORS`] at most).
    pub errors: Vec<KeptError>,
    /// The covered files whose bytes were not hashed whole ([`Proof::Ends`] only): the state
    /// stands on them until [`crate::prove`] says they are unchanged.
    pub unproven: Vec<Unproven>,
    /// What [`open_mapped`] left unchecked of the snapshot itself (`None`: nothing).
    pub unverified: Option<Unverified>,
}

impl Loaded {
    /// Whether the journals hold nothing beyond the snapshot (no tail to replay).
    pub fn is_current(&self, files: &DaoFiles) -> bool {
        self.tail
            .iter()
            .zip(&files.files)
            .all(|(t, path)| std::fs::metadata(path).is_ok_and(|m| m.len() == t.offset))
    }
}

/// Opens the snapshot at `path` for the DAO `files`, replayed by `registry`, or says why it
/// does not match. Never panics on any file content, and allocates no more than a small
/// multiple of the file's size.
pub fn open_snapshot(
    path: &Path,
    registry: &Registry,
    files: &DaoFiles,
) -> Result<Loaded, Mismatch> {
    open_snapshot_proving(path, registry, files, Proof::Whole)
}

/// [`open_snapshot`] with the covered journal bytes proved as `proof` says.
pub fn open_snapshot_proving(
    path: &Path,
    registry: &Registry,
    files: &DaoFiles,
    proof: Proof,
) -> Result<Loaded, Mismatch> {
    open_bytes(&map(path)?, registry, files, proof)
}

/// [`open_snapshot_proving`] of a snapshot's bytes already in memory.
pub fn open_bytes(
    bytes: &[u8],
    registry: &Registry,
    files: &DaoFiles,
    proof: Proof,
) -> Result<Loaded, Mismatch> {
    let sections = read_sections(bytes, registry, &files.name)?;
    // The tables are not read here, but a file with a section that fails its checksum is not
    // used at all.
    sections.verify_tables()?;
    let shapes = WithLayouts {
        models: registry,
        layouts: Arc::new(read_layouts(&sections.layouts)?),
    };
    let Sections { header, chunks, .. } = sections;
    let (checked, dao) = rayon::join(
        || check(&header.covered, files, proof),
        || load_objects(&header, &chunks, registry, &shapes),
    );
    let (tail, unproven) = checked?;
    let dao = dao?;
    Ok(Loaded {
        dao,
        counters: header.counters,
        default_class: header.default_class,
        tail,
        bytes: bytes.len() as u64,
        errors: header.errors,
        unproven,
        unverified: None,
    })
}

/// Reads a snapshot's bytes as far as they can be checked without the journals: the
/// preamble, the header (against this folio, `registry` and the DAO named `dao`), the chunk
/// sections' frames. The chunks' checksums are checked as they decode.
pub fn read_frame<'a>(
    bytes: &'a [u8],
    registry: &Registry,
    dao: &str,
) -> Result<(Header, Vec<Section<'a>>), Mismatch> {
    let Sections { header, chunks, .. } = read_sections(bytes, registry, dao)?;
    Ok((header, chunks))
}

/// [`read_frame`], with the offsets section (its frame read, its length checked against the
/// header's object count, its checksum not yet).
pub(crate) fn read_sections<'a>(
    bytes: &'a [u8],
    registry: &Registry,
    dao: &str,
) -> Result<Sections<'a>, Mismatch> {
    read_sections_with(bytes, Some(registry), dao)
}

/// Checks the preamble and reads the header (matched to `registry` when one is given, and to
/// the DAO named `dao`); with where the next section starts.
fn read_head(
    bytes: &[u8],
    registry: Option<&Registry>,
    dao: &str,
) -> Result<(Header, usize), Mismatch> {
    read_preamble(bytes)?;
    let head = read_section(bytes, PREAMBLE)?;
    if head.kind != HEADER {
        return Err(Mismatch::Corrupt {
            at: PREAMBLE as u64,
        });
    }
    head.verify(0)?;
    let header = Header::read(head.payload, (PREAMBLE + SECTION_FRAME) as u64)?;
    if header.replay_rules != REPLAY_RULES {
        return Err(Mismatch::ReplayRules {
            found: header.replay_rules,
        });
    }
    if let Some(registry) = registry {
        let now = fingerprint(registry);
        if header.registry != now {
            return Err(Mismatch::Registry {
                snapshot: header.registry,
                now,
            });
        }
        if !header.fits(registry) {
            return Err(Mismatch::Corrupt {
                at: head.at + SECTION_FRAME as u64,
            });
        }
    }
    if header.dao != dao {
        return Err(Mismatch::Dao { found: header.dao });
    }
    Ok((header, PREAMBLE + SECTION_FRAME + head.payload.len()))
}

/// [`read_sections`], the header matched to `registry` when one is given: every section's
/// frame in turn, the directory checked against where they were found.
fn read_sections_with<'a>(
    bytes: &'a [u8],
    registry: Option<&Registry>,
    dao: &str,
) -> Result<Sections<'a>, Mismatch> {
    let (header, first) = read_head(bytes, registry, dao)?;
    // Each chunk's frame is 24 bytes, so this many cannot be more than the file holds.
    let promised = header.chunks as usize;
    let mut chunks = Vec::with_capacity(promised.min(bytes.len() / SECTION_FRAME));
    let mut at = first;
    let (mut offsets, mut keys, mut layouts, mut directory) = (None, None, None, None);
    // Both tables hold a u64 per object.
    let table = |section: Section<'a>| {
        if section.payload.len() as u64 == header.objects.saturating_mul(8) {
            Ok(section)
        } else {
            Err(Mismatch::Corrupt { at: section.at })
        }
    };
    while at < bytes.len() {
        let section = read_section(bytes, at)?;
        if directory.is_some() {
            return Err(Mismatch::Trailing { at: at as u64 });
        }
        match section.kind {
            OBJECTS if chunks.len() < promised => chunks.push(section),
            OBJECTS => return Err(Mismatch::Trailing { at: at as u64 }),
            OFFSETS if chunks.len() == promised && offsets.is_none() => {
                offsets = Some(table(section)?);
            }
            KEYS if offsets.is_some() && keys.is_none() => keys = Some(table(section)?),
            LAYOUTS if keys.is_some() && layouts.is_none() => layouts = Some(section),
            DIRECTORY if layouts.is_some() => directory = Some(section),
            _ => return Err(Mismatch::Corrupt { at: at as u64 }),
        }
        at += SECTION_FRAME + section.payload.len();
    }
    let (Some(offsets), Some(keys), Some(layouts), Some(directory)) =
        (offsets, keys, layouts, directory)
    else {
        return Err(Mismatch::Truncated {
            at: bytes.len() as u64,
        });
    };
    directory.verify(header.chunks + 4)?;
    let found = chunks
        .iter()
        .chain([&offsets, &keys, &layouts])
        .map(|s| s.at);
    let words = directory.payload.chunks_exact(8).map(word);
    if directory.payload.len() != directory_len(header.chunks) {
        return Err(Mismatch::Corrupt { at: directory.at });
    }
    if let Some(i) = found.zip(words).position(|(at, word)| at != word) {
        return Err(Mismatch::Corrupt {
            at: directory.at + (SECTION_FRAME + i * 8) as u64,
        });
    }
    Ok(Sections {
        header,
        chunks,
        offsets,
        keys,
        layouts,
    })
}

/// The table of layouts in `section` (whose checksum the caller checked first).
fn read_layouts(section: &Section<'_>) -> Result<Layouts, Mismatch> {
    Layouts::read(section.payload).map_err(|e| Mismatch::Layouts {
        error: BytesError {
            at: section.at as usize + SECTION_FRAME + e.at,
            kind: e.kind,
        },
    })
}

/// The little-endian u64 of 8 bytes.
fn word(bytes: &[u8]) -> u64 {
    u64::from_le_bytes(bytes.try_into().expect("8 bytes"))
}

/// What an open in place reads of a snapshot: the header and the directory, and from them
/// where each chunk's objects end and the frames of the two tables and the layouts. No chunk's
/// frame is read, so a cold open reads the file's first and last pages, not a page per chunk.
struct Placed<'a> {
    header: Header,
    /// Per chunk, where its payload ends (the next section's frame starts).
    runs: Vec<usize>,
    offsets: Section<'a>,
    keys: Section<'a>,
    layouts: Section<'a>,
}

/// Reads what [`Placed`] holds, checking the directory's checksum and that the sections it
/// names lie back to back in order and the tables are as long as the header's count says
/// (that each chunk's frame is where it says is left to [`Unverified::verify`]).
fn read_placed<'a>(
    bytes: &'a [u8],
    registry: &Registry,
    dao: &str,
) -> Result<Placed<'a>, Mismatch> {
    let (header, first) = read_head(bytes, Some(registry), dao)?;
    let chunks = header.chunks as usize;
    let at = directory_at(bytes.len(), header.chunks)
        .filter(|&at| at >= first)
        .ok_or(Mismatch::Truncated {
            at: bytes.len() as u64,
        })?;
    let directory = read_section(bytes, at)?;
    if directory.kind != DIRECTORY || directory.payload.len() != directory_len(header.chunks) {
        return Err(Mismatch::Corrupt { at: at as u64 });
    }
    directory.verify(header.chunks + 4)?;
    let words: Vec<u64> = directory.payload.chunks_exact(8).map(word).collect();
    let corrupt = |i: usize| Mismatch::Corrupt {
        at: (at + SECTION_FRAME + i * 8) as u64,
    };
    if words[0] != first as u64 {
        return Err(corrupt(0));
    }
    // Each section's frame whole before the next; the layouts' before the directory.
    for (i, pair) in words.windows(2).enumerate() {
        if pair[1] < pair[0].saturating_add(SECTION_FRAME as u64) {
            return Err(corrupt(i + 1));
        }
    }
    let table = |i: usize, kind: u32, end: u64| {
        let section = read_section(bytes, words[i] as usize)?;
        let whole = section.at + (SECTION_FRAME + section.payload.len()) as u64;
        if section.kind == kind
            && section.payload.len() as u64 == header.objects.saturating_mul(8)
            && whole == end
        {
            Ok(section)
        } else {
            Err(Mismatch::Corrupt { at: section.at })
        }
    };
    let offsets = table(chunks, OFFSETS, words[chunks + 1])?;
    let keys = table(chunks + 1, KEYS, words[chunks + 2])?;
    let layouts = read_section(bytes, words[chunks + 2] as usize)?;
    if layouts.kind != LAYOUTS
        || layouts.at + (SECTION_FRAME + layouts.payload.len()) as u64 != at as u64
    {
        return Err(Mismatch::Corrupt { at: layouts.at });
    }
    // Below the directory's offset, so each fits a usize.
    let runs = words[1..=chunks].iter().map(|&w| w as usize).collect();
    Ok(Placed {
        header,
        runs,
        offsets,
        keys,
        layouts,
    })
}

/// A snapshot's sections, their frames read (the header's payload checked and read too).
pub(crate) struct Sections<'a> {
    pub header: Header,
    pub chunks: Vec<Section<'a>>,
    pub offsets: Section<'a>,
    pub keys: Section<'a>,
    pub layouts: Section<'a>,
}

impl Sections<'_> {
    /// Checks the checksums of the two tables and the layouts (the objects' are checked as
    /// they are read).
    fn verify_tables(&self) -> Result<(), Mismatch> {
        self.offsets.verify(self.header.chunks + 1)?;
        self.keys.verify(self.header.chunks + 2)?;
        self.layouts.verify(self.header.chunks + 3)
    }
}

/// The objects of every chunk, checked and decoded in parallel, each chunk's objects put
/// into their shards as soon as it is decoded: a DAO of one shard per thread of the pool,
/// each shard behind a lock of its own, so inserting overlaps decoding. Ids are distinct in
/// a valid snapshot, so the order objects go in changes nothing; an id seen twice is a
/// mismatch.
fn load_objects(
    header: &Header,
    chunks: &[Section<'_>],
    registry: &Registry,
    shapes: &dyn Shapes,
) -> Result<Dao, Mismatch> {
    let sharding = Sharding::new(rayon::current_num_threads());
    let mut dao = Dao::with_sharding(&header.dao, sharding);
    // The header's count sizes the table only as far as the chunks' bytes could hold that
    // many objects, so a crafted count costs at most a table of one slot per
    // [`MIN_OBJECT`] bytes of the file; it is checked once all are read.
    let bytes: usize = chunks.iter().map(|c| c.payload.len()).sum();
    dao.reserve_total((header.objects as usize).min(bytes / MIN_OBJECT));
    if let Some(version) = &header.version {
        dao.set_version(version);
    }
    let shards: Vec<Mutex<&mut Shard>> = dao
        .shards_mut()
        .expect("a new DAO has no index")
        .iter_mut()
        .map(Mutex::new)
        .collect();
    let found = chunks
        .par_iter()
        .enumerate()
        .map(|(i, chunk)| {
            let decoded = decode_chunk(chunk, i as u32 + 1, shapes, sharding)?;
            let mut n = 0u64;
            for (shard, objects) in shards.iter().zip(decoded) {
                n += objects.len() as u64;
                // A panic while a lock is held fails the whole open: a poisoned lock is not
                // seen again.
                let mut shard = shard.lock().unwrap_or_else(PoisonError::into_inner);
                for (id, object) in objects {
                    // Ids are small (an integer, an inline string): a copy to name it by.
                    let key = id.clone();
                    let Applied::Inserted = shard.apply(Op::Create, id, object, registry) else {
                        return Err(Mismatch::DuplicateId {
                            id: format!("{key:?}"),
                        });
                    };
                }
            }
            Ok(n)
        })
        .try_reduce(|| 0, |a, b| Ok(a + b))?;
    if found != header.objects || found != header.counters.objects {
        return Err(Mismatch::Count {
            header: header.objects,
            found,
        });
    }
    drop(shards);
    Ok(dao)
}

/// One chunk's objects, split by the shard their ids live in. `section` numbers the chunk
/// among the file's sections (the header is 0).
fn decode_chunk(
    chunk: &Section<'_>,
    section: u32,
    shapes: &dyn Shapes,
    sharding: Sharding,
) -> Result<Vec<Vec<(Id, Object)>>, Mismatch> {
    chunk.verify(section)?;
    let base = chunk.at as usize + SECTION_FRAME;
    let mut r = ByteReader::new(chunk.payload);
    let at = |e: BytesError| BytesError {
        at: base + e.at,
        kind: e.kind,
    };
    // Claimed at [`MIN_OBJECT`] bytes an object, so that the counts inside an object are
    // capped by the bytes the later objects leave (`ByteReader::claim`).
    let n = r.claim(MIN_OBJECT).map_err(|e| Mismatch::Corrupt {
        at: at(e).at as u64,
    })?;
    let mut shards: Vec<Vec<(Id, Object)>> = (0..sharding.count())
        .map(|_| Vec::with_capacity(n / sharding.count() + n / 16))
        .collect();
    for i in 0..n {
        r.release(MIN_OBJECT);
        let object = Id::read_bytes(&mut r).and_then(|id| {
            let object = Object::read_bytes_shaped(&mut r, shapes)?;
            Ok((id, object))
        });
        match object {
            Ok(pair) => shards[sharding.shard_of(&pair.0)].push(pair),
            Err(e) => {
                return Err(Mismatch::Object {
                    index: first_index(section, i),
                    error: at(e),
                })
            }
        }
    }
    if r.remaining() != 0 {
        return Err(Mismatch::Object {
            index: first_index(section, n),
            error: at(r.error(BytesErrorKind::Truncated)),
        });
    }
    Ok(shards)
}

/// The file-wide index of object `i` of chunk section `section`, for messages: chunks before
/// the last hold [`crate::format::CHUNK`] objects each as `write_snapshot` writes them (a file
/// that does otherwise is numbered as if it did).
fn first_index(section: u32, i: usize) -> u64 {
    u64::from(section - 1) * crate::format::CHUNK as u64 + i as u64
}

/// A snapshot's bytes, held by the objects read from them: the file's mapping, or (tests and
/// fuzzing) bytes in memory.
enum Mapping {
    File(memmap2::Mmap),
    Memory(Vec<u8>),
}

impl Mapped for Mapping {
    fn bytes(&self) -> &[u8] {
        match self {
            Mapping::File(map) => map,
            Mapping::Memory(bytes) => bytes,
        }
    }
}

impl Mapping {
    /// Asks the kernel to read `range` of a mapped file ahead (a hint: an error changes
    /// nothing but the speed).
    fn will_need(&self, range: std::ops::Range<usize>) {
        if let Mapping::File(map) = self {
            let _ = map.advise_range(memmap2::Advice::WillNeed, range.start, range.len());
        }
    }
}

impl fmt::Debug for Mapping {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Mapping({} bytes)", self.bytes().len())
    }
}

/// The checks a mapped open leaves for later ([`Unverified::verify`]).
#[derive(Clone)]
pub struct Unverified {
    map: Arc<Mapping>,
    registry: Arc<WithLayouts<ModelWidths>>,
    dao: String,
}

impl fmt::Debug for Unverified {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Unverified({}, {:?})", self.dao, self.map)
    }
}

impl PartialEq for Unverified {
    fn eq(&self, other: &Unverified) -> bool {
        Arc::ptr_eq(&self.map, &other.map)
    }
}

impl Eq for Unverified {}

impl Unverified {
    /// Everything [`open_snapshot`] checks of the file itself that [`open_mapped`] did not:
    /// every chunk's checksum, every object read whole and valid, the ids strictly growing
    /// (so each is there once), as many objects as the header says, the offsets table naming
    /// exactly where each object starts and the keys table each one's id's sort key. Reads
    /// the whole file, its chunks on every thread of the pool.
    pub fn verify(&self) -> Result<(), Mismatch> {
        let bytes = self.map.bytes();
        let corrupt = |at: usize| Mismatch::Corrupt { at: at as u64 };
        let sections = read_sections_with(bytes, None, &self.dao)?;
        sections.verify_tables()?;
        let Sections {
            header,
            chunks,
            offsets,
            keys,
            ..
        } = sections;
        let word = |table: &Section<'_>, n: usize| {
            table
                .payload
                .get(n * 8..n * 8 + 8)
                .map(|w| u64::from_le_bytes(w.try_into().expect("8 bytes")))
        };
        let base = offsets.at as usize + SECTION_FRAME;
        let keys_base = keys.at as usize + SECTION_FRAME;
        // Where each chunk's objects start among all (its count is its first 4 bytes), so
        // that the chunks are checked on every thread at once.
        let mut firsts = Vec::with_capacity(chunks.len());
        let mut n = 0usize;
        for chunk in &chunks {
            firsts.push(n);
            let count = chunk
                .payload
                .get(..4)
                .map_or(0, |b| u32::from_le_bytes(b.try_into().expect("4 bytes")));
            n = n.saturating_add(count as usize);
        }
        // Each chunk's first and last id, for the order across chunks.
        let ends = chunks
            .par_iter()
            .zip(firsts)
            .enumerate()
            .map(
                |(i, (chunk, first))| -> Result<Option<(Id, Id)>, Mismatch> {
                    chunk.verify(i as u32 + 1)?;
                    let start = chunk.at as usize + SECTION_FRAME;
                    let mut r = ByteReader::new(chunk.payload);
                    let at = |n: usize| {
                        move |e: BytesError| Mismatch::Object {
                            index: n as u64,
                            error: BytesError {
                                at: start + e.at,
                                kind: e.kind,
                            },
                        }
                    };
                    let count = r.claim(MIN_OBJECT).map_err(at(first))?;
                    let mut ids: Option<(Id, Id)> = None;
                    for n in first..first + count {
                        r.release(MIN_OBJECT);
                        let here = (start + r.at()) as u64;
                        if word(&offsets, n) != Some(here) {
                            return Err(corrupt(base + n * 8));
                        }
                        let id = Id::read_bytes(&mut r).map_err(at(n))?;
                        if word(&keys, n) != Some(id.sort_key()) {
                            return Err(corrupt(keys_base + n * 8));
                        }
                        Object::read_bytes_shaped(&mut r, &*self.registry).map_err(at(n))?;
                        ids = match ids {
                            Some((_, last)) if last >= id => return Err(out_of_order(&id)),
                            Some((first, _)) => Some((first, id)),
                            None => Some((id.clone(), id)),
                        };
                    }
                    if r.remaining() != 0 {
                        return Err(at(first + count)(r.error(BytesErrorKind::Truncated)));
                    }
                    Ok(ids)
                },
            )
            .collect::<Result<Vec<_>, _>>()?;
        let mut last: Option<&Id> = None;
        for (first, end) in ends.iter().flatten() {
            if last.is_some_and(|last| last >= first) {
                return Err(out_of_order(first));
            }
            last = Some(end);
        }
        if n as u64 != header.objects || n as u64 != header.counters.objects {
            return Err(Mismatch::Count {
                header: header.objects,
                found: n as u64,
            });
        }
        Ok(())
    }
}

/// The mismatch of an id not above the one before it.
fn out_of_order(id: &Id) -> Mismatch {
    Mismatch::DuplicateId {
        id: format!("{id:?} (or out of order)"),
    }
}

/// The snapshot file at `path`, mapped.
fn map(path: &Path) -> Result<memmap2::Mmap, Mismatch> {
    let unreadable = |e: io::Error| match e.kind() {
        io::ErrorKind::NotFound => Mismatch::Absent,
        kind => Mismatch::Unreadable { kind },
    };
    let file = std::fs::File::open(path).map_err(unreadable)?;
    // SAFETY: a read-only mapping. Its bytes do not change under it as long as no one writes
    // into the file in place: folio never does (a snapshot is replaced by renaming a new file
    // over it, and a mapping keeps the old file's bytes). A foreign process that rewrote or
    // shortened a snapshot in place while it is mapped could change the bytes read (every
    // length and offset read from them is checked before use) or end the process with
    // SIGBUS: the caveat every reader of mapped files accepts, as LMDB documents it
    // (docs/durability.md, "Snapshots read in place").
    unsafe { memmap2::Mmap::map(&file) }.map_err(unreadable)
}

/// Opens the snapshot at `path` for a server: the objects stay in the mapped file and are
/// decoded as they are read (`folio_store::Base`), so opening reads the header, the directory,
/// the offsets' and keys' frames and what `proof` reads of the journals (the tables are read
/// ahead, not checked). What [`open_snapshot`] checks of the file beyond that is left to
/// [`Loaded::unverified`].
pub fn open_mapped(
    path: &Path,
    registry: &Registry,
    files: &DaoFiles,
    proof: Proof,
) -> Result<Loaded, Mismatch> {
    // The mapping lives as long as the DAO's objects do.
    open_mapping(Arc::new(Mapping::File(map(path)?)), registry, files, proof)
}

/// [`open_mapped`] of a snapshot's bytes in memory.
pub fn open_mapped_bytes(
    bytes: Vec<u8>,
    registry: &Registry,
    files: &DaoFiles,
    proof: Proof,
) -> Result<Loaded, Mismatch> {
    open_mapping(Arc::new(Mapping::Memory(bytes)), registry, files, proof)
}

fn open_mapping(
    map: Arc<Mapping>,
    registry: &Registry,
    files: &DaoFiles,
    proof: Proof,
) -> Result<Loaded, Mismatch> {
    let Placed {
        header,
        runs,
        offsets,
        keys,
        layouts,
    } = read_placed(map.bytes(), registry, &files.name)?;
    // The table of layouts is read whole now, checksum and all: every object read later
    // refers to it.
    layouts.verify(header.chunks + 3)?;
    let layouts = Arc::new(read_layouts(&layouts)?);
    // The tables lie together after the chunks. Every lookup searches them, the tail's first:
    // asking for all of their pages at once reads them in a few large reads while the
    // journals are proved, where faulting them in one by one reads a page at a time.
    let tables = offsets.at as usize..keys.at as usize + SECTION_FRAME + keys.payload.len();
    map.will_need(tables);
    let (tail, unproven) = check(&header.covered, files, proof)?;
    let table = offsets.at as usize + SECTION_FRAME;
    let keys = keys.at as usize + SECTION_FRAME;
    let widths = Arc::new(WithLayouts {
        models: ModelWidths::of(registry),
        layouts,
    });
    let base = Base::new(
        Arc::clone(&map) as Arc<dyn Mapped>,
        table,
        keys,
        header.objects as usize,
        runs,
        Box::new(WithLayouts {
            models: widths.models.clone(),
            layouts: Arc::clone(&widths.layouts),
        }),
    )
    .ok_or(Mismatch::Corrupt { at: offsets.at })?;
    let sharding = Sharding::new(rayon::current_num_threads());
    let mut dao = Dao::with_base(&header.dao, sharding, base);
    if let Some(version) = &header.version {
        dao.set_version(version);
    }
    Ok(Loaded {
        dao,
        counters: header.counters,
        default_class: header.default_class,
        tail,
        bytes: map.bytes().len() as u64,
        errors: header.errors,
        unproven,
        unverified: Some(Unverified {
            map,
            registry: widths,
            dao: files.name.clone(),
        }),
    })
}
