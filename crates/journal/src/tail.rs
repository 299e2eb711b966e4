//! The end of a live journal, settled before anything is appended to it.
//!
//! A crash in the middle of an append can leave a last line with no line end; a file written
//! by hand can also end in the middle of a multi-line `p({` ... `})` entry. Appending after
//! either would change what the appended entry means (it would be glued to the broken line,
//! or swallowed by the open entry), so before a writer appends, and when `repair` is asked to,
//! the end of the journal is settled by one rule:
//!
//! - **A whole entry that only lacks its line end is completed in place**: a `\n` is appended
//!   and fsynced. Nothing is cut, so there is no instant at which the entry is anywhere but in
//!   the journal. "Whole" means what replay makes of it: the last entry (a single line, or a
//!   multi-line entry whose `})` is the last line) frames as one entry and its body parses, or
//!   the line is a comment. Replay applies such a line as it is, so completing it changes no
//!   state.
//! - **Anything else after the last complete entry is moved aside**: a line cut short, or a
//!   multi-line entry with no `})` (with all its lines). Those bytes are appended to `X.torn`
//!   followed by a `\n`, `X.torn` is fsynced, and only then is `X` cut back and fsynced: a
//!   crash between the two steps leaves the bytes in both files, never in neither. Replay
//!   applies nothing of them (they fail to parse, or frame as an unterminated entry), so the
//!   cut changes no state either.
//!
//! So a read-only replay and a writable open of the same files give the same state.

use std::fs::OpenOptions;
use std::io;
use std::path::{Path, PathBuf};

use folio_framing::{frame, FrameKind};
use memchr::memmem;

use crate::bad::{find_bad, move_bad, BadEntry};
use crate::lock::{sibling, JournalLock};
use crate::storage::{FileStorage, Storage};
use crate::{Op, WriteError};

/// Bytes read at a time while looking backwards through a journal and copying a tail.
const CHUNK: usize = 256 * 1024;

/// Bytes cut from the end of a journal and kept in `X.torn`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TornTail {
    /// The journal.
    pub path: PathBuf,
    /// Where the cut bytes started: the journal's length after the cut.
    pub offset: u64,
    /// How many bytes were cut (or, in a dry run, would be).
    pub len: u64,
    /// The file the cut bytes were appended to (`X.torn`).
    pub kept_in: PathBuf,
}

/// A last entry that lacked only its line end, completed in place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletedLine {
    /// The journal.
    pub path: PathBuf,
    /// Where the entry starts.
    pub offset: u64,
    /// The entry's length, without the `\n` appended after it.
    pub len: u64,
}

/// What settling the end of a journal found and did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settled {
    /// Bytes moved into `X.torn` (a line cut short, an unterminated multi-line entry).
    pub torn: Option<TornTail>,
    /// A whole last entry given its line end.
    pub completed: Option<CompletedLine>,
}

/// What `repair` found and did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepairReport {
    pub path: PathBuf,
    /// Bytes cut into `X.torn` (unless this was a dry run).
    pub torn: Option<TornTail>,
    /// A whole last entry completed in place (unless this was a dry run).
    pub completed: Option<CompletedLine>,
    /// Entries before the end that do not parse (`crate::bad`).
    pub bad: Vec<BadEntry>,
    /// Where `bad` was moved (`X.bad`), when asked to and not a dry run.
    pub bad_moved_to: Option<PathBuf>,
    pub dry_run: bool,
}

/// How `repair` runs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RepairOptions {
    /// Only report what would be done.
    pub dry_run: bool,
    /// Move the entries that do not parse into `X.bad` (else they are only reported).
    pub drop_bad: bool,
}

/// The file that keeps the torn tails cut from the journal `X`: `X.torn`.
pub fn torn_path(journal: &Path) -> PathBuf {
    sibling(journal, ".torn")
}

/// Settles the end of the live journal at `path` (see the module documentation), like
/// `redis-check-aof --fix`, and finds its entries that do not parse. With `dry_run`, only
/// reports. Takes the journal's lock (a running writer makes it fail with `Locked`; a writer
/// settles the end itself when it opens). A missing journal is an `Op::Open` error.
pub fn repair(path: impl AsRef<Path>, dry_run: bool) -> Result<RepairReport, WriteError> {
    repair_with(
        path,
        RepairOptions {
            dry_run,
            drop_bad: false,
        },
    )
}

/// [`repair`], and with `drop_bad` the entries that do not parse moved into `X.bad`
/// (`crate::bad`: the journal is rewritten without them atomically).
pub fn repair_with(
    path: impl AsRef<Path>,
    options: RepairOptions,
) -> Result<RepairReport, WriteError> {
    let dry_run = options.dry_run;
    let path = path.as_ref().to_path_buf();
    let open_error = |source| WriteError::Io {
        path: path.clone(),
        op: Op::Open,
        source,
    };
    // A missing journal is reported before any lock file is created beside it.
    std::fs::metadata(&path).map_err(open_error)?;
    let _lock = JournalLock::acquire(&path, !dry_run)?;
    let file = OpenOptions::new()
        .read(true)
        .append(true)
        .open(&path)
        .map_err(open_error)?;
    let storage = FileStorage::at(file, &path);
    let settled = if dry_run {
        let end = inspect_end(&storage).map_err(|source| WriteError::Io {
            path: path.clone(),
            op: Op::Read,
            source,
        })?;
        end.report(&path)
    } else {
        settle_tail(&storage, &path, open_torn_file)?
    };
    drop(storage);
    let mut bad = find_bad(&path).map_err(|source| WriteError::Io {
        path: path.clone(),
        op: Op::Read,
        source,
    })?;
    if let Some(torn) = &settled.torn {
        // In a dry run the end is not settled yet: what it would cut is reported as torn.
        bad.retain(|b| b.offset < torn.offset);
    }
    let bad_moved_to = if options.drop_bad && !dry_run && !bad.is_empty() {
        Some(move_bad(&path, &bad)?)
    } else {
        None
    };
    Ok(RepairReport {
        path,
        torn: settled.torn,
        completed: settled.completed,
        bad,
        bad_moved_to,
        dry_run,
    })
}

/// Opens `X.torn` for appending, creating it (and fsyncing its directory) when absent.
pub(crate) fn open_torn_file(path: &Path) -> Result<Box<dyn Storage>, WriteError> {
    let (file, created) = crate::writer::open_or_create(path).map_err(|source| WriteError::Io {
        path: path.to_path_buf(),
        op: Op::SaveTorn,
        source,
    })?;
    if created {
        crate::files::sync_parent(path)?;
    }
    Ok(Box::new(FileStorage::at(file, path)))
}

/// What the end of a journal needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// The last entry is complete and nothing is open.
    Clean,
    /// The entry at `start..len` lacks only its line end.
    Complete { start: u64, len: u64 },
    /// The bytes at `start..len` are no whole entry.
    Cut { start: u64, len: u64 },
}

impl End {
    fn report(self, path: &Path) -> Settled {
        match self {
            End::Clean => Settled::default(),
            End::Complete { start, len } => Settled {
                torn: None,
                completed: Some(CompletedLine {
                    path: path.to_path_buf(),
                    offset: start,
                    len: len - start,
                }),
            },
            End::Cut { start, len } => Settled {
                torn: Some(TornTail {
                    path: path.to_path_buf(),
                    offset: start,
                    len: len - start,
                    kept_in: torn_path(path),
                }),
                completed: None,
            },
        }
    }
}

/// Settles the end of `storage` (the journal at `path`): completes a whole last entry in place
/// or cuts what is not one into the storage `open_sink` opens, which is only opened when there
/// is something to keep.
/// A live journal is appended to, so it must be plain text: a compressed one (a closed journal
/// compressed in place under the live name) is refused before anything touches it, as appending
/// text to it would make both unreadable.
fn refuse_compressed(storage: &dyn Storage) -> std::io::Result<()> {
    let mut head = [0u8; 4];
    let got = storage.read_at(0, &mut head)?;
    match crate::content::compression_of(&head[..got]) {
        None => Ok(()),
        Some(c) => Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!(
                "the live journal is {}-compressed; folio appends to it, so it must be plain text \
                 (decompress it, or name it as a closed journal: X.<n>.{})",
                c.name(),
                match c {
                    crate::content::Compression::Gzip => "gz",
                    crate::content::Compression::Zstd => "zst",
                }
            ),
        )),
    }
}

pub(crate) fn settle_tail(
    storage: &dyn Storage,
    path: &Path,
    open_sink: impl FnOnce(&Path) -> Result<Box<dyn Storage>, WriteError>,
) -> Result<Settled, WriteError> {
    let error = |path: &Path, op| {
        let path = path.to_path_buf();
        move |source| WriteError::Io { path, op, source }
    };
    refuse_compressed(storage).map_err(error(path, Op::Open))?;
    let end = inspect_end(storage).map_err(error(path, Op::Read))?;
    match end {
        End::Clean => {}
        End::Complete { .. } => {
            // On a failed append the writer is not started, so nothing is acknowledged; a
            // partial `\n` cannot exist (it is one byte).
            storage.append(b"\n").map_err(error(path, Op::Append))?;
            storage.sync().map_err(error(path, Op::Sync))?;
        }
        End::Cut { start, len } => {
            let kept_in = torn_path(path);
            let sink = open_sink(&kept_in)?;
            let sink_len = sink.len().map_err(error(&kept_in, Op::SaveTorn))?;
            if let Err((op, source)) = copy_tail(storage, start, len - start, &*sink) {
                // Leave X.torn as it was rather than with a piece of a tail in it.
                let _ = sink.truncate(sink_len);
                let at = if op == Op::Read { path } else { &kept_in };
                return Err(error(at, op)(source));
            }
            storage.truncate(start).map_err(error(path, Op::Truncate))?;
            storage.sync().map_err(error(path, Op::Sync))?;
        }
    }
    Ok(end.report(path))
}

/// Looks at the end of `storage`: its last line when that has no line end, and whether the
/// file ends inside a multi-line entry (which takes a look back to the last line that is
/// exactly an opener or `})`: a fast search, since single-line journals hold none).
fn inspect_end(storage: &dyn Storage) -> io::Result<End> {
    let len = storage.len()?;
    let last_line = last_line_start(storage, len)?;
    let unterminated = last_line < len;
    let open = open_entry_start(storage, last_line)?;
    if !unterminated {
        return Ok(match open {
            Some(start) => End::Cut { start, len },
            None => End::Clean,
        });
    }
    let tail = read_range(storage, last_line, len)?;
    let start = match open {
        // The tail closes the entry opened at `start`, or is one more line of it.
        Some(start) => start,
        None => last_line,
    };
    let candidate = if start == last_line {
        tail
    } else {
        read_range(storage, start, len)?
    };
    Ok(if is_whole_entry(&candidate) {
        End::Complete { start, len }
    } else {
        End::Cut { start, len }
    })
}

/// Whether `bytes` (the end of a journal, no line end after it) is a whole entry: it frames as
/// one entry whose body parses, or as a comment. Replay gives such a line its meaning as it
/// is; a line cut short in an append fails to parse.
pub(crate) fn is_whole_entry(bytes: &[u8]) -> bool {
    let mut frames = frame(bytes);
    match (frames.next(), frames.next()) {
        (Some(f), None) => match f.kind {
            FrameKind::Entry(entry) => folio_dialect::parse_object(entry.body()).is_ok(),
            FrameKind::Comment => true,
            _ => false,
        },
        _ => false,
    }
}

/// Where the last line of the first `len` bytes starts: just after the last line end (`\n`
/// or `\r`), 0 when there is none, `len` when the bytes end with a line end.
fn last_line_start(storage: &dyn Storage, len: u64) -> io::Result<u64> {
    let mut end = len;
    let mut buf = vec![0; CHUNK.min(len as usize)];
    while end > 0 {
        let start = end.saturating_sub(CHUNK as u64);
        let chunk = &mut buf[..(end - start) as usize];
        read_exact_at(storage, start, chunk)?;
        if let Some(i) = memchr::memrchr2(b'\n', b'\r', chunk) {
            return Ok(start + i as u64 + 1);
        }
        end = start;
    }
    Ok(0)
}

/// Whether the lines before `before` (a line start) leave a multi-line entry open, and if so
/// where its opener line starts: the first opener line after the last `})` line (framing
/// never looks inside an open entry, so openers within it are text).
fn open_entry_start(storage: &dyn Storage, before: u64) -> io::Result<Option<u64>> {
    let mut open = None;
    let mut lines = StructuralLines::new(storage, before);
    while let Some((start, closer)) = lines.next_back()? {
        if closer {
            break;
        }
        open = Some(start);
    }
    Ok(open)
}

/// The lines that are exactly `p({`, `c({`, `r({` or `})`, from the end back, found by
/// searching for a line end next to `({` or `})` rather than by looking at every line.
struct StructuralLines<'a> {
    storage: &'a dyn Storage,
    /// Lines starting before this are still to be looked at.
    end: u64,
    buf: Vec<u8>,
}

impl<'a> StructuralLines<'a> {
    fn new(storage: &'a dyn Storage, before: u64) -> StructuralLines<'a> {
        StructuralLines {
            storage,
            end: before,
            buf: Vec::new(),
        }
    }

    /// The next structural line back: its start, and whether it is `})`.
    ///
    /// `self.end` is always a line start (or the start of a line too long to be structural),
    /// so every line that starts inside a window ends inside it, line end included.
    fn next_back(&mut self) -> io::Result<Option<(u64, bool)>> {
        while self.end > 0 {
            let at = self.end.saturating_sub(CHUNK as u64);
            self.buf.resize((self.end - at) as usize, 0);
            read_exact_at(self.storage, at, &mut self.buf)?;
            let window = &self.buf[..];
            let mut best: Option<(u64, bool)> = None;
            for (pattern, closer) in [
                (&b"({\n"[..], false),
                (&b"({\r"[..], false),
                (&b"\n})"[..], true),
                (&b"\r})"[..], true),
            ] {
                // The rightmost match that is a structural line.
                let hit = memmem::rfind_iter(window, pattern)
                    .find_map(|i| structural_at(window, at, i, closer));
                if let Some(start) = hit {
                    if best.is_none_or(|(b, _)| start > b) {
                        best = Some((start, closer));
                    }
                }
            }
            // The first line of the file has no line end before it.
            if best.is_none() && at == 0 {
                best = first_line_structural(window);
            }
            if let Some((start, closer)) = best {
                self.end = start;
                return Ok(Some((start, closer)));
            }
            // Every line starting after the window's first line end was looked at; the line
            // before it (cut by the window) is looked at in the next window.
            // (A window whose only line end is its last byte lies inside one line longer than
            // a window, which is no structural line: go on before it.)
            self.end = match memchr::memchr2(b'\n', b'\r', window) {
                Some(i) if at > 0 && i + 1 < window.len() => at + i as u64 + 1,
                _ => at,
            };
        }
        Ok(None)
    }
}

/// The start of the structural line whose pattern matched at `i` of `window` (which starts at
/// offset `at`), if the match is one: the line is exactly an opener or `})`, with a line end
/// (or the file's start) before it and a line end after it, all inside the window.
fn structural_at(window: &[u8], at: u64, i: usize, closer: bool) -> Option<u64> {
    let (start, end) = if closer {
        // `\n})`: the line is `})`, after the line end.
        (i + 1, i + 3)
    } else {
        // `({\n`: the line is `?({`, starting one byte before the match.
        (i.checked_sub(1)?, i + 2)
    };
    let starts_line = if start == 0 {
        at == 0
    } else {
        matches!(window[start - 1], b'\n' | b'\r')
    };
    let ends_line = matches!(window.get(end), Some(b'\n' | b'\r'));
    let shape = if closer {
        &window[start..end] == b"})"
    } else {
        matches!(&window[start..end], b"p({" | b"c({" | b"r({")
    };
    (starts_line && ends_line && shape).then_some(at + start as u64)
}

/// The file's first line, when it is structural (the patterns need a line end before a
/// closer, which the first line lacks).
fn first_line_structural(window: &[u8]) -> Option<(u64, bool)> {
    let end = memchr::memchr2(b'\n', b'\r', window).unwrap_or(window.len());
    match &window[..end] {
        b"})" => Some((0, true)),
        b"p({" | b"c({" | b"r({" => Some((0, false)),
        _ => None,
    }
}

fn read_range(storage: &dyn Storage, start: u64, end: u64) -> io::Result<Vec<u8>> {
    let mut bytes = vec![0; (end - start) as usize];
    read_exact_at(storage, start, &mut bytes)?;
    Ok(bytes)
}

/// Appends `len` bytes of `from`, starting at `offset`, and a `\n` to `to`, then fsyncs `to`.
/// A failure says which side failed: `Op::Read` (from) or `Op::SaveTorn` (to).
fn copy_tail(
    from: &dyn Storage,
    offset: u64,
    len: u64,
    to: &dyn Storage,
) -> Result<(), (Op, io::Error)> {
    let save = |e| (Op::SaveTorn, e);
    let mut buf = vec![0; CHUNK.min(len as usize)];
    let mut at = offset;
    while at < offset + len {
        let n = CHUNK.min((offset + len - at) as usize);
        read_exact_at(from, at, &mut buf[..n]).map_err(|e| (Op::Read, e))?;
        to.append(&buf[..n]).map_err(save)?;
        at += n as u64;
    }
    to.append(b"\n").map_err(save)?;
    to.sync().map_err(save)
}

fn read_exact_at(storage: &dyn Storage, mut offset: u64, mut buf: &mut [u8]) -> io::Result<()> {
    while !buf.is_empty() {
        match storage.read_at(offset, buf) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => {
                offset += n as u64;
                buf = &mut buf[n..];
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sim::SimDisk;

    fn end_of(text: &str) -> End {
        let disk = SimDisk::new();
        disk.put("x", text.as_bytes());
        inspect_end(&disk.file("x")).unwrap()
    }

    /// The end of a journal, and what settling it does: the same rule a replay applies.
    #[test]
    fn ends_table() {
        let cut = |start, len| End::Cut { start, len };
        let complete = |start, len| End::Complete { start, len };
        let cases: &[(&str, End)] = &[
            ("", End::Clean),
            ("c({id:1})\n", End::Clean),
            ("c({id:1})\r\n", End::Clean),
            ("c({id:1})\r", End::Clean),
            ("c({id:1})\nc({id:2,n:\"ha", cut(10, 23)),
            ("c({id:1})\nc({id:2,n:\"ha\"})", complete(10, 26)),
            ("c({id:1})", complete(0, 9)),
            ("c({id:1})\n// note", complete(10, 17)),
            ("c({id:1})\nc(", cut(10, 12)),
            ("c({id:1})\n  ", cut(10, 12)),
            // Multi-line entries: closed by the last line, left open, or open and torn.
            ("c({id:1})\np({\nid:2\n})", complete(10, 21)),
            ("p({\nid:2\n})", complete(0, 11)),
            ("p({\r\nid:2\r\n})", complete(0, 13)),
            ("c({id:1})\np({\nid:2\n", cut(10, 19)),
            ("c({id:1})\np({\nid:2", cut(10, 18)),
            ("c({id:1})\np({\nid:", cut(10, 17)),
            ("c({id:1})\np({\n", cut(10, 14)),
            ("c({id:1})\np({", cut(10, 13)),
            ("p({\n", cut(0, 4)),
            // An opener inside an open entry is text: the entry starts at the first one.
            ("p({\nc({\nid:2\n", cut(0, 13)),
            // A closed entry, then single lines: nothing is open.
            ("p({\nid:2\n})\nc({id:3})\n", End::Clean),
            ("p({\nid:2\n})\nc({id:3", cut(12, 19)),
            // `})` alone after a closed entry is a line of its own, and no entry.
            ("p({\nid:2\n})\n})", cut(12, 14)),
            ("})", cut(0, 2)),
            // A multi-line entry whose body does not parse, closed at the end: moved aside.
            ("c({id:1})\np({\nid:\n})", cut(10, 20)),
        ];
        for (text, want) in cases {
            assert_eq!(end_of(text), *want, "{text:?}");
        }
    }

    #[test]
    fn structural_lines_are_found_across_windows() {
        // An opener far back, with more than a window of single lines after it.
        let mut text = String::from("c({id:0})\np({\n");
        while text.len() < 3 * CHUNK {
            text.push_str("id:1,\n");
        }
        let want = cut(10, text.len() as u64);
        assert_eq!(end_of(&text), want);
        let mut closed = text.clone();
        closed.push_str("x:1\n})\n");
        assert_eq!(end_of(&closed), End::Clean);
        // A line longer than a window, ending right at a window's end.
        let mut long = String::from("p({\n");
        long.push_str(&"x".repeat(CHUNK - 4 + CHUNK));
        long.push('\n');
        assert_eq!(end_of(&long), cut(0, long.len() as u64));
        // Single lines only: nothing open, the whole file searched.
        let mut single = String::new();
        while single.len() < 3 * CHUNK {
            single.push_str("c({id:1})\n");
        }
        assert_eq!(end_of(&single), End::Clean);
    }

    fn cut(start: u64, len: u64) -> End {
        End::Cut { start, len }
    }

    #[test]
    fn settling_completes_or_moves_aside() {
        let disk = SimDisk::new();
        disk.put("x", b"c({id:1})\nc({id:2})");
        let settled = settle_tail(&disk.file("x"), Path::new("x"), |_| {
            panic!("nothing is cut")
        })
        .unwrap();
        assert_eq!(settled.completed.map(|c| (c.offset, c.len)), Some((10, 9)));
        assert_eq!(disk.contents("x").unwrap(), b"c({id:1})\nc({id:2})\n");

        disk.put("y", b"c({id:1})\nc({id:2");
        let sink = disk.file("y.torn");
        let settled = settle_tail(&disk.file("y"), Path::new("y"), |_| Ok(Box::new(sink))).unwrap();
        assert_eq!(settled.torn.map(|t| (t.offset, t.len)), Some((10, 7)));
        assert_eq!(disk.contents("y").unwrap(), b"c({id:1})\n");
        assert_eq!(disk.contents("y.torn").unwrap(), b"c({id:2\n");
    }
}
