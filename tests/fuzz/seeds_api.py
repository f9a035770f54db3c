"""Writes the hand-made seeds of the API fuzzer, tests/fuzz/corpus_api/seed-*.

    python3 tests/fuzz/seeds_api.py [OUT_DIR]

Each seed is a short program in the input language of tests/fuzz/fuzz_api.c
that reaches what random bytes rarely do: a backward pass and its gradients,
a completed capture replayed on every device and written out, moves between
every pair of devices, injected failures. Op numbers are read from
generated/sy_backends.h; the command numbers and argument bytes below must
follow the `commands` table and the cmd_* functions of fuzz_api.c.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

# the index of each command in fuzz_api.c's `commands` table
FROM_DATA, OP, MOVE, TRACK, BACKWARD, GRAD, RELEASE, RETAIN, READ = 0, 2, 5, 7, 8, 9, 10, 11, 12
CAPTURE_NEW, CAPTURE_COMPLETE, GRAPH_RUN, GRAPH_WRITE, CAPTURE_RELEASE, INJECT, MISC = 13, 14, 15, 16, 17, 18, 19


def ops() -> dict[str, int]:
    text = (ROOT / "generated" / "sy_backends.h").read_text()
    names = re.findall(r"^\s*SY_OP_([A-Z0-9_]+),", text, re.M)
    return {n.lower(): i for i, n in enumerate(n for n in names if n != "COUNT")}


OPS = ops()
F32, F64, I32, I64, BOOL = range(5)


def dev(k: int, kind: int = 0) -> int:
    """k-th device the library lists (cpu:0, simd:0, ...); kind 3 autodiff, 4 balanced, 5 capture k."""
    return kind << 5 | k


def from_data(dst, dtype, dims, device):
    assert len(dims) <= 3
    return [FROM_DATA, dst, dtype, len(dims), *dims, device, 0, 0]


def op(dst, name, *ins, attrs=()):
    return [OP, dst, OPS[name], *ins, *attrs]


def move(dst, src, device):
    return [MOVE, dst, src, device]


def track(dst, src):  # into the autodiff context of src's own device, checkpoint none
    return [TRACK, dst, src, 0, 0, 1, 0]


def track_balanced(dst, src):
    return [TRACK, dst, src, 0, 0, 1, 1]


def seeds(n_devices: int) -> dict[str, list[int]]:
    s: dict[str, list[int]] = {}
    # forward and backward on every device, both strategies
    for k in range(n_devices):
        prog = [0]
        prog += from_data(0, F32, [2, 3], dev(k))
        prog += track(1, 0) if k % 2 == 0 else track_balanced(1, 0)
        prog += op(2, "mul", 1, 1)
        prog += op(3, "tanh", 2)
        prog += op(4, "sum", 3, attrs=[0xFF, 0])
        prog += [BACKWARD, 0, 4, 0]
        prog += [GRAD, 5, 0, 1]
        prog += [READ, 5, 0, dev(k)]
        prog += [BACKWARD, 1, 4, 0]  # the graph is gone: GRAPH_RELEASED
        prog += [RELEASE, 1, RELEASE, 0]
        s[f"seed-backward-dev{k}"] = prog
    # retained graph, two passes, a seed tensor, a matmul and a move inside the graph
    prog = [1]
    prog += from_data(0, F32, [2, 2], dev(0))
    prog += track_balanced(1, 0)
    prog += op(2, "matmul", 1, 1)
    prog += move(3, 2, dev(1, 4))  # to autodiff(simd:0, balanced)
    prog += op(4, "sigmoid", 3)
    prog += op(5, "mean", 4, attrs=[0xFF, 0])
    prog += [BACKWARD, 0, 5, 1 | 4]  # sy_backward_ex, retain
    prog += [BACKWARD, 1, 5, 1]  # and again, without retaining
    prog += [GRAD, 6, 1, 1, GRAD, 7, 0, 1, READ, 6, 7, 0, READ, 7, 6, 0]
    s["seed-backward-retain"] = prog
    # capture, complete, replay on every device, write as text and dot
    prog = [0, CAPTURE_NEW, 0]
    prog += from_data(0, F32, [2, 3], dev(0))
    prog += move(1, 0, dev(0, 5))
    prog += op(2, "relu", 1)
    prog += op(3, "exp", 2)
    prog += op(4, "sum", 3, attrs=[6, 0])  # axis 1
    prog += [CAPTURE_COMPLETE, 0, 0, 1, 1, 1, 4]
    for k in range(n_devices):
        prog += [GRAPH_RUN, 0, dev(k), 0x40, 0, 6]
        prog += [READ, 6, 0, 0]
    prog += [GRAPH_WRITE, 0, 1, GRAPH_WRITE, 0, 0, GRAPH_WRITE, 0, 5, GRAPH_WRITE, 0, 3]
    prog += [CAPTURE_RELEASE, 0]
    prog += [GRAPH_RUN, 0, dev(3), 0, 0, 8]
    s["seed-capture-replay"] = prog
    # a capture with a constant, a fill, a cast and a graph of two outputs
    prog = [1, CAPTURE_NEW, 1]
    prog += from_data(0, I32, [3], dev(0))
    prog += move(1, 0, dev(1, 5))
    prog += op(2, "full", attrs=[1, 3, 0, 3, F32, dev(1, 5)])  # [3] of 0.5
    prog += op(3, "cast", 1, attrs=[F32])
    prog += op(4, "add", 3, 2)
    prog += op(5, "gt", 4, 2)
    prog += [CAPTURE_COMPLETE, 1, 1, 0, 2, 4, 5]
    prog += [GRAPH_RUN, 1, dev(2), 0, 6, GRAPH_RUN, 1, dev(5), 0, 8, GRAPH_WRITE, 1, 1]
    s["seed-capture-constants"] = prog
    # every move between every pair of devices
    prog = [0]
    prog += from_data(0, F64, [3, 2], dev(0))
    for a in range(n_devices):
        prog += move(1, 0, dev(a))
        for b in range(n_devices):
            prog += move(2, 1, dev(b))
            prog += [READ, 2, 1, dev(b)]
    s["seed-moves"] = prog
    # views on a device-memory backend, then ops that stage them
    prog = [1]
    prog += from_data(0, I64, [2, 3], dev(3))
    prog += op(1, "transpose", 0, attrs=[0, 1])
    prog += op(2, "permute", 0, attrs=[1, 1, 0])
    prog += op(3, "reshape", 1, attrs=[2, 3, 2, 0])
    prog += op(4, "expand", 0, attrs=[3, 2, 2, 3, 0])
    prog += op(5, "max", 4, attrs=[5, 1])  # axis 0, keepdim
    prog += op(8, "gt", 0, 5)
    prog += op(6, "where", 8, 0, 4)
    prog += op(7, "matmul", 0, 1)
    prog += [READ, 4, 0, 0, READ, 6, 1, 0, READ, 7, 2, 0]
    s["seed-views-sim"] = prog
    # injected failures of each kind on a move and an op on device memory
    for kind in range(8):
        prog = [0]
        prog += from_data(0, F32, [4], dev(0))
        prog += [INJECT, kind, 0]
        prog += move(1, 0, dev(3))
        prog += op(2, "neg", 1)
        prog += move(3, 2, dev(4))
        prog += move(4, 3, dev(0))
        prog += [INJECT, kind, 1]
        prog += from_data(5, F32, [2], dev(5))
        prog += op(6, "abs", 5)
        prog += [READ, 6, 5, 0, MISC, 0, MISC, 1]
        s[f"seed-inject-{kind}"] = prog
    return s


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent / "corpus_api"
    out.mkdir(parents=True, exist_ok=True)
    for name, prog in seeds(7).items():
        (out / name).write_bytes(bytes(b & 0xFF for b in prog))
    return 0


if __name__ == "__main__":
    sys.exit(main())
