//! Which files make up which DAO, in which order (docs/format.md, "Files").
//!
//! A DAO named `X` is every `X.jrl` under the given paths (sorted by path, bytewise), then
//! `X.0`, `X.1`, ... (numeric order), then `X`, the live journal that writes append to. Other
//! names (`README.md`, `models.json`, `X.jrl.example`) are skipped, and so are hidden files and
//! folders below a given path. A closed journal may be compressed: `X.jrl.gz`, `X.3.zst` rank as
//! `X.jrl` and `X.3` (what a file holds is told by its bytes, [`crate::content`]). A file named explicitly is always read: its DAO is given by the
//! same rule, or, when its name fits none, by its name up to the first dot.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// The files of one DAO, in replay order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DaoFiles {
    /// The DAO's name (lossy UTF-8 when the file names are not UTF-8).
    pub name: String,
    /// Its files in replay order; the live journal, when present, is last.
    pub files: Vec<PathBuf>,
}

impl DaoFiles {
    /// Adds the DAO's runtime files in `dir` (`X.0`, `X.1`, ..., `X`) that it does not hold
    /// yet, and puts all its files back in replay order. A writer appends to `dir/X`: when the
    /// paths given named only `X.jrl`, what an earlier writer appended beside it is the DAO's
    /// too, and must be replayed before anything more is written. Says whether it added any.
    pub fn add_runtime_files(&mut self, dir: &Path) -> Result<bool, DiscoverError> {
        let listed = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let failed = |source| DiscoverError::Io {
            path: listed.to_path_buf(),
            source,
        };
        let held: std::collections::HashSet<PathBuf> = self
            .files
            .iter()
            .map(|p| std::fs::canonicalize(p).unwrap_or_else(|_| p.clone()))
            .collect();
        let mut added = false;
        for entry in std::fs::read_dir(listed).map_err(failed)? {
            let name = entry.map_err(failed)?.file_name();
            let runtime = matches!(
                classify(name.as_encoded_bytes()),
                Some((stem, Rank::Live | Rank::Numbered(..))) if stem == self.name.as_bytes()
            );
            if !runtime {
                continue;
            }
            let path = dir.join(&name);
            let canonical = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
            // Followed through links, as discovery follows them.
            if path.is_file() && !held.contains(&canonical) {
                self.files.push(path);
                added = true;
            }
        }
        if added {
            let mut ranked: Vec<(Rank, PathBuf)> = std::mem::take(&mut self.files)
                .into_iter()
                .map(|p| {
                    let rank = classify(file_name(&p)).map_or(Rank::Jrl, |(_, rank)| rank);
                    (rank, p)
                })
                .collect();
            in_replay_order(&mut ranked);
            self.files = ranked.into_iter().map(|(_, path)| path).collect();
        }
        Ok(added)
    }
}

/// What `discover` found.
#[derive(Debug, Clone, Default)]
pub struct Discovery {
    /// The paths discovery was made from, as given.
    pub roots: Vec<PathBuf>,
    /// DAOs sorted by name.
    pub daos: Vec<DaoFiles>,
    /// Files and hidden folders passed over because their names are not journal names (for
    /// `--verbose`).
    pub skipped: Vec<PathBuf>,
    /// Entries under a given folder that could not be read (a folder without permission, a
    /// link to nothing named like a journal, a filesystem loop). Discovery goes on past them,
    /// as ripgrep and fd do; the caller reports them.
    pub unreadable: Vec<Unreadable>,
}

/// An entry of a walked folder that could not be read.
#[derive(Debug, Clone)]
pub struct Unreadable {
    pub path: PathBuf,
    /// Shared so that a `Discovery` stays `Clone`.
    pub error: std::sync::Arc<std::io::Error>,
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

/// Why discovery failed.
#[derive(Debug)]
pub enum DiscoverError {
    /// A given path does not exist.
    NotFound(PathBuf),
    /// A path could not be read (permissions, a filesystem loop).
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The paths hold no journal at all.
    NoJournals(Vec<PathBuf>),
}

impl fmt::Display for DiscoverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiscoverError::NotFound(path) => {
                write!(f, "{}: no such file or directory", path.display())
            }
            DiscoverError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            DiscoverError::NoJournals(paths) => {
                let names: Vec<_> = paths.iter().map(|p| p.display().to_string()).collect();
                write!(f, "{}: no journal files found", names.join(", "))
            }
        }
    }
}

impl std::error::Error for DiscoverError {}

/// Where a file stands in its DAO's order.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Rank {
    Jrl,
    /// `X.<digits>`: by numeric value (digit count first, so no overflow), then text.
    Numbered(usize, String),
    Live,
}

/// The DAO name and rank a file name gives, if it is a journal name. Works on the name's bytes,
/// so names that are not UTF-8 still make distinct DAOs.
pub(crate) fn classify(file_name: &[u8]) -> Option<(&[u8], Rank)> {
    if file_name.first() == Some(&b'.') {
        return None;
    }
    // `X.jrl.gz`, `X.3.zst`: a closed journal, compressed, ranks as the journal it was. The live
    // journal `X` is appended to, so `X.gz` is not a journal name.
    if let Some(plain) = crate::content::strip_compressed_suffix(file_name) {
        return match classify_plain(plain) {
            Some((_, Rank::Live)) | None => None,
            found => found,
        };
    }
    classify_plain(file_name)
}

fn classify_plain(file_name: &[u8]) -> Option<(&[u8], Rank)> {
    if let Some(stem) = file_name.strip_suffix(b".jrl") {
        return (!stem.is_empty()).then_some((stem, Rank::Jrl));
    }
    match file_name.iter().rposition(|&b| b == b'.') {
        None => Some((file_name, Rank::Live)),
        Some(dot) => {
            let (stem, digits) = (&file_name[..dot], &file_name[dot + 1..]);
            if stem.is_empty() || digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
                return None;
            }
            let first = digits
                .iter()
                .position(|&b| b != b'0')
                .unwrap_or(digits.len());
            let trimmed = String::from_utf8_lossy(&digits[first..]).into_owned();
            Some((stem, Rank::Numbered(trimmed.len(), trimmed)))
        }
    }
}

/// The suffix of a DAO's snapshot (`folio-snapshot`): DAO `X`'s is `.X.folio-snapshot`
/// beside its live journal.
pub const SNAPSHOT_SUFFIX: &str = ".folio-snapshot";

/// The file name of DAO `dao`'s snapshot: `.dao.folio-snapshot`. A hidden name, so discovery
/// never reads it as a journal; it is a DAO's file all the same, so it is not listed among the
/// files passed over.
pub fn snapshot_file_name(dao: &str) -> String {
    format!(".{dao}{SNAPSHOT_SUFFIX}")
}

/// Whether `name` is a snapshot's file name ([`snapshot_file_name`] of some DAO).
fn is_snapshot_name(name: &[u8]) -> bool {
    name.len() > 1 + SNAPSHOT_SUFFIX.len()
        && name.starts_with(b".")
        && name.ends_with(SNAPSHOT_SUFFIX.as_bytes())
}

/// Finds the journals under `paths` (files or directories, walked recursively).
pub fn discover(paths: &[PathBuf]) -> Result<Discovery, DiscoverError> {
    // Keyed by the DAO name's bytes: two names that differ only in invalid UTF-8 stay apart.
    let mut found: BTreeMap<Vec<u8>, Vec<(Rank, PathBuf)>> = BTreeMap::new();
    let mut skipped = Vec::new();
    let mut unreadable = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut add = |name: &[u8], rank: Rank, path: PathBuf| {
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if seen.insert(key) {
            found.entry(name.to_vec()).or_default().push((rank, path));
        }
    };
    for root in paths {
        let meta = std::fs::metadata(root).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => DiscoverError::NotFound(root.clone()),
            _ => DiscoverError::Io {
                path: root.clone(),
                source: e,
            },
        })?;
        if meta.is_file() {
            let name = file_name(root);
            match classify(name) {
                Some((dao, rank)) => add(dao, rank, root.clone()),
                None => {
                    let dao = name.split(|&b| b == b'.').next().unwrap_or(name);
                    add(dao, Rank::Jrl, root.clone());
                }
            }
            continue;
        }
        let mut walker = walkdir::WalkDir::new(root)
            .follow_links(true)
            .sort_by_file_name()
            .into_iter();
        while let Some(entry) = walker.next() {
            let entry = match entry {
                Ok(entry) => entry,
                Err(e) => {
                    let path = e.path().map_or_else(|| root.clone(), Path::to_path_buf);
                    let error = e
                        .into_io_error()
                        .unwrap_or_else(|| std::io::Error::other("filesystem loop"));
                    // A dangling link that no one would take for a journal is just skipped.
                    let name = file_name(&path);
                    let journal_name = name.first() != Some(&b'.') && classify(name).is_some();
                    if error.kind() == std::io::ErrorKind::NotFound && !journal_name {
                        skipped.push(path);
                    } else {
                        unreadable.push(Unreadable {
                            path,
                            error: error.into(),
                        });
                    }
                    continue;
                }
            };
            let hidden = entry.depth() > 0 && file_name(entry.path()).first() == Some(&b'.');
            if entry.file_type().is_dir() {
                if hidden {
                    skipped.push(entry.into_path());
                    walker.skip_current_dir();
                }
                continue;
            }
            if !entry.file_type().is_file() {
                // A FIFO, socket or device inside a tree is not read (reading a FIFO could wait
                // for ever), but it is listed with what was passed over.
                skipped.push(entry.into_path());
                continue;
            }
            let path = entry.into_path();
            let name = file_name(&path);
            match classify(name) {
                Some((dao, rank)) => add(dao, rank, path.clone()),
                // Read when its DAO is opened, not passed over.
                None if is_snapshot_name(name) => {}
                None => skipped.push(path),
            }
        }
    }
    if found.is_empty() && unreadable.is_empty() {
        return Err(DiscoverError::NoJournals(paths.to_vec()));
    }
    let daos = found
        .into_iter()
        .map(|(name, mut files)| {
            in_replay_order(&mut files);
            DaoFiles {
                name: String::from_utf8_lossy(&name).into_owned(),
                files: files.into_iter().map(|(_, path)| path).collect(),
            }
        })
        .collect();
    Ok(Discovery {
        roots: paths.to_vec(),
        daos,
        skipped,
        unreadable,
    })
}

/// Sorts one DAO's files into replay order: by rank, then by path, bytewise.
fn in_replay_order(files: &mut [(Rank, PathBuf)]) {
    files.sort_by(|a, b| {
        a.0.cmp(&b.0).then_with(|| {
            a.1.as_os_str()
                .as_encoded_bytes()
                .cmp(b.1.as_os_str().as_encoded_bytes())
        })
    });
}

fn file_name(path: &Path) -> &[u8] {
    path.file_name().map_or(&[], |n| n.as_encoded_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_files_beside_a_named_jrl_join_in_replay_order() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["a.jrl", "a", "a.10", "a.2", "b", "a.jrl.example"] {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        let mut files = DaoFiles {
            name: "a".into(),
            files: vec![dir.path().join("a.jrl"), dir.path().join("a.2")],
        };
        assert!(files.add_runtime_files(dir.path()).unwrap());
        let names: Vec<_> = files
            .files
            .iter()
            .map(|p| p.file_name().unwrap().to_str().unwrap())
            .collect();
        assert_eq!(names, ["a.jrl", "a.2", "a.10", "a"]);
        assert!(
            !files.add_runtime_files(dir.path()).unwrap(),
            "nothing left to add"
        );
    }

    #[test]
    fn a_daos_snapshot_is_neither_a_journal_nor_passed_over() {
        let dir = tempfile::tempdir().unwrap();
        let snapshot = snapshot_file_name("a");
        for name in ["a", snapshot.as_str(), ".folio-snapshot", "README.md"] {
            std::fs::write(dir.path().join(name), "").unwrap();
        }
        let found = discover(&[dir.path().to_path_buf()]).unwrap();
        assert_eq!(found.daos.len(), 1);
        assert_eq!(found.daos[0].files, [dir.path().join("a")]);
        let mut skipped: Vec<_> = found
            .skipped
            .iter()
            .map(|p| p.file_name().unwrap().to_str().unwrap())
            .collect();
        skipped.sort_unstable();
        // A bare suffix names no DAO: passed over like any other name.
        assert_eq!(skipped, [".folio-snapshot", "README.md"]);
    }

    #[test]
    fn names_table() {
        let cases: &[(&str, Option<(&str, Rank)>)] = &[
            ("regions.jrl", Some(("regions", Rank::Jrl))),
            ("regions", Some(("regions", Rank::Live))),
            (
                "regions.0",
                Some(("regions", Rank::Numbered(0, String::new()))),
            ),
            (
                "regions.12",
                Some(("regions", Rank::Numbered(2, "12".into()))),
            ),
            (
                "regions.007",
                Some(("regions", Rank::Numbered(1, "7".into()))),
            ),
            ("regions.jrl.example", None),
            ("models.json", None),
            ("README.md", None),
            (".hidden", None),
            (".jrl", None),
            ("x.1a", None),
            ("regions.jrl.gz", Some(("regions", Rank::Jrl))),
            (
                "regions.12.zst",
                Some(("regions", Rank::Numbered(2, "12".into()))),
            ),
            ("regions.gz", None),
            ("regions.zst", None),
            ("regions.jrl.gz.gz", None),
        ];
        for (name, want) in cases {
            let got = classify(name.as_bytes());
            let want = want.clone().map(|(stem, rank)| (stem.as_bytes(), rank));
            assert_eq!(got, want, "{name}");
        }
        // Numeric, not textual, order.
        assert!(Rank::Numbered(1, "9".into()) < Rank::Numbered(2, "10".into()));
        assert!(Rank::Jrl < Rank::Numbered(0, String::new()));
        assert!(Rank::Numbered(9, "999999999".into()) < Rank::Live);
    }
}
