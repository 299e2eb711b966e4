//! The `models_import` target: arbitrary bytes as FOAM model sources.
//!
//! The input is cut at NUL bytes into up to three files: `a.js` and `b.js` in a first tree that
//! also holds a small FOAM core (so that names, property classes and refinements resolve), and
//! `c.js` in a second tree that may redefine what the first defines. Checks: the import never
//! panics or hangs; it is deterministic (the same bytes twice); every warning names one of the
//! input files; and the registry it writes loads in `folio-models` with no error, and with no
//! loader warning that would be the importer's fault (a type it does not know, a property or
//! class written twice). What the sources themselves get wrong (ids naming no property, short
//! names that clash) passes through for the loader to report.
//!
//! Uses only the folio crates, so `crates/import/tests/fuzz_twin.rs` includes this file and
//! runs it under `cargo test`.

use std::path::PathBuf;

/// A FOAM core of the 2026 era: the property classes and their chains.
const CORE: &str = "foam.CLASS({ package: 'foam.lang', name: 'Property' });
foam.CLASS({ package: 'foam.lang', name: 'String', extends: 'Property' });
foam.CLASS({ package: 'foam.lang', name: 'Int', extends: 'Property' });
foam.CLASS({ package: 'foam.lang', name: 'Long', extends: 'Int' });
foam.CLASS({ package: 'foam.lang', name: 'Reference', extends: 'Property' });
foam.CLASS({ package: 'foam.lang', name: 'Enum', extends: 'Property' });
foam.CLASS({ package: 'foam.lang', name: 'FObjectProperty', extends: 'Property', properties: [ ['of', 'FObject'] ] });
foam.CLASS({ package: 'foam.lang', name: 'Array', extends: 'Property' });
foam.CLASS({ package: 'foam.lang', name: 'FObjectArray', extends: 'foam.lang.Array' });
";

pub fn models_import(data: &[u8]) {
    let mut parts = data.splitn(3, |&b| b == 0);
    let mut next = || parts.next().unwrap_or_default().to_vec();
    let (a, b, c) = (next(), next(), next());
    let trees = vec![
        vec![
            (PathBuf::from("core.js"), CORE.as_bytes().to_vec()),
            (PathBuf::from("a.js"), a),
            (PathBuf::from("b.js"), b),
        ],
        vec![(PathBuf::from("c.js"), c)],
    ];
    let first = folio_import::import_texts(&trees);
    let json = first.registry.to_json();
    let again = folio_import::import_texts(&trees);
    assert_eq!(
        json,
        again.registry.to_json(),
        "the import is deterministic"
    );
    assert_eq!(first.warnings, again.warnings);
    for w in &first.warnings {
        assert!(
            ["core.js", "a.js", "b.js", "c.js"]
                .iter()
                .any(|f| w.file == PathBuf::from(f)),
            "a warning names an input file: {w}"
        );
    }
    let registry = folio_models::Registry::from_slice(json.as_bytes())
        .unwrap_or_else(|e| panic!("the registry loads: {e:?}\n{json}"));
    for w in registry.warnings() {
        use folio_models::WarningKind as K;
        let sources_fault = matches!(
            w.kind,
            K::MissingIdProperty(_)
                | K::DuplicateId(_)
                | K::ShortNameIsAName { .. }
                | K::DuplicateShortName { .. }
        );
        assert!(
            sources_fault,
            "a loader warning the importer caused: {w:?}\n{json}"
        );
    }
}
