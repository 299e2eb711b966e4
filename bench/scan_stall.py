#!/usr/bin/env python3
"""Does a long SQL scan hold up other clients' writes?

One `folio serve --listen` (per --folio build given, one after the other) over the benchmark
journal of --entries creates (`folio gen`, made once in --dir, DAO `benchmark`) and a small
second DAO `other`. For --seconds, three connections at once:

- a scanner runs --sql over `benchmark` again and again (the default builds every column of
  every row: the table is built under the DAO's read lock);
- a writer puts to `benchmark` (one of 50 ids, one field changed: so each scan after it builds
  the table again);
- a writer puts to `other`.

Each writer sends one write at a time and times it from sending to its answer. Prints, per
build, the scans done and each writer's writes with p50, p99 and the longest wait, as a
markdown table.

    python3 bench/scan_stall.py --folio before=/path/folio-old --folio after=target/release/folio
"""

import argparse
import json
import os
import socket
import subprocess
import threading
import time

SQL = "SELECT * FROM benchmark ORDER BY seq DESC LIMIT 1"


def call(f, method, params, i):
    f.write((json.dumps({"jsonrpc": "2.0", "method": method, "params": params, "id": i})
             + "\n").encode())
    f.flush()
    answer = json.loads(f.readline())
    if "error" in answer:
        raise SystemExit(f"{method}: {answer['error']}")
    return answer


def connect(port):
    for _ in range(600):
        try:
            s = socket.create_connection(("127.0.0.1", port))
            return s.makefile("rwb")
        except OSError:
            time.sleep(0.1)
    raise SystemExit("the server did not listen")


def prepare(folio, work, entries):
    data = os.path.join(work, "data")
    os.makedirs(data, exist_ok=True)
    if not os.path.exists(os.path.join(data, "benchmark")):
        subprocess.run([folio, "gen", "--entries", str(entries), "-o",
                        os.path.join(data, "benchmark"), "--force"], check=True,
                       stderr=subprocess.DEVNULL)
    with open(os.path.join(data, "other"), "w") as f:
        f.write('p({"class":"x.Other","id":"w0","v":0})\n')
    return data


def measure(folio, data, port, seconds, sql):
    models = os.path.join(data, "benchmark.models.json")
    server = subprocess.Popen([folio, "serve", "--listen", str(port), "--models", models, data],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        scanner, big, other = connect(port), connect(port), connect(port)
        call(scanner, "sql", [sql], 0)  # booted, and the first build done
        stop = threading.Event()
        scans = []

        def scan():
            while not stop.is_set():
                started = time.monotonic()
                call(scanner, "sql", [sql], 1)
                scans.append(time.monotonic() - started)

        def write(f, dao, obj, waits):
            i = 0
            end = time.monotonic() + seconds
            while time.monotonic() < end:
                started = time.monotonic()
                call(f, "put", [dao, obj(i)], i)
                waits.append(time.monotonic() - started)
                i += 1

        big_waits, other_waits = [], []
        writers = [
            threading.Thread(target=write, args=(big, "benchmark", lambda i: {
                "class": "foam.dao.test.BenchmarkModel", "seq": 9_000_000 + i % 50,
                "amountStr": str(i)}, big_waits)),
            threading.Thread(target=write, args=(other, "other", lambda i: {
                "class": "x.Other", "id": f"w{i % 50}", "v": i}, other_waits)),
        ]
        scanning = threading.Thread(target=scan)
        scanning.start()
        for w in writers:
            w.start()
        for w in writers:
            w.join()
        stop.set()
        scanning.join()
        return scans, big_waits, other_waits
    finally:
        server.kill()
        server.wait()


def ms(waits, q):
    waits = sorted(waits)
    return 1000 * waits[min(len(waits) - 1, int(q * len(waits)))]


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--folio", action="append", required=True, help="LABEL=PATH, repeatable")
    p.add_argument("--entries", type=int, default=1_000_000)
    p.add_argument("--seconds", type=float, default=8)
    p.add_argument("--dir", default="target/bench/scan-stall")
    p.add_argument("--port", type=int, default=7491)
    p.add_argument("--sql", default=SQL)
    args = p.parse_args()
    builds = [b.split("=", 1) for b in args.folio]
    data = prepare(builds[0][1], args.dir, args.entries)
    print(f"{args.entries:,} objects; scan: `{args.sql}`; {args.seconds:g} s per build\n")
    print("| build | scans, median s | writer | writes | p50 ms | p99 ms | longest ms |")
    print("|---|---:|---|---:|---:|---:|---:|")
    for label, folio in builds:
        scans, big, other = measure(folio, data, args.port, args.seconds, args.sql)
        scan = sorted(scans)[len(scans) // 2] if scans else float("nan")
        for name, waits in (("to the scanned DAO", big), ("to another DAO", other)):
            print(f"| {label} | {len(scans)}, {scan:.2f} | {name} | {len(waits):,} | "
                  f"{ms(waits, 0.5):.2f} | {ms(waits, 0.99):.1f} | {ms(waits, 1.0):.0f} |")


if __name__ == "__main__":
    main()
