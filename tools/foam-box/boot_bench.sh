#!/bin/bash
# Boot to the first answer on FOAM's web API: a real FOAM server (foam.core.boot.Boot) with a
# 1,000,000-object DAO in its own journal, against the same server with that DAO on folio
# (docs/foam.md's pattern; folio booting it from its snapshot). FOAM 2026 only (the DAO's class,
# foam.dao.test.BenchmarkModel, is not in the 2024 tree). Driver: boot_bench.py.
# usage: boot_bench.sh FOLIO DIR [--entries N] [--runs R] [--modes foam,folio] [--id ID]
#   DIR: made once and kept, as boot.sh makes it: DIR/benchmark.jrl (`folio gen --entries N`,
#   default 1000000, seed 1, create mix), DIR/benchmark.models.json and the snapshot.
#   The runs work in DIR.work (beside DIR: FOAM's copy of the journal is a hard link).
# FOAM_BOX_BUILD: the FOAM oracle build (default target/foam-oracle), read only.
# FOAM_JAVA_OPTS: FOAM's JVM options (default -Xss8m -Xmx12g, both modes).
# Runs in a network namespace whose only interface is loopback (`unshare -rn`).
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
    *) echo "boot_bench.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
OUT=$(cd "${FOAM_BOX_BUILD:-$here/../../target/foam-oracle}" && pwd)
mkdir -p "$DIR"; DIR=$(realpath "$DIR")
if [ ! -f "$DIR/benchmark.jrl" ]; then
  "$FOLIO" gen --entries "$entries" --seed 1 --mix create -o "$DIR/benchmark.jrl"
fi
if [ ! -f "$DIR/.benchmark.folio-snapshot" ]; then
  "$FOLIO" snapshot "$DIR" --models "$DIR/benchmark.models.json"
fi
[ -n "$id" ] || id=$(( $(grep -c '^c(' "$DIR/benchmark.jrl") / 2 ))
ls -l "$DIR/benchmark.jrl" "$DIR/.benchmark.folio-snapshot" | awk '{print $5, $9}'
echo "find id $id; $(nproc) cores; load before the runs: $(cut -d' ' -f1-3 /proc/loadavg); $(date -u +%FT%TZ)"
exec unshare -rn bash -c 'ip link set lo up && exec python3 "$@"' _ "$here/boot_bench.py" \
  "$FOLIO" "$DIR" "$OUT" "$runs" "$modes" "$id" "$DIR.work"
