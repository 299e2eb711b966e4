//! The counters and phase times of docs/semantics.md, per DAO and in total.

use crate::collapse::CollapseAt;
use std::ops::AddAssign;
use std::time::Duration;

/// Entry and object counts. For every DAO:
/// `entries = create + put + remove + version + unknown_op + failed`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counters {
    /// Every entry that is not blank or a comment.
    pub entries: u64,
    pub create: u64,
    /// Applied `p` entries (inserted or merged).
    pub put: u64,
    /// The `p` entries that merged into an existing object.
    pub put_merged: u64,
    pub remove: u64,
    pub unknown_op: u64,
    pub version: u64,
    pub comments: u64,
    pub blank: u64,
    pub failed: u64,
    pub unknown_keys: u64,
    pub type_mismatches: u64,
    /// Entries decoded by the single-pass typed decoder.
    pub fast_path: u64,
    /// Entries decoded through the generic value tree.
    pub fallback: u64,
    /// Live objects at the end.
    pub objects: u64,
    /// Bytes of journal read.
    pub bytes: u64,
    /// Entries whose id collapsed (objects FOAM keeps apart that landed on one id) or whose
    /// effect was not kept (docs/semantics.md, "Collapsed ids"). A sub-count: each is also
    /// counted as its op or as `failed`. A lone generic object without an `id` key merges
    /// with nothing and is not counted.
    pub collapsed: u64,
    /// Live objects at the end on the ids collapsed entries landed on.
    pub collapsed_objects: u64,
    /// The DAO's first collapsed entry (in a total: the first DAO's). Not a count, so not
    /// one of [`Counters::fields`].
    pub first_collapse: Option<CollapseAt>,
}

impl Counters {
    /// Every counter with its name, in the order reports print them.
    pub fn fields(&self) -> [(&'static str, u64); 18] {
        [
            ("entries", self.entries),
            ("create", self.create),
            ("put", self.put),
            ("put_merged", self.put_merged),
            ("remove", self.remove),
            ("unknown_op", self.unknown_op),
            ("version", self.version),
            ("comments", self.comments),
            ("blank", self.blank),
            ("failed", self.failed),
            ("unknown_keys", self.unknown_keys),
            ("type_mismatches", self.type_mismatches),
            ("fast_path", self.fast_path),
            ("fallback", self.fallback),
            ("objects", self.objects),
            ("bytes", self.bytes),
            ("collapsed", self.collapsed),
            ("collapsed_objects", self.collapsed_objects),
        ]
    }
}

impl AddAssign for Counters {
    fn add_assign(&mut self, o: Counters) {
        self.entries += o.entries;
        self.create += o.create;
        self.put += o.put;
        self.put_merged += o.put_merged;
        self.remove += o.remove;
        self.unknown_op += o.unknown_op;
        self.version += o.version;
        self.comments += o.comments;
        self.blank += o.blank;
        self.failed += o.failed;
        self.unknown_keys += o.unknown_keys;
        self.type_mismatches += o.type_mismatches;
        self.fast_path += o.fast_path;
        self.fallback += o.fallback;
        self.objects += o.objects;
        self.bytes += o.bytes;
        self.collapsed += o.collapsed;
        self.collapsed_objects += o.collapsed_objects;
        self.first_collapse = self.first_collapse.or(o.first_collapse);
    }
}

/// Time spent per phase. In a parallel run the DAO times add up across threads, so the total
/// can exceed the wall time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Phases {
    /// File I/O and framing.
    pub read: Duration,
    /// Parsing and typing entries.
    pub parse: Duration,
    /// Looking up existing objects and merging into them.
    pub find_merge: Duration,
    /// Inserting, replacing and removing objects.
    pub store_write: Duration,
    /// Wall time (not summed over threads) during which a DAO's replay ran on one thread only:
    /// reading and framing, handing parsed chunks over, everything outside its parallel
    /// sections; with one thread, all of it. Over the DAO's wall time: the serial fraction,
    /// which bounds what more threads can gain. Not one of [`Phases::fields`], which add up
    /// across threads.
    pub serial: Duration,
}

impl Phases {
    pub fn fields(&self) -> [(&'static str, Duration); 4] {
        [
            ("read", self.read),
            ("parse", self.parse),
            ("find_merge", self.find_merge),
            ("store_write", self.store_write),
        ]
    }
}

impl AddAssign for Phases {
    fn add_assign(&mut self, o: Phases) {
        self.read += o.read;
        self.parse += o.parse;
        self.find_merge += o.find_merge;
        self.store_write += o.store_write;
        self.serial += o.serial;
    }
}

/// Totals over DAOs: `daos.iter().map(|d| d.counters).sum()`.
impl std::iter::Sum for Counters {
    fn sum<I: Iterator<Item = Counters>>(iter: I) -> Counters {
        iter.fold(Counters::default(), |mut total, c| {
            total += c;
            total
        })
    }
}

/// Totals over DAOs: `daos.iter().map(|d| d.phases).sum()`.
impl std::iter::Sum for Phases {
    fn sum<I: Iterator<Item = Phases>>(iter: I) -> Phases {
        iter.fold(Phases::default(), |mut total, p| {
            total += p;
            total
        })
    }
}
