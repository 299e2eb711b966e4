//! The engine's tests, one module per subject, in one binary: its tests share the cores, and
//! the crate's dependencies are linked once. `kill.rs` and `disk_full.rs` stay binaries of
//! their own: they start child processes, and a child forked while another test closes and
//! reopens a journal holds that journal's lock for the moment before its exec, which the
//! reopen would find taken.

// `common` and the fuzz body `fuzz_twin` includes both hold the fuzz crate's `json_merge.rs`,
// the one model of a merge: two copies of the same code, each private to its module.
#![allow(clippy::duplicate_mod)]

mod batch;
mod classes;
#[path = "../common/mod.rs"]
mod common;
mod compact;
mod follow;
mod fuzz_twin;
mod model;
mod open;
mod power_loss;
mod power_loss_files;
mod proof;
mod query;
mod readers;
mod sim_faults;
mod write;
