//! Definitions -> the registry, resolved as FOAM's class loader resolves them.
//!
//! - Names: a dotted name is a class id; a bare name is looked up as written, then in the core
//!   package of its tree (FOAM registers the core package's classes under their bare names too:
//!   `foam.core` until 2025, `foam.lang` after). The core package is the package of the tree's
//!   own `Property` class, so either era is read from the tree itself, never from a table.
//! - Classes: properties flattened parent first; then the properties of implemented interfaces
//!   that the class does not have yet; then its own; then, in load order, what refinements and
//!   relationships add. A property of the same name is laid over the one before it
//!   ([`PropDef::overlaid`]).
//! - Property names: a copy (`__copyFrom__: 'a.b.C.NAME'`) is the flattened property of `a.b.C`
//!   whose constant is `NAME`, its own settings (Java's too) laid over it; a property object
//!   without a name takes its property class's default name (`{ name: 'name', value:
//!   'javaType' }` among the property class's own properties or a refinement's, or its
//!   parent's), as FOAM's `EndBoot` and `create` give it. Only a property that none of these
//!   names is skipped, with a warning. FOAM's Java rules ([`java`]) apply to the property so
//!   named.
//! - Types: a property class's `extends` chain is followed until it reaches a class of the core
//!   package whose name is one of folio's types ([`core_type`]).

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;

use super::defs::{constantize, ClassDef, Defaults, EnumDef, EnumValue, Item, PropDef, RelDef};
use super::java::{self, InfoType};
use super::js::Lit;
use super::warning::{At, LeftOut, WarningKind};
use crate::doc::{EnumDoc, ModelDoc, PropertyDoc, RegistryDoc};

/// Definitions of one tree, in load order.
pub struct TreeItems {
    pub items: Vec<Item>,
}

/// What the class table holds for an id: the definition that won, and its tree.
struct Entry {
    def: ClassDef,
    tree: usize,
}

struct EnumEntry {
    def: EnumDef,
    tree: usize,
}

/// Something added to a class after its definition: a refinement or a relationship's inverse
/// reference, in load order.
struct Addition {
    implements: Vec<String>,
    mixins: Vec<String>,
    ids: Option<Vec<String>>,
    properties: Vec<PropDef>,
    tree: usize,
}

/// A flattened class.
#[derive(Clone, Default)]
struct Flat {
    properties: Vec<PropDef>,
    ids: Option<Vec<String>>,
}

pub struct Resolver<'w> {
    classes: HashMap<String, Entry>,
    enums: HashMap<String, EnumEntry>,
    additions: HashMap<String, Vec<Addition>>,
    relationships: Vec<(RelDef, usize)>,
    /// Per class: the defaults refinements give it, in load order.
    refined: HashMap<String, Vec<Defaults>>,
    /// Whether the trees hold FOAM's Java generator (some property class has a
    /// `javaInfoType`): only then are its rules followed ([`java`]); a slice of a tree without
    /// it keeps every property.
    java_rules: bool,
    /// Per tree: its core package.
    core: Vec<Option<String>>,
    flat: HashMap<String, Option<Flat>>,
    /// The classes being flattened right now (a property copied from one of them, or from a
    /// class that extends one, cannot be read: FOAM would not have loaded it yet either).
    busy: HashSet<String>,
    /// How many copies (`__copyFrom__`) are being read inside one another: each flattens the
    /// class it copies from, so the depth is bounded to bound the stack ([`MAX_COPY_DEPTH`]).
    copy_depth: usize,
    /// Warnings about a property declaration, made once however many classes take it (an
    /// interface's properties are read for each class that implements it).
    warned: Vec<(At, WarningKind)>,
    /// Properties whose default is left out. Once per declaration, however many classes take
    /// it.
    left_out: Vec<LeftOutAt>,
    warn: &'w mut dyn FnMut(At, WarningKind),
}

/// A property whose default the registry leaves out ([`LeftOut`]), at the place it is declared.
pub struct LeftOutAt {
    pub at: At,
    /// The classes that have it, in id order.
    pub classes: Vec<String>,
    pub property: String,
    pub why: LeftOut,
}

/// Copies of copies read inside one another, at most (FOAM's own sources copy from classes that
/// copy nothing). Deeper, a copy is left unread with a warning.
const MAX_COPY_DEPTH: usize = 32;

/// The classes of the core package that are folio types, by bare name.
pub fn core_type(name: &str) -> Option<&'static str> {
    Some(match name {
        "String" => "String",
        "Long" => "Long",
        "Int" => "Int",
        "Short" => "Short",
        "Byte" => "Byte",
        "Double" => "Double",
        "Float" => "Float",
        "Boolean" => "Boolean",
        "Date" => "Date",
        "DateTime" => "DateTime",
        "Enum" => "Enum",
        "Reference" => "Reference",
        "StringArray" => "StringArray",
        "FObjectProperty" => "FObject",
        "FObjectArray" => "FObjectArray",
        "Array" => "Array",
        "List" => "List",
        "Map" => "Map",
        "Class" => "Class",
        "Object" => "Object",
        "Property" => "Object",
        _ => return None,
    })
}

impl<'w> Resolver<'w> {
    /// Builds the tables from every tree's items, later trees winning. `files` names the places
    /// of [`At`] (a duplicate's warning names the definition it replaces).
    pub fn new(
        trees: Vec<TreeItems>,
        files: &[PathBuf],
        warn: &'w mut dyn FnMut(At, WarningKind),
    ) -> Resolver<'w> {
        let mut r = Resolver {
            classes: HashMap::new(),
            enums: HashMap::new(),
            additions: HashMap::new(),
            relationships: Vec::new(),
            refined: HashMap::new(),
            java_rules: false,
            core: Vec::new(),
            flat: HashMap::new(),
            busy: HashSet::new(),
            copy_depth: 0,
            warned: Vec::new(),
            left_out: Vec::new(),
            warn,
        };
        let mut refinements = Vec::new();
        let tree_count = trees.len();
        for (tree, items) in trees.into_iter().enumerate() {
            for item in items.items {
                match item {
                    Item::Class(def) => {
                        if let Some(old) = r.classes.get(&def.id).filter(|old| old.tree == tree) {
                            let kind = duplicate(&def.id, old.def.at, files);
                            (r.warn)(def.at, kind);
                        }
                        r.classes.insert(def.id.clone(), Entry { def, tree });
                    }
                    Item::Enum(def) => {
                        if let Some(old) = r.enums.get(&def.id).filter(|old| old.tree == tree) {
                            let kind = duplicate(&def.id, old.def.at, files);
                            (r.warn)(def.at, kind);
                        }
                        r.enums.insert(def.id.clone(), EnumEntry { def, tree });
                    }
                    Item::Refinement(def) => refinements.push((def, tree)),
                    Item::Relationship(def) => r.relationships.push((def, tree)),
                }
            }
        }
        r.core = core_packages(&r.classes, tree_count);
        r.java_rules = r
            .classes
            .values()
            .any(|e| e.def.defaults.java_info_type.is_some())
            || refinements
                .iter()
                .any(|(d, _)| d.defaults.java_info_type.is_some());
        // What is added to classes after their definitions: first the junction classes of
        // `*:*` relationships (refinements may refine them), then refinements, then the inverse
        // references of `1:*` relationships, each in load order (trees, files, lines).
        let mut events: Vec<(u8, usize, At, Event)> = Vec::new();
        for (def, tree) in refinements {
            events.push((1, tree, def.at, Event::Refine(Box::new(def))));
        }
        for (i, (def, tree)) in r.relationships.iter().enumerate() {
            let phase = if def.many_to_many { 0 } else { 2 };
            events.push((phase, *tree, def.at, Event::Relate(i)));
        }
        events.sort_by_key(|(phase, tree, at, _)| (*phase, *tree, at.file, at.line));
        for (_, tree, at, event) in events {
            match event {
                Event::Refine(def) => match r.lookup(&def.target, tree) {
                    Some(target) if r.classes.contains_key(&target) => {
                        r.refined
                            .entry(target.clone())
                            .or_default()
                            .push(def.defaults);
                        r.additions.entry(target).or_default().push(Addition {
                            implements: def.implements,
                            mixins: def.mixins,
                            ids: def.ids,
                            properties: def.properties,
                            tree,
                        });
                    }
                    _ => (r.warn)(at, WarningKind::UnknownRefinement { target: def.target }),
                },
                Event::Relate(i) => r.relate(i),
            }
        }
        r
    }

    /// The id `name` means in `tree`, if some tree defines it.
    fn lookup(&self, name: &str, tree: usize) -> Option<String> {
        if self.classes.contains_key(name) || self.enums.contains_key(name) {
            return Some(name.to_owned());
        }
        if name.contains('.') {
            return None;
        }
        let core = self.core.get(tree)?.as_deref()?;
        let id = format!("{core}.{name}");
        (self.classes.contains_key(&id) || self.enums.contains_key(&id)).then_some(id)
    }

    /// Whether `name` is FOAM's root class (no parent's properties to inherit).
    fn is_root(&self, name: &str, tree: usize) -> bool {
        let bare = name.rsplit('.').next().unwrap_or(name);
        bare == "FObject"
            && (name == "FObject"
                || self.core.get(tree).and_then(|c| c.as_deref()) == name.strip_suffix(".FObject"))
    }

    /// A relationship: the inverse reference of a `1:*` one is added to its target; a `*:*` one
    /// defines its junction class unless a class of that id is defined already.
    fn relate(&mut self, i: usize) {
        let (rel, tree) = self.relationships[i].clone();
        let (Some(source), Some(target)) = (
            self.lookup(&rel.source, tree),
            self.lookup(&rel.target, tree),
        ) else {
            let model = if self.lookup(&rel.source, tree).is_none() {
                rel.source.clone()
            } else {
                rel.target.clone()
            };
            (self.warn)(rel.at, WarningKind::UnknownRelationshipModel { model });
            return;
        };
        let reference = self.lookup("Reference", tree);
        if rel.many_to_many {
            let package = rel
                .package
                .clone()
                .unwrap_or_else(|| package_of(&source).to_owned());
            let name = rel
                .junction_name
                .clone()
                .unwrap_or_else(|| format!("{}{}Junction", bare_name(&source), bare_name(&target)));
            let id = if package.is_empty() {
                name
            } else {
                format!("{package}.{name}")
            };
            if self.classes.contains_key(&id) {
                return;
            }
            let end = |name: &str, short: &str, of: &str| PropDef {
                name: name.into(),
                class: reference.clone(),
                short_name: Some(short.into()),
                of: Some(of.into()),
                at: rel.at,
                ..PropDef::default()
            };
            let def = ClassDef {
                id: id.clone(),
                interface: false,
                extends: rel.extends.clone(),
                implements: Vec::new(),
                mixins: Vec::new(),
                requires: Vec::new(),
                ids: Some(
                    rel.ids
                        .clone()
                        .unwrap_or_else(|| vec!["sourceId".into(), "targetId".into()]),
                ),
                properties: vec![end("sourceId", "s", &source), end("targetId", "t", &target)],
                defaults: Defaults::default(),
                java_extends: None,
                at: rel.at,
            };
            self.classes.insert(id, Entry { def, tree });
        } else if let Some(name) = rel.inverse_name.clone() {
            let mut prop = PropDef {
                name,
                class: reference,
                of: Some(source),
                at: rel.at,
                ..PropDef::default()
            };
            // FOAM copies `targetProperty` onto the Reference it made: settings change, the
            // property class does not.
            if let Some(over) = &rel.target_property {
                let over = PropDef {
                    name: prop.name.clone(),
                    class: None,
                    ..over.clone()
                };
                prop = prop.overlaid(&over, true);
            }
            self.additions.entry(target).or_default().push(Addition {
                implements: Vec::new(),
                mixins: Vec::new(),
                ids: None,
                properties: vec![prop],
                tree,
            });
        }
    }

    /// The flattened properties and ids of `id`; `None` for a class no tree defines.
    ///
    /// Iterative, so that a long `extends` chain in the input cannot exhaust the stack: the
    /// chain is walked up to the first class already flattened (or the root), then flattened
    /// top down.
    fn flatten(&mut self, id: &str) -> Option<Flat> {
        if let Some(done) = self.flat.get(id) {
            return done.clone();
        }
        self.classes.get(id)?;
        let mut chain = vec![id.to_owned()];
        let mut cut = HashSet::new();
        loop {
            let current = chain.last().expect("not empty").clone();
            let entry = &self.classes[&current];
            let (at, tree) = (entry.def.at, entry.tree);
            let Some(parent) = self.parent(&current) else {
                break;
            };
            if self.is_root(&parent, tree) {
                break;
            }
            match self.lookup(&parent, tree) {
                Some(p) if self.classes.contains_key(&p) => {
                    if self.flat.contains_key(&p) {
                        break;
                    }
                    if chain.contains(&p) {
                        (self.warn)(
                            at,
                            WarningKind::CyclicExtends {
                                class: current.clone(),
                            },
                        );
                        cut.insert(current);
                        break;
                    }
                    chain.push(p);
                }
                _ => {
                    (self.warn)(
                        at,
                        WarningKind::MissingParent {
                            class: current.clone(),
                            parent,
                        },
                    );
                    cut.insert(current);
                    break;
                }
            }
        }
        for class in chain.iter().rev() {
            self.busy.insert(class.clone());
            let flat = self.flatten_one(class, cut.contains(class));
            self.busy.remove(class);
            self.flat.insert(class.clone(), Some(flat));
        }
        self.flat.get(id).cloned().flatten()
    }

    /// One class over its parent's flattened form (already made; none when `cut`).
    fn flatten_one(&mut self, id: &str, cut: bool) -> Flat {
        let entry = &self.classes[id];
        let (def, tree) = (entry.def.clone(), entry.tree);
        let parent = self
            .parent(id)
            .filter(|p| !cut && !self.is_root(p, tree))
            .and_then(|p| self.lookup(&p, tree));
        let mut flat = parent
            .and_then(|p| self.flat.get(&p).cloned().flatten())
            .unwrap_or_default();
        self.implement(&mut flat, id, &def.implements, tree, def.at);
        self.mix(&mut flat.properties, id, &def.mixins, tree, 0);
        for p in &def.properties {
            self.lay(&mut flat.properties, p, tree, id);
        }
        if def.ids.is_some() {
            flat.ids = def.ids.clone();
        }
        let additions = self.additions.remove(id).unwrap_or_default();
        for add in &additions {
            self.implement(&mut flat, id, &add.implements, add.tree, def.at);
            self.mix(&mut flat.properties, id, &add.mixins, add.tree, 0);
            for p in &add.properties {
                self.lay(&mut flat.properties, p, add.tree, id);
            }
            if add.ids.is_some() {
                flat.ids = add.ids.clone();
            }
        }
        self.additions.insert(id.to_owned(), additions);
        flat
    }

    /// The parent of `id`'s Java class, whose `ClassInfo` the class's inherits: `javaExtends`
    /// where it names a class a tree defines, none where it names another (a Java class such as
    /// `RuntimeException`), else `extends`.
    fn parent(&self, id: &str) -> Option<String> {
        let entry = self.classes.get(id)?;
        match &entry.def.java_extends {
            Some(java) => self
                .lookup(java, entry.tree)
                .filter(|p| self.classes.contains_key(p)),
            None => entry.def.extends.clone(),
        }
    }

    /// Lays the own properties of each of `mixins` (a mixin's own mixins' first) over `props`,
    /// as FOAM's `Mixin` installs them as if `class` defined them. A mixin that is not defined
    /// adds nothing (FOAM warns and goes on).
    fn mix(
        &mut self,
        props: &mut Vec<PropDef>,
        class: &str,
        mixins: &[String],
        tree: usize,
        depth: u8,
    ) {
        if depth > 8 {
            return;
        }
        for mixin in mixins {
            let Some(m) = self.lookup_in(mixin, tree, class) else {
                continue;
            };
            let Some(e) = self.classes.get(&m) else {
                continue;
            };
            let (own, inner, mtree) = (e.def.properties.clone(), e.def.mixins.clone(), e.tree);
            self.mix(props, &m, &inner, mtree, depth + 1);
            for p in &own {
                self.lay(props, p, mtree, &m);
            }
        }
    }

    /// Copies the properties of `interfaces` that `flat` does not have yet.
    fn implement(
        &mut self,
        flat: &mut Flat,
        class: &str,
        interfaces: &[String],
        tree: usize,
        at: At,
    ) {
        for name in interfaces {
            let Some(iface) = self
                .lookup(name, tree)
                .filter(|i| self.classes.contains_key(i))
            else {
                (self.warn)(
                    at,
                    WarningKind::UnknownInterface {
                        class: class.into(),
                        interface: name.clone(),
                    },
                );
                continue;
            };
            let (own, itree) = {
                let e = &self.classes[&iface];
                (e.def.properties.clone(), e.tree)
            };
            for p in &own {
                let Some(p) = self.named(p, itree, &iface) else {
                    continue;
                };
                if !flat.properties.iter().any(|q| q.name == p.name) {
                    let p = self.resolved(&p, itree, &iface);
                    flat.properties.push(p);
                }
            }
        }
    }

    /// `p` (declared in `tree`) laid over the property of its name, or appended; then what its
    /// property class installs beside it ([`Resolver::installed`]).
    fn lay(&mut self, props: &mut Vec<PropDef>, p: &PropDef, tree: usize, class: &str) {
        let Some(p) = self.named(p, tree, class) else {
            return;
        };
        let p = self.resolved(&p, tree, class);
        let beside = self.installed(&p, tree);
        match props.iter_mut().find(|q| q.name == p.name) {
            Some(q) => {
                let same = p.class.is_none() || p.class == q.class;
                *q = q.overlaid(&p, same);
            }
            None => props.push(p),
        }
        if let Some(b) = beside {
            if !props.iter().any(|q| q.name == b.name) {
                props.push(b);
            }
        }
    }

    /// The property a core property class's `installInClass` adds beside `p`: a `Stub`'s
    /// `<name>ReplyPolicy` (an `Object`), a `Promised`'s `<name>State` (a `Proxy` of the same
    /// `of`). Code in FOAM, restated here for these two only.
    fn installed(&self, p: &PropDef, tree: usize) -> Option<PropDef> {
        let class = p.class.as_deref()?;
        let core = self.core.get(tree)?.as_deref()?;
        if package_of(class) != core {
            return None;
        }
        let (suffix, of, with) = match bare_name(class) {
            "Stub" => ("ReplyPolicy", None, "Object"),
            "Promised" => ("State", p.of.clone(), "Proxy"),
            _ => return None,
        };
        Some(PropDef {
            name: format!("{}{suffix}", p.name),
            class: self.lookup(with, tree),
            of,
            at: p.at,
            ..PropDef::default()
        })
    }

    /// `p` (declared in `tree`, in `class`) with its name as FOAM gives it: a copy's
    /// (`__copyFrom__`) settings under its own, and a property without a name its property
    /// class's default name. `None`, with a warning, for a property FOAM would leave nameless.
    fn named(&mut self, p: &PropDef, tree: usize, class: &str) -> Option<PropDef> {
        if let Some(path) = &p.copy_from {
            let Some(copy) = self.copied(path) else {
                let property = (!p.name.is_empty()).then(|| p.name.clone());
                let kind = WarningKind::UnknownCopySource {
                    class: class.to_owned(),
                    path: path.clone(),
                    property,
                };
                self.warn_once(p.at, kind);
                return (!p.name.is_empty()).then(|| PropDef {
                    copy_from: None,
                    ..p.clone()
                });
            };
            // FOAM's `parent.clone().copyFrom(o)`: the copy, with what `o` sets laid over it.
            return Some(PropDef {
                name: if p.name.is_empty() {
                    copy.name
                } else {
                    p.name.clone()
                },
                class: copy.class,
                short_name: p.short_name.clone().or(copy.short_name),
                aliases: p.aliases.clone().or(copy.aliases),
                of: p.of.clone().or(copy.of),
                copy_from: None,
                java: copy.java.overlaid(&p.java),
                value: copy.value.overlaid(&p.value),
                at: p.at,
            });
        }
        if !p.name.is_empty() {
            return Some(p.clone());
        }
        let written = p.class.clone()?;
        let class_id = self.lookup(&written, tree);
        match class_id.as_deref().and_then(|c| self.default_name(c)) {
            Some(name) => Some(PropDef { name, ..p.clone() }),
            None => {
                let kind = WarningKind::PropertyWithoutName {
                    known: class_id.is_some(),
                    property_class: Some(written),
                };
                self.warn_once(p.at, kind);
                None
            }
        }
    }

    /// The property that `path` (`a.b.C.NAME`, FOAM's global path to a property constant)
    /// names: the flattened property of `a.b.C` whose constant is `NAME`.
    fn copied(&mut self, path: &str) -> Option<PropDef> {
        let (class, constant) = path.rsplit_once('.')?;
        if !self.classes.contains_key(class)
            || self.extends_busy(class)
            || self.copy_depth >= MAX_COPY_DEPTH
        {
            return None;
        }
        self.copy_depth += 1;
        let flat = self.flatten(class);
        self.copy_depth -= 1;
        let flat = flat?;
        flat.properties
            .into_iter()
            .find(|p| constantize(&p.name) == constant)
    }

    /// Whether `class` or a class it extends (as [`Resolver::flatten`] follows the chain: the
    /// Java parent) is being flattened.
    fn extends_busy(&self, class: &str) -> bool {
        let mut seen = HashSet::new();
        let mut id = class.to_owned();
        loop {
            if self.busy.contains(&id) {
                return true;
            }
            if !seen.insert(id.clone()) {
                return false;
            }
            let Some(entry) = self.classes.get(&id) else {
                return false;
            };
            let Some(parent) = self.parent(&id) else {
                return false;
            };
            if self.is_root(&parent, entry.tree) {
                return false;
            }
            match self.lookup(&parent, entry.tree) {
                Some(p) => id = p,
                None => return false,
            }
        }
    }

    /// Warns about the declaration at `at` once, however many classes read it.
    fn warn_once(&mut self, at: At, kind: WarningKind) {
        if !self.warned.iter().any(|(a, k)| *a == at && *k == kind) {
            self.warned.push((at, kind.clone()));
            (self.warn)(at, kind);
        }
    }

    /// `p` with its property class and `of` resolved to ids where a tree defines them.
    fn resolved(&self, p: &PropDef, tree: usize, class: &str) -> PropDef {
        let mut p = p.clone();
        // A property class is looked up in FOAM's global context (ids and core names); `of` is
        // a name the generated Java uses, where `requires` and the package also resolve it.
        if let Some(c) = &p.class {
            if let Some(id) = self.lookup(c, tree) {
                p.class = Some(id);
            }
        }
        if let Some(of) = &p.of {
            if let Some(id) = self.lookup_in(of, tree, class) {
                p.of = Some(id);
            }
        }
        p
    }

    /// The id a name means inside `class`: a defined id as written, else a bare name through
    /// the class's `requires`, its own package (where the Java FOAM generates finds it), and
    /// the core package.
    fn lookup_in(&self, name: &str, tree: usize, class: &str) -> Option<String> {
        let defined = |id: &str| self.classes.contains_key(id) || self.enums.contains_key(id);
        if defined(name) || name.contains('.') {
            return defined(name).then(|| name.to_owned());
        }
        if let Some(e) = self.classes.get(class) {
            if let Some((_, id)) = e.def.requires.iter().find(|(alias, _)| alias == name) {
                if defined(id) {
                    return Some(id.clone());
                }
            }
        }
        let package = package_of(class);
        if !package.is_empty() {
            let id = format!("{package}.{name}");
            if defined(&id) {
                return Some(id);
            }
        }
        self.lookup(name, tree)
    }

    /// The folio type of a property class id; `None` when its chain never reaches a core type.
    fn property_type(&self, class: &str) -> Option<&'static str> {
        let mut seen = HashSet::new();
        let mut id = class.to_owned();
        loop {
            let entry = self.classes.get(&id)?;
            let core = self.core.get(entry.tree).and_then(|c| c.as_deref());
            if package_of(&id) == core.unwrap_or("\u{0}") {
                if let Some(t) = core_type(bare_name(&id)) {
                    return Some(t);
                }
            }
            if !seen.insert(id.clone()) {
                return None;
            }
            let parent = entry.def.extends.as_deref()?;
            id = self.lookup(parent, entry.tree)?;
        }
    }

    /// The registry: every class (interfaces are not stored objects) and enum; and the
    /// properties whose default it leaves out.
    pub fn finish(mut self, source: &dyn Fn(At) -> String) -> (RegistryDoc, Vec<LeftOutAt>) {
        let mut ids: Vec<String> = self
            .classes
            .iter()
            .filter(|(_, e)| !e.def.interface)
            .map(|(id, _)| id.clone())
            .collect();
        ids.sort();
        let mut flats = HashMap::new();
        for id in &ids {
            if let Some(f) = self.flatten(id) {
                flats.insert(id.clone(), f);
            }
        }
        let mut doc = RegistryDoc::default();
        for id in &ids {
            let Some(flat) = flats.get(id) else { continue };
            let (at, tree, extends) = {
                let e = &self.classes[id];
                (e.def.at, e.tree, self.parent(id))
            };
            let ids = flat.ids.clone().unwrap_or_else(|| vec!["id".into()]);
            for i in &ids {
                if flat.ids.is_some() && !flat.properties.iter().any(|p| &p.name == i) {
                    (self.warn)(
                        at,
                        WarningKind::UnknownId {
                            class: id.clone(),
                            id: i.clone(),
                        },
                    );
                }
            }
            let mut properties = Vec::with_capacity(flat.properties.len());
            for p in &flat.properties {
                // A property class that does not resolve says nothing of Java: the property
                // stays (typed Object, with a warning).
                let unknown = p
                    .class
                    .as_deref()
                    .is_some_and(|c| self.property_type(c).is_none());
                let class_info = p.class.as_deref().and_then(|c| self.class_info_type(c));
                if !self.java_rules || unknown || java::in_java(&p.java, class_info.as_ref()) {
                    properties.push(self.property_doc(id, p, &flats));
                }
            }
            doc.models.push(ModelDoc {
                class: id.clone(),
                extends: extends
                    .filter(|e| !self.is_root(e, tree))
                    .map(|e| self.lookup(&e, tree).unwrap_or(e)),
                ids,
                properties,
                source: Some(source(at)),
                inferred: Vec::new(),
            });
        }
        doc.date_at_noon = self.date_at_noon();
        let mut enum_ids: Vec<&String> = self.enums.keys().collect();
        enum_ids.sort();
        for id in enum_ids {
            doc.enums.push(self.enum_doc(id, source));
        }
        (doc, self.left_out)
    }

    /// Whether the trees' FOAM keeps a Date at noon GMT of its day: `None` when they hold no
    /// FOAM Date property class to tell by (`foam.lang.Date`, `foam.core.Date` before 2026);
    /// else whether a refinement of it (FOAM's Java one) adapts values to noon.
    fn date_at_noon(&self) -> Option<bool> {
        let dates = ["foam.lang.Date", "foam.core.Date"];
        let defined: Vec<&str> = dates
            .into_iter()
            .filter(|id| self.classes.contains_key(*id))
            .collect();
        if defined.is_empty() {
            return None;
        }
        Some(defined.iter().any(|id| {
            self.refined
                .get(*id)
                .is_some_and(|all| all.iter().any(|d| d.adapts_to_noon))
        }))
    }

    /// The registry's form of `class`'s property `p`; a warning at the place `p` is declared
    /// when its property class or `of` does not resolve.
    fn property_doc(
        &mut self,
        class: &str,
        p: &PropDef,
        flats: &HashMap<String, Flat>,
    ) -> PropertyDoc {
        let ty = match &p.class {
            None => "Object",
            Some(c) => match self.property_type(c) {
                Some(t) => self.java_type(p, t),
                None => {
                    (self.warn)(
                        p.at,
                        WarningKind::UnknownPropertyClass {
                            class: class.into(),
                            property: p.name.clone(),
                            property_class: c.clone(),
                        },
                    );
                    "Object"
                }
            },
        };
        // `of` matters to a reader for these types only.
        let of = match ty {
            "Reference" | "Enum" | "FObject" | "FObjectArray" => p.of.clone().or_else(|| {
                // A property class's default `of` of FOAM's root class (FObjectProperty's)
                // says nothing a reader can use.
                p.class
                    .as_deref()
                    .and_then(|c| self.default_of(c))
                    .filter(|of| !self.is_root(of, 0))
            }),
            _ => None,
        };
        let mut value_type = None;
        if ty == "Reference" || ty == "Enum" {
            match &of {
                Some(of) if self.classes.contains_key(of) || self.enums.contains_key(of) => {
                    value_type = (ty == "Reference")
                        .then(|| self.id_type(of, flats, 0))
                        .flatten();
                }
                Some(of) => (self.warn)(
                    p.at,
                    WarningKind::UnknownOf {
                        class: class.into(),
                        property: p.name.clone(),
                        of: of.clone(),
                    },
                ),
                None => {}
            }
        }
        let default = match self.default_value(class, p, ty, of.as_deref(), value_type.as_deref()) {
            Ok(default) => default,
            Err(why) => {
                let same =
                    |l: &&mut LeftOutAt| l.at == p.at && l.property == p.name && l.why == why;
                match self.left_out.iter_mut().find(same) {
                    Some(l) => l.classes.push(class.into()),
                    None => self.left_out.push(LeftOutAt {
                        at: p.at,
                        classes: vec![class.into()],
                        property: p.name.clone(),
                        why,
                    }),
                }
                None
            }
        };
        PropertyDoc {
            name: p.name.clone(),
            short_name: p.short_name.clone(),
            aliases: p.aliases.clone().unwrap_or_default(),
            ty: ty.into(),
            of,
            value_type,
            default,
            inferred: Vec::new(),
        }
    }

    /// The registry's `default` of `class`'s property `p` of type `ty`: the constant FOAM's
    /// Java getter returns for it when it is unset, where the sources give one (`value`);
    /// `None` where they give none (the type's default applies). `Err` when FOAM computes it or
    /// `value` is no constant of the type: the registry leaves it out, and says why.
    fn default_value(
        &self,
        class: &str,
        p: &PropDef,
        ty: &str,
        of: Option<&str>,
        value_type: Option<&str>,
    ) -> Result<Option<serde_json::Value>, LeftOut> {
        // The generated getter: `javaFactory` (or a `javaGetter`, or `javaValue` code) if
        // given, else `javaValue`, which `value` makes; JavaScript's `factory` and
        // `expression` are not Java's, whose getter then returns the type's default.
        if let Some(code) = p.value.java_code {
            return Err(LeftOut::Code(code));
        }
        let Some(value) = &p.value.value else {
            return match p.value.js_code {
                Some(code) => Err(LeftOut::Code(code)),
                None => Ok(None),
            };
        };
        let unfit = || LeftOut::Unfit {
            value: show(value),
            ty: ty.into(),
        };
        let ty = match ty {
            "Reference" => value_type.ok_or_else(unfit)?,
            t => t,
        };
        // An integer of `bits` bits, exactly.
        let integer = |n: f64, bits: i32| {
            let bound = 2f64.powi(bits - 1);
            (n.fract() == 0.0 && -bound <= n && n < bound)
                .then(|| serde_json::Value::from(n as i64))
        };
        let json = match (ty, value) {
            (_, Lit::Opaque) => return Err(LeftOut::ValueIsCode),
            ("String", Lit::Str(s)) => Some(serde_json::Value::from(s.as_str())),
            ("Boolean", Lit::Bool(b)) => Some(serde_json::Value::from(*b)),
            ("Long" | "Date" | "DateTime", Lit::Num(n)) => integer(*n, 64),
            ("Int", Lit::Num(n)) => integer(*n, 32),
            ("Short", Lit::Num(n)) => integer(*n, 16),
            ("Byte", Lit::Num(n)) => integer(*n, 8),
            ("Double" | "Float", Lit::Num(n)) => serde_json::Number::from_f64(*n).map(Into::into),
            ("Object", Lit::Str(s)) => Some(serde_json::Value::from(s.as_str())),
            ("Object", Lit::Bool(b)) => Some(serde_json::Value::from(*b)),
            ("Object", Lit::Num(n)) => serde_json::Number::from_f64(*n).map(Into::into),
            ("Enum", value) => self.enum_constant(class, of, value)?.map(Into::into),
            (_, Lit::Path(_)) => return Err(LeftOut::ValueIsCode),
            _ => None,
        };
        json.map(Some).ok_or_else(unfit)
    }

    /// The name of the constant of enum `of` that an Enum property's `value` gives, as FOAM's
    /// Enum `adapt` reads it: a name (constantized: `'active'` is `ACTIVE`), an ordinal, or
    /// the constant itself (`foam.x.E.NAME`, or through the class's `requires` `E.NAME`).
    /// `Ok(None)`: no such constant of that enum.
    fn enum_constant(
        &self,
        class: &str,
        of: Option<&str>,
        value: &Lit,
    ) -> Result<Option<String>, LeftOut> {
        let Some(of) = of.filter(|of| self.enums.contains_key(*of)) else {
            return Ok(None);
        };
        let constants = self.enum_constants(of);
        let name = match value {
            Lit::Str(s) => constantize(s),
            Lit::Num(n) => match constants.iter().find(|(_, o)| *o as f64 == *n) {
                Some((name, _)) => name.clone(),
                None => return Ok(None),
            },
            Lit::Path(path) => {
                let Some((enum_name, constant)) = path.rsplit_once('.') else {
                    return Err(LeftOut::ValueIsCode);
                };
                let tree = self.classes.get(class).map_or(0, |e| e.tree);
                match self.lookup_in(enum_name, tree, class) {
                    Some(id) if id == of => constant.to_owned(),
                    Some(id) if self.enums.contains_key(&id) => return Ok(None),
                    _ => return Err(LeftOut::ValueIsCode),
                }
            }
            _ => return Ok(None),
        };
        Ok(constants.iter().any(|(n, _)| *n == name).then_some(name))
    }

    /// The `of` a property class gives its properties: its own default (or a refinement's), else
    /// its parent's.
    fn default_of(&self, class: &str) -> Option<String> {
        self.class_default(class, |d, tree| {
            let of = d.of.as_ref()?;
            Some(self.lookup(of, tree).unwrap_or_else(|| of.clone()))
        })
    }

    /// The name a property class gives its properties that have none: its own default (or a
    /// refinement's), else its parent's.
    fn default_name(&self, class: &str) -> Option<String> {
        self.class_default(class, |d, _| d.name.clone())
    }

    /// The `javaInfoType` a property class gives its properties.
    fn class_info_type(&self, class: &str) -> Option<InfoType> {
        self.class_default(class, |d, _| d.java_info_type.clone())
    }

    /// The first default `pick` finds up `class`'s `extends` chain: at each class, what its
    /// refinements give (the last loaded first), then its own.
    fn class_default<T>(
        &self,
        class: &str,
        pick: impl Fn(&Defaults, usize) -> Option<T>,
    ) -> Option<T> {
        let mut id = class.to_owned();
        for _ in 0..32 {
            let entry = self.classes.get(&id)?;
            let refined = self.refined.get(&id).into_iter().flatten().rev();
            for d in refined.chain([&entry.def.defaults]) {
                if let Some(found) = pick(d, entry.tree) {
                    return Some(found);
                }
            }
            id = self.lookup(entry.def.extends.as_deref()?, entry.tree)?;
        }
        None
    }

    /// `p`'s type (its property class's is `ty`) as its Java `PropertyInfo` parses it: where
    /// the `javaInfoType` it has is a base of FOAM's that parses another type (a `Proxy`'s
    /// `AbstractFObjectPropertyInfo`, a `Class` property given `AbstractObjectPropertyInfo`),
    /// that type. A Reference stays one: its info is its target id's.
    fn java_type(&self, p: &PropDef, ty: &'static str) -> &'static str {
        if ty == "Reference" {
            return ty;
        }
        let info = p
            .java
            .info_type
            .clone()
            .or_else(|| p.class.as_deref().and_then(|c| self.class_info_type(c)));
        match info {
            Some(InfoType::Named(name)) => match java::info_types(&name) {
                Some(types) if !types.contains(&ty) => types[0],
                _ => ty,
            },
            _ => ty,
        }
    }

    /// The type of `class`'s id: its id property's type (a Reference's own id type), or FObject
    /// for a compound id.
    fn id_type(&self, class: &str, flats: &HashMap<String, Flat>, depth: u8) -> Option<String> {
        let flat = flats.get(class)?;
        let ids = flat.ids.clone().unwrap_or_else(|| vec!["id".into()]);
        if ids.len() > 1 {
            return Some("FObject".into());
        }
        let p = flat.properties.iter().find(|p| p.name == ids[0])?;
        let ty = p
            .class
            .as_deref()
            .map_or(Some("Object"), |c| self.property_type(c))?;
        let ty = self.java_type(p, ty);
        if ty == "Reference" && depth < 8 {
            return self.id_type(p.of.as_deref()?, flats, depth + 1);
        }
        Some(ty.into())
    }

    /// The constants of enum `id`, with their ordinals, as [`Resolver::enum_doc`] writes them.
    fn enum_constants(&self, id: &str) -> Vec<(String, i64)> {
        let (values, ordinals) = self.enum_values(id);
        values
            .into_iter()
            .zip(ordinals)
            .map(|(v, o)| (v.name.clone(), o))
            .collect()
    }

    fn enum_doc(&self, id: &str, source: &dyn Fn(At) -> String) -> EnumDoc {
        let (values, ordinals) = self.enum_values(id);
        let plain = ordinals.iter().enumerate().all(|(i, &o)| o == i as i64);
        let labels: Vec<String> = values
            .iter()
            .map(|v| v.label.clone().unwrap_or_default())
            .collect();
        EnumDoc {
            class: id.to_owned(),
            values: values.iter().map(|v| v.name.clone()).collect(),
            ordinals: (!plain).then_some(ordinals),
            labels: if labels.iter().any(|l| !l.is_empty()) {
                labels
            } else {
                Vec::new()
            },
            source: Some(source(self.enums[id].def.at)),
            inferred: Vec::new(),
        }
    }

    /// The values of enum `id` in order, and their ordinals.
    fn enum_values(&self, id: &str) -> (Vec<&EnumValue>, Vec<i64>) {
        // An enum that extends another has the parent's values first.
        let mut chain = vec![id.to_owned()];
        let mut seen = HashSet::new();
        while let Some(e) = self.enums.get(chain.last().unwrap()) {
            let Some(parent) = e.def.extends.as_deref() else {
                break;
            };
            match self.lookup(parent, e.tree) {
                Some(p) if self.enums.contains_key(&p) && seen.insert(p.clone()) => chain.push(p),
                _ => break,
            }
        }
        let mut values: Vec<&EnumValue> = Vec::new();
        for e in chain.iter().rev() {
            for v in &self.enums[e].def.values {
                match values.iter().position(|w| w.name == v.name) {
                    Some(i) => values[i] = v,
                    None => values.push(v),
                }
            }
        }
        // FOAM's rule: a value without an ordinal takes one more than the largest so far.
        let mut ordinals = Vec::with_capacity(values.len());
        let mut next = 0i64;
        for v in &values {
            let o = v.ordinal.unwrap_or(next);
            next = next.max(o + 1);
            ordinals.push(o);
        }
        (values, ordinals)
    }
}

/// The warning for a second definition of `id` in one tree, naming the one it replaces.
fn duplicate(id: &str, earlier: At, files: &[PathBuf]) -> WarningKind {
    WarningKind::Duplicate {
        id: id.to_owned(),
        earlier_file: files.get(earlier.file).cloned().unwrap_or_default(),
        earlier_line: earlier.line,
    }
}

enum Event {
    Refine(Box<super::defs::Refinement>),
    Relate(usize),
}

/// Each tree's core package: the package of its root `Property` class (a class named `Property`
/// whose parent is none or `FObject`; where several are, the package that defines the most of
/// folio's type names beside it). A tree without one (an application's own) uses the nearest
/// earlier tree's, else the first later one's.
fn core_packages(classes: &HashMap<String, Entry>, trees: usize) -> Vec<Option<String>> {
    let mut own: Vec<Option<(usize, String)>> = vec![None; trees];
    for (id, e) in classes {
        let root_parent = e
            .def
            .extends
            .as_deref()
            .is_none_or(|p| bare_name(p) == "FObject");
        if bare_name(id) != "Property" || !root_parent || !id.contains('.') {
            continue;
        }
        let package = package_of(id);
        let types = [
            "String",
            "Long",
            "Int",
            "Boolean",
            "Reference",
            "Enum",
            "FObjectProperty",
        ]
        .iter()
        .filter(|t| classes.contains_key(&format!("{package}.{t}")))
        .count();
        let better = match &own[e.tree] {
            None => true,
            Some((n, p)) => (types, package) > (*n, p.as_str()),
        };
        if better {
            own[e.tree] = Some((types, package.to_owned()));
        }
    }
    let own: Vec<Option<String>> = own.into_iter().map(|o| o.map(|(_, p)| p)).collect();
    let mut out = Vec::with_capacity(trees);
    for t in 0..trees {
        let found = (0..=t)
            .rev()
            .find_map(|i| own[i].clone())
            .or_else(|| (t..trees).find_map(|i| own[i].clone()));
        out.push(found);
    }
    out
}

/// A `value` as the reason for leaving it out quotes it.
fn show(value: &Lit) -> String {
    match value {
        Lit::Str(s) => format!("{s:?}"),
        Lit::Num(n) => n.to_string(),
        Lit::Bool(b) => b.to_string(),
        Lit::Null => "null".into(),
        Lit::Array(_) => "an array".into(),
        Lit::Object(_) => "an object".into(),
        Lit::Path(p) => p.clone(),
        Lit::Opaque => "code".into(),
    }
}

fn package_of(id: &str) -> &str {
    id.rsplit_once('.').map_or("", |(p, _)| p)
}

fn bare_name(id: &str) -> &str {
    id.rsplit_once('.').map_or(id, |(_, n)| n)
}
