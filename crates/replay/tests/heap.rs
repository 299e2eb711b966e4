//! `set_up_heap` makes every heap glibc creates afterwards usable whole, so a
//! store that grows never makes the allocator `mprotect` more of a heap (one call, and one
//! rewrite of the memory map, per step otherwise). Checked in `/proc/self/maps`: the heap that
//! holds a new thread's allocations has no part still reserved only (`---p`). Its own test
//! binary, so the setting is made before the thread's arena exists.

/// glibc's largest heap on 64-bit systems; heaps are aligned to it.
#[cfg(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64"))]
const HEAP: usize = 64 << 20;

/// The mappings of this process that overlap `from..to`: (start, end, permissions).
#[cfg(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64"))]
fn mappings(from: usize, to: usize) -> Vec<(usize, usize, String)> {
    let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
    maps.lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace();
            let (start, end) = fields.next()?.split_once('-')?;
            let start = usize::from_str_radix(start, 16).ok()?;
            let end = usize::from_str_radix(end, 16).ok()?;
            let perms = fields.next()?.to_owned();
            (start < to && end > from).then_some((start, end, perms))
        })
        .collect()
}

#[cfg(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64"))]
#[test]
fn a_new_heap_is_usable_whole() {
    folio_replay::set_up_heap();
    // A new thread gets a new arena (the other threads of this process are alive, so none is
    // free to reuse), whose first heap is created now, after the setting.
    let (heap, layout) = std::thread::spawn(|| {
        // Blocks the size of a store's records, 8 MiB of them: far past what a heap is made
        // usable for without the setting (what was asked plus 128 KiB).
        let blocks: Vec<Box<[u8; 1024]>> = (0..8192).map(|_| Box::new([1u8; 1024])).collect();
        let at = &*blocks[blocks.len() - 1] as *const [u8; 1024] as usize;
        let heap = at & !(HEAP - 1);
        let layout = mappings(heap, heap + HEAP);
        drop(blocks);
        (heap, layout)
    })
    .join()
    .unwrap();
    assert!(!layout.is_empty(), "no mapping holds the thread's blocks");
    let covered: usize = layout
        .iter()
        .map(|(start, end, _)| end.min(&(heap + HEAP)) - start.max(&heap))
        .sum();
    assert_eq!(
        covered, HEAP,
        "the heap at {heap:#x} is not one 64 MiB mapping: {layout:x?}"
    );
    for (start, end, perms) in &layout {
        assert!(
            perms.starts_with("rw"),
            "part of the heap at {heap:#x} is reserved but not usable ({start:#x}-{end:#x} {perms}): \
             it would grow by mprotect"
        );
    }
}
