#!/bin/bash
# Runs the box-protocol harness: FOAM's MDAO and FOAM's ClientDAO side by side.
# usage: run.sh ERA URL TOKEN [--record FILE] [--dump DIR]
#          URL: the endpoint's base (http://127.0.0.1:PORT); TOKEN: its session id (serve's --token)
#          --record FILE  every HTTP exchange, one JSON line each, through proxy.py (FILE is replaced)
#          --dump DIR     the MDAOs' final objects as journals DIR/<dao> (for the replay check)
#          --services-line FILE  last, a DAO made from the services.jrl line in FILE (check.sh
#                         writes docs/foam.md's line there) must put, find and remove
#        run.sh ERA --wire-check [WIRE_DIR]
#          the recorded exchanges' calls against proxy.py --canned WIRE_DIR (default
#          testdata/foam-wire): the client must send exactly the recorded request bodies
# FOAM_BOX_BUILD: the FOAM build build.sh compiled against (default: tools/foam-oracle*'s OUT_DIR,
# target/foam-oracle for 2026, target/foam-oracle-2024 for 2024).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ERA=$1; shift
case "$ERA" in
  2026) OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle} ;;
  2024) OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle-2024} ;;
  *) echo "run.sh: ERA is 2024 or 2026" >&2; exit 2 ;;
esac
JAVA_HOME=$(cat "$OUT/java_home")
CP=$(cat "$OUT/foam-box/classpath")
tmp=$(mktemp -d); proxy=
cleanup() { [ -n "$proxy" ] && kill "$proxy" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT

# starts proxy.py on a free port; sets PROXY_URL
start_proxy() {
  python3 "$here/proxy.py" --listen 0 --era "$ERA" "$@" 2> >(tee "$tmp/proxy.err" >&2) &
  proxy=$!
  for _ in $(seq 100); do
    grep -q 'listening on' "$tmp/proxy.err" 2>/dev/null && break; sleep 0.1
  done
  PROXY_URL=http://$(sed -n 's/^proxy: listening on //p' "$tmp/proxy.err" | head -1)
}

if [ "${1:-}" = "--wire-check" ]; then
  start_proxy --canned "${2:-$here/../../testdata/foam-wire}"
  rc=0
  "$JAVA_HOME/bin/java" -cp "$CP" foambox.Main "$ERA" "$PROXY_URL" TOKEN --steps "$PROXY_URL" --wire-check || rc=$?
  n=$(curl -s "$PROXY_URL/__mismatches")
  echo "$ERA wire check: $n request(s) not as recorded"
  [ "$n" = 0 ] && exit $rc || exit 1
fi

URL=$1; TOKEN=$2; shift 2
record=; extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=$2; shift 2 ;;
    --dump) extra+=(--dump "$2"); shift 2 ;;
    --services-line) extra+=(--services-line "$2"); shift 2 ;;
    *) echo "run.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
if [ -n "$record" ]; then
  : > "$record"
  start_proxy --upstream "$URL" --record "$record"
  URL=$PROXY_URL; extra+=(--steps "$PROXY_URL")
fi
"$JAVA_HOME/bin/java" -cp "$CP" foambox.Main "$ERA" "$URL" "$TOKEN" "${extra[@]}"
