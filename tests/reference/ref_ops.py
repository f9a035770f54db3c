"""Writes the op table of the NumPy reference driver (sy_ref_driver.c) from
backends.yaml: one X(op, caller) line per op, where the caller is the op's
class (a fill with a fixed value, like zeros, is `fill_fixed`). A new op of an
existing class needs no change to the driver.

    python3 tests/reference/ref_ops.py [backends.yaml] > build/tests/sy_ref_ops.h
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from generator import model  # noqa: E402


def caller(op) -> str:
    if op.family.name == "fill" and op.value is not None:
        return "fill_fixed"
    return op.family.name


def main() -> int:
    yaml_path = sys.argv[1] if len(sys.argv) > 1 else str(REPO / "backends.yaml")
    m = model.load(yaml_path)
    lines = [f"/* op table of tests/reference/sy_ref_driver.c, from {Path(yaml_path).name} "
             f"(sha256 {m.digest}) by tests/reference/ref_ops.py */",
             "#define SY_REF_OPS(X) \\"]
    # the collectives (a `comm` attribute) need every rank of a communicator:
    # tests/mpi/check_mpi.c compares them with a one-process computation
    lines += [f"    X({op.name}, {caller(op)}) \\" for op in m.ops
              if not any(a.kind == "comm" for a in op.family.signature.attrs)]
    lines.append("")
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
