//! The journal style: the entries the journal writer appends, as the reference runtime writes
//! them (docs/format.md, "What folio writes").
//!
//! Each function appends one whole line, `\n` included, to `out`. `default_class` is the DAO's
//! default class name (the registry's `daos` entry, else the class of the DAO's first entry
//! that names one; `None` when there is none): an object of exactly that class is written
//! without `class`, since replay gives it that class anyway. (A class inferred from an entry
//! only stays the default while that entry is replayed before these lines.)

use crate::style::Journal;
use crate::write::{write_object, Members};
use folio_models::Registry;
use folio_store::Object;

/// `c({...})`: a new object, every set field.
pub fn write_create(
    object: &Object,
    default_class: Option<&str>,
    registry: &Registry,
    out: &mut Vec<u8>,
) {
    write_entry(b'c', object, default_class, Members::All, registry, out);
}

/// `p({...})`: the delta that turns `old` (the stored object) into `new`: the id fields, then
/// only the fields whose value changed, a changed nested object whole.
///
/// Contract: replaying `c(old)` then this entry gives `new` whenever `new` is what merging
/// some entry into `old` gives (a field set in `old` is still set in `new`: a put cannot
/// unset). When the class changes the entry names the new class and carries every field.
pub fn write_put(
    old: &Object,
    new: &Object,
    default_class: Option<&str>,
    registry: &Registry,
    out: &mut Vec<u8>,
) {
    let members = if old.class == new.class {
        Members::ChangedFrom(old)
    } else {
        Members::All
    };
    write_entry(b'p', new, default_class, members, registry, out);
}

/// `r({...})`: removes `object`: its class (unless the default) and its id fields.
pub fn write_remove(
    object: &Object,
    default_class: Option<&str>,
    registry: &Registry,
    out: &mut Vec<u8>,
) {
    write_entry(b'r', object, default_class, Members::Ids, registry, out);
}

/// Writes `object`'s body alone, `{...}`, in the journal style (no op, no newline).
pub fn write_journal_object(
    object: &Object,
    default_class: Option<&str>,
    registry: &Registry,
    out: &mut Vec<u8>,
) {
    let with_class = object.class_name(registry) != default_class;
    write_object::<Journal>(object, with_class, Members::All, registry, out);
}

fn write_entry(
    op: u8,
    object: &Object,
    default_class: Option<&str>,
    members: Members<'_>,
    registry: &Registry,
    out: &mut Vec<u8>,
) {
    out.push(op);
    out.push(b'(');
    let with_class = object.class_name(registry) != default_class;
    write_object::<Journal>(object, with_class, members, registry, out);
    out.extend_from_slice(b")\n");
}
