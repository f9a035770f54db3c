"""Gradient programs for the NumPy reference test: random smooth compositions
of differentiable ops on tracked leaves, ending in loss = sum(h * w) for a
constant w; switchyard's forward values and the gradient of every leaf are
compared with an analytic reverse pass written here in NumPy (float64), not
with finite differences.

Every program stays away from kinks: abs and relu only see values at least
1e-2 from 0, maximum and minimum only meet a constant at least 0.1 away, pow
has a positive base (an exp), mod and fmod divide by a constant with every
quotient at least 1e-2 from an integer, tan, asin, acos and atanh see
0.9 * tanh(h), acosh and reciprocal sqrt(h * h + 1) + 0.5, and a max
reduction is refused when a slice has two distinct values within 1e-3 of
each other. Ties are made on purpose in half of the programs ("tie
programs"): leaves with repeated values reduced by max, and expand (a new
axis of 2 or 3 copies) followed by max over that axis. There a max
reduction's gradient is split evenly among the tied elements (PyTorch's
convention). The other programs have no ties at all.

Tolerances, |got - want| <= rtol * (|want| + 0.1 * max|want|) + 1e-30:
  forward values: f32 rtol 1e-4, f64 rtol 1e-10
  gradients:      f32 rtol 1e-3, f64 rtol 1e-9
"""

from __future__ import annotations

import numpy as np

from cases import axes_set, rng_for
from numpy_ref import (FLOATS, NP, Program, _avg_pool64, _avg_pool_backward64, _conv2d, _conv2d_grads,
                       _conv_transpose2d64, _conv_transposend64, _convnd64, _convnd_grads, _cumsum, _gelu_grad,
                       reference)

FWD_RTOL = {"f32": 1e-4, "f64": 1e-10}
GRAD_RTOL = {"f32": 1e-3, "f64": 1e-9}

# The differentiable float ops the steps below use; the test checks that this
# covers every differentiable float op of backends.yaml.
COVERED = {"softmax", "log_softmax", "neg", "abs", "exp", "log", "sqrt", "tanh", "sigmoid", "relu", "add", "sub", "mul",
           "div",
           "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh", "erf",
           "reciprocal", "softplus", "softsign",
           "maximum", "minimum", "pow", "mod", "fmod", "where", "matmul", "sum", "mean", "max", "reshape", "permute",
           "transpose", "expand", "cast", "conv2d",
           "min", "l1", "l2", "log_sum", "log_sum_exp", "sum_square", "cumsum",
           "leaky_relu", "elu", "celu", "thresholded_relu", "hard_sigmoid", "selu", "shrink", "hard_swish", "mish",
           "prelu", "flip", "gelu", "avg_pool", "conv_transpose2d", "conv", "conv_transpose"}
# Differentiable ops whose gradients test_torch_gradients.py checks against
# PyTorch instead (ops of several results, optional inputs, lists of tensors,
# integer inputs).
# (trilu: an optional i64 input; depth_to_space, space_to_depth and tile
# against PyTorch's pixel_shuffle, reshape and permute, and repeat; resize: optional f32
# roi and scales, against interpolate and a finite-difference Jacobian.)
TORCH_CHECKED = {"layer_norm", "concat", "max_pool2d", "gather", "slice", "trilu", "depth_to_space", "space_to_depth",
                 "tile", "topk", "sort", "add_n", "mean_n", "gather_elements", "scatter_elements", "gather_nd",
                 "scatter_nd", "one_hot", "clip", "nll_loss", "stack", "conv", "conv_transpose", "max_pool", "resize",
                 "mse_loss", "embedding", "reverse_sequence", "grid_sample", "max_unpool",
                 "lp_pool", "adaptive_avg_pool", "adaptive_max_pool", "group_norm", "col2im", "im2col"}


# Differentiable ops PyTorch has no counterpart of: checked by the analytic
# NumPy programs alone (COVERED), each with the reason. Every other
# differentiable op has a case in test_torch_gradients.py, which fails for one
# that has neither.
NUMPY_ONLY: dict[str, str] = {}


def _unbroadcast(g: np.ndarray, shape: tuple) -> np.ndarray:
    while g.ndim > len(shape):
        g = g.sum(0)
    for i, d in enumerate(shape):
        if d == 1 and g.shape[i] != 1:
            g = g.sum(i, keepdims=True)
    return g


def _axes(axis, rank: int) -> tuple:
    """The axes a reduction's axis attribute reduces: every one, a set of them (a tuple), or one."""
    if axis == "all":
        return tuple(range(rank))
    return tuple(sorted(a % rank for a in axis)) if isinstance(axis, tuple) else (axis % rank,)


def _unreduce(g, a_shape, axis, keepdim):
    if axis == "all":
        return np.broadcast_to(np.reshape(g, (1,) * len(a_shape)), a_shape)
    if not keepdim:
        g = np.expand_dims(g, _axes(axis, len(a_shape)))
    return np.broadcast_to(g, a_shape)


def _rule(op, g, xs, y, attrs):
    """The gradients of op's inputs (None where none flows), in float64."""
    a = xs[0] if xs else None
    if op == "add":
        return [g, g]
    if op == "sub":
        return [g, -g]
    if op == "mul":
        return [g * xs[1], g * a]
    if op == "div":
        return [g / xs[1], -g * a / xs[1] ** 2]
    if op == "maximum":
        ab, bb = np.broadcast_arrays(a, xs[1])
        return [np.where(ab > bb, g, 0.0), np.where(ab > bb, 0.0, g)]
    if op == "minimum":
        ab, bb = np.broadcast_arrays(a, xs[1])
        return [np.where(ab > bb, 0.0, g), np.where(ab > bb, g, 0.0)]
    if op in ("mod", "fmod"):  # the quotient the remainder took, floored or truncated
        q = (np.floor if op == "mod" else np.trunc)(a / xs[1])
        return [g, -g * q]
    if op == "pow":  # a positive base in every program
        b = xs[1]
        return [g * b * a ** (b - 1), g * y * np.log(a)]
    if op == "neg":
        return [-g]
    if op == "abs":
        return [g * np.sign(a)]
    if op == "relu":
        return [np.where(a > 0, g, 0.0)]
    if op == "exp":
        return [g * y]
    if op == "log":
        return [g / a]
    if op == "sqrt":
        return [g / (2 * y)]
    if op == "tanh":
        return [g * (1 - y * y)]
    if op == "sigmoid":
        return [g * y * (1 - y)]
    simple = {"sin": lambda: np.cos(a), "cos": lambda: -np.sin(a), "tan": lambda: 1 + y * y,
              "asin": lambda: 1 / np.sqrt(1 - a * a), "acos": lambda: -1 / np.sqrt(1 - a * a),
              "atan": lambda: 1 / (1 + a * a), "sinh": lambda: np.cosh(a), "cosh": lambda: np.sinh(a),
              "asinh": lambda: 1 / np.sqrt(a * a + 1), "acosh": lambda: 1 / np.sqrt(a * a - 1),
              "atanh": lambda: 1 / (1 - a * a), "erf": lambda: 2 / np.sqrt(np.pi) * np.exp(-a * a),
              "reciprocal": lambda: -y * y, "softplus": lambda: 1 / (1 + np.exp(-a)),
              "softsign": lambda: 1 / (1 + np.abs(a)) ** 2}
    if op in simple:
        return [g * simple[op]()]
    if op in ("leaky_relu", "elu", "celu", "thresholded_relu", "hard_sigmoid", "selu", "shrink"):
        al, be = attrs["alpha"], attrs.get("beta", 0.0)
        d = {"leaky_relu": lambda: np.where(a > 0, 1.0, al), "elu": lambda: np.where(a > 0, 1.0, y + al),
             "celu": lambda: np.where(a > 0, 1.0, np.exp(a / al)), "thresholded_relu": lambda: (a > al) * 1.0,
             "hard_sigmoid": lambda: np.where((al * a + be > 0) & (al * a + be < 1), al, 0.0),
             "selu": lambda: np.where(a > 0, be, al * be * np.exp(a)),
             "shrink": lambda: (np.abs(a) > al) * 1.0}[op]()
        return [g * d]
    if op == "hard_swish":
        return [g * np.where(a < -3, 0.0, np.where(a <= 3, a / 3 + 0.5, 1.0))]
    if op == "mish":
        t = np.tanh(np.logaddexp(0.0, a))
        return [g * (t + a / (1 + np.exp(-a)) * (1 - t * t))]
    if op == "prelu":
        s = xs[1]
        return [np.where(a > 0, g, g * s), np.where(a > 0, 0.0, g * a)]
    if op == "where":
        c = xs[0]
        return [None, np.where(c, g, 0.0), np.where(c, 0.0, g)]
    if op == "matmul":
        return [g @ np.swapaxes(xs[1], -1, -2), np.swapaxes(a, -1, -2) @ g]
    if op in ("sum", "mean"):
        gk = _unreduce(g, a.shape, attrs["axis"], attrs["keepdim"])
        if op == "mean":
            gk = gk / int(np.prod([a.shape[k] for k in _axes(attrs["axis"], a.ndim)]))
        return [gk]
    if op == "max":  # split evenly among the elements equal to the max
        gk = _unreduce(g, a.shape, attrs["axis"], attrs["keepdim"])
        yk = _unreduce(y, a.shape, attrs["axis"], attrs["keepdim"])
        mask = a == yk
        axes = _axes(attrs["axis"], a.ndim)
        count = mask.sum(axis=axes, keepdims=True)
        return [gk * mask / count]
    if op in ("min", "l1", "l2", "log_sum", "log_sum_exp", "sum_square"):
        gk = _unreduce(g, a.shape, attrs["axis"], attrs["keepdim"])
        yk = _unreduce(y, a.shape, attrs["axis"], attrs["keepdim"])
        axes = _axes(attrs["axis"], a.ndim)
        if op == "min":  # as max
            mask = a == yk
            return [gk * mask / mask.sum(axis=axes, keepdims=True)]
        if op == "l1":
            return [gk * np.sign(a)]
        if op == "l2":
            with np.errstate(all="ignore"):
                return [np.where(yk == 0, 0.0, gk * a / yk)]
        if op == "log_sum":
            return [gk / a.sum(axis=axes, keepdims=True)]
        if op == "log_sum_exp":
            return [gk * np.exp(a - yk)]
        return [2 * a * gk]
    if op == "reshape":
        return [g.reshape(a.shape)]
    if op == "permute":
        perm = [p % a.ndim for p in attrs["perm"]]
        return [np.transpose(g, np.argsort(perm))]
    if op == "transpose":
        return [np.swapaxes(g, attrs["dim0"], attrs["dim1"])]
    if op == "flip":
        return [np.flip(g, tuple(attrs["axes"]))]
    if op == "gelu":
        return [g * _gelu_grad(a, attrs["mode"])]
    if op in ("expand", "cast"):
        return [g]
    if op == "conv2d":  # the adjoint written in numpy_ref (checked against torch.autograd there)
        dx, dw = _conv2d_grads(g, xs[0], xs[1], attrs["stride"], attrs["pads"], attrs["dilation"], attrs["groups"])
        return [dx, dw, g.sum(axis=(0, 2, 3))]
    if op == "conv_transpose2d":  # x's: conv2d(g, w); w's: conv2d's weight gradient with x and g swapped
        win = (attrs["stride"], attrs["pads"], attrs["dilation"], attrs["groups"])
        dx = _conv2d(g, xs[1], None, *win)
        dw = _conv2d_grads(xs[0], g, xs[1], *win)[1]
        return [dx, dw, g.sum(axis=(0, 2, 3))]
    if op in ("conv", "conv_transpose"):  # numpy_ref's adjoint of conv (conv_transpose: x and g swapped)
        win = (attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()), attrs["groups"])
        if op == "conv":
            dx, dw = _convnd_grads(g, xs[0], xs[1], *win)
        else:
            dx, dw = _convnd64(g, xs[1], None, *win), _convnd_grads(xs[0], g, xs[1], *win)[1]
        return [dx, dw, g.sum(axis=(0,) + tuple(range(2, g.ndim)))]
    if op == "avg_pool":  # each window's share of g back at its taps (numpy_ref's adjoint)
        return [_avg_pool_backward64(g, a.shape, attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()),
                                     attrs["ceil_mode"], attrs["count_include_pad"])]
    if op == "cumsum":  # each x[j] reaches the sums from j on (up to j when reverse): sum g the other way
        return [_cumsum(g, attrs["axis"], attrs["exclusive"], not attrs["reverse"])]
    if op == "softmax":
        return [y * (g - np.sum(g * y, axis=attrs["axis"], keepdims=True))]
    if op == "log_softmax":
        return [g - np.exp(y) * np.sum(g, axis=attrs["axis"], keepdims=True)]
    raise AssertionError(f"no gradient rule for {op}")


class Reject(Exception):
    pass


class GradProgram:
    def __init__(self, prog: Program, dtype: str, tie_mode: bool):
        self.p, self.dt, self.tie_mode = prog, dtype, tie_mode
        self.vals: dict[int, np.ndarray] = {}  # slot -> float64 value
        self.dtypes: dict[int, str] = {}  # slot -> dtype name
        self.tape: list = []
        self.leaves: list[int] = []
        self.ties = 0  # max reductions that met ties
        self.ops: set[str] = set()
        self.reduction: str | None = None  # the first op of a reduction program

    def _round(self, arr):
        return np.asarray(arr).astype(NP[self.dt]).astype(np.float64)

    def save(self):
        return (len(self.p.lines), self.p.slots, len(self.tape), len(self.leaves), self.ties, set(self.ops))

    def restore(self, state) -> None:
        del self.p.lines[state[0]:]
        self.p.slots = state[1]
        del self.tape[state[2]:]
        del self.leaves[state[3]:]
        self.ties, self.ops = state[4], state[5]

    def leaf(self, arr) -> int:
        s0 = self.p.input(np.asarray(arr).astype(NP[self.dt]))
        s = self.p.track(s0)
        self.vals[s] = self._round(arr)
        self.dtypes[s] = self.dt
        self.leaves.append(s)
        return s

    def const(self, arr) -> int:
        arr = np.asarray(arr)
        s = self.p.input(arr if arr.dtype == np.bool_ else arr.astype(NP[self.dt]))
        self.vals[s] = arr if arr.dtype == np.bool_ else self._round(arr)
        self.dtypes[s] = "bool" if arr.dtype == np.bool_ else self.dt
        return s

    def op(self, name, ins, **attrs) -> int:
        xs = [self.vals[i] for i in ins]
        if name == "cast":  # rounds to the target dtype; the gradient passes through
            y = xs[0].astype(NP[attrs["dtype"]]).astype(np.float64)
        else:
            with np.errstate(all="ignore"):
                y = np.asarray(reference(name, xs, attrs), dtype=np.float64)
        s = self.p.op(name, tuple(ins), **attrs)
        self.vals[s] = y
        self.dtypes[s] = attrs["dtype"] if name == "cast" else self.dtypes[ins[-1]]
        self.tape.append((s, name, tuple(ins), attrs))
        self.ops.add(name)
        return s

    def gradients(self, loss: int) -> dict[int, np.ndarray]:
        grads = {loss: np.ones(())}
        for out, name, ins, attrs in reversed(self.tape):
            g = grads.pop(out, None)
            if g is None:
                continue
            xs = [self.vals[i] for i in ins]
            for i, c in zip(ins, _rule(name, g, xs, self.vals[out], attrs)):
                if c is not None and name == "cast":  # the gradient is cast to the input's dtype
                    c = c.astype(NP[self.dtypes[i]]).astype(np.float64)
                if c is not None:
                    c = _unbroadcast(np.asarray(c, dtype=np.float64), self.vals[i].shape)
                    grads[i] = grads.get(i, 0.0) + c
        return grads


def _leaf_values(rng, shape, repeated: bool):
    n = int(np.prod(shape))
    if repeated:
        return (rng.integers(-3, 4, n) * 0.5).reshape(shape)
    return (rng.permutation(np.arange(-n, n))[:n] * (1.0 / max(n, 1)) + rng.random(n) * 0.01).reshape(shape)


def _max_ties(a: np.ndarray, axis) -> tuple[int, bool]:
    """(slices with ties, whether a slice has distinct values within 1e-3)."""
    axes = _axes(axis, a.ndim)
    m = np.moveaxis(a, axes, tuple(range(len(axes)))).reshape((-1,) + tuple(
        d for k, d in enumerate(a.shape) if k not in axes))
    mx = m.max(axis=0)
    gap = mx - m
    near = ((gap > 0) & (gap < 1e-3)).any()
    tied = ((gap == 0).sum(axis=0) > 1).sum()
    return int(tied), bool(near)


REDUCTIONS = ("min", "l1", "l2", "log_sum", "log_sum_exp", "sum_square")
ACTIVATIONS = ("leaky_relu", "elu", "celu", "thresholded_relu", "hard_sigmoid", "selu", "shrink", "hard_swish", "mish",
               "prelu", "gelu")
# ops that two programs each start with, whatever the random draws pick
# the window ops whose steps only forced programs take (so the random programs keep their draws)
WINDOWS = ("avg_pool", "conv_transpose2d", "conv", "conv_transpose")
FORCED = REDUCTIONS + ACTIVATIONS + WINDOWS


def _reduction(gp: GradProgram, rng, h: int, op: str) -> int:
    """The first step of a reduction program: op of ONNX's Reduce* family over h, away from its kinks."""
    v = gp.vals[h]
    r = v.ndim
    axis = int(rng.integers(-r, r))
    if r >= 2 and rng.random() < 0.5:  # a set of axes (SY_AXES)
        axis = axes_set(rng, r)
    x = h
    if op == "min":
        tied, near = _max_ties(-v, axis)
        if tied or near:
            raise Reject
    if op == "l1" and np.abs(v).min(initial=1.0) < 1e-6:  # the sign survives rounding
        raise Reject
    if op == "l2" and (np.abs(v).max(axis=axis) < 1e-2).any():
        raise Reject
    if op == "log_sum":  # of exp(h): a positive sum
        if np.abs(v).max(initial=0) > 4:
            raise Reject
        x = gp.op("exp", (h,))
    return gp.op(op, (x,), axis=axis, keepdim=bool(rng.random() < 0.5))


def _step(gp: GradProgram, rng, h: int) -> int:
    v = gp.vals[h]
    r = v.ndim
    kind = str(rng.choice(["unary", "unary", "binary", "leafdiv", "kink", "maximum", "pow", "mod", "unary2", "unary2",
                           "unary2", "where", "matmul", "reduce", "max", "expand_max", "view", "cast", "softmax",
                           "conv2d", "cumsum", "act"]))
    if kind == "cumsum":
        if r < 1:
            raise Reject
        return gp.op("cumsum", (h,), axis=int(rng.integers(-r, r)), exclusive=bool(rng.random() < 0.5),
                     reverse=bool(rng.random() < 0.5))
    if kind == "act":
        return _activation(gp, rng, h)
    return _step_kind(gp, rng, h, kind)


def _step_kind(gp: GradProgram, rng, h: int, kind: str) -> int:
    v = gp.vals[h]
    r = v.ndim
    if kind == "conv_transpose2d":  # h as [1, C, H, W] (a reshape), a weight and a bias leaf; back to rank 2
        if v.size > 40 or v.size < 2:
            raise Reject
        c = int(rng.choice([d for d in (1, 2, 3) if v.size % d == 0]))
        rest = v.size // c
        hh = int(rng.choice([d for d in range(1, rest + 1) if rest % d == 0]))
        x = gp.op("reshape", (h,), shape=[1, c, hh, rest // hh])
        groups = c if rng.random() < 0.3 else 1
        win = {"stride": [int(rng.integers(1, 3)) for _ in range(2)],
               "pads": [int(rng.integers(0, 2)) for _ in range(4)],
               "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        win["output_padding"] = [int(rng.integers(0, s)) for s in win["stride"]]
        ws = (c, int(rng.integers(1, 3)), int(rng.integers(1, 3)), int(rng.integers(1, 3)))
        if _conv_transpose2d64(np.zeros(gp.vals[x].shape), np.zeros(ws), None, *win.values()) is None:
            raise Reject
        w = gp.leaf(rng.standard_normal(ws) * 0.5)
        b = gp.leaf(rng.standard_normal((ws[1] * groups,)) * 0.5)
        y = gp.op("conv_transpose2d", (x, w, b), **win)
        return gp.op("reshape", (y,), shape=[ws[1] * groups, -1])
    if kind in ("conv", "conv_transpose"):  # h as [1, C, D1..Dk] (a reshape, k = 1..3); back to rank 2
        if v.size > 40 or v.size < 2:
            raise Reject
        n = int(rng.integers(1, 4))
        c = int(rng.choice([d for d in (1, 2, 3) if v.size % d == 0]))
        dims, rest = [], v.size // c
        for _ in range(n - 1):
            d = int(rng.choice([d for d in range(1, rest + 1) if rest % d == 0]))
            dims.append(d)
            rest //= d
        dims.append(rest)
        x = gp.op("reshape", (h,), shape=[1, c, *dims])
        groups = c if rng.random() < 0.3 else 1
        win = {"stride": [int(rng.integers(1, 3)) for _ in range(n)],
               "pads": [int(rng.integers(0, 2)) for _ in range(2 * n)],
               "dilation": [int(rng.integers(1, 3)) for _ in range(n)], "groups": groups}
        k = [int(rng.integers(1, 3)) for _ in range(n)]
        geo = (win["stride"], win["pads"], win["dilation"], groups)
        if kind == "conv":
            ws = (groups * int(rng.integers(1, 3)), c // groups, *k)
            m = ws[0]
            ok = _convnd64(np.zeros(gp.vals[x].shape), np.zeros(ws), None, *geo) is not None
        else:
            win["output_padding"] = [int(rng.integers(0, st)) for st in win["stride"]]
            ws = (c, int(rng.integers(1, 3)), *k)
            m = ws[1] * groups
            ok = _conv_transposend64(np.zeros(gp.vals[x].shape), np.zeros(ws), None, *geo,
                                     win["output_padding"]) is not None
        if not ok:
            raise Reject
        w = gp.leaf(rng.standard_normal(ws) * 0.5)
        b = gp.leaf(rng.standard_normal((m,)) * 0.5)
        y = gp.op(kind, (x, w, b), **win)
        return gp.op("reshape", (y,), shape=[m, -1])
    if kind == "avg_pool":  # h as [1, C, D1..Dk] (a reshape, k = 1..3), pooled; back to rank 2
        if v.size > 80 or v.size < 2:
            raise Reject
        n = int(rng.integers(1, 4))
        c = int(rng.choice([d for d in (1, 2, 3) if v.size % d == 0]))
        dims, rest = [], v.size // c
        for _ in range(n - 1):
            d = int(rng.choice([d for d in range(1, rest + 1) if rest % d == 0]))
            dims.append(d)
            rest //= d
        dims.append(rest)
        x = gp.op("reshape", (h,), shape=[1, c, *dims])
        kernel = [int(rng.integers(1, 4)) for _ in range(n)]
        win = {"kernel": kernel, "stride": [int(rng.integers(1, 3)) for _ in range(n)],
               "pads": [int(rng.integers(0, k + 1)) for k in kernel * 2], "ceil_mode": bool(rng.random() < 0.5),
               "count_include_pad": bool(rng.random() < 0.5)}
        if _avg_pool64(np.zeros(gp.vals[x].shape), kernel, win["stride"], win["pads"], win["ceil_mode"],
                       win["count_include_pad"]) is None:
            raise Reject
        y = gp.op("avg_pool", (x,), **win)
        return gp.op("reshape", (y,), shape=[c, -1])
    if kind == "conv2d":  # h as [N, C, H, W] (a reshape), a weight and a bias leaf; back to rank 2
        if v.size > 80 or v.size < 4:
            raise Reject
        c = int(rng.choice([d for d in (1, 2, 3) if v.size % d == 0]))
        rest = v.size // c
        hh = int(rng.choice([d for d in range(1, rest + 1) if rest % d == 0]))
        x = gp.op("reshape", (h,), shape=[1, c, hh, rest // hh])
        groups = c if rng.random() < 0.3 else 1
        win = {"stride": [int(rng.integers(1, 3)) for _ in range(2)],
               "pads": [int(rng.integers(0, 2)) for _ in range(4)],
               "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        ws = (groups * int(rng.integers(1, 3)), c // groups, int(rng.integers(1, 3)), int(rng.integers(1, 3)))
        if _conv2d_out(gp.vals[x].shape, ws, win) is None:
            raise Reject
        w = gp.leaf(rng.standard_normal(ws) * 0.5)
        b = gp.leaf(rng.standard_normal(ws[:1]) * 0.5)
        y = gp.op("conv2d", (x, w, b), **win)
        return gp.op("reshape", (y,), shape=[ws[0], -1])
    if kind == "softmax":
        if r < 1:
            raise Reject
        # softmax(h) + h: softmax is shift-invariant, so a leaf broadcast along the axis
        # gets an exactly zero gradient from it, which rounding cannot match relatively
        y = gp.op(str(rng.choice(["softmax", "log_softmax"])), (h,), axis=int(rng.integers(-r, r)))
        return gp.op("add", (y, h))
    if kind == "unary":
        op = str(rng.choice(["tanh", "sigmoid", "exp", "neg", "softplus", "sqrt1"]))
        if op in ("exp", "softplus") and np.abs(v).max(initial=0) > 4:
            op = "tanh"
        if op == "softplus":  # log(exp(h) + 1)
            return gp.op("log", (gp.op("add", (gp.op("exp", (h,)), gp.const(np.ones(())))),))
        if op == "sqrt1":  # sqrt(h * h + 1)
            return gp.op("sqrt", (gp.op("add", (gp.op("mul", (h, h)), gp.const(np.ones((1,) * min(r, 1))))),))
        return gp.op(op, (h,))
    if kind in ("binary", "leafdiv"):
        k = int(rng.integers(0, r + 1))
        shape = tuple(1 if rng.random() < 0.3 else d for d in v.shape[k:])
        leaf = gp.leaf(rng.standard_normal(shape) * 0.5)
        if kind == "leafdiv":  # h / exp(leaf)
            return gp.op("div", (h, gp.op("exp", (leaf,))))
        op = str(rng.choice(["add", "sub", "mul"]))
        return gp.op(op, (h, leaf) if rng.random() < 0.5 else (leaf, h))
    if kind == "kink":
        if v.size == 0 or np.abs(v).min() < 1e-2:
            raise Reject
        return gp.op(str(rng.choice(["abs", "relu"])), (h,))
    if kind == "maximum":  # maximum or minimum against a constant at least 0.1 away
        c = v + rng.choice([-1.0, 1.0], v.shape) * (0.1 + 0.4 * rng.random(v.shape))
        op = str(rng.choice(["maximum", "minimum"]))
        return gp.op(op, (h, gp.const(c)) if rng.random() < 0.5 else (gp.const(c), h))
    if kind == "unary2":  # the unary ops since, each on an argument inside its domain
        op = str(rng.choice(["sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh",
                             "erf", "reciprocal", "softplus", "softsign"]))
        x = h
        if op in ("sinh", "cosh") and np.abs(v).max(initial=0) > 4:
            raise Reject
        if op in ("tan", "asin", "acos", "atanh"):  # 0.9 * tanh(h): within (-0.9, 0.9)
            x = gp.op("mul", (gp.op("tanh", (h,)), gp.const(np.full((), 0.9))))
        elif op in ("acosh", "reciprocal"):  # sqrt(h * h + 1) + 0.5: at least 1.5
            hh1 = gp.op("add", (gp.op("mul", (h, h)), gp.const(np.ones(()))))
            sq = gp.op("sqrt", (hh1,))
            x = gp.op("add", (sq, gp.const(np.full((), 0.5))))
        return gp.op(op, (x,))
    if kind == "mod":  # h mod or fmod a constant, its quotients at least 1e-2 from an integer
        c = float(rng.choice([-2.0, -1.0, -0.5, 0.5, 1.0, 2.0]))
        q = v / c
        if v.size == 0 or np.abs(q - np.round(q)).min() < 1e-2:
            raise Reject
        return gp.op(str(rng.choice(["mod", "fmod"])), (h, gp.const(np.full((), c))))
    if kind == "pow":  # exp(h) ** leaf or exp(leaf) ** h: a positive base
        if np.abs(v).max(initial=0) > 3:
            raise Reject
        k = int(rng.integers(0, r + 1))
        leaf = gp.leaf(rng.standard_normal(tuple(1 if rng.random() < 0.3 else d for d in v.shape[k:])) * 0.5)
        if rng.random() < 0.5:
            return gp.op("pow", (gp.op("exp", (h,)), leaf))
        return gp.op("pow", (gp.op("exp", (leaf,)), h))
    if kind == "where":
        cond = gp.const(rng.random(v.shape) < 0.5)
        other = gp.leaf(rng.standard_normal(v.shape[-1:] if r else ()) * 0.5)
        return gp.op("where", (cond, h, other) if rng.random() < 0.5 else (cond, other, h))
    if kind == "matmul":
        if r < 2 or v.shape[-1] > 5:
            raise Reject
        w = gp.leaf(rng.standard_normal((v.shape[-1], int(rng.integers(1, 4)))) * 0.5)
        return gp.op("matmul", (h, w))
    if kind == "reduce":
        if r < 2:
            raise Reject
        return gp.op(str(rng.choice(["sum", "mean"])), (h,), axis=int(rng.integers(-r, r)),
                     keepdim=bool(rng.random() < 0.5))
    if kind == "max":
        if r < 2:
            raise Reject
        axis = int(rng.integers(-r, r))
        tied, near = _max_ties(v, axis)
        if near or (tied and not gp.tie_mode):
            raise Reject
        gp.ties += tied
        return gp.op("max", (h,), axis=axis, keepdim=bool(rng.random() < 0.5))
    if kind == "expand_max":
        if not gp.tie_mode or v.size > 60:
            raise Reject
        return _expand_max(gp, rng, h)
    if kind == "view":
        op = str(rng.choice(["transpose", "permute", "reshape", "flip"]))
        if op == "flip" and r >= 1:
            return gp.op("flip", (h,), axes=[int(a) - r for a in rng.permutation(r)[:int(rng.integers(1, r + 1))]])
        if op == "transpose" and r >= 2:
            return gp.op("transpose", (h,), dim0=int(rng.integers(-r, r)), dim1=int(rng.integers(-r, r)))
        if op == "permute" and r >= 2:
            return gp.op("permute", (h,), perm=[int(x) for x in rng.permutation(r)])
        if v.size > 1:
            dims = [d for d in range(2, v.size + 1) if v.size % d == 0 and d < v.size]
            if dims:
                d = int(rng.choice(dims))
                return gp.op("reshape", (h,), shape=[d, -1])
        raise Reject
    if kind == "cast":  # to the other float dtype and back
        others = [d for d in FLOATS if d != gp.dt and d in gp.p.device.stores]
        if not others:
            raise Reject
        mid = gp.op("cast", (h,), dtype=str(rng.choice(others)))
        return gp.op("cast", (mid,), dtype=gp.dt)
    raise AssertionError(kind)


def _conv2d_out(xs, ws, win):
    """conv2d's result shape, or None when its rule refuses."""
    y = reference("conv2d", [np.zeros(xs), np.zeros(ws), None], win)
    return None if y is None else y.shape


def _bound(want: np.ndarray, rtol: float) -> np.ndarray:
    scale = np.abs(want).max(initial=0.0)
    return rtol * (np.abs(want) + 0.1 * scale) + 1e-30


def grad_programs(devices, per_dtype: int) -> list[Program]:
    """per_dtype programs for every float dtype on every device storing it;
    even-numbered ones are tie programs. Each Program gets .ties (max
    reductions or slices that met ties) and .grad_ops. Then two programs per
    op of FORCED (the reductions and activations) starting with it (numbered on, so the others keep
    their random draws)."""
    out = []
    for dt in FLOATS:
        if dt not in FWD_RTOL:  # 2-byte floats: too coarse for chains of gradients; not checked here
            continue
        for i in range(per_dtype + 2 * len(FORCED)):
            for dev in devices:
                if dt not in dev.stores or "bool" not in dev.stores:
                    continue
                red = FORCED[(i - per_dtype) % len(FORCED)] if i >= per_dtype else None
                out.append(_one(dev, dt, i, tie_mode=i % 2 == 0 and red is None, reduction=red))
    return out


def _one(dev, dt, i, tie_mode: bool, reduction: str | None = None) -> Program:
    rng = rng_for("grad", dt, i)
    # the same program on every device, but for cast steps to a dtype a device lacks
    p = Program(f"grad#{i}[{dt}{', ties' if tie_mode else ''}{', ' + reduction if reduction else ''}]", dev)
    gp = GradProgram(p, dt, tie_mode)
    gp.reduction = reduction
    shape = tuple(int(rng.integers(2, 5)) for _ in range(int(rng.integers(2, 4))))
    h = gp.leaf(_leaf_values(rng, shape, repeated=tie_mode))
    first = ["max", "expand_max"][int(rng.integers(0, 2))] if tie_mode else reduction
    steps = int(rng.integers(3, 7))
    done = 0
    attempts = 0
    while done < steps and attempts < 200:
        attempts += 1
        state = gp.save()
        try:
            if first is not None:
                h2 = _forced(gp, np.random.default_rng(attempts), h, first)
                first = None
            else:
                h2 = _step(gp, rng, h)
            if gp.vals[h2].size == 0 or gp.vals[h2].size > 200:
                raise Reject
        except Reject:
            gp.restore(state)  # drop what the rejected step added
            continue
        h = h2
        done += 1
    v = gp.vals[h]
    w = gp.const(rng.standard_normal(v.shape))
    loss = gp.op("sum", (gp.op("mul", (h, w)),), axis="all", keepdim=False)
    ftol, gtol = FWD_RTOL[dt], GRAD_RTOL[dt]
    for s, label in ((h, "forward h"), (loss, "forward loss")):
        want = gp.vals[s]
        p.get(s, label, want.astype(NP[dt]), "bound", _bound(want, ftol))
    p.backward(loss)
    grads = gp.gradients(loss)
    for k, leaf in enumerate(gp.leaves):
        want = grads.get(leaf)
        if want is None:
            continue
        p.grad(leaf, f"gradient of leaf {k} {list(gp.vals[leaf].shape)}", want.astype(NP[dt]), "bound",
               _bound(want, gtol))
    p.ties = gp.ties
    p.grad_ops = frozenset(gp.ops)
    return p


def _activation(gp, rng, h, op: str | None = None):
    """An activation step (op, or one drawn from ACTIVATIONS), away from its
    kinks (1e-2); parameters exact in f32."""
    v = gp.vals[h]
    r = v.ndim
    op = str(rng.choice(ACTIVATIONS)) if op is None else op
    attrs = {}
    if op in ("leaky_relu", "elu", "celu", "thresholded_relu", "shrink", "hard_sigmoid", "selu"):
        attrs["alpha"] = float(rng.choice({"leaky_relu": [0.0625, 0.25, -0.5], "elu": [1.0, 0.5, 2.0],
                                           "celu": [1.0, 0.5, 2.0], "thresholded_relu": [0.0, 0.5, -0.375],
                                           "shrink": [0.5, 0.25], "hard_sigmoid": [0.25, 0.5],
                                           "selu": [1.75, 0.75]}[op]))
    if op in ("hard_sigmoid", "selu", "shrink"):
        attrs["beta"] = float(rng.choice({"hard_sigmoid": [0.5, 0.375], "selu": [1.0625, 2.0],
                                          "shrink": [0.0, 0.125]}[op]))
    if op == "gelu":  # approximate none (0) or tanh (1)
        attrs["mode"] = int(rng.integers(0, 2))
    al, be = attrs.get("alpha", 0.0), attrs.get("beta", 0.0)
    kinks = ([al] if op == "thresholded_relu" else [al, -al] if op == "shrink" else
             [-be / al, (1 - be) / al] if op == "hard_sigmoid" else [-3.0, 3.0] if op == "hard_swish" else [0.0])
    if op in ("elu", "celu", "selu", "mish") and np.abs(v).max(initial=0) > 8:
        raise Reject
    if v.size == 0 or min(np.abs(v - k).min() for k in kinks) < 1e-2:
        raise Reject
    if op == "prelu":  # a slope leaf of h's trailing dimensions
        k = int(rng.integers(0, r + 1))
        leaf = gp.leaf(rng.standard_normal(tuple(1 if rng.random() < 0.3 else d for d in v.shape[k:])) * 0.5)
        return gp.op("prelu", (h, leaf))
    return gp.op(op, (h,), **attrs)


def _forced(gp, rng, h, kind):
    """The tie-making first step of a tie program, or a forced program's op."""
    if kind in REDUCTIONS:
        return _reduction(gp, rng, h, kind)
    if kind in ACTIVATIONS:
        return _activation(gp, rng, h, kind)
    if kind in WINDOWS:
        return _step_kind(gp, rng, h, kind)
    v = gp.vals[h]
    if kind == "max":  # over a leaf with repeated values
        axis = int(rng.integers(-v.ndim, v.ndim))
        tied, near = _max_ties(v, axis)
        if near or not tied:
            raise Reject
        gp.ties += tied
        return gp.op("max", (h,), axis=axis, keepdim=bool(rng.random() < 0.5))
    return _expand_max(gp, rng, h)


def _expand_max(gp, rng, h):
    """A new axis of 2 or 3 copies, reduced by max: every slice ties."""
    v = gp.vals[h]
    ax = int(rng.integers(0, v.ndim + 1))
    shape = list(v.shape)
    shape.insert(ax, 1)
    e = gp.op("reshape", (h,), shape=shape)
    shape[ax] = int(rng.integers(2, 4))
    e = gp.op("expand", (e,), shape=shape)
    gp.ties += max(v.size, 1)
    return gp.op("max", (e,), axis=ax, keepdim=False)
