#!/bin/bash
# Builds FOAM's own Java journal replay (the reference runtime) and a small runner over it.
#   FOAM source: abdelaziz-mahdy/foam3, branch journal-replay-benchmark, commit e4ae046 (2026-04-12),
#   the FOAM tree the replay-performance work was measured on; FOAM_GIT_DIR is a git repository holding it.
# usage: build.sh FOAM_GIT_DIR [OUT_DIR, default $FOAM_ORACLE_DIR or <repo>/target/foam-oracle]
# Needs node, Maven (mvn) and a JDK >= 21 (FOAM uses virtual threads). About 2m40s from scratch on
# 2 cores (Maven downloads ~112 MB into OUT/m2), ~45 s afterwards.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
FOAM_GIT=$1
OUT=${2:-${FOAM_ORACLE_DIR:-$here/../../target/foam-oracle}}
mkdir -p "$OUT"; OUT=$(cd "$OUT" && pwd)
COMMIT=e4ae046ce87d8dc6e311169ccca8444da9010686
FLAGS=${FOAM_FLAGS:-test}     # 'test' also generates foam.dao.test.BenchmarkModel
if [ -z "${JAVA_HOME:-}" ] || ! "$JAVA_HOME/bin/javac" --release 21 -version >/dev/null 2>&1; then
  for j in /usr/lib/jvm/*; do
    "$j/bin/javac" --release 21 -version >/dev/null 2>&1 && { JAVA_HOME=$j; break; }
  done
fi
export JAVA_HOME PATH=$JAVA_HOME/bin:$PATH
export MAVEN_OPTS="${MAVEN_OPTS:-} -Dmaven.repo.local=$OUT/m2"
FOAM=$OUT/foam3
mkdir -p "$OUT"
if [ ! -f "$FOAM/pom.js" ]; then
  mkdir -p "$FOAM"
  # three large blobs may be absent from a partial clone and are not needed
  git --git-dir="$FOAM_GIT" archive "$COMMIT" -- . \
      ':!deployment/medals/medals.jrl' ':!src/foam/demos/olympics/MedalData.json' \
      ':!src/resources/GeoLite2-City/GeoLite2-City.mmdb' | tar -x -C "$FOAM"
  # the one dependency the Maven registry does not serve (used only by FOAM's Google Sheets classes)
  sed -i "s#'com.google.apis:google-api-services-sheets:v4-rev567-1.22.0'#'com.google.apis:google-api-services-sheets:v4-rev581-1.25.0 -com.google.api-client:google-api-client -com.google.http-client -com.google.oauth-client'#" "$FOAM/pom.js"
fi
(cd "$FOAM" && node tools/build.js --flags:$FLAGS gen-java)
test -f "$FOAM/build/classes/foam/dao/F3FileJournal.class"   # build.js exits 0 on some failures
rm -rf "$OUT/classes"; mkdir -p "$OUT/classes"
javac --release 21 -proc:none -nowarn -d "$OUT/classes" -cp "$FOAM/build/classes:$FOAM/build/lib/*" "$here"/src/foamoracle/*.java
echo "$JAVA_HOME" > "$OUT/java_home"
echo "built: $OUT"
