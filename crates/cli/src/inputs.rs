//! What every reading command shares: the paths, the model registry, discovery.

use crate::{examples_dir, Fatal};
use folio_journal::{discover, Discovery};
use folio_models::Registry;
use std::path::PathBuf;

#[derive(Debug, clap::Args)]
pub struct Inputs {
    /// Journal files or directories (walked recursively). None: the repository's examples.
    pub paths: Vec<PathBuf>,
    /// Model registry (DESIGN §4). Without it every class replays generically, except for the
    /// examples, which use examples/models.json.
    #[arg(long, value_name = "FILE")]
    pub models: Option<PathBuf>,
    /// Also list skipped files and registry warnings (on stderr).
    #[arg(long, short)]
    pub verbose: bool,
}

impl Inputs {
    /// Loads the registry and finds the journals.
    pub fn open(&self) -> Result<(Registry, Discovery), Fatal> {
        let (paths, models) = if self.paths.is_empty() {
            let dir = examples_dir();
            let models = self
                .models
                .clone()
                .or_else(|| Some(dir.join("models.json")));
            (vec![dir], models)
        } else {
            (self.paths.clone(), self.models.clone())
        };
        let registry = match &models {
            Some(path) => Registry::load(path)?,
            None => Registry::empty(),
        };
        let discovery = discover(&paths)?;
        if self.verbose {
            for warning in registry.warnings() {
                eprintln!("folio: models: {warning}");
            }
            for path in &discovery.skipped {
                eprintln!("folio: skipped {} (not a journal name)", path.display());
            }
        }
        Ok((registry, discovery))
    }
}
