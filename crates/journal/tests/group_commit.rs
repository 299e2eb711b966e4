//! Group commit on a real file: 16 threads appending and waiting under `always` share fsyncs,
//! and every line is in the journal, whole.

use std::collections::HashSet;

use folio_journal::{FsyncPolicy, JournalWriter};

#[test]
fn sixteen_writers_share_fsyncs() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let at_open = writer.stats().fsyncs;
    std::thread::scope(|scope| {
        for t in 0..16 {
            let writer = &writer;
            scope.spawn(move || {
                for n in 0..25 {
                    let line = format!("c({{t:{t},n:{n}}})\n");
                    let ticket = writer.append(line.as_bytes()).unwrap();
                    writer.wait_durable(ticket).unwrap();
                }
            });
        }
    });
    let stats = writer.stats();
    writer.close().unwrap();
    let fsyncs = stats.fsyncs - at_open;
    eprintln!("{} appends, {fsyncs} fsyncs", stats.appends);
    assert_eq!(stats.appends, 400);
    assert!(
        fsyncs < stats.appends,
        "{fsyncs} fsyncs for {} appends",
        stats.appends
    );

    let text = std::fs::read_to_string(&path).unwrap();
    let lines: HashSet<&str> = text.split_inclusive('\n').collect();
    assert_eq!(lines.len(), 400);
    for t in 0..16 {
        for n in 0..25 {
            assert!(lines.contains(&*format!("c({{t:{t},n:{n}}})\n")));
        }
    }
}
