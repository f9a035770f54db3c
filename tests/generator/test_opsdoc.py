"""docs/ops.md: the op x backend x dtype support table agrees with the
generated routes (plan.route_cases) for every (op, backend, dtype), marks
what a device's kernels may decline at run time (runtime_fallback), and
lists the families and the op functions of plan.op_function; the README's
op-function block is kept like its pair-matrix block."""

from __future__ import annotations

import re

import pytest

from generator import model as model_mod
from generator import opsdoc
from generator import plan as plan_mod
from generator import readme as readme_mod
from generator import render as render_mod
from tiny import BACKENDS, CAPTURE, DEV, HOST, doc
from tiny import text as tiny_doc_text

# dev's kernels may decline f32 calls at run time; a second host backend without fallback and few kernels
DECLINES = DEV + "\nruntime_fallback: [f32]"
LONE = "name: lone\nid: 5\nmemory: host\nops: {add: [f32], cast: [f32]}"


def tiny_declines() -> str:
    return tiny_doc_text(backends=[HOST, DECLINES, CAPTURE])


def tiny_lone() -> str:
    return tiny_doc_text(backends=[HOST, DEV, LONE, CAPTURE])


def models(real_model):
    return {"shipped": real_model, "tiny": doc().model(), "tiny-declines": model_mod.parse(tiny_declines()),
            "tiny-lone": model_mod.parse(tiny_lone())}


@pytest.fixture(scope="module", params=["shipped", "tiny", "tiny-declines", "tiny-lone"])
def any_model(request, real_model):
    return models(real_model)[request.param]


_ROUTE = re.compile(r"^(?:if \(SY__DTYPE_IN\(dt, (?P<mask>[^)]*)\)\) )?return SY__ROUTE\(r, (?P<enum>\w+), ")


def route_runner(model, case, dtype: str) -> str | None:
    """The backend enum a route case (plan.route_cases) picks for dtype in a build with every backend."""
    bits = {plan_mod.dtype_bit(d): d.name for d in model.dtypes}
    for line in case.statements:
        if line.startswith("#"):
            continue  # every cfg macro on
        if line == "return false;":
            return None
        m = _ROUTE.match(line)
        assert m, line
        mask = m.group("mask")
        taken = ({d.name for d in model.dtypes} if mask in (None, "SY__DT_ALL")
                 else {bits[bit] for bit in mask.split(" | ")})
        if dtype in taken:
            return m.group("enum")
    return None


def test_every_cell_agrees_with_the_routes(any_model):
    m = any_model
    for op in m.ops:
        cases = {c.backend.name: c for c in plan_mod.route_cases(m, op)}
        for b in m.real_backends:
            for d in m.dtypes:
                c = opsdoc.cell(m, op, b, d.name)
                if d.name not in op.dtypes:
                    assert c.runs is opsdoc.Runs.NOT_TAKEN
                elif d.name not in b.dtypes:
                    assert c.runs is opsdoc.Runs.NOT_STORED, (op.name, b.name, d.name)
                elif op.family.kernel is None:
                    assert c.runs is opsdoc.Runs.VIEW
                else:
                    want = route_runner(m, cases[b.name], d.name)
                    got = c.runner.enum if c.runner else None
                    assert got == want, (op.name, b.name, d.name)
                    own = b.own(op.name)
                    assert (c.runs in (opsdoc.Runs.OWN, opsdoc.Runs.OWN_MAY_DECLINE)) == \
                        bool(own and d.name in own.dtypes)
                    assert (c.runs is opsdoc.Runs.UNSUPPORTED) == (want is None)


def test_the_capture_backend_records_every_op(any_model):
    m = any_model
    [t] = [t for t in opsdoc.tables(m) if t.backend.is_capture]
    for row in t.rows:
        for c in row.cells:
            assert c.runs is (opsdoc.Runs.RECORDS if c.dtype in row.op.dtypes else opsdoc.Runs.NOT_TAKEN)


def test_one_table_per_backend_and_a_cell_per_op_and_dtype(any_model):
    m = any_model
    tables = opsdoc.tables(m)
    assert [t.backend.name for t in tables] == [b.name for b in m.real_backends] + [m.capture.name]
    for t in tables:
        assert [r.op.name for r in t.rows] == [op.name for op in m.ops]
        assert all([c.dtype for c in r.cells] == [d.name for d in m.dtypes] for r in t.rows)


def test_opencl_f64_kernels_may_decline_to_cpu(real_model):
    m = real_model
    opencl = m.backend("opencl")
    assert opencl.runtime_fallback == ("f64",)
    for op in m.ops:
        for d in op.dtypes:
            c = opsdoc.cell(m, op, opencl, d)
            if op.family.kernel is None:
                assert c.runs is opsdoc.Runs.VIEW
            elif not opencl.runs(op.name, d):  # an op or dtype the shipped opencl's kernels leave to cpu
                assert (c.runs, c.text) == (opsdoc.Runs.FALLBACK, "-> cpu")
            elif not op.family.inputs:  # fills store what the host computed: they never decline
                assert c.runs is opsdoc.Runs.OWN
            elif d == "f64" or op.name == "cast":  # cast declines a call with an f64 result too
                assert (c.runs, c.declined, c.text) == (opsdoc.Runs.OWN_MAY_DECLINE, m.backend("cpu"),
                                                        "own, else -> cpu")
            else:
                assert c.runs is opsdoc.Runs.OWN
    others = [b for b in m.real_backends if b is not opencl]
    assert all(not b.runtime_fallback for b in others)


def test_a_tiny_device_that_declines_f32():
    m = model_mod.parse(tiny_declines())
    dev = m.backend("dev")
    assert dev.runtime_fallback == ("f32",)
    add = opsdoc.cell(m, m.op("add"), dev, "f32")
    assert (add.runs, add.runner, add.declined, add.text) == (opsdoc.Runs.OWN_MAY_DECLINE, dev, m.backend("host"),
                                                              "own, else -> host")
    neg = opsdoc.cell(m, m.op("neg"), dev, "f32")
    assert (neg.runs, neg.runner, neg.text) == (opsdoc.Runs.FALLBACK, m.backend("host"), "-> host")
    zeros = opsdoc.cell(m, m.op("zeros"), dev, "f64")
    assert (zeros.runs, zeros.text) == (opsdoc.Runs.NOT_STORED, "not stored")
    assert "may decline a call with an operand of f32" in opsdoc.table(m, dev).about


def test_without_a_fallback_what_is_missing_is_unsupported():
    m = model_mod.parse(tiny_lone())
    lone = m.backend("lone")
    assert opsdoc.cell(m, m.op("add"), lone, "f32").runs is opsdoc.Runs.OWN
    assert opsdoc.cell(m, m.op("add"), lone, "f64").text == "UNSUPPORTED"
    assert opsdoc.cell(m, m.op("neg"), lone, "f32").runs is opsdoc.Runs.UNSUPPORTED
    assert opsdoc.cell(m, m.op("reshape"), lone, "i32").runs is opsdoc.Runs.VIEW


def test_the_routes_and_the_table_share_the_rule(real_model):
    """route_links is what route_cases prints: its own kernel, then each link of the chain that lists the op."""
    m = real_model
    blas, simd, cpu = m.backend("blas"), m.backend("simd"), m.backend("cpu")
    assert [c.name for c, _e in plan_mod.route_links(m, m.op("matmul"), blas)] == ["blas", "simd", "cpu"]
    assert [c.name for c, _e in plan_mod.route_links(m, m.op("exp"), blas)] == ["simd", "cpu"]
    assert opsdoc.runner(m, m.op("exp"), blas, "f64") is cpu
    assert opsdoc.runner(m, m.op("exp"), blas, "f32") is simd


def test_families_and_functions_come_from_the_model(any_model):
    m = any_model
    assert [f.name for f in opsdoc.family_entries(m)] == [f.name for f in m.families]
    protos = opsdoc.prototypes(m)
    lines = [line for p in protos for line in p.lines]
    assert lines == [f"sy_status sy_{op.name}({plan_mod.op_function(m, op).params}); /* {' '.join(op.dtypes)} */"
                     for op in sorted(m.ops, key=lambda o: [f.name for f in m.families].index(o.family.name))]


def test_the_document_prints_the_cells(any_model, repo):
    m = any_model
    text = render_mod.render(m, repo / "templates", render_mod.DOC_OUTPUTS)["ops.md"]
    assert text.startswith(render_mod.banner("ops.md", m) + "\n")
    for t in opsdoc.tables(m):
        section = text.split(f"\n### {t.heading}\n", 1)[1].split("\n### ", 1)[0]
        for row in t.rows:
            assert f"| {row.op.name} | " + " | ".join(c.text for c in row.cells) + " |\n" in section


def test_the_committed_ops_md_is_current(repo, real_model):
    rendered = render_mod.render(real_model, repo / "templates", render_mod.DOC_OUTPUTS)
    assert (repo / "docs" / "ops.md").read_text(encoding="utf-8") == rendered["ops.md"]


# ---- the README's op-function block ---------------------------------------------------------


def test_the_readme_lists_the_op_functions_generated(repo):
    readme = (repo / "README.md").read_text(encoding="utf-8")
    ops_md = (repo / "docs" / "ops.md").read_text(encoding="utf-8")
    begin = readme.index(readme_mod.OPS.begin + "\n") + len(readme_mod.OPS.begin) + 1
    end = readme.index(readme_mod.OPS.end + "\n")
    assert readme[begin:end] == readme_mod.op_functions(ops_md)
    assert readme.count(readme_mod.OPS.begin_prefix) == 1 and readme.count(readme_mod.OPS.end) == 1


def readme_with_ops(pairs: str, ops: str) -> str:
    return (f"# A project\n\n{readme_mod.PAIRS.begin}\n{pairs}{readme_mod.PAIRS.end}\n\nThe API:\n\n"
            f"{readme_mod.OPS.begin}\n{ops}{readme_mod.OPS.end}\n\nThe end.\n")


@pytest.fixture
def with_ops_block(project, tiny_text, tiny_files, repo):
    """A project with the tiny yaml, out/ current, and a README whose op-function block lost a line."""
    folder = project(tiny_text)
    (folder / "out").mkdir()
    for name, text in tiny_files.items():
        (folder / "out" / name).write_text(text, encoding="utf-8")
    ops_md = render_mod.render(doc().model(), repo / "templates", render_mod.DOC_OUTPUTS)["ops.md"]
    functions = readme_mod.op_functions(ops_md)
    pairs = readme_mod.pair_table(tiny_files["PAIRS.md"])
    lines = functions.splitlines(keepends=True)
    (folder / "README.md").write_text(readme_with_ops(pairs, "".join(lines[:2] + lines[3:])), encoding="utf-8")
    return folder, readme_with_ops(pairs, functions), lines[2]


def test_check_reports_a_stale_op_function_block(with_ops_block, run_main):
    folder, _want, lost = with_ops_block
    before = (folder / "README.md").read_bytes()
    result = run_main("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert result.returncode == 1
    assert [line[1:] for line in result.stdout.splitlines(keepends=True)
            if line.startswith("+") and not line.startswith("+++")] == [lost]
    assert result.stderr == ("README.md is stale (its op-function block differs from the op functions of"
                             " backends.yaml); run `make generate` and commit the result\n")
    assert (folder / "README.md").read_bytes() == before


def test_generate_rewrites_the_op_function_block(with_ops_block, run_main):
    folder, want, _lost = with_ops_block
    result = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (result.returncode, result.stdout, result.stderr) == (0, "wrote README.md (its op-function block)\n", "")
    assert (folder / "README.md").read_text(encoding="utf-8") == want


def test_a_broken_op_function_block_is_a_located_error(project, tiny_text, tiny_files, run_main):
    folder = project(tiny_text)
    pairs = readme_mod.pair_table(tiny_files["PAIRS.md"])
    text = readme_with_ops(pairs, "").replace(readme_mod.OPS.end + "\n", "")
    (folder / "README.md").write_text(text, encoding="utf-8")
    line = text.splitlines().index(readme_mod.OPS.begin) + 1
    result = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (f"README.md:{line}: error: '<!-- ops:begin' has no '<!-- ops:end -->' line after it;"
                             f" the generator writes the op functions between a line '{readme_mod.OPS.begin}' and"
                             f" a line '<!-- ops:end -->'; put them where the list goes\n")
    assert not (folder / "out").exists()


def test_a_project_with_docs_gets_ops_md(project, tiny_text, run_main, repo):
    folder = project(tiny_text)
    (folder / "docs").mkdir()
    (folder / "docs" / "notes.md").write_text("hand-written\n", encoding="utf-8")
    first = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert first.returncode == 0 and first.stdout.endswith("wrote docs/ops.md\n")
    assert (folder / "docs" / "notes.md").read_text(encoding="utf-8") == "hand-written\n"  # not the generator's
    (folder / "docs" / "ops.md").write_text("edited\n", encoding="utf-8")
    check = run_main("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert check.returncode == 1
    assert check.stderr == "docs/ops.md is stale (docs/ops.md); run `make generate` and commit the result\n"
    assert "+++ b/docs/ops.md\n" in check.stdout
    again = run_main("--yaml", "backends.yaml", "--out", "out", cwd=folder)
    assert (again.returncode, again.stdout) == (0, "wrote docs/ops.md\n")
    ok = run_main("--yaml", "backends.yaml", "--out", "out", "--check", cwd=folder)
    assert (ok.returncode, ok.stdout) == (0, "out/, docs/errors/ and docs/ops.md are up to date with backends.yaml\n")


def test_backends_default_unchanged():
    """The tiny document's backends do not decline anything: runtime_fallback is optional."""
    assert all(not b.runtime_fallback for b in doc(backends=BACKENDS).model().backends)
