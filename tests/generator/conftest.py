"""Shared fixtures of the generator's test suite.

- `tiny_text`, `tiny_model`, `tiny_files`: the default small inline document
  of tiny.py (`tiny.doc()`), its model and what the generator renders from
  it. Tests of the schema, of error cases and of the plan build their own
  variants with `tiny.doc(section=...)` and assert on the model, the plan's
  objects or the located SpecError.
- `repo`: the repository root; `yaml_text`: the shipped backends.yaml, and
  `real_model`, `real_files` what the generator makes of it. Tests of the
  shipped file take every backend name, count and pair from it (or from an
  independent reading of it), never from a list written here, and never
  edit its lines.
- `run_generator(*args, cwd=...)`: `python -m generator` in a subprocess.

Every test that may read the repository's files (backends.yaml, generated/,
the kernels, the Makefile) is marked `reads_repo`: one that takes `repo`,
`yaml_text`, `real_model`, `real_files` or `run_generator` (whose default
folder is the repository), or whose module names `REPO`. The others see only
tiny documents and folders of their own, so they do not depend on what
backends.yaml says: tests/add_backend.sh, which adds backends to a copy of
the repository, runs `-m reads_repo` there.
- `run_main(*args, cwd=...)`: the same CLI entry point in-process (fast; used
  for the big tables).
- `project(text)`: a temporary folder holding `backends.yaml` with that text.
- `render_text(text)`: the rendered outputs of a yaml text, in memory.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from generator import model as model_mod  # noqa: E402
from generator import render as render_mod  # noqa: E402
import tiny  # noqa: E402

YAML_NAME = "backends.yaml"

# the fixtures through which a test reads the repository (see the docstring)
_REPO_FIXTURES = frozenset({"repo", "yaml_text", "real_model", "real_files", "run_generator"})


def pytest_collection_modifyitems(items):
    for item in items:
        if _REPO_FIXTURES & set(getattr(item, "fixturenames", ())) or hasattr(item.module, "REPO"):
            item.add_marker(pytest.mark.reads_repo)


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def yaml_text() -> str:
    return (REPO / YAML_NAME).read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def real_model(yaml_text):
    return model_mod.parse(yaml_text)


@pytest.fixture(scope="session")
def real_files(real_model) -> dict[str, str]:
    return render_mod.render(real_model, REPO / "templates")


@pytest.fixture(scope="session")
def tiny_text() -> str:
    """The default tiny document (tiny.doc()): a complete backends.yaml of a few dozen lines."""
    return tiny.doc().text


@pytest.fixture(scope="session")
def tiny_model():
    """The model of the default tiny document (tiny.doc())."""
    return tiny.doc().model()


@pytest.fixture(scope="session")
def tiny_files(tiny_model) -> dict[str, str]:
    """What the generator renders from the default tiny document."""
    return render_mod.render(tiny_model, REPO / "templates")


@pytest.fixture(scope="session")
def render_text():
    def _render(text: str) -> dict[str, str]:
        return render_mod.render(model_mod.parse(text), REPO / "templates")
    return _render


@pytest.fixture
def project(tmp_path):
    """project(text) -> a folder with backends.yaml holding text."""
    def _project(text: str, name: str = "proj") -> Path:
        folder = tmp_path / name
        folder.mkdir()
        (folder / YAML_NAME).write_text(text, encoding="utf-8")
        return folder
    return _project


@pytest.fixture(scope="session")
def run_generator():
    """python -m generator ARGS in cwd (default: the repository)."""
    def _run(*args: str, cwd: Path = REPO, umask: int | None = None) -> subprocess.CompletedProcess:
        env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONDONTWRITEBYTECODE="1")
        return subprocess.run(
            [sys.executable, "-m", "generator", *args],
            cwd=str(cwd), env=env, capture_output=True, text=True, timeout=180,
            preexec_fn=(lambda: os.umask(umask)) if umask is not None else None,
        )
    return _run


@dataclass(frozen=True)
class Result:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def run_main(monkeypatch):
    """generator.__main__.main(ARGS) in-process, with cwd changed; like run_generator."""
    from generator.__main__ import main

    def _run(*args: str, cwd: Path) -> Result:
        monkeypatch.chdir(cwd)
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            try:
                rc = main(list(args))
            except SystemExit as exc:  # argparse
                rc = exc.code
        return Result(rc, out.getvalue(), err.getvalue())
    return _run


def _snapshot(folder: Path) -> dict[str, tuple[bytes, int, int, int]]:
    out = {}
    for path in sorted(folder.iterdir()):
        st = path.stat()
        out[path.name] = (path.read_bytes(), st.st_ino, st.st_mtime_ns, st.st_mode)
    return out


@pytest.fixture(scope="session")
def snapshot():
    """snapshot(folder): every entry's content, inode, mtime and mode (a rewrite changes the inode)."""
    return _snapshot


@pytest.fixture(scope="session")
def outputs() -> list[str]:
    return [name for _template, name in render_mod.OUTPUTS]
