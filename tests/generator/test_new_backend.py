"""A user adds a backend to backends.yaml: a host backend `extra` (a free id)
with its own add for f32, falling back to the first real backend without a
fallback (cpu), inserted right before the capture backend. It renders, the
grid grows by one row and one column, and every generated file mentions it
where it should.

Everything expected is derived from the real backends.yaml (whatever
backends it has) and from the model of the edited one, so the test holds
for a repository whose yaml already has more backends than the shipped one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator import model as model_mod


@dataclass(frozen=True)
class Added:
    text: str  # the edited backends.yaml
    model: object  # its model
    base: object  # the model of the real backends.yaml
    files: dict  # what the generator wrote
    at: str  # the new entry as comments cite it: backends[<name>]
    folder: Path
    name: str
    enum: str
    cfg: str
    fallback: object  # the Backend it falls back to

    def loc(self, backend) -> str:
        return f"backends[{backend.name}]"


def free_name(base) -> str:
    taken = {b.name for b in base.backends}
    return next(n for n in ("extra", "extra2", "extra3", "user_extra") if n not in taken)


def free_id(base) -> int:
    used = {b.id for b in base.backends}
    return next(i for i in [201, *range(255, -1, -1)] if i not in used)


def insert_before_capture(text: str, base, entry_lines: list[str]) -> str:
    """The entry inserted as a list item right before the capture backend, indented like it."""
    lines = text.splitlines(keepends=True)
    index = base.capture.loc.line - 1
    dash = lines[index].index("-")
    indent = lines[index][:dash]
    first, *rest = entry_lines
    entry = f"{indent}- {first}\n" + "".join(f"{indent}  {line}\n" for line in rest)
    return "".join(lines[:index]) + entry + "".join(lines[index:])


@pytest.fixture(scope="module")
def added(yaml_text, real_model, tmp_path_factory, run_generator):
    base = real_model
    name = free_name(base)
    fallback = next(b for b in base.real_backends if b.is_host and not b.fallback)
    text = insert_before_capture(yaml_text, base, [
        f"name: {name}", f"id: {free_id(base)}", "memory: host", f"fallback: {fallback.name}", "ops: {add: [f32]}"])
    folder = tmp_path_factory.mktemp("extra")
    (folder / "backends.yaml").write_text(text, encoding="utf-8")
    result = run_generator("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    files = {p.name: p.read_text(encoding="utf-8") for p in (folder / "generated").iterdir()}
    m = model_mod.parse(text)
    assert [b.name for b in m.real_backends] == [b.name for b in base.real_backends if
                                                 b.loc.line < base.capture.loc.line] + [name] + [
        b.name for b in base.real_backends if b.loc.line > base.capture.loc.line]
    at = f"backends[{name}]"
    return Added(text, m, base, files, at, folder, name, f"SY_BACKEND_{name.upper()}", f"SY_WITH_{name.upper()}",
                 m.backend(fallback.name))


def test_renders_every_output(added, outputs):
    assert sorted(added.files) == sorted(outputs)


def test_pair_grid_grows_by_one_row_and_column(added):
    a, text = added, added.files["sy_transfer.c"]
    n = len(a.model.real_backends)
    assert n == len(a.base.real_backends) + 1
    body = text[text.index("/* The pair grid: "):text.index("const char *sy_transfer_kind(")]
    assert f"        return sy__transfer_from_{a.name}(t, dst, out);\n" in body
    assert body.count("case SY__PAIR(") == n * n
    assert f"/* The pair grid: {n * n} arms for {n} backends, in one function per" in text
    fb = a.fallback
    assert (f"#if {a.cfg} && {fb.cfg}\n"
            f"    case SY__PAIR({a.enum}, {fb.enum}): /* {a.name} -> {fb.name}: both host memory, share the storage"
            f" ({a.at} -> {a.loc(fb)}) */\n        return sy__move_share(t, dst, out);\n"
            "#endif\n") in body
    assert (f"#if {a.cfg}\n    case SY__PAIR({a.enum}, {a.enum}): /* {a.name} -> {a.name}: same backend,"
            f" host memory: share the storage ({a.at}) */\n        return sy__move_share(t, dst, out);\n"
            "#endif\n") in body
    for other in a.base.real_backends:
        other = a.model.backend(other.name)
        for src, dst in ((other, a.model.backend(a.name)), (a.model.backend(a.name), other)):
            arm = re.search(rf"#if (.*)\n    case SY__PAIR\({src.enum}, {dst.enum}\): .*\n        return (.*);", body)
            assert arm, (src.name, dst.name)
            assert arm.group(1) == f"{src.cfg} && {dst.cfg}"
            move = "sy__move_share(t, dst, out)" if other.is_host else "sy__move_staged(t, dst, out)"
            assert arm.group(2) == move, (src.name, dst.name)


def test_backends_header(added):
    a, h = added, added.files["sy_backends.h"]
    m = a.model
    bid = m.backend(a.name).id
    assert f"#ifndef {a.cfg}\n#define {a.cfg} 1 /* {a.name} ({a.at}) */\n#endif\n" in h
    assert f"    {a.enum} = {bid}, /* host memory ({a.at}) */\n" in h
    assert f"    SY_BACKEND_ID_LIMIT = {max(b.id for b in m.backends) + 1} /* one past the largest id */\n" in h
    assert f"#define SY_BACKEND_COUNT {len(m.backends)} " in h
    assert f"#define SY_BACKEND_REAL_COUNT {len(m.real_backends)} " in h
    fb = a.fallback
    assert (f"#if {a.cfg} && !{fb.cfg}\n#error \"switchyard: backend {a.name} falls back to {fb.name} for ops its"
            f" kernels lack ({a.at}); enable {fb.cfg} or disable {a.cfg}\"\n#endif\n") in h
    assert f"#if !({' || '.join(b.cfg for b in m.real_backends)})\n" in h


def test_kernel_declared(added):
    a, header = added, added.files["sy_kernels.h"]
    assert f"\n/* {a.name} ({a.at}) */\nsy_status sy_k_{a.name}_add(const sy_ew_args *args);\n\n" in header
    assert len(re.findall(rf"\bsy_k_{a.name}_\w+\(", header)) == 1


def test_every_route_has_a_case_for_it(added, real_model):
    a, source = added, added.files["sy_ops.c"]
    kernel_ops = [o.name for o in real_model.ops if o.family.kernel]
    assert source.count(f"    case {a.enum}: ") == len(kernel_ops)
    add_at = f"backends[{a.name}].ops.add"
    fb = a.fallback
    assert (f"#if {a.cfg}\n"
            f"    case {a.enum}: /* {a.name} implements add for f32 ({add_at}); fallback: {fb.name} */\n"
            f"        if (SY__DTYPE_IN(dt, SY__DT_F32)) return SY__ROUTE(r, {a.enum}, ew, sy_k_{a.name}_add);\n"
            f"#if {fb.cfg}\n"
            f"        return SY__ROUTE(r, {fb.enum}, ew, sy_k_{fb.name}_add);\n#endif\n"
            f"        return false;\n#endif\n") in source
    for op in kernel_ops:
        if op != "add":
            kind = real_model.op(op).family.kernel
            assert (f"    case {a.enum}: /* {a.name} does not implement {op} ({a.at}); fallback: {fb.name} */\n"
                    f"#if {fb.cfg}\n        return SY__ROUTE(r, {fb.enum}, {kind}, sy_k_{fb.name}_{op});\n#endif\n"
                    f"        return false;\n") in source


def test_tables(added):
    a, c = added, added.files["sy_tables.c"]
    m = a.model
    all_dtypes = "SY__DT_ALL"
    assert f"    /* {a.name}:  ({a.at}) */\n#if {a.cfg}\n" in c
    entries = re.findall(rf"^    \[{a.enum}\] = \{{(\.name = .*)$", c, re.M)
    assert entries  # one row, or an enabled and a disabled one
    for entry in entries:
        assert entry.startswith(f'.name = "{a.name}", .cfg = "{a.cfg}", .enabled = '), entry
        fb = f"({a.fallback.cfg} ? {a.fallback.enum} : SY__NO_FALLBACK)"
        assert f", .host = true, .devices = 1, .stores = {all_dtypes}, .fallback = {fb}" in entry, entry
    order = re.findall(r"^    (SY_BACKEND_\w+),$", c[c.index("sy__backend_order"):], re.M)
    assert order[:len(m.backends)] == [b.enum for b in m.backends]  # yaml order, the new one before capture
    assert order.index(a.enum) + 1 == order.index(m.capture.enum)
    add_at = f"backends[{a.name}].ops.add"
    assert f"    [{a.enum}] = {{\n        [SY_OP_ADD] = SY__DT_F32, /* {add_at} */\n    }},\n" in c


def table_rows(md: str, first_cell: str) -> list[list[str]]:
    """The markdown table whose header starts with `| first_cell |`, as lists of cells."""
    lines = md.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {first_cell} |"))
    rows = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def test_makefile_and_pairs_document(added, real_files):
    a, m = added, added.model
    mk = a.files["backends.mk"]
    # the build's list: the real backends, then the mpi layer (a switch and libraries, no devices)
    listed = ' '.join([b.name for b in m.real_backends] + ([m.mpi.name] if m.mpi else []))
    assert f"SY_BACKENDS := {listed}\n" in mk
    assert (f"SY_CFG_{a.name} := {a.cfg}\nSY_LIBS_{a.name} :=\nSY_FALLBACK_{a.name} := {a.fallback.name}\n") in mk
    cm = a.files["backends.cmake"]
    assert f"set(SY_BACKENDS {listed})\n" in cm
    assert (f"set(SY_CFG_{a.name} {a.cfg})\nset(SY_LIBS_{a.name})\n"
            f"set(SY_FALLBACK_{a.name} {a.fallback.name})\n") in cm
    md = a.files["PAIRS.md"]
    n = len(m.real_backends)
    assert f"{n * n} arms for {n} backends." in md.replace("\n", " ")
    pairs = table_rows(md, "source \\ destination")
    names = [b.name for b in m.real_backends]
    assert pairs[0] == ["source \\ destination", *names]
    row = next(r for r in pairs if r[0] == f"**{a.name}** (host)")
    assert row[1:] == ["zero-copy (same backend)" if d.name == a.name else "zero-copy" if d.is_host
                       else "staged through host" for d in m.real_backends]
    # where each op runs: a new column; the others are what they were
    ops, before = table_rows(md, "op"), table_rows(real_files["PAIRS.md"], "op")
    column = names.index(a.name) + 1
    assert [r[:column] + r[column + 1:] for r in ops] == before
    cells = {r[0]: r[column] for r in ops}
    assert cells["add"] == f"own (f32), else -> {a.fallback.name}"
    assert cells["div"] == f"-> {a.fallback.name}"


def test_check_sees_the_new_backend(added, repo, run_generator):
    """The rendered folder is up to date; the repository's generated/ is stale against the new yaml."""
    a = added
    ok = run_generator("--yaml", "backends.yaml", "--out", "generated", "--check", "-q", cwd=a.folder)
    assert (ok.returncode, ok.stdout, ok.stderr) == (0, "", "")
    stale = run_generator("--yaml", str(a.folder / "backends.yaml"), "--out", "generated", "--check", cwd=repo)
    assert stale.returncode == 1
    assert f"+#define {a.cfg} 1 /* {a.name} (" in stale.stdout
    assert f"+sy_status sy_k_{a.name}_add(const sy_ew_args *args);\n" in stale.stdout
