#!/usr/bin/env python3
"""SQL over the live store (the `sql` method of `folio serve --listen`) against DuckDB over the
same objects exported to Parquet by `folio export`.

Makes (once, in --dir) the benchmark journal of --entries creates (`folio gen --mix create`)
and its Parquet export (`folio export --format parquet`). Then:

- row A: a full scan with a range filter and a GROUP BY, through the `sql` method of one
  running server (its boot not timed; each query timed from sending the request to reading its
  answer), against the same SQL in an in-process DuckDB over a view of the Parquet file (its
  default threads). Both answers must agree (counts equal, sums within 1e-9 relative).
- row B: `SELECT * FROM benchmark WHERE seq = K` for --keys values of K on a server started
  with `--index benchmark.seq`, against a server without it (a full scan: of the columns kept
  from the last query, and, on the writable server, right after a write, when they are built
  again); the servers run one after the other, never at once. DuckDB's time for the same
  query is shown for context.
- row A after a write: row A's query, each run right after a `put` (of an object unchanged, so
  the answer stays DuckDB's) on a writable server over a copy of the journal: the write drops
  the DAO's kept columns, so this is the first query over a changed DAO (row A, repeated over
  an unchanged DAO, reuses them).
- row C (context): `count(*)`, a one-column aggregate, and a one-column filter count.

A warm-up run of each query first, then --runs runs, the sides taking turns; every cell is a
median. Prints a markdown table and writes the raw numbers as JSON (--json).

    python3 bench/sql.py --folio target/release/folio --entries 1000000 --runs 5
"""

import argparse
import json
import math
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time

import duckdb

DAO = "benchmark"

ROW_A = ("SELECT network, count(*) AS n, sum(amount) AS total FROM benchmark "
         "WHERE amount BETWEEN 100 AND 5000 GROUP BY network ORDER BY network")

ROW_C = [
    ("count(*)", "SELECT count(*) AS n FROM benchmark"),
    ("one-column aggregate", "SELECT sum(amount) AS total, count(*) AS n FROM benchmark"),
    ("one-column filter count",
     "SELECT count(*) AS n FROM benchmark WHERE amount BETWEEN 100 AND 5000"),
    ("wide: every column of one row, no index",
     "SELECT * FROM benchmark WHERE seq = {k}"),
]


def prepare(folio, work, entries):
    os.makedirs(work, exist_ok=True)
    journal = os.path.join(work, "benchmark.jrl")
    models = os.path.join(work, "benchmark.models.json")
    parquet = os.path.join(work, "pq", "benchmark.parquet")
    if not os.path.exists(journal):
        subprocess.run([folio, "gen", "--entries", str(entries), "--mix", "create",
                        "-o", journal], check=True, stderr=subprocess.DEVNULL)
    if not os.path.exists(parquet):
        subprocess.run([folio, "export", journal, "--models", models, "--format", "parquet",
                        "-o", os.path.join(work, "pq")], check=True)
    return journal, models, parquet


class Server:
    """`folio serve --listen 127.0.0.1:0` of the journal (`--read-only` unless `writes`), and
    one connection."""

    def __init__(self, folio, journal, models, extra, writes=False):
        args = [folio, "serve", journal, "--models", models, "--listen", "127.0.0.1:0"]
        args += ([] if writes else ["--read-only"]) + extra
        start = time.perf_counter()
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        port = None
        for line in self.proc.stderr:
            line = line.decode()
            if line.startswith("folio: listening on "):
                port = int(line.strip().rsplit(":", 1)[1])
                break
        if port is None:
            raise RuntimeError(f"the server did not start: {' '.join(args)}")
        self.boot = time.perf_counter() - start
        # Keep draining stderr so the server never blocks on it.
        threading.Thread(target=self.proc.stderr.read, daemon=True).start()
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.reader = self.sock.makefile("rb")
        self.next_id = 0
        self.cpu_s = 0.0  # the server's CPU time (user + system) over every sql call
        self.wall_s = 0.0

    def cpu(self):
        with open(f"/proc/{self.proc.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def call(self, method, params):
        """The result of one request (not timed)."""
        self.next_id += 1
        request = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        self.sock.sendall((json.dumps(request) + "\n").encode())
        answer = json.loads(self.reader.readline())
        if "result" not in answer:
            raise RuntimeError(f"{method} failed: {answer}")
        return answer["result"]

    def sql(self, query, limit=1000):
        """The answer's result and the seconds from sending the request to reading its answer."""
        self.next_id += 1
        request = {"jsonrpc": "2.0", "id": self.next_id, "method": "sql",
                   "params": {"query": query, "limit": limit, "offset": 0}}
        data = (json.dumps(request) + "\n").encode()
        cpu = self.cpu()
        start = time.perf_counter()
        self.sock.sendall(data)
        line = self.reader.readline()
        took = time.perf_counter() - start
        self.cpu_s += self.cpu() - cpu
        self.wall_s += took
        answer = json.loads(line)
        if "result" not in answer:
            raise RuntimeError(f"sql failed: {query}: {answer}")
        return answer["result"], took

    def memory(self):
        """The server's resident set now and at its peak, in bytes."""
        out = {}
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                name, _, value = line.partition(":")
                if name in ("VmRSS", "VmHWM"):
                    out[name] = int(value.split()[0]) * 1024
        return out

    def close(self):
        self.sock.close()
        self.proc.kill()
        self.proc.wait()


def duck(con, query):
    start = time.perf_counter()
    cur = con.execute(query)
    rows = cur.fetchall()
    took = time.perf_counter() - start
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in rows], took


def close_enough(a, b):
    if isinstance(a, float) or isinstance(b, float):
        return math.isclose(float(a), float(b), rel_tol=1e-9, abs_tol=0.0)
    return a == b


def check_grouped(folio_rows, duck_rows, what):
    """Counts equal and sums within 1e-9 relative, group by group."""
    if len(folio_rows) != len(duck_rows):
        raise SystemExit(f"MISMATCH ({what}): folio {len(folio_rows)} rows, "
                         f"DuckDB {len(duck_rows)}")
    for f, d in zip(folio_rows, duck_rows):
        for key, dv in d.items():
            fv = f.get(key)
            if not close_enough(fv, dv):
                raise SystemExit(f"MISMATCH ({what}): column {key}: folio {fv!r}, "
                                 f"DuckDB {dv!r}\nfolio: {folio_rows}\nDuckDB: {duck_rows}")


def alternate(runs, sides):
    """Warm-up one run of each side, then `runs` rounds, the sides taking turns.
    `sides` maps a name to a function returning seconds."""
    for fn in sides.values():
        fn()
    times = {name: [] for name in sides}
    for _ in range(runs):
        for name, fn in sides.items():
            times[name].append(fn())
    return times


def ms(seconds):
    return seconds * 1000


def cell(ts):
    return f"{ms(statistics.median(ts)):.2f} ms ({ms(min(ts)):.2f}-{ms(max(ts)):.2f})"


def loadavg():
    return list(os.getloadavg())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", default="target/release/folio")
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keys", type=int, default=5, help="values of K for row B")
    parser.add_argument("--max-query-memory", default="8G",
                        help="serve --max-query-memory (the wide no-index scan needs more "
                             "than the default 1G at 1M objects)")
    parser.add_argument("--dir", default=None, help="where the journal is made (kept)")
    parser.add_argument("--json", default=None,
                        help="where the raw numbers go (default "
                             "bench/results/results-sql-N.json; `-` for stdout)")
    args = parser.parse_args()
    work = args.dir or f"/tmp/folio-sql-{args.entries}"
    out = args.json or os.path.join(os.path.dirname(os.path.abspath(__file__)), "results",
                                    f"results-sql-{args.entries}.json")
    facts = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
             "machine": platform.machine(), "cores": os.cpu_count(),
             "entries": args.entries, "runs": args.runs, "duckdb": duckdb.__version__,
             "loadavg_before": loadavg()}
    journal, models, parquet = prepare(args.folio, work, args.entries)
    facts["journal_bytes"] = os.path.getsize(journal)
    facts["parquet_bytes"] = os.path.getsize(parquet)

    con = duckdb.connect()
    con.execute(f"CREATE VIEW benchmark AS SELECT * FROM read_parquet('{parquet}')")
    facts["duckdb_threads"] = con.execute("SELECT current_setting('threads')").fetchone()[0]
    objects = con.execute("SELECT count(*) FROM benchmark").fetchone()[0]
    if objects != args.entries:
        raise SystemExit(f"the Parquet file has {objects} rows, not {args.entries}")
    # Keys spread over the seq range (seq is unique per object in the create mix).
    keys = [1 + (args.entries - 1) * i // max(args.keys - 1, 1) for i in range(args.keys)]
    keys = sorted(set(keys))
    mqm = ["--max-query-memory", args.max_query_memory]
    rows = []

    # Rows A, C and B's full scan: one server without an index.
    server = Server(args.folio, journal, models, mqm)
    try:
        facts["boot_no_index_s"] = server.boot
        queries = [("A: range filter + GROUP BY over all objects", ROW_A)]
        queries += [("C: " + name, q.format(k=keys[len(keys) // 2])) for name, q in ROW_C]
        for name, query in queries:
            f_rows, _ = server.sql(query)
            d_rows, _ = duck(con, query)
            f_rows = f_rows["rows"]
            if query.startswith("SELECT *"):
                # Types differ in spelling (dates, enums) between the two; the row's seq says
                # it is the same object.
                f_rows = [{"seq": r["seq"]} for r in f_rows]
                d_rows = [{"seq": r["seq"]} for r in d_rows]
            check_grouped(f_rows, d_rows, name)
            server.cpu_s = server.wall_s = 0.0
            times = alternate(args.runs, {
                "folio": lambda q=query: server.sql(q)[1],
                "duckdb": lambda q=query: duck(con, q)[1],
            })
            rows.append({"row": name, "query": query, "folio_s": times["folio"],
                         "duckdb_s": times["duckdb"],
                         "ratio": statistics.median(times["folio"])
                         / statistics.median(times["duckdb"]),
                         "answer_rows": len(f_rows),
                         # Over the warm-up and the runs: how many cores the server kept busy.
                         "folio_cpu_over_wall": server.cpu_s / server.wall_s})
            print(f"{name}: folio {cell(times['folio'])}, DuckDB {cell(times['duckdb'])}",
                  file=sys.stderr)

        # B without the index: the full scan, each K in turn.
        scan_times, scan_answers = [], {}
        server.cpu_s = server.wall_s = 0.0
        for k in keys:
            query = f"SELECT * FROM benchmark WHERE seq = {k}"
            answer, _ = server.sql(query)  # warm-up
            scan_answers[k] = answer["rows"]
            for _ in range(args.runs):
                scan_times.append(server.sql(query)[1])
        facts["server_no_index_memory"] = server.memory()
        scan_cpu = server.cpu_s / server.wall_s
    finally:
        server.close()

    # A after a write: a writable server over a copy of the journal; before each timed query,
    # one object is put back unchanged (the DAO changes, its state does not).
    copy_dir = os.path.join(work, "after-write")
    os.makedirs(copy_dir, exist_ok=True)
    copy = os.path.join(copy_dir, "benchmark.jrl")
    subprocess.run(["cp", journal, copy], check=True)
    server = Server(args.folio, copy, models, mqm, writes=True)
    try:
        some_id = server.sql("SELECT seq FROM benchmark LIMIT 1")[0]["rows"][0]["seq"]
        some = server.call("find", {"dao": DAO, "id": some_id})

        def after_write():
            server.call("put", {"dao": DAO, "object": some})
            f_rows, took = server.sql(ROW_A)
            check_grouped(f_rows["rows"], duck(con, ROW_A)[0], "A after a write")
            return took

        server.cpu_s = server.wall_s = 0.0
        times = alternate(args.runs, {
            "folio": after_write,
            "duckdb": lambda: duck(con, ROW_A)[1],
        })
        rows.insert(1, {"row": "A after a write", "query": ROW_A, "folio_s": times["folio"],
                        "duckdb_s": times["duckdb"],
                        "ratio": statistics.median(times["folio"])
                        / statistics.median(times["duckdb"]),
                        "folio_cpu_over_wall": server.cpu_s / server.wall_s})
        print(f"A after a write: folio {cell(times['folio'])}, DuckDB {cell(times['duckdb'])}",
              file=sys.stderr)

        # B's full scan after a write: every column of every object built again.
        cold_scan_times = []
        for k in keys:
            query = f"SELECT * FROM benchmark WHERE seq = {k}"
            for _ in range(args.runs):
                server.call("put", {"dao": DAO, "object": some})
                answer, took = server.sql(query)
                if [r["seq"] for r in answer["rows"]] != [k]:
                    raise SystemExit(f"MISMATCH (row B after a write, seq = {k}): {answer}")
                cold_scan_times.append(took)
    finally:
        server.close()
        # The copy, and the live journal and lock the writes made beside it.
        shutil.rmtree(copy_dir)

    # B with the index: another server, started after the first is gone.
    server = Server(args.folio, journal, models, mqm + ["--index", f"{DAO}.seq"])
    try:
        facts["boot_index_s"] = server.boot
        index_times = []
        for k in keys:
            query = f"SELECT * FROM benchmark WHERE seq = {k}"
            answer, _ = server.sql(query)
            if len(answer["rows"]) != 1 or answer["rows"] != scan_answers[k]:
                raise SystemExit(f"MISMATCH (row B, seq = {k}): index {answer['rows']}, "
                                 f"scan {scan_answers[k]}")
            for _ in range(args.runs):
                index_times.append(server.sql(query)[1])
        facts["server_index_memory"] = server.memory()
    finally:
        server.close()
    duck_times = []
    for k in keys:
        query = f"SELECT * FROM benchmark WHERE seq = {k}"
        d_rows, _ = duck(con, query)
        if len(d_rows) != 1 or d_rows[0]["seq"] != scan_answers[k][0]["seq"]:
            raise SystemExit(f"MISMATCH (row B, DuckDB, seq = {k}): {d_rows}")
        for _ in range(args.runs):
            duck_times.append(duck(con, query)[1])
    rows.append({"row": "B: seq = K", "keys": keys,
                 "index_s": index_times, "scan_s": scan_times, "duckdb_s": duck_times,
                 "scan_after_write_s": cold_scan_times,
                 "scan_cpu_over_wall": scan_cpu,
                 "scan_over_index": statistics.median(scan_times)
                 / statistics.median(index_times),
                 "scan_after_write_over_index": statistics.median(cold_scan_times)
                 / statistics.median(index_times)})
    facts["loadavg_after"] = loadavg()

    print(f"{args.entries:,} objects; journal {facts['journal_bytes']:,} B, Parquet "
          f"{facts['parquet_bytes']:,} B; DuckDB {duckdb.__version__}, "
          f"{facts['duckdb_threads']} threads; {args.runs} runs; load average before "
          f"{' '.join(f'{x:.2f}' for x in facts['loadavg_before'])}, after "
          f"{' '.join(f'{x:.2f}' for x in facts['loadavg_after'])}")
    print()
    print("| row | folio `sql` (median, range) | DuckDB over Parquet (median, range) | "
          "folio / DuckDB | folio server CPU / wall |")
    print("|---|---|---|---|---|")
    for r in rows:
        if "folio_s" in r:
            print(f"| {r['row']} | {cell(r['folio_s'])} | {cell(r['duckdb_s'])} | "
                  f"**{r['ratio']:.2f}x** | {r['folio_cpu_over_wall']:.2f} |")
    b = rows[-1]
    print()
    print(f"| row B: `SELECT * ... WHERE seq = K`, K in {b['keys']} | median (range) |")
    print("|---|---|")
    print(f"| folio, `--index benchmark.seq` (lookup) | {cell(b['index_s'])} |")
    print(f"| folio, no index (full scan of the kept columns; server CPU / wall "
          f"{b['scan_cpu_over_wall']:.2f}) | {cell(b['scan_s'])} |")
    print(f"| folio, no index, right after a write (the columns built again) "
          f"| {cell(b['scan_after_write_s'])} |")
    print(f"| DuckDB over Parquet | {cell(b['duckdb_s'])} |")
    print(f"| full scan of kept columns / lookup | **{b['scan_over_index']:.0f}x** |")
    print(f"| full scan after a write / lookup | **{b['scan_after_write_over_index']:.0f}x** |")
    print()
    print(f"server boot {facts['boot_no_index_s']:.2f} s (no index), "
          f"{facts['boot_index_s']:.2f} s (index); peak RSS "
          f"{facts['server_no_index_memory'].get('VmHWM', 0) / 1e9:.2f} GB (no index, after "
          f"the scans), {facts['server_index_memory'].get('VmHWM', 0) / 1e9:.2f} GB (index)")
    result = json.dumps({"facts": facts, "rows": rows}, indent=1)
    if out == "-":
        print(result)
    else:
        os.makedirs(os.path.dirname(out), exist_ok=True)
        with open(out, "w") as f:
            f.write(result + "\n")
        print(f"raw numbers -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
