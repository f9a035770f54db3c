"""ONNX's own node conformance tests, run on one switchyard device.

  tests/onnx/node_tests.py [--device cpu:0] [--only PATTERN] [--check LIST [--listed-only]]
                           [--reasons FILE] [--write-reasons FILE] [--data FOLDER ...] [--title T]

The same runs ONNX's model tests (the folders pytorch-converted,
pytorch-operator and simple beside node; make test-onnx-model): --data once
per folder, each test then named FOLDER/TEST, and --title "onnx model".

For every test directory of ONNX's node test data (Debian's libonnx-testdata,
DATA/<test>/model.onnx with test_data_set_0/input_K.pb and output_K.pb): the
model is imported in-process (generator.onnx.import_model) and written as a
saved graph; the inputs are converted with onnx.numpy_helper; the driver
(tests/onnx/sy_onnx_node.c) loads the graph, runs it on the device and writes
the outputs; each output is compared with the expected one as ONNX's backend
test runner does: the same dtype and shape, then rtol 1e-3 and atol 1e-7 for
floats (NaN equal to NaN), exact for integers and bools. An output drawn
from a seed (by an op declared `random: true` in backends.yaml, or computed
from one) is compared by dtype and shape only, since ONNX's expected values
come from NumPy's generator; a draw's own values must be what its op
promises (uniform in [low, high), bernoulli 0 or 1, a class index).

Each test is:
  passed   every output agrees;
  failed   it ran and an output differs (WRONG: the worst defect), or the
           driver reported an error;
  refused  the importer refused the model (the reason's first words are
           tallied).

A test is out of scope when its model uses what the project leaves out
(OUT_OF_SCOPE: control flow, sequences and optionals, strings, quantized and
recurrent and signal ops, the training domain, NonMaxSuppression, RoiAlign,
MaxRoiPool); the summary counts the tests in scope apart.

The summary line and a table of refusal reasons go to stdout and to the
report (--report, default build/onnx-node-report.md), with every test in
scope that does not pass and its reason, and the tests out of scope. With --check LIST
(a file of test names that passed, one a line), the exit status is 1 when any
result is wrong or any listed test does not pass; tests that pass and are not
listed are named, to be added. --listed-only runs only the listed tests.
With --reasons FILE (tests/onnx/node_reasons.txt, every test that does not
pass with its reason, checked on cpu:0), the exit status is 1 when a test
that does not pass is missing from FILE or has another reason there; a test
that passed and is now refused thus fails twice over.
"""

from __future__ import annotations

import argparse
import collections
import fnmatch
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT))

import onnx  # noqa: E402
from onnx import TensorProto, numpy_helper  # noqa: E402

from generator import model as model_mod  # noqa: E402
from generator.onnx import Dtypes, Refused, import_model  # noqa: E402
from generator.sygraph import Graph  # noqa: E402
from generator.sygraph import write as write_graph  # noqa: E402

DATA = Path("/usr/share/libonnx-testdata/data/node")
RTOL, ATOL = 1e-3, 1e-7  # onnx.backend.test.runner's defaults
TIMEOUT = 120  # seconds a single run may take


# What the ONNX issue puts out of scope for switchyard (by the operators a
# model uses, or a string dtype): control flow, sequences and optionals;
# strings; quantized integer ops; recurrent ops; signal ops; the training
# domain; NonMaxSuppression, RoiAlign and MaxRoiPool.
OUT_OF_SCOPE = {
    "control flow, sequences or optionals": {
        "If", "Loop", "Scan", "SequenceAt", "SequenceConstruct", "SequenceEmpty", "SequenceErase", "SequenceInsert",
        "SequenceLength", "SequenceMap", "SplitToSequence", "ConcatFromSequence", "Optional", "OptionalGetElement",
        "OptionalHasElement"},
    "strings": {"StringNormalizer", "TfIdfVectorizer", "RegexFullMatch"},
    "quantized integer ops": {"QLinearConv", "QLinearMatMul", "QuantizeLinear", "DequantizeLinear",
                              "DynamicQuantizeLinear", "ConvInteger", "MatMulInteger"},
    "recurrent ops": {"RNN", "LSTM", "GRU"},
    "signal ops": {"DFT", "STFT", "MelWeightMatrix", "HannWindow", "HammingWindow", "BlackmanWindow"},
    "the training domain": {"Adagrad", "Adam", "Momentum"},
    "NonMaxSuppression, RoiAlign or MaxRoiPool": {"NonMaxSuppression", "RoiAlign", "MaxRoiPool"},
}


def out_of_scope(model: onnx.ModelProto) -> str:
    """Why a model is out of scope (its first out-of-scope operator or a
    string value), or "" when it is in scope."""
    def ops(graph):
        for n in graph.node:
            yield n
            for a in n.attribute:
                for sub in ([a.g] if a.HasField("g") else []) + list(a.graphs):
                    yield from ops(sub)
    for n in ops(model.graph):
        if n.domain == "ai.onnx.preview.training":
            return f"{n.op_type}: the training domain"
        for why, names in OUT_OF_SCOPE.items():
            if n.op_type in names:
                return f"{n.op_type}: {why}"
    g = model.graph
    for vi in [*g.input, *g.output]:
        if vi.type.HasField("tensor_type") and vi.type.tensor_type.elem_type == TensorProto.STRING:
            return f"{vi.name}: strings"
        if not vi.type.HasField("tensor_type"):
            return f"{vi.name}: a sequence, map or optional value"
    return ""


@dataclass
class Result:
    name: str
    status: str  # "passed", "wrong", "error", "refused"
    detail: str = ""
    scope: str = ""  # why the test is out of scope ("": in scope)

    @property
    def failed(self) -> bool:
        return self.status in ("wrong", "error")


def reason_key(message: str) -> str:
    """The first words of a refusal: no node names, no parenthesized lists, up to the first ';'."""
    label = re.match(r"ONNX node '[^']*' \(([^)]*)\): ", message)
    text = message[label.end():] if label else message
    text = re.sub(r"'[^']*'", "'...'", text)
    while re.search(r"\([^()]*\)", text):
        text = re.sub(r"\s*\([^()]*\)", "", text)
    text = text.split("; ", 1)[0]
    if label and not text.startswith(f"ONNX {label.group(1)} "):
        text = f"{label.group(1)}: {text}"
    words = text.split()
    return " ".join(words[:14]) + (" ..." if len(words) > 14 else "")


def _pbs(folder: Path, prefix: str) -> list[Path]:
    files = list(folder.glob(f"{prefix}_*.pb"))
    return sorted(files, key=lambda p: int(p.stem.split("_")[1]))


def _load_tensor(path: Path) -> np.ndarray:
    return numpy_helper.to_array(_load_proto(path))


def _load_proto(path: Path) -> TensorProto:
    t = TensorProto()
    t.ParseFromString(path.read_bytes())
    return t


def write_raw(path: Path, arr: np.ndarray, dtype: str, dt: Dtypes) -> None:
    header = f"syraw {dtype} {arr.ndim}" + "".join(f" {int(d)}" for d in arr.shape) + "\n"
    data = dt.to_storage(arr, dtype)
    path.write_bytes(header.encode("ascii") + data)


def read_raw(path: Path, dt: Dtypes) -> tuple[str, np.ndarray]:
    blob = path.read_bytes()
    end = blob.index(b"\n")
    words = blob[:end].decode("ascii").split()
    assert words[0] == "syraw", path
    dtype, rank = words[1], int(words[2])
    shape = tuple(int(w) for w in words[3:3 + rank])
    arr = dt.from_storage(blob[end + 1:], dtype, shape)
    return dtype, arr


def drawn(g: Graph, m) -> list[tuple[str, object]]:
    """For each graph output: ("", None) when its values are computed, ("draw", node) when a random op
    (`random: true` in backends.yaml) gives it, ("derived", None) when it is computed from a draw. ONNX's
    expected values of those come from NumPy's generator, which switchyard's does not reproduce: the
    runner compares their dtype and shape, and a draw's values against what the op promises."""
    random = {o.name for o in m.ops if o.random}
    memo: dict[int, bool] = {}

    def from_draw(vid: int) -> bool:
        if vid not in memo:
            v = g.value(vid)
            if v.kind == "result":
                v = g.value(vid - v.result)
            memo[vid] = v.kind == "node" and (v.op in random or any(from_draw(i) for i in v.ins if i))
        return memo[vid]
    out = []
    for vid in g.outputs:
        v = g.value(vid)
        node = g.value(vid - v.result) if v.kind == "result" else v
        if node.kind == "node" and node.op in random:
            out.append(("draw", node))
        else:
            out.append(("derived" if from_draw(vid) else "", None))
    return out


def check_draw(k: int, got: np.ndarray, node, g: Graph) -> str:
    """'' when output k, drawn by `node`, holds what its op promises (backends.yaml's docs), else what not."""
    a = node.attrs
    if node.op == "random_uniform_like":
        bad = ~((got >= a["low"]) & ((got < a["high"]) | (a["low"] == a["high"])))
        what = f"in [{a['low']:g}, {a['high']:g})"
    elif node.op == "random_normal_like":
        bad = ~np.isfinite(got)
        what = "finite"
    elif node.op == "bernoulli":
        bad = ~((got == 0) | (got == 1))
        what = "0 or 1"
    elif node.op == "multinomial":
        classes = g.operand(node, 0).shape[1]
        bad = ~((got >= 0) & (got < classes))
        what = f"a class in 0..{classes - 1}"
    else:
        return f"output {k}: drawn by {node.op}, whose values the runner does not know how to check"
    if bad.any():
        idx = tuple(int(i) for i in np.argwhere(bad)[0])
        return f"output {k}: {int(bad.sum())} of {got.size} values drawn by {node.op} are not {what}, first at" \
               f" {list(idx)}: {got[idx]!r}"
    return ""


def write_bits(path: Path, bits: np.ndarray, dtype: str, dt: Dtypes) -> None:
    """A bfloat16 input that ONNX 1.12's test data keeps as UINT16 bits, written as those bits."""
    if dt.to_onnx.get(dtype) != TensorProto.BFLOAT16:
        raise ValueError(f"bfloat16 bits for an input of dtype {dtype}")
    header = f"syraw {dtype} {bits.ndim}" + "".join(f" {int(d)}" for d in bits.shape) + "\n"
    path.write_bytes(header.encode("ascii") + np.ascontiguousarray(bits, dtype="<u2").tobytes())


def compare_bf16_bits(k: int, got_path: Path, want_pb: TensorProto, dt: Dtypes) -> tuple[str, str]:
    """(what differs, why the comparison is refused) for a bfloat16 output whose expected data ONNX 1.12
    keeps as UINT16 bits: the bits must be equal. ONNX 1.12's reference narrows float32 to bfloat16 by
    truncation (its Cast test cases keep the top 16 bits), switchyard rounds to nearest even (README, "f16
    and bf16"): where every element that differs is switchyard's one unit away from zero of the expected
    one, with the same sign, the data is the truncation of what switchyard rounded, and the test is refused
    by that reason, not passed; any other difference is a wrong result."""
    blob = got_path.read_bytes()
    end = blob.index(b"\n")
    words = blob[:end].decode("ascii").split()
    got_dtype, rank = words[1], int(words[2])
    shape = tuple(int(w) for w in words[3:3 + rank])
    if dt.to_onnx.get(got_dtype) != TensorProto.BFLOAT16:
        return f"output {k}: dtype {got_dtype}, expected the bfloat16 dtype", ""
    got = np.frombuffer(blob[end + 1:], dtype="<u2").reshape(shape)
    want = numpy_helper.to_array(want_pb).astype("<u2")
    if got.shape != want.shape:
        return f"output {k}: shape {list(got.shape)}, expected {list(want.shape)}", ""
    differ = got != want
    if not differ.any():
        return "", ""
    g, w = got[differ].astype(np.int32), want[differ].astype(np.int32)
    finite = (w & 0x7F80) != 0x7F80
    if (finite & ((g & 0x8000) == (w & 0x8000)) & ((g & 0x7FFF) == (w & 0x7FFF) + 1)).all():
        return "", (f"the test data of output {k} is bfloat16 truncated toward zero (as the ONNX 1.12 reference"
                    f" narrows), switchyard rounds to nearest even; {int(differ.sum())} of {want.size} elements are"
                    " one unit apart")
    idx = tuple(int(i) for i in np.argwhere(differ)[0])
    return (f"output {k}: {int(differ.sum())} of {want.size} bfloat16 elements differ, first at {list(idx)}:"
            f" bits {int(got[idx]):#06x} != {int(want[idx]):#06x}"), ""


def compare(k: int, got_dtype: str, got: np.ndarray, want_pb: TensorProto, dt: Dtypes, values: bool = True) -> str:
    """'' when output k agrees with the expected one, else what differs (bfloat16 as float32 values, as
    ONNX's to_array reads it, on both sides); the dtype and shape alone when not `values`."""
    want = numpy_helper.to_array(want_pb)
    try:
        want_dtype = dt.sy(want_pb.data_type, "the expected output")
    except Refused:
        want_dtype = TensorProto.DataType.Name(want_pb.data_type)
    if got_dtype != want_dtype:
        return f"output {k}: dtype {got_dtype}, expected {want_dtype}"
    if got.shape != want.shape:
        return f"output {k}: shape {list(got.shape)}, expected {list(want.shape)}"
    if not values:
        return ""
    if np.issubdtype(want.dtype, np.floating):
        try:
            np.testing.assert_allclose(got, want, rtol=RTOL, atol=ATOL, equal_nan=True)
        except AssertionError as exc:
            lines = [ln.strip() for ln in str(exc).splitlines() if ln.strip()]
            return f"output {k}: " + "; ".join(lines[1:4])
        return ""
    if not np.array_equal(got, want):
        bad = int(np.count_nonzero(got != want))
        idx = tuple(int(i) for i in np.argwhere(got != want)[0])
        return f"output {k}: {bad} of {want.size} elements differ, first at {list(idx)}: {got[idx]!r} != {want[idx]!r}"
    return ""


class Driver:
    """The driver (tests/onnx/sy_onnx_node.c) in --serve mode: one process runs the tests one after
    another, so the device starts once (PoCL's start costs more than most tests). A test that kills
    the process or outlasts TIMEOUT is that test's error, and the next test starts a new process."""

    def __init__(self, path: Path, device: str):
        self.path, self.device = path, device
        self.proc: subprocess.Popen | None = None

    def run(self, graph: Path, case: Path) -> int | None:
        """The test's exit status as the one-test form gives it (negative: killed by that signal), or
        None when it ran longer than TIMEOUT."""
        if self.proc is None:
            self.proc = subprocess.Popen([str(self.path), "--serve", self.device], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        proc = self.proc
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(f"{graph}\t{case}\n".encode())
            proc.stdin.flush()
        except BrokenPipeError:
            pass
        line = b""
        deadline = time.monotonic() + TIMEOUT
        fd = proc.stdout.fileno()
        while not line.endswith(b"\n"):
            ready, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                self.close(kill=True)
                return None
            chunk = os.read(fd, 64)
            if not chunk:  # the process died: its status is the test's
                self.proc = None
                proc.stdin.close()
                proc.stdout.close()
                return proc.wait()
            line += chunk
        return int(line)

    def close(self, kill: bool = False) -> None:
        if self.proc is not None:
            assert self.proc.stdin is not None and self.proc.stdout is not None
            if kill:
                self.proc.kill()
            self.proc.stdin.close()
            self.proc.wait()
            self.proc.stdout.close()
            self.proc = None


def run_test(test_dir: Path, m, dt: Dtypes, driver: Driver, work: Path, name: str = "") -> Result:
    name = name or test_dir.name
    scope = ""
    data = test_dir / "test_data_set_0"
    ins, outs = _pbs(data, "input"), _pbs(data, "output")
    fed: list[str] = []
    try:
        model = onnx.load(str(test_dir / "model.onnx"))
        scope = out_of_scope(model)
        # an input with an initializer is a constant (its default value) unless the data feeds every input
        inits = {t.name for t in model.graph.initializer}
        if len(ins) == len(model.graph.input):
            fed = [i.name for i in model.graph.input if i.name in inits]
        g: Graph = import_model(model, m, fed)
    except Refused as exc:
        return Result(name, "refused", str(exc), scope)
    except (onnx.checker.ValidationError, onnx.onnx_cpp2py_export.shape_inference.InferenceError) as exc:
        return Result(name, "refused", "the ONNX checker refuses the model: " + str(exc).splitlines()[0], scope)
    except Exception as exc:  # an importer defect: not a refusal by name
        return Result(name, "error", f"the importer raised {type(exc).__name__}: {exc}", scope)
    graph_ins = g.inputs
    if len(ins) != len(graph_ins) or len(outs) != len(g.outputs):
        return Result(name, "error", f"the graph has {len(graph_ins)} input(s) and {len(g.outputs)} output(s),"
                                     f" the test data {len(ins)} and {len(outs)}", scope)
    # test data whose element type is not the model's is the data's defect, not a result: the runner
    # refuses to compare, by name. ONNX 1.12 keeps bfloat16 data as UINT16 (the bits): those are read
    # as the bits they are (bf16_bits), exactly, never through float values
    declared = [*(v.type.tensor_type.elem_type for v in model.graph.input if v.name not in inits - set(fed)),
                *(v.type.tensor_type.elem_type for v in model.graph.output)]
    bf16_bits = set()
    for what, pb, want in zip([f"input {k}" for k in range(len(ins))] + [f"output {k}" for k in range(len(outs))],
                              [*ins, *outs], declared):
        have = _load_proto(pb).data_type
        if have == TensorProto.UINT16 and want == TensorProto.BFLOAT16:
            bf16_bits.add(what)
        elif have != want:
            return Result(name, "refused", f"the test data's {what} is ONNX {TensorProto.DataType.Name(have)}, the"
                                           f" model's {TensorProto.DataType.Name(want)}", scope)
    case = work / name.replace("/", "__")
    case.mkdir(parents=True)
    (case / "graph.sy").write_bytes(write_graph(g, m).encode("ascii"))
    for k, (pb, v) in enumerate(zip(ins, graph_ins)):
        arr = _load_tensor(pb)
        if tuple(arr.shape) != tuple(v.shape):
            declared_shape = [d.dim_value if d.HasField("dim_value") else d.dim_param for d in
                              model.graph.input[k].type.tensor_type.shape.dim] if k < len(model.graph.input) else None
            if declared_shape == list(v.shape):  # ONNX 1.12's CastLike BFLOAT16 data: `like` is [1], the model's [3, 4]
                return Result(name, "refused", f"the test data gives input {k} as {list(arr.shape)}, the model"
                                               f" declares {declared_shape}", scope)
            return Result(name, "error", f"input {k} has shape {list(arr.shape)}, the graph's {list(v.shape)}", scope)
        if f"input {k}" in bf16_bits:
            write_bits(case / f"input_{k}.raw", arr, v.dtype, dt)
        else:
            write_raw(case / f"input_{k}.raw", arr, v.dtype, dt)
    rc = driver.run(case / "graph.sy", case)
    if rc is None:
        return Result(name, "error", f"the driver ran longer than {TIMEOUT} s", scope)
    if rc != 0:
        err = (case / "stderr.txt").read_text(errors="replace").strip() if (case / "stderr.txt").exists() else ""
        msg = err.splitlines()[-1] if err else ""
        how = f"exit status {rc}" if rc > 0 else f"signal {-rc}"
        return Result(name, "error", f"the driver failed ({how}): {msg}", scope)
    problems = []
    draws = drawn(g, m)
    for k, pb in enumerate(outs):
        if draws[k][0]:  # drawn from a seed: the dtype and shape, and a draw's values against its op's promise
            got_dtype, got = read_raw(case / f"output_{k}.raw", dt)
            want = _load_proto(pb)
            diff = compare(k, got_dtype, got, want, dt, values=False)
            if not diff and draws[k][0] == "draw":
                diff = check_draw(k, got, draws[k][1], g)
        elif f"output {k}" in bf16_bits:
            diff, why = compare_bf16_bits(k, case / f"output_{k}.raw", _load_proto(pb), dt)
            if why:
                shutil.rmtree(case)
                return Result(name, "refused", why, scope)
        else:
            got_dtype, got = read_raw(case / f"output_{k}.raw", dt)
            diff = compare(k, got_dtype, got, _load_proto(pb), dt)
        if diff:
            problems.append(diff)
    shutil.rmtree(case)
    if problems:
        return Result(name, "wrong", " | ".join(problems), scope)
    return Result(name, "passed", "", scope)


def read_list(path: Path) -> list[str]:
    names = []
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


def matches(name: str, pattern: str) -> bool:
    if any(c in pattern for c in "*?["):
        return fnmatch.fnmatchcase(name, pattern)
    return pattern in name


def report(results: list[Result], device: str, seconds: float, title: str = "onnx node tests") -> tuple[str, str]:
    """The summary line and the Markdown report."""
    by = collections.Counter(r.status for r in results)
    failed = by["wrong"] + by["error"]
    in_scope = [r for r in results if not r.scope]
    summary = (f"{title}: {by['passed']} passed, {failed} failed, {by['refused']} refused"
               f" of {len(results)}; in scope {sum(r.status == 'passed' for r in in_scope)} of {len(in_scope)}")
    lines = [f"# {title[:1].upper() + title[1:]} on {device}", "",
             f"{summary} ({by['wrong']} wrong result(s), {by['error']} error(s); {seconds:.0f} s).", "",
             f"ONNX {onnx.__version__}'s node test data; outputs compared with rtol {RTOL:g}, atol {ATOL:g}"
             " (NaN equal to NaN) for floats, exactly otherwise; dtypes and shapes must match.", ""]
    wrong = [r for r in results if r.status == "wrong"]
    if wrong:
        lines += ["## WRONG RESULTS", ""] + [f"- **{r.name}**: {r.detail}" for r in wrong] + [""]
    errors = [r for r in results if r.status == "error"]
    if errors:
        lines += ["## Errors", ""] + [f"- {r.name}: {r.detail}" for r in errors] + [""]
    reasons = collections.Counter(reason_key(r.detail) for r in results if r.status == "refused")
    if reasons:
        lines += ["## Refusal reasons (top 20)", "", "| tests | reason |", "|---:|---|"]
        lines += [f"| {n} | {key.replace('|', '/')} |" for key, n in reasons.most_common(20)]
        lines += ["", f"{len(reasons)} distinct reasons in all.", ""]
    passed = [r.name for r in results if r.status == "passed"]
    lines += ["## Passed", "", ", ".join(passed) if passed else "none", ""]
    lines += ["## Not passing, in scope", "", "| test | status | reason |", "|---|---|---|"]
    lines += [f"| {r.name} | {r.status} | {r.detail.replace('|', '/')[:300]} |"
              for r in in_scope if r.status != "passed"]
    out = [r for r in results if r.scope]
    lines += ["", f"## Out of scope ({len(out)})", "", "| test | why |", "|---|---|"]
    lines += [f"| {r.name} | {r.scope} |" for r in out] + [""]
    return summary, "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu:0", help="the device to run on (default cpu:0)")
    ap.add_argument("--only", help="run the tests whose name contains PATTERN (or matches it, with * ? [)")
    ap.add_argument("--data", action="append", help=f"a folder of tests (default {DATA}); given more than once,"
                    " each test is named FOLDER/TEST, FOLDER the folder's last component")
    ap.add_argument("--title", default="onnx node tests", help="what the summary and the report call the tests"
                    " (default: onnx node tests)")
    ap.add_argument("--driver", default=str(ROOT / "build/tests/sy_onnx_node"), help="the driver program")
    ap.add_argument("--report", default=str(ROOT / "build/onnx-node-report.md"), help="the Markdown report")
    ap.add_argument("--check", help="a list of tests that must pass; exit 1 if one does not or a result is wrong")
    ap.add_argument("--listed-only", action="store_true", help="run only the tests of the --check list")
    ap.add_argument("--write-passing", help="write the names of the tests that passed to this file")
    ap.add_argument("--reasons", help="a file of the tests that do not pass, each with its reason; exit 1 if a test"
                    " that does not pass is not in it with the same reason")
    ap.add_argument("--write-reasons", help="write the tests that do not pass, with their reasons, to this file")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every test's result")
    args = ap.parse_args(argv)

    datas, driver = [Path(d) for d in args.data or [DATA]], Path(args.driver)
    data = datas[0] if len(datas) == 1 else ", ".join(map(str, datas))
    for folder in datas:
        if not folder.is_dir():
            print(f"error: {folder}: no ONNX test data (Debian's libonnx-testdata)", file=sys.stderr)
            return 2
    if not driver.is_file():
        print(f"error: {driver}: no driver (make {driver})", file=sys.stderr)
        return 2
    listed = read_list(Path(args.check)) if args.check else []
    tests = [(f"{folder.name}/{p.name}" if len(datas) > 1 else p.name, p) for folder in datas
             for p in sorted(folder.iterdir()) if (p / "model.onnx").is_file()]
    if args.only:
        tests = [(n, p) for n, p in tests if matches(n, args.only)]
    if args.listed_only:
        tests = [(n, p) for n, p in tests if n in set(listed)]
    m = model_mod.load(str(ROOT / "backends.yaml"))
    dt = Dtypes(m)

    t0 = time.monotonic()
    results = []
    Path(args.report).parent.mkdir(parents=True, exist_ok=True)
    serve = Driver(driver, args.device)
    with tempfile.TemporaryDirectory(prefix="onnx-node-", dir=Path(args.report).parent) as tmp:
        for n, p in tests:
            r = run_test(p, m, dt, serve, Path(tmp), n)
            results.append(r)
            if r.status == "wrong":
                print(f"WRONG RESULT: {r.name} on {args.device}: {r.detail}", flush=True)
            elif args.verbose or r.status == "error":
                print(f"{r.status}: {r.name}" + (f": {r.detail}" if r.detail else ""), flush=True)
        serve.close()
    seconds = time.monotonic() - t0

    summary, text = report(results, args.device, seconds, args.title)
    Path(args.report).write_text(text)
    reasons = collections.Counter(reason_key(r.detail) for r in results if r.status == "refused")
    if reasons and not args.listed_only:
        print("top refusal reasons:")
        for key, n in reasons.most_common(20):
            print(f"  {n:4d}  {key}")
    print(f"{summary} on {args.device} in {seconds:.0f} s (report: {args.report})")
    if len(datas) > 1:
        for folder in datas:
            mine = [r for r in results if r.name.startswith(folder.name + "/")]
            print(f"  {folder.name}: {sum(r.status == 'passed' for r in mine)} passed of {len(mine)}")
    by = collections.Counter(r.status for r in results)
    print(f"{args.title}: {by['passed']} passed, {by['refused']} refused, {by['wrong']} wrong"
          + (f", {by['error']} error(s)" if by["error"] else ""))
    if args.write_passing:
        Path(args.write_passing).write_text("".join(r.name + "\n" for r in results if r.status == "passed"))
    if args.write_reasons:
        head = REASONS_HEAD if args.title == "onnx node tests" else REASONS_HEAD_TITLED.format(title=args.title)
        Path(args.write_reasons).write_text(head + "".join(
            f"{r.name}\t{why_not(r)}\n" for r in results if r.status != "passed"))

    rc = 0
    n_wrong = sum(r.status == "wrong" for r in results)
    if n_wrong:
        print(f"FAILED: {n_wrong} WRONG RESULT(S) on {args.device} (see above)", file=sys.stderr)
        rc = 1
    if args.check:
        status = {r.name: r for r in results}
        for name in listed:
            r = status.get(name)
            if r is None:
                if not args.only:
                    print(f"FAILED: {name} (listed in {args.check}) is not in {data}", file=sys.stderr)
                    rc = 1
            elif r.status != "passed":
                print(f"FAILED: {name} (listed in {args.check}) no longer passes on {args.device}: {r.status}:"
                      f" {r.detail}", file=sys.stderr)
                rc = 1
        for r in results:
            if r.status == "passed" and r.name not in set(listed):
                print(f"newly passing on {args.device}: {r.name}: add to {args.check}")
    if args.reasons and not (args.only or args.listed_only):
        said = read_reasons(Path(args.reasons))
        for r in results:
            if r.status == "passed":
                if r.name in said:  # a stale list hides what the reasons are: fail until it is rewritten
                    print(f"FAILED: {r.name} passes on {args.device}, and {args.reasons} still gives it a reason"
                          f" (--write-reasons rewrites it)", file=sys.stderr)
                    rc = 1
                continue
            want = said.get(r.name)
            if want != why_not(r):
                print(f"FAILED: {r.name} does not pass on {args.device} ({why_not(r)}); {args.reasons} "
                      + (f"says: {want}" if want else "does not list it"), file=sys.stderr)
                rc = 1
    return rc


REASONS_HEAD = """\
# ONNX node tests (Debian's libonnx-testdata, ONNX 1.12) that do not pass on
# cpu:0, each with why: out of scope, refused by the importer (the first words
# of its message, as the report tallies them) or an error. make test-onnx-node
# fails when a test that does not pass is missing here or has another reason,
# and when a test listed here passes; tests/onnx/node_tests.py --write-reasons
# FILE writes this list.
"""
# the same for the tests of another --title (make test-onnx-model's ONNX model tests)
REASONS_HEAD_TITLED = """\
# The tests of the '{title}' run (Debian's libonnx-testdata, ONNX 1.12) that
# do not pass on cpu:0, each with why: out of scope, refused by the importer (the first words
# of its message, as the report tallies them) or an error. The make stage
# that runs them fails when a test that does not pass is missing here or has
# another reason, and when a test listed here passes; tests/onnx/node_tests.py
# --write-reasons FILE writes this list.
"""


def why_not(r: Result) -> str:
    """A test's reason for not passing, as the reasons file gives it."""
    if r.scope:
        return f"out of scope: {r.scope}"
    detail = reason_key(r.detail) if r.status == "refused" else " ".join(r.detail.split())[:160]
    return f"{r.status}: {detail}"


def read_reasons(path: Path) -> dict[str, str]:
    out = {}
    for line in path.read_text().splitlines():
        if line and not line.startswith("#"):
            name, _tab, why = line.partition("\t")
            out[name] = why
    return out


if __name__ == "__main__":
    sys.exit(main())
