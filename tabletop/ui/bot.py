"""Computer seats think off the frame loop: a worker thread chooses, the main thread plays.

The worker never sees the Game: it gets the seat's view (engine/seat.py), taken on the main
thread, so a computer seat cannot peek and the table may change the game while it thinks
(`cancel()` forgets a job whose position has gone).
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from tabletop.ai.random_bot import RandomBot
from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.seat import SeatView

Chooser = Callable[[SeatView], Command]


class BotRunner:
    """One thinking job at a time; `poll()` hands back its command once the pause is over."""

    def __init__(self, seed: int = 0, chooser: Chooser | None = None) -> None:
        self._chooser: Chooser = chooser if chooser is not None else RandomBot(seed).decide
        self._thread: threading.Thread | None = None
        self._result: Command | None = None
        self._error: str | None = None
        self._token: object = None
        self._waited = 0.0
        self._pause = 0.0

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def start(self, game: Game, seat: int, token: object, pause: float) -> None:
        """Think for `seat` about the game as it is (identified by `token`)."""
        self.cancel()
        self._token = token
        self._waited = 0.0
        self._pause = pause
        self._result = None
        self._error = None
        seat_view = game.seat_view(seat)

        def work() -> None:
            try:
                self._result = self._chooser(seat_view)
            except Exception as exc:  # a bot bug must not take the table down
                self._error = f"The computer could not choose a move: {exc}"

        self._thread = threading.Thread(target=work, name=f"bot-seat-{seat}", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Forget the current job (waiting for the worker to let go of the game)."""
        if self._thread is not None:
            self._thread.join()
        self._thread = None
        self._result = None
        self._token = None

    def poll(self, dt: float, token: object) -> Command | str | None:
        """The chosen command (or an error message) once ready and paced; else None."""
        if self._thread is None:
            return None
        if token != self._token:
            self.cancel()
            return None
        self._waited += dt
        if self._thread.is_alive() or self._waited < self._pause:
            return None
        self._thread.join()
        self._thread = None
        if self._error is not None:
            return self._error
        return self._result
