//! `models import` of FOAM's October 2024 tree held against the Java classes FOAM compiles from
//! the same tree: per class, the property names (as sets) of the registry and of the class's
//! `ClassInfo`; per property both hold, the coarse type (what FOAM's `PropertyInfo` parses).
//!
//! Inputs, both committed so that this runs without Java or network:
//! - `testdata/foam-src-2024/src-2024.bundle.zst`: the tree's model-defining `.js` files
//!   (`tools/foam-classinfo/bundle.sh`);
//! - `testdata/foam-oracle/classinfo-2024.jsonl.zst`: each compiled class's properties, listed
//!   from its `ClassInfo` by `tools/foam-classinfo` (its README says how to make it again).
//!
//! FOAM's Java gives every class whose `ids` are not `[id]` a property `id` (an `IDAlias` of the
//! one id property, or for several a generated `<Class>Id` object); the registry says the same
//! with `ids` and has no such property. The names are counted twice: strictly, and with that
//! `id` taken as the registry's `ids` (`names_agree_with_id_alias`).
//!
//! Defaults: per class both hold, FOAM's fresh object (`testdata/foam-oracle/defaults-2024.jsonl.zst`,
//! every property read once) against the effective default of each property of the imported
//! registry, as `folio-models` loads it (`the_effective_defaults_are_foams_fresh_values`).
//!
//! The counts are exact, so that a change on either side shows here; `cargo test -p
//! folio-import --test java_fidelity -- --nocapture` prints them with every disagreement.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use folio_import::import::LeftOut;
use folio_models::{EnumDef, Literal, Registry, WarningKind};
use serde_json::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn unzstd(path: &str) -> Vec<u8> {
    let file = std::fs::File::open(root().join(path)).expect(path);
    let mut out = Vec::new();
    zstd::Decoder::new(file)
        .expect("zstd")
        .read_to_end(&mut out)
        .expect(path);
    out
}

/// The bundle's files: per file, its path and its length on lines of their own, then its bytes.
fn bundle(path: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let bytes = unzstd(path);
    let mut files = Vec::new();
    let mut rest = &bytes[..];
    while !rest.is_empty() {
        let mut line = || {
            let end = rest
                .iter()
                .position(|&b| b == b'\n')
                .expect("a header line");
            let text = std::str::from_utf8(&rest[..end])
                .expect("utf-8 header")
                .to_owned();
            rest = &rest[end + 1..];
            text
        };
        let name = line();
        let len: usize = line().parse().expect("a length");
        files.push((PathBuf::from(name), rest[..len].to_vec()));
        rest = &rest[len..];
    }
    files
}

/// The coarse type of a Java property: its `PropertyInfo` base, Date and DateTime as one, Array
/// and StringArray as one, a DAO property's info as FObject's (it extends it).
fn java_type(info: &str) -> String {
    let bare = info.rsplit('.').next().unwrap_or(info);
    match bare {
        "AbstractDAOPropertyPropertyInfo" => "FObject".into(),
        _ => bare
            .strip_prefix("Abstract")
            .and_then(|b| b.strip_suffix("PropertyInfo"))
            .unwrap_or(bare)
            .into(),
    }
}

/// The same coarse type of a registry property: a Reference is its target's id type, as FOAM's
/// Java gives a Reference its target id property's info.
fn folio_type(p: &Value) -> String {
    let ty = p["type"].as_str().unwrap_or("");
    let ty = match ty {
        "Reference" => p["valueType"].as_str().unwrap_or("Object"),
        t => t,
    };
    match ty {
        "DateTime" => "Date",
        "StringArray" => "Array",
        t => t,
    }
    .into()
}

#[derive(Default, Debug, PartialEq)]
struct Agreement {
    classes: usize,
    names_agree: usize,
    names_agree_with_id_alias: usize,
    properties: usize,
    types_agree: usize,
}

/// The 2024 tree imported once for the tests of this file.
fn imported() -> &'static folio_import::Imported {
    static IMPORTED: OnceLock<folio_import::Imported> = OnceLock::new();
    IMPORTED.get_or_init(|| {
        let files = bundle("testdata/foam-src-2024/src-2024.bundle.zst");
        folio_import::import_texts(&[files])
    })
}

#[test]
fn the_import_agrees_with_foam_java_class_info() {
    let imported = imported();
    let registry: Value = serde_json::from_str(&imported.registry.to_json()).unwrap();
    let models: BTreeMap<&str, &Value> = registry["models"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["class"].as_str().unwrap(), m))
        .collect();
    let java_text = unzstd("testdata/foam-oracle/classinfo-2024.jsonl.zst");
    let java_text = String::from_utf8(java_text).unwrap();

    let mut got = Agreement::default();
    let mut only_folio = Vec::new();
    let mut only_java = Vec::new();
    let mut types: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for line in java_text.lines() {
        let java: Value = serde_json::from_str(line).unwrap();
        let class = java["class"].as_str().unwrap();
        let Some(model) = models.get(class) else {
            continue;
        };
        got.classes += 1;
        let of = |props: &Value| -> BTreeMap<String, Value> {
            props
                .as_array()
                .unwrap()
                .iter()
                .map(|p| (p["name"].as_str().unwrap().to_owned(), p.clone()))
                .collect()
        };
        let (ours, theirs) = (of(&model["properties"]), of(&java["properties"]));
        let (a, b): (BTreeSet<_>, BTreeSet<_>) = (ours.keys().collect(), theirs.keys().collect());
        if a == b {
            got.names_agree += 1;
        }
        let alias = model["ids"] != serde_json::json!(["id"]) && !ours.contains_key("id");
        let mut b_alias = b.clone();
        if alias {
            b_alias.remove(&"id".to_owned());
        }
        if a == b_alias {
            got.names_agree_with_id_alias += 1;
        }
        only_folio.extend(a.difference(&b).map(|n| format!("{class}.{n}")));
        only_java.extend(b.difference(&a).map(|n| format!("{class}.{n}")));
        for name in a.intersection(&b) {
            got.properties += 1;
            let (f, j) = (
                folio_type(&ours[*name]),
                java_type(theirs[*name]["info"].as_str().unwrap()),
            );
            if f == j {
                got.types_agree += 1;
            } else {
                types
                    .entry((f, j))
                    .or_default()
                    .push(format!("{class}.{name}"));
            }
        }
    }
    let percent = |n: usize, of: usize| 100.0 * n as f64 / of as f64;
    eprintln!(
        "classes both hold: {}; names agree: {} ({:.1}%), with Java's id alias as the registry's ids: {} ({:.1}%)\nproperties both hold: {}; types agree: {} ({:.1}%)",
        got.classes,
        got.names_agree,
        percent(got.names_agree, got.classes),
        got.names_agree_with_id_alias,
        percent(got.names_agree_with_id_alias, got.classes),
        got.properties,
        got.types_agree,
        percent(got.types_agree, got.properties),
    );
    eprintln!("only in the registry ({}):", only_folio.len());
    for p in &only_folio {
        eprintln!("  {p}");
    }
    eprintln!("only in Java ({}):", only_java.len());
    for p in &only_java {
        eprintln!("  {p}");
    }
    for ((f, j), props) in &types {
        eprintln!("registry {f}, Java {j} ({}):", props.len());
        for p in props {
            eprintln!("  {p}");
        }
    }
    assert_eq!(
        got,
        Agreement {
            classes: 1090,
            names_agree: 1045,
            names_agree_with_id_alias: 1086,
            properties: 6930,
            types_agree: 6930,
        }
    );
    assert!(percent(got.names_agree, got.classes) >= 95.0);
    assert!(percent(got.types_agree, got.properties) >= 95.0);
}

/// Where FOAM's fresh object holds a value folio's effective default does not, and why; each
/// row is `class.property`. Every disagreement must be one of these, and every row one.
const DEFAULT_EXCEPTIONS: &[(&str, &str)] = &[
    (
        "foam.nanos.ruler.Rule.spid",
        "`value: foam.nanos.auth.ServiceProviderAware.GLOBAL_SPID` names a class constant ('*'); the import reads enum constants only",
    ),
    (
        "foam.nanos.auth.ruler.EnsurePropertyOnCreateRule.spid",
        "inherits Rule.spid's `value`, a class constant",
    ),
];

/// FOAM's constant (a boolean, a number or a string) and folio's effective default agree:
/// numbers by value; an Enum's constant is its ordinal in FOAM's output, or its name where the
/// property writes it so (`javaFormatJSON`), looked up in `constants`.
fn same(foam: &Value, folio: Option<&Literal>, constants: Option<&EnumDef>) -> bool {
    match (foam, folio) {
        (Value::String(a), Some(Literal::Enum(b))) => {
            constants.and_then(|e| e.name_of(*b)) == Some(a.as_str())
        }
        (Value::Bool(a), Some(Literal::Bool(b))) => a == b,
        (Value::String(a), Some(Literal::Str(b))) => **a == **b,
        (Value::Number(a), Some(Literal::Int(b))) => a.as_i64() == Some(*b),
        (Value::Number(a), Some(Literal::Enum(b))) => a.as_i64() == Some(i64::from(*b)),
        (Value::Number(a), Some(Literal::Float(b))) => a.as_f64() == Some(*b),
        _ => false,
    }
}

#[derive(Default, Debug, PartialEq)]
struct Defaults {
    /// Class and property both hold, and FOAM's fresh value is a constant.
    constants: usize,
    agree: usize,
    /// Of those, by a `default` the import wrote (the rest by the type's default).
    agree_written: usize,
    /// FOAM computes it (`javaFactory`, `factory`, ...) and folio's type default is not that
    /// value: the import said so, and wrote no default. (A `value` the import could not read
    /// as a constant is no excuse: it disagrees, or is an exception.)
    computed: usize,
    /// Disagreements listed in [`DEFAULT_EXCEPTIONS`].
    excepted: usize,
}

#[test]
fn the_effective_defaults_are_foams_fresh_values() {
    let imported = imported();
    let registry = Registry::from_slice(imported.registry.to_json().as_bytes()).unwrap();
    assert_eq!(
        registry
            .warnings()
            .iter()
            .filter(|w| matches!(w.kind, WarningKind::UnfitDefault { .. }))
            .count(),
        0,
        "every default the import writes loads"
    );
    // Per class, the properties whose default the import left out as FOAM's code.
    let mut computed: BTreeMap<(&str, &str), &LeftOut> = BTreeMap::new();
    for d in &imported.defaults_left_out {
        for class in &d.classes {
            computed.insert((class, &d.property), &d.why);
        }
    }
    // The defaults the import wrote, per class and property.
    let doc: Value = serde_json::from_str(&imported.registry.to_json()).unwrap();
    let mut written = BTreeSet::new();
    for m in doc["models"].as_array().unwrap() {
        for p in m["properties"].as_array().unwrap() {
            if !p["default"].is_null() {
                written.insert(format!(
                    "{}.{}",
                    m["class"].as_str().unwrap(),
                    p["name"].as_str().unwrap()
                ));
            }
        }
    }
    let fresh = String::from_utf8(unzstd("testdata/foam-oracle/defaults-2024.jsonl.zst")).unwrap();
    let exceptions: BTreeMap<&str, &str> = DEFAULT_EXCEPTIONS.iter().copied().collect();
    let mut got = Defaults::default();
    let mut disagree = Vec::new();
    let mut used = BTreeSet::new();
    for line in fresh.lines() {
        let object: Value = serde_json::from_str(line).unwrap();
        let class = object["class"].as_str().unwrap();
        let Some(model) = registry.model_by_class(class) else {
            continue;
        };
        for p in model.properties.iter() {
            let foam = &object[&*p.name];
            if !(foam.is_boolean() || foam.is_number() || foam.is_string()) {
                continue;
            }
            got.constants += 1;
            let folio = p.effective_default();
            let key = format!("{class}.{}", p.name);
            let constants = p.of.as_deref().and_then(|of| registry.enum_def(of));
            if same(foam, folio, constants) {
                got.agree += 1;
                got.agree_written += usize::from(written.contains(&key));
            } else if matches!(computed.get(&(class, &*p.name)), Some(LeftOut::Code(_))) {
                // The registry holds no default (an Enum's is its first constant, filled in
                // by the loader), so folio reads the type's.
                got.computed += 1;
            } else if exceptions.contains_key(&*key) {
                got.excepted += 1;
                used.insert(key);
            } else {
                disagree.push(format!("{key}: FOAM {foam}, folio {folio:?}"));
            }
        }
    }
    eprintln!(
        "fresh constants both hold: {}; agree: {} ({} by a written default); computed by FOAM's code: {}; excepted: {}; disagree: {}",
        got.constants,
        got.agree,
        got.agree_written,
        got.computed,
        got.excepted,
        disagree.len()
    );
    for d in &disagree {
        eprintln!("  {d}");
    }
    let unused: Vec<_> = exceptions.keys().filter(|k| !used.contains(**k)).collect();
    assert!(disagree.is_empty(), "{} disagree", disagree.len());
    assert!(
        unused.is_empty(),
        "exceptions that no longer disagree: {unused:?}"
    );
    assert_eq!(
        got,
        Defaults {
            constants: 2818,
            agree: 2673,
            agree_written: 989,
            computed: 143,
            excepted: 2,
        }
    );
}
