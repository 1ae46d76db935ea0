"""Who plays after whom, declared by a game as data (as boardgame.io declares `turn.order`),
not worked out by hand in its rules: `GameRules.turn_order`.

Every game of the five books passes play clockwise: the seats in their order, wrapping round.
A game with another order (a reversing card, a seat that acts last) declares its own
`TurnOrder` and keeps the bookkeeping in the state: the engine reads only `next`, `after` and
`from_first`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class TurnOrder:
    """Play passes from a seat to the one `step` places on, wrapping round (1: clockwise)."""

    step: int = 1

    def next(self, seat: int, players: int) -> int:
        """The seat that plays after `seat` (in two-player games: the opponent)."""
        return (seat + self.step) % players

    def from_first(self, first: int, players: int, last: int | None = None) -> list[int]:
        """Every seat in playing order, starting with `first`; `last` (a seat a card makes act
        after everyone else, as Empyrean's Merlin) moved to the end."""
        order = [(first + self.step * k) % players for k in range(players)]
        if last is not None and last in order:
            order = [s for s in order if s != last] + [last]
        return order

    def next_of(self, players: int) -> Callable[[int], int]:
        """`next` for a table of `players`, as one lookup: each seat's successor worked out
        once (two-player games ask it for the opponent many times a decision)."""
        return tuple(self.next(seat, players) for seat in range(players)).__getitem__

    def after(self, seat: int, players: int) -> list[int]:
        """The other seats, in the order they play after `seat`."""
        return self.from_first(seat, players)[1:]


#: the seats in their order, wrapping round
CLOCKWISE = TurnOrder()
