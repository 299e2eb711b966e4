//! The snapshot crate's tests, one module per subject, in one binary: its tests share the
//! cores, and the crate's dependencies are linked once. `alloc.rs` stays a binary of its own
//! (it counts the whole process's allocations), and so does `fuzz_twin.rs`, whose fuzz
//! sources expect to be a crate's root modules.

mod boot;
mod proof;
mod replay_rules;
mod snapshot;
