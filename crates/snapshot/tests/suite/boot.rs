//! A snapshot plus the tail gives what a full replay gives: for journals cut at many line
//! starts (the prefix snapshotted, the rest appended after it), opening from the snapshot
//! and replaying in full agree on the export bytes, every counter, the default class and the
//! kept bad entries, for one thread and two. The journals: generated ones of both mixes, and
//! real ones of the corpus (multi-line entries, class-less entries, bad entries), typed and
//! generic, in one file or in an `X.jrl` and a live `X`. Each journal is cut at 8 places
//! besides its two ends (half at line starts, half at entry starts); `FOLIO_CUTS=N` cuts at N
//! (a longer run than CI's).

use folio_gen::{generate, GenOptions, Mix, BENCHMARK_MODELS_JSON};
use folio_journal::{discover, DaoFiles, Discovery};
use folio_models::Registry;
use folio_replay::{ReplayOptions, Span};
use folio_snapshot::{
    lengths, open_dao_upto, open_daos, read_frame, refresh_snapshot, snapshot_path, write_snapshot,
    Boot, Mismatch, Snapshots,
};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus(rel: &str) -> Vec<u8> {
    std::fs::read(repo().join("testdata/corpus/foam").join(rel)).unwrap()
}

fn foam_registry() -> Registry {
    Registry::load(&repo().join("testdata/models/foam-models.json")).unwrap()
}

/// Everything a reading command reports of one DAO, phase times aside.
#[derive(Debug, PartialEq)]
struct Seen {
    export: Vec<u8>,
    counters: folio_replay::Counters,
    default_class: Option<String>,
    errors: Vec<String>,
}

/// Opens `dir`'s one DAO with or without its snapshot; how it was opened.
fn open(dir: &Path, registry: &Registry, threads: usize, snapshots: Snapshots) -> (Seen, Boot) {
    let found = discover(&[dir.to_owned()]).unwrap();
    let options = ReplayOptions {
        threads,
        error_limit: 50,
        ..ReplayOptions::default()
    };
    let mut opened = open_daos(&found, registry, &options, snapshots).unwrap();
    let dao = opened.replay.daos.remove(0);
    let mut export = Vec::new();
    folio_render::export_jsonl(&dao.dao, registry, &mut export).unwrap();
    let seen = Seen {
        export,
        counters: dao.counters,
        default_class: dao.default_class,
        errors: dao.errors.iter().map(|e| e.to_string()).collect(),
    };
    (seen, opened.boots.remove(0))
}

fn only(dir: &Path) -> DaoFiles {
    let found: Discovery = discover(&[dir.to_owned()]).unwrap();
    assert_eq!(found.daos.len(), 1);
    found.daos.into_iter().next().unwrap()
}

/// The offsets just after each line end of `bytes` (and 0): where a journal may be cut.
fn line_starts(bytes: &[u8]) -> Vec<usize> {
    std::iter::once(0)
        .chain(memchr::memchr_iter(b'\n', bytes).map(|i| i + 1))
        .collect()
}

/// The offsets where each entry (or blank line, or comment) of `bytes` starts, as framing
/// finds them: a multi-line entry's inner lines are not among them.
fn entry_starts(bytes: &[u8]) -> Vec<usize> {
    folio_framing::frame(bytes).map(|f| f.offset).collect()
}

/// `count` cut points from each of `pools`, spread by a fixed xorshift, with the first and
/// last of the first pool.
/// How many places each journal is cut at: `FOLIO_CUTS`, else 8.
fn cut_count() -> usize {
    std::env::var("FOLIO_CUTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8)
}

fn cuts(pools: &[&[usize]], count: usize, seed: u64) -> Vec<usize> {
    let mut x = seed | 1;
    let first = pools[0];
    let mut out = vec![first[0], *first.last().unwrap()];
    for pool in pools {
        for _ in 0..count {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            out.push(pool[(x % pool.len() as u64) as usize]);
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// How the cuts of one journal went: how many opened from the snapshot, and why the others
/// did not.
#[derive(Debug, Default)]
struct Tally {
    from_snapshot: usize,
    /// Next snapshots made from the one there and the bytes after it.
    merged: usize,
    passed_over: Vec<String>,
    no_snapshot: usize,
}

/// For each cut of `parts` (the DAO's files, in replay order, written in turn), at line
/// starts and at entry starts: the files up to the cut are written and snapshotted, the rest
/// appended, and the DAO opened both ways with 1 and 2 threads must agree.
fn check_cuts(name: &str, parts: &[(&str, &[u8])], registry: &Registry, count: usize) -> Tally {
    let whole: Vec<u8> = parts.iter().flat_map(|(_, b)| b.iter().copied()).collect();
    let (mut lines, mut entries) = (Vec::new(), Vec::new());
    let mut base = 0;
    for (_, bytes) in parts {
        lines.extend(line_starts(bytes).into_iter().map(|s| s + base));
        entries.extend(entry_starts(bytes).into_iter().map(|s| s + base));
        base += bytes.len();
    }
    lines.dedup();
    let mut tally = Tally::default();
    for cut in cuts(&[&lines, &entries], count / 2, whole.len() as u64) {
        let dir = tempfile::tempdir().unwrap();
        // The prefix: the files before the cut whole, the one it falls in up to it.
        let mut at = 0;
        for (file, bytes) in parts {
            if at > cut || (at == cut && at > 0) {
                break;
            }
            let take = (cut - at).min(bytes.len());
            std::fs::write(dir.path().join(file), &bytes[..take]).unwrap();
            at += bytes.len();
        }
        let files = only(dir.path());
        let ends = lengths(&files).unwrap();
        match refresh_snapshot(&files, registry, &ReplayOptions::default(), &ends) {
            Ok(_) => assert!(snapshot_path(&files).exists()),
            Err(folio_snapshot::SnapshotError::Collapsed { .. }) => {}
            Err(e) => panic!("{name} cut at {cut}: {e}"),
        }
        for (file, bytes) in parts {
            std::fs::write(dir.path().join(file), bytes).unwrap();
        }
        for threads in [1, 2] {
            let (full, _) = open(dir.path(), registry, threads, Snapshots::Ignore);
            let (booted, boot) = open(dir.path(), registry, threads, Snapshots::Use);
            assert!(
                booted == full,
                "{name} cut at {cut} of {}, {threads} thread(s), {boot:?}:\n{}",
                whole.len(),
                first_difference(&booted, &full)
            );
            // The objects read in place from the mapped snapshot, the tail in the overlay.
            let (mapped, boot) = open(dir.path(), registry, threads, Snapshots::UseProvingLater);
            assert!(
                mapped == full,
                "{name} cut at {cut}, mapped, {threads} thread(s), {boot:?}:\n{}",
                first_difference(&mapped, &full)
            );
            if let Boot::Snapshot {
                unverified: Some(unverified),
                ..
            } = &boot
            {
                assert_eq!(unverified.verify(), Ok(()), "{name} cut at {cut}");
            }
            if threads == 1 {
                match boot {
                    Boot::Snapshot { .. } => tally.from_snapshot += 1,
                    Boot::Ignored { why, .. } => tally.passed_over.push(reason(&why)),
                    Boot::Replayed => tally.no_snapshot += 1,
                }
            }
        }
        if snapshot_path(&files).exists() {
            tally.merged += next_snapshot_is_a_full_replays(
                &format!("{name} cut at {cut}"),
                dir.path(),
                registry,
            );
        }
    }
    tally
}

/// The next snapshot of the DAO in `dir`, made from the one there (read in place, its
/// unchanged objects copied) and the bytes after it, holds the bytes a snapshot of a full
/// replay of the same journal bytes holds. Whether it was made that way (1) or not (0).
fn next_snapshot_is_a_full_replays(what: &str, dir: &Path, registry: &Registry) -> usize {
    let files = only(dir);
    let ends = lengths(&files).unwrap();
    let options = ReplayOptions {
        error_limit: folio_snapshot::KEPT_ERRORS,
        ..ReplayOptions::default()
    };
    let refreshed = match refresh_snapshot(&files, registry, &options, &ends) {
        Ok(refreshed) => refreshed,
        // The ids the rest of the journal names collapse: no snapshot either way.
        Err(folio_snapshot::SnapshotError::Collapsed { .. }) => return 0,
        Err(e) => panic!("{what}: {e}"),
    };
    let merged = std::fs::read(snapshot_path(&files)).unwrap();
    // The same header, covered files and all (a file's times are recorded only once it was
    // left alone for a while, which a second look could find), written from a full replay.
    let (header, _) = read_frame(&merged, registry, &files.name).unwrap();
    let (full, _) =
        open_dao_upto(&files, registry, &options, Snapshots::Ignore, Some(&ends)).unwrap();
    let other = tempfile::tempdir().unwrap();
    let path = other.path().join("full");
    write_snapshot(&full, &files, &header.covered, registry, &path).unwrap();
    let written = std::fs::read(&path).unwrap();
    assert!(
        merged == written,
        "{what}: the next snapshot ({:?}) is not a full replay's ({} bytes against {})",
        refreshed.boot,
        merged.len(),
        written.len()
    );
    usize::from(matches!(refreshed.boot, Boot::Snapshot { .. }))
}

/// A mismatch's kind, for the tallies.
fn reason(why: &Mismatch) -> String {
    format!("{why:?}")
        .split([' ', '{', '('])
        .next()
        .unwrap()
        .to_owned()
}

fn first_difference(a: &Seen, b: &Seen) -> String {
    if a.counters != b.counters {
        return format!("counters {:?}\n  vs {:?}", a.counters, b.counters);
    }
    if a.default_class != b.default_class || a.errors != b.errors {
        return format!(
            "class {:?} vs {:?}, errors {:?}\n  vs {:?}",
            a.default_class, b.default_class, a.errors, b.errors
        );
    }
    let (a, b) = (
        String::from_utf8_lossy(&a.export),
        String::from_utf8_lossy(&b.export),
    );
    let line = a.lines().zip(b.lines()).find(|(x, y)| x != y);
    format!("export differs: {line:?}")
}

/// A generated journal with a bad entry after every 250th line, so that tails hold bad
/// entries whose lines must be counted from the start of the file.
fn generated(entries: u64, mix: Mix) -> Vec<u8> {
    let mut text = Vec::new();
    let options = GenOptions {
        entries,
        seed: 11,
        mix,
    };
    generate(&options, &mut text).unwrap();
    let mut out = Vec::with_capacity(text.len() + text.len() / 100);
    for (i, line) in text.split_inclusive(|&b| b == b'\n').enumerate() {
        out.extend_from_slice(line);
        if i % 250 == 249 {
            out.extend_from_slice(b"p({seq:,})\n");
        }
    }
    out
}

/// Generated journals of both mixes, typed, cut in one live journal and across an `X.jrl`
/// and the live `X`.
#[test]
fn generated_journals_agree_at_every_cut() {
    let registry = Registry::from_slice(BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
    for mix in [Mix::Create, Mix::Mixed] {
        // 1,500 entries: 6 bad ones among them, both files of the split hold some, and each
        // cut costs a replay and four opens (in a debug build, about half a second at 3,000).
        let bytes = generated(1500, mix);
        let tally = check_cuts(
            "benchmark",
            &[("benchmark", &bytes)],
            &registry,
            cut_count(),
        );
        assert!(tally.passed_over.is_empty(), "{mix:?}: {tally:?}");
        assert!(tally.from_snapshot >= cut_count() / 2, "{mix:?}: {tally:?}");
        assert!(tally.merged >= cut_count() / 2, "{mix:?}: {tally:?}");
        let half = line_starts(&bytes)[750];
        let parts = [
            ("benchmark.jrl", &bytes[..half]),
            ("benchmark", &bytes[half..]),
        ];
        let tally = check_cuts("benchmark", &parts, &registry, cut_count());
        // A cut inside the `X.jrl` is passed over once `X` exists: an earlier file grew.
        assert!(
            tally.from_snapshot >= cut_count() / 4,
            "{mix:?} in two files: {tally:?}"
        );
    }
}

/// A DAO of several chunks (over [`folio_snapshot::CHUNK`] objects each): its next snapshot,
/// after a tail that changes, removes and adds objects in every chunk and past the last id,
/// copies the unchanged objects across the chunks' ends and is a full replay's, byte for byte.
#[test]
fn a_next_snapshot_of_many_chunks_is_a_full_replays() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("many");
    let objects = folio_snapshot::CHUNK * 5 / 2;
    let mut text = String::new();
    for id in 1..=objects {
        text.push_str(&format!("p({{\"id\":{id},\"v\":{id},\"s\":\"o{id}\"}})\n"));
    }
    std::fs::write(&journal, &text).unwrap();
    let registry = Registry::empty();
    let files = only(dir.path());
    refresh_snapshot(
        &files,
        &registry,
        &ReplayOptions::default(),
        &lengths(&files).unwrap(),
    )
    .unwrap();
    let mut tail = String::new();
    for id in (1..=objects + 50).step_by(97) {
        tail.push_str(&match id % 3 {
            0 => format!("r({{\"id\":{id}}})\n"),
            1 => format!("p({{\"id\":{id},\"w\":true}})\n"),
            _ => format!("p({{\"id\":{id},\"v\":-1}})\n"),
        });
    }
    // Around the chunks' ends.
    for id in [CHUNK_END - 1, CHUNK_END, CHUNK_END + 1] {
        tail.push_str(&format!("r({{\"id\":{id}}})\n"));
    }
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(&journal)
        .unwrap();
    std::io::Write::write_all(&mut file, tail.as_bytes()).unwrap();
    assert_eq!(
        next_snapshot_is_a_full_replays("many chunks", dir.path(), &registry),
        1
    );
}

/// A covered journal changed in place in its middle, its first and last 64 KiB as they were:
/// the refresh proves the covered bytes whole before it builds on the old snapshot, finds the
/// change, and writes what a full replay gives (the old snapshot's objects would hold the old
/// value).
#[test]
fn a_refresh_over_a_journal_changed_in_its_middle_replays_it() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("mid");
    let text: String = (1..=6000)
        .map(|id| format!("p({{\"id\":{id},\"v\":{},\"s\":\"{id:040}\"}})\n", id % 7))
        .collect();
    assert!(text.len() > 3 * folio_snapshot::EDGE as usize);
    std::fs::write(&journal, &text).unwrap();
    let registry = Registry::empty();
    let files = only(dir.path());
    let ends = lengths(&files).unwrap();
    refresh_snapshot(&files, &registry, &ReplayOptions::default(), &ends).unwrap();
    // Object 3000's `v` (3000 % 7 = 4) made 5, in place.
    let at = text.find("p({\"id\":3000,\"v\":").unwrap() + "p({\"id\":3000,\"v\":".len();
    assert_eq!(&text[at..at + 1], "4");
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(&journal)
        .unwrap();
    std::os::unix::fs::FileExt::write_all_at(&file, b"5", at as u64).unwrap();
    drop(file);
    assert_eq!(
        next_snapshot_is_a_full_replays("changed in its middle", dir.path(), &registry),
        0
    );
}

/// The id at the end of the first chunk of [`a_next_snapshot_of_many_chunks_is_a_full_replays`].
const CHUNK_END: usize = folio_snapshot::CHUNK;

/// Real journals: multi-line entries, bad entries, class-less entries and several eras,
/// typed by the FOAM registry and generic.
#[test]
fn corpus_journals_agree_at_every_cut() {
    let journals = [
        ("menus", "foam3-2024/src/foam/flow/menus.jrl"),
        ("scripts", "foam3-2024/src/foam/util/scripts.jrl"),
        ("services", "foam3-2024/src/foam/util/uid/services.jrl"),
        ("locales", "foam3-history-largest/nanopay/src/locales.jrl"),
        (
            "flows",
            "foam3-history-largest/src/foam/core/reflow/man/flows.jrl",
        ),
    ];
    let mut used = 0;
    for registry in [foam_registry(), Registry::empty()] {
        for (dao, rel) in journals {
            let bytes = corpus(rel);
            let tally = check_cuts(dao, &[(dao, &bytes)], &registry, cut_count());
            eprintln!("{dao} (registry: {}): {tally:?}", !registry.is_empty());
            used += tally.from_snapshot;
            for why in &tally.passed_over {
                // The only reasons a cut of one file is passed over: it fell inside a
                // multi-line entry, or class-less covered objects meet a class in the tail.
                assert!(
                    why == "TornEnd" || why == "TailNamesClass",
                    "{dao}: {tally:?}"
                );
            }
        }
    }
    // 5 journals, 2 registries: most cuts open from their snapshot.
    assert!(
        used > 10 * cut_count() / 5,
        "only {used} cuts opened from a snapshot"
    );
}

/// A cut inside a multi-line entry: the snapshot covers lines that end no entry, so the
/// entry's closing lines appended later make it a mismatch, never a wrong state.
#[test]
fn a_cut_inside_a_multi_line_entry_is_passed_over() {
    let journal = b"p({id:1,a:1})\np({\n  id:2,\n  a:2\n})\np({id:3})\n";
    let cut = line_starts(journal)[2]; // after `p({` and `id:2,`
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t");
    std::fs::write(&path, &journal[..cut]).unwrap();
    let files = only(dir.path());
    refresh_snapshot(
        &files,
        &Registry::empty(),
        &ReplayOptions::default(),
        &lengths(&files).unwrap(),
    )
    .unwrap();
    std::fs::write(&path, journal).unwrap();
    let (booted, boot) = open(dir.path(), &Registry::empty(), 1, Snapshots::Use);
    assert!(
        matches!(
            &boot,
            Boot::Ignored {
                why: Mismatch::TornEnd { .. },
                ..
            }
        ),
        "{boot:?}"
    );
    let (full, _) = open(dir.path(), &Registry::empty(), 1, Snapshots::Ignore);
    assert_eq!(booted, full);
    assert_eq!(full.counters.failed, 0);
}

/// Class-less entries covered by the snapshot, then a tail whose entry names a class: replay
/// makes that class the default of every class-less entry, so the snapshot is passed over.
#[test]
fn a_class_named_first_in_the_tail_is_passed_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t");
    std::fs::write(&path, "p({id:1,a:1})\n").unwrap();
    let files = only(dir.path());
    let registry = Registry::empty();
    refresh_snapshot(&files, &registry, &ReplayOptions::default(), &[14]).unwrap();
    std::fs::write(&path, "p({id:1,a:1})\np({class:\"x.C\",id:2})\n").unwrap();
    let (booted, boot) = open(dir.path(), &registry, 1, Snapshots::Use);
    assert!(
        matches!(&boot, Boot::Ignored { why: Mismatch::TailNamesClass { class }, .. } if class == "x.C"),
        "{boot:?}"
    );
    let (full, _) = open(dir.path(), &registry, 1, Snapshots::Ignore);
    assert_eq!(booted, full);
    assert_eq!(full.default_class.as_deref(), Some("x.C"));
}

/// A command that lists every bad entry (`check`) is not given a snapshot that kept only the
/// first ones; a report of the first few is.
#[test]
fn more_bad_entries_than_kept_replay_in_full_when_all_are_listed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t");
    let mut text = String::new();
    for i in 0..1100 {
        text.push_str(&format!("p({{id:{i},a:}})\n"));
    }
    std::fs::write(&path, &text).unwrap();
    let files = only(dir.path());
    let registry = Registry::empty();
    let ends = lengths(&files).unwrap();
    refresh_snapshot(&files, &registry, &ReplayOptions::default(), &ends).unwrap();
    let found = discover(&[dir.path().to_owned()]).unwrap();
    let all = ReplayOptions {
        error_limit: usize::MAX,
        ..ReplayOptions::default()
    };
    let opened = open_daos(&found, &registry, &all, Snapshots::Use).unwrap();
    assert!(
        matches!(
            &opened.boots[0],
            Boot::Ignored {
                why: Mismatch::ErrorsNotKept {
                    failed: 1100,
                    kept: 1000
                },
                ..
            }
        ),
        "{:?}",
        opened.boots[0]
    );
    assert_eq!(opened.replay.daos[0].errors.len(), 1100);
    let few = ReplayOptions {
        error_limit: 100,
        ..ReplayOptions::default()
    };
    let opened = open_daos(&found, &registry, &few, Snapshots::Use).unwrap();
    assert!(matches!(opened.boots[0], Boot::Snapshot { tail: 0, .. }));
    let errors = &opened.replay.daos[0].errors;
    assert_eq!(errors.len(), 100);
    assert_eq!(errors[99].line, 100);
    assert_eq!(errors[99].file.as_ref(), path.as_path());
}

/// A compressed journal the snapshot covers whole is not read again; one that grew is a
/// mismatch (its offsets count text, not bytes).
#[test]
fn compressed_journals_are_covered_whole_or_passed_over() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let gz = |text: &str| {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        e.write_all(text.as_bytes()).unwrap();
        e.finish().unwrap()
    };
    let old = dir.path().join("t.jrl.gz");
    std::fs::write(&old, gz("p({id:1,a:1})\np({id:2,a:2})\n")).unwrap();
    std::fs::write(dir.path().join("t"), "p({id:3})\n").unwrap();
    let files = only(dir.path());
    let registry = Registry::empty();
    refresh_snapshot(
        &files,
        &registry,
        &ReplayOptions::default(),
        &lengths(&files).unwrap(),
    )
    .unwrap();
    std::fs::write(dir.path().join("t"), "p({id:3})\nr({id:1})\n").unwrap();
    let (booted, boot) = open(dir.path(), &registry, 2, Snapshots::Use);
    assert!(matches!(boot, Boot::Snapshot { tail: 10, .. }), "{boot:?}");
    let (full, _) = open(dir.path(), &registry, 2, Snapshots::Ignore);
    assert_eq!(booted, full);

    // Only one file: the compressed one grows (another member appended).
    let dir = tempfile::tempdir().unwrap();
    let only_gz = dir.path().join("u.jrl.gz");
    std::fs::write(&only_gz, gz("p({id:1})\n")).unwrap();
    let files = only(dir.path());
    refresh_snapshot(
        &files,
        &registry,
        &ReplayOptions::default(),
        &lengths(&files).unwrap(),
    )
    .unwrap();
    let mut grown = std::fs::read(&only_gz).unwrap();
    grown.extend(gz("p({id:2})\n"));
    std::fs::write(&only_gz, grown).unwrap();
    let (booted, boot) = open(dir.path(), &registry, 1, Snapshots::Use);
    assert!(
        matches!(
            &boot,
            Boot::Ignored {
                why: Mismatch::CompressedGrew { .. },
                ..
            }
        ),
        "{boot:?}"
    );
    let (full, _) = open(dir.path(), &registry, 1, Snapshots::Ignore);
    assert_eq!(booted, full);
    assert_eq!(full.counters.objects, 2);
}

/// A span read stops at its end even when the file goes on (a server's live journal), and
/// line numbers go on from the span's start.
#[test]
fn spans_end_where_asked_and_count_lines_from_their_start() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("t"), "p({id:1})\np({id:2,a:})\np({id:3})\n").unwrap();
    let files = only(dir.path());
    let registry = Registry::empty();
    let spans = [Span {
        start: 10,
        lines: 1,
        end: Some(23),
    }];
    let replay =
        folio_replay::replay_dao_spans(&files, &registry, &ReplayOptions::default(), &spans)
            .unwrap();
    assert_eq!(replay.counters.entries, 1);
    assert_eq!(replay.errors[0].line, 2);
    assert_eq!(replay.dao.len(), 0);
}

/// Copies `from` to `to`, recursively.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// The whole corpus, typed and generic: every DAO's last file cut at the entry nearest its
/// middle, every DAO snapshotted, the rest appended, and the whole tree opened from the
/// snapshots agrees DAO by DAO with a full replay.
#[test]
fn the_whole_corpus_with_tails_agrees() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("corpus");
    copy_tree(&repo().join("testdata/corpus"), &root);
    let found = discover(std::slice::from_ref(&root)).unwrap();
    let options = ReplayOptions {
        error_limit: 50,
        ..ReplayOptions::default()
    };
    for registry in [foam_registry(), Registry::empty()] {
        // Cut each DAO's last file, keeping what was cut off.
        let mut cut_off = Vec::new();
        for files in &found.daos {
            let last = files.files.last().unwrap();
            let bytes = std::fs::read(last).unwrap();
            let starts = entry_starts(&bytes);
            let cut = starts.get(starts.len() / 2).copied().unwrap_or(bytes.len());
            std::fs::write(last, &bytes[..cut]).unwrap();
            cut_off.push((last.clone(), bytes));
        }
        let mut snapshotted = 0;
        for files in &found.daos {
            let ends = lengths(files).unwrap();
            match refresh_snapshot(files, &registry, &options, &ends) {
                Ok(_) => snapshotted += 1,
                Err(folio_snapshot::SnapshotError::Collapsed { .. }) => {}
                Err(e) => panic!("{}: {e}", files.name),
            }
        }
        for (path, bytes) in &cut_off {
            std::fs::write(path, bytes).unwrap();
        }
        let full = open_daos(&found, &registry, &options, Snapshots::Ignore).unwrap();
        for snapshots in [Snapshots::Use, Snapshots::UseProvingLater] {
            let booted = open_daos(&found, &registry, &options, snapshots).unwrap();
            let mut from_snapshot = 0;
            for ((b, f), boot) in booted
                .replay
                .daos
                .iter()
                .zip(&full.replay.daos)
                .zip(&booted.boots)
            {
                let name = b.dao.name();
                assert_eq!(b.counters, f.counters, "{name} {boot:?}");
                assert_eq!(b.default_class, f.default_class, "{name}");
                let errors = |d: &folio_replay::DaoReplay| -> Vec<String> {
                    d.errors.iter().map(|e| e.to_string()).collect()
                };
                assert_eq!(errors(b), errors(f), "{name}");
                let export = |d: &folio_replay::DaoReplay| {
                    let mut out = Vec::new();
                    folio_render::export_jsonl(&d.dao, &registry, &mut out).unwrap();
                    out
                };
                assert!(
                    export(b) == export(f),
                    "{name}: the exports differ ({boot:?})"
                );
                if let Boot::Snapshot { unverified, .. } = boot {
                    from_snapshot += 1;
                    if let Some(unverified) = unverified {
                        assert_eq!(unverified.verify(), Ok(()), "{name}");
                    }
                }
            }
            eprintln!(
            "corpus (registry: {}, {snapshots:?}): {} DAOs, {snapshotted} snapshotted, {from_snapshot} opened from them",
            !registry.is_empty(),
            found.daos.len()
        );
            assert!(
                from_snapshot * 2 > snapshotted,
                "{snapshots:?}: {from_snapshot} of {snapshotted}"
            );
        }
        for files in &found.daos {
            let _ = std::fs::remove_file(snapshot_path(files));
        }
    }
}
