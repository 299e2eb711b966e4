//! `folio serve --flight`: a Python client on ADBC's Flight SQL driver (`tests/flight/
//! client.py`, adbc-driver-flightsql from PyPI) connects with the token, runs queries, and gets
//! the answers `folio sql` gives for the same journal; a write through JSON-RPC is in the next
//! Flight query's answer; a wrong token is refused.
//!
//! Needs `python3` with `adbc_driver_flightsql` and `pyarrow` (skipped with a note where
//! missing, unless `FOLIO_REQUIRE_PYTHON=1`, as `.ci/run` sets).

mod common;

use common::*;
use serde_json::{json, Value};
use std::path::Path;
use std::process::Command;

fn adbc_ready() -> bool {
    python_has(
        "adbc_driver_flightsql.dbapi, pyarrow",
        "Flight SQL client test",
    )
}

/// Runs `queries` through client.py against `uri`; its answers, per query the rows as lists.
fn flight_answers(dir: &Path, uri: &str, token: &str, queries: &[&str]) -> Vec<Value> {
    let script = repo().join("crates/cli/tests/flight/client.py");
    let mut cmd = Command::new("python3");
    cmd.arg(&script)
        .arg(uri)
        .arg(token)
        .arg(serde_json::to_string(queries).unwrap())
        .arg("answers.json")
        .current_dir(dir);
    let run = run_within(cmd, "client.py", std::time::Duration::from_secs(120));
    run.code(0);
    assert!(
        run.stdout().contains("a wrong token refused"),
        "{}",
        run.stdout()
    );
    let text = std::fs::read_to_string(dir.join("answers.json")).unwrap();
    serde_json::from_str::<Vec<Value>>(&text).unwrap()
}

/// `folio sql`'s answer to `query` over the journal in `dir`, as rows of values in column order.
fn sql_rows(dir: &Path, query: &str) -> Value {
    let out = folio_in(
        dir,
        &[
            "sql",
            "items",
            "--models",
            "models.json",
            query,
            "--format",
            "jsonl",
        ],
    )
    .code(0)
    .stdout();
    let rows: Vec<Value> = out
        .lines()
        .map(|line| {
            let object: serde_json::Map<String, Value> = serde_json::from_str(line).unwrap();
            Value::Array(object.into_iter().map(|(_, v)| v).collect())
        })
        .collect();
    Value::Array(rows)
}

#[test]
fn an_adbc_client_queries_a_live_server() {
    if !adbc_ready() {
        return;
    }
    let dir = tempdir();
    write(
        dir.path(),
        "models.json",
        r#"{"models":[{"class":"t.Item","ids":["id"],"properties":[
            {"name":"id","type":"Long"},{"name":"name","type":"String"},
            {"name":"price","type":"Double"},{"name":"kind","type":"String"}]}],
            "daos":{"items":"t.Item"}}"#,
    );
    let mut journal = String::new();
    for id in 1..=40 {
        let kind = ["a", "b", "c"][id % 3];
        journal.push_str(&format!(
            "p({{class:\"t.Item\",id:{id},name:\"n{id}\",price:{}.25,kind:\"{kind}\"}})\n",
            id * 3
        ));
    }
    write(dir.path(), "items", journal);
    let queries = [
        "SELECT count(*) AS n, sum(price) AS total FROM items",
        "SELECT kind, count(*) AS n FROM items WHERE price > 20 GROUP BY kind ORDER BY kind",
        "SELECT id, name FROM items WHERE id IN (3, 5, 7) ORDER BY id",
    ];
    // The answers `folio sql` gives, before the server writes anything.
    let want: Vec<Value> = queries.iter().map(|q| sql_rows(dir.path(), q)).collect();

    let server = Server::start(
        dir.path(),
        &[
            "--token",
            "sekrit",
            "--flight",
            "127.0.0.1:0",
            "--fsync",
            "always",
        ],
    );
    let uri = server
        .flight
        .clone()
        .expect("the server says where Flight SQL listens");
    let answers = flight_answers(dir.path(), &uri, "sekrit", &queries);
    for ((answer, want), query) in answers.iter().zip(&want).zip(queries) {
        assert_eq!(&answer["rows"], want, "{query}");
    }
    assert_eq!(answers[1]["columns"], json!(["kind", "n"]));

    // A write acknowledged over JSON-RPC is in the next Flight query.
    let mut conn = server.connect();
    let auth = conn.call("auth", json!({"token": "sekrit"}), 1);
    assert_eq!(auth["result"], json!(true), "{auth}");
    let ack = conn.call(
        "create",
        json!({"dao": "items", "object": {"id": 41, "name": "new", "price": 1.0, "kind": "z"}}),
        2,
    );
    assert!(ack.get("result").is_some(), "{ack}");
    let after = flight_answers(
        dir.path(),
        &uri,
        "sekrit",
        &["SELECT name FROM items WHERE kind = 'z'"],
    );
    assert_eq!(after[0]["rows"], json!([["new"]]));
    assert!(server.terminate().success());
}
