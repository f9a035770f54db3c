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


OPS = {"layer_norm": _layer_norm_case, "concat": _concat_case, "max_pool2d": _max_pool2d_case}
N_OUT = {"layer_norm": 3, "concat": 1, "max_pool2d": 2}  # the results the driver gives
N_FLOAT = {"layer_norm": 3, "concat": 1, "max_pool2d": 1}  # those gradients flow through (not the indices)


def _program(op: str, dev, dt: str, k: int):
    rng = rng_for("torch-grad", op, dt, k)
    ins, attrs, fn = OPS[op](rng, dt)
    npdt = numpy_ref.NP[dt]
    ins = [None if a is None else np.asarray(a).astype(npdt) for a in ins]
    p = numpy_ref.Program(f"{op}#{k}[{dt}]", dev, key=op)
    leaves = [None if a is None else p.track(p.input(a)) for a in ins]
    n_out = N_FLOAT[op]
    if op == "concat" and k % 2:  # a constant among the tensors: untracked, no gradient
        leaves[0] = p.input(ins[0])
    first = p.op(op, tuple(leaves), n_out=N_OUT[op], **attrs)
    # which results the loss reads: all of them, or one alone
    reads = [[True] * n_out, [True] + [False] * (n_out - 1), [False] + [True] * (n_out - 1)][k % 3 if n_out > 1 else 0]
    tx = [None if a is None else torch.tensor(a.astype(np.float64), requires_grad=True) for a in ins]
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
        if leaf is None or (op == "concat" and k % 2 and i == 0):
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
