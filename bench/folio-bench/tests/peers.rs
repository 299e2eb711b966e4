//! Every peer row does folio's work: on a 2,000-entry generated journal of each mix (and its
//! strict-JSON twin), the Rust peers and, when Java and Maven are installed, the JVM peers
//! count the same entries and live objects and end in the same state, by the digest of its
//! export lines, as folio's typed replay; and that digest is the FNV-1a of what
//! `folio_render::export_jsonl` writes.

use folio_bench::digest::Fnv64;
use folio_bench::peers::{self, Peer};
use folio_bench::{expect, typed};
use folio_gen::{generate_with_twin, twin_path, GenOptions, Mix};
use std::path::{Path, PathBuf};
use std::process::Command;

const ENTRIES: u64 = 2_000;

/// The journal and its twin, in `dir`.
fn journal(dir: &Path, mix: Mix) -> (PathBuf, PathBuf) {
    let path = dir.join("benchmark.jrl");
    let twin = twin_path(&path);
    let opts = GenOptions {
        entries: ENTRIES,
        seed: 5,
        mix,
    };
    generate_with_twin(
        &opts,
        std::fs::File::create(&path).unwrap(),
        std::fs::File::create(&twin).unwrap(),
    )
    .unwrap();
    (path, twin)
}

fn has(program: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {program}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn every_peer_ends_in_folios_state() {
    let dir = tempfile::tempdir().unwrap();
    let jvm = has("java") && has("mvn");
    if !jvm {
        eprintln!("java or mvn missing: the JVM peers are not checked");
    }
    for mix in [Mix::Create, Mix::Mixed] {
        let sub = dir.path().join(format!("{mix:?}"));
        std::fs::create_dir(&sub).unwrap();
        let (path, twin) = journal(&sub, mix);
        let want = expect::expect(ENTRIES, 5, mix);

        let folio = typed::run(&path, 1, "typed").unwrap();
        let digest = folio.digest.clone().expect("the typed row has a digest");
        assert_eq!(folio.objects, Some(want.live_objects));

        // The digest is that of `folio export`'s bytes.
        let registry =
            folio_models::Registry::from_slice(folio_gen::BENCHMARK_MODELS_JSON.as_bytes())
                .unwrap();
        let found = folio_journal::discover(std::slice::from_ref(&path)).unwrap();
        let replayed =
            folio_replay::replay(&found, &registry, &folio_replay::ReplayOptions::default())
                .unwrap();
        let mut export = Vec::new();
        folio_render::export_jsonl(&replayed.daos[0].dao, &registry, &mut export).unwrap();
        let mut fnv = Fnv64::new();
        fnv.update(&export);
        assert_eq!(fnv.hex(), digest, "{mix:?}");

        for peer in [Peer::SerdeJson, Peer::SonicRs] {
            let m = peers::run(&twin, peer).unwrap();
            assert_eq!(m.entries, want.entries, "{peer:?} {mix:?}");
            assert_eq!(m.objects, Some(want.live_objects), "{peer:?} {mix:?}");
            assert_eq!(m.failed, Some(0), "{peer:?} {mix:?}");
            assert_eq!(
                m.digest.as_deref(),
                Some(digest.as_str()),
                "{peer:?} {mix:?}"
            );
            assert_eq!(m.input_bytes, Some(std::fs::metadata(&twin).unwrap().len()));
        }

        if jvm {
            let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../jvm/run.sh");
            for variant in ["jackson_seed", "jackson_tuned", "jackson_tuned_bytes"] {
                let out = Command::new(&script)
                    .arg(&path)
                    .arg(variant)
                    .arg("256m")
                    .output()
                    .unwrap();
                assert!(
                    out.status.success(),
                    "{variant}: {}",
                    String::from_utf8_lossy(&out.stderr)
                );
                let line = String::from_utf8_lossy(&out.stdout);
                let line: serde_json::Value =
                    serde_json::from_str(line.lines().last().unwrap()).unwrap();
                assert_eq!(line["entries"], want.entries, "{variant} {mix:?}");
                assert_eq!(line["objects"], want.live_objects, "{variant} {mix:?}");
                assert_eq!(line["digest"], digest.as_str(), "{variant} {mix:?}");
            }
        }
    }
}

#[test]
fn a_different_state_gives_a_different_digest() {
    let dir = tempfile::tempdir().unwrap();
    let (_, twin) = journal(dir.path(), Mix::Mixed);
    let whole = peers::replay(&twin, Peer::SerdeJson).unwrap();
    // One merge less: the twin without its last `p(` line.
    let text = std::fs::read_to_string(&twin).unwrap();
    let last_put = text.rfind("\np(").unwrap() + 1;
    let end = last_put + text[last_put..].find('\n').unwrap() + 1;
    let cut = dir.path().join("cut.strict");
    std::fs::write(&cut, format!("{}{}", &text[..last_put], &text[end..])).unwrap();
    let less = peers::replay(&cut, Peer::SonicRs).unwrap();
    assert_eq!(less.objects.len(), whole.objects.len());
    assert_ne!(less.digest(), whole.digest());
}
