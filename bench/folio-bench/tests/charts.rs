//! The charts of `folio-bench charts`, drawn from small fixed results files
//! (`tests/charts/`, in the shapes the suite writes; their numbers are test data, not
//! measurements): each is well-formed SVG with its title, axis labels with units, legend, and
//! the footer naming the run it shows. The numbers drawn are not checked, only that the
//! rows' values and a failed row appear. `results-mixed-1000.json` has the process times and
//! the process-only `folio_cli` row of newer runs; the `create` files are in the older shape
//! without them: both are read.

use folio_bench::charts::{draw_all, CHARTS};
use std::path::Path;

/// Every piece of text in the SVG (`<text>` elements), in document order.
fn texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or_default().trim().to_owned())
        .collect()
}

#[test]
fn every_chart_is_svg_with_its_labels() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/charts");
    let out = tempfile::tempdir().unwrap();
    let written = draw_all(&fixtures, out.path()).unwrap();
    let names: Vec<_> = written
        .iter()
        .map(|p| p.file_name().unwrap().to_str().unwrap().to_owned())
        .collect();
    assert_eq!(names, CHARTS);
    let want: [(&str, &[&str]); 4] = [
        (
            "throughput.svg",
            &[
                "Replay throughput per variant",
                "entries per second (more is better)",
                "variant",
                "typed_all_cores",
                "jackson_tuned",
                // The latest run per mix: 1,000 entries, not the older 10-entry file.
                "create (1,000 entries)",
                "mixed (1,000 entries)",
                "400,000",
                "create: no result (the run failed)",
                "bench/run.sh, one row per variant; create: 1,000 entries, 2000-01-01 00:00 UTC, commit fixture; mixed: 1,000 entries, 2000-01-01 00:00 UTC, commit fixture",
            ],
        ),
        (
            "scaling.svg",
            &[
                "Replay scaling with worker threads (typed, typed_all_cores)",
                "worker threads",
                "entries per second",
                "create (1,000 entries)",
                "mixed: perfect scaling from 1 thread",
            ],
        ),
        (
            "writes.svg",
            &[
                "Acknowledged writes per second, by fsync policy and writers",
                "concurrent writers (log scale)",
                "acknowledged writes per second (log scale)",
                "folio: Engine::create, always",
                "folio: Engine::create, batch",
                "folio-bench writes, 1 s per row; date: 2000-01-01 00:00 UTC; source: commit fixture",
            ],
        ),
        (
            "rpc.svg",
            &[
                "JSON-RPC round trips per second, by requests in flight",
                "payload: tiny",
                "payload: 3.5KB",
                "requests in flight (log scale)",
                "round trips per second",
                "folio over stdio",
                "vscode-jsonrpc over stdio",
            ],
        ),
    ];
    for (name, labels) in want {
        let svg = std::fs::read_to_string(out.path().join(name)).unwrap();
        let found = texts(&svg);
        for label in labels {
            assert!(
                found.iter().any(|t| t == label),
                "{name}: no text {label:?} in {found:?}"
            );
        }
        // The redis row failed: it is not drawn as a series.
        assert!(!found.iter().any(|t| t.starts_with("redis")), "{name}");
        // The process-only row has no in-process entries/s: neither a bar nor a failed row.
        assert!(!found.iter().any(|t| t.contains("folio_cli")), "{name}");
        assert!(
            !found.iter().any(|t| t.contains("mixed: no result")),
            "{name}"
        );
    }
}

#[test]
fn a_missing_results_file_leaves_its_chart_out() {
    let results = tempfile::tempdir().unwrap();
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/charts");
    std::fs::copy(
        fixtures.join("results-writes.json"),
        results.path().join("results-writes.json"),
    )
    .unwrap();
    let out = tempfile::tempdir().unwrap();
    let written = draw_all(results.path(), out.path()).unwrap();
    assert_eq!(written, [out.path().join("writes.svg")]);
}
