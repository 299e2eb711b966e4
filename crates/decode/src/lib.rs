//! Typing: turns a parsed entry (a `folio_dialect::Map`) into a store `Object`, by the model
//! registry's rules (docs/format.md, Model registry), or generically where no model is known.
//!
//! This is the reference reading of §4: every other decoder (the single-pass typed decoder)
//! must give exactly the objects this one gives.
//!
//! ```
//! use folio_decode::{decode_entry, DecodeStats};
//! use folio_models::Registry;
//!
//! let registry = Registry::empty();
//! let (map, _) = folio_dialect::parse_object(br#"{id:1, name:"x"}"#).unwrap();
//! let mut stats = DecodeStats::default();
//! let object = decode_entry(map, None, &registry, &mut stats).unwrap();
//! assert_eq!(object.fields.len(), 2);
//! ```

mod date;
mod error;
mod fast;
mod generic;
mod predict;
mod property;
mod typed;
mod untyped;

pub use date::parse_iso_millis;
pub use error::DecodeError;
pub use fast::{decode_fast, decode_fast_whole};
pub use property::{decode_generic, decode_property, PropertyValue};
pub use typed::decode_entry;

/// Counters of what typing dropped (docs/semantics.md: `unknown_keys`, `type_mismatches`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DecodeStats {
    /// Keys that matched no property of their object's model (dropped).
    pub unknown_keys: u64,
    /// Values of the wrong type for their property, or out of its range (dropped).
    pub type_mismatches: u64,
}

impl std::ops::AddAssign for DecodeStats {
    fn add_assign(&mut self, other: DecodeStats) {
        self.unknown_keys += other.unknown_keys;
        self.type_mismatches += other.type_mismatches;
    }
}
