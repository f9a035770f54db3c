"""The CNN example's round trip through ONNX (issue 21, item 3).

examples/cnn.c trains a LeNet-5-style network and, given a folder, saves its
trained forward pass as captured (conv2d, relu, max_pool2d, reshape, matmul
and add, log_softmax, nll_loss; the parameters constants, a batch and its
labels the inputs), the batch, and what the graph gave for it on cpu:0. Here
that saved graph is exported to ONNX, passes check_model(full_check=True), is
imported back, and the imported graph replays bit for bit like the captured
one on every device, and on cpu:0 like the example's own run. Run through
`make test-onnx`, which builds the example (SY_CNN_EXAMPLE).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import numpy as np
import onnx
import pytest

import test_onnx as t  # the ONNX tests' helpers (tests/onnx is on pytest's path)

conv, numpy_ref = t.conv, t.numpy_ref
EXAMPLE = Path(os.environ.get("SY_CNN_EXAMPLE", t.REPO / "build" / "examples" / "cnn"))
B, C, S = 16, 10, 28  # examples/cnn.c's batch, classes and image side
LAYERS = ["conv2d", "relu", "max_pool2d", "conv2d", "relu", "max_pool2d", "reshape", "matmul", "add", "relu",
          "matmul", "add", "relu", "matmul", "add", "log_softmax", "nll_loss"]


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """The example's folder after a run on cpu:0, which saved the trained forward pass."""
    if not EXAMPLE.is_file():
        pytest.fail(f"{EXAMPLE} is not built (make {EXAMPLE.relative_to(t.REPO)} or make test-onnx)")
    d = tmp_path_factory.mktemp("cnn")
    env = dict(os.environ, SY_DEVICE="cpu:0")
    r = subprocess.run([str(EXAMPLE), str(d)], env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "wrote" in r.stdout and "must fall below a tenth" in r.stdout, r.stdout
    return d


def _graph(path: Path):
    return conv._read_sy(path, t.MODEL)


def _ops(g) -> list[str]:
    return [v.op for v in g.values if v.kind == "node"]


def _feeds(d: Path) -> list[np.ndarray]:
    x = np.fromfile(d / "cnn.x", dtype=np.float32).reshape(B, 1, S, S)
    y = np.fromfile(d / "cnn.target", dtype=np.int64)
    return [x, y]


def _replay(path: Path, feeds: list[np.ndarray], device: str) -> list[np.ndarray]:
    """Saved graph `path` replayed by the reference driver on `device` (its `use`): its two outputs."""
    k = len(feeds)
    lines = ["reset", f"use {device}", *t._input_lines(feeds),
             f"replay {k} {path} {k} {' '.join(str(j) for j in range(k))}", f"get {k}", f"get {k + 1}"]
    out = t._driver(lines)
    return [numpy_ref.parse_val(v) for v in out[-2:]]


@pytest.fixture(scope="module")
def round_trip(saved):
    """The saved graph exported (checked), the model serialized and read back, imported, saved again."""
    g = _graph(saved / "cnn.sy")
    model = conv.export(g, t.MODEL, "cnn")
    conv.verify(model, g, t.MODEL)  # ONNX shape inference agrees with every value, then the checker
    path = saved / "cnn.onnx"
    path.write_bytes(model.SerializeToString())
    back = onnx.load(str(path))
    onnx.checker.check_model(back, full_check=True)
    imported = conv.import_model(back, t.MODEL)
    sy = saved / "cnn.imported.sy"
    sy.write_text(conv.write_graph(imported, t.MODEL))
    return g, back, imported, sy


def test_the_example_captured_the_whole_network(saved):
    g = _graph(saved / "cnn.sy")
    assert _ops(g) == LAYERS
    assert [v.type_str for v in g.inputs] == [f"f32[{B}, 1, {S}, {S}]", f"i64[{B}]"]
    assert [g.value(o).type_str for o in g.outputs] == [f"f32[{B}, {C}]", "f32[]"]
    assert sum(v.kind == "constant" for v in g.values) == 10  # 5 weights, 5 biases


def test_export_is_the_onnx_operators_of_each_layer(round_trip):
    _, model, _, _ = round_trip
    assert [n.op_type for n in model.graph.node] == [
        "Conv", "Relu", "MaxPool", "Conv", "Relu", "MaxPool", "Reshape", "MatMul", "Add", "Relu", "MatMul", "Add",
        "Relu", "MatMul", "Add", "LogSoftmax", "NegativeLogLikelihoodLoss"]
    assert len(model.graph.initializer) >= 10


def test_import_gives_the_captured_graph_back(round_trip):
    g, _, imported, _ = round_trip
    assert _ops(imported) == _ops(g)
    assert [v.type_str for v in imported.inputs] == [v.type_str for v in g.inputs]
    assert [imported.value(o).type_str for o in imported.outputs] == [g.value(o).type_str for o in g.outputs]
    ours = [v.data for v in g.values if v.kind == "constant"]
    theirs = [v.data for v in imported.values if v.kind == "constant"]
    assert all(any(a == b for b in theirs) for a in ours)  # every trained parameter, byte for byte


def test_imported_graph_replays_the_example_bit_for_bit_on_cpu(saved, round_trip):
    *_, sy = round_trip
    logp, loss = _replay(sy, _feeds(saved), "0 0")
    want_logp = np.fromfile(saved / "cnn.logp", dtype=np.float32).reshape(B, C)
    want_loss = np.fromfile(saved / "cnn.loss", dtype=np.float32).reshape(())
    assert logp.dtype == np.float32 and logp.tobytes() == want_logp.tobytes()
    assert loss.dtype == np.float32 and loss.tobytes() == want_loss.tobytes()
    assert float(loss) < 0.5  # the network was trained: the batch's loss is far below ln(10)


@pytest.mark.parametrize("dev", [d for d in t.DEVICES if "f32" in d.stores and "i64" in d.stores], ids=str)
def test_imported_graph_replays_as_the_captured_one_on_every_device(dev, saved, round_trip):
    *_, sy = round_trip
    use = f"{dev.backend_id} {dev.index}"
    feeds = _feeds(saved)
    want = _replay(saved / "cnn.sy", feeds, use)
    got = _replay(sy, feeds, use)
    for g, w in zip(got, want):
        assert g.dtype == w.dtype and g.shape == w.shape and g.tobytes() == w.tobytes(), use
    assert np.all(np.isfinite(got[0])) and abs(np.exp(got[0]).sum(axis=1) - 1).max() < 1e-5
