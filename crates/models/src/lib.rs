//! The model registry of docs/format.md, Model registry: classes, their flattened properties, short names, ids and
//! enums, each model compiled into a field dispatcher that maps a journal key to a property
//! slot with one hash probe.
//!
//! ```
//! use folio_models::{PropType, Registry};
//!
//! // The lenient grammar of docs/format.md, Objects reads registries too.
//! let registry = Registry::from_slice(br#"{
//!   models: [ { class: "foam.core.auth.Region", ids: ["code"],
//!               properties: [ { name: "code", shortName: "c", type: "String" },
//!                             { name: "countryId", type: "Reference",
//!                               of: "foam.core.auth.Country" } ] } ],
//!   // unquoted keys, comments between members, trailing commas in objects
//!   daos: { regions: "foam.core.auth.Region", },
//! }"#)?;
//!
//! let id = registry.model_id("foam.core.auth.Region").unwrap();
//! let region = registry.model(id);
//! assert_eq!(region.slot(b"c"), Some(0));          // by short name
//! assert_eq!(region.slot(b"countryId"), Some(1));  // by name
//! assert_eq!(region.slot(b"unknown"), None);
//! assert_eq!(region.properties[region.ids[0]].ty, PropType::String);
//! assert_eq!(registry.dao_class("regions"), Some("foam.core.auth.Region"));
//! # Ok::<(), folio_models::ModelError>(())
//! ```
//!
//! # Contents
//! - [`PropType`]: the closed set of property types (`prop_type.rs`).
//! - [`Model`], [`Property`]: one model and how a key finds its property (`model.rs`), through
//!   the crate-private dispatcher (`dispatch.rs`).
//! - [`EnumDef`]: enum constants and ordinals (`enum_def.rs`).
//! - [`Literal`]: a property's default, and the defaults of the types (`literal.rs`).
//! - [`Registry`], [`ModelId`]: every model, enum and DAO class of one file (`registry.rs`),
//!   read by [`Registry::from_slice`] / [`Registry::load`] (`load.rs`).
//! - [`ModelError`], [`Warning`]: what stops a load and what does not (`error.rs`).
//!
//! # The registry file
//! `{ "models": [...], "enums": [...], "daos": {...} }`, every section optional and `null`
//! the same as absent. Unknown fields anywhere are ignored, so the format can grow. A model
//! needs a non-empty `class`; `extends`, `ids` and `properties` are optional. A property needs
//! a non-empty `name`; `shortName` (non-empty when given), `type`, `of`, `valueType` and
//! `default` are optional. An enum needs `class` and `values`, and may give `ordinals` parallel to
//! `values`. `daos` maps DAO names to class names. Anything else of the wrong shape (a
//! missing or non-string `class`, `ordinals` of another length than `values`, a section that
//! is not an array, ...) is a [`ModelError`] naming the file and the model, property or enum.
//!
//! # Decisions
//! Where docs/format.md is silent, the registry loads and the decision is reported as a
//! [`Warning`] (the CLI shows them under `--verbose`), except where noted. Counts are for the
//! FOAM registry in `testdata/models/foam-models.json` (1,536 models, 18,373 properties,
//! 87 enums).
//! - **Unknown `type` name**: the property is read as `Object` (accepts any value), warning
//!   [`WarningKind::UnknownType`]; a missing `type` likewise ([`WarningKind::MissingType`]).
//!   An unknown `valueType` is ignored ([`WarningKind::UnknownValueType`]). FOAM: none.
//! - **An id that names no property**: a property of that name and type `Object` is appended
//!   after the declared ones ([`Model::is_synthesized`]), so entries of such a model keep the
//!   `id` they carry and are identified by it, as generic objects are. FOAM gives
//!   `ids: ["id"]` to every model, including the 716 that have no `id` property (336 of them
//!   have no properties at all); since that is the convention, a missing `id` gives no
//!   warning, and any other missing id name gives [`WarningKind::MissingIdProperty`]. Ids are
//!   resolved as keys are (by name, else by short name). `ids` absent or empty means
//!   `["id"]`; a repeated id is ignored ([`WarningKind::DuplicateId`]). FOAM: 27 models have
//!   compound ids.
//! - **A short name that is another property's name**: names win, so a key always means the
//!   property of that name; the clashing short name is dropped from the property
//!   (`short_name` becomes `None`, so writers never emit it), warning
//!   [`WarningKind::ShortNameIsAName`]. Two properties with one short name: the first keeps
//!   it ([`WarningKind::DuplicateShortName`]). FOAM: none (216 short names, all distinct).
//! - **A property name twice in one model**: the later definition replaces the earlier one
//!   at the earlier one's position (like duplicate keys in §3.2, last wins),
//!   [`WarningKind::DuplicateProperty`]. FOAM: none.
//! - **A class defined twice**: the later definition replaces the earlier one and keeps its
//!   [`ModelId`] ([`WarningKind::DuplicateClass`]); same for enums
//!   ([`WarningKind::DuplicateEnum`]). FOAM: none.
//! - **Enums** are errors, not warnings, when they are ambiguous: a value listed twice, an
//!   ordinal given twice, or `ordinals` not parallel to `values`. FOAM: 7 enums give
//!   ordinals, all consistent.
//! - **References**: [`Registry::reference_id_type`] trusts `valueType` over the target's
//!   id type; FOAM states `valueType` on all 1,454 references, and 39 disagree with their
//!   target's declared id type (e.g. `net.nanopay.account.DigitalAccount.liquiditySetting`
//!   says Long, the target's id is a String).
//! - **A `default` that does not fit the property's type** (a decimal for an integer type, a
//!   number out of its range, an Enum's name that is no constant of its enum or of an enum the
//!   registry lacks, any value for a type that takes no constant): dropped, as if absent, and
//!   the property reads as its type's default ([`WarningKind::UnfitDefault`]). An Enum that
//!   gives no `default` gets its enum's first constant (FOAM's `VALUES[0]`) as its
//!   [`Property::default`], since only the registry knows it.
//! - **A DAO class that is no model**: kept (the DAO's objects are generic), warning
//!   [`WarningKind::UnknownDaoClass`].

mod dispatch;
mod enum_def;
mod error;
mod literal;
mod load;
mod model;
mod prop_type;
mod registry;

pub use dispatch::key_words;
pub use enum_def::EnumDef;
pub use error::{ModelError, Place, Reason, Warning, WarningKind};
pub use literal::Literal;
pub use model::{Model, Property};
pub use prop_type::PropType;
pub use registry::{ModelId, Registry};
