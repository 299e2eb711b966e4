//! A followed engine against a fresh replay: after every catch-up, each DAO's objects,
//! counters and kept errors are those a new engine replays from a copy of the files cut at the
//! ends `follow_stats` says were applied, and each end is where the last whole entry of its
//! file ends. The files grow in random pieces (cutting lines, multi-line entries and `\r\n`
//! in two), gain files and DAOs, and are truncated, replaced and rewritten underneath.

use folio_engine::{Engine, EngineOptions};
use folio_journal::follow::whole_prefix;
use folio_models::Registry;
use folio_replay::{Counters, ReplayOptions};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

const MODELS: &str = r#"{
  models: [
    { class: "t.Item", properties: [
      {name: "id", type: "Long"}, {name: "name", type: "String"}, {name: "count", type: "Int"} ] }
  ],
  daos: { items: "t.Item" }
}"#;

fn registry() -> Registry {
    Registry::from_slice(MODELS.as_bytes()).unwrap()
}

/// SplitMix64: small, seeded, reproducible.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) % n
    }
}

/// One entry on one of 30 ids, with every kind of line among them.
fn entry(rng: &mut Rng, i: u64, classless: bool) -> String {
    let id = rng.below(30);
    let class = if classless { "" } else { "class:\"t.Item\"," };
    let mut out = String::new();
    let _ = match rng.below(40) {
        0 => writeln!(out, "p({{\n  id:{id},\n  count:{i}\n}})"),
        1 => writeln!(out, "c({{{class}id:{id},name:\"crlf{i}\"}})\r"),
        2 => writeln!(out, "x"),
        3 => writeln!(out, "// note {i}"),
        4..=8 => writeln!(out, "r({{id:{id}}})"),
        9..=20 => writeln!(out, "c({{{class}id:{id},name:\"c{i}\"}})"),
        _ => writeln!(out, "p({{id:{id},count:{i}}})"),
    };
    out
}

fn follow(dir: &Path) -> Engine {
    let options = EngineOptions {
        follow: true,
        replay: ReplayOptions {
            threads: 1,
            ..ReplayOptions::default()
        },
        ..EngineOptions::default()
    };
    Engine::open(&[dir.to_path_buf()], registry(), options).unwrap()
}

/// A DAO's objects as export lines, its counters (without the time-like ones) and errors.
type Seen = (Vec<u8>, Counters, Vec<String>);

fn seen(engine: &Engine) -> BTreeMap<String, Seen> {
    engine
        .daos()
        .into_iter()
        .map(|live| {
            let mut lines = Vec::new();
            folio_render::export_jsonl(&live.dao(), engine.registry(), &mut lines).unwrap();
            let errors = live.errors().iter().map(|e| e.to_string()).collect();
            (
                live.name().to_owned(),
                (lines, live.replay_counters(), errors),
            )
        })
        .collect()
}

/// Checks the followed engine against a replay of a copy of its files cut where it says it
/// applied them to, and that those cuts are the last whole entries' ends.
fn check(engine: &Engine, root: &Path, what: &str) {
    let copy = tempfile::tempdir().unwrap();
    let mut copied = 0;
    for live in engine.daos() {
        let stats = live.follow_stats().expect("a followed DAO");
        for (path, end) in &stats.applied {
            let bytes = std::fs::read(path).unwrap();
            let (whole, _) = whole_prefix(&bytes);
            assert_eq!(*end, whole, "{what}: {} applied up to", path.display());
            let to = copy.path().join(path.strip_prefix(root).unwrap());
            std::fs::create_dir_all(to.parent().unwrap()).unwrap();
            std::fs::write(to, &bytes[..*end as usize]).unwrap();
            copied += 1;
        }
    }
    let want = if copied == 0 {
        BTreeMap::new()
    } else {
        let options = EngineOptions {
            replay: ReplayOptions {
                threads: 1,
                ..ReplayOptions::default()
            },
            ..EngineOptions::default()
        };
        let fresh = Engine::open(&[copy.path().to_path_buf()], registry(), options).unwrap();
        seen(&fresh)
    };
    let mut got = seen(engine);
    // A DAO whose files are all gone is held empty; a replay does not find it.
    got.retain(|name, (lines, counters, _)| {
        want.contains_key(name) || !(lines.is_empty() && counters.entries == 0)
    });
    assert_eq!(got.len(), want.len(), "{what}: DAOs");
    for (name, (lines, counters, errors)) in &want {
        let (g_lines, g_counters, g_errors) = &got[name];
        assert!(g_lines == lines, "{what}: {name}'s objects");
        assert_eq!(g_counters, counters, "{what}: {name}'s counters");
        // Errors name the file by its path, which differs in the copy: compare the rest.
        let tail = |e: &String| {
            e.rsplit_once(".jrl")
                .map_or(e.clone(), |(_, t)| t.to_owned())
        };
        let tails = |v: &Vec<String>| v.iter().map(tail).collect::<Vec<_>>();
        assert_eq!(tails(g_errors), tails(errors), "{what}: {name}'s errors");
    }
}

fn append(path: &Path, bytes: &[u8]) {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .unwrap();
    file.write_all(bytes).unwrap();
}

/// Appends every entry in random pieces to two DAOs' files, catching up after each piece.
#[test]
fn appended_pieces_are_applied_entry_by_whole_entry() {
    let dir = tempfile::tempdir().unwrap();
    let items = dir.path().join("items.jrl");
    let things = dir.path().join("things.jrl");
    append(&items, b"c({id:1,name:\"first\"})\n");
    let engine = follow(dir.path());
    check(&engine, dir.path(), "at open");

    let mut rng = Rng(7);
    let mut text = String::new();
    let mut things_text = String::new();
    for i in 0..600 {
        text.push_str(&entry(&mut rng, i, false));
        things_text.push_str(&entry(&mut rng, i, true));
    }
    let (mut at, mut at_things) = (0, 0);
    let mut round = 0;
    while at < text.len() || at_things < things_text.len() {
        let n = 1 + rng.below(120) as usize;
        let to = (at + n).min(text.len());
        append(&items, &text.as_bytes()[at..to]);
        at = to;
        // The second DAO appears after a while, its pieces cut elsewhere.
        if round >= 5 {
            let to = (at_things + 1 + rng.below(200) as usize).min(things_text.len());
            append(&things, &things_text.as_bytes()[at_things..to]);
            at_things = to;
        }
        let done = engine.catch_up().unwrap();
        assert!(done.reread.is_empty(), "round {round}: {done:?}");
        if round == 5 {
            assert_eq!(done.new_daos, ["things"]);
        }
        check(&engine, dir.path(), &format!("round {round}"));
        round += 1;
    }
    // Every line ended: everything is applied.
    let live = engine.live_dao("items").unwrap();
    let applied = live.follow_stats().unwrap().applied;
    assert_eq!(applied[0].1, text.len() as u64 + 23);
    assert!(live.replay_counters().failed > 0, "bad lines were counted");
}

/// What makes a DAO be read again, and that it then holds what a replay gives.
#[test]
fn files_changed_underneath_are_read_again() {
    let dir = tempfile::tempdir().unwrap();
    let jrl = dir.path().join("items.jrl");
    let live_journal = dir.path().join("items");
    append(&jrl, b"c({id:1,name:\"a\"})\nc({id:2,name:\"b\"})\n");
    let engine = follow(dir.path());
    engine.add_index("items", "name").unwrap();
    let root = dir.path();
    let reread = |engine: &Engine, what: &str, fragment: &str| {
        let done = engine.catch_up().unwrap();
        assert_eq!(done.reread.len(), 1, "{what}: {done:?}");
        assert!(done.reread[0].1.contains(fragment), "{what}: {done:?}");
        check(engine, root, what);
    };

    // A new live journal after the jrl file: read on.
    append(&live_journal, b"p({id:1,count:3})\n");
    assert!(engine.catch_up().unwrap().reread.is_empty());
    check(&engine, dir.path(), "live journal added");

    // Truncated below what was applied.
    std::fs::write(&live_journal, b"").unwrap();
    reread(&engine, "truncated", "shorter");

    // Replaced by another file under the same name (as a compaction renames its output).
    let other = dir.path().join(".new");
    std::fs::write(&other, b"c({id:1,name:\"z\"})\n").unwrap();
    std::fs::rename(&other, &jrl).unwrap();
    reread(&engine, "replaced", "replaced");

    // Rewritten in place at the same length.
    std::fs::write(&jrl, b"c({id:1,name:\"y\"})\n").unwrap();
    reread(&engine, "rewritten", "changed");

    // An earlier file grows while a later one is applied.
    append(&live_journal, b"p({id:1,count:4})\n");
    assert!(engine.catch_up().unwrap().reread.is_empty());
    append(&jrl, b"c({id:5,name:\"late\"})\n");
    reread(&engine, "earlier grew", "grew");

    // A file put before the applied ones.
    std::fs::write(dir.path().join("a.jrl"), b"// not this DAO\n").unwrap();
    std::fs::create_dir(dir.path().join("0")).unwrap();
    std::fs::write(
        dir.path().join("0/items.jrl"),
        b"c({id:9,name:\"first\"})\n",
    )
    .unwrap();
    reread(&engine, "file before", "before");

    // The index survived each reading, and holds the objects read.
    let first = folio_store::Value::Str("first".into());
    let dao = engine.dao("items").unwrap();
    let index = dao.index("name").expect("the index is kept");
    assert_eq!(index.candidates(&first).unwrap().count(), 1);
    drop(dao);

    // Every file gone: the DAO is empty.
    for path in [&jrl, &live_journal, &dir.path().join("0/items.jrl")] {
        std::fs::remove_file(path).unwrap();
    }
    reread(&engine, "all gone", "gone");
    assert_eq!(engine.dao("items").unwrap().len(), 0);
}

/// Class-less objects take the first class their DAO's entries name, wherever it is: entries
/// that name one for the first time make the DAO be read again, which gives the objects
/// before them that class too.
#[test]
fn a_class_named_late_is_given_to_the_objects_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("things.jrl");
    append(&path, b"c({id:1,name:\"a\"})\n");
    let engine = follow(dir.path());
    append(&path, b"c({id:2,name:\"b\"})\n");
    assert!(engine.catch_up().unwrap().reread.is_empty());
    append(&path, b"c({class:\"t.Item\",id:3,name:\"c\"})\n");
    let done = engine.catch_up().unwrap();
    assert_eq!(done.reread.len(), 1, "{done:?}");
    check(&engine, dir.path(), "class named late");
    assert_eq!(
        engine
            .live_dao("things")
            .unwrap()
            .default_class()
            .as_deref(),
        Some("t.Item")
    );
}

/// A failure that persists (the followed folder gone) is reported once, not at every look,
/// and catching up again after it is reported too.
#[test]
fn a_lasting_failure_is_said_once_and_its_end_too() {
    use folio_engine::{Followed, Follower};
    use std::sync::{Arc, Mutex};
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().join("tree");
    std::fs::create_dir(&root).unwrap();
    append(&root.join("items"), b"p({id:1})\n");
    let engine = Arc::new(follow(&root));
    let said: Arc<Mutex<Vec<String>>> = Arc::default();
    let log = Arc::clone(&said);
    let report = Box::new(move |followed: Followed<'_>| {
        let line = match followed {
            Followed::Failed(_) => "failed",
            Followed::Recovered => "recovered",
            Followed::CaughtUp(_) => "caught up",
            Followed::Polling(_) => "polling",
        };
        log.lock().unwrap().push(line.to_owned());
    });
    let follower = Follower::start(Arc::clone(&engine), report).unwrap();
    std::fs::remove_dir_all(&root).unwrap();
    // Several looks (every 500 ms with events, 50 ms without) while the folder is gone.
    std::thread::sleep(std::time::Duration::from_millis(1600));
    std::fs::create_dir(&root).unwrap();
    append(&root.join("items"), b"p({id:1})\np({id:2})\n");
    let start = std::time::Instant::now();
    while !said.lock().unwrap().iter().any(|l| l == "recovered") {
        assert!(start.elapsed().as_secs() < 20, "{:?}", said.lock().unwrap());
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    follower.stop();
    let said = said.lock().unwrap().clone();
    let failed = said.iter().filter(|l| *l == "failed").count();
    assert_eq!(failed, 1, "{said:?}");
}
