//! Replays DAOs: each DAO's files in order, entry by entry; DAOs in parallel.
//!
//! Each file is framed in chunks; a chunk is parsed whole, then applied whole, so phase times
//! are taken per chunk (read, parse) or with one clock read per applied entry (find_merge,
//! store_write), never per property.

use crate::counters::{Counters, Phases};
use crate::entry::{parse_entry, Decoder, ParseStats, Step};
use crate::error::{EntryError, EntryErrorKind, ReplayError};
use folio_framing::{frame, Frame, FrameKind};
use folio_journal::{Blocks, DaoFiles, Discovery};
use folio_models::Registry;
use folio_store::{Applied, Dao, Op};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Frames per chunk: large enough that per-chunk clock reads and the hand-off between threads
/// cost nothing, small enough that a chunk's parsed objects stay in cache-friendly reach.
const CHUNK: usize = 2048;

/// How to replay.
#[derive(Debug, Clone)]
pub struct ReplayOptions {
    /// Worker threads: DAOs replay in parallel, and within a DAO entries parse in parallel.
    /// 0 means one per core; at most four per core are started.
    pub threads: usize,
    /// How many bad entries each DAO keeps for reporting (all are counted).
    pub error_limit: usize,
    /// Bytes replayed so far, for a progress bar.
    pub progress: Option<Arc<AtomicU64>>,
    /// How entries are typed (the results are the same; the speed is not).
    pub decoder: Decoder,
    /// Whether to time the phases. Timing reads the clock a few times per chunk of entries
    /// and twice per `p` entry; off, every phase reads zero (the benchmark measures the cost).
    pub timing: bool,
    /// Bytes read from a file at a time (a multi-line entry longer than that is read whole
    /// all the same). Replay holds about this much of each file in memory, not the file.
    pub read_block: usize,
    /// Forces the class that class-less entries take, instead of the registry's `daos` entry
    /// or the class of the DAO's first entry that names one. Compaction replays a DAO's
    /// `X.jrl` files alone with the class the whole DAO has.
    pub default_class: Option<String>,
}

impl Default for ReplayOptions {
    fn default() -> ReplayOptions {
        ReplayOptions {
            threads: 0,
            error_limit: 100,
            progress: None,
            decoder: Decoder::Fast,
            timing: true,
            read_block: folio_journal::DEFAULT_BLOCK,
            default_class: None,
        }
    }
}

/// One replayed DAO.
#[derive(Debug)]
pub struct DaoReplay {
    pub dao: Dao,
    pub counters: Counters,
    pub phases: Phases,
    /// The first `error_limit` bad entries, in file order.
    pub errors: Vec<EntryError>,
    /// The class class-less top-level entries took.
    pub default_class: Option<String>,
    /// Time this DAO took from its first read to its last write.
    pub wall: Duration,
}

/// A whole replay.
#[derive(Debug)]
pub struct Replay {
    /// Sorted by DAO name.
    pub daos: Vec<DaoReplay>,
    /// Worker threads used: the threads asked for, at most four per core.
    pub threads: usize,
    pub wall: Duration,
}

impl Replay {
    pub fn total(&self) -> Counters {
        self.daos.iter().map(|d| d.counters).sum()
    }

    pub fn total_phases(&self) -> Phases {
        self.daos.iter().map(|d| d.phases).sum()
    }

    /// Every kept bad entry, DAO by DAO in name order.
    pub fn errors(&self) -> impl Iterator<Item = &EntryError> {
        self.daos.iter().flat_map(|d| d.errors.iter())
    }
}

/// Replays every discovered DAO, in parallel over `options.threads` threads.
pub fn replay(
    discovery: &Discovery,
    registry: &Registry,
    options: &ReplayOptions,
) -> Result<Replay, ReplayError> {
    let start = Instant::now();
    let asked = if options.threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        options.threads
    };
    // More threads than a few per core cannot help; thousands would only cost their start-up.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = asked.clamp(1, cores * 4);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(ReplayError::Threads)?;
    let daos = pool.install(|| {
        discovery
            .daos
            .par_iter()
            .map(|files| replay_dao(files, registry, options))
            .collect::<Result<Vec<_>, _>>()
    })?;
    Ok(Replay {
        daos,
        threads,
        wall: start.elapsed(),
    })
}

/// Replays one DAO. Its entries apply strictly in file order; when the pool has more than one
/// thread, each chunk of entries is parsed in parallel while the chunk before it is applied.
pub fn replay_dao(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
) -> Result<DaoReplay, ReplayError> {
    let start = Instant::now();
    let mut parser = Parser {
        registry,
        decoder: options.decoder,
        default_class: match &options.default_class {
            Some(forced) => Some(Some(forced.clone())),
            None => registry.dao_class(&files.name).map(|c| Some(c.to_owned())),
        },
        read_block: options.read_block,
    };
    let mut applier = Applier {
        dao: Dao::new(&files.name),
        counters: Counters::default(),
        phases: Phases::default(),
        errors: Vec::new(),
        registry,
        error_limit: options.error_limit,
        timing: options.timing,
        merge_time: Duration::ZERO,
    };
    let parallel = rayon::current_num_threads() > 1;
    for (index, path) in files.files.iter().enumerate() {
        let later = &files.files[index + 1..];
        replay_file(path, later, &mut parser, &mut applier, parallel, options)?;
    }
    applier.counters.objects = applier.dao.len() as u64;
    Ok(DaoReplay {
        dao: applier.dao,
        counters: applier.counters,
        phases: applier.phases,
        errors: applier.errors,
        default_class: parser.default_class.flatten(),
        wall: start.elapsed(),
    })
}

/// One file of a DAO, block by block: frame each block in chunks, parse each chunk (in
/// parallel when the pool allows), apply chunks in order.
fn replay_file(
    path: &Path,
    later_files: &[PathBuf],
    parser: &mut Parser<'_>,
    applier: &mut Applier<'_>,
    parallel: bool,
    options: &ReplayOptions,
) -> Result<(), ReplayError> {
    let clock = Clock(options.timing);
    let io = |source| ReplayError::Io {
        path: path.to_owned(),
        source,
    };
    let file: Arc<Path> = Arc::from(path);
    let mut blocks = Blocks::open(path, options.read_block).map_err(io)?;
    let mut pending: Vec<Parsed> = Vec::new();
    loop {
        let t = clock.now();
        let block = blocks.next_block().map_err(io)?;
        applier.phases.read += clock.since(t);
        let Some(block) = block else {
            break;
        };
        let mut frames = frame(block.bytes);
        // How much of the block whole frames cover, and their lines.
        let (mut used, mut used_lines) = (block.bytes.len(), None);
        loop {
            let t = clock.now();
            let mut chunk: Vec<Frame<'_>> = frames.by_ref().take(CHUNK).collect();
            if !block.last {
                // A multi-line entry still open at the block's end continues in the next read.
                if let Some(f) = chunk.last().filter(|f| f.kind == FrameKind::Unterminated) {
                    (used, used_lines) = (f.offset, Some(f.line - 1));
                    chunk.pop();
                }
            }
            for f in &mut chunk {
                f.line += block.lines;
            }
            applier.phases.read += clock.since(t);
            if chunk.is_empty() {
                break;
            }
            parser.resolve_default_class(&chunk, path, block.offset, later_files);
            let parser = &*parser;
            let parse = || {
                let t = clock.now();
                let parsed: Vec<Parsed> = if parallel {
                    chunk.par_iter().map(|f| parser.parse(f)).collect()
                } else {
                    chunk.iter().map(|f| parser.parse(f)).collect()
                };
                (parsed, clock.since(t))
            };
            let done = std::mem::take(&mut pending);
            let (parsed, parse_time) = if parallel && !done.is_empty() {
                rayon::join(|| applier.apply_all(done, &file), parse).1
            } else {
                applier.apply_all(done, &file);
                parse()
            };
            applier.phases.parse += parse_time;
            pending = parsed;
        }
        let lines = used_lines.unwrap_or_else(|| frames.lines());
        if let Some(progress) = &options.progress {
            progress.fetch_add(used as u64, Ordering::Relaxed);
        }
        applier.counters.bytes += used as u64;
        blocks.consume(used, lines);
    }
    applier.apply_all(pending, &file);
    Ok(())
}

/// A clock that can be switched off: phase timing costs nothing when not asked for.
#[derive(Clone, Copy)]
struct Clock(bool);

impl Clock {
    #[inline]
    fn now(self) -> Option<Instant> {
        self.0.then(Instant::now)
    }

    #[inline]
    fn since(self, start: Option<Instant>) -> Duration {
        start.map_or(Duration::ZERO, |t| t.elapsed())
    }
}

/// What parsing one frame gives, in file order.
enum Parsed {
    Blank,
    Comment,
    Entry {
        line: u32,
        torn: bool,
        step: Step,
        stats: ParseStats,
    },
}

/// Everything parsing needs; read-only while a chunk is parsed, so chunks parse in parallel.
struct Parser<'r> {
    registry: &'r Registry,
    decoder: Decoder,
    /// `None` until known; then the default class, if the DAO has one.
    default_class: Option<Option<String>>,
    /// Bytes per read, for the default-class scan (see `ReplayOptions::read_block`).
    read_block: usize,
}

impl Parser<'_> {
    /// Settles the DAO's default class before the chunk that first needs it is parsed: at its
    /// first data entry, it is the class named by the first data entry from there on.
    /// `block_offset` is where in `path` the chunk's block starts.
    fn resolve_default_class(
        &mut self,
        chunk: &[Frame<'_>],
        path: &Path,
        block_offset: u64,
        later_files: &[PathBuf],
    ) {
        if self.default_class.is_some() {
            return;
        }
        let first = chunk
            .iter()
            .find(|f| matches!(&f.kind, FrameKind::Entry(e) if Op::from_letter(e.op()).is_some()));
        if let Some(f) = first {
            let from = block_offset + f.offset as u64;
            self.default_class = Some(first_class(path, from, later_files, self.read_block));
        }
    }

    fn parse(&self, f: &Frame<'_>) -> Parsed {
        let torn = f.at_eof_without_newline;
        let entry = match &f.kind {
            FrameKind::Blank => return Parsed::Blank,
            FrameKind::Comment => return Parsed::Comment,
            FrameKind::TooShort => return parsed(f.line, torn, failed(EntryErrorKind::TooShort)),
            FrameKind::Unterminated => {
                return parsed(f.line, torn, failed(EntryErrorKind::Unterminated))
            }
            FrameKind::Entry(entry) => entry,
        };
        let mut stats = ParseStats::default();
        let default_class = self.default_class.as_ref().and_then(|c| c.as_deref());
        let step = parse_entry(
            entry,
            default_class,
            self.registry,
            self.decoder,
            &mut stats,
        );
        let line = match &step {
            Step::Failed { line, .. } => f.line + line,
            _ => f.line,
        };
        Parsed::Entry {
            line,
            torn,
            step,
            stats,
        }
    }
}

fn parsed(line: u32, torn: bool, step: Step) -> Parsed {
    Parsed::Entry {
        line,
        torn,
        step,
        stats: ParseStats::default(),
    }
}

/// The DAO's state and counts; applies parsed entries strictly in order.
struct Applier<'r> {
    dao: Dao,
    counters: Counters,
    phases: Phases,
    errors: Vec<EntryError>,
    registry: &'r Registry,
    error_limit: usize,
    /// Whether phases are timed (see `ReplayOptions::timing`).
    timing: bool,
    /// Time spent merging `p` entries in the chunk being applied.
    merge_time: Duration,
}

impl Applier<'_> {
    /// Applies a chunk. Its time is split into find_merge (the clocked merges of `p` entries)
    /// and store_write (everything else), so a chunk of creates costs two clock reads in all.
    fn apply_all(&mut self, parsed: Vec<Parsed>, file: &Arc<Path>) {
        let start = self.timing.then(Instant::now);
        self.merge_time = Duration::ZERO;
        for p in parsed {
            match p {
                Parsed::Blank => self.counters.blank += 1,
                Parsed::Comment => self.counters.comments += 1,
                Parsed::Entry {
                    line,
                    torn,
                    step,
                    stats,
                } => {
                    self.counters.unknown_keys += stats.decode.unknown_keys;
                    self.counters.type_mismatches += stats.decode.type_mismatches;
                    self.counters.fast_path += stats.fast_path;
                    self.counters.fallback += stats.fallback;
                    self.apply(step, file, line, torn);
                }
            }
        }
        if let Some(start) = start {
            let total = start.elapsed();
            self.phases.find_merge += self.merge_time;
            self.phases.store_write += total.saturating_sub(self.merge_time);
        }
    }

    fn apply(&mut self, step: Step, file: &Arc<Path>, line: u32, torn: bool) {
        self.counters.entries += 1;
        match step {
            Step::Apply { op, id, object } => {
                match op {
                    Op::Create => self.counters.create += 1,
                    Op::Put => self.counters.put += 1,
                    Op::Remove => self.counters.remove += 1,
                }
                // Only puts are clocked one by one, and only a merge counts as find_merge;
                // `apply_all` counts the rest of its time as store_write.
                let t = (self.timing && op == Op::Put).then(Instant::now);
                if self.dao.apply(op, id, object, self.registry) == Applied::Merged {
                    self.counters.put_merged += 1;
                    if let Some(t) = t {
                        self.merge_time += t.elapsed();
                    }
                }
            }
            Step::Version(version) => {
                self.counters.version += 1;
                if let Some(v) = version {
                    self.dao.set_version(&v);
                }
            }
            Step::UnknownOp => self.counters.unknown_op += 1,
            Step::Failed { kind, .. } => {
                self.counters.failed += 1;
                if self.errors.len() < self.error_limit {
                    self.errors.push(EntryError {
                        file: file.clone(),
                        line,
                        kind: *kind,
                        torn,
                    });
                }
            }
        }
    }
}

#[cold]
fn failed(kind: EntryErrorKind) -> Step {
    Step::Failed {
        line: 0,
        kind: Box::new(kind),
    }
}

/// The DAO's default class when the registry gives none: the class named by the first data
/// entry that names one, looking from byte `from` of `path` through the later files. Only
/// entries that contain the text `class` are parsed. It reads the files again, block by block
/// like replay itself (this runs once per DAO, and almost always stops at the first entry).
#[cold]
fn first_class(path: &Path, from: u64, later_files: &[PathBuf], block: usize) -> Option<String> {
    std::iter::once((path, from))
        .chain(later_files.iter().map(|p| (p.as_path(), 0)))
        .find_map(|(path, from)| first_class_in(path, from, block))
}

/// The class named by the first data entry of `path` that names one (as its first key), if
/// any: the class replay infers as a DAO's default when that file is the first of the DAO's
/// files to name a class. A file that cannot be read names none.
pub fn first_named_class(path: &Path, read_block: usize) -> Option<String> {
    first_class_in(path, 0, read_block)
}

/// [`first_class`] within one file, from byte `from`.
fn first_class_in(path: &Path, from: u64, block: usize) -> Option<String> {
    let mut blocks = Blocks::open_at(path, block, from).ok()?;
    while let Some(block) = blocks.next_block().ok()? {
        let mut used = block.bytes.len();
        for f in frame(block.bytes) {
            if !block.last && f.kind == FrameKind::Unterminated {
                used = f.offset;
                break;
            }
            if let Some(class) = named_class(&f) {
                return Some(class);
            }
        }
        // Line numbers do not matter to this scan.
        blocks.consume(used, 0);
    }
    None
}

/// The class a data entry names as its first key, if it does.
fn named_class(f: &Frame<'_>) -> Option<String> {
    let FrameKind::Entry(entry) = &f.kind else {
        return None;
    };
    if Op::from_letter(entry.op()).is_none()
        || memchr::memmem::find(entry.body(), b"class").is_none()
    {
        return None;
    }
    let (map, _) = folio_dialect::parse_object(entry.body()).ok()?;
    let class = match map.iter().next() {
        Some(("class", folio_dialect::Value::Str(class))) => Some(class.clone()),
        _ => None,
    };
    class
}
