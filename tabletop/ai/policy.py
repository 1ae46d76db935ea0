"""The fast default policy the search bots play out with: random among the sensible commands.

Easy plays by it; Hard's playouts use it, so a playout of a game whose random games drag on
(essence moved back and forth) ends as a real game would.
"""

from __future__ import annotations

import random

from tabletop.ai.evaluate import (
    Evaluator,
    Sensible,
    evaluator,
    look_ahead_hints,
    sensible_filter,
)
from tabletop.engine.commands import Command
from tabletop.engine.contract import BotHints
from tabletop.engine.rules import GameRules
from tabletop.engine.simulation import Simulation


class Policy:
    """A game's sensible filter, evaluation and look-ahead hints, looked up once per game."""

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules
        self.sensible: Sensible = sensible_filter(rules)
        self.evaluate: Evaluator = evaluator(rules)
        self.hints: BotHints = look_ahead_hints(rules)

    def pick(self, rng: random.Random, kind: str | None, commands: list[Command]) -> Command:
        return rng.choice(self.sensible(kind, commands))

    def play_out(self, sim: Simulation, rng: random.Random, depth: int | None) -> int:
        """Play until the game ends or `depth` commands (None: no limit); returns how many
        were played. Each command is the game's playout choice (its `playout` hint) where it
        has one, else a sensible random one."""
        played = 0
        plain = self.hints.playout
        rules = self.rules
        while sim.state.result is None and (depth is None or played < depth):
            commands = sim.legal()
            if not commands:
                break
            state = sim.state
            decision = state.decision
            kind = decision.kind if decision else None
            chosen = plain(state, rules, kind, commands, rng) if plain is not None else None
            sim.play(chosen if chosen is not None else self.pick(rng, kind, commands), check=False)
            played += 1
        return played


_POLICIES: dict[str, Policy] = {}


def policy_for(rules: GameRules) -> Policy:
    policy = _POLICIES.get(rules.id)
    if policy is None or policy.rules is not rules:
        policy = _POLICIES[rules.id] = Policy(rules)
    return policy
