//! Torn last lines that are whole entries.
//!
//! Opening a journal's writer cuts every last line with no line end into `X.torn` (see
//! docs/durability.md): the writer cannot append after it. But a read-only replay applies such
//! a line when it parses, so the cut alone would make a writable open see less than a
//! read-only one. A line that is a whole entry is therefore given back to `X` with its line
//! end; a line cut short stays cut (kept in `X.torn`).

use folio_framing::{frame, FrameKind};
use folio_journal::{JournalWriter, TornTail, WriteError};
use std::io;

/// Whether `line` (a last line with no line end) is a whole entry: it frames as one entry and
/// its body parses. Replay gives such a line a meaning (it applies it, or reports what its
/// content gets wrong); a line cut short in an append fails to parse.
pub(crate) fn is_whole_entry(line: &[u8]) -> bool {
    let mut frames = frame(line);
    match (frames.next(), frames.next()) {
        (Some(f), None) => match f.kind {
            FrameKind::Entry(entry) => folio_dialect::parse_object(entry.body()).is_ok(),
            _ => false,
        },
        _ => false,
    }
}

/// The bytes of the tail the writer just cut, read back from `X.torn` (which ends with the
/// tail and the `\n` the writer added after it).
pub(crate) fn read_cut_line(torn: &TornTail) -> io::Result<Vec<u8>> {
    let kept = std::fs::read(&torn.kept_in)?;
    let end = kept.len().saturating_sub(1);
    let len = torn.len as usize;
    Ok(kept[end.saturating_sub(len)..end].to_vec())
}

/// Appends `line` back to the journal with a line end and waits until it is durable.
pub(crate) fn give_back(writer: &JournalWriter, mut line: Vec<u8>) -> Result<(), WriteError> {
    line.push(b'\n');
    let ticket = writer.append(&line)?;
    writer.wait_durable(ticket)
}

#[cfg(test)]
mod tests {
    use super::is_whole_entry;

    #[test]
    fn whole_entries_are_told_from_lines_cut_short() {
        let table: [(&str, bool); 9] = [
            ("c({id:2,n:\"ha\"})", true),
            ("p({id:2})", true),
            ("v({\"version\":\"1\"})", true),
            ("x({id:2})", true),
            ("c({id:2,n:\"ha", false),
            ("c({id:2,n:\"ha\"}", false),
            ("c({", false),
            ("c(", false),
            ("c", false),
        ];
        for (line, whole) in table {
            assert_eq!(is_whole_entry(line.as_bytes()), whole, "{line}");
        }
    }
}
