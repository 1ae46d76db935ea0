"""The kinds of value a game keeps under each key, learned by watching it play.

A scenario may set any game value (`values:`), but a value the rules keep as a whole number
must not arrive as a list: the rules would fail mid-game (`score.p0: [1]`). The kinds are
learned once per game and player count from a seeded playout of random legal moves, so no
game has to declare them.
"""

from __future__ import annotations

import functools
import random
from collections import defaultdict

from tabletop.engine.config import make_config
from tabletop.engine.errors import TabletopError
from tabletop.engine.registry import get_rules
from tabletop.engine.scenario_checks import kind_of
from tabletop.engine.simulation import Simulation

#: moves of the playout the kinds are learned from (games end sooner, or show every value)
PLAYOUT_MOVES = 300


@functools.lru_cache(maxsize=16)
def value_kinds(game_id: str, players: int) -> dict[str, frozenset[str]]:
    """Key -> the kinds the game was seen keeping under it (empty for a game that fails)."""
    seen: dict[str, set[str]] = defaultdict(set)
    try:
        rules = get_rules(game_id)
        config = make_config(rules, players=players, seats=["computer"] * players)
        game = Simulation.new(rules, config)
        rng = random.Random(0)
        for _ in range(PLAYOUT_MOVES):
            for key, value in game.state.values.items():
                seen[key].add(kind_of(value))
            if game.result is not None:
                break
            seat = game.to_act[0]
            game.play(rng.choice([c for c in game.legal() if c.seat == seat]))
    except (TabletopError, ValueError, KeyError, TypeError, IndexError, ArithmeticError):
        pass  # the kinds seen so far still hold
    return {key: frozenset(kinds) for key, kinds in seen.items()}
