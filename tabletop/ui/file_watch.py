"""Watching folders for edits: a daemon thread runs `watchfiles.watch` and puts each batch of
changed paths on a queue; the UI drains it once a frame (`changes()`), so nothing else runs on
the thread and the window never waits for the disk."""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterable
from pathlib import Path

import watchfiles

#: how long watchfiles gathers a burst of events (an editor's save is several) before it reports
DEBOUNCE_MS = 150
#: how often the thread looks at its stop flag
STEP_MS = 50


class FileWatcher:
    """Reports files changed under ``folders`` (those that exist when it starts)."""

    def __init__(self, folders: Iterable[Path]) -> None:
        self.folders = [f for f in dict.fromkeys(Path(f) for f in folders) if f.is_dir()]
        self._queue: queue.Queue[frozenset[Path]] = queue.Queue()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.error = ""  # why watching stopped, when it did

    def start(self) -> FileWatcher:
        if self.folders and self._thread is None:
            self._thread = threading.Thread(target=self._run, name="file-watch", daemon=True)
            self._thread.start()
        return self

    def _run(self) -> None:
        try:
            for batch in watchfiles.watch(
                *self.folders,
                stop_event=self._stop,
                debounce=DEBOUNCE_MS,
                step=STEP_MS,
                raise_interrupt=False,
            ):
                self._queue.put(frozenset(Path(path) for _, path in batch))
        except (OSError, RuntimeError) as exc:  # a folder removed, too many watches...
            self.error = f"live reload stopped: {exc}"

    def changes(self) -> set[Path]:
        """Every path reported since the last call (empty at once when nothing changed)."""
        out: set[Path] = set()
        while True:
            try:
                out |= self._queue.get_nowait()
            except queue.Empty:
                return out

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None
