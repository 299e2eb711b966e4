//! What `folio serve` does to the files it is given: it needs a PATH (the shipped examples only
//! with `--examples`, and read-only, since they live in a temporary copy); `--read-only`
//! creates and locks nothing and refuses every write; a writable server creates a DAO's live
//! journal and lock only at the DAO's first write, also on a directory that holds only a
//! registry.

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
    let mut child = Command::new(env!("CARGO_BIN_EXE_folio"))
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
