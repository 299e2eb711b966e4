//! `folio export --format parquet` read back by other tools: `tests/parquet/check.py` reads
//! every file with DuckDB, checks its schema with pyarrow against the model registry, and
//! compares every row with the JSON-lines export of the same journals: the real corpus
//! (testdata/) and a generated benchmark journal.
//!
//! Needs `python3` with `duckdb` and `pyarrow` (`python3 -m pip install duckdb pyarrow`). Where
//! they are missing the tests print a note and pass, unless `FOLIO_REQUIRE_PYTHON=1` (set by
//! `.ci/run`), which makes a missing tool a failure.

use crate::common;

use common::*;
use std::path::Path;
use std::process::Command;

fn python_ready() -> bool {
    python_has("duckdb, pyarrow", "parquet read-back")
}

/// Exports `paths` as JSON lines of the effective objects (`--effective`: what the Parquet
/// columns hold, defaults included) and as Parquet, then runs the checker on both.
fn export_and_check(dir: &Path, paths: &[&str], models: Option<&Path>) -> String {
    let mut common_args: Vec<String> = vec!["export".into()];
    common_args.extend(paths.iter().map(|p| p.to_string()));
    if let Some(models) = models {
        common_args.extend(["--models".into(), models.display().to_string()]);
    }
    let mut jsonl = common_args.clone();
    jsonl.extend(["--effective".into(), "-o".into(), "all.jsonl".into()]);
    let mut parquet = common_args;
    parquet.extend(["--format", "parquet", "-o", "pq"].map(String::from));
    for args in [jsonl, parquet] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        folio_in(dir, &args).code(0);
    }
    let script = repo().join("crates/cli/tests/parquet/check.py");
    let mut cmd = Command::new("python3");
    cmd.arg(&script).arg("pq").arg("all.jsonl").current_dir(dir);
    if let Some(models) = models {
        cmd.arg(models);
    }
    let run = run_within(cmd, "check.py", std::time::Duration::from_secs(300));
    run.code(0);
    run.stdout()
}

#[test]
fn the_corpus_reads_back_through_duckdb_row_for_row() {
    if !python_ready() {
        return;
    }
    let dir = tempdir();
    let root = repo();
    let corpus = root.join("testdata/corpus/foam");
    let models = root.join("testdata/models/foam-models.json");
    let out = export_and_check(dir.path(), &[corpus.to_str().unwrap()], Some(&models));
    eprintln!("{out}");
    // Both ways of comparing are exercised: objects whole in their columns, and objects kept
    // in the json column.
    let numbers: Vec<u64> = out
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|s| s.parse().ok())
        .collect();
    let [daos, rows, whole, by_json] = numbers[..] else {
        panic!("{out}")
    };
    assert!(daos > 100 && rows > 10_000, "{out}");
    assert!(whole > 10_000 && by_json > 100, "{out}");
}

#[test]
fn a_generated_journal_reads_back_through_duckdb_row_for_row() {
    if !python_ready() {
        return;
    }
    let dir = tempdir();
    folio_in(
        dir.path(),
        &[
            "gen",
            "--entries",
            "3000",
            "--mix",
            "mixed",
            "-o",
            "benchmark.jrl",
        ],
    )
    .code(0);
    let models = dir.path().join("benchmark.models.json");
    let out = export_and_check(dir.path(), &["benchmark.jrl"], Some(&models));
    assert!(out.contains("1 DAOs"), "{out}");
    // Every object is a BenchmarkModel: all compared column by column.
    assert!(
        out.contains("whole in their columns, 0 by the json column"),
        "{out}"
    );
}

/// Without a registry every DAO is generic: `class`, a column per key typed by what its values
/// agree on (`n` holds objects: JSON text), and `json` for nothing (every row is whole).
#[test]
fn generic_daos_read_back_through_key_columns() {
    if !python_ready() {
        return;
    }
    let dir = tempdir();
    write(
        dir.path(),
        "j/things.jrl",
        "p({id:1,a:\"x\\u00e9\",n:{b:[1,2]}})\np({id:2,class:\"k.T\",d:1.5})\nr({id:9})\n",
    );
    let out = export_and_check(dir.path(), &["j"], None);
    assert!(
        out.contains("2 whole in their columns, 0 by the json column"),
        "{out}"
    );
}
