#!/bin/bash
# The services block docs/foam.md prints, through FOAM's own boot: FOAM's server
# (foam.core.boot.Boot) boots from its own journals plus that block, exactly as printed, with
# this folio's address and token filled in, and must keep the DAO on its web API behind its own
# permissions while the objects live in folio.
# usage: boot_services.sh ERA FOLIO [--keep DIR]
#   ERA: 2026 or 2024; FOLIO: the folio binary;
#   --keep DIR: work in DIR (kept: folio's data/, FOAM's journals/, both logs) instead of a
#   temporary one.
# FOAM_BOX_BUILD: the era's FOAM oracle build (default target/foam-oracle, target/foam-oracle-2024;
# built with tools/foam-oracle*/build.sh from FOAM_GIT_DIR, default the mirror of
# abdelaziz-mahdy/foam3 or kgrgreer/foam3 under /work/.mirror, when it is missing). Everything after the build runs in a network namespace whose only
# interface is loopback (`unshare -rn`): FOAM's HTTP server binds every interface.
# FOAM_BOX_DOC: another copy of docs/foam.md to take the block from (to see the check fail).
# Prints PASS/FAIL lines and each step's time; exit 0 when every check passes.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)

if [ "${1:-}" = --inside ]; then
  shift
  ERA=$1 FOLIO=$2 OUT=$3 work=$4
  case "$ERA" in
    # the test runner as a boot script: 2026 takes it as Boot's argument, 2024 as foam.main;
    # 2024's HttpServer reads its webroot from nanos.webroot
    2026) CLASSES=build/classes; BOOT=foam.core.boot.Boot; ERA_JVM=(); TEST_BOOT=(foam.core.boot.Boot boot.script.aux:testRunnerScript) ;;
    2024) CLASSES=build/classes/java/main; BOOT=foam.nanos.boot.Boot; ERA_JVM=(-Dnanos.webroot="$OUT/foam3"); TEST_BOOT=(-Dfoam.main=testRunnerScript foam.nanos.boot.Boot) ;;
  esac
  ip link set lo up || { echo "FAIL netns: cannot bring loopback up"; exit 1; }
  other=$(ip -o link show | awk -F': ' '$2 != "lo" {print $2}')
  [ -z "$other" ] || { echo "FAIL netns: interfaces other than loopback: $other"; exit 1; }
  JAVA=$(cat "$OUT/java_home")/bin/java
  FOAM=$OUT/foam3
  TOKEN=folio-boot-$RANDOM$RANDOM
  FOLIO_PORT=8090 FOAM_PORT=8080
  rc=0
  t() { date +%s.%N; }
  since() { echo "$(t) - $1" | bc; }
  step() { printf '%-4s %s (%.1f s)\n' "$1" "$2" "$3"; [ "$1" = PASS ] || rc=1; }

  # folio, on loopback in the namespace
  t0=$(t)
  "$here/serve.sh" "$ERA" "$FOLIO" "$work/data" "127.0.0.1:$FOLIO_PORT" "$TOKEN" 2> "$work/folio.err" &
  folio=$!
  python3 "$here/boot_services.py" wait "$FOLIO_PORT" 30 \
    && step PASS "folio serve --foam listens on 127.0.0.1:$FOLIO_PORT" "$(since "$t0")" \
    || { step FAIL "folio serve --foam did not listen" "$(since "$t0")"; cat "$work/folio.err"; kill $folio; exit 1; }

  # FOAM's journals as its build deploys them, the docs' block at the end of services.0, two
  # users (FOAM's own fit deployment's password hash, of "secret"), and one server-side test
  t0=$(t)
  rm -rf "$work/journals" "$work/documents" "$work/logs" "$work/run"
  mkdir -p "$work/journals" "$work/documents" "$work/logs" "$work/run"
  cp -r "$FOAM"/build/journals/* "$work/journals/"
  python3 "$here/boot_services.py" block "${FOAM_BOX_DOC:-$repo/docs/foam.md}" "$ERA" "127.0.0.1:$FOLIO_PORT" "$TOKEN" > "$work/block.jrl" \
    || { step FAIL "no $ERA services block in docs/foam.md" "$(since "$t0")"; kill $folio; exit 1; }
  { echo; cat "$work/block.jrl"; } >> "$work/journals/services.0"
  python3 "$here/boot_services.py" fixtures "$ERA" "$work/journals" "127.0.0.1:$FOLIO_PORT"
  step PASS "journals: FOAM's $(ls "$work/journals" | wc -l) files, the docs' block ($(wc -l < "$work/block.jrl") lines) appended to services.0" "$(since "$t0")"

  # FOAM's server as build.sh's startCORE starts it (the JVM under `timeout`, so that a hung boot ends)
  JVM=(-cp "$FOAM/build/lib/*:$FOAM/$CLASSES" -DJOURNAL_HOME="$work/journals" -DDOCUMENT_HOME="$work/documents"
       -DLOG_HOME="$work/logs" -Dhttp.port=$FOAM_PORT -Duser.timezone=GMT -Dcore.webroot="$FOAM" "${ERA_JVM[@]}")

  # 1. a server-side test inside the booted FOAM (Boot boot.script.aux:testRunnerScript)
  t0=$(t)
  (cd "$work/run" && exec timeout 180 "$JAVA" "${JVM[@]}" -Dfoam.tests=folioServicesBlock -Dfoam.test.side=server \
     "${TEST_BOOT[@]}") > "$work/foam-test.log" 2>&1
  trc=$?
  python3 "$here/boot_services.py" testlog "$work/foam-test.log" "$trc" "$(since "$t0")" || rc=1

  # 2. FOAM's server for its web API
  t0=$(t)
  (cd "$work/run" && exec timeout 300 "$JAVA" "${JVM[@]}" $BOOT) > "$work/foam.log" 2>&1 &
  foam=$!
  if python3 "$here/boot_services.py" waithttp "$ERA" "$FOAM_PORT" 120; then
    step PASS "FOAM's server answers on its web API (JVM start to /service/countryDAO's first answer)" "$(since "$t0")"
    python3 "$here/boot_services.py" web "$ERA" "$FOAM_PORT" "$FOLIO_PORT" "$TOKEN" || rc=1
  else
    step FAIL "FOAM's server did not answer on 127.0.0.1:$FOAM_PORT" "$(since "$t0")"; tail -20 "$work/foam.log"
  fi
  kill $foam 2>/dev/null; wait $foam 2>/dev/null
  python3 "$here/boot_services.py" foamlog "$work/foam-test.log" "$work/foam.log" || rc=1
  kill -TERM $folio; wait $folio; src=$?
  [ $src = 0 ] && echo "PASS folio serve exited 0" || { echo "FAIL folio serve exited $src:"; sed 's/^/    /' "$work/folio.err"; rc=1; }
  exit $rc
fi

ERA=${1:?usage: boot_services.sh ERA FOLIO [--keep DIR]}; FOLIO=$(realpath "${2:?usage: boot_services.sh ERA FOLIO [--keep DIR]}"); shift 2
work=
while [ $# -gt 0 ]; do
  case "$1" in
    --keep) work=$2; shift 2 ;;
    *) echo "boot_services.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
case "$ERA" in
  2026) OUT=${FOAM_BOX_BUILD:-$repo/target/foam-oracle} ;;
  2024) OUT=${FOAM_BOX_BUILD:-$repo/target/foam-oracle-2024} ;;
  *) echo "boot_services.sh: ERA is 2024 or 2026" >&2; exit 2 ;;
esac
[ -x "$FOLIO" ] || { echo "boot_services.sh: no folio binary at $FOLIO" >&2; exit 2; }
T0=$(date +%s.%N)
case "$ERA" in
  2026) boot_class=foam3/build/classes/foam/core/boot/Boot.class; recipe=foam-oracle; git_dir=/work/.mirror/abdelaziz-mahdy+foam3/repo ;;
  2024) boot_class=foam3/build/classes/java/main/foam/nanos/boot/Boot.class; recipe=foam-oracle-2024; git_dir=/work/.mirror/kgrgreer+foam3/repo ;;
esac
if [ ! -f "$OUT/$boot_class" ] || [ ! -f "$OUT/foam3/build/journals/services.0" ] || [ ! -f "$OUT/java_home" ]; then
  t0=$(date +%s.%N)
  mkdir -p "$OUT"
  "$repo/tools/$recipe/build.sh" "${FOAM_GIT_DIR:-$git_dir}" "$OUT" > "$OUT.build.log" 2>&1 \
    || { echo "FAIL FOAM build (log: $OUT.build.log)"; exit 1; }
  printf 'PASS FOAM build %s (%.1f s)\n' "$OUT" "$(echo "$(date +%s.%N) - $t0" | bc)"
fi
OUT=$(cd "$OUT" && pwd)
if [ -z "$work" ]; then work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
mkdir -p "$work"; work=$(realpath "$work"); rm -rf "$work/data"
unshare -rn bash "$0" --inside "$ERA" "$FOLIO" "$OUT" "$work"
rc=$?
printf '%s boot_services: %s in %.1f s\n' "$ERA" "$([ $rc = 0 ] && echo PASS || echo FAIL)" "$(echo "$(date +%s.%N) - $T0" | bc)"
exit $rc
