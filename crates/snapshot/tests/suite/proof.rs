//! Proving a snapshot's covered journal bytes at open by their file's identity and ends
//! (`Proof::Ends`), the whole hash left to `prove`: table-driven over the changes a journal can
//! undergo behind a snapshot's back, each against what a whole hash at open says
//! (`Proof::Whole`), on real files of more than `2 * EDGE` bytes.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay_dao, ReplayOptions};
use folio_snapshot::{
    cover, lengths, open_snapshot_proving, prove, snapshot_path, write_snapshot, Mismatch, Proof,
    EDGE,
};
use std::fs::OpenOptions;
use std::os::unix::fs::FileExt;
use std::path::Path;

/// A journal of `n` creates, about 40 bytes each.
fn journal(n: usize) -> Vec<u8> {
    (0..n)
        .map(|i| format!("c({{id:{i},name:\"object number {i:08}\"}})\n"))
        .collect::<String>()
        .into_bytes()
}

/// Writes `bytes` as DAO `a` in `dir`, and its snapshot covering them all.
fn snapshotted(dir: &Path, bytes: &[u8]) {
    std::fs::write(dir.join("a"), bytes).unwrap();
    snapshot_as_it_is(dir);
}

/// Writes the snapshot of DAO `a` as it is in `dir`, and says whether its times were recorded.
fn snapshot_as_it_is(dir: &Path) -> bool {
    let files = discover(&[dir.to_owned()]).unwrap().daos.remove(0);
    let registry = Registry::empty();
    let before = lengths(&files).unwrap();
    let replayed = replay_dao(&files, &registry, &ReplayOptions::default()).unwrap();
    let covered = cover(&files, &before).unwrap();
    let path = snapshot_path(&files);
    write_snapshot(&replayed, &files, &covered, &registry, &path).unwrap();
    covered[0].stamp.is_some()
}

/// Overwrites the byte at `at` with another digit, in place (the same file, the same length).
fn change_in_place(path: &Path, at: u64) {
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
        .unwrap();
    let mut byte = [0u8];
    file.read_exact_at(&mut byte, at).unwrap();
    assert!(
        byte[0].is_ascii_digit(),
        "byte {at} is {:?}",
        byte[0] as char
    );
    byte[0] = if byte[0] == b'1' { b'2' } else { b'1' };
    file.write_all_at(&byte, at).unwrap();
}

/// A digit's offset at about `fraction` of `bytes`.
fn digit_near(bytes: &[u8], fraction: f64) -> u64 {
    let from = (bytes.len() as f64 * fraction) as usize;
    (from + bytes[from..].iter().position(u8::is_ascii_digit).unwrap()) as u64
}

/// What an open and the later proof found.
#[derive(Debug, PartialEq)]
enum Found {
    /// The open failed with a mismatch of this kind.
    Refused(&'static str),
    /// The open used the snapshot, left `unproven` files, and `prove` said `later`.
    Opened {
        unproven: usize,
        later: Result<(), &'static str>,
    },
}

fn kind(m: &Mismatch) -> &'static str {
    match m {
        Mismatch::FileChanged { .. } => "changed",
        Mismatch::FileShorter { .. } => "shorter",
        _ => "other",
    }
}

fn open(dir: &Path, proof: Proof) -> Found {
    let files = discover(&[dir.to_owned()]).unwrap().daos.remove(0);
    let path = snapshot_path(&files);
    match open_snapshot_proving(&path, &Registry::empty(), &files, proof) {
        Err(m) => Found::Refused(kind(&m)),
        Ok(loaded) => Found::Opened {
            unproven: loaded.unproven.len(),
            later: prove(&loaded.unproven).map_err(|m| kind(&m)),
        },
    }
}

type Change = fn(&Path, &[u8]);

#[test]
fn the_ends_prove_at_open_what_they_can_and_the_whole_hash_finds_the_rest() {
    let bytes = journal(8000);
    assert!(bytes.len() as u64 > 4 * EDGE, "{} bytes", bytes.len());
    fn ok() -> Found {
        Found::Opened {
            unproven: 0,
            later: Ok(()),
        }
    }
    // (what, the change, what an ends open finds, what a whole open finds)
    let cases: [(&str, Change, Found, Found); 7] = [
        (
            "unchanged (just written: its times prove nothing)",
            |_, _| {},
            Found::Opened {
                unproven: 1,
                later: Ok(()),
            },
            ok(),
        ),
        (
            "appended to, as folio's writer does",
            |p, _| {
                let file = OpenOptions::new().append(true).open(p).unwrap();
                std::io::Write::write_all(&mut &file, b"c({id:99999})\n").unwrap();
            },
            Found::Opened {
                unproven: 1,
                later: Ok(()),
            },
            ok(),
        ),
        (
            "a digit in the middle changed in place",
            |p, b| change_in_place(p, digit_near(b, 0.5)),
            Found::Opened {
                unproven: 1,
                later: Err("changed"),
            },
            Found::Refused("changed"),
        ),
        (
            "a digit in the first block changed in place",
            |p, b| change_in_place(p, digit_near(b, 0.0)),
            Found::Refused("changed"),
            Found::Refused("changed"),
        ),
        (
            "a digit in the last block changed in place",
            |p, b| change_in_place(p, digit_near(b, 0.999)),
            Found::Refused("changed"),
            Found::Refused("changed"),
        ),
        (
            "another file of the same bytes renamed over it",
            |p, b| {
                let new = p.with_file_name("a.new");
                std::fs::write(&new, b).unwrap();
                std::fs::rename(&new, p).unwrap();
            },
            // Another inode: hashed whole at open, and it matches.
            ok(),
            ok(),
        ),
        (
            "another file, a digit in its middle changed, renamed over it",
            |p, b| {
                let mut other = b.to_vec();
                let at = digit_near(b, 0.5) as usize;
                other[at] = if other[at] == b'1' { b'2' } else { b'1' };
                let new = p.with_file_name("a.new");
                std::fs::write(&new, other).unwrap();
                std::fs::rename(&new, p).unwrap();
            },
            Found::Refused("changed"),
            Found::Refused("changed"),
        ),
    ];
    for (what, change, ends, whole) in cases {
        let dir = tempfile::tempdir().unwrap();
        snapshotted(dir.path(), &bytes);
        change(&dir.path().join("a"), &bytes);
        assert_eq!(open(dir.path(), Proof::Ends), ends, "{what}: ends");
        assert_eq!(open(dir.path(), Proof::Whole), whole, "{what}: whole");
    }
}

/// A journal at rest when covered (unwritten for more than the clock's tick, by seconds) and
/// found with the same times needs no hash at all; written since at the same length, it is
/// hashed at open.
#[test]
fn a_journal_covered_at_rest_is_proved_by_its_times() {
    let bytes = journal(8000);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a"), &bytes).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(2100));
    assert!(snapshot_as_it_is(dir.path()), "covered at rest");
    assert_eq!(
        open(dir.path(), Proof::Ends),
        Found::Opened {
            unproven: 0,
            later: Ok(())
        }
    );
    change_in_place(&dir.path().join("a"), digit_near(&bytes, 0.5));
    assert_eq!(open(dir.path(), Proof::Ends), Found::Refused("changed"));
}

/// A journal of at most `2 * EDGE` bytes is hashed whole whatever the proof: nothing is left.
#[test]
fn a_small_journal_is_hashed_whole() {
    let bytes = journal(100);
    assert!((bytes.len() as u64) < 2 * EDGE);
    let dir = tempfile::tempdir().unwrap();
    snapshotted(dir.path(), &bytes);
    change_in_place(&dir.path().join("a"), digit_near(&bytes, 0.5));
    assert_eq!(open(dir.path(), Proof::Ends), Found::Refused("changed"));
}
