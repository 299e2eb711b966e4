//! Definition calls ([`js::Def`]) -> what FOAM reads from them: classes, refinements, enums and
//! relationships, with names still as written (resolving them is [`resolve`](super::resolve)'s).

use super::java::{self, JavaSettings};
use super::js::{Call, Def, Lit, Obj};
use super::warning::{At, WarningKind};

/// One property declaration: a bare name, a `[name, default]` pair or an object.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PropDef {
    /// Empty for an object that gives no `name` but has a property class or a `__copyFrom__`:
    /// resolving names it (the property class's default name, the copied property's name).
    pub name: String,
    /// The property class as written (`'Long'`, `'foam.lang.Reference'`); `None`: FOAM's plain
    /// `Property`, which takes its parent's class when it overrides one.
    pub class: Option<String>,
    pub short_name: Option<String>,
    pub aliases: Option<Vec<String>>,
    pub of: Option<String>,
    /// `__copyFrom__: 'a.b.C.NAME'`: this property is a copy of the property constant `NAME` of
    /// class `a.b.C`, its own settings laid over the copy. FOAM's `EndBoot` reads it only from
    /// an object without a `class`.
    pub copy_from: Option<String>,
    /// What the property says of its Java form ([`java`]).
    pub java: JavaSettings,
    /// What the property says of its default value.
    pub value: ValueSettings,
    /// Where it is declared (for a refinement's property, the refinement's file).
    pub at: At,
}

impl PropDef {
    /// `child` laid over `self` (a parent's property of the same name), as FOAM's
    /// `createChildProperty_` does: a child of another property class replaces the parent's
    /// property; otherwise every setting the child gives wins and the rest are the parent's.
    pub fn overlaid(&self, child: &PropDef, same_class: bool) -> PropDef {
        if child.class.is_some() && !same_class {
            return child.clone();
        }
        PropDef {
            name: self.name.clone(),
            class: self.class.clone().or_else(|| child.class.clone()),
            short_name: child.short_name.clone().or_else(|| self.short_name.clone()),
            aliases: child.aliases.clone().or_else(|| self.aliases.clone()),
            of: child.of.clone().or_else(|| self.of.clone()),
            copy_from: None,
            java: self.java.overlaid(&child.java),
            value: self.value.overlaid(&child.value),
            at: child.at,
        }
    }
}

/// What a property says of the value an object holds before it sets one. `None`: not said here
/// (a parent's setting, or the type's default, applies).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ValueSettings {
    /// `value:` (or the second of a `[name, value]` pair) as written.
    pub value: Option<Lit>,
    /// Code FOAM's JavaScript runs for it: `factory` or `expression`. Java does not run it: its
    /// getter reads `value`, else the type's default.
    pub js_code: Option<&'static str>,
    /// Code FOAM's Java runs for it, whatever `value` says: `javaFactory`, `javaGetter` or
    /// `javaValue` (Java source, not a value).
    pub java_code: Option<&'static str>,
}

impl ValueSettings {
    /// The settings of a property object.
    pub fn of_property(p: &Obj) -> ValueSettings {
        let first = |keys: &[&'static str]| keys.iter().copied().find(|k| p.get(k).is_some());
        ValueSettings {
            value: p.get("value").cloned(),
            js_code: first(&["factory", "expression"]),
            java_code: first(&["javaFactory", "javaGetter", "javaValue"]),
        }
    }

    /// `child`'s settings over `self`'s, each on its own, as a child property inherits its
    /// parent's.
    pub fn overlaid(&self, child: &ValueSettings) -> ValueSettings {
        ValueSettings {
            value: child.value.clone().or_else(|| self.value.clone()),
            js_code: child.js_code.or(self.js_code),
            java_code: child.java_code.or(self.java_code),
        }
    }
}

/// `foam.CLASS` or `foam.INTERFACE` (an interface's properties are copied into the classes that
/// implement it).
#[derive(Debug, Clone)]
pub struct ClassDef {
    pub id: String,
    pub interface: bool,
    pub extends: Option<String>,
    pub implements: Vec<String>,
    /// `mixins`: classes whose own properties FOAM installs as if this class defined them.
    pub mixins: Vec<String>,
    /// `requires`: (the name the class uses, the class id), for names written bare.
    pub requires: Vec<(String, String)>,
    pub ids: Option<Vec<String>>,
    pub properties: Vec<PropDef>,
    /// For a property class: what its properties take when they say nothing.
    pub defaults: Defaults,
    /// `javaExtends`: the parent of the generated Java class, in place of `extends`.
    pub java_extends: Option<String>,
    pub at: At,
}

/// The defaults a property class gives its properties, from its own property list
/// (`['of', 'x.Y']`, `{ name: 'javaInfoType', value: '...' }`), as `DAOProperty`,
/// `foam.java.JavaType` and FOAM's Java refinements of the core property classes give them.
/// `None`: not given here.
#[derive(Debug, Clone, Default)]
pub struct Defaults {
    /// The `of` its properties take when they give none.
    pub of: Option<String>,
    /// The name its properties take when they give none (`{ name: 'name', value: 'javaType' }`
    /// among `foam.java.JavaType`'s properties).
    pub name: Option<String>,
    pub java_info_type: Option<java::InfoType>,
    /// Its Java setter moves a value to noon GMT of its day (`javaAdapt` with `43200000`, FOAM's
    /// Date from 2026 on).
    pub adapts_to_noon: bool,
}

/// A `refines:` definition: properties, ids and interfaces added to a class defined elsewhere.
#[derive(Debug, Clone)]
pub struct Refinement {
    pub target: String,
    pub implements: Vec<String>,
    pub mixins: Vec<String>,
    pub ids: Option<Vec<String>>,
    pub properties: Vec<PropDef>,
    /// Defaults the refinement gives a property class (`refines: 'foam.core.Int'`).
    pub defaults: Defaults,
    pub at: At,
}

#[derive(Debug, Clone)]
pub struct EnumValue {
    pub name: String,
    pub label: Option<String>,
    pub ordinal: Option<i64>,
}

#[derive(Debug, Clone)]
pub struct EnumDef {
    pub id: String,
    pub extends: Option<String>,
    pub values: Vec<EnumValue>,
    pub at: At,
}

/// `foam.RELATIONSHIP`, with FOAM's defaults filled in later (they depend on the models).
#[derive(Debug, Clone)]
pub struct RelDef {
    pub source: String,
    pub target: String,
    pub many_to_many: bool,
    pub inverse_name: Option<String>,
    pub package: Option<String>,
    pub junction_name: Option<String>,
    pub extends: Option<String>,
    pub ids: Option<Vec<String>>,
    /// `targetProperty`: settings laid over the inverse reference.
    pub target_property: Option<PropDef>,
    pub at: At,
}

/// Everything one file defines, in the order FOAM would load it.
#[derive(Debug, Default)]
pub struct Defs {
    pub items: Vec<Item>,
}

#[derive(Debug)]
pub enum Item {
    Class(ClassDef),
    Refinement(Refinement),
    Enum(EnumDef),
    Relationship(RelDef),
}

/// Reads `defs` (from the file `at.file`) into items; what cannot be read becomes a warning.
pub fn collect(defs: &[Def], file: usize, warn: &mut dyn FnMut(At, WarningKind)) -> Defs {
    let mut out = Defs::default();
    for def in defs {
        class_items(def.call, &def.obj, None, file, warn, &mut out);
    }
    out
}

/// One definition, with its inner classes and enums after it (their ids are `outer.Inner`).
fn class_items(
    call: Call,
    obj: &Obj,
    outer: Option<&str>,
    file: usize,
    warn: &mut dyn FnMut(At, WarningKind),
    out: &mut Defs,
) {
    let at = At {
        file,
        line: obj.line,
    };
    match call {
        Call::Relationship => match relationship(obj, at) {
            Some(r) => out.items.push(Item::Relationship(r)),
            None => warn(at, WarningKind::RelationshipWithoutModels),
        },
        Call::Class | Call::Interface | Call::Enum => {
            if let Some(target) = obj.str("refines") {
                if call == Call::Interface {
                    return; // FOAM's INTERFACE refinements change methods only
                }
                // A refinement for another platform (`flags: ['swift']`, `['web']`) is not
                // loaded where FOAM's Java is built, so adds nothing to the Java class.
                let flags = obj.get("flags").and_then(java::flags_allow_java);
                if flags == Some(false) {
                    return;
                }
                out.items.push(Item::Refinement(Refinement {
                    target: target.to_owned(),
                    implements: strings(obj.get("implements")),
                    mixins: mixins(obj),
                    ids: opt_strings(obj.get("ids")),
                    properties: properties(obj, target, file, warn),
                    defaults: defaults(obj),
                    at,
                }));
                return;
            }
            let Some(name) = obj.str("name").filter(|n| !n.is_empty()) else {
                warn(at, WarningKind::NoName);
                return;
            };
            let package = match outer {
                Some(outer) => Some(outer.to_owned()),
                None => obj.str("package").map(str::to_owned),
            };
            let id = match package.as_deref() {
                Some(p) if !p.is_empty() => format!("{p}.{name}"),
                _ => name.to_owned(),
            };
            if call == Call::Enum {
                out.items.push(Item::Enum(EnumDef {
                    id: id.clone(),
                    extends: obj.str("extends").map(str::to_owned),
                    values: enum_values(obj.get("values")),
                    at,
                }));
            } else {
                out.items.push(Item::Class(ClassDef {
                    id: id.clone(),
                    interface: call == Call::Interface,
                    extends: obj.str("extends").map(str::to_owned),
                    implements: strings(obj.get("implements")),
                    mixins: mixins(obj),
                    requires: requires(obj.get("requires")),
                    ids: opt_strings(obj.get("ids")),
                    properties: properties(obj, &id, file, warn),
                    defaults: defaults(obj),
                    java_extends: obj
                        .str("javaExtends")
                        .filter(|e| !e.is_empty())
                        .map(str::to_owned),
                    at,
                }));
            }
            if call == Call::Interface {
                generated_classes(obj, &id, package.as_deref(), at, out);
            }
            for (key, call) in [("classes", Call::Class), ("enums", Call::Enum)] {
                if let Some(Lit::Array(inner)) = obj.get(key) {
                    for inner in inner {
                        if let Lit::Object(inner) = inner {
                            class_items(call, inner, Some(&id), file, warn, out);
                        }
                    }
                }
            }
        }
    }
}

/// The classes FOAM's `INTERFACE` makes beside an interface: `ProxyX` for `proxy: true`, with a
/// `delegate` of property class `Proxy`, and `ClientX` for `client: true`, with a `Stub`.
fn generated_classes(obj: &Obj, id: &str, package: Option<&str>, at: At, out: &mut Defs) {
    let name = obj.str("name").unwrap_or_default();
    for (flag, prefix, class) in [("proxy", "Proxy", "Proxy"), ("client", "Client", "Stub")] {
        if obj.get(flag) != Some(&Lit::Bool(true)) {
            continue;
        }
        let generated = match package {
            Some(p) if !p.is_empty() => format!("{p}.{prefix}{name}"),
            _ => format!("{prefix}{name}"),
        };
        out.items.push(Item::Class(ClassDef {
            id: generated,
            interface: false,
            extends: None,
            implements: vec![id.to_owned()],
            mixins: Vec::new(),
            requires: Vec::new(),
            ids: None,
            properties: vec![PropDef {
                name: "delegate".into(),
                class: Some(class.into()),
                of: Some(id.to_owned()),
                at,
                ..PropDef::default()
            }],
            defaults: Defaults::default(),
            java_extends: None,
            at,
        }));
    }
}

fn relationship(obj: &Obj, at: At) -> Option<RelDef> {
    let source = obj.str("sourceModel")?.to_owned();
    let target = obj.str("targetModel")?.to_owned();
    // Its settings only: the name and the property class are the inverse reference's.
    let target_property = match obj.get("targetProperty") {
        Some(Lit::Object(p)) => Some(settings(p, String::new(), None, at)),
        _ => None,
    };
    Some(RelDef {
        source,
        target,
        many_to_many: obj.str("cardinality") == Some("*:*"),
        inverse_name: obj.str("inverseName").map(str::to_owned),
        package: obj.str("package").map(str::to_owned),
        junction_name: obj.str("junctionName").map(str::to_owned),
        extends: obj.str("extends").map(str::to_owned),
        ids: opt_strings(obj.get("ids")),
        target_property,
        at,
    })
}

/// The `properties` of a class or refinement (`owner`, as written) declared in `file`.
fn properties(
    obj: &Obj,
    owner: &str,
    file: usize,
    warn: &mut dyn FnMut(At, WarningKind),
) -> Vec<PropDef> {
    let Some(Lit::Array(items)) = obj.get("properties") else {
        return Vec::new();
    };
    let at = At {
        file,
        line: obj.line,
    };
    let nameless = WarningKind::PropertyWithoutName {
        property_class: None,
        known: false,
    };
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Lit::Str(name) if !name.is_empty() => out.push(PropDef {
                name: name.clone(),
                at,
                ..PropDef::default()
            }),
            Lit::Array(pair) => match pair.first() {
                Some(Lit::Str(name)) if !name.is_empty() => out.push(PropDef {
                    name: name.clone(),
                    value: ValueSettings {
                        value: pair.get(1).cloned(),
                        ..ValueSettings::default()
                    },
                    at,
                    ..PropDef::default()
                }),
                _ => warn(at, nameless.clone()),
            },
            Lit::Str(_) => warn(at, nameless.clone()),
            Lit::Object(p) => {
                let at = At { file, line: p.line };
                let name = p.str("name").unwrap_or_default().to_owned();
                let class = match property_class(p) {
                    Ok(class) => class,
                    Err(()) => {
                        let property = (!name.is_empty()).then(|| name.clone());
                        warn(
                            at,
                            WarningKind::PropertyClassNotRead {
                                class: owner.to_owned(),
                                property,
                            },
                        );
                        if name.is_empty() {
                            continue;
                        }
                        None
                    }
                };
                let mut prop = settings(p, name, class, at);
                // FOAM reads `__copyFrom__` only when `class` is not given (or falsy).
                if prop.class.is_none() {
                    prop.copy_from = p.str("__copyFrom__").map(str::to_owned);
                }
                if prop.name.is_empty() && prop.class.is_none() && prop.copy_from.is_none() {
                    warn(at, nameless.clone());
                    continue;
                }
                out.push(prop);
            }
            _ => {}
        }
    }
    out
}

/// A property's `class` as FOAM's `EndBoot` reads it: a falsy value (`''`, `null`, `false`, `0`)
/// or none is FOAM's plain `Property`; a string names the class. Anything else is code whose
/// value is not known without running it: `Err`.
fn property_class(p: &Obj) -> Result<Option<String>, ()> {
    match p.get("class") {
        None | Some(Lit::Null | Lit::Bool(false)) => Ok(None),
        Some(Lit::Str(s)) if s.is_empty() => Ok(None),
        Some(Lit::Num(n)) if *n == 0.0 || n.is_nan() => Ok(None),
        Some(Lit::Str(s)) => Ok(Some(s.clone())),
        Some(_) => Err(()),
    }
}

/// The defaults among `obj`'s properties: a property named `of`, `name` or `javaInfoType`
/// given as `['of', 'x.Y']` or `{ name: 'of', value: 'x.Y' }` (a `factory` or `expression`
/// computes a `javaInfoType`); the last one given wins.
/// Noon in milliseconds after midnight, as FOAM's Java adapts a Date to it
/// (`val.getTime() / 86400000l * 86400000l + 43200000l`).
const NOON_MS: &str = "43200000";

fn defaults(obj: &Obj) -> Defaults {
    let mut out = Defaults::default();
    let Some(Lit::Array(items)) = obj.get("properties") else {
        return out;
    };
    for item in items {
        let (name, value) = match item {
            Lit::Array(pair) => match pair.first() {
                Some(Lit::Str(name)) => (name.as_str(), pair.get(1)),
                _ => continue,
            },
            Lit::Object(p) => match p.str("name") {
                Some(name) => {
                    let computed = p.get("factory").or(p.get("expression"));
                    (name, p.get("value").or(computed.map(|_| &Lit::Opaque)))
                }
                None => continue,
            },
            _ => continue,
        };
        match (name, value) {
            ("of", Some(Lit::Str(of))) => out.of = Some(of.clone()),
            ("name", Some(Lit::Str(name))) => out.name = Some(name.clone()),
            ("javaInfoType", Some(value)) => out.java_info_type = java::info_type(Some(value)),
            ("javaAdapt", Some(Lit::Str(code))) => {
                out.adapts_to_noon = code.contains(NOON_MS);
            }
            _ => {}
        }
    }
    out
}

/// A property object's settings (`shortName`, `aliases`, `of`) with its name and class.
fn settings(p: &Obj, name: String, class: Option<String>, at: At) -> PropDef {
    PropDef {
        name,
        class,
        short_name: p
            .str("shortName")
            .filter(|s| !s.is_empty())
            .map(str::to_owned),
        aliases: match p.get("aliases") {
            Some(Lit::Str(a)) => Some(vec![a.clone()]),
            Some(Lit::Array(_)) => Some(strings(p.get("aliases"))),
            _ => None,
        },
        of: p.str("of").map(str::to_owned),
        copy_from: None,
        java: JavaSettings::of_property(p),
        value: ValueSettings::of_property(p),
        at,
    }
}

fn enum_values(values: Option<&Lit>) -> Vec<EnumValue> {
    let Some(Lit::Array(values)) = values else {
        return Vec::new();
    };
    values
        .iter()
        .filter_map(|v| match v {
            // FOAM's `'Some value'` is `{ name: constantize(it), label: it }`.
            Lit::Str(name) if !name.is_empty() => Some(EnumValue {
                name: constantize(name),
                label: Some(name.clone()),
                ordinal: None,
            }),
            Lit::Object(v) => Some(EnumValue {
                name: constantize(v.str("name").filter(|n| !n.is_empty())?),
                label: v.str("label").map(str::to_owned),
                ordinal: match v.get("ordinal") {
                    Some(Lit::Num(n)) if n.fract() == 0.0 => Some(*n as i64),
                    _ => None,
                },
            }),
            _ => None,
        })
        .collect()
}

/// `requires: ['a.b.C', { path: 'a.b.D', name: 'E' }]` -> `[("C", "a.b.C"), ("E", "a.b.D")]`.
fn requires(lit: Option<&Lit>) -> Vec<(String, String)> {
    let Some(Lit::Array(items)) = lit else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|i| {
            let (path, name) = match i {
                Lit::Str(path) => (path.as_str(), None),
                Lit::Object(o) => (o.str("path")?, o.str("name")),
                _ => return None,
            };
            let bare = path.rsplit('.').next().unwrap_or(path);
            Some((name.unwrap_or(bare).to_owned(), path.to_owned()))
        })
        .collect()
}

/// `mixins: ['a.B', { path: 'a.C' }]` -> `["a.B", "a.C"]`.
fn mixins(obj: &Obj) -> Vec<String> {
    requires(obj.get("mixins"))
        .into_iter()
        .map(|(_, path)| path)
        .collect()
}

/// FOAM's `foam.String.constantize`, the name of an enum constant (`fooBar` -> `FOO_BAR`):
/// `-` becomes `_`, `_` goes between a lower-case letter and what follows it unless that is a
/// digit, a lower-case letter or `_`, blanks go, and the rest is upper-cased.
pub fn constantize(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    let mut prev_lower = false;
    for c in name.chars() {
        let c = if c == '-' { '_' } else { c };
        if prev_lower && !(c.is_ascii_digit() || c.is_ascii_lowercase() || c == '_') {
            out.push('_');
        }
        prev_lower = c.is_ascii_lowercase();
        if !c.is_whitespace() {
            out.extend(c.to_uppercase());
        }
    }
    out
}

/// The strings of an array (or a lone string); anything else is skipped.
fn strings(lit: Option<&Lit>) -> Vec<String> {
    match lit {
        Some(Lit::Str(s)) => vec![s.clone()],
        Some(Lit::Array(items)) => items
            .iter()
            .filter_map(|i| match i {
                Lit::Str(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn opt_strings(lit: Option<&Lit>) -> Option<Vec<String>> {
    let ids = strings(lit);
    (!ids.is_empty()).then_some(ids)
}
