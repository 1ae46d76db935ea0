"""Atomic file writes, the one writer of the whole app: saves, settings, cardsets, prints.

Each file is written to a temporary file beside it (`.NAME.XXXXXXXX.tmp`), synced, then renamed
over the target, so a reader sees the old file or the new one, never half of one. A job of
several files (a PDF and its backs, a folder of PNGs) writes all its temporary files first and
renames them only when every one is complete: a full disk changes none of the targets.

A new file gets rw-r--r--; a replaced file keeps its mode. Temporary files that an earlier
run left behind (killed mid-write) are removed once they are an hour old, when a file is
written into their folder or the folder is listed (`clean_stale_temps`).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

NEW_FILE_MODE = 0o644
#: a temporary file this old is left over from a run that was killed, not being written
STALE_AFTER_SECONDS = 3600.0
TEMP_SUFFIX = ".tmp"
#: our temporary files: `.NAME.` + tempfile's 8 random characters + `.tmp` (`.part`: older
#: versions of the print writer)
_TEMP_NAME = re.compile(r"^\..+\.[a-z0-9_]{8}\.(?:tmp|part)$")


def describe_write_error(exc: OSError) -> str:
    """`cannot write PATH: reason`, for a failed atomic write (the path is the target)."""
    if exc.filename is None:
        return str(exc)
    return f"cannot write {exc.filename}: {exc.strerror or exc}"


@contextlib.contextmanager
def atomic_paths(targets: Sequence[Path], *, make_folders: bool = True) -> Iterator[list[Path]]:
    """Yield one temporary path per target; when the body returns, each is synced and renamed
    over its target. If the body or a sync fails, every temporary file is removed and no
    target changes. An OSError names the target it was writing (`filename`)."""
    targets = [Path(t) for t in targets]
    for target in targets:
        if target.is_dir():
            raise IsADirectoryError(21, "it is a folder", str(target))
        if make_folders:
            _make_folder(target)
        elif not target.parent.is_dir():
            raise FileNotFoundError(2, "the folder does not exist", str(target))
    for folder in dict.fromkeys(t.parent for t in targets):
        clean_stale_temps(folder)
    temps: list[Path] = []
    try:
        for target in targets:
            fd, name = tempfile.mkstemp(
                prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
            )
            os.close(fd)
            temps.append(Path(name))
        yield temps
        for target, tmp in zip(targets, temps, strict=True):
            _finish(tmp, _mode_for(target))
        for target, tmp in zip(targets, temps, strict=True):
            os.replace(tmp, target)
    except OSError as exc:
        _remove(temps)
        raise _naming_target(exc, targets, temps) from None
    except BaseException:
        _remove(temps)
        raise
    for folder in dict.fromkeys(t.parent for t in targets):
        _sync_folder(folder)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    with atomic_paths([path]) as (tmp,):
        tmp.write_bytes(data)


def write_json_atomic(path: Path, data: Any) -> None:
    """`data` as indented UTF-8 JSON (ValueError for text that is not Unicode)."""
    text = json.dumps(data, indent=1, sort_keys=False, ensure_ascii=False)
    write_bytes_atomic(path, (text + "\n").encode("utf-8"))


def clean_stale_temps(folder: Path, older_than: float = STALE_AFTER_SECONDS) -> int:
    """Remove our temporary files in `folder` older than `older_than` seconds; how many."""
    removed = 0
    cutoff = time.time() - older_than
    with contextlib.suppress(OSError), os.scandir(folder) as entries:
        for entry in entries:
            if not _TEMP_NAME.match(entry.name):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and entry.stat().st_mtime < cutoff:
                    os.unlink(entry.path)
                    removed += 1
    return removed


def _make_folder(target: Path) -> None:
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:  # a file where a folder of the path should be
        message = "a file stands where its folder should be"
        raise OSError(errno.ENOTDIR, message, str(target)) from None
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, str(target)) from None


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        return NEW_FILE_MODE


def _finish(tmp: Path, mode: int) -> None:
    fd = os.open(tmp, os.O_RDONLY)
    try:
        if hasattr(os, "fchmod"):
            os.fchmod(fd, mode)
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove(temps: list[Path]) -> None:
    for tmp in temps:
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)


def _naming_target(exc: OSError, targets: list[Path], temps: list[Path]) -> OSError:
    """The same error (OSError picks the subclass from errno), naming the target it is about
    rather than a temporary file."""
    by_temp = {str(tmp): str(target) for tmp, target in zip(temps, targets, strict=False)}
    name = exc.filename
    if name is None:
        name = ", ".join(str(t) for t in targets)
    name = by_temp.get(str(name), name)
    return OSError(exc.errno, exc.strerror or str(exc), name)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
