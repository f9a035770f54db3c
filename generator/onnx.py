"""Saved graphs to ONNX models and back, through the `onnx` package.

  python3 -m generator.onnx export GRAPH.sy MODEL.onnx
  python3 -m generator.onnx import MODEL.onnx GRAPH.sy
  python3 -m generator.onnx check MODEL.onnx
  python3 -m generator.onnx table          the op mapping, as a Markdown table

Which ONNX operator each op becomes, and where its attributes go, is the
`onnx:` of the op in backends.yaml (the one source; `--yaml` names another
file), written for the opset `onnx_opset:`. What an attribute *means* (a
reshape's shape is its result shape, axis=all is every axis, a fill's value
and dtype are one typed tensor) is this module's knowledge, per op class.

export writes a model that passes onnx.checker.check_model(full_check=True)
and whose ONNX shape inference gives every value the dtype and shape the
saved graph has; it refuses, naming the op and the node (%V), an op without
an ONNX counterpart. import reads the ops export writes (opsets 13 up to
onnx_opset; opsets 6 to 12 through ONNX's version converter; older ones
whose operators are unchanged up to opset 13 as opset 13), Identity and
Constant, Flatten, Squeeze and Unsqueeze (as reshapes), Split (as slices),
Shape and Size (as constants), CastLike (as a cast), static shapes, the
dtypes of backends.yaml, and refuses anything else by name. Neither leaves a partial
output file. Exit status: 0 done, 1 refused or an unreadable input, 2 a
usage error or an error in backends.yaml.
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
from pathlib import Path

import numpy as np

try:
    import onnx
    import onnx.version_converter
    from onnx import TensorProto, helper, numpy_helper
except ImportError:  # pragma: no cover - a machine without Debian's python3-onnx
    if __name__ == "__main__":
        print("error: python3 -m generator.onnx needs the onnx package (apt-get install python3-onnx)", file=sys.stderr)
        sys.exit(2)
    raise

from . import model as model_mod
from .atomic import write_atomic
from .source import SpecError
from .spec import Model, Op
from .sygraph import MAX_RANK, UNKNOWN, Graph, GraphFileError, Ref, Value, dims_str
from .sygraph import read as read_graph
from .sygraph import write as write_graph

ROOT = Path(__file__).resolve().parent.parent
# the opset import reads ops in: ReduceSum takes its axes as an input from 13;
# a model of an opset from OLDEST_IMPORT_OPSET up goes through ONNX's own
# version converter (onnx.version_converter) to MIN_IMPORT_OPSET first
MIN_IMPORT_OPSET = 13
OLDEST_IMPORT_OPSET = 6
PRODUCER = "switchyard"


class Refused(Exception):
    """A graph or model the converter does not convert; str() says what and where."""


# ---- dtypes -----------------------------------------------------------------------------

class Dtypes:
    """backends.yaml's dtypes as ONNX element types and NumPy dtypes."""

    def __init__(self, m: Model):
        # each dtype's `onnx:` of backends.yaml (TensorProto.DataType numbers)
        self.to_onnx: dict[str, int] = {d.name: d.onnx_code for d in m.dtypes}
        self.category = {d.name: str(d.category) for d in m.dtypes}
        self.from_onnx = {v: k for k, v in self.to_onnx.items()}
        self.names = ", ".join(self.to_onnx)

    def np_dtype(self, name: str) -> np.dtype:
        """The NumPy dtype of the dtype's storage: bfloat16's bits as uint16 (ONNX's NumPy reading of
        bfloat16, onnx 1.12's to_array, is float32 values)."""
        if self.to_onnx[name] == TensorProto.BFLOAT16:
            return np.dtype("<u2")
        return np.dtype(onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[self.to_onnx[name]]).newbyteorder("<")

    def to_storage(self, arr: np.ndarray, name: str) -> bytes:
        """ONNX's NumPy values of dtype `name` as switchyard stores them (bfloat16 from float32 values,
        rounded to nearest even; a NaN keeps its sign and top payload bits, quiet)."""
        if self.to_onnx[name] != TensorProto.BFLOAT16:
            return np.ascontiguousarray(arr, dtype=self.np_dtype(name)).tobytes()
        b = np.ascontiguousarray(arr, dtype="<f4").view(np.uint32).astype(np.uint64)
        nan = (b & 0x7FFFFFFF) > 0x7F800000
        r = np.where(nan, (b >> 16) | 0x40, (b + 0x7FFF + ((b >> 16) & 1)) >> 16)
        return r.astype("<u2").tobytes()

    def from_storage(self, data: bytes, name: str, shape) -> np.ndarray:
        """Stored data of dtype `name` as ONNX's NumPy values (bfloat16 widened to float32)."""
        arr = np.frombuffer(data, dtype=self.np_dtype(name)).reshape(shape)
        if self.to_onnx[name] == TensorProto.BFLOAT16:
            return (arr.astype(np.uint32) << 16).view("<f4")
        return arr

    def tensor(self, data: bytes, name: str, shape, tname: str) -> TensorProto:
        """An initializer of stored data (raw little-endian bytes, as ONNX's raw_data is)."""
        return helper.make_tensor(tname, self.to_onnx[name], list(shape), data, raw=True)

    def of_array(self, arr: np.ndarray, what: str) -> str:
        """The dtype of the data of an initializer or Constant."""
        elem = onnx.mapping.NP_TYPE_TO_TENSOR_TYPE.get(arr.dtype.newbyteorder("="), TensorProto.UNDEFINED)
        return self.sy(elem, what)

    def sy(self, elem: int, what: str) -> str:
        if elem not in self.from_onnx:
            raise Refused(f"{what} has dtype {TensorProto.DataType.Name(elem)}, which switchyard does not have"
                          f" (its dtypes: {self.names})")
        return self.from_onnx[elem]


SY_AXIS_ALL = -128  # runtime/switchyard.h: an int axis attribute of this default stands for ONNX's axis left out


def _key_input(op: Op) -> int | None:
    """Which input has the dtype the op's dtype list speaks of (the first of its
    signature's key variable), or None when the result's dtype is the key (fills, casts)."""
    sig = op.family.signature
    if sig.results[0].type.attr:
        return None
    return next(k for k, i in enumerate(sig.inputs) if i.type.var == sig.key)


def _key_dtype(op: Op, v: Value, g: Graph) -> str:
    """The dtype an op's dtype list speaks of: the result's for fills and casts, else its key input's."""
    k = _key_input(op)
    return v.dtype if k is None else g.operand(v, k).dtype


def _norm(axis: int, rank: int) -> int:
    return axis + rank if axis < 0 else axis


# ---- export -----------------------------------------------------------------------------


def _mapping_error(op: Op, message: str) -> Refused:
    assert op.onnx is not None
    return Refused(f"{op.onnx.loc}: the 'onnx' of op '{op.name}': {message}")


def _need(op: Op, attr: str, want: str | None = None) -> str:
    """Where the mapping sends attr; with want, it must be that."""
    assert op.onnx is not None and op.onnx.op is not None
    where = op.onnx.where(attr)
    if where is None or (want is not None and where != want):
        raise _mapping_error(op, f"this converter passes {attr} to ONNX {op.onnx.op} as "
                                 f"{'an input' if want == 'input' else repr(want) if want else 'something'},"
                                 f" not {where!r}")
    return where


def _reads_at_run(v: Value) -> bool:
    """Node v reads an attribute from a value when it runs (format version 3)."""
    return any(isinstance(a, Ref) for a in v.attrs.values())


def _ref_input(v: Value, op: Op, attr: str, where: str, ref: Ref, g: Graph, number: bool, name) -> str:
    """The ONNX input of an attribute read from a value when the node runs:
    that value itself, which ONNX must take as this input (int64 of rank 1,
    or for a float a scalar of the tensor's dtype)."""
    assert op.onnx is not None
    u = g.value(ref.id)
    want = "a scalar of its tensor's dtype" if number else "int64"
    ok = (len(u.shape) == 0 and u.dtype == g.operand(v, 0).dtype) if number else u.dtype == "i64"
    if where != "input" or not ok:  # (the rank ONNX wants is checked by its shape inference on export)
        raise Refused(f"node %{v.id} ({v.op}): its {attr} is read from %{ref.id} ({u.type_str}) when it runs; ONNX"
                      f" {op.onnx.op} takes {attr} as {'an attribute' if where != 'input' else want}")
    return name(ref.id)


def _export_node(v: Value, op: Op, g: Graph, dt: Dtypes, name) -> tuple[list[str], dict, list[TensorProto]]:
    """The ONNX inputs, attributes and extra initializers of node v."""
    assert op.onnx is not None and op.onnx.op is not None
    cls = op.family.name
    ins = ["" if i is None else name(i) for i in v.ins]  # "": ONNX's absent optional input
    attrs: dict = {}
    extra: list[TensorProto] = []
    rank_in = len(g.operand(v, 0).shape) if v.ins else 0

    def int64_input(suffix: str, values) -> None:
        t = numpy_helper.from_array(np.array(list(values), dtype=np.int64), f"{name(v.id)}_{suffix}")
        extra.append(t)
        ins.append(t.name)

    if op.family.slots:
        for a in op.family.signature.attrs:
            if a.kind == "device":
                continue
            where, value = _need(op, a.name), v.attrs[a.name]
            if a.kind == "int" and a.default == SY_AXIS_ALL and value == SY_AXIS_ALL and where != "input":
                continue  # every axis (compress, unique): ONNX's axis left out
            if isinstance(value, Ref):
                ins.append(_ref_input(v, op, a.name, where, value, g, a.kind == "float", name))
            elif where == "input" and a.kind == "float":  # a scalar of the key input's dtype (Pad's constant_value)
                npdt = dt.np_dtype(g.operand(v, _key_input(op) or 0).dtype)
                t = numpy_helper.from_array(np.array(value, dtype=npdt), f"{name(v.id)}_{a.name}")
                extra.append(t)
                ins.append(t.name)
            elif where == "input" and a.kind in ("ints", "axes") and not value and a.default == ():
                ins.append("")  # an empty list that is the default: ONNX's optional input left out
            elif where == "input" and a.kind == "axis":  # a 0-D int64 (CumSum's axis)
                t = numpy_helper.from_array(np.array(int(value), dtype=np.int64), f"{name(v.id)}_{a.name}")
                extra.append(t)
                ins.append(t.name)
            elif where == "input":  # a list, or an int as a 1-D of one (TopK's K)
                int64_input(a.name, value if isinstance(value, (list, tuple)) else [value])
            elif a.kind == "dtype":
                attrs[where] = dt.to_onnx[value]
            elif a.kind in ("bool", "int", "axis"):
                attrs[where] = int(value)
            elif a.kind in ("ints", "axes", "shape"):
                attrs[where] = [int(x) for x in value]
            else:  # float, enum (the value's name, as ONNX writes its string attributes)
                attrs[where] = value
    elif cls == "fill":
        _need(op, "shape", "input")
        where = _need(op, "value")
        _need(op, "dtype", where)
        value = op.value if op.value is not None else v.attrs["value"]
        npdt = dt.np_dtype(v.dtype)
        scalar = value if npdt.kind == "f" else (value != 0 if npdt.kind == "b" else int(value))
        if isinstance(v.attrs.get("shape"), Ref):  # read when the node runs: ConstantOfShape's input itself
            ins.append(name(v.attrs["shape"].id))
        else:
            int64_input("shape", v.shape)
        attrs[where] = numpy_helper.from_array(np.array([scalar], dtype=npdt), "value")
    elif cls == "reduce":
        where = _need(op, "axis")
        axis = v.attrs["axis"]
        if isinstance(axis, Ref):
            ins.append(_ref_input(v, op, "axis", where, axis, g, False, name))
        elif where == "input":
            if axis is not None:  # no axes input: every axis
                int64_input("axes", [_norm(axis, rank_in)])
        elif axis is not None:
            attrs[where] = [_norm(axis, rank_in)]
        attrs[_need(op, "keepdim")] = int(v.attrs["keepdim"])
    elif cls in ("reshape", "expand"):
        _need(op, "shape", "input")
        written = v.attrs["shape"]
        if len(written) != len(v.shape) or any(w not in (-1, d) for w, d in zip(written, v.shape)):
            raise Refused(f"node %{v.id} ({v.op}): shape={dims_str(written)} does not give its result type"
                          f" {v.type_str}")
        int64_input("shape", v.shape)  # the result shape: -1 resolved, a reshape's 0 a real 0
        if cls == "reshape" and 0 in v.shape:
            attrs["allowzero"] = 1
    elif cls == "permute":
        attrs[_need(op, "perm")] = [_norm(p, rank_in) for p in v.attrs["perm"]]
    elif cls == "transpose":
        where = _need(op, "dim0")
        _need(op, "dim1", where)
        perm = list(range(rank_in))
        d0, d1 = _norm(v.attrs["dim0"], rank_in), _norm(v.attrs["dim1"], rank_in)
        perm[d0], perm[d1] = perm[d1], perm[d0]
        attrs[where] = perm
    elif cls == "cast":
        attrs[_need(op, "dtype")] = dt.to_onnx[v.dtype]
    elif op.onnx.attrs:
        raise _mapping_error(op, f"ops of class {cls} have no attributes to map")
    while len(ins) > len(v.ins) and ins[-1] == "":  # trailing left-out attribute inputs are not written
        ins.pop()
    return ins, attrs, extra


def _check_absent(op: Op, v: Value, ins: list[str], opset: int) -> None:
    """An input switchyard leaves out must be optional in ONNX too (LayerNormalization's Scale is not)."""
    assert op.onnx is not None and op.onnx.op is not None
    schema = onnx.defs.get_schema(op.onnx.op, opset)
    for k, n in enumerate(ins):
        if n == "" and (k >= len(schema.inputs) or
                        schema.inputs[k].option != onnx.defs.OpSchema.FormalParameterOption.Optional):
            formal = schema.inputs[k].name if k < len(schema.inputs) else str(k)
            raise Refused(f"node %{v.id} ({v.op}): its {op.family.signature.inputs[k].name} is left out, and ONNX"
                          f" {op.onnx.op} requires input {k} ({formal})")


def export(g: Graph, m: Model, graph_name: str = "switchyard") -> onnx.ModelProto:
    """The ONNX model of saved graph g; Refused for an op without a counterpart."""
    dt = Dtypes(m)
    ops = {o.name: o for o in m.ops}

    def name(vid: int) -> str:
        return f"v{vid}"

    def info(v: Value):  # a '?' dimension (known when the graph runs) has no value in ONNX either
        return helper.make_tensor_value_info(name(v.id), dt.to_onnx[v.dtype],
                                             [None if d == UNKNOWN else d for d in v.shape])

    nodes, inits = [], []
    for v in g.values:
        if v.kind == "constant":
            if dt.to_onnx[v.dtype] == TensorProto.BFLOAT16:  # NumPy has no bfloat16 to make it from
                inits.append(dt.tensor(v.data, v.dtype, v.shape, name(v.id)))
            else:
                arr = np.frombuffer(v.data, dtype=dt.np_dtype(v.dtype)).reshape(v.shape)
                inits.append(numpy_helper.from_array(arr, name(v.id)))
        elif v.kind == "node":
            op = ops[v.op]
            assert op.onnx is not None
            if op.onnx.op is None:
                raise Refused(f"op {op.name} (node %{v.id}) has no ONNX counterpart: {op.onnx.reason}")
            key = _key_dtype(op, v, g)
            if key not in op.onnx.dtypes:
                raise Refused(f"op {op.name} on {key} (node %{v.id}) has no ONNX counterpart: ONNX {op.onnx.op}"
                              f" converts {', '.join(op.onnx.dtypes)} only")
            if op.family.name in ("permute", "transpose") and not g.operand(v, 0).shape:
                # ONNX cannot write the empty perm of a rank-0 permute (an
                # attribute needs a value); it is the identity
                nodes.append(helper.make_node("Identity", [name(g.operand(v, 0).id)], [name(v.id)],
                                              name=f"%{v.id} {op.name}"))
                continue
            ins, attrs, extra = _export_node(v, op, g, dt, name)
            _check_absent(op, v, ins, m.onnx_opset)
            while ins and ins[-1] == "":
                ins.pop()
            inits += extra
            outs = [name(v.id + j) for j in range(v.n_out)]
            attrs.update(op.onnx.fixed)
            nodes.append(helper.make_node(op.onnx.op, ins, outs, name=f"%{v.id} {op.name}", **attrs))
    inputs = [info(v) for v in g.inputs]
    outputs = [info(g.value(vid)) for vid in g.outputs]
    # a node reading attributes when it runs has a result shape ONNX cannot infer: its type is declared
    dynamic = [info(g.value(v.id + j)) for v in g.values if v.kind == "node" and _runs_sized(v, g, ops)
               for j in range(v.n_out) if v.id + j not in g.outputs]
    graph = helper.make_graph(nodes, graph_name, inputs, outputs, initializer=inits, value_info=dynamic)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", m.onnx_opset)],
                              producer_name=PRODUCER, producer_version=m.version)
    model.doc_string = f"converted from a saved switchyard graph by python3 -m generator.onnx (opset {m.onnx_opset})"
    return model


def _runs_sized(v: Value, g: Graph, ops) -> bool:
    """Node v's result shape is known only when it runs: it reads attributes
    from values, its op's shape depends on values (`shape: values`), or a
    type of its or an input's has a '?' dimension."""
    return _reads_at_run(v) or ops[v.op].family.values or any(
        UNKNOWN in g.value(v.id + j).shape for j in range(v.n_out)) or any(
        i is not None and UNKNOWN in g.value(i).shape for i in v.ins)


def verify(model: onnx.ModelProto, g: Graph, m: Model) -> None:
    """ONNX shape inference (strict, outputs declared without shapes) must
    give every value g's dtype and shape; then check_model(full_check=True)."""
    ops = {o.name: o for o in m.ops}
    bare = onnx.ModelProto()
    bare.CopyFrom(model)
    for out, vid in zip(bare.graph.output, g.outputs):
        node = g.value(vid - g.value(vid).result)
        if not (node.kind == "node" and _runs_sized(node, g, ops)):  # else kept: ONNX cannot infer it
            out.type.tensor_type.ClearField("shape")
    inferred = onnx.shape_inference.infer_shapes(bare, check_type=True, strict_mode=True, data_prop=True)
    dt = Dtypes(m)
    types = {vi.name: vi.type.tensor_type for vi in
             list(inferred.graph.value_info) + list(inferred.graph.output) + list(inferred.graph.input)}
    for v in g.values:
        if v.kind not in ("node", "result"):
            continue
        t = types.get(f"v{v.id}")
        if t is None or not t.HasField("shape"):
            raise Refused(f"ONNX shape inference gives node %{v.id} ({v.op}) no shape")
        dims = [d.dim_value if d.HasField("dim_value") else None for d in t.shape.dim]
        node = g.value(v.id - v.result) if v.kind == "result" else v
        if _runs_sized(node, g, ops):  # its shape follows values known when it runs; its rank does not
            dims = [d if d is not None else s for d, s in zip(dims, v.shape)]
        dims = [UNKNOWN if d is None else d for d in dims]
        if t.elem_type != dt.to_onnx[v.dtype] or dims != list(v.shape):
            got = TensorProto.DataType.Name(t.elem_type)
            raise Refused(f"ONNX shape inference gives node %{v.id} ({v.op}) {got}{dims}, switchyard {v.type_str}")
    onnx.checker.check_model(model, full_check=True)


# ---- import -----------------------------------------------------------------------------


def _static_type(t, what: str, dt: Dtypes, unknown: bool = False) -> tuple[str, tuple[int, ...]]:
    """dtype and shape of an ONNX type; with `unknown` (a node's result) a
    dimension without a value is UNKNOWN, '?' in the saved graph: the node
    runs sized (its shape depends on values, or on an input's '?')."""
    if not t.HasField("tensor_type"):
        raise Refused(f"{what} is not a tensor")
    tt = t.tensor_type
    dtype = dt.sy(tt.elem_type, what)
    if not tt.HasField("shape"):
        raise Refused(f"{what} has no shape; switchyard graphs have a fixed rank")
    dims = []
    for k, d in enumerate(tt.shape.dim):
        if not d.HasField("dim_value"):
            if unknown:
                dims.append(UNKNOWN)
                continue
            raise Refused(f"{what}: dimension {k} is {d.dim_param or 'unknown'!r}, not a number; switchyard graphs"
                          f" have fixed shapes")
        dims.append(d.dim_value)
    return dtype, tuple(dims)


def _attr_values(node) -> dict:
    return {a.name: helper.get_attribute_value(a) for a in node.attribute}


def _exact_double(x, what: str) -> float:
    value = float(x)
    if isinstance(x, (int, np.integer)) and int(value) != int(x):
        raise Refused(f"{what}: {int(x)} is not exactly a double, which switchyard's fill value is")
    return value


def _bits(x: float) -> bytes:
    return struct.pack("<d", x)


def _from_old_opset(model: onnx.ModelProto) -> onnx.ModelProto:
    """model itself when it imports opset MIN_IMPORT_OPSET or later; else the
    model onnx.version_converter makes of it at MIN_IMPORT_OPSET (its adapters
    rewrite what changed: attributes that became inputs, Softmax's axis rule,
    and so on), or Refused naming the converter's reason."""
    old = [imp.version for imp in model.opset_import if imp.domain in ("", "ai.onnx")]
    if not old or old[0] >= MIN_IMPORT_OPSET:
        return model
    label = f"the model imports opset {old[0]}, which ONNX's version converter"
    try:
        onnx.checker.check_model(model)
        converted = onnx.version_converter.convert_version(model, MIN_IMPORT_OPSET)
    except (onnx.checker.ValidationError, RuntimeError, IndexError, ValueError) as exc:
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise Refused(f"{label} does not take to opset {MIN_IMPORT_OPSET}: {first}") from None
    return converted


def _unchanged_since(model: onnx.ModelProto, opset: int) -> bool:
    """Whether every operator of the default domain that the model uses has the
    same definition at `opset` as at MIN_IMPORT_OPSET (Not-1 is Not up to
    opset 17): then the model means what it would at MIN_IMPORT_OPSET."""
    for node in model.graph.node:
        if node.domain not in ("", "ai.onnx"):
            continue
        try:
            then = onnx.defs.get_schema(node.op_type, opset).since_version
            now = onnx.defs.get_schema(node.op_type, MIN_IMPORT_OPSET).since_version
        except onnx.defs.SchemaError:
            return False
        if then != now:
            return False
    return True


def _relabeled(model: onnx.ModelProto, opset: int) -> onnx.ModelProto:
    """model importing `opset` of the default domain instead of its own."""
    out = onnx.ModelProto()
    out.CopyFrom(model)
    for imp in out.opset_import:
        if imp.domain in ("", "ai.onnx"):
            imp.version = opset
    return out


def _static_shapes(model: onnx.ModelProto) -> dict[str, list[int] | None]:
    """Each value's shape after ONNX's shape inference (None when not static)."""
    inferred = onnx.shape_inference.infer_shapes(model)
    g = inferred.graph
    out: dict[str, list[int] | None] = {t.name: list(t.dims) for t in g.initializer}
    for vi in [*g.input, *g.value_info, *g.output]:
        t = vi.type.tensor_type
        if t.HasField("shape"):
            dims = [d.dim_value if d.HasField("dim_value") else None for d in t.shape.dim]
            out[vi.name] = None if None in dims else dims
    return out


def _constants(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    """The values of the initializers and Constant nodes (value attribute) of model."""
    out = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    for n in model.graph.node:
        if n.op_type == "Constant" and n.domain in ("", "ai.onnx"):
            for a in n.attribute:
                if a.name == "value":
                    out[n.output[0]] = numpy_helper.to_array(a.t)
    return out


def _flatten_shape(shape: list[int], node, label: str, consts) -> list[int]:
    """Flatten(x, axis): [prod(shape[:axis]), prod(shape[axis:])]."""
    axis = next((helper.get_attribute_value(a) for a in node.attribute if a.name == "axis"), 1)
    if not -len(shape) <= axis <= len(shape):
        raise Refused(f"{label}: axis {axis} is outside a rank-{len(shape)} input")
    axis = axis + len(shape) if axis < 0 else axis
    return [int(np.prod(shape[:axis], dtype=np.int64)), int(np.prod(shape[axis:], dtype=np.int64))]


def _axes_input(node, label: str, consts, rank: int) -> list[int] | None:
    """Squeeze's or Unsqueeze's axes (opset 13: the second input, a constant),
    made non-negative against rank; None when left out."""
    if len(node.input) < 2 or node.input[1] == "":
        return None
    if node.input[1] not in consts:
        raise Refused(f"{label}: its axes must be a constant")
    axes = [int(a) for a in consts[node.input[1]].reshape(-1)]
    if any(not -rank <= a < rank for a in axes) or len({a % rank for a in axes}) != len(axes):
        raise Refused(f"{label}: axes {axes} are not distinct axes of a rank-{rank} result")
    return sorted(a % rank for a in axes)


def _squeeze_shape(shape: list[int], node, label: str, consts) -> list[int]:
    """Squeeze(x, axes): shape less the axes (every axis of size 1 when left out)."""
    axes = _axes_input(node, label, consts, len(shape))
    if axes is None:
        return [d for d in shape if d != 1]
    if any(shape[a] != 1 for a in axes):
        raise Refused(f"{label}: axes {axes} of shape {shape} are not all of size 1")
    return [d for k, d in enumerate(shape) if k not in axes]


def _unsqueeze_shape(shape: list[int], node, label: str, consts) -> list[int]:
    """Unsqueeze(x, axes): shape with a 1 at each axis of the result."""
    n = len(node.input[1:2]) and len(consts.get(node.input[1], np.zeros(0)).reshape(-1))
    axes = _axes_input(node, label, consts, len(shape) + n)
    if axes is None:
        raise Refused(f"{label}: axes are required")
    out, rest = [], iter(shape)
    for k in range(len(shape) + len(axes)):
        out.append(1 if k in axes else next(rest))
    return out


# ONNX ops that are a reshape on static shapes: op type -> the target shape
_RESHAPES = {"Flatten": _flatten_shape, "Squeeze": _squeeze_shape, "Unsqueeze": _unsqueeze_shape}


def _split_parts(shape: list[int], node, label: str, consts) -> tuple[int, list[int]]:
    """Split-13(x, split, axis): the axis and each output's length along it,
    from the constant split, or equal parts when it is left out (a dimension
    they do not divide is refused, as opset 13 has it)."""
    axis = next((helper.get_attribute_value(a) for a in node.attribute if a.name == "axis"), 0)
    r, n = len(shape), len(node.output)
    if not -r <= axis < r:
        raise Refused(f"{label}: axis {axis} is outside a rank-{r} input")
    axis %= r
    if len(node.input) > 1 and node.input[1] != "":
        if node.input[1] not in consts:
            raise Refused(f"{label}: its split (input 1, '{node.input[1]}') must be a constant (an initializer or a"
                          f" Constant node); switchyard imports Split as slices of static lengths")
        parts = [int(v) for v in consts[node.input[1]].reshape(-1)]
        if len(parts) != n or any(v < 0 for v in parts) or sum(parts) != shape[axis]:
            raise Refused(f"{label}: split {parts} does not cut axis {axis} of length {shape[axis]} into {n} outputs")
        return axis, parts
    if shape[axis] % n:
        raise Refused(f"{label}: {n} equal parts of axis {axis} of length {shape[axis]}; opset 13 requires them")
    return axis, [shape[axis] // n] * n


def _shape_of(shape: list[int], node, label: str) -> np.ndarray:
    """Shape(x, start, end) of a static shape: its dims from start to end (opset 15's slice rule)."""
    a = {x.name: helper.get_attribute_value(x) for x in node.attribute}
    r = len(shape)
    start, end = int(a.get("start", 0)), int(a.get("end", r))
    start, end = (min(max(v + r if v < 0 else v, 0), r) for v in (start, end))
    return np.array(shape[start:end], dtype=np.int64)


def _elem_types(model: onnx.ModelProto) -> dict[str, int]:
    """Each value's ONNX element type after ONNX's shape inference."""
    g = onnx.shape_inference.infer_shapes(model).graph
    out = {t.name: t.data_type for t in g.initializer}
    for vi in [*g.input, *g.value_info, *g.output]:
        if vi.type.HasField("tensor_type") and vi.type.tensor_type.elem_type:
            out[vi.name] = vi.type.tensor_type.elem_type
    for n in g.node:
        if n.op_type == "Constant" and n.domain in ("", "ai.onnx"):
            for a in n.attribute:
                if a.name == "value":
                    out[n.output[0]] = a.t.data_type
    return out


def _lower(model: onnx.ModelProto) -> onnx.ModelProto:
    """ONNX nodes that are another op on static shapes, rewritten as that op:
    Flatten, Squeeze and Unsqueeze become a Reshape to the shape they make
    (ONNX's own version converter makes Flatten of an opset-11 Softmax);
    Shape and Size become constants; Split becomes one Slice per output (an
    op's results are fixed by its signature, so switchyard has no split op
    of a variable number of results; slice's gradient is split's);
    CastLike(x, like) becomes Cast(x) to like's element type (CastLike-15:
    only like's type is read)."""
    folded = {"Shape", "Size", "Split"}
    lowered = {*_RESHAPES, *folded, "CastLike"}
    if not any(n.op_type in lowered and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    shapes, consts = _static_shapes(model), _constants(model)
    elems = _elem_types(model) if any(n.op_type == "CastLike" for n in model.graph.node) else {}
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if node.op_type not in lowered or node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        if node.op_type == "CastLike":
            if len(node.input) != 2 or "" in node.input or node.attribute:
                raise Refused(f"{label}: CastLike takes two inputs and no attributes")
            if not elems.get(node.input[1]):
                raise Refused(f"{label}: ONNX shape inference gives its target_type input '{node.input[1]}' no type")
            nodes.append(helper.make_node("Cast", [node.input[0]], list(node.output), name=node.name,
                                          to=elems[node.input[1]]))
            continue
        shape = shapes.get(node.input[0])
        if shape is None:
            raise Refused(f"{label}: the shape of {node.input[0]} is not static")
        if node.op_type == "Split":
            axis, parts = _split_parts(shape, node, label, consts)
            at = 0
            for o, length in zip(node.output, parts):
                if o == "":  # an output the model leaves unnamed: nothing to compute
                    at += length
                    continue
                names = [f"{o}__sy_split_{what}" for what in ("starts", "ends", "axes")]
                for nm, v in zip(names, (at, at + length, axis)):
                    out.graph.initializer.append(numpy_helper.from_array(np.array([v], dtype=np.int64), nm))
                nodes.append(helper.make_node("Slice", [node.input[0], *names], [o], name=f"{node.name}_{o}"))
                at += length
            continue
        if node.op_type in folded:
            value = _shape_of(shape, node, label) if node.op_type == "Shape" else \
                np.array(int(np.prod(shape, dtype=np.int64)), dtype=np.int64)
            nodes.append(helper.make_node("Constant", [], [node.output[0]], name=node.name,
                                          value=numpy_helper.from_array(value, node.output[0])))
            continue
        computed = node.op_type != "Flatten" and len(node.input) > 1 and node.input[1] not in ("", *consts)
        if computed and shapes.get(node.output[0]) is not None:
            # axes computed when the graph runs: the static result type decides the shape, and the
            # reshape to it gives the elements those axes would (the elements keep their order)
            target = shapes[node.output[0]]
        else:
            target = _RESHAPES[node.op_type](shape, node, label, consts)
        name = f"{node.output[0]}__sy_{node.op_type.lower()}_shape"
        out.graph.initializer.append(numpy_helper.from_array(np.array(target, dtype=np.int64), name))
        nodes.append(helper.make_node("Reshape", [node.input[0], name], list(node.output), name=node.name))
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def import_model(model: onnx.ModelProto, m: Model) -> Graph:
    """The saved graph of an ONNX model; Refused for what switchyard cannot run."""
    dt = Dtypes(m)
    for imp in model.opset_import:
        if imp.domain in ("", "ai.onnx") and imp.version < OLDEST_IMPORT_OPSET and _unchanged_since(model, imp.version):
            model = _relabeled(model, MIN_IMPORT_OPSET)
        elif imp.domain in ("", "ai.onnx") and not OLDEST_IMPORT_OPSET <= imp.version <= m.onnx_opset:
            raise Refused(f"the model imports opset {imp.version}; this converter reads opsets {OLDEST_IMPORT_OPSET}"
                          f" to {m.onnx_opset}, and older ones whose operators are unchanged up to opset"
                          f" {MIN_IMPORT_OPSET}")
    model = _lower(_from_old_opset(model))
    by_onnx: dict[str, list[Op]] = {}
    for op in m.ops:
        if op.onnx is not None and op.onnx.op is not None:
            by_onnx.setdefault(op.onnx.op, []).append(op)
    graph = model.graph
    for node in graph.node:  # refuse by name before the checker's less direct messages
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        if node.domain not in ("", "ai.onnx"):
            raise Refused(f"{label}: operators of domain '{node.domain}' are not supported")
        if node.op_type not in by_onnx and node.op_type not in ("Identity", "Constant"):
            raise Refused(f"{label}: ONNX {node.op_type} is not supported (switchyard converts"
                          f" {', '.join(sorted([*by_onnx, 'Constant', 'Identity']))})")
    onnx.checker.check_model(model, full_check=True)
    # results of switchyard's op that the ONNX node leaves unnamed get a name,
    # so that shape inference types them too (a saved graph writes each type)
    named = onnx.ModelProto()
    named.CopyFrom(model)
    for k, node in enumerate(named.graph.node):
        if node.op_type in by_onnx:
            want = len(by_onnx[node.op_type][0].family.signature.results)
            while len(node.output) < want:
                node.output.append("")
            for j in range(len(node.output)):
                if node.output[j] == "" and j < want:
                    node.output[j] = f"__sy_{k}_{j}"
    inferred = onnx.shape_inference.infer_shapes(named, check_type=True, strict_mode=True, data_prop=True)
    types = {vi.name: vi.type for vi in list(inferred.graph.value_info) + list(inferred.graph.output)}

    values: list[Value] = []
    ref: dict[str, int] = {}  # ONNX name -> value id
    consts: dict[str, np.ndarray] = {}  # constant data by ONNX name (initializers, Constant nodes)
    elems: dict[str, int] = {}  # their ONNX element types (NumPy's reading of bfloat16 is float32)
    for k, inp in enumerate(graph.input):
        dtype, shape = _static_type(inp.type, f"graph input '{inp.name}'", dt)
        values.append(Value(len(values) + 1, "input", dtype, shape, input_index=k))
        ref[inp.name] = len(values)
    for init in graph.initializer:
        if init.name not in ref:
            consts[init.name] = numpy_helper.to_array(init)
            elems[init.name] = init.data_type

    def constant(name: str) -> int:
        """The value of constant data `name`, made on first use."""
        if name not in ref:
            arr = consts[name]
            dtype = dt.sy(elems[name], f"constant '{name}'")
            data = dt.to_storage(arr, dtype)
            values.append(Value(len(values) + 1, "constant", dtype, tuple(arr.shape), data=data))
            ref[name] = len(values)
        return ref[name]

    def tensor(name: str, label: str) -> int:
        if name in consts:
            return constant(name)
        if name not in ref:
            raise Refused(f"{label}: input '{name}' is not a value switchyard has")
        return ref[name]

    def static_ints(node, k: int, label: str, what: str, number=int, at_run: bool = False) -> list | Ref | None:
        """Input k of node as a list of numbers (int, or float when number is
        float), None when left out. When it is not a constant: with at_run, a
        Ref to its value, which the graph reads when the node runs (format
        version 3: integers, or any number for a float, of rank 0 or 1, at
        most 8); else Refused."""
        if len(node.input) <= k or node.input[k] == "":
            return None
        name = node.input[k]
        if name not in consts:
            if not at_run:
                raise Refused(f"{label}: its {what} (input {k}, '{name}') must be a constant (an initializer"
                              f" or a Constant node); switchyard ops take {what} as an attribute")
            vid = tensor(name, label)
            v = values[vid - 1]
            cat = dt.category[v.dtype]
            if len(v.shape) > 1 or math.prod(v.shape) > MAX_RANK or not (
                    cat == "int" or (number is float and cat == "float")):
                raise Refused(f"{label}: its {what} (input {k}, '{name}') is {v.type_str}, computed when the graph"
                              f" runs; switchyard reads such {what} on the host from integers of rank 0 or 1, at"
                              f" most {MAX_RANK}")
            return Ref(vid)
        return [number(x) for x in consts[name].reshape(-1)]

    for node in inferred.graph.node:
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        attrs = _attr_values(node)
        if node.op_type in ("Constant", "Identity") and len(node.output) != 1:
            raise Refused(f"{label}: {len(node.output)} outputs; ONNX {node.op_type} has one")
        out = node.output[0]
        if node.op_type == "Constant":
            consts[out], elems[out] = _constant_value(attrs, label)
            continue
        axes_in = node.input[1] if len(node.input) > 1 else ""
        if node.op_type == "ReduceSum" and attrs.get("noop_with_empty_axes", 0) and len(node.output) == 1 and (
                axes_in == "" or math.prod(consts[axes_in].shape if axes_in in consts
                                           else values[tensor(axes_in, label) - 1].shape) == 0):
            node_type = "Identity"  # ONNX: empty axes with noop_with_empty_axes give the input unchanged
        else:
            node_type = node.op_type
        if node_type == "Identity":
            if node.input[0] in consts:
                consts[out] = consts[node.input[0]]
                elems[out] = elems[node.input[0]]
            else:
                ref[out] = tensor(node.input[0], label)
            continue
        results = len(by_onnx[node.op_type][0].family.signature.results)
        if len(node.output) > results:
            raise Refused(f"{label}: {len(node.output)} outputs; switchyard's"
                          f" {by_onnx[node.op_type][0].name} gives {results}")
        typed = []
        for o in node.output:
            if o not in types:
                raise Refused(f"{label}: ONNX shape inference gives its output '{o}' no type")
            typed.append(_static_type(types[o], f"{label}: output '{o}'", dt, unknown=True))
        dtype, shape = typed[0]
        data_in = node.input[:1] if by_onnx[node.op_type][0].family.name in ("reshape", "expand") else node.input
        _check_sized(node, label, by_onnx[node.op_type][0], typed, consts,
                     [values[ref[n] - 1].shape for n in data_in if n and n not in consts and n in ref])

        def type_of(n: str) -> tuple[str, tuple[int, ...]]:
            if n in consts:
                return dt.sy(elems[n], f"constant '{n}'"), consts[n].shape
            v = values[tensor(n, label) - 1]
            return v.dtype, v.shape

        op, ins, sy_attrs = _import_node(node, label, by_onnx[node.op_type], attrs, dtype, shape, type_of,
                                         static_ints)
        assert op.onnx is not None
        key_at = _key_input(op)
        key = dtype if key_at is None else type_of(ins[key_at])[0]
        if key not in op.dtypes:
            raise Refused(f"{label}: switchyard's {op.name} does not take {key} (it takes {', '.join(op.dtypes)})")
        if key not in op.onnx.dtypes:
            raise Refused(f"{label}: switchyard's {op.name} converts {', '.join(op.onnx.dtypes)} only, not {key}")
        sig_in = op.family.signature.inputs
        for k, n in enumerate(ins):  # inputs of one type variable have one dtype (ONNX Pow's need not)
            var = sig_in[min(k, len(sig_in) - 1)].type.var if sig_in else None
            if n and var and key_at is not None and var == sig_in[key_at].type.var and type_of(n)[0] != key:
                raise Refused(f"{label}: input {k} is {type_of(n)[0]} and input {key_at} {key}; switchyard's"
                              f" {op.name} takes one dtype for both")
        ids = tuple(None if n == "" else tensor(n, label) for n in ins)
        first = len(values) + 1
        for j, (rdtype, rshape) in enumerate(typed):
            values.append(Value(first + j, "result" if j else "node", rdtype, rshape, op=op.name,
                                ins=() if j else ids, attrs=sy_attrs, n_out=len(typed), result=j))
            ref[node.output[j]] = first + j
    outputs: list[int] = []
    for o in graph.output:
        vid = constant(o.name) if o.name in consts else ref.get(o.name, 0)
        if not vid:
            raise Refused(f"graph output '{o.name}' is not a value of the model")
        if vid in outputs:
            raise Refused(f"graph output '{o.name}' is listed twice; a switchyard value is one output at most")
        outputs.append(vid)
    if not outputs:
        raise Refused("the model has no outputs")
    return Graph(values, outputs)


# Constant-13's attributes of numbers: the ONNX element type of the tensor each makes
_CONSTANT_NUMBERS = {"value_int": TensorProto.INT64, "value_ints": TensorProto.INT64,
                     "value_float": TensorProto.FLOAT, "value_floats": TensorProto.FLOAT}


def _constant_value(attrs: dict, label: str) -> tuple[np.ndarray, int]:
    """The data and ONNX element type of a Constant node: its `value` tensor,
    or a scalar (value_int, value_float) or 1-D list (value_ints,
    value_floats) of int64 or float32, as ONNX's Constant-13 makes them."""
    if len(attrs) == 1 and "value" in attrs:
        return numpy_helper.to_array(attrs["value"]), attrs["value"].data_type
    if len(attrs) == 1 and next(iter(attrs)) in _CONSTANT_NUMBERS:
        name, raw = next(iter(attrs.items()))
        elem = _CONSTANT_NUMBERS[name]
        return np.array(raw, dtype=np.int64 if elem == TensorProto.INT64 else np.float32), elem
    raise Refused(f"{label}: only Constant's 'value', 'value_int', 'value_ints', 'value_float' and 'value_floats'"
                  f" attributes are supported, not {', '.join(sorted(set(attrs) - {'value', *_CONSTANT_NUMBERS}))}")


def _check_sized(node, label: str, op: Op, typed, consts, in_shapes) -> None:
    """A result of '?' dims is for a node the graph sizes when it runs: an op
    of data-dependent shape, a ConstantOfShape of a computed shape, or an op
    whose input has '?' dims (refused where the importer itself reads the
    input's shape: pads, reshapes)."""
    unknown_in = any(UNKNOWN in s for s in in_shapes)
    if unknown_in and op.family.name in ("conv2d", "max_pool2d", "reshape", "expand"):
        raise Refused(f"{label}: an input has dimensions known only when the graph runs; switchyard imports"
                      f" {node.op_type} on inputs of fixed shapes")
    if not any(UNKNOWN in s for _d, s in typed) or unknown_in or op.family.values:
        return
    if op.family.name == "fill" and node.input and node.input[0] not in consts:
        return
    if op.family.slots and any(n and n not in consts for n in node.input[len(op.family.inputs):]):
        return  # attributes read from values
    raise Refused(f"{label}: ONNX shape inference leaves a dimension of its result open; switchyard sizes only ops"
                  f" of data-dependent shape and the nodes that read values when the graph runs")


def _where(op: Op, attr: str) -> str | None:
    return op.onnx.where(attr) if op.onnx is not None else None


def _same_pads(size: int, kernel: int, stride: int, dilation: int, upper: bool) -> tuple[int, int]:
    """ONNX's auto_pad SAME_UPPER / SAME_LOWER along one axis: the output is
    ceil(size / stride) long, the padding it needs split in two, the odd one
    at the end (UPPER) or the beginning (LOWER)."""
    out = -(-size // stride)
    total = max(0, (out - 1) * stride + dilation * (kernel - 1) + 1 - size)
    small = total // 2
    return (small, total - small) if upper else (total - small, small)


def _auto_pads(label: str, attrs: dict, x_shape: tuple[int, ...], kernel: tuple[int, ...], sy: dict) -> None:
    """ONNX's auto_pad (Conv, MaxPool) turned into pads, the shapes being static."""
    auto = attrs.get("auto_pad", b"NOTSET")
    auto = auto.decode("utf-8", "replace") if isinstance(auto, bytes) else str(auto)
    if auto == "VALID":
        sy["pads"] = (0, 0, 0, 0)
    elif auto in ("SAME_UPPER", "SAME_LOWER"):
        ends = [_same_pads(x_shape[2 + j], kernel[j], sy["stride"][j], sy["dilation"][j], auto == "SAME_UPPER")
                for j in range(2)]
        sy["pads"] = (ends[0][0], ends[1][0], ends[0][1], ends[1][1])
    elif auto != "NOTSET":
        raise Refused(f"{label}: auto_pad={auto!r} is not one of NOTSET, VALID, SAME_UPPER, SAME_LOWER")


def _conv2d_attrs(node, label: str, attrs: dict, x_shape: tuple[int, ...], w_shape: tuple[int, ...],
                  sy: dict) -> None:
    """Conv's attributes switchyard's conv2d spells otherwise: rank 4 only,
    kernel_shape (read from the weight; checked), auto_pad."""
    if len(x_shape) != 4 or len(w_shape) != 4:
        raise Refused(f"{label}: input of rank {len(x_shape)}; switchyard's conv2d takes NCHW (rank 4)")
    kernel = tuple(int(k) for k in attrs.get("kernel_shape", w_shape[2:]))
    if kernel != tuple(w_shape[2:]):
        raise Refused(f"{label}: kernel_shape {list(kernel)} is not the weight's {list(w_shape[2:])}")
    _auto_pads(label, attrs, x_shape, kernel, sy)


def _by_fixed(node, label: str, candidates: list[Op], attrs: dict) -> list[Op]:
    """The candidates whose fixed ONNX attributes the node has (ONNX's default
    where it leaves one out): Mod with fmod=0 is mod, with fmod=1 fmod."""
    schema = onnx.defs.get_schema(node.op_type)
    keys = sorted({a for o in candidates if o.onnx is not None for a, _v in o.onnx.fixed})

    def value(v):  # an int attribute, or a string one (ONNX keeps its bytes)
        return v.decode("utf-8", "replace") if isinstance(v, bytes) else int(v)

    have = {}
    for a in keys:
        if a in attrs:
            have[a] = value(attrs[a])
        elif a in schema.attributes and schema.attributes[a].default_value.name:
            have[a] = value(helper.get_attribute_value(schema.attributes[a].default_value))
    ok = [o for o in candidates if o.onnx is not None and all(have.get(a) == v for a, v in o.onnx.fixed)]
    if not ok:
        spelled = ", ".join(f"{' '.join(f'{a}={v}' for a, v in o.onnx.fixed)} ({o.name})"
                            for o in candidates if o.onnx is not None)
        raise Refused(f"{label}: {', '.join(f'{a}={have.get(a)}' for a in keys)}; switchyard converts {spelled}")
    return ok


def _schema_default(node, attr: str):
    """The default ONNX's schema gives attribute attr of node's operator, or
    None: what a node that leaves it out means (LeakyRelu's alpha 0.01), for
    parameters whose default differs among the ops of one family."""
    schema = onnx.defs.get_schema(node.op_type)
    if attr not in schema.attributes or not schema.attributes[attr].default_value.name:
        return None
    return helper.get_attribute_value(schema.attributes[attr].default_value)


def _import_node(node, label: str, candidates: list[Op], attrs: dict, dtype: str, shape: tuple[int, ...],
                 type_of, static_ints) -> tuple[Op, list[str], dict]:
    """The switchyard op, tensor inputs (ONNX names) and attributes of one ONNX node."""
    if any(o.onnx is not None and o.onnx.fixed for o in candidates):
        candidates = _by_fixed(node, label, candidates, attrs)
    cls = candidates[0].family.name
    if cls in ("transpose", "permute"):
        op = next(o for o in candidates if o.family.name == "permute") if any(
            o.family.name == "permute" for o in candidates) else candidates[0]
        cls = op.family.name
    else:
        op = candidates[0]
    assert op.onnx is not None
    n_tensor = len(op.family.inputs)
    known = {where for _a, where in op.onnx.attrs if where != "input"} | {a for a, _v in op.onnx.fixed}
    extra_known = {"reshape": {"allowzero"}, "reduce": {"noop_with_empty_axes"},
                   "conv2d": {"kernel_shape", "auto_pad"}, "max_pool2d": {"auto_pad"}}.get(cls, set())
    for a in attrs:
        if a not in known | extra_known:
            raise Refused(f"{label}: attribute '{a}' is not supported")
    if cls in ("unary", "binary", "compare", "where", "matmul") and len(node.input) != n_tensor:
        raise Refused(f"{label}: {len(node.input)} inputs; switchyard's {op.name} takes {n_tensor}")
    sy: dict = {}
    ins = list(node.input[:n_tensor])
    variadic = any(i.variadic for i in op.family.signature.inputs)
    # attributes ONNX takes as inputs (`input` in the mapping), after the tensor inputs in signature order
    from_inputs = [a for a in op.family.signature.attrs if _where(op, a.name) == "input"] if op.family.slots else []
    if op.family.slots:
        ins = list(node.input) if variadic else ins + [""] * (n_tensor - len(ins))  # trailing absent ones
        sig_in = op.family.signature.inputs
        too_many = len(node.input) > n_tensor + len(from_inputs) and not variadic
        if too_many or variadic and (not node.input or "" in ins):
            raise Refused(f"{label}: {len(node.input)} inputs; switchyard's {op.name} takes"
                          f" {'one or more' if variadic else n_tensor}")
        for k, n in enumerate(ins):
            if n == "" and not (k < len(sig_in) and sig_in[k].optional):
                raise Refused(f"{label}: input {k} is left out, and switchyard's {op.name} needs its"
                              f" {sig_in[k].name if k < len(sig_in) else 'input'}")
    rank_in = len(type_of(ins[0])[1]) if ins else 0
    if op.family.slots:
        for a in op.family.signature.attrs:
            if a.kind == "device":
                continue
            if a.kind == "dtype":  # the result's, as ONNX infers it (EyeLike's `dtype`, or its input's when left out)
                sy[a.name] = dtype
                continue
            where = _where(op, a.name) or a.name
            if where == "input":
                k = n_tensor + from_inputs.index(a)
                got = static_ints(node, k, label, a.name, float if a.kind == "float" else int,
                                  at_run=a.kind != "bool")
                if isinstance(got, Ref):  # read when the node runs: its count is known now
                    n_got = math.prod(type_of(node.input[k])[1])
                    if (n_got != 1 if a.kind in ("int", "axis", "float") else
                            a.length is not None and n_got != a.length):
                        raise Refused(f"{label}: its {a.name} (input {k}) has {n_got} values; switchyard's {op.name}"
                                      f" takes {1 if a.kind in ('int', 'axis', 'float') else a.length}")
                    sy[a.name] = got
                    continue
                if got is not None and a.kind in ("int", "axis", "float", "bool") and len(got) != 1:
                    raise Refused(f"{label}: its {a.name} (input {k}) has {len(got)} values; switchyard's {op.name}"
                                  f" takes one")
                raw = a.default if got is None else (got[0] if a.kind in ("int", "axis", "float", "bool") else got)
                where = f"input {k}"
            else:
                raw = attrs.get(where, a.default)
                if raw is None and where not in attrs:  # no default in the signature: the operator's own
                    raw = _schema_default(node, where)
            if raw is None:
                raise Refused(f"{label}: {where} ({a.name}) is required" if where.startswith("input ")
                              else f"{label}: attribute '{where}' is required")
            if isinstance(raw, bytes):
                raw = raw.decode("utf-8", "replace")
            if a.kind == "enum" and raw not in a.choices:
                raise Refused(f"{label}: {where}={raw!r}; switchyard's {op.name} takes {', '.join(a.choices)}")
            if a.kind == "bool":
                raw = bool(raw)
            elif a.kind in ("ints", "axes", "shape"):
                raw = tuple(int(x) for x in raw) if isinstance(raw, (list, tuple)) else raw
                if a.length is not None and isinstance(raw, tuple) and len(raw) != a.length:
                    raise Refused(f"{label}: {where} has {len(raw)} values, and switchyard's {op.name} takes"
                                  f" {a.length} (its input is of rank {rank_in})")
            elif a.kind in ("int", "axis"):
                raw = int(raw)
            elif a.kind == "float":
                raw = float(raw)
            sy[a.name] = raw
        if cls == "conv2d":
            _conv2d_attrs(node, label, attrs, tuple(type_of(ins[0])[1]), tuple(type_of(ins[1])[1]), sy)
        elif cls == "max_pool2d":
            _auto_pads(label, attrs, tuple(type_of(ins[0])[1]), tuple(sy["kernel"]), sy)
    elif cls == "matmul":
        ranks = [len(type_of(n)[1]) for n in ins]
        if min(ranks) < 2:
            raise Refused(f"{label}: inputs of rank {ranks[0]} and {ranks[1]}; switchyard's {op.name} takes rank 2"
                          f" or more")
    elif cls == "fill":
        where = _where(op, "value") or "value"
        t = attrs.get(where)
        value = _exact_double(numpy_helper.to_array(t).reshape(-1)[0].item(), label) if t is not None else 0.0
        fixed = [o for o in candidates if o.value is not None and _bits(o.value) == _bits(value)]
        arg = [o for o in candidates if o.value is None]
        if not fixed and not arg:
            raise Refused(f"{label}: value {value!r}; switchyard fills only"
                          f" {', '.join(str(o.value) for o in candidates)}")
        op = fixed[0] if fixed else arg[0]
        assert op.onnx is not None
        sy["value"] = value
        if node.input and node.input[0] and UNKNOWN in shape:  # ConstantOfShape of a shape computed at run
            sy["shape"] = static_ints(node, 0, label, "shape", at_run=True)
        ins = []
    elif cls == "reduce":
        where = _where(op, "axis") or "axes"
        axes = static_ints(node, 1, label, "axes", at_run=True) if where == "input" else attrs.get(where)
        if isinstance(axes, Ref) and math.prod(type_of(node.input[1])[1]) == 0:
            axes = []  # an empty list, whatever its values: its type says so
        if isinstance(axes, Ref):  # the axis is read when the node runs
            n_axes = math.prod(type_of(node.input[1])[1])
            if n_axes != 1:
                raise Refused(f"{label}: its axes (input 1) are {n_axes} values computed when the graph runs;"
                              f" switchyard reads one axis at run time")
            sy["axis"] = axes
            sy["keepdim"] = bool(attrs.get(_where(op, "keepdim") or "keepdims", 1))
            return op, ins, sy
        if not axes and attrs.get("noop_with_empty_axes", 0):
            raise Refused(f"{label}: noop_with_empty_axes=1 without axes reduces nothing; not supported")
        norm = sorted({_norm(int(a), rank_in) for a in axes}) if axes else []
        if len(norm) == 1:
            sy["axis"] = norm[0]
        elif not norm or norm == list(range(rank_in)):
            sy["axis"] = None
        else:
            raise Refused(f"{label}: reduces over axes {norm}; switchyard reduces over one axis or all of them")
        sy["keepdim"] = bool(attrs.get(_where(op, "keepdim") or "keepdims", 1))
    elif cls in ("reshape", "expand"):
        # the result shape ONNX infers or the model declares: 0 and -1 resolved, Expand's broadcast applied.
        # A shape computed when the graph runs is not read: the static result type decides the shape, and a
        # reshape or expand to it gives the elements that shape input would (README, "ONNX")
        sy["shape"] = shape
    elif cls in ("permute", "transpose"):
        perm = attrs.get(_where(op, "perm" if cls == "permute" else "dim0") or "perm")
        perm = tuple(perm) if perm is not None else tuple(reversed(range(rank_in)))
        if cls == "permute":
            sy["perm"] = perm
        else:  # a yaml without a permute op: only a swap of two axes converts
            moved = [k for k, p in enumerate(perm) if p != k]
            if len(moved) not in (0, 2) or (moved and perm[moved[0]] != moved[1]):
                raise Refused(f"{label}: perm {list(perm)} is not a swap of two axes, which {op.name} is")
            sy["dim0"], sy["dim1"] = (moved[0], moved[1]) if moved else (0, 0)
    elif cls == "cast":
        sy["dtype"] = dtype  # the output's: ONNX `to` (a dtype switchyard lacks was refused with the output)
    return op, ins, sy


# ---- files and the command line ---------------------------------------------------------


def _read_sy(path: Path, m: Model) -> Graph:
    try:
        text = path.read_bytes().decode("ascii")
    except UnicodeDecodeError as exc:
        raise GraphFileError(f"{path}: not ASCII (byte {exc.start}); not a saved graph") from None
    return read_graph(text, m, str(path))


def _goes(op: Op, a: str, w: str) -> str:
    """Where the table says attribute a of op goes in ONNX."""
    if w != "input":
        return f"`{w}`"
    slot = op.family.attr(a) if op.family.slots else None
    if slot and slot.kind == "float":
        return "a scalar input of the tensor's dtype"
    return "a 0-D int64 input" if slot and slot.kind == "axis" else "an int64 input"


def table(m: Model) -> str:
    """The op mapping as a Markdown table."""
    rows = ["| op | ONNX (opset %d) | attributes | dtypes |" % m.onnx_opset, "|---|---|---|---|"]
    for op in m.ops:
        assert op.onnx is not None
        if op.onnx.op is None:
            rows.append(f"| `{op.name}` | none: {op.onnx.reason} | | |")
            continue
        attrs = ", ".join([f"{a} -> {_goes(op, a, w)}" for a, w in op.onnx.attrs]
                          + [f"`{a}` = {v}" for a, v in op.onnx.fixed])
        dts = ", ".join(op.onnx.dtypes)
        missing = [d for d in op.dtypes if d not in op.onnx.dtypes]
        if missing:
            dts += f" (not {', '.join(missing)})"
        rows.append(f"| `{op.name}` | `{op.onnx.op}` | {attrs or 'none'} | {dts} |")
    return "\n".join(rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m generator.onnx", description=__doc__.splitlines()[0])
    parser.add_argument("--yaml", default=str(ROOT / "backends.yaml"), help="the op mapping (default: backends.yaml)")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("export", help="a saved graph (.sy) to an ONNX model, checked")
    p.add_argument("graph")
    p.add_argument("model")
    p = sub.add_parser("import", help="an ONNX model to a saved graph (.sy)")
    p.add_argument("model")
    p.add_argument("graph")
    p = sub.add_parser("check", help="onnx.checker.check_model(full_check=True) on a model")
    p.add_argument("model")
    sub.add_parser("table", help="print the op mapping as a Markdown table")
    args = parser.parse_args(argv)
    try:
        m = model_mod.load(args.yaml)
    except SpecError as exc:
        print(exc, file=sys.stderr)
        return 2
    try:
        if args.cmd == "table":
            sys.stdout.write(table(m))
        elif args.cmd == "export":
            g = _read_sy(Path(args.graph), m)
            model = export(g, m, Path(args.graph).stem)
            verify(model, g, m)
            write_atomic(Path(args.model), model.SerializeToString())
            n_nodes = sum(v.kind == "node" for v in g.values)
            print(f"wrote {args.model}: opset {m.onnx_opset}, {n_nodes} node(s); check_model(full_check=True)"
                  f" passed; ONNX shape inference agrees with every value's dtype and shape")
        elif args.cmd == "import":
            model = onnx.load(args.model)
            g = import_model(model, m)
            write_atomic(Path(args.graph), write_graph(g, m).encode("ascii"))
            print(f"wrote {args.graph}: {sum(v.kind == 'node' for v in g.values)} node(s)")
        elif args.cmd == "check":
            model = onnx.load(args.model)
            onnx.checker.check_model(model, full_check=True)
            opsets = ", ".join(f"{i.domain or 'ai.onnx'} {i.version}" for i in model.opset_import)
            print(f"{args.model}: check_model(full_check=True) passed (IR version {model.ir_version}, opset {opsets},"
                  f" {len(model.graph.node)} node(s))")
    except (Refused, GraphFileError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except (onnx.checker.ValidationError, onnx.onnx_cpp2py_export.shape_inference.InferenceError) as exc:
        print(f"error: the ONNX checker refuses the model: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"error: {exc.filename or ''}: {exc.strerror}", file=sys.stderr)
        return 1
    except Exception as exc:  # a model onnx cannot parse (DecodeError and friends)
        if type(exc).__module__.startswith("google.protobuf"):
            print(f"error: {args.model}: not an ONNX model ({exc})", file=sys.stderr)
            return 1
        raise
    return 0


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["Refused", "export", "import_model", "verify", "table", "main", "dims_str"]
