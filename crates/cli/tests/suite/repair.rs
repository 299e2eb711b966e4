//! `folio repair` through the real binary: torn tails of live journals cut into X.torn (or
//! only reported with --dry-run), exit 2 when a writer holds the lock.

use crate::common;

use common::*;
use folio_journal::{FsyncPolicy, JournalWriter};

#[test]
fn repair_cuts_torn_tails_of_live_journals() {
    let dir = tempdir();
    write(dir.path(), "a.jrl", "c({id:1})\nc({id:2");
    write(dir.path(), "a", "p({id:1,x:1})\np({id:3,x:\"to");
    write(dir.path(), "b", "c({id:1})\n");
    let d = dir.path().to_str().unwrap();

    let run = folio(&["repair", d, "--dry-run"]);
    run.code(0);
    let out = run.stdout();
    assert!(
        out.contains("a: ") && out.contains("would cut 13 bytes at offset 14"),
        "{out}"
    );
    assert!(out.contains("b: ") && out.contains("clean"), "{out}");
    assert!(
        !dir.path().join("a.torn").exists(),
        "a dry run cuts nothing"
    );

    let run = folio(&["repair", d, "--dao", "a"]);
    run.code(0);
    assert!(
        run.stdout().contains("cut 13 bytes at offset 14"),
        "{}",
        run.stdout()
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a")).unwrap(),
        "p({id:1,x:1})\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.torn")).unwrap(),
        "p({id:3,x:\"to\n"
    );
    // Only the live journal is touched: a.jrl keeps its bad last line.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.jrl")).unwrap(),
        "c({id:1})\nc({id:2"
    );
    let run = folio(&["repair", d]);
    run.code(0);
    assert!(!run.stdout().contains("cut"), "{}", run.stdout());
    folio(&["repair", d, "--dao", "nope"]).one_line_error();
}

/// `--models`, which every other command takes, is accepted with a note: repair needs none.
#[test]
fn models_are_accepted_and_ignored() {
    let dir = tempdir();
    write(dir.path(), "a", "c({id:1})\n");
    write(dir.path(), "models.json", r#"{"models":[]}"#);
    let run = folio_in(dir.path(), &["repair", ".", "--models", "models.json"]);
    run.code(0);
    assert!(
        run.stderr
            .contains("--models ignored: repair needs no registry"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_held_lock_is_exit_2() {
    let dir = tempdir();
    write(dir.path(), "a", "c({id:1})\n");
    let (writer, _) = JournalWriter::open(dir.path().join("a"), FsyncPolicy::Always).unwrap();
    let message = folio(&["repair", dir.path().to_str().unwrap()]).one_line_error();
    assert!(
        message.contains("a.lock") && message.contains("locked"),
        "{message}"
    );
    writer.close().unwrap();
}

/// A whole last entry that lacks only its line end is completed in place, never cut: replay
/// applies it as it is, so repair keeps it in the journal.
#[test]
fn repair_completes_a_whole_last_entry() {
    let dir = tempdir();
    write(dir.path(), "a", "c({id:1})\np({id:1,x:2})");
    let d = dir.path().to_str().unwrap();
    let before = folio(&["export", d]).stdout();
    let run = folio(&["repair", d, "--dry-run"]);
    run.code(0);
    assert!(
        run.stdout()
            .contains("would complete the last entry at offset 10"),
        "{}",
        run.stdout()
    );
    let run = folio(&["repair", d]);
    run.code(0);
    assert!(
        run.stdout()
            .contains("completed the last entry at offset 10 (13 bytes)"),
        "{}",
        run.stdout()
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a")).unwrap(),
        "c({id:1})\np({id:1,x:2})\n"
    );
    assert!(!dir.path().join("a.torn").exists());
    assert_eq!(folio(&["export", d]).stdout(), before);
}

/// Entries in the middle of a live journal that do not parse are reported (exit 1), shown by a
/// dry run, and with `--drop-bad` moved into `X.bad` with their line numbers, the journal
/// rewritten without them: the state is the same, and `check` finds nothing more.
#[test]
fn repair_reports_and_drops_entries_that_do_not_parse() {
    let dir = tempdir();
    let text = "c({id:1})\nxy\nc({id:2,n:\"a\"})\np({\nid:2,n:\n})\nc({id:3})\n";
    write(dir.path(), "a", text);
    let d = dir.path().to_str().unwrap();
    let before = folio(&["export", d]).stdout();
    folio(&["check", d]).code(1);

    let run = folio(&["repair", d]);
    run.code(1);
    let out = run.stdout();
    assert!(
        out.contains(":2: does not parse") && out.contains(":4: does not parse"),
        "{out}"
    );
    assert!(!out.contains("clean"), "{out}");
    assert_eq!(std::fs::read_to_string(dir.path().join("a")).unwrap(), text);

    let run = folio(&["repair", d, "--drop-bad", "--dry-run"]);
    run.code(1);
    assert!(run.stdout().contains(":2: would move"), "{}", run.stdout());
    assert_eq!(std::fs::read_to_string(dir.path().join("a")).unwrap(), text);
    assert!(!dir.path().join("a.bad").exists());

    let run = folio(&["repair", d, "--drop-bad"]);
    run.code(0);
    assert!(
        run.stdout().contains(":4: moved (15 bytes) into"),
        "{}",
        run.stdout()
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a")).unwrap(),
        "c({id:1})\nc({id:2,n:\"a\"})\nc({id:3})\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.bad")).unwrap(),
        "// a line 2\nxy\n// a line 4\np({\nid:2,n:\n})\n"
    );
    assert_eq!(folio(&["export", d]).stdout(), before);
    folio(&["check", d]).code(0);
    let run = folio(&["repair", d]);
    run.code(0);
    assert!(run.stdout().contains("clean"), "{}", run.stdout());
}
