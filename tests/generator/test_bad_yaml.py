"""Every mistake in backends.yaml that the model rejects: the exact message,
the exact line:col, exit status 2, and an output folder left alone.

Each case is a small inline document (tiny.py: a few dtypes, a host and a
device backend, a dozen ops, the required statuses) with one section
replaced, so no case depends on the shipped backends.yaml. A `‸` in the
document (or in the `at` needle, searched in the document) marks where the
error must point; messages may refer to other places as `{name}`, resolved
from needles too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest

from generator import model as model_mod
from generator.source import SpecError
from generator.families import shape_rules
from tiny import (ADD, BACKENDS, BINARY_F, CAPTURE, CAST, DEV, DIV, DTYPES, EQ, EXP, F32, F64, FAMILIES, HELPERS,
                  HOST, INVERSE, NEG, OPS, PEER, REQUIRED, SUM, UNARY_F, WHERE, ZEROS, Doc, doc, error_block, errors,
                  with_backend)
from tiny import ERRORS as ERROR_ENTRIES
from tiny import text as doc_text


def sub(entry: str, old: str, new: str) -> str:
    """entry with its one occurrence of old replaced by new."""
    assert entry.count(old) == 1, (entry, old)
    return entry.replace(old, new)


def swap(entries: list[str], old: str, new: str) -> list[str]:
    """A section's entries with the entry old replaced by new."""
    assert entries.count(old) == 1, old
    return [new if e == old else e for e in entries]


def ops(old: str, new: str) -> Doc:
    return doc(ops=swap(OPS, old, new))


# the unary family once more, worded otherwise so the needles stay unique
UNARY_AGAIN = '{name: ‸unary, signature: "(a: T) -> T", infer: same, kernel: ew, doc: again}'


def fams(old: str, new: str) -> Doc:
    return doc(families=swap(FAMILIES, old, new))


# an int[N] attribute passes on only to a parameter of the same length
WIN_F = ('{name: win, signature: "(x: T, weight: T, stride: int[2] = 1, pads: int[4] = 0) -> T", infer: same,'
         ' kernel: op, doc: windows}')
WIN_BW_F = ('{name: win_bw, signature: "(dy: T, weight: T, pads: int[4] = 0) -> T", infer: same, kernel: op,'
            ' doc: their gradient}')
WIN = ('{name: win, family: win, dtypes: [float], derivative: {x: "win_bw(grad, weight, ‸stride)"},'
       ' onnx: {none: a test}}')
WIN_BW = "{name: win_bw, family: win_bw, dtypes: [float], derivative: none, onnx: {none: a test}}"


def formula(new: str) -> Doc:
    """exp's derivative formula replaced."""
    return ops(EXP, sub(EXP, '"mul(grad, result)"', new))


def backend(old: str, new: str) -> Doc:
    return doc(backends=swap(BACKENDS, old, new))


def dev(old: str, new: str) -> Doc:
    return backend(DEV, sub(DEV, old, new))


def helper(new: str) -> Doc:
    return doc(helpers=swap(HELPERS, INVERSE, new))


def transfer(new: str) -> Doc:
    return doc(transfers=[new])


def error_entry(**keys) -> Doc:
    """The first status in block style with some of its keys' texts replaced."""
    keys.setdefault("name", REQUIRED[0])
    return doc(errors=errors(error_block(**keys)))


# more host backends, for fallbacks
FAST = "name: fast\nid: 2\nmemory: host\nfallback: host\nops: {add: [f32]}"
SLOW = "name: slow\nid: 3\nmemory: host\nfallback: fast\nops: []"
# a device backend whose kernels may decline f32 calls at run time, falling back to `fast`
GPU = ("name: gpu\nid: 4\nmemory: device\ndtypes: [f32, bool]\nfallback: ‸fast\n"
       "ops: {add: [f32], cast: [f32, bool]}\nruntime_fallback: [f32]")
RF = "the runtime_fallback of backend"


@dataclass(frozen=True)
class Case:
    id: str
    doc: Doc
    message: str  # may hold {ref} placeholders
    at: str | None = None  # needle in the document; default: its ‸
    refs: dict[str, str] = field(default_factory=dict)  # ref -> needle


def case(id: str, d: Doc, msg: str, at: str | None = None, **refs: str) -> Case:
    return Case(id, d, msg, at, refs)


VERSION_MSG = "version must be MAJOR.MINOR.PATCH, three numbers such as 0.3.0, not "
TOP_KEYS = "abi, backends, dtypes, errors, families, helpers, onnx_opset, ops, transfers, version"
DTYPE_LIST = "dtypes: f32, f64, i32, bool; categories: float, int, bool"
FAMILY_LIST = "fill, unary, binary, compare, where, matmul, reduce, reshape, permute, transpose, cast"
HELPER_TYPE_LIST = "tensor, meta, shape, perm, axis, bool, dtype, scalar"
BACKEND_KEYS = ("async, cfg, cflags, devices, doc, dtypes, fallback, id, init, kind, ldflags, libs, memory, name,"
                " ops, packages, runtime_fallback, shutdown")
ERROR_KEYS = "code, example, explain, fix, message, name"
FIRST_ERROR = REQUIRED[0]  # the status in block style
EXAMPLE_AT = "example:\n      ‸before: |"
# the messages the Burn contract fixes, verbatim
AUTODIFF_MSG = "Cannot move between autodiff and non-autodiff instances."
CAPTURE_MSG = "Cannot move a tensor from a capture device"


def fixed_message(name: str, message: str, wrong: str) -> Doc:
    """The status `name` with its message replaced by `wrong`."""
    entry = next(e for e in ERROR_ENTRIES if e.startswith(f"name: {name}\n"))
    return doc(errors=swap(ERROR_ENTRIES, entry, sub(entry, f'message: "{message}"', f'message: ‸"{wrong}"')))


CASES = [
    # ---- YAML itself and the top level ---------------------------------------------------
    case("malformed-unclosed-flow-mapping", doc(dtypes=[F32[:-1], F64]),
         msg="malformed YAML: expected ',' or '}', but got '{'", at="  - ‸{name: f64"),
    case("malformed-tab", doc(abi="1\n‸\tfoo: 1"),
         msg="malformed YAML: found character '\\t' that cannot start any token"),
    case("malformed-mapping-in-scalar", dev("id: 1", "id: 1‸: 2"),
         msg="malformed YAML: mapping values are not allowed here"),
    case("malformed-undefined-alias", doc(abi="‸*one"), msg="malformed YAML: found undefined alias 'one'"),
    case("malformed-second-document", doc(abi="1\n‸---\nabi: 2"), msg="malformed YAML: but found another document"),
    case("missing-top-level-key", doc(abi=None), msg="backends.yaml has no 'abi'", at="‸version:"),
    case("unknown-top-level-key", doc(extra="‸foo: 2\n"),
         msg=f"unknown key 'foo' in backends.yaml (expected: {TOP_KEYS})"),
    case("unknown-top-level-key-hint", doc(extra="‸backend: 2\n"),
         msg=f"unknown key 'backend' in backends.yaml (expected: {TOP_KEYS}); did you mean 'backends'?"),
    case("duplicate-top-level-key", doc(abi="1\n‸abi: 3"),
         msg="duplicate key 'abi' in backends.yaml (first at {first})", first="‸abi: 1"),
    case("abi-not-int", doc(abi="‸one"), msg="'abi' of backends.yaml must be an integer, not 'one'"),
    case("abi-not-positive", doc(abi="‸0"), msg="abi must be a positive integer"),
    case("version-missing", doc(version=None), msg="backends.yaml has no 'version'", at="‸abi:"),
    case("version-two-numbers", doc(version="‸1.0"), msg=VERSION_MSG + "'1.0'"),
    case("version-integer", doc(version="‸1"), msg=VERSION_MSG + "'1'"),
    case("version-leading-zero", doc(version="‸0.03.0"), msg=VERSION_MSG + "'0.03.0'"),
    case("version-prerelease", doc(version="‸0.3.0-rc1"), msg=VERSION_MSG + "'0.3.0-rc1'"),
    case("version-list", doc(version="‸[0, 3, 0]"), msg=VERSION_MSG + "a list"),
    case("version-mapping", doc(version="‸{major: 0}"), msg=VERSION_MSG + "a mapping"),

    # ---- dtypes -----------------------------------------------------------------------------
    case("dtype-unknown-key-hint", doc(dtypes=swap(DTYPES, F32, sub(F32, "}", ", ‸catgory: x}"))),
         msg="unknown key 'catgory' in dtype 'f32' (expected: c, category, name, onnx); did you mean 'category'?"),
    case("dtype-unknown-key", doc(dtypes=swap(DTYPES, F32, sub(F32, "}", ", ‸size: 4}"))),
         msg="unknown key 'size' in dtype 'f32' (expected: c, category, name, onnx)"),
    case("dtype-duplicate-key", doc(dtypes=swap(DTYPES, F32, sub(F32, "}", ", ‸name: g}"))),
         msg="duplicate key 'name' in dtype #1 (first at {first})", first="{‸name: f32"),
    case("dtype-duplicate-name", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸f32"))),
         msg="duplicate dtype 'f32' (first defined at {first})", first="{name: ‸f32, c: float"),
    case("dtype-name-not-c-identifier", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸f-64"))),
         msg="dtype name 'f-64' is not a valid C identifier"),
    case("dtype-name-leading-underscore", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸_f64"))),
         msg="dtype name '_f64' must start with a letter (names behind sy_ that start with _ are the runtime's)"),
    case("dtype-name-case-collision", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸F32"))),
         msg="dtype 'F32' and 'f32' (first defined at {first}) would both become SY_DTYPE_F32",
         first="{name: ‸f32"),
    case("dtype-name-is-int", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸64"))),
         msg="'name' of dtype #2 must be a string, not int '64'"),
    case("dtype-name-is-bool", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸yes"))),
         msg="'name' of dtype #2 must be a string, not bool 'yes'"),
    case("dtype-name-is-a-list", doc(dtypes=swap(DTYPES, F64, sub(F64, "name: f64", "name: ‸[f64]"))),
         msg="'name' of dtype #2 must be a string, not a list"),
    case("dtype-c-not-a-type", doc(dtypes=swap(DTYPES, F64, sub(F64, "c: double", "c: ‸'double*'"))),
         msg="C type 'double*' of dtype 'f64' is not a C type name"),
    case("dtype-bad-category", doc(dtypes=swap(DTYPES, F64, sub(F64, "category: float", "category: ‸real"))),
         msg="category 'real' of dtype 'f64' is not one of: float, int, bool"),
    case("dtype-missing-category", doc(dtypes=swap(DTYPES, F64, sub(F64, ", category: float", ""))),
         msg="dtype 'f64' has no 'category'", at="  - ‸{name: f64"),
    case("dtype-missing-onnx", doc(dtypes=swap(DTYPES, F64, sub(F64, ", onnx: DOUBLE", ""))),
         msg="dtype 'f64' has no 'onnx'", at="  - ‸{name: f64"),
    case("dtype-onnx-unknown", doc(dtypes=swap(DTYPES, F64, sub(F64, "onnx: DOUBLE", "onnx: ‸FLOAT64"))),
         msg="onnx 'FLOAT64' of dtype 'f64' is not an ONNX element type (FLOAT, UINT8, INT8, UINT16, INT16, INT32,"
             " INT64, BOOL, FLOAT16, DOUBLE, UINT32, UINT64, BFLOAT16); did you mean 'FLOAT16'?"),
    case("dtype-onnx-category", doc(dtypes=swap(DTYPES, F64, sub(F64, "onnx: DOUBLE", "onnx: ‸INT64"))),
         msg="onnx 'INT64' of dtype 'f64' is of category int, but the dtype's is float"),
    case("dtype-onnx-not-a-string", doc(dtypes=swap(DTYPES, F64, sub(F64, "onnx: DOUBLE", "onnx: ‸{none: x}"))),
         msg="'onnx' of dtype 'f64' must be a string, not a mapping"),
    case("dtype-onnx-twice", doc(dtypes=swap(DTYPES, F64, sub(F64, "onnx: DOUBLE", "onnx: ‸FLOAT"))),
         msg="dtypes 'f32' and 'f64' are both ONNX FLOAT"),
    case("dtype-not-a-mapping", doc(dtypes=swap(DTYPES, F32, "‸f32")), msg="dtype #1 must be a mapping, not a scalar"),
    case("dtypes-empty", doc(dtypes="‸[]"), msg="dtypes must list at least one dtype"),
    case("dtypes-not-a-list", doc(dtypes="‸f32"), msg="'dtypes' of backends.yaml must be a list, not a scalar"),
    case("dtype-key-not-a-name", doc(dtypes=swap(DTYPES, F32, sub(F32, "}", ", ‸[x]: 1}"))),
         msg="keys of dtype #1 must be plain names"),

    # ---- ops ----------------------------------------------------------------------------------
    case("op-unknown-key-hint", ops(NEG, sub(NEG, "memory_bound", "‸memory_bnd")),
         msg="unknown key 'memory_bnd' in op 'neg' (expected: derivative, dtypes, family, memory_bound, name, onnx,"
             " random, value);"
             " did you mean 'memory_bound'?"),
    case("op-random-with-derivative", ops(NEG, sub(NEG, "memory_bound: true", "memory_bound: true, ‸random: true")),
         msg="op 'neg' is random (drawn from its seed), and a draw has no derivative: write 'derivative: none'"),
    case("op-duplicate-key", ops(NEG, sub(NEG, "memory_bound: true", "memory_bound: true, ‸family: binary")),
         msg="duplicate key 'family' in op #3 (first at {first})", first="{name: neg, ‸family"),
    case("op-duplicate-name", ops(NEG, sub(NEG, "name: neg", "name: add")),
         msg="duplicate op 'add' (first defined at {first})",
         at="{name: ‸add, family: binary", first="{name: ‸add, family: unary"),
    case("op-name-not-c-identifier", ops(NEG, sub(NEG, "name: neg", "name: ‸neg-x")),
         msg="op name 'neg-x' is not a valid C identifier"),
    case("op-name-python-keyword", ops(NEG, sub(NEG, "name: neg", "name: ‸lambda")),
         msg="op name 'lambda' is a Python keyword, which derivative formulas could not call"),
    case("op-name-leading-underscore", ops(NEG, sub(NEG, "name: neg", "name: ‸_dispatch")),
         msg="op name '_dispatch' must start with a letter (names behind sy_ that start with _ are the runtime's)"),
    case("op-name-case-collision", ops(NEG, sub(NEG, "name: neg", "name: ADD")),
         msg="op 'add' and 'ADD' (first defined at {first}) would both become SY_OP_ADD",
         at="{name: ‸add, family: binary", first="{name: ‸ADD"),
    case("op-fill-value-not-finite", ops(ZEROS, sub(ZEROS, "value: 0", "value: ‸.inf")),
         msg="the value of op 'zeros' must be a finite number (or 'arg')"),
    case("op-fill-value-nan", ops(ZEROS, sub(ZEROS, "value: 0", "value: ‸.nan")),
         msg="the value of op 'zeros' must be a finite number (or 'arg')"),
    case("op-unknown-family", ops(NEG, sub(NEG, "family: unary", "family: ‸unry")),
         msg=f"unknown family 'unry' of op 'neg' (families: {FAMILY_LIST}); did you mean 'unary'?"),
    case("op-unknown-dtype", ops(NEG, sub(NEG, "[float, int]", "[float, ‸complex]")),
         msg=f"unknown dtype or category 'complex' in the dtypes of op 'neg' ({DTYPE_LIST})"),
    case("op-duplicate-dtype", ops(NEG, sub(NEG, "[float, int]", "[float, ‸float]")),
         msg="duplicate entry 'float' in the dtypes of op 'neg' (first defined at {first})",
         first="{name: neg, family: unary, dtypes: [‸float"),
    case("op-dtypes-empty", ops(NEG, sub(NEG, "[float, int]", "‸[]")),
         msg="the dtypes of op 'neg' must name at least one dtype"),
    case("op-dtypes-not-a-list", ops(NEG, sub(NEG, "[float, int]", "‸float")),
         msg="'dtypes' of op 'neg' must be a list, not a scalar"),
    case("op-memory-bound-not-bool", ops(NEG, sub(NEG, "memory_bound: true", "memory_bound: ‸1")),
         msg="'memory_bound' of op 'neg' must be true or false, not '1'"),
    case("op-memory-bound-quoted", ops(NEG, sub(NEG, "memory_bound: true", "memory_bound: ‸'true'")),
         msg="'memory_bound' of op 'neg' must be true or false, not 'true'"),
    case("op-memory-bound-a-list", ops(NEG, sub(NEG, "memory_bound: true", "memory_bound: ‸[true]")),
         msg="'memory_bound' of op 'neg' must be true or false, not a list"),
    case("op-name-empty", ops(NEG, sub(NEG, "name: neg", "name: ‸''")), msg="'name' of op #3 must not be empty"),
    case("fill-without-value", ops(ZEROS, sub(ZEROS, "value: 0, ", "")),
         msg="op 'zeros' of family 'fill' needs 'value': a number, or 'arg' to take it as a parameter",
         at="  - ‸{name: zeros"),
    case("fill-value-not-a-number", ops(ZEROS, sub(ZEROS, "value: 0", "value: ‸zero")),
         msg="'value' of op 'zeros' must be a number, not 'zero'"),
    case("fill-value-quoted-arg", ops(ZEROS, sub(ZEROS, "value: 0", "value: ‸'arg'")),
         msg="'value' of op 'zeros' must be a number, not 'arg'"),
    case("value-on-non-fill-op", ops(NEG, sub(NEG, "dtypes:", "‸value: 1, dtypes:")),
         msg="'value' is only for ops that create a tensor of a value, and 'neg' is a unary op"),
    case("no-cast-op", ops(CAST, '{name: kast, family: cast, dtypes: [float, int, bool], derivative: {a: grad}}'),
         msg="ops must include 'cast', which the runtime copies strided tensors with", at="  ‸- {name: zeros,"),
    case("cast-op-of-another-family",
         ops(CAST, '‸{name: cast, family: unary, dtypes: [float, int, bool], derivative: {a: grad}}'),
         msg="op 'cast' is the runtime's copy: its family must run an ew kernel and read (a: T, dtype: dtype) ->"
             " Tensor<dtype>, not (a: T) -> T"),

    # ---- families and signatures ----------------------------------------------------------------
    case("family-unknown-rule", fams(UNARY_F, sub(UNARY_F, "infer: same", "infer: ‸sme")),
         msg=f"family 'unary' names shape rule 'sme', but runtime/sy_rules.h declares no sy__infer_sme (rules:"
             f" {', '.join(shape_rules())}); did you mean 'same'?"),
    case("family-unknown-kernel", fams(UNARY_F, sub(UNARY_F, "kernel: ew", "kernel: ‸elementwise")),
         msg="family 'unary' names kernel convention 'elementwise', which runtime/sy_contract.h does not define"
             " (sy_<name>_args; or 'view'): fill, ew, matmul, reduce, op, view"),
    case("family-shape-not-values", fams(UNARY_F, sub(UNARY_F, "kernel: ew", "kernel: ew, shape: ‸dynamic")),
         msg="family 'unary': shape may only be 'values' (a result shape that depends on the inputs' values), not"
             " 'dynamic'"),
    case("family-shape-values-of-a-record-family",
         fams(UNARY_F, sub(UNARY_F, "kernel: ew", "kernel: ew, shape: ‸values")),
         msg="family 'unary': shape: values needs `kernel: op` (the kernel's sizing call)"),
    case("family-duplicate", doc(families=[*FAMILIES, UNARY_AGAIN]),
         msg="duplicate family 'unary' (first defined at {first})",
         first='{name: ‸unary, signature: "(a: T) -> T", infer: same, kernel: ew, doc: elementwise}'),
    case("family-no-signature", fams(UNARY_F, "‸" + sub(UNARY_F, 'signature: "(a: T) -> T", ', "")),
         msg="family 'unary' has no 'signature'"),
    case("signature-unclosed", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T ‸-> T"')),
         msg="in the signature of family 'unary': expected ',' or ')' after a parameter, found '->'"),
    case("signature-unknown-type", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, k: ‸wide) -> T"')),
         msg="in the signature of family 'unary': unknown type 'wide' of 'k' (tensors: a type variable such as T, or"
             " Tensor<dtype>; attributes: int, int[N], int[], int[<=N], float, bool, dtype, device, comm, axis,"
             " axes, shape, perm, {a, b})"),
    case("signature-unknown-dtype", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: Tensor<‸f16>) -> T"')),
         msg="in the signature of family 'unary': 'f16' is not a dtype or category of backends.yaml (f32, f64, i32,"
             " bool, float, int)"),
    case("signature-result-var-unbound", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T) -> ‸U"')),
         msg="in the signature of family 'unary': result 'result' has type variable U, which no required input has:"
             " nothing decides its dtype"),
    case("signature-duplicate-param",
         fams(BINARY_F, sub(BINARY_F, '"(a: T, b: T) -> T"', '"(a: T, ‸a: T) -> T"')),
         msg="in the signature of family 'binary': parameter 'a' is declared twice"),
    case("signature-bad-default",
         fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, k: int[2] = ‸[1, 2, 3]) -> T"')),
         msg="in the signature of family 'unary': the default of 'k' has 3 values; int[2] takes 2 (or one integer for"
             " all)"),
    case("signature-enum-default", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, m: {x, y} = ‸z) -> T"')),
         msg="in the signature of family 'unary': 'z' is not a value of 'm' (x, y)"),
    case("signature-optional-attr", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, ‸k?: int) -> T"')),
         msg="in the signature of family 'unary': attribute 'k' cannot be optional ('?' is for tensor inputs); give it"
             " a default instead"),
    case("signature-keyword-name", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(‸int: T) -> T"')),
         msg="in the signature of family 'unary': 'int' cannot name a parameter: it is a C keyword or a name every op"
             " function uses"),
    case("signature-c-name-twice",
         doc(families=FAMILIES + [sub(WIN_BW_F, "pads: int[4] = 0", "pads: int[] = [0], ‸n_pads: int = 0")],
             ops=OPS + [WIN_BW]),
         msg="in the signature of family 'win_bw': 'n_pads' gives the C function a parameter 'n_pads', which 'pads'"
             " gives it too; rename one"),
    case("signature-no-arrow", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T) ‸T"')),
         msg="in the signature of family 'unary': expected '->' and the results after the parameters, found 'T'"),
    case("signature-two-variadics", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T[], ‸b: T[]) -> T"')),
         msg="in the signature of family 'unary': an op takes at most one variadic input"),
    case("record-no-optional-input", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, ‸b?: T) -> T"')),
         msg="in the signature of family 'unary': input 'b' is optional; a family with optional inputs takes"
             " `kernel: op`"),
    case("record-no-field", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, ‸groups: int) -> T"')),
         msg="in the signature of family 'unary': the runtime's call record has no field 'groups' (it stores shape,"
             " perm, axis, keepdim, dim0, dim1, dtype, value, device; runtime ABI 3)"),
    case("record-field-kind", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T, ‸axis: bool) -> T"')),
         msg="in the signature of family 'unary': attribute 'axis' is stored as a axis, not a bool"),
    case("record-one-result", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(a: T) -> (x: T, ‸y: T)"')),
         msg="in the signature of family 'unary': a family with several results takes `kernel: op`"),
    case("derivative-grad-of-one-result",
         doc(families=[*FAMILIES, '{name: soft, signature: "(x: T, axis: axis) -> T", infer: softmax, kernel: op,'
                                  ' doc: normalized}'],
             ops=[*OPS, '{name: soft, family: soft, dtypes: [f32], derivative: {x: "mul(‸grad_y, x)"},'
                        ' onnx: {none: n}}']),
         msg="in the derivative of 'soft': unknown name 'grad_y' (names here: axis, grad, result, x)"),
    case("derivative-result-name-taken",
         doc(families=[*FAMILIES, '{name: two, signature: "(x: T, result_s: T) -> (y: T, s: T)", infer: softmax,'
                                  ' kernel: op, doc: two}'],
             ops=[*OPS, '{name: two, family: two, dtypes: [f32], derivative: ‸{x: grad, result_s: grad},'
                        ' onnx: {none: n}}']),
         msg="result 's' of op 'two' gives formulas the name 'result_s', which an input or attribute already has"),
    case("onnx-input-of-slot-family",
         doc(families=[*FAMILIES, '{name: soft, signature: "(x: T, mode: {a, b} = a) -> T", infer: softmax,'
                                  ' kernel: op, doc: normalized}'],
             ops=[*OPS, '{name: soft, family: soft, dtypes: [f32], derivative: none,'
                        ' onnx: {op: Softmax, mode: ‸input}}']),
         msg="attribute 'mode' of op 'soft' is an enum; ONNX inputs take ints, axes, shape, int, axis, float"
             " attributes"),
    case("signature-first-input-optional", fams(UNARY_F, sub(UNARY_F, '"(a: T) -> T"', '"(‸a?: T, b: T) -> T"')),
         msg="in the signature of family 'unary': the first tensor input cannot be optional (it decides the op's"
             " backend and device)"),
    case("ops-empty", doc(ops="‸[]"), msg="ops must list at least one op"),
    case("op-not-a-mapping", ops(NEG, "‸[neg]"), msg="op #3 must be a mapping, not a list"),

    # ---- onnx ---------------------------------------------------------------------------------
    case("onnx-missing", ops(NEG, "‸" + sub(NEG, ", onnx: Neg", "")),
         msg="op 'neg' has no 'onnx': name its ONNX operator (onnx: Add, or onnx: {op: ..., <attribute>: ...})"
             " or say why it has none (onnx: {none: ...})"),
    case("onnx-none-without-reason", ops(NEG, sub(NEG, "onnx: Neg", "onnx: ‸none")),
         msg="op 'neg' without an ONNX counterpart says why: onnx: {none: <the reason>}"),
    case("onnx-none-empty-reason", ops(NEG, sub(NEG, "onnx: Neg", "onnx: {none: ‸''}")),
         msg="the reason op 'neg' has no ONNX counterpart must not be empty"),
    case("onnx-none-and-op", ops(NEG, sub(NEG, "onnx: Neg", "onnx: {none: why, ‸op: Neg}")),
         msg="unknown key 'op' in 'onnx' of op 'neg' (expected: none)"),
    case("onnx-bad-op-name", ops(NEG, sub(NEG, "onnx: Neg", "onnx: ‸neg")),
         msg="'neg' in the 'onnx' of op 'neg' is not an ONNX operator name (CamelCase, such as Add or ReduceSum)"),
    case("onnx-op-not-a-string", ops(NEG, sub(NEG, "onnx: Neg", "onnx: ‸[Neg]")),
         msg="'onnx' of op 'neg' must be a mapping, not a list"),
    case("onnx-attributes-unmapped",
         ops(SUM, sub(SUM, "onnx: {op: ReduceSum, axis: input, keepdim: keepdims}", "onnx: ‸ReduceSum")),
         msg="op 'sum' has attributes (axis, keepdim): say where each goes, onnx: {op: ReduceSum, axis: ...,"
             " keepdim: ...} (an ONNX attribute name, or 'input')"),
    case("onnx-attribute-missing",
         ops(SUM, sub(SUM, "{op: ReduceSum, axis: input, keepdim: keepdims}", "‸{op: ReduceSum, axis: input}")),
         msg="the 'onnx' of op 'sum' does not say where attribute 'keepdim' goes (keepdim: <an ONNX attribute name>,"
             " or keepdim: input)"),
    case("onnx-attribute-unknown", ops(SUM, sub(SUM, "keepdim: keepdims}", "keepdim: keepdims, ‸kepdim: x}")),
         msg="unknown key 'kepdim' in 'onnx' of op 'sum' (expected: axis, dtypes, fixed, inputs, keepdim, op);"
             " did you mean 'keepdim'?"),
    case("onnx-inputs-incomplete", ops(SUM, sub(SUM, "keepdim: keepdims}", "keepdim: keepdims, inputs: ‸[a]}")),
         msg="the 'inputs' of the 'onnx' of op 'sum' must name each of a, axis once, in the ONNX operator's order"),
    case("onnx-attribute-bad-name", ops(SUM, sub(SUM, "keepdim: keepdims}", "keepdim: ‸KeepDims}")),
         msg="'KeepDims' is neither 'input' nor an ONNX attribute name (lower case, such as keepdims)"),
    case("onnx-bool-as-input", ops(SUM, sub(SUM, "keepdim: keepdims}", "keepdim: ‸input}")),
         msg="attribute 'keepdim' of op 'sum' is a bool; only shape and axis attributes become ONNX inputs"),
    case("onnx-fixed-bad-name", ops(ADD, sub(ADD, "onnx: Add}", "onnx: {op: Add, fixed: {Alpha: ‸1}}}")),
         msg="'Alpha' in the 'fixed' of op 'add' is not an ONNX attribute name (lower case, such as fmod)"),
    case("onnx-fixed-and-mapped", ops(SUM, sub(SUM, "keepdim: keepdims}", "keepdim: keepdims, fixed: {keepdims: ‸1}}")),
         msg="ONNX attribute 'keepdims' of op 'sum' is both fixed and mapped from an attribute"),
    case("onnx-fixed-not-an-int", ops(ADD, sub(ADD, "onnx: Add}", "onnx: {op: Add, fixed: {alpha: ‸1.5}}}")),
         msg="'alpha' of the 'fixed' of op 'add' must be an integer or a string, not '1.5'"),
    case("onnx-dtypes-not-the-ops", ops(SUM, sub(SUM, "keepdims}", "keepdims, dtypes: [float, ‸bool]}")),
         msg="the onnx dtypes of op 'sum' lists 'bool', but bool is not a dtype the op takes"),
    case("onnx-opset-missing", doc(onnx_opset=None), msg="backends.yaml has no 'onnx_opset'", at="‸version:"),
    case("onnx-opset-zero", doc(onnx_opset="‸0"), msg="onnx_opset must be an ONNX opset number such as 17, not 0"),

    # ---- derivatives ------------------------------------------------------------------------
    case("derivative-syntax-error", formula('"mul‸(grad, result"'),
         msg="in the derivative of 'exp': formula 'mul(grad, result' is not an expression: '(' was never closed"),
    case("derivative-unknown-name", formula('"mul(grad, ‸reslt)"'),
         msg="in the derivative of 'exp': unknown name 'reslt' (names here: a, grad, result)"),
    case("derivative-unknown-name-single-quoted", formula("'mul(grad, ‸reslt)'"),
         msg="in the derivative of 'exp': unknown name 'reslt' (names here: a, grad, result)"),
    case("derivative-unknown-name-plain", ops(NEG, sub(NEG, '"neg(grad)"', "neg(‸greed)")),
         msg="in the derivative of 'neg': unknown name 'greed' (names here: a, grad, result)"),
    case("derivative-unknown-name-attrs", ops(SUM, sub(SUM, "a, axis, keepdim", "a, ‸axes, keepdim")),
         msg="in the derivative of 'sum': unknown name 'axes' (names here: a, axis, grad, keepdim, result)"),
    case("derivative-unknown-function", formula('"‸mull(grad, result)"'),
         msg="in the derivative of 'exp': unknown function 'mull' (not an op of backends.yaml nor a helper);"
             " did you mean 'mul'?"),
    case("derivative-unknown-function-no-hint", formula('"‸zzz(grad, result)"'),
         msg="in the derivative of 'exp': unknown function 'zzz' (not an op of backends.yaml nor a helper)"),
    case("derivative-call-of-a-call", formula('"‸mul(grad, result)(a)"'),
         msg="in the derivative of 'exp': only calls of ops and helpers by name are allowed"),
    case("derivative-missing-input",
         ops(DIV, sub(DIV, '{a: "div(grad, b)", b: "neg(div(mul(grad, result), b))"}', '‸{a: "div(grad, b)"}')),
         msg="the derivative of op 'div' has no formula for input 'b'; give one, or write 'b: none' if no gradient"
             " flows to it"),
    case("derivative-bool-input", ops(WHERE, sub(WHERE, "{a: ", "{‸cond: grad, a: ")),
         msg="input 'cond' of op 'where' is always bool and has no gradient; drop its formula"),
    case("derivative-all-none",
         ops(DIV, sub(DIV, '{a: "div(grad, b)", b: "neg(div(mul(grad, result), b))"}', '‸{a: none, b: none}')),
         msg="every input of op 'div' is 'none'; write 'derivative: none' instead"),
    case("derivative-wrong-arity", formula('"‸mul(grad)"'),
         msg="in the derivative of 'exp': 'mul' takes 2 argument(s), got 1"),
    case("derivative-helper-wrong-arity", formula('"mul(grad, ‸shape_of(a, a))"'),
         msg="in the derivative of 'exp': 'shape_of' takes 1 argument(s), got 2"),
    case("derivative-wrong-argument-type", formula('"mul(grad, ‸shape_of(a))"'),
         msg="in the derivative of 'exp': argument 2 of 'mul' must be tensor, got shape"),
    case("derivative-float-for-axis", ops(SUM, sub(SUM, "a, axis, keepdim", "a, ‸1.5, keepdim")),
         msg="in the derivative of 'sum': argument 3 of 'unreduce' must be axis, got float"),
    case("derivative-tensor-for-axis", ops(SUM, sub(SUM, "a, axis, keepdim", "a, ‸grad, keepdim")),
         msg="in the derivative of 'sum': argument 3 of 'unreduce' must be axis, got tensor"),
    case("derivative-int-list-length", doc(families=FAMILIES + [WIN_F, WIN_BW_F], ops=OPS + [WIN, WIN_BW]),
         msg="in the derivative of 'win': argument 3 of 'win_bw' must be int[4], got int[2]"),
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
    case("derivative-key-not-an-input", ops(EXP, sub(EXP, "{a: ", "{‸b: ")),
         msg="'b' is not an input of op 'exp' (inputs: a)"),
    case("derivative-missing-on-float-op", ops(EXP, sub(EXP, ', derivative: {a: "mul(grad, result)"}', "")),
         msg="op 'exp' takes float dtypes but has no 'derivative'; give a formula per input, or 'derivative: none'",
         at="  - ‸{name: exp,"),
    case("derivative-empty-mapping", ops(EXP, sub(EXP, '{a: "mul(grad, result)"}', "‸{}")),
         msg="'derivative' of op 'exp' is empty; give formulas or write 'derivative: none'"),
    case("derivative-not-none", ops(EQ, sub(EQ, "derivative: none", "derivative: ‸nothing")),
         msg="'derivative' of op 'eq' must be a mapping of input to formula, or 'none'"),
    case("derivative-on-fill-op", ops(ZEROS, sub(ZEROS, "derivative: none", "derivative: ‸{a: grad}")),
         msg="op 'zeros' creates tensors from nothing; its derivative must be 'none'"),
    case("derivative-duplicate-input", ops(EXP, sub(EXP, "{a: ", "{a: grad, ‸a: ")),
         msg="duplicate key 'a' in 'derivative' of op 'exp' (first at {first})", first="derivative: {‸a: grad, a: "),
    case("derivative-name-shadowed-by-helper", helper(sub(INVERSE, "name: inverse", "name: axis")),
         msg="name 'axis' of op 'sum' is also an op or helper name; formulas would be ambiguous",
         at="reduce, dtypes: [float, int], derivative: ‸{a: \"unreduce"),
    case("formula-calls-fill-op", formula('"mul(grad, ‸zeros(a))"'),
         msg="in the derivative of 'exp': 'zeros' creates a tensor from nothing; formulas write constants as numbers"),

    # ---- helpers ----------------------------------------------------------------------------
    case("helper-unknown-key-hint", helper(sub(INVERSE, "returns: perm", "returns: perm, ‸retuns: perm")),
         msg="unknown key 'retuns' in helper 'inverse' (expected: doc, name, params, returns);"
             " did you mean 'returns'?"),
    case("helper-missing-params", helper(sub(INVERSE, "params: [perm], ", "")),
         msg="helper 'inverse' has no 'params'", at="  - ‸{name: inverse"),
    case("helper-bad-param-type", helper(sub(INVERSE, "[perm]", "[‸permutation]")),
         msg=f"parameter type 'permutation' of helper 'inverse' is not one of: {HELPER_TYPE_LIST}"),
    case("helper-bad-return-type", helper(sub(INVERSE, "returns: perm", "returns: ‸list")),
         msg=f"return type 'list' of helper 'inverse' is not one of: {HELPER_TYPE_LIST}"),
    case("helper-params-not-a-list", helper(sub(INVERSE, "[perm]", "‸perm")),
         msg="'params' of helper 'inverse' must be a list, not a scalar"),
    case("helper-duplicate-name", helper(sub(INVERSE, "name: inverse", "name: ‸shape_of")),
         msg="duplicate helper 'shape_of' (first defined at {first})", first="{name: ‸shape_of, params: [meta]"),
    case("helper-python-keyword", helper(sub(INVERSE, "name: inverse", "name: ‸not")),
         msg="helper name 'not' is a Python keyword, which derivative formulas could not call"),
    case("helper-named-like-op", helper(sub(INVERSE, "name: inverse", "name: add")),
         msg="helper 'add' has the name of an op", at="  - ‸{name: add, params"),

    # ---- backends ---------------------------------------------------------------------------
    case("backend-unknown-key-hint", backend(DEV, DEV + "\n‸memroy: host"),
         msg=f"unknown key 'memroy' in backend 'dev' (expected: {BACKEND_KEYS}); did you mean 'memory'?"),
    case("backend-unknown-key", backend(DEV, DEV + "\n‸color: red"),
         msg=f"unknown key 'color' in backend 'dev' (expected: {BACKEND_KEYS})"),
    case("backend-duplicate-key", backend(DEV, DEV + "\n‸id: 4"),
         msg="duplicate key 'id' in backend #2 (first at {first})", first="  - name: dev\n    ‸id: 1"),
    case("backend-duplicate-name", with_backend("name: ‸dev\nid: 2\nmemory: host\nops: all"),
         msg="duplicate backend 'dev' (first defined at {first})", first="  - name: ‸dev\n    id: 1"),
    case("backend-name-not-c-identifier", dev("name: dev", "name: ‸de v"),
         msg="backend name 'de v' is not a valid C identifier"),
    case("backend-name-case-collision", with_backend("name: ‸DEV\nid: 2\nmemory: host\ncfg: SY_WITH_BIG_DEV\nops: all"),
         msg="backend 'DEV' and 'dev' (first defined at {first}) would both become SY_BACKEND_DEV",
         first="  - name: ‸dev\n    id: 1"),
    case("backend-not-a-mapping", backend(DEV, "‸[dev]"), msg="backend #2 must be a mapping, not a list"),
    case("backends-not-a-list", doc(backends="‸{host: 0}"),
         msg="'backends' of backends.yaml must be a list, not a mapping"),
    case("backend-id-not-int", dev("id: 1", "id: ‸one"), msg="'id' of backend 'dev' must be an integer, not 'one'"),
    case("backend-id-quoted", dev("id: 1", "id: ‸'1'"), msg="'id' of backend 'dev' must be an integer, not '1'"),
    case("backend-id-float", dev("id: 1", "id: ‸1.0"), msg="'id' of backend 'dev' must be an integer, not '1.0'"),
    case("backend-id-too-big", dev("id: 1", "id: ‸256"), msg="id 256 of backend 'dev' must fit in 8 bits (0..255)"),
    case("backend-id-negative", dev("id: 1", "id: ‸-1"), msg="id -1 of backend 'dev' must fit in 8 bits (0..255)"),
    case("backend-id-reused", dev("id: 1", "id: ‸0"),
         msg="backend id 0 of 'dev' is already used by 'host' (line {host.line}); ids are never reused",
         host="  - name: host\n    ‸id: 0"),
    case("backend-id-reused-by-capture", backend(CAPTURE, sub(CAPTURE, "id: 9", "id: ‸1")),
         msg="backend id 1 of 'capture' is already used by 'dev' (line {dev.line}); ids are never reused",
         dev="  - name: dev\n    ‸id: 1"),
    case("backend-cfg-reused", backend(DEV, DEV + "\ncfg: ‸SY_WITH_HOST"),
         msg="cfg macro SY_WITH_HOST of backend 'dev' is already used"),
    case("backend-default-cfg-reused", backend(HOST, HOST + "\ncfg: SY_WITH_DEV"),
         msg="cfg macro SY_WITH_DEV of backend 'dev' is already used", at="  - name: ‸dev"),
    case("backend-cfg-not-c-identifier", backend(DEV, DEV + "\ncfg: ‸1BAD"),
         msg="cfg macro '1BAD' is not a valid C identifier"),
    case("backend-bad-kind", backend(CAPTURE, sub(CAPTURE, "kind: capture", "kind: ‸capturer")),
         msg="kind 'capturer' of backend 'capture' must be 'real', 'capture', 'mpi' or 'remote'"),
    case("backend-bad-memory", dev("memory: device", "memory: ‸gpu"),
         msg="memory 'gpu' of backend 'dev' must be one of: host, device"),
    case("backend-memory-is-list", dev("memory: device", "memory: ‸[device]"),
         msg="'memory' of backend 'dev' must be a string, not a list"),
    case("backend-missing-memory", dev("memory: device\n", ""), msg="backend 'dev' has no 'memory'",
         at="  - ‸name: dev\n"),
    case("backend-missing-ops", dev("\nops:\n  add: [f32]\n  matmul: [f32]", ""), msg="backend 'dev' has no 'ops'",
         at="  - ‸name: dev\n"),
    case("backend-devices-zero", dev("devices: 2", "devices: ‸0"),
         msg="devices of backend 'dev' must be between 1 and 256, or 'runtime', not 0"),
    case("backend-devices-too-many", dev("devices: 2", "devices: ‸257"),
         msg="devices of backend 'dev' must be between 1 and 256, or 'runtime', not 257"),
    case("backend-devices-not-int", dev("devices: 2", "devices: ‸two"),
         msg="devices of backend 'dev' must be an integer from 1 to 256 or 'runtime', not 'two'"),
    case("backend-devices-quoted-runtime", dev("devices: 2", "devices: ‸'runtime'"),
         msg="devices of backend 'dev' must be an integer from 1 to 256 or 'runtime', not 'runtime'"),
    case("backend-devices-a-list", dev("devices: 2", "devices: ‸[2]"),
         msg="'devices' of backend 'dev' must be an integer, not a list"),
    case("backend-init-not-bool", dev("devices: 2", "devices: 2\ninit: ‸yes please"),
         msg="'init' of backend 'dev' must be true or false, not 'yes please'"),
    case("backend-async-host", backend(HOST, HOST + "\nasync: ‸true"),
         msg="async of backend 'host': only a `memory: device` backend queues work (host kernels have finished"
             " when they return)"),
    case("backend-unknown-dtype", dev("dtypes: [f32, i32, bool]", "dtypes: [f32, i32, ‸f16, bool]"),
         msg=f"unknown dtype or category 'f16' in the dtypes of backend 'dev' ({DTYPE_LIST}); did you mean 'f64'?"),
    case("backend-bad-lib", backend(DEV, DEV + "\nlibs: [‸open blas]"),
         msg="library 'open blas' of backend 'dev' is not a pkg-config package name"),
    case("backend-lib-without-package", backend(DEV, DEV + "\nlibs: [‸dev-1.0]"),
         msg="library 'dev-1.0' of backend 'dev' comes from no entry of its packages: add {name: <the Debian"
             " package>, pkg_config: dev-1.0} to 'packages', so `make` installs it where it is missing"),
    case("backend-lib-package-probes-a-file",
         backend(DEV, DEV + "\nlibs: [‸dev]\npackages: [{name: libdev-dev, file: /usr/include/dev.h}]"),
         msg="library 'dev' of backend 'dev' comes from no entry of its packages: add {name: <the Debian package>,"
             " pkg_config: dev} to 'packages', so `make` installs it where it is missing"),
    case("package-not-a-list", backend(DEV, DEV + "\npackages: ‸libdev-dev"),
         msg="'packages' of backend 'dev' must be a list, not a scalar"),
    case("package-bad-name", backend(DEV, DEV + "\npackages: [{name: ‸LibDev, command: dev}]"),
         msg="package 'LibDev' of backend 'dev' is not a Debian package name (lower-case letters, digits and +.-,"
             " at least two)"),
    case("package-no-probe", backend(DEV, DEV + "\npackages: [‸{name: libdev-dev}]"),
         msg="package 'libdev-dev' of backend 'dev' needs exactly one probe, one of: pkg_config, file, command"),
    case("package-two-probes", backend(DEV, DEV + "\npackages: [{name: libdev-dev, pkg_config: dev,"
                                                  " file: ‸/usr/include/dev.h}]"),
         msg="package 'libdev-dev' of backend 'dev' needs exactly one probe, one of: pkg_config, file, command"
             " (it has pkg_config and file)"),
    case("package-unknown-key", backend(DEV, DEV + "\npackages: [{name: libdev-dev, ‸probe: dev}]"),
         msg="unknown key 'probe' in package #1 (expected: command, file, name, pkg_config)"),
    case("package-relative-file", backend(DEV, DEV + "\npackages: [{name: libdev-dev, file: ‸include/dev.h}]"),
         msg="file 'include/dev.h' of package 'libdev-dev' of backend 'dev' must be an absolute path (letters,"
             " digits, _.+/@,:- and the globs * and ?; no spaces or quotes)"),
    case("package-command-with-space", backend(DEV, DEV + "\npackages: [{name: glslc, command: ‸'glslc -v'}]"),
         msg="command 'glslc -v' of package 'glslc' of backend 'dev' must be a program name looked up on PATH"),
    case("package-duplicate", backend(DEV, DEV + "\npackages: [{name: glslc, command: glslc},"
                                                 " {name: ‸glslc, command: glslc}]"),
         msg="duplicate package 'glslc' in the packages of backend 'dev' (first at {first})",
         first="packages: [{name: ‸glslc, command: glslc},"),
    case("package-probed-twice-otherwise", doc(backends=[
        sub(HOST, "ops: all", "ops: all\npackages: [{name: glslc, command: glslc}]"),
        DEV + "\npackages: [‸{name: glslc, file: /usr/bin/glslc}]", CAPTURE]),
         msg="package 'glslc' is probed here by file '/usr/bin/glslc' and at {first} by command 'glslc';"
             " give it the same probe everywhere", first="packages: [‸{name: glslc, command"),
    case("capture-with-memory", backend(CAPTURE, CAPTURE + "\n‸memory: host"),
         msg="unknown key 'memory' in backend 'capture' (expected: cfg, doc, id, kind, name)"),
    case("capture-with-ops", backend(CAPTURE, CAPTURE + "\n‸ops: all"),
         msg="unknown key 'ops' in backend 'capture' (expected: cfg, doc, id, kind, name)"),
    case("backend-unknown-op", dev("  add: [f32]", "  ‸addd: [f32]"),
         msg="backend 'dev' lists unknown op 'addd'; did you mean 'add'?"),
    case("backend-unknown-op-in-list", backend(HOST, sub(HOST, "ops: all", "ops: [add, ‸mull]")),
         msg="backend 'host' lists unknown op 'mull'; did you mean 'mul'?"),
    case("backend-ops-not-all", backend(HOST, sub(HOST, "ops: all", "ops: ‸some")),
         msg="ops of backend 'host' must be 'all', a list of op names, or a mapping of op to dtypes"),
    case("backend-duplicate-op-in-list", backend(HOST, sub(HOST, "ops: all", "ops: [add, ‸add]")),
         msg="duplicate op 'add' in the ops of backend 'host' (first defined at {first})",
         first="    ops: [‸add, add]"),
    case("backend-duplicate-op-key", dev("  matmul: [f32]", "  matmul: [f32]\n  ‸add: [f32]"),
         msg="duplicate key 'add' in 'ops' of backend 'dev' (first at {first})",
         first="      ‸add: [f32]\n      matmul"),
    case("backend-op-not-c-identifier", dev("  matmul: [f32]", "  matmul: [f32]\n  ‸1add: [f32]"),
         msg="op name '1add' is not a valid C identifier"),
    case("backend-lists-view-op", dev("  add: [f32]", "  ‸reshape: [f32]"),
         msg="op 'reshape' is a view (reshape) done by the runtime; backends do not list it"),
    case("backend-dtype-op-does-not-take", dev("  add: [f32]", "  exp: [f32, ‸i32]"),
         msg="op 'exp' of backend 'dev' lists 'i32', but i32 is not a dtype the op takes"),
    case("backend-category-op-does-not-take", dev("  add: [f32]", "  exp: [float, ‸int]"),
         msg="op 'exp' of backend 'dev' lists 'int', but i32 is not a dtype the op takes"),
    case("backend-op-unknown-dtype", dev("matmul: [f32]", "matmul: [f32, ‸f128]"),
         msg=f"unknown dtype or category 'f128' in op 'matmul' of backend 'dev' ({DTYPE_LIST})"),
    case("backend-op-duplicate-dtype", dev("matmul: [f32]", "matmul: [f32, ‸f32]"),
         msg="duplicate entry 'f32' in op 'matmul' of backend 'dev' (first defined at {first})",
         first="      matmul: [‸f32, f32]"),
    case("backend-op-dtypes-empty", dev("matmul: [f32]", "matmul: ‸[]"),
         msg="op 'matmul' of backend 'dev' must name at least one dtype"),
    case("backend-compares-without-bool", dev("dtypes: [f32, i32, bool]", "dtypes: ‸[f32, i32]"),
         msg="backend 'dev' stores f32, which comparisons take, but not bool, which they return; add bool to its"
             " dtypes (results of comparisons and the masks of backward passes live there)"),
    case("backend-cflags-not-an-option", backend(DEV, DEV + "\ncflags: [‸'-O2; rm -rf /']"),
         msg="cflags entry '-O2; rm -rf /' of backend 'dev' must be one compiler or linker option starting with '-'"
             " (letters, digits and _=.,+/:@- only; no spaces, quotes or shell characters)"),
    case("backend-ldflags-not-an-option", backend(DEV, DEV + "\nldflags: [‸lm]"),
         msg="ldflags entry 'lm' of backend 'dev' must be one compiler or linker option starting with '-'"
             " (letters, digits and _=.,+/:@- only; no spaces, quotes or shell characters)"),
    case("backend-devices-word", dev("devices: 2", "devices: ‸many"),
         msg="devices of backend 'dev' must be an integer from 1 to 256 or 'runtime', not 'many'"),
    case("no-real-backend", doc(backends=[CAPTURE], transfers=None),
         msg="backends must list at least one real (non-capture, non-remote) backend", at="  ‸- name: capture"),

    # ---- fallbacks ----------------------------------------------------------------------------
    case("fallback-unknown", dev("fallback: host", "fallback: ‸hots"),
         msg="fallback 'hots' of backend 'dev' is not a backend; did you mean 'host'?"),
    case("fallback-unknown-no-hint", dev("fallback: host", "fallback: ‸gpu"),
         msg="fallback 'gpu' of backend 'dev' is not a backend"),
    case("fallback-itself", dev("fallback: host", "fallback: ‸dev"), msg="backend 'dev' cannot fall back to itself"),
    case("fallback-capture", dev("fallback: host", "fallback: ‸capture"),
         msg="backend 'dev' cannot fall back to the capture backend 'capture'"),
    case("fallback-device-memory", with_backend(sub(FAST, "fallback: host", "fallback: ‸dev")),
         msg="fallback 'dev' of backend 'fast' must keep host memory (fallbacks run on staged host data)"),
    case("fallback-cycle-2", doc(backends=[sub(HOST, "ops: all", "fallback: ‸fast\nops: all"), DEV, FAST, CAPTURE]),
         msg="fallback cycle: host -> fast -> host"),
    case("fallback-cycle-3", doc(backends=[sub(HOST, "ops: all", "fallback: ‸slow\nops: all"), DEV, FAST, SLOW,
                                           CAPTURE]),
         msg="fallback cycle: host -> slow -> fast -> host"),
    case("fallback-cycle-not-through-first",
         with_backend(sub(FAST, "fallback: host", "fallback: ‸slow"), SLOW),
         msg="fallback cycle: fast -> slow -> fast"),
    case("fallback-does-not-implement", backend(HOST, sub(HOST, "ops: all", "ops: [add, mul, neg]")),
         msg="fallback 'host' of backend 'dev' does not implement op 'zeros' for f32, which 'dev' leaves to it",
         at="    fallback: ‸host\n"),
    case("fallback-without-fallback-does-not-implement",
         with_backend(sub(FAST, "fallback: host\n", ""), sub(SLOW, "fallback: fast", "fallback: ‸fast")),
         msg="fallback 'fast' of backend 'slow' does not implement op 'zeros' for f32, which 'slow' leaves to it"),
    case("fallback-dtype-gap",
         doc(backends=[HOST, sub(FAST, "fallback: host\n", ""), sub(SLOW, "fallback: fast", "fallback: ‸fast"),
                       CAPTURE], transfers=None, ops=[ADD, CAST], helpers=HELPERS),
         msg="fallback 'fast' of backend 'slow' does not implement op 'add' for f64, which 'slow' leaves to it"),

    # ---- runtime_fallback: what a device backend's kernels may decline at run time -------------
    case("runtime-fallback-not-a-list", backend(DEV, DEV + "\nruntime_fallback: ‸f32"),
         msg=f"{RF} 'dev' must be a list of dtypes or categories, such as [f64]"),
    case("runtime-fallback-mapping", backend(DEV, DEV + "\nruntime_fallback: ‸{add: [f32]}"),
         msg=f"{RF} 'dev' must be a list of dtypes or categories, such as [f64]"),
    case("runtime-fallback-unknown-dtype", backend(DEV, DEV + "\nruntime_fallback: [‸f16]"),
         msg=f"unknown dtype or category 'f16' in {RF} 'dev' ({DTYPE_LIST}); did you mean 'f64'?"),
    case("runtime-fallback-duplicate", backend(DEV, DEV + "\nruntime_fallback: [f32, ‸f32]"),
         msg=f"duplicate entry 'f32' in {RF} 'dev' (first defined at {{first}})",
         first="runtime_fallback: [‸f32, f32]"),
    case("runtime-fallback-empty", backend(DEV, DEV + "\nruntime_fallback: ‸[]"),
         msg=f"{RF} 'dev' must name at least one dtype"),
    case("runtime-fallback-host", backend(HOST, HOST + "\nruntime_fallback: ‸[f32]"),
         msg=f"{RF} 'host': only a 'memory: device' backend's kernels may decline a call at run time; 'host' has"
             " host memory"),
    case("runtime-fallback-without-fallback", dev("fallback: host\n", "runtime_fallback: ‸[f32]\n"),
         msg=f"{RF} 'dev': backend 'dev' has no fallback to run the calls its kernels decline; give it a 'fallback'"),
    case("runtime-fallback-not-stored", backend(DEV, DEV + "\nruntime_fallback: ‸[float]"),
         msg=f"{RF} 'dev' names f64, which backend 'dev' does not store"),
    case("runtime-fallback-fallback-lacks",
         doc(backends=[HOST, sub(FAST, "fallback: host\n", ""), GPU, CAPTURE], transfers=None, ops=[ADD, CAST],
             helpers=HELPERS),
         msg="fallback 'fast' of backend 'gpu' does not implement op 'cast' for f32, which 'gpu' may decline at run"
             " time (runtime_fallback)"),

    # ---- capture backend ----------------------------------------------------------------------
    case("missing-capture", doc(backends=[HOST, DEV]),
         msg="backends must list one backend of kind 'capture' (the runtime's capture devices); "
             "builds can still leave it out with its cfg macro set to 0",
         at="  ‸- name: host\n"),
    case("duplicate-capture", doc(backends=[*BACKENDS, "‸name: capture2\nid: 12\nkind: capture"]),
         msg="only one capture backend is allowed ('capture' is already one)"),

    # ---- transfers ----------------------------------------------------------------------------
    case("transfer-unknown-from", transfer(sub(PEER, "from: dev", "from: ‸deev")),
         msg="transfer 'from' names unknown backend 'deev'; did you mean 'dev'?"),
    case("transfer-unknown-to", transfer(sub(PEER, "to: dev", "to: ‸gpu")),
         msg="transfer 'to' names unknown backend 'gpu'"),
    case("transfer-capture", transfer(sub(PEER, "to: dev", "to: ‸capture")),
         msg="transfers to or from the capture backend 'capture' are fixed by the runtime"),
    case("transfer-host-backend", transfer(sub(PEER, "to: dev", "to: ‸host")),
         msg="the transfer names host-memory backend 'host'; direct functions connect device-memory backends"
             " (host-memory pairs share storage, others stage)"),
    case("transfer-duplicate-pair", doc(transfers=[PEER, "‸{from: dev, to: dev, function: sy_k_dev_copy_2}"]),
         msg="duplicate transfer 'dev -> dev' (first defined at {first})",
         first="  - ‸{from: dev, to: dev, function: sy_k_dev_copy_peer}"),
    case("transfer-unknown-key-hint", transfer(sub(PEER, "}", ", ‸functions: f}")),
         msg="unknown key 'functions' in transfer #1 (expected: from, function, to); did you mean 'function'?"),
    case("transfer-unknown-key", transfer(sub(PEER, "}", ", ‸via: host}")),
         msg="unknown key 'via' in transfer #1 (expected: from, function, to)"),
    case("transfer-missing-function", transfer(sub(PEER, ", function: sy_k_dev_copy_peer", "")),
         msg="transfer #1 has no 'function'", at="  - ‸{from: dev, to: dev}"),
    case("transfer-function-not-c-identifier", transfer(sub(PEER, "sy_k_dev_copy_peer", "‸sy-dev")),
         msg="transfer function 'sy-dev' is not a valid C identifier"),
    case("transfers-not-a-list", doc(transfers="‸dev"),
         msg="'transfers' of backends.yaml must be a list, not a scalar"),

    # ---- errors -------------------------------------------------------------------------------
    case("error-unknown-key-hint", error_entry(extra="‸cod: -20"),
         msg=f"unknown key 'cod' in error '{FIRST_ERROR}' (expected: {ERROR_KEYS}); did you mean 'code'?"),
    case("error-unknown-key", error_entry(extra="‸hint: x"),
         msg=f"unknown key 'hint' in error '{FIRST_ERROR}' (expected: {ERROR_KEYS})"),
    case("error-duplicate-key", error_entry(extra="‸code: -20"),
         msg="duplicate key 'code' in error #1 (first at {first})", first=f"{FIRST_ERROR}\n    ‸code: -1"),
    case("error-code-positive", error_entry(code="‸1"),
         msg=f"code 1 of error '{FIRST_ERROR}' must be negative (SY_OK is 0) and above -32768"),
    case("error-code-zero", error_entry(code="‸0"),
         msg=f"code 0 of error '{FIRST_ERROR}' must be negative (SY_OK is 0) and above -32768"),
    case("error-code-too-small", error_entry(code="‸-32768"),
         msg=f"code -32768 of error '{FIRST_ERROR}' must be negative (SY_OK is 0) and above -32768"),
    case("error-code-not-int", error_entry(code="‸minus one"),
         msg="'code' of error 'INVALID_ARGUMENT' must be an integer, not 'minus one'"),
    case("error-code-reused", doc(errors=swap(ERROR_ENTRIES, ERROR_ENTRIES[1],
                                              sub(ERROR_ENTRIES[1], "code: -2", "code: ‸-1"))),
         msg=f"code -1 of error '{REQUIRED[1]}' is already used by '{FIRST_ERROR}'"),
    case("error-name-lower-case", error_entry(name="‸" + FIRST_ERROR.lower()),
         msg=f"error name '{FIRST_ERROR.lower()}' must be UPPER_CASE"),
    case("error-name-not-c-identifier", error_entry(name="‸" + FIRST_ERROR.replace("_", "-")),
         msg=f"error name '{FIRST_ERROR.replace('_', '-')}' is not a valid C identifier"),
    case("error-duplicate-name", doc(errors=swap(ERROR_ENTRIES, ERROR_ENTRIES[1],
                                                 sub(ERROR_ENTRIES[1], f"name: {REQUIRED[1]}",
                                                     f"name: ‸{FIRST_ERROR}"))),
         msg=f"duplicate error '{FIRST_ERROR}' (first defined at {{first}})",
         first=f"  - name: ‸{FIRST_ERROR}\n    code: -1"),
    case("error-missing-explain", error_entry(explain=None),
         msg=f"error '{FIRST_ERROR}' has no 'explain'", at=f"  - ‸name: {FIRST_ERROR}"),
    case("error-missing-required-status", doc(errors=swap(ERROR_ENTRIES, ERROR_ENTRIES[1],
                                                          sub(ERROR_ENTRIES[1], f"name: {REQUIRED[1]}",
                                                              "name: SOMETHING_ELSE"))),
         msg=f"errors lacks statuses the runtime returns: {REQUIRED[1]}", at=f"  ‸- name: {FIRST_ERROR}\n"),
    case("errors-empty", doc(errors="‸[]"),
         msg=f"errors lacks statuses the runtime returns: {', '.join(REQUIRED)}"),
    case("example-missing", error_entry(example=None),
         msg=f"error '{FIRST_ERROR}' has no 'example'", at=f"  - ‸name: {FIRST_ERROR}"),
    case("example-not-mapping", error_entry(example="example: ‸before"),
         msg=f"the example of error '{FIRST_ERROR}' must be a mapping, not a scalar"),
    case("example-unknown-key-hint", error_entry(extra="  ‸afterr: x"),
         msg=f"unknown key 'afterr' in the example of error '{FIRST_ERROR}' (expected: after, before);"
             " did you mean 'after'?"),
    case("example-unknown-key", error_entry(extra="  ‸output: x"),
         msg=f"unknown key 'output' in the example of error '{FIRST_ERROR}' (expected: after, before)"),
    case("example-duplicate-key", error_entry(extra="  ‸before: x"),
         msg=f"duplicate key 'before' in the example of error '{FIRST_ERROR}' (first at {{first}})", first=EXAMPLE_AT),
    case("example-missing-after",
         error_entry(example="example:\n  before: |\n    st = sy_sum(x, 2, false, &y);"),
         msg=f"the example of error '{FIRST_ERROR}' has no 'after'", at=EXAMPLE_AT),
    case("example-before-not-string",
         error_entry(example="example:\n  before: ‸42\n  after: |\n    st = sy_sum(x, -1, false, &y);"),
         msg=f"'before' of the example of error '{FIRST_ERROR}' must be a string, not int '42'"),
    case("example-before-empty",
         error_entry(example="example:\n  before: ‸\"\"\n  after: |\n    st = sy_sum(x, -1, false, &y);"),
         msg=f"'before' of the example of error '{FIRST_ERROR}' must not be empty"),
    case("example-before-blank",
         error_entry(example="example:\n  before: ‸\"\\n  \\n\"\n  after: |\n    st = sy_sum(x, -1, false, &y);"),
         msg=f"'before' of the example of error '{FIRST_ERROR}' must not be empty"),
    case("example-before-no-call",
         error_entry(example="example:\n  before: ‸|\n    float y[6];\n  after: |\n    st = sy_sum(x, -1, false, &y);"),
         msg=f"'before' of the example of error '{FIRST_ERROR}' calls no sy_ function; show the call that returns"
             " (or avoids) the status"),
    case("example-tab",
         error_entry(example="example:\n  before: |\n    st = sy_sum(x, 2, false, &y);\n"
                             "  after: ‸|\n    sy_tensor *y;\n    \tst = sy_sum(x, -1, false, &y);"),
         msg=f"'after' of the example of error '{FIRST_ERROR}' contains a tab; indent with spaces"),
    case("example-same-code",
         error_entry(example="example:\n  before: |\n    st = sy_sum(x, 2, false, &y);\n"
                             "  after: |\n    st = sy_sum(x, 2, false, &y);  \n"),
         msg=f"the example of error '{FIRST_ERROR}' has the same code before and after", at=EXAMPLE_AT),
    case("error-autodiff-message", fixed_message("AUTODIFF_MISMATCH", AUTODIFF_MSG, AUTODIFF_MSG[:-1]),
         msg=f"the message of AUTODIFF_MISMATCH is fixed by the Burn contract: {AUTODIFF_MSG!r}"),
    case("error-capture-message", fixed_message("CAPTURE_ONE_WAY", CAPTURE_MSG, CAPTURE_MSG + "."),
         msg=f"the message of CAPTURE_ONE_WAY is fixed by the Burn contract: {CAPTURE_MSG!r}"),
]

assert len({c.id for c in CASES}) == len(CASES), "case ids must be unique"


def expected_message(c: Case) -> str:
    refs = {name: c.doc.find(needle) for name, needle in c.refs.items()}
    return c.message.format(**refs) if refs else c.message


def expected_line(c: Case) -> str:
    return f"{c.doc.loc(c.at)}: error: {expected_message(c)}"


@pytest.fixture
def load_errors(monkeypatch) -> list[SpecError]:
    """The SpecErrors model.load raises while the test runs (the command line's own parse, observed)."""
    seen: list[SpecError] = []
    load = model_mod.load

    def spy(*args, **kwargs):
        try:
            return load(*args, **kwargs)
        except SpecError as exc:
            seen.append(exc)
            raise
    monkeypatch.setattr(model_mod, "load", spy)
    return seen


@pytest.mark.parametrize("c", CASES, ids=[c.id for c in CASES])
def test_rejected(c, project, run_main, snapshot, tiny_files, load_errors):
    """The located error (path, line, column, message), exit 2 with it on stderr, and the output folder
    from before the edit left exactly as it was."""
    folder = project(c.doc.text)
    old = folder / "generated"
    old.mkdir()
    for name, text in tiny_files.items():
        (old / name).write_text(text, encoding="utf-8")
    before = snapshot(old)
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)

    [err] = load_errors
    pos = c.doc.find(c.at) if c.at else c.doc.mark
    assert (err.loc.path, err.loc.line, err.loc.col, err.message) == (
        "backends.yaml", pos.line, pos.col, expected_message(c))
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected_line(c) + "\n")
    assert snapshot(old) == before
    assert sorted(p.name for p in folder.iterdir()) == ["backends.yaml", "generated"]


def test_every_case_changes_one_valid_document(tiny_model):
    """The cases start from a document the generator accepts, so each fails for its own reason."""
    assert [b.name for b in tiny_model.real_backends] == ["host", "dev"]
    assert all(c.doc.text != doc_text() for c in CASES)


def test_reserved_names_are_checked_on_a_partial_document():
    """test_reserved_name below gives only the sections before the check; an unreserved name gets past it."""
    d = doc(ops=["{name: negate, family: unary, dtypes: [f32], derivative: none}", CAST_NONE], backends=None,
            transfers=None, helpers=None, errors=None)
    assert d.error().message == "backends.yaml has no 'backends'"


# One case of each part of the file: without an output folder, none is created.
NOT_CREATED = ["malformed-tab", "unknown-top-level-key-hint", "dtype-bad-category", "op-name-python-keyword",
               "derivative-wrong-arity", "helper-bad-return-type", "backend-id-reused", "fallback-cycle-3",
               "fallback-does-not-implement", "missing-capture", "transfer-duplicate-pair",
               "error-missing-required-status", "error-autodiff-message", "example-unknown-key-hint"]
BY_ID = {c.id: c for c in CASES}


@pytest.mark.parametrize("case_id", NOT_CREATED)
def test_rejected_without_output_folder(case_id, project, run_main):
    c = BY_ID[case_id]
    folder = project(c.doc.text)
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected_line(c) + "\n")
    assert sorted(p.name for p in folder.iterdir()) == ["backends.yaml"]


def test_spec_error_carries_location_and_message():
    d = BY_ID["backend-id-too-big"].doc
    with pytest.raises(SpecError) as info:
        model_mod.parse(d.text, "conf/backends.yaml")
    err = info.value
    assert (err.loc.path, err.loc.line, err.loc.col) == ("conf/backends.yaml", d.mark.line, d.mark.col)
    assert err.message == "id 256 of backend 'dev' must fit in 8 bits (0..255)"
    assert str(err) == f"conf/backends.yaml:{d.mark}: error: {err.message}"


# The real CLI (a subprocess) on a few cases of the table, --check included.
@pytest.mark.parametrize("case_id", ["malformed-tab", "fallback-cycle-3", "derivative-unknown-name"])
@pytest.mark.parametrize("mode", [[], ["--check"]], ids=["write", "check"])
def test_subprocess_rejects(case_id, mode, project, run_generator):
    c = BY_ID[case_id]
    folder = project(c.doc.text)
    result = run_generator("--yaml", "backends.yaml", "--out", "out", *mode, cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected_line(c) + "\n")
    assert not (folder / "out").exists()


def test_error_names_the_yaml_path_given(project, run_main):
    """The location starts with the path as given on the command line."""
    c = BY_ID["backend-id-reused"]
    folder = project(c.doc.text)
    (folder / "conf").mkdir()
    (folder / "backends.yaml").rename(folder / "conf" / "mine.yaml")
    result = run_main("--yaml", "conf/mine.yaml", "--out", "out", cwd=folder)
    assert result.returncode == 2
    assert result.stderr == "conf/mine.yaml:" + expected_line(c).split(":", 1)[1] + "\n"


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


# Files that are not a variation of the tiny document.
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


# ---- names that would collide with C symbols ---------------------------------------------------
# An op `foo` is the public function sy_foo: no op takes a sy_ name the headers already use
# (model.runtime_names, read from the headers) or starts with `k_`, the kernels' prefix
# sy_k_<backend>_<what>; and no two things the backends' folders define get one C name.

CAST_NONE = "{name: cast, family: cast, dtypes: [f32], derivative: none}"
TAKEN = sorted(model_mod.runtime_names().items())


@pytest.mark.parametrize("name, header", TAKEN, ids=[n for n, _h in TAKEN])
def test_reserved_name(name, header):
    """Every sy_ name of the headers is refused as an op name, where it is given."""
    # the parts of the document before the check suffice: the name is refused before the rest is read
    d = doc(ops=[f"{{name: ‸{name}, family: unary, dtypes: [f32], derivative: none}}"], backends=None,
            transfers=None, helpers=None, errors=None)
    err = d.error()
    assert (err.loc.line, err.loc.col, err.message) == (
        d.mark.line, d.mark.col, f"op name '{name}' would collide with sy_{name} of {header}")


def test_reserved_names_name_their_header():
    taken = model_mod.runtime_names()
    assert taken["status_str"] == "runtime/switchyard.h"
    assert taken["ew_args"] == "runtime/sy_contract.h"
    assert taken["simd_isa"] == "kernels/simd/sy_simd.h"  # a backend's public controls
    assert taken["dtype"] == "runtime/switchyard.h" and "op" in taken  # types of the generated headers too
    assert not any(name.startswith("k_") for name in taken)  # refused by prefix instead


def test_op_with_the_kernel_prefix():
    d = doc(ops=[*OPS, "{name: ‸k_dev_half, family: unary, dtypes: [f32], derivative: none}"])
    err = d.error()
    assert (err.loc.line, err.loc.col, err.message) == (
        d.mark.line, d.mark.col,
        "op name 'k_dev_half' starts with 'k_': sy_k_* names are the backends' kernels (sy_k_<backend>_<op>)")


def test_names_that_were_reserved_are_free():
    """Backend names like the runtime's words and ops starting with a backend's name are fine now."""
    assert doc(ops=[*OPS, "{name: dev_half, family: unary, dtypes: [f32], derivative: none, onnx: Neg}"]).model()
    assert doc(backends=[sub(HOST, "name: host", "name: tensor"), sub(DEV, "fallback: host", "fallback: tensor"),
                         CAPTURE]).model()


def test_transfer_function_prefix():
    for bad in ("sy_dev_copy_peer", "sy_k_dev_"):
        d = transfer(sub(PEER, "sy_k_dev_copy_peer", "‸" + bad))
        err = d.error()
        assert (err.loc.line, err.loc.col, err.message) == (
            d.mark.line, d.mark.col, f"transfer function '{bad}' must be named sy_k_dev_<what>, like everything"
                                     " a backend's folder defines for the generated code")


def test_op_named_like_a_memory_function():
    d = doc(ops=[*OPS, "{name: read, family: unary, dtypes: [f32], derivative: none}"],
            backends=[HOST, DEV.replace("  add: [f32]", "  ‸read: [f32]\n  add: [f32]"), CAPTURE])
    err = d.error()
    assert (err.loc.line, err.loc.col) == (d.mark.line, d.mark.col)
    assert err.message == ("backend 'dev' (its op 'read') would define sy_k_dev_read, as backend 'dev' (its function"
                           f" read) does (at {d.find('  - ‸name: dev')}); rename one")


def test_two_backends_one_kernel_name():
    """sy_k_host_x_add: backend host's op x_add, and backend host_x's op add."""
    d = doc(ops=[*OPS, "{name: x_add, family: binary, dtypes: [f32], derivative: none}"],
            backends=[HOST, sub(DEV, "name: dev", "name: host_x").replace("  add: [f32]", "  ‸add: [f32]"), CAPTURE],
            transfers=None)
    err = d.error()
    assert (err.loc.line, err.loc.col) == (d.mark.line, d.mark.col)
    assert err.message.startswith("backend 'host_x' (its op 'add') would define sy_k_host_x_add, as backend 'host'"
                                  " (its op 'x_add') does (at ")


def test_transfer_named_like_a_memory_function():
    d = transfer(sub(PEER, "sy_k_dev_copy_peer", "sy_k_dev_alloc"))
    err = d.error()
    assert err.message == ("transfer function sy_k_dev_alloc is also the name backend 'dev' (its function alloc)"
                           f" defines (at {d.find('  - ‸name: dev')}); rename the transfer function")


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
    assert {n for n in names if not n.startswith("k_")} - set(model_mod.runtime_names()) == set()


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
    assert model_mod.runtime_names(tmp_path) == {
        "gizmo": "runtime/switchyard.h", "status": "runtime/switchyard.h", "frobnicate": "runtime/switchyard.h",
        "fast_tune": "kernels/fast/sy_fast.h"}
