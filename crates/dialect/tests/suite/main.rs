//! The dialect's tests, one module per subject, in one binary: its tests share the cores,
//! and the crate's dependencies are linked once.

mod big_objects;
mod corpus;
mod grammar;
mod limits;
mod plain;
mod roundtrip;
