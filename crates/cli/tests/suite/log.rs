//! `folio log`: the history of one object, through the real binary (docs/cli.md, `folio log`).

use crate::common;

use common::*;
use serde_json::Value;
use std::path::Path;

/// A journal of DAO `people` with every kind of step on id 1: a put, a class-less merge that
/// sets two properties, a bad entry on that id, a remove, a re-put written over several lines,
/// and a create over it; and entries on id 2, which its log leaves out.
const PEOPLE: &str = r#"// people
p({"class":"demo.Person","id":1,"name":"Ann"})
p({"class":"demo.Person","id":2,"name":"Bob"})
p({"id":1,"age":30,"city":"Oslo"})
p({"id":1,"age":"thirty})
r({"class":"demo.Person","id":1})
p({
"class":"demo.Person","id":1,
"name":"Ann again"
})
p({"id":2,"age":41})
c({"class":"demo.Person","id":1,"name":"Cy"})
"#;

/// The text `folio log` prints for id 1 of [`PEOPLE`], the file named `file`.
fn people_text(file: &str) -> String {
    [
        r#"FILE:2: p inserted {"class":"demo.Person","id":1,"name":"Ann"}"#,
        r#"    {"class":"demo.Person","id":1,"name":"Ann"}"#,
        r#"FILE:4: p merged {"class":"demo.Person","id":1,"age":30,"city":"Oslo"}"#,
        r#"    {"class":"demo.Person","id":1,"name":"Ann","age":30,"city":"Oslo"}"#,
        r#"FILE:6: r removed {"class":"demo.Person","id":1}"#,
        r#"    absent"#,
        r#"FILE:7: p inserted {"class":"demo.Person","id":1,"name":"Ann again"}"#,
        r#"    {"class":"demo.Person","id":1,"name":"Ann again"}"#,
        r#"FILE:12: c replaced {"class":"demo.Person","id":1,"name":"Cy"}"#,
        r#"    {"class":"demo.Person","id":1,"name":"Cy"}"#,
        "",
    ]
    .join("\n")
    .replace("FILE", file)
}

/// The handcrafted journal, plain and compressed, by every id form: the exact lines, the exact
/// JSON document, and exit 1 for an id no entry touched.
#[test]
fn log_of_a_handcrafted_journal() {
    let dir = tempdir();
    write(dir.path(), "plain/people.jrl", PEOPLE);
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    std::io::Write::write_all(&mut gz, PEOPLE.as_bytes()).unwrap();
    write(dir.path(), "gz/people.jrl.gz", gz.finish().unwrap());
    write(
        dir.path(),
        "zst/people.jrl.zst",
        zstd::encode_all(PEOPLE.as_bytes(), 3).unwrap(),
    );
    for (path, file) in [
        ("plain", "plain/people.jrl"),
        ("gz", "gz/people.jrl.gz"),
        ("zst", "zst/people.jrl.zst"),
    ] {
        let run = folio_in(dir.path(), &["log", path, "--dao", "people", "--id", "1"]);
        run.code(0);
        assert_eq!(run.stdout(), people_text(file), "{path}");
        assert!(
            run.stderr
                .contains("DAO `people` has 1 bad entries, which applied nothing"),
            "{}",
            run.stderr
        );
    }

    let run = folio_in(
        dir.path(),
        &["log", "plain", "--dao", "people", "--id", "1", "--json"],
    );
    run.code(0);
    let want = r#"{"dao":"people","id":1,"steps":[
{"file":"plain/people.jrl","line":2,"end_line":2,"op":"p","applied":"inserted","entry":{"class":"demo.Person","id":1,"name":"Ann"},"after":{"class":"demo.Person","id":1,"name":"Ann"}},
{"file":"plain/people.jrl","line":4,"end_line":4,"op":"p","applied":"merged","entry":{"class":"demo.Person","id":1,"age":30,"city":"Oslo"},"after":{"class":"demo.Person","id":1,"name":"Ann","age":30,"city":"Oslo"}},
{"file":"plain/people.jrl","line":6,"end_line":6,"op":"r","applied":"removed","entry":{"class":"demo.Person","id":1},"after":null},
{"file":"plain/people.jrl","line":7,"end_line":10,"op":"p","applied":"inserted","entry":{"class":"demo.Person","id":1,"name":"Ann again"},"after":{"class":"demo.Person","id":1,"name":"Ann again"}},
{"file":"plain/people.jrl","line":12,"end_line":12,"op":"c","applied":"replaced","entry":{"class":"demo.Person","id":1,"name":"Cy"},"after":{"class":"demo.Person","id":1,"name":"Cy"}}
],"bad_entries":1}
"#
    .replace("\n{", "{")
    .replace("\n]", "]");
    assert_eq!(run.stdout(), want);

    // The id is typed as `get` types it: `"1"` is another id than 1 in a generic DAO.
    for id in ["3", "\"1\""] {
        let run = folio_in(dir.path(), &["log", "plain", "--dao", "people", "--id", id]);
        run.code(1);
        assert_eq!(run.stdout(), "", "{id}");
        // One line says so: silence read as a hang or a crash.
        assert_eq!(
            run.stderr.lines().next(),
            Some(format!("folio log: no entry of DAO `people` touched id {id}").as_str()),
        );
        let run = folio_in(
            dir.path(),
            &["log", "plain", "--dao", "people", "--id", id, "--json"],
        );
        run.code(1);
        assert_eq!(run.json()["steps"], serde_json::json!([]), "{id}");
    }
    let two = folio_in(
        dir.path(),
        &["log", "plain", "--dao", "people", "--id", "2"],
    );
    two.code(0);
    assert_eq!(
        two.stdout().lines().filter(|l| !l.starts_with(' ')).count(),
        2,
        "{}",
        two.stdout()
    );
}

/// Usage and I/O errors exit 2 with one line, as for `get`.
#[test]
fn log_refuses_what_get_refuses() {
    let dir = tempdir();
    write(dir.path(), "people.jrl", PEOPLE);
    let unknown = folio_in(dir.path(), &["log", ".", "--dao", "nobody", "--id", "1"]);
    assert!(unknown.one_line_error().contains("nobody"));
    let missing = folio_in(
        dir.path(),
        &["log", "nowhere", "--dao", "people", "--id", "1"],
    );
    assert!(missing.one_line_error().contains("nowhere"));
    let no_dao = folio_in(dir.path(), &["log", ".", "--id", "1"]);
    assert_eq!(no_dao.code, Some(2));
}

/// In the examples, typed by their registry, the id is typed as `get` types it: the last state
/// the log shows is the object `get` prints, and an id `get` refuses, `log` refuses in the
/// same words.
#[test]
fn log_types_the_id_as_get_does() {
    let log = folio(&["log", "--dao", "users", "--id", "1"]);
    log.code(0);
    let get = folio(&["get", "--dao", "users", "--id", "1"]);
    get.code(0);
    let text = log.stdout();
    let last = text.lines().last().unwrap();
    assert_eq!(last.trim_start(), get.stdout().trim_end());
    assert!(text.contains(" p merged "), "{text}");
    let refused = folio(&["log", "--dao", "users", "--id", "\"1\""]);
    let by_get = folio(&["get", "--dao", "users", "--id", "\"1\""]);
    assert_eq!(refused.one_line_error(), by_get.one_line_error());
}

/// `folio log` on the corpus agrees with a replay cut at each entry: for objects with several
/// entries (merges, a remove) and one written over several lines, generic and typed by the corpus registry, the state the log
/// reports after each step is exactly what `folio get` finds in the file cut after that
/// entry's last line, and "not found" after a remove.
#[test]
fn log_agrees_with_a_replay_cut_at_each_entry() {
    let corpus = repo().join("testdata/corpus/foam");
    let registry = repo().join("testdata/models/foam-models.json");
    let cases = [
        ("foam3-2026/src/tests.jrl", "tests", "FoldAndReduceTest"),
        (
            "foam3-history/deployment/goldman/accounts.jrl",
            "accounts",
            "6",
        ),
        // A multi-line entry, unquoted keys and single-quoted strings.
        (
            "foam3-2024/src/foam/util/strategyReferences.jrl",
            "strategyReferences",
            "RemoveFluentSpec",
        ),
    ];
    let (mut merges, mut removes, mut multi_line) = (0, 0, 0);
    for (file, dao, id) in cases {
        let path = corpus.join(file);
        let text = std::fs::read(&path).unwrap();
        for models in [None, Some(registry.as_path())] {
            let mut args = vec!["log", s(&path), "--dao", dao, "--id", id, "--json"];
            if let Some(m) = models {
                args.extend(["--models", s(m)]);
            }
            let log = folio(&args);
            log.code(0);
            let doc = log.json();
            let steps = doc["steps"].as_array().unwrap();
            assert!(!steps.is_empty(), "{file} {id}");
            for step in steps {
                merges += usize::from(step["applied"] == "merged");
                removes += usize::from(step["op"] == "r");
                let end = step["end_line"].as_u64().unwrap() as usize;
                multi_line += usize::from(step["line"].as_u64().unwrap() < end as u64);
                let after = get_in_prefix(&text, end, &path, dao, id, models);
                assert_eq!(
                    after, step["after"],
                    "{file} --id {id} after line {end}, models {models:?}"
                );
            }
        }
    }
    assert!(
        merges > 0 && removes > 0 && multi_line > 0,
        "{merges} merges, {removes} removes, {multi_line} multi-line entries"
    );
}

/// What `folio get` finds for `id` in the first `lines` lines of `path`'s `text`, under the
/// same file name in a folder of its own: the object, or null when it finds none (exit 1).
fn get_in_prefix(
    text: &[u8],
    lines: usize,
    path: &Path,
    dao: &str,
    id: &str,
    models: Option<&Path>,
) -> Value {
    let end = text
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(lines - 1)
        .map_or(text.len(), |(i, _)| i + 1);
    let dir = tempdir();
    let name = path.file_name().unwrap().to_str().unwrap();
    write(dir.path(), name, &text[..end]);
    let mut args = vec!["get", s(dir.path()), "--dao", dao, "--id", id, "--json"];
    if let Some(m) = models {
        args.extend(["--models", s(m)]);
    }
    let get = folio(&args);
    let found = get.json()["object"].clone();
    get.code(if found.is_null() { 1 } else { 0 });
    found
}
