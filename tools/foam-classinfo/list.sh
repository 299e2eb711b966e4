#!/bin/bash
# Lists the properties of every FOAM class compiled by tools/foam-oracle-2024/build.sh, from each
# class's Java ClassInfo, as zstd-compressed JSON lines (see src/foamclassinfo/Main.java).
# usage: list.sh OUT_DIR_OF_THAT_BUILD OUT.jsonl.zst
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
BUILD=$(cd "$1" && pwd)
JAVA_HOME=$(cat "$BUILD/java_home")
CLASSES=$BUILD/foam3/build/classes/java/main
CP="$CLASSES:$BUILD/foam3/build/lib/*"
mkdir -p "$BUILD/classinfo"
"$JAVA_HOME/bin/javac" --release 21 -proc:none -nowarn -d "$BUILD/classinfo" -cp "$CP" "$here"/src/foamclassinfo/*.java
"$JAVA_HOME/bin/java" -cp "$BUILD/classinfo:$CP" foamclassinfo.Main "$CLASSES" | zstd -19 -q -f -o "$2"
