//! `folio serve --follow-files` as a mirror of journals another process writes: entries it
//! appends are served once their line has ended (never half of one), a new DAO is picked up, a
//! journal replaced underneath (as a compaction renames its output over it) is read again and
//! said, and the mirror refuses writes. At each quiet point the server's objects are what
//! `folio export` gives for the same files.

use crate::common;

use common::{folio_bin, Conn, Server};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const MODELS: &str = r#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"},
    {"name": "name", "type": "String"},
    {"name": "n", "type": "Long"}]}],
  "daos": {"users": "x.User"}
}"#;

fn append(path: &Path, text: &str) {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .unwrap();
    file.write_all(text.as_bytes()).unwrap();
}

fn count(conn: &mut Conn, dao: &str) -> u64 {
    let reply = conn.call("count", json!({"dao": dao}), 1);
    reply["result"].as_u64().unwrap_or(0)
}

/// Waits (up to 20 s: a slow machine, not a promise) until `dao` holds `n` objects.
fn wait_for_count(conn: &mut Conn, dao: &str, n: u64) {
    let start = Instant::now();
    while count(conn, dao) != n {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{dao} never held {n} objects (holds {})",
            count(conn, dao)
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The server's objects of `dao` by id.
fn served(conn: &mut Conn, dao: &str) -> BTreeMap<String, Value> {
    let reply = conn.call("select", json!({"dao": dao, "limit": 10000}), 2);
    let objects = reply["result"].as_array().expect("select answers");
    objects
        .iter()
        .map(|o| (o["id"].to_string(), o.clone()))
        .collect()
}

/// What `folio export` gives for `dao` from the same files, by id.
fn exported(dir: &Path, dao: &str) -> BTreeMap<String, Value> {
    let out = Command::new(folio_bin())
        .args(["export", "--format", "jsonl", "--dao", dao])
        .arg(dir)
        .arg("--models")
        .arg(dir.join("models.json"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let object: Value = serde_json::from_str(line).unwrap();
            (object["id"].to_string(), object)
        })
        .collect()
}

#[test]
fn a_journal_another_process_writes_is_mirrored_entry_by_whole_entry() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("models.json"), MODELS).unwrap();
    let users = dir.path().join("users.jrl");
    append(&users, "p({id:1,name:\"Ann\"})\np({id:2,name:\"Bob\"})\n");
    let server = Server::start(dir.path(), &["--follow-files"]);
    let mut conn = server.connect();
    assert_eq!(count(&mut conn, "users"), 2);

    // Entries appended in pieces cut anywhere, the way a writer's buffer flushes them.
    let mut text = String::new();
    for i in 3..=300 {
        text.push_str(&format!("p({{id:{i},name:\"u{i}\",n:{}}})\n", i * 7));
    }
    for piece in text.as_bytes().chunks(97) {
        append(&users, std::str::from_utf8(piece).unwrap());
    }
    wait_for_count(&mut conn, "users", 300);
    assert_eq!(served(&mut conn, "users"), exported(dir.path(), "users"));

    // Half a line is never applied, however long it waits (a writer killed mid-line).
    append(&users, "p({id:1000,name:\"half");
    std::thread::sleep(Duration::from_millis(1200));
    let found = conn.call("find", json!({"dao": "users", "id": 1000}), 3);
    assert_eq!(found["result"], Value::Null, "{found}");
    let stats = conn.call("stats", json!({}), 4)["result"]["follow"].clone();
    let applied = &stats["daos"][0]["files"][0]["applied"];
    let whole = std::fs::metadata(&users).unwrap().len() - "p({id:1000,name:\"half".len() as u64;
    assert_eq!(applied.as_u64(), Some(whole), "{stats}");
    append(&users, "\"})\n");
    wait_for_count(&mut conn, "users", 301);

    // A DAO that appears is followed too.
    append(&dir.path().join("notes.jrl"), "p({id:1,text:\"hello\"})\n");
    server.wait_for("following a new DAO notes", Duration::from_secs(20));
    wait_for_count(&mut conn, "notes", 1);

    // Compacted by another process: a new file renamed over the journal.
    let fresh = dir.path().join(".users.jrl.tmp");
    std::fs::write(&fresh, "p({id:7,name:\"Kept\"})\np({id:8,name:\"Too\"})\n").unwrap();
    std::fs::rename(&fresh, &users).unwrap();
    let said = server.wait_for("users read again from the start", Duration::from_secs(20));
    assert!(said.contains("replaced"), "{said}");
    wait_for_count(&mut conn, "users", 2);
    assert_eq!(served(&mut conn, "users"), exported(dir.path(), "users"));
    let stats = conn.call("stats", json!({}), 5)["result"]["follow"].clone();
    let users_stats = stats["daos"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == "users")
        .unwrap();
    assert_eq!(users_stats["rereads"], 1, "{stats}");

    // A mirror takes no write: the files are another program's.
    let put = conn.call("put", json!({"dao": "users", "object": {"id": 9}}), 6);
    assert!(put["error"].is_object(), "{put}");
    assert!(server.terminate().success());
}
