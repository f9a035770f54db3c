"""Op families: a signature, a shape rule and a kernel convention shared by ops.

backends.yaml declares each family once (`families:`), and each op names its
family. What the generator needs of a family comes from its signature
(generator/signature.py): the public function's parameters, the formula
types of its attributes, the inputs that are always bool. The shape rule is
a C function of the runtime (`infer: NAME` is `sy__infer_NAME` in
runtime/sy_rules.h), the kernel convention one of the argument structs of
runtime/sy_contract.h (`kernel: ew` is `sy_ew_args`), or `view`.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from .signature import Attribute, Input, OpSignature, Result
from .source import Loc, SpecError

ROOT = Path(__file__).resolve().parent.parent

# The fields of the runtime's call record (sy__attrs in runtime/sy_internal.h,
# runtime ABI 3) and the attribute kind each holds: a family's attribute is
# stored in the field of its name.
RECORD_FIELDS = {
    "shape": "shape", "perm": "perm", "axis": "axis", "keepdim": "bool", "dim0": "axis", "dim1": "axis",
    "dtype": "dtype", "value": "float", "device": "device",
}
# The type a formula sees for an attribute of each kind (generator/formulas.py).
FORMULA_TYPES = {"shape": "shape", "perm": "perm", "axis": "axis", "bool": "bool", "dtype": "dtype",
                 "float": "scalar", "device": "device", "comm": "comm", "int": "axis", "enum": "axis",
                 "ints": "ints", "axes": "ints"}  # no helper gives an int list: a formula passes the op's own
VIEW = "view"
# The convention of families declared by signature alone: sy_op_args, every
# attribute in a slot of the call record (sy__attrs.x), in signature order.
SLOTS = "op"
SLOT_KINDS = ("int", "ints", "float", "bool", "dtype", "axis", "axes", "shape", "enum", "comm")


@functools.lru_cache(maxsize=None)
def shape_rules(root: Path = ROOT) -> tuple[str, ...]:
    """The shape rules the runtime has: every sy__infer_<name> that
    runtime/sy_rules.h declares."""
    text = (root / "runtime" / "sy_rules.h").read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return tuple(re.findall(r"\bsy_status\s+sy__infer_([a-z][a-z0-9_]*)\s*\(", text))


@functools.lru_cache(maxsize=None)
def record_families(root: Path = ROOT) -> tuple[str, ...]:
    """The families whose attributes the runtime's call record keeps in named
    fields (the sy__class enum of runtime/sy_internal.h, less OP and COUNT)."""
    text = (root / "runtime" / "sy_internal.h").read_text(encoding="utf-8")
    body = re.search(r"typedef enum sy__class \{(.*?)\} sy__class;", text, re.S)
    assert body, "runtime/sy_internal.h has no sy__class enum"
    names = re.findall(r"\bSY__CLASS_([A-Z0-9_]+)\b", body.group(1))
    return tuple(n.lower() for n in names if n not in ("OP", "COUNT"))


@functools.lru_cache(maxsize=None)
def kernel_conventions(root: Path = ROOT) -> tuple[str, ...]:
    """The kernel argument structs of the contract: every sy_<name>_args that
    runtime/sy_contract.h defines, and `view` (no kernel)."""
    text = (root / "runtime" / "sy_contract.h").read_text(encoding="utf-8")
    return tuple(re.findall(r"\}\s*sy_([a-z][a-z0-9]*)_args\s*;", text)) + (VIEW,)


def slot_params(a: Attribute) -> tuple[str, ...]:
    """The C parameters of attribute a of a family with `kernel: op`."""
    if a.kind == "device":
        return (f"sy_device {a.name}",)
    if a.kind == "comm":
        return (f"sy_comm *{a.name}",)
    if a.kind in ("ints", "axes", "shape"):
        if a.kind == "ints" and a.length is not None:
            return (f"const int64_t *{a.name}",)  # int[N]: N values
        return (f"const int64_t *{a.name}", f"int n_{a.name}")
    return ({"int": "int64_t", "axis": "int", "bool": "bool", "dtype": "sy_dtype", "enum": "int",
             "float": "double"}[a.kind] + f" {a.name}",)


def slot_init(a: Attribute, slot: int) -> tuple[str, ...]:
    """Statements storing attribute a in slot `slot` of the call record `attrs`."""
    if a.kind == "device":
        return (f"attrs.device = {a.name}",)
    if a.kind in ("ints", "axes", "shape"):
        n = str(a.length) if a.kind == "ints" and a.length is not None else f"n_{a.name}"
        return (f"sy__attrs_set_list(&attrs, {slot}, {a.name}, {n})",)
    if a.kind == "float":
        return (f"attrs.x[{slot}].n = 1", f"attrs.x[{slot}].f = {a.name}")
    if a.kind == "comm":  # the communicator's number in this process (0: NULL or no live communicator)
        return (f"attrs.x[{slot}].n = 1", f"attrs.x[{slot}].i[0] = sy__comm_id({a.name})")
    if a.kind == "dtype":  # also the record's dtype field, which a `-> Tensor<dtype>` result reads
        return (f"attrs.x[{slot}].n = 1", f"attrs.x[{slot}].i[0] = {a.name}", f"attrs.dtype = {a.name}")
    return (f"attrs.x[{slot}].n = 1", f"attrs.x[{slot}].i[0] = {a.name}")


def c_params(a: Attribute, array_attrs: int) -> tuple[str, ...]:
    """The C parameters of attribute a in the public function."""
    rank = "rank" if array_attrs == 1 else f"{a.name}_rank"
    return {
        "shape": (f"const int64_t *{a.name}", f"int {rank}"),
        "perm": (f"const int *{a.name}", f"int {rank}"),
        "axis": (f"int {a.name}",),
        "bool": (f"bool {a.name}",),
        "dtype": (f"sy_dtype {a.name}",),
        "float": (f"double {a.name}",),
        "device": (f"sy_device {a.name}",),
    }[a.kind]


def c_init(a: Attribute, array_attrs: int) -> tuple[str, ...]:
    """Statements storing attribute a in the call record `attrs`."""
    rank = "rank" if array_attrs == 1 else f"{a.name}_rank"
    if a.kind in ("shape", "perm"):
        return (f"sy__attrs_set_{a.kind}(&attrs, {a.name}, {rank})",)
    return (f"attrs.{a.name} = {a.name}",)


def param_decls(fam: "Family", p: Input | Attribute) -> tuple[str, ...]:
    """The C parameters that parameter p of fam's signature becomes in the
    public function."""
    if isinstance(p, Input):
        if p.variadic:
            return (f"const sy_tensor *const *{p.name}", f"int n_{p.name}")
        return (f"const sy_tensor *{p.name}",)
    return slot_params(p) if fam.slots else c_params(p, fam.array_attrs)


def result_names(fam: "Family") -> tuple[str, ...]:
    """The public function's result parameters: `out`, or the names of
    several results."""
    results = fam.signature.results
    return tuple(r.name for r in results) if len(results) > 1 else ("out",)


def check_c_names(fam: "Family") -> None:
    """Two parameters of the public function with one C name (a list's
    `n_x` or `x_rank` beside a parameter of that name) would not compile:
    refused at the parameter that comes second."""
    seen: dict[str, str] = {}
    params: list[tuple[Input | Attribute | Result, str]] = [
        (p, decl) for p in fam.signature.params for decl in param_decls(fam, p)]
    params += [(r, f"sy_tensor **{n}") for r, n in zip(fam.signature.results, result_names(fam))]
    for p, decl in params:
        c_name = re.findall(r"[A-Za-z_][A-Za-z0-9_]*", decl)[-1]
        if c_name in seen and seen[c_name] != p.name:
            raise SpecError(p.loc, f"in the signature of family '{fam.name}': '{p.name}' gives the C function a"
                                   f" parameter '{c_name}', which '{seen[c_name]}' gives it too; rename one")
        seen[c_name] = p.name


@dataclass(frozen=True)
class Family:
    name: str
    signature: OpSignature
    infer: str  # the runtime's shape rule, sy__infer_<infer>
    kernel: str | None  # the contract's sy_<kernel>_args; None for a view
    doc: str
    loc: Loc
    values: bool = False  # `shape: values`: the results' shape depends on the inputs' values (data-dependent)

    @property
    def enum(self) -> str:
        """The runtime's sy__class of its ops: SY__CLASS_OP for every family
        with `kernel: op`, else the one named after it (runtime/sy_internal.h)."""
        return "SY__CLASS_OP" if self.slots else f"SY__CLASS_{self.name.upper()}"

    @property
    def inputs(self) -> tuple[str, ...]:
        return tuple(i.name for i in self.signature.inputs)

    @property
    def attrs(self) -> tuple[str, ...]:
        return tuple(a.name for a in self.signature.attrs)

    @property
    def bool_inputs(self) -> tuple[str, ...]:
        """Inputs that are always bool: they never get a gradient."""
        return tuple(i.name for i in self.signature.inputs if not i.type.var and i.type.dtypes == ("bool",))

    @property
    def kernel_args(self) -> str | None:
        return f"sy_{self.kernel}_args" if self.kernel else None

    @property
    def kernel_type(self) -> str | None:
        return f"sy_{self.kernel}_kernel" if self.kernel else None

    def attr(self, name: str) -> Attribute:
        a = self.signature.attr(name)
        assert a is not None, name
        return a

    def attr_type(self, name: str) -> str:
        """The type formulas see for attribute `name`: an int[N] is `int[N]`,
        which a formula passes on only as the op's own attribute of that type."""
        a = self.attr(name)
        if a.kind == "ints" and a.length is not None:
            return f"int[{a.length}]"
        return FORMULA_TYPES[a.kind]

    @property
    def slots(self) -> bool:
        """Attributes in the call record's slots, kernels taking sy_op_args."""
        return self.kernel == SLOTS

    def slot(self, name: str) -> int:
        """The slot of attribute `name` (its place among the attributes)."""
        return self.attrs.index(name)

    @property
    def array_attrs(self) -> int:
        return sum(1 for a in self.signature.attrs if a.kind in ("shape", "perm"))
