//! Shipping a journal tree's bytes to a copy on another machine (`serve --replicate` on the
//! leader, `serve --follow` on a follower): the rules about files both ends keep, so that they
//! live beside every other rule about a DAO's files.
//!
//! - A **position** is what a copy holds: per DAO, per file (by its name relative to the
//!   tree's root, `/`-separated), its length and the XXH3-64 hash of those bytes, as a
//!   snapshot records the bytes it covers.
//! - The leader **plans** from a position: when each of the copy's files is a prefix of the
//!   leader's file of that name (same hash) and none is missing in between, it ships the bytes
//!   after each prefix; otherwise (the leader compacted, the copy was tampered with) it ships
//!   the DAO's files whole, staged, and the copy swaps them in at once ([`Copy`]).
//! - The copy only ever holds a prefix of each leader file: bytes arrive in file order and are
//!   appended at the offset the leader names, so a cut connection or a killed follower leaves
//!   a position the leader can resume from, with no gap and no duplicate.

use crate::discover::{discover, DaoFiles, DiscoverError};
use crate::files::{create_dir_all, remove, rename, sync_dir, sync_parent};
use crate::{Op, WriteError};
use std::collections::BTreeSet;
use std::fmt;
use std::fs::{File, OpenOptions};
use std::hash::Hasher;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::path::{Component, Path, PathBuf};
use twox_hash::XxHash3_64;

/// The hidden folder of a copy's root where a resync stages the files it ships, and where its
/// marker says a staged set is complete. Hidden, so discovery never reads it as journals.
pub const STAGE_DIR: &str = ".folio-replica";
/// The marker, inside [`STAGE_DIR`]: a resync whose marker exists is rolled forward at open.
const MARKER: &str = "resync";

/// One file of a copy's position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilePosition {
    /// The file's path relative to the tree's root, `/`-separated.
    pub name: String,
    pub len: u64,
    /// XXH3-64 of the first `len` bytes.
    pub hash: u64,
}

/// What a copy holds of one DAO: its files in replay order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DaoPosition {
    pub dao: String,
    pub files: Vec<FilePosition>,
}

/// The `/`-separated path of `path` relative to `root`, when it lies under it and every
/// component is UTF-8 (the wire carries names as text).
pub fn relative_name(root: &Path, path: &Path) -> Option<String> {
    let rest = path.strip_prefix(root).ok()?;
    let parts: Option<Vec<&str>> = rest
        .components()
        .map(|c| match c {
            Component::Normal(part) => part.to_str(),
            _ => None,
        })
        .collect();
    let parts = parts?;
    (!parts.is_empty()).then(|| parts.join("/"))
}

/// A name from the wire as a path under `root`: only plain, visible components (no `..`, no
/// absolute path, no hidden name, no control character), so a leader can name nothing outside
/// the copy's tree nor its staging folder.
pub fn path_under(root: &Path, name: &str) -> Result<PathBuf, CopyError> {
    let bad = || CopyError::BadName {
        name: name.to_owned(),
    };
    if name.is_empty() || name.chars().any(char::is_control) {
        return Err(bad());
    }
    let mut path = root.to_path_buf();
    for part in name.split('/') {
        if part.is_empty() || part == "." || part == ".." || part.starts_with('.') {
            return Err(bad());
        }
        path.push(part);
    }
    Ok(path)
}

/// XXH3-64 of the first `len` bytes of the file at `path` (an error if it is shorter).
pub fn prefix_hash(path: &Path, len: u64) -> io::Result<u64> {
    let mut file = File::open(path)?;
    let mut hasher = XxHash3_64::new();
    let mut buf = vec![0u8; (1usize << 20).min(len as usize)];
    let mut left = len;
    while left > 0 {
        let want = (buf.len() as u64).min(left) as usize;
        file.read_exact(&mut buf[..want])?;
        hasher.write(&buf[..want]);
        left -= want as u64;
    }
    Ok(hasher.finish())
}

/// What the tree under `root` holds: every DAO's files with their lengths and hashes. An empty
/// or missing tree holds nothing.
pub fn position_of(root: &Path) -> Result<Vec<DaoPosition>, PositionError> {
    let discovery = match discover(&[root.to_path_buf()]) {
        Ok(found) => found,
        Err(DiscoverError::NoJournals(_) | DiscoverError::NotFound(_)) => return Ok(Vec::new()),
        Err(e) => return Err(PositionError::Discover(e)),
    };
    if let Some(bad) = discovery.unreadable.first() {
        return Err(PositionError::Read {
            path: bad.path.clone(),
            source: io::Error::new(bad.error.kind(), bad.error.to_string()),
        });
    }
    discovery
        .daos
        .iter()
        .map(|dao| {
            let files = dao
                .files
                .iter()
                .map(|path| {
                    let failed = |source| PositionError::Read {
                        path: path.clone(),
                        source,
                    };
                    let name = relative_name(root, path)
                        .ok_or_else(|| PositionError::Name { path: path.clone() })?;
                    let len = std::fs::metadata(path).map_err(failed)?.len();
                    let hash = prefix_hash(path, len).map_err(failed)?;
                    Ok(FilePosition { name, len, hash })
                })
                .collect::<Result<_, _>>()?;
            Ok(DaoPosition {
                dao: dao.name.clone(),
                files,
            })
        })
        .collect()
}

/// Why a copy's position could not be taken.
#[derive(Debug)]
pub enum PositionError {
    Discover(DiscoverError),
    Read {
        path: PathBuf,
        source: io::Error,
    },
    /// A file whose path is not UTF-8 under the root: it cannot be named on the wire.
    Name {
        path: PathBuf,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Discover(e) => e.fmt(f),
            PositionError::Read { path, source } => {
                write!(f, "cannot read {}: {source}", path.display())
            }
            PositionError::Name { path } => write!(
                f,
                "{} cannot be named to the leader (not UTF-8 under the copy's root)",
                path.display()
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// One file of a DAO as the leader ships it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shipped {
    /// Relative to the leader's root, `/`-separated.
    pub name: String,
    pub path: PathBuf,
    /// The bytes that may be shipped: what is durable under the leader's fsync policy.
    pub durable: u64,
}

/// What the leader sends a copy of one DAO.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Plan {
    /// Per leader file, in order, the offset to ship from (what the copy holds of it).
    Resume(Vec<u64>),
    /// The DAO's files are shipped whole and swapped in, for this reason.
    Resync(Mismatch),
}

/// Why a copy's files of a DAO cannot be resumed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    /// The copy holds a file the leader does not (the leader compacted or rotated them).
    NotOnLeader { name: String },
    /// The copy holds more of a file than the leader has made durable.
    Longer {
        name: String,
        copy: u64,
        leader: u64,
    },
    /// The copy's bytes of a file are not the leader's (rewritten on either side).
    Differs { name: String },
    /// The copy lacks a file that comes before one it holds.
    Gap { name: String },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::NotOnLeader { name } => write!(f, "the leader has no file {name}"),
            Mismatch::Longer { name, copy, leader } => write!(
                f,
                "the copy holds {copy} bytes of {name}, the leader {leader}"
            ),
            Mismatch::Differs { name } => {
                write!(f, "the copy's bytes of {name} are not the leader's")
            }
            Mismatch::Gap { name } => write!(f, "the copy lacks {name}, which comes earlier"),
        }
    }
}

/// How to bring a copy holding `copy` of a DAO up to the leader's `leader` files (replay
/// order): resume each file after what the copy holds, when all of it is the leader's, or
/// resync. Reads the leader's bytes the copy claims to hold, to compare their hash.
pub fn plan(leader: &[Shipped], copy: &[FilePosition]) -> io::Result<Plan> {
    let mut from = vec![0u64; leader.len()];
    let mut last_held = None;
    for held in copy {
        let Some(at) = leader.iter().position(|f| f.name == held.name) else {
            return Ok(Plan::Resync(Mismatch::NotOnLeader {
                name: held.name.clone(),
            }));
        };
        let file = &leader[at];
        if held.len > file.durable {
            return Ok(Plan::Resync(Mismatch::Longer {
                name: held.name.clone(),
                copy: held.len,
                leader: file.durable,
            }));
        }
        if prefix_hash(&file.path, held.len)? != held.hash {
            return Ok(Plan::Resync(Mismatch::Differs {
                name: held.name.clone(),
            }));
        }
        from[at] = held.len;
        last_held = Some(last_held.map_or(at, |l: usize| l.max(at)));
    }
    // Every file before the last one held must be held whole: bytes are shipped in order.
    if let Some(last) = last_held {
        for (at, file) in leader[..last].iter().enumerate() {
            if from[at] < file.durable {
                return Ok(Plan::Resync(Mismatch::Gap {
                    name: file.name.clone(),
                }));
            }
        }
    }
    Ok(Plan::Resume(from))
}

/// Why a copy refused what it was sent.
#[derive(Debug)]
pub enum CopyError {
    /// A name that is not a plain path under the copy's root.
    BadName {
        name: String,
    },
    /// Bytes for an offset the file does not end at: they would leave a gap or overlap.
    NotAt {
        name: String,
        at: u64,
        len: u64,
    },
    Write(WriteError),
}

impl fmt::Display for CopyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CopyError::BadName { name } => {
                write!(f, "{name:?} is not a plain file name under the copy's root")
            }
            CopyError::NotAt { name, at, len } => write!(
                f,
                "bytes for offset {at} of {name}, which holds {len}: they would leave a gap or \
                 overlap"
            ),
            CopyError::Write(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CopyError {}

impl From<WriteError> for CopyError {
    fn from(e: WriteError) -> CopyError {
        CopyError::Write(e)
    }
}

fn io_failed(path: &Path, op: Op) -> impl FnOnce(io::Error) -> WriteError + '_ {
    move |source| WriteError::Io {
        path: path.to_owned(),
        op,
        source,
    }
}

/// A follower's copy of its leader's tree: bytes appended where the leader says, made durable
/// by [`sync`](Copy::sync), and a DAO's files swapped whole by a resync.
#[derive(Debug)]
pub struct Copy {
    root: PathBuf,
    /// Files written since the last `sync`, kept open.
    touched: Vec<(PathBuf, File)>,
    /// Directories whose entries changed since the last `sync`.
    dirs: BTreeSet<PathBuf>,
}

impl Copy {
    /// The copy under `root` (created when missing). A resync that was complete when the
    /// process stopped is finished now; one that was not is dropped (the leader ships it again).
    pub fn open(root: &Path) -> Result<Copy, WriteError> {
        create_dir_all(root)?;
        let copy = Copy {
            root: root.to_path_buf(),
            touched: Vec::new(),
            dirs: BTreeSet::new(),
        };
        let stage = copy.stage_dir();
        if stage.join(MARKER).exists() {
            copy.roll_forward()?;
        } else if stage.exists() {
            std::fs::remove_dir_all(&stage).map_err(io_failed(&stage, Op::Remove))?;
        }
        Ok(copy)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    fn stage_dir(&self) -> PathBuf {
        self.root.join(STAGE_DIR)
    }

    /// Appends `bytes` to the file `name` (relative), which must hold exactly `at` bytes (0:
    /// it may not exist yet); `staged` writes into the resync's staging folder instead. Not
    /// durable until [`sync`](Copy::sync).
    pub fn append(
        &mut self,
        name: &str,
        at: u64,
        bytes: &[u8],
        staged: bool,
    ) -> Result<(), CopyError> {
        let base = if staged {
            self.stage_dir()
        } else {
            self.root.clone()
        };
        let path = path_under(&base, name)?;
        let index = match self.touched.iter().position(|(p, _)| *p == path) {
            Some(index) => index,
            None => {
                if let Some(dir) = path.parent() {
                    if !dir.exists() {
                        create_dir_all(dir)?;
                        self.note_new_dirs(dir);
                    }
                }
                let created = !path.exists();
                let file = OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(&path)
                    .map_err(io_failed(&path, Op::Open))?;
                if created {
                    self.dirs
                        .insert(path.parent().unwrap_or(&base).to_path_buf());
                }
                self.touched.push((path.clone(), file));
                self.touched.len() - 1
            }
        };
        let file = &mut self.touched[index].1;
        let len = file
            .seek(SeekFrom::End(0))
            .map_err(io_failed(&path, Op::Append))?;
        if len != at {
            return Err(CopyError::NotAt {
                name: name.to_owned(),
                at,
                len,
            });
        }
        file.write_all(bytes)
            .map_err(io_failed(&path, Op::Append))?;
        Ok(())
    }

    /// Every directory from `dir` up to the root (or the staging folder) that may be new.
    fn note_new_dirs(&mut self, dir: &Path) {
        let mut at = dir;
        while at != self.root {
            if let Some(parent) = at.parent() {
                self.dirs.insert(parent.to_path_buf());
                at = parent;
            } else {
                break;
            }
        }
    }

    /// Makes every append since the last call durable: the files, then the directories that
    /// gained names.
    pub fn sync(&mut self) -> Result<(), WriteError> {
        for (path, file) in self.touched.drain(..) {
            file.sync_data().map_err(io_failed(&path, Op::Sync))?;
        }
        for dir in std::mem::take(&mut self.dirs) {
            sync_dir(&dir)?;
        }
        Ok(())
    }

    /// Starts a resync: an empty staging folder for the files to come.
    pub fn begin_resync(&mut self) -> Result<(), WriteError> {
        self.sync()?;
        let stage = self.stage_dir();
        if stage.exists() {
            std::fs::remove_dir_all(&stage).map_err(io_failed(&stage, Op::Remove))?;
        }
        create_dir_all(&stage)?;
        sync_parent(&stage)
    }

    /// Ends a resync of the DAO whose files in the copy are `old` (absolute paths): the staged
    /// files `names` (relative) replace them, at once as far as a crash can tell. The staged
    /// files are made durable and a marker listing the swap is written before anything is
    /// touched, so a crash part way through is finished at the next [`open`](Copy::open).
    pub fn finish_resync(&mut self, old: &DaoFiles, names: &[String]) -> Result<(), CopyError> {
        let stage = self.stage_dir();
        for name in names {
            let staged = path_under(&stage, name)?;
            if !staged.exists() {
                // An empty file ships no bytes: it is created here.
                self.append(name, 0, b"", true)?;
            }
        }
        self.sync()?;
        let mut marker = String::new();
        for path in &old.files {
            if let Some(name) = relative_name(&self.root, path) {
                marker.push_str("- ");
                marker.push_str(&name);
                marker.push('\n');
            }
        }
        for name in names {
            marker.push_str("+ ");
            marker.push_str(name);
            marker.push('\n');
        }
        let marker_path = stage.join(MARKER);
        let written = std::fs::write(&marker_path, marker.as_bytes())
            .and_then(|()| File::open(&marker_path)?.sync_all());
        written.map_err(io_failed(&marker_path, Op::Write))?;
        sync_dir(&stage)?;
        self.roll_forward()?;
        Ok(())
    }

    /// Carries out the swap the marker lists: removes the old files the new set does not
    /// name, renames the staged ones into place, and drops the staging folder. Each step can
    /// be done again, so a crash during it is finished by doing it again.
    fn roll_forward(&self) -> Result<(), WriteError> {
        let stage = self.stage_dir();
        let marker_path = stage.join(MARKER);
        let marker =
            std::fs::read_to_string(&marker_path).map_err(io_failed(&marker_path, Op::Read))?;
        let mut placed = Vec::new();
        let mut removed = Vec::new();
        for line in marker.lines() {
            match line.split_once(' ') {
                Some(("+", name)) => placed.push(name),
                Some(("-", name)) => removed.push(name),
                _ => {}
            }
        }
        let mut dirs = BTreeSet::new();
        for name in &removed {
            if placed.contains(name) {
                continue;
            }
            if let Ok(path) = path_under(&self.root, name) {
                remove(&path, true)?;
                dirs.insert(path.parent().unwrap_or(&self.root).to_path_buf());
            }
        }
        for name in &placed {
            let (Ok(from), Ok(to)) = (path_under(&stage, name), path_under(&self.root, name))
            else {
                continue;
            };
            if from.exists() {
                if let Some(dir) = to.parent() {
                    create_dir_all(dir)?;
                }
                rename(&from, &to)?;
                dirs.insert(to.parent().unwrap_or(&self.root).to_path_buf());
            }
        }
        for dir in &dirs {
            sync_dir(dir)?;
        }
        std::fs::remove_dir_all(&stage).map_err(io_failed(&stage, Op::Remove))?;
        sync_dir(&self.root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(dir: &Path, name: &str, bytes: &[u8]) -> Shipped {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        Shipped {
            name: name.to_owned(),
            path,
            durable: bytes.len() as u64,
        }
    }

    fn held(name: &str, bytes: &[u8]) -> FilePosition {
        let mut hasher = XxHash3_64::new();
        hasher.write(bytes);
        FilePosition {
            name: name.to_owned(),
            len: bytes.len() as u64,
            hash: hasher.finish(),
        }
    }

    #[test]
    fn names_from_the_wire_stay_under_the_root() {
        let root = Path::new("/copy");
        for bad in [
            "",
            "../x",
            "a/../../x",
            "/etc/passwd",
            ".folio-replica/x",
            "a//b",
            "a\nb",
        ] {
            assert!(path_under(root, bad).is_err(), "{bad:?} was taken");
        }
        assert_eq!(path_under(root, "a/b.0").unwrap(), Path::new("/copy/a/b.0"));
        assert_eq!(
            relative_name(root, Path::new("/copy/a/b.0")).as_deref(),
            Some("a/b.0")
        );
        assert_eq!(relative_name(root, Path::new("/elsewhere/b")), None);
    }

    #[test]
    fn a_plan_resumes_a_copy_of_prefixes_and_resyncs_anything_else() {
        let dir = tempfile::tempdir().unwrap();
        let leader = [
            shipped(dir.path(), "u.0", b"p({id:1})\n"),
            shipped(dir.path(), "u", b"p({id:2})\np({id:3})\n"),
        ];
        let table: &[(&[FilePosition], Plan)] = &[
            (&[], Plan::Resume(vec![0, 0])),
            (&[held("u.0", b"p({id:")], Plan::Resume(vec![6, 0])),
            (
                &[held("u.0", b"p({id:1})\n"), held("u", b"p({id:2})\n")],
                Plan::Resume(vec![10, 10]),
            ),
            (
                &[held("u", b"p({id:2})\n")],
                Plan::Resync(Mismatch::Gap { name: "u.0".into() }),
            ),
            (
                &[held("u.0", b"p({id:9})\n")],
                Plan::Resync(Mismatch::Differs { name: "u.0".into() }),
            ),
            (
                &[held("u.1", b"")],
                Plan::Resync(Mismatch::NotOnLeader { name: "u.1".into() }),
            ),
            (
                &[held("u.0", b"p({id:1})\np({id:4})\n")],
                Plan::Resync(Mismatch::Longer {
                    name: "u.0".into(),
                    copy: 20,
                    leader: 10,
                }),
            ),
        ];
        for (copy, want) in table {
            assert_eq!(&plan(&leader, copy).unwrap(), want, "copy {copy:?}");
        }
    }

    #[test]
    fn appends_land_only_where_the_copy_ends() {
        let dir = tempfile::tempdir().unwrap();
        let mut copy = Copy::open(dir.path()).unwrap();
        copy.append("sub/u", 0, b"p({id:1", false).unwrap();
        copy.append("sub/u", 7, b"})\n", false).unwrap();
        assert!(matches!(
            copy.append("sub/u", 5, b"x", false),
            Err(CopyError::NotAt { len: 10, .. })
        ));
        assert!(matches!(
            copy.append("../u", 0, b"x", false),
            Err(CopyError::BadName { .. })
        ));
        copy.sync().unwrap();
        assert_eq!(
            std::fs::read(dir.path().join("sub/u")).unwrap(),
            b"p({id:1})\n"
        );
    }

    #[test]
    fn a_resync_swaps_the_files_and_one_cut_short_is_finished_at_open() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("u.0"), b"old 0\n").unwrap();
        std::fs::write(root.join("u"), b"old\n").unwrap();
        let old = DaoFiles {
            name: "u".into(),
            files: vec![root.join("u.0"), root.join("u")],
        };
        let mut copy = Copy::open(root).unwrap();
        copy.begin_resync().unwrap();
        copy.append("u", 0, b"new\n", true).unwrap();
        copy.finish_resync(&old, &["u".to_owned()]).unwrap();
        assert!(!root.join("u.0").exists());
        assert_eq!(std::fs::read(root.join("u")).unwrap(), b"new\n");
        assert!(!root.join(STAGE_DIR).exists());

        // A marker written, the swap not done: open finishes it.
        let stage = root.join(STAGE_DIR);
        std::fs::create_dir_all(&stage).unwrap();
        std::fs::write(stage.join("u"), b"newer\n").unwrap();
        std::fs::write(stage.join(MARKER), "- u\n+ u\n").unwrap();
        Copy::open(root).unwrap();
        assert_eq!(std::fs::read(root.join("u")).unwrap(), b"newer\n");
        // A stage without its marker is dropped, the copy untouched.
        std::fs::create_dir_all(&stage).unwrap();
        std::fs::write(stage.join("u"), b"partial").unwrap();
        Copy::open(root).unwrap();
        assert_eq!(std::fs::read(root.join("u")).unwrap(), b"newer\n");
        assert!(!stage.exists());
    }

    #[test]
    fn a_position_names_every_file_with_its_hash() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("a")).unwrap();
        std::fs::write(dir.path().join("a/u.0"), b"p({id:1})\n").unwrap();
        std::fs::write(dir.path().join("a/u"), b"p({id:2})\n").unwrap();
        let position = position_of(dir.path()).unwrap();
        assert_eq!(
            position,
            vec![DaoPosition {
                dao: "u".into(),
                files: vec![held("a/u.0", b"p({id:1})\n"), held("a/u", b"p({id:2})\n")],
            }]
        );
        assert!(position_of(&dir.path().join("missing")).unwrap().is_empty());
    }
}
