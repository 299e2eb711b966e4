//! One row per rule of docs/format.md and docs/semantics.md and per quirk it names: journal text in, the exact export
//! and counters out, through discovery, framing, parsing, typing, merging and rendering.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{replay, Counters, Decoder, ReplayOptions};

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
      {name: "day", type: "Date"} ] },
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

struct Case {
    name: &'static str,
    /// (file name, contents)
    files: &'static [(&'static str, &'static str)],
    export: &'static [&'static str],
    counters: &'static [(&'static str, u64)],
    /// (line, part of the reason)
    errors: &'static [(u32, &'static str)],
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "p merges: present keys overwrite, absent keys stay",
            files: &[("items.jrl", "p({id:1,name:\"a\",count:2})\np({id:1,count:3})\n")],
            export: &[r#"{"class":"t.Item","id":1,"name":"a","count":3}"#],
            counters: &[("put", 2), ("put_merged", 1), ("objects", 1)],
            errors: &[],
        },
        Case {
            name: "c replaces without merge",
            files: &[("items.jrl", "p({id:1,name:\"a\"})\nc({id:1,count:3})\n")],
            export: &[r#"{"class":"t.Item","id":1,"count":3}"#],
            counters: &[("put", 1), ("create", 1)],
            errors: &[],
        },
        Case {
            name: "r removes; a missing id is a no-op",
            files: &[("items.jrl", "p({id:1})\np({id:2})\nr({id:1})\nr({id:9})\n")],
            export: &[r#"{"class":"t.Item","id":2}"#],
            counters: &[("remove", 2), ("objects", 1)],
            errors: &[],
        },
        Case {
            name: "r without an id is a bad entry",
            files: &[("items.jrl", "p({id:1})\nr({name:\"x\"})\n")],
            export: &[r#"{"class":"t.Item","id":1}"#],
            counters: &[("failed", 1), ("remove", 0)],
            errors: &[(2, "`r` entry has no id")],
        },
        Case {
            name: "FObject properties merge recursively",
            files: &[(
                "items.jrl",
                "p({id:1,child:{a:\"x\",b:1,inner:{a:\"deep\"}}})\np({id:1,child:{b:2,inner:{b:5}}})\n",
            )],
            export: &[
                r#"{"class":"t.Item","id":1,"child":{"class":"t.Child","a":"x","b":2,"inner":{"class":"t.Child","a":"deep","b":5}}}"#,
            ],
            counters: &[("put_merged", 1)],
            errors: &[],
        },
        Case {
            name: "arrays and maps are replaced whole",
            files: &[(
                "items.jrl",
                "p({id:1,tags:[\"a\",\"b\"],meta:{x:1,y:2}})\np({id:1,tags:[\"c\"],meta:{y:3}})\n",
            )],
            export: &[r#"{"class":"t.Item","id":1,"tags":["c"],"meta":{"y":3}}"#],
            counters: &[],
            errors: &[],
        },
        Case {
            name: "a merge takes the entry's class, keeping the fields the new class has",
            files: &[(
                "items.jrl",
                "p({id:1,name:\"a\",count:2})\np({class:\"t.Special\",id:1,extra:\"e\"})\n",
            )],
            export: &[r#"{"class":"t.Special","id":1,"name":"a","extra":"e"}"#],
            counters: &[("put_merged", 1)],
            errors: &[],
        },
        Case {
            name: "class names the class only as the first key",
            files: &[("items.jrl", "p({id:1,class:\"t.Special\",extra:\"e\"})\n")],
            export: &[r#"{"class":"t.Item","id":1}"#],
            counters: &[("unknown_keys", 2)],
            errors: &[],
        },
        Case {
            name: "a repeated class key renames the class in first position (last value wins)",
            files: &[(
                "items.jrl",
                "p({class:\"t.Item\",id:1,class:\"t.Special\",extra:\"e\",zz:1,zz:2})\n",
            )],
            export: &[r#"{"class":"t.Special","id":1,"extra":"e"}"#],
            counters: &[("unknown_keys", 1)],
            errors: &[],
        },
        Case {
            name: "null keeps a scalar, sets an FObject to null",
            files: &[(
                "items.jrl",
                "p({id:1,name:\"a\",child:{a:\"x\"}})\np({id:1,name:null,child:null})\n",
            )],
            export: &[r#"{"class":"t.Item","id":1,"name":"a","child":null}"#],
            counters: &[("type_mismatches", 0)],
            errors: &[],
        },
        Case {
            name: "short names become canonical names; duplicate keys: the last wins",
            files: &[("items.jrl", "p({id:1,n:\"short\"})\np({id:2,name:\"a\",name:\"b\"})\n")],
            export: &[
                r#"{"class":"t.Item","id":1,"name":"short"}"#,
                r#"{"class":"t.Item","id":2,"name":"b"}"#,
            ],
            counters: &[],
            errors: &[],
        },
        Case {
            name: "a decimal for an integer property fails the entry",
            files: &[("items.jrl", "p({id:1.5})\np({id:2,count:2.0})\np({id:3})\n")],
            export: &[r#"{"class":"t.Item","id":3}"#],
            counters: &[("failed", 2), ("put", 1)],
            errors: &[(1, "decimal"), (2, "decimal")],
        },
        Case {
            name: "out of range and wrong-typed values are dropped and counted",
            files: &[(
                "items.jrl",
                "p({id:1,count:3000000000,small:300,name:5.5,on:\"yes\",tags:[\"a\",1],owner:\"5\"})\n",
            )],
            export: &[r#"{"class":"t.Item","id":1}"#],
            counters: &[("type_mismatches", 6)],
            errors: &[],
        },
        Case {
            name: "enums by name, ordinal or enum object; an unknown name fails the entry",
            files: &[(
                "items.jrl",
                "p({id:1,state:\"BROKEN\"})\np({id:2,state:1})\np({id:3,state:{class:\"t.State\",ordinal:2}})\np({id:4,state:\"NOPE\"})\n",
            )],
            export: &[
                r#"{"class":"t.Item","id":1,"state":2}"#,
                r#"{"class":"t.Item","id":2,"state":1}"#,
                r#"{"class":"t.Item","id":3,"state":2}"#,
            ],
            counters: &[("failed", 1)],
            errors: &[(4, "unknown constant `NOPE`")],
        },
        Case {
            name: "dates: ISO text with and without millis, epoch ms",
            files: &[(
                "items.jrl",
                "p({id:1,when:\"2019-04-30T21:06:54.291Z\"})\np({id:2,when:\"2019-04-30T21:06:54Z\"})\np({id:3,when:1700000000000})\n",
            )],
            export: &[
                r#"{"class":"t.Item","id":1,"when":1556658414291}"#,
                r#"{"class":"t.Item","id":2,"when":1556658414000}"#,
                r#"{"class":"t.Item","id":3,"when":1700000000000}"#,
            ],
            counters: &[],
            errors: &[],
        },
        Case {
            name: "as FOAM's replay: a Date is noon UTC of its day, an integer for a String its text",
            files: &[(
                "items.jrl",
                "p({id:1,day:1753200000000,name:5})\np({id:2,day:\"2025-07-22T16:00:00Z\"})\np({id:3,day:{class:\"__Timestamp__\",value:1}})\n",
            )],
            export: &[
                r#"{"class":"t.Item","id":1,"name":"5","day":1753185600000}"#,
                r#"{"class":"t.Item","id":2,"day":1753185600000}"#,
                r#"{"class":"t.Item","id":3}"#,
            ],
            counters: &[("type_mismatches", 1)],
            errors: &[],
        },
        Case {
            name: "two entries on one line: only the first applies; text after the object is ignored",
            files: &[("items.jrl", "p({id:1,name:\"a\"})p({id:2})\np({id:3}); // note\n")],
            export: &[
                r#"{"class":"t.Item","id":1,"name":"a"}"#,
                r#"{"class":"t.Item","id":3}"#,
            ],
            counters: &[("put", 2), ("entries", 2)],
            errors: &[],
        },
        Case {
            name: "`});` does not close a multi-line entry; the entry runs to the `})` line",
            files: &[("items.jrl", "p({\n  id:1,\n  name:\"x\"\n});\np({id:2})\n})\np({id:3})\n")],
            export: &[
                r#"{"class":"t.Item","id":1,"name":"x"}"#,
                r#"{"class":"t.Item","id":3}"#,
            ],
            counters: &[("entries", 2)],
            errors: &[],
        },
        Case {
            name: "`P(` is an unknown op: parsed, counted, not applied",
            files: &[("items.jrl", "P({id:1})\nx({id:2})\nx(nonsense)\n")],
            export: &[],
            counters: &[("unknown_op", 2), ("failed", 1)],
            errors: &[(3, "")],
        },
        Case {
            name: "an indented comment line is not a comment (its first character is a space)",
            files: &[("items.jrl", "// a comment\n  // indented\np({id:1})\n")],
            export: &[r#"{"class":"t.Item","id":1}"#],
            counters: &[("comments", 1), ("failed", 1)],
            errors: &[(2, "")],
        },
        Case {
            name: "lone CR and CRLF line endings; blank lines",
            files: &[("items.jrl", "p({id:1})\rp({id:2})\r\n\r\np({\r\n id:3\r\n})\r")],
            export: &[I_1, I_2, I_3],
            counters: &[("blank", 1), ("entries", 3)],
            errors: &[],
        },
        Case {
            name: "an unterminated multi-line entry is reported; what came before stays",
            files: &[("items.jrl", "p({id:1})\np({\n  id:2,\n")],
            export: &[I_1],
            counters: &[("failed", 1)],
            errors: &[(2, "no closing")],
        },
        Case {
            name: "a torn last line is reported as such",
            files: &[("items.jrl", "p({id:1})\np({id:2,na")],
            export: &[I_1],
            counters: &[("failed", 1)],
            errors: &[(2, "torn last line")],
        },
        Case {
            name: "a short entry is bad; a version record is counted, not data",
            files: &[("items.jrl", "v({\"version\":\"3\"})\nab\np({id:1})\n")],
            export: &[I_1],
            counters: &[("version", 1), ("failed", 1), ("entries", 3)],
            errors: &[(2, "shorter than 3")],
        },
        Case {
            name: "compound ids are tuples, sorted element-wise",
            files: &[(
                "pairs.jrl",
                "p({a:\"k\",b:2,v:\"y\"})\np({a:\"k\",b:1,v:\"x\"})\np({a:\"k\",b:1,v:\"z\"})\np({a:\"j\",b:9})\n",
            )],
            export: &[
                r#"{"class":"t.Pair","a":"j","b":9}"#,
                r#"{"class":"t.Pair","a":"k","b":1,"v":"z"}"#,
                r#"{"class":"t.Pair","a":"k","b":2,"v":"y"}"#,
            ],
            counters: &[("put_merged", 1), ("objects", 3)],
            errors: &[],
        },
        Case {
            name: "missing id properties take their type's default",
            files: &[("items.jrl", "p({name:\"a\"})\np({count:1})\n")],
            export: &[r#"{"class":"t.Item","name":"a","count":1}"#],
            counters: &[("put_merged", 1)],
            errors: &[],
        },
        Case {
            name: "generic mode: keys and values as written; the first class named is the default",
            files: &[(
                "things.jrl",
                "p({id:\"b\",v:1})\np({class:\"x.Unknown\",id:\"c\",v:[1,\"s\",null]})\np({id:\"b\",w:{k:2.50}})\n",
            )],
            export: &[
                r#"{"class":"x.Unknown","id":"b","v":1,"w":{"k":2.5}}"#,
                r#"{"class":"x.Unknown","id":"c","v":[1,"s",null]}"#,
            ],
            counters: &[("put_merged", 1)],
            errors: &[],
        },
        Case {
            name: "the default class may first be named in a later file",
            files: &[
                ("later.jrl", "// no class here\np({id:1,n:\"early\"})\n"),
                ("later.0", "p({class:\"t.Item\",id:2})\n"),
            ],
            export: &[
                r#"{"class":"t.Item","id":1,"name":"early"}"#,
                r#"{"class":"t.Item","id":2}"#,
            ],
            counters: &[("unknown_keys", 0)],
            errors: &[],
        },
        Case {
            name: "typed and generic objects side by side in one DAO",
            files: &[("mixed.jrl", "p({class:\"x.Unknown\",id:1,k:\"v\"})\np({class:\"t.Item\",id:2,n:\"typed\"})\n")],
            export: &[
                r#"{"class":"x.Unknown","id":1,"k":"v"}"#,
                r#"{"class":"t.Item","id":2,"name":"typed"}"#,
            ],
            counters: &[],
            errors: &[],
        },
        Case {
            name: "Class, Object, List, FObjectArray and Reference values",
            files: &[(
                "items.jrl",
                "p({id:1,cls:\"x.Y\",any:{class:\"x.Q\",v:1},list:[1,{k:true}],kids:[{a:\"x\"},{class:\"t.Child\",a:\"y\"}],owner:5})\np({id:2,cls:{class:\"__Class__\",forClass_:\"x.Z\"},any:[1,\"s\"]})\n",
            )],
            export: &[
                r#"{"class":"t.Item","id":1,"kids":[{"class":"t.Child","a":"x"},{"class":"t.Child","a":"y"}],"any":{"class":"x.Q","v":1},"list":[1,{"k":true}],"cls":"x.Y","owner":5}"#,
                r#"{"class":"t.Item","id":2,"any":[1,"s"],"cls":"x.Z"}"#,
            ],
            counters: &[("type_mismatches", 0)],
            errors: &[],
        },
        Case {
            name: "strings in all four quote forms, escapes, non-ASCII out as \\u escapes",
            files: &[(
                "items.jrl",
                "p({id:1,name:'it\\'s'})\np({id:2,name:\"\"\"a\"b\"\"\"})\np({id:3,name:`t\\u00e9\\n`})\np({id:4,name:\"Zürich 😀\"})\n",
            )],
            export: &[
                r#"{"class":"t.Item","id":1,"name":"it's"}"#,
                r#"{"class":"t.Item","id":2,"name":"a\"b"}"#,
                r#"{"class":"t.Item","id":3,"name":"t\u00e9\u000a"}"#,
                r#"{"class":"t.Item","id":4,"name":"Z\u00fcrich \ud83d\ude00"}"#,
            ],
            counters: &[],
            errors: &[],
        },
        Case {
            name: "doubles as Java prints them; integers for a Double property",
            files: &[("items.jrl", "p({id:1,price:100})\np({id:2,price:0.30000000000000004})\np({id:3,price:1e10})\n")],
            export: &[
                r#"{"class":"t.Item","id":1,"price":100.0}"#,
                r#"{"class":"t.Item","id":2,"price":0.30000000000000004}"#,
                r#"{"class":"t.Item","id":3,"price":1.0E10}"#,
            ],
            counters: &[],
            errors: &[],
        },
        Case {
            name: "file order: X.jrl, then X.N numerically, then the live X",
            files: &[
                ("items", "p({id:1,name:\"live\"})\n"),
                ("items.10", "p({id:1,name:\"ten\",count:10})\n"),
                ("items.2", "p({id:1,name:\"two\",small:2})\n"),
                ("items.jrl", "p({id:1,name:\"jrl\",on:true})\n"),
            ],
            export: &[r#"{"class":"t.Item","id":1,"name":"live","count":10,"small":2,"on":true}"#],
            counters: &[("put_merged", 3)],
            errors: &[],
        },
    ]
}

const I_1: &str = r#"{"class":"t.Item","id":1}"#;
const I_2: &str = r#"{"class":"t.Item","id":2}"#;
const I_3: &str = r#"{"class":"t.Item","id":3}"#;

fn counter(c: &Counters, name: &str) -> u64 {
    c.fields()
        .iter()
        .find(|(n, _)| *n == name)
        .unwrap_or_else(|| panic!("no counter {name}"))
        .1
}

#[test]
fn table() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    for case in cases() {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in case.files {
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        let found = discover(&[dir.path().to_owned()]).unwrap();
        for (threads, decoder) in [(1, Decoder::Fast), (2, Decoder::Fast), (1, Decoder::Tree)] {
            let options = ReplayOptions {
                threads,
                error_limit: usize::MAX,
                decoder,
                ..ReplayOptions::default()
            };
            let result = replay(&found, &registry, &options).unwrap();
            let mut out = Vec::new();
            for d in &result.daos {
                folio_render::export_jsonl(&d.dao, &registry, &mut out).unwrap();
            }
            let got: Vec<&str> = std::str::from_utf8(&out).unwrap().lines().collect();
            assert_eq!(got, case.export, "{}: export ({decoder:?})", case.name);
            let total = result.total();
            for (name, want) in case.counters {
                assert_eq!(
                    counter(&total, name),
                    *want,
                    "{}: counter {name}",
                    case.name
                );
            }
            assert_eq!(
                total.entries,
                total.create
                    + total.put
                    + total.remove
                    + total.version
                    + total.unknown_op
                    + total.failed,
                "{}: entries add up",
                case.name
            );
            let errors: Vec<_> = result.errors().collect();
            assert_eq!(
                errors.len(),
                case.errors.len(),
                "{}: errors {errors:?}",
                case.name
            );
            for (e, (line, reason)) in errors.iter().zip(case.errors) {
                assert_eq!(e.line, *line, "{}: {e}", case.name);
                assert!(
                    e.reason().contains(reason),
                    "{}: {e} lacks {reason:?}",
                    case.name
                );
            }
        }
    }
}
