//! The registry: every model, enum and DAO default class of one registry file, looked up by
//! typed id or by class name.

use rustc_hash::FxHashMap;

use crate::error::{Place, Warning, WarningKind};
use crate::model::ModelSpec;
use crate::{EnumDef, Model, PropType, Property};

/// A model's position in its [`Registry`]: stable for the registry's lifetime, dense from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ModelId(pub u32);

impl ModelId {
    /// The id as an index into per-model tables.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Which registry value this is, unique in the process: caches keyed by a [`ModelId`] must
/// also know whose model it is, since ids are dense from 0 in every registry.
#[derive(Debug)]
struct Instance(u64);

impl Default for Instance {
    fn default() -> Instance {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
        Instance(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

/// Every model, enum and DAO default class of one registry file (docs/format.md, Model registry).
///
/// Built once (by [`Registry::from_slice`] or [`Registry::load`]) and then only read, so it
/// may be shared by reference across threads.
#[derive(Debug, Default)]
pub struct Registry {
    models: Vec<Model>,
    model_ids: FxHashMap<Box<str>, ModelId>,
    enums: Vec<EnumDef>,
    enum_ids: FxHashMap<Box<str>, usize>,
    /// In file order.
    daos: Vec<(Box<str>, Box<str>)>,
    dao_ids: FxHashMap<Box<str>, usize>,
    /// Pushed to while loading (`load.rs`).
    pub(crate) warnings: Vec<Warning>,
    instance: Instance,
}

impl Registry {
    /// A registry with no models: every object is generic.
    pub fn empty() -> Registry {
        Registry::default()
    }

    /// The model `id` names.
    ///
    /// # Panics
    /// If `id` does not come from this registry.
    #[inline]
    pub fn model(&self, id: ModelId) -> &Model {
        &self.models[id.index()]
    }

    /// The id of the model of class `class`.
    pub fn model_id(&self, class: &str) -> Option<ModelId> {
        self.model_ids.get(class).copied()
    }

    /// The model of class `class`.
    pub fn model_by_class(&self, class: &str) -> Option<&Model> {
        self.model_id(class).map(|id| self.model(id))
    }

    /// The enum of class `class`.
    pub fn enum_def(&self, class: &str) -> Option<&EnumDef> {
        self.enum_ids.get(class).map(|&i| &self.enums[i])
    }

    /// The default class of the DAO named `dao`, from the registry's `daos` map. It need not
    /// be a model of this registry (see [`WarningKind::UnknownDaoClass`]).
    pub fn dao_class(&self, dao: &str) -> Option<&str> {
        self.dao_ids.get(dao).map(|&i| &*self.daos[i].1)
    }

    /// A number no other registry value of this process has (never 0): with a [`ModelId`], it
    /// names one model for caches that outlive a single call.
    pub fn instance(&self) -> u64 {
        self.instance.0
    }

    /// The number of models.
    pub fn len(&self) -> usize {
        self.models.len()
    }

    /// True when the registry has no models.
    pub fn is_empty(&self) -> bool {
        self.models.is_empty()
    }

    /// Every model with its id, in id order (the registry's order, a class defined twice
    /// counting at its first position).
    pub fn models(&self) -> impl Iterator<Item = (ModelId, &Model)> + '_ {
        self.models
            .iter()
            .enumerate()
            .map(|(i, m)| (ModelId(i as u32), m))
    }

    /// Every enum, in registry order.
    pub fn enums(&self) -> impl Iterator<Item = &EnumDef> + '_ {
        self.enums.iter()
    }

    /// Every `(dao, class)` pair of the `daos` map, in registry order.
    pub fn daos(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.daos.iter().map(|(d, c)| (&**d, &**c))
    }

    /// What the loader accepted by deciding what it means (unknown types, clashing short
    /// names, ...), in file order. Empty for a clean registry.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// The type an id-valued Reference to `prop.of` takes: `prop.value_type` if the registry
    /// gives it; else the type of the target model's id when it has exactly one id and the
    /// registry declares it; else `None` (accept an integer or a string).
    pub fn reference_id_type(&self, prop: &Property) -> Option<PropType> {
        if prop.value_type.is_some() {
            return prop.value_type;
        }
        let target = self.model_by_class(prop.of.as_deref()?)?;
        if target.has_declared_id() {
            Some(target.properties[target.ids[0]].ty)
        } else {
            None
        }
    }

    /// Adds the model `spec` (at position `index` in the file). A class already present is
    /// replaced and keeps its id.
    pub(crate) fn add_model(&mut self, index: usize, spec: ModelSpec) {
        let model = Model::compile(index, spec, &mut self.warnings);
        match self.model_ids.get(&model.class) {
            Some(&id) => {
                self.warnings.push(Warning {
                    place: Place::Model {
                        index,
                        class: Some(model.class.clone()),
                    },
                    kind: WarningKind::DuplicateClass(model.class.clone()),
                });
                self.models[id.index()] = model;
            }
            None => {
                let id = ModelId(u32::try_from(self.models.len()).expect("over 2^32 models"));
                self.model_ids.insert(model.class.clone(), id);
                self.models.push(model);
            }
        }
    }

    /// Adds the enum `def` (at position `index` in the file). A class already present is
    /// replaced.
    pub(crate) fn add_enum(&mut self, index: usize, def: EnumDef) {
        match self.enum_ids.get(&def.class) {
            Some(&i) => {
                self.warnings.push(Warning {
                    place: Place::Enum {
                        index,
                        class: Some(def.class.clone()),
                    },
                    kind: WarningKind::DuplicateEnum(def.class.clone()),
                });
                self.enums[i] = def;
            }
            None => {
                self.enum_ids.insert(def.class.clone(), self.enums.len());
                self.enums.push(def);
            }
        }
    }

    /// Sets the default class of DAO `dao`; a DAO given twice takes the later class.
    pub(crate) fn add_dao(&mut self, dao: &str, class: &str) {
        match self.dao_ids.get(dao) {
            Some(&i) => self.daos[i].1 = class.into(),
            None => {
                self.dao_ids.insert(dao.into(), self.daos.len());
                self.daos.push((dao.into(), class.into()));
            }
        }
    }

    /// Checks what can only be checked once everything is loaded.
    pub(crate) fn finish(&mut self) {
        for (dao, class) in &self.daos {
            if !self.model_ids.contains_key(class) {
                self.warnings.push(Warning {
                    place: Place::Dao { name: dao.clone() },
                    kind: WarningKind::UnknownDaoClass(class.clone()),
                });
            }
        }
    }
}
