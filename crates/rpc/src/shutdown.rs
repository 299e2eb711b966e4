//! SIGINT and SIGTERM as a flag the server's loops poll.

use std::sync::atomic::{AtomicBool, Ordering};

static REQUESTED: AtomicBool = AtomicBool::new(false);

extern "C" fn on_signal(_: libc::c_int) {
    // Only an atomic store: async-signal-safe.
    REQUESTED.store(true, Ordering::SeqCst);
}

/// Makes SIGINT and SIGTERM request a shutdown instead of killing the process.
pub fn install() {
    let handler = on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t;
    // SAFETY: `on_signal` only stores to an atomic, which is async-signal-safe; `signal` with
    // a valid function pointer has no other precondition.
    unsafe {
        libc::signal(libc::SIGINT, handler);
        libc::signal(libc::SIGTERM, handler);
    }
}

/// Whether a shutdown was requested (by a signal, or by [`request`]).
pub fn requested() -> bool {
    REQUESTED.load(Ordering::SeqCst)
}

/// Requests a shutdown, as a signal does.
pub fn request() {
    REQUESTED.store(true, Ordering::SeqCst);
}
