//! folio as a user expects a command-line tool to behave (docs/cli.md): an installed copy
//! works from anywhere, a closed pipe is not an error, one unreadable file does not stop the
//! rest, output never silently replaces a file, every I/O error names its path, the same flag
//! means the same in every command, and `--help`, completions and the man page come from the
//! flag definitions.

use crate::common;

use common::*;
use std::path::Path;

const USERS_COUNTS: &[(&str, u64)] = &[
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

// ---------------------------------------------------------------------------------------------
// an installed copy
// ---------------------------------------------------------------------------------------------

/// `<root>/bin/folio`, a copy of the binary under test, as `cargo install --root` lays it out.
fn installed(root: &Path) -> std::path::PathBuf {
    let bin = root.join("bin/folio");
    std::fs::create_dir_all(bin.parent().unwrap()).unwrap();
    std::fs::copy(folio_bin(), &bin).expect("copy the binary");
    bin
}

/// The built-in examples travel inside the binary: a copy far from the checkout, run from an
/// unrelated directory, replays and checks them.
#[test]
fn an_installed_copy_replays_its_examples_from_anywhere() {
    let root = tempdir();
    let bin = installed(root.path());
    let elsewhere = tempdir();
    let run = run_bin_in(&bin, elsewhere.path(), &["replay", "--json"]);
    run.code(0);
    let report = run.json();
    assert_counters(dao(&report, "users"), USERS_COUNTS);
    let names: Vec<&str> = report["daos"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["countries", "regions", "users"]);
    // Typed by the examples' own registry: the deep merge and enum of users export as typed.
    let run = run_bin_in(&bin, elsewhere.path(), &["export", "--dao", "users"]);
    run.code(0);
    assert!(
        run.stdout().starts_with(r#"{"class":"demo.User","id":1,"#),
        "{}",
        run.stdout()
    );

    let run = run_bin_in(&bin, elsewhere.path(), &["check"]);
    run.code(1);
    assert!(run.stdout().contains("users.jrl:9: "), "{}", run.stdout());
    // Not the checkout's files by a path fixed at build time: this copy is not in a build
    // directory, so it uses the examples embedded in it.
    assert!(
        !run.stdout().contains(&examples().display().to_string()),
        "{}",
        run.stdout()
    );
    // The temporary copy is gone after the run.
    let temp_left = std::fs::read_dir(std::env::temp_dir())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            let name = e.file_name();
            let name = name.to_string_lossy();
            name.starts_with("folio-examples.")
                && e.path().join("users.jrl").exists()
                && run.stdout().contains(&*name)
        })
        .count();
    assert_eq!(temp_left, 0, "the examples' temporary copy is removed");
}

/// An installation that ships the examples as data (`<prefix>/share/folio/examples`) uses them.
#[test]
fn an_installed_copy_prefers_its_share_folder() {
    let root = tempdir();
    let bin = installed(root.path());
    let share = root.path().join("share/folio/examples");
    write(&share, "models.json", r#"{"models":[]}"#);
    write(&share, "users.jrl", "p({id:1})\np({id:2})\n");
    write(&share, "extra.jrl", "p({id:1})\n");
    let report = {
        let run = run_bin_in(&bin, tempdir().path(), &["replay", "--json"]);
        run.code(0);
        run.json()
    };
    assert_eq!(counter(dao(&report, "users"), "objects"), 2);
    assert_eq!(counter(dao(&report, "extra"), "objects"), 1);
}

// ---------------------------------------------------------------------------------------------
// a closed pipe
// ---------------------------------------------------------------------------------------------

/// `folio export … | head -c 100` and `folio replay --json | head -c 10`: the reader takes a
/// few bytes and goes; folio ends quietly with status 0.
#[test]
fn a_reader_that_goes_away_ends_the_command_quietly() {
    let dir = tempdir();
    folio_in(
        dir.path(),
        &["gen", "--entries", "3000", "-o", "benchmark.jrl"],
    )
    .code(0);
    let filler = "f".repeat(200);
    // Every output is far larger than a pipe's buffer (64 KiB), so folio meets the closed end.
    for i in 0..1500 {
        write(
            &dir.path().join("many"),
            &format!("dao{i:04}.jrl"),
            format!("p({{id:{i},s:\"{filler}\"}})\np({{id:{i} bad}})\np({{a b}})\np({{c d}})\n"),
        );
    }
    for (args, n) in [
        (
            &[
                "export",
                "benchmark.jrl",
                "--models",
                "benchmark.models.json",
            ][..],
            100,
        ),
        (&["gen", "--entries", "5000", "-o", "-"], 100),
        (&["replay", "--json", "many"], 10),
        (&["check", "many"], 10),
        (&["check", "--json", "many"], 10),
        (&["replay", "many"], 10),
    ] {
        let (head, code, stderr) = folio_read_then_close(dir.path(), args, n);
        assert_eq!(head.len(), n);
        assert_eq!(code, Some(0), "{args:?}: {stderr}");
        assert_eq!(stderr, "", "{args:?}: nothing on stderr");
    }
}

// ---------------------------------------------------------------------------------------------
// errors name their paths
// ---------------------------------------------------------------------------------------------

#[test]
fn a_full_disk_names_the_file() {
    if !Path::new("/dev/full").exists() {
        eprintln!("NOTE: no /dev/full here; skipped");
        return;
    }
    for args in [
        &["export", "--dao", "users", "-o", "/dev/full"][..],
        &["gen", "--entries", "10", "-o", "/dev/full"],
        &["man", "-o", "/dev/full"],
    ] {
        let message = folio(args).one_line_error();
        assert!(
            message.starts_with("folio: /dev/full: ") && message.contains("No space"),
            "{args:?}: {message}"
        );
    }
    // A per-DAO file on a full disk (the folder's users file is a link to /dev/full).
    let dir = tempdir();
    for (format, file) in [("parquet", "users.parquet"), ("journal", "users.jrl")] {
        let out = dir.path().join(format);
        std::fs::create_dir(&out).unwrap();
        std::os::unix::fs::symlink("/dev/full", out.join(file)).unwrap();
        let message = folio_in(
            dir.path(),
            &["export", "--dao", "users", "--format", format, "-o", format],
        )
        .one_line_error();
        assert_eq!(
            message,
            format!("folio: {format}/{file}: No space left on device (os error 28)")
        );
    }

    // Standard output on a full disk: named as such, exit 2 (not a closed pipe).
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut cmd = std::process::Command::new(folio_bin());
    cmd.args(["export", "--dao", "users"])
        .current_dir(std::env::temp_dir());
    let mut child = cmd
        .stdout(full)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(2), "{stderr}");
    assert!(stderr.starts_with("folio: <stdout>: "), "{stderr}");
}

// ---------------------------------------------------------------------------------------------
// unreadable files
// ---------------------------------------------------------------------------------------------

/// What even root cannot read: a link to nothing named like a journal, and a link back up the
/// tree (a loop). Each is reported with its path; the rest replays, the output is complete,
/// and the exit code is 2 at the end. A dangling link with another name is merely skipped.
#[test]
fn an_unreadable_entry_in_a_tree_is_reported_and_the_rest_replays() {
    let dir = tempdir();
    let t = dir.path().join("t");
    write(&t, "good.jrl", "p({id:1})\np({id:2})\n");
    write(&t, "sub/more.jrl", "p({id:1})\n");
    std::os::unix::fs::symlink(t.join("nowhere.jrl"), t.join("gone.jrl")).unwrap();
    std::os::unix::fs::symlink(t.join("nowhere.txt"), t.join("notes.txt")).unwrap();
    std::os::unix::fs::symlink(&t, t.join("sub/loop")).unwrap();

    let run = folio_in(dir.path(), &["replay", "--json", "t"]);
    run.code(2);
    let report = run.json();
    assert_eq!(counter(dao(&report, "good"), "objects"), 2);
    assert_eq!(counter(dao(&report, "more"), "objects"), 1);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stderr);
    assert!(
        lines[0].starts_with("folio: t/gone.jrl: ") && lines[0].ends_with("(skipped)"),
        "{}",
        run.stderr
    );
    assert!(
        lines[1].starts_with("folio: t/sub/loop: "),
        "{}",
        run.stderr
    );
    assert_eq!(
        lines[2],
        "folio: 2 file(s) could not be read; the rest was replayed"
    );

    // check and export say the same and finish their work.
    let run = folio_in(dir.path(), &["check", "t"]);
    run.code(2);
    assert!(run.stderr.contains("t/gone.jrl"), "{}", run.stderr);
    let run = folio_in(dir.path(), &["export", "t"]);
    run.code(2);
    assert_eq!(run.stdout().lines().count(), 3);
    assert!(run.stderr.contains("t/gone.jrl"), "{}", run.stderr);

    // Nothing readable at all: still reported one by one, still exit 2.
    let only = dir.path().join("only");
    std::fs::create_dir(&only).unwrap();
    std::os::unix::fs::symlink(only.join("x"), only.join("x.jrl")).unwrap();
    let run = folio_in(dir.path(), &["replay", "only"]);
    run.code(2);
    assert!(run.stderr.contains("only/x.jrl"), "{}", run.stderr);
}

/// A file nobody may read (not even root: tests may run as root, who reads anything, so the
/// test runs only where the mode bits hold).
#[test]
fn a_file_without_read_permission_is_reported_and_the_rest_replays() {
    let dir = tempdir();
    write(dir.path(), "t/good.jrl", "p({id:1})\np({id:2})\n");
    let locked = write(dir.path(), "t/locked.jrl", "p({id:1})\n");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::File::open(&locked).is_ok() {
        eprintln!("NOTE: running as root, mode 000 does not stop reads; skipped");
        return;
    }
    let run = folio_in(dir.path(), &["replay", "--json", "t"]);
    run.code(2);
    assert_eq!(counter(dao(&run.json(), "good"), "objects"), 2);
    assert!(run.stderr.contains("locked.jrl"), "{}", run.stderr);
}

// ---------------------------------------------------------------------------------------------
// output never silently replaces a file
// ---------------------------------------------------------------------------------------------

#[test]
fn gen_writes_its_registry_and_the_command_it_prints_works() {
    let dir = tempdir();
    let run = folio_in(
        dir.path(),
        &[
            "gen",
            "--entries",
            "500",
            "--mix",
            "mixed",
            "-o",
            "data/x.jrl",
        ],
    );
    // A folder that does not exist: named.
    let message = run.one_line_error();
    assert!(message.contains("data/x.jrl"), "{message}");

    std::fs::create_dir(dir.path().join("data")).unwrap();
    let run = folio_in(
        dir.path(),
        &[
            "gen",
            "--entries",
            "500",
            "--mix",
            "mixed",
            "-o",
            "data/x.jrl",
        ],
    );
    run.code(0);
    let live: u64 = run
        .stderr
        .split(", ")
        .find_map(|part| part.strip_suffix(" live objects"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", run.stderr));
    assert!(dir.path().join("data/x.models.json").is_file());
    // The exact command gen printed, run as printed.
    let command = run
        .stderr
        .lines()
        .skip_while(|l| !l.ends_with("replay it with:"))
        .nth(1)
        .unwrap_or_else(|| panic!("no command in {}", run.stderr))
        .trim()
        .to_owned();
    assert_eq!(
        command,
        "folio replay data/x.jrl --models data/x.models.json"
    );
    let mut args: Vec<&str> = command.split(' ').skip(1).collect();
    args.insert(1, "--json");
    let run = folio_in(dir.path(), &args);
    run.code(0);
    assert_eq!(counter(dao(&run.json(), "x"), "objects"), live);
    assert_eq!(counter(dao(&run.json(), "x"), "failed"), 0);
    assert!(
        run.stderr.is_empty(),
        "no warning when typed: {}",
        run.stderr
    );

    // Without the registry: one object, and a warning that says why and what to do.
    let run = folio_in(dir.path(), &["replay", "--json", "data/x.jrl"]);
    run.code(0);
    assert_eq!(counter(dao(&run.json(), "x"), "objects"), 1);
    assert_eq!(run.stderr.matches("warning").count(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("`x`") && run.stderr.contains("--models"),
        "{}",
        run.stderr
    );
}

#[test]
fn gen_refuses_to_replace_a_file_without_force() {
    let dir = tempdir();
    let journal = write(dir.path(), "b.jrl", "keep me\n");
    let message = folio_in(dir.path(), &["gen", "--entries", "5", "-o", "b.jrl"]).one_line_error();
    assert!(
        message.contains("b.jrl") && message.contains("--force"),
        "{message}"
    );
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), "keep me\n");
    assert!(
        !dir.path().join("b.models.json").exists(),
        "nothing half done"
    );

    // A registry of other contents in the way: refused too, before the journal is written.
    std::fs::remove_file(&journal).unwrap();
    write(dir.path(), "b.models.json", "{}");
    let message = folio_in(dir.path(), &["gen", "--entries", "5", "-o", "b.jrl"]).one_line_error();
    assert!(message.contains("b.models.json"), "{message}");
    assert!(!journal.exists());

    folio_in(
        dir.path(),
        &["gen", "--entries", "5", "-o", "b.jrl", "--force"],
    )
    .code(0);
    let text = std::fs::read_to_string(&journal).unwrap();
    assert_eq!(text.lines().count(), 7, "v, comment, 5 entries");
    // Writing the same journal again with --force: the same bytes.
    folio_in(
        dir.path(),
        &["gen", "--entries", "5", "-o", "b.jrl", "--force"],
    )
    .code(0);
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), text);
}

#[test]
fn gen_dash_o_dash_writes_standard_output() {
    let dir = tempdir();
    let run = folio_in(dir.path(), &["gen", "--entries", "4", "-o", "-"]);
    run.code(0);
    let out = run.stdout();
    assert!(out.starts_with("v({\"version\":\"\"})\n//"), "{out}");
    assert_eq!(out.lines().count(), 6);
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "no file named `-`, no registry"
    );
    // A device: the journal alone, no registry beside it (nothing in /dev).
    let device = folio_in(dir.path(), &["gen", "--entries", "4", "-o", "/dev/null"]);
    device.code(0);
    assert!(device.stderr.contains("-> /dev/null"), "{}", device.stderr);
    assert!(!Path::new("/dev/null.models.json").exists());
    // The same bytes as a file of the same options.
    folio_in(dir.path(), &["gen", "--entries", "4", "-o", "f.jrl"]).code(0);
    assert_eq!(std::fs::read(dir.path().join("f.jrl")).unwrap(), run.stdout);
}

#[test]
fn export_refuses_to_replace_a_file_without_force() {
    let dir = tempdir();
    let out = write(dir.path(), "out.jsonl", "keep me\n");
    let message =
        folio_in(dir.path(), &["export", "--dao", "users", "-o", "out.jsonl"]).one_line_error();
    assert!(
        message.contains("out.jsonl") && message.contains("--force"),
        "{message}"
    );
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "keep me\n");
    folio_in(
        dir.path(),
        &["export", "--dao", "users", "-o", "out.jsonl", "--force"],
    )
    .code(0);
    assert!(std::fs::read_to_string(&out)
        .unwrap()
        .starts_with("{\"class\":\"demo.User\""));

    // A failed replay leaves no empty file behind (which the next run would refuse).
    folio_in(
        dir.path(),
        &["export", "no/such/journals", "-o", "new.jsonl"],
    )
    .one_line_error();
    assert!(!dir.path().join("new.jsonl").exists());
    folio_in(
        dir.path(),
        &["export", "no/such", "--format", "parquet", "-o", "newpq"],
    )
    .one_line_error();
    assert!(!dir.path().join("newpq").exists());

    // Parquet: one file per DAO in the folder; an existing one is refused the same way.
    folio_in(dir.path(), &["export", "--format", "parquet", "-o", "pq"]).code(0);
    let mut files: Vec<String> = std::fs::read_dir(dir.path().join("pq"))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    files.sort();
    assert_eq!(
        files,
        ["countries.parquet", "regions.parquet", "users.parquet"]
    );
    let message =
        folio_in(dir.path(), &["export", "--format", "parquet", "-o", "pq"]).one_line_error();
    assert!(message.contains("countries.parquet"), "{message}");
    folio_in(
        dir.path(),
        &["export", "--format", "parquet", "-o", "pq", "--force"],
    )
    .code(0);
    // Parquet needs a folder.
    let message = folio_in(dir.path(), &["export", "--format", "parquet"]).one_line_error();
    assert!(message.contains("-o DIR"), "{message}");
}

/// The corpus's `accounts` DAO holds objects whose id does not type as the registry's id
/// property, so they land on its default id and absorb each other. `get` of that id says so:
/// how many, where first, which id property and the type it expected, and the fix.
#[test]
fn ids_that_do_not_type_are_warned_about_by_get() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let corpus = repo.join("testdata/corpus/foam");
    let models = repo.join("testdata/models/foam-models.json");
    let run = folio(&[
        "get",
        corpus.to_str().unwrap(),
        "--models",
        models.to_str().unwrap(),
        "--dao",
        "accounts",
        "--id",
        "0",
    ]);
    run.code(0);
    let warnings: Vec<_> = run
        .stderr
        .lines()
        .filter(|l| l.contains("warning"))
        .collect();
    assert_eq!(warnings.len(), 1, "{}", run.stderr);
    let warning = warnings[0];
    assert!(
        warning
            .starts_with("folio: warning: DAO `accounts`: 66 entries collapsed onto 1 object(s)")
            && warning.contains("ablii/accounts.jrl:5)")
            && warning.contains("id property `id` of class `net.nanopay.bank.INBankAccount`")
            && warning.contains("does not type as the Long the registry expects")
            && warning.ends_with("; give a registry of the journal's era"),
        "{warning}"
    );
}

// ---------------------------------------------------------------------------------------------
// generic mode
// ---------------------------------------------------------------------------------------------

/// FOAM's regions are keyed by `code`: without their model every entry has the same (missing)
/// `id` and all merge into one object. Every command that replays says so, once, with the same
/// words: the DAO, how many entries, the first file:line, the class, and the fix.
#[test]
fn entries_without_ids_merging_into_one_object_are_warned_about_once() {
    let dir = tempdir();
    let mut text = String::new();
    for i in 0..50 {
        text.push_str(&format!(
            "p({{class:\"foam.core.auth.Region\",code:\"R-{i}\",name:\"n{i}\"}})\n"
        ));
    }
    write(dir.path(), "j/regions.jrl", &text);
    write(
        dir.path(),
        "j/fine.jrl",
        "p({id:1,a:1})\np({id:1,a:2})\np({id:2})\n",
    );
    let commands: [&[&str]; 5] = [
        &["replay", "j"],
        &["check", "j"],
        &["export", "j"],
        &["get", "j", "--dao", "regions", "--id", "null"],
        &["query", "j", "--dao", "regions", "--count"],
    ];
    let mut warnings = Vec::new();
    for args in commands {
        let run = folio_in(dir.path(), args);
        assert_eq!(
            run.stderr.matches("warning").count(),
            1,
            "{args:?}: {}",
            run.stderr
        );
        let warning = run.stderr.lines().find(|l| l.contains("warning")).unwrap();
        assert!(
            warning.contains("DAO `regions`: 50 entries collapsed onto 1 object(s)")
                && warning.contains("(first at j/regions.jrl:1)")
                && warning.contains("no `id` key")
                && warning.contains("class `foam.core.auth.Region`")
                && warning.contains("--models FILE"),
            "{warning}"
        );
        warnings.push(warning.to_owned());
    }
    warnings.dedup();
    assert_eq!(
        warnings.len(),
        1,
        "the same words everywhere: {warnings:#?}"
    );
    // With the model, no warning and 50 objects.
    let models =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/models/foam-models.json");
    let run = folio_in(
        dir.path(),
        &[
            "replay",
            "--json",
            "j",
            "--models",
            models.to_str().unwrap(),
        ],
    );
    run.code(0);
    assert_eq!(counter(dao(&run.json(), "regions"), "objects"), 50);
    assert!(!run.stderr.contains("warning"), "{}", run.stderr);
}

/// DAOs that collapse for the same reason and class get one warning line between them (how
/// many DAOs and entries, the first place); `-v` lists each DAO under it, and `--json` holds
/// each DAO's warning in full.
#[test]
fn daos_that_collapse_alike_share_one_warning_line() {
    let dir = tempdir();
    for dao in ["a", "b", "c"] {
        let text = "p({class:\"foam.core.auth.Region\",code:\"R-1\"})\n\
                    p({class:\"foam.core.auth.Region\",code:\"R-2\"})\n";
        write(dir.path(), &format!("j/{dao}.jrl"), text);
    }
    write(
        dir.path(),
        "j/d.jrl",
        "p({class:\"x.Other\",k:1})\np({class:\"x.Other\",k:2})\n",
    );
    let run = folio_in(dir.path(), &["replay", "j"]);
    run.code(0);
    let warnings: Vec<_> = run
        .stderr
        .lines()
        .filter(|l| l.contains("warning"))
        .collect();
    assert_eq!(warnings.len(), 2, "{}", run.stderr);
    assert!(
        warnings[0].starts_with(
            "folio: warning: 3 DAOs (-v lists each): 6 entries collapsed onto 3 object(s)"
        ) && warnings[0].contains("(first at j/a.jrl:1, DAO `a`)")
            && warnings[0].contains("class `foam.core.auth.Region`"),
        "{}",
        warnings[0]
    );
    assert!(
        warnings[1].starts_with("folio: warning: DAO `d`: 2 entries"),
        "{}",
        warnings[1]
    );
    // The fix both call for, once, after them.
    assert!(
        !warnings.iter().any(|w| w.contains("--models FILE")),
        "{}",
        run.stderr
    );
    let fixes: Vec<_> = run
        .stderr
        .lines()
        .filter(|l| l.contains("--models FILE"))
        .collect();
    assert_eq!(fixes.len(), 1, "{}", run.stderr);
    assert!(fixes[0].starts_with("folio: the fix for all 2 above: give --models FILE"));

    let verbose = folio_in(dir.path(), &["replay", "j", "-v"]);
    let listed: Vec<_> = verbose
        .stderr
        .lines()
        .filter(|l| l.starts_with("folio:   DAO"))
        .collect();
    assert_eq!(listed.len(), 3, "{}", verbose.stderr);
    assert!(listed[1].contains("`b` (2 entries onto 1 object(s), first at j/b.jrl:1)"));

    let report = folio_in(dir.path(), &["replay", "j", "--json"]).json();
    let texts = report["warnings"].as_array().unwrap();
    assert_eq!(texts.len(), 4, "{report}");
    assert!(texts[2]
        .as_str()
        .unwrap()
        .starts_with("DAO `c`: 2 entries collapsed"));
}

// ---------------------------------------------------------------------------------------------
// the same flag means the same everywhere
// ---------------------------------------------------------------------------------------------

#[test]
fn dao_selects_one_dao_in_every_reading_command() {
    let run = folio(&["replay", "--json", "--dao", "regions"]);
    run.code(0);
    let report = run.json();
    assert_eq!(report["daos"].as_array().unwrap().len(), 1);
    assert_eq!(counter(&report["total"], "objects"), 4);

    // check --dao: the bad entry is in users, so regions alone is clean.
    let run = folio(&["check", "--dao", "regions"]);
    run.code(0);
    assert_eq!(run.stdout(), "");
    folio(&["check", "--dao", "users"]).code(1);

    for cmd in ["replay", "check", "export"] {
        let message = folio(&[cmd, "--dao", "nosuch"]).one_line_error();
        assert!(message.contains("`nosuch`"), "{cmd}: {message}");
    }
}

#[test]
fn check_json_lists_every_bad_entry_with_the_counters() {
    let dir = tempdir();
    let mut text = String::new();
    for i in 0..150 {
        text.push_str(&format!("p({{id:{i} bad}})\n"));
    }
    write(dir.path(), "b.jrl", &text);
    let run = folio_in(dir.path(), &["check", "--json", "b.jrl", "--threads", "2"]);
    run.code(1);
    let doc = run.json();
    let mut keys: Vec<&str> = doc
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    assert_eq!(keys, ["errors", "skipped", "total", "warnings"]);
    for name in COUNTERS {
        counter(&doc["total"], name);
    }
    assert_eq!(counter(&doc["total"], "failed"), 150);
    let errs = errors(&doc);
    assert_eq!(errs.len(), 150, "all of them, not the first 100");
    assert_eq!(errs[149].1, 150);
    assert!(errs[0].0.ends_with("b.jrl"));

    let run = folio(&["check", "--json", "--dao", "regions"]);
    run.code(0);
    assert_eq!(run.json()["errors"], serde_json::json!([]));
}

#[test]
fn shared_flags_are_accepted_by_every_command_that_reads() {
    for cmd in ["replay", "check", "export"] {
        for flags in [
            &["--threads", "2"][..],
            &["--dao", "users"],
            &["--models", "models.json"],
        ] {
            let mut args = vec![cmd];
            args.extend_from_slice(flags);
            let run = folio_in(&examples(), &args);
            assert!(matches!(run.code, Some(0 | 1)), "{args:?}: {}", run.stderr);
        }
    }
    // -o and --force mean the same for every command that writes.
    for cmd in [&["export"][..], &["gen", "--entries", "1"], &["man"]] {
        let dir = tempdir();
        let mut args = cmd.to_vec();
        args.extend(["-o", "out"]);
        folio_in(dir.path(), &args).code(0);
        folio_in(dir.path(), &args).code(2);
        args.push("--force");
        folio_in(dir.path(), &args).code(0);
    }
}

// ---------------------------------------------------------------------------------------------
// help, completions, man
// ---------------------------------------------------------------------------------------------

#[test]
fn every_command_has_an_example_in_its_help() {
    for cmd in ["replay", "check", "export", "gen", "completions", "man"] {
        let run = folio(&[cmd, "--help"]);
        run.code(0);
        let help = run.stdout();
        assert!(help.contains("Examples:"), "{cmd}: {help}");
        assert!(help.contains(&format!("folio {cmd}")), "{cmd}: {help}");
        assert!(
            !help.contains('§'),
            "{cmd}: cites a document outside the repo"
        );
    }
    for (cmd, flags) in [
        ("replay", &["--models", "--dao", "--json", "--threads"][..]),
        ("check", &["--models", "--dao", "--json", "--threads"]),
        (
            "export",
            &["--models", "--dao", "--threads", "--output", "--force"],
        ),
        ("gen", &["--output", "--force"]),
    ] {
        let help = folio(&[cmd, "--help"]).stdout();
        for flag in flags {
            assert!(help.contains(flag), "{cmd} --help lacks {flag}");
        }
    }
}

#[test]
fn completions_and_man_come_from_the_flag_definitions() {
    for (shell, marker) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef folio"),
        ("fish", "complete -c folio"),
    ] {
        let run = folio(&["completions", shell]);
        run.code(0);
        let script = run.stdout();
        assert!(script.contains(marker), "{shell}: {script}");
        // fish spells long options `-l models`.
        for word in ["replay", "export", "models", "dao"] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
    folio(&["completions", "tcsh"]).code(2);

    let run = folio(&["man"]);
    run.code(0);
    let page = run.stdout();
    assert!(
        page.starts_with(".ie") || page.contains(".TH folio 1"),
        "{page}"
    );
    for word in ["replay", "export", "completions"] {
        assert!(page.contains(word), "man lacks {word}");
    }
    let page = folio(&["man", "export"]).stdout();
    assert!(page.contains(".TH folio-export 1"), "{page}");
    assert!(
        page.contains("parquet") && page.contains("\\-\\-models"),
        "{page}"
    );
    folio(&["man", "nosuch"]).one_line_error();
}

// ---------------------------------------------------------------------------------------------
// export --format journal
// ---------------------------------------------------------------------------------------------

/// The live state as journals, one per DAO: replaying them gives the same objects, byte for
/// byte in the JSON-lines export, on the real corpus and on the examples.
#[test]
fn a_journal_export_replays_to_the_same_state() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let corpus = root.join("testdata/corpus/foam");
    let models = root.join("testdata/models/foam-models.json");
    let (corpus, models) = (corpus.to_str().unwrap(), models.to_str().unwrap());
    let dir = tempdir();
    for (source, models) in [(corpus, models), ("", "")] {
        let mut base: Vec<&str> = vec!["export"];
        if !source.is_empty() {
            base.extend([source, "--models", models]);
        }
        let mut journal = base.clone();
        journal.extend(["--format", "journal", "-o", "j", "--force"]);
        folio_in(dir.path(), &journal).code(0);
        let want = folio_in(dir.path(), &base);
        want.code(0);
        // The examples' registry, for the examples' copy.
        let examples_models = examples().join("models.json");
        let models = if source.is_empty() {
            examples_models.to_str().unwrap().to_owned()
        } else {
            models.to_owned()
        };
        let got = folio_in(dir.path(), &["export", "j", "--models", &models]);
        got.code(0);
        assert!(
            got.stdout == want.stdout,
            "{source}: the journal export replays to other objects"
        );
        assert!(want.stdout.len() > 1_000);
        std::fs::remove_dir_all(dir.path().join("j")).unwrap();
    }
    let message = folio(&["export", "--format", "journal"]).one_line_error();
    assert!(message.contains("-o DIR"), "{message}");
}

// ---------------------------------------------------------------------------------------------
// the progress bar
// ---------------------------------------------------------------------------------------------

/// On a terminal (here a pseudo-terminal from util-linux `script`), a replay of more than a
/// second shows a bar whose rate is true: never more than all the journal's bytes over the
/// second the bar waits before it shows. (A rate estimated over the bar's own ticks once showed
/// "5.96 TiB/s" at 47% of a 592 MB replay.)
#[test]
fn the_progress_bar_shows_a_true_rate() {
    let dir = tempdir();
    folio_in(dir.path(), &["gen", "--entries", "60000", "-o", "p.jrl"]).code(0);
    let bytes = std::fs::metadata(dir.path().join("p.jrl")).unwrap().len() as f64;
    let replay = "replay p.jrl --models p.models.json --threads 1";
    let Some(screen) = on_a_terminal(dir.path(), replay) else {
        return;
    };
    assert!(screen.contains("total"), "the table follows: {screen}");
    let unit = |u: &str| match u {
        "B" => 1.0,
        "kB" => 1e3,
        "KiB" => 1024.0,
        "MB" => 1e6,
        "MiB" => 1024.0 * 1024.0,
        "GB" => 1e9,
        "GiB" => 1024.0 * 1024.0 * 1024.0,
        "TB" => 1e12,
        "TiB" => 1024f64.powi(4),
        _ => f64::NAN,
    };
    // Every "<number> <unit>/s" drawn.
    let words: Vec<&str> = screen.split([' ', '\r', '\n']).collect();
    let rates: Vec<f64> = words
        .windows(2)
        .filter_map(|w| {
            let unit = unit(w[1].trim_end_matches(',').strip_suffix("/s")?);
            Some(w[0].parse::<f64>().ok()? * unit)
        })
        .filter(|r| !r.is_nan())
        .collect();
    if rates.is_empty() {
        eprintln!("NOTE: the replay took under a second here; no bar was drawn to check");
        return;
    }
    // One kind of unit on the bar: decimal bytes as the decimal rate (MB with MB/s, not MiB).
    for binary in ["KiB", "MiB", "GiB"] {
        assert!(
            !screen.contains(binary),
            "binary units beside MB/s: {screen}"
        );
    }
    for rate in &rates {
        // The rate is shown with one decimal: allow its rounding.
        assert!(
            *rate <= bytes + 0.05e6,
            "a rate of {rate} B/s, more than all {bytes} bytes in one second: {rates:?}"
        );
    }
}

/// The fix a collapse warning names fits the case: with `--models` given but without the
/// class, it says the registry given lacks it (not "give --models FILE").
#[test]
fn a_collapse_with_a_registry_that_lacks_the_class_says_so() {
    let dir = tempdir();
    let journal = write(
        dir.path(),
        "j/regions.jrl",
        "p({class:\"x.Region\",code:\"A\"})\np({class:\"x.Region\",code:\"B\"})\n",
    );
    let models = write(
        dir.path(),
        "m.json",
        r#"{"models":[{"class":"x.Other","properties":[]}]}"#,
    );
    let run = folio(&[
        "replay",
        journal.to_str().unwrap(),
        "--models",
        models.to_str().unwrap(),
    ]);
    run.code(0);
    let warning = run.stderr.lines().find(|l| l.contains("warning")).unwrap();
    assert!(
        warning.contains("class `x.Region`")
            && warning.contains("the registry given has no model for it: give one that has")
            && !warning.contains("give --models FILE"),
        "{warning}"
    );
    let none = folio(&["replay", journal.to_str().unwrap()]);
    let warning = none.stderr.lines().find(|l| l.contains("warning")).unwrap();
    assert!(
        warning.contains("give --models FILE (`folio models import`"),
        "{warning}"
    );
}

/// `folio gen` says up front that its journal holds keys its registry leaves out on purpose,
/// and how many replay will count: the number replay then reports.
#[test]
fn gen_says_which_unknown_keys_are_meant() {
    let dir = tempdir();
    let run = folio_in(
        dir.path(),
        &["gen", "--entries", "500", "--mix", "mixed", "-o", "b.jrl"],
    );
    run.code(0);
    let line = run
        .stderr
        .lines()
        .find(|l| l.contains("leaves out on purpose"))
        .unwrap_or_else(|| panic!("{}", run.stderr));
    let expected: u64 = line
        .rsplit("expect ")
        .next()
        .and_then(|t| t.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    let report = replay_json(dir.path(), &["b.jrl", "--models", "b.models.json"]);
    assert_eq!(
        counter(&report["total"], "unknown_keys"),
        expected,
        "{line}"
    );
}

/// `replay`'s phase split as a bar (docs/cli.md, `folio replay`): under the phase line when
/// standard output is a terminal (a pseudo-terminal from util-linux `script`), its cells the
/// four phases' shades; never on a pipe, nor with `--json`.
#[test]
fn the_phase_bar_is_drawn_on_a_terminal_only() {
    let dir = tempdir();
    let Some(screen) = on_a_terminal(dir.path(), "replay") else {
        return;
    };
    let lines: Vec<&str> = screen.lines().map(|l| l.trim_end_matches('\r')).collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("phases (summed over threads)"))
        .unwrap_or_else(|| panic!("the phase line: {screen}"));
    let bar = lines[at + 1];
    assert!(bar.starts_with("phases "), "{screen}");
    let cells = bar.chars().filter(|c| "█▓▒░".contains(*c)).count();
    assert_eq!(cells, 40, "{bar}");
    for phase in ["read", "parse", "find_merge", "store_write"] {
        assert!(bar.contains(&format!(" {phase} ")), "{bar}");
    }

    for args in [&["replay"][..], &["replay", "--json"]] {
        let piped = folio(args);
        piped.code(0);
        assert!(
            !piped.stdout().contains('█') && !piped.stdout().contains('▓'),
            "{args:?}: {}",
            piped.stdout()
        );
    }
}

/// Writing Parquet has a bar of its own after the replay's (docs/cli.md, `folio export`):
/// `writing`, in objects, on a terminal when it takes more than a second, reaching every
/// object of the DAO; on a pipe, no bar at all.
#[test]
fn writing_parquet_has_its_own_bar_on_a_terminal_only() {
    let dir = tempdir();
    folio_in(dir.path(), &["gen", "--entries", "20000", "-o", "p.jrl"]).code(0);
    let export = [
        "export",
        "p.jrl",
        "--models",
        "p.models.json",
        "--format",
        "parquet",
    ];
    let piped = folio_in(dir.path(), &[&export[..], &["-o", "piped/"]].concat());
    piped.code(0);
    assert!(
        !piped.stderr.contains("writing") && !piped.stderr.contains('█'),
        "{}",
        piped.stderr
    );
    let Some(screen) = on_a_terminal(dir.path(), &format!("{} -o tty/", export.join(" "))) else {
        return;
    };
    let drawn: Vec<&str> = screen
        .split(['\r', '\n'])
        .filter(|l| l.contains("writing"))
        .collect();
    let Some(last) = drawn.last() else {
        eprintln!("NOTE: writing took under a second here; no bar was drawn to check");
        return;
    };
    assert!(last.contains(" objects"), "{last}");
    // The bar counts the DAO's 20,000 objects as they are written (it is redrawn every
    // 100 ms, so its frames need not show the last count; the export crate's tests check
    // that the counter reaches it).
    let most = drawn
        .iter()
        .filter_map(|l| l.split_whitespace().find_map(|w| w.strip_suffix("/20000")))
        .filter_map(|n| n.parse::<u64>().ok())
        .max();
    assert!(most.is_some_and(|n| n > 0), "{drawn:?}");
}

/// `compact` shows a bar of its own (`compacting`, the bytes it replays) on a terminal, and
/// none when stderr is not one.
#[test]
fn compacting_has_a_bar_on_a_terminal_only() {
    let dir = tempdir();
    folio_in(dir.path(), &["gen", "--entries", "30000", "-o", "c.jrl"]).code(0);
    let compact = [
        "compact",
        "c.jrl",
        "--models",
        "c.models.json",
        "--drop-unknown",
    ];
    let piped = folio_in(dir.path(), &[&compact[..], &["--out", "piped"]].concat());
    piped.code(0);
    assert!(
        !piped.stderr.contains("compacting") && !piped.stderr.contains('█'),
        "{}",
        piped.stderr
    );
    let Some(screen) = on_a_terminal(dir.path(), &format!("{} --out tty", compact.join(" ")))
    else {
        return;
    };
    let Some(last) = screen
        .split(['\r', '\n'])
        .rfind(|l| l.contains("compacting"))
    else {
        eprintln!("NOTE: compacting took under a second here; no bar was drawn to check");
        return;
    };
    assert!(last.contains(" MB"), "{last}");
    assert!(dir.path().join("tty/c").is_file());
}

/// What `folio ARGS` (one shell line) run in `dir` under a pseudo-terminal (`script`, from
/// util-linux) drew, once it exited 0; `None`, with a note, where there is no `script`.
fn on_a_terminal(dir: &Path, args: &str) -> Option<String> {
    if std::process::Command::new("script")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("NOTE: no `script` (util-linux) for a pseudo-terminal; skipped");
        return None;
    }
    let command = format!("{} {args}", folio_bin());
    let mut cmd = std::process::Command::new("script");
    cmd.args(["-q", "-e", "-c", &command, "/dev/null"])
        .current_dir(dir);
    let run = run_in(cmd, &format!("script -c 'folio {args}'"));
    run.code(0);
    Some(String::from_utf8_lossy(&run.stdout).into_owned())
}
