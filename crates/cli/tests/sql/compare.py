#!/usr/bin/env python3
"""Runs each query through `folio sql` and through DuckDB over folio's Parquet export of the
same journals, and compares the answers row for row.

    compare.py FOLIO PARQUET_DIR < CASES_JSON

CASES_JSON is a list of {"args": [...], "query": "..."}: `folio sql ARGS... QUERY --format
jsonl` gives folio's answer; DuckDB runs the same text with a view per `<dao>.parquet` in
PARQUET_DIR, named as the DAO. Every query orders its rows, so rows compare in order; numbers
compare by value (doubles to 1e-9 relative: a sum's last bits depend on the order of adding),
strings and nulls exactly. DuckDB is an independent engine: agreement means both read the
same objects the same way. Prints one summary line and exits 0, or prints the first
difference and exits 1.
"""

import json
import math
import os
import subprocess
import sys

import duckdb


def fail(message):
    print("sql compare: " + message)
    sys.exit(1)


def same(a, b):
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b if isinstance(a, bool) and isinstance(b, bool) else False
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        if isinstance(a, float) or isinstance(b, float):
            if math.isnan(a) and math.isnan(b):
                return True
            return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def main():
    folio, parquet_dir = sys.argv[1], sys.argv[2]
    cases = json.load(sys.stdin)
    con = duckdb.connect()
    seen = set()
    for name in sorted(os.listdir(parquet_dir)):
        # DuckDB's names ignore case: of two DAOs whose names differ only by case, the first
        # gets the view (no query here reads the other).
        if name.endswith(".parquet") and name.lower() not in seen:
            seen.add(name.lower())
            dao = name[: -len(".parquet")]
            path = os.path.join(parquet_dir, name).replace("'", "''")
            con.execute(f'CREATE VIEW "{dao}" AS SELECT * FROM read_parquet(\'{path}\')')
    rows_seen = 0
    for case in cases:
        query = case["query"]
        run = subprocess.run([folio, "sql", *case["args"], query, "--format", "jsonl"],
                             capture_output=True, text=True)
        if run.returncode != 0:
            fail(f"folio sql failed ({run.returncode}) on {query!r}: {run.stderr.strip()}")
        mine = [json.loads(line) for line in run.stdout.splitlines()]
        cursor = con.execute(query)
        names = [d[0] for d in cursor.description]
        theirs = [dict(zip(names, row)) for row in cursor.fetchall()]
        if len(mine) != len(theirs):
            fail(f"{query!r}: folio {len(mine)} rows, DuckDB {len(theirs)}\n"
                 f"  folio: {mine[:3]}\n  duckdb: {theirs[:3]}")
        for i, (a, b) in enumerate(zip(mine, theirs)):
            if list(a) != names:
                fail(f"{query!r}: folio's columns {list(a)}, DuckDB's {names}")
            if not all(same(a[n], b[n]) for n in names):
                fail(f"{query!r} row {i}:\n  folio:  {a}\n  duckdb: {b}")
        if not mine:
            fail(f"{query!r}: no rows (a case must compare something)")
        rows_seen += len(mine)
    print(f"sql compare: {len(cases)} queries, {rows_seen} rows equal DuckDB's")


if __name__ == "__main__":
    main()
