//! FOAM's mlang as its client serializes it, read into the store's [`Predicate`] and
//! [`OrderKey`]s: the evaluator `select`'s `where` runs on too, not a second one.
//!
//! A property arrives as `{"class":"__Property__","forClass_":C,"name":N}` (its long name), a
//! constant as `foam.mlang.Constant{value}` (a list as `foam.mlang.ArrayConstant`, a date as
//! `{"class":"__Timestamp__","value":ms}`). Constants are typed by their property's type, as a
//! `where` value is, so a date compares with a date and an enum's name with its ordinal. A
//! predicate or order class not read here is refused naming the class: never a wrong answer.

use crate::reply::Refusal;
use crate::wire::class_of;
use folio_dialect::{Map, Value as Raw};
use folio_engine::Engine;
use folio_store::{Comparison, OrderKey, Predicate, PropertyRef, TextTest, Value, ValueSet};

/// Deeper predicates than this are refused: the reader recurses once per level.
const MAX_DEPTH: usize = 64;
/// Predicates of more terms than this are refused: each term is checked against each object,
/// so a client's predicate bounds what one call costs per object. FOAM's own views build
/// predicates of a few terms; a list of values is an `In`.
pub const MAX_TERMS: usize = 1_000;
/// An `In` of more constants than this is refused (each object costs a binary search of them).
pub const MAX_IN_VALUES: usize = 100_000;

/// Reads mlang for one DAO: properties by the DAO's model, constants typed by them.
#[derive(Debug)]
pub struct Mlang<'a> {
    pub engine: &'a Engine,
    pub dao: &'a str,
}

/// How many terms a predicate has: each node counts once, a conjunction's or disjunction's
/// terms with it.
fn terms(predicate: &Predicate) -> usize {
    match predicate {
        Predicate::And(terms) | Predicate::Or(terms) => {
            1 + terms.iter().map(self::terms).sum::<usize>()
        }
        Predicate::Not(term) => 1 + self::terms(term),
        _ => 1,
    }
}

impl Mlang<'_> {
    /// A predicate; FOAM's `null` is every object. One of more than [`MAX_TERMS`] terms is
    /// refused.
    pub fn predicate(&self, raw: &Raw) -> Result<Predicate, Refusal> {
        let predicate = self.predicate_at(raw, 0)?;
        let n = terms(&predicate);
        if n > MAX_TERMS {
            return Err(Refusal::bad_argument(format!(
                "the predicate has {n} terms, more than the {MAX_TERMS} folio evaluates: use In \
                 for a list of values"
            )));
        }
        Ok(predicate)
    }

    fn predicate_at(&self, raw: &Raw, depth: usize) -> Result<Predicate, Refusal> {
        if depth > MAX_DEPTH {
            return Err(Refusal::bad_argument(format!(
                "the predicate nests deeper than {MAX_DEPTH} levels"
            )));
        }
        let map = match raw {
            Raw::Null => return Ok(Predicate::True),
            Raw::Object(map) => map,
            _ => {
                return Err(Refusal::bad_argument(
                    "a predicate must be an object or null",
                ))
            }
        };
        let class = class_of(map).unwrap_or("");
        let short = class.strip_prefix("foam.mlang.predicate.").unwrap_or("");
        let comparison = match short {
            "Eq" => Some(Comparison::Eq),
            "Neq" => Some(Comparison::Neq),
            "Lt" => Some(Comparison::Lt),
            "Lte" => Some(Comparison::Lte),
            "Gt" => Some(Comparison::Gt),
            "Gte" => Some(Comparison::Gte),
            _ => None,
        };
        if let Some(comparison) = comparison {
            let (name, value) = self.constant_for(map, class)?;
            return Ok(Predicate::Compare(
                PropertyRef::new(&name),
                comparison,
                value,
            ));
        }
        // The needle is a string whatever the property's type (a StringArray is searched
        // element by element), so it is taken as sent, not typed by the property.
        let text = |test, ignore_case| -> Result<Predicate, Refusal> {
            let name = self.property(map.get("arg1"), class)?;
            match constant_value(map.get("arg2")) {
                Some(Raw::Str(needle)) => Ok(Predicate::Text {
                    property: PropertyRef::new(&name),
                    test,
                    ignore_case,
                    needle: needle.as_str().into(),
                }),
                _ => Err(Refusal::bad_argument(format!(
                    "{class} needs a string constant"
                ))),
            }
        };
        let terms = |key: &str| -> Result<Box<[Predicate]>, Refusal> {
            match map.get(key) {
                Some(Raw::Array(items)) => items
                    .iter()
                    .map(|item| self.predicate_at(item, depth + 1))
                    .collect(),
                _ => Err(Refusal::bad_argument(format!(
                    "{class} needs an array `{key}`"
                ))),
            }
        };
        Ok(match short {
            "True" => Predicate::True,
            "False" => Predicate::False,
            "And" => Predicate::And(terms("args")?),
            "Or" => Predicate::Or(terms("args")?),
            "Not" => Predicate::Not(Box::new(
                self.predicate_at(map.get("arg1").unwrap_or(&Raw::Null), depth + 1)?,
            )),
            "In" => {
                let name = self.property(map.get("arg1"), class)?;
                let items = match constant_value(map.get("arg2")) {
                    Some(Raw::Array(items)) => items,
                    _ => {
                        return Err(Refusal::unsupported(format!(
                            "{class} is read with a list of constants only"
                        )))
                    }
                };
                if items.len() > MAX_IN_VALUES {
                    return Err(Refusal::bad_argument(format!(
                        "{class} has {} constants, more than the {MAX_IN_VALUES} folio takes",
                        items.len()
                    )));
                }
                let values = items
                    .iter()
                    .map(|item| self.typed(&name, timestamp(item)).map(|(_, v)| v))
                    .collect::<Result<Vec<_>, _>>()?;
                Predicate::In(PropertyRef::new(&name), ValueSet::new(values))
            }
            "StartsWith" => text(TextTest::StartsWith, false)?,
            "StartsWithIC" => text(TextTest::StartsWith, true)?,
            "Contains" => text(TextTest::Contains, false)?,
            "ContainsIC" => text(TextTest::Contains, true)?,
            "Has" => Predicate::Has(PropertyRef::new(&self.property(map.get("arg1"), class)?)),
            // FOAM 2024 names the class `targetClass`, FOAM 2026 `of`.
            "IsInstanceOf" if map.get("propExpr").is_none_or(|p| *p == Raw::Null) => {
                match map
                    .get("targetClass")
                    .or(map.get("of"))
                    .and_then(class_name)
                {
                    Some(target) => Predicate::InstanceOf(target.into()),
                    None => {
                        return Err(Refusal::bad_argument(format!(
                            "{class} needs a class (`of` or `targetClass`)"
                        )))
                    }
                }
            }
            _ => {
                return Err(Refusal::unsupported(format!(
                    "folio does not evaluate the predicate {}",
                    named(class)
                )))
            }
        })
    }

    /// An order; FOAM's `null` is id order (no keys).
    pub fn order(&self, raw: &Raw) -> Result<Vec<OrderKey>, Refusal> {
        let mut keys = Vec::new();
        self.order_into(raw, false, &mut keys, 0)?;
        Ok(keys)
    }

    fn order_into(
        &self,
        raw: &Raw,
        descending: bool,
        keys: &mut Vec<OrderKey>,
        depth: usize,
    ) -> Result<(), Refusal> {
        if depth > MAX_DEPTH {
            return Err(Refusal::bad_argument(format!(
                "the order nests deeper than {MAX_DEPTH} levels"
            )));
        }
        let map = match raw {
            Raw::Null => return Ok(()),
            Raw::Object(map) => map,
            _ => return Err(Refusal::bad_argument("an order must be an object or null")),
        };
        match class_of(map).unwrap_or("") {
            "__Property__" => {
                let name = self.property(Some(raw), "an order")?;
                keys.push(OrderKey {
                    property: PropertyRef::new(&name),
                    descending,
                });
            }
            "foam.mlang.order.Desc" => {
                let inner = map.get("arg1").unwrap_or(&Raw::Null);
                self.order_into(inner, !descending, keys, depth + 1)?;
            }
            "foam.mlang.order.ThenBy" => {
                for part in ["head", "tail"] {
                    let inner = map.get(part).unwrap_or(&Raw::Null);
                    self.order_into(inner, descending, keys, depth + 1)?;
                }
            }
            other => {
                return Err(Refusal::unsupported(format!(
                    "folio does not order by {}",
                    named(other)
                )))
            }
        }
        Ok(())
    }

    /// `arg1` (a property) and `arg2` (a constant) of a binary predicate, the constant typed.
    fn constant_for(&self, map: &Map, class: &str) -> Result<(Box<str>, Value), Refusal> {
        let name = self.property(map.get("arg1"), class)?;
        let Some(raw) = constant_value(map.get("arg2")) else {
            return Err(Refusal::unsupported(format!(
                "{class} is read with a property and a constant only"
            )));
        };
        self.typed(&name, timestamp(raw))
    }

    fn typed(&self, property: &str, raw: Raw) -> Result<(Box<str>, Value), Refusal> {
        self.engine
            .constant(self.dao, property, raw)
            .map_err(|e| Refusal::bad_argument(e.to_string()))
    }

    /// The canonical name of the `__Property__` `raw`.
    fn property(&self, raw: Option<&Raw>, context: &str) -> Result<Box<str>, Refusal> {
        let name = match raw {
            Some(Raw::Object(map)) if class_of(map) == Some("__Property__") => {
                match map.get("name") {
                    Some(Raw::Str(name)) => name,
                    _ => return Err(Refusal::bad_argument("a __Property__ without a name")),
                }
            }
            _ => {
                return Err(Refusal::unsupported(format!(
                    "{context}: folio reads a property (__Property__) here, not an expression"
                )))
            }
        };
        self.engine
            .property_name(self.dao, name)
            .map_err(|e| Refusal::bad_argument(e.to_string()))
    }
}

/// A class for a refusal: its name, or what stands for a missing one.
fn named(class: &str) -> &str {
    if class.is_empty() {
        "(an object without a class)"
    } else {
        class
    }
}

/// The value of a `foam.mlang.Constant` or `ArrayConstant` (or of a bare value, which FOAM
/// would have wrapped); `None` for an expression that is no constant.
fn constant_value(raw: Option<&Raw>) -> Option<&Raw> {
    match raw? {
        Raw::Object(map) => match class_of(map) {
            Some("foam.mlang.Constant" | "foam.mlang.ArrayConstant") => {
                Some(map.get("value").unwrap_or(&Raw::Null))
            }
            Some("__Timestamp__") => Some(raw?),
            _ => None,
        },
        other => Some(other),
    }
}

/// A `{"class":"__Timestamp__","value":ms}` as its milliseconds; anything else as it is.
fn timestamp(raw: &Raw) -> Raw {
    match raw {
        Raw::Object(map) if class_of(map) == Some("__Timestamp__") => {
            map.get("value").cloned().unwrap_or(Raw::Null)
        }
        other => other.clone(),
    }
}

/// A class as FOAM serializes a Class value: its id as a string, or `{"class":"__Class__",
/// "forClass_":id}`.
fn class_name(raw: &Raw) -> Option<&str> {
    match raw {
        Raw::Str(name) => Some(name),
        Raw::Object(map) => match (map.get("forClass_"), map.get("id")) {
            (Some(Raw::Str(name)), _) | (None, Some(Raw::Str(name))) => Some(name),
            _ => None,
        },
        _ => None,
    }
}
