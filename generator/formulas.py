"""Derivative formulas: parsing and type checking.

A formula is a Python expression (parsed with `ast`, never by hand) over:
  - calls of ops from backends.yaml (tensor inputs then attributes, in the
    order of the op's class) and of the declared helpers;
  - names: the op's inputs, `grad`, `result`, and the op's attributes;
  - numbers, which become scalar tensors of the gradient's dtype where a
    tensor is expected, or integers where an axis is expected.
  - True and False, where a bool is expected (the keepdim of a sum);
Every name and call is checked, arities and argument types included, and
errors carry the line and column inside backends.yaml.
"""

from __future__ import annotations

import ast
import difflib
from dataclasses import dataclass
from typing import Union

from .source import Loc, SpecError


@dataclass(frozen=True)
class Name:
    id: str
    kind: str  # input, grad, result, attr
    type: str


@dataclass(frozen=True)
class Literal:
    value: Union[int, float]


@dataclass(frozen=True)
class Call:
    func: str
    kind: str  # op or helper
    args: tuple["Expr", ...]
    type: str


Expr = Union[Name, Literal, Call]

# What a value of one type may be passed as.
_COERCIONS = {
    ("scalar", "tensor"),  # a scalar becomes a rank-0 tensor of the gradient's dtype
}


@dataclass(frozen=True)
class Signature:
    params: tuple[str, ...]  # parameter types
    returns: str


def expr_type(e: Expr) -> str:
    if isinstance(e, Literal):
        if isinstance(e.value, bool):
            return "bool"
        return "int" if isinstance(e.value, int) else "float"
    return e.type


def _fits(actual: str, wanted: str) -> bool:
    if actual == wanted or (actual, wanted) in _COERCIONS or (actual == "tensor" and wanted == "meta"):
        return True
    if actual == "int":
        return wanted in ("axis", "tensor", "scalar")
    if actual == "float":
        return wanted in ("tensor", "scalar")
    return False


def _column(loc: Loc, style: str | None, node: ast.AST) -> Loc:
    shift = 1 if style in ('"', "'") else 0
    return Loc(loc.path, loc.line, loc.col + shift + getattr(node, "col_offset", 0))


def parse(
    text: str,
    loc: Loc,
    style: str | None,
    op_name: str,
    names: dict[str, tuple[str, str]],
    signatures: dict[str, tuple[str, Signature]],
    creation_ops: frozenset[str] = frozenset(),
) -> Expr:
    """Parse and check one formula.

    names: visible name -> (kind, type); signatures: callable -> (kind, sig).
    """

    def fail(node: ast.AST, message: str) -> SpecError:
        return SpecError(_column(loc, style, node), f"in the derivative of '{op_name}': {message}")

    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        at = Loc(loc.path, loc.line, loc.col + (1 if style in ('"', "'") else 0) + max((exc.offset or 1) - 1, 0))
        raise SpecError(at, f"in the derivative of '{op_name}': formula {text!r} is not an expression:"
                            f" {exc.msg}") from None

    def walk(node: ast.AST) -> Expr:
        if isinstance(node, ast.Name):
            if node.id not in names:
                if node.id in signatures:
                    raise fail(node, f"'{node.id}' is a function; call it")
                visible = ", ".join(sorted(names))
                raise fail(node, f"unknown name '{node.id}' (names here: {visible})")
            kind, typ = names[node.id]
            return Name(node.id, kind, typ)
        if isinstance(node, ast.Constant) and type(node.value) in (int, float, bool):
            return Literal(node.value)
        if (isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub)
                and isinstance(node.operand, ast.Constant) and type(node.operand.value) in (int, float)):
            return Literal(-node.operand.value)
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name):
                raise fail(node, "only calls of ops and helpers by name are allowed")
            func = node.func.id
            if node.keywords:
                raise fail(node, f"'{func}' takes positional arguments only")
            if func not in signatures:
                if func in creation_ops:
                    raise fail(node.func, f"'{func}' creates a tensor from nothing;"
                                          " formulas write constants as numbers")
                if func in names:
                    raise fail(node.func, f"'{func}' is not a function")
                hint = difflib.get_close_matches(func, list(signatures), n=1)
                raise fail(node.func, f"unknown function '{func}' (not an op of backends.yaml nor a helper)"
                           + (f"; did you mean '{hint[0]}'?" if hint else ""))
            kind, sig = signatures[func]
            if len(node.args) != len(sig.params):
                raise fail(node, f"'{func}' takes {len(sig.params)} argument(s), got {len(node.args)}")
            args = []
            for index, (arg, wanted) in enumerate(zip(node.args, sig.params)):
                value = walk(arg)
                actual = expr_type(value)
                if not _fits(actual, wanted):
                    raise fail(arg, f"argument {index + 1} of '{func}' must be {wanted}, got {actual}")
                args.append(value)
            return Call(func, kind, tuple(args), sig.returns)
        if isinstance(node, (ast.BinOp, ast.Compare, ast.BoolOp, ast.UnaryOp)):
            raise fail(node, "write arithmetic as op calls (add, sub, mul, div, ...), not operators")
        raise fail(node, f"unsupported syntax {type(node).__name__}")

    expr = walk(tree.body)
    if expr_type(expr) not in ("tensor",):
        raise fail(tree.body, f"a formula must give a tensor, this gives {expr_type(expr)}")
    return expr


def names_used(expr: Expr) -> set[str]:
    """Names a formula reads (inputs, grad, result, attributes)."""
    data, meta = uses(expr, {})
    return data | meta


def uses(expr: Expr, params: dict[str, tuple[str, ...]], as_meta: bool = False) -> tuple[set[str], set[str]]:
    """(names whose data a formula reads, names of which it reads only shape and dtype).

    params maps each callable to its parameter types; a name passed straight
    to a `meta` parameter is a metadata use."""
    if isinstance(expr, Name):
        return (set(), {expr.id}) if as_meta else ({expr.id}, set())
    data: set[str] = set()
    meta: set[str] = set()
    if isinstance(expr, Call):
        types = params.get(expr.func, ())
        for index, arg in enumerate(expr.args):
            d, m = uses(arg, params, index < len(types) and types[index] == "meta")
            data |= d
            meta |= m
    return data, meta - data
