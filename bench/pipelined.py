#!/usr/bin/env python3
"""Acknowledged writes per second through `folio serve --listen` under `--fsync always`:
one connection with one write in flight, one connection with DEPTH writes in flight
(pipelined), and DEPTH connections with one each. Each row runs SECONDS on a fresh journal.

Each row also gives the server's context switches per acknowledged write, voluntary and not,
over all its threads: those it has when the writers start (/proc/PID/task/*/status), taken
from its whole life's once it is killed at the row's end (wait4's rusage, which counts the
threads of connections that ended too). The clients are Python threads: at many connections
they may be what limits the rate, not the server.

With --redis PATH, the same rows run against `redis-server --appendonly yes --appendfsync
always` (no rewrite of its file, no RDB), with the same Python clients sending `SET` of the
same JSON text as the value, over RESP: the same clients on both sides.

With --tls CERT KEY, folio serves TLS (`--tls-cert`, `--tls-key`) and the clients speak it
(Python's ssl, the certificate checked against CERT). --folio may be given more than once, as
LABEL=PATH, to set builds side by side; all take turns row by row.

    python3 bench/pipelined.py --folio target/release/folio --seconds 5 --depth 64
    python3 bench/pipelined.py --folio target/release/folio --seconds 5 --depth 64 --redis /usr/bin/redis-server
    python3 bench/pipelined.py --folio old=/tmp/folio-old --folio new=target/release/folio --tls testdata/tls/cert.pem testdata/tls/key.pem
"""

import argparse
import json
import os
import socket
import ssl
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


TLS = None  # (certificate, key) under --tls


def start(folio, fsync):
    work = tempfile.mkdtemp(prefix="folio-pipelined-")
    models = os.path.join(work, "models.json")
    with open(models, "w") as f:
        json.dump(MODELS, f)
    os.mkdir(os.path.join(work, "data"))
    server = subprocess.Popen(
        [folio, "serve", os.path.join(work, "data"), "--models", models,
         "--listen", "127.0.0.1:0", "--fsync", fsync]
        + (["--tls-cert", TLS[0], "--tls-key", TLS[1]] if TLS else []),
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
    )
    for line in server.stderr:
        line = line.decode()
        if line.startswith("folio: listening on "):
            port = int(line.strip().rsplit(":", 1)[1])
            return server, port
    raise RuntimeError("the server did not start")


def start_redis(redis, fsync):
    if fsync != "always":
        raise RuntimeError("the Redis rows run under appendfsync always only")
    work = tempfile.mkdtemp(prefix="folio-pipelined-redis-")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [redis, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes",
         "--appendfsync", "always", "--auto-aof-rewrite-percentage", "0", "--dir", work,
         "--daemonize", "no"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.perf_counter() + 10
    while time.perf_counter() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port)) as sock:
                sock.sendall(b"PING\r\n")
                if sock.recv(16).startswith(b"+PONG"):
                    return server, port
        except OSError:
            time.sleep(0.02)
    server.kill()
    raise RuntimeError("redis-server did not answer PING")


def folio_request(base, k):
    request = {"jsonrpc": "2.0", "method": "create", "id": base + k,
               "params": {"dao": "rows", "object": {"id": base + k, "name": "x", "n": k}}}
    return (json.dumps(request) + "\n").encode()


def folio_acked(reader):
    answer = json.loads(reader.readline())
    if "result" not in answer:
        raise RuntimeError(answer)


def redis_request(base, k):
    key = str(base + k).encode()
    value = json.dumps({"id": base + k, "name": "x", "n": k}).encode()
    parts = [b"SET", key, value]
    return b"*3\r\n" + b"".join(b"$%d\r\n%s\r\n" % (len(p), p) for p in parts)


def redis_acked(reader):
    answer = reader.readline()
    if answer != b"+OK\r\n":
        raise RuntimeError(answer)


SYSTEMS = {"folio": (folio_request, folio_acked), "redis": (redis_request, redis_acked)}


def writer(system, port, base, depth, until, counts, index):
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    if TLS and system == "folio":
        context = ssl.create_default_context(cafile=TLS[0])
        sock = context.wrap_socket(sock, server_hostname="localhost")
    reader = sock.makefile("rb")
    sent = acked = 0
    request, wait_ack = SYSTEMS[system]

    def send(k):
        return request(base, k)

    batch = b"".join(send(k) for k in range(depth))
    sock.sendall(batch)
    sent = depth
    while True:
        wait_ack(reader)
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


def row(system, program, connections, depth, seconds, fsync):
    """(acknowledged writes/s, the server's context switches per write)."""
    server, port = (start if system == "folio" else start_redis)(program, fsync)
    reaped = False
    try:
        before = switches_now(server.pid)
        counts = [0] * connections
        start_at = time.perf_counter()
        until = start_at + seconds
        threads = [threading.Thread(target=writer,
                                    args=(system, port, (c + 1) * 100_000_000, depth, until,
                                          counts, c))
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
    global TLS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", action="append", help="PATH or LABEL=PATH, repeatable "
                        "(default target/release/folio)")
    parser.add_argument("--tls", nargs=2, metavar=("CERT", "KEY"), default=None)
    parser.add_argument("--redis", default=None, help="redis-server, for the same rows beside")
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--depth", type=int, default=64)
    parser.add_argument("--fsync", default="always")
    args = parser.parse_args()
    TLS = args.tls
    builds = [f.split("=", 1) if "=" in f else ["folio", f]
              for f in (args.folio or ["target/release/folio"])]
    # (label, system, program)
    systems = [(label, "folio", path) for label, path in builds]
    systems += [("redis", "redis", args.redis)] if args.redis else []
    shapes = [("1 connection, 1 in flight", 1, 1),
              (f"1 connection, {args.depth} in flight (pipelined)", 1, args.depth),
              (f"{args.depth} connections, 1 in flight each", args.depth, 1)]
    results = {}
    # Systems take turns row by row, so that both see the same minutes of the machine.
    for what, connections, depth in shapes:
        for label, system, program in systems:
            results[(label, what)] = row(system, program, connections, depth, args.seconds,
                                         args.fsync)
    print(f"--fsync {args.fsync}, {args.seconds} s per row" + (", folio over TLS" if TLS else ""))
    for label, _, _ in systems:
        one = results[(label, shapes[0][0])][0]
        for what, _, _ in shapes:
            rate, switches = results[(label, what)]
            print(f"{label + ': ' + what + ':':52} {rate:10.0f} writes/s  {rate / one:5.2f}x  "
                  f"{switches:5.2f} server switches/write")
    if args.redis:
        for label, _ in builds:
            for what, _, _ in shapes:
                ratio = results[(label, what)][0] / results[("redis", what)][0]
                print(f"{label} vs redis, {what}: {ratio:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
