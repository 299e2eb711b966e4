#!/bin/bash
# Round trips per second through FOAM's own ClientDAO against a box endpoint, beside FOAM's MDAO
# (src/foambox/Bench.java; BENCHMARKS.md, "FOAM's own client against folio serve --foam").
# usage: bench.sh ERA URL TOKEN [BENCH_ARGS...]      against a running endpoint whose `users` DAO
#                                                     does not hold ids 1..N
#        bench.sh ERA --serve FOLIO [BENCH_ARGS...]   a fresh `folio serve --foam` (serve.sh, an
#                                                     empty temporary data directory), then SIGTERM
#   BENCH_ARGS: --n N (10000) --warmup S (2) --seconds S (5) --threads 1,16 --ops find,page,count
#               --targets mdao,client --load-threads T (4)
# FOAM_BOX_BUILD: the FOAM build (as for run.sh), read only: Bench.java is compiled into
# FOAM_BENCH_OUT (default <repo>/target/foam-bench/ERA) against its classes.
# JAVA_OPTS: the harness JVM's options (default -Xms2g -Xmx2g: the heap of FOAM's client, which
# allocates an 8 MiB reply buffer per call, is fixed so that runs differ in nothing else).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ERA=$1; shift
case "$ERA" in
  2026) OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle}
        FOAMCP="$OUT/foam3/build/classes:$OUT/foam3/build/lib/*" ;;
  2024) OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle-2024}
        FOAMCP="$OUT/foam3/build/classes/java/main:$OUT/foam3/build/lib/*" ;;
  *) echo "bench.sh: ERA is 2024 or 2026" >&2; exit 2 ;;
esac
JAVA_HOME=$(cat "$OUT/java_home")
BOUT=${FOAM_BENCH_OUT:-$here/../../target/foam-bench/$ERA}

# compile (a few seconds), with build.sh's package mapping for 2024
rm -rf "$BOUT/src" "$BOUT/classes"; mkdir -p "$BOUT/src/foambox" "$BOUT/classes"
if [ "$ERA" = 2024 ]; then
  sed -e 's/\bfoam\.core\.auth\./foam.nanos.auth./g' \
      -e 's/\bfoam\.core\.logger\./foam.nanos.logger./g' \
      -e 's/\bfoam\.lang\./foam.core./g' "$here/src/foambox/Bench.java" > "$BOUT/src/foambox/Bench.java"
else
  cp "$here/src/foambox/Bench.java" "$BOUT/src/foambox/"
fi
"$JAVA_HOME/bin/javac" --release 21 -proc:none -nowarn -encoding UTF-8 -d "$BOUT/classes" \
  -cp "$FOAMCP" "$BOUT/src/foambox/Bench.java"
CP="$BOUT/classes:$FOAMCP"
JAVA=("$JAVA_HOME/bin/java" ${JAVA_OPTS:--Xms2g -Xmx2g} -cp "$CP" foambox.Bench "$ERA")

if [ "${1:-}" != "--serve" ]; then
  exec "${JAVA[@]}" "$@"
fi
FOLIO=$(realpath "$2"); shift 2
work=$(mktemp -d); server=
cleanup() { [ -n "$server" ] && kill -TERM "$server" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
TOKEN=folio-bench-$RANDOM$RANDOM
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$here/serve.sh" "$ERA" "$FOLIO" "$work/data" "127.0.0.1:$PORT" "$TOKEN" 2> "$work/serve.err" &
server=$!
python3 - "$PORT" <<'PY' || { echo "bench.sh: folio serve --foam did not listen:" >&2; cat "$work/serve.err" >&2; exit 1; }
import socket, sys, time
for _ in range(300):
    try:
        socket.create_connection(('127.0.0.1', int(sys.argv[1])), 0.2).close(); sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit(1)
PY
rc=0
"${JAVA[@]}" "http://127.0.0.1:$PORT" "$TOKEN" "$@" || rc=$?
kill -TERM "$server"; wait "$server" || { echo "bench.sh: folio serve exited $?:" >&2; cat "$work/serve.err" >&2; rc=1; }
server=
exit $rc
