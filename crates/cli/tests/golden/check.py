#!/usr/bin/env python3
"""Independent re-derivation of `folio export --format jsonl` for the golden tests.

Written from the rules of docs/format.md (framing, grammar, string escaping), docs/semantics.md
(typing, replay) and docs/cli.md (export), not from folio's code, so that a disagreement with folio points at a bug or at a
question about the spec.  It covers what the golden journals use; anything it is unsure about it
reports on stderr as a NOTE instead of guessing silently.

Usage (from the repository root):
    python3 crates/cli/tests/golden/check.py crates/cli/tests/golden/regions.args
        -> prints the expected export on stdout
    python3 crates/cli/tests/golden/check.py --compare crates/cli/tests/golden/*.args
        -> compares with the checked-in .jsonl files, prints the first differences per golden
    python3 crates/cli/tests/golden/check.py --stats crates/cli/tests/golden/*.args
        -> per-DAO counts (entries by op, removes that hit, failed, unknown keys, mismatches,
           live objects), to set beside `folio replay --json`

NOTEs on stderr list the places where this script made a choice the design leaves open (a
merge that changes a nested object's class, a value dropped as a type mismatch, ...).
"""

import json
import math
import os
import re
import struct
import sys
from datetime import datetime, timezone

REGISTRY = "testdata/models/foam-models.json"
NOTES = []


def note(msg):
    NOTES.append(msg)


# ---------------------------------------------------------------- §3.1 framing


def split_lines(text):
    """Lines end with \\n, \\r\\n or a lone \\r."""
    return re.split(r"\r\n|\n|\r", text)


def frame(path):
    """Yields (line_no, entry_text) for every entry of one file (§3.1)."""
    with open(path, "rb") as f:
        text = f.read().decode("utf-8")
    lines = split_lines(text) if text else []  # an empty file has no lines
    if text.endswith(("\n", "\r")):
        lines = lines[:-1]  # the terminator of the last line opens no new line
    i = 0
    while i < len(lines):
        line = lines[i]
        if line in ("p({", "c({", "r({"):
            j = i + 1
            while j < len(lines) and lines[j] != "})":
                j += 1
            if j == len(lines):
                note(f"{path}:{i + 1}: unterminated multi-line entry, skipped")
                yield (i + 1, None)
                return
            yield (i + 1, "\n".join(lines[i : j + 1]))
            i = j + 1
        else:
            yield (i + 1, line)
            i += 1


# ---------------------------------------------------------------- §3.2 grammar


class Num:
    """A number as written: `text`, and whether it is an integer (no '.', no exponent)."""

    def __init__(self, text):
        self.text = text
        self.is_int = not any(c in text for c in ".eE")

    def __repr__(self):
        return f"Num({self.text})"


class ParseError(Exception):
    pass


WS = " \t\r\n"
IDENT_START = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$")
IDENT = IDENT_START | set("0123456789")
SIMPLE_ESC = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "b": "\b", "\\": "\\"}


class Parser:
    def __init__(self, s):
        self.s = s
        self.i = 0

    def peek(self):
        return self.s[self.i] if self.i < len(self.s) else ""

    def ws(self):
        while self.i < len(self.s) and self.s[self.i] in WS:
            self.i += 1

    def skip(self):  # ws and // comments (between members only)
        while True:
            self.ws()
            if self.s.startswith("//", self.i):
                j = self.s.find("\n", self.i)
                self.i = len(self.s) if j < 0 else j + 1
            else:
                return

    def expect(self, c):
        if self.peek() != c:
            raise ParseError(f"expected {c!r} at {self.i}, found {self.peek()!r}")
        self.i += 1

    def obj(self):
        """Returns a list of (key, value) pairs, duplicates kept (the caller resolves them)."""
        self.expect("{")
        pairs = []
        self.skip()
        while True:
            self.skip()
            c = self.peek()
            if c == "}":
                self.i += 1
                return pairs
            if c == ",":  # empty member (trailing or doubled comma)
                self.i += 1
                continue
            key = self.key()
            self.ws()
            self.expect(":")
            self.ws()
            pairs.append((key, self.value()))
            self.skip()
            c = self.peek()
            if c == ",":
                self.i += 1
            elif c != "}":
                raise ParseError(f"expected ',' or '}}' at {self.i}, found {c!r}")

    def key(self):
        c = self.peek()
        if c in IDENT_START:
            j = self.i
            while self.i < len(self.s) and self.s[self.i] in IDENT:
                self.i += 1
            return self.s[j : self.i]
        if c in "\"'`":
            return self.string()
        raise ParseError(f"bad key start {c!r} at {self.i}")

    def value(self):
        c = self.peek()
        if c == "{":
            return Obj(self.obj())
        if c == "[":
            self.i += 1
            out = []
            self.ws()
            if self.peek() == "]":
                self.i += 1
                return out
            while True:
                self.ws()
                out.append(self.value())
                self.ws()
                if self.peek() == ",":
                    self.i += 1
                    continue
                self.expect("]")
                return out
        if c in "\"'`":
            return self.string()
        if c == "-" or c.isdigit():
            m = re.compile(r"-?[0-9]+(\.[0-9]*)?([eE]-?[0-9]+)?").match(self.s, self.i)
            if not m:
                raise ParseError(f"bad number at {self.i}")
            self.i = m.end()
            return Num(m.group(0))
        for word, val in (("true", True), ("false", False), ("null", None)):
            if self.s.startswith(word, self.i):
                self.i += len(word)
                return val
        raise ParseError(f"unexpected {c!r} at {self.i}")

    def string(self):
        if self.s.startswith('"""', self.i):
            close = '"""'
        else:
            close = self.s[self.i]
        self.i += len(close)
        units = []  # UTF-16 code units for \u escapes, str for the rest

        while True:
            if self.i >= len(self.s):
                raise ParseError("unterminated string")
            if self.s.startswith(close, self.i):
                self.i += len(close)
                break
            c = self.s[self.i]
            if c == "\\":
                e = self.s[self.i + 1 : self.i + 2]
                if e == "":
                    raise ParseError("backslash at end")
                if e == "u":
                    h = self.s[self.i + 2 : self.i + 6]
                    if not re.fullmatch(r"[0-9A-Fa-f]{4}", h):
                        raise ParseError(f"bad \\u escape at {self.i}")
                    units.append(int(h, 16))
                    self.i += 6
                    continue
                units.append(SIMPLE_ESC.get(e, e))
                self.i += 2
                continue
            units.append(c)
            self.i += 1
        # \uXXXX is one UTF-16 unit; a high+low pair combines.
        out = []
        k = 0
        while k < len(units):
            u = units[k]
            if isinstance(u, int):
                if (
                    0xD800 <= u < 0xDC00
                    and k + 1 < len(units)
                    and isinstance(units[k + 1], int)
                    and 0xDC00 <= units[k + 1] < 0xE000
                ):
                    out.append(chr(0x10000 + ((u - 0xD800) << 10) + (units[k + 1] - 0xDC00)))
                    k += 2
                    continue
                out.append(chr(u))
            else:
                out.append(u)
            k += 1
        return "".join(out)


class Obj:
    """A parsed object: keys in first-seen order, last value wins (§3.2 duplicate keys)."""

    def __init__(self, pairs):
        self.first_key = pairs[0][0] if pairs else None
        self.d = {}
        for k, v in pairs:
            self.d[k] = v

    def cls(self):
        """The class named by `class` when it is the first key (§3.2)."""
        if self.first_key == "class" and isinstance(self.d.get("class"), str):
            return self.d["class"]
        return None

    def items_without_class(self):
        for k, v in self.d.items():
            if k == "class" and self.cls() is not None:
                continue
            yield k, v


def parse_body(body):
    p = Parser(body)
    p.ws()
    if p.peek() != "{":
        raise ParseError("body does not start with an object")
    return Obj(p.obj())  # text after the first complete object is ignored


# ---------------------------------------------------------------- §4 models


class Registry:
    def __init__(self, path):
        with open(path) as f:
            d = json.load(f)
        self.models = {m["class"]: m for m in d.get("models", [])}
        self.enums = {e["class"]: e for e in d.get("enums", [])}
        self.daos = d.get("daos", {})
        self.index = {}
        for name, m in self.models.items():
            by_key = {}
            for p in m["properties"]:
                by_key.setdefault(p["name"], p)
            for p in m["properties"]:
                if "shortName" in p:
                    by_key.setdefault(p["shortName"], p)
            self.index[name] = by_key

    def ids(self, cls):
        return self.models[cls].get("ids") or ["id"]

    def prop(self, cls, name):
        for p in self.models[cls]["properties"]:
            if p["name"] == name:
                return p
        return None


class EntryFailed(Exception):
    pass


class TObj:
    """A typed object: class + property values by canonical name."""

    def __init__(self, cls):
        self.cls = cls
        self.props = {}


class GObj:
    """A generic object (class unknown to the registry) or a plain map (cls None)."""

    def __init__(self, cls):
        self.cls = cls
        self.keys = {}


class ClassRef:
    """A Class property's value: the class name."""

    def __init__(self, name):
        self.name = name


INT_RANGE = {
    "Long": (-(2**63), 2**63 - 1),
    "Int": (-(2**31), 2**31 - 1),
    "Short": (-(2**15), 2**15 - 1),
    "Byte": (-(2**7), 2**7 - 1),
}
DROP = object()  # a value that is not stored (mismatch / null scalar)


class Typer:
    def __init__(self, reg):
        self.reg = reg
        self.counts = {"unknown_keys": 0, "type_mismatches": 0}

    def mismatch(self, where):
        self.counts["type_mismatches"] += 1
        note(f"type mismatch: {where}")
        return DROP

    def obj(self, o, default_cls):
        cls = o.cls() or default_cls
        if cls is not None and cls in self.reg.models:
            return self.typed(o, cls)
        return self.generic(o, cls)

    def typed(self, o, cls):
        t = TObj(cls)
        index = self.reg.index[cls]
        for k, v in o.items_without_class():
            p = index.get(k)
            if p is None:
                self.counts["unknown_keys"] += 1
                continue
            val = self.value(p, v, f"{cls}.{p['name']}")
            if val is not DROP:
                t.props[p["name"]] = val
        return t

    def generic(self, o, cls):
        g = GObj(cls)
        for k, v in o.items_without_class():
            g.keys[k] = self.any(v)
        return g

    def any(self, v):
        """An untyped value: objects are typed by their own class when the registry has it."""
        if isinstance(v, Obj):
            return self.obj(v, None)
        if isinstance(v, list):
            return [self.any(x) for x in v]
        return v

    def value(self, p, v, where):
        t = p["type"]
        if t in ("Date", "DateTime", "FObject", "FObjectArray", "StringArray", "Array", "List", "Map", "Class", "Object") and v is None:
            return None
        if v is None:
            return DROP
        if t in INT_RANGE:
            if isinstance(v, Num):
                if not v.is_int:
                    raise EntryFailed(f"decimal {v.text} for {t} {where}")
                n = int(v.text)
                lo, hi = INT_RANGE[t]
                if not lo <= n <= hi:
                    self.counts["type_mismatches"] += 1
                    note(f"out of range: {where} {n}")
                    return DROP
                return n
            return self.mismatch(f"{where} {t} <- {v!r}")
        if t in ("Double", "Float"):
            if isinstance(v, Num):
                f = float(v.text)
                return ("f32", f) if t == "Float" else f
            return self.mismatch(f"{where} {t} <- {v!r}")
        if t == "Boolean":
            if isinstance(v, bool):
                return v
            return self.mismatch(f"{where} Boolean <- {v!r}")
        if t == "String":
            if isinstance(v, str):
                return v
            return self.mismatch(f"{where} String <- {v!r}")
        if t in ("Date", "DateTime"):
            if isinstance(v, Num) and v.is_int:
                return int(v.text)
            if isinstance(v, str):
                m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.(\d{3}))?Z", v)
                if m:
                    dt = datetime(*(int(m.group(k)) for k in range(1, 7)), tzinfo=timezone.utc)
                    return int(dt.timestamp()) * 1000 + int(m.group(8) or 0)
            return self.mismatch(f"{where} {t} <- {v!r}")
        if t == "Enum":
            e = self.reg.enums.get(p.get("of"))
            if e is None:
                note(f"enum {p.get('of')} not in the registry ({where})")
            if isinstance(v, Num) and v.is_int:
                return int(v.text)
            if isinstance(v, Obj) and isinstance(v.d.get("ordinal"), Num):
                return int(v.d["ordinal"].text)
            if isinstance(v, str) and e is not None:
                if v not in e["values"]:
                    raise EntryFailed(f"unknown enum constant {v} ({where})")
                i = e["values"].index(v)
                return e.get("ordinals", list(range(len(e["values"]))))[i]
            return self.mismatch(f"{where} Enum <- {v!r}")
        if t == "Reference":
            vt = p.get("valueType")
            if vt == "String":
                return v if isinstance(v, str) else self.mismatch(f"{where} Ref<String> <- {v!r}")
            if vt in INT_RANGE:
                if isinstance(v, Num) and v.is_int:
                    return int(v.text)
                return self.mismatch(f"{where} Ref<{vt}> <- {v!r}")
            if vt == "FObject":  # the target's id is itself an object (a compound id)
                if isinstance(v, Obj):
                    return self.obj(v, None)
                return self.mismatch(f"{where} Ref<FObject> <- {v!r}")
            note(f"reference with valueType {vt}: {where} <- {v!r}")
            return self.any(v)
        if t == "StringArray":
            if isinstance(v, list) and all(isinstance(x, str) for x in v):
                return list(v)
            return self.mismatch(f"{where} StringArray <- {v!r}")
        if t == "FObject":
            if isinstance(v, Obj):
                return self.obj(v, p.get("of"))
            return self.mismatch(f"{where} FObject <- {v!r}")
        if t == "FObjectArray":
            if isinstance(v, list) and all(isinstance(x, Obj) for x in v):
                return [self.obj(x, p.get("of")) for x in v]
            return self.mismatch(f"{where} FObjectArray <- {v!r}")
        if t in ("Array", "List"):
            if isinstance(v, list):
                return self.any(v)
            return self.mismatch(f"{where} {t} <- {v!r}")
        if t == "Map":
            if isinstance(v, Obj) and v.cls() is None:
                return self.any(v)
            return self.mismatch(f"{where} Map <- {v!r}")
        if t == "Class":
            # Rendered the way the reference runtime writes a class: {"class":"__Class__",...}.
            if isinstance(v, str):
                return ClassRef(v)
            if isinstance(v, Obj) and v.cls() == "__Class__" and isinstance(v.d.get("forClass_"), str):
                return ClassRef(v.d["forClass_"])
            return self.mismatch(f"{where} Class <- {v!r}")
        if t == "Object":
            return self.any(v)
        note(f"unhandled type {t} at {where}")
        return self.any(v)


# ---------------------------------------------------------------- §5 replay


def id_of(reg, o):
    if isinstance(o, TObj):
        vals = []
        for name in reg.ids(o.cls):
            if name in o.props:
                vals.append(o.props[name])
            else:
                p = reg.prop(o.cls, name)
                t = p["type"] if p else "String"
                if t == "Reference":
                    t = p.get("valueType", "String")
                vals.append(0 if t in INT_RANGE else "")
        return vals[0] if len(vals) == 1 else tuple(vals)
    v = o.keys.get("id")
    if isinstance(v, Num):
        v = int(v.text) if v.is_int else float(v.text)
    return v


def merge(reg, old, new):
    """`p` on an existing object (§5): present properties overwrite, FObjects merge recursively."""
    if isinstance(old, TObj) and isinstance(new, TObj):
        out = TObj(new.cls)
        if old.cls != new.cls:
            note(f"merge changes class {old.cls} -> {new.cls}")
        out.props = dict(old.props)
        for k, v in new.props.items():
            p = reg.prop(new.cls, k)
            if p and p["type"] == "FObject" and isinstance(out.props.get(k), (TObj, GObj)) and isinstance(v, (TObj, GObj)):
                out.props[k] = merge(reg, out.props[k], v)
            else:
                out.props[k] = v
        return out
    if isinstance(old, GObj) and isinstance(new, GObj):
        out = GObj(new.cls)
        out.keys = dict(old.keys)
        out.keys.update(new.keys)
        return out
    note(f"merge of typed and generic objects ({type(old).__name__} -> {type(new).__name__})")
    return new


def dao_name(path):
    base = os.path.basename(path)
    m = re.fullmatch(r"(.*)\.jrl", base) or re.fullmatch(r"(.*)\.[0-9]+", base)
    return m.group(1) if m else base


def replay(reg, paths):
    """Returns {dao: (store, stats)} for the files, in the order §3.1 gives them."""
    by_dao = {}
    for p in paths:
        by_dao.setdefault(dao_name(p), []).append(p)
    out = {}
    for dao, files in by_dao.items():

        def order(f):
            b = os.path.basename(f)
            if b.endswith(".jrl"):
                return (0, f.encode(), 0)
            m = re.fullmatch(r".*\.([0-9]+)", b)
            return (1, b"", int(m.group(1))) if m else (2, b"", 0)

        files = sorted(files, key=order)
        entries = []
        for f in files:
            for line, e in frame(f):
                entries.append((f, line, e))
        # Default class: the registry's `daos`, else the first entry that names one (§4).
        default = reg.daos.get(dao)
        stats = dict.fromkeys(
            ["entries", "put", "put_merged", "create", "remove", "remove_hits", "failed", "comments", "blank", "version", "unknown_op"], 0
        )
        parsed = []
        for f, line, e in entries:
            if e is None:
                stats["failed"] += 1
                continue
            if e == "":
                stats["blank"] += 1
                continue
            if e[0] == "/":
                stats["comments"] += 1
                continue
            stats["entries"] += 1
            if len(e) < 3:
                stats["failed"] += 1
                note(f"{f}:{line}: entry shorter than 3 characters: {e!r}")
                continue
            op, body = e[0], e[2:-1]
            try:
                o = parse_body(body)
            except ParseError as err:
                stats["failed"] += 1
                note(f"{f}:{line}: parse failure: {err}")
                continue
            if default is None and o.cls() is not None and op in "pcr":
                default = o.cls()
            parsed.append((f, line, op, o))
        typer = Typer(reg)
        store = {}
        for f, line, op, o in parsed:
            if op == "v":
                stats["version"] += 1
                continue
            if op not in "pcr":
                stats["unknown_op"] += 1
                continue
            try:
                obj = typer.obj(o, default)
            except EntryFailed as err:
                stats["failed"] += 1
                note(f"{f}:{line}: entry fails: {err}")
                continue
            key = id_key(id_of(reg, obj))
            if op == "r":
                stats["remove"] += 1
                if store.pop(key, None) is not None:
                    stats["remove_hits"] += 1
            elif op == "c":
                stats["create"] += 1
                store[key] = obj
            else:
                stats["put"] += 1
                if key in store:
                    stats["put_merged"] += 1
                    store[key] = merge(reg, store[key], obj)
                else:
                    store[key] = obj
        stats.update(typer.counts)
        stats["objects"] = len(store)
        out[dao] = (store, stats)
    return out


def id_key(v):
    """Sort key: numbers numerically, strings bytewise, tuples element-wise (§6)."""
    if isinstance(v, tuple):
        return tuple(id_key(x) for x in v)
    if isinstance(v, bool):
        return (2, v)
    if isinstance(v, (int, float)):
        return (0, v)
    if isinstance(v, str):
        return (1, v.encode("utf-8", "surrogatepass"))
    return (3, repr(v))


# ---------------------------------------------------------------- §6/§7 rendering


def java_double(f):
    """Java's Double.toString (shortest repr digits, Java's layout)."""
    if f != f:
        return "NaN"
    if math.isinf(f):
        return "Infinity" if f > 0 else "-Infinity"
    if f == 0:
        return "-0.0" if math.copysign(1, f) < 0 else "0.0"
    return java_layout(repr(f))


def java_float(f):
    f32 = struct.unpack("f", struct.pack("f", f))[0]
    for digits in range(1, 10):
        s = f"{f32:.{digits}g}"
        if struct.unpack("f", struct.pack("f", float(s)))[0] == f32:
            return java_layout(repr(float(s)))
    return java_layout(repr(f32))


def java_layout(r):
    """Lays out Python's shortest repr the way Java does: plain in [1e-3, 1e7), else d.dddE±n."""
    neg = r.startswith("-")
    r = r.lstrip("-")
    mant, _, exp = r.partition("e")
    exp = int(exp) if exp else 0
    whole, _, frac = mant.partition(".")
    digits = (whole + frac).lstrip("0")
    point = len(whole) + exp  # position of the decimal point relative to `whole + frac`
    lead_zeros = len(whole + frac) - len((whole + frac).lstrip("0"))
    point -= lead_zeros
    digits = digits.rstrip("0") or "0"
    # value = 0.digits * 10^point
    sci_exp = point - 1
    if -3 <= sci_exp < 7:
        if point <= 0:
            s = "0." + "0" * (-point) + digits
        elif point >= len(digits):
            s = digits + "0" * (point - len(digits)) + ".0"
        else:
            s = digits[:point] + "." + digits[point:]
    else:
        s = digits[0] + "." + (digits[1:] or "0") + "E" + str(sci_exp)
    return ("-" if neg else "") + s


def render_str(s):
    out = ['"']
    for ch in s:
        c = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif 0x20 <= c <= 0x7E:
            out.append(ch)
        elif c > 0xFFFF:
            c -= 0x10000
            out.append("\\u%04x\\u%04x" % (0xD800 + (c >> 10), 0xDC00 + (c & 0x3FF)))
        else:
            out.append("\\u%04x" % c)
    out.append('"')
    return "".join(out)


def render(reg, v):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return java_double(v)
    if isinstance(v, tuple) and v and v[0] == "f32":
        return java_float(v[1])
    if isinstance(v, Num):
        if v.is_int:
            return str(int(v.text))
        note(f"generic decimal {v.text} rendered as a Java double")
        return java_double(float(v.text))
    if isinstance(v, str):
        return render_str(v)
    if isinstance(v, list):
        return "[" + ",".join(render(reg, x) for x in v) + "]"
    if isinstance(v, TObj):
        parts = ['"class":' + render_str(v.cls)]
        for p in reg.models[v.cls]["properties"]:
            if p["name"] in v.props:
                parts.append(render_str(p["name"]) + ":" + render(reg, v.props[p["name"]]))
        return "{" + ",".join(parts) + "}"
    if isinstance(v, ClassRef):
        # Strict JSON spells a class value as its name, as FOAM's formatter prints it.
        return render_str(v.name)
    if isinstance(v, GObj):
        parts = [] if v.cls is None else ['"class":' + render_str(v.cls)]
        for k, x in v.keys.items():
            parts.append(render_str(k) + ":" + render(reg, x))
        return "{" + ",".join(parts) + "}"
    raise TypeError(repr(v))


def export(reg, paths):
    """Every DAO in name order, each sorted by id (§6)."""
    lines = []
    result = replay(reg, paths)
    for name in sorted(result):
        store, _ = result[name]
        for key in sorted(store):
            lines.append(render(reg, store[key]))
    return "".join(line + "\n" for line in lines), result


def read_args(path):
    """An `.args` file: journal paths relative to the repository root, one per line."""
    with open(path) as f:
        return [line.strip() for line in f if line.strip()]


def main(argv):
    reg = Registry(REGISTRY)
    mode = "print"
    if argv and argv[0] in ("--compare", "--stats"):
        mode, argv = argv[0][2:], argv[1:]
    status = 0
    for args_file in argv:
        NOTES.clear()
        text, result = export(reg, read_args(args_file))
        if mode == "print":
            sys.stdout.write(text)
        elif mode == "stats":
            for name, (_, stats) in sorted(result.items()):
                print(args_file, name, json.dumps(stats))
        else:
            golden = args_file[: -len(".args")] + ".jsonl"
            with open(golden, encoding="utf-8") as f:
                want = f.read()
            if want == text:
                print(f"{args_file}: same ({text.count(chr(10))} objects)")
            else:
                status = 1
                a, b = want.splitlines(), text.splitlines()
                print(f"{args_file}: DIFFERENT (golden {len(a)} lines, check.py {len(b)} lines)")
                shown = 0
                for k in range(max(len(a), len(b))):
                    x = a[k] if k < len(a) else "<none>"
                    y = b[k] if k < len(b) else "<none>"
                    if x != y:
                        print(f"  line {k + 1}\n    golden:   {x}\n    check.py: {y}")
                        shown += 1
                        if shown == 5:
                            break
        for n in NOTES:
            print(f"NOTE {args_file}: {n}", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
