"""How the generator and the generated C scale with the number of backends.

Derives a yaml of N real backends (default 64, so N * N = 4,096 pair arms)
from the shipped backends.yaml: the shipped backends stay, and copies of simd
(host memory, falling back to cpu) and of sim (device memory, ops: [], two
devices) are added until half of the real backends are host and half device
backends. Then it times, in CPU time of the child processes:

  - `python3 -m generator` on that yaml into a scratch folder (the median of
    a few runs), and
  - compiling every generated .c file with the Makefile's flags (`-c`, so no
    kernels are needed: the generated C only declares them).

Prints Markdown rows for bench/run.sh; `--keep DIR` leaves the yaml and the
generated C in DIR. Exit status 1 when a step fails.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CFLAGS = ["-std=c11", "-Wall", "-Wextra", "-Werror", "-pedantic", "-Wmissing-prototypes", "-Wshadow",
          "-Wconversion", "-g", "-O2", "-ffp-contract=off", "-pthread"]


def backend_block(text: str, name: str) -> str:
    """The shipped entry of backend `name`, as text (from `  - name: x` to the next entry)."""
    m = re.search(rf"^  - name: {name}\n(?:    .*\n|\s*\n)*?(?=  - name: |\S)", text, re.M)
    if not m:
        sys.exit(f"gen_scale: backends.yaml has no backend '{name}' to copy")
    return m.group(0).rstrip("\n") + "\n"


def scaled_yaml(text: str, total: int) -> str:
    """backends.yaml with copies of simd and sim added before the capture backend."""
    reals = re.findall(r"^  - name: (\w+)\n(?:    .*\n)*?    memory: (host|device)", text, re.M)
    hosts = sum(1 for _n, mem in reals if mem == "host")
    devices = len(reals) - hosts
    ids = {int(i) for i in re.findall(r"^    id: (\d+)$", text, re.M)}
    simd, sim = backend_block(text, "simd"), backend_block(text, "sim")
    added = []
    next_id = 0
    want_hosts = total // 2
    for k in range(total - len(reals)):
        while next_id in ids:
            next_id += 1
        ids.add(next_id)
        host = hosts < want_hosts or devices >= total - want_hosts
        if host:
            hosts += 1
            block, base, name = simd, "simd", f"h{k}"
        else:
            devices += 1
            block, base, name = sim, "sim", f"d{k}"
        block = block.replace(f"  - name: {base}\n", f"  - name: {name}\n", 1)
        block = re.sub(r"^    id: \d+$", f"    id: {next_id}", block, count=1, flags=re.M)
        added.append(block)
    capture = re.search(r"^  - name: \w+\n(?:    .*\n)*?    kind: capture", text, re.M)
    if not capture:
        sys.exit("gen_scale: backends.yaml has no capture backend")
    return text[:capture.start()] + "".join(added) + "\n" + text[capture.start():]


def child_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def timed(cmd: list[str], cwd: Path) -> float:
    """CPU seconds the command took (its children included)."""
    before = child_cpu()
    result = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit(f"gen_scale: {' '.join(cmd)} failed (exit {result.returncode})")
    return child_cpu() - before


def measure(yaml_path: Path, out: Path, runs: int) -> tuple[float, dict[str, float], int]:
    """As `make generate` runs it: the C, the error pages and the README's pair-matrix block."""
    side = out.with_name(out.name + "-docs")
    gen = [sys.executable, "-m", "generator", "--yaml", str(yaml_path), "--out", str(out), "-q",
           "--docs", str(side / "errors"), "--readme", str(side / "README.md")]
    times = []
    for _ in range(runs):
        for folder in (out, side):
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
        (side / "README.md").write_text((ROOT / "README.md").read_text(encoding="utf-8"), encoding="utf-8")
        times.append(timed(gen, ROOT))
    cc = os.environ.get("CC", "cc")
    compiles = {}
    for c in sorted(out.glob("*.c")):
        compiles[c.name] = timed([cc, *CFLAGS, f"-I{ROOT / 'runtime'}", f"-I{out}", "-c", str(c),
                                  "-o", str(side / (c.stem + ".o"))], ROOT)
    # the grid's arms (sy_transfer_kind, after them, has one case per pair too)
    grid = (out / "sy_transfer.c").read_text(encoding="utf-8").split("const char *sy_transfer_kind(")[0]
    arms = grid.count("case SY__PAIR(")
    return statistics.median(times), compiles, arms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backends", type=int, default=64, help="real backends in the derived yaml (default 64)")
    parser.add_argument("--runs", type=int, default=3, help="generator runs, the median is taken (default 3)")
    parser.add_argument("--keep", metavar="DIR", help="leave the yaml and the generated C in DIR")
    args = parser.parse_args()
    text = (ROOT / "backends.yaml").read_text(encoding="utf-8")
    work = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="sy-gen-scale-"))
    try:
        work.mkdir(parents=True, exist_ok=True)
        rows = []
        for n, label in ((None, "shipped backends.yaml"), (args.backends, f"{args.backends} backends")):
            yaml_path = work / ("shipped.yaml" if n is None else f"scaled-{n}.yaml")
            yaml_path.write_text(text if n is None else scaled_yaml(text, n), encoding="utf-8")
            gen_s, compiles, arms = measure(yaml_path, work / ("shipped" if n is None else f"scaled-{n}"), args.runs)
            slowest = max(compiles, key=lambda k: compiles[k])
            rows.append(f"| {label} | {arms} | {gen_s:.2f} s | {sum(compiles.values()):.1f} s |"
                        f" {slowest} {compiles[slowest]:.1f} s |")
        print("| yaml | pair arms | `python3 -m generator` (CPU, median of "
              f"{args.runs}; target < 1 s at 64) | compiling generated/*.c with -O2 (CPU; target < 10 s at 64) |"
              " slowest file |")
        print("|---|---|---|---|---|")
        print("\n".join(rows))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
