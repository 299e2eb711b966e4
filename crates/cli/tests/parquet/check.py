#!/usr/bin/env python3
"""Reads folio's Parquet export back with DuckDB and compares it with the JSON-lines export.

    check.py PARQUET_DIR EXPORT_JSONL [MODELS_JSON]

PARQUET_DIR holds `<dao>.parquet` per DAO (`folio export --format parquet -o DIR`), EXPORT_JSONL
the JSON lines of the same replay (`folio export`), DAOs in name order, each sorted by id, as
are the Parquet rows. For every DAO:
- pyarrow's schema is what docs/cli.md promises for the DAO's model (`class`, one column per
  property typed by the property's type, `json`);
- DuckDB reads every row, and each row equals its JSON line: `class`; for objects of the DAO's
  model every property (enum names for ordinals, epoch ms for timestamps, JSON text parsed for
  nested values, absent = NULL) and no key left out; for any other object, `json` holds the
  line exactly.
Prints one summary line and exits 0, or prints what differs and exits 1.
"""

import json
import math
import os
import struct
import sys

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

JSON_TYPES = {"FObject", "FObjectArray", "Array", "List", "Map", "Class", "Object"}
INT_TYPES = {"Long": pa.int64(), "Int": pa.int32(), "Short": pa.int16(), "Byte": pa.int8()}


def fail(message):
    print("parquet check: " + message)
    sys.exit(1)


def load_registry(path):
    if path is None:
        return {}, {}
    with open(path) as f:
        doc = json.load(f)
    models = {m["class"]: m for m in doc.get("models", [])}
    enums = {e["class"]: e for e in doc.get("enums", [])}
    return models, enums


def ids_of(model):
    return model.get("ids") or ["id"]


def reference_type(prop, models):
    """The id type of a Reference's target, as folio's registry resolves it (or None)."""
    if "valueType" in prop:
        return prop["valueType"]
    target = models.get(prop.get("of"))
    if target is None:
        return None
    ids = ids_of(target)
    if len(ids) != 1:
        return None
    declared = [p for p in target.get("properties", []) if p["name"] == ids[0]]
    return declared[0]["type"] if declared else None


def column_type(prop, models, enums):
    """The Arrow type a property's column must have."""
    ty = prop["type"]
    if ty in INT_TYPES:
        return INT_TYPES[ty]
    if ty == "Double":
        return pa.float64()
    if ty == "Float":
        return pa.float32()
    if ty == "Boolean":
        return pa.bool_()
    if ty == "String":
        return pa.string()
    if ty == "Reference":
        target = reference_type(prop, models)
        return INT_TYPES.get(target, pa.string())
    if ty in ("Date", "DateTime"):
        return pa.timestamp("ms", tz="UTC")
    if ty == "Enum":
        if prop.get("of") in enums:
            return pa.dictionary(pa.int32(), pa.string())
        return pa.int32()
    if ty == "StringArray":
        return pa.list_(pa.string())
    return pa.string()  # the JSON-text types, and a type folio does not know


def model_of(name, schema, models):
    """The DAO's model, named by the file's `folio.class` metadata (None: a generic DAO)."""
    meta = schema.metadata or {}
    if meta.get(b"folio.dao", b"").decode() != name:
        fail(f"{name}: metadata folio.dao is {meta.get(b'folio.dao')!r}")
    cls = meta.get(b"folio.class")
    if cls is None:
        return None
    if cls.decode() not in models:
        fail(f"{name}: folio.class {cls!r} is not in the registry")
    return models[cls.decode()]


def expected_cell(value, prop, enums, models):
    """A JSON-lines value as the Parquet cell must read back through DuckDB (`None`: NULL)."""
    if value is None:
        return None
    ty = prop["type"]
    if ty == "Enum" and prop.get("of") in enums:
        e = enums[prop["of"]]
        ordinals = e.get("ordinals", list(range(len(e["values"]))))
        return e["values"][ordinals.index(value)]
    if ty == "Float":
        return struct.unpack("f", struct.pack("f", value))[0]
    if ty == "Reference" and reference_type(prop, models) not in INT_TYPES:
        return value if isinstance(value, str) else str(value)
    if ty in JSON_TYPES:
        return value  # compared after parsing the cell
    return value


def same(cell, want, prop):
    if prop["type"] in JSON_TYPES:
        return cell is not None and json.loads(cell) == want
    if isinstance(want, float) and isinstance(cell, float):
        return cell == want or (math.isnan(cell) and math.isnan(want))
    return cell == want and type(cell) is type(want) or (
        isinstance(cell, (int, float)) and not isinstance(cell, bool) and cell == want)


def check_key_values(name, path, schema):
    """The DAO and class are in the file's own key-value metadata too (docs/cli.md), where
    DuckDB's parquet_kv_metadata and pyarrow's file metadata find them, not only in the Arrow
    schema."""
    kv = pq.ParquetFile(path).metadata.metadata or {}
    want = {k: v for k, v in (schema.metadata or {}).items() if k.startswith(b"folio.")}
    got = {k: v for k, v in kv.items() if k.startswith(b"folio.")}
    if got != want or got.get(b"folio.dao", b"").decode() != name:
        fail(f"{name}: file key-value metadata {got!r}, want {want!r}")
    rows = duckdb.execute(
        "select key::varchar, value::varchar from parquet_kv_metadata(?) where key::varchar like 'folio.%'",
        [path],
    ).fetchall()
    if {k.encode(): v.encode() for k, v in rows} != want:
        fail(f"{name}: DuckDB's parquet_kv_metadata gives {rows!r}, want {want!r}")


def check_dao(name, path, lines, models, enums):
    schema = pq.read_schema(path)
    check_key_values(name, path, schema)
    names = schema.names
    if names[0].lstrip("_") != "class" or names[-1].lstrip("_") != "json":
        fail(f"{name}: columns {names}: want class first and json last")
    model = model_of(name, schema, models)
    props = model["properties"] if model else []
    if names[1:-1] != [p["name"] for p in props]:
        fail(f"{name}: property columns {names[1:-1]}, want those of {model and model['class']}")
    for prop in props:
        want = column_type(prop, models, enums)
        got = schema.field(prop["name"]).type
        if got != want:
            fail(f"{name}.{prop['name']} ({prop['type']}): column type {got}, want {want}")

    select = []
    for field in schema:
        quoted = '"' + field.name.replace('"', '""') + '"'
        if pa.types.is_timestamp(field.type):
            select.append(f"epoch_ms({quoted})")
        else:
            select.append(quoted)
    con = duckdb.connect()
    rows = con.execute(
        f"select {', '.join(select)} from read_parquet(?)", [path]
    ).fetchall()
    if len(rows) != len(lines):
        fail(f"{name}: {len(rows)} rows, {len(lines)} JSON lines")
    typed = 0
    for i, (row, line) in enumerate(zip(rows, lines)):
        obj = json.loads(line)
        where = f"{name} row {i}"
        # The class is the first key when it is named `class` (elsewhere it is a plain key).
        cls = obj["class"] if next(iter(obj), None) == "class" else None
        if row[0] != cls:
            fail(f"{where}: class {row[0]!r}, want {cls!r}")
        whole = model is not None and cls == model["class"]
        if not whole:
            if row[-1] != line:
                fail(f"{where}: json {row[-1]!r}\n  want {line!r}")
            continue
        typed += 1
        if row[-1] is not None:
            fail(f"{where}: json set for an object of the DAO's model")
        left = set(obj) - {"class"} - {p["name"] for p in props}
        if left:
            fail(f"{where}: keys {sorted(left)} have no column")
        for prop, cell in zip(props, row[1:-1]):
            want = expected_cell(obj.get(prop["name"]), prop, enums, models)
            if want is None:
                if cell is not None:
                    fail(f"{where}.{prop['name']}: {cell!r}, want NULL")
            elif not same(cell, want, prop):
                fail(f"{where}.{prop['name']} ({prop['type']}): {cell!r}, want {want!r}")
    return len(rows), typed


def main():
    if len(sys.argv) not in (3, 4):
        fail(__doc__)
    directory, jsonl = sys.argv[1], sys.argv[2]
    models, enums = load_registry(sys.argv[3] if len(sys.argv) == 4 else None)
    with open(jsonl) as f:
        lines = f.read().splitlines()
    daos = sorted(n[: -len(".parquet")] for n in os.listdir(directory) if n.endswith(".parquet"))
    at, rows, typed = 0, 0, 0
    for dao in daos:
        path = os.path.join(directory, dao + ".parquet")
        count = pq.ParquetFile(path).metadata.num_rows
        n, t = check_dao(dao, path, lines[at : at + count], models, enums)
        at, rows, typed = at + count, rows + n, typed + t
    if at != len(lines):
        fail(f"{len(lines) - at} JSON lines left over after {len(daos)} DAOs")
    print(f"parquet check: {len(daos)} DAOs, {rows} rows equal their JSON lines "
          f"({typed} by typed columns, {rows - typed} by the json column)")


if __name__ == "__main__":
    main()
