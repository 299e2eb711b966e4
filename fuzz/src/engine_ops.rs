//! The `engine_ops` target: bytes -> a sequence of creates, puts and removes on a writable
//! engine (typed objects of a model with most property types, and generic ones), one at a time
//! or begun together as a commit turn begins them, checked after every step against a BTreeMap model (JSON objects updated by the c/p/r rules) and
//! against a fresh replay of the journal files; at the end the engine is reopened writable and
//! must hold the model's state.
//!
//! Uses only the folio crates, serde_json and `tempfile`, so that the stable twin
//! (`crates/engine/tests/suite/fuzz_twin.rs`) includes this file as it is.

#[path = "json_merge.rs"]
mod json_merge;

use folio_engine::{Ack, Change, Engine, EngineError, EngineOptions, FsyncPolicy, Refused};
use folio_models::Registry;
use folio_store::{Id, Object, Op};
use json_merge::merge_json;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::Path;

const REGISTRY: &str = r#"{
  "models": [
    {"class": "e.Part", "ids": ["pid"], "properties": [
      {"name": "pid", "type": "Long"},
      {"name": "label", "shortName": "l", "type": "String"}
    ]},
    {"class": "e.Item", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"},
      {"name": "name", "shortName": "n", "type": "String"},
      {"name": "count", "type": "Int"},
      {"name": "price", "type": "Double"},
      {"name": "ok", "type": "Boolean"},
      {"name": "born", "type": "Date"},
      {"name": "status", "type": "Enum", "of": "e.Status"},
      {"name": "tags", "type": "StringArray"},
      {"name": "child", "type": "FObject", "of": "e.Part"},
      {"name": "parts", "type": "FObjectArray", "of": "e.Part"},
      {"name": "attrs", "type": "Map"},
      {"name": "any", "type": "Object"}
    ]}
  ],
  "enums": [{"class": "e.Status", "values": ["NEW", "OPEN", "DONE"]}],
  "daos": {"items": "e.Item", "things": "e.Thing"}
}"#;

/// One DAO's model: id -> the object as strict JSON.
type State = BTreeMap<Id, Value>;

/// Reads the input a byte at a time; zeros once it runs out.
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> u8 {
        match self.0.split_first() {
            Some((&b, rest)) => {
                self.0 = rest;
                b
            }
            None => 0,
        }
    }
    fn text(&mut self) -> String {
        const PIECES: &[&str] = &["a", "Zü", "\"", "\\", "\t", "日", "😀", "", "'", "\u{7f}"];
        let n = self.next() % 4;
        (0..n)
            .map(|_| PIECES[usize::from(self.next()) % PIECES.len()])
            .collect()
    }
    fn float(&mut self) -> f64 {
        (f64::from(self.next()) - 128.0) / 4.0
    }
}

fn part(b: &mut Bytes) -> Value {
    json!({"pid": b.next() % 3, "l": b.text()})
}

fn item(b: &mut Bytes, id: u8) -> Value {
    let mut m = serde_json::Map::new();
    m.insert("id".into(), json!(id));
    let mask = u16::from(b.next()) | (u16::from(b.next()) << 8);
    let keys = [
        "name", "count", "price", "ok", "born", "status", "tags", "child", "parts", "attrs", "any",
    ];
    for (i, key) in keys.iter().enumerate() {
        if mask & (1 << i) == 0 {
            continue;
        }
        let v = match *key {
            "name" => json!(b.text()),
            "count" => json!(i32::from(b.next()) * 1000 - 100_000),
            "price" => json!(b.float()),
            "ok" => json!(b.next() % 2 == 0),
            "born" => json!(u64::from(b.next()) << 32),
            "status" => json!(b.next() % 3),
            "tags" => json!([b.text()]),
            "child" => part(b),
            "parts" => json!([part(b)]),
            "attrs" => json!({"k": b.next()}),
            _ => json!(b.text()),
        };
        m.insert((*key).into(), v);
    }
    Value::Object(m)
}

fn thing(b: &mut Bytes, id: u8) -> Value {
    let mut m = serde_json::Map::new();
    m.insert("id".into(), json!(id));
    let mask = b.next();
    for (i, key) in ["a", "b", "c"].iter().enumerate() {
        if mask & (1 << i) == 0 {
            continue;
        }
        let v = match b.next() % 4 {
            0 => json!(b.next()),
            1 => json!(b.text()),
            2 => json!(b.float()),
            _ => json!({"class": "e.Sub", "v": b.next() % 3, "w": b.text()}),
        };
        m.insert((*key).into(), v);
    }
    Value::Object(m)
}

fn state(engine: &Engine) -> BTreeMap<String, State> {
    engine
        .daos()
        .iter()
        .map(|d| {
            let dao = d.dao();
            let objects: State = dao
                .iter()
                .map(|(id, object)| {
                    let mut out = Vec::new();
                    folio_render::write_object(object, engine.registry(), &mut out);
                    (
                        id.clone(),
                        serde_json::from_slice(&out).expect("strict JSON"),
                    )
                })
                .collect();
            (d.name().to_owned(), objects)
        })
        .filter(|(_, s)| !s.is_empty())
        .collect()
}

fn open(dir: &Path, writable: bool) -> Option<Engine> {
    let registry = Registry::from_slice(REGISTRY.as_bytes()).expect("the registry loads");
    let options = EngineOptions {
        writable,
        fsync: FsyncPolicy::Never,
        replay: folio_replay::ReplayOptions {
            threads: 1,
            ..Default::default()
        },
        ..EngineOptions::default()
    };
    match Engine::open(&[dir.to_path_buf()], registry, options) {
        Ok(engine) => Some(engine),
        Err(EngineError::Discover(folio_journal::DiscoverError::NoJournals(_))) => None,
        Err(e) => panic!("open {}: {e}", dir.display()),
    }
}

/// What a fresh read-only replay of `dir` gives.
fn replayed(dir: &Path) -> BTreeMap<String, State> {
    match open(dir, false) {
        Some(engine) => {
            assert_eq!(engine.errors().len(), 0, "the journals replay cleanly");
            state(&engine)
        }
        None => BTreeMap::new(),
    }
}

/// One write read from the input, not yet made.
struct Planned {
    dao: &'static str,
    op: Op,
    id: Id,
    /// For a create or put: the client's JSON, the object typed from it, and that object as
    /// strict JSON (what the model holds).
    upsert: Option<(Value, Object, Value)>,
    typed: bool,
}

/// The target: `dir` is an empty scratch directory (emptied here first).
///
/// A step whose first byte has its high bit set joins the writes begun together with the next
/// step's (`Engine::begin_all`, as a commit turn begins them); a step without it makes the
/// writes gathered, its own last (one write alone: `Engine::write`). The model and a replay are
/// checked after each.
pub fn engine_ops(data: &[u8], dir: &Path) {
    for entry in std::fs::read_dir(dir).expect("read the scratch dir") {
        std::fs::remove_file(entry.expect("list the scratch dir").path())
            .expect("empty the scratch dir");
    }
    let engine = open(dir, true).expect("a writable engine opens on an empty directory");
    let mut model: BTreeMap<String, State> = BTreeMap::new();
    let mut b = Bytes(data);
    let mut steps = 0;
    let mut batch = Vec::new();
    while !b.0.is_empty() && steps < 64 {
        steps += 1;
        let head = b.next();
        let op = [Op::Create, Op::Put, Op::Remove][usize::from(head % 3)];
        let (dao, typed) = if head / 3 % 2 == 0 {
            ("items", true)
        } else {
            ("things", false)
        };
        let id = b.next() % 8;
        let upsert = (op != Op::Remove).then(|| {
            let json = if typed {
                item(&mut b, id)
            } else {
                thing(&mut b, id)
            };
            let object = engine
                .decode(dao, json.to_string().as_bytes())
                .unwrap_or_else(|e| panic!("{json} does not type: {e}"));
            let mut out = Vec::new();
            folio_render::write_object(&object, engine.registry(), &mut out);
            let as_typed: Value = serde_json::from_slice(&out).expect("strict JSON");
            (json, object, as_typed)
        });
        batch.push(Planned {
            dao,
            op,
            id: Id::Int(i64::from(id)),
            upsert,
            typed,
        });
        if head & 0x80 == 0 || b.0.is_empty() || steps == 64 {
            make(&engine, &mut model, std::mem::take(&mut batch));
            assert_eq!(
                state(&engine),
                model,
                "step {steps}: the engine against the model"
            );
            assert_eq!(
                replayed(dir),
                model,
                "step {steps}: a replay against the model"
            );
        }
    }
    drop(engine);
    if let Some(engine) = open(dir, true) {
        assert_eq!(state(&engine), model, "reopened writable");
    }
}

/// Makes the planned writes, alone or begun together, and applies each to the model.
fn make(engine: &Engine, model: &mut BTreeMap<String, State>, batch: Vec<Planned>) {
    let results: Vec<Result<Ack, Refused>> = match &batch[..] {
        [one] => vec![match &one.upsert {
            None => engine.remove(one.dao, &one.id),
            Some((_, object, _)) => engine.write(one.dao, one.op, object.clone()),
        }],
        planned => {
            let writes = planned
                .iter()
                .map(|p| {
                    let change = match (&p.upsert, p.op) {
                        (None, _) => Change::Remove(p.id.clone()),
                        (Some((_, object, _)), Op::Create) => Change::Create(object.clone()),
                        (Some((_, object, _)), _) => Change::Put(object.clone()),
                    };
                    (p.dao, change)
                })
                .collect();
            engine
                .begin_all(writes)
                .into_iter()
                .map(|begun| begun.and_then(|appended| engine.finish(appended)))
                .collect()
        }
    };
    for (planned, result) in batch.into_iter().zip(results) {
        let state_of = model.entry(planned.dao.to_owned()).or_default();
        match planned.upsert {
            None => {
                let ack = result.expect("a remove is acknowledged");
                let was = state_of.remove(&planned.id);
                assert_eq!(
                    ack.applied,
                    if was.is_some() {
                        folio_store::Applied::Removed
                    } else {
                        folio_store::Applied::Absent
                    }
                );
            }
            Some((json, _, as_typed)) => {
                let ack = result.unwrap_or_else(|e| panic!("{json} is refused: {e}"));
                match (planned.op, state_of.get_mut(&ack.id)) {
                    (Op::Put, Some(old)) => merge_json(old, as_typed, planned.typed),
                    _ => {
                        state_of.insert(ack.id, as_typed);
                    }
                }
            }
        }
    }
    model.retain(|_, s| !s.is_empty());
}
