"""Bots think in a worker process, so the table's frames never wait for them.

A bot thinking on a thread of the table's own process shares Python's interpreter lock with
the frame loop: every time drawing lets go of the lock (a blit), it waits for the search to
hand it back, and a frame that takes 1 ms alone took up to 20 ms while Hard thought. The
`Thinker` runs one worker process (started on first use, kept for the app's life) that
answers jobs in order: a `BotSpec` naming the bot and a `SeatView`, the same seat's-eye input
a bot gets anywhere (it never sees a Game). The worker keeps each table's bots between jobs,
so a seat's bot draws its random numbers in the same order as it would in one process, and
the same seed gives the same moves.

The job and its answer travel over a pipe between this process and the worker it started
(multiprocessing's own transport); nothing of it is written to disk or read from outside.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Protocol

from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView


class Chooser(Protocol):
    def decide(self, seat: SeatView) -> Command: ...


@dataclass(frozen=True)
class BotSpec:
    """Which bot answers: a table's computer seats (`levels`, `seed`, the level of a seat left
    out) or the Hint's Hard bot (`seconds` or `iterations`). `table` tells tables apart."""

    kind: str  # "seats" or "hint"
    table: int
    seed: int = 0
    levels: tuple[tuple[int, str], ...] = ()
    default: str = "normal"
    seconds: float = 1.0
    iterations: int | None = None


def make_chooser(spec: BotSpec) -> Chooser:
    from tabletop.ai.bots import SeatBots
    from tabletop.ai.hard import HardBot

    if spec.kind == "seats":
        return SeatBots(dict(spec.levels), spec.seed, spec.default)
    if spec.kind == "hint":
        return HardBot(spec.seed, seconds=spec.seconds, iterations=spec.iterations)
    raise ValueError(f"no bot kind {spec.kind!r}")


def answer(chooser: Chooser, seat: SeatView) -> Command | str:
    """The bot's command, or one line saying why there is none (a bot's bug must not take
    the table down)."""
    try:
        return chooser.decide(seat)
    except Exception as exc:
        return f"The computer could not choose a move: {exc}"


#: how many tables' bots the worker keeps (a table's seats are one; a hint is one)
KEPT_CHOOSERS = 32


def _serve(conn: Connection) -> None:
    """The worker: answer jobs until the pipe closes; keep each spec's bot between jobs."""
    choosers: dict[BotSpec, Chooser] = {}
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        number, spec, seat = job
        try:
            chooser = choosers.pop(spec, None) or make_chooser(spec)
        except Exception as exc:
            found: Command | str = f"The computer could not choose a move: {exc}"
        else:
            choosers[spec] = chooser  # newest last: the oldest tables' bots go first
            while len(choosers) > KEPT_CHOOSERS:
                del choosers[next(iter(choosers))]
            found = answer(chooser, seat)
        try:
            conn.send((number, found))
        except (BrokenPipeError, OSError):
            return


class Thinker:
    """The table's side of the worker: `submit` a job, `poll` for its answer."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._conn: Connection | None = None
        self._process: multiprocessing.process.BaseProcess | None = None
        self._answers: dict[int, Command | str] = {}
        self._pending: set[int] = set()
        self._numbers = 0
        #: the worker died or could not start (a script read from stdin cannot be spawned
        #: again, for one): the caller thinks in its own process instead
        self.broken = False

    def _start(self) -> Connection:
        if self._conn is None:
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs,), name="tabletop-bots")
            process.daemon = True
            process.start()
            theirs.close()
            self._conn, self._process = ours, process
        return self._conn

    def submit(self, spec: BotSpec, seat: SeatView) -> int:
        """Queue a decision; returns its number for `poll`."""
        with self._lock:
            self._numbers += 1
            number = self._numbers
            try:
                self._start().send((number, spec, seat))
            except (OSError, RuntimeError, EOFError):  # the worker cannot start or is gone
                self.broken = True
                self._conn = None
            else:
                self._pending.add(number)
            return number

    def poll(self, number: int) -> Command | str | None:
        """The answer to job `number` once the worker has sent it; None until then."""
        with self._lock:
            self._collect()
            found = self._answers.pop(number, None)
            if found is None and number not in self._pending:
                return "The computer could not choose a move: its worker stopped."
            return found

    def peek(self, number: int) -> bool:
        """Whether the answer to job `number` has come (it stays to be polled)."""
        with self._lock:
            self._collect()
            return number in self._answers or number not in self._pending

    def forget(self, number: int) -> None:
        """The position asked about has gone: drop the answer when it comes."""
        with self._lock:
            self._collect()
            self._pending.discard(number)
            self._answers.pop(number, None)

    def _collect(self) -> None:
        conn = self._conn
        if conn is None:
            return
        try:
            while conn.poll():
                number, found = conn.recv()
                if number in self._pending:
                    self._pending.discard(number)
                    self._answers[number] = found
        except (EOFError, OSError):  # the worker died: every job still out fails
            self._pending.clear()
            self._conn = None
            self.broken = True

    def close(self) -> None:
        with self._lock:
            conn, process = self._conn, self._process
            self._conn = self._process = None
            self._pending.clear()
            self._answers.clear()
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.send(None)
            conn.close()
        if process is not None:
            process.join(timeout=2)
            if process.is_alive():
                process.terminate()


_SHARED: Thinker | None = None
_TABLES = 0


def shared_thinker() -> Thinker:
    """The app's one worker (started on the first job)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = Thinker()
        atexit.register(_SHARED.close)
    return _SHARED


def next_table() -> int:
    """A number no other table of this process has had (keeps their bots apart)."""
    global _TABLES
    _TABLES += 1
    return _TABLES
