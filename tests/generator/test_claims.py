"""A backend's claim to run an op on a dtype is backed by its kernels' claims
(kernels/<b>/sy_<b>_claims.h, generator/claims.py).

These run on the shipped backends.yaml and the shipped kernels' claims on
purpose: the refusals are about those files (a dtype added to a scratch copy
of the yaml, a yaml claim a kernel does not back). The claims files'
own grammar is tested on scratch files under tmp_path.
"""

from __future__ import annotations

import re

import pytest

from generator import claims as claims_mod
from generator import model as model_mod
from generator.source import SpecError


def test_ops_all_is_what_the_kernels_claim(real_model):
    """`ops: all` of a backend with claims is every op and dtype they take (of those the op takes)."""
    tags = tuple(d.tag for d in real_model.dtypes)
    seen = 0
    for b in real_model.real_backends:
        claims = claims_mod.read(b.name, tags)
        for entry in b.ops:
            assert claims is not None, b.name
            for dt in entry.dtypes:
                assert claims.takes(entry.op, real_model.dtype(dt).tag), (b.name, entry.op, dt)
                seen += 1
    assert seen > 0
    cpu = next(b for b in real_model.real_backends if b.fallback is None)
    claims = claims_mod.read(cpu.name, tags)
    for op in real_model.ops:
        if op.family.kernel is None:
            continue
        want = tuple(dt for dt in op.dtypes if claims.takes(op.name, real_model.dtype(dt).tag))
        assert cpu.own(op.name) is not None and cpu.own(op.name).dtypes == want, op.name


def test_a_new_dtype_without_kernels_is_refused_at_the_backend(yaml_text, tmp_path, monkeypatch):
    """The yaml's last dtype (u64) with kernels' claims that lack it (scratch copies of every claims file
    without SY__EACH_U64; every ONNX element type is a dtype of the yaml, so none is left to add): the int
    ops take it, no kernel of the last backend of the chains claims it, and the error points at that
    backend's `ops: all`, naming backend, op and dtype."""
    base = model_mod.parse(yaml_text)
    assert base.dtypes[-1].name == "u64"
    for path in claims_mod.ROOT.glob("kernels/*/sy_*_claims.h"):
        copy = tmp_path / path.relative_to(claims_mod.ROOT)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text(path.read_text().replace(" SY__EACH_U64(X, a)", ""))
    real_read = claims_mod.read
    monkeypatch.setattr(claims_mod, "read", lambda backend, tags, root=tmp_path: real_read(backend, tags, root))
    text = yaml_text
    with pytest.raises(SpecError) as info:
        model_mod.parse(text)
    err = info.value
    last = next(b for b in base.real_backends if b.fallback is None)
    first_op = next(o for o in base.ops if o.family.kernel and "i32" in o.dtypes)
    ops_line = next(n for n, line in enumerate(text.splitlines(), 1)
                    if n > last.loc.line and re.match(r"\s*ops:", line))
    assert (err.loc.path, err.loc.line) == ("backends.yaml", ops_line)
    assert err.loc.col == text.splitlines()[ops_line - 1].index("ops:") + len("ops: ") + 1
    assert err.message.startswith(f"backend '{last.name}' (ops: all, no fallback) has no kernel for op"
                                  f" '{first_op.name}' on u64, which the op takes (")
    assert f"SY__{last.name.upper()}_TAKES_{first_op.name} takes" in err.message
    assert str(err).startswith(f"backends.yaml:{ops_line}:")


def test_a_yaml_claim_without_a_kernel_is_refused_where_it_is_written(yaml_text):
    """simd's exp lists f32; widening it to the float category claims f64, which simd's kernels do not take."""
    base = model_mod.parse(yaml_text)
    simd_exp = next(b for b in base.real_backends if b.name == "simd").own("exp")
    lines = yaml_text.splitlines(keepends=True)
    line = lines[simd_exp.loc.line - 1]
    assert line.strip() == "exp: [f32]", "the shipped simd entry this test edits"
    lines[simd_exp.loc.line - 1] = line.replace("[f32]", "[float]")
    with pytest.raises(SpecError) as info:
        model_mod.parse("".join(lines))
    err = info.value
    assert (err.loc.line, err.loc.col) == (simd_exp.loc.line, line.index("[") + 1)
    assert err.message.startswith("backend 'simd' lists op 'exp' on f64, but its kernels do not take it"
                                  " (kernels/simd/sy_simd_claims.h:")
    assert err.message.endswith("SY__SIMD_TAKES_exp takes f32); write the kernel and claim it, or leave f64 out")


TAGS = ("F32", "F64", "I32", "I64", "BOOL")


def claims_file(tmp_path, body: str):
    folder = tmp_path / "kernels" / "toy"
    folder.mkdir(parents=True)
    (folder / "sy_toy_claims.h").write_text(
        "/* a comment */\n#ifndef SY_TOY_CLAIMS_H\n#define SY_TOY_CLAIMS_H\n#include \"switchyard.h\"\n"
        + body + "#endif\n", encoding="utf-8")
    return claims_mod.read("toy", TAGS, tmp_path)


def test_claims_groups_and_lines(tmp_path):
    got = claims_file(tmp_path, "#define SY__TOY_FLOAT(X, a) SY__EACH_F32(X, a) \\\n    SY__EACH_F64(X, a)\n"
                                "#define SY__TOY_ALL(X, a) SY__TOY_FLOAT(X, a) SY__EACH_I32(X, a)\n"
                                "#define SY__TOY_TAKES_add SY__TOY_ALL\n"
                                "#define SY__TOY_TAKES_exp(X, a) SY__EACH_F32(X, a)\n")
    assert {op: c.dtypes for op, c in got.ops.items()} == {"add": ("F32", "F64", "I32"), "exp": ("F32",)}
    assert (got.ops["exp"].loc.path, got.ops["exp"].loc.line) == ("kernels/toy/sy_toy_claims.h", 9)
    assert got.takes("add", "I32") and not got.takes("add", "I64") and not got.takes("neg", "F32")


@pytest.mark.parametrize("body, line, message", [
    ("#define SY__TOY_TAKES_add SY__EACH_F16\n", 5,
     "its kernels take dtype f16 (SY__EACH_F16 at kernels/toy/sy_toy_claims.h:5:27), which backends.yaml does not"
     " declare (its dtypes: f32, f64, i32, i64, bool)"),
    ("#define SY__TOY_TAKES_add SY__TOY_NOPE\n", 5, "SY__TOY_NOPE is not a group of kernels/toy/sy_toy_claims.h"
                                                    " nor a SY__EACH_<dtype>"),
    ("#define SY__TOY_TAKES_add SY__EACH_F32\n#define SY__TOY_TAKES_add SY__EACH_F64\n", 6,
     "op 'add' is claimed twice (first at line 5)"),
    ("#define SY__TOY_TAKES_add(X, a) SY__EACH_F32(X, a) SY__EACH_F32(X, a)\n", 5,
     "the claim of op 'add' names f32 twice"),
    ("#define SY__TOY_TAKES_add(X, a) SY__EACH_F32(X, a) + 1\n", 5,
     "in SY__TOY_TAKES_add: '+ 1' is neither a SY__EACH_<dtype>(X, a) nor a group"),
    ("#define SY__TOY_G(X, a) SY__TOY_G(X, a)\n#define SY__TOY_TAKES_add SY__TOY_G\n", 5,
     "group SY__TOY_G includes itself"),
    ("#if 1\n", 5, "kernels/toy/sy_toy_claims.h holds only the #defines of the claims of backend 'toy'"),
])
def test_claims_file_errors_are_located(tmp_path, body, line, message):
    with pytest.raises(SpecError) as info:
        claims_file(tmp_path, body)
    err = info.value
    assert (err.loc.path, err.loc.line) == ("kernels/toy/sy_toy_claims.h", line)
    assert err.message.startswith(message), err.message


def test_a_claim_of_an_op_the_yaml_lacks_is_refused(yaml_text, monkeypatch):
    real = claims_mod.read

    def read(backend, tags, root=claims_mod.ROOT):
        found = real(backend, tags, root)
        if found is None or backend != "cpu":
            return found
        extra = claims_mod.Claim("squre", ("F32",), claims_mod.Loc(found.path, 7, 9))
        return claims_mod.Claims(found.path, {**found.ops, "squre": extra})

    monkeypatch.setattr(claims_mod, "read", read)
    with pytest.raises(SpecError) as info:
        model_mod.parse(yaml_text)
    err = info.value
    # reported in backends.yaml, at cpu's ops:, where the fix is; the claim's line is named
    assert err.loc.path == "backends.yaml" and yaml_text.splitlines()[err.loc.line - 1].lstrip().startswith("ops:")
    assert err.message.startswith("backend 'cpu': its kernels claim op 'squre' (kernels/cpu/sy_cpu_claims.h:7:9),"
                                  " which backends.yaml does not declare")


def test_a_dtype_the_claims_take_but_the_yaml_lacks_is_located_in_the_yaml(yaml_text):
    """Deleting a dtype the kernels take is an error at the backend's ops: in
    backends.yaml (the file a user edits), naming the claims line."""
    text = yaml_text.replace("\n  - {name: bf16, c: uint16_t, category: float, onnx: BFLOAT16}", "", 1)
    assert text != yaml_text
    with pytest.raises(SpecError) as info:
        model_mod.parse(text)
    err = info.value
    assert err.loc.path == "backends.yaml", err
    assert "its kernels take dtype bf16 (SY__EACH_BF16 at kernels/" in err.message, err.message
