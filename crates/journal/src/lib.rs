//! The files of a DAO: which files form it and in which order, reading them in blocks, and the
//! appending writer of the live journal. This crate knows nothing about objects: it moves bytes
//! and lines.
