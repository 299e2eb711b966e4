//! `folio serve --flight`: a Python client on ADBC's Flight SQL driver (`tests/flight/
//! client.py`, adbc-driver-flightsql from PyPI) connects with the token, runs queries, and gets
//! the answers `folio sql` gives for the same journal; a write through JSON-RPC is in the next
//! Flight query's answer; a wrong token is refused.
//!
//! Needs `python3` with `adbc_driver_flightsql` and `pyarrow` (skipped with a note where
//! missing, unless `FOLIO_REQUIRE_PYTHON=1`, as `.ci/run` sets).
//!
//! And a Java client on the Flight SQL JDBC driver (`tests/flight/Jdbc.java`): the same
//! answers through JDBC's statements and prepared statements, the DAOs and a table's columns
//! through `DatabaseMetaData`, a wrong token refused. Needs `java` (11 or later) and the
//! driver's jar at `$FOLIO_JDBC_DRIVER` (skipped with a note where missing, unless
//! `FOLIO_REQUIRE_JDBC=1`, as `.ci/run` sets after fetching the jar from Maven Central).

use crate::common;

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

/// The item journal both clients query: 40 items of three kinds, and its registry.
fn items(dir: &Path) {
    write(
        dir,
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
    write(dir, "items", journal);
}

/// Runs `queries` through client.py against `uri`: its answers (per query the rows as lists)
/// and the tables it found browsing (`catalog.schema.table` → column names).
fn flight_answers(dir: &Path, uri: &str, token: &str, queries: &[&str]) -> (Vec<Value>, Value) {
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
    let mut out: Value = serde_json::from_str(&text).unwrap();
    let answers = serde_json::from_value(out["answers"].take()).unwrap();
    (answers, out["tables"].take())
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
    items(dir.path());
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
    let (answers, tables) = flight_answers(dir.path(), &uri, "sekrit", &queries);
    assert_eq!(
        tables,
        json!({"folio.public.items": ["class", "id", "name", "price", "kind", "json"]})
    );
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
    let (after, _) = flight_answers(
        dir.path(),
        &uri,
        "sekrit",
        &["SELECT name FROM items WHERE kind = 'z'"],
    );
    assert_eq!(after[0]["rows"], json!([["new"]]));
    assert!(server.terminate().success());
}

/// The Flight SQL JDBC driver's jar, if `java` and the jar are here.
fn jdbc_driver() -> Option<std::path::PathBuf> {
    let java = Command::new("java")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success());
    let jar = std::env::var_os("FOLIO_JDBC_DRIVER")
        .map(std::path::PathBuf::from)
        .filter(|p| p.is_file());
    let ready = java && jar.is_some();
    if !ready {
        assert!(
            std::env::var_os("FOLIO_REQUIRE_JDBC").is_none(),
            "FOLIO_REQUIRE_JDBC is set but java or the jar at FOLIO_JDBC_DRIVER is missing"
        );
        eprintln!(
            "NOTE: JDBC client test skipped: needs java and the Flight SQL JDBC driver's jar \
             at FOLIO_JDBC_DRIVER"
        );
    }
    jar.filter(|_| ready)
}

/// `folio sql`'s answer as JDBC's `getString` prints it: per row, the values tab-separated.
fn sql_lines(dir: &Path, query: &str) -> Vec<String> {
    let rows = sql_rows(dir, query);
    rows.as_array()
        .unwrap()
        .iter()
        .map(|row| {
            let cells = row.as_array().unwrap().iter().map(|v| match v {
                Value::Null => "NULL".to_owned(),
                Value::String(s) => s.clone(),
                other => other.to_string(),
            });
            std::iter::once("row".to_owned())
                .chain(cells)
                .collect::<Vec<_>>()
                .join("\t")
        })
        .collect()
}

#[test]
fn a_jdbc_client_queries_and_browses_a_live_server() {
    let Some(jar) = jdbc_driver() else {
        return;
    };
    let dir = tempdir();
    items(dir.path());
    let queries = [
        "SELECT count(*) AS n, sum(price) AS total FROM items",
        "SELECT id, name, kind FROM items WHERE kind IN ('a', 'c') AND id < 12 ORDER BY id",
        "SELECT kind, count(*) AS n, max(id) AS last FROM items GROUP BY kind ORDER BY kind",
    ];
    let mut want = Vec::new();
    for query in queries {
        want.push(format!("query\t{query}"));
        want.extend(sql_lines(dir.path(), query));
    }

    let server = Server::start(
        dir.path(),
        &["--token", "sekrit", "--flight", "127.0.0.1:0"],
    );
    let uri = server.flight.clone().expect("the Flight SQL address");
    let port = uri.rsplit(':').next().unwrap().trim_end_matches('/');
    let mut cmd = Command::new("java");
    // Arrow's memory needs java.nio opened to it on Java 17 and later.
    cmd.arg("--add-opens=java.base/java.nio=ALL-UNNAMED")
        .arg("-cp")
        .arg(&jar)
        .arg(repo().join("crates/cli/tests/flight/Jdbc.java"))
        .arg(port)
        .arg("sekrit")
        .args(queries)
        .current_dir(dir.path());
    let run = run_within(cmd, "Jdbc.java", std::time::Duration::from_secs(180));
    run.code(0);
    let out = run.stdout();
    let lines: Vec<&str> = out.lines().collect();
    let answers: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("query\t") || l.starts_with("row\t"))
        .collect();
    assert_eq!(answers, want, "{out}");
    assert!(
        lines.contains(&"table\tfolio\tpublic\titems\tTABLE"),
        "{out}"
    );
    let columns: Vec<&str> = lines
        .iter()
        .filter_map(|l| l.strip_prefix("column\t"))
        .map(|l| l.split('\t').next().unwrap())
        .collect();
    assert_eq!(
        columns,
        ["class", "id", "name", "price", "kind", "json"],
        "{out}"
    );
    let prepared: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.starts_with("prepared"))
        .collect();
    assert_eq!(prepared, ["prepared\t40", "prepared\t40"], "{out}");
    assert!(lines.contains(&"a wrong token refused"), "{out}");
    assert!(server.terminate().success());
}
