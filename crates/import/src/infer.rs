//! `folio models infer`: a starting registry made from what journals hold, for when no model
//! sources exist. The rules are written out in docs/cli.md, `folio models infer`; in short:
//!
//! - Every DAO's files are read in discovery order and framed; each entry is parsed by the
//!   dialect. An entry that does not parse is skipped and counted ([`Warning::BadEntry`]).
//! - A top-level object's class is the string of its first key `class`, else its DAO's default
//!   class (the first class any of the DAO's `p`/`c`/`r` entries names, as replay takes it).
//!   A DAO none of whose entries names a class is left out ([`Warning::NoClass`]): inference
//!   makes up no class names. Objects inside values that name a class are models too; FOAM's
//!   special objects (`__Class__`, `__Timestamp__`, enum values `{class, ordinal}`) are not.
//! - A class's properties are the keys its objects had, in first-seen order, as written (a
//!   journal's short name is a name here). A property gets a type only where every non-null
//!   value agrees, else `Object`; every type guessed is marked `inferred: ["type"]`.
//! - A class's ids are the keys all its `r` entries have (FOAM writes an `r` with the class and
//!   the ids only); without those, a guess, marked `inferred: ["ids"]` on the model: `id`, then
//!   the one key all its `p` entries have, then `id` by default.
//! - Enums list the ordinals seen, under made-up names `VALUE_<n>`, marked
//!   `inferred: ["values"]`.
//!
//! Memory holds one block of a file at a time, and per property a few flags and at most one
//! class name, never values. The same journals give the same document: classes and enums are
//! sorted by name, properties in the order the journals first show them.
//!
//! ```
//! use folio_import::infer::{infer, InferOptions};
//!
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(
//!     dir.path().join("regions.jrl"),
//!     "p({class:\"x.Region\",code:\"CA\",pop:39})\np({code:\"US\",pop:330})\nr({class:\"x.Region\",code:\"US\"})\n",
//! )
//! .unwrap();
//! let found = folio_journal::discover(&[dir.path().to_owned()]).unwrap();
//! let inferred = infer(&found, &InferOptions::default()).unwrap();
//! let model = &inferred.doc.models[0];
//! assert_eq!((model.class.as_str(), &model.ids[..]), ("x.Region", &["code".to_owned()][..]));
//! assert_eq!(model.properties[1].ty, "Long");
//! assert_eq!(inferred.doc.daos["regions"], "x.Region");
//! ```

mod emit;
mod error;
mod form;
mod ids;
mod kind;
mod read;
mod table;

pub use error::{BadEntry, InferError, Warning};

use crate::doc::RegistryDoc;
use folio_journal::Discovery;

/// How [`infer`] reads and reports.
#[derive(Debug, Clone)]
pub struct InferOptions {
    /// How many bad entries to keep as warnings (all are counted).
    pub bad_entry_limit: usize,
    /// Bytes read from a file at a time (more while one entry does not fit): what memory holds
    /// of a journal. Any size gives the same result.
    pub read_block: usize,
}

impl Default for InferOptions {
    fn default() -> InferOptions {
        InferOptions {
            bad_entry_limit: 5,
            read_block: folio_journal::DEFAULT_BLOCK,
        }
    }
}

/// What [`infer`] made.
#[derive(Debug)]
pub struct Inferred {
    /// The registry, every guess marked `inferred`.
    pub doc: RegistryDoc,
    pub counts: Counts,
    /// DAOs left out and classes whose objects will share one id, then the first bad entries
    /// ([`InferOptions::bad_entry_limit`]).
    pub warnings: Vec<Warning>,
}

/// What was read and what was inferred from it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    pub daos: usize,
    pub files: usize,
    /// `p`, `c` and `r` entries read.
    pub entries: u64,
    /// Entries skipped because they do not parse (or are too short, or unterminated).
    pub skipped: u64,
    /// DAOs none of whose entries names a class.
    pub classless_daos: usize,
    pub classes: usize,
    pub enums: usize,
    pub properties: usize,
    /// Properties given a type other than `Object`.
    pub typed: usize,
    /// Classes whose ids `r` entries showed.
    pub ids_shown: usize,
    /// Classes whose ids are a guess.
    pub ids_guessed: usize,
}

/// Reads every journal of `discovery` and proposes the registry that types them. Fails only
/// when a file cannot be read; bad entries are skipped and counted.
pub fn infer(discovery: &Discovery, options: &InferOptions) -> Result<Inferred, InferError> {
    let mut reader = read::Reader::new(options);
    for dao in &discovery.daos {
        reader.dao(dao)?;
    }
    let mut counts = reader.counts;
    let mut warnings = reader.warnings;
    let doc = emit::document(&reader.table, reader.daos, &mut counts, &mut warnings);
    // What concerns DAOs and classes first: there are few, and they say most about the result.
    warnings.sort_by_key(|w| matches!(w, Warning::BadEntry { .. }));
    Ok(Inferred {
        doc,
        counts,
        warnings,
    })
}
