"""The README shows the generated pair matrix; it must not drift from it."""

from __future__ import annotations

import re


def table(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| source \\ destination | cpu"))
    out = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        out.append(line)
    return out


def test_readme_pair_matrix_matches_generated(repo):
    readme = (repo / "README.md").read_text(encoding="utf-8")
    block = re.search(r"<!-- pair-matrix:.*?-->\n(.*?)<!-- /pair-matrix -->", readme, re.S)
    assert block, "README.md lost its pair-matrix block"
    generated = (repo / "generated" / "PAIRS.md").read_text(encoding="utf-8")
    assert table(block.group(1)) == table(generated)
    assert len(table(generated)) == 2 + 4  # header, rule, one row per real backend
