//! `HugePageHeaps`, as this program's allocator, advises a thread arena's heap and a block of
//! its own mapping to use transparent huge pages, leaves the main thread's heap alone, and
//! advises nothing under `FOLIO_HUGE_PAGES=off`. Checked in `/proc/self/smaps`, where an
//! advised mapping has `hg` among its `VmFlags`. Its own program (no test harness: the main
//! thread is the program's), which runs itself again for the setting that is read at start.

use std::process::Command;

#[global_allocator]
static ALLOCATOR: folio_replay::HugePageHeaps = folio_replay::HugePageHeaps;

/// Set in the environment of the run of this program that checks the setting.
const CHILD: &str = "FOLIO_HUGE_PAGES_TEST_CHILD";

/// The `VmFlags` of the mapping that holds `at`.
fn vm_flags(at: usize) -> Vec<String> {
    let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
    let mut inside = false;
    for line in smaps.lines() {
        let first = line.split_whitespace().next().unwrap_or("");
        if let Some((start, end)) = first.split_once('-') {
            if let (Ok(start), Ok(end)) = (
                usize::from_str_radix(start, 16),
                usize::from_str_radix(end, 16),
            ) {
                inside = start <= at && at < end;
                continue;
            }
        }
        if inside {
            if let Some(flags) = line.strip_prefix("VmFlags:") {
                return flags.split_whitespace().map(str::to_owned).collect();
            }
        }
    }
    panic!("no mapping holds {at:#x}");
}

fn advised(at: usize) -> bool {
    vm_flags(at).iter().any(|flag| flag == "hg")
}

/// A block allocated on a new thread, which allocates from an arena of its own: its address.
fn thread_block() -> usize {
    std::thread::spawn(|| {
        let block = Box::new([1u8; 1024]);
        let at = &*block as *const [u8; 1024] as usize;
        // Kept, so that the heap stays while it is looked at.
        std::mem::forget(block);
        at
    })
    .join()
    .unwrap()
}

fn main() {
    if !std::path::Path::new("/sys/kernel/mm/transparent_hugepage/enabled").exists() {
        eprintln!("huge_pages: skipped, this kernel has no transparent huge pages");
        return;
    }
    folio_replay::set_up_heap();
    if std::env::var_os(CHILD).is_some() {
        let at = thread_block();
        assert!(
            !advised(at),
            "with FOLIO_HUGE_PAGES=off a thread's heap was advised"
        );
        return;
    }

    let at = thread_block();
    assert!(advised(at), "a thread's heap ({at:#x}) was not advised");

    let big = vec![7u8; 64 << 20];
    let middle = big.as_ptr() as usize + (32 << 20);
    assert!(
        advised(middle),
        "a block of its own mapping ({middle:#x}) was not advised"
    );

    let small = Box::new([1u8; 64]);
    let at = &*small as *const [u8; 64] as usize;
    assert!(
        !advised(at),
        "the main thread's heap ({at:#x}) was advised: the window around it may hold the \
         program's own mappings"
    );
    drop((big, small));

    let status = Command::new(std::env::current_exe().unwrap())
        .env(CHILD, "1")
        .env("FOLIO_HUGE_PAGES", "off")
        .status()
        .unwrap();
    assert!(status.success(), "the run with FOLIO_HUGE_PAGES=off failed");
    eprintln!("huge_pages: ok");
}
