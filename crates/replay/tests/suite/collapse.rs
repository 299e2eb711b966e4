//! Collapsed ids (docs/semantics.md): which entries count, where the first one is and why,
//! through both decoders and with one and two threads; and `check_rewrite`, which refuses a
//! rewrite of such a DAO.

use folio_journal::discover;
use folio_models::Registry;
use folio_replay::{check_rewrite, replay, CollapseCause, Decoder, ReplayOptions};

const MODELS: &str = r#"{
  models: [
    { class: "t.Item", properties: [ {name: "id", type: "Long"}, {name: "name", type: "String"} ] },
    { class: "t.Code", ids: ["code"], properties: [ {name: "code", shortName: "k", type: "String"}, {name: "v", type: "Long"} ] },
    { class: "t.Pair", ids: ["a", "b"], properties: [ {name: "a", type: "String"}, {name: "b", type: "Int"} ] }
  ],
  daos: { items: "t.Item", codes: "t.Code", pairs: "t.Pair" }
}"#;

/// What a case expects of its one DAO.
#[derive(Debug, PartialEq, Eq)]
enum Want {
    /// No collapse.
    None,
    /// `collapsed`, `collapsed_objects`, the first entry's file index and line, and its cause
    /// (`generic`, or the id property that did not type, or `not a key`).
    Some {
        entries: u64,
        objects: u64,
        file: u32,
        line: u32,
        cause: String,
    },
}

struct Case {
    name: &'static str,
    files: &'static [(&'static str, &'static str)],
    want: Want,
}

fn some(entries: u64, objects: u64, file: u32, line: u32, cause: &str) -> Want {
    Want::Some {
        entries,
        objects,
        file,
        line,
        cause: cause.to_owned(),
    }
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "generic objects without an `id` key share one missing id",
            files: &[(
                "regions",
                "p({class:\"demo.Region\",code:\"A\",name:\"a\"})\np({class:\"demo.Region\",code:\"B\",name:\"b\"})\np({class:\"demo.Region\",code:\"C\",name:\"c\"})\n",
            )],
            want: some(3, 1, 0, 1, "generic"),
        },
        Case {
            name: "a lone generic object without an `id` key merges with nothing",
            files: &[("things", "p({class:\"x.T\",code:\"A\"})\np({class:\"x.T\",id:2})\n")],
            want: Want::None,
        },
        Case {
            name: "generic objects with ids, one with an explicit null id",
            files: &[("things", "p({class:\"x.T\",id:1})\np({class:\"x.T\",id:null})\np({class:\"x.T\",id:null})\n")],
            want: Want::None,
        },
        Case {
            name: "a generic `r` without an `id` key: its effect is not kept",
            files: &[("things", "p({class:\"x.T\",id:1})\nr({class:\"x.T\",code:\"A\"})\n")],
            want: some(1, 0, 0, 2, "generic"),
        },
        Case {
            name: "typed ids that do not type land on the default id, beside a real id 0",
            files: &[(
                "items.jrl",
                "p({id:1,name:\"one\"})\np({id:\"x\",name:\"a\"})\np({id:\"y\",name:\"b\"})\np({id:0,name:\"zero\"})\n",
            )],
            want: some(2, 1, 0, 2, "id"),
        },
        Case {
            name: "an id given under its short name that does not type",
            // A boolean is no String (an integer would be: its text, as FOAM reads it).
            files: &[("codes.jrl", "p({k:true,v:1})\np({code:\"a\",v:2})\n")],
            want: some(1, 1, 0, 1, "code"),
        },
        Case {
            name: "one part of a compound id that does not type",
            files: &[("pairs.jrl", "p({a:\"x\",b:\"nope\"})\np({a:\"x\",b:0})\n")],
            want: some(1, 1, 0, 1, "b"),
        },
        Case {
            name: "an `r` whose id does not type: its effect is not kept",
            files: &[("items.jrl", "p({id:1})\nr({id:\"one\"})\n")],
            want: some(1, 0, 0, 2, "id"),
        },
        Case {
            name: "an array for a Long id does not type",
            files: &[("items.jrl", "p({id:1})\np({id:[1,2],name:\"x\"})\n")],
            want: some(1, 1, 0, 2, "id"),
        },
        Case {
            name: "a generic id that cannot be a key: the entry applied nothing",
            files: &[("things", "p({class:\"x.T\",id:1})\np({class:\"x.T\",id:{a:1}})\n")],
            want: some(1, 0, 0, 2, "not a key"),
        },
        Case {
            name: "the first collapsed entry is found in a later file",
            files: &[
                ("items.jrl", "p({id:1})\n"),
                ("items.0", "p({id:2})\n// a comment\np({id:\"x\"})\n"),
            ],
            want: some(1, 1, 1, 3, "id"),
        },
        Case {
            name: "typed objects that give no id at all: FOAM keys them the same way",
            files: &[("items.jrl", "p({name:\"a\"})\np({name:\"b\"})\n")],
            want: Want::None,
        },
        Case {
            name: "a value that does not type in another property",
            files: &[("items.jrl", "p({id:1,name:[1]})\np({id:2,name:{a:1}})\n")],
            want: Want::None,
        },
    ]
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
        assert_eq!(found.daos.len(), 1, "{}", case.name);
        for (threads, decoder) in [(1, Decoder::Fast), (2, Decoder::Fast), (1, Decoder::Tree)] {
            let options = ReplayOptions {
                threads,
                decoder,
                ..ReplayOptions::default()
            };
            let result = replay(&found, &registry, &options).unwrap();
            let (d, files) = (&result.daos[0], &found.daos[0]);
            let c = &d.counters;
            let got = match c.first_collapse {
                None => Want::None,
                Some(at) => Want::Some {
                    entries: c.collapsed,
                    objects: c.collapsed_objects,
                    file: at.file,
                    line: at.line,
                    cause: match at.cause {
                        CollapseCause::NoIdKey => "generic".to_owned(),
                        CollapseCause::NotAKey { .. } => "not a key".to_owned(),
                        cause => cause.property(&registry).unwrap().name.to_string(),
                    },
                },
            };
            assert_eq!(
                got, case.want,
                "{} ({threads} threads, {decoder:?})",
                case.name
            );
            if got == Want::None {
                assert_eq!((c.collapsed, c.collapsed_objects), (0, 0), "{}", case.name);
            }
            let check = check_rewrite(files, c, &d.dao);
            assert_eq!(check.is_err(), got != Want::None, "{}", case.name);
            if let Err(refused) = check {
                assert_eq!(refused.dao, files.name);
                assert_eq!(refused.file, files.files[refused_file(&got)]);
                assert_eq!(refused.entries, c.collapsed);
            }
        }
    }
}

fn refused_file(want: &Want) -> usize {
    match want {
        Want::Some { file, .. } => *file as usize,
        Want::None => unreachable!(),
    }
}

/// The generic case names the class the entries merged into; a typed one names its model.
#[test]
fn the_refusal_names_the_class() {
    let registry = Registry::from_slice(MODELS.as_bytes()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("regions"),
        "p({class:\"demo.Region\",code:\"A\"})\np({class:\"demo.Region\",code:\"B\"})\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("items.jrl"),
        "p({id:\"a\"})\np({id:\"b\"})\n",
    )
    .unwrap();
    let found = discover(&[dir.path().to_owned()]).unwrap();
    let result = replay(&found, &registry, &ReplayOptions::default()).unwrap();
    let refused: Vec<_> = result
        .daos
        .iter()
        .zip(&found.daos)
        .map(|(d, files)| check_rewrite(files, &d.counters, &d.dao).unwrap_err())
        .collect();
    assert_eq!(refused[0].dao, "items");
    assert_eq!(refused[0].cause.class(&registry), Some("t.Item"));
    assert_eq!(refused[0].class, None);
    assert_eq!(refused[1].dao, "regions");
    assert_eq!(refused[1].class.as_deref(), Some("demo.Region"));
    assert_eq!(refused[1].cause.property(&registry), None);
}
