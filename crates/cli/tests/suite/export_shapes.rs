//! `folio export` output shapes (docs/cli.md, "folio export"): `--with-dao` JSON lines that say
//! which DAO each came from, and one DAO to one file when `-o` names a `.parquet` or `.jrl` file.

use crate::common;

use common::*;

/// Every line of the corpus's export with `--with-dao` is the plain line with `"_dao":NAME`
/// first, NAME the DAO whose objects `--dao NAME` exports; an empty object gets the member alone.
#[test]
fn with_dao_names_each_line() {
    let corpus = repo().join("testdata/corpus");
    let models = repo().join("testdata/models/foam-models.json");
    let plain = folio(&["export", s(&corpus), "--models", s(&models)]);
    plain.code(0);
    let tagged = folio(&["export", s(&corpus), "--models", s(&models), "--with-dao"]);
    tagged.code(0);
    let (plain, tagged) = (plain.stdout(), tagged.stdout());
    assert_eq!(plain.lines().count(), tagged.lines().count());
    let mut per_dao: std::collections::BTreeMap<String, usize> = Default::default();
    for (p, t) in plain.lines().zip(tagged.lines()) {
        let value: serde_json::Value = serde_json::from_str(t).expect("strict JSON");
        let dao = value["_dao"].as_str().expect("a _dao member").to_owned();
        let prefix = format!("{{\"_dao\":{},", serde_json::to_string(&dao).unwrap());
        assert!(t.starts_with(&prefix), "{t}");
        assert_eq!(format!("{{{}", &t[prefix.len()..]), p);
        *per_dao.entry(dao).or_default() += 1;
    }
    assert!(per_dao.len() > 150, "{} DAOs", per_dao.len());
    // One DAO checked against `--dao`: the same lines, in the same order.
    let one = folio(&[
        "export",
        s(&corpus),
        "--models",
        s(&models),
        "--dao",
        "regions",
    ]);
    one.code(0);
    assert_eq!(one.stdout().lines().count(), per_dao["regions"]);

    let dir = tempdir();
    let empty = write(dir.path(), "e.jrl", "c({})\n");
    let run = folio(&["export", s(&empty), "--with-dao"]);
    run.code(0);
    assert_eq!(run.stdout(), "{\"_dao\":\"e\"}\n");

    let refused = folio(&[
        "export",
        s(&empty),
        "--with-dao",
        "--format",
        "parquet",
        "-o",
        s(dir.path()),
    ]);
    assert!(refused
        .one_line_error()
        .contains("--with-dao marks JSON lines"));
}

/// `-o users.parquet` with one DAO selected writes that file (not a folder of that name);
/// with several DAOs it is refused before any work; a folder named `x.parquet` stays a folder.
#[test]
fn one_dao_to_one_file() {
    let dir = tempdir();
    let examples = repo().join("examples");
    let models = repo().join("examples/models.json");
    let file = dir.path().join("users.parquet");
    let run = folio(&[
        "export",
        s(&examples),
        "--models",
        s(&models),
        "--dao",
        "users",
        "--format",
        "parquet",
        "-o",
        s(&file),
    ]);
    run.code(0);
    let bytes = std::fs::read(&file).expect("a file");
    assert!(bytes.starts_with(b"PAR1") && bytes.ends_with(b"PAR1"));

    let journal = dir.path().join("users.jrl");
    folio(&[
        "export",
        s(&examples),
        "--models",
        s(&models),
        "--dao",
        "users",
        "--format",
        "journal",
        "-o",
        s(&journal),
    ])
    .code(0);
    let to_stdout = folio(&[
        "export",
        s(&examples),
        "--models",
        s(&models),
        "--dao",
        "users",
        "--format",
        "journal",
    ]);
    to_stdout.code(0);
    assert_eq!(std::fs::read(&journal).unwrap(), to_stdout.stdout);

    let all = dir.path().join("all.parquet");
    let refused = folio(&[
        "export",
        s(&examples),
        "--models",
        s(&models),
        "--format",
        "parquet",
        "-o",
        s(&all),
    ]);
    assert!(
        refused
            .one_line_error()
            .contains("names one file and 3 DAOs are selected"),
        "{}",
        refused.stderr
    );
    assert!(!all.exists());

    let folder = dir.path().join("out.parquet");
    std::fs::create_dir(&folder).unwrap();
    folio(&[
        "export",
        s(&examples),
        "--models",
        s(&models),
        "--format",
        "parquet",
        "-o",
        s(&folder),
    ])
    .code(0);
    assert!(folder.join("users.parquet").is_file());
}
