"""Write a file atomically: into a temporary file beside it, then rename over the target."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path


@contextlib.contextmanager
def atomic_path(target: Path) -> Iterator[Path]:
    """Yield a temporary path to write; on success it replaces ``target`` in one step.

    If the body raises, the temporary file is removed and ``target`` is left as it was.
    """
    target = Path(target)
    if not target.parent.is_dir():
        raise FileNotFoundError(f"folder does not exist: {target.parent}")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        yield tmp
        with open(tmp, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
