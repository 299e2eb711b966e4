#!/usr/bin/env python3
"""Replay without a registry against replay with one: `folio replay` of the benchmark journal,
whole process, its wall time and peak resident memory, for one or two builds in one run.

The benchmark journal names its objects' key `seq`, which only its registry says is the id; a
replay without a registry takes a generic object's id from its `id` key. So this makes (once,
in --dir) a twin of the journal with `seq` renamed `id` in every entry, and a registry with the
property renamed the same way: both replays then give the same objects under the same ids,
typed or generic. Variants take turns, --runs times each; the table gives medians, and the
ratios of generic to typed within a build.

    python3 bench/generic.py --folio target/release/folio --entries 1000000 --mix create
    python3 bench/generic.py --folio NEW --against OLD --entries 1000000 --mix mixed --every-key

A third variant, "every key", replays typed by a registry that also models the keys the
benchmark registry leaves out (8 of a create's 57, typed from the first object's values): typed
then keeps what generic keeps, so the two differ only in how they hold it.

With --instructions, instead: instructions per entry under cachegrind (one thread), the
difference between replays of 20,000 and 10,000 entries over 10,000, so that start-up cancels
out; the steady measure, which noise on the machine does not move.

    python3 bench/generic.py --folio NEW --against OLD --mix create --instructions

With --snapshots, instead: per build and variant (typed, generic), `folio snapshot` of the
journal (its wall time and the snapshot's size), then --runs boots from that snapshot
(`folio replay` with nothing to replay after it: wall time and peak RSS). Each variant's
snapshot lies in a directory of its own beside a hard link to the journal.

    python3 bench/generic.py --folio NEW --against OLD --entries 1000000 --mix create --snapshots
"""

import argparse
import json
import os
import re
import statistics
import subprocess


def prepare(folio, work, entries, mix):
    os.makedirs(work, exist_ok=True)
    journal = os.path.join(work, "x")
    models = os.path.join(work, "models.json")
    if not os.path.exists(journal):
        made = os.path.join(work, "made")
        subprocess.run(
            [folio, "gen", "--entries", str(entries), "--mix", mix, "-o", made],
            check=True,
            stderr=subprocess.DEVNULL,
        )
        # Only the entries' first key: `({seq:` opens every c, p and r entry.
        with open(made, "rb") as src, open(journal + ".part", "wb") as out:
            for line in src:
                out.write(line.replace(b"({seq:", b"({id:", 1))
        os.rename(journal + ".part", journal)
        with open(made + ".models.json") as src:
            text = src.read()
        # The property renamed, and the DAO the registry types named as the journal is.
        text = text.replace('"seq"', '"id"').replace('"made":', '"x":')
        with open(models, "w") as out:
            out.write(text)
        os.remove(made)
        os.remove(made + ".models.json")
    return journal, models


JSON_TYPES = {str: "String", bool: "Boolean", int: "Long", float: "Double", list: "Array",
              dict: "Map"}


def every_key(folio, journal, models):
    """A registry beside `models` that also has the keys its model lacks: each typed as the
    journal's first object's value is (read back through `folio export`, which needs no
    registry)."""
    full = models.replace(".json", "-every-key.json")
    if os.path.exists(full):
        return full
    head = journal + ".head"
    with open(journal, "rb") as src, open(head, "wb") as out:
        for line in src:
            out.write(line)
            if line.startswith(b"c("):
                break
    first = subprocess.run([folio, "export", head, "--format", "jsonl"], capture_output=True,
                           text=True, check=True).stdout.splitlines()[0]
    os.remove(head)
    with open(models) as src:
        registry = json.load(src)
    properties = registry["models"][0]["properties"]
    named = {n for p in properties for n in (p["name"], p.get("shortName"))}
    for key, value in json.loads(first).items():
        if key not in named:
            properties.append({"name": key, "type": JSON_TYPES[type(value)]})
    with open(full, "w") as out:
        json.dump(registry, out, indent=1)
    return full


def replay(folio, journal, models, whole=False):
    """One whole `folio replay`: (wall seconds, peak RSS KiB, its last stdout line, or all of
    its stdout if `whole`)."""
    args = ["/usr/bin/time", "-f", "TIME %e %M", folio, "replay", journal]
    if models:
        args += ["--models", models]
    run = subprocess.run(args, capture_output=True, text=True, check=True)
    found = re.search(r"TIME ([0-9.]+) ([0-9]+)", run.stderr)
    summary = run.stdout.strip().splitlines()[-1] if run.stdout.strip() else ""
    return float(found.group(1)), int(found.group(2)), run.stdout if whole else summary


def snapshots(builds, work, journal, models, runs):
    """Snapshot size and write time, and the boot from it, typed and generic, per build."""
    variants = [("typed", models), ("generic", None)]
    folios = dict(builds)
    made = {}
    for build, folio in builds:
        for variant, use in variants:
            where = os.path.join(work, f"snap-{build}-{variant}")
            os.makedirs(where, exist_ok=True)
            link = os.path.join(where, "x")
            if not os.path.exists(link):
                os.link(journal, link)
            args = ["/usr/bin/time", "-f", "TIME %e %M", folio, "snapshot", where]
            if use:
                args += ["--models", use]
            run = subprocess.run(args, capture_output=True, text=True, check=True)
            wall = float(re.search(r"TIME ([0-9.]+)", run.stderr).group(1))
            size = os.path.getsize(os.path.join(where, ".x.folio-snapshot"))
            made[(build, variant)] = (where, use, size, wall)
            print(f"{build} {variant}: snapshot of {size:,} bytes in {wall:.2f} s")
    boots = {key: [] for key in made}
    for _ in range(runs):
        for key, (where, use, _, _) in made.items():
            wall, rss, out = replay(folios[key[0]], where, use, whole=True)
            if "from snapshot" not in out:
                raise RuntimeError(f"{key}: the boot did not use the snapshot:\n{out}")
            boots[key].append((wall, rss))
            print(f"{key[0]} {key[1]}: boot {wall:.2f} s, {rss:,} KiB")
    print()
    print("| build | variant | snapshot bytes | `folio snapshot` s | boot s (median) "
          "| boot peak RSS KiB (median) | boot vs typed: time | boot vs typed: RSS |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for build, _ in builds:
        t = boots[(build, "typed")]
        t_wall, t_rss = statistics.median(w for w, _ in t), statistics.median(r for _, r in t)
        for variant, _ in variants:
            _, _, size, written = made[(build, variant)]
            b = boots[(build, variant)]
            wall, rss = statistics.median(w for w, _ in b), statistics.median(r for _, r in b)
            print(f"| {build} | {variant} | {size:,} | {written:.2f} | {wall:.2f} | {rss:,} | "
                  f"{wall / t_wall:.2f}x | {rss / t_rss:.2f}x |")


def instructions(folio, journal, models):
    """Instructions one single-threaded `folio replay` executes, counted by cachegrind."""
    args = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
            folio, "replay", journal, "--threads", "1", "--no-snapshot"]
    if models:
        args += ["--models", models]
    run = subprocess.run(args, capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([0-9,]+)", run.stderr)
    return int(found.group(1).replace(",", ""))


def per_entry(builds, mix, with_every_key):
    """Instructions per entry, (20K - 10K) / 10K, typed (and typed by every key) and generic,
    for each build."""
    sizes = (10_000, 20_000)
    made = {n: prepare(builds[0][1], f"/tmp/generic-{mix}-{n}", n, mix) for n in sizes}
    registries = {"typed": {n: made[n][1] for n in sizes}}
    if with_every_key:
        registries["every key"] = {n: every_key(builds[0][1], *made[n]) for n in sizes}
    registries["generic"] = {n: None for n in sizes}
    print("| build | " + " | ".join(f"{v}: instructions per entry" for v in registries)
          + " | generic vs typed |")
    print("|---|" + "---:|" * (len(registries) + 1))
    for build, folio in builds:
        counts = {}
        for variant, models in registries.items():
            i = {n: instructions(folio, made[n][0], models[n]) for n in sizes}
            counts[variant] = (i[sizes[1]] - i[sizes[0]]) / (sizes[1] - sizes[0])
        print(f"| {build} | " + " | ".join(f"{c:,.0f}" for c in counts.values())
              + f" | {counts['generic'] / counts['typed']:.2f}x |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", default="target/release/folio")
    parser.add_argument("--against", default=None, help="another build, measured in turn")
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--mix", default="create", choices=["create", "mixed"])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", default=None, help="where the journal is made (kept)")
    parser.add_argument("--instructions", action="store_true",
                        help="instructions per entry under cachegrind instead")
    parser.add_argument("--snapshots", action="store_true",
                        help="snapshot size and write time, and the boot from it, instead")
    parser.add_argument("--every-key", action="store_true",
                        help="also replay typed by a registry of every key the journal writes")
    args = parser.parse_args()
    builds = [("new", args.folio)] + ([("old", args.against)] if args.against else [])
    if args.instructions:
        per_entry(builds, args.mix, args.every_key)
        return
    work = args.dir or f"/tmp/generic-{args.mix}-{args.entries}"
    journal, models = prepare(args.folio, work, args.entries, args.mix)
    print(f"journal {os.path.getsize(journal):,} bytes ({args.mix}, {args.entries:,} entries)")
    if args.snapshots:
        snapshots(builds, work, journal, models, args.runs)
        return
    variants = [("typed", models), ("generic", None)]
    if args.every_key:
        variants.insert(1, ("every key", every_key(args.folio, journal, models)))
    rows = {(b, v): [] for b, _ in builds for v, _ in variants}
    for _ in range(args.runs):
        for build, folio in builds:
            for variant, use in variants:
                wall, rss, summary = replay(folio, journal, use)
                rows[(build, variant)].append((wall, rss))
                print(f"{build} {variant}: {wall:.2f} s, {rss:,} KiB  ({summary})")
    print()
    print("| build | variant | wall s (median) | peak RSS KiB (median) | vs typed: time | vs typed: RSS |")
    print("|---|---|---:|---:|---:|---:|")
    for build, _ in builds:
        typed = rows[(build, "typed")]
        t_wall = statistics.median(w for w, _ in typed)
        t_rss = statistics.median(r for _, r in typed)
        for variant, _ in variants:
            runs = rows[(build, variant)]
            wall = statistics.median(w for w, _ in runs)
            rss = statistics.median(r for _, r in runs)
            print(f"| {build} | {variant} | {wall:.2f} | {rss:,} | "
                  f"{wall / t_wall:.2f}x | {rss / t_rss:.2f}x |")


if __name__ == "__main__":
    main()
