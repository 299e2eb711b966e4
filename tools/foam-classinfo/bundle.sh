#!/bin/bash
# Packs the model-defining JavaScript files of a FOAM tree's src/ into one zstd file, as
# crates/import/tests/suite/java_fidelity.rs reads it: per file, its path (relative to the tree, e.g.
# src/foam/core/Property.js), a newline, its length in bytes, a newline, then its bytes.
# A file counts when it names foam.CLASS, foam.ENUM, foam.INTERFACE or foam.RELATIONSHIP.
# usage: bundle.sh FOAM_DIR OUT.zst
set -euo pipefail
cd "$1"
find src -name '*.js' | LC_ALL=C sort \
  | xargs grep -l 'foam\.\(CLASS\|ENUM\|INTERFACE\|RELATIONSHIP\)' \
  | while IFS= read -r f; do
      printf '%s\n%d\n' "$f" "$(wc -c < "$f")"
      cat "$f"
    done | zstd -19 -q -o "$2" -f
