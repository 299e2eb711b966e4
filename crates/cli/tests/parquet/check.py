#!/usr/bin/env python3
"""Reads folio's Parquet export back with DuckDB and compares it with the JSON-lines export.

    check.py PARQUET_DIR EXPORT_JSONL [MODELS_JSON]

PARQUET_DIR holds `<dao>.parquet` per DAO (`folio export --format parquet -o DIR`), EXPORT_JSONL
the JSON lines of the same replay (`folio export --effective`: unset properties with a constant
default hold it, as the Parquet columns do), DAOs in name order, each sorted by id, as
are the Parquet rows. For every DAO:
- pyarrow's schema is what docs/format.md ("A DAO as a table") promises, worked out here from
  the registry and the lines: `class`, the union of the properties of the models the DAO's
  objects are (the default class's first) or, with no typed object, one column per key typed
  by what its values agree on, then `json`;
- DuckDB reads every row, and each row equals its JSON line: `class`; every value in its
  column when the column holds it (enum names for ordinals, epoch ms for timestamps, JSON text
  parsed for nested values, structs field by field, lists item by item, absent = NULL), else
  NULL; and `json` holds the line exactly when the columns do not hold the object whole, else
  NULL.
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


def model_of(name, schema, models):
    """The DAO's model, named by the file's `folio.class` metadata (None: no default model)."""
    meta = schema.metadata or {}
    if meta.get(b"folio.dao", b"").decode() != name:
        fail(f"{name}: metadata folio.dao is {meta.get(b'folio.dao')!r}")
    cls = meta.get(b"folio.class")
    if cls is None:
        return None
    if cls.decode() not in models:
        fail(f"{name}: folio.class {cls!r} is not in the registry")
    return models[cls.decode()]


STRUCT_DEPTH = 3


def props_of(model):
    """A model's properties as folio's registry compiles them: a name given twice keeps its
    first place and its last definition; an id that names no property is added at the end as
    an `Object` property."""
    props = []
    for p in model.get("properties", []):
        at = next((i for i, q in enumerate(props) if q["name"] == p["name"]), None)
        if at is None:
            props.append(p)
        else:
            props[at] = p
    for name in ids_of(model):
        if name not in [p["name"] for p in props]:
            props.append({"name": name, "type": "Object"})
    return props


class Kind:
    """A column's kind, worked out here from the registry and the lines alone (the rules of
    docs/format.md, "A DAO as a table"), independently of folio's code."""

    def __init__(self, arrow, fits, cell, struct=None, item=None):
        self.arrow, self.fits, self.cell, self.struct, self.item = arrow, fits, cell, struct, item


def list_kind(item):
    """A list of `item`s: whole when every item is a value `item` holds whole."""
    return Kind(pa.list_(item.arrow),
                lambda v: isinstance(v, list) and all(x is not None and item.fits(x) for x in v),
                lambda v: [cell_of(item, x) for x in v], item=item)


def int_kind(bits):
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return Kind({64: pa.int64(), 32: pa.int32(), 16: pa.int16(), 8: pa.int8()}[bits],
                lambda v: isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi,
                lambda v: v)


def f32(v):
    return struct.unpack("f", struct.pack("f", v))[0]


def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def exact_double(v):
    return isinstance(v, float) or (is_num(v) and abs(v) <= 1 << 53)


TEXT = Kind(pa.string(), lambda v: isinstance(v, str), lambda v: v)
JSON_TEXT = Kind(pa.string(), lambda v: True, lambda v: ("json", v))
FLOAT64 = Kind(pa.float64(), exact_double, float)
BOOL = Kind(pa.bool_(), lambda v: isinstance(v, bool), lambda v: v)


def property_kind(prop, models, enums, depth=0):
    ty = prop["type"]
    if ty in INT_TYPES:
        return int_kind({"Long": 64, "Int": 32, "Short": 16, "Byte": 8}[ty])
    if ty == "Double":
        return FLOAT64
    if ty == "Float":
        return Kind(pa.float32(),
                    lambda v: isinstance(v, float) and (f32(v) == v or math.isnan(v)), f32)
    if ty == "Boolean":
        return BOOL
    if ty == "String":
        return TEXT
    if ty == "Reference":
        target = reference_type(prop, models)
        if target == "String":
            return TEXT
        if target in INT_TYPES:
            return property_kind({"type": target}, models, enums)
        return Kind(pa.string(), lambda v: isinstance(v, (str, int)) and not isinstance(v, bool),
                    lambda v: v if isinstance(v, str) else str(v))
    if ty in ("Date", "DateTime"):
        return Kind(pa.timestamp("ms", tz="UTC"), lambda v: is_num(v) and isinstance(v, int),
                    lambda v: v)
    if ty == "Enum":
        if prop.get("of") in enums:
            e = enums[prop["of"]]
            ordinals = e.get("ordinals", list(range(len(e["values"]))))
            return Kind(pa.dictionary(pa.int32(), pa.string()), lambda v: v in ordinals,
                        lambda v: e["values"][ordinals.index(v)])
        return Kind(pa.int32(), lambda v: isinstance(v, int), lambda v: v)
    if ty == "StringArray":
        return list_kind(TEXT)
    if ty == "FObjectArray" and prop.get("of") in models and depth < STRUCT_DEPTH:
        return list_kind(property_kind({"type": "FObject", "of": prop["of"]}, models, enums, depth))
    if ty == "FObject" and prop.get("of") in models and depth < STRUCT_DEPTH:
        nested = models[prop["of"]]
        fields = [(p["name"], property_kind(p, models, enums, depth + 1))
                  for p in props_of(nested)]
        arrow = pa.struct([pa.field(n, k.arrow) for n, k in fields])

        def fits(v):
            return (isinstance(v, dict) and v.get("class") == nested["class"]
                    and all(k.fits(v.get(n)) if v.get(n) is not None else True
                            for n, k in fields)
                    and not set(v) - {"class"} - {n for n, _ in fields})

        def cell(v):
            if not isinstance(v, dict):
                return None
            return {n: cell_of(k, v.get(n)) for n, k in fields}
        return Kind(arrow, fits, cell, struct=fields)
    return JSON_TEXT


def cell_of(kind, value):
    """What a column of `kind` holds for `value` (None: NULL): the value as the column reads
    it when it fits; for a struct, the fields of any object, by name; else NULL."""
    if value is None:
        return None
    if kind.fits(value):
        return kind.cell(value)
    if kind.struct is not None and isinstance(value, dict):
        return kind.cell(value)
    if kind.item is not None and isinstance(value, list):
        return kind.cell(value)
    return None


def key_kind(values):
    """A key's kind in a DAO of no typed object: what its values agree on."""
    seen = set()
    big = False
    for v in values:
        if v is None:
            continue
        if isinstance(v, bool):
            seen.add("bool")
        elif isinstance(v, int) and -(1 << 63) <= v < (1 << 63):
            seen.add("int")
            big |= abs(v) > 1 << 53
        elif isinstance(v, float):
            seen.add("float")
        elif isinstance(v, str):
            seen.add("str")
        else:
            seen.add("other")
    families = {"bool": "bool", "int": "num", "float": "num", "str": "str", "other": "other"}
    if len({families[k] for k in seen}) != 1:
        return JSON_TEXT
    if seen == {"bool"}:
        return BOOL
    if seen == {"int"}:
        return int_kind(64)
    if "float" in seen and not big and seen <= {"int", "float"}:
        return FLOAT64
    if seen == {"str"}:
        return TEXT
    return JSON_TEXT


def class_of(obj):
    # The class is the first key when it is named `class` (elsewhere it is a plain key).
    return obj["class"] if next(iter(obj), None) == "class" else None


def fields_of(obj):
    keys = list(obj)
    return {k: obj[k] for k in (keys[1:] if class_of(obj) is not None else keys)}


def layout(model, objs, models, enums):
    """The value columns (name, kind) and the models they map."""
    seen_models = sorted({class_of(o) for o in objs} & set(models) - {model and model["class"]})
    mapped = ([model["class"]] if model else []) + seen_models
    columns = []
    if mapped:
        for cls in mapped:
            for prop in props_of(models[cls]):
                if prop["name"] not in [n for n, _ in columns]:
                    columns.append((prop["name"], property_kind(prop, models, enums)))
        return columns, set(mapped)
    values = {}
    for o in objs:
        for k, v in fields_of(o).items():
            values.setdefault(k, []).append(v)
    keys = sorted(values)
    if "id" in keys:
        keys.remove("id")
        keys.insert(0, "id")
    return [(k, key_kind(values[k])) for k in keys], set()


def same(cell, want, kind):
    if isinstance(want, tuple) and want[0] == "json":
        return cell is not None and json.loads(cell) == want[1]
    if kind.item is not None:
        if want is None or cell is None:
            return want is None and cell is None
        return len(cell) == len(want) and all(
            (c is None and w is None) or (w is not None and same(c, w, kind.item))
            for c, w in zip(cell, want))
    if kind.struct is not None:
        if want is None or cell is None:
            return want is None and cell is None
        return all((cell[n] is None and want[n] is None) or (
            want[n] is not None and same(cell[n], want[n], k)) for n, k in kind.struct)
    if hasattr(cell, "timestamp"):  # a timestamp inside a struct
        cell = round(cell.timestamp() * 1000)
    if isinstance(want, float) and isinstance(cell, float):
        return cell == want or (math.isnan(cell) and math.isnan(want))
    return cell == want and type(cell) is type(want) or (
        is_num(cell) and is_num(want) and cell == want)


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
    objs = [json.loads(line) for line in lines]
    columns, mapped = layout(model, objs, models, enums)
    if names[1:-1] != [n for n, _ in columns]:
        fail(f"{name}: value columns {names[1:-1]}, want {[n for n, _ in columns]}")
    for column, kind in columns:
        got = schema.field(column).type
        if got != kind.arrow:
            fail(f"{name}.{column}: column type {got}, want {kind.arrow}")

    select = []
    con = duckdb.connect()
    # DuckDB's own names for the columns, in file order: it renames a column whose name
    # differs from an earlier one only by case (`IBAN`, `iban`), since its names ignore case.
    duck_names = [d[0] for d in con.execute("select * from read_parquet(?) limit 0", [path]).description]
    for field, duck_name in zip(schema, duck_names):
        quoted = '"' + duck_name.replace('"', '""') + '"'
        if pa.types.is_timestamp(field.type):
            select.append(f"epoch_ms({quoted})")
        else:
            select.append(quoted)
    rows = con.execute(
        f"select {', '.join(select)} from read_parquet(?)", [path]
    ).fetchall()
    if len(rows) != len(lines):
        fail(f"{name}: {len(rows)} rows, {len(lines)} JSON lines")
    whole_rows = 0
    kinds = dict(columns)
    for i, (row, line, obj) in enumerate(zip(rows, lines, objs)):
        where = f"{name} row {i}"
        cls = class_of(obj)
        if row[0] != cls:
            fail(f"{where}: class {row[0]!r}, want {cls!r}")
        fields = fields_of(obj)
        if mapped:
            mine = {p["name"] for p in props_of(models[cls])} if cls in mapped else None
            whole = mine is not None and all(
                v is None or kinds[k].fits(v) for k, v in fields.items())
        else:
            whole = all(k in kinds and (v is None or kinds[k].fits(v))
                        for k, v in fields.items())
        if whole:
            whole_rows += 1
            if row[-1] is not None:
                fail(f"{where}: json set for an object the columns hold whole")
        elif row[-1] != line:
            fail(f"{where}: json {row[-1]!r}\n  want {line!r}")
        for (column, kind), cell in zip(columns, row[1:-1]):
            want = cell_of(kind, fields.get(column))
            if want is None:
                if cell is not None:
                    fail(f"{where}.{column}: {cell!r}, want NULL")
            elif not same(cell, want, kind):
                fail(f"{where}.{column}: {cell!r}, want {want!r}")
    return len(rows), whole_rows


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
          f"({typed} whole in their columns, {rows - typed} by the json column)")


if __name__ == "__main__":
    main()
