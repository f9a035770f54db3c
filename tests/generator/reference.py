"""The reference document of the generator's tests: backends.yaml with its
`backends:` and `transfers:` sections replaced by the fixed ones below.

Tests that edit backends by exact text (test_bad_yaml, `mutate`) or that
spell out what the generator makes of particular backends (a cpu with
`ops: all`, a simd with partial dtype lists, a device backend `sim` with a
peer-copy function) run on it, so a backend a user adds to (or changes in)
backends.yaml never moves their targets or changes their expected values.
The rest of the document (abi, dtypes, ops, helpers, errors) is the real
file's, so those edits still break loudly when backends.yaml changes under
them. Tests of the file itself derive every backend name and count from it.
"""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# A copy of the backends backends.yaml shipped with (runtime ABI 1).
REFERENCE_BACKENDS = """\
backends:
  - name: cpu
    id: 0
    memory: host
    devices: 1
    ops: all
    doc: Portable reference kernels for every op and dtype; the truth the other backends are tested against.

  - name: simd
    id: 1
    memory: host
    devices: 1
    fallback: cpu
    ops:
      zeros: [float, int, bool]
      ones: [float, int, bool]
      full: [float, int, bool]
      neg: [float, int]
      abs: [float, int]
      relu: [float, int]
      sqrt: [float]
      exp: [f32]
      log: [f32]
      tanh: [f32]
      sigmoid: [f32]
      add: [float, int]
      sub: [float, int]
      mul: [float, int]
      div: [float]
      maximum: [float, int]
      eq: [float, int, bool]
      lt: [float, int, bool]
      gt: [float, int, bool]
      where: [float, int, bool]
      matmul: [float]
      sum: [float, int]
      mean: [float]
      max: [float, int]
      cast: [float, int, bool]
    doc: >-
      Vectorized host kernels (generic, AVX2 and AVX-512 variants picked at run
      time) split over a thread pool for large tensors; f64 exp, log, tanh and
      sigmoid and integer matmul run on cpu.

  - name: blas
    id: 2
    memory: host
    devices: 1
    fallback: cpu
    libs: [openblas]
    ops:
      matmul: [f32, f64]
    doc: Matrix products through OpenBLAS's cblas; everything else on cpu.

  - name: sim
    id: 3
    memory: device
    devices: 2
    dtypes: [f32, i32, i64, bool]
    fallback: cpu
    ops: []
    doc: >-
      Simulated device memory. Buffers are handles into memory only its own
      functions can read or write, so every move to or from it is staged and
      every op falls back to cpu through staging, as a GPU backend's would.
      It stores no f64 and has two devices.

  - name: capture
    id: 11
    kind: capture
    doc: Records ops into a graph without computing them; values may move onto it, never off.

"""

REFERENCE_TRANSFERS = """\
transfers:
  - {from: sim, to: sim, function: sy_k_sim_copy_peer}

"""

TOP_LEVEL_KEY = re.compile(r"^[A-Za-z_]\w*:", re.M)


def section(text: str, key: str) -> tuple[int, int] | None:
    """[start, end) of the top-level `key:` block: its line up to the next top-level key."""
    start = re.search(rf"^{re.escape(key)}:", text, re.M)
    if start is None:
        return None
    following = TOP_LEVEL_KEY.search(text, start.end())
    return start.start(), following.start() if following else len(text)


def reference_document(text: str) -> str:
    """text (a backends.yaml) with the reference backends and transfers."""
    backends = section(text, "backends")
    assert backends, "backends.yaml has no top-level 'backends:'"
    transfers = section(text, "transfers")
    if transfers is None:  # no transfers: put the reference ones right after the backends
        return text[:backends[0]] + REFERENCE_BACKENDS + REFERENCE_TRANSFERS + text[backends[1]:]
    first, second = sorted([(backends, REFERENCE_BACKENDS), (transfers, REFERENCE_TRANSFERS)])
    return (text[:first[0][0]] + first[1] + text[first[0][1]:second[0][0]] + second[1]
            + text[second[0][1]:])


def abi_line(text: str) -> str:
    """The `abi: N` line of a backends.yaml, newline included (an anchor for edits)."""
    match = re.search(r"^abi: *\d+[^\n]*\n", text, re.M)
    assert match, "backends.yaml has no 'abi:' line"
    return match.group(0)


def version_line(text: str) -> str:
    """The `version: X.Y.Z` line of a backends.yaml, newline included."""
    match = re.search(r"^version: *[0-9.]+[^\n]*\n", text, re.M)
    assert match, "backends.yaml has no 'version:' line"
    return match.group(0)


YAML_TEXT = (REPO / "backends.yaml").read_text(encoding="utf-8")
REFERENCE_TEXT = reference_document(YAML_TEXT)
# `abi: N\n` as it stands in backends.yaml (N follows the runtime ABI).
ABI_LINE = abi_line(YAML_TEXT)
ABI = int(ABI_LINE.split(":")[1].split("#")[0])
# `version: X.Y.Z\n` as it stands in backends.yaml
VERSION_LINE = version_line(YAML_TEXT)
VERSION = VERSION_LINE.split(":")[1].split("#")[0].strip()
