//! The `folio` binary as a user runs it (docs/format.md, docs/semantics.md, docs/cli.md): replay, check and export on the
//! shipped examples and on journals written into temp directories.
//!
//! Expected values are derived by hand from the journals and the design, not copied from
//! folio's output; each test says how.

use crate::common;

use common::*;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;

// ---------------------------------------------------------------------------------------------
// replay on the shipped examples
// ---------------------------------------------------------------------------------------------

/// The counters of each example DAO, read off examples/*.jrl and examples/users by hand:
/// - countries.jrl: a `v` record, a comment, three `c` entries (JP's `cur` is a short name).
/// - regions.jrl: two comments, five `p` entries of four codes; AT-7's second put merges.
/// - users.jrl + users: a `v`, three comments, puts of ids 1, 2, 3, 1 (merge), the bad line 9,
///   `r` of id 3; then users: `p` id 2 (merge) and `c` id 5. Live: 1, 2, 5.
const COUNTRIES: &[(&str, u64)] = &[
    ("entries", 4),
    ("create", 3),
    ("version", 1),
    ("comments", 1),
    ("objects", 3),
];
const REGIONS: &[(&str, u64)] = &[
    ("entries", 5),
    ("put", 5),
    ("put_merged", 1),
    ("comments", 2),
    ("objects", 4),
];
const USERS: &[(&str, u64)] = &[
    ("entries", 9),
    ("create", 1),
    ("put", 5),
    ("put_merged", 2),
    ("remove", 1),
    ("version", 1),
    ("comments", 3),
    ("failed", 1),
    ("objects", 3),
];

fn file_len(path: &Path) -> u64 {
    std::fs::metadata(path).expect("metadata").len()
}

/// `entries = create + put + remove + version + unknown_op + failed` (docs/semantics.md and the
/// counters' contract), checked on one report section.
#[track_caller]
fn assert_entry_invariant(section: &Value) {
    let c = |n| counter(section, n);
    assert_eq!(
        c("entries"),
        c("create") + c("put") + c("remove") + c("version") + c("unknown_op") + c("failed"),
        "entries invariant in {section}"
    );
    assert!(c("put_merged") <= c("put"), "{section}");
    assert!(c("fast_path") + c("fallback") <= c("entries"), "{section}");
}

/// The exact shape of docs/cli.md for a DAO (`named`) or the total section.
#[track_caller]
fn assert_section_shape(section: &Value, named: bool) {
    let map = section.as_object().expect("a section is an object");
    let mut want: Vec<&str> = Vec::new();
    if named {
        want.extend(["name", "snapshot"]);
    }
    want.extend(COUNTERS);
    want.extend(["entries_per_s", "phases_ms", "serial_ms", "errors"]);
    let mut got: Vec<&str> = map.keys().map(String::as_str).collect();
    got.sort_unstable();
    want.sort_unstable();
    assert_eq!(got, want, "keys of {section}");
    for name in COUNTERS {
        counter(section, name);
    }
    assert!(section["entries_per_s"].as_f64().is_some_and(|v| v >= 0.0));
    assert!(section["serial_ms"].as_f64().is_some_and(|v| v >= 0.0));
    let phases = section["phases_ms"].as_object().expect("phases_ms object");
    let mut keys: Vec<&str> = phases.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["find_merge", "parse", "read", "store_write"]);
    for (k, v) in phases {
        assert!(v.as_f64().is_some_and(|v| v >= 0.0), "phases_ms.{k} = {v}");
    }
    for e in section["errors"].as_array().expect("errors array") {
        let e = e.as_object().expect("an error is an object");
        let mut keys: Vec<&str> = e.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["file", "line", "reason"]);
        assert!(e["file"].is_string() && e["reason"].as_str().is_some_and(|r| !r.is_empty()));
        assert!(e["line"].as_u64().is_some_and(|l| l >= 1));
    }
}

#[test]
fn replay_examples_json_has_the_shape_and_counts_of_the_design() {
    let run = folio(&["replay", "--json"]);
    run.code(0);
    let report = run.json();
    let top = report.as_object().expect("one JSON object");
    let mut keys: Vec<&str> = top.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "daos",
            "from_snapshots",
            "skipped",
            "threads",
            "total",
            "wall_ms",
            "warnings"
        ]
    );
    // The examples with their registry: nothing collapses; README.md and models.json are
    // passed over.
    assert_eq!(report["warnings"], serde_json::json!([]));
    assert_eq!(report["skipped"].as_array().map(Vec::len), Some(2));
    assert!(report["threads"].as_u64().is_some_and(|t| t >= 1));
    assert!(report["wall_ms"].as_f64().is_some_and(|w| w >= 0.0));

    let names: Vec<&str> = report["daos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().expect("name"))
        .collect();
    assert_eq!(names, ["countries", "regions", "users"]);
    for d in report["daos"].as_array().unwrap() {
        assert_section_shape(d, true);
        assert_entry_invariant(d);
    }
    assert_section_shape(&report["total"], false);
    assert_entry_invariant(&report["total"]);

    let ex = examples();
    assert_counters(dao(&report, "countries"), COUNTRIES);
    assert_counters(dao(&report, "regions"), REGIONS);
    assert_counters(dao(&report, "users"), USERS);
    assert_eq!(
        counter(dao(&report, "countries"), "bytes"),
        file_len(&ex.join("countries.jrl"))
    );
    assert_eq!(
        counter(dao(&report, "users"), "bytes"),
        file_len(&ex.join("users.jrl")) + file_len(&ex.join("users"))
    );

    // The total is the sum of the DAOs, counter by counter.
    for name in COUNTERS {
        let sum: u64 = report["daos"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| counter(d, name))
            .sum();
        assert_eq!(counter(&report["total"], name), sum, "total.{name}");
    }
    assert_counters(
        &report["total"],
        &[
            ("entries", 18),
            ("create", 4),
            ("put", 10),
            ("put_merged", 3),
            ("remove", 1),
            ("version", 2),
            ("comments", 6),
            ("failed", 1),
            ("objects", 10),
        ],
    );

    // The one bad entry: users.jrl line 9, `p({id:4 fn:"Edsger"})` (a missing comma).
    let users_jrl = ex.join("users.jrl").display().to_string();
    for section in [dao(&report, "users"), &report["total"]] {
        let errs = errors(section);
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert_eq!((errs[0].0.as_str(), errs[0].1), (users_jrl.as_str(), 9));
    }
    assert_eq!(errors(dao(&report, "regions")), []);
}

#[test]
fn replay_examples_table_names_the_daos() {
    let run = folio(&["replay"]);
    run.code(0);
    let out = run.stdout();
    // Rows: name entries create put merged remove failed objects ms.
    let rows: BTreeMap<&str, Vec<&str>> = out
        .lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.split_whitespace().collect();
            (cells.len() == 9).then(|| (cells[0], cells[1..8].to_vec()))
        })
        .collect();
    assert_eq!(
        rows["countries"],
        ["4", "3", "0", "0", "0", "0", "3"],
        "{out}"
    );
    assert_eq!(
        rows["regions"],
        ["5", "0", "5", "1", "0", "0", "4"],
        "{out}"
    );
    assert_eq!(rows["users"], ["9", "1", "5", "2", "1", "1", "3"], "{out}");
    assert_eq!(
        rows["total"],
        ["18", "4", "10", "3", "1", "1", "10"],
        "{out}"
    );
    // The bad entry is listed with its place.
    let place = format!("{}:9: ", examples().join("users.jrl").display());
    assert!(out.contains(&place), "{out}");
}

#[test]
fn replay_strict_fails_only_when_an_entry_is_bad() {
    let run = folio(&["replay", "--strict"]);
    run.code(1);
    assert!(run.stdout().contains("users.jrl:9: "), "{}", run.stdout());

    let run = folio(&["replay", "--strict", "--json"]);
    run.code(1);
    assert_eq!(counter(&run.json()["total"], "failed"), 1);

    let dir = tempdir();
    write(dir.path(), "clean.jrl", "p({id:1})\np({id:2})\n");
    folio_in(dir.path(), &["replay", "--strict", "clean.jrl"]).code(0);
    folio_in(dir.path(), &["replay", "--strict", "--json", "."]).code(0);
}

#[test]
fn replay_json_reports_the_thread_count_asked_for() {
    let report = replay_json(&std::env::temp_dir(), &["--threads", "3"]);
    assert_eq!(report["threads"], 3);
    assert_counters(dao(&report, "users"), USERS);
}

/// Asking for more threads than there is work must not cost more than the work: the pool
/// is per DAO, and the examples have three.
#[test]

fn a_huge_thread_count_is_not_a_hang() {
    for threads in ["4000", "100000"] {
        let mut cmd = std::process::Command::new(folio_bin());
        cmd.args(["replay", "--json", "--threads", threads])
            .current_dir(std::env::temp_dir());
        let run = run_within(
            cmd,
            &format!("folio replay --json --threads {threads}"),
            std::time::Duration::from_secs(10),
        );
        // Either it runs (on as many threads as it can use) or it refuses in one line.
        match run.code {
            Some(0) => assert_counters(dao(&run.json(), "users"), USERS),
            _ => {
                run.one_line_error();
            }
        }
    }
}

#[test]
fn replay_explicit_examples_path_with_models_agrees_with_no_path() {
    let ex = examples();
    let models = ex.join("models.json");
    let report = replay_json(
        &std::env::temp_dir(),
        &[ex.to_str().unwrap(), "--models", models.to_str().unwrap()],
    );
    assert_counters(dao(&report, "countries"), COUNTRIES);
    assert_counters(dao(&report, "regions"), REGIONS);
    assert_counters(dao(&report, "users"), USERS);
}

/// An output in a folder that does not exist is refused naming the folder, before any work.
#[test]
fn an_output_in_a_missing_folder_names_the_folder() {
    let dir = tempdir();
    let run = folio_in(
        dir.path(),
        &["gen", "--entries", "10", "-o", "missing/x.jrl"],
    );
    run.code(2);
    let error = run.one_line_error();
    assert!(
        error.contains("the folder missing does not exist"),
        "{error}"
    );
}

/// `folio gen` writes what it says, and replay with the benchmark registry counts the same.
#[test]
fn gen_then_replay_counts_what_gen_wrote() {
    let dir = tempdir();
    let run = folio_in(
        dir.path(),
        &[
            "gen",
            "--entries",
            "2000",
            "--mix",
            "mixed",
            "--seed",
            "7",
            "-o",
            "benchmark.jrl",
        ],
    );
    run.code(0);
    // "folio gen: N entries (C create, P put, R remove), L live objects, ..."
    let numbers: Vec<u64> = run
        .stderr
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|s| s.parse().ok())
        .collect();
    let [entries, create, put, remove, live] = numbers[..5] else {
        panic!("gen summary: {}", run.stderr)
    };
    assert_eq!(entries, 2000);
    assert_eq!(create + put + remove, entries);
    let models = Path::new(env!("CARGO_MANIFEST_DIR")).join("../gen/models/benchmark-models.json");
    let report = replay_json(
        dir.path(),
        &["benchmark.jrl", "--models", models.to_str().unwrap()],
    );
    let t = &report["total"];
    assert_entry_invariant(t);
    // bench/README.md: line 1 a `v`, line 2 a comment, then one entry per record.
    assert_eq!(counter(t, "entries"), entries + 1);
    assert_eq!(counter(t, "version"), 1);
    assert_eq!(counter(t, "comments"), 1);
    assert_eq!(counter(t, "create"), create);
    assert_eq!(counter(t, "put"), put);
    assert_eq!(counter(t, "remove"), remove);
    assert_eq!(counter(t, "failed"), 0);
    assert_eq!(counter(t, "objects"), live);
    // 8 keys per created record the model does not know (bench/README.md).
    assert!(counter(t, "unknown_keys") >= 8 * create, "{t}");
    assert_eq!(
        counter(t, "bytes"),
        file_len(&dir.path().join("benchmark.jrl"))
    );
}

/// Typed replay through the binary: the registry's counters (docs/semantics.md), derived by hand.
#[test]
fn typed_replay_counts_unknown_keys_mismatches_and_failures() {
    let dir = tempdir();
    write(
        dir.path(),
        "users.jrl",
        concat!(
            "p({id:1,zzz:1,fn:\"A\",class2:3})\n", // 2 unknown keys
            "p({id:2,fn:5,ln:true})\n", // an integer for a String is its text; a bool: 1 mismatch
            "p({id:3,status:\"NOPE\"})\n", // unknown enum constant: fails
            "p({id:4.5})\n",            // a decimal for a Long: fails
            "p({id:6,created:\"not a date\"})\n", // 1 mismatch
            "p({id:7,fn:\"Z\"})\n",
            "p({id:7,fn:null,ln:\"Q\"})\n", // null for a String is dropped: fn stays Z; a merge
            "p({id:8,address:{city:\"X\",bogus:1}})\n", // 1 unknown key, nested
            "p({id:9,tags:[\"a\",1]})\n",   // 1 mismatch: not all strings
            "r({})\n",                      // `r` with no id: fails
            "r({fn:\"x\"})\n",              // same
        ),
    );
    let models = examples().join("models.json");
    let args = [".", "--models", models.to_str().unwrap()];
    let report = replay_json(dir.path(), &args);
    assert_counters(
        &report["total"],
        &[
            ("entries", 11),
            ("put", 7),
            ("put_merged", 1),
            ("failed", 4),
            ("unknown_keys", 3),
            ("type_mismatches", 3),
            ("objects", 6),
        ],
    );
    let lines: Vec<u64> = errors(&report["total"]).iter().map(|e| e.1).collect();
    assert_eq!(lines, [3, 4, 10, 11]);
    assert_eq!(
        export_lines(dir.path(), &args),
        [
            r#"{"class":"demo.User","id":1,"firstName":"A"}"#,
            r#"{"class":"demo.User","id":2,"firstName":"5"}"#,
            r#"{"class":"demo.User","id":6}"#,
            r#"{"class":"demo.User","id":7,"firstName":"Z","lastName":"Q"}"#,
            r#"{"class":"demo.User","id":8,"address":{"class":"demo.Address","city":"X"}}"#,
            r#"{"class":"demo.User","id":9}"#,
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// check
// ---------------------------------------------------------------------------------------------

#[test]
fn check_examples_lists_the_bad_entry_and_exits_1() {
    let run = folio(&["check"]);
    run.code(1);
    let out = run.stdout();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1, "{out}");
    let place = format!("{}:9: ", examples().join("users.jrl").display());
    assert!(lines[0].starts_with(&place), "{out}");
    assert!(lines[0].len() > place.len(), "a reason follows: {out}");
}

#[test]
fn check_lists_every_bad_entry_as_file_line_reason() {
    let dir = tempdir();
    write(
        dir.path(),
        "j/a.jrl",
        "p({id:1})\np({id:2 x})\n// fine\np({id:3})\n",
    );
    write(
        dir.path(),
        "j/sub/a.jrl",
        "c({id:4})\n\np({\n id: 5,\n a: 1 b: 2\n})\n",
    );
    write(dir.path(), "j/b", "r({})\n");
    let run = folio_in(dir.path(), &["check", "j"]);
    run.code(1);
    let out = run.stdout();
    // Each line: file:line: reason (the reason may contain ": " itself).
    let mut got: Vec<&str> = out
        .lines()
        .map(|l| {
            let mut parts = l.splitn(3, ':');
            let (file, line, rest) = (parts.next(), parts.next(), parts.next());
            let (Some(file), Some(line), Some(rest)) = (file, line, rest) else {
                panic!("not file:line: reason: {l}")
            };
            assert!(line.parse::<u32>().is_ok(), "{l}");
            assert!(rest.starts_with(' ') && rest.len() > 1, "{l}");
            &l[..file.len() + 1 + line.len()]
        })
        .collect();
    got.sort_unstable();
    // a.jrl line 2; sub/a.jrl: the multi-line entry opens on line 3, `b` (no comma before it) is on line 5;
    // b line 1: `r` with no id.
    let mut want = ["j/a.jrl:2", "j/sub/a.jrl:5", "j/b:1"];
    want.sort_unstable();
    assert_eq!(got, want, "{out}");
}

#[test]
fn check_clean_directory_exits_0_and_prints_nothing() {
    let dir = tempdir();
    write(
        dir.path(),
        "a.jrl",
        "v({\"version\":\"1\"})\n// c\n\np({id:1})\n",
    );
    write(dir.path(), "a", "r({id:1})\nx({id:2})\n");
    let run = folio_in(dir.path(), &["check", "."]);
    run.code(0);
    assert_eq!(run.stdout(), "");
}

// ---------------------------------------------------------------------------------------------
// export
// ---------------------------------------------------------------------------------------------

/// The example objects, derived by hand (docs/semantics.md, docs/cli.md): `"class"` first, then the set
/// properties under canonical names in model order, enums as ordinals, dates as epoch ms
/// (2023-11-14T22:13:20.000Z is 1700000000000), sorted by id.
/// - users 1: the deep merge on line 7 changes only address.city; street stays.
/// - users 2: `users` (the live journal, last) adds email and sets status 1; email goes to its
///   model place, after lastName.
/// - users 3 is removed on users.jrl:10; 4 is the bad line; 5 is created in `users`.
const USERS_EXPORT: &[&str] = &[
    r#"{"class":"demo.User","id":1,"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","status":1,"address":{"class":"demo.Address","street":"12 St James's Sq","city":"Marylebone"},"tags":["admin","math"],"created":1700000000000,"balance":100.0}"#,
    r#"{"class":"demo.User","id":2,"firstName":"Alan","lastName":"Turing","email":"alan@example.com","status":1,"created":1700000000000,"balance":0.30000000000000004}"#,
    r#"{"class":"demo.User","id":5,"firstName":"Barbara","lastName":"Liskov","status":0}"#,
];
/// countries: `cur` is the short name of `currency`. regions: AT-7 gains population by merge;
/// AT-9 and later take the DAO's default class from the first entry.
const OTHER_EXPORT: &[&str] = &[
    r#"{"class":"demo.Country","code":"AT","name":"Austria","currency":"EUR"}"#,
    r#"{"class":"demo.Country","code":"CA","name":"Canada","currency":"CAD"}"#,
    r#"{"class":"demo.Country","code":"JP","name":"Japan","currency":"JPY"}"#,
    r#"{"class":"demo.Region","code":"AT-7","name":"Tyrol","countryId":"AT","population":760105}"#,
    r#"{"class":"demo.Region","code":"AT-9","name":"Vienna","countryId":"AT","population":1982097}"#,
    r#"{"class":"demo.Region","code":"CA-QC","name":"Québec","countryId":"CA"}"#,
    r#"{"class":"demo.Region","code":"JP-13","name":"Tōkyō","countryId":"JP"}"#,
];

/// A line as a JSON value re-serialised (key order kept), so escapes may differ but nothing
/// else.
fn canon(line: &str) -> String {
    let v: Value =
        serde_json::from_str(line).unwrap_or_else(|e| panic!("not strict JSON: {e}: {line}"));
    v.to_string()
}

#[track_caller]
fn assert_same_objects(got: &[String], want: &[&str]) {
    let got: Vec<String> = got.iter().map(|l| canon(l)).collect();
    let want: Vec<String> = want.iter().map(|l| canon(l)).collect();
    assert_eq!(got, want);
}

#[test]
fn export_users_matches_the_objects_derived_by_hand() {
    let got = export_lines(&std::env::temp_dir(), &["--dao", "users"]);
    // Everything here is ASCII and fixed by the design, so the bytes are too.
    assert_eq!(got, USERS_EXPORT);

    let ex = examples();
    let models = ex.join("models.json");
    let got = export_lines(
        &std::env::temp_dir(),
        &[
            ex.to_str().unwrap(),
            "--models",
            models.to_str().unwrap(),
            "--dao",
            "users",
        ],
    );
    assert_eq!(got, USERS_EXPORT);
}

#[test]
fn export_all_examples_matches_the_objects_derived_by_hand() {
    let got = export_lines(&std::env::temp_dir(), &[]);
    let mut want = OTHER_EXPORT.to_vec();
    want.extend_from_slice(USERS_EXPORT);
    assert_same_objects(&got, &want);
    for line in &got {
        assert!(
            line.is_ascii(),
            "the journal writer writes pure ASCII: {line}"
        );
    }
}

#[test]
fn export_sorts_ids_numerically_and_strings_bytewise() {
    let dir = tempdir();
    write(
        dir.path(),
        "n.jrl",
        "p({id:10})\np({id:9})\np({id:-3})\np({id:2})\np({id:100000000000})\np({id:0})\n",
    );
    write(
        dir.path(),
        "s.jrl",
        "p({id:\"b\"})\np({id:\"B\"})\np({id:\"a\"})\np({id:\"\\u00e9\"})\np({id:\"Z10\"})\np({id:\"Z9\"})\n",
    );
    let ids = |dao: &str| -> Vec<Value> {
        export_lines(dir.path(), &[".", "--dao", dao])
            .iter()
            .map(|l| serde_json::from_str::<Value>(l).unwrap()["id"].clone())
            .collect()
    };
    assert_eq!(
        ids("n"),
        [-3i64, 0, 2, 9, 10, 100000000000].map(Value::from).to_vec()
    );
    assert_eq!(
        ids("s"),
        ["B", "Z10", "Z9", "a", "b", "é"].map(Value::from).to_vec()
    );
}

/// Several DAOs of several files each, generic (no registry), from a fixed-seed generator: a
/// mix of `c`, `p` and `r` over a small id space, nested objects, arrays, escapes.
fn write_generic_daos(dir: &Path) {
    let mut rng = Lcg(0x5eed);
    for d in 0..6 {
        for file in ["d.jrl", "d.1", "d.0", "d"] {
            let name = file.replace('d', &format!("dao{d}"));
            let mut text = String::new();
            for _ in 0..150 {
                let id = rng.below(40);
                let op = ["c", "p", "p", "p", "r"][rng.below(5) as usize];
                let id = if d % 2 == 0 {
                    id.to_string()
                } else {
                    format!("\"k{id}\"")
                };
                if op == "r" {
                    text.push_str(&format!("r({{id:{id}}})\n"));
                    continue;
                }
                let v = rng.below(1000);
                text.push_str(&format!(
                    "{op}({{id:{id},f{}:{v},s:\"x\\\"{v}\\u00e9\\n\",n:{{a:{v},b:[1,\"{v}\",true]}},d:{}.5}})\n",
                    rng.below(4),
                    rng.below(100)
                ));
            }
            write(dir, &name, text);
        }
    }
}

/// A tiny deterministic generator (64-bit LCG); enough for test data.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

#[test]
fn export_is_byte_identical_for_any_thread_count_and_run() {
    let dir = tempdir();
    write_generic_daos(&dir.path().join("gen"));
    let ex = examples();
    let models = ex.join("models.json");
    let args = |threads: &'static str| {
        vec![
            "export".to_owned(),
            ex.display().to_string(),
            "gen".to_owned(),
            "--models".to_owned(),
            models.display().to_string(),
            "--threads".to_owned(),
            threads.to_owned(),
        ]
    };
    let run = |threads| {
        let args = args(threads);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = folio_in(dir.path(), &args);
        run.code(0);
        run.stdout
    };
    let first = run("1");
    let lines = first.iter().filter(|&&b| b == b'\n').count();
    assert!(lines > 100, "the generated DAOs hold objects: {lines}");
    for threads in ["2", "4", "1"] {
        assert!(
            run(threads) == first,
            "export with --threads {threads} differs from --threads 1"
        );
    }
}

#[test]
fn export_to_a_file_writes_the_same_bytes() {
    let dir = tempdir();
    let run = folio_in(dir.path(), &["export", "--dao", "users", "-o", "out.jsonl"]);
    run.code(0);
    assert!(run.stdout.is_empty(), "nothing on stdout with -o");
    let written = std::fs::read_to_string(dir.path().join("out.jsonl")).expect("-o wrote it");
    let want: String = USERS_EXPORT.iter().map(|l| format!("{l}\n")).collect();
    assert_eq!(written, want);
}

#[test]
fn export_unknown_dao_is_a_usage_error_naming_it() {
    let run = folio(&["export", "--dao", "nosuchdao"]);
    let message = run.one_line_error();
    assert!(message.contains("nosuchdao"), "{message}");
}

#[test]
fn export_to_an_unwritable_place_names_the_path() {
    let dir = tempdir();
    let run = folio_in(
        dir.path(),
        &["export", "--dao", "users", "-o", "missing/dir/out.jsonl"],
    );
    let message = run.one_line_error();
    assert!(message.contains("missing/dir/out.jsonl"), "{message}");
}

// ---------------------------------------------------------------------------------------------
// discovery and file order (docs/format.md)
// ---------------------------------------------------------------------------------------------

/// The files of DAO `X`, in the order §3.1 gives: `X.jrl` files sorted by path bytewise
/// ("B" < "X" < "a.b/" < "a/" since '.' < '/'; "a/X.jrl" < "a/b/X.jrl" since 'X' < 'b'), then
/// `X.<digits>` numerically (007 is 7), then the live `X`.
const ORDER: [&str; 10] = [
    "B/X.jrl",
    "X.jrl",
    "a.b/X.jrl",
    "a/X.jrl",
    "a/b/X.jrl",
    "X.0",
    "X.2",
    "X.007",
    "X.10",
    "X",
];

/// Files that are not journals; each would add an object `poison` if read.
const NOT_JOURNALS: [&str; 7] = [
    "README.md",
    "models.json",
    "X.jrl.example",
    "X.1a",
    "X.jrl~",
    ".#X.jrl",
    ".hidden/X.jrl",
];

/// Writes the files of [`ORDER`] so that the final state reveals the order: for every pair of
/// files, both put the object `"<pair>"` with `last` set to their own name, so the later file
/// of each pair wins. A file's position is then the number of pairs it won.
fn write_order_tree(root: &Path) {
    for f in ORDER {
        let mut text = String::from("// order test\n");
        for g in ORDER.iter().filter(|&&g| g != f) {
            let pair = if f < *g {
                format!("{f}|{g}")
            } else {
                format!("{g}|{f}")
            };
            text.push_str(&format!("p({{id:\"{pair}\",last:\"{f}\"}})\n"));
        }
        write(root, f, text);
    }
    for f in NOT_JOURNALS {
        write(root, f, "c({id:\"poison\"})\n");
    }
    write(root, "a/Y.1", "c({id:1})\n");
}

#[test]
fn files_of_a_dao_replay_in_the_design_order() {
    let dir = tempdir();
    write_order_tree(dir.path());
    let report = replay_json(dir.path(), &["."]);
    let names: Vec<&str> = report["daos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["X", "Y"]);
    let pairs = (ORDER.len() * (ORDER.len() - 1) / 2) as u64;
    let per_file = (ORDER.len() - 1) as u64;
    assert_counters(
        dao(&report, "X"),
        &[
            ("entries", per_file * ORDER.len() as u64),
            ("put", per_file * ORDER.len() as u64),
            ("put_merged", pairs),
            ("comments", ORDER.len() as u64),
            ("objects", pairs),
        ],
    );

    let mut wins: BTreeMap<String, usize> = ORDER.iter().map(|f| (f.to_string(), 0)).collect();
    for line in export_lines(dir.path(), &[".", "--dao", "X"]) {
        let v: Value = serde_json::from_str(&line).unwrap();
        assert_ne!(v["id"], "poison", "a file that is not a journal was read");
        *wins.get_mut(v["last"].as_str().unwrap()).unwrap() += 1;
    }
    let mut got: Vec<(usize, String)> = wins.into_iter().map(|(f, w)| (w, f)).collect();
    got.sort();
    let got: Vec<&str> = got.iter().map(|(_, f)| f.as_str()).collect();
    assert_eq!(got, ORDER);
}

#[test]
fn verbose_lists_skipped_files_on_stderr() {
    let dir = tempdir();
    write_order_tree(dir.path());
    let run = folio_in(dir.path(), &["replay", "--verbose", "--json", "."]);
    run.code(0);
    run.json();
    let skipped: Vec<&str> = run
        .stderr
        .lines()
        .filter(|l| l.contains("skipped"))
        .collect();
    for name in [
        "README.md",
        "models.json",
        "X.jrl.example",
        "X.1a",
        "X.jrl~",
    ] {
        assert!(
            skipped.iter().any(|l| l.contains(name)),
            "{name} not listed as skipped:\n{}",
            run.stderr
        );
    }
    // Without --verbose, nothing.
    let run = folio_in(dir.path(), &["replay", "--json", "."]);
    assert_eq!(run.stderr, "");
}

#[test]

fn verbose_lists_skipped_hidden_files() {
    let dir = tempdir();
    write_order_tree(dir.path());
    let run = folio_in(dir.path(), &["replay", "--verbose", "--json", "."]);
    run.code(0);
    assert!(
        run.stderr
            .lines()
            .any(|l| l.contains("skipped") && l.contains(".#X.jrl")),
        "{}",
        run.stderr
    );
}

/// Two journals whose names differ only in bytes that are not UTF-8 are two DAOs (or, if
/// folio refuses such names, it says so); they must not be merged into one.
#[test]

fn non_utf8_file_names_are_not_merged() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempdir();
    let j = dir.path().join("j");
    std::fs::create_dir(&j).unwrap();
    std::fs::write(
        j.join(std::ffi::OsStr::from_bytes(b"X\xff.jrl")),
        "c({id:1,a:1})\n",
    )
    .unwrap();
    std::fs::write(
        j.join(std::ffi::OsStr::from_bytes(b"X\xfe.jrl")),
        "c({id:1,b:2})\n",
    )
    .unwrap();
    let run = folio_in(dir.path(), &["replay", "--json", "j"]);
    match run.code {
        Some(0) => {
            let report = run.json();
            assert_eq!(counter(&report["total"], "objects"), 2, "{report}");
        }
        _ => {
            run.one_line_error();
        }
    }
}

#[test]
fn a_file_named_on_the_command_line_is_read_whatever_its_name() {
    let dir = tempdir();
    write(dir.path(), "notes.txt", "p({id:1})\np({id:2})\n");
    let report = replay_json(dir.path(), &["notes.txt"]);
    assert_counters(
        dao(&report, "notes"),
        &[("entries", 2), ("put", 2), ("objects", 2)],
    );
}

#[test]
fn the_same_dao_across_two_paths_is_one_dao() {
    let dir = tempdir();
    write(dir.path(), "one/X.jrl", "c({id:1,v:1})\n");
    write(dir.path(), "two/X.jrl", "p({id:1,w:2})\n");
    let report = replay_json(dir.path(), &["two", "one"]);
    assert_eq!(report["daos"].as_array().unwrap().len(), 1);
    // X.jrl files are sorted by path whatever the argument order: one/ then two/.
    assert_eq!(
        export_lines(dir.path(), &["two", "one"]),
        [r#"{"id":1,"v":1,"w":2}"#]
    );
}

// ---------------------------------------------------------------------------------------------
// journal quirks through the binary (docs/format.md)
// ---------------------------------------------------------------------------------------------

/// One journal `q.jrl` (generic mode), what replay must count, the bad lines, and the objects.
struct Quirk {
    what: &'static str,
    journal: &'static [u8],
    counters: &'static [(&'static str, u64)],
    /// (line, a piece of the reason, or "" when the design fixes none)
    errors: &'static [(u64, &'static str)],
    export: &'static [&'static str],
}

const QUIRKS: &[Quirk] = &[
    Quirk {
        what: "CRLF, a multi-line entry whose string spans lines (joined with \\n)",
        journal: b"p({id:1,a:1})\r\np({id:2,a:2})\r\np({\r\n id:3,\r\n a:\"x\r\ny\"\r\n})\r\np({id:4 x})\r\n",
        counters: &[("entries", 4), ("put", 3), ("failed", 1), ("objects", 3)],
        errors: &[(8, "")],
        export: &[r#"{"id":1,"a":1}"#, r#"{"id":2,"a":2}"#, r#"{"id":3,"a":"x\ny"}"#],
    },
    Quirk {
        what: "an empty file is a DAO with nothing in it",
        journal: b"",
        counters: &[],
        errors: &[],
        export: &[],
    },
    Quirk {
        what: "only blank lines",
        journal: b"\n\r\n\r",
        counters: &[("blank", 3)],
        errors: &[],
        export: &[],
    },
    Quirk {
        what: "lone CR line ends",
        journal: b"p({id:1,a:1})\rp({id:2,a:2})\rp({\r id:3,\r a:\"x\ry\"\r})\rp({id:4 x})\r",
        counters: &[("entries", 4), ("put", 3), ("failed", 1), ("objects", 3)],
        errors: &[(8, "")],
        export: &[r#"{"id":1,"a":1}"#, r#"{"id":2,"a":2}"#, r#"{"id":3,"a":"x\ny"}"#],
    },
    Quirk {
        what: "mixed LF, CRLF and CR; blank lines of each kind",
        journal: b"p({id:1})\n\r\n\rp({id:2})\r\n\np({id:3 x})\r",
        counters: &[("entries", 3), ("put", 2), ("blank", 3), ("failed", 1), ("objects", 2)],
        errors: &[(6, "")],
        export: &[r#"{"id":1}"#, r#"{"id":2}"#],
    },
    Quirk {
        what: "`});` does not close: the entry runs to the first `})` line; text after the object is ignored",
        journal: b"p({\nid:1,\nb:\"x\"\n});\np({id:2})\n})\np({id:3})\n",
        counters: &[("entries", 2), ("put", 2), ("objects", 2)],
        errors: &[],
        export: &[r#"{"id":1,"b":"x"}"#, r#"{"id":3}"#],
    },
    Quirk {
        what: "`P({` opens nothing: three single-line entries, all bad",
        journal: b"P({\nid:1\n})\np({id:2})\n",
        counters: &[("entries", 4), ("put", 1), ("failed", 3), ("objects", 1)],
        errors: &[(1, ""), (2, ""), (3, "")],
        export: &[r#"{"id":2}"#],
    },
    Quirk {
        what: "other op letters are parsed and counted, not applied",
        journal: b"x({id:1})\nP({id:2})\nv({\"version\":\"7\"})\np({id:3})\n",
        counters: &[("entries", 4), ("unknown_op", 2), ("version", 1), ("put", 1), ("objects", 1)],
        errors: &[],
        export: &[r#"{"id":3}"#],
    },
    Quirk {
        what: "comments start at the first character: an indented `//` line is an entry (and bad)",
        journal: b"\n/\n// c\n  // indented\np({id:1})\n\n",
        counters: &[("entries", 2), ("put", 1), ("blank", 2), ("comments", 2), ("failed", 1), ("objects", 1)],
        errors: &[(4, "")],
        export: &[r#"{"id":1}"#],
    },
    Quirk {
        what: "an unterminated multi-line entry at EOF is reported; the entries before it stay",
        journal: b"p({id:1,a:1})\np({id:2})\np({\nid:3,\n",
        counters: &[("entries", 3), ("put", 2), ("failed", 1), ("objects", 2)],
        errors: &[(3, "")],
        export: &[r#"{"id":1,"a":1}"#, r#"{"id":2}"#],
    },
    Quirk {
        what: "two entries on one line: only the first applies",
        journal: b"p({id:1,a:1})p({id:1,a:2})\nc({id:2,a:1})r({id:2})\n",
        counters: &[("entries", 2), ("put", 1), ("create", 1), ("objects", 2)],
        errors: &[],
        export: &[r#"{"id":1,"a":1}"#, r#"{"id":2,"a":1}"#],
    },
    Quirk {
        what: "text after the object is ignored",
        journal: b"p({id:1,a:1}); // note\np({id:2}) trailing junk {\nc({id:3});\n",
        counters: &[("entries", 3), ("put", 2), ("create", 1), ("objects", 3)],
        errors: &[],
        export: &[r#"{"id":1,"a":1}"#, r#"{"id":2}"#, r#"{"id":3}"#],
    },
    Quirk {
        what: "a torn last line (no newline, cut mid-entry) is reported as torn",
        journal: b"p({id:1,a:1})\np({id:2,a:",
        counters: &[("entries", 2), ("put", 1), ("failed", 1), ("objects", 1)],
        errors: &[(2, "torn")],
        export: &[r#"{"id":1,"a":1}"#],
    },
    Quirk {
        what: "a complete last line without a newline is fine, single- or multi-line",
        journal: b"p({id:1})\np({\nid:2\n})\np({id:3})",
        counters: &[("entries", 3), ("put", 3), ("objects", 3)],
        errors: &[],
        export: &[r#"{"id":1}"#, r#"{"id":2}"#, r#"{"id":3}"#],
    },
];

#[test]
fn journal_quirks_through_the_binary() {
    for q in QUIRKS {
        let dir = tempdir();
        write(dir.path(), "q.jrl", q.journal);
        let report = replay_json(dir.path(), &["q.jrl"]);
        let d = dao(&report, "q");
        let ctx = q.what;
        assert_entry_invariant(d);
        for (name, want) in q.counters {
            assert_eq!(counter(d, name), *want, "{ctx}: {name} in {d}");
        }
        assert_counters(d, q.counters);
        assert_eq!(counter(d, "bytes"), q.journal.len() as u64, "{ctx}");
        let errs = errors(d);
        let lines: Vec<u64> = errs.iter().map(|e| e.1).collect();
        let want: Vec<u64> = q.errors.iter().map(|e| e.0).collect();
        assert_eq!(lines, want, "{ctx}: {errs:?}");
        for (e, (_, piece)) in errs.iter().zip(q.errors) {
            assert_eq!(e.0, "q.jrl", "{ctx}");
            assert!(e.2.contains(piece), "{ctx}: {:?} lacks {piece:?}", e.2);
        }
        let got = export_lines(dir.path(), &["q.jrl"]);
        assert_same_objects(&got, q.export);
        // check agrees with replay.
        let run = folio_in(dir.path(), &["check", "q.jrl"]);
        run.code(if q.errors.is_empty() { 0 } else { 1 });
        let checked: Vec<String> = run.stdout().lines().map(str::to_owned).collect();
        let want: Vec<String> = errs
            .iter()
            .map(|(f, l, r)| format!("{f}:{l}: {r}"))
            .collect();
        assert_eq!(checked, want, "{ctx}");
    }
}

// ---------------------------------------------------------------------------------------------
// output to a closed pipe (`folio ... | head`)
// ---------------------------------------------------------------------------------------------

/// A reader that stops early (`| head`) must not make folio panic: it either stops quietly
/// (exit 0) or says so in one line (exit 2). The output is made larger than a pipe's buffer
/// (2,000 DAOs), so the write surely meets the closed pipe.
#[test]
fn output_into_a_closed_pipe_is_not_a_panic() {
    let dir = tempdir();
    let filler = "f".repeat(100);
    for i in 0..2000 {
        write(
            &dir.path().join("many"),
            &format!("dao{i:04}.jrl"),
            format!("p({{id:{i},s:\"{filler}\"}})\np({{id:{i} bad}})\n"),
        );
    }
    for args in [
        &["replay", "many"][..],
        &["replay", "--json", "many"],
        &["check", "many"],
        &["export", "many"],
    ] {
        let (code, stderr) = folio_into_closed_pipe(dir.path(), args);
        match code {
            Some(0) => {}
            Some(2) => assert_eq!(
                stderr.lines().filter(|l| l.starts_with("folio: ")).count(),
                1,
                "{args:?}: {stderr}"
            ),
            other => panic!("{args:?}: exit {other:?}\n{stderr}"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// usage errors (docs/cli.md: exit 2)
// ---------------------------------------------------------------------------------------------

#[test]
fn usage_errors_exit_2_with_a_message() {
    for args in [
        &[][..],
        &["bogus"],
        &["replay", "--bogus"],
        &["replay", "--threads", "many"],
        &["export", "--format", "yaml"],
        &["gen", "-o", "x.jrl"],
    ] {
        let run = folio(args);
        run.code(2);
        assert!(run.stdout.is_empty(), "{args:?}: usage goes to stderr");
        assert!(!run.stderr.trim().is_empty(), "{args:?}: says why");
    }
    let run = folio(&["--help"]);
    run.code(0);
    for cmd in ["replay", "check", "export", "gen"] {
        assert!(run.stdout().contains(cmd), "{}", run.stdout());
    }
}
