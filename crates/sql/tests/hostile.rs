//! A client's SQL as an attacker writes it: statements that would write or read files, change
//! what other clients see or lift the limits are refused, and nothing under the data
//! directory changes; a runaway query stops at its deadline or when its caller cancels it, and
//! its CPU stops with it.

use folio_engine::Engine;
use folio_sql::{Sql, SqlErrorKind, SqlOptions};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The tests run one at a time: two of them measure the process's CPU, which a query of another
/// test would add to.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// A data directory with one DAO, `users`, and its SQL.
fn served(options: SqlOptions) -> (tempfile::TempDir, Sql) {
    let dir = tempfile::tempdir().unwrap();
    let mut journal = String::new();
    for id in 1..=50 {
        journal.push_str(&format!(
            "p({{id:{id},name:\"user {id}\",age:{}}})\n",
            20 + id % 40
        ));
    }
    std::fs::write(dir.path().join("users"), journal).unwrap();
    let engine = Engine::open(
        &[dir.path().into()],
        folio_models::Registry::empty(),
        Default::default(),
    )
    .unwrap();
    let sql = Sql::new(Arc::new(engine), options).unwrap();
    (dir, sql)
}

/// Every file under `dir` (and under `/tmp`'s folio-named entries), with its bytes.
fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    for entry in walkdir::WalkDir::new(dir) {
        let entry = entry.unwrap();
        if entry.file_type().is_file() {
            out.insert(
                entry.path().to_owned(),
                std::fs::read(entry.path()).unwrap(),
            );
        }
    }
    out
}

#[test]
fn statements_are_refused_and_touch_no_file() {
    let _serial = one_at_a_time();
    let (dir, sql) = served(SqlOptions::default());
    let secret = dir.path().join("secret.csv");
    std::fs::write(&secret, "a,b\n1,2\n").unwrap();
    let live = dir.path().join("users");
    let out = dir.path().join("out");
    let attacks = [
        format!(
            "COPY (SELECT 1 AS id) TO '{}' STORED AS CSV",
            live.display()
        ),
        format!("COPY users TO '{}' STORED AS CSV", out.display()),
        format!("COPY (SELECT 1) TO '{}'", out.display()),
        format!(
            "CREATE EXTERNAL TABLE pw (a TEXT, b TEXT) STORED AS CSV LOCATION '{}'",
            secret.display()
        ),
        "CREATE TABLE public.x AS SELECT 1 AS a".to_owned(),
        "CREATE TABLE x (a INT)".to_owned(),
        "CREATE VIEW v AS SELECT * FROM users".to_owned(),
        "CREATE SCHEMA other".to_owned(),
        "DROP SCHEMA public CASCADE".to_owned(),
        "DROP TABLE users".to_owned(),
        "INSERT INTO users VALUES (1)".to_owned(),
        "SET datafusion.runtime.memory_limit = '100G'".to_owned(),
        "RESET datafusion.runtime.memory_limit".to_owned(),
        "SET datafusion.runtime.temp_directory = '/tmp'".to_owned(),
        format!("EXPLAIN COPY users TO '{}' STORED AS CSV", out.display()),
        "EXPLAIN CREATE TABLE y AS SELECT 1".to_owned(),
        "PREPARE p AS SELECT 1".to_owned(),
        "BEGIN TRANSACTION".to_owned(),
        "DEALLOCATE p".to_owned(),
    ];
    let before = files(dir.path());
    for attack in &attacks {
        let refused = sql.query(attack).expect_err(attack);
        assert_eq!(refused.kind, SqlErrorKind::NotAQuery, "{attack}: {refused}");
        assert!(
            refused.message.contains("is not a query"),
            "{attack}: {refused}"
        );
    }
    assert_eq!(
        files(dir.path()),
        before,
        "a refused statement changed a file"
    );
    // Files are out of reach by name as well.
    for read in [
        format!("SELECT * FROM '{}'", secret.display()),
        "SELECT * FROM '/etc/passwd'".to_owned(),
    ] {
        let refused = sql.query(&read).expect_err(&read);
        assert_eq!(
            refused.kind,
            SqlErrorKind::UnknownTable,
            "{read}: {refused}"
        );
    }
    // What every client sees is as it was.
    let answer = sql.query("SELECT count(*) AS n FROM users").unwrap();
    let rows = folio_sql::json_rows(&answer).unwrap();
    assert_eq!(String::from_utf8(rows).unwrap(), r#"[{"n":50}]"#);
    let tables = sql.query("SHOW TABLES").unwrap();
    assert!(tables.rows() > 0);
}

/// Queries and the catalog's questions still pass.
#[test]
fn queries_pass() {
    let _serial = one_at_a_time();
    let (_dir, sql) = served(SqlOptions::default());
    for query in [
        "SELECT name FROM users WHERE age > 30 ORDER BY id LIMIT 3",
        "WITH a AS (SELECT id FROM users) SELECT count(*) FROM a",
        "VALUES (1), (2)",
        "EXPLAIN SELECT * FROM users",
        "SHOW TABLES",
        "SHOW COLUMNS FROM users",
        "SELECT * FROM information_schema.tables",
        "SELECT * FROM (SELECT id FROM users) u JOIN users v ON u.id = v.id",
    ] {
        sql.query(query).unwrap_or_else(|e| panic!("{query}: {e}"));
    }
}

/// CPU seconds this process has used (user and system).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap()
        .split_whitespace()
        .collect();
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    ticks / 100.0
}

/// Hours of CPU in constant memory.
const RUNAWAY: &str = "SELECT count(*) FROM generate_series(1, 1000000000000)";

#[test]
fn a_runaway_query_stops_at_its_deadline_and_its_cpu_with_it() {
    let _serial = one_at_a_time();
    let timeout = Duration::from_millis(1500);
    let (_dir, sql) = served(SqlOptions {
        timeout,
        ..SqlOptions::default()
    });
    let started = Instant::now();
    let stopped = sql.query(RUNAWAY).expect_err("a query of 10^12 rows");
    let took = started.elapsed();
    eprintln!("stopped after {took:?}: {stopped}");
    assert_eq!(stopped.kind, SqlErrorKind::Timeout, "{stopped}");
    // The deadline holds (with room for a loaded machine), not the hours the query needs.
    assert!(took < timeout + Duration::from_secs(20), "{took:?}");
    // Its tasks were dropped: over the next second the process is nearly idle.
    std::thread::sleep(Duration::from_millis(200));
    let cpu = cpu_seconds();
    std::thread::sleep(Duration::from_secs(1));
    let used = cpu_seconds() - cpu;
    eprintln!("CPU in the second after the deadline: {used:.2} s");
    assert!(used < 0.5, "the query kept running: {used:.2} CPU s in 1 s");
}

#[test]
fn a_query_stops_when_its_caller_cancels_it() {
    let _serial = one_at_a_time();
    let (_dir, sql) = served(SqlOptions::default());
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let setter = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(500));
        flag.store(true, Ordering::Release);
    });
    let started = Instant::now();
    let stopped = sql
        .query_page(RUNAWAY, 0, 10, Some(&cancel))
        .expect_err("cancelled");
    setter.join().unwrap();
    eprintln!("cancelled after {:?}", started.elapsed());
    assert_eq!(stopped.kind, SqlErrorKind::Cancelled, "{stopped}");
}

/// One query past its own memory fails alone; a small query beside it is answered.
#[test]
fn a_query_past_its_memory_fails_alone() {
    let _serial = one_at_a_time();
    let (_dir, sql) = served(SqlOptions {
        max_memory: 8 << 20,
        max_total_memory: 64 << 20,
        ..SqlOptions::default()
    });
    let heavy = "SELECT a.value FROM generate_series(1, 5000000) a ORDER BY a.value DESC";
    let refused = sql.query(heavy).expect_err("a sort of 5M rows in 8 MiB");
    assert_eq!(refused.kind, SqlErrorKind::TooMuchMemory, "{refused}");
    assert!(refused.message.contains("its memory limit"), "{refused}");
    sql.query("SELECT * FROM users ORDER BY name").unwrap();
    assert_eq!(sql.memory_in_use(), 0, "every query gave its memory back");
}

mod random_statements {
    //! Random statements built from the pieces an attacker reaches for (file paths, `COPY`,
    //! `CREATE`, `SET`, nesting in `EXPLAIN` and subqueries) and random tokens: whatever the
    //! entry point answers, no file under the watched directory changes and nothing panics.
    //! (A property test, not a target in `fuzz/`: the fuzz build runs under a sanitizer without
    //! DataFusion, whose build there would double CI's time.)

    use super::{files, served};
    use folio_sql::{SqlErrorKind, SqlOptions};
    use proptest::prelude::*;
    use std::time::Duration;

    const PIECES: &[&str] = &[
        "COPY",
        "(",
        ")",
        "TO",
        "STORED AS",
        "CSV",
        "JSON",
        "ARROW",
        "PARQUET",
        "CREATE",
        "EXTERNAL",
        "TABLE",
        "VIEW",
        "SCHEMA",
        "AS",
        "LOCATION",
        "DROP",
        "CASCADE",
        "INSERT",
        "INTO",
        "VALUES",
        "(1)",
        "SET",
        "RESET",
        "datafusion.runtime.memory_limit",
        "=",
        "'1G'",
        "EXPLAIN",
        "ANALYZE",
        "SELECT",
        "*",
        "FROM",
        "users",
        "WITH",
        "a",
        ";",
        ",",
        "1",
        "WHERE",
        "id",
        "UNION",
        "ALL",
        "OPTIONS",
        "('format.has_header' 'true')",
        "IF",
        "NOT",
        "EXISTS",
        "public.x",
        "PREPARE",
        "EXECUTE",
        "DEALLOCATE",
        "TRUNCATE",
        "UPDATE",
        "DELETE",
        "ALTER",
        "read_csv",
        "read_parquet",
        "LATERAL",
    ];

    /// A statement: pieces, paths under the watched directory (`DIR`, filled in by the test)
    /// and junk.
    fn statement() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            6 => proptest::sample::select(PIECES).prop_map(str::to_owned),
            2 => Just("'DIR/users'".to_owned()),
            1 => Just("'DIR/new'".to_owned()),
            1 => Just("'DIR'".to_owned()),
            1 => "[a-z_]{1,8}",
        ];
        proptest::collection::vec(piece, 1..14).prop_map(|parts| parts.join(" "))
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn no_statement_changes_a_file(texts in proptest::collection::vec(statement(), 20)) {
            let _serial = super::one_at_a_time();
            let (dir, sql) = served(SqlOptions { timeout: Duration::from_secs(5), ..SqlOptions::default() });
            let before = files(dir.path());
            let root = dir.path().to_str().unwrap();
            for text in texts {
                let text = text.replace("DIR", root);
                if let Err(e) = sql.query(&text) {
                    prop_assert!(e.kind != SqlErrorKind::Cancelled, "{}: {}", text, e);
                }
                prop_assert_eq!(&files(dir.path()), &before, "{} changed a file", text);
            }
        }
    }
}
