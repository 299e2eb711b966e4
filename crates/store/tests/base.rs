//! A DAO over a base (objects read in place from encoded bytes, changes in the shards) against
//! a DAO that holds the same objects in its shards: after every operation of a random sequence
//! (creates, merges, removes, an index added part way), the same `Applied`, the same object for
//! every id, the same length, the same objects in id order, and the same index candidates; and
//! each object's encoding found where it lies.

use folio_models::Registry;
use folio_store::{
    put_u64, Base, Class, Dao, Id, Map, Mapped, ModelWidths, Object, Op, Sharding, Value,
};
use proptest::prelude::*;
use std::sync::Arc;

struct Bytes(Vec<u8>);

impl Mapped for Bytes {
    fn bytes(&self) -> &[u8] {
        &self.0
    }
}

fn id() -> impl Strategy<Value = Id> {
    prop_oneof![
        4 => (0i64..60).prop_map(Id::Int),
        1 => "[a-c]{1,20}".prop_map(|s| Id::Str(s.as_str().into())),
        // Ids of one sort key: found among them by the ids themselves.
        1 => "abcdefg[a-c]{0,3}".prop_map(|s| Id::Str(s.as_str().into())),
    ]
}

fn object(key: u8, value: i64) -> Object {
    let mut map = Map::new();
    map.insert(format!("k{key}").as_str().into(), Value::Int(value));
    map.insert("v".into(), Value::Int(value % 3));
    Object::generic(Class::Anonymous, map)
}

/// The encoding of one (id, object).
fn encoding(id: &Id, object: &Object) -> Vec<u8> {
    let mut bytes = Vec::new();
    id.write_bytes(&mut bytes);
    object.write_bytes(&mut bytes);
    bytes
}

/// The layout a snapshot gives a base: some leading bytes, each (id, object) encoded in id
/// order in two runs with bytes between them (a chunk's end and the next one's frame), then
/// the table of where each starts and the table of their ids' sort keys. Gives the bytes,
/// where the first table starts (the second follows it), and the runs' ends.
fn encoded(objects: &[(Id, Object)]) -> (Vec<u8>, usize, Vec<usize>) {
    let mut bytes = b"leading bytes".to_vec();
    let mut starts = Vec::new();
    let mut runs = Vec::new();
    for (i, (id, object)) in objects.iter().enumerate() {
        if i == objects.len() / 2 {
            runs.push(bytes.len());
            bytes.extend_from_slice(b"a frame");
        }
        starts.push(bytes.len() as u64);
        bytes.extend_from_slice(&encoding(id, object));
    }
    let table = bytes.len();
    runs.push(table);
    for start in starts {
        put_u64(&mut bytes, start);
    }
    for (id, _) in objects {
        put_u64(&mut bytes, id.sort_key());
    }
    (bytes, table, runs)
}

fn seen(dao: &Dao) -> String {
    format!("{:?}", dao.sorted())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn a_dao_over_a_base_holds_what_a_dao_of_shards_holds(
        start in prop::collection::btree_map(id(), (0u8..3, any::<i64>()), 0..40),
        steps in prop::collection::vec(
            (prop_oneof![Just(Op::Create), Just(Op::Put), Just(Op::Remove)], id(), 0u8..3, any::<i64>()),
            0..80,
        ),
        index_at in 0usize..80,
        shards in 1usize..4,
    ) {
        let registry = Registry::empty();
        let objects: Vec<(Id, Object)> = start
            .iter()
            .map(|(id, (key, value))| (id.clone(), object(*key, *value)))
            .collect();
        let mut plain = Dao::new("t");
        for (id, object) in &objects {
            plain.apply(Op::Create, id.clone(), object.clone(), &registry);
        }
        let (bytes, table, runs) = encoded(&objects);
        let widths = Box::new(ModelWidths::of(&registry));
        let keys = table + objects.len() * 8;
        let base = Base::new(Arc::new(Bytes(bytes)), table, keys, objects.len(), runs, widths)
            .unwrap();
        // Each object's bytes as they lie, found from the table and the runs alone.
        for (i, (id, object)) in objects.iter().enumerate() {
            prop_assert_eq!(base.encoded(i).unwrap(), &encoding(id, object)[..]);
            prop_assert_eq!(&base.id(i).unwrap(), id);
        }
        let mut over = Dao::with_base("t", Sharding::new(shards), base);
        prop_assert!(over.shards_mut().is_none());
        prop_assert_eq!(seen(&over), seen(&plain));
        for (i, (op, id, key, value)) in steps.into_iter().enumerate() {
            if i == index_at {
                plain.add_index("v", &registry);
                over.add_index("v", &registry);
            }
            let want = plain.apply(op, id.clone(), object(key, value), &registry);
            let got = over.apply(op, id.clone(), object(key, value), &registry);
            prop_assert_eq!(got, want, "step {}: {:?} {:?}", i, op, id);
            prop_assert_eq!(over.len(), plain.len());
            prop_assert_eq!(
                format!("{:?}", over.get(&id)),
                format!("{:?}", plain.get(&id))
            );
        }
        prop_assert_eq!(seen(&over), seen(&plain));
        for (id, _) in &objects {
            prop_assert_eq!(format!("{:?}", over.get(id)), format!("{:?}", plain.get(id)));
        }
        if let (Some(a), Some(b)) = (over.index("v"), plain.index("v")) {
            for v in 0..3 {
                let candidates = |index: &folio_store::Index| {
                    let mut ids: Vec<String> = index
                        .candidates(&Value::Int(v))
                        .map(|c| c.map(|id| format!("{id:?}")).collect())
                        .unwrap_or_default();
                    ids.sort();
                    ids
                };
                prop_assert_eq!(candidates(a), candidates(b));
            }
        }
        prop_assert!(!over.base().unwrap().is_broken());
    }
}

/// Ids of every kind, numbers over their whole range, strings sharing long prefixes.
fn any_id() -> impl Strategy<Value = Id> {
    let leaf = prop_oneof![
        Just(Id::Null),
        any::<bool>().prop_map(Id::Bool),
        any::<i64>().prop_map(Id::Int),
        (-3i64..3).prop_map(Id::Int),
        any::<f64>().prop_map(Id::Float),
        (-3i64..3).prop_map(|i| Id::Float(i as f64)),
        "[a-c\u{0}é]{0,10}".prop_map(|s| Id::Str(s.as_str().into())),
    ];
    leaf.prop_recursive(2, 8, 3, |inner| {
        prop::collection::vec(inner, 0..3).prop_map(|parts| Id::Tuple(parts.into()))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]
    /// What lets a base find an id's place from its table of keys alone.
    #[test]
    fn sort_keys_never_decrease_as_ids_grow(a in any_id(), b in any_id()) {
        let (low, high) = if a <= b { (&a, &b) } else { (&b, &a) };
        prop_assert!(
            low.sort_key() <= high.sort_key(),
            "{:?} <= {:?} but keys {:#x} > {:#x}", low, high, low.sort_key(), high.sort_key()
        );
    }
}
