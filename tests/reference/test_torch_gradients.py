"""Gradients of the ops of several results, optional inputs and variadic
inputs (a list of tensors) against
PyTorch 1.13's autograd (python3-torch), on every device: switchyard's
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


OPS = {"layer_norm": _layer_norm_case, "concat": _concat_case, "max_pool2d": _max_pool2d_case, "gather": _gather_case,
       "slice": _slice_case, "trilu": _trilu_case, "depth_to_space": _depth_to_space_case,
       "space_to_depth": _space_to_depth_case, "tile": _tile_case, "topk": _topk_case, "sort": _sort_case,
       "add_n": _nary_case(False), "mean_n": _nary_case(True), "gather_elements": _gather_elements_case,
       "scatter_elements": _scatter_elements_case, "gather_nd": _gather_nd_case, "scatter_nd": _scatter_nd_case,
       "one_hot": _one_hot_case, "clip": _clip_case, "nll_loss": _nll_loss_case,
       "reverse_sequence": _reverse_sequence_case}
# the results the driver gives, and those gradients flow through (not the indices)
N_OUT = {op: 1 for op in OPS} | {"layer_norm": 3, "max_pool2d": 2, "topk": 2, "sort": 2}
N_FLOAT = {op: 1 for op in OPS} | {"layer_norm": 3}


def _constants(op: str, k: int, attrs: dict) -> set[int]:
    """The float inputs a case leaves untracked (no gradient asked for): concat's
    first tensor in every other case, the scatters' updates under mul, nll_loss's weight."""
    if op == "concat" and k % 2:
        return {0}
    if op in ("scatter_elements", "scatter_nd") and attrs["reduction"] == 2:
        return {2}
    if op == "nll_loss":  # weight: its gradient is refused (as PyTorch's nll_loss has none)
        return {2}
    return set()


def _program(op: str, dev, dt: str, k: int):
    rng = rng_for("torch-grad", op, dt, k)
    ins, attrs, fn = OPS[op](rng, dt)
    npdt = numpy_ref.NP[dt]
    # float inputs in the dtype of the run, tracked; integer ones (gather's indices) as they are, constants
    ints = [a is not None and np.asarray(a).dtype.kind in "iu" for a in ins]
    ins = [None if a is None else np.asarray(a) if i else np.asarray(a).astype(npdt) for a, i in zip(ins, ints)]
    p = numpy_ref.Program(f"{op}#{k}[{dt}]", dev, key=op)
    leaves = [None if a is None else p.input(a) if i else p.track(p.input(a)) for a, i in zip(ins, ints)]
    n_out = N_FLOAT[op]
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
        w = rng.standard_normal(tuple(outs[j].shape)).astype(npdt)
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
        p.grad(leaf, f"gradient of input {i}", want, "bound", grad_cases._bound(want, grad_cases.GRAD_RTOL[dt]))
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
    assert ops <= set(OPS) == grad_cases.TORCH_CHECKED, sorted(ops - set(OPS))


@pytest.mark.parametrize("device", [str(d) for d in DEVICES])
def test_gradients_against_torch(device):
    progs = [p for p in _programs() if str(p.device) == device]
    assert progs
    fails = numpy_ref.run_programs(progs)
    bad = [m for msgs in fails.values() for m in msgs]
    assert not bad, "\n".join(bad[:20])
