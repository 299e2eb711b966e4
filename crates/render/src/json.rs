//! Objects and values as strict JSON.

use crate::escape::write_string;
use crate::float::write_java_double;
use folio_models::Registry;
use folio_store::{Object, Value};

/// Writes `object` as one JSON object: `"class"` first (when it has one), then its set fields
/// under canonical names, in model order (typed) or key order as merged (generic).
pub fn write_object(object: &Object, registry: &Registry, out: &mut Vec<u8>) {
    out.push(b'{');
    let mut first = true;
    if let Some(class) = object.class_name(registry) {
        out.extend_from_slice(b"\"class\":");
        write_string(class, out);
        first = false;
    }
    for (name, value) in object.iter(registry) {
        if !first {
            out.push(b',');
        }
        first = false;
        write_string(name, out);
        out.push(b':');
        write_value(value, registry, out);
    }
    out.push(b'}');
}

/// Writes one value. Dates are epoch milliseconds, enums their ordinals, class names the
/// `{"class":"__Class__","forClass_":…}` object the reference runtime writes.
pub fn write_value(value: &Value, registry: &Registry, out: &mut Vec<u8>) {
    match value {
        Value::Null => out.extend_from_slice(b"null"),
        Value::Bool(true) => out.extend_from_slice(b"true"),
        Value::Bool(false) => out.extend_from_slice(b"false"),
        Value::Int(i) | Value::Date(i) => {
            out.extend_from_slice(itoa::Buffer::new().format(*i).as_bytes())
        }
        Value::Enum(ordinal) => {
            out.extend_from_slice(itoa::Buffer::new().format(*ordinal).as_bytes())
        }
        Value::BigInt(digits) => write_big_integer(digits, out),
        Value::Float(f) => write_java_double(*f, out),
        Value::Str(s) => write_string(s, out),
        Value::Class(name) => {
            out.extend_from_slice(br#"{"class":"__Class__","forClass_":"#);
            write_string(name, out);
            out.push(b'}');
        }
        Value::Array(items) => {
            out.push(b'[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_value(item, registry, out);
            }
            out.push(b']');
        }
        Value::Object(object) => write_object(object, registry, out),
        Value::Map(map) => {
            out.push(b'{');
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_string(key, out);
                out.push(b':');
                write_value(item, registry, out);
            }
            out.push(b'}');
        }
    }
}

/// An integer beyond `i64`, kept as the journal wrote it, as a JSON number: the sign, then the
/// digits without leading zeros (JSON has no `007`).
fn write_big_integer(text: &str, out: &mut Vec<u8>) {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text),
    };
    let digits = digits.trim_start_matches('0');
    out.extend_from_slice(sign.as_bytes());
    out.extend_from_slice(if digits.is_empty() {
        b"0"
    } else {
        digits.as_bytes()
    });
}

#[cfg(test)]
mod tests {
    use super::write_big_integer;

    #[test]
    fn big_integers_lose_leading_zeros() {
        for (text, want) in [
            ("99999999999999999999", "99999999999999999999"),
            ("015628491506892814564", "15628491506892814564"),
            ("-0077777777777777777777777", "-77777777777777777777777"),
            ("-000000000000000000000", "-0"),
        ] {
            let mut out = Vec::new();
            write_big_integer(text, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), want, "{text}");
        }
    }
}
