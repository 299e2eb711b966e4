//! Real full disks: a write that fails with ENOSPC (a small tmpfs, when the tests run as root)
//! or EFBIG (`RLIMIT_FSIZE` in a child process, anywhere) is refused with the journal's path,
//! leaves nothing of itself in the journal, and later writes that fit succeed.

mod common;

use std::path::{Path, PathBuf};

use folio_journal::full_disk::{limit_file_size, SmallFs};
use folio_journal::{FsyncPolicy, JournalWriter, Op, WriteError};

fn assert_refused(error: &WriteError, path: &Path, errno: i32) {
    match error {
        WriteError::Io {
            path: at,
            op: Op::Append,
            source,
        } => {
            assert_eq!(at, path);
            assert_eq!(source.raw_os_error(), Some(errno), "{source}");
        }
        other => panic!("{other:?}"),
    }
    let message = error.to_string();
    assert!(
        message.contains(&*path.to_string_lossy()) && message.contains("not written"),
        "{message}"
    );
}

#[test]
fn a_full_tmpfs_refuses_the_write_and_space_coming_back_ends_it() {
    let Some(fs) = SmallFs::mount("256k") else {
        eprintln!("skipped: cannot mount a tmpfs here (needs root); the EFBIG test still runs");
        return;
    };
    let ballast = fs.path().join("ballast");
    std::fs::write(&ballast, vec![0; 64 * 1024]).unwrap();
    let path = fs.path().join("regions");
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    // 5,000-byte lines do not fill whole pages, so the failing one writes part of itself.
    let big = format!("c({{pad:\"{}\"}})\n", "x".repeat(4_988));
    let mut written = Vec::new();
    let error = loop {
        match writer.append(big.as_bytes()) {
            Ok(ticket) => {
                writer.wait_durable(ticket).unwrap();
                written.extend_from_slice(big.as_bytes());
            }
            Err(e) => break e,
        }
        assert!(written.len() < 1 << 20, "the tmpfs never filled");
    };
    assert_refused(&error, &path, libc::ENOSPC);
    assert_eq!(std::fs::read(&path).unwrap(), written);

    std::fs::remove_file(&ballast).unwrap();
    for _ in 0..3 {
        let ticket = writer.append(big.as_bytes()).unwrap();
        writer.wait_durable(ticket).unwrap();
        written.extend_from_slice(big.as_bytes());
    }
    writer.close().unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), written);
}

/// Child side of the next test: appends 1,000-byte lines under a 64 KiB file size limit.
#[test]
fn file_size_limit_child() {
    let Ok(path) = std::env::var("FOLIO_FSIZE_CHILD") else {
        return;
    };
    limit_file_size(64 * 1024);
    let path = PathBuf::from(path);
    let (writer, _) = JournalWriter::open(&path, FsyncPolicy::Always).unwrap();
    let line = format!("{}\n", "x".repeat(999));
    let mut lines = 0;
    let error = loop {
        match writer.append(line.as_bytes()) {
            Ok(ticket) => writer.wait_durable(ticket).unwrap(),
            Err(e) => break e,
        }
        lines += 1;
    };
    assert_refused(&error, &path, libc::EFBIG);
    assert_eq!(writer.len(), lines * 1000);
    // 65 lines = 65,000 bytes; the 66th wrote 536 bytes before EFBIG and was cut back. A
    // shorter line still fits under the limit.
    let ticket = writer.append(b"r({id:1})\n").unwrap();
    writer.wait_durable(ticket).unwrap();
    writer.close().unwrap();
    println!("lines {lines}");
}

#[test]
fn a_file_size_limit_refuses_the_write_and_shorter_writes_go_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("regions");
    let output = common::child(
        "file_size_limit_child",
        &[("FOLIO_FSIZE_CHILD", path.to_str().unwrap())],
    )
    .output()
    .unwrap();
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("lines 65"), "{stdout}");
    let bytes = std::fs::read(&path).unwrap();
    let expected = [
        format!("{}\n", "x".repeat(999)).repeat(65).as_bytes(),
        b"r({id:1})\n",
    ]
    .concat();
    assert_eq!(bytes, expected);
}
