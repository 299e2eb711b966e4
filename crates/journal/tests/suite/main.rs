//! The journal's tests, one module per subject, in one binary: its tests share the cores,
//! and the crate's dependencies are linked once. `kill.rs`, `disk_full.rs` and `lock.rs` stay
//! binaries of their own: they start child processes, and a child forked while another test
//! closes and reopens a journal holds that journal's lock for the moment before its exec,
//! which the reopen would find taken.

#[path = "../common/mod.rs"]
mod common;
mod compressed;
mod group_commit;
mod power_loss;
mod ship;
mod torn;
