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

use crate::blocks::MAX_UNENDED_TEXT;
use crate::discover::{classify, discover, DaoFiles, DiscoverError};
use crate::files::{create_dir_all, remove, rename, sync_dir, sync_parent};
use crate::{Op, WriteError};
use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::fs::{File, OpenOptions};
use std::hash::Hasher;
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::os::unix::fs::{FileExt, OpenOptionsExt};
use std::path::{Component, Path, PathBuf};
use twox_hash::XxHash3_64;

/// The hidden folder of a copy's root where a resync stages the files it ships, and where its
/// marker says a staged set is complete. Hidden, so discovery never reads it as journals.
pub const STAGE_DIR: &str = ".folio-replica";
/// The marker, inside [`STAGE_DIR`]: a resync whose marker exists is rolled forward at open.
/// Written by the copy alone: a hidden name, which [`path_under`] refuses, so no file a leader
/// ships can be taken for it.
const MARKER: &str = ".resync";

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
    let planned = plan_while(leader, copy, &|| true)?;
    Ok(planned.unwrap_or_else(|| unreachable!("asked to go on, it went on")))
}

/// [`plan`], asking `going` before each file it reads: `None` once it says no (the copy's
/// follower has gone, and hashing what it claimed is work for no one).
pub fn plan_while(
    leader: &[Shipped],
    copy: &[FilePosition],
    going: &dyn Fn() -> bool,
) -> io::Result<Option<Plan>> {
    let mut from = vec![0u64; leader.len()];
    let mut last_held = None;
    for held in copy {
        if !going() {
            return Ok(None);
        }
        let Some(at) = leader.iter().position(|f| f.name == held.name) else {
            return Ok(Some(Plan::Resync(Mismatch::NotOnLeader {
                name: held.name.clone(),
            })));
        };
        let file = &leader[at];
        if held.len > file.durable {
            return Ok(Some(Plan::Resync(Mismatch::Longer {
                name: held.name.clone(),
                copy: held.len,
                leader: file.durable,
            })));
        }
        if prefix_hash(&file.path, held.len)? != held.hash {
            return Ok(Some(Plan::Resync(Mismatch::Differs {
                name: held.name.clone(),
            })));
        }
        from[at] = held.len;
        last_held = Some(last_held.map_or(at, |l: usize| l.max(at)));
    }
    // Every file before the last one held must be held whole: bytes are shipped in order.
    if let Some(last) = last_held {
        for (at, file) in leader[..last].iter().enumerate() {
            if from[at] < file.durable {
                return Ok(Some(Plan::Resync(Mismatch::Gap {
                    name: file.name.clone(),
                })));
            }
        }
    }
    Ok(Some(Plan::Resume(from)))
}

/// Why a copy refused what it was sent.
#[derive(Debug)]
pub enum CopyError {
    /// A name that is not a plain path under the copy's root.
    BadName {
        name: String,
    },
    /// A name that is not a journal's (`X.jrl`, `X.<digits>`, `X`, or one of these compressed),
    /// or, in a resync's list, not one of the resynced DAO's journals.
    NotAJournal {
        name: String,
        dao: Option<String>,
    },
    /// A name where the copy holds something a journal cannot replace: a directory, a
    /// symbolic link on the way, a file where a directory is named.
    InTheWay {
        name: String,
        what: &'static str,
    },
    /// Bytes for an offset the file does not end at: they would leave a gap or overlap.
    NotAt {
        name: String,
        at: u64,
        len: u64,
    },
    /// A file's last line would run past [`MAX_UNENDED_TEXT`] bytes without ending.
    Unended {
        name: String,
    },
    /// The copy would hold more than its budget ([`Copy::set_max_bytes`]).
    OverBudget {
        max: u64,
    },
    /// The copy's file system would be left with less than [`Copy::reserve`] free.
    DiskLow {
        free: u64,
        reserve: u64,
    },
    Write(WriteError),
}

impl fmt::Display for CopyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CopyError::BadName { name } => {
                write!(f, "{name:?} is not a plain file name under the copy's root")
            }
            CopyError::NotAJournal { name, dao: None } => {
                write!(f, "{name:?} is not a journal's name")
            }
            CopyError::NotAJournal {
                name,
                dao: Some(dao),
            } => write!(f, "{name:?} is not a journal of {dao:?}, the DAO resynced"),
            CopyError::InTheWay { name, what } => {
                write!(f, "{name:?} cannot be written: the copy holds {what} there")
            }
            CopyError::NotAt { name, at, len } => write!(
                f,
                "bytes for offset {at} of {name:?}, which holds {len}: they would leave a gap \
                 or overlap"
            ),
            CopyError::Unended { name } => write!(
                f,
                "{name:?} would hold a line of over {} MiB without its end: no journal entry \
                 is that long",
                MAX_UNENDED_TEXT >> 20
            ),
            CopyError::OverBudget { max } => write!(
                f,
                "the copy would hold more than {max} bytes (--max-copy-bytes)"
            ),
            CopyError::DiskLow { free, reserve } => write!(
                f,
                "the copy's file system has {free} bytes free, and a copy leaves {reserve} free"
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

/// The most files a copy keeps open at once: past it the least recently written is made
/// durable and closed, so a leader naming many files holds no more descriptors than this.
pub const MAX_OPEN_FILES: usize = 64;
/// The most free space a copy leaves on its file system (with 1% of a smaller one): a write
/// that would leave less is refused.
pub const RESERVE: u64 = 1 << 30;

/// A follower's copy of its leader's tree: bytes appended where the leader says, made durable
/// by [`sync`](Copy::sync), and a DAO's files swapped whole by a resync.
///
/// The leader is trusted for bytes, not for the copy's integrity: it can name only journals
/// (never the resync's marker, a directory, a file through a symbolic link or outside the
/// root), and the copy bounds what it holds open, a line without its end and its size on disk.
#[derive(Debug)]
pub struct Copy {
    root: PathBuf,
    /// Files written since the last `sync`, kept open, least recently written first; at most
    /// [`MAX_OPEN_FILES`] (the others were made durable when closed).
    touched: Vec<(PathBuf, File)>,
    /// Directories whose entries changed since the last `sync`.
    dirs: BTreeSet<PathBuf>,
    /// Per file written to, the bytes after its last line end (`\n` or `\r`): counted on each
    /// append, never read again.
    unended: HashMap<PathBuf, u64>,
    /// Bytes the copy's journals and its stage hold.
    held: u64,
    /// The most bytes the copy may hold, if bounded.
    max_bytes: Option<u64>,
}

impl Copy {
    /// The copy under `root` (created when missing). A resync that was complete when the
    /// process stopped is finished now; one that was not is dropped (the leader ships it again).
    pub fn open(root: &Path) -> Result<Copy, WriteError> {
        create_dir_all(root)?;
        let mut copy = Copy {
            root: root.to_path_buf(),
            touched: Vec::new(),
            dirs: BTreeSet::new(),
            unended: HashMap::new(),
            held: 0,
            max_bytes: None,
        };
        let stage = copy.stage_dir();
        if is_file(&stage.join(MARKER)) {
            copy.roll_forward()?;
        } else if std::fs::symlink_metadata(&stage).is_ok() {
            std::fs::remove_dir_all(&stage).map_err(io_failed(&stage, Op::Remove))?;
        }
        copy.held = copy.measure();
        Ok(copy)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Bounds the bytes the copy may hold (its journals, and a resync's stage beside them);
    /// `None`: only the file system's free space bounds it ([`RESERVE`]).
    pub fn set_max_bytes(&mut self, max: Option<u64>) {
        self.max_bytes = max;
    }

    /// The bytes the copy holds now, as counted against [`set_max_bytes`](Self::set_max_bytes).
    pub fn held(&self) -> u64 {
        self.held
    }

    /// The free space a copy leaves on its file system: [`RESERVE`], or 1% of a smaller one.
    pub fn reserve(&self) -> u64 {
        match fs_space(&self.root) {
            Some((_, size)) => RESERVE.min(size / 100),
            None => RESERVE,
        }
    }

    fn stage_dir(&self) -> PathBuf {
        self.root.join(STAGE_DIR)
    }

    /// The journals' bytes under the root, and the stage's.
    fn measure(&self) -> u64 {
        let mut held = 0;
        if let Ok(found) = discover(std::slice::from_ref(&self.root)) {
            for dao in &found.daos {
                for path in &dao.files {
                    held += std::fs::symlink_metadata(path).map_or(0, |m| m.len());
                }
            }
        }
        let stage = self.stage_dir();
        if let Ok(entries) = walk_files(&stage) {
            held += entries;
        }
        held
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
        journal_stem(name)?;
        let index = self.opened(&base, &path, name)?;
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
        let before = match self.unended.get(&path) {
            Some(&n) => n,
            None => unended_at_end(file, len).map_err(io_failed(&path, Op::Read))?,
        };
        let unended = match memchr::memrchr2(b'\n', b'\r', bytes) {
            Some(i) => (bytes.len() - i - 1) as u64,
            None => before + bytes.len() as u64,
        };
        if unended > MAX_UNENDED_TEXT as u64 {
            return Err(CopyError::Unended {
                name: name.to_owned(),
            });
        }
        self.room_for(bytes.len() as u64)?;
        let file = &mut self.touched[index].1;
        file.write_all(bytes)
            .map_err(io_failed(&path, Op::Append))?;
        self.held += bytes.len() as u64;
        self.unended.insert(path, unended);
        Ok(())
    }

    /// Whether `adding` more bytes stay within the budget and leave the file system its
    /// reserve.
    fn room_for(&self, adding: u64) -> Result<(), CopyError> {
        if adding == 0 {
            return Ok(());
        }
        if let Some(max) = self.max_bytes {
            if self.held + adding > max {
                return Err(CopyError::OverBudget { max });
            }
        }
        if let Some((free, size)) = fs_space(&self.root) {
            let reserve = RESERVE.min(size / 100);
            if free < adding.saturating_add(reserve) {
                return Err(CopyError::DiskLow { free, reserve });
            }
        }
        Ok(())
    }

    /// The index in `touched` of the file at `path` (under `base`), opened (without following
    /// a symbolic link) and its directories made if need be; the most recently used.
    fn opened(&mut self, base: &Path, path: &Path, name: &str) -> Result<usize, CopyError> {
        if let Some(index) = self.touched.iter().position(|(p, _)| p == path) {
            let entry = self.touched.remove(index);
            self.touched.push(entry);
            return Ok(self.touched.len() - 1);
        }
        if self.touched.len() >= MAX_OPEN_FILES {
            let (oldest, file) = self.touched.remove(0);
            file.sync_data().map_err(io_failed(&oldest, Op::Sync))?;
        }
        nothing_in_the_way(&self.root, path, name)?;
        if let Some(dir) = path.parent() {
            if std::fs::symlink_metadata(dir).is_err() {
                create_dir_all(dir)?;
                self.note_new_dirs(dir);
            }
        }
        let created = std::fs::symlink_metadata(path).is_err();
        let file = OpenOptions::new()
            .create(true)
            .read(true)
            .append(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(path)
            .map_err(io_failed(path, Op::Open))?;
        if created {
            self.dirs
                .insert(path.parent().unwrap_or(base).to_path_buf());
        }
        self.touched.push((path.to_path_buf(), file));
        Ok(self.touched.len() - 1)
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
        if std::fs::symlink_metadata(&stage).is_ok() {
            std::fs::remove_dir_all(&stage).map_err(io_failed(&stage, Op::Remove))?;
        }
        self.unended.retain(|path, _| !path.starts_with(&stage));
        create_dir_all(&stage)?;
        self.held = self.measure();
        sync_parent(&stage)
    }

    /// Ends a resync of the DAO whose files in the copy are `old` (absolute paths): the staged
    /// files `names` (relative) replace them, at once as far as a crash can tell. Each name
    /// must be one of the DAO's journals, and one the copy can put in place (no directory or
    /// symbolic link in the way): checked before anything is touched. The staged files are
    /// made durable and a marker listing the swap is written before anything is touched, so a
    /// crash part way through is finished at the next [`open`](Copy::open).
    pub fn finish_resync(&mut self, old: &DaoFiles, names: &[String]) -> Result<(), CopyError> {
        let stage = self.stage_dir();
        for name in names {
            let target = path_under(&self.root, name)?;
            if journal_stem(name)? != old.name.as_bytes() {
                return Err(CopyError::NotAJournal {
                    name: name.clone(),
                    dao: Some(old.name.clone()),
                });
            }
            nothing_in_the_way(&self.root, &target, name)?;
            let staged = path_under(&stage, name)?;
            if std::fs::symlink_metadata(&staged).is_err() {
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
        self.unended.clear();
        self.held = self.measure();
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
            // Checked before the marker was written; something put in the way since (a
            // directory, a link) is left alone rather than keep the copy from opening: the
            // file is then missing, and the leader resyncs the DAO.
            if nothing_in_the_way(&self.root, &to, name).is_err() {
                continue;
            }
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

/// The DAO a shipped file's name gives: its last part must be a journal's name.
fn journal_stem(name: &str) -> Result<&[u8], CopyError> {
    let file_name = name.rsplit('/').next().unwrap_or(name);
    match classify(file_name.as_bytes()) {
        Some((stem, _)) => Ok(stem),
        None => Err(CopyError::NotAJournal {
            name: name.to_owned(),
            dao: None,
        }),
    }
}

/// Refuses `path` (under `root`) when the copy holds, on the way to it, a symbolic link or a
/// file where a directory is named, or at it something other than a plain file.
fn nothing_in_the_way(root: &Path, path: &Path, name: &str) -> Result<(), CopyError> {
    let in_the_way = |what| CopyError::InTheWay {
        name: name.to_owned(),
        what,
    };
    let mut at = path;
    let mut last = true;
    while at != root {
        if let Ok(meta) = std::fs::symlink_metadata(at) {
            let kind = meta.file_type();
            if kind.is_symlink() {
                return Err(in_the_way("a symbolic link"));
            }
            if last && !kind.is_file() {
                return Err(in_the_way("a directory or special file"));
            }
            if !last && !kind.is_dir() {
                return Err(in_the_way("a file where a directory is named"));
            }
        }
        last = false;
        match at.parent() {
            Some(parent) => at = parent,
            None => break,
        }
    }
    Ok(())
}

/// The bytes after the last line end of a file `len` bytes long: read back from its end, at
/// most [`MAX_UNENDED_TEXT`] and one more (a longer run is refused all the same).
fn unended_at_end(file: &File, len: u64) -> io::Result<u64> {
    const PIECE: u64 = 1 << 20;
    let limit = MAX_UNENDED_TEXT as u64 + 1;
    let mut buf = vec![0u8; PIECE.min(len) as usize];
    let mut end = len;
    while end > 0 && len - end < limit {
        let start = end.saturating_sub(PIECE);
        let piece = &mut buf[..(end - start) as usize];
        file.read_exact_at(piece, start)?;
        if let Some(i) = memchr::memrchr2(b'\n', b'\r', piece) {
            return Ok(len - (start + i as u64 + 1));
        }
        end = start;
    }
    Ok(len - end)
}

/// Whether `path` is a plain file (not through a symbolic link).
fn is_file(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_file())
}

/// The bytes of the plain files under `dir`, when it is a directory.
fn walk_files(dir: &Path) -> io::Result<u64> {
    let mut held = 0;
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        if kind.is_dir() {
            held += walk_files(&entry.path())?;
        } else if kind.is_file() {
            held += entry.metadata()?.len();
        }
    }
    Ok(held)
}

/// The free bytes (for an unprivileged writer) and the size of the file system holding
/// `path`, when it can be asked.
fn fs_space(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::ffi::OsStrExt;
    let c_path = std::ffi::CString::new(path.as_os_str().as_bytes()).ok()?;
    let mut stat = std::mem::MaybeUninit::<libc::statvfs>::uninit();
    // SAFETY: `c_path` is a NUL-terminated string that outlives the call, and `stat` points to
    // memory for one `statvfs`, which the call fills when it returns 0.
    let stat = unsafe {
        if libc::statvfs(c_path.as_ptr(), stat.as_mut_ptr()) != 0 {
            return None;
        }
        stat.assume_init()
    };
    let unit = stat.f_frsize as u64;
    Some((
        (stat.f_bavail as u64).saturating_mul(unit),
        (stat.f_blocks as u64).saturating_mul(unit),
    ))
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
    fn a_plan_stops_before_the_next_file_when_asked() {
        let dir = tempfile::tempdir().unwrap();
        let leader = [
            shipped(dir.path(), "u.0", b"p({id:1})\n"),
            shipped(dir.path(), "u", b"p({id:2})\n"),
        ];
        let copy = [held("u.0", b"p({id:1})\n"), held("u", b"p({id:2})\n")];
        let asked = std::cell::Cell::new(0);
        let going = || {
            asked.set(asked.get() + 1);
            asked.get() < 2
        };
        assert_eq!(plan_while(&leader, &copy, &going).unwrap(), None);
        assert_eq!(asked.get(), 2);
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

    #[test]
    fn a_staged_file_named_like_a_marker_is_never_taken_for_one() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("u"), b"p({id:1})\n").unwrap();
        let mut copy = Copy::open(root).unwrap();
        copy.begin_resync().unwrap();
        // The marker's own name cannot be shipped.
        assert!(matches!(
            copy.append(MARKER, 0, b"- u\n", true),
            Err(CopyError::BadName { .. })
        ));
        // A journal named `resync` (the marker's name before) is staged like any other, and a
        // stage cut before its marker is dropped, whatever it holds.
        copy.append("resync", 0, b"- u\n+ planted\n", true).unwrap();
        copy.append("planted", 0, b"p({id:666})\n", true).unwrap();
        copy.sync().unwrap();
        drop(copy);
        Copy::open(root).unwrap();
        assert_eq!(std::fs::read(root.join("u")).unwrap(), b"p({id:1})\n");
        assert!(!root.join("planted").exists());
        assert!(!root.join(STAGE_DIR).exists());
    }

    #[test]
    fn a_resync_replaces_only_the_daos_journals_and_nothing_in_its_way() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(root.join("models.json"), b"{}").unwrap();
        std::fs::create_dir(root.join("u.1")).unwrap();
        std::fs::write(root.join("v"), b"p({id:1})\n").unwrap();
        let old = |name: &str| DaoFiles {
            name: name.into(),
            files: Vec::new(),
        };
        let mut copy = Copy::open(root).unwrap();
        for (dao, name) in [("u", "models.json"), ("u", "v"), ("u", "u.1"), ("u", "v/u")] {
            copy.begin_resync().unwrap();
            let refused = copy.finish_resync(&old(dao), &[name.to_owned()]);
            assert!(
                matches!(
                    refused,
                    Err(CopyError::NotAJournal { .. } | CopyError::InTheWay { .. })
                ),
                "{name}: {refused:?}"
            );
            // Nothing was swapped, and the copy opens again.
            drop(copy);
            copy = Copy::open(root).unwrap();
        }
        assert_eq!(std::fs::read(root.join("models.json")).unwrap(), b"{}");
        assert_eq!(std::fs::read(root.join("v")).unwrap(), b"p({id:1})\n");
        assert!(root.join("u.1").is_dir());
        // Appends name journals only, and no directory.
        for name in ["models.json", "README.md", "u.1"] {
            assert!(copy.append(name, 0, b"x", false).is_err(), "{name}");
        }
        assert_eq!(std::fs::read(root.join("models.json")).unwrap(), b"{}");
    }

    #[test]
    fn a_marker_whose_swap_cannot_be_done_still_lets_the_copy_open() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("u/sub")).unwrap();
        let stage = root.join(STAGE_DIR);
        std::fs::create_dir_all(&stage).unwrap();
        std::fs::write(stage.join("u"), b"p({id:1})\n").unwrap();
        std::fs::write(stage.join("v"), b"p({id:2})\n").unwrap();
        std::fs::write(stage.join(MARKER), "+ u\n+ v\n").unwrap();
        Copy::open(root).unwrap();
        assert!(root.join("u/sub").is_dir());
        assert_eq!(std::fs::read(root.join("v")).unwrap(), b"p({id:2})\n");
        assert!(!stage.exists());
    }

    #[test]
    fn a_symbolic_link_in_the_copy_is_never_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::write(outside.path().join("u"), b"theirs\n").unwrap();
        std::os::unix::fs::symlink(outside.path(), root.join("sub")).unwrap();
        std::os::unix::fs::symlink(outside.path().join("u"), root.join("u")).unwrap();
        let mut copy = Copy::open(root).unwrap();
        for name in ["sub/u", "sub/v", "u"] {
            let at = if name == "u" { 7 } else { 0 };
            assert!(
                matches!(
                    copy.append(name, at, b"p({id:1})\n", false),
                    Err(CopyError::InTheWay { .. })
                ),
                "{name}"
            );
        }
        copy.begin_resync().unwrap();
        copy.append("sub/u", 0, b"p({id:1})\n", true).unwrap();
        let old = DaoFiles {
            name: "u".into(),
            files: Vec::new(),
        };
        assert!(copy.finish_resync(&old, &["sub/u".to_owned()]).is_err());
        assert_eq!(
            std::fs::read(outside.path().join("u")).unwrap(),
            b"theirs\n"
        );
        assert!(!outside.path().join("v").exists());
    }

    #[test]
    fn a_copy_keeps_few_files_open_and_every_append_durable() {
        let dir = tempfile::tempdir().unwrap();
        let mut copy = Copy::open(dir.path()).unwrap();
        for n in 0..400 {
            copy.append(&format!("d{n}"), 0, b"", false).unwrap();
            assert!(copy.touched.len() <= MAX_OPEN_FILES);
        }
        copy.append("d0", 0, b"p({id:1})\n", false).unwrap();
        copy.sync().unwrap();
        assert!(dir.path().join("d399").exists());
        assert_eq!(
            std::fs::read(dir.path().join("d0")).unwrap(),
            b"p({id:1})\n"
        );
    }

    #[test]
    fn a_line_without_its_end_is_bounded_and_counted_without_reading_again() {
        let dir = tempfile::tempdir().unwrap();
        let mut copy = Copy::open(dir.path()).unwrap();
        let piece = vec![b'x'; 1 << 20];
        let mut at = 0;
        copy.append("u", 0, b"p({id:1})\n", false).unwrap();
        at += 10;
        let pieces = MAX_UNENDED_TEXT >> 20;
        for _ in 0..pieces {
            copy.append("u", at, &piece, false).unwrap();
            at += piece.len() as u64;
        }
        assert!(matches!(
            copy.append("u", at, b"x", false),
            Err(CopyError::Unended { .. })
        ));
        copy.sync().unwrap();
        // A new session (the count read back from the file once) refuses it too; a line end
        // starts the count again.
        let mut copy = Copy::open(dir.path()).unwrap();
        assert!(matches!(
            copy.append("u", at, b"x", false),
            Err(CopyError::Unended { .. })
        ));
        copy.append("u", at, b"\nxy", false).unwrap();
        copy.append("u", at + 3, &piece, false).unwrap();
    }

    #[test]
    fn a_copy_holds_no_more_than_its_budget() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("u"), [b'x'; 40]).unwrap();
        let mut copy = Copy::open(dir.path()).unwrap();
        assert_eq!(copy.held(), 40);
        copy.set_max_bytes(Some(100));
        copy.append("u", 40, &[b'\n'; 50], false).unwrap();
        assert!(matches!(
            copy.append("u", 90, &[b'\n'; 20], false),
            Err(CopyError::OverBudget { max: 100 })
        ));
        // A resync's stage counts beside the files it replaces.
        copy.begin_resync().unwrap();
        assert!(matches!(
            copy.append("u", 0, &[b'\n'; 20], true),
            Err(CopyError::OverBudget { .. })
        ));
        assert!(copy.reserve() > 0);
    }
}
