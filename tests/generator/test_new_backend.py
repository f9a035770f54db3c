"""A user adds a backend to backends.yaml: a host backend `extra` (id 201) with
its own add for f32 and cpu as fallback. It renders, the grid grows to 5x5,
and every generated file mentions it where it should."""

from __future__ import annotations

import re

import pytest

EXTRA = "  - name: extra\n    id: 201\n    memory: host\n    fallback: cpu\n    ops: {add: [f32]}\n"
CAPTURE = "  - name: capture\n"


@pytest.fixture(scope="module")
def added(mutate, tmp_path_factory, run_generator):
    """(mutated yaml, rendered files, location of the new entry, project folder)."""
    mutated = mutate((CAPTURE, EXTRA + CAPTURE))
    folder = tmp_path_factory.mktemp("extra")
    (folder / "backends.yaml").write_text(mutated.text, encoding="utf-8")
    result = run_generator("--yaml", "backends.yaml", "--out", "generated", cwd=folder)
    assert (result.returncode, result.stderr) == (0, ""), result.stderr
    files = {p.name: p.read_text(encoding="utf-8") for p in (folder / "generated").iterdir()}
    return mutated, files, f"backends.yaml:{mutated.find('  - ‸name: extra')}", folder


def test_renders_every_output(added, outputs):
    _m, files, _at, _folder = added
    assert sorted(files) == sorted(outputs)


def test_pair_grid_is_five_by_five(added):
    _m, files, at, _folder = added
    text = files["sy_transfer.c"]
    body = re.search(r"^sy_status sy__transfer_pair\(.*?^\}\n", text, re.M | re.S).group(0)
    assert body.count("case SY__PAIR(") == 25
    assert "/* The pair grid: 25 arms for 5 backends. */" in text
    cpu = re.search(r"cpu \((backends\.yaml:\d+:\d+)\)", files["sy_kernels.h"]).group(1)
    assert ("#if SY_WITH_EXTRA && SY_WITH_CPU\n"
            "    case SY__PAIR(SY_BACKEND_EXTRA, SY_BACKEND_CPU): /* extra -> cpu: both host memory, share the storage"
            f" ({at} -> {cpu}) */\n        return sy__move_share(t, dst, out);\n#endif\n") in body
    assert ("#if SY_WITH_EXTRA\n    case SY__PAIR(SY_BACKEND_EXTRA, SY_BACKEND_EXTRA): /* extra -> extra: same backend,"
            f" host memory: share the storage ({at}) */\n        return sy__move_share(t, dst, out);\n#endif\n") in body
    for other in ("CPU", "SIMD", "BLAS"):
        for src, dst in ((other, "EXTRA"), ("EXTRA", other)):
            arm = re.search(rf"case SY__PAIR\(SY_BACKEND_{src}, SY_BACKEND_{dst}\): .*\n        return (.*);", body)
            assert arm.group(1) == "sy__move_share(t, dst, out)", (src, dst)
    for src, dst in (("SIM", "EXTRA"), ("EXTRA", "SIM")):
        guard = re.search(rf"#if (.*)\n    case SY__PAIR\(SY_BACKEND_{src}, SY_BACKEND_{dst}\): .*\n        return (.*);",
                          body)
        assert guard.group(1) == f"SY_WITH_{src} && SY_WITH_{dst}"
        assert guard.group(2) == "sy__move_staged(t, dst, out)"


def test_backends_header(added):
    _m, files, at, _folder = added
    h = files["sy_backends.h"]
    assert f"#ifndef SY_WITH_EXTRA\n#define SY_WITH_EXTRA 1 /* extra ({at}) */\n#endif\n" in h
    assert f"    SY_BACKEND_EXTRA = 201, /* host memory ({at}) */\n" in h
    assert "    SY_BACKEND_ID_LIMIT = 202 /* one past the largest id */\n" in h
    assert "#define SY_BACKEND_COUNT 6 " in h and "#define SY_BACKEND_REAL_COUNT 5 " in h
    assert (f"#if SY_WITH_EXTRA && !SY_WITH_CPU\n#error \"switchyard: backend extra falls back to cpu ({at});"
            " enable SY_WITH_CPU or disable SY_WITH_EXTRA\"\n#endif\n") in h
    assert "#if !(SY_WITH_CPU || SY_WITH_SIMD || SY_WITH_BLAS || SY_WITH_SIM || SY_WITH_EXTRA)\n" in h


def test_kernel_declared(added):
    mutated, files, at, _folder = added
    assert (f"#if SY_WITH_EXTRA\n/* extra ({at}) */\nsy_status sy_extra_add(const sy_ew_args *args);\n#endif\n"
            in files["sy_kernels.h"])
    assert len(re.findall(r"\bsy_extra_\w+\(", files["sy_kernels.h"])) == 1


def test_every_route_has_an_extra_case(added, real_model):
    mutated, files, at, _folder = added
    source = files["sy_ops.c"]
    kernel_ops = [o.name for o in real_model.ops if o.cls.kernel]
    assert source.count("    case SY_BACKEND_EXTRA: ") == len(kernel_ops)
    add_at = f"backends.yaml:{mutated.find('{‸add: [f32]}')}"
    assert ("#if SY_WITH_EXTRA\n"
            f"    case SY_BACKEND_EXTRA: /* extra implements add for f32 ({add_at}); fallback: cpu */\n"
            "        if (SY__DTYPE_IN(dt, 0x01u)) return SY__ROUTE(r, SY_BACKEND_EXTRA, ew, sy_extra_add);\n"
            "        return sy__route_add(SY_BACKEND_CPU, dt, r);\n#endif\n") in source
    for op in kernel_ops:
        if op != "add":
            assert (f"    case SY_BACKEND_EXTRA: /* extra does not implement {op} ({at}); fallback: cpu */\n"
                    f"        return sy__route_{op}(SY_BACKEND_CPU, dt, r);\n") in source


def test_tables(added):
    mutated, files, at, _folder = added
    c = files["sy_tables.c"]
    assert (f"    /* extra:  ({at}) */\n    [SY_BACKEND_EXTRA] = {{.name = \"extra\", .cfg = \"SY_WITH_EXTRA\","
            " .enabled = SY_WITH_EXTRA, .host = true, .devices = 1, .stores = 0x1fu},\n") in c
    order = re.findall(r"^    (SY_BACKEND_\w+),$", c[c.index("sy__backend_order"):], re.M)
    assert order[-2:] == ["SY_BACKEND_EXTRA", "SY_BACKEND_CAPTURE"]
    add_at = f"backends.yaml:{mutated.find('{‸add: [f32]}')}"
    assert f"    [SY_BACKEND_EXTRA] = {{\n        [SY_OP_ADD] = 0x01u, /* {add_at} */\n    }},\n" in c


def test_makefile_and_pairs_document(added):
    _m, files, _at, _folder = added
    mk = files["backends.mk"]
    assert "SY_BACKENDS := cpu simd blas sim extra\n" in mk
    assert "SY_CFG_extra := SY_WITH_EXTRA\nSY_LIBS_extra :=\nSY_FALLBACK_extra := cpu\n" in mk
    md = files["PAIRS.md"]
    assert "25 arms for 5 backends." in md.replace("\n", " ")
    assert "| source \\ destination | cpu | simd | blas | sim | extra |\n" in md
    assert ("| **extra** (host) | zero-copy | zero-copy | zero-copy | staged through host |"
            " zero-copy (same backend) |\n") in md
    assert "| add | own | own | -> cpu | -> cpu | own (f32), else -> cpu |\n" in md
    assert "| div | own | own | -> cpu | -> cpu | -> cpu |\n" in md


def test_check_sees_the_new_backend(added, repo, run_generator):
    """The rendered folder is up to date; the repository's generated/ is stale against the new yaml."""
    _m, _files, _at, folder = added
    ok = run_generator("--yaml", "backends.yaml", "--out", "generated", "--check", "-q", cwd=folder)
    assert (ok.returncode, ok.stdout, ok.stderr) == (0, "", "")
    stale = run_generator("--yaml", str(folder / "backends.yaml"), "--out", "generated", "--check", cwd=repo)
    assert stale.returncode == 1
    assert "+#define SY_WITH_EXTRA 1 /* extra (" in stale.stdout
    assert "+sy_status sy_extra_add(const sy_ew_args *args);\n" in stale.stdout
