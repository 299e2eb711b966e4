//! A replay joins the threads it started before it returns: none is left exiting in the
//! background, holding its thread-local caches (an engine replays, then serves for a long time;
//! a leak checker run after a replay must find nothing). Its own test binary, so no other test's
//! threads are counted.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::fs;

/// The threads of this process, from `/proc/self/task` (Linux).
fn threads_now() -> usize {
    fs::read_dir("/proc/self/task").unwrap().count()
}

#[test]
fn no_worker_outlives_the_replay() {
    if fs::metadata("/proc/self/task").is_err() {
        eprintln!("no /proc/self/task on this system; skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut journal = String::new();
    for i in 0..2_000 {
        journal.push_str(&format!("p({{id:{i},name:\"n{i}\"}})\n"));
    }
    for dao in ["a", "b", "c"] {
        fs::write(dir.path().join(dao), &journal).unwrap();
    }
    let registry = Registry::default();
    let before = threads_now();
    for threads in [2, 4, 8] {
        let options = ReplayOptions {
            threads,
            ..ReplayOptions::default()
        };
        let found = discover(&[dir.path().to_owned()]).unwrap();
        let replayed = replay(&found, &registry, &options).unwrap();
        assert_eq!(replayed.total().objects, 6_000);
        assert_eq!(
            threads_now(),
            before,
            "threads left running after a replay on {threads} threads"
        );
    }
}
