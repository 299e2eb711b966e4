#!/usr/bin/env bash
# Runs one JVM peer of the benchmark suite (bench/README.md) on a journal file.
#
#   bench/jvm/run.sh FILE VARIANT [HEAP]
#
# VARIANT: jackson_seed | jackson_tuned | crosscheck (see README.md). HEAP (default 8g, or
# $FOLIO_JVM_HEAP) is both -Xms and -Xmx. Builds the jar first when it is missing or older
# than its sources: offline from the local Maven repository when that has everything,
# otherwise online (Maven Central). Prints the peer's one JSON line on stdout; build output
# goes to stderr.
set -euo pipefail

if [[ $# -lt 2 || $# -gt 3 ]]; then
    echo "usage: $0 FILE jackson_seed|jackson_tuned|jackson_tuned_bytes[_cold]|crosscheck [HEAP]" >&2
    exit 2
fi
file=$1
variant=$2
heap=${3:-${FOLIO_JVM_HEAP:-8g}}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
jar=$here/target/folio-jvm-peers.jar

if [[ ! -r $file ]]; then
    echo "$0: cannot read $file" >&2
    exit 2
fi
command -v java >/dev/null || { echo "$0: java (17+) is not installed" >&2; exit 2; }

if [[ ! -f $jar || -n $(find "$here/pom.xml" "$here/src" -newer "$jar" -print -quit) ]]; then
    command -v mvn >/dev/null || { echo "$0: mvn is not installed" >&2; exit 2; }
    echo "building $jar" >&2
    (cd "$here" && { mvn -q -B -o package || mvn -q -B package; }) 1>&2
fi

# Identical, fair flags for every variant: a fixed, pre-touched heap (no resizing or page
# faults inside the timed pass) and the throughput collector.
exec java "-Xms$heap" "-Xmx$heap" -XX:+AlwaysPreTouch -XX:+UseParallelGC \
    -jar "$jar" "$file" "$variant"
