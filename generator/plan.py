"""The plan: every decision and C name the templates print.

Everything a template needs beyond looping and substituting is computed here:
which arm each (source, destination) pair gets, how each (op, backend)
routes to a kernel or a fallback, the rows of the op table, the C parameter
lists of the op functions and which dispatch they call, and the comments that
name the yaml entry an arm came from. context() gathers it for render.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .families import c_init, param_decls, result_names, slot_init
from .signature import Input
from .source import where
from .spec import ArmKind, Backend, BackendOp, Model, Op


def comment(text: str) -> str:
    """Text safe inside a C block comment."""
    return text.replace("*/", "* /").replace("/*", "/ *")


_CMAKE_PLAIN = re.compile(r"^[A-Za-z0-9_.+/=:,@%-]+$")


def cmake_args(items) -> str:
    """The arguments of a CMake command, each one list element, after a space
    (nothing for none): plain words as they are, others quoted with CMake's
    escapes, so a flag holding a space or a `;` stays one element."""
    out = []
    for item in items:
        if _CMAKE_PLAIN.match(item):
            out.append(item)
        else:
            escaped = "".join("\\" + ch if ch in '\\"$;' else ch for ch in item)
            out.append(f'"{escaped}"')
    return "".join(" " + a for a in out)


def c_string(text: str) -> str:
    """A C string literal: quotes and backslashes escaped, anything outside
    printable ASCII as octal escapes of its UTF-8 bytes."""
    out = ['"']
    for byte in text.encode("utf-8"):
        ch = chr(byte)
        if ch in '"\\':
            out.append("\\" + ch)
        elif 0x20 <= byte < 0x7F and ch != "?":
            out.append(ch)
        else:
            out.append(f"\\{byte:03o}")
    out.append('"')
    return "".join(out)


def dtype_bit(d) -> str:
    """The mask macro of one dtype (generated/sy_backends.h defines it)."""
    return f"SY__DT_{d.name.upper()}"


def dtype_mask(model: Model, names) -> str:
    """A mask over sy_dtype, by the dtypes' mask macros: SY__DT_ALL, or SY__DT_F32 | SY__DT_F64."""
    chosen = [d for d in model.dtypes if d.name in names]
    if not chosen:
        return "0u"
    if len(chosen) == len(model.dtypes):
        return "SY__DT_ALL"
    return " | ".join(dtype_bit(d) for d in chosen)


def kernel_symbol(b: Backend, what: str) -> str:
    """The C name of what backend b's folder defines for the generated code (a
    kernel, a memory function, a hook): sy_k_<backend>_<what>, a prefix no
    public function or op takes."""
    return f"sy_k_{b.name}_{what}"


MEMORY_FUNCTIONS = ("alloc", "free", "read", "write", "live_buffers")
# what `async: true` adds (runtime/sy_contract.h, "Asynchrony")
ASYNC_FUNCTIONS = ("write_async", "flush", "synchronize")


def backend_symbols(b: Backend) -> list[tuple[str, BackendOp | None, str]]:
    """(what, the ops: entry or None, C name) of everything real backend b's
    folder defines for the generated code but its transfers: for a device
    backend its memory functions and the hooks the yaml asks for, then a
    kernel per op it lists."""
    whats = list(MEMORY_FUNCTIONS) if not b.is_host else []
    whats += [h for h, on in (("device_count", b.runtime_devices), ("init", b.init), ("shutdown", b.shutdown)) if on]
    whats += list(ASYNC_FUNCTIONS) if b.asynchronous else []
    out: list[tuple[str, BackendOp | None, str]] = [(what, None, kernel_symbol(b, what)) for what in whats]
    return out + [(entry.op, entry, kernel_symbol(b, entry.op)) for entry in b.ops]


def guard(*backends: Backend) -> str:
    seen = []
    for b in backends:
        if b.cfg not in seen:
            seen.append(b.cfg)
    return " && ".join(seen)


# ---- the pair grid -------------------------------------------------------------


@dataclass(frozen=True)
class Arm:
    src: Backend
    dst: Backend
    kind: ArmKind
    call: str  # the C statement's expression
    comment: str
    doc: str  # one cell of the pair matrix

    @property
    def guard(self) -> str:
        return guard(self.src, self.dst)

    @property
    def case(self) -> str:
        return f"SY__PAIR({self.src.enum}, {self.dst.enum})"


def arm(model: Model, src: Backend, dst: Backend) -> Arm:
    direct = model.transfer(src.name, dst.name)
    origin = where(direct.loc) if direct else (
        where(src.loc) if src is dst else f"{where(src.loc)} -> {where(dst.loc)}")
    if direct:
        move = f"sy__move_direct(t, dst, {direct.function}, out)"
        what = f"direct {direct.function}"
    elif src.is_host and dst.is_host:
        move = "sy__move_share(t, dst, out)"
        what = "zero-copy"
    else:
        move = "sy__move_staged(t, dst, out)"
        what = "staged through host"
    if src is dst:
        if src.is_host:
            return Arm(src, dst, ArmKind.SAME_SHARE, "sy__move_share(t, dst, out)",
                       f"{src.name} -> {dst.name}: same backend, host memory: share the storage ({origin})",
                       "zero-copy (same backend)")
        kind = ArmKind.SAME_DIRECT if direct else ArmKind.SAME_STAGED
        return Arm(src, dst, kind, f"sy__same_device(t, dst) ? sy__move_share(t, dst, out) : {move}",
                   f"{src.name} -> {dst.name}: same device shares, another index: {what} ({origin})",
                   f"same device: zero-copy; other index: {what}")
    if direct:
        kind, reason = ArmKind.DIRECT, f"transfers: {direct.function}"
    elif src.is_host and dst.is_host:
        kind, reason = ArmKind.SHARE, "both host memory, share the storage"
    else:
        kind, reason = ArmKind.STAGED, f"{src.memory} -> {dst.memory} memory, stage through host"
    return Arm(src, dst, kind, move, f"{src.name} -> {dst.name}: {reason} ({origin})", what)


def arms(model: Model) -> list[Arm]:
    return [arm(model, s, d) for s in model.real_backends for d in model.real_backends]


def arm_rows(model: Model, grid: list[Arm]) -> list[tuple[Backend, list[Arm]]]:
    """The grid by source backend, in yaml order (one C function each)."""
    n = len(model.real_backends)
    return [(s, grid[i * n:(i + 1) * n]) for i, s in enumerate(model.real_backends)]


# ---- op routes -----------------------------------------------------------------


@dataclass(frozen=True)
class RouteCase:
    backend: Backend
    statements: tuple[str, ...]
    comment: str


def chain(model: Model, b: Backend) -> list[Backend]:
    """b's fallback chain, b excluded: its fallback, that one's fallback, and on
    (model.py has refused cycles)."""
    out = []
    cur = model.backend(b.fallback) if b.fallback else None
    while cur is not None:
        out.append(cur)
        cur = model.backend(cur.fallback) if cur.fallback else None
    return out


def route_links(model: Model, op: Op, b: Backend) -> list[tuple[Backend, BackendOp]]:
    """The kernels b's route for op tries, in order: b's own, then those of
    each backend of its fallback chain that lists op, with the entry that
    gives the dtypes each takes. The first that takes a dtype runs it (in a
    build with every backend: a link whose cfg macro is 0 is skipped)."""
    return [(c, entry) for c in [b] + chain(model, b) if (entry := c.own(op.name))]


def route_cases(model: Model, op: Op) -> list[RouteCase]:
    """One case per real backend, resolved here rather than by a call per link:
    its own kernel for the dtypes it lists, then each backend of its fallback
    chain in turn for the dtypes that one's own kernels list. Links of the
    chain sit under their cfg macro, so a build without one skips it (the
    header refuses builds where nothing on the chain is left for an op)."""
    cases = []
    for b in model.real_backends:
        own = b.own(op.name)
        pieces: list[str] = []
        if own:
            comment = f"{b.name} implements {op.name} for {' '.join(own.dtypes)} ({where(own.loc)})"
        else:
            comment = f"{b.name} does not implement {op.name} ({where(b.loc)})"
        links = chain(model, b)
        if links:
            comment += "; fallback: " + " -> ".join(c.name for c in links)
        covered = False
        for c, entry in route_links(model, op, b):
            take = f"SY__ROUTE(r, {c.enum}, {op.family.kernel}, {kernel_symbol(c, op.name)})"
            full = entry.dtypes == op.dtypes
            line = (f"return {take};" if full
                    else f"if (SY__DTYPE_IN(dt, {dtype_mask(model, entry.dtypes)})) return {take};")
            if c is b:
                pieces.append(line)
                covered = full
            else:
                pieces.extend([f"#if {c.cfg}", line, "#endif"])
            if covered:
                break
        if not covered:
            pieces.append("return false;")
            if not links:
                comment += "; no fallback: UNSUPPORTED"
        cases.append(RouteCase(b, tuple(pieces), comment))
    return cases


@dataclass(frozen=True)
class FastTable:
    op: Op
    lines: tuple[str, ...]  # the initializer's lines; a preprocessor line starts with #


def _designators(backend: str, dtypes: list[str], kernel: str, width: int = 116) -> list[str]:
    out: list[str] = []
    for dt in dtypes:
        item = f"[{backend}][{dt}] = {kernel},"
        if out and len(out[-1]) + 1 + len(item) <= width:
            out[-1] += " " + item
        else:
            out.append("    " + item)
    return out


def fast_table(model: Model, op: Op) -> FastTable:
    """The kernels the contiguous fast path calls for op, by host backend and
    dtype: what sy__route_<op> resolves, looked up in one load instead of a
    call (the route stays the general path's). Backends on device memory and
    dtypes op does not take have no entry (NULL: the general path). dtypes
    whose route tries the same links share one #if chain: the first link
    compiled in wins, as in the route; a link on device memory leaves the
    entry NULL."""
    lines: list[str] = []
    for b in model.real_backends:
        if not b.is_host:
            continue
        groups: dict[tuple, list[str]] = {}
        for d in model.dtypes:
            if d.name not in op.dtypes:
                continue
            links: list[tuple[Backend, str | None]] = []
            for c, entry in route_links(model, op, b):
                if d.name in entry.dtypes:
                    links.append((c, kernel_symbol(c, op.name) if c.is_host else None))
                    if c is b:
                        break
            if links:
                groups.setdefault(tuple(links), []).append(d.enum)
        if not groups:
            continue
        lines.append(f"#if {b.cfg}")
        for tried, dts in groups.items():
            # b's own kernel comes first and alone (it needs no #if: the row is under b's)
            for k, (c, kernel) in enumerate(tried):
                if c is not b:
                    lines.append(f"#{'if' if k == 0 else 'elif'} {c.cfg}")
                if kernel:
                    lines += _designators(b.enum, dts, kernel)
            if tried[0][0] is not b:
                lines.append("#endif")
        lines.append("#endif")
    hosts = [b.cfg for b in model.real_backends if b.is_host]
    # an initializer is never empty, even in a build without a host backend
    lines += [f"#if !({' || '.join(hosts)})" if hosts else "#if 1", "    [0][0] = NULL, /* no host backend here */",
              "#endif"]
    return FastTable(op, tuple(lines))


# ---- op functions --------------------------------------------------------------


@dataclass(frozen=True)
class OpFunction:
    op: Op
    params: str  # the C parameter list
    n_in: str  # the call record's input count and inputs (C expressions)
    inputs: str
    attr_inits: tuple[str, ...]
    doc: str
    dispatch: str  # the runtime's entry: sy__dispatch_ew (elementwise classes) or sy__dispatch
    out: str  # the first result's parameter
    more_out: str  # the call record's other results, or ""


def op_function(model: Model, op: Op) -> OpFunction:
    """The public function of op, its parameters in the signature's order."""
    fam = op.family
    params: list[str] = []
    inits: list[str] = []
    for p in fam.signature.params:
        if isinstance(p, Input) or p.name in op.attrs:
            params.extend(param_decls(fam, p))
        if not isinstance(p, Input) and p.name in op.attrs:
            inits.extend(slot_init(p, fam.slot(p.name)) if fam.slots else c_init(p, fam.array_attrs))
    if op.value is not None:
        inits.append(f"attrs.value = {op.value!r}")
    outs = list(result_names(fam))
    params.extend(f"sy_tensor **{o}" for o in outs)
    more = f", .more_out = (sy_tensor **const[]){{{', '.join(outs[1:])}}}" if len(outs) > 1 else ""
    dts = " ".join(op.dtypes)
    doc = f"{op.name}: {fam.doc}. dtypes: {dts}. {where(op.loc)}"
    dispatch = "sy__dispatch_ew" if fast_path(op) else "sy__dispatch"
    ins = fam.signature.inputs
    if ins and ins[-1].variadic:
        n_in, inputs = f"n_{ins[-1].name}", ins[-1].name
    elif ins:
        n_in, inputs = str(len(ins)), f"(const sy_tensor *const[]){{{', '.join(fam.inputs)}}}"
    else:
        n_in, inputs = "0", "NULL"
    return OpFunction(op, ", ".join(params), n_in, inputs, tuple(inits), doc, dispatch, outs[0], more)


def fast_path(op: Op) -> bool:
    """Whether the runtime's contiguous fast path can run op: an elementwise
    op of one or two inputs and a result of one type variable."""
    sig = op.family.signature
    var = sig.results[0].type.var
    return (op.family.kernel == "ew" and 1 <= len(sig.inputs) <= 2 and var is not None
            and all(i.type.var == var for i in sig.inputs) and not sig.attrs)


# ---- the op table --------------------------------------------------------------


@dataclass(frozen=True)
class OpRow:
    """One row of sy__op_table, field by field (C expressions)."""
    op: Op
    kernel: str
    variadic: str
    attrs: str
    n_attrs: int
    infer: str
    n_in: int
    creates: str
    values: str
    fast: str
    fast_kernels: str
    dtypes: str
    in_names: str
    in_var: str
    in_dtypes: str
    key_var: int
    n_out: int
    optional: str
    out_names: str
    out_var: str
    out_fixed: str
    differentiable: str
    memory_bound: str
    route: str
    backward: str
    saves: str
    reads_results: str


def _c_bool(value: bool) -> str:
    return "true" if value else "false"


def _braces(items) -> str:
    return "{" + ", ".join(items) + "}"


def _attr_descs(model: Model, op: Op) -> str:
    """The slot attributes' descriptors: name, kind, fixed or longest length, enum values."""
    out = []
    for a in op.family.signature.attrs:
        choices = ("(const char *const[]){" + ", ".join(f'"{c}"' for c in a.choices) + "}") if a.choices else "NULL"
        out.append(f'{{"{a.name}", SY__ATTR_{a.kind.upper()}, {a.length or 0}, {a.max_length}, {len(a.choices)},'
                   f' {choices}}}')
    return "{" + ", ".join(out) + "}" if out else "{{0}}"  # a family without attributes: ISO C has no {}


@dataclass(frozen=True)
class SlotMacro:
    name: str
    value: int
    comment: str


def slot_macros(model: Model) -> list[SlotMacro]:
    """SY_ATTR_<FAMILY>_<NAME>: where kernels and shape rules find each
    attribute of a family with `kernel: op` in sy_op_args.attrs."""
    return [SlotMacro(f"SY_ATTR_{f.name.upper()}_{a.name.upper()}", k, f"{a.name}: {a.text}")
            for f in model.families if f.slots for k, a in enumerate(f.signature.attrs)]


def enum_macros(model: Model) -> list[SlotMacro]:
    """SY_<FAMILY>_<ATTR>_<VALUE>: the public values of enum attributes."""
    return [SlotMacro(f"SY_{f.name.upper()}_{a.name.upper()}_{c.upper()}", k, f"{f.name}.{a.name}")
            for f in model.families for a in f.signature.attrs for k, c in enumerate(a.choices)]


def op_row(model: Model, op: Op) -> OpRow:
    fam = op.family
    sig = fam.signature
    tvars = sig.type_vars
    ins = sig.inputs
    out_var = [str(tvars.index(r.type.var)) if r.type.var else "-1" for r in sig.results]
    # a type variable's or the dtype attribute's result: SY_DTYPE_COUNT; else its one fixed dtype
    out_fixed = ["SY_DTYPE_COUNT" if r.type.var or r.type.attr else model.dtype(r.type.dtypes[0]).enum
                 for r in sig.results]
    key = sig.key
    return OpRow(
        op=op,
        kernel=f"SY__KERNEL_{(fam.kernel or 'view').upper()}",
        variadic=_c_bool(bool(ins) and ins[-1].variadic),
        attrs=_attr_descs(model, op) if fam.slots and fam.attrs else "{{0}}",  # an op family of no attributes too
        n_attrs=len(fam.attrs) if fam.slots else 0,
        infer=f"sy__infer_{fam.infer}",
        n_in=len(ins),
        creates=_c_bool(not ins),
        values=_c_bool(fam.values),
        fast=_c_bool(fast_path(op)),
        fast_kernels=f"sy__fast_{op.name}" if fast_path(op) else "sy__fast_none",
        dtypes=dtype_mask(model, op.dtypes),
        in_names=_braces(f'"{i.name}"' for i in ins) if ins else "{NULL}",
        in_var=_braces(str(tvars.index(i.type.var)) if i.type.var else "-1" for i in ins) if ins else "{0}",
        in_dtypes=_braces("0" if i.type.var else dtype_mask(model, i.type.dtypes) for i in ins) if ins else "{0}",
        key_var=tvars.index(key) if key in tvars else -1,
        n_out=len(sig.results),
        optional=str(sum(1 << k for k, i in enumerate(ins) if i.optional)) + "u",
        out_names=_braces(f'"{r.name}"' for r in sig.results),
        out_var=_braces(out_var),
        out_fixed=_braces(out_fixed),
        differentiable=_c_bool(op.has_gradient),
        memory_bound=_c_bool(op.memory_bound),
        route=f"sy__route_{op.name}" if fam.kernel else "NULL",
        backward=f"sy__backward_{op.name}" if op.has_gradient else "NULL",
        saves=saves_init(model, op),
        reads_results=" | ".join(f"(1u << {k})" for k in saves_mask(model, op).more) or "0u",
    )


def op_rows(model: Model) -> list[OpRow]:
    return [op_row(model, op) for op in model.ops]


# ---- kernels -------------------------------------------------------------------


@dataclass(frozen=True)
class KernelDecl:
    backend: Backend
    name: str
    args: str
    op: Op


def kernel_decls(model: Model) -> list[KernelDecl]:
    out: list[KernelDecl] = []
    for b in model.real_backends:
        for entry in b.ops:
            op = model.op(entry.op)
            args = op.family.kernel_args
            assert args is not None  # backends list only ops with kernels
            out.append(KernelDecl(b, kernel_symbol(b, op.name), args, op))
    return out


@dataclass(frozen=True)
class KernelBlock:
    """What one real backend's folder defines for generated/sy_kernels.h: its
    kernels, and for a device backend its memory functions and the hooks the
    yaml asks for, as C declarations."""
    backend: Backend
    comment: str
    decls: tuple[str, ...]


def kernel_blocks(model: Model) -> list[KernelBlock]:
    decls = kernel_decls(model)
    out = []
    for b in model.real_backends:
        lines = [f"sy_status {k.name}(const {k.args} *args);" for k in decls if k.backend is b]
        if not b.is_host:
            lines += [
                f"sy_status {kernel_symbol(b, 'alloc')}(uint32_t index, size_t bytes, void **handle);",
                f"void {kernel_symbol(b, 'free')}(uint32_t index, void *handle);",
                f"sy_status {kernel_symbol(b, 'read')}(uint32_t index, const void *handle, size_t offset, void *dst,"
                " size_t bytes);",
                f"sy_status {kernel_symbol(b, 'write')}(uint32_t index, void *handle, size_t offset, const void *src,"
                " size_t bytes);",
                f"long {kernel_symbol(b, 'live_buffers')}(void);",
            ]
        lines += [f"uint32_t {kernel_symbol(b, 'device_count')}(void);"] if b.runtime_devices else []
        lines += [f"sy_status {kernel_symbol(b, 'init')}(void);"] if b.init else []
        lines += [f"void {kernel_symbol(b, 'shutdown')}(void);"] if b.shutdown else []
        if b.asynchronous:
            lines += [
                f"sy_status {kernel_symbol(b, 'write_async')}(uint32_t index, void *handle, size_t offset,"
                " const void *src, size_t bytes, void (*done)(void *ctx), void *ctx);",
                f"void {kernel_symbol(b, 'flush')}(uint32_t index);",
                f"sy_status {kernel_symbol(b, 'synchronize')}(uint32_t index);",
            ]
        out.append(KernelBlock(b, f"{b.name} ({where(b.loc)})", tuple(lines)))
    return out


# ---- the backend table -----------------------------------------------------------


@dataclass(frozen=True)
class BackendRow:
    """One backend's entry of sy__backend_table: a comment and the lines,
    preprocessor lines included (a real backend's row depends on its cfg
    macro: the full row when enabled, only what the runtime reports when not)."""
    backend: Backend
    comment: str
    lines: tuple[str, ...]


def backend_rows(model: Model) -> list[BackendRow]:
    out = []
    for b in model.backends:
        head = f'    [{b.enum}] = {{.name = "{b.name}", .cfg = "{b.cfg}", '
        note = f"{b.name}: {comment(b.doc)} ({where(b.loc)})"
        if b.is_capture:
            out.append(BackendRow(b, note, (
                f"{head}.enabled = {b.cfg}, .capture = true, .stores = {dtype_mask(model, b.dtypes)}}},",)))
            continue
        if b.is_remote:  # on only with the MPI layer it runs on (model.py makes sure there is one)
            mpi_cfg = model.mpi.cfg if model.mpi else "0"
            stores = dtype_mask(model, b.dtypes)
            out.append(BackendRow(b, note, (
                f"#if {b.cfg} && {mpi_cfg}",
                f"{head}.enabled = true, .remote = true, .stores = {stores},",
                "        .mem = {.alloc = sy__remote_alloc, .free = sy__remote_free, .read = sy__remote_read,"
                " .write = sy__remote_write,",
                "                .live_buffers = sy__remote_live_buffers}},",
                "#else",
                f"{head}.enabled = false, .remote = true, .stores = {stores}}},",
                "#endif")))
            continue
        fields = (f"{'.host = true, ' if b.is_host else ''}.devices = {b.devices}, "
                  f".stores = {dtype_mask(model, b.dtypes)}, .fallback = {fallback_enum(model, b)}")
        lines = [f"#if {b.cfg}", f"{head}.enabled = true, {fields},"]
        if not b.is_host:
            mem = {what: kernel_symbol(b, what) for what in ("alloc", "free", "read", "write", "live_buffers")}
            lines += [f"        .mem = {{.alloc = {mem['alloc']}, .free = {mem['free']}, .read = {mem['read']},"
                      f" .write = {mem['write']},",
                      f"                .live_buffers = {mem['live_buffers']}"
                      + (f", .write_async = {kernel_symbol(b, 'write_async')}" if b.asynchronous else "") + "},"]
        if b.runtime_devices or b.init or b.shutdown or b.asynchronous:
            hooks = {what: kernel_symbol(b, what) if on else "NULL"
                     for what, on in (("device_count", b.runtime_devices), ("init", b.init),
                                      ("shutdown", b.shutdown))}
            head_line = (f"        .hooks = {{.device_count = {hooks['device_count']}, .init = {hooks['init']},"
                         f" .shutdown = {hooks['shutdown']}")
            if b.asynchronous:
                lines += [head_line + ",", f"                  .flush = {kernel_symbol(b, 'flush')},"
                                           f" .synchronize = {kernel_symbol(b, 'synchronize')}}},"]
            else:
                lines.append(head_line + "},")
        lines += ["    },", "#else", f"{head}.enabled = false, {fields}}},", "#endif"]
        out.append(BackendRow(b, note, tuple(lines)))
    return out


@dataclass(frozen=True)
class OwnKernelRow:
    """A backend's row of sy__own_kernels: (op enum, dtype mask, yaml entry) per op it lists."""
    backend: Backend
    entries: tuple[tuple[str, str, str], ...]


def own_kernel_rows(model: Model) -> list[OwnKernelRow]:
    """Only backends with kernels of their own get a row (the others stay 0)."""
    return [OwnKernelRow(b, tuple((model.op(e.op).enum, dtype_mask(model, e.dtypes), where(e.loc)) for e in b.ops))
            for b in model.real_backends if b.ops]


def fallback_needs(model: Model, b: Backend) -> list[tuple[Backend, ...]]:
    """What a build with b needs of b's fallback chain: groups of backends, at
    least one of each compiled in. Each (op, dtype) b leaves to the chain needs
    one of the chain's backends that implement it; groups that contain another
    group are left out (they follow from it)."""
    links = chain(model, b)
    if not links:
        return []  # what b lacks is UNSUPPORTED, whatever the build
    groups: list[tuple[Backend, ...]] = []
    for op, dt in b.left_to_fallback(model.ops):
        group = tuple(c for c in links if c.runs(op.name, dt))
        if group not in groups:
            groups.append(group)
    if links and not groups:
        # b's kernels list everything it stores, yet a device kernel may still
        # decline one call (SY_KERNEL_FALLBACK): some backend of the chain must
        # be there to run it
        groups.append(tuple(links))
    names = [set(g) for g in groups]
    return [g for g, n in zip(groups, names) if not any(m < n for m in names)]


def config_errors(model: Model) -> list[tuple[str, str]]:
    """(#if condition, message) pairs rejecting impossible backend subsets."""
    out = []
    reals = model.real_backends
    anyone = " || ".join(b.cfg for b in reals)
    if model.mpi:
        # before the general message, so a build of the MPI layer alone is told why
        out.append((f"{model.mpi.cfg} && !({anyone})",
                    f"switchyard: {model.mpi.cfg} is on without a real backend; the {model.mpi.name} layer moves"
                    f" the tensors of real backends' devices ({where(model.mpi.loc)}), so set at least one of"
                    f" {', '.join(b.cfg for b in reals)} to 1, or {model.mpi.cfg} to 0"))
    out.append((f"!({anyone})",
                f"switchyard: no backend enabled; set at least one of {', '.join(b.cfg for b in reals)} to 1"))
    for b in reals:
        for group in fallback_needs(model, b):
            if len(group) == 1:
                cond, want = f"{b.cfg} && !{group[0].cfg}", f"enable {group[0].cfg}"
            else:
                cond = f"{b.cfg} && !({' || '.join(c.cfg for c in group)})"
                want = f"enable one of {', '.join(c.cfg for c in group)}"
            names = " or ".join(c.name for c in group)
            out.append((cond, f"switchyard: backend {b.name} falls back to {names} for ops its kernels lack"
                              f" ({where(b.loc)}); {want} or disable {b.cfg}"))
    return out


@dataclass(frozen=True)
class Saves:
    """What derivative formulas read: the data of some inputs (their indices),
    only the shape and dtype of others, and whether the op's result."""
    data: tuple[int, ...] = ()
    meta: tuple[int, ...] = ()
    result: bool = False
    more: tuple[int, ...] = ()  # results 1.. of an op of several

    @property
    def c(self) -> str:
        """As C, with the mask macros of runtime/sy_internal.h, which alone fix the bit layout."""
        parts = [f"SY__SAVES_DATA({i})" for i in self.data]
        parts += ["SY__SAVES_RESULT"] if self.result else []
        parts += [f"SY__SAVES_META({i})" for i in self.meta]
        return " | ".join(parts) or "0u"


def saves_mask(model: Model, op: Op, input: str | None = None) -> Saves:
    """What the derivative formulas read (all of them, or only `input`'s):
    the data of inputs, only their shape and dtype, the op's result."""
    from .formulas import uses
    params = {h.name: h.params for h in model.helpers}
    data: set[str] = set()
    meta: set[str] = set()
    for d in op.derivatives:
        if input is not None and d.input != input:
            continue
        dd, mm = uses(d.expr, params)
        data |= dd
        meta |= mm
    meta -= data
    results = [r.name for r in op.family.signature.results]
    return Saves(tuple(i for i, name in enumerate(op.family.inputs) if name in data),
                 tuple(i for i, name in enumerate(op.family.inputs) if name in meta), "result" in data,
                 tuple(k for k, name in enumerate(results) if k and f"result_{name}" in data | meta))


def saves_init(model: Model, op: Op) -> str:
    """The .saves initializer of op's row: one mask per input, by name."""
    if not op.has_gradient:
        return "{0}"
    return "{" + ", ".join(f"[{i}] = {saves_mask(model, op, name).c}" for i, name in enumerate(op.family.inputs)) + "}"


def placement(model: Model, op: Op) -> dict[str, str]:
    """For the docs: where op runs on each backend: its own kernel, then the
    path along the fallback chain to each backend that runs the dtypes left
    (for the dtypes it takes, when not all of them)."""
    out = {}
    for b in model.real_backends:
        if op.family.kernel is None:
            out[b.name] = "view"
            continue
        parts = []
        left = list(op.dtypes)
        own = b.own(op.name)
        if own:
            parts.append("own" if own.dtypes == op.dtypes else f"own ({' '.join(own.dtypes)})")
            left = [d for d in left if d not in own.dtypes]
        path: list[str] = []
        for c in chain(model, b):
            if not left:
                break
            path.append(c.name)
            entry = c.own(op.name)
            take = [d for d in left if entry and d in entry.dtypes]
            if take:
                parts.append("-> " + " -> ".join(path) + ("" if take == left else f" ({' '.join(take)})"))
                left = [d for d in left if d not in take]
        if left:
            parts.append("UNSUPPORTED")
        out[b.name] = ", else ".join(parts)
    return out


def fallback_enum(model: Model, b: Backend) -> str:
    """The .fallback of a backend's row: the first backend of its chain that
    is compiled in (a constant expression over the cfg macros)."""
    expr = "SY__NO_FALLBACK"
    for c in reversed(chain(model, b)):
        expr = f"{c.cfg} ? {c.enum} : {expr}"
    return expr if expr == "SY__NO_FALLBACK" else f"({expr})"


def copy_op(model: Model) -> Op:
    """The op the runtime copies strided tensors with: the cast op."""
    return model.op("cast")


def context(model: Model) -> dict:
    """What the templates see besides the banner and the file name."""
    from . import backward
    grid = arms(model)
    return {
        "model": model,
        "families": model.families,
        "slot_macros": slot_macros(model),
        "enum_macros": enum_macros(model),
        "arms": grid,
        "arm_rows": arm_rows(model, grid),
        "routes": {op.name: route_cases(model, op) for op in model.ops},
        "fast_tables": [fast_table(model, op) for op in model.ops if fast_path(op)],
        "functions": [op_function(model, op) for op in model.ops],
        "op_rows": op_rows(model),
        "kernels": kernel_decls(model),
        "kernel_blocks": kernel_blocks(model),
        "backend_rows": backend_rows(model),
        "own_kernel_rows": own_kernel_rows(model),
        "config_errors": config_errors(model),
        "mask": lambda dts: dtype_mask(model, dts),
        "fallback": lambda b: fallback_enum(model, b),
        "needs": lambda b: ["|".join(c.name for c in g) for g in fallback_needs(model, b)],
        "copy_op": copy_op(model),
        "where": where,
        "guard": guard,
        "abi": model.abi,
        "backward": backward.backward_fns(model),
        "helpers": backward.helper_decls(model),
        "placement": {op.name: placement(model, op) for op in model.ops},
    }
