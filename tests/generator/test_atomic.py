"""generator/atomic.py: the renderer's and the ONNX converter's files are
written whole or not at all, with the mode open() would give them."""
import os
import stat

import pytest

from generator.atomic import write_atomic


@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_mode_follows_the_umask(tmp_path, umask):
    old = os.umask(umask)
    try:
        write_atomic(tmp_path / "model.onnx", b"data")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "model.onnx").stat().st_mode) == 0o666 & ~umask
    assert (tmp_path / "model.onnx").read_bytes() == b"data"


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    target = tmp_path / "model.onnx"
    target.write_bytes(b"old")

    class Refused(Exception):
        pass

    def fdopen(fd, mode):
        os.close(fd)
        raise Refused

    monkeypatch.setattr(os, "fdopen", fdopen)
    with pytest.raises(Refused):
        write_atomic(target, b"new")
    monkeypatch.undo()
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.onnx"]
