//! `folio models import SRC...`: a registry from FOAM's JavaScript model sources.
//!
//! Every `.js` file under each tree is parsed ([`js`]), its definition calls read ([`defs`]) and
//! the whole resolved as FOAM's class loader does ([`resolve`]). Trees load in the order given
//! and files in path order within a tree; a later tree's class of the same id replaces an
//! earlier one's, as FOAM's load order does. Every `services.jrl` among them gives the
//! registry's `daos` map: each DAO the application's services journals declare (named as its journal is) with
//! the class of its objects ([`services`]), a later one replacing an earlier one's.

mod defs;
mod java;
mod js;
mod resolve;
mod services;
mod warning;

pub use warning::{At, LeftOut, LeftOutDefault, Warning, WarningKind};

use std::fmt;
use std::path::{Path, PathBuf};

use crate::doc::RegistryDoc;

/// What an import made.
#[derive(Debug)]
pub struct Imported {
    pub registry: RegistryDoc,
    pub warnings: Vec<Warning>,
    /// The properties whose default FOAM computes (or whose `value` the type does not take), so
    /// that the registry has none for them, in load order.
    pub defaults_left_out: Vec<LeftOutDefault>,
    /// The `.js` files and `services.jrl` journals read, in load order.
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
    let paths = files.clone();
    Ok(on_parser_stack(|| {
        resolve_files(trees, files, per_tree, &mut |i| std::fs::read(&paths[i]))
    }))
}

/// Imports sources given as texts: one list of `(name, text)` per tree, in load order. The
/// same as [`import`] of files with those names and contents (tests and the fuzz target).
pub fn import_texts(trees: &[Vec<(PathBuf, Vec<u8>)>]) -> Imported {
    let mut files = Vec::new();
    let mut texts = Vec::new();
    let mut per_tree = Vec::with_capacity(trees.len());
    for tree in trees {
        let start = files.len();
        for (name, text) in tree {
            files.push(name.clone());
            texts.push(text);
        }
        per_tree.push(start..files.len());
    }
    on_parser_stack(|| resolve_files(&[], files, per_tree, &mut |i| Ok(texts[i].clone())))
}

/// The stack the parser runs on: its recursion is bounded by [`js::MAX_NESTING`], which needs
/// a few MB in a debug build, more than a test thread's default 2 MB. Reserved, not used: the
/// pages are touched only as deep as a file nests.
const PARSER_STACK: usize = 64 << 20;

pub(crate) fn on_parser_stack<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("import".into())
            .stack_size(PARSER_STACK)
            .spawn_scoped(scope, work)
            .expect("a thread for the import")
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Reads every file (by its index in `files`), tree by tree, and resolves the whole.
fn resolve_files(
    roots: &[PathBuf],
    files: Vec<PathBuf>,
    per_tree: Vec<std::ops::Range<usize>>,
    read: &mut dyn FnMut(usize) -> std::io::Result<Vec<u8>>,
) -> Imported {
    let trees = roots;
    let mut raw_warnings: Vec<(At, WarningKind)> = Vec::new();
    let mut definitions = 0;
    let mut items = Vec::with_capacity(per_tree.len());
    // The DAOs services journals declare, in load order.
    let mut declared: Vec<(String, String)> = Vec::new();
    for range in per_tree {
        let mut tree_items = resolve::TreeItems { items: Vec::new() };
        for file in range {
            let text = match read(file) {
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
            if services::is_services_journal(&files[file]) {
                declared.extend(services::daos(text.as_bytes()));
                continue;
            }
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
    let resolver = resolve::Resolver::new(items, &files, &mut warn);
    // A definition's place as a path inside its tree, so that the registry does not depend on
    // where the tree was checked out.
    let source = |at: At| {
        let file = &files[at.file];
        // A tree given as one file: its name.
        let inside = trees
            .iter()
            .find_map(|t| file.strip_prefix(t).ok())
            .map(|p| match p.as_os_str().is_empty() {
                true => Path::new(file.file_name().unwrap_or(file.as_os_str())),
                false => p,
            })
            .unwrap_or(file);
        format!("{}:{}", inside.display(), at.line)
    };
    let (mut registry, left_out) = resolver.finish(&source);
    // A DAO of a class the sources define: the class's objects are typed by it. One of a class
    // they do not define would only name a class no model types.
    for (dao, class) in declared {
        if registry.models.iter().any(|m| m.class == class) {
            registry.daos.insert(dao, class);
        }
    }
    let mut left_out = left_out;
    left_out.sort_by(|a, b| {
        (a.at.file, a.at.line, &a.property).cmp(&(b.at.file, b.at.line, &b.property))
    });
    let defaults_left_out = left_out
        .into_iter()
        .map(|l| LeftOutDefault {
            file: files[l.at.file].clone(),
            line: l.at.line,
            classes: l.classes,
            property: l.property,
            why: l.why,
        })
        .collect();
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
    Imported {
        registry,
        warnings,
        defaults_left_out,
        files,
        definitions,
    }
}

/// The `.js` files and `services.jrl` journals under `tree`, in path order (a file given by name
/// is read whatever its name).
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
        let path = entry.path();
        if entry.file_type().is_file()
            && (path.extension().is_some_and(|e| e == "js") || services::is_services_journal(path))
        {
            out.push(entry.into_path());
        }
    }
    Ok(())
}
