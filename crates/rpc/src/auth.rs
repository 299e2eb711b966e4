//! The first message of a TCP connection when the server has a token: `auth {token}`.

use crate::error::{Kind, RpcError};
use crate::message::write_error;
use folio_auth::Token;
use serde::Deserialize;
use serde_json::value::RawValue;

pub(crate) enum Outcome {
    Accepted,
    Refused,
}

#[derive(Deserialize)]
struct AuthRequest<'a> {
    jsonrpc: &'a str,
    method: &'a str,
    params: AuthParams,
    #[serde(borrow)]
    id: &'a RawValue,
}

#[derive(Deserialize)]
struct AuthParams {
    token: String,
}

/// Checks a message sent before the connection authenticated. Accepted: writes `true` as the
/// result. Refused: writes an `unauthorized` error when the message has an id to answer.
pub(crate) fn check(message: &[u8], token: Option<&Token>, out: &mut Vec<u8>) -> Outcome {
    let request = serde_json::from_slice::<AuthRequest<'_>>(message).ok();
    let good = match (&request, token) {
        (Some(r), Some(token)) => {
            r.jsonrpc == "2.0" && r.method == "auth" && token.matches(r.params.token.as_bytes())
        }
        _ => false,
    };
    let id = request
        .as_ref()
        .map_or_else(|| id_of(message), |r| Some(r.id.get().to_owned()));
    if good {
        out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"result\":true,\"id\":");
        out.extend_from_slice(id.as_deref().unwrap_or("null").as_bytes());
        out.push(b'}');
        return Outcome::Accepted;
    }
    if let Some(id) = id {
        // Say which mistake it was: a wrong token, an `auth` the server cannot read, or
        // another method before any `auth`.
        // (A request of another method can read as an `AuthRequest` too: `["users"]` is a
        // token by position. Only an `auth` is a wrong token.)
        let message = match (&request, method_of(message).as_deref()) {
            (Some(r), _) if r.method == "auth" => {
                "wrong token: the token given is not the server's"
            }
            (_, Some("auth")) => "auth takes params {\"token\": TOKEN}",
            _ => "authenticate first: auth {\"token\": TOKEN}",
        };
        let error = RpcError::folio(Kind::Unauthorized, message);
        write_error(&error, &id, out);
    }
    Outcome::Refused
}

/// The method a message names, if it names one.
fn method_of(message: &[u8]) -> Option<String> {
    #[derive(Deserialize)]
    struct Method {
        method: Option<String>,
    }
    serde_json::from_slice::<Method>(message).ok()?.method
}

/// The id of any request, to answer it; `None` for notifications and unreadable messages.
fn id_of(message: &[u8]) -> Option<String> {
    #[derive(Deserialize)]
    struct Id<'a> {
        #[serde(borrow)]
        id: Option<&'a RawValue>,
    }
    let id = serde_json::from_slice::<Id<'_>>(message).ok()?.id?;
    let text = id.get();
    matches!(text.as_bytes().first(), Some(b'"' | b'-' | b'0'..=b'9')).then(|| text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::{check, Outcome};
    use folio_auth::Token;

    /// Each mistake before `auth` is named; positional params that could read as a token do not
    /// make another method a wrong token.
    #[test]
    fn refusals_say_which_mistake() {
        let table: [(&[u8], &str); 4] = [
            (
                br#"{"jsonrpc":"2.0","method":"auth","params":{"token":"guess"},"id":1}"#,
                "wrong token: the token given is not the server's",
            ),
            (
                br#"{"jsonrpc":"2.0","method":"count","params":["users"],"id":1}"#,
                "authenticate first: auth {\"token\": TOKEN}",
            ),
            (
                br#"{"jsonrpc":"2.0","method":"count","params":{"dao":"users"},"id":1}"#,
                "authenticate first: auth {\"token\": TOKEN}",
            ),
            (
                br#"{"jsonrpc":"2.0","method":"auth","params":[],"id":1}"#,
                "auth takes params {\"token\": TOKEN}",
            ),
        ];
        let token = Token::new("s3cret").unwrap();
        for (message, want) in table {
            let mut out = Vec::new();
            assert!(matches!(
                check(message, Some(&token), &mut out),
                Outcome::Refused
            ));
            let answer: serde_json::Value = serde_json::from_slice(&out).unwrap();
            assert_eq!(
                answer["error"]["message"],
                want,
                "{}",
                String::from_utf8_lossy(message)
            );
        }
        let mut out = Vec::new();
        let good = br#"{"jsonrpc":"2.0","method":"auth","params":["s3cret"],"id":1}"#;
        assert!(matches!(
            check(good, Some(&token), &mut out),
            Outcome::Accepted
        ));
    }
}
