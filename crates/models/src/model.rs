//! One model: its properties, its ids, and the dispatcher compiled from them.

use crate::dispatch::Dispatcher;
use crate::error::{Place, Warning, WarningKind};
use crate::literal::type_default;
use crate::{Literal, PropType};

/// One property of a model, as the registry declares it.
#[derive(Debug, Clone, PartialEq)]
pub struct Property {
    /// The canonical name: the key stored objects use.
    pub name: Box<str>,
    /// The short alias a journal may write instead of `name`. `None` when the registry gives
    /// none, or when the one it gives was dropped because it clashes (see the crate docs).
    pub short_name: Option<Box<str>>,
    pub ty: PropType,
    /// The class this property refers to: the target model of a Reference, the enum of an
    /// Enum, the default class of an FObject or FObjectArray.
    pub of: Option<Box<str>>,
    /// For a Reference, the type of the target's id when the registry states it.
    pub value_type: Option<PropType>,
    /// The default the registry gives (its `default`), typed by the property. For an Enum
    /// that gives none, the loader fills in its enum's first constant, FOAM's default for it
    /// (the one type default that depends on the registry). See
    /// [`Property::effective_default`].
    pub default: Option<Literal>,
}

impl Property {
    /// A property with only a name and a type.
    pub fn new(name: &str, ty: PropType) -> Property {
        Property {
            name: name.into(),
            short_name: None,
            ty,
            of: None,
            value_type: None,
            default: None,
        }
    }

    /// The value FOAM's Java reads for this property on an object that never set it, when that
    /// is a constant: [`Property::default`], else the type's default (`""`, `0`, `0.0`,
    /// `false`; a Reference's by its `value_type`). `None` where FOAM's is `null` or made by a
    /// factory (dates, arrays, objects, maps). Never allocates.
    pub fn effective_default(&self) -> Option<&Literal> {
        self.default
            .as_ref()
            .or_else(|| type_default(self.ty, self.value_type))
    }

    /// The key a journal writer uses for this property: its short name if it has one, else
    /// its name. Replaying that key always finds this property again.
    pub fn journal_key(&self) -> &str {
        self.short_name.as_deref().unwrap_or(&self.name)
    }
}

/// A model: a class, its flattened properties, and its ids.
#[derive(Debug, Clone)]
pub struct Model {
    pub class: Box<str>,
    pub extends: Option<Box<str>>,
    /// Every property, inherited ones included, in registry order, then any id properties
    /// folio had to add (see [`Model::is_synthesized`]). A property's index here is its slot.
    pub properties: Box<[Property]>,
    /// The id properties, as indexes into `properties`, in id order. Never empty.
    pub ids: Box<[usize]>,
    /// How many of `properties` the registry declared; the rest were added for ids.
    declared: usize,
    dispatch: Dispatcher,
}

/// A model as the registry states it, before its clashes are resolved.
#[derive(Debug)]
pub(crate) struct ModelSpec {
    pub(crate) class: Box<str>,
    pub(crate) extends: Option<Box<str>>,
    /// In file order.
    pub(crate) properties: Vec<Property>,
    /// `None` when the registry gives no `ids`.
    pub(crate) ids: Option<Vec<Box<str>>>,
}

impl Model {
    /// The slot of the property a journal key names, by name or short name. `key` is the key
    /// as written with its quotes (if any) removed and escapes processed.
    ///
    /// Costs one hash of the key and, on a hit, one comparison of its bytes: never a chain of
    /// string comparisons, whatever the number of properties.
    #[inline]
    pub fn slot(&self, key: &[u8]) -> Option<usize> {
        self.dispatch.get(key)
    }

    /// The slot of the property whose canonical name is `name` (short names do not count).
    pub fn property(&self, name: &str) -> Option<usize> {
        self.slot(name.as_bytes())
            .filter(|&i| &*self.properties[i].name == name)
    }

    /// Every key [`Model::slot`] accepts, with its slot, in no particular order: each
    /// property's name, and its short name when it has one.
    pub fn keys(&self) -> impl Iterator<Item = (&[u8], usize)> + '_ {
        self.dispatch.iter()
    }

    /// How many properties the registry declared. The properties after them (if any) were
    /// added because an id named no property.
    pub fn declared_len(&self) -> usize {
        self.declared
    }

    /// True when the property at `slot` is not in the registry but was added by folio because
    /// an id names it (the FOAM convention `ids: ["id"]` on a model with no `id` property).
    /// Such a property has type `Object`.
    pub fn is_synthesized(&self, slot: usize) -> bool {
        slot >= self.declared
    }

    /// True when the model has exactly one id property and it is one the registry declared.
    pub fn has_declared_id(&self) -> bool {
        self.ids.len() == 1 && !self.is_synthesized(self.ids[0])
    }

    /// Resolves the clashes of `spec` (duplicate names, clashing short names, ids that name
    /// no property) as the crate docs describe, reporting each to `warnings`, and compiles the
    /// dispatcher. `index` is the model's position in the file, for the warnings.
    pub(crate) fn compile(index: usize, spec: ModelSpec, warnings: &mut Vec<Warning>) -> Model {
        let ModelSpec {
            class,
            extends,
            properties: declared,
            ids,
        } = spec;
        let short_names = declared.iter().filter(|p| p.short_name.is_some()).count();
        let mut dispatch = Dispatcher::with_capacity(declared.len() + short_names + 1);
        let place = |file_index: usize, name: &str| Place::Property {
            model: index,
            class: Some(class.clone()),
            index: file_index,
            name: Some(name.into()),
        };

        // Names first, so that a name always beats a short name.
        let mut properties: Vec<Property> = Vec::with_capacity(declared.len() + 1);
        let mut file_index: Vec<usize> = Vec::with_capacity(declared.len() + 1);
        for (i, p) in declared.into_iter().enumerate() {
            match dispatch.insert(p.name.as_bytes(), properties.len() as u32) {
                Ok(()) => {
                    properties.push(p);
                    file_index.push(i);
                }
                Err(earlier) => {
                    let earlier = earlier as usize;
                    warnings.push(Warning {
                        place: place(i, &p.name),
                        kind: WarningKind::DuplicateProperty,
                    });
                    properties[earlier] = p;
                    file_index[earlier] = i;
                }
            }
        }
        for i in 0..properties.len() {
            let Some(short) = properties[i].short_name.clone() else {
                continue;
            };
            if let Err(owner) = dispatch.insert(short.as_bytes(), i as u32) {
                let owner = owner as usize;
                if owner == i {
                    continue; // the short name is the property's own name
                }
                let owner_name = properties[owner].name.clone();
                let kind = if *owner_name == *short {
                    WarningKind::ShortNameIsAName {
                        short,
                        owner: owner_name,
                    }
                } else {
                    WarningKind::DuplicateShortName {
                        short,
                        owner: owner_name,
                    }
                };
                warnings.push(Warning {
                    place: place(file_index[i], &properties[i].name),
                    kind,
                });
                properties[i].short_name = None;
            }
        }

        let declared_len = properties.len();
        let id_names = match ids {
            Some(ids) if !ids.is_empty() => ids,
            _ => vec!["id".into()],
        };
        let mut id_slots: Vec<usize> = Vec::with_capacity(id_names.len());
        for id in id_names {
            let slot = match dispatch.get(id.as_bytes()) {
                Some(slot) => slot,
                None => {
                    if &*id != "id" {
                        warnings.push(Warning {
                            place: Place::Model {
                                index,
                                class: Some(class.clone()),
                            },
                            kind: WarningKind::MissingIdProperty(id.clone()),
                        });
                    }
                    let slot = properties.len();
                    dispatch
                        .insert(id.as_bytes(), slot as u32)
                        .expect("an id not found is not in the dispatcher");
                    properties.push(Property::new(&id, PropType::Object));
                    slot
                }
            };
            if id_slots.contains(&slot) {
                warnings.push(Warning {
                    place: Place::Model {
                        index,
                        class: Some(class.clone()),
                    },
                    kind: WarningKind::DuplicateId(id),
                });
            } else {
                id_slots.push(slot);
            }
        }

        Model {
            class,
            extends,
            properties: properties.into_boxed_slice(),
            ids: id_slots.into_boxed_slice(),
            declared: declared_len,
            dispatch,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prop(name: &str, short: Option<&str>, ty: PropType) -> Property {
        Property {
            short_name: short.map(Into::into),
            ..Property::new(name, ty)
        }
    }

    fn compile(props: Vec<Property>, ids: Option<&[&str]>) -> (Model, Vec<Warning>) {
        let mut warnings = Vec::new();
        let spec = ModelSpec {
            class: "t.M".into(),
            extends: None,
            properties: props,
            ids: ids.map(|ids| ids.iter().map(|&s| s.into()).collect()),
        };
        (Model::compile(0, spec, &mut warnings), warnings)
    }

    fn kinds(w: &[Warning]) -> Vec<&WarningKind> {
        w.iter().map(|w| &w.kind).collect()
    }

    #[test]
    fn names_and_short_names_dispatch() {
        let (m, w) = compile(
            vec![
                prop("id", None, PropType::Long),
                prop("name", Some("n"), PropType::String),
                prop("createdAt", Some("ca"), PropType::DateTime),
            ],
            None,
        );
        assert!(w.is_empty());
        assert_eq!(&*m.ids, &[0]);
        let table: &[(&[u8], Option<usize>)] = &[
            (b"id", Some(0)),
            (b"name", Some(1)),
            (b"n", Some(1)),
            (b"createdAt", Some(2)),
            (b"ca", Some(2)),
            (b"c", None),
            (b"", None),
            (b"Name", None),
            (b"name ", None),
        ];
        for &(key, want) in table {
            assert_eq!(m.slot(key), want, "{:?}", String::from_utf8_lossy(key));
        }
        assert_eq!(m.property("name"), Some(1));
        assert_eq!(m.property("n"), None, "short names are not canonical");
        assert_eq!(m.keys().count(), 5);
        assert_eq!(m.declared_len(), 3);
        assert!(m.has_declared_id());
    }

    #[test]
    fn missing_id_is_synthesized_as_object() {
        let (m, w) = compile(vec![prop("foo", None, PropType::Int)], Some(&["id"]));
        assert!(w.is_empty(), "the conventional id does not warn: {w:?}");
        assert_eq!(m.properties.len(), 2);
        assert_eq!(m.properties[1], Property::new("id", PropType::Object));
        assert_eq!(&*m.ids, &[1]);
        assert_eq!(m.slot(b"id"), Some(1));
        assert!(m.is_synthesized(1) && !m.is_synthesized(0));
        assert!(!m.has_declared_id());
        assert_eq!(m.declared_len(), 1);
    }

    #[test]
    fn ids_absent_or_empty_mean_id() {
        for ids in [None, Some(&[][..])] {
            let (m, w) = compile(
                vec![
                    prop("x", None, PropType::Int),
                    prop("id", None, PropType::String),
                ],
                ids,
            );
            assert!(w.is_empty());
            assert_eq!(&*m.ids, &[1]);
        }
    }

    #[test]
    fn missing_named_id_warns() {
        let (m, w) = compile(vec![prop("a", None, PropType::Int)], Some(&["a", "code"]));
        assert_eq!(&*m.ids, &[0, 1]);
        assert_eq!(m.properties[1], Property::new("code", PropType::Object));
        assert_eq!(kinds(&w), [&WarningKind::MissingIdProperty("code".into())]);
    }

    #[test]
    fn ids_resolve_in_order_and_through_short_names() {
        let (m, w) = compile(
            vec![
                prop("a", None, PropType::Int),
                prop("b", Some("bb"), PropType::String),
            ],
            Some(&["bb", "a"]),
        );
        assert!(w.is_empty());
        assert_eq!(&*m.ids, &[1, 0]);
    }

    #[test]
    fn duplicate_id_is_ignored() {
        let (m, w) = compile(vec![prop("a", None, PropType::Int)], Some(&["a", "a"]));
        assert_eq!(&*m.ids, &[0]);
        assert_eq!(kinds(&w), [&WarningKind::DuplicateId("a".into())]);
    }

    #[test]
    fn duplicate_property_later_wins_in_place() {
        let (m, w) = compile(
            vec![
                prop("id", None, PropType::Long),
                prop("x", Some("old"), PropType::Int),
                prop("y", None, PropType::Int),
                prop("x", Some("new"), PropType::String),
            ],
            None,
        );
        assert_eq!(m.properties.len(), 3);
        assert_eq!(m.properties[1], prop("x", Some("new"), PropType::String));
        assert_eq!(m.slot(b"x"), Some(1));
        assert_eq!(m.slot(b"new"), Some(1));
        assert_eq!(
            m.slot(b"old"),
            None,
            "the replaced definition's short name is gone"
        );
        assert_eq!(m.slot(b"y"), Some(2));
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].kind, WarningKind::DuplicateProperty);
        assert_eq!(
            w[0].place,
            Place::Property {
                model: 0,
                class: Some("t.M".into()),
                index: 3,
                name: Some("x".into())
            }
        );
    }

    #[test]
    fn name_beats_short_name() {
        // `b`'s short name is `a`'s name, even though `b` comes first.
        let (m, w) = compile(
            vec![
                prop("b", Some("a"), PropType::String),
                prop("a", None, PropType::Int),
            ],
            Some(&["a"]),
        );
        assert_eq!(m.slot(b"a"), Some(1));
        assert_eq!(
            m.properties[0].short_name, None,
            "dropped, so writers never use it"
        );
        assert_eq!(m.properties[0].journal_key(), "b");
        assert_eq!(
            kinds(&w),
            [&WarningKind::ShortNameIsAName {
                short: "a".into(),
                owner: "a".into()
            }]
        );
    }

    #[test]
    fn first_short_name_wins() {
        let (m, w) = compile(
            vec![
                prop("id", None, PropType::Long),
                prop("alpha", Some("a"), PropType::String),
                prop("apex", Some("a"), PropType::String),
            ],
            None,
        );
        assert_eq!(m.slot(b"a"), Some(1));
        assert_eq!(m.properties[1].journal_key(), "a");
        assert_eq!(m.properties[2].short_name, None);
        assert_eq!(
            kinds(&w),
            [&WarningKind::DuplicateShortName {
                short: "a".into(),
                owner: "alpha".into()
            }]
        );
    }

    #[test]
    fn short_name_equal_to_own_name_is_harmless() {
        let (m, w) = compile(vec![prop("id", Some("id"), PropType::Long)], None);
        assert!(w.is_empty());
        assert_eq!(m.slot(b"id"), Some(0));
        assert_eq!(m.keys().count(), 1);
    }
}
