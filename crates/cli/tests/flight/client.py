#!/usr/bin/env python3
"""A Flight SQL client on ADBC (adbc-driver-flightsql, from PyPI) against `folio serve --flight`.

    client.py URI TOKEN QUERIES_JSON OUT_JSON

Connects with the token as the password of a Basic handshake, runs each query, and writes per
query its answer as {"columns": [...], "rows": [[...], ...]} (JSON values: what the Arrow table
holds, via to_pylist) to OUT_JSON. Then checks that a wrong token is refused: exits 0 if all
went as said, 1 with the reason otherwise.
"""

import json
import sys

import adbc_driver_flightsql
import adbc_driver_flightsql.dbapi as flight_sql


def run(uri, token, queries):
    answers = []
    with flight_sql.connect(uri, db_kwargs={"username": "folio", "password": token}) as conn:
        with conn.cursor() as cur:
            for query in queries:
                cur.execute(query)
                table = cur.fetch_arrow_table()
                answers.append({"columns": table.column_names,
                                "rows": [list(r.values()) for r in table.to_pylist()]})
    return answers


def main():
    uri, token, queries, out = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
    answers = run(uri, token, queries)
    with open(out, "w") as f:
        json.dump(answers, f, default=str)
    try:
        run(uri, token + "-wrong", queries[:1])
    except Exception as e:  # the driver raises its own error type for UNAUTHENTICATED
        text = str(e)
        if "nauthenticated" not in text and "UNAUTHENTICATED" not in text and "wrong token" not in text:
            print(f"flight client: a wrong token failed, but not as unauthenticated: {text}")
            sys.exit(1)
    else:
        print("flight client: a wrong token was not refused")
        sys.exit(1)
    print(f"flight client: {len(answers)} queries answered; a wrong token refused")


if __name__ == "__main__":
    main()
