//! The engine against a model: random creates, puts and removes on typed objects (a model with
//! every property type) and generic ones; after every operation the engine's state equals a
//! BTreeMap of JSON objects updated by the c/p/r rules, and every few operations a fresh
//! replay of the journal files gives the same state.

use crate::common;

use common::{engine_state, model_apply, random_op, registry, replayed, writable, Rng};
use folio_engine::{Engine, FsyncPolicy};
use folio_store::{Applied, Id, Op};
use std::collections::BTreeMap;

/// A writable engine over `dir`, with the registry of every property type, fsync `never`.
fn open_in(dir: &std::path::Path) -> Engine {
    Engine::open(
        &[dir.to_path_buf()],
        registry(),
        writable(FsyncPolicy::Never),
    )
    .unwrap()
}

fn run(seed: u64, steps: usize, replay_every: usize) {
    let dir = tempfile::tempdir().unwrap();
    let engine = open_in(dir.path());
    let mut rng = Rng(seed);
    let mut model = BTreeMap::new();
    for step in 0..steps {
        let g = random_op(&mut rng);
        let context = format!("seed {seed} step {step}: {:?} {} {}", g.op, g.dao, g.json);
        if g.op == Op::Remove {
            let id = Id::Int(g.json["id"].as_i64().unwrap());
            let present = engine.get(g.dao, &id).is_some();
            let ack = engine.remove(g.dao, &id).expect(&context);
            let want = if present {
                Applied::Removed
            } else {
                Applied::Absent
            };
            assert_eq!(ack.applied, want, "{context}");
            model_apply(&mut model, g.dao, Op::Remove, id, serde_json::Value::Null);
        } else {
            let object = engine
                .decode(g.dao, g.json.to_string().as_bytes())
                .expect(&context);
            let mut typed = Vec::new();
            folio_render::write_object(&object, engine.registry(), &mut typed);
            let typed = serde_json::from_slice(&typed).unwrap();
            let ack = engine.write(g.dao, g.op, object).expect(&context);
            model_apply(&mut model, g.dao, g.op, ack.id, typed);
        }
        assert_eq!(engine_state(&engine), model, "{context}");
        if step % replay_every == replay_every - 1 || step == steps - 1 {
            assert_eq!(replayed(dir.path()), model, "replay after {context}");
        }
    }
    let stats = engine.write_stats("items").unwrap();
    assert_eq!(stats.refused, 0);
    assert!(stats.bytes > 0 || steps < 10);
}

#[test]
fn engine_equals_the_model_and_its_replay() {
    let seeds: u64 = std::env::var("FOLIO_MODEL_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    for seed in 0..seeds {
        run(seed, 80, 10);
    }
}

/// Threads writing to the same ids of the same DAOs: whatever order the writes took, the
/// journal holds them in the order they were applied, so a replay gives the engine's state.
#[test]
fn concurrent_writers_on_shared_ids_replay_to_the_engine_state() {
    for seed in 0..6u64 {
        let dir = tempfile::tempdir().unwrap();
        let engine = open_in(dir.path());
        std::thread::scope(|s| {
            for t in 0..4u64 {
                let engine = &engine;
                s.spawn(move || {
                    let mut rng = Rng(seed * 1000 + t);
                    for _ in 0..150 {
                        let g = random_op(&mut rng);
                        if g.op == Op::Remove {
                            let id = Id::Int(g.json["id"].as_i64().unwrap());
                            engine.remove(g.dao, &id).unwrap();
                        } else {
                            let text = g.json.to_string();
                            let object = engine.decode(g.dao, text.as_bytes()).unwrap();
                            engine.write(g.dao, g.op, object).unwrap();
                        }
                    }
                });
            }
        });
        assert_eq!(replayed(dir.path()), engine_state(&engine), "seed {seed}");
    }
}

/// Puts racing on one id. A put's entry is the difference from what its id holds: it is
/// rendered against what the id held when its writer looked, before the DAO's lock, and must
/// be rendered again whenever another put came between. Each put adds a key of its own to a
/// generic object, so a put rendered against a stale object would leave the engine without
/// the keys of the puts that came between, for good, where a replay has them all.
#[test]
fn puts_racing_on_one_id_replay_to_the_engine_state() {
    let dir = tempfile::tempdir().unwrap();
    let engine = open_in(dir.path());
    let (threads, puts) = (4u64, 120u64);
    let start = std::sync::Barrier::new(threads as usize);
    std::thread::scope(|s| {
        for t in 0..threads {
            let (engine, start) = (&engine, &start);
            s.spawn(move || {
                start.wait();
                for i in 0..puts {
                    let text = format!(r#"{{id:1,k{t}_{i}:{i}}}"#);
                    let object = engine.decode("things", text.as_bytes()).unwrap();
                    engine.put("things", object).unwrap();
                }
            });
        }
    });
    let state = engine_state(&engine);
    assert_eq!(replayed(dir.path()), state);
    let object = state["things"]
        .values()
        .next()
        .unwrap()
        .as_object()
        .unwrap();
    let keys = object.keys().filter(|k| k.starts_with('k')).count();
    assert_eq!(keys as u64, threads * puts, "every put's key");
}
