"""How a long command shows its progress on stderr, one way for every command (print, bench,
simulate).

In a terminal: a rich progress bar that redraws in place. Anywhere else (a pipe, a log file,
CI): one plain line per step, so steps never run together on one line.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)
from rich.text import Text


class Tracker:
    """What a command tells its progress to: counted steps (`count`) or named stages (`stage`)."""

    def __init__(self, label: str, stream: TextIO, bar: Progress | None) -> None:
        self._label = label
        self._stream = stream
        self._bar = bar
        self._task: TaskID | None = bar.add_task(label, total=None) if bar else None

    def count(self, done: int, total: int) -> None:
        """Step `done` of `total` is finished."""
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, completed=done, total=total)
        else:
            self._line(f"{self._label} {done}/{total}")

    def stage(self, what: str) -> None:
        """A named stage begins."""
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, description=f"{self._label}: {what}")
        else:
            self._line(f"{self._label}: {what}...")

    def _line(self, text: str) -> None:
        print(text, file=self._stream, flush=True)


class RateColumn(ProgressColumn):
    """Steps per second, as rich measures them over the last few updates."""

    def render(self, task: Task) -> Text:
        speed = task.speed
        return Text("" if speed is None else f"{speed:.1f}/s")


@contextmanager
def progress(label: str, stream: TextIO | None = None, timing: bool = False) -> Iterator[Tracker]:
    """A tracker for one command's progress on `stream` (default: stderr); `timing` adds the
    rate and the time left to the bar."""
    out = stream if stream is not None else sys.stderr
    if not _is_terminal(out):
        yield Tracker(label, out, None)
        return
    console = Console(file=out, force_terminal=True)
    columns: tuple[ProgressColumn, ...] = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
    )
    if timing:
        columns += (RateColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console) as bar:
        yield Tracker(label, out, bar)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # closed or not a real file
        return False
