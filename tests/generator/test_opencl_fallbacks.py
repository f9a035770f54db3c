"""opencl's fallbacks of the elementwise and reduction families: every (op,
dtype) of those families that opencl leaves to cpu, by the generated routes
(generator/opsdoc.py's cells, what docs/ops.md prints), has a written reason
in kernels/opencl/sy_opencl_fallbacks.txt, and every line there names (op,
dtype) pairs that do fall back (none stale)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import model as model_mod
from generator import opsdoc

ROOT = Path(__file__).resolve().parents[2]
REASONS = ROOT / "kernels" / "opencl" / "sy_opencl_fallbacks.txt"
# families that compute element by element (record families of the ew kernel
# convention, and kernel: op families of these rules) or reduce along axes
ELEMENTWISE_RULES = {"same", "broadcast", "nary", "prelu", "clip", "gelu_backward"}
REDUCTION_RULES = {"argmax", "softmax", "cumsum", "topk", "sort"}


@pytest.fixture(scope="module")
def model():
    return model_mod.load(ROOT / "backends.yaml")


def _in_scope(op) -> bool:
    f = op.family
    if any(a.kind == "comm" for a in f.signature.attrs):
        return False  # a collective: cpu's kernel hands the bytes to MPI, no device computes it
    return f.kernel in ("ew", "reduce") or (f.kernel == "op" and f.infer in ELEMENTWISE_RULES | REDUCTION_RULES)


def _reasons() -> dict[tuple[str, str], str]:
    out: dict[tuple[str, str], str] = {}
    for no, line in enumerate(REASONS.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        assert len(parts) == 3 and all(parts), f"{REASONS.name}:{no}: want <dtypes> | <ops> | <reason>"
        for d in parts[0].split():
            for o in parts[1].split():
                assert (o, d) not in out, f"{REASONS.name}:{no}: {o} on {d} twice"
                out[(o, d)] = parts[2]
    return out


def _fallbacks(model) -> set[tuple[str, str]]:
    ocl = model.backend("opencl")
    return {(op.name, d) for op in model.ops if _in_scope(op) for d in op.dtypes
            if opsdoc.cell(model, op, ocl, d).runs == opsdoc.Runs.FALLBACK}


def test_the_families_in_scope_are_found(model):
    names = {op.name for op in model.ops if _in_scope(op)}
    assert {"add", "sum", "minimum", "leaky_relu", "clip", "add_n", "argmax", "cumsum", "cast"} <= names


def test_every_opencl_fallback_of_an_elementwise_or_reduction_op_has_a_reason(model):
    missing = sorted(_fallbacks(model) - set(_reasons()))
    assert not missing, f"fall back to cpu on opencl without a reason in {REASONS.name}: {missing}"


def test_no_reason_is_stale(model):
    stale = sorted(set(_reasons()) - _fallbacks(model))
    assert not stale, f"{REASONS.name} names (op, dtype) pairs opencl runs itself, or none at all: {stale}"
