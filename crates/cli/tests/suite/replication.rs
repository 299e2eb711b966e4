//! Followers of a folio leader (`serve --replicate` / `serve --follow`), through real
//! processes: a follower serves the leader's acknowledged writes (read-your-writes through
//! `min_position`), refuses its own, resumes with no gap after the leader or itself is killed
//! -9 and after its connection is cut inside an entry, and is resynced (and says so) when the
//! leader compacted or its copy was tampered with. After each, the follower's copy and its
//! `folio export` are byte-identical to the leader's.

use crate::common;

use common::{folio_bin, s, Conn, Server};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const MODELS: &str = r#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"},
    {"name": "name", "type": "String"},
    {"name": "n", "type": "Long"}]}],
  "daos": {"users": "x.User"}
}"#;

/// A leader's tree (a closed journal and the registry beside it), and a follower's empty
/// folder.
pub(crate) fn trees() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = common::tempdir();
    let leader = dir.path().join("leader");
    std::fs::create_dir(&leader).unwrap();
    std::fs::write(leader.join("models.json"), MODELS).unwrap();
    let mut old = String::new();
    for id in 0..50 {
        old.push_str(&format!("p({{id:{id},name:\"u{id}\",n:{id}}})\n"));
    }
    std::fs::write(leader.join("users.jrl"), old).unwrap();
    let follower = dir.path().join("follower");
    (dir, leader, follower)
}

/// A free loopback port, for a server that must come back on the same one.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

pub(crate) fn start_leader(dir: &Path, replicate: &str) -> Server {
    Server::start(dir, &["--replicate", replicate])
}

pub(crate) fn start_follower(copy: &Path, models: &Path, leader: &str) -> Server {
    let mut cmd = Command::new(folio_bin());
    cmd.arg("serve")
        .arg(copy)
        .arg("--models")
        .arg(models)
        .args(["--listen", "127.0.0.1:0", "--follow", leader]);
    Server::start_command(cmd)
}

/// Puts `ids` to the leader, each acknowledged (durable) before the next; the last position.
fn write(conn: &mut Conn, ids: std::ops::Range<u64>) -> u64 {
    let mut position = 0;
    for id in ids {
        let object = json!({"id": id, "name": format!("w{id}"), "n": id * 7});
        let reply = conn.call("put", json!({"dao": "users", "object": object}), id);
        position = reply["result"]["position"]
            .as_u64()
            .unwrap_or_else(|| panic!("no position in {reply}"));
    }
    position
}

/// Counts on the follower once it has applied `position` (waiting up to 20 s: a slow machine,
/// not a promise).
fn count_at(conn: &mut Conn, position: u64) -> Value {
    let min = json!({"dao": "users", "position": position, "timeout_ms": 20_000});
    conn.call("count", json!({"dao": "users", "min_position": min}), 1)
}

/// What `folio export` gives of the tree, with the leader's registry.
fn export(dir: &Path, models: &Path) -> String {
    let out = Command::new(folio_bin())
        .args(["export", "--format", "jsonl"])
        .arg(dir)
        .arg("--models")
        .arg(models)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// Every journal file of the tree (not hidden, not the registry, not a writer's lock) with its
/// bytes.
fn journal_files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let other = name.starts_with('.') || name == "models.json" || name.ends_with(".lock");
            !other && e.file_type().unwrap().is_file()
        })
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// The follower's copy holds the leader's journal files byte for byte, and exports the same.
pub(crate) fn assert_same(leader: &Path, follower: &Path) {
    let (ours, theirs) = (journal_files(leader), journal_files(follower));
    let names = |f: &[(String, Vec<u8>)]| f.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
    assert_eq!(names(&ours), names(&theirs));
    assert!(ours == theirs, "the copy's bytes differ from the leader's");
    let models = leader.join("models.json");
    assert_eq!(export(leader, &models), export(follower, &models));
}

/// Waits until the follower has applied everything the leader made durable (stats).
pub(crate) fn caught_up(conn: &mut Conn) -> Value {
    let start = Instant::now();
    loop {
        let stats = conn.call("stats", json!([]), 9);
        let r = &stats["result"]["replication"];
        if r["connected"] == json!(true) && r["lag_bytes"] == json!(0) {
            return r.clone();
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "never caught up: {r}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn followers_serve_the_leaders_writes_and_refuse_their_own() {
    let (dir, leader_dir, copy) = trees();
    let copy2 = dir.path().join("follower2");
    let leader = start_leader(&leader_dir, "127.0.0.1:0");
    let addr = leader
        .replicate
        .clone()
        .expect("the leader says where it replicates");
    let models = leader_dir.join("models.json");
    let one = start_follower(&copy, &models, &addr);
    let two = start_follower(&copy2, &models, &addr);
    let mut writer = leader.connect();
    let position = write(&mut writer, 100..300);
    for follower in [&one, &two] {
        let mut conn = follower.connect();
        // Read your writes: the count waits for the last ack's position.
        assert_eq!(count_at(&mut conn, position)["result"], json!(250));
        let found = conn.call("find", json!({"dao": "users", "id": 299}), 2);
        assert_eq!(found["result"]["name"], json!("w299"), "{found}");
        // Writes go to the leader, named in the refusal.
        let refused = conn.call("put", json!(["users", {"id": 1}]), 3);
        assert_eq!(
            refused["error"]["data"]["kind"],
            json!("read_only"),
            "{refused}"
        );
        let message = refused["error"]["message"].as_str().unwrap();
        assert!(message.contains(&addr), "{message}");
        // A position not reached is a clear error after its wait.
        let min = json!({"dao": "users", "position": position + 1, "timeout_ms": 100});
        let late = conn.call("count", json!({"dao": "users", "min_position": min}), 4);
        assert_eq!(late["error"]["data"]["kind"], json!("position_not_reached"));
        caught_up(&mut conn);
    }
    // The leader lists both followers, neither behind.
    let stats = writer.call("stats", json!([]), 5);
    let followers = stats["result"]["replication"]["followers"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(followers.len(), 2, "{stats}");
    assert_same(&leader_dir, &copy);
    assert_same(&leader_dir, &copy2);
}

/// Writes from a thread until told to stop; how many were acknowledged.
fn keep_writing(port: u16, from: u64, stop: Arc<AtomicBool>) -> std::thread::JoinHandle<u64> {
    std::thread::spawn(move || {
        let Ok(stream) = TcpStream::connect(("127.0.0.1", port)) else {
            return 0;
        };
        let mut reader = std::io::BufReader::new(stream.try_clone().unwrap());
        let mut stream = stream;
        let mut id = from;
        while !stop.load(Ordering::SeqCst) {
            let call = json!({"jsonrpc": "2.0", "method": "put", "id": id,
                "params": ["users", {"id": id, "name": format!("k{id}")}]});
            let mut line = call.to_string();
            line.push('\n');
            if stream.write_all(line.as_bytes()).is_err() {
                break;
            }
            let mut answer = String::new();
            if std::io::BufRead::read_line(&mut reader, &mut answer).unwrap_or(0) == 0 {
                break;
            }
            id += 1;
        }
        id - from
    })
}

#[test]
fn killed_leader_and_follower_resume_with_no_gap() {
    let (_dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    let replicate = format!("127.0.0.1:{}", free_port());
    let mut leader = start_leader(&leader_dir, &replicate);
    let follower = start_follower(&copy, &models, &replicate);
    // The leader killed -9 while a client writes.
    let stop = Arc::new(AtomicBool::new(false));
    let writing = keep_writing(leader.port, 1000, Arc::clone(&stop));
    std::thread::sleep(Duration::from_millis(300));
    leader.child.kill().unwrap();
    leader.child.wait().unwrap();
    stop.store(true, Ordering::SeqCst);
    assert!(writing.join().unwrap() > 0, "no write went through");
    // The follower keeps serving meanwhile.
    let mut reads = follower.connect();
    let held = reads.call("count", json!(["users"]), 1)["result"]
        .as_u64()
        .unwrap();
    assert!(held >= 50, "{held}");
    // The leader comes back on the same address; the follower resumes from its copy.
    let leader = start_leader(&leader_dir, &replicate);
    let mut writer = leader.connect();
    let position = write(&mut writer, 5000..5050);
    let counted = count_at(&mut reads, position);
    assert!(counted["result"].as_u64().is_some(), "{counted}");
    caught_up(&mut reads);
    assert_same(&leader_dir, &copy);

    // The follower killed -9, the leader written to meanwhile: it resumes from its copy,
    // without a resync.
    drop(reads);
    drop(follower);
    let position = write(&mut writer, 6000..6050);
    let follower = start_follower(&copy, &models, &replicate);
    let mut reads = follower.connect();
    assert!(count_at(&mut reads, position)["result"].as_u64().is_some());
    let status = caught_up(&mut reads);
    assert_eq!(status["resyncs"], json!(0), "{status}");
    assert_same(&leader_dir, &copy);
}

/// A proxy that forwards a follower's connection to the leader, cutting the first ones after
/// `cuts[i]` bytes from the leader (inside an append's bytes, mostly); later ones are whole.
fn cutting_proxy(leader: String, cuts: Vec<usize>) -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let sessions = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&sessions);
    std::thread::spawn(move || {
        for client in listener.incoming() {
            let Ok(client) = client else { return };
            let n = counted.fetch_add(1, Ordering::SeqCst);
            let cut = cuts.get(n).copied();
            let Ok(upstream) = TcpStream::connect(&leader) else {
                continue;
            };
            let (mut c_read, mut u_write) =
                (client.try_clone().unwrap(), upstream.try_clone().unwrap());
            std::thread::spawn(move || {
                let _ = std::io::copy(&mut c_read, &mut u_write);
            });
            let (mut u_read, mut c_write) = (upstream, client);
            std::thread::spawn(move || {
                let mut sent = 0usize;
                let mut buf = [0u8; 97];
                while let Ok(n) = u_read.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    let n = match cut {
                        Some(cut) => n.min(cut - sent),
                        None => n,
                    };
                    if c_write.write_all(&buf[..n]).is_err() {
                        break;
                    }
                    sent += n;
                    if cut == Some(sent) {
                        break;
                    }
                }
                let _ = c_write.shutdown(std::net::Shutdown::Both);
                let _ = u_read.shutdown(std::net::Shutdown::Both);
            });
        }
    });
    (addr, sessions)
}

#[test]
fn a_connection_cut_inside_an_entry_resumes_with_no_gap() {
    let (_dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    let leader = start_leader(&leader_dir, "127.0.0.1:0");
    let mut writer = leader.connect();
    write(&mut writer, 100..140);
    // Cuts after 60 bytes (the welcome and part of the first append's line), then inside the
    // bytes of appends, each session getting a little further.
    let cuts = vec![60, 150, 700, 1333, 2100];
    let (proxy, sessions) = cutting_proxy(leader.replicate.clone().unwrap(), cuts.clone());
    let follower = start_follower(&copy, &models, &proxy);
    let mut reads = follower.connect();
    let position = write(&mut writer, 200..260);
    assert_eq!(count_at(&mut reads, position)["result"], json!(150));
    caught_up(&mut reads);
    assert!(
        sessions.load(Ordering::SeqCst) > cuts.len(),
        "every cut was made"
    );
    assert_same(&leader_dir, &copy);
}

#[test]
fn a_compacted_leader_and_a_tampered_copy_are_resynced_and_said() {
    let (_dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    let replicate = format!("127.0.0.1:{}", free_port());
    let leader = start_leader(&leader_dir, &replicate);
    let mut writer = leader.connect();
    write(&mut writer, 100..150);
    let follower = start_follower(&copy, &models, &replicate);
    caught_up(&mut follower.connect());
    drop(follower);
    // The leader writes on while the follower is away, then stops and compacts in place.
    write(&mut writer, 150..200);
    drop(writer);
    assert!(leader.terminate().success());
    let compact = Command::new(folio_bin())
        .arg("compact")
        .arg(&leader_dir)
        .arg("--models")
        .arg(&models)
        .arg("--in-place")
        .output()
        .unwrap();
    assert!(compact.status.success(), "{compact:?}");
    let leader = start_leader(&leader_dir, &replicate);
    let follower = start_follower(&copy, &models, &replicate);
    let said = follower.wait_for("shipped whole by the leader", Duration::from_secs(20));
    assert!(said.contains("users"), "{said}");
    let mut reads = follower.connect();
    caught_up(&mut reads);
    assert_same(&leader_dir, &copy);
    drop(reads);
    drop(follower);

    // A byte of the copy changed (same length): the hash tells, the DAO is shipped again.
    let (name, mut bytes) = journal_files(&copy).into_iter().next().unwrap();
    let at = bytes
        .iter()
        .position(|&b| b == b'w')
        .expect("a name to change");
    bytes[at] = b'W';
    std::fs::write(copy.join(&name), &bytes).unwrap();
    let follower = start_follower(&copy, &models, &replicate);
    let said = follower.wait_for("shipped whole by the leader", Duration::from_secs(20));
    assert!(said.contains("are not the leader's"), "{said}");
    caught_up(&mut follower.connect());
    assert_same(&leader_dir, &copy);
    drop(leader);
}

#[test]
fn the_replication_port_serves_only_a_follower_with_the_token() {
    let (dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    let token = dir.path().join("token");
    std::fs::write(&token, "s3cret\n").unwrap();
    let leader = Server::start(
        &leader_dir,
        &[
            "--replicate",
            "127.0.0.1:0",
            "--token-file",
            s(&token),
            "--auth-timeout",
            "1s",
        ],
    );
    let addr = leader.replicate.clone().unwrap();
    let line = |stream: &mut TcpStream| {
        let mut text = String::new();
        let _ = std::io::BufReader::new(stream).read_line_into(&mut text);
        text
    };
    // Not a hello, a wrong token: each refused in a line, then closed.
    for hello in [
        "GET / HTTP/1.1\n".to_owned(),
        json!({"hello": {"protocol": 2, "token": "guess"}}).to_string() + "\n",
    ] {
        let mut stream = TcpStream::connect(&addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        stream.write_all(hello.as_bytes()).unwrap();
        let answer = line(&mut stream);
        let want = match hello.starts_with("GET") {
            true => "not a follower's hello",
            false => "wrong token",
        };
        assert!(
            answer.contains("refused") && answer.contains(want),
            "{answer}"
        );
    }
    // A connection that sends nothing is closed after --auth-timeout.
    let mut silent = TcpStream::connect(&addr).unwrap();
    silent
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let start = Instant::now();
    let mut byte = [0u8; 1];
    assert!(matches!(silent.read(&mut byte), Ok(0) | Err(_)));
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    // The follower with the token follows.
    let mut cmd = Command::new(folio_bin());
    cmd.arg("serve")
        .arg(&copy)
        .arg("--models")
        .arg(&models)
        .args([
            "--listen",
            "127.0.0.1:0",
            "--follow",
            &addr,
            "--leader-token-file",
        ])
        .arg(&token);
    let follower = Server::start_command(cmd);
    caught_up(&mut follower.connect());
    assert_same(&leader_dir, &copy);
}

/// A follower just welcomed has heard nothing of the leader's bytes: its `stats` say the lag
/// is not known (`null`), not 0, until the leader's first `durable` line, and then the bytes
/// it is behind. The leader here is the test, speaking the protocol's lines itself, so that it
/// can withhold that line (a real leader sends it at once, which once let a copy compared
/// before anything arrived pass for caught up).
#[test]
fn a_followers_lag_is_unknown_until_the_leaders_first_durable_line() {
    let (_dir, leader_dir, copy) = trees();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let follower = start_follower(&copy, &leader_dir.join("models.json"), &addr);
    let (mut leader, _) = listener.accept().unwrap();
    leader
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut hello = String::new();
    std::io::BufReader::new(leader.try_clone().unwrap())
        .read_line_into(&mut hello)
        .unwrap();
    assert!(hello.starts_with(r#"{"hello":"#), "{hello}");
    leader.write_all(b"{\"welcome\":{\"daos\":0}}\n").unwrap();
    let mut conn = follower.connect();
    let replication =
        |conn: &mut Conn| conn.call("stats", json!([]), 1)["result"]["replication"].clone();
    let start = Instant::now();
    while replication(&mut conn)["connected"] != json!(true) {
        assert!(start.elapsed() < Duration::from_secs(20), "never connected");
        std::thread::sleep(Duration::from_millis(10));
    }
    let r = replication(&mut conn);
    assert_eq!(r["lag_bytes"], Value::Null, "{r}");
    leader
        .write_all(b"{\"durable\":{\"bytes\":100,\"lag_bytes\":100,\"lag_ms\":0}}\n")
        .unwrap();
    while replication(&mut conn)["lag_bytes"].is_null() {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "no lag after a durable line"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let r = replication(&mut conn);
    assert_eq!(r["lag_bytes"], json!(100), "{r}");
}

/// `read_line` on a reader made for one call.
trait ReadLineInto {
    fn read_line_into(&mut self, text: &mut String) -> std::io::Result<usize>;
}

impl<R: Read> ReadLineInto for std::io::BufReader<R> {
    fn read_line_into(&mut self, text: &mut String) -> std::io::Result<usize> {
        std::io::BufRead::read_line(self, text)
    }
}

fn append(path: &Path, text: &str) {
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .unwrap();
    file.write_all(text.as_bytes()).unwrap();
}

/// Waits until the follower holds `n` users.
fn wait_for_users(conn: &mut Conn, n: u64) {
    let start = Instant::now();
    loop {
        let held = conn.call("count", json!(["users"]), 1)["result"].as_u64();
        if held == Some(n) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "holds {held:?}, not {n}"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_mirror_of_files_another_process_writes_feeds_a_follower() {
    let (_dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    let live = leader_dir.join("users");
    append(&live, "p({id:100,name:\"a\"})\n");
    let mirror = Server::start(
        &leader_dir,
        &["--follow-files", "--replicate", "127.0.0.1:0"],
    );
    let follower = start_follower(&copy, &models, &mirror.replicate.clone().unwrap());
    let mut reads = follower.connect();
    wait_for_users(&mut reads, 51);
    // Half a line is never shipped as an entry; its end is.
    append(&live, "p({id:101,name:\"b\"})\np({id:102,na");
    wait_for_users(&mut reads, 52);
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        reads.call("count", json!(["users"]), 2)["result"],
        json!(52)
    );
    append(&live, "me:\"c\"})\n");
    wait_for_users(&mut reads, 53);
    caught_up(&mut reads);
    assert_same(&leader_dir, &copy);
    // The writer rotates its journal (`users` becomes `users.0`, a new `users` begins): the
    // mirror reads the DAO again, and the follower is resynced.
    std::fs::rename(&live, leader_dir.join("users.0")).unwrap();
    append(&live, "r({id:0})\n");
    let said = follower.wait_for("shipped whole by the leader", Duration::from_secs(20));
    assert!(said.contains("read its files again"), "{said}");
    wait_for_users(&mut reads, 52);
    caught_up(&mut reads);
    assert_same(&leader_dir, &copy);
}
