//! [`REPLAY_RULES`] changes whenever replay does. A snapshot records the replay rules it was
//! written under and is used only by a build of the same rules, so a build that replays the
//! same journals to another state must have another identity, or it would load an older
//! build's snapshot as if it were its own replay.
//!
//! This test replays a fixed set of tricky journals (the rules of docs/format.md and
//! docs/semantics.md, typed and generic, and a few real FOAM journals typed by the corpus's
//! registry) and hashes everything a snapshot holds of the result: each DAO's objects as exported, its counters, default class,
//! version and bad entries. [`GOLDEN`] holds that hash next to the rules it was taken under.
//! When the hash changes and [`REPLAY_RULES`] did not, the test fails and says what to do.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, ReplayOptions};
use folio_snapshot::{KEPT_ERRORS, REPLAY_RULES};
use std::fmt::Write;
use std::path::Path;
use twox_hash::XxHash3_64;

/// The replay rules the hash was taken under, and the hash.
const GOLDEN: (u32, u64) = (1, 0x8dd4_11ca_5180_cea0);

/// The models of the typed DAOs (`items`, `pairs`): most property types, FObjects that merge,
/// an enum, compound ids.
const MODELS: &str = r#"{
  models: [
    { class: "t.Item", properties: [
      {name: "id", type: "Long"}, {name: "name", shortName: "n", type: "String"},
      {name: "count", type: "Int"}, {name: "small", type: "Byte"}, {name: "price", type: "Double"},
      {name: "on", type: "Boolean"}, {name: "when", type: "DateTime"},
      {name: "state", type: "Enum", of: "t.State"}, {name: "tags", type: "StringArray"},
      {name: "child", type: "FObject", of: "t.Child"}, {name: "kids", type: "FObjectArray", of: "t.Child"},
      {name: "meta", type: "Map"}, {name: "any", type: "Object"}, {name: "list", type: "List"},
      {name: "cls", type: "Class"}, {name: "owner", type: "Reference", of: "t.Item"},
      {name: "day", type: "Date"}, {name: "big", type: "Long"}, {name: "f", type: "Float"} ] },
    { class: "t.Child", ids: ["a"], properties: [
      {name: "a", type: "String"}, {name: "b", type: "Long"}, {name: "inner", type: "FObject", of: "t.Child"} ] },
    { class: "t.Special", properties: [
      {name: "id", type: "Long"}, {name: "name", type: "String"}, {name: "extra", type: "String"} ] },
    { class: "t.Pair", ids: ["a", "b"], properties: [
      {name: "a", type: "String"}, {name: "b", type: "Int"}, {name: "v", type: "String"} ] }
  ],
  enums: [ { class: "t.State", values: ["OFF", "ON", "BROKEN"] } ],
  daos: { items: "t.Item", pairs: "t.Pair" }
}"#;

/// Journal files (name, text): one rule or quirk a line or two.
const JOURNALS: &[(&str, &str)] = &[
    (
        "items.jrl",
        concat!(
            // p merges, c replaces, r removes (a missing id is a no-op; no id is bad).
            "p({id:1,name:\"a\",count:2})\np({id:1,count:3})\n",
            "p({id:2,name:\"a\"})\nc({id:2,count:3})\n",
            "p({id:3})\nr({id:3})\nr({id:99})\nr({name:\"x\"})\n",
            // FObjects merge recursively; arrays and maps are replaced whole.
            "p({id:4,child:{a:\"x\",b:1,inner:{a:\"deep\"}}})\np({id:4,child:{b:2,inner:{b:5}}})\n",
            "p({id:5,tags:[\"a\",\"b\"],meta:{k:1,j:[2]}})\np({id:5,tags:[\"c\"],meta:{z:null}})\n",
            // A merge takes the entry's class; class only as the first key; repeated class.
            "p({id:6,name:\"a\",count:2})\np({class:\"t.Special\",id:6,extra:\"e\"})\n",
            "p({id:7,class:\"t.Special\",extra:\"e\"})\n",
            "p({class:\"t.Item\",class:\"t.Special\",id:8,name:\"n\"})\n",
            // null keeps a scalar, sets an FObject to null.
            "p({id:9,name:\"a\",child:{a:\"x\"}})\np({id:9,name:null,child:null})\n",
            // Short names; duplicate keys (the last wins).
            "p({id:10,n:\"short\"})\np({id:11,name:\"a\",name:\"b\"})\n",
            // A decimal for an integer fails the entry; out of range and wrong types dropped.
            "p({id:1.5})\np({id:12,count:2.0})\n",
            "p({id:13,count:3000000000,small:300,name:5.5,on:\"yes\",tags:[\"a\",1],owner:\"5\"})\n",
            "p({id:14,big:9223372036854775807,f:1e40,small:-128})\n",
            // Enums by name, ordinal, enum object; an unknown name fails the entry.
            "p({id:15,state:\"BROKEN\"})\np({id:16,state:1})\n",
            "p({id:17,state:{class:\"t.State\",ordinal:2}})\np({id:18,state:\"NOPE\"})\n",
            // Dates and date-times.
            "p({id:19,when:\"2024-01-02T03:04:05Z\"})\np({id:20,when:\"2024-01-02T03:04:05.678Z\"})\n",
            "p({id:21,when:1700000000000})\np({id:22,day:1753200000000,name:5})\n",
            "p({id:23,day:\"2025-07-22T16:00:00Z\"})\np({id:24,day:{class:\"__Timestamp__\",value:1}})\n",
            // Two entries on a line; text after the object.
            "p({id:25,name:\"a\"})p({id:26})\np({id:27}); // note\n",
            // `});` does not close a multi-line entry.
            "p({\n  id:28,\n  name:\"x\"\n});\np({id:29})\n})\np({id:30})\n",
            // Unknown ops, comments, a version record, a short entry.
            "P({id:31})\nx({id:32})\nx(nonsense)\n// a comment\n  // indented\n",
            "v({\"version\":\"3\"})\nab\n",
            // Strings in four quote forms, escapes, non-ASCII.
            "p({id:33,name:'it\\'s'})\np({id:34,name:\"\"\"a\"b\"\"\"})\n",
            "p({id:35,name:`t\\u00e9\\n`})\np({id:36,name:\"Zürich 😀\"})\n",
            // Doubles as Java prints them.
            "p({id:37,price:100})\np({id:38,price:0.30000000000000004})\np({id:39,price:1e10})\n",
            "p({id:40,price:-0.0,on:true})\n",
            // Class, Object, List, FObjectArray and Reference values.
            "p({id:41,any:{class:\"x.Other\",k:1},list:[1,\"a\",null],cls:\"t.Child\"})\n",
            "p({id:41,kids:[{a:\"k1\"},{a:\"k2\",b:2}],owner:1})\n",
            // Missing id properties take their type's default.
            "p({name:\"no id\"})\n",
        ),
    ),
    // File order: X.jrl, then X.N numerically, then the live X.
    ("items.2", "p({id:50,name:\"two\",small:2})\n"),
    ("items.10", "p({id:50,name:\"ten\",count:10})\n"),
    ("items", "p({id:50,name:\"live\"})\nr({id:1})\n"),
    // Compound ids are tuples.
    (
        "pairs.jrl",
        "p({a:\"x\",b:2,v:\"1\"})\np({a:\"x\",b:10,v:\"2\"})\np({a:\"a\",b:2})\np({b:3})\n",
    ),
    // Generic: keys and values as written; the first class named is the default.
    (
        "things.jrl",
        concat!(
            "p({id:\"a\",k:[1,{x:null}],m:{q:1.50}})\np({class:\"g.Thing\",id:\"b\",k:true})\n",
            "c({id:\"a\",k:2})\np({id:\"a\",z:\"added\"})\np({id:2.5})\np({id:\"c\",n:-0})\n",
            "p({id:\"d\",s:\"\\u0000\\\"\",big:123456789012345678901234567890,e:1E-7})\n",
        ),
    ),
    // The default class first named in a later file.
    ("later.jrl", "p({id:1,v:1})\n"),
    ("later", "p({class:\"g.Later\",id:2})\n"),
    // Typed and generic side by side.
    (
        "mixed.jrl",
        "p({class:\"x.Unknown\",id:1,k:\"v\"})\np({class:\"t.Item\",id:2,n:\"typed\"})\n",
    ),
    // Lone CR and CRLF; a torn last line; an unterminated multi-line entry.
    ("crlf.jrl", "p({id:1})\rp({id:2})\r\n\r\np({\r\n id:3\r\n})\r"),
    ("torn.jrl", "p({id:1})\np({id:2,na"),
    ("open.jrl", "p({id:1})\np({\n  id:2,\n"),
];

/// Real FOAM journals (testdata/corpus/foam), typed by the corpus's registry: multi-line
/// entries, entries a reference reader also rejects, comments, compound ids, FObjects.
const CORPUS: &[&str] = &[
    "foam3-2024/deployment/mm/compactions.jrl",
    "foam3-history/deployment/treviso_uat/groupPermissionJunctions.jrl",
    "foam3-history/deployment/production/menus.jrl",
    "foam3-2026/tools/setup/adminUser.jrl",
    "foam3-history/deployment/intuit/creditCodes.jrl",
    "foam3-2026/src/groups.jrl",
    "foam3-2026/src/foam/core/notification/permissions.jrl",
    "foam3-2026/src/foam/parse/test/tests.jrl",
];

/// Everything a snapshot holds of the replay of the files in `dir`, as text.
fn replayed(dir: &Path, registry: &Registry, out: &mut String) {
    let found = discover(&[dir.to_owned()]).unwrap();
    let options = ReplayOptions {
        threads: 1,
        error_limit: KEPT_ERRORS,
        ..ReplayOptions::default()
    };
    let result = replay(&found, registry, &options).unwrap();
    for d in &result.daos {
        let files = &found
            .daos
            .iter()
            .find(|f| f.name == d.dao.name())
            .unwrap()
            .files;
        writeln!(out, "dao {}", d.dao.name()).unwrap();
        writeln!(out, "default class {:?}", d.default_class).unwrap();
        writeln!(out, "version {:?}", d.dao.version()).unwrap();
        for (name, n) in d.counters.fields() {
            writeln!(out, "{name} {n}").unwrap();
        }
        writeln!(out, "first collapse {:?}", d.counters.first_collapse).unwrap();
        writeln!(out, "ends in an entry {}", d.ends_in_entry).unwrap();
        for e in &d.errors {
            let file = files.iter().position(|p| p.as_path() == &*e.file).unwrap();
            writeln!(out, "bad {file}:{} torn {} {}", e.line, e.torn, e.kind).unwrap();
        }
        let mut export = Vec::new();
        folio_render::export_jsonl(&d.dao, registry, &mut export).unwrap();
        out.push_str(std::str::from_utf8(&export).unwrap());
    }
}

#[test]
fn replay_rules_change_with_replay() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let typed = tempfile::tempdir().unwrap();
    for (name, text) in JOURNALS {
        std::fs::write(typed.path().join(name), text).unwrap();
    }
    let corpus = tempfile::tempdir().unwrap();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    for path in CORPUS {
        let name = Path::new(path).file_name().unwrap();
        let from = repo.join("testdata/corpus/foam").join(path);
        std::fs::copy(from, corpus.path().join(name)).unwrap();
    }
    let mut text = String::new();
    replayed(typed.path(), &registry, &mut text);
    let foam = Registry::load(&repo.join("testdata/models/foam-models.json")).unwrap();
    replayed(corpus.path(), &foam, &mut text);
    let hash = XxHash3_64::oneshot(text.as_bytes());
    let (rules, golden) = GOLDEN;
    if (rules, golden) == (REPLAY_RULES, hash) {
        return;
    }
    eprintln!("what a snapshot would hold of the fixed journals:\n{text}");
    if rules == REPLAY_RULES {
        panic!(
            "these journals replay differently than when GOLDEN was taken under replay rules \
             {rules}: snapshots written before would be loaded as this build's replay. Bump \
             REPLAY_RULES (crates/snapshot/src/format.rs) to {next} and set GOLDEN to \
             ({next}, {hash:#018x}). (The text hashed is printed above.)",
            next = rules + 1
        );
    }
    panic!(
        "REPLAY_RULES is {REPLAY_RULES} and GOLDEN was taken under {rules}: set GOLDEN to \
         ({REPLAY_RULES}, {hash:#018x}), the hash of this build's replay."
    );
}
