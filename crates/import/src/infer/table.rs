//! The table inference fills as it reads: per class, its properties in first-seen order with
//! the kinds of their values, and the keys its `p` and `r` entries all had; per enum, the
//! ordinals seen. It holds names, flags and indices, never values, so its size follows the
//! number of classes and keys, not of entries.

use super::form::{named_class, Form};
use super::kind::Shape;
use folio_dialect::{Map, Value};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

/// Every class and enum seen, sorted by name.
#[derive(Debug, Default)]
pub(crate) struct Table {
    pub(crate) classes: BTreeMap<String, ClassStats>,
    pub(crate) enums: BTreeMap<String, BTreeSet<i32>>,
}

/// What the objects of one class showed.
#[derive(Debug)]
pub(crate) struct ClassStats {
    /// Keys in the order first seen, each with its values' shape.
    pub(crate) properties: Vec<(String, Shape)>,
    index: HashMap<String, usize>,
    /// Where the class was first seen, `file:line`.
    pub(crate) source: String,
    /// The keys (indices into `properties`) every `r` entry of the class had, in the first
    /// one's order; `None` while there was none.
    pub(crate) removes: Option<Vec<usize>>,
    /// The same for `p` entries.
    pub(crate) puts: Option<Vec<usize>>,
    /// Top-level entries of the class.
    pub(crate) entries: u64,
}

/// The op of a top-level entry: `p` and `r` entries tell something about ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    Put,
    Create,
    Remove,
}

/// Where an entry is.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Place<'a> {
    pub(crate) file: &'a Path,
    pub(crate) line: u32,
}

impl ClassStats {
    fn new(place: Place<'_>) -> ClassStats {
        ClassStats {
            properties: Vec::new(),
            index: HashMap::new(),
            source: format!("{}:{}", place.file.display(), place.line),
            removes: None,
            puts: None,
            entries: 0,
        }
    }

    /// The index of property `name`, added when new.
    fn property(&mut self, name: &str) -> usize {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.properties.len();
        self.properties.push((name.to_owned(), Shape::default()));
        self.index.insert(name.to_owned(), i);
        i
    }

    /// The property named `name`, if the class has one.
    pub(crate) fn get(&self, name: &str) -> Option<&Shape> {
        self.index.get(name).map(|&i| &self.properties[i].1)
    }
}

impl Table {
    /// Notes a top-level entry's object, of `class` (the one it names, or its DAO's default).
    pub(crate) fn entry(&mut self, class: &str, map: &Map, op: Op, place: Place<'_>) {
        self.object(class, map, Some(op), place);
    }

    /// Notes the objects of every class inside `value` (a top-level object whose DAO has no
    /// class is not a model, but what it holds may be).
    pub(crate) fn inside(&mut self, value: &Value, place: Place<'_>) {
        match Form::of(value) {
            Form::Model(class, map) => self.object(class, map, None, place),
            Form::Map(map) => map.iter().for_each(|(_, v)| self.inside(v, place)),
            Form::Array(items) => items.iter().for_each(|v| self.inside(v, place)),
            Form::Enum(class, ordinal) => {
                self.enums
                    .entry(class.to_owned())
                    .or_default()
                    .insert(ordinal);
            }
            _ => {}
        }
    }

    /// Notes one object of `class`, then the objects inside its values.
    fn object(&mut self, class: &str, map: &Map, op: Option<Op>, place: Place<'_>) {
        // The class key is not a property; only as the first key is it the class.
        let skip = usize::from(named_class(map).is_some());
        let stats = match self.classes.get_mut(class) {
            Some(stats) => stats,
            None => self
                .classes
                .entry(class.to_owned())
                .or_insert_with(|| ClassStats::new(place)),
        };
        let mut keys = Vec::with_capacity(map.len() - skip);
        for (key, value) in map.iter().skip(skip) {
            let i = stats.property(key);
            stats.properties[i].1.note(&Form::of(value));
            keys.push(i);
        }
        stats.entries += u64::from(op.is_some());
        let common = match op {
            Some(Op::Put) => Some(&mut stats.puts),
            Some(Op::Remove) => Some(&mut stats.removes),
            Some(Op::Create) | None => None,
        };
        if let Some(common) = common {
            match common {
                None => *common = Some(keys),
                Some(common) => common.retain(|i| keys.contains(i)),
            }
        }
        for (_, value) in map.iter().skip(skip) {
            self.inside(value, place);
        }
    }
}
