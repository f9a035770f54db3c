"""The error reference: each status's example in backends.yaml."""

from __future__ import annotations

import re
import shutil

import pytest
from conftest import REPO

IDENT = re.compile(r"\b(?:sy|SY)_[A-Za-z0-9_]+\b")


def test_every_status_has_an_example(real_model):
    for e in real_model.errors:
        assert e.example.before and e.example.after, e.name
        assert e.example.before != e.example.after, e.name
        # the status lands in `st`, as the pages say
        assert re.search(r"\bst = sy_", e.example.before), e.name
        assert re.search(r"\bst = sy_", e.example.after), e.name
        assert not e.example.before.endswith("\n") and not e.example.after.endswith("\n")


def test_examples_use_the_public_api(real_model, real_files, repo):
    """Every sy_/SY_ name an example uses is declared by the public headers (or is the status itself)."""
    public = (repo / "runtime" / "switchyard.h").read_text(encoding="utf-8")
    public += real_files["sy_backends.h"] + real_files["sy_ops.h"]
    declared = set(IDENT.findall(public)) | {e.enum for e in real_model.errors}
    for e in real_model.errors:
        for part in (e.example.before, e.example.after):
            unknown = sorted(set(IDENT.findall(part)) - declared)
            assert not unknown, f"the example of {e.name} uses {unknown}, which the public headers do not declare"


# ---- the scan of the C sources -------------------------------------------------------------

from generator import errors as errors_mod  # noqa: E402
from generator import render as render_mod  # noqa: E402
from tiny import doc, error_block, errors  # noqa: E402

SAMPLE = r"""
#define FAIL_IF(c) do { if (c) return SY_E_NOT_SCALAR; } while (0)
DEF_THING(add, x + y)
static const int table[] = {SY_E_DTYPE_MISMATCH, 0};
/* return SY_E_SHAPE_MISMATCH; in a comment */
static sy_status helper(int (*cb)(void), int x)
{
    const char *s = "SY_E_UNSUPPORTED in a string";
    if (x == SY_E_OUT_OF_MEMORY || SY_E_NO_GRADIENT != x)
        return x;
    switch (x) {
    case SY_E_GRAPH_RELEASED:
        return sy__fail(x ? SY_E_CAPTURE_MISMATCH : SY_E_DEVICE_MISMATCH, "%s", s);
    }
    return SY_E_INVALID_ARGUMENT;
}

sy_status sy_public(void)
{
    { return SY_E_INVALID_ARGUMENT; }
}
"""


def test_scan_attributes_each_status_to_its_function():
    assert errors_mod.scan(SAMPLE) == [
        ("NOT_SCALAR", "FAIL_IF (macro)"),
        ("CAPTURE_MISMATCH", "helper"), ("DEVICE_MISMATCH", "helper"), ("INVALID_ARGUMENT", "helper"),
        ("INVALID_ARGUMENT", "sy_public"),
    ]


@pytest.fixture(scope="module")
def real_sources(real_model, real_files, repo):
    return errors_mod.sources(real_model, real_files, "generated", repo)


def _mentions(srcs, name: str) -> list[str]:
    """Sources whose code (comments and strings aside) names SY_E_<name> at all."""
    token = re.compile(rf"\bSY_E_{name}\b")
    return [s.path for s in srcs if s.path != "generated/sy_status.c" and
            token.search(errors_mod._NOISE.sub(errors_mod._blank, s.text))]


def test_the_scan_reads_generated_runtime_and_kernels(real_sources, real_model, repo):
    paths = [s.path for s in real_sources]
    assert "generated/sy_transfer.c" in paths and "runtime/sy_device.c" in paths
    assert {f"runtime/{p.name}" for p in (repo / "runtime").glob("*.c")} <= set(paths)
    for b in real_model.real_backends:
        assert {f"kernels/{b.name}/{p.name}" for p in (repo / "kernels" / b.name).glob("*.c")} <= set(paths)
    generated = [p for p in paths if p.startswith("generated/")]
    assert paths[:len(generated)] == sorted(generated)  # the rendered files first, in a fixed order


def test_every_status_is_raised_somewhere_or_never(real_model, real_sources):
    """A page lists at least one place, unless no source names the status outside a comparison: then the
    page says it is raised nowhere."""
    pages = errors_mod.render(real_model, render_mod.environment(REPO / "templates"), lambda n: "", real_sources)
    where = errors_mod.places(real_model, real_sources)
    for e in real_model.errors:
        page = pages[f"{e.name}.md"]
        if where[e.name]:
            for p in where[e.name]:
                assert f"- `{p.path}`: `{p.function}" in page, (e.name, p)
            assert "Nowhere" not in page
        else:
            assert "Nowhere: no function in" in page, e.name
            assert not [path for path in _mentions(real_sources, e.name)], e.name


def test_the_shipped_statuses_are_all_raised(real_model, real_sources):
    where = errors_mod.places(real_model, real_sources)
    assert [e.name for e in real_model.errors if not where[e.name]] == []
    raising = sorted(p.function for p in where["AUTODIFF_MISMATCH"] if not p.kernel)
    assert raising == ["sy_move_check", "sy_require_grad"]


def test_a_status_nothing_raises_says_so(real_sources):
    m = doc(errors=errors(None, error_block("RESERVED_LATER", code="-999", message='"Reserved."',
                                            explain="Nothing returns it yet.", fix="Nothing to do.",
                                            example="example:\n  before: |\n    st = sy_reserved_call();\n"
                                                    "  after: |\n    st = sy_other_call();"))).model()
    pages = errors_mod.render(m, render_mod.environment(REPO / "templates"), lambda n: "", real_sources)
    page = pages["RESERVED_LATER.md"]
    assert "Nowhere: no function in generated/*.c, runtime/*.c or the backends' kernels returns or sets this" \
           " status." in page
    assert "- `" not in page.split("## Where it is raised")[1].split("## How to fix it")[0]


# ---- the committed pages ---------------------------------------------------------------------


def test_every_status_has_a_page(real_model, repo):
    folder = repo / "docs" / "errors"
    assert sorted(p.name for p in folder.iterdir()) == sorted([f"{e.name}.md" for e in real_model.errors] +
                                                              ["README.md"])
    index = (folder / "README.md").read_text(encoding="utf-8")
    for e in real_model.errors:
        page = (folder / f"{e.name}.md").read_text(encoding="utf-8")
        assert f"# {e.enum} ({e.code})" in page
        for part in (e.message, e.explain, e.fix, e.example.before, e.example.after):
            assert part in page, (e.name, part)
        assert f"| {e.code} | [{e.enum}]({e.name}.md) |" in index


# ---- --explain ---------------------------------------------------------------------------------


@pytest.mark.parametrize("query", ["AUTODIFF_MISMATCH", "SY_E_AUTODIFF_MISMATCH", "autodiff_mismatch",
                                   "sy_e_autodiff_mismatch", "-4"])
def test_explain_prints_the_page(query, run_main, repo):
    result = run_main("--explain", query, cwd=repo)
    assert (result.returncode, result.stderr) == (0, "")
    page = (repo / "docs" / "errors" / "AUTODIFF_MISMATCH.md").read_text(encoding="utf-8")
    assert result.stdout == page.split("\n", 2)[2]  # the page without its banner line and the blank after it
    assert result.stdout.startswith("# SY_E_AUTODIFF_MISMATCH (-4)\n")


@pytest.mark.parametrize("query, hint", [("AUTODIF_MISMATCH", "SY_E_AUTODIFF_MISMATCH"),
                                         ("SY_E_NOT_SCALR", "SY_E_NOT_SCALAR")])
def test_explain_unknown_name(query, hint, run_main, repo):
    result = run_main("--explain", query, cwd=repo)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == f"error: no status '{query}' in backends.yaml; did you mean '{hint}'?\n"


def test_explain_unknown_code(run_main, repo):
    result = run_main("--explain", "-999", cwd=repo)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.startswith("error: no status '-999' in backends.yaml (statuses: SY_E_INVALID_ARGUMENT, ")


def test_explain_writes_nothing_and_excludes_check(run_generator, project, yaml_text):
    folder = project(yaml_text)  # no docs/ folder: the page is made in memory
    result = run_generator("--explain", "-12", cwd=folder)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("# SY_E_SHAPE_MISMATCH (-12)\n")
    assert sorted(p.name for p in folder.iterdir()) == ["backends.yaml"]
    result = run_generator("--explain", "-12", "--check", cwd=folder)
    assert result.returncode == 2 and "not allowed with argument" in result.stderr


def test_explain_subprocess(run_generator, repo):
    result = run_generator("--explain", "SY_E_SHAPE_MISMATCH", cwd=repo)
    assert (result.returncode, result.stderr) == (0, "")
    assert "## Where it is raised\n\n- `runtime/sy_infer.c`: `" in result.stdout


# ---- the pages as output -----------------------------------------------------------------------


@pytest.fixture
def with_docs(project, yaml_text, real_files, run_main, repo):
    """A project with the real backends.yaml, runtime/ and kernels/ (copies), a docs/ folder, written once."""
    folder = project(yaml_text)
    shutil.copytree(repo / "runtime", folder / "runtime")
    shutil.copytree(repo / "kernels", folder / "kernels")
    (folder / "docs").mkdir()
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert result.returncode == 0, result.stderr
    return folder


def test_pages_are_written_like_the_committed_ones(with_docs, repo):
    for page in (repo / "docs" / "errors").iterdir():
        assert (with_docs / "docs" / "errors" / page.name).read_text(encoding="utf-8") == \
               page.read_text(encoding="utf-8"), page.name


def test_a_runtime_change_makes_the_pages_stale(with_docs, run_main):
    source = with_docs / "runtime" / "sy_graph.c"
    source.write_text(source.read_text(encoding="utf-8") +
                      "\nsy_status sy__extra(void)\n{\n    return SY_E_NOT_SCALAR;\n}\n", encoding="utf-8")
    result = run_main("--yaml", "backends.yaml", "--out", "generated", "--check", cwd=with_docs)
    assert result.returncode == 1
    assert "+- `runtime/sy_graph.c`: `sy__extra()`" in result.stdout
    assert result.stderr == ("docs/errors/ is stale (docs/errors/NOT_SCALAR.md); run `make generate` and commit"
                             " the result\n")
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=with_docs)
    assert (result.returncode, result.stdout) == (0, "wrote docs/errors/NOT_SCALAR.md\n")


def test_stale_pages_are_deleted_and_foreign_files_refused(with_docs, run_main):
    pages = with_docs / "docs" / "errors"
    old = (pages / "NOT_SCALAR.md").read_text(encoding="utf-8")
    (pages / "GONE.md").write_text(old, encoding="utf-8")
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=with_docs)
    assert (result.returncode, result.stdout) == (0, "deleted docs/errors/GONE.md\n")
    (pages / "notes.md").write_text("mine\n", encoding="utf-8")
    result = run_main("--yaml", "backends.yaml", "--out", "generated", cwd=with_docs)
    assert result.returncode == 2
    assert result.stderr == ("docs/errors/notes.md: error: not written by the generator; docs/errors/ holds only"
                             " generated files (move it elsewhere)\n")
