//! Compaction on real files: stopped after every step and sub-step of the in-place protocol,
//! the files replay to exactly the state they replayed to before (compared as jsonl exports),
//! and a compaction run again completes with the same state; `--out` trees replay to the same
//! state; a writer holding the DAO's lock makes compaction refuse.

use folio_engine::{compact_in_place, compact_to_dir, CompactError, CompactOptions, CompactStep};
use folio_gen::{generate, GenOptions, Mix};
use folio_journal::{discover, FsyncPolicy, JournalWriter, WriteError};
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::fs;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn options() -> ReplayOptions {
    ReplayOptions {
        threads: 1,
        ..ReplayOptions::default()
    }
}

/// Every DAO under `dir`, replayed: its name, then its jsonl export.
fn state(dir: &Path, registry: &Registry) -> String {
    let found = discover(&[dir.to_path_buf()]).unwrap();
    let replayed = replay(&found, registry, &options()).unwrap();
    let mut out = Vec::new();
    for d in &replayed.daos {
        out.extend_from_slice(format!("== {}\n", d.dao.name()).as_bytes());
        folio_render::export_jsonl(&d.dao, registry, &mut out).unwrap();
    }
    String::from_utf8(out).unwrap()
}

/// Asserts two states are the same, showing the first line that differs (states are long).
#[track_caller]
fn same(got: &str, want: &str, what: &str) {
    if got != want {
        let (g, w): (Vec<_>, Vec<_>) = (got.lines().collect(), want.lines().collect());
        let at = g
            .iter()
            .zip(&w)
            .position(|(a, b)| a != b)
            .unwrap_or(g.len().min(w.len()));
        let cut =
            |l: Option<&&str>| l.map_or("(none)".to_string(), |l| l.chars().take(300).collect());
        panic!(
            "{what}: the states differ at line {} of {} / {}:\n got: {}\nwant: {}",
            at + 1,
            g.len(),
            w.len(),
            cut(g.get(at)),
            cut(w.get(at))
        );
    }
}

/// The files under `dir` (relative paths) with their bytes.
fn files(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push((
                    p.strip_prefix(dir).unwrap().to_path_buf(),
                    fs::read(&p).unwrap(),
                ));
            }
        }
    }
    out.sort();
    out
}

fn copy_tree(from: &Path, to: &Path) {
    for (rel, bytes) in files(from) {
        let path = to.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }
}

/// A tree like a running application's: `X.jrl` files shipped with it, then runtime files
/// with creates, class-less merges into jrl objects, removes of jrl objects, an object
/// removed and created again, a torn last line; a DAO with only runtime files; a DAO with
/// only a jrl file; and a typed DAO from the examples (registry class fixed).
fn app_tree(dir: &Path) -> Registry {
    let w = |rel: &str, text: &str| {
        let path = dir.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    // Generic DAO `cities`: its jrl files name no class; the first class is in cities.0.
    w(
        "app/a/cities.jrl",
        "c({id:1,name:\"Graz\"})\nc({id:2,name:\"Linz\"})\nc({id:3,name:\"Wels\"})\n",
    );
    w(
        "app/b/cities.jrl",
        "// shipped\np({id:4,name:\"Enns\",pop:12})\np({id:1,pop:290000})\n",
    );
    w(
        "run/cities.0",
        "c({class:\"x.City\",id:10,name:\"Ried\"})\np({id:2,pop:210000})\nr({id:3})\n",
    );
    w(
        "run/cities.1",
        "r({id:10})\np({id:4,name:\"Enns an der Enns\"})\nc({id:10,name:\"Ried2\"})\nc({class:\"x.Town\",id:11,name:\"Steyr\"})\nc({id:13,name:\"Gone\"})\n",
    );
    w(
        "run/cities",
        "r({id:1})\nr({id:13})\np({id:2,mayor:{name:\"K\",since:2019}})\np({id:2,mayor:{since:2020}})\nc({id:12,name:\"Hall\"})\nr({id:12})\np({id:5,name:\"Lea",
    );
    // Only runtime files, in another directory.
    w(
        "run/tags.0",
        "c({class:\"x.Tag\",id:\"a\",n:1})\nc({id:\"b\",n:2})\n",
    );
    w(
        "run/tags",
        "r({id:\"a\"})\np({id:\"b\",m:3})\nc({id:\"c\"})\n",
    );
    // Only shipped.
    w("app/a/flags.jrl", "c({class:\"x.Flag\",id:1,on:true})\n");
    // Typed, from the examples: users.jrl + users, plus an older runtime file.
    fs::create_dir_all(dir.join("typed")).unwrap();
    for name in ["users.jrl", "users", "countries.jrl"] {
        fs::copy(
            repo().join("examples").join(name),
            dir.join("typed").join(name),
        )
        .unwrap();
    }
    w(
        "typed/users.0",
        "p({id:1,status:2})\nr({id:2})\nc({id:2,fn:\"Alan\",status:1})\n",
    );
    Registry::load(&repo().join("examples/models.json")).unwrap()
}

/// A generated benchmark journal (`folio gen`), split at line ends into `benchmark.jrl`,
/// `benchmark.0`, `benchmark.1` and `benchmark`.
fn gen_tree(dir: &Path, mix: Mix, entries: u64) -> Registry {
    let mut bytes = Vec::new();
    let opts = GenOptions {
        entries,
        seed: 7,
        mix,
    };
    generate(&opts, &mut bytes).unwrap();
    let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    let names = ["benchmark.jrl", "benchmark.0", "benchmark.1", "benchmark"];
    let per = lines.len().div_ceil(names.len());
    for (name, chunk) in names.iter().zip(lines.chunks(per)) {
        fs::write(dir.join(name), chunk.concat()).unwrap();
    }
    Registry::load(&repo().join("crates/gen/models/benchmark-models.json")).unwrap()
}

/// The steps of an in-place compaction of a DAO with `old` runtime files (numbered + live).
fn steps(old: usize) -> Vec<CompactStep> {
    let mut steps = vec![
        CompactStep::WriteTemp,
        CompactStep::RetireLive,
        CompactStep::Install,
    ];
    steps.extend((0..old).map(CompactStep::Delete));
    steps
}

/// Stops a compaction of a copy of `source` after each step; after each stop the files
/// replay to the state of `source`, and a compaction run again completes with that state,
/// leaving the jrl files as they were and one runtime file per compacted DAO.
/// Compaction that may drop keys the registry does not model: the generated journals carry
/// eight per entry on purpose, and the default-class case an `id` that `t.A` lacks.
fn dropping() -> CompactOptions {
    CompactOptions {
        drop_unknown: true,
        ..CompactOptions::default()
    }
}

fn stop_after_every_step(source: &Path, registry: &Registry, most_old: usize) {
    let want = state(source, registry);
    let shipped: Vec<_> = files(source)
        .into_iter()
        .filter(|(p, _)| p.extension().is_some_and(|e| e == "jrl"))
        .collect();
    for step in steps(most_old) {
        let tmp = tempfile::tempdir().unwrap();
        copy_tree(source, tmp.path());
        let paths = [tmp.path().to_path_buf()];
        let found = discover(&paths).unwrap();
        let stopped = CompactOptions {
            replay: options(),
            stop_after: Some(step),
            ..dropping()
        };
        match compact_in_place(&paths, &found, registry, &stopped) {
            Err(CompactError::Stopped { step: at, .. }) => assert_eq!(at, step),
            other => panic!("{step:?}: expected a stop, got {other:?}"),
        }
        same(
            &state(tmp.path(), registry),
            &want,
            &format!("after a stop at {step:?}"),
        );

        let found = discover(&paths).unwrap();
        let report = compact_in_place(&paths, &found, registry, &dropping())
            .unwrap_or_else(|e| panic!("{step:?}: compacting again: {e}"));
        same(
            &state(tmp.path(), registry),
            &want,
            &format!("compacted again after {step:?}"),
        );
        let now = files(tmp.path());
        for (path, bytes) in &shipped {
            assert!(
                now.contains(&(path.clone(), bytes.clone())),
                "{path:?} changed"
            );
        }
        for d in &report.daos {
            let dir = d.journal.parent().unwrap();
            let left: Vec<_> = fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().into_string().unwrap())
                .filter(|n| n == &d.name || n.starts_with(&format!("{}.", d.name)))
                .filter(|n| !n.ends_with(".jrl") && !n.ends_with(".lock") && !n.ends_with(".torn"))
                .collect();
            assert_eq!(
                left,
                std::slice::from_ref(&d.name),
                "{step:?}: runtime files of {}",
                d.name
            );
        }
    }
}

#[test]
fn stops_at_every_step_of_an_application_tree() {
    let src = tempfile::tempdir().unwrap();
    let registry = app_tree(src.path());
    stop_after_every_step(src.path(), &registry, 3);
}

#[test]
fn stops_at_every_step_of_generated_journals() {
    for mix in [Mix::Create, Mix::Mixed] {
        let src = tempfile::tempdir().unwrap();
        // The steps are the files', not the entries': 1,000 entries over four files (with
        // the mixed mix's merges and removes across them) take every one.
        let registry = gen_tree(src.path(), mix, 1000);
        stop_after_every_step(src.path(), &registry, 3);
    }
}

/// What the compacted application tree holds: the `r(` entries for jrl objects the runtime
/// files removed, `class` on every generic entry, the torn tail kept in `X.torn`.
#[test]
fn in_place_writes_creates_and_the_removes_the_jrl_files_need() {
    let tmp = tempfile::tempdir().unwrap();
    let registry = app_tree(tmp.path());
    let want = state(tmp.path(), &registry);
    let paths = [tmp.path().to_path_buf()];
    let found = discover(&paths).unwrap();
    let report = compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap();
    same(&state(tmp.path(), &registry), &want, "compacted");
    let names: Vec<_> = report.daos.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["cities", "tags", "users"]);
    assert_eq!(report.unchanged, ["countries", "flags"]);

    let cities = fs::read_to_string(tmp.path().join("run/cities")).unwrap();
    // Live: 2, 4 (jrl, merged), 10 (re-created), 11; 1 and 3 are jrl objects removed; 13 was
    // created in cities.1 and removed in cities. Generic nested maps are replaced, not merged.
    assert_eq!(
        cities,
        "c({class:\"x.City\",id:2,name:\"Linz\",pop:210000,mayor:{since:2020}})\n\
         c({class:\"x.City\",id:4,name:\"Enns an der Enns\",pop:12})\n\
         c({class:\"x.City\",id:10,name:\"Ried2\"})\n\
         c({class:\"x.Town\",id:11,name:\"Steyr\"})\n\
         r({class:\"x.City\",id:1})\n\
         r({class:\"x.City\",id:3})\n"
    );
    let torn = fs::read_to_string(tmp.path().join("run/cities.torn")).unwrap();
    assert_eq!(torn, "p({id:5,name:\"Lea\n");
    let d = &report.daos[0];
    assert_eq!((d.objects, d.removes), (4, 2));
    assert_eq!(d.replaced.len(), 3);
    // The typed DAO's class is fixed by the registry: no class written.
    let users = fs::read_to_string(tmp.path().join("typed/users")).unwrap();
    assert!(users.starts_with("c({id:1,"), "{users}");
    assert!(!users.contains("c({class"), "{users}");
}

/// The jrl files name no class and the smallest live id has another class than the DAO's
/// default: the new journal starts with an object of the default class, so the class-less
/// jrl entries keep their class.
#[test]
fn the_default_class_survives_when_only_runtime_files_name_it() {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(tmp.path().join("d.jrl"), "c({id:5,v:1})\n").unwrap();
    fs::write(
        tmp.path().join("d"),
        "c({class:\"A\",id:9})\nc({class:\"B\",id:1})\np({id:5,w:2})\n",
    )
    .unwrap();
    let registry = Registry::empty();
    let want = state(tmp.path(), &registry);
    let paths = [tmp.path().to_path_buf()];
    let found = discover(&paths).unwrap();
    compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap();
    same(&state(tmp.path(), &registry), &want, "compacted");
    let text = fs::read_to_string(tmp.path().join("d")).unwrap();
    assert!(text.starts_with("c({class:\"A\",id:5,"), "{text}");
}

#[test]
fn out_dir_replays_to_the_same_state() {
    let src = tempfile::tempdir().unwrap();
    let registry = app_tree(src.path());
    let out = tempfile::tempdir().unwrap();
    let target = out.path().join("compacted");
    let found = discover(&[src.path().to_path_buf()]).unwrap();
    let report = compact_to_dir(&found, &registry, &target, &CompactOptions::default()).unwrap();
    assert_eq!(report.daos.len(), 5);
    same(
        &state(&target, &registry),
        &state(src.path(), &registry),
        "--out",
    );
    let mut names: Vec<_> = fs::read_dir(&target)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["cities", "countries", "flags", "tags", "users"]);
    // A second run refuses to overwrite.
    let again = compact_to_dir(&found, &registry, &target, &CompactOptions::default());
    assert!(
        matches!(again, Err(CompactError::OutputExists(_))),
        "{again:?}"
    );
}

#[test]
fn a_held_lock_refuses_compaction() {
    let tmp = tempfile::tempdir().unwrap();
    let registry = app_tree(tmp.path());
    let (writer, _) =
        JournalWriter::open(tmp.path().join("run/cities"), FsyncPolicy::Always).unwrap();
    let before = files(tmp.path());
    let paths = [tmp.path().to_path_buf()];
    let found = discover(&paths).unwrap();
    let err = compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap_err();
    assert!(
        matches!(err, CompactError::Journal(WriteError::Locked { .. })),
        "{err:?}"
    );
    let text = err.to_string();
    assert!(
        text.contains("cities.lock") && text.contains("locked"),
        "{text}"
    );
    // `cities` is the first DAO: nothing was touched.
    assert_eq!(files(tmp.path()), before);
    writer.close().unwrap();
    compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap();
}

#[test]
fn refuses_runtime_files_in_several_directories_and_file_paths() {
    let tmp = tempfile::tempdir().unwrap();
    fs::create_dir_all(tmp.path().join("a")).unwrap();
    fs::create_dir_all(tmp.path().join("b")).unwrap();
    fs::write(tmp.path().join("a/d.0"), "c({id:1})\n").unwrap();
    fs::write(tmp.path().join("b/d"), "c({id:2})\n").unwrap();
    let registry = Registry::empty();
    let before = files(tmp.path());
    let paths = [tmp.path().to_path_buf()];
    let found = discover(&paths).unwrap();
    let err = compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap_err();
    assert!(matches!(err, CompactError::RuntimeSpread { .. }), "{err:?}");
    assert!(err.to_string().contains("several directories"), "{err}");
    assert_eq!(files(tmp.path()), before);

    let file = [tmp.path().join("b/d")];
    let found = discover(&file).unwrap();
    let err = compact_in_place(&file, &found, &registry, &CompactOptions::default()).unwrap_err();
    assert!(matches!(err, CompactError::NotADirectory(_)), "{err:?}");
}

/// Ids that collapsed (here: ids that do not type as the model's Long, beside a real id 0)
/// refuse both forms, before anything is touched, with the DAO, the counts, the first entry
/// and its cause; a DAO without collapse beside it is not compacted either (in place, every
/// DAO is checked first). With ids that type, both forms compact.
#[test]
fn collapsed_ids_refuse_both_forms_before_anything_is_touched() {
    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().join("d");
    fs::create_dir_all(&d).unwrap();
    fs::write(d.join("aaa"), "p({id:1})\np({id:1,v:2})\n").unwrap();
    fs::write(
        d.join("items"),
        "p({id:0,name:\"zero\"})\np({id:\"x\",name:\"a\"})\np({id:\"y\",name:\"b\"})\n",
    )
    .unwrap();
    let registry = Registry::from_slice(
        br#"{models: [{class: "t.Item", properties: [{name: "id", type: "Long"},
            {name: "name", type: "String"}]}], daos: {items: "t.Item"}}"#,
    )
    .unwrap();
    let before = files(tmp.path());
    let paths = [d.clone()];
    let found = discover(&paths).unwrap();
    let out = tmp.path().join("out");
    let errors = [
        compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap_err(),
        compact_to_dir(&found, &registry, &out, &CompactOptions::default()).unwrap_err(),
    ];
    for err in errors {
        let CompactError::Collapsed(daos) = &err else {
            panic!("{err:?}");
        };
        assert_eq!(daos.len(), 1, "{daos:?}");
        let c = &daos[0];
        assert_eq!(
            (c.dao.as_str(), c.entries, c.objects, c.line),
            ("items", 2, 1, 2)
        );
        assert_eq!(c.file, d.join("items"));
        let property = c.cause.property(&registry).unwrap();
        assert_eq!((&*property.name, property.ty.name()), ("id", "Long"));
        assert_eq!(files(tmp.path()), before, "{err:?} touched files");
    }

    fs::write(
        d.join("items"),
        "p({id:0,name:\"zero\"})\np({id:1,name:\"a\"})\n",
    )
    .unwrap();
    let found = discover(&paths).unwrap();
    compact_to_dir(&found, &registry, &out, &CompactOptions::default()).unwrap();
    let report = compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap();
    assert_eq!(report.daos.len(), 2);
}

/// How an engine refuses a writable open of a DAO whose ids collapsed: `check_rewrite` over
/// each DAO's files, replay counters and objects, as a `LiveDao` holds them.
#[test]
fn check_rewrite_over_an_engines_daos() {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(
        tmp.path().join("regions"),
        "p({class:\"demo.Region\",code:\"A\"})\np({class:\"demo.Region\",code:\"B\"})\n",
    )
    .unwrap();
    fs::write(tmp.path().join("users"), "p({class:\"x.U\",id:1})\n").unwrap();
    let engine = folio_engine::Engine::open(
        &[tmp.path().to_path_buf()],
        Registry::empty(),
        folio_engine::EngineOptions::default(),
    )
    .unwrap();
    let checked: Vec<_> = engine
        .daos()
        .iter()
        .map(|d| folio_replay::check_rewrite(&d.files(), &d.replay_counters(), &d.dao()))
        .collect();
    let refused = checked[0].as_ref().unwrap_err();
    assert_eq!(
        (refused.dao.as_str(), refused.entries, refused.objects),
        ("regions", 2, 1)
    );
    assert_eq!(refused.class.as_deref(), Some("demo.Region"));
    assert_eq!(refused.file, tmp.path().join("regions"));
    assert!(checked[1].is_ok());
}

/// A last line of `X` with no line end is applied by replay when it parses; compaction keeps
/// its effect (the writer's open completes it in place with its line end; nothing is cut).
#[test]
fn a_whole_last_line_without_a_line_end_keeps_its_effect() {
    let tmp = tempfile::tempdir().unwrap();
    fs::write(tmp.path().join("d.jrl"), "c({id:1})\n").unwrap();
    fs::write(tmp.path().join("d"), "c({id:2,v:1})\np({id:2,w:2})").unwrap();
    let registry = Registry::empty();
    let want = state(tmp.path(), &registry);
    assert!(want.contains("\"w\":2"), "{want}");
    let paths = [tmp.path().to_path_buf()];
    let found = discover(&paths).unwrap();
    let report = compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap();
    same(&state(tmp.path(), &registry), &want, "compacted");
    assert_eq!(report.daos[0].torn, None);
    assert!(!tmp.path().join("d.torn").exists());
}

/// Two classes whose ids are different properties: a class-less jrl entry has one id under
/// `t.A` (`code`) and another under `t.B` (`id`). The jrl files name no class; `d.0` names
/// `t.A` first, the live `d` names `t.B`. Once `d.0` were deleted (step d), the files would
/// infer `t.B` and the jrl entry would make another object: compaction sees that before
/// installing anything and refuses.
#[test]
fn refuses_when_a_deletion_would_change_the_default_class() {
    let tmp = tempfile::tempdir().unwrap();
    let models = tmp.path().join("models.json");
    fs::write(
        &models,
        r#"{models:[
            {class:"t.A", ids:["code"], properties:[{name:"code",type:"String"},{name:"v",type:"Int"}]},
            {class:"t.B", ids:["id"], properties:[{name:"id",type:"Int"},{name:"v",type:"Int"}]}
        ]}"#,
    )
    .unwrap();
    let registry = Registry::load(&models).unwrap();
    let dir = tmp.path().join("db");
    fs::create_dir(&dir).unwrap();
    fs::write(dir.join("d.jrl"), "c({code:\"x\",id:1,v:1})\n").unwrap();
    fs::write(dir.join("d.0"), "c({class:\"t.A\",code:\"y\"})\n").unwrap();
    fs::write(dir.join("d"), "c({class:\"t.B\",id:7})\n").unwrap();
    let want = state(&dir, &registry);
    let before = files(&dir);
    let paths = [dir.clone()];
    let found = discover(&paths).unwrap();
    let err = compact_in_place(&paths, &found, &registry, &dropping()).unwrap_err();
    assert!(matches!(err, CompactError::Mismatch { .. }), "{err:?}");
    assert!(err.to_string().contains("nothing installed"), "{err}");
    let after: Vec<_> = files(&dir)
        .into_iter()
        .filter(|(p, _)| p != Path::new("d.lock"))
        .collect();
    assert_eq!(after, before);
    same(&state(&dir, &registry), &want, "refused");
}

/// A DAO whose replay drops keys its registry does not model (or values of the wrong type) is
/// refused by both forms, with nothing touched: the rewritten journal would lose them, though
/// a registry that models them can still read them. With `drop_unknown` it is compacted.
#[test]
fn dropped_keys_refuse_both_forms_unless_asked_to_drop() {
    let tmp = tempfile::tempdir().unwrap();
    let models = tmp.path().join("models.json");
    fs::write(
        &models,
        r#"{models:[{class:"t.A", properties:[{name:"id",type:"Int"},{name:"v",type:"Int"}]}],
            daos:{d:"t.A"}}"#,
    )
    .unwrap();
    let registry = Registry::load(&models).unwrap();
    let dir = tmp.path().join("db");
    fs::create_dir(&dir).unwrap();
    fs::write(dir.join("d.0"), "c({id:1,v:1,colour:\"red\"})\n").unwrap();
    fs::write(dir.join("d"), "p({id:1,v:\"two\"})\n").unwrap();
    let before = files(&dir);
    let paths = [dir.clone()];
    let found = discover(&paths).unwrap();
    let out = tmp.path().join("out");
    for err in [
        compact_in_place(&paths, &found, &registry, &CompactOptions::default()).unwrap_err(),
        compact_to_dir(&found, &registry, &out, &CompactOptions::default()).unwrap_err(),
    ] {
        match &err {
            CompactError::WouldDrop(daos) => {
                assert_eq!(
                    (daos[0].unknown_keys, daos[0].type_mismatches),
                    (1, 1),
                    "{err}"
                )
            }
            other => panic!("{other:?}"),
        }
        assert!(err.to_string().contains("--drop-unknown"), "{err}");
    }
    assert_eq!(files(&dir), before, "nothing touched");
    assert!(!out.exists());
    let want = state(&dir, &registry);
    compact_in_place(&paths, &found, &registry, &dropping()).unwrap();
    same(&state(&dir, &registry), &want, "dropped on request");
    assert!(!fs::read_to_string(dir.join("d"))
        .unwrap()
        .contains("colour"));
}
