//! The stable twin of the fuzz targets in `fuzz/` (which need nightly and libFuzzer): the same
//! target bodies, included from `fuzz/src`, run under `cargo test` on every seed, on every
//! saved crash input in `fuzz/regressions/<target>/`, and on a few thousand deterministic
//! mutations of the seeds and random trees. `fuzz/run.sh` runs the real fuzzers.

#[path = "../../../fuzz/src/json.rs"]
mod json;
#[path = "../../../fuzz/src/registry.rs"]
mod registry;
#[path = "../../../fuzz/src/targets.rs"]
mod targets;
#[path = "../../../fuzz/src/tree.rs"]
mod tree;

use std::path::{Path, PathBuf};
use tree::{Choices, Tree};

/// The twin has no second JSON judge; `targets` checks every rendering with `json::validate`.
fn no_extra_check(_: &[u8]) {}

fn fuzz_dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz")
        .join(sub)
}

/// The files of `dir`, sorted by name; none when it does not exist.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<(String, Vec<u8>)> = entries
        .map(|e| e.expect("list a fuzz folder").path())
        .filter(|p| p.is_file())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).expect("read a fuzz input"))
        })
        .collect();
    out.sort();
    out
}

fn seeds() -> Vec<Vec<u8>> {
    let seeds: Vec<Vec<u8>> = files(&fuzz_dir("seeds")).into_iter().map(|f| f.1).collect();
    assert!(seeds.len() >= 20, "fuzz/seeds holds {} files", seeds.len());
    seeds
}

/// Runs `input` through `target` by name, saying which input failed if it panics.
fn run(target: &str, name: &str, input: &[u8], dir: &Path) {
    let outcome = std::panic::catch_unwind(|| match target {
        "frame_parse" => targets::frame_parse(input, &no_extra_check),
        "replay_dir" => targets::replay_dir(input, dir, &no_extra_check),
        "roundtrip" => targets::roundtrip_bytes(input, &no_extra_check),
        _ => panic!("no fuzz target named {target}"),
    });
    if let Err(panic) = outcome {
        eprintln!("fuzz target {target} fails on {name}: {input:?}");
        std::panic::resume_unwind(panic);
    }
}

const TARGETS: [&str; 3] = ["frame_parse", "replay_dir", "roundtrip"];

#[test]
fn the_registry_covers_every_type() {
    use folio_models::PropType;
    let reg = registry::registry();
    let all = reg.model_by_class("fz.All").expect("fz.All");
    for ty in PropType::ALL {
        assert!(
            all.properties.iter().any(|p| p.ty == ty),
            "fz.All has no {ty} property"
        );
    }
    let keys = reg.model_by_class("fz.Keys").expect("fz.Keys");
    assert_eq!(keys.ids.len(), 4, "a compound id of four types");
    assert!(reg.enum_def("fz.Color").is_some());
    let bare = reg.model_by_class("fz.Bare").expect("fz.Bare");
    assert!(bare.is_synthesized(bare.ids[0]));
    // `odd` has an unknown type and is read as Object: the only warning.
    assert_eq!(reg.warnings().len(), 1, "{:?}", reg.warnings());
}

#[test]
fn seeds_pass_every_target() {
    let dir = tempfile::tempdir().unwrap();
    for (name, seed) in files(&fuzz_dir("seeds")) {
        for target in TARGETS {
            run(target, &name, &seed, dir.path());
        }
    }
}

/// Every crash the fuzzers found, kept forever. A file `fuzz/regressions/<target>/<name>`
/// replays through `<target>`.
#[test]
fn regressions_stay_fixed() {
    let dir = tempfile::tempdir().unwrap();
    for target in TARGETS {
        for (name, input) in files(&fuzz_dir(&format!("regressions/{target}"))) {
            run(target, &name, &input, dir.path());
        }
    }
}

/// xorshift64*: deterministic, so a failure here reproduces on every machine.
struct Rng(u64);

impl Choices for Rng {
    fn below(&mut self, n: u32) -> u32 {
        (self.bits() % u64::from(n)) as u32
    }

    fn bits(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

/// Tokens mutations insert: the grammar's rare syntax, the registry's short keys, numbers at
/// the edges.
const TOKENS: &[&[u8]] = &[
    b"\"\"\"",
    b"'",
    b"`",
    b"\\u",
    b"\\ud83d",
    b"\\\"",
    b"p({\n",
    b"\n})\n",
    b"\r\n",
    b"\r",
    b"\n",
    b"{",
    b"}",
    b"[",
    b"]",
    b",",
    b":",
    b"//",
    b"-",
    b"0",
    b".5",
    b"1e999",
    b"99999999999999999999",
    b"-9223372036854775808",
    b"null",
    b"true",
    b"class:\"fz.All\",",
    b"{class:\"fz.Pair\",a:\"k\",b:2}",
    b"id:",
    b"s:",
    b"l:",
    b"i:",
    b"b:",
    b"d:",
    b"da:\"2024-02-29T12:00:00.000Z\",",
    b"e:\"GREEN\",",
    b"e:5,",
    b"c:{",
    b"cs:[{",
    b"m:{",
    b"cl:",
    b"{class:\"__Class__\",forClass_:\"x.Y\"}",
    b"{class:\"__Timestamp__\",value:1}",
    "é€😀".as_bytes(),
    b"\xff",
    b"\xe2\x82",
    // A NUL after a value, and keys the fast decoder cannot predict (quoted, or longer than
    // 14 bytes): together they found the key-prediction panic.
    b"\0",
    b"\"q-k\":1,",
    b"a_key_longer_than_14:1,",
];

/// A mutation of one seed, spliced at times with another.
fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut data = seeds[rng.below(seeds.len() as u32) as usize].clone();
    for _ in 0..1 + rng.below(8) {
        let len = data.len() as u32;
        let at = rng.below(len + 1) as usize;
        match rng.below(7) {
            0 if at < data.len() => data[at] ^= 1 << rng.below(8),
            1 if at < data.len() => data[at] = rng.bits() as u8,
            2 | 3 => {
                let token = TOKENS[rng.below(TOKENS.len() as u32) as usize];
                data.splice(at..at, token.iter().copied());
            }
            4 => {
                let end = (at + 1 + rng.below(16) as usize).min(data.len());
                data.drain(at..end);
            }
            5 => {
                let other = &seeds[rng.below(seeds.len() as u32) as usize];
                let from = rng.below(other.len() as u32) as usize;
                let end = (from + 1 + rng.below(200) as usize).min(other.len());
                data.splice(at..at, other[from..end].iter().copied());
            }
            _ => data.truncate(at),
        }
    }
    data
}

#[test]
fn mutated_seeds_pass_frame_parse() {
    let seeds = seeds();
    let mut rng = Rng(0x5eed_f00d);
    let dir = tempfile::tempdir().unwrap();
    for i in 0..3000 {
        let input = mutate(&mut rng, &seeds);
        run("frame_parse", &format!("mutation {i}"), &input, dir.path());
    }
}

#[test]
fn mutated_seeds_pass_replay_dir() {
    let seeds = seeds();
    let mut rng = Rng(0xd1ff_5eed);
    let dir = tempfile::tempdir().unwrap();
    for i in 0..200 {
        let mut input = vec![rng.bits() as u8, rng.bits() as u8, rng.bits() as u8];
        for _ in 0..1 + rng.below(3) {
            input.extend(mutate(&mut rng, &seeds));
        }
        run("replay_dir", &format!("mutation {i}"), &input, dir.path());
    }
}

#[test]
fn random_trees_round_trip() {
    let mut rng = Rng(0x7ee5);
    for i in 0..2000 {
        let tree = Tree::generate(&mut rng);
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            targets::roundtrip(&tree, &mut rng, &no_extra_check)
        }));
        if let Err(panic) = outcome {
            eprintln!("random tree {i} fails to round-trip: {tree:?}");
            std::panic::resume_unwind(panic);
        }
    }
}

// Bugs the fuzzers found, fixed since; their inputs stay in `fuzz/regressions/`.

/// Parses, decodes (with `default_class`) and renders the object `body`.
fn render_entry(body: &[u8], default_class: Option<&str>) -> (folio_store::Object, Vec<u8>) {
    let reg = registry::registry();
    let (map, _) = folio_dialect::parse_object(body).unwrap();
    let mut stats = folio_decode::DecodeStats::default();
    let object = folio_decode::decode_entry(map, default_class, reg, &mut stats).unwrap();
    let mut out = Vec::new();
    folio_render::write_object(&object, reg, &mut out);
    (object, out)
}

/// Found bug 1 (folio-render): an integer outside `i64` written with leading zeros rendered
/// with them, which is not JSON.
#[test]
fn bug_1_big_integer_with_leading_zeros_renders_as_json() {
    let (_, out) = render_entry(
        br#"{"n":015628491506892814564, "m":-0077777777777777777777777}"#,
        None,
    );
    assert_eq!(
        json::validate(&out),
        Ok(()),
        "{}",
        String::from_utf8_lossy(&out)
    );
}

/// Found bug 2 (folio-decode): an integer literal beyond the `f64` range for a Double property
/// became an infinite float, rendered `null`, which read back as no value. It is now out of
/// range: dropped and counted, like `1e999`.
#[test]
fn bug_2_integer_beyond_f64_for_a_double_reads_back() {
    let body = format!("{{d:1{}}}", "0".repeat(400));
    let (object, out) = render_entry(body.as_bytes(), Some("fz.All"));
    let (again, _) = render_entry(&out, None);
    assert_eq!(again, object, "{}", String::from_utf8_lossy(&out));
}
