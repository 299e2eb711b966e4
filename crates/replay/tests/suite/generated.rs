//! Generated benchmark journals of both mixes, several chunks long: parallel replay (entries
//! parsed in parallel, chunks applied while the next one parses) and the tree decoder must give
//! exactly what sequential replay with the fast decoder gives, and the counts the generator
//! promises.

use crate::common;

use common::{export, replay_dir};
use folio_gen::{generate, GenOptions, Mix, BENCHMARK_MODELS_JSON};
use folio_models::Registry;
use folio_replay::{Decoder, Replay, ReplayOptions};

fn run(dir: &std::path::Path, registry: &Registry, threads: usize, decoder: Decoder) -> Replay {
    let options = ReplayOptions {
        threads,
        decoder,
        ..ReplayOptions::default()
    };
    replay_dir(dir, registry, &options)
}

#[test]
fn parallel_and_tree_replays_equal_sequential_fast_replay() {
    let registry = Registry::from_slice(BENCHMARK_MODELS_JSON.as_bytes()).unwrap();
    for (mix, entries) in [(Mix::Create, 5_000), (Mix::Mixed, 9_000)] {
        let dir = tempfile::tempdir().unwrap();
        let file = std::fs::File::create(dir.path().join("benchmark.jrl")).unwrap();
        let opts = GenOptions {
            entries,
            seed: 7,
            mix,
        };
        let summary = generate(&opts, file).unwrap();

        let base = run(dir.path(), &registry, 1, Decoder::Fast);
        let t = base.total();
        assert_eq!(t.objects, summary.live_objects, "{mix:?}");
        assert_eq!(t.create, summary.creates, "{mix:?}");
        assert_eq!(t.put, summary.puts, "{mix:?}");
        assert_eq!(
            t.put_merged, summary.puts,
            "{mix:?}: every put is to a live id"
        );
        assert_eq!(t.remove, summary.removes, "{mix:?}");
        assert_eq!(t.failed, 0, "{mix:?}");
        assert_eq!(
            t.fast_path, entries,
            "{mix:?}: every data entry takes the fast path"
        );
        assert_eq!(
            t.unknown_keys,
            summary.creates * 8,
            "{mix:?}: 8 unknown keys per create"
        );
        let want = export(&base, &registry);

        for (threads, decoder) in [(3, Decoder::Fast), (2, Decoder::Tree)] {
            let other = run(dir.path(), &registry, threads, decoder);
            let (mut a, mut b) = (t, other.total());
            (a.fast_path, a.fallback, b.fast_path, b.fallback) = (0, 0, 0, 0);
            assert_eq!(a, b, "{mix:?} {threads} threads {decoder:?}: counters");
            assert!(
                export(&other, &registry) == want,
                "{mix:?} {threads} threads {decoder:?}: exports differ"
            );
        }
    }
}
