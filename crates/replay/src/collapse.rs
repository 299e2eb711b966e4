//! Collapsed ids: objects that FOAM, given the registry of the journal's era, keeps apart but
//! this replay merged, and entries whose effect this replay did not keep (docs/semantics.md,
//! "Collapsed ids").
//!
//! Replay keeps FOAM's rule for the registry it was given (FOAM with that registry merges the
//! same way), so the state is not changed here. What is added is the record of where it
//! happened, so that every command can say so, and so that no rewrite of the journal
//! (compaction, a writable open) makes the merge permanent while the original journal could
//! still be read right with the right registry.
//!
//! Detection runs on the parsing threads and costs one branch on values typing computed
//! anyway (an entry's type mismatches, whether its id is `Id::Null`); everything else is in
//! `#[cold]` functions on the rare branch.

use crate::counters::Counters;
use folio_journal::DaoFiles;
use folio_models::{ModelId, Property, Registry};
use folio_store::{Class, Dao, Fields, Id, IdError, Object};
use std::path::PathBuf;

/// Why an entry's id collapsed. `Copy`, so that the first one rides in [`Counters`] (which an
/// engine keeps per DAO) at no cost to DAOs without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CollapseCause {
    /// A generic object (the registry has no model for its class) without an `id` key: every
    /// such object of the DAO lands on one missing id. Its class's real id property is not
    /// known without a model.
    NoIdKey,
    /// A typed object whose id property (slot `property` of `model`) was given a value that
    /// does not type as the property's type: the value is dropped, and the object lands on the
    /// type's default id (0, "").
    Untyped { model: ModelId, property: u32 },
    /// An id value that cannot be a key (an array or an object): the entry applied nothing.
    /// `model` and `property` are `None` for a generic object's `id` key.
    NotAKey {
        model: Option<ModelId>,
        property: Option<u32>,
    },
}

impl CollapseCause {
    /// The model's id property the cause concerns; `None` for a generic object's `id` key.
    pub fn property<'r>(&self, registry: &'r Registry) -> Option<&'r Property> {
        let (model, slot) = match *self {
            CollapseCause::NoIdKey => return None,
            CollapseCause::Untyped { model, property } => (model, property),
            CollapseCause::NotAKey {
                model: Some(model),
                property: Some(property),
            } => (model, property),
            CollapseCause::NotAKey { .. } => return None,
        };
        registry.model(model).properties.get(slot as usize)
    }

    /// The class of the model the cause concerns, when it is typed.
    pub fn class<'r>(&self, registry: &'r Registry) -> Option<&'r str> {
        match *self {
            CollapseCause::Untyped { model, .. }
            | CollapseCause::NotAKey {
                model: Some(model), ..
            } => Some(&registry.model(model).class),
            _ => None,
        }
    }
}

/// Where a DAO's first collapsed entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CollapseAt {
    /// The entry's file, as an index into the DAO's files in replay order
    /// (`DaoFiles::files`).
    pub file: u32,
    /// 1-based line of the entry in that file.
    pub line: u32,
    pub cause: CollapseCause,
}

/// A DAO whose replay collapsed ids, with everything a message needs: rewriting its journal
/// from this state would make the collapse permanent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Collapsed {
    pub dao: String,
    /// Entries whose id collapsed or whose effect was not kept (`Counters::collapsed`).
    pub entries: u64,
    /// Live objects holding collapsed entries (`Counters::collapsed_objects`).
    pub objects: u64,
    /// The file and 1-based line of the first such entry.
    pub file: PathBuf,
    pub line: u32,
    pub cause: CollapseCause,
    /// For [`CollapseCause::NoIdKey`]: the class (with no model) of the object the entries
    /// merged into, when it is live and names one. Typed causes name their model.
    pub class: Option<String>,
}

impl Collapsed {
    /// The collapse of the DAO replayed from `files` into `dao` whose replay counted
    /// `counters`, if its ids collapsed. `files` must be the files that replay read, in its
    /// order.
    pub fn of(files: &DaoFiles, counters: &Counters, dao: &Dao) -> Option<Collapsed> {
        let at = counters.first_collapse?;
        let class = match (at.cause, dao.get(&Id::Null).map(|o| &o.class)) {
            (CollapseCause::NoIdKey, Some(Class::Named(name))) => Some(name.to_string()),
            _ => None,
        };
        Some(Collapsed {
            dao: files.name.clone(),
            entries: counters.collapsed,
            objects: counters.collapsed_objects,
            file: files
                .files
                .get(at.file as usize)
                .cloned()
                .unwrap_or_default(),
            line: at.line,
            cause: at.cause,
            class,
        })
    }
}

/// Refuses to rewrite a DAO whose ids collapsed: `Err` when the replay of `files` that counted
/// `counters` into `dao` merged objects FOAM keeps apart or dropped an entry's effect. Compaction calls
/// it before it writes anything; a writable engine makes the same check ([`Collapsed::of`]) at
/// open and refuses the DAO's writes (see docs/durability.md, "Compaction" and "Refusals").
pub fn check_rewrite(files: &DaoFiles, counters: &Counters, dao: &Dao) -> Result<(), Collapsed> {
    match Collapsed::of(files, counters, dao) {
        Some(collapsed) => Err(collapsed),
        None => Ok(()),
    }
}

/// The cause of a collapse for `object`, which applies with id `id`, or `None` when its id is
/// its own. Only called when the entry had type mismatches or its id is `Id::Null`.
#[cold]
pub(crate) fn of_applied(
    object: &Object,
    id: &Id,
    registry: &Registry,
    body: &[u8],
) -> Option<CollapseCause> {
    match &object.fields {
        // An explicit `id: null` is an id the journal gave.
        Fields::Generic(map) => {
            (matches!(id, Id::Null) && map.get("id").is_none()).then_some(CollapseCause::NoIdKey)
        }
        Fields::Typed(_) => untyped_id(object, registry, body),
    }
}

/// The cause for an `r` entry that carries none of its id properties (it applies nothing), or
/// `None` when it gave none either in the text (FOAM fails it too).
#[cold]
pub(crate) fn of_unkept_remove(
    object: &Object,
    registry: &Registry,
    body: &[u8],
) -> Option<CollapseCause> {
    match &object.fields {
        Fields::Generic(_) => Some(CollapseCause::NoIdKey),
        Fields::Typed(_) => untyped_id(object, registry, body),
    }
}

/// The cause for an entry whose id value cannot be a key.
#[cold]
pub(crate) fn of_not_a_key(object: &Object, registry: &Registry, error: &IdError) -> CollapseCause {
    let IdError::NotAKey { property, .. } = error;
    let model = model_of(object);
    let property = match (model, property) {
        (Some(model), Some(name)) => registry.model(model).property(name).map(|slot| slot as u32),
        _ => None,
    };
    CollapseCause::NotAKey { model, property }
}

/// For a typed object: the first id property whose slot is empty although the entry's text
/// gives it a value (under its name or short name), that is, whose value did not type.
/// Parses the entry again, which is fine on this branch.
fn untyped_id(object: &Object, registry: &Registry, body: &[u8]) -> Option<CollapseCause> {
    let (model_id, Fields::Typed(record)) = (model_of(object)?, &object.fields) else {
        return None;
    };
    let model = registry.model(model_id);
    let empty: Vec<usize> = model
        .ids
        .iter()
        .copied()
        .filter(|&slot| record.slot(slot).is_none())
        .collect();
    if empty.is_empty() {
        return None;
    }
    let (map, _) = folio_dialect::parse_object(body).ok()?;
    let slot = map
        .iter()
        .filter_map(|(key, _)| model.slot(key.as_bytes()))
        .find(|slot| empty.contains(slot))?;
    Some(CollapseCause::Untyped {
        model: model_id,
        property: slot as u32,
    })
}

/// The model of a typed object.
fn model_of(object: &Object) -> Option<ModelId> {
    match object.class {
        Class::Model(model) => Some(model),
        _ => None,
    }
}
