"""The model API (generator.model.parse) and the decisions of generator.plan.

Most tests parse small inline documents (tiny.py: a host backend, a device
backend, a dozen ops) and assert on the model and the plan's objects: the
expected values are spelled out against that document, never against the
shipped backends.yaml. The tests of the shipped file itself (`real_model`)
loop over its backends, ops and pairs and compare with an independent
reading of it (yaml.safe_load); they say so in their names or docstrings."""

from __future__ import annotations

import hashlib
import itertools

import pytest
import yaml

from generator import formulas, plan as names
from generator import model as model_mod
from generator.formulas import Call, Literal, Name
from generator.spec import ArmKind, BackendKind, Category, Memory
from tiny import CAPTURE, DEV, DIV, EXP, HOST, MUL, OPS, RESHAPE, TRANSFERS, ZEROS, doc, with_backend

CATEGORIES = ("float", "int", "bool")
# more backends the tests add to the tiny document
FAST = "name: fast\nid: 2\nmemory: host\nfallback: host\nops: {add: [f32]}"
GPU = "name: gpu\nid: 200\nmemory: device\ndevices: 1\nfallback: host\nops: []"
SOLO = "name: solo\nid: 5\nmemory: host\nops: {add: [f32]}"


def sub(entry: str, old: str, new: str) -> str:
    assert entry.count(old) == 1, (entry, old)
    return entry.replace(old, new)


def swap(entries: list[str], old: str, new: str) -> list[str]:
    assert entries.count(old) == 1, old
    return [new if e == old else e for e in entries]


def with_dev(*edits: tuple[str, str], **sections):
    """The tiny model with the device backend's entry edited."""
    entry = DEV
    for old, new in edits:
        entry = sub(entry, old, new)
    return doc(backends=[HOST, entry, CAPTURE], **sections).model()


def with_op(old: str, new: str):
    """The tiny model with one op's entry replaced."""
    return doc(ops=swap(OPS, old, new)).model()


def kernel(m, backend: str, op: str) -> str:
    """The kernel the plan declares for (backend, op)."""
    return next(k.name for k in names.kernel_decls(m) if (k.backend.name, k.op.name) == (backend, op))


class Plain:
    """backends.yaml read with yaml.safe_load, defaults filled in as the schema documents them."""

    def __init__(self, text: str):
        self.data = yaml.safe_load(text)
        self.dtypes = [d["name"] for d in self.data["dtypes"]]
        self.category = {d["name"]: d["category"] for d in self.data["dtypes"]}
        # the device backends (real and capture); a `kind: mpi` layer is no device backend (Model.mpi)
        self.backends = [b for b in self.data["backends"] if b.get("kind") != "mpi"]
        self.mpi = [b for b in self.data["backends"] if b.get("kind") == "mpi"]
        self.real = [b for b in self.backends if b.get("kind", "real") not in ("capture", "remote")]
        self.transfers = [(t["from"], t["to"], t["function"]) for t in self.data.get("transfers") or []]

    def expand(self, names) -> tuple[str, ...]:
        chosen = set()
        for n in names:
            chosen |= {d for d in self.dtypes if self.category[d] == n} if n in CATEGORIES else {n}
        return tuple(d for d in self.dtypes if d in chosen)

    def row(self, b) -> tuple:
        kind = b.get("kind", "real")
        capture = kind in ("capture", "remote")  # dispatch-level: no memory, no devices of their own
        devices = 0 if capture else b.get("devices", 1)
        return (b["name"], b["id"], kind, None if capture else b["memory"],
                0 if devices == "runtime" else devices, b.get("cfg", f"SY_WITH_{b['name'].upper()}"),
                b.get("fallback"), tuple(b.get("libs") or ()))


@pytest.fixture(scope="module")
def plain(yaml_text) -> Plain:
    return Plain(yaml_text)


# ---- dtypes and categories -------------------------------------------------------------------

OP_DTYPES = [
    ("zeros", ("f32", "f64", "i32", "bool")),  # [float, int, bool]
    ("neg", ("f32", "f64", "i32")),  # [float, int]
    ("exp", ("f32", "f64")),  # [float]
    ("eq", ("f32", "f64", "i32", "bool")),
    ("matmul", ("f32", "f64", "i32")),
    ("sum", ("f32", "f64", "i32")),
]


@pytest.mark.parametrize("op, dtypes", OP_DTYPES, ids=[o for o, _ in OP_DTYPES])
def test_categories_expand_to_dtypes(tiny_model, op, dtypes):
    assert tiny_model.op(op).dtypes == dtypes


def test_every_op_of_the_shipped_file_expands_its_categories(real_model, plain):
    assert [(o.name, o.dtypes) for o in real_model.ops] == [
        (o["name"], plain.expand(o["dtypes"])) for o in plain.data["ops"]]


ORDERS = [
    ("[int, float]", ("f32", "f64", "i32")),
    ("[i32, float]", ("f32", "f64", "i32")),
    ("[bool, f64]", ("f64", "bool")),
    ("[i32]", ("i32",)),
    ("[int, i32]", ("i32",)),
]


@pytest.mark.parametrize("listed, dtypes", ORDERS, ids=[o for o, _ in ORDERS])
def test_op_dtypes_come_in_dtype_order(listed, dtypes):
    """(reshape: a view no backend lists, so any dtype list is valid)"""
    m = with_op(RESHAPE, RESHAPE.replace("[float, int, bool]", listed))
    assert m.op("reshape").dtypes == dtypes


def test_dtypes(tiny_model):
    assert [(d.name, d.c, d.category, d.enum) for d in tiny_model.dtypes] == [
        ("f32", "float", "float", "SY_DTYPE_F32"), ("f64", "double", "float", "SY_DTYPE_F64"),
        ("i32", "int32_t", "int", "SY_DTYPE_I32"), ("bool", "uint8_t", "bool", "SY_DTYPE_BOOL")]


# ---- backends ----------------------------------------------------------------------------------


def model_rows(m) -> list[tuple]:
    return [(b.name, b.id, b.kind, b.memory, b.devices, b.cfg, b.fallback, b.libs) for b in m.backends]


def test_backends_follow_the_shipped_yaml(real_model, plain):
    """Every backend of backends.yaml, in yaml order, with the schema's defaults."""
    assert model_rows(real_model) == [plain.row(b) for b in plain.backends]
    assert [b.name for b in real_model.real_backends] == [b["name"] for b in plain.real]
    captures = [b["name"] for b in plain.backends if b.get("kind") == "capture"]
    assert [real_model.capture.name] == captures
    for b in plain.backends:
        stores = plain.expand(b["dtypes"]) if "dtypes" in b else tuple(plain.dtypes)
        assert real_model.backend(b["name"]).dtypes == stores, b["name"]
    assert [(t.src, t.dst, t.function) for t in real_model.transfers] == plain.transfers
    # the mpi layer: its switch and libraries, kept out of the device backends
    assert [(m.name, m.cfg, m.libs) for m in [real_model.mpi] if m] == [
        (b["name"], b.get("cfg", f"SY_WITH_{b['name'].upper()}"), tuple(b.get("libs") or ())) for b in plain.mpi]


def test_tiny_backends(tiny_model):
    m = tiny_model
    assert model_rows(m) == [
        ("host", 0, "real", "host", 1, "SY_WITH_HOST", None, ()),
        ("dev", 1, "real", "device", 2, "SY_WITH_DEV", "host", ()),
        ("capture", 9, "capture", None, 0, "SY_WITH_CAPTURE", None, ()),
    ]
    assert [b.name for b in m.real_backends] == ["host", "dev"]
    assert m.capture.name == "capture"
    assert m.backend("dev").dtypes == ("f32", "i32", "bool")
    assert m.backend("host").dtypes == m.backend("capture").dtypes == ("f32", "f64", "i32", "bool")


def test_backend_options():
    m = with_dev(("devices: 2", "devices: runtime\ninit: true\nshutdown: true\nasync: true\ncfg: MY_DEV\n"
                                "libs: [dev-1.0]\n"
                                "packages: [{name: libdev-dev, pkg_config: dev-1.0}, {name: glslc, command: glslc},"
                                " {name: dev-icd, file: '/etc/dev/*.icd'}]\n"
                                "cflags: [-DDEV=1]\nldflags: ['-Wl,--as-needed']\ndoc: >-\n  A device\n  backend."))
    d = m.backend("dev")
    assert (d.devices, d.runtime_devices, d.init, d.shutdown, d.asynchronous, d.cfg, d.libs, d.cflags, d.ldflags,
            d.doc) == (0, True, True, True, True, "MY_DEV", ("dev-1.0",), ("-DDEV=1",), ("-Wl,--as-needed",),
                       "A device backend.")
    assert [p.word for p in d.packages] == ["libdev-dev=pkg-config:dev-1.0", "glslc=command:glslc",
                                            "dev-icd=file:/etc/dev/*.icd"]
    h = m.backend("host")
    assert (h.devices, h.runtime_devices, h.init, h.shutdown, h.asynchronous, h.libs, h.cflags, h.doc) == (
        1, False, False, False, False, (), (), "")


def test_ops_all_means_every_kernel_op(tiny_model):
    m = tiny_model
    host = m.backend("host")
    assert [(e.op, e.dtypes) for e in host.ops] == [(o.name, o.dtypes) for o in m.ops if o.family.kernel is not None]
    assert {o.name for o in m.ops if o.family.kernel is None} == {"reshape", "permute", "transpose"}
    assert host.own("reshape") is None


def test_backend_ops_mapping():
    d = doc(backends=[HOST, sub(DEV, "  add: [f32]\n  matmul: [f32]",
                                "  add: [float, int]\n  exp: [f32]\n  eq: [float, int, bool]\n  matmul: [float]"),
                      CAPTURE])
    m = d.model()
    dev = m.backend("dev")
    entries = dict((e.op, e.dtypes) for e in dev.ops)
    assert entries == {"add": ("f32", "f64", "i32"), "exp": ("f32",), "eq": ("f32", "f64", "i32", "bool"),
                       "matmul": ("f32", "f64")}
    loc = dev.own("matmul").loc
    assert (loc.line, loc.col) == (d.find("‸matmul: [float]").line, d.find("‸matmul: [float]").col)
    assert dev.own("neg") is None


def test_backend_ops_follow_op_order():
    m = with_dev(("  add: [f32]\n  matmul: [f32]", "  matmul: [float]\n  mul: [int]\n  add: [f32]"))
    assert [(e.op, e.dtypes) for e in m.backend("dev").ops] == [
        ("add", ("f32",)), ("mul", ("i32",)), ("matmul", ("f32", "f64"))]


def test_backend_ops_list_takes_all_dtypes():
    m = with_dev(("ops:\n  add: [f32]\n  matmul: [f32]", "ops: [matmul, add]"))
    assert [(e.op, e.dtypes) for e in m.backend("dev").ops] == [
        ("add", ("f32", "f64", "i32")), ("matmul", ("f32", "f64", "i32"))]


def test_backend_without_ops_of_its_own():
    m = with_dev(("ops:\n  add: [f32]\n  matmul: [f32]", "ops: []"))
    assert m.backend("dev").ops == ()
    assert names.kernel_decls(m) == [k for k in names.kernel_decls(m) if k.backend.name == "host"]


def test_transfers(tiny_model):
    m = tiny_model
    assert [(t.src, t.dst, t.function) for t in m.transfers] == [("dev", "dev", "sy_k_dev_copy_peer")]
    assert m.transfer("dev", "dev").function == "sy_k_dev_copy_peer"
    assert m.transfer("host", "dev") is None
    assert doc(transfers=None).model().transfers == ()


def test_errors_of_the_tiny_document(tiny_model):
    """Every status the runtime needs, in yaml order, with its code, texts and example."""
    m = tiny_model
    assert [e.name for e in m.errors] == list(model_mod.REQUIRED_ERRORS)
    assert [e.code for e in m.errors] == list(range(-1, -len(m.errors) - 1, -1))
    first = m.errors[0]
    assert (first.enum, first.message, first.explain, first.fix) == (
        "SY_E_INVALID_ARGUMENT", "Invalid argument.", "A pointer was NULL.", "Pass a valid one.")
    assert (first.example.before, first.example.after) == (
        "sy_tensor *y;\nst = sy_sum(x, 2, false, &y);", "sy_tensor *y;\nst = sy_sum(x, -1, false, &y);")


def test_errors_of_the_shipped_yaml(real_model):
    """(codes count down from -1; the first four names are the shipped yaml's)"""
    assert [e.code for e in real_model.errors] == list(range(-1, -len(real_model.errors) - 1, -1))
    assert [e.name for e in real_model.errors][:4] == [
        "INVALID_ARGUMENT", "BACKEND_DISABLED", "CAPTURE_ONE_WAY", "AUTODIFF_MISMATCH"]
    assert set(model_mod.REQUIRED_ERRORS) <= {e.name for e in real_model.errors}


def test_digest_of_the_shipped_yaml(yaml_text, repo):
    sha = hashlib.sha256(yaml_text.encode("utf-8")).hexdigest()[:16]
    assert model_mod.parse(yaml_text).digest == sha
    assert model_mod.load(repo / "backends.yaml").digest == sha


def test_digest_follows_every_byte(tiny_model, tiny_text):
    assert tiny_model.digest == hashlib.sha256(tiny_text.encode("utf-8")).hexdigest()[:16]
    assert doc(extra="# more\n").model().digest != tiny_model.digest
    assert model_mod.parse(tiny_text, digest="0123456789abcdef").digest == "0123456789abcdef"


# ---- ops: classes, attributes, fill values ---------------------------------------------------


ATTRS = [
    ("zeros", (), ("shape", "dtype", "device"), 0.0),
    ("full", (), ("shape", "value", "dtype", "device"), None),
    ("add", ("a", "b"), (), None),
    ("where", ("cond", "a", "b"), (), None),
    ("sum", ("a",), ("axis", "keepdim"), None),
    ("permute", ("a",), ("perm",), None),
    ("transpose", ("a",), ("dim0", "dim1"), None),
    ("cast", ("a",), ("dtype",), None),
]


@pytest.mark.parametrize("op, inputs, attrs, value", ATTRS, ids=[a[0] for a in ATTRS])
def test_op_inputs_attrs_and_values(tiny_model, op, inputs, attrs, value):
    o = tiny_model.op(op)
    assert (o.family.inputs, o.attrs, o.value) == (inputs, attrs, value)


def test_fill_value_may_be_any_number():
    m = with_op(ZEROS, ZEROS.replace("value: 0", "value: -2.5"))
    assert m.op("zeros").value == -2.5
    assert names.op_function(m, m.op("zeros")).attr_inits[-1] == "attrs.value = -2.5"
    full = names.op_function(m, m.op("full"))  # value: arg: a parameter, no constant
    assert "double value" in full.params and not any(i.endswith("= -2.5") for i in full.attr_inits)


def test_gradient_flags(tiny_model):
    no_grad = {o.name for o in tiny_model.ops if not o.has_gradient}
    assert no_grad == {"zeros", "full", "eq"}
    for o in tiny_model.ops:
        assert bool(o.derivatives) == o.has_gradient
    assert {o.name for o in tiny_model.ops if o.memory_bound} == {"neg", "exp", "add"}


# ---- derivative formulas -----------------------------------------------------------------------

GRAD = Name("grad", "grad", "tensor")
RESULT = Name("result", "result", "tensor")
A = Name("a", "input", "tensor")
B = Name("b", "input", "tensor")

TREES = [
    ("add", "b", GRAD),
    ("mul", "a", Call("mul", "op", (GRAD, B), "tensor")),
    ("exp", "a", Call("mul", "op", (GRAD, RESULT), "tensor")),
    ("div", "b", Call("neg", "op", (Call("div", "op", (Call("mul", "op", (GRAD, RESULT), "tensor"), B), "tensor"),),
                      "tensor")),
    ("matmul", "a", Call("matmul", "op", (GRAD, Call("transpose", "op", (B, Literal(-1), Literal(-2)), "tensor")),
                         "tensor")),
    ("sum", "a", Call("unreduce", "helper", (GRAD, A, Name("axis", "attr", "axis"), Name("keepdim", "attr", "bool")),
                      "tensor")),
    ("cast", "a", Call("cast", "op", (GRAD, Call("dtype_of", "helper", (A,), "dtype")), "tensor")),
    ("permute", "a", Call("permute", "op", (GRAD, Call("inverse", "helper", (Name("perm", "attr", "perm"),), "perm")),
                          "tensor")),
]


@pytest.mark.parametrize("op, input, tree", TREES, ids=[f"{t[0]}.{t[1]}" for t in TREES])
def test_derivative_trees(tiny_model, op, input, tree):
    d = next(d for d in tiny_model.op(op).derivatives if d.input == input)
    assert d.expr == tree


NAMES_USED = [
    ("add", {"a": {"grad"}, "b": {"grad"}}),
    ("div", {"a": {"grad", "b"}, "b": {"grad", "result", "b"}}),
    ("where", {"a": {"cond", "grad"}, "b": {"cond", "grad"}}),
    ("sum", {"a": {"a", "grad", "axis", "keepdim"}}),
    ("transpose", {"a": {"grad", "dim0", "dim1"}}),
    ("exp", {"a": {"grad", "result"}}),
]


@pytest.mark.parametrize("op, used", NAMES_USED, ids=[n[0] for n in NAMES_USED])
def test_names_used(tiny_model, op, used):
    assert {d.input: formulas.names_used(d.expr) for d in tiny_model.op(op).derivatives} == used


SAVES = [("add", ""), ("neg", ""), ("exp", "SY__SAVES_RESULT"), ("mul", "SY__SAVES_DATA(0) | SY__SAVES_DATA(1)"),
         ("div", "SY__SAVES_DATA(1) | SY__SAVES_RESULT"), ("where", "SY__SAVES_DATA(0)"),
         ("matmul", "SY__SAVES_DATA(0) | SY__SAVES_DATA(1)"), ("sum", "SY__SAVES_META(0)"), ("eq", ""), ("zeros", "")]


@pytest.mark.parametrize("op, mask", SAVES, ids=[s[0] for s in SAVES])
def test_saves_mask(tiny_model, op, mask):
    """DATA(i): backward reads input i; RESULT: it reads the result; META(i): only its shape and dtype."""
    assert names.saves_mask(tiny_model, tiny_model.op(op)).c == (mask or "0u")


def test_saves_mask_per_input(tiny_model):
    """Each input's formula alone: mul's a reads b, b reads a; div's b reads the result too;
    sum's gradient reads only the shape of its input."""
    real_model = tiny_model
    mul, div, total = real_model.op("mul"), real_model.op("div"), real_model.op("sum")
    assert (names.saves_mask(real_model, mul, "a"), names.saves_mask(real_model, mul, "b")) == (
        names.Saves(data=(1,)), names.Saves(data=(0,)))
    assert (names.saves_mask(real_model, div, "a"), names.saves_mask(real_model, div, "b")) == (
        names.Saves(data=(1,)), names.Saves(data=(1,), result=True))
    assert names.saves_mask(real_model, total, "a") == names.Saves(meta=(0,))
    assert names.saves_mask(real_model, total, "a").c == "SY__SAVES_META(0)"
    assert names.saves_init(real_model, div) == "{[0] = SY__SAVES_DATA(1), [1] = SY__SAVES_DATA(1) | SY__SAVES_RESULT}"


def test_derivatives_come_in_input_order():
    m = with_op(MUL, MUL.replace('{a: "mul(grad, b)", b: "mul(grad, a)"}', '{b: "mul(grad, a)", a: "mul(grad, b)"}'))
    assert [(d.input, d.text) for d in m.op("mul").derivatives] == [("a", "mul(grad, b)"), ("b", "mul(grad, a)")]


def test_derivative_locations_in_the_shipped_yaml(real_model, yaml_text):
    lines = yaml_text.splitlines()
    for o in real_model.ops:
        for d in o.derivatives:
            at = lines[d.loc.line - 1][d.loc.col - 1:]
            assert at.lstrip('"').startswith(d.text), (o.name, d.input)


def test_numbers_stand_for_tensors():
    """A number may stand where a tensor goes, as in mul(1.5, x) (the reverse is a bad-yaml case)."""
    m = with_op(EXP, EXP.replace('"mul(grad, result)"', '"mul(grad, mul(1.5, result))"'))
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


def test_arm_kinds_of_the_shipped_yaml(real_model):
    """One arm per (source, destination) pair of the real backends of backends.yaml."""
    reals = real_model.real_backends
    assert [(a.src.name, a.dst.name) for a in names.arms(real_model)] == [
        (s.name, d.name) for s, d in itertools.product(reals, reals)]
    assert arm_kinds(real_model) == {(s.name, d.name): expected_kind(real_model, s, d)
                                     for s, d in itertools.product(reals, reals)}


def test_arm_kinds_of_the_tiny_backends():
    m = with_backend(FAST).model()
    hosts = ["host", "fast"]
    assert arm_kinds(m) == {
        **{(s, d): ("same-share" if s == d else "share") for s in hosts for d in hosts},
        **{(h, "dev"): "staged" for h in hosts},
        **{("dev", h): "staged" for h in hosts},
        ("dev", "dev"): "same-direct",
    }
    same = next(a for a in names.arms(m) if (a.src.name, a.dst.name) == ("dev", "dev"))
    assert same.call == "sy__same_device(t, dst) ? sy__move_share(t, dst, out) : " \
                        "sy__move_direct(t, dst, sy_k_dev_copy_peer, out)"
    assert same.comment == ("dev -> dev: same device shares, another index: direct sy_k_dev_copy_peer"
                            " (transfers[dev->dev])")
    assert same.doc == "same device: zero-copy; other index: direct sy_k_dev_copy_peer"
    share = next(a for a in names.arms(m) if (a.src.name, a.dst.name) == ("fast", "host"))
    assert (share.call, share.comment, share.doc, share.case) == (
        "sy__move_share(t, dst, out)",
        "fast -> host: both host memory, share the storage (backends[fast] -> backends[host])", "zero-copy",
        "SY__PAIR(SY_BACKEND_FAST, SY_BACKEND_HOST)")
    same_host = next(a for a in names.arms(m) if (a.src.name, a.dst.name) == ("host", "host"))
    assert (same_host.kind, same_host.doc) == (ArmKind.SAME_SHARE, "zero-copy (same backend)")


def test_same_device_backend_without_a_transfer_stages():
    m = doc(transfers=None).model()
    same = next(a for a in names.arms(m) if (a.src.name, a.dst.name) == ("dev", "dev"))
    assert same.kind == "same-staged"
    assert same.call == "sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_staged(t, dst, out)"


def test_second_device_backend_pairs_stage(tiny_model):
    m = with_backend(GPU).model()
    arms = {(a.src.name, a.dst.name): a for a in names.arms(m)}
    assert len(m.real_backends) == len(tiny_model.real_backends) + 1
    assert len(arms) == len(m.real_backends) ** 2
    for pair in [("gpu", "dev"), ("dev", "gpu"), ("host", "gpu"), ("gpu", "host")]:
        assert arms[pair].kind == "staged"
        assert arms[pair].call == "sy__move_staged(t, dst, out)"
    assert arms["gpu", "dev"].comment == (
        "gpu -> dev: device -> device memory, stage through host (backends[gpu] -> backends[dev])")
    same = arms["gpu", "gpu"]
    assert same.kind == "same-staged"
    assert same.call == "sy__same_device(t, dst) ? sy__move_share(t, dst, out) : sy__move_staged(t, dst, out)"
    assert same.guard == "SY_WITH_GPU"
    assert arms["gpu", "dev"].guard == "SY_WITH_GPU && SY_WITH_DEV"


def test_transfer_entry_gives_the_direct_arm_one_way():
    m = with_backend(GPU, transfers=[*TRANSFERS, "{from: gpu, to: dev, function: sy_k_gpu_to_dev}"]).model()
    arms = {(a.src.name, a.dst.name): a for a in names.arms(m)}
    assert (arms["gpu", "dev"].kind, arms["gpu", "dev"].call) == (
        "direct", "sy__move_direct(t, dst, sy_k_gpu_to_dev, out)")
    assert arms["gpu", "dev"].comment == "gpu -> dev: transfers: sy_k_gpu_to_dev (transfers[gpu->dev])"
    assert arms["gpu", "dev"].doc == "direct sy_k_gpu_to_dev"
    assert (arms["dev", "gpu"].kind, arms["gpu", "host"].kind) == ("staged", "staged")


# ---- names: op routes --------------------------------------------------------------------------


def route(m, op, backend):
    return next(c for c in names.route_cases(m, m.op(op)) if c.backend.name == backend)


def test_one_route_case_per_real_backend_of_the_shipped_yaml(real_model):
    for op in real_model.ops:
        if op.family.kernel is None:
            continue
        assert [c.backend.name for c in names.route_cases(real_model, op)] == [
            b.name for b in real_model.real_backends], op.name


def test_routes_of_the_tiny_backends(tiny_model):
    m = tiny_model
    host_add = route(m, "add", "host")
    assert host_add.statements == (f"return SY__ROUTE(r, SY_BACKEND_HOST, ew, {kernel(m, 'host', 'add')});",)
    assert host_add.comment == "host implements add for f32 f64 i32 (backends[host].ops)"
    dev_mm = route(m, "matmul", "dev")
    assert dev_mm.statements == (
        f"if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_DEV, matmul, {kernel(m, 'dev', 'matmul')});",
        "#if SY_WITH_HOST", f"return SY__ROUTE(r, SY_BACKEND_HOST, matmul, {kernel(m, 'host', 'matmul')});", "#endif",
        "return false;")
    assert dev_mm.comment == "dev implements matmul for f32 (backends[dev].ops.matmul); fallback: host"
    dev_neg = route(m, "neg", "dev")
    assert dev_neg.statements == (
        "#if SY_WITH_HOST", f"return SY__ROUTE(r, SY_BACKEND_HOST, ew, {kernel(m, 'host', 'neg')});", "#endif",
        "return false;")
    assert dev_neg.comment == "dev does not implement neg (backends[dev]); fallback: host"
    assert [c.backend.name for c in names.route_cases(m, m.op("sum"))] == ["host", "dev"]
    assert names.placement(m, m.op("matmul")) == {"host": "own", "dev": "own (f32), else -> host"}
    assert names.placement(m, m.op("neg")) == {"host": "own", "dev": "-> host"}
    assert names.placement(m, m.op("reshape")) == {"host": "view", "dev": "view"}


def test_backend_without_fallback_is_unsupported():
    m = with_backend(SOLO).model()
    add, neg = route(m, "add", "solo"), route(m, "neg", "solo")
    assert add.statements == (
        f"if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_SOLO, ew, {kernel(m, 'solo', 'add')});",
        "return false;")
    assert add.comment == "solo implements add for f32 (backends[solo].ops.add); no fallback: UNSUPPORTED"
    assert neg.statements == ("return false;",)
    assert neg.comment == "solo does not implement neg (backends[solo]); no fallback: UNSUPPORTED"
    assert names.placement(m, m.op("neg"))["solo"] == "UNSUPPORTED"
    assert names.placement(m, m.op("add"))["solo"] == "own (f32), else UNSUPPORTED"
    assert names.placement(m, m.op("reshape"))["solo"] == "view"
    assert not any("solo" in message for _cond, message in names.config_errors(m))


def test_fallback_chain_routes_to_the_next_backend():
    """dev -> fast -> host: each case names the kernel that runs for each dtype, the links under
    their cfg macros, so a build without fast skips it; no route calls another."""
    m = doc(backends=[HOST, sub(DEV, "fallback: host", "fallback: fast"), FAST, CAPTURE]).model()
    assert [c.name for c in names.chain(m, m.backend("dev"))] == ["fast", "host"]
    add = route(m, "add", "dev")  # dev: add for f32 only; fast has f32 only too; host the rest
    assert add.statements == (
        f"if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_DEV, ew, {kernel(m, 'dev', 'add')});",
        "#if SY_WITH_FAST",
        f"if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, SY_BACKEND_FAST, ew, {kernel(m, 'fast', 'add')});",
        "#endif", "#if SY_WITH_HOST", f"return SY__ROUTE(r, SY_BACKEND_HOST, ew, {kernel(m, 'host', 'add')});",
        "#endif", "return false;")
    assert add.comment.endswith("; fallback: fast -> host")
    assert not any("sy__route_" in s for op in m.ops if op.family.kernel
                   for c in names.route_cases(m, op) for s in c.statements)
    assert names.placement(m, m.op("add"))["dev"] == "own (f32), else -> fast -> host"
    assert names.placement(m, m.op("exp"))["dev"] == "-> fast -> host"
    # the table's fallback: the first backend of the chain that is compiled in
    assert names.fallback_enum(m, m.backend("dev")) == (
        "(SY_WITH_FAST ? SY_BACKEND_FAST : SY_WITH_HOST ? SY_BACKEND_HOST : SY__NO_FALLBACK)")
    assert names.fallback_enum(m, m.backend("host")) == "SY__NO_FALLBACK"
    # everything dev leaves runs on host; fast alone is not enough, host alone is
    conds = [cond for cond, _message in names.config_errors(m)]
    assert "SY_WITH_DEV && !SY_WITH_HOST" in conds
    assert not any(c.startswith("SY_WITH_DEV && !SY_WITH_FAST") for c in conds)
    assert [[c.name for c in g] for g in names.fallback_needs(m, m.backend("dev"))] == [["host"]]


CHAIN_FAST = "name: quick\nid: 3\nmemory: host\nfallback: mid\nops: {matmul: [f32]}"
CHAIN_MID = "name: mid\nid: 4\nmemory: host\nfallback: host\nops: {add: [f32], exp: [f32, f64], matmul: [f64]}"


def test_chain_is_resolved_per_dtype():
    """quick -> mid -> host: mid takes every dtype of exp, yet host stays for a build without mid."""
    m = doc(backends=[HOST, DEV, CHAIN_FAST, CHAIN_MID, CAPTURE]).model()
    exp = route(m, "exp", "quick")
    assert exp.statements == (
        "#if SY_WITH_MID", f"return SY__ROUTE(r, SY_BACKEND_MID, ew, {kernel(m, 'mid', 'exp')});", "#endif",
        "#if SY_WITH_HOST", f"return SY__ROUTE(r, SY_BACKEND_HOST, ew, {kernel(m, 'host', 'exp')});", "#endif",
        "return false;")
    own = f"SY__ROUTE(r, SY_BACKEND_QUICK, matmul, {kernel(m, 'quick', 'matmul')})"
    assert route(m, "matmul", "quick").statements[0] == f"if (SY__DTYPE_IN(dt, SY__DT_F32)) return {own};"
    assert names.placement(m, m.op("matmul"))["quick"] == "own (f32), else -> mid (f64), else -> mid -> host"
    assert names.placement(m, m.op("neg"))["quick"] == "-> mid -> host"
    assert [[c.name for c in g] for g in names.fallback_needs(m, m.backend("quick"))] == [["host"]]


def test_chain_needs_one_of_several():
    """A chain where two backends each run everything the first leaves: either will do."""
    m = doc(backends=[HOST, DEV, CHAIN_FAST, sub(CHAIN_MID, "{add: [f32], exp: [f32, f64], matmul: [f64]}", "all"),
                      CAPTURE]).model()
    assert [[c.name for c in g] for g in names.fallback_needs(m, m.backend("quick"))] == [["mid", "host"]]
    errors = dict(names.config_errors(m))
    cond = "SY_WITH_QUICK && !(SY_WITH_MID || SY_WITH_HOST)"
    assert cond in errors and "enable one of SY_WITH_MID, SY_WITH_HOST or disable SY_WITH_QUICK" in errors[cond]
    # mid runs everything itself, but a kernel may decline a call: it needs some backend of its chain
    assert [[c.name for c in g] for g in names.fallback_needs(m, m.backend("mid"))] == [["host"]]


def test_config_errors_of_the_shipped_yaml(real_model, plain):
    """No backend enabled, and one guard per backend with a fallback (macros read from the yaml)."""
    cfg = {b["name"]: b.get("cfg", f"SY_WITH_{b['name'].upper()}") for b in plain.backends + plain.mpi}
    anyone = " || ".join(cfg[b["name"]] for b in plain.real)
    assert [cond for cond, _m in names.config_errors(real_model)] == (
        [f"{cfg[b['name']]} && !({anyone})" for b in plain.mpi]
        + [f"!({anyone})"]
        + [f"{cfg[b['name']]} && !{cfg[terminal(plain, b)]}" for b in plain.real if b.get("fallback")])


def terminal(plain, b):
    """The end of b's fallback chain: with the shipped yaml, the one backend
    that runs everything (cpu) and so what every chain needs."""
    by_name = {x["name"]: x for x in plain.real}
    while b.get("fallback"):
        b = by_name[b["fallback"]]
    return b["name"]


def test_config_errors_of_the_tiny_backends(tiny_model):
    assert names.config_errors(tiny_model) == [
        ("!(SY_WITH_HOST || SY_WITH_DEV)",
         "switchyard: no backend enabled; set at least one of SY_WITH_HOST, SY_WITH_DEV to 1"),
        ("SY_WITH_DEV && !SY_WITH_HOST",
         "switchyard: backend dev falls back to host for ops its kernels lack (backends[dev]); enable SY_WITH_HOST"
         " or disable SY_WITH_DEV")]


def test_kernel_decls_of_the_shipped_yaml(real_model):
    """One declaration per (backend, op) the backend lists, named sy_k_<backend>_<op>, taking its class's args."""
    decls = [(k.backend.name, k.name, k.args) for k in names.kernel_decls(real_model)]
    expected = [(b.name, f"sy_k_{b.name}_{e.op}", real_model.op(e.op).family.kernel_args)
                for b in real_model.real_backends for e in b.ops]
    assert decls == expected


def test_kernel_decls_of_the_tiny_backends(tiny_model):
    m = tiny_model
    decls = [(k.backend.name, k.op.name, k.args) for k in names.kernel_decls(m)]
    kernel_ops = [o for o in m.ops if o.family.kernel]
    assert decls == [("host", o.name, f"sy_{o.family.kernel}_args") for o in kernel_ops] + [
        ("dev", "add", "sy_ew_args"), ("dev", "matmul", "sy_matmul_args")]
    assert {k.name for k in names.kernel_decls(m)} >= {"sy_k_host_add", "sy_k_dev_matmul"}


# ---- names: small helpers ----------------------------------------------------------------------


@pytest.mark.parametrize("dtypes, mask", [
    ((), "0u"), (("f32",), "SY__DT_F32"), (("f32", "f64"), "SY__DT_F32 | SY__DT_F64"), (("bool",), "SY__DT_BOOL"),
    (("i32", "f32", "bool"), "SY__DT_F32 | SY__DT_I32 | SY__DT_BOOL"),
    (("f32", "f64", "i32", "bool"), "SY__DT_ALL")])
def test_dtype_mask(tiny_model, dtypes, mask):
    """(in the document's dtype order, whatever the order given)"""
    assert names.dtype_mask(tiny_model, dtypes) == mask


def test_guard_names_each_macro_once(tiny_model):
    host, dev = tiny_model.backend("host"), tiny_model.backend("dev")
    assert names.guard(host, dev) == "SY_WITH_HOST && SY_WITH_DEV"
    assert names.guard(dev, dev) == "SY_WITH_DEV"


def test_where_names_the_entry(tiny_model):
    """Comments cite the yaml entry by name: no path, no line (which any edit above would move)."""
    m = tiny_model
    assert names.where(m.backend("dev").loc) == "backends[dev]"
    assert names.where(m.backend("dev").own("matmul").loc) == "backends[dev].ops.matmul"
    assert names.where(m.backend("host").own("add").loc) == "backends[host].ops"  # ops: all
    assert names.where(m.op("div").loc) == "ops[div]"
    assert names.where(m.op("div").derivatives[1].loc) == "ops[div].derivative.b"
    assert names.where(m.dtype("f32").loc) == "dtypes[f32]"
    assert names.where(m.errors[0].loc) == f"errors[{m.errors[0].name}]"
    assert names.where(m.transfers[0].loc) == f"transfers[{m.transfers[0].src}->{m.transfers[0].dst}]"
    loc = m.real_backends[0].loc
    moved = type(loc)("/abs/path/conf.yaml", loc.line, loc.col, loc.entry)
    assert names.where(moved) == names.where(loc) and loc == loc.named("x")  # the entry is not compared


def test_where_needs_an_entry_path(tiny_model):
    """A location without the entry path (one made by hand) cannot be cited in a generated comment."""
    bare = type(tiny_model.backends[0].loc)("backends.yaml", 3, 5)
    with pytest.raises(ValueError, match="no entry path for backends.yaml:3:5"):
        names.where(bare)


def test_an_input_may_declare_no_gradient():
    """`b: none` keeps b out of the backward function; the runtime then gives b no gradient."""
    m = with_op(DIV, DIV.replace('b: "neg(div(mul(grad, result), b))"', "b: none"))
    op = m.op("div")
    assert op.has_gradient and [d.input for d in op.derivatives] == ["a"]
    assert names.saves_mask(m, op, "b") == names.Saves()


def test_words_of_the_yaml_are_enums(tiny_model):
    """kind, memory, category and an arm's kind are enums that still compare and print as the yaml's words."""
    host, dev, capture = tiny_model.backend("host"), tiny_model.backend("dev"), tiny_model.capture
    assert (host.kind, host.memory, dev.memory) == (BackendKind.REAL, Memory.HOST, Memory.DEVICE)
    assert capture.kind is BackendKind.CAPTURE and capture.memory is None
    assert tiny_model.dtype("f32").category is Category.FLOAT
    assert host.memory == "host" and f"{dev.memory} memory" == "device memory" and str(capture.kind) == "capture"
    assert {a.kind for a in names.arms(tiny_model)} <= set(ArmKind)


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
def test_libyaml_composes_what_the_python_parser_does(yaml_text):
    """The generator parses with LibYAML when it can: the node graph must be the Python parser's."""
    from generator import source
    for text in (yaml_text, doc().text, "a: [1, 'x', \"y\", null]\nb: |\n  z\nc: >-\n  e\nd: {e: f}\n"):
        fast = source._compose_fast(text)
        assert fast is not None
        assert _node_facts(fast) == _node_facts(yaml.compose(text, Loader=yaml.SafeLoader))
    # what LibYAML would take but the Python parser refuses or cannot nest goes to the Python parser
    assert source._compose_fast("x:\n" + "".join(" " * (i + 1) + "k:\n" for i in range(100))) is None
    assert source._compose_fast("abi: 1\x07\n") is None
