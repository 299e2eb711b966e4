//! docs/foam.md's `services.jrl` blocks, read as FOAM's boot reads them: FOAM's journal reader
//! (`AbstractF3FileJournal.getEntry`) joins lines only for an entry whose first line is exactly
//! `p({` and whose last is exactly `})`, and takes every other line as an entry of its own, so a
//! spec printed across lines any other way is several broken entries, which FOAM logs and skips
//! while it boots on with its own DAO. folio's framing (crates/framing) follows the same rules:
//! each block, exactly as printed, must frame to one entry whose body is a service spec with a
//! `serviceScript`. The boot itself is checked by `tools/foam-box/boot_services.sh` (opt-in).

use crate::common;

use folio_dialect::{parse_object, Value};
use folio_framing::{frame, FrameKind};

/// The fenced code blocks of the section "Pointing a FOAM DAO at folio" that hold a
/// `serviceScript`, each as printed (its lines, each ended by `\n`).
fn services_blocks() -> Vec<(usize, String)> {
    let path = common::repo().join("docs/foam.md");
    let doc = std::fs::read_to_string(&path).expect("docs/foam.md");
    let mut in_section = false;
    let mut block: Option<(usize, String)> = None;
    let mut blocks = Vec::new();
    for (i, line) in doc.lines().enumerate() {
        if block.is_none() && line.starts_with("## ") {
            in_section = line == "## Pointing a FOAM DAO at folio";
            continue;
        }
        if !in_section {
            continue;
        }
        if line.starts_with("```") {
            match block.take() {
                Some((start, text)) => {
                    if text.contains("serviceScript") {
                        blocks.push((start, text));
                    }
                }
                None => block = Some((i + 2, String::new())),
            }
            continue;
        }
        if let Some((_, text)) = block.as_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    assert!(block.is_none(), "docs/foam.md: a code block is not closed");
    blocks
}

#[test]
fn each_services_block_is_one_entry_foam_boot_reads() {
    let blocks = services_blocks();
    assert!(
        !blocks.is_empty(),
        "docs/foam.md, \"Pointing a FOAM DAO at folio\": no code block with a serviceScript"
    );
    let mut classes = Vec::new();
    for (line, text) in &blocks {
        let frames: Vec<_> = frame(text.as_bytes())
            .filter(|f| !matches!(f.kind, FrameKind::Blank | FrameKind::Comment))
            .collect();
        assert_eq!(
            frames.len(),
            1,
            "docs/foam.md line {line}: the block is {} entries to FOAM's journal reader, not one \
             (a multi-line entry must open with a line that is exactly `p({{` and close with one \
             that is exactly `}})`); frames: {frames:#?}",
            frames.len()
        );
        let FrameKind::Entry(entry) = &frames[0].kind else {
            panic!("docs/foam.md line {line}: not an entry: {:?}", frames[0]);
        };
        assert_eq!(entry.op(), 'p', "docs/foam.md line {line}: not a put");
        let (spec, _) = parse_object(entry.body()).unwrap_or_else(|e| {
            panic!("docs/foam.md line {line}: the entry's body does not parse: {e:?}")
        });
        let class = spec.get("class").and_then(Value::as_str).unwrap_or("");
        assert!(
            class == "foam.core.boot.CSpec" || class == "foam.nanos.boot.NSpec",
            "docs/foam.md line {line}: class {class:?} is not FOAM's service spec"
        );
        let name = spec.get("name").and_then(Value::as_str).unwrap_or("");
        assert!(
            !name.is_empty(),
            "docs/foam.md line {line}: the spec has no name"
        );
        let script = spec
            .get("serviceScript")
            .and_then(Value::as_str)
            .unwrap_or("");
        for needed in [
            "foam.dao.EasyDAO",
            "setInnerDAO",
            "foam.dao.ClientDAO",
            "SessionClientBox",
            "HTTPBox",
        ] {
            assert!(
                script.contains(needed),
                "docs/foam.md line {line}: the serviceScript has no {needed}"
            );
        }
        // Served on FOAM's web API, behind FOAM's own authorization (EasyDAO's `authorize`
        // defaults to true; the pattern must not turn it off).
        assert_eq!(
            spec.get("serve").and_then(Value::as_bool),
            Some(true),
            "docs/foam.md line {line}: \"serve\""
        );
        assert!(
            !script.contains("setAuthorize(false)"),
            "docs/foam.md line {line}: authorization turned off"
        );
        classes.push(class.to_string());
    }
    for era in ["foam.core.boot.CSpec", "foam.nanos.boot.NSpec"] {
        assert!(
            classes.iter().any(|c| c == era),
            "docs/foam.md: no services block with {era}"
        );
    }
}
