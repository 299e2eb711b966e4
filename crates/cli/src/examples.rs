//! The example journals `replay` and `check` use when given no path. They travel inside the
//! binary, so any copy of it works wherever it is installed: a binary run from a cargo build
//! directory reads the checkout's `examples/` (so edits show at once and reports name the
//! files you can open), an installed one `<prefix>/share/folio/examples` when that exists, and
//! otherwise the copy embedded at build time, written to a temporary directory for the run.

use crate::Fatal;
use std::path::{Path, PathBuf};

/// The files of `examples/`, embedded: (name, bytes).
pub const EMBEDDED: &[(&str, &[u8])] = &[
    ("README.md", include_bytes!("../../../examples/README.md")),
    (
        "countries.jrl",
        include_bytes!("../../../examples/countries.jrl"),
    ),
    (
        "models.json",
        include_bytes!("../../../examples/models.json"),
    ),
    (
        "regions.jrl",
        include_bytes!("../../../examples/regions.jrl"),
    ),
    ("users", include_bytes!("../../../examples/users")),
    ("users.jrl", include_bytes!("../../../examples/users.jrl")),
];

/// The examples' folder for this run; a temporary one is removed when this is dropped.
#[derive(Debug)]
pub struct Examples {
    pub dir: PathBuf,
    _temp: Option<tempfile::TempDir>,
}

impl Examples {
    /// Finds the examples next to the binary, or writes the embedded copy out.
    pub fn locate() -> Result<Examples, Fatal> {
        if let Some(dir) = std::env::current_exe()
            .ok()
            .and_then(|exe| exe.canonicalize().ok())
            .and_then(|exe| beside(&exe))
        {
            return Ok(Examples { dir, _temp: None });
        }
        let temp = tempfile::Builder::new()
            .prefix("folio-examples.")
            .tempdir()
            .map_err(Fatal::file(&std::env::temp_dir()))?;
        for (name, bytes) in EMBEDDED {
            let path = temp.path().join(name);
            std::fs::write(&path, bytes).map_err(Fatal::file(&path))?;
        }
        Ok(Examples {
            dir: temp.path().to_owned(),
            _temp: Some(temp),
        })
    }

    pub fn models(&self) -> PathBuf {
        self.dir.join("models.json")
    }
}

/// The examples' folder that belongs with the binary at `exe`, if there is one:
/// `<prefix>/share/folio/examples` for `<prefix>/bin/folio`, or the checkout's `examples/` for
/// a binary in a cargo target directory (`<checkout>/target/<profile>/folio`, or one level
/// deeper under a target triple).
fn beside(exe: &Path) -> Option<PathBuf> {
    let bin = exe.parent()?;
    let share = bin.parent()?.join("share/folio/examples");
    let mut found = vec![share];
    for target in bin.ancestors().skip(1).take(2) {
        if target.file_name().is_some_and(|n| n == "target") {
            found.push(target.parent()?.join("examples"));
        }
    }
    found
        .into_iter()
        .find(|dir| dir.join("models.json").is_file() && dir.join("users.jrl").is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The embedded list is the folder: a file added to examples/ must be added here too.
    #[test]
    fn embedded_files_are_the_examples_folder() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples");
        let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        on_disk.sort();
        let mut embedded: Vec<&str> = EMBEDDED.iter().map(|(n, _)| *n).collect();
        embedded.sort_unstable();
        assert_eq!(on_disk, embedded);
        for (name, bytes) in EMBEDDED {
            assert_eq!(std::fs::read(dir.join(name)).unwrap(), *bytes, "{name}");
        }
    }

    #[test]
    fn a_binary_in_a_target_directory_finds_the_checkout() {
        let root = tempfile::tempdir().unwrap();
        let examples = root.path().join("examples");
        std::fs::create_dir_all(&examples).unwrap();
        std::fs::write(examples.join("models.json"), "{}").unwrap();
        std::fs::write(examples.join("users.jrl"), "").unwrap();
        let exe = root.path().join("target/release/folio");
        assert_eq!(beside(&exe), Some(examples.clone()));
        let exe = root
            .path()
            .join("target/x86_64-unknown-linux-gnu/release/folio");
        assert_eq!(beside(&exe), Some(examples));
        // Anywhere else, nothing: the embedded copy is used.
        assert_eq!(beside(&root.path().join("bin/folio")), None);
        assert_eq!(beside(&root.path().join("release/folio")), None);
    }

    #[test]
    fn an_installed_binary_finds_its_share_folder() {
        let root = tempfile::tempdir().unwrap();
        let share = root.path().join("share/folio/examples");
        std::fs::create_dir_all(&share).unwrap();
        std::fs::write(share.join("models.json"), "{}").unwrap();
        std::fs::write(share.join("users.jrl"), "").unwrap();
        assert_eq!(beside(&root.path().join("bin/folio")), Some(share));
    }
}
