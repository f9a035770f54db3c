"""The signature language (generator/signature.py), parsed on its own: what
each form means, and the located error of each malformed one. Whole
documents exercise it through backends.yaml in test_bad_yaml.py."""

from __future__ import annotations

import pytest

from generator.signature import MAX_LIST, parse
from generator.source import Loc, SpecError

DTYPES = {"f32": ("f32",), "f64": ("f64",), "i32": ("i32",), "i64": ("i64",), "bool": ("bool",),
          "float": ("f32", "f64"), "int": ("i32", "i64")}
AT = Loc("backends.yaml", 7, 10)


def sig(text: str, style: str | None = '"'):
    return parse(text, AT, style, "family 'f'", DTYPES)


def test_the_example_of_the_issue():
    s = sig("(x: T, weight: T, bias?: T, stride: int[2] = 1, padding: int[2] = 0, dilation: int[2] = 1,"
            " groups: int = 1) -> T")
    assert [i.name for i in s.inputs] == ["x", "weight", "bias"]
    assert [i.optional for i in s.inputs] == [False, False, True]
    assert [(a.name, a.kind, a.length, a.default) for a in s.attrs] == [
        ("stride", "ints", 2, (1, 1)), ("padding", "ints", 2, (0, 0)), ("dilation", "ints", 2, (1, 1)),
        ("groups", "int", None, 1)]
    assert [(r.name, str(r.type)) for r in s.results] == [("result", "T")]
    assert s.key == "T" and s.type_vars == ("T",)


def test_every_attribute_kind_and_default():
    s = sig("(x: T, a: int = -3, b: int[] = [1, -2], c: int[<=3] = [], d: float = -1.5e-3, e: bool = true,"
            " f: dtype = f64, g: axis = -1, h: axes = [0, 1], i: shape, j: perm, k: device,"
            " m: {nearest, linear} = linear, n: float = .5) -> T")
    got = {a.name: (a.kind, a.max_length, a.default, a.text) for a in s.attrs}
    assert got["a"] == ("int", 0, -3, "int")
    assert got["b"] == ("ints", MAX_LIST, (1, -2), "int[]")
    assert got["c"] == ("ints", 3, (), "int[<=3]")
    assert got["d"] == ("float", 0, -1.5e-3, "float")
    assert got["e"][2] is True
    assert got["f"][2] == "f64"
    assert got["g"][2] == -1
    assert got["h"][:3] == ("axes", MAX_LIST, (0, 1))
    assert got["i"][:3] == ("shape", MAX_LIST, None) and got["j"][0] == "perm" and got["k"][0] == "device"
    assert got["m"] == ("enum", 0, "linear", "{nearest, linear}")
    assert got["n"][2] == 0.5
    assert s.attr("zz") is None and s.input("x") is not None and s.input("a") is None


def test_results_fixed_and_by_attribute_and_named():
    assert str(sig("(a: T, b: T) -> Tensor<bool>").results[0].type) == "Tensor<bool>"
    s = sig("(a: T, dtype: dtype) -> Tensor<dtype>")
    assert s.results[0].type.attr == "dtype" and s.key == "dtype"
    s = sig("(x: T) -> (values: T, indices: Tensor<i64>)")
    assert [(r.name, str(r.type)) for r in s.results] == [("values", "T"), ("indices", "Tensor<i64>")]
    assert sig("(i: Tensor<int|bool>) -> Tensor<i32|i64>").inputs[0].type.dtypes == ("i32", "i64", "bool")
    assert sig("(xs: T[]) -> T").inputs[0].variadic
    assert sig("(shape: shape, dtype: dtype) -> Tensor<dtype>").type_vars == ()


def test_a_plain_scalar_is_located_without_the_quote():
    with pytest.raises(SpecError) as e:
        sig("(a: T) -> Q", None)
    assert (e.value.loc.line, e.value.loc.col) == (7, 10 + len("(a: T) -> "))


def test_a_folded_scalar_is_located_at_its_start():
    with pytest.raises(SpecError) as e:
        sig("(a: T,\n b: wat) -> T", None)
    assert (e.value.loc.line, e.value.loc.col) == (7, 10)


# (text, the error after "in the signature of family 'f': ", the text the column points at)
ERRORS = [
    ("a: T) -> T", "expected '(' to open the parameter list, found 'a'", "a: T"),
    ("(a: T) T", "expected '->' and the results after the parameters, found 'T'", 'T"'),
    ("(a: T) -> T x", "unexpected 'x' after the results", "x"),
    ("(a: T, a: T) -> T", "parameter 'a' is declared twice", "a: T) "),
    ("(a T) -> T", "expected ':' after parameter 'a', found 'T'", "T) "),
    ("(1: T) -> T", "expected a name for a parameter, found '1'", "1"),
    ("(int: T) -> T", "'int' cannot name a parameter: it is a C keyword or a name every op function uses", "int"),
    ("(attrs: T) -> T", "'attrs' cannot name a parameter: it is a C keyword or a name every op function uses",
     "attrs"),
    ("(sy_tensor: T) -> T", "'sy_tensor' cannot name a parameter: names starting with 'sy_' are the library's and"
                            " names ending in '_t' are C's types", "sy_tensor"),
    ("(a: T, size_t: int) -> T", "'size_t' cannot name a parameter: names starting with 'sy_' are the library's and"
                                 " names ending in '_t' are C's types", "size_t"),
    ("(a__b: T) -> T", "'a__b' cannot name a parameter: C reserves names with '__' or a leading '_'", "a__b"),
    ("(A: T) -> T", "parameter 'A' starts with an upper-case letter; upper-case names are type variables", "A"),
    ("(a: T, b: T -> T", "expected ',' or ')' after a parameter, found '->'", "-> T"),
    ("(a: T[], b: T[]) -> T", "an op takes at most one variadic input", "b: T[]"),
    ("(a?: T[]) -> T", "input 'a' cannot be both optional and variadic (an empty list is already allowed)", "a?"),
    ("(a: T = 1) -> T", "tensor input 'a' cannot have a default; make it optional (a?: ...) instead", "= 1"),
    ("(a: T[) -> T", "expected ']' to close a variadic input's [], found ')'", ") -> T"),
    ("(a?: int) -> T", "attribute 'a' cannot be optional ('?' is for tensor inputs); give it a default instead",
     "a?"),
    ("(a: Tensor<f16>) -> T", "'f16' is not a dtype or category of backends.yaml (f32, f64, i32, i64, bool, float,"
                              " int)", "f16"),
    ("(a: Tensor f32) -> T", "expected '<' after Tensor, found 'f32'", "f32"),
    ("(a: Tensor<f32) -> T", "expected '>' to close Tensor<...>, found ')'", ") -> T"),
    ("(a: T, d: dtype) -> Tensor<d|f32>", "Tensor<d> takes the dtype attribute alone", "f32>"),
    ("(a: T, d: dtype) -> Tensor<f32|d>", "Tensor<d> takes the dtype attribute alone", "d>"),
    ("(a: T) -> Tensor<q>", "'q' is not a dtype or category of backends.yaml (f32, f64, i32, i64, bool, float, int)"
                            " or a dtype attribute of the op", "q>"),
    ("(a: T, m: {x}) -> T", "enum 'm' needs at least two values", "{x}"),
    ("(a: T, m: {x, x}) -> T", "enum value 'x' of 'm' is listed twice", "x}"),
    ("(a: T, m: {x y}) -> T", "expected ',' or '}' in an enum, found 'y'", "y}"),
    ("(a: T, m: {1, 2}) -> T", "expected a name for an enum value, found '1'", "1, 2"),
    ("(a: T, k: ) -> T", "expected the type of 'k', found ')'", ") -> T"),
    ("(a: T, k: int[x]) -> T", "expected a length in int[...] of 'k', found 'x'", "x]"),
    ("(a: T, k: int[9]) -> T", "the length 9 in int[...] of 'k' is outside 1..8", "9]"),
    ("(a: T, k: int[2) -> T", "expected ']' to close int[...], found ')'", ") -> T"),
    ("(a: T, s: shape = [1]) -> T", "a shape attribute ('s') has no default", "[1]"),
    ("(a: T, k: int = x) -> T", "expected an integer for the default of 'k', found 'x'", "x)"),
    ("(a: T, k: float = x) -> T", "expected a number for the default of 'k', found 'x'", "x)"),
    ("(a: T, k: bool = 1) -> T", "expected true or false for the default of 'k', found '1'", "1)"),
    ("(a: T, k: dtype = float) -> T", "'float' is not a dtype of backends.yaml", "float)"),
    ("(a: T, k: dtype = 3) -> T", "expected a name (a dtype) for the default of 'k', found '3'", "3)"),
    ("(a: T, m: {p, q} = r) -> T", "'r' is not a value of 'm' (p, q)", "r)"),
    ("(a: T, k: int[] = 1) -> T", "expected '[' to open the list of the default of 'k', found '1'", "1)"),
    ("(a: T, k: int[] = [1 2]) -> T", "expected ',' or ']' in the default of 'k', found '2'", "2]"),
    ("(a: T, k: int[2] = [1, 2, 3]) -> T", "the default of 'k' has 3 values; int[2] takes 2 (or one integer for"
                                           " all)", "[1, 2, 3]"),
    ("(a: T, k: int[<=2] = [1, 2, 3]) -> T", "the default of 'k' has 3 values, more than 2", "[1, 2, 3]"),
    ("(a: T) -> U", "result 'result' has type variable U, which no required input has: nothing decides its dtype",
     "U"),
    ("(a: T, b?: U) -> U", "result 'result' has type variable U, which no required input has: nothing decides its"
                           " dtype", "U\""),
    ("(a?: T, b: T) -> T", "the first tensor input cannot be optional (it decides the op's backend and device)", "a?"),
    ("(a: T) -> (x: T, x: T)", "result 'x' has the name of a parameter or another result", "x: T)"),
    ("(a: T) -> (a: T)", "result 'a' has the name of a parameter or another result", 'a: T)"'),
    ("(a: T) -> (x T)", "expected ':' after result 'x', found 'T'", 'T)"'),
    ("(a: T) -> (x: T y: T)", "expected ',' or ')' after a result, found 'y'", "y:"),
    ("(a: T) -> (1: T)", "expected a name for a result, found '1'", "1:"),
    ("(a: T) -> 3", "expected a result type after '->', found '3'", "3"),
    ("(a: T) -> (x: int)", "a result is a tensor (a type variable or Tensor<...>), not 'int'", "int"),
    ("(a: T) -> T;", "unexpected character ';'", ";"),
    ("(a: T, k: wat) -> T", "unknown type 'wat' of 'k' (tensors: a type variable such as T, or Tensor<dtype>;"
                            " attributes: int, int[N], int[], int[<=N], float, bool, dtype, device, comm, axis,"
                            " axes, shape, perm, {a, b})", "wat"),
]


@pytest.mark.parametrize("text, message, at", ERRORS, ids=[e[1][:40] for e in ERRORS])
def test_each_malformed_signature_names_what_and_where(text, message, at):
    with pytest.raises(SpecError) as e:
        sig(text)
    assert e.value.message == f"in the signature of family 'f': {message}"
    quoted = '"' + text + '"'
    assert (e.value.loc.line, e.value.loc.col) == (7, 10 + quoted.index(at)), text
