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
