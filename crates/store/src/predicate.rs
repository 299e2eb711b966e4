//! Predicates and orders over stored objects: the one evaluator behind `select`'s `where`, the
//! SQL scan's index lookups and FOAM's mlang (`Eq`, `And`, `StartsWithIC`, ...).
//!
//! Values compare as FOAM compares them (`foam.util.SafetyUtil.compare`): an unset value (null)
//! before every other, numbers as numbers whatever their kind (an integer, a float, a date's
//! milliseconds, an enum's ordinal), strings by UTF-16 code units as Java's `String.compareTo`,
//! `false` before `true`, arrays element by element. Values are typed before they get here (a
//! query's constant by its property's type), so a date is compared with a date.

use crate::object::{Class, Fields, Object};
use crate::value::{Value, ValueRef};
use folio_models::{ModelId, Registry};
use std::cell::Cell;
use std::cmp::Ordering;

/// A property a predicate or order reads: a canonical name for typed objects, a key as written
/// for generic ones.
#[derive(Debug, Clone)]
pub struct PropertyRef {
    name: Box<str>,
    /// The slot the last typed object's model gave the property: objects of one DAO share a
    /// model, so the name is resolved once per model change, not once per object.
    slot: Cell<Option<(ModelId, Option<usize>)>>,
}

impl PropertyRef {
    pub fn new(name: &str) -> PropertyRef {
        PropertyRef {
            name: name.into(),
            slot: Cell::new(None),
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The object's effective value of the property ([`Object::effective`]): an unset property
    /// of a typed object reads as its default. `None` when the property is unset with no
    /// constant default, or the object's class has no such property.
    #[inline]
    pub fn value<'a>(&self, object: &'a Object, registry: &'a Registry) -> Option<ValueRef<'a>> {
        match (&object.class, &object.fields) {
            (Class::Model(model), Fields::Typed(record)) => {
                let slot = match self.slot.get() {
                    Some((cached, slot)) if cached == *model => slot,
                    _ => self.resolve(*model, registry),
                }?;
                record.slot(slot).or_else(|| {
                    registry.model(*model).properties[slot]
                        .effective_default()
                        .map(ValueRef::from_literal)
                })
            }
            (_, Fields::Generic(map)) => map.get(&self.name),
            _ => None,
        }
    }

    #[cold]
    fn resolve(&self, model: ModelId, registry: &Registry) -> Option<usize> {
        let slot = registry.model(model).property(&self.name);
        self.slot.set(Some((model, slot)));
        slot
    }
}

/// How a [`Predicate::Compare`] compares the object's value with the constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Comparison {
    Eq,
    Neq,
    Lt,
    Lte,
    Gt,
    Gte,
}

impl Comparison {
    fn holds(self, ordering: Ordering) -> bool {
        match self {
            Comparison::Eq => ordering == Ordering::Equal,
            Comparison::Neq => ordering != Ordering::Equal,
            Comparison::Lt => ordering == Ordering::Less,
            Comparison::Lte => ordering != Ordering::Greater,
            Comparison::Gt => ordering == Ordering::Greater,
            Comparison::Gte => ordering != Ordering::Less,
        }
    }
}

/// What a [`Predicate::Text`] looks for in a string value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextTest {
    StartsWith,
    Contains,
}

/// The constants of an `In`, sorted as [`compare`] orders them, so that a test costs a binary
/// search rather than a pass over every constant: a client's list of 20,000 ids is checked
/// against each object in 15 comparisons.
#[derive(Debug, Clone)]
pub struct ValueSet(Box<[Value]>);

impl ValueSet {
    /// The set of `values` (sorted, duplicates dropped).
    pub fn new(values: impl Into<Vec<Value>>) -> ValueSet {
        let mut values = values.into();
        values.sort_by(|a, b| compare(a.as_ref(), b.as_ref()));
        values.dedup_by(|a, b| compare(a.as_ref(), b.as_ref()) == Ordering::Equal);
        ValueSet(values.into())
    }

    /// Whether `value` compares equal to one of the set's.
    pub fn contains(&self, value: ValueRef<'_>) -> bool {
        self.0
            .binary_search_by(|v| compare(v.as_ref(), value))
            .is_ok()
    }

    /// How many constants the set holds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the set holds no constant (an `In` no object passes).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A condition on one object.
#[derive(Debug, Clone)]
pub enum Predicate {
    True,
    False,
    /// The property's value compared with a constant. `Eq` with `Value::Null` holds for an
    /// object that does not set the property.
    Compare(PropertyRef, Comparison, Value),
    /// The property's value equals one of the constants.
    In(PropertyRef, ValueSet),
    /// The property's string value (or, for an array, one of its strings) starts with or
    /// contains the needle; with `ignore_case`, compared in lower case.
    Text {
        property: PropertyRef,
        test: TextTest,
        ignore_case: bool,
        needle: Box<str>,
    },
    /// The property holds a value as FOAM's `Has` sees one: not unset, not a number whose
    /// 32-bit integer part is 0, not an empty string, not an empty array.
    Has(PropertyRef),
    /// The object's class is `class` or extends it.
    InstanceOf(Box<str>),
    And(Box<[Predicate]>),
    Or(Box<[Predicate]>),
    Not(Box<Predicate>),
}

impl Predicate {
    /// The predicate every object passes.
    pub fn all() -> Predicate {
        Predicate::True
    }

    /// `self AND property == value`: a conjunction grows flat.
    pub fn and_eq(self, property: &str, value: Value) -> Predicate {
        let condition = Predicate::Compare(PropertyRef::new(property), Comparison::Eq, value);
        match self {
            Predicate::True => condition,
            Predicate::And(terms) => {
                let mut terms = terms.into_vec();
                terms.push(condition);
                Predicate::And(terms.into())
            }
            other => Predicate::And(Box::new([other, condition])),
        }
    }

    /// Whether `object` passes.
    pub fn matches(&self, object: &Object, registry: &Registry) -> bool {
        match self {
            Predicate::True => true,
            Predicate::False => false,
            Predicate::Compare(property, comparison, value) => {
                let have = property.value(object, registry).unwrap_or(ValueRef::Null);
                comparison.holds(compare(have, value.as_ref()))
            }
            Predicate::In(property, values) => {
                let have = property.value(object, registry).unwrap_or(ValueRef::Null);
                values.contains(have)
            }
            Predicate::Text {
                property,
                test,
                ignore_case,
                needle,
            } => match property.value(object, registry) {
                Some(ValueRef::Str(s)) => text_holds(s, *test, *ignore_case, needle),
                Some(ValueRef::Array(items)) => items.iter().any(|item| match item {
                    Value::Str(s) => text_holds(s, *test, *ignore_case, needle),
                    _ => false,
                }),
                _ => false,
            },
            // FOAM's Java `Has`: not null, not a number whose `intValue()` is 0 (so 0.5 and
            // 2^32 count as absent, as FOAM has it), not "", not an empty array.
            Predicate::Has(property) => match property.value(object, registry) {
                None | Some(ValueRef::Null) => false,
                Some(ValueRef::Int(i)) => i as i32 != 0,
                Some(ValueRef::Float(f)) => f as i32 != 0,
                Some(ValueRef::Str(s)) => !s.is_empty(),
                Some(ValueRef::Array(items)) => !items.is_empty(),
                Some(_) => true,
            },
            Predicate::InstanceOf(class) => instance_of(object, class, registry),
            Predicate::And(terms) => terms.iter().all(|p| p.matches(object, registry)),
            Predicate::Or(terms) => terms.iter().any(|p| p.matches(object, registry)),
            Predicate::Not(term) => !term.matches(object, registry),
        }
    }

    /// The equality conditions that must all hold for the predicate to hold (its own, or its
    /// top-level conjunction's): an index on one of them narrows the objects to check.
    pub fn required_equalities(&self) -> impl Iterator<Item = (&str, &Value)> {
        let terms: &[Predicate] = match self {
            Predicate::And(terms) => terms,
            single => std::slice::from_ref(single),
        };
        terms.iter().filter_map(|term| match term {
            Predicate::Compare(property, Comparison::Eq, value) => Some((property.name(), value)),
            _ => None,
        })
    }

    /// True for the predicate that holds for every object.
    pub fn is_all(&self) -> bool {
        matches!(self, Predicate::True)
    }
}

fn text_holds(have: &str, test: TextTest, ignore_case: bool, needle: &str) -> bool {
    let (have, needle) = if ignore_case {
        (have.to_lowercase().into(), needle.to_lowercase().into())
    } else {
        (
            std::borrow::Cow::Borrowed(have),
            std::borrow::Cow::Borrowed(needle),
        )
    };
    match test {
        TextTest::StartsWith => have.starts_with(&*needle),
        TextTest::Contains => have.contains(&*needle),
    }
}

fn instance_of(object: &Object, class: &str, registry: &Registry) -> bool {
    match &object.class {
        Class::Model(model) => {
            let mut next = Some(&*registry.model(*model).class);
            // A registry's `extends` chain ends (the loader refuses cycles), but a bound keeps
            // a malformed one from looping.
            for _ in 0..64 {
                let Some(name) = next else { return false };
                if name == class {
                    return true;
                }
                next = registry
                    .model_id(name)
                    .and_then(|id| registry.model(id).extends.as_deref());
            }
            false
        }
        Class::Named(name) => **name == *class,
        Class::Anonymous => false,
    }
}

/// One key of an order: a property, ascending unless `descending`.
#[derive(Debug, Clone)]
pub struct OrderKey {
    pub property: PropertyRef,
    pub descending: bool,
}

impl OrderKey {
    pub fn ascending(property: &str) -> OrderKey {
        OrderKey {
            property: PropertyRef::new(property),
            descending: false,
        }
    }

    /// How `a` and `b` compare under this key.
    pub fn compare(&self, a: &Object, b: &Object, registry: &Registry) -> Ordering {
        let a = self.property.value(a, registry).unwrap_or(ValueRef::Null);
        let b = self.property.value(b, registry).unwrap_or(ValueRef::Null);
        let ordering = compare(a, b);
        if self.descending {
            ordering.reverse()
        } else {
            ordering
        }
    }
}

/// How two values compare, as FOAM compares them (see the module docs).
pub fn compare(a: ValueRef<'_>, b: ValueRef<'_>) -> Ordering {
    use ValueRef as V;
    match (a, b) {
        (V::Null, V::Null) => Ordering::Equal,
        (V::Null, _) => Ordering::Less,
        (_, V::Null) => Ordering::Greater,
        (V::Bool(a), V::Bool(b)) => a.cmp(&b),
        (V::Str(a) | V::Class(a) | V::BigInt(a), V::Str(b) | V::Class(b) | V::BigInt(b)) => {
            utf16_cmp(a, b)
        }
        (V::Array(a), V::Array(b)) => {
            for (x, y) in a.iter().zip(b.iter()) {
                let ordering = compare(x.as_ref(), y.as_ref());
                if ordering != Ordering::Equal {
                    return ordering;
                }
            }
            a.len().cmp(&b.len())
        }
        (a, b) => match (number(a), number(b)) {
            (Some(Number::Int(a)), Some(Number::Int(b))) => a.cmp(&b),
            (Some(a), Some(b)) => a.as_f64().total_cmp(&b.as_f64()),
            _ => rank(a).cmp(&rank(b)),
        },
    }
}

/// Java's `String.compareTo`: by UTF-16 code units. UTF-8 byte order is code point order,
/// which differs only where a character above U+FFFF (two surrogates, 0xD800..) meets one in
/// U+E000..U+FFFF; the bytes decide everything else.
fn utf16_cmp(a: &str, b: &str) -> Ordering {
    let by_bytes = a.as_bytes().cmp(b.as_bytes());
    if a.is_ascii() || b.is_ascii() {
        return by_bytes;
    }
    a.encode_utf16().cmp(b.encode_utf16())
}

#[derive(Clone, Copy)]
enum Number {
    Int(i64),
    Float(f64),
}

impl Number {
    fn as_f64(self) -> f64 {
        match self {
            Number::Int(i) => i as f64,
            Number::Float(f) => f,
        }
    }
}

fn number(v: ValueRef<'_>) -> Option<Number> {
    match v {
        ValueRef::Int(i) | ValueRef::Date(i) => Some(Number::Int(i)),
        ValueRef::Enum(ordinal) => Some(Number::Int(ordinal.into())),
        ValueRef::Float(f) => Some(Number::Float(f)),
        _ => None,
    }
}

/// The order of values of kinds that do not compare with each other.
fn rank(v: ValueRef<'_>) -> u8 {
    match v {
        ValueRef::Null => 0,
        ValueRef::Bool(_) => 1,
        ValueRef::Int(_) | ValueRef::Float(_) | ValueRef::Date(_) | ValueRef::Enum(_) => 2,
        ValueRef::Str(_) | ValueRef::Class(_) | ValueRef::BigInt(_) => 3,
        ValueRef::Array(_) => 4,
        ValueRef::Object(_) => 5,
        ValueRef::Map(_) => 6,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::map::Map;

    fn object(fields: &[(&str, Value)]) -> Object {
        let mut map = Map::new();
        for (k, v) in fields {
            map.insert((*k).into(), v.clone());
        }
        Object::generic(Class::named("x.User"), map)
    }

    fn s(text: &str) -> Value {
        Value::Str(text.into())
    }

    /// Each predicate kind on a table of objects: which of them pass.
    #[test]
    fn predicates_hold_as_foam_evaluates_them() {
        let reg = Registry::empty();
        let objects = [
            object(&[
                ("n", Value::Int(1)),
                ("name", s("Ada")),
                ("tags", Value::Array(vec![s("x")].into())),
            ]),
            object(&[("n", Value::Float(2.5)), ("name", s("adam"))]),
            object(&[
                ("n", Value::Int(3)),
                ("name", s("")),
                ("tags", Value::Array(Box::new([]))),
            ]),
            object(&[("name", s("Zoë"))]),
        ];
        let p = |name: &str| PropertyRef::new(name);
        let cmp = |c: Comparison, v: Value| Predicate::Compare(p("n"), c, v);
        let text = |test, ignore_case, needle: &str| Predicate::Text {
            property: p("name"),
            test,
            ignore_case,
            needle: needle.into(),
        };
        let table: Vec<(&str, Predicate, [bool; 4])> = vec![
            ("true", Predicate::True, [true; 4]),
            ("false", Predicate::False, [false; 4]),
            (
                "eq int/float",
                cmp(Comparison::Eq, Value::Float(1.0)),
                [true, false, false, false],
            ),
            (
                "eq null is unset",
                cmp(Comparison::Eq, Value::Null),
                [false, false, false, true],
            ),
            (
                "neq",
                cmp(Comparison::Neq, Value::Int(1)),
                [false, true, true, true],
            ),
            (
                "lt: unset first",
                cmp(Comparison::Lt, Value::Int(2)),
                [true, false, false, true],
            ),
            (
                "lte",
                cmp(Comparison::Lte, Value::Float(2.5)),
                [true, true, false, true],
            ),
            (
                "gt",
                cmp(Comparison::Gt, Value::Int(2)),
                [false, true, true, false],
            ),
            (
                "gte",
                cmp(Comparison::Gte, Value::Int(3)),
                [false, false, true, false],
            ),
            (
                "in",
                Predicate::In(p("n"), ValueSet::new([Value::Int(3), Value::Float(2.5)])),
                [false, true, true, false],
            ),
            (
                "starts with",
                text(TextTest::StartsWith, false, "Ad"),
                [true, false, false, false],
            ),
            (
                "starts with ic",
                text(TextTest::StartsWith, true, "AD"),
                [true, true, false, false],
            ),
            (
                "contains",
                text(TextTest::Contains, false, "ë"),
                [false, false, false, true],
            ),
            (
                "contains ic",
                text(TextTest::Contains, true, "DA"),
                [true, true, false, false],
            ),
            (
                "has: empty string and array do not count",
                Predicate::Has(p("tags")),
                [true, false, false, false],
            ),
            (
                "has a number",
                Predicate::Has(p("n")),
                [true, true, true, false],
            ),
            (
                "instance of",
                Predicate::InstanceOf("x.User".into()),
                [true; 4],
            ),
            (
                "instance of another",
                Predicate::InstanceOf("x.Other".into()),
                [false; 4],
            ),
            (
                "and, or, not",
                Predicate::Or(Box::new([
                    Predicate::And(Box::new([
                        cmp(Comparison::Gt, Value::Int(0)),
                        text(TextTest::Contains, false, "m"),
                    ])),
                    Predicate::Not(Box::new(Predicate::Has(p("n")))),
                ])),
                [false, true, false, true],
            ),
        ];
        for (what, predicate, expected) in table {
            let got: Vec<bool> = objects.iter().map(|o| predicate.matches(o, &reg)).collect();
            assert_eq!(got, expected, "{what}");
        }
        // FOAM's `Has` asks a number for its `intValue()`.
        for (n, has) in [
            (Value::Int(0), false),
            (Value::Float(0.5), false),
            (Value::Int(1 << 32), false),
            (Value::Int((1 << 32) + 1), true),
            (Value::Float(-1.5), true),
            (Value::Bool(false), true),
        ] {
            let o = object(&[("n", n.clone())]);
            assert_eq!(Predicate::Has(p("n")).matches(&o, &reg), has, "{n:?}");
        }
    }

    /// Strings order as Java's `compareTo` (UTF-16 code units), which differs from byte order
    /// where a character above U+FFFF meets one in U+E000..U+FFFF.
    #[test]
    fn strings_compare_by_utf16_code_units() {
        let table = [
            ("a", "b", Ordering::Less),
            ("", "a", Ordering::Less),
            ("é", "z", Ordering::Greater),
            ("\u{1F600}", "\u{FF5E}", Ordering::Less),
            ("\u{FF5E}", "\u{1F600}", Ordering::Greater),
            ("\u{1F600}", "\u{1F600}", Ordering::Equal),
        ];
        for (a, b, expected) in table {
            assert_eq!(
                compare(ValueRef::Str(a), ValueRef::Str(b)),
                expected,
                "{a:?} vs {b:?}"
            );
        }
    }

    #[test]
    fn numbers_compare_across_kinds_and_null_comes_first() {
        use ValueRef as V;
        let table = [
            (V::Int(2), V::Float(2.5), Ordering::Less),
            (V::Date(5), V::Int(5), Ordering::Equal),
            (V::Enum(1), V::Int(0), Ordering::Greater),
            (V::Int(i64::MAX), V::Int(i64::MAX - 1), Ordering::Greater),
            (V::Null, V::Int(i64::MIN), Ordering::Less),
            (V::Bool(false), V::Bool(true), Ordering::Less),
        ];
        for (a, b, expected) in table {
            assert_eq!(compare(a, b), expected, "{a:?} vs {b:?}");
        }
    }
}
