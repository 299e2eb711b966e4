#!/usr/bin/env python3
"""Statements an attacker sends over Flight SQL (ADBC, adbc-driver-flightsql from PyPI).

    flight_attacks.py URI TOKEN STATEMENTS_JSON

Runs each statement on its own cursor and prints one JSON object: per statement the error's
text, or "ANSWERED" when the server ran it. Exits 0 whatever the answers; the test judges them.
"""

import json
import sys

import adbc_driver_flightsql.dbapi as flight_sql


def main():
    uri, token, statements = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
    out = {}
    with flight_sql.connect(uri, db_kwargs={"username": "folio", "password": token}) as conn:
        for statement in statements:
            try:
                with conn.cursor() as cur:
                    cur.execute(statement)
                    cur.fetch_arrow_table()
                out[statement] = "ANSWERED"
            except Exception as e:  # the driver's own error types
                out[statement] = str(e)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
