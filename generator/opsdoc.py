"""docs/ops.md: which backend runs which op on which dtype, the families and
the op functions.

Every cell is decided here, from the same model the generated routes come
from: plan.route_links (a backend's own kernel, then its fallback chain, as
plan.route_cases prints them), Backend.dtypes (what a backend stores) and
Backend.runtime_fallback (what its own kernels may decline at run time). The
template, templates/ops.md.j2, only loops and substitutes.

A cell answers what sy_backend_runs_op answers in a build with every backend
compiled in: the runtime refuses a dtype the backend does not store, runs a
view on the backend itself, and otherwise runs the kernel the route picks.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import plan
from .spec import Backend, Model, Op, _Word


class Runs(_Word):
    """How a backend runs one (op, dtype)."""
    OWN = "own"  # its own kernel
    OWN_MAY_DECLINE = "own, may decline"  # its own kernel, which may hand a call to the fallback at run time
    FALLBACK = "fallback"  # a kernel of a backend of its fallback chain
    VIEW = "view"  # the runtime shares storage: no kernel
    RECORDS = "records"  # the capture backend records the op, computes nothing
    NOT_STORED = "not stored"  # the backend does not store the dtype
    UNSUPPORTED = "unsupported"  # no kernel on the backend or its chain takes it
    NOT_TAKEN = "not taken"  # the op does not take the dtype


@dataclass(frozen=True)
class Cell:
    op: Op
    backend: Backend
    dtype: str
    runs: Runs
    runner: Backend | None  # whose kernel runs it (OWN, OWN_MAY_DECLINE, FALLBACK), else None
    declined: Backend | None  # OWN_MAY_DECLINE: whose kernel runs a declined call
    text: str  # the cell as docs/ops.md prints it


def runner(model: Model, op: Op, b: Backend, dtype: str) -> Backend | None:
    """The backend whose kernel b's route for op picks for dtype: the first of plan.route_links that takes it."""
    return next((c for c, entry in plan.route_links(model, op, b) if dtype in entry.dtypes), None)


def may_decline(op: Op, b: Backend, dtype: str) -> bool:
    """Whether b's own kernel of op may decline a call keyed by dtype at run time: a call with an operand of a
    dtype of b's `runtime_fallback`, that is the dtype itself or, for an op whose result takes a dtype
    attribute (cast), a result of such a dtype. Ops without a tensor input (the fills) never decline."""
    if not op.family.inputs or not b.runtime_fallback:
        return False
    result = op.family.signature.results[0].type
    return dtype in b.runtime_fallback or (result.attr is not None and
                                           any(d in b.runtime_fallback for d in op.dtypes))


def cell(model: Model, op: Op, b: Backend, dtype: str) -> Cell:
    def made(runs: Runs, text: str, by: Backend | None = None, declined: Backend | None = None) -> Cell:
        return Cell(op, b, dtype, runs, by, declined, text)

    if dtype not in op.dtypes:
        return made(Runs.NOT_TAKEN, "")
    if b.is_capture:
        return made(Runs.RECORDS, "records")
    if dtype not in b.dtypes:
        return made(Runs.NOT_STORED, "not stored")
    if op.family.kernel is None:
        return made(Runs.VIEW, "view")
    by = runner(model, op, b, dtype)
    if by is None:
        return made(Runs.UNSUPPORTED, "UNSUPPORTED")
    if by is not b:
        return made(Runs.FALLBACK, f"-> {by.name}", by)
    if may_decline(op, b, dtype):
        # the runtime hands a declined call to the route of b's fallback
        declined = runner(model, op, model.backend(b.fallback), dtype) if b.fallback else None
        return made(Runs.OWN_MAY_DECLINE, f"own, else -> {declined.name if declined else 'UNSUPPORTED'}", by,
                    declined)
    return made(Runs.OWN, "own", by)


@dataclass(frozen=True)
class Row:
    op: Op
    cells: tuple[Cell, ...]  # one per dtype of the model, in dtype order


@dataclass(frozen=True)
class Table:
    """One backend's op x dtype table."""
    backend: Backend
    heading: str
    about: str  # a line under the heading: memory, fallback chain, what it may decline
    rows: tuple[Row, ...]


def _about(model: Model, b: Backend) -> str:
    if b.is_capture:
        return "The capture backend records every op on a capture device and computes nothing."
    parts = [f"{b.memory} memory"]
    links = plan.chain(model, b)
    parts.append("fallback: " + " -> ".join(c.name for c in links) if links else "no fallback")
    if len(b.dtypes) < len(model.dtypes):
        parts.append("stores " + ", ".join(b.dtypes))
    if b.runtime_fallback:
        parts.append("its kernels may decline a call with an operand of " + ", ".join(b.runtime_fallback) +
                     " at run time (SY_KERNEL_FALLBACK)")
    return "; ".join(parts) + "."


def table(model: Model, b: Backend) -> Table:
    rows = tuple(Row(op, tuple(cell(model, op, b, d.name) for d in model.dtypes)) for op in model.ops)
    return Table(b, b.name if b.is_capture else f"{b.name} ({b.memory})", _about(model, b), rows)


def tables(model: Model) -> list[Table]:
    """One table per backend, real ones first in yaml order, then the capture backend."""
    return [table(model, b) for b in (*model.real_backends, *([model.capture] if model.capture else []))]


@dataclass(frozen=True)
class FamilyEntry:
    name: str
    signature: str  # the signature as written, whitespace collapsed, `|` escaped for a table cell
    infer: str  # the shape rule, sy__infer_<name>
    kernel: str  # the kernel argument struct, or `view`
    doc: str  # without a final period
    ops: str  # its ops, comma separated, or `none`


def family_entries(model: Model) -> list[FamilyEntry]:
    return [FamilyEntry(f.name, " ".join(f.signature.text.split()).replace("|", "\\|"), f"sy__infer_{f.infer}",
                        f.kernel_args or "view", f.doc.rstrip("."),
                        ", ".join(op.name for op in model.ops if op.family.name == f.name) or "none")
            for f in model.families]


@dataclass(frozen=True)
class Prototype:
    family: str
    signature: str
    lines: tuple[str, ...]  # `sy_status sy_<op>(...);  /* dtypes */`, one per op of the family


def prototypes(model: Model) -> list[Prototype]:
    """The public op functions (plan.op_function) by family, in yaml order."""
    out = []
    for f in model.families:
        ops = [op for op in model.ops if op.family.name == f.name]
        if not ops:
            continue
        lines = tuple(f"sy_status sy_{op.name}({plan.op_function(model, op).params});"
                      f" /* {' '.join(op.dtypes)} */" for op in ops)
        out.append(Prototype(f.name, " ".join(f.signature.text.split()), lines))
    return out


def context(model: Model) -> dict:
    """What templates/ops.md.j2 sees besides plan.context."""
    return {
        "support_tables": tables(model),
        "dtype_names": [d.name for d in model.dtypes],
        "family_entries": family_entries(model),
        "prototypes": prototypes(model),
    }
