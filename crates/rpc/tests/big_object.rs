//! A `put` of an object with hundreds of thousands of keys is answered promptly: every map built
//! from the client's JSON on the way to the journal (the dialect tree, the stored fields, the
//! merge into the object already stored) finds duplicate keys in linear time. With a linear
//! scan per key the first `put` below took minutes.

use folio_engine::{Engine, EngineOptions};
use folio_rpc::{Dispatcher, FolioMethods, Metrics, METHOD_NAMES};
use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Instant;

/// About 2.6 MB of JSON, well under the default 16 MiB message limit.
const KEYS: usize = 200_000;

fn put_request(id: u64, keys: usize, value: i64) -> Vec<u8> {
    let mut body = String::with_capacity(keys * 16);
    write!(
        body,
        r#"{{"jsonrpc":"2.0","method":"put","params":{{"dao":"big","object":{{"id":1"#
    )
    .unwrap();
    for i in 0..keys {
        write!(body, r#","k{i}":{value}"#).unwrap();
    }
    write!(body, r#"}}}},"id":{id}}}"#).unwrap();
    body.into_bytes()
}

#[test]
fn a_put_of_200_000_keys_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    // A DAO of class-less objects, as the puts below are.
    std::fs::write(dir.path().join("big"), "p({id:0,k0:0})\n").unwrap();
    let engine = Engine::open(
        &[dir.path().into()],
        folio_models::Registry::empty(),
        EngineOptions {
            writable: true,
            ..Default::default()
        },
    )
    .unwrap();
    let metrics = Arc::new(Metrics::new(METHOD_NAMES));
    let methods = FolioMethods::new(Arc::new(engine), Arc::clone(&metrics));
    let dispatcher = Dispatcher::new(methods, metrics);

    // The first put inserts; the second, over the same id, merges key by key into the first.
    for (id, applied) in [(1, "inserted"), (2, "merged")] {
        let request = put_request(id, KEYS, id as i64);
        let started = Instant::now();
        let mut out = Vec::new();
        dispatcher.handle(&request, &mut out);
        eprintln!(
            "put #{id} of {KEYS} keys ({} bytes): answered in {:?}",
            request.len(),
            started.elapsed()
        );
        let answer = String::from_utf8(out).unwrap();
        assert!(
            answer.contains(&format!(r#""applied":"{applied}""#)),
            "{}",
            &answer[..answer.len().min(500)]
        );
    }

    // Read back: the merged object holds every key once, in the order first written, with the
    // second put's values.
    let mut out = Vec::new();
    dispatcher.handle(
        br#"{"jsonrpc":"2.0","method":"find","params":["big",1],"id":3}"#,
        &mut out,
    );
    let answer: serde_json::Value = serde_json::from_slice(&out).unwrap();
    let object = answer["result"].as_object().unwrap();
    assert_eq!(object.len(), KEYS + 1);
    let keys: Vec<&String> = object.keys().take(3).collect();
    assert_eq!(keys, ["id", "k0", "k1"]);
    assert_eq!(object[&format!("k{}", KEYS - 1)], 2);
}
