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
    serde_json::from_str(text).map_err(|e| RpcError::invalid_params(reason(&e)))
}

/// serde's reason in the words of parameters, without its position: the text it points into
/// is the params (or, for params by position, an object the server made of them), never a
/// place in what the client sent. "missing field `id` at line 1 column 15" is "missing
/// parameter `id`".
fn reason(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let text = match text.rfind(" at line ") {
        Some(at) if e.line() > 0 => &text[..at],
        _ => &text,
    };
    text.replacen("missing field", "missing parameter", 1)
        .replacen("unknown field", "unknown parameter", 1)
}

#[cfg(test)]
mod tests {
    use super::decode;
    use serde::Deserialize;
    use serde_json::value::RawValue;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Find {
        dao: String,
        id: serde_json::Value,
    }

    /// Reasons name parameters, not fields, and no position in a text the client never sent.
    #[test]
    fn reasons_name_parameters_without_positions() {
        let table = [
            (r#"["users"]"#, "Invalid params: missing parameter `id`"),
            (
                r#"{"dao":"users"}"#,
                "Invalid params: missing parameter `id`",
            ),
            (
                r#"{"dao":"users","id":1,"x":2}"#,
                "Invalid params: unknown parameter `x`, expected `dao` or `id`",
            ),
        ];
        for (params, want) in table {
            let raw = RawValue::from_string(params.to_owned()).unwrap();
            let error = decode::<Find>(Some(&raw), &["dao", "id"]).unwrap_err();
            assert_eq!(error.message, want, "{params}");
        }
    }
}
