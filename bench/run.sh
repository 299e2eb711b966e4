#!/usr/bin/env bash
# The benchmark suite in one command (see bench/README.md):
#
#   bench/run.sh --entries N [--mix create|mixed] [--seed S] [--heap 8g] [--repeat R]
#
# Generates the journal (cached in target/bench/<mix>-<N>-<seed>/benchmark.jrl, with its
# registry benchmark.models.json), builds folio and folio-bench (release) and the JVM peers,
# runs every variant on the same file (its page cache warmed before each), one process each:
# generic, typed, typed_all_cores, typed_untimed, folio_cli (`folio replay` as a user runs it),
# serde_json_typed and sonic_rs_typed (the Rust peers, on the journal's strict-JSON twin), jackson_seed,
# jackson_tuned, jackson_tuned_bytes (the JVM peers' third row), jackson_tuned_cold (one cold
# pass, no warm-up: the JVM's whole-process row), line_scan. Each runs under
# `folio-bench exec`, which times its process from spawn to exit (the `process s` column, next
# to the `wall s` each row times itself). Every row that builds objects reports the digest of
# its final state, which must equal the typed row's (folio_cli is checked by its exit status
# only). Then `folio-bench table` prints
# the table and writes it to bench/results/results-<mix>-<N>.json and into BENCHMARKS.md (the
# section for this mix and N), and `folio-bench charts` draws bench/charts/*.svg from every
# results file in bench/results.
#
#   bench/run.sh --writes [--seconds S]
#
# instead runs the write benchmark (bench/README.md, "Writes"): folio's journal writer under each
# fsync policy with 1, 4, 16 and 64 concurrent writers, and Redis with an append-only file
# (installed with apt-get when absent) driven by redis-benchmark, each row checked against what
# its journal or append-only file holds afterwards; the table goes into BENCHMARKS.md, the
# results into bench/results/results-writes.json, and the charts are drawn again.
# With --repeat R (default 1) every variant runs R times, the variants taking turns, and each
# row is its median run. Exits non-zero if any variant failed or did other work than the journal holds; a failed
# variant's row says why, and no number is ever made up for it.
set -euo pipefail

usage() {
    echo "usage: bench/run.sh --entries N [--mix create|mixed] [--seed S] [--heap SIZE] [--repeat R]" >&2
    echo "       bench/run.sh --writes [--seconds S]" >&2
    exit 2
}

entries=
mix=create
seed=1
heap=${FOLIO_JVM_HEAP:-8g}
repeat=1
writes=
seconds=1
args=("$@")
while [[ $# -gt 0 ]]; do
    case $1 in
        --entries) entries=${2-}; shift 2 || usage ;;
        --entries=*) entries=${1#*=}; shift ;;
        --mix) mix=${2-}; shift 2 || usage ;;
        --mix=*) mix=${1#*=}; shift ;;
        --seed) seed=${2-}; shift 2 || usage ;;
        --seed=*) seed=${1#*=}; shift ;;
        --heap) heap=${2-}; shift 2 || usage ;;
        --heap=*) heap=${1#*=}; shift ;;
        --repeat) repeat=${2-}; shift 2 || usage ;;
        --repeat=*) repeat=${1#*=}; shift ;;
        --writes) writes=1; shift ;;
        --seconds) seconds=${2-}; shift 2 || usage ;;
        --seconds=*) seconds=${1#*=}; shift ;;
        -h | --help) usage ;;
        *) echo "bench/run.sh: unknown argument: $1" >&2; usage ;;
    esac
done
if [[ -n $writes ]]; then
    [[ -z $entries ]] || { echo "bench/run.sh: --writes takes no --entries" >&2; usage; }
    [[ $seconds =~ ^[0-9]+(\.[0-9]+)?$ ]] || { echo "bench/run.sh: --seconds needs a number" >&2; usage; }
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    cd "$root"
    command="bench/run.sh"
    for a in "${args[@]}"; do command+=" $(printf '%q' "$a")"; done
    target=${CARGO_TARGET_DIR:-target}
    echo "== build folio-bench (release)" >&2
    cargo build --release --quiet -p folio-bench
    # The peer: Debian's Redis. Installed here if absent (never by the tests).
    if ! command -v redis-server >/dev/null || ! command -v redis-benchmark >/dev/null; then
        echo "== install redis-server and redis-tools (apt-get)" >&2
        if [[ $(id -u) -eq 0 ]]; then sudo=; else sudo=sudo; fi
        $sudo apt-get install -y redis-server redis-tools >&2 ||
            { $sudo apt-get update >&2 && $sudo apt-get install -y redis-server redis-tools >&2; } ||
            echo "bench/run.sh: could not install Redis; its rows are left out" >&2
    fi
    redis=()
    if command -v redis-server >/dev/null && command -v redis-benchmark >/dev/null; then
        redis=(--redis-server "$(command -v redis-server)" --redis-benchmark "$(command -v redis-benchmark)"
            --redis-cli "$(command -v redis-cli)")
    fi
    load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
    revision=unknown
    if rev=$(git rev-parse --short HEAD 2>/dev/null); then
        revision="commit $rev"
        if [[ -n $(git status --porcelain --untracked-files=no -- . ':!BENCHMARKS.md' ':!bench/results' ':!bench/charts') ]]; then
            revision+=" with uncommitted changes"
        fi
    fi
    redis_version=
    if [[ ${#redis[@]} -gt 0 ]]; then redis_version="; $(redis-server --version | cut -d' ' -f1-3)"; fi
    echo "== write rows, $seconds s each" >&2
    mkdir -p bench/results
    "$target/release/folio-bench" writes --dir "$target/bench/writes" --seconds "$seconds" "${redis[@]}" \
        --fact "command: \`$command\`" \
        --fact "date: $(date -u '+%Y-%m-%d %H:%M UTC')" \
        --fact "source: $revision" \
        --fact "toolchain: $(rustc -V)$redis_version" \
        --fact "load average (1, 5, 15 min) before the runs: $load" \
        --json-out bench/results/results-writes.json --markdown BENCHMARKS.md ||
        status=$?
    echo "== charts (bench/charts)" >&2
    "$target/release/folio-bench" charts --results bench/results --out bench/charts
    exit "${status:-0}"
fi
[[ $entries =~ ^[1-9][0-9]*$ ]] || { echo "bench/run.sh: --entries needs a positive number" >&2; usage; }
[[ $mix == create || $mix == mixed ]] || { echo "bench/run.sh: --mix is create or mixed" >&2; usage; }
[[ $seed =~ ^[0-9]+$ ]] || { echo "bench/run.sh: --seed needs a number" >&2; usage; }
[[ $heap =~ ^[1-9][0-9]*[kKmMgG]?$ ]] || { echo "bench/run.sh: --heap is a JVM size like 8g" >&2; usage; }
[[ $repeat =~ ^[1-9][0-9]*$ ]] || { echo "bench/run.sh: --repeat needs a positive number" >&2; usage; }

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
command="bench/run.sh"
for a in "${args[@]}"; do command+=" $(printf '%q' "$a")"; done

target=${CARGO_TARGET_DIR:-target}
work=$target/bench/$mix-$entries-$seed
journal=$work/benchmark.jrl
twin=$work/benchmark.strict
# What `folio gen` writes beside the journal, and what folio_cli replays it with.
models=$work/benchmark.models.json
run_dir=$work/run
# The results files are kept in the tree, next to BENCHMARKS.md, which the charts are drawn
# from (bench/charts); both are committed with the tables they belong to.
results=bench/results/results-$mix-$entries.json
bench=$target/release/folio-bench
started=$SECONDS

step() { echo "== [$((SECONDS - started)) s] $*" >&2; }

step "build folio and folio-bench (release)"
cargo build --release --quiet -p folio-cli -p folio-bench

# The journal's name is its DAO, `benchmark`, which the registry maps to BenchmarkModel. Its
# strict-JSON twin, benchmark.strict (a name discovery skips), is what the Rust peers read;
# its registry, benchmark.models.json, what folio_cli replays it with.
mkdir -p "$work" bench/results
if [[ -f $journal && -f $twin && -f $models ]]; then
    step "journal $journal, its twin and its registry (cached)"
else
    step "generate $journal, its twin $twin and its registry $models"
    rm -f "$journal" "$twin" "$models"
    mkdir -p "$work/partial"
    # The binary just built (a `cargo run -p folio-cli` alone would build it again with other
    # features: folio-bench turns on serde_json's float_roundtrip).
    "$target/release/folio" gen --twin \
        --entries "$entries" --seed "$seed" --mix "$mix" -o "$work/partial/benchmark.jrl"
    mv "$work/partial/benchmark.strict" "$twin"
    mv "$work/partial/benchmark.models.json" "$models"
    mv "$work/partial/benchmark.jrl" "$journal"
    rm -rf "$work/partial"
fi

# Built here, not inside the timed runs; if this fails, bench/jvm/run.sh fails the same way in
# the JVM rows, which then say why.
jvm=bench/jvm
jar=$jvm/target/folio-jvm-peers.jar
if command -v java >/dev/null && command -v mvn >/dev/null; then
    if [[ ! -f $jar || -n $(find "$jvm/pom.xml" "$jvm/src" -newer "$jar" -print -quit) ]]; then
        step "build the JVM peers (mvn)"
        # (sed: mvn -q still prints colour codes)
        (cd "$jvm" && { mvn -q -B -o package || mvn -q -B package; }) 2>&1 |
            sed 's/\x1b\[[0-9;]*m//g' >&2 ||
            echo "bench/run.sh: the JVM peers did not build" >&2
    fi
fi

rm -rf "$run_dir"
mkdir -p "$run_dir"
# How busy the machine is before the runs: the load average, and the share of a 3 s idle
# window in which some task waited for a CPU (PSI; nothing of the suite's runs then). Others'
# work skews every row; the CPU s column shows it per row.
load=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
conditions="load average (1, 5, 15 min) before the runs: $load"
cpu_wait() { grep -o '^some.*total=[0-9]*' /proc/pressure/cpu 2>/dev/null | grep -o '[0-9]*$'; }
if before=$(cpu_wait); then
    sleep 3
    after=$(cpu_wait)
    # PSI totals are microseconds: 3 s = 3,000,000 us.
    share=$(((after - before) / 30000))
    conditions+="; CPU pressure before the runs: some task waited for a CPU $share% of the time"
fi
revision=unknown
if rev=$(git rev-parse --short HEAD 2>/dev/null); then
    revision="commit $rev"
    # BENCHMARKS.md is what the runs write, so it does not count as a change.
    if [[ -n $(git status --porcelain --untracked-files=no -- . ':!BENCHMARKS.md' ':!bench/results' ':!bench/charts') ]]; then
        revision+=" with uncommitted changes"
    fi
fi
# Runs one variant once (run number $1) under `folio-bench exec`, which times its process
# from spawn to exit and adds that to its JSON line, keeping its stdout (one JSON line),
# stderr and exit code for the table. With `--process-only` before the command, the command
# prints no JSON line of its own and exec makes one with what it measured.
run() {
    local i=$1 variant=$2
    shift 2
    step "$variant (run $i of $repeat)"
    local out=$run_dir/$variant.$i rc=0
    # The page cache again, before every row and outside its clock: a row after one that
    # used gigabytes found part of the journal evicted and timed reading it from disk (1M
    # create, `typed`: 840-913 ms to read against 204 ms), where the JVM rows' warm-up pass
    # had already read it back for their timed pass.
    cat "$journal" "$twin" >/dev/null
    "$bench" exec "$@" >"$out.out" 2>"$out.err" || rc=$?
    echo "$rc" >"$out.rc"
    if [[ $rc -eq 0 ]]; then
        tail -n 1 "$out.out" >&2
    else
        echo "$variant failed (exit $rc):" >&2
        tail -n 5 "$out.err" >&2
    fi
}
for ((i = 1; i <= repeat; i++)); do
    run "$i" generic -- "$bench" run generic "$journal"
    run "$i" typed -- "$bench" run typed "$journal"
    run "$i" typed_all_cores -- "$bench" run typed_all_cores "$journal"
    run "$i" typed_untimed -- "$bench" run typed_untimed "$journal"
    # The real command a user runs (--no-snapshot: a snapshot beside the journal, if one were
    # ever written there, would skip the replay); its table goes to the .err file.
    run "$i" folio_cli --process-only folio_cli -- \
        "$target/release/folio" replay "$journal" --models "$models" --threads 1 --no-snapshot
    run "$i" serde_json_typed -- "$bench" run serde_json_typed "$twin"
    run "$i" sonic_rs_typed -- "$bench" run sonic_rs_typed "$twin"
    run "$i" jackson_seed -- "$jvm/run.sh" "$journal" jackson_seed "$heap"
    run "$i" jackson_tuned -- "$jvm/run.sh" "$journal" jackson_tuned "$heap"
    run "$i" jackson_tuned_bytes -- "$jvm/run.sh" "$journal" jackson_tuned_bytes "$heap"
    # One cold pass, no warm-up: the JVM's whole-process row (its `process s` is what a user
    # waits for; its `wall s` is a cold JIT's).
    run "$i" jackson_tuned_cold -- "$jvm/run.sh" "$journal" jackson_tuned_cold "$heap"
    run "$i" line_scan -- "$bench" run line_scan "$journal"
done

step "table"
"$bench" table --run-dir "$run_dir" --journal "$journal" \
    --entries "$entries" --seed "$seed" --mix "$mix" \
    --command "$command" --date "$(date -u '+%Y-%m-%d %H:%M UTC')" \
    --toolchain "$(rustc -V)" --conditions "$conditions" --revision "$revision" \
    --json-out "$results" --markdown BENCHMARKS.md || status=$?
step "charts (bench/charts)"
"$bench" charts --results bench/results --out bench/charts
exit "${status:-0}"
