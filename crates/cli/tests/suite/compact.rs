//! `folio compact` as a user runs it: round trips (the compacted tree replays to the same
//! state, compared as `folio export` jsonl bytes) on the whole FOAM corpus and on generated
//! journals; `--in-place` SIGKILLed at random moments, after which the tree still replays to
//! the same state and a later compaction completes; a held lock refuses compaction.

use crate::common;

use common::*;
use folio_gen::{generate, GenOptions, Mix};
use folio_journal::{discover, FsyncPolicy, JournalWriter};
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn corpus() -> PathBuf {
    repo().join("testdata/corpus/foam")
}

fn foam_models() -> String {
    repo()
        .join("testdata/models/foam-models.json")
        .display()
        .to_string()
}

fn bench_models() -> String {
    repo()
        .join("crates/gen/models/benchmark-models.json")
        .display()
        .to_string()
}

/// `folio export PATH --models M` (jsonl), through the binary.
fn export(path: &Path, models: &str) -> Vec<u8> {
    let run = folio(&["export", s(path), "--models", models]);
    run.code(0);
    run.stdout
}

/// The same state, without a process: every DAO's name and jsonl export.
fn state(dir: &Path, registry: &Registry) -> Vec<u8> {
    let found = discover(&[dir.to_path_buf()]).unwrap();
    let options = ReplayOptions {
        threads: 1,
        ..ReplayOptions::default()
    };
    let replayed = replay(&found, registry, &options).unwrap();
    let mut out = Vec::new();
    for d in &replayed.daos {
        out.extend_from_slice(format!("== {}\n", d.dao.name()).as_bytes());
        folio_render::export_jsonl(&d.dao, registry, &mut out).unwrap();
    }
    out
}

#[track_caller]
fn assert_same(got: &[u8], want: &[u8], what: &str) {
    if got != want {
        let g: Vec<_> = got.split(|&b| b == b'\n').collect();
        let w: Vec<_> = want.split(|&b| b == b'\n').collect();
        let at = g
            .iter()
            .zip(&w)
            .position(|(a, b)| a != b)
            .unwrap_or(g.len().min(w.len()));
        let show = |l: Option<&&[u8]>| {
            l.map_or("(none)".into(), |l| {
                String::from_utf8_lossy(&l[..l.len().min(300)]).into_owned()
            })
        };
        panic!(
            "{what}: the exports differ at line {}:\n got: {}\nwant: {}",
            at + 1,
            show(g.get(at)),
            show(w.get(at))
        );
    }
}

fn copy_tree(from: &Path, to: &Path) {
    for entry in walk(from) {
        let rel = entry.strip_prefix(from).unwrap();
        let path = to.join(rel);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::copy(&entry, &path).unwrap();
    }
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Gives a tree of `X.jrl` files runtime files too: the last file of each DAO (in replay
/// order) keeps its first third; the second third goes to `X.0` and the rest to `X`, in the
/// same directory. Cuts fall only between entries (never inside a multi-line one), so the
/// tree replays to the same state. Returns how many DAOs got runtime files.
fn add_runtime_files(dir: &Path) -> usize {
    let found = discover(&[dir.to_path_buf()]).unwrap();
    let mut split = 0;
    for d in &found.daos {
        let last = d.files.last().unwrap();
        let folder = last.parent().unwrap();
        let (zero, live) = (folder.join(format!("{}.0", d.name)), folder.join(&d.name));
        if d.name.contains('.') || zero.exists() || live.exists() {
            continue;
        }
        let bytes = fs::read(last).unwrap();
        let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
        // Line indexes where an entry may start: not inside a multi-line entry.
        let mut cuts = Vec::new();
        let mut open = false;
        for (i, line) in lines.iter().enumerate() {
            if !open && i > 0 {
                cuts.push(i);
            }
            let text = line.strip_suffix(b"\n").unwrap_or(line);
            let text = text.strip_suffix(b"\r").unwrap_or(text);
            if !open && matches!(text, b"p({" | b"c({" | b"r({") {
                open = true;
            } else if open && text == b"})" {
                open = false;
            }
        }
        if cuts.len() < 2 {
            continue;
        }
        let (a, b) = (cuts[cuts.len() / 3], cuts[2 * cuts.len() / 3]);
        if a == b {
            continue;
        }
        fs::write(last, lines[..a].concat()).unwrap();
        fs::write(&zero, lines[a..b].concat()).unwrap();
        fs::write(&live, lines[b..].concat()).unwrap();
        split += 1;
    }
    split
}

/// The generated benchmark journal (`folio gen`), split at line ends into `benchmark.jrl`,
/// `benchmark.0`, `benchmark.1` and `benchmark`.
fn gen_tree(dir: &Path, mix: Mix, entries: u64) {
    let mut bytes = Vec::new();
    let opts = GenOptions {
        entries,
        seed: 11,
        mix,
    };
    generate(&opts, &mut bytes).unwrap();
    let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
    let names = ["benchmark.jrl", "benchmark.0", "benchmark.1", "benchmark"];
    let per = lines.len().div_ceil(names.len());
    for (name, chunk) in names.iter().zip(lines.chunks(per)) {
        fs::write(dir.join(name), chunk.concat()).unwrap();
    }
}

/// FOAM's regions, keyed by `code`: without their model the three share one missing `id`.
const REGIONS: &str = "p({class:\"demo.Region\",code:\"A\",name:\"a\"})\n\
                       p({class:\"demo.Region\",code:\"B\",name:\"b\"})\n\
                       p({class:\"demo.Region\",code:\"C\",name:\"c\"})\n";

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    walk(dir)
        .into_iter()
        .map(|p| (p.clone(), fs::read(&p).unwrap()))
        .collect()
}

/// The DAOs a collapse refusal names, in its order.
fn refused(line: &str) -> Vec<&str> {
    line.split("DAO `")
        .skip(1)
        .map(|rest| rest.split('`').next().unwrap())
        .collect()
}

/// Compacting would write back one object of three, for good: both forms refuse, exit 2 with
/// one line naming the DAO, the count, where and the fix, and touch nothing (no lock file, no
/// `X.compact`, no output folder). With the model that names `code` as the id, it compacts.
#[test]
fn collapsed_ids_refuse_compaction_with_nothing_touched() {
    let tmp = tempfile::tempdir().unwrap();
    write(tmp.path(), "d/regions", REGIONS);
    let before = snapshot(&tmp.path().join("d"));
    let in_place: &[&str] = &["compact", "d", "--in-place"];
    let out: &[&str] = &["compact", "d", "--out", "out"];
    for args in [in_place, out] {
        let line = folio_in(tmp.path(), args).one_line_error();
        assert!(
            line.starts_with("folio: not compacted, a rewrite would make the collapse permanent: ")
                && line.contains("DAO `regions`: 3 entries collapsed onto 1 object(s)")
                && line.contains("(first at d/regions:1)")
                && line.contains("class `demo.Region`")
                && line.contains("give --models FILE (`folio models import` builds one"),
            "{args:?}: {line}"
        );
        assert_eq!(refused(&line), ["regions"]);
        assert!(
            snapshot(&tmp.path().join("d")) == before,
            "{args:?} touched d/"
        );
        assert!(!tmp.path().join("out").exists(), "{args:?} made out/");
    }
    write(
        tmp.path(),
        "m.json",
        r#"{models: [{class: "demo.Region", ids: ["code"],
            properties: [{name: "code", type: "String"}, {name: "name", type: "String"}]}]}"#,
    );
    for args in [in_place, out] {
        let mut args = args.to_vec();
        args.extend(["--models", "m.json"]);
        let run = folio_in(tmp.path(), &args);
        run.code(0);
        assert!(!run.stderr.contains("warning"), "{}", run.stderr);
    }
    for dir in ["d", "out"] {
        let lines = export_lines(tmp.path(), &[dir, "--models", "m.json"]);
        assert_eq!(lines.len(), 3, "{dir}: {lines:?}");
    }
}

/// A DAO without collapsed ids compacts as before; beside a DAO with them, the whole call is
/// refused before either is touched.
#[test]
fn a_dao_without_collapse_compacts_and_one_with_it_refuses_all() {
    let tmp = tempfile::tempdir().unwrap();
    write(
        tmp.path(),
        "d/items",
        "p({class:\"demo.Item\",id:1,v:1})\np({class:\"demo.Item\",id:1,v:2})\n\
         p({class:\"demo.Item\",id:2})\np({class:\"demo.Item\",code:\"lone\"})\n",
    );
    let want = export_lines(tmp.path(), &["d"]);
    assert_eq!(want.len(), 3, "{want:?}");
    let run = folio_in(tmp.path(), &["compact", "d", "--in-place"]);
    run.code(0);
    assert!(!run.stderr.contains("warning"), "{}", run.stderr);
    assert_eq!(export_lines(tmp.path(), &["d"]), want);
    assert_eq!(
        fs::read_to_string(tmp.path().join("d/items"))
            .unwrap()
            .lines()
            .count(),
        3
    );
    folio_in(tmp.path(), &["compact", "d", "--out", "out"]).code(0);
    assert_eq!(export_lines(tmp.path(), &["out"]), want);

    write(tmp.path(), "d/regions", REGIONS);
    write(tmp.path(), "d/items.0", "p({class:\"demo.Item\",id:3})\n");
    let before = snapshot(&tmp.path().join("d"));
    let line = folio_in(tmp.path(), &["compact", "d", "--in-place"]).one_line_error();
    assert_eq!(refused(&line), ["regions"], "{line}");
    assert!(snapshot(&tmp.path().join("d")) == before, "d/ touched");
    let line = folio_in(tmp.path(), &["compact", "d", "--out", "out2"]).one_line_error();
    assert_eq!(refused(&line), ["regions"], "{line}");
    assert!(!tmp.path().join("out2").exists());
}

/// The corpus's DAOs whose ids collapse with foam-models.json (ids that do not type as the
/// registry's id property): every rewrite of them is refused. (An integer written for a String
/// id types as its text, as in FOAM's replay, so only `accounts`, whose Long ids are strings in
/// some journals, collapses.)
const COLLAPSED_TYPED: [&str; 1] = ["accounts"];

/// A copy of `from` without the files of the DAOs `drop`.
fn copy_without(from: &Path, to: &Path, drop: &[&str]) {
    copy_tree(from, to);
    let found = discover(&[to.to_path_buf()]).unwrap();
    for d in found
        .daos
        .iter()
        .filter(|d| drop.contains(&d.name.as_str()))
    {
        for file in &d.files {
            fs::remove_file(file).unwrap();
        }
    }
}

#[test]
fn corpus_out_replays_to_the_same_state() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("out");
    let models = foam_models();
    let corpus = corpus();
    let compact = |from: &Path, models: Option<&str>| {
        let mut args = vec!["compact", s(from), "--out", s(&out)];
        // The heuristic registry leaves keys of many corpus DAOs unmodelled: dropped on request.
        args.extend(
            models
                .iter()
                .flat_map(|m| ["--models", m, "--drop-unknown"]),
        );
        folio(&args)
    };
    // The whole corpus is refused, with nothing written: one DAO collapses typed, and
    // without the registry 53 DAOs keyed by another property than `id` collapse.
    let line = compact(&corpus, Some(&models)).one_line_error();
    assert_eq!(refused(&line), COLLAPSED_TYPED, "{line}");
    let line = compact(&corpus, None).one_line_error();
    let generic = refused(&line);
    assert_eq!(generic.len(), 53, "{line}");
    assert!(generic.contains(&"regions") && !generic.contains(&"accounts"));
    assert!(!out.exists());

    // The rest round-trips.
    let rest = tmp.path().join("rest");
    copy_without(&corpus, &rest, &COLLAPSED_TYPED);
    compact(&rest, Some(&models)).code(0);
    assert_same(&export(&out, &models), &export(&rest, &models), "--out");
}

/// A runtime file name of the DAO `dao`: `dao` or `dao.<digits>`.
fn is_runtime(path: &Path, dao: &str) -> bool {
    let name = path.file_name().unwrap().to_str().unwrap();
    name == dao
        || name
            .strip_prefix(dao)
            .and_then(|r| r.strip_prefix('.'))
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

#[test]
fn corpus_in_place_replays_to_the_same_state() {
    let tmp = tempfile::tempdir().unwrap();
    let tree = tmp.path().join("tree");
    copy_tree(&corpus(), &tree);
    let models = foam_models();
    let want = export(&corpus(), &models);
    let split = add_runtime_files(&tree);
    assert!(split > 100, "only {split} DAOs got runtime files");
    assert_same(&export(&tree, &models), &want, "the split tree");

    // The corpus has one DAO with live journals in four directories: refused, nothing touched.
    let before: Vec<_> = walk(&tree)
        .into_iter()
        .map(|p| (fs::read(&p).unwrap(), p))
        .collect();
    let run = folio(&[
        "compact",
        s(&tree),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ]);
    run.code(2);
    let line = run.one_line_error();
    assert!(
        line.contains("userCapabilityJunctions") && line.contains("several directories"),
        "{line}"
    );
    let after: Vec<_> = walk(&tree)
        .into_iter()
        .map(|p| (fs::read(&p).unwrap(), p))
        .collect();
    assert!(after == before, "a refused compaction changed files");

    // Without the runtime files of that DAO outside one directory, the DAOs whose ids collapse
    // and that have runtime files are refused, nothing touched.
    let found = discover(std::slice::from_ref(&tree)).unwrap();
    for d in &found.daos {
        let runtime: Vec<_> = d.files.iter().filter(|p| is_runtime(p, &d.name)).collect();
        let Some(last) = runtime.last() else { continue };
        for p in &runtime {
            if p.parent() != last.parent() {
                fs::remove_file(p).unwrap();
            }
        }
    }
    let before = snapshot(&tree);
    let run = folio(&[
        "compact",
        s(&tree),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ]);
    let line = run.one_line_error();
    assert_eq!(refused(&line), ["accounts"], "{line}");
    assert!(
        snapshot(&tree) == before,
        "a refused compaction changed files"
    );

    // Without them, the rest compacts.
    let rest = tmp.path().join("rest");
    copy_without(&tree, &rest, &COLLAPSED_TYPED);
    let (tree, split) = (rest, split - 3);
    let want = export(&tree, &models);
    let jrl_before: Vec<_> = walk(&tree)
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "jrl"))
        .map(|p| (p.clone(), fs::read(&p).unwrap()))
        .collect();

    let run = folio(&[
        "compact",
        s(&tree),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
        "--json",
    ]);
    run.code(0);
    let report = run.json();
    assert!(
        report["daos"].as_array().unwrap().len() >= split,
        "{report}"
    );
    assert_same(&export(&tree, &models), &want, "--in-place");
    for (path, bytes) in &jrl_before {
        assert_eq!(&fs::read(path).unwrap(), bytes, "{path:?} changed");
    }
    let leftover: Vec<_> = walk(&tree)
        .into_iter()
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            name.ends_with(".compact") || name.rsplit('.').next().unwrap().parse::<u64>().is_ok()
        })
        .collect();
    assert!(leftover.is_empty(), "{leftover:?}");

    // Compacting a compacted tree changes no state and keeps one live journal per DAO.
    folio(&[
        "compact",
        s(&tree),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ])
    .code(0);
    assert_same(&export(&tree, &models), &want, "--in-place twice");
}

#[test]
fn generated_journals_round_trip_both_ways() {
    let models = bench_models();
    for mix in [Mix::Create, Mix::Mixed] {
        let tmp = tempfile::tempdir().unwrap();
        let tree = tmp.path().join("tree");
        fs::create_dir(&tree).unwrap();
        gen_tree(&tree, mix, 4000);
        let want = export(&tree, &models);
        assert!(want.len() > 100_000, "{mix:?}");
        let out = tmp.path().join("out");
        folio(&[
            "compact",
            s(&tree),
            "--models",
            &models,
            "--drop-unknown",
            "--out",
            s(&out),
        ])
        .code(0);
        assert_same(&export(&out, &models), &want, &format!("{mix:?} --out"));
        let run = folio(&[
            "compact",
            s(&tree),
            "--models",
            &models,
            "--drop-unknown",
            "--in-place",
        ]);
        run.code(0);
        assert_same(
            &export(&tree, &models),
            &want,
            &format!("{mix:?} --in-place"),
        );
        let mut left: Vec<_> = fs::read_dir(&tree)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        left.sort();
        // In place leaves a snapshot of what it wrote: the next open replays nothing.
        assert_eq!(
            left,
            [
                ".benchmark.folio-snapshot",
                "benchmark",
                "benchmark.jrl",
                "benchmark.lock"
            ],
            "{mix:?}"
        );
        let opened = folio(&["replay", s(&tree), "--models", &models, "-v"]);
        opened.code(0);
        assert!(
            opened
                .stderr
                .contains("benchmark.folio-snapshot and 0 bytes of journal after it"),
            "{mix:?}: {}",
            opened.stderr
        );
    }
}

#[test]
fn a_held_lock_refuses_compaction() {
    let tmp = tempfile::tempdir().unwrap();
    gen_tree(tmp.path(), Mix::Mixed, 200);
    let models = bench_models();
    let want = export(tmp.path(), &models);
    let (writer, _) =
        JournalWriter::open(tmp.path().join("benchmark"), FsyncPolicy::Always).unwrap();
    let run = folio(&[
        "compact",
        s(tmp.path()),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ]);
    run.code(2);
    let line = run.one_line_error();
    assert!(
        line.contains("benchmark.lock") && line.contains("locked by another writer"),
        "{line}"
    );
    assert!(
        line.contains(&format!("process {}", std::process::id())),
        "{line}"
    );
    assert!(tmp.path().join("benchmark.0").exists());
    writer.close().unwrap();
    assert_same(&export(tmp.path(), &models), &want, "refused");
    folio(&[
        "compact",
        s(tmp.path()),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ])
    .code(0);
    assert_same(
        &export(tmp.path(), &models),
        &want,
        "after the lock was released",
    );
}

#[test]
fn needs_a_target_and_a_path() {
    let tmp = tempfile::tempdir().unwrap();
    gen_tree(tmp.path(), Mix::Create, 10);
    folio(&["compact", s(tmp.path())]).code(2);
    let out = tmp.path().join("out");
    folio(&["compact", s(tmp.path()), "--in-place", "--out", s(&out)]).code(2);
    folio(&["compact", "--in-place"]).code(2);
    let file = tmp.path().join("benchmark");
    let run = folio(&["compact", s(&file), "--in-place"]);
    run.code(2);
    assert!(
        run.one_line_error().contains("needs a directory"),
        "{}",
        run.stderr
    );
}

/// A small xorshift generator: the kill test's delays (its seed is printed).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// `folio compact --in-place` as a real process, SIGKILLed after a random delay: after every
/// kill the tree replays to the state it had, and a later compaction completes with it.
/// `FOLIO_KILL_TRIALS` sets the number of trials (20 by default, CI's run; set it higher for
/// a longer one).
#[test]
fn sigkill_at_random_moments_loses_nothing() {
    let trials: u64 = std::env::var("FOLIO_KILL_TRIALS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let models = bench_models();
    let registry = Registry::load(Path::new(&models)).unwrap();
    let source = tempfile::tempdir().unwrap();
    gen_tree(source.path(), Mix::Mixed, 1500);
    let want = state(source.path(), &registry);

    // How long one compaction takes here, to spread the kills over it.
    let probe = tempfile::tempdir().unwrap();
    copy_tree(source.path(), probe.path());
    let start = Instant::now();
    folio(&[
        "compact",
        s(probe.path()),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ])
    .code(0);
    let full = start.elapsed().as_micros() as u64;

    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64
        | 1;
    eprintln!("kill test: {trials} trials, a compaction takes {full} us, seed {seed}");
    let mut rng = Rng(seed);
    let mut seen = std::collections::BTreeMap::new();
    for trial in 0..trials {
        let tmp = tempfile::tempdir().unwrap();
        copy_tree(source.path(), tmp.path());
        // Half the kills anywhere in the run, half in its last fifth, where the files change.
        let delay = if trial % 2 == 0 {
            rng.below(full + full / 10)
        } else {
            full * 4 / 5 + rng.below(full / 4)
        };
        let mut child = Command::new(folio_bin())
            .args([
                "compact",
                s(tmp.path()),
                "--models",
                &models,
                "--drop-unknown",
                "--in-place",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_micros(delay));
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();

        let mut names: Vec<_> = fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n != "benchmark.lock")
            .collect();
        names.sort();
        *seen.entry(names.join(" ")).or_insert(0) += 1;
        let got = state(tmp.path(), &registry);
        assert_same(
            &got,
            &want,
            &format!("trial {trial} (seed {seed}, killed after {delay} us, {status}): {names:?}"),
        );
        folio(&[
            "compact",
            s(tmp.path()),
            "--models",
            &models,
            "--drop-unknown",
            "--in-place",
        ])
        .code(0);
        assert_same(
            &state(tmp.path(), &registry),
            &want,
            &format!("trial {trial}: compacted after the kill"),
        );
    }
    for (files, count) in &seen {
        eprintln!("kill test: {count} kills left: {files}");
    }
}

/// The generated journals carry eight keys per entry that the benchmark registry does not
/// model: both forms refuse to rewrite them away (exit 2, one line naming the DAO, the counts
/// and `--drop-unknown`), touch nothing, and compact with `--drop-unknown`.
#[test]
fn keys_the_registry_drops_refuse_a_rewrite_unless_asked() {
    let models = bench_models();
    let tmp = tempfile::tempdir().unwrap();
    let tree = tmp.path().join("tree");
    fs::create_dir(&tree).unwrap();
    gen_tree(&tree, Mix::Create, 500);
    let before = snapshot(&tree);
    let out = tmp.path().join("out");
    for target in [["--in-place", ""], ["--out", s(&out)]] {
        let mut args = vec!["compact", s(&tree), "--models", &models];
        args.extend(target.iter().filter(|a| !a.is_empty()));
        let line = folio(&args).one_line_error();
        assert!(
            line.contains("DAO `benchmark`: its replay dropped")
                && line.contains("key(s) no property of the registry matches")
                && line.contains("--drop-unknown"),
            "{line}"
        );
    }
    assert_eq!(snapshot(&tree), before, "nothing touched");
    assert!(!out.exists());
    folio(&[
        "compact",
        s(&tree),
        "--models",
        &models,
        "--drop-unknown",
        "--in-place",
    ])
    .code(0);
}

/// A DAO already compact is left alone: an empty live journal beside `X.jrl` stays empty (the
/// `X.jrl` files give the state), and a second compaction rewrites nothing (same inode). The
/// report names the files the user had (`X`, not the `X.<n>` it is retired to) and counts
/// their bytes, not the `X.jrl` files it does not replace.
#[test]
fn compact_dao_is_left_alone() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempdir();
    let examples = repo().join("examples");
    let models = repo().join("examples/models.json");
    fs::copy(examples.join("regions.jrl"), dir.path().join("regions.jrl")).unwrap();
    fs::write(dir.path().join("regions"), "").unwrap();
    let first = folio(&[
        "compact",
        s(dir.path()),
        "--in-place",
        "--models",
        s(&models),
        "--json",
    ]);
    first.code(0);
    let report = first.json();
    assert_eq!(
        report["unchanged"],
        serde_json::json!(["regions"]),
        "{report}"
    );
    assert_eq!(fs::metadata(dir.path().join("regions")).unwrap().len(), 0);

    // Runtime files: a change over the shipped state, in the live journal.
    let live = dir.path().join("regions");
    fs::write(
        &live,
        "p({class:\"demo.Region\",code:\"AT-7\",population:1})\n",
    )
    .unwrap();
    let before = fs::metadata(&live).unwrap().len();
    let second = folio(&[
        "compact",
        s(dir.path()),
        "--in-place",
        "--models",
        s(&models),
        "--json",
    ]);
    second.code(0);
    let report = second.json();
    let dao = &report["daos"][0];
    assert_eq!(
        dao["replaced"],
        serde_json::json!([live.display().to_string()]),
        "{report}"
    );
    assert_eq!(dao["bytes_read"], before, "{report}");
    assert_eq!(
        dao["objects"], 1,
        "only the changed object is written: {report}"
    );
    let inode = fs::metadata(&live).unwrap().ino();
    let third = folio(&[
        "compact",
        s(dir.path()),
        "--in-place",
        "--models",
        s(&models),
        "--json",
    ]);
    third.code(0);
    assert_eq!(third.json()["unchanged"], serde_json::json!(["regions"]));
    assert_eq!(fs::metadata(&live).unwrap().ino(), inode, "not rewritten");
    // And the state is what the journals say.
    let got = folio(&["export", s(dir.path()), "--models", s(&models)]);
    got.code(0);
    assert!(
        got.stdout().contains(
            "\"code\":\"AT-7\",\"name\":\"Tyrol\",\"countryId\":\"AT\",\"population\":1}"
        ),
        "{}",
        got.stdout()
    );
}
