"""Determinism and the marks every output carries: the @generated banner with
the input's hash on the first line, the ABI guard, no timestamps, no paths."""

from __future__ import annotations

import hashlib
import re
import shutil

import pytest

from generator import render as render_mod
from tiny import doc, error_block, errors

C_FILES = (".c", ".h")


def banner_line(name: str, digest: str) -> str:
    """The first line of an output: the input's hash only in the one file that holds it."""
    hashed = f" input sha256 {digest};" if name == render_mod.HASH_HOLDER else ""
    text = f"@generated from backends.yaml by generator/ -- DO NOT EDIT;{hashed} regenerate with `make generate`"
    if name.endswith(C_FILES):
        return f"/* {text} */"
    if name.endswith(".md"):
        return f"<!-- {text} -->"
    return f"# {text}"


def abi_guard(abi: int) -> str:
    return (
        '#include "sy_abi.h"\n'
        f"#if SY_RUNTIME_ABI != {abi}\n"
        f'#error "generated/ was rendered for runtime ABI {abi} (backends.yaml abi:), but runtime/sy_abi.h has'
        " another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for\"\n"
        "#endif\n"
    )


def test_outputs_are_the_declared_files(real_files, outputs):
    assert list(real_files) == outputs
    assert len(set(outputs)) == len(outputs)


def test_render_twice_is_byte_identical(yaml_text, render_text, real_files):
    assert render_text(yaml_text) == real_files


def test_first_line_is_the_banner(real_files, repo):
    digest = hashlib.sha256((repo / "backends.yaml").read_bytes()).hexdigest()[:16]
    for name, text in real_files.items():
        assert text.splitlines()[0] == banner_line(name, digest), name
        assert text.count(render_mod.BANNER) == 1, name


def test_banner_follows_the_input(tiny_files, render_text, outputs):
    """Any change of backends.yaml, even a comment, changes the hash in its one file and nothing else."""
    before = tiny_files
    mutated = doc(abi="1  # a comment")  # same lines: same locations
    after = render_text(mutated.text)
    digest = hashlib.sha256(mutated.text.encode("utf-8")).hexdigest()[:16]
    for name in outputs:
        assert after[name].splitlines()[0] == banner_line(name, digest)
        assert after[name].splitlines()[1:] == before[name].splitlines()[1:]
        assert (after[name] != before[name]) == (name == render_mod.HASH_HOLDER)


def test_every_c_file_has_the_abi_guard(real_files, real_model):
    guard = abi_guard(real_model.abi)
    c_files = [n for n in real_files if n.endswith(C_FILES)]
    assert len(c_files) >= 6
    for name in c_files:
        assert real_files[name].count(guard) == 1, name
    for name in set(real_files) - set(c_files):
        assert "SY_RUNTIME_ABI" not in real_files[name], name


@pytest.mark.parametrize("abi", [1, 7])
def test_abi_guard_follows_the_yaml(render_text, abi):
    files = render_text(doc(abi=str(abi)).text)
    for name, text in files.items():
        if name.endswith(C_FILES):
            assert text.count(abi_guard(abi)) == 1, name
            assert len(re.findall(r"SY_RUNTIME_ABI != \d+\n", text)) == 1, name
        else:
            assert "SY_RUNTIME_ABI" not in text, name


def test_headers_guard_before_anything_else(real_files):
    """In a header the ABI check comes right after the include guard, before any declaration."""
    for name, text in real_files.items():
        if not name.endswith(".h"):
            continue
        guard = re.search(r"^#ifndef (SY_\w+_H)\n#define \1\n\n#include \"sy_abi.h\"\n", text, re.M)
        assert guard, name
        head = text[:guard.start()]
        assert all(line.startswith(("/*", " *")) for line in head.splitlines()), name


TIMESTAMP = re.compile(r"\b(19|20)\d\d-[01]\d-[0-3]\d\b|\b[0-2]\d:[0-5]\d:[0-5]\d\b|\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b")


def test_no_timestamps_or_absolute_paths(real_files, repo):
    for name, text in real_files.items():
        assert not TIMESTAMP.search(text), (name, TIMESTAMP.search(text).group(0))
        assert str(repo) not in text, name
        # the one absolute path allowed: a package's file probe (backends.yaml `packages:`), in backends.mk
        text = re.sub(r"=file:/\S+", "=file:", text)
        for root in ("/work/", "/tmp/", "/home/", "/root/", "/usr/"):
            assert root not in text, (name, root)
        assert "\r" not in text and "\t" not in text, name
        assert text.endswith("\n"), name
        assert all(line == line.rstrip() for line in text.splitlines()), name


def test_output_does_not_depend_on_where_it_runs(tmp_path, yaml_text, run_generator, outputs):
    """Same input through different paths, folders and file names: identical bytes."""
    one = tmp_path / "one"
    one.mkdir()
    (one / "backends.yaml").write_text(yaml_text, encoding="utf-8")
    two = tmp_path / "two" / "deeper" / "conf"
    two.mkdir(parents=True)
    (two / "spec.yaml").write_text(yaml_text, encoding="utf-8")

    a = run_generator("--yaml", "backends.yaml", "--out", "generated", "-q", cwd=one)
    b = run_generator("--yaml", str(two / "spec.yaml"), "--out", str(tmp_path / "elsewhere" / "out"), "-q",
                      cwd=tmp_path)
    assert (a.returncode, a.stdout, a.stderr) == (0, "", "")
    assert (b.returncode, b.stdout, b.stderr) == (0, "", "")
    for name in outputs:
        first = (one / "generated" / name).read_bytes()
        assert first == (tmp_path / "elsewhere" / "out" / name).read_bytes(), name
        assert str(tmp_path).encode() not in first, name


def test_committed_output_matches_a_fresh_render(real_files, repo):
    """generated/ is what the generator renders from the committed backends.yaml (the in-memory twin of --check)."""
    for name, text in real_files.items():
        assert (repo / "generated" / name).read_text(encoding="utf-8") == text, name


ESCAPES = [
    ('a "quoted" name', r'"a \"quoted\" name"'),
    ("back\\slash", r'"back\\slash"'),
    ("caf\u00e9 \u2014 ok", r'"caf\303\251 \342\200\224 ok"'),
    ("what??!", r'"what\077\077!"'),
]


@pytest.mark.parametrize("fix, literal", ESCAPES, ids=["quotes", "backslash", "utf8", "trigraph"])
def test_status_strings_are_escaped_c(render_text, fix, literal):
    """Texts become C string literals: quotes, backslashes, non-ASCII and trigraph-prone '?' are escaped."""
    quoted = "'" + fix.replace("'", "''") + "'"
    text = render_text(doc(errors=errors(error_block(fix=quoted))).text)["sy_status.c"]
    assert f"\n     .fix = {literal}}},\n" in text
    assert all(ord(ch) < 0x80 for ch in text)
    assert '     .fix = "How."},\n' in text  # the other statuses keep their plain texts


def test_copy_of_templates_renders_the_same(tmp_path, real_model, real_files, repo):
    """--templates points the generator at another folder; a verbatim copy renders identically."""
    shutil.copytree(repo / "templates", tmp_path / "templates")
    assert render_mod.render(real_model, tmp_path / "templates") == real_files


@pytest.mark.parametrize("template", ["sy_tables.c.j2", "sy_kernels.h.j2", "ops.md.j2"])
def test_table_templates_only_loop_and_substitute(repo, template):
    """The rows of these templates come whole from generator/plan.py
    (backend_rows, own_kernel_rows, kernel_blocks): no decisions in Jinja."""
    text = (repo / "templates" / template).read_text(encoding="utf-8")
    assert re.findall(r"\{%-?\s*if\b|\bif\b[^%}]*\belse\b", text) == []
    assert re.findall(r"\{%-?\s*for\b[^%]*\bif\b", text) == []
