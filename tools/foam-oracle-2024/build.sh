#!/bin/bash
# Builds FOAM's own Java journal replay (the reference runtime) from the OCTOBER 2024 FOAM tree and a
# small runner over it.
#   FOAM source: kgrgreer/foam3, commit b4827bd9 (2024-10-24, "Update examples."), before the package
#   rename (foam.core.* was the core, later foam.lang; foam.nanos.* later foam.core).
#   FOAM_GIT_DIR is a git repository (bare or not) holding that commit.
# usage: build.sh FOAM_GIT_DIR [OUT_DIR, default $FOAM_ORACLE_DIR or <repo>/target/foam-oracle-2024]
#   then: FOAM_ORACLE_DIR=OUT_DIR run.sh [--format=set] [--of=CLASS] JOURNAL...
# Needs node, Maven (mvn) and a JDK >= 21 (pom.js: java '21'; found under /usr/lib/jvm if JAVA_HOME is
# not one). The 2024 build tool has single-char options: 'node tools/build.js -P<poms> -XgenJava' runs only its
# genJava task (pmake makers Java,Maven,Javac,Journal,Doc,Resource) and writes classes to
# build/classes/java/main and the Maven jars to build/lib.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
FOAM_GIT=$1
OUT=${2:-${FOAM_ORACLE_DIR:-$here/../../target/foam-oracle-2024}}
mkdir -p "$OUT"; OUT=$(cd "$OUT" && pwd)
COMMIT=b4827bd9d12fac1ba11a975b5f3bb4105c5f91a2
# FOAM's root POM(s), passed to build.js -P. FOAM's own default is 'pom', whose 2024 tree leaves out the
# Medusa (clustering) package that the m/mm/cluster_1 deployment journals and medusa tests use (the 2026
# root POM includes it); the default here adds FOAM's own src/foam/nanos/medusa/pom. FOAM_POMS=pom builds
# the root POM alone.
POMS=${FOAM_POMS:-pom,src/foam/nanos/medusa/pom}
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
  # four blobs may be absent from a partial clone and are not needed to build the Java (git may still
  # print "error: invalid object ... lib/foam-bin.js" from its prefetch; the archive is complete)
  git --git-dir="$FOAM_GIT" archive "$COMMIT" -- . \
      ':!lib/foam-bin.js' ':!src/foam/demos/olympics/MedalData.json' \
      ':!src/resources/GeoLite2-City/GeoLite2-City.mmdb' ':!test/src/parsers/html-spec.html' \
    | tar -x -C "$FOAM"
  # the one dependency the Maven registry does not serve (used only by FOAM's Google Sheets classes)
  sed -i "s#'com.google.apis:google-api-services-sheets:v4-rev567-1.22.0'#'com.google.apis:google-api-services-sheets:v4-rev581-1.25.0 -com.google.api-client:google-api-client -com.google.http-client -com.google.oauth-client'#" "$FOAM/pom.js"
  grep -q "google-api-services-sheets:v4-rev581-1.25.0" "$FOAM/pom.js"
fi
(cd "$FOAM" && node tools/build.js "-P$POMS" -XgenJava)
CLASSES=$FOAM/build/classes/java/main
test -f "$CLASSES/foam/dao/F3FileJournal.class"   # build.js exits 0 on some failures
case ",$POMS," in *,src/foam/nanos/medusa/pom,*) test -f "$CLASSES/foam/nanos/medusa/ClusterConfig.class" ;; esac
rm -rf "$OUT/classes"; mkdir -p "$OUT/classes"
javac --release 21 -proc:none -nowarn -d "$OUT/classes" -cp "$CLASSES:$FOAM/build/lib/*" "$here"/src/foamoracle/*.java
echo "$JAVA_HOME" > "$OUT/java_home"
echo "built: $OUT"
