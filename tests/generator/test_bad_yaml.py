"""Every mistake in backends.yaml that the model rejects: the exact message,
the exact line:col, exit status 2, and an output folder left alone.

Each case is a mutation of the reference document (reference.py: the real
backends.yaml with a fixed copy of the shipped backends, so backends a user
adds do not move the targets). A `‸` in the replacement
(or in the `at` needle, searched in the mutated text) marks where the error
must point, so the expected locations follow backends.yaml when it grows.
Messages may refer to other places as `{name}`, resolved from needles too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from generator import model as model_mod
from generator.source import SpecError
from reference import ABI_LINE, VERSION_LINE

# ---- lines of the reference document the mutations edit (ABI_LINE: the `abi: N` line,
# VERSION_LINE: the `version: X.Y.Z` line) ----

F32 = "  - {name: f32, c: float, category: float}"
F64 = "  - {name: f64, c: double, category: float}"
ALL_DTYPES = [f"{line}\n" for line in (
    F32, F64,
    "  - {name: i32, c: int32_t, category: int}",
    "  - {name: i64, c: int64_t, category: int}",
    "  - {name: bool, c: uint8_t, category: bool}",
)]

CPU = "  - name: cpu\n    id: 0\n"
SIMD = "  - name: simd\n    id: 1\n"
BLAS = "  - name: blas\n    id: 2\n"
SIM = "  - name: sim\n    id: 3\n"
CAPTURE = "  - name: capture\n    id: 11\n    kind: capture\n"
CAPTURE_ENTRY = CAPTURE + (
    "    doc: Records ops into a graph without computing them; values may move onto it, never off.\n")
CPU_OPS = "    devices: 1\n    ops: all\n"
SIMD_FB = "    fallback: cpu\n    ops:\n      zeros: [float, int, bool]\n"
BLAS_FB = "    fallback: cpu\n    libs: [openblas]\n"
BLAS_LIBS = "    libs: [openblas]\n"
SIM_FB = "    fallback: cpu\n    ops: []\n"
SIM_MEMORY = "    memory: device\n"
SIM_DEVICES = "    devices: 2\n"
SIM_DTYPES = "    dtypes: [f32, i32, i64, bool]\n"
SIMD_ADD = "      add: [float, int]\n"
SIMD_MATMUL = "      matmul: [float]\n"
BLAS_MATMUL = "      matmul: [f32, f64]\n"
TRANSFER = "  - {from: sim, to: sim, function: sy_k_sim_copy_peer}"

ZEROS = "  - {name: zeros, class: fill, value: 0, dtypes: [float, int, bool], derivative: none}"
NEG = '  - {name: neg, class: unary, dtypes: [float, int], memory_bound: true, derivative: {a: "neg(grad)"}}'
EXP = '  - {name: exp, class: unary, dtypes: [float], memory_bound: true, derivative: {a: "mul(grad, result)"}}'
EQ = "  - {name: eq, class: compare, dtypes: [float, int, bool], derivative: none}"
CAST = '  - {name: cast, class: cast, dtypes: [float, int, bool], derivative: {a: "cast(grad, dtype_of(a))"}}'
SUM = '  - {name: sum, class: reduce, dtypes: [float, int], derivative: {a: "unreduce(grad, a, axis, keepdim)"}}'
INVERSE = '  - {name: inverse, params: [perm], returns: perm, doc: "The inverse of a permutation."}'

E_INVALID = "  - name: INVALID_ARGUMENT\n    code: -1\n"
E_DISABLED = "  - name: BACKEND_DISABLED\n    code: -2\n"
E_OOM_EXPLAIN = "    explain: An allocation on the host or on a device failed.\n"
E_INV_BEFORE = ("      before: |\n        sy_tensor *y;\n        st = sy_sum(x, 2, false, &y);"
                " /* x has rank 2: axes are 0, 1 (or -2, -1) */\n")
E_INV_AFTER = "      after: |\n        sy_tensor *y;\n        st = sy_sum(x, -1, false, &y); /* the last axis */\n"
E_INV_EXAMPLE = "    example:\n" + E_INV_BEFORE
MSG_AUTODIFF = '    message: "Cannot move between autodiff and non-autodiff instances."'
MSG_CAPTURE = '    message: "Cannot move a tensor from a capture device"'

FORMULA = '"mul(grad, result)"'  # exp's derivative, the formula the formula cases edit


def sub(line: str, old: str, new: str) -> tuple[str, str]:
    """An edit of one piece of a line: (line, line with old replaced by new)."""
    assert line.count(old) == 1, (line, old)
    return line, line.replace(old, new)


def formula(new: str) -> tuple[str, str]:
    return sub(EXP, FORMULA, new)


@dataclass(frozen=True)
class Case:
    id: str
    edits: tuple[tuple[str, str], ...]
    message: str  # may hold {ref} placeholders
    at: str | None = None  # needle in the mutated text; default: the ‸ of the edits
    refs: dict[str, str] = field(default_factory=dict)  # ref -> needle


def case(id: str, *edits: tuple[str, str], msg: str, at: str | None = None, **refs: str) -> Case:
    return Case(id, edits, msg, at, refs)


VERSION_MSG = "version must be MAJOR.MINOR.PATCH, three numbers such as 0.3.0, not "
TOP_KEYS = "abi, backends, dtypes, errors, helpers, ops, transfers, version"
DTYPE_LIST = "dtypes: f32, f64, i32, i64, bool; categories: float, int, bool"
CLASS_LIST = "fill, unary, binary, compare, where, matmul, reduce, reshape, permute, transpose, expand, cast"
HELPER_TYPE_LIST = "tensor, meta, shape, perm, axis, bool, dtype, scalar"
BACKEND_KEYS = "cfg, cflags, devices, doc, dtypes, fallback, id, init, kind, ldflags, libs, memory, name, ops, shutdown"

CASES = [
    # ---- YAML itself and the top level ---------------------------------------------------
    case("malformed-unclosed-flow-mapping", (F32, F32[:-1]),
         msg="malformed YAML: expected ',' or '}', but got '{'", at="  - ‸{name: f64"),
    case("malformed-tab", (ABI_LINE, ABI_LINE + "‸\tfoo: 1\n"),
         msg="malformed YAML: found character '\\t' that cannot start any token"),
    case("malformed-mapping-in-scalar", (SIMD, "  - name: simd\n    id: 1‸: 2\n"),
         msg="malformed YAML: mapping values are not allowed here"),
    case("malformed-undefined-alias", (ABI_LINE, "abi: ‸*one\n"),
         msg="malformed YAML: found undefined alias 'one'"),
    case("malformed-second-document", (ABI_LINE, ABI_LINE + "‸---\nabi: 2\n"),
         msg="malformed YAML: but found another document"),
    case("missing-top-level-key", (ABI_LINE, ""),
         msg="backends.yaml has no 'abi'", at="‸" + VERSION_LINE),
    case("unknown-top-level-key", (ABI_LINE, ABI_LINE + "‸foo: 2\n"),
         msg=f"unknown key 'foo' in backends.yaml (expected: {TOP_KEYS})"),
    case("unknown-top-level-key-hint", (ABI_LINE, ABI_LINE + "‸backend: 2\n"),
         msg=f"unknown key 'backend' in backends.yaml (expected: {TOP_KEYS}); did you mean 'backends'?"),
    case("duplicate-top-level-key", (ABI_LINE, ABI_LINE + "‸abi: 3\n"),
         msg="duplicate key 'abi' in backends.yaml (first at {first})", first="‸" + ABI_LINE),
    case("abi-not-int", (ABI_LINE, "abi: ‸one\n"),
         msg="'abi' of backends.yaml must be an integer, not 'one'"),
    case("abi-not-positive", (ABI_LINE, "abi: ‸0\n"), msg="abi must be a positive integer"),
    case("version-missing", (VERSION_LINE, ""), msg="backends.yaml has no 'version'", at="‸" + ABI_LINE),
    case("version-two-numbers", (VERSION_LINE, "version: ‸1.0\n"), msg=VERSION_MSG + "'1.0'"),
    case("version-integer", (VERSION_LINE, "version: ‸1\n"), msg=VERSION_MSG + "'1'"),
    case("version-leading-zero", (VERSION_LINE, "version: ‸0.03.0\n"), msg=VERSION_MSG + "'0.03.0'"),
    case("version-prerelease", (VERSION_LINE, "version: ‸0.3.0-rc1\n"), msg=VERSION_MSG + "'0.3.0-rc1'"),
    case("version-list", (VERSION_LINE, "version: ‸[0, 3, 0]\n"), msg=VERSION_MSG + "a list"),

    # ---- dtypes -----------------------------------------------------------------------------
    case("dtype-unknown-key-hint", sub(F32, "}", ", ‸catgory: x}"),
         msg="unknown key 'catgory' in dtype 'f32' (expected: c, category, name); did you mean 'category'?"),
    case("dtype-unknown-key", sub(F32, "}", ", ‸size: 4}"),
         msg="unknown key 'size' in dtype 'f32' (expected: c, category, name)"),
    case("dtype-duplicate-key", sub(F32, "}", ", ‸name: g}"),
         msg="duplicate key 'name' in dtype #1 (first at {first})", first="{‸name: f32"),
    case("dtype-duplicate-name", sub(F64, "name: f64", "name: ‸f32"),
         msg="duplicate dtype 'f32' (first defined at {first})", first="{name: ‸f32, c: float"),
    case("dtype-name-not-c-identifier", sub(F64, "name: f64", "name: ‸f-64"),
         msg="dtype name 'f-64' is not a valid C identifier"),
    case("dtype-name-case-collision", sub(F64, "name: f64", "name: ‸F32"),
         msg="dtype 'F32' and 'f32' (first defined at {first}) would both become SY_DTYPE_F32",
         first="{name: ‸f32"),
    case("dtype-name-is-int", sub(F64, "name: f64", "name: ‸64"),
         msg="'name' of dtype #2 must be a string, not int '64'"),
    case("dtype-name-is-bool", sub(F64, "name: f64", "name: ‸yes"),
         msg="'name' of dtype #2 must be a string, not bool 'yes'"),
    case("dtype-c-not-a-type", sub(F64, "c: double", "c: ‸'double*'"),
         msg="C type 'double*' of dtype 'f64' is not a C type name"),
    case("dtype-bad-category", sub(F64, "category: float", "category: ‸real"),
         msg="category 'real' of dtype 'f64' is not one of: float, int, bool"),
    case("dtype-missing-category", sub(F64, ", category: float", ""),
         msg="dtype 'f64' has no 'category'", at="  - ‸{name: f64"),
    case("dtype-not-a-mapping", (F32, "  - ‸f32"), msg="dtype #1 must be a mapping, not a scalar"),
    case("dtypes-empty", ("\ndtypes:\n", "\ndtypes: ‸[]\n"), *[(line, "") for line in ALL_DTYPES],
         msg="dtypes must list at least one dtype"),

    # ---- ops ----------------------------------------------------------------------------------
    case("op-unknown-key-hint", sub(NEG, "memory_bound", "‸memory_bnd"),
         msg="unknown key 'memory_bnd' in op 'neg' (expected: class, derivative, dtypes, memory_bound, name, value);"
             " did you mean 'memory_bound'?"),
    case("op-duplicate-key", sub(NEG, "memory_bound: true", "memory_bound: true, ‸class: binary"),
         msg="duplicate key 'class' in op #4 (first at {first})", first="{name: neg, ‸class"),
    case("op-duplicate-name", sub(NEG, "name: neg", "name: add"),
         msg="duplicate op 'add' (first defined at {first})",
         at="{name: ‸add, class: binary", first="{name: ‸add, class: unary"),
    case("op-name-not-c-identifier", sub(NEG, "name: neg", "name: ‸neg-x"),
         msg="op name 'neg-x' is not a valid C identifier"),
    case("op-name-python-keyword", sub(NEG, "name: neg", "name: ‸lambda"),
         msg="op name 'lambda' is a Python keyword, which derivative formulas could not call"),
    case("op-name-reserved", sub(NEG, "name: neg", "name: ‸status_str"),
         msg="op name 'status_str' would collide with sy_status_str of runtime/switchyard.h"),
    case("op-name-reserved-contract", sub(NEG, "name: neg", "name: ‸ew_args"),
         msg="op name 'ew_args' would collide with sy_ew_args of runtime/sy_contract.h"),
    case("op-name-reserved-backend-header", sub(NEG, "name: neg", "name: ‸simd_isa"),
         msg="op name 'simd_isa' would collide with sy_simd_isa of kernels/simd/sy_simd.h"),
    case("op-name-kernel-prefix",
         (NEG, NEG + "\n  - {name: ‸k_simd_neg, class: unary, dtypes: [f32], derivative: none}"),
         msg="op name 'k_simd_neg' starts with 'k_': sy_k_* names are the backends' kernels (sy_k_<backend>_<op>)"),
    case("op-name-leading-underscore", sub(NEG, "name: neg", "name: ‸_dispatch"),
         msg="op name '_dispatch' must start with a letter (names behind sy_ that start with _ are the runtime's)"),
    case("op-name-case-collision", sub(NEG, "name: neg", "name: ADD"),
         msg="op 'add' and 'ADD' (first defined at {first}) would both become SY_OP_ADD",
         at="{name: ‸add, class: binary", first="{name: ‸ADD"),
    case("op-fill-value-not-finite", sub(ZEROS, "value: 0", "value: ‸.inf"),
         msg="the value of fill op 'zeros' must be a finite number (or 'arg')"),
    case("op-unknown-class", sub(NEG, "class: unary", "class: ‸unry"),
         msg=f"unknown class 'unry' of op 'neg' (classes: {CLASS_LIST}); did you mean 'unary'?"),
    case("op-unknown-dtype", sub(NEG, "[float, int]", "[float, ‸complex]"),
         msg=f"unknown dtype or category 'complex' in the dtypes of op 'neg' ({DTYPE_LIST})"),
    case("op-duplicate-dtype", sub(NEG, "[float, int]", "[float, ‸float]"),
         msg="duplicate entry 'float' in the dtypes of op 'neg' (first defined at {first})",
         first="{name: neg, class: unary, dtypes: [‸float"),
    case("op-dtypes-empty", sub(NEG, "[float, int]", "‸[]"),
         msg="the dtypes of op 'neg' must name at least one dtype"),
    case("op-dtypes-not-a-list", sub(NEG, "[float, int]", "‸float"),
         msg="'dtypes' of op #4 must be a list, not a scalar"),
    case("op-memory-bound-not-bool", sub(NEG, "memory_bound: true", "memory_bound: ‸1"),
         msg="'memory_bound' of op #4 must be true or false, not '1'"),
    case("op-memory-bound-quoted", sub(NEG, "memory_bound: true", "memory_bound: ‸'true'"),
         msg="'memory_bound' of op #4 must be true or false, not 'true'"),
    case("fill-without-value", sub(ZEROS, "value: 0, ", ""),
         msg="fill op 'zeros' needs 'value': a number, or 'arg' to take it as a parameter", at="  - ‸{name: zeros"),
    case("fill-value-not-a-number", sub(ZEROS, "value: 0", "value: ‸zero"),
         msg="'value' of op #1 must be a number, not 'zero'"),
    case("value-on-non-fill-op", sub(NEG, "dtypes:", "‸value: 1, dtypes:"),
         msg="'value' is only for fill ops, and 'neg' is a unary op"),
    case("no-cast-op", (CAST, '  - {name: cast, class: unary, dtypes: [float, int, bool], derivative: {a: grad}}'),
         msg="ops must include one op of class 'cast'; the runtime copies strided tensors with it",
         at="  ‸- {name: zeros,"),

    # ---- derivatives ------------------------------------------------------------------------
    case("derivative-syntax-error", formula('"mul‸(grad, result"'),
         msg="in the derivative of 'exp': formula 'mul(grad, result' is not an expression: '(' was never closed"),
    case("derivative-unknown-name", formula('"mul(grad, ‸reslt)"'),
         msg="in the derivative of 'exp': unknown name 'reslt' (names here: a, grad, result)"),
    case("derivative-unknown-name-single-quoted", formula("'mul(grad, ‸reslt)'"),
         msg="in the derivative of 'exp': unknown name 'reslt' (names here: a, grad, result)"),
    case("derivative-unknown-name-plain", sub(NEG, '"neg(grad)"', "neg(‸greed)"),
         msg="in the derivative of 'neg': unknown name 'greed' (names here: a, grad, result)"),
    case("derivative-unknown-name-attrs", sub(SUM, "a, axis, keepdim", "a, ‸axes, keepdim"),
         msg="in the derivative of 'sum': unknown name 'axes' (names here: a, axis, grad, keepdim, result)"),
    case("derivative-unknown-function", formula('"‸mull(grad, result)"'),
         msg="in the derivative of 'exp': unknown function 'mull' (not an op of backends.yaml nor a helper);"
             " did you mean 'mul'?"),
    case("derivative-unknown-function-no-hint", formula('"‸zzz(grad, result)"'),
         msg="in the derivative of 'exp': unknown function 'zzz' (not an op of backends.yaml nor a helper)"),
    case("derivative-missing-input",
         ('{a: "div(grad, b)", b: "neg(div(mul(grad, result), b))"}', '‸{a: "div(grad, b)"}'),
         msg="the derivative of op 'div' has no formula for input 'b'; give one, or write 'b: none' if no gradient"
             " flows to it"),
    case("derivative-bool-input", ('{a: "where(cond, grad, 0)", b: "where(cond, 0, grad)"}',
                                   '{‸cond: grad, a: "where(cond, grad, 0)", b: "where(cond, 0, grad)"}'),
         msg="input 'cond' of op 'where' is always bool and has no gradient; drop its formula"),
    case("derivative-all-none", ('{a: "div(grad, b)", b: "neg(div(mul(grad, result), b))"}', '‸{a: none, b: none}'),
         msg="every input of op 'div' is 'none'; write 'derivative: none' instead"),
    case("derivative-wrong-arity", formula('"‸mul(grad)"'),
         msg="in the derivative of 'exp': 'mul' takes 2 argument(s), got 1"),
    case("derivative-helper-wrong-arity", formula('"mul(grad, ‸shape_of(a, a))"'),
         msg="in the derivative of 'exp': 'shape_of' takes 1 argument(s), got 2"),
    case("derivative-wrong-argument-type", formula('"mul(grad, ‸shape_of(a))"'),
         msg="in the derivative of 'exp': argument 2 of 'mul' must be tensor, got shape"),
    case("derivative-float-for-axis", sub(SUM, "a, axis, keepdim", "a, ‸1.5, keepdim"),
         msg="in the derivative of 'sum': argument 3 of 'unreduce' must be axis, got float"),
    case("derivative-tensor-for-axis", sub(SUM, "a, axis, keepdim", "a, ‸grad, keepdim"),
         msg="in the derivative of 'sum': argument 3 of 'unreduce' must be axis, got tensor"),
    case("derivative-binary-operator", formula('"‸grad * result"'),
         msg="in the derivative of 'exp': write arithmetic as op calls (add, sub, mul, div, ...), not operators"),
    case("derivative-unary-operator", formula('"mul(‸-grad, result)"'),
         msg="in the derivative of 'exp': write arithmetic as op calls (add, sub, mul, div, ...), not operators"),
    case("derivative-comparison", formula('"mul(grad, ‸a < result)"'),
         msg="in the derivative of 'exp': write arithmetic as op calls (add, sub, mul, div, ...), not operators"),
    case("derivative-gives-shape", formula('"‸shape_of(grad)"'),
         msg="in the derivative of 'exp': a formula must give a tensor, this gives shape"),
    case("derivative-gives-number", formula('"‸1"'),
         msg="in the derivative of 'exp': a formula must give a tensor, this gives int"),
    case("derivative-function-as-name", formula('"‸mul"'),
         msg="in the derivative of 'exp': 'mul' is a function; call it"),
    case("derivative-name-called", formula('"‸grad(a)"'),
         msg="in the derivative of 'exp': 'grad' is not a function"),
    case("derivative-keyword-argument", formula('"‸mul(grad, b=result)"'),
         msg="in the derivative of 'exp': 'mul' takes positional arguments only"),
    case("derivative-unsupported-syntax", formula('"‸a.real"'),
         msg="in the derivative of 'exp': unsupported syntax Attribute"),
    case("derivative-key-not-an-input", sub(EXP, "{a: ", "{‸b: "),
         msg="'b' is not an input of op 'exp' (inputs: a)"),
    case("derivative-missing-on-float-op", sub(EXP, ', derivative: {a: "mul(grad, result)"}', ""),
         msg="op 'exp' takes float dtypes but has no 'derivative'; give a formula per input, or 'derivative: none'",
         at="  - ‸{name: exp,"),
    case("derivative-empty-mapping", sub(EXP, '{a: "mul(grad, result)"}', "‸{}"),
         msg="'derivative' of op 'exp' is empty; give formulas or write 'derivative: none'"),
    case("derivative-not-none", sub(EQ, "derivative: none", "derivative: ‸nothing"),
         msg="'derivative' of op 'eq' must be a mapping of input to formula, or 'none'"),
    case("derivative-on-fill-op", sub(ZEROS, "derivative: none", "derivative: ‸{a: grad}"),
         msg="fill op 'zeros' creates tensors from nothing; its derivative must be 'none'"),
    case("derivative-duplicate-input", sub(EXP, "{a: ", "{a: grad, ‸a: "),
         msg="duplicate key 'a' in 'derivative' of op #6 (first at {first})", first="derivative: {‸a: grad, a: "),
    case("derivative-name-shadowed-by-helper", sub(INVERSE, "name: inverse", "name: axis"),
         msg="name 'axis' of op 'sum' is also an op or helper name; formulas would be ambiguous",
         at="reduce, dtypes: [float, int], derivative: ‸{a: \"unreduce"),

    # ---- helpers ----------------------------------------------------------------------------
    case("helper-unknown-key-hint", sub(INVERSE, "returns: perm", "returns: perm, ‸retuns: perm"),
         msg="unknown key 'retuns' in helper 'inverse' (expected: doc, name, params, returns);"
             " did you mean 'returns'?"),
    case("helper-missing-params", sub(INVERSE, "params: [perm], ", ""),
         msg="helper 'inverse' has no 'params'", at="  - ‸{name: inverse"),
    case("helper-bad-param-type", sub(INVERSE, "[perm]", "[‸permutation]"),
         msg=f"parameter type 'permutation' of helper 'inverse' is not one of: {HELPER_TYPE_LIST}"),
    case("helper-bad-return-type", sub(INVERSE, "returns: perm", "returns: ‸list"),
         msg=f"return type 'list' of helper 'inverse' is not one of: {HELPER_TYPE_LIST}"),
    case("helper-params-not-a-list", sub(INVERSE, "[perm]", "‸perm"),
         msg="'params' of helper #5 must be a list, not a scalar"),
    case("helper-duplicate-name", sub(INVERSE, "name: inverse", "name: ‸shape_of"),
         msg="duplicate helper 'shape_of' (first defined at {first})", first="{name: ‸shape_of, params: [meta]"),
    case("helper-python-keyword", sub(INVERSE, "name: inverse", "name: ‸not"),
         msg="helper name 'not' is a Python keyword, which derivative formulas could not call"),
    case("helper-named-like-op", sub(INVERSE, "name: inverse", "name: add"),
         msg="helper 'add' has the name of an op", at="  - ‸{name: add, params"),

    # ---- backends ---------------------------------------------------------------------------
    case("backend-unknown-key-hint", (SIMD, SIMD + "    ‸memroy: host\n"),
         msg=f"unknown key 'memroy' in backend 'simd' (expected: {BACKEND_KEYS}); did you mean 'memory'?"),
    case("backend-unknown-key", (SIMD, SIMD + "    ‸color: red\n"),
         msg=f"unknown key 'color' in backend 'simd' (expected: {BACKEND_KEYS})"),
    case("backend-duplicate-key", (SIMD, SIMD + "    ‸id: 4\n"),
         msg="duplicate key 'id' in backend #2 (first at {first})", first="  - name: simd\n    ‸id: 1"),
    case("backend-duplicate-name", (BLAS, "  - name: ‸simd\n    id: 2\n"),
         msg="duplicate backend 'simd' (first defined at {first})", first="  - name: ‸simd\n    id: 1"),
    case("backend-name-not-c-identifier", (SIMD, "  - name: ‸si md\n    id: 1\n"),
         msg="backend name 'si md' is not a valid C identifier"),
    case("backend-not-a-mapping", (SIMD, "  - ‸[simd]\n  - id: 1\n"),
         msg="backend #2 must be a mapping, not a list"),
    case("backend-id-not-int", (SIMD, "  - name: simd\n    id: ‸one\n"),
         msg="'id' of backend #2 must be an integer, not 'one'"),
    case("backend-id-quoted", (SIMD, "  - name: simd\n    id: ‸'1'\n"),
         msg="'id' of backend #2 must be an integer, not '1'"),
    case("backend-id-float", (SIMD, "  - name: simd\n    id: ‸1.0\n"),
         msg="'id' of backend #2 must be an integer, not '1.0'"),
    case("backend-id-too-big", (SIMD, "  - name: simd\n    id: ‸256\n"),
         msg="id 256 of backend 'simd' must fit in 8 bits (0..255)"),
    case("backend-id-negative", (SIMD, "  - name: simd\n    id: ‸-1\n"),
         msg="id -1 of backend 'simd' must fit in 8 bits (0..255)"),
    case("backend-id-reused", (SIMD, "  - name: simd\n    id: ‸0\n"),
         msg="backend id 0 of 'simd' is already used by 'cpu' (line {cpu.line}); ids are never reused",
         cpu="  - name: cpu\n    id: ‸0"),
    case("backend-id-reused-by-capture", (CAPTURE, "  - name: capture\n    id: ‸3\n    kind: capture\n"),
         msg="backend id 3 of 'capture' is already used by 'sim' (line {sim.line}); ids are never reused",
         sim="  - name: sim\n    id: ‸3"),
    case("backend-cfg-reused", (SIMD, SIMD + "    cfg: ‸SY_WITH_CPU\n"),
         msg="cfg macro SY_WITH_CPU of backend 'simd' is already used"),
    case("backend-default-cfg-reused", (CPU, CPU + "    cfg: SY_WITH_SIMD\n"),
         msg="cfg macro SY_WITH_SIMD of backend 'simd' is already used", at="  - name: ‸simd"),
    case("backend-cfg-not-c-identifier", (SIMD, SIMD + "    cfg: ‸1BAD\n"),
         msg="cfg macro '1BAD' is not a valid C identifier"),
    case("backend-bad-kind", (CAPTURE, "  - name: capture\n    id: 11\n    kind: ‸capturer\n"),
         msg="kind 'capturer' of backend 'capture' must be 'real' or 'capture'"),
    case("backend-bad-memory", (SIM_MEMORY, "    memory: ‸gpu\n"),
         msg="memory 'gpu' of backend 'sim' must be one of: host, device"),
    case("backend-memory-is-list", (SIM_MEMORY, "    memory: ‸[device]\n"),
         msg="'memory' of backend #4 must be a string, not a list"),
    case("backend-missing-memory", (SIM_MEMORY, ""),
         msg="backend 'sim' has no 'memory'", at="  - ‸name: sim\n"),
    case("backend-devices-zero", (SIM_DEVICES, "    devices: ‸0\n"),
         msg="devices of backend 'sim' must be between 1 and 256, or 'runtime', not 0"),
    case("backend-devices-too-many", (SIM_DEVICES, "    devices: ‸257\n"),
         msg="devices of backend 'sim' must be between 1 and 256, or 'runtime', not 257"),
    case("backend-devices-not-int", (SIM_DEVICES, "    devices: ‸two\n"),
         msg="devices of backend 'sim' must be an integer from 1 to 256 or 'runtime', not 'two'"),
    case("backend-unknown-dtype", (SIM_DTYPES, "    dtypes: [f32, i32, ‸f16, bool]\n"),
         msg=f"unknown dtype or category 'f16' in the dtypes of backend 'sim' ({DTYPE_LIST}); did you mean 'f64'?"),
    case("backend-bad-lib", (BLAS_LIBS, "    libs: [‸open blas]\n"),
         msg="library 'open blas' of backend 'blas' is not a pkg-config package name"),
    case("capture-with-memory", (CAPTURE, CAPTURE + "    ‸memory: host\n"),
         msg="unknown key 'memory' in backend 'capture' (expected: cfg, doc, id, kind, name)"),
    case("capture-with-ops", (CAPTURE, CAPTURE + "    ‸ops: all\n"),
         msg="unknown key 'ops' in backend 'capture' (expected: cfg, doc, id, kind, name)"),
    case("backend-unknown-op", (SIMD_ADD, "      ‸addd: [float, int]\n"),
         msg="backend 'simd' lists unknown op 'addd'; did you mean 'add'?"),
    case("backend-unknown-op-in-list", (CPU_OPS, "    devices: 1\n    ops: [add, ‸mull]\n"),
         msg="backend 'cpu' lists unknown op 'mull'; did you mean 'mul'?"),
    case("backend-ops-not-all", (CPU_OPS, "    devices: 1\n    ops: ‸some\n"),
         msg="ops of backend 'cpu' must be 'all', a list of op names, or a mapping of op to dtypes"),
    case("backend-duplicate-op-in-list", (CPU_OPS, "    devices: 1\n    ops: [add, ‸add]\n"),
         msg="duplicate op 'add' in the ops of backend 'cpu' (first defined at {first})",
         first="    ops: [‸add, add]"),
    case("backend-duplicate-op-key", (SIMD_MATMUL, SIMD_MATMUL + "      ‸add: [f32]\n"),
         msg="duplicate key 'add' in 'ops' of backend #2 (first at {first})", first="      ‸add: [float, int]"),
    case("backend-op-not-c-identifier", (SIMD_MATMUL, SIMD_MATMUL + "      ‸1add: [f32]\n"),
         msg="op name '1add' is not a valid C identifier"),
    case("backend-lists-view-op", (SIMD_ADD, "      ‸reshape: [float, int]\n"),
         msg="op 'reshape' is a view (reshape) done by the runtime; backends do not list it"),
    case("backend-dtype-op-does-not-take", (BLAS_MATMUL, "      matmul: [f32, f64, ‸bool]\n"),
         msg="op 'matmul' of backend 'blas' lists 'bool', but bool is not a dtype the op takes"),
    case("backend-category-op-does-not-take", (SIMD_MATMUL, "      matmul: [float, ‸bool]\n"),
         msg="op 'matmul' of backend 'simd' lists 'bool', but bool is not a dtype the op takes"),
    case("backend-op-unknown-dtype", (BLAS_MATMUL, "      matmul: [f32, f64, ‸f128]\n"),
         msg=f"unknown dtype or category 'f128' in op 'matmul' of backend 'blas' ({DTYPE_LIST})"),
    case("backend-op-duplicate-dtype", (BLAS_MATMUL, "      matmul: [f32, ‸f32]\n"),
         msg="duplicate entry 'f32' in op 'matmul' of backend 'blas' (first defined at {first})",
         first="      matmul: [‸f32, f32]"),
    case("backend-compares-without-bool", ("    dtypes: [f32, i32, i64, bool]\n", "    dtypes: ‸[f32, i32, i64]\n"),
         msg="backend 'sim' stores f32, which comparisons take, but not bool, which they return; add bool to its"
             " dtypes (results of comparisons and the masks of backward passes live there)"),
    case("backend-cflags-not-an-option",
         ("    libs: [openblas]\n", "    libs: [openblas]\n    cflags: [‸'-O2; rm -rf /']\n"),
         msg="cflags entry '-O2; rm -rf /' of backend 'blas' must be one compiler or linker option starting with '-'"
             " (letters, digits and _=.,+/:@- only; no spaces, quotes or shell characters)"),
    case("backend-devices-word", ("    devices: 2\n", "    devices: ‸many\n"),
         msg="devices of backend 'sim' must be an integer from 1 to 256 or 'runtime', not 'many'"),

    # ---- fallbacks ----------------------------------------------------------------------------
    case("fallback-unknown", (BLAS_FB, "    fallback: ‸gpu\n" + BLAS_LIBS),
         msg="fallback 'gpu' of backend 'blas' is not a backend; did you mean 'cpu'?"),
    case("fallback-itself", (BLAS_FB, "    fallback: ‸blas\n" + BLAS_LIBS),
         msg="backend 'blas' cannot fall back to itself"),
    case("fallback-capture", (BLAS_FB, "    fallback: ‸capture\n" + BLAS_LIBS),
         msg="backend 'blas' cannot fall back to the capture backend 'capture'"),
    case("fallback-device-memory", (BLAS_FB, "    fallback: ‸sim\n" + BLAS_LIBS),
         msg="fallback 'sim' of backend 'blas' must keep host memory (fallbacks run on staged host data)"),
    case("fallback-cycle-2", (CPU_OPS, "    devices: 1\n    fallback: ‸simd\n    ops: all\n"),
         msg="fallback cycle: cpu -> simd -> cpu"),
    case("fallback-cycle-3", (CPU_OPS, "    devices: 1\n    fallback: ‸simd\n    ops: all\n"),
         (SIMD_FB, "    fallback: blas\n    ops:\n      zeros: [float, int, bool]\n"),
         msg="fallback cycle: cpu -> simd -> blas -> cpu"),
    case("fallback-cycle-not-through-first", (BLAS_FB, "    fallback: ‸simd\n" + BLAS_LIBS),
         (SIMD_FB, "    fallback: blas\n    ops:\n      zeros: [float, int, bool]\n"),
         msg="fallback cycle: simd -> blas -> simd", at="    fallback: ‸blas\n    ops:\n      zeros"),
    case("fallback-does-not-implement", (CPU_OPS, "    devices: 1\n    ops: [add, mul, neg]\n"),
         msg="fallback 'cpu' of backend 'simd' does not implement op 'exp' for f64, which 'simd' leaves to it",
         at="    fallback: ‸cpu\n    ops:\n      zeros"),
    case("fallback-without-fallback-does-not-implement",
         (SIMD_FB, "    ops:\n      zeros: [float, int, bool]\n"),
         (BLAS_FB, "    fallback: ‸simd\n" + BLAS_LIBS),
         msg="fallback 'simd' of backend 'blas' does not implement op 'exp' for f64, which 'blas' leaves to it"),
    case("fallback-dtype-gap", (CPU_OPS, "    devices: 1\n    ops: {matmul: [float]}\n"),
         (SIMD_FB, "    ops:\n      zeros: [float, int, bool]\n"),
         (BLAS_FB, "    fallback: ‸cpu\n" + BLAS_LIBS),
         (SIM_FB, "    ops: []\n"),
         msg="fallback 'cpu' of backend 'blas' does not implement op 'zeros' for f32, which 'blas' leaves to it"),

    # ---- capture backend ----------------------------------------------------------------------
    case("missing-capture", (CAPTURE_ENTRY, ""),
         msg="backends must list one backend of kind 'capture' (the runtime's capture devices); "
             "builds can still leave it out with its cfg macro set to 0",
         at="  ‸- name: cpu\n"),
    case("duplicate-capture", (CAPTURE_ENTRY, CAPTURE_ENTRY + "  - ‸name: capture2\n    id: 12\n    kind: capture\n"),
         msg="only one capture backend is allowed ('capture' is already one)"),

    # ---- transfers ----------------------------------------------------------------------------
    case("formula-calls-fill-op", formula('"mul(grad, ‸zeros(a))"'),
         msg="in the derivative of 'exp': 'zeros' creates a tensor from nothing; formulas write constants as numbers"),
    case("transfer-unknown-from", sub(TRANSFER, "from: sim", "from: ‸gpu"),
         msg="transfer 'from' names unknown backend 'gpu'; did you mean 'cpu'?"),
    case("transfer-unknown-to", sub(TRANSFER, "to: sim", "to: ‸gpu"),
         msg="transfer 'to' names unknown backend 'gpu'; did you mean 'cpu'?"),
    case("transfer-capture", sub(TRANSFER, "to: sim", "to: ‸capture"),
         msg="transfers to or from the capture backend 'capture' are fixed by the runtime"),
    case("transfer-host-backend", sub(TRANSFER, "to: sim", "to: ‸cpu"),
         msg="the transfer names host-memory backend 'cpu'; direct functions connect device-memory backends"
             " (host-memory pairs share storage, others stage)"),
    case("transfer-duplicate-pair", (TRANSFER, TRANSFER + "\n  - ‸{from: sim, to: sim, function: sy_k_sim_copy_2}"),
         msg="duplicate transfer 'sim -> sim' (first defined at {first})",
         first="  - ‸{from: sim, to: sim, function: sy_k_sim_copy_peer}"),
    case("transfer-unknown-key-hint", sub(TRANSFER, "}", ", ‸functions: f}"),
         msg="unknown key 'functions' in transfer #1 (expected: from, function, to); did you mean 'function'?"),
    case("transfer-unknown-key", sub(TRANSFER, "}", ", ‸via: host}"),
         msg="unknown key 'via' in transfer #1 (expected: from, function, to)"),
    case("transfer-missing-function", sub(TRANSFER, ", function: sy_k_sim_copy_peer", ""),
         msg="transfer #1 has no 'function'", at="  - ‸{from: sim, to: sim}"),
    case("transfer-function-prefix", sub(TRANSFER, "sy_k_sim_copy_peer", "‸sy_sim_copy_peer"),
         msg="transfer function 'sy_sim_copy_peer' must be named sy_k_sim_<what>, like everything a backend's"
             " folder defines for the generated code"),
    case("transfer-function-prefix-only", sub(TRANSFER, "sy_k_sim_copy_peer", "‸sy_k_sim_"),
         msg="transfer function 'sy_k_sim_' must be named sy_k_sim_<what>, like everything a backend's"
             " folder defines for the generated code"),
    case("symbol-op-named-like-memory-function",
         (NEG, NEG + "\n  - {name: read, class: unary, dtypes: [f32], derivative: none}"),
         sub(SIM_FB, "ops: []", "ops: [‸read]"),
         msg="backend 'sim' (its op 'read') would define sy_k_sim_read, as backend 'sim' (its function read) does"
             " (at {sim}); rename one", sim="  - ‸name: sim\n"),
    case("symbol-two-backends",
         (NEG, NEG + "\n  - {name: x_add, class: binary, dtypes: [f32], derivative: none}"),
         sub(SIMD, "name: simd", "name: cpu_x"),
         msg="backend 'cpu_x' (its op 'add') would define sy_k_cpu_x_add, as backend 'cpu' (its op 'x_add') does"
             " (at {cpu}); rename one", at="      ‸add: [float, int]", cpu="    devices: 1\n    ops: ‸all\n"),
    case("symbol-transfer-named-like-memory-function", sub(TRANSFER, "sy_k_sim_copy_peer", "sy_k_sim_alloc"),
         msg="transfer function sy_k_sim_alloc is also the name backend 'sim' (its function alloc) defines"
             " (at {sim}); rename the transfer function", at="  - ‸{from: sim, to: sim", sim="  - ‸name: sim\n"),
    case("transfer-function-not-c-identifier", sub(TRANSFER, "sy_k_sim_copy_peer", "‸sy-sim"),
         msg="transfer function 'sy-sim' is not a valid C identifier"),

    # ---- errors -------------------------------------------------------------------------------
    case("error-unknown-key-hint", (E_INVALID, E_INVALID + "    ‸cod: -20\n"),
         msg="unknown key 'cod' in error 'INVALID_ARGUMENT' (expected: code, example, explain, fix, message, name);"
             " did you mean 'code'?"),
    case("error-unknown-key", (E_INVALID, E_INVALID + "    ‸hint: x\n"),
         msg="unknown key 'hint' in error 'INVALID_ARGUMENT' (expected: code, example, explain, fix, message, name)"),
    case("error-duplicate-key", (E_INVALID, E_INVALID + "    ‸code: -20\n"),
         msg="duplicate key 'code' in error #1 (first at {first})", first="INVALID_ARGUMENT\n    ‸code: -1"),
    case("error-code-positive", (E_INVALID, "  - name: INVALID_ARGUMENT\n    code: ‸1\n"),
         msg="code 1 of error 'INVALID_ARGUMENT' must be negative (SY_OK is 0) and above -32768"),
    case("error-code-zero", (E_INVALID, "  - name: INVALID_ARGUMENT\n    code: ‸0\n"),
         msg="code 0 of error 'INVALID_ARGUMENT' must be negative (SY_OK is 0) and above -32768"),
    case("error-code-too-small", (E_INVALID, "  - name: INVALID_ARGUMENT\n    code: ‸-32768\n"),
         msg="code -32768 of error 'INVALID_ARGUMENT' must be negative (SY_OK is 0) and above -32768"),
    case("error-code-not-int", (E_INVALID, "  - name: INVALID_ARGUMENT\n    code: ‸minus one\n"),
         msg="'code' of error #1 must be an integer, not 'minus one'"),
    case("error-code-reused", (E_DISABLED, "  - name: BACKEND_DISABLED\n    code: ‸-1\n"),
         msg="code -1 of error 'BACKEND_DISABLED' is already used by 'INVALID_ARGUMENT'"),
    case("error-name-lower-case", (E_INVALID, "  - name: ‸invalid_argument\n    code: -1\n"),
         msg="error name 'invalid_argument' must be UPPER_CASE"),
    case("error-name-not-c-identifier", (E_INVALID, "  - name: ‸INVALID-ARGUMENT\n    code: -1\n"),
         msg="error name 'INVALID-ARGUMENT' is not a valid C identifier"),
    case("error-duplicate-name", (E_DISABLED, "  - name: ‸INVALID_ARGUMENT\n    code: -2\n"),
         msg="duplicate error 'INVALID_ARGUMENT' (first defined at {first})",
         first="  - name: ‸INVALID_ARGUMENT\n    code: -1"),
    case("error-missing-explain", (E_OOM_EXPLAIN, ""),
         msg="error 'OUT_OF_MEMORY' has no 'explain'", at="  - ‸name: OUT_OF_MEMORY"),
    case("error-missing-required-status", (E_DISABLED, "  - name: BACKEND_OFF\n    code: -2\n"),
         msg="errors lacks statuses the runtime returns: BACKEND_DISABLED", at="  ‸- name: INVALID_ARGUMENT\n"),
    case("example-missing", (E_INV_EXAMPLE, ""), (E_INV_AFTER, ""),
         msg="error 'INVALID_ARGUMENT' has no 'example'", at="  - ‸name: INVALID_ARGUMENT"),
    case("example-not-mapping", (E_INV_EXAMPLE, "    example: ‸before\n    other:\n" + E_INV_BEFORE),
         msg="the example of error 'INVALID_ARGUMENT' must be a mapping, not a scalar"),
    case("example-unknown-key-hint", (E_INV_AFTER, E_INV_AFTER + "      ‸afterr: x\n"),
         msg="unknown key 'afterr' in the example of error 'INVALID_ARGUMENT' (expected: after, before);"
             " did you mean 'after'?"),
    case("example-unknown-key", (E_INV_AFTER, E_INV_AFTER + "      ‸output: x\n"),
         msg="unknown key 'output' in the example of error 'INVALID_ARGUMENT' (expected: after, before)"),
    case("example-duplicate-key", (E_INV_AFTER, E_INV_AFTER + "      ‸before: x\n"),
         msg="duplicate key 'before' in the example of error 'INVALID_ARGUMENT' (first at {first})",
         first="    example:\n      ‸before: |\n        sy_tensor *y;\n        st = sy_sum(x, 2,"),
    case("example-missing-after", (E_INV_AFTER, ""),
         msg="the example of error 'INVALID_ARGUMENT' has no 'after'",
         at="    example:\n      ‸before: |\n        sy_tensor *y;\n        st = sy_sum(x, 2,"),
    case("example-before-not-string", (E_INV_BEFORE, "      before: ‸42\n"),
         msg="'before' of the example of error 'INVALID_ARGUMENT' must be a string, not int '42'"),
    case("example-before-empty", (E_INV_BEFORE, '      before: ‸""\n'),
         msg="'before' of the example of error 'INVALID_ARGUMENT' must not be empty"),
    case("example-before-no-call", (E_INV_BEFORE, "      before: ‸|\n        float y[6];\n"),
         msg="'before' of the example of error 'INVALID_ARGUMENT' calls no sy_ function; show the call that returns"
             " (or avoids) the status"),
    case("example-tab",
         (E_INV_AFTER, "      after: ‸|\n        sy_tensor *y;\n        \tst = sy_sum(x, -1, false, &y);\n"),
         msg="'after' of the example of error 'INVALID_ARGUMENT' contains a tab; indent with spaces"),
    case("example-same-code", (E_INV_AFTER, "      after: |\n        sy_tensor *y;\n"
                                            "        st = sy_sum(x, 2, false, &y);"
                                            " /* x has rank 2: axes are 0, 1 (or -2, -1) */\n"),
         msg="the example of error 'INVALID_ARGUMENT' has the same code before and after",
         at="    example:\n      ‸before: |\n        sy_tensor *y;\n"
            "        st = sy_sum(x, 2, false, &y); /* x has rank"),
    case("error-autodiff-message", sub(MSG_AUTODIFF, 'instances."', 'instances"'),
         msg="the message of AUTODIFF_MISMATCH is fixed by the Burn contract:"
             " 'Cannot move between autodiff and non-autodiff instances.'",
         at="    message: ‸\"Cannot move between autodiff and non-autodiff instances\""),
    case("error-capture-message", sub(MSG_CAPTURE, 'device"', 'device."'),
         msg="the message of CAPTURE_ONE_WAY is fixed by the Burn contract:"
             " 'Cannot move a tensor from a capture device'",
         at="    message: ‸\"Cannot move a tensor from a capture device.\""),
]

assert len({c.id for c in CASES}) == len(CASES), "case ids must be unique"


def expected_line(c: Case, mutated) -> str:
    refs = {name: mutated.find(needle) for name, needle in c.refs.items()}
    message = c.message.format(**refs) if refs else c.message
    return f"{mutated.loc(c.at)}: error: {message}"


@pytest.mark.parametrize("c", CASES, ids=[c.id for c in CASES])
def test_rejected(c, mutate, project, run_main, repo, snapshot, outputs):
    """Exit 2, the exact message, and the output folder from before the edit left exactly as it was."""
    mutated = mutate(*c.edits)
    folder = project(mutated.text)
    old = folder / "generated"
    old.mkdir()
    for name in outputs:
        (old / name).write_bytes((repo / "generated" / name).read_bytes())
    before = snapshot(old)

    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected_line(c, mutated) + "\n")
    assert snapshot(old) == before
    assert sorted(p.name for p in folder.iterdir()) == ["backends.yaml", "generated"]


# One case of each part of the file: without an output folder, none is created.
NOT_CREATED = ["malformed-tab", "unknown-top-level-key-hint", "dtype-bad-category", "op-name-reserved",
               "derivative-wrong-arity", "helper-bad-return-type", "backend-id-reused", "fallback-cycle-3",
               "fallback-does-not-implement", "missing-capture", "transfer-duplicate-pair",
               "error-missing-required-status", "error-autodiff-message", "example-unknown-key-hint"]


@pytest.mark.parametrize("case_id", NOT_CREATED)
def test_rejected_without_output_folder(case_id, mutate, project, run_main):
    c = next(c for c in CASES if c.id == case_id)
    mutated = mutate(*c.edits)
    folder = project(mutated.text)
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected_line(c, mutated) + "\n")
    assert sorted(p.name for p in folder.iterdir()) == ["backends.yaml"]


def test_spec_error_carries_location_and_message(mutate):
    mutated = mutate((SIMD, "  - name: simd\n    id: ‸256\n"))
    with pytest.raises(SpecError) as info:
        model_mod.parse(mutated.text, "conf/backends.yaml")
    err = info.value
    assert (err.loc.path, err.loc.line, err.loc.col) == ("conf/backends.yaml", mutated.mark.line, mutated.mark.col)
    assert err.message == "id 256 of backend 'simd' must fit in 8 bits (0..255)"
    assert str(err) == f"conf/backends.yaml:{mutated.mark}: error: {err.message}"


# The real CLI (a subprocess) on a few cases of the table, --check included.
@pytest.mark.parametrize("case_id", ["malformed-tab", "fallback-cycle-3", "derivative-unknown-name"])
@pytest.mark.parametrize("mode", [[], ["--check"]], ids=["write", "check"])
def test_subprocess_rejects(case_id, mode, mutate, project, run_generator):
    c = next(c for c in CASES if c.id == case_id)
    mutated = mutate(*c.edits)
    folder = project(mutated.text)
    result = run_generator("--yaml", "backends.yaml", "--out", "out", *mode, cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected_line(c, mutated) + "\n")
    assert not (folder / "out").exists()


def test_error_names_the_yaml_path_given(mutate, project, run_main):
    """The location starts with the path as given on the command line."""
    c = next(c for c in CASES if c.id == "backend-id-reused")
    mutated = mutate(*c.edits)
    folder = project(mutated.text)
    (folder / "conf").mkdir()
    (folder / "backends.yaml").rename(folder / "conf" / "mine.yaml")
    result = run_main("--yaml", "conf/mine.yaml", "--out", "out", cwd=folder)
    assert result.returncode == 2
    assert result.stderr == "conf/mine.yaml:" + expected_line(c, mutated).split(":", 1)[1] + "\n"


def test_unreadable_yaml(project, run_main):
    folder = project("abi: 1\n")
    result = run_main("--yaml", "missing.yaml", "--out", "out", cwd=folder)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "missing.yaml:1:1: error: cannot read: No such file or directory\n"
    assert not (folder / "out").exists()


def test_not_utf8(project, run_main):
    folder = project("")
    (folder / "backends.yaml").write_bytes(b"abi: 1\n# caf\xe9\n")
    result = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "backends.yaml:1:1: error: not UTF-8 (byte 12)\n"
    assert not (folder / "out").exists()


# Files that are not a mutation of the real one.
RAW = [
    ("empty", "", "the file is empty; expected a mapping with dtypes, backends, ops and errors"),
    ("blank-lines", "\n\n", "the file is empty; expected a mapping with dtypes, backends, ops and errors"),
    ("comments-only", "# nothing yet\n", "the file is empty; expected a mapping with dtypes, backends, ops and errors"),
    ("list-root", "- abi: 1\n- dtypes: []\n", "backends.yaml must be a mapping, not a list"),
    ("scalar-root", "backends\n", "backends.yaml must be a mapping, not a scalar"),
    ("only-abi", "abi: 1\n", "backends.yaml has no 'dtypes'"),
]


@pytest.mark.parametrize("text, message", [r[1:] for r in RAW], ids=[r[0] for r in RAW])
def test_raw_files(text, message, project, run_main):
    with pytest.raises(SpecError) as info:
        model_mod.parse(text)
    assert str(info.value) == f"backends.yaml:1:1: error: {message}"
    folder = project(text)
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", f"backends.yaml:1:1: error: {message}\n")
    assert not (folder / "generated").exists()


# Input the YAML library itself rejects or cannot parse: a located error and
# exit 2, never a traceback, whatever the bytes.
HOSTILE = [
    ("bell", b"abi: 1\x07\n", "1:7", "malformed YAML: character U+0007 is not allowed (YAML is printable text)"),
    ("nul", b"abi: 1\n\x00\n", "2:1", "malformed YAML: character U+0000 is not allowed (YAML is printable text)"),
    ("flow-1000-deep", b"abi: 1\nx: " + b"[" * 1000 + b"]" * 1000 + b"\n", "2:68",
     "malformed YAML: collections nested more than 64 deep"),
    ("block-2000-deep", b"abi: 1\nx:\n  " + b"- " * 2000 + b"1\n", "3:129",
     "malformed YAML: collections nested more than 64 deep"),
    ("mapping-1500-deep", b"abi: 1\nx:\n" + b"".join(b" " * (i + 1) + b"k:\n" for i in range(1500)), "66:65",
     "malformed YAML: collections nested more than 64 deep"),
]


@pytest.mark.parametrize("raw, where, message", [h[1:] for h in HOSTILE], ids=[h[0] for h in HOSTILE])
def test_hostile_bytes(raw, where, message, project, run_generator):
    folder = project("")
    (folder / "backends.yaml").write_bytes(raw)
    result = run_generator("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"backends.yaml:{where}: error: {message}\n"
    assert "Traceback" not in result.stderr
    assert not (folder / "generated").exists()


def test_deep_but_allowed_flow_nesting(project, run_main):
    """Nesting up to the limit reaches the schema checks as usual."""
    folder = project("abi: 1\nx: " + "[" * 64 + "]" * 64 + "\n")
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert result.returncode == 2
    assert "unknown key 'x'" in result.stderr


TINY = """abi: 1
dtypes:
  - {name: f32, c: float, category: float}
ops:
  - {name: %s, class: unary, dtypes: [f32], derivative: none}
"""


@pytest.mark.parametrize("name", sorted(model_mod.runtime_names()))
def test_every_reserved_op_name(name, locate):
    """(A tiny file: the op names are checked before backends and errors are needed.)"""
    text = TINY % name
    with pytest.raises(SpecError) as info:
        model_mod.parse(text)
    pos = locate(text, "{name: ‸" + name + ",")
    header = model_mod.runtime_names()[name]
    assert str(info.value) == f"backends.yaml:{pos}: error: op name '{name}' would collide with sy_{name} of {header}"


def test_tiny_file_gets_past_the_op_names(locate):
    """The tiny file is fine up to the op names: an unreserved name fails later."""
    text = TINY % "negate"
    with pytest.raises(SpecError) as info:
        model_mod.parse(text)
    pos = locate(text, "ops:\n  ‸- {name: negate")
    assert str(info.value) == (f"backends.yaml:{pos}: error: ops must include one op of class 'cast';"
                               " the runtime copies strided tensors with it")


def runtime_identifiers(repo) -> set[str]:
    """<x> of every sy_<x> identifier (function or type) the runtime headers declare."""
    names: set[str] = set()
    for header in sorted((repo / "runtime").glob("*.h")):
        text = header.read_text(encoding="utf-8")
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        text = re.sub(r"^\s*#\s*include.*$", "", text, flags=re.M)
        names |= set(re.findall(r"\bsy_([a-z][a-z0-9_]*)\b", text))
    return names


def test_reserved_ops_cover_the_runtime(repo):
    """No op can be named so that sy_<op> collides with a runtime function or type."""
    names = runtime_identifiers(repo)
    assert {"to_device", "tensor", "status", "move_check", "kernel_error", "ew_args"} <= names  # the scan works
    assert names - set(model_mod.runtime_names()) == set()
    # the fixed names of the generated headers and a backend's public controls too
    assert {"dtype", "backend", "op", "simd_set_num_threads"} <= set(model_mod.runtime_names())


def test_reserved_names_come_from_the_headers(tmp_path):
    """A function added to the public header is reserved without editing the
    generator; names in comments, #include lines and a backend's private
    headers are not."""
    (tmp_path / "runtime").mkdir()
    (tmp_path / "runtime" / "switchyard.h").write_text(
        '#include "sy_frob_included.h"\n/* sy_in_a_comment */\n// sy_in_a_line_comment\n'
        "typedef struct sy_gizmo sy_gizmo;\nSY_API sy_status sy_frobnicate(const sy_gizmo *g);\n")
    (tmp_path / "kernels" / "fast").mkdir(parents=True)
    (tmp_path / "kernels" / "fast" / "sy_fast.h").write_text("void sy_fast_tune(int level);\nint sy_k_fast_x(void);\n")
    (tmp_path / "kernels" / "fast" / "sy_fast_private.h").write_text("void sy_fast_internal(void);\n")
    names = model_mod.runtime_names(tmp_path)
    assert names == {"gizmo": "runtime/switchyard.h", "status": "runtime/switchyard.h",
                     "frobnicate": "runtime/switchyard.h", "fast_tune": "kernels/fast/sy_fast.h"}
