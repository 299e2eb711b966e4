//! `folio-bench exec`, which `bench/run.sh` runs every variant through: the child's own JSON
//! line comes back with the time from spawning it to its exit (`process_wall_s`) added and its
//! own fields kept; `--process-only` makes the line for a program that prints none
//! (`folio_cli`); a failing child's exit code is passed on with no line made up.

use serde_json::Value;
use std::process::{Command, Output};

fn exec(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_folio-bench"))
        .arg("exec")
        .args(args)
        .output()
        .unwrap()
}

fn line(out: &Output) -> Value {
    let stdout = String::from_utf8(out.stdout.clone()).unwrap();
    serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("{e}: {stdout:?}"))
}

#[test]
fn adds_the_whole_process_time_and_keeps_the_childs_fields() {
    let out = exec(&[
        "--",
        "sh",
        "-c",
        r#"echo noise; echo '{"variant":"typed","entries":3,"wall_s":0.001,"peak_rss_kb":7,"others_cpu_s":0.5}'; sleep 0.3"#,
    ]);
    assert!(out.status.success());
    let v = line(&out);
    assert_eq!(v["variant"], "typed");
    assert_eq!(v["entries"], 3);
    assert_eq!(v["wall_s"], 0.001, "the in-process time is the child's");
    assert_eq!(v["peak_rss_kb"], 7, "the child's own peak is kept");
    assert_eq!(v["others_cpu_s"], 0.5, "the child's own reading is kept");
    assert_eq!(v.get("others_span_s"), None);
    let process = v["process_wall_s"].as_f64().unwrap();
    assert!((0.3..10.0).contains(&process), "spawn to exit: {process}");
}

#[test]
fn measures_a_child_that_reports_nothing_of_its_own() {
    let out = exec(&[
        "--",
        "sh",
        "-c",
        r#"echo '{"variant":"jackson_tuned","entries":3,"wall_s":0.002}'"#,
    ]);
    assert!(out.status.success());
    let v = line(&out);
    assert!(v["process_wall_s"].as_f64().unwrap() > 0.0);
    assert!(
        v["peak_rss_kb"].as_u64().unwrap() > 0,
        "getrusage of the child"
    );
    if cfg!(target_os = "linux") {
        assert_eq!(
            v["others_span_s"].as_f64(),
            Some((v["process_wall_s"].as_f64().unwrap() * 1e3).round() / 1e3)
        );
    }
}

#[test]
fn process_only_prints_the_line_for_a_program_without_one() {
    let out = exec(&[
        "--process-only",
        "folio_cli",
        "--",
        "sh",
        "-c",
        "echo 'DAO  entries'; sleep 0.2",
    ]);
    assert!(out.status.success());
    let v = line(&out);
    assert_eq!(v["variant"], "folio_cli");
    assert!(v["process_wall_s"].as_f64().unwrap() >= 0.2);
    assert_eq!(v.get("entries"), None);
    assert_eq!(v.get("wall_s"), None);
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(
        stderr.contains("DAO  entries"),
        "its output goes to stderr: {stderr:?}"
    );
}

#[test]
fn a_failing_child_gives_its_exit_code_and_no_line() {
    let out = exec(&[
        "--process-only",
        "folio_cli",
        "--",
        "sh",
        "-c",
        "echo 'folio: cannot read' >&2; exit 3",
    ]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        out.stdout.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&out.stdout)
    );
}
