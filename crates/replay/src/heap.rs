//! How the process's heap grows while a store fills.
//!
//! Replay parses on worker threads, so glibc serves the store from its per-thread arenas. Such
//! an arena is a chain of heaps of at most 64 MiB each (on 64-bit systems), each reserved whole
//! but usable only as far as it has been `mprotect`-ed. A new heap starts usable for what was
//! asked plus the top pad (`M_TOP_PAD`); after that, glibc makes it usable by exactly what each
//! request lacks, one `mprotect` (and one rewrite of the process's memory map) at a time. With
//! glibc's default top pad (128 KiB), nearly all of a store's growth goes that way.
//!
//! The top pad is therefore set to the whole heap: every new heap is usable at once and never
//! grows. That costs only address space, since untouched pages take no memory. It matters:
//! - A top pad of 32 MiB (half a heap) cut a 1M-entry replay's system time from 1.6 s to 1.15 s
//!   (`/usr/bin/time folio replay --threads 1` on the benchmark journal, glibc 2.36), with the
//!   same peak RSS.
//! - Yet `strace -c` still counted 75,760 `mprotect` calls: the second half of every heap
//!   still grew one request at a time.
//! - With 64 MiB the count is 19. System time fell by about 0.2 s more (0.62-0.86 s against
//!   0.89-1.11 s, one thread, 8 alternating runs), with the same peak RSS and page faults on the
//!   create and mixed journals.
//!
//! The cost: glibc trims a heap's free top down to the top pad, not below. After many frees
//! (a long-running server's), each arena may keep up to 64 MiB of free memory where it kept
//! 32 MiB. The mixed journal's frees did not raise the replay's peak.
//!
//! Setting any such parameter turns off glibc's sliding threshold for giving a large block its
//! own memory mapping. Every chunk's result vector (a few hundred KiB) would then be mapped,
//! faulted in and unmapped again each time. So the threshold is set too, to its largest value,
//! 32 MiB. Page faults of a 1M-entry replay fell from 383,000 to 361,000 (create) and from
//! 262,500 to 238,900 (mixed), counted by `/usr/bin/time -f %R`, again with the same peak RSS.

/// How much more than asked for a new heap is usable at once: a whole heap of glibc's on
/// 64-bit systems (twice the largest mmap threshold), so a heap never grows by `mprotect`.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TOP_PAD: libc::c_int = 64 << 20;

/// The size from which an allocation gets its own mapping: the largest glibc takes.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub(crate) const MMAP_THRESHOLD: usize = 32 << 20;

/// Sets the process's heap up for a store: makes the allocator grow its heaps in large steps
/// (above), and, when `FOLIO_HUGE_PAGES=on` is in the environment, lets
/// [`HugePageHeaps`](crate::HugePageHeaps) advise them to use huge pages. Programs call it
/// once, first thing in `main`; elsewhere than glibc the first part does nothing.
pub fn set_up_heap() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets an allocator parameter; `M_TOP_PAD` takes any
    // non-negative size, `M_MMAP_THRESHOLD` up to 32 MiB on 64-bit systems (a larger value is
    // refused, which changes nothing).
    unsafe {
        libc::mallopt(libc::M_TOP_PAD, TOP_PAD);
        libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD as libc::c_int);
    }
    if std::env::var_os("FOLIO_HUGE_PAGES").is_some_and(|v| v == "on") {
        crate::HugePageHeaps::turn_on();
    }
}
