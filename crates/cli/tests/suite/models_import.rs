//! `folio models import` as a user runs it (docs/cli.md, "folio models import"): FOAM's 2026
//! model sources (`testdata/foam-src/`) to a registry, and that registry typing the corpus's
//! 2026 journals as the shipped registry does; output files, `--strict`, `--json` and bad
//! arguments.

use crate::common;

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

/// Each warning says where to look (issue 34): a class defined again names the file and line of
/// the one it replaces, a class without a package too; a property FOAM names (its property
/// class's default name) is not called nameless, nor is `class: ''` (FOAM's plain Property)
/// an unresolved class of no name; a property FOAM leaves nameless says what it had.
#[test]
fn warnings_say_where_to_look() {
    let dir = tempdir();
    let files = [
        (
            "foam/lang/core.js",
            "foam.CLASS({ package: 'foam.lang', name: 'Property' });\n\
             foam.CLASS({ package: 'foam.lang', name: 'String', extends: 'Property' });\n\
             foam.CLASS({ package: 'foam.lang', name: 'Class', extends: 'Property' });",
        ),
        (
            "foam/u2/wizard/debug/TestWizardMenu.js",
            "/**\n * @license\n */\n\n\n\nfoam.CLASS({\n  package: 'foam.u2.wizard.debug',\n  name: 'TestWizardMenu'\n});",
        ),
        (
            "foam/u2/wizard/debug/TestWizardScenarioMenu.js",
            "/**\n * @license\n */\n\n\n\nfoam.CLASS({\n  package: 'foam.u2.wizard.debug',\n  name: 'TestWizardMenu'\n});",
        ),
        ("foam/demos/u2/Demo.js", "foam.CLASS({ name: 'Person' });"),
        ("foam/demos/u2/Table.js", "\nfoam.CLASS({ name: 'Person' });"),
        (
            "foam/java/JavaType.js",
            "foam.CLASS({ package: 'foam.java', name: 'JavaType', extends: 'String',\n  properties: [ { name: 'name', value: 'javaType' } ] });",
        ),
        (
            "foam/java/refinements.js",
            "foam.CLASS({ refines: 'foam.lang.Property', properties: [ { class: 'foam.java.JavaType' } ] });",
        ),
        (
            "foam/u2/wizard/views/FlexibleWizardContentsView.js",
            "foam.CLASS({\n  package: 'foam.u2.wizard.views',\n  name: 'FlexibleWizardContentsView',\n  properties: [\n    {\n      name: 'onClose',\n      class: ''\n    }\n  ]\n});",
        ),
        (
            "foam/core/alarming/AlarmCitationView.js",
            "foam.CLASS({\n  package: 'foam.core.alarming',\n  name: 'AlarmCitationView',\n  properties: [\n    {\n      class: 'Class',\n      of: 'foam.core.alarming.Alarm'\n    }\n  ]\n});",
        ),
    ];
    for (name, text) in files {
        write(dir.path(), &format!("src/{name}"), text);
    }
    let run = folio_in(
        dir.path(),
        &["models", "import", "src", "-o", "models.json"],
    );
    run.code(0);
    let warnings: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.starts_with("folio: warning: "))
        .collect();
    assert_eq!(
        warnings,
        [
            "folio: warning: src/foam/core/alarming/AlarmCitationView.js:5: a property of class Class without a name is skipped: Class gives none by default",
            "folio: warning: src/foam/demos/u2/Table.js:2: Person is defined again; this definition replaces the one at src/foam/demos/u2/Demo.js:1",
            "folio: warning: src/foam/u2/wizard/debug/TestWizardScenarioMenu.js:7: foam.u2.wizard.debug.TestWizardMenu is defined again; this definition replaces the one at src/foam/u2/wizard/debug/TestWizardMenu.js:7",
        ],
        "{}",
        run.stderr
    );
    let doc: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("models.json")).unwrap()).unwrap();
    let property = |class: &str, name: &str| {
        let model = doc["models"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["class"] == class)
            .unwrap_or_else(|| panic!("{class} imported"));
        model["properties"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .map(|p| p["type"].as_str().unwrap().to_owned())
    };
    assert_eq!(
        property("foam.lang.Property", "javaType").as_deref(),
        Some("String")
    );
    assert_eq!(
        property("foam.u2.wizard.views.FlexibleWizardContentsView", "onClose").as_deref(),
        Some("Object")
    );
    assert_eq!(
        doc["models"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["class"] == "Person")
            .unwrap()["source"],
        "foam/demos/u2/Table.js:2"
    );
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

/// `models import` of FOAM's October 2024 model sources (the bundle the import crate's
/// `java_fidelity` test reads) through the real binary, held against the properties of FOAM's
/// compiled Java classes: the property names agree, as sets, on at least 95% of the classes
/// both hold, and the properties FOAM's Java generator leaves out or adds are as it has them.
#[test]
fn the_registry_holds_the_properties_foams_java_classes_have() {
    use std::collections::{BTreeMap, BTreeSet};
    use std::io::Read;
    let unzstd = |rel: &str| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(rel);
        let mut out = Vec::new();
        zstd::Decoder::new(std::fs::File::open(path).unwrap())
            .unwrap()
            .read_to_end(&mut out)
            .unwrap();
        out
    };
    // The bundle: per file, its path and its length on lines of their own, then its bytes.
    let dir = tempdir();
    let bytes = unzstd("testdata/foam-src-2024/src-2024.bundle.zst");
    let mut rest = &bytes[..];
    while !rest.is_empty() {
        let mut line = || {
            let end = rest.iter().position(|&b| b == b'\n').unwrap();
            let text = String::from_utf8(rest[..end].to_vec()).unwrap();
            rest = &rest[end + 1..];
            text
        };
        let (name, len) = (line(), line().parse::<usize>().unwrap());
        write(dir.path(), &name, &rest[..len]);
        rest = &rest[len..];
    }
    let out = dir.path().join("models.json");
    folio(&["models", "import", s(dir.path()), "-o", s(&out)]).code(0);
    let registry: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&out).unwrap()).unwrap();
    let ours: BTreeMap<&str, BTreeMap<&str, &str>> = registry["models"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let props = m["properties"].as_array().unwrap().iter();
            let props = props.map(|p| (p["name"].as_str().unwrap(), p["type"].as_str().unwrap()));
            (m["class"].as_str().unwrap(), props.collect())
        })
        .collect();
    let java = String::from_utf8(unzstd("testdata/foam-oracle/classinfo-2024.jsonl.zst")).unwrap();
    let (mut classes, mut agree) = (0, 0);
    for line in java.lines() {
        let class: serde_json::Value = serde_json::from_str(line).unwrap();
        let Some(props) = ours.get(class["class"].as_str().unwrap()) else {
            continue;
        };
        let theirs: BTreeSet<&str> = class["properties"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        classes += 1;
        agree += usize::from(props.keys().copied().collect::<BTreeSet<_>>() == theirs);
    }
    eprintln!("property names agree on {agree} of {classes} classes");
    assert!(classes > 1000, "{classes}");
    assert!(agree * 100 >= classes * 95, "{agree} of {classes}");
    // Through an exception base class (`javaExtends`), and a model's Java type.
    let exception = &ours["foam.box.sf.SFException"];
    assert!(
        exception.contains_key("id") && exception.contains_key("message"),
        "{exception:?}"
    );
    assert_eq!(ours["foam.dao.EasyDAO"].get("delegate"), Some(&"FObject"));
}

/// A property's constant `value` is its registry `default` (an Enum's by constant name); one
/// FOAM computes is left out, said in one line, each listed under -v and in --json.
#[test]
fn defaults_constant_or_left_out() {
    let dir = tempdir();
    let core = "foam.CLASS({ package: 'foam.lang', name: 'Property' });\n\
        foam.CLASS({ package: 'foam.lang', name: 'String', extends: 'Property' });\n\
        foam.CLASS({ package: 'foam.lang', name: 'Int', extends: 'Property' });\n\
        foam.CLASS({ package: 'foam.lang', name: 'Enum', extends: 'Property' });\n";
    write(dir.path(), "src/foam/lang/core.js", core);
    write(
        dir.path(),
        "src/x/A.js",
        "foam.ENUM({ package: 'x', name: 'Mode', values: ['OFF', 'ON'] });\n\
         foam.CLASS({ package: 'x', name: 'A', properties: [\n\
           { class: 'Int', name: 'retries', value: -3 },\n\
           { class: 'String', name: 'zone', value: 'GMT' },\n\
           { class: 'Enum', of: 'x.Mode', name: 'mode', value: x.Mode.ON },\n\
           { class: 'String', name: 'made', factory: function() { return 'x'; } },\n\
           { class: 'Int', name: 'sum', expression: function(retries) { return retries; } }\n\
         ] });",
    );
    let run = folio_in(
        dir.path(),
        &["models", "import", "src", "-o", "models.json"],
    );
    run.code(0);
    let note = "folio: 2 properties with a default FOAM computes (factory, expression, javaFactory, a value that is code): no `default` in the registry";
    assert!(
        run.stderr.contains(&format!("{note} (-v lists each)\n")),
        "{}",
        run.stderr
    );
    let doc: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("models.json")).unwrap()).unwrap();
    let model = doc["models"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["class"] == "x.A")
        .unwrap();
    let defaults: Vec<(&str, &serde_json::Value)> = model["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["name"].as_str().unwrap(), &p["default"]))
        .collect();
    assert_eq!(
        defaults,
        [
            ("retries", &serde_json::json!(-3)),
            ("zone", &serde_json::json!("GMT")),
            ("mode", &serde_json::json!("ON")),
            ("made", &serde_json::Value::Null),
            ("sum", &serde_json::Value::Null),
        ]
    );

    let verbose = folio_in(
        dir.path(),
        &[
            "models",
            "import",
            "src",
            "-o",
            "models.json",
            "--force",
            "-v",
        ],
    );
    verbose.code(0);
    assert!(
        verbose.stderr.contains(&format!(
            "{note}\nfolio:   src/x/A.js:6: x.A.made: computed by `factory`\nfolio:   src/x/A.js:7: x.A.sum: computed by `expression`\n"
        )),
        "{}",
        verbose.stderr
    );
    let json = folio_in(
        dir.path(),
        &[
            "models",
            "import",
            "src",
            "-o",
            "models.json",
            "--force",
            "--json",
        ],
    );
    json.code(0);
    let summary = json.json();
    assert_eq!(summary["warnings"].as_array().unwrap().len(), 0);
    assert_eq!(
        summary["defaults_left_out"][1]["message"],
        "src/x/A.js:7: x.A.sum: computed by `expression`"
    );
}
