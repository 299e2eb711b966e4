//! The store's memory on transparent huge pages, when asked for: a global allocator that asks
//! the kernel for huge pages (`madvise(MADV_HUGEPAGE)`) on the heaps the store is allocated
//! from.
//!
//! Applying entries is a walk over memory in no order: each entry looks its id up in a hash
//! table of a million positions, reads its pair in a vector of as many, and writes into a
//! record anywhere in half a gigabyte. With 4 KiB
//! pages nearly every such access also misses the processor's address cache (TLB), and in a
//! virtual machine each miss walks two sets of page tables. On the 1M mixed benchmark journal
//! (`folio-bench run typed|typed_all_cores`, blocks of three runs with and without, twice:
//! BENCHMARKS.md, "Huge pages"), huge pages took the two apply phases on one thread from about
//! 1,110 to 890 ms (medians), and on two threads, where the two cores' misses had doubled their
//! summed time, from about 2,580 to 1,410 ms: two threads went from 2.1-2.5 s to 1.4-1.7 s.
//! Peak memory rose by under 1% (the unused part of the last huge page of each heap).
//!
//! What is advised, so that nothing but the allocator's own heaps changes:
//! - A heap of glibc's thread arenas (where replay's worker threads allocate): a mapping of
//!   64 MiB aligned to 64 MiB, so the heap of a block is its address rounded down. Each heap is
//!   advised once, the first time a block from it is seen (a set of heaps, below).
//! - A block of its own mapping (at least the mmap threshold `heap.rs` sets, 32 MiB: the store's
//!   largest tables and pair vectors), by its own whole huge pages.
//! - Not the main thread's heap: it lies below the program break, and the window of 64 MiB
//!   around it may hold the program's own mappings.
//!
//! **Off unless asked for**: `FOLIO_HUGE_PAGES=on` in the environment turns it on for one
//! process (read by [`set_up_heap`](crate::set_up_heap)); until then this is the system
//! allocator plus one load per allocation. Where the system has transparent huge pages
//! turned off (`never`), or the kernel has none, `madvise` changes nothing either way.
//!
//! Why not by default: the first touch of a huge page clears 2 MiB at once, and in a virtual
//! machine whose host takes back the memory its guest frees (free page reporting), a huge page
//! is nearly always memory the host must back again, where 4 KiB pages mostly reuse what was
//! just freed. On this project's machine, after another program had used and freed 4 GiB, one
//! thread's replay of the mixed journal took 3.7-3.8 s with huge pages against 2.3-3.4 s
//! without, and the 1M suite's `typed` row, which runs after the 5 GiB `generic` row, went from
//! 2.6 to 4.3 s (BENCHMARKS.md, "Huge pages"). Advising only the blocks of their own mapping
//! (then the hash tables of (id, object) pairs) avoided that cost but gained nothing
//! measurable. These figures are of the store before its tables held positions (BENCHMARKS.md,
//! "Memory").
//!
//! Limits: a heap glibc unmaps (when a whole heap becomes free) and maps again at the same
//! address is not advised again, and past 4,096 heaps (256 GiB) no more are; their memory is
//! served on 4 KiB pages as before.

use std::alloc::{GlobalAlloc, Layout, System};

/// The system allocator; once turned on, it advises the heaps it allocates from to use
/// transparent huge pages (see the module's text). Install it with `#[global_allocator]` in a
/// program's `main` crate.
#[derive(Debug, Clone, Copy, Default)]
pub struct HugePageHeaps;

// SAFETY: every call is forwarded to `System` as given; advising only changes how the kernel
// backs memory that is already the allocator's, never its contents or mappings.
unsafe impl GlobalAlloc for HugePageHeaps {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is `System.alloc`'s.
        let block = unsafe { System.alloc(layout) };
        imp::advise(block, layout.size());
        block
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract is `System.alloc_zeroed`'s.
        let block = unsafe { System.alloc_zeroed(layout) };
        imp::advise(block, layout.size());
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is `System.dealloc`'s.
        unsafe { System.dealloc(block, layout) }
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract is `System.realloc`'s.
        let moved = unsafe { System.realloc(block, layout, new_size) };
        imp::advise(moved, new_size);
        moved
    }
}

impl HugePageHeaps {
    /// Starts advising, for the rest of the process: what `FOLIO_HUGE_PAGES=on` does.
    pub fn turn_on() {
        imp::set(true);
    }

    /// Stops advising, for the rest of the process (heaps advised already stay so): for a
    /// program that decides itself (the benchmark's peers run on the plain system allocator,
    /// as their users would, whatever the environment says).
    pub fn turn_off() {
        imp::set(false);
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64"))]
mod imp {
    use crate::heap::MMAP_THRESHOLD;
    use std::cell::Cell;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    /// glibc's heap of a thread arena on 64-bit systems: its size and its alignment.
    const HEAP: usize = 64 << 20;

    /// A transparent huge page on x86-64 and most aarch64 kernels.
    const HUGE_PAGE: usize = 2 << 20;

    /// How many heaps can be advised: 256 GiB of them.
    const SLOTS: usize = 4096;

    static ON: AtomicBool = AtomicBool::new(false);

    /// The heaps advised, by their start, in an open-addressed set (0: empty slot). Statics
    /// only: the allocator must not allocate.
    static ADVISED: [AtomicUsize; SLOTS] = [const { AtomicUsize::new(0) }; SLOTS];

    thread_local! {
        /// The heap of this thread's last block: a thread allocates from its own arena, so
        /// the set is looked at only when that changes. No destructor, so it is usable while
        /// the thread exits.
        static LAST_HEAP: Cell<usize> = const { Cell::new(0) };
    }

    pub(super) fn set(on: bool) {
        ON.store(on, Ordering::Relaxed);
    }

    #[inline]
    pub(super) fn advise(block: *mut u8, size: usize) {
        // Off (the default), the allocator is the system's plus this one load.
        if block.is_null() || !ON.load(Ordering::Relaxed) {
            return;
        }
        let at = block as usize;
        if size >= MMAP_THRESHOLD {
            advise_own_mapping(at, size);
            return;
        }
        let heap = at & !(HEAP - 1);
        // `try_with` fails only while the thread-local is torn down, which a `const` one
        // without a destructor never is; then nothing is advised.
        if LAST_HEAP.try_with(|last| last.replace(heap)) == Ok(heap) {
            return;
        }
        advise_heap(at, heap);
    }

    /// A block of its own mapping: its whole huge pages.
    #[cold]
    fn advise_own_mapping(at: usize, size: usize) {
        let start = at.next_multiple_of(HUGE_PAGE);
        let end = (at + size) & !(HUGE_PAGE - 1);
        if end > start {
            madvise(start, end - start);
        }
    }

    /// The first block seen from `heap`: advises the whole heap unless it was already, or the
    /// block is the main thread's (below the program break).
    #[cold]
    fn advise_heap(at: usize, heap: usize) {
        if at < program_break() {
            return;
        }
        if claim(heap) {
            madvise(heap, HEAP);
        }
    }

    /// Adds `heap` to the set: true if it was not there (and the set was not full).
    fn claim(heap: usize) -> bool {
        let first = (heap / HEAP) % SLOTS;
        for probe in 0..SLOTS {
            let slot = &ADVISED[(first + probe) % SLOTS];
            match slot.compare_exchange(0, heap, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return true,
                Err(held) if held == heap => return false,
                Err(_) => {}
            }
        }
        false
    }

    fn program_break() -> usize {
        // SAFETY: `sbrk(0)` only reads the current break.
        unsafe { libc::sbrk(0) as usize }
    }

    fn madvise(start: usize, len: usize) {
        // SAFETY: advice only: `MADV_HUGEPAGE` changes how the kernel may back the range,
        // never its contents. A range with unmapped holes is advised where it is mapped (and
        // reported as `ENOMEM`); failures, such as a kernel without huge pages, are ignored.
        unsafe {
            libc::madvise(start as *mut libc::c_void, len, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu", target_pointer_width = "64")))]
mod imp {
    pub(super) fn set(_on: bool) {}

    #[inline]
    pub(super) fn advise(_block: *mut u8, _size: usize) {}
}
