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
onnx_opset; opsets 6 to 12 through ONNX's version converter, PRelu-6's
per-channel slope as one; older ones whose operators are unchanged up to
opset 13 as opset 13), graph inputs with initializers as the constants the
initializers give them by default (IR version 3's weights), sequences at
constant positions (as the tensors they hold), Identity and
Constant, Flatten, Squeeze and Unsqueeze (as reshapes), Split (as slices;
a computed split checked when the graph runs), Einsum (as permutes,
reshapes, diagonal slices, sums and matmuls),
Shape and Size (as constants), CastLike (as a cast), Gemm, Dropout in
inference, BatchNormalization, InstanceNormalization, MeanVarianceNormalization
and LRN (as the ops ONNX's reference computes them with), Max and Min of one or
three or more inputs (as chains), reductions over several axes (as one over
that set of axes), Pow of mixed types (with casts), static shapes, the
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


# ONNX operators whose result shape ONNX's shape inference (onnx 1.12) leaves open even when
# their inputs are initializers: OneHot does not read its depth input
_UNINFERRED = {"OneHot"}


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
            elif cls == "max_unpool" and a.name == "output_shape":  # left out: max_unpool's rule takes only the
                ins.append("")  # shape kernel, stride and pads give, which ONNX 1.12 infers (not from this input)
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
            elif a.kind == "ints" and not value and a.default == ():
                pass  # an empty list that is the default: ONNX's attribute left out (avg_pool's stride, pads)
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
                int64_input("axes", [_norm(a, rank_in) for a in axis] if isinstance(axis, tuple)
                            else [_norm(axis, rank_in)])
        elif axis is not None:  # a set of axes (a tuple) is ONNX's axes as it is
            attrs[where] = [_norm(a, rank_in) for a in axis] if isinstance(axis, tuple) else [_norm(axis, rank_in)]
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
    if cls == "resize" and ins[2]:  # scales given: ONNX Resize takes them without sizes
        extra = [t for t in extra if t.name != ins[3]]
        ins = ins[:3]
    if op.onnx.inputs:  # the ONNX operator's own order (OneHot's indices, depth, values)
        ins = [ins[k] for k in _onnx_order(op)]
    while len(ins) > len(v.ins) and ins[-1] == "":  # trailing left-out attribute inputs are not written
        ins.pop()
    return ins, attrs, extra


def _onnx_order(op: Op) -> list[int]:
    """For each ONNX input of op's operator in its order, its place among the
    tensor inputs, then the attributes that go to an input (the converter's own order)."""
    assert op.onnx is not None
    ours = [i.name for i in op.family.signature.inputs] + [a.name for a in op.family.signature.attrs
                                                           if op.onnx.where(a.name) == "input"]
    return [ours.index(n) for n in op.onnx.inputs]


def _in_signature_order(node, op: Op):
    """A copy of ONNX node whose inputs are in the converter's order (the tensor
    inputs, then the attributes that go to an input), from the operator's."""
    order = _onnx_order(op)
    ins = ["" for _k in order]
    for theirs, ours in enumerate(order):
        if theirs < len(node.input):
            ins[ours] = node.input[theirs]
    while ins and ins[-1] == "":
        ins.pop()
    copy = onnx.NodeProto()
    copy.CopyFrom(node)
    del copy.input[:]
    copy.input.extend(ins)
    return copy


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


# Attributes whose signature default stands for ONNX's absent attribute (an
# optional one without a default): written only when the value differs.
# nll_loss's ignore_index of -2^61 (the least a saved graph holds) ignores
# nothing, as NegativeLogLikelihoodLoss without ignore_index.
ABSENT_DEFAULTS = {("nll_loss", "ignore_index"): -2**61}


def _drop_absent_attrs(op: Op, v: Value, attrs: dict) -> None:
    for (name, attr), absent in ABSENT_DEFAULTS.items():
        where = _where(op, attr)
        if op.name == name and where and attrs.get(where) == absent and v.attrs.get(attr) == absent:
            del attrs[where]


def _export_stack(v: Value, g: Graph, name) -> tuple[list, list[TensorProto]]:
    """stack (no ONNX operator of its own): an Unsqueeze of each input at the
    axis, normalized against the result's rank, then a Concat along it."""
    axis = _norm(v.attrs["axis"], len(v.shape))
    axes = numpy_helper.from_array(np.array([axis], dtype=np.int64), f"{name(v.id)}_axes")
    nodes, parts = [], []
    for k, i in enumerate(v.ins):
        part = f"{name(v.id)}_part{k}"
        nodes.append(helper.make_node("Unsqueeze", [name(i), axes.name], [part], name=f"%{v.id} stack unsqueeze {k}"))
        parts.append(part)
    nodes.append(helper.make_node("Concat", parts, [name(v.id)], name=f"%{v.id} stack", axis=axis))
    return nodes, [axes]


def _export_adaptive_pool(v: Value, g: Graph, name) -> tuple[list, list[TensorProto]]:
    """adaptive_avg_pool and adaptive_max_pool (no ONNX operator of their own)
    where ONNX's pools have their windows: an output of 1 along every axis
    of the mean as GlobalAveragePool; an output dividing every spatial
    length as AveragePool or MaxPool of kernel_shape and strides D / O (the
    windows [o * D / O, (o + 1) * D / O), the same taps; MaxPool's indices
    row-major over the whole input, as adaptive_max_pool's); any other is
    refused."""
    x = g.operand(v, 0)
    spatial, out = list(x.shape[2:]), list(v.attrs["output_size"])
    what = f"op {v.op} (node %{v.id})"
    if UNKNOWN in spatial:
        raise Refused(f"{what} of an input {x.type_str} of unknown spatial lengths has no ONNX counterpart")
    if v.op == "adaptive_avg_pool" and all(o == 1 for o in out):
        return [helper.make_node("GlobalAveragePool", [name(x.id)], [name(v.id)], name=f"%{v.id} {v.op}")], []
    if any(d % o for d, o in zip(spatial, out)):
        raise Refused(f"{what} has no ONNX counterpart: output_size {out} does not divide the spatial shape {spatial}"
                      f" of {x.type_str}, so its windows are no ONNX pool's")
    k = [d // o for d, o in zip(spatial, out)]
    if v.op == "adaptive_avg_pool":
        return [helper.make_node("AveragePool", [name(x.id)], [name(v.id)], name=f"%{v.id} {v.op}", kernel_shape=k,
                                 strides=k)], []
    return [helper.make_node("MaxPool", [name(x.id)], [name(v.id), name(v.id + 1)], name=f"%{v.id} {v.op}",
                             kernel_shape=k, strides=k)], []


# ops without an ONNX operator of their own that export as several ONNX nodes
# (their `onnx: {none: ...}` says so): op name -> (value, graph, namer) -> (nodes, initializers)
_COMPOSED = {"stack": _export_stack, "adaptive_avg_pool": _export_adaptive_pool,
             "adaptive_max_pool": _export_adaptive_pool}


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
            if op.onnx.op is None and op.name in _COMPOSED:
                c_nodes, c_inits = _COMPOSED[op.name](v, g, name)
                nodes += c_nodes
                inits += c_inits
                continue
            if op.onnx.op is None:
                raise Refused(f"op {op.name} (node %{v.id}) has no ONNX counterpart: {op.onnx.reason}")
            key = _key_dtype(op, v, g)
            if key not in op.onnx.dtypes:
                raise Refused(f"op {op.name} on {key} (node %{v.id}) has no ONNX counterpart: ONNX {op.onnx.op}"
                              f" converts {', '.join(op.onnx.dtypes)} only")
            if op.onnx.op == "OneHot" and not g.operand(v, 0).shape:
                raise Refused(f"op {op.name} (node %{v.id}) of rank-0 indices has no ONNX counterpart: ONNX OneHot"
                              f" takes indices of rank 1 or more")
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
            _drop_absent_attrs(op, v, attrs)
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
    """Node v's result shape is known only when it runs, or ONNX cannot infer
    it (its operator is in _UNINFERRED): it reads attributes from values, its
    op's shape depends on values (`shape: values`), or a type of its or an
    input's has a '?' dimension. Its result types are then declared in the
    model (value_info) rather than left to ONNX's shape inference."""
    op = ops[v.op]
    return _reads_at_run(v) or op.family.values or (op.onnx is not None and op.onnx.op in _UNINFERRED) or any(
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
        if _runs_sized(node, g, ops):  # shape from values known when it runs (or OneHot's depth); rank known
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
    # Upsample (opsets 7-9) and Resize-10 map each output index o to o / scale, and nearest takes the floor
    # (their text); ONNX 1.12's converter writes a Resize-13 of the defaults, half_pixel and
    # round_prefer_floor, which differ at scales that are not integers (and for linear at any): set both.
    olds = {n.output[0] for n in model.graph.node
            if n.op_type in ("Upsample", "Resize") and n.output and old[0] < 11}  # (Resize-11 says its own)
    for node in converted.graph.node:
        if node.op_type == "Resize" and node.output and node.output[0] in olds:
            kept = [a for a in node.attribute if a.name not in ("coordinate_transformation_mode", "nearest_mode")]
            del node.attribute[:]
            node.attribute.extend(kept + [helper.make_attribute("coordinate_transformation_mode", "asymmetric"),
                                          helper.make_attribute("nearest_mode", "floor")])
    return _loose_initializers_as_constants(converted)


def _loose_initializers_as_constants(model: onnx.ModelProto) -> onnx.ModelProto:
    """model, in a model of IR version 3, with each initializer that is no graph
    input made a Constant node ahead of the others: IR version 3 wants every
    initializer listed as an input, and the version converter's adapters add
    initializers (Pad-2's pads attribute becomes Pad-11's pads input) that are
    not."""
    inputs = {i.name for i in model.graph.input}
    loose = [t for t in model.graph.initializer if t.name not in inputs]
    if model.ir_version >= 4 or not loose:
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    g = out.graph
    kept = [t for t in g.initializer if t.name in inputs]
    nodes = [*(helper.make_node("Constant", [], [t.name], name=f"{t.name}__sy_constant", value=t) for t in loose),
             *g.node]
    del g.initializer[:], g.node[:]
    g.initializer.extend(kept)
    g.node.extend(nodes)
    return out


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


# ---- Einsum, OneHot and a computed Split, rewritten into other ONNX operators by _lower -----------


def _constant_node(name: str, arr: np.ndarray):
    """A Constant node of value arr, output name: what the rewrites write for the data they make (an
    initializer would have to be a graph input too in a model of IR version 3)."""
    return helper.make_node("Constant", [], [name], name=f"{name}__sy_constant",
                            value=numpy_helper.from_array(arr, name))


class _Emit:
    """New ONNX nodes and int64 initializers for one lowered node, named after its first output."""

    def __init__(self, out: onnx.ModelProto, node, tag: str):
        self.out, self.node, self.base, self.n = out, node, f"{node.output[0]}__sy_{tag}", 0
        self.nodes: list = []

    def name(self) -> str:
        self.n += 1
        return f"{self.base}_{self.n}"

    def ints(self, values, scalar: bool = False) -> str:
        nm = self.name()
        arr = np.array(int(values), dtype=np.int64) if scalar else np.array(list(values), dtype=np.int64)
        self.nodes.append(_constant_node(nm, arr))
        return nm

    def op(self, op_type: str, ins: list[str], result: str | None = None, **attrs) -> str:
        result = result or self.name()
        self.nodes.append(helper.make_node(op_type, ins, [result], name=f"{self.node.name}_{result}", **attrs))
        return result

    def reshape(self, x: str, frm, dims, result: str | None = None) -> str:
        """Reshape of shape frm to dims: a 0 in dims is a 0 (allowzero from opset 14; in opset 13 a 0
        copies the input's dimension there, so it must be 0 too, else Refused)."""
        dims = [int(d) for d in dims]
        opset = next((i.version for i in self.out.opset_import if i.domain in ("", "ai.onnx")), MIN_IMPORT_OPSET)
        attrs = {}
        if 0 in dims and opset >= 14:
            attrs["allowzero"] = 1
        elif any(d == 0 and (j >= len(frm) or frm[j] != 0) for j, d in enumerate(dims)):
            raise Refused(f"ONNX node '{self.node.name or self.node.output[0]}' ({self.node.op_type}): it"
                          f" becomes a Reshape of {list(frm)} to {dims}, which opset {opset} cannot write"
                          f" (its Reshape has no allowzero)")
        return self.op("Reshape", [x, self.ints(dims)], result, **attrs)

    def declare(self, name: str, elem: int, dims) -> None:
        """A value whose shape follows values read when the graph runs: its static type, declared."""
        self.out.graph.value_info.append(helper.make_tensor_value_info(name, elem, list(dims)))


def _einsum_terms(equation: str, shapes: list[list[int]], label: str) -> tuple[list[list[str]], list[str]]:
    """Einsum-12's equation as one list of labels per input and the output's:
    letters stand for themselves; an ellipsis for '.0', '.1', ... (the
    broadcast axes, aligned at the end, as NumPy's); without '->' the output
    is the ellipsis' axes, then the letters that occur once, in alphabetical
    order (upper case before lower, ASCII's and NumPy's order)."""
    eq = equation.replace(" ", "")
    lhs, arrow, rhs = eq.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(shapes):
        raise Refused(f"{label}: equation {equation!r} has {len(terms)} input terms for {len(shapes)} inputs")
    n_ell = 0
    parsed: list[tuple[str, int]] = []
    for k, (t, shape) in enumerate(zip(terms, shapes)):
        letters = t.replace("...", "")
        if t.count("...") > 1 or not all(c.isascii() and c.isalpha() for c in letters):
            raise Refused(f"{label}: term {t!r} of equation {equation!r} is not letters with at most one ellipsis")
        ell = len(shape) - len(letters) if "..." in t else 0
        if ell < 0 or ("..." not in t and len(letters) != len(shape)):
            raise Refused(f"{label}: term {t!r} names {len(letters)} axes of input {k}, of rank {len(shape)}")
        n_ell = max(n_ell, ell)
        parsed.append((t, ell))
    out_terms: list[list[str]] = []
    for term, ell in parsed:
        head, _, tail = term.partition("...") if "..." in term else (term, "", "")
        out_terms.append(list(head) + [f".{j}" for j in range(n_ell - ell, n_ell)] + list(tail))
    counts: dict[str, int] = {}
    for labels in out_terms:
        for c in labels:
            counts[c] = counts.get(c, 0) + 1
    if arrow:
        if rhs.count("...") > 1 or not all(c.isascii() and c.isalpha() for c in rhs.replace("...", "")):
            raise Refused(f"{label}: output term {rhs!r} of equation {equation!r} is not letters with at most one"
                          f" ellipsis")
        head, _, tail = rhs.partition("...") if "..." in rhs else (rhs, "", "")
        if "..." not in rhs and n_ell and any(c.startswith(".") for c in counts):
            raise Refused(f"{label}: equation {equation!r} drops the ellipsis' axes from its output; ONNX Einsum"
                          f" keeps them")
        output = list(head) + [f".{j}" for j in range(n_ell)] + list(tail)
        missing = [c for c in output if c not in counts]
        if missing or len(set(output)) != len(output):
            raise Refused(f"{label}: output term {rhs!r} of equation {equation!r} names a label twice or one no"
                          f" input has")
    else:
        output = [f".{j}" for j in range(n_ell)] + sorted(c for c, n in counts.items() if n == 1 and c[0] != ".")
    return out_terms, output


def _lower_einsum(out: onnx.ModelProto, node, label: str, shapes, consts) -> list:
    """Einsum(inputs..., equation) on static shapes as Transpose, Reshape,
    Slice, ReduceSum and MatMul: in each input the diagonal of a repeated
    label (the two axes last, flattened, every (n+1)-th element), then a sum
    over each label no other term and not the output has; the inputs then
    multiplied left to right, each pair as one batched MatMul (the shared
    labels still needed later or in the output as batch axes, which
    broadcast; the others contracted); last a Transpose to the output's
    order. The rounding is MatMul's and ReduceSum's, not one sum over every
    product."""
    attrs = _attr_values(node)
    if set(attrs) != {"equation"}:
        raise Refused(f"{label}: Einsum takes one attribute, equation")
    equation = attrs["equation"].decode("utf-8", "replace")
    if not node.input or "" in node.input:
        raise Refused(f"{label}: Einsum takes one or more inputs")
    in_shapes = []
    for n in node.input:
        if shapes.get(n) is None:
            raise Refused(f"{label}: the shape of {n} is not static")
        in_shapes.append(list(shapes[n]))
    terms, output = _einsum_terms(equation, in_shapes, label)
    size: dict[str, int] = {}
    for t, shape in zip(terms, in_shapes):
        for c, d in zip(t, shape):
            if c[0] != "." and size.setdefault(c, d) != d:
                raise Refused(f"{label}: label {c!r} of equation {equation!r} is both {size[c]} and {d} long")
            if c[0] == ".":  # broadcast: 1 meets any length
                size[c] = d if size.get(c, 1) == 1 else size[c]
                if d not in (1, size[c]):
                    raise Refused(f"{label}: the ellipsis' axes of equation {equation!r} do not broadcast"
                                  f" ({in_shapes})")
    e = _Emit(out, node, "einsum")
    cur: list[tuple[str, list[str], list[int]]] = []  # (ONNX name, labels, shape)
    for k, (name, t, shape) in enumerate(zip(node.input, terms, in_shapes)):
        t, shape = list(t), list(shape)
        while len(set(t)) != len(t):  # a diagonal: both axes of a repeated label last, flattened, stepped
            c = next(c for c in t if t.count(c) > 1)
            i, j = [p for p, x in enumerate(t) if x == c][:2]
            rest = [p for p in range(len(t)) if p not in (i, j)]
            if rest + [i, j] != list(range(len(t))):
                name = e.op("Transpose", [name], perm=rest + [i, j])
            n = shape[i]
            name = e.reshape(name, [shape[p] for p in rest + [i, j]], [shape[p] for p in rest] + [n * n])
            name = e.op("Slice", [name, e.ints([0]), e.ints([n * n]), e.ints([-1]), e.ints([n + 1])])
            t, shape = [t[p] for p in rest] + [c], [shape[p] for p in rest] + [n]
        later = set(output).union(*[set(u) for u in terms[:k] + terms[k + 1:]])
        for p in reversed(range(len(t))):  # labels this term alone has: summed now
            if t[p] not in later:
                name = e.op("ReduceSum", [name, e.ints([p])], keepdims=0)
                del t[p], shape[p]
        cur.append((name, t, shape))
    name, t, shape = cur[0]
    for k in range(1, len(cur)):
        bname, bt, bshape = cur[k]
        needed = set(output).union(*[set(u) for _n, u, _s in cur[k + 1:]])
        shared = [c for c in t if c in bt]
        batch = [c for c in shared if c in needed]
        summed = [c for c in shared if c not in needed]
        a_only = [c for c in t if c not in bt]
        b_only = [c for c in bt if c not in t]
        dim_a, dim_b = dict(zip(t, shape)), dict(zip(bt, bshape))

        def arrange(nm: str, lab: list[str], dim: dict, rows: list[str], cols: list[str]) -> str:
            """An operand's axes as [batch..., rows, cols], the rows and the columns flattened."""
            perm = [lab.index(c) for c in batch + rows + cols]
            if perm != list(range(len(lab))):
                nm = e.op("Transpose", [nm], perm=perm)
            dims = [dim[c] for c in batch] + [math.prod(dim[c] for c in rows), math.prod(dim[c] for c in cols)]
            if dims == [dim[c] for c in batch + rows + cols]:
                return nm
            return e.reshape(nm, [dim[c] for c in batch + rows + cols], dims)

        prod = e.op("MatMul", [arrange(name, t, dim_a, a_only, summed), arrange(bname, bt, dim_b, summed, b_only)])
        t = batch + a_only + b_only
        shape = [max(dim_a[c], dim_b[c]) for c in batch] + [dim_a[c] for c in a_only] + [dim_b[c] for c in b_only]
        rows, cols = math.prod(dim_a[c] for c in a_only), math.prod(dim_b[c] for c in b_only)
        made = [max(dim_a[c], dim_b[c]) for c in batch] + [rows, cols]
        name = prod if len(a_only) == len(b_only) == 1 else e.reshape(prod, made, shape)
    if t != output:
        name = e.op("Transpose", [name], perm=[t.index(c) for c in output])
    if e.nodes and e.nodes[-1].output[0] == name:
        e.nodes[-1].output[0] = node.output[0]
    else:
        e.nodes.append(helper.make_node("Identity", [name], [node.output[0]], name=node.name))
    return e.nodes


def _lower_one_hot(out: onnx.ModelProto, node, label: str, shapes, consts) -> list:
    """OneHot-11's indices and depth of a float type cast to int64 first, as
    the operator says ("casted to int64 before use": toward zero, so 2.7 is
    index 2, where its reference's modulo compares 2.7 with no index); a
    constant depth is folded. The node itself is then switchyard's one_hot."""
    if len(node.input) != 3 or "" in node.input:
        raise Refused(f"{label}: OneHot takes three inputs: indices, depth, values")
    elems = _elem_types(out)
    floats = (TensorProto.FLOAT, TensorProto.DOUBLE, TensorProto.FLOAT16, TensorProto.BFLOAT16)
    e = _Emit(out, node, "one_hot")
    ins = list(node.input)
    for k in (0, 1):
        if elems.get(ins[k]) not in floats:
            continue
        if ins[k] in consts:
            arr = consts[ins[k]]
            if not np.all(np.isfinite(arr)) or np.any(np.abs(arr) >= 2.0 ** 63):
                raise Refused(f"{label}: its {('indices', 'depth')[k]} {arr.tolist()} are not all finite int64s")
            nm = e.name()
            e.nodes.append(_constant_node(nm, np.trunc(arr).astype(np.int64)))
            ins[k] = nm
        else:
            ins[k] = e.op("Cast", [ins[k]], to=TensorProto.INT64)
    copy = onnx.NodeProto()
    copy.CopyFrom(node)
    del copy.input[:]
    copy.input.extend(ins)
    return [*e.nodes, copy]


def _lower_computed_split(out: onnx.ModelProto, node, label: str, shapes, consts) -> list:
    """Split-13 whose split (input 1) is computed or a graph input: each
    output's length is its static type's, and each is the input's slice at
    those lengths, checked when the graph runs: the input as [..., 1] sliced
    along that new last axis from d to d + 1, d being split[k] minus the
    static length, is one long only when d is 0 (a negative d counts from the
    end of the 1, and is clamped), so another split value makes a result of
    another type than the graph's, which sy_graph_run refuses
    (INPUT_MISMATCH). The new axis is last so that opset 13's Reshape, whose
    0 copies the input's dimension, writes a part of length 0."""
    shape = shapes.get(node.input[0])
    if shape is None:
        raise Refused(f"{label}: the shape of {node.input[0]} is not static")
    r, n = len(shape), len(node.output)
    axis = next((helper.get_attribute_value(a) for a in node.attribute if a.name == "axis"), 0)
    if not -r <= axis < r:
        raise Refused(f"{label}: axis {axis} is outside a rank-{r} input")
    axis %= r
    if shapes.get(node.input[1]) != [n]:
        raise Refused(f"{label}: its split (input 1, '{node.input[1]}') is not {n} values of a static shape")
    parts = []
    for o in node.output:
        s = shapes.get(o) if o else None
        if s is None or len(s) != r or any(d != w for j, (d, w) in enumerate(zip(s, shape)) if j != axis):
            raise Refused(f"{label}: its split (input 1, '{node.input[1]}') is computed when the graph runs, and"
                          f" output '{o}' has no static shape that is a part of {shape} along axis {axis}"
                          f" (switchyard takes the lengths from the outputs' types)")
        parts.append(s[axis])
    if sum(parts) != shape[axis]:
        raise Refused(f"{label}: its outputs' lengths {parts} along axis {axis} do not add up to {shape[axis]}")
    e = _Emit(out, node, "split")
    x1 = e.reshape(node.input[0], shape, [*shape, 1])
    low = e.op("Sub", [node.input[1], e.ints(parts)])  # split[k] - length: 0 when they agree
    high = e.op("Sub", [node.input[1], e.ints([p - 1 for p in parts])])
    elem = _elem_types(out).get(node.input[0], TensorProto.FLOAT)
    at = 0
    for k, (o, length) in enumerate(zip(node.output, parts)):
        ends = [at + length]
        lo = e.op("Slice", [low, e.ints([k]), e.ints([k + 1])])
        hi = e.op("Slice", [high, e.ints([k]), e.ints([k + 1])])
        starts = e.op("Concat", [lo, e.ints([at])], axis=0)
        stops = e.op("Concat", [hi, e.ints(ends)], axis=0)
        piece = e.op("Slice", [x1, starts, stops, e.ints([r, axis])])
        dims = [length if j == axis else d for j, d in enumerate(shape)]
        e.declare(piece, elem, [*dims, 1])
        e.reshape(piece, [*dims, 1], dims, result=o)
        at += length
    return e.nodes


# ONNX nodes rewritten as other ONNX nodes by _lower: op type -> (model out, node, label, shapes, consts) -> nodes
def _lower_random(out: onnx.ModelProto, node, label: str, shapes, consts) -> list:
    """RandomUniform-1 and RandomNormal-1 (no input; a `shape` attribute, `dtype` FLOAT when left out) as
    their Like operator on a ConstantOfShape of that shape, read for its shape only: the same draw, of
    the same seed, parameters and dtype (random_uniform_like and random_normal_like)."""
    attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
    if node.input:
        raise Refused(f"{label}: {node.op_type} takes no input")
    if "shape" not in attrs:
        raise Refused(f"{label}: attribute 'shape' is required")
    shape = [int(d) for d in attrs.pop("shape")]
    if any(d < 0 for d in shape):
        raise Refused(f"{label}: its shape {shape} has a negative dimension")
    attrs.setdefault("dtype", TensorProto.FLOAT)
    e = _Emit(out, node, "random")
    like = e.op("ConstantOfShape", [e.ints(shape)])
    e.nodes.append(helper.make_node(f"{node.op_type}Like", [like], list(node.output), name=node.name, **attrs))
    return e.nodes


_LOWERINGS = {"Einsum": _lower_einsum, "OneHot": _lower_one_hot, "RandomUniform": _lower_random,
              "RandomNormal": _lower_random}


def _lower(model: onnx.ModelProto) -> onnx.ModelProto:
    """ONNX nodes that are another op on static shapes, rewritten as that op:
    Flatten, Squeeze and Unsqueeze become a Reshape to the shape they make
    (ONNX's own version converter makes Flatten of an opset-11 Softmax);
    Shape and Size become constants; Split becomes one Slice per output (an
    op's results are fixed by its signature, so switchyard has no split op
    of a variable number of results; slice's gradient is split's);
    CastLike(x, like) becomes Cast(x) to like's element type (CastLike-15:
    only like's type is read); the nodes of _LOWERINGS become what their
    function makes of them (Einsum, OneHot's float inputs)."""
    folded = {"Shape", "Size", "Split"}
    lowered = {*_RESHAPES, *folded, "CastLike", *_LOWERINGS}
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
        if node.op_type in _LOWERINGS:
            nodes += _LOWERINGS[node.op_type](out, node, label, shapes, consts)
            continue
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
        if node.op_type == "Split" and len(node.input) > 1 and node.input[1] not in ("", *consts):
            nodes += _lower_computed_split(out, node, label, shapes, consts)
            continue
        if node.op_type == "Split":
            axis, parts = _split_parts(shape, node, label, consts)
            at = 0
            for o, length in zip(node.output, parts):
                if o == "":  # an output the model leaves unnamed: nothing to compute
                    at += length
                    continue
                names = [f"{o}__sy_split_{what}" for what in ("starts", "ends", "axes")]
                for nm, v in zip(names, (at, at + length, axis)):
                    nodes.append(_constant_node(nm, np.array([v], dtype=np.int64)))
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
        nodes.append(_constant_node(name, np.array(target, dtype=np.int64)))
        nodes.append(helper.make_node("Reshape", [node.input[0], name], list(node.output), name=node.name))
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


# ---- the neural-network operators that are other ops on static shapes ---------------------


class _NNEmit:
    """Nodes and initializers a lowering writes in place of one ONNX node,
    every name made from the node's first output (`<out>__sy_<what><k>`)."""

    def __init__(self, node, elem: int):
        self.node, self.elem, self.k = node, elem, 0
        self.nodes: list = []

    def fresh(self, what: str) -> str:
        self.k += 1
        return f"{self.node.output[0]}__sy_{what}{self.k}"

    def op(self, op_type: str, ins: list[str], out: str | None = None, **attrs) -> str:
        out = out or self.fresh(op_type.lower())
        self.nodes.append(helper.make_node(op_type, ins, [out], name=f"{self.node.name or self.node.output[0]}"
                                           f"__sy_{len(self.nodes)}", **attrs))
        return out

    def scalar(self, value: float) -> str:
        """A rank-0 constant of the node's element type (an ONNX float attribute's value, which is an f32,
        rounded once to that type)."""
        name = self.fresh("const")
        return self.constant(name, helper.make_tensor(name, self.elem, [], [value]))

    def ints(self, values) -> str:
        name = self.fresh("shape")
        return self.constant(name, numpy_helper.from_array(np.array([int(v) for v in values], dtype=np.int64), name))

    def constant(self, name: str, value: TensorProto) -> str:
        """A Constant node (not an initializer: a model of IR version 3 lists every initializer as an input)."""
        self.nodes.append(helper.make_node("Constant", [], [name], name=f"{name}__sy_constant", value=value))
        return name

    def reshape(self, x: str, shape, out: str | None = None) -> str:
        return self.op("Reshape", [x, self.ints(shape)], out)

    def mean_over(self, x: str, axes: list[int], out: str | None = None) -> str:
        """ReduceMean of x over `axes` (sorted, non-negative), kept as dimensions of 1: switchyard's mean
        over that set of axes at once (one axis, a SY_AXES set, or every axis)."""
        return self.op("ReduceMean", [x], out, axes=axes, keepdims=1)


_FLOATS = (TensorProto.FLOAT, TensorProto.DOUBLE, TensorProto.FLOAT16, TensorProto.BFLOAT16)


def _lower_gemm(node, label: str, e: _NNEmit, shapes, consts, attrs: dict) -> None:
    """Gemm-13: Y = alpha * op(A) @ op(B) + beta * C as Transpose (transA, transB), MatMul, Mul by alpha
    (left out when alpha is 1) and Add of beta * C (the Mul left out when beta is 1; C broadcast to the
    product's shape, ONNX's unidirectional broadcast, which Add's multidirectional one includes; no Add when
    C is left out), in the order ONNX's reference computes it. Integer inputs take alpha = beta = 1 only."""
    a, b = node.input[0], node.input[1]
    c = node.input[2] if len(node.input) > 2 and node.input[2] != "" else None
    alpha, beta = float(attrs.get("alpha", 1.0)), float(attrs.get("beta", 1.0))
    if e.elem not in _FLOATS and (alpha != 1.0 or beta != 1.0):
        raise Refused(f"{label}: alpha {alpha} and beta {beta} with integer inputs; switchyard's Gemm of integers"
                      f" takes alpha = beta = 1 only")
    for name, flag in ((a, "transA"), (b, "transB")):
        if shapes.get(name) is None or len(shapes[name]) != 2:
            raise Refused(f"{label}: input '{name}' is not a matrix of static shape; Gemm takes two")
    if attrs.get("transA", 0):
        a = e.op("Transpose", [a], perm=[1, 0])
    if attrs.get("transB", 0):
        b = e.op("Transpose", [b], perm=[1, 0])
    y = e.op("MatMul", [a, b], node.output[0] if c is None and alpha == 1.0 else None)
    if alpha != 1.0:
        y = e.op("Mul", [y, e.scalar(alpha)], node.output[0] if c is None else None)
    if c is not None:
        if beta != 1.0:
            c = e.op("Mul", [c, e.scalar(beta)])
        e.op("Add", [y, c], node.output[0])


def _lower_dropout(node, label: str, e: _NNEmit, shapes, consts, attrs: dict) -> None:
    """Dropout-13 in inference: training_mode left out or a constant false (or ratio a constant 0) gives
    the input itself and a mask of trues (ONNX's text and reference). Otherwise (training_mode true or
    computed when the graph runs) the node stays, switchyard's dropout op, which draws as ONNX's reference
    does with NumPy's generator from the node's seed; without a seed ONNX's dropout in training is random,
    which no draw reproduces: refused by name."""
    ratio = node.input[1] if len(node.input) > 1 and node.input[1] != "" else None
    train = node.input[2] if len(node.input) > 2 and node.input[2] != "" else None
    training = train is not None and (train not in consts or bool(np.asarray(consts[train]).reshape(-1)[0]))
    zero = ratio is not None and ratio in consts and float(np.asarray(consts[ratio]).reshape(-1)[0]) == 0.0
    if training and not zero:
        if "seed" in attrs:
            e.nodes.append(node)
            return
        why = "is computed when the graph runs" if train not in consts else "is true"
        raise Refused(f"{label}: training_mode '{train}' {why}, and dropout in training without a seed draws"
                      f" random numbers; switchyard imports Dropout with a seed, or in inference (training_mode"
                      f" left out or a constant false, or ratio a constant 0)")
    e.op("Identity", [node.input[0]], node.output[0])
    if len(node.output) > 1 and node.output[1] != "":
        shape = shapes.get(node.input[0])
        if shape is None:
            raise Refused(f"{label}: the shape of {node.input[0]} is not static, and its mask has that shape")
        e.constant(node.output[1], numpy_helper.from_array(np.ones(shape, dtype=bool), node.output[1]))


def _channel_params(e: _NNEmit, names, rank: int) -> list[str]:
    """Per-channel [C] inputs reshaped to [C, 1, ...] against an input of rank `rank` (axis 1 the channel)."""
    return [e.reshape(n, [-1] + [1] * (rank - 2)) for n in names]


def _normalize(e: _NNEmit, x: str, mean: str, var: str, scale: str, bias: str, epsilon: float, out: str) -> str:
    """scale * (x - mean) / sqrt(var + epsilon) + bias, in that order (ONNX's reference of
    BatchNormalization and InstanceNormalization)."""
    num = e.op("Mul", [scale, e.op("Sub", [x, mean])])
    den = e.op("Sqrt", [e.op("Add", [var, e.scalar(epsilon)])])
    return e.op("Add", [e.op("Div", [num, den]), bias], out)


def _lower_batchnorm(node, label: str, e: _NNEmit, shapes, consts, attrs: dict) -> None:
    """BatchNormalization-15 of x [N, C, ...] and [C] scale, B, input_mean, input_var: in inference,
    scale * (x - input_mean) / sqrt(input_var + epsilon) + B; with training_mode 1, the same with the
    batch's mean and population variance over every axis but 1, and two more outputs, running_mean =
    input_mean * momentum + mean * (1 - momentum) and running_var likewise (1 - momentum computed in
    double from the f32 attribute and rounded once to the dtype)."""
    x = node.input[0]
    shape = shapes.get(x)
    if shape is None or len(shape) < 2:
        raise Refused(f"{label}: input '{x}' has no static shape of rank 2 or more ([N, C, ...])")
    if len(node.input) != 5 or "" in node.input:
        raise Refused(f"{label}: {len(node.input)} inputs; BatchNormalization takes five")
    training = int(attrs.get("training_mode", 0))
    outs = [o for o in node.output]
    if not training and len(outs) > 1 and any(outs[1:]):
        raise Refused(f"{label}: outputs running_mean and running_var are for training_mode 1 only")
    if len(outs) > 3 and any(outs[3:]):
        raise Refused(f"{label}: {len(outs)} outputs; BatchNormalization-15 has three")
    epsilon = float(attrs.get("epsilon", _schema_default(node, "epsilon")))
    momentum = float(attrs.get("momentum", _schema_default(node, "momentum")))
    r = len(shape)
    scale, bias, mean, var = _channel_params(e, node.input[1:5], r)
    if training:
        axes = [0] + list(range(2, r))
        bmean = e.mean_over(x, axes)
        d = e.op("Sub", [x, bmean])
        bvar = e.mean_over(e.op("Mul", [d, d]), axes)
        _normalize(e, x, bmean, bvar, scale, bias, epsilon, outs[0])
        for k, (given, batch) in enumerate(((node.input[3], bmean), (node.input[4], bvar))):
            if len(outs) > 1 + k and outs[1 + k]:
                keep = e.op("Mul", [given, e.scalar(momentum)])
                new = e.op("Mul", [e.reshape(batch, [-1]), e.scalar(1.0 - momentum)])
                e.op("Add", [keep, new], outs[1 + k])
    else:
        _normalize(e, x, mean, var, scale, bias, epsilon, outs[0])


def _lower_instancenorm(node, label: str, e: _NNEmit, shapes, consts, attrs: dict) -> None:
    """InstanceNormalization-6 of x [N, C, ...]: scale * (x - mean) / sqrt(var + epsilon) + B with the
    mean and population variance of each (n, c) over the other axes, scale and B of shape [C]."""
    x = node.input[0]
    shape = shapes.get(x)
    if shape is None or len(shape) < 3:
        raise Refused(f"{label}: input '{x}' has no static shape of rank 3 or more ([N, C, D1, ...])")
    if len(node.input) != 3 or "" in node.input:
        raise Refused(f"{label}: {len(node.input)} inputs; InstanceNormalization takes three")
    epsilon = float(attrs.get("epsilon", _schema_default(node, "epsilon")))
    axes = list(range(2, len(shape)))
    mean = e.mean_over(x, axes)
    d = e.op("Sub", [x, mean])
    var = e.mean_over(e.op("Mul", [d, d]), axes)
    scale, bias = _channel_params(e, node.input[1:3], len(shape))
    _normalize(e, x, mean, var, scale, bias, epsilon, node.output[0])


def _lower_mvn(node, label: str, e: _NNEmit, shapes, consts, attrs: dict) -> None:
    """MeanVarianceNormalization-13 as ONNX's function body: (x - mean) / (sqrt(mean(x^2) - mean^2) + 1e-9),
    the means over `axes` (default [0, 2, 3])."""
    x = node.input[0]
    shape = shapes.get(x)
    if shape is None:
        raise Refused(f"{label}: the shape of {x} is not static")
    axes = [int(a) for a in attrs.get("axes", [0, 2, 3])]
    r = len(shape)
    if any(not -r <= a < r for a in axes) or len({a % r for a in axes}) != len(axes):
        raise Refused(f"{label}: axes {axes} are not distinct axes of a rank-{r} input")
    axes = sorted(a % r for a in axes)
    mean = e.mean_over(x, axes)
    sq_mean = e.mean_over(e.op("Mul", [x, x]), axes)
    std = e.op("Sqrt", [e.op("Sub", [sq_mean, e.op("Mul", [mean, mean])])])
    e.op("Div", [e.op("Sub", [x, mean]), e.op("Add", [std, e.scalar(1e-9)])], node.output[0])


def _lower_lrn(node, label: str, e: _NNEmit, shapes, consts, attrs: dict) -> None:
    """LRN-13 of x [N, C, ...]: x / (bias + alpha / size * square_sum) ^ beta, square_sum over the
    channels c - floor((size - 1) / 2) .. c + ceil((size - 1) / 2) within 0 .. C - 1: the squares padded
    with zeros along C and `size` slices of them added, left to right."""
    x = node.input[0]
    shape = shapes.get(x)
    if shape is None or len(shape) < 3:
        raise Refused(f"{label}: input '{x}' has no static shape of rank 3 or more ([N, C, D1, ...])")
    if "size" not in attrs or int(attrs["size"]) < 1:
        raise Refused(f"{label}: attribute 'size' (1 or more) is required")
    size = int(attrs["size"])
    alpha = float(attrs.get("alpha", _schema_default(node, "alpha")))
    beta = float(attrs.get("beta", _schema_default(node, "beta")))
    bias = float(attrs.get("bias", _schema_default(node, "bias")))
    r, c = len(shape), shape[1]
    before, after = (size - 1) // 2, size - 1 - (size - 1) // 2
    sq = e.op("Mul", [x, x])
    pads = [0] * (2 * r)
    pads[1], pads[r + 1] = before, after
    padded = e.op("Pad", [sq, e.ints(pads)]) if before or after else sq
    parts = [e.op("Slice", [padded, e.ints([k]), e.ints([k + c]), e.ints([1])]) for k in range(size)]
    total = e.op("Sum", parts) if size > 1 else parts[0]
    base = e.op("Add", [e.scalar(bias), e.op("Mul", [e.scalar(alpha / size), total])])
    e.op("Div", [x, e.op("Pow", [base, e.scalar(beta)])], node.output[0])


def _old_hardmax(model: onnx.ModelProto) -> onnx.ModelProto:
    """Hardmax before opset 13 coerces its input to 2-d around `axis` (default 1) and takes the first
    maximum of each row of [prod(shape[:axis]), prod(shape[axis:])]; ONNX's version converter keeps the
    node as it is, which opset 13 reads along one axis. So, in the model's own opset, before the converter:
    a Hardmax whose axis is the last (or whose input is 2-d) only gets axis -1; any other becomes Flatten
    (axis), Hardmax on the rows, Reshape back to the input's static shape."""
    old = [imp.version for imp in model.opset_import if imp.domain in ("", "ai.onnx")]
    if not old or old[0] >= MIN_IMPORT_OPSET or not any(
            n.op_type == "Hardmax" and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    shapes = _static_shapes(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if node.op_type != "Hardmax" or node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' (Hardmax-{old[0]})"
        shape = shapes.get(node.input[0])
        if shape is None:
            raise Refused(f"{label}: the shape of {node.input[0]} is not static, and Hardmax before opset 13"
                          f" flattens it to 2-d")
        r = len(shape)
        axis = int(_attr_values(node).get("axis", 1))
        if not -r <= axis < max(r, 1):
            raise Refused(f"{label}: axis {axis} is outside a rank-{r} input")
        axis = axis + r if axis < 0 else axis
        if axis == r - 1 or r <= 1:
            nodes.append(helper.make_node("Hardmax", list(node.input), list(node.output), name=node.name, axis=-1))
            continue
        flat, rows = f"{node.output[0]}__sy_hardmax_2d", f"{node.output[0]}__sy_hardmax_rows"
        back = f"{node.output[0]}__sy_hardmax_shape"
        nodes += [helper.make_node("Flatten", [node.input[0]], [flat], axis=axis),
                  helper.make_node("Hardmax", [flat], [rows], axis=1),
                  helper.make_node("Constant", [], [back],
                                   value=numpy_helper.from_array(np.array(shape, dtype=np.int64), back)),
                  helper.make_node("Reshape", [rows, back], list(node.output), name=node.name)]
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def _old_prelu(model: onnx.ModelProto) -> onnx.ModelProto:
    """PRelu-6 reads a slope of size 1 as shared by every element and a 1-d slope as one value per
    channel (axis 1, Caffe2's PRelu, which PyTorch's exporter of opset 6 wrote for nn.PReLU(C));
    PRelu-7 broadcasts the slope against the input's trailing axes, and ONNX's version converter keeps
    the node as it is. So, in opset 6, before the converter: a 1-d slope of x's channel count on an
    input of rank 3 or more becomes a Reshape of it to [C, 1, ...] (what broadcasting then reads per
    channel); a slope of size 1, or any slope on an input of rank 2 or less (both readings agree), stays;
    any other slope is refused by name."""
    old = [imp.version for imp in model.opset_import if imp.domain in ("", "ai.onnx")]
    if not old or old[0] >= 7 or not any(n.op_type == "PRelu" and n.domain in ("", "ai.onnx")
                                         for n in model.graph.node):
        return model
    shapes = _static_shapes(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if node.op_type != "PRelu" or node.domain not in ("", "ai.onnx") or len(node.input) != 2:
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' (PRelu-{old[0]})"
        x, slope = shapes.get(node.input[0]), shapes.get(node.input[1])
        if x is None or slope is None:
            raise Refused(f"{label}: the shapes of its inputs are not static, and PRelu before opset 7 reads a"
                          f" 1-d slope per channel")
        if math.prod(slope) == 1 or (len(x) <= 2 and slope == x[-1:]):
            nodes.append(node)
            continue
        if len(slope) != 1 or slope[0] != x[1]:
            raise Refused(f"{label}: slope of shape {slope} on x of shape {x}; PRelu before opset 7 takes a"
                          f" slope of size 1 or one value per channel (x's axis 1)")
        target = f"{node.output[0]}__sy_prelu_slope_shape"
        per_channel = f"{node.output[0]}__sy_prelu_slope"
        nodes += [_constant_node(target, np.array([x[1]] + [1] * (len(x) - 2), dtype=np.int64)),
                  helper.make_node("Reshape", [node.input[1], target], [per_channel], name=f"{per_channel}__sy_r"),
                  helper.make_node("PRelu", [node.input[0], per_channel], list(node.output), name=node.name)]
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


_SEQUENCE_OPS = {"SequenceEmpty", "SequenceConstruct", "SequenceInsert", "SequenceErase", "SequenceAt",
                 "SequenceLength", "ConcatFromSequence", "SplitToSequence"}


def _lower_sequences(model: onnx.ModelProto) -> onnx.ModelProto:
    """Sequences whose every position is known when the model imports, folded away: switchyard has no
    sequence values, but a sequence built and read at constant positions is a list of tensors the
    importer can follow. SequenceEmpty and SequenceConstruct start a list; SequenceInsert and
    SequenceErase (ONNX-11: a position in [-n, n], resp. [-n, n-1], counting from the back when
    negative; by default the end, resp. the last) make another; SequenceAt becomes an Identity of the
    tensor at its position, SequenceLength an int64 Constant, ConcatFromSequence a Concat (with
    new_axis, of each tensor Unsqueezed at axis first), SplitToSequence of a static shape one Slice per
    part (split left out: parts of 1, squeezed when keepdims is 0; a scalar split: parts of that length,
    the last shorter; a 1-d one: those lengths). The model is left as it is (and its sequence operator
    refused by name later) when a position or split is not a constant, a shape is not static, a sequence
    reaches another operator or a graph output, or an operator is not of the default domain."""
    g = model.graph
    if not any(n.op_type in _SEQUENCE_OPS and n.domain in ("", "ai.onnx") for n in g.node):
        return model
    opset = next((i.version for i in model.opset_import if i.domain in ("", "ai.onnx")), MIN_IMPORT_OPSET)
    consts = _constants(model)
    shapes = _static_shapes(model) if any(n.op_type == "SplitToSequence" for n in g.node) else {}
    seqs: dict[str, list[str]] = {}
    nodes: list = []

    def position(node, k: int, n: int, hi: int, default: int | None, label: str) -> int | None:
        """Input k of node as a position in a sequence of n tensors, in [-n, hi]; None when not constant."""
        if len(node.input) <= k or node.input[k] == "":
            if default is None:
                raise Refused(f"{label}: its position is required")
            return default
        if node.input[k] not in consts or consts[node.input[k]].size != 1:
            return None
        p = int(consts[node.input[k]].reshape(-1)[0])
        if not -n <= p <= hi:
            raise Refused(f"{label}: position {p} is outside [{-n}, {hi}] for a sequence of {n} tensor(s)")
        return p + n if p < 0 else p

    def axes_of(x: str, axes: list[int], op_type: str, out: str) -> None:  # Unsqueeze or Squeeze, per opset
        if opset >= 13:
            nodes.append(_constant_node(f"{out}__sy_axes", np.array(axes, dtype=np.int64)))
            nodes.append(helper.make_node(op_type, [x, f"{out}__sy_axes"], [out], name=f"{out}__sy_n"))
        else:
            nodes.append(helper.make_node(op_type, [x], [out], name=f"{out}__sy_n", axes=axes))

    for node in g.node:
        if node.domain not in ("", "ai.onnx") or node.op_type not in _SEQUENCE_OPS:
            if any(i in seqs for i in node.input):
                return model
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        attrs = _attr_values(node)
        out = node.output[0]
        t = node.op_type
        if t == "SequenceEmpty":
            seqs[out] = []
            continue
        if t == "SequenceConstruct":
            seqs[out] = list(node.input)
            continue
        if t == "SplitToSequence":
            shape = shapes.get(node.input[0])
            if shape is None:
                return model
            r = len(shape)
            axis = int(attrs.get("axis", 0))
            if not -r <= axis < r:
                raise Refused(f"{label}: axis {axis} is outside a rank-{r} input")
            axis %= r
            length = shape[axis]
            squeeze = False
            if len(node.input) < 2 or node.input[1] == "":
                parts, squeeze = [1] * length, int(attrs.get("keepdims", 1)) == 0
            elif node.input[1] not in consts:
                return model
            else:
                split = consts[node.input[1]]
                if split.ndim == 0:
                    k = int(split)
                    if k <= 0:
                        raise Refused(f"{label}: split {k} is not a positive length")
                    parts = [k] * (length // k) + ([length % k] if length % k else [])
                else:
                    parts = [int(v) for v in split.reshape(-1)]
                    if any(v < 0 for v in parts) or sum(parts) != length:
                        raise Refused(f"{label}: split {parts} does not cut axis {axis} of length {length}")
            seqs[out], at = [], 0
            for j, size in enumerate(parts):
                piece = f"{out}__sy_seq_{j}"
                bounds = [f"{piece}_{what}" for what in ("starts", "ends", "axes")]
                for nm, v in zip(bounds, (at, at + size, axis)):
                    nodes.append(_constant_node(nm, np.array([v], dtype=np.int64)))
                sliced = f"{piece}_slice" if squeeze else piece
                nodes.append(helper.make_node("Slice", [node.input[0], *bounds], [sliced], name=f"{piece}__sy_n"))
                if squeeze:
                    axes_of(sliced, [axis], "Squeeze", piece)
                seqs[out].append(piece)
                at += size
            continue
        if node.input[0] not in seqs:
            return model
        items = seqs[node.input[0]]
        n = len(items)
        if t == "SequenceInsert":
            p = position(node, 2, n, n, n, label)
            if p is None:
                return model
            seqs[out] = items[:p] + [node.input[1]] + items[p:]
        elif t == "SequenceErase":
            if not n:
                raise Refused(f"{label}: the sequence is empty")
            p = position(node, 1, n, n - 1, n - 1, label)
            if p is None:
                return model
            seqs[out] = items[:p] + items[p + 1:]
        elif t == "SequenceAt":
            p = position(node, 1, n, n - 1, None, label)
            if p is None:
                return model
            nodes.append(helper.make_node("Identity", [items[p]], [out], name=node.name))
        elif t == "SequenceLength":
            nodes.append(_constant_node(out, np.array(n, dtype=np.int64)))
        else:  # ConcatFromSequence
            if not n:
                raise Refused(f"{label}: the sequence is empty")
            axis = int(attrs.get("axis", 0))
            if int(attrs.get("new_axis", 0)):
                for j, x in enumerate(items):
                    axes_of(x, [axis], "Unsqueeze", f"{out}__sy_item_{j}")
                items = [f"{out}__sy_item_{j}" for j in range(n)]
            nodes.append(helper.make_node("Concat", items, [out], name=node.name, axis=axis))
    if any(o.name in seqs for o in g.output):
        return model
    out_model = onnx.ModelProto()
    out_model.CopyFrom(model)
    del out_model.graph.node[:]
    out_model.graph.node.extend(nodes)
    kept = [vi for vi in out_model.graph.value_info if vi.name not in seqs]
    del out_model.graph.value_info[:]
    out_model.graph.value_info.extend(kept)
    return out_model


# ONNX operators that are other ops on static shapes: op type -> the lowering
_NN_LOWERINGS = {"Gemm": _lower_gemm, "Dropout": _lower_dropout, "BatchNormalization": _lower_batchnorm,
                 "InstanceNormalization": _lower_instancenorm, "MeanVarianceNormalization": _lower_mvn,
                 "LRN": _lower_lrn}
_NN_ATTRS = {"Gemm": {"alpha", "beta", "transA", "transB"}, "Dropout": {"seed"},
             "BatchNormalization": {"epsilon", "momentum", "training_mode"},
             "InstanceNormalization": {"epsilon"}, "MeanVarianceNormalization": {"axes"},
             "LRN": {"alpha", "beta", "bias", "size"}}


def _lower_nn(model: onnx.ModelProto) -> onnx.ModelProto:
    """The nodes of _NN_LOWERINGS rewritten as the ops each one's lowering writes (in opset 13 terms,
    which the rest of the importer reads)."""
    if not any(n.op_type in _NN_LOWERINGS and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    shapes, consts, elems = _static_shapes(model), _constants(model), _elem_types(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if node.op_type not in _NN_LOWERINGS or node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        attrs = _attr_values(node)
        for a in attrs:
            if a not in _NN_ATTRS[node.op_type]:
                raise Refused(f"{label}: attribute '{a}' is not supported")
        elem = elems.get(node.input[0], 0) if node.input else 0
        if not elem:
            raise Refused(f"{label}: ONNX shape inference gives its input '{node.input[0]}' no type")
        e = _NNEmit(node, elem)
        _NN_LOWERINGS[node.op_type](node, label, e, shapes, consts, attrs)
        nodes += e.nodes
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def _lower_sce(model: onnx.ModelProto) -> onnx.ModelProto:
    """SoftmaxCrossEntropyLoss-13 nodes rewritten as ONNX defines the
    operator (its function body): LogSoftmax along axis 1 of the scores, then
    NegativeLogLikelihoodLoss of that with the same labels, weights,
    reduction and ignore_index. The optional second output, log_prob, is the
    LogSoftmax's result. LogSoftmax-13's single axis 1 over [N, C, d1, ...]
    is the function body's softmax over C of the scores reshaped to [N, C,
    D]: each (n, d) normalizes its own C entries either way."""
    if not any(n.op_type == "SoftmaxCrossEntropyLoss" and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for k, node in enumerate(out.graph.node):
        if node.op_type != "SoftmaxCrossEntropyLoss" or node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        attrs = _attr_values(node)
        unknown = set(attrs) - {"reduction", "ignore_index"}
        if unknown:
            raise Refused(f"{label}: attribute '{sorted(unknown)[0]}' is not supported")
        if len(node.input) < 2 or "" in node.input[:2] or len(node.input) > 3:
            raise Refused(f"{label}: {len(node.input)} inputs; SoftmaxCrossEntropyLoss takes scores, labels and"
                          f" optional weights")
        if len(node.output) > 2 or node.output[0] == "":
            raise Refused(f"{label}: its outputs {list(node.output)}; SoftmaxCrossEntropyLoss gives output and"
                          f" an optional log_prob")
        log_prob = node.output[1] if len(node.output) > 1 and node.output[1] else \
            f"{node.output[0]}__sy_sce_log_prob_{k}"
        nodes.append(helper.make_node("LogSoftmax", [node.input[0]], [log_prob], name=f"{node.name}__sy_log_softmax",
                                      axis=1))
        nll = {"reduction": attrs.get("reduction", b"mean")}
        if "ignore_index" in attrs:
            nll["ignore_index"] = attrs["ignore_index"]
        nodes.append(helper.make_node("NegativeLogLikelihoodLoss", [log_prob, *node.input[1:]], [node.output[0]],
                                      name=f"{node.name}__sy_nll_loss", **nll))
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


_GLOBAL_POOLS = {"GlobalAveragePool": "ReduceMean", "GlobalMaxPool": "ReduceMax"}


def _lower_global_pools(model: onnx.ModelProto) -> onnx.ModelProto:
    """GlobalAveragePool and GlobalMaxPool of x [N, C, D1..Dk] (static shape),
    rewritten as a Reshape to [N, C, D1 * ... * Dk], a ReduceMean or ReduceMax
    over that one axis (keepdims) and a Reshape to [N, C, 1, ..., 1]: the
    same elements in each reduction, so the same values."""
    if not any(n.op_type in _GLOBAL_POOLS and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    shapes = _static_shapes(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if node.op_type not in _GLOBAL_POOLS or node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        if len(node.input) != 1 or len(node.output) != 1 or node.attribute:
            raise Refused(f"{label}: {node.op_type} takes one input, one output and no attributes")
        shape = shapes.get(node.input[0])
        if shape is None:
            raise Refused(f"{label}: the shape of {node.input[0]} is not static")
        if len(shape) < 3:
            raise Refused(f"{label}: input of rank {len(shape)}; {node.op_type} takes [N, C, D1, ...]")
        o = node.output[0]
        flat = [shape[0], shape[1], int(np.prod(shape[2:], dtype=np.int64))]
        ones = [*shape[:2], *[1] * (len(shape) - 2)]
        for nm, v in ((f"{o}__sy_global_flat", flat), (f"{o}__sy_global_shape", ones)):
            nodes.append(helper.make_node("Constant", [], [nm], name=nm,
                                          value=numpy_helper.from_array(np.array(v, dtype=np.int64), nm)))
        nodes += [helper.make_node("Reshape", [node.input[0], f"{o}__sy_global_flat"], [f"{o}__sy_global_in"],
                                   name=f"{node.name}_flat"),
                  helper.make_node(_GLOBAL_POOLS[node.op_type], [f"{o}__sy_global_in"], [f"{o}__sy_global_red"],
                                   name=f"{node.name}_reduce", axes=[2], keepdims=1),
                  helper.make_node("Reshape", [f"{o}__sy_global_red", f"{o}__sy_global_shape"], [o],
                                   name=node.name)]
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def _lower_global_lp_pool(model: onnx.ModelProto) -> onnx.ModelProto:
    """GlobalLpPool of x [N, C, D1..Dk] (k = 1..3, static shape) rewritten as
    an LpPool of kernel_shape [D1..Dk] and its p (ONNX's default 2): the one
    window of each plane, the same norm (lp_pool's)."""
    if not any(n.op_type == "GlobalLpPool" and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    shapes = _static_shapes(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if node.op_type != "GlobalLpPool" or node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' (GlobalLpPool)"
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        if len(node.input) != 1 or len(node.output) != 1 or set(attrs) - {"p"}:
            raise Refused(f"{label}: GlobalLpPool takes one input, one output and the attribute p alone")
        shape = shapes.get(node.input[0])
        if shape is None:
            raise Refused(f"{label}: the shape of {node.input[0]} is not static")
        if not 3 <= len(shape) <= 5:
            raise Refused(f"{label}: input of rank {len(shape)}; switchyard's lp_pool takes [N, C, D1, ...] with 1"
                          f" to 3 spatial axes")
        if 0 in shape[2:]:
            raise Refused(f"{label}: input {list(shape)} has an empty spatial axis, which no window spans")
        nodes.append(helper.make_node("LpPool", list(node.input), list(node.output), name=node.name,
                                      kernel_shape=[int(d) for d in shape[2:]], p=int(attrs.get("p", 2))))
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def _lower_max_pool1d(model: onnx.ModelProto) -> onnx.ModelProto:
    """MaxPool of x [N, C, L] (kernel_shape of one value, static shapes),
    rewritten as a MaxPool of x reshaped to [N, C, 1, L] with a window of
    height 1, its results reshaped back: the same windows, and the same
    indices ((n * C + c) * 1 + 0) * L + l over the whole input."""
    def one_d(n):
        return n.op_type == "MaxPool" and n.domain in ("", "ai.onnx") and any(
            a.name == "kernel_shape" and len(a.ints) == 1 for a in n.attribute)
    if not any(one_d(n) for n in model.graph.node):
        return model
    shapes = _static_shapes(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        if not one_d(node):
            nodes.append(node)
            continue
        label = f"ONNX node '{node.name or node.output[0]}' ({node.op_type})"
        shape = shapes.get(node.input[0])
        if shape is None or len(shape) != 3 or any(o and shapes.get(o) is None for o in node.output):
            raise Refused(f"{label}: a 1-d MaxPool converts with static shapes of rank 3 only")
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        two = {"kernel_shape": [1, *attrs["kernel_shape"]]}
        for name, pad in (("strides", 1), ("dilations", 1)):
            if name in attrs:
                two[name] = [pad, *attrs[name]]
        if "pads" in attrs:
            two["pads"] = [0, attrs["pads"][0], 0, attrs["pads"][1]]
        two.update({k: v for k, v in attrs.items() if k not in two and k not in ("strides", "dilations", "pads")})
        x2 = f"{node.output[0]}__sy_pool1d_x"
        names = [f"{node.output[0]}__sy_pool1d_shape"] + [f"{o}__sy_pool1d_back" for o in node.output if o]
        nodes.append(helper.make_node("Constant", [], [names[0]], name=names[0], value=numpy_helper.from_array(
            np.array([shape[0], shape[1], 1, shape[2]], dtype=np.int64), names[0])))
        nodes.append(helper.make_node("Reshape", [node.input[0], names[0]], [x2], name=f"{node.name}_x"))
        outs2 = [f"{o}__sy_pool1d_y" if o else "" for o in node.output]
        nodes.append(helper.make_node("MaxPool", [x2], outs2, name=node.name, **two))
        for o, o2 in zip(node.output, outs2):
            if not o:
                continue
            nm = f"{o}__sy_pool1d_back"
            nodes.append(helper.make_node("Constant", [], [nm], name=nm, value=numpy_helper.from_array(
                np.array(shapes[o], dtype=np.int64), nm)))
            nodes.append(helper.make_node("Reshape", [o2, nm], [o], name=f"{node.name}_{o}"))
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


# ONNX operators of several inputs that switchyard runs as a chain of its binary op
_CHAINED = {"Max", "Min"}
# ONNX Pow with base and exponent of two element types runs in the type both
# convert into exactly (NumPy's promotion for these pairs): i64 when both are
# integers, else f64
_INTS = {TensorProto.INT8, TensorProto.INT16, TensorProto.INT32, TensorProto.INT64,
         TensorProto.UINT8, TensorProto.UINT16, TensorProto.UINT32}


def _compose(model: onnx.ModelProto) -> onnx.ModelProto:
    """ONNX nodes that are several switchyard ops, rewritten as the ONNX nodes of those:
    Max and Min of one input become an Identity, of three or more a chain of
    binary Max or Min (left to right; exact, as max and min are associative and
    commutative, NaN propagating through each step, and broadcasting
    step by step broadcasts all the inputs together); Pow of a base
    and an exponent of two element types becomes Casts of both into i64 (both
    integers) or f64 (else), the Pow, and a Cast of the result to the base's
    type (ONNX Pow-15: the result has the base's type), as NumPy computes it."""
    ops = {n.op_type for n in model.graph.node if n.domain in ("", "ai.onnx")}
    if not ops & (_CHAINED | {"Pow"}):
        return model
    elems = _elem_types(model) if "Pow" in ops else {}
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    changed = False
    for node in out.graph.node:
        if node.domain not in ("", "ai.onnx"):
            nodes.append(node)
            continue
        o = node.output[0] if node.output else ""
        if node.op_type in _CHAINED and len(node.input) != 2 and "" not in node.input and len(node.input) >= 1 \
                and len(node.output) == 1 and not node.attribute:
            changed = True
            if len(node.input) == 1:
                nodes.append(helper.make_node("Identity", [node.input[0]], [o], name=node.name))
                continue
            acc = node.input[0]
            for k, x in enumerate(node.input[1:], start=1):
                to = o if k == len(node.input) - 1 else f"{o}__sy_{node.op_type.lower()}_{k}"
                nodes.append(helper.make_node(node.op_type, [acc, x], [to], name=f"{node.name}__sy_{k}"))
                acc = to
            continue
        if node.op_type == "Pow" and len(node.input) == 2 and len(node.output) == 1:
            tb, te = elems.get(node.input[0]), elems.get(node.input[1])
            if tb and te and tb != te:
                changed = True
                wide = TensorProto.INT64 if tb in _INTS and te in _INTS else TensorProto.DOUBLE
                ins = []
                for k, (x, t) in enumerate(zip(node.input, (tb, te))):
                    if t == wide:
                        ins.append(x)
                        continue
                    ins.append(f"{o}__sy_pow_in{k}")
                    nodes.append(helper.make_node("Cast", [x], [ins[-1]], name=f"{node.name}__sy_cast{k}", to=wide))
                powed = o if tb == wide else f"{o}__sy_pow_wide"
                nodes.append(helper.make_node("Pow", ins, [powed], name=node.name))
                if powed != o:
                    nodes.append(helper.make_node("Cast", [powed], [o], name=f"{node.name}__sy_cast", to=tb))
                continue
        nodes.append(node)
    if not changed:
        return model
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


def _resize_sizes_name(node) -> str:
    """The value _resize_scales_at_run computes a Resize's sizes into."""
    return f"{node.output[0]}__sy_resize_sizes"


def _resize_scales_at_run(model: onnx.ModelProto) -> onnx.ModelProto:
    """Resize of scales computed or fed when the graph runs (not a constant)
    on x of static shape: ahead of it, nodes computing its sizes as ONNX's
    reference does, floor(scale * length) in double (an f32 scale times an
    integer, exact there): Cast to double, Mul by x's shape, Floor, Cast to
    int64, into a value _resize_inputs reads as `sizes` when the node runs
    (scales stay its input, used as given). A scale of 0 or less gives a
    length below 1, which resize refuses when it runs; a device that stores
    no f64 (sim) refuses the Cast to double, by name."""
    if not any(n.op_type == "Resize" and n.domain in ("", "ai.onnx") for n in model.graph.node):
        return model
    consts = _constants(model)
    shapes = _static_shapes(model)
    out = onnx.ModelProto()
    out.CopyFrom(model)
    nodes = []
    for node in out.graph.node:
        scales = node.input[2] if node.op_type == "Resize" and len(node.input) > 2 else ""
        sizes = node.input[3] if node.op_type == "Resize" and len(node.input) > 3 else ""
        if (node.domain not in ("", "ai.onnx") or not scales or scales in consts or sizes
                or shapes.get(scales) == [0] or shapes.get(node.input[0]) is None):
            nodes.append(node)  # the importer refuses what is left (x of shape known only when it runs)
            continue
        o, shape = _resize_sizes_name(node), shapes[node.input[0]]
        nodes += [helper.make_node("Constant", [], [f"{o}_len"], name=f"{o}_len",
                                   value=numpy_helper.from_array(np.array(shape, np.float64), f"{o}_len")),
                  helper.make_node("Cast", [scales], [f"{o}_f64"], name=f"{o}_f64", to=TensorProto.DOUBLE),
                  helper.make_node("Mul", [f"{o}_f64", f"{o}_len"], [f"{o}_mul"], name=f"{o}_mul"),
                  helper.make_node("Floor", [f"{o}_mul"], [f"{o}_floor"], name=f"{o}_floor"),
                  helper.make_node("Cast", [f"{o}_floor"], [o], name=o, to=TensorProto.INT64),
                  node]
    del out.graph.node[:]
    out.graph.node.extend(nodes)
    return out


# The rewrites of ONNX nodes into other ONNX nodes that import_model applies,
# in this order, each a function of the whole model that returns it unchanged
# when it has nothing to rewrite: an operator switchyard runs as other ops is
# one function here (or an entry of the per-node tables _LOWERINGS and
# _NN_LOWERINGS that _lower and _lower_nn apply). Order matters where one
# rewrite writes what a later one reads: the old Hardmax's Flatten is _lower's,
# and _from_old_opset must see the model's own opset (as must _old_prelu's
# PRelu-6, and _lower_sequences, whose operators the converter does not
# take). _compose, which reads the op table, runs last. Before them all,
# import_model reads graph inputs with initializers as constants
# (_defaults_as_constants).
_REWRITES = (_lower_sequences, _old_hardmax, _old_prelu, _from_old_opset, _lower_sce, _lower, _lower_nn,
             _lower_global_pools, _lower_global_lp_pool, _lower_max_pool1d, _resize_scales_at_run)


def _defaults_as_constants(model: onnx.ModelProto, fed=()) -> onnx.ModelProto:
    """model with each graph input that an initializer of the same name backs,
    and that is not in fed, read as the constant it is: ONNX's IR says such an
    initializer is the input's default value (and a model of IR version 3 must
    list every initializer as an input, so its weights are such inputs). The
    initializer becomes a Constant node ahead of the others and the input is
    no longer one the caller feeds; the inputs named in fed stay inputs and
    their initializers are dropped (the value fed replaces the default, and no
    rewrite may fold the default in as a constant)."""
    g = model.graph
    inits = {t.name for t in g.initializer}
    defaults = {i.name for i in g.input if i.name in inits and i.name not in set(fed)}
    if not defaults and not inits & set(fed):
        return model
    out = onnx.ModelProto()
    out.CopyFrom(model)
    g = out.graph
    kept_inputs = [i for i in g.input if i.name not in defaults]
    consts = [helper.make_node("Constant", [], [t.name], name=f"{t.name}__sy_default", value=t)
              for t in g.initializer if t.name in defaults]
    kept_inits = [t for t in g.initializer if t.name not in defaults and t.name not in set(fed)]
    nodes = [*consts, *g.node]
    del g.input[:], g.initializer[:], g.node[:]
    g.input.extend(kept_inputs)
    g.initializer.extend(kept_inits)
    g.node.extend(nodes)
    return out


def import_model(model: onnx.ModelProto, m: Model, fed=()) -> Graph:
    """The saved graph of an ONNX model; Refused for what switchyard cannot run.
    A graph input with an initializer of its name is the constant its
    initializer holds (its default value), unless it is named in fed: then it
    stays an input of the graph, given a value when the graph runs."""
    dt = Dtypes(m)
    missing = sorted(set(fed) - {i.name for i in model.graph.input})
    if missing:
        raise Refused(f"'{missing[0]}' is not a graph input of the model, and only graph inputs are fed")
    model = _defaults_as_constants(model, fed)
    for imp in model.opset_import:
        if imp.domain in ("", "ai.onnx") and imp.version < OLDEST_IMPORT_OPSET and _unchanged_since(model, imp.version):
            model = _relabeled(model, MIN_IMPORT_OPSET)
        elif imp.domain in ("", "ai.onnx") and not OLDEST_IMPORT_OPSET <= imp.version <= m.onnx_opset:
            raise Refused(f"the model imports opset {imp.version}; this converter reads opsets {OLDEST_IMPORT_OPSET}"
                          f" to {m.onnx_opset}, and older ones whose operators are unchanged up to opset"
                          f" {MIN_IMPORT_OPSET}")
    for rewrite in _REWRITES:
        model = rewrite(model)
    model = _compose(model)
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
    if unknown_in and op.family.name in ("conv2d", "conv", "conv_transpose", "max_pool2d", "max_pool", "reshape",
                                         "expand"):
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


def _auto_pad(label: str, attrs: dict) -> str:
    """ONNX's auto_pad attribute (Conv, ConvTranspose, the pools): NOTSET, VALID, SAME_UPPER or SAME_LOWER."""
    auto = attrs.get("auto_pad", b"NOTSET")
    auto = auto.decode("utf-8", "replace") if isinstance(auto, bytes) else str(auto)
    if auto not in ("NOTSET", "VALID", "SAME_UPPER", "SAME_LOWER"):
        raise Refused(f"{label}: auto_pad={auto!r} is not one of NOTSET, VALID, SAME_UPPER, SAME_LOWER")
    return auto


def _nd_auto_pads(label: str, attrs: dict, x_shape: tuple[int, ...], kernel: tuple[int, ...], stride, dilation,
                  sy: dict) -> None:
    """auto_pad over len(kernel) spatial axes turned into pads (all beginnings, then all ends), the shapes
    being static: SAME_UPPER and SAME_LOWER pad for an output of ceil(D / stride), the odd one at the end
    (UPPER) or the beginning (LOWER); VALID pads none; NOTSET leaves the pads given."""
    auto = _auto_pad(label, attrs)
    if auto == "VALID":
        sy["pads"] = ()
    elif auto != "NOTSET":
        ends = [_same_pads(x_shape[2 + j], kernel[j], stride[j], dilation[j], auto == "SAME_UPPER")
                for j in range(len(kernel))]
        sy["pads"] = tuple(e[0] for e in ends) + tuple(e[1] for e in ends)


def _auto_pads(label: str, attrs: dict, x_shape: tuple[int, ...], kernel: tuple[int, ...], sy: dict) -> None:
    """ONNX's auto_pad (Conv, MaxPool) turned into conv2d's and max_pool2d's four pads, the shapes being static."""
    if _auto_pad(label, attrs) == "VALID":
        sy["pads"] = (0, 0, 0, 0)
    else:
        _nd_auto_pads(label, attrs, x_shape, kernel, sy["stride"], sy["dilation"], sy)


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


def _pool_attrs(label: str, attrs: dict, x_shape: tuple[int, ...], sy: dict) -> None:
    """AveragePool's attributes against x's rank (1 to 3 spatial axes, the
    kernel's length) and its auto_pad turned into pads, the shapes being
    static: SAME_UPPER and SAME_LOWER pad for an output of ceil(D / stride),
    the odd one at the end (UPPER) or the beginning (LOWER); VALID pads none."""
    kernel = tuple(sy["kernel"])
    n = len(kernel)
    if not 1 <= n <= 3 or len(x_shape) != 2 + n:
        raise Refused(f"{label}: kernel_shape has {n} values and the input rank {len(x_shape)}; switchyard's"
                      f" pooling takes 1 to 3 spatial axes after N and C")
    _nd_auto_pads(label, attrs, x_shape, kernel, tuple(sy["stride"]) or (1,) * n, (1,) * n, sy)


def _conv_transpose_attrs(label: str, attrs: dict, x_shape: tuple[int, ...], w_shape: tuple[int, ...],
                          sy: dict) -> None:
    """ConvTranspose's attributes switchyard's conv_transpose2d spells
    otherwise: rank 4 only, kernel_shape (the weight's; checked), and
    output_shape or auto_pad turned into pads as ONNX's text states them:
    total = stride * (in - 1) + output_padding + dilation * (k - 1) + 1 - out
    (out: output_shape's, or in * stride under SAME_*), split as total // 2
    at the beginning for SAME_UPPER and at the end otherwise (floor division,
    ONNX's reference). A negative end pad is an output_padding as long; a
    negative beginning one, or an output_padding of the stride or more, is
    refused."""
    if len(x_shape) != 4 or len(w_shape) != 4:
        raise Refused(f"{label}: input of rank {len(x_shape)}; switchyard's conv_transpose2d takes NCHW (rank 4)")
    kernel = tuple(int(k) for k in attrs.get("kernel_shape", w_shape[2:]))
    if kernel != tuple(w_shape[2:]):
        raise Refused(f"{label}: kernel_shape {list(kernel)} is not the weight's {list(w_shape[2:])}")
    auto = _auto_pad(label, attrs)
    stride, dilation = list(sy["stride"]), list(sy["dilation"])
    out_pad = list(sy["output_padding"])
    target = [int(v) for v in attrs["output_shape"]] if "output_shape" in attrs else None
    if target is not None and len(target) == 4:
        target = target[2:]  # [N, C, H, W] written out: its spatial part
    if target is not None and len(target) != 2:
        raise Refused(f"{label}: output_shape {target} does not give H and W")
    if target is None and auto in ("SAME_UPPER", "SAME_LOWER"):
        target = [x_shape[2 + j] * stride[j] for j in range(2)]
    if target is not None:
        begin, end = [0, 0], [0, 0]
        for j in range(2):
            total = stride[j] * (x_shape[2 + j] - 1) + out_pad[j] + dilation[j] * (kernel[j] - 1) + 1 - target[j]
            small, big = total // 2, total - total // 2
            begin[j], end[j] = (small, big) if auto == "SAME_UPPER" else (big, small)
            if begin[j] < 0:
                raise Refused(f"{label}: output_shape {target} needs {-begin[j]} more rows or columns at the"
                              f" beginning of axis {2 + j}; switchyard's conv_transpose2d adds them at the end only")
            if end[j] < 0:
                out_pad[j] -= end[j]
                end[j] = 0
        sy["pads"] = (begin[0], begin[1], end[0], end[1])
    elif auto == "VALID":
        sy["pads"] = (0, 0, 0, 0)
    for j in range(2):
        if not 0 <= out_pad[j] < stride[j]:
            raise Refused(f"{label}: output_padding {out_pad[j]} along axis {2 + j} (with output_shape's); switchyard's"
                          f" conv_transpose2d takes 0..{stride[j] - 1} for stride {stride[j]}")
    sy["output_padding"] = tuple(out_pad)


def _conv_nd_attrs(label: str, attrs: dict, x_shape: tuple[int, ...], w_shape: tuple[int, ...], sy: dict) -> None:
    """Conv's attributes switchyard's conv (1 to 3 spatial axes) spells
    otherwise: kernel_shape (the weight's; checked) and auto_pad turned into
    pads on static shapes (SAME_UPPER, SAME_LOWER: an output of ceil(D /
    stride), the odd pad at the end or the beginning; VALID: none)."""
    n = len(w_shape) - 2
    if not 1 <= n <= 3 or len(x_shape) != len(w_shape):
        raise Refused(f"{label}: input of rank {len(x_shape)} and weight of rank {len(w_shape)}; switchyard's conv"
                      f" takes 1 to 3 spatial axes after N and C, the weight's rank the input's")
    kernel = tuple(int(k) for k in attrs.get("kernel_shape", w_shape[2:]))
    if kernel != tuple(w_shape[2:]):
        raise Refused(f"{label}: kernel_shape {list(kernel)} is not the weight's {list(w_shape[2:])}")
    _nd_auto_pads(label, attrs, x_shape, kernel, tuple(sy["stride"]) or (1,) * n, tuple(sy["dilation"]) or (1,) * n,
                  sy)


def _max_pool_nd_attrs(label: str, attrs: dict, x_shape: tuple[int, ...], sy: dict) -> None:
    """MaxPool's attributes against x's rank (1 to 3 spatial axes, the
    kernel's length; switchyard's max_pool) and its auto_pad turned into pads
    on static shapes, as _pool_attrs does and with the dilation."""
    kernel = tuple(sy["kernel"])
    n = len(kernel)
    if not 1 <= n <= 3 or len(x_shape) != 2 + n:
        raise Refused(f"{label}: kernel_shape has {n} values and the input rank {len(x_shape)}; switchyard's"
                      f" max_pool takes 1 to 3 spatial axes after N and C")
    _nd_auto_pads(label, attrs, x_shape, kernel, tuple(sy["stride"]) or (1,) * n, tuple(sy["dilation"]) or (1,) * n,
                  sy)


def _conv_transpose_nd_attrs(label: str, attrs: dict, x_shape: tuple[int, ...], w_shape: tuple[int, ...],
                             sy: dict) -> None:
    """ConvTranspose's attributes switchyard's conv_transpose (1 to 3 spatial
    axes) spells otherwise, as _conv_transpose_attrs does for 2 axes:
    kernel_shape (the weight's; checked), and output_shape or auto_pad turned
    into pads, total = stride * (in - 1) + output_padding + dilation * (k - 1)
    + 1 - out split as total // 2 at the beginning for SAME_UPPER and at the
    end otherwise; a negative end pad is an output_padding as long; a
    negative beginning one, or an output_padding of the stride or more, is
    refused."""
    n = len(w_shape) - 2
    if not 1 <= n <= 3 or len(x_shape) != len(w_shape):
        raise Refused(f"{label}: input of rank {len(x_shape)} and weight of rank {len(w_shape)}; switchyard's"
                      f" conv_transpose takes 1 to 3 spatial axes after N and C, the weight's rank the input's")
    kernel = tuple(int(k) for k in attrs.get("kernel_shape", w_shape[2:]))
    if kernel != tuple(w_shape[2:]):
        raise Refused(f"{label}: kernel_shape {list(kernel)} is not the weight's {list(w_shape[2:])}")
    auto = _auto_pad(label, attrs)
    stride = list(sy["stride"]) or [1] * n
    dilation = list(sy["dilation"]) or [1] * n
    out_pad = list(sy["output_padding"]) or [0] * n
    target = [int(v) for v in attrs["output_shape"]] if "output_shape" in attrs else None
    if target is not None and len(target) == n + 2:
        target = target[2:]  # [N, C, D1, ...] written out: its spatial part
    if target is not None and len(target) != n:
        raise Refused(f"{label}: output_shape {target} does not give the {n} spatial lengths")
    if target is None and auto in ("SAME_UPPER", "SAME_LOWER"):
        target = [x_shape[2 + j] * stride[j] for j in range(n)]
    if target is not None:
        begin, end = [0] * n, [0] * n
        for j in range(n):
            total = stride[j] * (x_shape[2 + j] - 1) + out_pad[j] + dilation[j] * (kernel[j] - 1) + 1 - target[j]
            small, big = total // 2, total - total // 2
            begin[j], end[j] = (small, big) if auto == "SAME_UPPER" else (big, small)
            if begin[j] < 0:
                raise Refused(f"{label}: output_shape {target} needs {-begin[j]} more positions at the beginning of"
                              f" axis {2 + j}; switchyard's conv_transpose adds them at the end only")
            if end[j] < 0:
                out_pad[j] -= end[j]
                end[j] = 0
        sy["pads"] = tuple(begin) + tuple(end)
    elif auto == "VALID":
        sy["pads"] = ()
    for j in range(n):
        if not 0 <= out_pad[j] < stride[j]:
            raise Refused(f"{label}: output_padding {out_pad[j]} along axis {2 + j} (with output_shape's); switchyard's"
                          f" conv_transpose takes 0..{stride[j] - 1} for stride {stride[j]}")
    sy["output_padding"] = tuple(out_pad) if any(out_pad) or sy["output_padding"] else ()


def _resize_inputs(node, label: str, ins: list[str], x_shape: tuple[int, ...], shape: tuple[int, ...], type_of,
                   static_ints, sy: dict) -> list[str]:
    """Resize's inputs as switchyard's resize takes them: roi only for
    tf_crop_and_resize (ONNX ignores it otherwise), an empty roi or scales
    (Resize-11's way of leaving it out) left out, and `sizes` the output
    shape: the sizes input's, or floor(scale * length) in double of constant
    scales (ONNX's reference), either checked against the shape ONNX's
    inference gives. Both scales and sizes, or scales computed when the graph
    runs, are refused."""
    def count(k: int) -> int | None:
        return math.prod(type_of(ins[k])[1]) if k < len(ins) and ins[k] else None

    ins = list(ins) + [""] * (3 - len(ins))
    if count(1) == 0 or sy["transform"] != "tf_crop_and_resize":
        ins[1] = ""
    if count(2) == 0:
        ins[2] = ""
    sizes = static_ints(node, 3, label, "sizes", int, at_run=True)
    if isinstance(sizes, Ref):  # computed, or a graph input: read when the node runs, of rank-many values
        if ins[2]:
            raise Refused(f"{label}: both scales and sizes are given; ONNX Resize takes one of them")
        if math.prod(type_of(node.input[3])[1]) != len(x_shape):
            raise Refused(f"{label}: its sizes (input 3) has {math.prod(type_of(node.input[3])[1])} values for an"
                          f" input of rank {len(x_shape)}")
        sy["sizes"] = sizes
        return ins
    if sizes is not None and len(sizes) == 0:
        sizes = None
    if ins[2] and sizes is not None:
        raise Refused(f"{label}: both scales and sizes are given; ONNX Resize takes one of them")
    if ins[2]:
        scales = static_ints(node, 2, label, "scales", float, at_run=True)
        if isinstance(scales, Ref):  # sizes computed when the graph runs (_resize_scales_at_run)
            if tuple(type_of(ins[2])[1]) != (len(x_shape),):
                raise Refused(f"{label}: its scales (input 2) are {list(type_of(ins[2])[1])}, known only when the"
                              f" graph runs, for an input of rank {len(x_shape)}; switchyard computes sizes,"
                              f" floor(scale * length), from one scale per axis")
            computed = type("_Sizes", (), {"input": [_resize_sizes_name(node)]})()
            sy["sizes"] = static_ints(computed, 0, label, "sizes", int, at_run=True)
            return ins
        if len(scales) != len(x_shape):
            raise Refused(f"{label}: {len(scales)} scales for an input of rank {len(x_shape)}")
        if any(not (math.isfinite(f) and f > 0) for f in scales):
            raise Refused(f"{label}: scales {scales}; switchyard's resize takes finite scales above 0")
        sizes = [int(math.floor(f * n)) for f, n in zip(scales, x_shape)]
    elif sizes is None:
        raise Refused(f"{label}: neither scales nor sizes is given")
    if len(sizes) != len(x_shape):
        raise Refused(f"{label}: {len(sizes)} sizes for an input of rank {len(x_shape)}")
    if UNKNOWN not in shape and tuple(sizes) != tuple(shape):
        raise Refused(f"{label}: its output is {list(shape)} by ONNX's shape inference and {list(sizes)} by ONNX's"
                      f" reference (floor(scale * length) in double); refused rather than guessed")
    sy["sizes"] = tuple(int(v) for v in sizes)
    return ins


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
    if cls in ("conv2d", "conv_transpose2d", "max_pool2d") and node.input and (
            len(type_of(node.input[0])[1]) != 4 or int(attrs.get("storage_order", 0)) != 0):
        nd = {"conv2d": "conv", "conv_transpose2d": "conv_transpose", "max_pool2d": "max_pool"}[cls]
        op = next((o for o in candidates if o.family.name == nd), op)  # of 1 or 3 spatial axes, storage_order 1
        cls = op.family.name
    assert op.onnx is not None
    if op.onnx.inputs:
        node = _in_signature_order(node, op)
    n_tensor = len(op.family.inputs)
    known = {where for _a, where in op.onnx.attrs if where != "input"} | {a for a, _v in op.onnx.fixed}
    extra_known = {"reshape": {"allowzero"}, "reduce": {"noop_with_empty_axes"},
                   "conv2d": {"kernel_shape", "auto_pad"}, "max_pool2d": {"auto_pad"},
                   "avg_pool": {"auto_pad"}, "lp_pool": {"auto_pad"},
                   "conv_transpose2d": {"kernel_shape", "auto_pad", "output_shape"},
                   "conv": {"kernel_shape", "auto_pad"}, "max_pool": {"auto_pad"},
                   "conv_transpose": {"kernel_shape", "auto_pad", "output_shape"}}.get(cls, set())
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
            if a.kind == "device" or (cls == "resize" and a.name == "sizes"):  # (resize: _resize_inputs)
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
        elif cls == "avg_pool":
            _pool_attrs(label, attrs, tuple(type_of(ins[0])[1]), sy)
        elif cls == "lp_pool":
            _pool_attrs(label, attrs, tuple(type_of(ins[0])[1]), sy)
        elif cls == "conv_transpose2d":
            _conv_transpose_attrs(label, attrs, tuple(type_of(ins[0])[1]), tuple(type_of(ins[1])[1]), sy)
        elif cls == "max_pool":
            _max_pool_nd_attrs(label, attrs, tuple(type_of(ins[0])[1]), sy)
        elif cls == "conv":
            _conv_nd_attrs(label, attrs, tuple(type_of(ins[0])[1]), tuple(type_of(ins[1])[1]), sy)
        elif cls == "conv_transpose":
            _conv_transpose_nd_attrs(label, attrs, tuple(type_of(ins[0])[1]), tuple(type_of(ins[1])[1]), sy)
        elif cls == "resize":
            ins = _resize_inputs(node, label, ins, tuple(type_of(ins[0])[1]), shape, type_of, static_ints, sy)
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
        if len(norm) != len(axes or []):
            raise Refused(f"{label}: axes {list(axes)} name an axis twice")
        if len(norm) == 1:
            sy["axis"] = norm[0]
        elif not norm or norm == list(range(rank_in)):
            sy["axis"] = None
        else:  # a set of axes (SY_AXES), reduced at once
            sy["axis"] = tuple(norm)
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
