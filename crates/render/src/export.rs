//! Whole DAOs, sorted by id: `folio export --format jsonl` and the journal a compaction writes.

use crate::journal::write_create;
use crate::json::write_object;
use folio_models::Registry;
use folio_store::{Dao, Object};
use std::io::{self, Write};

/// Flush threshold: large writes, never one per object.
const BUFFER: usize = 256 * 1024;

/// Writes every object of `dao` as a strict-JSON line, sorted by id. The output depends only on
/// the DAO's contents, so it is byte-identical however the DAO was replayed.
pub fn export_jsonl<W: Write>(dao: &Dao, registry: &Registry, out: W) -> io::Result<()> {
    write_sorted(dao, out, |object, buf| {
        write_object(object, registry, buf);
        buf.push(b'\n');
    })
}

/// [`export_jsonl`] of each object as FOAM reads it: a property the object never set that has a
/// constant default written with it ([`Object::with_defaults`]). `folio export --effective`.
pub fn export_jsonl_effective<W: Write>(dao: &Dao, registry: &Registry, out: W) -> io::Result<()> {
    write_sorted(dao, out, |object, buf| {
        match object.with_defaults(registry) {
            Some(effective) => write_object(&effective, registry, buf),
            None => write_object(object, registry, buf),
        }
        buf.push(b'\n');
    })
}

/// [`export_jsonl`] with each line naming its DAO first: `{"_dao":"users","class":...}`, so
/// that the lines of several DAOs stay apart in one stream (`folio export --with-dao`).
pub fn export_jsonl_with_dao<W: Write>(dao: &Dao, registry: &Registry, out: W) -> io::Result<()> {
    let mut member = b"\"_dao\":".to_vec();
    crate::escape::write_string(dao.name(), &mut member);
    write_sorted(dao, out, |object, buf| {
        let start = buf.len();
        write_object(object, registry, buf);
        // After the object's `{`: the member, and a comma unless the object is empty.
        let empty = buf.get(start + 1) == Some(&b'}');
        let at = start + 1;
        buf.splice(
            at..at,
            member.iter().copied().chain((!empty).then_some(b',')),
        );
        buf.push(b'\n');
    })
}

/// Writes every object of `dao` as one `c({...})` line, sorted by id: a journal that replays
/// to the DAO's state. `default_class` is the DAO's default class (see [`write_create`]).
///
/// The output stands alone, so pass the class the registry gives the DAO
/// (`Registry::dao_class`), not one inferred from the class of its first entry that names
/// one: objects of the default class are written without `class`, so no line would name an
/// inferred class for the replay of the output to find.
pub fn export_journal<W: Write>(
    dao: &Dao,
    default_class: Option<&str>,
    registry: &Registry,
    out: W,
) -> io::Result<()> {
    write_sorted(dao, out, |object, buf| {
        write_create(object, default_class, registry, buf)
    })
}

fn write_sorted<W: Write>(
    dao: &Dao,
    mut out: W,
    mut line: impl FnMut(&Object, &mut Vec<u8>),
) -> io::Result<()> {
    let mut buf = Vec::with_capacity(BUFFER + 4096);
    for (_, object) in dao.sorted() {
        line(object, &mut buf);
        if buf.len() >= BUFFER {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    out.write_all(&buf)?;
    out.flush()
}
