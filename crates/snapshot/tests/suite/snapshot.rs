//! Snapshots on real files: a loaded snapshot exports the same bytes as the replay it was
//! made from (the corpus, typed and generic; generated journals of both mixes); every
//! corruption of a snapshot and every change of its journals is a mismatch, never a panic or
//! a wrong state.

use folio_gen::{generate, GenOptions, Mix, BENCHMARK_MODELS_JSON};
use folio_journal::{discover, DaoFiles};
use folio_models::Registry;
use folio_replay::{replay_dao, DaoReplay, ReplayOptions};
use folio_snapshot::{
    cover, lengths, open_dao, open_mapped_bytes, open_snapshot, section_frame, snapshot_path,
    snapshot_path_in, write_snapshot, Boot, Header, Loaded, Mismatch, Proof, SnapshotError,
    Snapshots, REPLAY_RULES,
};
use folio_store::Dao;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn export(dao: &Dao, registry: &Registry) -> Vec<u8> {
    let mut out = Vec::new();
    folio_render::export_jsonl(dao, registry, &mut out).unwrap();
    out
}

/// Replays `files` and writes its snapshot to `path`; `None` for a DAO whose ids collapsed,
/// which gets no snapshot (its objects depend on entries not yet written).
fn snapshot(files: &DaoFiles, registry: &Registry, path: &Path) -> Option<DaoReplay> {
    let before = lengths(files).unwrap();
    let options = ReplayOptions {
        error_limit: folio_snapshot::KEPT_ERRORS,
        ..ReplayOptions::default()
    };
    let replayed = replay_dao(files, registry, &options).unwrap();
    let covered = cover(files, &before).unwrap();
    assert_eq!(
        replayed.counters.bytes,
        before.iter().sum::<u64>(),
        "replay read exactly the covered bytes"
    );
    let old = std::fs::read(path).ok();
    match write_snapshot(&replayed, files, &covered, registry, path) {
        Err(SnapshotError::Collapsed { dao }) => {
            assert!(!replayed.collapsed_ids.is_empty(), "{dao}");
            assert_eq!(std::fs::read(path).ok(), old, "{dao}: nothing written");
            None
        }
        written => {
            written.unwrap();
            assert!(replayed.collapsed_ids.is_empty());
            Some(replayed)
        }
    }
}

/// The loaded state is the replayed one: the same export bytes, counters, default class and
/// version, and the tail starts at each file's end.
fn assert_same(loaded: &Loaded, replayed: &DaoReplay, files: &DaoFiles, registry: &Registry) {
    let name = &files.name;
    assert_eq!(loaded.counters, replayed.counters, "{name}");
    assert_eq!(loaded.default_class, replayed.default_class, "{name}");
    assert_eq!(loaded.dao.version(), replayed.dao.version(), "{name}");
    assert_eq!(loaded.dao.name(), replayed.dao.name(), "{name}");
    assert_eq!(loaded.dao.len(), replayed.dao.len(), "{name}");
    assert!(
        export(&loaded.dao, registry) == export(&replayed.dao, registry),
        "{name}: the exports differ"
    );
    assert_eq!(loaded.tail.len(), files.files.len());
    for (tail, path) in loaded.tail.iter().zip(&files.files) {
        assert_eq!(&tail.path, path);
        assert_eq!(tail.offset, std::fs::metadata(path).unwrap().len());
    }
    assert!(loaded.is_current(files));
}

/// Every DAO of the corpus, with and without the FOAM registry, snapshots into a temporary
/// directory and loads back as replayed.
#[test]
fn the_corpus_loads_back_as_replayed() {
    let found = discover(&[repo().join("testdata/corpus")]).unwrap();
    assert!(found.daos.len() > 100, "the corpus is there");
    let dir = tempfile::tempdir().unwrap();
    let typed = Registry::load(&repo().join("testdata/models/foam-models.json")).unwrap();
    let mut collapsed_per_registry = Vec::new();
    for registry in [Registry::empty(), typed] {
        let (mut objects, mut collapsed) = (0, 0);
        for files in &found.daos {
            let path = snapshot_path_in(dir.path(), &files.name);
            let Some(replayed) = snapshot(files, &registry, &path) else {
                collapsed += 1;
                continue;
            };
            let loaded = open_snapshot(&path, &registry, files)
                .unwrap_or_else(|m| panic!("{}: {m}", files.name));
            assert_same(&loaded, &replayed, files, &registry);
            objects += loaded.dao.len();
        }
        assert!(objects > 1000);
        collapsed_per_registry.push(collapsed);
    }
    // Generic replay collapses many of the corpus's DAOs; typed, the registry's era types
    // almost every id.
    let [generic, typed] = collapsed_per_registry[..] else {
        unreachable!()
    };
    assert!(
        generic > 10 * typed.max(1),
        "{generic} generic, {typed} typed"
    );
}

/// Writes a generated journal of `entries` into `dir` as `benchmark.jrl`.
fn generated(dir: &Path, entries: u64, mix: Mix) -> DaoFiles {
    let path = dir.join("benchmark.jrl");
    let out = std::fs::File::create(&path).unwrap();
    let options = GenOptions {
        entries,
        seed: 7,
        mix,
    };
    generate(&options, std::io::BufWriter::new(out)).unwrap();
    discover(&[dir.to_owned()]).unwrap().daos.remove(0)
}

fn benchmark_registry() -> Registry {
    Registry::from_slice(BENCHMARK_MODELS_JSON.as_bytes()).unwrap()
}

/// Generated journals of both mixes (creates; creates, merges and removes), typed and
/// generic, over more than one chunk of objects.
#[test]
fn generated_journals_load_back_as_replayed() {
    for mix in [Mix::Create, Mix::Mixed] {
        let dir = tempfile::tempdir().unwrap();
        let files = generated(dir.path(), 20_000, mix);
        for registry in [benchmark_registry(), Registry::empty()] {
            let path = snapshot_path(&files);
            // Generic, the benchmark's objects have no `id` key: they collapse.
            let Some(replayed) = snapshot(&files, &registry, &path) else {
                assert!(registry.is_empty());
                continue;
            };
            if !registry.is_empty() {
                assert!(replayed.dao.len() > folio_snapshot::CHUNK);
            }
            let loaded = open_snapshot(&path, &registry, &files).unwrap();
            assert_same(&loaded, &replayed, &files, &registry);
            // The snapshot is hidden beside the journal, and discovery does not take it for one.
            assert_eq!(path, dir.path().join(".benchmark.folio-snapshot"));
            let again = discover(&[dir.path().to_owned()]).unwrap();
            assert_eq!(again.daos.len(), 1);
            assert_eq!(again.daos[0].files, files.files);
        }
    }
}

/// A small typed snapshot and its journal, for the corruption tests.
struct Small {
    _dir: tempfile::TempDir,
    files: DaoFiles,
    registry: Registry,
    path: PathBuf,
    bytes: Vec<u8>,
}

fn small(entries: u64) -> Small {
    let dir = tempfile::tempdir().unwrap();
    let files = generated(dir.path(), entries, Mix::Mixed);
    let registry = benchmark_registry();
    let path = snapshot_path(&files);
    snapshot(&files, &registry, &path).expect("a typed DAO");
    let bytes = std::fs::read(&path).unwrap();
    Small {
        _dir: dir,
        files,
        registry,
        path,
        bytes,
    }
}

impl Small {
    /// Opens the snapshot with `bytes` in place of its own.
    fn open_with(&self, bytes: &[u8]) -> Result<Loaded, Mismatch> {
        std::fs::write(&self.path, bytes).unwrap();
        open_snapshot(&self.path, &self.registry, &self.files)
    }

    fn open(&self) -> Result<Loaded, Mismatch> {
        open_snapshot(&self.path, &self.registry, &self.files)
    }
}

/// Header bytes come first: the preamble, the header section's frame and its payload.
fn header_len(bytes: &[u8]) -> usize {
    16 + 24 + u64::from_le_bytes(bytes[24..32].try_into().unwrap()) as usize
}

/// Every bit of the header and of a sample of the objects' bytes, flipped one at a time:
/// every open is a mismatch (the checksums and the checks of the frame see them all).
#[test]
fn every_flipped_bit_is_a_mismatch() {
    let s = small(30);
    assert!(s.open().is_ok());
    let header = header_len(&s.bytes);
    assert!(
        header > 100 && s.bytes.len() > 5_000,
        "{header} {}",
        s.bytes.len()
    );
    // Every header byte; one object byte in 13 (each chunk's checksum covers all of them).
    let sample = (0..header).chain((header..s.bytes.len()).step_by(13));
    for at in sample {
        for bit in 0..8 {
            let mut bad = s.bytes.clone();
            bad[at] ^= 1 << bit;
            match s.open_with(&bad) {
                Ok(_) => panic!("byte {at} bit {bit}: opened"),
                Err(Mismatch::Absent) => panic!("byte {at}: absent"),
                Err(_) => {}
            }
        }
    }
}

/// The snapshot cut at every length, and with bytes added: every open is a mismatch.
#[test]
fn every_truncation_is_a_mismatch() {
    let s = small(8);
    for len in 0..s.bytes.len() {
        let got = s.open_with(&s.bytes[..len]);
        assert!(got.is_err(), "cut at {len} of {}", s.bytes.len());
    }
    let mut longer = s.bytes.clone();
    longer.push(0);
    assert!(s.open_with(&longer).is_err());
    assert!(s.open_with(&s.bytes).is_ok());
}

/// Chunks decode to the right objects only: a chunk that is whole and checksummed but
/// repeats another's objects (a duplicate id), or holds fewer objects than the header says.
#[test]
fn a_resealed_chunk_with_wrong_objects_is_a_mismatch() {
    let s = small(8);
    let header = header_len(&s.bytes);
    let chunk = &s.bytes[header..];
    let len = u64::from_le_bytes(chunk[8..16].try_into().unwrap()) as usize;
    let payload = &chunk[24..24 + len];
    // The offsets, keys and layouts sections that follow: eager opens check only the tables'
    // checksums and lengths. They are copied, and the directory written anew.
    let (tables, layouts_at) = {
        let offsets = &chunk[24 + len..];
        let section = |at: usize| {
            at + 24 + u64::from_le_bytes(offsets[at + 8..at + 16].try_into().unwrap()) as usize
        };
        let keys = section(0);
        let layouts = section(keys);
        (&offsets[..section(layouts)], layouts)
    };
    let count = u32::from_le_bytes(payload[..4].try_into().unwrap());
    assert!(count >= 2);
    let reseal = |payload: &[u8]| {
        let mut out = s.bytes[..header].to_vec();
        out.extend_from_slice(&2u32.to_le_bytes());
        out.extend_from_slice(&[0; 4]);
        out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        out.extend_from_slice(&twox(payload).to_le_bytes());
        out.extend_from_slice(payload);
        let offsets = out.len() as u64;
        let keys = offsets + 24 + 8 * u64::from(count);
        out.extend_from_slice(tables);
        let mut directory = (header as u64).to_le_bytes().to_vec();
        directory.extend_from_slice(&offsets.to_le_bytes());
        directory.extend_from_slice(&keys.to_le_bytes());
        directory.extend_from_slice(&(offsets + layouts_at as u64).to_le_bytes());
        out.extend_from_slice(&folio_snapshot::section_frame(
            folio_snapshot::DIRECTORY,
            &directory,
        ));
        out.extend_from_slice(&directory);
        out
    };
    assert!(s.open_with(&reseal(payload)).is_ok(), "resealing works");
    // The first object twice: as many objects, one id repeated.
    let first_len = {
        let mut r = folio_store::ByteReader::new(&payload[4..]);
        folio_store::Id::read_bytes(&mut r).unwrap();
        folio_store::Object::read_bytes(&mut r, &s.registry).unwrap();
        r.at()
    };
    let mut twice = payload[..4 + first_len].to_vec();
    twice.extend_from_slice(&payload[4..4 + first_len]);
    let mut rest = folio_store::ByteReader::new(&payload[4 + first_len..]);
    folio_store::Id::read_bytes(&mut rest).unwrap();
    folio_store::Object::read_bytes(&mut rest, &s.registry).unwrap();
    twice.extend_from_slice(&payload[4 + first_len + rest.at()..]);
    assert!(matches!(
        s.open_with(&reseal(&twice)),
        Err(Mismatch::DuplicateId { .. })
    ));
    // One object fewer than the header counts.
    let mut fewer = (count - 1).to_le_bytes().to_vec();
    fewer.extend_from_slice(&payload[4 + first_len..]);
    assert!(matches!(
        s.open_with(&reseal(&fewer)),
        Err(Mismatch::Count { .. })
    ));
}

/// The two tables a server reads in place, each resealed with one word wrong (so that its
/// checksum holds and the open in place takes it): the open succeeds and reads none of it, and
/// the check a server runs after boot names the word. An object looked up through a wrong
/// word is never another object.
#[test]
fn a_resealed_table_with_a_wrong_word_fails_the_check_after_boot() {
    let s = small(30);
    // Where each section after the header starts, by kind.
    let mut at = header_len(&s.bytes);
    let mut sections = Vec::new();
    while at < s.bytes.len() {
        let kind = u32::from_le_bytes(s.bytes[at..at + 4].try_into().unwrap());
        let len = u64::from_le_bytes(s.bytes[at + 8..at + 16].try_into().unwrap()) as usize;
        sections.push((kind, at));
        at += 24 + len;
    }
    let objects = {
        let loaded = s.open().unwrap();
        loaded
            .dao
            .sorted()
            .into_iter()
            .map(|(id, _)| id.clone())
            .collect::<Vec<_>>()
    };
    assert!(objects.len() > 3);
    for (kind, word, change) in [
        (folio_snapshot::OFFSETS, 0usize, 1u64),
        (folio_snapshot::OFFSETS, 2, u64::MAX),
        (folio_snapshot::KEYS, 1, 1),
        (folio_snapshot::KEYS, 3, u64::MAX),
    ] {
        let &(_, section) = sections.iter().find(|(k, _)| *k == kind).unwrap();
        let len = u64::from_le_bytes(s.bytes[section + 8..section + 16].try_into().unwrap());
        let payload = section + 24;
        let mut bad = s.bytes.clone();
        let w = payload + word * 8;
        let old = u64::from_le_bytes(bad[w..w + 8].try_into().unwrap());
        bad[w..w + 8].copy_from_slice(&(old ^ change).to_le_bytes());
        let sum = twox(&bad[payload..payload + len as usize]);
        bad[section + 16..section + 24].copy_from_slice(&sum.to_le_bytes());
        let what = format!("table {kind}, word {word}");
        let loaded = open_mapped_bytes(bad, &s.registry, &s.files, Proof::Whole)
            .unwrap_or_else(|e| panic!("{what}: not opened in place: {e:?}"));
        for id in &objects {
            if let Some((found, _)) = loaded.dao.get_key_value(id) {
                assert_eq!(found, id, "{what}");
            }
        }
        let unverified = loaded.unverified.expect("left to check");
        assert_eq!(
            unverified.verify(),
            Err(Mismatch::Corrupt { at: w as u64 }),
            "{what}"
        );
    }
}

/// Chunks each in order but not with each other (the second's ids below the first's), their
/// checksums and tables right: the open in place takes them, and the check after boot, which
/// reads the chunks on several threads, finds the order broken between them.
#[test]
fn ids_out_of_order_across_chunks_fail_the_check_after_boot() {
    let registry = Registry::empty();
    let chunk = int_chunk;
    let header = |chunks: u32| int_header(&registry, 4, chunks);
    let files = DaoFiles {
        name: "d".into(),
        files: vec![],
    };
    let widths = folio_store::ModelWidths::of(&registry);
    for (chunks, holds) in [
        (vec![chunk(&[1, 2]), chunk(&[3, 4])], true),
        (vec![chunk(&[3, 4]), chunk(&[1, 2])], false),
        (vec![chunk(&[1, 3]), chunk(&[3, 4])], false),
    ] {
        let parts: Vec<&[u8]> = chunks.iter().map(Vec::as_slice).collect();
        let file = folio_snapshot::assemble(&header(2), &parts, &NO_LAYOUTS, &widths);
        let loaded = open_mapped_bytes(file, &registry, &files, Proof::Whole).unwrap();
        let checked = loaded.unverified.expect("left to check").verify();
        assert_eq!(checked.is_ok(), holds, "{parts:?}: {checked:?}");
        if !holds {
            assert!(
                matches!(checked, Err(Mismatch::DuplicateId { .. })),
                "{checked:?}"
            );
        }
    }
}

/// The directory, which an open in place reads instead of every chunk's frame, on a file of
/// three chunks. Each word changed and the directory resealed: the open in place refuses it,
/// or takes it, answers no lookup with another object, and the check after boot names the
/// word; the whole open refuses it. Its checksum broken: both opens refuse it. And a table
/// whose checksum fails is taken in place (an open in place does not read the tables whole)
/// and refused by the check after boot.
#[test]
fn a_wrong_directory_is_refused_at_open_or_by_the_check_after_boot() {
    let registry = Registry::empty();
    let chunks: Vec<Vec<u8>> = [[1i64, 2], [3, 4], [5, 6]]
        .map(|ids| int_chunk(&ids))
        .into();
    let header = int_header(&registry, 6, 3);
    let files = DaoFiles {
        name: "d".into(),
        files: vec![],
    };
    let widths = folio_store::ModelWidths::of(&registry);
    let parts: Vec<&[u8]> = chunks.iter().map(Vec::as_slice).collect();
    let good = folio_snapshot::assemble(&header, &parts, &NO_LAYOUTS, &widths);
    let ids: Vec<folio_store::Id> = (1..=6).map(folio_store::Id::Int).collect();
    let in_place = |file: Vec<u8>| open_mapped_bytes(file, &registry, &files, Proof::Whole);
    let whole = |file: &[u8]| folio_snapshot::open_bytes(file, &registry, &files, Proof::Whole);
    let loaded = in_place(good.clone()).unwrap();
    assert_eq!(loaded.unverified.unwrap().verify(), Ok(()));
    // Three chunks, two tables and the layouts: six words, then the file ends.
    let directory = good.len() - 6 * 8;
    let mut taken = 0;
    for word in 0..6 {
        for change in [1u64, 8, 24, u64::MAX] {
            let what = format!("word {word} ^ {change}");
            let mut bad = good.clone();
            let w = directory + word * 8;
            let old = u64::from_le_bytes(bad[w..w + 8].try_into().unwrap());
            bad[w..w + 8].copy_from_slice(&(old ^ change).to_le_bytes());
            let sum = twox(&bad[directory..]);
            bad[directory - 8..directory].copy_from_slice(&sum.to_le_bytes());
            assert!(whole(&bad).is_err(), "{what}: opened whole");
            let Ok(loaded) = in_place(bad) else { continue };
            taken += 1;
            for id in &ids {
                if let Some((found, _)) = loaded.dao.get_key_value(id) {
                    assert_eq!(found, id, "{what}");
                }
            }
            let checked = loaded.unverified.expect("left to check").verify();
            assert_eq!(checked, Err(Mismatch::Corrupt { at: w as u64 }), "{what}");
        }
    }
    assert!(taken > 0, "no wrong directory was taken in place");
    // A word at the very end of the offsets a file can name, the directory resealed:
    // refused by either open, never a panic.
    for word in 0..6 {
        let mut bad = good.clone();
        let w = directory + word * 8;
        bad[w..w + 8].copy_from_slice(&u64::MAX.to_le_bytes());
        let sum = twox(&bad[directory..]);
        bad[directory - 8..directory].copy_from_slice(&sum.to_le_bytes());
        assert!(
            whole(&bad).is_err(),
            "word {word} at u64::MAX: opened whole"
        );
        assert!(
            in_place(bad).is_err(),
            "word {word} at u64::MAX: opened in place"
        );
    }
    let mut unsealed = good.clone();
    unsealed[directory] ^= 1;
    let wrong_sum = Err(Mismatch::Checksum {
        section: 7,
        at: (directory - 24) as u64,
    });
    assert_eq!(in_place(unsealed.clone()).map(|_| ()), wrong_sum);
    assert_eq!(whole(&unsealed).map(|_| ()), wrong_sum);
    // The layouts (read whole by either open, before any object), their last byte changed.
    let layouts_end = directory - 24;
    let mut layouts = good.clone();
    layouts[layouts_end - 1] ^= 1;
    let wrong_sum = Err(Mismatch::Checksum {
        section: 6,
        at: (layouts_end - NO_LAYOUTS.len() - 24) as u64,
    });
    assert_eq!(in_place(layouts.clone()).map(|_| ()), wrong_sum);
    assert_eq!(whole(&layouts).map(|_| ()), wrong_sum);
    // The keys table's last byte, its checksum left as it was.
    let mut keys = good.clone();
    keys[layouts_end - NO_LAYOUTS.len() - 24 - 1] ^= 1;
    let loaded = in_place(keys).expect("the tables are checked after boot");
    let checked = loaded.unverified.expect("left to check").verify();
    assert!(
        matches!(checked, Err(Mismatch::Checksum { section: 5, .. })),
        "{checked:?}"
    );
}

/// The payload of an empty table of layouts.
const NO_LAYOUTS: [u8; 4] = [0; 4];

/// A chunk's payload of objects `{id: n}` of anonymous class, one per id of `ids`.
fn int_chunk(ids: &[i64]) -> Vec<u8> {
    let mut out = (ids.len() as u32).to_le_bytes().to_vec();
    for &id in ids {
        let mut map = folio_store::Map::new();
        map.insert("id".into(), folio_store::Value::Int(id));
        folio_store::Id::Int(id).write_bytes(&mut out);
        folio_store::Object::generic(folio_store::Class::Anonymous, map).write_bytes(&mut out);
    }
    out
}

/// The header of DAO `d` of `objects` objects in `chunks` chunks, covering no journal.
fn int_header(registry: &Registry, objects: u64, chunks: u32) -> Header {
    Header {
        replay_rules: REPLAY_RULES,
        registry: folio_snapshot::fingerprint(registry),
        dao: "d".to_owned(),
        default_class: None,
        version: None,
        counters: folio_replay::Counters {
            objects,
            ..folio_replay::Counters::default()
        },
        objects,
        chunks,
        covered: Vec::new(),
        errors: Vec::new(),
    }
}

fn twox(bytes: &[u8]) -> u64 {
    // The checksum the format uses, through the crate's own hash of a file prefix.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("b");
    std::fs::write(&path, bytes).unwrap();
    let mut file = std::fs::File::open(&path).unwrap();
    folio_snapshot::hash_prefix(&mut file, bytes.len() as u64, false)
        .unwrap()
        .hash
}

/// What happens to the journals after a snapshot decides whether it is used.
#[test]
fn journal_changes_are_mismatches_except_an_append_at_a_line_end() {
    let s = small(20);
    let journal = s.files.files[0].clone();
    let original = std::fs::read(&journal).unwrap();
    let len = original.len() as u64;
    let reset = || std::fs::write(&journal, &original).unwrap();

    // Appended: the covered prefix still matches; replay resumes at the old end.
    let mut appended = original.clone();
    appended.extend_from_slice(b"r({id:1})\n");
    std::fs::write(&journal, &appended).unwrap();
    let loaded = s.open().unwrap();
    assert_eq!(loaded.tail[0].offset, len);
    assert!(!loaded.is_current(&s.files));
    reset();

    // Truncated.
    std::fs::write(&journal, &original[..original.len() - 1]).unwrap();
    assert!(
        matches!(s.open(), Err(Mismatch::FileShorter { covered, now, .. })
        if covered == len && now == len - 1)
    );
    reset();

    // Rewritten with the same length (one digit changed).
    let mut rewritten = original.clone();
    let digit = rewritten.iter().rposition(u8::is_ascii_digit).unwrap();
    rewritten[digit] = if rewritten[digit] == b'1' { b'2' } else { b'1' };
    std::fs::write(&journal, &rewritten).unwrap();
    assert!(matches!(s.open(), Err(Mismatch::FileChanged { .. })));
    reset();

    // Deleted (the DAO's files as discovery would find them now: none of the covered).
    std::fs::remove_file(&journal).unwrap();
    assert!(matches!(s.open(), Err(Mismatch::FileUnreadable { .. })));
    let gone = DaoFiles {
        name: s.files.name.clone(),
        files: vec![],
    };
    assert!(matches!(
        open_snapshot(&s.path, &s.registry, &gone),
        Err(Mismatch::FileMissing { .. })
    ));
    reset();

    // Another registry, another DAO, no snapshot.
    assert!(matches!(
        open_snapshot(&s.path, &Registry::empty(), &s.files),
        Err(Mismatch::Registry { .. })
    ));
    let other = DaoFiles {
        name: "other".into(),
        files: s.files.files.clone(),
    };
    assert!(matches!(
        open_snapshot(&s.path, &s.registry, &other),
        Err(Mismatch::Dao { .. })
    ));
    assert_eq!(
        open_snapshot(&s.path.with_extension("none"), &s.registry, &s.files).unwrap_err(),
        Mismatch::Absent
    );
    assert!(s.open().is_ok());
}

/// A snapshot written by a build of other replay rules, or in the format before this one, is
/// passed over with its reason, and the DAO opens by a full replay.
#[test]
fn other_replay_rules_and_old_formats_are_mismatches() {
    let s = small(20);
    let mut header = Header::read(&s.bytes[40..header_len(&s.bytes)], 40).unwrap();
    assert_eq!(header.replay_rules, REPLAY_RULES);
    header.replay_rules = REPLAY_RULES + 1;
    let head = header.to_bytes();
    let mut other = s.bytes[..16].to_vec();
    other.extend_from_slice(&section_frame(1, &head));
    other.extend_from_slice(&head);
    other.extend_from_slice(&s.bytes[header_len(&s.bytes)..]);
    let why = Mismatch::ReplayRules {
        found: REPLAY_RULES + 1,
    };
    assert_eq!(s.open_with(&other).unwrap_err(), why);
    let (replay, boot) = open_dao(
        &s.files,
        &s.registry,
        &ReplayOptions::default(),
        Snapshots::Use,
    )
    .unwrap();
    assert_eq!(
        boot,
        Boot::Ignored {
            path: s.path.clone(),
            why
        }
    );
    let full = replay_dao(&s.files, &s.registry, &ReplayOptions::default()).unwrap();
    assert_eq!(
        export(&replay.dao, &s.registry),
        export(&full.dao, &s.registry)
    );

    // Format 3 recorded the crate's version where the replay rules are now.
    let mut old = s.bytes.clone();
    old[8..12].copy_from_slice(&3u32.to_le_bytes());
    assert_eq!(
        s.open_with(&old).unwrap_err(),
        Mismatch::Version { found: 3 }
    );
}

/// With two files, only the last may grow, and only after a whole line; a file added after
/// them is tail whole.
#[test]
fn only_the_last_covered_file_may_grow_and_only_after_a_line_end() {
    let dir = tempfile::tempdir().unwrap();
    let old = dir.path().join("t.jrl");
    let live = dir.path().join("t");
    std::fs::write(&old, "v({\"version\":\"7\"})\np({id:1,a:1})\n").unwrap();
    std::fs::write(&live, "p({id:2,a:2})\np({id:3,a:").unwrap();
    let found = discover(&[dir.path().to_owned()]).unwrap();
    let files = &found.daos[0];
    assert_eq!(files.files, [old.clone(), live.clone()]);
    let registry = Registry::empty();
    let path = snapshot_path(files);
    let replayed = snapshot(files, &registry, &path).unwrap();
    assert_eq!(replayed.counters.failed, 1, "the torn last line");
    let loaded = open_snapshot(&path, &registry, files).unwrap();
    assert_same(&loaded, &replayed, files, &registry);
    assert_eq!(loaded.dao.version(), Some("7"));

    // The live journal's torn line completed: the snapshot covered half of it.
    std::fs::write(&live, "p({id:2,a:2})\np({id:3,a:3})\n").unwrap();
    assert!(matches!(
        open_snapshot(&path, &registry, files),
        Err(Mismatch::TornEnd { .. })
    ));

    // Snapshot again (the live journal ends at a line end now); then the earlier file grows.
    let replayed = snapshot(files, &registry, &path).unwrap();
    assert_eq!(replayed.dao.len(), 3);
    std::fs::write(&old, "v({\"version\":\"7\"})\np({id:1,a:1})\np({id:4})\n").unwrap();
    assert!(matches!(
        open_snapshot(&path, &registry, files),
        Err(Mismatch::EarlierFileGrew { .. })
    ));
    std::fs::write(&old, "v({\"version\":\"7\"})\np({id:1,a:1})\n").unwrap();

    // A file after the covered ones (as discovery would now list it): its tail starts at 0.
    let mut more = files.clone();
    more.files.push(dir.path().join("t.later"));
    std::fs::write(&more.files[2], "p({id:5})\n").unwrap();
    let loaded = open_snapshot(&path, &registry, &more).unwrap();
    assert_eq!(loaded.tail[2].offset, 0);
    assert_eq!(loaded.tail[1].offset, 28);
}
