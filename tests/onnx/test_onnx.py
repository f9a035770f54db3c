"""ONNX export and import (generator/onnx.py), checked numerically.

Debian 12 has no ONNX runtime, so the exported models are checked by the way
back: for every op of backends.yaml that has an ONNX counterpart (its `onnx:`),
for every dtype that converts (every cast target too), CASES random calls
(shapes with empty and broadcast dimensions, special values, some inputs
captured as constants, which become initializers):

  1. the op is captured in C and saved (sy_ref_driver `capture`: sy_capture_new,
     sy_capture_complete, sy_graph_save_path);
  2. the .sy is exported to ONNX; onnx.checker.check_model(full_check=True)
     passes and ONNX shape inference (strict) gives every value the dtype and
     shape switchyard inferred; the model is serialized and parsed back;
  3. the model is imported back to a .sy;
  4. on every device of every enabled backend that stores the dtypes involved,
     the op run eagerly and the imported graph loaded and replayed in C
     (`replay`: sy_graph_load_path, sy_graph_run) agree BIT FOR BIT (the
     same kernels on the same device), and so does the saved graph itself;
  5. independently of switchyard, the exported model is evaluated with NumPy,
     operator by operator as the ONNX specification defines them, and
     compared with the eager result on cpu under the NumPy reference
     test's tolerances (tests/reference/numpy_ref.py: exact for integers,
     bools and exactly rounded float ops, a few ulp for transcendental ones,
     error bounds for sums and products). Inputs there avoid what ONNX leaves
     undefined (NaN in Max, Min and Relu, float -> int casts out of range).

Then the refusals: ops and dtypes without a counterpart on export, unknown
ONNX ops, dtypes, attributes and dynamic shapes on import, each named, with
exit status 1 and no output file. Run through `make test-onnx`.
"""

from __future__ import annotations

import functools
import itertools
import math
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests/reference"))
sys.path.insert(0, str(REPO))

import cases  # noqa: E402
import numpy_ref  # noqa: E402
from generator import onnx as conv  # noqa: E402
from generator import sygraph  # noqa: E402

MODEL = numpy_ref.MODEL
NP = numpy_ref.NP
# ops a saved graph can hold (one result: a graph node is one value) with an ONNX counterpart
MAPPED = [op for op in MODEL.ops if op.onnx is not None and op.onnx.op is not None
          and len(op.family.signature.results) == 1]
CASES = 5
DEVICES = numpy_ref.devices()


# ---- the cases ------------------------------------------------------------------------------


def _kind(op, name: str, to: str | None) -> str:
    """Data without what ONNX leaves undefined, where NumPy checks the model."""
    cls = op.family.name
    if cls in ("reduce", "matmul") or op.onnx.op in ("Max", "Min", "Relu"):
        return "finite"
    if cls == "cast" and numpy_ref.CATEGORY[name] == "float" and numpy_ref.CATEGORY[to] != "float":
        return "pos" if numpy_ref.NP[to].kind == "u" else "grid"  # ONNX leaves a negative -> unsigned undefined
    return "any"


def make_case(rng, op, name: str, to: str | None):
    """(inputs, which are constants, attributes in the driver's spelling)."""
    cls = op.family.name
    kind = _kind(op, name, to)
    ins: list[np.ndarray] = []
    attrs: dict = {}
    if cls == "fill":
        attrs["shape"] = cases.rand_shape(rng)
        attrs["dtype"] = name
        if op.value is None:
            cat = numpy_ref.CATEGORY[name]
            choices = {"float": [0.1, -2.25, np.nan, np.inf, -0.0, 0.0, 1.0, 7.0],
                       "int": [0, 1, -1, 7, -(2 ** 31)], "bool": [0.0, 1.0]}[cat]
            if cat == "int":  # the values the dtype holds: the runtime refuses the others
                info = np.iinfo(numpy_ref.NP[name])
                choices = [c for c in choices if info.min <= c <= info.max]
            attrs["value"] = float(rng.choice(choices))
    elif cls == "unary":
        ins.append(cases.data(rng, name, cases.rand_shape(rng), kind))
    elif cls in ("binary", "compare"):
        ins += [cases.data(rng, name, s, kind) for s in cases.broadcast_shapes(rng, 2)]
        if op.name in cases.INT_CHECKED and numpy_ref.CATEGORY[name] == "int":  # a b they take
            ins[1] = cases.data(rng, name, ins[1].shape, "pos")
    elif cls == "predicate":
        ins.append(cases.data(rng, name, cases.rand_shape(rng), kind))
    elif cls == "nary":
        # one to three tensors: the driver's capture takes three inputs at most
        ins += [cases.data(rng, name, s, kind) for s in cases.broadcast_shapes(rng, int(rng.integers(1, 4)))]
    elif cls == "where":
        shapes = cases.broadcast_shapes(rng, 3)
        ins.append(cases.data(rng, numpy_ref.BOOLS[0], shapes[0]))
        ins += [cases.data(rng, name, s, kind) for s in shapes[1:]]
    elif cls == "matmul":
        batch = cases.rand_shape(rng, int(rng.integers(0, 3)), lo=1, hi=3)
        m, k, n = (int(rng.integers(0 if rng.random() < 0.1 else 1, 5)) for _ in range(3))
        ba = tuple(1 if rng.random() < 0.3 else d for d in batch[int(rng.integers(0, len(batch) + 1)):])
        bb = tuple(1 if rng.random() < 0.3 else d for d in batch[int(rng.integers(0, len(batch) + 1)):])
        ins += [cases.data(rng, name, ba + (m, k), kind), cases.data(rng, name, bb + (k, n), kind)]
    elif cls == "reduce":
        shape = cases.rand_shape(rng, lo=1 if op.name in ("max", "min") else 0)
        ins.append(cases.data(rng, name, shape, kind))
        attrs["axis"] = "all" if not shape or rng.random() < 0.3 else int(rng.integers(-len(shape), len(shape)))
        attrs["keepdim"] = bool(rng.random() < 0.5)
        if len(shape) >= 2 and rng.random() < 0.3:  # a set of axes: ONNX's axes as they are
            attrs["axis"] = cases.axes_set(rng, len(shape))
    elif cls == "reshape":
        ins.append(cases.data(rng, name, cases.rand_shape(rng), kind))
        new = cases.factor_shape(rng, ins[0].size)
        if new and ins[0].size and rng.random() < 0.4:
            new[int(rng.integers(0, len(new)))] = -1
        attrs["shape"] = new
    elif cls == "permute":
        shape = cases.rand_shape(rng)
        ins.append(cases.data(rng, name, shape, kind))
        perm = [int(x) for x in rng.permutation(len(shape))]
        attrs["perm"] = [p - len(shape) if rng.random() < 0.2 else p for p in perm]
    elif cls == "transpose":
        shape = cases.rand_shape(rng, int(rng.integers(1, 5)))
        ins.append(cases.data(rng, name, shape, kind))
        r = len(shape)
        attrs["dim0"], attrs["dim1"] = (int(rng.integers(-r, r)) for _ in range(2))
    elif cls == "expand":
        base = cases.rand_shape(rng, hi=4)
        ins.append(cases.data(rng, name, tuple(1 if rng.random() < 0.5 else d for d in base), kind))
        lead = [int(rng.integers(0, 4)) for _ in range(int(rng.integers(0, 3)))]
        tail = [int(rng.integers(0, 4)) if d == 1 and rng.random() < 0.8 else
                (-1 if rng.random() < 0.3 else d) for d in ins[0].shape]
        attrs["shape"] = lead + tail
    elif cls == "cast":
        ins.append(cases.data(rng, name, cases.rand_shape(rng), kind))
        attrs["dtype"] = to
    elif cls == "softmax":
        shape = cases.rand_shape(rng, int(rng.integers(1, 5)))
        ins.append(cases.data(rng, name, shape, "finite"))
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
    elif cls == "argmax":
        shape = cases.rand_shape(rng, int(rng.integers(1, 5)), lo=1)
        ins.append(cases.data(rng, name, shape, "grid" if rng.random() < 0.5 else "finite"))
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
        attrs["keepdim"] = bool(rng.random() < 0.5)
        attrs["select_last_index"] = bool(rng.random() < 0.5)
    elif cls == "concat":
        shape = list(cases.rand_shape(rng, int(rng.integers(1, 5))))
        axis = int(rng.integers(-len(shape), len(shape)))
        for _ in range(int(rng.integers(1, 4))):
            shape[axis] = int(rng.integers(0, 4))
            ins.append(cases.data(rng, name, tuple(shape), kind))
        attrs["axis"] = axis
    elif cls == "gather":
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1)
        ins.append(cases.data(rng, name, shape, kind))
        axis = int(rng.integers(-len(shape), len(shape)))
        takes = op.family.signature.inputs[1].type.dtypes  # the indices' fixed dtypes (Tensor<i32|i64>)
        index = takes[int(rng.integers(0, len(takes)))]
        idx_shape = cases.rand_shape(rng, int(rng.integers(0, 3)), hi=3)
        n = shape[axis]
        ins.append(rng.integers(-n, n, int(np.prod(idx_shape, dtype=np.int64))).astype(numpy_ref.NP[index])
                   .reshape(idx_shape))
        attrs["axis"] = axis
    elif cls == "embedding":  # weight [V, D], rows 0..V-1: ONNX Gather on axis 0
        shape = (int(rng.integers(1, 5)), int(rng.integers(1, 4)))
        ins.append(cases.data(rng, name, shape, kind))
        takes = op.family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
        index = takes[int(rng.integers(0, len(takes)))]
        idx_shape = cases.rand_shape(rng, int(rng.integers(0, 3)), hi=3)
        ins.append(rng.integers(0, shape[0], idx_shape).astype(numpy_ref.NP[index]))
    elif cls == "one_hot":  # indices (rank 1 or more, as ONNX's) in and out of -depth..depth-1; values [off, on]
        idx_shape = cases.rand_shape(rng, int(rng.integers(1, 3)), hi=4)
        depth = int(rng.integers(1, 5))
        takes = op.family.signature.inputs[0].type.dtypes  # Tensor<i32|i64>
        index = takes[int(rng.integers(0, len(takes)))]
        ins.append(rng.integers(-depth - 1, depth + 1, idx_shape).astype(numpy_ref.NP[index]))
        ins.append(cases.data(rng, name, (2,), kind))
        attrs["depth"] = depth
        attrs["axis"] = int(rng.integers(-len(idx_shape) - 1, len(idx_shape) + 1))
    elif cls in ("gather_elements", "scatter_elements"):
        # indices of x's rank, negative ones too; ScatterElements with none gets distinct
        # positions (ONNX leaves a repeated one undefined), add and mul repeated ones
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1)
        ins.append(cases.data(rng, name, shape, kind))
        axis = int(rng.integers(-len(shape), len(shape)))
        a, n = axis % len(shape), shape[axis]
        reduction = int(rng.integers(0, 3))
        unique = cls == "scatter_elements" and reduction == 0
        idx_shape = tuple(int(rng.integers(0, d + 1)) if j != a else int(rng.integers(0, n + 1 if unique else n + 3))
                          for j, d in enumerate(shape))
        lines = np.moveaxis(rng.integers(0, n, idx_shape), a, -1)
        if unique:
            for at in np.ndindex(*lines.shape[:-1]):
                lines[at] = rng.permutation(n)[:idx_shape[a]]
        at = np.moveaxis(lines, -1, a)
        takes = op.family.signature.inputs[1].type.dtypes  # the indices' fixed dtypes (Tensor<i32|i64>)
        index = takes[int(rng.integers(0, len(takes)))]
        ins.append(np.where(rng.random(idx_shape) < 0.5, at - n, at).astype(numpy_ref.NP[index]))
        attrs["axis"] = axis
        if cls == "scatter_elements":
            ins.append(cases.data(rng, name, idx_shape, kind))
            attrs["reduction"] = reduction
    elif cls in ("gather_nd", "scatter_nd"):
        # tuples of m int64 indices (negative ones too); GatherND with batch_dims, ScatterND with
        # distinct tuples under none (ONNX leaves a repeated one undefined), repeated ones under add, mul
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
        ins.append(cases.data(rng, name, shape, kind))
        b = int(rng.integers(0, len(shape))) if cls == "gather_nd" else 0
        m = int(rng.integers(1, len(shape) - b + 1))
        lim = shape[b:b + m]
        reduction = int(rng.integers(0, 3))
        total = int(np.prod(lim, dtype=np.int64))
        count = int(rng.integers(0, 4))
        if cls == "scatter_nd" and reduction == 0:
            count = min(count, total)
            at = np.stack(np.unravel_index(rng.permutation(total)[:count], lim), -1).reshape(count, m)
        else:
            at = rng.integers(0, 1 << 30, tuple(shape[:b]) + (count, m)) % np.array(lim)
        ins.append(np.where(rng.random(at.shape) < 0.5, at - np.array(lim), at).astype(np.int64))
        if cls == "gather_nd":
            attrs["batch_dims"] = b
        else:
            ins.append(cases.data(rng, name, (count,) + tuple(shape[m:]), kind))
            attrs["reduction"] = reduction
    elif cls == "slice":
        shape = list(cases.rand_shape(rng, int(rng.integers(1, 5)), lo=0, hi=5))
        ins.append(cases.data(rng, name, tuple(shape), kind))
        attrs.update(cases.slice_attrs(rng, shape))
    elif cls == "cumsum":
        shape = cases.rand_shape(rng, int(rng.integers(1, 5)))
        ins.append(cases.data(rng, name, shape, kind))
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
        attrs["exclusive"], attrs["reverse"] = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
    elif cls == "topk":  # finite values: ONNX TopK leaves NaN unsaid
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)))
        ins.append(cases.data(rng, name, shape, "grid" if rng.random() < 0.5 else "finite"))
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
        attrs["k"] = int(rng.integers(0, shape[attrs["axis"]] + 1))
        attrs["largest"], attrs["sorted"] = bool(rng.random() < 0.5), bool(rng.random() < 0.8)
    elif cls == "pad":
        shape = cases.rand_shape(rng, int(rng.integers(1, 5)), lo=1, hi=4)
        ins.append(cases.data(rng, name, shape, "finite"))
        mode = int(rng.integers(0, 3))
        attrs["pads"] = [int(rng.integers(0, (d if mode == 1 else 3))) for d in list(shape) * 2]
        values = [0.0, 1.5, -2.0] if name in numpy_ref.FLOATS else [0.0, 3.0]  # values the dtype holds
        attrs["mode"], attrs["value"] = mode, float(rng.choice(values))
    elif cls == "conv2d":  # bias always given: a captured node has every input
        while True:
            groups = int(rng.integers(1, 4)) if rng.random() < 0.5 else 1
            cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
            xs = (int(rng.integers(1, 3)), groups * cg, int(rng.integers(1, 7)), int(rng.integers(1, 7)))
            ws = (groups * mg, cg, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
            attrs = {"stride": [int(rng.integers(1, 3)) for _ in range(2)],
                     "pads": [int(rng.integers(0, 3)) for _ in range(4)],
                     "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
            if numpy_ref._conv2d(np.zeros(xs), np.zeros(ws), None, attrs["stride"], attrs["pads"], attrs["dilation"],
                                 groups) is not None:
                break
        ins += [cases.data(rng, name, xs, "finite"), cases.data(rng, name, ws, "finite"),
                cases.data(rng, name, (ws[0],), "finite")]
    elif cls in ("conv", "conv_transpose"):  # 1 to 3 spatial axes; bias always given (a captured node has every input)
        transpose = cls == "conv_transpose"
        while True:
            n = int(rng.integers(1, 4))
            groups = int(rng.integers(1, 3)) if rng.random() < 0.5 else 1
            cg, mg = int(rng.integers(1, 3)), int(rng.integers(1, 3))
            xs = (int(rng.integers(1, 3)), groups * cg, *[int(rng.integers(1, 6 if n < 3 else 4)) for _ in range(n)])
            k = [int(rng.integers(1, 3)) for _ in range(n)]
            ws = (groups * cg, mg, *k) if transpose else (groups * mg, cg, *k)
            attrs = {"groups": groups}
            if rng.random() < 0.7:
                attrs["stride"] = [int(rng.integers(1, 3)) for _ in range(n)]
            if rng.random() < 0.7:
                attrs["pads"] = [int(rng.integers(0, 2)) for _ in range(2 * n)]
            if rng.random() < 0.7:
                attrs["dilation"] = [int(rng.integers(1, 3)) for _ in range(n)]
            geo = (attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()), groups)
            if transpose:
                attrs["output_padding"] = [int(rng.integers(0, st)) for st in attrs.get("stride", [1] * n)]
                y = numpy_ref._conv_transposend64(np.zeros(xs), np.zeros(ws), None, *geo, attrs["output_padding"])
            else:
                y = numpy_ref._convnd64(np.zeros(xs), np.zeros(ws), None, *geo)
            if y is not None:
                break
        ins += [cases.data(rng, name, xs, "finite"), cases.data(rng, name, ws, "finite"),
                cases.data(rng, name, (y.shape[1],), "finite")]
    elif cls == "conv_transpose2d":  # bias always given: a captured node has every input
        groups = int(rng.integers(1, 4)) if rng.random() < 0.5 else 1
        cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
        xs = (int(rng.integers(1, 3)), groups * cg, int(rng.integers(1, 5)), int(rng.integers(1, 5)))
        ws = (groups * cg, mg, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
        attrs = {"stride": [int(rng.integers(1, 3)) for _ in range(2)], "pads": [0, 0, 0, 0],
                 "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        attrs["output_padding"] = [int(rng.integers(0, st)) for st in attrs["stride"]]
        full = [attrs["stride"][j] * (xs[2 + j] - 1) + attrs["output_padding"][j]
                + attrs["dilation"][j] * (ws[2 + j] - 1) + 1 for j in range(2)]
        attrs["pads"] = [int(rng.integers(0, (full[j % 2] - 1) // 2 + 1)) for j in range(4)]
        ins += [cases.data(rng, name, xs, "finite"), cases.data(rng, name, ws, "finite"),
                cases.data(rng, name, (groups * mg,), "finite")]
    elif cls == "avg_pool":  # 1 to 3 spatial axes; stride and pads left out at times (ONNX's defaults)
        while True:
            n = int(rng.integers(1, 4))
            spatial = [int(rng.integers(1, 7 if n < 3 else 5)) for _ in range(n)]
            xs = (int(rng.integers(1, 3)), int(rng.integers(1, 4)), *spatial)
            kernel = [int(rng.integers(1, 4)) for _ in range(n)]
            attrs = {"kernel": kernel}
            if rng.random() < 0.7:
                attrs["stride"] = [int(rng.integers(1, 3)) for _ in range(n)]
            if rng.random() < 0.7:
                attrs["pads"] = [int(rng.integers(0, k)) for k in kernel * 2]
            attrs["ceil_mode"] = bool(rng.random() < 0.5)
            attrs["count_include_pad"] = bool(rng.random() < 0.5)
            stride, pads = attrs.get("stride", [1] * n), attrs.get("pads", [0] * 2 * n)
            # ONNX 1.12's shape inference keeps a last ceil_mode window that starts in the end padding,
            # which avg_pool drops (PyTorch's rule, ONNX's from opset 19): such a model is refused on export
            kept = [-(-(xs[2 + j] + pads[j] + pads[n + j] - kernel[j]) // stride[j]) + 1 for j in range(n)]
            if attrs["ceil_mode"] and any(kept[j] != numpy_ref.window_out(xs[2 + j], kernel[j], stride[j], 1, pads[j],
                                                                          pads[n + j], True) for j in range(n)):
                continue
            if numpy_ref._avg_pool64(np.zeros(xs), kernel, attrs.get("stride", ()), attrs.get("pads", ()),
                                     attrs["ceil_mode"], attrs["count_include_pad"]) is not None:
                break
        ins.append(cases.data(rng, name, xs, "finite"))
    elif cls == "lp_pool":  # 1 to 3 spatial axes; stride and pads left out at times (ONNX's defaults)
        while True:
            n = int(rng.integers(1, 4))
            spatial = [int(rng.integers(1, 7 if n < 3 else 5)) for _ in range(n)]
            xs = (int(rng.integers(1, 3)), int(rng.integers(1, 4)), *spatial)
            kernel = [int(rng.integers(1, 4)) for _ in range(n)]
            attrs = {"kernel": kernel, "p": int(rng.choice([1, 2, 3, 4]))}
            if rng.random() < 0.7:
                attrs["stride"] = [int(rng.integers(1, 3)) for _ in range(n)]
            if rng.random() < 0.7:
                attrs["pads"] = [int(rng.integers(0, k)) for k in kernel * 2]
            if numpy_ref._lp_pool64(np.zeros(xs), kernel, attrs.get("stride", ()), attrs.get("pads", ()),
                                    attrs["p"]) is not None:
                break
        ins.append(cases.data(rng, name, xs, "finite"))
    elif cls == "trilu":  # k always given: a captured node has every input
        shape = cases.rand_shape(rng, int(rng.integers(2, 4)), hi=5)
        ins.append(cases.data(rng, name, shape, kind))
        m, n = shape[-2:]
        ins.append(np.array(int(rng.integers(-m - 1, n + 2)), dtype=np.int64))
        attrs["upper"] = bool(rng.random() < 0.5)
    elif cls in ("depth_to_space", "space_to_depth"):
        b = int(rng.integers(1, 4))
        nb, c, h, w = (int(rng.integers(1, 3)), int(rng.integers(1, 4)), int(rng.integers(1, 4)),
                       int(rng.integers(1, 4)))
        ins.append(cases.data(rng, name, (nb, c * b * b, h, w) if cls == "depth_to_space" else (nb, c, h * b, w * b),
                              kind))
        attrs["blocksize"] = b
        if cls == "depth_to_space":
            attrs["mode"] = int(rng.integers(0, 2))
    elif cls == "eye_like":
        ins.append(cases.data(rng, name, cases.rand_shape(rng, 2, hi=5), kind))
        attrs["k"], attrs["dtype"] = int(rng.integers(-5, 6)), name
    elif cls == "tile":
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), hi=4)
        ins.append(cases.data(rng, name, shape, kind))
        attrs["repeats"] = [int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in shape]
    elif cls in ("ew_alpha", "ew_alpha_beta"):  # parameters exact in f32, as ONNX's float attributes hold them
        ins.append(cases.data(rng, name, cases.rand_shape(rng), kind))
        attrs["alpha"] = float(rng.choice([0.01, 0.2, 1.0, -0.5, 2.5]))
        if cls == "ew_alpha_beta":
            attrs["beta"] = float(rng.choice([0.0, 0.5, -0.25, 1.0507009873554805]))
    elif cls == "prelu":  # slope of x's trailing dimensions, some of them 1 (ONNX's unidirectional broadcast)
        shape = cases.rand_shape(rng)
        ins.append(cases.data(rng, name, shape, kind))
        tail = shape[int(rng.integers(0, len(shape) + 1)):]
        ins.append(cases.data(rng, name, tuple(1 if rng.random() < 0.4 else d for d in tail), kind))
    elif cls == "nll_loss":  # x [N, C, d...], targets 0..C-1 and ignore_index, a weight (every input captured)
        shape = (int(rng.integers(1, 4)), int(rng.integers(1, 5)),
                 *cases.rand_shape(rng, int(rng.integers(0, 3)), lo=1, hi=3))
        tshape = (shape[0],) + tuple(shape[2:])
        ins.append(cases.data(rng, name, shape, "finite"))
        ignore = int(rng.choice([numpy_ref.NO_IGNORE, -1, 0, 1, -100]))
        takes = op.family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
        index = takes[int(rng.integers(0, len(takes)))]
        t = rng.integers(0, shape[1], tshape)
        if ignore != numpy_ref.NO_IGNORE:
            t = np.where(rng.random(tshape) < 0.3, ignore, t)
        ins.append(t.astype(numpy_ref.NP[index]))
        ins.append(cases.data(rng, name, (shape[1],), "pos"))
        attrs["reduction"] = int(rng.integers(0, 3))
        attrs["ignore_index"] = ignore
    elif cls == "clip":  # both bounds: a captured node has every input (absent ones: test_clip_absent_bounds)
        ins.append(cases.data(rng, name, cases.rand_shape(rng), kind))
        ins += [cases.data(rng, name, (), kind) for _ in range(2)]
    elif cls == "reverse_sequence":  # batch and time first; lengths 0..time (i64)
        shape = cases.rand_shape(rng, int(rng.integers(2, 4)), hi=4)
        ins.append(cases.data(rng, name, shape, kind))
        b = int(rng.integers(0, 2))
        ins.append(rng.integers(0, shape[1 - b] + 1, (shape[b],)).astype(np.int64))
        attrs["batch_axis"], attrs["time_axis"] = b, 1 - b
    elif cls == "grid_sample":  # x [N, C, H, W], grid [N, Ho, Wo, 2] in and around [-1, 1]; every mode
        n_ = int(rng.integers(1, 3))
        ins.append(cases.data(rng, name, (n_, int(rng.integers(1, 4)), int(rng.integers(1, 5)),
                                          int(rng.integers(1, 5))), "finite"))
        ins.append((rng.uniform(-1.3, 1.3, (n_, int(rng.integers(1, 4)), int(rng.integers(1, 4)), 2)))
                   .astype(numpy_ref.NP[name]))
        attrs.update(mode=int(rng.integers(0, 3)), padding_mode=int(rng.integers(0, 3)),
                     align_corners=bool(rng.random() < 0.5))
    elif cls == "max_unpool":  # 1 to 3 spatial axes; i64 indices over the whole result, repeats among them
        n = int(rng.integers(1, 4))
        shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *[int(rng.integers(1, 4)) for _ in range(n)])
        kernel = [int(rng.integers(1, 4)) for _ in range(n)]
        attrs.update(kernel=kernel, stride=[int(rng.integers(1, 4)) for _ in range(n)])
        out = numpy_ref._unpool_shape(shape, kernel, attrs["stride"], ())
        if rng.random() < 0.4:
            attrs["output_shape"] = list(out)
        ins.append(cases.data(rng, name, shape, kind))
        ins.append(rng.integers(0, int(np.prod(out)), shape).astype(np.int64))
    elif cls == "det":  # a batch of square matrices, finite (n 0 gives 1)
        n = int(rng.integers(0, 5))
        ins.append(cases.data(rng, name, cases.rand_shape(rng, int(rng.integers(0, 3)), hi=3) + (n, n), "finite"))
    elif cls == "nonzero":  # mostly zeros, signed ones among them; NaN is nonzero (x != 0)
        x = cases.data(rng, name, cases.rand_shape(rng, int(rng.integers(1, 4))), kind)
        zero = rng.random(x.shape) < 0.5
        ins.append(np.where(zero, np.where(rng.random(x.shape) < 0.5, -0.0, 0.0) if x.dtype.kind == "f" else 0, x)
                   .astype(x.dtype))
    elif cls == "compress":  # along an axis or flattened (ONNX's axis left out); a condition as long or shorter
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), hi=4)
        ins.append(cases.data(rng, name, shape, kind))
        flat = rng.random() < 0.3
        attrs["axis"] = "all" if flat else int(rng.integers(-len(shape), len(shape)))
        length = int(np.prod(shape)) if flat else shape[attrs["axis"]]
        ins.append(cases.data(rng, numpy_ref.BOOLS[0], (int(rng.integers(0, length + 1)),)))
    elif cls == "range":  # values exact in every dtype (ONNX's reference: np.arange in the dtype); up, down, empty
        delta = int(rng.choice([1, 2, 3, -1, -2])) if name in numpy_ref.INTS else float(rng.choice([0.5, -0.25, 2.0]))
        if numpy_ref.NP[name].kind == "u":
            delta = abs(delta)
        start = int(rng.integers(0, 20)) if name in numpy_ref.INTS else float(rng.integers(-8, 9)) * 0.5
        limit = start + delta * int(rng.integers(-2, 12))
        if numpy_ref.NP[name].kind == "u":
            limit = max(limit, 0)
        ins += [np.array(v, dtype=numpy_ref.NP[name]).reshape(() if rng.random() < 0.5 else (1,))
                for v in (start, limit, delta)]
    elif cls in ("random_uniform_like", "random_normal_like"):  # parameters and seeds exact in f32 (ONNX's floats)
        ins.append(cases.data(rng, name, cases.rand_shape(rng, int(rng.integers(0, 4))), kind))
        a = float(rng.choice([0.0, -2.5, 1e3]))
        wide = float(rng.choice([0.0, 1.0, 7.25] if cls == "random_uniform_like" else [0.0, 1.0, 3.5]))
        attrs["alpha"], attrs["beta"] = a, (a + wide if cls == "random_uniform_like" else wide)
        attrs["seed"] = int(rng.choice([0, 1, 7, 2 ** 40]))
        attrs["dtype"] = name
    elif cls == "bernoulli":  # probabilities in [0, 1]; an output dtype ONNX's Bernoulli takes
        v = rng.random(cases.rand_shape(rng, int(rng.integers(0, 4))))
        ins.append(np.where(rng.random(v.shape) < 0.1, np.round(v), v).astype(rng.choice([np.float32, np.float64])))
        attrs["seed"] = int(rng.choice([0, 3, 2 ** 33]))
        attrs["dtype"] = name
    elif cls == "multinomial":  # log-probabilities [batch, classes], some -inf; i32 or i64
        shape = (int(rng.integers(1, 4)), int(rng.integers(1, 6)))
        v = rng.standard_normal(shape) * 2
        v[rng.random(shape) < 0.2] = -np.inf
        v[:, 0] = np.where(np.isinf(v).all(axis=1), 0.0, v[:, 0])
        ins.append(v.astype(rng.choice([np.float32, np.float64])))
        attrs["k"] = int(rng.integers(1, 9))
        attrs["seed"] = int(rng.choice([0, 5, 2 ** 35]))
        attrs["dtype"] = name
    elif cls == "resize":  # sizes, or scales exact in binary (floor(scale * n) the sizes) with roi; every mode
        rank = int(rng.integers(1, 4))
        xs = tuple(int(rng.integers(1, 5)) for _ in range(rank))
        ins.append(cases.data(rng, name, xs, "finite"))
        mode, transform = int(rng.integers(0, 3)), int(rng.integers(0, len(numpy_ref.RESIZE_TRANSFORMS)))
        crop = numpy_ref.RESIZE_TRANSFORMS[transform] == "tf_crop_and_resize"
        scales = None
        if rng.random() < 0.5:
            scales = [float(rng.choice([0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0]) if n > 1 else rng.choice([1.0, 2.0, 3.0]))
                      for n in xs]
            attrs["shape"] = [int(math.floor(f * n)) for f, n in zip(scales, xs)]
        else:
            attrs["shape"] = [int(rng.integers(1, 7)) for _ in xs]
        if crop or scales:  # roi (used by tf_crop_and_resize alone), then scales
            ins.append(rng.uniform(-0.2, 1.2, 2 * rank).astype(np.float32))
        if scales:
            ins.append(np.array(scales, np.float32))
        attrs.update(mode=mode, transform=transform, nearest_mode=int(rng.integers(0, 4)),
                     cubic_coeff_a=float(rng.choice([-0.75, -0.5])),
                     exclude_outside=bool(numpy_ref.RESIZE_MODES[mode] == "cubic" and rng.random() < 0.4),
                     extrapolation_value=float(rng.choice([0.0, 10.0, -1.5])))
    else:
        raise AssertionError(f"no ONNX cases for class {cls} (op {op.name}): add them to tests/onnx/test_onnx.py")
    constant = [bool(rng.random() < 0.3) for _ in ins]
    if cls == "resize" and len(ins) == 3:  # scales constant: exported without sizes, of a run-time scales ONNX's
        constant[2] = True                 # shape inference leaves the result's shape open (the export refuses)
    return ins, constant, attrs


class Case:
    def __init__(self, op, name: str, to: str | None, k: int, folder: Path):
        self.op, self.name, self.to = op, name, to
        self.label = f"{op.name}[{name}{'->' + to if to else ''}]#{k}"
        self.base = folder / f"{op.name}_{name}{'_' + to if to else ''}_{k}"
        rng = cases.rng_for("onnx", op.name, name, to, k)
        self.ins, self.constant, self.attrs = make_case(rng, op, name, to)
        self.needs = {numpy_ref.dtype_name(a.dtype) for a in self.ins} | {name}
        # an op of data-dependent shape (`shape: values`, the op table's values flag) is refused on a capture
        # device: its graph is built here and goes through the importer (sized_graph) instead of a capture
        self.sized = op.family.values
        if self.sized:
            self.needs |= {d for r in op.family.signature.results for d in r.type.dtypes}
        if to:
            self.needs.add(to)
        if op.family.name == "compare":
            self.needs |= set(numpy_ref.BOOLS)

    def call(self) -> str:
        attrs = " ".join(numpy_ref._fmt_attr(k, v) for k, v in self.attrs.items())
        slots = " ".join(("c" if c else "") + str(i) for i, c in enumerate(self.constant))
        return f"{self.op.name} {len(self.ins)} {slots} {attrs}".replace("  ", " ").strip()

    def describe(self) -> str:
        shapes = ", ".join(f"{numpy_ref.dtype_name(a.dtype)}{list(a.shape)}{' const' if c else ''}"
                           for a, c in zip(self.ins, self.constant))
        return f"{self.label} {self.op.name}({shapes}) {self.attrs}"


def _input_lines(ins) -> list[str]:
    p = numpy_ref.Program("inputs", DEVICES[0])
    for a in ins:
        p.input(a)
    return p.lines[2:]  # without its reset and use


def _driver(lines: list[str]) -> list[str]:
    out = numpy_ref._run_driver("\n".join(lines) + "\n")
    assert len(out) == len(lines), f"the driver answered {len(out)} of {len(lines)} commands: {out[-3:]}"
    return out


def _on_devices(block) -> dict:
    """block(dev) -> the commands for one device (None: skip it); every device's
    commands run in one batch of the test process's driver, one after the
    other (each block starts with `reset`): device -> its answers."""
    lines: list[str] = []
    spans = {}
    for dev in DEVICES:
        b = block(dev)
        if b is not None:
            spans[dev] = (len(lines), len(lines) + len(b))
            lines += b
    out = _driver(lines) if lines else []
    return {dev: out[a:b] for dev, (a, b) in spans.items()}


def sized_graph(c: Case) -> str:
    """The saved graph of an op of data-dependent shape, which no capture can
    record: one node on c's inputs and constants, its results of the
    reference's dtypes and ranks with every dimension '?', exported to ONNX and
    imported back, so that the importer types the results as ONNX shape
    inference does (NonZero's [rank, ?], a Range of constants sized)."""
    wants = numpy_ref.reference(c.op.name, c.ins, c.attrs)
    wants = wants if isinstance(wants, tuple) else (wants,)
    values, k = [], 0
    for a, const in zip(c.ins, c.constant):
        dt = numpy_ref.dtype_name(a.dtype)
        if const:
            data = np.ascontiguousarray(a.astype(np.uint8) if a.dtype == np.bool_ else a).tobytes()
            values.append(sygraph.Value(len(values) + 1, "constant", dt, tuple(a.shape), data=data))
        else:
            values.append(sygraph.Value(len(values) + 1, "input", dt, tuple(a.shape), input_index=k))
            k += 1
    first = len(values) + 1
    attrs = {a.name: sygraph_attr(a.name, c.attrs[a.name]) for a in c.op.family.signature.attrs if a.kind != "device"}
    for j, w in enumerate(wants):
        values.append(sygraph.Value(first + j, "result" if j else "node", numpy_ref.dtype_name(w.dtype),
                                    (sygraph.UNKNOWN,) * w.ndim, op=c.op.name,
                                    ins=() if j else tuple(range(1, len(c.ins) + 1)), attrs=attrs,
                                    n_out=len(wants), result=j))
    g = sygraph.Graph(values, [first + j for j in range(len(wants))])
    return sygraph.write(conv.import_model(conv.export(g, MODEL), MODEL), MODEL)


def sygraph_attr(name: str, value):
    """An attribute in the driver's spelling as a saved graph holds it (axis all: SY_AXIS_ALL)."""
    return conv.SY_AXIS_ALL if name == "axis" and value == "all" else value


@functools.lru_cache(maxsize=None)
def all_cases(folder: str) -> list[Case]:
    out = []
    for op in MAPPED:
        for name in op.onnx.dtypes:
            if name not in NP:  # no NumPy type (bf16): numpy_ref.NO_NUMPY
                continue
            for to in (list(NP) if op.family.name == "cast" else [None]):
                for k in range(CASES):
                    out.append(Case(op, name, to, k, Path(folder)))
    return out


# ---- ONNX operators in NumPy, as the ONNX specification defines them ------------------------------


def _f64(fn):
    def run(ins, a):
        with np.errstate(all="ignore"):
            return np.asarray(fn(ins[0].astype(np.float64))).astype(ins[0].dtype)
    return run


def _f64_all(fn):
    def run(ins, a):
        with np.errstate(all="ignore"):
            return np.asarray(fn(*(x.astype(np.float64) for x in ins))).astype(ins[0].dtype)
    return run


def _np(fn):
    def run(ins, a):
        with np.errstate(all="ignore"):
            return np.asarray(fn(*ins))
    return run


def _reduce(fn, f64: bool):
    def run(ins, a):
        x = ins[0]
        axes = list(ins[1]) if len(ins) > 1 else a.get("axes")
        axis = tuple(int(k) for k in axes) if axes else None
        keep = bool(a.get("keepdims", 1))
        with np.errstate(all="ignore"), warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)  # the mean of nothing is NaN, as ONNX has it
            if f64 and x.dtype.kind == "f":
                return np.asarray(fn(x.astype(np.float64), axis=axis, keepdims=keep)).astype(x.dtype)
            return np.asarray(fn(x, axis=axis, keepdims=keep, dtype=x.dtype) if fn in (np.sum, np.prod) else
                              fn(x, axis=axis, keepdims=keep))
    return run


def _reduce_min(x, axis, keepdims):
    """np.min, floats as -max(-x): NaN propagates, and ties of signed zeros mirror ReduceMax's."""
    return -np.max(-x, axis=axis, keepdims=keepdims) if x.dtype.kind == "f" else np.min(x, axis=axis, keepdims=keepdims)


def _log_sum_exp(x, axis, keepdims):
    """ReduceLogSumExp, shifted by the max: -inf for nothing or all -inf, +inf for a +inf, NaN for a NaN."""
    m = np.max(x, axis=axis, keepdims=True) if x.size else np.full(np.sum(x, axis=axis, keepdims=True).shape, -np.inf)
    fin = np.isfinite(m)
    s = np.where(fin, m + np.log(np.sum(np.exp(x - np.where(fin, m, 0.0)), axis=axis, keepdims=True)), m)
    return s if keepdims else np.squeeze(s, axis=axis)


def _reshape(ins, a):
    x, shape = ins[0], [int(s) for s in ins[1]]
    if not a.get("allowzero", 0):
        shape = [x.shape[i] if s == 0 else s for i, s in enumerate(shape)]
    return x.reshape(shape)


def _matmul(ins, a):
    x, y = ins
    with np.errstate(all="ignore"):
        if x.dtype.kind == "f":
            return np.matmul(x.astype(np.float64), y.astype(np.float64)).astype(x.dtype)
        return np.matmul(x, y)


def _softmax(log_form: bool):
    """ONNX Softmax-13 / LogSoftmax-13 along `axis` (default -1), in float64."""
    def fn(ins, a):
        x = ins[0].astype(np.float64)
        axis = a.get("axis", -1)
        d = x - np.max(x, axis=axis, keepdims=True) if x.size else x
        s = np.sum(np.exp(d), axis=axis, keepdims=True)
        return (d - np.log(s) if log_form else np.exp(d) / s).astype(ins[0].dtype)
    return fn


def _arg(pick):
    """ONNX ArgMax / ArgMin: axis (default 0), keepdims (1), select_last_index (0)."""
    def fn(ins, a):
        x, axis = ins[0], a.get("axis", 0)
        last = a.get("select_last_index", 0)
        i = pick(np.flip(x, axis) if last else x, axis=axis)
        i = (x.shape[axis] - 1 - i) if last else i
        i = i.astype(np.int64)
        return np.expand_dims(i, axis) if a.get("keepdims", 1) else i
    return fn


def _conv(ins, a):
    """ONNX Conv-11 (NCHW, NOTSET padding): strides, pads, dilations, group; B optional; 1 or 3 spatial axes
    through numpy_ref's reading of any number of them."""
    x, w = ins[0], ins[1]
    if x.ndim != 4:
        y = numpy_ref._convnd64(x, w, ins[2] if len(ins) > 2 else None, a.get("strides", ()), a.get("pads", ()),
                                a.get("dilations", ()), a.get("group", 1))
        return y.astype(x.dtype)
    y = numpy_ref._conv2d(x, w, ins[2] if len(ins) > 2 else None, a.get("strides", [1, 1]), a.get("pads", [0] * 4),
                          a.get("dilations", [1, 1]), a.get("group", 1))
    return y.astype(x.dtype)


def _onnx_average_pool(ins, a):
    """ONNX AveragePool-11 (explicit pads) as ONNX's reference computes it: x
    padded with NaN (count_include_pad 0) or zeros (1), and each window's mean
    of what is not NaN; a ceil_mode window reaching past the padding reads NaN
    there, which neither count takes."""
    x = ins[0].astype(np.float64)
    k = [int(v) for v in a["kernel_shape"]]
    n = len(k)
    s = [int(v) for v in a.get("strides", [1] * n)]
    p = [int(v) for v in a.get("pads", [0] * 2 * n)]
    ceil, cip = bool(a.get("ceil_mode", 0)), bool(a.get("count_include_pad", 0))
    d = x.shape[2:]
    outs = [numpy_ref.window_out(d[j], k[j], s[j], 1, p[j], p[n + j], ceil) for j in range(n)]
    padded = np.pad(x, [(0, 0), (0, 0)] + [(p[j], p[n + j]) for j in range(n)],
                    constant_values=0.0 if cip else np.nan)
    beyond = [max(0, (outs[j] - 1) * s[j] + k[j] - (d[j] + p[j] + p[n + j])) for j in range(n)]
    padded = np.pad(padded, [(0, 0), (0, 0)] + [(0, b) for b in beyond], constant_values=np.nan)
    y = np.zeros(x.shape[:2] + tuple(outs))
    for o in itertools.product(*[range(m) for m in outs]):
        window = padded[(slice(None), slice(None)) + tuple(slice(o[j] * s[j], o[j] * s[j] + k[j]) for j in range(n))]
        y[(slice(None), slice(None)) + o] = np.nanmean(window.reshape(x.shape[:2] + (-1,)), axis=-1)
    return y.astype(ins[0].dtype)


def _onnx_conv_transpose(ins, a):
    """ONNX ConvTranspose-11 (explicit pads) as its text defines it: each input
    element times the kernel added into the full result at h * stride + i *
    dilation, output_padding more at the end, then the pads cut off; B
    optional."""
    if ins[0].ndim != 4:  # 1 or 3 spatial axes: numpy_ref's scattered reading of any number of them
        y = numpy_ref._conv_transposend64(ins[0], ins[1], ins[2] if len(ins) > 2 else None, a.get("strides", ()),
                                          a.get("pads", ()), a.get("dilations", ()), a.get("group", 1),
                                          a.get("output_padding", ()))
        return y.astype(ins[0].dtype)
    x, w = ins[0].astype(np.float64), ins[1].astype(np.float64)
    s, d = list(a.get("strides", [1, 1])), list(a.get("dilations", [1, 1]))
    p, op = list(a.get("pads", [0] * 4)), list(a.get("output_padding", [0, 0]))
    g = int(a.get("group", 1))
    n_, c_, h_, w_ = x.shape
    _c, mg, kh, kw = w.shape
    cg = c_ // g
    full = np.zeros((n_, mg * g, s[0] * (h_ - 1) + op[0] + d[0] * (kh - 1) + 1,
                     s[1] * (w_ - 1) + op[1] + d[1] * (kw - 1) + 1))
    for c in range(c_):
        m0 = (c // cg) * mg
        for h in range(h_):
            for ww in range(w_):
                for i in range(kh):
                    for j in range(kw):
                        full[:, m0:m0 + mg, h * s[0] + i * d[0], ww * s[1] + j * d[1]] += (
                            x[:, c, h, ww][:, None] * w[c, :, i, j][None, :])
    y = full[:, :, p[0]:full.shape[2] - p[2], p[1]:full.shape[3] - p[3]]
    if len(ins) > 2 and ins[2] is not None:
        y = y + ins[2].astype(np.float64)[None, :, None, None]
    return y.astype(ins[0].dtype)


def _onnx_lp_pool(ins, a):
    """ONNX LpPool-11 (explicit pads) as its text states it: the Lp norm,
    (sum |x|^p)^(1/p), of each window of x padded with zeros, computed
    directly (no scaling) in float64."""
    x = ins[0].astype(np.float64)
    k = [int(v) for v in a["kernel_shape"]]
    n = len(k)
    s = [int(v) for v in a.get("strides", [1] * n)]
    p = [int(v) for v in a.get("pads", [0] * 2 * n)]
    order = int(a.get("p", 2))
    d = x.shape[2:]
    outs = [(d[j] + p[j] + p[n + j] - k[j]) // s[j] + 1 for j in range(n)]
    padded = np.pad(np.abs(x), [(0, 0), (0, 0)] + [(p[j], p[n + j]) for j in range(n)])
    y = np.zeros(x.shape[:2] + tuple(outs))
    for o in itertools.product(*[range(m) for m in outs]):
        window = padded[(slice(None), slice(None)) + tuple(slice(o[j] * s[j], o[j] * s[j] + k[j]) for j in range(n))]
        y[(slice(None), slice(None)) + o] = np.sum(window.reshape(x.shape[:2] + (-1,)) ** order, axis=-1) ** (1 / order)
    return y.astype(ins[0].dtype)


def _onnx_slice(ins):
    """ONNX Slice-13: data, starts, ends, and axes and steps when given."""
    lists = [[] if t is None else [int(v) for v in t] for t in (ins[1:] + [None, None])[:4]]
    return numpy_ref._slice(ins[0], *lists)


def _onnx_pad(ins, a):
    """ONNX Pad-13 (pads [begins..., ends...], the mode's string, constant_value an input) in NumPy."""
    x, pads = ins[0], [int(p) for p in ins[1]]
    r = x.ndim
    mode = a.get("mode", b"constant")
    mode = mode.decode() if isinstance(mode, bytes) else mode
    pairs = [(pads[j], pads[j + r]) for j in range(r)]
    if mode == "constant":
        value = ins[2].reshape(()).item() if len(ins) > 2 and ins[2] is not None else 0
        return np.pad(x, pairs, mode="constant", constant_values=value).astype(x.dtype)
    return np.pad(x, pairs, mode=mode).astype(x.dtype)


def _onnx_topk_order(x, axis: int, largest: bool):
    """The positions along axis in ONNX TopK-11's order (no NaN): the larger (smaller) first, and of equal
    values the lower index first (a stable sort of -x, or of ~x for integers, which does not overflow)."""
    key = (-x if x.dtype.kind == "f" else ~x) if largest else x
    return np.argsort(key, axis=axis, kind="stable")


def _onnx_topk(ins, a):
    """ONNX TopK-11's Values: X, K (a 1-D of one), axis (default -1), largest (1)."""
    x, k, axis = ins[0], int(ins[1].reshape(-1)[0]), a.get("axis", -1)
    order = np.take(_onnx_topk_order(x, axis, bool(a.get("largest", 1))), np.arange(k), axis=axis)
    return np.take_along_axis(x, order, axis=axis)


def _onnx_depth_to_space(ins, a):
    """ONNX DepthToSpace-13 (mode DCR or CRD, DCR when left out) as the specification's reshape and transpose."""
    x, b = ins[0], a["blocksize"]
    mode = a.get("mode", b"DCR")
    mode = mode.decode() if isinstance(mode, bytes) else mode
    n, c, h, w = x.shape
    if mode == "DCR":
        t = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        t = x.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return t.reshape(n, c // (b * b), h * b, w * b)


def _onnx_space_to_depth(ins, a):
    x, b = ins[0], a["blocksize"]
    n, c, h, w = x.shape
    t = x.reshape(n, c, h // b, b, w // b, b).transpose(0, 3, 5, 1, 2, 4)
    return t.reshape(n, c * b * b, h // b, w // b)


def _onnx_trilu(ins, a):
    k = int(ins[1].reshape(-1)[0]) if len(ins) > 1 and ins[1] is not None else 0
    return np.triu(ins[0], k) if a.get("upper", 1) else np.tril(ins[0], k)


def _onnx_eye_like(ins, a):
    dtype = onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[a["dtype"]] if "dtype" in a else ins[0].dtype
    return np.eye(ins[0].shape[0], ins[0].shape[1], a.get("k", 0), dtype=dtype)


def _onnx_random(draw, **defaults):
    """A random operator of ONNX as switchyard draws it (ONNX leaves the generator open): numpy_ref's Philox
    stream from the node's attributes, its seed 0 when left out (switchyard's choice), its dtype the
    input's when left out."""
    def run(ins, a):
        dt = numpy_ref.dtype_name(onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[a["dtype"]] if "dtype" in a else ins[0].dtype)
        params = [float(a.get(k, v)) for k, v in defaults.items()]
        return draw(ins[0], *params, float(a.get("seed", 0.0)), dt)
    return run


def _onnx_sum(ins):
    with np.errstate(all="ignore"):
        return np.broadcast_to(functools.reduce(np.add, ins), np.broadcast_shapes(*(x.shape for x in ins))).copy()


def _elements_at(x, idx, axis):
    """The fancy index of the positions ONNX GatherElements and ScatterElements address."""
    a = axis % x.ndim
    grid = list(np.indices(idx.shape, sparse=True))
    grid[a] = np.where(idx < 0, idx.astype(np.int64) + x.shape[a], idx)
    return tuple(np.broadcast_to(g, idx.shape) for g in grid)


def _onnx_scatter_elements(ins, a):
    """ONNX ScatterElements-16: updates written, or added / multiplied one by one (np.add.at keeps
    every repeated position; bools add as or and multiply as and, integers wrap, as NumPy's ufuncs)."""
    x, idx, upd = ins
    out = x.copy()
    at = _elements_at(x, idx, a.get("axis", 0))
    how = a.get("reduction", b"none")
    how = how.decode() if isinstance(how, bytes) else how
    with np.errstate(all="ignore"):
        if how == "none":
            out[at] = upd
        else:
            (np.add if how == "add" else np.multiply).at(out, at, upd)
    return out


def _onnx_gather_nd(ins, a):
    """ONNX GatherND-13: each tuple of the last axis of indices picks a slice; batch_dims leading axes shared."""
    x, idx, b = ins[0], ins[1].astype(np.int64), a.get("batch_dims", 0)
    m = idx.shape[-1]
    out = np.empty(idx.shape[:-1] + x.shape[b + m:], x.dtype)
    for k in np.ndindex(*idx.shape[:-1]):
        out[k] = x[tuple(k[:b]) + tuple(int(v) for v in idx[k])]  # NumPy's own negative indexing
    return out


def _onnx_scatter_nd(ins, a):
    """ONNX ScatterND-16: each slice of updates written, added or multiplied at its tuple, in order."""
    x, idx, upd = ins[0], ins[1].astype(np.int64), ins[2]
    out = x.copy()
    how = a.get("reduction", b"none")
    how = how.decode() if isinstance(how, bytes) else how
    with np.errstate(all="ignore"):
        for k in np.ndindex(*idx.shape[:-1]):
            p = tuple(int(v) for v in idx[k])
            if how == "none":
                out[p] = upd[k]
            else:
                (np.add if how == "add" else np.multiply).at(out, p, upd[k])
    return out


ONNX_NUMPY = {
    "CumSum": lambda ins, a: numpy_ref._cumsum(ins[0], int(ins[1].reshape(-1)[0]), bool(a.get("exclusive", 0)),
                                               bool(a.get("reverse", 0))),
    "TopK": _onnx_topk,
    "GatherND": _onnx_gather_nd,
    "ScatterND": _onnx_scatter_nd,
    "GatherElements": lambda ins, a: ins[0][_elements_at(ins[0], ins[1], a.get("axis", 0))],
    "ScatterElements": _onnx_scatter_elements,
    "Conv": _conv,
    "AveragePool": _onnx_average_pool,
    "LpPool": _onnx_lp_pool,
    "ConvTranspose": _onnx_conv_transpose,
    "Softmax": _softmax(False), "LogSoftmax": _softmax(True), "ArgMax": _arg(np.argmax), "ArgMin": _arg(np.argmin),
    "Hardmax": lambda ins, a: numpy_ref.REFERENCE["hardmax"][0](ins[0], a.get("axis", -1)),
    "Concat": lambda ins, a: np.concatenate(ins, axis=a["axis"]),
    # Sum, Mean: ONNX's reference adds from the left in the dtype, then divides by the count
    "BitShift": lambda ins, a: numpy_ref.REFERENCE["shift_left" if a["direction"] in (b"LEFT", "LEFT")
                                                   else "shift_right"][0](ins[0], ins[1]),
    "IsNaN": _np(np.isnan),
    "IsInf": lambda ins, a: ((np.isposinf(ins[0]) & bool(a.get("detect_positive", 1)))
                             | (np.isneginf(ins[0]) & bool(a.get("detect_negative", 1)))),
    "Sum": lambda ins, a: _onnx_sum(ins),
    "Mean": lambda ins, a: (_onnx_sum(ins) / ins[0].dtype.type(len(ins))).astype(ins[0].dtype),
    "Gather": lambda ins, a: np.take(ins[0], ins[1].astype(np.int64), axis=a.get("axis", 0)),
    "Pad": lambda ins, a: _onnx_pad(ins, a),
    "Slice": lambda ins, a: _onnx_slice(ins),
    "Trilu": _onnx_trilu, "DepthToSpace": _onnx_depth_to_space, "SpaceToDepth": _onnx_space_to_depth,
    "EyeLike": _onnx_eye_like, "Tile": lambda ins, a: np.tile(ins[0], tuple(int(r) for r in ins[1])),
    "Neg": _np(np.negative), "Abs": _np(np.abs), "Exp": _f64(np.exp), "Log": _f64(np.log), "Sqrt": _f64(np.sqrt),
    "Tanh": _f64(np.tanh), "Sigmoid": _f64(lambda x: 1.0 / (1.0 + np.exp(-x))),
    "Relu": lambda ins, a: np.maximum(ins[0], ins[0].dtype.type(0)),
    "Sin": _f64(np.sin), "Cos": _f64(np.cos), "Tan": _f64(np.tan), "Asin": _f64(np.arcsin),
    "Acos": _f64(np.arccos), "Atan": _f64(np.arctan), "Sinh": _f64(np.sinh), "Cosh": _f64(np.cosh),
    "Asinh": _f64(np.arcsinh), "Acosh": _f64(np.arccosh), "Atanh": _f64(np.arctanh), "Erf": _f64(numpy_ref.erf),
    "Floor": _np(np.floor), "Ceil": _np(np.ceil), "Round": _np(np.round), "Sign": _np(np.sign),
    "Reciprocal": _np(np.reciprocal), "Softplus": _f64(lambda x: np.logaddexp(0.0, x)),
    "Softsign": _f64(lambda x: x / (1.0 + np.abs(x))), "Not": _np(np.logical_not),
    "Add": _np(np.add), "Sub": _np(np.subtract), "Mul": _np(np.multiply),
    # integer Div truncates toward zero, integer Pow wraps (numpy_ref's integer references)
    "Div": lambda ins, a: (numpy_ref.REFERENCE["div"][0](*ins) if ins[0].dtype.kind in "iu"
                           else _np(np.divide)(ins, a)),
    "Max": _np(np.maximum), "Min": _np(np.minimum),
    "Pow": lambda ins, a: (numpy_ref.REFERENCE["pow"][0](*ins) if ins[0].dtype.kind in "iu"
                           else _f64_all(np.power)(ins, a)),
    "Mod": lambda ins, a: _np(np.fmod if a.get("fmod", 0) else np.mod)(ins, a),
    "Equal": _np(np.equal), "Less": _np(np.less), "Greater": _np(np.greater),
    "LessOrEqual": _np(np.less_equal), "GreaterOrEqual": _np(np.greater_equal),
    "And": _np(np.logical_and), "Or": _np(np.logical_or), "Xor": _np(np.logical_xor),
    "Where": _np(np.where), "MatMul": _matmul, "Identity": lambda ins, a: ins[0],
    "ReduceSum": _reduce(np.sum, True), "ReduceMean": _reduce(np.mean, True), "ReduceMax": _reduce(np.max, False),
    "ReduceMin": _reduce(_reduce_min, False), "ReduceProd": _reduce(np.prod, True),
    "ReduceL1": _reduce(lambda x, axis, keepdims: np.sum(np.abs(x), axis=axis, keepdims=keepdims), True),
    "ReduceL2": _reduce(lambda x, axis, keepdims: np.sqrt(np.sum(x * x, axis=axis, keepdims=keepdims)), True),
    "ReduceLogSum": _reduce(lambda x, axis, keepdims: np.log(np.sum(x, axis=axis, keepdims=keepdims)), True),
    "ReduceLogSumExp": _reduce(_log_sum_exp, True),
    "ReduceSumSquare": _reduce(lambda x, axis, keepdims: np.sum(x * x, axis=axis, keepdims=keepdims), True),
    "Reshape": _reshape,
    "Expand": lambda ins, a: np.broadcast_to(ins[0], np.broadcast_shapes(ins[0].shape, tuple(ins[1]))).copy(),
    "Transpose": lambda ins, a: np.transpose(ins[0], a.get("perm")),
    "Cast": lambda ins, a: ins[0].astype(onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[a["to"]]),
    "ConstantOfShape": lambda ins, a: np.full(tuple(int(s) for s in ins[0]), numpy_helper.to_array(a["value"])[0]),
    "Det": lambda ins, a: numpy_ref._det(ins[0]),
    "GridSample": lambda ins, a: numpy_ref._grid_sample(
        ins[0], ins[1], ["bilinear", "nearest", "bicubic"].index(a.get("mode", b"bilinear").decode()),
        ["zeros", "border", "reflection"].index(a.get("padding_mode", b"zeros").decode()),
        bool(a.get("align_corners", 0))),
    # MaxUnpool-11 as ONNX's reference reads it: indices over the whole result (output_shape, when given, is
    # the inferred shape here: max_unpool refuses any other)
    "MaxUnpool": lambda ins, a: numpy_ref._max_unpool(ins[0], ins[1], a["kernel_shape"], a.get("strides", ()),
                                                      a.get("pads", ())),
    "ReverseSequence": lambda ins, a: numpy_ref._reverse_sequence(ins[0], ins[1], a.get("batch_axis", 1),
                                                                  a.get("time_axis", 0)),
    # the ops of data-dependent shape, as ONNX's reference implementation computes them
    "NonZero": lambda ins, a: np.array(np.nonzero(ins[0]), dtype=np.int64).reshape(ins[0].ndim, -1),
    "Compress": lambda ins, a: np.compress(ins[1], ins[0], axis=a.get("axis")),
    "Range": lambda ins, a: np.arange(ins[0].reshape(()), ins[1].reshape(()), ins[2].reshape(())).astype(ins[0].dtype),
}


def _onnx_act(fn, **defaults):
    """An activation of ONNX float attributes (the schema's defaults where a
    node leaves one out), in float64, rounded to x's dtype."""
    def run(ins, a):
        params = {k: float(a.get(k, v)) for k, v in defaults.items()}
        with np.errstate(all="ignore"):
            return np.asarray(fn(*(x.astype(np.float64) for x in ins), **params)).astype(ins[0].dtype)
    return run


def _onnx_clip(ins, a):
    """Clip-13: min(max(x, min), max), the bounds optional; NaN propagates (np.clip)."""
    y = ins[0]
    if len(ins) > 1 and ins[1] is not None:
        y = np.where((y < ins[1]) | (ins[1] != ins[1]), ins[1], y)
    if len(ins) > 2 and ins[2] is not None:
        y = np.where((y > ins[2]) | (ins[2] != ins[2]), ins[2], y)
    return np.asarray(y).astype(ins[0].dtype)


def _onnx_nll(ins, a):
    """NegativeLogLikelihoodLoss-13 as its text says, in double: -weight[t] * x[n, t, d...], 0 where t
    is ignore_index (absent: nothing ignored); sum; mean over the weights of the targets that count."""
    x, t = ins[0], ins[1].astype(np.int64)
    w = ins[2].astype(np.float64) if len(ins) > 2 and ins[2] is not None else np.ones(x.shape[1])
    how = a.get("reduction", b"mean")
    how = how.decode() if isinstance(how, bytes) else how
    ignore = a.get("ignore_index")
    x3, t2 = x.reshape(x.shape[0], x.shape[1], -1).astype(np.float64), t.reshape(t.shape[0], -1)
    loss, wts = np.zeros(t2.shape), np.zeros(t2.shape)
    for n, d in np.ndindex(*t2.shape):
        c = int(t2[n, d])
        if ignore is not None and c == ignore:
            continue
        loss[n, d], wts[n, d] = -w[c] * x3[n, c, d], w[c]
    if how == "none":
        return loss.reshape(t.shape).astype(x.dtype)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.array(loss.sum() if how == "sum" else loss.sum() / wts.sum()).astype(x.dtype)


ONNX_NUMPY.update({
    "NegativeLogLikelihoodLoss": _onnx_nll,
    "LeakyRelu": _onnx_act(lambda x, alpha: np.where(x < 0, alpha * x, x), alpha=np.float32(0.01)),
    "Elu": _onnx_act(lambda x, alpha: np.where(x > 0, x, alpha * (np.exp(x) - 1)), alpha=1.0),
    "Celu": _onnx_act(lambda x, alpha: np.maximum(0, x) + np.minimum(0, alpha * (np.exp(x / alpha) - 1)), alpha=1.0),
    "ThresholdedRelu": _onnx_act(lambda x, alpha: np.where(x <= alpha, 0.0, x), alpha=1.0),
    "HardSigmoid": _onnx_act(lambda x, alpha, beta: np.clip(alpha * x + beta, 0, 1), alpha=np.float32(0.2),
                             beta=0.5),
    "Selu": _onnx_act(lambda x, alpha, gamma: np.where(x > 0, gamma * x, gamma * (alpha * np.exp(x) - alpha)),
                      alpha=np.float32(1.67326319217681884765625), gamma=np.float32(1.05070102214813232421875)),
    "Shrink": _onnx_act(lambda x, lambd, bias: np.where(x < -lambd, x + bias, np.where(x > lambd, x - bias, 0.0)),
                        lambd=0.5, bias=0.0),
    "HardSwish": _onnx_act(lambda x: x * np.clip(x / 6 + 0.5, 0, 1)),  # alpha 1/6, beta 0.5
    "PRelu": _onnx_act(lambda x, slope: np.where(x < 0, slope * x, x)),
    "Clip": _onnx_clip,
    # OneHot-11's text, not its reference's modulo: an index outside -depth..depth-1 is off everywhere
    "OneHot": lambda ins, a: numpy_ref._one_hot(ins[0], ins[2], int(ins[1].reshape(-1)[0]), a.get("axis", -1)),
    "RandomUniformLike": _onnx_random(numpy_ref._random_uniform_like, low=0.0, high=1.0),
    "RandomNormalLike": _onnx_random(numpy_ref._random_normal_like, mean=0.0, scale=1.0),
    "Bernoulli": _onnx_random(numpy_ref._bernoulli),
    "Multinomial": lambda ins, a: numpy_ref._multinomial(
        ins[0], int(a.get("sample_size", 1)), float(a.get("seed", 0.0)),
        numpy_ref.dtype_name(onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[a.get("dtype", TensorProto.INT32)])),
})


def _onnx_resize(ins, a):
    """Resize-13 by ONNX 1.12's own reference (onnx.backend.test.case.node.resize,
    interpolate_nd_with_x per output element): sizes, or scales with floor(scale
    * length) elements; an empty roi or scales left out. tf_half_pixel_for_nn,
    which that reference lacks, as the specification writes it: asymmetric's
    o / scale taken at o + 0.5."""
    from onnx.backend.test.case.node import resize as ref
    x = ins[0]
    roi, scales, sizes = (None if k >= len(ins) or ins[k] is None or ins[k].size == 0 else ins[k] for k in (1, 2, 3))

    def text(k, default):
        v = a.get(k, default)
        return v.decode() if isinstance(v, bytes) else v

    mode, ctm = text("mode", "nearest"), text("coordinate_transformation_mode", "half_pixel")
    nearest, cubic_a = text("nearest_mode", "round_prefer_floor"), float(a.get("cubic_coeff_a", -0.75))
    coeffs = {"nearest": lambda r: ref.nearest_coeffs(r, mode=nearest), "linear": ref.linear_coeffs,
              "cubic": lambda r: ref.cubic_coeffs(r, A=cubic_a)}[mode]
    if sizes is not None:
        out = [int(v) for v in sizes]
        factors = np.array(out) / np.array(x.shape)
    else:
        factors = scales
        out = [int(v) for v in (scales * np.array(x.shape)).astype(int)]
    shift = 0.5 if ctm == "tf_half_pixel_for_nn" else 0.0
    y = np.zeros(out)
    for o in np.ndindex(*out):
        y[o] = ref.interpolate_nd_with_x(
            x.astype(np.float64), x.ndim, factors, [v + shift for v in o], coeffs, roi=roi,
            extrapolation_value=float(a.get("extrapolation_value", 0.0)),
            coordinate_transformation_mode="asymmetric" if shift else ctm,
            exclude_outside=bool(a.get("exclude_outside", 0)))
    return y.astype(x.dtype)


ONNX_NUMPY["Resize"] = _onnx_resize


def run_numpy(model: onnx.ModelProto, feeds: list[np.ndarray]) -> list[np.ndarray]:
    env = {i.name: a for i, a in zip(model.graph.input, feeds)}
    env.update({t.name: numpy_helper.to_array(t) for t in model.graph.initializer})
    for node in model.graph.node:
        attrs = {x.name: helper.get_attribute_value(x) for x in node.attribute}
        # a left-out optional input is None in its place (Slice's axes before its steps)
        env[node.output[0]] = ONNX_NUMPY[node.op_type]([env[n] if n else None for n in node.input], attrs)
    return [env[o.name] for o in model.graph.output]


# ---- the round trip ----------------------------------------------------------------------------


RAN: dict[str, int] = {}  # device -> cases compared there


@functools.lru_cache(maxsize=None)
def round_trip(folder: str) -> dict[str, list[str]]:
    """Runs every case; returns the failures per op."""
    fails: dict[str, list[str]] = {}
    todo = all_cases(folder)
    lines = []
    captured = [c for c in todo if not c.sized]
    for c in captured:
        lines += ["reset", "use 0 0", *_input_lines(c.ins), f"capture {c.base}.sy {c.call()}"]
    answers = _driver(lines)
    for c, (i, line) in zip(captured, [(i, line) for i, line in enumerate(lines) if line.startswith("capture")]):
        if answers[i] != "ok":
            fails.setdefault(c.op.name, []).append(f"{c.describe()}: capture: {answers[i]}")
    for c in todo:
        if c.sized:
            try:
                Path(f"{c.base}.sy").write_text(sized_graph(c))
            except Exception as exc:  # noqa: BLE001 - reported per case
                fails.setdefault(c.op.name, []).append(f"{c.describe()}: its graph: {type(exc).__name__}: {exc}")
    models = {}
    other_op: set[str] = set()
    for c in todo:
        if c.op.name in fails:
            continue
        try:
            g = sygraph.read(Path(f"{c.base}.sy").read_text(), MODEL, f"{c.base}.sy")
            m = conv.export(g, MODEL)
            conv.verify(m, g, MODEL)
            m = onnx.load_from_string(m.SerializeToString())
            back = conv.import_model(m, MODEL)
            Path(f"{c.base}.onnx.sy").write_text(sygraph.write(back, MODEL))
            models[c.label] = m
            # an op that imports back as another one (conv of 2 spatial axes as conv2d) runs another
            # kernel, which may round otherwise (simd's conv2d): within the op's bound, not bit for bit
            if {v.op for v in back.values if v.kind == "node"} - {c.op.name}:
                other_op.add(c.label)
        except Exception as exc:  # noqa: BLE001 - reported per case
            fails.setdefault(c.op.name, []).append(f"{c.describe()}: {type(exc).__name__}: {exc}")
    # every device: eager, the imported graph and the saved graph, bit for bit
    for dev in DEVICES:
        mine = [c for c in todo if c.label in models and c.needs <= dev.stores]
        lines, gets = [], []
        for c in mine:
            n = len(c.ins)
            runtime = [str(i) for i, k in enumerate(c.constant) if not k]
            lines += ["reset", f"use {dev.backend_id} {dev.index}", *_input_lines(c.ins)]
            attrs = " ".join(numpy_ref._fmt_attr(k, v) for k, v in c.attrs.items())
            lines.append(f"op {n} {c.op.name} {n} {' '.join(str(i) for i in range(n))} {attrs}".replace("  ", " "))
            lines.append(f"replay {n + 1} {c.base}.onnx.sy {len(runtime)} {' '.join(runtime)}".rstrip())
            lines.append(f"replay {n + 2} {c.base}.sy {len(runtime)} {' '.join(runtime)}".rstrip())
            gets.append((c, len(lines)))
            lines += [f"get {n}", f"get {n + 1}", f"get {n + 2}"]
        answers = _driver(lines)
        start = 0
        for c, at in gets:
            block = answers[start:at + 3]
            start = at + 3
            err = next((a for a in block if a.startswith("err")), None)
            if err:
                fails.setdefault(c.op.name, []).append(f"{c.describe()} on {dev}: {err}")
                continue
            eager, imported, saved = (numpy_ref.parse_val(a) for a in answers[at:at + 3])
            RAN[str(dev)] = RAN.get(str(dev), 0) + 1
            for what, got in (("the imported ONNX model", imported), ("the saved graph", saved)):
                if what.startswith("the imported") and c.label in other_op:
                    how, extra = numpy_ref.tolerance(c.op.name, list(c.ins), c.attrs, eager)
                    diff = numpy_ref.compare(got, eager, how, extra)
                    if diff:
                        fails.setdefault(c.op.name, []).append(f"{c.describe()} on {dev}: {what} (another op): {diff}")
                    continue
                if got.shape != eager.shape or got.tobytes() != eager.tobytes():
                    fails.setdefault(c.op.name, []).append(
                        f"{c.describe()} on {dev}: {what} replayed gives {got!r}, eager {eager!r}")
            if dev.backend_id == 0:
                feeds = [a for a, k in zip(c.ins, c.constant) if not k]
                want = run_numpy(models[c.label], feeds)[0]
                sy_attrs = dict(c.attrs)
                how, extra = numpy_ref.tolerance(c.op.name, c.ins, sy_attrs, want)
                msg = numpy_ref.compare(eager, np.asarray(want), how, extra)
                if msg:
                    fails.setdefault(c.op.name, []).append(f"{c.describe()}: ONNX semantics in NumPy: {msg}")
    return fails


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> str:
    return str(tmp_path_factory.mktemp("onnx"))


def test_devices_found():
    assert DEVICES and DEVICES[0].backend_id == 0, "the library reports no cpu device"


def test_every_mapped_op_has_cases(folder):
    assert {c.op.name for c in all_cases(folder)} == {op.name for op in MAPPED}
    assert MAPPED, "backends.yaml maps no op to ONNX"


@pytest.mark.xdist_group("round_trip")
@pytest.mark.parametrize("op", [op.name for op in MAPPED])
def test_round_trip(op, folder):
    bad = round_trip(folder).get(op, [])
    assert not bad, f"{len(bad)} failure(s):\n" + "\n".join(bad[:15])


@pytest.mark.xdist_group("round_trip")
def test_every_case_ran_on_every_device_that_stores_its_dtypes(folder):
    todo = all_cases(folder)
    round_trip(folder)
    assert all(Path(f"{c.base}.onnx.sy").exists() for c in todo)
    for dev in DEVICES:
        want = sum(c.needs <= dev.stores for c in todo)
        assert want and RAN.get(str(dev)) == want, f"{RAN.get(str(dev))} of {want} cases compared on {dev}"
    print(f"\n{len(todo)} cases of {len(MAPPED)} ops; compared per device: {RAN}")


# ---- the mapping against the ONNX operator schemas ---------------------------------------------


@pytest.mark.parametrize("op", [op.name for op in MODEL.ops if op.onnx is not None and op.onnx.op is not None])
def test_mapping_names_onnx_schema(op):
    """Every ONNX operator and attribute backends.yaml names exists in opset onnx_opset, and takes the dtypes."""
    o = MODEL.op(op)
    schema = onnx.defs.get_schema(o.onnx.op, MODEL.onnx_opset)
    assert schema.since_version <= MODEL.onnx_opset
    for attr, where in o.onnx.attrs:
        if where != "input":
            assert where in schema.attributes, f"{o.onnx.op} has no attribute {where}"
    allowed = set().union(*(set(c.allowed_type_strs) for c in schema.type_constraints)) if \
        schema.type_constraints else set()
    dt = conv.Dtypes(MODEL)
    for name in o.onnx.dtypes:
        t = f"tensor({TensorProto.DataType.Name(dt.to_onnx[name]).lower()})"
        assert t in allowed, f"ONNX {o.onnx.op} does not take {name} ({t})"


# ---- refusals ----------------------------------------------------------------------------------


def _cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items()}
    return subprocess.run([sys.executable, "-m", "generator.onnx", *args], cwd=cwd or REPO, env=env,
                          capture_output=True, text=True)


def _capture(path: Path, call: str, ins) -> None:
    lines = ["reset", "use 0 0", *_input_lines(ins), f"capture {path} {call}"]
    assert _driver(lines)[-1] == "ok"


def test_export_refuses_an_op_without_counterpart_naming_op_and_node(tmp_path):
    text = (REPO / "backends.yaml").read_text()
    assert text.count("onnx: Tanh}") == 1
    yaml = tmp_path / "backends.yaml"
    yaml.write_text(text.replace("onnx: Tanh}", 'onnx: {none: "no tanh here (a test)"}}'))
    x = np.array([[0.5, -1.0]], dtype=np.float32)
    _capture(tmp_path / "t.sy", "tanh 1 0", [x])
    out = tmp_path / "t.onnx"
    r = _cli("--yaml", str(yaml), "export", str(tmp_path / "t.sy"), str(out))
    assert r.returncode == 1 and not out.exists(), r
    assert r.stderr == "error: op tanh (node %2) has no ONNX counterpart: no tanh here (a test)\n"


def test_stack_exports_as_unsqueeze_and_concat(tmp_path):
    """stack has no ONNX operator: it exports as an Unsqueeze of each input and a
    Concat along the new axis (negative: counted in the result), which ONNX's
    checker accepts, imports back as reshapes and concat, and replays as np.stack."""
    xs = [np.arange(6, dtype=np.float32).reshape(2, 3) + 10 * k for k in range(3)]
    for axis in (0, 1, -1):
        rank = 3
        shape = [2, 3]
        shape.insert(axis % rank, 3)
        text = ("switchyard-graph 2\ncounts inputs=3 constants=0 nodes=1 outputs=1\n"
                "%1 = input 0 : f32[2, 3]\n%2 = input 1 : f32[2, 3]\n%3 = input 2 : f32[2, 3]\n"
                f"%4 = stack(%1, %2, %3) axis={axis} : f32[{', '.join(map(str, shape))}]\noutput 0 = %4\nend\n")
        g = sygraph.read(text, MODEL)
        m = conv.export(g, MODEL)
        conv.verify(m, g, MODEL)
        assert [n.op_type for n in m.graph.node] == ["Unsqueeze"] * 3 + ["Concat"], m.graph.node
        assert m.graph.node[-1].attribute[0].i == axis % rank
        back = conv.import_model(m, MODEL)
        (tmp_path / "m.sy").write_text(sygraph.write(back, MODEL))
        out = _driver(["reset", "use 0 0", *_input_lines(xs), f"replay 3 {tmp_path / 'm.sy'} 3 0 1 2", "get 3"])
        np.testing.assert_array_equal(numpy_ref.parse_val(out[-1]), np.stack(xs, axis=axis))


@pytest.mark.parametrize("op, size, onnx_op", [("adaptive_avg_pool", "1,1", "GlobalAveragePool"),
                                               ("adaptive_avg_pool", "2,3", "AveragePool"),
                                               ("adaptive_max_pool", "1,3", "MaxPool"),
                                               ("adaptive_max_pool", "2,1", "MaxPool")])
def test_adaptive_pools_export_as_onnx_pools(op, size, onnx_op, tmp_path):
    """adaptive pooling has no ONNX operator: an output_size of 1 (the mean) exports as GlobalAveragePool, one
    dividing the spatial shape as AveragePool or MaxPool of kernel and stride D / O, which ONNX's checker takes
    and which import back and replay as the op computes (the maximum's indices too)."""
    x = cases.data(cases.rng_for("adaptive-export", op, size), "f32", (2, 3, 4, 6), "finite")
    out = [int(v) for v in size.split(",")]
    n_out = 2 if op == "adaptive_max_pool" else 1
    types = ", ".join([f"f32[2, 3, {out[0]}, {out[1]}]", f"i64[2, 3, {out[0]}, {out[1]}]"][:n_out])
    lhs = "%2, %3" if n_out == 2 else "%2"
    text = (f"switchyard-graph 2\ncounts inputs=1 constants=0 nodes={n_out} outputs=1\n%1 = input 0 : f32[2, 3, 4, 6]\n"
            f"{lhs} = {op}(%1) output_size=[{out[0]}, {out[1]}] : {types}\noutput 0 = %2\nend\n")
    g = sygraph.read(text, MODEL)
    m = conv.export(g, MODEL)
    conv.verify(m, g, MODEL)
    assert [n.op_type for n in m.graph.node] == [onnx_op], m.graph.node
    back = conv.import_model(m, MODEL)
    (tmp_path / "m.sy").write_text(sygraph.write(back, MODEL))
    got = numpy_ref.parse_val(_driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0",
                                       "get 1"])[-1])
    want = numpy_ref.reference(op, [x], {"output_size": out})
    want = want[0] if n_out == 2 else want
    assert got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=0)


def test_adaptive_pool_export_refuses_windows_of_no_onnx_pool():
    text = ("switchyard-graph 2\ncounts inputs=1 constants=0 nodes=1 outputs=1\n%1 = input 0 : f32[1, 1, 5]\n"
            "%2 = adaptive_avg_pool(%1) output_size=[3] : f32[1, 1, 3]\noutput 0 = %2\nend\n")
    with pytest.raises(conv.Refused, match=r"adaptive_avg_pool \(node %2\) has no ONNX counterpart: output_size \[3\]"
                                           r" does not divide the spatial shape \[5\]"):
        conv.export(sygraph.read(text, MODEL), MODEL)


def test_export_refuses_a_dtype_without_counterpart(tmp_path):
    b = np.array([True, False])
    _capture(tmp_path / "lt.sy", "lt 2 0 1", [b, b])
    out = tmp_path / "lt.onnx"
    r = _cli("export", str(tmp_path / "lt.sy"), str(out))
    assert r.returncode == 1 and not out.exists()
    takes = ", ".join(d.name for d in numpy_ref.MODEL.dtypes if d.category in ("float", "int"))  # lt's: [float, int]
    assert f"op lt on bool (node %3) has no ONNX counterpart: ONNX Less converts {takes} only" in r.stderr


def test_export_refuses_a_broken_file_with_its_line(tmp_path):
    bad = tmp_path / "bad.sy"
    bad.write_text("switchyard-graph 1\ncounts inputs=1 constants=0 nodes=1 outputs=1\n%1 = input 0 : f32[2]\n"
                   "%2 = frobnicate(%1) : f32[2]\noutput 0 = %2\nend\n")
    r = _cli("export", str(bad), str(tmp_path / "bad.onnx"))
    assert r.returncode == 1 and not (tmp_path / "bad.onnx").exists()
    assert r.stderr == f"error: {bad}:4:6: %2: unknown op 'frobnicate'\n"


@pytest.mark.parametrize("node, message", [
    ("%3 = add(%1, %2) : f32[2, 4]", "ONNX shape inference gives node %3 (add) FLOAT[2, 3], switchyard f32[2, 4]"),
    ("%3 = reshape(%1) shape=[3, -1] : f32[6]", "node %3 (reshape): shape=[3, -1] does not give its result type"
                                                " f32[6]"),
    ("%3 = sum(%1) axis=1 keepdim=true : f32[2]", "ONNX shape inference gives node %3 (sum) FLOAT[2, 1], switchyard"
                                                  " f32[2]"),
])
def test_export_refuses_a_type_switchyard_would_not_infer(node, message, tmp_path):
    """The exporter trusts no result type: ONNX shape inference must agree with every one."""
    bad = tmp_path / "bad.sy"
    bad.write_text("switchyard-graph 1\ncounts inputs=1 constants=1 nodes=1 outputs=1\n%1 = input 0 : f32[2, 3]\n"
                   f"%2 = constant : f32[3] = 0000803f0000803f0000803f\n{node}\noutput 0 = %3\nend\n")
    r = _cli("export", str(bad), str(tmp_path / "bad.onnx"))
    assert r.returncode == 1 and not (tmp_path / "bad.onnx").exists(), r
    assert r.stderr == f"error: {message}\n"


def test_export_refuses_a_mapping_it_cannot_honour(tmp_path):
    text = (REPO / "backends.yaml").read_text()
    yaml = tmp_path / "backends.yaml"
    yaml.write_text(text.replace("onnx: {op: Reshape, shape: input}", "onnx: {op: Reshape, shape: shape}"))
    _capture(tmp_path / "r.sy", "reshape 1 0 shape=4", [np.zeros((2, 2), np.float32)])
    r = _cli("--yaml", str(yaml), "export", str(tmp_path / "r.sy"), str(tmp_path / "r.onnx"))
    assert r.returncode == 1 and not (tmp_path / "r.onnx").exists()
    assert ("the 'onnx' of op 'reshape': this converter passes shape to ONNX Reshape as an input, not 'shape'"
            in r.stderr)
    assert f"{yaml}:" in r.stderr


def _model(nodes, inputs, outputs, inits=(), opset=None):
    g = helper.make_graph(nodes, "t", inputs, outputs, initializer=list(inits))
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset or MODEL.onnx_opset)])


def _vi(name, elem, shape):
    return helper.make_tensor_value_info(name, elem, shape)


F = TensorProto.FLOAT
# An ONNX element type no dtype of backends.yaml maps to and Identity and Cast take (every number type is
# a dtype since u16, u32 and u64: STRING).
ABSENT_NAME = next(t for t in ("FLOAT16", "BFLOAT16", "INT16", "INT8", "UINT16", "UINT32", "UINT64", "STRING")
                   if t not in {d.onnx for d in numpy_ref.MODEL.dtypes})
ABSENT = getattr(TensorProto, ABSENT_NAME)
IMPORT_REFUSALS = [
    ("unknown-op", _model([helper.make_node("MaxRoiPool", ["x"], ["y"], name="hm")], [_vi("x", F, [2, 3])],
                          [_vi("y", F, [2, 3])]),
     "ONNX node 'hm' (MaxRoiPool): ONNX MaxRoiPool is not supported (switchyard converts Abs, Acos, Acosh, Add, "),
    ("dtype", _model([helper.make_node("Identity", ["x"], ["y"], name="n")], [_vi("x", ABSENT, [2])],
                     [_vi("y", ABSENT, [2])]),
     f"graph input 'x' has dtype {ABSENT_NAME}, which switchyard does not have"
     f" (its dtypes: {', '.join(d.name for d in numpy_ref.MODEL.dtypes)})"),
    ("cast-target", _model([helper.make_node("Cast", ["x"], ["y"], name="c", to=ABSENT)],
                           [_vi("x", F, [2])], [_vi("y", ABSENT, [2])]),
     f"ONNX node 'c' (Cast): output 'y' has dtype {ABSENT_NAME}, which switchyard does not have"),
    ("symbolic-dim", _model([helper.make_node("Neg", ["x"], ["y"], name="n")], [_vi("x", F, ["N", 3])],
                            [_vi("y", F, ["N", 3])]),
     "graph input 'x': dimension 0 is 'N', not a number; switchyard graphs have fixed shapes"),
    ("matmul-rank-1", _model([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")],
                             [_vi("x", F, [3]), _vi("w", F, [3, 2])], [_vi("y", F, [2])]),
     "ONNX node 'mm' (MatMul): inputs of rank 1 and 2; switchyard's matmul takes rank 2 or more"),
    ("mod-float-floored", _model([helper.make_node("Mod", ["x", "x"], ["y"], name="m")], [_vi("x", F, [2])],
                                 [_vi("y", F, [2])]),
     f"ONNX node 'm' (Mod): switchyard's mod converts {', '.join(numpy_ref.INTS)} only, not f32"),
    ("isinf-detects-nothing", _model([helper.make_node("IsInf", ["x"], ["y"], name="ii", detect_positive=0,
                                                       detect_negative=0)],
                                     [_vi("x", F, [2])], [_vi("y", TensorProto.BOOL, [2])]),
     "ONNX node 'ii' (IsInf): detect_negative=0, detect_positive=0; switchyard converts"),
    ("bitshift-direction-up", _model([helper.make_node("BitShift", ["x", "x"], ["y"], name="bs", direction="UP")],
                                     [_vi("x", TensorProto.UINT8, [2])], [_vi("y", TensorProto.UINT8, [2])]),
     "ONNX node 'bs' (BitShift): direction=UP; switchyard converts direction=LEFT (shift_left),"
     " direction=RIGHT (shift_right)"),
    ("sum-of-mixed-dtypes", _model([helper.make_node("Sum", ["x", "z"], ["y"], name="s")],
                                   [_vi("x", F, [2]), _vi("z", TensorProto.DOUBLE, [2])], [_vi("y", F, [2])]),
     "ONNX node 's' (Sum)"),
    ("mod-fmod-2", _model([helper.make_node("Mod", ["x", "x"], ["y"], name="m", fmod=2)],
                          [_vi("x", TensorProto.INT32, [2])], [_vi("y", TensorProto.INT32, [2])]),
     "ONNX node 'm' (Mod): fmod=2; switchyard converts fmod=0 (mod), fmod=1 (fmod)"),
    ("computed-axes", _model([helper.make_node("ReduceSum", ["x", "a"], ["y"], name="r", keepdims=0)],
                             [_vi("x", F, [2, 3, 4]), _vi("a", TensorProto.INT64, [2])], [_vi("y", F, [4])]),
     "ONNX node 'r' (ReduceSum): its axes (input 1) are 2 values computed when the graph runs; switchyard reads"
     " one axis at run time"),
    ("computed-starts", _model([helper.make_node("Slice", ["x", "s", "e"], ["y"], name="sl")],
                               [_vi("x", F, [2, 3]), _vi("s", TensorProto.INT64, [3, 3]),
                                _vi("e", TensorProto.INT64, [9])], [_vi("y", F, [1, 3])]),
     "ONNX node 'sl' (Slice): its starts (input 1, 's') is i64[3, 3], computed when the graph runs; switchyard"
     " reads such starts on the host from integers of rank 0 or 1, at most 8"),
    ("opset", _model([helper.make_node("Neg", ["x"], ["y"], name="n")], [_vi("x", F, [2])], [_vi("y", F, [2])],
                     opset=5),
     f"the model imports opset 5; this converter reads opsets 6 to {MODEL.onnx_opset}"),
    ("maxpool-4d", _model([helper.make_node("MaxPool", ["x"], ["y"], name="mp", kernel_shape=[2, 2, 2, 2])],
                          [_vi("x", F, [1, 1, 3, 3, 3, 3])], [_vi("y", F, [1, 1, 2, 2, 2, 2])]),
     "ONNX node 'mp' (MaxPool): kernel_shape has 4 values and the input rank 6; switchyard's max_pool takes 1 to 3"
     " spatial axes after N and C"),
    ("convtranspose-1d-begin", _model([helper.make_node("ConvTranspose", ["x", "w"], ["y"], name="ct", strides=[2],
                                                        output_shape=[8], auto_pad="SAME_UPPER")],
                                      [_vi("x", F, [1, 1, 3]), _vi("w", F, [1, 1, 3])], [_vi("y", F, [1, 1, 8])]),
     "ONNX node 'ct' (ConvTranspose): output_shape [8] needs 1 more positions at the beginning of axis 2;"
     " switchyard's conv_transpose adds them at the end only"),
    ("convtranspose-begin", _model([helper.make_node("ConvTranspose", ["x", "w"], ["y"], name="ct", strides=[2, 2],
                                                     output_shape=[8, 8], auto_pad="SAME_UPPER")],
                                   [_vi("x", F, [1, 1, 3, 3]), _vi("w", F, [1, 1, 3, 3])], [_vi("y", F, [1, 1, 8, 8])]),
     "ONNX node 'ct' (ConvTranspose): output_shape [8, 8] needs 1 more rows or columns at the beginning of axis 2;"
     " switchyard's conv_transpose2d adds them at the end only"),
    ("op-dtype", _model([helper.make_node("Pow", ["x", "x"], ["y"], name="d")],
                        [_vi("x", TensorProto.FLOAT16, [2])], [_vi("y", TensorProto.FLOAT16, [2])]),
     f"ONNX node 'd' (Pow): switchyard's pow does not take f16 (it takes {', '.join(numpy_ref.OPS['pow'].dtypes)})"),
    ("conv-4d", _model([helper.make_node("Conv", ["x", "w"], ["y"], name="c")],
                       [_vi("x", F, [1, 2, 3, 3, 3, 3]), _vi("w", F, [3, 2, 2, 2, 2, 2])],
                       [_vi("y", F, [1, 3, 2, 2, 2, 2])]),
     "ONNX node 'c' (Conv): input of rank 6 and weight of rank 6; switchyard's conv takes 1 to 3 spatial axes after"
     " N and C, the weight's rank the input's"),
    ("checker", _model([helper.make_node("Sqrt", ["x"], ["y"], name="s")],
                       [_vi("x", TensorProto.INT32, [2])], [_vi("y", TensorProto.INT32, [2])]),
     "error: the ONNX checker refuses the model: "),
]


@pytest.mark.parametrize("model, message", [(m, msg) for _, m, msg in IMPORT_REFUSALS],
                         ids=[i for i, _, _ in IMPORT_REFUSALS])
def test_import_refuses_by_name(model, message, tmp_path):
    src, out = tmp_path / "m.onnx", tmp_path / "m.sy"
    src.write_bytes(model.SerializeToString())
    r = _cli("import", str(src), str(out))
    assert r.returncode == 1 and not out.exists(), r
    assert message in r.stderr, r.stderr


def test_import_reads_an_old_opset_through_onnx_version_converter(tmp_path):
    """An opset-11 model: Softmax-11 flattens to 2-d around its axis (axis 1 of a
    [2, 3, 4] input normalizes over 12 values), ReduceSum-11 takes its axes as an
    attribute. ONNX's version converter rewrites both for opset 13 (Softmax
    between a Flatten and a Reshape, which import makes reshapes); the replay
    agrees with NumPy on the opset-11 meaning."""
    nodes = [helper.make_node("Softmax", ["x"], ["s"], axis=1, name="sm"),
             helper.make_node("ReduceSum", ["s"], ["y"], axes=[2], keepdims=0, name="rs")]
    m = _model(nodes, [_vi("x", F, [2, 3, 4])], [_vi("y", F, [2, 3])], opset=11)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "= reshape(" in (tmp_path / "m.sy").read_text()  # the converter's Flatten, as a reshape
    x = np.linspace(-2, 2, 24, dtype=np.float32).reshape(2, 3, 4)
    flat = x.reshape(2, 12)
    soft = (np.exp(flat - flat.max(1, keepdims=True)) / np.exp(flat - flat.max(1, keepdims=True)).sum(1, keepdims=True))
    want = soft.reshape(2, 3, 4).sum(2)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    np.testing.assert_allclose(numpy_ref.parse_val(out[-1]), want, rtol=1e-5)


@pytest.mark.parametrize("op, axes, shape, want", [
    ("Flatten", None, [2, 3, 4], [2, 12]),
    ("Squeeze", [0, -2], [1, 3, 1, 2], [3, 2]),
    ("Squeeze", None, [1, 3, 1, 2], [3, 2]),
    ("Unsqueeze", [3, 0], [3, 2], [1, 3, 2, 1]),
    ("Unsqueeze", [-1], [3, 2], [3, 2, 1]),
])
def test_import_makes_static_reshapes_of_flatten_squeeze_unsqueeze(op, axes, shape, want, tmp_path):
    """Flatten, Squeeze and Unsqueeze on static shapes (axes constant) become reshapes."""
    inits = [numpy_helper.from_array(np.array(axes, dtype=np.int64), "axes")] if axes is not None else []
    node = helper.make_node(op, ["x", "axes"] if axes is not None else ["x"], ["y"], name="n")
    m = _model([node], [_vi("x", F, shape)], [_vi("y", F, want)], inits)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert f"= reshape(%1) shape={want}".replace(" ", "") in (tmp_path / "m.sy").read_text().replace(" ", "")
    x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    np.testing.assert_array_equal(numpy_ref.parse_val(out[-1]), x.reshape(want))


@pytest.mark.parametrize("split, axis, shape", [
    ([1, 0, 3], -1, [2, 4]),  # a constant split, an empty part among them
    (None, 0, [6, 2]),  # equal parts, as many as the outputs
    ([2], 1, [3, 2]),  # one output: the whole input
])
def test_import_makes_slices_of_split(split, axis, shape, tmp_path):
    """Split-13 on a static shape becomes one slice per output, replayed against NumPy's split."""
    n = len(split) if split is not None else 3
    inits = [numpy_helper.from_array(np.array(split, dtype=np.int64), "split")] if split is not None else []
    node = helper.make_node("Split", ["x", "split"] if split is not None else ["x"], [f"y{k}" for k in range(n)],
                            name="n", axis=axis)
    x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
    cuts = np.cumsum(split)[:-1] if split is not None else n
    wants = np.split(x, cuts, axis=axis)
    m = _model([node], [_vi("x", F, shape)], [_vi(f"y{k}", F, list(w.shape)) for k, w in enumerate(wants)], inits)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "m.sy").read_text().count("= slice(") == n
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0",
                   *[f"get {k + 1}" for k in range(n)]])
    for k, w in enumerate(wants):
        np.testing.assert_array_equal(numpy_ref.parse_val(out[len(out) - n + k]).reshape(w.shape), w)


@pytest.mark.parametrize("split, shape, message", [
    (None, [5, 2], "3 equal parts of axis 0 of length 5; opset 13 requires them"),
    ([1, 1, 1], [5, 2], "split [1, 1, 1] does not cut axis 0 of length 5 into 3 outputs"),
    ("input", [3, 2], "its split (input 1, 'split') is computed when the graph runs, and output 'a' has no static"),
])
def test_import_refuses_splits_it_cannot_make_static(split, shape, message, tmp_path):
    inits = [numpy_helper.from_array(np.array(split, dtype=np.int64), "split")] if isinstance(split, list) else []
    ins = [_vi("x", F, shape)] + ([_vi("split", TensorProto.INT64, [3])] if split == "input" else [])
    node = helper.make_node("Split", ["x", "split"] if split is not None else ["x"], ["a", "b", "c"], name="n")
    m = _model([node], ins, [_vi(o, F, None) for o in "abc"], inits)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 1 and message in r.stderr, r.stderr


@pytest.mark.parametrize("equation, shapes", [
    ("ij->ji", [[2, 3]]), ("ii->i", [[3, 3]]), ("ii", [[3, 3]]), ("...ii->...i", [[2, 3, 3]]),
    ("bij,bjk->bik", [[2, 2, 3], [2, 3, 4]]), ("i,i", [[4], [4]]), ("i,j->ij", [[2], [3]]),
    ("...ij,...jk", [[2, 1, 2, 3], [3, 3, 4]]), ("ij,jk,kl->il", [[2, 3], [3, 4], [4, 2]]),
    ("iij->j", [[2, 2, 3]]), ("ab,ba->", [[2, 3], [3, 2]]), ("Ab,bA", [[2, 3], [3, 2]]), ("ij,kj->", [[2, 3], [4, 3]]),
    ("ij->ij", [[2, 0]]),
])
def test_import_rewrites_einsum_into_switchyard_ops(equation, shapes, tmp_path):
    """Einsum becomes permutes, reshapes, slices (a diagonal), sums and
    matmuls; replayed on every device against NumPy's einsum (implicit
    output, ellipsis broadcast, several operands, a trace)."""
    rng = np.random.default_rng(7)
    xs = [rng.standard_normal(s).astype(np.float32) for s in shapes]
    names = [f"x{k}" for k in range(len(xs))]
    want = np.einsum(equation.replace(" ", ""), *[x.astype(np.float64) for x in xs])
    node = helper.make_node("Einsum", names, ["y"], name="e", equation=equation)
    m = _model([node], [_vi(n, F, s) for n, s in zip(names, shapes)], [_vi("y", F, list(want.shape))])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    n = len(xs)
    for d in range(len(DEVICES)):
        out = _driver(["reset", f"use {d} 0", *_input_lines(xs),
                       f"replay {n} {tmp_path / 'm.sy'} {n} {' '.join(map(str, range(n)))}", f"get {n}"])
        assert out[-2] == "ok", out[-3:]
        np.testing.assert_allclose(numpy_ref.parse_val(out[-1]).reshape(want.shape), want, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("equation, shapes, message", [
    ("ij,jk", [[2, 3], [4, 5]], "label 'j' of equation 'ij,jk' is both 3 and 4 long"),
    ("ij->k", [[2, 3]], "output term 'k' of equation 'ij->k' names a label twice or one no input has"),
    ("ij->ii", [[2, 2]], "names a label twice"),
    ("ijk", [[2, 3]], "term 'ijk' names 3 axes of input 0, of rank 2"),
])
def test_import_refuses_einsum_equations_by_name(equation, shapes, message, tmp_path):
    node = helper.make_node("Einsum", [f"x{k}" for k in range(len(shapes))], ["y"], name="e", equation=equation)
    m = _model([node], [_vi(f"x{k}", F, s) for k, s in enumerate(shapes)], [_vi("y", F, None)])
    m.ir_version = 8
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 1 and "ONNX node 'e' (Einsum)" in r.stderr and message in r.stderr, r.stderr


@pytest.mark.parametrize("dtype, axis", [(TensorProto.INT64, -1), (F, 0), (TensorProto.INT32, 1)])
def test_import_takes_one_hot_with_depth_between_indices_and_values(dtype, axis, tmp_path):
    """OneHot(indices, depth, values): depth a graph input (float here, cast to
    int64 as OneHot-11 says, and read when the node runs) or a constant;
    float indices cast toward zero; replayed on every device against NumPy;
    an export writes OneHot's own input order back."""
    idx = np.array([[0, -1, 5], [2, 3, -4]], dtype=onnx.mapping.TENSOR_TYPE_TO_NP_TYPE[dtype])
    if dtype == F:
        idx = idx + np.float32(0.5) * np.sign(idx)  # 2.5 is index 2, -3.5 is -3
    depth, values = 4, np.array([-1.5, 2.0], dtype=np.float32)
    ii = np.trunc(idx).astype(np.int64)
    ii = np.where(ii < 0, ii + depth, ii)
    hot = (np.arange(depth).reshape([depth] + [1] * idx.ndim) == ii[None]) & (ii[None] >= 0) & (ii[None] < depth)
    want = np.moveaxis(np.where(hot, values[1], values[0]).astype(np.float32), 0, axis % (idx.ndim + 1))
    node = helper.make_node("OneHot", ["i", "d", "v"], ["y"], name="oh", axis=axis)
    m = _model([node], [_vi("i", dtype, list(idx.shape)), _vi("d", F, []), _vi("v", F, [2])],
               [_vi("y", F, list(want.shape))], opset=13)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "depth=%" in (tmp_path / "m.sy").read_text()
    ins = [idx, np.array(depth, dtype=np.float32), values]
    for d in range(len(DEVICES)):
        out = _driver(["reset", f"use {d} 0", *_input_lines(ins), f"replay 3 {tmp_path / 'm.sy'} 3 0 1 2", "get 3"])
        assert out[-2] == "ok", out[-3:]
        np.testing.assert_array_equal(numpy_ref.parse_val(out[-1]).reshape(want.shape), want)
    r = _cli("export", str(tmp_path / "m.sy"), str(tmp_path / "back.onnx"))
    assert r.returncode == 0, r.stderr
    back = onnx.load(str(tmp_path / "back.onnx"))
    oh = next(n for n in back.graph.node if n.op_type == "OneHot")
    assert [n.op_type for n in back.graph.node if n.output[0] == oh.input[1]] == ["Cast"]


@pytest.mark.parametrize("shape, axis, parts", [([6], 0, [2, 4]), ([2, 5], 1, [0, 3, 2]), ([0], 0, [0, 0, 0])])
def test_import_checks_a_computed_split_when_the_graph_runs(shape, axis, parts, tmp_path):
    """Split whose split is a graph input: the outputs' static types give the
    lengths; the values are checked when the graph runs, so another split
    fails the run (INPUT_MISMATCH) instead of cutting elsewhere."""
    node = helper.make_node("Split", ["x", "s"], [f"y{k}" for k in range(len(parts))], name="sp", axis=axis)
    x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
    wants = np.split(x, np.cumsum(parts)[:-1], axis=axis)
    m = _model([node], [_vi("x", F, shape), _vi("s", TensorProto.INT64, [len(parts)])],
               [_vi(f"y{k}", F, list(w.shape)) for k, w in enumerate(wants)])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    n = len(parts)
    others = [list(parts), [parts[-1] + 1] + parts[1:-1] + [parts[0] - 1] if n > 1 else [parts[0] + 1],
              [-1] * n, [p + 1 for p in parts]]
    others[1] = others[1] if others[1] != parts else [p + 1 for p in parts[:-1]] + [parts[-1] - n + 1]
    for k, split in enumerate(others):
        out = _driver(["reset", "use 0 0", *_input_lines([x, np.array(split, dtype=np.int64)]),
                       f"replay 2 {tmp_path / 'm.sy'} 2 0 1", *[f"get {j + 2}" for j in range(n)]])
        if k == 0:
            assert out[-n - 1] == "ok", out
            for j, w in enumerate(wants):
                np.testing.assert_array_equal(numpy_ref.parse_val(out[len(out) - n + j]).reshape(w.shape), w)
        else:
            assert "INPUT_MISMATCH" in out[-n - 1] or "INVALID" in out[-n - 1], (split, out)


@pytest.mark.parametrize("attrs, want", [
    ({}, [2, 3, 4]), ({"start": 1}, [3, 4]), ({"start": -1}, [4]), ({"end": -1}, [2, 3]), ({"start": 5}, []),
    ({"start": 1, "end": 1}, [])])
def test_import_folds_shape_and_size_of_static_shapes(attrs, want, tmp_path):
    """Shape (opset 15's start and end, clamped) and Size of a static shape are constants."""
    nodes = [helper.make_node("Shape", ["x"], ["s"], name="sh", **attrs), helper.make_node("Size", ["x"], ["n"])]
    m = _model(nodes, [_vi("x", F, [2, 3, 4])], [_vi("s", TensorProto.INT64, [len(want)]),
                                                 _vi("n", TensorProto.INT64, [])], opset=15)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    x = np.zeros((2, 3, 4), dtype=np.float32)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1", "get 2"])
    np.testing.assert_array_equal(numpy_ref.parse_val(out[-2]), np.array(want, dtype=np.int64))
    np.testing.assert_array_equal(numpy_ref.parse_val(out[-1]), np.array(24, dtype=np.int64))


def test_import_reads_an_opset_before_7_whose_operators_are_unchanged(tmp_path):
    """Not-1 is the Not of opset 13 (and 17): an opset-1 model of it imports
    as it would at opset 13; Neg-1 of an opset-5 model, which opset 6 and 13
    redefined, is refused (opset 6 goes through ONNX's version converter)."""
    m = _model([helper.make_node("Not", ["x"], ["y"], name="n")], [_vi("x", TensorProto.BOOL, [2, 2])],
               [_vi("y", TensorProto.BOOL, [2, 2])], opset=1)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    x = np.array([[True, False], [False, True]])
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    np.testing.assert_array_equal(numpy_ref.parse_val(out[-1]), ~x)
    with pytest.raises(conv.Refused, match="imports opset 5"):
        conv.import_model(_model([helper.make_node("Neg", ["x"], ["y"])], [_vi("x", F, [2])], [_vi("y", F, [2])],
                                 opset=5), MODEL)


def test_import_makes_castlike_a_cast_to_the_type_of_like(tmp_path):
    """CastLike-15 (x, like) is a cast of x to like's element type; like's values are never read."""
    like = numpy_helper.from_array(np.zeros(1, dtype=np.float64), "like")
    nodes = [helper.make_node("CastLike", ["x", "like"], ["y"], name="cl")]
    m = _model(nodes, [_vi("x", F, [2, 3])], [_vi("y", TensorProto.DOUBLE, [2, 3])], inits=[like], opset=15)
    g = conv.import_model(m, MODEL)
    assert [v.op for v in g.values if v.kind == "node"] == ["cast"]
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    x = np.array([[0.1, -2.5, 3e38], [np.inf, -0.0, 7]], dtype=np.float32)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    got = numpy_ref.parse_val(out[-1])
    assert got.dtype == np.float64
    np.testing.assert_array_equal(got, x.astype(np.float64))


@pytest.mark.parametrize("op, axes, shape, message", [
    ("Squeeze", [1], [1, 3], "axes [1] of shape [1, 3] are not all of size 1"),
    ("Unsqueeze", [0, 0], [3], "axes [0, 0] are not distinct axes of a rank-3 result"),
    ("Unsqueeze", [5], [3], "axes [5] are not distinct axes of a rank-2 result"),
])
def test_import_refuses_bad_squeeze_axes(op, axes, shape, message, tmp_path):
    inits = [numpy_helper.from_array(np.array(axes, dtype=np.int64), "axes")]
    m = _model([helper.make_node(op, ["x", "axes"], ["y"], name="n")], [_vi("x", F, shape)], [_vi("y", F, None)],
               inits)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 1 and message in r.stderr, r.stderr


def test_import_reads_computed_inputs_when_the_graph_runs(tmp_path):
    """Slice's starts, Pad's pads and value and ReduceSum's axes fed as graph
    inputs: read on the host when the node runs (format version 3); Reshape's
    shape computed too: its static result type decides it. Replayed on every
    device against NumPy; an export gives the same model back."""
    I64 = TensorProto.INT64
    nodes = [helper.make_node("Slice", ["x", "s", "e", "a"], ["xs"], name="sl"),
             helper.make_node("Pad", ["xs", "p", "v"], ["xp"], name="pd", mode="constant"),
             helper.make_node("ReduceSum", ["xp", "r"], ["xr"], name="rs", keepdims=0),
             helper.make_node("Reshape", ["xr", "shp"], ["y"], name="rh")]
    m = _model(nodes, [_vi("x", F, [4, 3]), _vi("s", I64, [1]), _vi("e", I64, [1]), _vi("a", I64, [1]),
                       _vi("p", I64, [4]), _vi("v", F, []), _vi("r", I64, [1]), _vi("shp", I64, [2])],
               [_vi("y", F, [2, 2])])
    # the types ONNX cannot infer, declared as a model from elsewhere declares them
    m.graph.value_info.extend([_vi("xs", F, [2, 3]), _vi("xp", F, [2, 4]), _vi("xr", F, [4])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    text = (tmp_path / "m.sy").read_text()
    assert text.startswith("switchyard-graph 3\n") and "starts=%2" in text and "pads=%5" in text, text
    x = np.arange(12, dtype=np.float32).reshape(4, 3)
    ins = [x, np.array([1]), np.array([3]), np.array([0]), np.array([0, 1, 0, 0]), np.array(2.5, np.float32),
           np.array([0]), np.array([2, -1])]
    want = np.pad(x[1:3], [(0, 0), (1, 0)], constant_values=2.5).sum(0).reshape(2, 2)
    for d in range(len(DEVICES)):
        out = _driver(["reset", f"use {d} 0", *_input_lines(ins), f"replay 8 {tmp_path / 'm.sy'} 8 0 1 2 3 4 5 6 7",
                       "get 8"])
        assert out[-2] == "ok", out[-3:]
        np.testing.assert_array_equal(numpy_ref.parse_val(out[-1]), want)
    r = _cli("export", str(tmp_path / "m.sy"), str(tmp_path / "back.onnx"))
    assert r.returncode == 0, r.stderr
    r = _cli("import", str(tmp_path / "back.onnx"), str(tmp_path / "back.sy"))
    assert r.returncode == 0 and (tmp_path / "back.sy").read_text() == text, r.stderr


def test_import_resize_of_scales_read_when_the_graph_runs(tmp_path):
    """Resize of scales fed as a graph input: sizes floor(scale * length)
    computed when the graph runs (Cast, Mul, Floor, Cast ahead of resize),
    the scales used as given; replayed on every device against ONNX's
    reference (a device without f64 refuses the sizes' double); a scale
    giving a length of 0 is refused when the graph runs."""
    node = helper.make_node("Resize", ["x", "", "s"], ["y"], name="rz", mode="linear")
    m = _model([node], [_vi("x", F, [1, 1, 2, 3]), _vi("s", F, [4])], [_vi("y", F, [1, 1, 3, 7])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    text = (tmp_path / "m.sy").read_text()
    assert text.startswith("switchyard-graph 3\n") and "floor(" in text and "sizes=%" in text, text
    x = np.arange(6, dtype=np.float32).reshape(1, 1, 2, 3) * np.float32(0.5)
    scales = np.array([1, 1, 1.5, 2.5], np.float32)
    want = _onnx_resize([x, None, scales], {"mode": b"linear"})
    assert want.shape == (1, 1, 3, 7)
    for dev, out in _on_devices(lambda dev: ["reset", f"use {dev.backend_id} {dev.index}",
                                             *_input_lines([x, scales]), f"replay 2 {tmp_path / 'm.sy'} 2 0 1",
                                             "get 2"]).items():
        if "f64" not in dev.stores:  # the sizes are computed in double: refused there, by name
            assert "does not store f64" in out[-2], out[-3:]
            continue
        assert out[-2] == "ok", out[-3:]
        got = numpy_ref.parse_val(out[-1])
        assert got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=1e-6), (got, want)
    out = _driver(["reset", "use 0 0", *_input_lines([x, np.array([1, 1, 0.25, 1], np.float32)]),
                   f"replay 2 {tmp_path / 'm.sy'} 2 0 1"])
    assert out[-1].startswith("err"), out[-1]


@pytest.mark.parametrize("opset,mode", [(7, "linear"), (9, "nearest"), (10, "nearest"), (10, "linear")])
def test_import_old_upsample_and_resize_map_o_to_o_over_scale(opset, mode, tmp_path):
    """Upsample-7 (scales an attribute), Upsample-9 and Resize-10 (scales an
    input) take o / scale, nearest its floor: ONNX's converter writes
    Resize-13's half_pixel and round_prefer_floor, which the importer sets
    back to asymmetric and floor (at a scale of 0.75 they differ)."""
    op = "Upsample" if opset < 10 else "Resize"
    kw = {"scales": [1.0, 1.0, 1.5, 0.75]} if opset < 9 else {}
    node = helper.make_node(op, ["x"] + (["s"] if opset >= 9 else []), ["y"], name="up", mode=mode, **kw)
    inits = [numpy_helper.from_array(np.array([1, 1, 1.5, 0.75], np.float32), "s")] if opset >= 9 else []
    m = _model([node], [_vi("x", F, [1, 1, 2, 4])], [_vi("y", F, [1, 1, 3, 3])], inits, opset=opset)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "transform=asymmetric nearest_mode=floor" in (tmp_path / "m.sy").read_text()
    x = np.arange(8, dtype=np.float32).reshape(1, 1, 2, 4) * np.float32(0.5)
    want = _onnx_resize([x, None, np.array([1, 1, 1.5, 0.75], np.float32)],
                        {"mode": mode, "coordinate_transformation_mode": "asymmetric", "nearest_mode": "floor"})
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    assert out[-2] == "ok", out[-3:]
    got = numpy_ref.parse_val(out[-1])
    assert got.shape == want.shape and np.allclose(got, want, rtol=1e-6, atol=1e-6), (got, want)


def test_import_takes_reduce_sum_noop_as_identity(tmp_path):
    """ReduceSum with noop_with_empty_axes=1 and no axes gives its input (ONNX)."""
    m = _model([helper.make_node("ReduceSum", ["x"], ["y"], name="r", noop_with_empty_axes=1),
                helper.make_node("Neg", ["y"], ["z"], name="n")], [_vi("x", F, [2, 3])], [_vi("z", F, [2, 3])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "sum(" not in (tmp_path / "m.sy").read_text()


def test_import_takes_constant_nodes_and_identity(tmp_path):
    """A model from elsewhere: Constant nodes and Identity, replayed on cpu against NumPy."""
    w = numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(3, 2), "w")
    nodes = [helper.make_node("Constant", [], ["wc"], value=w),
             helper.make_node("Identity", ["x"], ["xi"]),
             helper.make_node("MatMul", ["xi", "wc"], ["y"], name="mm"),
             helper.make_node("Transpose", ["y"], ["z"], name="t")]
    m = _model(nodes, [_vi("x", F, [4, 3])], [_vi("z", F, [2, 4])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    x = np.linspace(-1, 1, 12, dtype=np.float32).reshape(4, 3)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    got = numpy_ref.parse_val(out[-1])
    np.testing.assert_allclose(got, (x @ np.arange(6, dtype=np.float32).reshape(3, 2)).T, rtol=1e-6)


UNIQUE_OPS = [op for op in MODEL.ops if op.family.values and op.onnx is not None and op.onnx.op is not None
              and len(op.family.signature.results) > 1]  # of data-dependent shape and several results: unique


@pytest.mark.parametrize("op", [op.name for op in UNIQUE_OPS])
def test_sized_ops_of_several_results_from_onnx(op, tmp_path):
    """An op of data-dependent shape and several results (Unique: y, indices,
    inverse_indices, counts), which the round trip leaves out (it compares one
    result) and no capture records: its ONNX node, sorted or not, along an
    axis or flattened, imported (every result '?'-sized as ONNX's shape
    inference leaves it), exported back and checked, and replayed on every
    device that stores its dtypes, each result bit for bit against NumPy
    (tests/reference/numpy_ref.py, ONNX's reference)."""
    o = MODEL.op(op)
    assert o.onnx is not None and o.onnx.op == "Unique"
    dt = conv.Dtypes(MODEL)
    ran = 0
    for name in [d for d in o.onnx.dtypes if d in NP]:
        rng = cases.rng_for("onnx-sized", op, name)
        for k in range(4):
            flat = k % 2 == 0
            shape = cases.rand_shape(rng, int(rng.integers(1, 4)), hi=5 if flat else 3)
            x = cases.data(rng, name, shape, "grid" if not flat or k == 2 else "any")
            is_sorted = bool(k < 2)
            axis = "all" if flat else int(rng.integers(-len(shape), len(shape)))
            wants = numpy_ref.reference(op, [x], {"sorted": is_sorted, "axis": axis})
            kw = {} if flat else {"axis": axis}
            node = helper.make_node("Unique", ["x"], ["y", "i", "v", "c"], name="u", sorted=int(is_sorted), **kw)
            outs = [_vi(n, dt.to_onnx[numpy_ref.dtype_name(w.dtype)], [None] * w.ndim) for n, w in zip("yivc", wants)]
            m = _model([node], [_vi("x", dt.to_onnx[name], list(shape))], outs)
            g = conv.import_model(m, MODEL)
            text = sygraph.write(g, MODEL)
            assert f" = {op}(%1) sorted={'true' if is_sorted else 'false'} axis=" in text, text
            conv.verify(conv.export(g, MODEL), g, MODEL)
            path = tmp_path / f"{name}_{k}.sy"
            path.write_text(text)
            answers = _on_devices(lambda dev: ["reset", f"use {dev.backend_id} {dev.index}", *_input_lines([x]),
                                               f"replay 1 {path} 1 0", "get 1", "get 2", "get 3", "get 4"]
                                  if {name, "i64"} <= dev.stores else None)
            for dev, out in answers.items():
                assert out[-5] == "ok", f"{name} case {k} on {dev}: {out[-5]}"
                for what, got, want in zip(("y", "indices", "inverse_indices", "counts"), out[-4:], wants):
                    msg = numpy_ref.compare(numpy_ref.parse_val(got), want, "exact")
                    assert msg is None, (f"{op}({name}{list(shape)}, sorted={is_sorted}, axis={axis}) on {dev}:"
                                         f" {what}: {msg}")
                ran += 1
    assert ran


def test_several_results_and_absent_inputs(tmp_path):
    """A node of three results and a left-out optional input: imported from
    ONNX (unnamed results typed by ONNX's shape inference), written, read,
    replayed on cpu against NumPy, exported back and checked; a left-out
    input that ONNX requires is refused by name on export."""
    x = np.linspace(-2, 3, 24, dtype=np.float32).reshape(2, 3, 4)
    s = numpy_helper.from_array(np.linspace(0.5, 2, 12, dtype=np.float32).reshape(3, 4), "s")
    nodes = [helper.make_node("LayerNormalization", ["x", "s"], ["y", "", "inv"], name="ln", axis=1, epsilon=0.25),
             helper.make_node("Concat", ["inv", "inv", "inv", "inv", "inv"], ["c"], name="cat", axis=0)]
    m = _model(nodes, [_vi("x", F, [2, 3, 4])], [_vi("y", F, [2, 3, 4]), _vi("c", F, [10, 1, 1])], inits=[s])
    g = conv.import_model(m, MODEL)
    text = sygraph.write(g, MODEL)
    assert "counts inputs=1 constants=1 nodes=4 outputs=2\n" in text, text
    assert ("\n%3, %4, %5 = layer_norm(%1, %2, none) axis=1 epsilon=0x1p-2"
            " : f32[2, 3, 4], f32[2, 1, 1], f32[2, 1, 1]\n") in text, text
    assert "\n%6 = concat(%5, %5, %5, %5, %5) axis=0 : f32[10, 1, 1]\n" in text, text
    assert sygraph.write(sygraph.read(text, MODEL), MODEL) == text
    (tmp_path / "m.sy").write_text(text)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1", "get 2"])
    xd = x.astype(np.float64)
    mean = xd.mean(axis=(1, 2), keepdims=True)
    inv = 1 / np.sqrt(((xd - mean) ** 2).mean(axis=(1, 2), keepdims=True) + 0.25)
    want_y = (xd - mean) * inv * numpy_helper.to_array(s)
    np.testing.assert_allclose(numpy_ref.parse_val(out[-2]), want_y, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(numpy_ref.parse_val(out[-1]), np.concatenate([inv] * 5), rtol=1e-5)
    back = conv.export(g, MODEL)
    conv.verify(back, g, MODEL)
    ln = back.graph.node[0]
    assert ln.op_type == "LayerNormalization" and list(ln.input) == ["v1", "v2"] and len(ln.output) == 3
    bare = sygraph.read(text.replace("layer_norm(%1, %2, none)", "layer_norm(%1, none, none)"), MODEL)
    with pytest.raises(conv.Refused, match=r"node %3 \(layer_norm\): its weight is left out, and ONNX"
                                           r" LayerNormalization requires input 1 \(Scale\)"):
        conv.export(bare, MODEL)
    edits = [("layer_norm(%1, %2, none)", "layer_norm(none, %2, none)", "input 0 is none, and only an optional"),
             ("%3, %4, %5 = layer_norm", "%3, %5, %4 = layer_norm", "a node's results are numbered in order"),
             ("f32[2, 1, 1], f32[2, 1, 1]\n", "f32[2, 1, 1]\n", "2 type(s) for 3 result(s)"),
             ("%3, %4, %5 = layer_norm", "%3, %4 = layer_norm", "the line names 2 value(s), layer_norm gives 3")]
    for old, new, why in edits:
        with pytest.raises(sygraph.GraphFileError, match=re.escape(why)):
            sygraph.read(text.replace(old, new), MODEL)


@pytest.mark.parametrize("auto_pad", ["NOTSET", "VALID", "SAME_UPPER", "SAME_LOWER"])
def test_import_conv_without_bias_and_auto_pad(auto_pad, tmp_path):
    """Conv from elsewhere: no bias (left out, none), kernel_shape, auto_pad as the pads it stands for
    (SAME: ceil(size / stride) outputs, the odd pad at the end for UPPER, the beginning for LOWER)."""
    x = cases.data(cases.rng_for("conv-auto-pad", auto_pad), "f32", (2, 4, 8, 6), "finite")
    w = cases.data(cases.rng_for("conv-auto-pad-w", auto_pad), "f32", (6, 2, 3, 2), "finite")
    stride, dil = [2, 1], [2, 1]
    extent = [(w.shape[2 + j] - 1) * dil[j] + 1 for j in range(2)]
    if auto_pad in ("SAME_UPPER", "SAME_LOWER"):
        out = [-(-x.shape[2 + j] // stride[j]) for j in range(2)]
        total = [max(0, (out[j] - 1) * stride[j] + extent[j] - x.shape[2 + j]) for j in range(2)]
        small = [t // 2 for t in total]
        begin = [t - s_ if auto_pad == "SAME_LOWER" else s_ for t, s_ in zip(total, small)]
        pads = begin + [t - b for t, b in zip(total, begin)]
        assert auto_pad != "SAME_UPPER" or pads != [pads[2], pads[3], pads[0], pads[1]], "no odd pad to place"
    else:
        pads = [1, 0, 0, 2] if auto_pad == "NOTSET" else [0, 0, 0, 0]
    want = numpy_ref._conv2d(x, w, None, stride, pads, dil, 2).astype(np.float32)
    kw = {"pads": pads} if auto_pad == "NOTSET" else {"auto_pad": auto_pad}
    node = helper.make_node("Conv", ["x", "w"], ["y"], name="c", kernel_shape=[3, 2], strides=stride, dilations=dil,
                            group=2, **kw)
    m = _model([node], [_vi("x", F, list(x.shape))], [_vi("y", F, list(want.shape))],
               inits=[numpy_helper.from_array(w, "w")])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert f"pads=[{', '.join(map(str, pads))}]" in (tmp_path / "m.sy").read_text()
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    got = numpy_ref.parse_val(out[-1])
    win = {"stride": stride, "pads": pads, "dilation": dil, "groups": 2}
    how, extra = numpy_ref.tolerance("conv2d", [x, w, None], win, want)
    assert numpy_ref.compare(got, want, how, extra) is None, numpy_ref.compare(got, want, how, extra)


@pytest.mark.parametrize("outputs", [["y", "i"], ["y"]])
def test_import_maxpool_with_its_indices(outputs, tmp_path):
    """MaxPool from elsewhere, with or without its Indices output: two results of one node either way,
    replayed on cpu against NumPy's reading of MaxPool-12 (flat indices, padding never the max)."""
    x = cases.data(cases.rng_for("maxpool-import", len(outputs)), "f32", (2, 3, 7, 6), "finite")
    win = {"kernel": [3, 2], "stride": [2, 1], "pads": [1, 0, 1, 1], "dilation": [1, 2], "ceil_mode": True}
    want_y, want_i = numpy_ref._max_pool2d(x, **win)
    node = helper.make_node("MaxPool", ["x"], outputs, name="mp", kernel_shape=win["kernel"], strides=win["stride"],
                            pads=win["pads"], dilations=win["dilation"], ceil_mode=1)
    outs = [_vi(o, F if k == 0 else TensorProto.INT64, list(want_y.shape)) for k, o in enumerate(outputs) if o]
    m = _model([node], [_vi("x", F, list(x.shape))], outs)
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "%2, %3 = max_pool2d(%1) kernel=[3, 2]" in (tmp_path / "m.sy").read_text()
    n = len(outs)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0",
                   *[f"get {1 + k}" for k in range(n)]])
    wants = [w for w, o in zip([want_y, want_i], outputs) if o]
    for k, want in enumerate(wants):
        got = numpy_ref.parse_val(out[-n + k])
        assert numpy_ref.compare(got, want, "exact") is None, numpy_ref.compare(got, want, "exact")


@pytest.mark.parametrize("order", [0, 1])
def test_import_maxpool_3d(order, tmp_path):
    """A 3-d MaxPool (and any of storage_order 1) imports as max_pool: the values and the indices, row-major or
    column-major within a plane, of NumPy's reading of MaxPool-12."""
    x = cases.data(cases.rng_for("maxpool-3d", order), "f32", (2, 2, 5, 4, 6), "finite")
    win = {"kernel": [2, 3, 2], "stride": [2, 1, 2], "pads": [1, 0, 0, 0, 1, 1], "dilation": [1, 1, 2],
           "ceil_mode": True}
    want_y, want_i = numpy_ref._max_pool(x, **win, storage_order=order)
    node = helper.make_node("MaxPool", ["x"], ["y", "i"], name="mp", kernel_shape=win["kernel"],
                            strides=win["stride"], pads=win["pads"], dilations=win["dilation"], ceil_mode=1,
                            storage_order=order)
    outs = [_vi("y", F, list(want_y.shape)), _vi("i", TensorProto.INT64, list(want_y.shape))]
    (tmp_path / "m.onnx").write_bytes(_model([node], [_vi("x", F, list(x.shape))], outs).SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "max_pool(%1)" in (tmp_path / "m.sy").read_text()
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1", "get 2"])
    for k, want in enumerate([want_y, want_i]):
        got = numpy_ref.parse_val(out[-2 + k])
        assert numpy_ref.compare(got, want, "exact") is None, numpy_ref.compare(got, want, "exact")


@pytest.mark.parametrize("outputs", [["y", "i"], ["y"]])
def test_import_maxpool_1d(outputs, tmp_path):
    """A 1-d MaxPool imports as max_pool2d over [N, C, 1, L] between two reshapes: the values and the flat
    indices of NumPy's 2-d reading of the same windows."""
    x = cases.data(cases.rng_for("maxpool-1d", len(outputs)), "f32", (2, 3, 9), "finite")
    win = {"kernel": [1, 3], "stride": [1, 2], "pads": [0, 1, 0, 2], "dilation": [1, 2], "ceil_mode": True}
    want_y, want_i = numpy_ref._max_pool2d(x[:, :, None, :], **win)
    node = helper.make_node("MaxPool", ["x"], outputs, name="mp", kernel_shape=[3], strides=[2], pads=[1, 2],
                            dilations=[2], ceil_mode=1)
    outs = [_vi(o, F if k == 0 else TensorProto.INT64, [2, 3, want_y.shape[3]]) for k, o in enumerate(outputs)]
    (tmp_path / "m.onnx").write_bytes(_model([node], [_vi("x", F, list(x.shape))], outs).SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    n = len(outs)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0",
                   *[f"get {1 + k}" for k in range(n)]])
    for k, want in enumerate([want_y, want_i][:n]):
        got = numpy_ref.parse_val(out[-n + k])
        assert numpy_ref.compare(got, want.reshape(2, 3, -1), "exact") is None


@pytest.mark.parametrize("op, reduce", [("GlobalAveragePool", np.mean), ("GlobalMaxPool", np.max)])
def test_import_global_pools(op, reduce, tmp_path):
    """GlobalAveragePool and GlobalMaxPool import as a reduction over the flattened spatial axes."""
    x = cases.data(cases.rng_for("global-pool", op), "f64", (2, 3, 4, 5, 2), "finite")
    want = reduce(x, axis=(2, 3, 4), keepdims=True)
    m = _model([helper.make_node(op, ["x"], ["y"], name="gp")], [_vi("x", TensorProto.DOUBLE, list(x.shape))],
               [_vi("y", TensorProto.DOUBLE, [2, 3, 1, 1, 1])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    got = numpy_ref.parse_val(out[-1])
    assert got.shape == want.shape and np.allclose(got, want, rtol=1e-13, atol=0)


@pytest.mark.parametrize("p", [1, 2, 3])
def test_import_global_lp_pool(p, tmp_path):
    """GlobalLpPool imports as an LpPool (lp_pool) whose one window is the whole spatial shape."""
    x = cases.data(cases.rng_for("global-lp-pool", p), "f64", (2, 3, 4, 5, 2), "finite")
    want = np.sum(np.abs(x) ** p, axis=(2, 3, 4), keepdims=True) ** (1 / p)
    m = _model([helper.make_node("GlobalLpPool", ["x"], ["y"], name="glp", p=p)],
               [_vi("x", TensorProto.DOUBLE, list(x.shape))], [_vi("y", TensorProto.DOUBLE, [2, 3, 1, 1, 1])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "lp_pool(" in (tmp_path / "m.sy").read_text()
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    got = numpy_ref.parse_val(out[-1])
    assert got.shape == want.shape and np.allclose(got, want, rtol=1e-13, atol=0)


def test_import_lp_pool_auto_pad(tmp_path):
    """LpPool's auto_pad SAME_UPPER turns into pads on the static shape: zeros that add nothing to the norm."""
    x = cases.data(cases.rng_for("lp-pool-same"), "f64", (1, 2, 5, 4), "finite")
    m = _model([helper.make_node("LpPool", ["x"], ["y"], name="lp", kernel_shape=[2, 3], strides=[2, 1],
                                 auto_pad="SAME_UPPER", p=3)],
               [_vi("x", TensorProto.DOUBLE, list(x.shape))], [_vi("y", TensorProto.DOUBLE, [1, 2, 3, 4])])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    want = _onnx_lp_pool([x], {"kernel_shape": [2, 3], "strides": [2, 1], "pads": [0, 1, 1, 1], "p": 3})
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    got = numpy_ref.parse_val(out[-1])
    assert got.shape == want.shape and np.allclose(got, want, rtol=1e-13, atol=0)


def test_cli_export_check_import(tmp_path):
    x = np.ones((2, 3), np.float32)
    _capture(tmp_path / "s.sy", "sum 1 0 axis=all keepdim=0", [x])
    r = _cli("export", str(tmp_path / "s.sy"), str(tmp_path / "s.onnx"))
    assert r.returncode == 0, r.stderr
    assert r.stdout == (f"wrote {tmp_path / 's.onnx'}: opset {MODEL.onnx_opset}, 1 node(s);"
                        " check_model(full_check=True) passed; ONNX shape inference agrees with every value's dtype"
                        " and shape\n")
    r = _cli("check", str(tmp_path / "s.onnx"))
    assert r.returncode == 0 and "check_model(full_check=True) passed" in r.stdout
    r = _cli("import", str(tmp_path / "s.onnx"), str(tmp_path / "back.sy"))
    assert r.returncode == 0
    assert (tmp_path / "back.sy").read_text() == (tmp_path / "s.sy").read_text()
    (tmp_path / "junk.onnx").write_bytes(b"\x00not a model")
    r = _cli("import", str(tmp_path / "junk.onnx"), str(tmp_path / "junk.sy"))
    assert r.returncode == 1 and "not an ONNX model" in r.stderr and not (tmp_path / "junk.sy").exists()


def test_fill_values_survive_bit_for_bit():
    for x in (0.0, -0.0, 1.5, -2.25e-310, math.inf, -math.inf, 2.0 ** 60, float.fromhex("0x1.fffffffffffffp+1023")):
        assert sygraph.parse_float(sygraph.float_str(x)) == x
        assert math.copysign(1, sygraph.parse_float(sygraph.float_str(x))) == math.copysign(1, x)
    assert sygraph.float_str(math.nan) == "nan"
    assert sygraph.float_str(1.0) == "0x1p+0"
    assert math.isnan(sygraph.parse_float("-nan(0x1)"))


def test_readme_table_is_the_yaml_mapping():
    readme = (REPO / "README.md").read_text()
    begin, end = "<!-- onnx-ops:begin (python3 -m generator.onnx table) -->\n", "<!-- onnx-ops:end -->"
    assert begin in readme and end in readme
    block = readme.split(begin, 1)[1].split(end, 1)[0]
    assert block == conv.table(MODEL), "README's ONNX table is stale: paste `python3 -m generator.onnx table`"


def test_import_picks_the_op_the_yaml_maps(tmp_path):
    """Transpose imports as permute; with permute mapped to nothing, as transpose when it swaps two axes."""
    text = (REPO / "backends.yaml").read_text()
    old = "onnx: {op: Transpose, perm: perm}"
    assert text.count(old) == 1
    yaml = tmp_path / "backends.yaml"
    yaml.write_text(text.replace(old, 'onnx: {none: "a test"}'))
    for perm, want in (([1, 0, 2], "%2 = transpose(%1) dim0=0 dim1=1 : f32[3, 2, 4]"),
                       ([1, 2, 0], "error: ONNX node 't' (Transpose): perm [1, 2, 0] is not a swap of two axes,"
                                   " which transpose is")):
        out_shape = [[2, 3, 4][p] for p in perm]
        m = _model([helper.make_node("Transpose", ["x"], ["y"], name="t", perm=perm)], [_vi("x", F, [2, 3, 4])],
                   [_vi("y", F, out_shape)])
        (tmp_path / "t.onnx").write_bytes(m.SerializeToString())
        r = _cli("--yaml", str(yaml), "import", str(tmp_path / "t.onnx"), str(tmp_path / "t.sy"))
        assert want in (r.stdout + r.stderr + ((tmp_path / "t.sy").read_text() if r.returncode == 0 else "")), r
        r = _cli("import", str(tmp_path / "t.onnx"), str(tmp_path / "p.sy"))
        assert f"permute(%1) perm=[{', '.join(map(str, perm))}]" in (tmp_path / "p.sy").read_text()


# ---- max_pool2d and conv2d on ONNX's own node test data -------------------------------------------

NODE_DATA = Path("/usr/share/libonnx-testdata/data/node")
# ONNX's 2-d MaxPool (opset 12) and Conv (opset 11) node tests, which `make test-onnx-node` also runs
# through the importer (and ONNX's version converter); here the ops run on the same data through the
# public functions, without the importer (MaxPool-12 and Conv-11 are the operators of opset 13 to 17
# too). storage_order=1 (column-major indices) and uint8 are not switchyard's.
WINDOW_NODE_TESTS = ["test_maxpool_2d_ceil", "test_maxpool_2d_default", "test_maxpool_2d_dilations",
                     "test_maxpool_2d_pads", "test_maxpool_2d_precomputed_pads",
                     "test_maxpool_2d_precomputed_same_upper", "test_maxpool_2d_precomputed_strides",
                     "test_maxpool_2d_same_lower", "test_maxpool_2d_same_upper", "test_maxpool_2d_strides",
                     "test_maxpool_with_argmax_2d_precomputed_pads", "test_basic_conv_with_padding",
                     "test_basic_conv_without_padding", "test_conv_with_autopad_same",
                     "test_conv_with_strides_and_asymmetric_padding", "test_conv_with_strides_no_padding",
                     "test_conv_with_strides_padding"]


@pytest.mark.parametrize("test", WINDOW_NODE_TESTS)
def test_window_ops_on_onnx_node_data(test):
    folder = NODE_DATA / test
    if not folder.is_dir():
        pytest.skip(f"{folder} is missing (Debian's libonnx-testdata)")
    node = onnx.load(str(folder / "model.onnx")).graph.node[0]
    a = {x.name: helper.get_attribute_value(x) for x in node.attribute}
    ins = [numpy_helper.to_array(onnx.load_tensor(str(f))) for f in sorted(folder.glob("test_data_set_0/input_*.pb"))]
    outs = [numpy_helper.to_array(onnx.load_tensor(str(f)))
            for f in sorted(folder.glob("test_data_set_0/output_*.pb"))]
    x = ins[0]
    kernel = list(a.get("kernel_shape", ins[1].shape[2:] if len(ins) > 1 else ()))
    win = {"stride": list(a.get("strides", [1, 1])), "pads": list(a.get("pads", [0] * 4)),
           "dilation": list(a.get("dilations", [1, 1]))}
    auto = a.get("auto_pad", b"NOTSET").decode()
    if auto in ("SAME_UPPER", "SAME_LOWER"):
        ends = [conv._same_pads(x.shape[2 + j], kernel[j], win["stride"][j], win["dilation"][j],
                                auto == "SAME_UPPER") for j in range(2)]
        win["pads"] = [ends[0][0], ends[1][0], ends[0][1], ends[1][1]]
    assert auto in ("NOTSET", "SAME_UPPER", "SAME_LOWER") and a.get("storage_order", 0) == 0
    p = numpy_ref.Program(test, DEVICES[0])
    slots = tuple(p.input(t) for t in ins)
    if node.op_type == "MaxPool":
        out = p.op("max_pool2d", slots, n_out=2, kernel=kernel, ceil_mode=bool(a.get("ceil_mode", 0)), **win)
        p.get(out, f"{test}: y", outs[0], "exact")
        if len(outs) > 1:
            p.get(out + 1, f"{test}: indices", outs[1], "exact")
    else:
        assert node.op_type == "Conv"
        out = p.op("conv2d", slots + ((None,) if len(slots) == 2 else ()), groups=int(a.get("group", 1)), **win)
        p.get(out, f"{test}: y", outs[0], "rel", 1e-6)
    fails = numpy_ref.run_programs([p])
    assert not fails, "\n".join(fails[0])


# ONNX's CumSum-14 and TopK-11 node tests. `make test-onnx-node` refuses them: their axis and K are graph
# inputs, which the importer takes only as constants (a switchyard attribute). Here their data runs through
# the public functions on every device, both TopK results compared.
SCAN_NODE_TESTS = ["test_cumsum_1d", "test_cumsum_1d_exclusive", "test_cumsum_1d_reverse",
                   "test_cumsum_1d_reverse_exclusive", "test_cumsum_2d_axis_0", "test_cumsum_2d_axis_1",
                   "test_cumsum_2d_negative_axis", "test_top_k", "test_top_k_negative_axis", "test_top_k_smallest"]


@pytest.mark.parametrize("test", SCAN_NODE_TESTS)
def test_scan_ops_on_onnx_node_data(test):
    folder = NODE_DATA / test
    if not folder.is_dir():
        pytest.skip(f"{folder} is missing (Debian's libonnx-testdata)")
    node = onnx.load(str(folder / "model.onnx")).graph.node[0]
    a = {x.name: helper.get_attribute_value(x) for x in node.attribute}
    ins = [numpy_helper.to_array(onnx.load_tensor(str(f))) for f in sorted(folder.glob("test_data_set_0/input_*.pb"))]
    outs = [numpy_helper.to_array(onnx.load_tensor(str(f)))
            for f in sorted(folder.glob("test_data_set_0/output_*.pb"))]
    progs = []
    for dev in DEVICES:
        if numpy_ref.dtype_name(ins[0].dtype) not in dev.stores:
            continue
        p = numpy_ref.Program(f"{test} on {dev}", dev)
        x = p.input(ins[0])
        if node.op_type == "CumSum":
            out = p.op("cumsum", (x,), axis=int(ins[1]), exclusive=bool(a.get("exclusive", 0)),
                       reverse=bool(a.get("reverse", 0)))
            p.get(out, f"{test} on {dev}: y", outs[0], "exact")
        else:
            assert node.op_type == "TopK"
            out = p.op("topk", (x,), n_out=2, k=int(ins[1][0]), axis=int(a.get("axis", -1)),
                       largest=bool(a.get("largest", 1)), sorted=bool(a.get("sorted", 1)))
            p.get(out, f"{test} on {dev}: values", outs[0], "exact")
            p.get(out + 1, f"{test} on {dev}: indices", outs[1], "exact")
        progs.append(p)
    assert progs
    fails = numpy_ref.run_programs(progs)
    assert not fails, "\n".join(m for msgs in fails.values() for m in msgs)


@pytest.mark.parametrize("largest", [1, 0])
def test_import_topk_ties_lower_index_first(largest, tmp_path):
    """TopK from elsewhere (K a constant), both outputs, on rows full of ties: of equal values the lower
    index comes first, as ONNX's text says, largest or smallest."""
    x = np.array([[1, 3, 3, 0, 3, 1], [2, 2, 2, 2, 2, 2], [-1, 5, -1, 5, 0, 5]], np.float32)
    k = np.array([4], np.int64)
    node = helper.make_node("TopK", ["x", "k"], ["v", "i"], name="tk", axis=1, largest=largest)
    m = _model([node], [_vi("x", F, [3, 6])], [_vi("v", F, [3, 4]), _vi("i", TensorProto.INT64, [3, 4])],
               [numpy_helper.from_array(k, "k")])
    (tmp_path / "m.onnx").write_bytes(m.SerializeToString())
    r = _cli("import", str(tmp_path / "m.onnx"), str(tmp_path / "m.sy"))
    assert r.returncode == 0, r.stderr
    assert "%2, %3 = topk(%1) k=4 axis=1" in (tmp_path / "m.sy").read_text()
    order = np.take(_onnx_topk_order(x, 1, bool(largest)), np.arange(4), axis=1)
    want = [np.take_along_axis(x, order, axis=1), order.astype(np.int64)]
    for dev, out in _on_devices(lambda dev: ["reset", f"use {dev.backend_id} {dev.index}", *_input_lines([x]),
                                             f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1", "get 2"]).items():
        for j in range(2):
            got = numpy_ref.parse_val(out[-2 + j])
            assert numpy_ref.compare(got, want[j], "exact") is None, (dev, j, got, want[j])


def test_bfloat16_data_is_stored_as_bits():
    """NumPy has no bfloat16 (ONNX 1.12's to_array reads it as float32): the converter stores the dtype
    whose onnx: is BFLOAT16 as its bits, rounding float32 values to nearest even, and exports it raw."""
    names = [d.name for d in MODEL.dtypes if d.onnx == "BFLOAT16"]
    if not names:
        pytest.skip("no dtype of backends.yaml is ONNX BFLOAT16")
    dt = conv.Dtypes(MODEL)
    exact = np.array([1.0, -2.5, 3.140625, np.inf, -np.inf, np.nan, 0.0, -0.0, 2.0 ** -133], dtype=np.float32)
    data = dt.to_storage(exact, names[0])
    assert len(data) == 2 * exact.size
    np.testing.assert_array_equal(dt.from_storage(data, names[0], exact.shape), exact)
    t = dt.tensor(data, names[0], exact.shape, "c")
    assert t.data_type == TensorProto.BFLOAT16
    np.testing.assert_array_equal(numpy_helper.to_array(t), exact)
    ties = np.array([1 + 2.0 ** -8, 1 + 3 * 2.0 ** -8, 1 + 2.0 ** -8 + 2.0 ** -20], dtype=np.float32)
    want = np.array([1.0, 1 + 2.0 ** -6, 1 + 2.0 ** -7], dtype=np.float32)
    np.testing.assert_array_equal(dt.from_storage(dt.to_storage(ties, names[0]), names[0], ties.shape), want)


def test_import_fills_the_operators_defaults_and_leaves_clip_bounds_out(tmp_path):
    """Attributes a node leaves out take the ONNX operator's default where the
    signature gives none (LeakyRelu's alpha 0.01 as its f32, Selu's alpha and
    gamma, Shrink's lambd); Clip's left-out bounds are none, and the graph
    replays on cpu as ONNX says."""
    x = np.linspace(-3, 3, 12, dtype=np.float32).reshape(3, 4)
    hi = numpy_helper.from_array(np.array(0.75, np.float32), "hi")
    nodes = [helper.make_node("LeakyRelu", ["x"], ["a"], name="lr"),
             helper.make_node("Selu", ["a"], ["b"], name="se"),
             helper.make_node("Shrink", ["b"], ["c"], name="sh", bias=0.25),
             helper.make_node("Clip", ["c", "", "hi"], ["y"], name="cl")]
    m = _model(nodes, [_vi("x", F, [3, 4])], [_vi("y", F, [3, 4])], inits=[hi])
    text = sygraph.write(conv.import_model(m, MODEL), MODEL)
    # the f32 values of 0.01, 1.67326319217681884765625 and 1.05070102214813232421875
    assert "= leaky_relu(%1) alpha=0x1.47ae14p-7 :" in text, text
    assert "= selu(%2) alpha=0x1.ac5afap+0 beta=0x1.0cfabep+0 :" in text, text
    assert "= shrink(%3) alpha=0x1p-1 beta=0x1p-2 :" in text, text
    assert "= clip(%4, none, %5) :" in text, text
    (tmp_path / "m.sy").write_text(text)
    out = _driver(["reset", "use 0 0", *_input_lines([x]), f"replay 1 {tmp_path / 'm.sy'} 1 0", "get 1"])
    want = run_numpy(m, [x])[0]
    how, extra = numpy_ref.tolerance("selu", [x], {}, want)
    assert numpy_ref.compare(numpy_ref.parse_val(out[-1]), want, how, extra) is None


@pytest.mark.parametrize("reduction", ["none", "sum", "mean"])
def test_softmax_cross_entropy_imports_as_log_softmax_and_nll_loss(tmp_path, reduction):
    """SoftmaxCrossEntropyLoss-13 as ONNX defines it: log_softmax along axis 1, then nll_loss
    of that with the labels, weights, reduction and ignore_index; log_prob, the second output,
    is the log_softmax's result. Both against ONNX's own NumPy reading of the operator."""
    from onnx.backend.test.case.node.softmaxcrossentropy import softmaxcrossentropy
    rng = np.random.default_rng(21)
    x = rng.standard_normal((3, 4, 2)).astype(np.float32)
    labels = np.array([[0, 1], [3, 1], [2, 0]], np.int64)
    w = np.array([0.5, 1.0, 2.0, 0.25], np.float32)
    node = helper.make_node("SoftmaxCrossEntropyLoss", ["x", "y", "w"], ["loss", "log_prob"], name="sce",
                            reduction=reduction, ignore_index=1)
    loss_shape = [3, 2] if reduction == "none" else []
    m = _model([node], [_vi("x", F, [3, 4, 2]), _vi("y", TensorProto.INT64, [3, 2]), _vi("w", F, [4])],
               [_vi("loss", F, loss_shape), _vi("log_prob", F, [3, 4, 2])])
    text = sygraph.write(conv.import_model(m, MODEL), MODEL)
    assert "= log_softmax(%1) axis=1 :" in text, text
    assert f"= nll_loss(%4, %2, %3) reduction={reduction} ignore_index=1 :" in text, text
    (tmp_path / "m.sy").write_text(text)
    lines = ["reset", "use 0 0", *_input_lines([x, labels, w]), f"replay 3 {tmp_path / 'm.sy'} 3 0 1 2", "get 3",
             "get 4"]
    out = _driver(lines)
    want_loss, want_log_prob = softmaxcrossentropy(x, labels, weight=w, reduction=reduction, ignore_index=1,
                                                   get_log_prob=True)
    np.testing.assert_allclose(numpy_ref.parse_val(out[-2]), want_loss, rtol=1e-6, atol=1e-7)
    np.testing.assert_allclose(numpy_ref.parse_val(out[-1]), want_log_prob, rtol=1e-6, atol=1e-7)


def test_softmax_cross_entropy_without_log_prob_and_nll_loss_without_ignore_index(tmp_path):
    """One output (log_prob is then an unnamed value of the graph), the defaults (mean, no
    ignore_index: nll_loss's -2^61, which ignores nothing), and the export of nll_loss without
    ignore_index writes no ignore_index attribute; a SoftmaxCrossEntropyLoss attribute ONNX does
    not define is refused by name."""
    node = helper.make_node("SoftmaxCrossEntropyLoss", ["x", "y"], ["loss"], name="sce")
    m = _model([node], [_vi("x", F, [2, 3]), _vi("y", TensorProto.INT64, [2])], [_vi("loss", F, [])])
    g = conv.import_model(m, MODEL)
    text = sygraph.write(g, MODEL)
    assert f"nll_loss(%3, %2, none) reduction=mean ignore_index={numpy_ref.NO_IGNORE} :" in text, text
    exported = conv.export(g, MODEL)
    nll = [n for n in exported.graph.node if n.op_type == "NegativeLogLikelihoodLoss"]
    assert len(nll) == 1 and {a.name for a in nll[0].attribute} == {"reduction"}, nll
    x = np.array([[1.0, 2.0, 3.0], [0.5, -1.0, 0.0]], np.float32)
    (tmp_path / "m.sy").write_text(text)
    out = _driver(["reset", "use 0 0", *_input_lines([x, np.array([2, 0], np.int64)]),
                   f"replay 2 {tmp_path / 'm.sy'} 2 0 1", "get 2"])
    lp = x.astype(np.float64) - np.log(np.exp(x.astype(np.float64)).sum(axis=1, keepdims=True))
    np.testing.assert_allclose(numpy_ref.parse_val(out[-1]), -(lp[0, 2] + lp[1, 0]) / 2, rtol=1e-6)
    bad = helper.make_node("SoftmaxCrossEntropyLoss", ["x", "y"], ["loss"], name="sce", axis=1)
    m = _model([bad], [_vi("x", F, [2, 3]), _vi("y", TensorProto.INT64, [2])], [_vi("loss", F, [])])
    with pytest.raises(conv.Refused, match=r"ONNX node 'sce' \(SoftmaxCrossEntropyLoss\): attribute 'axis' is not"
                                           r" supported"):
        conv.import_model(m, MODEL)
# ---- ONNX nodes that are several switchyard ops (generator.onnx._compose) --------------------------


def _replay_everywhere(m: onnx.ModelProto, feeds: list[np.ndarray], tmp_path: Path) -> dict[str, np.ndarray]:
    """The imported model replayed on every device that stores its dtypes: device -> its first output."""
    g = conv.import_model(onnx.load_from_string(m.SerializeToString()), MODEL)
    path = tmp_path / "m.sy"
    path.write_text(sygraph.write(g, MODEL))
    names = {v.dtype for v in g.values}
    n = len(feeds)
    answers = _on_devices(lambda dev: ["reset", f"use {dev.backend_id} {dev.index}", *_input_lines(feeds),
                                       f"replay {n} {path} {n} {' '.join(str(k) for k in range(n))}", f"get {n}"]
                          if names <= dev.stores else None)
    got = {str(dev): numpy_ref.parse_val(out[-1]) for dev, out in answers.items()}
    assert "cpu:0" in got
    return got


REDUCE_MAPPED = [op for op in MAPPED if op.family.name == "reduce"]


@pytest.mark.parametrize("axes, keepdims", [([0, 2], 1), ([1, 2], 0), ([-1, 1], 1), ([0, 1, 3], 0), ([3, 0], 1)])
@pytest.mark.parametrize("op", [op.name for op in REDUCE_MAPPED])
def test_import_reduces_several_axes(op, axes, keepdims, tmp_path):
    """A reduction over several axes but not all: one node reducing that set of axes at once
    (SY_AXES); against the ONNX semantics in NumPy (over the axes at once) on every device."""
    o = next(x for x in REDUCE_MAPPED if x.name == op)
    assert o.onnx is not None
    shape = [2, 3, 4, 5]
    rng = np.random.default_rng(7)
    for name in [d for d in ("f32", "f64", "i32") if d in o.dtypes and d in o.onnx.dtypes]:
        x = rng.uniform(0.5, 1.5, size=shape) if name != "i32" else rng.integers(-3, 4, size=shape)
        x = x.astype(NP[name])
        elem = numpy_helper.from_array(x).data_type
        if o.onnx.where("axis") == "input":
            node = helper.make_node(o.onnx.op, ["x", "axes"], ["y"], name="r", keepdims=keepdims)
            inits = [numpy_helper.from_array(np.array(axes, dtype=np.int64), "axes")]
        else:
            node = helper.make_node(o.onnx.op, ["x"], ["y"], name="r", axes=axes, keepdims=keepdims)
            inits = []
        want = run_numpy(_model([node], [_vi("x", elem, shape)], [_vi("y", elem, None)], inits), [x])[0]
        m = _model([node], [_vi("x", elem, shape)], [_vi("y", elem, list(want.shape))], inits)
        text = sygraph.write(conv.import_model(m, MODEL), MODEL)
        assert text.count(f"= {op}(") == 1, text
        for dev, got in _replay_everywhere(m, [x], tmp_path).items():
            assert got.shape == want.shape and got.dtype == want.dtype, (dev, got.shape, want.shape)
            if name == "i32":
                np.testing.assert_array_equal(got, want, err_msg=f"{op} {name} on {dev}")
            else:
                np.testing.assert_allclose(got, want, rtol=1e-5, err_msg=f"{op} {name} on {dev}")


@pytest.mark.parametrize("onnx_op", ["Max", "Min"])
@pytest.mark.parametrize("dtype", ["f32", "i64"])
@pytest.mark.parametrize("shapes", [[[3]], [[3, 1], [4], [2, 3, 4]], [[2, 3], [2, 3], [1], [3]]])
def test_import_chains_max_and_min_of_one_or_more_inputs(onnx_op, dtype, shapes, tmp_path):
    """Max and Min of one input are the input, of three or more a chain of maximum or minimum
    over inputs broadcast together (NaN propagates); against NumPy on every device."""
    rng = np.random.default_rng(3)
    feeds = [rng.integers(-5, 6, size=s).astype(NP[dtype]) for s in shapes]
    if dtype == "f32" and len(shapes) > 1:
        feeds[1].reshape(-1)[0] = np.nan
    elem = numpy_helper.from_array(feeds[0]).data_type
    names = [f"x{k}" for k in range(len(shapes))]
    fn = np.maximum if onnx_op == "Max" else np.minimum
    want = feeds[0]
    for f in feeds[1:]:
        want = fn(want, f)
    m = _model([helper.make_node(onnx_op, names, ["y"], name="m")],
               [_vi(nm, elem, list(s)) for nm, s in zip(names, shapes)], [_vi("y", elem, list(want.shape))])
    text = sygraph.write(conv.import_model(m, MODEL), MODEL)
    op = "maximum" if onnx_op == "Max" else "minimum"
    assert text.count(f"= {op}(") == len(shapes) - 1, text
    for dev, got in _replay_everywhere(m, feeds, tmp_path).items():
        np.testing.assert_array_equal(got, want, err_msg=f"{onnx_op} on {dev}")


@pytest.mark.parametrize("base, exponent", [("f32", "i32"), ("f32", "i64"), ("f64", "i32"), ("i32", "f32"),
                                            ("i64", "f32"), ("f16", "i32"), ("f32", "f64")])
def test_import_pow_of_mixed_types_in_the_wider_type(base, exponent, tmp_path):
    """Pow of a base and an exponent of two types: both cast to f64 (i64 when both are
    integers), the power, the result cast to the base's type (ONNX Pow-15); NumPy's result,
    which computes these pairs in f64, on every device."""
    rng = np.random.default_rng(5)
    if NP[base].kind == "f":
        x = rng.uniform(-3, 3, size=(2, 6)).astype(NP[base])
    else:
        x = rng.integers(0, 6, size=(2, 6)).astype(NP[base])
    if NP[exponent].kind == "f":
        y = np.array([0, 0.5, 1, 2, 3, 1.5], dtype=NP[exponent])
    else:
        y = np.array([-2, -1, 0, 1, 2, 5], dtype=NP[exponent])
    bt, et = numpy_helper.from_array(x).data_type, numpy_helper.from_array(y).data_type
    m = _model([helper.make_node("Pow", ["x", "y"], ["z"], name="p")], [_vi("x", bt, [2, 6]), _vi("y", et, [6])],
               [_vi("z", bt, [2, 6])], opset=15)
    with np.errstate(all="ignore"):
        want = np.power(x.astype(np.float64), y.astype(np.float64))
        want = want.astype(x.dtype) if x.dtype.kind == "f" else np.where(np.isfinite(want), want, 0).astype(x.dtype)
    text = sygraph.write(conv.import_model(m, MODEL), MODEL)
    assert "= pow(" in text and "= cast(" in text, text
    for dev, got in _replay_everywhere(m, [x, y], tmp_path).items():
        assert got.dtype == x.dtype, (dev, got.dtype)
        if x.dtype == np.float64:  # C's pow and NumPy's may differ in the last bit
            np.testing.assert_allclose(got, want, rtol=1e-15, atol=0, err_msg=f"{base} ** {exponent} on {dev}")
        else:  # the f64 power rounded to a narrower float or truncated to an integer: NumPy's bits
            np.testing.assert_array_equal(got, want, err_msg=f"{base} ** {exponent} on {dev}")
