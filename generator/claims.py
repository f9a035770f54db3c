"""What each backend's kernels take: kernels/<b>/sy_<b>_claims.h.

A backend's folder declares, one line per op, the dtypes its kernels take:

    #define SY__CPU_FLOAT(X, a) SY__EACH_F32(X, a) SY__EACH_F64(X, a)   (a group)
    #define SY__CPU_TAKES_add SY__CPU_FLOAT_INT                          (a claim)

`SY__EACH_<E>` are the generated per-dtype macros (generated/sy_backends.h),
groups are the folder's own macros over them and over other groups, and a
claim `SY__<B>_TAKES_<op>` names the dtypes of one op. The kernels expand the
claim into their dtype switch (`SY__CPU_TAKES_add(CASE, add)`), and the
generator reads the same line: a backend's `ops:` in backends.yaml may list
an (op, dtype) only if its claim takes it, and `ops: all` means every op and
dtype the claims take. The C preprocessor is not run: the file holds these
#defines, comments, include guards and #includes only, which is checked.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

from .source import Loc, SpecError

ROOT = Path(__file__).resolve().parent.parent

_DEFINE = re.compile(r"^#\s*define\s+([A-Za-z_][A-Za-z0-9_]*)(\(\s*X\s*,\s*a\s*\))?(.*)$")
_TOKEN = re.compile(r"\b(SY__[A-Za-z0-9_]+)(\s*\(\s*X\s*,\s*a\s*\))?")


class Mismatch(SpecError):
    """The claims name a dtype backends.yaml does not declare; the caller
    reports it at the backend's entry of backends.yaml, where the fix is."""


@dataclass(frozen=True)
class Claim:
    op: str
    dtypes: tuple[str, ...]  # enum tags (F32), in the order the file names them
    loc: Loc


@dataclass(frozen=True)
class Claims:
    path: str  # relative to the root: kernels/cpu/sy_cpu_claims.h
    ops: dict[str, Claim]

    def takes(self, op: str, dtype_tag: str) -> bool:
        claim = self.ops.get(op)
        return claim is not None and dtype_tag in claim.dtypes


def claims_path(backend: str) -> str:
    return f"kernels/{backend}/sy_{backend}_claims.h"


def has_folder(backend: str, root: Path = ROOT) -> bool:
    return (root / "kernels" / backend).is_dir()


@functools.lru_cache(maxsize=None)
def read(backend: str, tags: tuple[str, ...], root: Path = ROOT) -> Claims | None:
    """The claims of backend's kernels, or None when its folder has no claims
    file. tags are the dtypes' enum suffixes (F32, ...) of backends.yaml."""
    rel = claims_path(backend)
    path = root / rel
    if not path.is_file():
        return None
    prefix = f"SY__{backend.upper()}_TAKES_"
    guard = f"SY_{backend.upper()}_CLAIMS_H"
    text = path.read_text(encoding="utf-8")
    # comments out, line numbers kept; continuation lines joined onto their first
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    lines = text.split("\n")
    groups: dict[str, tuple[list[tuple[str, int]], Loc]] = {}
    claims_raw: list[tuple[str, list[tuple[str, int]], Loc]] = []
    n = 0
    while n < len(lines):
        line_no = n + 1
        line = lines[n]
        while line.endswith("\\") and n + 1 < len(lines):
            n += 1
            line = line[:-1] + " " + lines[n]
        n += 1
        stripped = line.strip()
        if not stripped:
            continue
        loc = Loc(rel, line_no, len(line) - len(line.lstrip()) + 1)
        if re.match(rf"^#\s*(ifndef|define)\s+{guard}\s*$", stripped) or re.match(r"^#\s*endif\b", stripped) \
                or re.match(r'^#\s*include\s+[<"][^>"]+[>"]\s*$', stripped):
            continue
        m = _DEFINE.match(stripped)
        if not m:
            raise SpecError(loc, f"{rel} holds only the #defines of the claims of backend '{backend}' (groups"
                                 f" `#define NAME(X, a) ...` and claims `#define {prefix}<op> ...`), not"
                                 f" '{stripped[:60]}'")
        name, body = m.group(1), m.group(3)
        col = loc.col + stripped.index(name)
        tokens: list[tuple[str, int]] = []
        pos = 0
        body_col = loc.col + stripped.index(body) if body.strip() else col
        for t in _TOKEN.finditer(body):
            if body[pos:t.start()].strip():
                raise SpecError(Loc(rel, line_no, body_col + pos),
                                f"in {name}: '{body[pos:t.start()].strip()}' is neither a SY__EACH_<dtype>(X, a) nor"
                                " a group")
            tokens.append((t.group(1), body_col + t.start()))
            pos = t.end()
        if body[pos:].strip():
            raise SpecError(Loc(rel, line_no, body_col + pos),
                            f"in {name}: '{body[pos:].strip()}' is neither a SY__EACH_<dtype>(X, a) nor a group")
        if name.startswith(prefix):
            # `#define SY__B_TAKES_op GROUP` or `#define SY__B_TAKES_op(X, a) SY__EACH_F32(X, a) ...`
            claims_raw.append((name[len(prefix):], tokens, Loc(rel, line_no, col)))
        else:
            if name in groups:
                first = groups[name][1]
                raise SpecError(Loc(rel, line_no, col), f"{name} is defined twice (first at line {first.line})")
            groups[name] = (tokens, Loc(rel, line_no, col))

    def expand(name: str, at: Loc, seen: tuple[str, ...]) -> list[str]:
        if name.startswith("SY__EACH_"):
            tag = name[len("SY__EACH_"):]
            if tag not in tags:
                raise Mismatch(at, f"its kernels take dtype {tag.lower()} ({name} at {at}), which backends.yaml"
                                   f" does not declare (its dtypes: {', '.join(t.lower() for t in tags)});"
                                   f" declare {tag.lower()}, or take it out of {rel}")
            return [tag]
        if name not in groups:
            raise SpecError(at, f"{name} is not a group of {rel} nor a SY__EACH_<dtype>")
        if name in seen:
            raise SpecError(at, f"group {name} includes itself")
        out: list[str] = []
        for tok, c in groups[name][0]:
            out += expand(tok, Loc(rel, groups[name][1].line, c), (*seen, name))
        return out

    ops: dict[str, Claim] = {}
    for op, tokens, loc in claims_raw:
        if op in ops:
            raise SpecError(loc, f"op '{op}' is claimed twice (first at line {ops[op].loc.line})")
        dts: list[str] = []
        for tok, c in tokens:
            for tag in expand(tok, Loc(rel, loc.line, c), ()):
                if tag in dts:
                    raise SpecError(Loc(rel, loc.line, c), f"the claim of op '{op}' names {tag.lower()} twice")
                dts.append(tag)
        if not dts:
            raise SpecError(loc, f"the claim of op '{op}' names no dtype; leave the line out instead")
        ops[op] = Claim(op, tuple(dts), loc)
    return Claims(rel, ops)
