"""The README shows the generated pair matrix between two marker lines, and
the generator keeps it there: `make generate` rewrites the block, --check
reports it stale, and a README without the markers is an error naming it."""

from __future__ import annotations

import os
import re
import stat

import pytest

from generator import readme as readme_mod
from tiny import with_backend

BEGIN = "<!-- pairs:begin (make generate writes this block) -->"
END = "<!-- pairs:end -->"
GPU = "name: gpu\nid: 200\nmemory: device\ndevices: 1\nfallback: host\nops: []"


def pair_grid(text: str) -> list[str]:
    """The first table of PAIRS.md whose header starts with `| source \\ destination |`."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("| source \\ destination |"))
    out = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        out.append(line)
    return out


def block(text: str) -> list[str]:
    match = re.search(r"^<!-- pairs:begin[^\n]*-->\n(.*?)^<!-- pairs:end -->$", text, re.S | re.M)
    assert match, "no pairs:begin ... pairs:end block"
    return match.group(1).splitlines()


def readme_text(table: list[str]) -> str:
    return ("# A project\n\nSome text.\n\n" + BEGIN + "\n" + "".join(line + "\n" for line in table) + END
            + "\n\nMore text, with a table of its own:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n")


def test_readme_pair_matrix_matches_generated(repo, real_model):
    readme = (repo / "README.md").read_text(encoding="utf-8")
    assert readme.count("<!-- pairs:begin") == 1 and readme.count(END) == 1
    generated = (repo / "generated" / "PAIRS.md").read_text(encoding="utf-8")
    assert block(readme) == pair_grid(generated)
    names = [b.name for b in real_model.real_backends]
    rows = block(readme)
    assert len(rows) == 2 + len(names)  # header, rule, one row per real backend
    assert rows[0] == "| source \\ destination | " + " | ".join(names) + " |"
    assert [r.split("**")[1] for r in rows[2:]] == names


def test_pair_table_is_the_first_table(tiny_files):
    assert readme_mod.pair_table(tiny_files["PAIRS.md"]).splitlines() == pair_grid(tiny_files["PAIRS.md"])


@pytest.fixture
def with_gpu(project, tiny_files):
    """A project whose yaml (the tiny document) gained a backend; out/ and README.md still show the grid
    from before."""
    folder = project(with_backend(GPU).text)
    (folder / "out").mkdir()
    for name, text in tiny_files.items():
        (folder / "out" / name).write_text(text, encoding="utf-8")
    (folder / "README.md").write_text(readme_text(pair_grid(tiny_files["PAIRS.md"])), encoding="utf-8")
    return folder


def test_generate_rewrites_the_block(with_gpu, run_main, outputs):
    folder = with_gpu
    before = (folder / "README.md").read_text(encoding="utf-8")
    os.chmod(folder / "README.md", 0o640)
    result = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.endswith("wrote README.md (its pair-matrix block)\n")
    after = (folder / "README.md").read_text(encoding="utf-8")
    pairs = (folder / "out" / "PAIRS.md").read_text(encoding="utf-8")
    assert block(after) == pair_grid(pairs)
    assert any(row.startswith("| **gpu** (device) |") for row in block(after))
    assert after.split(BEGIN)[0] == before.split(BEGIN)[0]  # the rest is untouched
    assert after.split(END)[1] == before.split(END)[1]
    assert stat.S_IMODE((folder / "README.md").stat().st_mode) == 0o640
    assert sorted(p.name for p in folder.iterdir()) == ["README.md", "backends.yaml", "out"]  # no temporary file

    inode = (folder / "README.md").stat().st_ino
    again = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (again.returncode, again.stdout, again.stderr) == (0, "out/ already up to date\n", "")
    assert (folder / "README.md").stat().st_ino == inode  # not rewritten


def test_check_reports_a_stale_readme(project, tiny_text, tiny_files, run_main):
    """generated/ up to date, the README's block edited by hand: exit 1, a diff, nothing written."""
    folder = project(tiny_text)
    (folder / "out").mkdir()
    for name, text in tiny_files.items():
        (folder / "out" / name).write_text(text, encoding="utf-8")
    grid = pair_grid(tiny_files["PAIRS.md"])
    (folder / "README.md").write_text(readme_text(grid[:-1]), encoding="utf-8")  # a row lost
    before = (folder / "README.md").read_bytes()
    result = run_main("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert result.returncode == 1
    assert result.stdout.startswith("--- a/README.md\n+++ b/README.md\n@@ ")
    assert [line[1:] for line in result.stdout.splitlines() if line.startswith("+") and not line.startswith("+++")] == [
        grid[-1]]
    assert result.stderr == ("README.md is stale (its pair-matrix block differs from out/PAIRS.md);"
                             " run `make generate` and commit the result\n")
    assert (folder / "README.md").read_bytes() == before

    (folder / "README.md").write_text(readme_text(grid), encoding="utf-8")
    ok = run_main("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert (ok.returncode, ok.stdout, ok.stderr) == (0, "out/ is up to date with backends.yaml\n", "")


def test_check_reports_both_after_a_yaml_change(with_gpu, run_main, snapshot):
    folder = with_gpu
    before, readme = snapshot(folder / "out"), (folder / "README.md").read_bytes()
    result = run_main("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert result.returncode == 1
    assert "+++ b/README.md\n" in result.stdout and "+| **gpu** (device) |" in result.stdout
    assert result.stderr.startswith("out/ and README.md are stale (out/")
    assert result.stderr.endswith(", README.md); run `make generate` and commit the result\n")
    assert snapshot(folder / "out") == before and (folder / "README.md").read_bytes() == readme


BROKEN = [
    ("no-markers", "# A project\n\n| source \\ destination | cpu |\n|---|---|\n",
     "README.md: error: no pair-matrix block: the generator writes the pair matrix between a line"
     f" '{BEGIN}' and a line '{END}'; put them where the matrix goes"),
    ("no-end", f"# A project\n\n{BEGIN}\n| old |\n",
     "README.md:3: error: '<!-- pairs:begin' has no '<!-- pairs:end -->' line after it; the generator writes the"
     f" pair matrix between a line '{BEGIN}' and a line '{END}'; put them where the matrix goes"),
    ("end-before-begin", f"# A project\n{END}\n{BEGIN}\n",
     "README.md:3: error: '<!-- pairs:begin' has no '<!-- pairs:end -->' line after it; the generator writes the"
     f" pair matrix between a line '{BEGIN}' and a line '{END}'; put them where the matrix goes"),
    ("two-blocks", f"{BEGIN}\n{END}\n\n{BEGIN}\n{END}\n",
     "README.md:4: error: a second '<!-- pairs:begin' line (the first is line 1); keep one pair-matrix block"),
    ("two-ends", f"{BEGIN}\n{END}\n{END}\n",
     f"README.md:3: error: a second '{END}' line (the block ends at line 2); keep one pair-matrix block"),
]


@pytest.mark.parametrize("text, message", [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN])
@pytest.mark.parametrize("mode", [[], ["--check"]], ids=["write", "check"])
def test_readme_without_a_valid_block_is_an_error(text, message, mode, project, tiny_text, run_main):
    """Exit 2 with a message naming README.md, and nothing written (not even generated/)."""
    folder = project(tiny_text)
    (folder / "README.md").write_text(text, encoding="utf-8")
    result = run_main("--yaml", "backends.yaml", "--out", "out", *mode, cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", message + "\n")
    assert sorted(p.name for p in folder.iterdir()) == ["README.md", "backends.yaml"]
    assert (folder / "README.md").read_text(encoding="utf-8") == text


def test_without_a_readme_only_generated_is_written(project, tiny_text, run_main, outputs):
    folder = project(tiny_text)
    result = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "".join(f"wrote out/{n}\n" for n in outputs)


def test_a_readme_named_on_the_command_line_must_exist(project, tiny_text, run_main):
    folder = project(tiny_text)
    result = run_main("--yaml", "backends.yaml", "--out", "out", "--readme", "docs/README.md", cwd=folder)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "docs/README.md: error: cannot read: No such file or directory\n"
    assert not (folder / "out").exists()


def test_readme_option_names_another_file(with_gpu, run_main):
    folder = with_gpu
    (folder / "README.md").rename(folder / "GUIDE.md")
    result = run_main("--yaml", "backends.yaml", "--out", "out", "--readme", "GUIDE.md", cwd=folder)
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith("wrote GUIDE.md (its pair-matrix block)\n")
    assert any(row.startswith("| **gpu** (device) |") for row in block((folder / "GUIDE.md").read_text("utf-8")))


@pytest.mark.parametrize("mode", [[], ["--check"]], ids=["write", "check"])
def test_unreadable_readme_is_an_error(mode, project, tiny_text, run_main):
    """A README that is not UTF-8, or not a file: exit 2 naming it, and nothing written."""
    folder = project(tiny_text)
    (folder / "README.md").write_bytes(b"# caf\xe9\n")
    result = run_main("--yaml", "backends.yaml", "--out", "out", *mode, cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", "README.md: error: not UTF-8 (byte 5)\n")
    (folder / "README.md").unlink()
    (folder / "README.md").mkdir()
    result = run_main("--yaml", "backends.yaml", "--out", "out", *mode, cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (
        2, "", "README.md: error: cannot read: Is a directory\n")
    assert sorted(p.name for p in folder.iterdir()) == ["README.md", "backends.yaml"]


def test_pair_table_needs_the_table():
    with pytest.raises(ValueError, match="PAIRS.md has no table starting with"):
        readme_mod.pair_table("# The pair matrix\n\nno table\n")


def moves_table(text: str) -> list[str]:
    """PAIRS.md's table of moves between plain, autodiff and capture devices."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(readme_mod.MOVES_HEAD))
    out = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        out.append(line)
    return out


def test_readme_moves_block_matches_generated(repo):
    """The capture rows are written once, in templates/PAIRS.md.j2: the README's copy is the generator's."""
    readme = (repo / "README.md").read_text(encoding="utf-8")
    match = re.search(r"^<!-- moves:begin[^\n]*-->\n(.*?)^<!-- moves:end -->$", readme, re.S | re.M)
    assert match, "no moves:begin ... moves:end block"
    generated = (repo / "generated" / "PAIRS.md").read_text(encoding="utf-8")
    assert match.group(1).splitlines() == moves_table(generated)
    assert readme.count("| capture, computed on C1 |") == 1


def test_the_moves_block_is_optional_and_rewritten(tiny_files):
    pairs = tiny_files["PAIRS.md"]
    text = readme_text(pair_grid(pairs))
    moves = readme_mod.MOVES
    assert readme_mod.with_table(text, "| x |\n", block=moves) == text  # no block: left alone
    with_block = text + "\n" + moves.begin + "\n| stale |\n" + moves.end + "\n"
    table = readme_mod.pair_table(pairs, readme_mod.MOVES_HEAD)
    assert table.splitlines() == moves_table(pairs)
    assert readme_mod.with_table(with_block, table, block=moves).split(moves.begin + "\n")[1] == \
        table + moves.end + "\n"
    with pytest.raises(readme_mod.ReadmeError, match="has no '<!-- moves:end -->' line after it"):
        readme_mod.with_table(text + moves.begin + "\n", table, block=moves)
