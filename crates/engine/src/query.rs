//! Reads by id and by predicate, with the caller's values typed by the DAO's model: the
//! one query path behind `folio get`, `folio query` and the RPC methods `find`, `select` and
//! `count`.

use crate::decode::decode_map_strict;
use crate::{Engine, Refused};
use folio_decode::{decode_generic, decode_property, DecodeError, PropertyValue};
use folio_dialect::Value as Raw;
use folio_models::{Model, ModelId};
use folio_store::{Id, Object, OrderKey, Page, Predicate, Value};
use std::fmt;

/// Why a query was refused. Every variant is the caller's mistake, never the data's.
#[derive(Debug, Clone, PartialEq)]
pub enum QueryError {
    /// The engine has no DAO of that name.
    UnknownDao { dao: String },
    /// A typed DAO's model has no property of that name.
    UnknownProperty {
        dao: String,
        class: String,
        property: String,
    },
    /// A value the property's type refuses (wrong type, out of range).
    Mismatch { property: String },
    /// A value typing refuses outright (a decimal for an integer, an unknown enum constant).
    Decode(DecodeError),
    /// An id that cannot be a key (an object), or a compound id of the wrong length.
    BadId { dao: String },
}

impl fmt::Display for QueryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueryError::UnknownDao { dao } => write!(f, "no DAO named `{dao}`"),
            QueryError::UnknownProperty {
                dao,
                class,
                property,
            } => write!(
                f,
                "DAO `{dao}` holds {class}, which has no property `{property}`"
            ),
            QueryError::Mismatch { property } => {
                write!(f, "the value given for `{property}` is not of its type")
            }
            QueryError::Decode(e) => write!(f, "{e}"),
            QueryError::BadId { dao } => write!(f, "not an id of DAO `{dao}`"),
        }
    }
}

impl std::error::Error for QueryError {}

impl From<DecodeError> for QueryError {
    fn from(e: DecodeError) -> QueryError {
        QueryError::Decode(e)
    }
}

impl Engine {
    /// The model that types the DAO named `dao` (its default class's), or `None` for a generic
    /// DAO. Fails when there is no such DAO, live or named by the registry.
    pub fn dao_model(&self, dao: &str) -> Result<Option<ModelId>, QueryError> {
        // A DAO the registry's `daos` map names exists before its first write, with that class.
        let class = match self.live_dao(dao) {
            Some(live) => live.default_class(),
            None => Some(
                self.registry()
                    .dao_class(dao)
                    .ok_or_else(|| unknown(dao))?
                    .to_owned(),
            ),
        };
        Ok(class.and_then(|class| self.registry().model_id(&class)))
    }

    /// The id `raw` stands for in the DAO named `dao`: typed by the id properties of a typed
    /// DAO (an enum id by name or ordinal, a compound id as an array in id order), or as
    /// written in a generic one.
    pub fn id(&self, dao: &str, raw: Raw) -> Result<Id, QueryError> {
        let bad = || QueryError::BadId {
            dao: dao.to_owned(),
        };
        let Some(model) = self.dao_model(dao)? else {
            return raw_id(raw).ok_or_else(bad);
        };
        let model = self.registry().model(model);
        let part = |slot: usize, raw: Raw| -> Result<Id, QueryError> {
            let prop = &model.properties[slot];
            match decode_property(prop, raw, self.registry())? {
                PropertyValue::Set(value) => Id::from_value(&value).ok_or_else(bad),
                PropertyValue::Null | PropertyValue::Mismatch => Err(bad()),
            }
        };
        match (&*model.ids, raw) {
            ([single], raw) if !model.is_synthesized(*single) => part(*single, raw),
            (many, Raw::Array(items)) if many.len() > 1 && many.len() == items.len() => {
                let parts = many.iter().zip(items).map(|(&slot, raw)| part(slot, raw));
                Ok(Id::Tuple(parts.collect::<Result<_, _>>()?))
            }
            (_, raw) => raw_id(raw).ok_or_else(bad),
        }
    }

    /// Runs `f` on the object with id `id` in the DAO named `dao` (one hash lookup), under
    /// the DAO's read lock.
    pub fn find<R>(
        &self,
        dao: &str,
        id: &Id,
        f: impl FnOnce(Option<&Object>) -> R,
    ) -> Result<R, QueryError> {
        self.with_dao(dao, |objects| f(objects.get(id)))
            .ok_or_else(|| unknown(dao))
    }

    /// An equality predicate for the DAO named `dao` from (property, value) pairs, each typed
    /// by [`Engine::constant`]: every pair must hold.
    pub fn filter(
        &self,
        dao: &str,
        conditions: Vec<(String, Raw)>,
    ) -> Result<Predicate, QueryError> {
        self.dao_model(dao)?; // an unknown DAO is refused even with no condition
        let mut predicate = Predicate::all();
        for (property, raw) in conditions {
            let (name, value) = self.constant(dao, &property, raw)?;
            predicate = predicate.and_eq(&name, value);
        }
        Ok(predicate)
    }

    /// A query's constant for `property` of the DAO named `dao`, with the property's canonical
    /// name: in a typed DAO the property must be one of the model's (by name or short name) and
    /// the value is typed by its rules, so `"ACTIVE"` and `1` stand for the same enum constant;
    /// in a generic DAO the key and value are taken as written.
    pub fn constant(
        &self,
        dao: &str,
        property: &str,
        raw: Raw,
    ) -> Result<(Box<str>, Value), QueryError> {
        let registry = self.registry();
        let Some(model) = self.dao_model(dao)? else {
            return Ok((property.into(), decode_generic(raw, registry)?));
        };
        let model = registry.model(model);
        let prop = &model.properties[slot_of(model, dao, property)?];
        let value = match decode_property(prop, raw, registry)? {
            PropertyValue::Set(value) => value,
            PropertyValue::Null => Value::Null,
            PropertyValue::Mismatch => {
                return Err(QueryError::Mismatch {
                    property: property.to_owned(),
                })
            }
        };
        Ok((prop.name.clone(), value))
    }

    /// The canonical name of `property` (a name or short name) in the DAO named `dao`: the
    /// property as written for a generic DAO.
    pub fn property_name(&self, dao: &str, property: &str) -> Result<Box<str>, QueryError> {
        Ok(match self.dao_model(dao)? {
            Some(model) => {
                let model = self.registry().model(model);
                model.properties[slot_of(model, dao, property)?]
                    .name
                    .clone()
            }
            None => property.into(),
        })
    }

    /// Runs `f` on the objects of the DAO named `dao` that pass `predicate`, sorted by `order`
    /// then by id, paged by `page`, under the DAO's read lock (writes to the DAO wait until `f`
    /// returns).
    pub fn select<R>(
        &self,
        dao: &str,
        predicate: &Predicate,
        order: &[OrderKey],
        page: Page,
        f: impl FnOnce(&[(&Id, &Object)]) -> R,
    ) -> Result<R, QueryError> {
        // A selection may read every object: a long reader.
        let live = self.live_dao(dao).ok_or_else(|| unknown(dao))?;
        let objects = live.long_read();
        Ok(f(&objects.select(predicate, order, page, self.registry())))
    }

    /// How many objects of the DAO named `dao` pass `predicate`.
    pub fn count_matching(&self, dao: &str, predicate: &Predicate) -> Result<usize, QueryError> {
        let live = self.live_dao(dao).ok_or_else(|| unknown(dao))?;
        let objects = live.long_read();
        Ok(objects.count(predicate, self.registry()))
    }

    /// Types a client's object for a write to the DAO named `dao`, as
    /// [`decode`](Engine::decode) does for journal text, from an already parsed value tree
    /// (the RPC layer parses standard JSON, which the journal grammar does not wholly accept:
    /// `1e+21`).
    pub fn decode_map(&self, dao: &str, map: folio_dialect::Map) -> Result<Object, Refused> {
        // Kept to name the offending key, should typing drop one.
        let kept = map.clone();
        self.decode_map_again(dao, map, move || kept)
    }

    /// [`decode_map`](Engine::decode_map) for a caller that can give the map once more, as it
    /// was, should typing drop a key (to name that key): no copy of it is kept meanwhile.
    pub fn decode_map_again(
        &self,
        dao: &str,
        map: folio_dialect::Map,
        again: impl FnOnce() -> folio_dialect::Map,
    ) -> Result<Object, Refused> {
        self.with_default_class(dao, |default_class| {
            decode_map_strict(dao, map, default_class, self.registry(), again)
        })
    }

    /// Indexes `property` of the DAO named `dao` (a model property by name or short name in a
    /// typed DAO, a key as written in a generic one): equality conditions on it then cost a
    /// lookup. The index follows every later write. Costs one pass over the DAO.
    pub fn add_index(&self, dao: &str, property: &str) -> Result<(), QueryError> {
        let name = self.property_name(dao, property)?;
        let live = self.live_dao(dao).ok_or_else(|| unknown(dao))?;
        let mut objects = live.write_store();
        objects.add_index(&name, self.registry());
        Ok(())
    }
}

fn unknown(dao: &str) -> QueryError {
    QueryError::UnknownDao {
        dao: dao.to_owned(),
    }
}

fn slot_of(model: &Model, dao: &str, property: &str) -> Result<usize, QueryError> {
    model
        .slot(property.as_bytes())
        .ok_or_else(|| QueryError::UnknownProperty {
            dao: dao.to_owned(),
            class: model.class.to_string(),
            property: property.to_owned(),
        })
}

/// An id as written: scalars as themselves, arrays as tuples.
fn raw_id(raw: Raw) -> Option<Id> {
    Some(match raw {
        Raw::Null => Id::Null,
        Raw::Bool(b) => Id::Bool(b),
        Raw::Int(i) => Id::Int(i),
        Raw::Float(f) => Id::Float(f),
        Raw::Str(s) => Id::Str(s.into()),
        Raw::BigInt(s) => Id::Str(s.into()),
        Raw::Array(items) => Id::Tuple(items.into_iter().map(raw_id).collect::<Option<_>>()?),
        Raw::Object(_) => return None,
    })
}
