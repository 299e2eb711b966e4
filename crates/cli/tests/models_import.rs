//! `folio models import` as a user runs it (docs/cli.md, "folio models import"): FOAM's 2026
//! model sources (`testdata/foam-src/`) to a registry, and that registry typing the corpus's
//! 2026 journals as the shipped registry does; output files, `--strict`, `--json` and bad
//! arguments.

mod common;

use common::*;
use std::path::Path;

/// README's two commands: import, then replay typed. On the 2026 journals of the corpus the
/// imported registry keeps every object apart (generic replay collapses 2,857 entries onto 12
/// objects) and makes the same objects as the shipped registry.
#[test]
fn from_sources_to_a_typed_replay() {
    let dir = tempdir();
    let models = dir.path().join("models.json");
    let src = repo().join("testdata/foam-src/src");
    let run = folio(&["models", "import", s(&src), "-o", s(&models)]);
    run.code(0);
    assert!(run.stdout.is_empty(), "the registry went to the file");
    assert!(
        run.stderr.lines().last().unwrap().starts_with(
            "folio models import: 2783 files, 3653 definitions -> 3173 models, 92 enums, 22 warning(s) -> "
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("folio: 2 more warning(s); -v lists them all"),
        "{}",
        run.stderr
    );

    let journals = repo().join("testdata/corpus/foam/foam3-2026");
    let total = |models: Option<&Path>| {
        let mut args = vec![s(&journals)];
        if let Some(m) = models {
            args.extend(["--models", s(m)]);
        }
        replay_json(dir.path(), &args)["total"].clone()
    };
    let imported = total(Some(&models));
    let shipped = total(Some(&repo().join("testdata/models/foam-models.json")));
    let generic = total(None);
    assert_eq!(counter(&generic, "collapsed"), 2857);
    assert_eq!(counter(&imported, "collapsed"), 0);
    assert_eq!(counter(&imported, "objects"), counter(&shipped, "objects"));
    assert_eq!(counter(&imported, "objects"), 4541);
    assert_eq!(counter(&imported, "failed"), counter(&shipped, "failed"));
}

/// Standard output gets the same bytes as `-o`; an existing file is refused without `--force`.
#[test]
fn output_like_every_command() {
    let dir = tempdir();
    let src = write(
        dir.path(),
        "src/x/A.js",
        "foam.CLASS({ package: 'x', name: 'A', properties: [ 'a' ] });",
    );
    let to_stdout = folio(&["models", "import", s(&src)]);
    to_stdout.code(0);
    let file = dir.path().join("m.json");
    folio(&["models", "import", s(&src), "-o", s(&file)]).code(0);
    assert_eq!(std::fs::read(&file).unwrap(), to_stdout.stdout);
    let doc: serde_json::Value = serde_json::from_slice(&to_stdout.stdout).unwrap();
    assert_eq!(doc["models"][0]["class"], "x.A");
    assert_eq!(doc["models"][0]["source"], "A.js:1");

    let again = folio(&["models", "import", s(&src), "-o", s(&file)]);
    let message = again.one_line_error();
    assert_eq!(
        message,
        format!(
            "folio: {}: exists; give --force to replace it",
            file.display()
        )
    );
    folio(&["models", "import", s(&src), "-o", s(&file), "--force"]).code(0);
}

/// `--strict`: a warning writes nothing and exits 1; `--json` is the summary, and needs `-o`.
#[test]
fn strict_and_json() {
    let dir = tempdir();
    let src = write(
        dir.path(),
        "src/a.js",
        "foam.CLASS({ package: 'x', name: 'A', extends: 'x.Gone' });\nfoam.CLASS({ name: '' });",
    );
    let file = dir.path().join("m.json");
    let strict = folio(&["models", "import", s(&src), "-o", s(&file), "--strict"]);
    strict.code(1);
    assert!(!file.exists(), "--strict wrote nothing");
    assert!(
        strict.stderr.contains(&format!(
            "folio: warning: {}:1: x.A extends x.Gone, which is not defined; its inherited properties are missing",
            src.display()
        )),
        "{}",
        strict.stderr
    );
    assert!(strict
        .stderr
        .contains("--strict: 2 warning(s); no registry written"));

    let json = folio(&["models", "import", s(&src), "-o", s(&file), "--json"]);
    json.code(0);
    let summary = json.json();
    assert_eq!(summary["models"], 1);
    assert_eq!(summary["files"], 1);
    assert_eq!(summary["warnings"].as_array().unwrap().len(), 2);
    assert_eq!(summary["warnings"][1]["line"], 2);
    assert!(json.stderr.is_empty(), "{}", json.stderr);

    let needs_file = folio(&["models", "import", s(&src), "--json"]);
    assert!(needs_file.one_line_error().contains("needs -o FILE"));
}

/// A SRC that does not exist is a usage error naming it.
#[test]
fn a_missing_tree() {
    let dir = tempdir();
    let gone = dir.path().join("nowhere");
    let run = folio(&["models", "import", s(&gone)]);
    let message = run.one_line_error();
    assert!(
        message.starts_with(&format!("folio: models import: {}: ", gone.display())),
        "{message}"
    );
}
