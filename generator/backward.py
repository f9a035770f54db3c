"""Rendering derivative formulas into C backward functions.

Each differentiable op gets `sy__backward_<op>(sy__backward_ctx *ctx)`: for
every input that wants a gradient (ctx->needs[i]) it evaluates that input's
formula by calling the public op functions (sy_mul, sy_where, ...) and the
helpers declared in backends.yaml (sy__bw_<name>), keeping intermediates in
temporaries released at the end of the block. The runtime then sums each
gradient back to its input's shape (undoing broadcasting) and accumulates it.

C representation of formula values:
  tensor  `const sy_tensor *`          shape  `sy__dims` (.v, .rank)
  perm    `sy__perm` (.v, .rank)        axis   `int`     bool `bool`
  dtype   `sy_dtype`                    scalar `double`
  int[N]  an attribute of the op, passed on as its slot's values (`const int64_t *`)
A number where a tensor is expected becomes a rank-0 tensor of the
gradient's dtype (sy__bw_scalar); a scalar helper result likewise.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import formulas
from .formulas import Call, Literal, Name
from .source import where
from .spec import Helper, Model, Op

C_TYPES = {
    "tensor": "const sy_tensor *",
    "meta": "const sy_tensor *",
    "shape": "sy__dims",
    "perm": "sy__perm",
    "axis": "int",
    "bool": "bool",
    "dtype": "sy_dtype",
    "scalar": "double",
    "comm": "sy_comm *",
}
# the C type an attribute in a call record slot (an int64_t) becomes as a parameter of each type
C_SLOT_TYPES = {"axis": "int", "bool": "bool", "dtype": "sy_dtype"}
# how a value of each type is passed to a C function: a list of parameters
C_PARAMS = {
    "tensor": ("const sy_tensor *{n}",),
    "meta": ("const sy_tensor *{n}",),
    "shape": ("const int64_t *{n}", "int {n}_rank"),
    "perm": ("const int *{n}", "int {n}_rank"),
    "axis": ("int {n}",),
    "bool": ("bool {n}",),
    "dtype": ("sy_dtype {n}",),
    "scalar": ("double {n}",),
}


@dataclass(frozen=True)
class Block:
    index: int  # input position
    input: str
    formula: str
    origin: str  # the yaml entry: ops[<op>].derivative.<input>
    lines: tuple[str, ...]
    result: str  # the C statement storing the gradient into ctx->grads[index]
    temps: int  # temporaries the block uses
    variadic: bool = False  # runs once per tensor of a variadic input (index: where the list starts)


@dataclass(frozen=True)
class BackwardFn:
    op: Op
    blocks: tuple[Block, ...]
    n_temps: int
    n_locals: int


@dataclass(frozen=True)
class HelperDecl:
    helper: Helper
    prototype: str


def helper_prototype(h: Helper) -> str:
    params: list[str] = []
    if h.returns == "tensor":
        params.append("sy__backward_ctx *ctx")
    for index, t in enumerate(h.params):
        params.extend(p.format(n=f"p{index}") for p in C_PARAMS[t])
    if h.returns == "tensor":
        params.append("sy_tensor **out")
        ret = "sy_status"
    else:
        ret = C_TYPES[h.returns].rstrip(" *") if h.returns != "tensor" else "sy_status"
    return f"{ret} sy__bw_{h.name}({', '.join(params)});"


class _Emitter:
    def __init__(self, model: Model, op: Op, variadic: str | None = None):
        self.model = model
        self.op = op
        self.variadic = variadic  # the variadic input whose formula this is: its name is tensor `k`
        self.helpers = {h.name: h for h in model.helpers}
        self.lines: list[str] = []
        self.temps = 0
        self.locals = 0

    def temp(self) -> str:
        name = f"t[{self.temps}]"
        self.temps += 1
        return name

    def local(self, ctype: str, expr: str) -> str:
        name = f"v{self.locals}"
        self.locals += 1
        self.lines.append(f"{ctype} {name} = {expr};")
        return name

    # ---- values by type ------------------------------------------------------
    def tensor(self, e: formulas.Expr) -> str:
        if isinstance(e, Name):
            results = [r.name for r in self.op.family.signature.results]
            if e.kind == "grad":
                return "ctx->grad" if e.id == "grad" else f"ctx->more_grad[{results.index(e.id[5:]) - 1}]"
            if e.kind == "result":
                return "ctx->result" if e.id == "result" else f"ctx->more_result[{results.index(e.id[7:]) - 1}]"
            if e.kind == "input" and e.id == self.variadic:
                return "ctx->in[k]"
            if e.kind == "input":
                return f"ctx->in[{self.op.family.inputs.index(e.id)}]"
            if e.type == "scalar":  # the op's own float attribute, as a scalar tensor of the gradient's dtype
                out = self.temp()
                self.lines.append(f"SY__TRY(sy__bw_scalar(ctx, {self.scalar(e)}, &{out}));")
                return out
            raise AssertionError(f"attribute {e.id} used as a tensor")
        if isinstance(e, Literal) or (isinstance(e, Call) and e.type == "scalar"):
            out = self.temp()
            self.lines.append(f"SY__TRY(sy__bw_scalar(ctx, {self.scalar(e)}, &{out}));")
            return out
        assert isinstance(e, Call)
        if e.kind == "op":
            op = self.model.op(e.func)
            types = tuple("tensor" for _ in op.family.inputs) + tuple(op.family.attr_type(a) for a in op.attrs)
            args = self.args(e.args, types)
            out = self.temp()
            self.lines.append(f"SY__TRY(sy_{e.func}({', '.join(args + ['&' + out])}));")
            return out
        h = self.helpers[e.func]
        args = ["ctx"] + self.args(e.args, h.params)
        out = self.temp()
        self.lines.append(f"SY__TRY(sy__bw_{e.func}({', '.join(args + ['&' + out])}));")
        return out

    def args(self, exprs, types) -> list[str]:
        out: list[str] = []
        for arg, t in zip(exprs, types):
            out.extend(self.value(arg, t))
        return out

    def value(self, e: formulas.Expr, t: str) -> list[str]:
        """C arguments passing e as type t."""
        if t in ("tensor", "meta"):
            return [self.tensor(e)]
        if t in ("shape", "perm"):
            if isinstance(e, Name):  # an attribute of the op
                field = "shape" if t == "shape" else "perm"
                return [f"ctx->attrs->{field}", "ctx->attrs->rank"]
            local = self.local(C_TYPES[t], self.helper_call(e))
            return [f"{local}.v", f"{local}.rank"]
        if t in ("axis", "bool", "dtype"):
            if isinstance(e, Literal):
                return [str(int(e.value))]
            if isinstance(e, Name) and self.op.family.slots:  # the call record's slot, cast to the parameter
                if self.op.family.attr(e.id).kind == "int":  # an int attribute keeps its 64 bits (ignore_index)
                    return [f"ctx->attrs->x[{self.op.family.slot(e.id)}].i[0]"]
                return [f"({C_SLOT_TYPES[t]})ctx->attrs->x[{self.op.family.slot(e.id)}].i[0]"]
            if isinstance(e, Name):
                return [f"ctx->attrs->{e.id}"]
            return [self.helper_call(e)]
        if t == "scalar":
            return [self.scalar(e)]
        if t == "comm" and isinstance(e, Name) and self.op.family.slots:  # the op's own communicator
            return [f"sy__comm_of_id(ctx->attrs->x[{self.op.family.slot(e.id)}].i[0])"]
        if t.startswith("int[") and isinstance(e, Name) and self.op.family.slots:
            return [f"ctx->attrs->x[{self.op.family.slot(e.id)}].i"]  # the op's own int[N], N values
        if t == "ints" and isinstance(e, Name) and self.op.family.slots:  # the op's own int[] or axes, and n
            slot = self.op.family.slot(e.id)
            return [f"ctx->attrs->x[{slot}].i", f"ctx->attrs->x[{slot}].n"]
        raise AssertionError(t)

    def scalar(self, e: formulas.Expr) -> str:
        if isinstance(e, Literal):
            return repr(float(e.value))
        if isinstance(e, Name) and self.op.family.slots:  # the op's own float attribute
            return f"ctx->attrs->x[{self.op.family.slot(e.id)}].f"
        if isinstance(e, Name):
            return f"ctx->attrs->{e.id}"
        assert isinstance(e, Call) and e.kind == "helper"
        return self.helper_call(e)

    def helper_call(self, e: formulas.Expr) -> str:
        assert isinstance(e, Call) and e.kind == "helper", e
        h = self.helpers[e.func]
        return f"sy__bw_{e.func}({', '.join(self.args(e.args, h.params))})"


def backward_fn(model: Model, op: Op) -> BackwardFn:
    blocks = []
    max_temps = max_locals = 0
    variadic = {i.name for i in op.family.signature.inputs if i.variadic}
    for d in op.derivatives:
        many = d.input in variadic
        em = _Emitter(model, op, d.input if many else None)
        value = em.tensor(d.expr)
        index = op.family.inputs.index(d.input)
        slot = "k" if many else str(index)
        result: tuple[str, ...]
        if value.startswith("t["):
            result = (f"ctx->grads[{slot}] = {value};", f"{value} = NULL;")
        else:  # a name: the gradient is an existing tensor
            result = (f"ctx->grads[{slot}] = sy_tensor_retain({value});",)
        blocks.append(Block(index, d.input, d.text, where(d.loc), tuple(em.lines), "\n".join(result), em.temps,
                            many))
        max_temps = max(max_temps, em.temps)
        max_locals = max(max_locals, em.locals)
    return BackwardFn(op, tuple(blocks), max_temps, max_locals)


def backward_fns(model: Model) -> list[BackwardFn]:
    return [backward_fn(model, op) for op in model.ops if op.has_gradient]


def helper_decls(model: Model) -> list[HelperDecl]:
    return [HelperDecl(h, helper_prototype(h)) for h in model.helpers]
