//! Exact bytes of journal-style entries for hand-checked objects: what the journal writer
//! appends and what the reference runtime would write for the same objects.

mod common;

use common::registry;
use folio_models::Registry;
use folio_store::{Class, Fields, Map, Object, Value};

fn typed(registry: &Registry, class: &str, fields: Vec<(&str, Value)>) -> Object {
    let id = registry.model_id(class).unwrap();
    let mut object = Object::typed(id, registry);
    let model = registry.model(id);
    let Fields::Typed(record) = &mut object.fields else {
        unreachable!()
    };
    for (name, value) in fields {
        record.set(model.property(name).unwrap(), Some(value));
    }
    object
}

fn generic(class: Class, fields: Vec<(&str, Value)>) -> Object {
    Object::generic(
        class,
        fields.into_iter().map(|(k, v)| (k.into(), v)).collect(),
    )
}

fn s(text: &str) -> Value {
    Value::Str(text.into())
}

fn obj(object: Object) -> Value {
    Value::Object(Box::new(object))
}

/// A `t.All` with short names, a key that is no identifier, a date, an enum, a nested object.
fn sample(reg: &Registry) -> Object {
    let child = typed(reg, "t.Child", vec![("id", s("x")), ("label", s("é"))]);
    typed(
        reg,
        "t.All",
        vec![
            ("id", Value::Int(1)),
            ("str", s("a\"b\\c/")),
            ("long", Value::Int(-5)),
            ("dbl", Value::Float(100.0)),
            ("bool", Value::Bool(false)),
            ("date", Value::Date(1_700_000_000_123)),
            ("state", Value::Enum(5)),
            ("child", obj(child)),
            ("cls", Value::Class("foam.core.X".into())),
            ("odd-key", s("v")),
        ],
    )
}

fn text(out: Vec<u8>) -> String {
    String::from_utf8(out).unwrap()
}

#[test]
fn creates() {
    let reg = registry();
    let all = sample(&reg);
    let body = r#"id:1,s:"a\"b\\c/",l:-5,d:100.0,bool:false,date:1700000000123,state:5,ch:{class:"t.Child",id:"x",lb:"\u00e9"},cls:"foam.core.X","odd-key":"v""#;
    let cases: Vec<(&Object, Option<&str>, String)> = vec![
        // The DAO's default class is omitted; any other is written first.
        (&all, Some("t.All"), format!("c({{{body}}})\n")),
        (&all, None, format!("c({{class:\"t.All\",{body}}})\n")),
        (
            &all,
            Some("t.Child"),
            format!("c({{class:\"t.All\",{body}}})\n"),
        ),
    ];
    for (object, default, want) in cases {
        let mut out = Vec::new();
        folio_render::write_create(object, default, &reg, &mut out);
        assert_eq!(text(out), want, "default {default:?}");
    }
}

#[test]
fn strings_are_ascii_with_u_escapes() {
    let reg = registry();
    let object = generic(
        Class::named("g.Thing"),
        vec![
            ("id", s("😀")),
            ("a b", s("\n\t\r\u{0}\u{1f}\u{7f}~ ")),
            ("é", s("日本\u{10ffff}")),
            ("q", s("'`\"\\")),
            ("$ok_1", Value::Null),
        ],
    );
    let mut out = Vec::new();
    folio_render::write_create(&object, None, &reg, &mut out);
    assert_eq!(
        text(out),
        concat!(
            r#"c({class:"g.Thing",id:"\ud83d\ude00","a b":"\u000a\u0009\u000d\u0000\u001f\u007f~ ","#,
            r#""\u00e9":"\u65e5\u672c\udbff\udfff",q:"'`\"\\",$ok_1:null})"#,
            "\n"
        )
    );
}

#[test]
fn numbers_arrays_and_maps() {
    let reg = registry();
    let mut map = Map::new();
    map.insert("class".into(), s("kept.as.a.key"));
    map.insert("1".into(), Value::Int(2));
    let object = typed(
        &reg,
        "t.All",
        vec![
            ("id", Value::Int(i64::MIN)),
            (
                "obj",
                Value::Array(
                    vec![
                        Value::Float(0.1 + 0.2),
                        Value::Float(1e10),
                        Value::Float(-0.0),
                        Value::Float(1e-4),
                        Value::BigInt("-123456789012345678901234".into()),
                        Value::Array(Box::new([])),
                        Value::Map(Box::new(Map::new())),
                    ]
                    .into(),
                ),
            ),
            ("map", Value::Map(Box::new(map))),
            ("strs", Value::Array(vec![s("a"), s("")].into())),
            ("dateTime", Value::Null),
        ],
    );
    let mut out = Vec::new();
    folio_render::write_create(&object, Some("t.All"), &reg, &mut out);
    assert_eq!(
        text(out),
        concat!(
            "c({id:-9223372036854775808,dt:null,strs:[\"a\",\"\"],",
            "map:{class:\"kept.as.a.key\",\"1\":2},",
            "obj:[0.30000000000000004,1.0E10,-0.0,1.0E-4,-123456789012345678901234,[],{}]})\n"
        )
    );
}

#[test]
fn puts_carry_the_id_and_what_changed() {
    let reg = registry();
    let old = sample(&reg);
    let mut new = old.clone();
    let model = reg.model(reg.model_id("t.All").unwrap());
    let Fields::Typed(record) = &mut new.fields else {
        unreachable!()
    };
    record.set(model.property("str").unwrap(), Some(s("changed")));
    record.set(model.property("int").unwrap(), Some(Value::Int(3)));
    // A nested object that changed is written whole.
    let child = typed(
        &reg,
        "t.Child",
        vec![("id", s("x")), ("label", s("é")), ("n", Value::Int(9))],
    );
    record.set(model.property("child").unwrap(), Some(obj(child)));

    let mut out = Vec::new();
    folio_render::write_put(&old, &new, Some("t.All"), &reg, &mut out);
    assert_eq!(
        text(out),
        "p({id:1,s:\"changed\",int:3,ch:{class:\"t.Child\",id:\"x\",lb:\"\\u00e9\",n:9}})\n"
    );
    // Nothing changed: the id alone (the class too, where it is not the default).
    let mut out = Vec::new();
    folio_render::write_put(&old, &old, None, &reg, &mut out);
    assert_eq!(text(out), "p({class:\"t.All\",id:1})\n");
    // Another class: every field, under the new class.
    let generic_old = generic(
        Class::named("g.A"),
        vec![("id", Value::Int(1)), ("x", Value::Int(1))],
    );
    let generic_new = generic(
        Class::named("g.B"),
        vec![("id", Value::Int(1)), ("x", Value::Int(1))],
    );
    let mut out = Vec::new();
    folio_render::write_put(&generic_old, &generic_new, Some("g.A"), &reg, &mut out);
    assert_eq!(text(out), "p({class:\"g.B\",id:1,x:1})\n");
}

#[test]
fn removes_carry_class_and_ids() {
    let reg = registry();
    let pair = typed(
        &reg,
        "t.Pair",
        vec![
            ("a", s("k")),
            ("b", Value::Int(7)),
            ("v", Value::Float(1.5)),
        ],
    );
    let half = typed(&reg, "t.Pair", vec![("a", s("k"))]);
    let anonymous = generic(Class::Anonymous, vec![("name", s("no id"))]);
    let all = sample(&reg);
    let cases: Vec<(&Object, Option<&str>, &str)> = vec![
        (&pair, Some("t.Pair"), "r({a:\"k\",bb:7})\n"),
        (&pair, None, "r({class:\"t.Pair\",a:\"k\",bb:7})\n"),
        // An unset id property is written as the default replay gives it.
        (&half, Some("t.Pair"), "r({a:\"k\",bb:0})\n"),
        (&all, Some("t.All"), "r({id:1})\n"),
        (&anonymous, None, "r({id:null})\n"),
    ];
    for (object, default, want) in cases {
        let mut out = Vec::new();
        folio_render::write_remove(object, default, &reg, &mut out);
        assert_eq!(text(out), want);
    }
}

#[test]
fn json_style_is_strict_with_canonical_names() {
    let reg = registry();
    let mut out = Vec::new();
    folio_render::write_object(&sample(&reg), &reg, &mut out);
    assert_eq!(
        text(out),
        concat!(
            r#"{"class":"t.All","id":1,"str":"a\"b\\c/","long":-5,"dbl":100.0,"bool":false,"#,
            r#""date":1700000000123,"state":5,"child":{"class":"t.Child","id":"x","label":"\u00e9"},"#,
            r#""cls":"foam.core.X","odd-key":"v"}"#
        )
    );
}
