"""The error reference: one page per status of backends.yaml.

docs/errors/<NAME>.md holds a status's message, what it means (`explain`),
where it is raised, what to do (`fix`) and its before/after example;
docs/errors/README.md lists them. "Where it is raised" is found by reading
the C sources: every SY_E_<NAME> in the code of a function (not in comments
or strings, not compared with == or != and not a `case` label) counts as a
place that returns or sets the status, attributed to the function around it.
The sources are the rendered generated/*.c (in memory, so --check sees the
same text a write would), runtime/*.c and the kernels/<backend>/*.c of the
yaml's backends, read in a fixed order: the pages are a function of those
files and backends.yaml alone.

`python3 -m generator --explain NAME` prints a page (see explain()).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path

import jinja2

from .spec import ErrorDef, Model

INDEX = "README.md"
PAGE_TEMPLATE = "error_page.md.j2"
INDEX_TEMPLATE = "error_index.md.j2"


@dataclass(frozen=True)
class Place:
    path: str  # as shown on the page, e.g. runtime/sy_device.c
    function: str  # the enclosing function, or "NAME (macro)" inside a #define
    count: int  # occurrences of the status in it
    kernel: bool  # in a backend's kernels/ (passed on by the runtime)


# ---- reading C ----------------------------------------------------------------------

_NOISE = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|==|!=|<=|>=|\S")  # <= is not an assignment
_STATUS = re.compile(r"^SY_E_([A-Z0-9_]+)$")
_DEFINE = re.compile(r"^\s*#\s*define\s+([A-Za-z_][A-Za-z0-9_]*)")


def _blank(match: re.Match) -> str:
    """A comment or literal as spaces (newlines kept, so line structure survives)."""
    return "\n".join(" " * len(part) for part in match.group(0).split("\n"))


def scan(text: str) -> list[tuple[str, str]]:
    """(status name without SY_E_, enclosing function) for every place in C text that returns or sets a
    status, in order of appearance."""
    if "SY_E_" not in text:
        return []  # nothing names a status (most generated files): no need to read the C
    code = _NOISE.sub(_blank, text)
    found: list[tuple[str, str]] = []
    tokens: list[str] = []
    lines = code.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.lstrip().startswith("#"):
            directive = [line]
            while directive[-1].rstrip().endswith("\\") and i + 1 < len(lines):
                i += 1
                directive.append(lines[i])
            macro = _DEFINE.match(line)
            if macro:
                found.extend(_places(_TOKEN.findall(" ".join(d.rstrip("\\") for d in directive)),
                                     f"{macro.group(1)} (macro)"))
        else:
            tokens.extend(_TOKEN.findall(line))
        i += 1
    depth = 0
    pending: list[str] = []  # the tokens of the current top-level declaration
    body: list[str] = []
    function: str | None = None
    for tok in tokens:
        if depth == 0:
            if tok == "{":
                function = _function_name(pending)
                depth, body = 1, []
            elif tok == ";":
                pending = []
            else:
                pending.append(tok)
            continue
        if tok == "{":
            depth += 1
        elif tok == "}":
            depth -= 1
            if depth == 0:
                if function is not None:
                    found.extend(_places(body, function))
                pending, function = [], None
                continue
        body.append(tok)
    return found


def _function_name(declaration: list[str]) -> str | None:
    """The name a top-level declaration ending in `{` defines, if it is a function: `... name(params)`. The
    parameter list is the parenthesis the declaration ends with (macro calls such as `DEF(add, ...)` without a
    semicolon may come before it)."""
    if not declaration or declaration[-1] != ")" or "=" in declaration:
        return None
    depth = 0
    for k in range(len(declaration) - 1, -1, -1):
        if declaration[k] == ")":
            depth += 1
        elif declaration[k] == "(":
            depth -= 1
            if depth == 0:
                if k > 0 and re.match(r"^[A-Za-z_]", declaration[k - 1]):
                    return declaration[k - 1]
                return None
    return None


def _places(tokens: list[str], function: str) -> list[tuple[str, str]]:
    out = []
    for k, tok in enumerate(tokens):
        m = _STATUS.match(tok)
        if not m:
            continue
        before = tokens[k - 1] if k else ""
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        if before in ("==", "!=", "case") or after in ("==", "!="):
            continue  # a test of a status some callee returned, or a label
        out.append((m.group(1), function))
    return out


@dataclass(frozen=True)
class Source:
    path: str  # as shown
    text: str
    kernel: bool


def sources(model: Model, files: dict[str, str], out_shown: str, root: Path) -> list[Source]:
    """The C sources the pages are made from, in a fixed order: generated .c files (rendered), runtime/*.c,
    then kernels/<backend>/*.c in backend order."""
    out = [Source(f"{out_shown}/{name}", files[name], False) for name in sorted(files) if name.endswith(".c")]
    for path in sorted((root / "runtime").glob("*.c")):
        out.append(Source(f"runtime/{path.name}", path.read_text(encoding="utf-8", errors="replace"), False))
    for b in model.real_backends:
        for path in sorted((root / "kernels" / b.name).glob("*.c")):
            out.append(Source(f"kernels/{b.name}/{path.name}", path.read_text(encoding="utf-8", errors="replace"),
                              True))
    return out


def places(model: Model, srcs: list[Source]) -> dict[str, tuple[Place, ...]]:
    """Status name -> where it is raised (one Place per file and function, in source order)."""
    counts: dict[str, dict[tuple[str, str, bool], int]] = {e.name: {} for e in model.errors}
    for src in srcs:
        for status, function in scan(src.text):
            if status in counts:
                key = (src.path, function, src.kernel)
                counts[status][key] = counts[status].get(key, 0) + 1
    return {name: tuple(Place(p, f, n, k) for (p, f, k), n in found.items()) for name, found in counts.items()}


# ---- pages ----------------------------------------------------------------------------


def render(model: Model, env: jinja2.Environment, banner, srcs: list[Source]) -> dict[str, str]:
    """docs/errors/: file name -> text."""
    where = places(model, srcs)
    scanned = sorted({s.path.rsplit("/", 1)[0] + "/*.c" for s in srcs if not s.kernel})
    pages = {}
    page = env.get_template(PAGE_TEMPLATE)
    for e in model.errors:
        own = [p for p in where[e.name] if not p.kernel]
        kernels = [p for p in where[e.name] if p.kernel]
        name = f"{e.name}.md"
        pages[name] = page.render(banner=banner(name), e=e, own=own, kernels=kernels, scanned=scanned)
    pages[INDEX] = env.get_template(INDEX_TEMPLATE).render(banner=banner(INDEX), model=model)
    return pages


def lookup(model: Model, query: str) -> ErrorDef | None:
    """The status a name (AUTODIFF_MISMATCH, SY_E_AUTODIFF_MISMATCH, any case) or a code (-4) names."""
    text = query.strip()
    if re.match(r"^-?[0-9]+$", text):
        return next((e for e in model.errors if e.code == int(text)), None)
    name = text.upper()
    if name.startswith("SY_E_"):
        name = name[len("SY_E_"):]
    return next((e for e in model.errors if e.name == name), None)


def suggestion(model: Model, query: str) -> str | None:
    name = query.strip().upper()
    if name.startswith("SY_E_"):
        name = name[len("SY_E_"):]
    hint = difflib.get_close_matches(name, [e.name for e in model.errors], n=1)
    return f"SY_E_{hint[0]}" if hint else None


def without_banner(page: str) -> str:
    """A page as --explain prints it: without the generated-file banner line."""
    lines = page.split("\n")
    if lines and lines[0].startswith("<!-- ") and "@generated" in lines[0]:
        lines = lines[1:]
        while lines and not lines[0].strip():
            lines = lines[1:]
    return "\n".join(lines)
