"""The bot registry: every bot decides from a seat's view (engine/seat.py), never from a Game.

`make_bot(level, seed)` builds the bot for a level ("easy", "normal", "hard"; "random" is the
plain random player). The table, `tabletop simulate` and `tabletop bench` all take bots here.
Hard thinks for a time at the table (1 s a decision); given `hard_iterations` it runs that many
iterations a decision instead, so that the same seed plays the same game (simulate's balance
runs, the strength matches). Given `cores` above 1, Hard searches on that many cores at once
(ai/root_parallel.py); the other levels think on one whatever it says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

from tabletop.ai.easy import EasyBot
from tabletop.ai.hard import HardBot
from tabletop.ai.levels import BALANCE_ITERATIONS, DEFAULT_LEVEL, LEVELS, level_of
from tabletop.ai.normal import NormalBot
from tabletop.ai.random_bot import RandomBot
from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView


class Bot(Protocol):
    name: str

    def decide(self, seat: SeatView) -> Command: ...


#: level -> factory(seed); levels register here as they land
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}

__all__ = ["BALANCE_ITERATIONS", "BOTS", "LEVELS", "Bot", "SeatBots", "levels", "make_bot"]


def levels() -> list[str]:
    return list(BOTS)


def make_bot(level: str, seed: int = 0, hard_iterations: int | None = None, cores: int = 1) -> Bot:
    factory = BOTS.get(level)
    if factory is None:
        raise ValueError(f"no bot level {level!r} (levels: {', '.join(BOTS)})")
    if level == "hard" and (hard_iterations is not None or cores > 1):
        return HardBot(seed, iterations=hard_iterations, cores=cores)
    return factory(seed)


class SeatBots:
    """The table's computer seats, each with its own bot at its own level (`levels`: seat ->
    level; a seat left out plays at `default`; `cores`: the cores Hard thinks on)."""

    name = "seats"

    def __init__(
        self,
        levels: Mapping[int, str],
        seed: int = 0,
        default: str = DEFAULT_LEVEL,
        cores: int = 1,
    ) -> None:
        self._levels = dict(levels)
        self._cores = cores
        self._default = default
        self._seed = seed
        self._bots: dict[int, Bot] = {}

    def level(self, seat: int) -> str:
        return level_of(self._levels, seat, self._default)

    def decide(self, seat: SeatView) -> Command:
        bot = self._bots.get(seat.seat)
        if bot is None:
            level, seed = self.level(seat.seat), self._seed + seat.seat
            bot = self._bots[seat.seat] = make_bot(level, seed, cores=self._cores)
        return bot.decide(seat)
