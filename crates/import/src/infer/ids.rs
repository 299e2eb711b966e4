//! Which properties are a class's ids, from what its entries had in common (docs/cli.md,
//! `folio models infer`, "Ids").
//!
//! FOAM writes an `r` entry with the class and the id properties only, and a `p` entry with the
//! id properties and the changed ones, so the keys every `r` entry of a class has are its ids.
//! Without `r` entries that is a guess: the `id` key, then the one key every `p` entry has.

use super::kind::Kinds;
use super::table::ClassStats;

/// Where a class's ids came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum IdSource {
    /// The keys every `r` entry of the class had: what FOAM writes, so not a guess.
    Removes,
    /// The class has an `id` key.
    IdKey,
    /// The one key every `p` entry of the class had.
    Puts,
    /// Nothing to go on: `id`, the loader's default, which the class does not have.
    Default,
}

impl IdSource {
    pub(crate) fn is_guess(self) -> bool {
        self != IdSource::Removes
    }
}

/// The keys every `p` entry of `class` had that can be ids: the candidates a person chooses
/// from when [`ids`] finds no single one.
pub(crate) fn put_keys(class: &ClassStats) -> Vec<String> {
    keys(class, &class.puts)
}

/// The keys of `common` (indices into the class's properties) whose values can be ids.
fn keys(class: &ClassStats, common: &Option<Vec<usize>>) -> Vec<String> {
    common
        .iter()
        .flatten()
        .map(|&i| &class.properties[i])
        .filter(|(_, shape)| shape.kinds.only(Kinds::KEYS))
        .map(|(name, _)| name.clone())
        .collect()
}

/// The class's id properties, and where they came from. Only keys whose values can be ids
/// (never an array or an object, which fail an entry as ids) are candidates.
pub(crate) fn ids(class: &ClassStats) -> (Vec<String>, IdSource) {
    let removes = keys(class, &class.removes);
    if !removes.is_empty() {
        return (removes, IdSource::Removes);
    }
    if class.get("id").is_some() {
        return (vec!["id".to_owned()], IdSource::IdKey);
    }
    let puts = put_keys(class);
    if puts.len() == 1 {
        return (puts, IdSource::Puts);
    }
    (vec!["id".to_owned()], IdSource::Default)
}
