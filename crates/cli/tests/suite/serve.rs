//! `folio serve`, `folio get` and `folio query` as users run them: the real binary, real
//! sockets and pipes, real journals in a temp directory, a Python client written with the
//! standard library only, kill -9 under write load, and a flood of hostile input.

use crate::common;

use common::Server;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

const MODELS: &str = r#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"},
    {"name": "name", "type": "String"},
    {"name": "status", "type": "Enum", "of": "x.Status"},
    {"name": "score", "type": "Double"},
    {"name": "n", "type": "Long"}]}],
  "enums": [{"class": "x.Status", "values": ["NEW", "ACTIVE", "GONE"]}],
  "daos": {"users": "x.User"}
}"#;

fn folio() -> Command {
    Command::new(env!("CARGO_BIN_EXE_folio"))
}

/// A directory with `models.json` and a `users` journal of three users (1 and 3 ACTIVE).
fn journals() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("models.json"), MODELS).unwrap();
    std::fs::write(
        dir.path().join("users.jrl"),
        "p({id:1,name:\"Ann\",status:\"ACTIVE\"})\n\
         p({id:2,name:\"Bob\",status:0})\n\
         p({id:3,name:\"Cy\",status:1})\n",
    )
    .unwrap();
    dir
}

fn wait(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if start.elapsed() >= limit {
            // Killed, so that a hung child does not outlive the failed test.
            let _ = child.kill();
            panic!("the child did not exit in {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn have(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn repo_file(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
}

#[test]
fn a_python_client_over_tcp() {
    if !have("python3") {
        eprintln!("skipped: python3 is not installed");
        return;
    }
    let dir = journals();
    let server = Server::start(dir.path(), &["--token", "s3cret"]);
    let out = Command::new("python3")
        .arg(repo_file("crates/rpc/tests/python/client.py"))
        .args(["127.0.0.1", &server.port.to_string(), "s3cret"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "python client failed:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(server.terminate().success());
    // The writes are in the live journal, and replay as the server held them.
    let got = folio()
        .args(["get"])
        .arg(dir.path())
        .arg("--models")
        .arg(dir.path().join("models.json"))
        .args(["--dao", "users", "--id", "10"])
        .output()
        .unwrap();
    assert_eq!(got.status.code(), Some(1), "10 was removed");
    let live = std::fs::read_to_string(dir.path().join("users")).unwrap();
    assert!(live.contains("r({id:10})"), "{live}");
}

/// Writes a Content-Length framed message.
fn frame(body: &[u8]) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend_from_slice(body);
    out
}

/// Reads every Content-Length framed message of `stdout` until it ends.
fn read_frames(stdout: ChildStdout) -> Vec<Value> {
    let frames = folio_rpc::read_frames(BufReader::new(stdout), usize::MAX).unwrap();
    frames
        .into_iter()
        .map(|f| match f {
            folio_rpc::Frame::Message(body) => serde_json::from_slice(&body).unwrap(),
            other => panic!("unexpected frame {other:?}"),
        })
        .collect()
}

/// Runs `folio serve DIR ARGS --stdio`, sends `input` (written on a thread of its own, so that
/// answers are read as they come), and gives every answer once the server exited cleanly.
fn stdio_answers(dir: &Path, args: &[&str], input: Vec<u8>) -> Vec<Value> {
    let mut child = folio()
        .arg("serve")
        .arg(dir)
        .args(args)
        .arg("--stdio")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        stdin.write_all(&input).unwrap();
    });
    let answers = read_frames(child.stdout.take().unwrap());
    writer.join().unwrap();
    assert!(wait(&mut child, Duration::from_secs(30)).success());
    answers
}

#[test]
fn stdio_frames_garbage_limits_and_eof() {
    let dir = journals();
    let models = dir.path().join("models.json");
    let mut input = Vec::new();
    input.extend(frame(
        br#"{"jsonrpc":"2.0","method":"count","params":["users"],"id":1}"#,
    ));
    // Garbage, then a header in another case with another header before it.
    input.extend_from_slice(b"this is not a header\r\n\r\n");
    input.extend_from_slice(b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n");
    let body = br#"{"jsonrpc":"2.0","method":"find","params":["users",1],"id":2}"#;
    input.extend_from_slice(format!("content-LENGTH: {}\r\n\r\n", body.len()).as_bytes());
    input.extend_from_slice(body);
    // Over the limit: skipped unread, answered with an error, the next one still served.
    let big = format!(
        r#"{{"jsonrpc":"2.0","method":"count","params":["users"],"id":3,"pad":"{}"}}"#,
        "x".repeat(300)
    );
    input.extend(frame(big.as_bytes()));
    input.extend(frame(
        br#"{"jsonrpc":"2.0","method":"create","params":{"dao":"users","object":{"id":4,"name":"Di"}},"id":4}"#,
    ));
    // A truncated message at the end: EOF inside it ends the session cleanly.
    input.extend_from_slice(b"Content-Length: 50\r\n\r\n{\"jsonrpc\"");
    let args = ["--models", models.to_str().unwrap(), "--max-message", "200"];
    let answers = stdio_answers(dir.path(), &args, input);
    assert_eq!(answers.len(), 4, "{answers:?}");
    assert_eq!(answers[0], json!({"jsonrpc":"2.0","result":3,"id":1}));
    assert_eq!(answers[1]["result"]["name"], json!("Ann"));
    assert_eq!(answers[2]["error"]["data"]["kind"], json!("too_large"));
    assert_eq!(answers[2]["id"], Value::Null);
    let journal_len = std::fs::metadata(dir.path().join("users")).unwrap().len();
    assert_eq!(
        answers[3]["result"],
        json!({"id":4,"applied":"inserted","position":journal_len})
    );
    // EOF fsynced and released the lock: a second server can open the journals at once.
    let again = folio()
        .args(["query"])
        .arg(dir.path())
        .arg("--models")
        .arg(dir.path().join("models.json"))
        .args(["--dao", "users", "--count"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&again.stdout), "4\n");
}

/// A refused write names its offending key (the params are read again to find it), and
/// escapes in the envelope's strings read as the characters they stand for.
#[test]
fn a_refused_write_names_its_key_and_escaped_names_still_call() {
    let dir = journals();
    let models = dir.path().join("models.json");
    let mut input = Vec::new();
    for message in [
        r#"{"jsonrpc":"2.0","method":"create","params":{"dao":"users","object":{"id":5,"name":"Ed","colour":"red"}},"id":1}"#,
        r#"{"jsonrpc":"2.0","method":"cre\u0061te","params":{"dao":"users","object":{"id":6,"name":"F\u00e9"}},"id":2}"#,
        r#"{"jsonrpc":"2\u002e0","method":"count","params":["users"],"id":3}"#,
    ] {
        input.extend(frame(message.as_bytes()));
    }
    let answers = stdio_answers(dir.path(), &["--models", models.to_str().unwrap()], input);
    assert_eq!(answers.len(), 3, "{answers:?}");
    let refusal = answers[0]["error"]["message"].as_str().unwrap_or_default();
    assert!(
        refusal.contains("`colour` is no property of"),
        "{answers:?}"
    );
    assert_eq!(
        answers[1]["result"]["applied"],
        json!("inserted"),
        "{answers:?}"
    );
    assert_eq!(answers[2]["result"], json!(4), "{answers:?}");
}

#[test]
fn get_and_query_run_the_same_queries_offline() {
    let dir = journals();
    let run = |args: &[&str]| {
        let out = folio()
            .args(&args[..1])
            .arg(dir.path())
            .arg("--models")
            .arg(dir.path().join("models.json"))
            .args(&args[1..])
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (code, out, _) = run(&["get", "--dao", "users", "--id", "3"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        out,
        "{\"class\":\"x.User\",\"id\":3,\"name\":\"Cy\",\"status\":1}\n"
    );
    assert_eq!(run(&["get", "--dao", "users", "--id", "9"]).0, Some(1));
    let (code, out, _) = run(&["query", "--dao", "users", "--where", "status=ACTIVE"]);
    assert_eq!(code, Some(0));
    let ids: Vec<i64> = out
        .lines()
        .map(|l| {
            serde_json::from_str::<Value>(l).unwrap()["id"]
                .as_i64()
                .unwrap()
        })
        .collect();
    assert_eq!(ids, [1, 3]);
    let by_ordinal = run(&[
        "query",
        "--dao",
        "users",
        "--where",
        "status=1",
        "--index",
        "users.status",
    ]);
    assert_eq!(by_ordinal.1, out);
    let (_, out, _) = run(&["query", "--dao", "users", "--skip", "1", "--limit", "1"]);
    assert!(out.starts_with("{\"class\":\"x.User\",\"id\":2,"), "{out}");
    assert_eq!(run(&["query", "--dao", "users", "--count"]).1, "3\n");
    let (code, _, err) = run(&["query", "--dao", "users", "--where", "colour=red"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no property `colour`"), "{err}");
    let (code, _, err) = run(&["get", "--dao", "nope", "--id", "1"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no DAO named `nope`"), "{err}");
}

/// The server answers what it read before SIGTERM, fsyncs, releases the locks and exits 0.
#[test]
fn sigterm_answers_in_flight_and_exits_zero() {
    let dir = journals();
    let server = Server::start(dir.path(), &[]);
    let mut c = server.connect();
    for i in 0..200u64 {
        c.send(&json!({"jsonrpc":"2.0","method":"create","params":{"dao":"users","object":{"id":100 + i}},"id":i}));
    }
    let first = c.receive().unwrap();
    assert_eq!(first["id"], json!(0));
    assert!(server.terminate().success());
    // Every answer the server wrote is there; each acknowledged write is in the journal.
    let mut acked = vec![100];
    while let Some(answer) = c.receive() {
        acked.push(100 + answer["id"].as_u64().unwrap());
    }
    let live = std::fs::read_to_string(dir.path().join("users")).unwrap();
    for id in acked {
        assert!(live.contains(&format!("c({{id:{id}}})")), "{id} missing");
    }
    assert!(!dir.path().join("users.lock").exists() || lock_is_free(dir.path()));
}

fn lock_is_free(dir: &Path) -> bool {
    folio()
        .arg("serve")
        .arg(dir)
        .args(["--stdio"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap()
        .success()
}

/// Resident memory of a process, from /proc.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// kill -9 under write load from several clients with `--fsync always`: every write
/// acknowledged before the kill is in the journals after it. `FOLIO_KILL_TRIALS` sets the
/// number of trials (default 100, bounded to about 12 s, a few dozen trials; with it set,
/// unbounded).
#[test]
fn kill_9_loses_no_acknowledged_write() {
    let trials: usize = std::env::var("FOLIO_KILL_TRIALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let budget = if std::env::var("FOLIO_KILL_TRIALS").is_ok() {
        Duration::MAX
    } else {
        Duration::from_secs(12)
    };
    let dir = journals();
    let started = Instant::now();
    let mut acked: Vec<u64> = Vec::new();
    let mut next_id = 1000u64;
    let mut done = 0;
    for trial in 0..trials {
        if started.elapsed() > budget {
            break;
        }
        let mut server = Server::start(dir.path(), &["--fsync", "always"]);
        let clients: Vec<_> = (0..3)
            .map(|c| {
                let mut conn = server.connect();
                let base = next_id + c * 1_000_000;
                std::thread::spawn(move || {
                    let mut acked = Vec::new();
                    let mut sent = 0u64;
                    'outer: loop {
                        for _ in 0..16 {
                            let id = base + sent;
                            sent += 1;
                            let request = json!({"jsonrpc":"2.0","method":"create",
                                "params":{"dao":"users","object":{"id":id,"n":trial}},"id":id});
                            let line = format!("{request}\n");
                            if conn.stream.write_all(line.as_bytes()).is_err() {
                                break 'outer;
                            }
                        }
                        for _ in 0..16 {
                            match conn.receive() {
                                Some(answer) if answer.get("result").is_some() => {
                                    acked.push(answer["id"].as_u64().unwrap())
                                }
                                Some(answer) => panic!("refused: {answer}"),
                                None => break 'outer,
                            }
                        }
                    }
                    acked
                })
            })
            .collect();
        std::thread::sleep(Duration::from_millis(20 + (trial as u64 * 13) % 100));
        server.child.kill().unwrap();
        server.child.wait().unwrap();
        for c in clients {
            acked.extend(c.join().unwrap());
        }
        next_id += 10_000_000;
        // What replaying the journals now gives must hold every acknowledged id.
        let out = folio()
            .arg("query")
            .arg(dir.path())
            .arg("--models")
            .arg(dir.path().join("models.json"))
            .args(["--dao", "users"])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        let present: std::collections::HashSet<u64> = text
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
                "trial {trial}: acknowledged id {id} lost"
            );
        }
        done += 1;
    }
    assert!(done >= 10, "only {done} trials ran");
    assert!(!acked.is_empty());
    eprintln!(
        "kill -9: {done} trials, {} acknowledged writes, all found",
        acked.len()
    );
}

/// 10,000 malformed or hostile messages on stdio: each is answered or skipped as docs/rpc.md
/// says, the server stays up, and its memory stays bounded.
#[test]
fn a_flood_of_hostile_stdio_messages() {
    let dir = journals();
    let mut child = folio()
        .arg("serve")
        .arg(dir.path())
        .arg("--models")
        .arg(dir.path().join("models.json"))
        .args(["--stdio", "--max-message", "4096"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut next = || -> Value {
        match folio_rpc::read_content_length(&mut stdout, usize::MAX).unwrap() {
            folio_rpc::Frame::Message(body) => serde_json::from_slice(&body).unwrap(),
            other => panic!("unexpected {other:?}"),
        }
    };
    stdin
        .write_all(&frame(
            br#"{"jsonrpc":"2.0","method":"count","params":["users"],"id":0}"#,
        ))
        .unwrap();
    assert_eq!(next()["result"], json!(3));
    let before = rss_kib(pid);
    let big = format!("{{\"pad\":\"{}\"}}", "x".repeat(5000));
    let hostile: Vec<(Vec<u8>, Option<i64>)> = vec![
        (frame(b"{\"jsonrpc\":\"2.0\",\"method\":"), Some(-32700)),
        (frame(b"\xff\xfe\x00garbage"), Some(-32700)),
        (frame(br#"{"jsonrpc":"2.0","method":1,"id":1}"#), Some(-32600)),
        (frame(br#"{"jsonrpc":"2.0","method":"find","params":"x","id":1}"#), Some(-32600)),
        (frame(br#"{"jsonrpc":"2.0","method":"find","params":{"dao":1,"id":[]},"id":1}"#), Some(-32602)),
        (frame(br#"{"jsonrpc":"2.0","method":"nope","id":1}"#), Some(-32601)),
        (frame(br#"{"jsonrpc":"2.0","method":"select","params":{"dao":"users","where":{"status":"LOST"}},"id":1}"#), Some(-32001)),
        (frame(big.as_bytes()), Some(-32004)),
        (frame(&[b'['; 3000]), Some(-32700)),
        (b"GET / HTTP/1.1\r\nHost: x\r\n\r\n".to_vec(), None),
        (frame(br#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#), None),
    ];
    let expected: Vec<Option<i64>> = (0..10_000).map(|i| hostile[i % hostile.len()].1).collect();
    let mut input = Vec::new();
    for i in 0..10_000 {
        input.extend_from_slice(&hostile[i % hostile.len()].0);
    }
    input.extend(frame(
        br#"{"jsonrpc":"2.0","method":"count","params":["users"],"id":"last"}"#,
    ));
    let writer = std::thread::spawn(move || {
        stdin.write_all(&input).unwrap();
        stdin
    });
    for code in expected.into_iter().flatten() {
        let answer = next();
        assert_eq!(answer["error"]["code"], json!(code), "{answer}");
    }
    let last = next();
    assert_eq!(last, json!({"jsonrpc":"2.0","result":3,"id":"last"}));
    let after = rss_kib(pid);
    assert!(
        after < before + 32 * 1024,
        "RSS grew from {before} KiB to {after} KiB"
    );
    drop(writer.join().unwrap());
    assert!(wait(&mut child, Duration::from_secs(30)).success());
}

/// Over TCP: half-sent lines left hanging, a line over the limit, a client that sends
/// thousands of requests and never reads. Other clients are still served and memory stays
/// bounded.
#[test]
fn hostile_tcp_clients_do_not_starve_others() {
    let dir = journals();
    let server = Server::start(dir.path(), &["--max-message", "4096"]);
    let mut probe = server.connect();
    assert_eq!(probe.call("count", json!(["users"]), 1)["result"], json!(3));
    let before = rss_kib(server.child.id());
    let mut loris: Vec<TcpStream> = (0..50)
        .map(|_| {
            let mut s = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
            s.write_all(b"{\"jsonrpc\":\"2.0\",\"meth").unwrap();
            s
        })
        .collect();
    // Over the limit: an error, then the connection is closed.
    let mut big = server.connect();
    big.send_raw(&vec![b'x'; 10_000]);
    let answer = big.receive().unwrap();
    assert_eq!(answer["error"]["data"]["kind"], json!("too_large"));
    // Its size is unknown (no line end yet): the error says so, not "a message of N bytes".
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(message.contains("(no line end yet)"), "{message}");
    assert!(big.receive().is_none());
    // Never reads: its writes stall once the socket buffers fill; the server stops reading it.
    let mut deaf = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    deaf.set_write_timeout(Some(Duration::from_secs(2)))
        .unwrap();
    // Kilobytes each way (a padded request, `stats` answers), so that what the kernel buffers
    // on both sides is soon full: 100 MB of requests cannot all be taken unread.
    let request = format!(
        "{{\"jsonrpc\":\"2.0\",\"method\":\"stats\",\"id\":1,\"pad\":\"{}\"}}\n",
        "x".repeat(1000)
    );
    let mut sent = 0;
    while sent < 100_000 && deaf.write_all(request.as_bytes()).is_ok() {
        sent += 1;
    }
    assert!(
        sent < 100_000,
        "a deaf client's requests were read without bound"
    );
    assert_eq!(probe.call("count", json!(["users"]), 2)["result"], json!(3));
    let after = rss_kib(server.child.id());
    assert!(
        after < before + 64 * 1024,
        "RSS grew from {before} KiB to {after} KiB"
    );
    for s in &mut loris {
        let _ = s.write_all(b"od\":\"count\",\"params\":[\"users\"],\"id\":9}\n");
    }
    let mut reader = BufReader::new(loris.remove(0));
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert_eq!(line, "{\"jsonrpc\":\"2.0\",\"result\":3,\"id\":9}\n");
}

/// vscode-jsonrpc (the client VS Code uses) against `folio serve` over stdio (its own
/// Content-Length reader and writer) and TCP (a line reader and writer on its abstract ones).
/// Skipped with a note when node or the npm packages are missing (`npm ci` in
/// crates/rpc/tests/node; CI installs them).
#[test]
fn a_vscode_jsonrpc_client_over_stdio_and_tcp() {
    let node_dir = repo_file("crates/rpc/tests/node");
    if !have("node") || !node_dir.join("node_modules/vscode-jsonrpc").exists() {
        eprintln!(
            "skipped: node or vscode-jsonrpc missing (run `npm ci` in {})",
            node_dir.display()
        );
        return;
    }
    for mode in ["stdio", "tcp"] {
        let dir = journals();
        // Into a file, not a pipe: a server left behind by a client that failed would hold a
        // pipe open, and its reader would wait for ever.
        let log = dir.path().join("node.log");
        let file = std::fs::File::create(&log).unwrap();
        // The client gives up on a server that stops answering after 60 s, and kills it.
        let mut node = Command::new("node")
            .arg(node_dir.join("client.js"))
            .arg(env!("CARGO_BIN_EXE_folio"))
            .arg(dir.path())
            .arg(dir.path().join("models.json"))
            .arg(mode)
            .stdout(file.try_clone().unwrap())
            .stderr(file)
            .spawn()
            .unwrap();
        let status = wait(&mut node, Duration::from_secs(90));
        assert!(
            status.success(),
            "node client over {mode} failed:\n{}",
            std::fs::read_to_string(&log).unwrap()
        );
    }
}

/// `--metrics`: Prometheus text over HTTP with per-method counts, error counts by code and
/// latency histograms; made-up method names share the `other` label.
#[test]
fn metrics_over_http() {
    let dir = journals();
    let server = Server::start(dir.path(), &["--metrics", "127.0.0.1:0"]);
    let mut c = server.connect();
    c.call("count", json!(["users"]), 1);
    for (i, name) in ["a", "b", "c", "d"].iter().enumerate() {
        let answer = c.call(name, json!({}), 10 + i as u64);
        assert_eq!(answer["error"]["code"], json!(-32601));
    }
    let mut http = TcpStream::connect(server.metrics.as_deref().unwrap()).unwrap();
    http.write_all(b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let mut text = String::new();
    std::io::Read::read_to_string(&mut http, &mut text).unwrap();
    assert!(text.starts_with("HTTP/1.1 200 OK\r\n"), "{text}");
    for line in [
        "folio_rpc_calls_total{method=\"count\"} 1\n",
        "folio_rpc_calls_total{method=\"other\"} 4\n",
        "folio_rpc_errors_total{code=\"-32601\"} 4\n",
        "folio_rpc_latency_seconds_count{method=\"count\"} 1\n",
        "folio_rpc_latency_seconds_bucket{method=\"count\",le=\"+Inf\"} 1\n",
    ] {
        assert!(text.contains(line), "{line} missing from\n{text}");
    }
    assert!(!text.contains("method=\"a\""));
}

/// At start, `serve` warns about a DAO whose ids collapsed, in the words every command uses.
#[test]
fn serve_warns_about_collapsed_ids_at_start() {
    let dir = journals();
    std::fs::write(
        dir.path().join("regions.jrl"),
        "p({class:\"demo.Region\",code:\"A\"})\np({class:\"demo.Region\",code:\"B\"})\n",
    )
    .unwrap();
    let mut child = folio()
        .arg("serve")
        .arg(dir.path())
        .arg("--models")
        .arg(dir.path().join("models.json"))
        .arg("--stdio")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    assert!(
        wait(&mut child, Duration::from_secs(30)).success(),
        "{stderr}"
    );
    let warnings: Vec<_> = stderr.lines().filter(|l| l.contains("warning")).collect();
    assert_eq!(warnings.len(), 1, "{stderr}");
    assert!(
        warnings[0]
            .starts_with("folio: warning: DAO `regions`: 2 entries collapsed onto 1 object(s)")
            && warnings[0].contains("regions.jrl:1)")
            // The registry given lacks the class: the fix says so.
            && warnings[0].contains("the registry given has no model for it"),
        "{stderr}"
    );
}

/// Over stdio, a header that announces more than `--max-message` is answered at once, before
/// its body arrives (a client announcing 99999999999 bytes was never answered).
#[test]
fn an_oversize_announcement_over_stdio_is_answered_at_once() {
    let mut child = folio()
        .args(["serve", "--examples", "--stdio", "--max-message", "1000"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"Content-Length: 99999999999\r\n\r\n")
        .unwrap();
    stdin.flush().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut r = BufReader::new(stdout);
        let _ = tx.send(folio_rpc::read_content_length(&mut r, 1 << 20));
    });
    let frame = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("an answer while the body is still unsent")
        .unwrap();
    let folio_rpc::Frame::Message(body) = frame else {
        panic!("{frame:?}")
    };
    let answer: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(
        answer["error"]["data"]["kind"],
        json!("too_large"),
        "{answer}"
    );
    drop(stdin);
    assert!(wait(&mut child, Duration::from_secs(20)).success());
}

/// Opening settles the live journals' ends, and says so: a torn tail moved into `X.torn`, a
/// whole last entry completed (a silent change to a file was the complaint).
#[test]
fn serve_says_what_opening_did_to_a_journal() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("x"), "c({id:1})\nc({id:2").unwrap();
    std::fs::write(dir.path().join("y"), "c({id:1})\nc({id:2})").unwrap();
    let out = folio()
        .arg("serve")
        .arg(dir.path())
        .arg("--stdio")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let x = dir.path().join("x");
    let y = dir.path().join("y");
    assert!(
        stderr.contains(&format!(
            "folio: {}: cut 7 bytes at offset 10 that were no whole entry into {}.torn",
            x.display(),
            x.display()
        )),
        "{stderr}"
    );
    assert!(
        stderr.contains(&format!(
            "folio: {}: completed the last entry at offset 10 (9 bytes) with its line end",
            y.display()
        )),
        "{stderr}"
    );
}

/// A generic DAO whose journal holds class-less objects takes a class-less `create`, as replay
/// takes the same entry from the file, and refuses one that names a class (it would become
/// every entry's default class at the next replay); the journal replays to what was answered.
#[test]
fn a_classless_dao_takes_classless_writes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes"), "p({id:1,text:\"a\"})\n").unwrap();
    let mut input = Vec::new();
    for (id, method, object) in [
        (1, "create", json!({"id": 2, "text": "b"})),
        (2, "create", json!({"class": "x.Note", "id": 3})),
        (3, "find", json!(2)),
    ] {
        let params = match method {
            "find" => json!({"dao": "notes", "id": object}),
            _ => json!({"dao": "notes", "object": object}),
        };
        let message = json!({"jsonrpc": "2.0", "method": method, "params": params, "id": id});
        input.extend(frame(message.to_string().as_bytes()));
    }
    let answers = stdio_answers(dir.path(), &[], input);
    let journal_len = std::fs::metadata(dir.path().join("notes")).unwrap().len();
    assert_eq!(
        answers[0]["result"],
        json!({"id": 2, "applied": "inserted", "position": journal_len}),
        "{answers:?}"
    );
    assert_eq!(answers[1]["error"]["data"]["kind"], "typing", "{answers:?}");
    let message = answers[1]["error"]["message"].as_str().unwrap();
    assert!(message.contains("write it without a class"), "{message}");
    assert_eq!(
        answers[2]["result"],
        json!({"id": 2, "text": "b"}),
        "{answers:?}"
    );
    let out = folio().args(["export"]).arg(dir.path()).output().unwrap();
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "{\"id\":1,\"text\":\"a\"}\n{\"id\":2,\"text\":\"b\"}\n"
    );
}

/// Writes pipelined on one connection are started as they arrive and answered together, in
/// order: a refused one in its place, and a read after them sees them all (it waits for them).
#[test]
fn pipelined_writes_are_answered_in_order_and_seen_by_the_next_read() {
    let dir = journals();
    let server = Server::start(dir.path(), &["--fsync", "always"]);
    let mut conn = server.connect();
    let mut batch = Vec::new();
    for id in 100..140u64 {
        let object = match id {
            // A value of the wrong type: refused, answered in its place.
            120 => json!({"id": id, "score": "high"}),
            _ => json!({"id": id, "name": format!("u{id}")}),
        };
        let request = json!({"jsonrpc":"2.0","method":"create","params":{"dao":"users","object":object},"id":id});
        batch.extend_from_slice(format!("{request}\n").as_bytes());
    }
    let count = json!({"jsonrpc":"2.0","method":"count","params":{"dao":"users"},"id":"count"});
    batch.extend_from_slice(format!("{count}\n").as_bytes());
    conn.send_raw(&batch);
    for id in 100..140u64 {
        let answer = conn.receive().expect("an answer");
        assert_eq!(answer["id"], json!(id), "{answer}");
        match id {
            120 => assert_eq!(answer["error"]["data"]["kind"], "typing", "{answer}"),
            _ => assert_eq!(answer["result"]["applied"], "inserted", "{answer}"),
        }
    }
    let answer = conn.receive().expect("the count");
    assert_eq!(
        answer,
        json!({"jsonrpc":"2.0","result":3 + 39,"id":"count"})
    );
    let stats = conn.call("stats", json!({}), 1);
    assert_eq!(stats["result"]["writes"]["creates"], 39, "{stats}");
}

/// Writes pipelined over stdio are begun together: 40 creates sent at once take a few
/// appends to the journal, not one each (begun one at a time they took 40), and each is
/// answered in order.
#[test]
fn writes_pipelined_over_stdio_share_appends() {
    let dir = journals();
    let models = dir.path().join("models.json");
    let mut input = Vec::new();
    for id in 100..140u64 {
        let request = json!({"jsonrpc":"2.0","method":"create","params":{"dao":"users","object":{"id":id}},"id":id});
        input.extend(frame(request.to_string().as_bytes()));
    }
    input.extend(frame(br#"{"jsonrpc":"2.0","method":"stats","id":"stats"}"#));
    let args = ["--models", models.to_str().unwrap(), "--fsync", "always"];
    let answers = stdio_answers(dir.path(), &args, input);
    assert_eq!(answers.len(), 41);
    for (answer, id) in answers.iter().zip(100..140u64) {
        assert_eq!(answer["id"], json!(id), "{answer}");
        assert_eq!(answer["result"]["applied"], "inserted", "{answer}");
    }
    let writes = &answers[40]["result"]["writes"];
    assert_eq!(writes["creates"], 40, "{writes}");
    let appends = writes["appends"].as_u64().unwrap();
    assert!(appends <= 10, "40 pipelined creates took {appends} appends");
}

/// Many connections pipeline writes and reads of their own ids at once, so that the server's
/// turns hold several connections' writes (docs/rpc.md, "Why an event loop"). Every answer is
/// what a model of that connection's messages alone says, in the order they were sent: a
/// `find` sees the writes its connection sent before it. After a restart, the journal gives
/// every connection's last state. Under `always` the committer thread finishes each turn's
/// writes; under `batch` the loop finishes them itself.
#[test]
fn connections_pipelining_at_once_each_see_their_own_writes_in_order() {
    for fsync in ["always", "batch"] {
        connections_pipelining_under(fsync);
    }
}

fn connections_pipelining_under(fsync: &str) {
    const CONNECTIONS: u64 = 24;
    const MESSAGES: u64 = 80;
    const IDS: u64 = 6;
    let dir = journals();
    let server = Server::start(dir.path(), &["--fsync", fsync]);
    let clients: Vec<_> = (0..CONNECTIONS)
        .map(|c| {
            let mut conn = server.connect();
            std::thread::spawn(move || {
                let mut model: BTreeMap<u64, Value> = BTreeMap::new();
                let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ (c + 1);
                let mut next = move || {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed
                };
                let mut batch = Vec::new();
                let mut expected = Vec::new();
                for k in 0..MESSAGES {
                    let id = 1000 * (c + 1) + next() % IDS;
                    let name = format!("c{c}m{k}");
                    let (method, params, answer) = match next() % 4 {
                        0 => {
                            let object = json!({"id": id, "name": name});
                            let applied = match model.insert(id, object.clone()) {
                                Some(_) => "replaced",
                                None => "inserted",
                            };
                            (
                                "create",
                                json!({"dao": "users", "object": object}),
                                json!(applied),
                            )
                        }
                        1 => {
                            let applied = match model.get_mut(&id) {
                                Some(old) => {
                                    old["name"] = json!(name);
                                    "merged"
                                }
                                None => {
                                    model.insert(id, json!({"id": id, "name": name}));
                                    "inserted"
                                }
                            };
                            let object = json!({"id": id, "name": name});
                            (
                                "put",
                                json!({"dao": "users", "object": object}),
                                json!(applied),
                            )
                        }
                        2 => {
                            let applied = match model.remove(&id) {
                                Some(_) => "removed",
                                None => "absent",
                            };
                            ("remove", json!({"dao": "users", "id": id}), json!(applied))
                        }
                        _ => {
                            let found = model.get(&id).cloned().unwrap_or(Value::Null);
                            ("find", json!(["users", id]), found)
                        }
                    };
                    let request =
                        json!({"jsonrpc": "2.0", "method": method, "params": params, "id": k});
                    batch.extend_from_slice(format!("{request}\n").as_bytes());
                    expected.push((method, answer));
                }
                conn.send_raw(&batch);
                for (k, (method, want)) in expected.into_iter().enumerate() {
                    let answer = conn.receive().expect("an answer");
                    assert_eq!(answer["id"], json!(k), "connection {c}: {answer}");
                    let got = match method {
                        "find" => without_class(answer["result"].clone()),
                        _ => answer["result"]["applied"].clone(),
                    };
                    assert_eq!(
                        got, want,
                        "connection {c}, message {k} ({method}): {answer}"
                    );
                }
                model
            })
        })
        .collect();
    let models: Vec<BTreeMap<u64, Value>> =
        clients.into_iter().map(|t| t.join().unwrap()).collect();
    let mut conn = server.connect();
    let stats = conn.call("stats", json!({}), 1);
    let writes = &stats["result"]["writes"];
    let total = writes["creates"].as_u64().unwrap()
        + writes["puts"].as_u64().unwrap()
        + writes["removes"].as_u64().unwrap();
    let appends = writes["appends"].as_u64().unwrap();
    eprintln!(
        "--fsync {fsync}: {total} writes in {appends} appends and {} fsyncs",
        writes["fsyncs"]
    );
    // A turn appends its writes to a DAO with one `write`: a run of writes a connection sent
    // before its next `find` is one turn's at most (three writes, on average), with other
    // connections' besides.
    assert!(
        2 * appends <= total,
        "{total} writes took {appends} appends (--fsync {fsync})"
    );
    drop(conn);
    server.terminate();
    let server = Server::start(dir.path(), &[]);
    let mut conn = server.connect();
    for (c, model) in models.iter().enumerate() {
        for n in 0..IDS {
            let id = 1000 * (c as u64 + 1) + n;
            let want = model.get(&id).cloned().unwrap_or(Value::Null);
            let found = conn.call("find", json!(["users", id]), id)["result"].clone();
            assert_eq!(without_class(found), want);
        }
    }
}

/// A found object without the class every answer names.
fn without_class(mut found: Value) -> Value {
    if let Some(object) = found.as_object_mut() {
        object.remove("class");
    }
    found
}
