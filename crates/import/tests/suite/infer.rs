//! `folio models infer`, rule by rule (docs/cli.md, `folio models infer`): each row writes small
//! journals into a temporary folder, infers, and compares the emitted document, rendered one
//! line per model, enum and DAO (see [`render`]), with what the rule says.

use folio_import::infer::{infer, InferOptions, Inferred, Warning};
use serde_json::{json, Value};

/// One row: journal files (path under the folder, text), the document expected, and the
/// warnings expected (`$DIR` stands for the folder).
struct Row {
    rule: &'static str,
    files: &'static [(&'static str, &'static str)],
    doc: &'static [&'static str],
    warnings: &'static [&'static str],
}

const ROWS: &[Row] = &[
    Row {
        rule: "a top-level object's class is its first key `class`; keys in first-seen order",
        files: &[("users.jrl", "p({class:\"x.User\",id:1,name:\"Ada\"})\nc({class:\"x.User\",id:2,age:36,name:\"Bob\"})\n")],
        doc: &["model x.User ids=[id]? id:Long~ name:String~ age:Long~"],
        warnings: &[],
    },
    Row {
        rule: "class-less entries take the DAO's first named class, even a later one, and the DAO maps to it",
        files: &[("users.jrl", "p({id:1,name:\"Ada\"})\np({class:\"x.User\",id:2,age:3})\np({class:\"x.Admin\",id:3,level:9})\n")],
        doc: &[
            "model x.Admin ids=[id]? id:Long~ level:Long~",
            "model x.User ids=[id]? id:Long~ name:String~ age:Long~",
            "dao users=x.User",
        ],
        warnings: &[],
    },
    Row {
        rule: "a DAO whose entries all name a class has no daos entry",
        files: &[("users.jrl", "p({class:\"x.User\",id:1})\n")],
        doc: &["model x.User ids=[id]? id:Long~"],
        warnings: &[],
    },
    Row {
        rule: "the default class is the first class in file order: X.jrl, then X.0, X.1, then X",
        files: &[
            ("t/users", "p({class:\"x.Live\",id:3})\n"),
            ("t/users.0", "p({class:\"x.Zero\",id:2})\n"),
            ("t/users.jrl", "p({id:1,name:\"Ada\"})\n"),
        ],
        doc: &[
            "model x.Live ids=[id]? id:Long~",
            "model x.Zero ids=[id]? id:Long~ name:String~",
            "dao users=x.Zero",
        ],
        warnings: &[],
    },
    Row {
        rule: "a DAO with no class at all is left out, with a warning; classed objects inside are models",
        files: &[("things.jrl", "p({id:1,owner:{class:\"x.Owner\",name:\"Ada\"}})\n")],
        doc: &["model x.Owner ids=[id]? name:String~"],
        warnings: &["DAO `things`: no entry names a class, so its objects are not modelled (they replay generically, with `id` as the id)"],
    },
    Row {
        rule: "`class` elsewhere than first, or not a string, is an ordinary key",
        files: &[("a.jrl", "p({class:\"x.A\",id:1})\np({id:2,class:\"x.B\"})\np({class:7,id:3})\n")],
        doc: &["model x.A ids=[id]? id:Long~ class:Object", "dao a=x.A"],
        warnings: &[],
    },
    Row {
        rule: "nested objects naming a class are models, in values, arrays and maps, recursively",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,b:{class:\"x.B\",c:{class:\"x.C\",n:1.5}},bs:[{class:\"x.D\",s:\"t\"}],m:{k:{class:\"x.E\",f:true}}})\n")],
        doc: &[
            "model x.A ids=[id]? id:Long~ b:FObject<x.B>~ bs:FObjectArray<x.D>~ m:Map~",
            "model x.B ids=[id]? c:FObject<x.C>~",
            "model x.C ids=[id]? n:Double~",
            "model x.D ids=[id]? s:String~",
            "model x.E ids=[id]? f:Boolean~",
        ],
        warnings: &[],
    },
    Row {
        rule: "`__Class__` is a Class value, `__Timestamp__` and other `__X__` objects are Object values, none a model",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,of:{class:\"__Class__\",forClass_:\"x.B\"},at:{class:\"__Timestamp__\",value:1700000000000},p:{class:\"__Property__\",forClass_:\"x.B\",name:\"n\"}})\n")],
        doc: &["model x.A ids=[id]? id:Long~ of:Class~ at:Object p:Object"],
        warnings: &[],
    },
    Row {
        rule: "`{class, ordinal}` is a value of an enum: Enum of it, and the enum lists the ordinals seen under made-up names",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,s:{class:\"x.S\",ordinal:0}})\np({class:\"x.A\",id:2,s:{class:\"x.S\",ordinal:1}})\np({class:\"x.A\",id:3,t:{class:\"x.T\",ordinal:5},u:{class:\"x.U\",ordinal:2,label:\"two\"}})\n")],
        doc: &[
            "model x.A ids=[id]? id:Long~ s:Enum<x.S>~ t:Enum<x.T>~ u:FObject<x.U>~",
            "model x.U ids=[id]? ordinal:Long~ label:String~",
            "enum x.S VALUE_0 VALUE_1 ~values",
            "enum x.T VALUE_5=5 ~values",
        ],
        warnings: &[],
    },
    Row {
        rule: "enum values of two enums, or beside an integer, agree on no type",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,s:{class:\"x.S\",ordinal:0},t:{class:\"x.S\",ordinal:0}})\np({class:\"x.A\",id:2,s:{class:\"x.T\",ordinal:1},t:1})\n")],
        doc: &[
            "model x.A ids=[id]? id:Long~ s:Object t:Object",
            "enum x.S VALUE_0 ~values",
            "enum x.T VALUE_1=1 ~values",
        ],
        warnings: &[],
    },
    Row {
        rule: "scalar types where every non-null value agrees: Long, Double, Boolean, String; only nulls: Object",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,l:1,d:1,b:true,s:\"a\",n:null})\np({class:\"x.A\",id:2,l:null,d:2.5,b:false,s:'b',n:null})\n")],
        doc: &["model x.A ids=[id]? id:Long~ l:Long~ d:Double~ b:Boolean~ s:String~ n:Object"],
        warnings: &[],
    },
    Row {
        rule: "mixed kinds, and integers beyond 64 bits without a decimal beside them, are Object",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,m:1,big:99999999999999999999,bigd:99999999999999999999})\np({class:\"x.A\",id:2,m:\"1\",big:1,bigd:0.5})\n")],
        doc: &["model x.A ids=[id]? id:Long~ m:Object big:Object bigd:Double~"],
        warnings: &[],
    },
    Row {
        rule: "arrays: of strings StringArray, of objects of one class FObjectArray with of, else Array",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,s:[\"a\"],e:[],n:[1,2],o:[{class:\"x.B\"}],two:[{class:\"x.B\"}],m:[{k:1}]})\np({class:\"x.A\",id:2,s:[],e:[],n:[],o:[{class:\"x.B\"},{class:\"x.B\"}],two:[{class:\"x.C\"}],m:[]})\n")],
        doc: &[
            "model x.A ids=[id]? id:Long~ s:StringArray~ e:Array~ n:Array~ o:FObjectArray<x.B>~ two:FObjectArray~ m:Array~",
            "model x.B ids=[id]?",
            "model x.C ids=[id]?",
        ],
        warnings: &[],
    },
    Row {
        rule: "objects: one class FObject with of, two classes FObject, no class Map, both Object",
        files: &[("a.jrl", "p({class:\"x.A\",id:1,one:{class:\"x.B\"},two:{class:\"x.B\"},map:{k:1},mix:{class:\"x.B\"}})\np({class:\"x.A\",id:2,two:{class:\"x.C\"},map:{},mix:{k:2}})\n")],
        doc: &[
            "model x.A ids=[id]? id:Long~ one:FObject<x.B>~ two:FObject~ map:Map~ mix:Object",
            "model x.B ids=[id]?",
            "model x.C ids=[id]?",
        ],
        warnings: &[],
    },
    Row {
        rule: "ids: the keys every `r` entry of the class has, in order; shown, not guessed",
        files: &[("j.jrl", "p({class:\"x.J\",sourceId:1,targetId:2,note:\"a\"})\nr({class:\"x.J\",sourceId:1,targetId:2})\nr({targetId:3,sourceId:4,class:\"x.J\"})\n")],
        doc: &["model x.J ids=[sourceId,targetId] sourceId:Long~ targetId:Long~ note:String~ class:String~", "dao j=x.J"],
        warnings: &[],
    },
    Row {
        rule: "ids: `r` entries with no key in common say nothing; then the `id` key",
        files: &[("j.jrl", "p({class:\"x.J\",id:1,code:\"a\"})\nr({class:\"x.J\",id:1})\nr({class:\"x.J\",code:\"a\"})\n")],
        doc: &["model x.J ids=[id]? id:Long~ code:String~"],
        warnings: &[],
    },
    Row {
        rule: "ids: an `r` key holding an array or object cannot be an id",
        files: &[("j.jrl", "r({class:\"x.J\",code:\"a\",parts:[1]})\nr({class:\"x.J\",parts:{},code:\"b\"})\n")],
        doc: &["model x.J ids=[code] code:String~ parts:Object"],
        warnings: &[],
    },
    Row {
        rule: "ids: the one key every `p` entry of a class without `id` has",
        files: &[("r.jrl", "p({class:\"x.R\",code:\"CA\",name:\"Canada\"})\np({class:\"x.R\",code:\"US\",pop:330})\np({class:\"x.R\",pop:1,code:\"MX\"})\n")],
        doc: &["model x.R ids=[code]? code:String~ name:String~ pop:Long~"],
        warnings: &[],
    },
    Row {
        rule: "ids: nothing to go on is `id`, with a warning naming the candidates when several objects will share it",
        files: &[("r.jrl", "p({class:\"x.R\",code:\"CA\",name:\"Canada\"})\np({class:\"x.R\",code:\"US\",name:\"USA\"})\nc({class:\"x.N\",v:1})\n")],
        doc: &["model x.N ids=[id]? v:Long~", "model x.R ids=[id]? code:String~ name:String~"],
        warnings: &["class `x.R`: its 2 entries have no `id` key and no one key every `p` entry has, so its ids are left as `id` and its objects replay onto one; set its \"ids\" in the registry (keys every `p` entry has: code, name)"],
    },
    Row {
        rule: "a bad entry is skipped, counted and named by file:line (inside a multi-line entry too); version records and unknown ops are not data",
        files: &[("a.jrl", "v({version:\"1\"})\np({class:\"x.A\",id:1})\np({class:\"x.A\",id:2,bad:})\np({\n  class:\"x.A\",\n  id:3,,\n  oops\n})\nx\nq({class:\"x.Q\",id:1})\np({class:\"x.A\",last:1\nc({\n  id:9\n")],
        doc: &["model x.A ids=[id]? id:Long~"],
        warnings: &[
            "$DIR/a.jrl:3: expected a value (column 25) (entry skipped)",
            "$DIR/a.jrl:8: expected ':' after key (column 1) (entry skipped)",
            "$DIR/a.jrl:9: entry shorter than 3 characters (entry skipped)",
            "$DIR/a.jrl:11: unexpected end of input (column 21) (entry skipped)",
            "$DIR/a.jrl:12: multi-line entry without its `})` line (entry skipped)",
        ],
    },
];

/// The document as lines: `model CLASS ids=[A,B] NAME:TYPE…` (`?` after the ids when they are
/// guessed, `<X>` for `of`, `~` after a type marked inferred), `enum CLASS VALUE[=ORDINAL]…
/// ~values`, `dao NAME=CLASS`. Fields other than these (and `source`) fail the test.
fn render(doc: &Value) -> Vec<String> {
    let mut lines = Vec::new();
    for model in doc["models"].as_array().unwrap() {
        let mut fields: Vec<&str> = model.as_object().unwrap().keys().map(|k| &**k).collect();
        fields.sort_unstable();
        fields.retain(|&f| f != "inferred");
        assert_eq!(fields, ["class", "ids", "properties", "source"], "{model}");
        let ids: Vec<&str> = model["ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i.as_str().unwrap())
            .collect();
        let guessed = match model.get("inferred") {
            None => "",
            Some(marks) => {
                assert_eq!(marks, &json!(["ids"]));
                "?"
            }
        };
        let class = model["class"].as_str().unwrap();
        let mut line = format!("model {class} ids=[{}]{guessed}", ids.join(","));
        for p in model["properties"].as_array().unwrap() {
            let known = ["name", "type", "of", "inferred"];
            assert!(
                p.as_object().unwrap().keys().all(|k| known.contains(&&**k)),
                "{p}"
            );
            let of = p
                .get("of")
                .map_or(String::new(), |of| format!("<{}>", of.as_str().unwrap()));
            let mark = match p.get("inferred") {
                None => "",
                Some(marks) => {
                    assert_eq!(marks, &json!(["type"]));
                    "~"
                }
            };
            let (name, ty) = (p["name"].as_str().unwrap(), p["type"].as_str().unwrap());
            line += &format!(" {name}:{ty}{of}{mark}");
        }
        lines.push(line);
    }
    for e in doc["enums"].as_array().unwrap() {
        let values = e["values"].as_array().unwrap();
        let ordinals = e.get("ordinals").and_then(Value::as_array);
        let mut line = format!("enum {}", e["class"].as_str().unwrap());
        for (i, v) in values.iter().enumerate() {
            line += &format!(" {}", v.as_str().unwrap());
            if let Some(ordinals) = ordinals {
                line += &format!("={}", ordinals[i]);
            }
        }
        assert_eq!(e["inferred"], json!(["values"]));
        lines.push(line + " ~values");
    }
    if let Some(daos) = doc.get("daos") {
        for (dao, class) in daos.as_object().unwrap() {
            lines.push(format!("dao {dao}={}", class.as_str().unwrap()));
        }
    }
    lines
}

fn infer_files(files: &[(&str, &str)]) -> (tempfile::TempDir, Inferred) {
    let dir = tempfile::tempdir().unwrap();
    for (path, text) in files {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let found = folio_journal::discover(&[dir.path().to_owned()]).unwrap();
    let inferred = infer(&found, &InferOptions::default()).unwrap();
    (dir, inferred)
}

#[test]
fn every_rule() {
    let mut failures = Vec::new();
    for row in ROWS {
        let (dir, inferred) = infer_files(row.files);
        let doc: Value = serde_json::from_str(&inferred.doc.to_json()).unwrap();
        let got = render(&doc);
        let warnings: Vec<String> = inferred
            .warnings
            .iter()
            .map(|w| {
                w.to_string()
                    .replace(&dir.path().display().to_string(), "$DIR")
            })
            .collect();
        if got != row.doc || warnings != row.warnings {
            failures.push(format!(
                "{}\n  want {:#?}\n  got  {got:#?}\n  want warnings {:#?}\n  got warnings  {warnings:#?}",
                row.rule, row.doc, row.warnings
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn bad_entries_are_all_counted_and_the_first_few_kept() {
    let bad = "p({class:\"x.A\",id:1})\n".to_owned() + &"p({oops\n".repeat(8);
    let (_dir, inferred) = {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.jrl"), bad).unwrap();
        let found = folio_journal::discover(&[dir.path().to_owned()]).unwrap();
        let options = InferOptions {
            bad_entry_limit: 3,
            ..InferOptions::default()
        };
        let inferred = infer(&found, &options).unwrap();
        (dir, inferred)
    };
    assert_eq!((inferred.counts.skipped, inferred.counts.entries), (8, 1));
    let lines: Vec<u32> = inferred
        .warnings
        .iter()
        .map(|w| match w {
            Warning::BadEntry { line, .. } => *line,
            other => panic!("{other}"),
        })
        .collect();
    assert_eq!(lines, [2, 3, 4]);
}

/// The whole document of one small journal, byte for byte: the fields written, their order,
/// the marks, and `source` naming where each class was first seen. The loader reads it.
#[test]
fn the_document_as_written() {
    let (dir, inferred) = infer_files(&[(
        "regions.jrl",
        "p({code:\"CA\",pop:39,s:{class:\"x.S\",ordinal:2}})\nr({class:\"x.Region\",code:\"CA\"})\n",
    )]);
    let text = inferred
        .doc
        .to_json()
        .replace(&dir.path().display().to_string(), "$DIR");
    let want = r#"{
  "models": [
    {
      "class": "x.Region",
      "ids": [
        "code"
      ],
      "properties": [
        {
          "name": "code",
          "type": "String",
          "inferred": [
            "type"
          ]
        },
        {
          "name": "pop",
          "type": "Long",
          "inferred": [
            "type"
          ]
        },
        {
          "name": "s",
          "type": "Enum",
          "of": "x.S",
          "inferred": [
            "type"
          ]
        }
      ],
      "source": "$DIR/regions.jrl:1"
    }
  ],
  "enums": [
    {
      "class": "x.S",
      "values": [
        "VALUE_2"
      ],
      "ordinals": [
        2
      ],
      "inferred": [
        "values"
      ]
    }
  ],
  "daos": {
    "regions": "x.Region"
  }
}
"#;
    assert_eq!(text, want);
    let c = &inferred.counts;
    assert_eq!(
        (
            c.classes,
            c.enums,
            c.properties,
            c.typed,
            c.ids_shown,
            c.ids_guessed,
            c.entries
        ),
        (1, 1, 3, 3, 1, 0, 2)
    );
    // The loader takes it as it is: the enum's constant under its made-up name.
    let registry = folio_models::Registry::from_slice(text.as_bytes()).unwrap();
    assert!(registry.warnings().is_empty(), "{:?}", registry.warnings());
    assert_eq!(
        registry.enum_def("x.S").unwrap().name_of(2),
        Some("VALUE_2")
    );
}

/// The same journals give the same bytes; classes and enums come sorted by name.
#[test]
fn output_is_sorted_and_repeatable() {
    let files = [
        ("b.jrl", "p({class:\"z.Z\",id:1})\n"),
        ("a.jrl", "p({class:\"y.Y\",id:1,e:{class:\"b.E\",ordinal:1}})\np({class:\"a.A\",id:1,e:{class:\"a.E\",ordinal:0}})\n"),
    ];
    let (dir, first) = infer_files(&files);
    let (dir2, second) = infer_files(&files);
    let a = first
        .doc
        .to_json()
        .replace(&dir.path().display().to_string(), "$DIR");
    let b = second
        .doc
        .to_json()
        .replace(&dir2.path().display().to_string(), "$DIR");
    assert_eq!(a, b);
    let classes: Vec<&str> = first.doc.models.iter().map(|m| &*m.class).collect();
    assert_eq!(classes, ["a.A", "y.Y", "z.Z"]);
    let enums: Vec<&str> = first.doc.enums.iter().map(|e| &*e.class).collect();
    assert_eq!(enums, ["a.E", "b.E"]);
}
