//! Snapshots inside `folio serve`, as users run it: the `snapshot` method, `--snapshot-every`
//! in the background under write load, and kill -9 at random moments while snapshots are
//! made. After each kill, the journals with their snapshot must give every acknowledged
//! write, the same state as a full replay, and no snapshot may be found broken.

use crate::common;

use common::{folio_bin, Server};
use serde_json::{json, Value};
use std::collections::HashSet;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const MODELS: &str = r#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"},
    {"name": "name", "type": "String"},
    {"name": "n", "type": "Long"}]}],
  "daos": {"users": "x.User", "notes": "x.User"}
}"#;

/// A directory with `models.json` and a `users.jrl` of three users.
fn journals() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("models.json"), MODELS).unwrap();
    std::fs::write(
        dir.path().join("users.jrl"),
        "p({id:1,name:\"Ann\"})\np({id:2,name:\"Bob\"})\np({id:3,name:\"Cy\"})\n",
    )
    .unwrap();
    dir
}

fn folio(dir: &Path, args: &[&str]) -> (String, String) {
    let out = Command::new(folio_bin())
        .args(args)
        .arg(dir)
        .arg("--models")
        .arg(dir.join("models.json"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {:?}", out);
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `snapshot` writes the DAO's snapshot on request (from a replay first, from the snapshot
/// and the tail after), refuses an unknown DAO and a read-only server; the next open of the
/// journals starts from it.
#[test]
fn the_snapshot_method() {
    let dir = journals();
    let server = Server::start(dir.path(), &[]);
    let mut conn = server.connect();
    let first = conn.call("snapshot", json!({}), 1);
    assert_eq!(
        first["result"],
        json!([{"dao":"users","objects":3,"bytes":first["result"][0]["bytes"],"covered":62,"from":"replay"}]),
        "{first}"
    );
    for id in 10..20 {
        let put = conn.call("put", json!({"dao":"users","object":{"id":id,"n":id}}), id);
        assert!(put.get("result").is_some(), "{put}");
    }
    let second = conn.call("snapshot", json!({"dao":"users"}), 30);
    assert_eq!(second["result"][0]["from"], "snapshot", "{second}");
    assert_eq!(second["result"][0]["objects"], 13, "{second}");
    let unknown = conn.call("snapshot", json!({"dao":"nope"}), 31);
    assert_eq!(unknown["error"]["data"]["kind"], "unknown_dao", "{unknown}");
    // A DAO the registry names that has no journal yet: nothing to snapshot, nothing written.
    let empty = conn.call("snapshot", json!({"dao":"notes"}), 32);
    assert_eq!(empty["error"]["data"]["kind"], "snapshot_failed", "{empty}");
    assert!(!dir.path().join(".notes.folio-snapshot").exists());
    // While the server runs, a reading command opens from the snapshot it wrote.
    let (_, stderr) = folio(dir.path(), &["replay", "-v"]);
    assert!(
        stderr.contains(".users.folio-snapshot and 0 bytes of journal after it"),
        "{stderr}"
    );
    drop(server);

    let read_only = Server::start(dir.path(), &["--read-only"]);
    let refused = read_only.connect().call("snapshot", json!({}), 1);
    assert_eq!(refused["error"]["data"]["kind"], "read_only", "{refused}");
}

/// `--snapshot-every BYTES` writes a DAO's snapshot in the background once its journals grew
/// that much, and again as they grow on.
#[test]
fn snapshots_in_the_background() {
    let dir = journals();
    let server = Server::start(
        dir.path(),
        &["--snapshot-every", "2000", "--fsync", "never"],
    );
    let mut conn = server.connect();
    for id in 100..200 {
        let put = conn.call(
            "put",
            json!({"dao":"users","object":{"id":id,"name":"x"}}),
            id,
        );
        assert!(put.get("result").is_some(), "{put}");
    }
    let line = server.wait_for("DAO `users`: snapshot written", Duration::from_secs(20));
    assert!(line.contains("objects"), "{line}");
    // Each later snapshot starts from the one before.
    for id in 200..300 {
        conn.call(
            "put",
            json!({"dao":"users","object":{"id":id,"name":"y"}}),
            id,
        );
    }
    server.wait_for("DAO `users`: snapshot written", Duration::from_secs(20));
    let (booted, _) = folio(dir.path(), &["export"]);
    let (full, _) = folio(dir.path(), &["export", "--no-snapshot"]);
    assert_eq!(booted, full);
    assert_eq!(full.lines().count(), 203);
}

/// Kill -9 at random moments while writers write under `--fsync always` and snapshots are
/// made both in the background and on request: every acknowledged write is there after,
/// opening from the snapshot gives what a full replay gives, and the snapshot under its name
/// is never one that fails its checks (the old one or the new one, whole).
#[test]
fn kill_9_while_snapshots_are_made_loses_nothing() {
    let trials: usize = std::env::var("FOLIO_KILL_TRIALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    let budget = match std::env::var("FOLIO_KILL_TRIALS") {
        Ok(_) => Duration::MAX,
        Err(_) => Duration::from_secs(40),
    };
    let dir = journals();
    let started = Instant::now();
    let mut acked: Vec<u64> = Vec::new();
    let mut snapshots_answered = 0;
    let mut done = 0;
    for trial in 0..trials as u64 {
        if started.elapsed() > budget {
            break;
        }
        let server = Server::start(dir.path(), &["--fsync", "always", "--snapshot-every", "4K"]);
        let writers: Vec<_> = (0..2)
            .map(|c| {
                let mut conn = server.connect();
                let base = 1_000_000 * (trial * 2 + c + 1);
                std::thread::spawn(move || {
                    let mut acked = Vec::new();
                    for i in 0u64.. {
                        let id = base + i;
                        let request = json!({"jsonrpc":"2.0","method":"create",
                            "params":{"dao":"users","object":{"id":id,"name":"w","n":trial}},"id":id});
                        if !conn.try_send(&request) {
                            break;
                        }
                        match conn.receive() {
                            Some(answer) if answer.get("result").is_some() => acked.push(id),
                            Some(answer) => panic!("refused: {answer}"),
                            None => break,
                        }
                    }
                    acked
                })
            })
            .collect();
        let mut asker = server.connect();
        let snapshots = std::thread::spawn(move || {
            let mut answered = 0;
            for id in 0u64.. {
                let request = json!({"jsonrpc":"2.0","method":"snapshot","params":{},"id":id});
                if !asker.try_send(&request) {
                    break;
                }
                match asker.receive() {
                    Some(answer) => {
                        assert!(answer.get("result").is_some(), "{answer}");
                        answered += 1;
                    }
                    None => break,
                }
            }
            answered
        });
        std::thread::sleep(Duration::from_millis(30 + (trial * 37) % 250));
        drop(server);
        for w in writers {
            acked.extend(w.join().unwrap());
        }
        snapshots_answered += snapshots.join().unwrap();
        let (booted, stderr) = folio(dir.path(), &["export", "-v"]);
        assert!(
            !stderr.contains("not used"),
            "trial {trial}: a snapshot was found broken: {stderr}"
        );
        let (full, _) = folio(dir.path(), &["export", "--no-snapshot"]);
        assert!(
            booted == full,
            "trial {trial}: the snapshot's state differs"
        );
        let present: HashSet<u64> = full
            .lines()
            .map(|l| {
                serde_json::from_str::<Value>(l).unwrap()["id"]
                    .as_u64()
                    .unwrap()
            })
            .collect();
        for id in &acked {
            assert!(
                present.contains(id),
                "trial {trial}: acknowledged {id} lost"
            );
        }
        done += 1;
    }
    assert!(done >= 5, "only {done} trials ran");
    assert!(snapshots_answered > 0, "no snapshot was made");
    eprintln!(
        "kill -9 during snapshots: {done} trials, {} acknowledged writes, {snapshots_answered} snapshots answered",
        acked.len()
    );
}

/// A server boots from a snapshot whose covered journal bytes it proves at open by the
/// journal's identity and ends only, and hashes them whole while it serves: a digit changed in
/// place in their middle (the same file, the same length) is found then. The DAO is read again
/// in full, that is said on stderr, and it answers as its journals say, with the writes
/// acknowledged meanwhile.
#[test]
fn a_journal_changed_in_place_under_its_snapshot_is_found_while_serving() {
    let dir = journals();
    let users: String = (0..5000)
        .map(|i| format!("p({{id:{i},name:\"user {i:06}\",n:{}}})\n", i % 7 + 1))
        .collect();
    std::fs::write(dir.path().join("users.jrl"), &users).unwrap();
    folio(dir.path(), &["snapshot"]);
    // User 2500's `n` (2500 % 7 + 1 = 2), made 3 in place.
    let at = users.find("p({id:2500,").unwrap()
        + users[users.find("p({id:2500,").unwrap()..]
            .find("n:")
            .unwrap()
        + 2;
    assert_eq!(&users[at..at + 1], "2");
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(dir.path().join("users.jrl"))
        .unwrap();
    std::os::unix::fs::FileExt::write_all_at(&file, b"3", at as u64).unwrap();
    drop(file);

    let server = Server::start(dir.path(), &[]);
    let mut conn = server.connect();
    // Writes while the proof may be under way: applied before the DAO is read again or after.
    for id in 0..20u64 {
        let put = conn.call(
            "put",
            json!({"dao":"users","object":{"id":10_000 + id,"n":id}}),
            id,
        );
        assert!(put.get("result").is_some(), "{put}");
    }
    let warning = server.wait_for("found not to match after boot", Duration::from_secs(60));
    assert!(
        warning.contains("journal users.jrl changed in the bytes the snapshot covers")
            && warning.contains("its journals were replayed in full"),
        "{warning}"
    );
    let found = conn.call("find", json!({"dao":"users","id":2500}), 100);
    assert_eq!(found["result"]["n"], 3, "{found}");
    assert_eq!(
        conn.call("count", json!({"dao":"users"}), 101)["result"],
        5020
    );
    for id in 0..20u64 {
        let found = conn.call("find", json!({"dao":"users","id":10_000 + id}), 200 + id);
        assert_eq!(found["result"]["n"], id, "{found}");
    }
}

/// A server reads a snapshot's objects in place, checking the file's own checksums and
/// objects while it serves: a byte changed inside an object of the snapshot (which a reading
/// command's open would refuse at once) is found then, the DAO read again in full, and the
/// answers are the journals'.
#[test]
fn a_snapshot_changed_under_a_server_is_found_while_serving() {
    let dir = journals();
    let users: String = (0..3000)
        .map(|i| format!("p({{id:{i},name:\"user {i:06}\"}})\n"))
        .collect();
    std::fs::write(dir.path().join("users.jrl"), &users).unwrap();
    folio(dir.path(), &["snapshot"]);
    let path = dir.path().join(".users.folio-snapshot");
    let mut snapshot = std::fs::read(&path).unwrap();
    let at = snapshot
        .windows(11)
        .position(|w| w == b"user 001500")
        .unwrap();
    snapshot[at + 10] = b'7';
    std::fs::write(&path, &snapshot).unwrap();

    let server = Server::start(dir.path(), &["--read-only"]);
    let warning = server.wait_for("found not to match after boot", Duration::from_secs(60));
    assert!(warning.contains("fails its checksum"), "{warning}");
    let mut conn = server.connect();
    let found = conn.call("find", json!({"dao":"users","id":1500}), 1);
    assert_eq!(found["result"]["name"], "user 001500", "{found}");
    assert_eq!(
        conn.call("count", json!({"dao":"users"}), 2)["result"],
        3000
    );
}

/// A server that reads its snapshot in place, with a tail of puts and removes over it, answers
/// finds, selects and SQL exactly as one that replayed the journals in full.
#[test]
fn a_snapshot_read_in_place_answers_as_a_replay() {
    let dir = journals();
    let users: String = (0..2000)
        .map(|i| format!("p({{id:{i},name:\"user {i:06}\",n:{}}})\n", i % 10))
        .collect();
    std::fs::write(dir.path().join("users.jrl"), &users).unwrap();
    folio(dir.path(), &["snapshot"]);
    let tail: String = (0..300)
        .map(|i| match i % 3 {
            0 => format!("r({{id:{}}})\n", i * 5),
            1 => format!("p({{id:{},n:{}}})\n", i * 7, 100 + i),
            _ => format!("p({{id:{},name:\"new {i}\"}})\n", 5000 + i),
        })
        .collect();
    let mut all = users;
    all.push_str(&tail);
    std::fs::write(dir.path().join("users.jrl"), all).unwrap();

    let answers = |extra: &[&str]| {
        let mut args = vec!["--read-only"];
        args.extend_from_slice(extra);
        let server = Server::start(dir.path(), &args);
        let mut conn = server.connect();
        let mut out = Vec::new();
        for (i, (method, params)) in [
            ("count", json!({"dao":"users"})),
            ("find", json!({"dao":"users","id":0})),
            ("find", json!({"dao":"users","id":7})),
            ("find", json!({"dao":"users","id":1999})),
            ("find", json!({"dao":"users","id":5200})),
            ("select", json!({"dao":"users","where":{"n":3},"limit":20})),
            (
                "sql",
                json!({"query":"SELECT count(*), sum(n), min(name), max(name) FROM users"}),
            ),
            (
                "sql",
                json!({"query":"SELECT id, n FROM users WHERE n > 100 ORDER BY id"}),
            ),
        ]
        .into_iter()
        .enumerate()
        {
            let answer = conn.call(method, params, i as u64);
            assert!(answer.get("result").is_some(), "{answer}");
            out.push(answer["result"].clone());
        }
        (out, server)
    };
    let (mapped, server) = answers(&[]);
    drop(server);
    let (replayed, _server) = answers(&["--no-snapshot"]);
    assert_eq!(mapped, replayed);
    // 100 removed, 100 new names, and 5 merges onto ids past the last user (7 × 286 ..).
    assert_eq!(mapped[0], 2000 - 100 + 100 + 5);
}

/// A server stopped while its thread still proves the snapshot it booted from (the covered
/// journal bytes hashed whole, the mapped file checked) waits for that thread and ends
/// cleanly: the thread holds the engine, which a server closes last.
#[test]
fn a_server_stopped_while_it_proves_its_snapshot_ends_cleanly() {
    let dir = journals();
    // Enough objects that the check after boot outlasts a server whose input ends at once.
    let users: String = (0..40_000)
        .map(|i| format!("p({{id:{i},name:\"user {i:06}\",n:{}}})\n", i % 7 + 1))
        .collect();
    std::fs::write(dir.path().join("users.jrl"), &users).unwrap();
    folio(dir.path(), &["snapshot"]);
    let out = Command::new(folio_bin())
        .arg("serve")
        .arg(dir.path())
        .arg("--models")
        .arg(dir.path().join("models.json"))
        .args(["--stdio", "--read-only"])
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {stderr}", out.status);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
