//! `folio export --format journal` through the real binary: the journal it writes replays to
//! the state it was written from (compared as jsonl exports) on generated journals of both
//! mixes (tests/as_a_user.rs checks the FOAM corpus and the examples); and where it may write.

use crate::common;

use common::*;
use std::path::Path;

/// jsonl export of `paths` (with `models`, if any).
fn jsonl(paths: &[&Path], models: Option<&Path>) -> Vec<u8> {
    let mut args: Vec<String> = vec!["export".into()];
    args.extend(paths.iter().map(|p| p.to_string_lossy().into_owned()));
    if let Some(m) = models {
        args.extend(["--models".into(), m.to_string_lossy().into_owned()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let run = folio(&args);
    run.code(0);
    run.stdout.clone()
}

/// replay(export --format journal (x)) == replay(x), comparing jsonl exports.
fn round_trip(input: &Path, models: Option<&Path>) {
    let out = tempdir();
    let dir = out.path().join("journals");
    let mut args = vec![
        "export".to_owned(),
        input.to_string_lossy().into_owned(),
        "--format".into(),
        "journal".into(),
        "-o".into(),
        dir.to_string_lossy().into_owned(),
    ];
    if let Some(m) = models {
        args.extend(["--models".into(), m.to_string_lossy().into_owned()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    folio(&args).code(0);
    let want = jsonl(&[input], models);
    assert!(!want.is_empty());
    let got = jsonl(&[&dir], models);
    assert!(
        got == want,
        "{}: the exported journal replays to another state ({} vs {} bytes)",
        input.display(),
        got.len(),
        want.len()
    );
    // Every line is a `c(` entry; the files are named `<dao>.jrl`.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.lines().all(|l| l.starts_with("c({")),
            "{}",
            path.display()
        );
    }
}

#[test]
fn generated_journals_of_both_mixes_round_trip() {
    let dir = tempdir();
    for mix in ["create", "mixed"] {
        let sub = dir.path().join(mix);
        std::fs::create_dir(&sub).unwrap();
        let path = sub.join("benchmark.jrl");
        let path_s = path.to_string_lossy().into_owned();
        folio(&["gen", "--entries", "20000", "--mix", mix, "-o", &path_s]).code(0);
        let models = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../crates/gen/models/benchmark-models.json");
        round_trip(&sub, Some(&models));
    }
}

#[test]
fn standard_output_takes_exactly_one_dao() {
    let dir = tempdir();
    write(dir.path(), "a.jrl", "p({id:2,x:1})\np({id:1,x:2})\n");
    write(dir.path(), "b.jrl", "c({id:1})\n");
    let d = dir.path().to_str().unwrap();
    let run = folio(&["export", d, "--format", "journal", "--dao", "a"]);
    run.code(0);
    assert_eq!(run.stdout(), "c({id:1,x:2})\nc({id:2,x:1})\n");
    let run = folio(&["export", d, "--format", "journal"]);
    let message = run.one_line_error();
    assert!(
        message.contains("--dao") && message.contains("-o DIR"),
        "{message}"
    );
}
