"""Fuzzes the generator with mutated backends.yaml files.

    python3 tests/fuzz/fuzz_generator.py [--seconds N] [--seed S] [--replay]

Each input (backends.yaml after one to three mutations: bit flips, deleted,
duplicated or swapped lines, control characters and NUL, bad indentation,
odd scalars, truncation, nesting 1000 levels deep) goes to

    $PYTHON -m generator --yaml FILE --out DIR

(run in an empty folder, so no README.md is rewritten) and must either

  - exit 0 with output that compiles: `cc -fsyntax-only` of every generated
    .c file with -Iruntime -IDIR, or
  - exit 2 with a stderr line `FILE:LINE:COL: error: ...` and nothing written
    to DIR (which is absent, or a copy of generated/, before the run),

never a traceback, another exit status or a hang (60 s). Failures are saved
in build/fuzz/generator/ (the input and its stderr). A traceback whose
exception is listed in tests/fuzz/known_crashes.txt (`generator FILE
EXCEPTION REASON`) counts as that known bug found again, not a failure.

--replay first runs every input of tests/fuzz/corpus_generator/ through the
same checks; the known ones are reported, not failed (and named when they
pass now, so their line can go). Exit 1 on any new failure.
"""

from __future__ import annotations

import argparse
import filecmp
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpus_generator"
KNOWN = HERE / "known_crashes.txt"
WORK = ROOT / "build" / "fuzz" / "generator"
PYTHON = os.environ.get("PYTHON") or sys.executable
CC = os.environ.get("CC") or "cc"
TIMEOUT = 60

CONTROL = [chr(c) for c in range(0x00, 0x20) if c not in (0x09, 0x0A, 0x0D)] + ["\x7f", "\x85", "\ufeff", "\u2028",
                                                                                 "\ud800", "\x9b"]
ODD_SCALARS = ["", "~", "null", "-1", "0", "99999999999999999999999", "1e400", ".nan", "-.inf", "true", "no",
               "'a b'", '"\\x00"', "[]", "{}", "&a x", "*a", "!!binary aGk=", "!!python/object:os.system x",
               "? x", "- x", "|", ">-", "'", '"', "`", "@", "%", "a: b: c", "cpu cpu", "f32", "CPU", "é", "🙂",
               "x" * 300, "0x10", "1_000", "<<: *a"]


# ---- mutations -----------------------------------------------------------------------------------

def m_bitflip(rng: random.Random, data: bytes) -> bytes:
    if not data:
        return data
    b = bytearray(data)
    i = rng.randrange(len(b))
    b[i] ^= 1 << rng.randrange(8)
    return bytes(b)


def lines_of(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True) or [b""]


def m_delete_lines(rng, data):
    ls = lines_of(data)
    i = rng.randrange(len(ls))
    n = 1 if rng.random() < 0.7 else rng.randint(2, 12)
    return b"".join(ls[:i] + ls[i + n:])


def m_duplicate_lines(rng, data):
    ls = lines_of(data)
    i = rng.randrange(len(ls))
    n = 1 if rng.random() < 0.7 else rng.randint(2, 12)
    return b"".join(ls[:i + n] + ls[i:i + n] + ls[i + n:])


def m_swap_lines(rng, data):
    ls = lines_of(data)
    i, j = rng.randrange(len(ls)), rng.randrange(len(ls))
    ls[i], ls[j] = ls[j], ls[i]
    return b"".join(ls)


def m_control(rng, data):
    i = rng.randrange(len(data) + 1)
    ch = rng.choice(CONTROL).encode("utf-8", "surrogatepass")
    return data[:i] + ch + data[i:]


def m_nul(rng, data):
    i = rng.randrange(len(data) + 1)
    return data[:i] + b"\0" + data[i:]


def m_invalid_utf8(rng, data):
    i = rng.randrange(len(data) + 1)
    return data[:i] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe\xff"]) + data[i:]


def deep_value(rng) -> bytes:
    depth = rng.choice([100, 1000, 1000, 5000])
    kind = rng.randrange(4)
    if kind == 0:
        return b"[" * depth
    if kind == 1:
        return b"[" * depth + b"]" * depth
    if kind == 2:
        return b"{a: " * depth + b"1" + b"}" * depth
    return b"[{" * (depth // 2)


def m_deep(rng, data):
    """A key whose value is nested `depth` levels deep (flow style)."""
    ls = lines_of(data)
    keyed = [i for i, ln in enumerate(ls) if re.match(rb"^\s*[A-Za-z_][\w-]*:", ln)]
    if keyed and rng.random() < 0.7:
        i = rng.choice(keyed)
        key = re.match(rb"^(\s*[A-Za-z_][\w-]*:)", ls[i]).group(1)
        ls[i] = key + b" " + deep_value(rng) + b"\n"
    else:
        ls.append(b"deep: " + deep_value(rng) + b"\n")
    return b"".join(ls)


def m_deep_block(rng, data):
    """Block-style nesting: a key 200..1000 mappings deep by indentation."""
    depth = rng.choice([200, 1000])
    out = [b"nest:\n"] + [b" " * (i + 1) + b"k:\n" for i in range(depth)] + [b" " * (depth + 1) + b"v\n"]
    return data + b"".join(out)


def m_indent(rng, data):
    ls = lines_of(data)
    i = rng.randrange(len(ls))
    r = rng.random()
    if r < 0.4:
        ls[i] = b" " * rng.randint(1, 3) + ls[i]
    elif r < 0.8:
        ls[i] = ls[i].lstrip(b" ")
    else:
        ls[i] = b"\t" + ls[i]
    return b"".join(ls)


def m_scalar(rng, data):
    """Replaces the value of a `key: value` or `- value` line."""
    ls = lines_of(data)
    cand = [i for i, ln in enumerate(ls) if re.match(rb"^\s*(-|[\w-]+:)\s*\S", ln)]
    if not cand:
        return data
    i = rng.choice(cand)
    m = re.match(rb"^(\s*(?:-|[\w-]+:)\s*)", ls[i])
    if rng.random() < 0.5:
        val = rng.choice(ODD_SCALARS).encode("utf-8", "surrogatepass")
    else:  # another value of the file
        other = ls[rng.choice(cand)]
        val = other[re.match(rb"^(\s*(?:-|[\w-]+:)\s*)", other).end():].rstrip(b"\n")
    ls[i] = m.group(1) + val + b"\n"
    return b"".join(ls)


def m_rename(rng, data):
    """Replaces one occurrence of a word of the file with another word of it."""
    words = re.findall(rb"[A-Za-z_][\w]*", data)
    if len(words) < 2:
        return data
    a, b = rng.choice(words), rng.choice(words)
    spots = [m.start() for m in re.finditer(rb"\b" + re.escape(a) + rb"\b", data)]
    if not spots:  # a word found inside a longer one ("e" of "1e-5") stands nowhere on its own
        return data
    i = rng.choice(spots)
    return data[:i] + b + data[i + len(a):]


def m_truncate(rng, data):
    return data[:rng.randrange(len(data) + 1)]


def m_splice_block(rng, data):
    """Copies a run of lines elsewhere (duplicate keys, misplaced sections)."""
    ls = lines_of(data)
    i = rng.randrange(len(ls))
    n = rng.randint(1, 20)
    j = rng.randrange(len(ls) + 1)
    return b"".join(ls[:j] + ls[i:i + n] + ls[j:])


MUTATORS = [
    (m_bitflip, 3), (m_delete_lines, 4), (m_duplicate_lines, 3), (m_swap_lines, 2), (m_control, 2), (m_nul, 1),
    (m_invalid_utf8, 1), (m_deep, 1), (m_deep_block, 1), (m_indent, 2), (m_scalar, 5), (m_rename, 4),
    (m_truncate, 1), (m_splice_block, 2),
]


def mutate(rng: random.Random, data: bytes) -> tuple[bytes, list[str]]:
    names = []
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        fn = rng.choices([m for m, _ in MUTATORS], weights=[w for _, w in MUTATORS])[0]
        data = fn(rng, data)
        names.append(fn.__name__[2:])
    return data, names


# ---- the oracle ----------------------------------------------------------------------------------

def snapshot(d: Path) -> dict[str, bytes] | None:
    if not d.exists():
        return None
    return {p.name: p.read_bytes() for p in sorted(d.iterdir())}


_compiled: set[str] = set()


def compiles(out: Path) -> tuple[bool, str]:
    sources = sorted(out.glob("*.c"))
    if not sources:
        return False, "exit 0 but no .c file in the output folder"
    h = hashlib.sha256(b"".join(p.read_bytes() for p in sorted(out.iterdir()) if p.is_file())).hexdigest()
    if h in _compiled:
        return True, ""
    cmd = [CC, "-fsyntax-only", "-std=c11", "-I" + str(ROOT / "runtime"), "-I" + str(out)] + [str(s) for s in sources]
    p = subprocess.run(cmd, capture_output=True, text=True, errors="replace")
    if p.returncode != 0:
        return False, "the output does not compile:\n" + p.stderr[-3000:]
    _compiled.add(h)
    return True, ""


def exception_of(stderr: str) -> str:
    """`yaml.reader.ReaderError` from the last line of a traceback."""
    for line in reversed(stderr.strip().splitlines()):
        m = re.match(r"^([A-Za-z_][\w.]*(?:Error|Exception|Interrupt|Exit|Warning)?)(:|$)", line)
        if m and not line.startswith(" "):
            return m.group(1)
    return "?"


class Result:
    def __init__(self, ok: bool, verdict: str, detail: str = "", exception: str = ""):
        self.ok, self.verdict, self.detail, self.exception = ok, verdict, detail, exception


def check(data: bytes, tmp: Path, prefill: bool) -> Result:
    """Runs the generator on data; ok, or what is wrong."""
    for p in tmp.iterdir():
        shutil.rmtree(p) if p.is_dir() else p.unlink()
    yaml_path = tmp / "in.yaml"
    yaml_path.write_bytes(data)
    out = tmp / "out"
    if prefill:
        shutil.copytree(ROOT / "generated", out)
    before = snapshot(out)
    cwd = tmp / "cwd"
    cwd.mkdir()
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONDONTWRITEBYTECODE="1")
    try:
        p = subprocess.run([PYTHON, "-m", "generator", "--yaml", str(yaml_path), "--out", str(out), "-q"], cwd=cwd,
                           env=env, capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return Result(False, "timeout", f"no exit in {TIMEOUT} s")
    stderr = p.stderr.decode("utf-8", "replace")
    if "Traceback (most recent call last)" in stderr:
        exc = exception_of(stderr)
        return Result(False, "traceback", stderr[-2500:], exc)
    if p.returncode == 0:
        if not out.is_dir():
            return Result(False, "exit 0, no output", stderr)
        ok, why = compiles(out)
        return Result(ok, "ok" if ok else "no compile", why)
    if p.returncode == 2:
        pat = re.compile(r"^" + re.escape(str(yaml_path)) + r":\d+:\d+: error: ", re.M)
        if not pat.search(stderr):
            return Result(False, "exit 2 without FILE:LINE:COL: error:", stderr[-2500:])
        if snapshot(out) != before:
            return Result(False, "exit 2 but the output folder changed", stderr[-2500:])
        return Result(True, "error")
    return Result(False, f"exit {p.returncode}", stderr[-2500:])


def known_exceptions() -> dict[str, str]:
    """EXCEPTION -> FILE of the `generator` lines of known_crashes.txt."""
    out = {}
    if KNOWN.exists():
        for line in KNOWN.read_text().splitlines():
            f = line.split()
            if len(f) >= 3 and f[0] == "generator":
                out[f[2]] = f[1]
    return out


def known_files() -> dict[str, str]:
    out = {}
    if KNOWN.exists():
        for line in KNOWN.read_text().splitlines():
            f = line.split()
            if len(f) >= 3 and f[0] == "generator":
                out[f[1]] = f[2]
    return out


def save(data: bytes, res: Result, tag: str) -> Path:
    WORK.mkdir(parents=True, exist_ok=True)
    sig = re.sub(r"[^\w.-]+", "-", res.exception or res.verdict).strip("-")
    name = f"{tag}-{sig}-{hashlib.sha1(data).hexdigest()[:10]}"
    (WORK / (name + ".yaml")).write_bytes(data)
    (WORK / (name + ".stderr")).write_text(f"{res.verdict}\n{res.detail}\n")
    return WORK / (name + ".yaml")


def describe(res: Result) -> str:
    return f"{res.verdict}" + (f" ({res.exception})" if res.exception else "")


def replay(tmp: Path) -> int:
    files = sorted(p for p in CORPUS.iterdir() if p.is_file()) if CORPUS.is_dir() else []
    kf = known_files()
    print(f"== generator fuzzer: replaying {len(files)} input(s) of {CORPUS.relative_to(ROOT)}")
    bad = 0
    for f in files:
        data = f.read_bytes()
        res = check(data, tmp, prefill=True)
        if f.name in kf:
            if res.ok:
                print(f"fuzz_generator: {f.name} passes now ({res.verdict}); delete its line from known_crashes.txt")
            elif res.exception == kf[f.name]:
                print(f"fuzz_generator: {f.name}: known failure, still fails ({describe(res)})")
            else:
                bad += 1
                print(f"fuzz_generator: {f.name}: fails otherwise than known_crashes.txt says ({kf[f.name]}): "
                      f"{describe(res)}\n{res.detail}", file=sys.stderr)
        elif not res.ok:
            bad += 1
            print(f"fuzz_generator: {f.name}: {describe(res)}\n{res.detail}", file=sys.stderr)
    return bad


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--replay", action="store_true", help="check tests/fuzz/corpus_generator/ first")
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else int(time.time())
    rng = random.Random(seed)
    base = (ROOT / "backends.yaml").read_bytes()
    pool = [base]  # inputs to mutate: backends.yaml and mutants the generator accepted
    known = known_exceptions()
    failures: dict[str, Path] = {}
    known_hits: dict[str, int] = {}
    verdicts: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="sy-fuzz-gen-") as t:
        tmp = Path(t)
        bad = replay(tmp) if args.replay else 0
        print(f"== generator fuzzer: {args.seconds:g} s of fuzzing (seed {seed})")
        end = time.monotonic() + args.seconds
        n = 0
        while time.monotonic() < end:
            n += 1
            data, how = mutate(rng, rng.choice(pool) if rng.random() < 0.3 else base)
            res = check(data, tmp, prefill=rng.random() < 0.5)
            verdicts[res.verdict] = verdicts.get(res.verdict, 0) + 1
            if res.ok:
                if res.verdict == "ok" and len(pool) < 50 and data != base:
                    pool.append(data)
                continue
            if res.verdict == "traceback" and res.exception in known:
                known_hits[res.exception] = known_hits.get(res.exception, 0) + 1
                save(data, res, "known")
                continue
            key = res.exception or res.verdict
            if key not in failures:
                failures[key] = save(data, res, "new")
                print(f"fuzz_generator: NEW failure after {'+'.join(how)}: {describe(res)}; input "
                      f"{failures[key].relative_to(ROOT)}\n{res.detail}", file=sys.stderr)
    summary = ", ".join(f"{v} {k}" for k, v in sorted(verdicts.items()))
    print(f"fuzz_generator: {n} inputs in {args.seconds:g} s ({summary})")
    for exc, count in sorted(known_hits.items()):
        print(f"fuzz_generator: known failure {exc} ({known[exc]}) found {count} time(s); inputs in "
              f"{WORK.relative_to(ROOT)}/known-*")
    if failures or bad:
        print(f"fuzz_generator: {len(failures) + bad} new failure(s); inputs and stderr in {WORK.relative_to(ROOT)}/",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
