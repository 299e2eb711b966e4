#!/usr/bin/env python3
"""A Flight SQL client on ADBC (adbc-driver-flightsql, from PyPI) against `folio serve --flight`.

    client.py URI TOKEN QUERIES_JSON OUT_JSON

Connects with the token as the password of a Basic handshake, runs each query, and writes to
OUT_JSON {"answers": [...], "tables": {...}}: per query its answer as {"columns": [...],
"rows": [[...], ...]} (JSON values: what the Arrow table holds, via to_pylist), and what
browsing the server finds (ADBC's get_objects: catalogs, schemas, tables, columns) as
{"catalog.schema.table": [column, ...]}. Then checks that a wrong token is refused: exits 0 if
all went as said, 1 with the reason otherwise.
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
        tables = {}
        for catalog in conn.adbc_get_objects(depth="all").read_all().to_pylist():
            for schema in catalog["catalog_db_schemas"] or []:
                for table in schema["db_schema_tables"] or []:
                    name = f'{catalog["catalog_name"]}.{schema["db_schema_name"]}.{table["table_name"]}'
                    tables[name] = [c["column_name"] for c in table["table_columns"] or []]
    return answers, tables


def main():
    uri, token, queries, out = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
    answers, tables = run(uri, token, queries)
    with open(out, "w") as f:
        json.dump({"answers": answers, "tables": tables}, f, default=str)
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
