"""Saved graphs (docs/graph-format.md, version 1) in Python: reading and
writing the text format, for the ONNX converter (generator/onnx.py).

The C loader (runtime/sy_graph_load.c) is the authority on what a valid file
is; this reader checks the grammar and the references, reports the first
problem as `path:line:col: message`, and leaves the ops' shape rules to the
converter's checks and to the C loader that reads the files it writes.
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass, field
from typing import NoReturn


from .spec import Model

FORMAT_VERSION = 3  # read: 1 to 3 (2 adds the attributes of `kernel: op` families, 3 attributes read from
# values when the node runs and '?' dims of node results); written: 3 for a graph with such an attribute,
# a '?' or an op of data-dependent shape (`shape: values`), else 2
REF_KINDS = ("int", "axis", "ints", "axes", "shape", "float")  # attribute kinds a value may give
MAX_RANK = 8


class GraphFileError(Exception):
    """A saved graph that cannot be read; str() is `path:line:col: message`."""


@dataclass
class Value:
    """One value: %id = input K | constant | op(...), or a further result of
    the node `result` values before it (`%k, %k+1 = op(...)`)."""
    id: int  # 1-based
    kind: str  # "input", "constant", "node", "result"
    dtype: str
    shape: tuple[int, ...]
    input_index: int = -1  # input
    data: bytes = b""  # constant
    op: str = ""  # node
    ins: tuple[int | None, ...] = ()  # node: ids of its inputs, None for an absent optional one
    attrs: dict = field(default_factory=dict)  # node: name -> parsed value
    n_out: int = 1  # node: its results, the values from this one on
    result: int = 0  # result: which of its node's
    line: int = 0

    @property
    def type_str(self) -> str:
        return f"{self.dtype}{type_dims_str(self.shape)}"

    def label(self) -> str:
        return f"%{self.id} ({self.op or self.kind})"


@dataclass(frozen=True)
class Ref:
    """An attribute read from value %id when the node runs (format version 3):
    integers of rank 0 or 1 (any number for a float attribute), one element
    for an attribute of one number, at most 8 for a list."""
    id: int

    def __str__(self) -> str:
        return f"%{self.id}"


@dataclass
class Graph:
    values: list[Value]
    outputs: list[int]  # value ids, in output order

    def value(self, vid: int) -> Value:
        return self.values[vid - 1]

    def operand(self, v: Value, k: int) -> Value:
        """Input k of node v, which must not be one left out."""
        vid = v.ins[k]
        if vid is None:
            raise ValueError(f"{v.label()}: input {k} is left out (none)")
        return self.values[vid - 1]

    @property
    def inputs(self) -> list[Value]:
        return sorted((v for v in self.values if v.kind == "input"), key=lambda v: v.input_index)


UNKNOWN = -1  # a dimension known only when the graph runs, '?' in a type (version 3)


def dims_str(shape) -> str:
    return "[" + ", ".join(str(int(d)) for d in shape) + "]"


def type_dims_str(shape) -> str:
    """A type's dims: '?' for one known only when the graph runs."""
    return "[" + ", ".join("?" if d is None or d == UNKNOWN else str(int(d)) for d in shape) + "]"


# ---- floats: the fill value, written so that reading it gives the same 64 bits ----

_QNAN_FRACTION = 0x8000000000000


def float_str(x: float) -> str:
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    sign = "-" if bits >> 63 else ""
    if math.isnan(x):
        frac = bits & ((1 << 52) - 1)
        return f"{sign}nan" if frac == _QNAN_FRACTION else f"{sign}nan(0x{frac:x})"
    if math.isinf(x):
        return f"{sign}inf"
    text = abs(x).hex()  # 0x1.8000000000000p+1
    mant, exp = text.split("p")
    if "." in mant:
        mant = mant.rstrip("0").rstrip(".")
    return f"{sign}{mant}p{exp}"


_FLOAT = re.compile(r"^(-?)(?:(0x[01](?:\.[0-9a-f]{1,13})?p[+-][0-9]+)|(inf)|(nan)(?:\(0x([0-9a-f]{1,13})\))?)$")


def parse_float(text: str) -> float | None:
    m = _FLOAT.match(text)
    if not m:
        return None
    sign, hexf, inf, nan, payload = m.groups()
    if hexf:
        value = float.fromhex(hexf)
    elif inf:
        value = math.inf
    else:
        frac = int(payload, 16) if payload else _QNAN_FRACTION
        if frac == 0 or frac >= 1 << 52:
            return None
        bits = (0x7FF << 52) | frac
        value = struct.unpack("<d", struct.pack("<Q", bits))[0]
    return -value if sign else value


# ---- reading ----------------------------------------------------------------------------

_UINT = r"(?:0|[1-9][0-9]*)"
_INT = r"(?:0|-?[1-9][0-9]*)"
_DIMS = rf"\[(?:{_INT}(?:, {_INT})*)?\]"
_NAME = r"[A-Za-z0-9_]+"
_TDIMS = rf"\[(?:(?:{_UINT}|\?)(?:, (?:{_UINT}|\?))*)?\]"  # a type's dims: '?' known when the graph runs
_TYPE = rf"({_NAME})({_TDIMS})"
_HEADER = re.compile(rf"^switchyard-graph ({_UINT})$")
_COUNTS = re.compile(rf"^counts inputs=({_UINT}) constants=({_UINT}) nodes=({_UINT}) outputs=({_UINT})$")
_VALUE = re.compile(rf"^%({_UINT})((?:, %{_UINT})*) = (.*)$")
_INPUT = re.compile(rf"^input ({_UINT}) : {_TYPE}$")
_CONSTANT = re.compile(rf"^constant : {_TYPE} = ([0-9a-f]*)$")
_ATTR = r" ([a-z0-9_]+)=(\[[^\]]*\]|[^ \[]+)"
_REF = rf"(?:%{_UINT}|none)"
_NODE = re.compile(rf"^({_NAME})\(((?:{_REF}(?:, {_REF})*)?)\)((?: [a-z0-9_]+=(?:\[[^\]]*\]|[^ \[]+))*)"
                   rf" : ({_NAME}{_TDIMS}(?:, {_NAME}{_TDIMS})*)$")
_OUTPUT = re.compile(rf"^output ({_UINT}) = %({_UINT})$")


def _dims(text: str) -> tuple[int, ...]:
    inner = text[1:-1]
    return tuple(UNKNOWN if d == "?" else int(d) for d in inner.split(", ")) if inner else ()


def read(text: str, model: Model, path: str = "<graph>") -> Graph:
    """Parses a saved graph; raises GraphFileError naming path:line:col."""
    dtypes = {d.name: d for d in model.dtypes}
    ops = {o.name: o for o in model.ops}
    sizes = {d.name: d.size for d in model.dtypes}

    def fail(line: int, message: str, col: int = 1) -> NoReturn:
        raise GraphFileError(f"{path}:{line}:{col}: {message}")

    if not text.endswith("\n"):
        fail(text.count("\n") + 1, "the file does not end with a newline (truncated?)")
    lines = text[:-1].split("\n")
    m = _HEADER.match(lines[0])
    if not m:
        fail(1, "not a saved switchyard graph (expected 'switchyard-graph 1')")
    version = int(m.group(1))
    if not 1 <= version <= FORMAT_VERSION:
        fail(1, f"format version {m.group(1)}; this converter reads versions 1 to {FORMAT_VERSION}", 18)
    if len(lines) < 2 or not (m := _COUNTS.match(lines[1])):
        fail(2, "expected 'counts inputs=N constants=N nodes=N outputs=N'")
    n_in, n_const, n_nodes, n_out = (int(g) for g in m.groups())
    n_values = n_in + n_const + n_nodes
    values: list[Value] = []
    seen_inputs: set[int] = set()
    no = 2
    while len(values) < n_values:
        no += 1
        k = len(values)
        if no > len(lines):
            fail(len(lines), f"the counts line promises {n_values} values; the file ends at %{k}")
        line = lines[no - 1]
        m = _VALUE.match(line)
        if not m or int(m.group(1)) != k + 1:
            fail(no, f"expected '%{k + 1} = ...'")
        more = [int(r) for r in m.group(2)[3:].split(", %")] if m.group(2) else []
        if more != list(range(k + 2, k + 2 + len(more))) or k + 1 + len(more) > n_values:
            fail(no, f"%{k + 1}: a node's results are numbered in order, within the counts")
        rest = m.group(3)
        col = len(line) - len(rest) + 1

        def typ(dtype: str, dims: str, at: int = col, result: bool = False) -> tuple[str, tuple[int, ...]]:
            if dtype not in dtypes:
                fail(no, f"%{k + 1}: unknown dtype '{dtype}' (dtypes: {', '.join(dtypes)})", at)
            shape = _dims(dims)
            if len(shape) > MAX_RANK or any(d < 0 for d in shape if d != UNKNOWN):
                fail(no, f"%{k + 1}: the shape {dims} is not a shape (at most {MAX_RANK} dims, none negative)", at)
            if UNKNOWN in shape and (not result or version < 3):
                fail(no, f"%{k + 1}: dimension '?' (known when the graph runs) is only for the result types of"
                         " nodes, in format version 3 or later", at)
            return dtype, shape

        if more and not _NODE.match(rest):
            fail(no, f"%{k + 1}: a line naming {len(more) + 1} values must be an op of that many results", col)
        if (mi := _INPUT.match(rest)):
            index = int(mi.group(1))
            if index >= n_in or index in seen_inputs:
                fail(no, f"%{k + 1}: input {index} is out of range or given twice", col)
            seen_inputs.add(index)
            dt, shape = typ(mi.group(2), mi.group(3))
            values.append(Value(k + 1, "input", dt, shape, input_index=index, line=no))
        elif (mc := _CONSTANT.match(rest)):
            dt, shape = typ(mc.group(1), mc.group(2))
            want = math.prod(shape) * sizes[dt]
            if len(mc.group(3)) != 2 * want:
                fail(no, f"%{k + 1} (constant): {len(mc.group(3)) // 2} bytes of data for {dt}{dims_str(shape)},"
                         f" which has {want}", col)
            values.append(Value(k + 1, "constant", dt, shape, data=bytes.fromhex(mc.group(3)), line=no))
        elif (mn := _NODE.match(rest)):
            op_name, refs, attr_text, types = mn.groups()
            if op_name not in ops:
                fail(no, f"%{k + 1}: unknown op '{op_name}'", col)
            op = ops[op_name]
            node_fail = lambda msg: fail(no, f"%{k + 1} ({op_name}): {msg}", col)  # noqa: E731
            sig = op.family.signature
            ins = tuple(None if r == "none" else int(r[1:]) for r in refs.split(", ")) if refs else ()
            for i, r in enumerate(ins):
                if r is None and not (i < len(sig.inputs) and sig.inputs[i].optional):
                    node_fail(f"input {i} is none, and only an optional input may be")
                if r is not None and not 1 <= r <= k:
                    node_fail(f"%{r} is not a value of an earlier line")
            variadic = any(i.variadic for i in sig.inputs)
            if len(ins) != len(op.family.inputs) and not (variadic and ins):
                node_fail(f"{len(ins)} inputs, {op_name} takes {len(op.family.inputs)}")
            if op.family.slots and version < 2:
                node_fail("declared with `kernel: op`, which format version 1 cannot hold")
            results = len(sig.results)
            if len(more) + 1 != results:
                node_fail(f"the line names {len(more) + 1} value(s), {op_name} gives {results} result(s)")

            def ref(name: str, raw: str, kind: str) -> Ref:
                """An attribute read from a value: checked as sy_graph_load checks it."""
                m = re.match(r"^%([1-9][0-9]*)$", raw)
                if not m:
                    node_fail(f"{name}={raw} is not a value reference")
                if version < 3:
                    node_fail(f"{name} is read from a value, which format version {version} cannot hold"
                              " (version 3 can)")
                rid = int(m.group(1))
                if not 1 <= rid <= k:
                    node_fail(f"{name}=%{rid} is not a value of an earlier line")
                u = values[rid - 1]
                numel = (0 if kind in ("ints", "axes", "shape") else -1) if UNKNOWN in u.shape else math.prod(u.shape)
                cat = str(dtypes[u.dtype].category)
                lst = kind in ("ints", "axes", "shape")
                if len(u.shape) > 1 or (numel > MAX_RANK if lst else numel != 1) or \
                        not (cat == "int" or (kind == "float" and cat == "float")):
                    node_fail(f"{name} is read from %{rid}, a {u.type_str}; it takes "
                              + ("integers of rank 0 or 1, at most 8 of them" if lst else
                                 "one number (rank 0 or [1])" if kind == "float" else "one integer (rank 0 or [1])"))
                return Ref(rid)

            attrs = (_slot_attrs(op, attr_text, node_fail, dtypes, ref) if op.family.slots
                     else _attrs(op.family.name, attr_text, node_fail, dtypes, ref))
            tys = re.findall(_TYPE, types)
            if len(tys) != results:
                node_fail(f"{len(tys)} type(s) for {results} result(s)")
            unknown_in = any(r is not None and UNKNOWN in values[r - 1].shape for r in ins)
            dynamic = unknown_in or op.family.values or any(isinstance(a, Ref) for a in attrs.values())
            for j, (dtype, dims) in enumerate(tys):
                dt, shape = typ(dtype, dims, result=True)
                if UNKNOWN in shape and not dynamic:
                    node_fail(f"dimension '?' in {dtype}{dims}: {op_name}'s result shape follows from its input"
                              " types and attributes here; '?' is only for a node that reads attributes from values,"
                              " an op whose result shape depends on values or a node of an input with '?'")
                values.append(Value(k + 1 + j, "result" if j else "node", dt, shape, op=op_name,
                                    ins=() if j else ins, attrs=attrs, line=no, n_out=results, result=j))
        else:
            fail(no, f"%{k + 1}: expected 'input K : T', 'constant : T = DATA' or 'op(...) ATTRS : T'", col)
    if sorted(v.kind for v in values).count("constant") != n_const or len(seen_inputs) != n_in:
        fail(2, "the counts line does not match the value lines")
    if len(lines) != no + n_out + 1:
        fail(len(lines), f"the counts line promises {n_out} outputs and then 'end'; the file has"
                         f" {len(lines) - no} more lines")
    outputs: list[int] = []
    for j in range(n_out):
        line_no = no + 1 + j
        m = _OUTPUT.match(lines[line_no - 1])
        if not m or int(m.group(1)) != j:
            fail(line_no, f"expected 'output {j} = %V'")
        vid = int(m.group(2))
        if not 1 <= vid <= n_values or vid in outputs:
            fail(line_no, f"output {j}: %{vid} is not a value of the file, or already an output")
        outputs.append(vid)
    if lines[-1] != "end":
        fail(len(lines), "expected 'end'")
    return Graph(values, outputs)


def _attrs(cls: str, text: str, fail, dtypes, ref=None) -> dict:
    """The attributes of a node of class cls, in the order the format fixes."""
    order = {"fill": ("value",), "reduce": ("axis", "keepdim"), "reshape": ("shape",), "expand": ("shape",),
             "permute": ("perm",), "transpose": ("dim0", "dim1"), "cast": ("dtype",)}.get(cls, ())
    parts = re.findall(_ATTR, text)
    if cls == "fill" and [p[0] for p in parts] == ["value", "shape"] and parts[1][1].startswith("%"):
        order = ("value", "shape")  # version 3: a fill's shape read from a value when the node runs
    if [p[0] for p in parts] != list(order):
        fail(f"attributes {' '.join(p[0] for p in parts) or '(none)'}; a {cls} op has {' '.join(order) or 'none'}")
    out: dict = {}
    for name, raw in parts:
        if raw.startswith("%") and ref is not None and name in ("axis", "shape"):
            out[name] = ref(name, raw, "int" if name == "axis" else "shape")
        elif name == "value":
            value = parse_float(raw)
            if value is None:
                fail(f"value={raw} is not a float of the format")
            out[name] = value
        elif name == "axis" and raw.startswith("["):  # a set of axes (SY_AXES), as given
            if not re.match(rf"^{_DIMS}$", raw):
                fail(f"axis={raw} is not a list of integers")
            out[name] = _dims(raw)
        elif name == "axis":
            if raw != "all" and not re.match(rf"^{_INT}$", raw):
                fail(f"axis={raw} is not 'all', an integer or a list of them")
            out[name] = None if raw == "all" else int(raw)
        elif name == "keepdim":
            if raw not in ("true", "false"):
                fail(f"keepdim={raw} is not true or false")
            out[name] = raw == "true"
        elif name in ("shape", "perm"):
            if not re.match(rf"^{_DIMS}$", raw):
                fail(f"{name}={raw} is not a list of integers")
            out[name] = _dims(raw)
        elif name in ("dim0", "dim1"):
            if not re.match(rf"^{_INT}$", raw):
                fail(f"{name}={raw} is not an integer")
            out[name] = int(raw)
        elif name == "dtype":
            if raw not in dtypes:
                fail(f"dtype={raw} is not a dtype (dtypes: {', '.join(dtypes)})")
            out[name] = raw
    return out


def _slot_attrs(op, text: str, fail, dtypes, ref=None) -> dict:
    """The attributes of a node of a family with `kernel: op` (version 2): every
    attribute of its signature but a device, in order, written by kind."""
    order = [a for a in op.family.signature.attrs if a.kind != "device"]
    parts = re.findall(_ATTR, text)
    if [p[0] for p in parts] != [a.name for a in order]:
        fail(f"attributes {' '.join(p[0] for p in parts) or '(none)'}; {op.name} has"
             f" {' '.join(a.name for a in order) or 'none'}")
    out: dict = {}
    for a, (name, raw) in zip(order, parts):
        if raw.startswith("%") and ref is not None and a.kind in REF_KINDS:
            out[name] = ref(name, raw, a.kind)
        elif a.kind == "float":
            value = parse_float(raw)
            if value is None:
                fail(f"{name}={raw} is not a float of the format")
            out[name] = value
        elif a.kind == "bool":
            if raw not in ("true", "false"):
                fail(f"{name}={raw} is not true or false")
            out[name] = raw == "true"
        elif a.kind == "dtype":
            if raw not in dtypes:
                fail(f"{name}={raw} is not a dtype (dtypes: {', '.join(dtypes)})")
            out[name] = raw
        elif a.kind == "enum":
            if raw not in a.choices:
                fail(f"{name}={raw} is not one of {', '.join(a.choices)}")
            out[name] = raw
        elif a.kind in ("ints", "axes", "shape"):
            if not re.match(rf"^{_DIMS}$", raw):
                fail(f"{name}={raw} is not a list of integers")
            out[name] = _dims(raw)
        else:
            if not re.match(rf"^{_INT}$", raw):
                fail(f"{name}={raw} is not an integer")
            out[name] = int(raw)
    return out


def _slot_text(op, attrs: dict) -> str:
    parts = []
    for a in op.family.signature.attrs:
        if a.kind == "device":
            continue
        v = attrs[a.name]
        if isinstance(v, Ref):
            text = str(v)
        elif a.kind == "float":
            text = float_str(v)
        elif a.kind == "bool":
            text = "true" if v else "false"
        elif a.kind in ("ints", "axes", "shape"):
            text = dims_str(v)
        else:
            text = str(v)
        parts.append(f" {a.name}={text}")
    return "".join(parts)


# ---- writing ----------------------------------------------------------------------------


def _attr_text(cls: str, attrs: dict) -> str:
    if cls == "fill":
        shape = attrs.get("shape")
        return f" value={float_str(attrs['value'])}" + (f" shape={shape}" if isinstance(shape, Ref) else "")
    if cls == "reduce":
        axis = attrs["axis"]  # a Ref prints as %id, a set of axes (a tuple) as [0, 2]
        axis = "all" if axis is None else dims_str(axis) if isinstance(axis, tuple) else str(axis)
        return f" axis={axis} keepdim={'true' if attrs['keepdim'] else 'false'}"
    if cls in ("reshape", "expand"):
        shape = attrs["shape"]
        return f" shape={shape if isinstance(shape, Ref) else dims_str(shape)}"
    if cls == "permute":
        return f" perm={dims_str(attrs['perm'])}"
    if cls == "transpose":
        return f" dim0={attrs['dim0']} dim1={attrs['dim1']}"
    if cls == "cast":
        return f" dtype={attrs['dtype']}"
    return ""


def write(g: Graph, model: Model) -> str:
    ops = {o.name: o for o in model.ops}
    kinds = [v.kind for v in g.values]
    dynamic = any(isinstance(a, Ref) for v in g.values if v.kind == "node" for a in v.attrs.values()) or any(
        UNKNOWN in v.shape or (v.kind == "node" and ops[v.op].family.values) for v in g.values)
    out = [f"switchyard-graph {3 if dynamic else 2}",
           f"counts inputs={kinds.count('input')} constants={kinds.count('constant')}"
           f" nodes={kinds.count('node') + kinds.count('result')}"
           f" outputs={len(g.outputs)}"]
    for v in g.values:
        if v.kind == "input":
            out.append(f"%{v.id} = input {v.input_index} : {v.type_str}")
        elif v.kind == "constant":
            out.append(f"%{v.id} = constant : {v.type_str} = {v.data.hex()}")
        elif v.kind == "node":
            refs = ", ".join("none" if r is None else f"%{r}" for r in v.ins)
            op = ops[v.op]
            text = _slot_text(op, v.attrs) if op.family.slots else _attr_text(op.family.name, v.attrs)
            res = g.values[v.id - 1:v.id - 1 + v.n_out]
            ids = ", ".join(f"%{r.id}" for r in res)
            out.append(f"{ids} = {v.op}({refs}){text} : {', '.join(r.type_str for r in res)}")
    out += [f"output {k} = %{vid}" for k, vid in enumerate(g.outputs)]
    out.append("end")
    return "\n".join(out) + "\n"
