//! FOAM's own client's requests and accepted replies (testdata/foam-wire/, both eras): every
//! request is read into the call it is, and every reply's wrapper is written byte for byte as
//! the client accepted it.

use folio_foam::reply::{write_error, write_return, Refusal};
use folio_foam::wire::{parse_call, Era};
use serde_json::Value;
use std::path::Path;

fn recordings() -> Vec<(String, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/foam-wire");
    let mut found: Vec<(String, Value)> = std::fs::read_dir(&dir)
        .expect("testdata/foam-wire")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read");
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, serde_json::from_str(&text).expect("json"))
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    // One request per method and era: 12 each.
    assert_eq!(found.len(), 24, "recordings in {}", dir.display());
    found
}

fn text<'a>(v: &'a Value, key: &str) -> &'a str {
    v[key].as_str().unwrap_or_else(|| panic!("no {key}"))
}

#[test]
fn every_recorded_request_is_read_as_the_call_it_is() {
    for (name, rec) in recordings() {
        let call = parse_call(text(&rec, "request_body").as_bytes())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let era = match text(&rec, "era") {
            "2024" => Era::Message,
            "2026" => Era::Envelope,
            other => panic!("{name}: era {other}"),
        };
        assert_eq!(call.era, era, "{name}");
        let method = text(&rec, "kind").split('-').next().unwrap();
        let method = if method == "error" { "select_" } else { method };
        assert_eq!(call.method, method, "{name}");
        let token = if name.contains("error-session") {
            "not-TOKEN"
        } else {
            "TOKEN"
        };
        assert_eq!(call.session_id.as_deref(), Some(token), "{name}");
        // The context argument is always null; the rest are as sent.
        let sent = &rec["request"];
        let sent = if era == Era::Message {
            &sent["object"]
        } else {
            &sent["message"]["message"]
        };
        let args = sent["args"].as_array().expect("args");
        assert_eq!(call.args.len(), args.len(), "{name}");
        assert_eq!(call.args[0], folio_dialect::Value::Null, "{name}");
    }
}

#[test]
fn every_recorded_reply_wrapper_is_written_as_the_client_accepted_it() {
    for (name, rec) in recordings() {
        let body = text(&rec, "reply_body");
        let era = if text(&rec, "era") == "2024" {
            Era::Message
        } else {
            Era::Envelope
        };
        let reply = &rec["reply"];
        let inner = if era == Era::Message {
            &reply["object"]
        } else {
            &reply["message"]
        };
        let mut out = Vec::new();
        match inner["class"].as_str() {
            Some("foam.box.RPCReturnMessage") => {
                // The data as the recording has it, re-wrapped.
                let data = inner.get("data").map(|_| {
                    let start = body.find(r#""data":"#).expect("data") + 7;
                    // The wrapper closes with the message's and its own brace.
                    body.as_bytes()[start..body.len() - 2].to_vec()
                });
                write_return(era, data.as_deref(), &mut out);
            }
            Some("foam.box.RPCErrorMessage") => {
                assert_eq!(
                    inner["data"]["id"],
                    era.authentication_exception(),
                    "{name}"
                );
                let refusal = Refusal {
                    exception: era.authentication_exception(),
                    message: "Authentication failed: session unknown".into(),
                };
                write_error(era, &refusal, &mut out);
            }
            other => panic!("{name}: reply class {other:?}"),
        }
        assert_eq!(String::from_utf8(out).unwrap(), body, "{name}");
    }
}
