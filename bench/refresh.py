#!/usr/bin/env python3
"""The next snapshot of a served DAO: how long the `snapshot` call takes and how much memory
the server takes for it, for two builds in one run.

Uses the journal, snapshot and tail `bench/boot.py` makes (--dir, made once). Each run copies
the snapshot aside, starts `folio serve --stdio` (writable; it boots from the snapshot and the
tail), waits for a first `find`, calls `snapshot` for the DAO while a thread samples the
server's anonymous resident memory (RssAnon, every 5 ms: the heap, not the mapped files'
pages, which the page cache holds and which count once per mapping), and puts the old snapshot
back. Builds alternate, --runs times each; the table gives medians. Warm: the files as the page
cache holds them.

    python3 bench/refresh.py --folio target/release/folio --against /path/to/older/folio \
        --dir /tmp/boot-create --entries 1000000 --mix create
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from boot import caller, prepare  # noqa: E402


def anon_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("RssAnon:"):
                return int(line.split()[1])
    return 0


def one_refresh(folio, work, models, dao):
    """Boot a writable server, then time its `snapshot` call and its peak memory around it."""
    args = [folio, "serve", work, "--models", models, "--stdio"]
    server = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL)
    call = caller(server)
    call("find", {"dao": dao, "id": 5})
    before = anon_kib(server.pid)
    peak = [before]
    done = threading.Event()

    def sample():
        while not done.wait(0.005):
            peak[0] = max(peak[0], anon_kib(server.pid))

    sampler = threading.Thread(target=sample)
    sampler.start()
    at = time.perf_counter()
    made = call("snapshot", {"dao": dao})
    took = time.perf_counter() - at
    done.set()
    sampler.join()
    server.stdin.close()
    server.wait()
    if made[0]["from"] != "snapshot":
        raise RuntimeError(f"the next snapshot was not made from the old one: {made}")
    return {"seconds": took, "anon_boot": before, "anon_peak": peak[0]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", default="target/release/folio")
    parser.add_argument("--against", required=True, help="the other build")
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--mix", default="create", choices=["create", "mixed"])
    parser.add_argument("--tail-percent", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", default=None, help="where the journal is made (kept)")
    args = parser.parse_args()
    work = args.dir or f"/tmp/folio-boot-{args.mix}-{args.entries}"
    _, models = prepare(args.folio, work, args.entries, args.mix, args.tail_percent)
    snapshot = os.path.join(work, ".x.folio-snapshot")
    kept = snapshot + ".kept"
    shutil.copyfile(snapshot, kept)
    rows = {args.folio: [], args.against: []}
    try:
        for _ in range(args.runs):
            for folio in rows:
                rows[folio].append(one_refresh(folio, work, models, "x"))
                shutil.copyfile(kept, snapshot)
    finally:
        shutil.copyfile(kept, snapshot)
        os.remove(kept)
    print("| build | snapshot call (s) | heap after boot (MiB) | heap at its peak during the call (MiB) |")
    print("|---|---|---|---|")
    for folio, runs in rows.items():
        med = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        print(f"| {folio} | {med['seconds']:.2f} | {med['anon_boot'] / 1024:.0f} | "
              f"{med['anon_peak'] / 1024:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
