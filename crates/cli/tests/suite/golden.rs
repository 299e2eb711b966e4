//! Golden exports of real journals (docs/cli.md, `export`): for each `tests/golden/<name>.args`
//! (journal paths relative to the repository root, one per line), the real `folio` binary runs
//! `folio export <paths> --models testdata/models/foam-models.json` from the repository root and
//! its standard output must equal `tests/golden/<name>.jsonl` byte for byte.
//!
//! The `.jsonl` files were checked by hand against the journal text once, and against
//! `tests/golden/check.py`, an independent reading of the design (see `tests/golden/README.md`).
//! They change only by an explicit switch:
//!
//! ```sh
//! FOLIO_BLESS=1 cargo test -p folio-cli --test suite golden::    # rewrites the .jsonl files
//! ```
//!
//! Without `FOLIO_BLESS` the test never writes.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The model registry every golden export is typed by.
const MODELS: &str = "testdata/models/foam-models.json";

/// How many differing lines a failure shows.
const SHOWN_DIFFS: usize = 3;

/// One `#[test]` per golden, so each passes, fails or is ignored on its own; `ALL` lists them so
/// that `every_args_file_has_a_test` can catch an `.args` file nobody runs.
macro_rules! goldens {
    ($($(#[$attr:meta])* $test:ident => $name:literal,)*) => {
        $(
            $(#[$attr])*
            #[test]
            fn $test() {
                check($name);
            }
        )*
        const ALL: &[&str] = &[$($name),*];
    };
}

goldens! {
    regions => "regions",
    countries => "countries",
    currencies => "currencies",
    locales => "locales",
    menus => "menus",
    menus_2026 => "menus-2026",
    services => "services",
    group_permission_junctions => "groupPermissionJunctions",
    users => "users",
    rules => "rules",
    cronjobs_deployment => "cronjobs-deployment",
    // The expected file is the hand-checked export with control characters as \uXXXX; folio
    // writes "\n" there today. Remove the attribute once export follows §7 (README: disagreements).
    cronjobs => "cronjobs",
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn blessing() -> bool {
    std::env::var_os("FOLIO_BLESS").is_some_and(|v| !v.is_empty() && v != "0")
}

/// Runs the export for `<name>.args` and compares it with `<name>.jsonl` (or rewrites that file
/// when blessing).
fn check(name: &str) {
    let dir = golden_dir();
    let args_path = dir.join(format!("{name}.args"));
    let args = std::fs::read_to_string(&args_path)
        .unwrap_or_else(|e| panic!("{}: {e}", args_path.display()));
    let paths: Vec<&str> = args
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert!(
        !paths.is_empty(),
        "{}: no journal paths",
        args_path.display()
    );

    let out = Command::new(env!("CARGO_BIN_EXE_folio"))
        .current_dir(repo_root())
        .arg("export")
        .args(&paths)
        .args(["--models", MODELS])
        .output()
        .expect("run folio");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "folio export for {name} failed ({}):\n{stderr}",
        out.status
    );
    let actual = String::from_utf8(out.stdout).expect("export is UTF-8");

    let golden_path = dir.join(format!("{name}.jsonl"));
    if blessing() {
        std::fs::write(&golden_path, &actual)
            .unwrap_or_else(|e| panic!("{}: {e}", golden_path.display()));
        eprintln!("blessed {}", golden_path.display());
        return;
    }
    let expected = std::fs::read_to_string(&golden_path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (run with FOLIO_BLESS=1 to create it, then check it by hand)",
            golden_path.display()
        )
    });
    if actual != expected {
        panic!(
            "golden {name}: folio's export differs from {}\n{}\
             If the change is intended, check the new output by hand, then rerun with FOLIO_BLESS=1.",
            golden_path.display(),
            diff(&expected, &actual)
        );
    }
}

/// The first few differing lines, each cut to a window around its first differing character
/// (golden lines run to kilobytes).
fn diff(expected: &str, actual: &str) -> String {
    let (want, got): (Vec<&str>, Vec<&str>) =
        (expected.lines().collect(), actual.lines().collect());
    let mut out = format!("expected {} lines, folio wrote {}\n", want.len(), got.len());
    let mut shown = 0;
    for i in 0..want.len().max(got.len()) {
        let (w, g) = (want.get(i).copied(), got.get(i).copied());
        if w == g {
            continue;
        }
        let (w, g) = (w.unwrap_or("<no line>"), g.unwrap_or("<no line>"));
        let at = w
            .char_indices()
            .zip(g.chars())
            .find(|((_, a), b)| a != b)
            .map_or(w.len().min(g.len()), |((k, _), _)| k);
        let _ = writeln!(out, "line {}, from byte {at}:", i + 1);
        let _ = writeln!(out, "  expected: {}", window(w, at));
        let _ = writeln!(out, "  actual:   {}", window(g, at));
        shown += 1;
        if shown == SHOWN_DIFFS {
            out.push_str("  ...\n");
            break;
        }
    }
    if shown == 0 {
        out.push_str(
            "the lines are equal; the files differ in line endings or the final newline\n",
        );
    }
    out
}

/// Up to 80 bytes before and 120 after `at`, on character boundaries.
fn window(line: &str, at: usize) -> String {
    let mut start = at.saturating_sub(80).min(line.len());
    while !line.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = (at + 120).min(line.len());
    while !line.is_char_boundary(end) {
        end += 1;
    }
    format!(
        "{}{}{}",
        if start > 0 { "…" } else { "" },
        &line[start..end],
        if end < line.len() { "…" } else { "" }
    )
}

#[test]
fn every_args_file_has_a_test() {
    let mut found: Vec<String> = std::fs::read_dir(golden_dir())
        .expect("tests/golden")
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            Some(name.strip_suffix(".args")?.to_string())
        })
        .collect();
    found.sort();
    let mut listed: Vec<String> = ALL.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(
        found, listed,
        "tests/golden/*.args and the goldens! list in golden.rs must name the same goldens"
    );
}

#[test]
fn every_golden_has_its_expected_file() {
    for name in ALL {
        let path = golden_dir().join(format!("{name}.jsonl"));
        assert!(
            path.is_file() || blessing(),
            "{} is missing",
            path.display()
        );
    }
}
