//! What `folio serve` does to the files it is given: it needs a PATH (the shipped examples only
//! with `--examples`, and read-only, since they live in a temporary copy); `--read-only`
//! creates and locks nothing and refuses every write; a writable server creates a DAO's live
//! journal and lock only at the DAO's first write, also on a directory that holds only a
//! registry.

use crate::common;

use common::strace_works;
use serde_json::Value;
use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};

const MODELS: &str = r#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"}, {"name": "name", "type": "String"}]}],
  "daos": {"users": "x.User", "teams": "x.User"}
}"#;

fn frame(body: &str) -> Vec<u8> {
    let mut out = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    out.extend_from_slice(body.as_bytes());
    out
}

/// Runs `folio serve ARGS --stdio` with `requests` on its input; returns the exit code and the
/// answers.
fn serve(args: &[&str], requests: &[&str]) -> (Option<i32>, Vec<Value>, String) {
    serve_under(&[], args, requests)
}

/// [`serve`] run as the last argument of `prefix` (e.g. under `strace`).
fn serve_under(
    prefix: &[&str],
    args: &[&str],
    requests: &[&str],
) -> (Option<i32>, Vec<Value>, String) {
    let mut command = match prefix.split_first() {
        Some((program, rest)) => {
            let mut c = Command::new(program);
            c.args(rest).arg(env!("CARGO_BIN_EXE_folio"));
            c
        }
        None => Command::new(env!("CARGO_BIN_EXE_folio")),
    };
    let mut child = command
        .arg("serve")
        .args(args)
        .arg("--stdio")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for r in requests {
        stdin.write_all(&frame(r)).unwrap();
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let answers = folio_rpc::read_frames(BufReader::new(&out.stdout[..]), usize::MAX)
        .unwrap()
        .into_iter()
        .map(|f| match f {
            folio_rpc::Frame::Message(body) => serde_json::from_slice(&body).unwrap(),
            other => panic!("unexpected frame {other:?}"),
        })
        .collect();
    (
        out.status.code(),
        answers,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

const CREATE: &str = r#"{"jsonrpc":"2.0","method":"create","params":{"dao":"users","object":{"id":7,"name":"Eve"}},"id":1}"#;

#[test]
fn serve_needs_a_path_and_serves_the_examples_only_read_only() {
    let (code, _, stderr) = serve(&[], &[]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("PATHS"), "{stderr}");
    let daos = r#"{"jsonrpc":"2.0","method":"daos","params":{},"id":2}"#;
    let create = r#"{"jsonrpc":"2.0","method":"create","params":{"dao":"regions","object":{"code":"X"}},"id":1}"#;
    let (code, answers, stderr) = serve(&["--examples"], &[create, daos]);
    assert_eq!(code, Some(0), "{stderr}");
    let error = &answers[0]["error"];
    assert_eq!(error["data"]["kind"], "read_only", "{answers:?}");
    assert!(
        answers[1]["result"]
            .as_array()
            .is_some_and(|a| !a.is_empty()),
        "{answers:?}"
    );
}

#[test]
fn read_only_creates_nothing_and_refuses_writes() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("models.json"), MODELS).unwrap();
    std::fs::write(dir.path().join("users"), "c({id:1,name:\"Ann\"})\n").unwrap();
    let before = names(dir.path());
    let d = dir.path().to_str().unwrap();
    let models = dir.path().join("models.json");
    let find = r#"{"jsonrpc":"2.0","method":"find","params":["users",1],"id":2}"#;
    let (code, answers, stderr) = serve(
        &[d, "--models", models.to_str().unwrap(), "--read-only"],
        &[CREATE, find],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        answers[0]["error"]["data"]["kind"], "read_only",
        "{answers:?}"
    );
    assert_eq!(answers[1]["result"]["name"], "Ann", "{answers:?}");
    assert_eq!(names(dir.path()), before, "no lock, no journal");
}

#[test]
fn a_registry_alone_serves_and_files_appear_at_the_first_write() {
    let dir = tempfile::tempdir().unwrap();
    let models = dir.path().join("models.json");
    std::fs::write(&models, MODELS).unwrap();
    // A shipped journal of another DAO: serving it creates no `apps` or `apps.lock`.
    std::fs::write(dir.path().join("apps.jrl"), "c({id:1})\n").unwrap();
    let d = dir.path().to_str().unwrap();
    let m = models.to_str().unwrap();
    let (code, answers, stderr) = serve(&[d, "--models", m], &[]);
    assert_eq!((code, answers.len()), (Some(0), 0), "{stderr}");
    assert_eq!(names(dir.path()), ["apps.jrl", "models.json"]);

    // With only the registry (no journal at all) the server starts, and a write creates the
    // DAO's journal and lock, and nothing for the DAO never written.
    std::fs::remove_file(dir.path().join("apps.jrl")).unwrap();
    let (code, answers, stderr) = serve(&[d, "--models", m], &[CREATE]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(answers[0]["result"]["applied"], "inserted", "{answers:?}");
    assert_eq!(names(dir.path()), ["models.json", "users", "users.lock"]);
    let export = Command::new(env!("CARGO_BIN_EXE_folio"))
        .args(["export", d, "--models", m])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&export.stdout),
        "{\"class\":\"x.User\",\"id\":7,\"name\":\"Eve\"}\n"
    );
}

/// A real EIO from `fdatasync`, injected by strace into a running server: the client is told
/// the write failed, no later read sees it, the DAO refuses writes and says so in `stats`,
/// and a restart shows the durable state (the journal was cut back to it).
#[test]
fn a_real_fsync_failure_is_never_seen_and_the_dao_turns_read_only() {
    if !strace_works() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let models = dir.path().join("models.json");
    std::fs::write(&models, MODELS).unwrap();
    let (d, m) = (dir.path().to_str().unwrap(), models.to_str().unwrap());
    let create = |id: u32| {
        format!(
            r#"{{"jsonrpc":"2.0","method":"create","params":{{"dao":"users","object":{{"id":{id},"name":"n{id}"}}}},"id":{id}}}"#
        )
    };
    let find = |id: u32, rpc: u32| {
        format!(r#"{{"jsonrpc":"2.0","method":"find","params":["users",{id}],"id":{rpc}}}"#)
    };
    let stats = r#"{"jsonrpc":"2.0","method":"stats","params":{},"id":99}"#;
    // fdatasync 1: the new journal at its writer's open; 2: the first write; 3: the second.
    // A read between the writes makes each wait for its own fsync (pipelined writes on one
    // connection share one: docs/rpc.md).
    let strace = [
        "strace",
        "-qq",
        "-f",
        "-o",
        "/dev/null",
        "-e",
        "trace=fdatasync",
        "-e",
        "inject=fdatasync:error=EIO:when=3",
    ];
    let requests = [
        create(1),
        find(1, 11),
        create(2),
        find(2, 10),
        create(3),
        stats.to_owned(),
    ];
    let requests: Vec<&str> = requests.iter().map(String::as_str).collect();
    let (_code, answers, stderr) = serve_under(&strace, &[d, "--models", m], &requests);
    let by_id = |id: u64| {
        answers
            .iter()
            .find(|a| a["id"] == id)
            .unwrap_or_else(|| panic!("no answer {id}: {answers:?} {stderr}"))
    };
    assert_eq!(by_id(1)["result"]["applied"], "inserted", "{answers:?}");
    let failed = &by_id(2)["error"];
    assert_eq!(failed["data"]["kind"], "write_failed", "{answers:?}");
    assert!(
        failed["message"].as_str().unwrap().contains("not applied"),
        "{failed}"
    );
    assert_eq!(
        by_id(10)["result"],
        Value::Null,
        "the failed write was seen"
    );
    assert_eq!(by_id(11)["result"]["name"], "n1");
    assert_eq!(by_id(3)["error"]["data"]["kind"], "write_failed");
    assert_eq!(
        by_id(99)["result"]["writes"]["read_only_daos"],
        serde_json::json!(["users"]),
        "{answers:?}"
    );
    // A restart: the durable state, without the write whose fsync failed.
    let (code, answers, stderr) = serve(&[d, "--models", m], &[&find(2, 1), &find(1, 2)]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(answers[0]["result"], Value::Null, "{answers:?}");
    assert_eq!(answers[1]["result"]["name"], "n1", "{answers:?}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("users")).unwrap(),
        "c({id:1,name:\"n1\"})\n"
    );
}

/// A DAO whose replay collapsed ids (here: objects keyed by `code`, read without the registry
/// that says so, all land on one missing `id`) takes no writes: a write would be rendered
/// against the merged object and make the collapse permanent. With the registry it takes them.
#[test]
fn a_dao_whose_ids_collapsed_takes_no_writes() {
    let dir = tempfile::tempdir().unwrap();
    let journal = "p({class:\"demo.Region\",code:\"A\",name:\"a\"})\n\
                   p({class:\"demo.Region\",code:\"B\",name:\"b\"})\n\
                   p({class:\"demo.Region\",code:\"C\",name:\"c\"})\n";
    std::fs::write(dir.path().join("regions"), journal).unwrap();
    let d = dir.path().to_str().unwrap();
    let put = r#"{"jsonrpc":"2.0","method":"put","params":{"dao":"regions","object":{"class":"demo.Region","code":"D","name":"d"}},"id":1}"#;
    let (code, answers, stderr) = serve(&[d], &[put]);
    assert_eq!(code, Some(0), "{stderr}");
    let error = &answers[0]["error"];
    assert_eq!(error["data"]["kind"], "read_only", "{answers:?}");
    assert!(
        error["message"].as_str().unwrap().contains("collapsed"),
        "{error}"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("regions")).unwrap(),
        journal,
        "nothing written"
    );
    let models = dir.path().join("models.json");
    std::fs::write(
        &models,
        r#"{"models":[{"class":"demo.Region","ids":["code"],"properties":[
            {"name":"code","type":"String"},{"name":"name","type":"String"}]}]}"#,
    )
    .unwrap();
    let (code, answers, stderr) = serve(&[d, "--models", models.to_str().unwrap()], &[put]);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(answers[0]["result"]["applied"], "inserted", "{answers:?}");
}
