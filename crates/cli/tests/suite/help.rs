//! Help, man pages and completions come from the one flag definition the parser uses
//! (docs/cli.md): what they promise, the parser does. Each through the real binary.

use crate::common;

use common::*;

/// Every command with a man page: EXIT STATUS on every page, EXAMPLES where the command has
/// examples, and `-V` only on folio's own page (a command rejects `-V`).
#[test]
fn man_pages_say_what_the_parser_does() {
    let commands = [
        "replay",
        "check",
        "export",
        "compact",
        "gen",
        "repair",
        "get",
        "log",
        "query",
        "serve",
        "shell",
        "snapshot",
        "models",
        "completions",
        "man",
    ];
    let top = folio(&["man"]);
    top.code(0);
    assert!(top.stdout().contains("\\-V"), "folio(1) lists -V");
    for command in commands {
        let page = folio(&["man", command]);
        page.code(0);
        let text = page.stdout();
        assert!(
            text.contains(".SH \"EXIT STATUS\""),
            "{command}: no EXIT STATUS"
        );
        assert!(
            !text.contains("\\-V"),
            "{command}: lists -V, which it rejects"
        );
        let help = folio(&[command, "--help"]);
        help.code(0);
        if help.stdout().contains("Examples:") {
            assert!(
                text.contains(".SH \"EXAMPLES\""),
                "{command}: examples missing"
            );
        }
        let version = folio(&[command, "-V"]);
        assert_eq!(version.code, Some(2), "{command} -V: {}", version.stderr);
    }
}

/// What is required is shown as required: `get`/`query` need `--dao`, `compact` needs PATH,
/// in the usage line, and the parser refuses their absence before any work.
#[test]
fn required_arguments_look_required() {
    for (command, usage, missing) in [
        ("get", "--dao <NAME>", vec!["get", "--id", "1"]),
        ("log", "--dao <NAME>", vec!["log", "--id", "1"]),
        ("query", "--dao <NAME>", vec!["query"]),
        ("compact", "<PATHS>...", vec!["compact", "--in-place"]),
        (
            "shell",
            "<ADDR|--stdio [<SERVE_ARGS>...]>",
            vec!["shell", "--json"],
        ),
    ] {
        let help = folio(&[command, "--help"]);
        help.code(0);
        let usage_line = help
            .stdout()
            .lines()
            .find(|l| l.starts_with("Usage:"))
            .unwrap()
            .to_owned();
        assert!(
            usage_line.contains(&format!(" {usage}")),
            "{command}: {usage_line}"
        );
        assert!(
            !usage_line.contains(&format!("[{usage}")),
            "{command}: {usage_line}"
        );
        let run = folio(&missing);
        assert_eq!(run.code, Some(2), "{command}");
        assert!(
            run.stderr.contains("required arguments were not provided"),
            "{}",
            run.stderr
        );
    }
}

/// Completion offers `--fsync`'s three policies (not file names), the same the parser takes.
#[test]
fn completions_offer_the_fsync_policies() {
    let bash = folio(&["completions", "bash"]);
    bash.code(0);
    assert!(
        bash.stdout().contains("compgen -W \"always batch never\""),
        "bash completion of --fsync"
    );
    let bad = folio(&["serve", "--stdio", "--examples", "--fsync", "sometimes"]);
    assert_eq!(bad.code, Some(2));
    assert!(
        bad.stderr
            .contains("[possible values: always, batch, never]"),
        "{}",
        bad.stderr
    );
}

/// `--json` means one JSON document on standard output wherever it is taken: `get` (the object
/// or null, exit 1 when absent), `query` (objects, or the count), `repair` (what it did per
/// DAO), and `replay`/`check` carry the warnings and skipped files a person reads on stderr.
#[test]
fn json_is_one_document_everywhere() {
    let parse = |run: &Run| -> serde_json::Value {
        serde_json::from_slice(&run.stdout).unwrap_or_else(|e| panic!("{}: {e}", run.what))
    };
    let found = folio(&["get", "--dao", "users", "--id", "1", "--json"]);
    found.code(0);
    let doc = parse(&found);
    assert_eq!(
        (doc["dao"].as_str(), doc["id"].as_i64()),
        (Some("users"), Some(1))
    );
    assert_eq!(doc["object"]["firstName"], "Ada");
    let absent = folio(&["get", "--dao", "users", "--id", "99", "--json"]);
    absent.code(1);
    assert_eq!(parse(&absent)["object"], serde_json::Value::Null);

    let some = folio(&["query", "--dao", "users", "--limit", "2", "--json"]);
    some.code(0);
    assert_eq!(parse(&some)["objects"].as_array().unwrap().len(), 2);
    let count = folio(&["query", "--dao", "users", "--count", "--json"]);
    count.code(0);
    assert_eq!(parse(&count)["count"], 3);

    let dir = tempdir();
    write(dir.path(), "x", "c({id:1})\nc({id:2");
    let repaired = folio(&["repair", dir.path().to_str().unwrap(), "--json"]);
    repaired.code(0);
    let doc = parse(&repaired);
    assert_eq!(doc["daos"][0]["name"], "x");
    assert_eq!(doc["daos"][0]["torn"]["len"], 7);
    assert!(repaired.stderr.is_empty(), "{}", repaired.stderr);

    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples");
    for command in ["replay", "check"] {
        let run = folio(&[command, examples.to_str().unwrap(), "--json"]);
        let doc = parse(&run);
        let warnings = doc["warnings"].as_array().unwrap();
        assert!(
            warnings
                .iter()
                .any(|w| w.as_str().unwrap().contains("DAO `regions`")),
            "{command}: {doc}"
        );
        let skipped = doc["skipped"].as_array().unwrap();
        assert!(
            skipped
                .iter()
                .any(|p| p.as_str().unwrap().ends_with("README.md")),
            "{command}: {doc}"
        );
    }
}
