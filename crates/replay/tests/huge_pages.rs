//! `HugePageHeaps`, as this program's allocator, advises nothing unless `FOLIO_HUGE_PAGES=on`;
//! then it advises a thread arena's heap and a block of its own mapping to use transparent
//! huge pages, and leaves the main thread's heap alone. Checked in `/proc/self/smaps`, where an
//! advised mapping has `hg` among its `VmFlags`. Its own program (no test harness: the main
//! thread is the program's), which runs itself again for each setting, read at start.

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
    match std::env::var(CHILD).as_deref() {
        Ok("on") => check_on(),
        Ok(_) => {
            let at = thread_block();
            assert!(
                !advised(at),
                "without FOLIO_HUGE_PAGES=on a thread's heap was advised"
            );
        }
        Err(_) => {
            run_again("on", Some("on"));
            run_again("default", None);
            run_again("other", Some("yes"));
            eprintln!("huge_pages: ok");
        }
    }
}

/// Runs this program again with `CHILD` set to `role` and `FOLIO_HUGE_PAGES` to `setting`.
fn run_again(role: &str, setting: Option<&str>) {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command.env(CHILD, role).env_remove("FOLIO_HUGE_PAGES");
    if let Some(setting) = setting {
        command.env("FOLIO_HUGE_PAGES", setting);
    }
    let status = command.status().unwrap();
    assert!(
        status.success(),
        "the run with FOLIO_HUGE_PAGES={setting:?} failed"
    );
}

/// With `FOLIO_HUGE_PAGES=on`: a thread's heap and a block of its own mapping are advised, the
/// main thread's heap is not.
fn check_on() {
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
}
