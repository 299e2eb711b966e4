#!/bin/bash
# Boot to the first answer: FOAM's own replay of a `folio gen` journal, against `folio serve
# --foam` booting the same journal from its snapshot and answering FOAM's own ClientDAO
# (src/foambox/Boot.java; BENCHMARKS.md, "FOAM's own client against folio serve --foam").
# FOAM 2026 only (the 2024 build has no foam.dao.test.BenchmarkModel).
# usage: boot.sh FOLIO DIR [--entries N] [--runs R] [--modes foam,folio] [--id ID]
#   DIR: made once and kept: DIR/benchmark.jrl (`folio gen --entries N`, default 1000000, seed 1,
#   create mix), DIR/benchmark.models.json, and the DAO's snapshot (`folio snapshot`).
#   --runs R (3): rounds, the modes taking turns; --id ID (the middle id): the object found.
#   --modes: foam (the oracle's replay loop), f3 (the tree's F3FileJournal.replay), folio.
# FOAM_BOX_BUILD: tools/foam-oracle/build.sh's OUT_DIR (default target/foam-oracle), read only:
# Boot.java is compiled into FOAM_BENCH_OUT (default <repo>/target/foam-bench/boot) against its
# classes and the oracle runner's (foamoracle.OracleJournal).
# FOAM_JAVA_OPTS: the replaying JVM's options (default -Xss8m -Xmx12g: the oracle's stack, and a
# heap the 1M objects fit in).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
FOLIO=$(realpath "$1"); DIR=$2; shift 2
entries=1000000; runs=3; modes=foam,folio; id=
while [ $# -gt 0 ]; do
  case "$1" in
    --entries) entries=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --modes) modes=$2; shift 2 ;;
    --id) id=$2; shift 2 ;;
    *) echo "boot.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle}
JAVA_HOME=$(cat "$OUT/java_home")
BOUT=${FOAM_BENCH_OUT:-$here/../../target/foam-bench/boot}

mkdir -p "$DIR"; DIR=$(realpath "$DIR")
if [ ! -f "$DIR/benchmark.jrl" ]; then
  "$FOLIO" gen --entries "$entries" --seed 1 --mix create -o "$DIR/benchmark.jrl"
fi
if [ ! -f "$DIR/.benchmark.folio-snapshot" ]; then
  "$FOLIO" snapshot "$DIR" --models "$DIR/benchmark.models.json"
fi
# the journal's live ids are 1..N in a create journal: take the middle one
[ -n "$id" ] || id=$(( $(grep -c '^c(' "$DIR/benchmark.jrl") / 2 ))

FOAMCP="$OUT/classes:$OUT/foam3/build/classes:$OUT/foam3/build/lib/*"
rm -rf "$BOUT/classes"; mkdir -p "$BOUT/classes"
"$JAVA_HOME/bin/javac" --release 21 -proc:none -nowarn -encoding UTF-8 -d "$BOUT/classes" \
  -cp "$FOAMCP" "$here/src/foambox/Boot.java"
ls -l "$DIR/benchmark.jrl" "$DIR/.benchmark.folio-snapshot" | awk '{print $5, $9}'
echo "find id $id; load before the runs: $(cut -d' ' -f1-3 /proc/loadavg)"
exec "$JAVA_HOME/bin/java" -Xmx512m -cp "$BOUT/classes:$FOAMCP" foambox.Boot drive \
  "$FOLIO" "$DIR" "$id" "$runs" "$modes" "${FOAM_JAVA_OPTS:--Xss8m -Xmx12g}"
