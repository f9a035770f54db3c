"""Rendering the templates and writing generated/.

Output is deterministic (no timestamps, no absolute paths, stable order),
rendered entirely in memory before anything touches the disk, and written
only where it changed, each file atomically (temporary file + rename). The
generator owns generated/: a file there that is no longer an output is
deleted if it carries the @generated banner, and refused otherwise.
"""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass
from pathlib import Path

import jinja2

from . import opsdoc
from . import plan as plan_mod
from .atomic import write_atomic
from .source import where
from .spec import Model

BANNER = "@generated from backends.yaml by generator/ -- DO NOT EDIT"

# template -> output file name (in generated/)
OUTPUTS = (
    ("sy_backends.h.j2", "sy_backends.h"),
    ("sy_ops.h.j2", "sy_ops.h"),
    ("sy_kernels.h.j2", "sy_kernels.h"),
    ("sy_tables.c.j2", "sy_tables.c"),
    ("sy_status.c.j2", "sy_status.c"),
    ("sy_ops.c.j2", "sy_ops.c"),
    ("sy_transfer.c.j2", "sy_transfer.c"),
    ("sy_derivatives.h.j2", "sy_derivatives.h"),
    ("sy_derivatives.c.j2", "sy_derivatives.c"),
    ("PAIRS.md.j2", "PAIRS.md"),
    ("backends.mk.j2", "backends.mk"),
    ("backends.cmake.j2", "backends.cmake"),
)

# template -> output file name in the docs folder (docs/, the parent of the
# error pages' folder), which also holds hand-written files: only these are
# the generator's there
DOC_OUTPUTS = (
    ("ops.md.j2", "ops.md"),
)


def _comment_style(filename: str) -> tuple[str, str]:
    if filename.endswith((".c", ".h")):
        return "/* ", " */"
    if filename.endswith(".md"):
        return "<!-- ", " -->"
    return "# ", ""


# The one output that carries the input's hash, so that an edit of the yaml
# that changes nothing else (a comment) rewrites this file alone.
HASH_HOLDER = "sy_backends.h"


def banner(filename: str, model: Model) -> str:
    start, end = _comment_style(filename)
    digest = f"; input sha256 {model.digest}" if filename == HASH_HOLDER else ""
    return f"{start}{BANNER}{digest}; regenerate with `make generate`{end}"


def environment(template_dir: Path) -> jinja2.Environment:
    """The templates' environment, made once per folder and process (render and the
    error pages share it, and with it the compiled templates; Jinja2 still reloads a
    template whose file changed)."""
    return _environment(str(Path(template_dir).resolve()))


@functools.lru_cache(maxsize=None)
def _environment(template_dir: str) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(template_dir)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
        autoescape=False,
    )
    env.filters["where"] = where
    env.filters["c_string"] = plan_mod.c_string
    env.filters["comment"] = plan_mod.comment
    env.filters["cmake_args"] = plan_mod.cmake_args
    return env


def render(model: Model, template_dir: Path, outputs: tuple[tuple[str, str], ...] = OUTPUTS) -> dict[str, str]:
    """The outputs (OUTPUTS, or DOC_OUTPUTS) rendered in memory, by file name."""
    env = environment(template_dir)
    context = {**plan_mod.context(model), **opsdoc.context(model)}
    files: dict[str, str] = {}
    for template, output in outputs:
        text = env.get_template(template).render(banner=banner(output, model), filename=output, **context)
        files[output] = text
    return files


@dataclass(frozen=True)
class Plan:
    write: tuple[str, ...]  # new or changed outputs
    delete: tuple[str, ...]  # stale generated files
    foreign: tuple[str, ...]  # files in generated/ that the generator did not write


def plan(files: dict[str, str], out_dir: Path, owned: bool = True) -> Plan:
    """What writing files into out_dir changes; owned: out_dir holds only generated files (a file there
    that is not in files is deleted or refused), else only files are looked at."""
    write = []
    for name, text in files.items():
        path = out_dir / name
        try:
            current = path.read_text(encoding="utf-8")
        except (FileNotFoundError, UnicodeDecodeError):
            current = None
        if current != text:
            write.append(name)
    delete: list[str] = []
    foreign: list[str] = []
    if owned and out_dir.is_dir():
        for path in sorted(out_dir.iterdir()):
            if path.name in files or path.name.startswith("."):
                continue
            try:
                head = path.read_text(encoding="utf-8", errors="replace")[:400]
            except OSError:
                head = ""
            (delete if BANNER in head else foreign).append(path.name)
    return Plan(tuple(write), tuple(delete), tuple(foreign))


def write(files: dict[str, str], out_dir: Path, p: Plan) -> None:
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in p.write:
        write_atomic(out_dir / name, files[name].encode("utf-8"))
    for name in p.delete:
        (out_dir / name).unlink()


def diff(files: dict[str, str], out_dir: Path, p: Plan, shown: str | None = None) -> str:
    """A unified diff from what out_dir holds to files; paths read a/<shown>/<name> (shown: out_dir's name)."""
    shown = shown or out_dir.name
    chunks: list[str] = []
    for name in p.write:
        path = out_dir / name
        try:
            old = path.read_text(encoding="utf-8").splitlines(keepends=True)
            before = f"a/{shown}/{name}"
        except FileNotFoundError:
            old, before = [], "/dev/null"
        new = files[name].splitlines(keepends=True)
        chunks.extend(difflib.unified_diff(old, new, before, f"b/{shown}/{name}"))
    for name in p.delete:
        old = (out_dir / name).read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
        chunks.extend(difflib.unified_diff(old, [], f"a/{shown}/{name}", "/dev/null"))
    text = "".join(chunks)
    if text and not text.endswith("\n"):
        text += "\n"
    return text
