//! `folio repair` through the real binary: torn tails of live journals cut into X.torn (or
//! only reported with --dry-run), exit 2 when a writer holds the lock.

mod common;

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
