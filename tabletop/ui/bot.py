"""Computer seats think off the frame loop: in the bots' worker process (ai/thinker.py), or
on a worker thread for a chooser given as a function (tests, tools); the main thread plays.

The worker never sees the Game: it gets the seat's view (engine/seat.py), taken on the main
thread, so a computer seat cannot peek and the table may change the game while it thinks
(`cancel()` forgets a job whose position has gone).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from tabletop.ai.random_bot import RandomBot
from tabletop.ai.thinker import BotSpec, Thinker, answer, make_chooser, shared_thinker
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.seat import SeatView

Chooser = Callable[[SeatView], Command]


class _Decider:
    def __init__(self, choose: Chooser) -> None:
        self.decide = choose


class BotRunner:
    """One thinking job at a time; `poll()` hands back its command once the pause is over.

    With `spec`, the job goes to the bots' worker process (`thinker`, default the app's
    shared one); else `chooser` (default a random player) runs on a thread."""

    def __init__(
        self,
        seed: int = 0,
        chooser: Chooser | None = None,
        spec: BotSpec | None = None,
        thinker: Thinker | None = None,
    ) -> None:
        self._chooser: Chooser = chooser if chooser is not None else RandomBot(seed).decide
        self._spec = spec
        self._thinker = thinker
        self._thread: threading.Thread | None = None
        self._job: int | None = None
        self._result: Command | str | None = None
        self._token: object = None
        self._waited = 0.0
        self._pause = 0.0
        self._busy = False  # from `start` until the answer is handed out or forgotten
        self._asked: SeatView | None = None  # the view of the job out with the worker

    @property
    def thinking(self) -> bool:
        return self._busy

    def start(self, game: Game, seat: int, token: object, pause: float) -> None:
        """Think for `seat` about the game as it is (identified by `token`)."""
        self.cancel()
        self._token = token
        self._waited = 0.0
        self._pause = pause
        self._result = None
        self._busy = True
        seat_view = game.seat_view(seat)
        if self._spec is not None:
            if self._thinker is None:
                self._thinker = shared_thinker()
            if not self._thinker.broken:
                self._job = self._thinker.submit(self._spec, seat_view)
                self._asked = seat_view
                return
            self._chooser = make_chooser(self._spec).decide  # think here from now on
            self._spec = None
        self._think_here(seat_view)

    def _think_here(self, seat_view: SeatView) -> None:
        decider = _Decider(self._chooser)

        def work() -> None:
            self._result = answer(decider, seat_view)

        name = f"bot-seat-{seat_view.seat}"
        self._thread = threading.Thread(target=work, name=name, daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Forget the current job (a thread's worker is waited for: it holds the game's view)."""
        if self._thread is not None:
            self._thread.join()
        if self._job is not None and self._thinker is not None:
            self._thinker.forget(self._job)
        self._thread = None
        self._job = None
        self._result = None
        self._token = None
        self._busy = False

    def poll(self, dt: float, token: object) -> Command | str | None:
        """The chosen command (or an error message) once ready and paced; else None."""
        if not self.thinking:
            return None
        if token != self._token:
            self.cancel()
            return None
        self._waited += dt
        if self._job is not None and self._thinker is not None and self._result is None:
            self._result = self._thinker.poll(self._job)
            if self._result is not None:
                self._job = None
            failed = self._thinker.broken and not isinstance(self._result, Command)
            if failed and self._spec is not None and self._asked is not None:
                # the worker is gone: think again here, in this process, from now on
                self._chooser = make_chooser(self._spec).decide
                self._spec = None
                self._result = None
                self._job = None
                self._think_here(self._asked)
                return None
        if self._thread is not None:
            if self._thread.is_alive():
                return None
            self._thread.join()
            self._thread = None
        if self._result is None or self._waited < self._pause:
            return None
        result, self._result = self._result, None
        self._busy = False
        return result
