//! How the process's heap grows while a store fills.
//!
//! Replay parses on worker threads, so glibc serves the store from its per-thread arenas, and
//! such an arena grows by `mprotect`-ing 128 KiB more of its reserved heap each time it runs
//! out: about ten thousand system calls, each one rewriting the process's memory map, for a
//! 1.4 GB store. Growing in 32 MiB steps instead cut a 1M-entry replay's system time from
//! 1.6 s to 1.15 s (`/usr/bin/time folio replay --threads 1` on the benchmark journal, glibc
//! 2.36), with the same peak RSS: the padding is only reserved address space until it is
//! touched.
//!
//! Setting any such parameter turns off glibc's sliding threshold for giving a large block its
//! own memory mapping, so every chunk's result vector (a few hundred KiB) would be mapped,
//! faulted in and unmapped again each time. So the threshold is set too, to the same 32 MiB:
//! page faults of a 1M-entry replay fell from 383,000 to 361,000 (create) and from 262,500 to
//! 238,900 (mixed), counted by `/usr/bin/time -f %R`, again with the same peak RSS.

/// How much more than asked for a heap grows by at a time, and the size from which an
/// allocation gets its own mapping.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const TOP_PAD: libc::c_int = 32 << 20;

/// Makes the allocator grow its heaps in large steps. Programs call it once, first thing in
/// `main`; elsewhere than glibc it does nothing.
pub fn grow_heap_in_large_steps() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` only sets an allocator parameter; `M_TOP_PAD` takes any
    // non-negative size, `M_MMAP_THRESHOLD` up to 32 MiB on 64-bit systems (a larger value is
    // refused, which changes nothing).
    unsafe {
        libc::mallopt(libc::M_TOP_PAD, TOP_PAD);
        libc::mallopt(libc::M_MMAP_THRESHOLD, TOP_PAD);
    }
}
