"""The dependency step picks ONE interpreter that has every module the
Makefile needs, and probes (and would install) modules for that interpreter,
not for whichever python3 happens to have them.

A `python3` that lacks modules is made by a shim that runs this interpreter
with `-S` (no site-packages: no yaml, jinja2 or pytest) placed first on PATH,
as a pyenv or venv Python without them would be.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _shim_dir(tmp_path: Path) -> Path:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "python3"
    shim.write_text(f'#!/bin/sh\nexec {sys.executable} -S "$@"\n')
    shim.chmod(0o755)
    assert subprocess.run([str(shim), "-c", "import yaml"], capture_output=True).returncode != 0
    return bin_dir


def _env(bin_dir: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHON", "SY_PY_MODULES", "SY_PY_TEST_MODULES", "MAKEFLAGS", "MFLAGS")}
    env["PATH"] = f"{bin_dir}:{env['PATH']}"
    env.update(extra)
    return env


def test_makefile_skips_a_python3_that_lacks_a_module(tmp_path):
    bin_dir = _shim_dir(tmp_path)
    out = subprocess.run(["make", "-s", "--no-print-directory", "print-python"], cwd=REPO,
                         env=_env(bin_dir), capture_output=True, text=True, check=True).stdout.strip()
    assert out != str(bin_dir / "python3")
    # the chosen one has every module the Makefile's Python runs need
    for module in ("yaml", "jinja2", "pytest"):
        subprocess.run([out, "-c", f"import {module}"], check=True)


def test_deps_probes_the_chosen_interpreter(tmp_path):
    bin_dir = _shim_dir(tmp_path)
    # the shim is named explicitly as PYTHON: its missing modules are found,
    # even though another interpreter on the machine has them
    proc = subprocess.run([str(REPO / "tools/deps.sh"), "python3-yaml", "python3-jinja2", "python3-pytest"], cwd=REPO,
                          env=_env(bin_dir, PYTHON=str(bin_dir / "python3"), SY_DEPS_DRY_RUN="1"),
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "python3-yaml python3-jinja2 python3-pytest" in proc.stderr
    assert str(bin_dir / "python3") in proc.stderr


def test_deps_passes_for_the_interpreter_make_chose(tmp_path):
    bin_dir = _shim_dir(tmp_path)
    proc = subprocess.run([str(REPO / "tools/deps.sh"), "python3-yaml", "python3-jinja2", "python3-pytest"], cwd=REPO,
                          env=_env(bin_dir, SY_DEPS_DRY_RUN="1"), capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def _shim_without_numpy(tmp_path: Path) -> Path:
    """A python3 with every module the build needs but without numpy (a
    numpy.py that fails to import shadows it), as a pyenv Python might be."""
    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "numpy.py").write_text("raise ImportError('no numpy in this interpreter')\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "python3"
    shim.write_text(f'#!/bin/sh\nPYTHONPATH={fake} exec {sys.executable} "$@"\n')
    shim.chmod(0o755)
    assert subprocess.run([str(shim), "-c", "import yaml, jinja2, pytest"]).returncode == 0
    assert subprocess.run([str(shim), "-c", "import numpy"], capture_output=True).returncode != 0
    return bin_dir


def _print_python(bin_dir: Path, **extra: str) -> str:
    return subprocess.run(["make", "-s", "--no-print-directory", "print-python"], cwd=REPO,
                          env=_env(bin_dir, **extra), capture_output=True, text=True, check=True).stdout.strip()


def test_makefile_prefers_a_python3_that_also_has_the_test_modules(tmp_path):
    if subprocess.run(["/usr/bin/python3", "-c", "import yaml, jinja2, pytest, numpy, onnx"],
                      capture_output=True).returncode != 0:
        pytest.skip("/usr/bin/python3 lacks a module of the build or of the tests")
    bin_dir = _shim_without_numpy(tmp_path)
    assert _print_python(bin_dir) == "/usr/bin/python3"


def test_find_python_takes_a_python3_without_the_test_modules_when_none_has_them(tmp_path):
    # the build needs no test module: the first interpreter with the build's modules is kept
    bin_dir = _shim_without_numpy(tmp_path)
    out = subprocess.run([str(REPO / "tools/find_python.sh")], cwd=REPO,
                         env=_env(bin_dir, SY_PY_TEST_MODULES="sy_no_such_module"),
                         capture_output=True, text=True, check=True).stdout.strip()
    assert out == str(bin_dir / "python3")


def test_deps_probes_the_words_of_backends_packages(tmp_path):
    """A backend's `packages:` reach tools/deps.sh as PACKAGE=PROBE:ARG words: the package is named (and
    would be installed) when its probe fails, and only then."""
    (tmp_path / "there.icd").write_text("")
    words = [f"sy-glob-there=file:{tmp_path}/*.icd", f"sy-glob-absent=file:{tmp_path}/*.none",
             "sy-command-there=command:sh", "sy-command-absent=command:sy-no-such-program",
             "sy-pc-absent=pkg-config:sy-no-such-module"]
    proc = subprocess.run([str(REPO / "tools/deps.sh"), *words], cwd=REPO, env=_env(tmp_path, SY_DEPS_DRY_RUN="1"),
                          capture_output=True, text=True)
    assert proc.returncode == 1
    assert "missing packages: sy-glob-absent sy-command-absent sy-pc-absent " in proc.stdout, proc.stdout
    ok = subprocess.run([str(REPO / "tools/deps.sh"), *words[::2][:2]], cwd=REPO,
                        env=_env(tmp_path, SY_DEPS_DRY_RUN="1"), capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout + ok.stderr


def test_make_deps_passes_the_built_backends_packages():
    """`make deps` hands tools/deps.sh every package of the built backends (generated/backends.mk), and of
    those only."""
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "BACKENDS")}

    def args(*extra: str) -> str:
        return subprocess.run(["make", "-n", "--no-print-directory", "deps", *extra], cwd=REPO, env=env,
                              capture_output=True, text=True, check=True).stdout
    mk = (REPO / "generated/backends.mk").read_text()
    every = args()
    for line in mk.splitlines():
        if line.startswith("SY_PACKAGES_"):
            for word in line.split(":=", 1)[1].split():
                assert f"'{word}'" in every, word
    blas = next(line for line in mk.splitlines() if line.startswith("SY_PACKAGES_blas :=")).split(":=")[1].split()
    assert blas and all(f"'{w}'" not in args("BACKENDS=cpu") for w in blas)
