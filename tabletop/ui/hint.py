"""The Hint (key H): what the Hard bot would play for the person in front of the screen.

It thinks in the bots' worker process (ai/thinker.py) from that seat's view, taken on the main
thread as the computer seats' (ui/bot.py), so the hint knows what the player knows and the
frames keep coming. A hint belongs to the position it was asked in (`token`: the session's
version): once the game has moved on it is dropped, without waiting for the worker.
"""

from __future__ import annotations

import time

from tabletop.ai.thinker import BotSpec, Thinker, shared_thinker
from tabletop.engine.commands import Command
from tabletop.engine.game import Game

HINT_SECONDS = 1.0


#: the level the Hint thinks at, as the table names it
HINT_LEVEL = "Hard"


class Hints:
    def __init__(
        self,
        seconds: float = HINT_SECONDS,
        iterations: int | None = None,
        table: int = 0,
        thinker: Thinker | None = None,
        cores: int = 1,
    ) -> None:
        self.seconds = seconds
        self.cores = cores  # the cores the hint's Hard thinks on
        self.iterations = iterations
        self._table = table
        self._thinker = thinker
        self._job: tuple[object, int] | None = None  # (token, job number)
        self._shown: tuple[object, Command] | None = None
        self._asked = 0

    @property
    def thinking(self) -> bool:
        return self._job is not None

    def start(self, game: Game, seat: int, token: object) -> None:
        self._shown = None
        self._asked += 1
        if self._thinker is None:
            self._thinker = shared_thinker()
        if self._job is not None:
            self._thinker.forget(self._job[1])
        spec = BotSpec(
            "hint",
            self._table,
            self._asked,
            seconds=self.seconds,
            iterations=self.iterations,
            cores=self.cores,
        )
        self._job = (token, self._thinker.submit(spec, game.seat_view(seat)))

    def wait(self) -> None:
        """Block until the worker has answered (tests)."""
        while self._job is not None and self._thinker is not None:
            if self._thinker.peek(self._job[1]):
                return
            time.sleep(0.005)

    def poll(self, token: object) -> Command | str | None:
        """The hint (or why there is none) once ready, if the game is still where it was."""
        if self._job is None or self._thinker is None:
            return None
        asked_at, number = self._job
        if asked_at != token:
            self._thinker.forget(number)
            self._job = None
            return None
        answer = self._thinker.poll(number)
        if answer is None:
            return None
        self._job = None
        if isinstance(answer, Command):
            self._shown = (token, answer)
            return answer
        return answer.replace("The computer could not choose a move", "No hint")

    def shown(self, token: object) -> Command | None:
        """The hint to light, while the game is still where it was asked."""
        if self._shown is None or self._shown[0] != token:
            return None
        return self._shown[1]
