"""Line and branch coverage of the C library and of the generator.

    $PYTHON tools/coverage.py OBJDIR [--floor FILE] [--out DIR] [--python-tests | --reuse-python-tests]

OBJDIR is a build folder whose objects were compiled with --coverage and
whose Check suites have run (make coverage and make test-coverage: the
ASan/UBSan build of make test-sanitize, see the Makefile). The .gcda files
there are read with lcov's geninfo; this script merges what several
translation units say of one header, sums the figures per folder
(runtime/, generated/, kernels/<backend>/) and writes an HTML report with
lcov's genhtml to OUT/c/. The generator's pytest suite (tests/generator)
runs under python3-coverage, subprocesses included (they are most of what
the CLI tests run), with an HTML report in OUT/generator/. --python-tests
runs only that suite (make test-coverage runs it beside the Check suites);
--reuse-python-tests then reports its data without running it again.

The simd backend's ISA variants (kernels/simd/sy_simd_isa_<isa>.c, each
compiling the sy_simd_body*.h headers for its target) run only on a CPU
that has the instructions: each variant gets its own line, and the
kernels/simd figure counts only the variants this CPU runs.

FILE (tests/coverage-floor) holds the floors: lines `AREA PERCENT` for the
line coverage of runtime and generator. Exit 1 when a figure is below its
floor, 2 on a usage or tool error. Prints a table either way.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ISAS = {  # variant: the /proc/cpuinfo flags its target needs (sy_simd_isa_<isa>.c's pragma)
    "generic": (),
    "avx2": ("avx2", "fma"),
    "avx512": ("avx2", "fma", "avx512f", "avx512bw", "avx512dq", "avx512vl"),
}
ISA_OBJ = re.compile(r"sy_simd_isa_(\w+)\.gcda$")


class FileCov:
    """One source file's lines (line -> hit count) and branches ((line, block, branch) -> taken)."""

    def __init__(self) -> None:
        self.lines: dict[int, int] = {}
        self.branches: dict[tuple[int, int, int], int] = {}

    def merge_line(self, line: int, hits: int) -> None:
        self.lines[line] = max(self.lines.get(line, 0), hits)

    def merge_branch(self, key: tuple[int, int, int], taken: int) -> None:
        self.branches[key] = max(self.branches.get(key, 0), taken)


def cpu_flags() -> set[str]:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    for line in text.splitlines():
        if line.startswith("flags"):
            return set(line.split(":", 1)[1].split())
    return set()


def read_info(path: Path) -> dict[str, FileCov]:
    """An lcov tracefile, records of one source merged (a header seen by several translation units)."""
    files: dict[str, FileCov] = defaultdict(FileCov)
    cur: FileCov | None = None
    for raw in path.read_text(errors="replace").splitlines():
        if raw.startswith("SF:"):
            name = os.path.relpath(raw[3:], ROOT)
            cur = files[name]
        elif cur is None:
            continue
        elif raw.startswith("DA:"):
            line, hits = raw[3:].split(",")[:2]
            cur.merge_line(int(line), int(hits))
        elif raw.startswith("BRDA:"):
            line, block, branch, taken = raw[5:].split(",")
            cur.merge_branch((int(line), int(block), int(branch)), 0 if taken == "-" else int(taken))
        elif raw == "end_of_record":
            cur = None
    return dict(files)


def write_info(files: dict[str, FileCov], path: Path) -> None:
    with path.open("w") as out:
        for name in sorted(files):
            f = files[name]
            out.write(f"TN:\nSF:{ROOT / name}\n")
            for (line, block, branch), taken in sorted(f.branches.items()):
                out.write(f"BRDA:{line},{block},{branch},{taken if taken else '-'}\n")
            out.write(f"BRF:{len(f.branches)}\nBRH:{sum(1 for t in f.branches.values() if t)}\n")
            for line, hits in sorted(f.lines.items()):
                out.write(f"DA:{line},{hits}\n")
            out.write(f"LF:{len(f.lines)}\nLH:{sum(1 for h in f.lines.values() if h)}\nend_of_record\n")


def capture(gcdas: list[Path], info: Path, work: Path) -> dict[str, FileCov]:
    """geninfo over the given .gcda files (their .gcno next to them)."""
    if not gcdas:
        return {}
    # geninfo takes folders or files; a folder of links keeps the command line short
    farm = Path(tempfile.mkdtemp(dir=work))
    for k, gcda in enumerate(gcdas):
        for src in (gcda, gcda.with_suffix(".gcno")):
            (farm / f"{k}_{src.name}").symlink_to(src.resolve())
    cmd = ["geninfo", "--quiet", "--rc", "lcov_branch_coverage=1", "--base-directory", str(ROOT),
           "--no-external", "--output-filename", str(info), str(farm)]
    result = subprocess.run(cmd, capture_output=True, text=True)
    shutil.rmtree(farm)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"coverage: geninfo failed (exit {result.returncode})")
    return read_info(info)


def area_of(name: str) -> str | None:
    parts = name.split("/")
    if parts[0] in ("runtime", "generated"):
        return parts[0] + "/"
    if parts[0] == "kernels" and len(parts) > 2:
        return f"kernels/{parts[1]}/"
    return None


def sums(files: dict[str, FileCov], pick) -> tuple[int, int, int, int]:
    lh = lf = bh = bf = 0
    for name, f in files.items():
        if not pick(name):
            continue
        lf += len(f.lines)
        lh += sum(1 for h in f.lines.values() if h)
        bf += len(f.branches)
        bh += sum(1 for t in f.branches.values() if t)
    return lh, lf, bh, bf


def pct(hit: int, total: int) -> float:
    return 100.0 * hit / total if total else 100.0


def row(label: str, lh: int, lf: int, bh: int, bf: int, note: str = "") -> str:
    return (f"  {label:<34} {pct(lh, lf):6.1f}% of {lf:5d} lines   {pct(bh, bf):6.1f}% of {bf:5d} branches"
            f"{'   ' + note if note else ''}")


def c_coverage(objdir: Path, out: Path) -> tuple[dict[str, tuple[float, ...]], list[str], dict[str, FileCov]]:
    gcdas = sorted(p for p in (objdir / "obj").rglob("*.gcda")
                   if area_of(str(p.relative_to(objdir / "obj"))) is not None)
    if not gcdas:
        raise SystemExit(f"coverage: no .gcda files under {objdir}/obj: run its Check suites first"
                         f" (make coverage does)")
    flags = cpu_flags()
    runs = {isa: all(f in flags for f in need) for isa, need in ISAS.items()}
    host = [g for g in gcdas if not (m := ISA_OBJ.search(g.name)) or runs.get(m.group(1), True)]
    work = out / "c-work"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    files = capture(host, work / "host.info", work)
    files = {n: f for n, f in files.items() if area_of(n)}
    lines = []
    figures: dict[str, tuple[float, ...]] = {}
    areas = {a for n in files if (a := area_of(n))}
    for area in sorted(areas, key=lambda a: (a.startswith("kernels"), a)):
        s = sums(files, lambda n, a=area: area_of(n) == a)
        figures[area] = (pct(s[0], s[1]), pct(s[2], s[3]))
        lines.append(row(area, *s))
    if not any(a.startswith("kernels/") for a in areas):
        lines.append(f"  {'kernels/':<34} not counted in this build (make coverage counts them)")
    # the simd variants, each alone (its own object and the body headers it compiles)
    for g in gcdas:
        m = ISA_OBJ.search(g.name)
        if not m:
            continue
        isa = m.group(1)
        alone = capture([g], work / f"isa-{isa}.info", work)
        s = sums(alone, lambda n: n.startswith("kernels/simd/"))
        note = "" if runs.get(isa, True) else "(not run: this CPU lacks it; not in kernels/simd/ above)"
        lines.append(row(f"  simd variant {isa}", *s, note=note))
    write_info(files, work / "merged.info")
    html = out / "c"
    shutil.rmtree(html, ignore_errors=True)
    result = subprocess.run(["genhtml", "--quiet", "--branch-coverage", "--prefix", str(ROOT), "--title",
                             "switchyard C library", "--output-directory", str(html), str(work / "merged.info")],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit("coverage: genhtml failed")
    return figures, lines, files


ONNX_TOOLS = ("generator/onnx.py", "generator/sygraph.py")  # tested by tests/onnx (make test-onnx)


def _python_env(out: Path, ref_driver: str | None) -> tuple[Path, Path, dict[str, str]]:
    data = out / "python"
    site = data / "site"
    rc = data / "coveragerc"
    env = dict(os.environ)
    env["COVERAGE_PROCESS_START"] = str(rc)
    env["PYTHONPATH"] = os.pathsep.join([str(site), str(ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    if ref_driver:  # the ONNX tools' tests need the reference driver (make coverage builds it)
        env["SY_REF_DRIVER"] = ref_driver
    return data, rc, env


def python_tests(python: str, out: Path, ref_driver: str | None) -> None:
    """Runs the generator's tests (and with ref_driver the ONNX tools') under
    python3-coverage, its data in OUT/python for python_coverage."""
    data, rc, env = _python_env(out, ref_driver)
    shutil.rmtree(data, ignore_errors=True)
    site = data / "site"
    site.mkdir(parents=True)
    # subprocesses (python -m generator in the CLI tests) start coverage through this file
    (site / "sitecustomize.py").write_text("import coverage\ncoverage.process_startup()\n")
    rc.write_text(f"[run]\nbranch = True\nparallel = True\nsource_pkgs = generator\n"
                  f"data_file = {data / '.coverage'}\n[report]\nprecision = 1\n")
    suites = ["tests/generator"] + (["tests/onnx"] if ref_driver else [])
    # on every core when pytest-xdist is there: its workers start coverage through sitecustomize too
    has_xdist = subprocess.run([python, "-c", "import xdist"], capture_output=True).returncode == 0
    par = ["-n", str(os.cpu_count() or 1)] if has_xdist else []
    test = subprocess.run([python, "-m", "coverage", "run", f"--rcfile={rc}", "-m", "pytest", "-q", "-p",
                           "no:cacheprovider", *par, *suites], cwd=ROOT, env=env)
    if test.returncode != 0:
        raise SystemExit(f"coverage: the generator's tests failed under coverage (exit {test.returncode})")
    (data / "ran").write_text("yes\n")


def python_coverage(python: str, out: Path,
                    ref_driver: str | None) -> tuple[dict[str, tuple[float, ...]], list[str], dict]:
    data, rc, env = _python_env(out, ref_driver)
    if not (data / "ran").exists():
        raise SystemExit(f"coverage: no data of the generator's tests in {data} (run with --python-tests first)")
    for args in (["combine", "-q"], ["json", "-q", "-o", str(data / "coverage.json")],
                 ["html", "-q", "-d", str(out / "generator"), "--title", "switchyard generator"]):
        done = subprocess.run([python, "-m", "coverage", *args, f"--rcfile={rc}"], cwd=ROOT, env=env)
        if done.returncode != 0:
            raise SystemExit(f"coverage: coverage {args[0]} failed")
    report = json.loads((data / "coverage.json").read_text())

    def total(pick) -> tuple[int, int, int, int]:
        got = [f["summary"] for name, f in report["files"].items() if pick(name)]
        return (sum(g["covered_lines"] for g in got), sum(g["num_statements"] for g in got),
                sum(g["covered_branches"] for g in got), sum(g["num_branches"] for g in got))

    gen = total(lambda n: n not in ONNX_TOOLS)
    onnx = total(lambda n: n in ONNX_TOOLS)
    lines = [row("generator/ (the code generator)", *gen)]
    if ref_driver:
        lines.append(row("generator/onnx.py, sygraph.py", *onnx))
    else:
        lines.append(f"  {'generator/onnx.py, sygraph.py':<34} not measured: the ONNX tools' tests (tests/onnx)"
                     f" run in make coverage and make test-onnx")
    return {"generator/": (pct(gen[0], gen[1]), pct(gen[2], gen[3]))}, lines, report["files"]


def read_floor(path: Path) -> dict[str, float]:
    floors = {}
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2:
            raise SystemExit(f"{path}:{n}: error: expected 'AREA PERCENT', got {raw!r}")
        floors[parts[0].rstrip("/") + "/"] = float(parts[1])
    return floors


def gaps(c_files: dict[str, FileCov], py_files: dict, out: Path, top: int = 25) -> None:
    """The files with the most lines not reached, to OUT/gaps.txt."""
    rows = []
    for name, f in c_files.items():
        area = area_of(name)
        if area in ("runtime/", "generated/") or (area or "").startswith("kernels/"):
            missed = sum(1 for h in f.lines.values() if not h)
            rows.append((missed, name, len(f.lines)))
    for name, pf in py_files.items():
        if name in ONNX_TOOLS and not pf["summary"]["covered_lines"]:
            continue  # not measured in this run
        s = pf["summary"]
        rows.append((s["missing_lines"], name, s["num_statements"]))
    rows.sort(reverse=True)
    with (out / "gaps.txt").open("w") as fh:
        for missed, name, total in rows[:top]:
            fh.write(f"{missed:5d} of {total:5d} lines not reached  {name}\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("objdir", type=Path)
    ap.add_argument("--floor", type=Path)
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "coverage")
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--onnx-driver", help="the reference driver: also run tests/onnx (the ONNX tools)")
    ap.add_argument("--python-tests", action="store_true",
                    help="only run the generator's tests under coverage (make test-coverage runs them beside the "
                    "Check suites); without it, run them first unless --reuse-python-tests")
    ap.add_argument("--reuse-python-tests", action="store_true",
                    help="report the data of an earlier --python-tests run")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.python_tests or not args.reuse_python_tests:
        python_tests(args.python, args.out.resolve(), args.onnx_driver)
    if args.python_tests:
        return 0
    c_fig, c_lines, c_files = c_coverage(args.objdir.resolve(), args.out.resolve())
    py_fig, py_lines, py_files = python_coverage(args.python, args.out.resolve(), args.onnx_driver)
    print(f"== coverage: the Check suites ({args.objdir}/tests/check_all), tests/generator"
          f"{' and tests/onnx' if args.onnx_driver else ''}")
    for line in c_lines + py_lines:
        print(line)
    gaps(c_files, py_files, args.out)
    print(f"HTML: {args.out}/c/index.html, {args.out}/generator/index.html; most lines not reached:"
          f" {args.out}/gaps.txt")
    if args.floor is None:
        return 0
    figures = {**c_fig, **py_fig}
    low = []
    for area, floor in read_floor(args.floor).items():
        if area not in figures:
            low.append(f"{area} has no figure (not built?)")
        elif figures[area][0] < floor:
            low.append(f"{area} line coverage {figures[area][0]:.1f}% is below its floor {floor:g}%")
    for msg in low:
        print(f"coverage: {msg} ({args.floor})", file=sys.stderr)
    if not low:
        print(f"coverage: at or above the floors of {args.floor}")
    return 1 if low else 0


if __name__ == "__main__":
    sys.exit(main())
