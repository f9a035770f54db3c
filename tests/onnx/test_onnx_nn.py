"""The neural-network operators the ONNX importer lowers to other ops on static
shapes (generator/onnx.py, _NN_LOWERINGS): Gemm, Dropout in inference,
BatchNormalization (inference and training_mode), InstanceNormalization,
MeanVarianceNormalization and LRN. Each model is imported, replayed by the
reference driver on every device, and compared with NumPy computing the
operator as ONNX's reference does; then the refusals, by name. Run through
`make test-onnx`.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import test_onnx as t  # the ONNX tests' helpers (tests/onnx is on pytest's path)

conv, numpy_ref = t.conv, t.numpy_ref
F, D = TensorProto.FLOAT, TensorProto.DOUBLE
NP_OF = {F: np.float32, D: np.float64, TensorProto.INT32: np.int32}


def _devices(*arrays) -> list[str]:
    """The driver's `use` of every device that stores the dtypes of arrays."""
    names = {numpy_ref.dtype_name(a.dtype) for a in arrays}
    return [f"{d.backend_id} {d.index}" for d in t.DEVICES if names <= d.stores]


def _replay(m, feeds: list[np.ndarray], n_out: int, tmp_path, device: str) -> list[np.ndarray]:
    """The imported graph of model m replayed on `device` (the driver's `use`), its outputs."""
    g = conv.import_model(m, t.MODEL)
    path = tmp_path / "m.sy"
    path.write_text(conv.write_graph(g, t.MODEL))
    k = len(feeds)
    lines = ["reset", f"use {device}", *t._input_lines(feeds),
             f"replay {k} {path} {k} {' '.join(str(j) for j in range(k))}",
             *[f"get {k + j}" for j in range(n_out)]]
    out = t._driver(lines)
    return [numpy_ref.parse_val(v) for v in out[len(out) - n_out:]]


def _ops(m) -> list[str]:
    return [v.op for v in conv.import_model(m, t.MODEL).values if v.kind == "node"]


def _check(m, feeds, wants, tmp_path, rtol=1e-5, atol=1e-6) -> None:
    for dev in _devices(*feeds, *wants):
        got = _replay(m, feeds, len(wants), tmp_path, dev)
        for g, w in zip(got, wants):
            assert g.dtype == w.dtype and g.shape == w.shape, (dev, g.dtype, g.shape, w.dtype, w.shape)
            np.testing.assert_allclose(g, w, rtol=rtol, atol=atol, err_msg=dev)


# ---- Gemm -------------------------------------------------------------------------------------


@pytest.mark.parametrize("trans_a, trans_b, alpha, beta, c_shape, elem", [
    (0, 0, 1.0, 1.0, None, F),
    (0, 0, 1.0, 1.0, [3, 4], F),
    (1, 0, 0.25, 1.0, [], F),  # a scalar C
    (0, 1, 1.0, 0.35, [1], F),  # one element, broadcast
    (1, 1, 0.5, -2.0, [4], F),  # a row, broadcast over rows
    (0, 0, 2.0, 0.0, [3, 1], D),  # a column; beta 0 still adds 0 * C, as ONNX's reference
    (1, 1, 1.0, 1.0, [1, 4], TensorProto.INT32),
])
def test_gemm_is_matmul_then_scale_then_add(trans_a, trans_b, alpha, beta, c_shape, elem, tmp_path):
    """Y = alpha * op(A) @ op(B) + beta * C, A op(A) [3, 5], op(B) [5, 4], in ONNX's reference order."""
    rng = np.random.default_rng(7)
    npdt = NP_OF[elem]
    a = rng.integers(-4, 5, (5, 3) if trans_a else (3, 5)).astype(npdt)
    b = rng.integers(-4, 5, (4, 5) if trans_b else (5, 4)).astype(npdt)
    if elem != TensorProto.INT32:
        a, b = a + rng.random(a.shape).astype(npdt), b - rng.random(b.shape).astype(npdt)
    feeds = [a, b]
    ins = [t._vi("a", elem, list(a.shape)), t._vi("b", elem, list(b.shape))]
    if c_shape is not None:
        c = rng.integers(-3, 4, c_shape).astype(npdt)
        feeds.append(c)
        ins.append(t._vi("c", elem, c_shape))
    attrs = {"transA": trans_a, "transB": trans_b}
    if alpha != 1.0 or beta != 1.0:
        attrs.update(alpha=alpha, beta=beta)
    node = helper.make_node("Gemm", ["a", "b"] + (["c"] if c_shape is not None else []), ["y"], name="g", **attrs)
    m = t._model([node], ins, [t._vi("y", elem, [3, 4])])
    aa, bb = (a.T if trans_a else a), (b.T if trans_b else b)
    if elem == TensorProto.INT32:
        want = aa @ bb + (feeds[2] if c_shape is not None else 0)
    else:
        want = npdt(alpha) * (aa @ bb) + (npdt(beta) * feeds[2] if c_shape is not None else npdt(0))
    ops = _ops(m)
    assert "matmul" in ops and ("mul" in ops) == (alpha != 1.0 or (beta != 1.0 and c_shape is not None))
    _check(m, feeds, [want.astype(npdt)], tmp_path)


def test_gemm_refuses_a_scale_of_integers():
    node = helper.make_node("Gemm", ["a", "b"], ["y"], name="g", alpha=2.0)
    m = t._model([node], [t._vi("a", TensorProto.INT32, [2, 2]), t._vi("b", TensorProto.INT32, [2, 2])],
                 [t._vi("y", TensorProto.INT32, [2, 2])])
    with pytest.raises(conv.Refused, match="alpha 2.0 and beta 1.0 with integer inputs"):
        conv.import_model(m, t.MODEL)


# ---- Dropout ----------------------------------------------------------------------------------


def _dropout(ins: list[str], inits, n_out: int, **seed):
    outs = ["y", "mask"][:n_out]
    node = helper.make_node("Dropout", ins, outs, name="d", **seed)
    given = {i.name for i in inits}
    vis = [t._vi("x", F, [3, 4, 5])] + [t._vi(n, F if n == "r" else TensorProto.BOOL, [])
                                        for n in ins[1:] if n not in given]
    return t._model([node], vis, [t._vi("y", F, [3, 4, 5]), t._vi("mask", TensorProto.BOOL, [3, 4, 5])][:n_out],
                    inits)


@pytest.mark.parametrize("ins, inits", [
    (["x"], []),
    (["x", "r"], []),  # a ratio without training_mode: inference
    (["x", "r", "t"], [numpy_helper.from_array(np.array(False), "t")]),
    (["x", "r", "t"], [numpy_helper.from_array(np.array(0.0, dtype=np.float32), "r"),
                       numpy_helper.from_array(np.array(True), "t")]),  # training with ratio 0
])
def test_dropout_in_inference_is_the_input_and_a_mask_of_trues(ins, inits, tmp_path):
    x = np.linspace(-3, 3, 60, dtype=np.float32).reshape(3, 4, 5)
    x[0, 0, :3] = [-0.0, np.nan, np.inf]
    feeds = [x] + [np.array(0.5, dtype=np.float32) for n in ins[1:] if n not in {i.name for i in inits}]
    m = _dropout(ins, inits, 2, seed=0)
    assert _ops(m) == []  # the input itself, and a constant mask
    for dev in _devices(x, np.ones(1, dtype=bool)):
        y, mask = _replay(m, feeds, 2, tmp_path, dev)
        assert y.tobytes() == x.tobytes()
        assert mask.dtype == np.bool_ and mask.shape == x.shape and mask.all()


@pytest.mark.parametrize("inits, why", [
    ([], "training_mode 't' is computed when the graph runs"),
    ([numpy_helper.from_array(np.array(True), "t")], "training_mode 't' is true"),
])
def test_dropout_in_training_without_a_seed_is_refused_by_name(inits, why):
    with pytest.raises(conv.Refused, match=f"ONNX node 'd' \\(Dropout\\): {why}, and dropout in training without"):
        conv.import_model(_dropout(["x", "r", "t"], inits, 1), t.MODEL)


@pytest.mark.parametrize("ratio, training, seed", [(0.75, True, 0), (0.5, True, 3), (0.0, True, 0), (0.3, False, 0),
                                                   (0.1, True, 4294967295)])
def test_seeded_dropout_in_training_draws_as_onnx_reference(ratio, training, seed, tmp_path):
    """ONNX's reference: np.random.seed(seed); mask = uniform(0, 1, x.shape) >= ratio; y = mask * x * scale."""
    x = np.random.default_rng(1).standard_normal((3, 4, 5)).astype(np.float32)
    m = _dropout(["x", "r", "t"], [], 2, seed=seed)
    assert _ops(m) == ["dropout"]
    r, tm = np.array(ratio, dtype=np.float32), np.array(training)
    if training and ratio:
        np.random.seed(seed)
        mask = np.random.uniform(0, 1.0, x.shape) >= r
        want = mask * x * (np.float32(1) / (np.float32(1) - r))
    else:
        want, mask = x, np.ones(x.shape, dtype=bool)
    for dev in _devices(x, tm):
        y, got_mask = _replay(m, [x, r, tm], 2, tmp_path, dev)
        assert y.tobytes() == want.astype(np.float32).tobytes(), dev
        np.testing.assert_array_equal(got_mask, mask)


# ---- normalizations -----------------------------------------------------------------------------


def _bn_ref(x, s, bias, mean, var, eps):
    sh = (-1,) + (1,) * (x.ndim - 2)
    s, bias, mean, var = (v.reshape(sh) for v in (s, bias, mean, var))
    return s * (x - mean) / np.sqrt(var + x.dtype.type(eps)) + bias


@pytest.mark.parametrize("shape, training, elem", [([2, 3, 4, 5], 0, F), ([2, 3], 0, D), ([2, 3, 4, 5], 1, F),
                                                   ([3, 2, 7], 1, D)])
def test_batchnorm_against_onnx_reference(shape, training, elem, tmp_path):
    rng = np.random.default_rng(3)
    npdt = NP_OF[elem]
    c = shape[1]
    x = rng.standard_normal(shape).astype(npdt)
    s, bias, mean = (rng.standard_normal(c).astype(npdt) for _ in range(3))
    var = rng.random(c).astype(npdt) + npdt(0.5)
    eps, momentum = 0.01, 0.75
    names = ["x", "s", "bias", "mean", "var"]
    outs = ["y", "rm", "rv"] if training else ["y"]
    node = helper.make_node("BatchNormalization", names, outs, name="bn", epsilon=eps,
                            **({"training_mode": 1, "momentum": momentum} if training else {}))
    ins = [t._vi(n, elem, list(v.shape)) for n, v in zip(names, (x, s, bias, mean, var))]
    m = t._model([node], ins, [t._vi(o, elem, shape if o == "y" else [c]) for o in outs], opset=15)
    if training:
        axes = tuple(a for a in range(len(shape)) if a != 1)
        bm, bv = x.mean(axis=axes), x.var(axis=axes)
        keep, new = npdt(np.float32(momentum)), npdt(1 - np.float64(np.float32(momentum)))
        wants = [_bn_ref(x, s, bias, bm, bv, np.float32(eps)), mean * keep + bm * new, var * keep + bv * new]
    else:
        wants = [_bn_ref(x, s, bias, mean, var, np.float32(eps))]
    _check(m, [x, s, bias, mean, var], [w.astype(npdt) for w in wants], tmp_path, rtol=1e-4, atol=1e-5)


def test_batchnorm_refuses_running_outputs_in_inference():
    node = helper.make_node("BatchNormalization", ["x", "s", "b", "m", "v"], ["y", "rm"], name="bn")
    m = t._model([node], [t._vi("x", F, [2, 3])] + [t._vi(n, F, [3]) for n in "sbmv"],
                 [t._vi("y", F, [2, 3]), t._vi("rm", F, [3])], opset=15)
    with pytest.raises(conv.Refused, match="running_mean and running_var are for training_mode 1 only"):
        conv.import_model(m, t.MODEL)


@pytest.mark.parametrize("shape", [[2, 3, 4, 5], [1, 2, 3]])
def test_instancenorm_against_onnx_reference(shape, tmp_path):
    rng = np.random.default_rng(4)
    x = rng.standard_normal(shape).astype(np.float32)
    s, bias = rng.standard_normal(shape[1]).astype(np.float32), rng.standard_normal(shape[1]).astype(np.float32)
    node = helper.make_node("InstanceNormalization", ["x", "s", "b"], ["y"], name="in", epsilon=0.02)
    m = t._model([node], [t._vi("x", F, shape), t._vi("s", F, [shape[1]]), t._vi("b", F, [shape[1]])],
                 [t._vi("y", F, shape)])
    axes = tuple(range(2, len(shape)))
    mean, var = x.mean(axis=axes, keepdims=True), x.var(axis=axes, keepdims=True)
    sh = (-1,) + (1,) * (len(shape) - 2)
    want = s.reshape(sh) * (x - mean) / np.sqrt(var + np.float32(0.02)) + bias.reshape(sh)
    _check(m, [x, s, bias], [want], tmp_path, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("axes, shape", [(None, [3, 3, 3, 1]), ([1], [2, 5, 3]), ([0, 1, 2], [2, 3, 4]),
                                         ([-1, 0], [3, 2, 4])])
def test_mvn_against_onnx_function(axes, shape, tmp_path):
    rng = np.random.default_rng(5)
    x = rng.standard_normal(shape).astype(np.float32)
    node = helper.make_node("MeanVarianceNormalization", ["x"], ["y"], name="mvn",
                            **({"axes": axes} if axes is not None else {}))
    m = t._model([node], [t._vi("x", F, shape)], [t._vi("y", F, shape)])
    ax = tuple(a % len(shape) for a in (axes if axes is not None else [0, 2, 3]))
    mean = x.mean(axis=ax, keepdims=True)
    std = np.sqrt((x * x).mean(axis=ax, keepdims=True) - mean * mean)
    want = (x - mean) / (std + np.float32(1e-9))
    _check(m, [x], [want], tmp_path, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("size, attrs, shape", [(3, {}, [2, 5, 3, 3]), (2, {"alpha": 0.5, "beta": 0.5, "bias": 2.0},
                                                                        [1, 4, 3]), (1, {}, [1, 3, 2, 2]),
                                                (6, {"alpha": 0.01}, [2, 4, 2, 1])])
def test_lrn_against_onnx_reference(size, attrs, shape, tmp_path):
    rng = np.random.default_rng(6)
    x = rng.standard_normal(shape).astype(np.float32)
    node = helper.make_node("LRN", ["x"], ["y"], name="lrn", size=size, **attrs)
    m = t._model([node], [t._vi("x", F, shape)], [t._vi("y", F, shape)])
    alpha, beta, bias = (np.float32(attrs.get(k, d)) for k, d in (("alpha", 1e-4), ("beta", 0.75), ("bias", 1.0)))
    sq = np.zeros_like(x)
    c = shape[1]
    for k in range(c):
        lo, hi = max(0, k - (size - 1) // 2), min(c, k + -(-(size - 1) // 2) + 1)
        sq[:, k] = (x[:, lo:hi] ** 2).sum(axis=1)
    want = x / (bias + alpha / np.float32(size) * sq) ** beta
    _check(m, [x], [want.astype(np.float32)], tmp_path, rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("axes, keepdims", [([0, 2], 1), ([-1, 1], 0), ([1], 0), ([0, 1, 2], 1)])
def test_reduce_mean_over_several_axes(axes, keepdims, tmp_path):
    """ReduceMean-13 over several axes (not one, not all) becomes one mean over that set of axes."""
    x = np.random.default_rng(8).standard_normal((2, 3, 4)).astype(np.float32)
    want = x.mean(axis=tuple(axes), keepdims=bool(keepdims))
    node = helper.make_node("ReduceMean", ["x"], ["y"], name="rm", axes=axes, keepdims=keepdims)
    m = t._model([node], [t._vi("x", F, [2, 3, 4])], [t._vi("y", F, list(want.shape))])
    assert _ops(m).count("mean") == 1
    _check(m, [x], [want], tmp_path)


# ---- Hardmax before opset 13 -----------------------------------------------------------------------


@pytest.mark.parametrize("axis", [None, 0, 1, 2, -1, -2])
def test_hardmax_of_opset_11_coerces_to_2d(axis, tmp_path):
    """Hardmax-11 takes the first maximum of each row of x flattened to [prod(shape[:axis]), rest] (axis 1
    when left out); ONNX's version converter keeps the node, which opset 13 reads along one axis."""
    x = np.random.default_rng(9).integers(-3, 4, (2, 3, 4)).astype(np.float32)  # ties: the first wins
    node = helper.make_node("Hardmax", ["x"], ["y"], name="h", **({} if axis is None else {"axis": axis}))
    m = t._model([node], [t._vi("x", F, [2, 3, 4])], [t._vi("y", F, [2, 3, 4])], opset=11)
    a = 1 if axis is None else axis % 3
    rows = x.reshape(int(np.prod(x.shape[:a])), -1)
    want = np.zeros_like(rows)
    want[np.arange(rows.shape[0]), rows.argmax(axis=1)] = 1
    _check(m, [x], [want.reshape(x.shape)], tmp_path)
