//! Replication played by an attacker, through real processes: a leader that is the test
//! (speaking the protocol's lines itself) against a real follower, whose own directory and
//! log it must not be able to break; a follower that is the test against a real leader, which
//! must bound what a hello costs it; and TLS between real ones, with the leader's certificate
//! pinned by `--leader-ca` (docs/replication.md, docs/security.md).

use crate::common;
use crate::replication::{assert_same, caught_up, start_follower, trees};

use common::{folio_bin, s, Server};
use serde_json::json;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// A leader played by the test: it has taken a real follower's hello, welcomed it and read
/// what its copy holds; what it writes next is up to the test.
struct FakeLeader {
    stream: TcpStream,
    /// The follower's lines (its acks).
    reader: BufReader<TcpStream>,
}

impl FakeLeader {
    /// Accepts `listener`'s next follower and welcomes it.
    fn welcome(listener: &TcpListener) -> FakeLeader {
        let (stream, _) = listener.accept().unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let mut reader = BufReader::new(stream.try_clone().unwrap());
        let mut hello = String::new();
        reader.read_line(&mut hello).unwrap();
        assert!(hello.starts_with(r#"{"hello":"#), "{hello}");
        let mut leader = FakeLeader { stream, reader };
        leader.line(&json!({"welcome": {"daos": 1}}));
        let holds = leader.next_line();
        assert!(holds.starts_with(r#"{"holds":"#), "{holds}");
        leader
    }

    /// The follower's next line.
    fn next_line(&mut self) -> String {
        let mut line = String::new();
        self.reader.read_line(&mut line).unwrap();
        line
    }

    fn line(&mut self, message: &serde_json::Value) {
        let _ = self.stream.write_all(format!("{message}\n").as_bytes());
    }

    fn append(&mut self, name: &str, at: u64, bytes: &[u8], staged: bool) {
        let head =
            json!({"append": {"name": name, "at": at, "len": bytes.len(), "staged": staged}});
        self.line(&head);
        let _ = self.stream.write_all(bytes);
    }
}

/// A follower of a leader played by the test, its copy under `copy`.
fn follower_of_a_fake(copy: &Path, models: &Path) -> (Server, FakeLeader, TcpListener) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let follower = start_follower(copy, models, &addr);
    let leader = FakeLeader::welcome(&listener);
    (follower, leader, listener)
}

#[test]
fn a_leaders_words_reach_the_followers_log_escaped() {
    let (_dir, leader_dir, copy) = trees();
    let (follower, mut leader, _listener) =
        follower_of_a_fake(&copy, &leader_dir.join("models.json"));
    let why = "compacted\n\u{1b}[2Jfolio: a line the leader wrote";
    leader.line(&json!({"resync": {"dao": "users", "why": why}}));
    leader.append("users", 0, b"p({id:1,name:\"a\",n:1})\n", true);
    leader.line(&json!({"resynced": {"dao": "users", "files": ["users"]}}));
    leader.line(&json!({"durable": {"bytes": 24, "lag_bytes": 0, "lag_ms": 0}}));
    let said = follower.wait_for("shipped whole", Duration::from_secs(10));
    assert!(
        said.contains(r"compacted\n\u{1b}[2Jfolio: a line the leader wrote"),
        "{said:?}"
    );
    assert!(!said.contains('\u{1b}'), "{said:?}");
}

/// /proc's count of the descriptors `pid` holds.
fn descriptors(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

#[test]
fn a_leader_naming_many_files_holds_few_of_the_followers_descriptors() {
    let (_dir, leader_dir, copy) = trees();
    let (follower, mut leader, _listener) =
        follower_of_a_fake(&copy, &leader_dir.join("models.json"));
    let before = descriptors(follower.child.id());
    for n in 0..400 {
        leader.append(&format!("d{n}"), 0, b"", false);
    }
    let start = Instant::now();
    while !copy.join("d399").exists() {
        assert!(start.elapsed() < Duration::from_secs(10), "d399 never made");
        std::thread::sleep(Duration::from_millis(20));
    }
    let after = descriptors(follower.child.id());
    assert!(after < before + 100, "{before} descriptors, then {after}");
}

#[test]
fn a_resync_naming_a_directory_is_refused_and_the_copy_starts_again() {
    let (_dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    std::fs::create_dir_all(copy.join("users.1")).unwrap();
    std::fs::write(copy.join("users.1/notes.txt"), b"mine").unwrap();
    let (follower, mut leader, listener) = follower_of_a_fake(&copy, &models);
    leader.line(&json!({"resync": {"dao": "users", "why": "hostile"}}));
    leader.append("users.1", 0, b"p({id:1,name:\"a\",n:1})\n", true);
    leader.append("resync", 0, b"- models.json\n+ users.1\n", true);
    leader.line(&json!({"resynced": {"dao": "users", "files": ["users.1"]}}));
    let said = follower.wait_for("connection to the leader ended", Duration::from_secs(10));
    assert!(said.contains("a directory"), "{said}");
    drop(leader);
    drop(follower);
    // Started again, the copy opens (no marker was written): its directory and the registry
    // beside it untouched.
    let again = start_follower(&copy, &models, &listener.local_addr().unwrap().to_string());
    drop(FakeLeader::welcome(&listener));
    assert_eq!(
        std::fs::read(copy.join("users.1/notes.txt")).unwrap(),
        b"mine"
    );
    drop(again);
}

/// A raw connection to a leader's replication port, reading with a deadline.
fn raw(addr: &str) -> TcpStream {
    let stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream
}

fn read_line(stream: &TcpStream) -> String {
    let mut line = String::new();
    let _ = BufReader::new(stream).read_line(&mut line);
    line
}

#[test]
fn a_hello_claiming_one_file_many_times_is_refused() {
    let (_dir, leader_dir, _copy) = trees();
    let leader = Server::start(&leader_dir, &["--replicate", "127.0.0.1:0"]);
    let stream = raw(leader.replicate.as_deref().unwrap());
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    (&stream)
        .write_all(b"{\"hello\":{\"protocol\":2}}\n")
        .unwrap();
    let mut welcome = String::new();
    reader.read_line(&mut welcome).unwrap();
    assert!(welcome.contains("welcome"), "{welcome}");
    let claim = json!({"name": "users.jrl", "len": 10, "hash": "0"});
    let holds = json!({"holds": {"daos": [{"dao": "users", "files": vec![claim; 6000]}]}});
    (&stream)
        .write_all(format!("{holds}\n").as_bytes())
        .unwrap();
    let mut answer = String::new();
    reader.read_line(&mut answer).unwrap();
    assert!(answer.contains("claimed twice"), "{answer}");
}

#[test]
fn a_hello_is_read_only_to_its_bound_before_its_token() {
    let (dir, leader_dir, _copy) = trees();
    let token = dir.path().join("token");
    std::fs::write(&token, "s3cret\n").unwrap();
    let leader = Server::start(
        &leader_dir,
        &["--replicate", "127.0.0.1:0", "--token-file", s(&token)],
    );
    let stream = raw(leader.replicate.as_deref().unwrap());
    let padding = "x".repeat(64 << 10);
    let hello = json!({"hello": {"protocol": 2, "pad": padding, "token": "guess"}});
    (&stream)
        .write_all(format!("{hello}\n").as_bytes())
        .unwrap();
    let answer = read_line(&stream);
    assert!(answer.contains("a line over 4096 bytes"), "{answer}");
}

/// Sends `bytes` one at a time, `every` apart, until the peer closes or they run out; how long
/// the connection stayed open.
fn trickle(stream: &TcpStream, bytes: &[u8], every: Duration) -> Duration {
    let start = Instant::now();
    let mut reader = stream.try_clone().unwrap();
    reader
        .set_read_timeout(Some(Duration::from_millis(1)))
        .unwrap();
    for &byte in bytes {
        if (&*stream).write_all(&[byte]).is_err() {
            break;
        }
        std::thread::sleep(every);
        let mut buf = [0u8; 256];
        match reader.read(&mut buf) {
            Ok(0) => break,
            Err(e) if e.kind() != std::io::ErrorKind::WouldBlock => break,
            _ => {}
        }
    }
    start.elapsed()
}

#[test]
fn a_hello_or_handshake_sent_a_byte_at_a_time_ends_at_the_deadline() {
    let (_dir, leader_dir, _copy) = trees();
    let tls = common::repo().join("testdata/tls");
    let plain = Server::start(
        &leader_dir,
        &["--replicate", "127.0.0.1:0", "--auth-timeout", "2s"],
    );
    let hello = format!(
        "{{\"hello\":{{\"protocol\":2,\"token\":\"{}\"}}}}\n",
        "t".repeat(60)
    );
    let open = trickle(
        &raw(plain.replicate.as_deref().unwrap()),
        hello.as_bytes(),
        Duration::from_millis(200),
    );
    assert!(open < Duration::from_secs(8), "open {open:?}");
    drop(plain);
    let over_tls = Server::start(
        &leader_dir,
        &[
            "--replicate",
            "127.0.0.1:0",
            "--auth-timeout",
            "2s",
            "--tls-cert",
            s(&tls.join("cert.pem")),
            "--tls-key",
            s(&tls.join("key.pem")),
        ],
    );
    // A ClientHello's record header (a handshake of 255 bytes), then its body a byte at a time.
    let mut client_hello = vec![
        0x16, 0x03, 0x01, 0x00, 0xff, 0x01, 0x00, 0x00, 0xfb, 0x03, 0x03,
    ];
    client_hello.resize(60, 0);
    let open = trickle(
        &raw(over_tls.replicate.as_deref().unwrap()),
        &client_hello,
        Duration::from_millis(200),
    );
    assert!(open < Duration::from_secs(8), "open {open:?}");
}

/// A leader over TLS with `cert` and `key`, on a loopback port.
fn tls_leader(dir: &Path, cert: &Path, key: &Path) -> Server {
    Server::start(
        dir,
        &[
            "--replicate",
            "127.0.0.1:0",
            "--tls-cert",
            s(cert),
            "--tls-key",
            s(key),
        ],
    )
}

fn tls_follower(copy: &Path, models: &Path, leader: &str, ca: Option<&Path>) -> Server {
    let mut cmd = Command::new(folio_bin());
    cmd.arg("serve")
        .arg(copy)
        .arg("--models")
        .arg(models)
        .args(["--listen", "127.0.0.1:0", "--follow", leader]);
    if let Some(ca) = ca {
        cmd.arg("--leader-ca").arg(ca);
    }
    Server::start_command(cmd)
}

#[test]
fn a_follower_pins_its_leaders_self_signed_certificate() {
    let (dir, leader_dir, copy) = trees();
    let models = leader_dir.join("models.json");
    let tls = common::repo().join("testdata/tls");
    // testdata's certificate is self-signed with CA:TRUE, as `openssl req -x509` makes them.
    let leader = tls_leader(&leader_dir, &tls.join("cert.pem"), &tls.join("key.pem"));
    let addr = leader.replicate.clone().unwrap();
    let follower = tls_follower(&copy, &models, &addr, Some(&tls.join("cert.pem")));
    caught_up(&mut follower.connect());
    assert_same(&leader_dir, &copy);
    drop(follower);
    // Without --leader-ca, the follower says what to give.
    let plain = tls_follower(&dir.path().join("plain"), &models, &addr, None);
    let said = plain.wait_for("connection to the leader ended", Duration::from_secs(10));
    assert!(said.contains("--leader-ca"), "{said}");
    drop(plain);
    drop(leader);

    // A certificate without CA:TRUE, made now when openssl is there.
    let made = dir.path().join("made");
    std::fs::create_dir(&made).unwrap();
    let openssl = Command::new("openssl")
        .current_dir(&made)
        .args([
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-keyout",
            "key.pem",
            "-out",
            "cert.pem",
            "-days",
            "2",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-addext",
            "basicConstraints=critical,CA:FALSE",
        ])
        .output();
    match openssl {
        Ok(out) if out.status.success() => {}
        _ => {
            eprintln!("no openssl: the certificate without CA:TRUE is not tried");
            return;
        }
    }
    let leader = tls_leader(&leader_dir, &made.join("cert.pem"), &made.join("key.pem"));
    let addr = leader.replicate.clone().unwrap();
    let copy2 = dir.path().join("copy2");
    let follower = tls_follower(&copy2, &models, &addr, Some(&made.join("cert.pem")));
    caught_up(&mut follower.connect());
    assert_same(&leader_dir, &copy2);
    drop(follower);
    // Pinning another certificate is no trust in this one.
    let wrong = tls_follower(
        &dir.path().join("copy3"),
        &models,
        &addr,
        Some(&tls.join("cert.pem")),
    );
    let said = wrong.wait_for("connection to the leader ended", Duration::from_secs(10));
    assert!(said.to_lowercase().contains("certificate"), "{said}");
}

#[test]
fn a_copy_takes_no_more_than_max_copy_bytes() {
    let (_dir, leader_dir, copy) = trees();
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let mut cmd = Command::new(folio_bin());
    cmd.arg("serve")
        .arg(&copy)
        .arg("--models")
        .arg(leader_dir.join("models.json"))
        .args(["--listen", "127.0.0.1:0", "--follow", &addr])
        .args(["--max-copy-bytes", "1K"]);
    let follower = Server::start_command(cmd);
    let mut leader = FakeLeader::welcome(&listener);
    let line = b"p({id:1,name:\"a\",n:1})\n";
    let mut at = 0;
    for _ in 0..100 {
        leader.append("users", at, line, false);
        at += line.len() as u64;
    }
    let said = follower.wait_for("connection to the leader ended", Duration::from_secs(10));
    assert!(said.contains("--max-copy-bytes"), "{said}");
    let held = std::fs::metadata(copy.join("users")).map_or(0, |m| m.len());
    assert!(held <= 1024, "{held} bytes");
}

/// Bytes `pid` has read, by read(2) and the like, from files and sockets alike (/proc's `rchar`).
fn bytes_read(pid: u32) -> u64 {
    let io = std::fs::read_to_string(format!("/proc/{pid}/io")).unwrap_or_default();
    io.lines()
        .find_map(|l| l.strip_prefix("rchar: "))
        .map_or(0, |n| n.trim().parse().unwrap())
}

#[test]
fn a_line_without_its_end_is_not_read_again_at_each_round() {
    let (_dir, leader_dir, copy) = trees();
    let (follower, mut leader, _listener) =
        follower_of_a_fake(&copy, &leader_dir.join("models.json"));
    if !Path::new(&format!("/proc/{}/io", follower.child.id())).exists() {
        eprintln!("no /proc/PID/io: what the follower reads is not counted");
        return;
    }
    let first = b"p({id:1,name:\"a\",n:1})\n";
    leader.append("users", 0, first, false);
    let mut at = first.len() as u64;
    let round = |leader: &mut FakeLeader, at: u64| {
        leader.line(&json!({"durable": {"bytes": at, "lag_bytes": 0, "lag_ms": 0}}));
        let ack = leader.next_line();
        assert!(ack.contains("applied"), "{ack}");
    };
    round(&mut leader, at);
    let before = bytes_read(follower.child.id());
    // 16 rounds of 1 MiB of one line that never ends: each round's bytes are received once
    // (16 MiB from the socket), not the whole line again from the copy at each round (136 MiB).
    let piece = vec![b'x'; 1 << 20];
    for _ in 0..16 {
        leader.append("users", at, &piece, false);
        at += piece.len() as u64;
        round(&mut leader, at);
    }
    let read = bytes_read(follower.child.id()) - before;
    assert!(read < 40 << 20, "{read} bytes read for 16 MiB received");
}
