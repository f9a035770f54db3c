"""The README's copy of the pair matrix.

README.md shows the pair grid of generated/PAIRS.md (its first table) between
two marker lines:

    <!-- pairs:begin (make generate writes this block) -->
    | source \\ destination | cpu | ... |
    ...
    <!-- pairs:end -->

The generator rewrites the lines between the markers whenever the grid
changes (and --check reports the README stale otherwise), so adding a backend
never leaves the README behind. Everything outside the block is left byte for
byte as it was.

A README may also hold the table of moves between plain, autodiff and capture
devices (PAIRS.md's table whose header starts with MOVES_HEAD) between

    <!-- moves:begin (make generate writes this block) -->
    <!-- moves:end -->

so those rows are written in one place, templates/PAIRS.md.j2. That block is
optional; where it is, it is kept like the pair grid's.
"""

from __future__ import annotations

import difflib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

BEGIN = "<!-- pairs:begin (make generate writes this block) -->"
END = "<!-- pairs:end -->"
BEGIN_PREFIX = "<!-- pairs:begin"
TABLE_HEAD = "| source \\ destination |"
MOVES_BEGIN = "<!-- moves:begin (make generate writes this block) -->"
MOVES_END = "<!-- moves:end -->"
MOVES_BEGIN_PREFIX = "<!-- moves:begin"
MOVES_HEAD = "| source \\ destination | plain B2 |"


class ReadmeError(Exception):
    """A README that cannot take the block; str() is the whole `path:line: error: ...` message."""


def pair_table(pairs_md: str, head: str = TABLE_HEAD) -> str:
    """The pair grid of a rendered PAIRS.md: its first table (header, rule, one row per real backend);
    with head, the first table whose header starts so."""
    lines = pairs_md.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.startswith(head)), None)
    if start is None:
        raise ValueError(f"PAIRS.md has no table starting with {head!r}")
    end = start
    while end < len(lines) and lines[end].startswith("|"):
        end += 1
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines[start:end])


def _block(text: str, shown: str, begin: str = BEGIN, end: str = END, prefix: str = BEGIN_PREFIX,
           what: str = "pair-matrix", matrix: str = "the pair matrix") -> tuple[int, int]:
    """Line indexes (begin marker, end marker) of the block in a README's lines."""
    lines = text.splitlines()
    begins = [i for i, line in enumerate(lines) if line.strip().startswith(prefix)]
    ends = [i for i, line in enumerate(lines) if line.strip() == end]
    how = (f"the generator writes {matrix} between a line '{begin}' and a line '{end}';"
           f" put them where the matrix goes")
    if not begins:
        raise ReadmeError(f"{shown}: error: no {what} block: {how}")
    if len(begins) > 1:
        raise ReadmeError(f"{shown}:{begins[1] + 1}: error: a second '{prefix}' line (the first is line"
                          f" {begins[0] + 1}); keep one {what} block")
    after = [i for i in ends if i > begins[0]]
    if not after:
        raise ReadmeError(f"{shown}:{begins[0] + 1}: error: '{prefix}' has no '{end}' line after it; {how}")
    if len(ends) > 1:
        extra = next(i for i in ends if i != after[0])
        raise ReadmeError(f"{shown}:{extra + 1}: error: a second '{end}' line (the block ends at line"
                          f" {after[0] + 1}); keep one {what} block")
    return begins[0], after[0]


def with_table(text: str, table: str, shown: str = "README.md") -> str:
    """text with the lines between the markers replaced by table (raises ReadmeError)."""
    begin, end = _block(text, shown)
    lines = text.splitlines(keepends=True)
    return "".join(lines[:begin + 1]) + table + "".join(lines[end:])


def with_moves(text: str, table: str, shown: str = "README.md") -> str:
    """text with its optional moves block holding table (raises ReadmeError for a broken block)."""
    if not any(line.strip().startswith(MOVES_BEGIN_PREFIX) or line.strip() == MOVES_END
               for line in text.splitlines()):
        return text
    begin, end = _block(text, shown, MOVES_BEGIN, MOVES_END, MOVES_BEGIN_PREFIX, "moves",
                        "the table of moves between plain, autodiff and capture devices")
    lines = text.splitlines(keepends=True)
    return "".join(lines[:begin + 1]) + table + "".join(lines[end:])


@dataclass(frozen=True)
class Plan:
    path: Path
    shown: str  # the path as given (for messages)
    old: str
    new: str

    @property
    def stale(self) -> bool:
        return self.old != self.new


def plan(path: str | Path, pairs_md: str, required: bool) -> Plan | None:
    """What the README at path should hold for the rendered PAIRS.md; None when there is no README and
    none was asked for. Raises ReadmeError for an unreadable README or one without a valid block."""
    shown = str(path)
    path = Path(path)
    try:
        old = path.read_bytes().decode("utf-8")
    except FileNotFoundError:
        if not required:
            return None
        raise ReadmeError(f"{shown}: error: cannot read: No such file or directory") from None
    except OSError as exc:
        raise ReadmeError(f"{shown}: error: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise ReadmeError(f"{shown}: error: not UTF-8 (byte {exc.start})") from None
    new = with_table(old, pair_table(pairs_md), shown)
    return Plan(path, shown, old, with_moves(new, pair_table(pairs_md, MOVES_HEAD), shown))


def write(p: Plan) -> None:
    """Replace the README atomically (temporary file + rename), keeping its mode."""
    mode = p.path.stat().st_mode & 0o7777
    fd, tmp = tempfile.mkstemp(prefix=f".{p.path.name}.", dir=str(p.path.parent))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(p.new.encode("utf-8"))
        os.chmod(tmp, mode)
        os.replace(tmp, p.path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def diff(p: Plan) -> str:
    text = "".join(difflib.unified_diff(p.old.splitlines(keepends=True), p.new.splitlines(keepends=True),
                                        f"a/{p.shown}", f"b/{p.shown}"))
    if text and not text.endswith("\n"):
        text += "\n"
    return text
