//! Parameters by name or by position, decoded once into what a method needs.

use crate::error::RpcError;
use serde::de::DeserializeOwned;
use serde_json::value::RawValue;

/// Decodes `params` into `T`: an object by name, or an array by position in the order
/// `names` gives (fewer elements leave the rest absent; more are an error). Absent params
/// are an empty object. Errors are `Invalid params` with serde's reason.
pub fn decode<T: DeserializeOwned>(
    params: Option<&RawValue>,
    names: &[&str],
) -> Result<T, RpcError> {
    let text = match params {
        None => return from_str("{}"),
        Some(raw) => raw.get(),
    };
    if !text.starts_with('[') {
        return from_str(text);
    }
    let items: Vec<&RawValue> = serde_json::from_str(text).map_err(RpcError::invalid_params)?;
    if items.len() > names.len() {
        return Err(RpcError::invalid_params(format_args!(
            "at most {} parameters by position ({})",
            names.len(),
            names.join(", ")
        )));
    }
    // The array as the object it stands for, without decoding any value.
    let mut object = String::with_capacity(text.len() + 16 * items.len());
    object.push('{');
    for (i, (name, item)) in names.iter().zip(&items).enumerate() {
        if i > 0 {
            object.push(',');
        }
        object.push('"');
        object.push_str(name);
        object.push_str("\":");
        object.push_str(item.get());
    }
    object.push('}');
    from_str(&object)
}

fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, RpcError> {
    serde_json::from_str(text).map_err(RpcError::invalid_params)
}
