//! Reading the journals: each DAO's files in discovery order, block by block (so memory holds a
//! block, not a file), framed into entries that the dialect parses into the [`Table`].

use super::error::{BadEntry, InferError, Warning};
use super::form::named_class;
use super::table::{Op, Place, Table};
use super::{Counts, InferOptions};
use folio_framing::{frame, Frame, FrameKind};
use folio_journal::{Blocks, DaoFiles};
use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::path::Path;

/// What reading gathers.
#[derive(Debug)]
pub(crate) struct Reader<'o> {
    options: &'o InferOptions,
    pub(crate) table: Table,
    /// DAOs with class-less entries, and the default class those took.
    pub(crate) daos: BTreeMap<String, String>,
    pub(crate) counts: Counts,
    pub(crate) warnings: Vec<Warning>,
}

impl<'o> Reader<'o> {
    pub(crate) fn new(options: &'o InferOptions) -> Reader<'o> {
        Reader {
            options,
            table: Table::default(),
            daos: BTreeMap::new(),
            counts: Counts::default(),
            warnings: Vec::new(),
        }
    }

    /// Reads every file of `dao`. Its class-less top-level objects take its default class: the
    /// first class any of its `p`, `c` or `r` entries names, as replay does (docs/format.md,
    /// "Typing").
    pub(crate) fn dao(&mut self, dao: &DaoFiles) -> Result<(), InferError> {
        self.counts.daos += 1;
        let default = default_class(dao, self.options.read_block)?;
        if default.is_none() {
            self.counts.classless_daos += 1;
            self.warnings.push(Warning::NoClass {
                dao: dao.name.clone(),
            });
        }
        let mut classless = false;
        for path in &dao.files {
            self.counts.files += 1;
            frames(path, self.options.read_block, |f, line| {
                classless |= self.frame(path, f, line, default.as_deref());
                ControlFlow::Continue(())
            })?;
        }
        if let (true, Some(class)) = (classless, default) {
            self.daos.insert(dao.name.clone(), class);
        }
        Ok(())
    }

    /// Notes one frame at `line` of `path`; returns whether it was a class-less entry that took
    /// the default class.
    fn frame(&mut self, path: &Path, f: Frame<'_>, line: u32, default: Option<&str>) -> bool {
        let entry = match f.kind {
            FrameKind::Blank | FrameKind::Comment => return false,
            FrameKind::TooShort => {
                self.bad(path, line, BadEntry::TooShort);
                return false;
            }
            FrameKind::Unterminated => {
                self.bad(path, line, BadEntry::Unterminated);
                return false;
            }
            FrameKind::Entry(entry) => entry,
        };
        let body = entry.body();
        let map = match folio_dialect::parse_object(body) {
            Ok((map, _)) => map,
            Err(e) => {
                let at = body.as_ptr() as usize - entry.text().as_ptr() as usize + e.offset;
                let (within, column) = locate(entry.text(), at);
                let reason = BadEntry::Syntax {
                    kind: e.kind,
                    column,
                };
                self.bad(path, line.saturating_add(within), reason);
                return false;
            }
        };
        // `v` records and unknown ops are not data.
        let op = match entry.op() {
            'p' => Op::Put,
            'c' => Op::Create,
            'r' => Op::Remove,
            _ => return false,
        };
        self.counts.entries += 1;
        let place = Place { file: path, line };
        let named = named_class(&map);
        match named.or(default) {
            Some(class) => self.table.entry(class, &map, op, place),
            None => map.iter().for_each(|(_, v)| self.table.inside(v, place)),
        }
        named.is_none() && default.is_some()
    }

    /// Counts a bad entry, and keeps it while under the limit.
    #[cold]
    fn bad(&mut self, path: &Path, line: u32, reason: BadEntry) {
        self.counts.skipped += 1;
        if self.counts.skipped <= self.options.bad_entry_limit as u64 {
            self.warnings.push(Warning::BadEntry {
                file: path.to_owned(),
                line,
                reason,
            });
        }
    }
}

/// The first class a `p`, `c` or `r` entry of `dao` names as its first key, in file order.
fn default_class(dao: &DaoFiles, block: usize) -> Result<Option<String>, InferError> {
    let mut found = None;
    for path in &dao.files {
        frames(path, block, |f, _| {
            let FrameKind::Entry(entry) = &f.kind else {
                return ControlFlow::Continue(());
            };
            // Most entries name no class: only those that hold the word are parsed.
            if !matches!(entry.op(), 'p' | 'c' | 'r')
                || memchr::memmem::find(entry.body(), b"class").is_none()
            {
                return ControlFlow::Continue(());
            }
            if let Ok((map, _)) = folio_dialect::parse_object(entry.body()) {
                if let Some(class) = named_class(&map) {
                    found = Some(class.to_owned());
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        })?;
        if found.is_some() {
            break;
        }
    }
    Ok(found)
}

/// Calls `visit` with every frame of the file at `path` and its 1-based line in the file, until
/// it breaks. Reads about `block` bytes at a time: a multi-line entry cut by a block's end is
/// read whole with the next block.
fn frames(
    path: &Path,
    block: usize,
    mut visit: impl FnMut(Frame<'_>, u32) -> ControlFlow<()>,
) -> Result<(), InferError> {
    let io = |line: u32| {
        move |source| InferError::Io {
            path: path.to_owned(),
            line,
            source,
        }
    };
    let mut blocks = Blocks::open(path, block).map_err(io(1))?;
    // Lines of the file before the next block.
    let mut before = 0u32;
    loop {
        let Some(block) = blocks.next_block().map_err(io(before.saturating_add(1)))? else {
            return Ok(());
        };
        let mut framer = frame(block.bytes);
        let mut cut = None;
        for f in framer.by_ref() {
            if !block.last && f.kind == FrameKind::Unterminated {
                cut = Some((f.offset, f.line - 1));
                break;
            }
            let line = before.saturating_add(f.line);
            if visit(f, line).is_break() {
                return Ok(());
            }
        }
        let (used, lines) = cut.unwrap_or((block.bytes.len(), framer.lines()));
        blocks.consume(used, lines);
        before = before.saturating_add(lines);
    }
}

/// The line (0-based, within the entry) and column (1-based, in characters) of byte `offset`
/// of an entry's text, as replay reports it. Only called for bad entries, so it may be slow.
#[cold]
fn locate(text: &[u8], offset: usize) -> (u32, usize) {
    let before = &text[..offset.min(text.len())];
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
    let line = memchr::memchr_iter(b'\n', before).count() as u32;
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    (line, column)
}
