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


OPS = {"layer_norm": _layer_norm_case, "concat": _concat_case, "max_pool2d": _max_pool2d_case, "gather": _gather_case,
       "slice": _slice_case, "clip": _clip_case}
# the results the driver gives, and those gradients flow through
N_OUT = {"layer_norm": 3, "concat": 1, "max_pool2d": 2, "gather": 1, "slice": 1, "clip": 1}
N_FLOAT = {"layer_norm": 3, "concat": 1, "max_pool2d": 1, "gather": 1, "slice": 1, "clip": 1}


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
    if op == "concat" and k % 2:  # a constant among the tensors: untracked, no gradient
        leaves[0] = p.input(ins[0])
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
        if leaf is None or ints[i] or (op == "concat" and k % 2 and i == 0):
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
