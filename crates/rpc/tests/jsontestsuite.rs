//! The dispatcher parses messages as standard JSON (RFC 8259), shown with the parsing cases of
//! JSONTestSuite (tests/jsontestsuite/README.md): every `y_` document is accepted inside a
//! request, every `n_` document is refused with a parse error when sent as a whole message.

use folio_rpc::{method_not_found, Dispatcher, Methods, Metrics, RpcError, PARSE_ERROR};
use serde_json::value::RawValue;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// One method, `echo`, that answers its params as received; every other name is unknown.
struct Echo;

const NAMES: &[&str] = &["echo"];

impl Methods for Echo {
    fn names(&self) -> &'static [&'static str] {
        NAMES
    }

    fn call(
        &self,
        method: &str,
        params: Option<&RawValue>,
        out: &mut Vec<u8>,
    ) -> Result<(), RpcError> {
        match method {
            "echo" => out.extend_from_slice(params.map_or("null", |p| p.get()).as_bytes()),
            _ => return Err(method_not_found()),
        }
        Ok(())
    }
}

fn dispatcher() -> Dispatcher<Echo> {
    Dispatcher::new(Echo, Arc::new(Metrics::new(NAMES)))
}

/// The answer to `message`, parsed; `Err` says why it is not a single JSON response.
fn answer(d: &Dispatcher<Echo>, message: &[u8]) -> Result<Value, String> {
    let mut out = Vec::new();
    if !d.handle(message, &mut out) {
        return Err("no answer".into());
    }
    serde_json::from_slice(&out).map_err(|e| {
        format!(
            "answer is not JSON ({e}): {}",
            String::from_utf8_lossy(&out)
        )
    })
}

fn error_code(answer: &Value) -> Option<i64> {
    answer.get("error")?.get("code")?.as_i64()
}

/// The suite's files whose names start with `prefix`, sorted.
fn cases(prefix: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jsontestsuite");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with(prefix) && name.ends_with(".json")
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect()
}

/// Every `y_` document, as the params of a request for an unknown method (wrapped in an
/// array when it is not itself an array or object), gets "method not found" with the
/// request's id: the message was parsed, and reached the method table.
#[test]
fn accepted_documents_reach_the_method_table() {
    let d = dispatcher();
    let cases = cases("y_");
    assert!(cases.len() > 90, "only {} y_ files", cases.len());
    let mut failures = Vec::new();
    for (name, doc) in &cases {
        let structured = matches!(
            doc.iter().find(|b| !b.is_ascii_whitespace()),
            Some(b'[' | b'{')
        );
        let mut message = br#"{"jsonrpc":"2.0","method":"nosuch","params":"#.to_vec();
        if structured {
            message.extend_from_slice(doc);
        } else {
            message.push(b'[');
            message.extend_from_slice(doc);
            message.push(b']');
        }
        message.extend_from_slice(br#","id":1}"#);
        match answer(&d, &message) {
            Ok(a) if error_code(&a) == Some(-32601) && a["id"] == 1 => {}
            Ok(a) => failures.push(format!("{name}: {a}")),
            Err(why) => failures.push(format!("{name}: {why}")),
        }
    }
    println!(
        "y_: {} accepted, {} not",
        cases.len() - failures.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} y_ documents were not accepted:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// Every `n_` document, sent as the whole message, gets a parse error with id null.
#[test]
fn rejected_documents_are_parse_errors() {
    let d = dispatcher();
    let cases = cases("n_");
    assert!(cases.len() > 180, "only {} n_ files", cases.len());
    let mut failures = Vec::new();
    for (name, doc) in &cases {
        match answer(&d, doc) {
            Ok(a) if error_code(&a) == Some(i64::from(PARSE_ERROR)) && a["id"].is_null() => {}
            Ok(a) => failures.push(format!("{name}: {a}")),
            Err(why) => failures.push(format!("{name}: {why}")),
        }
    }
    println!(
        "n_: {} rejected, {} not",
        cases.len() - failures.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} n_ documents were not parse errors:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

/// A number with an exponent written with `+` is a number, passed on to the method as sent.
#[test]
fn exponent_with_plus_is_a_number() {
    let d = dispatcher();
    let a = answer(
        &d,
        br#"{"jsonrpc":"2.0","method":"echo","params":[1e+21,-2E+3],"id":1}"#,
    )
    .unwrap();
    assert_eq!(a["result"], serde_json::json!([1e21, -2000.0]), "{a}");
    let mut out = Vec::new();
    d.handle(
        br#"{"jsonrpc":"2.0","method":"echo","params":[1e+21],"id":1}"#,
        &mut out,
    );
    assert_eq!(out, br#"{"jsonrpc":"2.0","result":[1e+21],"id":1}"#);
}
