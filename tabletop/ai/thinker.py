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
(multiprocessing's own transport); nothing of it is written to disk or read from outside. A
game's rules (its whole cardset, about 170 KB) cross the pipe once: a job names them by a
number, and the worker keeps the rules it has been sent under that number (cards edited at
the table make new rules, so a new number).
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing
import multiprocessing.util
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from tabletop.ai.bots import SeatBots
from tabletop.ai.cores import shutdown
from tabletop.ai.hard import HardBot
from tabletop.engine import heap
from tabletop.engine.commands import Command
from tabletop.engine.rules import GameConfig, GameRules
from tabletop.engine.seat import SeatView
from tabletop.engine.view import View

if TYPE_CHECKING:  # the worker's machinery loads when it first starts, not with the table
    import multiprocessing.process
    from multiprocessing.connection import Connection


class Chooser(Protocol):
    def decide(self, seat: SeatView) -> Command: ...


@dataclass(frozen=True)
class BotSpec:
    """Which bot answers: a table's computer seats (`levels`, `seed`, the level of a seat left
    out) or the Hint's Hard bot (`seconds` or `iterations`). `table` tells tables apart.
    `cores`: how many cores Hard thinks on (ai/root_parallel.py; 1, the default: in the
    worker itself). The table passes its setting (ui/settings.py: every core by default, at
    most ai/levels.MAX_CORES)."""

    kind: str  # "seats" or "hint"
    table: int
    seed: int = 0
    levels: tuple[tuple[int, str], ...] = ()
    default: str = "normal"
    seconds: float = 1.0
    iterations: int | None = None
    cores: int = 1


def make_chooser(spec: BotSpec) -> Chooser:
    if spec.kind == "seats":
        return SeatBots(dict(spec.levels), spec.seed, spec.default, cores=spec.cores)
    if spec.kind == "hint":
        return HardBot(
            spec.seed, seconds=spec.seconds, iterations=spec.iterations, cores=spec.cores
        )
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


#: how many games' rules each side keeps; both drop the oldest first, in the same order, so
#: the worker knows every rules number the table still names without being sent them again
KEPT_RULES = 8


def remember(known: dict[int, Any], key: int, rules: Any) -> None:
    known[key] = rules
    while len(known) > KEPT_RULES:
        del known[next(iter(known))]


@dataclass(frozen=True)
class Job:
    """A decision to make: the seat's view without its rules, which travel once (`rules_id`
    names them; `rules` carries them the first time)."""

    number: int
    spec: BotSpec
    rules_id: int
    seat: int
    view: View
    legal: tuple[Command, ...]
    log: tuple[str, ...]
    config: GameConfig
    rules: GameRules | None = None

    def seat_view(self, known: dict[int, GameRules]) -> SeatView:
        if self.rules is not None:
            remember(known, self.rules_id, self.rules)
        rules = known[self.rules_id]
        return SeatView(self.seat, self.view, self.legal, self.log, self.config, rules)


def _serve(conn: Connection) -> None:
    """The worker: answer jobs until the pipe closes, then stop Hard's pool (ai/cores.py)."""
    try:
        _answer_jobs(conn)
    finally:
        shutdown()


def _answer_jobs(conn: Connection) -> None:
    """Answer jobs until the pipe closes; keep each spec's bot between jobs."""
    choosers: dict[BotSpec, Chooser] = {}
    rules: dict[int, GameRules] = {}
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        number, spec = job.number, job.spec
        try:
            seat = job.seat_view(rules)
            chooser = choosers.pop(spec, None) or make_chooser(spec)
        except Exception as exc:
            found: Command | str = f"The computer could not choose a move: {exc}"
        else:
            choosers[spec] = chooser  # newest last: the oldest tables' bots go first
            while len(choosers) > KEPT_CHOOSERS:
                del choosers[next(iter(choosers))]
            found = answer(chooser, seat)
            heap.settle_once()  # the rules and cards are loaded (engine/heap.py)
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
        #: the rules (with the cards they held) the worker has been sent, by the number jobs
        #: name them with (held here so that no other object can take the same id() while
        #: the worker knows it)
        self._sent: dict[int, tuple[GameRules, object]] = {}
        #: the worker died or could not start (a script read from stdin cannot be spawned
        #: again, for one): the caller thinks in its own process instead
        self.broken = False

    def _start(self) -> Connection:
        if self._conn is None:
            context = multiprocessing.get_context("spawn")
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(theirs,), name="tabletop-bots")
            process.daemon = False  # Hard's pool runs under it (ai/cores.py)
            process.start()
            # closed before multiprocessing joins its children at exit (they would wait for
            # a job that never comes): a finaliser with a priority runs first
            multiprocessing.util.Finalize(None, self.close, exitpriority=20)
            theirs.close()
            self._conn, self._process = ours, process
            self._sent = {}
        return self._conn

    def submit(self, spec: BotSpec, seat: SeatView) -> int:
        """Queue a decision; returns its number for `poll`."""
        with self._lock:
            self._numbers += 1
            number = self._numbers
            try:
                conn = self._start()
                # the rules and the cards they hold now: a deck saved or a card edited at the
                # table puts new cards in the same rules, which the worker must be sent again
                sent = (seat.rules, seat.rules.cardset)
                key = hash((id(sent[0]), id(sent[1])))
                held = self._sent.get(key)
                first = held is None or held[0] is not sent[0] or held[1] is not sent[1]
                job = Job(
                    number,
                    spec,
                    key,
                    seat.seat,
                    seat.view,
                    seat.legal,
                    seat.log,
                    seat.config,
                    seat.rules if first else None,
                )
                conn.send(job)
                if first:
                    remember(self._sent, key, sent)
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


def close_shared() -> None:
    """Stop the app's worker, if it was started (and with it Hard's pool, ai/cores.py)."""
    if _SHARED is not None:
        _SHARED.close()


def next_table() -> int:
    """A number no other table of this process has had (keeps their bots apart)."""
    global _TABLES
    _TABLES += 1
    return _TABLES
