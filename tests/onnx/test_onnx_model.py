"""What the ONNX importer does for whole models rather than single operators
(generator/onnx.py), as ONNX's model tests (Debian's libonnx-testdata,
make test-onnx-model) need it: graph inputs backed by initializers read as
their default values (the weights of IR-version-3 models), or kept as inputs
when the caller feeds them; the Constant nodes the rewrites write in place
of initializers, which an IR-version-3 model would have to list as inputs;
PRelu-6's per-channel slope; and sequences at constant positions folded to
the tensors they hold. Each model is imported, replayed by the
reference driver on every device that stores its dtypes and compared with
NumPy. Run through `make test-onnx`.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

import test_onnx as t  # the ONNX tests' helpers (tests/onnx is on pytest's path)
import test_onnx_nn as nn

conv = t.conv
F = TensorProto.FLOAT


def _model(nodes, inputs, outputs, inits=(), opset=13, ir=None):
    g = helper.make_graph(nodes, "t", inputs, outputs, initializer=list(inits))
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
    if ir is not None:
        m.ir_version = ir
    return m


def _linear(ir: int, opset: int):
    """y = x @ w + b with w and b graph inputs that initializers back (as PyTorch's exporter of IR version 3
    wrote nn.Linear), and the values of those initializers."""
    w = np.linspace(-1, 1, 12, dtype=np.float32).reshape(4, 3)
    b = np.array([0.5, -0.25, 2.0], dtype=np.float32)
    nodes = [helper.make_node("MatMul", ["x", "w"], ["xw"], name="mm"),
             helper.make_node("Add", ["xw", "b"], ["y"], name="add")]
    m = _model(nodes, [t._vi("x", F, [2, 4]), t._vi("w", F, [4, 3]), t._vi("b", F, [3])], [t._vi("y", F, [2, 3])],
               [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")], opset, ir)
    return m, w, b


@pytest.mark.parametrize("ir, opset", [(3, 7), (8, 13)])
def test_inputs_with_initializers_are_their_default_values(ir, opset, tmp_path):
    """An initializer of a graph input's name is that input's default: the graph's one input is x, and w and
    b are constants (IR version 3, which lists every initializer as an input, and a later one)."""
    m, w, b = _linear(ir, opset)
    g = conv.import_model(m, t.MODEL)
    assert len(g.inputs) == 1 and g.inputs[0].shape == (2, 4)
    assert sum(v.kind == "constant" for v in g.values) == 2
    x = np.arange(8, dtype=np.float32).reshape(2, 4) - 3
    nn._check(m, [x], [x @ w + b], tmp_path)


def test_inputs_the_caller_feeds_stay_inputs(tmp_path):
    """fed names inputs with initializers that stay inputs: the value given replaces the default."""
    m, w, b = _linear(8, 13)
    g = conv.import_model(m, t.MODEL, ["b"])
    assert [v.shape for v in g.inputs] == [(2, 4), (3,)]
    x = np.ones((2, 4), dtype=np.float32)
    b2 = np.array([10, 20, 30], dtype=np.float32)
    path = tmp_path / "m.sy"
    path.write_text(conv.write_graph(g, t.MODEL))
    out = t._driver(["reset", "use 0 0", *t._input_lines([x, b2]), f"replay 2 {path} 2 0 1", "get 2"])
    np.testing.assert_allclose(t.numpy_ref.parse_val(out[-1]), x @ w + b2, rtol=1e-6)


def test_feeding_what_is_not_an_input_is_refused():
    m, _w, _b = _linear(8, 13)
    with pytest.raises(conv.Refused, match="'xw' is not a graph input of the model"):
        conv.import_model(m, t.MODEL, ["xw"])


@pytest.mark.parametrize("op, attrs, shape, want", [
    ("Flatten", {"axis": 1}, [2, 3, 4], lambda x: x.reshape(2, 12)),  # a Reshape to a constant shape
    ("Split", {"axis": 1, "split": [1, 2]}, [2, 3], lambda x: x[:, :1]),  # Slices of constant starts and ends
    ("Pad", {"pads": [0, 1, 0, 2], "value": 1.5}, [2, 3],  # Pad-2's pads attribute, the converter's input
     lambda x: np.pad(x, [(0, 0), (1, 2)], constant_values=1.5)),
])
def test_rewrites_of_an_ir_version_3_model_write_constant_nodes(op, attrs, shape, want, tmp_path):
    """A model of IR version 3 must list every initializer as a graph input; the data the version converter
    and the importer's rewrites make are Constant nodes instead, so ONNX's checker takes the model."""
    x = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape) - 2
    y = want(x)
    outs = ["y", "rest"] if op == "Split" else ["y"]
    m = _model([helper.make_node(op, ["x"], outs, name="n", **attrs)], [t._vi("x", F, shape)],
               [t._vi("y", F, list(y.shape))] + ([t._vi("rest", F, [2, 2])] if op == "Split" else []), opset=6, ir=3)
    if op == "Split":
        nn._check(m, [x], [y, x[:, 1:]], tmp_path)
    else:
        nn._check(m, [x], [y], tmp_path)


@pytest.mark.parametrize("x_shape", [[2, 3, 4], [2, 3, 2, 2], [2, 3, 1, 2, 2]])
def test_prelu_6_reads_a_one_d_slope_per_channel(x_shape, tmp_path):
    """PRelu-6 (PyTorch's nn.PReLU(3) of opset 6): a slope of 3 values, one per channel (axis 1)."""
    x = np.linspace(-3, 3, int(np.prod(x_shape)), dtype=np.float32).reshape(x_shape)
    slope = np.array([0.1, -0.5, 2.0], dtype=np.float32)
    m = _model([helper.make_node("PRelu", ["x", "s"], ["y"], name="p")],
               [t._vi("x", F, x_shape), t._vi("s", F, [3])], [t._vi("y", F, x_shape)],
               [numpy_helper.from_array(slope, "s")], opset=6, ir=3)
    per = slope.reshape([3] + [1] * (len(x_shape) - 2))
    nn._check(m, [x], [np.where(x < 0, per * x, x)], tmp_path)


def test_prelu_6_refuses_a_slope_neither_shared_nor_per_channel():
    m = _model([helper.make_node("PRelu", ["x", "s"], ["y"], name="p")],
               [t._vi("x", F, [2, 3, 4]), t._vi("s", F, [4])], [t._vi("y", F, [2, 3, 4])],
               [numpy_helper.from_array(np.ones(4, np.float32), "s")], opset=6, ir=3)
    with pytest.raises(conv.Refused, match=r"'p' \(PRelu-6\): slope of shape \[4\] on x of shape \[2, 3, 4\]"):
        conv.import_model(m, t.MODEL)


# ---- sequences at constant positions ----------------------------------------------------------


def _i64(name, v):
    return numpy_helper.from_array(np.array(v, dtype=np.int64), name)


@pytest.mark.parametrize("opset", [12, 13])  # Unsqueeze's and Squeeze's axes: an attribute, then an input
def test_sequences_at_constant_positions_fold_to_their_tensors(opset, tmp_path):
    """SequenceConstruct, Erase, Insert and At at negative and left-out positions, ConcatFromSequence with and
    without new_axis, SplitToSequence (a scalar split with a shorter last part, and parts of 1 squeezed) and
    SequenceLength, against the lists NumPy keeps."""
    x, y, z = (np.arange(6, dtype=np.float32).reshape(2, 3) + 10 * k for k in range(3))
    nodes = [helper.make_node("SequenceConstruct", ["x", "y", "z"], ["s1"]),
             helper.make_node("SequenceErase", ["s1", "m3"], ["s2"]),  # [y, z]
             helper.make_node("SequenceInsert", ["s2", "x", "m1"], ["s3"]),  # [y, x, z]
             helper.make_node("SequenceInsert", ["s3", "z"], ["s4"]),  # [y, x, z, z]
             helper.make_node("SequenceErase", ["s4"], ["s5"]),  # [y, x, z]
             helper.make_node("SequenceAt", ["s5", "m2"], ["at"]),  # x
             helper.make_node("ConcatFromSequence", ["s5"], ["cat"], axis=1),
             helper.make_node("ConcatFromSequence", ["s5"], ["stack"], axis=-1, new_axis=1),
             helper.make_node("SplitToSequence", ["cat", "two"], ["parts"], axis=1),  # 9 -> 2, 2, 2, 2, 1
             helper.make_node("SequenceAt", ["parts", "m1"], ["last"]),
             helper.make_node("SequenceLength", ["parts"], ["n"]),
             helper.make_node("SplitToSequence", ["x"], ["rows"], axis=0, keepdims=0),
             helper.make_node("SequenceAt", ["rows", "one"], ["row"])]
    cat = np.concatenate([y, x, z], axis=1)
    want = {"at": x, "cat": cat, "stack": np.stack([y, x, z], axis=-1), "last": cat[:, 8:], "n": np.array(5),
            "row": x[1]}
    inits = [_i64("m3", -3), _i64("m1", -1), _i64("m2", -2), _i64("two", 2), _i64("one", 1)]
    elem = {"n": TensorProto.INT64}
    m = _model(nodes, [t._vi(k, F, [2, 3]) for k in "xyz"],
               [t._vi(k, elem.get(k, F), list(v.shape)) for k, v in want.items()], inits, opset)
    nn._check(m, [x, y, z], list(want.values()), tmp_path)


def test_a_position_outside_the_sequence_is_refused():
    m = _model([helper.make_node("SequenceConstruct", ["x"], ["s"]),
                helper.make_node("SequenceAt", ["s", "p"], ["y"], name="at")],
               [t._vi("x", F, [2])], [t._vi("y", F, [2])], [_i64("p", 1)])
    with pytest.raises(conv.Refused, match=r"'at' \(SequenceAt\): position 1 is outside \[-1, 0\] for a sequence"
                                           r" of 1 tensor"):
        conv.import_model(m, t.MODEL)


def test_a_position_computed_when_the_graph_runs_leaves_the_sequence_refused():
    m = _model([helper.make_node("SequenceConstruct", ["x"], ["s"], name="sc"),
                helper.make_node("SequenceAt", ["s", "p"], ["y"], name="at")],
               [t._vi("x", F, [2]), t._vi("p", TensorProto.INT64, [])], [t._vi("y", F, [2])])
    with pytest.raises(conv.Refused, match=r"'sc' \(SequenceConstruct\): ONNX SequenceConstruct is not supported"):
        conv.import_model(m, t.MODEL)


def test_a_fed_input_is_not_folded_as_its_default(tmp_path):
    """A Reshape's shape input that the caller feeds is read when the graph runs, not folded from the
    initializer that gives its default ([3, 2], where the model's result is [2, 3])."""
    x = np.arange(6, dtype=np.float32)
    m = _model([helper.make_node("Reshape", ["x", "shape"], ["y"], name="r")],
               [t._vi("x", F, [6]), t._vi("shape", TensorProto.INT64, [2])], [t._vi("y", F, [2, 3])],
               [_i64("shape", [3, 2])])
    g = conv.import_model(m, t.MODEL, ["shape"])
    assert len(g.inputs) == 2
    path = tmp_path / "m.sy"
    path.write_text(conv.write_graph(g, t.MODEL))
    out = t._driver(["reset", "use 0 0", *t._input_lines([x, np.array([2, 3], dtype=np.int64)]),
                     f"replay 2 {path} 2 0 1", "get 2"])
    np.testing.assert_array_equal(t.numpy_ref.parse_val(out[-1]), x.reshape(2, 3))
