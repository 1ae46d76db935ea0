"""How good a position is for each seat: the evaluation the Normal and Hard bots search with.

A game's contract declares its bot hints (`rules.bot_hints`, engine/contract.py): `points`
(a seat's standing in the game's own units: might, damage, cards) and `scale` (how many points
make a clear lead), its sensible moves and its look-ahead and playout hints. A game that
declares `NotNeeded` is played with the generic hints below (a `score.p<N>` value per seat).
Either way the answer is each seat's chance to win, in [0, 1], summing to 1; a finished game
is scored by its result. Evaluations read a `State`: a bot only ever holds a sampled one
(engine/seat.py), so an evaluation sees the seat's own cards as they are and the hidden ones
as dealt by the sample.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from tabletop.engine.commands import Command
from tabletop.engine.contract import PASSING, BotHints, Sensible, score_points
from tabletop.engine.rules import GameRules
from tabletop.engine.state import State

Evaluator = Callable[[State], list[float]]

__all__ = [
    "Evaluator",
    "PlayoutDepth",
    "Sensible",
    "bot_hints",
    "evaluator",
    "look_ahead_hints",
    "sensible_filter",
]

#: what a game that declares no bot hints is played with: its `score.p<N>` values, if any
GENERIC_HINTS = BotHints(points=score_points, scale=1.0)


def bot_hints(rules: GameRules) -> BotHints:
    """The game's declared hints, or the generic ones where it declares them not needed."""
    hints = rules.bot_hints
    return hints if isinstance(hints, BotHints) else GENERIC_HINTS


def outcome(state: State) -> list[float]:
    """A finished game: each seat's points (win 1, draw 1/2, loss 0), as every figure counts."""
    assert state.result is not None
    return [state.result.points(s) for s in range(state.players)]


def softmax(points: list[float], scale: float) -> list[float]:
    top = max(points)
    weights = [math.exp((p - top) / scale) for p in points]
    total = sum(weights)
    return [w / total for w in weights]


def evaluator(rules: GameRules) -> Evaluator:
    """The game's evaluation (see the module's docstring), finished games scored exactly."""
    hints = bot_hints(rules)
    points, scale = hints.points, float(hints.scale)

    def evaluate(state: State) -> list[float]:
        if state.result is not None:
            return outcome(state)
        return softmax(points(state, rules), scale)

    return evaluate


def generic_sensible(kind: str | None, commands: list[Command]) -> list[Command]:
    """Never pass, end or stop while something else may be played."""
    useful = [c for c in commands if c.kind not in PASSING]
    return useful or commands


def sensible_filter(rules: GameRules) -> Sensible:
    """The game's idea of sensible commands (its hints' `sensible`), applied after the
    generic one; never empty. Where only commands that spend the seat's own cards (the
    hints' `spending`) are left beside passing, passing is sensible too: a card given up
    for nothing is no play the seat must make."""
    hints = bot_hints(rules)
    special, spending = hints.sensible, hints.spending

    def sensible(kind: str | None, commands: list[Command]) -> list[Command]:
        chosen = special(kind, commands) if special is not None else commands
        chosen = chosen or commands
        if spending and all(c.kind in PASSING or c.kind in spending for c in chosen):
            return chosen
        return generic_sensible(kind, chosen)

    return sensible


#: how far Hard plays out: a count of commands, or None for to the end of the game
PlayoutDepth = int | None


def look_ahead_hints(rules: GameRules) -> BotHints:
    """What Normal's look-ahead (ai/look_ahead.py) and Hard's search (ai/hard.py) read: the
    game's bot hints (engine/contract.py describes each), or the generic ones."""
    return bot_hints(rules)
