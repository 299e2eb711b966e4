//! Objects: a class and the fields that are set.

use crate::class_name::ClassName;
use crate::map::Map;
use crate::record::Record;
use crate::value::{Value, ValueRef};
use folio_models::{ModelId, Registry};

/// What an object is an instance of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Class {
    /// A class the registry has a model for: the fields are `Fields::Typed`.
    Model(ModelId),
    /// A class name with no model (generic mode): the fields are `Fields::Generic`. One
    /// pointer to the name the class's objects share, so that a `Class` is 16 bytes: every
    /// stored object carries one.
    Named(ClassName),
    /// No class was written and no default applies.
    Anonymous,
}

impl Class {
    /// A class name with no model.
    pub fn named(name: &str) -> Class {
        Class::Named(ClassName::new(name))
    }
}

/// The fields of an object.
///
/// **Invariant:** `Fields::Typed` goes with `Class::Model` and has exactly one slot per property
/// of that model, in model order; `Fields::Generic` goes with the other two classes.
#[derive(Debug, Clone, PartialEq)]
pub enum Fields {
    /// One slot per model property; `None` is "not set" (absent from every entry so far).
    Typed(Record),
    /// Keys and values as written, in key order as merged. Boxed so that `Fields` is 16 bytes
    /// (typed objects are the many).
    Generic(Box<Map>),
}

impl Fields {
    /// How many fields are set.
    pub fn len(&self) -> usize {
        match self {
            Fields::Typed(record) => record.count(),
            Fields::Generic(map) => map.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Object {
    pub class: Class,
    pub fields: Fields,
}

impl Object {
    /// Same class and the same fields, set or unset alike, with [`ValueRef::identical`]
    /// values (floats by their bits): what replaying a rendered object must give back.
    pub fn identical(&self, other: &Object) -> bool {
        if self.class != other.class {
            return false;
        }
        match (&self.fields, &other.fields) {
            (Fields::Typed(a), Fields::Typed(b)) => {
                a.width() == b.width()
                    && (0..a.width()).all(|i| match (a.slot(i), b.slot(i)) {
                        (None, None) => true,
                        (Some(x), Some(y)) => x.identical(y),
                        _ => false,
                    })
            }
            (Fields::Generic(a), Fields::Generic(b)) => a.identical(b),
            _ => false,
        }
    }

    /// A typed object with every slot unset.
    pub fn typed(model: ModelId, registry: &Registry) -> Object {
        let n = registry.model(model).properties.len();
        Object {
            class: Class::Model(model),
            fields: Fields::Typed(Record::empty(n)),
        }
    }

    /// A generic object. `class` must not be `Class::Model`.
    pub fn generic(class: Class, fields: Map) -> Object {
        debug_assert!(!matches!(class, Class::Model(_)));
        Object {
            class,
            fields: Fields::Generic(Box::new(fields)),
        }
    }

    /// The class name as written in journals, if any.
    pub fn class_name<'a>(&'a self, registry: &'a Registry) -> Option<&'a str> {
        match &self.class {
            Class::Model(id) => Some(&registry.model(*id).class),
            Class::Named(name) => Some(name),
            Class::Anonymous => None,
        }
    }

    /// Looks a field up by canonical property name (typed) or key (generic).
    pub fn get<'a>(&'a self, name: &str, registry: &Registry) -> Option<ValueRef<'a>> {
        match (&self.class, &self.fields) {
            (Class::Model(id), Fields::Typed(record)) => {
                let index = registry.model(*id).property(name)?;
                record.slot(index)
            }
            (_, Fields::Generic(map)) => map.get(name),
            _ => None,
        }
    }

    /// The field's effective value: as [`Object::get`], but a typed object's unset property
    /// reads as the property's default (the registry's, else its type's, where that is a
    /// constant), as FOAM reads it. Generic objects have no defaults.
    pub fn effective<'a>(&'a self, name: &str, registry: &'a Registry) -> Option<ValueRef<'a>> {
        match (&self.class, &self.fields) {
            (Class::Model(id), Fields::Typed(record)) => {
                let model = registry.model(*id);
                let index = model.property(name)?;
                record.slot(index).or_else(|| {
                    model.properties[index]
                        .effective_default()
                        .map(ValueRef::from_literal)
                })
            }
            (_, Fields::Generic(map)) => map.get(name),
            _ => None,
        }
    }

    /// A copy of a typed object with every unset property that has a constant default set to
    /// it: the object as FOAM reads it (`folio export --effective`). `None` when there is
    /// nothing to fill (a generic object, or one that sets every such property).
    pub fn with_defaults(&self, registry: &Registry) -> Option<Object> {
        let (Class::Model(id), Fields::Typed(record)) = (&self.class, &self.fields) else {
            return None;
        };
        let properties = &registry.model(*id).properties;
        let unset = |slot: usize| {
            record.slot(slot).is_none() && properties[slot].effective_default().is_some()
        };
        if !(0..properties.len()).any(unset) {
            return None;
        }
        let mut slots = record.to_slots();
        for (slot, value) in slots.iter_mut().enumerate() {
            if value.is_none() {
                *value = properties[slot]
                    .effective_default()
                    .map(|d| Value::of_default(d, properties[slot].ty));
            }
        }
        Some(Object {
            class: Class::Model(*id),
            fields: Fields::Typed(Record::from_slots(slots)),
        })
    }

    /// Slot `index` (property `index` of the model) of a typed object; `None` when unset or
    /// when the object is generic.
    #[inline]
    pub fn slot(&self, index: usize) -> Option<ValueRef<'_>> {
        match &self.fields {
            Fields::Typed(record) => record.slot(index),
            Fields::Generic(_) => None,
        }
    }

    /// The set fields as (canonical name, value), in model order (typed) or key order (generic).
    pub fn iter<'a>(
        &'a self,
        registry: &'a Registry,
    ) -> Box<dyn Iterator<Item = (&'a str, ValueRef<'a>)> + 'a> {
        match (&self.class, &self.fields) {
            (Class::Model(id), Fields::Typed(record)) => {
                let model = registry.model(*id);
                Box::new(
                    record
                        .iter()
                        .map(|(index, v)| (&*model.properties[index].name, v)),
                )
            }
            (_, Fields::Generic(map)) => Box::new(map.iter()),
            _ => Box::new(std::iter::empty()),
        }
    }
}

#[cfg(test)]
mod tests {
    /// The store holds one `(Id, Object)` per object in its table: every byte counts a million
    /// times.
    #[test]
    fn object_stays_small() {
        assert_eq!(std::mem::size_of::<super::Class>(), 16);
        assert_eq!(std::mem::size_of::<super::Fields>(), 16);
        assert_eq!(std::mem::size_of::<super::Object>(), 32);
        // What every generic object's box holds: its keys' shape and record, or a box of
        // anything else (so that a shape's pointer, never null, tells the two apart).
        assert_eq!(std::mem::size_of::<crate::Map>(), 24);
        assert_eq!(crate::map::OTHER_SIZE, 24);
    }
}
