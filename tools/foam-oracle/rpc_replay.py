#!/usr/bin/env python3
"""Replays a journal's strict-JSON twin (`folio gen --twin`) through `folio serve --stdio` into
an empty live journal, so that the journal the RPC writes (c( for create, p( deltas for put,
r( for remove) can be replayed by FOAM.

usage: rpc_replay.py FOLIO DIR MODELS DAO TWIN

DIR holds an empty live journal DIR/DAO. crates/cli/tests/suite/foam_oracle.rs builds the same
requests (same order, same values) to check that folio still writes what FOAM read.
"""
import json
import subprocess
import sys

folio, directory, models, dao, twin = sys.argv[1:6]
# RPC writes are validated: keys the model lacks (gen writes 8 such per create) are refused
# there, while replay drops them; send what replay keeps.
registry = json.load(open(models, encoding="utf-8"))
known = {p["name"] for m in registry["models"] for p in m["properties"]}
requests = []
for line in open(twin, encoding="utf-8"):
    line = line.rstrip("\n")
    if len(line) < 3 or line[0] not in "cpr" or line[1] != "(":
        continue
    body = {k: v for k, v in json.loads(line[2:-1]).items() if k in known or k == "class"}
    n = len(requests) + 1
    if line[0] == "r":
        params = [dao, body["seq"]]
    else:
        params = [dao, body]
    method = {"c": "create", "p": "put", "r": "remove"}[line[0]]
    request = {"jsonrpc": "2.0", "method": method, "params": params, "id": n}
    data = json.dumps(request, ensure_ascii=False).encode("utf-8")
    requests.append(b"Content-Length: %d\r\n\r\n" % len(data) + data)
done = subprocess.run(
    [folio, "serve", directory, "--models", models, "--stdio", "--fsync", "never"],
    input=b"".join(requests),
    capture_output=True,
)
answers = done.stdout.decode("utf-8")
if done.returncode != 0 or '"error"' in answers:
    sys.stderr.write("rpc_replay: %s\n%s\n" % (done.stderr.decode(), answers[:2000]))
    sys.exit(1)
