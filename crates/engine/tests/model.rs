//! The engine against a model: random creates, puts and removes on typed objects (a model with
//! every property type) and generic ones; after every operation the engine's state equals a
//! BTreeMap of JSON objects updated by the c/p/r rules, and every few operations a fresh
//! replay of the journal files gives the same state.

mod common;

use common::{engine_state, model_apply, random_op, registry, replayed, writable, Rng};
use folio_engine::{Engine, FsyncPolicy};
use folio_store::{Applied, Id, Op};
use std::collections::BTreeMap;

fn run(seed: u64, steps: usize, replay_every: usize) {
    let dir = tempfile::tempdir().unwrap();
    let engine = Engine::open(
        &[dir.path().to_path_buf()],
        registry(),
        writable(FsyncPolicy::Never),
    )
    .unwrap();
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
