//! One framed entry -> what replay does with it.

use folio_decode::{decode_entry, decode_fast, DecodeStats};
use folio_framing::Entry;
use folio_models::Registry;
use folio_store::{Class, Id, Object, Op};

use crate::collapse::{self, CollapseCause};
use crate::error::EntryErrorKind;

/// What one entry asks of the store.
#[derive(Debug)]
pub enum Step {
    Apply {
        op: Op,
        id: Id,
        object: Object,
    },
    /// A `v` record, with the version text when it gives one.
    Version(Option<String>),
    /// Parsed, but its op letter is none of the above: counted, not applied.
    UnknownOp,
    /// A bad entry: skipped and reported. `line` is the 0-based line within the entry's text
    /// where the problem is (a syntax error in a multi-line entry), else 0. The kind is boxed:
    /// it is rare, and the box keeps `Step` small.
    Failed {
        line: u32,
        kind: Box<EntryErrorKind>,
    },
}

/// Which decoder types `p`, `c` and `r` entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Decoder {
    /// The single-pass typed decoder, with the tree path for the entries it hands back.
    #[default]
    Fast,
    /// Always the tree path: parse into a generic tree, then type it (the reference reading).
    Tree,
}

/// What parsing counted, beyond the step itself.
#[derive(Debug, Clone, Copy, Default)]
pub struct ParseStats {
    /// Typing counters of entries that apply.
    pub decode: DecodeStats,
    /// Entries typed by the single-pass decoder.
    pub fast_path: u64,
    /// Entries parsed into a tree (every entry the fast path did not take).
    pub fallback: u64,
    /// Set when the entry's id collapsed or its effect was not kept (`crate::collapse`).
    pub collapse: Option<CollapseCause>,
}

/// Parses and types one entry. `default_class` is the DAO's default class.
pub fn parse_entry(
    entry: &Entry<'_>,
    default_class: Option<&str>,
    registry: &Registry,
    decoder: Decoder,
    stats: &mut ParseStats,
) -> Step {
    let body = entry.body();
    let op = Op::from_letter(entry.op());
    if let (Some(op), Decoder::Fast) = (op, decoder) {
        let mut local = DecodeStats::default();
        if let Some(object) = decode_fast(body, default_class, registry, &mut local) {
            // A generic entry counts as the tree's whichever way it went: the generic single
            // pass takes an entry or not by what its thread decoded before, and the counters
            // (kept in snapshots) must not differ between runs of the same journals.
            match object.class {
                Class::Model(_) => stats.fast_path += 1,
                Class::Named(_) | Class::Anonymous => stats.fallback += 1,
            }
            return apply_step(op, object, registry, local, stats, body);
        }
    }
    stats.fallback += 1;
    // Where the body starts in the entry's text, to turn parse offsets into lines.
    let body_start = body.as_ptr() as usize - entry.text().as_ptr() as usize;
    let map = match folio_dialect::parse_object(body) {
        Ok((map, _consumed)) => map,
        Err(e) => return syntax_error(entry.text(), body_start + e.offset, e.kind),
    };
    let Some(op) = op else {
        if entry.op() == 'v' {
            let version = match map.get("version") {
                Some(folio_dialect::Value::Str(v)) => Some(v.clone()),
                _ => None,
            };
            return Step::Version(version);
        }
        return Step::UnknownOp;
    };
    let mut local = DecodeStats::default();
    match decode_entry(map, default_class, registry, &mut local) {
        Ok(object) => apply_step(op, object, registry, local, stats, body),
        Err(e) => failed(EntryErrorKind::Decode(e)),
    }
}

/// The step for a decoded object: its id, checked; typing counters count only if it applies.
/// An id that collapsed is noted in `stats.collapse`: looked for only when typing dropped a
/// value of the entry or its id is `Id::Null`, so other entries pay one branch. `body` is the
/// entry's text, parsed again only on that branch.
fn apply_step(
    op: Op,
    object: Object,
    registry: &Registry,
    local: DecodeStats,
    stats: &mut ParseStats,
    body: &[u8],
) -> Step {
    if op == Op::Remove && !Id::is_present(&object, registry) {
        stats.collapse = collapse::of_unkept_remove(&object, registry, body);
        // Say which it was: no id at all, or an id whose value did not type.
        if let Some(CollapseCause::Untyped { model, property }) = stats.collapse {
            let name = &registry.model(model).properties[property as usize].name;
            return failed(EntryErrorKind::RemoveIdUntyped {
                property: name.as_ref().into(),
            });
        }
        return failed(EntryErrorKind::NoId);
    }
    match Id::of(&object, registry) {
        Ok(id) => {
            if local.type_mismatches > 0 || matches!(id, Id::Null) {
                stats.collapse = collapse::of_applied(&object, &id, registry, body);
            }
            stats.decode += local;
            Step::Apply { op, id, object }
        }
        Err(e) => {
            stats.collapse = Some(collapse::of_not_a_key(&object, registry, &e));
            failed(EntryErrorKind::Id(e))
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

/// A syntax error at byte `offset` of the entry's `text`: it says where, the line within a
/// multi-line entry and the column.
#[cold]
fn syntax_error(text: &[u8], offset: usize, kind: folio_dialect::ErrorKind) -> Step {
    let (line, column) = locate(text, offset);
    Step::Failed {
        line,
        kind: Box::new(EntryErrorKind::Syntax { kind, column }),
    }
}

/// The line (0-based, within the entry) and column (1-based, in characters) of byte `offset`
/// of an entry's text. Only called for errors, so it may be slow.
#[cold]
fn locate(text: &[u8], offset: usize) -> (u32, usize) {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line_start = memchr::memrchr(b'\n', before).map_or(0, |i| i + 1);
    let line = memchr::memchr_iter(b'\n', before).count() as u32;
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    (line, column)
}
