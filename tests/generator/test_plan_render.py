"""The templates only loop and substitute: every arm of the pair grid, every
cell of the pair and error tables, every route case, op-table row, kernel
declaration and configuration guard in the rendered files is the one
generator.plan computed, in the plan's order.

Each test loops over the plan of three documents: the shipped backends.yaml
(whatever backends it has), the tiny document (tiny.py) and the tiny
document widened with a second host backend, a backend without a
fallback and a second device backend with a direct transfer one way, so
that every kind of arm, route and placement appears at least once.
"""

from __future__ import annotations

import re

import pytest

from generator import plan
from generator import render as render_mod
from generator.spec import ArmKind
from test_structure import ARM, CASE, function_body
from tiny import PEER, REPO, with_backend

WIDE = with_backend(
    "name: fast\nid: 2\nmemory: host\nfallback: host\nops: {add: [f32], exp: [f32]}",
    "name: solo\nid: 3\nmemory: host\nops: {add: [f32]}",
    "name: gpu\nid: 4\nmemory: device\ndevices: runtime\ndtypes: [f32, bool]\nfallback: fast\nops: {neg: [f32]}",
    transfers=[PEER, "{from: gpu, to: dev, function: sy_k_gpu_to_dev}"])


@pytest.fixture(scope="module", params=["shipped", "tiny", "wide"])
def made(request, real_model, real_files, tiny_model, tiny_files):
    """(model, rendered files) of one of the three documents."""
    if request.param == "shipped":
        return real_model, real_files
    if request.param == "tiny":
        return tiny_model, tiny_files
    model = WIDE.model()
    return model, render_mod.render(model, REPO / "templates")


def test_the_wide_document_has_every_kind_of_arm():
    assert {a.kind for a in plan.arms(WIDE.model())} == set(ArmKind)


def test_pair_grid_is_the_plans_arms(made):
    m, files = made
    text = files["sy_transfer.c"]  # the arms, in one function per source backend
    body = text[text.index("/* The pair grid: "):text.index("const char *sy_transfer_kind(")]
    rendered = [(a["guard"], a["src"], a["dst"], a["comment"], a["call"]) for a in (
        match.groupdict() for match in ARM.finditer(body))]
    assert body.count("case SY__PAIR(") == len(rendered)
    arms = plan.arms(m)
    assert len(arms) == len(m.real_backends) ** 2
    assert rendered == [(a.guard, a.src.enum, a.dst.enum, plan.comment(a.comment), a.call) for a in arms]
    assert [f"SY__PAIR({s}, {d})" for _g, s, d, _c, _call in rendered] == [a.case for a in arms]


def table(md: str, head: str) -> list[list[str]]:
    """The rows of the markdown table whose header line starts with head, as cells (header and rule
    excluded)."""
    lines = md.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(head))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def test_pair_matrix_cells_are_the_arms_docs(made):
    m, files = made
    rows = table(files["PAIRS.md"], "| source \\ destination | " + m.real_backends[0].name)
    reals = m.real_backends
    assert [r[0] for r in rows] == [f"**{b.name}** ({b.memory})" for b in reals]
    cells = {(s.name, d.name): rows[i][j + 1] for i, s in enumerate(reals) for j, d in enumerate(reals)}
    assert cells == {(a.src.name, a.dst.name): a.doc for a in plan.arms(m)}


def test_error_cells_name_statuses_of_the_document(made):
    """Every cell of the autodiff and capture table is the pair's arm, or starts with a status the document
    defines; each status the table names is one the runtime returns for a move."""
    m, files = made
    rows = table(files["PAIRS.md"], "| source \\ destination | plain B2 |")
    assert len(rows) == 4 and all(len(r) == 4 for r in rows)
    statuses = {e.name for e in m.errors}
    named = set()
    for row in rows:
        for cell in row[1:]:
            if cell.startswith("the pair's arm") or cell.startswith(("registers", "C1 == C2")):
                continue
            word = re.match(r"[A-Z_]+", cell).group(0)
            assert word in statuses, cell
            named.add(word)
    assert named == {"AUTODIFF_MISMATCH", "CAPTURE_ONE_WAY"}
    messages = "; ".join(f'`{e.name}`: "{e.message}"' for e in m.errors if e.name in named)
    assert f"\nMessages: {messages}.\n" in files["PAIRS.md"]


def test_placement_table_is_the_plans(made):
    m, files = made
    rows = table(files["PAIRS.md"], "| op | " + m.real_backends[0].name)
    assert rows == [[op.name, *plan.placement(m, op).values()] for op in m.ops]


def test_route_cases_are_the_plans(made):
    m, files = made
    source = files["sy_ops.c"]
    for op in m.ops:
        if op.family.kernel is None:
            assert f"sy__route_{op.name}(" not in source
            continue
        body = function_body(source, f"static bool sy__route_{op.name}(")
        cases = [c.groupdict() for c in CASE.finditer(body)]
        assert len(cases) == body.count("    case ")
        lines = [tuple(ln.strip() for ln in c["statements"].rstrip("\n").split("\n")) for c in cases]
        want = [(rc.backend.cfg, rc.backend.enum, plan.comment(rc.comment), rc.statements)
                for rc in plan.route_cases(m, op)]
        assert [(c["guard"], c["backend"], c["comment"], st) for c, st in zip(cases, lines)] == want, op.name


OP_ROW = re.compile(r"^    \[(SY_OP_\w+)\] = \{\n((?:        \.\w+ = .*,\n)+)    \},$", re.M)
ROW_FIELDS = ("name", "cls", "kernel", "variadic", "n_attrs", "attrs", "infer", "n_in", "creates", "values", "fast",
              "fast_kernels",
              "dtypes",
              "in_names", "in_var", "in_dtypes",
              "key_var", "n_out", "optional", "out_names", "out_var", "out_fixed", "differentiable", "memory_bound",
              "route", "backward", "saves", "reads_results")


def test_op_table_rows_are_the_plans(made):
    m, files = made
    rows = [(enum, re.findall(r"^        \.(\w+) = (.*),$", body, re.M))
            for enum, body in OP_ROW.findall(files["sy_ops.c"])]
    want = []
    for r in plan.op_rows(m):
        values = {"name": f'"{r.op.name}"', "cls": r.op.family.enum, **{f: str(getattr(r, f)) for f in ROW_FIELDS[2:]}}
        want.append((r.op.enum, [(f, values[f]) for f in ROW_FIELDS]))
    assert rows == want


def test_kernel_declarations_are_the_plans(made):
    m, files = made
    declared = re.findall(r"^sy_status (sy_\w+)\(const (sy_\w+_args) \*args\);$", files["sy_kernels.h"], re.M)
    assert declared == [(k.name, k.args) for k in plan.kernel_decls(m)]


def test_op_functions_are_the_plans(made):
    m, files = made
    header, source = files["sy_ops.h"], files["sy_ops.c"]
    for f in (plan.op_function(m, op) for op in m.ops):
        signature = f"sy_status sy_{f.op.name}({f.params})"
        assert header.count(f"\nSY_API {signature};\n") == 1, signature
        body = function_body(source, signature)
        assert all(f"    {init};\n" in body for init in f.attr_inits), f.op.name
        assert body.endswith(f"    return {f.dispatch}(&call, {f.out});\n}}\n")
        assert f"/* {plan.comment(f.doc)} */\n{signature}\n" in source


def test_configuration_guards_are_the_plans(made):
    m, files = made
    h = files["sy_backends.h"]
    guards = re.findall(r"^#if (.*)\n#error \"(switchyard: .*)\"\n#endif$", h, re.M)
    assert guards == [(cond, message) for cond, message in plan.config_errors(m)]
