//! Real full disks, for tests in this and other crates (feature `sim`): a small tmpfs that
//! runs out of space (ENOSPC), and a file size limit that makes writes past it fail (EFBIG).

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

/// A tmpfs of a given size mounted on a fresh directory, unmounted on drop.
#[derive(Debug)]
pub struct SmallFs {
    dir: tempfile::TempDir,
}

impl SmallFs {
    /// Mounts a tmpfs of `size` (mount's syntax: `256k`). `None` when this process may not
    /// mount (not root, or no rights in its mount namespace): callers skip their test then.
    pub fn mount(size: &str) -> Option<SmallFs> {
        let dir = tempfile::tempdir().ok()?;
        let target = CString::new(dir.path().as_os_str().as_bytes()).ok()?;
        let options = CString::new(format!("size={size}")).ok()?;
        // SAFETY: every pointer is a NUL-terminated string that outlives the call.
        let rc = unsafe {
            libc::mount(
                c"tmpfs".as_ptr(),
                target.as_ptr(),
                c"tmpfs".as_ptr(),
                0,
                options.as_ptr().cast(),
            )
        };
        (rc == 0).then_some(SmallFs { dir })
    }

    /// The mount point.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for SmallFs {
    fn drop(&mut self) {
        if let Ok(target) = CString::new(self.dir.path().as_os_str().as_bytes()) {
            // SAFETY: a NUL-terminated path that outlives the call.
            unsafe { libc::umount2(target.as_ptr(), libc::MNT_DETACH) };
        }
    }
}

/// Limits the size of every file this process writes to `bytes` (`RLIMIT_FSIZE`) and ignores
/// `SIGXFSZ`, so a write past the limit fails with EFBIG instead of killing the process. The
/// limit holds for the whole process: call it in a child process made for the test.
pub fn limit_file_size(bytes: u64) {
    let limit = libc::rlimit {
        rlim_cur: bytes,
        rlim_max: libc::RLIM_INFINITY,
    };
    // SAFETY: setrlimit reads the struct; SIG_IGN for SIGXFSZ turns the signal into EFBIG.
    unsafe {
        assert_eq!(libc::setrlimit(libc::RLIMIT_FSIZE, &limit), 0);
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
}
