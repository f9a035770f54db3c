"""The README's training example is a verbatim excerpt of examples/train.c,
which `make test` builds and runs."""

from __future__ import annotations

import re


def test_readme_training_excerpt_is_in_examples(repo):
    readme = (repo / "README.md").read_text(encoding="utf-8")
    source = (repo / "examples" / "train.c").read_text(encoding="utf-8")
    blocks = re.findall(r"```c\n(for \(int it = 0; it <= STEPS.*?)```", readme, re.S)
    assert blocks, "README.md lost the training excerpt"
    lines = [line.strip() for line in blocks[0].splitlines() if line.strip()]
    body = [line.strip() for line in source.splitlines() if line.strip()]
    start = body.index(lines[0])
    assert body[start:start + len(lines)] == lines


def _marked(source: str) -> str:
    begin = "    /* readme:begin */\n"
    start = source.index(begin) + len(begin)
    return source[start:source.index("    /* readme:end */")]


def test_readme_snippets_are_the_examples(repo):
    """Each C block of the README that is not the training excerpt is the
    marked part of an examples/readme_*.c program, character for character
    (after an optional #include line), so every snippet compiles and runs.
    The op functions' block is generated/sy_ops.h's prototypes (test_opsdoc.py)."""
    readme = re.sub(r"^<!-- ops:begin.*?^<!-- ops:end -->$", "", (repo / "README.md").read_text(encoding="utf-8"),
                    flags=re.S | re.M)
    blocks = [b for b in re.findall(r"```c\n(.*?)```", readme, re.S) if not b.startswith("for (int it")]
    excerpts = {p.name: _marked(p.read_text(encoding="utf-8")) for p in sorted((repo / "examples").glob("readme_*.c"))}
    assert len(excerpts) >= 2
    for block in blocks:
        body = block.removeprefix('#include "switchyard.h"\n\n')
        assert body in excerpts.values(), f"README block is in no examples/readme_*.c:\n{block[:200]}"
    for name, text in excerpts.items():
        assert any(b.removeprefix('#include "switchyard.h"\n\n') == text for b in blocks), f"{name} is not in README.md"
