//! Journals from anywhere (docs/cli.md, "Where journals come from"): compressed with gzip or
//! zstd (told by their bytes), from standard input, a pipe or a FIFO; formats folio does not
//! read refused by name; a compressed live journal never appended to. Each through the real binary.

use crate::common;

use common::*;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut enc = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    enc.write_all(bytes).unwrap();
    enc.finish().unwrap()
}

/// A copy of the corpus with every closed journal (`X.jrl`, `X.<n>`) compressed, one in two
/// with gzip (`X.jrl.gz`), the others with zstd (`X.jrl.zst`): the same export bytes as the
/// plain corpus, with one thread and with two.
#[test]
fn a_compressed_corpus_replays_as_the_plain_one() {
    let dir = tempdir();
    let plain = repo().join("testdata/corpus");
    let copy = dir.path().join("corpus");
    let mut compressed = 0;
    for entry in walk(&plain) {
        let rel = entry.strip_prefix(&plain).unwrap();
        let bytes = std::fs::read(&entry).unwrap();
        let name = entry.file_name().unwrap().to_str().unwrap();
        let closed = name.ends_with(".jrl")
            || name
                .rsplit_once('.')
                .is_some_and(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        let (target, bytes) = if !closed {
            (copy.join(rel), bytes)
        } else if compressed % 2 == 0 {
            compressed += 1;
            (copy.join(format!("{}.gz", rel.display())), gzip(&bytes))
        } else {
            compressed += 1;
            (
                copy.join(format!("{}.zst", rel.display())),
                zstd::encode_all(&bytes[..], 3).unwrap(),
            )
        };
        std::fs::create_dir_all(target.parent().unwrap()).unwrap();
        std::fs::write(target, bytes).unwrap();
    }
    assert!(compressed > 1600, "{compressed} journals compressed");
    let models = repo().join("testdata/models/foam-models.json");
    let want = folio(&["export", s(&plain), "--models", s(&models)]);
    want.code(0);
    for threads in ["1", "2"] {
        let got = folio(&[
            "export",
            s(&copy),
            "--models",
            s(&models),
            "--threads",
            threads,
        ]);
        got.code(0);
        assert!(
            got.stdout == want.stdout,
            "--threads {threads}: exports differ"
        );
    }
}

/// The corpus piped: its largest journals, each through standard input (`cat X.jrl | folio
/// export - --dao X`), typed by the FOAM registry, export the same bytes as read from the file.
#[test]
fn corpus_journals_piped_replay_as_the_files() {
    let models = repo().join("testdata/models/foam-models.json");
    let mut journals: Vec<(u64, PathBuf)> = walk(&repo().join("testdata/corpus"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "jrl"))
        .map(|p| (std::fs::metadata(&p).unwrap().len(), p))
        .collect();
    journals.sort_by(|a, b| b.cmp(a));
    let bin = folio_bin();
    for (_, journal) in journals.iter().take(12) {
        let dao = journal.file_stem().unwrap().to_str().unwrap();
        let want = folio(&["export", s(journal), "--models", s(&models)]);
        want.code(0);
        let line = format!(
            "cat {} | {bin} export - --dao {dao} --models {}",
            s(journal),
            s(&models)
        );
        let mut cmd = Command::new("bash");
        cmd.args(["-c", &line]);
        let got = run_in(cmd, &line);
        got.code(0);
        assert!(!want.stdout.is_empty(), "{line}");
        assert!(got.stdout == want.stdout, "{line}: a different export");
    }
}

fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(walk(&path));
        } else {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// Standard input (`-`), `/dev/stdin` and a process substitution `<(zcat …)` replay as the
/// file does; `--dao NAME` names a streamed DAO.
#[test]
fn streams() {
    let journal = repo().join("examples/regions.jrl");
    let want = folio(&["export", s(&journal)]);
    want.code(0);
    let gz = tempdir();
    let packed = gz.path().join("regions.jrl.gz");
    std::fs::write(&packed, gzip(&std::fs::read(&journal).unwrap())).unwrap();
    let bin = folio_bin();
    for (line, dao) in [
        (
            format!("cat {} | {bin} export - --dao regions", s(&journal)),
            "regions",
        ),
        (
            format!("cat {} | {bin} export /dev/stdin", s(&journal)),
            "stdin",
        ),
        (format!("{bin} export <(zcat {})", s(&packed)), "fd"),
    ] {
        let mut cmd = Command::new("bash");
        cmd.args(["-c", &line]);
        let got = run_in(cmd, &line);
        got.code(0);
        assert!(
            got.stdout == want.stdout,
            "{line} ({dao}): a different export"
        );
    }
    let mut cmd = Command::new("bash");
    let line = format!("cat {} | {bin} replay - --json", s(&journal));
    cmd.args(["-c", &line]);
    let run = run_in(cmd, &line);
    run.code(0);
    assert_eq!(run.json()["daos"][0]["name"], "stdin", "{}", run.stdout());

    // A stream can be read, not written.
    let mut cmd = Command::new("bash");
    let line = format!("cat {} | {bin} serve - --stdio", s(&journal));
    cmd.args(["-c", &line]);
    let refused = run_in(cmd, &line);
    assert!(
        refused
            .one_line_error()
            .contains("can be read, not written"),
        "{}",
        refused.stderr
    );
}

/// Files that are not journal text are set aside by name (exit 2) and the rest replays: a format
/// folio does not read (xz here; NUL bytes or garbage in a journal are bad entries instead), a compressed file cut short at its start or in its middle (named there with how much
/// text came before).
#[test]
fn what_is_no_journal_says_so() {
    let dir = tempdir();
    let good = write(dir.path(), "good.jrl", "c({id:1})\n");
    let junk = write(
        dir.path(),
        "junk.jrl",
        b"\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4\x46",
    );
    let journal = std::fs::read(repo().join("examples/regions.jrl")).unwrap();
    let packed = gzip(&journal);
    let cut = write(dir.path(), "cut.jrl", &packed[..8]);
    let run = folio(&["replay", s(&good), s(&junk), s(&cut)]);
    run.code(2);
    assert!(
        run.stderr.contains(&format!(
            "folio: {}: not a journal: xz-compressed (folio reads journals as text, gzip or zstd) (skipped)",
            junk.display()
        )),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains(&format!("folio: {}: gzip-compressed, but", cut.display())),
        "{}",
        run.stderr
    );
    assert!(run.stdout().contains("good "), "{}", run.stdout());

    // Cut in the middle (a compression that never finished): the text before the cut replays,
    // its torn last line and the break are bad entries, and the break says how much was read.
    let mut big = Vec::new();
    for i in 0..20_000 {
        big.extend_from_slice(format!("c({{id:{i},name:\"n{}\"}})\n", i * 7919 % 10007).as_bytes());
    }
    let packed = gzip(&big);
    let half = write(dir.path(), "half/half.jrl", &packed[..packed.len() / 2]);
    let check = folio(&["check", s(&half)]);
    check.code(1);
    let broken = check.stdout().lines().last().unwrap_or_default().to_owned();
    assert!(
        broken.starts_with(&format!("{}:", half.display()))
            && broken.contains(": gzip-compressed, but ")
            && broken.ends_with("bytes of text; the rest of the file cannot be read"),
        "{}",
        check.stdout()
    );
    let report = replay_json(dir.path(), &[s(&half)]);
    let objects = counter(&report["total"], "objects");
    assert!(
        objects > 1000 && objects < 20_000,
        "{objects} objects before the cut"
    );
    assert_eq!(counter(&report["total"], "failed"), 2, "{report}");
}

/// A live journal compressed in place is never appended to: `serve`, `repair` and `compact
/// --in-place` refuse it and leave its bytes as they were.
#[test]
fn a_compressed_live_journal_is_not_written() {
    let dir = tempdir();
    let journal = std::fs::read(repo().join("examples/regions.jrl")).unwrap();
    let packed = gzip(&journal);
    let live = write(dir.path(), "data/regions", &packed);
    let run = folio(&["repair", s(&live)]);
    let message = run.one_line_error();
    assert!(
        message.contains("the live journal is gzip-compressed"),
        "{message}"
    );
    assert_eq!(std::fs::read(&live).unwrap(), packed);
    let data = dir.path().join("data");
    let run = folio(&["serve", s(&data), "--stdio"]);
    run.code(2);
    assert!(
        run.stderr.contains("the live journal is gzip-compressed"),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read(&live).unwrap(), packed);
    let models = repo().join("examples/models.json");
    let run = folio(&["compact", s(&data), "--in-place", "--models", s(&models)]);
    run.code(2);
    assert!(
        run.stderr.contains("the live journal is gzip-compressed"),
        "{}",
        run.stderr
    );
    assert_eq!(std::fs::read(&live).unwrap(), packed);
}

/// A FIFO inside a tree is not read (it could wait for ever) and `-v` lists it.
#[test]
fn a_fifo_in_a_tree_is_listed() {
    let dir = tempdir();
    write(dir.path(), "t/a.jrl", "c({id:1})\n");
    let fifo = dir.path().join("t/pipe.jrl");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let run = folio(&["replay", s(&dir.path().join("t")), "-v"]);
    run.code(0);
    assert!(
        run.stderr.contains(&format!(
            "folio: skipped {} (not a regular file)",
            fifo.display()
        )),
        "{}",
        run.stderr
    );
}

/// A stream's temporary copy goes with the process on SIGTERM too (a signal ends the process
/// before any destructor runs, so the handler removes it).
#[test]
fn a_stream_copy_is_removed_on_sigterm() {
    let tmp = tempdir();
    let mut child = Command::new(folio_bin())
        .args(["replay", "-"])
        .env("TMPDIR", tmp.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"c({id:1})\n").unwrap();
    stdin.flush().unwrap();
    let copies = || {
        std::fs::read_dir(tmp.path())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .starts_with("folio-stream-")
            })
            .count()
    };
    let started = std::time::Instant::now();
    while copies() == 0 {
        assert!(started.elapsed().as_secs() < 20, "no copy was started");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Still copying: standard input is open.
    unsafe { libc::kill(child.id() as i32, libc::SIGTERM) };
    let status = child.wait().unwrap();
    drop(stdin);
    assert!(!status.success());
    assert_eq!(copies(), 0, "the copy is left in {}", tmp.path().display());
}
