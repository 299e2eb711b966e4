//! The ports opened after JSON-RPC (FOAM's box endpoint, replication) played by an attacker,
//! through the real binary: an empty token, bodies sent without the token, guesses spread over
//! ports and connections, and predicates made to run long. docs/security.md says what each
//! bounds.

use crate::common;

use common::{cpu_of, folio, rss_of, s, write, Server};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::time::{Duration, Instant};

const MODELS: &str = r#"{"models":[{"class":"t.User","ids":["id"],"properties":[
    {"name":"id","type":"Long"},{"name":"name","type":"String"},{"name":"age","type":"Long"}]}],
    "daos":{"users":"t.User"}}"#;

const TOKEN: &str = "s3cret";

/// A data directory with `models.json`, a token file and a live `users` journal of `n` users.
fn data(n: usize) -> tempfile::TempDir {
    let dir = common::tempdir();
    write(dir.path(), "models.json", MODELS);
    write(dir.path(), "token", format!("{TOKEN}\n"));
    let mut journal = String::new();
    for id in 1..=n {
        journal.push_str(&format!("c({{id:{id},name:\"u{id}\",age:{}}})\n", id % 90));
    }
    write(dir.path(), "users", journal);
    dir
}

/// A server of `dir` with the token from its file, FOAM's endpoint on loopback, and `extra`.
fn server(dir: &std::path::Path, extra: &[&str]) -> Server {
    let token = dir.join("token");
    let mut args = vec!["--token-file", s(&token), "--foam", "127.0.0.1:0"];
    args.extend_from_slice(extra);
    Server::start(dir, &args)
}

/// A 2026 box message calling `method` on `args`, with `session` as its session id (none when
/// `None`).
fn envelope(session: Option<&str>, method: &str, args: Value) -> String {
    let rpc = json!({"class": "foam.box.RPCMessage", "name": method, "args": args});
    let message = match session {
        Some(id) => json!({"class": "foam.box.SessionedMessage", "sessionId": id, "message": rpc}),
        None => rpc,
    };
    json!({"class": "foam.box.Envelope", "message": message, "replyBox": {"class": "foam.box.HTTPReplyBox"}})
        .to_string()
}

/// POSTs `body` to `/service/users` on a new connection and reads what comes back (the reply
/// message, unwrapped), or `None` when the server closed without a readable reply.
fn post(addr: &str, body: &[u8]) -> Option<Value> {
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let head = format!(
        "POST /service/users HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).ok()?;
    // A refused body may be cut off: the server answers and closes without reading it all.
    let _ = stream.write_all(body);
    let mut reply = Vec::new();
    let _ = stream.read_to_end(&mut reply);
    let split = reply.windows(4).position(|w| w == b"\r\n\r\n")?;
    let reply: Value = serde_json::from_slice(&reply[split + 4..]).ok()?;
    Some(reply["message"].clone())
}

fn exception(message: &Value) -> &str {
    message["data"]["id"].as_str().unwrap_or("")
}

/// An `Or` of `n` case-blind searches of users' names: each term lowers each name, so 999 of
/// them over 40,000 objects run for seconds on any machine, past the tests' deadlines and
/// watches.
fn slow_or(n: usize) -> Value {
    let property = json!({"class": "__Property__", "forClass_": "t.User", "name": "name"});
    let terms: Vec<Value> = (0..n)
        .map(|i| {
            json!({"class": "foam.mlang.predicate.ContainsIC", "arg1": property,
                   "arg2": {"class": "foam.mlang.Constant", "value": format!("Nobody{i}")}})
        })
        .collect();
    json!({"class": "foam.mlang.predicate.Or", "args": terms})
}

/// The body of a `select_` of up to 100 users that pass `predicate`.
fn select(predicate: Value) -> String {
    envelope(
        Some(TOKEN),
        "select_",
        json!([null, {"class": "foam.dao.ArraySink"}, 0, 100, null, predicate]),
    )
}

/// Puts user 1 renamed, with the token: the reply's message.
fn rename_user_1(addr: &str) -> Value {
    let body = envelope(
        Some(TOKEN),
        "put_",
        json!([null, {"class": "t.User", "id": 1, "name": "renamed"}]),
    );
    post(addr, body.as_bytes()).unwrap()
}

/// An empty token is no token, from every source: `--token ""` (what `--token "$UNSET"` gives),
/// an empty `--token-file`, an empty `FOLIO_TOKEN`, an empty `--leader-token-file`. Each is
/// refused before anything listens, naming where it came from, on loopback as on 0.0.0.0.
#[test]
fn an_empty_token_is_refused_from_every_source() {
    let dir = data(1);
    let empty = write(dir.path(), "empty", "\n");
    let all_ports = [
        "--listen",
        "0.0.0.0:0",
        "--foam",
        "0.0.0.0:0",
        "--replicate",
        "0.0.0.0:0",
    ];
    let table: [(&str, Vec<&str>, Option<&str>, &str); 5] = [
        ("--token \"\"", vec!["--token", ""], None, "--token"),
        ("--token \" \"", vec!["--token", " "], None, "--token"),
        (
            "an empty --token-file",
            vec!["--token-file", s(&empty)],
            None,
            "--token-file",
        ),
        ("an empty FOLIO_TOKEN", vec![], Some(""), "FOLIO_TOKEN"),
        (
            "--token \"\" on loopback only",
            vec!["--token", ""],
            None,
            "--token",
        ),
    ];
    for (what, flags, env, names) in table {
        let mut cmd = Command::new(common::folio_bin());
        cmd.args(["serve", s(dir.path())]).args(&flags);
        if what.ends_with("loopback only") {
            cmd.args(["--listen", "127.0.0.1:0"]);
        } else {
            cmd.args(all_ports);
        }
        if let Some(value) = env {
            cmd.env("FOLIO_TOKEN", value);
        }
        let run = common::run_within(cmd, what, Duration::from_secs(30));
        run.code(2);
        let error = run.one_line_error();
        assert!(
            error.contains("the token is empty") && error.contains(names),
            "{what}: {error}"
        );
    }
    let copy = common::tempdir();
    let follower = folio(&[
        "serve",
        s(copy.path()),
        "--follow",
        "127.0.0.1:9",
        "--leader-token-file",
        s(&empty),
        "--listen",
        "127.0.0.1:0",
    ]);
    follower.code(2);
    assert!(
        follower.one_line_error().contains("--leader-token-file"),
        "{}",
        follower.one_line_error()
    );
}

/// Six 16 MiB bodies of small values sent at once without a session id: each is refused
/// having read a bounded prefix, never parsed, so the server's memory barely moves (parsed,
/// each took ~576 MB). The refusal is FOAM's `AuthenticationException`, and the server goes on
/// answering a call with the token.
#[test]
fn foam_bodies_without_the_token_are_refused_before_they_are_read() {
    let dir = data(3);
    let server = server(dir.path(), &[]);
    let addr = server.foam.clone().unwrap();
    let pid = server.child.id();
    let mut body = br#"{"class":"foam.box.Envelope","message":{"class":"foam.box.RPCMessage","name":"put_","args":[null"#.to_vec();
    while body.len() < (16 << 20) - 64 {
        body.extend_from_slice(b",0");
    }
    body.extend_from_slice(b"]}}");
    let before = rss_of(pid);
    let senders: Vec<_> = (0..6)
        .map(|_| {
            let addr = addr.clone();
            let body = body.clone();
            std::thread::spawn(move || post(&addr, &body))
        })
        .collect();
    let mut peak = before;
    while !senders.iter().all(|t| t.is_finished()) {
        peak = peak.max(rss_of(pid));
        std::thread::sleep(Duration::from_millis(20));
    }
    for sender in senders {
        if let Some(message) = sender.join().unwrap() {
            assert_eq!(
                exception(&message),
                "foam.core.auth.AuthenticationException",
                "{message}"
            );
        }
    }
    let grew = peak.saturating_sub(before);
    eprintln!(
        "six 16 MiB bodies without a session: RSS grew by {} MB",
        grew >> 20
    );
    assert!(grew < 100 << 20, "RSS grew by {} MB", grew >> 20);
    // A small call without the token is refused the same way, and one with it is answered.
    let refused = post(&addr, envelope(None, "find_", json!([null, 1])).as_bytes()).unwrap();
    assert_eq!(
        exception(&refused),
        "foam.core.auth.AuthenticationException"
    );
    let found = post(
        &addr,
        envelope(Some(TOKEN), "find_", json!([null, 2])).as_bytes(),
    )
    .unwrap();
    assert_eq!(found["data"]["name"], "u2", "{found}");
    // A body sent in chunks, without a length, is read, then counted by what it is.
    let body = envelope(Some(TOKEN), "find_", json!([null, 3]));
    let mut stream = TcpStream::connect(&addr).unwrap();
    let (first, rest) = body.split_at(40);
    let request = format!(
        "POST /service/users HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Transfer-Encoding: chunked\r\n\r\n{:x}\r\n{first}\r\n{:x}\r\n{rest}\r\n0\r\n\r\n",
        first.len(),
        rest.len()
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    assert!(reply.contains("\"name\":\"u3\""), "{reply}");
}

/// Wrong session ids are answered later and later on the FOAM endpoint, each on a connection
/// of its own (the endpoint closes one after a refusal), and failures on the JSON-RPC port
/// count there too: one record per peer for every port.
#[test]
fn guesses_slow_down_on_every_port_together() {
    let dir = data(1);
    let server = server(dir.path(), &[]);
    let addr = server.foam.clone().unwrap();
    let mut took = Vec::new();
    for i in 0..3 {
        let started = Instant::now();
        let message = post(
            &addr,
            envelope(Some(&format!("guess{i}")), "find_", json!([null, 1])).as_bytes(),
        )
        .expect("a refusal");
        took.push(started.elapsed());
        assert_eq!(
            exception(&message),
            "foam.core.auth.AuthenticationException"
        );
    }
    // Two more on the JSON-RPC port: the fourth and fifth failures of this peer.
    for i in 0..2 {
        let mut conn = server.connect();
        let answer = conn.call("auth", json!({"token": format!("rpc{i}")}), 1);
        assert_eq!(answer["error"]["data"]["kind"], "unauthorized", "{answer}");
    }
    let started = Instant::now();
    post(
        &addr,
        envelope(Some("guess"), "find_", json!([null, 1])).as_bytes(),
    )
    .unwrap();
    let sixth = started.elapsed();
    eprintln!("FOAM guesses answered after {took:?}; the sixth, after two on JSON-RPC, {sixth:?}");
    assert!(took[2] >= Duration::from_millis(350), "{took:?}");
    assert!(sixth >= Duration::from_millis(3000), "{sixth:?}");
}

/// An `Or` of more terms than folio evaluates is refused, naming the bound; one within it that
/// would scan for seconds stops at `--query-timeout`, refused, and a put to the same DAO waits
/// no longer than that.
#[test]
fn foam_predicates_are_bounded_and_stop_at_their_deadline() {
    let dir = data(40_000);
    let server = server(dir.path(), &["--query-timeout", "500ms"]);
    let addr = server.foam.clone().unwrap();
    let too_many = post(&addr, select(slow_or(2_000)).as_bytes()).unwrap();
    assert_eq!(too_many["class"], "foam.box.RPCErrorMessage", "{too_many}");
    assert!(
        too_many["data"]["message"]
            .as_str()
            .unwrap()
            .contains("more than the 1000"),
        "{too_many}"
    );
    let slow = {
        let addr = addr.clone();
        let body = select(slow_or(999));
        std::thread::spawn(move || {
            let started = Instant::now();
            (post(&addr, body.as_bytes()).unwrap(), started.elapsed())
        })
    };
    std::thread::sleep(Duration::from_millis(200));
    let started = Instant::now();
    let put = rename_user_1(&addr);
    let put_took = started.elapsed();
    let (stopped, select_took) = slow.join().unwrap();
    eprintln!("a 1,000-term Or over 40,000 objects answered after {select_took:?}; a put beside it took {put_took:?}");
    assert_eq!(put["data"]["name"], "renamed", "{put}");
    assert_eq!(stopped["class"], "foam.box.RPCErrorMessage", "{stopped}");
    assert!(
        stopped["data"]["message"]
            .as_str()
            .unwrap()
            .contains("deadline"),
        "{stopped}"
    );
    assert!(put_took < Duration::from_secs(5), "{put_took:?}");
}

/// A client that sends a long FOAM scan and goes away: the scan stops (the server's CPU goes
/// quiet) long before its deadline, and the DAO takes writes again.
#[test]
fn a_foam_call_stops_when_its_client_goes() {
    let dir = data(40_000);
    let server = server(dir.path(), &["--query-timeout", "10m"]);
    let addr = server.foam.clone().unwrap();
    let pid = server.child.id();
    let body = select(slow_or(999));
    let mut stream = TcpStream::connect(&addr).unwrap();
    let head = format!(
        "POST /service/users HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(body.as_bytes()).unwrap();
    std::thread::sleep(Duration::from_millis(800));
    let busy = cpu_of(pid);
    std::thread::sleep(Duration::from_millis(500));
    let running = cpu_of(pid) - busy;
    assert!(
        running > 0.2,
        "the scan did not run ({running:.2} CPU s in 0.5 s)"
    );
    drop(stream);
    std::thread::sleep(Duration::from_millis(500));
    let after = cpu_of(pid);
    std::thread::sleep(Duration::from_secs(1));
    let idle = cpu_of(pid) - after;
    eprintln!("CPU: {running:.2} s per 0.5 s while the scan ran, {idle:.2} s in the second after its client left");
    assert!(
        idle < 0.3,
        "the scan ran on after its client left: {idle:.2} CPU s in 1 s"
    );
    let put = rename_user_1(&addr);
    assert_eq!(put["data"]["name"], "renamed", "{put}");
}
