//! Replays DAOs: each DAO's files in order, entry by entry; DAOs in parallel.
//!
//! Each file is framed in chunks; a chunk is parsed whole, then applied whole, so phase times
//! are taken per chunk (read, parse) or with one clock read per applied entry (find_merge,
//! store_write), never per property.

use crate::apply::Applier;
use crate::counters::{Counters, Phases};
use crate::entry::{parse_entry, Decoder, ParseStats, Step};
use crate::error::{EntryError, EntryErrorKind, ReplayError};
use crate::route::{Parsed, Routed};
use folio_framing::{frame, Frame, FrameKind, Framer};
use folio_journal::{Block, Blocks, DaoFiles, Discovery};
use folio_models::Registry;
use folio_store::{Dao, Id, Op, Sharding};
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Frames per chunk: large enough that per-chunk clock reads and the hand-off between threads
/// cost nothing, small enough that a chunk's parsed objects stay in cache-friendly reach.
const CHUNK: usize = 2048;

/// Frames parsed and routed as one task when a chunk parses in parallel: 32 tasks a chunk,
/// enough for the threads to even out, each with one list per shard.
const ROUTE: usize = 64;

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
    /// Shards of each DAO's table, applied by as many threads at once: entries on different
    /// ids go to their id's shard, and each shard applies its entries in file order. 0 means
    /// one per worker thread. The results are the same for every value.
    pub shards: usize,
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
            shards: 0,
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
    /// The distinct ids collapsed entries landed on (empty unless `counters.collapsed` was
    /// counted, or a lone object without an `id` key was settled as not collapsed).
    pub collapsed_ids: Vec<Id>,
    /// The last file read ended inside a multi-line entry (its closing line not yet there):
    /// lines appended later may close it, so no replay can resume at that end.
    pub ends_in_entry: bool,
}

/// Where a replay reads one of a DAO's files: from `start` (a line start, after `lines`
/// lines) to `end`, or to the file's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: u64,
    /// Lines of the file before `start`, so that bad entries are named by their line.
    pub lines: u32,
    /// Where to stop (an offset at a line end); `None`: the file's end.
    pub end: Option<u64>,
}

impl Span {
    /// The whole file.
    pub const WHOLE: Span = Span {
        start: 0,
        lines: 0,
        end: None,
    };
}

/// A DAO's state to go on replaying from: what replaying its files up to the [`Span`]s'
/// starts gave ([`replay_dao_from`]).
#[derive(Debug)]
pub struct Resume {
    /// The objects; its sharding is the one the rest applies with. Indexes are kept in step,
    /// at the cost of applying on one thread.
    pub dao: Dao,
    pub counters: Counters,
    /// The bad entries kept so far, in file order.
    pub errors: Vec<EntryError>,
    /// The class class-less entries take: `None` while no data entry settled it, then as
    /// [`DaoReplay::default_class`] gives it.
    pub default_class: Option<Option<String>>,
    /// [`DaoReplay::collapsed_ids`] so far.
    pub collapsed_ids: Vec<Id>,
}

impl Resume {
    /// Nothing replayed yet: the start of a replay into `dao`.
    pub fn start(dao: Dao) -> Resume {
        Resume {
            dao,
            counters: Counters::default(),
            errors: Vec::new(),
            default_class: None,
            collapsed_ids: Vec::new(),
        }
    }
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
    let (daos, threads, wall) = for_each_dao(discovery, options.threads, |files| {
        replay_dao(files, registry, options)
    })?;
    Ok(Replay {
        daos,
        threads,
        wall,
    })
}

/// Runs `work` on every discovered DAO, in parallel, on a pool of `threads` worker threads
/// (0: one per core; at most four per core): the DAOs' results in discovery order, the
/// threads used, and the time taken. [`replay`] is `replay_dao` run by it; other ways of
/// opening a DAO (from a snapshot) run by it too, with the same threads.
pub fn for_each_dao<T: Send>(
    discovery: &Discovery,
    threads: usize,
    work: impl Fn(&DaoFiles) -> Result<T, ReplayError> + Sync,
) -> Result<(Vec<T>, usize, Duration), ReplayError> {
    let start = Instant::now();
    let asked = if threads == 0 {
        std::thread::available_parallelism().map_or(1, |n| n.get())
    } else {
        threads
    };
    // More threads than a few per core cannot help; thousands would only cost their start-up.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = asked.clamp(1, cores * 4);
    // The workers are joined before returning, so none outlives the replay, nor do their
    // thread-local caches (record builders, key orders): a rayon pool that is only dropped lets
    // its threads exit whenever they get to it.
    let mut workers = Vec::with_capacity(threads);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .spawn_handler(|thread| {
            workers.push(std::thread::Builder::new().spawn(|| thread.run())?);
            Ok(())
        })
        .build()
        .map_err(ReplayError::Threads)?;
    let daos = pool.install(|| {
        discovery
            .daos
            .par_iter()
            .map(&work)
            .collect::<Result<Vec<_>, _>>()
    });
    drop(pool);
    for worker in workers {
        // A worker's panic was already raised on the calling thread by `install`.
        let _ = worker.join();
    }
    Ok((daos?, threads, start.elapsed()))
}

/// Replays one DAO. Each chunk of entries is parsed and routed by id to the DAO's shards, then
/// applied shard by shard, each shard's entries in file order (see [`ReplayOptions::shards`]).
/// When the pool has more than one thread, a chunk's entries parse in parallel, its shards
/// apply in parallel, and a chunk applies while the next one parses.
pub fn replay_dao(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
) -> Result<DaoReplay, ReplayError> {
    let spans = vec![Span::WHOLE; files.files.len()];
    replay_dao_spans(files, registry, options, &spans)
}

/// [`replay_dao`] of a span of each of the DAO's files (one span per file).
pub fn replay_dao_spans(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
    spans: &[Span],
) -> Result<DaoReplay, ReplayError> {
    let shards = match options.shards {
        0 => rayon::current_num_threads(),
        asked => asked,
    };
    let start = Resume::start(Dao::with_sharding(&files.name, Sharding::new(shards)));
    replay_dao_from(files, registry, options, start, spans)
}

/// Goes on replaying one DAO from `resume`, reading each of its files over its span (one
/// span per file): the same state, counters and kept errors as replaying the files whole,
/// when `resume` is what replaying them up to the spans' starts gave. A span that starts at
/// its end reads nothing (a compressed file that a snapshot covers whole is not opened).
pub fn replay_dao_from(
    files: &DaoFiles,
    registry: &Registry,
    options: &ReplayOptions,
    mut resume: Resume,
    spans: &[Span],
) -> Result<DaoReplay, ReplayError> {
    debug_assert_eq!(spans.len(), files.files.len());
    let start = Instant::now();
    let mut parser = Parser {
        registry,
        decoder: options.decoder,
        default_class: match &options.default_class {
            Some(forced) => Some(Some(forced.clone())),
            None => registry
                .dao_class(&files.name)
                .map(|c| Some(c.to_owned()))
                .or(resume.default_class.take()),
        },
        read_block: options.read_block,
    };
    let threads = rayon::current_num_threads();
    // The bytes to read, to size the table by (`Applier::size_table`); a file that cannot be
    // read here fails below, when it is opened.
    let to_read: u64 = files
        .files
        .iter()
        .zip(spans)
        .filter_map(|(path, span)| {
            let len = span
                .end
                .or_else(|| std::fs::metadata(path).ok().map(|m| m.len()))?;
            Some(len.saturating_sub(span.start))
        })
        .sum();
    let mut applier = Applier::resume(
        resume,
        registry,
        options.error_limit,
        options.timing,
        to_read,
    );
    let mut run = Run {
        parallel: threads > 1,
        clock: Clock(options.timing),
        parallel_time: Duration::ZERO,
    };
    let mut ends_in_entry = false;
    for (index, (path, span)) in files.files.iter().zip(spans).enumerate() {
        if span.end == Some(span.start) {
            continue;
        }
        let later = Later {
            files: &files.files[index + 1..],
            spans: &spans[index + 1..],
        };
        let at = FileAt {
            path,
            index: index as u32,
            span: *span,
        };
        ends_in_entry = replay_file(at, later, &mut parser, &mut applier, &mut run, options)?;
    }
    applier.counters.objects = applier.dao.len() as u64;
    applier.settle_collapse();
    let wall = start.elapsed();
    if options.timing {
        applier.phases.serial = wall.saturating_sub(run.parallel_time);
    }
    Ok(DaoReplay {
        dao: applier.dao,
        counters: applier.counters,
        phases: applier.phases,
        errors: applier.errors,
        default_class: parser.default_class.flatten(),
        wall,
        collapsed_ids: applier.collapsed_ids,
        ends_in_entry,
    })
}

/// The files of a DAO after the one being replayed, with their spans: where the default
/// class is looked for.
#[derive(Clone, Copy)]
struct Later<'a> {
    files: &'a [PathBuf],
    spans: &'a [Span],
}

/// How one DAO's replay runs.
struct Run {
    /// Whether the pool has more than one thread to parse and apply with.
    parallel: bool,
    clock: Clock,
    /// Wall time spent in sections that run on more than one thread.
    parallel_time: Duration,
}

impl Run {
    /// Runs `work`, a section that runs on every thread when the replay is parallel.
    fn parallel<T>(&mut self, work: impl FnOnce() -> T) -> T {
        if !self.parallel {
            return work();
        }
        let t = self.clock.now();
        let out = work();
        self.parallel_time += self.clock.since(t);
        out
    }
}

/// One file of a DAO, block by block: frame each block in chunks, parse and route each chunk
/// (in parallel when the pool allows), apply chunks in order.
///
/// A chunk applies while the next one parses and the one after it is framed, under one
/// `rayon::join`: on two cores the apply of a chunk (its shards, a task each), the parse of the
/// next (a task per 64 entries) and the framing are all tasks of one pool, so a thread that
/// finishes its side steals from the other and neither core waits at a chunk's end, where
/// applying and then parsing would wait twice per chunk for the slowest task of each. Once a
/// block's frames are all taken, the framing task also reads the next block, into a second
/// reader, so reads leave the single-threaded part too. What stays on one thread is a file's
/// first read, framing a block's first chunk, settling the default class, and handing lists
/// over (`Phases::serial`).
///
/// Returns whether the file ended inside a multi-line entry.
fn replay_file(
    FileAt { path, index, span }: FileAt<'_>,
    later: Later<'_>,
    parser: &mut Parser<'_>,
    applier: &mut Applier<'_>,
    run: &mut Run,
    options: &ReplayOptions,
) -> Result<bool, ReplayError> {
    let clock = run.clock;
    let mut ends_in_entry = false;
    let io = |source| ReplayError::Io {
        path: path.to_owned(),
        source,
    };
    let file: Arc<Path> = Arc::from(path);
    let sharding = applier.dao.sharding();
    let parallel = run.parallel;
    let limit = |blocks: Blocks| match span.end {
        Some(end) => blocks.until(end),
        None => blocks,
    };
    let mut blocks = limit(Blocks::open_at(path, options.read_block, span.start).map_err(io)?);
    // A compressed file is read on, block after block: opening it again at the next block's
    // offset would decompress it from the start each time.
    let seekable = blocks.seekable();
    // Lines of the file before `blocks` starts.
    let mut lines_before = span.lines;
    // When parallel: a reader of the next block, opened and filled while the current block's
    // last chunk parses, and the buffer of the reader before it, for the one after it.
    let mut ahead: Option<std::io::Result<Blocks>> = None;
    let mut spare: Vec<u8> = Vec::new();
    let mut pending: Vec<Routed> = Vec::new();
    loop {
        let t = clock.now();
        let block = blocks.next_block().map_err(io)?;
        applier.phases.read += clock.since(t);
        let Some(block) = block else {
            break;
        };
        let (offset, last) = (block.offset, block.last);
        let mut chunker = Chunker::new(&block, lines_before);
        let t = clock.now();
        let mut chunk = chunker.next_chunk();
        applier.phases.read += clock.since(t);
        while !chunk.is_empty() {
            if last {
                // Only the file's last frame can be one whose closing line never came.
                ends_in_entry = chunk.last().unwrap().kind == FrameKind::Unterminated;
            }
            parser.resolve_default_class(&chunk, path, (offset, span.end), later);
            let parser = &*parser;
            let parse = || {
                let t = clock.now();
                let routed: Vec<Routed> = if parallel {
                    chunk
                        .par_chunks(ROUTE)
                        .map(|frames| parser.route(frames, sharding))
                        .collect()
                } else {
                    vec![parser.route(&chunk, sharding)]
                };
                (routed, clock.since(t))
            };
            let mut frame_next = || {
                let t = clock.now();
                let next = chunker.next_chunk();
                if parallel && seekable && chunker.exhausted() && !last && ahead.is_none() {
                    // Every frame of the block is taken, so where the next block starts is
                    // known: read it now, beside the parse, not after it on one thread.
                    let at = offset + chunker.used().0 as u64;
                    let buf = std::mem::take(&mut spare);
                    ahead = Some(read_ahead(path, options.read_block, (at, span.end), buf));
                }
                (next, clock.since(t))
            };
            let done = std::mem::take(&mut pending);
            let ((next, read_time), (routed, parse_time)) = run.parallel(|| {
                if !parallel {
                    applier.apply_all(done, &file, index);
                    return (frame_next(), parse());
                }
                rayon::join(frame_next, || {
                    if done.is_empty() {
                        parse()
                    } else {
                        rayon::join(|| applier.apply_all(done, &file, index), parse).1
                    }
                })
            });
            applier.phases.read += read_time;
            applier.phases.parse += parse_time;
            pending = routed;
            chunk = next;
        }
        let (used, lines) = chunker.used();
        if let Some(progress) = &options.progress {
            progress.fetch_add(used as u64, Ordering::Relaxed);
        }
        applier.counters.bytes += used as u64;
        match ahead.take() {
            Some(next) => {
                lines_before = lines_before
                    .saturating_add(block.lines)
                    .saturating_add(lines);
                spare = std::mem::replace(&mut blocks, next.map_err(io)?).into_buffer();
            }
            None => blocks.consume(used, lines),
        }
        if applier.sizing() {
            run.parallel(|| applier.apply_all(std::mem::take(&mut pending), &file, index));
            applier.size_table();
        }
    }
    run.parallel(|| applier.apply_all(pending, &file, index));
    if let Some(broken) = blocks.take_broken() {
        // After the file's last line: every line before the break was read and replayed.
        let line = lines_before
            .saturating_add(blocks.lines())
            .saturating_add(1);
        applier.broken_stream(&file, line, &broken);
    }
    Ok(ends_in_entry)
}

/// A file of a DAO, its index among the DAO's files, and the span of it to read.
#[derive(Clone, Copy)]
struct FileAt<'p> {
    path: &'p Path,
    index: u32,
    span: Span,
}

/// Opens `path` at `offset` (a line start), reading no further than `end`, and reads its next
/// block into `buf`.
fn read_ahead(
    path: &Path,
    block: usize,
    (offset, end): (u64, Option<u64>),
    buf: Vec<u8>,
) -> std::io::Result<Blocks> {
    let mut blocks = Blocks::open_at_with(path, block, offset, buf)?;
    if let Some(end) = end {
        blocks = blocks.until(end);
    }
    blocks.next_block()?;
    Ok(blocks)
}

/// A block's frames, a chunk at a time, with their file line numbers.
struct Chunker<'b> {
    frames: Framer<'b>,
    /// The block's length.
    len: usize,
    /// Whether the block runs to the end of the file.
    last: bool,
    /// Lines of the file before the block.
    lines: u32,
    /// How much of the block whole frames cover, and their lines when not all the block's.
    used: usize,
    used_lines: Option<u32>,
}

impl<'b> Chunker<'b> {
    /// `lines_before`: lines of the file before the reader's start.
    fn new(block: &Block<'b>, lines_before: u32) -> Chunker<'b> {
        Chunker {
            frames: frame(block.bytes),
            len: block.bytes.len(),
            last: block.last,
            lines: lines_before.saturating_add(block.lines),
            used: block.bytes.len(),
            used_lines: None,
        }
    }

    /// The next chunk of frames; empty at the block's end.
    fn next_chunk(&mut self) -> Vec<Frame<'b>> {
        let mut chunk: Vec<Frame<'b>> = self.frames.by_ref().take(CHUNK).collect();
        if !self.last {
            // A multi-line entry still open at the block's end continues in the next read.
            if let Some(f) = chunk.last().filter(|f| f.kind == FrameKind::Unterminated) {
                (self.used, self.used_lines) = (f.offset, Some(f.line - 1));
                chunk.pop();
            }
        }
        for f in &mut chunk {
            f.line += self.lines;
        }
        chunk
    }

    /// Whether every frame of the block is taken.
    fn exhausted(&self) -> bool {
        self.frames.position() == self.len
    }

    /// How many bytes of the block whole frames cover, and how many lines: what to consume
    /// once every chunk is taken.
    fn used(&self) -> (usize, u32) {
        (
            self.used,
            self.used_lines.unwrap_or_else(|| self.frames.lines()),
        )
    }
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
    /// `block_offset` is where in `path` the chunk's block starts, `end` where the span read
    /// of `path` ends.
    fn resolve_default_class(
        &mut self,
        chunk: &[Frame<'_>],
        path: &Path,
        (block_offset, end): (u64, Option<u64>),
        later: Later<'_>,
    ) {
        if self.default_class.is_some() {
            return;
        }
        let first = chunk
            .iter()
            .find(|f| matches!(&f.kind, FrameKind::Entry(e) if Op::from_letter(e.op()).is_some()));
        if let Some(f) = first {
            let from = Span {
                start: block_offset + f.offset as u64,
                lines: 0,
                end,
            };
            let here = std::iter::once((path, from));
            let after = later
                .files
                .iter()
                .map(PathBuf::as_path)
                .zip(later.spans.iter().copied());
            self.default_class = Some(first_class(here.chain(after), self.read_block));
        }
    }

    /// Parses `frames` and routes them to `sharding`'s shards.
    fn route(&self, frames: &[Frame<'_>], sharding: Sharding) -> Routed {
        let mut routed = Routed::new(sharding, frames.len());
        for f in frames {
            routed.push(self.parse(f), sharding);
        }
        routed
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

#[cold]
fn failed(kind: EntryErrorKind) -> Step {
    Step::Failed {
        line: 0,
        kind: Box::new(kind),
    }
}

/// The DAO's default class when the registry gives none: the class named by the first data
/// entry that names one, looking through `spans` of files in order. Only entries that contain
/// the text `class` are parsed. It reads the files again, block by block like replay itself
/// (this runs once per DAO, and almost always stops at the first entry).
#[cold]
pub fn first_class<'p>(
    spans: impl IntoIterator<Item = (&'p Path, Span)>,
    block: usize,
) -> Option<String> {
    spans
        .into_iter()
        .find_map(|(path, span)| first_class_in(path, span, block))
}

/// The class named by the first data entry of `path` that names one (as its first key), if
/// any: the class replay infers as a DAO's default when that file is the first of the DAO's
/// files to name a class. A file that cannot be read names none.
pub fn first_named_class(path: &Path, read_block: usize) -> Option<String> {
    first_class_in(path, Span::WHOLE, read_block)
}

/// [`first_class`] within one file's span.
fn first_class_in(path: &Path, span: Span, block: usize) -> Option<String> {
    if span.end == Some(span.start) {
        return None;
    }
    let mut blocks = Blocks::open_at(path, block, span.start).ok()?;
    if let Some(end) = span.end {
        blocks = blocks.until(end);
    }
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
