//! Operation sequences on a DAO against a plain model (a sorted map of id to fields): the
//! shards' tables and dense pair vectors, with removals moving the last pair into each hole,
//! must hold exactly what the `c` / `p` / `r` rules give.

use folio_models::Registry;
use folio_store::{Applied, Class, Dao, Fields, Id, Map, Object, Op, Sharding, Value, ValueRef};
use proptest::prelude::*;
use std::collections::BTreeMap;

/// What the model keeps of an object: its fields as written, by key.
type Fields2 = BTreeMap<String, i64>;

#[derive(Debug, Clone)]
enum Step {
    /// `op` on id `id`, with one field `key` = `value` (plus `id`).
    Apply { op: Op, id: Id, key: u8, value: i64 },
    /// Room for this many objects in all.
    Reserve(usize),
}

fn id() -> impl Strategy<Value = Id> {
    prop_oneof![
        4 => (0i64..40).prop_map(Id::Int),
        1 => "[a-c]{1,30}".prop_map(|s| Id::Str(s.as_str().into())),
        1 => ((0i64..3), (0i64..3)).prop_map(|(a, b)| Id::Tuple(vec![Id::Int(a), Id::Int(b)].into())),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        20 => (
            prop_oneof![Just(Op::Create), Just(Op::Put), Just(Op::Remove)],
            id(),
            0u8..4,
            any::<i64>(),
        )
            .prop_map(|(op, id, key, value)| Step::Apply { op, id, key, value }),
        1 => (0usize..200).prop_map(Step::Reserve),
    ]
}

fn object(id: &Id, key: u8, value: i64) -> Object {
    let mut map = Map::new();
    map.insert("id".into(), Value::Str(format!("{id:?}").as_str().into()));
    map.insert(format!("k{key}").as_str().into(), Value::Int(value));
    Object::generic(Class::Anonymous, map)
}

/// What the model says `op` does, and its state after.
fn model_apply(
    model: &mut BTreeMap<String, Fields2>,
    op: Op,
    id: &Id,
    key: u8,
    value: i64,
) -> Applied {
    let name = format!("{id:?}");
    let field = format!("k{key}");
    match op {
        Op::Create => {
            let old = model.insert(name, Fields2::from([(field, value)]));
            if old.is_some() {
                Applied::Replaced
            } else {
                Applied::Inserted
            }
        }
        Op::Put => match model.get_mut(&name) {
            Some(fields) => {
                fields.insert(field, value);
                Applied::Merged
            }
            None => {
                model.insert(name, Fields2::from([(field, value)]));
                Applied::Inserted
            }
        },
        Op::Remove => match model.remove(&name) {
            Some(_) => Applied::Removed,
            None => Applied::Absent,
        },
    }
}

/// The DAO's object, as the model writes it down.
fn fields_of(object: &Object) -> Fields2 {
    let Fields::Generic(map) = &object.fields else {
        panic!("a generic object came back typed");
    };
    map.iter()
        .filter(|(k, _)| *k != "id")
        .map(|(k, v)| match v {
            ValueRef::Int(i) => (k.to_string(), i),
            other => panic!("field {k} holds {other:?}"),
        })
        .collect()
}

fn check(dao: &Dao, model: &BTreeMap<String, Fields2>) -> Result<(), TestCaseError> {
    prop_assert_eq!(dao.len(), model.len());
    let mut seen: BTreeMap<String, Fields2> = BTreeMap::new();
    for (id, object) in dao.iter() {
        let name = format!("{id:?}");
        let stored = dao.get(id).map(fields_of);
        prop_assert_eq!(
            stored.as_ref(),
            Some(&fields_of(object)),
            "get({}) differs from iter",
            name
        );
        prop_assert!(
            seen.insert(name.clone(), fields_of(object)).is_none(),
            "{} twice",
            name
        );
    }
    prop_assert_eq!(&seen, model);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Every step through `Dao::apply`, on one shard and on three.
    #[test]
    fn a_dao_holds_what_the_rules_give(shards in 1usize..4, steps in prop::collection::vec(step(), 1..300)) {
        let registry = Registry::empty();
        let mut dao = Dao::with_sharding("t", Sharding::new(shards));
        let mut model = BTreeMap::new();
        for step in steps {
            match step {
                Step::Apply { op, id, key, value } => {
                    let applied = dao.apply(op, id.clone(), object(&id, key, value), &registry);
                    let expected = model_apply(&mut model, op, &id, key, value);
                    prop_assert_eq!(applied, expected, "{:?} {:?}", op, id);
                    if op == Op::Remove {
                        prop_assert!(dao.get(&id).is_none());
                    }
                }
                Step::Reserve(n) => dao.reserve_total(n),
            }
            check(&dao, &model)?;
        }
    }

    /// The same through the shards themselves, as replay applies: each id to its shard.
    #[test]
    fn shards_applied_directly_hold_what_the_rules_give(steps in prop::collection::vec(step(), 1..300)) {
        let registry = Registry::empty();
        let sharding = Sharding::new(2);
        let mut dao = Dao::with_sharding("t", sharding);
        let mut model = BTreeMap::new();
        for step in steps {
            if let Step::Apply { op, id, key, value } = step {
                let shards = dao.shards_mut().expect("no index");
                let shard = &mut shards[sharding.shard_of(&id)];
                let applied = shard.apply(op, id.clone(), object(&id, key, value), &registry);
                prop_assert_eq!(applied, model_apply(&mut model, op, &id, key, value));
                check(&dao, &model)?;
            }
        }
    }
}

/// A table reserved for many objects takes them all without growing, and removing every
/// other one (each removal moving the last pair) leaves the rest findable.
#[test]
fn removals_from_a_full_table_keep_every_other_object_findable() {
    let registry = Registry::empty();
    let mut dao = Dao::new("t");
    dao.reserve_total(10_000);
    let room = dao.shards_mut().expect("no index")[0].capacity();
    for i in 0..10_000 {
        let id = Id::Int(i);
        assert_eq!(
            dao.apply(Op::Create, id.clone(), object(&id, 0, i), &registry),
            Applied::Inserted
        );
    }
    assert_eq!(
        dao.shards_mut().expect("no index")[0].capacity(),
        room,
        "the table grew"
    );
    for i in (0..10_000).step_by(2) {
        let id = Id::Int(i);
        assert_eq!(
            dao.apply(Op::Remove, id.clone(), object(&id, 0, 0), &registry),
            Applied::Removed
        );
    }
    assert_eq!(dao.len(), 5_000);
    for i in 0..10_000 {
        let found = dao.get(&Id::Int(i)).map(fields_of);
        let expected = (i % 2 == 1).then(|| Fields2::from([("k0".to_string(), i)]));
        assert_eq!(found, expected, "id {i}");
    }
}
