//! `folio export --format jsonl`: one object per line, sorted by id.

use crate::json::write_object;
use folio_models::Registry;
use folio_store::Dao;
use std::io::{self, Write};

/// Flush threshold: large writes, never one per object.
const BUFFER: usize = 256 * 1024;

/// Writes every object of `dao` as a JSON line, sorted by id. The output depends only on the
/// DAO's contents, so it is byte-identical however the DAO was replayed.
pub fn export_jsonl<W: Write>(dao: &Dao, registry: &Registry, mut out: W) -> io::Result<()> {
    let mut buf = Vec::with_capacity(BUFFER + 4096);
    for (_, object) in dao.sorted() {
        write_object(object, registry, &mut buf);
        buf.push(b'\n');
        if buf.len() >= BUFFER {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    out.write_all(&buf)?;
    out.flush()
}
