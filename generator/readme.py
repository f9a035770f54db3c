"""The README's copies of generated tables: the pair matrix, the op functions.

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
`<!-- moves:begin (make generate writes this block) -->` and
`<!-- moves:end -->`, so those rows are written in one place,
templates/PAIRS.md.j2. That block is optional; where it is, it is kept like
the pair grid's.

The same mechanism keeps another optional block: the op functions of
docs/ops.md (its C code block, one prototype per op, by family), between
`<!-- ops:begin (make generate writes this block) -->` and `<!-- ops:end -->`,
so the README's API section never lists op functions by hand. A README
without that block is left alone; one with it gets it rewritten and checked.
"""

from __future__ import annotations

import difflib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

TABLE_HEAD = "| source \\ destination |"


@dataclass(frozen=True)
class Block:
    """A block of the README that the generator writes between two marker lines."""
    name: str  # the markers' word: <!-- NAME:begin ... -->, <!-- NAME:end -->
    what: str  # for messages: "pair-matrix block"
    holds: str  # for messages: "the pair matrix"
    goes: str  # for messages: "where the matrix goes"
    required: bool  # a README without it is an error (else it is left alone)

    @property
    def begin(self) -> str:
        return f"<!-- {self.name}:begin (make generate writes this block) -->"

    @property
    def begin_prefix(self) -> str:
        return f"<!-- {self.name}:begin"

    @property
    def end(self) -> str:
        return f"<!-- {self.name}:end -->"


PAIRS = Block("pairs", "pair-matrix block", "the pair matrix", "where the matrix goes", True)
OPS = Block("ops", "op-function block", "the op functions", "where the list goes", False)
MOVES = Block("moves", "moves block", "the table of moves between plain, autodiff and capture devices",
              "where the table goes", False)
MOVES_HEAD = "| source \\ destination | plain B2 |"
BEGIN, END, BEGIN_PREFIX = PAIRS.begin, PAIRS.end, PAIRS.begin_prefix


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


def op_functions(ops_md: str) -> str:
    """The op functions of a rendered docs/ops.md: its C code block, fences included."""
    lines = ops_md.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.rstrip("\n") == "```c"), None)
    if start is None:
        raise ValueError("ops.md has no ```c code block")
    end = next(i for i in range(start + 1, len(lines)) if lines[i].rstrip("\n") == "```")
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines[start:end + 1])


def _block(text: str, shown: str, block: Block = PAIRS) -> tuple[int, int] | None:
    """Line indexes (begin marker, end marker) of the block in a README's lines; None for an optional block
    that is not there."""
    lines = text.splitlines()
    begins = [i for i, line in enumerate(lines) if line.strip().startswith(block.begin_prefix)]
    ends = [i for i, line in enumerate(lines) if line.strip() == block.end]
    how = (f"the generator writes {block.holds} between a line '{block.begin}' and a line '{block.end}';"
           f" put them {block.goes}")
    if not begins and not ends and not block.required:
        return None
    if not begins:
        raise ReadmeError(f"{shown}: error: no {block.what}: {how}")
    if len(begins) > 1:
        raise ReadmeError(f"{shown}:{begins[1] + 1}: error: a second '{block.begin_prefix}' line (the first is line"
                          f" {begins[0] + 1}); keep one {block.what}")
    after = [i for i in ends if i > begins[0]]
    if not after:
        raise ReadmeError(f"{shown}:{begins[0] + 1}: error: '{block.begin_prefix}' has no '{block.end}' line after"
                          f" it; {how}")
    if len(ends) > 1:
        extra = next(i for i in ends if i != after[0])
        raise ReadmeError(f"{shown}:{extra + 1}: error: a second '{block.end}' line (the block ends at line"
                          f" {after[0] + 1}); keep one {block.what}")
    return begins[0], after[0]


def with_table(text: str, table: str, shown: str = "README.md", block: Block = PAIRS) -> str:
    """text with the lines between the block's markers replaced by table (raises ReadmeError); text as it is
    for an optional block that is not there."""
    found = _block(text, shown, block)
    if found is None:
        return text
    begin, end = found
    lines = text.splitlines(keepends=True)
    return "".join(lines[:begin + 1]) + table + "".join(lines[end:])


@dataclass(frozen=True)
class Plan:
    path: Path
    shown: str  # the path as given (for messages)
    old: str
    new: str
    changed: tuple[Block, ...] = ()  # the blocks whose text changes

    @property
    def stale(self) -> bool:
        return self.old != self.new

    @property
    def what(self) -> str:
        """`its pair-matrix block`, `its pair-matrix and op-function blocks`."""
        words = [b.what.removesuffix(" block") for b in self.changed]
        return "its " + " and ".join(words) + (" blocks" if len(words) > 1 else " block")

    def why(self, pairs_md: str, ops_md: str) -> str:
        """Why it is stale: `its pair-matrix block differs from out/PAIRS.md`, ... (the sources' paths given)."""
        sources = {PAIRS.name: pairs_md, MOVES.name: pairs_md, OPS.name: ops_md}
        return "; ".join(f"its {b.what} differs from {sources[b.name]}" for b in self.changed)


def plan(path: str | Path, pairs_md: str, required: bool, ops_md: str | None = None) -> Plan | None:
    """What the README at path should hold for the rendered PAIRS.md (and docs/ops.md, for the optional
    op-function block); None when there is no README and none was asked for. Raises ReadmeError for an
    unreadable README or one without a valid pair-matrix block."""
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
    if ops_md is not None:
        _block(old, shown, OPS)  # its errors name the lines as the README has them
    new = with_table(old, pair_table(pairs_md), shown)
    changed = (PAIRS,) if new != old else ()
    with_moves = with_table(new, pair_table(pairs_md, MOVES_HEAD), shown, MOVES)
    changed += (MOVES,) if with_moves != new else ()
    new = with_moves
    if ops_md is not None:
        with_ops = with_table(new, op_functions(ops_md), shown, OPS)
        changed += (OPS,) if with_ops != new else ()
        new = with_ops
    return Plan(path, shown, old, new, changed)


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
