"""NumPy reference for switchyard: running programs through the driver
(sy_ref_driver.c), what each op computes in NumPy, and how results are
compared.

The ops, their classes and dtypes, and each dtype's C type come from
backends.yaml through the generator's model; the devices from the library
(sy_ref_driver `devices`: every device of every enabled backend and the dtypes
it stores). What an op computes is written here, once per op name, from the
semantics stated in runtime/sy_contract.h and the README: integer arithmetic
wraps (computed here in Python integers and wrapped), maximum and minimum
propagate NaN and prefer +0 (maximum) or -0 (minimum), float -> int casts truncate and saturate (NaN gives
0), -> bool is x != 0.

Comparisons:
  exact        bit for bit, the sign of zero included; any NaN matches any NaN
  transcendental  exp log sqrt tanh sigmoid pow, the trigonometric and
               hyperbolic functions, erf, softplus, softsign: the value of the op computed in f64
               and rounded to the dtype; |got - want| <= rtol*|want| + atol with
               f32 rtol 4e-6 (about 32 ulp), atol 1e-37; f64 rtol 1e-14, atol 1e-300.
               NaN matches NaN; infinities must be equal.
  sum, mean    |got - want| <= 2 * len * eps * sum(|x|) (+ atol as above),
               want computed in f64 (eps of the dtype, len = elements combined)
  matmul       floats: |got - want| <= 2 * k * eps * (|A| @ |B|) (+ atol),
               want in f64; ints: exact (wrapping)
  conv         conv2d: |got - want| <= (eps + 2 * k * eps64) * S, S the convolution
               of |x| with |weight| plus |bias| and k the products per output plus
               one: one rounding of a double sum whose order may differ
"""

from __future__ import annotations

import atexit
import itertools
import math
import os
import select
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from generator import model as _model  # noqa: E402

MODEL = _model.load(REPO / "backends.yaml")
# The collectives (a `comm` attribute) need every rank of a communicator:
# tests/mpi/check_mpi.c checks them, and their gradients, under mpirun
# against a one-process computation; the ops here are the others.
COLLECTIVES = {op.name for op in MODEL.ops if any(a.kind == "comm" for a in op.family.signature.attrs)}
OPS = {op.name: op for op in MODEL.ops if op.name not in COLLECTIVES}
# Every ONNX element type a dtype's `onnx:` may name (generator/model.py
# ONNX_TYPES) as NumPy's; bfloat16 has no NumPy type (PyTorch's is the reference).
_ONNX_TO_NP = {"FLOAT": np.float32, "DOUBLE": np.float64, "FLOAT16": np.float16, "INT8": np.int8, "INT16": np.int16,
               "INT32": np.int32, "INT64": np.int64, "UINT8": np.uint8, "UINT16": np.uint16, "UINT32": np.uint32,
               "UINT64": np.uint64, "BOOL": np.bool_}
assert set(_ONNX_TO_NP) | {"BFLOAT16"} == set(_model.ONNX_TYPES)
NP = {}  # dtype name -> numpy dtype
CATEGORY = {}  # dtype name -> float, int, bool
# A dtype without a NumPy type (bf16) has no NumPy reference: tests/c's
# check_ops holds its ops to a double reference rounded to it, and
# tests/reference/test_half.py its conversions to PyTorch's, bit for bit.
NO_NUMPY = []  # dtype names left out of NP
for _d in MODEL.dtypes:
    if _d.onnx not in _ONNX_TO_NP:
        NO_NUMPY.append(_d.name)
        continue
    CATEGORY[_d.name] = _d.category
    NP[_d.name] = np.dtype(_ONNX_TO_NP[_d.onnx])
FLOATS = [d for d in NP if CATEGORY[d] == "float"]
INTS = [d for d in NP if CATEGORY[d] == "int"]
BOOLS = [d for d in NP if CATEGORY[d] == "bool"]
DRIVER = os.environ.get("SY_REF_DRIVER", str(REPO / "build/tests/sy_ref_driver"))


def dtype_name(np_dtype) -> str:
    np_dtype = np.dtype(np_dtype)
    for name, d in NP.items():
        if d == np_dtype:
            return name
    raise KeyError(np_dtype)


# ---- the driver --------------------------------------------------------------------


@dataclass(frozen=True)
class Device:
    backend_id: int
    backend: str
    index: int
    stores: frozenset

    def __str__(self) -> str:
        return f"{self.backend}:{self.index}"


class _Driver:
    """One driver process per test process, fed one batch of commands after
    another: starting one, with its OpenCL and Vulkan devices and their
    programs, cost most of a small case (about 0.3 s of 1 s), so a test
    process keeps its driver. Each batch ends with `sync <n>`, which the
    driver answers with that line after returning to its starting state (no
    slots, no gradients, cpu:0 in use), so a batch sees what a new process
    would. A driver that stops is reported, with the end of its stderr, by
    the batch it stopped in; the next batch starts a new one."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.err = None
        self.batches = 0

    def _start(self) -> subprocess.Popen:
        self.err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([DRIVER], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.err)
        return self.proc

    def _stderr(self) -> str:
        assert self.err is not None
        self.err.seek(0)
        return self.err.read()[-2000:].decode(errors="replace")

    def _stop(self, why: str) -> RuntimeError:
        proc, self.proc = self.proc, None
        assert proc is not None
        if proc.poll() is None:
            proc.kill()
        rc = proc.wait()
        return RuntimeError(f"{DRIVER} {why} (exit status {rc}): {self._stderr()}")

    def run(self, text: str, timeout: float) -> list[str]:
        proc = self.proc if self.proc is not None and self.proc.poll() is None else self._start()
        assert proc.stdin is not None and proc.stdout is not None
        self.batches += 1
        mark = f"sync {self.batches}"
        data = (text if text.endswith("\n") or not text else text + "\n") + mark + "\n"
        deadline = time.monotonic() + timeout
        out = bytearray()
        lines: list[str] = []
        fd = proc.stdout.fileno()
        # written from a thread while this one reads, so a batch larger
        # than the pipes cannot stall both sides
        writer = threading.Thread(target=self._write, args=(proc, data.encode()), daemon=True)
        writer.start()
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise self._stop(f"gave no answer within {timeout:.0f} s")
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                writer.join()
                raise self._stop("stopped before the end of its commands")
            out += chunk
            *done, rest = out.split(b"\n")
            out = bytearray(rest)
            for raw in done:
                line = raw.decode()
                if line == mark:
                    writer.join()
                    return lines
                lines.append(line)

    @staticmethod
    def _write(proc: subprocess.Popen, data: bytes) -> None:
        try:
            assert proc.stdin is not None
            proc.stdin.write(data)
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # the reader reports the driver that stopped

    def close(self) -> None:
        if self.proc is None:
            return
        proc, self.proc = self.proc, None
        assert proc.stdin is not None
        proc.stdin.close()
        try:
            rc = proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            rc = proc.wait()
        if rc != 0:
            sys.stderr.write(f"{DRIVER} exited with {rc} at its end: {self._stderr()}\n")


_DRIVER = _Driver()
atexit.register(_DRIVER.close)


def _run_driver(text: str, timeout: float = 600) -> list[str]:
    if not os.path.exists(DRIVER):
        raise RuntimeError(f"{DRIVER} is missing: run `make test-reference` (or set SY_REF_DRIVER)")
    return _DRIVER.run(text, timeout)


def devices() -> list[Device]:
    out = []
    for line in _run_driver("devices\n"):
        if line == "end":
            break
        _, bid, name, index, stores = line.split()
        out.append(Device(int(bid), name, int(index), frozenset(stores.split(","))))
    return out


def library_ops() -> list[str]:
    return _run_driver("ops\n")[0].split()[1:]


def parse_val(line: str) -> np.ndarray:
    tok = line.split()
    assert tok[0] == "val", line
    dt = NP[tok[1]]
    rank = int(tok[2])
    shape = tuple(int(x) for x in tok[3:3 + rank])
    data = bytes.fromhex(tok[3 + rank]) if tok[3 + rank] != "-" else b""
    raw = np.frombuffer(data, dtype=np.uint8 if dt == np.bool_ else dt)
    if dt == np.bool_:
        raw = raw != 0
    return raw.reshape(shape).copy()


# ---- programs --------------------------------------------------------------------


def _fmt_attr(k, v) -> str:
    if k in ("shape", "perm", "pads", "kernel", "stride", "dilation", "starts", "ends", "axes", "steps", "repeats",
             "output_padding", "output_shape", "output_size", "image_shape", "block_shape"):
        return f"{k}=" + ",".join(str(int(x)) for x in v)
    if k == "axis" and isinstance(v, tuple):  # a reduction's set of axes (SY_AXES)
        return f"{k}=" + ",".join(str(int(x)) for x in v)
    if k in ("keepdim", "select_last_index", "ceil_mode", "exclusive", "reverse", "largest", "sorted", "descending",
             "upper", "wrt_updates", "count_include_pad", "exclude_outside", "wrt_target", "align_corners",
             "wrt_grid"):
        return f"{k}={int(bool(v))}"
    if k in ("value", "alpha", "beta", "cubic_coeff_a", "extrapolation_value"):
        return f"{k}={float(v)!r}"
    return f"{k}={v}"


@dataclass
class Program:
    """Driver commands for one device, and what the values it reads must be."""

    name: str
    device: Device
    key: str = ""  # what the program tests (the op, for op programs)
    lines: list = field(default_factory=list)
    slots: int = 0
    gets: list = field(default_factory=list)  # (line index, label, want, how, extra)
    ties: int = 0  # gradient programs: max reductions over slices with ties
    grad_ops: frozenset = frozenset()  # gradient programs: the ops used

    def __post_init__(self):
        self.lines += ["reset", f"use {self.device.backend_id} {self.device.index}"]

    def _new(self) -> int:
        self.slots += 1
        return self.slots - 1

    def input(self, arr: np.ndarray) -> int:
        s = self._new()
        arr = np.array(arr, order="C")  # (ascontiguousarray makes 0-d arrays 1-d)
        data = (arr.astype(np.uint8) if arr.dtype == np.bool_ else arr).tobytes().hex() or "-"
        dims = " ".join(str(d) for d in arr.shape)
        self.lines.append(f"in {s} {dtype_name(arr.dtype)} {arr.ndim} {dims} {data}".replace("  ", " "))
        return s

    def op(self, name: str, ins=(), n_out: int = 1, **attrs) -> int:
        """The op's first result's slot; with n_out results, the next slots hold the others.
        An input None is an absent optional input."""
        s = self._new()
        for _ in range(n_out - 1):
            self._new()
        parts = ["op", str(s), name, str(len(ins))] + ["-" if i is None else str(i) for i in ins]
        parts += [_fmt_attr(k, v) for k, v in attrs.items()]
        self.lines.append(" ".join(parts))
        return s

    def track(self, slot: int) -> int:
        s = self._new()
        self.lines.append(f"track {s} {slot}")
        return s

    def backward(self, slot: int) -> None:
        self.lines.append(f"backward {slot}")

    def get(self, slot: int, label: str, want, how: str, extra=None) -> None:
        self.gets.append((len(self.lines), label, want, how, extra))
        self.lines.append(f"get {slot}")

    def grad(self, slot: int, label: str, want, how: str, extra=None) -> None:
        self.gets.append((len(self.lines), label, want, how, extra))
        self.lines.append(f"grad {slot}")


def run_programs(programs: list[Program]) -> dict[int, list[str]]:
    """Runs programs (one batch of the driver, in order: each program starts with
    `reset` and `use`); returns, per program index, its failures."""
    failures: dict[int, list[str]] = {}
    if not programs:
        return failures
    text = "".join("\n".join(p.lines) + "\n" for p in programs)
    out = _run_driver(text, timeout=1800)
    pos = 0
    for i, p in enumerate(programs):
        resp = out[pos:pos + len(p.lines)]
        pos += len(p.lines)
        errs = []
        if len(resp) != len(p.lines):
            errs.append(f"driver stopped: {len(resp)} answers for {len(p.lines)} commands")
        checks = {li: (label, want, how, extra) for li, label, want, how, extra in p.gets}
        for li, (line, answer) in enumerate(zip(p.lines, resp)):
            if answer.startswith("err"):
                errs.append(f"`{line[:120]}` -> {answer}")
                break
            if li in checks:
                label, want, how, extra = checks[li]
                msg = compare(parse_val(answer), want, how, extra)
                if msg:
                    errs.append(f"{label}: {msg}")
        if errs:
            failures[i] = [f"{p.name} on {p.device}: {e}" for e in errs]
    return failures


# ---- comparisons ---------------------------------------------------------------


TRANSCENDENTAL_RTOL = {"f32": 4e-6, "f64": 1e-14}
ATOL = {"f32": 1e-37, "f64": 1e-300}
for _name in FLOATS:  # 2-byte floats compute in f32 and round once: one ulp from the rounded double
    TRANSCENDENTAL_RTOL.setdefault(_name, 2 * float(np.finfo(NP[_name]).eps))
    ATOL.setdefault(_name, float(np.finfo(NP[_name]).smallest_subnormal))


def _eps(dt) -> float:
    return float(np.finfo(dt).eps)


def compare(got: np.ndarray, want: np.ndarray, how: str, extra=None) -> str | None:
    """None when got matches want under `how`, else a description."""
    if got.dtype != want.dtype:
        return f"dtype {got.dtype}, want {want.dtype}"
    if got.shape != want.shape:
        return f"shape {got.shape}, want {want.shape}"
    if got.size == 0:
        return None
    if want.dtype.kind != "f":
        bad = got != want
    elif how == "exact":
        both_nan = np.isnan(got) & np.isnan(want)
        bad = ~both_nan & ((got != want) | (np.signbit(got) != np.signbit(want)))
    else:
        g64, w64 = got.astype(np.float64), want.astype(np.float64)
        name = dtype_name(want.dtype)
        if how == "rel":
            tol = extra * np.abs(w64) + ATOL.get(name, 0.0)
        elif how == "bound":  # extra: an absolute bound per element
            tol = extra + ATOL.get(name, 0.0)
        else:
            raise ValueError(how)
        with np.errstate(invalid="ignore", over="ignore"):
            fin = np.isfinite(w64)
            bad = np.where(np.isnan(w64), ~np.isnan(g64),
                           np.where(fin, ~(np.abs(g64 - w64) <= tol), g64 != w64))
    if not bad.any():
        return None
    idx = tuple(int(i) for i in np.argwhere(bad)[0])
    return (f"{int(bad.sum())} of {bad.size} elements differ ({how}); first at {idx}: "
            f"got {got[idx]!r}, want {want[idx]!r}")


# ---- what each op computes -----------------------------------------------------


def wrap(obj: np.ndarray, dt) -> np.ndarray:
    """Python integers (object array) wrapped to dt, two's complement (unsigned: modulo 2^bits)."""
    bits = np.dtype(dt).itemsize * 8
    low = 0 if np.dtype(dt).kind == "u" else -(1 << (bits - 1))
    obj = np.asarray(obj, dtype=object)
    f = np.frompyfunc(lambda v: ((int(v) - low) % (1 << bits)) + low, 1, 1)
    return np.asarray(f(obj), dtype=object).astype(dt) if obj.size else np.zeros(obj.shape, dt)


def as_obj(a: np.ndarray) -> np.ndarray:
    return a.astype(object)  # Python integers


def ieee_max(a, b):
    """IEEE 754-2019 maximum: NaN propagates, +0 beats -0."""
    with np.errstate(invalid="ignore"):
        m = np.where(a > b, a, b)
        m = np.where((a == b) & np.signbit(a), b, np.where(a == b, a, m))
        return np.where(np.isnan(a), a, np.where(np.isnan(b), b, m)).astype(np.result_type(a, b))


def _int_binary(fn):
    def run(a, b):
        a, b = np.broadcast_arrays(a, b)
        return wrap(fn(as_obj(a), as_obj(b)), a.dtype)
    return run


def _float_or_int(ffn, ifn):
    def run(*xs):
        return ffn(*xs) if xs[-1].dtype.kind == "f" else ifn(*xs)
    return run


def _f64(fn):
    """Computed in f64, rounded to the input's dtype."""
    def run(a):
        with np.errstate(all="ignore"):
            return fn(a.astype(np.float64)).astype(a.dtype)
    return run


def _f64_binary(fn):
    """Computed in f64, rounded to the inputs' dtype."""
    def run(a, b):
        with np.errstate(all="ignore"):
            return fn(a.astype(np.float64), b.astype(np.float64)).astype(a.dtype)
    return run


def erf(x):
    """The error function, elementwise (NumPy has none; math.erf is libm's)."""
    return np.vectorize(math.erf, otypes=[np.float64])(x)


def _sigmoid(x):
    with np.errstate(all="ignore"):
        return np.where(x >= 0, 1.0 / (1.0 + np.exp(-x)), np.exp(x) / (1.0 + np.exp(x)))


def _ew(fn):
    def run(*xs):
        with np.errstate(all="ignore"):
            return np.asarray(fn(*xs))
    return run


def _shift(fn, x, y):
    """A shift of unsigned x by y; 0 where y is the bit width or more."""
    bits = 8 * x.dtype.itemsize
    x, y = np.broadcast_arrays(x, y)
    return np.where(y < bits, fn(x, np.minimum(y, bits - 1).astype(x.dtype)), 0).astype(x.dtype)


def _add_n(xs):
    """add_n: add from the left, each step rounded to the dtype as add's reference rounds it."""
    acc = np.broadcast_to(xs[0], np.broadcast_shapes(*(x.shape for x in xs))).copy()
    for x in xs[1:]:
        acc = np.asarray(REFERENCE["add"][0](acc, x))
    return acc


def _cast(a, to: str):
    dt = NP[to]
    if dt == np.bool_:
        return a != 0
    if a.dtype == np.bool_:
        return a.astype(dt)
    if dt.kind == "f":
        with np.errstate(over="ignore"):
            return a.astype(dt)  # C conversion, round to nearest (f64 -> f32 overflows to inf)
    if a.dtype.kind == "f":
        info = np.iinfo(dt)
        with np.errstate(invalid="ignore"):
            t = np.trunc(a.astype(np.float64))
            lo, hi = float(info.min), float(info.max) + 1.0  # [min, max + 1): [-2^(b-1), 2^(b-1)), [0, 2^b)
            out = np.zeros(a.shape, dt)
            ok = (t >= lo) & (t < hi)
            out[ok] = t[ok].astype(dt)
            out[t >= hi] = info.max
            out[t < lo] = info.min
        return out
    return wrap(as_obj(a), dt)


def ieee_min(a, b):
    """IEEE 754-2019 minimum: NaN propagates, -0 beats +0."""
    return -ieee_max(-a, -b) if np.asarray(a).dtype.kind == "f" else np.minimum(a, b)


def _reduced_count(a, axis) -> int:
    """The elements each result of a reduction of a over axis combines (all, a set of axes, or one)."""
    if axis == "all":
        return a.size
    if not a.ndim:
        return 1
    return int(np.prod([a.shape[x] for x in axis])) if isinstance(axis, tuple) else a.shape[axis]


def _reduce(kind):
    def run(a, axis, keepdim):
        axes = (tuple(range(a.ndim)) if axis == "all" else tuple(sorted(x % a.ndim for x in axis))
                if isinstance(axis, tuple) else (axis % a.ndim,))  # a tuple: a set of axes at once
        if kind in ("max", "min"):
            pick = ieee_max if kind == "max" else ieee_min
            m = np.moveaxis(a, axes, tuple(range(len(axes))))
            m = m.reshape((-1,) + m.shape[len(axes):])
            out = m[0]
            for row in m[1:]:
                out = pick(out, row)
            out = np.asarray(out, a.dtype)
            if keepdim:
                out = np.expand_dims(out, axes)
            return out
        if kind == "prod" and a.dtype.kind != "f":
            shape = np.sum(a, axis=axes, keepdims=keepdim).shape
            return wrap(np.prod(as_obj(a), axis=axes, keepdims=keepdim) if a.size else
                        np.ones(shape, dtype=object), a.dtype)
        if a.dtype.kind == "f":
            x = a.astype(np.float64)
            with np.errstate(all="ignore"):
                if kind == "prod":
                    s = np.prod(x, axis=axes, keepdims=keepdim)
                elif kind == "l1":
                    s = np.sum(np.abs(x), axis=axes, keepdims=keepdim)
                elif kind in ("l2", "sum_square"):
                    s = np.sum(x * x, axis=axes, keepdims=keepdim)
                    s = np.sqrt(s) if kind == "l2" else s
                elif kind == "log_sum_exp":
                    m = (np.max(x, axis=axes, keepdims=True) if x.size else
                         np.full(np.sum(x, axis=axes, keepdims=True).shape, -np.inf))
                    fin = np.isfinite(m)
                    e = np.sum(np.exp(x - np.where(fin, m, 0.0)), axis=axes, keepdims=True)
                    s = np.where(fin, m + np.log(e), m)
                    s = s if keepdim else np.squeeze(s, axis=axes)
                else:
                    s = np.sum(x, axis=axes, keepdims=keepdim)
                if kind == "mean":
                    n = int(np.prod([a.shape[x] for x in axes]))
                    s = s / n if n else np.full_like(s, np.nan)
                if kind == "log_sum":
                    s = np.log(s)
                return np.asarray(s).astype(a.dtype)
        return wrap(np.sum(as_obj(a), axis=axes, keepdims=keepdim) if a.size else
                    np.zeros(np.sum(a, axis=axes, keepdims=keepdim).shape, dtype=object), a.dtype)
    return run


def _matmul(a, b):
    if a.dtype.kind == "f":
        return np.matmul(a.astype(np.float64), b.astype(np.float64)).astype(a.dtype)
    return wrap(np.matmul(as_obj(a), as_obj(b)) if a.shape[-1] else
                np.zeros(np.matmul(a, b).shape, dtype=object), a.dtype)


def _fill(value):
    def run(shape, dtype, value_arg=None):
        v = value_arg if value is None else value
        dt = NP[dtype]
        if dt == np.bool_:
            return np.full(shape, v != 0, dtype=bool)
        return np.full(shape, np.float64(v)).astype(dt) if dt.kind == "f" else np.full(shape, int(v), dt)
    return run


# name -> (reference, comparison): comparison "exact", "transcendental",
# "reduction", "matmul" or "conv" (see the module docstring).
def _softmax(log_form: bool):
    def fn(a, axis):
        x = a.astype(np.float64)
        m = np.max(x, axis=axis, keepdims=True) if x.size else x
        with np.errstate(all="ignore"):
            d = x - m
            s = np.sum(np.exp(d), axis=axis, keepdims=True)
            y = d - np.log(s) if log_form else np.exp(d) / s
        return y.astype(a.dtype)
    return fn


def _hardmax(a, axis):
    """ONNX Hardmax-13: 1 at np.argmax along axis (the first maximum, the first NaN), 0 elsewhere."""
    y = np.zeros_like(a)
    if a.size:
        np.put_along_axis(y, np.expand_dims(np.argmax(a, axis=axis), axis), 1, axis=axis)
    return y


def philox_words(seed: float, n: int) -> np.ndarray:
    """The Philox4x32-10 blocks of elements 0..n-1 for a seed, [n, 4] uint32 (runtime/sy_philox.h): the
    counter (lo32(i), hi32(i), 0, 0), the key the seed's double's 64 bits, low word first."""
    i = np.arange(n, dtype=np.uint64)
    c = [i & 0xFFFFFFFF, i >> np.uint64(32), np.zeros(n, np.uint64), np.zeros(n, np.uint64)]
    b = int(np.array(seed, dtype="<f8").view("<u8"))
    k0, k1 = b & 0xFFFFFFFF, b >> 32
    m32 = np.uint64(0xFFFFFFFF)
    for r in range(10):
        if r:
            k0, k1 = (k0 + 0x9E3779B9) & 0xFFFFFFFF, (k1 + 0xBB67AE85) & 0xFFFFFFFF
        p0, p1 = np.uint64(0xD2511F53) * c[0], np.uint64(0xCD9E8D57) * c[2]
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ np.uint64(k0), p1 & m32, (p0 >> np.uint64(32)) ^ c[3] ^ np.uint64(k1),
             p0 & m32]
    return np.stack(c, axis=1).astype(np.uint32)


def philox_u53(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Doubles in [0, 1) of 53 bits: ((a >> 5) * 2^26 + (b >> 6)) / 2^53, NumPy's random_double."""
    return ((a >> 5).astype(np.float64) * 67108864.0 + (b >> 6).astype(np.float64)) / 9007199254740992.0


def _random_uniform_like(x, low, high, seed, dtype):
    u = philox_u53(*philox_words(seed, x.size)[:, :2].T)
    y = (low + (high - low) * u).astype(NP[dtype])
    if high > low:
        h = np.array(high, dtype=NP[dtype])
        y = np.where(y >= h, np.maximum(np.nextafter(h, np.array(-np.inf, dtype=h.dtype)),
                                        np.array(low, dtype=h.dtype)), y)
    return y.reshape(x.shape)


def _random_normal_like(x, mean, scale, seed, dtype):
    w = philox_words(seed, x.size)
    u1, u2 = philox_u53(w[:, 0], w[:, 1]), philox_u53(w[:, 2], w[:, 3])
    z = np.sqrt(-2.0 * np.log(1.0 - u1)) * np.cos(6.283185307179586 * u2)
    return (mean + scale * z).astype(NP[dtype]).reshape(x.shape)


def _bernoulli(x, seed, dtype):
    u = philox_u53(*philox_words(seed, x.size)[:, :2].T).reshape(x.shape)
    return (u < x.astype(np.float64)).astype(NP[dtype])


def _multinomial(x, sample_size, seed, dtype):
    b, c = x.shape
    x = x.astype(np.float64)
    p = np.exp(x - x.max(axis=1, keepdims=True))
    cum = np.cumsum(p, axis=1)
    u = philox_u53(*philox_words(seed, b * sample_size)[:, :2].T).reshape(b, sample_size)
    out = np.empty((b, sample_size), dtype=NP[dtype])
    for r in range(b):
        for s in range(sample_size):
            hits = cum[r] > u[r, s] * cum[r, -1]
            j = int(np.argmax(hits)) if hits.any() else c - 1
            while j > 0 and cum[r, j] == cum[r, j - 1]:  # never a class of probability 0
                j -= 1
            out[r, s] = j
    return out


def _dropout(x, ratio, training_mode, seed):
    """ONNX's reference Dropout-13 (onnx/backend/test/case/node/dropout.py): x and trues in inference
    or with ratio 0; else np.random.seed(seed), mask = uniform(0, 1, x.shape) >= ratio, y = mask * x * scale
    with scale = 1 / (1 - ratio) in ratio's dtype (a left-out ratio is 0.5), each product rounded once."""
    r = np.float64(0.5) if ratio is None else ratio.reshape(()).item()
    rdt = np.float64 if ratio is None else ratio.dtype.type
    if training_mode is None or not bool(training_mode.reshape(())) or r == 0:
        return x.copy(), np.ones(x.shape, dtype=bool)
    mask = np.random.RandomState(seed).uniform(0, 1.0, x.shape) >= r
    scale = np.float64(rdt(1) / (rdt(1) - rdt(r)))
    with np.errstate(all="ignore"):
        y = (x.astype(np.float64) * mask * scale).astype(x.dtype)
    return y, mask


def _arg(kind: str):
    def fn(a, axis, keepdim, select_last_index):
        x = np.flip(a, axis) if select_last_index else a
        i = (np.argmax if kind == "max" else np.argmin)(x, axis=axis)
        if select_last_index:
            i = a.shape[axis] - 1 - i
        i = i.astype(np.int64)
        return np.expand_dims(i, axis) if keepdim else i
    return fn


def _gather(a, indices, axis):
    return np.take(a, indices.astype(np.int64), axis=axis)


def _layer_norm(x, w, b, axis, epsilon):
    """(y, mean, inv_std_dev) as ONNX LayerNormalization-17 defines them, in float64."""
    d = x.astype(np.float64)
    axes = tuple(range(axis % x.ndim, x.ndim))
    with np.errstate(all="ignore"):
        m = d.mean(axis=axes, keepdims=True) if d.size else np.full(d.shape[:axis % x.ndim] + (1,) * len(axes), np.nan)
        v = ((d - m) ** 2).mean(axis=axes, keepdims=True) if d.size else m
        inv = 1.0 / np.sqrt(v + epsilon)
        y = (d - m) * inv
        if w is not None:
            y = y * w
        if b is not None:
            y = y + b
    return tuple(a.astype(x.dtype) for a in (y, m, inv))


PAD_MODES = ("constant", "reflect", "edge")  # the order of pad's enum in backends.yaml


def _pad(x, pads, mode, value):
    r = x.ndim
    if r == 0:
        return x.copy()  # nothing to widen (np.pad takes no pairs of a 0-d array)
    pairs = [(pads[j], pads[j + r]) for j in range(r)]
    kw = {"constant_values": value} if PAD_MODES[mode] == "constant" else {}
    return np.pad(x, pairs, mode=PAD_MODES[mode], **kw).astype(x.dtype)


def window_out(d: int, k: int, s: int, dil: int, lo: int, hi: int, ceil_mode: bool = False) -> int:
    """An output length as ONNX MaxPool/Conv state it: floor (or ceil) of
    (d + lo + hi - dil * (k - 1) - 1) / s + 1; with ceil_mode a last window
    that would start in the end padding is dropped. Below 1: refused."""
    q = (d + lo + hi - dil * (k - 1) - 1) / s + 1
    n = int(np.ceil(q)) if ceil_mode else int(np.floor(q))
    if ceil_mode and (n - 1) * s >= d + lo:
        n -= 1
    return n


def window_taps(o: int, d: int, k: int, s: int, dil: int, lo: int) -> list[int]:
    """The positions of input window o reads inside 0..d-1."""
    return [o * s - lo + j * dil for j in range(k) if 0 <= o * s - lo + j * dil < d]


def _max_pool2d(x, kernel, stride, pads, dilation, ceil_mode):
    """(y, indices) of ONNX MaxPool-12 on NCHW x: padding is never a candidate,
    indices are ((n * C + c) * H + h) * W + w, the first maximum in row-major
    order wins, a NaN is beyond every number (the first NaN wins). None when a
    window reads padding alone or no window fits (the rule refuses those)."""
    n_, c_, h_, w_ = x.shape
    oh = window_out(h_, kernel[0], stride[0], dilation[0], pads[0], pads[2], ceil_mode)
    ow = window_out(w_, kernel[1], stride[1], dilation[1], pads[1], pads[3], ceil_mode)
    if oh < 1 or ow < 1:
        return None
    rows = [window_taps(o, h_, kernel[0], stride[0], dilation[0], pads[0]) for o in range(oh)]
    cols = [window_taps(o, w_, kernel[1], stride[1], dilation[1], pads[1]) for o in range(ow)]
    if n_ * c_ and (not all(rows) or not all(cols)):
        return None
    y = np.zeros((n_, c_, oh, ow), x.dtype)
    idx = np.zeros((n_, c_, oh, ow), np.int64)
    for n in range(n_):
        for c in range(c_):
            for i, r in enumerate(rows):
                for j, cc in enumerate(cols):
                    flat = [((n * c_ + c) * h_ + h) * w_ + w for h in r for w in cc]
                    vals = x.reshape(-1)[flat]
                    nan = np.isnan(vals) if x.dtype.kind == "f" else np.zeros(len(vals), bool)
                    k = int(np.argmax(nan)) if nan.any() else int(np.argmax(vals))
                    y[n, c, i, j], idx[n, c, i, j] = vals[k], flat[k]
    return y, idx


def _conv2d(x, w, b, stride, pads, dilation, groups):
    """ONNX Conv-11 on NCHW x and weight [M, C / groups, kH, kW] in float64:
    zero padding, grouped channels, bias [M] when given. None when the rule
    refuses (channels, groups, a kernel longer than the padded input)."""
    n_, c_, h_, w_ = x.shape
    m_, cg, kh, kw = w.shape
    if c_ % groups or m_ % groups or cg != c_ // groups or kh == 0 or kw == 0:
        return None
    oh = window_out(h_, kh, stride[0], dilation[0], pads[0], pads[2])
    ow = window_out(w_, kw, stride[1], dilation[1], pads[1], pads[3])
    if oh < 1 or ow < 1:
        return None
    xp = np.zeros((n_, c_, h_ + pads[0] + pads[2], w_ + pads[1] + pads[3]))
    xp[:, :, pads[0]:pads[0] + h_, pads[1]:pads[1] + w_] = x
    y = np.zeros((n_, m_, oh, ow))
    mg = m_ // groups
    for g in range(groups):
        xs = xp[:, g * cg:(g + 1) * cg]
        ws = w[g * mg:(g + 1) * mg].astype(np.float64)
        for i in range(kh):
            for j in range(kw):
                h0, w0 = i * dilation[0], j * dilation[1]
                patch = xs[:, :, h0:h0 + stride[0] * (oh - 1) + 1:stride[0], w0:w0 + stride[1] * (ow - 1) + 1:stride[1]]
                y[:, g * mg:(g + 1) * mg] += np.einsum("nchw,mc->nmhw", patch, ws[:, :, i, j])
    if b is not None:
        y += b.astype(np.float64)[None, :, None, None]
    return y


def _conv_transpose2d64(x, w, b, stride, pads, dilation, groups, output_padding):
    """ONNX ConvTranspose-11 on NCHW x and weight [C, M / groups, kH, kW] in
    float64, scattered: each x element times each tap added at oh * stride -
    top + i * dilation (w likewise), the full result cut by the pads, bias [M]
    when given. None when the rule refuses."""
    n_, c_, h_, w_ = x.shape
    if w.ndim != 4 or w.shape[0] != c_ or c_ % groups or min(h_, w_) < 1:
        return None
    _c, mg, kh, kw = w.shape
    if any(not 0 <= output_padding[j] < stride[j] for j in range(2)):
        return None
    oh = stride[0] * (h_ - 1) + output_padding[0] + dilation[0] * (kh - 1) + 1 - pads[0] - pads[2]
    ow = stride[1] * (w_ - 1) + output_padding[1] + dilation[1] * (kw - 1) + 1 - pads[1] - pads[3]
    if oh < 1 or ow < 1 or kh < 1 or kw < 1:
        return None
    # the full result, from -top (-left) on, long enough for every tap and the output
    fh = max(stride[0] * (h_ - 1) + dilation[0] * (kh - 1) + 1, pads[0] + oh)
    fw = max(stride[1] * (w_ - 1) + dilation[1] * (kw - 1) + 1, pads[1] + ow)
    full = np.zeros((n_, mg * groups, fh, fw))
    cg = c_ // groups
    for g in range(groups):
        xs = x[:, g * cg:(g + 1) * cg].astype(np.float64)
        ws = w[g * cg:(g + 1) * cg].astype(np.float64)
        for i in range(kh):
            for j in range(kw):
                h0, w0 = i * dilation[0], j * dilation[1]
                full[:, g * mg:(g + 1) * mg, h0:h0 + stride[0] * (h_ - 1) + 1:stride[0],
                     w0:w0 + stride[1] * (w_ - 1) + 1:stride[1]] += np.einsum("nchw,cm->nmhw", xs, ws[:, :, i, j])
    y = full[:, :, pads[0]:pads[0] + oh, pads[1]:pads[1] + ow]
    if b is not None:
        y = y + b.astype(np.float64)[None, :, None, None]
    return y


def _conv_transpose2d(x, w, b, stride, pads, dilation, groups, output_padding):
    y = _conv_transpose2d64(x, w, b, stride, pads, dilation, groups, output_padding)
    return None if y is None else y.astype(x.dtype)


def _conv_transpose2d_backward_input(dy, w, x, stride, pads, dilation, groups, output_padding):
    """conv_transpose2d's x gradient: conv2d(dy, weight) without bias, of x's shape."""
    return _conv2d(dy, w, None, stride, pads, dilation, groups).astype(dy.dtype)


def _conv2d_grads(dy, x, w, stride, pads, dilation, groups):
    """(dx, dw) of conv2d in float64, the adjoint of _conv2d: every product
    x * w that made an output, weighted by that output's dy."""
    n_, c_, h_, w_ = x.shape
    m_, cg, kh, kw = w.shape
    oh, ow = dy.shape[2:]
    xp = np.zeros((n_, c_, h_ + pads[0] + pads[2], w_ + pads[1] + pads[3]))
    xp[:, :, pads[0]:pads[0] + h_, pads[1]:pads[1] + w_] = x
    dxp = np.zeros_like(xp)
    dw = np.zeros(w.shape)
    g64 = dy.astype(np.float64)
    mg = m_ // groups
    for g in range(groups):
        cs, ms = slice(g * cg, (g + 1) * cg), slice(g * mg, (g + 1) * mg)
        for i in range(kh):
            for j in range(kw):
                h0, w0 = i * dilation[0], j * dilation[1]
                at = (slice(None), cs, slice(h0, h0 + stride[0] * (oh - 1) + 1, stride[0]),
                      slice(w0, w0 + stride[1] * (ow - 1) + 1, stride[1]))
                dw[ms, :, i, j] = np.einsum("nmhw,nchw->mc", g64[:, ms], xp[at])
                dxp[at] += np.einsum("nmhw,mc->nchw", g64[:, ms], w[ms, :, i, j].astype(np.float64))
    return dxp[:, :, pads[0]:pads[0] + h_, pads[1]:pads[1] + w_], dw


def _conv2d_backward(which: str):
    def fn(dy, a, b, stride, pads, dilation, groups):
        x, w = (b, a) if which == "input" else (a, b)
        dx, dw = _conv2d_grads(dy, x, w, stride, pads, dilation, groups)
        return (dx if which == "input" else dw).astype(dy.dtype)
    return fn


def _conv2d_rounded(x, w, b, stride, pads, dilation, groups):
    y = _conv2d(x, w, b, stride, pads, dilation, groups)
    return None if y is None else y.astype(x.dtype)


def _nd_geom(n, stride, pads, dilation, output_padding=()):
    """conv's and conv_transpose's attributes of n spatial axes (empty lists:
    the defaults) as three axes, the missing ones in front (length 1, stride
    1, no pads): (stride, begins, ends, dilation, output_padding), or None
    when a list's length does not fit n."""
    if len(stride) not in (0, n) or len(pads) not in (0, 2 * n) or len(dilation) not in (0, n) or len(
            output_padding) not in (0, n):
        return None
    front = 3 - n
    s = [1] * front + (list(stride) or [1] * n)
    lo = [0] * front + (list(pads[:n]) or [0] * n)
    hi = [0] * front + (list(pads[n:]) or [0] * n)
    dl = [1] * front + (list(dilation) or [1] * n)
    op = [0] * front + (list(output_padding) or [0] * n)
    return s, lo, hi, dl, op


def _lift(t, n):
    """[N, C, D1..Dn] as [N, C, 1.., D1..Dn] of three spatial axes."""
    return t.reshape(t.shape[:2] + (1,) * (3 - n) + t.shape[2:])


def _convnd64(x, w, b, stride, pads, dilation, groups):
    """ONNX Conv-11 over 1 to 3 spatial axes (the weight's rank less 2) in
    float64: zero padding, grouped channels, bias [M] when given. None when
    the rule refuses (ranks, channels, groups, a kernel longer than the padded
    input)."""
    n = w.ndim - 2
    if not 1 <= n <= 3 or x.ndim != w.ndim:
        return None
    geom = _nd_geom(n, stride, pads, dilation)
    if geom is None:
        return None
    s, lo, hi, dl, _op = geom
    n_, c_ = x.shape[:2]
    m_, cg = w.shape[:2]
    if c_ % groups or m_ % groups or cg != c_ // groups or min(w.shape[2:]) < 1:
        return None
    x3, w3 = _lift(x.astype(np.float64), n), _lift(w.astype(np.float64), n)
    d, k = x3.shape[2:], w3.shape[2:]
    span = [d[j] + lo[j] + hi[j] - dl[j] * (k[j] - 1) - 1 for j in range(3)]
    if min(span) < 0:
        return None
    out = [span[j] // s[j] + 1 for j in range(3)]
    xp = np.zeros((n_, c_) + tuple(d[j] + lo[j] + hi[j] for j in range(3)))
    xp[:, :, lo[0]:lo[0] + d[0], lo[1]:lo[1] + d[1], lo[2]:lo[2] + d[2]] = x3
    y = np.zeros((n_, m_) + tuple(out))
    mg = m_ // groups
    for g in range(groups):
        xs = xp[:, g * cg:(g + 1) * cg]
        for t in itertools.product(*(range(kk) for kk in k)):
            at = tuple(slice(t[j] * dl[j], t[j] * dl[j] + s[j] * (out[j] - 1) + 1, s[j]) for j in range(3))
            y[:, g * mg:(g + 1) * mg] += np.einsum("ncdhw,mc->nmdhw", xs[(slice(None), slice(None)) + at],
                                                   w3[g * mg:(g + 1) * mg][(slice(None), slice(None)) + t])
    if b is not None:
        y += b.astype(np.float64)[None, :, None, None, None]
    return y.reshape((n_, m_) + tuple(out[3 - n:]))


def _convnd_grads(dy, x, w, stride, pads, dilation, groups):
    """(dx, dw) of conv in float64, the adjoint of _convnd64: every product
    x * w that made an output, weighted by that output's dy."""
    n = w.ndim - 2
    s, lo, hi, dl, _op = _nd_geom(n, stride, pads, dilation)
    x3, w3, g3 = _lift(x.astype(np.float64), n), _lift(w.astype(np.float64), n), _lift(dy.astype(np.float64), n)
    n_, c_ = x.shape[:2]
    m_, cg = w.shape[:2]
    d, k, out = x3.shape[2:], w3.shape[2:], g3.shape[2:]
    dxp = np.zeros((n_, c_) + tuple(d[j] + lo[j] + hi[j] for j in range(3)))
    xp = np.zeros_like(dxp)
    xp[:, :, lo[0]:lo[0] + d[0], lo[1]:lo[1] + d[1], lo[2]:lo[2] + d[2]] = x3
    dw = np.zeros(w3.shape)
    mg = m_ // groups
    for g in range(groups):
        cs, ms = slice(g * cg, (g + 1) * cg), slice(g * mg, (g + 1) * mg)
        for t in itertools.product(*(range(kk) for kk in k)):
            at = (slice(None), cs) + tuple(slice(t[j] * dl[j], t[j] * dl[j] + s[j] * (out[j] - 1) + 1, s[j])
                                           for j in range(3))
            dw[(ms, slice(None)) + t] = np.einsum("nmdhw,ncdhw->mc", g3[:, ms], xp[at])
            dxp[at] += np.einsum("nmdhw,mc->ncdhw", g3[:, ms], w3[(ms, slice(None)) + t])
    dx = dxp[:, :, lo[0]:lo[0] + d[0], lo[1]:lo[1] + d[1], lo[2]:lo[2] + d[2]]
    return dx.reshape(x.shape), dw.reshape(w.shape)


def _conv_transposend64(x, w, b, stride, pads, dilation, groups, output_padding):
    """ONNX ConvTranspose-11 over 1 to 3 spatial axes in float64, scattered:
    each x element times each tap added at o * stride - begin + i * dilation,
    the full result cut by the pads, bias [M] when given. None when the rule
    refuses."""
    n = w.ndim - 2
    if not 1 <= n <= 3 or x.ndim != w.ndim or w.shape[0] != x.shape[1] or x.shape[1] % groups:
        return None
    geom = _nd_geom(n, stride, pads, dilation, output_padding)
    if geom is None:
        return None
    s, lo, hi, dl, op = geom
    x3, w3 = _lift(x.astype(np.float64), n), _lift(w.astype(np.float64), n)
    n_, c_ = x.shape[:2]
    mg = w.shape[1]
    d, k = x3.shape[2:], w3.shape[2:]
    if min(d) < 1 or min(k) < 1 or any(not 0 <= op[j] < s[j] for j in range(3)):
        return None
    out = [s[j] * (d[j] - 1) + op[j] + dl[j] * (k[j] - 1) + 1 - lo[j] - hi[j] for j in range(3)]
    if min(out) < 1:
        return None
    lens = tuple(max(s[j] * (d[j] - 1) + dl[j] * (k[j] - 1) + 1, lo[j] + out[j]) for j in range(3))
    full = np.zeros((n_, mg * groups) + lens)
    cg = c_ // groups
    for g in range(groups):
        xs = x3[:, g * cg:(g + 1) * cg]
        for t in itertools.product(*(range(kk) for kk in k)):
            at = (slice(None), slice(g * mg, (g + 1) * mg)) + tuple(
                slice(t[j] * dl[j], t[j] * dl[j] + s[j] * (d[j] - 1) + 1, s[j]) for j in range(3))
            full[at] += np.einsum("ncdhw,cm->nmdhw", xs, w3[(slice(g * cg, (g + 1) * cg), slice(None)) + t])
    y = full[:, :, lo[0]:lo[0] + out[0], lo[1]:lo[1] + out[1], lo[2]:lo[2] + out[2]]
    if b is not None:
        y = y + b.astype(np.float64)[None, :, None, None, None]
    return y.reshape((n_, mg * groups) + tuple(out[3 - n:]))


def _conv_rounded(x, w, b, stride, pads, dilation, groups):
    y = _convnd64(x, w, b, stride, pads, dilation, groups)
    return None if y is None else y.astype(x.dtype)


def _conv_backward(which: str):
    def fn(dy, a, b, stride, pads, dilation, groups):
        x, w = (b, a) if which == "input" else (a, b)
        dx, dw = _convnd_grads(dy, x, w, stride, pads, dilation, groups)
        return (dx if which == "input" else dw).astype(dy.dtype)
    return fn


def _conv_backward_bias(dy):
    """conv's bias gradient: dy summed over every axis but 1."""
    return dy.astype(np.float64).sum(axis=(0,) + tuple(range(2, dy.ndim))).astype(dy.dtype)


def _conv_transpose_rounded(x, w, b, stride, pads, dilation, groups, output_padding):
    y = _conv_transposend64(x, w, b, stride, pads, dilation, groups, output_padding)
    return None if y is None else y.astype(x.dtype)


def _conv_transpose_backward_input(dy, w, x, stride, pads, dilation, groups, output_padding):
    """conv_transpose's x gradient: conv(dy, weight) without bias, of x's shape."""
    return _convnd64(dy, w, None, stride, pads, dilation, groups).astype(dy.dtype)


def _convnd_abs_sums(op, ins, attrs):
    """The sums an N-d convolution op's result elements add, over |inputs|, in float64."""
    a = [None if t is None else np.abs(t.astype(np.float64)) for t in ins]
    win = (attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()), attrs.get("groups", 1))
    if op == "conv":
        return _convnd64(*a, *win)
    if op in ("conv_backward_input", "conv_backward_weight"):
        return _conv_backward(op.rsplit("_", 1)[1])(*a, *win).astype(np.float64)
    if op == "conv_backward_bias":
        return a[0].sum(axis=(0,) + tuple(range(2, a[0].ndim)))
    if op == "conv_transpose":
        return _conv_transposend64(*a, *win, attrs.get("output_padding", ()))
    return _convnd64(a[0], a[1], None, *win)  # conv_transpose_backward_input


def _pool_windows(shape, kernel, stride, pads, ceil_mode):
    """Per spatial axis of shape [N, C, D1..Dk] (k = len(kernel)): for each
    output position, (the positions it reads inside the axis, its count
    inside the padded input); None when no window fits along an axis."""
    n = len(kernel)
    stride = tuple(stride) or (1,) * n
    pads = tuple(pads) or (0,) * (2 * n)
    axes = []
    for j in range(n):
        d, k, s, lo, hi = shape[2 + j], kernel[j], stride[j], pads[j], pads[n + j]
        o_n = window_out(d, k, s, 1, lo, hi, ceil_mode)
        if o_n < 1:
            return None
        axes.append([(window_taps(o, d, k, s, 1, lo), min(o * s - lo + k, d + hi) - (o * s - lo))
                     for o in range(o_n)])
    return axes


def _avg_pool64(x, kernel, stride, pads, ceil_mode, count_include_pad):
    """ONNX AveragePool (count_include_pad as PyTorch's divisor in ceil_mode) in
    float64, over 1 to 3 spatial axes; None when the rule refuses."""
    x = np.asarray(x, np.float64)
    axes = _pool_windows(x.shape, kernel, stride, pads, ceil_mode)
    if axes is None or len(x.shape) != 2 + len(kernel):
        return None
    if x.shape[0] * x.shape[1] and not count_include_pad and not all(t for ax in axes for t, _c in ax):
        return None
    y = np.zeros(x.shape[:2] + tuple(len(ax) for ax in axes))
    for o in itertools.product(*[range(len(ax)) for ax in axes]):
        taps = [axes[j][o[j]][0] for j in range(len(o))]
        count = math.prod(axes[j][o[j]][1] if count_include_pad else len(taps[j]) for j in range(len(o)))
        if count == 0:
            continue
        y[(slice(None), slice(None)) + o] = x[(slice(None), slice(None)) + np.ix_(*taps)].sum(
            axis=tuple(range(2, 2 + len(o)))) / count
    return y


def _avg_pool(x, kernel, stride, pads, ceil_mode, count_include_pad):
    y = _avg_pool64(x, kernel, stride, pads, ceil_mode, count_include_pad)
    return None if y is None else y.astype(x.dtype)


def _avg_pool_backward64(dy, shape, kernel, stride, pads, ceil_mode, count_include_pad):
    """avg_pool's gradient in float64: each dy element divided by its window's
    count, added at the window's taps inside x."""
    dy = np.asarray(dy, np.float64)
    axes = _pool_windows(tuple(shape), kernel, stride, pads, ceil_mode)
    dx = np.zeros(tuple(shape))
    for o in itertools.product(*[range(len(ax)) for ax in axes]):
        taps = [axes[j][o[j]][0] for j in range(len(o))]
        count = math.prod(axes[j][o[j]][1] if count_include_pad else len(taps[j]) for j in range(len(o)))
        if count == 0 or not all(taps):
            continue
        dx[(slice(None), slice(None)) + np.ix_(*taps)] += (dy[(slice(None), slice(None)) + o] / count)[
            (...,) + (None,) * len(o)]
    return dx


def _max_pool(x, kernel, stride, pads, dilation, ceil_mode, storage_order=0):
    """(y, indices) of ONNX MaxPool-12 over 1 to 3 spatial axes (the kernel's
    length): padding is never a candidate, the first maximum in row-major
    order of the taps wins, a NaN is beyond every number (the first NaN
    wins); indices plane * D1..Dk plus the position in the plane, row-major
    (storage_order 0) or column-major (1, the first spatial axis fastest).
    None when a window reads padding alone or no window fits."""
    n = len(kernel)
    if not 1 <= n <= 3 or x.ndim != 2 + n:
        return None
    stride, dilation = list(stride) or [1] * n, list(dilation) or [1] * n
    pads = list(pads) or [0] * (2 * n)
    d = x.shape[2:]
    outs = [window_out(d[j], kernel[j], stride[j], dilation[j], pads[j], pads[n + j], ceil_mode) for j in range(n)]
    if min(outs) < 1:
        return None
    taps = [[window_taps(o, d[j], kernel[j], stride[j], dilation[j], pads[j]) for o in range(outs[j])]
            for j in range(n)]
    if x.shape[0] * x.shape[1] and any(not t for tj in taps for t in tj):
        return None
    y = np.zeros(x.shape[:2] + tuple(outs), x.dtype)
    idx = np.zeros(y.shape, np.int64)
    plane = int(np.prod(d))
    flat = x.reshape(x.shape[0] * x.shape[1], plane)
    for p in range(flat.shape[0]):
        for o in itertools.product(*(range(v) for v in outs)):
            pos = list(itertools.product(*(taps[j][o[j]] for j in range(n))))
            rows = [int(np.ravel_multi_index(q, d)) for q in pos]
            vals = flat[p, rows]
            nan = np.isnan(vals) if x.dtype.kind == "f" else np.zeros(len(vals), bool)
            k = int(np.argmax(nan)) if nan.any() else int(np.argmax(vals))
            at = rows[k] if not storage_order else int(np.ravel_multi_index(pos[k], d, order="F"))
            y.reshape(flat.shape[0], -1)[p, int(np.ravel_multi_index(o, outs))] = vals[k]
            idx.reshape(flat.shape[0], -1)[p, int(np.ravel_multi_index(o, outs))] = p * plane + at
    return y, idx


def _max_pool_backward(dy, idx, shape, storage_order=0):
    """dx of `shape`: zeros, then each element of dy added where its index
    (storage_order's order) points, in order (np.add.at keeps it)."""
    shape = tuple(shape)
    plane = int(np.prod(shape[2:]))
    at = idx.reshape(-1).astype(np.int64)
    if storage_order:
        inner = np.ravel_multi_index(np.unravel_index(at % plane, shape[2:], order="F"), shape[2:])
        at = at - at % plane + inner
    dx = np.zeros(int(np.prod(shape)), dy.dtype)
    np.add.at(dx, at, dy.reshape(-1))
    return dx.reshape(shape)


def _group_stats(x, groups, epsilon):
    """x [N, C, ...] as [N, G, m] in float64, its groups' mean and 1 / sqrt(var + epsilon) ([N, G, 1])."""
    d = np.asarray(x, np.float64).reshape(x.shape[0], groups, -1) if x.size else \
        np.zeros((x.shape[0], groups, 0))
    with np.errstate(all="ignore"):
        m = d.mean(axis=-1, keepdims=True)
        inv = 1.0 / np.sqrt(((d - m) ** 2).mean(axis=-1, keepdims=True) + epsilon)
    return d, m, inv


def _per_channel(t, x):
    """scale or bias [C] broadcast against x [N, C, ...]."""
    return np.asarray(t, np.float64).reshape((1, -1) + (1,) * (x.ndim - 2))


def _group_norm64(x, scale, bias, num_groups, epsilon):
    """PyTorch's group_norm in float64."""
    if x.size == 0:
        return np.zeros(x.shape)
    d, m, inv = _group_stats(x, num_groups, epsilon)
    with np.errstate(all="ignore"):
        y = ((d - m) * inv).reshape(x.shape)
        if scale is not None:
            y = y * _per_channel(scale, x)
        if bias is not None:
            y = y + _per_channel(bias, x)
    return y


def _group_norm(x, scale, bias, num_groups, epsilon):
    return _group_norm64(x, scale, bias, num_groups, epsilon).astype(x.dtype)


def _group_norm_backward64(dy, x, scale, num_groups, epsilon, wrt):
    """group_norm's gradient with respect to x (wrt 0), scale (1) or bias (2), in float64."""
    c = x.shape[1]
    if x.size == 0:
        return np.zeros(x.shape if wrt == 0 else (c,))
    d, m, inv = _group_stats(x, num_groups, epsilon)
    g = np.asarray(dy, np.float64)
    axes = (0,) + tuple(range(2, x.ndim))
    with np.errstate(all="ignore"):
        xhat = ((d - m) * inv).reshape(x.shape)
        if wrt == 1:
            return (g * xhat).sum(axis=axes)
        if wrt == 2:
            return g.sum(axis=axes)
        if scale is not None:
            g = g * _per_channel(scale, x)
        gg, xh = g.reshape(d.shape), xhat.reshape(d.shape)
        dx = inv * (gg - gg.mean(axis=-1, keepdims=True) - xh * (gg * xh).mean(axis=-1, keepdims=True))
    return dx.reshape(x.shape)


def _group_norm_backward(dy, x, scale, num_groups, epsilon, wrt):
    return _group_norm_backward64(dy, x, scale, num_groups, epsilon, wrt).astype(dy.dtype)


def _group_norm_bound(op, ins, attrs, want):
    """An absolute bound per element: one rounding to the dtype, plus what sums of m terms in
    another order change in float64, carried through x - mean (at most the group's largest |x|
    times inv) and the products after it."""
    x = ins[1] if op == "group_norm_backward" else ins[0]
    groups, eps = attrs["num_groups"], attrs.get("epsilon", 1e-5)
    ulp, e64 = float(np.finfo(want.dtype).eps), float(np.finfo(np.float64).eps)
    if x.size == 0:
        return np.zeros(want.shape)
    d, m, inv = _group_stats(x, groups, eps)
    n = d.shape[-1] + 1
    with np.errstate(all="ignore"):
        mag = np.abs(d).max(axis=-1, keepdims=True)
        rel = 8 * n * e64 * (1 + mag * inv)  # the relative error of xhat, inv and the group's means
        if op == "group_norm":
            w = np.abs(_per_channel(ins[1], x)) if ins[1] is not None else 1.0
            b = np.abs(_per_channel(ins[2], x)) if ins[2] is not None else 0.0
            xh = np.broadcast_to(mag * inv, d.shape).reshape(x.shape)
            spread = rel.repeat(d.shape[-1], -1).reshape(x.shape)
            out = ulp * np.abs(want.astype(np.float64)) + (spread * xh + e64) * w + ulp * b
        else:
            wrt = attrs.get("wrt", 0)
            g = np.abs(ins[0].astype(np.float64))
            xh = np.broadcast_to(mag * inv, d.shape).reshape(x.shape)
            if wrt == 2:
                s = g.sum(axis=(0,) + tuple(range(2, x.ndim)))
                return ulp * np.abs(want.astype(np.float64)) + 2 * n * x.shape[0] * e64 * s
            if wrt == 1:
                r = rel.repeat(d.shape[-1], -1).reshape(x.shape)
                s = (g * xh * (1 + r)).sum(axis=(0,) + tuple(range(2, x.ndim)))
                return ulp * np.abs(want.astype(np.float64)) + (8 * n * x.shape[0] * e64 + rel.max()) * s
            if ins[2] is not None:
                g = g * np.abs(_per_channel(ins[2], x))
            gg = g.reshape(d.shape)
            s = inv * (gg + gg.mean(axis=-1, keepdims=True)
                       + (mag * inv) * (gg * mag * inv).mean(axis=-1, keepdims=True))
            out = ulp * np.abs(want.astype(np.float64)) + (rel * s).reshape(x.shape)
    return np.nan_to_num(out, nan=0.0, posinf=np.inf)


def _adaptive_windows(d: int, n: int) -> list[range]:
    """PyTorch's adaptive windows of an axis of length d into n: [floor(o * d / n), ceil((o + 1) * d / n))."""
    return [range(o * d // n, -(-(o + 1) * d // n)) for o in range(n)]


def _adaptive_avg_pool64(x, output_size):
    """adaptive_avg_pool in float64 (each window's mean); None when the rule refuses."""
    x = np.asarray(x, np.float64)
    k = len(output_size)
    if not 1 <= k <= 3 or x.ndim != 2 + k or min(output_size) < 1 or min(x.shape[2:]) < 1:
        return None
    wins = [_adaptive_windows(x.shape[2 + j], output_size[j]) for j in range(k)]
    y = np.zeros(x.shape[:2] + tuple(output_size))
    for o in itertools.product(*[range(n) for n in output_size]):
        taps = [list(wins[j][o[j]]) for j in range(k)]
        y[(slice(None), slice(None)) + o] = x[(slice(None), slice(None)) + np.ix_(*taps)].reshape(
            x.shape[:2] + (math.prod(len(t) for t in taps),)).mean(axis=-1)
    return y


def _adaptive_avg_pool(x, output_size):
    y = _adaptive_avg_pool64(x, output_size)
    return None if y is None else y.astype(x.dtype)


def _adaptive_avg_pool_backward64(dy, shape, absolute=False):
    """adaptive_avg_pool's gradient in float64: each dy element divided by its window's taps, added at them."""
    dy = np.asarray(dy, np.float64)
    dy = np.abs(dy) if absolute else dy
    k = len(shape) - 2
    wins = [_adaptive_windows(shape[2 + j], dy.shape[2 + j]) for j in range(k)]
    dx = np.zeros(tuple(shape))
    for o in itertools.product(*[range(n) for n in dy.shape[2:]]):
        taps = [list(wins[j][o[j]]) for j in range(k)]
        count = math.prod(len(t) for t in taps)
        dx[(slice(None), slice(None)) + np.ix_(*taps)] += (dy[(slice(None), slice(None)) + o] / count)[
            (...,) + (None,) * k]
    return dx


def _adaptive_avg_pool_backward(dy, shape):
    return _adaptive_avg_pool_backward64(dy, shape).astype(dy.dtype)


def _adaptive_max_pool(x, output_size):
    """adaptive_max_pool: each window's maximum (the first in row-major order wins a tie, the first NaN
    any) and its index over the whole input; None when the rule refuses."""
    k = len(output_size)
    if not 1 <= k <= 3 or x.ndim != 2 + k or min(output_size) < 1 or min(x.shape[2:]) < 1:
        return None
    wins = [_adaptive_windows(x.shape[2 + j], output_size[j]) for j in range(k)]
    plane = math.prod(x.shape[2:])
    y = np.zeros(x.shape[:2] + tuple(output_size), x.dtype)
    idx = np.zeros(y.shape, np.int64)
    base = (np.arange(x.shape[0] * x.shape[1]) * plane).reshape(x.shape[:2])
    for o in itertools.product(*[range(n) for n in output_size]):
        taps = [list(wins[j][o[j]]) for j in range(k)]
        w = x[(slice(None), slice(None)) + np.ix_(*taps)].reshape(x.shape[:2] + (math.prod(len(t) for t in taps),))
        pos = np.stack(np.meshgrid(*taps, indexing="ij"), -1).reshape(-1, k)
        flat = np.ravel_multi_index(tuple(pos.T), x.shape[2:]) if w.shape[-1] else np.zeros(0, np.int64)
        nan = np.isnan(w)
        pick = np.where(nan.any(-1), nan.argmax(-1), np.argmax(np.where(nan, -np.inf, w), -1)) if w.size else \
            np.zeros(x.shape[:2], np.int64)
        if w.size:
            y[(slice(None), slice(None)) + o] = np.take_along_axis(w, pick[..., None], -1)[..., 0]
            idx[(slice(None), slice(None)) + o] = base + flat[pick]
    return y, idx


def _lp_pool64(x, kernel, stride, pads, p):
    """ONNX LpPool-11 in float64 over 1 to 3 spatial axes: (sum |x|^p)^(1/p)
    over each window's taps inside x (zero pads add nothing), scaled by the
    window's largest |x|; None when the rule refuses."""
    x = np.asarray(x, np.float64)
    axes = _pool_windows(x.shape, kernel, stride, pads, False)
    if axes is None or len(x.shape) != 2 + len(kernel) or p < 1:
        return None
    y = np.zeros(x.shape[:2] + tuple(len(ax) for ax in axes))
    with np.errstate(all="ignore"):
        for o in itertools.product(*[range(len(ax)) for ax in axes]):
            taps = [axes[j][o[j]][0] for j in range(len(o))]
            w = np.abs(x[(slice(None), slice(None)) + np.ix_(*taps)]).reshape(
                x.shape[:2] + (math.prod(len(t) for t in taps),))
            if w.shape[-1] == 0:
                continue
            m = np.max(w, axis=-1, keepdims=True)
            ok = (m > 0) & np.isfinite(m)
            scaled = np.where(ok, w / np.where(ok, m, 1), 0)
            r = m[..., 0] * np.sum(scaled ** p, axis=-1) ** (1.0 / p)
            y[(slice(None), slice(None)) + o] = np.where(ok[..., 0], r, m[..., 0])
    return y


def _lp_pool(x, kernel, stride, pads, p):
    y = _lp_pool64(x, kernel, stride, pads, p)
    return None if y is None else y.astype(x.dtype)


def _lp_share(x, y, p):
    """sign(x) * (|x| / y)^(p - 1), 0 where x or y is 0 (lp_pool's derivative)."""
    with np.errstate(all="ignore"):
        r = np.sign(x) * np.power(np.abs(x) / np.where(y == 0, 1, y), p - 1)
    return np.where((y == 0) | (x == 0), 0.0, r)


def _lp_pool_backward64(dy, x, y, kernel, stride, pads, p, absolute=False):
    """lp_pool's gradient in float64: each dy element times lp_pool's
    derivative at each tap of its window inside x, summed (absolute: of the
    terms' magnitudes, for the bound)."""
    dy, x, y = (np.asarray(t, np.float64) for t in (dy, x, y))
    axes = _pool_windows(x.shape, kernel, stride, pads, False)
    dx = np.zeros(x.shape)
    for o in itertools.product(*[range(len(ax)) for ax in axes]):
        taps = [axes[j][o[j]][0] for j in range(len(o))]
        if not all(taps):
            continue
        at = (slice(None), slice(None)) + np.ix_(*taps)
        yo = y[(slice(None), slice(None)) + o][(...,) + (None,) * len(o)]
        g = dy[(slice(None), slice(None)) + o][(...,) + (None,) * len(o)] * _lp_share(x[at], yo, p)
        dx[at] += np.abs(g) if absolute else g
    return dx


def _lp_pool_backward(dy, x, y, kernel, stride, pads, p):
    return _lp_pool_backward64(dy, x, y, kernel, stride, pads, p).astype(dy.dtype)


def _avg_pool_backward(dy, shape, kernel, stride, pads, ceil_mode, count_include_pad):
    return _avg_pool_backward64(dy, shape, kernel, stride, pads, ceil_mode, count_include_pad).astype(dy.dtype)


def _max_pool2d_backward(dy, idx, shape):
    """dx of `shape`: zeros, then each element of dy added at its flat index, in
    order (np.add.at keeps it, so the sums round as the kernel's do)."""
    dx = np.zeros(int(np.prod(shape)), dy.dtype)
    np.add.at(dx, idx.reshape(-1), dy.reshape(-1))
    return dx.reshape(tuple(shape))


def _gather_backward(dy, idx, shape, axis):
    """dx of `shape`: zeros, then each entry of dy added along `axis` at its index
    (negative ones from the end), in the order of the indices (np.add.at keeps
    it, so repeated indices sum as the kernel's do)."""
    a = axis % len(shape)
    at = idx.astype(np.int64)
    at = np.where(at < 0, at + shape[a], at)
    dx = np.zeros(tuple(shape), dy.dtype)
    np.add.at(dx, (slice(None),) * a + (at,), dy)
    return dx


def _slice_index(shape, starts, ends, axes, steps):
    """The NumPy index of ONNX Slice-13, from the operator's text: axes empty
    means 0 .. n-1, steps empty 1s; a negative start or end adds the axis's
    length, then both clamp to [0, dim] (a positive step) or start to
    [0, dim - 1] and end to [-1, dim - 1] (a negative step, -1 meaning past
    the first element, which a Python slice spells None)."""
    n = len(starts)
    axes = list(axes) or list(range(n))
    steps = list(steps) or [1] * n
    idx = [slice(None)] * len(shape)
    for s, e, a, st in zip(starts, ends, axes, steps):
        a %= len(shape)
        d = shape[a]
        s, e = (s + d if s < 0 else s), (e + d if e < 0 else e)
        if st > 0:
            s, e = min(max(s, 0), d), min(max(e, 0), d)
        else:
            s, e = min(max(s, 0), d - 1), min(max(e, -1), d - 1)
        idx[a] = slice(s, None if e < 0 else e, st)
    return tuple(idx)


def _slice(x, starts, ends, axes, steps):
    return x[_slice_index(x.shape, starts, ends, axes, steps)].copy()


def _slice_backward(dy, shape, starts, ends, axes, steps):
    dx = np.zeros(tuple(shape), dy.dtype)
    dx[_slice_index(tuple(shape), starts, ends, axes, steps)] = dy
    return dx


def _cumsum(x, axis, exclusive, reverse):
    """ONNX CumSum-14 along axis: floats summed in float64 in order and each sum
    rounded once (NumPy's cumsum is sequential), integers wrapping in their dtype."""
    acc = np.float64 if x.dtype.kind == "f" else x.dtype
    y = np.flip(x, axis) if reverse else x
    with np.errstate(all="ignore"):
        s = np.cumsum(y.astype(acc), axis=axis, dtype=acc)
    if exclusive:
        s = np.concatenate([np.zeros_like(np.take(s, [0], axis=axis)), np.delete(s, -1, axis=axis)], axis=axis) \
            if x.shape[axis] else s
    s = np.flip(s, axis) if reverse else s
    return s.astype(x.dtype)


def _sort_order(row, desc: bool) -> list[int]:
    """The positions of one line in switchyard's order: the values (NaN beyond
    every number, -0 equal to +0), best first, then the lower index."""
    vals = row.tolist()

    def key(j):
        v = vals[j]
        nan = v != v
        if desc:
            return (0 if nan else 1, 0 if nan else -v, j)
        return (1 if nan else 0, 0 if nan else v, j)
    return sorted(range(len(vals)), key=key)


def _select(x, k, axis, desc):
    """(values, indices) of the first k of each line along axis in that order."""
    a = axis % x.ndim
    moved = np.moveaxis(x, a, -1)
    rows = moved.reshape(-1, moved.shape[-1]) if moved.size else np.zeros((0, moved.shape[-1]), x.dtype)
    idx = np.array([_sort_order(r, desc)[:k] for r in rows], np.int64).reshape(moved.shape[:-1] + (k,))
    vals = np.take_along_axis(moved, idx, axis=-1)
    return np.moveaxis(vals, -1, a).copy(), np.moveaxis(idx, -1, a).copy()


def _topk(x, k, axis, largest, _sorted):
    """ONNX TopK-11 (k of the axis's length at most): best first, the lower index of
    equal values first, NaN beyond every number; always sorted."""
    return _select(x, k, axis, bool(largest))


def _sort(x, axis, descending):
    """A stable sort along axis (torch.sort(stable=True)), NaN beyond every number."""
    return _select(x, x.shape[axis % x.ndim], axis, bool(descending))


def _trilu(x, k, upper):
    """ONNX Trilu-14: k (an i64 tensor of one value, 0 when None) on the last two axes."""
    k = 0 if k is None else int(np.asarray(k).reshape(-1)[0])
    m, n = x.shape[-2:]
    k = min(max(k, -(m + n)), m + n)  # np.tri's mask is the same beyond the matrix
    return (np.triu(x, k) if upper else np.tril(x, k)).astype(x.dtype)


def _depth_to_space(x, b, mode):
    """ONNX DepthToSpace-13's reshape, transpose, reshape; mode 0 DCR, 1 CRD."""
    n, c, h, w = x.shape
    if mode == 0:
        t = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        t = x.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return t.reshape(n, c // (b * b), h * b, w * b).copy()


def _depth_to_space_backward(dy, b, mode):
    """depth_to_space's inverse: the transposes undone (space_to_depth in DCR mode)."""
    n, c, h, w = dy.shape
    t = dy.reshape(n, c, h // b, b, w // b, b)
    t = t.transpose(0, 3, 5, 1, 2, 4) if mode == 0 else t.transpose(0, 1, 3, 5, 2, 4)
    return t.reshape(n, c * b * b, h // b, w // b).copy()


def _space_to_depth(x, b):
    return _depth_to_space_backward(x, b, 0)


def _eye_like(x, k, dtype):
    m, n = x.shape
    k = min(max(int(k), -(m + n)), m + n)
    return np.eye(m, n, k, dtype=NP[dtype])


def _tile_backward(dy, shape, repeats):
    """The sum of dy's tiles (x of `shape`), in double, rounded once."""
    inter = [v for r, d in zip(repeats, shape) for v in (r, d)]
    summed = dy.astype(np.float64).reshape(inter).sum(axis=tuple(range(0, 2 * len(shape), 2)))
    return summed.reshape(shape).astype(dy.dtype)


def _elements_at(indices, shape, axis):
    """The index tuple (for NumPy fancy indexing) of the positions of data of
    `shape` that ONNX GatherElements / ScatterElements address with indices
    along axis: each entry's coordinates, the one along axis replaced by its
    index (negative ones from the end)."""
    a = axis % len(shape)
    at = indices.astype(np.int64)
    at = np.where(at < 0, at + shape[a], at)
    grid = list(np.indices(indices.shape, sparse=True))
    grid[a] = at
    return tuple(np.broadcast_to(g, indices.shape) for g in grid)


def _gather_elements(x, indices, axis):
    return x[_elements_at(indices, x.shape, axis)]


def _gather_elements_backward(dy, indices, shape, axis):
    dx = np.zeros(tuple(shape), dy.dtype)
    np.add.at(dx, _elements_at(indices, tuple(shape), axis), dy)  # in the order of the indices
    return dx


def _combine(reduction: int, a, b):
    """ScatterElements' reductions (0 none, 1 add, 2 mul) of one element: floats in their
    dtype (f16 and bf16 rounded once per update, as the kernel does in f32), integers
    wrapping, bools as or and and."""
    if reduction == 0:
        return b
    if a.dtype == np.bool_:
        return np.logical_or(a, b) if reduction == 1 else np.logical_and(a, b)
    if a.dtype.kind in "iu":
        r = int(a) + int(b) if reduction == 1 else int(a) * int(b)
        return wrap(np.array(r, dtype=object), a.dtype)[()]
    with np.errstate(all="ignore"):
        return (a + b) if reduction == 1 else (a * b)


def _scatter_elements(x, indices, updates, axis, reduction=0):
    """Updates applied one by one in the order of the indices (a repeated position
    under none keeps the last), as ONNX's reference does."""
    out = x.copy()
    at = _elements_at(indices, x.shape, axis)
    for k in np.ndindex(*indices.shape):
        p = tuple(int(g[k]) for g in at)
        out[p] = _combine(reduction, out[p], updates[k])
    return out


def _scatter_elements_backward(dy, indices, updates, axis, reduction=0, wrt_updates=False):
    at = _elements_at(indices, dy.shape, axis)
    if wrt_updates:  # add: dy at each entry's position; none: the same for the last entry of a position
        out = dy[at].copy()
        if reduction == 0:
            seen = set()
            for k in reversed(list(np.ndindex(*indices.shape))):
                p = tuple(int(g[k]) for g in at)
                if p in seen:
                    out[k] = 0
                seen.add(p)
        return out
    out = dy.copy()
    for k in np.ndindex(*indices.shape):
        p = tuple(int(g[k]) for g in at)
        out[p] = 0 if reduction == 0 else out[p] if reduction == 1 else out[p] * updates[k]
    return out


def _nd_blocks(indices, shape, batch_dims=0):
    """For ONNX GatherND / ScatterND: each tuple of indices (the last axis) as
    the index tuple of the slice of data of `shape` it picks, in the order of
    the indices, batch axes included (negative indices from the end)."""
    b, m = batch_dims, indices.shape[-1]
    idx = indices.astype(np.int64)
    out = []
    for k in np.ndindex(*indices.shape[:-1]):
        tup = tuple(int(v) + (shape[b + j] if v < 0 else 0) for j, v in enumerate(idx[k]))
        out.append((k, tuple(k[:b]) + tup))
    assert all(len(p) == b + m for _, p in out)
    return out


def _gather_nd(x, indices, batch_dims=0):
    out = np.empty(indices.shape[:-1] + x.shape[batch_dims + indices.shape[-1]:], x.dtype)
    for k, p in _nd_blocks(indices, x.shape, batch_dims):
        out[k] = x[p]
    return out


def _gather_nd_backward(dy, indices, shape, batch_dims=0):
    dx = np.zeros(tuple(shape), dy.dtype)
    for k, p in _nd_blocks(indices, tuple(shape), batch_dims):
        dx[p] += dy[k]
    return dx


def _scatter_nd(x, indices, updates, reduction=0):
    out = x.copy()
    for k, p in _nd_blocks(indices, x.shape):
        if reduction == 0:
            out[p] = updates[k]
            continue
        for e in np.ndindex(*x.shape[len(p):]):
            out[p + e] = _combine(reduction, out[p + e], updates[k + e])
    return out


def _scatter_nd_backward(dy, indices, updates, reduction=0, wrt_updates=False):
    blocks = _nd_blocks(indices, dy.shape)
    if wrt_updates:  # add: dy at each update's elements; none: the same for the last update of an element
        out = np.zeros(updates.shape, dy.dtype)
        for k, p in blocks:
            out[k] = dy[p]
        if reduction == 0:
            seen = np.zeros(dy.shape, bool)
            for k, p in reversed(blocks):
                out[k] = np.where(seen[p], 0, out[k])
                seen[p] = True
        return out
    out = dy.copy()
    for k, p in blocks:
        out[p] = 0 if reduction == 0 else out[p] if reduction == 1 else out[p] * updates[k]
    return out


def _one_hot(indices, values, depth, axis=-1):
    """ONNX OneHot-11 as its specification says: on where the index (negative ones from
    the end) is the position along the new axis, off elsewhere, and off along the whole
    axis for an index outside -depth..depth-1."""
    a = axis % (indices.ndim + 1)
    at = indices.astype(np.int64)
    valid = (at >= -depth) & (at < depth)
    at = np.where(at < 0, at + depth, at)
    pos = np.arange(depth).reshape((depth,) + (1,) * (indices.ndim - a))
    hot = np.expand_dims(at, a) == pos
    hot &= np.expand_dims(valid, a)
    return np.where(hot, values[1], values[0]).astype(values.dtype)


def _one_hot_backward(dy, indices, axis=-1):
    depth = dy.shape[axis % dy.ndim]
    hot = _one_hot(indices, np.array([False, True]), depth, axis)
    sums = [0.0, 0.0]  # in double, in the order of dy's elements, as the kernel adds: then rounded once
    for v, h in zip(dy.astype(np.float64).ravel().tolist(), hot.ravel().tolist()):
        sums[h] += v
    return np.array(sums).astype(dy.dtype)


def _erfc(x):
    return np.vectorize(math.erfc, otypes=[np.float64])(x)


def _gelu(x, mode):
    """PyTorch's gelu in f64: x * Phi(x) (mode 0), or its tanh form (mode 1),
    as 0.5 * x * erfc(-x / sqrt(2)) and x * sigmoid(2u), whose tails do not cancel."""
    with np.errstate(all="ignore"):
        if mode:
            return x / (1 + np.exp(-2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
        return 0.5 * x * _erfc(-x / math.sqrt(2))


def _gelu_term(x, mode):
    """The first term of gelu's derivative (Phi(x), or its tanh form's logistic)."""
    with np.errstate(all="ignore"):
        if mode:
            return 1 / (1 + np.exp(-2 * math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))
        return 0.5 * _erfc(-x / math.sqrt(2))


def _gelu_grad(x, mode):
    """gelu's derivative in f64 (PyTorch's gelu_backward's formulas)."""
    with np.errstate(all="ignore"):
        if mode:
            k = math.sqrt(2 / math.pi)
            s = 1 / (1 + np.exp(-2 * k * (x + 0.044715 * x ** 3)))
            return s + 2 * x * s * (1 - s) * k * (1 + 3 * 0.044715 * x * x)
        return 0.5 * _erfc(-x / math.sqrt(2)) + x * np.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)


def _act(fn):
    """An activation of float parameters (and hard_swish, mish, prelu): in
    f64 from the exact elements, the parameters rounded to f32 (ONNX's float
    attributes), rounded once to x's dtype, as the kernels compute."""
    def run(x, *rest):
        params = [v if isinstance(v, np.ndarray) else float(np.float32(v)) for v in rest]
        params = [v.astype(np.float64) if isinstance(v, np.ndarray) else v for v in params]
        with np.errstate(all="ignore"):
            return np.asarray(fn(x.astype(np.float64), *params)).astype(x.dtype)
    return run


def _shrink(x, a, b):
    return np.where(x < -a, x + b, np.where(x > a, x - b, 0.0))


def _hard_sigmoid(x, a, b):
    v = a * x + b
    return np.where(v < 0, 0.0, np.where(v > 1, 1.0, v))


def _clip(x, low, high):
    """ONNX Clip-13: min(max(x, low), high); a NaN bound gives NaN (NumPy's clip)."""
    y = x.copy()
    for b, beyond in ((low, np.less), (high, np.greater)):
        if b is not None:
            s = b.reshape(())
            y = np.where(beyond(y, s) | (s != s), s, y).astype(x.dtype)
    return y


NO_IGNORE = -2 ** 61  # nll_loss's ignore_index left out: nothing is ignored


def _nll_parts(x, target, weight, ignore_index):
    """Per element (n, d...) of target: -weight[t] * x[n, t, d...] and weight[t], both in
    double, 0 where t is ignore_index (ONNX NegativeLogLikelihoodLoss-13)."""
    t = target.astype(np.int64)
    keep = t != ignore_index
    ti = np.where(keep, t, 0)
    xs = np.moveaxis(x.astype(np.float64), 1, -1)  # [N, d..., C]
    picked = np.take_along_axis(xs, ti[..., None], axis=-1)[..., 0]
    w = np.ones(x.shape[1]) if weight is None else weight.astype(np.float64)
    wt = np.where(keep, w[ti], 0.0)
    return np.where(keep, -wt * picked, 0.0), wt, keep, ti


def _nll_loss(x, target, weight=None, reduction=2, ignore_index=NO_IGNORE):
    """none: the loss of target's shape; sum; mean: the sum over the sum of the weights of
    the targets not ignored (0 / 0 is NaN); sums in double (math.fsum), rounded once."""
    loss, wt, _keep, _ti = _nll_parts(x, target, weight, ignore_index)
    if reduction == 0:
        return loss.astype(x.dtype)
    total = math.fsum(loss.ravel().tolist())
    if reduction == 1:
        return np.array(total).astype(x.dtype)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.array(np.float64(total) / np.float64(math.fsum(wt.ravel().tolist()))).astype(x.dtype)


def _nll_loss_backward(dy, target, weight=None, shape=(), reduction=2, ignore_index=NO_IGNORE, wrt_weight=False):
    """dx: -weight[t] * g at x[n, t, d...] for each target not ignored (g: dy's element, dy, or
    dy over the sum of the weights), zeros elsewhere."""
    probe = np.zeros(shape, np.float64)
    _loss, wt, keep, ti = _nll_parts(probe, target, weight, ignore_index)
    g = dy.astype(np.float64)
    if reduction == 2:
        with np.errstate(invalid="ignore", divide="ignore"):
            g = g / np.float64(math.fsum(wt.ravel().tolist()))
    vals = np.where(keep, -wt * g, 0.0)
    dx = np.zeros(np.moveaxis(probe, 1, -1).shape)
    onehot = (np.arange(shape[1]) == ti[..., None]) & keep[..., None]
    dx = np.where(onehot, vals[..., None], 0.0)
    return np.moveaxis(dx, -1, 1).astype(dy.dtype)

# ---- linear algebra -----------------------------------------------------------------


def _det(x):
    """ONNX Det-11: NumPy's linalg.det in f64 of each matrix [..., n, n], rounded once
    (a matrix of n 0 gives 1; an empty batch an empty result)."""
    a = x.astype(np.float64)
    if a.shape[-1] == 0:
        return np.ones(a.shape[:-2], dtype=x.dtype)
    if a.size == 0:
        return np.zeros(a.shape[:-2], dtype=x.dtype)
    with np.errstate(all="ignore"):
        return np.asarray(np.linalg.det(a)).astype(x.dtype)


def _reverse_sequence(x, lens, batch_axis=1, time_axis=0):
    """ONNX ReverseSequence-10: the first lens[b] entries along time_axis reversed in batch entry b."""
    y = x.copy()
    for b, n in enumerate(np.asarray(lens).reshape(-1).tolist()):
        at = [slice(None)] * x.ndim
        at[batch_axis] = b
        at[time_axis] = slice(0, int(n))
        src = list(at)
        src[time_axis] = slice(int(n) - 1, None, -1) if n > 0 else slice(0, 0)
        y[tuple(at)] = x[tuple(src)]
    return y


# ---- ops of data-dependent shape (`shape: values`) -------------------------------


def _nonzero(x):
    """ONNX NonZero-13: NumPy's nonzero as one i64 array [rank, n]."""
    return np.array(np.nonzero(x), dtype=np.int64).reshape(x.ndim, -1)


def _compress(x, condition, axis):
    """ONNX Compress-11: NumPy's compress; axis "all" (SY_AXIS_ALL) over x flattened."""
    return np.compress(condition, x, axis=None if axis == "all" else axis)


def _unique(x, is_sorted, axis):
    """ONNX Unique-11 as its reference implementation computes it: NumPy's
    unique (sorted; NaNs equal, -0 equal to +0, a stable sort so each group's
    first index is its first occurrence), and for sorted=0 the groups put in
    order of first occurrence, inverse_indices renumbered to match. y is taken
    along the axis (x flattened for "all"): ONNX's reference takes along axis 0
    there, which is only right for axis 0 or a 1-D x."""
    flat = axis == "all"
    a = None if flat else axis % x.ndim
    if flat:
        y, idx, inv, cnt = np.unique(x, True, True, True)
    else:
        y, idx, inv, cnt = np.unique(x, True, True, True, axis=a)
    idx, inv, cnt = (np.asarray(v, dtype=np.int64).reshape(-1) for v in (idx, inv, cnt))
    if not is_sorted:
        by_first = np.argsort(idx, kind="stable")
        place = np.empty_like(by_first)
        place[by_first] = np.arange(len(by_first), dtype=np.int64)
        idx, cnt, inv = idx[by_first], cnt[by_first], place[inv]
        y = np.take(x.reshape(-1) if flat else x, idx, axis=0 if flat else a)
    return y.astype(x.dtype), idx, inv.astype(np.int64), cnt


def _range(start, limit, delta):
    """ONNX Range-11: max(ceil((limit - start) / delta), 0) values start + i * delta;
    integers exactly (Python integers), floats in double rounded once to the
    dtype (the kernel's reading; np.arange computes them in the dtype)."""
    dt = start.dtype
    s, lim, d = (v.reshape(()).item() for v in (start, limit, delta))
    if dt.kind == "f":
        n = max(math.ceil((float(lim) - float(s)) / float(d)), 0)
        return (np.float64(s) + np.arange(n, dtype=np.float64) * np.float64(d)).astype(dt)
    s, lim, d = int(s), int(lim), int(d)
    n = max(-((s - lim) // d), 0)  # ceil((lim - s) / d)
    assert len(np.arange(s, lim, d)) == n
    return np.array([s + i * d for i in range(n)], dtype=object).astype(dt) if n else np.zeros(0, dt)


RESIZE_MODES = ("nearest", "linear", "cubic")
RESIZE_TRANSFORMS = ("half_pixel", "pytorch_half_pixel", "align_corners", "asymmetric", "tf_half_pixel_for_nn",
                     "tf_crop_and_resize")
RESIZE_NEAREST = ("round_prefer_floor", "round_prefer_ceil", "floor", "ceil")


def _resize_axis(n, m, d, rank, roi, scales, mode, transform, nearest_mode, a, exclude):
    """Axis d's weights as a dense [m, n] float64 matrix and a mask of the output indices
    tf_crop_and_resize extrapolates, by ONNX 1.12's reference (interpolate_1d_with_x): the
    coordinate in float64 (a float32 scale and width when scales are given), the 2 or 4
    nearest indices of x padded with its edge values, lower ones first, ratio 1 at an integer."""
    if scales is not None:
        s = np.float32(scales[d])
        width = np.float32(s * np.float32(n))
    else:
        s = np.float64(m) / np.float64(n)
        width = s * np.float64(n)
    w = np.zeros((m, n))
    out = np.zeros(m, bool)
    taps = 4 if RESIZE_MODES[mode] == "cubic" else 2
    pad = taps // 2
    t = RESIZE_TRANSFORMS[transform]
    for o in range(m):
        if t == "align_corners":
            c = 0.0 if width == 1 else np.float64(o * (n - 1)) / np.float64(width - 1)
        elif t == "asymmetric":
            c = o / np.float64(s)
        elif t == "tf_half_pixel_for_nn":
            c = (o + 0.5) / np.float64(s)
        elif t == "pytorch_half_pixel":
            c = -0.5 if width == 1 else (o + 0.5) / np.float64(s) - 0.5
        elif t == "tf_crop_and_resize":
            start, end = np.float32(roi[d]), np.float32(roi[rank + d])
            diff = np.float32(end - start)
            if width == 1:
                c = np.float64(np.float32(diff * np.float32(n - 1)) / np.float32(2))
            else:
                c = np.float64(o) * np.float64(diff) * np.float64(n - 1) / np.float64(width - 1)
            c = np.float64(c) + np.float64(np.float32(start * np.float32(n - 1)))
            if c < 0 or c > n - 1:
                out[o] = True
                continue
        else:
            c = (o + 0.5) / np.float64(s) - 0.5
        c = float(c)
        ratio = 1.0 if c == math.floor(c) else c - math.floor(c)
        # the `taps` nearest indices of the padded axis, lower first at a tie (ONNX's get_neighbor_idxes)
        idx = sorted(sorted(range(-pad, n + pad), key=lambda i: (abs(c - i), i))[:taps])
        if RESIZE_MODES[mode] == "cubic":
            r = ratio
            coef = [((a * (r + 1) - 5 * a) * (r + 1) + 8 * a) * (r + 1) - 4 * a,
                    ((a + 2) * r - (a + 3)) * r * r + 1,
                    ((a + 2) * (1 - r) - (a + 3)) * (1 - r) * (1 - r) + 1,
                    ((a * ((1 - r) + 1) - 5 * a) * ((1 - r) + 1) + 8 * a) * ((1 - r) + 1) - 4 * a]
        elif RESIZE_MODES[mode] == "linear":
            coef = [1 - ratio, ratio]
        else:
            nm = RESIZE_NEAREST[nearest_mode]
            if ratio == 1.0:
                second = True
            else:
                second = {"round_prefer_floor": ratio > 0.5, "round_prefer_ceil": ratio >= 0.5, "floor": False,
                          "ceil": True}[nm]
            coef = [0.0, 1.0] if second else [1.0, 0.0]
        coef = np.array(coef, np.float64)
        if exclude:
            coef = np.where([0 <= i < n for i in idx], coef, 0.0)
            coef = coef / coef.sum()
        for i, cw in zip(idx, coef):
            w[o, min(max(i, 0), n - 1)] += cw
    return w, out


def _resize_plan(xshape, oshape, roi, scales, mode, transform, nearest_mode, a, exclude):
    rank = len(xshape)
    return [_resize_axis(xshape[d], oshape[d], d, rank, roi, scales, mode, transform, nearest_mode, a, exclude)
            for d in range(rank)]


def _resize64(x, roi, scales, shape, mode=0, transform=0, nearest_mode=0, cubic_coeff_a=-0.75, exclude_outside=False,
              extrapolation_value=0.0):
    """ONNX Resize in float64: x contracted with each axis's weights, extrapolation_value where
    any axis is outside (tf_crop_and_resize). None when the rule refuses."""
    if x.ndim < 1 or len(shape) != x.ndim or min(x.shape) < 1 or min(shape) < 1:
        return None
    plan = _resize_plan(x.shape, shape, roi, scales, mode, transform, nearest_mode, cubic_coeff_a, exclude_outside)
    y = x.astype(np.float64)
    outside = np.zeros(tuple(shape), bool)
    for d, (w, out) in enumerate(plan):
        y = np.moveaxis(np.tensordot(w, np.moveaxis(y, d, 0), axes=(1, 0)), 0, d)
        outside |= out.reshape([-1 if k == d else 1 for k in range(len(shape))])
    return np.where(outside, extrapolation_value, y)


def _resize(x, roi, scales, shape, *rest):
    y = _resize64(x, roi, scales, shape, *rest)
    return None if y is None else y.astype(x.dtype)


def _resize_backward64(dy, roi, scales, shape, mode=0, transform=0, nearest_mode=0, cubic_coeff_a=-0.75,
                       exclude_outside=False):
    """resize's gradient: dy (zero where extrapolated) contracted with each axis's weights transposed."""
    plan = _resize_plan(tuple(shape), dy.shape, roi, scales, mode, transform, nearest_mode, cubic_coeff_a,
                        exclude_outside)
    outside = np.zeros(dy.shape, bool)
    for d, (_w, out) in enumerate(plan):
        outside |= out.reshape([-1 if k == d else 1 for k in range(dy.ndim)])
    g = np.where(outside, 0.0, dy.astype(np.float64))
    for d, (w, _out) in enumerate(plan):
        g = np.moveaxis(np.tensordot(w.T, np.moveaxis(g, d, 0), axes=(1, 0)), 0, d)
    return g


def _resize_backward(dy, roi, scales, shape, *rest):
    return _resize_backward64(dy, roi, scales, shape, *rest).astype(dy.dtype)


def _resize_args(attrs):
    return (attrs.get("mode", 0), attrs.get("transform", 0), attrs.get("nearest_mode", 0),
            attrs.get("cubic_coeff_a", -0.75), attrs.get("exclude_outside", False))


def _embedding(weight, indices):
    """The rows of weight [V, D] at indices (each in 0..V-1): indices.shape + [D]."""
    return np.take(weight, indices.astype(np.int64), axis=0)


def _mse_loss(x, target, reduction=1):
    """(x - target)^2 in double: of x's shape (none, 0), its mean (1) or sum (2), rounded once
    (torch.nn.functional.mse_loss; the mean of no element is NaN)."""
    d = x.astype(np.float64) - target.astype(np.float64)
    sq = d * d
    if reduction == 0:
        return sq.astype(x.dtype)
    total = math.fsum(sq.ravel().tolist())
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.array(total if reduction == 2 else np.float64(total) / np.float64(sq.size)).astype(x.dtype)


def _mse_loss_backward(dy, x, target, reduction=1, wrt_target=False):
    """2 * (x - target) * g in double, negated for target; g: dy's element, dy, or dy over the count."""
    g = dy.astype(np.float64)
    if reduction == 1:
        g = g / np.float64(max(x.size, 1))
    d = (x.astype(np.float64) - target.astype(np.float64)) * (-2.0 if wrt_target else 2.0)
    return (d * g).astype(dy.dtype)


def _gs_taps(gx, gy, h, w, mode, pad, ac):
    """grid_sample's taps at one grid position (PyTorch's scalar formulas, in double): (nan, mx, my,
    [(row, col) or None, weight, d weight / d col, d weight / d row]); mode 0 bilinear, 1 nearest, 2 bicubic;
    pad 0 zeros, 1 border, 2 reflection."""
    if math.isnan(gx) or math.isnan(gy):
        return True, 0.0, 0.0, []

    def unnorm(g, size):
        return ((g + 1) / 2 * (size - 1), (size - 1) / 2) if ac else (((g + 1) * size - 1) / 2, size / 2)

    def clip(c, size):
        return (0.0, 0.0) if c <= 0 else (float(size - 1), 0.0) if c >= size - 1 else (c, 1.0)

    def reflect(c, lo2, hi2):
        if lo2 == hi2:
            return 0.0, 0.0
        lo, span = lo2 / 2, (hi2 - lo2) / 2
        c, sgn = c - lo, 1.0
        if c < 0:
            c, sgn = -c, -1.0
        extra, flips = math.fmod(c, span), math.floor(c / span)
        return (extra + lo, sgn) if math.fmod(flips, 2) == 0 else (span - extra + lo, -sgn)

    def padded(c, size):
        if pad == 1:
            return clip(c, size)
        if pad == 2:
            c, d1 = reflect(c, 0, 2 * (size - 1)) if ac else reflect(c, -1, 2 * size - 1)
            c, d2 = clip(c, size)
            return c, d1 * d2
        return c, 1.0

    def at(cx, cy):
        return (int(cy), int(cx)) if 0 <= cx <= w - 1 and 0 <= cy <= h - 1 else None

    (ix, dux), (iy, duy) = unnorm(gx, w), unnorm(gy, h)
    if mode == 2:
        def cubic(t):
            a = -0.75
            c2 = lambda x: ((a * x - 5 * a) * x + 8 * a) * x - 4 * a  # noqa: E731
            d2 = lambda x: (3 * a * x - 10 * a) * x + 8 * a  # noqa: E731
            c1 = lambda x: ((a + 2) * x - (a + 3)) * x * x + 1  # noqa: E731
            d1 = lambda x: (3 * (a + 2) * x - 2 * (a + 3)) * x  # noqa: E731
            return [c2(t + 1), c1(t), c1(1 - t), c2(2 - t)], [d2(t + 1), d1(t), -d1(1 - t), -d2(2 - t)]
        x0, y0 = math.floor(ix), math.floor(iy)
        cx, dcx = cubic(ix - x0)
        cy, dcy = cubic(iy - y0)
        taps = [(at(padded(x0 - 1 + i, w)[0], padded(y0 - 1 + j, h)[0]), cx[i] * cy[j], dcx[i] * cy[j],
                 cx[i] * dcy[j]) for j in range(4) for i in range(4)]
        return False, dux, duy, taps
    (ix, dpx), (iy, dpy) = padded(ix, w), padded(iy, h)
    if math.isnan(ix) or math.isnan(iy):
        return True, 0.0, 0.0, []
    if mode == 1:
        return False, 0.0, 0.0, [(at(round(ix), round(iy)), 1.0, 0.0, 0.0)]  # round: half to even
    x0, y0 = math.floor(ix), math.floor(iy)
    wx0, wx1, wy0, wy1 = x0 + 1 - ix, ix - x0, y0 + 1 - iy, iy - y0
    return False, dux * dpx, duy * dpy, [(at(x0, y0), wx0 * wy0, -wy0, -wx0), (at(x0 + 1, y0), wx1 * wy0, wy0, -wx1),
                                         (at(x0, y0 + 1), wx0 * wy1, -wy1, wx0),
                                         (at(x0 + 1, y0 + 1), wx1 * wy1, wy1, wx1)]


def _grid_sample64(x, grid, mode=0, padding_mode=0, align_corners=False, magnitude=False):
    """grid_sample (ONNX GridSample-16, PyTorch grid_sample) in double: y [N, C, Ho, Wo]; with magnitude the
    sums of |weight * x| instead."""
    n_, c_, h, w = x.shape
    xs = x.astype(np.float64)
    y = np.zeros((n_, c_, grid.shape[1], grid.shape[2]))
    for n in range(n_):
        for i in range(grid.shape[1]):
            for j in range(grid.shape[2]):
                nan, _mx, _my, taps = _gs_taps(float(grid[n, i, j, 0]), float(grid[n, i, j, 1]), h, w, mode,
                                               padding_mode, align_corners)
                for c in range(c_):
                    terms = [wt * xs[n, c][rc] for rc, wt, _dx, _dy in taps if rc is not None]
                    y[n, c, i, j] = (math.nan if nan and not magnitude else
                                     sum(abs(t) for t in terms) if magnitude else sum(terms))
    return y


def _grid_sample(x, grid, mode=0, padding_mode=0, align_corners=False):
    with np.errstate(all="ignore"):
        return _grid_sample64(x, grid, mode, padding_mode, align_corners).astype(x.dtype)


def _grid_sample_backward64(dy, x, grid, mode=0, padding_mode=0, align_corners=False, wrt_grid=False,
                            magnitude=False):
    """grid_sample's gradient in double (PyTorch's grid_sampler_2d_backward): x's (each tap gets weight * dy)
    or grid's (the weights' derivatives times x and dy, over channels, times the coordinate's derivative);
    with magnitude the sums of the terms' absolute values."""
    n_, c_, h, w = x.shape
    xs, ds = x.astype(np.float64), dy.astype(np.float64)
    out = np.zeros(grid.shape if wrt_grid else x.shape)
    f = abs if magnitude else (lambda v: v)
    for n in range(n_):
        for i in range(grid.shape[1]):
            for j in range(grid.shape[2]):
                nan, mx, my, taps = _gs_taps(float(grid[n, i, j, 0]), float(grid[n, i, j, 1]), h, w, mode,
                                             padding_mode, align_corners)
                gx = gy = 0.0
                for c in range(c_):
                    for rc, wt, dwx, dwy in taps:
                        if rc is None:
                            continue
                        if wrt_grid:
                            v = xs[n, c][rc] * ds[n, c, i, j]
                            gx, gy = gx + f(dwx * v), gy + f(dwy * v)
                        else:
                            out[n, c][rc] += f(wt * ds[n, c, i, j])
                if wrt_grid:
                    none = mode == 1
                    out[n, i, j] = [math.nan if nan else 0.0 if none else f(mx) * gx,
                                    math.nan if nan else 0.0 if none else f(my) * gy]
    return out


def _grid_sample_backward(dy, x, grid, mode=0, padding_mode=0, align_corners=False, wrt_grid=False):
    with np.errstate(all="ignore"):
        return _grid_sample_backward64(dy, x, grid, mode, padding_mode, align_corners, wrt_grid).astype(dy.dtype)


def _unpool_shape(shape, kernel, stride, pads):
    n = len(kernel)
    stride, pads = list(stride) or [1] * n, list(pads) or [0] * (2 * n)
    return tuple(shape[:2]) + tuple(0 if shape[2 + j] == 0 else (shape[2 + j] - 1) * stride[j] + kernel[j] - pads[j]
                                    - pads[n + j] for j in range(n))


def col2im_grid(image, block, stride=(), pads=(), dilation=()) -> list[int]:
    """The blocks along each spatial axis (PyTorch's fold/unfold, ONNX Col2Im's layout of pads): (I + begin + end
    - dilation * (b - 1) - 1) // stride + 1, 0 where no block fits."""
    k = len(block)
    s, d = list(stride) or [1] * k, list(dilation) or [1] * k
    p = list(pads) or [0] * (2 * k)
    span = [image[j] + p[j] + p[k + j] - d[j] * (block[j] - 1) - 1 for j in range(k)]
    return [v // s[j] + 1 if v >= 0 else 0 for j, v in enumerate(span)]


def _c2i_taps(image, block, stride, pads, dilation):
    """For each tap of a block (row-major), the slices of the padded image its blocks read, and the pads."""
    k = len(block)
    s, d = list(stride) or [1] * k, list(dilation) or [1] * k
    p = list(pads) or [0] * (2 * k)
    grid = col2im_grid(image, block, stride, pads, dilation)
    taps = [tuple(slice(t[j] * d[j], t[j] * d[j] + s[j] * (grid[j] - 1) + 1, s[j]) for j in range(k))
            for t in itertools.product(*[range(b) for b in block])]
    return grid, taps, [(p[j], p[k + j]) for j in range(k)]


def _im2col(x, block_shape, stride=(), pads=(), dilation=()):
    """x [N, C, I1..Ik] to [N, C * B, L]: row c * B + t, column l is block l's tap t (both row-major), 0 in the
    padding; None when the rule refuses (no block fits)."""
    k = len(block_shape)
    if not 1 <= k <= 3 or x.ndim != 2 + k:
        return None
    grid, taps, pad = _c2i_taps(x.shape[2:], block_shape, stride, pads, dilation)
    if min(grid) < 1:
        return None
    padded = np.pad(x, [(0, 0), (0, 0)] + pad)
    cols = np.stack([padded[(slice(None), slice(None)) + t] for t in taps], axis=2)  # [N, C, B, L1..Lk]
    return np.ascontiguousarray(cols.reshape(x.shape[0], x.shape[1] * len(taps), int(np.prod(grid))))


def _col2im64(x, image_shape, block_shape, stride=(), pads=(), dilation=()):
    """x [N, C * B, L] summed into [N, C, I1..Ik] in float64: each block's taps added where they lie, the padding
    cropped; None when the rule refuses."""
    k = len(block_shape)
    x = np.asarray(x, np.float64)
    grid, taps, pad = _c2i_taps(image_shape, block_shape, stride, pads, dilation)
    b = len(taps)
    if not 1 <= k <= 3 or len(image_shape) != k or x.ndim != 3 or min(grid) < 1 or x.shape[1] % b or \
            x.shape[2] != int(np.prod(grid)):
        return None
    n, c = x.shape[0], x.shape[1] // b
    padded = np.zeros((n, c, *[image_shape[j] + pad[j][0] + pad[j][1] for j in range(k)]))
    cols = x.reshape(n, c, b, *grid)
    for i, t in enumerate(taps):
        padded[(slice(None), slice(None)) + t] += cols[:, :, i]
    return padded[(slice(None), slice(None)) + tuple(slice(lo, lo + image_shape[j]) for j, (lo, _) in
                                                     enumerate(pad))]


def _col2im(x, image_shape, block_shape, stride=(), pads=(), dilation=()):
    y = _col2im64(x, image_shape, block_shape, stride, pads, dilation)
    return None if y is None else y.astype(x.dtype)


def _max_unpool(x, idx, kernel, stride=(), pads=(), output_shape=()):
    """ONNX MaxUnpool-11's reference: zeros of the inferred shape, x's elements placed at their indices (over
    the whole result) in order, a later one overwriting."""
    y = np.zeros(int(np.prod(_unpool_shape(x.shape, kernel, stride, pads))), x.dtype)
    for k, i in enumerate(idx.reshape(-1).tolist()):
        y[i] = x.reshape(-1)[k]
    return y.reshape(_unpool_shape(x.shape, kernel, stride, pads))


def _max_unpool_backward(dy, idx):
    """dy at each index where that element of x is the one max_unpool kept (the last of those at one index)."""
    flat = idx.reshape(-1).tolist()
    last = {i: k for k, i in enumerate(flat)}
    return np.array([dy.reshape(-1)[i] if last[i] == k else 0 for k, i in enumerate(flat)],
                    dy.dtype).reshape(idx.shape)


REFERENCE = {
    "resize": (_resize, "resize"),
    "resize_backward": (_resize_backward, "resize"),
    "embedding": (_embedding, "exact"),
    "mse_loss": (_mse_loss, "mse"),
    "grid_sample": (_grid_sample, "grid"),
    "grid_sample_backward": (_grid_sample_backward, "grid"),
    "max_unpool": (_max_unpool, "exact"),
    "col2im": (_col2im, "col2im"),
    "im2col": (_im2col, "exact"),
    "max_unpool_backward": (_max_unpool_backward, "exact"),
    "mse_loss_backward": (_mse_loss_backward, "mse"),
    "nll_loss": (_nll_loss, "loss"),
    "nll_loss_backward": (_nll_loss_backward, "loss"),
    "cumsum": (_cumsum, "exact"),
    "topk": (_topk, "exact"),
    "sort": (_sort, "exact"),
    "one_hot": (_one_hot, "exact"),
    "one_hot_backward": (_one_hot_backward, "exact"),
    "gather_nd": (_gather_nd, "exact"),
    "gather_nd_backward": (_gather_nd_backward, "exact"),
    "scatter_nd": (_scatter_nd, "exact"),
    "scatter_nd_backward": (_scatter_nd_backward, "exact"),
    "gather_elements": (_gather_elements, "exact"),
    "gather_elements_backward": (_gather_elements_backward, "exact"),
    "scatter_elements": (_scatter_elements, "exact"),
    "scatter_elements_backward": (_scatter_elements_backward, "exact"),
    "leaky_relu": (_act(lambda x, a: np.where(x < 0, a * x, x)), "transcendental"),
    "elu": (_act(lambda x, a: np.where(x > 0, x, a * np.expm1(x))), "transcendental"),
    "celu": (_act(lambda x, a: np.where(x > 0, x, a * np.expm1(x / a))), "transcendental"),
    "thresholded_relu": (_act(lambda x, a: np.where(x <= a, 0.0, x)), "transcendental"),
    "hard_sigmoid": (_act(_hard_sigmoid), "transcendental"),
    "selu": (_act(lambda x, a, b: np.where(x > 0, b * x, b * (a * np.expm1(x)))), "transcendental"),
    "shrink": (_act(_shrink), "transcendental"),
    "hard_swish": (_act(lambda x: x * np.clip(x / 6 + 0.5, 0, 1)), "transcendental"),
    "mish": (_act(lambda x: x * np.tanh(np.logaddexp(0.0, x))), "transcendental"),
    "prelu": (_act(lambda x, s: np.where(x < 0, x * s, x)), "transcendental"),
    "clip": (_clip, "exact"),
    "layer_norm": (_layer_norm, "reduction"),
    "slice": (_slice, "exact"),
    "slice_backward": (_slice_backward, "exact"),
    "gather_backward": (_gather_backward, "exact"),
    "max_pool2d_backward": (_max_pool2d_backward, "exact"),
    "max_pool2d": (_max_pool2d, "exact"),
    "max_pool": (_max_pool, "exact"),
    "max_pool_backward": (_max_pool_backward, "exact"),
    "avg_pool": (_avg_pool, "pool"),
    "lp_pool": (_lp_pool, "lp_pool"),
    "group_norm": (_group_norm, "group_norm"),
    "group_norm_backward": (_group_norm_backward, "group_norm"),
    "adaptive_avg_pool": (_adaptive_avg_pool, "adaptive"),
    "adaptive_avg_pool_backward": (_adaptive_avg_pool_backward, "adaptive"),
    "adaptive_max_pool": (_adaptive_max_pool, "exact"),
    "lp_pool_backward": (_lp_pool_backward, "lp_pool"),
    "conv_transpose2d": (_conv_transpose2d, "convt"),
    "conv_transpose2d_backward_input": (_conv_transpose2d_backward_input, "convt"),
    "avg_pool_backward": (_avg_pool_backward, "pool"),
    "conv2d": (_conv2d_rounded, "conv"),
    "conv": (_conv_rounded, "convnd"),
    "conv_backward_input": (_conv_backward("input"), "convnd"),
    "conv_backward_weight": (_conv_backward("weight"), "convnd"),
    "conv_backward_bias": (_conv_backward_bias, "convnd"),
    "conv_transpose": (_conv_transpose_rounded, "convnd"),
    "conv_transpose_backward_input": (_conv_transpose_backward_input, "convnd"),
    "conv2d_backward_input": (_conv2d_backward("input"), "conv"),
    "conv2d_backward_weight": (_conv2d_backward("weight"), "conv"),
    "pad": (_pad, "exact"),
    "softmax": (_softmax(False), "transcendental"),
    "log_softmax": (_softmax(True), "transcendental"),
    "hardmax": (_hardmax, "exact"),
    "dropout": (_dropout, "exact"),
    "argmax": (_arg("max"), "exact"),
    "argmin": (_arg("min"), "exact"),
    "concat": (lambda *args: np.concatenate(args[:-1], axis=args[-1]), "exact"),
    "stack": (lambda *args: np.stack(args[:-1], axis=args[-1]), "exact"),
    "trilu": (_trilu, "exact"),
    "depth_to_space": (_depth_to_space, "exact"),
    "space_to_depth": (_space_to_depth, "exact"),
    "depth_to_space_backward": (_depth_to_space_backward, "exact"),
    "eye_like": (_eye_like, "exact"),
    "random_uniform_like": (_random_uniform_like, "exact"),
    "random_normal_like": (_random_normal_like, "transcendental"),
    "bernoulli": (_bernoulli, "exact"),
    "multinomial": (_multinomial, "exact"),
    "tile": (lambda x, repeats: np.tile(x, tuple(repeats)).astype(x.dtype), "exact"),
    "flip": (lambda x, axes: np.flip(x, tuple(axes)).copy(), "exact"),
    "gelu": (lambda x, mode: _f64(lambda v: _gelu(v, mode))(x), "transcendental"),
    "gelu_backward": (lambda dy, x, mode: (dy.astype(np.float64) * _gelu_grad(x.astype(np.float64), mode))
                      .astype(x.dtype), "gelu_grad"),
    "tile_backward": (_tile_backward, "tile_sum"),
    "gather": (_gather, "exact"),
    "zeros": (_fill(0), "exact"),
    "ones": (_fill(1), "exact"),
    "full": (_fill(None), "exact"),
    "neg": (_float_or_int(_ew(np.negative), lambda a: wrap(-as_obj(a), a.dtype)), "exact"),
    "abs": (_float_or_int(_ew(np.abs), lambda a: wrap(np.abs(as_obj(a)), a.dtype)), "exact"),
    "exp": (_f64(np.exp), "transcendental"),
    "log": (_f64(np.log), "transcendental"),
    "sqrt": (_f64(np.sqrt), "transcendental"),
    "tanh": (_f64(np.tanh), "transcendental"),
    "sigmoid": (_f64(_sigmoid), "transcendental"),
    "relu": (_ew(lambda a: np.where(a < 0, np.zeros((), a.dtype), a).astype(a.dtype)), "exact"),
    "sin": (_f64(np.sin), "transcendental"),
    "cos": (_f64(np.cos), "transcendental"),
    "tan": (_f64(np.tan), "transcendental"),
    "asin": (_f64(np.arcsin), "transcendental"),
    "acos": (_f64(np.arccos), "transcendental"),
    "atan": (_f64(np.arctan), "transcendental"),
    "sinh": (_f64(np.sinh), "transcendental"),
    "cosh": (_f64(np.cosh), "transcendental"),
    "asinh": (_f64(np.arcsinh), "transcendental"),
    "acosh": (_f64(np.arccosh), "transcendental"),
    "atanh": (_f64(np.arctanh), "transcendental"),
    "erf": (_f64(erf), "transcendental"),
    "floor": (_ew(np.floor), "exact"),
    "ceil": (_ew(np.ceil), "exact"),
    "round": (_ew(np.rint), "exact"),  # half to even
    "sign": (_ew(np.sign), "exact"),  # NaN stays NaN, -0 gives +0
    "reciprocal": (_ew(np.reciprocal), "exact"),
    "softplus": (_f64(lambda x: np.logaddexp(0.0, x)), "transcendental"),
    "softsign": (_f64(lambda x: x / (1.0 + np.abs(x))), "transcendental"),
    "logical_not": (_ew(np.logical_not), "exact"),
    "add": (_float_or_int(_ew(np.add), _int_binary(lambda x, y: x + y)), "exact"),
    "sub": (_float_or_int(_ew(np.subtract), _int_binary(lambda x, y: x - y)), "exact"),
    "mul": (_float_or_int(_ew(np.multiply), _int_binary(lambda x, y: x * y)), "exact"),
    # integers: truncated toward zero, wrapping (the minimum over -1)
    "div": (_float_or_int(_ew(np.divide), _int_binary(np.frompyfunc(
        lambda x, y: abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1), 2, 1))), "exact"),
    "maximum": (_float_or_int(ieee_max, _ew(np.maximum)), "exact"),
    "minimum": (_float_or_int(ieee_min, _ew(np.minimum)), "exact"),
    "pow": (_float_or_int(_f64_binary(np.power), _int_binary(np.frompyfunc(lambda x, y: x ** y, 2, 1))),
            "transcendental"),
    "mod": (_ew(np.mod), "exact"),
    "fmod": (_ew(np.fmod), "exact"),
    "eq": (_ew(np.equal), "exact"),
    "lt": (_ew(np.less), "exact"),
    "gt": (_ew(np.greater), "exact"),
    "le": (_ew(np.less_equal), "exact"),
    "ge": (_ew(np.greater_equal), "exact"),
    "logical_and": (_ew(np.logical_and), "exact"),
    "logical_or": (_ew(np.logical_or), "exact"),
    "logical_xor": (_ew(np.logical_xor), "exact"),
    "where": (_ew(np.where), "exact"),
    "bitwise_and": (_ew(np.bitwise_and), "exact"),
    "bitwise_or": (_ew(np.bitwise_or), "exact"),
    "bitwise_xor": (_ew(np.bitwise_xor), "exact"),
    "bitwise_not": (_ew(np.invert), "exact"),
    "shift_left": (lambda x, y: _shift(np.left_shift, x, y), "exact"),
    "shift_right": (lambda x, y: _shift(np.right_shift, x, y), "exact"),
    "isnan": (_ew(np.isnan), "exact"),
    "isinf": (_ew(np.isinf), "exact"),
    "isposinf": (_ew(np.isposinf), "exact"),
    "isneginf": (_ew(np.isneginf), "exact"),
    "add_n": (lambda *xs: _add_n(xs), "exact"),
    "mean_n": (lambda *xs: _ew(np.divide)(_add_n(xs), np.array(len(xs), dtype=xs[0].dtype)), "exact"),
    "matmul": (_matmul, "matmul"),
    "sum": (_reduce("sum"), "reduction"),
    "mean": (_reduce("mean"), "reduction"),
    "max": (_reduce("max"), "exact"),
    "min": (_reduce("min"), "exact"),
    "prod": (_reduce("prod"), "product"),
    "l1": (_reduce("l1"), "reduction"),
    "l2": (_reduce("l2"), "square_sum"),
    "sum_square": (_reduce("sum_square"), "square_sum"),
    "log_sum": (_reduce("log_sum"), "log_sum"),
    "log_sum_exp": (_reduce("log_sum_exp"), "log_sum_exp"),
    "reshape": (lambda a, shape: a.reshape(shape), "exact"),
    "permute": (lambda a, perm: np.transpose(a, perm), "exact"),
    "transpose": (lambda a, dim0, dim1: np.swapaxes(a, dim0, dim1), "exact"),
    "expand": (lambda a, shape: np.broadcast_to(a, tuple(a.shape[k - (len(shape) - a.ndim)] if s == -1 else s
                                                         for k, s in enumerate(shape))).copy(), "exact"),
    "cast": (_cast, "exact"),
    "det": (_det, "det"),
    "reverse_sequence": (_reverse_sequence, "exact"),
    "nonzero": (_nonzero, "exact"),
    "compress": (_compress, "exact"),
    "unique": (_unique, "exact"),
    "range": (_range, "exact"),
}


def reference(op: str, ins: list[np.ndarray], attrs: dict) -> np.ndarray:
    fn, _ = REFERENCE[op]
    cls = OPS[op].family.name
    if cls == "fill":
        return fn(tuple(attrs["shape"]), attrs["dtype"], attrs.get("value"))
    if cls == "reduce":
        return fn(ins[0], attrs["axis"], attrs["keepdim"])
    if cls in ("reshape", "expand"):
        return fn(ins[0], tuple(attrs["shape"]))
    if cls == "permute":
        return fn(ins[0], tuple(attrs["perm"]))
    if cls == "transpose":
        return fn(ins[0], attrs["dim0"], attrs["dim1"])
    if cls == "cast":
        return fn(ins[0], attrs["dtype"])
    if cls == "softmax":
        return fn(ins[0], attrs["axis"])
    if cls == "argmax":
        return fn(ins[0], attrs["axis"], attrs["keepdim"], attrs["select_last_index"])
    if cls in ("concat", "stack"):
        return fn(*ins, attrs["axis"])
    if cls == "gather":
        return fn(ins[0], ins[1], attrs["axis"])
    if cls == "layer_norm":
        return fn(*ins, attrs["axis"], attrs["epsilon"])
    if cls == "pad":
        return fn(ins[0], attrs["pads"], attrs["mode"], attrs["value"])
    if cls == "ew_alpha":
        return fn(ins[0], attrs["alpha"])
    if cls == "ew_alpha_beta":
        return fn(ins[0], attrs["alpha"], attrs["beta"])
    if cls == "max_pool2d":
        return fn(ins[0], attrs["kernel"], attrs.get("stride", (1, 1)), attrs.get("pads", (0,) * 4),
                  attrs.get("dilation", (1, 1)), attrs.get("ceil_mode", False))
    if cls == "max_pool":
        return fn(ins[0], attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()),
                  attrs.get("ceil_mode", False), attrs.get("storage_order", 0))
    if cls == "max_pool_backward":
        return fn(ins[0], ins[1], attrs["shape"], attrs.get("storage_order", 0))
    if cls == "max_pool2d_backward":
        return fn(ins[0], ins[1], attrs["shape"])
    if cls == "avg_pool":
        return fn(ins[0], attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()),
                  attrs.get("ceil_mode", False), attrs.get("count_include_pad", False))
    if cls in ("adaptive_avg_pool", "adaptive_max_pool"):
        return fn(ins[0], attrs["output_size"])
    if cls == "group_norm":
        return fn(ins[0], ins[1], ins[2], attrs["num_groups"], attrs.get("epsilon", 1e-5))
    if cls == "group_norm_backward":
        return fn(ins[0], ins[1], ins[2], attrs["num_groups"], attrs.get("epsilon", 1e-5), attrs.get("wrt", 0))
    if cls == "adaptive_avg_pool_backward":
        return fn(ins[0], attrs["shape"])
    if cls == "lp_pool":
        return fn(ins[0], attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("p", 2))
    if cls == "lp_pool_backward":
        return fn(ins[0], ins[1], ins[2], attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()),
                  attrs.get("p", 2))
    if cls == "avg_pool_backward":
        return fn(ins[0], attrs["shape"], attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()),
                  attrs.get("ceil_mode", False), attrs.get("count_include_pad", False))
    if cls == "gather_backward":
        return fn(ins[0], ins[1], attrs["shape"], attrs["axis"])
    if cls == "gather_elements":
        return fn(ins[0], ins[1], attrs["axis"])
    if cls == "gather_elements_backward":
        return fn(ins[0], ins[1], attrs["shape"], attrs["axis"])
    if cls == "scatter_elements":
        return fn(*ins, attrs["axis"], attrs["reduction"])
    if cls == "scatter_elements_backward":
        return fn(*ins, attrs["axis"], attrs["reduction"], attrs["wrt_updates"])
    if cls == "gather_nd":
        return fn(ins[0], ins[1], attrs["batch_dims"])
    if cls == "gather_nd_backward":
        return fn(ins[0], ins[1], attrs["shape"], attrs["batch_dims"])
    if cls == "scatter_nd":
        return fn(*ins, attrs["reduction"])
    if cls == "scatter_nd_backward":
        return fn(*ins, attrs["reduction"], attrs["wrt_updates"])
    if cls == "resize":
        return fn(*ins, tuple(attrs["shape"]), *_resize_args(attrs), attrs.get("extrapolation_value", 0.0))
    if cls == "resize_backward":
        return fn(*ins, tuple(attrs["shape"]), *_resize_args(attrs))
    if cls == "nll_loss":
        return fn(ins[0], ins[1], ins[2], attrs["reduction"], attrs["ignore_index"])
    if cls == "embedding":
        return fn(ins[0], ins[1])
    if cls == "mse_loss":
        return fn(ins[0], ins[1], attrs["reduction"])
    if cls == "mse_loss_backward":
        return fn(*ins, attrs["reduction"], attrs["wrt_target"])
    if cls == "grid_sample":
        return fn(ins[0], ins[1], attrs["mode"], attrs["padding_mode"], attrs["align_corners"])
    if cls == "grid_sample_backward":
        return fn(*ins, attrs["mode"], attrs["padding_mode"], attrs["align_corners"], attrs["wrt_grid"])
    if cls == "max_unpool":
        return fn(ins[0], ins[1], attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()),
                  attrs.get("output_shape", ()))
    if cls == "max_unpool_backward":
        return fn(ins[0], ins[1])
    if cls == "col2im":
        return fn(ins[0], attrs["image_shape"], attrs["block_shape"], attrs.get("stride", ()), attrs.get("pads", ()),
                  attrs.get("dilation", ()))
    if cls == "im2col":
        return fn(ins[0], attrs["block_shape"], attrs.get("stride", ()), attrs.get("pads", ()),
                  attrs.get("dilation", ()))
    if cls == "nll_loss_backward":
        return fn(ins[0], ins[1], ins[2], tuple(attrs["shape"]), attrs["reduction"], attrs["ignore_index"])
    if cls == "one_hot":
        return fn(ins[0], ins[1], attrs["depth"], attrs["axis"])
    if cls == "one_hot_backward":
        return fn(ins[0], ins[1], attrs["axis"])
    if cls == "slice":
        return fn(ins[0], attrs["starts"], attrs["ends"], attrs.get("axes", ()), attrs.get("steps", ()))
    if cls == "slice_backward":
        return fn(ins[0], attrs["shape"], attrs["starts"], attrs["ends"], attrs.get("axes", ()), attrs.get("steps", ()))
    if cls == "cumsum":
        return fn(ins[0], attrs["axis"], attrs.get("exclusive", False), attrs.get("reverse", False))
    if cls == "topk":
        return fn(ins[0], attrs["k"], attrs.get("axis", -1), attrs.get("largest", True), attrs.get("sorted", True))
    if cls == "sort":
        return fn(ins[0], attrs.get("axis", -1), attrs.get("descending", False))
    if cls == "trilu":
        return fn(ins[0], ins[1], attrs["upper"])
    if cls == "dropout":
        return fn(ins[0], ins[1], ins[2], attrs.get("seed", 0))
    if cls == "compress":
        return fn(ins[0], ins[1], attrs["axis"])
    if cls == "unique":
        return fn(ins[0], attrs["sorted"], attrs["axis"])
    if cls in ("depth_to_space", "depth_to_space_backward"):
        return fn(ins[0], attrs["blocksize"], attrs["mode"])
    if cls == "space_to_depth":
        return fn(ins[0], attrs["blocksize"])
    if cls == "eye_like":
        return fn(ins[0], attrs["k"], attrs["dtype"])
    if cls in ("random_uniform_like", "random_normal_like"):  # low/mean in alpha, high/scale in beta
        return fn(ins[0], attrs["alpha"], attrs["beta"], float(attrs.get("seed", 0)), attrs["dtype"])
    if cls == "bernoulli":
        return fn(ins[0], float(attrs.get("seed", 0)), attrs["dtype"])
    if cls == "multinomial":  # sample_size in k
        return fn(ins[0], attrs["k"], float(attrs.get("seed", 0)), attrs["dtype"])
    if cls == "tile":
        return fn(ins[0], attrs["repeats"])
    if cls == "flip":
        return fn(ins[0], attrs["axes"])
    if cls == "reverse_sequence":
        return fn(ins[0], ins[1], attrs["batch_axis"], attrs["time_axis"])
    if cls == "gelu":
        return fn(ins[0], attrs.get("mode", 0))
    if cls == "gelu_backward":
        return fn(ins[0], ins[1], attrs.get("mode", 0))
    if cls == "tile_backward":
        return fn(ins[0], attrs["shape"], attrs["repeats"])
    if cls in ("conv_transpose2d", "conv_transpose2d_backward_input"):
        return fn(*ins, attrs.get("stride", (1, 1)), attrs.get("pads", (0,) * 4), attrs.get("dilation", (1, 1)),
                  attrs.get("groups", 1), attrs.get("output_padding", (0, 0)))
    if cls in ("conv", "conv_backward_input", "conv_backward_weight"):
        return fn(*ins, attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()),
                  attrs.get("groups", 1))
    if cls in ("conv_transpose", "conv_transpose_backward_input"):
        return fn(*ins, attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()),
                  attrs.get("groups", 1), attrs.get("output_padding", ()))
    if cls in ("conv2d", "conv2d_backward_input", "conv2d_backward_weight"):
        return fn(*ins, attrs.get("stride", (1, 1)), attrs.get("pads", (0,) * 4), attrs.get("dilation", (1, 1)),
                  attrs.get("groups", 1))
    return fn(*ins)


def tolerance(op: str, ins: list[np.ndarray], attrs: dict, want: np.ndarray):
    """(how, extra) for compare()."""
    kind = REFERENCE[op][1]
    if want.dtype.kind != "f" or kind == "exact":
        return "exact", None
    name = dtype_name(want.dtype)
    if kind == "transcendental":
        return "rel", TRANSCENDENTAL_RTOL[name]
    if kind == "gelu_grad":  # a sum of two terms that cancel where the derivative crosses 0: relative to each
        x, mode = ins[1].astype(np.float64), attrs.get("mode", 0)
        with np.errstate(all="ignore"):
            first = _gelu_term(x, mode)
            size = np.abs(ins[0].astype(np.float64)) * (np.abs(first) + np.abs(_gelu_grad(x, mode) - first))
        return "bound", TRANSCENDENTAL_RTOL[name] * (np.abs(want.astype(np.float64)) + size)
    eps = _eps(want.dtype)
    with np.errstate(all="ignore"):
        if kind == "tile_sum":  # n = the tiles each element sums, in double in another order, rounded once
            n = int(np.prod(attrs["repeats"], dtype=np.int64))
            s = _tile_backward(np.abs(ins[0].astype(np.float64)), attrs["shape"], attrs["repeats"])
            return "bound", 2 * max(n, 1) * eps * s
    with np.errstate(all="ignore"):
        if kind == "reduction":
            a = np.abs(ins[0].astype(np.float64))
            s = _reduce("sum")(a, attrs["axis"], attrs["keepdim"]).astype(np.float64)
            n = _reduced_count(a, attrs["axis"])
            if op == "mean":
                s = s / max(n, 1)
            return "bound", 2 * max(n, 1) * eps * s
        if kind in ("product", "square_sum", "log_sum", "log_sum_exp"):
            # one rounding of the result, plus the double accumulation's n roundings
            n = _reduced_count(ins[0], attrs["axis"])
            w = np.abs(want.astype(np.float64))
            d = 2 * (n + 2) * _eps(np.dtype(np.float64))
            if kind == "product":  # relative to the product
                return "bound", eps * w + d * w
            if kind == "square_sum":  # relative to the sum of squares (l2: half of it)
                return "bound", eps * w + d * w
            if kind == "log_sum":  # the sum's relative error, |x| / |sum x|, becomes absolute
                a = _reduce("l1")(ins[0].astype(np.float64), attrs["axis"], attrs["keepdim"]).astype(np.float64)
                s = _reduce("sum")(ins[0].astype(np.float64), attrs["axis"], attrs["keepdim"]).astype(np.float64)
                return "bound", eps * w + d * a / np.abs(s)
            return "bound", eps * w + d * (w + n + 1)  # log_sum_exp: sum of exp(x - m) <= n
        if kind == "conv":  # sums of C / groups * kH * kW products and the bias, in f64, rounded once
            a = [None if t is None else np.abs(t.astype(np.float64)) for t in ins]
            win = (attrs.get("stride", (1, 1)), attrs.get("pads", (0,) * 4), attrs.get("dilation", (1, 1)),
                   attrs.get("groups", 1))
            if op == "conv2d":
                s = _conv2d(*a, *win)
                k = int(np.prod(ins[1].shape[1:])) + 1
            else:  # the gradient ops: the same sums over |dy|, |x|, |w|; every dy element may take part
                s = _conv2d_backward(op.rsplit("_", 1)[1])(*a, *win)
                k = ins[0].size + 1
            return "bound", eps * s + 2 * k * _eps(np.dtype(np.float64)) * s
        if kind == "resize":  # sums of at most 4^rank weighted terms in double, rounded once
            a = list(ins) + [None] * (3 - len(ins))  # roi and scales may be left out
            mag = np.abs(a[0].astype(np.float64))
            if op == "resize":
                plan = _resize_plan(ins[0].shape, tuple(attrs["shape"]), a[1], a[2], *_resize_args(attrs))
            else:
                plan = _resize_plan(tuple(attrs["shape"]), ins[0].shape, a[1], a[2], *_resize_args(attrs))
            for d, (w, _out) in enumerate(plan):
                w = np.abs(w) if op == "resize" else np.abs(w).T
                mag = np.moveaxis(np.tensordot(w, np.moveaxis(mag, d, 0), axes=(1, 0)), 0, d)
            k = 4 ** ins[0].ndim + 8
            return "bound", eps * np.abs(want.astype(np.float64)) + 4 * k * _eps(np.dtype(np.float64)) * (mag + 1)
        if kind == "grid":  # sums of at most 16 weighted terms (a gradient element: of many) in double, rounded once
            if op == "grid_sample":
                mag = _grid_sample64(*ins, attrs["mode"], attrs["padding_mode"], attrs["align_corners"], True)
                k = 16 + 8
            else:
                mag = _grid_sample_backward64(*ins, attrs["mode"], attrs["padding_mode"], attrs["align_corners"],
                                              attrs["wrt_grid"], True)
                k = 16 * ins[0].size + 8
            return "bound", eps * np.abs(want.astype(np.float64)) + 4 * k * _eps(np.dtype(np.float64)) * (mag + 1)
        if kind == "mse":  # one rounding after the difference, square (product) and sum of positives in double
            w = np.abs(want.astype(np.float64))
            n = ins[0].size + 4
            return "bound", eps * w + 4 * n * _eps(np.dtype(np.float64)) * w
        if kind == "loss":  # one rounding, after sums in double of the terms (and of the weights) in another order
            w = np.abs(want.astype(np.float64))
            n = ins[1].size + 2
            if op == "nll_loss":
                terms, wt, _k, _t = _nll_parts(ins[0], ins[1], ins[2], attrs["ignore_index"])
                s = math.fsum(np.abs(terms).ravel().tolist())
                if attrs["reduction"] == 2:
                    s = s / abs(math.fsum(wt.ravel().tolist())) if wt.any() else 0.0
            else:
                s = w
            return "bound", eps * w + 4 * n * _eps(np.dtype(np.float64)) * (s + w)
        if kind == "convnd":  # sums of products (and the bias) in f64, rounded once
            s = _convnd_abs_sums(op, ins, attrs)
            k = sum(t.size for t in ins if t is not None) + 1
            return "bound", eps * s + 2 * k * _eps(np.dtype(np.float64)) * s
        if kind == "convt":  # sums of C / groups * kH * kW products (and the bias) in f64, rounded once
            a = [None if t is None else np.abs(t.astype(np.float64)) for t in ins]
            win = (attrs.get("stride", (1, 1)), attrs.get("pads", (0,) * 4), attrs.get("dilation", (1, 1)),
                   attrs.get("groups", 1))
            if op == "conv_transpose2d":
                s = _conv_transpose2d64(*a, *win, attrs.get("output_padding", (0, 0)))
            else:
                s = _conv2d(a[0], a[1], None, *win)
            k = int(np.prod(ins[1].shape)) + 1
            return "bound", eps * s + 2 * k * _eps(np.dtype(np.float64)) * s
        if kind == "group_norm":
            return "bound", _group_norm_bound(op, ins, attrs, want)
        if kind == "col2im":  # sums in f64 of at most prod(block_shape) taps, rounded once
            s = _col2im64(np.abs(ins[0].astype(np.float64)), attrs["image_shape"], attrs["block_shape"],
                          attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("dilation", ()))
            k = int(np.prod(attrs["block_shape"]))
            return "bound", eps * s + 2 * (k + 1) * _eps(np.dtype(np.float64)) * s
        if kind == "adaptive":  # sums in f64 of at most the window's taps (a gradient element: of every window)
            a = np.abs(ins[0].astype(np.float64))
            if op == "adaptive_avg_pool":
                s, k = _adaptive_avg_pool64(a, attrs["output_size"]), ins[0].size
            else:
                s, k = _adaptive_avg_pool_backward64(a, attrs["shape"]), ins[0].size
            return "bound", eps * s + 2 * (k + 1) * _eps(np.dtype(np.float64)) * s
        if kind == "lp_pool":  # a norm (a sum of shares) in f64 of at most prod(kernel) (size) terms, rounded once
            win = (attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("p", 2))
            if op == "lp_pool":
                s = np.abs(want.astype(np.float64))
                k = int(np.prod(attrs["kernel"]))
            else:
                s = _lp_pool_backward64(*ins, *win, absolute=True)
                k = ins[1].size
            return "bound", eps * s + 4 * (k + win[3] + 2) * _eps(np.dtype(np.float64)) * s
        if kind == "pool":  # sums of at most prod(kernel) terms (a gradient element: of every window) in f64
            win = (attrs["kernel"], attrs.get("stride", ()), attrs.get("pads", ()), attrs.get("ceil_mode", False),
                   attrs.get("count_include_pad", False))
            a = np.abs(ins[0].astype(np.float64))
            s = _avg_pool64(a, *win) if op == "avg_pool" else _avg_pool_backward64(a, attrs["shape"], *win)
            k = int(np.prod(attrs["kernel"])) if op == "avg_pool" else ins[0].size
            return "bound", eps * s + 2 * (k + 1) * _eps(np.dtype(np.float64)) * s
        if kind == "det":  # one rounding; LU in f64 here and there, each within n roundings of Hadamard's bound
            a = ins[0].astype(np.float64)
            n = a.shape[-1]
            h = np.prod(np.sqrt(np.sum(a * a, axis=-1)), axis=-1)
            return "bound", eps * np.abs(want.astype(np.float64)) + 8 * (n + 1) * _eps(np.dtype(np.float64)) * h
        if kind == "matmul":
            k = ins[0].shape[-1]
            s = np.matmul(np.abs(ins[0].astype(np.float64)), np.abs(ins[1].astype(np.float64)))
            return "bound", 2 * max(k, 1) * eps * s
    raise ValueError(kind)
