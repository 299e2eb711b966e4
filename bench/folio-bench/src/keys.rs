//! Field dispatch the way folio does not do it, for the `dispatch` micro-benchmark: a key's
//! property index in `foam.dao.test.BenchmarkModel` found by comparing strings one after
//! another, as generated if/else parsers do (replacing exactly that with hashed
//! field names made parsing about 2x faster). folio's way is
//! [`Model::slot`](folio_models::Model::slot).
//!
//! Both functions give the index of the property in the registry's order, by name or short
//! name, and `None` for any other key; a test holds them to the registry's own dispatcher.

/// A `match` on the key's bytes with one arm per property (name and short name): what a code
/// generator writes. rustc lowers it to a sequence of length-and-bytes comparisons.
pub fn slot_by_match(key: &[u8]) -> Option<usize> {
    match key {
        b"seq" => Some(0),
        b"groupId" | b"gi" => Some(1),
        b"network" | b"nn" => Some(2),
        b"convRate" | b"crb" => Some(3),
        b"currCode" | b"cc" => Some(4),
        b"altCurrCode" | b"cchb" => Some(5),
        b"authInd" | b"ai" => Some(6),
        b"extraData" | b"ad" => Some(7),
        b"approvalNum" | b"an" => Some(8),
        b"traceId" | b"lt" => Some(9),
        b"respCode" | b"rcd" => Some(10),
        b"baseCurr" | b"bc" => Some(11),
        b"flag1" | b"ia" => Some(12),
        b"flag2" | b"em" => Some(13),
        b"ref1" | b"gl" => Some(14),
        b"code1" | b"e" => Some(15),
        b"token" => Some(16),
        b"amountStr" => Some(17),
        b"statusCode" => Some(18),
        b"accountRef" => Some(19),
        b"entityRef" => Some(20),
        b"acquirerRef" => Some(21),
        b"merchantId" => Some(22),
        b"categoryCode" => Some(23),
        b"merchantName" => Some(24),
        b"city" => Some(25),
        b"country" => Some(26),
        b"terminalId" => Some(27),
        b"filePath" => Some(28),
        b"dateTime1" | b"ltd" => Some(29),
        b"date1" | b"cd" => Some(30),
        b"date2" | b"sd" => Some(31),
        b"createdAt" => Some(32),
        b"value1" | b"ra" => Some(33),
        b"value2" | b"racb" => Some(34),
        b"value3" | b"ab" => Some(35),
        b"amount" => Some(36),
        b"fee" => Some(37),
        b"baseValue" => Some(38),
        b"reconValue" => Some(39),
        b"holdValue" => Some(40),
        b"counter" | b"rc" => Some(41),
        b"refSeq" => Some(42),
        b"sourceId" => Some(43),
        b"active" => Some(44),
        b"priority" => Some(45),
        b"lifecycleState" => Some(46),
        b"createdBy" => Some(47),
        b"tags" => Some(48),
        _ => None,
    }
}

/// (name, short name) of every property, in registry order.
const CHAIN: [(&str, &str); 49] = [
    ("seq", ""),
    ("groupId", "gi"),
    ("network", "nn"),
    ("convRate", "crb"),
    ("currCode", "cc"),
    ("altCurrCode", "cchb"),
    ("authInd", "ai"),
    ("extraData", "ad"),
    ("approvalNum", "an"),
    ("traceId", "lt"),
    ("respCode", "rcd"),
    ("baseCurr", "bc"),
    ("flag1", "ia"),
    ("flag2", "em"),
    ("ref1", "gl"),
    ("code1", "e"),
    ("token", ""),
    ("amountStr", ""),
    ("statusCode", ""),
    ("accountRef", ""),
    ("entityRef", ""),
    ("acquirerRef", ""),
    ("merchantId", ""),
    ("categoryCode", ""),
    ("merchantName", ""),
    ("city", ""),
    ("country", ""),
    ("terminalId", ""),
    ("filePath", ""),
    ("dateTime1", "ltd"),
    ("date1", "cd"),
    ("date2", "sd"),
    ("createdAt", ""),
    ("value1", "ra"),
    ("value2", "racb"),
    ("value3", "ab"),
    ("amount", ""),
    ("fee", ""),
    ("baseValue", ""),
    ("reconValue", ""),
    ("holdValue", ""),
    ("counter", "rc"),
    ("refSeq", ""),
    ("sourceId", ""),
    ("active", ""),
    ("priority", ""),
    ("lifecycleState", ""),
    ("createdBy", ""),
    ("tags", ""),
];

/// An if/else chain over the properties in order: `if key == name || key == short { i }`,
/// what a hand-written reflective setter does.
pub fn slot_by_chain(key: &[u8]) -> Option<usize> {
    for (i, (name, short)) in CHAIN.iter().enumerate() {
        if key == name.as_bytes() || (!short.is_empty() && key == short.as_bytes()) {
            return Some(i);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use folio_models::Registry;

    #[test]
    fn agree_with_the_registry_dispatcher() {
        let registry = Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
        let model = registry.model_by_class(folio_gen::BENCHMARK_CLASS).unwrap();
        assert_eq!(model.properties.len(), CHAIN.len());
        let mut keys: Vec<Vec<u8>> = model.keys().map(|(k, _)| k.to_vec()).collect();
        keys.extend(folio_gen::CREATE_KEYS.iter().map(|k| k.as_bytes().to_vec()));
        keys.extend([
            b"".to_vec(),
            b"Seq".to_vec(),
            b"seq ".to_vec(),
            b"tagsX".to_vec(),
        ]);
        for key in &keys {
            let want = model.slot(key);
            let shown = String::from_utf8_lossy(key);
            assert_eq!(slot_by_match(key), want, "match on {shown:?}");
            assert_eq!(slot_by_chain(key), want, "chain on {shown:?}");
        }
        for unknown in folio_gen::UNKNOWN_KEYS {
            assert_eq!(slot_by_match(unknown.as_bytes()), None);
        }
    }
}
