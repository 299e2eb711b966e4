//! One row per rule of `folio models import` (docs/format.md, "Registries from FOAM sources"):
//! small source trees written to a temporary directory, imported, and the result described in
//! one line per class. Each row fails when its rule is taken out of the importer.

use std::path::PathBuf;

use serde_json::Value;

/// A FOAM core of package `pkg`: the property classes the rows use, with FOAM's own chains
/// (Long extends Int, DateTime extends Date, FObjectArray extends Array).
fn core(pkg: &str) -> String {
    let classes = [
        ("Property", None),
        ("String", Some("Property")),
        ("Int", Some("Property")),
        ("Long", Some("Int")),
        ("Boolean", Some("Property")),
        ("Date", Some("Property")),
        ("DateTime", Some("Date")),
        ("Enum", Some("Property")),
        ("Reference", Some("Property")),
        ("FObjectProperty", Some("Property")),
        ("Array", Some("Property")),
        ("FObjectArray", Some(&*format!("{pkg}.Array"))),
        ("StringArray", Some("Property")),
        ("Map", Some("Property")),
        ("Class", Some("Property")),
    ];
    let mut text = String::new();
    // FOAM's 2024 tree writes its root `Property` as extending FObject; 2026's names no parent.
    let classes = classes.map(|(name, parent)| match (name, pkg) {
        ("Property", "foam.core") => (name, Some("FObject")),
        _ => (name, parent),
    });
    for (name, parent) in classes {
        let extends = parent.map_or(String::new(), |p| format!(", extends: '{p}'"));
        text.push_str(&format!(
            "foam.CLASS({{ package: '{pkg}', name: '{name}'{extends} }});\n"
        ));
    }
    text
}

/// Imports `trees` (each a list of (file, text)) and describes `classes`.
fn import(trees: &[&[(&str, &str)]], classes: &[&str]) -> (String, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let mut roots = Vec::new();
    for (i, files) in trees.iter().enumerate() {
        let root = dir.path().join(format!("tree{i}"));
        for (name, text) in files.iter() {
            let path = root.join(name);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, text).unwrap();
        }
        roots.push(root);
    }
    let imported = folio_import::import(&roots).expect("import");
    let doc: Value = serde_json::from_str(&imported.registry.to_json()).unwrap();
    let warnings = imported
        .warnings
        .iter()
        .map(|w| {
            let file = w
                .file
                .strip_prefix(dir.path())
                .unwrap_or(&w.file)
                .to_owned();
            // Paths inside a warning's text are written relative to the temporary directory too.
            format!("{}:{}: {:?}", file.display(), w.line, w.kind)
                .replace(&format!("{}/", dir.path().display()), "")
        })
        .collect();
    let mut lines = Vec::new();
    for class in classes {
        lines.push(describe(&doc, class));
    }
    (lines.join("\n"), warnings)
}

/// `class ids=[..] name:Type(of)->valueType/short ...`, or the enum's `NAME=ordinal` list.
fn describe(doc: &Value, class: &str) -> String {
    let find = |section: &str| {
        doc[section]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["class"] == class)
            .cloned()
    };
    if let Some(e) = find("enums") {
        let values = e["values"].as_array().unwrap();
        let ordinals: Vec<i64> = match e.get("ordinals") {
            Some(o) => o
                .as_array()
                .unwrap()
                .iter()
                .map(|o| o.as_i64().unwrap())
                .collect(),
            None => (0..values.len() as i64).collect(),
        };
        let labels = e.get("labels").and_then(Value::as_array);
        let parts: Vec<String> = values
            .iter()
            .zip(&ordinals)
            .enumerate()
            .map(|(i, (v, o))| {
                let label = labels
                    .and_then(|l| l[i].as_str())
                    .filter(|l| !l.is_empty())
                    .map_or(String::new(), |l| format!("'{l}'"));
                format!("{}={o}{label}", v.as_str().unwrap())
            })
            .collect();
        return format!("{class}: {}", parts.join(" "));
    }
    let Some(m) = find("models") else {
        return format!("{class}: absent");
    };
    let ids: Vec<&str> = m["ids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap())
        .collect();
    let mut out = format!("{class} ids={}", ids.join(","));
    for p in m["properties"].as_array().unwrap() {
        out.push(' ');
        out.push_str(p["name"].as_str().unwrap());
        out.push(':');
        out.push_str(p["type"].as_str().unwrap());
        if let Some(of) = p.get("of") {
            out.push_str(&format!("({})", of.as_str().unwrap()));
        }
        if let Some(v) = p.get("valueType") {
            out.push_str(&format!("->{}", v.as_str().unwrap()));
        }
        if let Some(s) = p.get("shortName") {
            out.push_str(&format!("/{}", s.as_str().unwrap()));
        }
        if let Some(a) = p.get("aliases") {
            let a: Vec<&str> = a
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap())
                .collect();
            out.push_str(&format!("~{}", a.join("~")));
        }
    }
    out
}

struct Row {
    rule: &'static str,
    /// The files of the application tree (a `foam.lang` core is loaded before them).
    files: &'static [(&'static str, &'static str)],
    classes: &'static [&'static str],
    want: &'static str,
}

const ROWS: &[Row] = &[
    Row {
        rule: "property declarations: a bare name, a [name, default] pair, an object; the default id",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'A', properties: [ 'plain', ['pair', 3], { class: 'String', name: 'obj' } ] });",
        )],
        classes: &["x.A"],
        want: "x.A ids=id plain:Object pair:Object obj:String",
    },
    Row {
        rule: "property classes map to types through their extends chain, the application's own included",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'Money', extends: 'Long' });\n\
             foam.CLASS({ package: 'x', name: 'Cents', extends: 'x.Money' });\n\
             foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'x.Cents', name: 'price' },\n\
               { class: 'DateTime', name: 'at' }, { class: 'FObjectArray', of: 'x.A', name: 'kids' },\n\
               { class: 'StringArray', name: 'tags' }, { class: 'Map', name: 'm' }, { class: 'Class', name: 'c' } ] });",
        )],
        classes: &["x.A"],
        want: "x.A ids=id price:Long at:DateTime kids:FObjectArray(x.A) tags:StringArray m:Map c:Class",
    },
    Row {
        rule: "a property class's own default `of`",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'P' });\n\
             foam.CLASS({ package: 'x', name: 'PProperty', extends: 'FObjectProperty', properties: [ ['of', 'x.P'] ] });\n\
             foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'x.PProperty', name: 'p' } ] });",
        )],
        classes: &["x.A"],
        want: "x.A ids=id p:FObject(x.P)",
    },
    Row {
        rule: "a property without a name takes its property class's default name (`{ name: 'name', value }`, `['name', x]`, a parent's); `class: ''` is the plain Property",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'JavaType', extends: 'String', properties: [ { name: 'name', value: 'javaType' } ] });\n\
             foam.CLASS({ package: 'x', name: 'Named', extends: 'Long', properties: [ ['name', 'count'] ] });\n\
             foam.CLASS({ package: 'x', name: 'SubNamed', extends: 'x.Named' });\n\
             foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'x.JavaType' }, { class: 'x.SubNamed', shortName: 'c' },\n\
               { class: '', name: 'onClose' }, { class: 'Class', of: 'x.A' } ] });",
        )],
        classes: &["x.A"],
        want: "x.A ids=id javaType:String count:Long/c onClose:Object",
    },
    Row {
        rule: "__copyFrom__: a copy of another class's property (by its constant), the copy's own settings over it; a class given wins over it",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'Theme', properties: [ { class: 'Long', name: 'id' },\n\
               { class: 'Long', name: 'topNavLogo', shortName: 't' }, { class: 'Reference', of: 'x.Theme', name: 'parentTheme' } ] });\n\
             foam.CLASS({ package: 'x', name: 'Facade', properties: [ { __copyFrom__: 'x.Theme.TOP_NAV_LOGO', shortName: 'logo' },\n\
               { __copyFrom__: 'x.Theme.PARENT_THEME', name: 'parent' }, { class: 'String', name: 's', __copyFrom__: 'x.Theme.ID' } ] });",
        )],
        classes: &["x.Facade"],
        want: "x.Facade ids=id topNavLogo:Long/logo parent:Reference(x.Theme)->Long s:String",
    },
    Row {
        rule: "extends: parent's properties first; a child's same-named property is laid over the parent's (replacing it when of another property class)",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'Base', properties: [ { class: 'Long', name: 'id', shortName: 'i' }, { class: 'String', name: 'n', shortName: 'nn' }, 'o' ] });\n\
             foam.CLASS({ package: 'x', name: 'Sub', extends: 'x.Base', properties: [ { class: 'Long', name: 'id', aliases: ['key'] }, { class: 'Int', name: 'n' }, 'extra' ] });",
        )],
        classes: &["x.Sub"],
        want: "x.Sub ids=id id:Long/i~key n:Int o:Object extra:Object",
    },
    Row {
        rule: "refines: a refinement in another file adds and changes properties, also of subclasses",
        files: &[
            (
                "a.js",
                "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'String', name: 'a' } ] });\n\
                 foam.CLASS({ package: 'x', name: 'B', extends: 'x.A' });",
            ),
            (
                "z.js",
                "foam.CLASS({ refines: 'x.A', properties: [ { name: 'a', shortName: 'aa' }, { class: 'Boolean', name: 'added' } ] });",
            ),
        ],
        classes: &["x.A", "x.B"],
        want: "x.A ids=id a:String/aa added:Boolean\nx.B ids=id a:String/aa added:Boolean",
    },
    Row {
        rule: "implements: an interface's properties that the class lacks come before its own",
        files: &[(
            "a.js",
            "foam.INTERFACE({ package: 'x', name: 'Named', properties: [ { class: 'String', name: 'name' } ] });\n\
             foam.CLASS({ package: 'x', name: 'A', implements: ['x.Named'], properties: [ { class: 'Long', name: 'id' } ] });",
        )],
        classes: &["x.A", "x.Named"],
        want: "x.A ids=id name:String id:Long\nx.Named: absent",
    },
    Row {
        rule: "an INTERFACE with proxy: true makes ProxyX with a delegate",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'foam.lang', name: 'Proxy', extends: 'FObjectProperty' });\n\
             foam.INTERFACE({ package: 'x', name: 'Sink', proxy: true });",
        )],
        classes: &["x.ProxySink"],
        want: "x.ProxySink ids=id delegate:FObject(x.Sink)",
    },
    Row {
        rule: "ids: one is an alias, several a compound id; a subclass inherits them",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'A', ids: ['code'], properties: [ { class: 'String', name: 'code' } ] });\n\
             foam.CLASS({ package: 'x', name: 'B', extends: 'x.A' });\n\
             foam.CLASS({ package: 'x', name: 'C', ids: ['a', 'b'], properties: [ { class: 'Long', name: 'a' }, { class: 'Long', name: 'b' } ] });",
        )],
        classes: &["x.A", "x.B", "x.C"],
        want: "x.A ids=code code:String\nx.B ids=code code:String\nx.C ids=a,b a:Long b:Long",
    },
    Row {
        rule: "a Reference takes its target's id type, through an id alias, a Reference id, and FObject for a compound id",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'Country', ids: ['code'], properties: [ { class: 'String', name: 'code' } ] });\n\
             foam.CLASS({ package: 'x', name: 'Profile', ids: ['country'], properties: [ { class: 'Reference', of: 'x.Country', name: 'country' } ] });\n\
             foam.CLASS({ package: 'x', name: 'Pair', ids: ['a', 'b'], properties: [ 'a', 'b' ] });\n\
             foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'Reference', of: 'x.Country', name: 'c' },\n\
               { class: 'Reference', of: 'x.Profile', name: 'p' }, { class: 'Reference', of: 'x.Pair', name: 'q' } ] });",
        )],
        classes: &["x.A"],
        want: "x.A ids=id c:Reference(x.Country)->String p:Reference(x.Profile)->String q:Reference(x.Pair)->FObject",
    },
    Row {
        rule: "a 1:* relationship adds the inverse reference to its target, with targetProperty's settings",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'Group', ids: ['name'], properties: [ { class: 'String', name: 'name' } ] });\n\
             foam.CLASS({ package: 'x', name: 'User', properties: [ { class: 'Long', name: 'id' } ] });\n\
             foam.RELATIONSHIP({ sourceModel: 'x.Group', targetModel: 'x.User', forwardName: 'users', inverseName: 'group', targetProperty: { shortName: 'g' } });",
        )],
        classes: &["x.User"],
        want: "x.User ids=id id:Long group:Reference(x.Group)->String/g",
    },
    Row {
        rule: "a *:* relationship defines its junction class (sourceId, targetId), which refinements may extend",
        files: &[
            (
                "a.js",
                "foam.CLASS({ package: 'x', name: 'User', properties: [ { class: 'Long', name: 'id' } ] });\n\
                 foam.CLASS({ package: 'y', name: 'Group', ids: ['name'], properties: [ { class: 'String', name: 'name' } ] });\n\
                 foam.RELATIONSHIP({ sourceModel: 'x.User', targetModel: 'y.Group', cardinality: '*:*', forwardName: 'groups', inverseName: 'users' });",
            ),
            (
                "b.js",
                "foam.CLASS({ refines: 'x.UserGroupJunction', properties: [ { class: 'Boolean', name: 'admin' } ] });",
            ),
        ],
        classes: &["x.UserGroupJunction", "x.User"],
        want: "x.UserGroupJunction ids=sourceId,targetId sourceId:Reference(x.User)->Long/s targetId:Reference(y.Group)->String/t admin:Boolean\nx.User ids=id id:Long",
    },
    Row {
        rule: "inner classes and enums are Outer.Inner",
        files: &[(
            "a.js",
            "foam.CLASS({ package: 'x', name: 'Outer', classes: [ { name: 'Inner', properties: [ { class: 'Int', name: 'n' } ] } ],\n\
               enums: [ { name: 'Kind', values: [ { name: 'ONE' } ] } ] });",
        )],
        classes: &["x.Outer.Inner", "x.Outer.Kind"],
        want: "x.Outer.Inner ids=id n:Int\nx.Outer.Kind: ONE=0",
    },
    Row {
        rule: "enums: explicit ordinals, implicit ones one past the largest so far, constant names, labels",
        files: &[(
            "a.js",
            "foam.ENUM({ package: 'x', name: 'State', values: [ { name: 'NEW', label: 'New' }, { name: 'DONE', ordinal: 5 },\n\
               { name: 'ARCHIVED' }, { name: 'OLD', ordinal: 2 }, { name: 'AFTER' }, 'someValue' ] });",
        )],
        classes: &["x.State"],
        want: "x.State: NEW=0'New' DONE=5 ARCHIVED=6 OLD=2 AFTER=7 SOME_VALUE=8'someValue'",
    },
    Row {
        rule: "an Enum property keeps its of; bare names resolve through requires and the class's package",
        files: &[(
            "a.js",
            "foam.ENUM({ package: 'x', name: 'State', values: [ 'A' ] });\n\
             foam.CLASS({ package: 'y', name: 'Item' });\n\
             foam.CLASS({ package: 'x', name: 'A', requires: ['y.Item'], properties: [ { class: 'Enum', of: 'State', name: 's' },\n\
               { class: 'FObjectProperty', of: 'Item', name: 'i' } ] });",
        )],
        classes: &["x.A"],
        want: "x.A ids=id s:Enum(x.State) i:FObject(y.Item)",
    },
    Row {
        rule: "only calls made at load count: a definition inside a function is not one",
        files: &[(
            "a.js",
            "function later() { foam.CLASS({ package: 'x', name: 'Hidden' }); }\n\
             (function() { foam.CLASS({ package: 'x', name: 'Shown' }); })();",
        )],
        classes: &["x.Hidden", "x.Shown"],
        want: "x.Hidden: absent\nx.Shown ids=id",
    },
];

#[test]
fn each_rule() {
    let core_text = core("foam.lang");
    let core_files: &[(&str, &str)] = &[("foam/lang/core.js", &core_text)];
    let mut failures = Vec::new();
    for row in ROWS {
        let (got, warnings) = import(&[core_files, row.files], row.classes);
        if got != row.want {
            failures.push(format!(
                "rule: {}\n  got:  {}\n  want: {}\n  warnings: {warnings:?}",
                row.rule,
                got.replace('\n', "\n        "),
                row.want.replace('\n', "\n        ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The core package is read from the tree: with a 2024-style core (`foam.core`), bare names
/// resolve there; nothing maps one era's names to the other's.
#[test]
fn either_era_from_the_tree_itself() {
    let app = "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'Long', name: 'id' }, { class: 'Reference', of: 'A', name: 'r' } ] });";
    for pkg in ["foam.core", "foam.lang"] {
        let core_text = core(pkg);
        let (got, warnings) = import(&[&[("core.js", &core_text)], &[("a.js", app)]], &["x.A"]);
        assert_eq!(got, "x.A ids=id id:Long r:Reference(x.A)->Long", "{pkg}");
        assert!(warnings.is_empty(), "{warnings:?}");
    }
}

/// FOAM's Java rules (a tree whose property classes have a `javaInfoType`) apply to a property
/// as it is named: one named by its property class's default and one copied with
/// `__copyFrom__` (which takes the copied property's Java settings, its own laid over them) are
/// kept or left out as a property written out in full would be.
#[test]
fn java_rules_apply_to_named_and_copied_properties() {
    let core_text = core("foam.lang");
    let java = "foam.CLASS({ refines: 'foam.lang.String', flags: ['java'], properties: [ ['javaInfoType', 'foam.lang.AbstractStringPropertyInfo'] ] });\n\
        foam.CLASS({ refines: 'foam.lang.Long', flags: ['java'], properties: [ ['javaInfoType', 'foam.lang.AbstractLongPropertyInfo'] ] });";
    let app = "foam.CLASS({ package: 'x', name: 'JavaType', extends: 'String', properties: [ { name: 'name', value: 'javaType' } ] });\n\
        foam.CLASS({ package: 'x', name: 'ViewSpec', extends: 'Property', properties: [ ['name', 'view'] ] });\n\
        foam.CLASS({ package: 'x', name: 'Theme', properties: [ { class: 'Long', name: 'logo', generateJava: false }, { class: 'String', name: 'title' } ] });\n\
        foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'x.JavaType' }, { class: 'x.ViewSpec' },\n\
          { __copyFrom__: 'x.Theme.LOGO' }, { __copyFrom__: 'x.Theme.TITLE' }, { __copyFrom__: 'x.Theme.LOGO', name: 'logo2', generateJava: true } ] });";
    let (got, warnings) = import(
        &[
            &[
                ("foam/lang/core.js", &core_text),
                ("foam/java/refinements.js", java),
            ],
            &[("a.js", app)],
        ],
        &["x.Theme", "x.A"],
    );
    assert_eq!(
        got,
        "x.Theme ids=id title:String\nx.A ids=id javaType:String title:String logo2:Long"
    );
    assert!(warnings.is_empty(), "{warnings:?}");
}

/// A later tree's definition of a class wins, without a warning; a duplicate inside one tree is
/// a warning (and the later one, in load order, is used).
#[test]
fn later_trees_win() {
    let core_text = core("foam.lang");
    let first: &[(&str, &str)] = &[
        ("core.js", &core_text),
        ("a.js", "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'Long', name: 'n' } ] });"),
    ];
    let second: &[(&str, &str)] = &[(
        "a.js",
        "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'String', name: 'n' } ] });",
    )];
    let (got, warnings) = import(&[first, second], &["x.A"]);
    assert_eq!(got, "x.A ids=id n:String");
    assert!(warnings.is_empty(), "{warnings:?}");

    let dup: &[(&str, &str)] = &[
        ("core.js", &core_text),
        ("a.js", "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'Long', name: 'n' } ] });"),
        ("b.js", "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'Int', name: 'n' } ] });"),
    ];
    let (got, warnings) = import(&[dup], &["x.A"]);
    assert_eq!(got, "x.A ids=id n:Int");
    assert_eq!(
        warnings,
        vec![
            "tree0/b.js:1: Duplicate { id: \"x.A\", earlier_file: \"tree0/a.js\", earlier_line: 1 }"
                .to_string()
        ]
    );
}

/// Bad input: each problem is a warning naming file:line, and the rest is imported.
#[test]
fn bad_input_is_a_warning_with_its_place() {
    let core_text = core("foam.lang");
    let files: &[(&str, &str)] = &[
        ("core.js", &core_text),
        // FOAM cannot load a file that does not parse, so nothing of it is imported either.
        ("broken.js", "foam.CLASS({ package: 'x', name: 'Lost' });\n\nfoam.CLASS({ name: 'B' "),
        ("ok.js", "foam.CLASS({ package: 'x', name: 'Ok' });"),
        (
            "orphan.js",
            "\nfoam.CLASS({ package: 'x', name: 'Orphan', extends: 'x.Missing', properties: [ { class: 'Long', name: 'n' } ] });",
        ),
        (
            "odd.js",
            "foam.CLASS({ package: 'x', name: 'Odd', properties: [\n  { class: 'x.NoSuchProperty', name: 'p' } ] });",
        ),
        ("refine.js", "foam.CLASS({ refines: 'x.Nowhere', properties: ['a'] });"),
    ];
    let (got, warnings) = import(&[files], &["x.Lost", "x.Ok", "x.Orphan", "x.Odd"]);
    assert_eq!(
        got,
        "x.Lost: absent\nx.Ok ids=id\nx.Orphan ids=id n:Long\nx.Odd ids=id p:Object"
    );
    let places: Vec<&str> = warnings
        .iter()
        .map(|w| w.split(": ").next().unwrap())
        .collect();
    assert_eq!(
        places,
        vec![
            "tree0/broken.js:3",
            "tree0/odd.js:2",
            "tree0/orphan.js:2",
            "tree0/refine.js:1"
        ],
        "{warnings:#?}"
    );
    assert!(warnings[0].contains("Syntax"), "{warnings:?}");
    assert!(warnings[1].contains("UnknownPropertyClass"));
    assert!(warnings[2].contains("MissingParent"));
    assert!(warnings[3].contains("UnknownRefinement"));
}

/// What a reader gets: the imported registry loads in folio, with no warnings of its own.
#[test]
fn the_registry_loads() {
    let core_text = core("foam.lang");
    let dir = tempfile::tempdir().unwrap();
    let root: PathBuf = dir.path().to_owned();
    std::fs::write(root.join("core.js"), &core_text).unwrap();
    for row in ROWS {
        std::fs::write(root.join("app.js"), row.files[0].1).unwrap();
        let imported = folio_import::import(std::slice::from_ref(&root)).unwrap();
        let registry = folio_models::Registry::from_slice(imported.registry.to_json().as_bytes())
            .unwrap_or_else(|e| panic!("{}: {e:?}", row.rule));
        assert!(
            registry.warnings().is_empty(),
            "{}: {:?}",
            row.rule,
            registry.warnings()
        );
    }
}

/// Deep input is bounded: a 20,000-class `extends` chain and a cycle resolve, and brackets nested
/// past the limit make that file a warning (the rest imported). The limit keeps the parser's
/// recursion within its stack; without it a deep enough file aborts the process.
#[test]
fn deep_input_is_bounded() {
    let mut chain = String::from("foam.CLASS({ package: 'x', name: 'C0', properties: [ { class: 'Long', name: 'id' } ] });\n");
    for i in 1..20_000 {
        chain.push_str(&format!(
            "foam.CLASS({{ package: 'x', name: 'C{i}', extends: 'x.C{}' }});\n",
            i - 1
        ));
    }
    chain.push_str("foam.CLASS({ package: 'x', name: 'Loop1', extends: 'x.Loop2' });\n");
    chain.push_str(
        "foam.CLASS({ package: 'x', name: 'Loop2', extends: 'x.Loop1', properties: [ 'p' ] });\n",
    );
    // 20,000 classes each copying the next one's property (`__copyFrom__`): reading a copy
    // flattens the class it copies from, so the depth of copies in copies is bounded.
    let mut copies = String::new();
    for i in 0..20_000 {
        copies.push_str(&format!(
            "foam.CLASS({{ package: 'x', name: 'K{i}', properties: [ {{ __copyFrom__: 'x.K{}.P', name: 'p' }} ] }});\n",
            i + 1
        ));
    }
    let deep = format!("x = {}1{};", "[".repeat(5_000), "]".repeat(5_000));
    let core_text = core("foam.lang");
    let (got, warnings) = import(
        &[&[
            ("core.js", &core_text),
            ("chain.js", &chain),
            ("copies.js", &copies),
            ("deep.js", &deep),
        ]],
        &["x.C19999", "x.Loop1", "x.K0"],
    );
    assert_eq!(
        got,
        "x.C19999 ids=id id:Long\nx.Loop1 ids=id p:Object\nx.K0 ids=id p:Object"
    );
    let (copies, rest): (Vec<_>, Vec<_>) = warnings
        .iter()
        .partition(|w| w.contains("UnknownCopySource"));
    // The last class copies from one no tree defines; some copies are cut at the depth bound.
    assert!(
        !copies.is_empty() && copies.len() < 20_000,
        "{}",
        copies.len()
    );
    assert_eq!(rest.len(), 2, "{rest:?}");
    assert!(rest[0].contains("CyclicExtends"), "{rest:?}");
    assert!(rest[1].starts_with("tree0/deep.js:1: Syntax"), "{rest:?}");
}

/// One row per reading of a property's default: its declaration in `x.A` (beside enum `x.Mode`
/// of `OFF`, `ON` = 5 and `AUTO`, and class `x.T`, whose id is a Long), and the registry's
/// `default` (JSON) or why it is left out (as the report says it). Each row fails when its case
/// is taken out of the importer.
#[test]
fn defaults_constant_or_left_out() {
    #[rustfmt::skip]
    let rows: &[(&str, &str)] = &[
        ("{ class: 'String', name: 'p', value: 'GMT' }", "\"GMT\""),
        ("{ class: 'String', name: 'p', value: `t` }", "\"t\""),
        ("{ class: 'String', name: 'p', value: '' }", "\"\""),
        ("{ class: 'Int', name: 'p', value: 1024 }", "1024"),
        ("{ class: 'Int', name: 'p', value: -1 }", "-1"),
        ("{ class: 'Int', name: 'p', value: -2147483648 }", "-2147483648"),
        ("{ class: 'Int', name: 'p', value: 2147483648 }", "`value` 2147483648 is no constant of Int"),
        ("{ class: 'Int', name: 'p', value: 1.5 }", "`value` 1.5 is no constant of Int"),
        ("{ class: 'Long', name: 'p', value: 0x10 }", "16"),
        ("{ class: 'Long', name: 'p', value: 'x' }", "`value` \"x\" is no constant of Long"),
        ("{ class: 'Boolean', name: 'p', value: true }", "true"),
        ("{ class: 'Boolean', name: 'p', value: 1 }", "`value` 1 is no constant of Boolean"),
        ("{ class: 'DateTime', name: 'p', value: 86400000 }", "86400000"),
        // An Enum's constant: by path, by name (constantized, as FOAM's adapt), by ordinal.
        ("{ class: 'Enum', of: 'x.Mode', name: 'p', value: x.Mode.ON }", "\"ON\""),
        ("{ class: 'Enum', of: 'x.Mode', name: 'p', value: 'auto' }", "\"AUTO\""),
        ("{ class: 'Enum', of: 'x.Mode', name: 'p', value: 5 }", "\"ON\""),
        ("{ class: 'Enum', of: 'x.Mode', name: 'p', value: 'GONE' }", "`value` \"GONE\" is no constant of Enum"),
        ("{ class: 'Enum', of: 'x.Mode', name: 'p', value: x.Other.ON }", "`value` x.Other.ON is no constant of Enum"),
        ("{ class: 'Reference', of: 'x.T', name: 'p', value: 7 }", "7"),
        ("{ class: 'Reference', of: 'x.T', name: 'p', value: 'x' }", "`value` \"x\" is no constant of Reference"),
        ("{ class: 'String', name: 'p', value: foam.x.Y.Z }", "`value` is code, not a constant"),
        ("{ class: 'String', name: 'p', value: null }", "`value` null is no constant of String"),
        ("{ class: 'StringArray', name: 'p', value: ['a'] }", "`value` an array is no constant of StringArray"),
        ("{ class: 'String', name: 'p', value: f() }", "`value` is code, not a constant"),
        ("{ class: 'String', name: 'p', factory: function() { return 'x'; } }", "computed by `factory`"),
        ("{ class: 'String', name: 'p', expression: function(q) { return q; } }", "computed by `expression`"),
        // Java's getter runs `javaFactory` whatever `value` says; JavaScript's `factory` is not Java's.
        ("{ class: 'String', name: 'p', value: 'v', javaFactory: 'return \"x\";' }", "computed by `javaFactory`"),
        ("{ class: 'String', name: 'p', value: 'v', factory: function() { return 'x'; } }", "\"v\""),
        ("{ class: 'String', name: 'p' }", "none"),
    ];
    let mut failures = Vec::new();
    for (declaration, want) in rows {
        let source = format!(
            "foam.ENUM({{ package: 'x', name: 'Mode', values: [ 'OFF', {{ name: 'ON', ordinal: 5 }}, 'AUTO' ] }});\n\
             foam.ENUM({{ package: 'x', name: 'Other', values: [ 'ON' ] }});\n\
             foam.CLASS({{ package: 'x', name: 'T', properties: [ {{ class: 'Long', name: 'id' }} ] }});\n\
             foam.CLASS({{ package: 'x', name: 'A', properties: [ {declaration} ] }});"
        );
        let tree = vec![
            (PathBuf::from("core.js"), core("foam.lang").into_bytes()),
            (PathBuf::from("x.js"), source.into_bytes()),
        ];
        let imported = folio_import::import_texts(&[tree]);
        let doc: Value = serde_json::from_str(&imported.registry.to_json()).unwrap();
        let model = doc["models"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["class"] == "x.A")
            .unwrap();
        let default = &model["properties"][0]["default"];
        let got = match (default, &imported.defaults_left_out[..]) {
            (Value::Null, []) => "none".to_owned(),
            (Value::Null, [left_out]) => {
                let text = left_out.to_string();
                text.split_once("x.A.p: ").unwrap().1.to_owned()
            }
            (d, []) => d.to_string(),
            (d, left_out) => format!("{d} and left out: {left_out:?}"),
        };
        if got != *want {
            failures.push(format!("{declaration}\n  got:  {got}\n  want: {want}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Whether Dates are kept at noon is read from the tree's FOAM: a Java refinement of its Date
/// property class that adapts a value to noon GMT (FOAM 2026) leaves the registry's default
/// (noon); a Date without one (FOAM 2024) writes `"dateAtNoon": false`, which types the app's
/// Date properties as DateTimes; a tree without FOAM's Date says nothing.
#[test]
fn date_at_noon_from_the_trees_date_refinement() {
    let app = "foam.CLASS({ package: 'x', name: 'A', properties: [ { class: 'Long', name: 'id' }, { class: 'Date', name: 'born' } ] });";
    let noon = "foam.CLASS({ package: 'foam.java', name: 'DateJavaRefinement', refines: 'PKG.Date', properties: [ ['javaType', 'java.util.Date'], ['javaAdapt', `\n val = val != null ? new java.util.Date(val.getTime() / 86400000l * 86400000l + 43200000l) : null;\n`] ] });";
    let plain = "foam.CLASS({ package: 'foam.java', name: 'DateJavaRefinement', refines: 'PKG.Date', properties: [ ['javaType', 'java.util.Date'] ] });";
    let rows = [
        ("foam.lang", Some(noon), None, "Date"),
        ("foam.core", Some(plain), Some(false), "DateTime"),
        ("foam.core", None, Some(false), "DateTime"),
    ];
    for (pkg, refinement, want, born) in rows {
        let dir = tempfile::tempdir().unwrap();
        let root: PathBuf = dir.path().to_owned();
        std::fs::write(root.join("core.js"), core(pkg)).unwrap();
        if let Some(refinement) = refinement {
            std::fs::write(root.join("java.js"), refinement.replace("PKG", pkg)).unwrap();
        }
        std::fs::write(root.join("x.js"), app).unwrap();
        let imported = folio_import::import(std::slice::from_ref(&root)).unwrap();
        let json = imported.registry.to_json();
        let doc: Value = serde_json::from_str(&json).unwrap();
        assert_eq!(
            doc.get("dateAtNoon").and_then(Value::as_bool),
            want,
            "{pkg}"
        );
        let registry = folio_models::Registry::from_slice(json.as_bytes()).unwrap();
        let model = registry.model(registry.model_id("x.A").unwrap());
        let ty = &model.properties[model.property("born").unwrap()].ty;
        assert_eq!(format!("{ty:?}"), born, "{pkg}");
    }
    // Without FOAM's Date among the trees, nothing is said.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("x.js"), app).unwrap();
    let imported = folio_import::import(&[dir.path().to_owned()]).unwrap();
    assert!(!imported.registry.to_json().contains("dateAtNoon"));
}
