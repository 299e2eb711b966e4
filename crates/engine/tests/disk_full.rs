//! Real full disks at engine level: a write that fails with ENOSPC (a small tmpfs, when the
//! tests run as root) or EFBIG (`RLIMIT_FSIZE` in a child process, anywhere) is refused with
//! the journal's path, leaves nothing of itself in the journal or the store, and later writes
//! succeed once there is room.

mod common;

use common::{engine_state, registry, replayed, writable};
use folio_engine::{Engine, FsyncPolicy, Refused};
use folio_journal::full_disk::{limit_file_size, SmallFs};
use std::path::Path;
use std::process::Command;

/// Writes 5,000-byte objects until one is refused; returns the refusal and how many went in.
fn fill(engine: &Engine) -> (Refused, u64) {
    for n in 0..1000u64 {
        let text = format!("{{id:{n},pad:\"{}\"}}", "x".repeat(4_980));
        let object = engine.decode("things", text.as_bytes()).unwrap();
        if let Err(refused) = engine.create("things", object) {
            return (refused, n);
        }
    }
    panic!("the disk never filled");
}

fn write_small(engine: &Engine, id: u64) {
    let object = engine
        .decode("things", format!("{{id:{id}}}").as_bytes())
        .unwrap();
    engine.put("things", object).unwrap();
}

#[test]
fn a_full_disk_refuses_the_write_and_changes_nothing() {
    let Some(fs) = SmallFs::mount("256k") else {
        eprintln!("skipped: cannot mount a tmpfs here (needs root); the EFBIG test still runs");
        return;
    };
    let dir = fs.path();
    let ballast = dir.join("ballast");
    std::fs::write(&ballast, vec![0; 64 * 1024]).unwrap();
    let engine = Engine::open(&[dir.into()], registry(), writable(FsyncPolicy::Always)).unwrap();
    let (refused, written) = fill(&engine);
    match &refused {
        Refused::DiskFull { dao, path } => {
            assert_eq!(
                (dao.as_str(), path.as_path()),
                ("things", &*dir.join("things"))
            )
        }
        other => panic!("{other:?}"),
    }
    assert!(refused.to_string().contains("nothing written"), "{refused}");
    assert!(written > 10);
    let before = engine_state(&engine);
    let journal = std::fs::read(dir.join("things")).unwrap();
    assert_eq!(before["things"].len() as u64, written);
    // Refused again while full; the store and the journal stay as they were.
    assert!(matches!(fill(&engine).0, Refused::DiskFull { .. }));
    assert_eq!(engine_state(&engine), before);
    assert_eq!(std::fs::read(dir.join("things")).unwrap(), journal);
    assert_eq!(replayed(dir), before);

    std::fs::remove_file(&ballast).unwrap();
    write_small(&engine, 100_000);
    write_small(&engine, 100_001);
    assert_eq!(engine.write_stats("things").unwrap().refused, 2);
    assert_eq!(replayed(dir), engine_state(&engine));
}

/// Child side of the next test: fills a journal under a 64 KiB file size limit.
#[test]
fn file_size_limit_child() {
    let Ok(dir) = std::env::var("FOLIO_FSIZE_CHILD") else {
        return;
    };
    limit_file_size(64 * 1024);
    let dir = Path::new(&dir);
    let engine = Engine::open(&[dir.into()], registry(), writable(FsyncPolicy::Always)).unwrap();
    let (refused, written) = fill(&engine);
    match &refused {
        Refused::Io {
            dao, path, source, ..
        } => {
            assert_eq!(
                (dao.as_str(), path.as_path()),
                ("things", &*dir.join("things"))
            );
            assert_eq!(source.raw_os_error(), Some(libc::EFBIG));
        }
        other => panic!("{other:?}"),
    }
    let before = engine_state(&engine);
    assert_eq!(before["things"].len() as u64, written);
    // A small write still fits under the limit.
    write_small(&engine, 100_000);
    drop(engine);
    println!("written {written}");
}

#[test]
fn a_file_size_limit_refuses_the_write_and_smaller_writes_go_on() {
    if std::env::var("FOLIO_FSIZE_CHILD").is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "file_size_limit_child", "--nocapture"])
        .env("FOLIO_FSIZE_CHILD", dir.path())
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let written: usize = stdout
        .split("written ")
        .nth(1)
        .and_then(|s| s.split_whitespace().next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    let state = replayed(dir.path());
    assert_eq!(
        state["things"].len(),
        written + 1,
        "every acknowledged write, nothing else"
    );
}
