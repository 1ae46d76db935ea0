"""How a game ended, in one shape for every game: who won, who drew, who lost, why, and scores.

A draw is a result of its own: nobody won, nobody lost among the seats that share it. Where a
book gives a tie-break the game applies it before it ends; a tie left after that is a draw.
`Outcome.points` is the one way a seat's result is counted anywhere in the app (win 1, draw 1/2,
loss 0): the simulator, its intervals, the strength tool, the bots and the benchmarks all read
it, so a draw counts the same in every figure.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

Verdict = Literal["win", "draw", "loss"]

#: what each verdict is worth to the seat that has it
POINTS: dict[Verdict, float] = {"win": 1.0, "draw": 0.5, "loss": 0.0}
#: z of a two-sided 95% interval
Z95 = 1.959963984540054


def wilson(score: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate: `score` points (win 1, draw 1/2) over `games`
    results; (0, 1) when there are none."""
    if games <= 0:
        return (0.0, 1.0)
    p = score / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game. Every seat is in exactly one of `winners`, `drawn` and `losers`;
    a game with winners has no drawn seats. `scores` are the book's per-seat figures where it
    keeps one (damage, battlefields won, points), in seat order; empty where it keeps none."""

    winners: tuple[int, ...]
    drawn: tuple[int, ...]
    losers: tuple[int, ...]
    reason: str
    scores: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        seats = [*self.winners, *self.drawn, *self.losers]
        if len(set(seats)) != len(seats) or sorted(seats) != list(range(len(seats))):
            raise ValueError(f"an outcome names every seat once: {self!r}")
        if self.winners and self.drawn:
            raise ValueError("an outcome with winners has no drawn seats")
        if not self.winners and not self.drawn:
            raise ValueError("an outcome has a winner or a draw")

    # --- making one ----------------------------------------------------------------------
    @classmethod
    def won(
        cls, winners: Iterable[int], players: int, reason: str, scores: Sequence[int] = ()
    ) -> Outcome:
        """`winners` won (one seat, or a team that wins together); every other seat lost."""
        won = tuple(sorted(set(winners)))
        return cls(won, (), _others(won, players), reason, tuple(scores))

    @classmethod
    def draw(
        cls, seats: Iterable[int], players: int, reason: str, scores: Sequence[int] = ()
    ) -> Outcome:
        """`seats` share a draw (nobody won); any other seat lost."""
        drawn = tuple(sorted(set(seats)))
        return cls((), drawn, _others(drawn, players), reason, tuple(scores))

    @classmethod
    def best_of(
        cls, best: Iterable[int], players: int, reason: str, scores: Sequence[int] = ()
    ) -> Outcome:
        """The seats at the top after every tie-break: one wins; several draw."""
        top = tuple(sorted(set(best)))
        if len(top) == 1:
            return cls.won(top, players, reason, scores)
        return cls.draw(top, players, reason, scores)

    # --- reading one ---------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.winners) + len(self.drawn) + len(self.losers)

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def verdict(self, seat: int) -> Verdict:
        if seat in self.winners:
            return "win"
        if seat in self.drawn:
            return "draw"
        return "loss"

    def points(self, seat: int) -> float:
        """The seat's result as a number: win 1, draw 1/2, loss 0."""
        return POINTS[self.verdict(seat)]

    def headline(self, seat_name: Callable[[int], str]) -> str:
        """'Ann won', 'Ann and Ben won', 'Draw', 'Draw between Ann and Ben' (others lost)."""
        if self.winners:
            return f"{_names(self.winners, seat_name)} won"
        if self.losers:
            return f"Draw between {_names(self.drawn, seat_name)}"
        return "Draw"

    def sentence(self, seat_name: Callable[[int], str]) -> str:
        """The headline and the reason in one line: 'Draw: both armies at 41 damage'."""
        return f"{self.headline(seat_name)}: {self.reason}"

    # --- JSON ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "drawn": list(self.drawn),
            "losers": list(self.losers),
            "scores": list(self.scores),
            "reason": self.reason,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        """Read `to_json`'s dict; raises ValueError on a dict of another shape."""
        try:
            return cls(
                _seats(data["winners"]),
                _seats(data.get("drawn", [])),
                _seats(data["losers"]),
                str(data.get("reason", "")),
                _seats(data.get("scores", [])),
            )
        except (KeyError, TypeError) as error:
            raise ValueError(f"not an outcome: {error}") from None


def _others(seats: tuple[int, ...], players: int) -> tuple[int, ...]:
    if any(not 0 <= s < players for s in seats):
        raise ValueError(f"seats {list(seats)} are not all among {players} players")
    return tuple(s for s in range(players) if s not in seats)


def _seats(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
        isinstance(v, int) and not isinstance(v, bool) for v in value
    ):
        raise TypeError("seat lists are lists of whole numbers")
    return tuple(value)


def _names(seats: Sequence[int], seat_name: Callable[[int], str]) -> str:
    names = [seat_name(s) for s in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
