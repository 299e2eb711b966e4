//! Bodies of the RPC fuzz targets, shared with their stable twin
//! (crates/rpc/tests/fuzz_twin.rs).

use folio_rpc::{
    decode_params, method_not_found, read_content_length, Dispatcher, Frame, LineFrame, LineReader,
    Methods, Metrics, RpcError,
};
use serde_json::value::RawValue;
use serde_json::Value;
use std::io::BufReader;
use std::sync::Arc;

/// The message limit the framing targets use: small, so inputs cross it often.
const MAX: usize = 64;

/// `rpc_frame`: bytes as a stdio stream (Content-Length framing, read through a 7-byte buffer so
/// headers and bodies straddle reads) and as a TCP stream (one message per line). Never panics;
/// every message is at most the limit and is bytes of the input; the readers always end.
pub fn rpc_frame(data: &[u8]) {
    let mut r = BufReader::with_capacity(7, data);
    let mut rounds = 0;
    loop {
        rounds += 1;
        assert!(
            rounds <= data.len() + 1,
            "the framing reader does not advance"
        );
        match read_content_length(&mut r, MAX).expect("a slice never fails") {
            Frame::Eof => break,
            Frame::Message(body) => {
                assert!(body.len() <= MAX);
                assert!(contains(data, &body), "a message that is not in the input");
            }
            Frame::TooLarge { len, .. } => assert!(len > MAX),
        }
    }
    let mut lines = LineReader::new(data, MAX);
    let mut rounds = 0;
    loop {
        rounds += 1;
        // An `Idle` read at least one byte; a frame ends a line or the input.
        assert!(
            rounds <= 2 * data.len() + 2,
            "the line reader does not advance"
        );
        match lines.read_line().expect("a slice never fails") {
            LineFrame::Frame(Frame::Eof) => break,
            LineFrame::Frame(Frame::Message(line)) => {
                assert!(line.len() <= MAX);
                assert!(!line.contains(&b'\n'));
                assert!(contains(data, &line), "a line that is not in the input");
            }
            LineFrame::Frame(Frame::TooLarge { len, .. }) => {
                assert!(len > MAX);
                // The transport closes the connection here: nothing after is read.
                break;
            }
            // Bytes read, no whole line yet (a slice never times out).
            LineFrame::Idle => continue,
        }
    }
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    needle.is_empty() || haystack.windows(needle.len()).any(|w| w == needle)
}

/// A small method table: `echo` (its params back), `fail` (a folio error), `sum` (by name or
/// position).
struct Table;

impl Methods for Table {
    fn names(&self) -> &'static [&'static str] {
        &["echo", "fail", "sum"]
    }

    fn call(
        &self,
        method: &str,
        params: Option<&RawValue>,
        out: &mut Vec<u8>,
    ) -> Result<(), RpcError> {
        match method {
            "echo" => out.extend_from_slice(params.map_or("null", |p| p.get()).as_bytes()),
            "fail" => {
                return Err(RpcError::folio(folio_rpc::Kind::Typing, "refused"));
            }
            "sum" => {
                #[derive(serde::Deserialize)]
                struct Sum {
                    a: i64,
                    b: i64,
                }
                let s: Sum = decode_params(params, &["a", "b"])?;
                out.extend_from_slice(s.a.wrapping_add(s.b).to_string().as_bytes());
            }
            _ => return Err(method_not_found()),
        }
        Ok(())
    }
}

/// `rpc_message`: bytes as one message. Never panics; the answer is nothing (notifications
/// only) or JSON: one response object, or a non-empty array of them, each with
/// `"jsonrpc":"2.0"`, an `id`, and exactly one of `result` and `error` (an error with an
/// integer code and a string message).
///
/// Ids are echoed as received, and JSON's grammar allows a `\ud800` escape that serde_json's
/// value parser refuses (a lone surrogate). So the answer is held to JSON's grammar always,
/// and to serde_json's value parser whenever the message itself passes it.
pub fn rpc_message(data: &[u8]) {
    let dispatcher = Dispatcher::new(Table, Arc::new(Metrics::new(Table.names())));
    let mut out = Vec::new();
    let answered = dispatcher.handle(data, &mut out);
    assert_eq!(answered, !out.is_empty());
    if !answered {
        return;
    }
    serde_json::from_slice::<&RawValue>(&out).expect("answers follow JSON's grammar");
    if serde_json::from_slice::<Value>(data).is_err() {
        return;
    }
    let answer: Value = serde_json::from_slice(&out).expect("answers are JSON");
    let responses = match &answer {
        Value::Array(items) => {
            assert!(!items.is_empty(), "an empty batch answer");
            items.clone()
        }
        one => vec![one.clone()],
    };
    for r in &responses {
        let r = r.as_object().expect("a response is an object");
        assert_eq!(r.get("jsonrpc"), Some(&Value::String("2.0".into())));
        assert!(r.contains_key("id"));
        assert!(r.contains_key("result") != r.contains_key("error"));
        if let Some(e) = r.get("error") {
            assert!(e["code"].is_i64() && e["message"].is_string(), "{e}");
        }
    }
}
