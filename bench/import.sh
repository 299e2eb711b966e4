#!/usr/bin/env bash
# `folio models import` speed (bench/README.md, "Models import"):
#
#   bench/import.sh [SRC ...]
#
# Builds folio in release, then times `folio models import TREE -o /dev/null` with hyperfine
# (installed with apt-get when absent), pinned to one core (taskset -c 0), after two warm-up
# runs, for the FOAM tree shipped in testdata/foam-src/src and for each SRC given (e.g. a whole
# FOAM checkout's src). Prints hyperfine's table and the file count of each tree.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v hyperfine >/dev/null 2>&1; then
    echo "bench/import.sh: installing hyperfine" >&2
    apt-get install -y -q hyperfine >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q hyperfine >/dev/null; }
fi
cargo build --release -q -p folio-cli
trees=(testdata/foam-src/src "$@")
commands=()
for tree in "${trees[@]}"; do
    echo "$tree: $(find "$tree" -name '*.js' | wc -l) .js files, $(du -sh --apparent-size "$tree" | cut -f1)"
    commands+=("taskset -c 0 target/release/folio models import $tree -o /dev/null")
done
hyperfine --warmup 2 --runs 10 "${commands[@]}"
