//! Power loss on real files: a record of the file operations folio makes under a directory,
//! and the file sets a power loss at any point of them could leave.
//!
//! Compaction and the writer work on real files (replay reads them back to verify), so rather
//! than running them on a simulated disk, their operations are recorded as they happen
//! (`files.rs`, the writer's `FileStorage`, and the creation of journals all report here while
//! a recording runs) and replayed afterwards on a model of a file system:
//!
//! - a file's data (writes, truncates) is durable once the file is fsynced; before that, a
//!   power loss keeps a prefix of its pending operations, the last write possibly torn;
//! - a directory's entries (creates, renames, removes) are durable once the directory is
//!   fsynced; before that, **each pending entry change survives or vanishes on its own**, as
//!   POSIX allows: a rename may survive while the create before it does not.
//!
//! [`crash_states`] gives, for a cut after each operation, the files such a power loss leaves.
//! For tests only; outside a recording, a file operation pays one relaxed atomic load here.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

/// One file operation, with paths as given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FsOp {
    /// A new empty file.
    Create(PathBuf),
    /// Bytes written at an offset of a file.
    Write {
        path: PathBuf,
        offset: u64,
        bytes: Vec<u8>,
    },
    Truncate {
        path: PathBuf,
        len: u64,
    },
    /// fsync (or fdatasync) of a file.
    SyncFile(PathBuf),
    /// fsync of a directory.
    SyncDir(PathBuf),
    Rename {
        from: PathBuf,
        to: PathBuf,
    },
    Remove(PathBuf),
}

static RECORDING: AtomicBool = AtomicBool::new(false);
static RECORD: Mutex<Option<(PathBuf, Vec<FsOp>)>> = Mutex::new(None);

/// Starts recording the operations on files under `root` (one recording at a time per
/// process; operations elsewhere, e.g. other tests' directories, are not recorded).
pub fn start(root: &Path) {
    let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    *RECORD.lock().unwrap_or_else(PoisonError::into_inner) = Some((root, Vec::new()));
    RECORDING.store(true, Ordering::SeqCst);
}

/// Stops recording; returns the operations, paths relative to the root.
pub fn stop() -> Vec<FsOp> {
    RECORDING.store(false, Ordering::SeqCst);
    let taken = RECORD.lock().unwrap_or_else(PoisonError::into_inner).take();
    taken.map_or_else(Vec::new, |(_, ops)| ops)
}

/// Records the operation `op` makes, when a recording runs and its path is under the root.
/// Costs one relaxed load otherwise.
pub(crate) fn record(op: impl FnOnce() -> FsOp) {
    if !RECORDING.load(Ordering::Relaxed) {
        return;
    }
    let mut guard = RECORD.lock().unwrap_or_else(PoisonError::into_inner);
    let Some((root, ops)) = guard.as_mut() else {
        return;
    };
    let relative = |p: &Path| -> Option<PathBuf> {
        let absolute = match p.parent().and_then(|d| d.canonicalize().ok()) {
            Some(dir) => dir.join(p.file_name()?),
            None => p.canonicalize().ok()?,
        };
        absolute.strip_prefix(&*root).ok().map(Path::to_path_buf)
    };
    let dir_relative = |p: &Path| -> Option<PathBuf> {
        let absolute = p.canonicalize().ok()?;
        absolute.strip_prefix(&*root).ok().map(Path::to_path_buf)
    };
    let op = match op() {
        FsOp::Create(p) => relative(&p).map(FsOp::Create),
        FsOp::Write {
            path,
            offset,
            bytes,
        } => relative(&path).map(|path| FsOp::Write {
            path,
            offset,
            bytes,
        }),
        FsOp::Truncate { path, len } => relative(&path).map(|path| FsOp::Truncate { path, len }),
        FsOp::SyncFile(p) => relative(&p).map(FsOp::SyncFile),
        FsOp::SyncDir(p) => dir_relative(&p).map(FsOp::SyncDir),
        FsOp::Rename { from, to } => match (relative(&from), relative(&to)) {
            (Some(from), Some(to)) => Some(FsOp::Rename { from, to }),
            _ => None,
        },
        FsOp::Remove(p) => relative(&p).map(FsOp::Remove),
    };
    if let Some(op) = op {
        ops.push(op);
    }
}

/// A file's content: durable bytes, and the data operations since its last fsync.
#[derive(Debug, Clone, Default)]
struct Inode {
    durable: Vec<u8>,
    pending: Vec<Data>,
}

#[derive(Debug, Clone)]
enum Data {
    Write { offset: usize, bytes: Vec<u8> },
    Truncate(usize),
}

impl Data {
    fn apply(&self, file: &mut Vec<u8>) {
        match self {
            Data::Write { offset, bytes } => {
                if file.len() < offset + bytes.len() {
                    file.resize(offset + bytes.len(), 0);
                }
                file[*offset..offset + bytes.len()].copy_from_slice(bytes);
            }
            Data::Truncate(len) => file.resize(*len, 0),
        }
    }
}

/// A directory entry change not yet made durable by a directory fsync.
#[derive(Debug, Clone)]
enum Entry {
    Link(PathBuf, usize),
    Rename(PathBuf, PathBuf),
    Unlink(PathBuf),
}

impl Entry {
    fn dir(&self) -> &Path {
        let path = match self {
            Entry::Link(p, _) | Entry::Unlink(p) => p,
            Entry::Rename(_, to) => to,
        };
        path.parent().unwrap_or(Path::new(""))
    }

    fn apply(&self, names: &mut BTreeMap<PathBuf, usize>) {
        match self {
            Entry::Link(path, inode) => {
                names.insert(path.clone(), *inode);
            }
            Entry::Rename(from, to) => {
                if let Some(inode) = names.remove(from) {
                    names.insert(to.clone(), inode);
                }
            }
            Entry::Unlink(path) => {
                names.remove(path);
            }
        }
    }
}

/// The model file system, as of some operation.
#[derive(Debug, Clone)]
struct Model {
    inodes: Vec<Inode>,
    /// Durable directory entries.
    durable: BTreeMap<PathBuf, usize>,
    /// What the running process sees.
    current: BTreeMap<PathBuf, usize>,
    pending: Vec<Entry>,
}

impl Model {
    fn new(files: &BTreeMap<PathBuf, Vec<u8>>) -> Model {
        let mut model = Model {
            inodes: Vec::new(),
            durable: BTreeMap::new(),
            current: BTreeMap::new(),
            pending: Vec::new(),
        };
        for (path, bytes) in files {
            model.inodes.push(Inode {
                durable: bytes.clone(),
                pending: Vec::new(),
            });
            model.durable.insert(path.clone(), model.inodes.len() - 1);
        }
        model.current = model.durable.clone();
        model
    }

    fn entry(&mut self, entry: Entry) {
        entry.apply(&mut self.current);
        self.pending.push(entry);
    }

    fn apply(&mut self, op: &FsOp) {
        match op {
            FsOp::Create(path) => {
                self.inodes.push(Inode::default());
                let inode = self.inodes.len() - 1;
                self.entry(Entry::Link(path.clone(), inode));
            }
            FsOp::Write {
                path,
                offset,
                bytes,
            } => {
                if let Some(&inode) = self.current.get(path) {
                    self.inodes[inode].pending.push(Data::Write {
                        offset: *offset as usize,
                        bytes: bytes.clone(),
                    });
                }
            }
            FsOp::Truncate { path, len } => {
                if let Some(&inode) = self.current.get(path) {
                    self.inodes[inode]
                        .pending
                        .push(Data::Truncate(*len as usize));
                }
            }
            FsOp::SyncFile(path) => {
                if let Some(&inode) = self.current.get(path) {
                    let inode = &mut self.inodes[inode];
                    for data in std::mem::take(&mut inode.pending) {
                        data.apply(&mut inode.durable);
                    }
                }
            }
            FsOp::SyncDir(dir) => {
                let (done, rest): (Vec<Entry>, Vec<Entry>) = std::mem::take(&mut self.pending)
                    .into_iter()
                    .partition(|e| e.dir() == dir);
                for entry in done {
                    entry.apply(&mut self.durable);
                }
                self.pending = rest;
            }
            FsOp::Rename { from, to } => self.entry(Entry::Rename(from.clone(), to.clone())),
            FsOp::Remove(path) => self.entry(Entry::Unlink(path.clone())),
        }
    }

    /// The files a power loss now leaves, choices drawn from `seed`.
    fn power_loss(&self, seed: u64) -> BTreeMap<PathBuf, Vec<u8>> {
        let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut names = self.durable.clone();
        for entry in &self.pending {
            if next() % 2 == 0 {
                entry.apply(&mut names);
            }
        }
        names
            .into_iter()
            .map(|(path, inode)| {
                let inode = &self.inodes[inode];
                let mut bytes = inode.durable.clone();
                let kept = (next() % (inode.pending.len() as u64 + 1)) as usize;
                for data in &inode.pending[..kept] {
                    data.apply(&mut bytes);
                }
                if let Some(Data::Write { offset, bytes: w }) = inode.pending.get(kept) {
                    let torn = (next() % (w.len() as u64 + 1)) as usize;
                    Data::Write {
                        offset: *offset,
                        bytes: w[..torn].to_vec(),
                    }
                    .apply(&mut bytes);
                }
                (path, bytes)
            })
            .collect()
    }
}

/// For a power loss after each of `ops` (and before the first), `seeds` draws of the files it
/// leaves, starting from `files` (all durable): `(operations done, files)`.
pub fn crash_states(
    files: &BTreeMap<PathBuf, Vec<u8>>,
    ops: &[FsOp],
    seeds: u64,
) -> Vec<(usize, BTreeMap<PathBuf, Vec<u8>>)> {
    let mut model = Model::new(files);
    let mut states = Vec::new();
    for done in 0..=ops.len() {
        if done > 0 {
            model.apply(&ops[done - 1]);
        }
        for seed in 0..seeds {
            states.push((done, model.power_loss(seed ^ (done as u64) << 20)));
        }
    }
    states
}

/// The files under `root` (relative paths), for [`crash_states`].
pub fn snapshot(root: &Path) -> std::io::Result<BTreeMap<PathBuf, Vec<u8>>> {
    let mut files = BTreeMap::new();
    for entry in walkdir::WalkDir::new(root) {
        let entry = entry.map_err(std::io::Error::other)?;
        if entry.file_type().is_file() {
            let relative = entry
                .path()
                .strip_prefix(root)
                .expect("under the root")
                .to_path_buf();
            files.insert(relative, std::fs::read(entry.path())?);
        }
    }
    Ok(files)
}

/// Writes `files` under `root` (which should be empty).
pub fn materialize(root: &Path, files: &BTreeMap<PathBuf, Vec<u8>>) -> std::io::Result<()> {
    for (path, bytes) in files {
        let path = root.join(path);
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, bytes)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> PathBuf {
        PathBuf::from(s)
    }

    /// A file written and renamed into place without an fsync of its data can survive as a
    /// name with part of its data; with the fsync, it is the old file or the new one, whole.
    #[test]
    fn a_rename_can_outlive_unsynced_data() {
        let files = BTreeMap::from([(p("d/x"), b"old\n".to_vec())]);
        let ops = |sync: bool| {
            let mut ops = vec![
                FsOp::Create(p("d/x.new")),
                FsOp::Write {
                    path: p("d/x.new"),
                    offset: 0,
                    bytes: b"new\n".to_vec(),
                },
            ];
            if sync {
                ops.push(FsOp::SyncFile(p("d/x.new")));
            }
            ops.push(FsOp::Rename {
                from: p("d/x.new"),
                to: p("d/x"),
            });
            ops.push(FsOp::SyncDir(p("d")));
            ops
        };
        let seen = |sync| {
            crash_states(&files, &ops(sync), 16)
                .into_iter()
                .map(|(_, files)| files.get(&p("d/x")).cloned().unwrap_or_default())
                .collect::<std::collections::BTreeSet<_>>()
        };
        let partial = |x: &Vec<u8>| x != b"old\n" && x != b"new\n";
        assert!(seen(false).iter().any(partial), "{:?}", seen(false));
        assert!(seen(true).iter().all(|x| x == b"old\n" || x == b"new\n"));
    }

    /// Entry changes not yet made durable survive one by one: an unlink after a rename can
    /// survive without it.
    #[test]
    fn pending_entry_changes_survive_independently() {
        let files = BTreeMap::from([(p("a"), b"1".to_vec()), (p("b"), b"2".to_vec())]);
        let ops = [
            FsOp::Rename {
                from: p("a"),
                to: p("c"),
            },
            FsOp::Remove(p("b")),
        ];
        let states: std::collections::BTreeSet<Vec<PathBuf>> = crash_states(&files, &ops, 32)
            .into_iter()
            .filter(|(done, _)| *done == 2)
            .map(|(_, f)| f.into_keys().collect())
            .collect();
        assert!(states.contains(&vec![p("a")]), "{states:?}");
        assert!(states.contains(&vec![p("c")]), "{states:?}");
    }
}
