"""The 2-byte float dtypes' conversions and arithmetic against NumPy and
PyTorch, bit for bit, through libswitchyard.so (ctypes) on every device that
stores them: every f16 and bf16 bit pattern widened to f32 and f64, a large
set of f32 and f64 values (every exponent, the ties between neighbours, the
subnormals, the overflow edges) narrowed, integers both ways, and add, sub,
mul, div, maximum, sqrt, neg, abs and relu on random pairs.

Which dtypes are 2-byte floats comes from backends.yaml (category float,
ONNX FLOAT16 or BFLOAT16), never from a list here. The references:
- f16: NumPy (np.float16), whose f64 -> f16 rounds once from the double, as
  switchyard does (runtime/sy_half.h); PyTorch's f32 -> f16 and arithmetic.
- bf16: PyTorch (torch.bfloat16). PyTorch narrows a double through f32
  (rounding twice); the reference for f64 -> bf16 is PyTorch's f32 -> bf16
  of the double rounded to odd in f32 first, which is rounding once.
- NaN: switchyard's rule (runtime/sy_half.h): widening and narrowing keep
  the sign and the payload's top bits and set the quiet bit. NumPy and PyTorch differ from each other there, so NaNs are
  checked against that rule and everything else bit for bit.
- float -> int: the project's cast rule (kernels/cpu/sy_cpu_iter.h):
  truncation, saturation at the type's range, NaN -> 0; -> bool: x != 0.
"""

from __future__ import annotations

import ctypes
import os

import numpy as np
import pytest

import numpy_ref

torch = pytest.importorskip("torch")
# the references cast NaNs and values beyond a format on purpose
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

MODEL = numpy_ref.MODEL
CODE = {d.name: i for i, d in enumerate(MODEL.dtypes)}  # the sy_dtype enum is the yaml's order
HALF = {d.name: d.onnx for d in MODEL.dtypes if d.category == "float" and d.size == 2}
BITS = {"FLOAT16": (5, 10), "BFLOAT16": (8, 7)}  # exponent and significand bits
TORCH = {"FLOAT16": torch.float16, "BFLOAT16": torch.bfloat16}
INT_NP = {d.name: numpy_ref.NP[d.name] for d in MODEL.dtypes if d.category == "int"}
LIB = os.environ.get("SY_SHARED_LIB", str(numpy_ref.REPO / "build/libswitchyard.so"))


class Device(ctypes.Structure):
    _fields_ = [("backend", ctypes.c_uint8), ("autodiff", ctypes.c_uint8), ("checkpointing", ctypes.c_uint8),
                ("flags", ctypes.c_uint8), ("index", ctypes.c_uint32)]


@pytest.fixture(scope="module")
def sy():
    if not os.path.exists(LIB):
        pytest.fail(f"{LIB} is missing: run make first")
    lib = ctypes.CDLL(LIB)
    lib.sy_device_of.restype = Device
    lib.sy_device_of.argtypes = [ctypes.c_int, ctypes.c_int]
    lib.sy_last_error.restype = ctypes.c_char_p
    lib.sy_tensor_from_data.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_int64), ctypes.c_int,
                                        Device, ctypes.POINTER(ctypes.c_void_p)]
    lib.sy_tensor_to_data.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]
    lib.sy_tensor_release.argtypes = [ctypes.c_void_p]
    lib.sy_cast.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_void_p)]
    return lib


def _devices():
    return [d for d in numpy_ref.devices() if set(HALF) <= d.stores]


DEVICES = _devices()


def _check(lib, st, what):
    assert st == 0, f"{what}: status {st}: {lib.sy_last_error().decode()}"


def _put(lib, dev, arr: np.ndarray, dtype: str):
    arr = np.ascontiguousarray(arr)
    shape = (ctypes.c_int64 * 1)(arr.size)
    t = ctypes.c_void_p()
    _check(lib, lib.sy_tensor_from_data(arr.ctypes.data, CODE[dtype], shape, 1,
                                        lib.sy_device_of(dev.backend_id, dev.index), ctypes.byref(t)), "from_data")
    return t


def _get(lib, t, np_dtype, n):
    out = np.empty(n, dtype=np_dtype)
    _check(lib, lib.sy_tensor_to_data(t, out.ctypes.data, out.nbytes), "to_data")
    return out


def _call(lib, dev, fn: str, arrays, dtype: str, out_np, to: str | None = None) -> np.ndarray:
    ins = [_put(lib, dev, a, dtype) for a in arrays]
    out = ctypes.c_void_p()
    try:
        if fn == "cast":
            _check(lib, lib.sy_cast(ins[0], CODE[to], ctypes.byref(out)), f"cast {dtype} -> {to}")
        else:
            f = getattr(lib, f"sy_{fn}")
            _check(lib, f(*ins, ctypes.byref(out)), f"{fn} on {dtype}")
        return _get(lib, out, out_np, arrays[0].size)
    finally:
        for t in ins:
            lib.sy_tensor_release(t)
        if out:
            lib.sy_tensor_release(out)


def _cast(lib, dev, arr, frm, to, out_np):
    return _call(lib, dev, "cast", [arr], frm, out_np, to)


# ---- the NaN rule ------------------------------------------------------------

def _narrow_nan(src_bits: np.ndarray, src_m: int, onnx: str) -> np.ndarray:
    """The 2-byte NaN a NaN narrows to: sign, all-ones exponent, quiet bit,
    the source payload's top bits (src_m significand bits in the source)."""
    e, m = BITS[onnx]
    src_bits = src_bits.astype(np.uint64)
    sign = (src_bits >> np.uint64(src_m + (11 if src_m == 52 else 8))) & np.uint64(1)
    payload = (src_bits & np.uint64((1 << src_m) - 1)) >> np.uint64(src_m - m)
    return ((sign << np.uint64(15)) | np.uint64(((1 << e) - 1) << m) | np.uint64(1 << (m - 1)) | payload
            ).astype(np.uint16)


def _assert_bits(got: np.ndarray, want: np.ndarray, src, what):
    bad = np.nonzero(got != want)[0]
    if bad.size:
        k = bad[0]
        raise AssertionError(f"{what}: {bad.size} of {got.size} differ; first: input {src[k]!r} gave "
                             f"{int(got[k]):#x}, want {int(want[k]):#x}")


def _nan16(bits: np.ndarray, onnx: str) -> np.ndarray:
    e, m = BITS[onnx]
    return ((bits >> m) & ((1 << e) - 1) == (1 << e) - 1) & (bits & ((1 << m) - 1) != 0)


# ---- inputs -----------------------------------------------------------------

ALL16 = np.arange(1 << 16, dtype=np.uint32).astype(np.uint16)


def _ties(onnx: str) -> np.ndarray:
    """The value halfway between each pair of neighbouring finite values of
    the format (exact in f32), the one above the largest included, both signs."""
    e, m = BITS[onnx]
    h = np.arange(0, ((1 << e) - 1) << m, dtype=np.uint32)  # the positive finite patterns
    lo = _widen_ref(h.astype(np.uint16), onnx).astype(np.float64)
    hi = _widen_ref((h + 1).astype(np.uint16), onnx).astype(np.float64)
    hi[-1] = lo[-1] + (lo[-1] - lo[-2])  # beyond the largest: where it rounds to inf
    mid = (lo + hi) / 2
    return np.concatenate([mid, -mid])


def _f32_values() -> np.ndarray:
    """f32 values: a stride through all 2^32 bit patterns (every exponent,
    both signs, NaNs of many payloads), and each tie of either format with
    its two f32 neighbours."""
    pats = [np.arange(0, 1 << 32, 65521, dtype=np.uint64).astype(np.uint32)]
    for onnx in BITS:
        mb = _ties(onnx).astype(np.float32).view(np.uint32).astype(np.int64)
        for d in (-1, 0, 1):
            pats.append((mb + d).astype(np.uint32))
    return np.unique(np.concatenate(pats)).view(np.float32)


def _f64_values(rng) -> np.ndarray:
    """f64 values: random bits in every exponent the formats reach, the
    f32 values, and ties between neighbours plus and minus a tiny amount
    (where rounding through f32 first would land on the tie)."""
    f32 = _f32_values().astype(np.float64)
    finite = f32[np.isfinite(f32)]
    exps = rng.integers(1023 - 140, 1023 + 130, 200000).astype(np.uint64)
    rnd = (rng.integers(0, 1 << 52, 200000, dtype=np.uint64) | (exps << np.uint64(52))
           | (rng.integers(0, 2, 200000).astype(np.uint64) << np.uint64(63))).view(np.float64)
    nudge = [finite * (1 + 2.0 ** -40), finite * (1 - 2.0 ** -40), np.nextafter(finite, np.inf),
             np.nextafter(finite, -np.inf)]
    return np.concatenate([f32, rnd, *nudge, [1e300, -1e300, 5e-324, -5e-324, np.nan, -np.inf]])


def _widen_ref(bits: np.ndarray, onnx: str) -> np.ndarray:
    """2-byte float bits -> f32, as NumPy (f16) or PyTorch (bf16) widen."""
    if onnx == "FLOAT16":
        return bits.astype(np.uint16).view(np.float16).astype(np.float32)
    t = torch.from_numpy(bits.astype(np.uint16).view(np.int16).copy()).view(torch.bfloat16)
    return t.float().numpy()


def _narrow_torch(x32: np.ndarray, onnx: str) -> np.ndarray:
    t = torch.from_numpy(np.ascontiguousarray(x32, dtype=np.float32)).to(TORCH[onnx])
    return t.view(torch.int16).numpy().view(np.uint16)


def _round_to_odd_f32(x: np.ndarray) -> np.ndarray:
    """Each double to f32 rounded to odd: toward zero, the last bit set if
    inexact (then PyTorch's f32 -> bf16 rounds as from the double itself)."""
    with np.errstate(over="ignore"):
        r = x.astype(np.float32)
    inexact = np.isfinite(x) & (r.astype(np.float64) != x)
    over = np.abs(r.astype(np.float64)) > np.abs(x)
    r = np.where(inexact & over, np.nextafter(r, np.float32(0)), r).astype(np.float32)
    bits = r.view(np.uint32) | np.where(inexact, 1, 0).astype(np.uint32)
    return bits.view(np.float32)


# ---- tests -------------------------------------------------------------------

@pytest.mark.parametrize("dev", DEVICES, ids=str)
@pytest.mark.parametrize("name", list(HALF))
def test_every_pattern_widens_exactly(sy, dev, name):
    onnx = HALF[name]
    nan = _nan16(ALL16, onnx)
    got32 = _cast(sy, dev, ALL16, name, "f32", np.uint32)
    want32 = _widen_ref(ALL16, onnx).view(np.uint32)
    _assert_bits(got32[~nan], want32[~nan], ALL16[~nan], f"{name} -> f32 on {dev}")
    if onnx == "FLOAT16":  # PyTorch agrees with NumPy
        t = torch.from_numpy(ALL16.view(np.int16).copy()).view(torch.float16).float().numpy().view(np.uint32)
        _assert_bits(got32[~nan], t[~nan], ALL16[~nan], f"{name} -> f32 (torch)")
    got64 = _cast(sy, dev, ALL16, name, "f64", np.uint64)
    want64 = want32.view(np.float32).astype(np.float64).view(np.uint64)
    _assert_bits(got64[~nan], want64[~nan], ALL16[~nan], f"{name} -> f64")
    # a NaN widens with its sign and its payload at the top of the significand, quiet
    e, m = BITS[onnx]
    src = ALL16[nan].astype(np.uint64)
    sign, payload = src >> np.uint64(15), src & np.uint64((1 << m) - 1)
    want_nan32 = (sign << np.uint64(31)) | np.uint64(0x7F800000 | 1 << 22) | (payload << np.uint64(23 - m))
    _assert_bits(got32[nan], want_nan32.astype(np.uint32), ALL16[nan], f"{name} NaN -> f32")
    want_nan = (sign << np.uint64(63)) | np.uint64(0x7FF << 52 | 1 << 51) | (payload << np.uint64(52 - m))
    _assert_bits(got64[nan], want_nan, ALL16[nan], f"{name} NaN -> f64")


@pytest.mark.parametrize("dev", DEVICES, ids=str)
@pytest.mark.parametrize("name", list(HALF))
def test_f32_narrows_once(sy, dev, name):
    onnx = HALF[name]
    x = _f32_values()
    got = _cast(sy, dev, x, "f32", name, np.uint16)
    nan = np.isnan(x)
    want = _narrow_torch(x, onnx)
    _assert_bits(got[~nan], want[~nan], x[~nan], f"f32 -> {name} (torch)")
    if onnx == "FLOAT16":
        with np.errstate(over="ignore"):
            want_np = x.astype(np.float16).view(np.uint16)
        _assert_bits(got[~nan], want_np[~nan], x[~nan], f"f32 -> {name} (numpy)")
    _assert_bits(got[nan], _narrow_nan(x[nan].view(np.uint32), 23, onnx), x[nan], f"f32 NaN -> {name}")


@pytest.mark.parametrize("dev", DEVICES, ids=str)
@pytest.mark.parametrize("name", list(HALF))
def test_f64_narrows_once(sy, dev, name):
    onnx = HALF[name]
    x = _f64_values(np.random.default_rng(16))
    got = _cast(sy, dev, x, "f64", name, np.uint16)
    nan = np.isnan(x)
    if onnx == "FLOAT16":  # NumPy rounds a double once
        with np.errstate(over="ignore"):
            want = x.astype(np.float16).view(np.uint16)
    else:
        want = _narrow_torch(_round_to_odd_f32(x), onnx)
    _assert_bits(got[~nan], want[~nan], x[~nan], f"f64 -> {name}")
    # where rounding through f32 would differ (PyTorch's way), ours is the once-rounded one
    via32 = _narrow_torch(x.astype(np.float32), onnx)
    assert np.count_nonzero(via32[~nan] != want[~nan]) > 0, "the inputs reach no double-rounding case"
    _assert_bits(got[nan], _narrow_nan(x[nan].view(np.uint64), 52, onnx), x[nan], f"f64 NaN -> {name}")


@pytest.mark.parametrize("dev", DEVICES, ids=str)
@pytest.mark.parametrize("name", list(HALF))
def test_ints_both_ways(sy, dev, name):
    onnx = HALF[name]
    vals = np.arange(-(1 << 17), 1 << 17, dtype=np.int64)
    for iname, inp in INT_NP.items():
        info = np.iinfo(inp)
        edges = np.array([info.min, info.max], dtype=inp)  # u64's maximum is beyond int64
        v = np.unique(np.concatenate([vals.clip(max(info.min, -(1 << 17)), info.max if info.max < 1 << 17 else None)
                                      .astype(inp), edges]))
        got = _cast(sy, dev, v, iname, name, np.uint16)
        # PyTorch rounds through f32, exact below 2^24 (larger ones: cast_rows in tests/c/check_ops.c)
        small = np.abs(v.astype(np.float64)) < 2.0 ** 24
        want = _narrow_torch(v[small].astype(np.float32), onnx)
        _assert_bits(got[small], want, v[small], f"{iname} -> {name}")
        # back: truncation, saturation at the type's range, NaN -> 0
        back = _cast(sy, dev, ALL16, name, iname, inp)
        f = _widen_ref(ALL16, onnx).astype(np.float64)
        with np.errstate(invalid="ignore"):
            t = np.trunc(f)
            hi, lo = t >= float(info.max) + 1, t < float(info.min)
            mid = np.where(hi | lo | np.isnan(t), 0, t)  # in range: exact in the type (u64's above INT64_MAX too)
        wb = mid.astype(inp)
        wb[hi], wb[lo] = info.max, info.min
        _assert_bits(back, wb, f, f"{name} -> {iname}")
    b = _cast(sy, dev, ALL16, name, "bool", np.uint8)
    f = _widen_ref(ALL16, onnx)
    _assert_bits(b, (f != 0).astype(np.uint8), f, f"{name} -> bool")


BINARY = {"add": torch.add, "sub": torch.sub, "mul": torch.mul, "div": torch.div, "maximum": torch.maximum}
UNARY = {"sqrt": torch.sqrt, "neg": torch.neg, "abs": torch.abs, "relu": torch.relu}


@pytest.mark.parametrize("dev", DEVICES, ids=str)
@pytest.mark.parametrize("name", list(HALF))
def test_arithmetic_rounds_once(sy, dev, name):
    """add, sub, mul and div computed in f32 and rounded once are the
    correctly rounded results, which PyTorch's CPU kernels give too; maximum,
    sqrt, neg, abs and relu as well. NaN results are compared as NaNs."""
    onnx = HALF[name]
    rng = np.random.default_rng(7)
    n = 1 << 16
    a = rng.permutation(ALL16)
    b = rng.integers(0, 1 << 16, n).astype(np.uint16)
    ta = torch.from_numpy(a.view(np.int16).copy()).view(TORCH[onnx])
    tb = torch.from_numpy(b.view(np.int16).copy()).view(TORCH[onnx])
    for op, fn in [*BINARY.items(), *UNARY.items()]:
        if not numpy_ref.OPS[op].dtypes or name not in numpy_ref.OPS[op].dtypes:
            continue
        ins = [a, b] if op in BINARY else [a]
        got = _call(sy, dev, op, ins, name, np.uint16)
        targs = (ta, tb) if op in BINARY else (ta,)
        try:
            want_t = fn(*targs)
        except RuntimeError:  # no CPU kernel of the dtype in this PyTorch: its f32 result, rounded
            want_t = fn(*(t.float() for t in targs)).to(TORCH[onnx])
        want = want_t.view(torch.int16).numpy().view(np.uint16)
        if op == "maximum":  # +0 over -0 (IEEE maximum; PyTorch returns either): compare as numbers there
            zero = ((a & 0x7FFF) == 0) & ((b & 0x7FFF) == 0)
            want = np.where(zero, got, want)
        nan_w, nan_g = _nan16(want, onnx), _nan16(got, onnx)
        assert np.array_equal(nan_w, nan_g), f"{op} on {name}: NaN where torch has none, or the reverse"
        _assert_bits(got[~nan_w], want[~nan_w], a[~nan_w], f"{op} on {name}")
