#!/bin/bash
# The whole check for one era: a fresh folio serve --foam, the harness against it (FOAM's MDAO
# and FOAM's ClientDAO side by side), then the journals folio wrote replayed by FOAM's own Java
# (tools/foam-oracle*/run.sh --format=set) next to the MDAO's final objects, which must agree.
# usage: check.sh ERA FOLIO [--record FILE] [--keep DIR]
#   FOLIO: the folio binary; --record FILE: the HTTP exchanges (run.sh --record);
#   --keep DIR: work in DIR (kept: data/, mdao/, serve.err, replay/) instead of a temporary one
# FOAM_BOX_BUILD: the FOAM build (as for run.sh). Exit 0 when every step and every replay agrees.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ERA=$1; FOLIO=$(realpath "$2"); shift 2
record=(); work=
while [ $# -gt 0 ]; do
  case "$1" in
    --record) record=(--record "$(realpath -m "$2")"); shift 2 ;;
    --keep) work=$2; shift 2 ;;
    *) echo "check.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
case "$ERA" in
  2026) OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle}; oracle=$here/../foam-oracle/run.sh; pkg=foam.core.auth ;;
  2024) OUT=${FOAM_BOX_BUILD:-$here/../../target/foam-oracle-2024}; oracle=$here/../foam-oracle-2024/run.sh; pkg=foam.nanos.auth ;;
  *) echo "check.sh: ERA is 2024 or 2026" >&2; exit 2 ;;
esac
export FOAM_BOX_BUILD=$OUT FOAM_ORACLE_DIR=$OUT
if [ -z "$work" ]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work"; work=$(realpath "$work"); rm -rf "$work/data" "$work/mdao" "$work/replay"
TOKEN=folio-box-$RANDOM$RANDOM
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')

t0=$(date +%s.%N)
"$here/serve.sh" "$ERA" "$FOLIO" "$work/data" "127.0.0.1:$PORT" "$TOKEN" 2> "$work/serve.err" &
server=$!
python3 - "$PORT" <<'PY' || { echo "check.sh: folio serve --foam did not listen:"; cat "$work/serve.err"; kill $server 2>/dev/null; exit 1; }
import socket, sys, time
for _ in range(300):
    try:
        socket.create_connection(('127.0.0.1', int(sys.argv[1])), 0.2).close(); sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit(1)
PY
# The services.jrl block docs/foam.md gives for this era, as printed, with this server's address
# and token (the harness's last step runs its script as a FOAM application's boot does;
# boot_services.sh boots FOAM's own server on it).
python3 "$here/boot_services.py" block "$here/../../docs/foam.md" "$ERA" "127.0.0.1:$PORT" "$TOKEN" > "$work/services.jrl" \
  || { echo "check.sh: no $ERA services block in docs/foam.md"; kill $server; exit 1; }
"$here/run.sh" "$ERA" "http://127.0.0.1:$PORT" "$TOKEN" --dump "$work/mdao" --services-line "$work/services.jrl" "${record[@]}"
rc=$?
kill -TERM $server; wait $server; src=$?
[ $src = 0 ] || { echo "FAIL folio serve exited $src:"; sed 's/^/    /' "$work/serve.err"; rc=1; }

# The replay check: FOAM's reader over folio's journal and over the MDAO's objects, compared in
# effective state. A put that clears a property is journaled as FOAM's own journal writes it,
# with the property's default value (`"organization":""`), which FOAM's replay then holds as set,
# where the MDAO's object never set it: the same value, so a property equal to its value on a
# fresh object of the class (the oracle's --defaults) is dropped on both sides.
# states FILE DEFAULTS: the oracle's object lines; User.passwordHistory's factory stamps the time
# of the replay into each object (a PriorPassword's timeStamp), so that time is blanked.
states() {
  python3 -c '
import json, sys
fresh = {}
for line in open(sys.argv[2], encoding="utf-8"):
    line = line.strip()
    if line.startswith("{"):
        o = json.loads(line)
        fresh[o.get("class")] = o
for line in open(sys.argv[1], encoding="utf-8"):
    o = json.loads(line)
    if "class" not in o: continue
    for p in o.get("passwordHistory") or []:
        if isinstance(p, dict) and "timeStamp" in p: p["timeStamp"] = "(replay time)"
    d = fresh.get(o["class"], {})
    for k in [k for k in o if k not in ("class", "$derived") and k in d and o[k] == d[k]]:
        del o[k]
        if k in o.get("$derived", []): o["$derived"].remove(k)
    print(json.dumps(o, ensure_ascii=False, sort_keys=False))
' "$1" "$2"
}
mkdir -p "$work/replay"
for dao in countries regions users; do
  case $dao in countries) of=$pkg.Country ;; regions) of=$pkg.Region ;; users) of=$pkg.User ;; esac
  if [ ! -f "$work/data/$dao" ]; then echo "FAIL replay $dao: folio wrote no journal $work/data/$dao"; rc=1; continue; fi
  "$oracle" --format=set --of="$of" "$work/data/$dao" > "$work/replay/$dao.folio" 2> "$work/replay/$dao.folio.err"
  "$oracle" --format=set --of="$of" "$work/mdao/$dao" > "$work/replay/$dao.mdao" 2> "$work/replay/$dao.mdao.err"
  "$oracle" --defaults "$of" > "$work/replay/$dao.fresh" 2> /dev/null
  if ! grep -q '"class"' "$work/replay/$dao.folio" && [ -s "$work/mdao/$dao" ]; then
    echo "FAIL replay $dao: FOAM replays nothing from folio's journal:"; sed 's/^/    /' "$work/replay/$dao.folio" "$work/replay/$dao.folio.err" | head -20; rc=1
  elif diff <(states "$work/replay/$dao.folio" "$work/replay/$dao.fresh") <(states "$work/replay/$dao.mdao" "$work/replay/$dao.fresh") > "$work/replay/$dao.diff"; then
    echo "PASS replay $dao: FOAM's replay of folio's journal is the MDAO's state ($(grep -c '"class"' "$work/replay/$dao.mdao") objects)"
  else
    echo "FAIL replay $dao: FOAM's replay of folio's journal (<) differs from the MDAO's state (>):"
    sed 's/^/    /' "$work/replay/$dao.diff"; rc=1
  fi
done
printf '%s check: %s in %.1f s\n' "$ERA" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(echo "$(date +%s.%N) - $t0" | bc)"
exit $rc
