//! `folio shell` as a user runs it from a script: the real binary, piped standard input,
//! against a real `folio serve` (TCP on a free loopback port, or spawned over stdio) on a temp
//! copy of a small journal. The exact tables, JSON lines, error lines and exit codes.

use crate::common;

use common::*;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;

const MODELS: &str = r#"{
  "models": [{"class": "x.User", "ids": ["id"], "properties": [
    {"name": "id", "type": "Long"},
    {"name": "name", "type": "String"},
    {"name": "status", "type": "Enum", "of": "x.Status"},
    {"name": "score", "type": "Double"}]}],
  "enums": [{"class": "x.Status", "values": ["NEW", "ACTIVE", "GONE"]}],
  "daos": {"users": "x.User"}
}"#;

/// A directory with `models.json` and a `users` journal of three users (1 and 3 ACTIVE).
fn journals() -> tempfile::TempDir {
    let dir = tempdir();
    write(dir.path(), "models.json", MODELS);
    write(
        dir.path(),
        "users.jrl",
        "p({id:1,name:\"Ann\",status:\"ACTIVE\",score:2.5})\n\
         p({id:2,name:\"Bob\",status:0})\n\
         p({id:3,name:\"Cy Young\",status:1,score:10})\n",
    );
    dir
}

/// Runs `folio shell ARGS` with `input` on its standard input (a pipe, not a terminal).
fn shell(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(folio_bin())
        .arg("shell")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input.as_bytes()).unwrap();
    drop(stdin);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || tx.send(child.wait_with_output()));
    let output = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("folio shell still running after 60 s: a hang is a bug")
        .unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "shell panicked: {stderr}");
    Run {
        what: format!("folio shell {}", args.join(" ")),
        code: output.status.code(),
        stdout: output.stdout,
        stderr,
    }
}

/// On a terminal, lines that arrive together (typed ahead, or pasted with or without bracketed
/// paste) each run, in order: a pseudo-terminal (`tests/shell/pty_lines.py`, Python's `pty`)
/// writes three lines at once.
#[test]
fn lines_sent_together_to_a_terminal_each_run() {
    let dir = journals();
    let server = Server::start(dir.path(), &[]);
    for mode in ["typed", "bracketed"] {
        let mut cmd = Command::new("python3");
        cmd.arg(repo().join("crates/cli/tests/shell/pty_lines.py"))
            .arg(folio_bin())
            .arg(&server.addr)
            .arg(mode);
        let run = run_within(cmd, "pty_lines.py", Duration::from_secs(90));
        run.code(0);
        let screen = run.stdout();
        // The answers in order, each on a line of its own: the count, Bob's record (table
        // mode: a line with his name), the count of one.
        let lines: Vec<&str> = screen
            .split('\n')
            .map(|l| l.trim_matches(['\r', ' ']))
            .collect();
        let at = |from: usize, want: &dyn Fn(&str) -> bool| {
            lines[from..].iter().position(|l| want(l)).map(|i| from + i)
        };
        let count = at(0, &|l| l == "3");
        let bob = count.and_then(|c| at(c, &|l| l.contains("Bob")));
        let one = bob.and_then(|b| at(b, &|l| l == "1"));
        assert!(
            one.is_some(),
            "{mode}: not every line ran in order:\n{screen}"
        );
    }
}

#[test]
fn tables_and_json_lines_over_tcp() {
    let dir = journals();
    let server = Server::start(dir.path(), &[]);
    let input = "\
daos
select users
find users 3
count users {\"status\":\"ACTIVE\"}
# writes go through too, and are read back
put users {\"id\":4,\"name\":\"Di\",\"status\":\"GONE\"}
select users {\"status\":2}
.mode json
select users {} 2
find users 9
count {\"dao\":\"users\"}
";
    let run = shell(&[&server.addr], input);
    run.code(0);
    assert_eq!(run.stderr, "");
    assert_eq!(
        run.stdout(),
        "\
name   class   objects
-----  ------  -------
users  x.User        3
class   id  name      status  score
------  --  --------  ------  -----
x.User   1  Ann            1    2.5
x.User   2  Bob            0
x.User   3  Cy Young       1   10.0
class   x.User
id      3
name    Cy Young
status  1
score   10.0
2
id        4
applied   inserted
position  29
class   id  name  status
------  --  ----  ------
x.User   4  Di         2
[{\"class\":\"x.User\",\"id\":1,\"name\":\"Ann\",\"status\":1,\"score\":2.5},{\"class\":\"x.User\",\"id\":2,\"name\":\"Bob\",\"status\":0}]
null
4
"
    );
}

/// A missing argument is named as a parameter, with no position in JSON the shell made itself.
#[test]
fn a_missing_argument_is_named_without_a_position() {
    let dir = journals();
    let server = Server::start(dir.path(), &[]);
    let run = shell(&[&server.addr], "find users\n");
    run.code(1);
    assert!(
        run.stderr.contains("missing parameter `id`"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("column"), "{}", run.stderr);
}

#[test]
fn each_failed_line_is_one_error_line_and_the_exit_code_says_so() {
    let dir = journals();
    let server = Server::start(dir.path(), &[]);
    let input = "\
frobnicate users
count nobody
select users {\"status\":}
find users {\"id\":1}
.mode csv
count users
";
    let run = shell(&["--json", &server.addr], input);
    run.code(1);
    // The lines after a failed one still run.
    assert_eq!(run.stdout(), "3\n");
    assert_eq!(
        run.stderr,
        "\
error: line 1: frobnicate: Method not found (-32601)
error: line 2: count: no DAO named `nobody` (unknown_dao)
error: line 3: column 24: bad JSON: expected value
error: line 4: find: not an id of DAO `users` (typing)
error: line 5: .mode takes table or json
"
    );
}

#[test]
fn a_token_server_refuses_a_wrong_token_at_once() {
    let dir = journals();
    let server = Server::start(dir.path(), &["--token", "s3cret"]);
    let wrong = shell(&["--token", "guess", &server.addr], "count users\n");
    let line = wrong.one_line_error();
    assert_eq!(
        line,
        format!(
            "folio: {}: wrong token: the token given is not the server's (unauthorized)",
            server.addr
        )
    );
    // Without a token, each command is refused with what to do; with it, they run.
    let none = shell(&[&server.addr], "count users\n");
    none.code(1);
    assert_eq!(
        none.stderr,
        "error: line 1: count: authenticate first: auth {\"token\": TOKEN} (unauthorized)\n"
    );
    let right = shell(&["--token", "s3cret", &server.addr], "count users\n");
    right.code(0);
    assert_eq!(right.stdout(), "3\n");
    // `auth` typed as a command works too.
    let typed = shell(
        &[&server.addr],
        "auth {\"token\":\"s3cret\"}\ncount users\n",
    );
    typed.code(0);
    assert_eq!(typed.stdout(), "true\n3\n");
}

#[test]
fn stdio_starts_serve_with_the_rest_of_the_line() {
    let dir = journals();
    let models = dir.path().join("models.json");
    for separator in [&[][..], &["--"][..]] {
        let mut args = vec!["--json", "--stdio"];
        args.extend_from_slice(separator);
        args.extend_from_slice(&[s(dir.path()), "--models", s(&models)]);
        let run = shell(&args, "count users\nfind users 2\n");
        run.code(0);
        assert_eq!(
            run.stdout(),
            "3\n{\"class\":\"x.User\",\"id\":2,\"name\":\"Bob\",\"status\":0}\n"
        );
    }
    // A serve that cannot start says why, and the shell says it ended.
    let missing = dir.path().join("missing");
    let run = shell(&["--stdio", s(&missing)], "count users\n");
    run.code(2);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines,
        [
            format!("folio: {}: no such file or directory", missing.display()).as_str(),
            "folio: folio serve --stdio (ended: exit status: 2): the server closed the connection",
        ]
    );
}

#[test]
fn no_server_is_one_line_and_exit_2() {
    // Port 1 on loopback: nothing listens there (binding it needs root, and no test does).
    let run = shell(&["1"], "daos\n");
    let line = run.one_line_error();
    assert!(
        line.starts_with("folio: 127.0.0.1:1: ") && line.contains("refused"),
        "{line}"
    );
}
