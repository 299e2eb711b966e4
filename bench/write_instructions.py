#!/usr/bin/env python3
"""Instructions the server spends on one write, counted by cachegrind: the steady measure for
the loop's own work, where writes/s on two shared cores move by tens of percent between runs.

For each --folio build: `folio serve --listen --fsync never` (a fresh directory, a model of
three fields) runs under `valgrind --tool=cachegrind`; --connections connections keep --depth
JSON-RPC creates in flight each until --small creates are acknowledged, and the server is
stopped (SIGTERM: it answers what it read, then exits). The same again with --large creates.
The difference of the two totals over the difference of the writes is the instructions of one
create, every thread of the server, start-up and shutdown cancelled out. Each count is taken
--repeat times; the table gives the median.

    python3 bench/write_instructions.py --folio before=/path/folio-old --folio after=target/release/folio
"""

import argparse
import os
import re
import selectors
import signal
import socket
import statistics
import subprocess
import tempfile
import time

MODELS = (
    '{"models":[{"class":"b.Row","ids":["id"],"properties":[{"name":"id","type":"Long"},'
    '{"name":"name","type":"String"},{"name":"n","type":"Long"}]}],"daos":{"rows":"b.Row"}}'
)


def request(connection, k):
    object_id = (connection + 1) * 100_000_000 + k
    return (
        '{"jsonrpc":"2.0","method":"create","params":{"dao":"rows","object":'
        '{"id":%d,"name":"x","n":%d}},"id":%d}\n' % (object_id, k, k)
    ).encode()


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def drive(port, writes, connections, depth):
    """Sends `writes` creates over `connections`, `depth` in flight on each; reads every answer."""
    deadline = time.monotonic() + 300
    while True:
        try:
            socks = [socket.create_connection(("127.0.0.1", port)) for _ in range(connections)]
            break
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)
    per = writes // connections
    sent, acked, rest = [0] * connections, [0] * connections, [b""] * connections
    selector = selectors.DefaultSelector()
    for c, s in enumerate(socks):
        first = min(depth, per)
        s.sendall(b"".join(request(c, k) for k in range(first)))
        sent[c] = first
        selector.register(s, selectors.EVENT_READ, c)
    while any(a < per for a in acked):
        events = selector.select(timeout=120)
        if not events:
            raise SystemExit("no answer in 120 s")
        for key, _ in events:
            c, s = key.data, key.fileobj
            data = s.recv(1 << 16)
            if not data:
                raise SystemExit("the server closed a connection")
            lines = (rest[c] + data).split(b"\n")
            rest[c] = lines.pop()
            for line in lines:
                if b'"result"' not in line:
                    raise SystemExit("a write was refused: %r" % line)
                acked[c] += 1
                if sent[c] < per:
                    s.sendall(request(c, sent[c]))
                    sent[c] += 1
    for s in socks:
        s.close()
    return per * connections


def instructions(folio, writes, args):
    """The instructions of one server run that acknowledged `writes` creates."""
    with tempfile.TemporaryDirectory(dir=args.dir) as work:
        data = os.path.join(work, "data")
        os.mkdir(data)
        models = os.path.join(work, "models.json")
        with open(models, "w") as f:
            f.write(MODELS)
        out = os.path.join(work, "cachegrind.out")
        port = free_port()
        server = subprocess.Popen(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=" + out,
             folio, "serve", data, "--models", models, "--listen", "127.0.0.1:%d" % port,
             "--fsync", "never"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            acknowledged = drive(port, writes, args.connections, args.depth)
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=300)
        with open(out) as f:
            summary = re.search(r"^summary:\s+(\d+)", f.read(), re.M)
        if not summary:
            raise SystemExit("cachegrind wrote no summary for " + folio)
        return int(summary.group(1)), acknowledged


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--folio", action="append", required=True, help="[LABEL=]PATH")
    parser.add_argument("--small", type=int, default=2000)
    parser.add_argument("--large", type=int, default=12000)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--depth", type=int, default=16)
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--dir", default=None, help="where the servers' directories go")
    args = parser.parse_args()
    print("| build | instructions a create | runs |")
    print("|---|---:|---|")
    for spec in args.folio:
        label, _, path = spec.rpartition("=")
        label = label or path
        runs = []
        for _ in range(args.repeat):
            small, n_small = instructions(path, args.small, args)
            large, n_large = instructions(path, args.large, args)
            runs.append((large - small) / (n_large - n_small))
        shown = ", ".join("{:,.0f}".format(r) for r in runs)
        print("| {} | {:,.0f} | {} |".format(label, statistics.median(runs), shown))


if __name__ == "__main__":
    main()
