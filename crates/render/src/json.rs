//! The strict-JSON style: export lines and RPC results.

use crate::style::Json;
use crate::write::{self, Members};
use folio_models::Registry;
use folio_store::{Object, Value, ValueRef};

/// Writes `object` as one strict-JSON object: `"class"` first (when it has one), then its set
/// fields under canonical names, in model order (typed) or key order as merged (generic).
pub fn write_object(object: &Object, registry: &Registry, out: &mut Vec<u8>) {
    write::write_object::<Json>(object, true, Members::All, registry, out);
}

/// Writes one value as strict JSON. Dates are epoch milliseconds, enums their ordinals, class
/// names a string (as FOAM's formatter prints them).
pub fn write_value(value: &Value, registry: &Registry, out: &mut Vec<u8>) {
    write::write_value::<Json>(value.as_ref(), registry, out);
}

/// [`write_value`] for a borrowed value (a typed object's slot).
pub fn write_value_ref(value: ValueRef<'_>, registry: &Registry, out: &mut Vec<u8>) {
    write::write_value::<Json>(value, registry, out);
}
