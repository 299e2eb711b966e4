//! Which files make up which DAO, in which order (DESIGN §3.1).
//!
//! A DAO named `X` is every `X.jrl` under the given paths (sorted by path, bytewise), then
//! `X.0`, `X.1`, ... (numeric order), then `X`, the live journal that writes append to. Other
//! names (`README.md`, `models.json`, `X.jrl.example`) are skipped, and so are hidden files and
//! folders below a given path. A file named explicitly is always read: its DAO is given by the
//! same rule, or, when its name fits none, by its name up to the first dot.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// The files of one DAO, in replay order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DaoFiles {
    pub name: String,
    pub files: Vec<PathBuf>,
}

/// What `discover` found.
#[derive(Debug, Clone, Default)]
pub struct Discovery {
    /// DAOs sorted by name.
    pub daos: Vec<DaoFiles>,
    /// Files passed over because their names are not journal names (for `--verbose`).
    pub skipped: Vec<PathBuf>,
}

#[derive(Debug)]
pub enum DiscoverError {
    NotFound(PathBuf),
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
enum Rank {
    Jrl,
    /// `X.<digits>`: by numeric value (digit count first, so no overflow), then text.
    Numbered(usize, String),
    Live,
}

/// The DAO name and rank a file name gives, if it is a journal name.
fn classify(file_name: &str) -> Option<(&str, Rank)> {
    if file_name.starts_with('.') {
        return None;
    }
    if let Some(stem) = file_name.strip_suffix(".jrl") {
        return (!stem.is_empty()).then_some((stem, Rank::Jrl));
    }
    match file_name.rsplit_once('.') {
        None => Some((file_name, Rank::Live)),
        Some((stem, digits))
            if !stem.is_empty()
                && !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit()) =>
        {
            let trimmed = digits.trim_start_matches('0');
            Some((stem, Rank::Numbered(trimmed.len(), trimmed.to_owned())))
        }
        Some(_) => None,
    }
}

/// Finds the journals under `paths` (files or directories, walked recursively).
pub fn discover(paths: &[PathBuf]) -> Result<Discovery, DiscoverError> {
    let mut found: BTreeMap<String, Vec<(Rank, PathBuf)>> = BTreeMap::new();
    let mut skipped = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut add = |name: &str, rank: Rank, path: PathBuf| {
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        if seen.insert(key) {
            found.entry(name.to_owned()).or_default().push((rank, path));
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
            match classify(&name) {
                Some((dao, rank)) => add(dao, rank, root.clone()),
                None => {
                    let dao = name.split('.').next().unwrap_or(&name).to_owned();
                    add(&dao, Rank::Jrl, root.clone());
                }
            }
            continue;
        }
        let walker = walkdir::WalkDir::new(root)
            .follow_links(true)
            .sort_by_file_name()
            .into_iter()
            .filter_entry(|e| e.depth() == 0 || !e.file_name().to_string_lossy().starts_with('.'));
        for entry in walker {
            let entry = entry.map_err(|e| DiscoverError::Io {
                path: e.path().map_or_else(|| root.clone(), Path::to_path_buf),
                source: e
                    .into_io_error()
                    .unwrap_or_else(|| std::io::Error::other("filesystem loop")),
            })?;
            if !entry.file_type().is_file() {
                continue;
            }
            let name = file_name(entry.path());
            match classify(&name) {
                Some((dao, rank)) => add(dao, rank, entry.into_path()),
                None => skipped.push(entry.into_path()),
            }
        }
    }
    if found.is_empty() {
        return Err(DiscoverError::NoJournals(paths.to_vec()));
    }
    let daos = found
        .into_iter()
        .map(|(name, mut files)| {
            files.sort_by(|a, b| {
                a.0.cmp(&b.0).then_with(|| {
                    a.1.as_os_str()
                        .as_encoded_bytes()
                        .cmp(b.1.as_os_str().as_encoded_bytes())
                })
            });
            DaoFiles {
                name,
                files: files.into_iter().map(|(_, path)| path).collect(),
            }
        })
        .collect();
    Ok(Discovery { daos, skipped })
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        ];
        for (name, want) in cases {
            assert_eq!(classify(name), want.clone(), "{name}");
        }
        // Numeric, not textual, order.
        assert!(Rank::Numbered(1, "9".into()) < Rank::Numbered(2, "10".into()));
        assert!(Rank::Jrl < Rank::Numbered(0, String::new()));
        assert!(Rank::Numbered(9, "999999999".into()) < Rank::Live);
    }
}
