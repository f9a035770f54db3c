"""Random cases for the NumPy reference test, from fixed seeds.

- op_programs: every op of backends.yaml, for every dtype it takes, on every
  device that stores the dtypes involved, CASES_PER_OP random calls each: random
  shapes (0-4 dims, empty ones included), NumPy broadcasting, inputs that are
  views (transposed, permuted, expanded with stride 0), special values (NaN,
  infinities, signed zeros, subnormals, integer extremes).
- chain_programs: random chains of exactly rounded ops (and views) on one
  dtype; every intermediate compared bit for bit.
Gradient programs are in grad_cases.py.
"""

from __future__ import annotations

import zlib

import numpy as np

from numpy_ref import (BOOLS, CATEGORY, FLOATS, INTS, NO_IGNORE, NP, OPS, REFERENCE, Program, _avg_pool64, _conv2d,
                       _conv_transpose2d64, _conv_transposend64, _convnd64, _lp_pool64, _max_pool, _max_pool2d, _slice,
                       _unpool_shape, col2im_grid, reference, tolerance)

CASES_PER_OP = 10
SEED = 20261202


def rng_for(*key) -> np.random.Generator:
    return np.random.default_rng([SEED, zlib.crc32(repr(key).encode())])


# ---- data -----------------------------------------------------------------------


def _float_specials(dt) -> list[float]:
    """NaN, infinities, signed zeros, subnormals, halves, values at and
    beyond the integer ranges (for casts), the largest finite value."""
    fi = np.finfo(dt)
    tiny, big = float(fi.tiny), float(fi.max)
    return [np.nan, np.inf, -np.inf, 0.0, -0.0, tiny / 8, -tiny / 4, 1.5, -2.5, 1e4, 2.0 ** 31,
            -(2.0 ** 31) - 1, 3e9, 2.0 ** 63, -1e19, 2147483647.5, big, -big / 3]


# ops whose kernels refuse some b of an integer dtype (a zero divisor, a negative
# exponent): their cases give them a positive b there
INT_CHECKED = ("div", "pow")


def data(rng, name: str, shape, kind: str = "any") -> np.ndarray:
    """kind: any (specials included), finite (no NaN/inf, no huge), grid (few
    distinct values: ties), pos (positive, finite)."""
    dt = NP[name]
    n = int(np.prod(shape))
    cat = CATEGORY[name]
    if cat == "bool":
        return (rng.random(n) < 0.5).reshape(shape)
    if cat == "int":
        info = np.iinfo(dt)
        small = rng.integers(-5, 6, n)
        full = rng.integers(info.min, info.max, n, endpoint=True, dtype=dt)
        minus_one = -1 if info.min < 0 else info.max  # -1 wrapped, for an unsigned dtype
        edges = [info.min, info.max, info.min + 1, info.max - 1, minus_one, 0, 1]
        if info.min == 0 and info.bits >= 16:  # u16, u32, u64: 2^16 - 1, 2^32 - 1, 2^(bits-1) and above it
            half = 2 ** (info.bits - 1)
            edges += [e for e in (2 ** 16 - 1, 2 ** 32 - 1) if e < info.max] + [half, half + 1]
        ext = rng.choice(np.array(edges, dtype=dt), n)
        pick = rng.random(n)
        if kind == "grid":
            out = small
        elif kind == "pos":
            out = np.abs(small) + 1
        else:  # in dt (small wrapped, as a cast wraps): a u64 mixed with int64 would go through float64
            out = np.where(pick < 0.5, small.astype(dt), np.where(pick < 0.8, full, ext))
        return out.astype(dt).reshape(shape)
    normal = rng.standard_normal(n) * 3
    grid = rng.integers(-4, 5, n) * 0.5
    pick = rng.random(n)
    if kind == "grid":
        out = grid
    elif kind == "pos":
        out = np.abs(normal) + 0.25
    elif kind == "finite":
        out = np.where(pick < 0.7, normal, grid)
    else:
        spec = rng.choice(np.array(_float_specials(dt)), n)
        out = np.where(pick < 0.6, normal, np.where(pick < 0.85, grid, spec))
    return out.astype(dt).reshape(shape)


def axes_set(rng, rank: int) -> tuple:
    """A reduction's set of 2..rank distinct axes (SY_AXES), in any order, some negative."""
    axes = rng.permutation(rank)[:int(rng.integers(2, rank + 1))]
    return tuple(int(a) - rank if rng.random() < 0.3 else int(a) for a in axes)


def rand_shape(rng, rank=None, lo=0, hi=5, empty=0.08) -> tuple:
    if rank is None:
        rank = int(rng.integers(0, 5))
    dims = [int(rng.integers(max(lo, 1), hi + 1)) for _ in range(rank)]
    if dims and lo == 0 and rng.random() < empty:
        dims[int(rng.integers(0, rank))] = 0
    return tuple(dims)


def input_view(prog: Program, rng, name: str, shape: tuple, kind="any", views=True):
    """An input of `shape` on the program's device, often a strided view.
    Returns (slot, the NumPy array it holds)."""
    r = len(shape)
    choice = rng.random() if views else 1.0
    if choice < 0.15 and r >= 2:  # transposed: a view with swapped strides
        want = data(rng, name, shape, kind)
        base = prog.input(np.swapaxes(want, -1, -2))
        return prog.op("transpose", (base,), dim0=-1, dim1=-2), want
    if choice < 0.3 and r >= 2:  # permuted
        perm = [int(x) for x in rng.permutation(r)]
        want = data(rng, name, shape, kind)
        base = prog.input(np.transpose(want, np.argsort(perm)))
        return prog.op("permute", (base,), perm=perm), want
    if choice < 0.45 and r >= 1:  # expanded: stride 0 along the broadcast axes
        lead = int(rng.integers(0, r + 1)) if rng.random() < 0.5 else 0
        bshape = tuple(1 if rng.random() < 0.5 else d for d in shape[lead:])
        b = data(rng, name, bshape, kind)
        base = prog.input(b)
        # -1 keeps a dimension the base already has
        target = [-1 if k >= lead and bshape[k - lead] == d and rng.random() < 0.3 else d
                  for k, d in enumerate(shape)]
        return prog.op("expand", (base,), shape=target), np.broadcast_to(b, shape).copy()
    want = data(rng, name, shape, kind)
    return prog.input(want), want


def broadcast_shapes(rng, n: int) -> list[tuple]:
    out = rand_shape(rng)
    shapes = []
    for _ in range(n):
        k = int(rng.integers(0, len(out) + 1)) if rng.random() < 0.3 else 0
        s = tuple(1 if rng.random() < 0.25 else d for d in out[k:])
        shapes.append(s)
    return shapes


def factor_shape(rng, n: int) -> list[int]:
    """A random shape with n elements (rank 0 to 4)."""
    if n == 0:
        s = [int(rng.integers(1, 4)) for _ in range(int(rng.integers(0, 3)))]
        s.insert(int(rng.integers(0, len(s) + 1)), 0)
        return s
    primes, m, p = [], n, 2
    while m > 1:
        while m % p == 0:
            primes.append(p)
            m //= p
        p += 1
    rank = int(rng.integers(0 if n == 1 else 1, 5))
    dims = [1] * rank if rank else []
    if not rank:
        return []
    for f in primes:
        dims[int(rng.integers(0, rank))] *= f
    return dims


# ---- one call of every op ------------------------------------------------------


def _case(prog: Program, rng, op: str, name: str, to: str | None = None):
    """Adds one call of op on dtype name to prog; returns (label, slot, want, how, extra)."""
    cls = OPS[op].family.name
    fn, kind = REFERENCE[op]
    ins, slots, attrs = [], [], {}
    finite = kind in ("reduction", "matmul")

    def add(name_, shape, k="any", views=True):
        if finite and k == "any":
            k = "finite"
        s, a = input_view(prog, rng, name_, shape, k, views)
        slots.append(s)
        ins.append(a)

    if cls == "fill":
        attrs["shape"] = rand_shape(rng)
        attrs["dtype"] = name
        if OPS[op].value is None:
            cat = CATEGORY[name]
            if cat == "float":
                attrs["value"] = float(rng.choice([0.1, -2.25, 1e-3, np.nan, np.inf, -0.0, 3.3e38, 7.0]))
            elif cat == "int":
                info = np.iinfo(NP[name])  # values the dtype holds: the runtime refuses others
                bound, low = min(float(info.max), 2.0 ** 53), max(float(info.min), -2.0 ** 53)
                some = int(rng.integers(max(low, -1000), min(bound, 1000), endpoint=True))
                attrs["value"] = float(rng.choice([0, max(low, -1), 7, bound, low, some]))
            else:
                attrs["value"] = float(rng.choice([0.0, 1.0, 2.0, -1.0]))
    elif cls == "unary":
        add(name, rand_shape(rng), "any")
    elif cls in ("binary", "compare"):
        for j, s in enumerate(broadcast_shapes(rng, 2)):
            if j == 1 and op in INT_CHECKED and CATEGORY[name] == "int":
                add(name, s, "pos")
            else:
                add(name, s, "grid" if rng.random() < 0.3 else "any")
    elif cls == "predicate":
        add(name, rand_shape(rng), "any")
    elif cls == "nary":
        for s in broadcast_shapes(rng, int(rng.integers(1, 5))):
            add(name, s, "grid" if rng.random() < 0.3 else "any")
    elif cls == "where":
        shapes = broadcast_shapes(rng, 3)
        add(BOOLS[0], shapes[0])
        for s in shapes[1:]:
            add(name, s)
    elif cls == "matmul":
        batch = rand_shape(rng, int(rng.integers(0, 3)), lo=1, hi=3)
        m, k, n = (int(rng.integers(0 if rng.random() < 0.1 else 1, 6)) for _ in range(3))
        ba = tuple(1 if rng.random() < 0.3 else d for d in batch[int(rng.integers(0, len(batch) + 1)):])
        bb = tuple(1 if rng.random() < 0.3 else d for d in batch[int(rng.integers(0, len(batch) + 1)):])
        add(name, ba + (m, k))
        add(name, bb + (k, n))
    elif cls == "reduce":
        shape = rand_shape(rng, lo=1 if op in ("max", "min") else 0)
        kind = "grid" if op in ("max", "min") and rng.random() < 0.5 else "any"
        add(name, shape, "pos" if op == "log_sum" and rng.random() < 0.5 else kind)
        attrs["axis"] = "all" if not shape or rng.random() < 0.25 else int(rng.integers(-len(shape), len(shape)))
        attrs["keepdim"] = bool(rng.random() < 0.5)
        if len(shape) >= 2 and rng.random() < 0.3:
            attrs["axis"] = axes_set(rng, len(shape))
    elif cls == "reshape":
        add(name, rand_shape(rng))
        new = factor_shape(rng, ins[0].size)
        if new and ins[0].size and rng.random() < 0.4:
            new[int(rng.integers(0, len(new)))] = -1
        attrs["shape"] = new
    elif cls == "permute":
        shape = rand_shape(rng)
        add(name, shape)
        perm = [int(x) for x in rng.permutation(len(shape))]
        attrs["perm"] = [p - len(shape) if rng.random() < 0.2 else p for p in perm]
    elif cls == "transpose":
        shape = rand_shape(rng, int(rng.integers(1, 5)))
        add(name, shape)
        r = len(shape)
        attrs["dim0"], attrs["dim1"] = (int(rng.integers(-r, r)) for _ in range(2))
    elif cls == "expand":
        base = rand_shape(rng, hi=4)
        add(name, tuple(1 if rng.random() < 0.5 else d for d in base))
        lead = [int(rng.integers(0, 4)) for _ in range(int(rng.integers(0, 3)))]
        tail = [int(rng.integers(0, 4)) if d == 1 and rng.random() < 0.8 else
                (-1 if rng.random() < 0.3 else d) for d in ins[0].shape]
        attrs["shape"] = lead + tail
    elif cls == "cast":
        add(name, rand_shape(rng), "any")
        attrs["dtype"] = to
    elif cls == "softmax":
        shape = rand_shape(rng, int(rng.integers(1, 5)))
        add(name, shape, "finite" if rng.random() < 0.7 else "any")
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
    elif cls == "argmax":
        shape = rand_shape(rng, int(rng.integers(1, 5)), lo=1)
        add(name, shape, "grid" if rng.random() < 0.5 else "any")
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
        attrs["keepdim"] = bool(rng.random() < 0.5)
        attrs["select_last_index"] = bool(rng.random() < 0.5)
    elif cls == "concat":
        shape = list(rand_shape(rng, int(rng.integers(1, 5))))
        axis = int(rng.integers(-len(shape), len(shape)))
        for _ in range(int(rng.integers(1, 6))):
            shape[axis] = int(rng.integers(0, 4))
            add(name, tuple(shape))
        attrs["axis"] = axis
    elif cls == "stack":  # 1 to 5 tensors of one shape, some empty; the new axis anywhere in the result
        shape = rand_shape(rng, int(rng.integers(0, 5)))
        for _ in range(int(rng.integers(1, 6))):
            add(name, shape)
        attrs["axis"] = int(rng.integers(-len(shape) - 1, len(shape) + 1))
    elif cls == "layer_norm":
        shape = rand_shape(rng, int(rng.integers(1, 4)), hi=5)
        axis = int(rng.integers(-len(shape), len(shape)))
        add(name, shape, "finite")
        for _ in range(2):  # weight and bias, each present or not
            if rng.random() < 0.6:
                add(name, shape[axis % len(shape):], "finite")
            else:
                slots.append(None)
                ins.append(None)
        attrs["axis"], attrs["epsilon"] = axis, float(rng.choice([1e-5, 0.5, 0.0]))
        out = prog.op(op, tuple(slots), n_out=3, **attrs)
        wants = reference(op, ins, attrs)
        label = f"{op}({', '.join(f'{a.dtype}{list(a.shape)}' if a is not None else '-' for a in ins)}, {attrs})"
        for k, (want, extra) in enumerate(zip(wants, _layer_norm_bounds(ins, attrs, wants))):
            prog.get(out + k, f"{label} result {k}", want, "bound", extra)
        return
    elif cls == "pad":
        shape = rand_shape(rng, int(rng.integers(0, 5)), lo=1, hi=4)
        add(name, shape)
        mode = int(rng.integers(0, 3))
        pads = [int(rng.integers(0, (d if mode == 1 else 3))) for d in shape * 2]  # reflect: below the dimension
        attrs["pads"], attrs["mode"] = pads, mode
        if name in FLOATS:
            attrs["value"] = float(rng.choice([0.0, 1.5, -2.0, np.inf]))
        else:  # a value the integer dtype holds (the rule refuses others)
            info = np.iinfo(NP[name])  # its extremes, as far as a double holds them exactly
            attrs["value"] = float(rng.choice([0, 3, min(info.max, 2 ** 53), info.min]))
    elif cls in ("ew_alpha", "ew_alpha_beta"):  # ONNX's defaults among others (celu: never alpha 0)
        add(name, rand_shape(rng), "any")
        attrs["alpha"] = float(rng.choice([0.01, 0.2, 1.0, 1.6732632423543772, -0.5, 2.5]))
        if cls == "ew_alpha_beta":
            attrs["beta"] = float(rng.choice([0.0, 0.5, 1.0507009873554805, -0.25]))
    elif cls == "prelu":  # slope of x's trailing dimensions, some of them 1
        shape = rand_shape(rng)
        add(name, shape, "any")
        tail = shape[int(rng.integers(0, len(shape) + 1)):]
        add(name, tuple(1 if rng.random() < 0.4 else d for d in tail), "any")
    elif cls == "clip":  # low and high of one element, each present or not
        add(name, rand_shape(rng), "grid" if rng.random() < 0.3 else "any")
        for _ in range(2):
            if rng.random() < 0.7:
                add(name, [(), (1,), (1, 1)][int(rng.integers(0, 3))], "any", views=False)
            else:
                slots.append(None)
                ins.append(None)
    elif cls == "gather":
        shape = rand_shape(rng, int(rng.integers(1, 4)), lo=1)
        add(name, shape)
        axis = int(rng.integers(-len(shape), len(shape)))
        n = shape[axis]
        takes = OPS[op].family.signature.inputs[1].type.dtypes  # the indices' fixed dtypes (Tensor<i32|i64>)
        index = takes[int(rng.integers(0, len(takes)))]
        idx_shape = rand_shape(rng, int(rng.integers(0, 3)), hi=3)
        values = rng.integers(-n, n, int(np.prod(idx_shape, dtype=np.int64))).astype(NP[index]).reshape(idx_shape)
        slot = prog.input(values)
        slots.append(slot)
        ins.append(values)
        attrs["axis"] = axis
    elif cls in ("slice", "slice_backward"):  # x's shape, and ONNX Slice's attributes over some of its axes
        shape = list(rand_shape(rng, int(rng.integers(1, 5)), lo=0, hi=6))
        attrs.update(slice_attrs(rng, shape))
        if cls == "slice":
            add(name, tuple(shape))
        else:
            got = _slice(np.zeros(shape), attrs["starts"], attrs["ends"], attrs["axes"], attrs["steps"])
            add(name, got.shape, "finite")
            attrs["shape"] = shape
    elif cls == "trilu":  # k an i64 input (in the matrix, beyond it, or left out)
        shape = rand_shape(rng, int(rng.integers(2, 5)), hi=5)
        add(name, shape)
        m, n = shape[-2:]
        if rng.random() < 0.2:
            slots.append(None)
            ins.append(None)
        else:
            k = int(rng.choice([-(2 ** 62), -m - 1, m + n, 2 ** 62])) if rng.random() < 0.2 else \
                int(rng.integers(-m - 1, n + 2))
            values = np.array(k if rng.random() < 0.5 else [k], dtype=np.int64)
            slots.append(prog.input(values))
            ins.append(values)
        attrs["upper"] = bool(rng.random() < 0.5)
    elif cls in ("depth_to_space", "space_to_depth", "depth_to_space_backward"):
        b = int(rng.integers(1, 4))
        nb, c, h, w = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
                       int(rng.integers(1, 4)), int(rng.integers(1, 4)))
        add(name, (nb, c * b * b, h, w) if cls == "depth_to_space" else (nb, c, h * b, w * b))
        attrs["blocksize"] = b
        if cls != "space_to_depth":
            attrs["mode"] = int(rng.integers(0, 2))
    elif cls == "eye_like":  # x of the op's dtype, read for its shape; the result of that dtype too
        shape = rand_shape(rng, 2, hi=6)
        add(name, shape)
        attrs["k"] = int(rng.choice([-(2 ** 62), 2 ** 62])) if rng.random() < 0.1 else int(rng.integers(-7, 8))
        attrs["dtype"] = name
    elif cls in ("random_uniform_like", "random_normal_like"):  # x read for its shape; f32 or f64 drawn
        add(name, rand_shape(rng, int(rng.integers(0, 4))))
        a = float(rng.choice([0.0, -2.5, 1e3]))
        wide = float(rng.choice([0.0, 1.0, 7.25] if cls == "random_uniform_like" else [0.0, 1.0, 3.5]))
        attrs["alpha"], attrs["beta"] = a, (a + wide if cls == "random_uniform_like" else wide)
        attrs["seed"] = int(rng.choice([0, 1, 7, 2 ** 40]))
        attrs["dtype"] = name
    elif cls == "bernoulli":  # probabilities in [0, 1], 0 and 1 among them; any dtype out
        v = rng.random(rand_shape(rng, int(rng.integers(0, 4))))
        v = np.where(rng.random(v.shape) < 0.1, np.round(v), v).astype(rng.choice([np.float32, np.float64]))
        slots.append(prog.input(v))
        ins.append(v)
        attrs["seed"] = int(rng.choice([0, 3, 2 ** 33]))
        attrs["dtype"] = name
    elif cls == "multinomial":  # log-probabilities [batch, classes], some -inf; i32 or i64 indices
        shape = (int(rng.integers(0, 4)), int(rng.integers(1, 6)))
        v = rng.standard_normal(shape) * 2
        v[rng.random(shape) < 0.2] = -np.inf
        v[:, 0] = np.where(np.isinf(v).all(axis=1), 0.0, v[:, 0])
        v = v.astype(rng.choice([np.float32, np.float64]))
        slots.append(prog.input(v))
        ins.append(v)
        attrs["k"] = int(rng.integers(1, 9))
        attrs["seed"] = int(rng.choice([0, 5, 2 ** 35]))
        attrs["dtype"] = name
    elif cls in ("gelu", "gelu_backward"):  # mode: approximate none (0) or tanh (1)
        shape = rand_shape(rng)
        add(name, shape, "any")
        if cls == "gelu_backward":
            add(name, shape, "any")
        attrs["mode"] = int(rng.integers(0, 2))
    elif cls == "flip":  # some axes, negative ones too, in any order (none: a copy)
        shape = rand_shape(rng, int(rng.integers(0, 4)), hi=4)
        add(name, shape)
        r = len(shape)
        picked = rng.permutation(r)[:int(rng.integers(0, r + 1))]
        attrs["axes"] = [int(a) - (r if rng.random() < 0.5 else 0) for a in picked]
    elif cls == "tile":
        shape = rand_shape(rng, int(rng.integers(0, 4)), hi=4)
        add(name, shape)
        attrs["repeats"] = [int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in shape]
    elif cls == "tile_backward":  # x's shape; dy of tile's result shape
        x_shape = rand_shape(rng, int(rng.integers(0, 4)), hi=4)
        repeats = [int(rng.integers(0 if rng.random() < 0.1 else 1, 4)) for _ in x_shape]
        add(name, tuple(d * r for d, r in zip(x_shape, repeats)), "finite")
        attrs["shape"], attrs["repeats"] = list(x_shape), repeats
    elif cls == "gather_backward":  # dy of gather's result shape; indices repeated, negative, or none
        shape = list(rand_shape(rng, int(rng.integers(1, 4)), lo=1))
        axis = int(rng.integers(-len(shape), len(shape)))
        n = shape[axis]
        takes = OPS[op].family.signature.inputs[1].type.dtypes  # the indices' fixed dtypes (Tensor<i32|i64>)
        index = takes[int(rng.integers(0, len(takes)))]
        idx_shape = rand_shape(rng, int(rng.integers(0, 3)), hi=5)
        values = rng.integers(-n, n, int(np.prod(idx_shape, dtype=np.int64))).astype(NP[index]).reshape(idx_shape)
        a = axis % len(shape)
        add(name, tuple(shape[:a]) + tuple(idx_shape) + tuple(shape[a + 1:]), "finite")
        slots.append(prog.input(values))
        ins.append(values)
        attrs["shape"], attrs["axis"] = shape, axis
    elif cls == "cumsum":
        shape = rand_shape(rng, int(rng.integers(1, 5)))
        add(name, shape, "grid" if rng.random() < 0.3 else "any")
        attrs["axis"] = int(rng.integers(-len(shape), len(shape)))
        attrs["exclusive"], attrs["reverse"] = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
    elif cls in ("topk", "sort"):  # ties from the grid, NaN and infinities from "any"
        shape = rand_shape(rng, int(rng.integers(1, 4)))
        add(name, shape, "grid" if rng.random() < 0.5 else "any")
        axis = int(rng.integers(-len(shape), len(shape)))
        attrs["axis"] = axis
        if cls == "topk":
            attrs["k"] = int(rng.integers(0, shape[axis] + 1))
            attrs["largest"], attrs["sorted"] = bool(rng.random() < 0.5), bool(rng.random() < 0.8)
        else:
            attrs["descending"] = bool(rng.random() < 0.5)
        out = prog.op(op, tuple(slots), n_out=2, **attrs)
        values, indices = reference(op, ins, attrs)
        label = f"{op}({ins[0].dtype}{list(ins[0].shape)}{''.join(f', {k}={v}' for k, v in attrs.items())})"
        prog.get(out, f"{label} values", values, "exact")
        prog.get(out + 1, f"{label} indices", indices, "exact")
        return
    elif cls in ("gather_elements", "gather_elements_backward", "scatter_elements", "scatter_elements_backward"):
        # data of rank 1..3, indices of its rank (up to one longer along axis, often shorter elsewhere),
        # negative and repeated; every reduction, and both gradients but mul's of updates (refused)
        shape = list(rand_shape(rng, int(rng.integers(1, 4)), lo=1))
        axis = int(rng.integers(-len(shape), len(shape)))
        a = axis % len(shape)
        n = shape[a]
        idx_shape = tuple(int(rng.integers(0, d + 1)) if j != a else int(rng.integers(0, n + 3))
                          for j, d in enumerate(shape))
        takes = OPS[op].family.signature.inputs[1].type.dtypes  # the indices' fixed dtypes (Tensor<i32|i64>)
        index = takes[int(rng.integers(0, len(takes)))]
        values = rng.integers(-n, n, int(np.prod(idx_shape, dtype=np.int64))).astype(NP[index]).reshape(idx_shape)
        attrs["axis"] = axis
        if cls == "gather_elements_backward":
            add(name, idx_shape, "finite")
            attrs["shape"] = shape
        else:
            add(name, tuple(shape), "finite" if cls == "scatter_elements_backward" else "any")
        slots.append(prog.input(values))
        ins.append(values)
        if cls in ("scatter_elements", "scatter_elements_backward"):
            attrs["reduction"] = int(rng.integers(0, 3))
            add(name, idx_shape, "finite" if cls == "scatter_elements_backward" else "any")
        if cls == "scatter_elements_backward":
            attrs["wrt_updates"] = bool(rng.random() < 0.5) and attrs["reduction"] != 2
    elif cls in ("gather_nd", "gather_nd_backward", "scatter_nd", "scatter_nd_backward"):
        # data of rank 1..4, batch_dims 0..rank-1 (the gathers), tuples of m indices (repeated, negative)
        shape = list(rand_shape(rng, int(rng.integers(1, 5)), lo=1, hi=4))
        nd = cls.startswith("gather")
        b = int(rng.integers(0, len(shape))) if nd and rng.random() < 0.5 else 0
        m = int(rng.integers(1, len(shape) - b + 1))
        lead = tuple(shape[:b]) + tuple(int(rng.integers(0, 4)) for _ in range(int(rng.integers(0, 3))))
        idx_shape = lead + (m,)
        lim = np.array(shape[b:b + m])
        values = (rng.integers(0, 1 << 30, idx_shape) % lim - (rng.random(idx_shape) < 0.5) * lim).astype(np.int64)
        got = lead + tuple(shape[b + m:])  # gather_nd's result, scatter_nd's updates
        if cls == "gather_nd_backward":
            add(name, got, "finite")
            attrs["shape"] = shape
        else:
            add(name, tuple(shape), "finite" if cls == "scatter_nd_backward" else "any")
        slots.append(prog.input(values))
        ins.append(values)
        if nd:
            attrs["batch_dims"] = b
        else:
            add(name, got, "finite" if cls == "scatter_nd_backward" else "any")
            attrs["reduction"] = int(rng.integers(0, 3))
        if cls == "scatter_nd_backward":
            attrs["wrt_updates"] = bool(rng.random() < 0.5) and attrs["reduction"] != 2
    elif cls == "dropout":  # ratio in [0, 1), 0 or left out; training_mode true, false or left out; seeds
        add(name, rand_shape(rng, int(rng.integers(0, 4))), "any")
        ratio_dt = np.float32 if rng.random() < 0.7 else np.float64
        for v in (np.array(rng.choice([0.0, float(rng.random()) * 0.95]), dtype=ratio_dt),
                  np.array(rng.random() < 0.7)):
            v = v if rng.random() < 0.8 else None
            if v is not None and rng.random() < 0.3:
                v = v.reshape(1)
            slots.append(None if v is None else prog.input(v))
            ins.append(v)
        attrs["seed"] = int(rng.choice([0, 1, 7, 2 ** 32 - 1]))
        out = prog.op(op, tuple(slots), n_out=2, **attrs)
        y, mask = reference(op, ins, attrs)
        label = f"{op}({ins[0].dtype}{list(ins[0].shape)}, ratio={ins[1]}, training_mode={ins[2]}, {attrs})"
        prog.get(out, f"{label} y", y, "exact")
        prog.get(out + 1, f"{label} mask", mask, "exact")
        return
    elif cls in ("one_hot", "one_hot_backward"):  # indices in and out of -depth..depth-1
        idx_shape = rand_shape(rng, int(rng.integers(0, 4)), hi=4)
        depth = int(rng.integers(1, 5))
        axis = int(rng.integers(-len(idx_shape) - 1, len(idx_shape) + 1))
        takes = OPS[op].family.signature.inputs[0 if cls == "one_hot" else 1].type.dtypes  # Tensor<i32|i64>
        index = takes[int(rng.integers(0, len(takes)))]
        values = rng.integers(-depth - 1, depth + 1, idx_shape).astype(NP[index])
        if cls == "one_hot_backward":
            a = axis % (len(idx_shape) + 1)
            add(name, tuple(idx_shape[:a]) + (depth,) + tuple(idx_shape[a:]), "finite")
        slots.append(prog.input(values))
        ins.append(values)
        if cls == "one_hot":
            add(name, (2,))
            attrs["depth"] = depth
        attrs["axis"] = axis
    elif cls in ("resize", "resize_backward"):  # every mode and transform; roi and scales f32 when given
        rank = int(rng.integers(1, 4))
        xs = tuple(int(rng.integers(1, 5)) for _ in range(rank))
        os_ = tuple(int(rng.integers(1, 7)) for _ in range(rank))
        transform = int(rng.integers(0, 6))
        if cls == "resize":
            add(name, xs, "finite")
            attrs["shape"] = list(os_)
        else:
            add(name, os_, "finite")
            attrs["shape"] = list(xs)
        for given, values in ((transform == 5 or rng.random() < 0.4, rng.uniform(-0.2, 1.2, 2 * rank)),
                              (rng.random() < 0.5, rng.uniform(0.3, 3.0, rank))):
            if given:
                values = values.astype(np.float32)
                slots.append(prog.input(values))
                ins.append(values)
            else:
                slots.append(None)
                ins.append(None)
        attrs.update(mode=int(rng.integers(0, 3)), transform=transform, nearest_mode=int(rng.integers(0, 4)),
                     cubic_coeff_a=float(rng.choice([-0.75, -0.5])), exclude_outside=bool(rng.random() < 0.3))
        if cls == "resize":
            attrs["extrapolation_value"] = float(rng.choice([0.0, 10.0, -1.5]))
    elif cls == "embedding":  # weight [V, D], rows 0..V-1 (repeated) of up to 3 axes
        shape = (int(rng.integers(1, 5)), int(rng.integers(0 if rng.random() < 0.1 else 1, 4)))
        add(name, shape)
        takes = OPS[op].family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
        index = takes[int(rng.integers(0, len(takes)))]
        idx_shape = rand_shape(rng, int(rng.integers(0, 4)), hi=3)
        values = rng.integers(0, shape[0], idx_shape).astype(NP[index])
        slots.append(prog.input(values))
        ins.append(values)
    elif cls in ("grid_sample", "grid_sample_backward"):  # x [N, C, H, W], grid [N, Ho, Wo, 2] in and around [-1, 1]
        n_ = int(rng.integers(0 if rng.random() < 0.1 else 1, 3))
        xs = (n_, int(rng.integers(1, 4)), int(rng.integers(1, 6)), int(rng.integers(1, 6)))
        gs = (n_, int(rng.integers(0 if rng.random() < 0.1 else 1, 4)), int(rng.integers(1, 4)), 2)
        attrs.update(mode=int(rng.integers(0, 3)), padding_mode=int(rng.integers(0, 3)),
                     align_corners=bool(rng.random() < 0.5))
        if cls == "grid_sample_backward":
            add(name, (n_, xs[1], gs[1], gs[2]), "finite")
            attrs["wrt_grid"] = bool(rng.random() < 0.5)
        add(name, xs, "any" if cls == "grid_sample" else "finite")
        g = data(rng, name, gs, "finite")
        g = np.where(rng.random(gs) < 0.4, g / 4, g).astype(g.dtype)  # more inside [-1, 1]
        slots.append(prog.input(g))
        ins.append(g)
    elif cls in ("max_unpool", "max_unpool_backward"):  # 1 to 3 spatial axes; indices over the result, repeats
        n = int(rng.integers(1, 4))
        shape = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 3)),
                 *[int(rng.integers(1, 4)) for _ in range(n)])
        kernel = [int(rng.integers(1, 4)) for _ in range(n)]
        win = {"kernel": kernel}
        if rng.random() < 0.7:
            win["stride"] = [int(rng.integers(1, 4)) for _ in range(n)]
        if rng.random() < 0.5:
            win["pads"] = [int(rng.integers(0, k)) for k in kernel * 2]
        out = _unpool_shape(shape, kernel, win.get("stride", ()), win.get("pads", ()))
        if min(out[2:]) < 1:
            win.pop("pads")
            out = _unpool_shape(shape, kernel, win.get("stride", ()), ())
        size = int(np.prod(out))
        idx = rng.integers(0, max(size, 1), shape).astype(np.int64)
        if cls == "max_unpool":
            add(name, shape)
            attrs.update(win)
            if rng.random() < 0.3:
                attrs["output_shape"] = list(out)
        else:
            add(name, out)
        slots.append(prog.input(idx))
        ins.append(idx)
    elif cls in ("mse_loss", "mse_loss_backward"):  # x and target of one shape; dy of the loss's shape
        shape = rand_shape(rng)
        reduction = int(rng.integers(0, 3))
        if cls == "mse_loss_backward":
            add(name, shape if reduction == 0 else (), "finite")
            attrs["wrt_target"] = bool(rng.random() < 0.5)
        add(name, shape, "finite")
        add(name, shape, "finite")
        attrs["reduction"] = reduction
    elif cls in ("nll_loss", "nll_loss_backward"):  # x [N, C, d...], targets in 0..C-1 and ignore_index
        shape = (int(rng.integers(0 if rng.random() < 0.1 else 1, 4)), int(rng.integers(1, 5)),
                 *rand_shape(rng, int(rng.integers(0, 3)), lo=1, hi=3))
        tshape = (shape[0],) + tuple(shape[2:])
        reduction = int(rng.integers(0, 3))
        ignore = int(rng.choice([NO_IGNORE, -1, 0, 2, -100]))
        takes = OPS[op].family.signature.inputs[1].type.dtypes  # Tensor<i32|i64>
        index = takes[int(rng.integers(0, len(takes)))]
        values = rng.integers(0, shape[1], tshape)
        values = np.where(rng.random(tshape) < 0.3, ignore, values) if ignore != NO_IGNORE else values
        values = values.astype(NP[index])
        if cls == "nll_loss":
            add(name, shape, "finite")
        else:
            add(name, tshape if reduction == 0 else (), "finite")
            attrs["shape"] = list(shape)
        slots.append(prog.input(values))
        ins.append(values)
        if rng.random() < 0.6:
            add(name, (shape[1],), "pos", views=False)
        else:
            slots.append(None)
            ins.append(None)
        attrs["reduction"] = reduction
        attrs["ignore_index"] = ignore
    elif cls == "max_pool2d":
        while True:  # attributes the rule takes: no window over padding alone
            shape = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
                     int(rng.integers(1, 8)), int(rng.integers(1, 8)))
            kernel = [int(rng.integers(1, 4)) for _ in range(2)]
            win = {"kernel": kernel, "stride": [int(rng.integers(1, 4)) for _ in range(2)],
                   "pads": [int(rng.integers(0, k + 1)) for k in kernel * 2],
                   "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "ceil_mode": bool(rng.random() < 0.5)}
            probe = np.zeros(shape, np.float64)
            if _max_pool2d(probe, win["kernel"], win["stride"], win["pads"], win["dilation"],
                           win["ceil_mode"]) is not None:
                break
        add(name, shape, "grid" if rng.random() < 0.4 else "any")
        attrs.update(win)
        out = prog.op(op, tuple(slots), n_out=2, **attrs)
        y, idx = reference(op, ins, attrs)
        label = f"{op}({ins[0].dtype}{list(ins[0].shape)}{''.join(f', {k}={v}' for k, v in attrs.items())})"
        prog.get(out, f"{label} y", y, "exact")
        prog.get(out + 1, f"{label} indices", idx, "exact")
        return
    elif cls in ("max_pool", "max_pool_backward"):  # 1 to 3 spatial axes; windows the rule takes
        while True:
            n = int(rng.integers(1, 4))
            shape = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
                     *[int(rng.integers(1, 8 if n < 3 else 5)) for _ in range(n)])
            kernel = [int(rng.integers(1, 4)) for _ in range(n)]
            win = {"kernel": kernel}
            if rng.random() < 0.7:
                win["stride"] = [int(rng.integers(1, 4)) for _ in range(n)]
            if rng.random() < 0.7:
                win["pads"] = [int(rng.integers(0, k + 1)) for k in kernel * 2]
            if rng.random() < 0.6:
                win["dilation"] = [int(rng.integers(1, 3)) for _ in range(n)]
            win["ceil_mode"] = bool(rng.random() < 0.5)
            win["storage_order"] = int(rng.random() < 0.4)
            geo = (win["kernel"], win.get("stride", ()), win.get("pads", ()), win.get("dilation", ()),
                   win["ceil_mode"], win["storage_order"])
            pooled = _max_pool(rng.standard_normal(shape), *geo)
            if pooled is not None:
                break
        if cls == "max_pool_backward":
            add(name, pooled[0].shape, "finite")
            slots.append(prog.input(pooled[1]))
            ins.append(pooled[1])
            attrs["shape"] = list(shape)
            attrs["storage_order"] = win["storage_order"]
        else:
            add(name, shape, "grid" if rng.random() < 0.4 else "any")
            attrs.update(win)
            out = prog.op(op, tuple(slots), n_out=2, **attrs)
            y, idx = reference(op, ins, attrs)
            label = f"{op}({ins[0].dtype}{list(ins[0].shape)}{''.join(f', {k}={v}' for k, v in attrs.items())})"
            prog.get(out, f"{label} y", y, "exact")
            prog.get(out + 1, f"{label} indices", idx, "exact")
            return
    elif cls == "conv2d":
        while True:
            groups = int(rng.integers(1, 4)) if rng.random() < 0.5 else 1
            cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
            kh, kw = int(rng.integers(1, 4)), int(rng.integers(1, 4))
            win = {"stride": [int(rng.integers(1, 4)) for _ in range(2)],
                   "pads": [int(rng.integers(0, 3)) for _ in range(4)],
                   "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
            xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), groups * cg, int(rng.integers(1, 8)),
                  int(rng.integers(1, 8)))
            ws = (groups * mg, cg, kh, kw)
            if _conv2d(np.zeros(xs), np.zeros(ws), None, win["stride"], win["pads"], win["dilation"],
                       groups) is not None:
                break
        add(name, xs, "finite")
        add(name, ws, "finite")
        if rng.random() < 0.6:
            add(name, (groups * mg,), "finite")
        else:
            slots.append(None)
            ins.append(None)
        attrs.update(win)
        out = prog.op(op, tuple(slots), **attrs)
        want = reference(op, ins, attrs)
        how, extra = tolerance(op, ins, attrs, want)
        label = f"{op}({', '.join(f'{a.dtype}{list(a.shape)}' if a is not None else '-' for a in ins)}, {attrs})"
        prog.get(out, label, want, how, extra)
        return
    elif cls in ("conv_transpose2d", "conv_transpose2d_backward_input"):
        groups = int(rng.integers(1, 4)) if rng.random() < 0.5 else 1
        cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
        win = {"stride": [int(rng.integers(1, 4)) for _ in range(2)],
               "pads": [int(rng.integers(0, 2)) for _ in range(4)],
               "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
        win["output_padding"] = [int(rng.integers(0, s)) for s in win["stride"]]
        xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), groups * cg, int(rng.integers(1, 6)),
              int(rng.integers(1, 6)))
        ws = (groups * cg, mg, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
        y = _conv_transpose2d64(np.zeros(xs), np.zeros(ws), None, win["stride"], win["pads"], win["dilation"],
                                groups, win["output_padding"])
        if y is None:  # pads longer than the result: none
            win["pads"] = [0, 0, 0, 0]
            y = _conv_transpose2d64(np.zeros(xs), np.zeros(ws), None, win["stride"], win["pads"],
                                    win["dilation"], groups, win["output_padding"])
        if cls == "conv_transpose2d":
            add(name, xs, "finite")
            add(name, ws, "finite")
            if rng.random() < 0.6:
                add(name, (groups * mg,), "finite")
            else:
                slots.append(None)
                ins.append(None)
        else:
            add(name, y.shape, "finite")
            add(name, ws, "finite")
            add(name, xs, "finite")
        attrs.update(win)
    elif cls in ("conv", "conv_backward_input", "conv_backward_weight", "conv_backward_bias", "conv_transpose",
                 "conv_transpose_backward_input"):  # 1 to 3 spatial axes; lists left out at times (the defaults)
        transpose = cls.startswith("conv_transpose")
        while True:
            n = int(rng.integers(1, 4))
            groups = int(rng.integers(1, 4)) if rng.random() < 0.5 else 1
            cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
            kernel = [int(rng.integers(1, 4 if n < 3 else 3)) for _ in range(n)]
            win = {"groups": groups}
            if rng.random() < 0.7:
                win["stride"] = [int(rng.integers(1, 4)) for _ in range(n)]
            if rng.random() < 0.7:
                win["pads"] = [int(rng.integers(0, 3)) for _ in range(2 * n)]
            if rng.random() < 0.6:
                win["dilation"] = [int(rng.integers(1, 3)) for _ in range(n)]
            if transpose and rng.random() < 0.6:
                win["output_padding"] = [int(rng.integers(0, st)) for st in win.get("stride", [1] * n)]
            xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), groups * cg,
                  *[int(rng.integers(1, 7 if n < 3 else 4)) for _ in range(n)])
            ws = (groups * cg, mg, *kernel) if transpose else (groups * mg, cg, *kernel)
            geo = (win.get("stride", ()), win.get("pads", ()), win.get("dilation", ()), groups)
            y = (_conv_transposend64(np.zeros(xs), np.zeros(ws), None, *geo, win.get("output_padding", ()))
                 if transpose else _convnd64(np.zeros(xs), np.zeros(ws), None, *geo))
            if y is not None:
                break
        if cls in ("conv", "conv_transpose"):
            add(name, xs, "finite")
            add(name, ws, "finite")
            if rng.random() < 0.6:
                add(name, (y.shape[1],), "finite")
            else:
                slots.append(None)
                ins.append(None)
        elif cls in ("conv_backward_input", "conv_transpose_backward_input"):
            add(name, y.shape, "finite")
            add(name, ws, "finite")
            add(name, xs, "finite")
        elif cls == "conv_backward_weight":
            add(name, y.shape, "finite")
            add(name, xs, "finite")
            add(name, ws, "finite")
        else:
            add(name, y.shape, "finite")
            win = {}
        attrs.update(win)
    elif cls in ("group_norm", "group_norm_backward"):  # x [N, C, ...] of rank 2 to 5; scale and bias at times
        g = int(rng.integers(1, 4))
        shape = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), g * int(rng.integers(1, 4)),
                 *cases_dims(rng, int(rng.integers(0, 4))))
        if cls == "group_norm_backward":
            add(name, shape, "finite")
        add(name, shape, "finite")
        for k in range(1 if cls == "group_norm_backward" else 2):  # scale (and bias), each given or not
            if rng.random() < 0.6:
                add(name, (shape[1],), "finite")
            else:
                slots.append(None)
                ins.append(None)
        attrs["num_groups"], attrs["epsilon"] = g, float(rng.choice([1e-5, 0.5, 0.1]))
        if cls == "group_norm_backward":
            attrs["wrt"] = int(rng.integers(0, 3))
    elif cls in ("col2im", "im2col"):  # 1 to 3 spatial axes; overlapping, dilated, strided, padded blocks
        n = int(rng.integers(1, 4))
        block = [int(rng.integers(1, 4)) for _ in range(n)]
        win = {"block_shape": block}
        if rng.random() < 0.6:
            win["stride"] = [int(rng.integers(1, 4)) for _ in range(n)]
        if rng.random() < 0.5:
            win["pads"] = [int(rng.integers(0, 3)) for _ in range(2 * n)]
        if rng.random() < 0.4:
            win["dilation"] = [int(rng.integers(1, 3)) for _ in range(n)]
        pads, dil = win.get("pads", [0] * 2 * n), win.get("dilation", [1] * n)
        image = [max(int(rng.integers(1, 7 if n < 3 else 5)), dil[j] * (block[j] - 1) + 1 - pads[j] - pads[n + j])
                 for j in range(n)]
        planes = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)))
        attrs.update(win)
        if cls == "col2im":
            grid = col2im_grid(image, block, win.get("stride", ()), win.get("pads", ()), dil)
            add(name, (planes[0], planes[1] * int(np.prod(block)), int(np.prod(grid))), "finite")
            attrs["image_shape"] = image
        else:
            add(name, (*planes, *image))
    elif cls in ("adaptive_avg_pool", "adaptive_avg_pool_backward", "adaptive_max_pool"):  # 1 to 3 spatial axes
        n = int(rng.integers(1, 4))
        xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
              *[int(rng.integers(1, 9 if n < 3 else 5)) for _ in range(n)])
        size = [int(rng.integers(1, 2 * d + 2)) if rng.random() < 0.3 else int(rng.integers(1, d + 1))
                for d in xs[2:]]
        if cls == "adaptive_avg_pool_backward":
            add(name, xs[:2] + tuple(size), "finite")
            attrs["shape"] = list(xs)
        elif cls == "adaptive_avg_pool":
            add(name, xs, "finite")
            attrs["output_size"] = size
        else:
            add(name, xs, "grid" if rng.random() < 0.4 else "any")
            attrs["output_size"] = size
            out = prog.op(op, tuple(slots), n_out=2, **attrs)
            y, idx = reference(op, ins, attrs)
            label = f"{op}({ins[0].dtype}{list(ins[0].shape)}, output_size={size})"
            prog.get(out, f"{label} y", y, "exact")
            prog.get(out + 1, f"{label} indices", idx, "exact")
            return
    elif cls in ("lp_pool", "lp_pool_backward"):  # 1 to 3 spatial axes; windows over padding alone too
        while True:
            n = int(rng.integers(1, 4))
            xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
                  *[int(rng.integers(1, 8 if n < 3 else 5)) for _ in range(n)])
            kernel = [int(rng.integers(1, 4)) for _ in range(n)]
            win = {"kernel": kernel, "p": int(rng.choice([1, 2, 2, 3, 4, 7]))}
            if rng.random() < 0.7:
                win["stride"] = [int(rng.integers(1, 4)) for _ in range(n)]
            if rng.random() < 0.7:
                win["pads"] = [int(rng.integers(0, k + 1)) for k in kernel * 2]
            probe = _lp_pool64(np.zeros(xs), kernel, win.get("stride", ()), win.get("pads", ()), win["p"])
            if probe is not None:
                break
        if cls == "lp_pool":
            add(name, xs, "finite")
        else:  # dy, x, and y of the same shape as dy, positive (an lp_pool's)
            add(name, probe.shape, "finite")
            add(name, xs, "finite")
            add(name, probe.shape, "pos")
        attrs.update(win)
    elif cls in ("avg_pool", "avg_pool_backward"):  # 1 to 3 spatial axes, windows the rule takes
        while True:
            n = int(rng.integers(1, 4))
            xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
                  *[int(rng.integers(1, 8 if n < 3 else 5)) for _ in range(n)])
            kernel = [int(rng.integers(1, 4)) for _ in range(n)]
            win = {"kernel": kernel}
            if rng.random() < 0.7:
                win["stride"] = [int(rng.integers(1, 4)) for _ in range(n)]
            if rng.random() < 0.7:
                win["pads"] = [int(rng.integers(0, k + 1)) for k in kernel * 2]
            win["ceil_mode"] = bool(rng.random() < 0.5)
            win["count_include_pad"] = bool(rng.random() < 0.5)
            probe = _avg_pool64(np.zeros(xs), kernel, win.get("stride", ()), win.get("pads", ()), win["ceil_mode"],
                                win["count_include_pad"])
            if probe is not None:
                break
        if cls == "avg_pool":
            add(name, xs, "finite")
        else:
            add(name, probe.shape, "finite")
            attrs["shape"] = list(xs)
        attrs.update(win)
    elif cls == "max_pool2d_backward":  # the indices of a max_pool2d of x, windows overlapping or not
        while True:
            xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), int(rng.integers(1, 4)),
                  int(rng.integers(1, 7)), int(rng.integers(1, 7)))
            kernel = [int(rng.integers(1, 4)) for _ in range(2)]
            win = {"kernel": kernel, "stride": [int(rng.integers(1, 3)) for _ in range(2)],
                   "pads": [int(rng.integers(0, k)) for k in kernel * 2], "dilation": [1, 1], "ceil_mode": False}
            pooled = _max_pool2d(rng.standard_normal(xs), **win)
            if pooled is not None:
                break
        add(name, pooled[0].shape, "finite")
        slots.append(prog.input(pooled[1]))
        ins.append(pooled[1])
        attrs["shape"] = list(xs)
    elif cls in ("conv2d_backward_input", "conv2d_backward_weight"):
        while True:
            groups = int(rng.integers(1, 4)) if rng.random() < 0.5 else 1
            cg, mg = int(rng.integers(1, 4)), int(rng.integers(1, 3))
            win = {"stride": [int(rng.integers(1, 4)) for _ in range(2)],
                   "pads": [int(rng.integers(0, 3)) for _ in range(4)],
                   "dilation": [int(rng.integers(1, 3)) for _ in range(2)], "groups": groups}
            xs = (int(rng.integers(0 if rng.random() < 0.1 else 1, 3)), groups * cg, int(rng.integers(1, 8)),
                  int(rng.integers(1, 8)))
            ws = (groups * mg, cg, int(rng.integers(1, 4)), int(rng.integers(1, 4)))
            y = _conv2d(np.zeros(xs), np.zeros(ws), None, win["stride"], win["pads"], win["dilation"], groups)
            if y is not None:
                break
        add(name, y.shape, "finite")
        for shape in ((ws, xs) if cls.endswith("input") else (xs, ws)):
            add(name, shape, "finite")
        attrs.update(win)
    elif cls == "reverse_sequence":  # batch and time first; lengths 0..time (i64)
        shape = rand_shape(rng, int(rng.integers(2, 5)), hi=5)
        add(name, shape)
        b = int(rng.integers(0, 2))
        lens = rng.integers(0, shape[1 - b] + 1, (shape[b],)).astype(np.int64)
        slots.append(prog.input(lens))
        ins.append(lens)
        attrs["batch_axis"], attrs["time_axis"] = b, 1 - b
    elif cls == "det":  # a batch of square matrices (n 0 too), finite; the grid's small values make some singular
        n = int(rng.integers(0, 6))
        add(name, rand_shape(rng, int(rng.integers(0, 3)), hi=3) + (n, n), "grid" if rng.random() < 0.3 else "finite")
    elif cls == "nonzero":  # mostly zeros (signed zeros among them), sometimes a transposed view
        shape = rand_shape(rng, int(rng.integers(1, 5)))
        x = data(rng, name, shape, "grid" if rng.random() < 0.3 else "any")
        zero = rng.random(x.shape) < 0.6
        if CATEGORY[name] == "float":
            x = np.where(zero, np.where(rng.random(x.shape) < 0.5, -0.0, 0.0), x).astype(x.dtype)
        else:
            x = np.where(zero, np.zeros((), x.dtype), x).astype(x.dtype)
        if x.ndim >= 2 and rng.random() < 0.3:
            slots.append(prog.op("transpose", (prog.input(np.swapaxes(x, -1, -2)),), dim0=-1, dim1=-2))
        else:
            slots.append(prog.input(x))
        ins.append(x)
    elif cls == "compress":  # along an axis or flattened; the condition as long as the axis or shorter
        shape = rand_shape(rng, int(rng.integers(1, 4)), hi=5)
        add(name, shape)
        if rng.random() < 0.3:
            axis, length = "all", int(np.prod(shape))
        else:
            axis = int(rng.integers(-len(shape), len(shape)))
            length = shape[axis]
        cond = data(rng, BOOLS[0], (int(rng.integers(0, length + 1)) if rng.random() < 0.3 else length,))
        slots.append(prog.input(cond))
        ins.append(cond)
        attrs["axis"] = axis
    elif cls == "unique":  # ties from the grid; NaN, signed zeros and extremes flattened only (see _unique)
        flat = rng.random() < 0.5
        shape = rand_shape(rng, int(rng.integers(1, 4)), hi=6 if flat else 4)
        add(name, shape, "grid" if not flat or rng.random() < 0.5 else "any")
        attrs["sorted"] = bool(rng.random() < 0.5)
        attrs["axis"] = "all" if flat else int(rng.integers(-len(shape), len(shape)))
        out = prog.op(op, tuple(slots), n_out=4, **attrs)
        wants = reference(op, ins, attrs)
        label = f"{op}({ins[0].dtype}{list(ins[0].shape)}{''.join(f', {k}={v}' for k, v in attrs.items())})"
        for k, what in enumerate(("y", "indices", "inverse_indices", "counts")):
            prog.get(out + k, f"{label} {what}", wants[k], "exact")
        return
    elif cls == "range":  # start, limit and delta of one element (rank 0 or [1]); up, down, empty
        dt = NP[name]
        if CATEGORY[name] == "float":
            start = float(dt.type(rng.standard_normal() * 5))
            delta = float(dt.type(rng.choice([0.5, -0.25, 0.1, 1 / 3, -1.7, 2.0])))
            limit = float(dt.type(start + delta * rng.uniform(-2, 15)))
        else:
            info = np.iinfo(dt)
            at = int(rng.choice([info.min, info.max - 40, 0])) if rng.random() < 0.3 else \
                int(rng.integers(max(info.min, -50), min(info.max, 50)))
            step = int(rng.integers(1, 6))
            if info.min < 0 and rng.random() < 0.4:
                start, limit, delta = at + 40, at + int(rng.integers(-2, 40)), -step
            else:
                start, limit, delta = at, at + int(rng.integers(-2, 40)), step
            limit = min(max(limit, int(info.min)), int(info.max))
        for v in (start, limit, delta):
            arr = np.array(v, dtype=dt).reshape(() if rng.random() < 0.5 else (1,))
            slots.append(prog.input(arr))
            ins.append(arr)
    else:
        raise AssertionError(f"no cases for class {cls} (op {op}): add them to tests/reference/cases.py")

    out = prog.op(op, tuple(slots), **attrs)
    want = reference(op, ins, attrs)
    how, extra = tolerance(op, ins, attrs, want)
    shown = ", ".join("-" if a is None else f"{a.dtype}{list(a.shape)}" for a in ins)  # "-": an input left out
    label = f"{op}({shown}{''.join(f', {k}={v}' for k, v in attrs.items())})"
    prog.get(out, label, want, how, extra)


def cases_dims(rng, n: int) -> list[int]:
    """n spatial lengths of 1 to 4 (group_norm's axes after C)."""
    return [int(rng.integers(1, 5)) for _ in range(n)]


def _layer_norm_bounds(ins, attrs, wants):
    """Absolute bounds per element of (y, mean, inv_std_dev): one rounding to the
    dtype of the result, plus what summing n terms in another order can change in
    float64, carried through (x - mean) * inv * weight + bias."""
    x = ins[0].astype(np.float64)
    y, m, inv = (w.astype(np.float64) for w in wants)
    axes = tuple(range(attrs["axis"] % x.ndim, x.ndim))
    n = max(int(np.prod([x.shape[a] for a in axes])), 1)
    ulp, e64 = float(np.finfo(wants[0].dtype).eps), float(np.finfo(np.float64).eps)
    with np.errstate(all="ignore"):
        mag = np.abs(x).max(axis=axes, keepdims=True) if x.size else np.zeros_like(m)
        w = np.abs(ins[1].astype(np.float64)) if ins[1] is not None else 1.0
        b = np.abs(ins[2].astype(np.float64)) if ins[2] is not None else 0.0
        d_inv = 4 * n * e64 * np.abs(inv) + ulp * np.abs(inv)
        d_y = ulp * np.abs(y) + (4 * n * e64 * mag * np.abs(inv) + mag * d_inv) * w + e64 * b + ulp * b
        d_m = ulp * np.abs(m) + 4 * n * e64 * mag
    return [np.nan_to_num(d, nan=0.0, posinf=np.inf) for d in (d_y, d_m, d_inv)]


def op_programs(devices) -> list[Program]:
    """One program per (op, dtype[, cast target], device), CASES_PER_OP calls each."""
    progs = []
    for op in OPS.values():
        if op.name not in REFERENCE:
            raise AssertionError(f"op {op.name} has no NumPy reference: add it to tests/reference/numpy_ref.py")
        for name in op.dtypes:
            if name not in NP:  # no NumPy type (bf16): numpy_ref.NO_NUMPY
                continue
            targets = list(NP) if op.family.name == "cast" else [None]
            for to in targets:
                needs = {name} | ({to} if to else set())
                if op.family.name in ("compare",):
                    needs |= set(BOOLS)
                if op.family.name == "where":
                    needs |= set(BOOLS)
                if op.family.name == "dropout":  # its mask and training_mode, a ratio of f32 or f64
                    needs |= set(BOOLS) | {"f32", "f64"}
                if op.family.name in ("argmax", "max_pool2d", "max_pool", "max_unpool", "max_unpool_backward",
                                      "adaptive_max_pool"):
                    needs |= {"i64"}
                if op.family.name in ("bernoulli", "multinomial"):  # probabilities of f32 or f64
                    needs |= {"f32", "f64"}
                if op.family.name in ("gather", "gather_backward", "gather_elements", "gather_elements_backward",
                                      "scatter_elements", "scatter_elements_backward", "gather_nd",
                                      "gather_nd_backward", "scatter_nd", "scatter_nd_backward", "one_hot",
                                      "one_hot_backward", "nll_loss", "nll_loss_backward", "embedding"):
                    needs |= set(INTS)
                if op.family.values:  # ops of data-dependent shape: the fixed dtypes of their signature
                    sig = op.family.signature
                    needs |= {d for p in (*sig.inputs, *sig.results) for d in p.type.dtypes}
                for dev in devices:
                    if not needs <= dev.stores:
                        continue
                    key = f"{op.name}[{name}{'->' + to if to else ''}]"
                    p = Program(key, dev, key=op.name)
                    rng = rng_for("op", op.name, name, to)  # the same cases on every device
                    for _ in range(CASES_PER_OP):
                        _case(p, rng, op.name, name, to)
                    progs.append(p)
    return progs


# ---- chains of exactly rounded ops ---------------------------------------------


CHAIN_OPS = ("neg", "abs", "relu", "add", "sub", "mul", "div", "maximum", "where", "max",
             "reshape", "permute", "transpose", "expand", "sum", "matmul", "cast")


def chain_programs(devices, n_programs: int) -> list[Program]:
    """Chains of 3-7 ops on one dtype, each result feeding the next, with
    inputs made as views; floats use only exactly rounded ops, ints also sum and
    matmul (wrapping, so exact)."""
    progs = []
    dtypes = FLOATS + INTS
    for i in range(n_programs):
        name = dtypes[i % len(dtypes)]
        for dev in devices:
            if name not in dev.stores or BOOLS[0] not in dev.stores:
                continue
            rng = rng_for("chain", i)
            p = Program(f"chain#{i}[{name}]", dev)
            shape = rand_shape(rng, int(rng.integers(1, 4)), lo=1, hi=4)
            cur, val = input_view(p, rng, name, shape, "grid" if rng.random() < 0.5 else "any")
            for step in range(int(rng.integers(3, 8))):
                cur, val = _chain_step(p, rng, name, cur, val, step)
            progs.append(p)
    return progs


def _chain_step(p: Program, rng, name, cur, val, step):
    is_float = CATEGORY[name] == "float"
    for _ in range(50):
        op = str(rng.choice(CHAIN_OPS))
        if op not in OPS or name not in OPS[op].dtypes:
            continue
        if is_float and op in ("sum", "matmul"):
            continue
        if not is_float and op in INT_CHECKED:  # a chain's divisors may be 0: integer div refuses those
            continue
        cls = OPS[op].family.name
        attrs, ins, slots = {}, [val], [cur]
        r = val.ndim
        if cls in ("binary",):
            other_shape = tuple(1 if rng.random() < 0.3 else d for d in val.shape[int(rng.integers(0, r + 1)):])
            s, o = input_view(p, rng, name, other_shape, "grid" if rng.random() < 0.5 else "any")
            if rng.random() < 0.5:
                ins, slots = [val, o], [cur, s]
            else:
                ins, slots = [o, val], [s, cur]
        elif cls == "where":
            c_s, c = input_view(p, rng, BOOLS[0], val.shape)
            s, o = input_view(p, rng, name, val.shape)
            ins, slots = [c, val, o], [c_s, cur, s]
        elif cls == "reduce":
            if r == 0:
                continue
            attrs = {"axis": int(rng.integers(-r, r)), "keepdim": bool(rng.random() < 0.5)}
        elif cls == "matmul":
            if r < 2:
                continue
            k, n = val.shape[-1], int(rng.integers(1, 4))
            s, o = input_view(p, rng, name, (k, n), "grid")
            ins, slots = [val, o], [cur, s]
        elif cls == "reshape":
            attrs = {"shape": factor_shape(rng, val.size)}
        elif cls == "permute":
            attrs = {"perm": [int(x) for x in rng.permutation(r)]}
        elif cls == "transpose":
            if r == 0:
                continue
            attrs = {"dim0": int(rng.integers(-r, r)), "dim1": int(rng.integers(-r, r))}
        elif cls == "expand":
            if val.size > 40:
                continue
            attrs = {"shape": [int(rng.integers(1, 3))] + [int(rng.integers(1, 3)) if d == 1 else d
                                                           for d in val.shape]}
        elif cls == "cast":
            # a round trip through a wider dtype of the same category is exact
            wider = [d for d in (FLOATS if is_float else INTS) if NP[d].itemsize >= NP[name].itemsize
                     and d in p.device.stores]
            to = str(rng.choice(wider))
            mid = p.op("cast", (cur,), dtype=to)
            want = reference("cast", [val], {"dtype": to})
            p.get(mid, f"step {step}: cast to {to}", want, "exact")
            attrs, ins, slots = {"dtype": name}, [want], [mid]
        elif cls != "unary":
            continue
        out = p.op(op, tuple(slots), **attrs)
        want = reference(op, ins, attrs)
        p.get(out, f"step {step}: {op}{attrs if attrs else ''}", want, "exact")
        return out, want
    raise AssertionError("no chain step fits")


def slice_attrs(rng, shape) -> dict:
    """starts, ends, axes and steps of ONNX Slice over some axes of shape:
    negative and out-of-range starts and ends, negative steps, axes or steps
    left out ([]) now and then."""
    r = len(shape)
    n = int(rng.integers(1, r + 1))
    axes = [int(a) for a in rng.permutation(r)[:n]]
    starts, ends, steps = [], [], []
    for a in axes:
        d = shape[a]
        big = [-(2 ** 62), -d - 2, -1, 0, 1, d, d + 3, 2 ** 62]
        starts.append(int(rng.choice(big)) if rng.random() < 0.3 else int(rng.integers(-d - 1, d + 2)))
        ends.append(int(rng.choice(big)) if rng.random() < 0.3 else int(rng.integers(-d - 1, d + 2)))
        steps.append(int(rng.choice([1, 1, 2, 3, -1, -2])))
    if rng.random() < 0.3:
        steps = [] if all(s == 1 for s in steps) else steps
    if axes == list(range(n)) and rng.random() < 0.5:
        axes = []
    else:
        axes = [a - r if rng.random() < 0.3 else a for a in axes]
    return {"starts": starts, "ends": ends, "axes": axes, "steps": steps}
