//! Replay's tests, one module per subject, in one binary: its tests share the cores, and the
//! crate's dependencies are linked once. `heap.rs`, `huge_pages.rs` and `threads.rs` stay
//! binaries of their own, since each sets up or measures the whole process, and so does
//! `fuzz_twin.rs`, whose fuzz sources expect to be a crate's root modules.

mod collapse;
mod common;
mod corpus;
mod generated;
mod semantics;
mod shards;
mod trace;
