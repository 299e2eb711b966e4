#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 30): `bash fuzz/run.sh [SECONDS]`.
#
# Needs a nightly toolchain (libFuzzer's coverage instrumentation); without one it says so and
# exits 0, since `cargo test` runs the same checks on stable (crates/replay/tests/fuzz_twin.rs).
# New corpus inputs go to fuzz/corpus/<target> (gitignored); fuzz/seeds and
# fuzz/regressions/<target> are read only. A crash stops the run with a non-zero exit, its input
# in fuzz/artifacts/<target>/.
#
# It builds with cargo and runs the libFuzzer binaries itself, with the flags and options
# `cargo fuzz build -a` / `cargo fuzz run -a` (cargo-fuzz 0.13) use, rather than through
# cargo-fuzz: installing cargo-fuzz from source took about 1.5 minutes of each CI run on a fresh
# 2-core machine, for a command line this script can give. `cargo fuzz run -a <target>` builds
# the same binaries in the same place (README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

secs="${1:-30}"
if ! [[ "$secs" =~ ^[0-9]+$ ]]; then
  echo "usage: fuzz/run.sh [SECONDS]" >&2
  exit 2
fi

if ! command -v rustup >/dev/null 2>&1 || ! rustup toolchain list | grep -q '^nightly'; then
  echo "fuzz: no nightly toolchain on this machine; skipped (cargo test runs the same checks: crates/replay/tests/fuzz_twin.rs)"
  exit 0
fi

# An explicit --target (the host's) keeps RUSTFLAGS off build scripts and proc-macros: they run
# on this machine while building and need no sanitizer or coverage instrumentation.
triple="$(rustc +nightly -vV | sed -n 's/^host: //p')"

# SanitizerCoverage feeds libFuzzer: a counter on every edge (-sanitizer-coverage-level=4, inline
# 8-bit counters), the table of instrumented PCs (its `cov:` count and NEW_FUNC lines), the
# operands of comparisons (so it learns magic values: op letters, lengths, keys) and, on Linux,
# the deepest stack an input reached (an input that recurses deeper is kept). Branch folding off
# keeps each side of an `if` an edge of its own rather than a `cmov`. `--cfg fuzzing` is what
# libfuzzer-sys and other crates test for. ASan (-Zsanitizer=address, still unstable) turns
# out-of-bounds accesses and uses after free in unsafe code, ours or a dependency's, into crashes,
# and its leak check runs after every input. -Cdebug-assertions is cargo-fuzz's -a: debug
# assertions on as in `cargo test`, and overflow checks with them (rustc's default follows debug
# assertions, and neither profile below sets overflow-checks apart from them).
rustflags=(
  -Cpasses=sancov-module
  -Cllvm-args=-sanitizer-coverage-level=4
  -Cllvm-args=-sanitizer-coverage-inline-8bit-counters
  -Cllvm-args=-sanitizer-coverage-pc-table
  -Cllvm-args=-sanitizer-coverage-trace-compares
  --cfg fuzzing
  -Cllvm-args=-simplifycfg-branch-fold-threshold=0
  -Zsanitizer=address
)
if [[ "$triple" == *-linux-* ]]; then
  rustflags+=(-Cllvm-args=-sanitizer-coverage-stack-depth)
fi
rustflags+=(-Cdebug-assertions)

# FOLIO_FUZZ_DEV=1 builds unoptimized, as cargo-fuzz's --dev (CI's bounded run: the build takes
# half the time, 2.5 against 5.3 minutes on 2 cores, for fewer executions a second; a long run
# wants the default). The default is cargo's release profile with line tables (file and line in
# crash backtraces) and one codegen unit: the coverage pass keeps ThinLTO from inlining across
# codegen units, so with more of them the binaries run several times slower.
build=(cargo +nightly build --manifest-path fuzz/Cargo.toml --target "$triple" --bins)
if [[ "${FOLIO_FUZZ_DEV:-}" == 1 ]]; then
  profile_dir=debug
else
  build+=(--release --config 'profile.release.debug="line-tables-only"')
  rustflags+=(-Ccodegen-units=1)
  profile_dir=release
fi
# Flags of one's own (RUSTFLAGS) come last, so they win.
RUSTFLAGS="${rustflags[*]}${RUSTFLAGS:+ $RUSTFLAGS}"
export RUSTFLAGS
echo "fuzz: RUSTFLAGS=\"$RUSTFLAGS\" ${build[*]}"
"${build[@]}"
# Where cargo put them: fuzz/target unless CARGO_TARGET_DIR or a cargo config says otherwise.
target_dir="$(cargo +nightly metadata --format-version 1 --no-deps --manifest-path fuzz/Cargo.toml |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
bin_dir="$target_dir/$triple/$profile_dir"

# Known false leak reports (see the file).
export LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# ASan's one-definition-rule check off, as cargo-fuzz runs the targets: it reports Rust programs
# falsely.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_odr_violation=0"

targets=(frame_parse replay_dir roundtrip engine_ops rpc_frame rpc_message models_import snapshot_open)
for target in "${targets[@]}"; do
  corpora=("fuzz/corpus/$target")
  # The seeds are journal text. engine_ops reads its input as a sequence of operations, to
  # which they are bytes like any others, and each costs it about 2 s in the unoptimized build
  # (it replays its journal after every step): libFuzzer runs every seed before its time limit
  # applies, so they took about 50 s of CI's bounded run. It starts from its own corpus alone.
  if [[ $target != engine_ops ]]; then
    corpora+=(fuzz/seeds)
  fi
  if [[ -d "fuzz/regressions/$target" ]]; then
    corpora+=("fuzz/regressions/$target")
  fi
  mkdir -p "fuzz/corpus/$target" "fuzz/artifacts/$target"
  log="fuzz/artifacts/$target.log"
  echo "fuzz: $target for ${secs}s (log: $log)"
  # libFuzzer joins the prefix and the file name as strings: the trailing slash matters.
  if ! "$bin_dir/$target" -artifact_prefix="$PWD/fuzz/artifacts/$target/" \
    -max_total_time="$secs" -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    "${corpora[@]}" >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "fuzz: $target FAILED; the input is in fuzz/artifacts/$target/ (see $log; replay it with $bin_dir/$target <input>)" >&2
    exit 1
  fi
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" |
    sed "s/^/fuzz: $target /"
done
echo "fuzz: ${#targets[@]} passed, 0 failed"
