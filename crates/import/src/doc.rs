//! The registry document both commands write (docs/format.md, "Model registry"), as the loader
//! in `folio-models` reads it. Fields a reader does not need are left out when empty, so that a
//! written registry reads like the shipped one.

use serde::Serialize;
use std::collections::BTreeMap;

/// A whole registry file: models and enums sorted by class name, so that the same sources give
/// the same bytes.
#[derive(Debug, Default, Serialize)]
pub struct RegistryDoc {
    /// Whether the FOAM the models came from keeps a Date at noon GMT of its day (2026 on); a
    /// registry without it says yes. Written only as `false`: a registry of FOAM before 2026.
    #[serde(rename = "dateAtNoon", skip_serializing_if = "at_noon_or_unknown")]
    pub date_at_noon: Option<bool>,
    pub models: Vec<ModelDoc>,
    pub enums: Vec<EnumDoc>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub daos: BTreeMap<String, String>,
}

/// One class with its properties flattened (inherited ones first, in FOAM's order).
#[derive(Debug, Default, Serialize)]
pub struct ModelDoc {
    pub class: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    pub ids: Vec<String>,
    pub properties: Vec<PropertyDoc>,
    /// Where the definition came from (`file:line`), for a person reading the registry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// What of this model is a guess (`models infer`): e.g. `["ids"]`. Empty for imports.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inferred: Vec<&'static str>,
}

/// One property.
#[derive(Debug, Default, Serialize)]
pub struct PropertyDoc {
    pub name: String,
    #[serde(rename = "shortName", skip_serializing_if = "Option::is_none")]
    pub short_name: Option<String>,
    /// Other names FOAM finds the property by in code and queries. Journal readers (FOAM's and
    /// folio's) match only the name and the short name, so the loader ignores these.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<String>,
    #[serde(rename = "type")]
    pub ty: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub of: Option<String>,
    /// A Reference's target id type.
    #[serde(rename = "valueType", skip_serializing_if = "Option::is_none")]
    pub value_type: Option<String>,
    /// The value an object that never set the property holds, when FOAM gives a constant: a
    /// boolean, a number, a string, an Enum's constant by name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub default: Option<serde_json::Value>,
    /// What of this property is a guess (`models infer`): e.g. `["type"]`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inferred: Vec<&'static str>,
}

/// One enum: its constants in declaration order.
#[derive(Debug, Default, Serialize)]
pub struct EnumDoc {
    pub class: String,
    pub values: Vec<String>,
    /// Parallel to `values`; left out when the ordinals are 0..n-1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ordinals: Option<Vec<i64>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// What of this enum is a guess (`models infer`): `["values"]`, names made up for the
    /// ordinals journals hold. Empty for imports.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub inferred: Vec<&'static str>,
}

impl RegistryDoc {
    /// The document as pretty JSON with a final newline.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).expect("a registry always serializes");
        text.push('\n');
        text
    }
}

fn at_noon_or_unknown(date_at_noon: &Option<bool>) -> bool {
    *date_at_noon != Some(false)
}
