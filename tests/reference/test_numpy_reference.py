"""switchyard against NumPy, an independent reference: the forward result of
every op of backends.yaml for every dtype it takes on every device of every
enabled backend (as the library reports them), random chains of exactly
rounded ops, and gradients of random smooth compositions against analytic
NumPy gradients. Fixed seeds; what is compared how is in numpy_ref.py, the
cases in cases.py and grad_cases.py.

Run through `make test-reference` (it builds the driver); a failure names the
program, the device, the call and the first element that differs.
"""

from __future__ import annotations

import functools

import pytest

import cases
import grad_cases
import numpy_ref

DEVICES = numpy_ref.devices()
DEVICE_IDS = [str(d) for d in DEVICES]
CHAIN_PROGRAMS = 100

# (op, device backend) pairs known to differ from the reference, with the
# defect; none at present.
KNOWN_FORWARD = {}


@functools.lru_cache(maxsize=None)
def _op_results():
    progs = cases.op_programs(DEVICES)
    return progs, numpy_ref.run_programs(progs)


@functools.lru_cache(maxsize=None)
def _chain_results():
    progs = cases.chain_programs(DEVICES, CHAIN_PROGRAMS)
    return progs, numpy_ref.run_programs(progs)


def _failures(progs, fails, keep) -> list[str]:
    out = []
    for i, p in enumerate(progs):
        if keep(p):
            out += fails.get(i, [])
    return out


def test_devices_found():
    assert DEVICES, "the library reports no device"


def test_library_has_the_ops_of_backends_yaml():
    assert numpy_ref.library_ops() == [op.name for op in numpy_ref.MODEL.ops]
    missing = [op for op in numpy_ref.OPS if op not in numpy_ref.REFERENCE]
    assert not missing, f"no NumPy reference for {missing}"


@pytest.mark.xdist_group("ops")
@pytest.mark.parametrize("device", DEVICE_IDS)
@pytest.mark.parametrize("op", list(numpy_ref.OPS))
def test_op_against_numpy(op, device, request):
    if (op, device.split(":")[0]) in KNOWN_FORWARD:
        request.applymarker(pytest.mark.xfail(reason=KNOWN_FORWARD[(op, device.split(":")[0])]))
    progs, fails = _op_results()
    mine = [p for p in progs if p.key == op and str(p.device) == device]
    if not mine:
        pytest.skip(f"{device} stores none of the dtypes {op} takes")
    bad = _failures(progs, fails, lambda p: p.key == op and str(p.device) == device)
    assert not bad, "\n".join(bad[:20])


@pytest.mark.xdist_group("chains")
@pytest.mark.parametrize("device", DEVICE_IDS)
def test_chains_of_exact_ops(device):
    progs, fails = _chain_results()
    bad = _failures(progs, fails, lambda p: str(p.device) == device)
    assert not bad, "\n".join(bad[:20])


# ---- gradients -----------------------------------------------------------------

GRAD_PROGRAMS_PER_DTYPE = 50


@functools.lru_cache(maxsize=None)
def _grad_results():
    progs = grad_cases.grad_programs(DEVICES, GRAD_PROGRAMS_PER_DTYPE)
    return progs, numpy_ref.run_programs(progs)


def _is_gradient_failure(msg: str) -> bool:
    return ": gradient of leaf " in msg


@pytest.mark.xdist_group("gradients")
def test_gradient_steps_cover_every_differentiable_float_op():
    diff = {op.name for op in numpy_ref.MODEL.ops if op.has_gradient and set(op.dtypes) & set(numpy_ref.FLOATS)}
    diff -= grad_cases.TORCH_CHECKED | numpy_ref.COLLECTIVES  # the collectives: tests/mpi/check_mpi.c
    assert diff <= grad_cases.COVERED, f"no gradient steps for {sorted(diff - grad_cases.COVERED)}"
    progs, _ = _grad_results()
    used = set().union(*(p.grad_ops for p in progs))
    assert diff <= used, f"no gradient program used {sorted(diff - used)}"
    drawn = [p for p in progs if not any(p.name.endswith(f", {op}]") for op in grad_cases.FORCED)]
    assert sum(1 for p in drawn if p.ties) >= len(drawn) // 3, "too few programs with ties"


@pytest.mark.xdist_group("gradients")
@pytest.mark.parametrize("device", DEVICE_IDS)
def test_forward_of_gradient_programs(device):
    progs, fails = _grad_results()
    bad = [m for m in _failures(progs, fails, lambda p: str(p.device) == device) if not _is_gradient_failure(m)]
    assert not bad, "\n".join(bad[:20])


@pytest.mark.xdist_group("gradients")
@pytest.mark.parametrize("device", DEVICE_IDS)
def test_gradients_without_ties(device):
    progs, fails = _grad_results()
    bad = [m for m in _failures(progs, fails, lambda p: str(p.device) == device and not p.ties)
           if _is_gradient_failure(m)]
    assert not bad, "\n".join(bad[:20])


@pytest.mark.xdist_group("gradients")
@pytest.mark.parametrize("device", DEVICE_IDS)
def test_gradients_with_max_ties(device):
    progs, fails = _grad_results()
    mine = [p for p in progs if str(p.device) == device and p.ties]
    assert mine, "no tie programs"
    bad = [m for m in _failures(progs, fails, lambda p: str(p.device) == device and p.ties)
           if _is_gradient_failure(m)]
    assert not bad, "\n".join(bad[:20])
