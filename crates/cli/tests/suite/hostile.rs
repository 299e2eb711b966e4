//! A hostile client against the real server: real sockets, real files. Each test is one attack
//! of docs/security.md's list, and what the server must do about it: refuse it, or bound what
//! it costs, without failing any other client.

use crate::common;

use common::{cpu_of, folio, python_has, repo, rss_of, run_within, s, write, Server};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const MODELS: &str = r#"{"models":[{"class":"t.User","ids":["id"],"properties":[
    {"name":"id","type":"Long"},{"name":"name","type":"String"},{"name":"age","type":"Long"}]}],
    "daos":{"users":"t.User"}}"#;

/// A data directory with `models.json` and a live `users` journal of `n` users.
fn data(n: usize) -> tempfile::TempDir {
    let dir = common::tempdir();
    write(dir.path(), "models.json", MODELS);
    let mut journal = String::new();
    for id in 1..=n {
        journal.push_str(&format!("p({{id:{id},name:\"u{id}\",age:{}}})\n", id % 90));
    }
    write(dir.path(), "users", journal);
    dir
}

/// Every file under `dir` with its bytes.
fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    walkdir::WalkDir::new(dir)
        .into_iter()
        .map(Result::unwrap)
        .filter(|e| e.file_type().is_file())
        .map(|e| (e.path().to_owned(), std::fs::read(e.path()).unwrap()))
        .collect()
}

/// What an attacker writes instead of a query, with the paths of `dir`.
fn statements(dir: &Path) -> Vec<String> {
    let live = dir.join("users");
    vec![
        format!("COPY (SELECT 1 AS id) TO '{}' STORED AS CSV", s(&live)),
        format!("COPY users TO '{}' STORED AS JSON", s(&dir.join("copy"))),
        "CREATE EXTERNAL TABLE pw (a TEXT) STORED AS CSV LOCATION '/etc/passwd'".to_owned(),
        "CREATE TABLE public.x AS SELECT 1 AS a".to_owned(),
        "DROP SCHEMA public CASCADE".to_owned(),
        "RESET datafusion.runtime.memory_limit".to_owned(),
        "SET datafusion.runtime.temp_directory = '/tmp'".to_owned(),
    ]
}

fn kind(answer: &Value) -> &str {
    answer["error"]["data"]["kind"].as_str().unwrap_or("")
}

/// `COPY ... TO` the live journal, `CREATE EXTERNAL TABLE` on `/etc/passwd`, `DROP SCHEMA`,
/// `SET` and `RESET`: refused by `folio sql`, the `sql` method (on a writable server, and a
/// read-only one) and Flight SQL, and no file under the data directory changes.
#[test]
fn sql_that_is_not_a_query_is_refused_everywhere() {
    let dir = data(20);
    let before = files(dir.path());
    for statement in statements(dir.path()) {
        let run = folio(&[
            "sql",
            s(dir.path()),
            "--models",
            s(&dir.path().join("models.json")),
            &statement,
        ]);
        run.code(2);
        assert!(
            run.one_line_error().contains("is not a query"),
            "{statement}: {}",
            run.one_line_error()
        );
    }
    assert_eq!(files(dir.path()), before, "folio sql changed a file");
    let flight = python_has("adbc_driver_flightsql.dbapi, pyarrow", "Flight SQL attacks");
    let token = "t0ken-for-flight";
    let secrets = common::tempdir();
    let token_file = write(secrets.path(), "token", token);
    for extra in [&[][..], &["--read-only"][..]] {
        let mut args = vec!["--flight", "127.0.0.1:0", "--token-file", s(&token_file)];
        args.extend_from_slice(extra);
        let server = Server::start(dir.path(), &args);
        let mut conn = server.connect();
        assert_eq!(
            conn.call("auth", json!({"token": token}), 0)["result"],
            true
        );
        let before = files(dir.path());
        for (i, statement) in statements(dir.path()).iter().enumerate() {
            let answer = conn.call("sql", json!({"query": statement}), i as u64 + 1);
            assert_eq!(kind(&answer), "sql_not_a_query", "{statement}: {answer}");
        }
        if flight {
            let script = repo().join("crates/cli/tests/hostile/flight_attacks.py");
            let mut cmd = Command::new("python3");
            cmd.arg(script)
                .arg(server.flight.as_ref().unwrap())
                .arg(token)
                .arg(serde_json::to_string(&statements(dir.path())).unwrap());
            let run = run_within(cmd, "flight_attacks.py", Duration::from_secs(120));
            run.code(0);
            let answers: BTreeMap<String, String> = serde_json::from_str(&run.stdout()).unwrap();
            for (statement, answer) in &answers {
                assert!(
                    answer.contains("sql_not_a_query"),
                    "Flight ran {statement}: {answer}"
                );
            }
        }
        // Every client still sees the DAO as it was.
        let count = conn.call(
            "sql",
            json!({"query": "SELECT count(*) AS n FROM users"}),
            99,
        );
        assert_eq!(count["result"]["rows"], json!([{"n": 20}]), "{count}");
        drop(conn);
        assert_eq!(server.terminate().code(), Some(0));
        assert_eq!(
            files(dir.path()),
            before,
            "a refused statement changed a file"
        );
    }
}

/// Hours of CPU in constant memory.
const RUNAWAY: &str = "SELECT count(*) FROM generate_series(1, 1000000000000)";

/// While one client's query runs away, another's `find` and a small query are answered, and
/// the runaway stops at `--query-timeout`.
#[test]
fn a_runaway_query_stops_at_its_deadline_and_blocks_no_one() {
    let dir = data(200);
    let server = Server::start(dir.path(), &["--query-timeout", "3s"]);
    let mut runaway = server.connect();
    runaway
        .send(&json!({"jsonrpc": "2.0", "method": "sql", "params": {"query": RUNAWAY}, "id": 1}));
    std::thread::sleep(Duration::from_millis(300));
    let mut other = server.connect();
    let started = Instant::now();
    let found = other.call("find", json!(["users", 7]), 2);
    let find_took = started.elapsed();
    assert_eq!(found["result"]["name"], "u7", "{found}");
    let started = Instant::now();
    let small = other.call(
        "sql",
        json!({"query": "SELECT name FROM users WHERE id = 9"}),
        3,
    );
    let small_took = started.elapsed();
    assert_eq!(small["result"]["rows"], json!([{"name": "u9"}]), "{small}");
    eprintln!(
        "beside a runaway query: find answered in {find_took:?}, a small query in {small_took:?}"
    );
    // Generous for a loaded machine; an unbounded runaway would hold them for hours.
    assert!(find_took < Duration::from_secs(10) && small_took < Duration::from_secs(10));
    let started = Instant::now();
    let stopped = runaway.receive().expect("an answer");
    eprintln!(
        "the runaway answered {:?} later: {stopped}",
        started.elapsed()
    );
    assert_eq!(kind(&stopped), "sql_timeout", "{stopped}");
}

/// A client that sends a runaway query and goes away: its query stops (the server's CPU goes
/// quiet) long before the deadline.
#[test]
fn a_query_stops_when_its_client_goes_away() {
    let dir = data(20);
    let server = Server::start(dir.path(), &["--query-timeout", "10m"]);
    let pid = server.child.id();
    let mut runaway = server.connect();
    runaway
        .send(&json!({"jsonrpc": "2.0", "method": "sql", "params": {"query": RUNAWAY}, "id": 1}));
    std::thread::sleep(Duration::from_millis(800));
    let busy = cpu_of(pid);
    std::thread::sleep(Duration::from_millis(500));
    let running = cpu_of(pid) - busy;
    assert!(
        running > 0.2,
        "the query did not run ({running:.2} CPU s in 0.5 s)"
    );
    drop(runaway);
    std::thread::sleep(Duration::from_millis(500));
    let after = cpu_of(pid);
    std::thread::sleep(Duration::from_secs(1));
    let idle = cpu_of(pid) - after;
    eprintln!("CPU: {running:.2} s per 0.5 s while the query ran, {idle:.2} s in the second after its client left");
    assert!(
        idle < 0.3,
        "the query ran on after its client left: {idle:.2} CPU s in 1 s"
    );
    // And the server answers as before.
    let mut conn = server.connect();
    assert_eq!(conn.call("count", json!(["users"]), 2)["result"], 20);
}

/// Sockets that never send a byte: past `--auth-timeout` each is told so and closed, and while
/// they crowd the server a client with the token gets in and is served.
#[test]
fn silent_connections_lock_no_one_out() {
    let dir = data(5);
    let secrets = common::tempdir();
    let token_file = write(secrets.path(), "token", "s3cret\n");
    let server = Server::start(
        dir.path(),
        &[
            "--token-file",
            s(&token_file),
            "--auth-timeout",
            "2s",
            "--max-connections",
            "4",
        ],
    );
    let silent: Vec<TcpStream> = (0..300)
        .map(|_| TcpStream::connect(("127.0.0.1", server.port)).unwrap())
        .collect();
    // An honest client, right after them, authenticates and is served.
    let mut honest = server.connect();
    assert_eq!(
        honest.call("auth", json!({"token": "s3cret"}), 1)["result"],
        true
    );
    assert_eq!(honest.call("count", json!(["users"]), 2)["result"], 5);
    // The last silent one is told why it is closed once the deadline passes.
    let mut last = silent.last().unwrap().try_clone().unwrap();
    last.set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let started = Instant::now();
    let mut text = String::new();
    last.read_to_string(&mut text).unwrap();
    eprintln!(
        "a silent connection closed after {:?}: {text}",
        started.elapsed()
    );
    assert!(text.contains("within 2 s of opening"), "{text:?}");
    // Every silent socket was closed: none holds a slot.
    for mut socket in silent {
        socket
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut rest = Vec::new();
        let _ = socket.read_to_end(&mut rest);
    }
    // Four established clients fill the server's slots; a fifth is told `busy`.
    let mut clients: Vec<_> = (0..3).map(|_| server.connect()).collect();
    for (i, c) in clients.iter_mut().enumerate() {
        assert_eq!(
            c.call("auth", json!({"token": "s3cret"}), i as u64)["result"],
            true
        );
    }
    let mut fifth = server.connect();
    fifth
        .send(&json!({"jsonrpc": "2.0", "method": "auth", "params": {"token": "s3cret"}, "id": 9}));
    let refused = fifth.receive().expect("an answer");
    assert_eq!(kind(&refused), "busy", "{refused}");
    assert_eq!(honest.call("count", json!(["users"]), 3)["result"], 5);
}

/// Pending connections (not yet authenticated) have 64 slots: each new one past them closes the
/// oldest, long before `--auth-timeout`, so silent sockets cannot pile up.
#[test]
fn the_oldest_pending_connection_makes_way() {
    let dir = data(1);
    let secrets = common::tempdir();
    let token_file = write(secrets.path(), "token", "s3cret");
    let server = Server::start(
        dir.path(),
        &["--token-file", s(&token_file), "--auth-timeout", "60s"],
    );
    let silent: Vec<TcpStream> = (0..100)
        .map(|_| TcpStream::connect(("127.0.0.1", server.port)).unwrap())
        .collect();
    // The server accepts them in order; give it a moment to take the last (and for the ends of
    // the closed ones to arrive: a read then ends at once on a closed one, and waits out its
    // short timeout on an open one).
    std::thread::sleep(Duration::from_millis(500));
    let closed = |socket: &TcpStream| {
        let mut socket = socket.try_clone().unwrap();
        socket
            .set_read_timeout(Some(Duration::from_millis(30)))
            .unwrap();
        let mut byte = [0u8; 1];
        matches!(socket.read(&mut byte), Ok(0))
    };
    let closed_count = silent.iter().filter(|s| closed(s)).count();
    eprintln!("of 100 silent connections, {closed_count} were closed to make way");
    assert!(
        closed(&silent[0]),
        "the oldest pending connection is still open"
    );
    assert!(
        !closed(&silent[99]),
        "the newest pending connection was closed"
    );
    assert_eq!(closed_count, 36, "pending connections are not held at 64");
}

/// An idle client is closed after `--idle-timeout`; one waiting for a long answer is not idle.
#[test]
fn idle_connections_are_closed() {
    let dir = data(5);
    let server = Server::start(dir.path(), &["--idle-timeout", "1s"]);
    let mut conn = server.connect();
    assert_eq!(conn.call("count", json!(["users"]), 1)["result"], 5);
    std::thread::sleep(Duration::from_millis(2500));
    let closed = conn.receive().expect("why it was closed");
    assert!(
        closed["error"]["message"]
            .as_str()
            .unwrap()
            .contains("idle"),
        "{closed}"
    );
    assert!(conn.receive().is_none());
}

/// A client that pipelines large messages while its connection is busy: the server stops
/// reading it (its bytes stay in the socket), so what the server holds stays near the budget
/// of one connection (64 MiB), whatever the client sends.
#[test]
fn a_client_cannot_queue_unbounded_input() {
    let dir = data(5);
    let server = Server::start(dir.path(), &["--query-timeout", "60s", "--read-only"]);
    let pid = server.child.id();
    let mut conn = server.connect();
    // The answering thread is busy with this until the connection closes.
    conn.send(&json!({"jsonrpc": "2.0", "method": "sql", "params": {"query": RUNAWAY}, "id": 0}));
    std::thread::sleep(Duration::from_millis(300));
    let base = rss_of(pid);
    let mut stream = conn.stream.try_clone().unwrap();
    let sent = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
    const FRAME: u64 = 15 << 20;
    let sender = {
        let sent = std::sync::Arc::clone(&sent);
        std::thread::spawn(move || {
            let big = "x".repeat(FRAME as usize);
            for id in 1..=24 {
                let mut line = serde_json::to_vec(&json!({"jsonrpc": "2.0", "method": "find",
                    "params": ["users", big], "id": id}))
                .unwrap();
                line.push(b'\n');
                if stream.write_all(&line).is_err() {
                    return;
                }
                sent.fetch_add(line.len() as u64, std::sync::atomic::Ordering::SeqCst);
            }
        })
    };
    // Wait until the client's writes stall (the server stopped reading), or all went through.
    let mut last = u64::MAX;
    loop {
        std::thread::sleep(Duration::from_secs(2));
        let now = sent.load(std::sync::atomic::Ordering::SeqCst);
        if now == last || sender.is_finished() {
            break;
        }
        last = now;
    }
    let accepted = sent.load(std::sync::atomic::Ordering::SeqCst);
    let grew = rss_of(pid).saturating_sub(base);
    eprintln!(
        "while busy the server took {} MiB of the client's 360 MiB, and grew by {} MiB",
        accepted >> 20,
        grew >> 20
    );
    // The budget (64 MiB), one message held and the sockets' buffers: about 6 messages.
    assert!(
        accepted < 10 * FRAME,
        "the server read {} MiB of one client's input",
        accepted >> 20
    );
    assert!(
        grew < 600 << 20,
        "the server holds {} MiB of one client's input",
        grew >> 20
    );
    // Closing the socket ends the blocked writer and, the server seeing its client gone, the
    // query.
    let _ = conn.stream.shutdown(std::net::Shutdown::Both);
    let _ = sender.join();
}

/// `select` answers a page: 1,000 objects unless the client asks for another `limit`, at most
/// 100,000.
#[test]
fn select_answers_pages() {
    let dir = data(2500);
    let server = Server::start(dir.path(), &["--read-only"]);
    let mut conn = server.connect();
    let page = conn.call("select", json!({"dao": "users"}), 1);
    assert_eq!(page["result"].as_array().unwrap().len(), 1000);
    let last = conn.call(
        "select",
        json!({"dao": "users", "skip": 2000, "limit": 1000}),
        2,
    );
    assert_eq!(last["result"].as_array().unwrap().len(), 500);
    let refused = conn.call("select", json!({"dao": "users", "limit": 100_001}), 3);
    assert_eq!(refused["error"]["code"], -32602, "{refused}");
}

/// An object of 200,000 keys is answered (here: refused by typing, as no model has them) in
/// linear time.
#[test]
fn an_object_of_many_keys_is_answered() {
    let dir = data(1);
    let server = Server::start(dir.path(), &[]);
    let mut conn = server.connect();
    let mut object = serde_json::Map::new();
    object.insert("id".to_owned(), json!(5));
    for i in 0..200_000 {
        object.insert(format!("k{i}"), json!(i));
    }
    let started = Instant::now();
    let answer = conn.call("put", json!({"dao": "users", "object": object}), 1);
    eprintln!(
        "a 200,000-key put answered in {:?}: {}",
        started.elapsed(),
        &answer.to_string()[..120.min(answer.to_string().len())]
    );
    assert!(answer.get("result").is_some() || answer.get("error").is_some());
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
}

/// A client of the metrics endpoint that never sends its request holds up no other.
#[test]
fn a_slow_metrics_client_blocks_no_other() {
    let dir = data(1);
    let server = Server::start(dir.path(), &["--metrics", "127.0.0.1:0"]);
    let metrics = server.metrics.clone().unwrap();
    let _silent: Vec<TcpStream> = (0..4)
        .map(|_| TcpStream::connect(&metrics).unwrap())
        .collect();
    let started = Instant::now();
    let mut client = TcpStream::connect(&metrics).unwrap();
    client
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    client
        .write_all(b"GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let mut text = String::new();
    client.read_to_string(&mut text).unwrap();
    eprintln!(
        "metrics answered in {:?} beside 4 silent clients",
        started.elapsed()
    );
    assert!(text.starts_with("HTTP/1.1 200"), "{text}");
    assert!(
        started.elapsed() < Duration::from_millis(1900),
        "waited for a silent client"
    );
}

/// Tokens: a network address without one refuses to start; `--token` warns that `ps` shows
/// it; `--token-file` and `FOLIO_TOKEN` work; a peer's failed attempts are answered slower and
/// slower, also across connections.
#[test]
fn tokens_stay_off_the_command_line_and_guesses_slow_down() {
    let dir = data(1);
    let open = folio(&["serve", s(dir.path()), "--listen", "0.0.0.0:0"]);
    open.code(2);
    assert!(
        open.one_line_error().contains("--no-auth"),
        "{}",
        open.one_line_error()
    );
    let server = Server::start(dir.path(), &["--token", "visible"]);
    server.wait_for("--token shows the token", Duration::from_secs(10));
    drop(server);
    let mut cmd = Command::new(common::folio_bin());
    cmd.args(["serve", s(dir.path()), "--listen", "127.0.0.1:0"])
        .env("FOLIO_TOKEN", "from-env");
    let server = Server::start_command(cmd);
    let mut conn = server.connect();
    assert_eq!(
        conn.call("auth", json!({"token": "from-env"}), 1)["result"],
        true
    );
    let mut took = Vec::new();
    for i in 0..4 {
        let mut guess = server.connect();
        let started = Instant::now();
        let answer = guess.call("auth", json!({"token": format!("guess{i}")}), 1);
        took.push(started.elapsed());
        assert_eq!(kind(&answer), "unauthorized", "{answer}");
    }
    eprintln!("four wrong guesses on new connections were answered after {took:?}");
    assert!(took[3] >= Duration::from_millis(800), "{took:?}");
}

/// `--tls-cert`/`--tls-key`: JSON-RPC over TLS (Python's ssl module, checking the certificate:
/// reads and pipelined writes, served by the event loop) and Flight SQL over grpc+tls (ADBC); a
/// client that speaks plain JSON to the TLS port is
/// never answered; an unusable key is refused before anything opens, naming the file.
#[test]
fn tls_carries_rpc_and_flight_and_plain_text_is_not_answered() {
    let dir = data(20);
    let tls = repo().join("testdata/tls");
    let (cert, key) = (tls.join("cert.pem"), tls.join("key.pem"));

    let wrong = folio(&[
        "serve",
        s(dir.path()),
        "--listen",
        "127.0.0.1:0",
        "--tls-cert",
        s(&cert),
        "--tls-key",
        s(&cert),
    ]);
    wrong.code(2);
    let line = wrong.one_line_error();
    assert!(line.contains("cert.pem: no usable private key"), "{line}");
    let half = folio(&["serve", s(dir.path()), "--tls-cert", s(&cert)]);
    half.code(2);

    let flight = python_has(
        "adbc_driver_flightsql.dbapi, pyarrow",
        "Flight SQL over TLS",
    );
    let token = "t0ken-over-tls";
    let secrets = common::tempdir();
    let token_file = write(secrets.path(), "token", token);
    let mut args = vec![
        "--token-file",
        s(&token_file),
        "--tls-cert",
        s(&cert),
        "--tls-key",
        s(&key),
        "--auth-timeout",
        "1s",
    ];
    if flight {
        args.extend(["--flight", "127.0.0.1:0"]);
    }
    let server = Server::start(dir.path(), &args);
    // A socket that never starts its handshake is closed at the first-message deadline, as a
    // silent plain one is.
    let mut silent = TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    silent
        .set_read_timeout(Some(Duration::from_secs(8)))
        .unwrap();
    let opened = Instant::now();
    let flight_port = match &server.flight {
        Some(url) => {
            assert!(url.starts_with("grpc+tls://"), "{url}");
            url.rsplit(':').next().unwrap().to_owned()
        }
        None => "-".to_owned(),
    };
    let mut cmd = Command::new("python3");
    cmd.arg(repo().join("crates/cli/tests/hostile/tls_clients.py"))
        .arg(server.port.to_string())
        .arg(&flight_port)
        .arg(token)
        .arg(&cert);
    let run = run_within(cmd, "tls_clients.py", Duration::from_secs(120));
    run.code(0);
    let seen: Value = serde_json::from_str(&run.stdout()).unwrap();
    assert_eq!(seen["rpc"]["answers"][0]["result"], true, "{seen}");
    assert_eq!(
        seen["rpc"]["answers"][1]["result"]["rows"],
        json!([{"n": 20}]),
        "{seen}"
    );
    assert!(
        seen["rpc"]["version"]
            .as_str()
            .unwrap()
            .starts_with("TLSv1."),
        "{seen}"
    );
    let burst = seen["rpc"]["burst"].as_array().unwrap();
    assert!(
        burst.len() == 301 && burst.iter().all(|n| n == 20),
        "{seen}"
    );
    assert_eq!(
        seen["rpc"]["puts"],
        json!((1000..1200).collect::<Vec<_>>()),
        "every pipelined write acknowledged, in order"
    );
    assert_eq!(seen["plain"]["answered"], false, "{seen}");
    if flight {
        assert_eq!(seen["flight"]["n"], 20, "{seen}");
    }
    // Whatever it was sent (nothing readable: no handshake was made), it ends well before 8 s.
    let mut rest = Vec::new();
    let ended = silent.read_to_end(&mut rest);
    let took = opened.elapsed();
    assert!(
        took < Duration::from_secs(6),
        "the silent TLS socket was still open after {took:?} ({ended:?})"
    );
}

/// A Flight client that starts an endless query and stops reading its `DoGet` stream: the
/// stream ends at `--query-timeout` all the same (the client, reading on, gets the rows that
/// were on their way and then the deadline's error), and meanwhile other clients are served.
#[test]
fn a_flight_stream_nobody_reads_ends_at_the_deadline() {
    if !python_has(
        "adbc_driver_flightsql.dbapi, pyarrow",
        "a stalled Flight reader",
    ) {
        return;
    }
    let dir = data(20);
    let token = "t0ken-stalled";
    let secrets = common::tempdir();
    let token_file = write(secrets.path(), "token", token);
    let server = Server::start(
        dir.path(),
        &[
            "--flight",
            "127.0.0.1:0",
            "--token-file",
            s(&token_file),
            "--query-timeout",
            "2s",
        ],
    );
    let mut client = Command::new("python3")
        .arg(repo().join("crates/cli/tests/hostile/flight_stalled.py"))
        .arg(server.flight.as_ref().unwrap())
        .arg(token)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = std::io::BufReader::new(client.stdout.take().unwrap());
    let mut line = String::new();
    std::io::BufRead::read_line(&mut out, &mut line).unwrap();
    assert_eq!(line.trim(), "stalled", "the query gave no first batch");
    let stalled = Instant::now();
    // Others are served while it stalls.
    let mut conn = server.connect();
    assert_eq!(
        conn.call("auth", json!({"token": token}), 1)["result"],
        true
    );
    assert_eq!(conn.call("count", json!(["users"]), 2)["result"], 20);
    std::thread::sleep(Duration::from_secs(3).saturating_sub(stalled.elapsed()));
    client
        .stdin
        .as_mut()
        .unwrap()
        .write_all(b"go on\n")
        .unwrap();
    line.clear();
    std::io::BufRead::read_line(&mut out, &mut line).unwrap();
    let seen: Value = serde_json::from_str(&line).unwrap();
    assert!(client.wait().unwrap().success());
    eprintln!("the stalled reader saw {seen}");
    // Cut short by the deadline, and told so: never a clean end, which would pass for the
    // whole result.
    let ended = seen["ended"].as_str().unwrap();
    assert!(
        ended.starts_with("error: ") && ended.contains("deadline"),
        "{seen}"
    );
    // The rows in flight when the deadline struck may still arrive; never the endless rest.
    assert!(seen["rest"].as_u64().unwrap() < 100_000_000, "{seen}");
}
