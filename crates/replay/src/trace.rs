//! The history of one object (`folio log`): every entry of a DAO that applied to one id, in
//! replay order, with what it carried and the object's state after it.
//!
//! It reads the DAO's files as replay does (blocks, framing, multi-line entries, compressed
//! journals, class-less entries typed with the DAO's default class) and types each entry with
//! replay's own [`parse_entry`], but on one thread and keeping only the one object: every other
//! id's entries are parsed and dropped. Operations on different ids commute, so the state of
//! that id after each of its entries is the state a replay of the files cut after that entry
//! holds for it.

use crate::entry::{parse_entry, Decoder, ParseStats, Step};
use crate::error::ReplayError;
use folio_framing::{frame, FrameKind};
use folio_journal::{Blocks, DaoFiles, DEFAULT_BLOCK};
use folio_models::Registry;
use folio_store::{Applied, Dao, Id, Object, Op};
use std::path::Path;

/// One entry that applied to the traced id.
#[derive(Debug)]
pub struct Touch<'a> {
    /// The file the entry is in, as discovery named it.
    pub file: &'a Path,
    /// The entry's first line (1-based, in the file's text once decompressed).
    pub line: u32,
    /// Its last line: `line` unless the entry spans several lines.
    pub end_line: u32,
    pub op: Op,
    /// What applying it did (a `p` on an existing object is [`Applied::Merged`]).
    pub applied: Applied,
    /// The entry's object as typed: for a merge, exactly the properties it set.
    pub entry: &'a Object,
    /// The object after the entry; `None` when there is none (removed, or never there).
    pub after: Option<&'a Object>,
}

/// What tracing one id found, beyond the touches themselves.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Traced {
    /// Entries that applied to the id.
    pub touches: u64,
    /// Bad entries of the whole DAO (any id): they applied nothing, and one that does not
    /// parse cannot be told to be about the id or not.
    pub bad_entries: u64,
}

/// Calls `each` for every entry of the DAO's `files` that applies to `id`, in replay order.
/// `default_class` is the class class-less entries take, as replay settled it for the DAO
/// ([`DaoReplay::default_class`](crate::DaoReplay::default_class)). Reads every file once, on
/// the calling thread, holding a block of a file and the one object; fails only when a file
/// cannot be read.
pub fn trace(
    files: &DaoFiles,
    id: &Id,
    registry: &Registry,
    default_class: Option<&str>,
    mut each: impl FnMut(&Touch<'_>),
) -> Result<Traced, ReplayError> {
    let mut dao = Dao::new(&files.name);
    let mut traced = Traced::default();
    for path in &files.files {
        let io = |source| ReplayError::Io {
            path: path.to_owned(),
            source,
        };
        let mut blocks = Blocks::open(path, DEFAULT_BLOCK).map_err(io)?;
        while let Some(block) = blocks.next_block().map_err(io)? {
            let mut framer = frame(block.bytes);
            let (mut used, mut used_lines) = (block.bytes.len(), None);
            while let Some(f) = framer.next() {
                let entry = match &f.kind {
                    FrameKind::Blank | FrameKind::Comment => continue,
                    FrameKind::Unterminated if !block.last => {
                        // A multi-line entry still open at the block's end: read on.
                        (used, used_lines) = (f.offset, Some(f.line - 1));
                        break;
                    }
                    FrameKind::TooShort | FrameKind::Unterminated => {
                        traced.bad_entries += 1;
                        continue;
                    }
                    FrameKind::Entry(entry) => entry,
                };
                let mut stats = ParseStats::default();
                let step = parse_entry(entry, default_class, registry, Decoder::Fast, &mut stats);
                let (op, object) = match step {
                    Step::Apply { op, id: at, object } if at == *id => (op, object),
                    Step::Failed { .. } => {
                        traced.bad_entries += 1;
                        continue;
                    }
                    _ => continue,
                };
                let applied = dao.apply(op, id.clone(), object.clone(), registry);
                traced.touches += 1;
                each(&Touch {
                    file: path,
                    line: block.lines.saturating_add(f.line),
                    end_line: block.lines.saturating_add(framer.lines()),
                    op,
                    applied,
                    entry: &object,
                    after: dao.get(id),
                });
            }
            let lines = used_lines.unwrap_or_else(|| framer.lines());
            blocks.consume(used, lines);
        }
        if blocks.take_broken().is_some() {
            traced.bad_entries += 1;
        }
    }
    Ok(traced)
}
