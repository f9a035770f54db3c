"""Op signatures: the small schema language of backends.yaml.

A signature says what an op takes and gives, the way torchgen's schemas do:

    (x: T, weight: T, bias?: T, stride: int[2] = 1, mode: {nearest, linear} = nearest) -> T

Grammar (whitespace between tokens is free):

    signature := "(" [param ("," param)*] ")" "->" results
    param     := NAME ["?"] ":" type ["=" default]
    type      := tensor | attr
    tensor    := TVAR ["[" "]"]                  a type variable; [] a variadic list
               | "Tensor" "<" dtypes ">" ["[" "]"]   a fixed dtype, category or a|b list
    attr      := "int" ["[" [N | "<=" N] "]"]    one int; N of them; a list (of at most N)
               | "float" | "bool" | "dtype" | "device" | "comm"
               | "axis" | "axes" | "shape" | "perm"
               | "{" NAME ("," NAME)* "}"        an enum
    results   := result | "(" NAME ":" result ("," NAME ":" result)* ")"
    result    := TVAR | "Tensor" "<" dtypes ">"   (in results, dtypes may name a dtype attribute)
    default   := ["-"] NUMBER | "true" | "false" | NAME | "[" [["-"] INT ("," ["-"] INT)*] "]"

A type variable (an upper-case name other than Tensor) stands for one dtype
per call: every input of it has that dtype, and so have results of it. The
op's `dtypes:` in backends.yaml gives each variable its domain. A `?` input
is optional (NULL in C); a `T[]` input is variadic (a pointer and a count).
An `int[N]` default of one integer means N copies of it, as in torchgen.
A `comm` attribute is an MPI communicator (`sy_comm *` in C, the MPI
layer's collectives); it has no default. A single result is named
`result`; several are named. Errors point at the
offending character inside backends.yaml.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .source import Loc, SpecError

ATTR_KINDS = ("int", "ints", "float", "bool", "dtype", "device", "comm", "axis", "axes", "shape", "perm", "enum")
_SIMPLE_ATTRS = ("float", "bool", "dtype", "device", "comm", "axis", "axes", "shape", "perm")
# C keywords and the names every op function already uses (its locals
# `attrs` and `call`); also refused: the library's sy_ names, C's *_t types
_RESERVED = frozenset("""auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void
volatile while _Bool bool true false out result grad NULL attrs call""".split())
MAX_LIST = 8  # SY_MAX_RANK: the longest int list, axes list or shape


@dataclass(frozen=True)
class TensorType:
    var: str | None  # a type variable, or None for a fixed set
    dtypes: tuple[str, ...]  # the fixed dtypes (var None and attr None)
    attr: str | None = None  # results only: the dtype attribute that decides it

    def __str__(self) -> str:
        if self.var:
            return self.var
        return f"Tensor<{self.attr or '|'.join(self.dtypes)}>"


@dataclass(frozen=True)
class Input:
    name: str
    type: TensorType
    optional: bool
    variadic: bool
    loc: Loc


@dataclass(frozen=True)
class Attribute:
    name: str
    kind: str  # one of ATTR_KINDS
    length: int | None  # ints: a fixed length (int[N]); None for a list
    max_length: int  # ints, axes, shape, perm: the longest list
    choices: tuple[str, ...]  # enum
    default: object  # None: no default; else int, float, bool, str or tuple[int, ...]
    loc: Loc

    @property
    def has_default(self) -> bool:
        return self.default is not None

    @property
    def text(self) -> str:
        if self.kind == "ints":
            return f"int[{self.length}]" if self.length is not None else (
                "int[]" if self.max_length == MAX_LIST else f"int[<={self.max_length}]")
        if self.kind == "enum":
            return "{" + ", ".join(self.choices) + "}"
        return self.kind


@dataclass(frozen=True)
class Result:
    name: str
    type: TensorType
    loc: Loc


@dataclass(frozen=True)
class OpSignature:
    text: str
    params: tuple[Input | Attribute, ...]  # in the order written: the C parameter order
    results: tuple[Result, ...]
    loc: Loc

    @property
    def inputs(self) -> tuple[Input, ...]:
        return tuple(p for p in self.params if isinstance(p, Input))

    @property
    def attrs(self) -> tuple[Attribute, ...]:
        return tuple(p for p in self.params if isinstance(p, Attribute))

    @property
    def type_vars(self) -> tuple[str, ...]:
        seen: list[str] = []
        for t in [i.type for i in self.inputs] + [r.type for r in self.results]:
            if t.var and t.var not in seen:
                seen.append(t.var)
        return tuple(seen)

    def attr(self, name: str) -> Attribute | None:
        return next((a for a in self.attrs if a.name == name), None)

    def input(self, name: str) -> Input | None:
        return next((i for i in self.inputs if i.name == name), None)

    @property
    def key(self) -> str:
        """What the op's dtype list and its route are about: the dtype
        attribute its first result takes, else its first type variable."""
        first = self.results[0].type
        if first.attr:
            return first.attr
        return self.type_vars[0] if self.type_vars else ""


_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<arrow>->)
  | (?P<le><=)
  | (?P<number>\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>[(),:?=\[\]{}<>|-])
""", re.VERBOSE)


@dataclass(frozen=True)
class _Tok:
    kind: str  # name, number, punct, arrow, le, end
    text: str
    pos: int


class _Parser:
    def __init__(self, text: str, loc: Loc, style: str | None, what: str, dtypes: dict[str, tuple[str, ...]]):
        self.text = text
        self.loc = loc
        self.shift = 1 if style in ('"', "'") else 0
        self.what = what
        self.dtypes = dtypes  # dtype and category names -> the dtype names they stand for
        self.toks = self._lex()
        self.i = 0

    # ---- errors and tokens ------------------------------------------------
    def at(self, pos: int) -> Loc:
        if "\n" in self.text[:pos] or self.shift == 0 and "\n" in self.text:
            return self.loc  # a folded scalar: the column inside it is not the column in the file
        return Loc(self.loc.path, self.loc.line, self.loc.col + self.shift + pos, self.loc.entry)

    def error(self, pos: int, message: str) -> SpecError:
        return SpecError(self.at(pos), f"in the signature of {self.what}: {message}")

    def _lex(self) -> list[_Tok]:
        toks, pos = [], 0
        while pos < len(self.text):
            m = _TOKEN.match(self.text, pos)
            if not m:
                raise self.error(pos, f"unexpected character {self.text[pos]!r}")
            if m.lastgroup != "space":
                toks.append(_Tok(m.lastgroup or "", m.group(), pos))
            pos = m.end()
        toks.append(_Tok("end", "", len(self.text)))
        return toks

    @property
    def tok(self) -> _Tok:
        return self.toks[self.i]

    def take(self) -> _Tok:
        t = self.tok
        self.i += 1
        return t

    def accept(self, text: str) -> _Tok | None:
        if self.tok.text == text and self.tok.kind != "end":
            return self.take()
        return None

    def expect(self, text: str, context: str) -> _Tok:
        if self.tok.text != text or self.tok.kind == "end":
            raise self.error(self.tok.pos, f"expected '{text}' {context}, found {self._found()}")
        return self.take()

    def _found(self) -> str:
        return "the end" if self.tok.kind == "end" else f"'{self.tok.text}'"

    def name(self, context: str) -> _Tok:
        if self.tok.kind != "name":
            raise self.error(self.tok.pos, f"expected a name {context}, found {self._found()}")
        return self.take()

    # ---- the grammar --------------------------------------------------------
    def signature(self) -> OpSignature:
        self.expect("(", "to open the parameter list")
        params: list[Input | Attribute] = []
        seen: dict[str, int] = {}
        if not self.accept(")"):
            while True:
                p = self.param()
                if p.name in seen:
                    raise self.error(self._pos_of(p), f"parameter '{p.name}' is declared twice")
                seen[p.name] = self._pos_of(p)
                params.append(p)
                if self.accept(")"):
                    break
                self.expect(",", "or ')' after a parameter")
        if not self.accept("->"):
            raise self.error(self.tok.pos, f"expected '->' and the results after the parameters, found {self._found()}")
        results = self.results(params)
        if self.tok.kind != "end":
            raise self.error(self.tok.pos, f"unexpected {self._found()} after the results")
        variadic = [p for p in params if isinstance(p, Input) and p.variadic]
        if len(variadic) > 1:
            raise self.error(self._pos_of(variadic[1]), "an op takes at most one variadic input")
        sig = OpSignature(self.text, tuple(params), tuple(results), self.loc)
        inputs_vars = {i.type.var for i in sig.inputs if i.type.var and not i.optional}
        for r in results:
            if r.type.var and r.type.var not in inputs_vars:
                raise self.error(self._pos_of(r), f"result '{r.name}' has type variable {r.type.var}, which no"
                                                  " required input has: nothing decides its dtype")
        if sig.inputs and sig.inputs[0].optional:
            raise self.error(self._pos_of(sig.inputs[0]), "the first tensor input cannot be optional (it decides the"
                                                          " op's backend and device)")
        return sig

    def _pos_of(self, p: Input | Attribute | Result) -> int:
        return p.loc.col - self.loc.col - self.shift if p.loc.line == self.loc.line else 0

    def _ident(self, tok: _Tok, what: str) -> str:
        if tok.text in _RESERVED:
            raise self.error(tok.pos, f"'{tok.text}' cannot name {what}: it is a C keyword or a name every op"
                                      " function uses")
        if tok.text.startswith("sy_") or tok.text.endswith("_t"):
            raise self.error(tok.pos, f"'{tok.text}' cannot name {what}: names starting with 'sy_' are the library's"
                                      " and names ending in '_t' are C's types")
        if tok.text.startswith("_") or "__" in tok.text:
            raise self.error(tok.pos, f"'{tok.text}' cannot name {what}: C reserves names with '__' or a leading '_'")
        return tok.text

    def param(self) -> Input | Attribute:
        ntok = self.name("for a parameter")
        name = self._ident(ntok, "a parameter")
        if name[0].isupper():
            raise self.error(ntok.pos, f"parameter '{name}' starts with an upper-case letter; upper-case names are"
                                       " type variables")
        optional = bool(self.accept("?"))
        self.expect(":", f"after parameter '{name}'")
        loc = self.at(ntok.pos)
        ttok = self.tok
        if ttok.kind == "name" and (ttok.text == "Tensor" or ttok.text[0].isupper()):
            ttype = self.tensor_type(results=False, attrs=())
            variadic = False
            if self.accept("["):
                self.expect("]", "to close a variadic input's []")
                variadic = True
            if optional and variadic:
                raise self.error(ntok.pos, f"input '{name}' cannot be both optional and variadic (an empty list is"
                                           " already allowed)")
            if self.tok.text == "=":
                raise self.error(self.tok.pos, f"tensor input '{name}' cannot have a default; make it optional"
                                               f" ({name}?: ...) instead")
            return Input(name, ttype, optional, variadic, loc)
        if optional:
            raise self.error(ntok.pos, f"attribute '{name}' cannot be optional ('?' is for tensor inputs); give it a"
                                       " default instead")
        kind, length, max_length, choices = self.attr_type(name)
        default = None
        if self.accept("="):
            default = self.default(name, kind, length, max_length, choices)
        return Attribute(name, kind, length, max_length, choices, default, loc)

    def tensor_type(self, results: bool, attrs: tuple[str, ...]) -> TensorType:
        tok = self.take()
        if tok.text != "Tensor":
            return TensorType(tok.text, ())
        self.expect("<", "after Tensor")
        names: list[str] = []
        attr = None
        while True:
            t = self.name("for a dtype, a category or a dtype attribute")
            if results and t.text in attrs:
                if names or attr:
                    raise self.error(t.pos, f"Tensor<{t.text}> takes the dtype attribute alone")
                attr = t.text
            elif t.text in self.dtypes:
                if attr:
                    raise self.error(t.pos, f"Tensor<{attr}> takes the dtype attribute alone")
                for d in self.dtypes[t.text]:
                    if d not in names:
                        names.append(d)
            else:
                known = ", ".join(self.dtypes)
                extra = " or a dtype attribute of the op" if results else ""
                raise self.error(t.pos, f"'{t.text}' is not a dtype or category of backends.yaml ({known}){extra}")
            if not self.accept("|"):
                break
        self.expect(">", "to close Tensor<...>")
        return TensorType(None, tuple(names), attr)

    def attr_type(self, name: str) -> tuple[str, int | None, int, tuple[str, ...]]:
        tok = self.tok
        if self.accept("{"):
            choices: list[str] = []
            while True:
                c = self.name("for an enum value")
                if c.text in choices:
                    raise self.error(c.pos, f"enum value '{c.text}' of '{name}' is listed twice")
                choices.append(self._ident(c, "an enum value"))
                if self.accept("}"):
                    break
                self.expect(",", "or '}' in an enum")
            if len(choices) < 2:
                raise self.error(tok.pos, f"enum '{name}' needs at least two values")
            return "enum", None, 0, tuple(choices)
        if tok.kind != "name":
            raise self.error(tok.pos, f"expected the type of '{name}', found {self._found()}")
        self.take()
        if tok.text == "int":
            if not self.accept("["):
                return "int", None, 0, ()
            if self.accept("]"):
                return "ints", None, MAX_LIST, ()
            bounded = bool(self.accept("<="))
            n = self.tok
            if n.kind != "number" or not n.text.isdigit():
                raise self.error(n.pos, f"expected a length in int[...] of '{name}', found {self._found()}")
            self.take()
            count = int(n.text)
            if not 1 <= count <= MAX_LIST:
                raise self.error(n.pos, f"the length {count} in int[...] of '{name}' is outside 1..{MAX_LIST}")
            self.expect("]", "to close int[...]")
            return ("ints", None, count, ()) if bounded else ("ints", count, count, ())
        if tok.text in _SIMPLE_ATTRS:
            return tok.text, None, MAX_LIST if tok.text in ("axes", "shape", "perm") else 0, ()
        raise self.error(tok.pos, f"unknown type '{tok.text}' of '{name}' (tensors: a type variable such as T, or"
                                  " Tensor<dtype>; attributes: int, int[N], int[], int[<=N], float, bool, dtype,"
                                  " device, comm, axis, axes, shape, perm, {a, b})")

    def _int(self, what: str) -> int:
        neg = self.accept("-")
        t = self.tok
        if t.kind != "number" or not t.text.isdigit():
            raise self.error(t.pos, f"expected an integer for {what}, found {self._found()}")
        self.take()
        return -int(t.text) if neg else int(t.text)

    def default(self, name: str, kind: str, length: int | None, max_length: int, choices: tuple[str, ...]) -> object:
        tok = self.tok
        what = f"the default of '{name}'"
        if kind in ("device", "comm", "perm", "shape"):
            raise self.error(tok.pos, f"a {kind} attribute ('{name}') has no default")
        if kind in ("int", "axis"):
            return self._int(what)
        if kind == "float":
            neg = self.accept("-")
            t = self.tok
            if t.kind != "number":
                raise self.error(t.pos, f"expected a number for {what}, found {self._found()}")
            self.take()
            return -float(t.text) if neg else float(t.text)
        if kind == "bool":
            if tok.text not in ("true", "false"):
                raise self.error(tok.pos, f"expected true or false for {what}, found {self._found()}")
            self.take()
            return tok.text == "true"
        if kind == "dtype":
            t = self.name(f"(a dtype) for {what}")
            if t.text not in self.dtypes or self.dtypes[t.text] != (t.text,):
                raise self.error(t.pos, f"'{t.text}' is not a dtype of backends.yaml")
            return t.text
        if kind == "enum":
            t = self.name(f"(one of {', '.join(choices)}) for {what}")
            if t.text not in choices:
                raise self.error(t.pos, f"'{t.text}' is not a value of '{name}' ({', '.join(choices)})")
            return t.text
        # ints and axes
        if kind == "ints" and length is not None and self.tok.text != "[":
            return (self._int(what),) * length
        self.expect("[", f"to open the list of {what}")
        values: list[int] = []
        if not self.accept("]"):
            while True:
                values.append(self._int(what))
                if self.accept("]"):
                    break
                self.expect(",", f"or ']' in {what}")
        if length is not None and len(values) != length:
            raise self.error(tok.pos, f"{what} has {len(values)} values; int[{length}] takes {length} (or one"
                                      " integer for all)")
        if len(values) > max_length:
            raise self.error(tok.pos, f"{what} has {len(values)} values, more than {max_length}")
        return tuple(values)

    def results(self, params: list[Input | Attribute]) -> list[Result]:
        dtype_attrs = tuple(p.name for p in params if isinstance(p, Attribute) and p.kind == "dtype")
        taken = {p.name for p in params}
        if not self.accept("("):
            tok = self.tok
            if tok.kind != "name":
                raise self.error(tok.pos, f"expected a result type after '->', found {self._found()}")
            return [Result("result", self._result_type(dtype_attrs), self.at(tok.pos))]
        out: list[Result] = []
        while True:
            ntok = self.name("for a result")
            name = self._ident(ntok, "a result") if ntok.text != "result" else "result"
            if name in taken or any(r.name == name for r in out):
                raise self.error(ntok.pos, f"result '{name}' has the name of a parameter or another result")
            self.expect(":", f"after result '{name}'")
            out.append(Result(name, self._result_type(dtype_attrs), self.at(ntok.pos)))
            if self.accept(")"):
                break
            self.expect(",", "or ')' after a result")
        return out

    def _result_type(self, dtype_attrs: tuple[str, ...]) -> TensorType:
        tok = self.tok
        if tok.kind != "name" or not (tok.text == "Tensor" or tok.text[0].isupper()):
            raise self.error(tok.pos, f"a result is a tensor (a type variable or Tensor<...>), not {self._found()}")
        return self.tensor_type(results=True, attrs=dtype_attrs)


def parse(text: str, loc: Loc, style: str | None, what: str, dtypes: dict[str, tuple[str, ...]]) -> OpSignature:
    """The signature `text`, found at `loc` in backends.yaml (a scalar of
    `style`); `dtypes` maps each dtype and category name to its dtypes.
    Raises SpecError located at the offending character."""
    return _Parser(text.strip() if style is None else text, loc, style, what, dtypes).signature()
