"""The random bot: picks uniformly among the legal commands of its seat.

Its own RNG is separate from the game's, so a bot never changes how the game's dice fall. Like
every bot it decides from the seat's view (`decide(SeatView)`), and of that view it reads only
the commands the seat may play. Play-out loops that drive a whole game many times (the bench,
the simulator's random seats, `play_out`) call `choose(game, seat)`: the same choice from the
same commands, without building the rest of the view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tabletop.engine.commands import Command
from tabletop.engine.seat import SeatView

if TYPE_CHECKING:
    from tabletop.engine.game import Game


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def decide(self, seat: SeatView) -> Command:
        return self.pick(seat.seat, seat.legal)

    def pick(self, seat: int, legal: Sequence[Command]) -> Command:
        """One of `legal`, the commands `seat` may play now, uniformly."""
        if not legal:
            raise ValueError(f"seat {seat} has nothing to play")
        return self._rng.choice(legal)

    def choose(self, game: Game, seat: int) -> Command:
        """`decide(game.seat_view(seat))`'s choice, for play-out loops: the seat's legal
        commands are the same ones, in the same order, and nothing else is read."""
        return self.pick(seat, [c for c in game.legal() if c.seat == seat])


def play_out(game: Game, seed: int = 0, max_commands: int = 100_000) -> int:
    """Play random legal commands for every seat until the game ends; returns how many."""
    bot = RandomBot(seed)
    played = 0
    while game.result is None:
        if played >= max_commands:
            raise RuntimeError(f"no end after {max_commands} commands")
        game.play(bot.choose(game, game.to_act[0]))
        played += 1
    return played
