//! `folio models import SRC...`: a registry from FOAM's JavaScript model sources.
//!
//! Every `.js` file under each tree is parsed ([`js`]), its definition calls read ([`defs`]) and
//! the whole resolved as FOAM's class loader does ([`resolve`]). Trees load in the order given
//! and files in path order within a tree; a later tree's class of the same id replaces an
//! earlier one's, as FOAM's load order does.

mod defs;
mod js;
mod resolve;
mod warning;

pub use warning::{At, Warning, WarningKind};

use std::fmt;
use std::path::{Path, PathBuf};

use crate::doc::RegistryDoc;

/// What an import made.
#[derive(Debug)]
pub struct Imported {
    pub registry: RegistryDoc,
    pub warnings: Vec<Warning>,
    /// The `.js` files read, in load order.
    pub files: Vec<PathBuf>,
    /// Definition calls found (classes, enums, interfaces, relationships, refinements).
    pub definitions: usize,
}

/// A tree that cannot be walked at all.
#[derive(Debug)]
pub enum ImportError {
    NotFound {
        path: PathBuf,
        source: std::io::Error,
    },
    Walk {
        path: PathBuf,
        source: walkdir::Error,
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::NotFound { path, source } => write!(f, "{}: {source}", path.display()),
            ImportError::Walk { path, source } => write!(f, "{}: {source}", path.display()),
        }
    }
}

impl std::error::Error for ImportError {}

/// Imports the model sources under `trees` (directories walked recursively, or single files).
pub fn import(trees: &[PathBuf]) -> Result<Imported, ImportError> {
    let mut files = Vec::new();
    let mut per_tree = Vec::with_capacity(trees.len());
    for tree in trees {
        let start = files.len();
        list_js(tree, &mut files)?;
        per_tree.push(start..files.len());
    }
    let mut raw_warnings: Vec<(At, WarningKind)> = Vec::new();
    let mut definitions = 0;
    let mut items = Vec::with_capacity(trees.len());
    for range in per_tree {
        let mut tree_items = resolve::TreeItems { items: Vec::new() };
        for file in range {
            let text = match std::fs::read(&files[file]) {
                Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                Err(e) => {
                    raw_warnings.push((
                        At { file, line: 0 },
                        WarningKind::Unreadable {
                            error: e.to_string(),
                        },
                    ));
                    continue;
                }
            };
            let found = js::read(&text);
            if let Some((line, message)) = found.syntax_error {
                raw_warnings.push((At { file, line }, WarningKind::Syntax { message }));
            }
            definitions += found.defs.len();
            let mut warn = |at, kind| raw_warnings.push((at, kind));
            tree_items
                .items
                .extend(defs::collect(&found.defs, file, &mut warn).items);
        }
        items.push(tree_items);
    }
    let mut warn = |at, kind| raw_warnings.push((at, kind));
    let resolver = resolve::Resolver::new(items, &mut warn);
    // A definition's place as a path inside its tree, so that the registry does not depend on
    // where the tree was checked out.
    let source = |at: At| {
        let file = &files[at.file];
        let inside = trees
            .iter()
            .find_map(|t| {
                file.strip_prefix(t)
                    .ok()
                    .filter(|p| !p.as_os_str().is_empty())
            })
            .unwrap_or(file);
        format!("{}:{}", inside.display(), at.line)
    };
    let registry = resolver.finish(&source);
    // In load order (files, then lines), whatever phase found them.
    raw_warnings.sort_by_key(|(at, _)| (at.file, at.line));
    let warnings = raw_warnings
        .into_iter()
        .map(|(at, kind)| Warning {
            file: files[at.file].clone(),
            line: at.line,
            kind,
        })
        .collect();
    Ok(Imported {
        registry,
        warnings,
        files,
        definitions,
    })
}

/// The `.js` files under `tree`, in path order (a file given by name is read whatever its name).
fn list_js(tree: &Path, out: &mut Vec<PathBuf>) -> Result<(), ImportError> {
    let meta = std::fs::metadata(tree).map_err(|source| ImportError::NotFound {
        path: tree.to_path_buf(),
        source,
    })?;
    if meta.is_file() {
        out.push(tree.to_path_buf());
        return Ok(());
    }
    for entry in walkdir::WalkDir::new(tree)
        .follow_links(false)
        .sort_by_file_name()
    {
        let entry = entry.map_err(|source| ImportError::Walk {
            path: tree.to_path_buf(),
            source,
        })?;
        if entry.file_type().is_file() && entry.path().extension().is_some_and(|e| e == "js") {
            out.push(entry.into_path());
        }
    }
    Ok(())
}
