"""The random bot: picks uniformly among the legal commands of its seat.

Its own RNG is separate from the game's, so a bot never changes how the game's dice fall. Like
every bot it decides from the seat's view only (`decide(SeatView)`); `choose(game, seat)` is
the convenience that builds that view.
"""

from __future__ import annotations

import random

from tabletop.engine.commands import Command
from tabletop.engine.game import Game
from tabletop.engine.seat import SeatView


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, seat: SeatView) -> Command:
        if not seat.legal:
            raise ValueError(f"seat {seat.seat} has nothing to play")
        return self._rng.choice(seat.legal)

    def choose(self, game: Game, seat: int) -> Command:
        options = [c for c in game.legal() if c.seat == seat]  # cheaper than a whole SeatView
        if not options:
            raise ValueError(f"seat {seat} has nothing to play")
        return self._rng.choice(options)


def play_out(game: Game, seed: int = 0, max_commands: int = 100_000) -> int:
    """Play random legal commands for every seat until the game ends; returns how many."""
    bot = RandomBot(seed)
    played = 0
    while game.result is None:
        if played >= max_commands:
            raise RuntimeError(f"no end after {max_commands} commands")
        seat = game.to_act[0]
        game.play(bot.choose(game, seat))
        played += 1
    return played
