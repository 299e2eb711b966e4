#!/usr/bin/env python3
"""A Flight SQL client (ADBC) that starts an endless query's DoGet, reads one batch, and then
stops reading until a line arrives on its standard input.

    flight_stalled.py URI TOKEN

Prints "stalled" once it has its first batch; after the line, reads on for at most 10 s and
prints one JSON object: the rows read before and after the stall, and how the stream ended
("error: ...", "end", or "still streaming" when it was still giving rows at 10 s).
"""

import json
import sys
import time

import adbc_driver_flightsql.dbapi as flight_sql

ENDLESS = "SELECT value FROM generate_series(1, 1000000000000)"


def main():
    uri, token = sys.argv[1], sys.argv[2]
    with flight_sql.connect(uri, db_kwargs={"username": "folio", "password": token}) as conn:
        cur = conn.cursor()
        cur.execute(ENDLESS)
        reader = cur.fetch_record_batch()
        first = reader.read_next_batch().num_rows
        print("stalled", flush=True)
        sys.stdin.readline()
        rest, ended = 0, "still streaming"
        started = time.monotonic()
        try:
            while time.monotonic() - started < 10:
                rest += reader.read_next_batch().num_rows
        except StopIteration:
            ended = "end"
        except Exception as e:  # the driver's own error types
            ended = f"error: {e}"
        print(json.dumps({"first": first, "rest": rest, "ended": ended}), flush=True)
        try:
            cur.close()
        except Exception:
            pass


if __name__ == "__main__":
    main()
