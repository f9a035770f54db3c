"""Small inline backends.yaml documents for the generator's tests.

`doc(**sections)` writes a complete, valid backends.yaml of a few dozen
lines: four dtypes, one host backend (`host`, `ops: all`), one device
backend (`dev`, two devices, a few kernels of its own, falling back to
host), the capture backend, one peer transfer, a dozen ops (one of each
class a test needs), the helpers their formulas call and every status the
runtime requires (model.REQUIRED_ERRORS). A keyword replaces one section:

    doc(ops=[*OPS, '{name: ‸lambda, class: unary, dtypes: [f32], derivative: none}'])
    doc(backends=[HOST, DEV.replace("id: 1", "id: ‸256"), CAPTURE])
    doc(version=None)                        # leave the key out
    doc(extra="foo: 2\\n")                   # raw text after the sections

A list section is a list of entries: a one-line flow mapping or a block of
`key: value` lines (indented relative to each other); doc() writes each as
`  - <entry>`. A scalar section (version, abi) is its value's text. A `‸`
in any text marks where an error must point: `Doc.loc()` gives its
`backends.yaml:LINE:COL`, and `Doc.loc(needle)` / `Doc.find(needle)` locate
the one occurrence of a needle (at its own `‸`) in the written text.

Nothing here reads the shipped backends.yaml: a test built on doc() does
not move when that file changes.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from generator import model as model_mod  # noqa: E402
from generator.source import SpecError  # noqa: E402

MARK = "‸"
YAML_NAME = "backends.yaml"


@dataclass(frozen=True)
class Pos:
    line: int  # 1-based
    col: int  # 1-based

    def __str__(self) -> str:
        return f"{self.line}:{self.col}"


def pos_at(text: str, index: int) -> Pos:
    line = text.count("\n", 0, index) + 1
    col = index - (text.rfind("\n", 0, index) + 1) + 1
    return Pos(line, col)


def find(text: str, needle: str) -> Pos:
    """The position of the one occurrence of needle (at its `‸`, else its start)."""
    offset = needle.find(MARK)
    plain = needle.replace(MARK, "")
    count = text.count(plain)
    assert count == 1, f"needle {plain!r} occurs {count} times; make it unique"
    return pos_at(text, text.index(plain) + max(offset, 0))


@dataclass(frozen=True)
class Doc:
    text: str  # the document, markers removed
    mark: Pos | None  # where the `‸` was

    def find(self, needle: str) -> Pos:
        return find(self.text, needle)

    def loc(self, needle: str | None = None) -> str:
        """`backends.yaml:L:C` of the marker, or of needle."""
        if needle is None:
            assert self.mark is not None, "no ‸ marker in the document and no needle given"
            return f"{YAML_NAME}:{self.mark}"
        return f"{YAML_NAME}:{self.find(needle)}"

    def model(self):
        return model_mod.parse(self.text)

    def error(self) -> SpecError:
        """The SpecError parsing this document raises (fails the test if it parses)."""
        try:
            model_mod.parse(self.text)
        except SpecError as exc:
            return exc
        raise AssertionError("the document parsed without an error")


def marked(text: str) -> Doc:
    """A Doc of text with at most one `‸`."""
    marks = text.count(MARK)
    assert marks <= 1, "at most one ‸ marker per document"
    if marks:
        index = text.index(MARK)
        return Doc(text.replace(MARK, ""), pos_at(text, index))
    return Doc(text, None)


# ---- the default sections ----------------------------------------------------------------------

VERSION = "0.1.0"
ABI = "1"

F32 = "{name: f32, c: float, category: float, onnx: FLOAT}"
F64 = "{name: f64, c: double, category: float, onnx: DOUBLE}"
I32 = "{name: i32, c: int32_t, category: int, onnx: INT32}"
BOOL = "{name: bool, c: uint8_t, category: bool, onnx: BOOL}"
DTYPES = [F32, F64, I32, BOOL]

HOST = "name: host\nid: 0\nmemory: host\nops: all"
DEV = ("name: dev\nid: 1\nmemory: device\ndevices: 2\ndtypes: [f32, i32, bool]\nfallback: host\n"
       "ops:\n  add: [f32]\n  matmul: [f32]")
CAPTURE = "name: capture\nid: 9\nkind: capture"
BACKENDS = [HOST, DEV, CAPTURE]

PEER = "{from: dev, to: dev, function: sy_k_dev_copy_peer}"
TRANSFERS = [PEER]

FILL_F = ('{name: fill, signature: "(shape: shape, value: float, dtype: dtype, device: device) -> Tensor<dtype>",'
          ' infer: fill, kernel: fill, doc: a new tensor}')
UNARY_F = '{name: unary, signature: "(a: T) -> T", infer: same, kernel: ew, doc: elementwise}'
BINARY_F = '{name: binary, signature: "(a: T, b: T) -> T", infer: broadcast, kernel: ew, doc: elementwise}'
COMPARE_F = '{name: compare, signature: "(a: T, b: T) -> Tensor<bool>", infer: broadcast, kernel: ew, doc: compared}'
WHERE_F = '{name: where, signature: "(cond: Tensor<bool>, a: T, b: T) -> T", infer: broadcast, kernel: ew, doc: chosen}'
MATMUL_F = '{name: matmul, signature: "(a: T, b: T) -> T", infer: matmul, kernel: matmul, doc: products}'
REDUCE_F = ('{name: reduce, signature: "(a: T, axis: axis, keepdim: bool) -> T", infer: reduce, kernel: reduce,'
            ' doc: sums}')
RESHAPE_F = '{name: reshape, signature: "(a: T, shape: shape) -> T", infer: reshape, kernel: view, doc: reshaped}'
PERMUTE_F = '{name: permute, signature: "(a: T, perm: perm) -> T", infer: permute, kernel: view, doc: permuted}'
TRANSPOSE_F = ('{name: transpose, signature: "(a: T, dim0: axis, dim1: axis) -> T", infer: transpose, kernel: view,'
               ' doc: swapped}')
CAST_F = '{name: cast, signature: "(a: T, dtype: dtype) -> Tensor<dtype>", infer: same, kernel: ew, doc: converted}'
FAMILIES = [FILL_F, UNARY_F, BINARY_F, COMPARE_F, WHERE_F, MATMUL_F, REDUCE_F, RESHAPE_F, PERMUTE_F, TRANSPOSE_F,
            CAST_F]

ZEROS = ("{name: zeros, family: fill, value: 0, dtypes: [float, int, bool], derivative: none,"
         " onnx: {op: ConstantOfShape, shape: input, value: value, dtype: value}}")
FULL = ("{name: full, family: fill, value: arg, dtypes: [float, int, bool], derivative: none,"
        " onnx: {op: ConstantOfShape, shape: input, value: value, dtype: value}}")
NEG = '{name: neg, family: unary, dtypes: [float, int], memory_bound: true, derivative: {a: "neg(grad)"}, onnx: Neg}'
EXP = '{name: exp, family: unary, dtypes: [float], memory_bound: true, derivative: {a: "mul(grad, result)"}, onnx: Exp}'
ADD = "{name: add, family: binary, dtypes: [float, int], memory_bound: true, derivative: {a: grad, b: grad}, onnx: Add}"
MUL = '{name: mul, family: binary, dtypes: [float, int], derivative: {a: "mul(grad, b)", b: "mul(grad, a)"}, onnx: Mul}'
DIV = ('{name: div, family: binary, dtypes: [float],'
       ' derivative: {a: "div(grad, b)", b: "neg(div(mul(grad, result), b))"}, onnx: Div}')
EQ = "{name: eq, family: compare, dtypes: [float, int, bool], derivative: none, onnx: Equal}"
WHERE = ('{name: where, family: where, dtypes: [float, int, bool],'
         ' derivative: {a: "where(cond, grad, 0)", b: "where(cond, 0, grad)"}, onnx: Where}')
MATMUL = ('{name: matmul, family: matmul, dtypes: [float, int],'
          ' derivative: {a: "matmul(grad, transpose(b, -1, -2))", b: "matmul(transpose(a, -1, -2), grad)"},'
          ' onnx: MatMul}')
SUM = ('{name: sum, family: reduce, dtypes: [float, int], derivative: {a: "unreduce(grad, a, axis, keepdim)"},'
       ' onnx: {op: ReduceSum, axis: input, keepdim: keepdims}}')
RESHAPE = ('{name: reshape, family: reshape, dtypes: [float, int, bool],'
           ' derivative: {a: "reshape(grad, shape_of(a))"}, onnx: {op: Reshape, shape: input}}')
PERMUTE = ('{name: permute, family: permute, dtypes: [float, int, bool],'
           ' derivative: {a: "permute(grad, inverse(perm))"}, onnx: {op: Transpose, perm: perm}}')
TRANSPOSE = ('{name: transpose, family: transpose, dtypes: [float, int, bool],'
             ' derivative: {a: "transpose(grad, dim0, dim1)"}, onnx: {op: Transpose, dim0: perm, dim1: perm}}')
CAST = ('{name: cast, family: cast, dtypes: [float, int, bool], derivative: {a: "cast(grad, dtype_of(a))"},'
        ' onnx: {op: Cast, dtype: to}}')
OPS = [ZEROS, FULL, NEG, EXP, ADD, MUL, DIV, EQ, WHERE, MATMUL, SUM, RESHAPE, PERMUTE, TRANSPOSE, CAST]

UNREDUCE = "{name: unreduce, params: [tensor, meta, axis, bool], returns: tensor}"
SHAPE_OF = "{name: shape_of, params: [meta], returns: shape}"
DTYPE_OF = "{name: dtype_of, params: [meta], returns: dtype, doc: The dtype of a tensor.}"
INVERSE = '{name: inverse, params: [perm], returns: perm, doc: "The inverse of a permutation."}'
HELPERS = [UNREDUCE, SHAPE_OF, DTYPE_OF, INVERSE]


def error(name: str, code: int) -> str:
    """One status, short (the YAML library's pure-Python parser takes time per character): the message
    Burn fixes where it fixes one."""
    fixed = model_mod.FIXED_MESSAGES.get(name)
    message = f'"{fixed}"' if fixed else "Failed."
    return (f"name: {name}\ncode: {code}\nmessage: {message}\nexplain: Why.\nfix: How.\n"
            f"example: {{before: sy_{name.lower()}(), after: sy_ok()}}")


EXAMPLE = ("example:\n  before: |\n    sy_tensor *y;\n    st = sy_sum(x, 2, false, &y);\n"
           "  after: |\n    sy_tensor *y;\n    st = sy_sum(x, -1, false, &y);")


def error_block(name: str = "INVALID_ARGUMENT", code: str | None = "-1",
                message: str | None = '"Invalid argument."', explain: str | None = "A pointer was NULL.",
                fix: str | None = "Pass a valid one.", example: str | None = EXAMPLE, extra: str = "") -> str:
    """A status in block style, each key's value given as its yaml text (None leaves the key out)."""
    lines = [f"name: {name}"]
    for key, value in (("code", code), ("message", message), ("explain", explain), ("fix", fix)):
        if value is not None:
            lines.append(f"{key}: {value}")
    if example is not None:
        lines.append(example)
    return "\n".join(lines) + ("\n" + extra if extra else "")


REQUIRED = model_mod.REQUIRED_ERRORS
# the first required status in block style (the one error cases edit), the others one line each
ERRORS = [error_block(REQUIRED[0])] + [error(n, -k) for k, n in enumerate(REQUIRED[1:], start=2)]


def errors(first: str | None = None, *more: str) -> list[str]:
    """The default statuses with the first replaced by `first` and `more` appended."""
    return [first if first is not None else ERRORS[0], *ERRORS[1:], *more]


# ---- writing -----------------------------------------------------------------------------------

ORDER = ("version", "abi", "dtypes", "backends", "transfers", "onnx_opset", "families", "ops", "helpers",
         "errors")
DEFAULTS: dict[str, str | list[str]] = {
    "version": VERSION, "abi": ABI, "dtypes": DTYPES, "backends": BACKENDS, "transfers": TRANSFERS, "onnx_opset": "17",
    "families": FAMILIES, "ops": OPS, "helpers": HELPERS, "errors": ERRORS,
}


def entry(text: str) -> str:
    """`  - first line`, the other lines indented under it."""
    first, *rest = text.split("\n")
    return "".join([f"  - {first}\n", *(f"    {line}\n" if line else "\n" for line in rest)])


def section(key: str, value: str | list[str]) -> str:
    if isinstance(value, str):
        return f"{key}: {value}\n"
    if not value:
        return f"{key}: []\n"
    return f"{key}:\n" + "".join(entry(e) for e in value)


def text(head: str = "", extra: str = "", **sections) -> str:
    """The document's text, markers kept."""
    unknown = set(sections) - set(ORDER)
    assert not unknown, f"no section {unknown}"
    parts = [head]
    for key in ORDER:
        value = sections.get(key, DEFAULTS[key])
        if value is not None:
            parts.append(section(key, value))
    parts.append(extra)
    return "".join(parts)


def doc(head: str = "", extra: str = "", **sections) -> Doc:
    """A complete backends.yaml: the defaults above, with the sections given replaced (None: left out);
    `head` goes before the first key, `extra` after the last."""
    return marked(text(head, extra, **sections))


def with_backend(*entries: str, transfers: list[str] | None = None, **sections) -> Doc:
    """The default document with backends added before the capture backend (as a user would)."""
    return doc(backends=[HOST, DEV, *entries, CAPTURE], transfers=TRANSFERS if transfers is None else transfers,
               **sections)
