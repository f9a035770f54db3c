"""How much generated text an edit of the shipped backends.yaml rewrites.

Generated comments cite yaml entries by name, not by line, and the input's
hash is in one file, so a comment-only edit rewrites that file alone and a
new op adds lines about that op and changes nothing but counts. These run on
the shipped file on purpose (its generated/ and docs/errors/, with the
runtime's sources the error pages scan); the edits are placed by the model's
locations, not by matching lines of the file.
"""

from __future__ import annotations

import difflib
import re
from pathlib import Path

from generator import claims as claims_mod
from generator import errors as errors_mod
from generator import model as model_mod
from generator import render as render_mod

REPO = Path(__file__).resolve().parents[2]
TEMPLATES = REPO / "templates"

SQUARE = ('{name: square, family: unary, dtypes: [f32, f64], memory_bound: true,'
          ' derivative: {a: "mul(grad, mul(a, 2))"}, onnx: {none: no single ONNX operator squares}}')


def with_op_first(text: str, entry: str) -> str:
    """text with entry added as the first item of ops:, indented like the first op."""
    first = model_mod.parse(text).ops[0].loc
    lines = text.splitlines(keepends=True)
    line = lines[first.line - 1]
    assert line[first.col - 1:].startswith(("{", "name:")) and line[first.col - 3:first.col - 1] == "- ", line
    return "".join(lines[:first.line - 1]) + line[:first.col - 1] + entry + "\n" + "".join(lines[first.line - 1:])


def everything(text: str) -> dict[str, str]:
    """generated/ and docs/errors/ as `make generate` writes them for this yaml."""
    model = model_mod.parse(text)
    files = render_mod.render(model, TEMPLATES)
    env = render_mod.environment(TEMPLATES)
    srcs = errors_mod.sources(model, files, "generated", REPO)
    pages = errors_mod.render(model, env, lambda name: render_mod.banner(name, model), srcs)
    return {**{f"generated/{n}": t for n, t in files.items()}, **{f"docs/errors/{n}": t for n, t in pages.items()}}


def changes(before: dict[str, str], after: dict[str, str]) -> dict[str, list[tuple[list[str], list[str]]]]:
    """file -> its changed hunks, each (removed lines, added lines)."""
    out = {}
    for name in sorted(before.keys() | after.keys()):
        old, new = before.get(name, "").splitlines(), after.get(name, "").splitlines()
        hunks = [(old[i1:i2], new[j1:j2]) for tag, i1, i2, j1, j2 in
                 difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes() if tag != "equal"]
        if hunks:
            out[name] = hunks
    return out


def only_numbers_differ(old: str, new: str) -> bool:
    return re.sub(r"\d+", "N", old) == re.sub(r"\d+", "N", new)


def test_comment_edit_changes_only_the_hash_holder(yaml_text):
    before = everything(yaml_text)
    after = everything("# a comment line at the top\n" + yaml_text.replace("\nops:\n", "\n# and one more\nops:\n", 1))
    changed = changes(before, after)
    assert list(changed) == [f"generated/{render_mod.HASH_HOLDER}"]
    [(removed, added)] = changed[f"generated/{render_mod.HASH_HOLDER}"]
    assert len(removed) == len(added) == 1 and "input sha256" in removed[0]


def claim_too(monkeypatch, op: str, tags: tuple[str, ...]) -> None:
    """Every backend whose kernels have claims claims op on tags as well, as a
    kernel written for the new op would (generator/claims.py)."""
    real = claims_mod.read

    def read(backend, dtype_tags, root=claims_mod.ROOT):
        found = real(backend, dtype_tags, root)
        if found is None:
            return None
        extra = claims_mod.Claim(op, tags, claims_mod.Loc(found.path, 1, 1))
        return claims_mod.Claims(found.path, {**found.ops, op: extra})

    monkeypatch.setattr(claims_mod, "read", read)


def test_adding_an_op_adds_lines_about_it_and_counts(yaml_text, monkeypatch):
    n_backends = len(model_mod.parse(yaml_text).real_backends)
    before = everything(yaml_text)
    edited = with_op_first(yaml_text, SQUARE)
    claim_too(monkeypatch, "square", ("F32", "F64"))
    after = everything(edited)
    changed = changes(before, after)
    removed_total = added_total = 0
    for name, hunks in changed.items():
        assert name.startswith("generated/"), name  # no error page mentions ops
        for removed, added in hunks:
            removed_total += len(removed)
            added_total += len(added)
            # a line that goes is the hash or a count, replaced by the same line with other numbers
            assert len(removed) <= len(added), (name, removed, added)
            for old, new in zip(removed, added):
                assert "input sha256" in old or only_numbers_differ(old, new), (name, old, new)
            # what comes in is about the new op (a block names it once, its lines need not)
            if len(added) > len(removed):
                assert any("square" in line.lower() for line in added), (name, added)
    assert removed_total <= 3  # the hash, SY_OP_COUNT and its _Static_assert
    # about 120 with the shipped backends: the op's rows, the fast path's table
    # and its route, a few lines per backend (tests/add_backend.sh runs this
    # with three backends more)
    assert added_total < 90 + 9 * n_backends
