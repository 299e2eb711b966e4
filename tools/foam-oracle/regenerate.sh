#!/bin/bash
# Rewrites every golden file under testdata/foam-oracle/ from FOAM's own Java replay: the one
# way they change (crates/cli/tests/suite/foam_oracle.rs only reads them). Run it after build.sh, from
# anywhere; FOAM_ORACLE_DIR as for run.sh. Review `git diff testdata/foam-oracle` before a commit.
#
#   tools/foam-oracle/build.sh FOAM_GIT_DIR     # once: FOAM's Java and the runner
#   tools/foam-oracle/regenerate.sh
#
# Writes (the large files zstd-compressed, as .zst):
#   corpus-2026.jsonl    FOAM's state of every journal of testdata/corpus/foam/foam3-2026
#   gen/{create,mixed}.jrl and .models.json   `folio gen --entries 500 --seed 1 --mix ...`
#   gen-2026.jsonl       FOAM's state of those two (headers name them gen/create.jrl, gen/mixed.jrl)
#   written-2026.jsonl   FOAM's state of the journals folio writes for each of the above
#                        (`folio export --format journal`; `folio compact --out` writes the same
#                        bytes and, with the journal as a live file, `compact --in-place` the
#                        same lines, checked here), under the original journal's path
#   written-2026.tsv     per journal: the FNV-1a 64 hash of what folio wrote, so the test knows
#                        the golden is about what folio writes today
#   probes-2026.jsonl    FOAM's state of the hand-written probe journals in probes/ (one rule each)
#   rpc-2026.jsonl       FOAM's state of the journal `folio serve` writes when each gen journal's
#                        entries are sent to it as create/put/remove requests (rpc_replay.py)
#   rpc-2026.tsv         per gen journal, the FNV-1a 64 hash of that journal
#   defaults-2026.jsonl  FOAM's fresh object of every class the registries or goldens name
# and from the 2024 tree (tools/foam-oracle-2024, its build in $FOAM_ORACLE_2024_DIR, by default
# target/foam-oracle-2024):
#   corpus-2024.jsonl    FOAM 2024's state of every file of testdata/corpus/foam/foam3-2024
#   history-2024.jsonl   the same for foam3-history and foam3-history-largest
#   defaults-2024.jsonl  FOAM 2024's fresh object of every class the registry or those name
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
run=tools/foam-oracle/run.sh
out=$root/testdata/foam-oracle
models=testdata/models/foam-models.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build --release --quiet -p folio-cli
folio=${CARGO_TARGET_DIR:-$root/target}/release/folio

ls "$out"/probes/*.jrl | sed "s#^$root/##" | LC_ALL=C sort > "$work/probes.list"
"$run" --format=set $(cat "$work/probes.list") > "$work/probes-2026.jsonl" 2>> "$work/foam.log"

mkdir -p "$out/gen" "$work/gen"
find testdata/corpus/foam/foam3-2026 -type f | LC_ALL=C sort > "$work/corpus.list"
"$run" --format=set $(cat "$work/corpus.list") > "$work/corpus-2026.jsonl" 2>> "$work/foam.log"

for mix in create mixed; do
  "$folio" gen --entries 500 --seed 1 --mix "$mix" -o "$work/gen/$mix.jrl" 2>/dev/null
  cp "$work/gen/$mix.models.json" "$out/gen/"
done
# gen journals name no class: their DAO's class is the one gen's registry maps them to
gen_class=foam.dao.test.BenchmarkModel
(cd "$work" && "$root/$run" --format=set --of=$gen_class gen/create.jrl gen/mixed.jrl) > "$work/gen-2026.jsonl" 2>> "$work/foam.log"

# What folio writes, for each journal alone (one DAO per file, as the goldens above replay them),
# laid out under the original relative paths so that FOAM's headers name the original journal.
fnv() { python3 -c 'import sys
h = 0xcbf29ce484222325
for b in open(sys.argv[1], "rb").read():
    h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
print("%016x" % h)' "$1"; }
: > "$out/written-2026.tsv"
write_one() { # journal registry
  local journal=$1 registry=$2 name dir
  name=$(basename "$journal"); name=${name%%.*}
  dir="$work/in/$journal"; mkdir -p "$dir" "$work/written/$(dirname "$journal")"
  cp "$journal" "$dir/$name.jrl"
  "$folio" export "$dir" --models "$registry" --format journal -o "$work/exp/$journal" --force >/dev/null 2>&1 || true
  "$folio" compact "$dir" --models "$registry" --drop-unknown --out "$work/comp/$journal" >/dev/null 2>&1 || true
  # compact --in-place rewrites runtime files only (X.0, X.1, ..., X), so the journal goes in as X
  mkdir -p "$work/live/$journal"; cp "$journal" "$work/live/$journal/$name"
  "$folio" compact "$work/live/$journal" --models "$registry" --drop-unknown --in-place >/dev/null 2>&1 || true
  local exported="$work/exp/$journal/$name.jrl" compacted="$work/comp/$journal/$name"
  local inplace="$work/live/$journal/$name"
  if [ ! -f "$exported" ]; then mkdir -p "$(dirname "$exported")"; : > "$exported"; fi
  if [ -f "$compacted" ] && ! cmp -s "$exported" "$compacted"; then
    echo "regenerate: compact --out and export --format journal differ for $journal" >&2; exit 1
  fi
  # in place, the first object of the DAO's inferred class goes first so that the class stays
  # inferred (docs/durability.md): the same lines, one object each, so the same state
  if [ -s "$exported" ] && ! cmp -s <(LC_ALL=C sort "$exported") <(LC_ALL=C sort "$inplace"); then
    echo "regenerate: compact --in-place and export --format journal differ for $journal" >&2; exit 1
  fi
  cp "$exported" "$work/written/$journal"
  printf '%s\t%s\n' "$journal" "$(fnv "$exported")" >> "$out/written-2026.tsv"
}
while read -r journal; do write_one "$journal" "$models"; done < "$work/corpus.list"
for mix in create mixed; do (cd "$work" && write_one "gen/$mix.jrl" "gen/$mix.models.json"); done
(cd "$work/written" && "$root/$run" --format=set $(cat "$work/corpus.list")) > "$work/written-2026.jsonl" 2>> "$work/foam.log"
(cd "$work/written" && "$root/$run" --format=set --of=$gen_class gen/create.jrl gen/mixed.jrl) >> "$work/written-2026.jsonl" 2>> "$work/foam.log"

# What folio serve writes: each gen journal's entries sent as RPC requests, from its
# strict-JSON twin, into an empty live journal.
: > "$out/rpc-2026.tsv"
mkdir -p "$work/rpcgen" "$work/rpcwritten/gen"
for mix in create mixed; do
  "$folio" gen --entries 500 --seed 1 --mix "$mix" --twin -o "$work/rpcgen/$mix.jrl" 2>/dev/null
  cmp -s "$work/rpcgen/$mix.jrl" "$work/gen/$mix.jrl"   # the same journal as gen/<mix>.jrl
  mkdir -p "$work/serve/$mix"; : > "$work/serve/$mix/$mix"
  python3 tools/foam-oracle/rpc_replay.py "$folio" "$work/serve/$mix" "$work/gen/$mix.models.json" \
    "$mix" "$work/rpcgen/$mix.strict"
  cp "$work/serve/$mix/$mix" "$work/rpcwritten/gen/$mix.jrl"
  printf '%s\t%s\n' "gen/$mix.jrl" "$(fnv "$work/rpcwritten/gen/$mix.jrl")" >> "$out/rpc-2026.tsv"
done
(cd "$work/rpcwritten" && "$root/$run" --format=set --of=$gen_class gen/create.jrl gen/mixed.jrl) > "$work/rpc-2026.jsonl" 2>> "$work/foam.log"

python3 - "$models" > "$work/classes" <<'EOF'
import json, sys
for m in json.load(open(sys.argv[1]))["models"]:
    print(m["class"])
EOF
cat "$work"/*.jsonl | grep -o '"class":"[^"]*"' | cut -d'"' -f4 >> "$work/classes"
echo $gen_class >> "$work/classes"
"$run" --defaults $(LC_ALL=C sort -u "$work/classes") > "$work/defaults-2026.jsonl" 2>> "$work/foam.log"

# The 2024 tree: the corpus's 2024 and history journals (classes under the older package names).
run24=tools/foam-oracle-2024/run.sh
export FOAM_ORACLE_DIR=${FOAM_ORACLE_2024_DIR:-$root/target/foam-oracle-2024}
find testdata/corpus/foam/foam3-2024 -type f | LC_ALL=C sort > "$work/2024.list"
find testdata/corpus/foam/foam3-history testdata/corpus/foam/foam3-history-largest -type f \
  | LC_ALL=C sort > "$work/history.list"
"$run24" --format=set $(cat "$work/2024.list") > "$work/corpus-2024.jsonl" 2>> "$work/foam.log"
"$run24" --format=set $(cat "$work/history.list") > "$work/history-2024.jsonl" 2>> "$work/foam.log"
grep -oh '"class": *"[^"]*"' "$models" "$work/corpus-2024.jsonl" "$work/history-2024.jsonl" \
  | cut -d'"' -f4 | LC_ALL=C sort -u > "$work/classes24"
"$run24" --defaults $(cat "$work/classes24") > "$work/defaults-2024.jsonl" 2>> "$work/foam.log"

for f in corpus-2026.jsonl probes-2026.jsonl gen-2026.jsonl written-2026.jsonl rpc-2026.jsonl defaults-2026.jsonl gen/create.jrl gen/mixed.jrl \
         corpus-2024.jsonl history-2024.jsonl defaults-2024.jsonl; do
  zstd -19 -q -f "$work/$f" -o "$out/$f.zst"
done
echo "regenerate: $(grep -c '^{"journal"' "$work/corpus-2026.jsonl") corpus journals; goldens in $out" >&2
