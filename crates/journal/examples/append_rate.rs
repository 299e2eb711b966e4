//! Acknowledged appends per second and fsyncs per append, per fsync policy and number of
//! concurrent writers, on a journal in the given directory (default: a temporary one).
//!
//! cargo run --release -p folio-journal --example append_rate -- [DIR] [SECONDS_PER_ROW]

use std::time::{Duration, Instant};

use folio_journal::{FsyncPolicy, JournalWriter};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let temp = tempfile::tempdir().expect("a temporary directory");
    let dir = args.first().map_or(temp.path().to_path_buf(), Into::into);
    let seconds: f64 = args.get(1).map_or(1.0, |s| s.parse().expect("seconds"));
    let entry = format!("c({{id:1,pad:\"{}\"}})\n", "x".repeat(1000));
    println!("policy  writers  appends/s  fsyncs/append");
    for policy in [FsyncPolicy::Always, FsyncPolicy::Batch, FsyncPolicy::Never] {
        for writers in [1, 4, 16, 64] {
            let path = dir.join(format!("rate-{policy}-{writers}"));
            let (writer, _) = JournalWriter::open(&path, policy).expect("open");
            let at_open = writer.stats().fsyncs;
            let deadline = Instant::now() + Duration::from_secs_f64(seconds);
            let started = Instant::now();
            std::thread::scope(|scope| {
                for _ in 0..writers {
                    scope.spawn(|| {
                        while Instant::now() < deadline {
                            let ticket = writer.append(entry.as_bytes()).expect("append");
                            writer.wait_durable(ticket).expect("wait");
                        }
                    });
                }
            });
            let elapsed = started.elapsed().as_secs_f64();
            let stats = writer.stats();
            writer.close().expect("close");
            std::fs::remove_file(&path).expect("remove");
            let _ = std::fs::remove_file(folio_journal::lock_path(&path));
            println!(
                "{policy:<7} {writers:>7} {:>10.0} {:>14.3}",
                stats.appends as f64 / elapsed,
                (stats.fsyncs - at_open) as f64 / stats.appends as f64
            );
        }
    }
}
