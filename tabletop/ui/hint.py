"""The Hint (key H): what the Hard bot would play for the person in front of the screen.

It thinks on a worker thread from that seat's view, taken on the main thread as the computer
seats' (ui/bot.py), so the hint knows what the player knows and the frames keep coming. A hint
belongs to the position it was asked in (`token`: the session's version): once the game has
moved on it is dropped, without waiting for the worker.
"""

from __future__ import annotations

import threading

from tabletop.ai.hard import HardBot
from tabletop.engine.commands import Command
from tabletop.engine.game import Game

HINT_SECONDS = 1.0


class Hints:
    def __init__(self, seconds: float = HINT_SECONDS, iterations: int | None = None) -> None:
        self.seconds = seconds
        self.iterations = iterations
        self._thread: threading.Thread | None = None
        self._answer: tuple[object, Command | str] | None = None
        self._shown: tuple[object, Command] | None = None
        self._asked = 0

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, game: Game, seat: int, token: object) -> None:
        self._shown = None
        self._answer = None
        self._asked += 1
        asked = self._asked
        seat_view = game.seat_view(seat)
        bot = HardBot(asked, seconds=self.seconds, iterations=self.iterations)

        def work() -> None:
            try:
                answer: Command | str = bot.decide(seat_view)
            except Exception as exc:  # a bot bug must not take the table down
                answer = f"No hint: {exc}"
            if asked == self._asked:
                self._answer = (token, answer)

        self._thread = threading.Thread(target=work, name="hint", daemon=True)
        self._thread.start()

    def wait(self) -> None:
        """Block until the worker is done (tests)."""
        if self._thread is not None:
            self._thread.join()

    def poll(self, token: object) -> Command | str | None:
        """The hint (or why there is none) once ready, if the game is still where it was."""
        answer, self._answer = self._answer, None
        if answer is None or answer[0] != token:
            return None
        if isinstance(answer[1], Command):
            self._shown = (token, answer[1])
        return answer[1]

    def shown(self, token: object) -> Command | None:
        """The hint to light, while the game is still where it was asked."""
        if self._shown is None or self._shown[0] != token:
            return None
        return self._shown[1]
