//! `folio gen --twin`: the strict-JSON twin beside the journal, under a name discovery skips.

use std::process::Command;

fn folio() -> Command {
    Command::new(env!("CARGO_BIN_EXE_folio"))
}

#[test]
fn the_twin_is_written_beside_the_journal_and_never_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("benchmark.jrl");
    let out = folio()
        .args(["gen", "--entries", "300", "--mix", "mixed", "--twin", "-o"])
        .arg(&journal)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let twin = dir.path().join("benchmark.strict");
    let text = std::fs::read_to_string(&twin).unwrap();
    let journal_text = std::fs::read_to_string(&journal).unwrap();
    assert_eq!(text.lines().count(), journal_text.lines().count());
    assert!(text
        .lines()
        .nth(2)
        .unwrap()
        .starts_with("c({\"seq\":1,\"groupId\":"));
    assert!(String::from_utf8_lossy(&out.stderr).contains("benchmark.strict"));

    // The directory replays as the one journal: the twin is not a second file of the DAO.
    let out = folio()
        .arg("replay")
        .arg(dir.path())
        .args(["--models"])
        .arg(dir.path().join("benchmark.models.json"))
        .arg("--json")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let total = &report["total"];
    let data = total["create"].as_u64().unwrap()
        + total["put"].as_u64().unwrap()
        + total["remove"].as_u64().unwrap();
    assert_eq!(data, 300, "{report}");

    // Not to standard output: there is no beside.
    let out = folio()
        .args(["gen", "--entries", "3", "--twin", "-o", "-"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}
