//! Queries over one DAO: a predicate, an order (by id unless given), skip and limit.

use crate::dao::Dao;
use crate::id::Id;
use crate::index::Index;
use crate::object::Object;
use crate::predicate::{OrderKey, Predicate};
use crate::within::{Stopped, Ticker, Within};
use folio_models::Registry;
use std::cmp::Ordering;

/// Which objects of a sorted result to keep.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Page {
    /// How many matches to pass over first.
    pub skip: usize,
    /// At most this many after them; `None` for all.
    pub limit: Option<usize>,
}

impl Dao {
    /// The objects that pass `predicate`, sorted by `order` and then by id (by id alone when
    /// `order` is empty), paged by `page`.
    ///
    /// Costs one pass over the DAO (or over one index bucket, when an index covers an equality
    /// the predicate requires) plus a sort of what is kept: a partial selection first when
    /// `page` keeps fewer than match.
    pub fn select(
        &self,
        predicate: &Predicate,
        order: &[OrderKey],
        page: Page,
        registry: &Registry,
    ) -> Vec<(&Id, &Object)> {
        match self.select_within(predicate, order, page, registry, &Within::FOREVER) {
            Ok(found) => found,
            Err(_) => unreachable!("a scan within FOREVER never stops"),
        }
    }

    /// [`select`](Dao::select) that stops, answering nothing, when `within` says so (checked
    /// every few objects): a client's query cannot hold the DAO past its deadline.
    pub fn select_within(
        &self,
        predicate: &Predicate,
        order: &[OrderKey],
        page: Page,
        registry: &Registry,
        within: &Within<'_>,
    ) -> Result<Vec<(&Id, &Object)>, Stopped> {
        let mut ticker = Ticker::new(within);
        let mut found: Vec<(&Id, &Object)> = Vec::new();
        match self.candidates(predicate) {
            Some(ids) => {
                for (id, object) in ids.filter_map(|id| self.get_key_value(id)) {
                    ticker.tick()?;
                    if predicate.matches(object, registry) {
                        found.push((id, object));
                    }
                }
            }
            None => {
                for (id, object) in self.iter() {
                    ticker.tick()?;
                    if predicate.matches(object, registry) {
                        found.push((id, object));
                    }
                }
            }
        }
        let wanted = page.skip.saturating_add(page.limit.unwrap_or(usize::MAX));
        let by_order = |a: &(&Id, &Object), b: &(&Id, &Object)| {
            order
                .iter()
                .map(|key| key.compare(a.1, b.1, registry))
                .find(|o| *o != Ordering::Equal)
                .unwrap_or_else(|| a.0.cmp(b.0))
        };
        if wanted < found.len() {
            found.select_nth_unstable_by(wanted, by_order);
            found.truncate(wanted);
        }
        found.sort_unstable_by(by_order);
        found.drain(..page.skip.min(found.len()));
        Ok(found)
    }

    /// How many objects pass `predicate`.
    pub fn count(&self, predicate: &Predicate, registry: &Registry) -> usize {
        match self.count_within(predicate, registry, &Within::FOREVER) {
            Ok(n) => n,
            Err(_) => unreachable!("a scan within FOREVER never stops"),
        }
    }

    /// [`count`](Dao::count) that stops when `within` says so.
    pub fn count_within(
        &self,
        predicate: &Predicate,
        registry: &Registry,
        within: &Within<'_>,
    ) -> Result<usize, Stopped> {
        let mut ticker = Ticker::new(within);
        let mut n = 0;
        match self.candidates(predicate) {
            Some(ids) => {
                for object in ids.filter_map(|id| self.get(id)) {
                    ticker.tick()?;
                    n += usize::from(predicate.matches(object, registry));
                }
            }
            None if predicate.is_all() => n = self.len(),
            None => {
                for (_, object) in self.iter() {
                    ticker.tick()?;
                    n += usize::from(predicate.matches(object, registry));
                }
            }
        }
        Ok(n)
    }

    /// The ids an index gives for the first required equality one covers, if any. They are
    /// candidates: the caller still checks the whole predicate against each.
    fn candidates(&self, predicate: &Predicate) -> Option<Box<dyn Iterator<Item = &Id> + '_>> {
        predicate
            .required_equalities()
            .find_map(|(property, value)| {
                let index: &Index = self.index(property)?;
                let ids = index.candidates(value)?;
                Some(Box::new(ids) as Box<dyn Iterator<Item = &Id>>)
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;
    use crate::object::Class;
    use crate::value::Value;
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
        let active = Predicate::all().and_eq("status", Value::Str("ACTIVE".into()));
        let expected: Vec<i64> = (0..50)
            .filter(|&i| i != 7 && i != 4 && (i % 3 == 1 || i == 3))
            .collect();
        for dao in [&plain, &indexed] {
            assert_eq!(
                ids(&dao.select(&active, &[], Page::default(), &reg)),
                expected
            );
            assert_eq!(dao.count(&active, &reg), expected.len());
            let page = Page {
                skip: 2,
                limit: Some(3),
            };
            assert_eq!(ids(&dao.select(&active, &[], page, &reg)), expected[2..5]);
            let both = active.clone().and_eq("n", Value::Int(1));
            let want: Vec<i64> = expected.iter().copied().filter(|i| i % 5 == 1).collect();
            assert_eq!(ids(&dao.select(&both, &[], Page::default(), &reg)), want);
            assert_eq!(dao.count(&Predicate::all(), &reg), 49);
        }
        assert_eq!(indexed.index("status").unwrap().len(), 49);
    }

    #[test]
    fn null_matches_unset_and_numbers_compare_as_numbers() {
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
        let x = |v| Predicate::all().and_eq("x", v);
        assert_eq!(dao.count(&x(Value::Int(1)), &reg), 2);
        assert_eq!(dao.count(&x(Value::Float(1.0)), &reg), 2);
        assert_eq!(
            dao.count(&Predicate::all().and_eq("y", Value::Null), &reg),
            2
        );
        // An index folds 1 and 1.0 into one key, so it finds both too.
        dao.add_index("x", &reg);
        assert_eq!(dao.count(&x(Value::Float(1.0)), &reg), 2);
        assert_eq!(dao.count(&x(Value::Int(1)), &reg), 2);
    }
}
