//! The importer's tests, one module per subject, in one binary: its tests share the cores,
//! and the crate's dependencies are linked once. `fuzz_twin.rs` stays a binary of its own:
//! its fuzz sources expect to be a crate's root modules.

mod foam_sources;
mod infer;
mod infer_corpus;
mod java_fidelity;
mod rules;
