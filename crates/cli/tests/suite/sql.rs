//! `folio sql` and the server's `sql` method, through the real binary:
//! - a table of queries (ranges, `IN`, `!=`, nested fields, `ORDER BY`, `GROUP BY` with counts
//!   and sums, a join of two DAOs by id, `LIMIT`) on a generated journal and on the corpus,
//!   each answer equal to DuckDB's answer to the same SQL over folio's Parquet export
//!   (`tests/sql/compare.py`; DuckDB is an independent engine);
//! - the index path and the scan path give the same answers;
//! - errors: exit 2 with the kind and the position;
//! - over JSON-RPC: writes visible to the next query on another connection, paging, error
//!   kinds.
//!
//! The DuckDB comparison needs `python3` with `duckdb` (skipped with a note where missing,
//! unless `FOLIO_REQUIRE_PYTHON=1`, as `.ci/run` sets).

use crate::common;

use common::*;
use serde_json::{json, Value};
use std::path::Path;
use std::process::Command;

fn duckdb_ready() -> bool {
    python_has("duckdb", "SQL comparison with DuckDB")
}

/// Exports `args` (paths and --models) as Parquet into `dir/pq`, then runs every query through
/// `folio sql` and DuckDB and compares; returns compare.py's summary line.
fn compare_with_duckdb(dir: &Path, args: &[&str], queries: &[&str]) -> String {
    let mut export = vec!["export"];
    export.extend(args);
    export.extend(["--format", "parquet", "-o", "pq"]);
    folio_in(dir, &export).code(0);
    let cases: Vec<Value> = queries
        .iter()
        .map(|q| json!({"args": args, "query": q}))
        .collect();
    let cases_file = dir.join("cases.json");
    std::fs::write(&cases_file, serde_json::to_vec(&cases).unwrap()).unwrap();
    let script = repo().join("crates/cli/tests/sql/compare.py");
    let mut cmd = Command::new("sh");
    cmd.arg("-c")
        .arg(format!(
            "python3 '{}' '{}' pq < cases.json",
            script.display(),
            folio_bin()
        ))
        .current_dir(dir);
    let run = run_within(cmd, "compare.py", std::time::Duration::from_secs(600));
    run.code(0);
    run.stdout()
}

fn generated(dir: &Path, entries: &str) {
    folio_in(
        dir,
        &[
            "gen",
            "--entries",
            entries,
            "--mix",
            "mixed",
            "-o",
            "benchmark.jrl",
        ],
    )
    .code(0);
}

const GENERATED_QUERIES: &[&str] = &[
    "SELECT count(*) AS n FROM benchmark",
    "SELECT seq, amount FROM benchmark WHERE amount BETWEEN 100 AND 5000 ORDER BY seq",
    "SELECT seq, network FROM benchmark WHERE network IN ('VISA', 'UNIONPAY') ORDER BY seq",
    "SELECT count(*) AS n FROM benchmark WHERE currCode != 'USD'",
    "SELECT network, count(*) AS n, sum(amount) AS total, min(seq) AS first FROM benchmark \
     GROUP BY network ORDER BY network",
    "SELECT lifecycleState, count(*) AS n FROM benchmark GROUP BY lifecycleState \
     ORDER BY lifecycleState",
    "SELECT seq, priority FROM benchmark WHERE priority > 3 AND active ORDER BY seq DESC LIMIT 7",
    "SELECT count(*) AS n FROM benchmark WHERE fee IS NULL OR fee < 1",
    "SELECT a.seq, b.seq AS other FROM benchmark a JOIN benchmark b ON a.seq = b.refSeq \
     ORDER BY a.seq, other",
];

#[test]
fn a_generated_journal_answers_as_duckdb_does() {
    if !duckdb_ready() {
        return;
    }
    let dir = tempdir();
    generated(dir.path(), "3000");
    let out = compare_with_duckdb(
        dir.path(),
        &["benchmark.jrl", "--models", "benchmark.models.json"],
        GENERATED_QUERIES,
    );
    assert!(out.contains("9 queries"), "{out}");
}

#[test]
fn the_corpus_answers_as_duckdb_does() {
    if !duckdb_ready() {
        return;
    }
    let dir = tempdir();
    let root = repo();
    let corpus = root.join("testdata/corpus/foam");
    let models = root.join("testdata/models/foam-models.json");
    let out = compare_with_duckdb(
        dir.path(),
        &[s(&corpus), "--models", s(&models)],
        &[
            // A join of two DAOs by id, grouped, counted.
            "SELECT u.id, u.email, count(*) AS accounts FROM accounts a JOIN users u \
             ON a.owner = u.id GROUP BY u.id, u.email ORDER BY u.id",
            // Nested fields: a struct's field.
            "SELECT id, address['city'] AS city FROM users WHERE address['city'] IS NOT NULL \
             ORDER BY id",
            "SELECT class, count(*) AS n FROM accounts GROUP BY class ORDER BY class",
            "SELECT lifecycleState, count(*) AS n FROM users GROUP BY lifecycleState \
             ORDER BY lifecycleState",
            "SELECT id, name FROM accounts WHERE denomination IN ('CAD', 'USD') AND id != '1' \
             ORDER BY id LIMIT 20",
            "SELECT count(*) AS n, sum(CASE WHEN enabled THEN 1 ELSE 0 END) AS on_ FROM users",
        ],
    );
    assert!(out.contains("6 queries"), "{out}");
}

#[test]
fn an_index_gives_the_answers_a_scan_gives() {
    let dir = tempdir();
    generated(dir.path(), "2000");
    let base = ["sql", "benchmark.jrl", "--models", "benchmark.models.json"];
    for query in [
        "SELECT seq, network FROM benchmark WHERE network = 'VISA' ORDER BY seq",
        "SELECT seq FROM benchmark WHERE network IN ('VISA', 'VISA', 'AMEX') ORDER BY seq",
        "SELECT seq FROM benchmark WHERE seq IN (5, 17, 17, 99999) ORDER BY seq",
        "SELECT count(*) AS n FROM benchmark WHERE lifecycleState = 'ACTIVE'",
        "SELECT count(*) AS n FROM benchmark WHERE active = true",
    ] {
        let mut scan = base.to_vec();
        scan.extend([query, "--format", "jsonl"]);
        let scanned = folio_in(dir.path(), &scan).code(0).stdout();
        let mut indexed = scan.clone();
        for index in [
            "benchmark.network",
            "benchmark.seq",
            "benchmark.lifecycleState",
            "benchmark.active",
        ] {
            indexed.extend(["--index", index]);
        }
        let looked_up = folio_in(dir.path(), &indexed).code(0).stdout();
        assert!(!scanned.is_empty(), "{query}");
        assert_eq!(looked_up, scanned, "{query}");
    }
}

#[test]
fn bad_queries_exit_2_with_the_kind_and_where() {
    let dir = tempdir();
    generated(dir.path(), "200");
    let base = ["sql", "benchmark.jrl", "--models", "benchmark.models.json"];
    for (query, kind, position) in [
        (
            "SELEC seq FROM benchmark",
            "sql_syntax",
            Some("line 1, column 1"),
        ),
        ("SELECT seq FROM benchmark WHERE", "sql_syntax", None),
        ("SELECT seq FROM nowhere", "sql_unknown_table", None),
        (
            "SELECT nothing FROM benchmark",
            "sql_unknown_column",
            Some("line 1, column 8"),
        ),
        ("SELECT seq + network FROM benchmark", "sql_invalid", None),
    ] {
        let mut args = base.to_vec();
        args.push(query);
        let run = folio_in(dir.path(), &args);
        run.code(2);
        let line = run.one_line_error();
        assert!(line.contains(kind), "{query}: {line}");
        if let Some(position) = position {
            assert!(line.contains(position), "{query}: {line}");
        }
    }
    // Over the memory limit: an error, not an out-of-memory kill.
    let mut args = base.to_vec();
    args.extend([
        "SELECT * FROM benchmark ORDER BY seq",
        "--max-query-memory",
        "64K",
    ]);
    let run = folio_in(dir.path(), &args);
    run.code(2);
    assert!(
        run.one_line_error().contains("sql_too_much_memory"),
        "{}",
        run.one_line_error()
    );
}

#[test]
fn formats_write_the_same_answer() {
    let dir = tempdir();
    generated(dir.path(), "300");
    let query = "SELECT seq, network, amount FROM benchmark WHERE seq < 6 ORDER BY seq";
    let base = [
        "sql",
        "benchmark.jrl",
        "--models",
        "benchmark.models.json",
        query,
    ];
    let run = |extra: &[&str]| {
        let mut args = base.to_vec();
        args.extend(extra);
        folio_in(dir.path(), &args).code(0).stdout()
    };
    let lines: Vec<Value> = run(&["--format", "jsonl"])
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(!lines.is_empty());
    let csv = run(&["--format", "csv"]);
    let mut csv_lines = csv.lines();
    assert_eq!(csv_lines.next(), Some("seq,network,amount"));
    for (line, object) in csv_lines.zip(&lines) {
        assert!(line.starts_with(&format!("{},", object["seq"])), "{line}");
    }
    let table = run(&[]);
    assert!(
        table.contains("| seq") && table.contains(&format!("({} rows)", lines.len())),
        "{table}"
    );
    run(&["--format", "parquet", "-o", "answer.parquet"]);
    let bytes = std::fs::read(dir.path().join("answer.parquet")).unwrap();
    assert!(bytes.starts_with(b"PAR1"));
    // Parquet needs a file.
    let mut args = base.to_vec();
    args.extend(["--format", "parquet"]);
    folio_in(dir.path(), &args).code(2);
}

/// CSV holds no nested value: a query with a struct or list column is refused before anything
/// is written (no header on stdout, no file), naming the column and what to do instead.
#[test]
fn csv_refuses_a_nested_column_before_writing() {
    let dir = tempdir();
    write(
        dir.path(),
        "models.json",
        r#"{"models":[{"class":"t.Person","ids":["id"],"properties":[
            {"name":"id","type":"Long"},{"name":"name","type":"String"},
            {"name":"address","type":"FObject","of":"t.Address"},
            {"name":"tags","type":"StringArray"}]},
          {"class":"t.Address","properties":[
            {"name":"city","type":"String"},{"name":"zip","type":"String"}]}],
          "daos":{"people":"t.Person"}}"#,
    );
    write(
        dir.path(),
        "people",
        "p({id:1,name:\"Ann\",address:{class:\"t.Address\",city:\"Graz\",zip:\"8010\"},tags:[\"a\",\"b\"]})\n\
         p({id:2,name:\"Bo\",address:{class:\"t.Address\",city:\"Linz\",zip:\"4020\"},tags:[\"c\"]})\n",
    );
    let people = s(&dir.path().join("people")).to_owned();
    for (query, column) in [
        ("SELECT id, address FROM people ORDER BY id", "address"),
        ("SELECT id, tags FROM people ORDER BY id", "tags"),
    ] {
        let run = folio_in(
            dir.path(),
            &[
                "sql",
                &people,
                "--models",
                "models.json",
                query,
                "--format",
                "csv",
            ],
        );
        run.code(2);
        assert_eq!(run.stdout(), "", "{query}: something was written");
        let error = run.one_line_error();
        assert!(error.contains(&format!("column `{column}`")), "{error}");
        assert!(error.contains("--format jsonl"), "{error}");
        let to_file = folio_in(
            dir.path(),
            &[
                "sql",
                &people,
                "--models",
                "models.json",
                query,
                "--format",
                "csv",
                "-o",
                "answer.csv",
            ],
        );
        to_file.code(2);
        assert!(
            !dir.path().join("answer.csv").exists(),
            "a cut file was left"
        );
    }
    // What the error suggests works.
    let run = folio_in(
        dir.path(),
        &[
            "sql",
            &people,
            "--models",
            "models.json",
            "SELECT id, address['city'] AS city FROM people ORDER BY id",
            "--format",
            "csv",
        ],
    );
    assert_eq!(run.code(0).stdout(), "id,city\n1,Graz\n2,Linz\n");
}

/// The server's `sql` method: a write on one connection is in the next query on another;
/// pages; errors carry their kind.
#[test]
fn the_sql_method_sees_writes_and_pages() {
    let dir = tempdir();
    write(
        dir.path(),
        "models.json",
        r#"{"models":[{"class":"t.Item","ids":["id"],"properties":[
            {"name":"id","type":"Long"},{"name":"name","type":"String"},
            {"name":"price","type":"Double"}]}],"daos":{"items":"t.Item"}}"#,
    );
    write(
        dir.path(),
        "items",
        "p({class:\"t.Item\",id:1,name:\"a\",price:1.5})\np({class:\"t.Item\",id:2,name:\"b\",price:2.5})\n",
    );
    let server = Server::start(dir.path(), &["--fsync", "always"]);
    let mut writer = server.connect();
    let mut reader = server.connect();
    let total = |conn: &mut Conn, id| {
        let answer = conn.call(
            "sql",
            json!({"query": "SELECT count(*) AS n, sum(price) AS total FROM items"}),
            id,
        );
        answer["result"]["rows"][0].clone()
    };
    assert_eq!(total(&mut reader, 1), json!({"n": 2, "total": 4.0}));
    for id in 3..8 {
        let ack = writer.call(
            "create",
            json!({"dao": "items", "object": {"id": id, "name": format!("n{id}"), "price": 1.0}}),
            id as u64,
        );
        assert!(ack.get("result").is_some(), "{ack}");
        // Acknowledged: the next query on the other connection sees it.
        let seen = total(&mut reader, 100 + id as u64);
        assert_eq!(seen["n"], json!(id), "after create {id}");
    }
    // Pages of 3 rows, in order, then `more: false`.
    let mut names = Vec::new();
    let mut offset = 0;
    loop {
        let answer = reader.call(
            "sql",
            json!({"query": "SELECT name FROM items ORDER BY id", "limit": 3, "offset": offset}),
            200 + offset as u64,
        );
        let result = &answer["result"];
        assert_eq!(result["columns"], json!([{"name": "name", "type": "Utf8"}]));
        for row in result["rows"].as_array().unwrap() {
            names.push(row["name"].as_str().unwrap().to_owned());
        }
        offset += 3;
        if result["more"] == json!(false) {
            break;
        }
    }
    assert_eq!(names, ["a", "b", "n3", "n4", "n5", "n6", "n7"]);
    // Errors: a kind each, the position in the message.
    for (query, kind) in [
        ("SELECT * FROM items WHERE", "sql_syntax"),
        ("SELECT x FROM items", "sql_unknown_column"),
        ("SELECT * FROM nowhere", "sql_unknown_table"),
    ] {
        let answer = reader.call("sql", json!({"query": query}), 300);
        assert_eq!(
            answer["error"]["data"]["kind"],
            json!(kind),
            "{query}: {answer}"
        );
    }
    let answer = reader.call("sql", json!({"query": "SELECT 1", "limit": 1_000_000}), 301);
    assert_eq!(answer["error"]["code"], json!(-32602), "{answer}");
    assert!(server.terminate().success());
}
