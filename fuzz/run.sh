#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 30): `bash fuzz/run.sh [SECONDS]`.
#
# Needs a nightly toolchain (libFuzzer's coverage instrumentation); without one it says so and
# exits 0, since `cargo test` runs the same checks on stable (crates/replay/tests/fuzz_twin.rs).
# Installs cargo-fuzz from crates.io when it is missing. New corpus inputs go to
# fuzz/corpus/<target> (gitignored); fuzz/seeds and fuzz/regressions/<target> are read only.
# A crash stops the run with a non-zero exit, its input in fuzz/artifacts/<target>/.
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
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "fuzz: installing cargo-fuzz"
  cargo install cargo-fuzz --locked --quiet
fi

# Known false leak reports (see the file).
export LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# -a: debug assertions and overflow checks on, as in `cargo test`. FOLIO_FUZZ_DEV=1 builds
# unoptimized (CI's bounded run: the build takes half the time, 2.5 against 5.3 minutes on 2
# cores, for fewer executions a second; a long run wants the default).
build=(-a)
if [[ "${FOLIO_FUZZ_DEV:-}" == 1 ]]; then
  build=(--dev -a)
fi
cargo +nightly fuzz build "${build[@]}"

targets=(frame_parse replay_dir roundtrip engine_ops rpc_frame rpc_message models_import snapshot_open)
for target in "${targets[@]}"; do
  corpora=("fuzz/corpus/$target" fuzz/seeds)
  if [[ -d "fuzz/regressions/$target" ]]; then
    corpora+=("fuzz/regressions/$target")
  fi
  mkdir -p "fuzz/corpus/$target" fuzz/artifacts
  log="fuzz/artifacts/$target.log"
  echo "fuzz: $target for ${secs}s (log: $log)"
  if ! cargo +nightly fuzz run "${build[@]}" "$target" "${corpora[@]}" -- \
    -max_total_time="$secs" -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
    >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "fuzz: $target FAILED; the input is in fuzz/artifacts/$target/ (see $log)" >&2
    exit 1
  fi
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' "$log" |
    sed "s/^/fuzz: $target /"
done
echo "fuzz: ${#targets[@]} passed, 0 failed"
