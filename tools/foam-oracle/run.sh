#!/bin/bash
# Replays one journal with FOAM's own Java code and prints the final objects, one JSON line each.
# usage: run.sh [--mode=foam|f3|filejournal] [--of=CLASS] [--format=set|full|storage] JOURNAL...
#        run.sh --defaults CLASS...     a fresh object of each class, every property read once
#   several JOURNALs: one JVM; each journal's objects follow a header line
#   {"journal":PATH,"of":CLASS,"objects":N} (or {"journal":PATH,"error":TEXT})
#   --format=set   (use this to compare states) every property the object holds as set, defaults
#                  included, and "$derived": those whose value FOAM computes for the object unset
#   --format=full  FOAM's JSONFObjectFormatter as is (omits String/Int/Boolean values equal to defaults)
#   --format=storage the journal writer's settings
#   --mode=foam    (default) FOAM's replay loop: its entry reader, JSONParser, mergeFObject and MDAO
#   --mode=f3      the branch's F3FileJournal.replay with its Jackson fast path (differs from FOAM's parser)
# FOAM_ORACLE_DIR: the build's OUT_DIR (default <repo>/target/foam-oracle)
here=$(cd "$(dirname "$0")" && pwd)
OUT=${FOAM_ORACLE_DIR:-$here/../../target/foam-oracle}
JAVA_HOME=$(cat "$OUT/java_home")
exec "$JAVA_HOME/bin/java" ${ORACLE_JAVA_OPTS:--Xss8m} \
  -cp "$OUT/classes:$OUT/foam3/build/classes:$OUT/foam3/build/lib/*" foamoracle.Main "$@"
