#!/bin/bash
# Compiles the box-protocol harness against one FOAM build's classes.
# usage: build.sh ERA FOAM_BUILD_DIR
#   ERA 2026: FOAM_BUILD_DIR is tools/foam-oracle/build.sh's OUT_DIR (abdelaziz-mahdy/foam3 e4ae046)
#   ERA 2024: FOAM_BUILD_DIR is tools/foam-oracle-2024/build.sh's OUT_DIR (kgrgreer/foam3 b4827bd9)
# Writes FOAM_BUILD_DIR/foam-box/ (the classes, and the classpath run.sh uses). A few seconds.
# Only the harness (Main.java): bench.sh and boot.sh compile Bench.java and Boot.java themselves.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ERA=$1
OUT=$(cd "$2" && pwd)
JAVA_HOME=$(cat "$OUT/java_home")
case "$ERA" in
  2026) FOAMCP="$OUT/foam3/build/classes:$OUT/foam3/build/lib/*"
        src="$here/src" ;;
  2024) FOAMCP="$OUT/foam3/build/classes/java/main:$OUT/foam3/build/lib/*"
        # The source is written with the 2026 package names; the 2024 tree had foam.core where
        # 2026 has foam.lang, and foam.nanos.{auth,logger} where 2026 has foam.core.{auth,logger}.
        src="$OUT/foam-box/src"
        rm -rf "$src"; mkdir -p "$src/foambox"
        sed -e 's/\bfoam\.core\.auth\./foam.nanos.auth./g' \
            -e 's/\bfoam\.core\.logger\./foam.nanos.logger./g' \
            -e 's/\bfoam\.lang\./foam.core./g' \
            "$here/src/foambox/Main.java" > "$src/foambox/Main.java" ;;
  *) echo "build.sh: ERA is 2024 or 2026" >&2; exit 2 ;;
esac
rm -rf "$OUT/foam-box/classes"; mkdir -p "$OUT/foam-box/classes"
"$JAVA_HOME/bin/javac" --release 21 -proc:none -nowarn -encoding UTF-8 -d "$OUT/foam-box/classes" \
  -cp "$FOAMCP" "$src"/foambox/Main.java
echo "$OUT/foam-box/classes:$FOAMCP" > "$OUT/foam-box/classpath"
echo "built: $OUT/foam-box ($ERA)"
