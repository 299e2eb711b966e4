//! Queries over one DAO: equality filters, results sorted by id, skip and limit.

use crate::dao::Dao;
use crate::id::Id;
use crate::index::Index;
use crate::object::{Class, Fields, Object};
use crate::value::{Value, ValueRef};
use folio_models::{ModelId, Registry};
use std::cell::Cell;

/// An equality filter: every condition must hold. Values are already typed (see
/// `folio_decode::decode_property`), so the comparison is `==` on stored values.
#[derive(Debug, Clone, Default)]
pub struct Filter {
    conditions: Vec<Condition>,
}

/// One condition: the field `property` (a canonical name for typed objects, a key as written
/// for generic ones) equals `value`. A `Value::Null` condition also matches objects where the
/// field is not set.
#[derive(Debug, Clone)]
pub struct Condition {
    property: Box<str>,
    value: Value,
    /// The slot the last typed object's model gave the property: objects of one DAO share a
    /// model, so the name is resolved once per model change, not once per object.
    slot: Cell<Option<(ModelId, Option<usize>)>>,
}

impl Filter {
    /// The filter every object passes.
    pub fn all() -> Filter {
        Filter::default()
    }

    /// Adds the condition `property == value`.
    pub fn and(mut self, property: &str, value: Value) -> Filter {
        self.conditions.push(Condition {
            property: property.into(),
            value,
            slot: Cell::new(None),
        });
        self
    }

    /// The conditions, in the order given.
    pub fn conditions(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.conditions.iter().map(|c| (&*c.property, &c.value))
    }

    /// Whether `object` passes every condition.
    #[inline]
    pub fn matches(&self, object: &Object, registry: &Registry) -> bool {
        self.conditions.iter().all(|c| c.matches(object, registry))
    }
}

impl Condition {
    #[inline]
    fn matches(&self, object: &Object, registry: &Registry) -> bool {
        let field = match (&object.class, &object.fields) {
            (Class::Model(model), Fields::Typed(record)) => {
                let slot = match self.slot.get() {
                    Some((cached, slot)) if cached == *model => slot,
                    _ => self.resolve(*model, registry),
                };
                slot.and_then(|i| record.slot(i))
            }
            (_, Fields::Generic(map)) => map.get(&self.property).map(Value::as_ref),
            _ => None,
        };
        match (&self.value, field) {
            (Value::Null, None | Some(ValueRef::Null)) => true,
            (want, Some(have)) => *want == have,
            (_, None) => false,
        }
    }

    #[cold]
    fn resolve(&self, model: ModelId, registry: &Registry) -> Option<usize> {
        let slot = registry.model(model).property(&self.property);
        self.slot.set(Some((model, slot)));
        slot
    }
}

/// Which objects of a sorted result to keep.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Page {
    /// How many matches to pass over first.
    pub skip: usize,
    /// At most this many after them; `None` for all.
    pub limit: Option<usize>,
}

impl Dao {
    /// The objects that pass `filter`, sorted by id, paged by `page`.
    ///
    /// Costs one pass over the DAO (or over one index bucket, when an index covers a condition)
    /// plus a sort of what is kept: a partial selection first when `page` keeps fewer than match.
    pub fn select(&self, filter: &Filter, page: Page, registry: &Registry) -> Vec<(&Id, &Object)> {
        let mut found: Vec<(&Id, &Object)> = match self.candidates(filter) {
            Some(ids) => ids
                .filter_map(|id| self.get_key_value(id))
                .filter(|(_, o)| filter.matches(o, registry))
                .collect(),
            None => self
                .iter()
                .filter(|(_, o)| filter.matches(o, registry))
                .collect(),
        };
        let wanted = page.skip.saturating_add(page.limit.unwrap_or(usize::MAX));
        let by_id = |a: &(&Id, &Object), b: &(&Id, &Object)| a.0.cmp(b.0);
        if wanted < found.len() {
            found.select_nth_unstable_by(wanted, by_id);
            found.truncate(wanted);
        }
        found.sort_unstable_by(by_id);
        found.drain(..page.skip.min(found.len()));
        found
    }

    /// How many objects pass `filter`.
    pub fn count(&self, filter: &Filter, registry: &Registry) -> usize {
        match self.candidates(filter) {
            Some(ids) => ids
                .filter_map(|id| self.get(id))
                .filter(|o| filter.matches(o, registry))
                .count(),
            None if filter.conditions.is_empty() => self.len(),
            None => self
                .iter()
                .filter(|(_, o)| filter.matches(o, registry))
                .count(),
        }
    }

    /// The ids an index gives for the first condition one covers, if any. They are candidates:
    /// the caller still checks the whole filter against each.
    fn candidates(&self, filter: &Filter) -> Option<Box<dyn Iterator<Item = &Id> + '_>> {
        filter.conditions.iter().find_map(|c| {
            let index: &Index = self.index(&c.property)?;
            let ids = index.candidates(&c.value)?;
            Some(Box::new(ids) as Box<dyn Iterator<Item = &Id>>)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value::Map;
    use crate::Op;

    fn object(id: i64, status: &str, n: i64) -> Object {
        let mut map = Map::new();
        map.insert("id".into(), Value::Int(id));
        map.insert("status".into(), Value::Str(status.into()));
        map.insert("n".into(), Value::Int(n));
        Object::generic(Class::Anonymous, map)
    }

    fn ids(found: &[(&Id, &Object)]) -> Vec<i64> {
        found
            .iter()
            .map(|(id, _)| match id {
                Id::Int(i) => *i,
                _ => unreachable!("integer ids only here"),
            })
            .collect()
    }

    /// The same queries with and without an index, with every write kind in between, give
    /// the same answers, and the answers a plain filter over all objects gives.
    #[test]
    fn select_and_count_agree_with_and_without_index() {
        let reg = Registry::empty();
        let mut plain = Dao::new("t");
        let mut indexed = Dao::new("t");
        indexed.add_index("status", &reg);
        for dao in [&mut plain, &mut indexed] {
            for i in (0..50).rev() {
                let status = ["NEW", "ACTIVE", "GONE"][(i % 3) as usize];
                dao.apply(Op::Create, Id::Int(i), object(i, status, i % 5), &reg);
            }
            // A merge that moves object 3 from NEW to ACTIVE, a replace that moves 4, a
            // removal of 7 (ACTIVE).
            let mut patch = Map::new();
            patch.insert("status".into(), Value::Str("ACTIVE".into()));
            dao.apply(
                Op::Put,
                Id::Int(3),
                Object::generic(Class::Anonymous, patch),
                &reg,
            );
            dao.apply(Op::Create, Id::Int(4), object(4, "GONE", 0), &reg);
            dao.apply(Op::Remove, Id::Int(7), object(7, "", 0), &reg);
        }
        let active = Filter::all().and("status", Value::Str("ACTIVE".into()));
        let expected: Vec<i64> = (0..50)
            .filter(|&i| i != 7 && i != 4 && (i % 3 == 1 || i == 3))
            .collect();
        for dao in [&plain, &indexed] {
            assert_eq!(ids(&dao.select(&active, Page::default(), &reg)), expected);
            assert_eq!(dao.count(&active, &reg), expected.len());
            let page = Page {
                skip: 2,
                limit: Some(3),
            };
            assert_eq!(ids(&dao.select(&active, page, &reg)), expected[2..5]);
            let both = active.clone().and("n", Value::Int(1));
            let want: Vec<i64> = expected.iter().copied().filter(|i| i % 5 == 1).collect();
            assert_eq!(ids(&dao.select(&both, Page::default(), &reg)), want);
            assert_eq!(dao.count(&Filter::all(), &reg), 49);
        }
        assert_eq!(indexed.index("status").unwrap().len(), 49);
    }

    #[test]
    fn null_matches_unset_and_values_compare_as_written() {
        let reg = Registry::empty();
        let mut dao = Dao::new("t");
        let mut a = Map::new();
        a.insert("id".into(), Value::Int(1));
        a.insert("x".into(), Value::Int(1));
        dao.apply(
            Op::Create,
            Id::Int(1),
            Object::generic(Class::Anonymous, a),
            &reg,
        );
        let mut b = Map::new();
        b.insert("id".into(), Value::Int(2));
        b.insert("x".into(), Value::Float(1.0));
        dao.apply(
            Op::Create,
            Id::Int(2),
            Object::generic(Class::Anonymous, b),
            &reg,
        );
        let x = |v| Filter::all().and("x", v);
        assert_eq!(dao.count(&x(Value::Int(1)), &reg), 1);
        assert_eq!(dao.count(&x(Value::Float(1.0)), &reg), 1);
        assert_eq!(dao.count(&Filter::all().and("y", Value::Null), &reg), 2);
    }
}
