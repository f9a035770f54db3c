"""bench/peers.sh (make bench-peers) writes its tables into its own section
of bench/results.md and nothing else: the rest of the file stays, a second
run replaces the section instead of adding one, and a run that fails leaves
the file as it was. A stand-in for bench_peers prints the table, so these
run without libtorch; make bench-peers runs the real one."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BEGIN = "<!-- make bench-peers: begin -->"
END = "<!-- make bench-peers: end -->"


def _fake(tmp_path: Path, table: str, status: int = 0) -> Path:
    fake = tmp_path / "bench_peers"
    fake.write_text("#!/bin/sh\n"
                    '[ "$1" = corename ] && { echo Haswell; exit 0; }\n'
                    'echo "args: $*"\n'
                    f"printf '%s\\n' '{table}'\n"
                    f'[ {status} = 0 ] || {{ echo "bench_peers: add 4 Ki: the two sides disagree" >&2; '
                    f'exit {status}; }}\n')
    fake.chmod(0o755)
    return fake


def _run(tmp_path: Path, fake: Path, *args: str) -> subprocess.CompletedProcess[str]:
    work = tmp_path / "work"
    (work / "bench").mkdir(parents=True, exist_ok=True)
    for script in ("peers.sh", "openblas_core.sh"):
        shutil.copy(REPO / "bench" / script, work / "bench" / script)
    env = dict(os.environ, SY_PEERS_CALLGRIND="no")
    env.pop("OPENBLAS_CORETYPE", None)
    return subprocess.run(["sh", "bench/peers.sh", str(fake), *args], cwd=work, env=env,
                          capture_output=True, text=True)


def _results(tmp_path: Path) -> Path:
    return tmp_path / "work/bench/results.md"


def test_the_section_is_added_then_replaced_and_the_rest_kept(tmp_path):
    (tmp_path / "work/bench").mkdir(parents=True)
    _results(tmp_path).write_text("# switchyard benchmark results\n\n| make bench row |\n")
    first = _run(tmp_path, _fake(tmp_path, "| first run |"))
    assert first.returncode == 0, first.stderr
    second = _run(tmp_path, _fake(tmp_path, "| second run |"))
    assert second.returncode == 0, second.stderr
    text = _results(tmp_path).read_text()
    assert text.startswith("# switchyard benchmark results\n\n| make bench row |\n\n" + BEGIN + "\n")
    assert text.count(BEGIN) == 1 and text.count(END) == 1
    assert "| second run |" in text and "| first run |" not in text
    assert text.endswith(END + "\n")
    assert "SY_PEERS_CALLGRIND=no" in text
    assert sorted(p.name for p in (tmp_path / "work/bench").iterdir()) == ["openblas_core.sh", "peers.sh", "results.md"]


def test_a_failed_run_leaves_results_md_as_it_was(tmp_path):
    (tmp_path / "work/bench").mkdir(parents=True)
    before = "# results\n\n" + BEGIN + "\n| old |\n" + END + "\n"
    _results(tmp_path).write_text(before)
    proc = _run(tmp_path, _fake(tmp_path, "| partial |", status=1))
    assert proc.returncode != 0
    assert "the two sides disagree" in proc.stderr
    assert _results(tmp_path).read_text() == before
    assert sorted(p.name for p in (tmp_path / "work/bench").iterdir()) == ["openblas_core.sh", "peers.sh", "results.md"]


def test_a_broken_section_is_refused_and_left_alone(tmp_path):
    (tmp_path / "work/bench").mkdir(parents=True)
    before = "# results\n\n" + BEGIN + "\n| old, no end marker |\n\n## make bench's next section\n"
    _results(tmp_path).write_text(before)
    proc = _run(tmp_path, _fake(tmp_path, "| new |"))
    assert proc.returncode == 1
    assert "expected one of each or none" in proc.stderr
    assert _results(tmp_path).read_text() == before


def test_quick_prints_and_writes_nothing(tmp_path):
    proc = _run(tmp_path, _fake(tmp_path, "| quick |"), "--all-cores", "--quick")
    assert proc.returncode == 0, proc.stderr
    assert "| quick |" in proc.stdout
    assert "args: --all-cores --quick" in proc.stdout
    assert not _results(tmp_path).exists()


def test_bad_arguments_are_refused(tmp_path):
    proc = _run(tmp_path, _fake(tmp_path, "| x |"), "--slow")
    assert proc.returncode == 2
    assert "unknown option '--slow'" in proc.stderr
    proc = _run(tmp_path, tmp_path / "missing")
    assert proc.returncode == 2
    assert "usage: bench/peers.sh" in proc.stderr
