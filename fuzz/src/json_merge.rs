//! The merge rule of `p` entries stated over JSON objects: the simple model that the
//! operation-sequence tests check the engine against (the `engine_ops` fuzz target, and the
//! engine's own tests, which include this file by path so that both check one rule).

use serde_json::Value;

/// `new` merged into `old` as a `p` entry merges: present keys overwrite; nested FObjects merge
/// (with `typed`, the `child` property of the tests' item model; in generic objects, any two
/// objects with a class).
pub fn merge_json(old: &mut Value, new: Value, typed: bool) {
    let (Value::Object(old), Value::Object(new)) = (old, new) else {
        panic!("the model holds objects")
    };
    for (key, value) in new {
        let nested = if typed {
            key == "child"
        } else {
            value.get("class").is_some() && old.get(&key).is_some_and(|o| o.get("class").is_some())
        };
        match old.get_mut(&key) {
            Some(slot) if nested && slot.is_object() && value.is_object() => {
                merge_json(slot, value, true)
            }
            Some(slot) => *slot = value,
            None => {
                old.insert(key, value);
            }
        }
    }
}
