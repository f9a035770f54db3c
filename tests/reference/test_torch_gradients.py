"""Gradients of every differentiable op (the op table's; the ops of several
results, optional inputs and variadic inputs by hand, the others by family)
against PyTorch 1.13's autograd (python3-torch), on every device: switchyard's
backward through the derivative formulas of backends.yaml, PyTorch's
through its own kernels, nobody's code shared.

The loss reads every result of the op (weighted by constants, so each
result's gradient differs), one result alone (the others' gradients are
then zeros), and optional inputs are given or left out (NULL). Tolerances
as the gradient programs of grad_cases.py: |got - want| <= rtol * (|want| +
0.1 * max|want|), rtol 1e-3 for f32 and 1e-9 for f64.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch

import cases
import grad_cases
import numpy_ref
from cases import rng_for

DEVICES = numpy_ref.devices()
CASES_PER_DTYPE = 12


def _layer_norm_case(rng, dt: str):
    """(inputs, which optional ones are given, attrs, the torch function of the results)."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 5)) for _ in range(rank))
    axis = int(rng.integers(-rank, rank))
    norm = shape[axis % rank:]
    x = rng.standard_normal(shape)
    weight = rng.standard_normal(norm) if rng.random() < 0.6 else None
    bias = rng.standard_normal(norm) if rng.random() < 0.6 else None
    eps = float(rng.choice([1e-5, 0.25]))

    def fn(tx, tw, tb):
        dims = tuple(range(axis % rank, rank))
        mean = tx.mean(dim=dims, keepdim=True)
        var = ((tx - mean) ** 2).mean(dim=dims, keepdim=True)
        inv = 1 / torch.sqrt(var + eps)
        y = (tx - mean) * inv
        y = y * tw if tw is not None else y
        y = y + tb if tb is not None else y
        return y, mean, inv

    return [x, weight, bias], {"axis": axis, "epsilon": eps}, fn


def _concat_case(rng, dt: str):
    """2 to 5 tensors joined along an axis, some of them empty there."""
    rank = int(rng.integers(1, 4))
    shape = [int(rng.integers(1, 4)) for _ in range(rank)]
    axis = int(rng.integers(-rank, rank))
    ins = []
    for _ in range(int(rng.integers(2, 6))):
        shape[axis] = int(rng.integers(0, 4))
        ins.append(rng.standard_normal(tuple(shape)))

    def fn(*ts):
        return (torch.cat(ts, dim=axis),)

    return ins, {"axis": axis}, fn


def _stack_case(rng, dt: str):
    """2 to 5 tensors of one shape (some empty) under a new axis anywhere in the result (one
    tensor: check_backward_cases.c; the first is a constant in every other case)."""
    rank = int(rng.integers(0, 4))
    shape = tuple(int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in range(rank))
    axis = int(rng.integers(-rank - 1, rank + 1))
    ins = [rng.standard_normal(shape) for _ in range(int(rng.integers(2, 6)))]

    def fn(*ts):
        return (torch.stack(ts, dim=axis),)

    return ins, {"axis": axis}, fn


def _nary_case(mean: bool):
    """1 to 5 tensors broadcast together (a gradient is summed back to each one's shape)."""
    def case(rng, dt: str):
        out = [int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 4)))]
        ins = []
        for _ in range(int(rng.integers(1, 6))):
            k = int(rng.integers(0, len(out) + 1)) if rng.random() < 0.3 else 0
            ins.append(rng.standard_normal(tuple(1 if rng.random() < 0.3 else d for d in out[k:])))

        def fn(*ts):
            total = ts[0]
            for t in ts[1:]:
                total = total + t
            return (total / len(ts) if mean else total + torch.zeros(torch.broadcast_shapes(*(t.shape for t in ts)),
                                                                     dtype=total.dtype),)

        return ins, {}, fn
    return case


def _max_pool2d_case(rng, dt: str):
    """Distinct values (no ties), asymmetric pads as -inf padding on the PyTorch side, overlapping windows."""
    shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(3, 7)), int(rng.integers(3, 7)))
    kernel = [int(rng.integers(1, 4)) for _ in range(2)]
    attrs = {"kernel": kernel, "stride": [int(rng.integers(1, 3)) for _ in range(2)],
             "pads": [int(rng.integers(0, k)) for k in kernel * 2], "dilation": [int(rng.integers(1, 3))] * 2,
             "ceil_mode": False}
    if numpy_ref._max_pool2d(np.zeros(shape), **attrs) is None:
        attrs["pads"] = [0, 0, 0, 0]
    n = int(np.prod(shape))
    x = (rng.permutation(n) / n + rng.random(n) * 1e-3).reshape(shape)
    t, le, b, r = attrs["pads"]

    def fn(tx):
        xp = torch.nn.functional.pad(tx, (le, r, t, b), value=-np.inf)
        return (torch.nn.functional.max_pool2d(xp, attrs["kernel"], attrs["stride"], 0, attrs["dilation"]),)

    return [x], attrs, fn


def _max_pool_case(rng, dt: str):
    """max_pool over 1 to 3 spatial axes: distinct values (no ties), asymmetric pads as -inf padding on the
    PyTorch side, overlapping windows, either storage_order (the gradient goes back through the indices)."""
    while True:  # windows the rule takes (none over padding alone), with torch's padding below the kernel
        n = int(rng.integers(1, 4))
        shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *[int(rng.integers(3, 6)) for _ in range(n)])
        kernel = [int(rng.integers(1, 4)) for _ in range(n)]
        attrs = {"kernel": kernel, "stride": [int(rng.integers(1, 3)) for _ in range(n)],
                 "pads": [int(rng.integers(0, k)) for k in kernel * 2], "dilation": [int(rng.integers(1, 3))] * n,
                 "ceil_mode": False, "storage_order": int(rng.random() < 0.5)}
        if numpy_ref._max_pool(np.zeros(shape), attrs["kernel"], attrs["stride"], attrs["pads"], attrs["dilation"],
                               False) is not None:
            break
    size = int(np.prod(shape))
    x = (rng.permutation(size) / size + rng.random(size) * 1e-3).reshape(shape)
    lo, hi = attrs["pads"][:n], attrs["pads"][n:]

    def fn(tx):
        f = torch.nn.functional
        xp = f.pad(tx, [v for j in reversed(range(n)) for v in (lo[j], hi[j])], value=-np.inf)
        pool = [f.max_pool1d, f.max_pool2d, f.max_pool3d][n - 1]
        return (pool(xp, attrs["kernel"], attrs["stride"], 0, attrs["dilation"]),)

    return [x], attrs, fn


def _gather_case(rng, dt: str):
    """Indices (i32 or i64) of up to 3 axes, more of them than the axis is long in
    half the cases, so indices repeat; negative ones count from the end, on the
    PyTorch side made non-negative for index_select of the flattened indices."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 5)) for _ in range(rank))
    axis = int(rng.integers(-rank, rank))
    n = shape[axis]
    idx_shape = tuple(int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in range(int(rng.integers(0, 3))))
    if rng.random() < 0.5:  # one index per position and then some: repeats
        idx_shape = (n + int(rng.integers(1, 4)),)
    takes = numpy_ref.OPS["gather"].family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
    idx = rng.integers(-n, n, idx_shape).astype(numpy_ref.NP[takes[int(rng.integers(0, len(takes)))]])
    at = torch.tensor(np.where(idx < 0, idx.astype(np.int64) + n, idx).reshape(-1), dtype=torch.int64)
    a = axis % rank

    def fn(tx, _idx):
        y = torch.index_select(tx, a, at)
        return (y.reshape(shape[:a] + idx_shape + shape[a + 1:]),)

    return [rng.standard_normal(shape), idx], {"axis": axis}, fn


def _slice_case(rng, dt: str):
    """ONNX Slice's starts, ends, axes and steps (cases.slice_attrs: negative and
    out-of-range bounds, negative steps); on the PyTorch side, which has no
    negative steps, index_select along each axis of the element numbers
    NumPy's slice of the ONNX reading gives."""
    shape = [int(rng.integers(1, 6)) for _ in range(int(rng.integers(1, 4)))]
    attrs = cases.slice_attrs(rng, shape)
    index = numpy_ref._slice_index(tuple(shape), attrs["starts"], attrs["ends"], attrs["axes"], attrs["steps"])
    picks = [torch.tensor(np.arange(d)[ix].copy(), dtype=torch.int64) for d, ix in zip(shape, index)]

    def fn(tx):
        for a, at in enumerate(picks):
            tx = torch.index_select(tx, a, at)
        return (tx,)

    return [rng.standard_normal(shape)], attrs, fn


def _topk_case(rng, dt: str):
    """Distinct values (torch.topk leaves the order of ties open), k from 0 to the
    axis's length, largest or smallest; the values' gradient goes where each came from."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 6)) for _ in range(rank))
    axis = int(rng.integers(-rank, rank))
    k = int(rng.integers(0, shape[axis] + 1))
    largest = bool(rng.random() < 0.5)
    n = int(np.prod(shape))
    x = (rng.permutation(n) / n + rng.random(n) * 1e-3 - 0.5).reshape(shape)

    def fn(tx):
        return (torch.topk(tx, k, dim=axis, largest=largest, sorted=True).values,)

    return [x], {"k": k, "axis": axis, "largest": largest, "sorted": True}, fn


def _sort_case(rng, dt: str):
    """Ties in half the cases: torch.sort(stable=True) orders them as switchyard's sort does."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 6)) for _ in range(rank))
    axis = int(rng.integers(-rank, rank))
    descending = bool(rng.random() < 0.5)
    x = rng.integers(-2, 3, shape) * 0.5 if rng.random() < 0.5 else rng.standard_normal(shape)

    def fn(tx):
        return (torch.sort(tx, dim=axis, descending=descending, stable=True).values,)

    return [x], {"axis": axis, "descending": descending}, fn


def _trilu_case(rng, dt: str):
    """k (an i64 of shape [] or [1]) in the matrices, beyond them, or left out; torch.triu and torch.tril."""
    shape = tuple(int(rng.integers(1, 5)) for _ in range(int(rng.integers(2, 4))))
    m, n = shape[-2:]
    k = None if rng.random() < 0.25 else np.array(int(rng.integers(-m - 1, n + 2)), dtype=np.int64).reshape(
        () if rng.random() < 0.5 else (1,))
    upper = bool(rng.random() < 0.5)
    kv = 0 if k is None else int(k.reshape(-1)[0])

    def fn(tx, _k):
        return (torch.triu(tx, kv) if upper else torch.tril(tx, kv),)

    return [rng.standard_normal(shape), k], {"upper": upper}, fn


def _depth_to_space_case(rng, dt: str):
    """DCR as ONNX's reshape and permute; CRD as torch's pixel_shuffle."""
    b = int(rng.integers(1, 4))
    shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)) * b * b, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
    mode = int(rng.integers(0, 2))
    n, c, h, w = shape

    def fn(tx):
        if mode == 1:
            return (torch.nn.functional.pixel_shuffle(tx, b),)
        t = tx.reshape(n, b, b, c // (b * b), h, w).permute(0, 3, 4, 1, 5, 2)
        return (t.reshape(n, c // (b * b), h * b, w * b),)

    return [rng.standard_normal(shape)], {"blocksize": b, "mode": mode}, fn


def _space_to_depth_case(rng, dt: str):
    """ONNX SpaceToDepth's reshape and permute (the inverse of DepthToSpace's DCR; pixel_unshuffle is CRD's)."""
    b = int(rng.integers(1, 4))
    n, c, h, w = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(1, 3)) * b,
                  int(rng.integers(1, 3)) * b)

    def fn(tx):
        t = tx.reshape(n, c, h // b, b, w // b, b).permute(0, 3, 5, 1, 2, 4)
        return (t.reshape(n, c * b * b, h // b, w // b),)

    return [rng.standard_normal((n, c, h, w))], {"blocksize": b}, fn


def _tile_case(rng, dt: str):
    """torch's Tensor.repeat (NumPy's tile for one repeat per axis); repeats of 0 now and then."""
    shape = tuple(int(rng.integers(1, 4)) for _ in range(int(rng.integers(1, 4))))
    repeats = [int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in shape]

    def fn(tx):
        return (tx.repeat(*repeats),)

    return [rng.standard_normal(shape)], {"repeats": repeats}, fn


def _elements_indices(rng, shape, a, unique):
    """Indices (i32 or i64) of x's rank for GatherElements / ScatterElements along
    axis a, no longer than x elsewhere; repeated positions unless `unique` (then at
    most x's length along a, distinct within each line); negative ones in half
    the cases. Returns (indices, the same non-negative as a torch int64 tensor)."""
    n = shape[a]
    idx_shape = tuple(int(rng.integers(1, d + 1)) if j != a else
                      int(rng.integers(1, n + 1 if unique else n + 4)) for j, d in enumerate(shape))
    if unique:
        lines = np.moveaxis(np.zeros(idx_shape, np.int64), a, -1)
        for at in np.ndindex(*lines.shape[:-1]):
            lines[at] = rng.permutation(n)[:idx_shape[a]]
        at = np.moveaxis(lines, -1, a)
    else:
        at = rng.integers(0, n, idx_shape)
    idx = np.where(rng.random(idx_shape) < 0.5, at - n, at)
    takes = numpy_ref.OPS["gather_elements"].family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
    idx = idx.astype(numpy_ref.NP[takes[int(rng.integers(0, len(takes)))]])
    return idx, torch.tensor(np.ascontiguousarray(at), dtype=torch.int64)


def _gather_elements_case(rng, dt: str):
    """torch.gather, whose backward scatter-adds: repeated indices sum."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 5)) for _ in range(rank))
    axis = int(rng.integers(-rank, rank))
    idx, at = _elements_indices(rng, shape, axis % rank, False)

    def fn(tx, _idx):
        return (torch.gather(tx, axis % rank, at),)

    return [rng.standard_normal(shape), idx], {"axis": axis}, fn


def _scatter_elements_case(rng, dt: str):
    """reduction none (0): torch.scatter, indices distinct (PyTorch leaves a repeated
    position undefined); add (1): torch.scatter_add; mul (2): torch.scatter_reduce
    with prod, updates constant (switchyard refuses their gradient under mul)."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 5)) for _ in range(rank))
    axis = int(rng.integers(-rank, rank))
    a = axis % rank
    reduction = int(rng.integers(0, 3))
    idx, at = _elements_indices(rng, shape, a, reduction == 0)
    updates = rng.standard_normal(tuple(idx.shape))

    def fn(tx, _idx, tu):
        if reduction == 0:
            return (torch.scatter(tx, a, at, tu),)
        if reduction == 1:
            return (torch.scatter_add(tx, a, at, tu),)
        return (torch.scatter_reduce(tx, a, at, tu, "prod", include_self=True),)

    return [rng.standard_normal(shape), idx, updates], {"axis": axis, "reduction": reduction}, fn


def _nd_indices(rng, shape, b, unique):
    """Tuples (the last axis, m of them) of i64 indices into the axes of x from b
    on, under indices.shape[:b] = shape[:b]; repeated unless `unique`; negative ones
    in half the cases. Returns (indices, the torch index tuple of the positions)."""
    m = int(rng.integers(1, len(shape) - b + 1))
    lim = shape[b:b + m]
    lead = tuple(shape[:b]) + tuple(int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 2))))
    if unique:  # distinct tuples within each batch: a prefix of a permutation of them all
        flat = np.zeros(lead + (m,), np.int64)
        per = lead[b:]
        count = int(np.prod(per, dtype=np.int64))
        total = int(np.prod(lim, dtype=np.int64))
        if count > total:
            lead = tuple(shape[:b]) + (total,)
            flat, per, count = np.zeros(lead + (m,), np.int64), (total,), total
        for bat in np.ndindex(*lead[:b]):
            pick = rng.permutation(total)[:count]
            flat[bat] = np.stack(np.unravel_index(pick, lim), -1).reshape(per + (m,))
        at = flat
    else:
        at = rng.integers(0, 1 << 30, lead + (m,)) % np.array(lim)
    idx = np.where(rng.random(at.shape) < 0.5, at - np.array(lim), at).astype(np.int64)
    grids = [torch.arange(shape[j]).reshape((-1,) + (1,) * (len(lead) - 1 - j)) for j in range(b)]
    return idx, tuple(grids) + tuple(torch.tensor(at[..., j]) for j in range(m))


def _gather_nd_case(rng, dt: str):
    """Advanced indexing, whose backward index_put-accumulates: repeated tuples sum."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 4)) for _ in range(rank))
    b = int(rng.integers(0, rank))
    idx, at = _nd_indices(rng, shape, b, False)

    def fn(tx, _idx):
        return (tx[at],)

    return [rng.standard_normal(shape), idx], {"batch_dims": b}, fn


def _scatter_nd_case(rng, dt: str):
    """none (0): index_put, tuples distinct; add (1): index_put with accumulate; mul (2):
    x times the product of the updates at each element, updates constant."""
    rank = int(rng.integers(1, 4))
    shape = tuple(int(rng.integers(1, 4)) for _ in range(rank))
    reduction = int(rng.integers(0, 3))
    idx, at = _nd_indices(rng, shape, 0, reduction == 0)
    updates = rng.standard_normal(tuple(idx.shape[:-1]) + shape[idx.shape[-1]:])
    factor = np.ones(shape)
    for k in np.ndindex(*idx.shape[:-1]):
        factor[tuple(int(v) for v in idx[k])] *= updates[k]

    def fn(tx, _idx, tu):
        if reduction == 2:
            return (tx * torch.tensor(factor),)
        return (tx.index_put(at, tu, accumulate=reduction == 1),)

    return [rng.standard_normal(shape), idx, updates], {"reduction": reduction}, fn


def _one_hot_case(rng, dt: str):
    """torch.where over ONNX OneHot's positions (a mask from NumPy): off's gradient sums
    grad where off, on's where on; indices out of -depth..depth-1 give off."""
    idx_shape = tuple(int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 3))))
    depth = int(rng.integers(1, 5))
    axis = int(rng.integers(-len(idx_shape) - 1, len(idx_shape) + 1))
    idx = rng.integers(-depth - 1, depth + 1, idx_shape).astype(np.int64)
    mask = torch.tensor(numpy_ref._one_hot(idx, np.array([False, True]), depth, axis))

    def fn(_idx, tv):
        return (torch.where(mask, tv[1], tv[0]),)

    return [idx, rng.standard_normal(2)], {"depth": depth, "axis": axis}, fn


def _clip_case(rng, dt: str):
    """x and bounds of one element (rank 0, [1] or [1, 1]), each given or left
    out, low above high in some cases; continuous values, so no x meets a
    bound. On the PyTorch side the bounds are reshaped to rank 0."""
    shape = tuple(int(rng.integers(1, 5)) for _ in range(int(rng.integers(0, 4))))
    x = rng.standard_normal(shape)
    bounds = [rng.standard_normal([(), (1,), (1, 1)][int(rng.integers(0, 3))]) * 0.7 if rng.random() < 0.75 else None
              for _ in range(2)]

    def fn(tx, tl, th):
        if tl is None and th is None:  # torch.clamp takes one bound at least; clip of none is x
            return (tx * 1,)
        scalar = [None if t is None else t.reshape(()) for t in (tl, th)]  # torch 1.13's clamp backward
        return (torch.clamp(tx, min=scalar[0], max=scalar[1]),)            # fails on bounds of other ranks

    return [x, *bounds], {}, fn


def _nll_loss_case(rng, dt: str):
    """x [N, C, d...] (log-probabilities or any values), targets in 0..C-1 with some at
    ignore_index (a class, -100 or none), weight given or left out (a constant: its gradient
    is refused), every reduction; torch.nn.functional.nll_loss (ignore_index -100 stands for
    none, which no target then meets)."""
    shape = (int(rng.integers(1, 4)), int(rng.integers(1, 5)),
             *(int(rng.integers(1, 3)) for _ in range(int(rng.integers(0, 3)))))
    tshape = (shape[0],) + shape[2:]
    ignore = int(rng.choice([numpy_ref.NO_IGNORE, -100, 0, 1]))
    t = rng.integers(0, shape[1], tshape)
    if ignore != numpy_ref.NO_IGNORE:
        t = np.where(rng.random(tshape) < 0.3, ignore, t)
    t = t.astype(np.int64 if rng.random() < 0.5 else np.int32)
    weight = rng.random(shape[1]) + 0.25 if rng.random() < 0.6 else None
    reduction = int(rng.integers(0, 3))
    tw = None if weight is None else torch.tensor(weight)

    def fn(tx, _t, _w):
        return (torch.nn.functional.nll_loss(tx, torch.tensor(t.astype(np.int64)), weight=tw,
                                             ignore_index=-100 if ignore == numpy_ref.NO_IGNORE else ignore,
                                             reduction=["none", "sum", "mean"][reduction]),)

    return [rng.standard_normal(shape), t, weight], {"reduction": reduction, "ignore_index": ignore}, fn


# ---- every other differentiable op, by family (the loop over the op table) -------------------------
# Each op's torch counterpart, its inputs drawn away from its kinks (at least 0.05) and inside its
# domain. A differentiable op of these families without an entry fails test_every_differentiable_op_is_checked.

def _away(x, kinks, by=0.05):
    """x with every value within `by` of a kink moved `by` away from it (past it for values on it)."""
    x = np.array(x, dtype=np.float64)
    for k in kinks:
        near = np.abs(x - k) < by
        x = np.where(near, k + np.where(x >= k, by, -by) * 1.5, x)
    return x


# unary: (torch function, how its input is drawn)
_UNARY = {"neg": (torch.neg, "any"), "abs": (torch.abs, "kink0"), "exp": (torch.exp, "any"),
          "log": (torch.log, "pos"), "sqrt": (torch.sqrt, "pos"), "tanh": (torch.tanh, "any"),
          "sigmoid": (torch.sigmoid, "any"), "relu": (torch.relu, "kink0"), "sin": (torch.sin, "any"),
          "cos": (torch.cos, "any"), "tan": (torch.tan, "tan"), "asin": (torch.asin, "unit"),
          "acos": (torch.acos, "unit"), "atan": (torch.atan, "any"), "sinh": (torch.sinh, "any"),
          "cosh": (torch.cosh, "any"), "asinh": (torch.asinh, "any"), "acosh": (torch.acosh, "gt1"),
          "atanh": (torch.atanh, "unit"), "erf": (torch.erf, "any"), "reciprocal": (torch.reciprocal, "nonzero"),
          "softplus": (torch.nn.functional.softplus, "any"), "softsign": (torch.nn.functional.softsign, "any"),
          "hard_swish": (torch.nn.functional.hardswish, "kink3"), "mish": (torch.nn.functional.mish, "any")}


def _draw(rng, shape, how):
    if how == "pos":
        return rng.uniform(0.2, 3.0, shape)
    if how == "unit":
        return rng.uniform(-0.9, 0.9, shape)
    if how == "tan":
        return rng.uniform(-1.2, 1.2, shape)
    if how == "gt1":
        return rng.uniform(1.2, 4.0, shape)
    if how == "nonzero":
        return rng.uniform(0.3, 3.0, shape) * rng.choice([-1.0, 1.0], shape)
    x = rng.standard_normal(shape) * (2.5 if how == "kink3" else 1.0)
    return _away(x, {"kink0": [0.0], "kink3": [-3.0, 0.0, 3.0]}.get(how, []))


def _unary_case(op):
    fn, how = _UNARY[op]

    def case(rng, dt):
        return [_draw(rng, cases.rand_shape(rng, hi=4), how)], {}, lambda t: (fn(t),)
    return case


def _broadcast_shapes(rng):
    out = [int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 4)))]

    def one():
        k = int(rng.integers(0, len(out) + 1)) if rng.random() < 0.3 else 0
        return tuple(1 if rng.random() < 0.3 else d for d in out[k:])
    return one(), one()


def _quotients_off_integers(a, b, by=0.02):
    q = np.broadcast_arrays(a, b)
    q = q[0] / q[1]
    return q.size == 0 or np.abs(q - np.round(q)).min() >= by


# binary: (torch function, how a and b are drawn)
_BINARY = {"add": torch.add, "sub": torch.sub, "mul": torch.mul, "div": torch.div, "maximum": torch.maximum,
           "minimum": torch.minimum, "pow": torch.pow, "mod": torch.remainder, "fmod": torch.fmod}


def _binary_case(op):
    fn = _BINARY[op]

    def case(rng, dt):
        for _ in range(100):
            sa, sb = _broadcast_shapes(rng)
            a, b = rng.standard_normal(sa), rng.standard_normal(sb)
            if op == "pow":
                a = rng.uniform(0.5, 2.0, sa)
            if op in ("div", "mod", "fmod"):
                b = _draw(rng, sb, "nonzero")
                a = a * 3
            x, y = np.broadcast_arrays(a, b)
            if op in ("maximum", "minimum") and x.size and np.abs(x - y).min() < 0.05:
                continue  # no ties: the gradient's split there is a convention
            if op in ("mod", "fmod") and not _quotients_off_integers(a, b):
                continue  # the remainder jumps where the quotient is an integer
            return [a, b], {}, lambda ta, tb: (fn(ta, tb),)
        raise AssertionError(f"no {op} case drawn")
    return case


def _where_case(rng, dt):
    sa, sb = _broadcast_shapes(rng)
    sc = sa if rng.random() < 0.5 else sb
    cond = rng.random(sc) < 0.5
    return [cond, rng.standard_normal(sa), rng.standard_normal(sb)], {}, lambda _c, ta, tb: (
        torch.where(torch.from_numpy(np.asarray(cond)), ta, tb),)


def _matmul_case(rng, dt):
    m, k, n = (int(rng.integers(1, 4)) for _ in range(3))
    batch = [int(rng.integers(1, 3)) for _ in range(int(rng.integers(0, 3)))]
    ba = tuple(1 if rng.random() < 0.3 else d for d in batch)
    bb = tuple(1 if rng.random() < 0.3 else d for d in batch)[int(rng.integers(0, len(batch) + 1)):]
    return [rng.standard_normal((*ba, m, k)), rng.standard_normal((*bb, k, n))], {}, lambda ta, tb: (
        torch.matmul(ta, tb),)


# reductions: torch's of a dimension (dims as a tuple, keepdim)
_REDUCE = {"sum": lambda t, d, k: t.sum(d, keepdim=k), "mean": lambda t, d, k: t.mean(d, keepdim=k),
           "max": lambda t, d, k: torch.amax(t, d, keepdim=k), "min": lambda t, d, k: torch.amin(t, d, keepdim=k),
           "l1": lambda t, d, k: t.abs().sum(d, keepdim=k), "l2": lambda t, d, k: (t * t).sum(d, keepdim=k).sqrt(),
           "log_sum": lambda t, d, k: t.sum(d, keepdim=k).log(),
           "log_sum_exp": lambda t, d, k: torch.logsumexp(t, d, keepdim=k),
           "sum_square": lambda t, d, k: (t * t).sum(d, keepdim=k)}


def _reduce_case(op):
    red = _REDUCE[op]

    def case(rng, dt):
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
        x = rng.uniform(0.2, 2.0, shape) if op == "log_sum" else _away(rng.standard_normal(shape), [0.0])
        keepdim = bool(rng.random() < 0.5)
        if rng.random() < 0.3:
            axis, dims = "all", tuple(range(len(shape)))
        elif len(shape) >= 2 and rng.random() < 0.4:  # a set of axes (SY_AXES)
            axis = cases.axes_set(rng, len(shape))
            dims = tuple(sorted(a % len(shape) for a in axis))
        else:
            axis = int(rng.integers(-len(shape), len(shape)))
            dims = (axis % len(shape),)
        return [x], {"axis": axis, "keepdim": keepdim}, lambda t: (red(t, dims, keepdim),)
    return case


def _reshape_case(rng, dt):
    shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
    to = list(rng.permutation(list(shape)))
    if rng.random() < 0.5:
        to = [int(np.prod(to[:1], dtype=np.int64)), -1]
    to = [int(d) for d in to]
    return [rng.standard_normal(shape)], {"shape": to}, lambda t: (t.reshape(to),)


def _permute_case(rng, dt):
    shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
    perm = [int(p) for p in rng.permutation(len(shape))]
    return [rng.standard_normal(shape)], {"perm": perm}, lambda t: (t.permute(perm),)


def _transpose_case(rng, dt):
    shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
    d0, d1 = (int(rng.integers(-len(shape), len(shape))) for _ in range(2))
    return [rng.standard_normal(shape)], {"dim0": d0, "dim1": d1}, lambda t: (t.transpose(d0, d1),)


def _expand_case(rng, dt):
    shape = tuple(1 if rng.random() < 0.5 else int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 3))))
    to = [int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 2)))] + \
        [int(rng.integers(1, 4)) if d == 1 else d for d in shape]
    return [rng.standard_normal(shape)], {"shape": to}, lambda t: (t.expand(to),)


def _cast_case(rng, dt):
    """to the other float dtype (the loss then in that dtype; _program's tolerance the coarser one)."""
    to = "f32" if dt == "f64" else "f64"
    tt = torch.float32 if to == "f32" else torch.float64
    return [rng.standard_normal(cases.rand_shape(rng, hi=4))], {"dtype": to}, lambda t: (t.to(tt),)


def _softmax_case(log: bool):
    def case(rng, dt):
        shape = cases.rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
        axis = int(rng.integers(-len(shape), len(shape)))
        fn = torch.log_softmax if log else torch.softmax
        return [rng.standard_normal(shape)], {"axis": axis}, lambda t: (fn(t, axis),)
    return case


def _conv2d_case(rng, dt):
    F = torch.nn.functional
    while True:
        groups = int(rng.choice([1, 2]))
        c, m = groups * int(rng.integers(1, 3)), groups * int(rng.integers(1, 3))
        xs = (int(rng.integers(1, 3)), c, int(rng.integers(1, 5)), int(rng.integers(1, 5)))
        ws = (m, c // groups, int(rng.integers(1, 3)), int(rng.integers(1, 3)))
        win = {"stride": [int(rng.integers(1, 3)) for _ in range(2)],
               "pads": [int(rng.integers(0, 2)) for _ in range(4)],
               "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        if grad_cases._conv2d_out(xs, ws, win) is not None:
            break
    bias = rng.standard_normal(m) if rng.random() < 0.6 else None
    top, left, bottom, right = win["pads"]

    def fn(tx, tw, tb):
        return (F.conv2d(F.pad(tx, (left, right, top, bottom)), tw, tb, win["stride"], 0, win["dilation"], groups),)
    return [rng.standard_normal(xs), rng.standard_normal(ws) * 0.5, bias], win, fn


def _conv_transpose2d_case(rng, dt):
    F = torch.nn.functional
    while True:
        groups = int(rng.choice([1, 2]))
        c = groups * int(rng.integers(1, 3))
        xs = (int(rng.integers(1, 3)), c, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
        ws = (c, int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(1, 3)))
        win = {"stride": [int(rng.integers(1, 3)) for _ in range(2)],
               "pads": [int(rng.integers(0, 2)) for _ in range(4)],
               "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        win["output_padding"] = [int(rng.integers(0, s)) for s in win["stride"]]
        if numpy_ref._conv_transpose2d64(np.zeros(xs), np.zeros(ws), None, *win.values()) is not None:
            break
    bias = rng.standard_normal(ws[1] * groups) if rng.random() < 0.6 else None
    top, left, bottom, right = win["pads"]

    def fn(tx, tw, tb):
        full = F.conv_transpose2d(tx, tw, tb, win["stride"], 0, win["output_padding"], groups, win["dilation"])
        return (full[:, :, top:full.shape[2] - bottom, left:full.shape[3] - right],)
    return [rng.standard_normal(xs), rng.standard_normal(ws) * 0.5, bias], win, fn


def _avg_pool_case(rng, dt):
    """symmetric pads of at most half the kernel, axes no shorter than it (what PyTorch's avg_pool takes)."""
    F = torch.nn.functional
    while True:
        n = int(rng.integers(1, 4))
        xs = (1, int(rng.integers(1, 3)), *(int(rng.integers(1, 6)) for _ in range(n)))
        kernel = [int(rng.integers(1, 4)) for _ in range(n)]
        half = [int(rng.integers(0, k // 2 + 1)) for k in kernel]
        win = {"kernel": kernel, "stride": [int(rng.integers(1, 3)) for _ in range(n)], "pads": half * 2,
               "ceil_mode": bool(rng.random() < 0.5), "count_include_pad": bool(rng.random() < 0.5)}
        # PyTorch refuses an axis shorter than its kernel, padding or not
        if all(d >= k for d, k in zip(xs[2:], kernel)) and \
                numpy_ref._avg_pool64(np.zeros(xs), *win.values()) is not None:
            break
    pool = [F.avg_pool1d, F.avg_pool2d, F.avg_pool3d][n - 1]

    def fn(tx):
        return (pool(tx, kernel, win["stride"], half, win["ceil_mode"], win["count_include_pad"]),)
    return [rng.standard_normal(xs)], win, fn


def _adaptive_case(kind: str):
    """adaptive_avg_pool or adaptive_max_pool over 1 to 3 spatial axes, against PyTorch's
    adaptive_{avg,max}_pool1d/2d/3d: output sizes that divide, overlap and exceed the input;
    distinct values for the maximum (no ties)."""
    def case(rng, dt):
        F = torch.nn.functional
        n = int(rng.integers(1, 4))
        shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *[int(rng.integers(1, 7 if n < 3 else 5))
                                                                     for _ in range(n)])
        size = [int(rng.integers(1, d + 3)) for d in shape[2:]]
        count = int(np.prod(shape))
        x = (rng.permutation(count) / count + rng.random(count) * 1e-3).reshape(shape) if kind == "max" else \
            rng.standard_normal(shape)
        pool = [[F.adaptive_avg_pool1d, F.adaptive_avg_pool2d, F.adaptive_avg_pool3d],
                [F.adaptive_max_pool1d, F.adaptive_max_pool2d, F.adaptive_max_pool3d]][kind == "max"][n - 1]

        def fn(tx):
            return (pool(tx, size),)
        return [x], {"output_size": size}, fn
    return case


def _group_norm_case(rng, dt):
    """x [N, C, ...] of rank 2 to 5 in groups of 1 to 3 channels, scale and bias given or not;
    torch.nn.functional.group_norm."""
    g = int(rng.integers(1, 4))
    shape = (int(rng.integers(1, 3)), g * int(rng.integers(1, 3)), *[int(rng.integers(1, 4))
                                                                     for _ in range(int(rng.integers(0, 4)))])
    if int(np.prod(shape)) // shape[0] // g < 2:  # a group of one element has no variance to normalize
        shape = shape + (2,)
    scale = rng.standard_normal(shape[1]) if rng.random() < 0.6 else None
    bias = rng.standard_normal(shape[1]) if rng.random() < 0.6 else None
    eps = float(rng.choice([1e-5, 0.25]))

    def fn(tx, ts, tb):  # (torch 1.13's group_norm backward fails without a weight: ones and zeros, untracked)
        c = shape[1]
        ts = ts if ts is not None else torch.ones(c, dtype=torch.float64)
        tb = tb if tb is not None else torch.zeros(c, dtype=torch.float64)
        return (torch.nn.functional.group_norm(tx, g, ts, tb, eps),)
    return [rng.standard_normal(shape), scale, bias], {"num_groups": g, "epsilon": eps}, fn


def _lp_pool_case(rng, dt):
    """lp_pool over 1 to 3 spatial axes, pads below the kernel (every window reads x), x away from 0; PyTorch's
    lp_pool as torch 1.13 writes it (avg_pool of x^p times the window's size, to the power 1/p) on |x| (ONNX's
    Lp norm, which lp_pool computes) and on x zero-padded, which lp_pool1d/2d do not take themselves."""
    F = torch.nn.functional
    n = int(rng.integers(1, 4))
    xs = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *(int(rng.integers(2, 6)) for _ in range(n)))
    kernel = [int(rng.integers(1, min(4, d + 1))) for d in xs[2:]]
    pads = [int(rng.integers(0, k)) for k in kernel * 2]
    win = {"kernel": kernel, "stride": [int(rng.integers(1, 3)) for _ in range(n)], "pads": pads,
           "p": int(rng.choice([1, 2, 3, 4]))}
    pool = [F.avg_pool1d, F.avg_pool2d, F.avg_pool3d][n - 1]
    x = rng.standard_normal(xs)
    x = np.where(np.abs(x) < 0.05, 0.5, x)

    def fn(tx):
        flat = [v for j in reversed(range(n)) for v in (pads[j], pads[n + j])]
        padded = F.pad(tx.abs(), flat)
        p = win["p"]
        return (pool(padded.pow(p), kernel, win["stride"]).mul(int(np.prod(kernel))).pow(1.0 / p),)
    return [x], win, fn


def _cumsum_case(rng, dt):
    shape = cases.rand_shape(rng, int(rng.integers(1, 4)), hi=4)
    axis = int(rng.integers(-len(shape), len(shape)))
    exclusive, reverse = bool(rng.random() < 0.5), bool(rng.random() < 0.5)

    def fn(t):
        t2 = t.flip(axis) if reverse else t
        y = t2.cumsum(axis)
        y = y - t2 if exclusive else y
        return (y.flip(axis) if reverse else y,)
    return [rng.standard_normal(shape)], {"axis": axis, "exclusive": exclusive, "reverse": reverse}, fn


# activations of float parameters: (torch function of x, alpha, beta; the parameters drawn, exact in f32; kinks)
_ACT = {"leaky_relu": (lambda t, a, b: torch.nn.functional.leaky_relu(t, a), [0.0625, 0.25, -0.5], None,
                       lambda a, b: [0.0]),
        "elu": (lambda t, a, b: torch.nn.functional.elu(t, a), [1.0, 0.5, 2.0], None, lambda a, b: [0.0]),
        "celu": (lambda t, a, b: torch.nn.functional.celu(t, a), [1.0, 0.5, 2.0], None, lambda a, b: [0.0]),
        "thresholded_relu": (lambda t, a, b: torch.nn.functional.threshold(t, a, 0.0), [0.0, 0.5, -0.375], None,
                             lambda a, b: [a]),
        "hard_sigmoid": (lambda t, a, b: torch.clamp(t * a + b, 0.0, 1.0), [0.25, 0.5], [0.5, 0.375],
                         lambda a, b: [-b / a, (1 - b) / a]),
        "selu": (lambda t, a, b: b * torch.where(t > 0, t, a * torch.expm1(t)), [1.75, 0.75], [1.0625, 2.0],
                 lambda a, b: [0.0]),
        "shrink": (lambda t, a, b: torch.where(t < -a, t + b, torch.where(t > a, t - b, torch.zeros_like(t))),
                   [0.5, 0.25], [0.0, 0.125], lambda a, b: [a, -a])}


def _act_case(op):
    fn, alphas, betas, kinks = _ACT[op]

    def case(rng, dt):
        a = float(rng.choice(alphas))
        b = float(rng.choice(betas)) if betas else 0.0
        x = _away(rng.standard_normal(cases.rand_shape(rng, hi=4)) * 2, kinks(a, b))
        attrs = {"alpha": a} | ({"beta": b} if betas else {})
        return [x], attrs, lambda t: (fn(t, a, b),)
    return case


def _prelu_case(rng, dt):
    shape = cases.rand_shape(rng, int(rng.integers(1, 4)), hi=4)
    k = int(rng.integers(0, len(shape) + 1))
    slope = tuple(1 if rng.random() < 0.3 else d for d in shape[k:])
    x = _away(rng.standard_normal(shape), [0.0])
    return [x, rng.standard_normal(slope) * 0.5], {}, lambda tx, ts: (torch.where(tx >= 0, tx, tx * ts),)


def _flip_case(rng, dt):
    shape = cases.rand_shape(rng, int(rng.integers(1, 4)), hi=4)
    r = len(shape)
    axes = [int(a) - (r if rng.random() < 0.5 else 0) for a in rng.permutation(r)[:int(rng.integers(0, r + 1))]]
    return [rng.standard_normal(shape)], {"axes": axes}, lambda t: (torch.flip(t, axes) if axes else t * 1,)


def _gelu_case(rng, dt):
    mode = int(rng.integers(0, 2))
    return [rng.standard_normal(cases.rand_shape(rng, hi=4)) * 2], {"mode": mode}, lambda t: (
        torch.nn.functional.gelu(t, approximate=["none", "tanh"][mode]),)


# the cases of each family's ops, by the op table: family -> (the op's name -> its case)
_FAMILIES = {"unary": _unary_case, "binary": _binary_case, "reduce": _reduce_case,
             "ew_alpha": _act_case, "ew_alpha_beta": _act_case,
             "softmax": lambda op: _softmax_case(op == "log_softmax"),
             "where": lambda op: _where_case, "matmul": lambda op: _matmul_case,
             "reshape": lambda op: _reshape_case, "permute": lambda op: _permute_case,
             "transpose": lambda op: _transpose_case, "expand": lambda op: _expand_case,
             "cast": lambda op: _cast_case, "conv2d": lambda op: _conv2d_case,
             "conv_transpose2d": lambda op: _conv_transpose2d_case, "avg_pool": lambda op: _avg_pool_case,
             "cumsum": lambda op: _cumsum_case, "prelu": lambda op: _prelu_case, "flip": lambda op: _flip_case,
             "gelu": lambda op: _gelu_case}


def _family_cases() -> dict:
    """A case for every differentiable op of the families above whose counterpart _UNARY, _BINARY,
    _REDUCE or _ACT names (an op they leave out has none: the coverage test names it)."""
    out = {}
    for op in numpy_ref.MODEL.ops:
        if op.has_gradient and op.family.name in _FAMILIES:
            try:
                out[op.name] = _FAMILIES[op.family.name](op.name)
            except KeyError:
                pass
    return out


def _conv_case(transpose: bool):
    """conv or conv_transpose over 1 to 3 spatial axes, with groups, asymmetric pads, stride, dilation (and
    output_padding), the bias given or left out: torch's conv1d/2d/3d after F.pad (conv_transpose1d/2d/3d
    without padding, the pads cut from its result)."""

    def case(rng, dt: str):
        while True:
            n = int(rng.integers(1, 4))
            groups = int(rng.integers(1, 3))
            cg, mg = int(rng.integers(1, 3)), int(rng.integers(1, 3))
            k = [int(rng.integers(1, 3)) for _ in range(n)]
            attrs = {"stride": [int(rng.integers(1, 3)) for _ in range(n)],
                     "pads": [int(rng.integers(0, 2)) for _ in range(2 * n)],
                     "dilation": [int(rng.integers(1, 3)) for _ in range(n)], "groups": groups}
            xs = (int(rng.integers(1, 3)), groups * cg, *[int(rng.integers(1, 5 if n < 3 else 4)) for _ in range(n)])
            geo = (attrs["stride"], attrs["pads"], attrs["dilation"], groups)
            if transpose:
                attrs["output_padding"] = [int(rng.integers(0, st)) for st in attrs["stride"]]
                ws = (groups * cg, mg, *k)
                y = numpy_ref._conv_transposend64(np.zeros(xs), np.zeros(ws), None, *geo, attrs["output_padding"])
            else:
                ws = (groups * mg, cg, *k)
                y = numpy_ref._convnd64(np.zeros(xs), np.zeros(ws), None, *geo)
            if y is not None:
                break
        bias = rng.standard_normal((y.shape[1],)) if rng.random() < 0.6 else None
        lo, hi = attrs["pads"][:n], attrs["pads"][n:]

        def fn(tx, tw, tb):
            f = torch.nn.functional
            if not transpose:
                conv = [f.conv1d, f.conv2d, f.conv3d][n - 1]
                padded = f.pad(tx, [v for j in reversed(range(n)) for v in (lo[j], hi[j])])
                return (conv(padded, tw, tb, stride=attrs["stride"], dilation=attrs["dilation"], groups=groups),)
            conv = [f.conv_transpose1d, f.conv_transpose2d, f.conv_transpose3d][n - 1]
            full = conv(tx, tw, tb, stride=attrs["stride"], output_padding=attrs["output_padding"], groups=groups,
                        dilation=attrs["dilation"])
            cut = (slice(None), slice(None)) + tuple(slice(lo[j], lo[j] + y.shape[2 + j]) for j in range(n))
            return (full[cut],)

        return [rng.standard_normal(xs), rng.standard_normal(ws) * 0.5, bias], attrs, fn

    return case


def _resize_case(rng, dt: str):
    """x [N, C, spatial...] resized along its spatial axes (N and C kept: an
    identity there) as torch.nn.functional.interpolate does it: nearest
    (ONNX's asymmetric transform and floor, output lengths a multiple or a
    divisor of the input's so that torch's float scale floors exactly), linear,
    bilinear, trilinear and bicubic (A -0.75) with align_corners (ONNX's
    align_corners) or without (half_pixel, torch's centre at an output length
    of 1). In a third of the cases the finite-difference check instead, for
    what torch lacks (every nearest_mode and transform, cubic of other A and
    exclude_outside, tf_crop_and_resize's extrapolation, roi and scales
    given): resize is affine in x, so its Jacobian is exactly the difference
    quotient (f(e_i) - f(0)) / 1 of NumPy's reference (numpy_ref._resize64),
    and the PyTorch side is that matrix times x. roi and scales are f32
    constants (no gradient)."""
    if rng.random() < 1 / 3:
        rank = int(rng.integers(1, 4))
        xs = tuple(int(rng.integers(1, 5)) for _ in range(rank))
        os_ = tuple(int(rng.integers(1, 7)) for _ in range(rank))
        transform = int(rng.integers(0, len(numpy_ref.RESIZE_TRANSFORMS)))
        crop = numpy_ref.RESIZE_TRANSFORMS[transform] == "tf_crop_and_resize"
        roi = rng.uniform(-0.2, 1.2, 2 * rank).astype(np.float32) if crop or rng.random() < 0.4 else None
        scales = rng.uniform(0.3, 3.0, rank).astype(np.float32) if rng.random() < 0.5 else None
        attrs = {"shape": list(os_), "mode": int(rng.integers(0, 3)), "transform": transform,
                 "nearest_mode": int(rng.integers(0, 4)), "cubic_coeff_a": float(rng.choice([-0.75, -0.5])),
                 "exclude_outside": bool(rng.random() < 0.3), "extrapolation_value": float(rng.choice([0.0, 10.0]))}
        rest = (attrs["mode"], transform, attrs["nearest_mode"], attrs["cubic_coeff_a"], attrs["exclude_outside"],
                attrs["extrapolation_value"])
        n = int(np.prod(xs))
        base = numpy_ref._resize64(np.zeros(xs), roi, scales, os_, *rest).reshape(-1)
        jac = np.stack([numpy_ref._resize64(np.eye(n)[i].reshape(xs), roi, scales, os_, *rest).reshape(-1) - base
                        for i in range(n)], axis=1)
        tj, tb = torch.tensor(jac), torch.tensor(base)

        def fn_fd(tx, _roi, _scales):
            return ((tj @ tx.reshape(-1) + tb).reshape(os_),)

        return [rng.standard_normal(xs), roi, scales], attrs, fn_fd
    kind = ["nearest", "linear", "cubic"][int(rng.integers(0, 3))]
    spatial = 2 if kind == "cubic" else int(rng.integers(1, 4))
    lead = (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
    if kind == "nearest":  # m = k n or n = k m, k 1..4 (float(1 / k) >= 1 / k: floor(o * scale) exact)
        ins_, outs_ = [], []
        for _ in range(spatial):
            k = int(rng.integers(1, 5))
            base = int(rng.integers(1, 4))
            n, m = (base, base * k) if rng.random() < 0.5 else (base * k, base)
            ins_.append(n)
            outs_.append(m)
    else:
        ins_ = [int(rng.integers(1, 6)) for _ in range(spatial)]
        outs_ = [int(rng.integers(1, 8)) for _ in range(spatial)]
    xs, os_ = lead + tuple(ins_), lead + tuple(outs_)
    corners = kind != "nearest" and bool(rng.random() < 0.5)
    transform = numpy_ref.RESIZE_TRANSFORMS.index(
        "asymmetric" if kind == "nearest" else "align_corners" if corners else "half_pixel")
    attrs = {"shape": list(os_), "mode": numpy_ref.RESIZE_MODES.index(kind), "transform": transform,
             "nearest_mode": numpy_ref.RESIZE_NEAREST.index("floor"), "cubic_coeff_a": -0.75,
             "exclude_outside": False, "extrapolation_value": 0.0}
    tmode = {"nearest": "nearest", "cubic": "bicubic"}.get(kind, ["linear", "bilinear", "trilinear"][spatial - 1])

    def fn(tx, _roi, _scales):
        kw = {} if kind == "nearest" else {"align_corners": corners}
        return (torch.nn.functional.interpolate(tx, size=tuple(outs_), mode=tmode, **kw),)

    return [rng.standard_normal(xs), None, None], attrs, fn


def _embedding_case(rng, dt: str):
    """weight [V, D], rows (i32 or i64) of up to 3 axes, more of them than V in half the
    cases, so rows repeat and their gradients add; torch.nn.functional.embedding."""
    shape = (int(rng.integers(1, 5)), int(rng.integers(1, 4)))
    idx_shape = tuple(int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in range(int(rng.integers(0, 4))))
    if rng.random() < 0.5:
        idx_shape = (shape[0] + int(rng.integers(1, 4)),)
    takes = numpy_ref.OPS["embedding"].family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
    idx = rng.integers(0, shape[0], idx_shape).astype(numpy_ref.NP[takes[int(rng.integers(0, len(takes)))]])
    at = torch.tensor(idx.astype(np.int64))

    def fn(tw, _idx):
        return (torch.nn.functional.embedding(at, tw),)

    return [rng.standard_normal(shape), idx], {}, fn


def _mse_loss_case(rng, dt: str):
    """x and target of one shape (rank 0 to 3), both tracked, every reduction;
    torch.nn.functional.mse_loss."""
    shape = tuple(int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 4))))
    reduction = int(rng.integers(0, 3))

    def fn(tx, tt):
        return (torch.nn.functional.mse_loss(tx, tt, reduction=["none", "mean", "sum"][reduction]),)

    return [rng.standard_normal(shape), rng.standard_normal(shape)], {"reduction": reduction}, fn


def _reverse_sequence_case(rng, dt: str):
    """x's entries moved as NumPy's reading of ReverseSequence moves them (an index per
    element), so PyTorch's gradient of the gather is grad moved back."""
    rank = int(rng.integers(2, 4))
    shape = tuple(int(rng.integers(1, 5)) for _ in range(rank))
    b = int(rng.integers(0, 2))
    lens = rng.integers(0, shape[1 - b] + 1, (shape[b],)).astype(np.int64)
    src = numpy_ref._reverse_sequence(np.arange(int(np.prod(shape))).reshape(shape), lens, b, 1 - b)
    at = torch.tensor(src.reshape(-1), dtype=torch.int64)

    def fn(tx, _lens):
        return (tx.reshape(-1)[at].reshape(shape),)

    return [rng.standard_normal(shape), lens], {"batch_axis": b, "time_axis": 1 - b}, fn


def _grid_sample_case(rng, dt: str, k: int = 0):
    """x [N, C, H, W] and grid [N, Ho, Wo, 2], both tracked, against torch.nn.functional.grid_sample;
    the 18 combinations of mode, padding_mode and align_corners in turn over the cases of f32 and f64
    (each at least once). Grid values inside and outside [-1, 1], random, so no coordinate falls on a
    pixel, a half pixel or a clamp (where the gradient has a kink), almost surely."""
    turn = k + (CASES_PER_DTYPE if dt == "f64" else 0)
    mode, pad, ac = turn % 3, (turn // 3) % 3, bool((turn // 9) % 2)
    # H and W of 2 or more: on one pixel, bicubic with border padding has a grid gradient of exactly 0,
    # which both sides compute as rounding noise
    xs = (int(rng.integers(1, 3)), int(rng.integers(1, 4)), int(rng.integers(2, 5)), int(rng.integers(2, 5)))
    gs = (xs[0], int(rng.integers(1, 4)), int(rng.integers(1, 4)), 2)
    grid = rng.uniform(-1.3, 1.3, gs)

    def fn(tx, tg):
        return (torch.nn.functional.grid_sample(tx, tg, mode=["bilinear", "nearest", "bicubic"][mode],
                                                padding_mode=["zeros", "border", "reflection"][pad],
                                                align_corners=ac),)

    return [rng.standard_normal(xs), grid], {"mode": mode, "padding_mode": pad, "align_corners": ac}, fn


def _max_unpool_case(rng, dt: str):
    """x [N, C, D1..Dk] (k = 1..3) placed at distinct positions of each plane (switchyard's indices count
    over the whole result, PyTorch's inside the plane), against torch's max_unpool1d/2d/3d."""
    n = int(rng.integers(1, 4))
    shape = (int(rng.integers(1, 3)), int(rng.integers(1, 3)), *[int(rng.integers(1, 4)) for _ in range(n)])
    kernel = [int(rng.integers(1, 4)) for _ in range(n)]
    stride = [int(rng.integers(1, 4)) for _ in range(n)]
    out = numpy_ref._unpool_shape(shape, kernel, stride, ())
    plane, count = int(np.prod(out[2:])), int(np.prod(shape[2:]))
    planes = shape[0] * shape[1]
    within = np.stack([rng.choice(plane, count, replace=False) for _ in range(planes)]).reshape(shape)
    idx = (within + (np.arange(planes) * plane).reshape(shape[:2] + (1,) * n)).astype(np.int64)
    at = torch.tensor(within.astype(np.int64))

    def fn(tx, _idx):
        pool = [torch.nn.functional.max_unpool1d, torch.nn.functional.max_unpool2d,
                torch.nn.functional.max_unpool3d][n - 1]
        return (pool(tx, at, kernel, stride, 0, out[2:]),)

    return [rng.standard_normal(shape), idx], {"kernel": kernel, "stride": stride}, fn


def _sliding_case(op: str):
    """col2im or im2col over 1 or 2 spatial axes against PyTorch's fold and unfold (2-d only, symmetric pads;
    one axis as 2-d with a first axis of 1): overlapping, strided, padded and dilated blocks."""
    def case(rng, dt):
        F = torch.nn.functional
        n = int(rng.integers(1, 3))
        block = [int(rng.integers(1, 4)) for _ in range(n)]
        stride = [int(rng.integers(1, 3)) for _ in range(n)]
        pad = [int(rng.integers(0, 2)) for _ in range(n)]
        dil = [int(rng.integers(1, 3)) for _ in range(n)]
        image = [max(int(rng.integers(2, 6)), dil[j] * (block[j] - 1) + 1 - 2 * pad[j]) for j in range(n)]
        planes = (int(rng.integers(1, 3)), int(rng.integers(1, 3)))
        win = {"block_shape": block, "stride": stride, "pads": pad * 2, "dilation": dil}
        two = [([1] + v if n == 1 else v) for v in (block, stride, dil)]
        pad2, image2 = [0] + pad if n == 1 else pad, [1] + image if n == 1 else image
        args = {"kernel_size": two[0], "stride": two[1], "dilation": two[2], "padding": pad2}
        if op == "col2im":
            grid = numpy_ref.col2im_grid(image, block, stride, pad * 2, dil)
            xs = (planes[0], planes[1] * int(np.prod(block)), int(np.prod(grid)))

            def fn(tx):
                y = F.fold(tx, image2, **args)
                return (y.reshape(*y.shape[:2], *image),)
            return [rng.standard_normal(xs)], {"image_shape": image} | win, fn

        def fn(tx):
            return (F.unfold(tx.reshape(*tx.shape[:2], *image2), **args),)
        return [rng.standard_normal((*planes, *image))], win, fn
    return case


OPS = {"layer_norm": _layer_norm_case, "concat": _concat_case, "max_pool2d": _max_pool2d_case, "gather": _gather_case,
       "slice": _slice_case, "trilu": _trilu_case, "depth_to_space": _depth_to_space_case,
       "space_to_depth": _space_to_depth_case, "tile": _tile_case, "topk": _topk_case, "sort": _sort_case,
       "add_n": _nary_case(False), "mean_n": _nary_case(True), "gather_elements": _gather_elements_case,
       "scatter_elements": _scatter_elements_case, "gather_nd": _gather_nd_case, "scatter_nd": _scatter_nd_case,
       "one_hot": _one_hot_case, "clip": _clip_case, "nll_loss": _nll_loss_case, "stack": _stack_case,
       "conv": _conv_case(False), "conv_transpose": _conv_case(True), "max_pool": _max_pool_case,
       "resize": _resize_case, "mse_loss": _mse_loss_case, "embedding": _embedding_case,
       "reverse_sequence": _reverse_sequence_case, "grid_sample": _grid_sample_case,
       "max_unpool": _max_unpool_case, "lp_pool": _lp_pool_case,
       "adaptive_avg_pool": _adaptive_case("avg"), "adaptive_max_pool": _adaptive_case("max"),
       "group_norm": _group_norm_case, "col2im": _sliding_case("col2im"),
       "im2col": _sliding_case("im2col")} | _family_cases()
# cases that take the case's number, to go through their attributes' combinations in turn
TURNS = {"grid_sample"}
# the results the driver gives, and those gradients flow through (not the indices)
N_OUT = {op: 1 for op in OPS} | {"layer_norm": 3, "max_pool2d": 2, "max_pool": 2, "topk": 2, "sort": 2,
                                 "adaptive_max_pool": 2}
N_FLOAT = {op: 1 for op in OPS} | {"layer_norm": 3}
# float inputs of a fixed dtype (resize's f32 roi and scales), passed as they are, untracked
FIXED = {"resize": {1, 2}}


def _constants(op: str, k: int, attrs: dict) -> set[int]:
    """The float inputs a case leaves untracked (no gradient asked for): concat's
    first tensor in every other case, the scatters' updates under mul, nll_loss's weight."""
    if op in ("concat", "stack") and k % 2:
        return {0}
    if op in ("scatter_elements", "scatter_nd") and attrs["reduction"] == 2:
        return {2}
    if op == "nll_loss":  # weight: its gradient is refused (as PyTorch's nll_loss has none)
        return {2}
    return set()


def _program(op: str, dev, dt: str, k: int):
    rng = rng_for("torch-grad", op, dt, k)
    ins, attrs, fn = OPS[op](rng, dt, k) if op in TURNS else OPS[op](rng, dt)
    npdt = numpy_ref.NP[dt]
    # float inputs in the dtype of the run, tracked; integer and bool ones (gather's indices, where's cond) as
    # they are, constants, and so are the float inputs of a fixed dtype (FIXED: resize's roi and scales)
    ints = [a is not None and (np.asarray(a).dtype.kind in "iub" or k in FIXED.get(op, ()))
            for k, a in enumerate(ins)]
    ins = [None if a is None else np.asarray(a) if i else np.asarray(a).astype(npdt) for a, i in zip(ins, ints)]
    p = numpy_ref.Program(f"{op}#{k}[{dt}]", dev, key=op)
    leaves = [None if a is None else p.input(a) if i else p.track(p.input(a)) for a, i in zip(ins, ints)]
    n_out = N_FLOAT[op]
    rdt = dt  # the results' dtype: the run's, but a cast's (to a dtype the device stores)
    if "dtype" in attrs:
        attrs["dtype"] = attrs["dtype"] if attrs["dtype"] in dev.stores else dt
        rdt = attrs["dtype"]
    rtol = max(grad_cases.GRAD_RTOL[dt], grad_cases.GRAD_RTOL[rdt])
    consts = _constants(op, k, attrs)
    for i in consts:  # a constant among the tensors: untracked, no gradient
        if ins[i] is not None:  # (an optional one may be left out)
            leaves[i] = p.input(ins[i])
    first = p.op(op, tuple(leaves), n_out=N_OUT[op], **attrs)
    # which results the loss reads: all of them, or one alone
    reads = [[True] * n_out, [True] + [False] * (n_out - 1), [False] + [True] * (n_out - 1)][k % 3 if n_out > 1 else 0]
    tx = [None if a is None or i else torch.tensor(a.astype(np.float64), requires_grad=True) for a, i in zip(ins, ints)]
    outs = fn(*tx)
    loss_t = None
    loss = None
    for j in range(n_out):
        if not reads[j]:
            continue
        w = rng.standard_normal(tuple(outs[j].shape)).astype(numpy_ref.NP[rdt])
        term = p.op("sum", (p.op("mul", (first + j, p.input(w))),), axis="all", keepdim=False)
        loss = term if loss is None else p.op("add", (loss, term))
        tt = (outs[j] * torch.tensor(w.astype(np.float64))).sum()
        loss_t = tt if loss_t is None else loss_t + tt
    p.backward(loss)
    loss_t.backward()
    for i, (leaf, t) in enumerate(zip(leaves, tx)):
        if leaf is None or ints[i] or i in consts:
            continue
        # no gradient reached it in PyTorch (the loss skips y): zeros, which switchyard computes
        want = (t.grad.numpy() if t.grad is not None else np.zeros(t.shape)).astype(npdt)
        p.grad(leaf, f"gradient of input {i}", want, "bound", grad_cases._bound(want, rtol))
    return p


def _programs():
    out = []
    for op in OPS:
        for dt in numpy_ref.FLOATS:
            if dt not in grad_cases.GRAD_RTOL or dt not in numpy_ref.OPS[op].dtypes:  # as grad_cases: no 2-byte floats
                continue
            for dev in DEVICES:
                if dt in dev.stores:
                    out += [_program(op, dev, dt, k) for k in range(CASES_PER_DTYPE)]
    return out


def test_every_op_of_several_results_or_a_list_is_checked():
    ops = {op.name for op in numpy_ref.MODEL.ops if op.has_gradient and (
        len(op.family.signature.results) > 1 or any(i.variadic for i in op.family.signature.inputs))}
    assert ops <= grad_cases.TORCH_CHECKED <= set(OPS), sorted(ops - set(OPS))


def test_every_differentiable_op_is_checked():
    """Every op of the generated table with a derivative has a PyTorch case here, or is
    in grad_cases.NUMPY_ONLY with the reason PyTorch has no counterpart (its analytic
    NumPy gradient programs check it then)."""
    ops = {op.name for op in numpy_ref.MODEL.ops if op.has_gradient} - numpy_ref.COLLECTIVES  # tests/mpi's
    missing = ops - set(OPS) - set(grad_cases.NUMPY_ONLY)
    assert not missing, f"differentiable ops without a PyTorch gradient case: {sorted(missing)}"
    assert set(grad_cases.NUMPY_ONLY) <= grad_cases.COVERED and all(grad_cases.NUMPY_ONLY.values())
    assert not set(OPS) & set(grad_cases.NUMPY_ONLY)


@pytest.mark.parametrize("device", [str(d) for d in DEVICES])
def test_gradients_against_torch(device):
    progs = [p for p in _programs() if str(p.device) == device]
    assert progs
    fails = numpy_ref.run_programs(progs)
    bad = [m for msgs in fails.values() for m in msgs]
    assert not bad, "\n".join(bad[:20])
