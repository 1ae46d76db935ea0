"""Parsed YAML kept as JSON, by the hash of the file's bytes, so a start reads each card file's
data in about a twentieth of the time parsing its YAML takes (docs/limits.md, "Parsed card
files kept").

What is kept is exactly what `yamlsource.parse_yaml` built: the data and the line of every path,
and only once the caller found the data good (`YamlSource.keep`: a card set that loaded); or,
under keys of their own kind, a layout's checked data (`Layout.load`).
An entry is found only by the hash of the same bytes, so an edited file is parsed afresh, and
nothing here decides what a file means. Reading an entry checks it as any loaded file is
checked (its size, then `limits.check_data`), and anything unreadable, foreign or malformed is
ignored: the file is parsed again. The folder keeps at most MAX_ENTRIES entries, the oldest
going first. Writes are atomic (a temporary file left by a killed process is removed an hour
later); a failed write only costs the next start its speed.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
from importlib import metadata
from pathlib import Path
from typing import Any

from tabletop.engine.atomic import clean_stale_temps, write_bytes_atomic
from tabletop.engine.limits import MAX_YAML_BYTES, LimitError, check_data, file_bytes
from tabletop.engine.paths import cache_dir

#: bump when what parse_yaml builds changes: older entries are then never read
FORMAT = 1
#: entries kept; a designer saving a card file a thousand times keeps the folder small
MAX_ENTRIES = 200
#: an entry holds the data and a line for each value: a few times the YAML's bytes
MAX_ENTRY_BYTES = 8 * MAX_YAML_BYTES

Lines = dict[tuple[str | int, ...], int]


def key_of(raw: bytes, kind: str = "yaml") -> str:
    """The entry's name for a file of these bytes, read as `kind` ("yaml": what
    `yamlsource.parse_yaml` builds; "layout": a layout's checked data); the parser's version
    counts too."""
    digest = hashlib.sha256(raw)
    digest.update(f"|{FORMAT}|{kind}|{_parser_version()}".encode())
    return digest.hexdigest()


@functools.cache
def _parser_version() -> str:
    """PyYAML's version, read from its installed metadata: a start that finds every file kept
    need not import the parser at all."""
    try:
        return metadata.version("PyYAML")
    except metadata.PackageNotFoundError:
        return "unknown"


def _folder() -> Path:
    return cache_dir() / "parsed-yaml"


def recall(key: str) -> tuple[Any, Lines] | None:
    """The data and lines kept under `key`, or None (not kept, or not to be trusted)."""
    path = _folder() / f"{key}.json"
    try:
        entry = json.loads(file_bytes(path, MAX_ENTRY_BYTES, "a parsed-YAML entry"))
        if not isinstance(entry, dict) or entry.get("key") != key:
            return None
        data, pairs = entry["data"], entry["lines"]
        if check_data(data) is not None or not isinstance(pairs, list):
            return None
        lines: Lines = {}
        for path_items, line in pairs:
            if not isinstance(path_items, list) or not isinstance(line, int):
                return None
            lines[tuple(path_items)] = line
    except (OSError, LimitError, ValueError, KeyError, TypeError, RecursionError):
        return None
    return data, lines


def keep(key: str, data: Any, lines: Lines) -> None:
    """Keep what a file of `key` parsed to, when JSON holds it exactly (mapping keys that are
    numbers would come back as text: such files are not kept)."""
    if not _json_exact(data):
        return
    entry = {"key": key, "data": data, "lines": [[list(p), n] for p, n in lines.items()]}
    try:
        text = json.dumps(entry, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        write_bytes_atomic(_folder() / f"{key}.json", text.encode("utf-8"))
        _prune(_folder())
    except (OSError, ValueError, RecursionError):
        return


def _json_exact(data: Any) -> bool:
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if not all(isinstance(k, str) for k in value):
                return False
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
    return True


def _prune(folder: Path) -> None:
    clean_stale_temps(folder)  # left by a process killed while writing
    entries = list(folder.glob("*.json"))
    if len(entries) <= MAX_ENTRIES:
        return
    entries.sort(key=lambda p: p.stat().st_mtime)
    for old in entries[: len(entries) - MAX_ENTRIES]:
        with contextlib.suppress(OSError):  # another process took it first
            os.remove(old)
