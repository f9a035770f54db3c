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
