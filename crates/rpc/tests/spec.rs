//! The examples of the JSON-RPC 2.0 specification (section 7), with the exact bytes folio
//! answers, over a method table that implements the specification's example methods.

use folio_rpc::{decode_params, method_not_found, Dispatcher, Methods, Metrics, RpcError};
use serde::Deserialize;
use serde_json::value::RawValue;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// `subtract`, `sum`, `get_data` and the notifications `update` and `notify_hello`.
#[derive(Default)]
struct Examples {
    notified: AtomicUsize,
}

const NAMES: &[&str] = &["subtract", "sum", "get_data", "update", "notify_hello"];

#[derive(Deserialize)]
struct Subtract {
    minuend: i64,
    subtrahend: i64,
}

impl Methods for Examples {
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
            "subtract" => {
                let p: Subtract = decode_params(params, &["minuend", "subtrahend"])?;
                out.extend_from_slice((p.minuend - p.subtrahend).to_string().as_bytes());
            }
            "sum" => {
                let p: Vec<i64> = serde_json::from_str(params.map_or("[]", |p| p.get()))
                    .map_err(RpcError::invalid_params)?;
                out.extend_from_slice(p.iter().sum::<i64>().to_string().as_bytes());
            }
            "get_data" => out.extend_from_slice(br#"["hello",5]"#),
            "update" | "notify_hello" => {
                self.notified.fetch_add(1, Ordering::SeqCst);
                out.extend_from_slice(b"null");
            }
            _ => return Err(method_not_found()),
        }
        Ok(())
    }
}

fn dispatcher() -> Dispatcher<Examples> {
    Dispatcher::new(Examples::default(), Arc::new(Metrics::new(NAMES)))
}

fn answer(d: &Dispatcher<Examples>, request: &str) -> Option<String> {
    let mut out = Vec::new();
    d.handle(request.as_bytes(), &mut out)
        .then(|| String::from_utf8(out).unwrap())
}

/// (request, exact response or None for no response)
const TABLE: &[(&str, Option<&str>)] = &[
    // rpc call with positional parameters
    (
        r#"{"jsonrpc": "2.0", "method": "subtract", "params": [42, 23], "id": 1}"#,
        Some(r#"{"jsonrpc":"2.0","result":19,"id":1}"#),
    ),
    (
        r#"{"jsonrpc": "2.0", "method": "subtract", "params": [23, 42], "id": 2}"#,
        Some(r#"{"jsonrpc":"2.0","result":-19,"id":2}"#),
    ),
    // rpc call with named parameters
    (
        r#"{"jsonrpc": "2.0", "method": "subtract", "params": {"subtrahend": 23, "minuend": 42}, "id": 3}"#,
        Some(r#"{"jsonrpc":"2.0","result":19,"id":3}"#),
    ),
    (
        r#"{"jsonrpc": "2.0", "method": "subtract", "params": {"minuend": 42, "subtrahend": 23}, "id": 4}"#,
        Some(r#"{"jsonrpc":"2.0","result":19,"id":4}"#),
    ),
    // a Notification
    (
        r#"{"jsonrpc": "2.0", "method": "update", "params": [1,2,3,4,5]}"#,
        None,
    ),
    (r#"{"jsonrpc": "2.0", "method": "foobar"}"#, None),
    // rpc call of non-existent method
    (
        r#"{"jsonrpc": "2.0", "method": "foobar", "id": "1"}"#,
        Some(r#"{"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"},"id":"1"}"#),
    ),
    // rpc call with invalid JSON
    (
        r#"{"jsonrpc": "2.0", "method": "foobar, "params": "bar", "baz]"#,
        Some(r#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}"#),
    ),
    // rpc call with invalid Request object
    (
        r#"{"jsonrpc": "2.0", "method": 1, "params": "bar"}"#,
        Some(r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}"#),
    ),
    // rpc call Batch, invalid JSON
    (
        r#"[
  {"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},
  {"jsonrpc": "2.0", "method"
]"#,
        Some(r#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}"#),
    ),
    // rpc call with an empty Array
    (
        "[]",
        Some(r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}"#),
    ),
    // rpc call with an invalid Batch (but not empty)
    (
        "[1]",
        Some(
            r#"[{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}]"#,
        ),
    ),
    // rpc call with invalid Batch
    (
        "[1,2,3]",
        Some(concat!(
            r#"[{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null},"#,
            r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null},"#,
            r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}]"#
        )),
    ),
    // rpc call Batch
    (
        r#"[
        {"jsonrpc": "2.0", "method": "sum", "params": [1,2,4], "id": "1"},
        {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]},
        {"jsonrpc": "2.0", "method": "subtract", "params": [42,23], "id": "2"},
        {"foo": "boo"},
        {"jsonrpc": "2.0", "method": "foo.get", "params": {"name": "myself"}, "id": "5"},
        {"jsonrpc": "2.0", "method": "get_data", "id": "9"}
    ]"#,
        Some(concat!(
            r#"[{"jsonrpc":"2.0","result":7,"id":"1"},"#,
            r#"{"jsonrpc":"2.0","result":19,"id":"2"},"#,
            r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null},"#,
            r#"{"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"},"id":"5"},"#,
            r#"{"jsonrpc":"2.0","result":["hello",5],"id":"9"}]"#
        )),
    ),
    // rpc call Batch (all notifications)
    (
        r#"[
        {"jsonrpc": "2.0", "method": "notify_sum", "params": [1,2,4]},
        {"jsonrpc": "2.0", "method": "notify_hello", "params": [7]}
    ]"#,
        None,
    ),
];

#[test]
fn the_specification_examples() {
    let d = dispatcher();
    for (request, expected) in TABLE {
        assert_eq!(
            answer(&d, request).as_deref(),
            *expected,
            "request: {request}"
        );
    }
    // `update` once, `notify_hello` twice.
    assert_eq!(d.methods().notified.load(Ordering::SeqCst), 3);
}

/// Rules the examples do not show: ids echoed as written, whatever their size or spelling;
/// `null` ids; bad ids, versions and params; unknown notifications; batch limits.
#[test]
fn ids_and_request_rules() {
    let d = dispatcher();
    let table: &[(&str, Option<&str>)] = &[
        (
            r#"{"jsonrpc":"2.0","method":"get_data","id":123456789012345678901234567890}"#,
            Some(r#"{"jsonrpc":"2.0","result":["hello",5],"id":123456789012345678901234567890}"#),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"get_data","id":1e+21}"#,
            Some(r#"{"jsonrpc":"2.0","result":["hello",5],"id":1e+21}"#),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"get_data","id":-0.5E-3}"#,
            Some(r#"{"jsonrpc":"2.0","result":["hello",5],"id":-0.5E-3}"#),
        ),
        (
            r#"{"id":"\u00e9\"x","method":"get_data","jsonrpc":"2.0"}"#,
            Some(r#"{"jsonrpc":"2.0","result":["hello",5],"id":"\u00e9\"x"}"#),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"get_data","id":null}"#,
            Some(r#"{"jsonrpc":"2.0","result":["hello",5],"id":null}"#),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"get_data","id":{"a":1}}"#,
            Some(
                r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}"#,
            ),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"get_data","id":true}"#,
            Some(
                r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}"#,
            ),
        ),
        (
            r#"{"jsonrpc":"1.0","method":"get_data","id":4}"#,
            Some(r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":4}"#),
        ),
        (
            r#"{"method":"get_data","id":4}"#,
            Some(r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":4}"#),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"subtract","params":3,"id":4}"#,
            Some(r#"{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":4}"#),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"subtract","params":[1,2,3],"id":4}"#,
            Some(
                r#"{"jsonrpc":"2.0","error":{"code":-32602,"message":"Invalid params: at most 2 parameters by position (minuend, subtrahend)"},"id":4}"#,
            ),
        ),
        (
            r#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#,
            None,
        ),
        (
            r#"{"jsonrpc":"2.0","method":"subtract","params":["x"]}"#,
            None,
        ),
        (
            "",
            Some(r#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}"#),
        ),
        (
            "{a:1}",
            Some(r#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}"#),
        ),
        (
            "\u{feff}{}",
            Some(r#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}"#),
        ),
        (
            "[[]]",
            Some(
                r#"[{"jsonrpc":"2.0","error":{"code":-32600,"message":"Invalid Request"},"id":null}]"#,
            ),
        ),
    ];
    for (request, expected) in table {
        assert_eq!(
            answer(&d, request).as_deref(),
            *expected,
            "request: {request}"
        );
    }
    let one = r#"{"jsonrpc":"2.0","method":"get_data","id":1}"#;
    let batch = |n: usize| format!("[{}]", vec![one; n].join(","));
    assert_eq!(
        answer(&d, &batch(1000))
            .unwrap()
            .matches("\"result\"")
            .count(),
        1000
    );
    assert_eq!(
        answer(&d, &batch(1001)).unwrap(),
        r#"{"jsonrpc":"2.0","error":{"code":-32004,"message":"a batch holds at most 1000 requests","data":{"kind":"too_large"}},"id":null}"#
    );
    let bad_utf8 = b"{\"jsonrpc\":\"2.0\",\"method\":\"\xff\",\"id\":1}";
    let mut out = Vec::new();
    assert!(d.handle(bad_utf8, &mut out));
    assert_eq!(
        out,
        br#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"Parse error"},"id":null}"#
    );
}
