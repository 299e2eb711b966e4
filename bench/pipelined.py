#!/usr/bin/env python3
"""Acknowledged writes per second through `folio serve --listen` under `--fsync always`:
one connection with one write in flight, one connection with DEPTH writes in flight
(pipelined), and DEPTH connections with one each. Each row runs SECONDS on a fresh journal.

Each row also gives the server's context switches per acknowledged write, voluntary and not,
over all its threads: those it has when the writers start (/proc/PID/task/*/status), taken
from its whole life's once it is killed at the row's end (wait4's rusage, which counts the
threads of connections that ended too). The clients are Python threads: at many connections
they may be what limits the rate, not the server.

    python3 bench/pipelined.py --folio target/release/folio --seconds 5 --depth 64
"""

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time

MODELS = {
    "models": [{"class": "b.Row", "ids": ["id"], "properties": [
        {"name": "id", "type": "Long"}, {"name": "name", "type": "String"},
        {"name": "n", "type": "Long"}]}],
    "daos": {"rows": "b.Row"},
}


def start(folio, fsync):
    work = tempfile.mkdtemp(prefix="folio-pipelined-")
    models = os.path.join(work, "models.json")
    with open(models, "w") as f:
        json.dump(MODELS, f)
    os.mkdir(os.path.join(work, "data"))
    server = subprocess.Popen(
        [folio, "serve", os.path.join(work, "data"), "--models", models,
         "--listen", "127.0.0.1:0", "--fsync", fsync],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    for line in server.stderr:
        line = line.decode()
        if line.startswith("folio: listening on "):
            port = int(line.strip().rsplit(":", 1)[1])
            return server, port
    raise RuntimeError("the server did not start")


def writer(port, base, depth, until, counts, index):
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    reader = sock.makefile("rb")
    sent = acked = 0

    def send(k):
        request = {"jsonrpc": "2.0", "method": "create", "id": base + k,
                   "params": {"dao": "rows", "object": {"id": base + k, "name": "x", "n": k}}}
        return (json.dumps(request) + "\n").encode()

    batch = b"".join(send(k) for k in range(depth))
    sock.sendall(batch)
    sent = depth
    while True:
        answer = json.loads(reader.readline())
        if "result" not in answer:
            raise RuntimeError(answer)
        acked += 1
        if time.perf_counter() < until:
            sock.sendall(send(sent))
            sent += 1
        elif acked == sent:
            break
    counts[index] = acked
    sock.close()


def switches_now(pid):
    """Context switches of process `pid`'s threads now alive."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/status") as status:
            for line in status:
                if line.startswith(("voluntary_ctxt_switches:", "nonvoluntary_ctxt_switches:")):
                    total += int(line.split(":")[1])
    return total


def row(folio, connections, depth, seconds, fsync):
    """(acknowledged writes/s, the server's context switches per write)."""
    server, port = start(folio, fsync)
    reaped = False
    try:
        before = switches_now(server.pid)
        counts = [0] * connections
        start_at = time.perf_counter()
        until = start_at + seconds
        threads = [threading.Thread(target=writer,
                                    args=(port, (c + 1) * 100_000_000, depth, until, counts, c))
                   for c in range(connections)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        took = time.perf_counter() - start_at
        server.kill()
        _, _, usage = os.wait4(server.pid, 0)
        reaped = True
        server.returncode = -9
        switches = usage.ru_nvcsw + usage.ru_nivcsw - before
        return sum(counts) / took, switches / max(sum(counts), 1)
    finally:
        if not reaped:
            server.kill()
            server.wait()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", default="target/release/folio")
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--depth", type=int, default=64)
    parser.add_argument("--fsync", default="always")
    args = parser.parse_args()
    one = row(args.folio, 1, 1, args.seconds, args.fsync)
    piped = row(args.folio, 1, args.depth, args.seconds, args.fsync)
    many = row(args.folio, args.depth, 1, args.seconds, args.fsync)
    print(f"--fsync {args.fsync}, {args.seconds} s per row")
    for what, (rate, switches) in [
        ("1 connection, 1 in flight", one),
        (f"1 connection, {args.depth} in flight (pipelined)", piped),
        (f"{args.depth} connections, 1 in flight each", many),
    ]:
        print(f"{what + ':':44} {rate:10.0f} writes/s  {rate / one[0]:5.2f}x  "
              f"{switches:5.2f} server switches/write")
    return 0


if __name__ == "__main__":
    sys.exit(main())
