"""The model API (generator.model.parse) and the decisions of generator.plan,
on the real backends.yaml and on small variations of the reference document.

Tests on the real file (`real_model`) take backend names, counts and pairs
from an independent reading of it (yaml.safe_load) or from the model; the
ones that spell out literal backends run on the reference document
(`reference_model`, reference.py), whose backends are fixed. Literal op,
dtype and formula values are those of the shipped yaml's ops (which adding
a backend leaves alone); their docstrings say so."""

from __future__ import annotations

import hashlib
import itertools

import pytest
import yaml

from generator import formulas, model as model_mod, plan as names
from generator.formulas import Call, Literal, Name

CAPTURE = "  - name: capture\n"
CATEGORIES = ("float", "int", "bool")


def with_backend(mutate, entry: str, *more):
    """The reference document with a backend added before the capture backend (as a user would)."""
    return mutate((CAPTURE, entry + CAPTURE), *more)


class Plain:
    """backends.yaml read with yaml.safe_load, defaults filled in as the schema documents them."""

    def __init__(self, text: str):
        self.data = yaml.safe_load(text)
        self.dtypes = [d["name"] for d in self.data["dtypes"]]
        self.category = {d["name"]: d["category"] for d in self.data["dtypes"]}
        self.backends = self.data["backends"]
        self.real = [b for b in self.backends if b.get("kind", "real") != "capture"]
        self.transfers = [(t["from"], t["to"], t["function"]) for t in self.data.get("transfers") or []]

    def expand(self, names) -> tuple[str, ...]:
        chosen = set()
        for n in names:
            chosen |= {d for d in self.dtypes if self.category[d] == n} if n in CATEGORIES else {n}
        return tuple(d for d in self.dtypes if d in chosen)

    def row(self, b) -> tuple:
        capture = b.get("kind", "real") == "capture"
        devices = 0 if capture else b.get("devices", 1)
        return (b["name"], b["id"], "capture" if capture else "real", None if capture else b["memory"],
                0 if devices == "runtime" else devices, b.get("cfg", f"SY_WITH_{b['name'].upper()}"),
                b.get("fallback"), tuple(b.get("libs") or ()))


@pytest.fixture(scope="module")
def plain(yaml_text) -> Plain:
    return Plain(yaml_text)


def parse(mutated):
    return model_mod.parse(mutated.text)


# ---- dtypes and categories -------------------------------------------------------------------

OP_DTYPES = [
    ("zeros", ("f32", "f64", "i32", "i64", "bool")),
    ("neg", ("f32", "f64", "i32", "i64")),
    ("exp", ("f32", "f64")),
    ("eq", ("f32", "f64", "i32", "i64", "bool")),
    ("matmul", ("f32", "f64", "i32", "i64")),
    ("mean", ("f32", "f64")),
]


@pytest.mark.parametrize("op, dtypes", OP_DTYPES, ids=[o for o, _ in OP_DTYPES])
def test_categories_expand_to_dtypes(real_model, op, dtypes):
    """(the shipped yaml's ops and dtypes)"""
    assert real_model.op(op).dtypes == dtypes


def test_every_op_expands_its_categories(real_model, plain):
    assert [(o.name, o.dtypes) for o in real_model.ops] == [
        (o["name"], plain.expand(o["dtypes"])) for o in plain.data["ops"]]


NEG = '  - {name: neg, class: unary, dtypes: [float, int], memory_bound: true, derivative: {a: "neg(grad)"}}'
ORDERS = [
    ("[int, float]", ("f32", "f64", "i32", "i64")),
    ("[i64, float]", ("f32", "f64", "i64")),
    ("[bool, f64]", ("f64", "bool")),
    ("[i32]", ("i32",)),
    ("[int, i32]", ("i32", "i64")),
]


RESHAPE = ('  - {name: reshape, class: reshape, dtypes: [float, int, bool],'
           ' derivative: {a: "reshape(grad, shape_of(a))"}}')


@pytest.mark.parametrize("listed, dtypes", ORDERS, ids=[o for o, _ in ORDERS])
def test_op_dtypes_come_in_dtype_order(mutate, listed, dtypes):
    """(reshape: a view no backend lists, so any dtype list is valid)"""
    m = parse(mutate((RESHAPE, RESHAPE.replace("[float, int, bool]", listed))))
    assert m.op("reshape").dtypes == dtypes


def test_dtypes(real_model):
    """(the shipped yaml's dtypes)"""
    assert [(d.name, d.c, d.category, d.enum) for d in real_model.dtypes] == [
        ("f32", "float", "float", "SY_DTYPE_F32"), ("f64", "double", "float", "SY_DTYPE_F64"),
        ("i32", "int32_t", "int", "SY_DTYPE_I32"), ("i64", "int64_t", "int", "SY_DTYPE_I64"),
        ("bool", "uint8_t", "bool", "SY_DTYPE_BOOL")]


# ---- backends ----------------------------------------------------------------------------------


def model_rows(m) -> list[tuple]:
    return [(b.name, b.id, b.kind, b.memory, b.devices, b.cfg, b.fallback, b.libs) for b in m.backends]


def test_backends_follow_the_yaml(real_model, plain):
    """Every backend of backends.yaml, in yaml order, with the schema's defaults."""
    assert model_rows(real_model) == [plain.row(b) for b in plain.backends]
    assert [b.name for b in real_model.real_backends] == [b["name"] for b in plain.real]
    captures = [b["name"] for b in plain.backends if b.get("kind") == "capture"]
    assert [real_model.capture.name] == captures
    for b in plain.backends:
        stores = plain.expand(b["dtypes"]) if "dtypes" in b else tuple(plain.dtypes)
        assert real_model.backend(b["name"]).dtypes == stores, b["name"]
    assert [(t.src, t.dst, t.function) for t in real_model.transfers] == plain.transfers


def test_reference_backends(reference_model):
    """The reference document's backends, spelled out."""
    rows = model_rows(reference_model)
    assert rows == [
        ("cpu", 0, "real", "host", 1, "SY_WITH_CPU", None, ()),
        ("simd", 1, "real", "host", 1, "SY_WITH_SIMD", "cpu", ()),
        ("blas", 2, "real", "host", 1, "SY_WITH_BLAS", "cpu", ("openblas",)),
        ("sim", 3, "real", "device", 2, "SY_WITH_SIM", "cpu", ()),
        ("capture", 11, "capture", None, 0, "SY_WITH_CAPTURE", None, ()),
    ]
    m = reference_model
    assert [b.name for b in m.real_backends] == ["cpu", "simd", "blas", "sim"]
    assert m.capture.name == "capture"
    assert m.backend("sim").dtypes == ("f32", "i32", "i64", "bool")
    assert m.backend("cpu").dtypes == m.backend("capture").dtypes == ("f32", "f64", "i32", "i64", "bool")


def test_ops_all_means_every_kernel_op(reference_model):
    """(the reference cpu has `ops: all`; the views are the shipped yaml's)"""
    m = reference_model
    cpu = m.backend("cpu")
    assert [(e.op, e.dtypes) for e in cpu.ops] == [(o.name, o.dtypes) for o in m.ops if o.cls.kernel is not None]
    assert {o.name for o in m.ops if o.cls.kernel is None} == {"reshape", "permute", "transpose", "expand"}
    assert cpu.own("reshape") is None


def test_backend_ops_mapping(reference_model, reference_text):
    m = reference_model
    simd = m.backend("simd")
    entries = dict((e.op, e.dtypes) for e in simd.ops)
    assert entries["add"] == ("f32", "f64", "i32", "i64")       # add: [float, int]
    assert entries["exp"] == ("f32",)                           # exp: [f32]
    assert entries["eq"] == ("f32", "f64", "i32", "i64", "bool")
    assert entries["matmul"] == ("f32", "f64")                  # matmul: [float]
    assert "reshape" not in entries
    line = reference_text.splitlines()[simd.own("matmul").loc.line - 1]
    assert line[simd.own("matmul").loc.col - 1:].startswith("matmul: [float]")
    assert m.backend("sim").ops == ()


def test_backend_ops_follow_op_order(mutate):
    ops = "    libs: [openblas]\n    ops:\n      matmul: [f32, f64]\n"
    m = parse(mutate((ops, "    libs: [openblas]\n    ops:\n      matmul: [float]\n      mul: [int]\n"
                           "      add: [f32]\n")))
    assert [(e.op, e.dtypes) for e in m.backend("blas").ops] == [
        ("add", ("f32",)), ("mul", ("i32", "i64")), ("matmul", ("f32", "f64"))]


def test_backend_ops_list_takes_all_dtypes(mutate):
    m = parse(mutate(("    libs: [openblas]\n    ops:\n      matmul: [f32, f64]\n",
                      "    libs: [openblas]\n    ops: [matmul, add]\n")))
    assert [(e.op, e.dtypes) for e in m.backend("blas").ops] == [
        ("add", ("f32", "f64", "i32", "i64")), ("matmul", ("f32", "f64", "i32", "i64"))]


def test_reference_transfers(reference_model):
    m = reference_model
    assert [(t.src, t.dst, t.function) for t in m.transfers] == [("sim", "sim", "sy_sim_copy_peer")]
    assert m.transfer("sim", "sim").function == "sy_sim_copy_peer"
    assert m.transfer("cpu", "sim") is None


def test_errors(real_model):
    """(codes count down from -1; the first four names are the shipped yaml's)"""
    assert [e.code for e in real_model.errors] == list(range(-1, -len(real_model.errors) - 1, -1))
    assert [e.name for e in real_model.errors][:4] == [
        "INVALID_ARGUMENT", "BACKEND_DISABLED", "CAPTURE_ONE_WAY", "AUTODIFF_MISMATCH"]
    assert set(model_mod.REQUIRED_ERRORS) <= {e.name for e in real_model.errors}


def test_digest(yaml_text, repo, tmp_path):
    sha = hashlib.sha256(yaml_text.encode("utf-8")).hexdigest()[:16]
    assert model_mod.parse(yaml_text).digest == sha
    assert model_mod.load(repo / "backends.yaml").digest == sha
    assert model_mod.parse(yaml_text + "# more\n").digest != sha


# ---- ops: classes, attributes, fill values ---------------------------------------------------


ATTRS = [
    ("zeros", (), ("shape", "dtype", "device"), 0.0),
    ("ones", (), ("shape", "dtype", "device"), 1.0),
    ("full", (), ("shape", "value", "dtype", "device"), None),
    ("add", ("a", "b"), (), None),
    ("where", ("cond", "a", "b"), (), None),
    ("sum", ("a",), ("axis", "keepdim"), None),
    ("permute", ("a",), ("perm",), None),
    ("transpose", ("a",), ("dim0", "dim1"), None),
    ("cast", ("a",), ("dtype",), None),
]


@pytest.mark.parametrize("op, inputs, attrs, value", ATTRS, ids=[a[0] for a in ATTRS])
def test_op_inputs_attrs_and_values(real_model, op, inputs, attrs, value):
    """(the shipped yaml's ops)"""
    o = real_model.op(op)
    assert (o.cls.inputs, o.attrs, o.value) == (inputs, attrs, value)


def test_fill_value_may_be_any_number(mutate, render_text):
    zeros = "  - {name: zeros, class: fill, value: 0, dtypes: [float, int, bool], derivative: none}"
    mutated = mutate((zeros, zeros.replace("value: 0", "value: -2.5")))
    assert parse(mutated).op("zeros").value == -2.5
    assert "    attrs.value = -2.5;\n" in render_text(mutated.text)["sy_ops.c"]


def test_gradient_flags(real_model):
    """(the shipped yaml's ops)"""
    no_grad = {o.name for o in real_model.ops if not o.has_gradient}
    assert no_grad == {"zeros", "ones", "full", "eq", "lt", "gt"}
    for o in real_model.ops:
        assert bool(o.derivatives) == o.has_gradient
    bound = {o.name for o in real_model.ops if o.memory_bound}
    assert {"add", "exp", "where"} <= bound and not {"matmul", "sum", "cast"} & bound


# ---- derivative formulas -----------------------------------------------------------------------

GRAD = Name("grad", "grad", "tensor")
RESULT = Name("result", "result", "tensor")
A = Name("a", "input", "tensor")
B = Name("b", "input", "tensor")

TREES = [
    ("add", "b", GRAD),
    ("mul", "a", Call("mul", "op", (GRAD, B), "tensor")),
    ("sqrt", "a", Call("div", "op", (GRAD, Call("mul", "op", (RESULT, Literal(2)), "tensor")), "tensor")),
    ("matmul", "a", Call("matmul", "op", (GRAD, Call("transpose", "op", (B, Literal(-1), Literal(-2)), "tensor")),
                         "tensor")),
    ("sum", "a", Call("unreduce", "helper", (GRAD, A, Name("axis", "attr", "axis"), Name("keepdim", "attr", "bool")),
                      "tensor")),
    ("cast", "a", Call("cast", "op", (GRAD, Call("dtype_of", "helper", (A,), "dtype")), "tensor")),
    ("permute", "a", Call("permute", "op", (GRAD, Call("inverse", "helper", (Name("perm", "attr", "perm"),), "perm")),
                          "tensor")),
]


@pytest.mark.parametrize("op, input, tree", TREES, ids=[f"{t[0]}.{t[1]}" for t in TREES])
def test_derivative_trees(real_model, op, input, tree):
    """(the shipped yaml's formulas)"""
    d = next(d for d in real_model.op(op).derivatives if d.input == input)
    assert d.expr == tree


NAMES_USED = [
    ("add", {"a": {"grad"}, "b": {"grad"}}),
    ("div", {"a": {"grad", "b"}, "b": {"grad", "result", "b"}}),
    ("where", {"a": {"cond", "grad"}, "b": {"cond", "grad"}}),
    ("max", {"a": {"a", "result", "grad", "axis", "keepdim"}}),
    ("transpose", {"a": {"grad", "dim0", "dim1"}}),
    ("exp", {"a": {"grad", "result"}}),
]


@pytest.mark.parametrize("op, used", NAMES_USED, ids=[n[0] for n in NAMES_USED])
def test_names_used(real_model, op, used):
    """(the shipped yaml's formulas)"""
    assert {d.input: formulas.names_used(d.expr) for d in real_model.op(op).derivatives} == used


SAVES = [("add", ""), ("neg", ""), ("abs", "SY__SAVES_DATA(0)"), ("exp", "SY__SAVES_RESULT"),
         ("mul", "SY__SAVES_DATA(0) | SY__SAVES_DATA(1)"), ("div", "SY__SAVES_DATA(1) | SY__SAVES_RESULT"),
         ("where", "SY__SAVES_DATA(0)"), ("max", "SY__SAVES_DATA(0) | SY__SAVES_RESULT"), ("eq", ""), ("zeros", "")]


@pytest.mark.parametrize("op, mask", SAVES, ids=[s[0] for s in SAVES])
def test_saves_mask(real_model, op, mask):
    """DATA(i): backward reads input i; RESULT: it reads the result. (the shipped yaml's formulas)"""
    assert names.saves_mask(real_model, real_model.op(op)).c == (mask or "0u")


def test_saves_mask_per_input(real_model):
    """Each input's formula alone: mul's a reads b, b reads a; div's b reads the result too;
    sum's gradient reads only the shape of its input. (the shipped yaml's formulas)"""
    mul, div, total = real_model.op("mul"), real_model.op("div"), real_model.op("sum")
    assert (names.saves_mask(real_model, mul, "a"), names.saves_mask(real_model, mul, "b")) == (
        names.Saves(data=(1,)), names.Saves(data=(0,)))
    assert (names.saves_mask(real_model, div, "a"), names.saves_mask(real_model, div, "b")) == (
        names.Saves(data=(1,)), names.Saves(data=(1,), result=True))
    assert names.saves_mask(real_model, total, "a") == names.Saves(meta=(0,))
    assert names.saves_mask(real_model, total, "a").c == "SY__SAVES_META(0)"
    assert names.saves_init(real_model, div) == "{[0] = SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(1) | SY__SAVES_RESULT}"


def test_derivatives_come_in_input_order(mutate):
    mul = '{a: "mul(grad, b)", b: "mul(grad, a)"}'
    m = parse(mutate((mul, '{b: "mul(grad, a)", a: "mul(grad, b)"}')))
    assert [(d.input, d.text) for d in m.op("mul").derivatives] == [("a", "mul(grad, b)"), ("b", "mul(grad, a)")]


def test_derivative_locations(real_model, yaml_text):
    lines = yaml_text.splitlines()
    for o in real_model.ops:
        for d in o.derivatives:
            at = lines[d.loc.line - 1][d.loc.col - 1:]
            assert at.lstrip('"').startswith(d.text), (o.name, d.input)


def test_numbers_stand_for_tensors(mutate):
    """A number may stand where a tensor goes, as in sub(1, x) (the reverse is a bad-yaml case)."""
    exp = '{a: "mul(grad, result)"}'
    m = parse(mutate((exp, '{a: "mul(grad, sub(1.5, result))"}')))
    assert m.op("exp").derivatives[0].expr.args[1].args[0] == Literal(1.5)


# ---- names: pair arms --------------------------------------------------------------------------


def arm_kinds(m) -> dict[tuple[str, str], str]:
    return {(a.src.name, a.dst.name): a.kind for a in names.arms(m)}


def expected_kind(m, s, d) -> str:
    """The rule, restated: host pairs share, a transfers: entry is direct, anything else with device memory
    stages; within one device backend the same device shares."""
    direct = any(t.src == s.name and t.dst == d.name for t in m.transfers)
    host = s.memory == "host" and d.memory == "host"
    kind = "direct" if direct else "share" if host else "staged"
    return f"same-{kind}" if s is d else kind


def test_arm_kinds(real_model):
    """One arm per (source, destination) pair of the real backends of backends.yaml."""
    reals = real_model.real_backends
    assert [(a.src.name, a.dst.name) for a in names.arms(real_model)] == [
        (s.name, d.name) for s, d in itertools.product(reals, reals)]
    assert arm_kinds(real_model) == {(s.name, d.name): expected_kind(real_model, s, d)
                                     for s, d in itertools.product(reals, reals)}


def test_arm_kinds_of_the_reference_backends(reference_model):
    kinds = arm_kinds(reference_model)
    hosts = ["cpu", "simd", "blas"]
    assert kinds == {
        **{(s, d): ("same-share" if s == d else "share") for s in hosts for d in hosts},
        **{(h, "sim"): "staged" for h in hosts},
        **{("sim", h): "staged" for h in hosts},
        ("sim", "sim"): "same-direct",
    }


GPU = ("  - name: gpu\n    id: 200\n    memory: device\n    devices: 1\n    fallback: cpu\n    ops: []\n")


def test_second_device_backend_pairs_stage(mutate, reference_model):
    mutated = with_backend(mutate, GPU)
    m = parse(mutated)
    arms = {(a.src.name, a.dst.name): a for a in names.arms(m)}
    assert len(m.real_backends) == len(reference_model.real_backends) + 1
    assert len(arms) == len(m.real_backends) ** 2
    for pair in [("gpu", "sim"), ("sim", "gpu"), ("cpu", "gpu"), ("gpu", "blas")]:
        assert arms[pair].kind == "staged"
        assert arms[pair].call == "sy__move_staged(t, dst, out)"
    assert arms["gpu", "sim"].comment == (
        "gpu -> sim: device -> device memory, stage through host (backends[gpu] -> backends[sim])")
    same = arms["gpu", "gpu"]
    assert same.kind == "same-staged"
    assert same.call == "sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_staged(t, dst, out)"
    assert same.guard == "SY_WITH_GPU"
    assert arms["gpu", "sim"].guard == "SY_WITH_GPU && SY_WITH_SIM"


def test_transfer_entry_gives_the_direct_arm_one_way(mutate):
    transfer = "  - {from: sim, to: sim, function: sy_sim_copy_peer}\n"
    mutated = with_backend(mutate, GPU, (transfer, transfer + "  - {from: gpu, to: sim, function: sy_gpu_to_sim}\n"))
    arms = {(a.src.name, a.dst.name): a for a in names.arms(parse(mutated))}
    assert (arms["gpu", "sim"].kind, arms["gpu", "sim"].call) == (
        "direct", "sy__move_direct(t, dst, sy_gpu_to_sim, out)")
    assert arms["gpu", "sim"].comment == "gpu -> sim: transfers: sy_gpu_to_sim (transfers[gpu->sim])"
    assert arms["sim", "gpu"].kind == "staged"


def test_transfer_between_device_backends_is_direct(mutate):
    """A second device backend with a direct function to sim: that pair is direct, the reverse stages."""
    sim = "  - name: capture\n"
    gpu = ("  - name: gpu\n    id: 200\n    memory: device\n    fallback: cpu\n    ops: []\n")
    transfer = "  - {from: sim, to: sim, function: sy_sim_copy_peer}\n"
    mutated = mutate((sim, gpu + sim), (transfer, transfer + "  - {from: gpu, to: sim, function: sy_gpu_to_sim}\n"))
    kinds = arm_kinds(parse(mutated))
    assert (kinds["gpu", "sim"], kinds["sim", "gpu"], kinds["gpu", "cpu"]) == ("direct", "staged", "staged")


# ---- names: op routes --------------------------------------------------------------------------


def route(m, op, backend):
    return next(c for c in names.route_cases(m, m.op(op)) if c.backend.name == backend)


def test_one_route_case_per_real_backend(real_model):
    for op in real_model.ops:
        if op.cls.kernel is None:
            continue
        assert [c.backend.name for c in names.route_cases(real_model, op)] == [
            b.name for b in real_model.real_backends], op.name


def test_routes_of_the_reference_backends(reference_model):
    m = reference_model
    cpu_add = route(m, "add", "cpu")
    assert cpu_add.statements == ("return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_add);",)
    simd_mm = route(m, "matmul", "simd")
    assert simd_mm.statements == (
        "if (SY__DTYPE_IN(dt, SY__DT_F32 | SY__DT_F64)) return SY__ROUTE(r, SY_BACKEND_SIMD, matmul, sy_simd_matmul);",
        "#if SY_WITH_CPU", "return SY__ROUTE(r, SY_BACKEND_CPU, matmul, sy_cpu_matmul);", "#endif", "return false;")
    sim_neg = route(m, "neg", "sim")
    assert sim_neg.statements == (
        "#if SY_WITH_CPU", "return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_neg);", "#endif", "return false;")
    assert sim_neg.comment.endswith("; fallback: cpu")
    assert [c.backend.name for c in names.route_cases(m, m.op("sum"))] == [
        "cpu", "simd", "blas", "sim"]


SOLO = "  - name: solo\n    id: 5\n    memory: host\n    ops: {add: [f32]}\n"


def test_backend_without_fallback_is_unsupported(mutate):
    mutated = with_backend(mutate, SOLO)
    m = parse(mutated)
    add, neg = route(m, "add", "solo"), route(m, "neg", "solo")
    assert add.statements == (
        "if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SOLO, ew, sy_solo_add);", "return false;")
    assert add.comment == "solo implements add for f32 (backends[solo].ops.add);" \
                          " no fallback: UNSUPPORTED"
    assert neg.statements == ("return false;",)
    assert neg.comment == "solo does not implement neg (backends[solo]); no fallback: UNSUPPORTED"
    assert names.placement(m, m.op("neg"))["solo"] == "UNSUPPORTED"
    assert names.placement(m, m.op("add"))["solo"] == "own (f32), else UNSUPPORTED"
    assert names.placement(m, m.op("reshape"))["solo"] == "view"
    assert not any("solo" in message for _cond, message in names.config_errors(m))


def test_fallback_chain_routes_to_the_next_backend(mutate):
    simd_fb = "    fallback: cpu\n    ops:\n      zeros: [float, int, bool]\n"
    m = parse(mutate((simd_fb, simd_fb.replace("fallback: cpu", "fallback: blas"))))
    sub = route(m, "log", "simd")  # simd: log for f32 only, the rest falls back; blas has no log: skipped
    assert sub.statements == (
        "if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SIMD, ew, sy_simd_log);",
        "#if SY_WITH_CPU", "return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_log);", "#endif", "return false;")
    assert sub.comment.endswith("; fallback: blas -> cpu")
    assert names.placement(m, m.op("log"))["simd"] == "own (f32), else -> blas -> cpu"
    # matmul of ints: simd leaves them, blas (f32, f64 only) too, so only cpu runs them
    conds = [cond for cond, _message in names.config_errors(m)]
    assert "SY_WITH_SIMD && !SY_WITH_CPU" in conds and "SY_WITH_SIMD && !SY_WITH_BLAS" not in conds


CHAIN = """\
  - name: fast
    id: 6
    memory: host
    fallback: mid
    ops: {matmul: [f32]}
  - name: mid
    id: 7
    memory: host
    fallback: cpu
    ops: {add: [f32], exp: [f32, f64], matmul: [f64]}
"""


def test_chain_is_resolved_at_generation_time(mutate):
    """fast -> mid -> cpu: each case names the kernel that runs, per dtype, with
    the links under their cfg macros, and never calls another route."""
    m = parse(with_backend(mutate, CHAIN))
    assert [c.name for c in names.chain(m, m.backend("fast"))] == ["mid", "cpu"]
    add = route(m, "add", "fast")
    assert add.statements == (
        "#if SY_WITH_MID", "if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_MID, ew, sy_mid_add);",
        "#endif", "#if SY_WITH_CPU", "return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_add);", "#endif",
        "return false;")
    assert add.comment == "fast does not implement add (backends[fast]); fallback: mid -> cpu"
    exp = route(m, "exp", "fast")  # mid takes every dtype of exp: cpu is still there for a build without mid
    assert exp.statements == (
        "#if SY_WITH_MID", "return SY__ROUTE(r, SY_BACKEND_MID, ew, sy_mid_exp);", "#endif",
        "#if SY_WITH_CPU", "return SY__ROUTE(r, SY_BACKEND_CPU, ew, sy_cpu_exp);", "#endif", "return false;")
    mm = route(m, "matmul", "fast")
    assert mm.statements[0] == (
        "if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_FAST, matmul, sy_fast_matmul);")
    assert not any("sy__route_" in s for op in m.ops if op.cls.kernel
                   for c in names.route_cases(m, op) for s in c.statements)
    place = names.placement(m, m.op("matmul"))["fast"]
    assert place == "own (f32), else -> mid (f64), else -> mid -> cpu"
    assert names.placement(m, m.op("neg"))["fast"] == "-> mid -> cpu"
    # the table's fallback: the first of the chain that is compiled in
    assert names.fallback_enum(m, m.backend("fast")) == (
        "(SY_WITH_MID ? SY_BACKEND_MID : SY_WITH_CPU ? SY_BACKEND_CPU : SY__NO_FALLBACK)")
    assert names.fallback_enum(m, m.backend("cpu")) == "SY__NO_FALLBACK"


def test_chain_skips_a_backend_left_out_of_the_build(mutate):
    """What a build with fast needs: cpu (it alone runs neg); mid alone is not enough,
    cpu alone is: the header guards and backends.mk's SY_NEEDS_ say so."""
    m = parse(with_backend(mutate, CHAIN))
    needs = [[c.name for c in g] for g in names.fallback_needs(m, m.backend("fast"))]
    assert needs == [["cpu"]]
    conds = [cond for cond, _message in names.config_errors(m)]
    assert "SY_WITH_FAST && !SY_WITH_CPU" in conds
    assert not any(c.startswith("SY_WITH_FAST && !SY_WITH_MID") for c in conds)


def test_chain_needs_one_of_several(mutate):
    """A chain where two backends each run everything the first leaves: either will do."""
    both = CHAIN.replace("ops: {add: [f32], exp: [f32, f64], matmul: [f64]}", "ops: all")
    m = parse(with_backend(mutate, both))
    needs = [[c.name for c in g] for g in names.fallback_needs(m, m.backend("fast"))]
    assert needs == [["mid", "cpu"]]
    errors = dict(names.config_errors(m))
    assert "SY_WITH_FAST && !(SY_WITH_MID || SY_WITH_CPU)" in errors
    assert "enable one of SY_WITH_MID, SY_WITH_CPU or disable SY_WITH_FAST" in (
        errors["SY_WITH_FAST && !(SY_WITH_MID || SY_WITH_CPU)"])
    # mid runs everything itself, but may decline a call: it needs some backend of its chain
    assert [[c.name for c in g] for g in names.fallback_needs(m, m.backend("mid"))] == [["cpu"]]


def test_config_errors(real_model, plain):
    """No backend enabled, and one guard per backend with a fallback (macros read from the yaml)."""
    cfg = {b["name"]: b.get("cfg", f"SY_WITH_{b['name'].upper()}") for b in plain.backends}
    assert [cond for cond, _m in names.config_errors(real_model)] == (
        [f"!({' || '.join(cfg[b['name']] for b in plain.real)})"]
        + [f"{cfg[b['name']]} && !{cfg[terminal(plain, b)]}" for b in plain.real if b.get("fallback")])


def terminal(plain, b):
    """The end of b's fallback chain: with the shipped yaml, the one backend
    that runs everything (cpu) and so what every chain needs."""
    by_name = {x["name"]: x for x in plain.real}
    while b.get("fallback"):
        b = by_name[b["fallback"]]
    return b["name"]


def test_config_errors_of_the_reference_backends(reference_model):
    assert [cond for cond, _m in names.config_errors(reference_model)] == [
        "!(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS || SY_WITH_SIM)",
        "SY_WITH_SIMD && !SY_WITH_CPU", "SY_WITH_BLAS && !SY_WITH_CPU", "SY_WITH_SIM && !SY_WITH_CPU"]


def test_kernel_decls(real_model):
    """One declaration per (backend, op) the backend lists, named sy_<backend>_<op>, taking its class's args."""
    decls = [(k.backend.name, k.name, k.args) for k in names.kernel_decls(real_model)]
    expected = [(b.name, f"sy_{b.name}_{e.op}", real_model.op(e.op).cls.kernel_args)
                for b in real_model.real_backends for e in b.ops]
    assert decls == expected


def test_kernel_decls_of_the_reference_backends(reference_model):
    decls = [(k.backend.name, k.name, k.args) for k in names.kernel_decls(reference_model)]
    assert ("simd", "sy_simd_matmul", "sy_matmul_args") in decls
    assert ("blas", "sy_blas_matmul", "sy_matmul_args") in decls
    assert ("simd", "sy_simd_sum", "sy_reduce_args") in decls and ("simd", "sy_simd_zeros", "sy_fill_args") in decls


# ---- names: small helpers ----------------------------------------------------------------------


@pytest.mark.parametrize("dtypes, mask", [
    ((), "0u"), (("f32",), "SY__DT_F32"), (("f32", "f64"), "SY__DT_F32 | SY__DT_F64"), (("bool",), "SY__DT_BOOL"),
    (("f32", "i32", "i64", "bool"), "SY__DT_F32 | SY__DT_I32 | SY__DT_I64 | SY__DT_BOOL"),
    (("f32", "f64", "i32", "i64", "bool"), "SY__DT_ALL")])
def test_dtype_mask(real_model, dtypes, mask):
    """(the shipped yaml's dtype order)"""
    assert names.dtype_mask(real_model, dtypes) == mask


def test_guard_names_each_macro_once(reference_model):
    cpu, sim = reference_model.backend("cpu"), reference_model.backend("sim")
    assert names.guard(cpu, sim) == "SY_WITH_CPU && SY_WITH_SIM"
    assert names.guard(sim, sim) == "SY_WITH_SIM"


def test_where_names_the_entry(real_model):
    """Comments cite the yaml entry by name: no path, no line (which any edit above would move)."""
    m = real_model
    assert names.where(m.backend("simd").loc) == "backends[simd]"
    assert names.where(m.backend("simd").own("matmul").loc) == "backends[simd].ops.matmul"
    assert names.where(m.backend("cpu").own("add").loc) == "backends[cpu].ops"  # ops: all
    assert names.where(m.op("div").loc) == "ops[div]"
    assert names.where(m.op("div").derivatives[1].loc) == "ops[div].derivative.b"
    assert names.where(m.dtype("f32").loc) == "dtypes[f32]"
    assert names.where(m.errors[0].loc) == f"errors[{m.errors[0].name}]"
    assert names.where(m.transfers[0].loc) == f"transfers[{m.transfers[0].src}->{m.transfers[0].dst}]"
    loc = m.real_backends[0].loc
    moved = type(loc)("/abs/path/conf.yaml", loc.line, loc.col, loc.entry)
    assert names.where(moved) == names.where(loc) and loc == loc.named("x")  # the entry is not compared


def test_an_input_may_declare_no_gradient(mutate):
    """`b: none` keeps b out of the backward function; the runtime then gives b no gradient."""
    div = '{a: "div(grad, b)", b: "neg(div(mul(grad, result), b))"}'
    m = parse(mutate((div, '{a: "div(grad, b)", b: none}')))
    op = m.op("div")
    assert op.has_gradient and [d.input for d in op.derivatives] == ["a"]
    assert names.saves_mask(m, op, "b") == names.Saves()


def test_words_of_the_yaml_are_enums(real_model):
    """kind, memory, category and an arm's kind are enums that still compare and print as the yaml's words."""
    from generator.spec import ArmKind, BackendKind, Category, Memory
    cpu, sim, capture = real_model.backend("cpu"), real_model.backend("sim"), real_model.capture
    assert (cpu.kind, cpu.memory, sim.memory) == (BackendKind.REAL, Memory.HOST, Memory.DEVICE)
    assert capture.kind is BackendKind.CAPTURE and capture.memory is None
    assert real_model.dtype("f32").category is Category.FLOAT
    assert cpu.memory == "host" and f"{sim.memory} memory" == "device memory" and str(capture.kind) == "capture"
    assert {a.kind for a in names.arms(real_model)} <= set(ArmKind)


def _node_facts(node, depth=0):
    """Every node of a graph: kind, tag, value, style and position."""
    mark = (node.start_mark.line, node.start_mark.column, node.end_mark.line, node.end_mark.column)
    if isinstance(node, yaml.ScalarNode):
        return [(depth, "scalar", node.tag, node.value, node.style, mark)]
    out = [(depth, type(node).__name__, node.tag, node.flow_style, mark)]
    for item in node.value:
        for child in item if isinstance(item, tuple) else (item,):
            out += _node_facts(child, depth + 1)
    return out


@pytest.mark.skipif(not getattr(yaml, "__with_libyaml__", False), reason="PyYAML without LibYAML: one parser only")
def test_libyaml_composes_what_the_python_parser_does(yaml_text, reference_text):
    """The generator parses with LibYAML when it can: the node graph must be the Python parser's."""
    from generator import source
    for text in (yaml_text, reference_text, "a: [1, 'x', \"y\", null]\nb: |\n  z\nc: >-\n  e\nd: {e: f}\n"):
        fast = source._compose_fast(text)
        assert fast is not None
        assert _node_facts(fast) == _node_facts(yaml.compose(text, Loader=yaml.SafeLoader))
    # what LibYAML would take but the Python parser refuses or cannot nest goes to the Python parser
    assert source._compose_fast("x:\n" + "".join(" " * (i + 1) + "k:\n" for i in range(100))) is None
    assert source._compose_fast("abi: 1\x07\n") is None
