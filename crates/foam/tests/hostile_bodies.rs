//! Any request body, however broken, gets a reply a FOAM client can read: one JSON object in a
//! box wrapper, never a panic. Property test over FOAM's own recorded requests (both eras,
//! testdata/foam-wire), cut, spliced and bit-flipped, answered by a real engine that holds the
//! recorded classes.

use folio_engine::{Engine, EngineOptions};
use folio_models::Registry;
use proptest::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

const MODELS: &str = r#"{
  "models": [
    {"class": "foam.core.auth.Country", "ids": ["code"], "properties": [
      {"name": "code", "type": "String"}, {"name": "name", "type": "String"},
      {"name": "nativeName", "shortName": "native", "type": "String"},
      {"name": "alternativeNames", "shortName": "alt", "type": "StringArray"},
      {"name": "iso31661Code", "shortName": "iso", "type": "String"}]},
    {"class": "foam.nanos.auth.Country", "ids": ["code"], "properties": [
      {"name": "code", "type": "String"}, {"name": "name", "type": "String"},
      {"name": "nativeName", "type": "String"}, {"name": "alternativeNames", "type": "StringArray"},
      {"name": "iso31661Code", "type": "String"}]}
  ],
  "daos": {"countries": "foam.core.auth.Country"}
}"#;

fn requests() -> &'static Vec<Vec<u8>> {
    static REQUESTS: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    REQUESTS.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/foam-wire");
        let mut found: Vec<Vec<u8>> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .map(|p| {
                let rec: serde_json::Value =
                    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
                rec["request_body"].as_str().unwrap().as_bytes().to_vec()
            })
            .collect();
        found.sort();
        found
    })
}

/// One engine for the whole run (writes from earlier cases stay: later cases see them).
fn engine() -> &'static (tempfile::TempDir, Engine) {
    static ENGINE: OnceLock<(tempfile::TempDir, Engine)> = OnceLock::new();
    ENGINE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
        let options = EngineOptions {
            writable: true,
            ..EngineOptions::default()
        };
        let engine = Engine::open(&[dir.path().to_path_buf()], registry, options).unwrap();
        (dir, engine)
    })
}

#[derive(Debug, Clone)]
enum Damage {
    Cut(usize),
    Flip(usize, u8),
    Insert(usize, Vec<u8>),
    Splice(usize, usize, usize),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        any::<usize>().prop_map(Damage::Cut),
        (any::<usize>(), 1u8..=255).prop_map(|(at, bits)| Damage::Flip(at, bits)),
        (any::<usize>(), proptest::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(at, b)| Damage::Insert(at, b)),
        (any::<usize>(), any::<usize>(), any::<usize>())
            .prop_map(|(a, b, c)| Damage::Splice(a, b, c)),
    ]
}

fn apply(body: &[u8], damages: &[Damage], others: &[Vec<u8>]) -> Vec<u8> {
    let mut body = body.to_vec();
    for d in damages {
        let len = body.len().max(1);
        match d {
            Damage::Cut(at) => body.truncate(at % len),
            Damage::Flip(at, bits) => {
                if !body.is_empty() {
                    let i = at % body.len();
                    body[i] ^= bits;
                }
            }
            Damage::Insert(at, bytes) => {
                let i = at % (body.len() + 1);
                body.splice(i..i, bytes.iter().copied());
            }
            // A piece of another recorded request put in the middle of this one.
            Damage::Splice(which, from, at) => {
                let other = &others[which % others.len()];
                let start = from % other.len();
                let piece = &other[start..(start + 40).min(other.len())];
                let i = at % (body.len() + 1);
                body.splice(i..i, piece.iter().copied());
            }
        }
    }
    body
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn every_body_gets_a_box_reply(which in any::<usize>(), damages in proptest::collection::vec(damage(), 0..4)) {
        let requests = requests();
        let body = apply(&requests[which % requests.len()], &damages, requests);
        let (_, engine) = engine();
        let token = folio_auth::Token::new("TOKEN").unwrap();
        let reply = folio_foam::reply(engine, "countries", &body, Some(&token), None);
        let parsed: serde_json::Value = serde_json::from_slice(&reply)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&reply)));
        let class = parsed["class"].as_str().unwrap_or("");
        prop_assert!(class == "foam.box.Envelope" || class == "foam.box.Message", "{parsed}");
        let message = if class == "foam.box.Message" { &parsed["object"] } else { &parsed["message"] };
        let kind = message["class"].as_str().unwrap_or("");
        prop_assert!(kind == "foam.box.RPCReturnMessage" || kind == "foam.box.RPCErrorMessage", "{parsed}");
    }
}
