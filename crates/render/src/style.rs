//! The two styles of the one writer: what differs between a journal entry and a strict-JSON
//! line is only how keys and big integers are spelled. Values, strings, numbers and the walk
//! over objects are shared (`write.rs`).

use crate::escape::write_string;
use folio_models::Property;

/// How keys and big integers are spelled. Implemented by zero-sized types, so the writer is
/// compiled once per style with no test per key.
pub(crate) trait Style {
    /// Tells the styles apart in caches.
    const ID: u8;
    /// The key a typed property is written under.
    fn property_key(prop: &Property) -> &str;
    /// Writes `key` and the `:` after it.
    fn write_key(key: &str, out: &mut Vec<u8>);
    /// An integer beyond `i64`, as stored (sign and digits as the journal wrote them).
    fn write_big_integer(text: &str, out: &mut Vec<u8>);
}

/// Strict JSON: quoted keys, canonical names, big integers without leading zeros.
pub(crate) struct Json;

/// The journal style: unquoted keys where the grammar allows, short names, big integers as
/// written (the journal grammar takes leading zeros).
pub(crate) struct Journal;

impl Style for Json {
    const ID: u8 = 0;

    #[inline]
    fn property_key(prop: &Property) -> &str {
        &prop.name
    }

    #[inline]
    fn write_key(key: &str, out: &mut Vec<u8>) {
        write_string(key, out);
        out.push(b':');
    }

    fn write_big_integer(text: &str, out: &mut Vec<u8>) {
        // JSON has no `007`: the sign, then the digits without leading zeros.
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
}

impl Style for Journal {
    const ID: u8 = 1;

    #[inline]
    fn property_key(prop: &Property) -> &str {
        prop.journal_key()
    }

    #[inline]
    fn write_key(key: &str, out: &mut Vec<u8>) {
        // An identifier is ASCII with nothing to escape and reads back as itself unquoted; any
        // other key (empty, a digit first, a dash, non-ASCII) must be a quoted string.
        if folio_dialect::is_identifier(key.as_bytes()) {
            out.extend_from_slice(key.as_bytes());
        } else {
            write_string(key, out);
        }
        out.push(b':');
    }

    fn write_big_integer(text: &str, out: &mut Vec<u8>) {
        out.extend_from_slice(text.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::{Journal, Json, Style};

    #[test]
    fn big_integers_lose_leading_zeros_in_json_only() {
        for (text, json) in [
            ("99999999999999999999", "99999999999999999999"),
            ("015628491506892814564", "15628491506892814564"),
            ("-0077777777777777777777777", "-77777777777777777777777"),
            ("-000000000000000000000", "-0"),
        ] {
            let mut out = Vec::new();
            Json::write_big_integer(text, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), json, "{text}");
            let mut out = Vec::new();
            Journal::write_big_integer(text, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), text);
        }
    }

    #[test]
    fn journal_keys_are_quoted_only_when_not_identifiers() {
        for (key, want) in [
            ("id", "id:"),
            ("$x_1", "$x_1:"),
            ("_", "_:"),
            ("", r#""":"#),
            ("1a", r#""1a":"#),
            ("a-b", r#""a-b":"#),
            ("a b", r#""a b":"#),
            ("é", r#""\u00e9":"#),
        ] {
            let mut out = Vec::new();
            Journal::write_key(key, &mut out);
            assert_eq!(String::from_utf8(out).unwrap(), want, "{key:?}");
        }
    }
}
