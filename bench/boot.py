#!/usr/bin/env python3
"""Time from process start to the first answered `find`: `folio serve --stdio` booting from a
snapshot plus a tail, against the same server replaying its journal in full (--no-snapshot).

Makes (once, in --dir) the benchmark journal of --entries entries of --mix, its snapshot, and a
tail of --tail-percent of that many entries appended after the snapshot; then, --runs times
each, alternating, starts the server, sends one `find` at once, and times until its answer.
Warm: the files as the page cache holds them after the last run. Cold: each file's pages are
dropped first with posix_fadvise(DONTNEED) (no root needed; the binary stays cached).

With --reads, each server then also answers, warm: 2,000 `find`s of random ids (latency p50
and p99, the first read of each object), the same 2,000 again, a full-table SQL scan twice (the first
builds the columns from every object, the second reuses them), and its resident memory (VmRSS)
right after the first find and after the scans.

    python3 bench/boot.py --folio target/release/folio --entries 1000000 --mix create
    python3 bench/boot.py --folio target/release/folio --entries 1000000 --mix create --reads
"""

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time


def frame(body):
    data = json.dumps(body).encode()
    return b"Content-Length: %d\r\n\r\n" % len(data) + data


def read_frame(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            raise RuntimeError("the server closed its output")
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(stream.read(length))


def evict(paths):
    for path in paths:
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
            os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
        finally:
            os.close(fd)


def start_server(folio, journal_dir, models, snapshot, stderr):
    """`folio serve --stdio --read-only` on the journals, and when it was started."""
    args = [folio, "serve", journal_dir, "--models", models, "--stdio", "--read-only"]
    if not snapshot:
        args.append("--no-snapshot")
    start = time.perf_counter()
    server = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=stderr)
    return server, start


def first_find(folio, journal_dir, models, dao, snapshot):
    server, start = start_server(folio, journal_dir, models, snapshot, subprocess.PIPE)
    server.stdin.write(
        frame({"jsonrpc": "2.0", "id": 1, "method": "find", "params": {"dao": dao, "id": 5}})
    )
    server.stdin.flush()
    answer = read_frame(server.stdout)
    took = time.perf_counter() - start
    server.stdin.close()
    stderr = server.stderr.read().decode()
    server.wait()
    if "result" not in answer:
        raise RuntimeError(f"find was not answered: {answer}")
    if snapshot and "not used" in stderr:
        raise RuntimeError(f"the snapshot was not used: {stderr}")
    return took


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def caller(server):
    """A function that sends `server` one request and gives its result."""
    ids = iter(range(2, 10**9))

    def call(method, params):
        server.stdin.write(frame({"jsonrpc": "2.0", "id": next(ids), "method": method,
                                  "params": params}))
        server.stdin.flush()
        answer = read_frame(server.stdout)
        if "result" not in answer:
            raise RuntimeError(f"{method} was not answered: {answer}")
        return answer["result"]

    return call


def reads(folio, journal_dir, models, dao, snapshot, entries):
    """One server: first find, then finds of random ids, two SQL scans, with its memory."""
    server, start = start_server(folio, journal_dir, models, snapshot, subprocess.DEVNULL)
    call = caller(server)

    call("find", {"dao": dao, "id": 5})
    out = {"first_find": time.perf_counter() - start, "rss_boot": rss_kib(server.pid)}
    rng = random.Random(7)
    wanted = [rng.randrange(1, entries) for _ in range(2000)]
    # First the objects' first reads, then the same ids again.
    for name in ("find", "find_again"):
        took = []
        for id in wanted:
            at = time.perf_counter()
            call("find", {"dao": dao, "id": id})
            took.append(time.perf_counter() - at)
        took.sort()
        out[f"{name}_p50_us"] = took[len(took) // 2] * 1e6
        out[f"{name}_p99_us"] = took[len(took) * 99 // 100] * 1e6
    query = f"SELECT count(*), sum(length(\"groupId\")) FROM {dao}"
    for name in ("scan_first", "scan_again"):
        at = time.perf_counter()
        call("sql", {"query": query})
        out[name] = time.perf_counter() - at
    out["rss_after"] = rss_kib(server.pid)
    server.stdin.close()
    server.wait()
    return out


def prepare(folio, work, entries, mix, tail_percent):
    os.makedirs(work, exist_ok=True)
    journal = os.path.join(work, "x")
    models = os.path.join(work, "x.models.json")
    if not os.path.exists(journal):
        subprocess.run(
            [folio, "gen", "--entries", str(entries), "--mix", mix, "-o", journal],
            check=True,
            stderr=subprocess.DEVNULL,
        )
        # The models file lies beside the journal; discovery skips it by its name.
        subprocess.run([folio, "snapshot", work, "--models", models], check=True)
        tail = subprocess.run(
            [folio, "gen", "--entries", str(entries * tail_percent // 100), "--mix", mix,
             "--seed", "2", "-o", "-"],
            check=True,
            capture_output=True,
        ).stdout
        lines = [l for l in tail.split(b"\n") if l.startswith((b"p(", b"c(", b"r("))]
        with open(journal, "ab") as out:
            out.write(b"\n".join(lines) + b"\n")
    return journal, models


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", default="target/release/folio")
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--mix", default="create", choices=["create", "mixed"])
    parser.add_argument("--tail-percent", type=int, default=1)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", default=None, help="where the journal is made (kept)")
    parser.add_argument("--reads", action="store_true", help="measure reads and memory too")
    args = parser.parse_args()
    work = args.dir or f"/tmp/folio-boot-{args.mix}-{args.entries}"
    journal, models = prepare(args.folio, work, args.entries, args.mix, args.tail_percent)
    snapshot = os.path.join(work, ".x.folio-snapshot")
    sizes = {p: os.path.getsize(p) for p in (journal, snapshot)}
    print(f"journal {sizes[journal]:,} bytes, snapshot {sizes[snapshot]:,} bytes "
          f"({sizes[snapshot] / sizes[journal]:.2f}x)")
    if args.reads:
        rows = {"replay": [], "snapshot": []}
        reads(args.folio, work, models, "x", True, args.entries)  # settles the page cache
        for _ in range(args.runs):
            for name, use in (("replay", False), ("snapshot", True)):
                rows[name].append(reads(args.folio, work, models, "x", use, args.entries))
        for name, runs in rows.items():
            keys = runs[0].keys()
            medians = {k: statistics.median(r[k] for r in runs) for k in keys}
            print(f"{name}: " + ", ".join(
                f"{k} {v:,.0f} KiB" if k.startswith("rss") else
                f"{k} {v:.1f} us" if k.endswith("_us") else f"{k} {v:.3f} s"
                for k, v in medians.items()))
        return 0
    for cache in ("warm", "cold"):
        times = {"replay": [], "snapshot": []}
        first_find(args.folio, work, models, "x", True)  # settles the page cache
        for _ in range(args.runs):
            for name, use in (("replay", False), ("snapshot", True)):
                if cache == "cold":
                    evict([journal, snapshot])
                times[name].append(first_find(args.folio, work, models, "x", use))
        replay = statistics.median(times["replay"])
        snap = statistics.median(times["snapshot"])
        shown = lambda ts: ", ".join(f"{t:.3f}" for t in ts)
        print(f"{cache}: full replay to first find {shown(times['replay'])} s (median {replay:.3f})")
        print(f"{cache}: snapshot + tail to first find {shown(times['snapshot'])} s "
              f"(median {snap:.3f}): {snap / replay:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
