//! `folio models infer` as a user runs it: the real binary in a temporary folder
//! (docs/cli.md, `folio models infer`).

use std::path::Path;
use std::process::{Command, Output};

fn folio(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_folio"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Regions with no `id` key, written by a running system: class-less entries after the first,
/// an `r` entry with the class and the id only, a nested enum value.
const REGIONS: &str =
    "p({class:\"x.Region\",code:\"CA\",name:\"Canada\",state:{class:\"x.State\",ordinal:1}})
p({code:\"US\",name:\"USA\"})
p({code:\"MX\",name:\"Mexico\",pop:128})
r({class:\"x.Region\",code:\"US\"})
p({code:\"CA\",pop:39})
";

fn journals() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("data")).unwrap();
    std::fs::write(dir.path().join("data/regions.jrl"), REGIONS).unwrap();
    dir
}

#[test]
fn the_written_registry_types_the_replay() {
    let dir = journals();
    let out = folio(
        dir.path(),
        &["models", "infer", "data", "-o", "models.json"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    let summary = stderr(&out);
    assert!(
        summary.contains("folio models infer: 1 classes (4 properties, 4 typed), 1 enums; ids shown by `r` entries for 1, guessed for 0; 5 entries in 1 files of 1 DAOs (0 with no class), 0 skipped -> models.json"),
        "{summary}"
    );
    let doc: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("models.json")).unwrap()).unwrap();
    assert_eq!(doc["models"][0]["ids"], serde_json::json!(["code"]));
    assert_eq!(doc["daos"]["regions"], "x.Region");

    // Generic, the regions have no `id` and collapse onto one object; typed by the inferred
    // registry, they are the two FOAM keeps (US was removed).
    let replay = |extra: &[&str]| -> serde_json::Value {
        let mut args = vec!["replay", "data", "--json"];
        args.extend_from_slice(extra);
        let out = folio(dir.path(), &args);
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    let generic = replay(&[]);
    let typed = replay(&["--models", "models.json"]);
    assert_eq!(generic["total"]["objects"], 1);
    assert_eq!(typed["total"]["objects"], 2);
    for counter in ["failed", "type_mismatches", "unknown_keys", "collapsed"] {
        assert_eq!(typed["total"][counter], 0, "{counter}: {typed}");
    }
}

#[test]
fn an_existing_file_is_refused_without_force() {
    let dir = journals();
    std::fs::write(dir.path().join("models.json"), "mine").unwrap();
    let out = folio(
        dir.path(),
        &["models", "infer", "data", "-o", "models.json"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "folio: models.json: exists; give --force to replace it\n"
    );
    assert_eq!(
        std::fs::read(dir.path().join("models.json")).unwrap(),
        b"mine"
    );

    // Refused before any reading: the journals are not even looked for.
    let out = folio(
        dir.path(),
        &["models", "infer", "nowhere", "-o", "models.json"],
    );
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "folio: models.json: exists; give --force to replace it\n"
    );

    let out = folio(
        dir.path(),
        &["models", "infer", "data", "-o", "models.json", "--force"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.path().join("models.json")).unwrap();
    assert!(text.starts_with("{\n  \"models\": ["), "{text}");
}

#[test]
fn without_o_the_registry_goes_to_standard_output() {
    let dir = journals();
    let to_stdout = folio(dir.path(), &["models", "infer", "data"]);
    assert!(to_stdout.status.success(), "{}", stderr(&to_stdout));
    assert!(stderr(&to_stdout).ends_with("0 skipped -> standard output\n"));
    let dash = folio(dir.path(), &["models", "infer", "data", "-o", "-"]);
    let to_file = folio(dir.path(), &["models", "infer", "data", "-o", "m.json"]);
    assert!(to_file.status.success(), "{}", stderr(&to_file));
    let file = std::fs::read(dir.path().join("m.json")).unwrap();
    assert_eq!(to_stdout.stdout, file);
    assert_eq!(dash.stdout, file);
    // Nothing else was written beside the journals.
    let mut names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["data", "m.json"]);
}

#[test]
fn bad_entries_and_classless_daos_are_warned_about_and_not_fatal() {
    let dir = journals();
    let bad: String = (0..7)
        .map(|i| format!("p({{class:\"x.Region\",code:{i}x}})\n"))
        .collect();
    std::fs::write(dir.path().join("data/regions.0"), bad).unwrap();
    std::fs::write(dir.path().join("data/things.jrl"), "p({id:1})\n").unwrap();
    let out = folio(dir.path(), &["models", "infer", "data"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stderr(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "folio: warning: DAO `things`: no entry names a class, so its objects are not modelled (they replay generically, with `id` as the id)"
    );
    // The first five bad entries by file:line, then how many more (regions.0 is read after
    // regions.jrl, as the DAO's second file).
    assert!(
        lines[1].starts_with("folio: warning: data/regions.0:1: "),
        "{text}"
    );
    assert!(
        lines[5].starts_with("folio: warning: data/regions.0:5: "),
        "{text}"
    );
    assert_eq!(
        lines[6],
        "folio: warning: 2 more bad entries skipped (`folio check` lists them all)"
    );
    assert!(
        lines[7].ends_with(", 7 skipped -> standard output"),
        "{text}"
    );
    assert_eq!(lines.len(), 8, "{text}");
}

#[test]
fn no_journals_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let out = folio(dir.path(), &["models", "infer", "nowhere"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "folio: nowhere: no such file or directory\n");
    let out = folio(dir.path(), &["models", "infer"]);
    assert_eq!(out.status.code(), Some(2), "a path is required");
}

#[test]
fn help_has_examples_and_the_shared_flags() {
    let dir = tempfile::tempdir().unwrap();
    for cmd in [&["models", "--help"][..], &["models", "infer", "--help"]] {
        let out = folio(dir.path(), cmd);
        assert!(out.status.success(), "{}", stderr(&out));
        let help = String::from_utf8(out.stdout).unwrap();
        assert!(help.contains("Examples:"), "{help}");
        assert!(help.contains("folio models infer"), "{help}");
    }
    let out = folio(dir.path(), &["models", "infer", "--help"]);
    let help = String::from_utf8(out.stdout).unwrap();
    for flag in ["--output", "--force", "JOURNAL_PATH", "inferred"] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    let out = folio(dir.path(), &["man", "models"]);
    assert!(out.status.success(), "{}", stderr(&out));
}
