#!/usr/bin/env python3
"""Replication: a new follower's catch-up, a follower's lag under 64 writers (against a Redis
replica), and a --follow-files mirror's lag at 10,000 entries/s.

    python3 bench/replication.py --folio target/release/folio --entries 1000000 --seconds 10 --writers 64 --repeat 3

Three parts (`--only catchup|lag|files` runs one):

- catchup: a leader (`serve --replicate --fsync always`) serves a `folio gen` journal of
  ENTRIES entries. A follower (`serve --follow`) starts on an empty directory; timed from its
  spawn until its `stats.replication` says connected, lag_bytes 0 and applied ==
  leader_durable == the journal's bytes (polled every 20 ms). Beside it, the same file's
  `folio replay` (spawn to exit), and the follower's spawn to its `listening on` line.
- lag: WRITERS connections `put` to a leader (`--fsync always`), one write in flight each, for
  SECONDS. Every SAMPLE-th ack of a writer (when its watcher is idle) is followed at once, on
  that writer's own watcher connection to the follower, by a `count` with `min_position` =
  the ack's position; lag = ack seen to the count's answer seen (one follower round trip
  included). The same with Redis (master `--appendonly yes --appendfsync always`, one
  replica): `SET` on the master, and after a sampled ack the watcher sends `GET` to the replica
  again and again (each one as soon as the previous answer arrived) until it sees the value.
  Writers and watchers run in PROCS processes (an epoll loop each).
- files: a `serve --follow-files` mirror of a directory; another process appends
  `p({id:K,name:"x",n:K})` lines to DIR/rows, 100 per write every 10 ms (10,000 entries/s), for
  SECONDS; a watcher polls the mirror's `count` every 1 ms; lag of a batch = its write()
  returned to the first `count` answer that includes it (both on CLOCK_MONOTONIC).

Prints one markdown table per part; `--json FILE` also writes the raw numbers. Every server
and temporary directory is removed at the end, also on error.
"""

import argparse
import json
import multiprocessing
import os
import selectors
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROWS_MODELS = {
    "models": [{"class": "b.Row", "ids": ["id"], "properties": [
        {"name": "id", "type": "Long"}, {"name": "name", "type": "String"},
        {"name": "n", "type": "Long"}]}],
    "daos": {"rows": "b.Row"},
}
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH_MODELS = os.path.join(REPO, "crates", "gen", "models", "benchmark-models.json")

CHILDREN = []   # every server we started: killed in `cleanup`
WORKDIRS = []   # every temporary directory: removed in `cleanup`


def now():
    # CLOCK_MONOTONIC: one clock for every process of the machine (the files part compares
    # times taken in two processes).
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def workdir(tmp, name):
    d = tempfile.mkdtemp(prefix=f"folio-repl-{name}-", dir=tmp)
    WORKDIRS.append(d)
    return d


def spawn(cmd, **kw):
    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, **kw)
    CHILDREN.append(p)
    return p


def stop(p):
    if p.poll() is None:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()
    if p in CHILDREN:
        CHILDREN.remove(p)


def cleanup():
    for p in list(CHILDREN):
        try:
            p.kill()
            p.wait()
        except Exception:
            pass
    CHILDREN.clear()
    for d in WORKDIRS:
        shutil.rmtree(d, ignore_errors=True)
    WORKDIRS.clear()


class Server:
    """A `folio serve` process: its RPC port, its replication address, its stderr (drained)."""

    def __init__(self, cmd, want_replicate=False, timeout=600):
        self.started = now()
        self.proc = spawn(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.lines = []
        self.port = None
        self.replicate = None
        self.listening_at = None
        self.ready = threading.Event()
        threading.Thread(target=self._drain, daemon=True).start()
        if not self.ready.wait(timeout) or self.port is None:
            stop(self.proc)
            raise RuntimeError("folio serve did not start: " + " | ".join(self.lines[-10:]))
        if want_replicate and self.replicate is None:
            raise RuntimeError("no replication address on stderr: " + " | ".join(self.lines[-10:]))

    def _drain(self):
        for raw in self.proc.stderr:
            line = raw.decode(errors="replace").rstrip("\n")
            t = now()
            self.lines.append(line)
            if line.startswith("folio: replicating to followers on tcp://"):
                self.replicate = line.rsplit("tcp://", 1)[1].strip()
            if line.startswith("folio: listening on ") and self.port is None:
                self.port = int(line.strip().rsplit(":", 1)[1])
                self.listening_at = t
                self.ready.set()
        self.ready.set()

    def stop(self):
        stop(self.proc)


class Rpc:
    """One blocking JSON-RPC connection (one message per line)."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.reader = self.sock.makefile("rb")
        self.next = 0

    def call(self, method, params):
        self.next += 1
        msg = {"jsonrpc": "2.0", "method": method, "params": params, "id": self.next}
        self.sock.sendall((json.dumps(msg) + "\n").encode())
        answer = json.loads(self.reader.readline())
        if "result" not in answer:
            raise RuntimeError(f"{method}: {answer}")
        return answer["result"]

    def close(self):
        self.sock.close()


def pct(values, p):
    s = sorted(values)
    if not s:
        return float("nan")
    k = max(0, min(len(s) - 1, int(round(p / 100 * len(s) + 0.5)) - 1))
    return s[k]


def med_range(values, fmt):
    return f"{fmt(statistics.median(values))} ({fmt(min(values))}-{fmt(max(values))})"


# ------------------------------------------------------------------------------------------
# Part 1: catch-up of a new follower


def catchup(args, report):
    tmp = workdir(args.tmp, "catchup")
    leader_dir = os.path.join(tmp, "leader")
    os.mkdir(leader_dir)
    journal = os.path.join(leader_dir, "benchmark.jrl")
    t = now()
    subprocess.run([args.folio, "gen", "--entries", str(args.entries), "-o", journal],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    gen_s = now() - t
    size = os.path.getsize(journal)
    print(f"catchup: generated {args.entries:,} entries, {size:,} bytes in {gen_s:.1f} s",
          file=sys.stderr)
    leader = Server([args.folio, "serve", leader_dir, "--models", BENCH_MODELS,
                     "--listen", "127.0.0.1:0", "--replicate", "127.0.0.1:0", "--fsync", "always"],
                    want_replicate=True)
    leader_start_s = leader.listening_at - leader.started
    print(f"catchup: leader listening after {leader_start_s:.1f} s, followers at {leader.replicate}",
          file=sys.stderr)
    rounds = []
    try:
        for r in range(args.repeat):
            # folio replay of the same file, spawn to exit.
            t = now()
            rc = subprocess.run([args.folio, "replay", journal, "--models", BENCH_MODELS,
                                 "--no-snapshot"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            replay_s = now() - t
            if rc != 0:
                raise RuntimeError(f"folio replay exited {rc}")
            # A follower on an empty directory (not created: serve creates it).
            copy = os.path.join(tmp, f"copy{r}")
            follower = Server([args.folio, "serve", copy, "--models", BENCH_MODELS,
                               "--listen", "127.0.0.1:0", "--follow", leader.replicate])
            t0 = follower.started
            listen_s = follower.listening_at - t0
            rpc = Rpc(follower.port)
            polls = 0
            last = None
            while True:
                rep = rpc.call("stats", [])["replication"]
                t1 = now()
                polls += 1
                last = rep
                if (rep.get("connected") and rep.get("lag_bytes") == 0
                        and rep.get("applied") == rep.get("leader_durable")
                        and rep.get("leader_durable", 0) >= size):
                    break
                if t1 - t0 > args.catchup_timeout:
                    raise RuntimeError(f"follower did not catch up in {args.catchup_timeout} s: {rep}")
                time.sleep(0.020)
            catch_s = t1 - t0
            count = rpc.call("count", {"dao": "benchmark"})
            rpc.close()
            follower.stop()
            copied = os.path.getsize(os.path.join(copy, "benchmark.jrl"))
            shutil.rmtree(copy, ignore_errors=True)
            row = {"round": r + 1, "catchup_s": catch_s, "mb_s": size / catch_s / 1e6,
                   "listen_s": listen_s, "replay_s": replay_s, "polls": polls,
                   "applied": last["applied"], "leader_durable": last["leader_durable"],
                   "copy_bytes": copied, "count": count}
            print(f"catchup round {r + 1}: {json.dumps(row)}", file=sys.stderr)
            if copied != size or count != args.entries:
                raise RuntimeError(f"the copy is not the journal: {copied} bytes, count {count}")
            rounds.append(row)
    finally:
        leader.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    report["catchup"] = {"entries": args.entries, "bytes": size, "leader_start_s": leader_start_s,
                         "rounds": rounds}
    f3 = lambda v: f"{v:.2f}"
    print()
    print(f"journal: `folio gen --entries {args.entries}`, {size:,} bytes ({size / 1e6:.1f} MB); "
          f"{args.repeat} rounds, median (range)")
    print()
    print("| what | s | MB/s |")
    print("| --- | ---: | ---: |")
    cs = [r["catchup_s"] for r in rounds]
    print(f"| follower: spawn on an empty dir to caught up (stats) | {med_range(cs, f3)} | "
          f"{med_range([size / c / 1e6 for c in cs], lambda v: f'{v:.0f}')} |")
    print(f"| follower: spawn to `listening on` | {med_range([r['listen_s'] for r in rounds], lambda v: f'{v:.3f}')} | — |")
    rs = [r["replay_s"] for r in rounds]
    print(f"| `folio replay` of the same file: spawn to exit | {med_range(rs, f3)} | "
          f"{med_range([size / c / 1e6 for c in rs], lambda v: f'{v:.0f}')} |")
    print()


# ------------------------------------------------------------------------------------------
# Part 2: lag under 64 writers, folio against Redis


def resp(*parts):
    out = [b"*%d\r\n" % len(parts)]
    for p in parts:
        p = p if isinstance(p, bytes) else str(p).encode()
        out.append(b"$%d\r\n%s\r\n" % (len(p), p))
    return b"".join(out)


def resp_parse(buf):
    """Whole RESP replies at the front of buf (simple, error, integer, bulk): (replies, rest)."""
    replies = []
    i = 0
    while True:
        end = buf.find(b"\r\n", i)
        if end < 0:
            break
        kind = buf[i:i + 1]
        if kind == b"$":
            n = int(buf[i + 1:end])
            if n < 0:
                replies.append(None)
                i = end + 2
                continue
            if len(buf) < end + 2 + n + 2:
                break
            replies.append(buf[end + 2:end + 2 + n])
            i = end + 2 + n + 2
        elif kind == b"-":
            replies.append(RuntimeError(buf[i:end].decode()))
            i = end + 2
        else:
            replies.append(buf[i + 1:end])
            i = end + 2
    return replies, buf[i:]


def lag_worker(proto, write_port, watch_port, first, n, start_at, seconds, sample_every, queue):
    """n writers (global numbers first..first+n-1), each with its own watcher connection."""
    try:
        sel = selectors.DefaultSelector()
        end = start_at + seconds
        writers, watchers = [], []
        for i in range(n):
            g = first + i
            for port, kind, lst in ((write_port, "w", writers), (watch_port, "v", watchers)):
                s = socket.create_connection(("127.0.0.1", port))
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                # A first message at once: a server closes the oldest of more than 64
                # connections that have sent none yet (docs/security.md).
                if proto == "folio":
                    s.sendall(b'{"jsonrpc":"2.0","method":"count","params":{"dao":"rows"},"id":0}\n')
                    hello = b""
                    while not hello.endswith(b"\n"):
                        got = s.recv(1 << 16)
                        if not got:
                            raise RuntimeError("a connection closed before its first answer")
                        hello += got
                    # (an error is an answer too: the follower may not hold `rows` yet)
                    if b'"id":0' not in hello:
                        raise RuntimeError(f"first answer: {hello[:200]!r}")
                else:
                    s.sendall(resp("PING"))
                    hello = b""
                    while not hello.endswith(b"\r\n"):
                        got = s.recv(1 << 16)
                        if not got:
                            raise RuntimeError("a connection closed before its first answer")
                        hello += got
                c = {"sock": s, "kind": kind, "g": g, "i": i, "buf": b"", "k": 0,
                     "inflight": False, "pending": None}
                lst.append(c)
                sel.register(s, selectors.EVENT_READ, c)
        acks = acks_in_window = errors = timeouts = skipped = polls = 0
        lags = []
        err_text = []

        def send_write(w):
            k = w["k"]
            if proto == "folio":
                ident = (w["g"] + 1) * 1_000_000_000 + k
                msg = {"jsonrpc": "2.0", "method": "put", "id": k,
                       "params": {"dao": "rows", "object": {"id": ident, "name": "x", "n": k}}}
                w["sock"].sendall((json.dumps(msg) + "\n").encode())
            else:
                w["sock"].sendall(resp("SET", f"k{w['g']}:{k}", k))
            w["inflight"] = True

        def send_watch(v):
            key, t_ack, arg = v["pending"][0], v["pending"][1], v["pending"][2]
            if proto == "folio":
                msg = {"jsonrpc": "2.0", "method": "count", "id": key,
                       "params": {"dao": "rows", "min_position":
                                  {"dao": "rows", "position": arg, "timeout_ms": 10000}}}
                v["sock"].sendall((json.dumps(msg) + "\n").encode())
            else:
                v["sock"].sendall(resp("GET", f"k{v['g']}:{key}"))

        while now() < start_at:
            time.sleep(min(0.01, max(0.0, start_at - now())))
        for w in writers:
            send_write(w)
        while True:
            t = now()
            busy = any(w["inflight"] for w in writers) or any(v["pending"] for v in watchers)
            if t >= end and not busy:
                break
            if t > end + 15:
                raise RuntimeError("writes or watches still pending 15 s after the end")
            for key, _ in sel.select(0.05):
                c = key.data
                data = c["sock"].recv(1 << 16)
                if not data:
                    if c["kind"] == "v" and c["pending"] is None:
                        # An idle watcher closed by the server (it never sent a message
                        # within --auth-timeout): it has nothing more to watch.
                        sel.unregister(c["sock"])
                        c["closed"] = True
                        continue
                    raise RuntimeError(f"{proto}: a connection was closed by the server")
                c["buf"] += data
                if proto == "folio":
                    *lines, c["buf"] = c["buf"].split(b"\n")
                    msgs = [json.loads(x) for x in lines]
                else:
                    msgs, c["buf"] = resp_parse(c["buf"])
                for m in msgs:
                    t = now()
                    if c["kind"] == "w":
                        w = c
                        w["inflight"] = False
                        if proto == "folio":
                            if "result" not in m:
                                errors += 1
                                err_text.append(str(m)[:200])
                                position = None
                            else:
                                position = m["result"]["position"]
                        else:
                            if isinstance(m, RuntimeError) or m != b"OK":
                                errors += 1
                                err_text.append(str(m)[:200])
                            position = None
                        acks += 1
                        if t <= end:
                            acks_in_window += 1
                        k = w["k"]
                        w["k"] += 1
                        if (k + 1) % sample_every == 0:
                            v = watchers[w["i"]]
                            if (v["pending"] is not None or v.get("closed")
                                    or (proto == "folio" and position is None)):
                                skipped += 1
                            else:
                                v["pending"] = (k, t, position if proto == "folio" else str(k).encode())
                                send_watch(v)
                        if t < end:
                            send_write(w)
                    else:
                        v = c
                        if v["pending"] is None:
                            continue  # a message nobody asked for (an idle connection's close)
                        key_k, t_ack, want = v["pending"]
                        if proto == "folio":
                            if "result" in m:
                                lags.append(t - t_ack)
                            else:
                                timeouts += 1
                                err_text.append(str(m)[:200])
                            v["pending"] = None
                        else:
                            polls += 1
                            if m == want:
                                lags.append(t - t_ack)
                                v["pending"] = None
                            elif t - t_ack > 10:
                                timeouts += 1
                                v["pending"] = None
                            else:
                                send_watch(v)
        closed = sum(1 for v in watchers if v.get("closed"))
        for c in writers + watchers:
            c["sock"].close()
        queue.put({"closed_watchers": closed, "acks": acks, "acks_in_window": acks_in_window, "errors": errors,
                   "timeouts": timeouts, "skipped": skipped, "polls": polls, "lags": lags,
                   "err_text": err_text[:5]})
    except Exception as e:  # reported to the parent, which fails the run
        queue.put({"fatal": f"{type(e).__name__}: {e}"})


def run_lag_clients(proto, write_port, watch_port, args):
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    procs = []
    per = [args.writers // args.procs + (1 if i < args.writers % args.procs else 0)
           for i in range(args.procs)]
    start_at = now() + 1.5  # time for every process to connect
    first = 0
    try:
        for n in per:
            p = ctx.Process(target=lag_worker, args=(proto, write_port, watch_port, first, n,
                                                     start_at, args.seconds, args.sample, queue))
            p.start()
            procs.append(p)
            first += n
        results = [queue.get(timeout=args.seconds + 60) for _ in procs]
        for p in procs:
            p.join(10)
    finally:
        for p in procs:
            if p.is_alive():
                p.kill()
                p.join()
    fatal = [r["fatal"] for r in results if "fatal" in r]
    if fatal:
        raise RuntimeError(f"{proto} clients failed: {fatal}")
    lags = [x for r in results for x in r["lags"]]
    out = {k: sum(r[k] for r in results)
           for k in ("acks", "acks_in_window", "errors", "timeouts", "skipped", "polls",
                     "closed_watchers")}
    out["writes_s"] = out["acks_in_window"] / args.seconds
    out["end_at"] = start_at + args.seconds
    out["samples"] = len(lags)
    out["p50_ms"] = pct(lags, 50) * 1e3
    out["p99_ms"] = pct(lags, 99) * 1e3
    out["max_ms"] = max(lags) * 1e3 if lags else float("nan")
    out["err_text"] = [e for r in results for e in r["err_text"]][:5]
    return out


def lag_folio(args):
    tmp = workdir(args.tmp, "lag-folio")
    models = os.path.join(tmp, "models.json")
    with open(models, "w") as f:
        json.dump(ROWS_MODELS, f)
    data = os.path.join(tmp, "data")
    os.mkdir(data)
    leader = follower = None
    try:
        leader = Server([args.folio, "serve", data, "--models", models, "--listen", "127.0.0.1:0",
                         "--replicate", "127.0.0.1:0", "--fsync", "always"], want_replicate=True)
        follower = Server([args.folio, "serve", os.path.join(tmp, "copy"), "--models", models,
                           "--listen", "127.0.0.1:0", "--follow", leader.replicate])
        rpc = Rpc(follower.port)
        deadline = now() + 30
        while not rpc.call("stats", [])["replication"].get("connected"):
            if now() > deadline:
                raise RuntimeError("the follower never connected: " + " | ".join(follower.lines))
            time.sleep(0.02)
        # The leader's own view of the follower's lag, every 50 ms, on its own connection.
        seen = []
        done = threading.Event()
        first = threading.Event()
        failed = []

        def monitor():
            try:
                mon = Rpc(leader.port)
                own = Rpc(follower.port)
                while not done.is_set():
                    f = (mon.call("stats", [])["replication"].get("followers") or [{}])[0]
                    o = own.call("stats", [])["replication"]
                    seen.append((now(), f.get("lag_bytes"), f.get("lag_ms"), o.get("lag_bytes")))
                    first.set()
                    time.sleep(0.05)
                mon.close()
                own.close()
            except Exception as e:
                failed.append(f"{type(e).__name__}: {e}")
                first.set()

        watcher = threading.Thread(target=monitor, daemon=True)
        watcher.start()
        first.wait(30)
        out = run_lag_clients("folio", leader.port, follower.port, args)
        lrep = Rpc(leader.port)
        out["leader_count"] = lrep.call("count", {"dao": "rows"})
        out["leader_replication"] = lrep.call("stats", [])["replication"]
        lrep.close()
        # The follower's own `lag_bytes` only knows the rounds it has read: wait for the
        # leader's count instead.
        deadline = now() + 60
        while True:
            out["follower_count"] = rpc.call("count", {"dao": "rows"})
            if out["follower_count"] == out["leader_count"]:
                break
            if now() > deadline:
                break
            time.sleep(0.02)
        rpc.close()
        time.sleep(0.1)
        done.set()
        watcher.join()
        if failed or not seen:
            raise RuntimeError(f"the stats monitor failed: {failed}")
        end = out["end_at"]
        at_end = [x for x in seen if x[0] <= end]
        out["leader_lag_ms_at_end"] = at_end[-1][2] if at_end else None
        out["leader_lag_bytes_at_end"] = at_end[-1][1] if at_end else None
        out["leader_lag_ms_max"] = max((x[2] or 0) for x in seen)
        out["follower_own_lag_bytes_max"] = max((x[3] or 0) for x in seen)
        drained = [x[0] for x in seen if x[0] > end and x[1] == 0]
        out["caught_up_after_end_s"] = drained[0] - end if drained else None
        return out
    finally:
        for s in (follower, leader):
            if s:
                s.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def redis_call(port, *parts, timeout=5):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(resp(*parts))
    buf = b""
    while True:
        buf += s.recv(1 << 16)
        replies, _ = resp_parse(buf)
        if replies:
            s.close()
            return replies[0]


def redis_wait(port, deadline):
    while True:
        try:
            if redis_call(port, "PING") == b"PONG":
                return
        except OSError:
            pass
        if now() > deadline:
            raise RuntimeError(f"redis on {port} did not answer PING")
        time.sleep(0.05)


def lag_redis(args):
    tmp1 = workdir(args.tmp, "redis-master")
    tmp2 = workdir(args.tmp, "redis-replica")
    p1, p2 = free_port(), free_port()
    master = replica = None
    try:
        master = spawn([args.redis, "--port", str(p1), "--bind", "127.0.0.1", "--appendonly", "yes",
                        "--appendfsync", "always", "--save", "", "--dir", tmp1,
                        "--logfile", os.path.join(tmp1, "redis.log")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        redis_wait(p1, now() + 20)
        replica = spawn([args.redis, "--port", str(p2), "--bind", "127.0.0.1", "--replicaof",
                         "127.0.0.1", str(p1), "--save", "", "--dir", tmp2,
                         "--logfile", os.path.join(tmp2, "redis.log")],
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        redis_wait(p2, now() + 20)
        deadline = now() + 30
        while b"master_link_status:up" not in redis_call(p2, "INFO", "replication"):
            if now() > deadline:
                raise RuntimeError("the Redis replica never linked to its master")
            time.sleep(0.05)
        out = run_lag_clients("redis", p1, p2, args)
        out["master_dbsize"] = int(redis_call(p1, "DBSIZE"))
        deadline = now() + 30
        while int(redis_call(p2, "DBSIZE")) != out["master_dbsize"] and now() < deadline:
            time.sleep(0.02)
        out["replica_dbsize"] = int(redis_call(p2, "DBSIZE"))
        out["version"] = redis_call(p1, "INFO", "server").decode().split("redis_version:")[1].split()[0]
        return out
    finally:
        for p in (replica, master):
            if p:
                stop(p)
        shutil.rmtree(tmp1, ignore_errors=True)
        shutil.rmtree(tmp2, ignore_errors=True)


def lag(args, report):
    rounds = {"folio": [], "redis": []}
    redis_failed = None
    for r in range(args.repeat):
        out = lag_folio(args)
        print(f"lag round {r + 1} folio: {json.dumps({k: v for k, v in out.items() if k != 'leader_replication'})}",
              file=sys.stderr)
        rounds["folio"].append(out)
        if redis_failed is None:
            try:
                out = lag_redis(args)
                print(f"lag round {r + 1} redis: {json.dumps(out)}", file=sys.stderr)
                rounds["redis"].append(out)
            except Exception as e:
                redis_failed = f"{type(e).__name__}: {e}"
                print(f"lag: redis failed: {redis_failed}", file=sys.stderr)
    report["lag"] = {"writers": args.writers, "procs": args.procs, "seconds": args.seconds,
                     "sample_every": args.sample, "rounds": rounds, "redis_failed": redis_failed}
    print()
    print(f"{args.writers} writers (one write in flight each) in {args.procs} processes, "
          f"{args.seconds:g} s per run, every {args.sample}th ack sampled when its watcher is idle; "
          f"{args.repeat} rounds, median (range)")
    print()
    print("| system | writes/s | lag p50 ms | lag p99 ms | max ms (worst round) | samples/round | timeouts | write errors | replica complete |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for name, label in (("folio", "folio leader -> follower (`count` + `min_position`)"),
                        ("redis", "Redis master -> replica (`GET` polled)")):
        rs = rounds[name]
        if not rs:
            print(f"| {label} | FAILED: {redis_failed} | | | | | | | |")
            continue
        if name == "folio":
            complete = all(o["leader_count"] == o["follower_count"] == o["acks"] for o in rs)
        else:
            complete = all(o["master_dbsize"] == o["replica_dbsize"] == o["acks"] for o in rs)
        print(f"| {label} | {med_range([o['writes_s'] for o in rs], lambda v: f'{v:,.0f}')} | "
              f"{med_range([o['p50_ms'] for o in rs], lambda v: f'{v:.2f}')} | "
              f"{med_range([o['p99_ms'] for o in rs], lambda v: f'{v:.2f}')} | "
              f"{max(o['max_ms'] for o in rs):.1f} | "
              f"{statistics.median([o['samples'] for o in rs]):,.0f} | "
              f"{sum(o['timeouts'] for o in rs)} | {sum(o['errors'] for o in rs)} | "
              f"{'yes' if complete else 'NO'} |")
    rs = rounds["folio"]
    print()
    print("folio leader's `stats` (polled every 50 ms): follower `lag_ms` when the writes stopped "
          + ", ".join(str(o["leader_lag_ms_at_end"]) for o in rs)
          + "; `lag_bytes` then " + ", ".join(f"{o['leader_lag_bytes_at_end']:,}" for o in rs)
          + "; follower at lag_bytes 0 this long after the writes stopped: "
          + ", ".join("never" if o["caught_up_after_end_s"] is None else f"{o['caught_up_after_end_s']:.2f} s" for o in rs)
          + "; the follower's own `lag_bytes`, at most: " + ", ".join(f"{o['follower_own_lag_bytes_max']:,}" for o in rs)
          + "; sampled acks skipped (watcher busy): " + ", ".join(f"{o['skipped']:,}" for o in rs)
          + "; watcher connections closed by a server: "
          + str(sum(o["closed_watchers"] for o in rs + rounds["redis"])))
    print()


# ------------------------------------------------------------------------------------------
# Part 3: --follow-files lag at 10,000 entries/s


def files_writer(path, start_at, seconds, batch, every, queue):
    try:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND)
        marks = []
        k = 0
        i = 0
        while True:
            at = start_at + i * every
            if at >= start_at + seconds - 1e-9:
                break
            while True:
                d = at - now()
                if d <= 0:
                    break
                time.sleep(d)
            chunk = "".join(f'p({{id:{k + j + 1},name:"x",n:{k + j + 1}}})\n' for j in range(batch))
            os.write(fd, chunk.encode())
            t = now()
            k += batch
            marks.append((k, t, t - at))
            i += 1
        os.close(fd)
        queue.put({"marks": marks})
    except Exception as e:
        queue.put({"fatal": f"{type(e).__name__}: {e}"})


def files_round(args):
    tmp = workdir(args.tmp, "files")
    models = os.path.join(tmp, "models.json")
    with open(models, "w") as f:
        json.dump(ROWS_MODELS, f)
    data = os.path.join(tmp, "data")
    os.mkdir(data)
    rows = os.path.join(data, "rows")
    open(rows, "w").close()
    mirror = None
    writer = None
    try:
        mirror = Server([args.folio, "serve", data, "--models", models, "--listen", "127.0.0.1:0",
                         "--follow-files"])
        rpc = Rpc(mirror.port)
        if rpc.call("count", {"dao": "rows"}) != 0:
            raise RuntimeError("the mirror does not start empty")
        ctx = multiprocessing.get_context("fork")
        queue = ctx.Queue()
        start_at = now() + 0.5
        total = int(round(args.seconds / 0.010)) * args.files_batch
        writer = ctx.Process(target=files_writer,
                             args=(rows, start_at, args.seconds, args.files_batch, 0.010, queue))
        writer.start()
        polls = []  # (sent, answered, count)
        deadline = start_at + args.seconds + 10
        while True:
            sent = now()
            c = rpc.call("count", {"dao": "rows"})
            t = now()
            polls.append((sent, t, c))
            if c >= total or t > deadline:
                break
            nxt = sent + args.poll_ms / 1e3
            d = nxt - now()
            if d > 0:
                time.sleep(d)
        res = queue.get(timeout=30)
        writer.join(10)
        if "fatal" in res:
            raise RuntimeError(f"files writer: {res['fatal']}")
        marks = res["marks"]
        final = polls[-1][2]
        last_write = marks[-1][1]
        lags = []
        j = 0
        for k, t_write, _late in marks:
            while j < len(polls) and polls[j][2] < k:
                j += 1
            if j == len(polls):
                break
            lags.append(polls[j][1] - t_write)
        rpc.close()
        poll_gaps = [b[1] - a[1] for a, b in zip(polls, polls[1:])]
        return {"total": total, "written": marks[-1][0], "final_count": final,
                "kept_up": final == total, "caught_up_after_last_write_ms": (polls[-1][1] - last_write) * 1e3,
                "samples": len(lags), "p50_ms": pct(lags, 50) * 1e3, "p99_ms": pct(lags, 99) * 1e3,
                "max_ms": max(lags) * 1e3, "min_ms": min(lags) * 1e3,
                "negative": sum(1 for x in lags if x < 0),
                "writer_late_p99_ms": pct([m[2] for m in marks], 99) * 1e3,
                "polls": len(polls), "poll_gap_p50_ms": pct(poll_gaps, 50) * 1e3,
                "rate": marks[-1][0] / (marks[-1][1] - start_at),
                "mirror_stderr": mirror.lines[-5:]}
    finally:
        if writer is not None and writer.is_alive():
            writer.kill()
            writer.join()
        if mirror:
            mirror.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def files(args, report):
    rounds = []
    for r in range(args.repeat):
        out = files_round(args)
        print(f"files round {r + 1}: {json.dumps(out)}", file=sys.stderr)
        rounds.append(out)
    report["files"] = {"rounds": rounds}
    print()
    print(f"{args.files_batch} entries per write every 10 ms ({args.files_batch * 100:,} entries/s) for "
          f"{args.seconds:g} s; `count` polled every {args.poll_ms:g} ms; {args.repeat} rounds, median (range)")
    print()
    print("| entries written | rate reached /s | lag p50 ms | lag p99 ms | max ms (worst round) | samples/round | final count == written | last write to final count ms |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
    print(f"| {rounds[0]['total']:,} | {med_range([o['rate'] for o in rounds], lambda v: f'{v:,.0f}')} | "
          f"{med_range([o['p50_ms'] for o in rounds], lambda v: f'{v:.2f}')} | "
          f"{med_range([o['p99_ms'] for o in rounds], lambda v: f'{v:.2f}')} | "
          f"{max(o['max_ms'] for o in rounds):.1f} | "
          f"{statistics.median([o['samples'] for o in rounds]):,.0f} | "
          f"{'yes' if all(o['kept_up'] for o in rounds) else 'NO'} | "
          f"{med_range([o['caught_up_after_last_write_ms'] for o in rounds], lambda v: f'{v:.1f}')} |")
    print()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folio", default="target/release/folio")
    parser.add_argument("--redis", default="/usr/bin/redis-server")
    parser.add_argument("--entries", type=int, default=1_000_000)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--writers", type=int, default=64)
    parser.add_argument("--procs", type=int, default=4, help="client processes for the writers")
    parser.add_argument("--sample", type=int, default=10, help="sample every Nth ack of a writer")
    parser.add_argument("--files-batch", type=int, default=100, help="entries per write (every 10 ms)")
    parser.add_argument("--poll-ms", type=float, default=1.0)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--catchup-timeout", type=float, default=600)
    parser.add_argument("--only", choices=["catchup", "lag", "files"])
    parser.add_argument("--tmp", default=None, help="where the temporary directories go")
    parser.add_argument("--json", default=None, help="also write the raw numbers to this file")
    parser.add_argument("--commit", default=None,
                        help="the commit the binary was built from (default: this checkout's HEAD)")
    args = parser.parse_args()
    args.folio = os.path.abspath(args.folio)

    def on_signal(signum, _frame):
        raise SystemExit(128 + signum)

    signal.signal(signal.SIGTERM, on_signal)
    commit = args.commit or subprocess.run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"],
                                           capture_output=True, text=True).stdout.strip()
    report = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "commit": commit,
              "nproc": os.cpu_count(), "loadavg_before": os.getloadavg(), "argv": sys.argv}
    print(f"date {report['date']}, commit {commit}, {os.cpu_count()} cores, load average before: "
          + " ".join(f"{x:.2f}" for x in report["loadavg_before"]))
    try:
        if args.only in (None, "catchup"):
            catchup(args, report)
        if args.only in (None, "lag"):
            lag(args, report)
        if args.only in (None, "files"):
            files(args, report)
    finally:
        cleanup()
        report["loadavg_after"] = os.getloadavg()
        if args.json:
            with open(args.json, "w") as f:
                json.dump(report, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
