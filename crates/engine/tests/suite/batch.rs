//! A commit turn's writes begun together (`Engine::begin_all`) against the same writes begun
//! one at a time: the same acknowledgements and refusals, the same journals byte for byte, the
//! same state. And a batch whose append fails is refused whole and taken back: the next write
//! renders against the state before it.

use crate::common;

use common::{engine_state, random_op, registry, replayed, writable, Rng};
use folio_engine::{Ack, Appended, Change, Engine, FsyncPolicy, Refused};
use folio_journal::sim::SimDisk;
use folio_journal::JournalWriter;
use folio_store::{Applied, Id, Op};
use std::collections::BTreeMap;

/// A writable engine over `dir`; the DAO `loose`, which the registry does not name, has an
/// empty journal there.
fn open_in(dir: &std::path::Path) -> Engine {
    std::fs::write(dir.join("loose"), "").unwrap();
    Engine::open(
        &[dir.to_path_buf()],
        registry(),
        writable(FsyncPolicy::Never),
    )
    .unwrap()
}

/// One write as a client sends it: its DAO, op and text.
fn random_write(rng: &mut Rng) -> (String, Op, String) {
    match rng.below(10) {
        // A DAO with no default class: class-less objects and named ones claim it in turn,
        // and refuse each other.
        0 => {
            let id = rng.below(4);
            let text = if rng.chance(50) {
                format!("{{id:{id},v:{}}}", rng.below(100))
            } else {
                format!("{{class:\"x.Loose\",id:{id},v:{}}}", rng.below(100))
            };
            let op = if rng.chance(50) { Op::Put } else { Op::Create };
            ("loose".into(), op, text)
        }
        // A DAO that does not exist.
        1 if rng.chance(20) => ("nowhere".into(), Op::Put, "{id:1}".into()),
        _ => {
            let g = random_op(rng);
            (g.dao.into(), g.op, g.json.to_string())
        }
    }
}

fn change(engine: &Engine, dao: &str, op: Op, text: &str) -> Result<Change, Refused> {
    if op == Op::Remove {
        let value: serde_json::Value = serde_json::from_str(text).unwrap();
        return Ok(Change::Remove(Id::Int(value["id"].as_i64().unwrap())));
    }
    let object = engine.decode(dao, text.as_bytes())?;
    Ok(match op {
        Op::Create => Change::Create(object),
        _ => Change::Put(object),
    })
}

/// What a client would be told: the acknowledgement, or the refusal's text.
fn told(result: Result<Ack, Refused>) -> Result<(Id, Applied, u64), String> {
    result
        .map(|ack| (ack.id, ack.applied, ack.position))
        .map_err(|refused| refused.to_string())
}

fn begin_one(engine: &Engine, dao: &str, change: Change) -> Result<Appended, Refused> {
    match change {
        Change::Create(object) => engine.begin(dao, Op::Create, object),
        Change::Put(object) => engine.begin(dao, Op::Put, object),
        Change::Remove(id) => engine.begin_remove(dao, &id),
    }
}

fn journals(dir: &std::path::Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_none())
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&path).unwrap())
        })
        .collect()
}

#[test]
fn writes_begun_together_give_what_they_give_one_at_a_time() {
    // Refusals by class claims, which a batch must make as one write at a time would.
    let mut class_refusals = 0;
    for seed in 0..40 {
        let (one_dir, all_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let (one, all) = (open_in(one_dir.path()), open_in(all_dir.path()));
        let mut rng = Rng(seed);
        let mut batches = 0;
        let mut step = 0;
        while step < 150 {
            let size = 1 + rng.below(12) as usize;
            let writes: Vec<_> = (0..size).map(|_| random_write(&mut rng)).collect();
            step += size;
            batches += 1;
            let context = format!("seed {seed} batch {batches}: {writes:?}");
            // One at a time: each begun and finished before the next.
            let singly: Vec<_> = writes
                .iter()
                .map(|(dao, op, text)| {
                    told(
                        change(&one, dao, *op, text)
                            .and_then(|c| begin_one(&one, dao, c))
                            .and_then(|appended| one.finish(appended)),
                    )
                })
                .collect();
            // Together: typed first, begun in one call, then finished in order.
            let mut typed = Vec::new();
            let mut changes = Vec::new();
            for (dao, op, text) in &writes {
                match change(&all, dao, *op, text) {
                    Ok(c) => {
                        typed.push(None);
                        changes.push((dao.as_str(), c));
                    }
                    Err(refused) => typed.push(Some(refused)),
                }
            }
            let mut begun = all.begin_all(changes).into_iter();
            let together: Vec<_> = typed
                .into_iter()
                .map(|refused| match refused {
                    Some(refused) => told(Err(refused)),
                    None => told(begun.next().unwrap().and_then(|a| all.finish(a))),
                })
                .collect();
            assert_eq!(together, singly, "{context}");
            class_refusals += together
                .iter()
                .filter(|told| told.as_ref().is_err_and(|e| e.contains("class")))
                .count();
            assert_eq!(engine_state(&all), engine_state(&one), "{context}");
        }
        assert_eq!(
            journals(all_dir.path()),
            journals(one_dir.path()),
            "seed {seed}"
        );
        assert_eq!(replayed(all_dir.path()), engine_state(&all), "seed {seed}");
    }
    assert!(class_refusals > 0);
}

#[test]
fn a_batch_appends_each_journal_with_one_write() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open_in(dir.path());
    let writes: Vec<_> = (0..10)
        .map(|id| {
            let dao = if id % 2 == 0 { "things" } else { "items" };
            let object = engine
                .decode(dao, format!("{{id:{id}}}").as_bytes())
                .unwrap();
            (dao, Change::Put(object))
        })
        .collect();
    for appended in engine.begin_all(writes) {
        engine.finish(appended.unwrap()).unwrap();
    }
    for dao in ["things", "items"] {
        let stats = engine.write_stats(dao).unwrap();
        assert_eq!(stats.puts, 5, "{dao}");
        assert_eq!(
            stats.writes, 1,
            "{dao}: one write(2) for the batch's five entries"
        );
    }
}

fn engine_on(disk: &SimDisk, dao: &str) -> Engine {
    let (writer, _) = JournalWriter::with_storage(
        dao,
        Box::new(disk.file(dao)),
        Box::new(disk.file(&format!("{dao}.torn"))),
        FsyncPolicy::Always,
    )
    .unwrap();
    Engine::with_writers(registry(), vec![(dao.into(), writer)])
}

fn put(engine: &Engine, text: &str) -> Change {
    Change::Put(engine.decode("things", text.as_bytes()).unwrap())
}

/// A full disk refuses every write of the batch it would have appended (a remove of an id that
/// was absent before the batch still stands), writes none of them, and takes them back: the
/// next put of the id is a delta from its state before the batch.
#[test]
fn a_full_disk_refuses_a_batch_whole_and_takes_it_back() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk, "things");
    let first = engine
        .put("things", engine.decode("things", b"{id:1,a:1}").unwrap())
        .unwrap();
    let used = disk.contents("things").unwrap();
    let before = engine_state(&engine);
    // Room for the first entry of the batch, not for all of them.
    disk.set_capacity(Some(used.len() as u64 + 20));
    let batch = vec![
        ("things", Change::Remove(Id::Int(9))),
        ("things", put(&engine, "{id:1,b:2}")),
        ("things", put(&engine, "{id:2,b:2}")),
        ("things", Change::Remove(Id::Int(1))),
        ("things", Change::Remove(Id::Int(2))),
    ];
    let results: Vec<_> = engine
        .begin_all(batch)
        .into_iter()
        .map(|begun| begun.and_then(|appended| engine.finish(appended)))
        .collect();
    let absent = results[0].as_ref().unwrap();
    assert_eq!(
        (absent.applied, absent.position),
        (Applied::Absent, first.position)
    );
    for result in &results[1..] {
        assert!(
            matches!(result, Err(Refused::DiskFull { .. })),
            "{result:?}"
        );
    }
    assert_eq!(disk.contents("things").unwrap(), used);
    assert_eq!(engine_state(&engine), before);
    let stats = engine.write_stats("things").unwrap();
    assert_eq!((stats.pending, stats.refused), (0, 4));

    disk.set_capacity(None);
    let ack = engine.put("things", engine.decode("things", b"{id:1,c:3}").unwrap());
    assert_eq!(ack.unwrap().applied, Applied::Merged);
    let journal = String::from_utf8(disk.contents("things").unwrap()).unwrap();
    assert_eq!(journal.lines().last(), Some("p({id:1,c:3})"));
}

/// A failed batch takes back the class its writes claimed for an empty DAO with no default
/// class: a later write of another class is taken.
#[test]
fn a_failed_batch_takes_back_its_class_claim() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk, "loose");
    disk.set_capacity(Some(4));
    let classless = engine.decode("loose", b"{id:1}").unwrap();
    let begun = engine.begin_all(vec![("loose", Change::Put(classless))]);
    assert!(
        matches!(&begun[0], Err(Refused::DiskFull { .. })),
        "{begun:?}"
    );
    disk.set_capacity(None);
    let named = engine.decode("loose", br#"{class:"x.A",id:2}"#).unwrap();
    engine.put("loose", named).unwrap();
}

/// After a failed fsync cut the journal back, a batch is refused as a write alone is
/// (`Poisoned`), before anything of it is rendered: tickets from the cut end would name bytes
/// that the refused writes held, still among the pending writes.
#[test]
fn a_batch_after_a_failed_fsync_is_refused_whole() {
    let disk = SimDisk::new();
    let engine = engine_on(&disk, "things");
    let object = |text: &str| engine.decode("things", text.as_bytes()).unwrap();
    engine.put("things", object("{id:1}")).unwrap();
    let begun = engine.begin("things", Op::Put, object("{id:2}")).unwrap();
    disk.fail_next_sync();
    let failed = engine.finish(begun);
    assert!(
        matches!(failed, Err(Refused::NotDurable { .. })),
        "{failed:?}"
    );
    let batch = vec![
        ("things", Change::Put(object("{id:3}"))),
        ("things", Change::Remove(Id::Int(1))),
    ];
    for result in engine.begin_all(batch) {
        assert!(
            matches!(result, Err(Refused::Poisoned { .. })),
            "{result:?}"
        );
    }
    assert!(engine.get("things", &Id::Int(1)).is_some());
}
