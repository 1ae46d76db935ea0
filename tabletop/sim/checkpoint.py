"""The checkpoint of a run: `checkpoint.jsonl` in the output folder. Its first line holds the
run's settings; every finished game appends one line (its record) at once, so a run stopped by
Ctrl+C, a crash or a power cut keeps every game it finished, and `--resume` plays only the rest.
A last line cut off halfway is ignored."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, TextIO

from tabletop.sim.plan import Settings

NAME = "checkpoint.jsonl"
FORMAT = "tabletop-simulation-checkpoint"


class Checkpoint:
    """Appends game records to the checkpoint file, one JSON line each."""

    def __init__(self, path: Path, stream: TextIO) -> None:
        self.path = path
        self._stream = stream

    @classmethod
    def start(
        cls, folder: Path, settings: Settings, records: list[dict[str, Any]] | None = None
    ) -> Checkpoint:
        """A new checkpoint holding `records` (a resumed run's: a line cut off is dropped)."""
        path = folder / NAME
        stream = path.open("w", encoding="utf-8")
        header = {"format": FORMAT, "settings": settings.to_json()}
        stream.write(json.dumps(header, sort_keys=True) + "\n")
        checkpoint = cls(path, stream)
        checkpoint.add(records or [])
        return checkpoint

    def add(self, records: list[dict[str, Any]]) -> None:
        for record in records:
            self._stream.write(json.dumps(record, sort_keys=True) + "\n")
        self._stream.flush()

    def close(self) -> None:
        self._stream.close()


def load(folder: Path, settings: Settings) -> list[dict[str, Any]]:
    """The records of the run in `folder`; ValueError when there is none or it was another
    run (naming the setting that differs)."""
    path = folder / NAME
    if not path.is_file():
        raise ValueError(f"--resume: no run to continue in {folder} (no {NAME})")
    lines = path.read_text(encoding="utf-8").splitlines()
    try:
        header = json.loads(lines[0]) if lines else {}
    except json.JSONDecodeError:
        header = {}
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ValueError(f"--resume: {path} is not a simulation checkpoint")
    saved = header.get("settings", {})
    for key, value in settings.to_json().items():
        if saved.get(key) != value:
            raise ValueError(
                f"--resume: the run in {folder} has {key} {_show(saved.get(key))}, "
                f"not {_show(value)}; give the same settings to continue it"
            )
    records: dict[int, dict[str, Any]] = {}
    for line in lines[1:]:
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut off by the stop
        if isinstance(record, dict) and isinstance(record.get("index"), int):
            records[record["index"]] = record
    return [records[i] for i in sorted(records)]


def _show(value: Any) -> str:
    return ",".join(str(v) for v in value) if isinstance(value, list) else str(value)
