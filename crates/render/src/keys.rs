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

/// The keys of `model` in style `S`, built on first use per thread. Cached by the registry's
/// instance number (never reused within a process), so a key never outlives its registry's
/// meaning.
pub(crate) fn model_keys<S: Style>(model: ModelId, registry: &Registry) -> Rc<ModelKeys> {
    thread_local! {
        static CACHE: RefCell<FxHashMap<(u64, u32, u8), Rc<ModelKeys>>> =
            RefCell::new(FxHashMap::default());
    }
    let key = (registry.instance(), model.0, S::ID);
    CACHE.with(|cache| {
        if let Some(keys) = cache.borrow().get(&key) {
            return keys.clone();
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
        cache.borrow_mut().insert(key, keys.clone());
        keys
    })
}
