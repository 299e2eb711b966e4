//! The registry's fingerprint: XXH3-64 of its canonical content, everything replay types by
//! (models with their properties, types, short names and ids in slot order; enums with their
//! ordinals; the `daos` map). Two registry files that load to the same registry (comments,
//! spacing, key order, the lenient grammar) have the same fingerprint; a registry that could
//! type one entry otherwise has another.

use folio_models::{PropType, Registry};
use folio_store::{put_str, put_u32};
use twox_hash::XxHash3_64;

/// The fingerprint of no registry (generic mode): every object is generic.
pub const NO_REGISTRY: u64 = 0;

/// The fingerprint of `registry`; [`NO_REGISTRY`] for an empty one.
pub fn fingerprint(registry: &Registry) -> u64 {
    if registry.is_empty() && registry.enums().next().is_none() && registry.daos().next().is_none()
    {
        return NO_REGISTRY;
    }
    let mut out = Vec::new();
    let opt = |out: &mut Vec<u8>, s: Option<&str>| match s {
        Some(s) => {
            out.push(1);
            put_str(out, s);
        }
        None => out.push(0),
    };
    let ty = |out: &mut Vec<u8>, t: Option<PropType>| opt(out, t.map(PropType::name));
    put_u32(&mut out, registry.len() as u32);
    for (_, model) in registry.models() {
        put_str(&mut out, &model.class);
        opt(&mut out, model.extends.as_deref());
        put_u32(&mut out, model.declared_len() as u32);
        put_u32(&mut out, model.properties.len() as u32);
        for p in model.properties.iter() {
            put_str(&mut out, &p.name);
            opt(&mut out, p.short_name.as_deref());
            ty(&mut out, Some(p.ty));
            opt(&mut out, p.of.as_deref());
            ty(&mut out, p.value_type);
        }
        put_u32(&mut out, model.ids.len() as u32);
        for &id in model.ids.iter() {
            put_u32(&mut out, id as u32);
        }
    }
    for e in registry.enums() {
        out.push(2);
        put_str(&mut out, &e.class);
        put_u32(&mut out, e.values.len() as u32);
        for (value, ordinal) in e.values.iter().zip(e.ordinals.iter()) {
            put_str(&mut out, value);
            out.extend_from_slice(&ordinal.to_le_bytes());
        }
    }
    for (dao, class) in registry.daos() {
        out.push(3);
        put_str(&mut out, dao);
        put_str(&mut out, class);
    }
    match XxHash3_64::oneshot(&out) {
        // 0 is kept for no registry.
        NO_REGISTRY => 1,
        hash => hash,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_registry_same_fingerprint_and_any_change_another() {
        let a = r#"{ models: [ { class: "A", ids: ["id"], properties: [
            { name: "id", type: "Long" }, { name: "s", type: "String", shortName: "x" } ] } ] }"#;
        let spaced = a.replace(", ", " ,\n  ");
        let load = |s: &str| Registry::from_slice(s.as_bytes()).unwrap();
        assert_eq!(fingerprint(&load(a)), fingerprint(&load(&spaced)));
        assert_eq!(fingerprint(&Registry::empty()), NO_REGISTRY);
        for changed in [
            a.replace("\"Long\"", "\"Int\""),
            a.replace("shortName: \"x\"", "shortName: \"y\""),
            a.replace("class: \"A\"", "class: \"B\""),
            a.replace("ids: [\"id\"]", "ids: [\"s\"]"),
        ] {
            assert_ne!(
                fingerprint(&load(a)),
                fingerprint(&load(&changed)),
                "{changed}"
            );
        }
    }
}
