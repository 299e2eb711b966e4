//! The real FOAM registry (testdata/models/foam-models.json): facts read from the file by hand,
//! and dispatch of every key checked against an independent reading of the file (serde_json).

use std::path::PathBuf;
use std::sync::OnceLock;

use folio_models::{ModelId, PropType, Property, Registry};
use proptest::prelude::*;

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../testdata/models/foam-models.json")
}

fn registry() -> &'static Registry {
    static R: OnceLock<Registry> = OnceLock::new();
    R.get_or_init(|| Registry::load(&path()).unwrap())
}

/// The file as strict JSON, read without folio: the reference the registry is checked against.
fn json() -> &'static serde_json::Value {
    static J: OnceLock<serde_json::Value> = OnceLock::new();
    J.get_or_init(|| serde_json::from_slice(&std::fs::read(path()).unwrap()).unwrap())
}

fn json_models() -> &'static [serde_json::Value] {
    json()["models"].as_array().unwrap()
}

#[test]
fn counts() {
    let r = registry();
    assert_eq!(r.len(), 1536);
    assert_eq!(r.enums().count(), 87);
    assert_eq!(r.daos().count(), 0, "the FOAM file has no daos section");
    let declared: usize = r.models().map(|(_, m)| m.declared_len()).sum();
    assert_eq!(declared, 18_373);
    let short_names = r
        .models()
        .flat_map(|(_, m)| m.properties.iter())
        .filter(|p| p.short_name.is_some())
        .count();
    assert_eq!(short_names, 216);
    let references = r
        .models()
        .flat_map(|(_, m)| m.properties.iter())
        .filter(|p| p.ty == PropType::Reference)
        .count();
    assert_eq!(references, 1454);
    assert_eq!(r.models().filter(|(_, m)| m.ids.len() > 1).count(), 27);
    assert_eq!(
        r.enums()
            .filter(|e| e.ordinals.iter().enumerate().any(|(i, &o)| o != i as i32))
            .count(),
        7
    );
    // Every model is found by its class, at its position in the file.
    for (i, (id, m)) in r.models().enumerate() {
        assert_eq!(id, ModelId(i as u32));
        assert_eq!(r.model_id(&m.class), Some(id));
        assert_eq!(&*m.class, json_models()[i]["class"].as_str().unwrap());
    }
}

#[test]
fn no_warnings() {
    // The FOAM registry is clean: no unknown types, no clashes; a missing `id` is the
    // convention and does not warn.
    assert_eq!(registry().warnings(), &[]);
}

#[test]
fn models_without_their_id_property() {
    let r = registry();
    let synthesized: Vec<_> = r
        .models()
        .filter(|(_, m)| m.ids.iter().any(|&i| m.is_synthesized(i)))
        .collect();
    assert_eq!(synthesized.len(), 716);
    for (_, m) in &synthesized {
        assert_eq!(m.ids.len(), 1);
        assert_eq!(m.properties.len(), m.declared_len() + 1);
        let id = &m.properties[m.ids[0]];
        assert_eq!(*id, Property::new("id", PropType::Object));
        assert_eq!(m.slot(b"id"), Some(m.ids[0]));
    }
    assert_eq!(
        synthesized
            .iter()
            .filter(|(_, m)| m.declared_len() == 0)
            .count(),
        336
    );

    let test = r.model_by_class("Test").unwrap();
    assert_eq!(test.properties[0], Property::new("foo", PropType::Int));
    assert_eq!(&*test.ids, &[1]);
    assert!(!test.has_declared_id());
}

#[test]
fn region() {
    let r = registry();
    let m = r.model_by_class("foam.core.auth.Region").unwrap();
    assert_eq!(m.extends, None);
    let names: Vec<_> = m.properties.iter().map(|p| &*p.name).collect();
    assert_eq!(
        names,
        ["code", "isoCode", "name", "countryId", "alternativeNames"]
    );
    assert_eq!(&*m.ids, &[0]);
    assert_eq!(m.properties[0].ty, PropType::String);
    let country = &m.properties[m.property("countryId").unwrap()];
    assert_eq!(
        *country,
        Property {
            of: Some("foam.core.auth.Country".into()),
            value_type: Some(PropType::String),
            ..Property::new("countryId", PropType::Reference)
        }
    );
    assert_eq!(r.reference_id_type(country), Some(PropType::String));
    // The target agrees: Country's id is `code`, a String.
    let c = r.model_by_class("foam.core.auth.Country").unwrap();
    assert_eq!(&*c.properties[c.ids[0]].name, "code");
    assert_eq!(c.properties[c.ids[0]].ty, PropType::String);
    assert_eq!(m.properties[4].ty, PropType::StringArray);
}

#[test]
fn benchmark_model() {
    let r = registry();
    let m = r.model_by_class("foam.dao.test.BenchmarkModel").unwrap();
    assert_eq!(m.properties.len(), 49);
    assert_eq!(m.declared_len(), 49);
    assert_eq!(&*m.ids, &[0]);
    assert_eq!(&*m.properties[0].name, "seq");
    assert_eq!(m.properties[0].ty, PropType::Long);
    // (name, short name) as the file lists them, with the property's position.
    let short_names = [
        (1, "groupId", "gi"),
        (2, "network", "nn"),
        (3, "convRate", "crb"),
        (4, "currCode", "cc"),
        (5, "altCurrCode", "cchb"),
        (6, "authInd", "ai"),
        (7, "extraData", "ad"),
        (8, "approvalNum", "an"),
        (9, "traceId", "lt"),
        (10, "respCode", "rcd"),
        (11, "baseCurr", "bc"),
        (12, "flag1", "ia"),
        (13, "flag2", "em"),
        (14, "ref1", "gl"),
        (15, "code1", "e"),
        (29, "dateTime1", "ltd"),
        (30, "date1", "cd"),
        (31, "date2", "sd"),
        (33, "value1", "ra"),
        (34, "value2", "racb"),
        (35, "value3", "ab"),
        (41, "counter", "rc"),
    ];
    for (i, name, short) in short_names {
        assert_eq!(&*m.properties[i].name, name);
        assert_eq!(m.properties[i].short_name.as_deref(), Some(short));
        assert_eq!(m.properties[i].journal_key(), short);
        assert_eq!(m.slot(name.as_bytes()), Some(i), "{name}");
        assert_eq!(m.slot(short.as_bytes()), Some(i), "{short}");
    }
    let with_short = m
        .properties
        .iter()
        .filter(|p| p.short_name.is_some())
        .count();
    assert_eq!(with_short, short_names.len());
    assert_eq!(m.keys().count(), 49 + 22);

    let types = [
        ("dateTime1", PropType::DateTime),
        ("date1", PropType::Date),
        ("value1", PropType::Double),
        ("active", PropType::Boolean),
        ("priority", PropType::Int),
        ("lifecycleState", PropType::Enum),
        ("createdBy", PropType::Reference),
        ("tags", PropType::StringArray),
    ];
    for (name, ty) in types {
        assert_eq!(m.properties[m.property(name).unwrap()].ty, ty, "{name}");
    }
    let state = &m.properties[m.property("lifecycleState").unwrap()];
    assert_eq!(state.of.as_deref(), Some("foam.core.auth.LifecycleState"));
    let e = r.enum_def("foam.core.auth.LifecycleState").unwrap();
    assert_eq!(
        e.values.iter().map(|v| &**v).collect::<Vec<_>>(),
        ["PENDING", "ACTIVE", "REJECTED", "DELETED", "DISABLED"]
    );
    let created_by = &m.properties[m.property("createdBy").unwrap()];
    assert_eq!(created_by.of.as_deref(), Some("foam.core.auth.User"));
    assert_eq!(r.reference_id_type(created_by), Some(PropType::Long));
    // Keys the benchmark writes that the model does not know.
    for key in ["x1", "unknownKey", "Seq", "seq ", "", "g"] {
        assert_eq!(m.slot(key.as_bytes()), None, "{key:?}");
    }
}

#[test]
fn capability_junction_status() {
    let r = registry();
    for class in [
        "foam.core.crunch.CapabilityJunctionStatus",
        "foam.nanos.crunch.CapabilityJunctionStatus",
    ] {
        let e = r.enum_def(class).unwrap();
        let values: Vec<_> = e.values.iter().map(|v| &**v).collect();
        assert_eq!(
            values,
            [
                "PENDING",
                "GRANTED",
                "EXPIRED",
                "ACTION_REQUIRED",
                "AVAILABLE",
                "APPROVED",
                "PENDING_REVIEW",
                "REJECTED"
            ]
        );
        assert_eq!(&*e.ordinals, &[0, 1, 2, 3, 4, 6, 7, 8]);
        assert_eq!(e.name_of(5), None, "no constant has ordinal 5");
        assert_eq!(e.name_of(6), Some("APPROVED"));
        assert_eq!(e.name_of(8), Some("REJECTED"));
        assert_eq!(e.ordinal_of("APPROVED"), Some(6));
        assert_eq!(e.ordinal_of("AVAILABLE"), Some(4));
    }
    let days = r.enum_def("foam.time.DayOfWeek").unwrap();
    assert_eq!(days.name_of(0), None);
    assert_eq!(days.name_of(1), Some("MONDAY"));
    assert_eq!(days.name_of(7), Some("SUNDAY"));
}

#[test]
fn compound_ids_and_object_valued_references() {
    let r = registry();
    let j = r.model_by_class("foam.core.auth.UserUserJunction").unwrap();
    let ids: Vec<_> = j.ids.iter().map(|&i| &*j.properties[i].name).collect();
    assert_eq!(ids, ["sourceId", "targetId"]);
    assert_eq!(j.slot(b"s"), Some(0));
    assert_eq!(j.slot(b"t"), Some(1));
    // A Reference to a model with a compound id states valueType FObject.
    let user = r.model_by_class("foam.core.auth.User").unwrap();
    assert_eq!(user.properties.len(), 49);
    assert_eq!(&*user.ids, &[5]);
    let language = &user.properties[user.property("language").unwrap()];
    assert_eq!(language.of.as_deref(), Some("foam.core.auth.Language"));
    assert_eq!(r.reference_id_type(language), Some(PropType::FObject));
    // valueType wins over the target's id type when they disagree.
    let account = r
        .model_by_class("net.nanopay.account.DigitalAccount")
        .unwrap();
    let setting = &account.properties[account.property("liquiditySetting").unwrap()];
    assert_eq!(r.reference_id_type(setting), Some(PropType::Long));
    let target = r
        .model_by_class("net.nanopay.liquidity.LiquiditySettings")
        .unwrap();
    assert_eq!(target.properties[target.ids[0]].ty, PropType::String);
}

/// Every name and short name of every model, checked against serde_json's reading of the file:
/// the property at that position in the file is the one `slot` returns.
#[test]
fn every_key_of_every_model_dispatches() {
    let r = registry();
    let mut keys = 0;
    for (i, jm) in json_models().iter().enumerate() {
        let m = r.model(ModelId(i as u32));
        for (slot, jp) in jm["properties"].as_array().unwrap().iter().enumerate() {
            let name = jp["name"].as_str().unwrap();
            assert_eq!(m.slot(name.as_bytes()), Some(slot), "{} {name}", m.class);
            assert_eq!(m.property(name), Some(slot));
            assert_eq!(&*m.properties[slot].name, name);
            assert_eq!(m.properties[slot].ty.name(), jp["type"].as_str().unwrap());
            keys += 1;
            if let Some(short) = jp.get("shortName").and_then(|s| s.as_str()) {
                assert_eq!(m.slot(short.as_bytes()), Some(slot), "{} {short}", m.class);
                keys += 1;
            }
        }
    }
    assert_eq!(keys, 18_373 + 216);
}

/// What `slot` must return for `key` in model `index`, by a linear scan of the file's
/// properties: names first, then short names.
fn reference_slot(index: usize, key: &[u8]) -> Option<usize> {
    let props = json_models()[index]["properties"].as_array().unwrap();
    let by = |field: &str| {
        props
            .iter()
            .position(|p| p.get(field).and_then(|v| v.as_str()).map(str::as_bytes) == Some(key))
    };
    by("name").or_else(|| by("shortName")).or_else(|| {
        // The id property folio adds when the file's ids name no property.
        let synthesized = key == b"id" && json_models()[index]["ids"] == serde_json::json!(["id"]);
        synthesized.then_some(props.len())
    })
}

/// A key of model `index`: a name or short name from the file, possibly mutated.
fn key_strategy() -> impl Strategy<Value = (usize, Vec<u8>)> {
    (
        0..1536usize,
        any::<prop::sample::Index>(),
        0..6u8,
        any::<u8>(),
        any::<prop::sample::Index>(),
    )
        .prop_map(|(model, pick, mutation, byte, at)| {
            let props = json_models()[model]["properties"].as_array().unwrap();
            let mut key: Vec<u8> = if props.is_empty() {
                b"id".to_vec()
            } else {
                let p = &props[pick.index(props.len())];
                let short = p.get("shortName").and_then(|s| s.as_str());
                match short {
                    Some(s) if mutation % 2 == 0 => s.as_bytes().to_vec(),
                    _ => p["name"].as_str().unwrap().as_bytes().to_vec(),
                }
            };
            match mutation {
                0 | 1 => {}
                2 => key.push(byte),
                3 => {
                    key.pop();
                }
                4 if !key.is_empty() => {
                    let i = at.index(key.len());
                    key[i] = byte;
                }
                _ => key.insert(at.index(key.len() + 1), byte),
            }
            (model, key)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    /// Hits, near misses (one byte added, removed or changed) and arbitrary bytes, in random
    /// models, agree with the linear-scan reference.
    #[test]
    fn dispatch_agrees_with_a_linear_scan((model, key) in key_strategy()) {
        let m = registry().model(ModelId(model as u32));
        prop_assert_eq!(m.slot(&key), reference_slot(model, &key));
    }

    #[test]
    fn arbitrary_keys(model in 0..1536usize, key in proptest::collection::vec(any::<u8>(), 0..12)) {
        let m = registry().model(ModelId(model as u32));
        prop_assert_eq!(m.slot(&key), reference_slot(model, &key));
    }
}
