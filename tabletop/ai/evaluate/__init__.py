"""How good a position is for each seat: the evaluation the Normal and Hard bots search with.

`evaluator(rules)` finds a game's evaluation: a method `evaluate(state) -> list[float]` the
game's rules may offer, else a module `tabletop.ai.evaluate.<game id>` with
`points(state, rules) -> list[float]` (a seat's standing in the game's own units: might, damage,
cards) and `SCALE` (how many points make a clear lead), else the generic one below. Either way
the answer is each seat's chance to win, in [0, 1], summing to 1; a finished game is scored by
its result. Evaluations read a `State`: a bot only ever holds a sampled one (engine/seat.py), so
an evaluation sees the seat's own cards as they are and the hidden ones as dealt by the sample.
"""

from __future__ import annotations

import importlib
import importlib.util
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType

from tabletop.engine.commands import Command
from tabletop.engine.rules import GameRules
from tabletop.engine.state import State

Evaluator = Callable[[State], list[float]]
Sensible = Callable[[str | None, list[Command]], list[Command]]
Settle = Callable[[State, GameRules, str | None, list[Command]], Command | None]
Playout = Callable[[State, GameRules, str | None, list[Command], random.Random], Command | None]
Dominated = Callable[[str | None, list[Command]], list[Command]]

#: command kinds that give up the rest of a decision (pass, end the turn, stop adding)
PASSING = frozenset({"pass", "end", "done", "hold"})


def outcome(state: State) -> list[float]:
    """A finished game: the winners share 1 (a draw among everyone: equal shares)."""
    assert state.result is not None
    winners = state.result.winners or tuple(range(state.players))
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(state.players)]


def softmax(points: list[float], scale: float) -> list[float]:
    top = max(points)
    weights = [math.exp((p - top) / scale) for p in points]
    total = sum(weights)
    return [w / total for w in weights]


def generic_points(state: State) -> list[float]:
    """Any game: a `score.p<N>` value per seat if the game keeps one, else even."""
    return [float(_number(state.values.get(f"score.p{s}", 0))) for s in range(state.players)]


def _number(value: object) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0


def _module(game_id: str) -> ModuleType | None:
    if not game_id.isidentifier():
        return None
    name = f"{__name__}.{game_id}"
    if importlib.util.find_spec(name) is None:
        return None
    return importlib.import_module(name)


def evaluator(rules: GameRules) -> Evaluator:
    """The game's evaluation (see the module's docstring), finished games scored exactly."""
    own = getattr(rules, "evaluate", None)
    module = _module(rules.id)
    if callable(own):
        judge: Callable[[State], list[float]] = own
    elif module is not None:
        points = module.points
        scale = float(module.SCALE)

        def judge(state: State) -> list[float]:
            return softmax(points(state, rules), scale)

    else:

        def judge(state: State) -> list[float]:
            return softmax(generic_points(state), 1.0)

    def evaluate(state: State) -> list[float]:
        return outcome(state) if state.result is not None else judge(state)

    return evaluate


def first_of(commands: list[Command], kind: str | None) -> Command | None:
    """The first offered command of that kind (a decision's way out, a settled choice)."""
    return next((c for c in commands if c.kind == kind), None)


def generic_sensible(kind: str | None, commands: list[Command]) -> list[Command]:
    """Never pass, end or stop while something else may be played."""
    useful = [c for c in commands if c.kind not in PASSING]
    return useful or commands


def sensible_filter(rules: GameRules) -> Sensible:
    """The game's idea of sensible commands (`sensible(decision_kind, commands)` on its rules
    or in its evaluation module), applied after the generic one; never empty."""
    own = getattr(rules, "sensible", None)
    module = _module(rules.id)
    special: Sensible | None = (
        own if callable(own) else getattr(module, "sensible", None) if module else None
    )

    def sensible(kind: str | None, commands: list[Command]) -> list[Command]:
        chosen = special(kind, commands) if special is not None else commands
        return generic_sensible(kind, chosen or commands)

    return sensible


#: how much better (a chance to win) passing must look than playing on, unless a game says
PASS_MARGIN = 0.15


#: where the look-ahead scores a command (see LookAheadHints)
HORIZONS = ("decision", "turn", "next turn")
#: how many commands Hard plays out from a leaf of its search, unless a game says
PLAYOUT_DEPTH = 30
#: how often a game's plain playout (`playout` in its module) takes a sensible random command
#: instead of its plain one, so that the search still meets the other ways to play
PLAYOUT_WANDER = 0.15
#: how far Hard plays out: a count of commands, or None for to the end of the game
PlayoutDepth = int | None


@dataclass(frozen=True)
class LookAheadHints:
    """How a game wants Normal's look-ahead run, from its evaluation module (all optional):

    - `HORIZON`: where a command is scored. "decision" (the default): when the seat has a real
      choice again. "turn": that, or where the turn passes (the value `turn` changes),
      whichever comes first, so that a command that ends the turn is not scored after the
      others' whole turn while the rest are scored at once. "next turn": when the seat's next
      turn begins, every command alike, the rest of the seat's own turn and its answers in the
      others' turn played by `settle`;
    - `PASS_MARGIN`: how much better passing must look (a game whose evaluation knows when
      not to attack sets it low);
    - `settle(state, rules, kind, commands)`: the command the look-ahead plays for the seat at
      one of its own decisions on the way (EoC: confirm a declared attack, pay
      automatically), or None to stop there and score;
    - `playout(state, rules, kind, commands, rng)`: the command Hard's playouts play at a
      decision, for any seat (a plain way to play the game: Clash buys the dearest card it can
      pay for), or None for the sensible random choice; without it every playout command is
      the sensible random one;
    - `PLAYOUT_DEPTH`: how many commands Hard's search (ai/hard.py) plays out from a leaf
      before it scores the position (0: the leaf as it is), or None for to the end of the
      game (a game whose evaluation cannot see what decides it, such as Empyrean's reveals
      and final tally, plays on to the end);
    - `dominated(kind, commands)`: the commands Hard never plays at a decision while others
      are left (never better than another command there, whatever the hidden cards);
    - `OVERRIDE_Z`: how sure Hard's search must be to play another command than the
      look-ahead's pick (the standard errors by which the search's best beats it over the
      rounds both were played in), or None: the search's best, however close (ai/hard.py).
    """

    horizon: str = "decision"
    pass_margin: float = PASS_MARGIN
    settle: Settle | None = None
    playout_depth: PlayoutDepth = PLAYOUT_DEPTH
    playout: Playout | None = None
    dominated: Dominated | None = None
    override_z: float | None = None


def look_ahead_hints(rules: GameRules) -> LookAheadHints:
    module = _module(rules.id)
    if module is None:
        return LookAheadHints()
    horizon = str(getattr(module, "HORIZON", "decision"))
    if horizon not in HORIZONS:
        raise ValueError(f"{module.__name__}: HORIZON {horizon!r} is not one of {HORIZONS}")
    return LookAheadHints(
        horizon,
        float(getattr(module, "PASS_MARGIN", PASS_MARGIN)),
        getattr(module, "settle", None),
        _depth(module),
        getattr(module, "playout", None),
        getattr(module, "dominated", None),
        _override_z(module),
    )


def _override_z(module: ModuleType) -> float | None:
    z = getattr(module, "OVERRIDE_Z", None)
    if z is None:
        return None
    if not isinstance(z, int | float) or isinstance(z, bool) or z < 0:
        raise ValueError(f"{module.__name__}: OVERRIDE_Z {z!r} is not a number of at least 0")
    return float(z)


def _depth(module: ModuleType) -> PlayoutDepth:
    depth = getattr(module, "PLAYOUT_DEPTH", PLAYOUT_DEPTH)
    if depth is None:
        return None
    if not isinstance(depth, int) or isinstance(depth, bool) or depth < 0:
        raise ValueError(f"{module.__name__}: PLAYOUT_DEPTH {depth!r} is not a count or None")
    return depth
