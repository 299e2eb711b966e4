#!/usr/bin/env python3
"""Folds several bench.sh outputs (their TSV lines) into one Markdown table: per cell, the median
rate over the runs and the range, how many times the MDAO's rate is the ClientDAO's, and the lean
client's over FOAM's own.

    python3 tools/foam-box/bench_table.py run1.out run2.out run3.out
"""

import statistics
import sys
from collections import OrderedDict

cells = OrderedDict()
for path in sys.argv[1:]:
    for line in open(path, encoding="utf-8"):
        parts = line.rstrip("\n").split("\t")
        if len(parts) != 6 or parts[0].startswith("#"):
            continue
        era, target, op, threads, rate, _mean = parts
        cells.setdefault((era, op, int(threads)), OrderedDict()).setdefault(target, []).append(float(rate))

targets = []
for per in cells.values():
    for t in per:
        if t not in targets:
            targets.append(t)


def show(rates):
    if not rates:
        return ""
    med = statistics.median(rates)
    return f"{med:,.0f} ({min(rates):,.0f}-{max(rates):,.0f})"


head = ["era", "op", "threads"] + [f"{t} calls/s" for t in targets]
if "client" in targets and "mdao" in targets:
    head.append("mdao / client")
if "client" in targets and "lean" in targets:
    head.append("lean / client")
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for (era, op, threads), per in cells.items():
    row = [era, op, str(threads)] + [show(per.get(t, [])) for t in targets]
    med = {t: statistics.median(v) for t, v in per.items()}
    if "client" in targets and "mdao" in targets:
        row.append(f"{med['mdao'] / med['client']:,.0f}x" if "client" in med and "mdao" in med else "")
    if "client" in targets and "lean" in targets:
        row.append(f"{med['lean'] / med['client']:.2f}x" if "client" in med and "lean" in med else "")
    print("| " + " | ".join(row) + " |")
