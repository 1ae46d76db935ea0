"""A simulation on a worker thread, for a window that must keep drawing: start it, read its
progress, stop it. The games run in worker processes (even with one worker: games played on a
thread of the window's process would share its interpreter lock, and the frames would stutter);
the thread only waits for them, keeps the checkpoint and writes the report. `stop()` ends the
run after the games under way, and the report of the games finished is written all the same."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path

from tabletop.sim.plan import Settings
from tabletop.sim.run import Outcome, command_line, simulate

#: games per batch: small, so that a stop answers within a few games
BATCH_MOST = 4


@dataclass(frozen=True)
class Progress:
    """Games done of the total, and the seconds since the run started."""

    done: int
    total: int
    seconds: float
    done_at_start: int = 0

    @property
    def rate(self) -> float | None:
        """Games a second so far, or None before the first game."""
        played = self.done - self.done_at_start
        return played / self.seconds if played > 0 and self.seconds > 0 else None

    @property
    def left_s(self) -> float | None:
        """Seconds left at the rate so far, or None before the first game."""
        rate = self.rate
        return (self.total - self.done) / rate if rate else None


class BackgroundRun:
    """One simulation into `out` on a thread of its own. `state` is "running", "stopping",
    "finished" (complete, or stopped with its report written) or "failed" (`error` says why,
    in one line)."""

    def __init__(self, settings: Settings, out: Path, workers: int) -> None:
        self.settings = settings
        self.out = out
        self.workers = workers
        self.outcome: Outcome | None = None
        self.error: str | None = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._done = 0
        self._total = 0
        self._first: int | None = None
        self._started = 0.0
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._started = time.monotonic()
        self._thread = threading.Thread(target=self._work, name="simulation", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Ask the run to end after the games under way."""
        self._stop.set()

    def join(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def state(self) -> str:
        if self.error is not None:
            return "failed"
        if self.outcome is not None:
            return "finished"
        return "stopping" if self._stop.is_set() else "running"

    def progress(self) -> Progress:
        with self._lock:
            first = self._first if self._first is not None else self._done
            seconds = time.monotonic() - self._started
            return Progress(self._done, self._total, seconds, first)

    def _count(self, done: int, total: int) -> None:
        with self._lock:
            if self._first is None:
                self._first = done
                self._started = time.monotonic()
            self._done, self._total = done, total

    def _work(self) -> None:
        try:
            self.outcome = simulate(
                self.settings,
                self.out,
                workers=self.workers,
                command=command_line(self.settings, self.out, workers=self.workers),
                progress=self._count,
                stop=self._stop.is_set,
                batch_most=BATCH_MOST,
                processes=True,
            )
        except Exception as exc:  # the window shows one line, never a traceback
            self.error = one_line(exc)


def one_line(exc: BaseException) -> str:
    """An error as one line: its message's first line, else its kind."""
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__
