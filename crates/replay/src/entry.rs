//! One framed entry -> what replay does with it.

use folio_decode::{decode_entry, DecodeStats};
use folio_framing::Entry;
use folio_models::Registry;
use folio_store::{Id, Object};

/// The data operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// `c`: insert or replace.
    Create,
    /// `p`: insert or merge.
    Put,
    /// `r`: remove by id.
    Remove,
}

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
    /// A bad entry: skipped and reported. `offset` is where in the entry's text the problem
    /// is, when it is at one place (a syntax error) rather than the whole entry.
    Failed {
        offset: Option<usize>,
        reason: String,
    },
}

/// Parses and types one entry. `default_class` is the DAO's default class. Typing counters go to
/// `stats` only when the entry is applied.
pub fn parse_entry(
    entry: &Entry<'_>,
    default_class: Option<&str>,
    registry: &Registry,
    stats: &mut DecodeStats,
) -> Step {
    let body = entry.body();
    // Where the body starts in the entry's text, to turn parse offsets into lines.
    let body_start = body.as_ptr() as usize - entry.text().as_ptr() as usize;
    let map = match folio_dialect::parse_object(body) {
        Ok((map, _consumed)) => map,
        Err(e) => return failed(Some(body_start + e.offset), e.kind.to_string()),
    };
    let op = match entry.op() {
        'c' => Op::Create,
        'p' => Op::Put,
        'r' => Op::Remove,
        'v' => {
            let version = match map.get("version") {
                Some(folio_dialect::Value::Str(v)) => Some(v.clone()),
                _ => None,
            };
            return Step::Version(version);
        }
        _ => return Step::UnknownOp,
    };
    let mut local = DecodeStats::default();
    let object = match decode_entry(map, default_class, registry, &mut local) {
        Ok(object) => object,
        Err(e) => return failed(None, e.to_string()),
    };
    if op == Op::Remove && !Id::is_present(&object, registry) {
        return failed(None, "`r` entry has no id".into());
    }
    let id = match Id::of(&object, registry) {
        Ok(id) => id,
        Err(reason) => return failed(None, reason),
    };
    *stats += local;
    Step::Apply { op, id, object }
}

#[cold]
fn failed(offset: Option<usize>, reason: String) -> Step {
    Step::Failed { offset, reason }
}
