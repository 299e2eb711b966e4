//! The stable twin of the `models_import` fuzz target in `fuzz/` (which needs nightly and
//! libFuzzer): the same body, included from `fuzz/src/import.rs`, run under `cargo test` on
//! hand-picked sources, real FOAM files, and a few thousand deterministic mutations of them.

#[path = "../../../fuzz/src/import.rs"]
mod import;

use std::path::Path;

const SEEDS: &[&str] = &[
    "foam.CLASS({ package: 'x', name: 'A', ids: ['code'], properties: [ { class: 'String', name: 'code', shortName: 'c' }, 'plain', ['pair', 1] ] });\0foam.CLASS({ refines: 'x.A', properties: [ { class: 'Long', name: 'n' } ] });\0foam.CLASS({ package: 'x', name: 'A', extends: 'x.B' });",
    "foam.CLASS({ package: 'x', name: 'B', extends: 'x.A', implements: ['x.I'], requires: ['y.C'], properties: [ { class: 'Reference', of: 'x.A', name: 'a' }, { class: 'FObjectArray', of: 'C', name: 'cs' } ] });\nfoam.INTERFACE({ package: 'x', name: 'I', proxy: true, client: true, properties: ['i'] });",
    "foam.RELATIONSHIP({ sourceModel: 'x.A', targetModel: 'x.B', forwardName: 'bs', inverseName: 'a', targetProperty: { shortName: 's' } });\0foam.RELATIONSHIP({ sourceModel: 'x.A', targetModel: 'x.B', cardinality: '*:*', forwardName: 'f', inverseName: 'g', ids: ['sourceId'] });",
    "foam.ENUM({ package: 'x', name: 'E', values: [ { name: 'A', ordinal: 3 }, 'b c', { name: 'D', label: 'd' }, { ordinal: 1 } ] });\0foam.CLASS({ package: 'x', name: 'O', classes: [ { name: 'In', extends: 'O' } ], enums: [ { name: 'K', values: ['x'] } ] });",
    "foam.CLASS({ package: 'x', name: 'L1', extends: 'x.L2' }); foam.CLASS({ package: 'x', name: 'L2', extends: 'x.L1' }); foam.CLASS({ package: 'x', name: 'C', ids: [], properties: [ { name: '' }, { class: '', name: 'p' }, { class: 'x.C', name: 'q' } ] });",
    "(function() { foam.CLASS({ name: 'Top', properties: [ { class: 'Enum', of: 'x.E', name: 'e', aliases: 'al' } ] }); })(); function f() { foam.CLASS({ name: 'No' }); } `x${y}`; /[(]/; foam.CLASS({",
];

/// Real sources: a few files of FOAM's own tree.
fn real_files() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/foam-src/src/foam");
    [
        "core/auth/Group.js",
        "core/auth/Relationships.js",
        "lang/Enum.js",
        "dao/Relationship.js",
    ]
    .iter()
    .map(|f| std::fs::read(root.join(f)).expect("a FOAM source"))
    .collect()
}

/// xorshift64*: deterministic, no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Flips, inserts, deletes and splices bytes (JavaScript punctuation and FOAM's keys).
fn mutate(seed: &[u8], rng: &mut Rng) -> Vec<u8> {
    let mut out = seed.to_vec();
    const PIECES: &[&[u8]] = &[
        b"{",
        b"}",
        b"[",
        b"]",
        b"'",
        b",",
        b":",
        b"\0",
        b"(",
        b")",
        b"foam.CLASS({",
        b"extends: '",
        b"refines: '",
        b"ids: [",
        b"class: 'Reference', ",
        b"of: '",
        b"name: '",
        b"cardinality: '*:*', ",
        b"ordinal: -1, ",
        b"x.A",
        b"Long",
    ];
    for _ in 0..1 + rng.below(6) {
        let at = rng.below(out.len() + 1);
        match rng.below(5) {
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] = rng.next() as u8;
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len())];
                out.splice(at..at, piece.iter().copied());
            }
            2 if at < out.len() => {
                let end = (at + 1 + rng.below(16)).min(out.len());
                out.drain(at..end);
            }
            3 => {
                let other = SEEDS[rng.below(SEEDS.len())].as_bytes();
                let from = rng.below(other.len());
                let to = (from + rng.below(64)).min(other.len());
                out.splice(at..at, other[from..to].iter().copied());
            }
            _ => out.truncate(at.max(out.len() / 2)),
        }
    }
    out
}

#[test]
fn seeds_real_files_and_mutations() {
    let mut inputs: Vec<Vec<u8>> = SEEDS.iter().map(|s| s.as_bytes().to_vec()).collect();
    inputs.extend(real_files());
    for input in &inputs {
        import::models_import(input);
    }
    let mut rng = Rng(0x5eed_f011_0000_0017);
    for _ in 0..3000 {
        let seed = &inputs[rng.below(inputs.len())];
        import::models_import(&mutate(seed, &mut rng));
    }
}
