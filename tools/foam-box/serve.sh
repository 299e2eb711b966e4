#!/bin/bash
# Prepares an empty data directory for one era and serves it over FOAM's box protocol.
# usage: serve.sh ERA FOLIO DATA_DIR ADDR TOKEN
#   FOLIO: the folio binary; DATA_DIR: created empty (refused if it holds anything);
#   ADDR: host:port for --foam; TOKEN: the session id FOAM's client must send.
# The registry is testdata/foam-box/ERA/models.json (see its README): its `daos` map creates the
# DAOs countries, regions and users at their first write. Runs in the foreground (exec).
# FOLIO_SERVE_ARGS: more flags for serve, split on spaces (e.g. `--index users.organization`
# for bench.sh).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
ERA=$1; FOLIO=$2; DATA=$3; ADDR=$4; TOKEN=$5
REG=$here/../../testdata/foam-box/$ERA/models.json
[ -f "$REG" ] || { echo "serve.sh: no registry $REG" >&2; exit 2; }
mkdir -p "$DATA"
[ -z "$(ls -A "$DATA")" ] || { echo "serve.sh: $DATA is not empty" >&2; exit 2; }
exec "$FOLIO" serve "$DATA" --models "$REG" --foam "$ADDR" --token "$TOKEN" ${FOLIO_SERVE_ARGS:-}
