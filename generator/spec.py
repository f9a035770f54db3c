"""The model of backends.yaml: frozen dataclasses and enums, no parsing
(generator/model.py reads the yaml into them)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum

from . import formulas
from .families import Family
from .source import Loc


class _Word(str, Enum):
    """A yaml word as an enum: equal to, and printed as, the word itself."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class BackendKind(_Word):
    REAL = "real"
    CAPTURE = "capture"
    # a dispatch-level layer beside the devices, not a device backend: the MPI
    # communicators and collectives (runtime/sy_mpi.c, kernels/mpi/); it has
    # no sy_backend value, only its switch and its libraries
    MPI = "mpi"
    # a dispatch-level backend like capture: its devices remote:N are the
    # ranks of a communicator running sy_serve, where its calls run
    # (runtime/sy_remote.c); no kernels, memory or pair-grid arms of its own
    REMOTE = "remote"


class Memory(_Word):
    HOST = "host"
    DEVICE = "device"


class ArmKind(_Word):
    """What the arm of a (source, destination) pair of the pair grid does."""
    SHARE = "share"
    STAGED = "staged"
    DIRECT = "direct"
    SAME_SHARE = "same-share"
    SAME_STAGED = "same-staged"
    SAME_DIRECT = "same-direct"


class Category(_Word):
    FLOAT = "float"
    INT = "int"
    BOOL = "bool"


@dataclass(frozen=True)
class Dtype:
    name: str
    c: str
    category: Category
    loc: Loc
    onnx: str = ""  # `onnx:`, the ONNX element type (TensorProto.DataType name), which also gives the size
    onnx_code: int = 0  # its TensorProto.DataType number
    size: int = 0  # bytes per element (the generated C checks sizeof(c) against it)

    @property
    def enum(self) -> str:
        return f"SY_DTYPE_{self.name.upper()}"

    @property
    def tag(self) -> str:
        """The enum's suffix, SY_DTYPE_<tag>: what the X-macros pass as E."""
        return self.name.upper()

    @property
    def sfx(self) -> str:
        """The suffix C code pastes into per-dtype names (add_f32); bool's is b8,
        as `bool` is a macro of stdbool.h that would expand when passed on."""
        return "b8" if self.name == "bool" else self.name


@dataclass(frozen=True)
class Derivative:
    input: str
    text: str
    expr: formulas.Expr
    loc: Loc


@dataclass(frozen=True)
class OnnxMap:
    """The `onnx:` of an op: the ONNX operator it converts to (generator/onnx.py)
    and where each of its attributes goes, or no operator and the reason."""
    op: str | None  # the ONNX op_type; None: no counterpart
    # (switchyard attribute, where it goes): "input" (an int64 tensor input
    # after the tensor inputs) or the name of an ONNX attribute; attributes
    # mapped to the same ONNX attribute combine into it (dim0 and dim1 into
    # perm, a fill's value and dtype into its typed value tensor)
    attrs: tuple[tuple[str, str], ...]
    dtypes: tuple[str, ...]  # the dtypes it converts; the op's others have no counterpart
    reason: str  # why there is no counterpart (op None), else ""
    loc: Loc
    # ONNX int or string attributes of fixed value the op stands for (Mod's
    # fmod: 0 for mod, 1 for fmod; BitShift's direction: LEFT for shift_left):
    # written on export; on import they pick the op among
    # those of the same ONNX operator (a node leaving one out has ONNX's default)
    fixed: tuple[tuple[str, int | str], ...] = ()
    # the ONNX operator's inputs in its order, by the signature's names: the
    # tensor inputs and the attributes that go to `input` (OneHot's
    # indices, depth, values); empty: the tensor inputs, then those attributes
    inputs: tuple[str, ...] = ()

    def where(self, attr: str) -> str | None:
        return next((to for name, to in self.attrs if name == attr), None)


@dataclass(frozen=True)
class Op:
    name: str
    family: Family
    dtypes: tuple[str, ...]  # dtype names, in dtype order
    memory_bound: bool
    has_gradient: bool  # False for `derivative: none`
    derivatives: tuple[Derivative, ...]
    value: float | None  # fill: the fixed value; None when the value is a parameter
    loc: Loc
    onnx: OnnxMap | None = None  # always set by model.py (`onnx:` is required)
    random: bool = False  # `random: true`: its results are drawn from its seed (tests compare shapes and dtypes)

    @property
    def enum(self) -> str:
        return f"SY_OP_{self.name.upper()}"

    @property
    def attrs(self) -> tuple[str, ...]:
        """The attributes of its public function: the family's, less a value the op fixes."""
        if self.value is not None:
            return tuple(a for a in self.family.attrs if a != "value")
        return self.family.attrs

    @property
    def bool_result(self) -> bool:
        t = self.family.signature.results[0].type
        return not t.var and not t.attr and t.dtypes == ("bool",)


@dataclass(frozen=True)
class BackendOp:
    op: str
    dtypes: tuple[str, ...]
    loc: Loc


class ProbeKind(_Word):
    """How the dependency step (tools/deps.sh) sees that a Debian package is installed."""
    PKG_CONFIG = "pkg_config"  # `pkg-config --exists NAME`
    FILE = "file"  # an absolute path, or a glob: any match
    COMMAND = "command"  # a program on PATH


@dataclass(frozen=True)
class Package:
    """One entry of a backend's `packages:`: a Debian package and its probe."""
    name: str
    probe: ProbeKind
    arg: str
    loc: Loc

    @property
    def word(self) -> str:
        """NAME=PROBE:ARG, the word generated/backends.mk lists and tools/deps.sh reads."""
        return f"{self.name}={self.probe.value.replace('_', '-')}:{self.arg}"


@dataclass(frozen=True)
class Backend:
    name: str
    id: int
    kind: BackendKind
    memory: Memory | None  # None for capture and remote
    devices: int
    cfg: str
    fallback: str | None
    ops: tuple[BackendOp, ...]  # what its own kernels implement
    dtypes: tuple[str, ...]  # what it can store
    libs: tuple[str, ...]
    doc: str
    loc: Loc
    runtime_devices: bool = False  # `devices: runtime`: sy_k_<name>_device_count() decides
    init: bool = False  # defines sy_k_<name>_init
    shutdown: bool = False  # defines sy_k_<name>_shutdown
    cflags: tuple[str, ...] = ()  # compiler flags of its kernels (and of programs linking it)
    ldflags: tuple[str, ...] = ()  # linker flags of programs linking it
    # `runtime_fallback:` dtypes its own kernels may decline at run time
    # (SY_KERNEL_FALLBACK), for a call with an operand of one of them
    runtime_fallback: tuple[str, ...] = ()
    # `packages:` the Debian packages building (and running) it needs, with their probes
    packages: tuple[Package, ...] = ()
    # `async: true`: defines sy_k_<name>_flush, _synchronize and _write_async
    # (runtime/sy_contract.h, "Asynchrony"); without it the backend is synchronous
    asynchronous: bool = False

    @property
    def enum(self) -> str:
        return f"SY_BACKEND_{self.name.upper()}"

    @property
    def is_capture(self) -> bool:
        return self.kind is BackendKind.CAPTURE

    @property
    def is_mpi(self) -> bool:
        return self.kind is BackendKind.MPI

    @property
    def is_remote(self) -> bool:
        return self.kind is BackendKind.REMOTE

    @property
    def is_dispatch_level(self) -> bool:
        """capture and remote: they take whole calls at dispatch, no kernels."""
        return self.kind in (BackendKind.CAPTURE, BackendKind.REMOTE)

    @property
    def is_host(self) -> bool:
        return self.memory is Memory.HOST

    def own(self, op: str) -> BackendOp | None:
        for entry in self.ops:
            if entry.op == op:
                return entry
        return None

    def runs(self, op: str, dtype: str) -> bool:
        """Whether its own kernels list op for dtype."""
        entry = self.own(op)
        return entry is not None and dtype in entry.dtypes

    def left_to_fallback(self, ops: Iterable[Op]) -> Iterator[tuple[Op, str]]:
        """The (op, dtype) pairs it leaves to its fallback chain: of every op
        with a kernel, each dtype it stores (a fill's every dtype) that its own
        kernels do not list, or that they may decline at run time
        (`runtime_fallback`, for ops with tensor inputs). The one statement of
        the rule: model.py checks that the chain covers each pair, plan.py
        which backends a build needs."""
        for op in ops:
            if op.family.kernel is None:
                continue
            for dt in op.dtypes:
                if dt not in self.dtypes and op.family.inputs:
                    continue
                declined = dt in self.runtime_fallback and bool(op.family.inputs)
                if declined or not self.runs(op.name, dt):
                    yield op, dt


@dataclass(frozen=True)
class Transfer:
    src: str
    dst: str
    function: str
    loc: Loc


@dataclass(frozen=True)
class Helper:
    name: str
    params: tuple[str, ...]
    returns: str
    doc: str
    loc: Loc


@dataclass(frozen=True)
class Example:
    before: str  # C code that returns the status (no trailing newline)
    after: str  # the same job done without it
    loc: Loc


@dataclass(frozen=True)
class ErrorDef:
    name: str
    code: int
    message: str
    explain: str
    fix: str
    example: Example
    loc: Loc

    @property
    def enum(self) -> str:
        return f"SY_E_{self.name}"


@dataclass(frozen=True)
class Model:
    path: str
    digest: str  # sha256 of backends.yaml, first 16 hex digits
    abi: int
    version: str  # MAJOR.MINOR.PATCH of the library
    dtypes: tuple[Dtype, ...]
    backends: tuple[Backend, ...]
    transfers: tuple[Transfer, ...]
    ops: tuple[Op, ...]
    helpers: tuple[Helper, ...]
    errors: tuple[ErrorDef, ...]
    onnx_opset: int = 0  # `onnx_opset:`, the ONNX opset the ops' `onnx:` mappings are written for
    families: tuple[Family, ...] = ()  # `families:`, in yaml order
    mpi: Backend | None = None  # the backend of kind `mpi`, kept out of `backends` (it has no devices)

    @property
    def version_parts(self) -> tuple[int, int, int]:
        major, minor, patch = (int(n) for n in self.version.split("."))
        return major, minor, patch

    @property
    def real_backends(self) -> tuple[Backend, ...]:
        return tuple(b for b in self.backends if not b.is_dispatch_level)

    @property
    def capture(self) -> Backend | None:
        return next((b for b in self.backends if b.is_capture), None)

    @property
    def remote(self) -> Backend | None:
        return next((b for b in self.backends if b.is_remote), None)

    def backend(self, name: str) -> Backend:
        return next(b for b in self.backends if b.name == name)

    def op(self, name: str) -> Op:
        return next(o for o in self.ops if o.name == name)

    def dtype(self, name: str) -> Dtype:
        return next(d for d in self.dtypes if d.name == name)

    def transfer(self, src: str, dst: str) -> Transfer | None:
        return next((t for t in self.transfers if t.src == src and t.dst == dst), None)
