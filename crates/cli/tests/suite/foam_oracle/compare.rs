//! Effective states: two objects are the same when every property has the same value once a
//! property missing on one side is read as FOAM's value for it: on that object where FOAM's
//! runner found the value derived (its `$derived` list: the value FOAM reads with the property
//! cleared, from the object's other properties), else on a fresh object of its class (the
//! defaults golden). FOAM's printout leaves out nulls and empty arrays, so those count as
//! missing on both sides too.

use serde_json::{Map, Value};
use std::collections::HashMap;

/// FOAM's values for a fresh object of each class (`run.sh --defaults`): class -> properties.
/// A class FOAM's build lacks has no entry.
#[derive(Debug, Default)]
pub struct Defaults(HashMap<String, Map<String, Value>>);

impl Defaults {
    pub fn parse(text: &str) -> Defaults {
        let mut by_class = HashMap::new();
        for line in text.lines().filter(|l| !l.is_empty()) {
            let Value::Object(mut object) = serde_json::from_str(line).expect("defaults line")
            else {
                panic!("defaults line is not an object: {line}")
            };
            let Some(Value::String(class)) = object.remove("class") else {
                panic!("defaults line without class: {line}")
            };
            if object.get("missing") != Some(&Value::Bool(true)) {
                by_class.insert(class, object);
            }
        }
        Defaults(by_class)
    }

    pub fn get(&self, class: Option<&str>, property: &str) -> Option<&Value> {
        self.0.get(class?)?.get(property)
    }
}

/// One way two objects differ.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Diff {
    /// The objects are of different classes (FOAM's first).
    Class(String, String),
    /// A property's effective value differs: `class.property`, nested ones as
    /// `class.property/nestedclass.property`; then both values, for the report only.
    Property(String, String),
}

/// The differences between FOAM's object and folio's, in effective state. `derived`: the
/// properties FOAM's object holds with the value FOAM derives for them on that object.
pub fn diffs(
    foam: &Map<String, Value>,
    folio: &Map<String, Value>,
    derived: &[String],
    defaults: &Defaults,
) -> Vec<Diff> {
    let mut out = Vec::new();
    let mut foam = foam.clone();
    for name in derived {
        // FOAM's value for it on this object is the value it holds: folio without it agrees.
        if folio.get(name).is_none_or(absent) {
            foam.remove(name);
        }
    }
    object_diffs(&foam, folio, defaults, "", &mut out);
    out
}

fn class_of(object: &Map<String, Value>) -> Option<&str> {
    object.get("class").and_then(Value::as_str)
}

fn object_diffs(
    foam: &Map<String, Value>,
    folio: &Map<String, Value>,
    defaults: &Defaults,
    path: &str,
    out: &mut Vec<Diff>,
) {
    let class = class_of(foam);
    if class != class_of(folio) {
        out.push(Diff::Class(
            format!("{path}{}", class.unwrap_or("-")),
            class_of(folio).unwrap_or("-").to_owned(),
        ));
        return;
    }
    let mut names: Vec<&String> = foam.keys().chain(folio.keys()).collect();
    names.sort();
    names.dedup();
    for name in names {
        if name == "class" {
            continue;
        }
        let effective = |v: Option<&Value>| match v {
            Some(v) if !absent(v) => Some(v.clone()),
            _ => defaults.get(class, name).cloned(),
        };
        let (a, b) = (effective(foam.get(name)), effective(folio.get(name)));
        let here = format!("{path}{}.{name}", class.unwrap_or("-"));
        match (&a, &b) {
            (Some(Value::Object(x)), Some(Value::Object(y))) if x.contains_key("class") => {
                object_diffs(x, y, defaults, &format!("{here}/"), out)
            }
            _ if same(a.as_ref(), b.as_ref(), defaults) => {}
            _ => {
                let show = |v: &Option<Value>| {
                    let mut text = v.as_ref().map_or("(none)".to_owned(), Value::to_string);
                    text.truncate(160);
                    text
                };
                out.push(Diff::Property(
                    here,
                    format!("FOAM {} | folio {}", show(&a), show(&b)),
                ))
            }
        }
    }
}

/// What FOAM's printout cannot show: null and empty arrays.
fn absent(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Array(items) => items.is_empty(),
        _ => false,
    }
}

fn same(a: Option<&Value>, b: Option<&Value>, defaults: &Defaults) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(a), None) | (None, Some(a)) => absent(a),
        (Some(a), Some(b)) => same_value(a, b, defaults),
    }
}

fn same_value(a: &Value, b: &Value, defaults: &Defaults) -> bool {
    match (a, b) {
        // FOAM prints a Double 1 as 1.0; the value is what counts.
        (Value::Number(x), Value::Number(y)) => match (x.as_i64(), y.as_i64()) {
            (Some(i), Some(j)) => i == j,
            _ => x.as_f64() == y.as_f64(),
        },
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same_value(a, b, defaults))
        }
        (Value::Object(x), Value::Object(y)) if x.contains_key("class") => {
            let mut out = Vec::new();
            object_diffs(x, y, defaults, "", &mut out);
            out.is_empty()
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| same_value(v, w, defaults)))
        }
        _ => a == b,
    }
}
