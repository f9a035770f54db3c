"""Files written whole or not at all: a temporary file in the target's folder,
renamed over the target once complete, with the mode a plain open() would
give it (mkstemp creates files 0600). Used by the renderer and the ONNX
converter, so a failure never leaves a partial file."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes) -> None:
    umask = os.umask(0)
    os.umask(umask)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(dir=str(folder), prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
