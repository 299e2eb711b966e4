//! Typed objects' keys, rendered once per model and style: `"name":` in strict JSON, `short:`
//! in the journal style. A typed object writes tens of keys, always the same ones; looking
//! them up costs one hash probe per object instead of a scan of every key.

use crate::style::Style;
use folio_models::{ModelId, Registry};
use rustc_hash::FxHashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// Every property's key of one model, `:` included, in slot order.
pub(crate) struct ModelKeys {
    bytes: Box<[u8]>,
    /// Where each slot's key ends in `bytes`; it starts where the one before ends.
    ends: Box<[u32]>,
}

impl ModelKeys {
    #[inline]
    pub(crate) fn get(&self, slot: usize) -> &[u8] {
        let start = match slot {
            0 => 0,
            _ => self.ends[slot - 1] as usize,
        };
        &self.bytes[start..self.ends[slot] as usize]
    }
}

/// The keys of one registry's models, by (model, style).
#[derive(Default)]
struct Cache {
    /// The registry's instance number (never reused within a process, never 0).
    instance: u64,
    keys: FxHashMap<(u32, u8), Rc<ModelKeys>>,
}

/// The keys of `model` in style `S`, built on first use per thread. The cache holds one
/// registry's keys (a process renders with one registry); rendering with another starts it
/// over, so it never grows with the number of registries a process makes.
pub(crate) fn model_keys<S: Style>(model: ModelId, registry: &Registry) -> Rc<ModelKeys> {
    thread_local! {
        static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
    }
    let key = (model.0, S::ID);
    CACHE.with(|cache| {
        {
            let mut cache = cache.borrow_mut();
            if cache.instance != registry.instance() {
                cache.instance = registry.instance();
                cache.keys.clear();
            }
            if let Some(keys) = cache.keys.get(&key) {
                return keys.clone();
            }
        }
        let mut bytes = Vec::new();
        let mut ends = Vec::new();
        for prop in registry.model(model).properties.iter() {
            S::write_key(S::property_key(prop), &mut bytes);
            ends.push(u32::try_from(bytes.len()).expect("keys of one model fit 4 GiB"));
        }
        let keys = Rc::new(ModelKeys {
            bytes: bytes.into(),
            ends: ends.into(),
        });
        cache.borrow_mut().keys.insert(key, keys.clone());
        keys
    })
}

#[cfg(test)]
mod tests {
    use folio_models::Registry;
    use folio_store::{Fields, Object, Value};

    /// Two registries whose model 0 has other keys: each object is written with its own
    /// registry's keys, however the calls alternate.
    #[test]
    fn keys_follow_the_registry() {
        let registry = |short: &str| {
            let text = format!(
                r#"{{ models: [ {{ class: "x.A", properties: [ {{ name: "id", shortName: "{short}", type: "Long" }} ] }} ] }}"#
            );
            Registry::from_slice(text.as_bytes()).unwrap()
        };
        let (one, two) = (registry("p"), registry("q"));
        let object = |reg: &Registry| {
            let mut o = Object::typed(reg.model_id("x.A").unwrap(), reg);
            if let Fields::Typed(record) = &mut o.fields {
                record.set(0, Some(Value::Int(3)));
            }
            o
        };
        for _ in 0..2 {
            for (reg, want) in [(&one, "c({p:3})\n"), (&two, "c({q:3})\n")] {
                let mut out = Vec::new();
                crate::write_create(&object(reg), Some("x.A"), reg, &mut out);
                assert_eq!(String::from_utf8(out).unwrap(), want);
                let mut out = Vec::new();
                crate::write_object(&object(reg), reg, &mut out);
                assert_eq!(String::from_utf8(out).unwrap(), r#"{"class":"x.A","id":3}"#);
            }
        }
    }
}
