//! FOAM's box messages as its Java client posts them, both eras (docs/foam.md):
//!
//! - 2024: `foam.box.Message{attributes: {replyBox, sessionId}, object: RPCMessage}`;
//! - 2026: `foam.box.Envelope{message: SessionedMessage{sessionId, message: RPCMessage},
//!   replyBox}`.
//!
//! Both carry `foam.box.RPCMessage{name, args}`, and each era's client reads only its own
//! wrapper in the reply, so a request's era decides its reply's.

use folio_dialect::{Map, Value as Raw};
use std::fmt;

/// Which of FOAM's two message formats a request came in, and so its reply goes out in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    /// `foam.box.Message` (FOAM before its 2026 box rework).
    Message,
    /// `foam.box.Envelope` around a `foam.box.SessionedMessage`.
    Envelope,
}

impl Era {
    /// A guess from the raw body, for a request too broken to parse: the reply must still be in
    /// a wrapper the client reads, so that it raises the error instead of "Error parsing
    /// response".
    pub fn sniff(body: &[u8]) -> Era {
        let message = b"\"foam.box.Message\"";
        if body.windows(message.len()).any(|w| w == message) {
            Era::Message
        } else {
            Era::Envelope
        }
    }

    /// The class FOAM's client of this era raises for a refused session.
    pub fn authentication_exception(self) -> &'static str {
        match self {
            Era::Message => "foam.nanos.auth.AuthenticationException",
            Era::Envelope => "foam.core.auth.AuthenticationException",
        }
    }
}

/// One remote call: a DAO method and its arguments, with the session id it came with.
#[derive(Debug, Clone, PartialEq)]
pub struct Call {
    pub era: Era,
    pub session_id: Option<String>,
    /// The method, e.g. `put_`, `select_`.
    pub method: String,
    /// The arguments as FOAM wrote them; the first is always the (null) context.
    pub args: Vec<Raw>,
}

/// Why a body is not a call this endpoint reads.
#[derive(Debug, Clone, PartialEq)]
pub enum WireError {
    /// Not FOAM JSON at all.
    Syntax(String),
    /// JSON, but not a box message of either era (what was found instead).
    NotAMessage(String),
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WireError::Syntax(e) => write!(f, "the request is not FOAM JSON: {e}"),
            WireError::NotAMessage(what) => {
                write!(f, "the request is not a FOAM box message: {what}")
            }
        }
    }
}

impl std::error::Error for WireError {}

/// Reads one request body.
pub fn parse_call(body: &[u8]) -> Result<Call, WireError> {
    let document =
        folio_dialect::parse_document(body).map_err(|e| WireError::Syntax(e.to_string()))?;
    let Raw::Object(outer) = document else {
        return Err(not_a_message("a value that is not an object"));
    };
    match class_of(&outer) {
        Some("foam.box.Message") => {
            let session_id = match outer.get("attributes") {
                Some(Raw::Object(attributes)) => string(attributes.get("sessionId")),
                _ => None,
            };
            rpc(Era::Message, session_id, outer.get("object"))
        }
        Some("foam.box.Envelope") => match outer.get("message") {
            Some(Raw::Object(sessioned))
                if class_of(sessioned) == Some("foam.box.SessionedMessage") =>
            {
                let session_id = string(sessioned.get("sessionId"));
                rpc(Era::Envelope, session_id, sessioned.get("message"))
            }
            message => rpc(Era::Envelope, None, message),
        },
        Some(other) => Err(not_a_message(&format!("an object of class `{other}`"))),
        None => Err(not_a_message("an object without a class")),
    }
}

fn rpc(era: Era, session_id: Option<String>, message: Option<&Raw>) -> Result<Call, WireError> {
    let Some(Raw::Object(message)) = message else {
        return Err(not_a_message("a wrapper without a message"));
    };
    if class_of(message) != Some("foam.box.RPCMessage") {
        return Err(not_a_message(&format!(
            "a message of class `{}`, not foam.box.RPCMessage",
            class_of(message).unwrap_or("(none)")
        )));
    }
    let Some(method) = string(message.get("name")) else {
        return Err(not_a_message("an RPCMessage without a method name"));
    };
    let args = match message.get("args") {
        Some(Raw::Array(args)) => args.clone(),
        None | Some(Raw::Null) => Vec::new(),
        Some(_) => return Err(not_a_message("an RPCMessage whose args are not an array")),
    };
    Ok(Call {
        era,
        session_id,
        method,
        args,
    })
}

/// The most of a body read before its session id must have been seen: both eras' clients write
/// the session id before the call itself (`attributes` before `object`, `sessionId` before
/// `message`), within the body's first few hundred bytes.
pub const MAX_UNAUTHENTICATED_BYTES: usize = 64 << 10;

/// The values that `prefix` gives a `sessionId` key (quoted or not), as written between their
/// quotes: a bounded look that lets a server refuse a body without the token before parsing it.
/// A value with an escape in it is passed over (no token needs one). It may find what is not a
/// key (text inside a string): the caller only compares what it finds with its token, and parses
/// the whole body, checking the session again, once one matches.
pub fn session_ids(prefix: &[u8]) -> impl Iterator<Item = &[u8]> {
    const KEY: &[u8] = b"sessionId";
    let mut from = 0;
    std::iter::from_fn(move || {
        while let Some(at) = memchr::memmem::find(&prefix[from..], KEY) {
            let mut i = from + at + KEY.len();
            from = i;
            if matches!(prefix.get(i), Some(b'"' | b'\'')) {
                i += 1;
            }
            let skip_ws = |mut i: usize| {
                while matches!(prefix.get(i), Some(b' ' | b'\t' | b'\r' | b'\n')) {
                    i += 1;
                }
                i
            };
            i = skip_ws(i);
            if prefix.get(i) != Some(&b':') {
                continue;
            }
            i = skip_ws(i + 1);
            let Some(&quote @ (b'"' | b'\'' | b'`')) = prefix.get(i) else {
                continue;
            };
            let start = i + 1;
            let Some(len) = prefix[start..]
                .iter()
                .position(|&b| b == quote || b == b'\\')
            else {
                continue;
            };
            if prefix[start + len] == quote {
                from = start + len + 1;
                return Some(&prefix[start..start + len]);
            }
        }
        None
    })
}

fn not_a_message(what: &str) -> WireError {
    WireError::NotAMessage(what.to_owned())
}

/// The `class` member of an object, if it is a string.
pub fn class_of(map: &Map) -> Option<&str> {
    match map.get("class") {
        Some(Raw::Str(class)) => Some(class),
        _ => None,
    }
}

fn string(value: Option<&Raw>) -> Option<String> {
    match value {
        Some(Raw::Str(s)) => Some(s.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_eras_are_read() {
        /// What, body, era, session id, method, number of arguments.
        type Row<'a> = (&'a str, &'a [u8], Era, Option<&'a str>, &'a str, usize);
        let table: [Row; 3] = [
            (
                "2024",
                br#"{"class":"foam.box.Message","attributes":{"replyBox":{"class":"foam.box.HTTPReplyBox"},"sessionId":"T"},"object":{"class":"foam.box.RPCMessage","name":"find_","args":[null,"CA"]}}"#,
                Era::Message,
                Some("T"),
                "find_",
                2,
            ),
            (
                "2026",
                br#"{"class":"foam.box.Envelope","message":{"class":"foam.box.SessionedMessage","sessionId":"T","message":{"class":"foam.box.RPCMessage","name":"select_","args":[null,{"class":"foam.dao.ArraySink"},0,9007199254740991,null,null]}},"replyBox":{"class":"foam.box.HTTPReplyBox"}}"#,
                Era::Envelope,
                Some("T"),
                "select_",
                6,
            ),
            (
                "2026 without a session, FOAM's unquoted keys",
                br#"{class:"foam.box.Envelope",message:{class:"foam.box.RPCMessage",name:"cmd_",args:[null,"x"]}}"#,
                Era::Envelope,
                None,
                "cmd_",
                2,
            ),
        ];
        for (what, body, era, session, method, args) in table {
            let call = parse_call(body).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(call.era, era, "{what}");
            assert_eq!(call.session_id.as_deref(), session, "{what}");
            assert_eq!(call.method, method, "{what}");
            assert_eq!(call.args.len(), args, "{what}");
            assert_eq!(Era::sniff(body), era, "{what}: sniffed");
        }
    }

    /// The look before the parse finds the session id as both eras write it, and nothing where
    /// there is none.
    #[test]
    fn session_ids_are_found_in_a_prefix() {
        let table: [(&[u8], &[&str]); 7] = [
            (
                br#"{"class":"foam.box.Message","attributes":{"sessionId":"T1"},"object":{}}"#,
                &["T1"],
            ),
            (
                br#"{"class":"foam.box.Envelope","message":{"class":"foam.box.SessionedMessage","sessionId" : 'T2',"#,
                &["T2"],
            ),
            (b"{sessionId:\n`T3`}", &["T3"]),
            (br#"{"sessionId":null,"x":"sessionId","sessionId":"T4"}"#, &["T4"]),
            (br#"{"sessionId":"a\"b"}"#, &[]),
            (br#"{"sessionId":"cut short"#, &[]),
            (br#"{"args":[null,0,0,0]}"#, &[]),
        ];
        for (prefix, want) in table {
            let found: Vec<&[u8]> = session_ids(prefix).collect();
            let want: Vec<&[u8]> = want.iter().map(|w| w.as_bytes()).collect();
            assert_eq!(found, want, "{}", String::from_utf8_lossy(prefix));
        }
    }

    #[test]
    fn what_is_not_a_call_says_what_it_is() {
        let table: [(&[u8], &str); 5] = [
            (b"{", "not FOAM JSON"),
            (b"[1]", "not an object"),
            (br#"{"class":"x.Y"}"#, "class `x.Y`"),
            (br#"{"class":"foam.box.Message","object":{"class":"foam.box.Foo"}}"#, "foam.box.Foo"),
            (br#"{"class":"foam.box.Message","object":{"class":"foam.box.RPCMessage","args":[]}}"#, "without a method"),
        ];
        for (body, says) in table {
            let e = parse_call(body).unwrap_err().to_string();
            assert!(e.contains(says), "{e}");
        }
    }
}
