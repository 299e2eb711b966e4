#!/usr/bin/env python3
"""Time from process start to the first answered `find`: `folio serve --stdio` booting from a
snapshot plus a tail, against the same server replaying its journal in full (--no-snapshot).

Makes (once, in --dir) the benchmark journal of --entries entries of --mix, its snapshot, and a
tail of --tail-percent of that many entries appended after the snapshot; then, --runs times
each, alternating, starts the server, sends one `find` at once, and times until its answer.
Warm: the files as the page cache holds them after the last run. Cold: each file's pages are
dropped first with posix_fadvise(DONTNEED) (no root needed; the binary stays cached).

    python3 bench/boot.py --folio target/release/folio --entries 1000000 --mix create
"""

import argparse
import json
import os
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


def first_find(folio, journal_dir, models, dao, snapshot):
    args = [folio, "serve", journal_dir, "--models", models, "--stdio", "--read-only"]
    if not snapshot:
        args.append("--no-snapshot")
    start = time.perf_counter()
    server = subprocess.Popen(
        args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
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
    args = parser.parse_args()
    work = args.dir or f"/tmp/folio-boot-{args.mix}-{args.entries}"
    journal, models = prepare(args.folio, work, args.entries, args.mix, args.tail_percent)
    snapshot = os.path.join(work, ".x.folio-snapshot")
    sizes = {p: os.path.getsize(p) for p in (journal, snapshot)}
    print(f"journal {sizes[journal]:,} bytes, snapshot {sizes[snapshot]:,} bytes "
          f"({sizes[snapshot] / sizes[journal]:.2f}x)")
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
