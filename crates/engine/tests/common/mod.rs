//! Shared by the engine's tests: a registry with every property type, random operations as
//! client JSON, a JSON model of a DAO, and the state a real replay of a directory gives.
#![allow(dead_code)]

#[path = "../../../../fuzz/src/json_merge.rs"]
mod json_merge;

use folio_engine::{Engine, EngineOptions};
use folio_models::Registry;
use folio_store::{Dao, Id, Op};
use json_merge::merge_json;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Models of every property type: `t.Item` (DAO `items`) holds one of each; `t.Part` is its
/// nested FObject. DAO `things` holds generic `x.Thing` objects (no model).
pub const REGISTRY: &str = r#"{
  "models": [
    {"class": "t.Part", "ids": ["pid"], "properties": [
      {"name": "pid", "type": "Long"},
      {"name": "label", "shortName": "l", "type": "String"},
      {"name": "weight", "type": "Double"}
    ]},
    {"class": "t.Item", "ids": ["id"], "properties": [
      {"name": "id", "type": "Long"},
      {"name": "name", "shortName": "n", "type": "String"},
      {"name": "count", "type": "Int"},
      {"name": "small", "type": "Short"},
      {"name": "tiny", "type": "Byte"},
      {"name": "price", "type": "Double"},
      {"name": "ratio", "type": "Float"},
      {"name": "ok", "type": "Boolean"},
      {"name": "born", "type": "Date"},
      {"name": "at", "type": "DateTime"},
      {"name": "status", "type": "Enum", "of": "t.Status"},
      {"name": "part", "type": "Reference", "of": "t.Part"},
      {"name": "tags", "type": "StringArray"},
      {"name": "child", "type": "FObject", "of": "t.Part"},
      {"name": "parts", "type": "FObjectArray", "of": "t.Part"},
      {"name": "arr", "type": "Array"},
      {"name": "list", "type": "List"},
      {"name": "attrs", "type": "Map"},
      {"name": "cls", "type": "Class"},
      {"name": "any", "type": "Object"}
    ]}
  ],
  "enums": [{"class": "t.Status", "values": ["NEW", "OPEN", "DONE"]}],
  "daos": {"items": "t.Item", "things": "x.Thing", "parts": "t.Part"}
}"#;

pub fn registry() -> Registry {
    Registry::from_slice(REGISTRY.as_bytes()).unwrap()
}

pub fn writable(fsync: folio_engine::FsyncPolicy) -> EngineOptions {
    EngineOptions {
        writable: true,
        fsync,
        ..EngineOptions::default()
    }
}

/// SplitMix64: small, seeded, reproducible.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
    fn text(&mut self) -> String {
        const PIECES: &[&str] = &[
            "a",
            "Zürich",
            "\"q\"",
            "back\\slash",
            "tab\t",
            "日本",
            "😀",
            " ",
            "x'y",
            "\u{1}",
        ];
        (0..self.below(4))
            .map(|_| PIECES[self.below(PIECES.len() as u64) as usize])
            .collect()
    }
    fn dyadic(&mut self) -> f64 {
        (self.below(2001) as f64 - 1000.0) / 8.0
    }
}

/// One operation as a client sends it.
#[derive(Debug, Clone)]
pub struct GenOp {
    pub dao: &'static str,
    pub op: Op,
    /// The object as client JSON (for a remove: only its id).
    pub json: Value,
}

/// A random create, put or remove on `items` (typed) or `things` (generic), ids from a small
/// range so that they collide.
pub fn random_op(rng: &mut Rng) -> GenOp {
    let dao = if rng.chance(50) { "items" } else { "things" };
    let op = match rng.below(10) {
        0..=2 => Op::Create,
        3..=7 => Op::Put,
        _ => Op::Remove,
    };
    let id = rng.below(12) as i64;
    let json = if op == Op::Remove {
        json!({ "id": id })
    } else if dao == "items" {
        item(rng, id)
    } else {
        thing(rng, id)
    };
    GenOp { dao, op, json }
}

fn part(rng: &mut Rng) -> Value {
    let mut m = serde_json::Map::new();
    if rng.chance(50) {
        m.insert("class".into(), json!("t.Part"));
    }
    m.insert("pid".into(), json!(rng.below(5)));
    if rng.chance(60) {
        m.insert("label".into(), json!(rng.text()));
    }
    if rng.chance(50) {
        m.insert("weight".into(), json!(rng.dyadic()));
    }
    Value::Object(m)
}

fn item(rng: &mut Rng, id: i64) -> Value {
    let mut m = serde_json::Map::new();
    m.insert("id".into(), json!(id));
    let mut maybe = |rng: &mut Rng, key: &str, value: &dyn Fn(&mut Rng) -> Value| {
        if rng.chance(35) {
            m.insert(key.into(), value(rng));
        }
    };
    maybe(rng, "name", &|r| json!(r.text()));
    maybe(rng, "count", &|r| {
        json!(r.below(1 << 20) as i64 - (1 << 19))
    });
    maybe(rng, "small", &|r| json!(r.below(60000) as i64 - 30000));
    maybe(rng, "tiny", &|r| json!(r.below(256) as i64 - 128));
    maybe(rng, "price", &|r| json!(r.dyadic()));
    maybe(rng, "ratio", &|r| json!(r.dyadic()));
    maybe(rng, "ok", &|r| json!(r.chance(50)));
    maybe(rng, "born", &|r| json!(r.below(1 << 41)));
    maybe(rng, "at", &|_| json!("2024-02-29T12:34:56.789Z"));
    maybe(rng, "status", &|r| {
        if r.chance(50) {
            json!(["NEW", "OPEN", "DONE"][r.below(3) as usize])
        } else {
            json!(r.below(3))
        }
    });
    maybe(rng, "part", &|r| json!(r.below(5)));
    maybe(rng, "tags", &|r| json!([r.text(), r.text()]));
    maybe(rng, "child", &part);
    maybe(rng, "parts", &|r| json!([part(r), part(r)]));
    maybe(rng, "arr", &|r| json!([1, r.text(), true, 2.5]));
    maybe(rng, "list", &|r| json!([r.below(9)]));
    maybe(rng, "attrs", &|r| json!({"k": r.below(9), "s": r.text()}));
    maybe(rng, "cls", &|_| json!("t.Part"));
    maybe(rng, "any", &|r| json!(r.text()));
    Value::Object(m)
}

fn thing(rng: &mut Rng, id: i64) -> Value {
    let mut m = serde_json::Map::new();
    if rng.chance(30) {
        m.insert("class".into(), json!("x.Thing"));
    }
    m.insert("id".into(), json!(id));
    for key in ["a", "b", "c", "d"] {
        if rng.chance(40) {
            let v = match rng.below(5) {
                0 => json!(rng.below(100)),
                1 => json!(rng.text()),
                2 => json!(rng.dyadic()),
                3 => json!({"class": "x.Sub", "v": rng.below(3), "w": rng.text()}),
                _ => json!([rng.below(3), rng.text()]),
            };
            m.insert(key.into(), v);
        }
    }
    Value::Object(m)
}

/// A DAO as the model sees it: id -> its strict-JSON export line.
pub type State = BTreeMap<Id, Value>;

/// The objects of `dao` as strict JSON, by id.
pub fn state_of(dao: &Dao, registry: &Registry) -> State {
    dao.iter()
        .map(|(id, object)| {
            let mut out = Vec::new();
            folio_render::write_object(object, registry, &mut out);
            (id.clone(), serde_json::from_slice(&out).unwrap())
        })
        .collect()
}

/// The state of every non-empty DAO of an engine.
pub fn engine_state(engine: &Engine) -> BTreeMap<String, State> {
    engine
        .daos()
        .iter()
        .map(|d| (d.name().to_owned(), state_of(&d.dao(), engine.registry())))
        .filter(|(_, s)| !s.is_empty())
        .collect()
}

/// What a real replay of the journals under `dir` gives (non-empty DAOs only), read-only.
pub fn replayed(dir: &Path) -> BTreeMap<String, State> {
    let options = EngineOptions {
        replay: folio_replay::ReplayOptions {
            threads: 1,
            ..Default::default()
        },
        ..EngineOptions::default()
    };
    match Engine::open(&[dir.to_path_buf()], registry(), options) {
        Ok(engine) => {
            assert_eq!(engine.errors().len(), 0, "the journals replay cleanly");
            engine_state(&engine)
        }
        Err(folio_engine::EngineError::Discover(folio_journal::DiscoverError::NoJournals(_))) => {
            BTreeMap::new()
        }
        Err(e) => panic!("replay of {}: {e}", dir.display()),
    }
}

/// The model: applies one acknowledged operation, given the object as the engine typed it (as
/// strict JSON), by the c/p/r rules written out on JSON.
pub fn model_apply(model: &mut BTreeMap<String, State>, dao: &str, op: Op, id: Id, typed: Value) {
    let state = model.entry(dao.to_owned()).or_default();
    match op {
        Op::Create => {
            state.insert(id, typed);
        }
        Op::Put => match state.get_mut(&id) {
            Some(old) => merge_json(old, typed, dao == "items"),
            None => {
                state.insert(id, typed);
            }
        },
        Op::Remove => {
            state.remove(&id);
        }
    }
    if state.is_empty() {
        model.remove(dao);
    }
}

/// The DAOs `random_op` writes to.
pub const DAOS: [&str; 2] = ["items", "things"];

/// One operation a thread tried: the op, its DAO and id, the object as the engine typed it.
#[derive(Debug, Clone)]
pub struct Tried {
    pub dao: &'static str,
    pub op: Op,
    pub id: Id,
    pub typed: Value,
}

/// What one writing thread tried, in order, and how many of its first operations were
/// acknowledged (a thread waits for each acknowledgement before its next operation).
#[derive(Debug, Default)]
pub struct ThreadLog {
    pub tried: Vec<Tried>,
    pub acked: usize,
}

/// The operations of writing thread `t` of a run seeded `seed`: random operations on ids of
/// its own (`t * 100 + 0..12`), so that each thread's operations have one model order.
pub fn thread_ops(seed: u64, t: u64, n: usize, engine: &Engine) -> Vec<(Tried, String)> {
    let mut rng = Rng(seed ^ (t + 1).wrapping_mul(0x9E37_79B9));
    (0..n)
        .map(|_| {
            let mut g = random_op(&mut rng);
            let id = t as i64 * 100 + g.json["id"].as_i64().unwrap();
            g.json["id"] = id.into();
            let text = g.json.to_string();
            let typed = if g.op == Op::Remove {
                Value::Null
            } else {
                let object = engine.decode(g.dao, text.as_bytes()).unwrap();
                let mut out = Vec::new();
                folio_render::write_object(&object, engine.registry(), &mut out);
                serde_json::from_slice(&out).unwrap()
            };
            let tried = Tried {
                dao: g.dao,
                op: g.op,
                id: Id::Int(id),
                typed,
            };
            (tried, text)
        })
        .collect()
}

/// Checks what survived a crash: each DAO's journal is a prefix of what was appended to it,
/// and each thread's operations on a DAO are in it in the thread's order; so per DAO and
/// thread a prefix of the thread's operations on the DAO (with every acknowledged one when
/// `acked_survive`) explains what survived of its ids, and the lines those prefixes appended
/// are exactly the DAO's surviving `lines`.
pub fn check_prefixes(
    survived: &BTreeMap<String, State>,
    lines: &BTreeMap<&str, usize>,
    logs: &[ThreadLog],
    acked_survive: bool,
    context: &str,
) {
    for dao in DAOS {
        let empty = State::new();
        let survived = survived.get(dao).unwrap_or(&empty);
        let mut sums = BTreeSet::from([0usize]);
        for (t, log) in logs.iter().enumerate() {
            let want: State = survived
                .iter()
                .filter(|(id, _)| matches!(id, Id::Int(i) if i / 100 == t as i64))
                .map(|(id, v)| (id.clone(), v.clone()))
                .collect();
            let ops: Vec<&Tried> = log.tried.iter().filter(|op| op.dao == dao).collect();
            let acked = log.tried[..log.acked]
                .iter()
                .filter(|op| op.dao == dao)
                .count();
            let mut model = BTreeMap::new();
            let mut appended = 0;
            let mut fits = Vec::new();
            for p in 0..=ops.len() {
                if p > 0 {
                    let op = ops[p - 1];
                    let present = model
                        .get(op.dao)
                        .is_some_and(|s: &State| s.contains_key(&op.id));
                    if op.op != Op::Remove || present {
                        appended += 1;
                    }
                    model_apply(&mut model, op.dao, op.op, op.id.clone(), op.typed.clone());
                }
                let durable_enough = !acked_survive || p >= acked;
                if durable_enough && model.get(dao).unwrap_or(&empty) == &want {
                    fits.push(appended);
                }
            }
            assert!(
                !fits.is_empty(),
                "{context} {dao}: thread {t} ({acked} acked of {}): no prefix explains {want:?}",
                ops.len()
            );
            sums = sums
                .iter()
                .flat_map(|s| fits.iter().map(move |f| s + f))
                .collect();
        }
        let n = lines.get(dao).copied().unwrap_or(0);
        assert!(
            sums.contains(&n),
            "{context} {dao}: {n} surviving lines, prefixes explain {sums:?}"
        );
    }
}

/// Cuts torn tails of the DAOs' journals under `dir` and counts their lines.
pub fn repair_and_count(dir: &Path) -> BTreeMap<&'static str, usize> {
    let mut lines = BTreeMap::new();
    for dao in DAOS {
        let path = dir.join(dao);
        if !path.exists() {
            continue;
        }
        folio_journal::repair(&path, false).unwrap();
        let n = std::fs::read(&path)
            .unwrap()
            .iter()
            .filter(|&&b| b == b'\n')
            .count();
        lines.insert(dao, n);
    }
    lines
}
