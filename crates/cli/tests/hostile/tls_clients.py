#!/usr/bin/env python3
"""Clients of `folio serve --tls-cert/--tls-key`: Python's ssl module over JSON-RPC, a client
that sends plain JSON to the TLS port, and ADBC's Flight SQL driver over grpc+tls.

    tls_clients.py RPC_PORT FLIGHT_PORT TOKEN CA_FILE

Prints one JSON object of what each saw; exits 0 whatever they saw (the test judges it).
FLIGHT_PORT "-" skips Flight (no ADBC here).
"""

import json
import socket
import ssl
import sys


def rpc_over_tls(port, token, ca_file):
    """auth, then a count through SQL, with the certificate checked against CA_FILE; a burst
    of reads, then one of writes."""
    context = ssl.create_default_context(cafile=ca_file)
    with socket.create_connection(("127.0.0.1", port), timeout=30) as raw:
        with context.wrap_socket(raw, server_hostname="localhost") as tls:
            reader = tls.makefile("rb")
            answers = []
            for i, (method, params) in enumerate(
                [
                    ("auth", {"token": token}),
                    ("sql", {"query": "SELECT count(*) AS n FROM users"}),
                ]
            ):
                message = {"jsonrpc": "2.0", "id": i, "method": method, "params": params}
                tls.sendall(json.dumps(message).encode() + b"\n")
                answers.append(json.loads(reader.readline()))
            # A burst: 300 requests of about 1 KB in one write (300 KB of records at once),
            # then their answers.
            padding = "x" * 1000
            burst = b"".join(
                json.dumps(
                    {"jsonrpc": "2.0", "id": 100 + i, "method": "count",
                     "params": ["users"], "pad": padding}
                ).encode() + b"\n"
                for i in range(300)
            )
            # And one message of 1 MB, many records long.
            burst += json.dumps(
                {"jsonrpc": "2.0", "id": 400, "method": "count", "params": ["users"],
                 "pad": "y" * 1_000_000}
            ).encode() + b"\n"
            tls.sendall(burst)
            counts = [json.loads(reader.readline()).get("result") for _ in range(301)]
            # Writes pipelined: 200 puts (of the same 20 ids) in one write, each answered in
            # order once durable; the ids of the answers that are acknowledgements.
            puts = b"".join(
                json.dumps(
                    {"jsonrpc": "2.0", "id": 1000 + i, "method": "put",
                     "params": ["users", {"id": 1 + i % 20, "name": f"tls{i}"}]}
                ).encode() + b"\n"
                for i in range(200)
            )
            tls.sendall(puts)
            acked = []
            for _ in range(200):
                answer = json.loads(reader.readline())
                acked.append(answer["id"] if "result" in answer else answer)
            return {"version": tls.version(), "answers": answers, "burst": counts,
                    "puts": acked}


def plain_to_tls(port, token):
    """A JSON line sent in the clear to the TLS port: the server must not answer it."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as raw:
        message = {"jsonrpc": "2.0", "id": 0, "method": "auth", "params": {"token": token}}
        raw.sendall(json.dumps(message).encode() + b"\n")
        got = b""
        try:
            while True:
                chunk = raw.recv(4096)
                if not chunk:
                    break
                got += chunk
        except (ConnectionResetError, socket.timeout) as e:
            return {"closed": type(e).__name__, "answered": b"jsonrpc" in got}
        return {"closed": "eof", "answered": b"jsonrpc" in got}


def flight_over_tls(port, token, ca_file):
    import adbc_driver_flightsql
    import adbc_driver_flightsql.dbapi as flight_sql

    with open(ca_file) as f:
        roots = f.read()
    kwargs = {
        "username": "folio",
        "password": token,
        adbc_driver_flightsql.DatabaseOptions.TLS_ROOT_CERTS.value: roots,
    }
    uri = f"grpc+tls://localhost:{port}"
    with flight_sql.connect(uri, db_kwargs=kwargs) as conn:
        with conn.cursor() as cur:
            cur.execute("SELECT count(*) AS n FROM users")
            return {"n": cur.fetch_arrow_table().to_pylist()[0]["n"]}


def main():
    rpc_port, flight_port, token, ca_file = sys.argv[1:5]
    out = {
        "rpc": rpc_over_tls(int(rpc_port), token, ca_file),
        "plain": plain_to_tls(int(rpc_port), token),
    }
    if flight_port != "-":
        out["flight"] = flight_over_tls(int(flight_port), token, ca_file)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
