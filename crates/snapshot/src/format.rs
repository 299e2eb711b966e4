//! The snapshot file's layout (docs/format.md, "Snapshots"): a preamble, then sections, each
//! with its kind, length and checksum. The header section comes first; the objects follow in
//! chunks of at most [`CHUNK`] objects, each a section of its own, so that chunks check and
//! decode in parallel. Little-endian, fixed-width integers throughout.

use crate::covered::{Covered, Identity, Stamp};
use crate::error::Mismatch;
use folio_models::{ModelId, Registry};
use folio_replay::{CollapseAt, CollapseCause, Counters};
use folio_store::{
    put_str, put_u32, put_u64, ByteReader, Id, Layouts, Object, Shapes, WithLayouts,
};
use std::sync::Arc;
use twox_hash::XxHash3_64;

/// The first 8 bytes of every snapshot.
pub const MAGIC: [u8; 8] = *b"FOLIOSNP";
/// The layout version this code writes and reads; any other is a [`Mismatch::Version`].
pub const FORMAT_VERSION: u32 = 9;
/// The identity of the rules by which this build replays journals into a DAO's state:
/// framing, parsing, decoding, typing, merging, and what replay counts and reports (the
/// counters, the default class, the bad entries and their texts). A snapshot records the
/// rules it was written under and a build of other rules does not use it
/// ([`Mismatch::ReplayRules`]): what it holds may not be what this build's replay gives.
///
/// Bump it in every change after which some journal replays to other objects, counters, a
/// default class or bad entries, even where the change is a fix. `tests/suite/replay_rules.rs`
/// fails until it is bumped when a fixed set of tricky journals replays differently; a bump
/// it did not ask for (a change its journals miss) is right too. The crate version is no
/// identity: it stays the same across commits that replay differently.
pub const REPLAY_RULES: u32 = 1;

/// Bytes before the first section: the magic, the format version, 4 reserved zero bytes.
pub const PREAMBLE: usize = 16;
/// Bytes of a section's frame: kind, 4 reserved zero bytes, payload length, checksum.
pub const SECTION_FRAME: usize = 24;

/// The kind of the header section.
pub const HEADER: u32 = 1;
/// The kind of a chunk of objects.
pub const OBJECTS: u32 = 2;
/// The kind of the table of where each object starts (after the chunks): per object in id
/// order, the u64 file offset of its id's first byte. What lets a server read the objects in
/// place ([`crate::open_mapped`]) without reading them all at open.
pub const OFFSETS: u32 = 3;
/// The kind of the table of the objects' sort keys (after the offsets): per object in id
/// order, its id's `Id::sort_key`, a u64. A lookup by id searches it, reading one object, not
/// one per step.
pub const KEYS: u32 = 4;
/// The kind of the table of layouts (after the keys): every key sequence the objects' maps
/// are written by, numbered as the objects first name them (`folio_store::LayoutTable`). A
/// map of a layout is its index and a record of its values, so a million objects of one
/// class hold their keys once, and read back into their shape with no key read.
pub const LAYOUTS: u32 = 6;
/// The kind of the directory (last): the u64 file offset of each chunk's frame, then of the
/// offsets', the keys' and the layouts' frames. Its length follows from the header's chunk count, so it is
/// found from the file's end ([`directory_at`]): an open in place reads the header and the
/// directory, never a frame spread over the whole file.
pub const DIRECTORY: u32 = 5;

/// Objects per chunk section: about 5 MB of benchmark objects, so a 1M-object DAO has over
/// a hundred chunks for the threads to share, and a chunk is written from a buffer that
/// stays small.
pub const CHUNK: usize = 8192;

/// The bytes of the smallest object in a chunk: a null id (1), an anonymous class (1) and an
/// empty map's form (1) and count (4).
pub const MIN_OBJECT: usize = 7;

/// Counters a header holds, in [`Counters::fields`] order.
const COUNTERS: usize = 18;

/// Everything a snapshot says besides its objects.
#[derive(Debug, Clone, PartialEq)]
pub struct Header {
    /// The [`REPLAY_RULES`] of the build that wrote it.
    pub replay_rules: u32,
    /// [`crate::fingerprint`] of the registry the DAO was replayed with.
    pub registry: u64,
    pub dao: String,
    /// The class class-less entries took ([`folio_replay::DaoReplay::default_class`]).
    pub default_class: Option<String>,
    /// The version the DAO's last `v` entry recorded.
    pub version: Option<String>,
    /// The replay's counters over the covered bytes.
    pub counters: Counters,
    /// How many objects the chunks hold.
    pub objects: u64,
    /// How many chunk sections follow the header.
    pub chunks: u32,
    pub covered: Vec<Covered>,
    /// The first bad entries of the covered bytes, in file order (all of them when there are
    /// at most [`KEPT_ERRORS`]).
    pub errors: Vec<KeptError>,
}

/// Bad entries a snapshot keeps: more than any report shows.
pub const KEPT_ERRORS: usize = 1000;

/// A bad entry of the covered bytes, as a snapshot keeps it: where, and the text of why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptError {
    /// The file's index among the covered files.
    pub file: u32,
    pub line: u32,
    /// The entry was the file's last line and had no line end.
    pub torn: bool,
    /// The text of its kind ([`folio_replay::EntryErrorKind`]'s `Display`).
    pub text: String,
}

/// The chunk count for `objects` objects.
pub fn chunks_for(objects: u64) -> u32 {
    objects.div_ceil(CHUNK as u64) as u32
}

/// The directory's payload length for `chunks` chunks: a word per chunk, per table and for
/// the layouts.
pub fn directory_len(chunks: u32) -> usize {
    (chunks as usize + 3) * 8
}

/// Where the directory's frame starts in a file of `len` bytes with `chunks` chunks, if the
/// file can hold it.
pub fn directory_at(len: usize, chunks: u32) -> Option<usize> {
    len.checked_sub(SECTION_FRAME + directory_len(chunks))
}

/// The preamble's bytes.
pub fn preamble() -> [u8; PREAMBLE] {
    let mut out = [0u8; PREAMBLE];
    out[..8].copy_from_slice(&MAGIC);
    out[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
    out
}

/// A section's frame for `payload`.
pub fn section_frame(kind: u32, payload: &[u8]) -> [u8; SECTION_FRAME] {
    let mut out = [0u8; SECTION_FRAME];
    out[..4].copy_from_slice(&kind.to_le_bytes());
    out[8..16].copy_from_slice(&(payload.len() as u64).to_le_bytes());
    out[16..].copy_from_slice(&XxHash3_64::oneshot(payload).to_le_bytes());
    out
}

/// A whole snapshot file from a header, the payloads of its object chunks and the payload of
/// its table of layouts, each framed with its checksum: the chunks, then the offsets and keys
/// sections (where each object the chunks hold starts and its id's sort key, as far as they
/// read with `shapes` and the layouts, zeros for the rest of the header's count, up to one
/// per `MIN_OBJECT` bytes of the chunks), the layouts, and the directory of the sections as
/// written. [`crate::write_snapshot`] streams the same bytes to disk; this is for tests and
/// fuzzing, which make files whose objects are not a replayed DAO's.
pub fn assemble(header: &Header, chunks: &[&[u8]], layouts: &[u8], shapes: &dyn Shapes) -> Vec<u8> {
    let shapes = WithLayouts {
        models: shapes,
        layouts: Arc::new(Layouts::read(layouts).unwrap_or_default()),
    };
    let head = header.to_bytes();
    let mut out = preamble().to_vec();
    out.extend_from_slice(&section_frame(HEADER, &head));
    out.extend_from_slice(&head);
    let (mut offsets, mut keys, mut directory) = (Vec::new(), Vec::new(), Vec::new());
    for chunk in chunks {
        put_u64(&mut directory, out.len() as u64);
        out.extend_from_slice(&section_frame(OBJECTS, chunk));
        let start = out.len() as u64;
        for (at, key) in object_starts(chunk, &shapes) {
            put_u64(&mut offsets, start + at as u64);
            put_u64(&mut keys, key);
        }
        out.extend_from_slice(chunk);
    }
    // As many as the header promises, but no more than the chunks' bytes could hold (a
    // crafted count costs no more than the input's size).
    let bytes: usize = chunks.iter().map(|c| c.len()).sum();
    let promised = usize::try_from(header.objects).unwrap_or(usize::MAX);
    let table = promised.min(bytes / MIN_OBJECT).saturating_mul(8);
    offsets.resize(table, 0);
    keys.resize(table, 0);
    for (kind, table) in [(OFFSETS, &offsets[..]), (KEYS, &keys), (LAYOUTS, layouts)] {
        put_u64(&mut directory, out.len() as u64);
        out.extend_from_slice(&section_frame(kind, table));
        out.extend_from_slice(table);
    }
    out.extend_from_slice(&section_frame(DIRECTORY, &directory));
    out.extend_from_slice(&directory);
    out
}

/// Where each object of a chunk's payload starts, with its id's sort key, as far as they read.
fn object_starts(chunk: &[u8], shapes: &dyn Shapes) -> Vec<(usize, u64)> {
    let mut r = ByteReader::new(chunk);
    let mut starts = Vec::new();
    let Ok(count) = r.u32() else { return starts };
    for _ in 0..count {
        let at = r.at();
        let read = Id::read_bytes(&mut r)
            .and_then(|id| Object::read_bytes_shaped(&mut r, shapes).map(|_| id));
        let Ok(id) = read else { break };
        starts.push((at, id.sort_key()));
    }
    starts
}

/// One section as found in a file, its checksum not yet checked.
#[derive(Debug, Clone, Copy)]
pub struct Section<'a> {
    pub kind: u32,
    /// Offset of the section's frame in the file.
    pub at: u64,
    pub payload: &'a [u8],
    pub checksum: u64,
}

impl Section<'_> {
    /// Checks the payload against the checksum; `index` names the section in the mismatch.
    pub fn verify(&self, index: u32) -> Result<(), Mismatch> {
        if XxHash3_64::oneshot(self.payload) == self.checksum {
            Ok(())
        } else {
            Err(Mismatch::Checksum {
                section: index,
                at: self.at,
            })
        }
    }
}

/// Checks the preamble of `file`.
pub fn read_preamble(file: &[u8]) -> Result<(), Mismatch> {
    if file.len() < 8 || file[..8] != MAGIC {
        return Err(if MAGIC.starts_with(file) {
            Mismatch::Truncated {
                at: file.len() as u64,
            }
        } else {
            Mismatch::Magic
        });
    }
    if file.len() < PREAMBLE {
        return Err(Mismatch::Truncated {
            at: file.len() as u64,
        });
    }
    let version = u32::from_le_bytes(file[8..12].try_into().expect("4 bytes"));
    if version != FORMAT_VERSION {
        return Err(Mismatch::Version { found: version });
    }
    if file[12..16] != [0; 4] {
        return Err(Mismatch::Corrupt { at: 12 });
    }
    Ok(())
}

/// The section at offset `at` of `file`.
pub fn read_section(file: &[u8], at: usize) -> Result<Section<'_>, Mismatch> {
    let truncated = Mismatch::Truncated {
        at: file.len() as u64,
    };
    // An offset read from the file may be anything, up to `usize::MAX`.
    let frame = at
        .checked_add(SECTION_FRAME)
        .and_then(|end| file.get(at..end))
        .ok_or(truncated.clone())?;
    let word = |i: usize| u64::from_le_bytes(frame[i..i + 8].try_into().expect("8 bytes"));
    let kind = u32::from_le_bytes(frame[..4].try_into().expect("4 bytes"));
    if frame[4..8] != [0; 4] {
        return Err(Mismatch::Corrupt { at: at as u64 + 4 });
    }
    let len = word(8);
    let start = at + SECTION_FRAME;
    if len > (file.len() - start) as u64 {
        return Err(truncated);
    }
    Ok(Section {
        kind,
        at: at as u64,
        payload: &file[start..start + len as usize],
        checksum: word(16),
    })
}

impl Header {
    /// The header section's payload.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        let opt = |out: &mut Vec<u8>, s: Option<&str>| match s {
            Some(s) => {
                out.push(1);
                put_str(out, s);
            }
            None => out.push(0),
        };
        put_u32(&mut out, self.replay_rules);
        put_u64(&mut out, self.registry);
        put_str(&mut out, &self.dao);
        opt(&mut out, self.default_class.as_deref());
        opt(&mut out, self.version.as_deref());
        let fields = self.counters.fields();
        put_u32(&mut out, fields.len() as u32);
        for (_, n) in fields {
            put_u64(&mut out, n);
        }
        match &self.counters.first_collapse {
            None => out.push(0),
            Some(at) => {
                out.push(1);
                put_u32(&mut out, at.file);
                put_u32(&mut out, at.line);
                let none = u32::MAX;
                let (kind, model, property) = match at.cause {
                    CollapseCause::NoIdKey => (0, none, none),
                    CollapseCause::Untyped { model, property } => (1, model.0, property),
                    CollapseCause::NotAKey { model, property } => {
                        (2, model.map_or(none, |m| m.0), property.unwrap_or(none))
                    }
                };
                out.push(kind);
                put_u32(&mut out, model);
                put_u32(&mut out, property);
            }
        }
        put_u64(&mut out, self.objects);
        put_u32(&mut out, self.chunks);
        put_u32(&mut out, self.covered.len() as u32);
        for c in &self.covered {
            put_u32(&mut out, c.name.len() as u32);
            out.extend_from_slice(&c.name);
            put_u64(&mut out, c.len);
            put_u64(&mut out, c.hash);
            out.push(u8::from(c.line_end));
            put_u64(&mut out, c.lines);
            put_u64(&mut out, c.identity.device);
            put_u64(&mut out, c.identity.inode);
            put_u64(&mut out, c.head);
            put_u64(&mut out, c.end);
            match c.stamp {
                None => out.push(0),
                Some(stamp) => {
                    out.push(1);
                    put_u64(&mut out, stamp.modified as u64);
                    put_u64(&mut out, stamp.changed as u64);
                }
            }
        }
        put_u32(&mut out, self.errors.len() as u32);
        for e in &self.errors {
            put_u32(&mut out, e.file);
            put_u32(&mut out, e.line);
            out.push(u8::from(e.torn));
            put_str(&mut out, &e.text);
        }
        out
    }

    /// Reads a header payload found at file offset `base`. Checks only that each field can be
    /// what it says; whether the header matches the DAO, registry and journals is the
    /// caller's to check ([`Header::fits`] for the model ids it names).
    pub fn read(payload: &[u8], base: u64) -> Result<Header, Mismatch> {
        let mut r = ByteReader::new(payload);
        let corrupt = |r: &ByteReader<'_>| Mismatch::Corrupt {
            at: base + r.at() as u64,
        };
        let header = read_fields(&mut r).map_err(|at| Mismatch::Corrupt {
            at: base + at as u64,
        })?;
        if r.remaining() != 0 {
            return Err(corrupt(&r));
        }
        Ok(header)
    }

    /// Whether the model ids the header names (in its first collapse) are `registry`'s: a
    /// header of a matching registry whose ids are not is corrupt.
    pub fn fits(&self, registry: &Registry) -> bool {
        let model = match self.counters.first_collapse.as_ref().map(|at| &at.cause) {
            Some(CollapseCause::Untyped { model, .. }) => Some(*model),
            Some(CollapseCause::NotAKey { model, .. }) => *model,
            _ => None,
        };
        model.is_none_or(|m| m.index() < registry.len())
    }
}

/// The header's fields; an error is the payload offset where a field cannot be read.
fn read_fields(r: &mut ByteReader<'_>) -> Result<Header, usize> {
    let at = |e: folio_store::BytesError| e.at;
    let opt = |r: &mut ByteReader<'_>| -> Result<Option<String>, usize> {
        let here = r.at();
        match r.u8().map_err(at)? {
            0 => Ok(None),
            1 => Ok(Some(r.str().map_err(at)?.to_owned())),
            _ => Err(here),
        }
    };
    let replay_rules = r.u32().map_err(at)?;
    let registry_fingerprint = r.u64().map_err(at)?;
    let dao = r.str().map_err(at)?.to_owned();
    let default_class = opt(r)?;
    let version = opt(r)?;
    let here = r.at();
    if r.u32().map_err(at)? as usize != COUNTERS {
        return Err(here);
    }
    let mut n = [0u64; COUNTERS];
    for slot in &mut n {
        *slot = r.u64().map_err(at)?;
    }
    let mut counters = Counters {
        entries: n[0],
        create: n[1],
        put: n[2],
        put_merged: n[3],
        remove: n[4],
        unknown_op: n[5],
        version: n[6],
        comments: n[7],
        blank: n[8],
        failed: n[9],
        unknown_keys: n[10],
        type_mismatches: n[11],
        fast_path: n[12],
        fallback: n[13],
        objects: n[14],
        bytes: n[15],
        collapsed: n[16],
        collapsed_objects: n[17],
        first_collapse: None,
    };
    let here = r.at();
    counters.first_collapse = match r.u8().map_err(at)? {
        0 => None,
        1 => {
            let file = r.u32().map_err(at)?;
            let line = r.u32().map_err(at)?;
            let here = r.at();
            let kind = r.u8().map_err(at)?;
            let model = r.u32().map_err(at)?;
            let property = r.u32().map_err(at)?;
            let none = u32::MAX;
            let cause = match kind {
                0 if model == none && property == none => CollapseCause::NoIdKey,
                1 if model != none && property != none => CollapseCause::Untyped {
                    model: ModelId(model),
                    property,
                },
                2 => CollapseCause::NotAKey {
                    model: (model != none).then_some(ModelId(model)),
                    property: (property != none).then_some(property),
                },
                _ => return Err(here),
            };
            Some(CollapseAt { file, line, cause })
        }
        _ => return Err(here),
    };
    let objects = r.u64().map_err(at)?;
    let chunks = r.u32().map_err(at)?;
    // A name's length and bytes, a length, a hash, a flag, a line count, the identity, the
    // two edge hashes and the stamp's flag: 62 bytes at least.
    let files = r.count(62).map_err(at)?;
    let mut covered = Vec::with_capacity(files);
    for _ in 0..files {
        let len = r.u32().map_err(at)? as usize;
        let name = r.take(len).map_err(at)?.to_vec();
        let len = r.u64().map_err(at)?;
        let hash = r.u64().map_err(at)?;
        let here = r.at();
        let line_end = match r.u8().map_err(at)? {
            0 => false,
            1 => true,
            _ => return Err(here),
        };
        let here = r.at();
        let lines = r.u64().map_err(at)?;
        if lines > len {
            return Err(here);
        }
        let identity = Identity {
            device: r.u64().map_err(at)?,
            inode: r.u64().map_err(at)?,
        };
        let head = r.u64().map_err(at)?;
        let end = r.u64().map_err(at)?;
        let here = r.at();
        let stamp = match r.u8().map_err(at)? {
            0 => None,
            1 => Some(Stamp {
                modified: r.u64().map_err(at)? as i64,
                changed: r.u64().map_err(at)? as i64,
            }),
            _ => return Err(here),
        };
        covered.push(Covered {
            name,
            len,
            hash,
            line_end,
            lines,
            identity,
            head,
            end,
            stamp,
        });
    }
    // A file index, a line, a flag and a text's length: 13 bytes at least.
    let kept = r.count(13).map_err(at)?;
    let mut errors = Vec::with_capacity(kept);
    for _ in 0..kept {
        let here = r.at();
        let file = r.u32().map_err(at)?;
        if file as usize >= covered.len() {
            return Err(here);
        }
        let line = r.u32().map_err(at)?;
        let here = r.at();
        let torn = match r.u8().map_err(at)? {
            0 => false,
            1 => true,
            _ => return Err(here),
        };
        let text = r.str().map_err(at)?.to_owned();
        errors.push(KeptError {
            file,
            line,
            torn,
            text,
        });
    }
    Ok(Header {
        replay_rules,
        registry: registry_fingerprint,
        dao,
        default_class,
        version,
        counters,
        objects,
        chunks,
        covered,
        errors,
    })
}
