//! A replay joins the threads it started before it returns: none is left exiting in the
//! background, holding its thread-local caches (an engine replays, then serves for a long time;
//! a leak checker run after a replay must find nothing). Its own test binary, so no other test's
//! threads or allocations are counted.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::alloc::{GlobalAlloc, Layout, System};
use std::fs;
use std::path::Path;
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::{Duration, Instant};

/// The system allocator, counting the bytes live in this process.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::SeqCst);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::SeqCst);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::SeqCst);
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(new_size as isize - layout.size() as isize, Ordering::SeqCst);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The threads of this process, from `/proc/self/task` (Linux).
fn threads_now() -> usize {
    fs::read_dir("/proc/self/task").unwrap().count()
}

/// The thread count once it has settled to `want`, or what it still is after five seconds. A
/// joined thread stays listed for a moment after `join` returns: the kernel wakes the joiner
/// when the thread lets go of its memory, and reaps the thread a few instructions later.
fn threads_settled_to(want: usize) -> usize {
    let start = Instant::now();
    loop {
        let now = threads_now();
        if now == want || start.elapsed() > Duration::from_secs(5) {
            return now;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
}

/// Frees what the thread pool's work-stealing queues have set aside to free later (their old
/// buffers, the records of threads that have exited): they free memory by epochs, on whichever
/// thread next moves the epoch on. Each pin-and-flush here moves it on once more.
fn collect_garbage() {
    for _ in 0..64 {
        crossbeam_epoch::pin().flush();
    }
}

fn replay_on(dir: &Path, threads: usize) {
    let options = ReplayOptions {
        threads,
        ..ReplayOptions::default()
    };
    let found = discover(&[dir.to_owned()]).unwrap();
    let replayed = replay(&found, &Registry::default(), &options).unwrap();
    assert_eq!(replayed.total().objects, 6_000);
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
    let threads_before = threads_now();
    // A first replay, so what is set up once per process is not counted as held.
    replay_on(dir.path(), 2);
    collect_garbage();
    let bytes_before = LIVE.load(Ordering::SeqCst);
    for threads in [2, 4, 8] {
        replay_on(dir.path(), threads);
        collect_garbage();
        // Exact, with no waiting: a worker's thread-local caches are freed before its join
        // returns, and an unjoined worker may still hold them here.
        assert_eq!(
            LIVE.load(Ordering::SeqCst) - bytes_before,
            0,
            "bytes still held after a replay on {threads} threads"
        );
        assert_eq!(
            threads_settled_to(threads_before),
            threads_before,
            "threads left running after a replay on {threads} threads"
        );
    }
}
