"""max_pool2d and conv2d against PyTorch (torch.nn.functional), a second
reference besides NumPy's (numpy_ref.py), on every device: random NCHW
shapes, strides, dilations, asymmetric pads, groups, ceil_mode, bias or
none; and conv2d's gradients by switchyard's autodiff against
torch.autograd. Skipped where torch is not installed.

What differs between the two conventions is converted here, not assumed:
- torch pads symmetrically: the asymmetric pads [top, left, bottom, right]
  are applied to the input explicitly (-inf for max_pool2d, zeros for
  conv2d) and torch runs with padding 0.
- torch's indices count within one padded plane (h * W' + w); switchyard's,
  as ONNX's, over the whole unpadded input ((n * C + c) * H + h) * W + w.
- ceil_mode: ONNX drops a last window that would start in the end padding;
  torch, given an input padded by hand, sees no end padding and keeps it.
  The output size is checked against ONNX's formula (and against torch's
  own when torch pads itself: symmetric pads at most half the kernel), and
  the values against torch's windows at the same positions.
"""

from __future__ import annotations

import numpy as np
import pytest

import cases
import numpy_ref

torch = pytest.importorskip("torch")
F = torch.nn.functional

DEVICES = numpy_ref.devices()
CASES = 40
SEEN: dict[str, int] = {}  # which conventions the cases reached (test_cases_reach_every_convention)


def _seen(what: str) -> None:
    SEEN[what] = SEEN.get(what, 0) + 1


def _pool_case(rng, name):
    while True:
        shape = (int(rng.integers(1, 3)), int(rng.integers(1, 4)), int(rng.integers(1, 9)), int(rng.integers(1, 9)))
        kernel = [int(rng.integers(1, 4)) for _ in range(2)]
        if rng.random() < 0.3:  # symmetric pads torch can take itself
            p = [int(rng.integers(0, k // 2 + 1)) for k in kernel]
            pads = p + p
        else:
            pads = [int(rng.integers(0, k + 1)) for k in kernel * 2]
        attrs = {"kernel": kernel, "stride": [int(rng.integers(1, 4)) for _ in range(2)], "pads": pads,
                 "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "ceil_mode": bool(rng.random() < 0.5)}
        if numpy_ref._max_pool2d(np.zeros(shape), attrs["kernel"], attrs["stride"], attrs["pads"],
                                 attrs["dilation"], attrs["ceil_mode"]) is not None:
            # finite values; a grid of few values makes ties
            return cases.data(rng, name, shape, "grid" if rng.random() < 0.4 else "finite"), attrs


def _torch_pool(x: np.ndarray, a: dict):
    """(y, indices) as switchyard defines them, from torch."""
    n, c, h, w = x.shape
    t, le, b, r = a["pads"]
    xt = torch.from_numpy(x.astype(np.float64))
    native = t == b and le == r and 2 * t <= a["kernel"][0] and 2 * le <= a["kernel"][1]
    oh = numpy_ref.window_out(h, a["kernel"][0], a["stride"][0], a["dilation"][0], t, b, a["ceil_mode"])
    ow = numpy_ref.window_out(w, a["kernel"][1], a["stride"][1], a["dilation"][1], le, r, a["ceil_mode"])
    if native:
        y, i = F.max_pool2d(xt, a["kernel"], a["stride"], (t, le), a["dilation"], a["ceil_mode"],
                            return_indices=True)
        assert tuple(y.shape[2:]) == (oh, ow), f"torch gives {tuple(y.shape)}; ONNX's rule {(oh, ow)}"
        wp, t0, l0 = w, 0, 0
        _seen("torch pads")
    else:
        xp = F.pad(xt, (le, r, t, b), value=-np.inf)
        y, i = F.max_pool2d(xp, a["kernel"], a["stride"], 0, a["dilation"], a["ceil_mode"], return_indices=True)
        assert y.shape[2] >= oh and y.shape[3] >= ow
        if (y.shape[2], y.shape[3]) != (oh, ow):
            _seen("ceil_mode drops a window torch keeps")
        y, i = y[:, :, :oh, :ow], i[:, :, :oh, :ow]
        wp, t0, l0 = w + le + r, t, le
        _seen("pads applied by hand")
    i = i.numpy()
    hh, ww = i // wp - t0, i % wp - l0  # the unpadded row and column
    assert ((hh >= 0) & (hh < h) & (ww >= 0) & (ww < w)).all(), "torch chose padding"
    plane = (np.arange(n)[:, None, None, None] * c + np.arange(c)[None, :, None, None])
    return y.numpy().astype(x.dtype), ((plane * h + hh) * w + ww).astype(np.int64)


def _conv_case(rng, name):
    while True:
        groups = int(rng.integers(1, 4)) if rng.random() < 0.6 else 1
        cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
        xs = (int(rng.integers(1, 3)), groups * cg, int(rng.integers(1, 9)), int(rng.integers(1, 9)))
        ws = (groups * mg, cg, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
        attrs = {"stride": [int(rng.integers(1, 4)) for _ in range(2)],
                 "pads": [int(rng.integers(0, 3)) for _ in range(4)],
                 "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        if numpy_ref._conv2d(np.zeros(xs), np.zeros(ws), None, attrs["stride"], attrs["pads"], attrs["dilation"],
                             groups) is not None:
            x, w = cases.data(rng, name, xs, "finite"), cases.data(rng, name, ws, "finite")
            b = cases.data(rng, name, (ws[0],), "finite") if rng.random() < 0.6 else None
            return [x, w, b], attrs


def _torch_conv(ins, a):
    x, w, b = (None if t is None else torch.from_numpy(t.astype(np.float64)) for t in ins)
    t, le, bo, r = a["pads"]
    y = F.conv2d(F.pad(x, (le, r, t, bo)), w, b, a["stride"], 0, a["dilation"], a["groups"])
    return y.numpy()


def _torch_conv_grads(ins, a, r):
    """dx, dw and db of sum(conv2d(x, w, b) * r) by torch.autograd, in float64."""
    x, w, b = (torch.from_numpy(t.astype(np.float64)).requires_grad_() for t in ins)
    t, le, bo, ri = a["pads"]
    y = F.conv2d(F.pad(x, (le, ri, t, bo)), w, b, a["stride"], 0, a["dilation"], a["groups"])
    (y * torch.from_numpy(r.astype(np.float64))).sum().backward()
    return [v.grad.numpy() for v in (x, w, b)]


def _grad_program(dev, name):
    """conv2d's gradients by switchyard's autodiff (its derivative formulas, the two gradient ops and
    sums) against torch.autograd, for loss = sum(conv2d(x, w, b) * r)."""
    rng = cases.rng_for("torch-grad", name)
    p = numpy_ref.Program(f"conv2d[{name}] gradients against torch.autograd", dev, key="conv2d")
    eps = float(np.finfo(numpy_ref.NP[name]).eps)
    for _ in range(CASES // 2):
        ins, a = _conv_case(rng, name)
        if ins[2] is None:  # autodiff takes calls with every input
            ins[2] = cases.data(rng, name, (ins[1].shape[0],), "finite")
        y64 = _torch_conv(ins, a)
        r = cases.data(rng, name, y64.shape, "finite")
        want = _torch_conv_grads(ins, a, r)
        dx, dw = numpy_ref._conv2d_grads(r, ins[0], ins[1], a["stride"], a["pads"], a["dilation"], a["groups"])
        close = [np.allclose(mine, theirs, rtol=1e-12, atol=1e-12) for mine, theirs in ((dx, want[0]), (dw, want[1]))]
        assert all(close), f"NumPy's conv2d gradients and torch.autograd's differ: {a}"
        _seen("autograd")
        leaves = [p.track(p.input(t)) for t in ins]
        y = p.op("conv2d", tuple(leaves), **a)
        loss = p.op("sum", (p.op("mul", (y, p.input(r))),), axis="all", keepdim=False)
        p.backward(loss)
        label = f"conv2d({', '.join(f'{t.dtype}{list(t.shape)}' for t in ins)}, {a})"
        _, bx = numpy_ref.tolerance("conv2d_backward_input", [r, ins[1], ins[0]], a, want[0])
        _, bw = numpy_ref.tolerance("conv2d_backward_weight", [r, ins[0], ins[1]], a, want[1])
        bb = 4 * r.size * eps * np.abs(r.astype(np.float64)).sum(axis=(0, 2, 3))
        for k, (bound, what) in enumerate(((bx, "x"), (bw, "weight"), (bb, "bias"))):
            p.grad(leaves[k], f"{label}: d{what}", want[k].astype(ins[k].dtype), "bound", bound)
    return p


def _programs():
    progs = []
    for op in ("max_pool2d", "conv2d"):
        for name in numpy_ref.OPS[op].dtypes:
            if numpy_ref.CATEGORY[name] != "float":
                continue
            for dev in DEVICES:
                if not {name, "i64"} <= dev.stores:
                    continue
                rng = cases.rng_for("torch", op, name)
                p = numpy_ref.Program(f"{op}[{name}] against torch", dev, key=op)
                for _ in range(CASES):
                    if op == "max_pool2d":
                        x, a = _pool_case(rng, name)
                        y, idx = _torch_pool(x, a)
                        ny, nidx = numpy_ref.reference(op, [x], a)
                        assert np.array_equal(ny, y) and np.array_equal(nidx, idx), f"NumPy and torch differ: {a}"
                        out = p.op(op, (p.input(x),), n_out=2, **a)
                        label = f"{op}({x.dtype}{list(x.shape)}, {a})"
                        p.get(out, f"{label} y", y, "exact")
                        p.get(out + 1, f"{label} indices", idx, "exact")
                    else:
                        ins, a = _conv_case(rng, name)
                        want64 = _torch_conv(ins, a)
                        want = want64.astype(ins[0].dtype)
                        how, extra = numpy_ref.tolerance(op, ins, a, want)
                        mine = numpy_ref._conv2d(*ins, a["stride"], a["pads"], a["dilation"], a["groups"])
                        _, bound64 = numpy_ref.tolerance(op, [None if t is None else t.astype(np.float64)
                                                              for t in ins], a, want64)
                        assert mine.shape == want64.shape and (np.abs(mine - want64) <= bound64).all(), \
                            f"NumPy and torch differ: {a}"
                        _seen("groups > 1" if a["groups"] > 1 else "groups 1")
                        _seen("no bias" if ins[2] is None else "bias")
                        slots = tuple(None if t is None else p.input(t) for t in ins)
                        out = p.op(op, slots, **a)
                        shapes = ", ".join("-" if t is None else f"{t.dtype}{list(t.shape)}" for t in ins)
                        label = f"{op}({shapes}, {a})"
                        p.get(out, label, want, how, extra)
                progs.append(p)
                if op == "conv2d":
                    progs.append(_grad_program(dev, name))
    return progs


PROGRAMS = _programs()


def test_cases_reach_every_convention():
    want = {"torch pads", "pads applied by hand", "ceil_mode drops a window torch keeps", "groups > 1", "groups 1",
            "no bias", "bias", "autograd"}
    assert want <= set(SEEN), f"no case reaches {sorted(want - set(SEEN))}"


@pytest.mark.parametrize("index", range(len(PROGRAMS)), ids=[f"{p.name}-{p.device}" for p in PROGRAMS])
def test_against_torch(index):
    fails = numpy_ref.run_programs([PROGRAMS[index]])
    assert not fails, "\n".join(fails.get(0, [])[:20])
