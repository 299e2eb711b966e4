//! A `put` of an object with hundreds of thousands of keys is answered promptly: every map built
//! from the client's JSON on the way to the journal (the dialect tree, the stored fields, the
//! merge into the object already stored) finds duplicate keys in linear time. With a linear
//! scan per key the first `put` below took minutes; the connection's 60 s read timeout fails the
//! test long before that. Through a real server: in process, the test linked the whole of the
//! server's dependencies (DataFusion among them) into a test binary of its own.

use crate::common::{self, Server};
use serde_json::json;
use std::fmt::Write as _;
use std::process::Command;
use std::time::Instant;

/// About 2.6 MB of JSON, well under the default 16 MiB message limit.
const KEYS: usize = 200_000;

/// A `put` of an object of `keys` keys with `value` in each, as one line.
fn put_line(id: u64, keys: usize, value: i64) -> Vec<u8> {
    let mut body = String::with_capacity(keys * 16);
    write!(
        body,
        r#"{{"jsonrpc":"2.0","method":"put","params":{{"dao":"big","object":{{"id":1"#
    )
    .unwrap();
    for i in 0..keys {
        write!(body, r#","k{i}":{value}"#).unwrap();
    }
    writeln!(body, r#"}}}},"id":{id}}}"#).unwrap();
    body.into_bytes()
}

#[test]
fn a_put_of_200_000_keys_is_answered() {
    let dir = common::tempdir();
    // A DAO of class-less objects, as the puts below are, served with no registry.
    common::write(dir.path(), "big", "p({id:0,k0:0})\n");
    let mut cmd = Command::new(common::folio_bin());
    cmd.arg("serve")
        .arg(dir.path())
        .args(["--listen", "127.0.0.1:0"]);
    let server = Server::start_command(cmd);
    let mut conn = server.connect();

    // The first put inserts; the second, over the same id, merges key by key into the first.
    for (id, applied) in [(1, "inserted"), (2, "merged")] {
        let line = put_line(id, KEYS, id as i64);
        let started = Instant::now();
        conn.send_raw(&line);
        let answer = conn.receive().expect("an answer");
        eprintln!(
            "put #{id} of {KEYS} keys ({} bytes): answered in {:?}",
            line.len(),
            started.elapsed()
        );
        assert_eq!(answer["id"], json!(id));
        assert_eq!(answer["result"]["applied"], json!(applied), "{answer:.500}");
    }

    // Read back: the merged object holds every key once, in the order first written, with the
    // second put's values.
    let answer = conn.call("find", json!(["big", 1]), 3);
    let object = answer["result"].as_object().unwrap();
    assert_eq!(object.len(), KEYS + 1);
    let keys: Vec<&String> = object.keys().take(3).collect();
    assert_eq!(keys, ["id", "k0", "k1"]);
    assert_eq!(object[&format!("k{}", KEYS - 1)], 2);
}
