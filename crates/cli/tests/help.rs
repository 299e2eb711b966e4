//! Help, man pages and completions come from the one flag definition the parser uses
//! (docs/cli.md): what they promise, the parser does. Each through the real binary.

mod common;

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
        "query",
        "serve",
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
        ("query", "--dao <NAME>", vec!["query"]),
        ("compact", "<PATHS>...", vec!["compact", "--in-place"]),
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
