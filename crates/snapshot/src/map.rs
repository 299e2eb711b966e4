//! A snapshot file mapped into memory, read in place: opening a snapshot costs no copy of
//! its bytes and no zeroed buffer of its size, and the pages are read by the threads that
//! decode them.

use std::fs::File;
use std::io;
use std::os::fd::AsRawFd;

/// The bytes of a file, mapped read-only; unmapped when dropped.
#[derive(Debug)]
pub struct Mapped {
    ptr: *mut libc::c_void,
    len: usize,
}

// SAFETY: the mapping is read-only memory owned by this value; sharing `&[u8]` views of it
// between threads is as safe as sharing any `&[u8]`.
unsafe impl Send for Mapped {}
// SAFETY: as above; nothing is mutated through a `&Mapped`.
unsafe impl Sync for Mapped {}

impl Mapped {
    /// Maps the whole of `file`.
    pub fn new(file: &File) -> io::Result<Mapped> {
        let len = usize::try_from(file.metadata()?.len())
            .map_err(|_| io::Error::from(io::ErrorKind::FileTooLarge))?;
        if len == 0 {
            // mmap refuses an empty mapping: an empty file has no bytes to map.
            return Ok(Mapped {
                ptr: std::ptr::null_mut(),
                len: 0,
            });
        }
        // SAFETY: a new private read-only mapping of `len` bytes of an open file descriptor at
        // offset 0; the kernel picks the address; the result is checked below.
        let ptr = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                len,
                libc::PROT_READ,
                libc::MAP_PRIVATE,
                file.as_raw_fd(),
                0,
            )
        };
        if ptr == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        Ok(Mapped { ptr, len })
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        if self.len == 0 {
            return &[];
        }
        // SAFETY: `ptr` maps `len` readable bytes until `self` is dropped, and the view
        // borrows `self`. The bytes do not change under it as long as no one writes into the
        // file in place: folio never does (a snapshot is replaced by renaming a new file over
        // it, and a mapping keeps the old file's bytes). A foreign process that rewrote or
        // shortened a snapshot in place while it is opened could change the bytes read or
        // end the process with SIGBUS: the caveat every reader of mapped files accepts.
        unsafe { std::slice::from_raw_parts(self.ptr.cast::<u8>(), self.len) }
    }
}

impl Drop for Mapped {
    fn drop(&mut self) {
        if self.len > 0 {
            // SAFETY: `ptr` and `len` are the mapping made in `new`, unmapped once; no view
            // outlives `self`.
            unsafe { libc::munmap(self.ptr, self.len) };
        }
    }
}
