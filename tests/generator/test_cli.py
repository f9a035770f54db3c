"""The command line, in a subprocess: writing only what changed, deleting stale
generated files, refusing foreign ones, --check and --list."""

from __future__ import annotations

import shutil
import stat

import pytest

C_FILES = (".c", ".h")


@pytest.fixture
def fresh(project, tiny_text, tiny_files):
    """A project with the tiny backends.yaml (tiny.py) and an up-to-date out/ folder (what a run writes, see
    test_first_run_writes_every_output; written here without a subprocess to keep the suite fast)."""
    folder = project(tiny_text)
    (folder / "out").mkdir()
    for name, text in tiny_files.items():
        (folder / "out" / name).write_text(text, encoding="utf-8")
    return folder


def stale_generated_file(folder, outputs) -> str:
    """A file that looks like an old output: the banner of a real one on its first line."""
    first = (folder / "out" / outputs[0]).read_text(encoding="utf-8").splitlines()[0]
    return f"{first}\n/* from a template that no longer exists */\nint sy__old;\n"


def changed(before: dict, after: dict) -> set[str]:
    return {n for n in before.keys() | after.keys() if before.get(n) != after.get(n)}


# ---- writing -------------------------------------------------------------------------------


def test_first_run_writes_every_output(project, tiny_text, run_generator, outputs, tiny_files):
    folder = project(tiny_text)
    result = run_generator("--yaml", "backends.yaml", "--out", "out", cwd=folder, umask=0o022)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == "".join(f"wrote out/{name}\n" for name in outputs)
    out = folder / "out"
    assert sorted(p.name for p in out.iterdir()) == sorted(outputs)  # no temporary files left
    for name in outputs:
        assert (out / name).read_text(encoding="utf-8") == tiny_files[name]
        # written with the mode open() gives under umask 022, not mkstemp's 0600
        assert stat.S_IMODE((out / name).stat().st_mode) == 0o644, name


def test_second_run_writes_nothing(fresh, run_generator, snapshot):
    before = snapshot(fresh / "out")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", cwd=fresh)
    assert (result.returncode, result.stdout, result.stderr) == (0, "out/ already up to date\n", "")
    assert snapshot(fresh / "out") == before


def test_quiet(fresh, run_generator):
    (fresh / "out" / "PAIRS.md").unlink()
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "-q", cwd=fresh)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    assert (fresh / "out" / "PAIRS.md").exists()


TEMPLATE_EDITS = [
    # (template, line to change, files that must be rewritten: None = every C file)
    ("backends.mk.j2", "# one real backend of any kind.\n", {"backends.mk"}),
    ("backends.cmake.j2", "# it needs (named in the messages). Lists are CMake lists.\n",
     {"backends.cmake"}),
    ("sy_ops.h.j2", " * *out is NULL and sy_last_error() names the op, the backends and shapes. */\n", {"sy_ops.h"}),
    ("PAIRS.md.j2", "# The pair matrix\n", {"PAIRS.md"}),
    ("_abi_guard.j2", "#endif\n", None),  # included by every C file
]


@pytest.mark.parametrize("template, line, expected", TEMPLATE_EDITS, ids=[t[0] for t in TEMPLATE_EDITS])
def test_template_change_rewrites_only_affected_files(fresh, repo, run_generator, snapshot, outputs,
                                                      template, line, expected):
    if expected is None:
        expected = {n for n in outputs if n.endswith(C_FILES)}
    templates = fresh / "templates"
    shutil.copytree(repo / "templates", templates)
    path = templates / template
    text = path.read_text(encoding="utf-8")
    assert text.count(line) == 1, (template, line)
    path.write_text(text.replace(line, line.rstrip("\n") + " /* edited */\n"), encoding="utf-8")

    before = snapshot(fresh / "out")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--templates", str(templates), cwd=fresh)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "".join(f"wrote out/{n}\n" for n in outputs if n in expected)
    after = snapshot(fresh / "out")
    assert changed(before, after) == expected
    for name in expected:
        assert b"/* edited */" in after[name][0]


def test_comment_edit_rewrites_only_the_hash_holder(fresh, run_generator, snapshot, outputs):
    """The input's hash is in one file; comments cite yaml entries by name, so
    a comment line added at the top moves no generated text."""
    yaml_path = fresh / "backends.yaml"
    yaml_path.write_text("# one more comment\n" + yaml_path.read_text(encoding="utf-8"), encoding="utf-8")
    before = snapshot(fresh / "out")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", cwd=fresh)
    assert result.returncode == 0
    assert result.stdout == "wrote out/sy_backends.h\n"
    assert changed(before, snapshot(fresh / "out")) == {"sy_backends.h"}


def test_stale_generated_file_is_deleted(fresh, run_generator, snapshot, outputs):
    out = fresh / "out"
    (out / "sy_old.c").write_text(stale_generated_file(fresh, outputs), encoding="utf-8")
    before = snapshot(out)
    result = run_generator("--yaml", "backends.yaml", "--out", "out", cwd=fresh)
    assert (result.returncode, result.stdout, result.stderr) == (0, "deleted out/sy_old.c\n", "")
    after = snapshot(out)
    assert changed(before, after) == {"sy_old.c"}
    assert "sy_old.c" not in after


def test_dotfiles_are_left_alone(fresh, run_generator, snapshot):
    (fresh / "out" / ".gitattributes").write_text("* -diff\n", encoding="utf-8")
    before = snapshot(fresh / "out")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", cwd=fresh)
    assert (result.returncode, result.stdout, result.stderr) == (0, "out/ already up to date\n", "")
    assert snapshot(fresh / "out") == before


@pytest.mark.parametrize("mode", [[], ["--check"]], ids=["write", "check"])
def test_foreign_file_is_refused_and_nothing_written(fresh, run_generator, snapshot, outputs, mode):
    out = fresh / "out"
    (out / "sy_old.c").write_text(stale_generated_file(fresh, outputs), encoding="utf-8")  # would be deleted
    (out / "notes.txt").write_text("my notes\n", encoding="utf-8")
    (out / outputs[0]).write_text("stale\n", encoding="utf-8")  # would be rewritten
    (out / outputs[-1]).unlink()  # would be written
    before = snapshot(out)
    result = run_generator("--yaml", "backends.yaml", "--out", "out", *mode, cwd=fresh)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == ("out/notes.txt: error: not written by the generator; out/ holds only generated files"
                             " (move it elsewhere)\n")
    assert snapshot(out) == before


# ---- --check -------------------------------------------------------------------------------


def test_check_passes_on_the_committed_output(repo, run_generator):
    result = run_generator("--check", cwd=repo)
    assert (result.returncode, result.stdout, result.stderr) == (
        0, "generated/, docs/errors/ and docs/ops.md are up to date with backends.yaml\n", "")
    assert run_generator("--check", "-q", cwd=repo).stdout == ""


def diff_lines(diff: str, sign: str) -> list[str]:
    return [line[1:] for line in diff.splitlines(keepends=True)
            if line.startswith(sign) and not line.startswith(sign * 3 + " ")]


def test_check_fails_on_an_edited_file(fresh, run_generator, snapshot, outputs):
    target = fresh / "out" / "sy_ops.h"
    lines = target.read_text(encoding="utf-8").splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if line.startswith("SY_API sy_status sy_add("))
    original = lines[index]
    lines[index] = "SY_API sy_status sy_add(void); /* edited by hand */\n"
    target.write_text("".join(lines), encoding="utf-8")
    before = snapshot(fresh / "out")

    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--check", cwd=fresh)
    assert result.returncode == 1
    assert result.stdout.startswith("--- a/out/sy_ops.h\n+++ b/out/sy_ops.h\n@@ ")
    assert result.stdout.count("\n--- ") == 0  # one file
    assert diff_lines(result.stdout, "-") == ["SY_API sy_status sy_add(void); /* edited by hand */\n"]
    assert diff_lines(result.stdout, "+") == [original]
    assert result.stderr == "out/ is stale (out/sy_ops.h); run `make generate` and commit the result\n"
    assert snapshot(fresh / "out") == before  # --check never writes


def test_check_fails_on_a_deleted_file(fresh, run_generator, snapshot):
    original = (fresh / "out" / "PAIRS.md").read_text(encoding="utf-8")
    (fresh / "out" / "PAIRS.md").unlink()
    before = snapshot(fresh / "out")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--check", cwd=fresh)
    assert result.returncode == 1
    assert result.stdout.startswith("--- /dev/null\n+++ b/out/PAIRS.md\n@@ -0,0 +1,")
    assert diff_lines(result.stdout, "+") == original.splitlines(keepends=True)
    assert diff_lines(result.stdout, "-") == []
    assert result.stderr == "out/ is stale (out/PAIRS.md); run `make generate` and commit the result\n"
    assert snapshot(fresh / "out") == before


def test_check_fails_on_a_stale_generated_file(fresh, run_generator, snapshot, outputs):
    content = stale_generated_file(fresh, outputs)
    (fresh / "out" / "sy_old.c").write_text(content, encoding="utf-8")
    before = snapshot(fresh / "out")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--check", cwd=fresh)
    assert result.returncode == 1
    assert result.stdout.startswith("--- a/out/sy_old.c\n+++ /dev/null\n@@ -1,3 +0,0 @@\n")
    assert diff_lines(result.stdout, "-") == content.splitlines(keepends=True)
    assert result.stderr == "out/ is stale (out/sy_old.c); run `make generate` and commit the result\n"
    assert snapshot(fresh / "out") == before


def test_check_lists_every_stale_file(fresh, run_generator, outputs):
    out = fresh / "out"
    (out / "sy_old.c").write_text(stale_generated_file(fresh, outputs), encoding="utf-8")
    (out / "sy_kernels.h").unlink()
    (out / "backends.mk").write_text("edited\n", encoding="utf-8")
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--check", cwd=fresh)
    assert result.returncode == 1
    headers = [line for line in result.stdout.splitlines() if line.startswith(("--- ", "+++ "))]
    assert headers == ["--- /dev/null", "+++ b/out/sy_kernels.h",
                       "--- a/out/backends.mk", "+++ b/out/backends.mk",
                       "--- a/out/sy_old.c", "+++ /dev/null"]
    assert result.stderr == ("out/ is stale (out/sy_kernels.h, out/backends.mk, out/sy_old.c);"
                             " run `make generate` and commit the result\n")


def test_check_on_a_missing_folder(project, tiny_text, run_generator, outputs):
    folder = project(tiny_text)
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert result.returncode == 1
    assert [line for line in result.stdout.splitlines() if line.startswith("+++ ")] == [
        f"+++ b/out/{n}" for n in outputs]
    assert not (folder / "out").exists()


def test_check_passes_after_regenerating(fresh, run_generator):
    (fresh / "out" / "sy_transfer.c").write_text("edited\n", encoding="utf-8")
    assert run_generator("--yaml", "backends.yaml", "--out", "out", "-q", cwd=fresh).returncode == 0
    result = run_generator("--yaml", "backends.yaml", "--out", "out", "--check", cwd=fresh)
    assert (result.returncode, result.stdout, result.stderr) == (0, "out/ is up to date with backends.yaml\n", "")


# ---- --list --------------------------------------------------------------------------------


def test_list_in_the_repo(repo, run_generator, outputs):
    result = run_generator("--list", cwd=repo)
    assert (result.returncode, result.stderr) == (0, "")
    pages = sorted(p.name for p in (repo / "docs" / "errors").iterdir())
    assert result.stdout.splitlines() == [f"generated/{n}" for n in outputs] + [
        f"docs/errors/{n}" for n in sorted(set(pages) - {"README.md"}) + ["README.md"]] + ["docs/ops.md"]
    # exactly what the committed folder holds
    assert sorted(p.name for p in (repo / "generated").iterdir() if not p.name.startswith(".")) == sorted(outputs)


def test_list_is_what_a_run_writes(fresh, run_generator):
    result = run_generator("--list", "--out", "out", cwd=fresh)
    assert result.returncode == 0
    assert sorted(result.stdout.splitlines()) == sorted(f"out/{p.name}" for p in (fresh / "out").iterdir())


def test_list_writes_nothing(tmp_path, run_generator, outputs):
    result = run_generator("--list", "--out", "somewhere/out", "--yaml", "absent.yaml", cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.splitlines() == [f"somewhere/out/{n}" for n in outputs]
    assert list(tmp_path.iterdir()) == []


def test_check_and_list_exclude_each_other(tmp_path, run_generator):
    result = run_generator("--check", "--list", cwd=tmp_path)
    assert result.returncode == 2
    assert "not allowed with argument" in result.stderr
    assert list(tmp_path.iterdir()) == []
