"""Parsing backends.yaml into the model of generator/spec.py: strict parsing, validation.

`load(path)` returns a Model or raises SpecError naming path:line:col. All
semantic decisions the templates need (which arm a pair gets, where an op
falls back to) are made here or in plan.py, never in a template.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import keyword
import re
from dataclasses import dataclass, replace
from pathlib import Path

from . import claims as claims_mod
from . import formulas
from . import signature as sigparse
from .families import (RECORD_FIELDS, SLOT_KINDS, SLOTS, VIEW, Family, check_c_names, kernel_conventions,
                       record_families, shape_rules)
from .source import Loc, Mapping, Node, SpecError, compose
from .spec import (Backend, BackendKind, BackendOp, Category, Derivative, Dtype, ErrorDef, Example, Helper,
                   Memory, Model, OnnxMap, Op, Package, ProbeKind, Transfer)

__all__ = ["Backend", "BackendKind", "BackendOp", "Category", "Derivative", "Dtype", "ErrorDef", "Example",
           "Helper", "Memory", "Model", "OnnxMap", "Op", "Transfer", "load", "parse"]


def _hint(name: str, choices) -> str:
    """"; did you mean 'x'?" for the closest of choices, or ""."""
    close = difflib.get_close_matches(name, list(choices), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


C_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# MAJOR.MINOR.PATCH, numbers without leading zeros (what CMake's project(VERSION) takes too)
VERSION = re.compile(r"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$")
TOP_LEVEL = ("version", "abi", "dtypes", "backends", "transfers", "families", "ops", "helpers", "errors", "onnx_opset")
CATEGORIES = tuple(c.value for c in Category)
MEMORY_KINDS = tuple(m.value for m in Memory)
HELPER_TYPES = ("tensor", "meta", "shape", "perm", "axis", "bool", "dtype", "scalar")
# An op `foo` becomes the public function sy_foo, so no op may take a name the
# runtime already gives behind sy_: those are read from the headers themselves
# (runtime_names), not kept in a list here. Kernels and everything else a
# backend's folder defines for the generated code are sy_k_<backend>_<what>
# (generator/plan.py), so an op may not start with `k_` either.
ROOT = Path(__file__).resolve().parent.parent
KERNEL_OP_PREFIX = "k_"
# Headers whose sy_<name> identifiers (functions, types) are taken: the
# runtime's, the fixed names of the generated headers (their templates), and
# a backend's own public header kernels/<name>/sy_<name>.h.
_NAME_SOURCES = ("runtime/*.h", "templates/*.h.j2", "kernels/*/sy_*.h")
_SY_IDENT = re.compile(r"\bsy_([a-z][a-z0-9_]*)\b")


@functools.lru_cache(maxsize=None)
def runtime_names(root: Path = ROOT) -> dict[str, str]:
    """{name: header} for every sy_<name> identifier the headers of the tree at
    root declare or use in code (comments and #include lines left out; the
    kernels' sy_k_* names too, which the op check refuses by their prefix),
    the header being the first that has it, as a path relative to root."""
    names: dict[str, str] = {}
    for pattern in _NAME_SOURCES:
        for header in sorted(root.glob(pattern)):
            if pattern.startswith("kernels/") and header.name != f"sy_{header.parent.name}.h":
                continue  # a backend's private headers (OpenCL C source, helpers) name nothing public
            text = header.read_text(encoding="utf-8")
            text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
            text = re.sub(r"//[^\n]*", "", text)
            text = re.sub(r"^\s*#\s*include.*$", "", text, flags=re.M)
            for name in _SY_IDENT.findall(text):
                if not name.startswith(KERNEL_OP_PREFIX):  # sy_k_*: refused by prefix (the op check)
                    names.setdefault(name, header.relative_to(root).as_posix())
    return names


# Statuses the handwritten runtime returns; backends.yaml must define them.
REQUIRED_ERRORS = (
    "INVALID_ARGUMENT", "BACKEND_DISABLED", "CAPTURE_ONE_WAY", "AUTODIFF_MISMATCH", "NO_SUCH_DEVICE",
    "DTYPE_UNSUPPORTED", "OUT_OF_MEMORY", "TRANSFER_FAILED", "BACKEND_MISMATCH", "DEVICE_MISMATCH",
    "STRATEGY_MISMATCH", "SHAPE_MISMATCH", "UNSUPPORTED", "CAPTURE_MISMATCH", "NOT_MATERIALIZED",
    "BUFFER_TOO_SMALL", "UNKNOWN_DEVICE", "AUTODIFF_NESTED", "DTYPE_MISMATCH", "NOT_TRACKED", "NOT_SCALAR",
    "GRAPH_RELEASED", "NO_GRADIENT", "CAPTURE_INPUT_COMPUTED", "CAPTURE_FOREIGN", "CAPTURE_DUPLICATE",
    "CAPTURE_UNKNOWN", "CAPTURE_COMPLETE_TWICE", "CAPTURE_CLOSED", "REPLAY_DEVICE", "INPUT_MISMATCH",
    "GRAPH_FORMAT", "GRAPH_VERSION", "GRAPH_UNKNOWN", "IO_ERROR", "COMM_FAILED",
)
# Messages fixed by the Burn contract.
FIXED_MESSAGES = {
    "AUTODIFF_MISMATCH": "Cannot move between autodiff and non-autodiff instances.",
    "CAPTURE_ONE_WAY": "Cannot move a tensor from a capture device",
}


# ---- parsing -----------------------------------------------------------------


def _ident(node: Node, what: str, callable_in_formulas: bool = False) -> str:
    """A name that becomes part of C identifiers (always behind a sy_ / SY_ prefix)."""
    text = node.str()
    if not C_IDENT.match(text):
        raise node.error(f"{what} '{text}' is not a valid C identifier")
    if text.startswith("_"):
        raise node.error(f"{what} '{text}' must start with a letter"
                         " (names behind sy_ that start with _ are the runtime's)")
    if callable_in_formulas and keyword.iskeyword(text):
        raise node.error(f"{what} '{text}' is a Python keyword, which derivative formulas could not call")
    return text


def _unique(seen: dict[str, Loc], name: str, node: Node, what: str, scope: str = "") -> None:
    if name in seen:
        first = seen[name]
        raise node.error(f"duplicate {what} '{name}'{scope} (first defined at {first.line}:{first.col})")
    seen[name] = node.loc


def _unique_enum(seen: dict[str, tuple[str, Loc]], name: str, node: Node, what: str, prefix: str) -> None:
    """Names become upper-case enum constants: two that differ only in case would collide."""
    key = name.upper()
    if key in seen and seen[key][0] != name:
        other, first = seen[key]
        raise node.error(f"{what} '{name}' and '{other}' (first defined at {first.line}:{first.col}) would both"
                         f" become {prefix}{key}")
    seen.setdefault(key, (name, node.loc))


# ONNX's element types (TensorProto.DataType, fixed by the ONNX spec): the
# number and the size in bytes of each a dtype's `onnx:` may name.
ONNX_TYPES = {"FLOAT": (1, 4), "UINT8": (2, 1), "INT8": (3, 1), "UINT16": (4, 2), "INT16": (5, 2), "INT32": (6, 4),
              "INT64": (7, 8), "BOOL": (9, 1), "FLOAT16": (10, 2), "DOUBLE": (11, 8), "UINT32": (12, 4),
              "UINT64": (13, 8), "BFLOAT16": (16, 2)}


def _parse_dtypes(root: Mapping) -> tuple[Dtype, ...]:
    out: list[Dtype] = []
    seen: dict[str, Loc] = {}
    upper: dict[str, tuple[str, Loc]] = {}
    node = root.require("dtypes")
    for item in node.items("dtype"):
        m = item.mapping()
        name_node = m.require("name")
        name = _ident(name_node, "dtype name")
        m.owner.what = f"dtype '{name}'"
        _unique(seen, name, name_node, "dtype")
        _unique_enum(upper, name, name_node, "dtype", "SY_DTYPE_")
        c = m.require("c").str()
        if not re.match(r"^[A-Za-z_][A-Za-z0-9_ ]*$", c):
            raise m.entries["c"][1].error(f"C type '{c}' of dtype '{name}' is not a C type name")
        cat_node = m.require("category")
        category = cat_node.str()
        if category not in CATEGORIES:
            raise cat_node.error(f"category '{category}' of dtype '{name}' is not one of: {', '.join(CATEGORIES)}")
        onnx_node = m.require("onnx")
        onnx_name = onnx_node.str()
        if onnx_name not in ONNX_TYPES:
            raise onnx_node.error(f"onnx '{onnx_name}' of dtype '{name}' is not an ONNX element type"
                                  f" ({', '.join(ONNX_TYPES)}){_hint(onnx_name, ONNX_TYPES)}")
        onnx_cat = ("float" if onnx_name in ("FLOAT", "DOUBLE", "FLOAT16", "BFLOAT16")
                    else "bool" if onnx_name == "BOOL" else "int")
        if onnx_cat != category:
            raise onnx_node.error(f"onnx '{onnx_name}' of dtype '{name}' is of category {onnx_cat}, but the dtype's is"
                                  f" {category}")
        for other in out:
            if other.onnx == onnx_name:
                raise onnx_node.error(f"dtypes '{other.name}' and '{name}' are both ONNX {onnx_name}")
        m.done()
        code, size = ONNX_TYPES[onnx_name]
        out.append(Dtype(name, c, Category(category), item.loc.named(f"dtypes[{name}]"), onnx_name, code, size))
    if not out:
        raise node.error("dtypes must list at least one dtype")
    return tuple(out)


def _dtype_list(node: Node, dtypes: tuple[Dtype, ...], what: str,
                allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    """A list of dtype names and categories, expanded to dtype names in dtype order."""
    names = {d.name for d in dtypes}
    chosen: set[str] = set()
    seen: dict[str, Loc] = {}
    for item in node.items("dtype"):
        text = item.str()
        _unique(seen, text, item, "entry", f" in {what}")
        if text in CATEGORIES:
            members = {d.name for d in dtypes if d.category == text}
        elif text in names:
            members = {text}
        else:
            raise item.error(
                f"unknown dtype or category '{text}' in {what} (dtypes: {', '.join(d.name for d in dtypes)};"
                f" categories: {', '.join(CATEGORIES)}){_hint(text, [*names, *CATEGORIES])}"
            )
        if allowed is not None:
            extra = sorted(members - set(allowed))
            if extra:
                raise item.error(f"{what} lists '{text}', but {', '.join(extra)} is not a dtype the op takes")
        chosen |= members
    if not chosen:
        raise node.error(f"{what} must name at least one dtype")
    return tuple(d.name for d in dtypes if d.name in chosen)


def _parse_helpers(root: Mapping) -> tuple[Helper, ...]:
    out: list[Helper] = []
    seen: dict[str, Loc] = {}
    node = root.get("helpers")
    if node is None:
        return ()
    for item in node.items("helper"):
        m = item.mapping()
        name_node = m.require("name")
        name = _ident(name_node, "helper name", callable_in_formulas=True)
        m.owner.what = f"helper '{name}'"
        _unique(seen, name, name_node, "helper")
        params = []
        for p in m.require("params").items("parameter"):
            t = p.str()
            if t not in HELPER_TYPES:
                raise p.error(f"parameter type '{t}' of helper '{name}' is not one of: {', '.join(HELPER_TYPES)}")
            params.append(t)
        ret_node = m.require("returns")
        returns = ret_node.str()
        if returns not in HELPER_TYPES:
            raise ret_node.error(f"return type '{returns}' of helper '{name}' is not one of: {', '.join(HELPER_TYPES)}")
        doc_node = m.get("doc")
        doc = doc_node.str() if doc_node else ""
        m.done()
        out.append(Helper(name, tuple(params), returns, doc, item.loc.named(f"helpers[{name}]")))
    return tuple(out)


@dataclass(frozen=True)
class RawOp:
    """An op after the first pass: everything but its formulas, which need every op's name."""
    name: str
    family: Family
    dtypes: tuple[str, ...]
    memory_bound: bool
    value: float | None
    derivative: Node | None  # the `derivative` node, read by the second pass
    loc: Loc
    onnx: Node | None = None  # the `onnx` node, read by _parse_onnx
    random: bool = False  # `random: true`


def _dtype_names(dtypes: tuple[Dtype, ...]) -> dict[str, tuple[str, ...]]:
    """Each dtype and category name, and the dtype names it stands for."""
    out: dict[str, tuple[str, ...]] = {d.name: (d.name,) for d in dtypes}
    for c in CATEGORIES:
        out.setdefault(c, tuple(d.name for d in dtypes if d.category.value == c))
    return out


def _parse_signature(node: Node, dtypes: tuple[Dtype, ...], what: str) -> sigparse.OpSignature:
    text = node.str()
    return sigparse.parse(text, node.loc, node.node.style, what, _dtype_names(dtypes))


def _check_record(sig: sigparse.OpSignature, what: str, slots: bool) -> None:
    """What the runtime's call record can hold: at most SY__MAX_IN tensor
    inputs (or a variadic list, the only input), one result, and attributes
    in the field of their name or, with `kernel: op`, in at most
    SY__MAX_ATTRS slots."""
    inputs = sig.inputs
    for i in inputs:
        if i.optional and not slots:
            raise SpecError(i.loc, f"in the signature of {what}: input '{i.name}' is optional; a family with"
                                   " optional inputs takes `kernel: op`")
        if i.variadic and (not slots or len(inputs) > 1):
            raise SpecError(i.loc, f"in the signature of {what}: a variadic input must be the only tensor input of a"
                                   " family with `kernel: op`")
    if slots:
        for a in sig.attrs:
            if a.kind not in SLOT_KINDS + ("device",):
                raise SpecError(a.loc, f"in the signature of {what}: a {a.kind} attribute ('{a.name}') is for the"
                                       f" record's named fields; `kernel: op` takes {', '.join(SLOT_KINDS)}, device")
        if len(sig.attrs) > 8:
            raise SpecError(sig.attrs[8].loc, f"in the signature of {what}: at most 8 attributes (SY__MAX_ATTRS)")
    if len(inputs) > 3 and not slots:
        raise SpecError(inputs[3].loc, f"in the signature of {what}: the runtime's call record holds at most 3 tensor"
                                       " inputs")
    if len(sig.results) > 1 and not slots:
        raise SpecError(sig.results[1].loc, f"in the signature of {what}: a family with several results takes"
                                            " `kernel: op`")
    if len(sig.results) > 4:
        raise SpecError(sig.results[4].loc, f"in the signature of {what}: at most 4 results (SY__MAX_OUT)")
    if len(sig.type_vars) > 3:
        raise SpecError(sig.loc, f"in the signature of {what}: at most 3 type variables")
    for a in () if slots else sig.attrs:
        field = RECORD_FIELDS.get(a.name)
        if field is None:
            raise SpecError(a.loc, f"in the signature of {what}: the runtime's call record has no field '{a.name}'"
                                   f" (it stores {', '.join(RECORD_FIELDS)}; runtime ABI 3)")
        if field != a.kind:
            raise SpecError(a.loc, f"in the signature of {what}: attribute '{a.name}' is stored as a {field}, not a"
                                   f" {a.text}")
        if a.has_default:
            raise SpecError(a.loc, f"in the signature of {what}: attribute '{a.name}' has a default, which a C"
                                   " parameter cannot have")


def _parse_families(root: Mapping, dtypes: tuple[Dtype, ...]) -> dict[str, Family]:
    """`families:`: a signature, a shape rule and a kernel convention that
    ops share."""
    out: dict[str, Family] = {}
    seen: dict[str, Loc] = {}
    rules = shape_rules()
    conventions = kernel_conventions()
    for item in root.require("families").items("family"):
        m = item.mapping()
        name_node = m.require("name")
        name = _ident(name_node, "family name")
        m.owner.what = f"family '{name}'"
        _unique(seen, name, name_node, "family")
        what = f"family '{name}'"
        sig = _parse_signature(m.require("signature"), dtypes, what)
        kernel_node = m.require("kernel")
        kernel = kernel_node.str()
        _check_record(sig, what, kernel == SLOTS)
        if kernel != SLOTS and name not in record_families():
            raise name_node.error(f"family '{name}' keeps its attributes in the call record's named fields, which the"
                                  f" runtime has for {', '.join(record_families())} only; declare it with"
                                  " `kernel: op`")
        infer_node = m.require("infer")
        infer = _ident(infer_node, "shape rule")
        if infer not in rules:
            raise infer_node.error(f"family '{name}' names shape rule '{infer}', but runtime/sy_rules.h declares no"
                                   f" sy__infer_{infer} (rules: {', '.join(rules)}){_hint(infer, rules)}")
        if kernel not in conventions:
            raise kernel_node.error(f"family '{name}' names kernel convention '{kernel}', which runtime/sy_contract.h"
                                    f" does not define (sy_<name>_args; or 'view'): {', '.join(conventions)}"
                                    f"{_hint(kernel, conventions)}")
        doc_node = m.require("doc")
        shape_node = m.get("shape")
        values = False
        if shape_node is not None:
            if shape_node.str() != "values":
                raise shape_node.error(f"family '{name}': shape may only be 'values' (a result shape that depends on"
                                       f" the inputs' values), not '{shape_node.str()}'")
            if kernel != SLOTS:
                raise shape_node.error(f"family '{name}': shape: values needs `kernel: op` (the kernel's sizing call)")
            values = True
        m.done()
        if not sig.type_vars and not sig.results[0].type.attr:
            raise SpecError(sig.loc, f"in the signature of {what}: nothing decides the dtype the op's dtypes are about"
                                     " (a type variable, or a result of a dtype attribute)")
        out[name] = Family(name, sig, infer, None if kernel == VIEW else kernel, " ".join(doc_node.str().split()),
                           item.loc.named(f"families[{name}]"), values)
        check_c_names(out[name])
    if not out:
        raise root.require("families").error("families must list at least one family")
    return out


def _parse_ops(root: Mapping, dtypes: tuple[Dtype, ...], families: dict[str, Family]) -> list[RawOp]:
    """First pass over ops: everything but the formulas, which need all op names."""
    raw: list[RawOp] = []
    seen: dict[str, Loc] = {}
    upper: dict[str, tuple[str, Loc]] = {}
    node = root.require("ops")
    for item in node.items("op"):
        m = item.mapping()
        name_node = m.require("name")
        name = _ident(name_node, "op name", callable_in_formulas=True)
        m.owner.what = f"op '{name}'"
        _unique(seen, name, name_node, "op")
        _unique_enum(upper, name, name_node, "op", "SY_OP_")
        taken = runtime_names()
        if name in taken:
            raise name_node.error(f"op name '{name}' would collide with sy_{name} of {taken[name]}")
        if name.startswith(KERNEL_OP_PREFIX):
            raise name_node.error(f"op name '{name}' starts with '{KERNEL_OP_PREFIX}': sy_{KERNEL_OP_PREFIX}* names"
                                  " are the backends' kernels (sy_k_<backend>_<op>)")
        fam_node = m.require("family")
        fam_name = fam_node.str()
        if fam_name not in families:
            raise fam_node.error(f"unknown family '{fam_name}' of op '{name}' (families: {', '.join(families)})"
                                 f"{_hint(fam_name, families)}")
        family = families[fam_name]
        op_dtypes = _dtype_list(m.require("dtypes"), dtypes, f"the dtypes of op '{name}'")
        mb_node = m.get("memory_bound")
        memory_bound = mb_node.bool() if mb_node else False
        value = None
        value_node = m.get("value")
        takes_value = family.signature.attr("value") is not None and family.signature.inputs == ()
        if takes_value:
            if value_node is None:
                raise m.owner.error(f"op '{name}' of family '{fam_name}' needs 'value': a number, or 'arg' to take it"
                                    " as a parameter")
            if value_node.is_scalar() and value_node.node.value == "arg" and value_node.node.style is None:
                value = None
            else:
                value = value_node.number()
                if value != value or value in (float("inf"), float("-inf")):
                    raise value_node.error(f"the value of op '{name}' must be a finite number (or 'arg')")
        elif value_node is not None:
            raise SpecError(m.key_loc("value"), f"'value' is only for ops that create a tensor of a value, and"
                                                f" '{name}' is a {fam_name} op")
        deriv_node = m.get("derivative")
        onnx_node = m.get("onnx")
        random_node = m.get("random")
        random = random_node.bool() if random_node else False
        if random and deriv_node is not None and not (deriv_node.is_scalar() and deriv_node.node.value == "none"):
            raise SpecError(m.key_loc("random"), f"op '{name}' is random (drawn from its seed), and a draw has no"
                                                 " derivative: write 'derivative: none'")
        m.done()
        raw.append(RawOp(name, family, op_dtypes, memory_bound, value, deriv_node, item.loc.named(f"ops[{name}]"),
                         onnx_node, random))
    if not raw:
        raise node.error("ops must list at least one op")
    return raw


# ONNX operator names (op_type) are CamelCase identifiers; attribute names lower case.
ONNX_OP = re.compile(r"^[A-Z][A-Za-z0-9]*$")
ONNX_ATTR = re.compile(r"^[a-z][a-z0-9_]*$")
# Attribute types whose value can become an int64 tensor input of the ONNX node.
ONNX_INPUT_TYPES = ("shape", "axis")
# the attribute kinds of a `kernel: op` family that may be ONNX inputs: int64
# tensors (ints as a list, int and axis as one value) or, for a float, a
# scalar of the key input's dtype (Pad's constant_value)
SLOT_INPUT_KINDS = ("ints", "axes", "shape", "int", "axis", "float")


def _parse_onnx(raw: RawOp, dtypes: tuple[Dtype, ...]) -> OnnxMap:
    """`onnx:` of an op: `Name` (an op without attributes), `{op: Name,
    <attribute>: input | <ONNX attribute>, ..., fixed: {<ONNX attribute>:
    <int>, ...}, inputs: [<ONNX input order>], dtypes: [...]}`, or `{none: <why>}`."""
    name, family, node = raw.name, raw.family, raw.onnx
    attrs = [a for a in family.attrs if a != "device"]  # graphs are device-free
    if node is None:
        raise SpecError(raw.loc, f"op '{name}' has no 'onnx': name its ONNX operator (onnx: Add, or"
                                 f" onnx: {{op: ..., <attribute>: ...}}) or say why it has none (onnx: {{none: ...}})")
    loc = node.loc.named(f"ops[{name}].onnx")
    node.what = f"'onnx' of op '{name}'"

    def op_name(n: Node) -> str:
        text = n.str()
        if text == "none":
            raise n.error(f"op '{name}' without an ONNX counterpart says why: onnx: {{none: <the reason>}}")
        if not ONNX_OP.match(text):
            raise n.error(f"'{text}' in the 'onnx' of op '{name}' is not an ONNX operator name (CamelCase, such as"
                          f" Add or ReduceSum)")
        return text

    if node.is_scalar():
        op = op_name(node)
        if attrs:
            raise node.error(f"op '{name}' has attributes ({', '.join(attrs)}): say where each goes, onnx: {{op: {op},"
                             f" {', '.join(f'{a}: ...' for a in attrs)}}} (an ONNX attribute name, or 'input')")
        return OnnxMap(op, (), raw.dtypes, "", loc)
    m = node.mapping()
    if "none" in m:
        m.expect(("none",))
        reason_node = m.require("none")
        reason_node.what = f"the reason op '{name}' has no ONNX counterpart"
        reason = " ".join(reason_node.str().split())
        return OnnxMap(None, (), (), reason, loc)
    op = op_name(m.require("op"))
    mapped = []
    for a in attrs:
        to_node = m.get(a)
        if to_node is None:
            raise m.owner.error(f"the 'onnx' of op '{name}' does not say where attribute '{a}' goes"
                                f" ({a}: <an ONNX attribute name>, or {a}: input)")
        to_node.what = f"'{a}' of the 'onnx' of op '{name}'"
        to = to_node.str()
        if to == "input":
            if family.slots:
                if family.attr(a).kind not in SLOT_INPUT_KINDS:
                    kind = family.attr(a).kind
                    raise to_node.error(f"attribute '{a}' of op '{name}' is {'an' if kind[0] in 'aeiou' else 'a'}"
                                        f" {kind}; ONNX inputs"
                                        f" take {', '.join(SLOT_INPUT_KINDS)} attributes")
            elif family.attr(a).kind not in ONNX_INPUT_TYPES:
                raise to_node.error(f"attribute '{a}' of op '{name}' is a {family.attr(a).kind}; only"
                                    f" {' and '.join(ONNX_INPUT_TYPES)} attributes become ONNX inputs")
        elif not ONNX_ATTR.match(to):
            raise to_node.error(f"'{to}' is neither 'input' nor an ONNX attribute name (lower case, such as keepdims)")
        mapped.append((a, to))
    fixed: list[tuple[str, int | str]] = []
    fixed_node = m.get("fixed")
    if fixed_node is not None:
        fixed_node.what = f"'fixed' of the 'onnx' of op '{name}'"
        fm = fixed_node.mapping()
        for key in fm.keys():
            value_node = fm.require(key)
            if not ONNX_ATTR.match(key):
                raise value_node.error(f"'{key}' in the 'fixed' of op '{name}' is not an ONNX attribute name"
                                       f" (lower case, such as fmod)")
            if key in {to for _a, to in mapped}:
                raise value_node.error(f"ONNX attribute '{key}' of op '{name}' is both fixed and mapped from an"
                                       f" attribute")
            value_node.what = f"'{key}' of the 'fixed' of op '{name}'"
            # an int attribute (Mod's fmod: 1) or a string one (BitShift's direction: LEFT)
            resolved = value_node._resolved() if value_node.is_scalar() else None
            if resolved not in ("int", "str"):
                raise value_node.error(f"{value_node.what} must be an integer or a string, not"
                                       f" {getattr(value_node.node, 'value', 'a collection')!r}")
            fixed.append((key, value_node.int() if resolved == "int" else value_node.str()))
        fm.done()
    order: tuple[str, ...] = ()
    inputs_node = m.get("inputs")
    if inputs_node is not None:
        inputs_node.what = f"'inputs' of the 'onnx' of op '{name}'"
        order = tuple(n.str() for n in inputs_node.items("an input's name"))
        want = [i.name for i in family.signature.inputs] + [a for a, to in mapped if to == "input"]
        if sorted(order) != sorted(want):
            raise inputs_node.error(f"the 'inputs' of the 'onnx' of op '{name}' must name each of"
                                    f" {', '.join(want)} once, in the ONNX operator's order")
    dt_node = m.get("dtypes")
    op_dtypes = (raw.dtypes if dt_node is None
                 else _dtype_list(dt_node, dtypes, f"the onnx dtypes of op '{name}'", raw.dtypes))
    m.done()
    return OnnxMap(op, tuple(mapped), op_dtypes, "", loc, tuple(fixed), order)


def _parse_onnx_opset(root: Mapping) -> int:
    node = root.require("onnx_opset")
    opset = node.int()
    if not 1 <= opset <= 1000:
        raise node.error(f"onnx_opset must be an ONNX opset number such as 17, not {opset}")
    return opset


def _signatures(raw_ops: list[RawOp], helpers: tuple[Helper, ...]) -> dict[str, tuple[str, formulas.Signature]]:
    sigs: dict[str, tuple[str, formulas.Signature]] = {}
    for r in raw_ops:
        if not r.family.inputs:
            continue  # creation ops need a device; formulas cannot call them
        params = tuple("tensor" for _ in r.family.inputs) + tuple(r.family.attr_type(a) for a in r.family.attrs)
        sigs[r.name] = ("op", formulas.Signature(params, "tensor"))
    for h in helpers:
        sigs[h.name] = ("helper", formulas.Signature(h.params, h.returns))
    return sigs


def _parse_derivatives(raw: RawOp, dtypes: tuple[Dtype, ...], sigs: dict[str, tuple[str, formulas.Signature]],
                       creation_ops: frozenset[str]) -> Op:
    name, cls, op_dtypes, memory_bound, value = raw.name, raw.family, raw.dtypes, raw.memory_bound, raw.value
    deriv_node, loc = raw.derivative, raw.loc
    takes_float = any(d.category is Category.FLOAT for d in dtypes if d.name in op_dtypes)
    if deriv_node is None:
        if takes_float:
            raise SpecError(loc, f"op '{name}' takes float dtypes but has no 'derivative'; give a formula per input,"
                                 " or 'derivative: none'")
        return Op(name, cls, op_dtypes, memory_bound, False, (), value, loc)
    if deriv_node.is_scalar():
        text = deriv_node.str()
        if text != "none":
            raise deriv_node.error(f"'derivative' of op '{name}' must be a mapping of input to formula, or 'none'")
        return Op(name, cls, op_dtypes, memory_bound, False, (), value, loc)
    if not cls.inputs:
        raise deriv_node.error(f"op '{name}' creates tensors from nothing; its derivative must be 'none'")
    m = deriv_node.mapping()
    names: dict[str, tuple[str, str]] = {i: ("input", "tensor") for i in cls.inputs}
    names["grad"] = ("grad", "tensor")
    names["result"] = ("result", "tensor")
    # an op of several results: `result` and `grad` are the first's, result_<name>
    # and grad_<name> the later ones' (a result nobody's gradient reached: zeros)
    for r in cls.signature.results[1:]:
        for n in (f"result_{r.name}", f"grad_{r.name}"):
            if n in names:
                raise deriv_node.error(f"result '{r.name}' of op '{name}' gives formulas the name '{n}',"
                                       " which an input or attribute already has")
            names[n] = ("result" if n.startswith("result_") else "grad", "tensor")
    for a in cls.attrs:
        names[a] = ("attr", cls.attr_type(a))
    for n in list(names):
        if n in sigs:
            raise deriv_node.error(f"name '{n}' of op '{name}' is also an op or helper name;"
                                   " formulas would be ambiguous")
    derivs = []
    declared = set()
    for key in m.keys():
        key_loc = m.key_loc(key)
        if key not in cls.inputs:
            raise SpecError(key_loc, f"'{key}' is not an input of op '{name}' (inputs: {', '.join(cls.inputs)})")
        if key in cls.bool_inputs:
            raise SpecError(key_loc, f"input '{key}' of op '{name}' is always bool and has no gradient;"
                                     " drop its formula")
        node = m.get(key)
        assert node is not None
        text = node.str()
        declared.add(key)
        if text == "none" and node.node.style is None:
            continue  # this input declares no gradient
        expr = formulas.parse(text, node.loc, node.node.style, name, names, sigs, creation_ops)
        derivs.append(Derivative(key, text, expr, node.loc.named(f"ops[{name}].derivative.{key}")))
    m.done()
    if not m.keys():
        raise deriv_node.error(f"'derivative' of op '{name}' is empty; give formulas or write 'derivative: none'")
    missing = [i for i in cls.inputs if i not in declared and i not in cls.bool_inputs]
    if missing:
        raise deriv_node.error(f"the derivative of op '{name}' has no formula for input '{missing[0]}'; give one, or"
                               f" write '{missing[0]}: none' if no gradient flows to it")
    if not derivs:
        raise deriv_node.error(f"every input of op '{name}' is 'none'; write 'derivative: none' instead")
    order = {i: n for n, i in enumerate(cls.inputs)}
    derivs.sort(key=lambda d: order[d.input])
    return Op(name, cls, op_dtypes, memory_bound, True, tuple(derivs), value, loc)


def _parse_backends(root: Mapping, dtypes: tuple[Dtype, ...], ops: dict[str, Op]):
    out: list[Backend] = []
    seen: dict[str, Loc] = {}
    upper: dict[str, tuple[str, Loc]] = {}
    ids: dict[int, tuple[str, Loc]] = {}
    cfgs: dict[str, Loc] = {}
    fallback_nodes: dict[str, Node] = {}
    mpi: Backend | None = None
    node = root.require("backends")
    for item in node.items("backend"):
        m = item.mapping()
        name_node = m.require("name")
        name = _ident(name_node, "backend name")
        m.owner.what = f"backend '{name}'"
        _unique(seen, name, name_node, "backend")
        _unique_enum(upper, name, name_node, "backend", "SY_BACKEND_")
        id_node = m.require("id")
        bid = id_node.int()
        if not 0 <= bid <= 255:
            raise id_node.error(f"id {bid} of backend '{name}' must fit in 8 bits (0..255)")
        if bid in ids:
            other, other_loc = ids[bid]
            raise id_node.error(f"backend id {bid} of '{name}' is already used by '{other}' (line {other_loc.line});"
                                " ids are never reused")
        ids[bid] = (name, id_node.loc)
        kind_node = m.get("kind")
        kind_text = kind_node.str() if kind_node else BackendKind.REAL.value
        if kind_text not in {k.value for k in BackendKind}:
            assert kind_node is not None
            raise kind_node.error(f"kind '{kind_text}' of backend '{name}' must be 'real', 'capture', 'mpi' or"
                                  " 'remote'")
        kind = BackendKind(kind_text)
        cfg_node = m.get("cfg")
        cfg = _ident(cfg_node, "cfg macro") if cfg_node else f"SY_WITH_{name.upper()}"
        if cfg in cfgs:
            raise (cfg_node or name_node).error(f"cfg macro {cfg} of backend '{name}' is already used")
        cfgs[cfg] = item.loc
        doc_node = m.get("doc")
        doc = " ".join(doc_node.str().split()) if doc_node else ""
        if kind is BackendKind.CAPTURE or kind is BackendKind.REMOTE:
            m.done()  # a capture or remote backend takes name, id, kind, cfg and doc only
            out.append(Backend(name, bid, kind, None, 0, cfg, None, (), tuple(d.name for d in dtypes), (), doc,
                               item.loc.named(f"backends[{name}]")))
            continue
        if kind is BackendKind.MPI:
            mpi_libs, mpi_packages = _libs_and_packages(m, name)
            m.done()  # an mpi layer takes name, id, kind, cfg, libs, packages and doc only
            if mpi is not None:
                raise SpecError(item.loc, f"only one backend of kind 'mpi' is allowed ('{mpi.name}' is already one)")
            mpi = Backend(name, bid, kind, None, 0, cfg, None, (), (), mpi_libs, doc,
                          item.loc.named(f"backends[{name}]"), packages=mpi_packages)
            continue
        mem_node = m.require("memory")
        memory_text = mem_node.str()
        if memory_text not in MEMORY_KINDS:
            raise mem_node.error(f"memory '{memory_text}' of backend '{name}' must be one of:"
                                 f" {', '.join(MEMORY_KINDS)}")
        memory = Memory(memory_text)
        dev_node = m.get("devices")
        runtime_devices = False
        if dev_node and dev_node.is_scalar() and dev_node.node.value == "runtime" and dev_node.node.style is None:
            runtime_devices, devices = True, 0
        else:
            if dev_node and dev_node.is_scalar() and dev_node._resolved() != "int":
                raise dev_node.error(f"devices of backend '{name}' must be an integer from 1 to 256 or 'runtime',"
                                     f" not {dev_node.node.value!r}")
            devices = dev_node.int() if dev_node else 1
            if not 1 <= devices <= 256:
                assert dev_node is not None  # the default, 1, is in range
                raise dev_node.error(f"devices of backend '{name}' must be between 1 and 256, or 'runtime',"
                                     f" not {devices}")
        hooks = {}
        for hook in ("init", "shutdown", "async"):
            hook_node = m.get(hook)
            hooks[hook] = hook_node.bool() if hook_node else False
            if hook == "async" and hooks[hook] and memory is not Memory.DEVICE:
                assert hook_node is not None
                raise hook_node.error(f"async of backend '{name}': only a `memory: device` backend queues work"
                                      f" (host kernels have finished when they return)")
        flags = {}
        for key in ("cflags", "ldflags"):
            flags_node = m.get(key)
            flags[key] = tuple(_flag(f, key, name) for f in flags_node.items("flag")) if flags_node else ()
        store_node = m.get("dtypes")
        stores = (_dtype_list(store_node, dtypes, f"the dtypes of backend '{name}'") if store_node
                  else tuple(d.name for d in dtypes))
        libs, packages = _libs_and_packages(m, name)
        fb_node = m.get("fallback")
        fallback = None
        if fb_node:
            fallback = fb_node.str()
            fallback_nodes[name] = fb_node
        ops_node = m.require("ops")
        rf_node = m.get("runtime_fallback")
        m.done()
        own = _backend_ops(ops_node, name, ops, dtypes, fallback is None)
        declines = _runtime_fallback(rf_node, name, dtypes, memory, stores, fallback) if rf_node else ()
        compared = sorted({dt for op in ops.values() if op.bool_result for dt in op.dtypes} & set(stores))
        if compared and "bool" not in stores:
            raise (store_node or name_node).error(
                f"backend '{name}' stores {compared[0]}, which comparisons take, but not bool, which they return;"
                f" add bool to its dtypes (results of comparisons and the masks of backward passes live there)")
        out.append(Backend(name, bid, kind, memory, devices, cfg, fallback, own, stores, libs, doc,
                           item.loc.named(f"backends[{name}]"),
                           runtime_devices, hooks["init"], hooks["shutdown"], flags["cflags"], flags["ldflags"],
                           declines, packages, hooks["async"]))
    probes: dict[str, Package] = {}
    for b in out:
        for p in b.packages:
            first = probes.setdefault(p.name, p)
            if first.word != p.word:
                raise SpecError(p.loc, f"package '{p.name}' is probed here by {p.probe.value} '{p.arg}' and at"
                                       f" {first.loc.line}:{first.loc.col} by {first.probe.value} '{first.arg}';"
                                       f" give it the same probe everywhere")
    if not any(not b.is_dispatch_level for b in out):
        raise node.error("backends must list at least one real (non-capture, non-remote) backend")
    remotes = [b for b in out if b.is_remote]
    if len(remotes) > 1:
        raise SpecError(remotes[1].loc, f"only one remote backend is allowed ('{remotes[0].name}' is already one)")
    if remotes and mpi is None:
        raise SpecError(remotes[0].loc, f"remote backend '{remotes[0].name}' needs a backend of kind 'mpi' (its devices"
                                        " are the ranks of an MPI communicator)")
    captures = [b for b in out if b.is_capture]
    if len(captures) > 1:
        raise SpecError(captures[1].loc, f"only one capture backend is allowed ('{captures[0].name}' is already one)")
    if not captures:
        raise node.error("backends must list one backend of kind 'capture' (the runtime's capture devices); "
                         "builds can still leave it out with its cfg macro set to 0")
    by_name = {b.name: b for b in out}
    for name, fb_node in fallback_nodes.items():
        target = fb_node.str()
        if target not in by_name:
            raise fb_node.error(f"fallback '{target}' of backend '{name}' is not a backend{_hint(target, by_name)}")
        if target == name:
            raise fb_node.error(f"backend '{name}' cannot fall back to itself")
        if by_name[target].is_dispatch_level:
            raise fb_node.error(f"backend '{name}' cannot fall back to the {by_name[target].kind} backend '{target}'")
        if not by_name[target].is_host:
            raise fb_node.error(f"fallback '{target}' of backend '{name}' must keep host memory"
                                " (fallbacks run on staged host data)")
    for name in fallback_nodes:
        chain = [name]
        cur = by_name[name].fallback
        while cur is not None:
            if cur in chain:
                cycle = " -> ".join(chain[chain.index(cur):] + [cur])
                raise fallback_nodes[name].error(f"fallback cycle: {cycle}")
            chain.append(cur)
            cur = by_name[cur].fallback
    for b in out:
        if b.fallback:
            _check_fallback_covers(b, by_name, ops, fallback_nodes[b.name])
    return tuple(out), mpi


def _lib(lib: Node, backend: str) -> str:
    text = lib.str()
    if not re.match(r"^[A-Za-z0-9_.+-]+$", text):
        raise lib.error(f"library '{text}' of backend '{backend}' is not a pkg-config package name")
    return text


_PROBE_ARGS = {
    # what each probe takes: a pkg-config module, an absolute path (* and ? glob), a program name
    ProbeKind.PKG_CONFIG: (r"^[A-Za-z0-9_.+-]+$", "a pkg-config package name"),
    ProbeKind.FILE: (r"^/[A-Za-z0-9_.+*?/@,:-]+$",
                     "an absolute path (letters, digits, _.+/@,:- and the globs * and ?; no spaces or quotes)"),
    ProbeKind.COMMAND: (r"^[A-Za-z0-9_.+-]+$", "a program name looked up on PATH"),
}


def _libs_and_packages(m: Mapping, backend: str) -> tuple[tuple[str, ...], tuple[Package, ...]]:
    """A backend's `libs:` (pkg-config modules) and `packages:`; each module must come from a package that
    pkg-config probes, so `make` installs it where it is missing."""
    libs_node = m.get("libs")
    lib_nodes = list(libs_node.items("library")) if libs_node else []
    libs = tuple(_lib(lib, backend) for lib in lib_nodes)
    pk_node = m.get("packages")
    packages = _packages(pk_node, backend) if pk_node else ()
    for module, module_node in zip(libs, lib_nodes):
        if not any(p.probe is ProbeKind.PKG_CONFIG and p.arg == module for p in packages):
            raise module_node.error(f"library '{module}' of backend '{backend}' comes from no entry of its"
                                    f" packages: add {{name: <the Debian package>, pkg_config: {module}}} to"
                                    f" 'packages', so `make` installs it where it is missing")
    return libs, packages


def _packages(node: Node, backend: str) -> tuple[Package, ...]:
    """`packages: [{name: DEBIAN-PACKAGE, pkg_config|file|command: PROBE}, ...]` of a real backend: what the
    dependency step (tools/deps.sh) probes, and installs with apt-get when the probe fails."""
    out: list[Package] = []
    seen: dict[str, Loc] = {}
    for item in node.items("package"):
        m = item.mapping()
        name_node = m.require("name")
        name = name_node.str()
        if not re.match(r"^[a-z0-9][a-z0-9+.-]+$", name):
            raise name_node.error(f"package '{name}' of backend '{backend}' is not a Debian package name"
                                  f" (lower-case letters, digits and +.-, at least two)")
        if name in seen:
            raise name_node.error(f"duplicate package '{name}' in the packages of backend '{backend}'"
                                  f" (first at {seen[name].line}:{seen[name].col})")
        seen[name] = name_node.loc
        probes = [(kind, probe) for kind in ProbeKind for probe in [m.get(kind.value)] if probe is not None]
        m.done()
        if len(probes) != 1:
            where = item if not probes else probes[1][1]
            raise where.error(f"package '{name}' of backend '{backend}' needs exactly one probe, one of:"
                              f" {', '.join(k.value for k in ProbeKind)}"
                              + (f" (it has {' and '.join(k.value for k, _ in probes)})" if probes else ""))
        kind, probe_node = probes[0]
        arg = probe_node.str()
        pattern, what = _PROBE_ARGS[kind]
        if not re.match(pattern, arg):
            raise probe_node.error(f"{kind.value} '{arg}' of package '{name}' of backend '{backend}' must be {what}")
        out.append(Package(name, kind, arg, item.loc))
    return tuple(out)


def _flag(node: Node, key: str, backend: str) -> str:
    text = node.str()
    if not re.match(r"^-[A-Za-z0-9_=.,+/:@-]+$", text):
        raise node.error(f"{key} entry '{text}' of backend '{backend}' must be one compiler or linker option starting"
                         f" with '-' (letters, digits and _=.,+/:@- only; no spaces, quotes or shell characters)")
    return text


def _runtime_fallback(node: Node, backend: str, dtypes: tuple[Dtype, ...], memory: Memory, stores: tuple[str, ...],
                      fallback: str | None) -> tuple[str, ...]:
    """`runtime_fallback: [dtype or category, ...]` of a real backend: the dtypes its own kernels may decline
    at run time (SY_KERNEL_FALLBACK), which only the device path of the runtime hands to the fallback."""
    what = f"the runtime_fallback of backend '{backend}'"
    if not node.is_list():
        raise node.error(f"{what} must be a list of dtypes or categories, such as [f64]")
    chosen = _dtype_list(node, dtypes, what)
    if memory is not Memory.DEVICE:
        raise node.error(f"{what}: only a 'memory: device' backend's kernels may decline a call at run time;"
                         f" '{backend}' has host memory")
    if fallback is None:
        raise node.error(f"{what}: backend '{backend}' has no fallback to run the calls its kernels decline;"
                         " give it a 'fallback'")
    missing = [dt for dt in chosen if dt not in stores]
    if missing:
        raise node.error(f"{what} names {missing[0]}, which backend '{backend}' does not store")
    return chosen


def _backend_ops(node: Node, backend: str, ops: dict[str, Op], dtypes, last: bool) -> tuple[BackendOp, ...]:
    """A backend's `ops:`, each (op, dtype) backed by its kernels' claims
    (generator/claims.py) when its folder kernels/<backend>/ exists; `ops: all`
    is then every op and dtype the claims take. last: it has no fallback."""
    tags = tuple(d.tag for d in dtypes)
    tag_of = {d.name: d.tag for d in dtypes}
    folder = claims_mod.has_folder(backend)
    try:
        claims = claims_mod.read(backend, tags) if folder else None
    except claims_mod.Mismatch as e:
        raise node.error(f"backend '{backend}': {e.message}") from None
    if claims is not None:
        # reported at the backend's ops: here, where the fix is, naming the claim's line
        for op, claim in claims.ops.items():
            if op not in ops:
                raise node.error(f"backend '{backend}': its kernels claim op '{op}' ({claim.loc}), which"
                                 f" backends.yaml does not declare{_hint(op, ops)}; declare it, or take the claim"
                                 " out")
            if ops[op].family.kernel is None:
                raise node.error(f"backend '{backend}': its kernels claim op '{op}' ({claim.loc}), a view the"
                                 " runtime does")

    def claimed(op: Op, chosen: tuple[str, ...]) -> tuple[str, ...]:
        if claims is None:
            return chosen
        return tuple(dt for dt in chosen if claims.takes(op.name, tag_of[dt]))

    def why_not(op: Op, dt: str) -> str:
        path = claims_mod.claims_path(backend)
        claim = claims.ops.get(op.name) if claims else None
        if claim is None:
            return f"{path} has no SY__{backend.upper()}_TAKES_{op.name}"
        return (f"{claim.loc}: SY__{backend.upper()}_TAKES_{op.name} takes"
                f" {', '.join(t.lower() for t in claim.dtypes)}")

    if folder and claims is None and not (node.is_list() and not list(node.items("op"))):
        raise node.error(f"backend '{backend}' lists ops, but {claims_mod.claims_path(backend)}, where its kernels"
                         " declare the (op, dtype) pairs they take, does not exist")
    if node.is_scalar():
        if node.str() != "all":
            raise node.error(f"ops of backend '{backend}' must be 'all', a list of op names,"
                             " or a mapping of op to dtypes")
        out_all = []
        for o in ops.values():
            if not o.family.kernel:
                continue
            if claims is not None and last:
                for dt in o.dtypes:
                    if not claims.takes(o.name, tag_of[dt]):
                        raise node.error(f"backend '{backend}' (ops: all, no fallback) has no kernel for op"
                                         f" '{o.name}' on {dt}, which the op takes ({why_not(o, dt)}); write the"
                                         f" kernel and claim it, or leave {dt} out of the op's dtypes")
            chosen = claimed(o, o.dtypes)
            if chosen:
                out_all.append(BackendOp(o.name, chosen, node.loc.named(f"backends[{backend}].ops")))
        return tuple(out_all)
    out: list[BackendOp] = []
    seen: dict[str, Loc] = {}

    def add(name_node: Node, name: str, dtype_node: Node | None) -> None:
        if name not in ops:
            raise name_node.error(f"backend '{backend}' lists unknown op '{name}'{_hint(name, ops)}")
        _unique(seen, name, name_node, "op", f" in the ops of backend '{backend}'")
        op = ops[name]
        if op.family.kernel is None:
            raise name_node.error(f"op '{name}' is a view ({op.family.name}) done by the runtime; backends do not list"
                                  " it")
        chosen = op.dtypes if dtype_node is None else _dtype_list(
            dtype_node, dtypes, f"op '{name}' of backend '{backend}'", op.dtypes)
        for dt in chosen:
            if claims is not None and not claims.takes(name, tag_of[dt]):
                raise (dtype_node or name_node).error(
                    f"backend '{backend}' lists op '{name}' on {dt}, but its kernels do not take it"
                    f" ({why_not(op, dt)}); write the kernel and claim it, or leave {dt} out")
        out.append(BackendOp(name, chosen, name_node.loc.named(f"backends[{backend}].ops.{name}")))

    if node.is_list():
        for item in node.items("op"):
            add(item, item.str(), None)
    else:
        m = node.mapping()
        for key in m.keys():
            value = m.get(key)
            key_node = m.entries[key][0]
            add(key_node, _ident(key_node, "op name"), value)
        m.done()
    order = {o.name: n for n, o in enumerate(ops.values())}
    out.sort(key=lambda e: order[e.op])
    return tuple(out)


def _check_fallback_covers(b: Backend, by_name: dict[str, Backend], ops: dict[str, Op], fb_node: Node) -> None:
    """Every (op, dtype) that b leaves to its fallback chain must run on the chain."""
    links = []
    cur = by_name[b.fallback] if b.fallback else None
    while cur is not None:
        links.append(cur)
        cur = by_name[cur.fallback] if cur.fallback else None
    for op, dt in b.left_to_fallback(ops.values()):
        if not any(c.runs(op.name, dt) for c in links):
            why = "may decline at run time (runtime_fallback)" if b.runs(op.name, dt) else "leaves to it"
            raise fb_node.error(
                f"fallback '{b.fallback}' of backend '{b.name}' does not implement op '{op.name}' for {dt},"
                f" which '{b.name}' {why}")


def _parse_transfers(root: Mapping, backends: tuple[Backend, ...]) -> tuple[Transfer, ...]:
    node = root.get("transfers")
    if node is None:
        return ()
    by_name = {b.name: b for b in backends}
    out: list[Transfer] = []
    seen: dict[str, Loc] = {}
    for item in node.items("transfer"):
        m = item.mapping()
        ends = []
        for key in ("from", "to"):
            end_node = m.require(key)
            end = end_node.str()
            if end not in by_name:
                raise end_node.error(f"transfer '{key}' names unknown backend '{end}'{_hint(end, by_name)}")
            if by_name[end].is_dispatch_level:
                raise end_node.error(f"transfers to or from the {by_name[end].kind} backend '{end}' are fixed by the"
                                     " runtime")
            if by_name[end].is_host:
                raise end_node.error(f"the transfer names host-memory backend '{end}'; direct functions connect"
                                     f" device-memory backends (host-memory pairs share storage, others stage)")
            ends.append(end)
        fn_node = m.require("function")
        fn = _ident(fn_node, "transfer function")
        prefixes = list(dict.fromkeys(f"sy_k_{end}_" for end in ends))
        if not any(fn.startswith(p) and len(fn) > len(p) for p in prefixes):
            raise fn_node.error(f"transfer function '{fn}' must be named {' or '.join(p + '<what>' for p in prefixes)},"
                                " like everything a backend's folder defines for the generated code")
        m.done()
        key = f"{ends[0]} -> {ends[1]}"
        _unique(seen, key, item, "transfer")
        out.append(Transfer(ends[0], ends[1], fn, item.loc.named(f"transfers[{ends[0]}->{ends[1]}]")))
    return tuple(out)


def _check_symbols(backends: tuple[Backend, ...], transfers: tuple[Transfer, ...]) -> None:
    """No two things the backends' folders define may get the same C name:
    sy_k_<b>_<what> of backend `a` with op `b_add` and of backend `a_b` with
    op `add`, an op `read` of a device backend and its memory function, or a
    transfer function named like a kernel."""
    from .plan import backend_symbols
    seen: dict[str, tuple[str, Loc]] = {}
    for b in backends:
        if b.is_dispatch_level:
            continue
        for what, entry, symbol in backend_symbols(b):
            loc = entry.loc if entry else b.loc
            mine = f"backend '{b.name}'" + (f" (its op '{what}')" if entry else f" (its function {what})")
            if symbol in seen:
                other, first = seen[symbol]
                raise SpecError(loc, f"{mine} would define {symbol}, as {other} does (at {first.line}:{first.col});"
                                     " rename one")
            seen[symbol] = (mine, loc)
    for t in transfers:
        if t.function in seen:
            other, first = seen[t.function]
            raise SpecError(t.loc, f"transfer function {t.function} is also the name {other} defines"
                                   f" (at {first.line}:{first.col}); rename the transfer function")
        seen[t.function] = (f"transfer {t.src} -> {t.dst}", t.loc)


def _parse_errors(root: Mapping) -> tuple[ErrorDef, ...]:
    node = root.require("errors")
    out: list[ErrorDef] = []
    seen: dict[str, Loc] = {}
    codes: dict[int, tuple[str, Loc]] = {}
    for item in node.items("error"):
        m = item.mapping()
        name_node = m.require("name")
        name = _ident(name_node, "error name")
        if not re.match(r"^[A-Z][A-Z0-9_]*$", name):
            raise name_node.error(f"error name '{name}' must be UPPER_CASE")
        m.owner.what = f"error '{name}'"
        _unique(seen, name, name_node, "error")
        code_node = m.require("code")
        code = code_node.int()
        if not -32767 <= code <= -1:
            raise code_node.error(f"code {code} of error '{name}' must be negative (SY_OK is 0) and above -32768")
        if code in codes:
            raise code_node.error(f"code {code} of error '{name}' is already used by '{codes[code][0]}'")
        codes[code] = (name, code_node.loc)
        msg_node = m.require("message")
        message = msg_node.str()
        if name in FIXED_MESSAGES and message != FIXED_MESSAGES[name]:
            raise msg_node.error(f"the message of {name} is fixed by the Burn contract: {FIXED_MESSAGES[name]!r}")
        explain = " ".join(m.require("explain").str().split())
        fix = " ".join(m.require("fix").str().split())
        example = _parse_example(m.require("example"), name)
        m.done()
        out.append(ErrorDef(name, code, message, explain, fix, example, item.loc.named(f"errors[{name}]")))
    names = {e.name for e in out}
    missing = [n for n in REQUIRED_ERRORS if n not in names]
    if missing:
        raise node.error(f"errors lacks statuses the runtime returns: {', '.join(missing)}")
    return tuple(out)


EXAMPLE_KEYS = ("before", "after")
# a call of a function of the public API (sy_* or a SY_* macro)
_API_CALL = re.compile(r"\b(?:sy|SY)_[A-Za-z0-9_]*\s*\(")


def _parse_example(node: Node, name: str) -> Example:
    """`example: {before: C code, after: C code}` of an error."""
    node.what = f"the example of error '{name}'"
    m = node.mapping()
    m.expect(EXAMPLE_KEYS)
    code: dict[str, str] = {}
    for key in EXAMPLE_KEYS:
        value = m.require(key)
        value.what = f"'{key}' of the example of error '{name}'"
        text = "\n".join(line.rstrip() for line in value.str().strip("\n").split("\n"))
        if not text.strip():
            raise value.error(f"{value.what} must not be empty")
        if "\t" in text:
            raise value.error(f"{value.what} contains a tab; indent with spaces")
        if not _API_CALL.search(text):
            raise value.error(f"{value.what} calls no sy_ function; show the call that returns (or avoids) the status")
        code[key] = text
    if code["before"] == code["after"]:
        raise m.owner.error(f"the example of error '{name}' has the same code before and after")
    return Example(code["before"], code["after"], node.loc.named(f"errors[{name}].example"))


def load(path: str | Path, display: str | None = None) -> Model:
    path = Path(path)
    shown = display or str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SpecError(Loc(shown, 1, 1), f"cannot read: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError(Loc(shown, 1, 1), f"not UTF-8 (byte {exc.start})") from None
    return parse(text, shown, hashlib.sha256(raw).hexdigest()[:16])


def _parse_version(root: Mapping) -> str:
    """`version: MAJOR.MINOR.PATCH`: the library's one version (the C macros,
    sy_version(), the pkg-config file and CMake's project all take it)."""
    node = root.require("version")
    value = node.node.value if node.is_scalar() else None
    if not isinstance(value, str) or not VERSION.match(value):
        shown = f"'{value}'" if isinstance(value, str) else "a " + ("list" if node.is_list() else "mapping")
        raise node.error(f"version must be MAJOR.MINOR.PATCH, three numbers such as 0.3.0, not {shown}")
    return value


def parse(text: str, path: str = "backends.yaml", digest: str | None = None) -> Model:
    root_node = Node(path, compose(path, text), "backends.yaml")
    root = root_node.mapping()
    root.expect(TOP_LEVEL)
    abi_node = root.require("abi")
    abi = abi_node.int()
    if abi < 1:
        raise abi_node.error("abi must be a positive integer")
    dtypes = _parse_dtypes(root)
    helpers = _parse_helpers(root)
    families = _parse_families(root, dtypes)
    raw_ops = _parse_ops(root, dtypes, families)
    sigs = _signatures(raw_ops, helpers)
    op_names = {r.name for r in raw_ops}
    for h in helpers:
        if h.name in op_names:
            raise SpecError(h.loc, f"helper '{h.name}' has the name of an op")
    creation = frozenset(r.name for r in raw_ops if not r.family.inputs)
    # before the formulas, which may call the cast op
    cast = next((r for r in raw_ops if r.name == "cast"), None)
    if cast is None:
        raise root.require("ops").error("ops must include 'cast', which the runtime copies strided tensors with")
    cast_sig = cast.family.signature
    if cast.family.kernel != "ew" or len(cast_sig.inputs) != 1 or cast_sig.results[0].type.attr != "dtype":
        raise SpecError(cast.loc, f"op 'cast' is the runtime's copy: its family must run an ew kernel and read"
                                  f" (a: T, dtype: dtype) -> Tensor<dtype>, not {cast_sig.text}")
    ops = tuple(_parse_derivatives(r, dtypes, sigs, creation) for r in raw_ops)
    backends, mpi = _parse_backends(root, dtypes, {o.name: o for o in ops})
    transfers = _parse_transfers(root, backends)
    _check_symbols(backends, transfers)
    errors = _parse_errors(root)
    version = _parse_version(root)
    # last: the ONNX mapping is read by generator/onnx.py only, so every
    # error the C needs is reported first
    ops = tuple(replace(op, onnx=_parse_onnx(r, dtypes), random=r.random) for op, r in zip(ops, raw_ops))
    onnx_opset = _parse_onnx_opset(root)
    return Model(
        path=path,
        digest=digest or hashlib.sha256(text.encode("utf-8")).hexdigest()[:16],
        abi=abi,
        version=version,
        dtypes=dtypes,
        backends=backends,
        transfers=transfers,
        ops=ops,
        helpers=helpers,
        errors=errors,
        onnx_opset=onnx_opset,
        families=tuple(families.values()),
        mpi=mpi,
    )
