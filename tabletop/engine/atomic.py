"""Atomic file writes: a temp file in the same folder, fsync, then rename over the target.

A reader sees the old file or the new one, never half of one. The new file keeps the mode of
the file it replaces (a new file gets rw-r--r--, not the temp file's owner-only mode).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

NEW_FILE_MODE = 0o644


def write_bytes_atomic(path: Path, data: bytes) -> None:
    if path.is_dir():
        raise IsADirectoryError(21, "it is a folder", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else NEW_FILE_MODE
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), mode)
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_json_atomic(path: Path, data: Any) -> None:
    text = json.dumps(data, indent=1, sort_keys=False, ensure_ascii=False)
    write_bytes_atomic(path, (text + "\n").encode("utf-8"))
