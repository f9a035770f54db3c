"""The error reference: each status's example in backends.yaml."""

from __future__ import annotations

import re

IDENT = re.compile(r"\b(?:sy|SY)_[A-Za-z0-9_]+\b")


def test_every_status_has_an_example(real_model):
    for e in real_model.errors:
        assert e.example.before and e.example.after, e.name
        assert e.example.before != e.example.after, e.name
        # the status lands in `st`, as the pages say
        assert re.search(r"\bst = sy_", e.example.before), e.name
        assert re.search(r"\bst = sy_", e.example.after), e.name
        assert not e.example.before.endswith("\n") and not e.example.after.endswith("\n")


def test_examples_use_the_public_api(real_model, real_files, repo):
    """Every sy_/SY_ name an example uses is declared by the public headers (or is the status itself)."""
    public = (repo / "runtime" / "switchyard.h").read_text(encoding="utf-8")
    public += real_files["sy_backends.h"] + real_files["sy_ops.h"]
    declared = set(IDENT.findall(public)) | {e.enum for e in real_model.errors}
    for e in real_model.errors:
        for part in (e.example.before, e.example.after):
            unknown = sorted(set(IDENT.findall(part)) - declared)
            assert not unknown, f"the example of {e.name} uses {unknown}, which the public headers do not declare"
