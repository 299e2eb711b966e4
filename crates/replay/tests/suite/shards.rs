//! Sharded apply against sequential replay on the journal that stresses it most: 50,000 `c`,
//! `p` and `r` entries on only 20 ids (so nearly every entry's order against its neighbours
//! matters), with bad entries, blank lines, comments and versions among them, over two files.
//! For every thread count and shard count, replay must end in the state, the counters, the
//! version and the kept errors (same order, same limit) of replay on one thread in one shard.

use crate::common;

use common::{export, replay_dir};
use folio_models::Registry;
use folio_replay::{Replay, ReplayOptions};
use std::fmt::Write as _;
use std::path::Path;

const MODELS: &str = r#"{
  models: [
    { class: "t.Item", properties: [
      {name: "id", type: "Long"}, {name: "name", type: "String"}, {name: "count", type: "Int"},
      {name: "tags", type: "StringArray"}, {name: "child", type: "FObject", of: "t.Child"} ] },
    { class: "t.Child", ids: ["a"], properties: [
      {name: "a", type: "String"}, {name: "b", type: "Long"} ] }
  ],
  daos: { items: "t.Item" }
}"#;

/// A small deterministic generator (xorshift64*), so the journal is the same on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) % n
    }
}

/// One entry on one of 20 ids: a `c` with a few fields, a `p` with a few others (so merges
/// keep and overwrite), or an `r`; now and then a bad line, a blank line, a comment, a
/// version record or a multi-line `p`.
fn entry(rng: &mut Rng, i: u64, out: &mut String) {
    let id = rng.below(20);
    match rng.below(200) {
        0 => out.push_str("p({id:3,name:})\n"),
        1 => out.push_str("x\n"),
        2 => out.push_str("r({name:\"no id\"})\n"),
        3 => out.push_str("p({id:4,count:1.5})\n"),
        4 => out.push('\n'),
        5 => out.push_str("// a comment\n"),
        6 => {
            let _ = writeln!(out, "v({{version:\"{i}\"}})");
        }
        7 => {
            // A multi-line entry (framing over block ends is held by tests/corpus.rs).
            let _ = writeln!(out, "p({{\n  id:{id},\n  count:{i}\n}})");
        }
        8..=46 => {
            let _ = writeln!(out, "c({{id:{id},name:\"c{i}\",count:{}}})", i % 1000);
        }
        47..=76 => {
            let _ = writeln!(out, "r({{id:{id}}})");
        }
        n => {
            let _ = match n % 4 {
                0 => writeln!(out, "p({{id:{id},count:{i}}})"),
                1 => writeln!(out, "p({{id:{id},tags:[\"t{i}\",\"u\"]}})"),
                2 => writeln!(out, "p({{id:{id},child:{{a:\"k{}\",b:{i}}}}})", i % 3),
                _ => writeln!(out, "p({{id:{id},name:\"p{i}\",child:{{b:{i}}}}})"),
            };
        }
    }
}

fn write_journal(dir: &Path) {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut first = String::new();
    let mut second = String::new();
    for i in 0..50_000 {
        entry(
            &mut rng,
            i,
            if i < 30_000 { &mut first } else { &mut second },
        );
    }
    // The live journal's last line is torn (no newline): its error is kept as torn.
    second.push_str("p({id:5,name:\"torn\"");
    std::fs::write(dir.join("items.jrl"), first).unwrap();
    std::fs::write(dir.join("items"), second).unwrap();
}

fn run(
    dir: &Path,
    registry: &Registry,
    threads: usize,
    shards: usize,
    read_block: usize,
    error_limit: usize,
) -> Replay {
    let options = ReplayOptions {
        threads,
        shards,
        read_block,
        error_limit,
        ..ReplayOptions::default()
    };
    replay_dir(dir, registry, &options)
}

#[test]
fn every_thread_and_shard_count_gives_the_sequential_state_counters_and_errors() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    write_journal(dir.path());

    for (read_block, error_limit) in [(folio_journal::DEFAULT_BLOCK, 100), (64 << 10, 10_000)] {
        let base = run(dir.path(), &registry, 1, 1, read_block, error_limit);
        let want = export(&base, &registry);
        let t = base.total();
        // The journal is what it is meant to be: mostly merges, every kind of line.
        assert_eq!(t.entries, 50_000 - t.blank - t.comments + 1);
        assert!(
            t.put_merged > 20_000 && t.remove > 7_000 && t.create > 9_000,
            "{t:?}"
        );
        assert!(t.failed > 900 && t.version > 200 && t.objects > 0, "{t:?}");
        let errors: Vec<_> = base.errors().cloned().collect();
        assert_eq!(errors.len() as u64, t.failed.min(error_limit as u64));
        assert_eq!(
            errors.last().is_some_and(|e| e.torn),
            error_limit as u64 > t.failed
        );
        let version = base.daos[0].dao.version().map(str::to_owned);
        assert!(version.is_some());

        for (threads, shards) in [
            (1, 0),
            (2, 0),
            (3, 0),
            (4, 0),
            (8, 0),
            (2, 5),
            (1, 3),
            (4, 1),
        ] {
            let other = run(
                dir.path(),
                &registry,
                threads,
                shards,
                read_block,
                error_limit,
            );
            let what = format!("{threads} threads, shards {shards}, block {read_block}");
            assert_eq!(other.total(), t, "{what}: counters");
            assert!(export(&other, &registry) == want, "{what}: state");
            let got: Vec<_> = other.errors().cloned().collect();
            assert_eq!(got, errors, "{what}: kept errors");
            assert_eq!(other.daos[0].dao.version(), version.as_deref(), "{what}");
            let asked = if shards == 0 { other.threads } else { shards };
            assert_eq!(other.daos[0].dao.sharding().count(), asked, "{what}");
        }
    }
}

/// The table is sized by the live objects the journal adds per write, not by its entries: a
/// journal of 100,000 `p` entries whose second read block brings 10 new ids among its 3,000
/// writes (then none) reserves nothing, at any shard count, where scaling those 10 to the
/// rest of the journal would reserve room for about 300.
#[test]
fn many_entries_on_few_ids_reserve_room_for_few_objects() {
    const BLOCK: usize = 64 << 10;
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut text = String::new();
    for i in 0..100_000 {
        // Ids 0-9 through the first block and half the second, then 0-19.
        let ids = if text.len() < BLOCK * 3 / 2 { 10 } else { 20 };
        let _ = writeln!(text, "p({{id:{},count:{i}}})", i % ids);
    }
    std::fs::write(dir.path().join("items.jrl"), text).unwrap();
    for (threads, shards) in [(1, 0), (2, 0), (2, 7)] {
        let mut result = run(dir.path(), &registry, threads, shards, BLOCK, 100);
        let dao = &mut result.daos[0].dao;
        assert_eq!(dao.len(), 20);
        let shards = dao.shards_mut().expect("no index");
        let room: usize = shards.iter().map(|s| s.capacity()).sum();
        assert!(
            room <= 32 * shards.len(),
            "{threads} threads, {} shards: room for {room} objects",
            shards.len()
        );
    }
}

/// Going on replaying into a DAO that has an index (as a server that follows files appended
/// after it opened them does) keeps the index in step and gives the state, counters and
/// errors of replaying the files whole: the first file is replayed, an index added, then the
/// second file applied to it.
#[test]
fn replaying_on_into_an_indexed_dao_keeps_its_index_and_gives_the_whole_replay() {
    use folio_replay::{replay_dao_from, replay_dao_spans, Resume, Span};
    use folio_store::Index;
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    write_journal(dir.path());
    let found = folio_journal::discover(&[dir.path().to_owned()]).unwrap();
    let files = &found.daos[0];
    let options = ReplayOptions {
        threads: 2,
        ..ReplayOptions::default()
    };
    let whole = replay_dao_spans(files, &registry, &options, &[Span::WHOLE, Span::WHOLE]).unwrap();

    let first_len = std::fs::metadata(&files.files[0]).unwrap().len();
    let first = Span {
        end: Some(first_len),
        ..Span::WHOLE
    };
    let empty_second = Span {
        end: Some(0),
        ..Span::WHOLE
    };
    let mut part = replay_dao_spans(files, &registry, &options, &[first, empty_second]).unwrap();
    part.dao.add_index("name", &registry);
    let lines = std::fs::read(&files.files[0]).unwrap();
    let lines = memchr_count(&lines);
    let resume = Resume {
        dao: part.dao,
        counters: part.counters,
        errors: part.errors,
        default_class: Some(part.default_class),
        collapsed_ids: part.collapsed_ids,
    };
    let rest = [
        Span {
            start: first_len,
            lines,
            end: None,
        },
        Span::WHOLE,
    ];
    let on = replay_dao_from(files, &registry, &options, resume, &rest).unwrap();

    assert_eq!(on.counters, whole.counters);
    assert_eq!(on.errors, whole.errors);
    let state = |dao: &folio_store::Dao| {
        let mut out = Vec::new();
        folio_render::export_jsonl(dao, &registry, &mut out).unwrap();
        out
    };
    assert!(state(&on.dao) == state(&whole.dao), "state");
    let mut fresh = whole.dao;
    fresh.add_index("name", &registry);
    let (kept, built) = (on.dao.index("name").unwrap(), fresh.index("name").unwrap());
    assert_eq!(kept.len(), built.len());
    for (id, object) in on.dao.iter() {
        let Some(name) = object.get("name", &registry) else {
            continue;
        };
        let name = name.to_value();
        let ids = |index: &Index| {
            let mut ids: Vec<_> = index.candidates(&name).unwrap().cloned().collect();
            ids.sort();
            ids
        };
        assert_eq!(ids(kept), ids(built), "the ids under {id:?}'s name");
    }
}

fn memchr_count(bytes: &[u8]) -> u32 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u32
}
